//! What a search found.

use std::time::Duration;

use crate::evaluate::{DECIDED, WIN};

/// What a search found: the move to play and why.
///
/// The searching bots hand one of these to a progress callback after each
/// finished iteration (see e.g.
/// [`AlphaBeta::search_with_progress`](crate::AlphaBeta::search_with_progress))
/// and return the last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport<M> {
    /// The move the bot plays.
    pub best_move: M,
    /// Its value for the player to move: an evaluation, or near
    /// ±[`WIN`] for a forced win or loss (see [`wins_in`](SearchReport::wins_in)).
    /// For [`Mcts`](crate::Mcts): the best move's mean reward scaled to
    /// -1000..=1000.
    pub score: i32,
    /// The depth of the deepest search that decided the move (0 when the
    /// budget ran out before the first search finished; for MCTS the
    /// length of the principal variation).
    pub depth: u32,
    /// States visited.
    pub nodes: u64,
    /// MCTS iterations (0 for the tree searches).
    pub iterations: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The expected line of play, starting with `best_move`.
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

    /// Nodes per second (0 when no time was measured).
    pub fn nodes_per_second(&self) -> u64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 { (self.nodes as f64 / seconds) as u64 } else { 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(score: i32, nodes: u64, elapsed: Duration) -> SearchReport<()> {
        SearchReport { best_move: (), score, depth: 1, nodes, iterations: 0, elapsed, principal_variation: Vec::new() }
    }

    #[test]
    fn forced_results_count_their_plies() {
        let at = |score| report(score, 0, Duration::ZERO);
        assert_eq!(at(WIN - 3).wins_in(), Some(3));
        assert_eq!(at(-(WIN - 3)).loses_in(), Some(3));
        assert_eq!(at(-WIN).loses_in(), Some(0));
        assert_eq!(at(-DECIDED).loses_in(), Some((WIN - DECIDED) as u32));
        assert_eq!(at(DECIDED).wins_in(), Some((WIN - DECIDED) as u32));
        // Just short of decided, or an evaluation either way: no forced result.
        for score in [-DECIDED + 1, DECIDED - 1, 0, 250, -250] {
            assert_eq!((at(score).wins_in(), at(score).loses_in()), (None, None), "{score}");
        }
        assert_eq!(at(WIN - 3).loses_in(), None);
        assert_eq!(at(-(WIN - 3)).wins_in(), None);
    }

    #[test]
    fn nodes_per_second_divides_by_the_time() {
        assert_eq!(report(0, 3_000, Duration::from_millis(1_500)).nodes_per_second(), 2_000);
        assert_eq!(report(0, 30_000, Duration::from_millis(10)).nodes_per_second(), 3_000_000);
        assert_eq!(report(0, 5, Duration::ZERO).nodes_per_second(), 0, "no time measured");
        assert_eq!(report(0, 0, Duration::from_secs(1)).nodes_per_second(), 0);
    }
}
