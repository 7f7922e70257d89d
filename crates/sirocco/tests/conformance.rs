//! The core conformance kit on random games of 2, 3 and 4 players.

use boardkit_core::conformance::{Config, check};
use boardkit_core::{Game, SplitMix64};
use boardkit_sirocco::Sirocco;

fn run(players: u8, games: u32, seed: u64) {
    let start = Sirocco::new(players).unwrap();
    let config = Config { games, seed, max_plies: 5_000, ..Config::default() };
    let report = check(|_rng: &mut SplitMix64| start.clone(), &config).unwrap_or_else(|failure| panic!("{failure}"));
    // Random games with backward moves can wander; nearly all end well before the ply limit.
    assert!(report.finished_games >= games * 9 / 10, "{report:?}");
    assert_eq!(report.finished_games + report.abandoned_games, games);
    assert!(report.rejections > 0);
    assert!(start.players().len() == usize::from(players));
}

#[test]
fn conformance_two_players() {
    run(2, 150, 1);
}

#[test]
fn conformance_three_players() {
    run(3, 150, 2);
}

#[test]
fn conformance_four_players() {
    run(4, 150, 3);
}

/// Thousands of games per player count: `cargo test -p boardkit-sirocco --release -- --ignored`.
#[test]
#[ignore = "soak run: thousands of games"]
fn conformance_soak() {
    for players in 2..=4 {
        run(players, 3_000, 1_000 * u64::from(players));
    }
}
