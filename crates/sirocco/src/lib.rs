//! The rules of Sirocco for boardkit.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
mod game;
mod moves;
mod name;
mod seat;
mod text;

pub use board::{Board, BoardError, BoardSpec, CornerSpec, MAX_MOVES, MAX_THROW, PAWNS, REFERENCE_NAME};
pub use game::{MoveList, PlayError, Reason, Sirocco, Standing};
pub use moves::{Move, MoveParseError};
pub use name::{MAX_NAME_LEN, PointName, PointNameError};
pub use seat::{Seat, SeatError};
pub use text::StateParseError;
