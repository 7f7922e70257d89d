//! Square sets (bitboards).
//!
//! Two set types, both `Copy`, both iterating in square order (`a1`, `b1`, …,
//! then rank 2, …) and both answering `len` with one popcount:
//!
//! - [`SquareSet`] holds any squares of the 16×16 area (256 bits, keyed by the
//!   packed [`Square::index`]). It fits every board boardkit supports, so
//!   inserting never fails. Use it when the board may be larger than 128
//!   squares or its width is only known at run time.
//! - [`DenseSet<WIDTH>`](DenseSet) is a single `u128` keyed by the dense index
//!   `rank * WIDTH + file` of a board `WIDTH` files wide, so a 10×10 board
//!   (Scirocco's 100 squares) uses 100 of its bits. The width is part of the
//!   type: combining a `DenseSet<10>` with a `DenseSet<8>` does not compile. A
//!   square *fits* when its file is below `WIDTH` and its dense index below
//!   128; squares that do not fit are never silently stored — see
//!   [`DenseSet::try_insert`].
//!
//! Neither set knows the board's height, so there is no `!` operator: the
//! complement is taken relative to a [`Grid`] with `complement(grid)`, or, in
//! a hot loop, as `full - set` with `full` computed once.
//!
//! # Examples
//!
//! ```
//! use boardkit_geometry::{DenseSet, Grid, Square, SquareSet};
//!
//! let grid = Grid::new(10, 10)?;
//! let a1: Square = "a1".parse()?;
//! let j10: Square = "j10".parse()?;
//!
//! // A fast set for the 10-wide board.
//! let mut corners = DenseSet::<10>::EMPTY;
//! corners.try_insert(a1)?;
//! corners.try_insert(j10)?;
//! assert_eq!(corners.len(), 2);
//! assert_eq!(format!("{corners:?}"), "{a1, j10}");
//! assert_eq!(corners.complement(grid)?.len(), 98);
//!
//! // The same squares in the board-independent set.
//! let wide = SquareSet::from(corners);
//! assert!(wide.contains(j10));
//! let on_rank_1: SquareSet = grid.squares().filter(|sq| sq.rank().number() == 1).collect();
//! assert_eq!((wide & on_rank_1).first(), Some(a1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub, SubAssign};

use crate::{GeometryError, Grid, MAX_SIDE, Square};

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
// DenseSet
// ---------------------------------------------------------------------------

/// A fast set of squares of a board `WIDTH` files wide, in one `u128`: bit
/// `rank * WIDTH + file` stands for the square at `(file, rank)`.
///
/// `WIDTH` must be 1 to 16 (checked when the program is compiled). A square
/// [fits](DenseSet::fits) when its file is below `WIDTH` and its dense index
/// below 128 — every square of a `WIDTH`-wide grid of at most 128 squares fits
/// (10×10 for Scirocco, 8×8, 16×8, 11×11 …). Sets of different widths are
/// different types, so they cannot be mixed by mistake; convert through
/// [`SquareSet`] (`SquareSet::from(dense)`, `DenseSet::try_from(wide)`).
///
/// # Squares that do not fit
///
/// Nothing stores a square that does not fit, and nothing panics on one:
///
/// - [`try_insert`](DenseSet::try_insert), [`try_from_iter`](DenseSet::try_from_iter),
///   [`from_square`](DenseSet::from_square) and `TryFrom<SquareSet>` return
///   [`GeometryError::SquareDoesNotFit`];
/// - [`insert`](DenseSet::insert) returns `false` (as for a square already in
///   the set) — check [`fits`](DenseSet::fits) first if the difference matters;
/// - [`contains`](DenseSet::contains) and [`remove`](DenseSet::remove) return
///   `false`, because such a square is never in the set;
/// - `FromIterator` and `Extend` skip it, as `insert` does. Use
///   `try_from_iter` to be told instead.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::{DenseSet, Grid, Square};
///
/// let grid = Grid::new(10, 10)?;
/// let d4: Square = "d4".parse()?;
/// let mut set = DenseSet::<10>::from_square(d4)?;
/// assert_eq!(set.bits(), 1 << (3 * 10 + 3));
/// assert!(set.try_insert("j10".parse()?)?);
/// assert!(set.try_insert("k1".parse()?).is_err()); // file k does not exist 10 files wide
/// assert_eq!(set.iter().last(), Some("j10".parse()?));
/// assert_eq!((DenseSet::full(grid)? - set).len(), 98);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A width outside 1 to 16 does not compile:
///
/// ```compile_fail
/// let set = boardkit_geometry::DenseSet::<17>::EMPTY;
/// ```
///
/// Nor does mixing sets of different widths:
///
/// ```compile_fail
/// use boardkit_geometry::DenseSet;
/// let mixed = DenseSet::<10>::EMPTY | DenseSet::<8>::EMPTY;
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DenseSet<const WIDTH: u8> {
    /// Only bits below `CAPACITY` are ever set.
    bits: u128,
}

impl<const WIDTH: u8> DenseSet<WIDTH> {
    /// Evaluated by every constructor, so a bad width is a compile error.
    const WIDTH_IS_VALID: () = assert!(WIDTH >= 1 && WIDTH <= MAX_SIDE, "the WIDTH of a DenseSet must be 1 to 16");

    /// The number of dense indices the set can hold: `16 * WIDTH`, at most 128.
    pub const CAPACITY: usize = {
        let () = Self::WIDTH_IS_VALID;
        let all = MAX_SIDE as usize * WIDTH as usize;
        if all < 128 { all } else { 128 }
    };

    /// The bits of every index below `CAPACITY`.
    const UNIVERSE: u128 = low_bits(Self::CAPACITY as u32);

    /// The empty set.
    pub const EMPTY: DenseSet<WIDTH> = {
        let () = Self::WIDTH_IS_VALID;
        DenseSet { bits: 0 }
    };

    /// The empty set (same as [`DenseSet::EMPTY`]).
    #[inline]
    pub const fn new() -> DenseSet<WIDTH> {
        DenseSet::EMPTY
    }

    /// The dense index `rank * WIDTH + file` of `square`, or `None` when it
    /// does not fit.
    #[inline]
    pub const fn index_of(square: Square) -> Option<usize> {
        let file = square.file().index() as usize;
        let index = square.rank().index() as usize * WIDTH as usize + file;
        if file < WIDTH as usize && index < Self::CAPACITY { Some(index) } else { None }
    }

    /// The square of each dense index below `CAPACITY` (`a1` beyond it),
    /// computed at compile time so iteration needs no division.
    const SQUARE_AT: [Square; 128] = {
        let mut table = [Square::A1; 128];
        let mut index = 0;
        while index < Self::CAPACITY {
            // CAPACITY <= 16 * WIDTH, so both coordinates are below 16.
            if let Some(square) = Square::from_coords((index % WIDTH as usize) as u8, (index / WIDTH as usize) as u8) {
                table[index] = square;
            }
            index += 1;
        }
        table
    };

    /// The square with dense index `index`, or `None` when `index` is
    /// `CAPACITY` or more.
    #[inline]
    pub const fn square_at(index: usize) -> Option<Square> {
        if index < Self::CAPACITY { Some(Self::SQUARE_AT[index]) } else { None }
    }

    /// Whether `square` can be stored: its file is below `WIDTH` and its
    /// dense index below 128.
    #[inline]
    pub const fn fits(square: Square) -> bool {
        Self::index_of(square).is_some()
    }

    /// The set holding only `square`.
    ///
    /// # Errors
    ///
    /// [`GeometryError::SquareDoesNotFit`] when `square` does not fit.
    #[inline]
    pub const fn from_square(square: Square) -> Result<DenseSet<WIDTH>, GeometryError> {
        match Self::index_of(square) {
            Some(index) => Ok(DenseSet { bits: 1 << index }),
            None => Err(GeometryError::SquareDoesNotFit { square, width: WIDTH }),
        }
    }

    /// Every square of `grid`.
    ///
    /// # Errors
    ///
    /// [`GeometryError::GridDoesNotFit`] unless `grid` is `WIDTH` files wide
    /// and has at most 128 squares.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::{DenseSet, Grid};
    /// assert_eq!(DenseSet::<10>::full(Grid::new(10, 10)?)?.len(), 100);
    /// assert!(DenseSet::<10>::full(Grid::new(8, 8)?).is_err()); // wrong width
    /// assert!(DenseSet::<10>::full(Grid::new(10, 13)?).is_err()); // 130 squares
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn full(grid: Grid) -> Result<DenseSet<WIDTH>, GeometryError> {
        if grid.width() == WIDTH && grid.len() <= Self::CAPACITY {
            Ok(DenseSet { bits: low_bits(grid.len() as u32) })
        } else {
            Err(GeometryError::GridDoesNotFit { width: grid.width(), height: grid.height(), set_width: WIDTH })
        }
    }

    /// The raw bits: bit `i` is the square with dense index `i`.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.bits
    }

    /// The set with these raw bits.
    ///
    /// # Errors
    ///
    /// [`GeometryError::IndexOutOfRange`] when a bit at `CAPACITY` or above is
    /// set (possible only for `WIDTH` below 8).
    #[inline]
    pub const fn from_bits(bits: u128) -> Result<DenseSet<WIDTH>, GeometryError> {
        let outside = bits & !Self::UNIVERSE;
        if outside == 0 {
            Ok(DenseSet { bits })
        } else {
            Err(GeometryError::IndexOutOfRange { index: outside.trailing_zeros() as usize, limit: Self::CAPACITY })
        }
    }

    /// Whether `square` is in the set (never, when it does not fit).
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        match Self::index_of(square) {
            Some(index) => self.bits & (1 << index) != 0,
            None => false,
        }
    }

    /// Adds `square`; returns `Ok(true)` when it was not in the set before.
    ///
    /// # Errors
    ///
    /// [`GeometryError::SquareDoesNotFit`] when `square` does not fit; the set
    /// is unchanged.
    #[inline]
    pub fn try_insert(&mut self, square: Square) -> Result<bool, GeometryError> {
        let single = DenseSet::from_square(square)?;
        let added = self.is_disjoint(single);
        self.bits |= single.bits;
        Ok(added)
    }

    /// Adds `square`; returns `true` when it was added, `false` when it was
    /// already in the set **or does not fit** (then the set is unchanged; see
    /// [`DenseSet::try_insert`]).
    #[inline]
    pub fn insert(&mut self, square: Square) -> bool {
        self.try_insert(square).unwrap_or(false)
    }

    /// Removes `square`; returns `true` when it was in the set.
    #[inline]
    pub fn remove(&mut self, square: Square) -> bool {
        match DenseSet::<WIDTH>::from_square(square) {
            Ok(single) => {
                let present = !self.is_disjoint(single);
                self.bits &= !single.bits;
                present
            }
            Err(_) => false,
        }
    }

    /// Collects squares into a set.
    ///
    /// # Errors
    ///
    /// [`GeometryError::SquareDoesNotFit`] for the first square that does not
    /// fit.
    pub fn try_from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Result<DenseSet<WIDTH>, GeometryError> {
        let mut set = DenseSet::EMPTY;
        for square in squares {
            set.try_insert(square)?;
        }
        Ok(set)
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The number of squares in the set (a popcount).
    #[inline]
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// The squares in either set (also `self | other`).
    #[inline]
    pub const fn union(self, other: DenseSet<WIDTH>) -> DenseSet<WIDTH> {
        DenseSet { bits: self.bits | other.bits }
    }

    /// The squares in both sets (also `self & other`).
    #[inline]
    pub const fn intersection(self, other: DenseSet<WIDTH>) -> DenseSet<WIDTH> {
        DenseSet { bits: self.bits & other.bits }
    }

    /// The squares of `self` that are not in `other` (also `self - other`).
    #[inline]
    pub const fn difference(self, other: DenseSet<WIDTH>) -> DenseSet<WIDTH> {
        DenseSet { bits: self.bits & !other.bits }
    }

    /// The squares in exactly one of the sets (also `self ^ other`).
    #[inline]
    pub const fn symmetric_difference(self, other: DenseSet<WIDTH>) -> DenseSet<WIDTH> {
        DenseSet { bits: self.bits ^ other.bits }
    }

    /// The squares of `grid` that are not in the set. In a hot loop, compute
    /// `full = DenseSet::full(grid)?` once and use `full - set`.
    ///
    /// # Errors
    ///
    /// [`GeometryError::GridDoesNotFit`] as for [`DenseSet::full`].
    #[inline]
    pub const fn complement(self, grid: Grid) -> Result<DenseSet<WIDTH>, GeometryError> {
        match DenseSet::full(grid) {
            Ok(full) => Ok(full.difference(self)),
            Err(error) => Err(error),
        }
    }

    /// Whether every square of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: DenseSet<WIDTH>) -> bool {
        self.difference(other).is_empty()
    }

    /// Whether every square of `other` is in `self`.
    #[inline]
    pub const fn is_superset(self, other: DenseSet<WIDTH>) -> bool {
        other.is_subset(self)
    }

    /// Whether the sets have no square in common.
    #[inline]
    pub const fn is_disjoint(self, other: DenseSet<WIDTH>) -> bool {
        self.intersection(other).is_empty()
    }

    /// The first square in square order, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.bits == 0 { None } else { Self::square_at(self.bits.trailing_zeros() as usize) }
    }

    /// The last square in square order, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.bits == 0 { None } else { Self::square_at(127 - self.bits.leading_zeros() as usize) }
    }

    /// Removes and returns the first square in square order, if any.
    #[inline]
    pub fn pop_first(&mut self) -> Option<Square> {
        let square = self.first()?;
        self.bits &= self.bits - 1;
        Some(square)
    }

    /// Removes and returns the last square in square order, if any.
    #[inline]
    pub fn pop_last(&mut self) -> Option<Square> {
        let square = self.last()?;
        self.bits &= !(1 << (127 - self.bits.leading_zeros()));
        Some(square)
    }

    /// The squares in square order.
    #[inline]
    pub const fn iter(self) -> DenseSetIter<WIDTH> {
        DenseSetIter { set: self }
    }

    /// A diagram of `grid` (see [`Grid::diagram`]) with `x` on the squares of
    /// the set and `.` elsewhere.
    pub fn diagram(self, grid: Grid) -> String {
        grid.diagram(|square| if self.contains(square) { 'x' } else { '.' })
    }
}

impl<const WIDTH: u8> Default for DenseSet<WIDTH> {
    fn default() -> DenseSet<WIDTH> {
        DenseSet::EMPTY
    }
}

/// The squares of a [`DenseSet`] in square order; see [`DenseSet::iter`].
#[derive(Clone, Debug)]
pub struct DenseSetIter<const WIDTH: u8> {
    set: DenseSet<WIDTH>,
}

impl<const WIDTH: u8> Iterator for DenseSetIter<WIDTH> {
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

impl<const WIDTH: u8> DoubleEndedIterator for DenseSetIter<WIDTH> {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        self.set.pop_last()
    }
}

impl<const WIDTH: u8> ExactSizeIterator for DenseSetIter<WIDTH> {}
impl<const WIDTH: u8> FusedIterator for DenseSetIter<WIDTH> {}

impl<const WIDTH: u8> IntoIterator for DenseSet<WIDTH> {
    type Item = Square;
    type IntoIter = DenseSetIter<WIDTH>;
    fn into_iter(self) -> DenseSetIter<WIDTH> {
        self.iter()
    }
}

impl<const WIDTH: u8> IntoIterator for &DenseSet<WIDTH> {
    type Item = Square;
    type IntoIter = DenseSetIter<WIDTH>;
    fn into_iter(self) -> DenseSetIter<WIDTH> {
        self.iter()
    }
}

/// Skips squares that do not fit; see [`DenseSet::try_from_iter`] for a
/// checked version.
impl<const WIDTH: u8> FromIterator<Square> for DenseSet<WIDTH> {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> DenseSet<WIDTH> {
        let mut set = DenseSet::EMPTY;
        set.extend(iter);
        set
    }
}

/// Skips squares that do not fit, like [`DenseSet::insert`].
impl<const WIDTH: u8> Extend<Square> for DenseSet<WIDTH> {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        for square in iter {
            self.insert(square);
        }
    }
}

impl<const WIDTH: u8> From<DenseSet<WIDTH>> for SquareSet {
    fn from(dense: DenseSet<WIDTH>) -> SquareSet {
        dense.iter().collect()
    }
}

/// Fails with [`GeometryError::SquareDoesNotFit`] for the first square that
/// does not fit.
impl<const WIDTH: u8> TryFrom<SquareSet> for DenseSet<WIDTH> {
    type Error = GeometryError;
    fn try_from(set: SquareSet) -> Result<DenseSet<WIDTH>, GeometryError> {
        DenseSet::try_from_iter(set)
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
set_operators!([const WIDTH: u8] DenseSet<WIDTH>);

/// serde: a set is a sequence of square names in square order
/// (`["a1", "j10"]`); deserializing checks every name and, for a
/// [`DenseSet`], that every square fits. A name listed twice is accepted
/// (it is the same set).
#[cfg(feature = "serde")]
mod serde_impls {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{DenseSet, SquareSet};
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

    impl<const WIDTH: u8> Serialize for DenseSet<WIDTH> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(self.iter())
        }
    }

    impl<'de, const WIDTH: u8> Deserialize<'de> for DenseSet<WIDTH> {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DenseSet<WIDTH>, D::Error> {
            let squares = Vec::<Square>::deserialize(deserializer)?;
            DenseSet::try_from_iter(squares).map_err(D::Error::custom)
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
    fn dense_width_one_holds_a_single_file_of_sixteen() {
        assert_eq!(DenseSet::<1>::CAPACITY, 16);
        assert!(DenseSet::<1>::fits(sq("a16")));
        assert!(!DenseSet::<1>::fits(sq("b1")));
        assert_eq!(DenseSet::<1>::from_bits(1 << 16), Err(GeometryError::IndexOutOfRange { index: 16, limit: 16 }));
        let full = DenseSet::<1>::from_bits(0xffff).unwrap_or_default();
        assert_eq!(full.last(), Some(sq("a16")));
    }

    #[test]
    fn dense_width_ten_holds_twelve_ranks_and_eight_squares() {
        assert_eq!(DenseSet::<10>::CAPACITY, 128);
        assert_eq!(DenseSet::<10>::index_of(sq("h13")), Some(127));
        assert_eq!(DenseSet::<10>::index_of(sq("i13")), None);
        assert_eq!(DenseSet::<10>::square_at(127), Some(sq("h13")));
        assert_eq!(DenseSet::<10>::square_at(128), None);
        let mut set = DenseSet::<10>::EMPTY;
        assert_eq!(set.try_insert(sq("i13")), Err(GeometryError::SquareDoesNotFit { square: sq("i13"), width: 10 }));
        assert!(!set.insert(sq("k1")));
        assert!(set.is_empty());
        assert!(!set.remove(sq("k1")));
        assert!(set.insert(sq("h13")));
        assert_eq!(set.bits(), 1 << 127);
        assert_eq!(set.pop_last(), Some(sq("h13")));
        assert!(set.is_empty());
    }

    #[test]
    fn dense_sixteen_wide_stops_after_rank_eight() {
        assert!(DenseSet::<16>::fits(sq("p8")));
        assert!(!DenseSet::<16>::fits(sq("a9")));
        let grid = Grid::new(16, 8).unwrap_or(Grid::CHESS);
        assert_eq!(DenseSet::<16>::full(grid).map(DenseSet::len), Ok(128));
    }

    #[test]
    fn dense_converts_to_and_from_square_set() {
        let dense: DenseSet<10> = [sq("a1"), sq("j10"), sq("e5")].into_iter().collect();
        let wide = SquareSet::from(dense);
        assert_eq!(wide.len(), 3);
        assert_eq!(DenseSet::<10>::try_from(wide), Ok(dense));
        assert_eq!(DenseSet::<8>::try_from(wide), Err(GeometryError::SquareDoesNotFit { square: sq("j10"), width: 8 }));
    }

    #[test]
    fn debug_lists_square_names() {
        let set: SquareSet = [sq("j10"), sq("a1")].into_iter().collect();
        assert_eq!(format!("{set:?}"), "{a1, j10}");
        assert_eq!(format!("{:?}", DenseSet::<10>::EMPTY), "{}");
    }
}
