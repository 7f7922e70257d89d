//! Custom boards whose point or board names look like the notation around
//! them: every name `Board::from_spec`
//! accepts must be writable, so the board's spec text, a state's text, every
//! legal move and a record of any game read back. Names that cannot be
//! written are refused up front.

use std::sync::Arc;

use boardkit_core::record::{self, Record};
use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_sirocco::{BOARD_NAME_DELIMITERS, Board, BoardError, BoardSpec, Move, Sirocco};
use proptest::prelude::*;

/// The reference board under `name` with the points renamed by `renames`
/// (old name → new name).
fn renamed(name: &str, renames: &[(&str, &str)]) -> BoardSpec {
    let mut spec = Board::reference().to_spec().with_name(name);
    let rename = |point: &mut String| {
        if let Some((_, new)) = renames.iter().find(|(old, _)| old == point) {
            *point = (*new).to_string();
        }
    };
    spec.points.iter_mut().for_each(rename);
    for (a, b) in &mut spec.lines {
        rename(a);
        rename(b);
    }
    for corner in &mut spec.corners {
        rename(&mut corner.base);
        corner.grey.iter_mut().for_each(rename);
    }
    spec.protected.iter_mut().for_each(rename);
    spec
}

/// The board's spec text reads back as the board.
fn assert_spec_reads_back(board: &Board) {
    let spec_text = board.to_spec().to_string();
    let spec: BoardSpec = spec_text.parse().unwrap_or_else(|e| panic!("{spec_text}: {e}"));
    assert_eq!(&Board::from_spec(&spec).expect("the spec text builds"), board, "{spec_text}");
}

/// What must read back for a state: its text and every legal move's text.
fn assert_reads_back(game: &Sirocco) {
    let board = game.board();
    let text = game.to_string();
    let again = Sirocco::from_text_with_board(&text, board.clone()).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&again, game, "{text}");
    for mv in game.legal_moves() {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "{text}: the move {mv}");
    }
}

/// With serde, a state on any board serializes to a string that
/// deserializes back equal. Reading builds the board, so the
/// games below check it at their start and end only.
fn assert_serde_reads_back(game: &Sirocco) {
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_string(game).expect("serializes");
        let back: Sirocco = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(&back, game, "{json}");
    }
    let _ = game;
}

fn assert_record_reads_back(record: &Record<Sirocco>) {
    let text = record::write(record);
    let again: Record<Sirocco> = record::read_one(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    assert_eq!(&again, record, "{text}");
}

/// Plays up to `plies` moves of `record`'s game, each chosen by `pick`
/// among the legal moves, checking the board, every state and the record.
fn play(record: &mut Record<Sirocco>, plies: usize, mut pick: impl FnMut(&[Move]) -> Move) {
    assert_spec_reads_back(record.game().board());
    assert_serde_reads_back(record.game());
    for _ in 0..plies {
        assert_reads_back(record.game());
        let moves = record.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        record.play(pick(&moves)).expect("a listed move plays");
    }
    assert_reads_back(record.game());
    assert_serde_reads_back(record.game());
    assert_record_reads_back(record);
}

/// Boards with awkward point names: a base named `roll` (its moves `roll-…` used to be
/// read as bad throws), a grey dot named `pass`, and two grey dots named `1`
/// and `0` joined by a line (the step `1-0` used to be read as the result).
#[test]
fn points_named_like_throws_passes_and_results_read_back_in_moves_and_records() {
    let spec = renamed("mine", &[("a1", "roll"), ("b1", "pass"), ("a2", "1"), ("a3", "0"), ("m13", "rollers")]);
    let board = Arc::new(Board::from_spec(&spec).expect("a valid board"));
    let mut record = Record::new(Sirocco::with_board(board, 2).expect("2 players"));
    // SW: roll-1 (a1-a2), then 1-0 (a2-a3) and 0-1 back; NE steps off `rollers` in between.
    let script = ["roll 1", "roll-1", "roll 1", "", "roll 1", "1-0", "roll 1", "", "roll 1", "0-1", "roll 1", ""];
    for wanted in script {
        let moves = record.game().legal_moves();
        let mv = match wanted {
            "" => moves[0],
            text => text.parse::<Move>().unwrap_or_else(|e| panic!("{text}: {e}")),
        };
        assert!(moves.contains(&mv), "{mv} in {moves:?}");
        record.play(mv).expect("legal");
        assert_reads_back(record.game());
    }
    let text = record::write(&record);
    let words: Vec<&str> = text.split_whitespace().collect();
    for step in ["roll-1", "1-0", "0-1", "rollers-l12"] {
        assert!(words.contains(&step), "{step} in\n{text}");
    }
    assert_record_reads_back(&record);
    // And on to the end of the game.
    let mut rng = SplitMix64::new(7);
    play(&mut record, 10_000, |moves| moves[rng.below(moves.len() as u64) as usize]);
    assert!(record.game().outcome().is_some());
}

#[test]
fn board_names_that_a_text_could_not_carry_are_refused() {
    for name in ["x#y", "a;b", "a|b", "#", ";", "a b", "a\tb", "", "line\nbreak", "nul\0"] {
        match Board::from_spec(&renamed(name, &[])) {
            Err(BoardError::BadBoardName(found)) => assert_eq!(found, name),
            other => panic!("{name:?}: {other:?}"),
        }
    }
    let error = Board::from_spec(&renamed("x#y", &[])).unwrap_err().to_string();
    assert!(error.contains("\"x#y\"") && error.contains('#'), "{error}");
    // Anything else is written and read back everywhere.
    for name in ["x\"y", "back\\slash", "[x]", "{c}", "é", "1-0", "*", "end", "startpos", "name", "x0", "SW", "a-b."] {
        let board = Arc::new(Board::from_spec(&renamed(name, &[])).unwrap_or_else(|e| panic!("{name:?}: {e}")));
        let mut record = Record::new(Sirocco::with_board(board, 3).expect("3 players").with_round_limit(Some(2)));
        let mut rng = SplitMix64::new(3);
        play(&mut record, 40, |moves| moves[rng.below(moves.len() as u64) as usize]);
    }
}

/// Names a custom board may give its points that look like the words
/// around them in texts and records.
const TRICKY: [&str; 28] = [
    "roll", "pass", "rollers", "roll1", "passes", "0", "1", "2", "10", "x0", "x1", "SW", "NE", "NW", "SE", "to",
    "rolled", "round", "name", "points", "lines", "corner", "base", "grey", "rollpass", "end", "startpos", "_",
];

/// The 28 points of the four corners (bases and grey dots), where every
/// game starts and ends, so the tricky names are played on.
const CORNERS: [&str; 28] = [
    "a1", "b1", "c1", "a2", "a3", "b2", "c3", "a13", "b13", "c13", "a12", "a11", "b12", "c11", "m13", "l13", "k13",
    "m12", "m11", "l12", "k11", "m1", "l1", "k1", "m2", "m3", "l2", "k3",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random valid boards (the reference board with the corner points
    /// renamed to tricky names, under a random name): either the name is
    /// refused as one no text could carry, or the spec text, every state
    /// text, every legal move and the record of a random game read back.
    #[test]
    fn tricky_names_read_back_or_are_refused(
        order in Just((0..TRICKY.len()).collect::<Vec<usize>>()).prop_shuffle(),
        name in "[a-z#;|\"\\\\ é\\[\\]{}*.-]{0,5}",
        players in 2u8..=4,
        seed in any::<u64>(),
    ) {
        let renames: Vec<(&str, &str)> = CORNERS.iter().zip(&order).map(|(&old, &new)| (old, TRICKY[new])).collect();
        let board = match Board::from_spec(&renamed(&name, &renames)) {
            Ok(board) => Arc::new(board),
            Err(error) => {
                prop_assert!(matches!(error, BoardError::BadBoardName(_)), "{name:?}: {error}");
                prop_assert!(
                    name.is_empty() || name.contains(|c: char| c == ' ' || BOARD_NAME_DELIMITERS.contains(&c)),
                    "{name:?}: {error}"
                );
                return Ok(());
            }
        };
        let mut record = Record::new(Sirocco::with_board(board, players).expect("2 to 4 players"));
        let mut rng = SplitMix64::new(seed);
        play(&mut record, 400, |moves| moves[rng.below(moves.len() as u64) as usize]);
    }
}
