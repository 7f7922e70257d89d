//! Offsets between squares and the eight compass directions.

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

/// A displacement on a grid: `file` steps to the right (negative: left) and
/// `rank` steps up (negative: down), as seen from the side that plays up the
/// board (White, Blue).
///
/// Arithmetic (`+`, `-`, unary `-`, `* i8`, the turns and reflections)
/// saturates at the `i8` limits instead of overflowing. No step of 16 or
/// more stays on a 16×16 board, and saturation keeps such a component at 16
/// or more, so a saturated offset still leads off every board — never to a
/// wrong square.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::Offset;
/// let knight = Offset::new(1, 2);
/// assert_eq!(-knight, Offset::new(-1, -2));
/// assert_eq!(knight * 2, Offset::new(2, 4));
/// assert_eq!(knight.mirror_files(), Offset::new(-1, 2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Offset {
    /// Files to move: right (towards the `p` file) when positive, left when negative.
    pub file: i8,
    /// Ranks to move: up (towards rank 16) when positive, down when negative.
    pub rank: i8,
}

impl Offset {
    /// No displacement.
    pub const ZERO: Offset = Offset { file: 0, rank: 0 };

    /// The offset of `file` steps right and `rank` steps up.
    #[inline]
    pub const fn new(file: i8, rank: i8) -> Offset {
        Offset { file, rank }
    }

    /// The offset turned half a turn: `(-file, -rank)`.
    #[inline]
    pub const fn rotate_180(self) -> Offset {
        Offset::new(self.file.saturating_neg(), self.rank.saturating_neg())
    }

    /// The offset reflected left–right: `(-file, rank)`.
    #[inline]
    pub const fn mirror_files(self) -> Offset {
        Offset::new(self.file.saturating_neg(), self.rank)
    }

    /// The offset reflected top–bottom: `(file, -rank)`.
    #[inline]
    pub const fn mirror_ranks(self) -> Offset {
        Offset::new(self.file, self.rank.saturating_neg())
    }

    /// The offset turned a quarter turn anticlockwise: `(-rank, file)`.
    #[inline]
    pub const fn rotate_90(self) -> Offset {
        Offset::new(self.rank.saturating_neg(), self.file)
    }

    /// The number of king steps needed to cover the offset
    /// (Chebyshev distance).
    #[inline]
    pub const fn king_distance(self) -> u8 {
        let f = self.file.unsigned_abs();
        let r = self.rank.unsigned_abs();
        if f > r { f } else { r }
    }

    /// The direction of this offset if it points along a rank, file or
    /// diagonal, else `None` (also for [`Offset::ZERO`]).
    ///
    /// ```
    /// use boardkit_geometry::{Direction, Offset};
    /// assert_eq!(Offset::new(-3, 3).direction(), Some(Direction::NorthWest));
    /// assert_eq!(Offset::new(0, -5).direction(), Some(Direction::South));
    /// assert_eq!(Offset::new(1, 2).direction(), None); // a knight's leap
    /// ```
    pub const fn direction(self) -> Option<Direction> {
        let (f, r) = (self.file, self.rank);
        if f == 0 && r == 0 {
            return None;
        }
        if f != 0 && r != 0 && f.unsigned_abs() != r.unsigned_abs() {
            return None;
        }
        Some(Direction::from_unit(Offset::new(f.signum(), r.signum())))
    }
}

impl Add for Offset {
    type Output = Offset;
    fn add(self, other: Offset) -> Offset {
        Offset::new(self.file.saturating_add(other.file), self.rank.saturating_add(other.rank))
    }
}

impl Sub for Offset {
    type Output = Offset;
    fn sub(self, other: Offset) -> Offset {
        Offset::new(self.file.saturating_sub(other.file), self.rank.saturating_sub(other.rank))
    }
}

impl Neg for Offset {
    type Output = Offset;
    fn neg(self) -> Offset {
        self.rotate_180()
    }
}

impl Mul<i8> for Offset {
    type Output = Offset;
    fn mul(self, factor: i8) -> Offset {
        Offset::new(self.file.saturating_mul(factor), self.rank.saturating_mul(factor))
    }
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.file, self.rank)
    }
}

/// One of the eight compass directions, from the point of view of the side
/// playing up the board (north = towards higher ranks).
///
/// # Examples
///
/// ```
/// use boardkit_geometry::Direction;
/// assert_eq!(Direction::North.opposite(), Direction::South);
/// assert!(Direction::NorthEast.is_diagonal());
/// assert_eq!(Direction::ALL.len(), 8);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Direction {
    /// Up: `(0, 1)`.
    North,
    /// Up and right: `(1, 1)`.
    NorthEast,
    /// Right: `(1, 0)`.
    East,
    /// Down and right: `(1, -1)`.
    SouthEast,
    /// Down: `(0, -1)`.
    South,
    /// Down and left: `(-1, -1)`.
    SouthWest,
    /// Left: `(-1, 0)`.
    West,
    /// Up and left: `(-1, 1)`.
    NorthWest,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four orthogonal directions, clockwise from north.
    pub const ORTHOGONAL: [Direction; 4] = [Direction::North, Direction::East, Direction::South, Direction::West];

    /// The four diagonal directions, clockwise from north-east.
    pub const DIAGONAL: [Direction; 4] =
        [Direction::NorthEast, Direction::SouthEast, Direction::SouthWest, Direction::NorthWest];

    /// The unit step of this direction.
    #[inline]
    pub const fn offset(self) -> Offset {
        match self {
            Direction::North => Offset::new(0, 1),
            Direction::NorthEast => Offset::new(1, 1),
            Direction::East => Offset::new(1, 0),
            Direction::SouthEast => Offset::new(1, -1),
            Direction::South => Offset::new(0, -1),
            Direction::SouthWest => Offset::new(-1, -1),
            Direction::West => Offset::new(-1, 0),
            Direction::NorthWest => Offset::new(-1, 1),
        }
    }

    /// The direction whose unit step is `unit` (each component −1, 0 or 1,
    /// not both 0). Other offsets are reduced to their signs first.
    const fn from_unit(unit: Offset) -> Direction {
        match (unit.file.signum(), unit.rank.signum()) {
            (0, 1) => Direction::North,
            (1, 1) => Direction::NorthEast,
            (1, 0) => Direction::East,
            (1, -1) => Direction::SouthEast,
            (0, -1) => Direction::South,
            (-1, -1) => Direction::SouthWest,
            (-1, 0) => Direction::West,
            _ => Direction::NorthWest,
        }
    }

    /// The zero-based index in [`Direction::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction turned `eighths` eighths of a turn clockwise (negative:
    /// anticlockwise). Any `i8` is accepted.
    ///
    /// ```
    /// use boardkit_geometry::Direction;
    /// assert_eq!(Direction::North.turn(1), Direction::NorthEast);
    /// assert_eq!(Direction::North.turn(-2), Direction::West);
    /// assert_eq!(Direction::NorthWest.turn(127), Direction::West); // 7 + 127 = 134 = 6 (mod 8)
    /// ```
    #[inline]
    pub const fn turn(self, eighths: i8) -> Direction {
        // In i16: `self + eighths` may leave the i8 range (`NorthWest.turn(127)`).
        Direction::ALL[(self as i16 + eighths as i16).rem_euclid(8) as usize]
    }

    /// The direction pointing the other way.
    #[inline]
    pub const fn opposite(self) -> Direction {
        self.turn(4)
    }

    /// Whether this is north, east, south or west.
    #[inline]
    pub const fn is_orthogonal(self) -> bool {
        (self as u8).is_multiple_of(2)
    }

    /// Whether this is one of the four diagonals.
    #[inline]
    pub const fn is_diagonal(self) -> bool {
        !self.is_orthogonal()
    }
}
