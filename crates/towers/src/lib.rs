//! The rules of Towers for boardkit.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod action;
mod board;
mod config;
mod game;
mod list;
mod perft;
mod side;
mod text;

pub use action::{Action, ActionParseError, MAX_RECIPIENTS, Recipients};
pub use config::{Config, ConfigError};
pub use game::{Piece, PlayError, Reason, Towers};
pub use list::ActionList;
pub use perft::{perft, perft_divide};
pub use side::Side;
pub use text::PositionParseError;
