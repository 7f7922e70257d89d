//! Monte Carlo tree search for any number of players, with chance turns.

use boardkit_core::{Game, MAX_PLAYERS, RandomSource, SplitMix64, Turn, Verdict};

use crate::evaluate::clamp_evaluation;
use crate::limits::Budget;
use crate::stop::StopHandle;
use crate::{Bot, Evaluate, Limits, SearchReport};

/// The default most tree nodes an [`Mcts`] bot keeps (its tree is allocated
/// for this many at the first search).
pub const DEFAULT_TREE_NODES: usize = 1 << 18;

/// An evaluation that knows nothing: every unfinished state is even. With
/// it [`Mcts`] scores positions by random playouts alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Even;

impl<G: Game> Evaluate<G> for Even {
    fn evaluate(&self, _game: &G, _player: G::Player) -> i32 {
        0
    }
}

/// One node of the tree: the state reached by `mv` from its parent.
#[derive(Clone, Debug)]
struct Node<M> {
    /// The move (or chance outcome) leading here; `None` at the root.
    mv: Option<M>,
    /// The chance weight of `mv` when the parent is a chance turn.
    weight: u32,
    /// The children occupy `first_child .. first_child + children`.
    first_child: u32,
    children: u32,
    expanded: bool,
    visits: u32,
    /// The sum of the rewards (0..=1) each seat got through this node.
    rewards: [f32; MAX_PLAYERS],
}

/// Monte Carlo tree search (UCT) for games of any number of players, with
/// chance turns.
///
/// Each iteration walks down the tree from the root, at a player's turn to
/// the child with the best upper confidence bound for **that** player
/// (mean reward + `c`·√(ln N / n), unvisited children first in the game's
/// order), at a chance turn to an outcome drawn by its exact weight; it
/// expands the first unexpanded node it meets (all its moves at once),
/// then plays random moves (and draws chance outcomes by their weights)
/// for up to [`with_rollout_plies`](Mcts::with_rollout_plies) plies. A
/// finished game gives each player 1 for a win, 1/k for a k-way shared
/// win, ½ for a draw when everybody draws and 0 for a loss; an unfinished
/// one is scored by the [`Evaluate`] function, squashed to 0..=1 (`1 / (1 +
/// e^(-v / scale))`). Every player's reward is added along the path.
///
/// - The best move is the most visited root child.
/// - All randomness comes from a [`SplitMix64`] seeded by the caller, so a
///   search under an iteration or node budget (no time budget) is
///   deterministic: same seed, same state, same move.
/// - [`Limits::iterations`], [`Limits::nodes`] (states visited, walk and
///   playout plies included) and [`Limits::time`] bound the search;
///   [`Limits::depth`] is not used.
/// - No allocation per iteration after warm-up: the tree is allocated for
///   [`DEFAULT_TREE_NODES`] nodes (or
///   [`with_tree_nodes`](Mcts::with_tree_nodes)) at the first search;
///   when it is full, iterations go on without expanding.
///
/// # Examples
///
/// Random playouts on Towers, then an evaluation cut-off on four-player
/// Sirocco; the same seed and budget give the same search.
///
/// ```
/// use boardkit_core::Game;
/// use boardkit_search::{Bot, Limits, Mcts, ScoreDifference};
/// use boardkit_sirocco::{Move, Sirocco};
/// use boardkit_towers::Towers;
///
/// let towers = Towers::startpos();
/// let mut bot = Mcts::random_playouts(Limits::iterations(300), 7);
/// let report = bot.search(&towers).ok_or("White is to move")?;
/// assert_eq!(report.iterations, 300);
/// assert!(towers.legal_moves().contains(&report.best_move));
///
/// let mut sirocco = Sirocco::startpos(4)?;
/// sirocco.play(&Move::Roll(6))?;
/// let mut seeded = |seed| Mcts::new(ScoreDifference::default(), Limits::iterations(500), seed).with_rollout_plies(12);
/// assert_eq!(seeded(1).choose(&sirocco), seeded(1).choose(&sirocco));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Mcts<G: Game, E> {
    evaluation: E,
    limits: Limits,
    rng: SplitMix64,
    exploration: f32,
    rollout_plies: u32,
    evaluation_scale: f32,
    tree_nodes: usize,
    tree: Vec<Node<G::Move>>,
    path: Vec<u32>,
    work: Option<G>,
    moves: Vec<G::Move>,
    outcomes: Vec<(G::Move, u32)>,
    last_report: Option<SearchReport<G::Move>>,
    /// Raised from another thread to end the search now.
    stop: StopHandle,
}

impl<G: Game> Mcts<G, Even> {
    /// MCTS scoring by random playouts to the end of the game (at most
    /// 1 000 plies each), drawing from a generator seeded with `seed`.
    pub fn random_playouts(limits: Limits, seed: u64) -> Mcts<G, Even> {
        Mcts::new(Even, limits, seed).with_rollout_plies(1_000)
    }
}

impl<G: Game, E: Evaluate<G>> Mcts<G, E> {
    /// MCTS with playouts of up to 8 plies scored by `evaluation`, within
    /// `limits`, drawing from a generator seeded with `seed`.
    pub fn new(evaluation: E, limits: Limits, seed: u64) -> Mcts<G, E> {
        Mcts {
            evaluation,
            limits,
            rng: SplitMix64::new(seed),
            exploration: 1.4,
            rollout_plies: 8,
            evaluation_scale: 400.0,
            tree_nodes: DEFAULT_TREE_NODES,
            tree: Vec::new(),
            path: Vec::new(),
            work: None,
            moves: Vec::new(),
            outcomes: Vec::new(),
            last_report: None,

            stop: StopHandle::new(),
        }
    }

    /// Random plies played after the tree before the evaluation scores the
    /// state (0: the evaluation scores the new leaf itself).
    pub fn with_rollout_plies(mut self, plies: u32) -> Mcts<G, E> {
        self.rollout_plies = plies;
        self
    }

    /// The exploration constant `c` of the upper confidence bound (1.4 by
    /// default; larger explores more).
    pub fn with_exploration(mut self, c: f32) -> Mcts<G, E> {
        self.exploration = c;
        self
    }

    /// The evaluation difference that makes a reward of about 0.73 instead
    /// of 0.5 (400 by default: four pawns in the Scirocco evaluation).
    pub fn with_evaluation_scale(mut self, scale: f32) -> Mcts<G, E> {
        self.evaluation_scale = scale.max(f32::MIN_POSITIVE);
        self
    }

    /// The most nodes the tree may hold.
    pub fn with_tree_nodes(mut self, nodes: usize) -> Mcts<G, E> {
        self.tree_nodes = nodes.max(1);
        self.tree = Vec::new();
        self
    }

    /// Reseeds the random generator.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = SplitMix64::new(seed);
    }

    /// A handle on this bot's stop flag, for another thread to end a
    /// running search early (see [`StopHandle`]).
    pub fn stop_handle(&self) -> StopHandle {
        self.stop.clone()
    }

    /// The same bot stopped by `stop` (shared, e.g., by several bots).
    pub fn with_stop_handle(mut self, stop: StopHandle) -> Mcts<G, E> {
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

    /// The report of the last search.
    pub fn last_report(&self) -> Option<&SearchReport<G::Move>> {
        self.last_report.as_ref()
    }

    /// Searches `game`; `None` when no player is to move.
    pub fn search(&mut self, game: &G) -> Option<SearchReport<G::Move>> {
        self.search_with_progress(game, |_| {})
    }

    /// Like [`search`](Mcts::search), calling `progress` with an interim
    /// report every time the number of iterations doubles (from 1 024).
    pub fn search_with_progress(
        &mut self,
        game: &G,
        mut progress: impl FnMut(&SearchReport<G::Move>),
    ) -> Option<SearchReport<G::Move>> {
        let Turn::Player(me) = game.turn() else {
            return None;
        };
        let players = game.players();
        let seat = players.iter().position(|p| *p == me)?;
        if self.tree.capacity() < self.tree_nodes {
            self.tree.reserve_exact(self.tree_nodes - self.tree.len());
        }
        self.tree.clear();
        self.tree.push(Node::new(None, 0));
        match &mut self.work {
            Some(work) => work.clone_from(game),
            None => self.work = Some(game.clone()),
        }
        let mut budget = Budget::start_stoppable(self.limits, &self.stop);
        let mut iterations = 0_u64;
        let mut next_report = 1_024;
        while self.limits.iterations.is_none_or(|limit| iterations < limit) {
            if !self.iterate(game, &players, &mut budget) {
                break;
            }
            iterations += 1;
            if iterations == next_report {
                next_report *= 2;
                if let Some(report) = self.report(seat, iterations, &budget) {
                    progress(&report);
                }
            }
            // One legal move: nothing to think about.
            if iterations >= 1 && self.tree[0].children == 1 {
                break;
            }
        }
        let report = match self.report(seat, iterations, &budget) {
            Some(report) => report,
            None => {
                // Not even the root was expanded: play the first move.
                game.generate_moves(&mut self.moves);
                let first = self.moves.first()?.clone();
                SearchReport {
                    best_move: first.clone(),
                    score: 0,
                    depth: 0,
                    nodes: budget.nodes(),
                    iterations,
                    elapsed: budget.elapsed(),
                    principal_variation: vec![first],
                }
            }
        };
        self.last_report = Some(report.clone());
        Some(report)
    }

    /// One iteration; `false` when the budget ran out before it finished.
    fn iterate(&mut self, root: &G, players: &[G::Player], budget: &mut Budget) -> bool {
        // The working state is taken out while the tree is worked on (and
        // always put back: no allocation).
        let Some(mut work) = self.work.take() else { return false };
        let finished = self.iterate_on(&mut work, root, players, budget);
        self.work = Some(work);
        finished
    }

    fn iterate_on(&mut self, work: &mut G, root: &G, players: &[G::Player], budget: &mut Budget) -> bool {
        work.clone_from(root);
        self.path.clear();
        self.path.push(0);
        let mut node = 0_usize;
        // Selection: down the expanded part of the tree.
        loop {
            if budget.tick() {
                return false;
            }
            let turn = work.turn();
            if matches!(turn, Turn::Over) {
                break;
            }
            if !self.tree[node].expanded {
                // Expansion: all the moves (or outcomes) at once.
                let room = self.tree.capacity() - self.tree.len();
                let first = self.tree.len() as u32;
                match turn {
                    Turn::Chance => {
                        work.generate_chance_outcomes(&mut self.outcomes);
                        if self.outcomes.len() > room {
                            break;
                        }
                        for (mv, weight) in self.outcomes.drain(..) {
                            self.tree.push(Node::new(Some(mv), weight));
                        }
                    }
                    _ => {
                        work.generate_moves(&mut self.moves);
                        if self.moves.len() > room {
                            break;
                        }
                        for mv in self.moves.drain(..) {
                            self.tree.push(Node::new(Some(mv), 0));
                        }
                    }
                }
                let children = self.tree.len() as u32 - first;
                let parent = &mut self.tree[node];
                parent.expanded = true;
                parent.first_child = first;
                parent.children = children;
                if parent.children == 0 {
                    break;
                }
            }
            let child = match turn {
                Turn::Chance => self.sample_outcome(node),
                Turn::Player(mover) => {
                    let seat = players.iter().position(|p| *p == mover).unwrap_or(0);
                    self.select(node, seat)
                }
                Turn::Over => break,
            };
            let Some(mv) = self.tree[child].mv.as_ref() else { break };
            work.play_unchecked(mv);
            self.path.push(child as u32);
            let new_leaf = self.tree[child].visits == 0;
            node = child;
            if new_leaf {
                break;
            }
        }
        // Playout.
        let mut plies = 0;
        while plies < self.rollout_plies && !work.turn().is_over() {
            if budget.tick() {
                return false;
            }
            if !self.random_step(work) {
                break;
            }
            plies += 1;
        }
        let rewards = self.rewards(work, players);
        // Backpropagation.
        for &index in &self.path {
            let node = &mut self.tree[index as usize];
            node.visits = node.visits.saturating_add(1);
            for (sum, reward) in node.rewards.iter_mut().zip(rewards.iter()) {
                *sum += reward;
            }
        }
        true
    }

    /// Plays a random move (or a chance outcome drawn by its weight) in
    /// `work`; `false` if there was none.
    fn random_step(&mut self, work: &mut G) -> bool {
        match work.turn() {
            Turn::Over => false,
            Turn::Chance => {
                work.generate_chance_outcomes(&mut self.outcomes);
                let total: u64 = self.outcomes.iter().map(|(_, weight)| u64::from(*weight)).sum();
                let mut pick = self.rng.below(total.max(1));
                let Some(index) = self.outcomes.iter().position(|(_, weight)| {
                    let weight = u64::from(*weight);
                    let here = pick < weight;
                    pick = pick.saturating_sub(weight);
                    here
                }) else {
                    return false;
                };
                work.play_unchecked(&self.outcomes[index].0);
                true
            }
            Turn::Player(_) => {
                work.generate_moves(&mut self.moves);
                if self.moves.is_empty() {
                    return false;
                }
                let index = self.rng.below(self.moves.len() as u64) as usize;
                work.play_unchecked(&self.moves[index]);
                true
            }
        }
    }

    /// The child of a player node with the best upper confidence bound for
    /// the player in `seat`; unvisited children first, in order.
    fn select(&self, node: usize, seat: usize) -> usize {
        let parent = &self.tree[node];
        let first = parent.first_child as usize;
        let log_visits = (parent.visits.max(1) as f32).ln();
        let mut best = first;
        let mut best_value = f32::NEG_INFINITY;
        for (offset, child) in self.tree[first..first + parent.children as usize].iter().enumerate() {
            if child.visits == 0 {
                return first + offset;
            }
            let visits = child.visits as f32;
            let mean = child.rewards.get(seat).copied().unwrap_or(0.0) / visits;
            let value = mean + self.exploration * (log_visits / visits).sqrt();
            if value > best_value {
                best_value = value;
                best = first + offset;
            }
        }
        best
    }

    /// A chance outcome of `node`, drawn by its weight.
    fn sample_outcome(&mut self, node: usize) -> usize {
        let parent = &self.tree[node];
        let first = parent.first_child as usize;
        let children = &self.tree[first..first + parent.children as usize];
        let total: u64 = children.iter().map(|child| u64::from(child.weight)).sum();
        let mut pick = self.rng.below(total.max(1));
        for (offset, child) in children.iter().enumerate() {
            let weight = u64::from(child.weight);
            if pick < weight {
                return first + offset;
            }
            pick -= weight;
        }
        first
    }

    /// Every seat's reward (0..=1) for the state `work` reached.
    fn rewards(&self, work: &G, players: &[G::Player]) -> [f32; MAX_PLAYERS] {
        let mut rewards = [0.0; MAX_PLAYERS];
        match work.outcome() {
            Some(outcome) => {
                let winners = outcome.verdict.winners();
                for (reward, player) in rewards.iter_mut().zip(players) {
                    *reward = match &outcome.verdict {
                        Verdict::Draw => 0.5,
                        _ if winners.contains(player) => 1.0 / winners.len().max(1) as f32,
                        _ => 0.0,
                    };
                }
            }
            None => {
                let values = self.evaluation.evaluate_all(work, players);
                for (reward, value) in rewards.iter_mut().zip(values.iter()) {
                    let value = clamp_evaluation(i64::from(*value)) as f32;
                    *reward = 1.0 / (1.0 + (-value / self.evaluation_scale).exp());
                }
            }
        }
        rewards
    }

    /// The report after `iterations`: the most visited root child and the
    /// most visited line up to the first chance turn.
    fn report(&self, seat: usize, iterations: u64, budget: &Budget) -> Option<SearchReport<G::Move>> {
        let best = self.most_visited(0)?;
        let node = &self.tree[best];
        let best_move = node.mv.clone()?;
        let mean = node.rewards.get(seat).copied().unwrap_or(0.0) / node.visits.max(1) as f32;
        // The line is measured first, so that a report allocates one
        // block (its line), however long the line.
        let mut line = Vec::with_capacity(1 + self.line_from(best).count());
        line.push(best_move.clone());
        line.extend(self.line_from(best).filter_map(|next| self.tree[next].mv.clone()));
        Some(SearchReport {
            best_move,
            score: ((mean * 2.0 - 1.0) * 1_000.0).round() as i32,
            depth: line.len() as u32,
            nodes: budget.nodes(),
            iterations,
            elapsed: budget.elapsed(),
            principal_variation: line,
        })
    }

    /// The nodes of the most visited line below `node`, down to the first
    /// chance turn (the dice decide) or the first unvisited node.
    fn line_from(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        core::iter::successors(self.most_visited(node), |at| self.most_visited(*at))
            .take_while(|next| self.tree[*next].weight == 0)
    }

    /// The most visited child of `node` (the first among equals), if it has
    /// a visited one.
    fn most_visited(&self, node: usize) -> Option<usize> {
        let parent = self.tree.get(node)?;
        if !parent.expanded {
            return None;
        }
        let first = parent.first_child as usize;
        let mut best: Option<(usize, u32)> = None;
        for (offset, child) in self.tree[first..first + parent.children as usize].iter().enumerate() {
            if child.visits > 0 && best.is_none_or(|(_, visits)| child.visits > visits) {
                best = Some((first + offset, child.visits));
            }
        }
        best.map(|(index, _)| index)
    }
}

impl<M> Node<M> {
    fn new(mv: Option<M>, weight: u32) -> Node<M> {
        Node { mv, weight, first_child: 0, children: 0, expanded: false, visits: 0, rewards: [0.0; MAX_PLAYERS] }
    }
}

impl<G: Game, E: Evaluate<G>> Bot<G> for Mcts<G, E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        self.search(game).map(|report| report.best_move)
    }
}
