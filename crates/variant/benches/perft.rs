//! Perft through the `Game` trait (`boardkit_core::perft`: every node is
//! generated, played and counted as a search would) on chess, Capablanca,
//! Courier and two variants with custom pieces: the positions and depths of
//! the Fairy-Stockfish comparison in docs/variants.md (which adds
//! Wildebeest, a section of Fairy-Stockfish's own file, not bundled here).

use boardkit_core::perft;
use boardkit_variant::{VariantGame, variant};

fn main() {
    divan::main();
}

fn game(name: &str, fen: Option<&str>) -> VariantGame {
    let rules = variant(name).expect("bundled variant");
    match fen {
        Some(fen) => VariantGame::from_fen(rules, fen).expect("valid FEN"),
        None => VariantGame::new(rules).expect("valid start"),
    }
}

#[divan::bench(sample_count = 10)]
fn chess_start_5() -> u64 {
    perft(&game("chess", None), 5)
}

#[divan::bench(sample_count = 10)]
fn chess_kiwipete_4() -> u64 {
    perft(&game("chess", Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")), 4)
}

#[divan::bench(sample_count = 10)]
fn capablanca_start_4() -> u64 {
    perft(&game("capablanca", None), 4)
}

#[divan::bench(sample_count = 10)]
fn courier_start_4() -> u64 {
    perft(&game("courier", None), 4)
}

#[divan::bench(sample_count = 10)]
fn customchess_start_4() -> u64 {
    perft(&game("customchess", None), 4)
}

#[divan::bench(sample_count = 10)]
fn customchess_start_5() -> u64 {
    perft(&game("customchess", None), 5)
}

#[divan::bench(sample_count = 10)]
fn octopus_start_4() -> u64 {
    perft(&game("octopus", None), 4)
}
