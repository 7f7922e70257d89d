//! Perft through the `Game` trait on chess, Capablanca and two variants
//! with custom pieces.

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

#[divan::bench]
fn chess_start_4() -> u64 {
    perft(&game("chess", None), 4)
}

#[divan::bench]
fn chess_kiwipete_3() -> u64 {
    perft(&game("chess", Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")), 3)
}

#[divan::bench]
fn capablanca_start_3() -> u64 {
    perft(&game("capablanca", None), 3)
}

#[divan::bench]
fn courier_start_3() -> u64 {
    perft(&game("courier", None), 3)
}

#[divan::bench]
fn customchess_start_3() -> u64 {
    perft(&game("customchess", None), 3)
}

#[divan::bench]
fn octopus_start_3() -> u64 {
    perft(&game("octopus", None), 3)
}
