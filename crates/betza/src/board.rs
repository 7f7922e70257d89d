//! What move generation needs to know about a position: the side's forward
//! direction and who stands where.

use core::fmt;

use arrayvec::ArrayVec;
use boardkit_geometry::Square;

/// The forward direction of the side that moves.
///
/// Direction letters (`f`, `l`, …) are relative to it. `Down` is the movement
/// turned 180 degrees: the opponent's forward is the board's down and its left
/// is the board's right.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Forward {
    /// Towards higher ranks (White, Blue).
    Up,
    /// Towards lower ranks (Black, Tan).
    Down,
}

impl Forward {
    /// Both values, `Up` first.
    pub const ALL: [Forward; 2] = [Forward::Up, Forward::Down];

    /// `0` for `Up`, `1` for `Down`.
    pub const fn index(self) -> usize {
        match self {
            Forward::Up => 0,
            Forward::Down => 1,
        }
    }
}

/// What stands on a square, from the moving side's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Occupant {
    /// Nobody.
    Empty,
    /// A piece of the moving side.
    Own,
    /// A piece of the other side.
    Enemy,
}

/// The occupancy of a board as move generation sees it.
///
/// Generation only asks about squares of the table's grid. Any
/// `Fn(Square) -> Occupant` is an `Occupancy`.
///
/// # Examples
///
/// ```
/// use boardkit_betza::{Occupancy, Occupant};
/// use boardkit_geometry::Square;
/// let d4: Square = "d4".parse()?;
/// let board = move |square: Square| if square == d4 { Occupant::Enemy } else { Occupant::Empty };
/// assert_eq!(board.occupant(d4), Occupant::Enemy);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Occupancy {
    /// Who stands on `square` (a square of the grid).
    fn occupant(&self, square: Square) -> Occupant;
}

impl<F: Fn(Square) -> Occupant> Occupancy for F {
    fn occupant(&self, square: Square) -> Occupant {
        self(square)
    }
}

/// What a move's destination must hold.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Destination {
    /// An empty square (`m`).
    Empty,
    /// An enemy piece, which is captured (`c`).
    Enemy,
    /// Either (no mode letter).
    EmptyOrEnemy,
}

impl Destination {
    /// Whether a destination holding `occupant` is allowed.
    pub const fn allows(self, occupant: Occupant) -> bool {
        matches!(
            (self, occupant),
            (Destination::Empty | Destination::EmptyOrEnemy, Occupant::Empty)
                | (Destination::Enemy | Destination::EmptyOrEnemy, Occupant::Enemy)
        )
    }
}

/// One generated move: where the piece ends and which enemy pieces it removes.
///
/// Displays as in the `betza` example: the destination, then ` x<square>` for
/// each captured square (`e7 xe6` is a jump-capture over e6).
///
/// # Examples
///
/// ```
/// use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
/// use boardkit_geometry::{Grid, Square};
/// let zag = MoveTable::new(&"FAcafmW".parse::<Movement>()?, Grid::new(10, 10)?)?;
/// let (e5, e6, e7): (Square, Square, Square) = ("e5".parse()?, "e6".parse()?, "e7".parse()?);
/// let board = move |sq: Square| if sq == e6 { Occupant::Enemy } else { Occupant::Empty };
/// let mut moves = Vec::new();
/// zag.generate(e5, Forward::Up, &board, false, &mut moves);
/// let jump = moves.iter().find(|m| m.to == e7).ok_or("no jump")?;
/// assert_eq!(jump.to_string(), "e7 xe6");
/// assert!(jump.is_capture());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GeneratedMove {
    /// Where the piece ends (its own square for a capture without moving).
    pub to: Square,
    /// Every square whose enemy piece is removed: the destination if it held
    /// an enemy, then the locust captures in path order (the jumped square of
    /// a jump-capture, the neighbour of a capture without moving). At most 3:
    /// the destination and the two locust captures a template may carry.
    pub captured: ArrayVec<Square, 3>,
}

impl GeneratedMove {
    /// Whether the move removes an enemy piece.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
}

impl fmt::Display for GeneratedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to)?;
        for square in &self.captured {
            write!(f, " x{square}")?;
        }
        Ok(())
    }
}
