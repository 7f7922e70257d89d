//! The bundled variants: each compiles, starts, and counts perft as
//! Fairy-Stockfish does.
//!
//! The numbers are Fairy-Stockfish's (commit
//! c19b5f6c66894fdb0e88d0dd100e3885f744760a of 2026-07-23, `go perft N`
//! after `setoption name UCI_Variant value <name>` and `position
//! startpos`, on 2026-12-06; its built-in variants of the same names, and
//! for customchess this crate's section loaded with `VariantPath`;
//! nocheckatomic, atomic, duck and amazons are Fairy-Stockfish built-ins
//! too). The
//! octopus variant has a piece Fairy-Stockfish cannot read; its numbers
//! are this crate's own, pinned against change. Nor can it read
//! sciroccofile (Scirocco written with boardkit's extensions): its numbers
//! are boardkit-scirocco's pinned perft of the same start position, which
//! tests/scirocco_file.rs also compares live.

use boardkit_variant::{VariantGame, Variants, variant};

/// Start-position perft from depth 1 (depths with large counts only with
/// `--ignored`).
const START: [(&str, &[u64]); 41] = [
    ("chess", &[20, 400, 8902, 197_281]),
    ("capablanca", &[28, 784, 25_228, 805_128]),
    ("gothic", &[28, 784, 25_283, 808_984]),
    ("embassy", &[28, 784, 25_281, 809_539]),
    ("janus", &[28, 782, 24_747, 772_074]),
    ("almost", &[22, 484, 11_895, 290_522]),
    ("chigorin", &[26, 416, 11_408, 229_973]),
    ("shatranj", &[16, 256, 4176, 68_122]),
    ("courier", &[26, 678, 18_406, 500_337]),
    ("makruk", &[23, 529, 12_012, 273_026]),
    ("grand", &[65, 4225, 259_514, 15_921_643]),
    ("kingofthehill", &[20, 400, 8902, 197_281]),
    ("racingkings", &[21, 421, 11_264, 296_242]),
    ("knightmate", &[18, 324, 6765, 139_774]),
    ("gardner", &[7, 53, 506, 4775]),
    ("losalamos", &[10, 100, 1212, 14_332]),
    ("breakthrough", &[22, 484, 11_132, 256_036]),
    ("extinction", &[20, 400, 8902, 197_742]),
    ("giveaway", &[20, 400, 8067, 153_299]),
    ("antichess", &[20, 400, 8067, 153_299]),
    ("losers", &[20, 400, 8067, 152_955]),
    ("customchess", &[24, 576, 15_382, 403_272]),
    ("octopus", &[20, 400, 8586, 183_862]),
    ("sciroccofile", &[21, 441, 10_874, 268_223]),
    ("nocheckatomic", &[20, 400, 8902, 197_779]),
    ("atomic", &[20, 400, 8902, 197_326]),
    ("duck", &[640, 379_440]),
    ("amazons", &[2176, 4_307_152]),
    ("crazyhouse", &[20, 400, 8902, 197_281]),
    ("loop", &[20, 400, 8902, 197_281]),
    ("chessgi", &[20, 400, 8902, 197_281]),
    ("pocketknight", &[52, 2565, 88_617, 3_071_267]),
    ("capahouse", &[28, 784, 25_228, 805_128]),
    ("minishogi", &[14, 181, 2512, 35_401]),
    ("shogi", &[30, 900, 25_470, 719_731]),
    ("judkins", &[20, 336, 6183, 118_345]),
    ("gorogoro", &[16, 250, 4166, 67_517]),
    ("euroshogi", &[25, 625, 15_424, 380_499]),
    ("torishogi", &[17, 288, 5430, 103_857]),
    ("seirawan", &[28, 784, 24_830, 782_599]),
    ("shouse", &[92, 7944, 546_694, 36_857_065]),
];

/// Start-position perft one ply deeper where drops first count (the
/// captured pieces of the first plies dropped), Fairy-Stockfish's numbers
/// as above; run with `--ignored`.
const START_DEEPER: [(&str, u32, u64); 5] = [
    ("crazyhouse", 5, 4_888_832),
    ("loop", 5, 4_888_832),
    ("chessgi", 5, 4_889_167),
    ("minishogi", 5, 533_203),
    ("gorogoro", 5, 1_186_299),
];

#[test]
fn every_bundled_variant_compiles_and_is_pinned() {
    let file = Variants::parse(boardkit_variant::BUNDLED_INI).expect("the bundled file reads");
    let names: Vec<&str> = file.names().collect();
    assert_eq!(names.len(), START.len(), "{names:?}");
    for (name, _) in START {
        assert!(names.contains(&name), "{name} is not bundled");
        assert_eq!(Variants::bundled().get(name).map(|rules| rules.name()), Some(name));
    }
}

#[test]
fn start_perft() {
    for (name, counts) in START {
        let game = VariantGame::new(variant(name).expect("bundled")).expect("start position");
        for (depth, &expected) in (1..).zip(counts) {
            if expected > 300_000 {
                continue;
            }
            assert_eq!(game.perft(depth), expected, "{name} depth {depth}");
        }
    }
}

#[test]
#[ignore = "deep: run with --release"]
fn start_perft_deeper_with_drops() {
    for (name, depth, expected) in START_DEEPER {
        let game = VariantGame::new(variant(name).expect("bundled")).expect("start position");
        assert_eq!(game.perft(depth), expected, "{name} depth {depth}");
    }
}

#[test]
#[ignore = "deep: run with --release"]
fn start_perft_deep() {
    for (name, counts) in START {
        let game = VariantGame::new(variant(name).expect("bundled")).expect("start position");
        for (depth, &expected) in (1..).zip(counts) {
            if expected > 300_000 {
                assert_eq!(game.perft(depth), expected, "{name} depth {depth}");
            }
        }
    }
}

/// Positions reached by random play (Fairy-Stockfish's FEN), perft 3.
#[test]
fn random_positions_perft() {
    let data = include_str!("data/bundled_random.txt");
    let mut checked = 0;
    for line in data.lines().filter(|line| !line.starts_with('#') && !line.is_empty()) {
        let fields: Vec<&str> = line.split('|').collect();
        let [name, fen, depth, nodes] = fields[..] else { panic!("bad line {line}") };
        let game = VariantGame::from_fen(variant(name).expect("bundled"), fen).expect("FEN reads");
        // Fairy-Stockfish's FEN comes back as written.
        assert_eq!(game.fen(), fen, "{name}");
        assert_eq!(game.perft(depth.parse().unwrap()), nodes.parse::<u64>().unwrap(), "{name} {fen}");
        checked += 1;
    }
    assert_eq!(checked, 206);
}
