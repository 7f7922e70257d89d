//! A square set (bitboard) for every grid.
//!
//! [`SquareSet`] is `Copy`, iterates in square order (`a1`, `b1`, …, then
//! rank 2, …) and answers `len` with a popcount. It holds any squares of the
//! 16×16 area (256 bits, keyed by the packed [`Square::index`]), so it fits
//! every board boardkit supports and inserting never fails.
//!
//! The set does not know the board's height, so there is no `!` operator:
//! the complement is taken relative to a [`Grid`] with `complement(grid)`,
//! or, in a hot loop, as `full - set` with `full` computed once.
//!
//! # Examples
//!
//! ```
//! use boardkit_geometry::{Grid, Square, SquareSet};
//!
//! let grid = Grid::new(10, 10)?;
//! let a1: Square = "a1".parse()?;
//! let j10: Square = "j10".parse()?;
//!
//! let corners: SquareSet = [a1, j10].into_iter().collect();
//! assert_eq!(corners.len(), 2);
//! assert_eq!(format!("{corners:?}"), "{a1, j10}");
//! assert_eq!(corners.complement(grid).len(), 98);
//! let on_rank_1: SquareSet = grid.squares().filter(|sq| sq.rank().number() == 1).collect();
//! assert_eq!((corners & on_rank_1).first(), Some(a1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub, SubAssign};

use crate::{Grid, MAX_SIDE, Square};

/// The bit for the lowest `count` positions of a `u128` (`count <= 128`).
const fn low_bits(count: u32) -> u128 {
    if count >= 128 { u128::MAX } else { (1u128 << count) - 1 }
}

// ---------------------------------------------------------------------------
// SquareSet
// ---------------------------------------------------------------------------

/// A set of squares anywhere in the 16×16 area: a 256-bit bitboard keyed by
/// the packed square index `rank * 16 + file`.
///
/// Every [`Square`] fits, so [`insert`](SquareSet::insert) cannot fail and
/// the set works for every board up to 16×16. Iteration yields squares in
/// square order. Set algebra uses the operators `|` (union), `&`
/// (intersection), `^` (symmetric difference) and `-` (difference); the
/// complement needs the board, see [`complement`](SquareSet::complement).
///
/// # Examples
///
/// ```
/// use boardkit_geometry::{Grid, Square, SquareSet};
///
/// let grid = Grid::new(16, 16)?;
/// let mut set = SquareSet::EMPTY;
/// assert!(set.insert("p16".parse()?));
/// assert!(set.insert("c3".parse()?));
/// assert!(!set.insert("c3".parse()?)); // already there
/// let names: Vec<String> = set.iter().map(|sq| sq.to_string()).collect();
/// assert_eq!(names, ["c3", "p16"]);
/// assert_eq!(set.complement(grid).len(), 254);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet {
    /// Squares with packed index 0..128 (ranks 1–8).
    low: u128,
    /// Squares with packed index 128..256 (ranks 9–16).
    high: u128,
}

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet { low: 0, high: 0 };

    /// Every square of the 16×16 area.
    pub const ALL: SquareSet = SquareSet { low: u128::MAX, high: u128::MAX };

    /// The empty set (same as [`SquareSet::EMPTY`]).
    #[inline]
    pub const fn new() -> SquareSet {
        SquareSet::EMPTY
    }

    /// The set holding only `square`.
    #[inline]
    pub const fn from_square(square: Square) -> SquareSet {
        let index = square.index() as u32;
        if index < 128 {
            SquareSet { low: 1 << index, high: 0 }
        } else {
            SquareSet { low: 0, high: 1 << (index - 128) }
        }
    }

    /// Every square of `grid`.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::{Grid, SquareSet};
    /// let full = SquareSet::full(Grid::new(10, 12)?);
    /// assert_eq!(full.len(), 120);
    /// assert_eq!(full.last(), Some("j12".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn full(grid: Grid) -> SquareSet {
        let row = low_bits(grid.width() as u32);
        let mut set = SquareSet::EMPTY;
        let mut rank = 0;
        while rank < grid.height() as u32 {
            let shift = rank * MAX_SIDE as u32;
            if shift < 128 {
                set.low |= row << shift;
            } else {
                set.high |= row << (shift - 128);
            }
            rank += 1;
        }
        set
    }

    /// The raw bits: `[low, high]`, where bit `i` of `low` is the square with
    /// packed index `i` and bit `i` of `high` the one with index `128 + i`.
    #[inline]
    pub const fn to_bits(self) -> [u128; 2] {
        [self.low, self.high]
    }

    /// The set with these raw bits (see [`SquareSet::to_bits`]). Every bit
    /// pattern is a valid set.
    #[inline]
    pub const fn from_bits(bits: [u128; 2]) -> SquareSet {
        SquareSet { low: bits[0], high: bits[1] }
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        !self.intersection(SquareSet::from_square(square)).is_empty()
    }

    /// Adds `square`; returns `true` when it was not in the set before.
    #[inline]
    pub fn insert(&mut self, square: Square) -> bool {
        let added = !self.contains(square);
        *self = self.union(SquareSet::from_square(square));
        added
    }

    /// Removes `square`; returns `true` when it was in the set.
    #[inline]
    pub fn remove(&mut self, square: Square) -> bool {
        let present = self.contains(square);
        *self = self.difference(SquareSet::from_square(square));
        present
    }

    /// This set with `square` added.
    #[inline]
    pub const fn with(self, square: Square) -> SquareSet {
        self.union(SquareSet::from_square(square))
    }

    /// This set with `square` removed.
    #[inline]
    pub const fn without(self, square: Square) -> SquareSet {
        self.difference(SquareSet::from_square(square))
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.low == 0 && self.high == 0
    }

    /// The number of squares in the set (a popcount).
    #[inline]
    pub const fn len(self) -> usize {
        (self.low.count_ones() + self.high.count_ones()) as usize
    }

    /// The squares in either set (also `self | other`).
    #[inline]
    pub const fn union(self, other: SquareSet) -> SquareSet {
        SquareSet { low: self.low | other.low, high: self.high | other.high }
    }

    /// The squares in both sets (also `self & other`).
    #[inline]
    pub const fn intersection(self, other: SquareSet) -> SquareSet {
        SquareSet { low: self.low & other.low, high: self.high & other.high }
    }

    /// The squares of `self` that are not in `other` (also `self - other`).
    #[inline]
    pub const fn difference(self, other: SquareSet) -> SquareSet {
        SquareSet { low: self.low & !other.low, high: self.high & !other.high }
    }

    /// The squares in exactly one of the sets (also `self ^ other`).
    #[inline]
    pub const fn symmetric_difference(self, other: SquareSet) -> SquareSet {
        SquareSet { low: self.low ^ other.low, high: self.high ^ other.high }
    }

    /// The squares of `grid` that are not in the set. Squares of the set that
    /// lie off `grid` are not in the result either.
    #[inline]
    pub const fn complement(self, grid: Grid) -> SquareSet {
        SquareSet::full(grid).difference(self)
    }

    /// Whether every square of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: SquareSet) -> bool {
        self.difference(other).is_empty()
    }

    /// Whether every square of `other` is in `self`.
    #[inline]
    pub const fn is_superset(self, other: SquareSet) -> bool {
        other.is_subset(self)
    }

    /// Whether the sets have no square in common.
    #[inline]
    pub const fn is_disjoint(self, other: SquareSet) -> bool {
        self.intersection(other).is_empty()
    }

    /// The first square in square order, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.low != 0 {
            Some(Square::from_index(self.low.trailing_zeros() as u8))
        } else if self.high != 0 {
            Some(Square::from_index(128 + self.high.trailing_zeros() as u8))
        } else {
            None
        }
    }

    /// The last square in square order, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.high != 0 {
            Some(Square::from_index(255 - self.high.leading_zeros() as u8))
        } else if self.low != 0 {
            Some(Square::from_index(127 - self.low.leading_zeros() as u8))
        } else {
            None
        }
    }

    /// Removes and returns the first square in square order, if any.
    #[inline]
    pub fn pop_first(&mut self) -> Option<Square> {
        // Clear the lowest set bit directly: this is the iteration hot path.
        if self.low != 0 {
            let index = self.low.trailing_zeros() as u8;
            self.low &= self.low - 1;
            Some(Square::from_index(index))
        } else if self.high != 0 {
            let index = self.high.trailing_zeros() as u8;
            self.high &= self.high - 1;
            Some(Square::from_index(128 + index))
        } else {
            None
        }
    }

    /// Removes and returns the last square in square order, if any.
    #[inline]
    pub fn pop_last(&mut self) -> Option<Square> {
        let square = self.last()?;
        self.remove(square);
        Some(square)
    }

    /// The squares in square order.
    #[inline]
    pub const fn iter(self) -> SquareSetIter {
        SquareSetIter { set: self }
    }

    /// A diagram of `grid` (see [`Grid::diagram`]) with `x` on the squares of
    /// the set and `.` elsewhere. Squares off `grid` are not shown.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::{Grid, Square, SquareSet};
    /// let set: SquareSet = ["a1", "c2"].iter().map(|n| n.parse::<Square>()).collect::<Result<_, _>>()?;
    /// assert_eq!(set.diagram(Grid::new(3, 2)?), " 2 . . x\n 1 x . .\n   a b c\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagram(self, grid: Grid) -> String {
        grid.diagram(|square| if self.contains(square) { 'x' } else { '.' })
    }
}

/// The squares of a [`SquareSet`] in square order; see [`SquareSet::iter`].
#[derive(Clone, Debug)]
pub struct SquareSetIter {
    set: SquareSet,
}

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        self.set.pop_first()
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.set.len(), Some(self.set.len()))
    }
}

impl DoubleEndedIterator for SquareSetIter {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        self.set.pop_last()
    }
}

impl ExactSizeIterator for SquareSetIter {}
impl FusedIterator for SquareSetIter {}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;
    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

impl IntoIterator for &SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;
    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        set.extend(iter);
        set
    }
}

impl Extend<Square> for SquareSet {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        for square in iter {
            self.insert(square);
        }
    }
}

impl From<Square> for SquareSet {
    fn from(square: Square) -> SquareSet {
        SquareSet::from_square(square)
    }
}

// ---------------------------------------------------------------------------
// Shared trait impls
// ---------------------------------------------------------------------------

/// The operators `|`, `&`, `^`, `-` and their assigning forms, in terms of
/// the named methods.
macro_rules! set_operators {
    ([$($generics:tt)*] $set:ty) => {
        impl<$($generics)*> BitOr for $set {
            type Output = $set;
            #[inline]
            fn bitor(self, other: $set) -> $set {
                self.union(other)
            }
        }
        impl<$($generics)*> BitOrAssign for $set {
            #[inline]
            fn bitor_assign(&mut self, other: $set) {
                *self = self.union(other);
            }
        }
        impl<$($generics)*> BitAnd for $set {
            type Output = $set;
            #[inline]
            fn bitand(self, other: $set) -> $set {
                self.intersection(other)
            }
        }
        impl<$($generics)*> BitAndAssign for $set {
            #[inline]
            fn bitand_assign(&mut self, other: $set) {
                *self = self.intersection(other);
            }
        }
        impl<$($generics)*> BitXor for $set {
            type Output = $set;
            #[inline]
            fn bitxor(self, other: $set) -> $set {
                self.symmetric_difference(other)
            }
        }
        impl<$($generics)*> BitXorAssign for $set {
            #[inline]
            fn bitxor_assign(&mut self, other: $set) {
                *self = self.symmetric_difference(other);
            }
        }
        impl<$($generics)*> Sub for $set {
            type Output = $set;
            #[inline]
            fn sub(self, other: $set) -> $set {
                self.difference(other)
            }
        }
        impl<$($generics)*> SubAssign for $set {
            #[inline]
            fn sub_assign(&mut self, other: $set) {
                *self = self.difference(other);
            }
        }
        /// Shows the square names: `{a1, j10}`.
        impl<$($generics)*> fmt::Debug for $set {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_set().entries(self.iter()).finish()
            }
        }
    };
}

set_operators!([] SquareSet);

/// serde: a set is a sequence of square names in square order
/// (`["a1", "j10"]`); deserializing checks every name. A name listed twice
/// is accepted (it is the same set).
#[cfg(feature = "serde")]
mod serde_impls {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::SquareSet;
    use crate::Square;

    impl Serialize for SquareSet {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(self.iter())
        }
    }

    impl<'de> Deserialize<'de> for SquareSet {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SquareSet, D::Error> {
            Ok(Vec::<Square>::deserialize(deserializer)?.into_iter().collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap_or(Square::A1)
    }

    #[test]
    fn square_set_halves_meet_at_rank_nine() {
        let set = SquareSet::EMPTY.with(sq("p8")).with(sq("a9"));
        assert_eq!(set.to_bits(), [1 << 127, 1]);
        assert_eq!(set.iter().collect::<Vec<_>>(), [sq("p8"), sq("a9")]);
        assert_eq!(set.iter().rev().collect::<Vec<_>>(), [sq("a9"), sq("p8")]);
        assert_eq!(set.first(), Some(sq("p8")));
        assert_eq!(set.last(), Some(sq("a9")));
    }

    #[test]
    fn square_set_corners_of_16x16() {
        let set = SquareSet::EMPTY.with(sq("a1")).with(sq("p16"));
        assert_eq!(set.to_bits(), [1, 1 << 127]);
        assert_eq!(SquareSet::ALL.len(), 256);
        assert_eq!(SquareSet::full(Grid::new(16, 16).unwrap_or(Grid::CHESS)), SquareSet::ALL);
    }

    #[test]
    fn debug_lists_square_names() {
        let set: SquareSet = [sq("j10"), sq("a1")].into_iter().collect();
        assert_eq!(format!("{set:?}"), "{a1, j10}");
        assert_eq!(format!("{:?}", SquareSet::EMPTY), "{}");
    }
}
