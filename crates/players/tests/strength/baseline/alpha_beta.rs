//! Negamax alpha-beta search for two-player zero-sum games.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::time::Duration;

use super::evaluate::{clamp_evaluation, terminal_value};
use super::limits::Budget;
use super::shuffle;
use super::{Bot, Evaluate, Limits, WIN};
use boardkit_core::{Game, SplitMix64, Turn, total_weight};

/// Larger than any value a search returns, so that `-INFINITY` is a safe
/// "nothing found yet" and negating never overflows.
const INFINITY: i32 = WIN + 1;

/// Values beyond this are won or lost games (a win is worth [`WIN`] minus
/// the plies to reach it; no search goes a thousand plies deep).
const DECIDED: i32 = WIN - 1_000;

/// What a search found: the move to play and why.
///
/// # Examples
///
/// ```
/// use boardkit_players::{AlphaBeta, Limits};
/// use boardkit_core::Game;
///
/// fn explain<G: Game>(game: &G) {
///     let mut bot = AlphaBeta::new(|_: &G, _: G::Player| 0, Limits::depth(3));
///     if let Some(report) = bot.search(game) {
///         println!("{} (score {}, depth {}, {} nodes)", report.best_move, report.score, report.depth, report.nodes);
///     }
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport<M> {
    /// The move the bot plays.
    pub best_move: M,
    /// Its value for the player to move: an evaluation, or near
    /// ±[`WIN`] for a forced win or loss (see [`wins_in`](SearchReport::wins_in)).
    pub score: i32,
    /// The depth of the deepest search that decided the move (0 when the
    /// budget ran out before the first search finished a single move).
    pub depth: u32,
    /// States visited.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The expected line of play, starting with `best_move`, up to the first
    /// chance event.
    pub principal_variation: Vec<M>,
}

impl<M> SearchReport<M> {
    /// The plies to a forced win for the player to move, if the search found
    /// one.
    pub fn wins_in(&self) -> Option<u32> {
        (self.score >= DECIDED).then(|| (WIN - self.score) as u32)
    }

    /// The plies to a forced loss for the player to move, if the search found
    /// that every move loses.
    pub fn loses_in(&self) -> Option<u32> {
        (self.score <= -DECIDED).then(|| (WIN + self.score) as u32)
    }
}

/// Negamax alpha-beta search for two-player zero-sum games, with iterative
/// deepening.
///
/// - **Depth and budgets**: searches 1, 2, … up to [`Limits::depth`] plies,
///   stopping early when the node or time budget runs out (the best move of
///   the deepest finished search is played) or when a forced win or loss is
///   proven.
/// - **Leaves**: a finished game is scored from its
///   [`Outcome`](boardkit_core::Outcome) ([`WIN`] minus the plies to get there,
///   so faster wins are preferred); an unfinished one by the [`Evaluate`]
///   function, which should be zero-sum.
/// - **Move ordering**: the previous iteration's principal variation first,
///   then the moves the evaluation rates promising
///   ([`Evaluate::move_priority`], e.g. captures of valuable pieces), then
///   two "killer" moves per ply (moves that caused cut-offs in sibling
///   positions), then moves by their cut-off history; ties keep the game's
///   move order.
/// - **Quiescence** (optional, [`with_quiescence`](AlphaBeta::with_quiescence)):
///   past the depth limit, [tactical](Evaluate::is_tactical) moves are
///   searched a few more plies so exchanges are not cut in half.
/// - **Turn order**: whose turn it is is read from
///   [`Game::turn`](boardkit_core::Game::turn) at every node, so games where a
///   player moves twice in a row are searched correctly.
/// - **Chance**: a chance turn met in the tree is scored as the
///   weight-averaged value of its outcomes (chance turns do not count towards
///   the depth, and one at the horizon is still expanded). For games full of chance, prefer [`Expectimax`](super::Expectimax).
/// - **Ties**: equal moves are decided by the game's move order; with
///   [`with_tie_break_seed`](AlphaBeta::with_tie_break_seed) the root moves
///   are shuffled first, so seeded games differ.
///
/// Made for two players; with more, every opponent is treated as one
/// "paranoid" enemy.
///
/// # Examples
///
/// ```
/// use boardkit_players::{AlphaBeta, Bot, Limits};
/// use boardkit_core::Game;
///
/// fn best_move<G: Game>(game: &G) -> Option<G::Move> {
///     // A mobility evaluation: having more moves than the opponent is good.
///     let evaluation = |game: &G, player: G::Player| {
///         let moves = game.legal_moves().len() as i32;
///         if game.turn().player() == Some(player) { moves } else { -moves }
///     };
///     AlphaBeta::new(evaluation, Limits::depth(4).with_nodes(50_000)).choose(game)
/// }
/// ```
#[derive(Clone, Debug)]
pub struct AlphaBeta<G: Game, E> {
    evaluation: E,
    limits: Limits,
    /// Extra plies of tactical moves searched past the depth limit.
    quiescence: u32,
    tie_break: Option<SplitMix64>,
    /// Up to two moves per ply that recently caused a cut-off.
    killers: Vec<[Option<G::Move>; 2]>,
    /// How much each move has been worth cutting off on, by depth squared.
    history: HashMap<G::Move, u64>,
    /// The best line of the last finished iteration, tried first.
    previous_line: Vec<G::Move>,
    last_report: Option<SearchReport<G::Move>>,
}

impl<G: Game, E: Evaluate<G>> AlphaBeta<G, E> {
    /// An alpha-beta bot reading positions with `evaluation`, thinking
    /// within `limits`.
    pub fn new(evaluation: E, limits: Limits) -> AlphaBeta<G, E> {
        AlphaBeta {
            evaluation,
            limits,
            quiescence: 0,
            tie_break: None,
            killers: Vec::new(),
            history: HashMap::new(),
            previous_line: Vec::new(),
            last_report: None,
        }
    }

    /// Breaks ties between equally good moves at random, from `seed`,
    /// instead of by the game's move order.
    pub fn with_tie_break_seed(mut self, seed: u64) -> AlphaBeta<G, E> {
        self.tie_break = Some(SplitMix64::new(seed));
        self
    }

    /// Keeps searching [tactical](Evaluate::is_tactical) moves (captures
    /// and the like) up to `plies` plies past the depth limit, each side
    /// free to stop when no tactical move improves on the evaluation. Off
    /// (0) by default; worth it only with an evaluation that marks tactical
    /// moves.
    pub fn with_quiescence(mut self, plies: u32) -> AlphaBeta<G, E> {
        self.quiescence = plies;
        self
    }

    /// The thinking limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Changes the thinking limits.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// The evaluation function.
    pub fn evaluation(&self) -> &E {
        &self.evaluation
    }

    /// The report of the last [`search`](AlphaBeta::search) (or
    /// [`choose`](Bot::choose)).
    pub fn last_report(&self) -> Option<&SearchReport<G::Move>> {
        self.last_report.as_ref()
    }

    /// Searches `game` and reports the best move with its score, depth and
    /// line; `None` when no player is to move.
    pub fn search(&mut self, game: &G) -> Option<SearchReport<G::Move>> {
        let Turn::Player(me) = game.turn() else {
            return None;
        };
        let mut root: Vec<G::Move> = game.legal_moves().to_vec();
        let first = root.first()?.clone();
        if let Some(rng) = &mut self.tie_break {
            shuffle(&mut root, rng);
        }
        self.killers.clear();
        self.history.clear();
        self.previous_line.clear();
        let mut budget = Budget::start(self.limits);
        let mut found: Option<Decision<G::Move, i32>> = None;
        for depth in 1..=budget.max_depth() {
            if depth > 1 && !budget.can_deepen() {
                break;
            }
            let Some(result) = self.search_root(game, me, &root, depth, &mut budget) else {
                break;
            };
            // The best move leads the next iteration.
            let best = root.remove(result.index);
            root.insert(0, best.clone());
            self.previous_line.clone_from(&result.line);
            found = Some((best, result.score, depth, result.line));
            let decided = result.score.abs() >= DECIDED;
            if !result.complete || decided || root.len() == 1 {
                break;
            }
        }
        let (best_move, score, depth, principal_variation) = found.unwrap_or_else(|| {
            let score = clamp_evaluation(i64::from(self.evaluation.evaluate(game, me)));
            (first.clone(), score, 0, vec![first])
        });
        let report = SearchReport {
            best_move,
            score,
            depth,
            nodes: budget.nodes(),
            elapsed: budget.elapsed(),
            principal_variation,
        };
        self.last_report = Some(report.clone());
        Some(report)
    }

    /// One iteration at the root, with a full window. `None` if the budget
    /// ran out before a single move was searched to `depth`.
    fn search_root(
        &mut self,
        game: &G,
        me: G::Player,
        root: &[G::Move],
        depth: u32,
        budget: &mut Budget,
    ) -> Option<RootResult<G::Move>> {
        let mut best: Option<RootResult<G::Move>> = None;
        let mut child_line = Vec::new();
        for (index, mv) in root.iter().enumerate() {
            let mut child = game.clone();
            if child.play(mv).is_err() {
                continue;
            }
            let (turn, child_me, same) = perspective(&child, me);
            let alpha = best.as_ref().map_or(-INFINITY, |best| best.score);
            let (a, b) = if same { (alpha, INFINITY) } else { (-INFINITY, -alpha) };
            let on_line = index == 0 && self.previous_line.first() == Some(mv);
            let node = Node { turn, me: child_me, depth: depth - 1, ply: 1, on_line };
            let Some(value) = self.negamax(&child, node, a, b, budget, &mut child_line) else {
                // Out of budget: what was finished at this depth still
                // counts, since the previous best move was searched first.
                return best.map(|best| RootResult { complete: false, ..best });
            };
            let value = if same { value } else { -value };
            if best.as_ref().is_none_or(|best| value > best.score) {
                let mut line = vec![mv.clone()];
                line.append(&mut child_line);
                best = Some(RootResult { index, score: value, line, complete: true });
            }
        }
        best
    }

    /// The value of `game` for `node.me`, searched `node.depth` more plies
    /// within the window `alpha..beta`; `None` when the budget ran out.
    fn negamax(
        &mut self,
        game: &G,
        node: Node<G::Player>,
        mut alpha: i32,
        beta: i32,
        budget: &mut Budget,
        line: &mut Vec<G::Move>,
    ) -> Option<i32> {
        line.clear();
        if budget.tick() {
            return None;
        }
        match node.turn {
            Turn::Over => return Some(terminal_value(game, node.me, node.ply)),
            // Chance costs no depth, even at the horizon: a position is only
            // judged once the dice have spoken.
            Turn::Chance => return self.chance(game, node, budget),
            Turn::Player(_) if node.depth == 0 => {
                return self.quiesce(game, node.me, node.ply, (alpha, beta), self.quiescence, budget);
            }
            Turn::Player(_) => {}
        }
        let moves = self.ordered_moves(game, node);
        let mut best = -INFINITY;
        let mut child_line = Vec::new();
        for mv in moves {
            let mut child = game.clone();
            if child.play(&mv).is_err() {
                continue;
            }
            let (turn, child_me, same) = perspective(&child, node.me);
            let (a, b) = if same { (alpha, beta) } else { (-beta, -alpha) };
            let on_line = node.on_line && self.previous_line.get(node.ply as usize) == Some(&mv);
            let child_node = Node { turn, me: child_me, depth: node.depth - 1, ply: node.ply + 1, on_line };
            let value = self.negamax(&child, child_node, a, b, budget, &mut child_line)?;
            let value = if same { value } else { -value };
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    line.clear();
                    line.push(mv.clone());
                    line.append(&mut child_line);
                }
            }
            if alpha >= beta {
                self.remember_cutoff(mv, node);
                break;
            }
        }
        if best == -INFINITY {
            // No move would play: the game broke its contract. Judge the
            // position as it stands rather than invent a value.
            return Some(self.evaluate(game, node.me));
        }
        Some(best)
    }

    /// A chance turn: the weight-averaged value of its outcomes, each
    /// searched with a full window (averages cannot be cut off safely).
    fn chance(&mut self, game: &G, node: Node<G::Player>, budget: &mut Budget) -> Option<i32> {
        let outcomes = game.chance_outcomes();
        let total = total_weight(&outcomes);
        if total == 0 {
            return Some(self.evaluate(game, node.me));
        }
        let mut sum = 0_i64;
        let mut scratch = Vec::new();
        for (mv, weight) in &outcomes {
            let mut child = game.clone();
            if child.play(mv).is_err() {
                continue;
            }
            let (turn, child_me, same) = perspective(&child, node.me);
            let child_node = Node { turn, me: child_me, depth: node.depth, ply: node.ply + 1, on_line: false };
            let value = self.negamax(&child, child_node, -INFINITY, INFINITY, budget, &mut scratch)?;
            let value = if same { value } else { -value };
            sum += i64::from(*weight) * i64::from(value);
        }
        // An average of values in -WIN..=WIN stays in that range.
        Some((sum / total as i64) as i32)
    }

    fn evaluate(&self, game: &G, player: G::Player) -> i32 {
        clamp_evaluation(i64::from(self.evaluation.evaluate(game, player)))
    }

    /// The legal moves, best candidates first: the previous line's move,
    /// moves the evaluation rates promising (by
    /// [`move_priority`](Evaluate::move_priority)), the killers, the rest by
    /// history, and last the moves rated unpromising; ties keep the game's
    /// order.
    fn ordered_moves(&self, game: &G, node: Node<G::Player>) -> Vec<G::Move> {
        let line_move = if node.on_line { self.previous_line.get(node.ply as usize) } else { None };
        let killers = self.killers.get(node.ply as usize);
        let mut keyed: Vec<((u8, i64), G::Move)> = game
            .legal_moves()
            .iter()
            .map(|mv| {
                let priority = i64::from(self.evaluation.move_priority(game, mv));
                let key = if line_move == Some(mv) {
                    (4, 0)
                } else if priority > 0 {
                    (3, priority)
                } else if killers.is_some_and(|k| k[0].as_ref() == Some(mv)) {
                    (2, 1)
                } else if killers.is_some_and(|k| k[1].as_ref() == Some(mv)) {
                    (2, 0)
                } else if priority == 0 {
                    (1, self.history.get(mv).map_or(0, |&h| i64::try_from(h).unwrap_or(i64::MAX)))
                } else {
                    (0, priority)
                };
                (key, mv.clone())
            })
            .collect();
        keyed.sort_by_key(|(key, _)| Reverse(*key));
        keyed.into_iter().map(|(_, mv)| mv).collect()
    }

    /// Past the depth limit: the evaluation ("standing pat"), unless a
    /// [tactical](Evaluate::is_tactical) move does better, searched up to
    /// `plies_left` more plies. `None` when the budget ran out.
    fn quiesce(
        &mut self,
        game: &G,
        me: G::Player,
        ply: u32,
        (mut alpha, beta): (i32, i32),
        plies_left: u32,
        budget: &mut Budget,
    ) -> Option<i32> {
        let standing = self.evaluate(game, me);
        if plies_left == 0 || standing >= beta {
            return Some(standing);
        }
        alpha = alpha.max(standing);
        let mut best = standing;
        let mut tactical: Vec<(i32, G::Move)> = game
            .legal_moves()
            .iter()
            .filter(|mv| self.evaluation.is_tactical(game, mv))
            .map(|mv| (self.evaluation.move_priority(game, mv), mv.clone()))
            .collect();
        tactical.sort_by_key(|(priority, _)| Reverse(*priority));
        for (_, mv) in tactical {
            if budget.tick() {
                return None;
            }
            let mut child = game.clone();
            if child.play(&mv).is_err() {
                continue;
            }
            let value = match child.turn() {
                Turn::Over => terminal_value(&child, me, ply + 1),
                // Dice are not searched past the horizon: judge as it stands.
                Turn::Chance => self.evaluate(&child, me),
                Turn::Player(next) if next == me => {
                    self.quiesce(&child, next, ply + 1, (alpha, beta), plies_left - 1, budget)?
                }
                Turn::Player(next) => -self.quiesce(&child, next, ply + 1, (-beta, -alpha), plies_left - 1, budget)?,
            };
            if value > best {
                best = value;
                alpha = alpha.max(value);
            }
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }

    fn remember_cutoff(&mut self, mv: G::Move, node: Node<G::Player>) {
        let depth = u64::from(node.depth);
        let entry = self.history.entry(mv.clone()).or_insert(0);
        *entry = entry.saturating_add(depth * depth);
        let ply = node.ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        if let Some(slot) = self.killers.get_mut(ply)
            && slot[0].as_ref() != Some(&mv)
        {
            slot[1] = slot[0].take();
            slot[0] = Some(mv);
        }
    }
}

impl<G: Game, E: Evaluate<G>> Bot<G> for AlphaBeta<G, E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        self.search(game).map(|report| report.best_move)
    }
}

/// Where a node sits in the search.
#[derive(Clone, Copy, Debug)]
struct Node<P> {
    /// The node's turn, read once (some games compute it from their legal
    /// moves, so it is not cheap).
    turn: Turn<P>,
    /// Whose point of view the value takes: the player to move, or at a
    /// chance turn the player who moved into it.
    me: P,
    /// Plies left to search.
    depth: u32,
    /// Plies from the root.
    ply: u32,
    /// Whether every move so far followed the previous iteration's line.
    on_line: bool,
}

/// The outcome of one iteration at the root.
struct RootResult<M> {
    /// Index of the best move in the root list.
    index: usize,
    score: i32,
    line: Vec<M>,
    /// Whether every root move was searched.
    complete: bool,
}

/// The turn of `child`, whose point of view it is valued from, and whether
/// that is still `me` (two-player zero-sum: the other side's value is the
/// negation).
fn perspective<G: Game>(child: &G, me: G::Player) -> (Turn<G::Player>, G::Player, bool) {
    let turn = child.turn();
    match turn {
        Turn::Player(next) => (turn, next, next == me),
        Turn::Chance | Turn::Over => (turn, me, true),
    }
}

/// The move decided by the deepest useful iteration: the move, its value,
/// the iteration's depth and the expected line.
type Decision<M, V> = (M, V, u32, Vec<M>);
