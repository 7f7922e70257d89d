//! Expectimax / max-n search for games with chance and two or more players.

use boardkit_core::{Game, MAX_PLAYERS, PlayerList, SplitMix64, Turn, total_weight};

use crate::alpha_beta::MAX_PLY;
use crate::buffers::Plies;
use crate::evaluate::{clamp_evaluation, terminal_value};
use crate::limits::Budget;
use crate::random::shuffle;
use crate::stop::StopHandle;
use crate::{Bot, Evaluate, Limits, SearchReport};

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

/// Per-player values, in [`players`](boardkit_core::Game::players) order.
type Values = PlayerList<i64>;

/// The default size of the expectimax table, in MiB.
pub const DEFAULT_EXPECTIMAX_HASH_MB: usize = 4;

/// Expectimax search: looks a few plies ahead through chance turns, valuing
/// each chance turn as the weighted average of its outcomes (by the exact
/// weights of [`generate_chance_outcomes`](boardkit_core::Game::generate_chance_outcomes)).
///
/// - At a player's turn the player picks the move that is best for them
///   ([`Strategy::MaxN`], the default) or worst for the bot
///   ([`Strategy::Paranoid`]); the first of equal moves in the game's
///   order. At the root each iteration searches the previous iteration's
///   best move first, then the others in their order, so a tie goes to
///   the earlier iteration's choice (with
///   [`with_tie_break_seed`](Expectimax::with_tie_break_seed) the root
///   moves are shuffled, seeded, before the first iteration).
/// - Finished games are valued from their outcome (see
///   [`outcome_value`](crate::outcome_value)); unfinished leaves by the
///   [`Evaluate`] function, once per player
///   ([`Evaluate::evaluate_all`]).
/// - [`Limits::depth`] counts player moves; chance turns are always
///   expanded, also right after the last move searched. The search deepens
///   one ply at a time and keeps the best move of the deepest search the
///   node and time budgets allow. With a single legal move it stops after
///   the first iteration (the move is forced): the report then has depth
///   1 and the move's value one player move deep.
/// - **Table**: max-n never prunes, so every value it computes is exact:
///   a table keyed by
///   [`Game::position_hash`](boardkit_core::Game::position_hash) (which
///   includes a pending throw) mixed with the ply from the root stores the
///   per-player values of player and chance nodes with their remaining
///   depth, and a later visit of the same position at the same ply and
///   depth (a transposition, or the next iteration) reuses them. The ply is
///   part of the key because the value of a win depends on its distance
///   from the root, so a hit returns exactly what searching would. Same replacement scheme as
///   [`AlphaBeta`](crate::AlphaBeta): buckets of a depth-preferred and an
///   always-replaced entry. Allocated up front
///   ([`with_hash_mb`](Expectimax::with_hash_mb), default
///   [`DEFAULT_EXPECTIMAX_HASH_MB`]).
/// - No allocation per node after warm-up (per-ply buffers, a state stack
///   refilled with `clone_from`).
///
/// The tree grows as (moves × chance outcomes) per ply: depth 2 or 3 is
/// usual for dice games.
///
/// # Examples
///
/// Four-player Sirocco after a throw of 4, valued by the score difference:
///
/// ```
/// use boardkit_core::Game;
/// use boardkit_search::{Bot, Expectimax, Limits, ScoreDifference, Strategy};
/// use boardkit_sirocco::{Move, Sirocco};
///
/// let mut game = Sirocco::startpos(4)?;
/// game.play(&Move::Roll(4))?;
/// let mut bot = Expectimax::new(ScoreDifference::default(), Limits::depth(2).with_nodes(20_000)).with_hash_mb(1);
/// let report = bot.search(&game).ok_or("a player is to move")?;
/// assert!(game.legal_moves().contains(&report.best_move));
/// // The paranoid reading expects the three others to play against it.
/// let mut cautious = Expectimax::new(ScoreDifference::default(), Limits::depth(1)).with_strategy(Strategy::Paranoid);
/// assert!(cautious.choose(&game).is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Expectimax<G: Game, E> {
    evaluation: E,
    limits: Limits,
    strategy: Strategy,
    tie_break: Option<SplitMix64>,
    table: ValueTable,
    plies: Plies<G>,
    root_moves: Vec<G::Move>,
    /// Nodes of the current (or last) search valued by the table.
    table_hits: u64,
    /// Raised from another thread to end the search now.
    stop: StopHandle,
}

impl<G: Game, E: Evaluate<G>> Expectimax<G, E> {
    /// An expectimax bot (max-n) reading positions with `evaluation`,
    /// thinking within `limits`.
    pub fn new(evaluation: E, limits: Limits) -> Expectimax<G, E> {
        Expectimax {
            evaluation,
            limits,
            strategy: Strategy::MaxN,
            tie_break: None,
            table: ValueTable::new(DEFAULT_EXPECTIMAX_HASH_MB),
            plies: Plies::new(),
            root_moves: Vec::new(),
            table_hits: 0,

            stop: StopHandle::new(),
        }
    }

    /// The same bot expecting the other players to follow `strategy`.
    pub fn with_strategy(mut self, strategy: Strategy) -> Expectimax<G, E> {
        self.strategy = strategy;
        self
    }

    /// Breaks ties between equally good moves at random, from `seed`.
    pub fn with_tie_break_seed(mut self, seed: u64) -> Expectimax<G, E> {
        self.tie_break = Some(SplitMix64::new(seed));
        self
    }

    /// The same bot with a table of `mib` MiB, allocated now; 0 turns the
    /// table off.
    pub fn with_hash_mb(mut self, mib: usize) -> Expectimax<G, E> {
        self.table = ValueTable::new(mib);
        self
    }

    /// Empties the table, so that the next search does not depend on
    /// earlier ones.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// How many nodes of the last [`search`](Expectimax::search) took their
    /// values from the table (the same position at the same ply and
    /// remaining depth, met again) instead of being searched. A figure for
    /// tests and tuning: a test of the table's values proves nothing about
    /// them where it stays 0.
    pub fn table_hits(&self) -> u64 {
        self.table_hits
    }

    /// The strategy expected of the other players.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// A handle on this bot's stop flag, for another thread to end a
    /// running search early (see [`StopHandle`]).
    pub fn stop_handle(&self) -> StopHandle {
        self.stop.clone()
    }

    /// The same bot stopped by `stop` (shared, e.g., by several bots).
    pub fn with_stop_handle(mut self, stop: StopHandle) -> Expectimax<G, E> {
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

    /// Searches `game` and reports the best move for the player to move,
    /// with its value for that player; `None` when no player is to move.
    pub fn search(&mut self, game: &G) -> Option<SearchReport<G::Move>> {
        self.search_with_progress(game, |_| {})
    }

    /// Like [`search`](Expectimax::search), calling `progress` with the
    /// report of each finished iteration.
    pub fn search_with_progress(
        &mut self,
        game: &G,
        mut progress: impl FnMut(&SearchReport<G::Move>),
    ) -> Option<SearchReport<G::Move>> {
        let Turn::Player(me) = game.turn() else {
            return None;
        };
        let players = game.players();
        let my_seat = players.iter().position(|p| *p == me)?;
        game.generate_moves(&mut self.root_moves);
        let first = self.root_moves.first()?.clone();
        if let Some(rng) = &mut self.tie_break {
            shuffle(&mut self.root_moves, rng);
        }
        self.plies.set_root(game);
        // Values depend on the root player under the paranoid strategy and
        // on nothing else: a new search may keep max-n values.
        if self.strategy == Strategy::Paranoid {
            self.table.clear();
        }
        self.table_hits = 0;
        let mut search = Search { me, players, budget: Budget::start_stoppable(self.limits, &self.stop) };
        let mut found: Option<SearchReport<G::Move>> = None;
        for depth in 1..=search.budget.max_depth() {
            if depth > 1 && !search.budget.can_deepen() {
                break;
            }
            let Some((index, values, complete)) = self.root(&mut search, depth) else {
                break;
            };
            let best = self.root_moves.remove(index);
            self.root_moves.insert(0, best.clone());
            let report = SearchReport {
                best_move: best,
                score: clamp_to_i32(values.get(my_seat).copied().unwrap_or(0)),
                depth,
                nodes: search.budget.nodes(),
                iterations: 0,
                elapsed: search.budget.elapsed(),
                principal_variation: self.plies.line(0).to_vec(),
            };
            progress(&report);
            found = Some(report);
            if !complete || self.root_moves.len() == 1 {
                break;
            }
        }
        let mut report = found.unwrap_or_else(|| SearchReport {
            best_move: first.clone(),
            score: clamp_evaluation(i64::from(self.evaluation.evaluate(game, me))),
            depth: 0,
            nodes: 0,
            iterations: 0,
            elapsed: search.budget.elapsed(),
            principal_variation: vec![first],
        });
        report.nodes = search.budget.nodes();
        report.elapsed = search.budget.elapsed();
        Some(report)
    }

    /// One iteration at the root: the best move's index, its values, and
    /// whether every root move was searched.
    fn root(&mut self, search: &mut Search<G::Player>, depth: u32) -> Option<(usize, Values, bool)> {
        self.plies.clear_line(0);
        let seat = search.seat(search.me)?;
        let mut best: Option<(usize, i64, Values)> = None;
        for index in 0..self.root_moves.len() {
            let Some(mv) = self.root_moves.get(index).cloned() else { break };
            self.plies.play_child(0, &mv, search.me);
            let Some(values) = self.value(search, 1, depth - 1) else {
                // Out of budget: the moves finished at this depth are exact.
                return best.map(|(index, _, values)| (index, values, false));
            };
            let key = values.get(seat).copied().unwrap_or(0);
            if best.as_ref().is_none_or(|best| key > best.1) {
                self.plies.adopt_line(0, &mv);
                best = Some((index, key, values));
            }
        }
        best.map(|(index, _, values)| (index, values, true))
    }

    /// The values of the state at `ply` for every player, `depth` more
    /// player moves deep; `None` when the budget ran out.
    fn value(&mut self, search: &mut Search<G::Player>, ply: usize, depth: u32) -> Option<Values> {
        self.plies.clear_line(ply);
        if search.budget.tick() {
            return None;
        }
        let turn = self.plies.state(ply).turn();
        let mover = match turn {
            Turn::Over => {
                let state = self.plies.state(ply);
                return Some(search.players.iter().map(|p| i64::from(terminal_value(state, *p, ply as u32))).collect());
            }
            _ if ply + 1 >= MAX_PLY => return Some(self.leaf(search, ply)),
            Turn::Player(_) if depth == 0 => return Some(self.leaf(search, ply)),
            Turn::Chance => None,
            Turn::Player(mover) => Some(mover),
        };
        let key = self.plies.state(ply).position_hash() ^ ply_key(ply);
        if let Some(values) = self.table.probe(key, depth, search.players.len()) {
            self.table_hits += 1;
            return Some(values);
        }
        let values = match mover {
            None => self.chance(search, ply, depth)?,
            Some(mover) => self.player(search, ply, depth, mover)?,
        };
        self.table.store(key, depth, &values);
        Some(values)
    }

    /// A player's turn: the move best for them (max-n) or worst for the bot
    /// (paranoid).
    fn player(&mut self, search: &mut Search<G::Player>, ply: usize, depth: u32, mover: G::Player) -> Option<Values> {
        let Some(seat) = search.seat(mover) else {
            return Some(self.leaf(search, ply));
        };
        let root_seat = search.seat(search.me);
        let count = self.plies.generate(ply);
        let mut best: Option<(i64, Values)> = None;
        for index in 0..count {
            let mv = self.plies.move_at(ply, index);
            self.plies.play_child(ply, &mv, mover);
            let values = self.value(search, ply + 1, depth - 1)?;
            let key = match (self.strategy, root_seat) {
                (Strategy::Paranoid, Some(root)) if mover != search.me => -values.get(root).copied().unwrap_or(0),
                _ => values.get(seat).copied().unwrap_or(0),
            };
            if best.as_ref().is_none_or(|best| key > best.0) {
                self.plies.adopt_line(ply, &mv);
                best = Some((key, values));
            }
        }
        Some(best.map_or_else(|| self.leaf(search, ply), |(_, values)| values))
    }

    /// A chance turn: the weighted average of its outcomes, per player.
    fn chance(&mut self, search: &mut Search<G::Player>, ply: usize, depth: u32) -> Option<Values> {
        let count = self.plies.generate_outcomes(ply);
        let total = total_weight(self.plies.outcomes(ply));
        if count == 0 || total == 0 {
            return Some(self.leaf(search, ply));
        }
        let mut sums: Values = search.players.iter().map(|_| 0).collect();
        for index in 0..count {
            let (mv, weight) = self.plies.outcome_at(ply, index);
            self.plies.play_child(ply, &mv, search.me);
            let values = self.value(search, ply + 1, depth)?;
            for (sum, value) in sums.iter_mut().zip(values.iter()) {
                *sum += i64::from(weight) * value;
            }
        }
        Some(sums.iter().map(|sum| sum / total as i64).collect())
    }

    /// The evaluation of an unfinished leaf for every player (for the
    /// paranoid strategy only the bot's own value matters).
    fn leaf(&self, search: &Search<G::Player>, ply: usize) -> Values {
        let state = self.plies.state(ply);
        let value = |raw: i32| i64::from(clamp_evaluation(i64::from(raw)));
        if self.strategy == Strategy::Paranoid {
            return search
                .players
                .iter()
                .map(|p| if *p == search.me { value(self.evaluation.evaluate(state, *p)) } else { 0 })
                .collect();
        }
        self.evaluation.evaluate_all(state, &search.players).iter().map(|raw| value(*raw)).collect()
    }
}

impl<G: Game, E: Evaluate<G>> Bot<G> for Expectimax<G, E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        self.search(game).map(|report| report.best_move)
    }
}

/// One search in progress.
struct Search<P> {
    me: P,
    players: PlayerList<P>,
    budget: Budget,
}

impl<P: Copy + Eq> Search<P> {
    fn seat(&self, player: P) -> Option<usize> {
        self.players.iter().position(|p| *p == player)
    }
}

/// A per-ply key mixed into the position hash (SplitMix64's finalizer of
/// the ply: unrelated to any game's Zobrist keys).
fn ply_key(ply: usize) -> u64 {
    let mut z = (ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn clamp_to_i32(value: i64) -> i32 {
    value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

/// One stored result: exact per-player values at a remaining depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ValueEntry {
    key: u64,
    /// Remaining depth + 1 (0 marks an empty slot).
    depth: u8,
    values: [i32; MAX_PLAYERS],
}

const EMPTY: ValueEntry = ValueEntry { key: 0, depth: 0, values: [0; MAX_PLAYERS] };

/// The expectimax table: buckets of a depth-preferred and an always-replaced
/// entry, allocated up front.
#[derive(Clone, Debug)]
struct ValueTable {
    buckets: Vec<[ValueEntry; 2]>,
    mask: usize,
}

impl ValueTable {
    fn new(mib: usize) -> ValueTable {
        if mib == 0 {
            return ValueTable { buckets: Vec::new(), mask: 0 };
        }
        let fit = (mib.saturating_mul(1 << 20) / core::mem::size_of::<[ValueEntry; 2]>()).max(1);
        let count = if fit.is_power_of_two() { fit } else { fit.next_power_of_two() / 2 };
        ValueTable { buckets: vec![[EMPTY; 2]; count], mask: count - 1 }
    }

    fn clear(&mut self) {
        self.buckets.fill([EMPTY; 2]);
    }

    /// The values stored for `key` searched exactly `depth` deep.
    fn probe(&self, key: u64, depth: u32, players: usize) -> Option<Values> {
        let bucket = self.buckets.get(key as usize & self.mask)?;
        let entry = bucket.iter().find(|entry| entry.key == key && u32::from(entry.depth) == depth + 1)?;
        Some(entry.values.iter().take(players).map(|value| i64::from(*value)).collect())
    }

    fn store(&mut self, key: u64, depth: u32, values: &Values) {
        let Some(bucket) = self.buckets.get_mut(key as usize & self.mask) else {
            return;
        };
        let mut entry = ValueEntry { key, depth: (depth + 1).min(u32::from(u8::MAX)) as u8, values: [0; MAX_PLAYERS] };
        for (slot, value) in entry.values.iter_mut().zip(values.iter()) {
            *slot = clamp_to_i32(*value);
        }
        let [preferred, always] = bucket;
        if preferred.key == key || entry.depth >= preferred.depth {
            *preferred = entry;
        } else {
            *always = entry;
        }
    }
}
