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
