//! The boardkit conformance kit on random games of several board sizes.

use boardkit_core::conformance::{Config as KitConfig, check};
use boardkit_core::{RandomSource, SplitMix64};
use boardkit_towers::{Config, Towers};

fn run(config: Config, games: u32, seed: u64, play_every_move: bool) {
    let kit = KitConfig {
        games,
        seed,
        max_plies: 400,
        // The text keeps how often the current position occurred, not the
        // whole repetition record (see the crate docs, "Position text").
        text_is_complete: false,
        play_every_move,
        ..KitConfig::default()
    };
    let report =
        check(|_rng: &mut SplitMix64| Towers::with_config(config), &kit).unwrap_or_else(|failure| panic!("{failure}"));
    eprintln!("{config}: {report:?}");
    assert!(report.finished_games > 0, "{config}: no game finished: {report:?}");
    assert!(report.rejections > 0, "{config}: nothing was rejected: {report:?}");
}

#[test]
fn default_board() {
    run(Config::default(), 1_000, 0, true);
}

#[test]
fn small_and_odd_boards() {
    for (i, (width, height, balls)) in
        [(2, 3, 1), (2, 3, 2), (3, 4, 1), (4, 3, 3), (5, 7, 2), (3, 16, 5)].into_iter().enumerate()
    {
        run(Config::new(width, height, balls).unwrap(), 400, 1_000 * i as u64, true);
    }
}

#[test]
fn draw_rules_switched() {
    let config = Config::new(4, 4, 1).unwrap();
    run(config.with_repetition_draw(false).with_ply_limit(Some(60)).unwrap(), 300, 77, true);
    run(config.with_ply_limit(Some(25)).unwrap(), 300, 78, true);
}

#[test]
fn wide_boards() {
    // Shares explode on wide boards (C(15, 7) = 6435 per piece), and the kit
    // round-trips every listed action at every state, so these games are
    // fewer and cut by a ply limit; only the chosen action is played.
    run(Config::new(16, 16, 1).unwrap().with_ply_limit(Some(120)).unwrap(), 60, 5, false);
    run(Config::new(16, 3, 1).unwrap().with_ply_limit(Some(100)).unwrap(), 40, 7, false);
    run(Config::new(12, 5, 3).unwrap().with_ply_limit(Some(30)).unwrap(), 4, 6, false);
}

#[test]
fn the_narrowest_and_tallest_board() {
    // Two pieces a side on 16 ranks: every share loses balls or moves one.
    run(Config::new(2, 16, 3).unwrap(), 400, 8, true);
}

#[test]
fn random_start_positions() {
    // Games that start from a random mid-game position of random size.
    let kit = KitConfig { games: 300, seed: 99, max_plies: 300, text_is_complete: false, ..KitConfig::default() };
    let start = |rng: &mut SplitMix64| {
        let width = 2 + rng.below(6) as u8;
        let height = 3 + rng.below(6) as u8;
        let balls = 1 + rng.below(3) as u8;
        let mut game = Towers::with_config(Config::new(width, height, balls).unwrap());
        let plies = rng.below(20);
        boardkit_core::random_playout(&mut game, rng, Some(plies));
        game.to_string().parse::<Towers>().unwrap()
    };
    let report = check(start, &kit).unwrap_or_else(|failure| panic!("{failure}"));
    assert!(report.finished_games > 0);
}

#[test]
fn a_game_without_chance_clears_a_used_chance_buffer() {
    // Towers keeps the trait's default chance methods: an engine reusing a buffer that still
    // holds another game's outcomes must get nothing back.
    use boardkit_core::Game;
    let game = Towers::startpos();
    let action = game.legal_moves().swap_remove(0);
    let mut outcomes = vec![(action.clone(), 3)];
    game.generate_chance_outcomes(&mut outcomes);
    assert!(outcomes.is_empty(), "{outcomes:?}");
    assert_eq!(game.pick_chance_outcome(&mut vec![(action, 3)], |_| 0), None);
    // Nor does it keep score (the trait's default too).
    assert_eq!(game.scores(), None);
}
