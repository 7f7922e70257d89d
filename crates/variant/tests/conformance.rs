//! The conformance kit of `boardkit-core` on every bundled variant, and the
//! incremental hash checked against the hash from scratch along the way.

use boardkit_core::conformance::{self, Config};
use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_variant::{VariantGame, Variants};

#[test]
fn every_bundled_variant_conforms() {
    for rules in Variants::bundled().iter() {
        let start = VariantGame::new(rules.clone()).expect("start position");
        let config = Config {
            // The kit asks `is_legal` of every listed move, which lists the
            // moves again: quadratic in their number, and a move with a wall
            // comes in up to a board's worth of copies (640 at duck chess's
            // start). Two games there keep the suite's time in bounds; the
            // perft pins from random positions cover those variants too.
            games: if rules.places_walls() { 2 } else { 6 },
            seed: 2026,
            max_plies: 200,
            // The text is the FEN: it leaves out the repetition history.
            text_is_complete: false,
            play_every_move: false,
            unlisted_tries: 2,
            malformed_tries: 2,
        };
        let report = conformance::check(|_: &mut SplitMix64| start.clone(), &config)
            .unwrap_or_else(|failure| panic!("{}: {failure}", rules.name()));
        assert!(report.states > 0, "{}", rules.name());
    }
}

#[test]
fn incremental_hash_matches_and_fen_round_trips() {
    for rules in Variants::bundled().iter() {
        let mut rng = SplitMix64::new(7);
        for _ in 0..4 {
            let mut game = VariantGame::new(rules.clone()).expect("start position");
            for _ in 0..120 {
                assert!(game.hash_is_consistent(), "{} {}", rules.name(), game.fen());
                let again = VariantGame::from_fen(rules.clone(), &game.fen()).expect("own FEN reads");
                assert_eq!(again.fen(), game.fen());
                assert_eq!(again.position_hash(), game.position_hash(), "{}", game.fen());
                let Some(mv) = random_move(&game, &mut rng) else { break };
                let text = mv.to_string();
                assert_eq!(text.parse::<boardkit_variant::Move>().expect("own move text reads"), mv);
                game.play(&text.parse().expect("move text")).expect("listed move plays");
            }
        }
    }
}
