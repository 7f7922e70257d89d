//! Negamax principal-variation search for two-player zero-sum games.

use boardkit_core::{Game, SplitMix64, Turn, total_weight};

use crate::buffers::{FollowUps, History, Plies, move_hash, pick_next};
use crate::evaluate::{DECIDED, clamp_evaluation, terminal_value};
use crate::limits::Budget;
use crate::random::shuffle;
use crate::stop::StopHandle;
use crate::tt::{Bound, Table, from_table, to_table};
use crate::{Bot, Evaluate, Limits, Reductions, SearchOptions, SearchReport, WIN};

/// Larger than any value a search returns, so that `-INFINITY` is a safe
/// "nothing found yet" and negating never overflows.
const INFINITY: i32 = WIN + 1;

/// The deepest ply (main search plus quiescence) a search ever reaches;
/// deeper nodes are judged by the evaluation as they stand.
pub(crate) const MAX_PLY: usize = 128;

/// The default transposition table size, in MiB.
pub const DEFAULT_HASH_MB: usize = 16;

/// Ordering classes, highest first (the low 40 bits order within a class).
const CLASS: i64 = 1 << 40;

/// Late move reductions start with the move picked at this index.
const REDUCE_AFTER: usize = 3;

/// Where losing captures rank within the quiet moves' class: above every
/// history score.
const LOSING_CAPTURE: i64 = 1 << 36;

/// Futility pruning, reverse futility and late move pruning act at most
/// this many plies from the horizon.
const FUTILITY_DEPTH: u32 = 6;

/// Negamax alpha-beta search for two-player zero-sum games: principal
/// variation search with a transposition table, iterative deepening,
/// killer and history move ordering and quiescence over tactical moves.
///
/// - **Depth and budgets**: searches 1, 2, … up to [`Limits::depth`] plies
///   and stops when the node or time budget runs out (keeping the best move
///   of the deepest finished iteration, or of the unfinished one when its
///   first — the previous best — move was searched and a better one found),
///   when a forced win or loss is proven, or when only one move is legal.
///   Under a node budget with no time budget a search is deterministic.
/// - **Transposition table** keyed by [`Game::position_hash`], allocated up
///   front ([`with_hash_mb`](AlphaBeta::with_hash_mb), default
///   [`DEFAULT_HASH_MB`]); buckets of two entries, one depth-preferred and
///   one always-replaced; it keeps its contents from one move to the next.
///   A stored bound cuts the search only when it was searched to exactly
///   the remaining depth (so a fixed-depth search returns the value plain
///   minimax defines, whatever the table held), unless
///   [`SearchOptions::deep_table_cutoffs`] allows deeper results too; any
///   entry gives its best
///   move to the ordering. Win scores are stored relative to the node.
///   Entries are only stored at player turns (chance averages are not
///   bounds). Repetition rules that depend on the history (Scirocco's
///   third occurrence) are not part of the hash, as in every chess engine:
///   a transposition can carry a value from a different history.
/// - **Leaves**: a finished game is scored from its outcome ([`WIN`] minus
///   the plies to get there, so the fastest win and the slowest loss are
///   preferred; mate-distance pruning cuts lines that cannot beat a win
///   already found); an unfinished one by the [`Evaluate`] function, which
///   must be zero-sum.
/// - **Move ordering**: the table's move (searched before the moves are
///   generated, so a node where it cuts generates nothing, when the game
///   can test its legality cheaply: [`Game::is_legal_cheaply`]), then
///   moves the evaluation rates promising ([`Evaluate::move_priority`] >
///   0, e.g. captures), two killer moves per ply, the rest by a history of
///   cut-offs, last the moves rated unpromising; ties keep the game's
///   order. With [`SearchOptions::follow_up_history`] the counter move of
///   the opponent's last move follows the killers, and the history of a
///   quiet move adds its history as the reply to that move and as the
///   follow-up of the player's own move before it. With [staged moves](AlphaBeta::with_staged_moves) the tactical
///   moves and the killers are searched before the rest is generated.
/// - **Quiescence** ([`with_quiescence`](AlphaBeta::with_quiescence)): past
///   the depth limit, the moves of [`Game::generate_tactical_moves`] are
///   searched up to that many more plies, each side free to stand pat.
/// - **Incremental evaluation**: the search keeps each state's
///   [`Evaluate::summary`] along its line, updated by
///   [`Evaluate::child_summary`] at every move, and stands pat with
///   [`Evaluate::evaluate_summarised`] (by default there is no summary and
///   the plain window evaluation is used).
/// - **Chance** met in the tree is scored as the weight-averaged value of its
///   outcomes, searched with a full window (for games full of chance prefer
///   [`Expectimax`](crate::Expectimax)).
/// - **No allocation per node** after warm-up: per-ply move buffers and a
///   per-ply stack of states refilled with [`Clone::clone_from`].
/// - **Selective search** ([`with_options`](AlphaBeta::with_options)): by
///   default ([`SearchOptions::EXACT`]) the tree is searched full width;
///   [`SearchOptions::SELECTIVE`] adds aspiration windows, null-move
///   pruning, adaptive late move reductions, internal iterative
///   reductions, futility and late move pruning, razoring, static
///   exchange ordering and pruning, extensions for a threatened royal and
///   follow-up histories, which reach far deeper in the same time.
/// - **Stopping**: another thread ends a search early through the bot's
///   [`stop_handle`](AlphaBeta::stop_handle).
///
/// Made for two players; with more, every opponent is treated as one
/// "paranoid" enemy.
///
/// # Examples
///
/// Towers, with a ball-count evaluation: the search reports its move, score,
/// depth and line.
///
/// ```
/// use boardkit_core::Game;
/// use boardkit_search::{AlphaBeta, Bot, Limits};
/// use boardkit_towers::{Side, Towers};
///
/// let balls = |game: &Towers, player: Side| {
///     i32::from(game.balls_on_board(player)) - i32::from(game.balls_on_board(player.opponent()))
/// };
/// let mut bot = AlphaBeta::new(balls, Limits::depth(4).with_nodes(50_000)).with_hash_mb(1).with_quiescence(4);
/// let game = Towers::startpos();
/// let report = bot.search(&game).ok_or("White is to move")?;
/// assert!(game.legal_moves().contains(&report.best_move));
/// assert_eq!(report.principal_variation.first(), Some(&report.best_move));
/// assert!(report.depth >= 1 && report.nodes <= 50_000);
/// // Under a node budget the same search gives the same move.
/// assert_eq!(bot.choose(&game), Some(report.best_move));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct AlphaBeta<G: Game, E> {
    evaluation: E,
    limits: Limits,
    /// Extra plies of tactical moves searched past the depth limit.
    quiescence: u32,
    tie_break: Option<SplitMix64>,
    /// The selective techniques (all off by default: they give up the
    /// exact fixed-depth value for depth).
    options: SearchOptions,
    table: Table<G::Move>,
    plies: Plies<G>,
    history: History,
    /// Counter moves and the reply and continuation histories
    /// ([`SearchOptions::follow_up_history`]).
    follow_ups: FollowUps<G::Move>,
    /// `arrived_by[ply]`: the [`move_hash`] of the move that led to the
    /// state at `ply` (0 at the root and after a null move).
    arrived_by: Vec<u64>,
    /// `summaries[ply]`: the [`Evaluate::summary`] of the state at `ply`.
    summaries: Vec<i64>,
    /// `threatened[ply]`: whether the player to move at `ply` has its royal
    /// threatened ([`Evaluate::royal_threatened`]; only asked when an
    /// option needs it, else `false`).
    threatened: Vec<bool>,
    /// `passed[ply]`: whether the state at `ply` is a null move's (no two
    /// passes in a row).
    passed: Vec<bool>,
    /// The depth of the current iteration (extensions stop at twice it).
    root_depth: u32,
    root_moves: Vec<G::Move>,
    last_report: Option<SearchReport<G::Move>>,
    /// Nodes of the current (or last) search settled by the table.
    table_hits: u64,
    /// Raised from another thread to end the search now.
    stop: StopHandle,
}

impl<G: Game, E: Evaluate<G>> AlphaBeta<G, E> {
    /// An alpha-beta bot reading positions with `evaluation`, thinking
    /// within `limits`, with a table of [`DEFAULT_HASH_MB`] MiB.
    pub fn new(evaluation: E, limits: Limits) -> AlphaBeta<G, E> {
        AlphaBeta {
            evaluation,
            limits,
            quiescence: 0,
            tie_break: None,
            options: SearchOptions::EXACT,
            table: Table::new(DEFAULT_HASH_MB),
            plies: Plies::new(),
            history: History::new(),
            follow_ups: FollowUps::new(),
            arrived_by: vec![0; MAX_PLY + 1],
            summaries: vec![0; MAX_PLY + 1],
            threatened: vec![false; MAX_PLY + 1],
            passed: vec![false; MAX_PLY + 1],
            root_depth: 0,
            root_moves: Vec::new(),
            last_report: None,
            table_hits: 0,

            stop: StopHandle::new(),
        }
    }

    /// The same bot with a transposition table of `mib` MiB (at least one
    /// bucket), allocated now.
    pub fn with_hash_mb(mut self, mib: usize) -> AlphaBeta<G, E> {
        self.table = Table::new(mib);
        self
    }

    /// Breaks ties between equally good root moves at random, from `seed`,
    /// instead of by the game's move order.
    pub fn with_tie_break_seed(mut self, seed: u64) -> AlphaBeta<G, E> {
        self.tie_break = Some(SplitMix64::new(seed));
        self
    }

    /// Turns late move reductions on or off (off by default): quiet moves
    /// late in the order, at three or more plies left, are first searched
    /// one ply shallower with a null window, and only searched fully if
    /// they beat the best so far. The search then goes deeper in the same
    /// nodes, but its value at a fixed depth is no longer exactly the
    /// minimax value (a reduced move can hide a refutation).
    ///
    /// This is [`Reductions::OnePly`] of the [`SearchOptions`];
    /// [`Reductions::Adaptive`] reduces more.
    pub fn with_late_move_reductions(mut self, on: bool) -> AlphaBeta<G, E> {
        self.options.reductions = if on { Reductions::OnePly } else { Reductions::Off };
        self
    }

    /// The same bot with the selective techniques of `options` (by default
    /// [`SearchOptions::EXACT`]: none). Replaces what
    /// [`with_late_move_reductions`](AlphaBeta::with_late_move_reductions)
    /// and [`with_staged_moves`](AlphaBeta::with_staged_moves) set.
    ///
    /// # Examples
    ///
    /// The selective search on Scirocco, with a material count:
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_scirocco::{Scirocco, Side};
    /// use boardkit_search::{AlphaBeta, Limits, SearchOptions};
    ///
    /// let material = |game: &Scirocco, player: Side| {
    ///     let count = |side| game.position().piece_count(side) as i32;
    ///     100 * (count(player) - count(player.other()))
    /// };
    /// let mut bot = AlphaBeta::new(material, Limits::depth(6).with_nodes(40_000))
    ///     .with_quiescence(4)
    ///     .with_hash_mb(1)
    ///     .with_options(SearchOptions::SELECTIVE);
    /// let game = Scirocco::startpos();
    /// let report = bot.search(&game).ok_or("Tan is to move")?;
    /// assert!(game.legal_moves().contains(&report.best_move));
    /// assert_eq!(bot.options(), SearchOptions::SELECTIVE);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_options(mut self, options: SearchOptions) -> AlphaBeta<G, E> {
        self.options = options;
        self
    }

    /// The selective techniques in use.
    pub fn options(&self) -> SearchOptions {
        self.options
    }

    /// Changes the selective techniques (takes effect at the next search).
    pub fn set_options(&mut self, options: SearchOptions) {
        self.options = options;
    }

    /// Turns staged move generation on or off (off by default). Staged, a
    /// node that the table's move does not cut off first generates only its
    /// [tactical moves](Game::generate_tactical_moves) and searches those
    /// the evaluation rates promising (best first), then the two killer
    /// moves that [`Game::is_legal_cheaply`] calls legal, and only then
    /// generates and orders the rest. A node cut off by a capture or a
    /// killer (most cut-offs) then never builds its whole move list.
    ///
    /// Turn it on for a game with a capture-only generator and a cheap
    /// legality test, with an evaluation that rates exactly the tactical
    /// moves promising (as an MVV-LVA ordering does). The moves are then
    /// searched in the same order, with one difference: the history that
    /// orders the quiet moves has by then also counted the cut-offs found
    /// under the tactical moves and the killers. Scirocco's player has it on
    /// (13–20 % more nodes per second on the positions of
    /// `benches/player_nps.rs`, and there the very same searches). Elsewhere
    /// it can cost: the default tactical generator generates every move,
    /// and a move rated promising that is not tactical is searched after
    /// the killers instead of before them. Nodes where the game cannot test
    /// the table's move cheaply are not staged.
    pub fn with_staged_moves(mut self, on: bool) -> AlphaBeta<G, E> {
        self.options.staged_moves = on;
        self
    }

    /// Searches [tactical](Game::generate_tactical_moves) moves up to
    /// `plies` plies past the depth limit. Off (0) by default.
    pub fn with_quiescence(mut self, plies: u32) -> AlphaBeta<G, E> {
        self.quiescence = plies;
        self
    }

    /// A handle on this bot's stop flag, for another thread to end a
    /// running search early (see [`StopHandle`]).
    pub fn stop_handle(&self) -> StopHandle {
        self.stop.clone()
    }

    /// The same bot stopped by `stop` (shared, e.g., by several bots).
    pub fn with_stop_handle(mut self, stop: StopHandle) -> AlphaBeta<G, E> {
        self.stop = stop;
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

    /// How many positions the transposition table holds.
    pub fn hash_entries(&self) -> usize {
        self.table.capacity()
    }

    /// Empties the transposition table and the move-ordering history, so
    /// that the next search does not depend on earlier ones.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.clear();
        self.follow_ups.clear();
    }

    /// How many nodes of the last [`search`](AlphaBeta::search) took their
    /// value from the transposition table instead of being searched: a
    /// stored result of exactly the remaining depth (or, with
    /// [`SearchOptions::deep_table_cutoffs`], at least that depth) whose
    /// bound settled the node (an entry used only to order its move does not count). A figure
    /// for tests and tuning: a test of the table's values proves nothing
    /// about them where it stays 0.
    pub fn table_hits(&self) -> u64 {
        self.table_hits
    }

    /// The report of the last [`search`](AlphaBeta::search) (or
    /// [`choose`](Bot::choose)).
    pub fn last_report(&self) -> Option<&SearchReport<G::Move>> {
        self.last_report.as_ref()
    }

    /// Searches `game` and reports the best move with its score, depth and
    /// line; `None` when no player is to move.
    pub fn search(&mut self, game: &G) -> Option<SearchReport<G::Move>> {
        self.search_with_progress(game, |_| {})
    }

    /// Like [`search`](AlphaBeta::search), calling `progress` with the
    /// report of each finished iteration.
    pub fn search_with_progress(
        &mut self,
        game: &G,
        mut progress: impl FnMut(&SearchReport<G::Move>),
    ) -> Option<SearchReport<G::Move>> {
        let Turn::Player(me) = game.turn() else {
            return None;
        };
        // The clock starts before the preparations, which count in the
        // time a caller sees the search take.
        let mut budget = Budget::start_stoppable(self.limits, &self.stop);
        game.generate_moves(&mut self.root_moves);
        let first = self.root_moves.first()?.clone();
        if let Some(rng) = &mut self.tie_break {
            shuffle(&mut self.root_moves, rng);
        }
        self.plies.set_root(game);
        self.summaries[0] = self.evaluation.summary(game);
        self.passed[0] = false;
        self.threatened[0] = self.needs_threats() && self.evaluation.royal_threatened(game);
        self.plies.clear_killers();
        self.history.age();
        self.follow_ups.age();
        self.arrived_by[0] = 0;
        self.table.new_search();
        self.table_hits = 0;
        let mut found: Option<SearchReport<G::Move>> = None;
        for depth in 1..=budget.max_depth() {
            if depth > 1 && !budget.can_deepen() {
                break;
            }
            self.root_depth = depth;
            let previous = found.as_ref().map(|report| report.score);
            let Some((index, score, complete)) = self.search_aspired(me, depth, previous, &mut budget) else {
                break;
            };
            // The best move leads the next iteration.
            let best = self.root_moves.remove(index);
            self.root_moves.insert(0, best.clone());
            let line = self.plies.line(0).to_vec();
            let report = SearchReport {
                best_move: best,
                score,
                depth,
                nodes: budget.nodes(),
                iterations: 0,
                elapsed: budget.elapsed(),
                principal_variation: line,
            };
            progress(&report);
            found = Some(report);
            if !complete || score.abs() >= DECIDED || self.root_moves.len() == 1 {
                break;
            }
        }
        let mut report = found.unwrap_or_else(|| SearchReport {
            best_move: first.clone(),
            score: clamp_evaluation(i64::from(self.evaluation.evaluate(game, me))),
            depth: 0,
            nodes: 0,
            iterations: 0,
            elapsed: budget.elapsed(),
            principal_variation: vec![first],
        });
        report.nodes = budget.nodes();
        report.elapsed = budget.elapsed();
        self.last_report = Some(report.clone());
        Some(report)
    }

    /// Whether the search asks [`Evaluate::royal_threatened`].
    fn needs_threats(&self) -> bool {
        let options = &self.options;
        options.extensions || options.null_move || options.futility || options.razoring
    }

    /// One iteration at the root, within an aspiration window around the
    /// `previous` iteration's value where the options ask for one, widened
    /// until the value falls inside. Returns what
    /// [`search_root`](AlphaBeta::search_root) does (`None` also when the
    /// budget ran out before any move's value was known within the window).
    fn search_aspired(
        &mut self,
        me: G::Player,
        depth: u32,
        previous: Option<i32>,
        budget: &mut Budget,
    ) -> Option<(usize, i32, bool)> {
        let (Some(width), Some(previous)) = (self.options.aspiration, previous) else {
            return self.search_root(me, depth, -INFINITY, INFINITY, budget);
        };
        if depth < 5 || previous.abs() >= DECIDED {
            return self.search_root(me, depth, -INFINITY, INFINITY, budget);
        }
        let mut delta = (i64::from(self.options.pawn) * i64::from(width) / 100).max(1);
        let mut alpha = (i64::from(previous) - delta).max(-i64::from(INFINITY)) as i32;
        let mut beta = (i64::from(previous) + delta).min(i64::from(INFINITY)) as i32;
        loop {
            let (index, score, complete) = self.search_root(me, depth, alpha, beta, budget)?;
            delta = delta.saturating_mul(4);
            if score <= alpha && alpha > -INFINITY {
                // Failed low: every move's value is only a bound, none known.
                if !complete {
                    return None;
                }
                alpha = (i64::from(score) - delta).max(-i64::from(INFINITY)) as i32;
            } else if score >= beta && beta < INFINITY {
                // Failed high: this move is better than the rest; it leads
                // the re-search (and is played if the budget runs out).
                let best = self.root_moves.remove(index);
                self.root_moves.insert(0, best);
                if !complete {
                    return Some((0, score, false));
                }
                beta = (i64::from(score) + delta).min(i64::from(INFINITY)) as i32;
            } else {
                return Some((index, score, complete));
            }
        }
    }

    /// One iteration at the root, within `alpha..beta`: the first move
    /// with the full window, the others with a null window first. Returns
    /// the best move's index in the root list, its score and whether every
    /// move was searched (or one failed high, at or above `beta`); `None`
    /// if the budget ran out before the first move was.
    fn search_root(
        &mut self,
        me: G::Player,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> Option<(usize, i32, bool)> {
        self.plies.clear_line(0);
        let mut best: Option<(usize, i32)> = None;
        for index in 0..self.root_moves.len() {
            let Some(mv) = self.root_moves.get(index).cloned() else { break };
            let (turn, child_me, same) = self.play_child(0, &mv, me);
            let value = if best.is_none() {
                self.child_value(1, turn, child_me, same, depth - 1, alpha, beta, budget)
            } else {
                // Principal variation search: prove the move is no better
                // with a null window, re-search only if it is.
                match self.child_value(1, turn, child_me, same, depth - 1, alpha, alpha + 1, budget) {
                    Some(value) if value > alpha && value < beta => {
                        self.child_value(1, turn, child_me, same, depth - 1, alpha, beta, budget)
                    }
                    other => other,
                }
            };
            let Some(value) = value else {
                return best.map(|(index, score)| (index, score, false));
            };
            if best.is_none_or(|(_, score)| value > score) {
                best = Some((index, value));
                self.plies.adopt_line(0, &mv);
                alpha = alpha.max(value);
            }
            if value >= beta {
                break;
            }
        }
        best.map(|(index, score)| (index, score, true))
    }

    /// The value, for the player who moved into it, of the child at `ply`
    /// (already in the stack) whose turn is `turn`, searched within
    /// `alpha..beta` of the mover's point of view.
    #[allow(clippy::too_many_arguments)]
    fn child_value(
        &mut self,
        ply: usize,
        turn: Turn<G::Player>,
        child_me: G::Player,
        same: bool,
        depth: u32,
        alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> Option<i32> {
        if same {
            self.negamax(ply, turn, child_me, depth, alpha, beta, budget)
        } else {
            self.negamax(ply, turn, child_me, depth, -beta, -alpha, budget).map(|value| -value)
        }
    }

    /// The value of the state at `ply` for `me` (the player to move, or at a
    /// chance turn or a finished game the player who moved into it),
    /// searched `depth` more plies within `alpha..beta`; `None` when the
    /// budget ran out.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        ply: usize,
        turn: Turn<G::Player>,
        me: G::Player,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        budget: &mut Budget,
    ) -> Option<i32> {
        self.plies.clear_line(ply);
        let mut depth = depth;
        // A threatened royal must be answered: one more ply, so that the
        // answer is searched in full. Not at the horizon: the quiescence
        // search sees the threat carried out (it is a capture), and
        // extending there multiplies the tree in positions full of threats.
        if self.options.extensions && depth > 0 && self.threatened[ply] && ply < 2 * self.root_depth as usize {
            depth += 1;
        }
        match turn {
            Turn::Over => {
                if budget.tick() {
                    return None;
                }
                return Some(terminal_value(self.plies.state(ply), me, ply as u32));
            }
            // Chance costs no depth, even at the horizon: a position is only
            // judged once the dice have spoken.
            Turn::Chance => return self.chance(ply, me, depth, budget),
            Turn::Player(_) if depth == 0 || ply + 1 >= MAX_PLY => {
                return self.quiesce(ply, me, alpha, beta, self.quiescence, budget);
            }
            Turn::Player(_) => {}
        }
        if budget.tick() {
            return None;
        }
        // Mate-distance pruning: no line from here beats a win on the spot.
        let best_possible = WIN - ply as i32 - 1;
        if beta > best_possible {
            beta = best_possible;
            if alpha >= beta {
                return Some(beta);
            }
        }
        if alpha < -best_possible {
            alpha = -best_possible;
            if alpha >= beta {
                return Some(alpha);
            }
        }
        let key = self.plies.state(ply).position_hash();
        let mut table_move = None;
        // Away from the principal variation (a null window).
        let scout = beta - alpha == 1;
        if let Some(entry) = self.table.probe(key) {
            // Exactly this depth: a deeper result would be a different (if
            // better-informed) value than a fixed-depth search defines, and
            // the root value must not depend on what the table held. Deeper
            // results only where the options allow, off the principal
            // variation.
            let stored = u32::from(entry.depth);
            if stored == depth || (self.options.deep_table_cutoffs && scout && stored > depth) {
                let score = from_table(entry.score, ply as u32, DECIDED);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    self.table_hits += 1;
                    return Some(score);
                }
            }
            table_move = entry.best.clone();
        }
        // Internal iterative reduction: no move known here, so a poorly
        // ordered and dear node; the next iteration, with the table's
        // move, searches it in full.
        if self.options.internal_reductions && table_move.is_none() && depth >= 4 {
            depth -= 1;
        }
        // What the node's static value lets the pruning options conclude
        // before any move is searched.
        let standing = if scout && !self.threatened[ply] && self.prunes_statically() {
            let standing = self.static_value(ply, me);
            if let Some(value) = self.prune_statically(ply, me, depth, standing, alpha, beta, budget) {
                return value;
            }
            Some(standing)
        } else {
            None
        };
        let original_alpha = alpha;
        let mut node = Node { ply, me, depth, alpha, beta, best: -INFINITY, best_move: None, searched: 0 };
        // The table's move first, before the moves are generated, where the
        // game can test its legality cheaply: when it cuts (as it mostly
        // does where a cut is possible) the node costs no generation. It is
        // searched first either way; only the other moves' history order
        // then already counts the cut-offs found under it. A hash collision
        // can hand over another position's move, hence the test (such a
        // move, not in the list, is not ordered either); a game that cannot
        // test cheaply has the move ordered first among the generated ones
        // instead.
        let legal_first = table_move.as_ref().and_then(|mv| self.plies.state(ply).is_legal_cheaply(mv));
        let searched_first = table_move.as_ref().filter(|_| legal_first == Some(true));
        let mut cut = false;
        if let Some(mv) = searched_first {
            cut = self.visit(&mut node, mv, false, budget)?;
        }
        // Staged, the tactical moves and the killers go before the rest is
        // generated (where the table's move, if any, went first).
        let mut staged = Staged::default();
        if !cut && self.options.staged_moves && (table_move.is_none() || legal_first.is_some()) {
            staged.tactical = true;
            cut = self.search_tactical_stage(&mut node, searched_first, budget)?;
            if !cut {
                cut = self.search_killer_stage(&mut node, searched_first, &mut staged, budget)?;
            }
        }
        if !cut {
            let count = self.plies.generate(ply);
            if count == 0 && node.best_move.is_none() {
                // A player to move without a legal move breaks the game's
                // contract: judge the position as it stands.
                return Some(self.evaluate(ply, me));
            }
            let skipped = self.score_moves(ply, table_move.as_ref(), searched_first.is_some(), staged);
            let mut cut_off = false;
            let mut pruned = 0;
            for pick in 0..count - skipped {
                let index = pick_next(self.plies.keys_mut(ply), pick);
                let quiet = self.plies.keys_mut(ply)[pick].0 < 2 * CLASS;
                if quiet && node.best_move.is_some() && self.futile(standing, depth, node.searched, node.alpha) {
                    pruned += 1;
                    continue;
                }
                let mv = self.plies.move_at(ply, index);
                cut_off = self.visit(&mut node, &mv, quiet, budget)?;
                if cut_off {
                    break;
                }
            }
            // Skipped here must be exactly what was searched before.
            debug_assert!(cut_off || node.searched + pruned == count, "{} moves searched of {count}", node.searched);
        }
        let Node { best, best_move, .. } = node;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, to_table(best, ply as u32, DECIDED), best_move, depth, bound);
        Some(best)
    }

    /// Whether an option prunes on a node's static value.
    fn prunes_statically(&self) -> bool {
        let options = &self.options;
        options.null_move || options.futility || options.razoring
    }

    /// The evaluation of the state at `ply` for `me`, exact (full window).
    fn static_value(&self, ply: usize, me: G::Player) -> i32 {
        let state = self.plies.state(ply);
        let value = self.evaluation.evaluate_summarised(state, me, self.summaries[ply], -INFINITY, INFINITY);
        clamp_evaluation(i64::from(value))
    }

    /// The pruning a null-window node not under threat can do on its
    /// static value `standing` before searching any move: reverse futility
    /// (far above beta at few plies left), razoring (far below alpha, and
    /// the quiescence search agrees) and the null move (above beta, and
    /// still so after a free move for the opponent and a shallower
    /// search). `Some(value)` settles the node (`Some(None)`: the budget ran
    /// out); `None` leaves it to be searched.
    #[allow(clippy::too_many_arguments)]
    fn prune_statically(
        &mut self,
        ply: usize,
        me: G::Player,
        depth: u32,
        standing: i32,
        alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> Option<Option<i32>> {
        let pawn = self.options.pawn.max(1);
        let decided = |value: i32| value.abs() >= DECIDED;
        if self.options.futility && depth <= FUTILITY_DEPTH && !decided(beta) && standing - pawn * depth as i32 >= beta
        {
            return Some(Some(standing));
        }
        if self.options.razoring && depth <= 2 && !decided(alpha) && standing + pawn * (2 + depth as i32) <= alpha {
            let value = match self.quiesce(ply, me, alpha, alpha + 1, self.quiescence, budget) {
                Some(value) => value,
                None => return Some(None),
            };
            if value <= alpha {
                return Some(Some(value));
            }
        }
        if self.options.null_move && depth >= 2 && standing >= beta && !decided(beta) && !self.passed[ply] {
            let reduction = 3 + depth / 3 + ((standing - beta) / pawn).clamp(0, 2) as u32;
            if self.play_null(ply) {
                let next = ply + 1;
                let (turn, child_me, same) = perspective(self.plies.state(next), me);
                let reduced = depth.saturating_sub(1 + reduction);
                let value = match self.child_value(next, turn, child_me, same, reduced, beta - 1, beta, budget) {
                    Some(value) => value,
                    None => return Some(None),
                };
                if value >= beta {
                    // A win found after a pass is not proven: only "at least beta".
                    return Some(Some(if decided(value) { beta } else { value }));
                }
            }
        }
        None
    }

    /// Whether a quiet move, the move picked after `searched` others at a
    /// node of static value `standing` (`None`: the node is not pruned on)
    /// and `depth` plies left, is not worth searching: its node is too far
    /// below `alpha` for a quiet move to matter (futility), or enough moves
    /// were tried at so few plies left (late move pruning).
    fn futile(&self, standing: Option<i32>, depth: u32, searched: usize, alpha: i32) -> bool {
        let Some(standing) = standing else { return false };
        if !self.options.futility || depth > FUTILITY_DEPTH || alpha.abs() >= DECIDED {
            return false;
        }
        let pawn = self.options.pawn.max(1);
        standing + pawn * (1 + depth as i32) <= alpha || searched >= 3 + (depth * depth) as usize
    }

    /// Plays a null move at `ply` into `ply + 1`, if the evaluation allows
    /// one here ([`Evaluate::pass`]).
    fn play_null(&mut self, ply: usize) -> bool {
        let evaluation = &self.evaluation;
        if !self.plies.play_null(ply, |child| evaluation.pass(child)) {
            return false;
        }
        let next = ply + 1;
        let child = self.plies.state(next);
        self.summaries[next] = self.evaluation.summary(child);
        self.passed[next] = true;
        self.arrived_by[next] = 0;
        self.threatened[next] = self.evaluation.royal_threatened(child);
        true
    }

    /// The plies by which the quiet move `mv` picked at index `pick` of a
    /// node with `depth` plies left (`scout`: a null-window node) is
    /// reduced, its child at `next` already played.
    fn reduction(&self, mv: &G::Move, pick: usize, quiet: bool, depth: u32, scout: bool, next: usize) -> u32 {
        match self.options.reductions {
            Reductions::Off => 0,
            Reductions::OnePly => u32::from(pick >= REDUCE_AFTER && depth >= 3 && quiet),
            Reductions::Adaptive => {
                if !quiet || pick < 2 || depth < 3 || self.threatened[next] {
                    return 0;
                }
                // 1/2 + ln(depth) × ln(pick) / 2, rounded down.
                let base = (0.5 + (depth as f32).ln() * (pick as f32).ln() / 2.0) as i64;
                let history = self.quiet_score(mv, next - 1);
                let adjust = if history > depth * depth {
                    -1
                } else if history == 0 {
                    1
                } else {
                    0
                };
                let reduction = base + adjust - i64::from(!scout);
                reduction.clamp(0, i64::from(depth) - 2) as u32
            }
        }
    }

    /// The value for `me` of the move `mv` at `ply`, the move picked at
    /// index `pick` of the ordering (`quiet`: not the table's, a promising
    /// or a killer move; `first`: the first move searched here), searched
    /// `depth - 1` more plies within `alpha..beta`: with the full window if
    /// it is the first, else with a null window first (principal variation
    /// search), and with late move reductions when they are on.
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        ply: usize,
        mv: &G::Move,
        me: G::Player,
        pick: usize,
        quiet: bool,
        first: bool,
        depth: u32,
        alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> Option<i32> {
        let (child_turn, child_me, same) = self.play_child(ply, mv, me);
        let next = ply + 1;
        // Late move reduction: a quiet move late in the order is first
        // searched shallower with a null window; only if it beats alpha
        // does it get the full depth.
        let reduction = self.reduction(mv, pick, quiet, depth, beta - alpha == 1, next);
        if reduction > 0 {
            let reduced = depth - 1 - reduction;
            let value = self.child_value(next, child_turn, child_me, same, reduced, alpha, alpha + 1, budget)?;
            if value <= alpha {
                return Some(value);
            }
            // The child's state is still on the stack at `next`.
        }
        if first {
            return self.child_value(next, child_turn, child_me, same, depth - 1, alpha, beta, budget);
        }
        match self.child_value(next, child_turn, child_me, same, depth - 1, alpha, alpha + 1, budget)? {
            value if value > alpha && value < beta => {
                self.child_value(next, child_turn, child_me, same, depth - 1, alpha, beta, budget)
            }
            value => Some(value),
        }
    }

    /// A cut by the quiet move `mv` at `ply` is remembered by the killers
    /// and the history (tactical moves are ordered early anyway).
    fn remember_cut(&mut self, ply: usize, mv: &G::Move, depth: u32) {
        if !self.evaluation_rates_tactical(ply, mv) {
            self.plies.add_killer(ply, mv);
            self.history.reward(mv, depth);
            if self.options.follow_up_history {
                let (previous, before) = self.earlier_moves(ply);
                self.follow_ups.reward(previous, before, mv, move_hash(mv), depth);
            }
        }
    }

    /// The history score of the quiet move `mv` at `ply`: its plain
    /// history, plus its reply and continuation histories where
    /// [`SearchOptions::follow_up_history`] is on.
    fn quiet_score(&self, mv: &G::Move, ply: usize) -> u32 {
        if !self.options.follow_up_history {
            return self.history.score(mv);
        }
        let (previous, before) = self.earlier_moves(ply);
        let hash = move_hash(mv);
        self.history.score_of_hash(hash).saturating_add(self.follow_ups.score(previous, before, hash))
    }

    /// The [`move_hash`]es of the two moves that led to `ply`, the last
    /// first (0: none, at the root or after a null move).
    fn earlier_moves(&self, ply: usize) -> (u64, u64) {
        let before = if ply >= 1 { self.arrived_by[ply - 1] } else { 0 };
        (self.arrived_by[ply], before)
    }

    /// Whether [`SearchOptions::exchange_pruning`] is on and the
    /// evaluation's [`exchange`](Evaluate::exchange) calls `mv` at `ply` a
    /// loss of material.
    fn loses_material(&self, ply: usize, mv: &G::Move) -> bool {
        self.options.exchange_pruning
            && self.evaluation.exchange(self.plies.state(ply), mv).is_some_and(|gain| gain < 0)
    }

    /// Whether the evaluation already orders `mv` among the promising
    /// moves (then killers and history need not remember it).
    fn evaluation_rates_tactical(&self, ply: usize, mv: &G::Move) -> bool {
        self.evaluation.move_priority(self.plies.state(ply), mv) > 0
    }

    /// Searches `mv` at `node` and takes its value in; `Some(true)` if it
    /// cuts the node off (it is then remembered), `None` if the budget ran
    /// out.
    fn visit(&mut self, node: &mut Node<G>, mv: &G::Move, quiet: bool, budget: &mut Budget) -> Option<bool> {
        let Node { ply, me, depth, .. } = *node;
        let first = node.best_move.is_none();
        let value = self.search_move(ply, mv, me, node.searched, quiet, first, depth, node.alpha, node.beta, budget)?;
        node.searched += 1;
        if value > node.best {
            node.best = value;
            node.best_move = Some(mv.clone());
            if value > node.alpha {
                node.alpha = value;
                self.plies.adopt_line(ply, mv);
            }
        }
        if node.alpha >= node.beta {
            self.remember_cut(ply, mv, depth);
            return Some(true);
        }
        Some(false)
    }

    /// The first stage of a staged node: the tactical moves the evaluation
    /// rates promising, best first (the table's move, if searched already,
    /// skipped). `Some(true)` if one cuts the node off.
    fn search_tactical_stage(
        &mut self,
        node: &mut Node<G>,
        searched_first: Option<&G::Move>,
        budget: &mut Budget,
    ) -> Option<bool> {
        let ply = node.ply;
        self.plies.generate_tactical(ply);
        let candidates = {
            let (state, moves, keys, _) = self.plies.ordering_parts(ply);
            keys.clear();
            for (index, mv) in moves.iter().enumerate() {
                let priority = self.evaluation.move_priority(state, mv);
                if priority > 0 && searched_first != Some(mv) {
                    keys.push((i64::from(priority), index as u32));
                }
            }
            keys.len()
        };
        for pick in 0..candidates {
            let index = pick_next(self.plies.keys_mut(ply), pick);
            let mv = self.plies.move_at(ply, index);
            // A losing capture waits for the killers (see `score_moves`).
            if self.loses_material(ply, &mv) {
                continue;
            }
            if self.visit(node, &mv, false, budget)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// The second stage of a staged node: the killer moves the game calls
    /// legal here (cheaply), unless searched already (as the table's move
    /// or in the tactical stage). `Some(true)` if one cuts the node off.
    fn search_killer_stage(
        &mut self,
        node: &mut Node<G>,
        searched_first: Option<&G::Move>,
        staged: &mut Staged,
        budget: &mut Budget,
    ) -> Option<bool> {
        let ply = node.ply;
        for slot in 0..2 {
            // Only this node changes its own ply's killers, and only as it
            // is cut off: they stay put while its children are searched.
            let Some(killer) = self.plies.killer(ply, slot) else { continue };
            let state = self.plies.state(ply);
            if searched_first == Some(&killer)
                || state.is_legal_cheaply(&killer) != Some(true)
                || (self.evaluation.move_priority(state, &killer) > 0 && state.is_tactical(&killer))
            {
                continue;
            }
            staged.killers[slot] = true;
            if self.visit(node, &killer, false, budget)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Gives every move at `ply` its ordering key, except those searched
    /// already: the table's move if `table_searched`, and what the stages of
    /// `staged` searched. Those get the lowest key, so that they are picked
    /// last; the answer is how many they are.
    fn score_moves(&mut self, ply: usize, table_move: Option<&G::Move>, table_searched: bool, staged: Staged) -> usize {
        let exchanges = self.options.exchange_pruning;
        let follow_ups = self.options.follow_up_history.then(|| self.earlier_moves(ply));
        let (state, moves, keys, killers) = self.plies.ordering_parts(ply);
        keys.clear();
        let mut skipped = 0;
        for (index, mv) in moves.iter().enumerate() {
            let priority = i64::from(self.evaluation.move_priority(state, mv));
            let is_killer = |slot: usize| killers[slot].as_ref() == Some(mv);
            // `None`: searched already. The tests follow the classes, so
            // that the common quiet move costs no more tests than unstaged.
            let key = if table_move == Some(mv) {
                (!table_searched).then_some(4 * CLASS)
            } else if priority > 0 {
                let losing = exchanges && self.evaluation.exchange(state, mv).is_some_and(|gain| gain < 0);
                let searched = (staged.tactical && !losing && state.is_tactical(mv))
                    || (staged.killers[0] && is_killer(0))
                    || (staged.killers[1] && is_killer(1));
                // A losing capture after the killers, before the quiet
                // moves (whose history scores stay under 2³²).
                let class = if losing { CLASS + LOSING_CAPTURE } else { 3 * CLASS };
                (!searched).then_some(class + priority)
            } else if is_killer(0) {
                (!staged.killers[0]).then_some(2 * CLASS + 1)
            } else if is_killer(1) {
                (!staged.killers[1]).then_some(2 * CLASS)
            } else if priority == 0 {
                match follow_ups {
                    // The counter move right after the killers, above the
                    // losing captures.
                    Some((previous, _)) if self.follow_ups.is_counter(previous, mv) => Some(2 * CLASS - 1),
                    Some((previous, before)) => {
                        let hash = move_hash(mv);
                        let score = u64::from(self.history.score_of_hash(hash))
                            + u64::from(self.follow_ups.score(previous, before, hash));
                        Some(CLASS + score as i64)
                    }
                    None => Some(CLASS + i64::from(self.history.score(mv))),
                }
            } else {
                Some(priority)
            };
            if key.is_none() {
                skipped += 1;
            }
            keys.push((key.unwrap_or(i64::MIN), index as u32));
        }
        skipped
    }

    /// A chance turn: the weight-averaged value of its outcomes, each
    /// searched with a full window (averages cannot be cut off safely).
    fn chance(&mut self, ply: usize, me: G::Player, depth: u32, budget: &mut Budget) -> Option<i32> {
        if budget.tick() {
            return None;
        }
        if ply + 1 >= MAX_PLY {
            return Some(self.evaluate(ply, me));
        }
        let count = self.plies.generate_outcomes(ply);
        let total = total_weight(self.plies.outcomes(ply));
        if count == 0 || total == 0 {
            return Some(self.evaluate(ply, me));
        }
        let mut sum = 0_i64;
        for index in 0..count {
            let (mv, weight) = self.plies.outcome_at(ply, index);
            let (turn, child_me, same) = self.play_child(ply, &mv, me);
            let value = self.child_value(ply + 1, turn, child_me, same, depth, -INFINITY, INFINITY, budget)?;
            sum += i64::from(weight) * i64::from(value);
        }
        // An average of values in -WIN..=WIN stays in that range.
        Some((sum / total as i64) as i32)
    }

    /// Past the depth limit: the evaluation ("standing pat"), unless a
    /// tactical move does better, searched up to `plies_left` more plies.
    fn quiesce(
        &mut self,
        ply: usize,
        me: G::Player,
        mut alpha: i32,
        beta: i32,
        plies_left: u32,
        budget: &mut Budget,
    ) -> Option<i32> {
        if budget.tick() {
            return None;
        }
        let summary = self.summaries[ply];
        let standing = clamp_evaluation(i64::from(self.evaluation.evaluate_summarised(
            self.plies.state(ply),
            me,
            summary,
            alpha,
            beta,
        )));
        if plies_left == 0 || standing >= beta || ply + 1 >= MAX_PLY {
            return Some(standing);
        }
        alpha = alpha.max(standing);
        let mut best = standing;
        let count = self.plies.generate_tactical(ply);
        if count == 0 {
            return Some(best);
        }
        {
            let (state, moves, keys, _) = self.plies.ordering_parts(ply);
            keys.clear();
            for (index, mv) in moves.iter().enumerate() {
                keys.push((i64::from(self.evaluation.move_priority(state, mv)), index as u32));
            }
        }
        for pick in 0..count {
            let index = pick_next(self.plies.keys_mut(ply), pick);
            let mv = self.plies.move_at(ply, index);
            // Losing captures are not searched, nor those whose gain
            // cannot lift the value to alpha (delta pruning; the standing
            // value is exact or above the true value here).
            if self.options.exchange_pruning {
                let pawn = i64::from(self.options.pawn.max(1));
                let gain = self.evaluation.exchange(self.plies.state(ply), &mv);
                if gain.is_some_and(|gain| {
                    gain < 0 || i64::from(standing) + i64::from(gain) + 2 * pawn <= i64::from(alpha)
                }) {
                    continue;
                }
            }
            let (turn, child_me, same) = self.play_quiescent_child(ply, &mv, me);
            let next = ply + 1;
            let value = match turn {
                Turn::Over => {
                    if budget.tick() {
                        return None;
                    }
                    terminal_value(self.plies.state(next), me, next as u32)
                }
                // Dice are not searched past the horizon: judge as it stands.
                Turn::Chance => self.evaluate(next, me),
                Turn::Player(_) if same => self.quiesce(next, child_me, alpha, beta, plies_left - 1, budget)?,
                Turn::Player(_) => -self.quiesce(next, child_me, -beta, -alpha, plies_left - 1, budget)?,
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

    /// [`Plies::play_child`], and the child's [`Evaluate::child_summary`]
    /// (and whether its royal is threatened, where an option asks).
    fn play_child(&mut self, ply: usize, mv: &G::Move, mover: G::Player) -> (Turn<G::Player>, G::Player, bool) {
        let played = self.play_quiescent_child(ply, mv, mover);
        let next = ply + 1;
        self.passed[next] = false;
        if self.options.follow_up_history {
            self.arrived_by[next] = move_hash(mv);
        }
        self.threatened[next] = self.needs_threats() && self.evaluation.royal_threatened(self.plies.state(next));
        played
    }

    /// [`play_child`](AlphaBeta::play_child) for the quiescence search,
    /// which asks no threats.
    fn play_quiescent_child(
        &mut self,
        ply: usize,
        mv: &G::Move,
        mover: G::Player,
    ) -> (Turn<G::Player>, G::Player, bool) {
        let played = self.plies.play_child(ply, mv, mover);
        let summary =
            self.evaluation.child_summary(self.plies.state(ply), self.summaries[ply], self.plies.state(ply + 1));
        self.summaries[ply + 1] = summary;
        played
    }

    fn evaluate(&self, ply: usize, player: G::Player) -> i32 {
        clamp_evaluation(i64::from(self.evaluation.evaluate(self.plies.state(ply), player)))
    }
}

/// One node of [`AlphaBeta`]'s search: where it is, and its running
/// result.
struct Node<G: Game> {
    ply: usize,
    /// The player whose value the node computes.
    me: G::Player,
    /// The plies left to search.
    depth: u32,
    alpha: i32,
    beta: i32,
    /// The best value found so far (`-INFINITY` before the first move).
    best: i32,
    best_move: Option<G::Move>,
    /// How many moves were searched (the next one's place in the order).
    searched: usize,
}

/// What the stages before a staged node's generation searched.
#[derive(Clone, Copy, Debug, Default)]
struct Staged {
    /// The tactical moves rated promising.
    tactical: bool,
    /// Each killer slot's move.
    killers: [bool; 2],
}

impl<G: Game, E: Evaluate<G>> Bot<G> for AlphaBeta<G, E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        self.search(game).map(|report| report.best_move)
    }
}

/// The child's turn and point of view after the player `mover` moved:
/// whose value it is and whether that is still `mover` (two-player
/// zero-sum: the other side's value is the negation).
pub(crate) fn perspective<G: Game>(child: &G, mover: G::Player) -> (Turn<G::Player>, G::Player, bool) {
    let turn = child.turn();
    match turn {
        Turn::Player(next) => (turn, next, next == mover),
        Turn::Chance | Turn::Over => (turn, mover, true),
    }
}

#[cfg(test)]
mod tests {
    use core::cell::Cell;

    use boardkit_core::{SplitMix64, random_move};
    use boardkit_towers::{Side, Towers};

    use super::*;

    /// White's balls on the board minus Brown's.
    fn difference(game: &Towers) -> i64 {
        i64::from(game.balls_on_board(Side::White)) - i64::from(game.balls_on_board(Side::Brown))
    }

    /// `difference` from `player`'s side, ten per ball.
    fn for_player(difference: i64, player: Side) -> i32 {
        let value = 10 * difference as i32;
        if player == Side::White { value } else { -value }
    }

    /// The ball count as an incremental evaluation: the difference is the
    /// summary, updated from the parent's; every call checks that the
    /// summary it is handed belongs to its state.
    #[derive(Default)]
    struct Summarised {
        leaves: Cell<u32>,
    }

    impl Evaluate<Towers> for Summarised {
        fn evaluate(&self, game: &Towers, player: Side) -> i32 {
            for_player(difference(game), player)
        }

        fn summary(&self, game: &Towers) -> i64 {
            difference(game)
        }

        fn child_summary(&self, parent: &Towers, parent_summary: i64, child: &Towers) -> i64 {
            assert_eq!(parent_summary, difference(parent), "the parent's summary");
            parent_summary + (difference(child) - difference(parent))
        }

        fn evaluate_summarised(&self, game: &Towers, player: Side, summary: i64, _: i32, _: i32) -> i32 {
            assert_eq!(summary, difference(game), "the summary of the state judged");
            self.leaves.set(self.leaves.get() + 1);
            for_player(summary, player)
        }

        fn move_priority(&self, game: &Towers, mv: &boardkit_towers::Move) -> i32 {
            i32::from(game.is_tactical(mv))
        }
    }

    /// The same evaluation, plain.
    struct Plain;

    impl Evaluate<Towers> for Plain {
        fn evaluate(&self, game: &Towers, player: Side) -> i32 {
            for_player(difference(game), player)
        }

        fn move_priority(&self, game: &Towers, mv: &boardkit_towers::Move) -> i32 {
            i32::from(game.is_tactical(mv))
        }
    }

    /// With a summary the search visits the same nodes and reports the same
    /// move, score and line as with the plain evaluation, and hands every
    /// leaf its own state's summary.
    #[test]
    fn a_summarised_evaluation_searches_as_the_plain_one() {
        let limits = Limits::depth(3).with_nodes(20_000);
        let mut summarised = AlphaBeta::new(Summarised::default(), limits).with_hash_mb(1).with_quiescence(3);
        let mut rng = SplitMix64::new(12);
        let mut game = Towers::startpos();
        for _ in 0..30 {
            let mut reference = AlphaBeta::new(Plain, limits).with_hash_mb(1).with_quiescence(3);
            summarised.clear();
            let (Some(expected), Some(found)) = (reference.search(&game), summarised.search(&game)) else { break };
            assert_eq!(
                (found.best_move, found.score, found.nodes, &found.principal_variation),
                (expected.best_move, expected.score, expected.nodes, &expected.principal_variation),
                "{game}"
            );
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play(&mv).expect("a random move is legal");
        }
        assert!(summarised.evaluation().leaves.get() > 1_000, "{} leaves", summarised.evaluation().leaves.get());
    }
}
