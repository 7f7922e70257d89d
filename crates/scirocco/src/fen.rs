//! The position text (FEN-like).
//!
//! # Grammar
//!
//! ```text
//! position := board " " side [" " number]
//! board    := rank ("/" rank)*          ; top rank (10) first
//! rank     := (piece | empties)+
//! piece    := ["+"] letter              ; "+" = promoted, then the letter of the piece it came from
//! empties  := decimal number 1..16      ; a run of empty squares, "10" allowed
//! side     := "b" | "t"                 ; Blue or Tan to move
//! number   := decimal number >= 1       ; the move number, 1 if left out
//! ```
//!
//! Letters (uppercase Blue, lowercase Tan): Pawn P, Guard U, Priest I,
//! Scirocco S, King K, Wazir W, Firzan F, Commoner M, Marquis Y, Chariot H,
//! Alfil A, Stork T, Knight N, Camel C, Dervish V, Goat G, Dabbaba D,
//! Wagon O. A promoted piece is `+` and its origin's letter: `+P` is a Blue
//! Tadpole, `+d` a Tan Genie.
//!
//! The writer emits the shortest form: maximal runs of empty squares, and
//! the move number only when it is not 1. The parser reads exactly the
//! grammar (single spaces, no other whitespace); every text it accepts
//! that the writer could have produced prints back identically.

use core::fmt;
use core::str::FromStr;

use boardkit_geometry::Square;

use crate::position::{PositionError, Setup};
use crate::{Piece, PieceKind, Position, Side};

/// Why a text is not a position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// The text was empty.
    #[error("expected a position text, found nothing")]
    Empty,
    /// A character that is no piece letter, digit, `+` or `/` in the board.
    #[error("unexpected `{found}` at byte {offset} in the board (expected a piece letter, a digit, `+` or `/`)")]
    BadCharacter {
        /// Byte offset.
        offset: usize,
        /// The character.
        found: char,
    },
    /// `+` not followed by a piece letter.
    #[error("`+` at byte {offset} must be followed by a piece letter")]
    DanglingPromotion {
        /// Byte offset of the `+`.
        offset: usize,
    },
    /// A run of empty squares of 0 or more than 16.
    #[error(
        "bad run of empty squares `{run}` at byte {offset}: a rank of Scirocco's 10x10 board has 1 to 10 \
         (a setup of another size at most 16)"
    )]
    BadRun {
        /// Byte offset.
        offset: usize,
        /// The digits.
        run: String,
    },
    /// A rank is wider than 16 squares, or there are more than 16 ranks.
    #[error(
        "the board is larger than 16x16 at byte {offset} (Scirocco's board is 10x10; a setup of another size \
         is at most 16x16)"
    )]
    TooLarge {
        /// Byte offset.
        offset: usize,
    },
    /// Ranks of different widths: `rank` is the first whose width is not
    /// the board's (the width most ranks have; on a tie, 10 if it is among
    /// them, else the first rank's).
    #[error("rank {rank} (counted from the top) has {width} squares but the board is {expected} squares wide")]
    UnevenRanks {
        /// The rank, 1 = the first rank written.
        rank: usize,
        /// Its width.
        width: usize,
        /// The board's width, as most ranks have it.
        expected: usize,
    },
    /// The side to move is missing or not `b`/`t`.
    #[error("expected ` b` or ` t` (side to move) at byte {offset}")]
    BadSide {
        /// Byte offset.
        offset: usize,
    },
    /// The move number is not a decimal number.
    #[error("expected a move number at byte {offset}")]
    BadMoveNumber {
        /// Byte offset.
        offset: usize,
    },
    /// Text after the position.
    #[error("unexpected text at byte {offset} after the position")]
    Trailing {
        /// Byte offset.
        offset: usize,
    },
    /// The text is well formed but the position breaks the rules.
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

/// The width of a board whose ranks are `widths` wide (not empty): the
/// width most ranks have, so that an error blames the odd rank out; on a
/// tie, Scirocco's 10 if it is among them, else the first rank's.
fn board_width(widths: &[usize]) -> usize {
    let count = |width: usize| widths.iter().filter(|&&w| w == width).count();
    let most = widths.iter().map(|&w| count(w)).max().unwrap_or(0);
    if count(10) == most { 10 } else { widths.iter().copied().find(|&w| count(w) == most).unwrap_or(0) }
}

impl Setup {
    /// Parses a position text into a [`Setup`] (syntax only; see
    /// [`Position::from_setup`] for the rules).
    ///
    /// # Errors
    ///
    /// [`FenError`] saying what is wrong and at which byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Setup, Side, STARTPOS_FEN};
    /// let setup = Setup::from_fen(STARTPOS_FEN)?;
    /// assert_eq!(setup.pieces.len(), 54);
    /// assert_eq!(setup.side_to_move, Side::Blue);
    /// assert_eq!(setup.to_fen(), STARTPOS_FEN);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_fen(text: &str) -> Result<Setup, FenError> {
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        let bytes = text.as_bytes();
        let board_end = text.find(' ').unwrap_or(text.len());
        // Ranks, top first: each a list of (file, piece).
        let mut ranks: Vec<Vec<(u8, Piece)>> = vec![Vec::new()];
        let mut widths: Vec<usize> = vec![0];
        let mut i = 0;
        while i < board_end {
            let c = bytes[i];
            let width = widths.len() - 1;
            match c {
                b'/' => {
                    if ranks.len() >= 16 {
                        return Err(FenError::TooLarge { offset: i });
                    }
                    ranks.push(Vec::new());
                    widths.push(0);
                    i += 1;
                }
                b'0'..=b'9' => {
                    let start = i;
                    while i < board_end && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                    let run = &text[start..i];
                    match run.parse::<usize>() {
                        Ok(n) if (1..=16).contains(&n) && run.len() <= 2 => widths[width] += n,
                        _ => return Err(FenError::BadRun { offset: start, run: run.chars().take(8).collect() }),
                    }
                    if widths[width] > 16 {
                        return Err(FenError::TooLarge { offset: start });
                    }
                }
                _ => {
                    let promoted = c == b'+';
                    let at = if promoted { i + 1 } else { i };
                    let letter = if at < board_end { bytes[at] } else { 0 };
                    let side = if letter.is_ascii_uppercase() { Side::Blue } else { Side::Tan };
                    let kind = if letter.is_ascii_alphabetic() {
                        PieceKind::from_letter(char::from(letter.to_ascii_uppercase()), promoted)
                    } else {
                        None
                    };
                    let Some(kind) = kind else {
                        if promoted && !letter.is_ascii_alphabetic() {
                            return Err(FenError::DanglingPromotion { offset: i });
                        }
                        let found = text.get(at..).and_then(|rest| rest.chars().next()).unwrap_or('?');
                        return Err(FenError::BadCharacter { offset: at, found });
                    };
                    if widths[width] >= 16 {
                        return Err(FenError::TooLarge { offset: i });
                    }
                    ranks[width].push((widths[width] as u8, Piece::new(side, kind)));
                    widths[width] += 1;
                    i = at + 1;
                }
            }
        }
        let expected = board_width(&widths);
        if let Some((rank, &width)) = widths.iter().enumerate().find(|(_, w)| **w != expected) {
            return Err(FenError::UnevenRanks { rank: rank + 1, width, expected });
        }
        let height = ranks.len();
        let mut pieces = Vec::new();
        for (row, rank) in ranks.iter().enumerate() {
            let rank_index = (height - 1 - row) as u8;
            for &(file, piece) in rank {
                if let Some(square) = Square::from_coords(file, rank_index) {
                    pieces.push((square, piece));
                }
            }
        }
        pieces.sort_by_key(|(square, _)| *square);
        // Side to move.
        let side_at = board_end + 1;
        let side = match (bytes.get(board_end), bytes.get(side_at), bytes.get(side_at + 1)) {
            (Some(b' '), Some(&c), None | Some(b' ')) => Side::from_char(char::from(c)),
            _ => None,
        };
        let Some(side_to_move) = side else { return Err(FenError::BadSide { offset: board_end }) };
        let mut fullmove = 1;
        let number_at = side_at + 2;
        if bytes.len() > side_at + 1 {
            let rest = text.get(number_at..).unwrap_or("");
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 || (digits > 1 && rest.starts_with('0')) {
                return Err(FenError::BadMoveNumber { offset: number_at });
            }
            fullmove = rest[..digits].parse::<u32>().map_err(|_| FenError::BadMoveNumber { offset: number_at })?;
            if digits != rest.len() {
                return Err(FenError::Trailing { offset: number_at + digits });
            }
        }
        Ok(Setup { width: expected as u8, height: height as u8, pieces, side_to_move, fullmove })
    }

    /// The position text of this setup (see the module docs for the
    /// grammar). Pieces off the board are left out.
    pub fn to_fen(&self) -> String {
        let mut grid = vec![None; usize::from(self.width) * usize::from(self.height)];
        for &(square, piece) in &self.pieces {
            let (file, rank) = (square.file().index(), square.rank().index());
            if file < self.width && rank < self.height {
                grid[usize::from(rank) * usize::from(self.width) + usize::from(file)] = Some(piece);
            }
        }
        let mut out = String::new();
        for rank in (0..self.height).rev() {
            let mut empty = 0;
            for file in 0..self.width {
                match grid[usize::from(rank) * usize::from(self.width) + usize::from(file)] {
                    Some(piece) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push_str(&piece.to_string());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.side_to_move.char());
        if self.fullmove != 1 {
            out.push_str(&format!(" {}", self.fullmove));
        }
        out
    }
}

impl Position {
    /// Parses and validates a position text.
    ///
    /// # Errors
    ///
    /// [`FenError`]: a syntax error, or [`FenError::Invalid`] with every
    /// rule the position breaks.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::Position;
    /// let pos = Position::from_fen("10/10/10/4k5/10/10/10/4K+P4/10/10 t 12")?;
    /// assert_eq!(pos.fullmove(), 12);
    /// assert_eq!(pos.to_string(), "10/10/10/4k5/10/10/10/4K+P4/10/10 t 12");
    /// assert!(Position::from_fen("10/10 b").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&Setup::from_fen(text)?)?)
    }

    /// The position text.
    pub fn to_fen(&self) -> String {
        self.to_setup().to_fen()
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(text: &str) -> Result<Position, FenError> {
        Position::from_fen(text)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

impl TryFrom<String> for Position {
    type Error = FenError;
    fn try_from(text: String) -> Result<Position, FenError> {
        Position::from_fen(&text)
    }
}

impl From<Position> for String {
    fn from(position: Position) -> String {
        position.to_fen()
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::STARTPOS_FEN;

    #[test]
    fn startpos_round_trips() {
        let pos = Position::from_fen(STARTPOS_FEN).unwrap();
        assert_eq!(pos.to_string(), STARTPOS_FEN);
        assert_eq!(pos, Position::startpos());
        // The String conversions (serde's) and the setup's Display are the same text.
        assert_eq!(Position::try_from(STARTPOS_FEN.to_string()), Ok(pos));
        assert_eq!(String::from(pos), STARTPOS_FEN);
        assert_eq!(pos.to_setup().to_string(), STARTPOS_FEN);
        assert_eq!(format!("{pos:?}"), format!("Position({STARTPOS_FEN})"));
    }

    #[test]
    fn move_number_is_optional_and_written_when_not_one() {
        let pos = Position::from_fen(&format!("{STARTPOS_FEN} 1")).unwrap();
        assert_eq!(pos.to_string(), STARTPOS_FEN);
        let pos = Position::from_fen(&format!("{STARTPOS_FEN} 37")).unwrap();
        assert_eq!(pos.fullmove(), 37);
        assert_eq!(pos.to_string(), format!("{STARTPOS_FEN} 37"));
    }

    #[test]
    fn syntax_errors_say_where() {
        let bad = |text: &str| Setup::from_fen(text).unwrap_err();
        assert_eq!(bad(""), FenError::Empty);
        assert_eq!(bad("10/10/10/4x5/10/10/10/4K5/10/10 b"), FenError::BadCharacter { offset: 10, found: 'x' });
        assert_eq!(bad("10/10/10/4+5/10/10/10/4K5/10/10 b"), FenError::DanglingPromotion { offset: 10 });
        // A character that is neither a piece letter nor `+` is named, not taken for a promotion.
        assert_eq!(bad("10/10/10/4!5/10/10/10/4K5/10/10 b"), FenError::BadCharacter { offset: 10, found: '!' });
        assert_eq!(bad("10/10/10/4é5/10/10/10/4K5/10/10 b"), FenError::BadCharacter { offset: 10, found: 'é' });
        assert_eq!(bad("10/9/10/10/10/10/10/10/10/10 b"), FenError::UnevenRanks { rank: 2, width: 9, expected: 10 });
        assert!(matches!(bad("17/10 b"), FenError::BadRun { .. }));
        // The messages name the 10x10 board and blame the rank that differs.
        assert_eq!(
            bad("17/10/10/10/10/10/10/10/10/K8k b").to_string(),
            "bad run of empty squares `17` at byte 0: a rank of Scirocco's 10x10 board has 1 to 10 (a setup of \
             another size at most 16)"
        );
        assert_eq!(
            bad("11/10/10/10/10/10/10/10/10/K8k b").to_string(),
            "rank 1 (counted from the top) has 11 squares but the board is 10 squares wide"
        );
        assert_eq!(bad("10/10/9/9 b"), FenError::UnevenRanks { rank: 3, width: 9, expected: 10 });
        assert_eq!(bad("8/8/8/9 b"), FenError::UnevenRanks { rank: 4, width: 9, expected: 8 });
        assert_eq!(bad("8/9 b"), FenError::UnevenRanks { rank: 2, width: 9, expected: 8 });
        assert!(matches!(bad("010/10 b"), FenError::BadRun { .. }));
        assert!(matches!(bad("10/10"), FenError::BadSide { .. }));
        assert!(matches!(bad("10/10 x"), FenError::BadSide { .. }));
        assert!(matches!(bad("10/10 bb"), FenError::BadSide { .. }));
        assert!(matches!(bad("10/10 b "), FenError::BadMoveNumber { .. }));
        assert!(matches!(bad("10/10 b 01"), FenError::BadMoveNumber { .. }));
        assert!(matches!(bad("10/10 b 1x"), FenError::Trailing { .. }));
        assert_eq!(bad("10/10 b 12x"), FenError::Trailing { offset: 10 });
        assert!(matches!(bad("10/10 b 99999999999"), FenError::BadMoveNumber { .. }));
        assert!(matches!(bad("9P9/10 b"), FenError::TooLarge { .. }));
    }

    #[test]
    fn validation_lists_every_fault() {
        let error = Position::from_fen("kk8/10/10/10/10/10/10/10/10 b 0").unwrap_err();
        let FenError::Invalid(error) = error else { panic!("{error:?}") };
        use crate::Faults;
        assert_eq!(error.faults, Faults::BOARD_SIZE | Faults::TOO_MANY_ROYALS | Faults::MOVE_NUMBER);
        assert_eq!(error.details.len(), 3, "{error}");
        // A pawn on its last rank is fine.
        assert!(Position::from_fen("P9/10/10/10/10/10/10/10/10/K8k b").is_ok());
        // The side to move may have lost its royal (the game is over), the other side may not.
        assert!(Position::from_fen("P9/10/10/10/10/10/10/10/10/K9 t").is_ok());
        let error = Position::from_fen("P9/10/10/10/10/10/10/10/10/K9 b").unwrap_err();
        assert!(error.to_string().contains("Tan has no royal"), "{error}");
        let too_many = format!("{}/{}/{}/10/10/10/10/10/10/K8k b", "P".repeat(10), "P".repeat(10), "P".repeat(8) + "2");
        assert!(Position::from_fen(&too_many).unwrap_err().to_string().contains("29 pieces"));
    }
}

#[cfg(test)]
mod setup_tests {
    use crate::{Faults, Piece, PieceKind, Position, Setup, Side};

    #[test]
    fn every_fault_is_listed_with_its_square() {
        let mut setup = Setup::empty();
        let king = |side| Piece::new(side, PieceKind::King);
        setup.pieces.push(("a1".parse().unwrap(), king(Side::Blue)));
        setup.pieces.push(("a1".parse().unwrap(), king(Side::Tan)));
        setup.pieces.push(("k1".parse().unwrap(), Piece::new(Side::Tan, PieceKind::Pawn)));
        setup.pieces.push(("b2".parse().unwrap(), Piece::new(Side::Blue, PieceKind::Emperor)));
        let error = Position::from_setup(&setup).unwrap_err();
        assert_eq!(error.faults, Faults::SQUARE_TWICE | Faults::OFF_BOARD | Faults::TOO_MANY_ROYALS);
        let text = error.to_string();
        for part in ["two pieces on a1", "p on k1 is off the 10x10 board", "Blue has 2 royal pieces"] {
            assert!(text.contains(part), "{text}");
        }
    }

    #[test]
    fn the_text_of_a_setup_leaves_out_pieces_off_the_board() {
        let mut setup = Setup::empty();
        setup.pieces.push(("a1".parse().unwrap(), Piece::new(Side::Blue, PieceKind::King)));
        let on_board = setup.to_fen();
        // k1 is past the last file and a11 past the last rank of the 10x10 board.
        setup.pieces.push(("k1".parse().unwrap(), Piece::new(Side::Tan, PieceKind::Pawn)));
        setup.pieces.push(("a11".parse().unwrap(), Piece::new(Side::Tan, PieceKind::Pawn)));
        assert_eq!(setup.to_fen(), on_board);
        assert!(on_board.ends_with("/K9 b"), "{on_board}");
    }

    #[test]
    fn setups_round_trip_through_positions() {
        let position = Position::startpos();
        assert_eq!(Position::from_setup(&position.to_setup()), Ok(position));
    }
}
