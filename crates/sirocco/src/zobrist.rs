//! Zobrist keys of a Sirocco state: one per (seat, point) for pawns on the
//! field and grey dots, one per (seat, count) for the pawns on the own base,
//! the arrived pawns and the captures, one per seat to move and per pending
//! throw, and mixed keys for the round and the round limit. The hash of a
//! state is the XOR of the keys of what it holds; play updates it
//! incrementally. The board itself is not hashed (states are compared on one
//! board).

use crate::{MAX_THROW, Seat};

/// A fixed pseudo-random function (SplitMix64's finalizer): the key of a
/// numbered feature.
pub(crate) const fn mix(feature: u64) -> u64 {
    let mut z = feature.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Keys per seat and value 0..256 of one kind of feature (`salt`).
const fn table(salt: u64) -> [[u64; 256]; 4] {
    let mut keys = [[0u64; 256]; 4];
    let mut seat = 0;
    while seat < 4 {
        let mut value = 0;
        while value < 256 {
            keys[seat][value] = mix(salt << 16 | (seat as u64) << 8 | value as u64);
            value += 1;
        }
        seat += 1;
    }
    keys
}

/// A pawn of the seat on the point (by id).
pub(crate) static FIELD: [[u64; 256]; 4] = table(1);
/// The seat has this many pawns on its own base.
pub(crate) static HOME: [[u64; 256]; 4] = table(2);
/// The seat has this many pawns in its goal base.
pub(crate) static ARRIVED: [[u64; 256]; 4] = table(3);
/// The seat has captured this many pawns.
pub(crate) static CAPTURED: [[u64; 256]; 4] = table(4);

/// The seat to move (to throw or to move).
pub(crate) fn to_move(seat: Seat) -> u64 {
    TO_MOVE[seat.index()]
}

const TO_MOVE: [u64; 4] = [mix(5 << 16), mix(5 << 16 | 1), mix(5 << 16 | 2), mix(5 << 16 | 3)];

/// The pending throw (`None`: 0, no key).
pub(crate) fn throw(throw: Option<u8>) -> u64 {
    match throw {
        Some(face) if face <= MAX_THROW => THROW[usize::from(face)],
        Some(face) => mix(6 << 16 | u64::from(face)),
        None => 0,
    }
}

const THROW: [u64; 7] =
    [0, mix(6 << 16 | 1), mix(6 << 16 | 2), mix(6 << 16 | 3), mix(6 << 16 | 4), mix(6 << 16 | 5), mix(6 << 16 | 6)];

/// The round number.
pub(crate) fn round(round: u32) -> u64 {
    mix(7 << 40 | u64::from(round))
}

/// The round limit (`None`: 0).
pub(crate) fn round_limit(limit: Option<u32>) -> u64 {
    limit.map_or(0, |limit| mix(8 << 40 | u64::from(limit)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every key of every feature is nonzero and differs from every other,
    /// so no two features cancel or stand in for each other in a hash.
    #[test]
    fn every_key_is_distinct_and_nonzero() {
        let mut seen = HashSet::new();
        let mut add = |key: u64, what: &str| assert!(key != 0 && seen.insert(key), "{what}: {key:#x}");
        for (name, keys) in [("field", &FIELD), ("home", &HOME), ("arrived", &ARRIVED), ("captured", &CAPTURED)] {
            for (seat, row) in keys.iter().enumerate() {
                for (value, &key) in row.iter().enumerate() {
                    add(key, &format!("{name} seat {seat} value {value}"));
                }
            }
        }
        for seat in Seat::ALL {
            add(to_move(seat), &format!("{} to move", seat.name()));
        }
        for face in 1..=u8::MAX {
            add(throw(Some(face)), &format!("throw {face}"));
        }
        for value in 0..1_000 {
            add(round(value), &format!("round {value}"));
            add(round_limit(Some(value)), &format!("round limit {value}"));
        }
        assert_eq!(throw(None), 0, "no throw pending: no key");
        assert_eq!(round_limit(None), 0, "no round limit: no key");
        assert_eq!(seen.len(), 4 * 4 * 256 + 4 + 255 + 2_000);
    }

    /// The keys look random: each of the 64 bits is set in about half of
    /// the 4,096 keys of the tables (expected 2,048, standard deviation 32;
    /// a weakened mix sets some bits in three keys of four).
    #[test]
    fn every_key_bit_is_set_in_about_half_the_keys() {
        let keys: Vec<u64> = FIELD.iter().chain(&HOME).chain(&ARRIVED).chain(&CAPTURED).flatten().copied().collect();
        assert_eq!(keys.len(), 4 * 4 * 256);
        for bit in 0..64 {
            let set = keys.iter().filter(|&&k| k >> bit & 1 == 1).count() as f64 / keys.len() as f64;
            assert!((0.47..=0.53).contains(&set), "bit {bit} is set in {set:.3} of the keys");
        }
    }
}
