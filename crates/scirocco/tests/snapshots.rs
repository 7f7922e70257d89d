//! insta snapshots: move lists of crafted positions, a seeded playthrough,
//! the perft divide of the start position, the start position diagram.

use std::fmt::Write;

use boardkit_core::{RandomSource, SplitMix64};
use boardkit_scirocco::{Position, Scirocco, StartArray, perft_divide};

/// Every pseudo-legal move of a position: coordinate and readable forms.
fn move_list(fen: &str) -> String {
    let position: Position = fen.parse().unwrap();
    let mut out = format!("{fen}\n{}", position.diagram());
    for mv in position.pseudo_legal_moves() {
        let _ = writeln!(out, "{:<8} {}", mv.to_string(), position.readable(&mv).unwrap());
    }
    out
}

#[test]
fn start_position_diagram_and_moves() {
    insta::assert_snapshot!(move_list(boardkit_scirocco::STARTPOS_FEN));
}

#[test]
fn relays_promotions_and_special_captures() {
    // Dervish g5 with pawns f4 and h5 (the rules' example), a Harpy e2 seeing a Camel on e4,
    // a Zig, a Zag and a Genie next to Tan pieces, a Pawn and a King about to promote.
    insta::assert_snapshot!(move_list("k9/2P1K5/10/3p6/6+Vp2/1+w3PV1P1/1+Fp1C5/p+D8/4+V5/9p b"));
}

#[test]
fn octopus_spider_wagon_vulture() {
    insta::assert_snapshot!(move_list("k9/10/2p7/10/3+H2+O3/10/2P1+S3p1/10/P9/O4K4 b"));
}

#[test]
fn crafted_middlegame_moves() {
    insta::assert_snapshot!(move_list(
        "y2+s1p1+hv1/+p2u4+v1/5pp+y2/T1+A1Pp2+di/aco+g3P+k+M/1WK4+n1D/+FPp1+U2F+w1/1H2+C1P1M1/3+ON5/3+IS+T2G1 t 50"
    ));
}

#[test]
fn perft_divide_of_the_start_position() {
    let mut out = String::new();
    let divide = perft_divide(&Position::startpos(), 3);
    for (mv, nodes) in &divide {
        let _ = writeln!(out, "{mv} {nodes}");
    }
    let _ = writeln!(out, "nodes {}", divide.iter().map(|(_, n)| n).sum::<u64>());
    insta::assert_snapshot!(out);
}

#[test]
fn seeded_playthrough() {
    let mut rng = SplitMix64::new(2026);
    let arrays: Vec<StartArray> = StartArray::all().collect();
    let array = arrays[rng.below(512) as usize];
    let mut game = Scirocco::from_array(array);
    let mut out = format!("array: {array}\n");
    for ply in 0..400 {
        // Chosen from the moves sorted by text, so the transcript does not depend on generation order.
        let mut moves: Vec<_> = game.legal_moves().to_vec();
        if moves.is_empty() {
            break;
        }
        moves.sort_by_key(|m| m.to_string());
        let mv = moves[rng.below(moves.len() as u64) as usize];
        let readable = game.position().readable(&mv).unwrap();
        let _ = writeln!(out, "{ply:>3} {} ({} moves) {mv} {readable}", game.position(), moves.len());
        game.play(&mv).unwrap();
    }
    let _ = writeln!(out, "final: {}\n{}", game.position(), game.position().diagram());
    let _ = writeln!(out, "outcome: {}", game.outcome().map_or("ongoing".to_string(), |o| o.to_string()));
    insta::assert_snapshot!(out);
}
