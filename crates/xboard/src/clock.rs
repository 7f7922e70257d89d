//! Time management: how long to think for one move.
//!
//! The GUI sets the time control with `level MPS BASE INC` (a number of
//! moves per period, or 0 for the whole game; the base time; the increment
//! per move) or `st SECONDS` (a fixed time per move), and reports both
//! clocks before each move with `time` and `otim` (centiseconds). The
//! budget for one move is the time left shared over the moves left in the
//! period (30 assumed when the whole game is one period), plus most of the
//! increment, never more than a third of what is left, and always a
//! safety margin short of the flag.

use std::time::Duration;

/// The time control and the engine's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Moves per period; 0 = the whole game is one period.
    pub moves_per_period: u32,
    /// Increment per move.
    pub increment: Duration,
    /// A fixed time per move (`st`), overriding the rest.
    pub per_move: Option<Duration>,
    /// The engine's remaining time, as last reported by `time`.
    pub remaining: Duration,
}

/// Kept back from every budget: process start-up, pipes and the GUI's
/// own reaction time.
const MARGIN: Duration = Duration::from_millis(50);

/// The number of moves a game period without a move count is shared over.
const ASSUMED_MOVES_LEFT: u32 = 30;

impl Default for Clock {
    /// Five minutes for the game, no increment (XBoard's default is similar).
    fn default() -> Clock {
        Clock { moves_per_period: 0, increment: Duration::ZERO, per_move: None, remaining: Duration::from_secs(300) }
    }
}

impl Clock {
    /// The time to think for the engine's next move, when it has made
    /// `moves_made` moves so far in this game.
    pub fn budget(&self, moves_made: u32) -> Duration {
        if let Some(per_move) = self.per_move {
            return per_move.saturating_sub(MARGIN).max(Duration::from_millis(10));
        }
        let moves_left = match self.moves_per_period {
            0 => ASSUMED_MOVES_LEFT,
            period => period - moves_made % period,
        };
        let share = self.remaining / moves_left + self.increment * 4 / 5;
        let cap = self.remaining / 3;
        share.min(cap).saturating_sub(MARGIN).max(Duration::from_millis(10))
    }
}

/// Reads `level`'s base time: minutes, or `minutes:seconds`; `None` for a
/// time beyond `u64::MAX` seconds.
pub fn parse_base_time(text: &str) -> Option<Duration> {
    match text.split_once(':') {
        Some((minutes, seconds)) => {
            let minutes: u64 = minutes.parse().ok()?;
            let seconds: u64 = seconds.parse().ok()?;
            (seconds < 60).then_some(Duration::from_secs(minutes.checked_mul(60)?.checked_add(seconds)?))
        }
        None => Some(Duration::from_secs(text.parse::<u64>().ok()?.checked_mul(60)?)),
    }
}

/// Reads a number of seconds, possibly with a fraction (`st 0.5`,
/// `level`'s increment).
pub fn parse_seconds(text: &str) -> Option<Duration> {
    let seconds: f64 = text.parse().ok()?;
    (seconds.is_finite() && (0.0..=1e7).contains(&seconds)).then(|| Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_base_time_too_long_for_the_clock_is_refused() {
        assert_eq!(parse_base_time("999999999999999999"), None);
        assert_eq!(parse_base_time("999999999999999999:0"), None);
        assert_eq!(parse_base_time("307445734561825860"), Some(Duration::from_secs(307_445_734_561_825_860 * 60)));
    }

    #[test]
    fn base_times() {
        assert_eq!(parse_base_time("5"), Some(Duration::from_secs(300)));
        assert_eq!(parse_base_time("0:30"), Some(Duration::from_secs(30)));
        assert_eq!(parse_base_time("1:75"), None);
        assert_eq!(parse_base_time("2:30"), Some(Duration::from_secs(150)));
        assert_eq!(parse_base_time("2:59"), Some(Duration::from_secs(179)));
        assert_eq!(parse_base_time("2:60"), None, "seconds are 0-59");
        assert_eq!(parse_base_time("x"), None);
        assert_eq!(parse_seconds("0.5"), Some(Duration::from_millis(500)));
        assert_eq!(parse_seconds("-1"), None);
    }

    #[test]
    fn budgets_share_the_time_left() {
        let mut clock = Clock { remaining: Duration::from_secs(60), ..Clock::default() };
        // A whole-game period: 60 s / 30 moves = 2 s, minus the margin.
        assert_eq!(clock.budget(0), Duration::from_millis(1950));
        // 40 moves in 60 s, 39 made: the last move of the period may use a third.
        clock.moves_per_period = 40;
        assert_eq!(clock.budget(39), Duration::from_millis(19_950));
        // An increment adds four fifths of itself.
        clock.moves_per_period = 0;
        clock.increment = Duration::from_secs(1);
        assert_eq!(clock.budget(0), Duration::from_millis(2750));
        // A fixed time per move wins.
        clock.per_move = Some(Duration::from_secs(1));
        assert_eq!(clock.budget(0), Duration::from_millis(950));
        // Almost flagged: still a short think, never nothing.
        let flagged = Clock { remaining: Duration::ZERO, ..Clock::default() };
        assert_eq!(flagged.budget(0), Duration::from_millis(10));
    }
}
