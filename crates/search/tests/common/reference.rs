//! Plain minimax and naive expectimax: no pruning, no table, no ordering,
//! checked `play` on cloned states. What the real searches must agree with.

use boardkit_core::{Game, PlayerList, Turn, total_weight};
use boardkit_search::{Evaluate, MAX_EVALUATION, Strategy, outcome_value};

fn clamp(value: i32) -> i32 {
    value.clamp(-MAX_EVALUATION, MAX_EVALUATION)
}

fn terminal<G: Game>(game: &G, player: G::Player, ply: u32) -> i32 {
    game.outcome().map_or(0, |outcome| outcome_value(&outcome, player, game.players().len(), ply))
}

/// The average of `value` over the chance outcomes' children, by their
/// exact weights (integer division, as the bots average).
fn chance_average<G: Game, V: Into<i64> + TryFrom<i64>>(game: &G, mut value: impl FnMut(&G) -> V) -> V {
    let outcomes = game.chance_outcomes();
    let total = total_weight(&outcomes) as i64;
    let mut sum = 0_i64;
    for (mv, weight) in &outcomes {
        let mut child = game.clone();
        child.play(mv).expect("outcomes play");
        sum += i64::from(*weight) * value(&child).into();
    }
    // An average lies between its values, so it fits their type.
    V::try_from(sum / total).ok().expect("an average of values fits their type")
}

/// The negamax value of `game` for `me` (the player to move, or who moved
/// into a chance turn), `depth` plies deep, chance averaged.
pub fn minimax<G: Game, E: Evaluate<G>>(game: &G, me: G::Player, depth: u32, ply: u32, evaluation: &E) -> i32 {
    match game.turn() {
        Turn::Over => terminal(game, me, ply),
        Turn::Chance => chance_average(game, |child| child_value(child, me, depth, ply + 1, evaluation)),
        Turn::Player(_) if depth == 0 => clamp(evaluation.evaluate(game, me)),
        Turn::Player(_) => {
            let mut best = i32::MIN;
            for mv in game.legal_moves() {
                let mut child = game.clone();
                child.play(&mv).expect("legal moves play");
                best = best.max(child_value(&child, me, depth - 1, ply + 1, evaluation));
            }
            best
        }
    }
}

fn child_value<G: Game, E: Evaluate<G>>(child: &G, mover: G::Player, depth: u32, ply: u32, evaluation: &E) -> i32 {
    match child.turn() {
        Turn::Player(next) if next != mover => -minimax(child, next, depth, ply, evaluation),
        Turn::Player(next) => minimax(child, next, depth, ply, evaluation),
        Turn::Chance | Turn::Over => minimax(child, mover, depth, ply, evaluation),
    }
}

/// Larger than any value, and safe to negate.
const INFINITY: i32 = i32::MAX;

/// [`minimax`] with plain alpha-beta pruning: fail-soft, the moves in the
/// game's order, no table, no ordering, chance averaged from exact values
/// (a full window below it). Within the window `alpha..beta` it returns
/// the minimax value itself, so with the full window at the root it is
/// [`minimax`]'s value, at a fraction of its cost: what the tests use
/// where plain minimax is too slow for hundreds of positions (and check
/// against plain minimax where it is not).
#[allow(clippy::too_many_arguments)]
pub fn pruned_minimax<G: Game, E: Evaluate<G>>(
    game: &G,
    me: G::Player,
    depth: u32,
    ply: u32,
    mut alpha: i32,
    beta: i32,
    evaluation: &E,
) -> i32 {
    match game.turn() {
        Turn::Over => terminal(game, me, ply),
        Turn::Chance => {
            chance_average(game, |child| pruned_child_value(child, me, depth, ply + 1, -INFINITY, INFINITY, evaluation))
        }
        Turn::Player(_) if depth == 0 => clamp(evaluation.evaluate(game, me)),
        Turn::Player(_) => {
            let mut best = -INFINITY;
            for mv in game.legal_moves() {
                let mut child = game.clone();
                child.play(&mv).expect("legal moves play");
                let value = pruned_child_value(&child, me, depth - 1, ply + 1, alpha, beta, evaluation);
                best = best.max(value);
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
            best
        }
    }
}

fn pruned_child_value<G: Game, E: Evaluate<G>>(
    child: &G,
    mover: G::Player,
    depth: u32,
    ply: u32,
    alpha: i32,
    beta: i32,
    evaluation: &E,
) -> i32 {
    match child.turn() {
        Turn::Player(next) if next != mover => -pruned_minimax(child, next, depth, ply, -beta, -alpha, evaluation),
        Turn::Player(next) => pruned_minimax(child, next, depth, ply, alpha, beta, evaluation),
        Turn::Chance | Turn::Over => pruned_minimax(child, mover, depth, ply, alpha, beta, evaluation),
    }
}

/// The root value of [`pruned_minimax`] with the full window: the root
/// value of [`root_minimax`], cheaper.
pub fn root_pruned_minimax<G: Game, E: Evaluate<G>>(game: &G, depth: u32, evaluation: &E) -> Option<i32> {
    let me = game.turn().player()?;
    Some(pruned_minimax(game, me, depth, 0, -INFINITY, INFINITY, evaluation))
}

/// The root value of a fixed-depth minimax for the player to move.
pub fn root_minimax<G: Game, E: Evaluate<G>>(game: &G, depth: u32, evaluation: &E) -> Option<i32> {
    let me = game.turn().player()?;
    Some(minimax(game, me, depth, 0, evaluation))
}

/// Naive max-n expectimax: every player's value, `depth` player moves deep.
pub fn expectimax<G: Game, E: Evaluate<G>>(game: &G, depth: u32, ply: u32, evaluation: &E) -> PlayerList<i64> {
    let players = game.players();
    match game.turn() {
        Turn::Over => players.iter().map(|p| i64::from(terminal(game, *p, ply))).collect(),
        Turn::Chance => {
            let outcomes = game.chance_outcomes();
            let total = total_weight(&outcomes) as i64;
            let mut sums: PlayerList<i64> = players.iter().map(|_| 0).collect();
            for (mv, weight) in &outcomes {
                let mut child = game.clone();
                child.play(mv).expect("outcomes play");
                for (sum, value) in sums.iter_mut().zip(expectimax(&child, depth, ply + 1, evaluation)) {
                    *sum += i64::from(*weight) * value;
                }
            }
            sums.iter().map(|sum| sum / total).collect()
        }
        Turn::Player(_) if depth == 0 => {
            evaluation.evaluate_all(game, &players).iter().map(|v| i64::from(clamp(*v))).collect()
        }
        Turn::Player(mover) => {
            let seat = players.iter().position(|p| *p == mover).expect("the mover is seated");
            let mut best: Option<PlayerList<i64>> = None;
            for mv in game.legal_moves() {
                let mut child = game.clone();
                child.play(&mv).expect("legal moves play");
                let values = expectimax(&child, depth - 1, ply + 1, evaluation);
                if best.as_ref().is_none_or(|best| values[seat] > best[seat]) {
                    best = Some(values);
                }
            }
            best.expect("a player to move has a move")
        }
    }
}

/// Naive paranoid expectimax: `me`'s value, which `me` maximises and every
/// other player minimises; chance averaged by weight; `depth` player moves;
/// leaves judged for `me` alone.
pub fn paranoid_expectimax<G: Game, E: Evaluate<G>>(
    game: &G,
    me: G::Player,
    depth: u32,
    ply: u32,
    evaluation: &E,
) -> i64 {
    match game.turn() {
        Turn::Over => i64::from(terminal(game, me, ply)),
        Turn::Chance => chance_average(game, |child| paranoid_expectimax(child, me, depth, ply + 1, evaluation)),
        Turn::Player(_) if depth == 0 => i64::from(clamp(evaluation.evaluate(game, me))),
        Turn::Player(mover) => {
            let values = game.legal_moves().into_iter().map(|mv| {
                let mut child = game.clone();
                child.play(&mv).expect("legal moves play");
                paranoid_expectimax(&child, me, depth - 1, ply + 1, evaluation)
            });
            if mover == me { values.max() } else { values.min() }.expect("a player to move has a move")
        }
    }
}

/// The value of each move of the player to move, in the game's order,
/// `depth` player moves deep (that move included), for the player to
/// move: its component of the naive max-n values ([`expectimax`]), or its
/// [`paranoid_expectimax`] value. `None` when no player is to move.
pub fn root_expectimax<G: Game, E: Evaluate<G>>(
    game: &G,
    depth: u32,
    strategy: Strategy,
    evaluation: &E,
) -> Option<Vec<(G::Move, i64)>> {
    let me = game.turn().player()?;
    let seat = game.players().iter().position(|p| *p == me)?;
    let values = game.legal_moves().into_iter().map(|mv| {
        let mut child = game.clone();
        child.play(&mv).expect("legal moves play");
        let value = match strategy {
            Strategy::MaxN => expectimax(&child, depth - 1, 1, evaluation)[seat],
            Strategy::Paranoid => paranoid_expectimax(&child, me, depth - 1, 1, evaluation),
        };
        (mv, value)
    });
    Some(values.collect())
}

/// The move an iterative-deepening search picks and its value, given each
/// iteration's values of the root moves in the game's order
/// ([`root_expectimax`] at depths 1, 2, …): each iteration takes the first
/// best move in its order, and the next one searches that move first, the
/// others in the order they had (the bots move the best move to the
/// front). `None` for no iteration or no move.
pub fn iterative_choice<M: Clone + PartialEq>(iterations: &[Vec<(M, i64)>]) -> Option<(M, i64)> {
    let mut order: Vec<M> = iterations.first()?.iter().map(|(mv, _)| mv.clone()).collect();
    let mut best = None;
    for values in iterations {
        let value_of = |mv: &M| values.iter().find(|(other, _)| other == mv).map(|(_, value)| *value);
        let mut found: Option<(usize, i64)> = None;
        for (index, mv) in order.iter().enumerate() {
            let value = value_of(mv).expect("every iteration values every move");
            if found.is_none_or(|(_, best)| value > best) {
                found = Some((index, value));
            }
        }
        let (index, value) = found?;
        let mv = order.remove(index);
        order.insert(0, mv.clone());
        best = Some((mv, value));
    }
    best
}

/// The deepest ply a search reaches (the searches' `MAX_PLY`).
const MAX_PLY: u32 = 128;

/// [`minimax`] with the alpha-beta searcher's quiescence: at the horizon
/// (or one ply before `MAX_PLY`) a player's state is worth the better of
/// its evaluation ("standing pat") and its tactical moves, searched up to
/// `quiescence` more plies the same way; a finished game past the horizon
/// is scored, a chance turn judged as it stands.
pub fn quiescent_minimax<G: Game, E: Evaluate<G>>(
    game: &G,
    me: G::Player,
    depth: u32,
    quiescence: u32,
    ply: u32,
    evaluation: &E,
) -> i32 {
    let child_value = |child: &G, depth: u32| match child.turn() {
        Turn::Player(next) if next != me => -quiescent_minimax(child, next, depth, quiescence, ply + 1, evaluation),
        Turn::Player(next) => quiescent_minimax(child, next, depth, quiescence, ply + 1, evaluation),
        Turn::Chance | Turn::Over => quiescent_minimax(child, me, depth, quiescence, ply + 1, evaluation),
    };
    match game.turn() {
        Turn::Over => terminal(game, me, ply),
        Turn::Chance => chance_average(game, |child| child_value(child, depth)),
        Turn::Player(_) if depth == 0 || ply + 1 >= MAX_PLY => quiesce(game, me, quiescence, ply, evaluation),
        Turn::Player(_) => {
            let mut best = i32::MIN;
            for mv in game.legal_moves() {
                let mut child = game.clone();
                child.play(&mv).expect("legal moves play");
                best = best.max(child_value(&child, depth - 1));
            }
            best
        }
    }
}

fn quiesce<G: Game, E: Evaluate<G>>(game: &G, me: G::Player, plies_left: u32, ply: u32, evaluation: &E) -> i32 {
    let standing = clamp(evaluation.evaluate(game, me));
    if plies_left == 0 || ply + 1 >= MAX_PLY {
        return standing;
    }
    let mut tactical = Vec::new();
    game.generate_tactical_moves(&mut tactical);
    let mut best = standing;
    for mv in tactical {
        let mut child = game.clone();
        child.play(&mv).expect("tactical moves play");
        let value = match child.turn() {
            Turn::Over => terminal(&child, me, ply + 1),
            Turn::Chance => clamp(evaluation.evaluate(&child, me)),
            Turn::Player(next) if next == me => quiesce(&child, next, plies_left - 1, ply + 1, evaluation),
            Turn::Player(next) => -quiesce(&child, next, plies_left - 1, ply + 1, evaluation),
        };
        best = best.max(value);
    }
    best
}
