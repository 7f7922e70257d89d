//! Tests written to kill the survivors of mutation testing
//! (docs/mutation-testing.md, fourth session): the position text, the
//! sides and positions, behaviour the other tests did not pin.

use boardkit_core::{RandomSource, SplitMix64, Verdict};
use boardkit_scirocco::{FenError, Position, Reason, Scirocco, Setup, Side, StartArray};

/// The text grammar allows boards up to 16 files by 16 ranks (the rules
/// then ask for 10×10): a rank of exactly 16 squares, whether written as
/// one run, pieces and runs, or ending in a piece, is read; 17 is too large.
#[test]
fn board_texts_of_up_to_sixteen_files_and_ranks_are_read() {
    let sixteen = vec!["16"; 16].join("/");
    let setup = Setup::from_fen(&format!("{sixteen} b")).unwrap();
    assert_eq!((setup.width, setup.height), (16, 16));
    assert!(setup.pieces.is_empty());
    assert_eq!(setup.to_fen(), format!("{sixteen} b"));
    for rank in ["8P7", "15P", "P15", "7p+P7"] {
        let text = format!("{rank}/16 t");
        let setup = Setup::from_fen(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((setup.width, setup.height, setup.pieces.len()), (16, 2, rank.matches(char::is_alphabetic).count()));
        assert_eq!(setup.to_fen(), text);
    }
    assert_eq!(Setup::from_fen("9P7 b"), Err(FenError::TooLarge { offset: 2 }));
    assert_eq!(Setup::from_fen("16P b"), Err(FenError::TooLarge { offset: 2 }));
    assert_eq!(Setup::from_fen("8P8 b"), Err(FenError::TooLarge { offset: 2 }));
    let seventeen = vec!["16"; 17].join("/");
    assert_eq!(Setup::from_fen(&format!("{seventeen} b")), Err(FenError::TooLarge { offset: 16 * 3 - 1 }));
}

/// Blue promotes on ranks 8–10 (zero-based 7–9), Tan on ranks 1–3; no
/// rank beyond the board is in either zone.
#[test]
fn the_promotion_zones_are_the_enemys_three_home_ranks() {
    for rank in 0..=20u8 {
        assert_eq!(Side::Blue.in_promotion_zone(rank), (7..=9).contains(&rank), "Blue, rank index {rank}");
        assert_eq!(Side::Tan.in_promotion_zone(rank), rank <= 2, "Tan, rank index {rank}");
    }
}

/// `Position::outcome`, the end of a game without a history: royal
/// captured, bare royal, or no move for the side to move (the walled-in Tan
/// of `tests/rules.rs`), and `None` while the game goes on.
#[test]
fn a_positions_outcome_names_the_winner_and_the_reason() {
    let outcome = |text: &str| {
        let position: Position = text.parse().unwrap();
        position.outcome().map(|outcome| (outcome.verdict, outcome.reason))
    };
    assert_eq!(Position::startpos().outcome(), None);
    assert_eq!(outcome("10/10/10/10/10/10/10/10/10/K8p t"), Some((Verdict::Win(Side::Blue), Reason::RoyalCaptured)));
    assert_eq!(outcome("10/10/10/10/10/10/10/10/P9/K8k b"), Some((Verdict::Win(Side::Blue), Reason::BareRoyal)));
    assert_eq!(outcome("10/10/10/10/10/10/10/10/P9/K8k t"), Some((Verdict::Win(Side::Blue), Reason::BareRoyal)));
    assert_eq!(outcome("10/10/10/10/10/10/10/10/p9/K8k b"), Some((Verdict::Win(Side::Tan), Reason::BareRoyal)));
    let walled_in = "kp8/pp8/pp8/pp8/pp8/pp8/pp8/pp8/pp7P/pp7K t";
    assert_eq!(outcome(walled_in), Some((Verdict::Win(Side::Blue), Reason::NoLegalMove)));
    // With one Tan pawn freed (b10 gone), Tan can move and the game goes on.
    assert_eq!(outcome("k9/pp8/pp8/pp8/pp8/pp8/pp8/pp8/pp7P/pp7K t"), None);
}

/// The positions of random games of pseudo-legal moves from random start
/// arrays (300 plies at most; a game stops where it is over, its last
/// position included).
fn random_games() -> Vec<Vec<Position>> {
    let mut rng = SplitMix64::new(4);
    let arrays: Vec<StartArray> = StartArray::all().collect();
    let mut games = Vec::new();
    for _ in 0..12 {
        let array = arrays[rng.below(arrays.len() as u64) as usize];
        let mut position = *Scirocco::from_array(array).position();
        let mut game = vec![position];
        for _ in 0..300 {
            let moves = position.pseudo_legal_moves();
            if moves.is_empty() {
                break;
            }
            position = position.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
            game.push(position);
        }
        games.push(game);
    }
    games
}

/// Along random games, a position's outcome is the outcome of a game
/// started from it (no history, so no repetition): `None` exactly while the
/// side to move has a move.
#[test]
fn a_positions_outcome_agrees_with_a_fresh_games() {
    let mut ended = 0;
    for position in random_games().into_iter().flatten() {
        let outcome = position.outcome();
        assert_eq!(outcome, Scirocco::from_position(position).outcome(), "{position}");
        assert_eq!(outcome.is_none(), !position.pseudo_legal_moves().is_empty(), "{position}");
        ended += usize::from(outcome.is_some());
    }
    assert!(ended > 0, "some random game reaches its end");
}

/// A position reached by playing moves is equal (and hashes equal) to the
/// same position read from its text: playing keeps every part of the
/// position as building it from scratch makes it.
#[test]
fn a_played_position_equals_the_position_read_from_its_text() {
    use std::hash::BuildHasher;
    let hasher = std::collections::hash_map::RandomState::new();
    for position in random_games().into_iter().flatten() {
        let read: Position = position.to_string().parse().unwrap();
        assert_eq!(read, position, "{position}");
        assert_eq!(hasher.hash_one(read), hasher.hash_one(position), "{position}");
        assert_eq!(read.zobrist_hash(), position.zobrist_hash(), "{position}");
    }
}
