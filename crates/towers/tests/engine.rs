//! The engine side of the Game trait on Towers: the incremental hash,
//! captures as tactical moves, and copy-make with clone_from.

use std::collections::HashMap;

use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_towers::{Config, Move, Towers};

/// Seeded random games on boards of several sizes, visiting every state.
fn random_games(games: u64, mut visit: impl FnMut(&Towers, &[Move])) {
    let mut moves = Vec::new();
    for seed in 0..games {
        let config = Config::new(2 + (seed % 7) as u8, 3 + (seed % 5) as u8, 1 + (seed % 3) as u8).unwrap();
        let mut game = Towers::with_config(config);
        let mut rng = SplitMix64::new(seed);
        for _ in 0..400 {
            game.generate_moves(&mut moves);
            visit(&game, &moves);
            if moves.is_empty() {
                break;
            }
            let action = moves[rng.below(moves.len() as u64) as usize].clone();
            game.play_unchecked(&action);
        }
    }
}

#[test]
fn the_incremental_hash_equals_the_hash_computed_from_scratch_at_every_step() {
    let mut seen: HashMap<String, u64> = HashMap::new();
    let mut states = 0;
    random_games(80, |game, _| {
        // The state re-read from its text has its hash computed from the board alone.
        let fresh: Towers = game.to_string().parse().unwrap();
        assert_eq!(game.position_hash(), fresh.position_hash(), "{game}");
        // Equal boards (the text up to the ply and repetition record) hash equal.
        let text = game.to_string();
        let board = text.split(" ply ").next().unwrap().to_string();
        let key = format!("{} {board}", game.config());
        let earlier = *seen.entry(key).or_insert(game.position_hash());
        assert_eq!(earlier, game.position_hash(), "{game}");
        states += 1;
    });
    assert!(states > 2_000, "{states}");
}

#[test]
fn captures_are_the_tactical_actions() {
    let mut captures = 0;
    let mut buffer = Vec::new();
    random_games(40, |game, moves| {
        for action in moves {
            assert_eq!(game.is_tactical(action), matches!(action, Move::Capture { .. }));
        }
        game.generate_tactical_moves(&mut buffer);
        let filtered: Vec<Move> = moves.iter().filter(|a| game.is_tactical(a)).cloned().collect();
        assert_eq!(buffer, filtered, "{game}");
        captures += buffer.len();
    });
    assert!(captures > 100, "{captures}");
}

#[test]
fn play_unchecked_and_clone_from_agree_with_play_and_clone() {
    let mut target = Towers::startpos();
    random_games(20, |game, moves| {
        for action in moves.iter().take(8) {
            let mut checked = game.clone();
            checked.play(action).unwrap();
            target.clone_from(game);
            assert_eq!(target, *game);
            target.play_unchecked(action);
            assert_eq!(target, checked);
            assert_eq!(target.position_hash(), checked.position_hash());
        }
    });
}

/// The hash values themselves are a contract: stable within a minor
/// version (a table saved by 0.x.y is valid for 0.x.z). These pins fail
/// when the keys, their mixing or the side-to-move key change, which
/// needs a minor version bump and a CHANGELOG line.
#[test]
fn the_hash_values_are_pinned_within_the_minor_version() {
    let mut game = Towers::startpos();
    let mut hashes = vec![game.position_hash()];
    for _ in 0..2 {
        let first = game.legal_moves()[0].clone();
        game.play(&first).expect("a listed move plays");
        hashes.push(game.position_hash());
    }
    let small = Towers::with_config(Config::new(3, 4, 1).expect("a 3x4 board with one row"));
    hashes.push(small.position_hash());
    let shown: Vec<String> = hashes.iter().map(|hash| format!("{hash:#018x}")).collect();
    assert_eq!(shown, PINNED, "{game}");
}

const PINNED: [&str; 4] = ["0x878c3ce357fe002b", "0x0aa070a61f09b268", "0x4f58ece23f99be45", "0x4d87912a50108c42"];

/// `is_legal_cheaply` always answers (the search relies on it to try the
/// table's move and the killers before generating), and agrees with the
/// move list: every listed move is legal, and the previous state's moves
/// that are not listed here are not.
#[test]
fn the_cheap_legality_test_always_answers_and_agrees_with_the_list() {
    let mut previous: Vec<Move> = Vec::new();
    let (mut legal, mut illegal) = (0, 0);
    random_games(6, |game, moves| {
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

/// `play_unchecked`'s contract: debug builds assert the action's legality,
/// so that a caller's bug shows up in its tests instead of as a silently
/// wrong position (a piece of two balls moves exactly two squares).
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "play_unchecked(a1-a2): not a legal action of")]
fn play_unchecked_asserts_legality_in_debug_builds() {
    let mut game = Towers::startpos();
    let illegal: Move = "a1-a2".parse().unwrap();
    assert!(!game.is_legal(&illegal));
    game.play_unchecked(&illegal);
}
