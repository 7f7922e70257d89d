//! Expectimax search for games with chance and two to four (or more)
//! players.

use std::time::Duration;

use super::evaluate::{clamp_evaluation, terminal_value};
use super::limits::Budget;
use super::shuffle;
use super::{Bot, Evaluate, Limits, SearchReport};
use boardkit_core::{Game, PlayerList, SplitMix64, Turn, total_weight};

/// How an [`Expectimax`] bot expects the other players to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Strategy {
    /// Max-n: every player picks the move best for themselves (by the
    /// evaluation from their own point of view). The natural reading of a
    /// game with more than two players.
    #[default]
    MaxN,
    /// Paranoid: every other player picks the move worst for the bot, as if
    /// they were one team against it. Cautious; with two players this is
    /// plain expectiminimax.
    Paranoid,
}

/// Expectimax search: looks a few plies ahead through chance turns, valuing
/// each chance turn as the weighted average of its outcomes (by the exact
/// weights of [`chance_outcomes`](boardkit_core::Game::chance_outcomes)).
///
/// - At a player's turn the player picks the move that is best for them
///   ([`Strategy::MaxN`], the default) or worst for the bot
///   ([`Strategy::Paranoid`]).
/// - Finished games are valued from their [`Outcome`](boardkit_core::Outcome)
///   (see [`outcome_value`](super::outcome_value)); unfinished leaves by the
///   [`Evaluate`] function, once per player.
/// - [`Limits::depth`] counts player moves; chance turns are always
///   expanded, also right after the last move searched. The search deepens one ply at a time and keeps the best
///   move of the deepest search the node and time budgets allow.
/// - Whose turn it is is read at every node, so turn orders that skip or
///   repeat players are handled.
/// - Ties go to the game's move order, or are broken at random with
///   [`with_tie_break_seed`](Expectimax::with_tie_break_seed).
///
/// The tree grows as (moves × chance outcomes) per ply: depth 2 or 3 is
/// usual for dice games.
///
/// # Examples
///
/// ```
/// use boardkit_players::{Bot, Expectimax, Limits, ScoreDifference, Strategy};
/// use boardkit_core::Game;
///
/// fn pick<G: Game>(game: &G) -> Option<G::Move> {
///     let mut bot = Expectimax::new(ScoreDifference::default(), Limits::depth(2).with_nodes(200_000))
///         .with_strategy(Strategy::Paranoid);
///     bot.choose(game)
/// }
/// ```
#[derive(Clone, Debug)]
pub struct Expectimax<E> {
    evaluation: E,
    limits: Limits,
    strategy: Strategy,
    tie_break: Option<SplitMix64>,
}

/// Per-player values, in [`players`](boardkit_core::Game::players) order.
type Values = PlayerList<i64>;

impl<E> Expectimax<E> {
    /// An expectimax bot (max-n) reading positions with `evaluation`,
    /// thinking within `limits`.
    pub fn new(evaluation: E, limits: Limits) -> Expectimax<E> {
        Expectimax { evaluation, limits, strategy: Strategy::MaxN, tie_break: None }
    }

    /// The same bot expecting the other players to follow `strategy`.
    pub fn with_strategy(mut self, strategy: Strategy) -> Expectimax<E> {
        self.strategy = strategy;
        self
    }

    /// Breaks ties between equally good moves at random, from `seed`.
    pub fn with_tie_break_seed(mut self, seed: u64) -> Expectimax<E> {
        self.tie_break = Some(SplitMix64::new(seed));
        self
    }

    /// The strategy expected of the other players.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The thinking limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Changes the thinking limits.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// Searches `game` and reports the best move for the player to move,
    /// with its value for that player; `None` when no player is to move.
    pub fn search<G: Game>(&mut self, game: &G) -> Option<SearchReport<G::Move>>
    where
        E: Evaluate<G>,
    {
        let Turn::Player(me) = game.turn() else {
            return None;
        };
        let players = game.players();
        let my_seat = players.iter().position(|p| *p == me)?;
        let mut root: Vec<G::Move> = game.legal_moves().to_vec();
        let first = root.first()?.clone();
        if let Some(rng) = &mut self.tie_break {
            shuffle(&mut root, rng);
        }
        let mut search = Search { bot: self, root_player: me, budget: Budget::start(self.limits) };
        let mut found: Option<Decision<G::Move, i64>> = None;
        for depth in 1..=search.budget.max_depth() {
            if depth > 1 && !search.budget.can_deepen() {
                break;
            }
            let Some((index, values, line, complete)) = search.root(game, &root, depth) else {
                break;
            };
            let best = root.remove(index);
            root.insert(0, best.clone());
            let value = values.get(my_seat).copied().unwrap_or(0);
            found = Some((best, value, depth, line));
            if !complete || root.len() == 1 {
                break;
            }
        }
        let nodes = search.budget.nodes();
        let elapsed: Duration = search.budget.elapsed();
        let (best_move, value, depth, principal_variation) = found.unwrap_or_else(|| {
            let value = i64::from(self.evaluation.evaluate(game, me));
            (first.clone(), value, 0, vec![first])
        });
        Some(SearchReport { best_move, score: clamp_to_i32(value), depth, nodes, elapsed, principal_variation })
    }
}

impl<G: Game, E: Evaluate<G>> Bot<G> for Expectimax<E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        self.search(game).map(|report| report.best_move)
    }
}

/// One search in progress.
struct Search<'a, E, P> {
    bot: &'a Expectimax<E>,
    root_player: P,
    budget: Budget,
}

/// The best root move's index, its values, its line, and whether every root
/// move was searched.
type RootResult<M> = (usize, Values, Vec<M>, bool);

impl<E, P: Copy + Eq> Search<'_, E, P> {
    fn root<G: Game<Player = P>>(&mut self, game: &G, root: &[G::Move], depth: u32) -> Option<RootResult<G::Move>>
    where
        E: Evaluate<G>,
    {
        let mut best: Option<(usize, i64, Values, Vec<G::Move>)> = None;
        let mut child_line = Vec::new();
        let me = self.root_player;
        let seat = game.players().iter().position(|p| *p == me)?;
        for (index, mv) in root.iter().enumerate() {
            let mut child = game.clone();
            if child.play(mv).is_err() {
                continue;
            }
            let Some(values) = self.value(&child, depth - 1, 1, &mut child_line) else {
                // Out of budget: the moves finished at this depth are exact.
                return best.map(|(index, _, values, line)| (index, values, line, false));
            };
            let key = values.get(seat).copied().unwrap_or(0);
            if best.as_ref().is_none_or(|best| key > best.1) {
                let mut line = vec![mv.clone()];
                line.append(&mut child_line);
                best = Some((index, key, values, line));
            }
        }
        best.map(|(index, _, values, line)| (index, values, line, true))
    }

    /// The values of `game` for every player, `depth` more player moves
    /// deep; `None` when the budget ran out.
    fn value<G: Game<Player = P>>(&mut self, game: &G, depth: u32, ply: u32, line: &mut Vec<G::Move>) -> Option<Values>
    where
        E: Evaluate<G>,
    {
        line.clear();
        if self.budget.tick() {
            return None;
        }
        let players = game.players();
        let mover = match game.turn() {
            Turn::Over => return Some(players.iter().map(|p| i64::from(terminal_value(game, *p, ply))).collect()),
            // Chance costs no depth, even at the horizon: a position is only
            // judged once the dice have spoken.
            Turn::Chance => return self.chance(game, depth, ply),
            Turn::Player(_) if depth == 0 => return Some(self.leaf(game, &players)),
            Turn::Player(mover) => mover,
        };
        let Some(seat) = players.iter().position(|p| *p == mover) else {
            return Some(self.leaf(game, &players));
        };
        let root_seat = players.iter().position(|p| *p == self.root_player);
        let mut best: Option<(i64, Values)> = None;
        let mut child_line = Vec::new();
        for mv in game.legal_moves().iter() {
            let mut child = game.clone();
            if child.play(mv).is_err() {
                continue;
            }
            let values = self.value(&child, depth - 1, ply + 1, &mut child_line)?;
            let key = self.key(&values, seat, mover, root_seat);
            if best.as_ref().is_none_or(|best| key > best.0) {
                line.clear();
                line.push(mv.clone());
                line.append(&mut child_line);
                best = Some((key, values));
            }
        }
        Some(best.map_or_else(|| self.leaf(game, &players), |(_, values)| values))
    }

    /// What the player in `seat` maximizes.
    fn key(&self, values: &Values, seat: usize, mover: P, root_seat: Option<usize>) -> i64 {
        match (self.bot.strategy, root_seat) {
            (Strategy::Paranoid, Some(root)) if mover != self.root_player => -values.get(root).copied().unwrap_or(0),
            _ => values.get(seat).copied().unwrap_or(0),
        }
    }

    /// A chance turn: the weighted average of its outcomes, per player.
    fn chance<G: Game<Player = P>>(&mut self, game: &G, depth: u32, ply: u32) -> Option<Values>
    where
        E: Evaluate<G>,
    {
        let players = game.players();
        let outcomes = game.chance_outcomes();
        let total = total_weight(&outcomes);
        if total == 0 {
            return Some(self.leaf(game, &players));
        }
        let mut sums: Values = players.iter().map(|_| 0).collect();
        let mut scratch = Vec::new();
        for (mv, weight) in &outcomes {
            let mut child = game.clone();
            if child.play(mv).is_err() {
                continue;
            }
            let values = self.value(&child, depth, ply + 1, &mut scratch)?;
            for (sum, value) in sums.iter_mut().zip(values.iter()) {
                *sum += i64::from(*weight) * value;
            }
        }
        Some(sums.iter().map(|sum| sum / total as i64).collect())
    }

    /// The evaluation of an unfinished leaf for every player (for the
    /// paranoid strategy only the bot's own value matters).
    fn leaf<G: Game<Player = P>>(&self, game: &G, players: &PlayerList<P>) -> Values
    where
        E: Evaluate<G>,
    {
        let value = |raw: i32| i64::from(clamp_evaluation(i64::from(raw)));
        if self.bot.strategy == Strategy::Paranoid {
            return players
                .iter()
                .map(|p| if *p == self.root_player { value(self.bot.evaluation.evaluate(game, *p)) } else { 0 })
                .collect();
        }
        self.bot.evaluation.evaluate_all(game, players).iter().map(|raw| value(*raw)).collect()
    }
}

fn clamp_to_i32(value: i64) -> i32 {
    value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

/// The move decided by the deepest useful iteration: the move, its value,
/// the iteration's depth and the expected line.
type Decision<M, V> = (M, V, u32, Vec<M>);
