//! The Betza / XBetza piece-movement notation.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod atom;
mod board;
mod diagram;
mod letters;
mod movement;
mod parse;
mod table;

pub use atom::Atom;
pub use board::{Destination, Forward, GeneratedMove, Occupancy, Occupant};
pub use diagram::{LEGEND, diagram, empty_board_diagram};
pub use movement::{Component, Leg, Modes, Movement};
pub use parse::{MAX_LEGS, MAX_RANGE, ParseError, ParseErrorKind};
pub use table::{CompileError, MAX_PASSED, MAX_TEMPLATES_PER_SQUARE, MoveTable, MoveTemplate};
