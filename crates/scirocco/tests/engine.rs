//! The engine side of the Game trait on Scirocco: the incremental hash, the
//! tactical moves, the cheap turn() and copy-make with clone_from.

use std::collections::HashMap;

use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_scirocco::{Move, MoveKind, Position, RuleOptions, Scirocco, Square, StartArray};

/// Seeded random games from random start arrays, with the state before
/// every move.
fn random_games(games: u64, plies: usize, mut visit: impl FnMut(&Scirocco, &[Move])) {
    let arrays: Vec<StartArray> = StartArray::all().collect();
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut game = Scirocco::from_array(arrays[rng.below(arrays.len() as u64) as usize]);
        if seed % 5 == 0 {
            game = game.with_options(RuleOptions::LITERAL_DERVISH);
        }
        for _ in 0..plies {
            game.generate_moves(&mut moves);
            visit(&game, &moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            game.play_unchecked(&mv);
        }
    }
}

#[test]
fn the_incremental_hash_equals_the_hash_computed_from_scratch_at_every_step() {
    let mut seen: HashMap<String, u64> = HashMap::new();
    let mut states = 0;
    random_games(60, 250, |game, _| {
        // The position re-read from its text has its hash computed from the board alone.
        let fresh: Position = game.position().to_string().parse().unwrap();
        assert_eq!(game.position_hash(), fresh.zobrist_hash(), "{game}");
        // Equal positions (up to the move number, which the hash leaves out) hash equal.
        let text = game.to_string();
        let key = text.rsplit_once(' ').map_or(text.clone(), |(board, _)| board.to_string());
        let earlier = *seen.entry(key).or_insert(game.position_hash());
        assert_eq!(earlier, game.position_hash(), "{game}");
        states += 1;
    });
    assert!(states > 5_000, "{states}");
}

#[test]
fn a_move_is_tactical_exactly_when_it_captures_or_promotes() {
    let mut tactical = 0;
    let mut quiet = 0;
    let mut buffer = Vec::new();
    random_games(40, 200, |game, moves| {
        let pieces = |p: &Position| p.pieces().count();
        for mv in moves {
            let mut child = game.clone();
            child.play_unchecked(mv);
            let captures = pieces(child.position()) < pieces(game.position());
            assert_eq!(game.is_tactical(mv), captures || mv.is_promotion(), "{mv} in {game}");
            if game.is_tactical(mv) { tactical += 1 } else { quiet += 1 }
        }
        game.generate_tactical_moves(&mut buffer);
        let filtered: Vec<Move> = moves.iter().copied().filter(|mv| game.is_tactical(mv)).collect();
        assert_eq!(buffer, filtered, "{game}");
    });
    assert!(tactical > 1_000 && quiet > 10_000, "{tactical} {quiet}");
}

#[test]
fn the_genies_capture_without_moving_and_jump_captures_are_tactical() {
    // Blue Genie e5 next to a Tan pawn on e6: it captures by moving there and without moving.
    let game = Scirocco::from_fen("k9/p9/10/10/4p5/4+D5/10/10/10/4K5 b").unwrap();
    let mut tactical = Vec::new();
    game.generate_tactical_moves(&mut tactical);
    let texts: Vec<String> = tactical.iter().map(Move::to_string).collect();
    assert!(texts.contains(&"e5e6e5".to_string()), "{texts:?}");
    assert!(texts.contains(&"e5e6".to_string()), "{texts:?}");
    assert!(tactical.iter().all(|mv| game.is_tactical(mv)));
    assert!(!game.is_tactical(&"e5e4".parse().unwrap()));
}

#[test]
fn turn_and_outcome_agree_with_the_move_list_along_games_with_repetitions() {
    // Shuffling two pieces back and forth makes positions recur: the repetition
    // filter and the early-exit query must agree with the full list.
    let mut game = Scirocco::from_fen("k9/p9/10/10/10/10/10/10/P9/K9 b").unwrap();
    let shuffle: Vec<Move> = ["a1b1", "a10b10", "b1a1", "b10a10"].iter().map(|t| t.parse().unwrap()).collect();
    for (ply, mv) in shuffle.iter().cycle().take(40).enumerate() {
        let moves = game.legal_moves();
        assert_eq!(game.turn().is_over(), moves.is_empty(), "ply {ply}");
        assert_eq!(game.outcome().is_some(), moves.is_empty(), "ply {ply}");
        if game.play(mv).is_err() {
            assert!(!moves.contains(mv));
            break;
        }
    }
}

#[test]
fn clone_from_gives_an_equal_game_and_keeps_the_targets_buffer() {
    let start = Scirocco::from_fen("k9/p9/10/10/10/10/10/10/P9/K9 b").unwrap();
    let mut long = start.clone();
    for text in ["a1b1", "a10b10", "b1a1", "b10a10", "a1b1", "a10b10"] {
        long.play(&text.parse().unwrap()).unwrap();
    }
    let mut target = long.clone();
    let short = start;
    target.clone_from(&short);
    assert_eq!(target, short);
    target.clone_from(&long);
    assert_eq!(target, long);
    assert_eq!(target.position_hash(), long.position_hash());
}

#[cfg(feature = "generation-stats")]
#[test]
fn the_generation_counter_counts_full_generations_only() {
    use boardkit_scirocco::stats;
    let mut game = Scirocco::startpos();
    stats::reset();
    assert!(game.turn().player().is_some());
    assert!(game.outcome().is_none());
    game.play(&"e3e4".parse().unwrap()).unwrap();
    assert!(game.is_legal(&"e8e7".parse().unwrap()));
    let mut moves = Vec::new();
    game.generate_tactical_moves(&mut moves);
    assert_eq!(stats::full_generations(), 0, "turn, outcome, play, is_legal and tactical generation are not full");
    game.generate_moves(&mut moves);
    assert_eq!(stats::full_generations(), 1);
    stats::reset();
    assert_eq!(stats::full_generations(), 0);
}

/// Once a position has occurred twice, a move may make its third
/// occurrence, so "is any move legal" must test the moves against the
/// history: still one piece at a time, never the whole list.
#[cfg(feature = "generation-stats")]
#[test]
fn turn_and_outcome_build_no_list_after_a_repetition() {
    use boardkit_scirocco::stats;
    // The Knights go out and back: the start position occurs twice, and
    // f1e4 again would not repeat anything (the next position is new).
    let mut game = Scirocco::from_spec("startpos moves f1e4 e10d7 e4f1 d7e10").unwrap();
    assert_eq!(game.occurrences(game.position_hash()), 2);
    stats::reset();
    for text in ["f1e4", "e10d7", "c3c4", "c8c7"] {
        assert!(game.turn().player().is_some());
        assert!(game.outcome().is_none());
        game.play(&text.parse().unwrap()).unwrap();
    }
    assert!(game.turn().player().is_some());
    assert_eq!(stats::full_generations(), 0, "turn, outcome and play with a repeated position in the history");
}

/// The hash values themselves are a contract: stable within a minor
/// version (a table saved by 0.x.y is valid for 0.x.z). These pins fail
/// when the keys or how they combine change, which needs a minor version
/// bump and a CHANGELOG line.
#[test]
fn the_hash_values_are_pinned_within_the_minor_version() {
    let shown: Vec<String> = pinned_states().iter().map(|game| format!("{:#018x}", game.position_hash())).collect();
    assert_eq!(shown, PINNED);
}

const PINNED: [&str; 4] = ["0xba374d5d577fa279", "0xd4f4869e019d2cdb", "0x77518a3c94a2ad94", "0x4bfc14bac4cd11d0"];

/// The start position, after one and two moves (the first listed each
/// time), and a position from its text.
fn pinned_states() -> Vec<Scirocco> {
    let mut game = Scirocco::startpos();
    let mut states = vec![game.clone()];
    for _ in 0..2 {
        let first = game.legal_moves()[0];
        game.play(&first).expect("a listed move plays");
        states.push(game.clone());
    }
    states.push(Scirocco::from_fen("k9/10/10/10/10/10/10/10/P9/9K b").expect("a text position"));
    states
}

/// `is_legal_cheaply` always answers (the search relies on it to try the
/// table's move and the killers before generating), and agrees with the
/// move list: every listed move is legal, and the previous state's moves
/// that are not listed here are not.
#[test]
fn the_cheap_legality_test_always_answers_and_agrees_with_the_list() {
    let mut previous: Vec<Move> = Vec::new();
    let (mut legal, mut illegal) = (0, 0);
    random_games(6, 120, |game, moves| {
        for mv in moves {
            assert_eq!(game.is_legal_cheaply(mv), Some(true), "{mv} in {game}");
            legal += 1;
        }
        for mv in previous.iter().filter(|mv| !moves.contains(mv)) {
            assert_eq!(game.is_legal_cheaply(mv), Some(false), "{mv} in {game}");
            illegal += 1;
        }
        previous = moves.to_vec();
    });
    assert!(legal > 100 && illegal > 100, "{legal} legal, {illegal} illegal");
}

/// `play_unchecked`'s contract: debug builds assert the move's legality,
/// so that a caller's bug shows up in its tests instead of as a silently
/// wrong position (e3e5: a Pawn's two steps, not a Scirocco move).
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "play_unchecked(e3e5): not a legal move of")]
fn play_unchecked_asserts_legality_in_debug_builds() {
    let mut game = Scirocco::startpos();
    let illegal: Move = "e3e5".parse().unwrap();
    assert!(!game.is_legal(&illegal));
    game.play_unchecked(&illegal);
}

/// The moves of `game` as `for_each_legal_move_indexed` hands them out,
/// rebuilt as moves from their square indices.
fn indexed_moves(game: &Scirocco) -> Vec<Move> {
    let square = |index: u8| Square::from_coords(index % 10, index / 10).unwrap();
    let mut moves = Vec::new();
    game.for_each_legal_move_indexed(|from, to, kind| {
        moves.push(match kind {
            MoveKind::Normal => Move::new(square(from), square(to)),
            MoveKind::Promote => Move::promoting(square(from), square(to)),
            MoveKind::Stay => Move::stationary(square(from), square(to)),
        });
    });
    moves
}

#[test]
fn the_indexed_moves_are_the_legal_moves_in_order_along_random_games() {
    let mut states = 0;
    random_games(40, 200, |game, moves| {
        assert_eq!(indexed_moves(game), moves, "{game}");
        states += 1;
    });
    assert!(states > 3_000, "{states}");
}

#[test]
fn the_indexed_moves_leave_out_a_third_repetition() {
    // a1b1 a10b10 b1a1 b10a10 twice: a1b1 would make the start's
    // position after it occur a third time.
    let mut game = Scirocco::from_fen("k9/p9/10/10/10/10/10/10/P9/K9 b").unwrap();
    let shuffle: Vec<Move> = ["a1b1", "a10b10", "b1a1", "b10a10"].iter().map(|t| t.parse().unwrap()).collect();
    let mut refused = false;
    for mv in shuffle.iter().cycle().take(12) {
        let moves = game.legal_moves();
        assert_eq!(indexed_moves(&game), moves, "{game}");
        if !moves.contains(mv) {
            refused = true;
            break;
        }
        game.play(mv).unwrap();
    }
    assert!(refused, "the shuffle never met the repetition rule");
}
