//! The atoms of Betza notation: the basic leaps every movement is built from.

use core::fmt;

use boardkit_geometry::{Direction, Offset};

/// One basic leap of Betza notation, in all its symmetric directions.
///
/// `K` (king) is kept as an atom of its own because multi-leg moves such as
/// `cabK` (capture without moving) use it as "one step in any of the 8
/// directions". The riders `R`, `B` and `Q` are not atoms: they are `W`, `F`
/// and `K` repeated (see [`Component::range`](crate::Component::range)).
///
/// # Examples
///
/// ```
/// use boardkit_betza::Atom;
/// assert_eq!(Atom::N.leap(), (2, 1));
/// assert_eq!(Atom::Z.letter(), 'Z');
/// assert_eq!(Atom::from_letter('L'), Some(Atom::C)); // documented alias
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Atom {
    /// Wazir, the (1,0) step.
    W,
    /// Ferz, the (1,1) step.
    F,
    /// Dabbaba, the (2,0) leap.
    D,
    /// Knight, the (2,1) leap.
    N,
    /// Alfil, the (2,2) leap.
    A,
    /// Threeleaper, the (3,0) leap.
    H,
    /// Camel, the (3,1) leap.
    C,
    /// Zebra, the (3,2) leap.
    Z,
    /// Tripper, the (3,3) leap.
    G,
    /// King: the (1,0) and (1,1) steps together (`WF`).
    K,
}

/// How an atom's directions are laid out, which decides what direction letters mean.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// Leaps along ranks and files: 4 directions, `(0, d)` and its turns.
    Orthogonal(u8),
    /// Leaps along diagonals: 4 directions, `(d, d)` and its turns.
    Diagonal(u8),
    /// Leaps `(long, short)` off the lines: 8 directions.
    Oblique(u8, u8),
    /// The king: the 8 compass directions, one step.
    King,
}

impl Atom {
    /// All atoms, in the order used by [`Atom::index`].
    pub const ALL: [Atom; 10] =
        [Atom::W, Atom::F, Atom::D, Atom::N, Atom::A, Atom::H, Atom::C, Atom::Z, Atom::G, Atom::K];

    /// The leap `(long, short)`; for `K` the diagonal part `(1, 1)` (it also steps `(1, 0)`).
    pub const fn leap(self) -> (u8, u8) {
        match self {
            Atom::W => (1, 0),
            Atom::F | Atom::K => (1, 1),
            Atom::D => (2, 0),
            Atom::N => (2, 1),
            Atom::A => (2, 2),
            Atom::H => (3, 0),
            Atom::C => (3, 1),
            Atom::Z => (3, 2),
            Atom::G => (3, 3),
        }
    }

    /// The canonical letter.
    pub const fn letter(self) -> char {
        match self {
            Atom::W => 'W',
            Atom::F => 'F',
            Atom::D => 'D',
            Atom::N => 'N',
            Atom::A => 'A',
            Atom::H => 'H',
            Atom::C => 'C',
            Atom::Z => 'Z',
            Atom::G => 'G',
            Atom::K => 'K',
        }
    }

    /// The atom written with this letter. `L` is read as the camel `C` and
    /// `J` as the zebra `Z` (the dialects disagree about these two letters;
    /// boardkit always prints `C` and `Z`). The shortcuts `R`, `B`, `Q` are
    /// riders, not atoms, and give `None` here.
    pub const fn from_letter(letter: char) -> Option<Atom> {
        Some(match letter {
            'W' => Atom::W,
            'F' => Atom::F,
            'D' => Atom::D,
            'N' => Atom::N,
            'A' => Atom::A,
            'H' => Atom::H,
            'C' | 'L' => Atom::C,
            'Z' | 'J' => Atom::Z,
            'G' => Atom::G,
            'K' => Atom::K,
            _ => return None,
        })
    }

    /// The zero-based index in [`Atom::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The number of directions this atom leaps in: 4 for orthogonal and
    /// diagonal atoms, 8 for oblique ones and the king.
    pub const fn direction_count(self) -> usize {
        match self.shape() {
            Shape::Orthogonal(_) | Shape::Diagonal(_) => 4,
            Shape::Oblique(..) | Shape::King => 8,
        }
    }

    pub(crate) const fn shape(self) -> Shape {
        match self {
            Atom::K => Shape::King,
            _ => {
                let (long, short) = self.leap();
                if short == 0 {
                    Shape::Orthogonal(long)
                } else if short == long {
                    Shape::Diagonal(long)
                } else {
                    Shape::Oblique(long, short)
                }
            }
        }
    }

    /// The bit mask of all this atom's directions.
    pub(crate) const fn full_mask(self) -> u8 {
        if self.direction_count() == 8 { 0xFF } else { 0x0F }
    }

    /// The leap of direction `slot` (see [`Atom::slot_offset`]) as seen by the side playing up the board.
    ///
    /// Slot order: orthogonal atoms N E S W; diagonal atoms NE SE SW NW; the
    /// king the 8 compass directions clockwise from N; oblique atoms
    /// `(-s, l)`, `(s, l)`, `(s, -l)`, `(-s, -l)` (the narrow, "vertical"
    /// leaps, named `lf rf rb lb`) then `(-l, s)`, `(l, s)`, `(l, -s)`,
    /// `(-l, -s)` (the wide, "sideways" ones, named `fl fr br bl`).
    pub(crate) fn slot_offset(self, slot: usize) -> Offset {
        let step = self.slot_step(slot);
        match step {
            Step::Line(direction, distance) => direction.offset() * distance as i8,
            Step::Leap(offset) => offset,
        }
    }

    /// The step of a direction slot, for the side playing up the board.
    pub(crate) fn slot_step(self, slot: usize) -> Step {
        let slot = slot % 8;
        match self.shape() {
            Shape::Orthogonal(d) => Step::Line(Direction::ORTHOGONAL[slot % 4], d),
            Shape::Diagonal(d) => Step::Line(Direction::DIAGONAL[slot % 4], d),
            Shape::King => Step::Line(Direction::ALL[slot], 1),
            Shape::Oblique(l, s) => {
                let (l, s) = (l as i8, s as i8);
                Step::Leap(OBLIQUE[slot].scale(l, s))
            }
        }
    }
}

/// The oblique slots as (long-axis sign pattern): `file`/`rank` given as multiples of (long, short).
#[derive(Clone, Copy)]
struct ObliqueSlot {
    /// File component: +-1 times long or short.
    file: (i8, bool),
    /// Rank component.
    rank: (i8, bool),
}

impl ObliqueSlot {
    /// `(sign, is_long)` for each axis to an offset.
    const fn scale(self, long: i8, short: i8) -> Offset {
        let f = self.file.0 * if self.file.1 { long } else { short };
        let r = self.rank.0 * if self.rank.1 { long } else { short };
        Offset::new(f, r)
    }
}

const fn narrow(file: i8, rank: i8) -> ObliqueSlot {
    ObliqueSlot { file: (file, false), rank: (rank, true) }
}
const fn wide(file: i8, rank: i8) -> ObliqueSlot {
    ObliqueSlot { file: (file, true), rank: (rank, false) }
}

/// Slots 0..4 narrow `lf rf rb lb`, 4..8 wide `fl fr br bl`.
const OBLIQUE: [ObliqueSlot; 8] =
    [narrow(-1, 1), narrow(1, 1), narrow(1, -1), narrow(-1, -1), wide(-1, 1), wide(1, 1), wide(1, -1), wide(-1, -1)];

/// Whether oblique slot `slot` has its long axis along the files (vertical, "narrow").
pub(crate) const fn oblique_is_narrow(slot: usize) -> bool {
    slot < 4
}

/// One step of a leg: a line step (direction and distance) or an oblique leap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Step {
    /// `distance` squares along `direction`.
    Line(Direction, u8),
    /// An oblique leap.
    Leap(Offset),
}

impl Step {
    /// The displacement of one step.
    pub(crate) fn offset(self) -> Offset {
        match self {
            Step::Line(direction, distance) => direction.offset() * distance as i8,
            Step::Leap(offset) => offset,
        }
    }

    /// The step seen from the other side of the board.
    pub(crate) fn rotate_180(self) -> Step {
        match self {
            Step::Line(direction, distance) => Step::Line(direction.opposite(), distance),
            Step::Leap(offset) => Step::Leap(offset.rotate_180()),
        }
    }

    /// The step turned `eighths` eighths of a turn clockwise. Lines turn freely
    /// (a 45° turn makes an orthogonal step diagonal and back: W↔F, D↔A,
    /// R↔B); oblique leaps only turn by quarter turns (`None` otherwise).
    pub(crate) fn turn(self, eighths: u8) -> Option<Step> {
        match self {
            Step::Line(direction, distance) => Some(Step::Line(direction.turn(eighths as i8), distance)),
            Step::Leap(offset) => {
                if eighths % 2 == 1 {
                    return None;
                }
                let mut turned = offset;
                for _ in 0..eighths / 2 {
                    // A quarter turn clockwise.
                    turned = Offset::new(turned.rank, -turned.file);
                }
                Some(Step::Leap(turned))
            }
        }
    }

    /// The squares a lame (`n`) leap passes through, as offsets from its start
    /// (excluding the start and the landing square). Line leaps pass the squares
    /// in between; oblique leaps go straight along their long axis first, then
    /// diagonally (the xiangqi horse: `(1,2)` passes `(0,1)`).
    pub(crate) fn path(self) -> impl Iterator<Item = Offset> {
        let target = self.offset();
        let (fx, fy) = (target.file.unsigned_abs() as i8, target.rank.unsigned_abs() as i8);
        let (sx, sy) = (target.file.signum(), target.rank.signum());
        let steps = fx.max(fy);
        let straight = (fx - fy).abs();
        let straight_step = if fx > fy { Offset::new(sx, 0) } else { Offset::new(0, sy) };
        let diagonal_step = Offset::new(sx, sy);
        (1..steps).map(move |i| {
            if i <= straight { straight_step * i } else { straight_step * straight + diagonal_step * (i - straight) }
        })
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oblique_slots_are_the_eight_knight_leaps() {
        let mut all: Vec<Offset> = (0..8).map(|s| Atom::N.slot_offset(s)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 8);
        assert!(all.iter().all(|o| (o.file.abs(), o.rank.abs()) == (1, 2) || (o.file.abs(), o.rank.abs()) == (2, 1)));
        assert_eq!(Atom::N.slot_offset(0), Offset::new(-1, 2));
        assert_eq!(Atom::N.slot_offset(4), Offset::new(-2, 1));
    }

    #[test]
    fn lame_paths() {
        let path: Vec<Offset> = Step::Leap(Offset::new(1, 2)).path().collect();
        assert_eq!(path, [Offset::new(0, 1)]);
        let path: Vec<Offset> = Step::Leap(Offset::new(-3, 2)).path().collect();
        assert_eq!(path, [Offset::new(-1, 0), Offset::new(-2, 1)]);
        let path: Vec<Offset> = Step::Line(Direction::NorthEast, 2).path().collect();
        assert_eq!(path, [Offset::new(1, 1)]);
        assert_eq!(Step::Line(Direction::North, 1).path().count(), 0);
    }

    #[test]
    fn every_atom_has_its_index_letter_and_text() {
        for (i, atom) in Atom::ALL.into_iter().enumerate() {
            assert_eq!(atom.index(), i, "{atom:?}");
            assert_eq!(Atom::from_letter(atom.letter()), Some(atom));
            assert_eq!(atom.to_string(), atom.letter().to_string());
        }
        // The tripper (3,3) and the dialects' other letters.
        assert_eq!(Atom::from_letter('G'), Some(Atom::G));
        assert_eq!(Atom::G.leap(), (3, 3));
        assert_eq!(Atom::from_letter('L'), Some(Atom::C));
        assert_eq!(Atom::from_letter('J'), Some(Atom::Z));
        assert_eq!(Atom::from_letter('R'), None);
    }

    #[test]
    fn quarter_turns() {
        let leap = Step::Leap(Offset::new(1, 2));
        assert_eq!(leap.turn(2), Some(Step::Leap(Offset::new(2, -1))));
        assert_eq!(leap.turn(1), None);
        assert_eq!(Step::Line(Direction::North, 1).turn(1), Some(Step::Line(Direction::NorthEast, 1)));
    }
}
