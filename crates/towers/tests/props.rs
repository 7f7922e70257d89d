//! Property tests: ball accounting over random games, and random or
//! malformed text thrown at every parser.

use boardkit_core::{Game, RandomSource, SplitMix64, random_move};
use boardkit_towers::{Config, Move, Side, Towers};
use proptest::prelude::*;

fn config() -> impl Strategy<Value = Config> {
    (2u8..=9, 3u8..=9, 1u8..=4, any::<bool>()).prop_map(|(width, height, balls, repetition)| {
        Config::new(width, height, balls).unwrap().with_repetition_draw(repetition)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Balls on the board + captured + lost = the starting total, for each
    /// side, after every action; pieces are never removed; the fast count
    /// agrees with the list; the text round-trips.
    #[test]
    fn ball_accounting_holds_after_every_action(config in config(), seed in any::<u64>()) {
        let mut game = Towers::with_config(config);
        let mut rng = SplitMix64::new(seed);
        let start = config.balls_per_side();
        for _ in 0..200 {
            for side in Side::ALL {
                let on_board: u16 = game.pieces(side).map(|(_, balls)| u16::from(balls)).sum();
                prop_assert_eq!(on_board, game.balls_on_board(side));
                prop_assert_eq!(on_board + game.captured(side) + game.lost(side), start, "{}", game);
                prop_assert_eq!(game.pieces(side).count(), usize::from(config.width()));
            }
            prop_assert_eq!(game.count_actions(), game.legal_moves().len() as u64);
            let text = game.to_string();
            let reread: Towers = text.parse().unwrap();
            prop_assert_eq!(reread.to_string(), text);
            prop_assert_eq!(reread.outcome(), game.outcome());
            match random_move(&game, &mut rng) {
                Some(action) => game.play(&action).unwrap(),
                None => break,
            }
        }
    }

    /// The action parser never panics, and whatever it accepts prints back
    /// to a text that parses to the same action.
    #[test]
    fn action_parser_survives_any_text(text in "\\PC{0,24}") {
        if let Ok(action) = text.parse::<Move>() {
            let again: Move = action.to_string().parse().unwrap();
            prop_assert_eq!(again, action);
        }
    }

    /// Near-misses of the notation.
    #[test]
    fn action_parser_survives_notation_like_text(text in "[a-q][0-9]{1,3}[-x>,][a-q][0-9]{1,3}(,[a-q][0-9]{1,2}){0,17}") {
        if let Ok(action) = text.parse::<Move>() {
            prop_assert_eq!(action.to_string().parse::<Move>().unwrap(), action);
        }
    }

    /// Every action text of a real game round-trips exactly.
    #[test]
    fn listed_action_texts_round_trip(config in config(), seed in any::<u64>()) {
        let mut game = Towers::with_config(config);
        let mut rng = SplitMix64::new(seed);
        let plies = rng.below(30);
        boardkit_core::random_playout(&mut game, &mut rng, Some(plies));
        for action in game.legal_moves().iter() {
            let text = action.to_string();
            prop_assert_eq!(&text.parse::<Move>().unwrap(), action);
            prop_assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
    }

    /// The position parser never panics on any text.
    #[test]
    fn position_parser_survives_any_text(text in "\\PC{0,80}") {
        if let Ok(game) = text.parse::<Towers>() {
            let again: Towers = game.to_string().parse().unwrap();
            prop_assert_eq!(again.to_string(), game.to_string());
        }
    }

    /// Mutated real position texts: either refused with an error, or a
    /// position whose text round-trips and whose accounting holds.
    #[test]
    fn position_parser_survives_mutations(config in config(), seed in any::<u64>(), edits in prop::collection::vec((any::<prop::sample::Index>(), "[ .WB0-9/wbx]{0,2}"), 1..4)) {
        let mut game = Towers::with_config(config);
        let mut rng = SplitMix64::new(seed);
        let plies = rng.below(40);
        boardkit_core::random_playout(&mut game, &mut rng, Some(plies));
        let mut text = game.to_string();
        for (at, insert) in edits {
            let at = at.index(text.len() + 1);
            let end = (at + 1).min(text.len());
            text.replace_range(at..end, &insert);
        }
        if let Ok(parsed) = text.parse::<Towers>() {
            prop_assert_eq!(parsed.to_string().parse::<Towers>().unwrap().to_string(), parsed.to_string());
            for side in Side::ALL {
                let total = parsed.balls_on_board(side) + parsed.captured(side) + parsed.lost(side);
                prop_assert_eq!(total, parsed.config().balls_per_side());
            }
        }
    }

    /// A refused action leaves the state exactly as it was.
    #[test]
    fn refused_actions_change_nothing(config in config(), seed in any::<u64>(), text in "[a-j][1-9][-x>][a-j][1-9](,[a-j][1-9]){0,4}") {
        let mut game = Towers::with_config(config);
        let mut rng = SplitMix64::new(seed);
        let plies = rng.below(40);
        boardkit_core::random_playout(&mut game, &mut rng, Some(plies));
        if let Ok(action) = text.parse::<Move>() {
            let before = game.clone();
            let listed = game.legal_moves().contains(&action);
            match game.play(&action) {
                Ok(()) => prop_assert!(listed),
                Err(_) => {
                    prop_assert!(!listed);
                    prop_assert_eq!(&game, &before);
                }
            }
        }
    }
}
