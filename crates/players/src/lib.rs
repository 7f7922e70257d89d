//! The ready-made computer players of Scirocco, Sirocco, Towers and the
//! chess-family variants, built on the generic searches of
//! [`boardkit_search`].
//!
//! Each game has a computer player with an evaluation made for it, one
//! [`Strength`] knob, and node-counted [`Limits`] so that the same state
//! gives the same move on every machine:
//!
//! | Game | Player | How it thinks |
//! |------|--------|---------------|
//! | Scirocco | [`scirocco::player`] | [`AlphaBeta`](boardkit_search::AlphaBeta) (PVS, transposition table) over material (piece values fitted to self-play results), royal safety (attacks, guards), centralization, pawn advancement and the move; captures searched to quiet positions, MVV-LVA ordering |
//! | Towers | [`towers::player`] | [`AlphaBeta`](boardkit_search::AlphaBeta) over balls, advancement and back-row threats; captures searched to quiet positions |
//! | Variants (chess, …) | [`variant::player`] | [`AlphaBeta`](boardkit_search::AlphaBeta) over material (piece values derived from each variant's pieces' mobility), pawn advance and centralisation, any variant of `boardkit-variant`; captures searched to quiet positions |
//! | Sirocco | [`sirocco::player`] | [`Expectimax`](boardkit_search::Expectimax) (max-n, 2–4 players) through the dice over score, progress (expected throws to the goal), the danger of being captured and the chance to capture |
//!
//! Each game is a Cargo feature (`scirocco`, `sirocco`, `towers`, `variant`,
//! all on by default), so a front end for one game builds only that game. The
//! `boardkit` crate re-exports this crate as `boardkit::bots`.
//!
//! The generic bots themselves ([`AlphaBeta`](boardkit_search::AlphaBeta),
//! [`Expectimax`](boardkit_search::Expectimax), [`Mcts`](boardkit_search::Mcts),
//! [`RandomBot`], the [`Evaluate`] trait, [`play_game`] …) live in
//! [`boardkit_search`]. What programs using a ready-made player need most
//! is re-exported here ([`Bot`], [`Evaluate`], [`Limits`], [`SearchReport`],
//! [`RandomBot`], [`play_game`], [`match_against_random`],
//! [`MatchSummary`]), so that such a program needs no other import from
//! the search.
//!
//! A player keeps its transposition table from one move to the next: a
//! front end that builds its players once per game, rather than once per
//! move, searches faster from the second move on.
//!
//! ```
//! # #[cfg(feature = "towers")] {
//! use boardkit_core::Game;
//! use boardkit_players::{Bot, Strength, towers};
//! use boardkit_towers::Towers;
//!
//! let mut game = Towers::startpos();
//! let mut computer = towers::player(Strength::Quick).with_tie_break_seed(1);
//! // The computer plays both sides (Towers has no dice: a player is always to move).
//! while let Some(action) = computer.choose(&game) {
//!     game.play(&action)?;
//! }
//! println!("{}", game.outcome().ok_or("the game is over")?);
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod strength;

#[cfg(feature = "scirocco")]
pub mod scirocco;
#[cfg(feature = "sirocco")]
pub mod sirocco;
#[cfg(feature = "towers")]
pub mod towers;
#[cfg(feature = "variant")]
pub mod variant;

pub use boardkit_search::{
    Bot, Evaluate, Limits, MatchSummary, RandomBot, SearchReport, match_against_random, play_game,
};
pub use strength::{Strength, StrengthParseError};
