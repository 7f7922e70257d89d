//! The four seats (corners) of the board.

use core::fmt;
use core::str::FromStr;

/// A seat: the corner a player starts from. Seats act in this order
/// (clockwise): South-West, North-West, North-East, South-East.
///
/// Displays as `South-West`; parses from the full name or the two-letter
/// code (`SW`), in any letter case.
///
/// # Examples
///
/// ```
/// use boardkit_sirocco::Seat;
/// let seat: Seat = "sw".parse()?;
/// assert_eq!(seat, Seat::SouthWest);
/// assert_eq!(seat.to_string(), "South-West");
/// assert_eq!(seat.code(), "SW");
/// assert_eq!(seat.goal(), Seat::NorthEast);
/// assert_eq!(Seat::for_players(3)?, [Seat::SouthWest, Seat::NorthWest, Seat::NorthEast]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Seat {
    /// The bottom-left corner (base a1 on the reference board); always moves first.
    SouthWest = 0,
    /// The top-left corner (base a13).
    NorthWest = 1,
    /// The top-right corner (base m13).
    NorthEast = 2,
    /// The bottom-right corner (base m1).
    SouthEast = 3,
}

/// Why a seat or a player count was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SeatError {
    /// Not a seat name.
    #[error("`{0}` is not a seat (expected SW, NW, NE, SE or South-West, North-West, North-East, South-East)")]
    Unknown(String),
    /// Sirocco is played by 2, 3 or 4 players.
    #[error("Sirocco is played by 2, 3 or 4 players, not {0}")]
    PlayerCount(u8),
}

impl Seat {
    /// The four seats in turn order.
    pub const ALL: [Seat; 4] = [Seat::SouthWest, Seat::NorthWest, Seat::NorthEast, Seat::SouthEast];

    /// The seat's position in turn order (0 to 3).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The diagonally opposite seat, whose base is this seat's goal.
    #[inline]
    pub const fn goal(self) -> Seat {
        match self {
            Seat::SouthWest => Seat::NorthEast,
            Seat::NorthWest => Seat::SouthEast,
            Seat::NorthEast => Seat::SouthWest,
            Seat::SouthEast => Seat::NorthWest,
        }
    }

    /// The two-letter code: `SW`, `NW`, `NE`, `SE`.
    pub const fn code(self) -> &'static str {
        match self {
            Seat::SouthWest => "SW",
            Seat::NorthWest => "NW",
            Seat::NorthEast => "NE",
            Seat::SouthEast => "SE",
        }
    }

    /// The seat's number in turn order as a character, `1` to `4`: how
    /// pawns are drawn in [`Sirocco::diagram`](crate::Sirocco::diagram).
    pub const fn digit(self) -> char {
        match self {
            Seat::SouthWest => '1',
            Seat::NorthWest => '2',
            Seat::NorthEast => '3',
            Seat::SouthEast => '4',
        }
    }

    /// The full name: `South-West` …
    pub const fn name(self) -> &'static str {
        match self {
            Seat::SouthWest => "South-West",
            Seat::NorthWest => "North-West",
            Seat::NorthEast => "North-East",
            Seat::SouthEast => "South-East",
        }
    }

    /// The seats taken by `players` players, in turn order: two players take
    /// South-West and North-East, three South-West, North-West and
    /// North-East, four all corners.
    ///
    /// # Errors
    ///
    /// [`SeatError::PlayerCount`] unless `players` is 2, 3 or 4.
    pub fn for_players(players: u8) -> Result<&'static [Seat], SeatError> {
        match players {
            2 => Ok(&[Seat::SouthWest, Seat::NorthEast]),
            3 => Ok(&[Seat::SouthWest, Seat::NorthWest, Seat::NorthEast]),
            4 => Ok(&Seat::ALL),
            _ => Err(SeatError::PlayerCount(players)),
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Seat {
    type Err = SeatError;

    fn from_str(text: &str) -> Result<Seat, SeatError> {
        Seat::ALL
            .into_iter()
            .find(|seat| seat.code().eq_ignore_ascii_case(text) || seat.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| SeatError::Unknown(text.chars().take(24).collect()))
    }
}
