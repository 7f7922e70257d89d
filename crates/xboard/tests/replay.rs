//! A game saved by the real XBoard 4.9.1 (engine against engine, start
//! array 165 with mirror symmetry, taken from a run of
//! `scripts/suite-xboard.sh`) replays under the rules, and through
//! boardkit's record reader, to its result.

use boardkit_xboard::replay::replay;

#[test]
fn an_xboard_pgn_replays_to_its_result() {
    let pgn = include_str!("data/xboard-4.9.1-game.pgn");
    let summary = replay(pgn).expect("the game replays");
    assert_eq!(summary.moves.len(), 199);
    assert_eq!(summary.pgn_result, "1-0");
    assert_eq!(summary.rules_result.as_deref(), Some("1-0 {Tan has only the royal left}"));
    assert_eq!(summary.record_check, Ok(()));
    assert!(summary.record.starts_with("[Game \"Scirocco\"]\n"), "{}", summary.record);
    assert!(summary.record.contains("[Array \"mirror HO TG IY WF\"]"), "{}", summary.record);
    assert!(summary.agrees());
}

#[test]
fn a_changed_result_is_noticed() {
    let pgn = include_str!("data/xboard-4.9.1-game.pgn").replace("[Result \"1-0\"]", "[Result \"0-1\"]");
    let summary = replay(&pgn).expect("the moves still replay");
    let refusal = summary.record_check.clone().expect_err("the record reader notices");
    assert!(!refusal.is_empty());
    assert!(!summary.agrees());
}

#[test]
fn a_corrupted_move_is_an_error() {
    // The first move, the pawn a3-a4 (XBoard a2-a3), made a double step.
    let pgn = include_str!("data/xboard-4.9.1-game.pgn").replacen("1. a3", "1. a4", 1);
    assert!(replay(&pgn).is_err());
}

/// A second saved game (the same array, from a later run of the suite) in
/// which a promoted Wazir jump-captures twice: XBoard writes the jumped
/// piece's square first, `+Wxe2-f2` (capture on e2 on the way, land on f2;
/// ranks from 0), which once failed to replay.
#[test]
fn jump_captures_written_victim_first_replay() {
    let pgn = include_str!("data/xboard-4.9.1-jump-captures.pgn");
    assert!(pgn.contains("+Wxe2-f2") && pgn.contains("+Wxe4-d4"));
    let summary = replay(pgn).expect("the game replays");
    assert_eq!(summary.moves.len(), 259);
    assert_eq!(summary.rules_result.as_deref(), Some("1-0 {Tan has only the royal left}"));
    assert_eq!(summary.record_check, Ok(()));
    assert!(summary.agrees());
    // Move 188 is the first jump-capture: a Tan promoted Wazir from d3 over
    // e3 to f3 (boardkit's ranks from 1).
    assert_eq!(summary.moves[187].to_string(), "d3f3");
}

/// The command line: `--replay FILE` prints the summary and exits 0 when
/// the result matches, 1 when it does not or the file cannot be read;
/// `--help` and `-h` print the usage; anything else is refused.
#[test]
fn the_command_line_replays_files_and_prints_its_usage() {
    use std::process::Command;
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_boardkit-xboard")).args(args).output().expect("the engine runs");
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        (output.status.code(), text(&output.stdout), text(&output.stderr))
    };
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/xboard-4.9.1-game.pgn");
    let (code, out, _) = run(&["--replay", data]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("199 moves replayed; PGN result 1-0;") && out.trim_end().ends_with("they agree"), "{out}");
    let changed = std::env::temp_dir().join(format!("boardkit-xboard-changed-{}.pgn", std::process::id()));
    let pgn = include_str!("data/xboard-4.9.1-game.pgn").replace("[Result \"1-0\"]", "[Result \"0-1\"]");
    std::fs::write(&changed, pgn).expect("a temporary file");
    let (code, out, _) = run(&["--replay", changed.to_str().expect("a UTF-8 path")]);
    std::fs::remove_file(&changed).expect("remove the temporary file");
    assert_eq!(code, Some(1), "{out}");
    assert!(out.trim_end().ends_with("they DISAGREE"), "{out}");
    let (code, _, err) = run(&["--replay", "/nonexistent/game.pgn"]);
    assert_eq!(code, Some(1));
    assert!(err.starts_with("boardkit-xboard: /nonexistent/game.pgn: "), "{err}");
    for help in ["--help", "-h"] {
        let (code, out, err) = run(&[help]);
        assert_eq!((code, err.as_str()), (Some(0), ""), "{help}");
        assert!(out.starts_with("usage: boardkit-xboard ") && out.contains("--replay FILE.pgn"), "{help}: {out}");
    }
    for bad in [&["--replay"][..], &["--help", "x"], &["--replay", data, "x"], &["--relay", data], &["-x"]] {
        let (code, out, err) = run(bad);
        assert_eq!((code, out.as_str()), (Some(1), ""), "{bad:?}");
        assert_eq!(err, "boardkit-xboard: unknown arguments (try --help)\n", "{bad:?}");
    }
}

/// A move text with a character outside ASCII (found by the `xboard_replay`
/// fuzz target) is an illegal move, not a panic on a byte index inside it.
#[test]
fn a_move_text_outside_ascii_is_an_error() {
    let pgn = include_str!("data/xboard-4.9.1-game.pgn").replacen("1. a3", "1. +\u{fffd}g5", 1);
    assert!(replay(&pgn).is_err());
}
