//! Moves and the coordinate move notation.
//!
//! # Coordinate notation
//!
//! | move | text | example |
//! |---|---|---|
//! | move or capture, jump-capture, relayed move | `<from><to>` | `e3e4`, `a1a4`, `j1j10` |
//! | the same, promoting | `<from><to>+` | `e8e9+` |
//! | capture without moving (Genie) | `<from><captured><from>` | `e5e6e5` |
//!
//! Squares are `a1` … `j10`. The parser accepts exactly these forms (no
//! spaces, lowercase) and rejects everything else with a [`MoveParseError`];
//! what it accepts prints back to the same text.

use core::fmt;
use core::str::FromStr;

use boardkit_geometry::{Square, SquareParseError};

use crate::bitboard::dense;

/// What a move does besides moving a piece from one square to another.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveKind {
    /// A plain move: a step, leap or slide, a capture on the destination, a
    /// jump-capture, or a relayed move.
    Normal,
    /// The same, and the piece promotes at its end.
    Promote,
    /// Capture without moving: the piece on the target square is removed,
    /// the mover stays.
    Stay,
}

/// A move, as written in coordinate notation: it names the squares and the
/// promotion, and the position supplies the rest (which piece, what it
/// captures).
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::Move;
/// let promote: Move = "e8e9+".parse()?;
/// assert!(promote.is_promotion());
/// let genie: Move = "e5e6e5".parse()?;
/// assert_eq!(genie.to().to_string(), "e5");
/// assert_eq!(genie.captured_in_place().map(|s| s.to_string()), Some("e6".into()));
/// assert_eq!(genie.to_string(), "e5e6e5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Move {
    from: Square,
    /// The destination; for [`MoveKind::Stay`] the captured square.
    to: Square,
    kind: MoveKind,
}

impl Move {
    /// A move from `from` to `to` (not promoting).
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to, kind: MoveKind::Normal }
    }

    /// A move from `from` to `to` that promotes.
    pub const fn promoting(from: Square, to: Square) -> Move {
        Move { from, to, kind: MoveKind::Promote }
    }

    /// The capture of the piece on `target` by the piece on `from`, which
    /// stays where it is.
    pub const fn stationary(from: Square, target: Square) -> Move {
        Move { from, to: target, kind: MoveKind::Stay }
    }

    /// The square the piece moves from.
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The square the piece ends on (the from-square for a capture without
    /// moving).
    pub const fn to(&self) -> Square {
        match self.kind {
            MoveKind::Stay => self.from,
            _ => self.to,
        }
    }

    /// The stored second square: the destination, or the captured square of a
    /// capture without moving.
    pub(crate) const fn second_square(self) -> Square {
        self.to
    }

    /// The square of the piece a capture without moving removes.
    pub const fn captured_in_place(&self) -> Option<Square> {
        match self.kind {
            MoveKind::Stay => Some(self.to),
            _ => None,
        }
    }

    /// Whether the piece promotes.
    pub const fn is_promotion(&self) -> bool {
        matches!(self.kind, MoveKind::Promote)
    }

    /// The kind of move.
    pub const fn kind(&self) -> MoveKind {
        self.kind
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveKind::Normal => write!(f, "{}{}", self.from, self.to),
            MoveKind::Promote => write!(f, "{}{}+", self.from, self.to),
            MoveKind::Stay => write!(f, "{}{}{}", self.from, self.to, self.from),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a move in coordinate notation.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// The text was empty.
    #[error("expected a move like `e3e4`, found nothing")]
    Empty,
    /// A square name was expected at this byte offset (`source` says what
    /// the text holds instead, in the terms of the largest grids).
    #[error("expected a square a1 to j10 at byte {offset}")]
    Square {
        /// Byte offset in the move text.
        offset: usize,
        /// What was wrong with the square.
        source: SquareParseError,
    },
    /// A square is not on the 10×10 board.
    #[error("square {square} at byte {offset} is off the 10x10 board")]
    OffBoard {
        /// Byte offset in the move text.
        offset: usize,
        /// The square.
        square: Square,
    },
    /// The from- and to-square are the same.
    #[error("a move must change squares (found {square}{square})")]
    NullMove {
        /// The square.
        square: Square,
    },
    /// A capture without moving must name the from-square again at the end
    /// and capture a neighbouring square.
    #[error("a capture without moving is written <from><captured><from> with adjacent squares, e.g. e5e6e5")]
    BadStationary,
    /// Text after the move.
    #[error("unexpected `{rest}` at byte {offset} after the move")]
    Trailing {
        /// Byte offset in the move text.
        offset: usize,
        /// The start of the extra text.
        rest: String,
    },
}

fn square_at(text: &str, offset: usize) -> Result<(Square, usize), MoveParseError> {
    let rest = text.get(offset..).unwrap_or("");
    let (square, used) = Square::parse_prefix(rest).map_err(|source| MoveParseError::Square { offset, source })?;
    if dense(square).is_none() {
        return Err(MoveParseError::OffBoard { offset, square });
    }
    Ok((square, offset + used))
}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        if text.is_empty() {
            return Err(MoveParseError::Empty);
        }
        let (from, at) = square_at(text, 0)?;
        let (to, at) = square_at(text, at)?;
        if from == to {
            return Err(MoveParseError::NullMove { square: from });
        }
        let rest = text.get(at..).unwrap_or("");
        match rest {
            "" => Ok(Move::new(from, to)),
            "+" => Ok(Move::promoting(from, to)),
            _ if rest.starts_with(|c: char| c.is_ascii_lowercase()) => {
                let (again, end) = square_at(text, at)?;
                if end != text.len() {
                    let rest: String = text.get(end..).unwrap_or("").chars().take(8).collect();
                    return Err(MoveParseError::Trailing { offset: end, rest });
                }
                if again != from || from.offset_to(to).king_distance() != 1 {
                    return Err(MoveParseError::BadStationary);
                }
                Ok(Move::stationary(from, to))
            }
            _ => Err(MoveParseError::Trailing { offset: at, rest: rest.chars().take(8).collect() }),
        }
    }
}

impl TryFrom<String> for Move {
    type Error = MoveParseError;
    fn try_from(text: String) -> Result<Move, MoveParseError> {
        text.parse()
    }
}

impl From<Move> for String {
    fn from(mv: Move) -> String {
        mv.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What each kind of move answers: its squares, whether it promotes,
    /// and the square a capture without moving removes (the Genie's target,
    /// which `to` does not name: the Genie stays on its square).
    #[test]
    fn each_kind_of_move_names_its_squares() {
        let square = |text: &str| text.parse::<Square>().unwrap();
        let plain: Move = "e3e4".parse().unwrap();
        let promote: Move = "e8e9+".parse().unwrap();
        let genie: Move = "e5e6e5".parse().unwrap();
        assert_eq!((plain.from(), plain.to(), plain.kind()), (square("e3"), square("e4"), MoveKind::Normal));
        assert_eq!((promote.from(), promote.to(), promote.kind()), (square("e8"), square("e9"), MoveKind::Promote));
        assert_eq!((genie.from(), genie.to(), genie.kind()), (square("e5"), square("e5"), MoveKind::Stay));
        assert_eq!(genie.captured_in_place(), Some(square("e6")));
        assert_eq!(plain.captured_in_place(), None);
        assert_eq!(promote.captured_in_place(), None);
        assert_eq!([plain, promote, genie].map(|mv| mv.is_promotion()), [false, true, false]);
        assert_eq!(Move::stationary(square("e5"), square("e6")), genie);
        assert_eq!(Move::promoting(square("e8"), square("e9")), promote);
    }

    /// The `String` conversions (what the serde form uses) are the
    /// coordinate text both ways.
    #[test]
    fn string_conversions_are_the_coordinate_text() {
        for text in ["e3e4", "e8e9+", "e5e6e5"] {
            let mv = Move::try_from(text.to_string()).unwrap();
            assert_eq!(String::from(mv), text);
        }
        assert!(matches!(Move::try_from("e3e3".to_string()), Err(MoveParseError::NullMove { .. })));
    }

    #[test]
    fn coordinate_forms_round_trip() {
        for text in ["e3e4", "a1a4", "j1j10", "e8e9+", "e5e6e5", "j10i9j10", "a10a9+"] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn malformed_moves_are_typed_errors() {
        assert_eq!("".parse::<Move>(), Err(MoveParseError::Empty));
        assert!(matches!("e3".parse::<Move>(), Err(MoveParseError::Square { offset: 2, .. })));
        assert!(matches!("k1a1".parse::<Move>(), Err(MoveParseError::OffBoard { offset: 0, .. })));
        assert!(matches!("a11a1".parse::<Move>(), Err(MoveParseError::OffBoard { .. })));
        assert!(matches!("e3e3".parse::<Move>(), Err(MoveParseError::NullMove { .. })));
        assert!(matches!("e5e6e4".parse::<Move>(), Err(MoveParseError::BadStationary)));
        assert!(matches!("e5e7e5".parse::<Move>(), Err(MoveParseError::BadStationary)));
        assert!(matches!("e3e4++".parse::<Move>(), Err(MoveParseError::Trailing { offset: 4, .. })));
        assert!(matches!("e5e6e5+".parse::<Move>(), Err(MoveParseError::Trailing { offset: 6, .. })));
        assert!(matches!("E3e4".parse::<Move>(), Err(MoveParseError::Square { offset: 0, .. })));
    }
}
