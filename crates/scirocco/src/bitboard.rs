//! Square sets of the 10×10 board as `u128` bitboards over dense indices
//! (`a1` = 0, `b1` = 1, …, `j10` = 99), and conversions between dense
//! indices and [`Square`]s.

use boardkit_geometry::Square;

/// Files and ranks of the board.
pub(crate) const SIDE: u8 = 10;
/// Squares of the board.
pub(crate) const SQUARES: usize = 100;

/// The dense index `rank * 10 + file` of an on-board square.
#[inline]
pub(crate) const fn dense(square: Square) -> Option<u8> {
    // One load instead of a division into file and rank, two compares and
    // a multiplication: moves are converted at every node of a search.
    match DENSE[square.index() as usize] {
        OFF_BOARD => None,
        index => Some(index),
    }
}

/// [`DENSE`]'s entry for a square off the 10×10 board.
const OFF_BOARD: u8 = u8::MAX;

/// The dense index of each square of the 16×16 area (`Square::index`), or
/// [`OFF_BOARD`].
static DENSE: [u8; 256] = {
    let mut table = [OFF_BOARD; 256];
    let mut index = 0;
    while index < 256 {
        let (file, rank) = ((index % 16) as u8, (index / 16) as u8);
        if file < SIDE && rank < SIDE {
            table[index] = rank * SIDE + file;
        }
        index += 1;
    }
    table
};

/// The square of a dense index (callers pass `0..100`).
#[inline]
pub(crate) const fn square_of(index: u8) -> Square {
    // A table lookup rather than a division by 10: every generated move
    // converts two squares.
    if (index as usize) < SQUARES { SQUARE_OF[index as usize] } else { square_by_division(index) }
}

/// [`square_of`] computed: the table's definition.
const fn square_by_division(index: u8) -> Square {
    Square::from_index((index / SIDE) * 16 + index % SIDE)
}

/// The square of each dense index.
static SQUARE_OF: [Square; SQUARES] = {
    let mut table = [Square::A1; SQUARES];
    let mut index = 0;
    while index < SQUARES {
        table[index] = square_by_division(index as u8);
        index += 1;
    }
    table
};

/// The file (0..10) of a dense index.
#[inline]
pub(crate) const fn file_of(index: u8) -> i8 {
    (index % SIDE) as i8
}

/// The rank (0..10) of a dense index.
#[inline]
pub(crate) const fn rank_of(index: u8) -> i8 {
    (index / SIDE) as i8
}

/// The dense index `df` files and `dr` ranks away from `index`, if on the board.
#[inline]
pub(crate) const fn step(index: u8, df: i8, dr: i8) -> Option<u8> {
    let file = file_of(index) + df;
    let rank = rank_of(index) + dr;
    if file >= 0 && file < SIDE as i8 && rank >= 0 && rank < SIDE as i8 {
        Some((rank * SIDE as i8 + file) as u8)
    } else {
        None
    }
}

/// The one-square set.
///
/// A table lookup: a 128-bit shift by a variable amount is a branchy
/// sequence of 64-bit shifts, and move generation builds one-square sets in
/// its innermost loops. Indices of 128 and more (never passed) give the
/// empty set instead of overflowing: the table has an entry for every
/// `u8`, so the lookup needs no bounds check either.
#[inline]
pub(crate) const fn bit(index: u8) -> u128 {
    BITS[index as usize]
}

/// Every square of the board.
const BOARD: u128 = (1 << SQUARES) - 1;

/// The squares of file `a` (index 0) and of file `j` (index 9).
const FILE_A: u128 = {
    let mut file = 0u128;
    let mut rank = 0;
    while rank < SIDE as usize {
        file |= 1 << (rank * SIDE as usize);
        rank += 1;
    }
    file
};
const FILE_J: u128 = FILE_A << (SIDE - 1);

/// The squares at most three files and three ranks away from a square of
/// `set` (the set itself included): the union of the 7×7 blocks around its
/// squares, cut by the board's edges, in a few shifts.
#[inline]
pub(crate) const fn within_three(set: u128) -> u128 {
    let mut grown = set;
    let mut i = 0;
    while i < 3 {
        // One file east and west, never across the board's edge (j10's
        // east neighbour would be bit 100, off the board).
        grown |= ((grown << 1) & !FILE_A & BOARD) | ((grown >> 1) & !FILE_J);
        i += 1;
    }
    let mut i = 0;
    while i < 3 {
        grown = (grown | (grown << SIDE) | (grown >> SIDE)) & BOARD;
        i += 1;
    }
    grown
}

/// `BITS[i]` is `1 << i` below 128, else empty.
static BITS: [u128; 256] = {
    let mut bits = [0u128; 256];
    let mut i = 0;
    while i < 128 {
        bits[i] = 1u128 << i;
        i += 1;
    }
    bits
};

/// The number of squares in `set`.
///
/// The default x86-64 target has no `popcnt` instruction (users' builds
/// have no `target-cpu` flags), and `u128::count_ones` then counts all 128
/// bits with bit twiddling; this counts each 64-bit half only when it is not
/// empty (the top half holds just 36 squares of the board).
#[inline]
pub(crate) fn count(set: u128) -> u32 {
    #[inline]
    fn half(word: u64) -> u32 {
        if word == 0 { 0 } else { word.count_ones() }
    }
    half(set as u64) + half((set >> 64) as u64)
}

/// Iterates the dense indices of a set, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub(crate) u128);

impl Iterator for Bits {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        take_lowest(&mut self.0)
    }
}

/// Removes the lowest bit of `set` and returns its index. Word by word: the
/// scan and the clearing of a `u128` bit are two-word operations with a
/// carry; a set's low half comes first.
#[inline]
fn take_lowest(set: &mut u128) -> Option<u8> {
    let low = *set as u64;
    if low != 0 {
        *set ^= u128::from(low & low.wrapping_neg());
        return Some(low.trailing_zeros() as u8);
    }
    let high = (*set >> 64) as u64;
    if high != 0 {
        *set ^= u128::from(high & high.wrapping_neg()) << 64;
        return Some(64 + high.trailing_zeros() as u8);
    }
    None
}

/// The square index (`10 × rank + file`, the bit of a square set such as
/// [`Position::occupancy`](crate::Position::occupancy) gives) of a square
/// of the board, `None` off it: the index
/// [`Position::piece_at_index`](crate::Position::piece_at_index) takes.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::square_index;
/// assert_eq!(square_index("a1".parse()?), Some(0));
/// assert_eq!(square_index("j10".parse()?), Some(99));
/// assert_eq!(square_index("k1".parse()?), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub fn square_index(square: Square) -> Option<usize> {
    dense(square).map(usize::from)
}

/// The square indices of a square set such as
/// [`Position::occupancy`](crate::Position::occupancy) gives (bit
/// `10 × rank + file`), lowest first: what an evaluation walks one side's
/// pieces with, together with
/// [`Position::kind_at_index`](crate::Position::kind_at_index).
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{Position, Side, square_indices};
/// let position: Position = "9k/10/10/10/10/10/10/10/10/KN8 b".parse()?;
/// let blue: Vec<usize> = square_indices(position.occupancy(Side::Blue)).collect();
/// assert_eq!(blue, [0, 1]);
/// assert_eq!(square_indices(position.occupancy(Side::Tan)).collect::<Vec<_>>(), [99]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn square_indices(set: u128) -> SquareIndices {
    SquareIndices(set)
}

/// The iterator of [`square_indices`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareIndices(u128);

impl Iterator for SquareIndices {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        take_lowest(&mut self.0).map(usize::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_indices_round_trip() {
        for i in 0..SQUARES as u8 {
            assert_eq!(dense(square_of(i)), Some(i));
        }
        for index in 0..=u8::MAX {
            let square = Square::from_index(index);
            let (file, rank) = (square.file().index(), square.rank().index());
            let expected = (file < SIDE && rank < SIDE).then(|| rank * SIDE + file);
            assert_eq!(dense(square), expected, "{square}");
        }
        assert_eq!(dense("k1".parse().unwrap()), None);
        assert_eq!(dense("a11".parse().unwrap()), None);
        assert_eq!(square_of(99).to_string(), "j10");
        assert_eq!(step(0, -1, 0), None);
        assert_eq!(step(0, 1, 1), Some(11));
        assert_eq!(Bits(0b1010).collect::<Vec<_>>(), [1, 3]);
        // Both halves of the set, lowest first, the top bit included.
        let set = 1 | 1 << 63 | 1 << 64 | 1 << 99 | 1 << 127;
        assert_eq!(Bits(set).collect::<Vec<_>>(), [0, 63, 64, 99, 127]);
        assert_eq!(Bits(1 << 70).collect::<Vec<_>>(), [70]);
        assert_eq!(Bits(0).next(), None);
    }

    #[test]
    fn one_square_sets_of_indices_past_the_table_are_empty() {
        // "No square" markers (u8::MAX) and any index of 128 or more give
        // the empty set, as documented, instead of a panic or an overflow.
        assert_eq!(bit(127), 1 << 127);
        assert_eq!(bit(128), 0);
        assert_eq!(bit(u8::MAX), 0);
    }

    #[test]
    fn within_three_is_the_union_of_the_blocks_around_each_square() {
        let block = |square: u8| {
            let mut set = 0;
            for df in -3..=3 {
                for dr in -3..=3 {
                    if let Some(near) = step(square, df, dr) {
                        set |= bit(near);
                    }
                }
            }
            set
        };
        for square in 0..SQUARES as u8 {
            assert_eq!(within_three(bit(square)), block(square), "{square}");
        }
        // Sets of several squares, corners and edges included.
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        let mut random_set = move || {
            let mut word = || {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                u128::from(state)
            };
            // Two random 128-bit words ANDed: about a quarter of the squares.
            (word() | word() << 64) & (word() | word() << 64) & BOARD
        };
        for round in 0..2_000 {
            // Dense sets, and sparse ones of a few squares.
            let set = if round % 2 == 0 { random_set() } else { random_set() & random_set() & random_set() };
            let union = Bits(set).fold(0, |union, square| union | block(square));
            assert_eq!(within_three(set), union, "{set:#x}");
        }
        assert_eq!(within_three(0), 0);
        assert_eq!(within_three(BOARD), BOARD);
    }
}
