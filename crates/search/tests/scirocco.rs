//! The searches on Scirocco: the same root value as plain minimax, the
//! tactics of the end rules, MCTS's win in one, and the full move
//! generations an alpha-beta node costs.

mod common;

use std::cell::Cell;

use boardkit_core::Game;
use boardkit_scirocco::{Move, Scirocco, Side, stats};
use boardkit_search::{AlphaBeta, Bot, Evaluate, Limits, Mcts, WIN};
use common::material::Material;
use common::positions::random_position;
use common::reference::{root_minimax, root_pruned_minimax};

fn alpha_beta(depth: u32) -> AlphaBeta<Scirocco, Material> {
    AlphaBeta::new(Material, Limits::depth(depth)).with_hash_mb(1)
}

/// Hundreds of seeded positions, three plies deep: at two plies the table
/// never settles a node (a position met again at the same remaining depth
/// needs a transposition or a re-search two plies down), so its values
/// would go untested. The reference is plain alpha-beta, which gives plain
/// minimax's root value (checked against it below) at a cost the test
/// profile affords on 200 positions. Each position is then searched two
/// plies deep by the same bot, whose table holds deeper results for it.
#[test]
fn alpha_beta_with_the_table_agrees_with_minimax() {
    let start = Scirocco::startpos();
    let mut checked = 0;
    let mut hits = 0;
    // One bot for all positions: its table carries entries from one
    // position to the next, which must not change any value.
    let mut bot = alpha_beta(3);
    for seed in 0..200 {
        let Some(game) = random_position(&start, seed, 10 + seed % 70) else { continue };
        let expected = root_pruned_minimax(&game, 3, &Material).expect("a player is to move");
        let report = bot.search(&game).expect("a player is to move");
        assert_eq!(report.score, expected, "seed {seed}: {game}");
        hits += bot.table_hits();
        // The table now holds the root's children searched two plies deep:
        // a search one ply shallower must not take their values.
        bot.set_limits(Limits::depth(2));
        let expected = root_pruned_minimax(&game, 2, &Material).expect("a player is to move");
        let report = bot.search(&game).expect("a player is to move");
        assert_eq!(report.score, expected, "seed {seed}, two plies: {game}");
        bot.set_limits(Limits::depth(3));
        checked += 1;
    }
    eprintln!("{checked} positions, {hits} nodes settled by the table three plies deep");
    assert!(checked >= 150, "only {checked} positions");
    assert!(hits >= 1_000, "the table settled only {hits} nodes");
    // The count is the last search's: one ply deep, nothing is probed.
    bot.set_limits(Limits::depth(1));
    bot.search(&start).expect("a player is to move");
    assert_eq!(bot.table_hits(), 0);
}

/// The reference of the test above is plain minimax: the same root value
/// two plies deep on 60 positions and three plies deep on 8.
#[test]
fn the_pruned_reference_is_plain_minimax() {
    let start = Scirocco::startpos();
    for (depth, seeds) in [(2, 0..60), (3, 2_000..2_008)] {
        for seed in seeds {
            let Some(game) = random_position(&start, seed, 10 + seed % 70) else { continue };
            let pruned = root_pruned_minimax(&game, depth, &Material);
            assert_eq!(pruned, root_minimax(&game, depth, &Material), "depth {depth}, seed {seed}: {game}");
        }
    }
}

#[test]
fn alpha_beta_agrees_with_minimax_three_plies_deep() {
    let start = Scirocco::startpos();
    let mut bot = alpha_beta(3);
    let mut checked = 0;
    for seed in 1_000..1_012 {
        let Some(game) = random_position(&start, seed, 40 + seed % 50) else { continue };
        let expected = root_minimax(&game, 3, &Material).expect("a player is to move");
        assert_eq!(bot.search(&game).expect("a move").score, expected, "seed {seed}: {game}");
        checked += 1;
    }
    assert!(checked >= 8);
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

#[test]
fn alpha_beta_takes_the_royal() {
    let report = alpha_beta(4).search(&position(ROYAL_CAPTURE)).expect("a move");
    assert_eq!(report.best_move.to_string(), "j1j10");
    assert_eq!(report.wins_in(), Some(1));
}

#[test]
fn alpha_beta_bares_the_royal() {
    let report = alpha_beta(4).search(&position(BARE_ROYAL)).expect("a move");
    assert_eq!(report.best_move.to_string(), "e1e5");
    assert_eq!(report.wins_in(), Some(1));
}

#[test]
fn alpha_beta_finds_the_forced_royal_capture_three_plies_deep() {
    let game = position(ROYAL_IN_THREE);
    let report = alpha_beta(5).search(&game).expect("a move");
    assert_eq!(report.score, WIN - 3, "{report:?}");
    // Every Tan reply to the chosen move loses at once (Rb10 attacks the
    // King, Rb5 the last Pawn: both force the win).
    let mut after = game.clone();
    after.play(&report.best_move).expect("the bot plays legal moves");
    for reply in after.legal_moves() {
        let mut next = after.clone();
        next.play(&reply).expect("legal");
        let finish = alpha_beta(1).search(&next).expect("Blue to move");
        assert_eq!(finish.wins_in(), Some(1), "after {} {reply}", report.best_move);
    }
    // Not found one ply shorter: it takes three plies.
    assert!(alpha_beta(2).search(&game).expect("a move").wins_in().is_none());
}

#[test]
fn mcts_finds_each_win_in_one() {
    for (fen, expected) in [(ROYAL_CAPTURE, "j1j10"), (BARE_ROYAL, "e1e5")] {
        let mut bot = Mcts::new(Material, Limits::iterations(3_000), 5).with_rollout_plies(2);
        assert_eq!(bot.choose(&position(fen)).map(|mv| mv.to_string()).as_deref(), Some(expected), "{fen}");
    }
}

/// [`Material`], counting the leaves it judges: the nodes of a search that
/// are not leaves are the interior nodes, those that may generate moves.
#[derive(Debug, Default)]
struct CountedMaterial {
    leaves: Cell<u64>,
}

impl Evaluate<Scirocco> for CountedMaterial {
    fn evaluate(&self, game: &Scirocco, player: Side) -> i32 {
        self.leaves.set(self.leaves.get() + 1);
        Material.evaluate(game, player)
    }

    fn move_priority(&self, game: &Scirocco, mv: &Move) -> i32 {
        Material.move_priority(game, mv)
    }
}

/// Searches `games` with one bot (quiescence `quiescence` plies) and
/// checks that the searches paid at most 1.2 full move generations per
/// node, and per interior node: a node the evaluation did not judge (the
/// main-search nodes that may generate their whole list, and the rare
/// finished games). Quiescence nodes and leaves are judged and generate
/// only captures or nothing, so the figure per node alone would hide a
/// whole generation more at every interior node. Prints the figures.
fn check_full_generations(label: &str, quiescence: u32, games: &[Scirocco], min_nodes: u64) {
    let limits = Limits::depth(64).with_nodes(20_000);
    let mut bot = AlphaBeta::new(CountedMaterial::default(), limits).with_hash_mb(4).with_quiescence(quiescence);
    let (mut generations, mut nodes) = (0, 0);
    for game in games {
        stats::reset();
        let report = bot.search(game).expect("a move");
        generations += stats::full_generations();
        nodes += report.nodes;
    }
    let interior = nodes - bot.evaluation().leaves.get();
    let (per_node, per_interior) = (generations as f64 / nodes as f64, generations as f64 / interior as f64);
    eprintln!(
        "{label}: {generations} full generations over {nodes} nodes ({interior} interior): \
         {per_node:.3} per node, {per_interior:.3} per interior node"
    );
    assert!(nodes >= min_nodes && interior * 20 >= min_nodes, "{label}: {nodes} nodes, {interior} interior");
    assert!(per_node <= 1.2, "{label}: {per_node:.3} full generations per node");
    assert!(per_interior <= 1.2, "{label}: {per_interior:.3} full generations per interior node");
}

/// Seeded random positions for the generation counts.
fn counting_positions() -> Vec<Scirocco> {
    (0..6).filter_map(|seed| random_position(&Scirocco::startpos(), seed, 2 * seed + 10)).collect()
}

#[test]
fn alpha_beta_pays_at_most_1_2_full_generations_per_node() {
    check_full_generations("quiescence 6", 6, &counting_positions(), 100_000);
}

/// Quiescence nodes generate only captures, so with quiescence they
/// dominate the node count above; without it every node but the leaves
/// is a main-search node.
#[test]
fn alpha_beta_without_quiescence_pays_at_most_1_2_full_generations_per_node() {
    check_full_generations("no quiescence", 0, &counting_positions(), 100_000);
}

/// Once a position has occurred twice, a third occurrence ends the game:
/// every node's `turn()` must then find a move that does not repeat
/// without building the whole list (an early-exit probe), or each node,
/// leaves included, would pay a full generation more.
#[test]
fn alpha_beta_pays_at_most_1_2_full_generations_per_node_after_a_repetition() {
    let game = Scirocco::from_spec("startpos moves f1e4 e10d7 e4f1 d7e10 c3c4 c8c7").expect("a legal line");
    let back = Scirocco::from_spec("startpos moves f1e4 e10d7 e4f1 d7e10").expect("a legal line");
    // The same position again (the hash leaves the move number out).
    assert_eq!(back.position_hash(), Scirocco::startpos().position_hash(), "the start position occurred twice");
    for quiescence in [0, 6] {
        let label = format!("after a repetition, quiescence {quiescence}");
        check_full_generations(&label, quiescence, std::slice::from_ref(&game), 20_000);
    }
}

#[test]
fn node_budget_makes_the_search_deterministic() {
    let game = random_position(&Scirocco::startpos(), 3, 30).expect("a position");
    let run = || {
        let mut bot = AlphaBeta::new(Material, Limits::depth(64).with_nodes(5_000)).with_hash_mb(1).with_quiescence(4);
        let mut report = bot.search(&game).expect("a move");
        report.elapsed = Default::default();
        report
    };
    assert_eq!(run(), run());
}

#[test]
fn late_move_reductions_keep_the_forced_wins() {
    for (fen, plies) in [(ROYAL_CAPTURE, 1), (BARE_ROYAL, 1), (ROYAL_IN_THREE, 3)] {
        let mut bot = AlphaBeta::new(Material, Limits::depth(5)).with_hash_mb(1).with_late_move_reductions(true);
        let report = bot.search(&position(fen)).expect("a move");
        assert_eq!(report.wins_in(), Some(plies), "{fen}");
    }
}

/// Staged move generation (tactical moves and killers before the rest is
/// generated) with an evaluation that rates exactly the tactical moves
/// promising: the same tree as generating everything at once, move for
/// move, so the same report, nodes included. A move searched twice, or
/// skipped, by the stages would change the count.
#[test]
fn staged_moves_search_the_same_tree() {
    let start = Scirocco::startpos();
    let limits = Limits::depth(64).with_nodes(20_000);
    let mut checked = 0;
    for seed in 0..40 {
        let Some(game) = random_position(&start, seed, 2 * seed + 4) else { continue };
        let run = |staged: bool| {
            let mut bot = AlphaBeta::new(Material, limits).with_hash_mb(1).with_quiescence(4).with_staged_moves(staged);
            let mut report = bot.search(&game).expect("a move");
            report.elapsed = Default::default();
            report
        };
        assert_eq!(run(true), run(false), "seed {seed}: {game}");
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} positions");
}

/// Material, with a move order that mixes every case the stages of a
/// staged search must sort out: tactical moves rated promising or not,
/// quiet moves rated promising or unpromising (by the squares moved and
/// the position, so that a killer, unpromising where it cut, can be
/// promising in the next position).
#[derive(Clone, Copy, Debug)]
struct Mixed;

impl Evaluate<Scirocco> for Mixed {
    fn evaluate(&self, game: &Scirocco, player: Side) -> i32 {
        Material.evaluate(game, player)
    }

    fn move_priority(&self, game: &Scirocco, mv: &Move) -> i32 {
        let position = (game.position_hash() % 5) as i32;
        (mv.from().file().index() as i32 + 3 * mv.to().rank().index() as i32 + position) % 5 - 2
    }
}

/// Staged move generation searches every move once, whatever the order:
/// the minimax value at a fixed depth, also with an evaluation whose
/// promising moves are not the tactical ones.
#[test]
fn staged_moves_keep_the_minimax_value() {
    let start = Scirocco::startpos();
    let mut bot = AlphaBeta::new(Mixed, Limits::depth(2)).with_hash_mb(1).with_staged_moves(true);
    let mut checked = 0;
    for seed in 0..120 {
        let Some(game) = random_position(&start, seed, 10 + seed % 70) else { continue };
        let expected = root_minimax(&game, 2, &Mixed).expect("a player is to move");
        assert_eq!(bot.search(&game).expect("a move").score, expected, "seed {seed}: {game}");
        checked += 1;
    }
    assert!(checked >= 90, "only {checked} positions");
}

/// What staging is for: on the same searches (the same tree, above), the
/// nodes cut off by a capture or a killer never generate the whole list.
#[test]
fn staged_moves_generate_fewer_whole_lists() {
    let start = Scirocco::startpos();
    let generations = |staged: bool| {
        let mut bot = AlphaBeta::new(Material, Limits::depth(64).with_nodes(10_000))
            .with_hash_mb(2)
            .with_quiescence(6)
            .with_staged_moves(staged);
        stats::reset();
        for seed in 0..4 {
            let game = random_position(&start, seed, 2 * seed + 10).expect("a position");
            bot.search(&game).expect("a move");
        }
        stats::full_generations()
    };
    let (unstaged, staged) = (generations(false), generations(true));
    eprintln!("full generations: {unstaged} unstaged, {staged} staged");
    assert!(staged * 4 < unstaged * 3, "{staged} staged against {unstaged}");
}
