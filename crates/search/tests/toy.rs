//! The searches on a small game with every kind of turn, against plain
//! reference searches.

mod common;

use boardkit_core::Game;
use boardkit_search::{AlphaBeta, Bot, Expectimax, Limits, Mcts, WIN};
use common::reference::{expectimax, root_minimax};
use common::toy::{Pile, Toss};

/// A counting evaluation: the pile size modulo 4 matters in this game.
fn hint(game: &Pile, player: u8) -> i32 {
    let good = i32::from(!game.counters.is_multiple_of(4)) * 10 - 5;
    if game.turn().player() == Some(player) { good } else { -good }
}

#[test]
fn alpha_beta_agrees_with_minimax() {
    for counters in 1..=14 {
        for coins in [false, true] {
            let game = Pile::new(counters, 2, coins);
            for depth in 1..=5 {
                let expected = root_minimax(&game, depth, &hint).expect("a player is to move");
                let mut bot = AlphaBeta::new(hint, Limits::depth(depth)).with_hash_mb(1);
                let report = bot.search(&game).expect("a player is to move");
                assert_eq!(report.score, expected, "{counters} counters, coins {coins}, depth {depth}");
            }
        }
    }
}

#[test]
fn alpha_beta_finds_the_fastest_win() {
    // 5 counters: take 1, leave 4.
    let game = Pile::new(5, 2, false);
    let mut bot = AlphaBeta::new(hint, Limits::depth(10)).with_hash_mb(1);
    let report = bot.search(&game).expect("a player is to move");
    assert_eq!(report.best_move, 1);
    assert_eq!(report.wins_in(), Some(3));
    assert_eq!(report.score, WIN - 3);
}

#[test]
fn expectimax_agrees_with_naive_expectimax() {
    for players in 2..=4 {
        for counters in 1..=9 {
            let game = Pile::new(counters, players, true);
            for depth in 1..=4 {
                let expected = expectimax(&game, depth, 0, &hint);
                let mut bot = Expectimax::new(hint, Limits::depth(depth)).with_hash_mb(1);
                let report = bot.search(&game).expect("a player is to move");
                assert_eq!(i64::from(report.score), expected[0], "{players} players, {counters}, depth {depth}");
            }
        }
    }
}

#[test]
fn mcts_takes_the_last_counters() {
    for players in 2..=4 {
        for counters in 1..=3 {
            let game = Pile::new(counters, players, true);
            let mut bot = Mcts::random_playouts(Limits::iterations(300), 9);
            assert_eq!(bot.choose(&game), Some(counters), "{players} players, {counters} counters");
        }
    }
}

#[test]
fn mcts_is_deterministic_for_a_seed() {
    let game = Pile::new(11, 3, true);
    let run = |seed| Mcts::random_playouts(Limits::iterations(500), seed).search(&game).expect("a move");
    let (a, b) = (run(3), run(3));
    assert_eq!(a, SearchReportEq::strip(b.clone(), &a));
    assert_eq!(a.principal_variation, b.principal_variation);
    assert_eq!(a.nodes, b.nodes);
}

/// Reports compare equal up to the time they took.
struct SearchReportEq;

impl SearchReportEq {
    fn strip<M>(
        mut report: boardkit_search::SearchReport<M>,
        like: &boardkit_search::SearchReport<M>,
    ) -> boardkit_search::SearchReport<M> {
        report.elapsed = like.elapsed;
        report
    }
}

#[test]
fn the_limit_builders_set_what_they_name() {
    let limits = Limits::depth(3).with_iterations(50);
    assert_eq!((limits.depth, limits.iterations), (3, Some(50)));
    assert_eq!(Limits::iterations(7).iterations, Some(7));
    assert_eq!(Limits::depth(3).with_nodes(9).nodes, Some(9));
    let second = std::time::Duration::from_secs(1);
    assert_eq!(Limits::depth(3).with_time(second).time, Some(second));
}

#[test]
fn the_even_evaluation_is_zero_for_everyone() {
    use boardkit_search::{Evaluate, Even};
    let game = Pile::new(5, 2, false);
    assert_eq!((Even.evaluate(&game, 0), Even.evaluate(&game, 1)), (0, 0));
}

/// Three points a counter for seat 0, minus that for the others: seat 0
/// likes a big pile, whoever moves.
fn pile_size(game: &Pile, player: u8) -> i32 {
    let value = 3 * i32::from(game.counters);
    if player == 0 { value } else { -value }
}

/// The greedy bot's values one ply ahead, exactly: a state as it stands,
/// the weight-averaged outcomes of a coin when it expects chance, and a
/// win on the spot; its choice is the best of them.
#[test]
fn greedy_values_each_move_one_ply_ahead() {
    use boardkit_search::Greedy;
    let game = Pile::new(6, 2, true);
    // Taking k leaves 6 − k counters and a coin to throw.
    let plain = Greedy::new(pile_size).rank(&game);
    assert_eq!(plain, [(1, 15), (2, 12), (3, 9)]);
    // The coin adds 0 (weight 1) or 1 (weight 2): (3(6 − k) + 2 · 3(7 − k)) / 3.
    let expecting = Greedy::new(pile_size).expecting_chance(true).rank(&game);
    assert_eq!(expecting, [(1, 17), (2, 14), (3, 11)]);
    assert_eq!(Greedy::new(pile_size).choose(&game), Some(1));
    // Seat 1 likes a small pile.
    let mut second = game.clone();
    second.to_move = 1;
    assert_eq!(Greedy::new(pile_size).choose(&second), Some(3));
    // Taking the last two counters wins at once, whatever the evaluation says.
    let ending = Pile::new(2, 2, false);
    assert_eq!(Greedy::new(pile_size).rank(&ending), [(1, 3), (2, WIN - 1)]);
    assert_eq!(Greedy::new(pile_size).expecting_chance(true).choose(&ending), Some(2));
    // No player to move: no values, no move.
    let mut coin = game.clone();
    coin.play(&1).expect("a take");
    assert!(Greedy::new(pile_size).rank(&coin).is_empty());
    assert_eq!(Greedy::new(pile_size).choose(&coin), None);
}

/// A coin that ends the game: expecting chance, the greedy bot values each
/// call by the weighted wins and losses it leads to (won two plies on), and
/// calls the likelier side.
#[test]
fn greedy_values_a_chance_outcome_that_ends_the_game() {
    use boardkit_search::Greedy;
    let nothing = |_: &Toss, _: u8| 0;
    // Heads (weight 1) wins for a call of heads, tails (weight 3) loses.
    let half = (WIN - 2) / 2;
    let values = Greedy::new(nothing).expecting_chance(true).rank(&Toss::default());
    assert_eq!(values, [(1, -half), (2, half)]);
    assert_eq!(Greedy::new(nothing).expecting_chance(true).choose(&Toss::default()), Some(2));
    // Not expecting chance: the state after the call as it stands.
    assert_eq!(Greedy::new(nothing).rank(&Toss::default()), [(1, 0), (2, 0)]);
}

/// Equal moves go to a seeded pick among all of them (and to the first
/// without a seed).
#[test]
fn greedy_breaks_ties_among_all_equal_moves() {
    use boardkit_search::Greedy;
    let nothing = |_: &Pile, _: u8| 0;
    let game = Pile::new(6, 2, false);
    assert_eq!(Greedy::new(nothing).choose(&game), Some(1));
    let picks: std::collections::BTreeSet<u8> =
        (0..40).filter_map(|seed| Greedy::new(nothing).with_tie_break_seed(seed).choose(&game)).collect();
    assert_eq!(picks.into_iter().collect::<Vec<_>>(), [1, 2, 3]);
}

/// A bot lent (`&mut`) or boxed (`Box<dyn Bot>`) chooses as itself: from
/// 5 counters the winning take is 1, and a finished pile has no move.
/// (Kills the two forwarding impls of lib.rs returning `None` or the
/// default move, 0, which is not even legal.)
#[test]
fn a_lent_or_boxed_bot_chooses_as_itself() {
    let game = Pile::new(5, 2, false);
    let mut bot = AlphaBeta::new(hint, Limits::depth(4)).with_hash_mb(1);
    let lent = &mut bot;
    assert_eq!(lent.choose(&game), Some(1));
    let mut boxed: Box<dyn Bot<Pile>> = Box::new(AlphaBeta::new(hint, Limits::depth(4)).with_hash_mb(1));
    assert_eq!(boxed.choose(&game), Some(1));
    assert_eq!(boxed.choose(&Pile::new(0, 2, false)), None);
}
