//! Property tests: FEN and move texts round-trip in positions reached by
//! random play in every bundled variant.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_variant::{Move, VariantGame, Variants};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn fen_and_moves_round_trip(seed in any::<u64>(), variant_index in 0usize..64, plies in 0usize..80) {
        let all: Vec<_> = Variants::bundled().iter().collect();
        let rules = all[variant_index % all.len()].clone();
        let mut game = VariantGame::new(rules.clone()).expect("start");
        let mut rng = SplitMix64::new(seed);
        for _ in 0..plies {
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play(&mv).expect("a listed move plays");
        }
        // The FEN reads back to the same position and is written the same.
        let again = VariantGame::from_fen(rules.clone(), &game.fen()).expect("own FEN");
        prop_assert_eq!(again.fen(), game.fen());
        prop_assert_eq!(again.legal_moves(), game.legal_moves());
        // The game text (variant and FEN) too.
        let text = game.to_string();
        let parsed: VariantGame = text.parse().expect("own text");
        prop_assert_eq!(parsed.to_string(), text);
        // Every legal move's text reads back to it and plays.
        for mv in game.legal_moves() {
            let read: Move = mv.to_string().parse().expect("own move text");
            prop_assert_eq!(read, mv);
            let mut next = game.clone();
            prop_assert!(next.play(&read).is_ok());
        }
    }
}
