//! The stable-toolchain smoke run of the fuzz checks, shared by the
//! facade's `tests/fuzz_smoke.rs` and boardkit-xboard's: random bytes, the
//! seed inputs, then mutated seeds, through one check. (Included by path;
//! not part of the fuzz crate's library.)

use boardkit::core::{RandomSource, SplitMix64};

/// Runs `check` on `inputs` random byte strings, on every seed, and on
/// `inputs` random edits of the seeds (none without seeds); the generator
/// is seeded from the target's name, so every run is the same.
pub(crate) fn run_check(target: &str, check: fn(&[u8]), seeds: &[Vec<u8>], inputs: usize) {
    let mut rng = SplitMix64::new(0x5eed ^ target.len() as u64);
    for _ in 0..inputs {
        let length = (rng.next_u64() % 96) as usize;
        let bytes: Vec<u8> = (0..length).map(|_| rng.next_u64() as u8).collect();
        check(&bytes);
    }
    for seed in seeds {
        check(seed);
    }
    for i in 0..if seeds.is_empty() { 0 } else { inputs } {
        let bytes = mutate(&seeds[i % seeds.len()], &mut rng);
        check(&bytes);
    }
}

/// One random edit: flip, insert, delete or truncate.
fn mutate(seed: &[u8], rng: &mut SplitMix64) -> Vec<u8> {
    let mut bytes = seed.to_vec();
    for _ in 0..=rng.next_u64() % 3 {
        let at = if bytes.is_empty() { 0 } else { (rng.next_u64() % bytes.len() as u64) as usize };
        let byte = rng.next_u64() as u8;
        match rng.next_u64() % 4 {
            0 if at < bytes.len() => bytes[at] ^= 1 << (byte % 8),
            1 => bytes.insert(at, byte),
            2 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => bytes.truncate(at),
        }
    }
    bytes
}
