//! The readable move notation, with the inventor's abbreviations.
//!
//! # Grammar
//!
//! ```text
//! move      := abbr " " from body [promotion] [relay]
//! body      := "-" to                 ; a move to an empty square
//!            | "x" to                 ; a capture on the destination
//!            | "x" jumped "-" to      ; a jump-capture (Zig, Zag): the jumped piece is removed
//!            | "x" target "!"         ; a capture without moving (Genie): the mover stays
//! promotion := "=" abbr               ; the promoted type
//! relay     := "~"                    ; the move is relayed by a Dervish or Harpy
//! ```
//!
//! `abbr` is the inventor's abbreviation of the moving piece (`P`, `Gu`,
//! `Zi`, …, case-sensitive, see [`PieceKind::abbreviation`]). Examples:
//! `Gu c3-c4`, `Ch a1xa4`, `Zi d4xe5-f6`, `Ge e5xe6!`, `P e8-e9=Ta`,
//! `P f4-h6~`.
//!
//! Reading is strict: the text must be exactly what
//! [`Position::readable`] writes for that move (right piece, right capture
//! mark, relay mark present exactly on relayed moves), so every legal move
//! has one readable form and it round-trips.

use crate::bitboard::{Bits, bit, dense, square_of};
use crate::{Move, MoveKind, PieceKind, Position};

use boardkit_geometry::Square;

/// Why a readable move does not describe a move of the position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadableError {
    /// The text does not follow the grammar.
    #[error("expected {expected} at byte {offset}")]
    Syntax {
        /// Byte offset.
        offset: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// The move is not a (pseudo-legal) move of the position.
    #[error("{mv} is not a move in this position")]
    NotAMove {
        /// The move the text names.
        mv: Move,
    },
    /// The text names a move of the position but describes it wrongly (wrong
    /// piece, capture mark or relay mark).
    #[error("`{written}` should be written `{expected}`")]
    Mismatch {
        /// The text given.
        written: String,
        /// The readable form of the move.
        expected: String,
    },
}

struct Cursor<'a> {
    text: &'a str,
    at: usize,
}

impl Cursor<'_> {
    fn eat(&mut self, c: char) -> bool {
        if self.text[self.at..].starts_with(c) {
            self.at += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn square(&mut self) -> Result<Square, ReadableError> {
        let error = ReadableError::Syntax { offset: self.at, expected: "a square a1 to j10" };
        let (square, used) = Square::parse_prefix(&self.text[self.at..]).map_err(|_| error.clone())?;
        dense(square).ok_or(error)?;
        self.at += used;
        Ok(square)
    }

    fn abbreviation(&mut self) -> Result<&str, ReadableError> {
        let start = self.at;
        let rest = &self.text[start..];
        let len = rest.char_indices().find(|(_, c)| !c.is_ascii_alphabetic()).map_or(rest.len(), |(i, _)| i);
        if len == 0 {
            return Err(ReadableError::Syntax { offset: start, expected: "a piece abbreviation" });
        }
        self.at += len;
        Ok(&rest[..len])
    }
}

impl Position {
    /// The readable form of `mv` (see the grammar above).
    ///
    /// # Errors
    ///
    /// [`ReadableError::NotAMove`] when `mv` is not a pseudo-legal move here.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::Position;
    /// let pos = Position::startpos();
    /// assert_eq!(pos.readable(&"c3c4".parse()?)?, "Gu c3-c4");
    /// assert_eq!(pos.parse_readable("Gu c3-c4")?.to_string(), "c3c4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn readable(&self, mv: &Move) -> Result<String, ReadableError> {
        if !self.pseudo_legal_moves().contains(mv) {
            return Err(ReadableError::NotAMove { mv: *mv });
        }
        let (Some(from), Some(to)) = (dense(mv.from()), dense(mv.second_square())) else {
            return Err(ReadableError::NotAMove { mv: *mv });
        };
        let kind = self.kind_at(from);
        let mut text = format!("{} {}", kind.abbreviation(), mv.from());
        match mv.kind() {
            MoveKind::Stay => text.push_str(&format!("x{}!", mv.second_square())),
            MoveKind::Normal | MoveKind::Promote => {
                let locust = self.locust_capture(from, to);
                let enemy = self.sides[self.side_to_move.other().index()];
                if locust != 0 {
                    for jumped in Bits(locust) {
                        text.push_str(&format!("x{}", square_of(jumped)));
                    }
                    text.push_str(&format!("-{}", mv.to()));
                } else if enemy & bit(to) != 0 {
                    text.push_str(&format!("x{}", mv.to()));
                } else {
                    text.push_str(&format!("-{}", mv.to()));
                }
                if let (MoveKind::Promote, Some(promoted)) = (mv.kind(), kind.promoted()) {
                    text.push_str(&format!("={}", promoted.abbreviation()));
                }
                if !self.is_own_move(from, to) {
                    text.push('~');
                }
            }
        }
        Ok(text)
    }

    /// Reads a move in the readable notation.
    ///
    /// # Errors
    ///
    /// [`ReadableError`]: a syntax error with its byte offset, a move that is
    /// not pseudo-legal here, or a text that is not exactly the move's
    /// readable form.
    pub fn parse_readable(&self, text: &str) -> Result<Move, ReadableError> {
        let mut cursor = Cursor { text, at: 0 };
        let abbreviation = cursor.abbreviation()?;
        if PieceKind::from_abbreviation(abbreviation).is_none() {
            return Err(ReadableError::Syntax { offset: 0, expected: "a piece abbreviation such as P, Gu or Zi" });
        }
        if !cursor.eat(' ') {
            return Err(ReadableError::Syntax { offset: cursor.at, expected: "a space" });
        }
        let from = cursor.square()?;
        let capture = if cursor.eat('x') {
            true
        } else if cursor.eat('-') {
            false
        } else {
            return Err(ReadableError::Syntax { offset: cursor.at, expected: "`-` or `x`" });
        };
        let mut to = cursor.square()?;
        let mut stay = false;
        if capture && cursor.eat('-') {
            to = cursor.square()?;
        } else if capture && cursor.eat('!') {
            stay = true;
        }
        let mut promote = false;
        if cursor.eat('=') {
            let promoted = cursor.abbreviation()?;
            if PieceKind::from_abbreviation(promoted).is_none() {
                return Err(ReadableError::Syntax { offset: cursor.at, expected: "a promoted piece abbreviation" });
            }
            promote = true;
        }
        cursor.eat('~');
        if cursor.at != text.len() {
            return Err(ReadableError::Syntax { offset: cursor.at, expected: "the end of the move" });
        }
        let mv = match (stay, promote) {
            (true, _) => Move::stationary(from, to),
            (false, true) => Move::promoting(from, to),
            (false, false) => Move::new(from, to),
        };
        let expected = self.readable(&mv)?;
        if expected != text {
            return Err(ReadableError::Mismatch { written: text.to_string(), expected });
        }
        Ok(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_start_move_round_trips() {
        let pos = Position::startpos();
        for mv in pos.pseudo_legal_moves() {
            let text = pos.readable(&mv).unwrap();
            assert_eq!(pos.parse_readable(&text), Ok(mv), "{text}");
        }
    }

    #[test]
    fn wrong_marks_are_mismatches() {
        let pos = Position::startpos();
        assert!(matches!(pos.parse_readable("P c3-c4"), Err(ReadableError::Mismatch { .. })));
        assert!(matches!(pos.parse_readable("Gu c3xc4"), Err(ReadableError::Mismatch { .. })));
        assert!(matches!(pos.parse_readable("Gu c3-c4~"), Err(ReadableError::Mismatch { .. })));
        assert!(matches!(pos.parse_readable("Gu c3-c5"), Err(ReadableError::NotAMove { .. })));
        assert!(matches!(pos.parse_readable("Xx c3-c4"), Err(ReadableError::Syntax { offset: 0, .. })));
        assert!(matches!(pos.parse_readable("Gu c3c4"), Err(ReadableError::Syntax { offset: 5, .. })));
        assert!(matches!(pos.parse_readable(""), Err(ReadableError::Syntax { offset: 0, .. })));
        assert!(matches!(pos.parse_readable("Gu c3-c4 "), Err(ReadableError::Syntax { offset: 8, .. })));
    }

    #[test]
    fn a_bad_square_is_named_as_the_coordinate_parser_names_it() {
        let pos = Position::startpos();
        let readable = pos.parse_readable("Gu c3-z4").unwrap_err().to_string();
        let coordinates = "c3z4".parse::<crate::Move>().unwrap_err().to_string();
        assert_eq!(readable, "expected a square a1 to j10 at byte 6");
        assert!(coordinates.starts_with("expected a square a1 to j10 at byte"), "{coordinates}");
    }
}
