//! A set of squares of a board up to 16×16, indexed like
//! [`boardkit_geometry::Square::index`] (`rank * 16 + file`).

/// A set of up to 256 squares: four 64-bit words, one per four ranks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct Bb(pub(crate) [u64; 4]);

impl Bb {
    /// No squares.
    pub(crate) const EMPTY: Bb = Bb([0; 4]);

    /// Adds a square.
    #[inline]
    pub(crate) fn insert(&mut self, square: u8) {
        self.0[usize::from(square >> 6)] |= 1u64 << (square & 63);
    }

    /// Removes a square.
    #[inline]
    pub(crate) fn remove(&mut self, square: u8) {
        self.0[usize::from(square >> 6)] &= !(1u64 << (square & 63));
    }

    /// Whether the square is in the set.
    #[inline]
    pub(crate) fn contains(self, square: u8) -> bool {
        self.0[usize::from(square >> 6)] >> (square & 63) & 1 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub(crate) fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// Whether the two sets share a square.
    #[inline]
    pub(crate) fn intersects(self, other: Bb) -> bool {
        ((self.0[0] & other.0[0]) | (self.0[1] & other.0[1]) | (self.0[2] & other.0[2]) | (self.0[3] & other.0[3])) != 0
    }

    /// Whether every square of `self` is in `other`.
    #[inline]
    pub(crate) fn is_subset(self, other: Bb) -> bool {
        (self & !other).is_empty()
    }

    /// Whether the set has exactly one square.
    #[inline]
    pub(crate) fn is_single(self) -> bool {
        let mut seen = false;
        for word in self.0 {
            if word != 0 {
                if seen || word & (word - 1) != 0 {
                    return false;
                }
                seen = true;
            }
        }
        seen
    }

    /// How many squares.
    #[inline]
    pub(crate) fn count(self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    /// The squares in increasing order.
    #[inline]
    pub(crate) fn iter(self) -> BbIter {
        BbIter { bb: self, word: 0 }
    }
}

impl core::ops::BitAnd for Bb {
    type Output = Bb;
    #[inline]
    fn bitand(self, other: Bb) -> Bb {
        Bb([self.0[0] & other.0[0], self.0[1] & other.0[1], self.0[2] & other.0[2], self.0[3] & other.0[3]])
    }
}

impl core::ops::BitOr for Bb {
    type Output = Bb;
    #[inline]
    fn bitor(self, other: Bb) -> Bb {
        Bb([self.0[0] | other.0[0], self.0[1] | other.0[1], self.0[2] | other.0[2], self.0[3] | other.0[3]])
    }
}

impl core::ops::BitOrAssign for Bb {
    #[inline]
    fn bitor_assign(&mut self, other: Bb) {
        *self = *self | other;
    }
}

impl core::ops::BitAndAssign for Bb {
    #[inline]
    fn bitand_assign(&mut self, other: Bb) {
        *self = *self & other;
    }
}

impl core::ops::Not for Bb {
    type Output = Bb;
    #[inline]
    fn not(self) -> Bb {
        Bb([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

/// The squares of a [`Bb`], lowest first.
pub(crate) struct BbIter {
    bb: Bb,
    word: usize,
}

impl Iterator for BbIter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        while self.word < 4 {
            let bits = self.bb.0[self.word];
            if bits != 0 {
                self.bb.0[self.word] = bits & (bits - 1);
                // At most 4 * 64 = 256 squares: the index fits a u8.
                return Some((self.word * 64) as u8 + bits.trailing_zeros() as u8);
            }
            self.word += 1;
        }
        None
    }
}
