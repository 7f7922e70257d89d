//! The core conformance kit on random games from random start arrays.

use boardkit_core::conformance::{Config, check};
use boardkit_core::{RandomSource, SplitMix64};
use boardkit_scirocco::{RuleOptions, Scirocco, StartArray};

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
    let report = check(random_start, &config(200, 1)).unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!(report.finished_games + report.abandoned_games, 200);
    assert!(report.finished_games > 0, "{report:?}");
    assert!(report.rejections > 0);
}

#[test]
fn conformance_playing_every_listed_move() {
    let config = Config { play_every_move: true, max_plies: 120, ..config(12, 900) };
    check(random_start, &config).unwrap_or_else(|failure| panic!("{failure}"));
}

/// `cargo test -p boardkit-scirocco --release --test conformance -- --ignored`
#[test]
#[ignore = "soak: 3000 games, about a minute in release"]
fn conformance_soak() {
    let config = Config { max_plies: 600, ..config(3000, 10_000) };
    let report = check(random_start, &config).unwrap_or_else(|failure| panic!("{failure}"));
    println!("{report:?}");
}
