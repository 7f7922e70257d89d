//! The `search` example's stable command line and output: `info` lines per
//! iteration in a fixed format, a closing `bestmove`, and `error: ...` with
//! exit code 2 on bad input.

use std::process::{Command, Output};

mod run_example;

use run_example::{example, stdout};

fn search(args: &[&str]) -> Output {
    Command::new(example("search")).args(args).output().expect("the example runs")
}

/// One parsed `info depth` line.
#[derive(Debug, PartialEq, Eq)]
struct DepthLine {
    depth: u32,
    score: i32,
    nodes: u64,
    pv: Vec<String>,
}

/// Parses `info depth <d> score <s> nodes <n> nps <x> time <ms> pv <move> ...`
/// exactly (field names and order), keeping what does not depend on the
/// clock.
fn depth_line(line: &str) -> DepthLine {
    let words: Vec<&str> = line.split(' ').collect();
    assert!(words.len() >= 13, "too short: {line}");
    assert_eq!(
        [words[0], words[1], words[3], words[5], words[7], words[9], words[11]],
        ["info", "depth", "score", "nodes", "nps", "time", "pv"],
        "{line}"
    );
    let number = |at: usize| words[at].parse::<i64>().unwrap_or_else(|_| panic!("`{}` in {line}", words[at]));
    assert!(number(8) >= 0 && number(10) >= 0, "{line}");
    DepthLine {
        depth: number(2) as u32,
        score: number(4) as i32,
        nodes: number(6) as u64,
        pv: words[12..].iter().map(|word| word.to_string()).collect(),
    }
}

/// Splits the output into its info lines and the best move, checking the
/// shape: every line but the last an info line, the last `bestmove <m>`.
fn lines(output: &Output) -> (Vec<String>, String) {
    assert!(output.status.success(), "failed: {}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty(), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(output);
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let last = lines.pop().expect("output");
    let best = last.strip_prefix("bestmove ").unwrap_or_else(|| panic!("last line: {last}"));
    assert_eq!(best.split(' ').count(), 1, "{last}");
    assert!(!lines.is_empty(), "no info line:\n{text}");
    (lines, best.to_string())
}

#[test]
fn alpha_beta_prints_one_line_per_depth_then_the_move() {
    let output = search(&["scirocco", "startpos", "--depth", "3"]);
    let (info, best) = lines(&output);
    let parsed: Vec<DepthLine> = info.iter().map(|line| depth_line(line)).collect();
    assert_eq!(parsed.iter().map(|line| line.depth).collect::<Vec<_>>(), [1, 2, 3]);
    assert!(parsed.windows(2).all(|pair| pair[0].nodes <= pair[1].nodes));
    assert_eq!(parsed[2].pv.first(), Some(&best));
    assert_eq!(parsed[2].pv.len(), 3, "{:?}", parsed[2]);
}

#[test]
fn a_node_budget_gives_the_same_lines_on_every_run() {
    let args = ["towers", "startpos", "moves", "a1-a3", "--nodes", "3000", "--hash-mb", "1"];
    let first: Vec<DepthLine> = lines(&search(&args)).0.iter().map(|line| depth_line(line)).collect();
    let second: Vec<DepthLine> = lines(&search(&args)).0.iter().map(|line| depth_line(line)).collect();
    assert_eq!(first, second);
}

#[test]
fn the_royal_capture_is_a_win_in_one() {
    let output = search(&["scirocco", "p8k/10/10/10/10/10/10/10/10/K8+N", "b", "--depth", "2"]);
    let (info, best) = lines(&output);
    assert_eq!(best, "j1j10");
    let last = depth_line(info.last().expect("a line"));
    assert_eq!(last.score, 999_999, "a win in one ply is worth WIN - 1");
}

#[test]
fn expectimax_searches_a_thrown_sirocco_state() {
    let output = search(&["sirocco", "startpos:4", "moves", "roll", "4", "--depth", "2"]);
    let (info, best) = lines(&output);
    let parsed: Vec<DepthLine> = info.iter().map(|line| depth_line(line)).collect();
    assert_eq!(parsed.iter().map(|line| line.depth).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(parsed[1].pv.first(), Some(&best));
}

#[test]
fn mcts_prints_iteration_lines() {
    let output = search(&["towers", "startpos", "--bot", "mcts", "--nodes", "30000", "--seed", "3"]);
    let (info, best) = lines(&output);
    for line in &info {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(
            [words[0], words[1], words[3], words[5], words[7], words[9]],
            ["info", "iterations", "nodes", "nps", "time", "pv"],
            "{line}"
        );
        for at in [2, 4, 6, 8] {
            assert!(words[at].parse::<u64>().is_ok(), "{line}");
        }
    }
    let last: Vec<&str> = info.last().expect("a line").split(' ').collect();
    assert_eq!(last[6 + 4], best, "the line starts with the best move");
    assert_eq!(last[4], "30000", "the node budget is spent exactly");
    // The same seed, the same search.
    let again = search(&["towers", "startpos", "--bot", "mcts", "--nodes", "30000", "--seed", "3"]);
    assert_eq!(lines(&again).1, best);
}

#[test]
fn bad_input_is_an_error_with_exit_code_2() {
    let cases: [&[&str]; 9] = [
        &["chess", "startpos"],
        &["towers"],
        &["towers", "startpos", "--bot", "minimax"],
        &["towers", "startpos", "--depth", "deep"],
        &["towers", "startpos", "--depth", "0"],
        &["towers", "startpos", "--nodes"],
        &["scirocco", "not a position"],
        &["sirocco", "startpos:4"],
        &["sirocco", "startpos:4", "moves", "roll", "4", "--bot", "alphabeta"],
    ];
    for args in cases {
        let output = search(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}: {}", stdout(&output));
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.starts_with("error: ") && error.lines().count() == 1, "{args:?}: {error}");
    }
}
