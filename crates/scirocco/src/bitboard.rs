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
    let file = square.file().index();
    let rank = square.rank().index();
    if file < SIDE && rank < SIDE { Some(rank * SIDE + file) } else { None }
}

/// The square of a dense index (callers pass `0..100`).
#[inline]
pub(crate) const fn square_of(index: u8) -> Square {
    Square::from_index((index / SIDE) * 16 + index % SIDE)
}

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
/// empty set instead of overflowing.
#[inline]
pub(crate) const fn bit(index: u8) -> u128 {
    if (index as usize) < BITS.len() { BITS[index as usize] } else { 0 }
}

/// `BITS[i]` is `1 << i`.
static BITS: [u128; 128] = {
    let mut bits = [0u128; 128];
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
        if self.0 == 0 {
            None
        } else {
            let index = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(index)
        }
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
        assert_eq!(dense("k1".parse().unwrap()), None);
        assert_eq!(dense("a11".parse().unwrap()), None);
        assert_eq!(square_of(99).to_string(), "j10");
        assert_eq!(step(0, -1, 0), None);
        assert_eq!(step(0, 1, 1), Some(11));
        assert_eq!(Bits(0b1010).collect::<Vec<_>>(), [1, 3]);
    }
}
