//! A game saved by the real XBoard 4.9.1 (engine against engine, start
//! array 165 with mirror symmetry, taken from a run of
//! `scripts/suite-xboard.sh`) replays under the rules to its result.

use boardkit_xboard::replay::replay;

#[test]
fn an_xboard_pgn_replays_to_its_result() {
    let pgn = include_str!("data/xboard-4.9.1-game.pgn");
    let summary = replay(pgn).expect("the game replays");
    assert_eq!(summary.moves.len(), 199);
    assert_eq!(summary.pgn_result, "1-0");
    assert_eq!(summary.rules_result.as_deref(), Some("1-0 {Tan has only the royal left}"));
    assert!(summary.agrees());
}

#[test]
fn a_changed_result_is_noticed() {
    let pgn = include_str!("data/xboard-4.9.1-game.pgn").replace("[Result \"1-0\"]", "[Result \"0-1\"]");
    let summary = replay(&pgn).expect("the moves still replay");
    assert!(!summary.agrees());
}

#[test]
fn a_corrupted_move_is_an_error() {
    // The first move, the pawn a3-a4 (XBoard a2-a3), made a double step.
    let pgn = include_str!("data/xboard-4.9.1-game.pgn").replacen("1. a3", "1. a4", 1);
    assert!(replay(&pgn).is_err());
}
