//! Perft parity with Fairy-Stockfish on the sections of its own
//! `src/variants.ini` that this crate reads. The file is Fairy-Stockfish's
//! (GPL), so it is not in this repository: point
//! `BOARDKIT_FSF_VARIANTS_INI` at it and run the ignored tests:
//!
//! ```text
//! BOARDKIT_FSF_VARIANTS_INI=/path/to/Fairy-Stockfish/src/variants.ini \
//!     cargo test --release -p boardkit-variant --test fsf_variants_ini -- --ignored
//! ```
//!
//! The numbers (`tests/data/fsf_variants_ini.txt`) are Fairy-Stockfish's,
//! with their provenance in the file's header.

use std::collections::BTreeSet;

use boardkit_variant::{VariantGame, Variants};

fn fsf_file() -> String {
    let path = std::env::var("BOARDKIT_FSF_VARIANTS_INI")
        .expect("set BOARDKIT_FSF_VARIANTS_INI to Fairy-Stockfish's src/variants.ini");
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

#[test]
#[ignore = "needs Fairy-Stockfish's variants.ini (BOARDKIT_FSF_VARIANTS_INI)"]
fn sections_read_and_refused() {
    let (variants, refused) = Variants::parse_each(&fsf_file()).expect("the file is INI");
    assert_eq!(variants.iter().count(), 94, "accepted");
    assert_eq!(refused.len(), 49, "refused");
    let data = include_str!("data/fsf_variants_ini.txt");
    let pinned: BTreeSet<&str> =
        data.lines().filter(|line| !line.starts_with('#')).filter_map(|line| line.split('|').next()).collect();
    let read: BTreeSet<&str> = variants.names().collect();
    assert_eq!(pinned, read);
}

#[test]
#[ignore = "needs Fairy-Stockfish's variants.ini (BOARDKIT_FSF_VARIANTS_INI)"]
fn perft_parity() {
    let (variants, _) = Variants::parse_each(&fsf_file()).expect("the file is INI");
    let data = include_str!("data/fsf_variants_ini.txt");
    let mut checked = 0;
    for line in data.lines().filter(|line| !line.starts_with('#') && !line.is_empty()) {
        let fields: Vec<&str> = line.split('|').collect();
        let [name, fen, depth, nodes] = fields[..] else { panic!("bad line {line}") };
        let rules = variants.get(name).unwrap_or_else(|| panic!("{name} not read")).clone();
        let game = if fen == "startpos" { VariantGame::new(rules) } else { VariantGame::from_fen(rules, fen) };
        let game = game.unwrap_or_else(|error| panic!("{name} {fen}: {error}"));
        assert_eq!(game.perft(depth.parse().unwrap()), nodes.parse::<u64>().unwrap(), "{name} {fen}");
        checked += 1;
    }
    assert_eq!(checked, 658);
}
