//! Stopping a running search from another thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A flag that stops a running search from another thread: the "move now"
/// of an engine protocol, or a user's "stop thinking" button.
///
/// Every searching bot ([`AlphaBeta`](crate::AlphaBeta),
/// [`Expectimax`](crate::Expectimax), [`Mcts`](crate::Mcts)) owns one;
/// `stop_handle()` hands out a clone that shares the flag. Once
/// [`stop`](StopHandle::stop) is called, the search looks at the flag within
/// a few hundred nodes (well under a millisecond on the games of boardkit)
/// and returns what it found so far, exactly as when its time budget runs
/// out: the best move of the deepest iteration it finished (or of the
/// unfinished one when that already found a better move), or the first
/// legal move if not even the first iteration was done.
///
/// The flag stays raised until [`reset`](StopHandle::reset): a search
/// started while it is raised returns at once. The search itself never
/// lowers it, so that a stop sent just before a search begins is not lost;
/// a front end resets it before it starts the next search. Clones of a
/// bot share their flag, and one flag can be given to several bots
/// (`with_stop_handle`) to stop them all together.
///
/// # Examples
///
/// A search with no depth, node or time limit, stopped by another thread:
///
/// ```
/// use std::time::{Duration, Instant};
/// use boardkit_core::Game;
/// use boardkit_search::{AlphaBeta, Limits};
/// use boardkit_towers::{Side, Towers};
///
/// let balls = |game: &Towers, player: Side| {
///     i32::from(game.balls_on_board(player)) - i32::from(game.balls_on_board(player.opponent()))
/// };
/// let mut bot = AlphaBeta::new(balls, Limits::depth(64)).with_hash_mb(1).with_quiescence(4);
/// let stop = bot.stop_handle();
/// let game = Towers::startpos();
/// let thinker = std::thread::spawn(move || {
///     // A line of engine output per finished iteration.
///     let report = bot.search_with_progress(&game, |info| {
///         println!("{} {} {} {:?}", info.depth, info.score, info.nodes, info.elapsed);
///     });
///     (report, Instant::now())
/// });
/// std::thread::sleep(Duration::from_millis(50));
/// stop.stop();
/// let stopped_at = Instant::now();
/// let (report, returned_at) = thinker.join().map_err(|_| "the search panicked")?;
/// let report = report.ok_or("White is to move")?;
/// assert!(Towers::startpos().legal_moves().contains(&report.best_move));
/// assert!(returned_at.duration_since(stopped_at) < Duration::from_secs(1));
/// stop.reset(); // ready for the next search
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct StopHandle {
    flag: Arc<AtomicBool>,
}

impl StopHandle {
    /// A new, lowered flag.
    pub fn new() -> StopHandle {
        StopHandle::default()
    }

    /// Raises the flag: every search using it returns its best move so far.
    pub fn stop(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    /// Lowers the flag, so that the next search runs its full limits.
    pub fn reset(&self) {
        self.flag.store(false, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_stopped(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }

    /// Whether `self` and `other` are the same flag.
    pub fn shares_flag_with(&self, other: &StopHandle) -> bool {
        Arc::ptr_eq(&self.flag, &other.flag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_the_flag_and_new_handles_do_not() {
        let handle = StopHandle::new();
        let clone = handle.clone();
        let other = StopHandle::new();
        assert!(!handle.is_stopped());
        clone.stop();
        assert!(handle.is_stopped() && clone.is_stopped());
        assert!(!other.is_stopped());
        assert!(handle.shares_flag_with(&clone) && !handle.shares_flag_with(&other));
        handle.reset();
        assert!(!clone.is_stopped());
    }
}
