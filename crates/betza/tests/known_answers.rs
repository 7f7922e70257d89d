//! The known answers listed at the end of BETZA.md.

mod common;

use boardkit_betza::Forward;
use common::*;

#[test]
fn halves_and_chiral_halves_on_7x7() {
    let g = grid(7, 7);
    let on = |text: &str| moves(text, g, "d4", Forward::Up, &Board::default());
    assert_eq!(on("lhN"), sorted(&["c2", "b3", "b5", "c6"]));
    assert_eq!(on("rhN"), sorted(&["e2", "f3", "f5", "e6"]));
    assert_eq!(on("hlN"), sorted(&["e2", "b3", "f5", "c6"]));
    assert_eq!(on("hrN"), sorted(&["c2", "f3", "b5", "e6"]));
}

#[test]
fn direction_letters_on_10x10() {
    let g = grid(10, 10);
    let on = |text: &str| moves(text, g, "e5", Forward::Up, &Board::default());
    assert_eq!(on("flN"), targets(g, "e5", &[(-2, 1)]));
    assert_eq!(on("lfN"), targets(g, "e5", &[(-1, 2)]));
    assert_eq!(on("fsN"), targets(g, "e5", &[(-2, 1), (2, 1)]));
    assert_eq!(on("vN"), targets(g, "e5", &[(1, 2), (-1, 2), (1, -2), (-1, -2)]));
    assert_eq!(on("sN"), targets(g, "e5", &[(2, 1), (-2, 1), (2, -1), (-2, -1)]));
    assert_eq!(on("fsW"), targets(g, "e5", &[(0, 1), (1, 0), (-1, 0)]));
    assert_eq!(on("flF"), targets(g, "e5", &[(-1, 1)]));
}

#[test]
fn black_sees_the_movement_turned_half_a_turn() {
    let g = grid(10, 10);
    let black = |text: &str| moves(text, g, "e5", Forward::Down, &Board::default());
    // Black's forward-left leap is the board's (+2, -1): its left is the board's right.
    assert_eq!(black("flN"), targets(g, "e5", &[(2, -1)]));
    assert_eq!(black("fsW"), targets(g, "e5", &[(0, -1), (1, 0), (-1, 0)]));
    let enemies = Board::new(&[], &["d4", "f4", "d6", "f6"]);
    let pawn = moves("fmWfcF", g, "e5", Forward::Down, &enemies);
    assert_eq!(pawn, ["d4 xd4", "e4", "f4 xf4"]);
}

#[test]
fn lame_leaps_and_grasshopper_with_blockers() {
    let g = grid(10, 10);
    // Friendly pieces on (0,1) and (1,1) from e5.
    let board = Board::new(&["e6", "f6"], &[]);
    let on = |text: &str| moves(text, g, "e5", Forward::Up, &board);
    assert_eq!(on("nN"), targets(g, "e5", &[(2, 1), (-2, 1), (2, -1), (-2, -1), (1, -2), (-1, -2)]));
    assert_eq!(on("nA"), targets(g, "e5", &[(-2, 2), (2, -2), (-2, -2)]));
    assert_eq!(on("nD"), targets(g, "e5", &[(2, 0), (-2, 0), (0, -2)]));
    assert_eq!(on("gQ"), targets(g, "e5", &[(0, 2), (2, 2)]));
}

#[test]
fn counts_on_an_empty_10x10_board() {
    for (text, count) in [("R4", 16), ("NB4", 24), ("NR4", 24), ("CN", 16), ("mBcRK", 21)] {
        assert_eq!(empty10(text, "e5").len(), count, "{text}");
    }
}
