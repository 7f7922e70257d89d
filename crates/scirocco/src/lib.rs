//! Scirocco, Adrian King's 10×10 chess variant (2009 revision), for boardkit.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod betza_source;
mod bitboard;
mod fen;
mod game;
mod movegen;
mod moves;
mod perft;
mod piece;
mod position;
mod readable;
#[cfg(test)]
mod rules_source;
mod side;
mod start;
mod tables;
mod zobrist;

pub use fen::FenError;
pub use game::{EndReason, IllegalReason, Outcome, PlayError, Scirocco};
pub use movegen::{MAX_MOVES, MoveList};
pub use moves::{Move, MoveKind, MoveParseError};
pub use perft::{perft, perft_divide};
pub use piece::{KIND_COUNT, PIECES, Piece, PieceInfo, PieceKind, UNPROMOTED_COUNT};
pub use position::{Faults, MAX_PIECES_PER_SIDE, Position, PositionError, RuleOptions, STARTPOS, STARTPOS_FEN, Setup};
pub use readable::ReadableError;
pub use side::Side;
pub use start::{StartArray, Swaps, Symmetry};
