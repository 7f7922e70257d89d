//! Files, ranks and squares of grids up to 16×16, with algebraic names.

use core::fmt;
use core::str::FromStr;

use crate::{GeometryError, Offset};

/// The largest number of files or ranks a grid may have.
pub const MAX_SIDE: u8 = 16;

/// A file (column) of a grid: `a` (index 0) to `p` (index 15).
///
/// # Examples
///
/// ```
/// use boardkit_geometry::File;
/// let e = File::new(4).unwrap();
/// assert_eq!(e.char(), 'e');
/// assert_eq!(File::from_char('e'), Some(e));
/// assert_eq!(File::new(16), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct File(u8);

/// A rank (row) of a grid: `1` (index 0) to `16` (index 15).
///
/// # Examples
///
/// ```
/// use boardkit_geometry::Rank;
/// let r10 = Rank::new(9).unwrap();
/// assert_eq!(r10.number(), 10);
/// assert_eq!(r10.to_string(), "10");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Rank(u8);

macro_rules! axis_impl {
    ($ty:ident, $what:literal) => {
        impl $ty {
            /// All 16 values, in order.
            pub const ALL: [$ty; MAX_SIDE as usize] = {
                let mut all = [$ty(0); MAX_SIDE as usize];
                let mut i = 0;
                while i < MAX_SIDE as usize {
                    all[i] = $ty(i as u8);
                    i += 1;
                }
                all
            };

            #[doc = concat!("The ", $what, " with this zero-based index, or `None` when `index >= 16`.")]
            #[inline]
            pub const fn new(index: u8) -> Option<$ty> {
                if index < MAX_SIDE { Some($ty(index)) } else { None }
            }

            /// The zero-based index (0..16).
            #[inline]
            pub const fn index(self) -> u8 {
                self.0
            }

            #[doc = concat!("The ", $what, " `delta` steps away, or `None` when that leaves 0..16.")]
            #[inline]
            pub const fn offset(self, delta: i8) -> Option<$ty> {
                let value = self.0 as i16 + delta as i16;
                if value >= 0 && value < MAX_SIDE as i16 { Some($ty(value as u8)) } else { None }
            }

            #[doc = concat!("The ", $what, " seen from the other side of a board with `count` of them (index `count - 1 - index`), or `None` when `self` is not on that board.")]
            #[inline]
            pub const fn flip(self, count: u8) -> Option<$ty> {
                if self.0 < count { Some($ty(count - 1 - self.0)) } else { None }
            }
        }

        impl From<$ty> for u8 {
            fn from(value: $ty) -> u8 {
                value.0
            }
        }

        impl TryFrom<u8> for $ty {
            type Error = GeometryError;
            fn try_from(index: u8) -> Result<$ty, GeometryError> {
                $ty::new(index).ok_or(GeometryError::IndexOutOfRange { index: index as usize, limit: MAX_SIDE as usize })
            }
        }
    };
}

axis_impl!(File, "file");
axis_impl!(Rank, "rank");

impl File {
    /// The letter of this file, `a` to `p`.
    #[inline]
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// The file named by a lowercase letter `a` to `p`.
    #[inline]
    pub const fn from_char(c: char) -> Option<File> {
        if c >= 'a' && c <= 'p' { Some(File(c as u8 - b'a')) } else { None }
    }
}

impl Rank {
    /// The number of this rank as players say it, 1 to 16.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The rank with this number (1 to 16).
    #[inline]
    pub const fn from_number(number: u8) -> Option<Rank> {
        if number >= 1 && number <= MAX_SIDE { Some(Rank(number - 1)) } else { None }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A square of a grid of at most 16×16, independent of the board size.
///
/// A square is a (file, rank) pair packed into one byte (`rank * 16 + file`),
/// so the same value names the same square on every board; whether it lies
/// *on* a given board is [`Grid::contains`](crate::Grid::contains). Squares
/// order rank by rank from the bottom, each rank from the `a` file: `a1 < b1 <
/// … < p1 < a2`.
///
/// Names are algebraic: the file letter and the rank number, `a1` … `p16`
/// (ranks 10–16 have two digits, so `j10` is the upper-right corner of a
/// 10×10 board).
///
/// # Examples
///
/// ```
/// use boardkit_geometry::{Square, Offset};
/// let e5: Square = "e5".parse()?;
/// assert_eq!(e5.offset(Offset::new(1, 2)), Some("f7".parse()?));
/// assert_eq!("j10".parse::<Square>()?.to_string(), "j10");
/// assert!("q1".parse::<Square>().is_err());
/// # Ok::<(), boardkit_geometry::SquareParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Square(u8);

impl Square {
    /// The square `a1`.
    pub const A1: Square = Square(0);

    /// The square at this file and rank.
    #[inline]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * MAX_SIDE + file.0)
    }

    /// The square at zero-based `(file, rank)` coordinates, or `None` when one
    /// of them is 16 or more.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIDE && rank < MAX_SIDE { Some(Square(rank * MAX_SIDE + file)) } else { None }
    }

    /// The square with this packed index (`rank * 16 + file`, 0..=255).
    #[inline]
    pub const fn from_index(index: u8) -> Square {
        Square(index)
    }

    /// The packed index `rank * 16 + file` (0..=255).
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file of this square.
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 % MAX_SIDE)
    }

    /// The rank of this square.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 / MAX_SIDE)
    }

    /// The square `offset` away, or `None` when that leaves the 16×16 area.
    /// Use [`Grid::offset`](crate::Grid::offset) to stay on a smaller board.
    #[inline]
    pub const fn offset(self, offset: Offset) -> Option<Square> {
        match (self.file().offset(offset.file), self.rank().offset(offset.rank)) {
            (Some(file), Some(rank)) => Some(Square::new(file, rank)),
            _ => None,
        }
    }

    /// The offset that leads from `self` to `to`.
    #[inline]
    pub const fn offset_to(self, to: Square) -> Offset {
        Offset::new(to.file().0 as i8 - self.file().0 as i8, to.rank().0 as i8 - self.rank().0 as i8)
    }

    /// Parses an algebraic name at the start of `text`, returning the square
    /// and the number of bytes it used. Useful for notations that write
    /// squares next to each other (`j1j10`).
    ///
    /// # Errors
    ///
    /// [`SquareParseError`] when `text` does not start with a file letter
    /// `a`–`p` followed by a rank number `1`–`16`.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::Square;
    /// let (from, used) = Square::parse_prefix("j1j10")?;
    /// assert_eq!((from.to_string(), used), ("j1".to_string(), 2));
    /// let (to, _) = Square::parse_prefix(&"j1j10"[used..])?;
    /// assert_eq!(to.to_string(), "j10");
    /// # Ok::<(), boardkit_geometry::SquareParseError>(())
    /// ```
    pub fn parse_prefix(text: &str) -> Result<(Square, usize), SquareParseError> {
        let bytes = text.as_bytes();
        let file = match bytes.first() {
            Some(&b) if (b'a'..=b'p').contains(&b) => File(b - b'a'),
            Some(_) => return Err(SquareParseError::BadFile { text: snippet(text) }),
            None => return Err(SquareParseError::Empty),
        };
        let digits = bytes[1..].iter().take(2).take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return Err(SquareParseError::BadRank { text: snippet(text) });
        }
        // A leading zero is never part of a rank ("a01" is not a square).
        if bytes[1] == b'0' {
            return Err(SquareParseError::BadRank { text: snippet(text) });
        }
        // Prefer the two-digit reading when it names a rank ("a16"), else one digit ("a1" of "a17").
        let two = if digits == 2 { Some((bytes[1] - b'0') * 10 + (bytes[2] - b'0')) } else { None };
        let (number, used) = match two {
            Some(n) if n <= MAX_SIDE => (n, 3),
            _ => (bytes[1] - b'0', 2),
        };
        match Rank::from_number(number) {
            Some(rank) => Ok((Square::new(file, rank), used)),
            None => Err(SquareParseError::BadRank { text: snippet(text) }),
        }
    }
}

fn snippet(text: &str) -> String {
    text.chars().take(8).collect()
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a square name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SquareParseError {
    /// The text was empty.
    #[error("expected a square name like `e4`, found nothing")]
    Empty,
    /// The first character is not a file letter `a`–`p`.
    #[error("expected a file letter a-p at the start of `{text}`")]
    BadFile {
        /// The start of the offending text.
        text: String,
    },
    /// The file letter is not followed by a rank number 1–16.
    #[error("expected a rank number 1-16 after the file letter in `{text}`")]
    BadRank {
        /// The start of the offending text.
        text: String,
    },
    /// A square name was followed by more text.
    #[error("unexpected text `{rest}` after the square name")]
    Trailing {
        /// The text after the square name.
        rest: String,
    },
}

impl FromStr for Square {
    type Err = SquareParseError;

    fn from_str(text: &str) -> Result<Square, SquareParseError> {
        let (square, used) = Square::parse_prefix(text)?;
        if used == text.len() { Ok(square) } else { Err(SquareParseError::Trailing { rest: snippet(&text[used..]) }) }
    }
}

impl TryFrom<String> for Square {
    type Error = SquareParseError;
    fn try_from(text: String) -> Result<Square, SquareParseError> {
        text.parse()
    }
}

impl From<Square> for String {
    fn from(square: Square) -> String {
        square.to_string()
    }
}
