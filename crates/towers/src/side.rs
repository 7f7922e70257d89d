//! The two sides.

use core::fmt;

/// One of the two players. White moves first and starts on rank 1; Brown
/// starts on the top rank.
///
/// # Examples
///
/// ```
/// use boardkit_towers::Side;
/// assert_eq!(Side::White.opponent(), Side::Brown);
/// assert_eq!(Side::Brown.to_string(), "Brown");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// The first player; back row = rank 1.
    White,
    /// The second player; back row = the top rank.
    Brown,
}

impl Side {
    /// Both sides in turn order.
    pub const ALL: [Side; 2] = [Side::White, Side::Brown];

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Brown,
            Side::Brown => Side::White,
        }
    }

    /// 0 for White, 1 for Brown: the index of per-side tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter of this side in position texts: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Brown => 'b',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Brown => "Brown",
        })
    }
}
