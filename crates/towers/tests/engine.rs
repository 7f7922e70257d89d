//! The engine side of the Game trait on Towers: the incremental hash,
//! captures as tactical moves, and copy-make with clone_from.

use std::collections::HashMap;

use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_towers::{Action, Config, Towers};

/// Seeded random games on boards of several sizes, visiting every state.
fn random_games(games: u64, mut visit: impl FnMut(&Towers, &[Action])) {
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
            assert_eq!(game.is_tactical(action), matches!(action, Action::Capture { .. }));
        }
        game.generate_tactical_moves(&mut buffer);
        let filtered: Vec<Action> = moves.iter().filter(|a| game.is_tactical(a)).cloned().collect();
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
