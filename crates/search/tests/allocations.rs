//! After a warm-up search, a search allocates nothing per node: on every
//! game (Scirocco, Towers, Sirocco and a small game with chance) and for
//! every searching bot, a search's heap allocations are its reports'
//! lines and nothing else, however many nodes it visits; the one-ply and
//! random bots allocate nothing per choice once warmed up.

mod common;

use std::alloc::System;

use boardkit_core::{Game, SplitMix64, Turn};
use boardkit_scirocco::Scirocco;
use boardkit_search::{
    AlphaBeta, Bot, Evaluate, Expectimax, Greedy, Limits, Mcts, RandomBot, ScoreDifference, SearchOptions, SearchReport,
};
use boardkit_sirocco::Sirocco;
use boardkit_towers::Towers;
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

/// What a search may allocate besides one block per report it hands to
/// its progress callback (the report's line, a `Vec` made at its final
/// size): the line of the report it returns, when that is not one of
/// them (MCTS builds its last report after the last progress call), and
/// the copy kept for `last_report` (alpha-beta and MCTS). Nothing per
/// node: every per-node buffer was sized by the warm-up search.
const PER_SEARCH: usize = 2;

/// A search of `game` by `bot` within a budget of `nodes` (or
/// iterations), counting in `reports` the reports handed to its progress
/// callback (one per iteration of a deepening search, one per doubling of
/// MCTS's iterations).
type Search<B, G> = fn(&mut B, &G, u64, &mut usize) -> SearchReport<<G as Game>::Move>;

/// Warms `bot` up with a search of `game` with 4 × `small` nodes, then
/// checks that a search with `small` nodes and one with 4 × `small` (at
/// least three times the nodes) each allocate at most a block per report
/// plus [`PER_SEARCH`]: the allocations do not grow with the nodes.
///
/// Every search starts from an empty table and history (`clear`), so that
/// the warm-up met every ply the measured searches meet: a search that
/// reaches a ply no earlier search reached grows that ply's buffers (its
/// state's history, moves, ordering keys, line) on first use, once in the
/// bot's life and for at most `MAX_PLY` plies. Without clearing, a table
/// kept from search to search lets each one go deeper than the last for a
/// while: alternating 40 000- and 10 000-node searches of the Scirocco
/// position below allocated 116, 5, 31, 5, 6, 5, 6, 5, 9 blocks, then 7
/// and 5 (six and four reports, plus the kept copy) every time.
fn check<G: Game, B>(label: &str, game: &G, bot: &mut B, search: Search<B, G>, small: u64) {
    let large = 4 * small;
    search(bot, game, large, &mut 0);
    let mut figures = Vec::new();
    for budget in [small, large] {
        let mut reports = 0;
        let (report, count) = allocations(|| search(bot, game, budget, &mut reports));
        eprintln!("{label}: {} nodes, {reports} progress reports, {count} allocations", report.nodes);
        assert!(
            count <= reports + PER_SEARCH,
            "{label}: {count} allocations for {reports} reports and {} nodes",
            report.nodes
        );
        figures.push(report.nodes);
    }
    let [small_nodes, large_nodes] = figures[..] else { unreachable!("two budgets") };
    assert!(small_nodes >= 1_000, "{label}: only {small_nodes} nodes");
    assert!(large_nodes >= 3 * small_nodes, "{label}: {small_nodes} then {large_nodes} nodes");
}

/// A deepening search (alpha-beta, expectimax) to depth 64 within a node budget.
macro_rules! deepening {
    () => {
        |bot, game, nodes, reports| {
            bot.clear();
            bot.set_limits(Limits::depth(64).with_nodes(nodes));
            bot.search_with_progress(game, |_| *reports += 1).expect("a player is to move")
        }
    };
}

/// MCTS within an iteration budget, from the same seed every time.
fn mcts_search<G: Game, E: Evaluate<G>>(
    bot: &mut Mcts<G, E>,
    game: &G,
    iterations: u64,
    reports: &mut usize,
) -> SearchReport<G::Move> {
    bot.set_limits(Limits::iterations(iterations));
    bot.reseed(3);
    bot.search_with_progress(game, |_| *reports += 1).expect("a player is to move")
}

/// Scirocco material, 100 a piece, captures first.
#[derive(Clone, Copy)]
struct Material;

impl Evaluate<Scirocco> for Material {
    fn evaluate(&self, game: &Scirocco, player: boardkit_scirocco::Side) -> i32 {
        game.position().pieces().map(|(_, piece)| if piece.side == player { 100 } else { -100 }).sum()
    }

    fn move_priority(&self, game: &Scirocco, mv: &boardkit_scirocco::Move) -> i32 {
        i32::from(game.is_tactical(mv))
    }
}

/// [`Material`] with the game knowledge of the selective search: a pass
/// (with five pieces or more) and the threat on the royal.
#[derive(Clone, Copy)]
struct SelectiveMaterial;

impl Evaluate<Scirocco> for SelectiveMaterial {
    fn evaluate(&self, game: &Scirocco, player: boardkit_scirocco::Side) -> i32 {
        Material.evaluate(game, player)
    }

    fn move_priority(&self, game: &Scirocco, mv: &boardkit_scirocco::Move) -> i32 {
        Material.move_priority(game, mv)
    }

    fn pass(&self, game: &mut Scirocco) -> bool {
        let position = game.position();
        if position.piece_count(position.side_to_move()) < 5 {
            return false;
        }
        game.pass_for_search();
        true
    }

    fn royal_threatened(&self, game: &Scirocco) -> bool {
        game.position().is_royal_attacked(game.position().side_to_move())
    }
}

/// Towers balls, own minus enemy, captures first.
#[derive(Clone, Copy)]
struct Balls;

impl Evaluate<Towers> for Balls {
    fn evaluate(&self, game: &Towers, player: boardkit_towers::Side) -> i32 {
        10 * (i32::from(game.balls_on_board(player)) - i32::from(game.balls_on_board(player.opponent())))
    }

    fn move_priority(&self, game: &Towers, mv: &boardkit_towers::Move) -> i32 {
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
    searches_on_scirocco();
    searches_on_towers();
    searches_on_sirocco();
    searches_on_a_game_with_chance();
    one_ply_and_random_bots_allocate_nothing_after_warming_up();
}

fn searches_on_scirocco() {
    let game = random_position(&Scirocco::startpos(), 7, 30).expect("a position");
    for (label, staged) in [("alpha-beta on Scirocco", false), ("alpha-beta on Scirocco, staged", true)] {
        let mut bot =
            AlphaBeta::new(Material, Limits::depth(64)).with_hash_mb(2).with_quiescence(6).with_staged_moves(staged);
        check(label, &game, &mut bot, deepening!(), 10_000);
    }
    let mut bot = AlphaBeta::new(SelectiveMaterial, Limits::depth(64))
        .with_hash_mb(2)
        .with_quiescence(6)
        .with_options(SearchOptions::SELECTIVE);
    check("alpha-beta on Scirocco, selective", &game, &mut bot, deepening!(), 10_000);
    let game = random_position(&Scirocco::startpos(), 8, 20).expect("a position");
    let mut bot = Expectimax::new(Material, Limits::depth(64)).with_hash_mb(1);
    check("expectimax on Scirocco", &game, &mut bot, deepening!(), 5_000);
    let game = random_position(&Scirocco::startpos(), 9, 20).expect("a position");
    let mut bot = Mcts::new(Material, Limits::iterations(1), 3).with_rollout_plies(4).with_tree_nodes(1 << 16);
    check("mcts on Scirocco", &game, &mut bot, mcts_search, 500);
}

fn searches_on_towers() {
    let game = random_position(&Towers::startpos(), 7, 12).expect("a position");
    let mut bot = AlphaBeta::new(Balls, Limits::depth(64)).with_hash_mb(1).with_quiescence(4);
    check("alpha-beta on Towers", &game, &mut bot, deepening!(), 10_000);
    let mut bot = Expectimax::new(Balls, Limits::depth(64)).with_hash_mb(1);
    check("expectimax on Towers", &game, &mut bot, deepening!(), 5_000);
    let mut bot = Mcts::new(Balls, Limits::iterations(1), 3).with_rollout_plies(8).with_tree_nodes(1 << 16);
    check("mcts on Towers", &game, &mut bot, mcts_search, 500);
}

fn searches_on_sirocco() {
    let two = random_position(&Sirocco::startpos(2).expect("two players"), 7, 40).expect("a position");
    let mut bot = AlphaBeta::new(ScoreDifference::default(), Limits::depth(64)).with_hash_mb(1);
    check("alpha-beta on two-player Sirocco", &two, &mut bot, deepening!(), 5_000);
    let four = random_position(&Sirocco::startpos(4).expect("four players"), 7, 60).expect("a position");
    let mut bot = Expectimax::new(ScoreDifference::default(), Limits::depth(64)).with_hash_mb(1);
    check("expectimax on four-player Sirocco", &four, &mut bot, deepening!(), 5_000);
    let mut bot = Mcts::random_playouts(Limits::iterations(1), 3).with_tree_nodes(1 << 16);
    check("mcts on four-player Sirocco", &four, &mut bot, mcts_search, 500);
}

fn searches_on_a_game_with_chance() {
    let pile = Pile::new(60, 2, true);
    let mut bot = AlphaBeta::new(hint, Limits::depth(64)).with_hash_mb(1);
    check("alpha-beta on a game with chance", &pile, &mut bot, deepening!(), 5_000);
    let pile = Pile::new(60, 3, true);
    let mut bot = Expectimax::new(hint, Limits::depth(64)).with_hash_mb(1);
    check("expectimax on a three-player game with chance", &pile, &mut bot, deepening!(), 5_000);
    let pile = Pile::new(60, 4, true);
    let mut bot = Mcts::random_playouts(Limits::iterations(1), 4).with_tree_nodes(1 << 16);
    check("mcts on a four-player game with chance", &pile, &mut bot, mcts_search, 500);
}

/// The states before each player's move of a seeded random game of at
/// most `plies` plies (throws drawn from the same generator).
fn player_states<G: Game>(start: &G, seed: u64, plies: usize) -> Vec<G> {
    let mut game = start.clone();
    let mut rng = SplitMix64::new(seed);
    let mut states = Vec::new();
    for _ in 0..plies {
        if game.turn().player().is_some() {
            states.push(game.clone());
        }
        let Some(mv) = boardkit_core::random_move(&game, &mut rng) else { break };
        game.play(&mv).expect("random moves are legal");
    }
    states
}

/// The bots without a node budget allocate nothing per choice once a
/// first pass over a game's states (the warm-up, which sizes their
/// buffers to the longest move list) is done: a second pass over the same
/// states allocates nothing, choice by choice.
fn check_choices<G: Game>(label: &str, states: &[G], bot: &mut dyn Bot<G>) {
    assert!(states.len() >= 20, "{label}: only {} states", states.len());
    for state in states {
        bot.choose(state).expect("a player is to move");
    }
    for (index, state) in states.iter().enumerate() {
        let (choice, count) = allocations(|| bot.choose(state));
        assert!(choice.is_some_and(|mv| state.is_legal(&mv)), "{label}: choice {index} in {state}");
        assert_eq!(count, 0, "{label}: choice {index} allocates, in {state}");
    }
    eprintln!("{label}: {} choices after the warm-up, no allocation", states.len());
}

fn one_ply_and_random_bots_allocate_nothing_after_warming_up() {
    let scirocco = player_states(&Scirocco::startpos(), 11, 120);
    check_choices("greedy on Scirocco", &scirocco, &mut Greedy::new(Material).with_tie_break_seed(5));
    check_choices("random on Scirocco", &scirocco, &mut RandomBot::new(SplitMix64::new(5)));
    let towers = player_states(&Towers::startpos(), 11, 120);
    check_choices("greedy on Towers", &towers, &mut Greedy::new(Balls).with_tie_break_seed(5));
    check_choices("random on Towers", &towers, &mut RandomBot::new(SplitMix64::new(5)));
    let sirocco = player_states(&Sirocco::startpos(4).expect("four players"), 11, 240);
    let mut expecting = Greedy::new(ScoreDifference::default()).expecting_chance(true).with_tie_break_seed(5);
    check_choices("greedy on four-player Sirocco", &sirocco, &mut expecting);
    check_choices("random on four-player Sirocco", &sirocco, &mut RandomBot::new(SplitMix64::new(5)));
    let pile = player_states(&Pile::new(60, 3, true), 11, 200);
    check_choices("greedy on a game with chance", &pile, &mut Greedy::new(hint).expecting_chance(true));
    check_choices("random on a game with chance", &pile, &mut RandomBot::new(SplitMix64::new(5)));
    // Not a player's turn: no move, and no allocation either.
    let mut chance = Pile::new(60, 3, true);
    chance.play(&1).expect("a legal take");
    assert_eq!(chance.turn(), Turn::Chance);
    let mut random = RandomBot::new(SplitMix64::new(5));
    let (choice, count) = allocations(|| random.choose(&chance));
    assert_eq!((choice, count), (None, 0));
}
