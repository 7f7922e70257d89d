//! Batched games for learning (`boardkit.vector`): many games of one
//! configuration stepped together, with numpy arrays in and out.
//!
//! A batch keeps, per game, only the state, its legal actions (in the
//! game's order; the moves too for games that cannot play a move from its
//! action alone, see [`Bridge::list_for_batch`]) and its own random
//! generator; no Python object per game exists. The legal-action mask and
//! the observations live in numpy arrays that the batch allocates once and
//! rewrites in place on every step:
//!
//! - a mask row is updated by clearing the entries of the state's legal
//!   actions before the step and setting the new ones, so its cost is the
//!   number of legal moves and not the size of the action space (30 000
//!   for Scirocco);
//! - a step moves a block of games before it writes their rows, so that the
//!   rows' scattered writes do not push the move tables out of the cache
//!   between two games' move generations;
//! - a step that plays the action [`sample`](Batch::sample) drew finds it
//!   without searching the list;
//! - observations are written only when asked for (`observations=False`
//!   skips them: a mask-only random playout then never touches them).
//!
//! Chance turns (Sirocco's die) are resolved inside a step from the game's
//! generator, so every game in a batch is always at a player's decision. A
//! finished game is reset in the same step that reports its final rewards
//! (Gymnasium's same-step autoreset).
//!
//! Each game draws from its own generator, seeded from the batch seed and
//! its index, so the same seed gives the same trajectories whatever the
//! number of threads that step the batch. A batch stepped on `threads`
//! threads keeps `threads − 1` workers (a rayon pool) for its life, and a
//! step splits the games into parts that the workers and the calling thread
//! take from one queue.

use boardkit::core::{Game, PlayerList, RandomSource, SplitMix64, Turn};
use numpy::ndarray::IxDyn;
use numpy::{PyArray1, PyArray2, PyArrayDyn, PyArrayMethods, PyReadonlyArray1, PyReadwriteArray2, PyReadwriteArrayDyn};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;

use crate::bridge::{Bridge, Numbered};

/// A game whose moves and players can go to the threads that step a batch
/// (every game of the crate).
pub(crate) trait Batchable: Bridge + Game<Move: Send + Sync, Player: Send + Sync> {}

impl<G: Bridge + Game<Move: Send + Sync, Player: Send + Sync>> Batchable for G {}

/// One game of a batch.
#[derive(Clone, Debug)]
struct Env<G: Batchable> {
    /// The current state: always at a player's decision.
    state: G,
    /// The game's own generator (chance and sampled actions).
    rng: SplitMix64,
    /// The legal moves of `state` in the game's order, or nothing for a
    /// game that plays its moves from their actions
    /// ([`Bridge::list_for_batch`]).
    moves: Vec<G::Move>,
    /// Each legal move's dense action and its index in `moves` (the
    /// game's order, not sorted: lookups are linear over a few dozen).
    actions: Vec<Numbered>,
    /// The position in `actions` of the action that
    /// [`sample`](Batch::sample) drew last for this state (`u32::MAX` when
    /// none): a step that plays it finds it without searching.
    sampled: u32,
    /// A reused buffer for the games' chance pick path.
    outcomes: Vec<(G::Move, u32)>,
    /// Plies (player moves) played since the last reset.
    plies: u64,
    /// Moves and chance outcomes played since the batch was made (what a
    /// benchmark counts as plies, as the scalar loops count them).
    played: u64,
}

/// What one step of one game produced.
#[derive(Clone, Copy, Debug, Default)]
struct Stepped {
    /// The game ended by its rules.
    terminated: bool,
    /// The game was cut off by the batch's ply limit.
    truncated: bool,
}

/// The arrays a batch writes, each split per game by the caller's row
/// lengths: the legal-action mask and, when kept, the observations.
pub(crate) struct Rows<'a> {
    /// `num_envs × num_actions` booleans.
    pub(crate) mask: &'a mut [bool],
    /// `num_envs × observation size` floats, or `None` when skipped.
    pub(crate) observations: Option<&'a mut [f32]>,
}

/// The per-step outputs: `num_envs × num_players` rewards and a flag pair
/// per game.
pub(crate) struct Outputs<'a> {
    /// The rewards, zero except for games that ended in this step.
    pub(crate) rewards: &'a mut [f32],
    /// Whether each game ended by the rules in this step.
    pub(crate) terminated: &'a mut [bool],
    /// Whether each game was cut off by the ply limit in this step.
    pub(crate) truncated: &'a mut [bool],
}

/// A batch of one game, as the Python class drives it (object-safe, so
/// that one Python class serves every game).
pub(crate) trait Batch: Send + Sync {
    /// The number of games.
    fn num_envs(&self) -> usize;
    /// The number of players of each game.
    fn num_players(&self) -> usize;
    /// The size of the player action space.
    fn num_actions(&self) -> usize;
    /// The shape of one game's observation.
    fn observation_shape(&self) -> Vec<usize>;
    /// Restarts every game (reseeding the generators when `seed` is given)
    /// and rewrites `rows` whole.
    fn reset(&mut self, seed: Option<u64>, rows: Rows<'_>);
    /// Each game's action as its list has it (with the move's index), or
    /// why an action is refused (naming the game); nothing is changed
    /// either way.
    fn check(&self, actions: &[i64]) -> Result<Vec<Numbered>, String>;
    /// Plays each game's checked move (`picks` from [`check`](Batch::check)),
    /// resolves chance, resets finished games, and updates `rows`: on the
    /// calling thread alone, or with the `workers` beside it.
    fn step(&mut self, picks: &[Numbered], rows: Rows<'_>, outputs: Outputs<'_>, workers: Option<&rayon::ThreadPool>);
    /// A uniformly random legal action per game, from each game's generator.
    fn sample(&mut self, out: &mut [i64]);
    /// The player to move in each game (an index in the players' list).
    fn current_player(&self, out: &mut [i64]);
    /// The state text of game `index`.
    fn state_text(&self, index: usize) -> Option<String>;
    /// The legal actions of game `index`, ascending.
    fn legal_actions(&self, index: usize) -> Option<Vec<u64>>;
    /// The moves and chance outcomes played in all games since the batch
    /// was made, the chance outcomes of resets included.
    fn played(&self) -> u64;
}

/// The batch of a game `G`.
pub(crate) struct Games<G: Batchable> {
    /// The state every game starts from (as the prototype object was).
    start: G,
    /// The players in seat order.
    players: PlayerList<G::Player>,
    /// The games.
    envs: Vec<Env<G>>,
    /// The size of the action space.
    num_actions: usize,
    /// The length of one observation.
    observation_len: usize,
    /// The ply limit after which a game is truncated, if any.
    max_plies: Option<u64>,
}

impl<G: Batchable> Games<G> {
    /// `num_envs` games starting at `start`, seeded from `seed`; the caller
    /// resets them before use.
    pub(crate) fn new(start: G, num_envs: usize, seed: u64, max_plies: Option<u64>) -> Result<Games<G>, String> {
        if !matches!(start.turn(), Turn::Player(_) | Turn::Chance) {
            return Err("the game to batch is already over".to_string());
        }
        let num_actions = usize::try_from(start.num_distinct_actions())
            .map_err(|_| "the action space is too large for a mask".to_string())?;
        let env = Env {
            state: start.clone(),
            rng: SplitMix64::new(0),
            moves: Vec::new(),
            actions: Vec::new(),
            sampled: u32::MAX,
            outcomes: Vec::new(),
            plies: 0,
            played: 0,
        };
        let mut games = Games {
            players: start.players(),
            observation_len: start.observation_shape().iter().product(),
            start,
            envs: vec![env; num_envs],
            num_actions,
            max_plies,
        };
        games.reseed(seed);
        Ok(games)
    }

    /// Gives each game its generator: the `i`-th output of SplitMix64(`seed`).
    fn reseed(&mut self, seed: u64) {
        let mut master = SplitMix64::new(seed);
        for env in &mut self.envs {
            env.rng = SplitMix64::new(master.next_u64());
        }
    }

    /// The index of `player` in the players' list.
    fn player_index(players: &PlayerList<G::Player>, player: G::Player) -> usize {
        players.iter().position(|&p| p == player).unwrap_or(0)
    }

    /// Steps the games of one chunk (any slice of the batch, with the
    /// matching slices of the arrays).
    #[allow(clippy::too_many_arguments)]
    fn step_chunk(
        start: &G,
        players: &PlayerList<G::Player>,
        max_plies: Option<u64>,
        envs: &mut [Env<G>],
        picks: &[Numbered],
        mask: &mut [bool],
        mut observations: Option<&mut [f32]>,
        outputs: Outputs<'_>,
    ) {
        let (num_actions, num_players) = (mask.len() / envs.len().max(1), players.len());
        let observation_len = observations.as_ref().map_or(0, |o| o.len() / envs.len().max(1));
        // Blocks of games: first the mask entries of the block's current
        // actions are cleared, then every game of the block moves and lists
        // its new moves (into the same list, which the clearing has just
        // brought into the cache), then the block's new mask entries and
        // observations are written. The rows are large and scattered (30 KB
        // for Scirocco), so writing one between two games' move generations
        // would push the games' move tables out of the cache every time.
        for (block, envs) in envs.chunks_mut(BLOCK).enumerate() {
            let first = block * BLOCK;
            for (i, env) in (first..).zip(envs.iter()) {
                env.clear_row(&mut mask[i * num_actions..(i + 1) * num_actions]);
            }
            for (i, env) in (first..).zip(envs.iter_mut()) {
                // The pick carries the action and the move's index, so the
                // game's list is not read before the move is played.
                env.state.play_listed(&env.moves, picks[i]);
                env.plies += 1;
                env.played += 1;
                env.resolve_chance();
                // The new state's list is made first: it also says whether
                // the game is over, for the games that know it from the list.
                env.list();
                let rewards = &mut outputs.rewards[i * num_players..(i + 1) * num_players];
                let mut stepped = Stepped::default();
                if env.state.is_over_after_listing(env.actions.is_empty()) {
                    write_returns(&env.state, players, rewards);
                    stepped.terminated = true;
                } else if max_plies.is_some_and(|limit| env.plies >= limit) {
                    stepped.truncated = true;
                }
                if stepped.terminated || stepped.truncated {
                    env.state.clone_from(start);
                    env.plies = 0;
                    env.resolve_chance();
                    env.list();
                }
                outputs.terminated[i] = stepped.terminated;
                outputs.truncated[i] = stepped.truncated;
            }
            for (i, env) in (first..).zip(envs.iter()) {
                env.set_row(&mut mask[i * num_actions..(i + 1) * num_actions]);
                if let Some(observations) = observations.as_deref_mut() {
                    env.observe(players, &mut observations[i * observation_len..(i + 1) * observation_len]);
                }
            }
        }
    }
}

/// How many games [`Games::step_chunk`] moves before it writes their mask
/// rows: enough to keep the move tables in the cache over many games, few
/// enough that the games' own data stays there too.
const BLOCK: usize = 16;

/// How many parts per thread a threaded step splits the batch into (see
/// [`Batch::step`]).
const PARTS_PER_THREAD: usize = 8;

/// The games of one part of a threaded step, with their slices of every
/// array.
struct Part<'a, G: Batchable> {
    /// The games.
    envs: &'a mut [Env<G>],
    /// Their checked moves.
    picks: &'a [Numbered],
    /// Their mask rows.
    mask: &'a mut [bool],
    /// Their observations, when kept.
    observations: Option<&'a mut [f32]>,
    /// Their rewards and flags.
    outputs: Outputs<'a>,
}

/// Writes the returns of the finished `state`, as the OpenSpiel adapter
/// gives them: the scores for games that keep score (Sirocco), else +1 for
/// the winners and −1 for the others, all zero when nobody or everybody won.
fn write_returns<G: Bridge>(state: &G, players: &PlayerList<G::Player>, rewards: &mut [f32]) {
    if let Some(scores) = state.scores() {
        for (reward, score) in rewards.iter_mut().zip(scores.iter()) {
            *reward = *score as f32;
        }
        return;
    }
    let winners = state.outcome().map(|outcome| outcome.verdict.winners()).unwrap_or_default();
    if winners.is_empty() || winners.len() == players.len() {
        rewards.fill(0.0);
        return;
    }
    for (reward, player) in rewards.iter_mut().zip(players.iter()) {
        *reward = if winners.contains(player) { 1.0 } else { -1.0 };
    }
}

impl<G: Batchable> Env<G> {
    /// Plays chance outcomes, drawn from the game's generator by their
    /// weights, until a player is to move or the game is over.
    fn resolve_chance(&mut self) {
        // Games without chance are not asked whose turn it is (Scirocco's
        // answer looks for a legal move).
        if self.state.max_chance_outcomes() == 0 {
            return;
        }
        while matches!(self.state.turn(), Turn::Chance) {
            let rng = &mut self.rng;
            match self.state.pick_chance_outcome(&mut self.outcomes, |total| rng.below(total)) {
                Some(mv) => {
                    self.state.play_unchecked(&mv);
                    self.played += 1;
                }
                None => return,
            }
        }
    }

    /// Clears the mask row's entries of the listed actions (the only set
    /// ones), at the cost of the number of legal moves, not of the row's
    /// length (30 000 for Scirocco).
    fn clear_row(&self, row: &mut [bool]) {
        for numbered in &self.actions {
            row[numbered.action() as usize] = false;
        }
    }

    /// Sets the mask row's entries of the listed actions.
    fn set_row(&self, row: &mut [bool]) {
        for numbered in &self.actions {
            row[numbered.action() as usize] = true;
        }
    }

    /// Lists the legal moves and actions of the current state.
    fn list(&mut self) {
        self.state.list_for_batch(&mut self.moves, &mut self.actions);
        self.sampled = u32::MAX;
    }

    /// Writes the observation of the player to move into `out`.
    fn observe(&self, players: &PlayerList<G::Player>, out: &mut [f32]) {
        out.fill(0.0);
        let observer = self.state.turn().player().map_or(0, |player| Games::<G>::player_index(players, player));
        self.state.observe(observer, out);
    }
}

impl<G: Batchable> Batch for Games<G> {
    fn num_envs(&self) -> usize {
        self.envs.len()
    }

    fn num_players(&self) -> usize {
        self.players.len()
    }

    fn num_actions(&self) -> usize {
        self.num_actions
    }

    fn observation_shape(&self) -> Vec<usize> {
        self.start.observation_shape()
    }

    fn reset(&mut self, seed: Option<u64>, rows: Rows<'_>) {
        if let Some(seed) = seed {
            self.reseed(seed);
        }
        rows.mask.fill(false);
        let mut observations = rows.observations;
        let (num_actions, observation_len) = (self.num_actions, self.observation_len);
        for (i, env) in self.envs.iter_mut().enumerate() {
            env.state.clone_from(&self.start);
            env.plies = 0;
            env.resolve_chance();
            env.list();
            env.set_row(&mut rows.mask[i * num_actions..(i + 1) * num_actions]);
            if let Some(observations) = observations.as_deref_mut() {
                env.observe(&self.players, &mut observations[i * observation_len..(i + 1) * observation_len]);
            }
        }
    }

    fn check(&self, actions: &[i64]) -> Result<Vec<Numbered>, String> {
        if actions.len() != self.envs.len() {
            return Err(format!(
                "step needs one action per env: {} actions for {} envs",
                actions.len(),
                self.envs.len()
            ));
        }
        let mut picks = Vec::with_capacity(actions.len());
        for (i, (env, &action)) in self.envs.iter().zip(actions).enumerate() {
            // The sampled action first: a random player steps with it.
            let sampled = env.actions.get(env.sampled as usize).filter(|numbered| numbered.action() as i64 == action);
            let found = match sampled {
                Some(_) => sampled,
                None => u64::try_from(action)
                    .ok()
                    .and_then(|action| env.actions.iter().find(|numbered| numbered.action() == action)),
            };
            match found {
                Some(&numbered) => picks.push(numbered),
                None => {
                    let what = if usize::try_from(action).is_ok_and(|a| a < self.num_actions) {
                        "is not legal".to_string()
                    } else {
                        format!("is outside the action space 0..{}", self.num_actions)
                    };
                    return Err(format!(
                        "env {i}: action {action} {what} in {} state {:?}; no env was stepped",
                        G::CLASS,
                        env.state.to_string()
                    ));
                }
            }
        }
        Ok(picks)
    }

    fn step(&mut self, picks: &[Numbered], rows: Rows<'_>, outputs: Outputs<'_>, workers: Option<&rayon::ThreadPool>) {
        let (start, players, max_plies) = (&self.start, &self.players, self.max_plies);
        let count = self.envs.len();
        let threads = workers.map_or(1, |pool| pool.current_num_threads() + 1).clamp(1, count.max(1));
        let Some(workers) = workers.filter(|_| threads > 1) else {
            Games::step_chunk(start, players, max_plies, &mut self.envs, picks, rows.mask, rows.observations, outputs);
            return;
        };
        // Parts of consecutive games, several per thread, in a queue that
        // the calling thread and the workers drain: a worker woken late (a
        // wake-up costs tens of microseconds, a step of 1024 Sirocco games a
        // few hundred) leaves its share to the others instead of making
        // them wait. Every array is split at the same games, so the parts
        // share nothing and the results do not depend on who steps which.
        let part = count.div_ceil(threads * PARTS_PER_THREAD).max(BLOCK);
        let (num_actions, num_players, observation_len) = (self.num_actions, players.len(), self.observation_len);
        let parts = count.div_ceil(part);
        let observation_parts: Vec<Option<&mut [f32]>> = match rows.observations {
            Some(observations) => observations.chunks_mut(part * observation_len).map(Some).collect(),
            None => (0..parts).map(|_| None).collect(),
        };
        let queue: Vec<Part<'_, G>> = self
            .envs
            .chunks_mut(part)
            .zip(picks.chunks(part))
            .zip(rows.mask.chunks_mut(part * num_actions))
            .zip(observation_parts)
            .zip(outputs.rewards.chunks_mut(part * num_players))
            .zip(outputs.terminated.chunks_mut(part))
            .zip(outputs.truncated.chunks_mut(part))
            .map(|((((((envs, picks), mask), observations), rewards), terminated), truncated)| Part {
                envs,
                picks,
                mask,
                observations,
                outputs: Outputs { rewards, terminated, truncated },
            })
            .collect();
        let queue = std::sync::Mutex::new(queue);
        let drain = || {
            // The lock is held only to take a part (taking cannot panic, so
            // the lock is never poisoned); a part that panics reaches the
            // caller through the scope.
            while let Some(part) = queue.lock().ok().and_then(|mut queue| queue.pop()) {
                let Part { envs, picks, mask, observations, outputs } = part;
                Games::step_chunk(start, players, max_plies, envs, picks, mask, observations, outputs);
            }
        };
        workers.in_place_scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|_| drain());
            }
            drain();
        });
    }

    fn sample(&mut self, out: &mut [i64]) {
        for (env, out) in self.envs.iter_mut().zip(out) {
            let pick = env.rng.below(env.actions.len() as u64) as usize;
            *out = env.actions.get(pick).map_or(-1, |numbered| numbered.action() as i64);
            env.sampled = u32::try_from(pick).unwrap_or(u32::MAX);
        }
    }

    fn current_player(&self, out: &mut [i64]) {
        for (env, out) in self.envs.iter().zip(out) {
            *out = match env.state.turn() {
                Turn::Player(player) => Games::<G>::player_index(&self.players, player) as i64,
                Turn::Chance => crate::session::CHANCE_PLAYER,
                Turn::Over => crate::session::TERMINAL_PLAYER,
            };
        }
    }

    fn state_text(&self, index: usize) -> Option<String> {
        self.envs.get(index).map(|env| env.state.to_string())
    }

    fn legal_actions(&self, index: usize) -> Option<Vec<u64>> {
        let env = self.envs.get(index)?;
        let mut actions: Vec<u64> = env.actions.iter().map(|numbered| numbered.action()).collect();
        actions.sort_unstable();
        Some(actions)
    }

    fn played(&self) -> u64 {
        self.envs.iter().map(|env| env.played).sum()
    }
}

/// What the native `step` returns: rewards, terminated, truncated.
type StepArrays<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray1<bool>>, Bound<'py, PyArray1<bool>>);

/// The native batch behind `boardkit.vector.VectorEnv` (which converts the
/// arguments and makes the returned arrays read-only views).
#[pyclass(module = "boardkit._boardkit", name = "_VectorEnv")]
pub(crate) struct VectorEnv {
    /// The games.
    batch: Box<dyn Batch>,
    /// The legal-action mask, `bool[num_envs, num_actions]`, rewritten in place.
    mask: Py<PyArray2<bool>>,
    /// The observations, `float32[num_envs, *observation_shape]`, rewritten
    /// in place; `None` when skipped.
    observations: Option<Py<PyArrayDyn<f32>>>,
    /// How many threads step the batch.
    threads: usize,
    /// The threads that step chunks of the batch beside the calling thread
    /// (`threads - 1` of them, kept for the batch's life: starting threads
    /// on every step would cost as much as a step of fast games); `None`
    /// for one thread.
    workers: Option<rayon::ThreadPool>,
}

/// The batch of `game`'s state, boxed for the Python class.
fn batch_of<G: Batchable>(game: &G, num_envs: usize, seed: u64, max_plies: Option<u64>) -> PyResult<Box<dyn Batch>> {
    Ok(Box::new(Games::new(game.clone(), num_envs, seed, max_plies).map_err(PyValueError::new_err)?))
}

impl VectorEnv {
    /// The batch's arrays as writable slices (they are always contiguous:
    /// the batch made them).
    fn rows<'a>(
        mask: &'a mut PyReadwriteArray2<'_, bool>,
        observations: &'a mut Option<PyReadwriteArrayDyn<'_, f32>>,
    ) -> PyResult<Rows<'a>> {
        let contiguous = |error: numpy::NotContiguousError| PyValueError::new_err(error.to_string());
        Ok(Rows {
            mask: mask.as_slice_mut().map_err(contiguous)?,
            observations: match observations {
                Some(observations) => Some(observations.as_slice_mut().map_err(contiguous)?),
                None => None,
            },
        })
    }
}

#[pymethods]
impl VectorEnv {
    /// `num_envs` games that start as `prototype` (a `Scirocco`, `Sirocco`,
    /// `Towers` or `Variant` object, whose options or rules they share), seeded from `seed`,
    /// stepped on `threads` threads, cut off after `max_plies` plies when given.
    #[new]
    #[pyo3(signature = (prototype, num_envs, seed=0, observations=true, threads=1, max_plies=None))]
    fn new(
        py: Python<'_>,
        prototype: &Bound<'_, PyAny>,
        num_envs: usize,
        seed: u64,
        observations: bool,
        threads: usize,
        max_plies: Option<u64>,
    ) -> PyResult<Self> {
        if num_envs == 0 {
            return Err(PyValueError::new_err("num_envs must be at least 1"));
        }
        // One line per game class: a new game registers here and in vector.py.
        let batch = if let Ok(game) = prototype.downcast::<crate::Scirocco>() {
            batch_of(game.borrow().inner.state(), num_envs, seed, max_plies)?
        } else if let Ok(game) = prototype.downcast::<crate::Sirocco>() {
            batch_of(game.borrow().inner.state(), num_envs, seed, max_plies)?
        } else if let Ok(game) = prototype.downcast::<crate::Towers>() {
            batch_of(game.borrow().inner.state(), num_envs, seed, max_plies)?
        } else if let Ok(game) = prototype.downcast::<crate::Variant>() {
            batch_of(game.borrow().inner.state(), num_envs, seed, max_plies)?
        } else {
            return Err(PyValueError::new_err(format!("cannot batch a {}", prototype.get_type().name()?)));
        };
        let mask = PyArray2::<bool>::zeros(py, [num_envs, batch.num_actions()], false).unbind();
        let observations = observations.then(|| {
            let shape: Vec<usize> = std::iter::once(num_envs).chain(batch.observation_shape()).collect();
            PyArrayDyn::<f32>::zeros(py, IxDyn(&shape), false).unbind()
        });
        let threads = threads.max(1);
        let workers = if threads > 1 {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads - 1)
                .thread_name(|index| format!("boardkit-vector-{index}"))
                .build()
                .map_err(|error| PyValueError::new_err(format!("cannot start {threads} threads: {error}")))?;
            Some(pool)
        } else {
            None
        };
        let mut env = VectorEnv { batch, mask, observations, threads, workers };
        env.reset(py, None)?;
        Ok(env)
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.batch.num_envs()
    }

    /// The number of players of each game.
    #[getter]
    fn num_players(&self) -> usize {
        self.batch.num_players()
    }

    /// The size of the player action space (the mask's width).
    #[getter]
    fn num_actions(&self) -> usize {
        self.batch.num_actions()
    }

    /// The shape of one game's observation.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.batch.observation_shape()
    }

    /// How many threads step the batch.
    #[getter]
    fn threads(&self) -> usize {
        self.threads
    }

    /// The mask array itself (rewritten by every reset and step).
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        self.mask.bind(py).clone()
    }

    /// The observation array itself, or None when skipped.
    fn observations<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyArrayDyn<f32>>> {
        self.observations.as_ref().map(|observations| observations.bind(py).clone())
    }

    /// Restarts every game; with a seed, reseeds every game's generator.
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        let mut mask = self.mask.bind(py).readwrite();
        let mut observations = self.observations.as_ref().map(|o| o.bind(py).readwrite());
        let rows = VectorEnv::rows(&mut mask, &mut observations)?;
        let batch = &mut self.batch;
        py.allow_threads(|| batch.reset(seed, rows));
        Ok(())
    }

    /// Plays one action per game (int64, contiguous) and returns (rewards
    /// `float32[num_envs, num_players]`, terminated `bool[num_envs]`,
    /// truncated `bool[num_envs]`). Releases the GIL while stepping.
    ///
    /// Raises ValueError naming the first refused game; then no game moved.
    fn step<'py>(&mut self, py: Python<'py>, actions: PyReadonlyArray1<'py, i64>) -> PyResult<StepArrays<'py>> {
        let actions = actions.as_slice().map_err(|error| PyValueError::new_err(error.to_string()))?;
        let picks = self.batch.check(actions).map_err(PyValueError::new_err)?;
        let (count, players) = (self.batch.num_envs(), self.batch.num_players());
        let mut rewards = vec![0.0f32; count * players];
        let (mut terminated, mut truncated) = (vec![false; count], vec![false; count]);
        {
            let mut mask = self.mask.bind(py).readwrite();
            let mut observations = self.observations.as_ref().map(|o| o.bind(py).readwrite());
            let rows = VectorEnv::rows(&mut mask, &mut observations)?;
            let outputs = Outputs { rewards: &mut rewards, terminated: &mut terminated, truncated: &mut truncated };
            let (batch, workers) = (&mut self.batch, self.workers.as_ref());
            py.allow_threads(|| batch.step(&picks, rows, outputs, workers));
        }
        let rewards = PyArray1::from_vec(py, rewards).reshape([count, players])?;
        Ok((rewards, PyArray1::from_vec(py, terminated), PyArray1::from_vec(py, truncated)))
    }

    /// A uniformly random legal action per game (`int64[num_envs]`), drawn
    /// from each game's generator.
    fn sample_legal_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let mut out = vec![0i64; self.batch.num_envs()];
        self.batch.sample(&mut out);
        PyArray1::from_vec(py, out)
    }

    /// The player to move in each game (`int64[num_envs]`).
    fn current_player<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let mut out = vec![0i64; self.batch.num_envs()];
        self.batch.current_player(&mut out);
        PyArray1::from_vec(py, out)
    }

    /// The state text of game `index` (the game class's from_text reads it).
    fn state_text(&self, index: usize) -> PyResult<String> {
        self.batch.state_text(index).ok_or_else(|| self.no_env(index))
    }

    /// The legal actions of game `index`, ascending.
    fn legal_actions(&self, index: usize) -> PyResult<Vec<u64>> {
        self.batch.legal_actions(index).ok_or_else(|| self.no_env(index))
    }

    /// Benchmark aid (bench/vector.py), not API: the moves and chance
    /// outcomes played in all games since the batch was made.
    fn _plies_played(&self) -> u64 {
        self.batch.played()
    }
}

impl VectorEnv {
    /// The refusal of an index outside the batch.
    fn no_env(&self, index: usize) -> PyErr {
        PyIndexError::new_err(format!("env {index} is not in this batch of {}", self.batch.num_envs()))
    }
}
