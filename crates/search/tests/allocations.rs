//! After a warm-up search, a search allocates nothing per node: the heap
//! allocations of a search do not grow with its node budget (only the few
//! per search and per iteration: the reports and their lines), for every
//! bot.

mod common;

use std::alloc::System;

use boardkit_core::Game;
use boardkit_scirocco::{Scirocco, Side};
use boardkit_search::{AlphaBeta, Bot, Evaluate, Expectimax, Greedy, Limits, Mcts, SearchReport};
use common::positions::random_position;
use common::toy::Pile;
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// Heap allocations (new blocks and resized ones) while `run` runs.
fn allocations<T>(run: impl FnOnce() -> T) -> (T, usize) {
    let region = Region::new(GLOBAL);
    let value = run();
    let change = region.change();
    (value, change.allocations + change.reallocations)
}

/// Searches `game` with a small and a large budget (after warming up on the
/// large one) and checks that the large search, with at least three times
/// the nodes, allocates at most a few blocks more.
fn check<G: Game, B>(
    label: &str,
    game: &G,
    bot: &mut B,
    mut search: impl FnMut(&mut B, &G, u64) -> SearchReport<G::Move>,
    small: u64,
) {
    let large = 4 * small;
    search(bot, game, large);
    let (_, again) = allocations(|| search(bot, game, large));
    eprintln!("{label}: a second large search: {again} allocations");
    let (small_report, small_allocations) = allocations(|| search(bot, game, small));
    let (large_report, large_allocations) = allocations(|| search(bot, game, large));
    eprintln!(
        "{label}: {} nodes, {small_allocations} allocations; {} nodes, {large_allocations} allocations",
        small_report.nodes, large_report.nodes
    );
    assert!(small_report.nodes >= 1_000, "{label}: only {} nodes", small_report.nodes);
    assert!(large_report.nodes >= 3 * small_report.nodes, "{label}: {} nodes", large_report.nodes);
    // A report and its line per iteration, nothing per node.
    assert!(large_allocations <= small_allocations + 24, "{label}: {small_allocations} -> {large_allocations}");
    assert!(large_allocations * 200 <= large_report.nodes as usize, "{label}: {large_allocations} allocations");
}

#[derive(Clone, Copy)]
struct Material;

impl Evaluate<Scirocco> for Material {
    fn evaluate(&self, game: &Scirocco, player: Side) -> i32 {
        game.position().pieces().map(|(_, piece)| if piece.side == player { 100 } else { -100 }).sum()
    }

    fn move_priority(&self, game: &Scirocco, mv: &boardkit_scirocco::Move) -> i32 {
        i32::from(game.is_tactical(mv))
    }
}

fn hint(game: &Pile, player: u8) -> i32 {
    let good = i32::from(!game.counters.is_multiple_of(4)) * 10 - 5;
    if game.turn().player() == Some(player) { good } else { -good }
}

/// One test, so that no other test thread allocates while a search is
/// being counted (the counter is global).
#[test]
fn no_bot_allocates_per_node() {
    alpha_beta_allocates_nothing_per_node();
    expectimax_allocates_nothing_per_node();
    mcts_allocates_nothing_per_node();
    greedy_allocates_nothing_after_its_first_choice();
}

fn alpha_beta_allocates_nothing_per_node() {
    let game = random_position(&Scirocco::startpos(), 7, 30).expect("a position");
    for (label, staged) in [("alpha-beta on Scirocco", false), ("alpha-beta on Scirocco, staged", true)] {
        let mut bot =
            AlphaBeta::new(Material, Limits::depth(64)).with_hash_mb(2).with_quiescence(6).with_staged_moves(staged);
        check(
            label,
            &game,
            &mut bot,
            |bot, game, nodes| {
                bot.set_limits(Limits::depth(64).with_nodes(nodes));
                bot.search(game).expect("a move")
            },
            10_000,
        );
    }
    let pile = Pile::new(60, 2, true);
    let mut bot = AlphaBeta::new(hint, Limits::depth(64)).with_hash_mb(1);
    check(
        "alpha-beta on a game with chance",
        &pile,
        &mut bot,
        |bot, game, nodes| {
            bot.set_limits(Limits::depth(64).with_nodes(nodes));
            bot.search(game).expect("a move")
        },
        5_000,
    );
}

fn expectimax_allocates_nothing_per_node() {
    let pile = Pile::new(60, 3, true);
    let mut bot = Expectimax::new(hint, Limits::depth(64)).with_hash_mb(1);
    check(
        "expectimax on a three-player game with chance",
        &pile,
        &mut bot,
        |bot, game, nodes| {
            bot.set_limits(Limits::depth(64).with_nodes(nodes));
            bot.search(game).expect("a move")
        },
        5_000,
    );
    let game = random_position(&Scirocco::startpos(), 8, 20).expect("a position");
    let mut bot = Expectimax::new(Material, Limits::depth(64)).with_hash_mb(1);
    check(
        "expectimax on Scirocco",
        &game,
        &mut bot,
        |bot, game, nodes| {
            bot.set_limits(Limits::depth(64).with_nodes(nodes));
            bot.search(game).expect("a move")
        },
        5_000,
    );
}

fn mcts_allocates_nothing_per_node() {
    let game = random_position(&Scirocco::startpos(), 9, 20).expect("a position");
    let mut bot = Mcts::new(Material, Limits::iterations(1), 3).with_rollout_plies(4).with_tree_nodes(1 << 16);
    check(
        "mcts on Scirocco",
        &game,
        &mut bot,
        |bot, game, iterations| {
            bot.set_limits(Limits::iterations(iterations));
            bot.reseed(3);
            bot.search(game).expect("a move")
        },
        500,
    );
    let pile = Pile::new(60, 4, true);
    let mut bot = Mcts::random_playouts(Limits::iterations(1), 4).with_tree_nodes(1 << 16);
    check(
        "mcts on a four-player game with chance",
        &pile,
        &mut bot,
        |bot, game, iterations| {
            bot.set_limits(Limits::iterations(iterations));
            bot.search(game).expect("a move")
        },
        500,
    );
}

/// The one-ply bot has no node budget: after a first choice (the warm-up
/// that sizes its buffers), choosing again, on the same state or on another
/// one no larger, allocates nothing.
fn greedy_allocates_nothing_after_its_first_choice() {
    let game = random_position(&Scirocco::startpos(), 11, 30).expect("a position");
    let mut bot = Greedy::new(Material).with_tie_break_seed(5);
    let first = bot.choose(&game).expect("a move");
    let (again, count) = allocations(|| bot.choose(&game));
    eprintln!("greedy on Scirocco: {count} allocations on the second choice");
    assert!(again.is_some_and(|mv| game.legal_moves().contains(&mv)), "{first}");
    assert_eq!(count, 0, "greedy on Scirocco allocates per choice");
    let pile = Pile::new(60, 3, true);
    let mut pile_bot = Greedy::new(hint).expecting_chance(true);
    let mut state = pile.clone();
    // Walk a few turns so the chance averaging runs too (the warm-up sizes the buffers).
    pile_bot.choose(&state);
    let mut choices = 0;
    while choices < 20 {
        match state.turn() {
            boardkit_core::Turn::Over => break,
            boardkit_core::Turn::Chance => {
                let (mv, _) = state.chance_outcomes()[0];
                state.play(&mv).expect("a listed outcome");
            }
            boardkit_core::Turn::Player(_) => {
                let (mv, count) = allocations(|| pile_bot.choose(&state));
                assert_eq!(count, 0, "greedy with chance allocates on choice {choices}");
                state.play(&mv.expect("a player to move has a move")).expect("a chosen move is legal");
                choices += 1;
            }
        }
    }
    assert!(choices >= 5, "{choices}");
}
