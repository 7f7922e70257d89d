//! The core conformance kit on random games from random start arrays.

use boardkit_core::conformance::{Config, check};
use boardkit_core::{Game, RandomSource, SplitMix64, Verdict, random_playout};
use boardkit_scirocco::{Reason, RuleOptions, Scirocco, StartArray};

fn random_start(rng: &mut SplitMix64) -> Scirocco {
    let arrays: Vec<StartArray> = StartArray::all().collect();
    let array = arrays[rng.below(arrays.len() as u64) as usize];
    let game = Scirocco::from_array(array);
    // One game in eight under the literal Dervish reading.
    if rng.below(8) == 0 { game.with_options(RuleOptions::LITERAL_DERVISH) } else { game }
}

fn config(games: u32, seed: u64) -> Config {
    Config {
        games,
        seed,
        max_plies: 300,
        // The text is the position only; a game parsed from it has a fresh repetition history.
        text_is_complete: false,
        play_every_move: false,
        unlisted_tries: 4,
        malformed_tries: 4,
    }
}

#[test]
fn conformance_on_random_games_from_random_arrays() {
    let report = check(random_start, &config(1000, 1)).unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!(report.finished_games + report.abandoned_games, 1000);
    assert!(report.finished_games > 0, "{report:?}");
    assert!(report.rejections > 0);
}

#[test]
fn conformance_playing_every_listed_move() {
    let config = Config { play_every_move: true, max_plies: 120, ..config(12, 900) };
    check(random_start, &config).unwrap_or_else(|failure| panic!("{failure}"));
}

#[test]
fn random_games_never_end_in_a_draw() {
    // The crate never declares a draw: every finished game has one winner (random games
    // mostly end by a royal capture, which must occur).
    let mut reasons = std::collections::HashSet::new();
    let mut rng = SplitMix64::new(77);
    for _ in 0..300 {
        let mut game = random_start(&mut rng);
        let playout = random_playout(&mut game, &mut rng, Some(400));
        if let Some(outcome) = game.outcome() {
            assert!(playout.finished);
            assert!(matches!(outcome.verdict, Verdict::Win(_)), "{outcome:?} in {game}");
            assert!(game.legal_moves().is_empty() && game.turn().is_over());
            reasons.insert(outcome.reason);
        }
    }
    assert!(reasons.contains(&Reason::RoyalCaptured), "{reasons:?}");
}

/// `cargo test -p boardkit-scirocco --release --test conformance -- --ignored`
#[test]
#[ignore = "soak: 3000 games, about a minute in release"]
fn conformance_soak() {
    let config = Config { max_plies: 600, ..config(3000, 10_000) };
    let report = check(random_start, &config).unwrap_or_else(|failure| panic!("{failure}"));
    println!("{report:?}");
}
