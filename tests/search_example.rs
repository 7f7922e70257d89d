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
        &["checkers", "startpos"],
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

/// The error line of a refused command line, checked for the shape every
/// refusal has: exit code 2, nothing on stdout, one `error: ...` line.
fn refusal(args: &[&str]) -> String {
    let output = search(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stdout.is_empty(), "{args:?}: {}", stdout(&output));
    let error = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(error.starts_with("error: ") && error.lines().count() == 1, "{args:?}: {error}");
    error
}

#[test]
fn mcts_is_always_bounded() {
    // MCTS has no depth: alone, `--depth` would leave it running for hours.
    // Killed after a minute, so that a regression fails instead of hanging.
    let mut child = Command::new(example("search"))
        .args(["towers", "startpos", "--bot", "mcts", "--depth", "3"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the example starts");
    let started = std::time::Instant::now();
    while child.try_wait().expect("the example runs").is_none() {
        if started.elapsed() > std::time::Duration::from_secs(60) {
            child.kill().expect("the example can be stopped");
            panic!("search --bot mcts --depth 3 did not end");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("the example ended");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.starts_with("error: ") && error.contains("--nodes") && error.contains("--movetime"), "{error}");
    // With a budget it searches, the depth ignored.
    let (info, best) = lines(&search(&["towers", "startpos", "--bot", "mcts", "--depth", "3", "--nodes", "500"]));
    assert!(info.last().is_some_and(|line| line.starts_with("info iterations ")), "{info:?}");
    assert!(!best.is_empty());
}

#[test]
fn a_movetime_ends_the_search_in_time() {
    let started = std::time::Instant::now();
    let (info, best) = lines(&search(&["towers", "startpos", "--movetime", "200"]));
    assert!(started.elapsed() < std::time::Duration::from_secs(20), "{:?}", started.elapsed());
    let last = depth_line(info.last().expect("a line"));
    assert_eq!(last.pv.first(), Some(&best));
}

#[test]
fn options_are_checked_consistently() {
    for option in ["--depth", "--nodes", "--movetime"] {
        let error = refusal(&["towers", "startpos", option, "0"]);
        assert_eq!(error.trim_end(), format!("error: {option} must be at least 1"));
    }
    let error = refusal(&["towers", "startpos", "--hash-mb", "65536"]);
    assert_eq!(error.trim_end(), "error: --hash-mb 65536 is more than 4096");
    // Unknown options are called so, with or without a value after them,
    // long or short (not "needs a value", not a bad position).
    for (args, option) in [
        (&["towers", "startpos", "--frob"][..], "--frob"),
        (&["towers", "startpos", "--frob", "3"], "--frob"),
        (&["scirocco", "startpos", "-d", "3"], "-d"),
    ] {
        let error = refusal(args);
        assert!(error.starts_with(&format!("error: unknown option `{option}`")), "{args:?}: {error}");
    }
    // The game is checked first.
    assert!(refusal(&["checkers"]).starts_with("error: unknown game `checkers`"));
    assert!(refusal(&["checkers", "startpos", "--frob"]).starts_with("error: unknown game `checkers`"));
    // --help names what each option is for.
    let help = stdout(&search(&["--help"]));
    for option in ["--bot", "--depth", "--nodes", "--movetime", "--hash-mb", "--seed"] {
        assert!(help.contains(option), "{help}");
    }
    let line = |option: &str| help.lines().find(|line| line.trim_start().starts_with(option)).unwrap_or_default();
    assert!(line("--seed").contains("mcts"), "{help}");
    assert!(line("--hash-mb").contains("alphabeta and expectimax"), "{help}");
    assert!(line("--hash-mb").contains("4096"), "{help}");
}

#[test]
fn illegal_moves_and_finished_games_are_refused() {
    let error = refusal(&["towers", "startpos", "moves", "a1-a3", "a1-a5", "--depth", "1"]);
    assert!(error.starts_with("error: move 2: "), "{error}");
    let error = refusal(&["scirocco", "startpos", "moves", "e3e5", "--depth", "1"]);
    assert!(error.starts_with("error: move 1: illegal move `e3e5`"), "{error}");
    // A Sirocco game that ends with its last move: nothing to search.
    let stalled = "reference | SW b3 m13 m13 x2 | NE k11 a1 a1 a1 x3 | NE rolled 1 | round 40";
    for bot in ["expectimax", "mcts"] {
        let error = refusal(&["sirocco", stalled, "moves", "k11-l11", "--bot", bot, "--nodes", "100"]);
        assert!(error.starts_with("error: the game is over: North-East wins"), "{error}");
    }
}

#[test]
fn mcts_searches_scirocco_and_sirocco() {
    for args in [
        &["scirocco", "startpos", "--bot", "mcts", "--nodes", "2000"][..],
        &["sirocco", "startpos:4", "moves", "roll", "4", "--bot", "mcts", "--nodes", "2000", "--seed", "9"],
    ] {
        let (info, best) = lines(&search(args));
        let last: Vec<&str> = info.last().expect("a line").split(' ').collect();
        assert_eq!(last[..2], ["info", "iterations"], "{args:?}");
        assert_eq!(last.get(10), Some(&best.as_str()), "{args:?}: the pv starts with the best move");
        assert_eq!(lines(&search(args)).1, best, "{args:?}: the same seed, the same move");
    }
}

/// A chess variant is searched like the games: the same lines, moves in
/// the variant's UCI notation, and the same errors.
#[cfg(feature = "variant")]
#[test]
fn a_variant_is_searched_like_a_game() {
    // Fool's mate: Black mates at once.
    let mate = search(&["chess", "startpos", "moves", "f2f3", "e7e5", "g2g4", "--depth", "2"]);
    let (info, best) = lines(&mate);
    assert_eq!(best, "d8h4");
    let first = depth_line(&info[0]);
    assert_eq!((first.depth, first.pv[0].as_str()), (1, "d8h4"));
    assert!(first.score > 10_000, "a mate is a win: {}", info[0]);
    // Capablanca chess from a FEN, as words, to a node budget: the same
    // lines on every run, and a legal move of the position.
    let fen = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1";
    let mut args = vec!["capablanca"];
    args.extend(fen.split(' '));
    args.extend(["--nodes", "3000"]);
    let (info, best) = lines(&search(&args));
    assert!(info.iter().all(|line| depth_line(line).nodes <= 3_100), "{info:?}");
    let again = search(&args);
    assert_eq!(lines(&again).1, best);
    let listed = Command::new(example("inspect")).args(["capablanca", fen]).output().expect("inspect runs");
    assert!(stdout(&listed).lines().any(|line| line == best), "{best} is legal");
    // Grand chess: ten ranks, squares up to j10.
    let (_, best) = lines(&search(&["grand", "startpos", "--depth", "2"]));
    assert!(best.len() >= 4, "{best}");
    // A variants file, and bad input.
    let dir = std::env::temp_dir().join(format!("boardkit-search-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let file = dir.join("my.ini");
    std::fs::write(&file, "[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n").expect("a variants file");
    let path = file.to_str().expect("a UTF-8 path");
    let (_, best) = lines(&search(&["wazirknight", "startpos", "--depth", "1", "--variants", path]));
    assert_eq!(best.len(), 4, "{best}");
    std::fs::remove_dir_all(&dir).expect("removed");
    assert!(refusal(&["chess", "startpos", "moves", "e2e5"]).contains("illegal move `e2e5`"));
    assert!(refusal(&["chess", "8/8/8 w - - 0 1"]).starts_with("error: bad Variant position"));
    assert!(refusal(&["chess", "startpos", "moves", "f2f3", "e7e5", "g2g4", "d8h4"]).contains("the game is over"));
}
