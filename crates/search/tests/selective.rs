//! The selective techniques of [`SearchOptions`] on Scirocco: each one, on
//! alone, off alone, all on and all off, still finds the forced wins; all
//! off is the search of before (the same nodes as the default bot); the
//! selective search goes deeper in the same nodes and stays deterministic
//! under a node budget; the null move the evaluation hands over is a real
//! pass.

mod common;

use boardkit_core::Game;
use boardkit_scirocco::{Move, Scirocco, Side};
use boardkit_search::{AlphaBeta, Evaluate, Limits, Reductions, SearchOptions};
use common::material::{material, tactical_first};
use common::positions::random_position;

/// A zero-sum material count (royals count nothing, a pawn 100), captures
/// first, with the game knowledge the selective techniques ask for: a
/// pass (refused with fewer than four pieces a side, where zugzwang is
/// likely) and the threat on the royal.
#[derive(Clone, Copy, Debug)]
struct Material;

impl Evaluate<Scirocco> for Material {
    fn evaluate(&self, game: &Scirocco, player: Side) -> i32 {
        material(game, player)
    }

    fn move_priority(&self, game: &Scirocco, mv: &Move) -> i32 {
        tactical_first(game, mv)
    }

    fn pass(&self, game: &mut Scirocco) -> bool {
        let position = game.position();
        if position.piece_count(Side::Tan) < 4 || position.piece_count(Side::Blue) < 4 {
            return false;
        }
        game.pass_for_search();
        true
    }

    fn royal_threatened(&self, game: &Scirocco) -> bool {
        let position = game.position();
        position.is_royal_attacked(position.side_to_move())
    }
}

fn position(fen: &str) -> Scirocco {
    fen.parse().unwrap_or_else(|error| panic!("{fen}: {error}"))
}

/// Blue Rook j1 takes the Tan King on j10.
const ROYAL_CAPTURE: &str = "p8k/10/10/10/10/10/10/10/10/K8+N b";
/// Blue Rook e1 takes Tan's last piece besides the King: a bare royal.
const BARE_ROYAL: &str = "9k/10/10/10/10/4p5/10/10/10/K3+N5 b";
/// Rook b1-b10 attacks the King along rank 10; the Rook on a9 holds
/// rank 9, the Tan Pawn is blocked: the King is taken next move.
const ROYAL_IN_THREE: &str = "9k/+N9/10/10/10/4p5/4P5/10/10/K+N8 b";

/// Turns one technique on or off.
type Switch = fn(&mut SearchOptions, bool);

/// Each technique alone, all but it, and all.
fn option_sets() -> Vec<(String, SearchOptions)> {
    let exact = SearchOptions::EXACT;
    let all = SearchOptions::SELECTIVE;
    let single: [(&str, Switch); 10] = [
        ("deep table cutoffs", |o, on| o.deep_table_cutoffs = on),
        ("aspiration", |o, on| o.aspiration = on.then_some(25)),
        ("null move", |o, on| o.null_move = on),
        ("reductions", |o, on| o.reductions = if on { Reductions::Adaptive } else { Reductions::Off }),
        ("internal reductions", |o, on| o.internal_reductions = on),
        ("futility", |o, on| o.futility = on),
        ("razoring", |o, on| o.razoring = on),
        ("exchange pruning", |o, on| o.exchange_pruning = on),
        ("extensions", |o, on| o.extensions = on),
        ("staged moves", |o, on| o.staged_moves = on),
    ];
    let mut sets = vec![("none".to_string(), exact), ("all".to_string(), all)];
    for (name, set) in single {
        let mut only = exact;
        set(&mut only, true);
        sets.push((format!("only {name}"), only));
        let mut without = all;
        set(&mut without, false);
        sets.push((format!("all but {name}"), without));
    }
    sets
}

/// Every forced win is found, at the right distance and with the winning
/// move, with every set of options.
#[test]
fn every_switch_on_or_off_finds_the_forced_wins() {
    for (name, options) in option_sets() {
        for (fen, plies, expected) in [(ROYAL_CAPTURE, 1, "j1j10"), (BARE_ROYAL, 1, "e1e5"), (ROYAL_IN_THREE, 3, "")] {
            let mut bot =
                AlphaBeta::new(Material, Limits::depth(7)).with_hash_mb(1).with_quiescence(4).with_options(options);
            let report = bot.search(&position(fen)).expect("a move");
            assert_eq!(report.wins_in(), Some(plies), "{name}: {fen}");
            if !expected.is_empty() {
                assert_eq!(report.best_move.to_string(), expected, "{name}: {fen}");
            }
        }
    }
}

/// With every technique off, the options change nothing: the same reports
/// (nodes included) as the bot built without options, plain or with the
/// old switches, on seeded positions.
#[test]
fn all_off_is_the_search_of_before() {
    let start = Scirocco::startpos();
    let limits = Limits::depth(64).with_nodes(15_000);
    for seed in 0..12 {
        let Some(game) = random_position(&start, seed, 3 * seed + 6) else { continue };
        for (reductions, staged) in [(false, false), (true, false), (false, true), (true, true)] {
            let run = |with_options: bool| {
                let bot = AlphaBeta::new(Material, limits).with_hash_mb(1).with_quiescence(4);
                let mut bot = if with_options {
                    let reductions = if reductions { Reductions::OnePly } else { Reductions::Off };
                    bot.with_options(SearchOptions { reductions, staged_moves: staged, ..SearchOptions::EXACT })
                } else {
                    bot.with_late_move_reductions(reductions).with_staged_moves(staged)
                };
                let mut report = bot.search(&game).expect("a move");
                report.elapsed = Default::default();
                report
            };
            assert_eq!(run(true), run(false), "seed {seed}, reductions {reductions}, staged {staged}");
        }
    }
}

/// The point of it all: in the same node budget, the selective search
/// finishes iterations at least as deep as the full-width one on every
/// position without a forced result (one full of captures can keep both
/// in their quiescence searches), and two plies deeper on average.
#[test]
fn the_selective_search_goes_deeper_in_the_same_nodes() {
    let start = Scirocco::startpos();
    let limits = Limits::depth(64).with_nodes(60_000);
    let (mut exact_total, mut selective_total, mut positions) = (0, 0, 0);
    for seed in 0..6 {
        let Some(game) = random_position(&start, seed, 4 * seed + 2) else { continue };
        let search = |options| {
            let mut bot = AlphaBeta::new(Material, limits).with_hash_mb(4).with_quiescence(4).with_options(options);
            bot.search(&game).expect("a move")
        };
        let (exact, selective) = (search(SearchOptions::EXACT), search(SearchOptions::SELECTIVE));
        eprintln!(
            "seed {seed}: depth {} full width, {} selective, scores {} {}",
            exact.depth, selective.depth, exact.score, selective.score
        );
        if exact.wins_in().or(exact.loses_in()).is_some() {
            // A forced result ends the deepening: nothing to compare.
            continue;
        }
        let (exact, selective) = (exact.depth, selective.depth);
        assert!(selective >= exact, "seed {seed}: {selective} against {exact}");
        (exact_total, selective_total, positions) = (exact_total + exact, selective_total + selective, positions + 1);
    }
    assert!(positions >= 4, "{positions} positions");
    assert!(selective_total >= exact_total + 2 * positions, "{selective_total} against {exact_total}");
}

/// Under a node budget the selective search is as deterministic as the
/// full-width one: the same report twice, also from a bot that searched
/// something else before (once cleared).
#[test]
fn the_selective_search_is_deterministic_under_a_node_budget() {
    let start = Scirocco::startpos();
    let game = random_position(&start, 5, 24).expect("a position");
    let limits = Limits::depth(64).with_nodes(30_000);
    let fresh =
        || AlphaBeta::new(Material, limits).with_hash_mb(2).with_quiescence(6).with_options(SearchOptions::SELECTIVE);
    let mut first = fresh().search(&game).expect("a move");
    let mut used = fresh();
    used.search(&start).expect("a move");
    used.clear();
    let mut second = used.search(&game).expect("a move");
    first.elapsed = Default::default();
    second.elapsed = Default::default();
    assert_eq!(first, second);
    assert!(game.legal_moves().contains(&first.best_move));
}

/// The pass the search plays: the other side to move, the same pieces, a
/// different hash, and passing twice gives the position back.
#[test]
fn the_null_move_is_a_pass() {
    let game = random_position(&Scirocco::startpos(), 2, 20).expect("a position");
    let mut passed = game.clone();
    assert!(Material.pass(&mut passed), "many pieces: the pass is allowed");
    assert_eq!(passed.position().side_to_move(), game.position().side_to_move().other());
    assert!(passed.position().pieces().eq(game.position().pieces()));
    assert_ne!(passed.position_hash(), game.position_hash());
    assert!(Material.pass(&mut passed));
    assert_eq!(passed.position_hash(), game.position_hash());
    let mut few = position(BARE_ROYAL);
    assert!(!Material.pass(&mut few), "few pieces: no pass");
    assert_eq!(few, position(BARE_ROYAL), "a refused pass changes nothing");
}

/// A measurement, not a check: the depth each search reaches in a time
/// budget (`SEARCH_SECONDS`, default 5) from the start and from seeded
/// middlegame positions. Run it in release:
/// `cargo test --release -p boardkit-search --test selective -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, run in release"]
fn depth_reached_in_a_time_budget() {
    let seconds: u64 = std::env::var("SEARCH_SECONDS").ok().and_then(|text| text.parse().ok()).unwrap_or(5);
    let start = Scirocco::startpos();
    let mut games = vec![("start".to_string(), start.clone())];
    for seed in [11, 12, 13] {
        if let Some(game) = random_position(&start, seed, 30) {
            games.push((format!("seed {seed}, 30 plies"), game));
        }
    }
    let limits = Limits::depth(64).with_time(std::time::Duration::from_secs(seconds));
    for (label, game) in &games {
        for (name, options) in [("full width", SearchOptions::EXACT), ("selective", SearchOptions::SELECTIVE)] {
            let mut bot = AlphaBeta::new(Material, limits).with_hash_mb(64).with_quiescence(8).with_options(options);
            let report = bot.search(game).expect("a move");
            eprintln!(
                "{label}: {name}: depth {} in {:?}, {} nodes, {} nodes/s, score {}, {}",
                report.depth,
                report.elapsed,
                report.nodes,
                report.nodes_per_second(),
                report.score,
                report.best_move
            );
        }
    }
}
