//! How long a bot may think: depth, nodes, time.

use std::time::{Duration, Instant};

use crate::StopHandle;

/// How far and how long a searching bot may think.
///
/// The search deepens one ply at a time up to [`depth`](Limits::depth) and
/// stops early when the node or time budget runs out, keeping the best move
/// of the deepest search it finished. A node is one state visited. Without a
/// time budget a search is deterministic.
///
/// # Examples
///
/// ```
/// use std::time::Duration;
/// use boardkit_search::Limits;
///
/// let limits = Limits::depth(6).with_nodes(200_000).with_time(Duration::from_millis(300));
/// assert_eq!(limits.depth, 6);
/// assert_eq!(limits.nodes, Some(200_000));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest search, in plies: player moves (chance events in
    /// between are followed without counting). At least 1 and at most
    /// [`MAX_DEPTH`] are used.
    pub depth: u32,
    /// The most nodes a search may visit, if limited.
    pub nodes: Option<u64>,
    /// The longest a search may take, if limited.
    pub time: Option<Duration>,
    /// The most iterations an [`Mcts`](crate::Mcts) search may run, if
    /// limited (the tree searches ignore it).
    pub iterations: Option<u64>,
}

impl Limits {
    /// A search up to `depth` plies with no node or time budget.
    pub const fn depth(depth: u32) -> Limits {
        Limits { depth, nodes: None, time: None, iterations: None }
    }

    /// An [`Mcts`](crate::Mcts) budget of `iterations` (and no depth
    /// limit for the tree searches).
    pub const fn iterations(iterations: u64) -> Limits {
        Limits { depth: u32::MAX, nodes: None, time: None, iterations: Some(iterations) }
    }

    /// The same limits with an iteration budget (for [`Mcts`](crate::Mcts)).
    pub const fn with_iterations(self, iterations: u64) -> Limits {
        Limits { iterations: Some(iterations), ..self }
    }

    /// The same limits with a node budget.
    pub const fn with_nodes(self, nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..self }
    }

    /// The same limits with a time budget.
    pub const fn with_time(self, time: Duration) -> Limits {
        Limits { time: Some(time), ..self }
    }
}

impl Default for Limits {
    /// Four plies, at most a million nodes, no time budget.
    fn default() -> Limits {
        Limits::depth(4).with_nodes(1_000_000)
    }
}

/// The deepest iteration any tree search runs (deeper [`Limits::depth`]
/// values mean "as deep as the budget allows"), leaving room for quiescence
/// below it.
pub const MAX_DEPTH: u32 = 64;

/// Nodes between two looks at the clock and at the stop flag: reading the
/// clock costs more than a node of a small game, but far less than 64 of
/// them. At the hundreds of thousands of nodes per second of the slowest
/// game, a stop is seen within a fifth of a millisecond, and on a loaded
/// machine (where a thread may run only a fraction of the time) the time
/// is still seen to run out within a few milliseconds.
const CLOCK_INTERVAL: u64 = 64;

/// The running account of one search against its [`Limits`].
#[derive(Debug)]
pub(crate) struct Budget {
    limits: Limits,
    start: Instant,
    nodes: u64,
    exhausted: bool,
    /// Raised from outside to end the search now.
    stop: Option<StopHandle>,
    /// The time on the clock at its last reading.
    last_look: Duration,
    /// The longest time between two readings of the clock so far: on a
    /// loaded machine, how long the thread may be kept off the processor
    /// (every reading is only [`CLOCK_INTERVAL`] nodes after the last).
    longest_gap: Duration,
}

impl Budget {
    pub(crate) fn start(limits: Limits) -> Budget {
        Budget {
            limits,
            start: Instant::now(),
            nodes: 0,
            exhausted: false,
            stop: None,
            last_look: Duration::ZERO,
            longest_gap: Duration::ZERO,
        }
    }

    /// [`start`](Budget::start), also ending when `stop` is raised (already
    /// raised: the budget is spent before the first node).
    pub(crate) fn start_stoppable(limits: Limits, stop: &StopHandle) -> Budget {
        let mut budget = Budget::start(limits);
        budget.exhausted = stop.is_stopped();
        budget.stop = Some(stop.clone());
        budget
    }

    /// Counts one node; `true` when the search must stop now.
    pub(crate) fn tick(&mut self) -> bool {
        if self.exhausted {
            return true;
        }
        self.nodes += 1;
        let out_of_nodes = self.limits.nodes.is_some_and(|limit| self.nodes > limit);
        let out_of_time = |budget: &mut Budget| {
            budget.nodes.is_multiple_of(CLOCK_INTERVAL)
                && (budget.limits.time.is_some_and(|limit| budget.time_is_up(limit))
                    || budget.stop.as_ref().is_some_and(StopHandle::is_stopped))
        };
        self.exhausted = out_of_nodes || out_of_time(self);
        self.exhausted
    }

    /// Reads the clock: whether the time `limit` is up, or so nearly up
    /// that the thread, if kept off the processor once more as long as it
    /// has been (up to an eighth of the limit), would only see it too late.
    /// On an idle machine the readings are a fraction of a millisecond
    /// apart and the search stops at the limit; on a loaded one it stops a
    /// little before, and so returns closer to its time.
    fn time_is_up(&mut self, limit: Duration) -> bool {
        let now = self.elapsed();
        self.longest_gap = self.longest_gap.max(now.saturating_sub(self.last_look));
        self.last_look = now;
        now + self.longest_gap.min(limit / 8) >= limit
    }

    /// Whether a new, deeper iteration is worth starting: yes while budget
    /// is left. An unfinished iteration still counts (its first move is the
    /// previous best), so the whole budget is used and a time limit is met
    /// closely rather than left half unused.
    pub(crate) fn can_deepen(&self) -> bool {
        !self.exhausted
    }

    /// The nodes visited (the tick that ran out of nodes visited nothing).
    pub(crate) fn nodes(&self) -> u64 {
        self.limits.nodes.map_or(self.nodes, |limit| self.nodes.min(limit))
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The deepest iteration: [`Limits::depth`] within `1..=MAX_DEPTH`.
    pub(crate) fn max_depth(&self) -> u32 {
        self.limits.depth.clamp(1, MAX_DEPTH)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_budget_stops_after_the_limit() {
        let mut budget = Budget::start(Limits::depth(3).with_nodes(10));
        let stops: Vec<bool> = (0..12).map(|_| budget.tick()).collect();
        assert_eq!(stops.iter().filter(|stop| !**stop).count(), 10);
        assert!(stops[10] && stops[11]);
        assert!(!budget.can_deepen());
    }

    #[test]
    fn deepening_goes_on_until_the_budget_is_spent() {
        let mut budget = Budget::start(Limits::depth(3).with_nodes(100));
        for _ in 0..100 {
            budget.tick();
        }
        assert!(budget.can_deepen());
        budget.tick();
        assert!(!budget.can_deepen());
    }

    /// A time limit stops the search once it has passed (looked at every
    /// `CLOCK_INTERVAL` nodes), not before.
    #[test]
    fn time_budget_stops_only_once_the_time_is_up() {
        let mut long = Budget::start(Limits::depth(3).with_time(Duration::from_secs(600)));
        assert!((0..3 * CLOCK_INTERVAL).all(|_| !long.tick()), "ten minutes are not up");
        assert!(long.can_deepen());
        let mut short = Budget::start(Limits::depth(3).with_time(Duration::from_millis(1)));
        std::thread::sleep(Duration::from_millis(5));
        assert!(short.elapsed() >= Duration::from_millis(5));
        let stopped_at = (1..=CLOCK_INTERVAL).find(|_| short.tick());
        assert_eq!(stopped_at, Some(CLOCK_INTERVAL), "the clock is read at the interval");
        assert!(!short.can_deepen());
    }

    /// A raised stop flag ends the search at the next look (every
    /// `CLOCK_INTERVAL` nodes), and one raised before the start at once.
    #[test]
    fn a_stop_flag_ends_the_budget() {
        let stop = StopHandle::new();
        let mut budget = Budget::start_stoppable(Limits::depth(3), &stop);
        assert!((0..2 * CLOCK_INTERVAL).all(|_| !budget.tick()), "not stopped yet");
        stop.stop();
        let stopped_at = (1..=CLOCK_INTERVAL).find(|_| budget.tick());
        assert_eq!(stopped_at, Some(CLOCK_INTERVAL), "the flag is read at the interval");
        assert!(!budget.can_deepen());
        let mut late = Budget::start_stoppable(Limits::depth(3), &stop);
        assert!(!late.can_deepen() && late.tick(), "raised before the start");
        stop.reset();
        assert!(!Budget::start_stoppable(Limits::depth(3), &stop).tick());
    }

    #[test]
    fn depth_zero_means_one() {
        assert_eq!(Budget::start(Limits::depth(0)).max_depth(), 1);
    }
}
