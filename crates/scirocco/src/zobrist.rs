//! Zobrist keys: one random 64-bit key per (piece, square) and one for
//! "Tan to move", fixed at compile time, so the hash of a position is the XOR
//! of the keys of what is on the board. The repetition rule compares these.

use crate::bitboard::SQUARES;

/// Piece codes are below 101 (see `Piece::code`).
const CODES: usize = 101;

/// Keys indexed by piece code (row 0 unused) and dense square.
pub(crate) static PIECE_SQUARE: [[u64; SQUARES]; CODES] = {
    let mut keys = [[0u64; SQUARES]; CODES];
    let mut state: u64 = 0x5C12_0CC0_2009_0001;
    let mut code = 1;
    while code < CODES {
        let mut square = 0;
        while square < SQUARES {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            keys[code][square] = mix(state);
            square += 1;
        }
        code += 1;
    }
    keys
};

/// XORed in when Tan is to move.
pub(crate) const TAN_TO_MOVE: u64 = mix(0xD1B5_4A32_D192_ED03);

const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of the piece with `code` on dense square `square`.
#[inline]
pub(crate) const fn key(code: u8, square: u8) -> u64 {
    PIECE_SQUARE[code as usize][square as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut seen = HashSet::new();
        for row in &PIECE_SQUARE[1..] {
            for &k in row {
                assert!(k != 0 && seen.insert(k));
            }
        }
        assert!(seen.insert(TAN_TO_MOVE));
    }

    /// The repetition rule compares hashes only, so the keys must look
    /// random: each of the 64 bits is set in about half of the 10,000 keys
    /// (expected 5,000, standard deviation 50; a weakened mix sets some bits
    /// in three keys of four), and so is each bit of the XOR of neighbouring
    /// keys (what one move changes in a hash).
    #[test]
    fn every_key_bit_is_set_in_about_half_the_keys() {
        let keys: Vec<u64> = PIECE_SQUARE[1..].iter().flatten().copied().collect();
        assert_eq!(keys.len(), 10_000);
        let balanced = |values: &[u64], what: &str| {
            for bit in 0..64 {
                let set = values.iter().filter(|&&k| k >> bit & 1 == 1).count() as f64 / values.len() as f64;
                assert!((0.47..=0.53).contains(&set), "{what}: bit {bit} is set in {set:.3} of them");
            }
        };
        balanced(&keys, "keys");
        let steps: Vec<u64> = keys.windows(2).map(|pair| pair[0] ^ pair[1]).collect();
        balanced(&steps, "XORs of neighbouring keys");
    }
}
