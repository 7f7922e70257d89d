//! Game records through the examples: `play --save` / `--load` driven by
//! piped stdin, `inspect --record` printing exactly what `inspect` prints,
//! `tour --save`.

use std::path::{Path, PathBuf};

mod run_example;

use run_example::{run, stdout};

/// A fresh scratch directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boardkit-records-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// The first line of `text` with the lines folded under it (indented by two
/// spaces, as the examples fold a line wider than 80 columns) joined back.
fn folded_line(text: &str) -> String {
    let mut lines = text.lines();
    let mut line = lines.next().unwrap_or_default().to_string();
    for more in lines.take_while(|line| line.starts_with("  ")) {
        line.push(' ');
        line.push_str(more.trim_start());
    }
    line
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temp path")
}

#[cfg(feature = "towers")]
#[test]
fn play_saves_and_resumes_a_game_through_piped_stdin() {
    let dir = scratch("play");
    let first = dir.join("first.record");
    let output = run("play", &["towers", "--human", "all", "--save", path_str(&first)], "c1-c3\nd6>a6,b6\nquit\n");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).contains("Saved the game (2 plies) to "), "{}", stdout(&output));
    let saved = std::fs::read_to_string(&first).unwrap();
    assert_eq!(saved, "[Game \"Towers\"]\n[Config \"6x6 balls 2\"]\n\n1. c1-c3 d6>a6,b6 *\n");

    // Resumed at the last position; undo goes back into the loaded moves;
    // the end of input ends the session and saves too.
    let second = dir.join("second.record");
    let args = ["towers", "--human", "all", "--load", path_str(&first), "--save", path_str(&second)];
    let output = run("play", &args, "undo\nundo\nundo\ne1-e3\n");
    let text = stdout(&output);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(text.matches("Taken back.").count(), 2, "{text}");
    assert!(text.contains("Nothing to take back."), "{text}");
    let saved = std::fs::read_to_string(&second).unwrap();
    assert_eq!(saved, "[Game \"Towers\"]\n[Config \"6x6 balls 2\"]\n\n1. e1-e3 *\n");

    // A game against the computer, resumed: the loaded game goes on.
    let third = dir.join("third.record");
    let args = ["towers", "--strength", "quick", "--load", path_str(&second), "--save", path_str(&third)];
    let output = run("play", &args, "moves\nquit\n");
    assert!(output.status.success());
    let saved = std::fs::read_to_string(&third).unwrap();
    assert!(saved.starts_with("[Game \"Towers\"]\n[Config \"6x6 balls 2\"]\n\n1. e1-e3 "), "{saved}");

    // Bad loads: a record of another game, a damaged one, with --position.
    std::fs::write(dir.join("bad.record"), "[Game \"Towers\"]\n\n1. c1-c4 *\n").unwrap();
    for (args, message) in [
        (vec!["scirocco", "--load", path_str(&first)], "the record is of Towers, not Scirocco"),
        (vec!["towers", "--load", path_str(&dir.join("bad.record"))], "line 3, column 4, ply 1: illegal move c1-c4"),
        (vec!["towers", "--load", path_str(&first), "--position", "startpos"], "not both"),
    ] {
        let output = run("play", &args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.starts_with("error: ") && error.contains(message), "{args:?}: {error}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "sirocco")]
#[test]
fn a_computer_sirocco_session_is_saved_with_its_throws() {
    let dir = scratch("sirocco");
    let file = dir.join("game.record");
    let args = ["sirocco", "--human", "none", "--players", "3", "--max-plies", "4", "--save", path_str(&file)];
    let output = run("play", &args, "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("[Players \"3\"]\n[Board \"reference\"]\n"), "{saved}");
    let moves = saved.split("\n\n").nth(1).unwrap();
    assert!(moves.starts_with("1. roll ") && moves.trim_end().ends_with(" *"), "{saved}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `inspect --record FILE` prints what `inspect <game> <start> moves ...`
/// prints for the same game.
#[test]
fn inspect_record_prints_exactly_what_inspect_prints() {
    let dir = scratch("inspect");
    let cases: Vec<(&str, &str, Vec<&str>)> = vec![
        #[cfg(feature = "towers")]
        (
            "[Game \"Towers\"]\n\n1. c1-c3 d6>a6,b6 2. c3-c5 *\n",
            "towers",
            vec!["startpos", "moves", "c1-c3", "d6>a6,b6", "c3-c5"],
        ),
        #[cfg(feature = "sirocco")]
        (
            "[Game \"Sirocco\"]\n[Players \"4\"]\n\n1. roll 3 a1-d4 roll 5 a13-e12 roll 2 *\n",
            "sirocco",
            vec!["startpos:4", "moves", "roll 3", "a1-d4", "roll 5", "a13-e12", "roll 2"],
        ),
        #[cfg(feature = "sirocco")]
        (
            "[Game \"Sirocco\"]\n[Players \"2\"]\n\n1. roll 3 a1-d4 *\n",
            "sirocco",
            vec!["startpos:2", "moves", "roll 3", "a1-d4"],
        ),
        #[cfg(feature = "scirocco")]
        (
            "[Game \"Scirocco\"]\n\n1. P e3-e4 e8e7 2. Gu c3-c4 *\n",
            "scirocco",
            vec!["startpos", "moves", "e3e4", "e8e7", "c3c4"],
        ),
    ];
    for (index, (record, game, args)) in cases.into_iter().enumerate() {
        let file = dir.join(format!("{index}.record"));
        std::fs::write(&file, record).unwrap();
        let from_record = run("inspect", &["--record", path_str(&file)], "");
        assert!(from_record.status.success(), "{record}: {}", String::from_utf8_lossy(&from_record.stderr));
        let mut direct = vec![game];
        direct.extend(args);
        let direct = run("inspect", &direct, "");
        assert!(direct.status.success());
        assert_eq!(stdout(&from_record), stdout(&direct), "{record}");
        assert!(stdout(&from_record).contains("outcome: ongoing\n"));
    }

    // A bad record: the message with its place on stderr, exit code 2, nothing on stdout.
    for (record, message) in [
        (
            "[Game \"Scirocco\"]\n\n1. e3e4 e8e7 2. e3e5 *\n",
            "error: line 3, column 17, ply 3: illegal move e3e5: there is no piece on e3\n",
        ),
        (
            "[Game \"Towers\"]\n\n1. c1-c3",
            "error: line 3, column 9, ply 2: the record is truncated: the input ends before the game's result token\n",
        ),
        (
            "[Game \"Chess\"]\n\n*\n",
            "error: line 1, column 7: unknown game `Chess` (expected Scirocco, Sirocco or Towers)\n",
        ),
        (
            "[Event \"x\"]\n\n*\n",
            "error: line 1, column 1: a game record starts with its tags, among them the [Game \"...\"] tag naming its game\n",
        ),
    ] {
        let file = dir.join("bad.record");
        std::fs::write(&file, record).unwrap();
        let output = run("inspect", &["--record", path_str(&file)], "");
        assert_eq!(output.status.code(), Some(2), "{record}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), message);
        assert!(output.stdout.is_empty());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tour --save DIR` writes the three games; each replays to the tour's result.
#[cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers"))]
#[test]
fn the_tour_saves_its_games() {
    let dir = scratch("tour");
    let output = run("tour", &["--seed", "7", "--quick", "--save", path_str(&dir)], "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let results: Vec<String> = stdout(&output).split("\nResult: ").skip(1).map(folded_line).collect();
    assert_eq!(results.len(), 3);
    for (game, result) in ["scirocco", "sirocco", "towers"].iter().zip(&results) {
        let file = dir.join(format!("{game}.record"));
        let inspected = run("inspect", &["--record", path_str(&file)], "");
        assert!(inspected.status.success(), "{game}: {}", String::from_utf8_lossy(&inspected.stderr));
        assert!(stdout(&inspected).contains(&format!("outcome: {result}\n")), "{game}: {}", stdout(&inspected));
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains("[Event \"boardkit tour, seed 7, one ply ahead (--quick)\"]"), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
