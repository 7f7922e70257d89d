//! The ready-made computer players of the three games, built on the
//! generic searches of [`boardkit::search`](crate::search).
//!
//! Each game has a computer player with an evaluation made for it, one
//! [`Strength`] knob, and node-counted [`Limits`] so that the same state
//! gives the same move on every machine:
//!
//! | Game | Player | How it thinks |
//! |------|--------|---------------|
//! | Scirocco | [`scirocco::player`] | [`AlphaBeta`](crate::search::AlphaBeta) (PVS, transposition table) over material (piece values derived from mobility), royal safety (attacks, guards), centralization, pawn advancement and the move; captures searched to quiet positions, MVV-LVA ordering |
//! | Towers | [`towers::player`] | [`AlphaBeta`](crate::search::AlphaBeta) over balls, advancement and back-row threats; captures searched to quiet positions |
//! | Sirocco | [`sirocco::player`] | [`Expectimax`](crate::search::Expectimax) (max-n, 2–4 players) through the dice over score, progress (expected throws to the goal), the danger of being captured and the chance to capture |
//!
//! The generic bots themselves ([`AlphaBeta`](crate::search::AlphaBeta),
//! [`Expectimax`](crate::search::Expectimax), [`Mcts`](crate::search::Mcts),
//! [`RandomBot`], the [`Evaluate`] trait,
//! [`play_game`] …) live in the
//! `boardkit-search` crate, re-exported as [`boardkit::search`](crate::search).
//! What programs using a ready-made player need most is re-exported here
//! too ([`Bot`], [`Evaluate`], [`Limits`], [`SearchReport`], [`RandomBot`],
//! [`play_game`], [`match_against_random`], [`MatchSummary`]), so code
//! written against the players before the move keeps compiling.
//!
//! ```
//! use boardkit::bots::{Bot, Strength, towers};
//! use boardkit::core::Game;
//! use boardkit::towers::Towers;
//!
//! let mut game = Towers::startpos();
//! let mut computer = towers::player(Strength::Quick).with_tie_break_seed(1);
//! // The computer plays both sides (Towers has no dice: a player is always to move).
//! while let Some(action) = computer.choose(&game) {
//!     game.play(&action)?;
//! }
//! println!("{}", game.outcome().ok_or("the game is over")?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod strength;

#[cfg(feature = "scirocco")]
pub mod scirocco;
#[cfg(feature = "sirocco")]
pub mod sirocco;
#[cfg(feature = "towers")]
pub mod towers;

pub use crate::search::{
    Bot, Evaluate, Limits, MatchSummary, RandomBot, SearchReport, match_against_random, play_game,
};
pub use strength::{Strength, StrengthParseError};
