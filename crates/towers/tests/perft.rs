//! Perft: the fast counter against the generic one, and pinned numbers.

use boardkit_core::{Game, SplitMix64, random_playout};
use boardkit_towers::{Config, Towers, perft, perft_divide};

#[test]
fn fast_and_generic_perft_agree_on_the_default_start() {
    let start = Towers::startpos();
    for depth in 0..=3 {
        assert_eq!(perft(&start, depth), boardkit_core::perft(&start, depth), "depth {depth}");
    }
}

#[test]
fn perft_of_the_default_start_is_pinned() {
    // Derived by two methods: this crate's bulk-counting perft and the
    // generic `boardkit_core::perft` that plays every listed action (the test
    // above), and by hand for depth 1: 6 two-square advances + 6 × C(5, 2)
    // shares; depth 2: no White action can reach, block or capture a Brown
    // piece in one ply, so Brown keeps its 66 after each: 66 × 66.
    let start = Towers::startpos();
    assert_eq!(perft(&start, 1), 66);
    assert_eq!(perft(&start, 2), 4_356);
    assert_eq!(perft(&start, 3), PERFT_3);
}

const PERFT_3: u64 = 244_854;

#[test]
fn divide_matches_the_generic_divide() {
    let start = Towers::startpos();
    let fast = perft_divide(&start, 3);
    let generic = boardkit_core::perft_divide(&start, 3);
    assert_eq!(fast, generic);
}

#[test]
fn fast_and_generic_perft_agree_on_random_positions_of_several_sizes() {
    let sizes = [(2, 3, 1), (3, 4, 2), (4, 5, 3), (5, 3, 2), (6, 6, 2), (7, 4, 4), (16, 16, 2), (16, 3, 7)];
    for (i, &(width, height, balls)) in sizes.iter().enumerate() {
        let config = Config::new(width, height, balls).unwrap();
        for seed in 0..6u64 {
            let mut game = Towers::with_config(config);
            let mut rng = SplitMix64::new(seed * 31 + i as u64);
            random_playout(&mut game, &mut rng, Some(seed * 7));
            let depth = if width >= 7 { 1 } else { 2 };
            assert_eq!(perft(&game, depth), boardkit_core::perft(&game, depth), "{game}");
            assert_eq!(game.count_actions(), game.legal_moves().len() as u64, "{game}");
        }
    }
}

#[test]
fn perft_stops_at_repetition_draws_and_ply_limits() {
    // Two pieces a side, 1 ball each: every action is reversible, so the
    // repetition draw cuts paths; compare with the generic perft, which
    // plays the real rules.
    let config = Config::new(2, 3, 1).unwrap();
    for game in [
        Towers::with_config(config),
        Towers::with_config(config.with_repetition_draw(false)),
        Towers::with_config(config.with_ply_limit(Some(3)).unwrap()),
    ] {
        for depth in 0..=10 {
            assert_eq!(perft(&game, depth), boardkit_core::perft(&game, depth), "{game} depth {depth}");
        }
    }
    // Positions at plies 0, 4 and 8 can be the same: from ply 9 on, paths
    // through such a third occurrence are cut.
    let on = perft(&Towers::with_config(config), 10);
    let off = perft(&Towers::with_config(config.with_repetition_draw(false)), 10);
    assert!(on < off, "the repetition draw must cut paths ({on} vs {off})");
}

/// The vectors of `tests/data/perft.txt` with at most `max_nodes` paths.
fn vectors(max_nodes: u64) -> Vec<(u32, u64, Towers)> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.splitn(3, ' ');
            let depth = parts.next().unwrap().parse().unwrap();
            let nodes = parts.next().unwrap().parse().unwrap();
            let game = parts.next().unwrap().parse().unwrap_or_else(|error| panic!("{line}: {error}"));
            (depth, nodes, game)
        })
        .filter(|(_, nodes, _)| *nodes <= max_nodes)
        .collect()
}

#[test]
fn perft_vectors_from_the_data_file() {
    let all = vectors(u64::MAX);
    let quick = vectors(3_000_000);
    assert!(quick.len() >= 20 && all.len() > quick.len());
    for (depth, nodes, game) in quick {
        assert_eq!(perft(&game, depth), nodes, "perft {depth} of {game}");
        if nodes <= 20_000 {
            assert_eq!(boardkit_core::perft(&game, depth), nodes, "generic perft {depth} of {game}");
        }
    }
}

/// Every vector of the data file, fast and generic: run with
/// `cargo test -p boardkit-towers --release --test perft -- --ignored`.
#[test]
#[ignore]
fn all_perft_vectors_both_ways() {
    for (depth, nodes, game) in vectors(u64::MAX) {
        assert_eq!(perft(&game, depth), nodes, "perft {depth} of {game}");
        assert_eq!(boardkit_core::perft(&game, depth), nodes, "generic perft {depth} of {game}");
    }
}

/// Deep perft, too slow for CI in debug builds: run with
/// `cargo test -p boardkit-towers --release --test perft -- --ignored`.
#[test]
#[ignore]
fn deep_perft_of_the_default_start() {
    let start = Towers::startpos();
    assert_eq!(perft(&start, 4), 13_757_392);
    assert_eq!(perft(&start, 4), boardkit_core::perft(&start, 4));
    assert_eq!(perft(&start, 5), 631_848_674);
    assert_eq!(boardkit_core::perft(&start, 5), 631_848_674);
}
