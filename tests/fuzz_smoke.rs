//! A short, stable-toolchain run of the fuzz checks: the same functions the
//! cargo-fuzz targets call (`fuzz/src/checks.rs`), fed with seeded random
//! bytes and with mutations of valid texts, a few hundred inputs per target.
//! The long runs are `scripts/fuzz.sh <target|all> <seconds>` (nightly).
#![cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers", feature = "serde"))]

#[path = "../fuzz/src/checks.rs"]
#[allow(dead_code, unreachable_pub, missing_docs)]
mod checks;

use boardkit::betza::catalog;
use boardkit::core::{Game, RandomSource, SplitMix64};
use boardkit::scirocco::{STARTPOS_FEN, Scirocco};
use boardkit::sirocco::{Board, Sirocco};
use boardkit::towers::{Config, Towers};

/// Inputs per target: random bytes, then as many mutated seeds.
const INPUTS: usize = 150;

/// Valid inputs of each target, which mutations start from.
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let texts: Vec<String> = match target {
        "betza" => catalog::SCIROCCO.iter().chain(catalog::CHESS).map(|(_, t)| format!("\x07\x09{t}")).collect(),
        "square" => vec!["a1".into(), "p16".into(), "j10".into()],
        "scirocco_text" => vec![STARTPOS_FEN.into(), Scirocco::startpos().to_string(), "startpos moves e3e4".into()],
        "scirocco_move" => Scirocco::startpos().legal_moves().iter().map(|m| m.to_string()).collect(),
        "sirocco_text" => (2..=4).filter_map(|n| Sirocco::new(n).ok()).map(|g| g.to_string()).collect(),
        "sirocco_move" => vec!["roll 3".into(), "a1-c3".into(), "pass".into()],
        "sirocco_board" => vec![Board::reference().to_spec().with_name("copy").to_string()],
        "towers_text" => vec![Towers::startpos().to_string(), Towers::new(Config::default()).to_string()],
        "towers_action" => Towers::startpos().legal_moves().iter().map(|m| m.to_string()).collect(),
        "serde_json" => vec![
            "\x00\"mWcF\"".into(),
            format!("\x08{}", serde_json::to_string(&Sirocco::new(3).expect("3 players")).expect("json")),
            "\x0b{\"width\":6,\"height\":6,\"balls\":2,\"repetition_draw\":true,\"ply_limit\":null}".into(),
            "\x07\"0x01\"".into(),
            "\x0e{\"SharedWin\":[\"SW\",\"NE\"]}".into(),
        ],
        _ => Vec::new(),
    };
    texts.into_iter().map(String::into_bytes).collect()
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

#[test]
fn every_fuzz_check_holds_on_random_and_mutated_inputs() {
    for (target, check) in checks::TARGETS {
        let mut rng = SplitMix64::new(0x5eed ^ target.len() as u64);
        for _ in 0..INPUTS {
            let length = (rng.next_u64() % 96) as usize;
            let bytes: Vec<u8> = (0..length).map(|_| rng.next_u64() as u8).collect();
            check(&bytes);
        }
        let seeds = seeds(target);
        for seed in &seeds {
            check(seed);
        }
        for i in 0..if seeds.is_empty() { 0 } else { INPUTS } {
            let bytes = mutate(&seeds[i % seeds.len()], &mut rng);
            check(&bytes);
        }
    }
}

#[test]
fn the_smoke_test_covers_every_fuzz_target() {
    let targets = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/fuzz/fuzz_targets")).expect("fuzz_targets");
    let mut names: Vec<String> =
        targets.filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".rs").map(str::to_string)).collect();
    names.sort();
    let mut covered: Vec<String> = checks::TARGETS.iter().map(|(name, _)| name.to_string()).collect();
    covered.sort();
    assert_eq!(names, covered);
}
