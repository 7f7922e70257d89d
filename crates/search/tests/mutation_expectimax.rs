//! Expectimax beyond max-n values, from mutation testing: the paranoid
//! strategy, seeded tie-breaks, the table switch and the accessors (until
//! then only the facade's tests, which a per-crate run does not see,
//! searched with them).

mod common;

use boardkit_core::{Game, Turn};
use boardkit_search::{Bot, Expectimax, Limits, Strategy};
use common::reference::paranoid_expectimax;
use common::toy::{Corridor, Pile};

/// The counting evaluation of `tests/toy.rs`: the pile size modulo 4
/// matters.
fn hint(game: &Pile, player: u8) -> i32 {
    let good = i32::from(!game.counters.is_multiple_of(4)) * 10 - 5;
    if game.turn().player() == Some(player) { good } else { -good }
}

#[test]
fn paranoid_expectimax_agrees_with_the_naive_paranoid_search() {
    for players in 2..=4 {
        // One bot for all the searches: its table must not carry values over.
        let mut bot = Expectimax::new(hint, Limits::depth(1)).with_hash_mb(1).with_strategy(Strategy::Paranoid);
        assert_eq!(bot.strategy(), Strategy::Paranoid);
        for counters in 1..=9 {
            for seat in 0..players {
                let mut game = Pile::new(counters, players, true);
                game.to_move = seat;
                for depth in 1..=4 {
                    bot.set_limits(Limits::depth(depth));
                    assert_eq!(bot.limits().depth, depth);
                    let expected = paranoid_expectimax(&game, seat, depth, 0, &hint);
                    let report = bot.search(&game).expect("a player is to move");
                    assert_eq!(i64::from(report.score), expected, "{players} players, {game}, depth {depth}");
                    // One legal move stops the search at depth 1.
                    assert_eq!(report.depth, if counters == 1 { 1 } else { depth });
                    assert_eq!(report.principal_variation.first(), Some(&report.best_move));
                }
            }
        }
    }
    // With two players paranoid is max-n.
    for counters in 1..=9 {
        let game = Pile::new(counters, 2, true);
        let mut max_n = Expectimax::new(hint, Limits::depth(3)).with_hash_mb(1);
        let mut cautious = Expectimax::new(hint, Limits::depth(3)).with_hash_mb(1).with_strategy(Strategy::Paranoid);
        assert_eq!(max_n.strategy(), Strategy::MaxN);
        let (a, b) = (max_n.search(&game).expect("a move"), cautious.search(&game).expect("a move"));
        assert_eq!((a.score, a.best_move), (b.score, b.best_move), "{game}");
    }
}

/// Equal root moves go to the first in the game's order, or with a seed to
/// a seeded pick among all of them.
#[test]
fn seeded_expectimax_breaks_ties_among_all_equal_moves() {
    let nothing = |_: &Pile, _: u8| 0;
    let game = Pile::new(10, 2, false);
    assert_eq!(Expectimax::new(nothing, Limits::depth(1)).choose(&game), Some(1));
    let picks: std::collections::BTreeSet<u8> = (0..40)
        .filter_map(|seed| Expectimax::new(nothing, Limits::depth(1)).with_tie_break_seed(seed).choose(&game))
        .collect();
    assert_eq!(picks.into_iter().collect::<Vec<_>>(), [1, 2, 3]);
}

/// The table only saves work: without it (0 MiB) the values are the same
/// and more nodes are searched; a second search reuses it, and after
/// `clear` a search costs what the first did.
#[test]
fn the_table_saves_nodes_and_clear_forgets_it() {
    let game = Pile::new(9, 3, true);
    let mut bot = Expectimax::new(hint, Limits::depth(4)).with_hash_mb(1);
    let first = bot.search(&game).expect("a move");
    let again = bot.search(&game).expect("a move");
    assert_eq!((again.score, again.best_move), (first.score, first.best_move));
    assert!(again.nodes < first.nodes, "{} then {} nodes", first.nodes, again.nodes);
    bot.clear();
    let cleared = bot.search(&game).expect("a move");
    assert_eq!(cleared.nodes, first.nodes);
    let mut untabled = Expectimax::new(hint, Limits::depth(4)).with_hash_mb(0);
    let plain = untabled.search(&game).expect("a move");
    assert_eq!((plain.score, plain.best_move), (first.score, first.best_move));
    assert!(plain.nodes > first.nodes, "{} nodes without a table, {} with", plain.nodes, first.nodes);
    assert_eq!(bot.evaluation()(&game, 0), hint(&game, 0));
}

/// With one legal move there is nothing to weigh: the search stops after
/// its first iteration, whatever the depth limit.
#[test]
fn one_legal_move_ends_the_search_at_depth_one() {
    // One counter left: the only move takes it.
    let game = Pile::new(1, 3, true);
    let report = Expectimax::new(hint, Limits::depth(4)).search(&game).expect("a player is to move");
    assert_eq!((report.best_move, report.depth), (1, 1));
    // Two moves: every iteration runs.
    let game = Pile::new(2, 3, true);
    let report = Expectimax::new(hint, Limits::depth(4)).search(&game).expect("a player is to move");
    assert_eq!(report.depth, 4);
}

/// Only seat 0 cares (it likes a big pile): the others are indifferent
/// between their moves and take the first of them, which decides seat 0's
/// value (kills `key > best` → `>=` at a player's node, which took the
/// last of equal moves).
#[test]
fn an_indifferent_player_takes_the_first_of_equal_moves() {
    let only_seat_0 = |game: &Pile, player: u8| if player == 0 { i32::from(game.counters) } else { 0 };
    for counters in 4..=9 {
        let game = Pile::new(counters, 3, true);
        for depth in 1..=3 {
            let expected = common::reference::expectimax(&game, depth, 0, &only_seat_0);
            let report = Expectimax::new(only_seat_0, Limits::depth(depth)).search(&game).expect("a move");
            assert_eq!(i64::from(report.score), expected[0], "{game}, depth {depth}");
        }
    }
}

/// Every player's value of a corridor state: the plies played to reach it.
fn plies_played(game: &Corridor, _: u8) -> i32 {
    (game.moves + game.coins) as i32
}

/// The deepest search, [`boardkit_search::MAX_DEPTH`] moves with a coin
/// after each, would reach ply 128; it stops at ply 127 (the 64th coin not
/// thrown) and judges the state there (kills the `ply + 1 >= MAX_PLY`
/// guard made `false`, `ply - 1` or `ply * 1`, which judged ply 128).
#[test]
fn the_search_stops_at_the_deepest_ply() {
    let game = Corridor { moves: 0, coins: 0, coin_due: false, weight: 1 };
    let report =
        Expectimax::new(plies_played, Limits::depth(boardkit_search::MAX_DEPTH)).search(&game).expect("a move");
    assert_eq!(report.depth, boardkit_search::MAX_DEPTH);
    assert_eq!(report.score, 127);
}

/// A chance turn whose weights add up to nothing (a broken game) is judged
/// as it stands, not divided by zero (kills `count == 0 || total == 0` →
/// `&&`).
#[test]
fn a_chance_turn_without_weight_is_judged_as_it_stands() {
    let game = Corridor { moves: 0, coins: 0, coin_due: false, weight: 0 };
    let report = Expectimax::new(plies_played, Limits::depth(3)).search(&game).expect("a move");
    // Every line stops at the first coin, after one move.
    assert_eq!((report.depth, report.score), (3, 1));
}

/// A bot reused from move to move keeps its max-n values, but a position
/// met again at another distance from the root is not taken from the
/// table, since a win's value depends on that distance: down a game, each
/// search one ply shallower than the last (so that the positions below
/// have the same depth left as in the search before, one move and its
/// coin nearer the root), every value is a fresh search's (kills the ply
/// dropped from the table key, `ply_key` → 0 or 1).
#[test]
fn a_reused_bot_values_positions_at_their_own_distance() {
    for (counters, players) in [(9, 2), (10, 2), (9, 3), (11, 3)] {
        let mut bot = Expectimax::new(hint, Limits::depth(5)).with_hash_mb(1);
        let mut game = Pile::new(counters, players, true);
        let mut rng = boardkit_core::SplitMix64::new(u64::from(counters));
        for depth in (1..=5).rev() {
            while game.turn() == Turn::Chance {
                let coin = boardkit_core::random_move(&game, &mut rng).expect("a coin");
                game.play(&coin).expect("a coin is legal");
            }
            let Turn::Player(seat) = game.turn() else { break };
            bot.set_limits(Limits::depth(depth));
            let report = bot.search(&game).expect("a player is to move");
            let expected = common::reference::expectimax(&game, depth, 0, &hint);
            assert_eq!(i64::from(report.score), expected[usize::from(seat)], "{game}, depth {depth}");
            game.play(&report.best_move).expect("the bot's move is legal");
        }
    }
}
