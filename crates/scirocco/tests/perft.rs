//! Perft: pinned vectors from tests/data/perft.txt, and the fast perft
//! against the generic one of boardkit-core (which plays through the `Game`
//! trait, repetition rule included) and against the reference generator.

mod common;

use std::collections::HashSet;

use boardkit_scirocco::{Piece, PieceKind, Position, Scirocco, Setup, perft, perft_divide};

const VECTORS: &str = include_str!("data/perft.txt");

/// (position text, [(depth, nodes)]).
fn vectors() -> Vec<(String, Vec<(u32, u64)>)> {
    let mut out: Vec<(String, Vec<(u32, u64)>)> = Vec::new();
    for line in VECTORS.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(fen) = line.strip_prefix("epd ") {
            out.push((fen.to_string(), Vec::new()));
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let mut parts = rest.split_whitespace().map(|p| p.parse::<u64>().unwrap());
            let (depth, nodes) = (parts.next().unwrap(), parts.next().unwrap());
            out.last_mut().unwrap().1.push((depth as u32, nodes));
        } else {
            panic!("bad line in perft.txt: {line}");
        }
    }
    out
}

fn run(max_nodes: u64) {
    for (fen, counts) in vectors() {
        let position: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, nodes) in counts.into_iter().filter(|(_, n)| *n <= max_nodes) {
            assert_eq!(perft(&position, depth), nodes, "{fen} depth {depth}");
        }
    }
}

#[test]
fn perft_vectors() {
    run(3_000_000);
}

/// `cargo test -p boardkit-scirocco --release --test perft -- --ignored`
#[test]
#[ignore = "deep perft: minutes in a debug build"]
fn deep_perft_vectors() {
    run(u64::MAX);
}

#[test]
fn crafted_positions_hold_every_piece_type() {
    for (fen, _) in vectors().into_iter().skip(1) {
        let position: Position = fen.parse().unwrap();
        let kinds: HashSet<PieceKind> = position.pieces().map(|(_, p)| p.kind).collect();
        assert_eq!(kinds.len(), 36, "{fen}");
    }
}

#[test]
fn fast_perft_equals_the_generic_perft_through_the_game_trait() {
    for (fen, _) in vectors() {
        let position: Position = fen.parse().unwrap();
        let game = Scirocco::from_position(position);
        assert_eq!(boardkit_core::perft(&game, 2), perft(&position, 2), "{fen}");
    }
    let start = Scirocco::startpos();
    assert_eq!(boardkit_core::perft(&start, 3), 10874);
    let divide = boardkit_core::perft_divide(&start, 2);
    let fast = perft_divide(start.position(), 2);
    assert_eq!(divide, fast);
}

/// Perft from the slow reference generator alone.
fn reference_perft(position: &Position, depth: u32) -> u64 {
    let moves = common::reference_moves(position);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut setup = Setup::empty();
            setup.side_to_move = !position.side_to_move();
            setup.pieces = mv
                .board
                .iter()
                .map(|(&(f, r), &piece): (&(i8, i8), &Piece)| {
                    (boardkit_geometry::Square::from_coords(f as u8, r as u8).unwrap(), piece)
                })
                .collect();
            let child = Position::from_setup(&setup).unwrap().with_options(position.options());
            reference_perft(&child, depth - 1)
        })
        .sum()
}

#[test]
fn fast_perft_equals_the_reference_perft() {
    for (fen, counts) in vectors() {
        let position: Position = fen.parse().unwrap();
        let pinned = counts.iter().find(|(d, _)| *d == 2).map(|(_, n)| *n);
        assert_eq!(Some(reference_perft(&position, 2)), pinned, "{fen}");
    }
}

/// The pinned counts once more from the slow reference generator alone, one
/// ply deeper than `fast_perft_equals_the_reference_perft`: depth 3 of every
/// position and depth 4 of the start position, so every pinned count up to
/// depth 3 is backed by two independent generators.
///
/// `cargo test -p boardkit-scirocco --release --test perft -- --ignored`
#[test]
#[ignore = "reference perft: a minute or two in release"]
fn pinned_counts_equal_the_reference_perft_one_ply_deeper() {
    for (index, (fen, counts)) in vectors().into_iter().enumerate() {
        let position: Position = fen.parse().unwrap();
        let deepest = if index == 0 { 4 } else { 3 };
        for (depth, nodes) in counts.into_iter().filter(|(d, _)| *d >= 3 && *d <= deepest) {
            assert_eq!(reference_perft(&position, depth), nodes, "{fen} depth {depth}");
        }
    }
}

/// Depth 0 is the one empty path, and a divide to depth 1 gives every move
/// one path (the recursion's base case, which the deeper counts never reach).
#[test]
fn perft_to_depth_zero_is_one_and_a_divide_to_depth_one_gives_each_move_one_path() {
    for fen in vectors().into_iter().map(|(fen, _)| fen) {
        let position: Position = fen.parse().unwrap();
        assert_eq!(perft(&position, 0), 1, "{fen}");
        let moves = position.pseudo_legal_moves();
        let divide = perft_divide(&position, 1);
        assert_eq!(divide.len(), moves.len(), "{fen}");
        for ((mv, nodes), listed) in divide.iter().zip(&moves) {
            assert_eq!((mv, *nodes), (listed, 1), "{fen}");
        }
        assert!(perft_divide(&position, 0).is_empty(), "{fen}");
    }
}
