//! The two sides, Blue and Tan.

use core::fmt;
use core::ops::Not;

/// One of the two players. Blue starts on ranks 1–3 and moves first; Tan
/// starts on ranks 8–10.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::Side;
/// assert_eq!(Side::Blue.to_string(), "Blue");
/// assert_eq!(!Side::Blue, Side::Tan);
/// assert_eq!(Side::from_char('t'), Some(Side::Tan));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// The first player, moving up the board (towards rank 10).
    Blue = 0,
    /// The second player, moving down the board (towards rank 1).
    Tan = 1,
}

impl Side {
    /// Both sides, Blue first.
    pub const ALL: [Side; 2] = [Side::Blue, Side::Tan];

    /// 0 for Blue, 1 for Tan: an index for per-side tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side: the name the other games use (Towers'
    /// `Side::opponent`); the same as [`other`](Side::other).
    ///
    /// ```
    /// use boardkit_scirocco::Side;
    /// assert_eq!(Side::Blue.opponent(), Side::Tan);
    /// assert_eq!(Side::Tan.opponent(), Side::Tan.other());
    /// ```
    #[inline]
    pub const fn opponent(self) -> Side {
        self.other()
    }

    /// The other side.
    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::Blue => Side::Tan,
            Side::Tan => Side::Blue,
        }
    }

    /// The side-to-move letter of the position text: `b` or `t`.
    pub const fn char(self) -> char {
        match self {
            Side::Blue => 'b',
            Side::Tan => 't',
        }
    }

    /// The side named by a side-to-move letter `b` or `t`.
    pub const fn from_char(c: char) -> Option<Side> {
        match c {
            'b' => Some(Side::Blue),
            't' => Some(Side::Tan),
            _ => None,
        }
    }

    /// Whether the zero-based `rank` (0 = rank 1) is in this side's
    /// promotion zone: ranks 8–10 for Blue, 1–3 for Tan (the enemy's home).
    #[inline]
    pub const fn in_promotion_zone(self, rank: u8) -> bool {
        match self {
            Side::Blue => rank >= 7 && rank <= 9,
            Side::Tan => rank <= 2,
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        self.other()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Blue => "Blue",
            Side::Tan => "Tan",
        })
    }
}
