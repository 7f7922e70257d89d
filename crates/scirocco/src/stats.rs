//! Counting full legal-move generations (the `generation-stats` feature).
//!
//! With the non-default cargo feature `generation-stats`, every generation
//! of the whole pseudo-legal move list of a position (what
//! [`Game::generate_moves`](boardkit_core::Game::generate_moves),
//! [`Scirocco::legal_moves`](crate::Scirocco::legal_moves),
//! [`Position::pseudo_legal_moves`](crate::Position::pseudo_legal_moves),
//! perft and the repetition-aware "any legal move" query do) adds one to a
//! per-thread counter. Early-exit queries, capture-only generation and the
//! single-piece validation of a checked `play` are not full generations and
//! are not counted. Search code uses it to prove how many full generations
//! it pays per node:
//!
//! ```
//! # #[cfg(feature = "generation-stats")] {
//! use boardkit_core::Game;
//! use boardkit_scirocco::{Scirocco, stats};
//! stats::reset();
//! let game = Scirocco::startpos();
//! let mut moves = Vec::new();
//! game.generate_moves(&mut moves);
//! assert!(game.turn().player().is_some()); // early exit: not counted
//! assert_eq!(stats::full_generations(), 1);
//! # }
//! ```
//!
//! Without the feature the module is empty and counting compiles to nothing.

#[cfg(feature = "generation-stats")]
mod counter {
    use std::cell::Cell;

    thread_local! {
        static FULL_GENERATIONS: Cell<u64> = const { Cell::new(0) };
    }

    /// Full move generations on this thread since the last [`reset`].
    pub fn full_generations() -> u64 {
        FULL_GENERATIONS.with(Cell::get)
    }

    /// Sets this thread's counter back to 0.
    pub fn reset() {
        FULL_GENERATIONS.with(|count| count.set(0));
    }

    #[inline]
    pub(crate) fn count_full_generation() {
        FULL_GENERATIONS.with(|count| count.set(count.get() + 1));
    }
}

#[cfg(feature = "generation-stats")]
pub use counter::{full_generations, reset};

#[cfg(feature = "generation-stats")]
pub(crate) use counter::count_full_generation;

/// Counting is off (feature `generation-stats` not enabled): nothing to do.
#[cfg(not(feature = "generation-stats"))]
#[inline(always)]
pub(crate) fn count_full_generation() {}
