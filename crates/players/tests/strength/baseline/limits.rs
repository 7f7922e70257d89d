//! How long a bot may think: depth, nodes, time.

use std::time::{Duration, Instant};

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
/// use boardkit_players::Limits;
///
/// let limits = Limits::depth(6).with_nodes(200_000).with_time(Duration::from_millis(300));
/// assert_eq!(limits.depth, 6);
/// assert_eq!(limits.nodes, Some(200_000));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest search, in plies: player moves (chance events in
    /// between are followed without counting). At least 1 is used.
    pub depth: u32,
    /// The most nodes a search may visit, if limited.
    pub nodes: Option<u64>,
    /// The longest a search may take, if limited.
    pub time: Option<Duration>,
}

impl Limits {
    /// A search up to `depth` plies with no node or time budget.
    pub const fn depth(depth: u32) -> Limits {
        Limits { depth, nodes: None, time: None }
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

/// Nodes between two looks at the clock: reading it costs more than a node
/// of a small game.
const CLOCK_INTERVAL: u64 = 256;

/// The running account of one search against its [`Limits`].
#[derive(Debug)]
pub(crate) struct Budget {
    limits: Limits,
    start: Instant,
    nodes: u64,
    exhausted: bool,
}

impl Budget {
    pub(crate) fn start(limits: Limits) -> Budget {
        Budget { limits, start: Instant::now(), nodes: 0, exhausted: false }
    }

    /// Counts one node; `true` when the search must stop now.
    pub(crate) fn tick(&mut self) -> bool {
        if self.exhausted {
            return true;
        }
        self.nodes += 1;
        let out_of_nodes = self.limits.nodes.is_some_and(|limit| self.nodes > limit);
        let out_of_time = || {
            self.nodes.is_multiple_of(CLOCK_INTERVAL) && self.limits.time.is_some_and(|limit| self.elapsed() >= limit)
        };
        self.exhausted = out_of_nodes || out_of_time();
        self.exhausted
    }

    /// Whether a new, deeper iteration is worth starting: each one costs
    /// several times the previous, so not once half the budget is spent.
    pub(crate) fn can_deepen(&self) -> bool {
        let nodes_left = self.limits.nodes.is_none_or(|limit| self.nodes.saturating_mul(2) < limit);
        let time_left = self.limits.time.is_none_or(|limit| self.elapsed() * 2 < limit);
        !self.exhausted && nodes_left && time_left
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    pub(crate) fn max_depth(&self) -> u32 {
        self.limits.depth.max(1)
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
    fn deepening_stops_at_half_the_nodes() {
        let mut budget = Budget::start(Limits::depth(3).with_nodes(100));
        for _ in 0..49 {
            budget.tick();
        }
        assert!(budget.can_deepen());
        budget.tick();
        assert!(!budget.can_deepen());
    }

    #[test]
    fn depth_zero_means_one() {
        assert_eq!(Budget::start(Limits::depth(0)).max_depth(), 1);
    }
}
