//! `boardkit-xboard`: Scirocco and the chess variants of
//! `boardkit-variant` as a chess engine for XBoard and WinBoard,
//! speaking the Chess Engine Communication Protocol version 2 with
//! H.G. Muller's extensions for engine-defined variants (`setup`, `piece`,
//! `lift`/`put`/`highlight`, multi-leg moves).
//!
//! The binary is a thin `main` over [`session::run`]; the modules each do
//! one job and are tested on their own:
//!
//! - [`command`]: protocol lines → [`command::Command`];
//! - [`engine`]: the state machine (force / playing / analysing), one
//!   method per command, no I/O, written once for every game;
//! - [`game`]: what differs between the games ([`game::ProtocolGame`]),
//!   and its Scirocco side;
//! - [`variant`]: the chess variants' side: names, `setup` and `piece`,
//!   squares, moves, FEN;
//! - [`search`]: the player of `boardkit-players` thinking on a thread, stopped by its stop handle;
//! - [`clock`]: the time for one move;
//! - [`squares`], [`notation`], [`position_text`]: the protocol's square
//!   names (ranks from 0), moves and FEN;
//! - [`pieces`]: the `setup` table and `piece` commands;
//! - [`highlight`]: the replies to `lift` and `put`;
//! - [`holdings`]: the variants' pieces in hand beside the board;
//! - [`replay`]: reads the PGN that XBoard saves back into a game.
//!
//! See `docs/xboard.md` for installing and using it.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod clock;
pub mod command;
pub mod engine;
pub mod game;
pub mod highlight;
pub mod holdings;
pub mod notation;
pub mod pieces;
pub mod position_text;
pub mod replay;
pub mod search;
pub mod session;
pub mod squares;
pub mod variant;
