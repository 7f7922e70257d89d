//! The chessprogramming.org perft suite for chess
//! (<https://www.chessprogramming.org/Perft_Results>): the start position,
//! Kiwipete and positions 3 to 5, and Martin Sedlak's positions for
//! en passant and castling corner cases (TalkChess), at depth 6. Depths that run in well under a second
//! in the test profile run always; the deeper ones are `#[ignore]`d
//! (`cargo test --release -p boardkit-variant -- --ignored`).

use boardkit_core::perft;
use boardkit_variant::{VariantGame, variant};

const POSITIONS: [(&str, &[u64]); 5] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &[20, 400, 8902, 197_281, 4_865_609]),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2039, 97_862, 4_085_603, 193_690_690],
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", &[14, 191, 2812, 43_238, 674_624, 11_030_083]),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", &[6, 264, 9467, 422_333, 15_833_292]),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", &[44, 1486, 62_379, 2_103_487, 89_941_194]),
];

fn check(max_nodes: u64, min_nodes: u64) {
    let rules = variant("chess").expect("chess is built in");
    for (fen, counts) in POSITIONS {
        let game = VariantGame::from_fen(rules.clone(), fen).expect("suite FEN");
        for (depth, &expected) in (1..).zip(counts) {
            if expected > max_nodes || expected < min_nodes {
                continue;
            }
            assert_eq!(game.perft(depth), expected, "{fen} depth {depth}");
        }
    }
}

#[test]
fn suite_shallow() {
    check(100_000, 0);
}

/// Through the `Game` trait's generic perft as well, at depth 2 and 3.
#[test]
fn suite_through_the_trait() {
    let rules = variant("chess").expect("chess is built in");
    for (fen, counts) in POSITIONS {
        let game = VariantGame::from_fen(rules.clone(), fen).expect("suite FEN");
        assert_eq!(perft(&game, 2), counts[1], "{fen}");
        if counts[2] < 30_000 {
            assert_eq!(perft(&game, 3), counts[2], "{fen}");
        }
    }
}

/// Martin Sedlak's positions: illegal en passant captures, en passant
/// giving check, castling giving check, castling rights.
const SEDLAK: [(&str, u32, u64); 7] = [
    ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1_134_888),
    ("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1_015_133),
    ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1_440_467),
    ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661_072),
    ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803_711),
    ("1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 5, 1_063_513),
    ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", 1, 15),
];

#[test]
#[ignore = "deep: a million nodes each, run with --release"]
fn sedlak_positions() {
    let rules = variant("chess").expect("chess is built in");
    for (fen, depth, expected) in SEDLAK {
        let game = VariantGame::from_fen(rules.clone(), fen).expect("FEN");
        assert_eq!(game.perft(depth), expected, "{fen}");
    }
}

#[test]
#[ignore = "deep: millions of nodes, run with --release"]
fn suite_deep() {
    check(u64::MAX, 100_001);
}
