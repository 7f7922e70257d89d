//! The common ground of every boardkit game.
//!
//! - [`Game`]: one trait for the rules of a game — whose [`Turn`] it is (a
//!   player, a chance event such as a die throw, or nobody because the game
//!   is over), the legal moves, playing a move, the [`Outcome`] with the rule
//!   that ended the game, and scores.
//! - [`perft`] and [`perft_divide`]: counting the paths of the game tree, the
//!   standard correctness check of move generators.
//! - [`random_move`] and [`random_playout`], driven by a caller-supplied
//!   [`RandomSource`] ([`SplitMix64`] is a small seedable one).
//! - [`conformance`]: the random-game test kit that every game crate runs.
//!
//! # Chance
//!
//! Nothing in boardkit draws random numbers. A state whose turn is
//! [`Turn::Chance`] lists the outcomes with exact integer weights in
//! [`Game::chance_outcomes`]; the caller picks one (with its own RNG, or a
//! real die) and plays it like a move. Perft counts every outcome as a
//! branch.
//!
//! # Examples
//!
//! A random game of any [`Game`]:
//!
//! ```
//! use boardkit_core::{Game, SplitMix64, random_playout};
//!
//! fn play_out<G: Game>(mut game: G) -> Option<String> {
//!     let mut rng = SplitMix64::new(2026);
//!     random_playout(&mut game, &mut rng, Some(10_000));
//!     game.outcome().map(|outcome| outcome.to_string())
//! }
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod conformance;
mod game;
mod perft;
mod playout;
mod rng;

pub use game::{
    ChanceOutcomes, Game, MAX_CHANCE_OUTCOMES, MAX_PLAYERS, Outcome, PlayerList, Turn, Verdict, total_weight,
};
pub use perft::{perft, perft_divide};
pub use playout::{Playout, random_move, random_playout};
pub use rng::{RandomSource, SplitMix64};
