//! Actions and their notation: `a1-a3`, `a1xa3`, `a1>b1,c1`.

use core::fmt;
use core::str::FromStr;

use arrayvec::ArrayVec;
use boardkit_geometry::Square;

/// The most recipients a share can name: the other pieces of a side on the
/// widest (16-file) board.
pub const MAX_RECIPIENTS: usize = 15;

/// The pieces that receive one ball each in a share: distinct squares, kept
/// sorted by square (rank, then file) so that equal sets compare equal.
///
/// # Examples
///
/// ```
/// use boardkit_towers::Recipients;
/// let recipients = Recipients::from_squares(["c1".parse()?, "b1".parse()?])?;
/// assert_eq!(recipients.to_string(), "b1,c1");
/// assert!(Recipients::from_squares(["b1".parse()?, "b1".parse()?]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Recipients(ArrayVec<Square, MAX_RECIPIENTS>);

impl Recipients {
    /// A set of recipients from squares in any order.
    ///
    /// # Errors
    ///
    /// [`MoveParseError::DuplicateRecipient`] when a square repeats,
    /// [`MoveParseError::TooManyRecipients`] beyond [`MAX_RECIPIENTS`],
    /// [`MoveParseError::NoRecipient`] when there is none.
    pub fn from_squares(squares: impl IntoIterator<Item = Square>) -> Result<Recipients, MoveParseError> {
        let mut list = ArrayVec::new();
        for square in squares {
            if list.contains(&square) {
                return Err(MoveParseError::DuplicateRecipient(square));
            }
            list.try_push(square).map_err(|_| MoveParseError::TooManyRecipients)?;
        }
        if list.is_empty() {
            return Err(MoveParseError::NoRecipient);
        }
        list.sort_unstable();
        Ok(Recipients(list))
    }

    /// Builds from squares already sorted and distinct (internal fast path).
    pub(crate) fn from_sorted(list: ArrayVec<Square, MAX_RECIPIENTS>) -> Recipients {
        debug_assert!(list.windows(2).all(|w| w[0] < w[1]));
        Recipients(list)
    }

    /// The squares, sorted.
    pub fn squares(&self) -> &[Square] {
        &self.0
    }

    /// How many pieces receive a ball.
    #[allow(clippy::len_without_is_empty)] // never empty
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether `square` receives a ball.
    pub fn contains(&self, square: Square) -> bool {
        self.0.contains(&square)
    }
}

impl fmt::Display for Recipients {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, square) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

/// One turn of Towers. The notation needs no position:
///
/// | move | notation | meaning |
/// |---|---|---|
/// | [`Step`](Move::Step) | `a1-a3` | the piece on a1 moves to a3 |
/// | [`Capture`](Move::Capture) | `a1xa3` | the piece on a1 removes every ball of the enemy piece on a3 |
/// | [`Share`](Move::Share) | `a1>b1,c1` | the piece on a1 gives one ball to b1 and one to c1 |
///
/// Squares are algebraic names `a1` … `p16`. Move and capture squares must be
/// on one rank or one file and differ. Share recipients may be written in any
/// order and must be distinct; they print sorted by rank, then file (so
/// `a1>c1,b1` reads as, and prints back as, `a1>b1,c1`). No spaces.
///
/// # Examples
///
/// ```
/// use boardkit_towers::Move;
/// for text in ["a1-a3", "b6xb4", "a1>b1,c1"] {
///     let action: Move = text.parse()?;
///     assert_eq!(action.to_string(), text);
/// }
/// assert!("a1-b2".parse::<Move>().is_err()); // diagonal
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub enum Move {
    /// A piece with n balls moves exactly n squares along a rank or file.
    Step {
        /// The piece's square.
        from: Square,
        /// Where it ends.
        to: Square,
    },
    /// A piece with n balls removes every ball of the enemy piece n squares
    /// away along a rank or file, with only empty squares between.
    Capture {
        /// The capturing piece's square.
        from: Square,
        /// The enemy piece's square.
        target: Square,
    },
    /// A piece gives away all its balls, one to each recipient.
    Share {
        /// The sharing piece's square.
        from: Square,
        /// The own pieces that receive one ball each.
        recipients: Recipients,
    },
}

impl Move {
    /// The square of the acting piece.
    pub fn from(&self) -> Square {
        match self {
            Move::Step { from, .. } | Move::Capture { from, .. } | Move::Share { from, .. } => *from,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Capture { from, target } => write!(f, "{from}x{target}"),
            Move::Share { from, recipients } => write!(f, "{from}>{recipients}"),
        }
    }
}

/// Why a text is not a [`Move`]. Byte positions count from the start of
/// the text.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// A square name was expected at this byte.
    #[error("expected a square name like `a1` at byte {at} (files a to p, ranks 1 to 16)")]
    ExpectedSquare {
        /// Byte position.
        at: usize,
    },
    /// A letter and a number that name no square of any board: the file is
    /// past `p` or the rank past 16 (`q1`, `a17`, `a0`).
    #[error(
        "`{name}` at byte {at} is not a square: files go from a to p and ranks from 1 to 16, as a Towers \
         board is at most 16x16"
    )]
    SquareOutOfRange {
        /// Byte position.
        at: usize,
        /// The letter and digits written.
        name: String,
    },
    /// After the first square came something other than `-`, `x` or `>`.
    #[error("expected `-`, `x` or `>` at byte {at}")]
    ExpectedSeparator {
        /// Byte position.
        at: usize,
    },
    /// Text after a complete action.
    #[error("unexpected text at byte {at}")]
    Trailing {
        /// Byte position.
        at: usize,
    },
    /// The two squares of a move or capture are the same.
    #[error("the two squares are the same")]
    SameSquare,
    /// The two squares of a move or capture are not on one rank or file.
    #[error("{from} and {to} are not on one rank or file")]
    NotOrthogonal {
        /// The first square.
        from: Square,
        /// The second square.
        to: Square,
    },
    /// A share names a recipient twice.
    #[error("the recipient {0} is named twice")]
    DuplicateRecipient(Square),
    /// A share names the sharing piece as a recipient.
    #[error("the sharing piece {0} cannot be its own recipient")]
    SelfRecipient(Square),
    /// A share with more recipients than any board has other pieces.
    #[error("a share has at most {MAX_RECIPIENTS} recipients")]
    TooManyRecipients,
    /// A share without recipients.
    #[error("a share needs at least one recipient")]
    NoRecipient,
}

fn square_at(text: &str, at: usize) -> Result<(Square, usize), MoveParseError> {
    let rest = text.get(at..).ok_or(MoveParseError::ExpectedSquare { at })?;
    // A letter and its digits, to name a square that is out of range whole.
    let digits = rest.get(1..).map_or(0, |tail| tail.bytes().take_while(u8::is_ascii_digit).count());
    let out_of_range = || {
        if rest.as_bytes().first().is_some_and(u8::is_ascii_lowercase) && digits > 0 {
            MoveParseError::SquareOutOfRange { at, name: rest[..1 + digits].chars().take(8).collect() }
        } else {
            MoveParseError::ExpectedSquare { at }
        }
    };
    let (square, used) = Square::parse_prefix(rest).map_err(|_| out_of_range())?;
    // `a17` reads as `a1` and a stray `7`: the name goes on in digits.
    if used < 1 + digits {
        return Err(out_of_range());
    }
    Ok((square, at + used))
}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        let (from, at) = square_at(text, 0)?;
        let separator = text.as_bytes().get(at).copied();
        match separator {
            Some(b'-' | b'x') => {
                let (to, end) = square_at(text, at + 1)?;
                if end != text.len() {
                    return Err(MoveParseError::Trailing { at: end });
                }
                if from == to {
                    return Err(MoveParseError::SameSquare);
                }
                if from.file() != to.file() && from.rank() != to.rank() {
                    return Err(MoveParseError::NotOrthogonal { from, to });
                }
                Ok(match separator {
                    Some(b'-') => Move::Step { from, to },
                    _ => Move::Capture { from, target: to },
                })
            }
            Some(b'>') => {
                let mut squares: ArrayVec<Square, MAX_RECIPIENTS> = ArrayVec::new();
                let mut at = at + 1;
                loop {
                    let (square, end) = square_at(text, at)?;
                    if square == from {
                        return Err(MoveParseError::SelfRecipient(square));
                    }
                    if squares.contains(&square) {
                        return Err(MoveParseError::DuplicateRecipient(square));
                    }
                    squares.try_push(square).map_err(|_| MoveParseError::TooManyRecipients)?;
                    match text.as_bytes().get(end) {
                        None => break,
                        Some(b',') => at = end + 1,
                        Some(_) => return Err(MoveParseError::Trailing { at: end }),
                    }
                }
                Ok(Move::Share { from, recipients: Recipients::from_squares(squares)? })
            }
            _ => Err(MoveParseError::ExpectedSeparator { at }),
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
    fn from(action: Move) -> String {
        action.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_out_of_range_is_named_with_the_range() {
        let error = |text: &str| text.parse::<Move>().unwrap_err();
        assert_eq!(error("a1-q1"), MoveParseError::SquareOutOfRange { at: 3, name: "q1".into() });
        assert_eq!(error("a1-a17"), MoveParseError::SquareOutOfRange { at: 3, name: "a17".into() });
        assert_eq!(error("a0-a2"), MoveParseError::SquareOutOfRange { at: 0, name: "a0".into() });
        assert_eq!(error("a1>b1,c99"), MoveParseError::SquareOutOfRange { at: 6, name: "c99".into() });
        assert_eq!(
            error("a1-a17").to_string(),
            "`a17` at byte 3 is not a square: files go from a to p and ranks from 1 to 16, as a Towers board is \
             at most 16x16"
        );
        assert_eq!(error("a1-A1"), MoveParseError::ExpectedSquare { at: 3 });
        assert!(error("-a1").to_string().contains("(files a to p, ranks 1 to 16)"));
        // What parsed before still parses.
        for text in ["a1-a16", "p16-p1", "a1>b1,c1", "a10xa16"] {
            assert_eq!(text.parse::<Move>().map(|a| a.to_string()).as_deref(), Ok(text));
        }
    }

    #[test]
    fn an_action_stays_small() {
        // Shares carry up to 15 squares inline: no heap per action.
        assert!(core::mem::size_of::<Move>() <= 24, "{}", core::mem::size_of::<Move>());
    }
}
