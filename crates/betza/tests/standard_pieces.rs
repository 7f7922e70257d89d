//! The standard pieces of orthodox chess, shogi and xiangqi.

mod common;

use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
use common::*;

#[test]
fn chess_pawn_steps_captures_and_double_steps_from_its_initial_square() {
    let g = grid(8, 8);
    let pawn = table("fmWfcFifmnD", g);
    let board = Board::new(&[], &["d3"]);
    let occupancy = |s| board.occupant(s);
    let mut initial: Vec<String> =
        pawn.moves(sq("e2"), Forward::Up, &occupancy, true).iter().map(|m| m.to_string()).collect();
    initial.sort();
    assert_eq!(initial, ["d3 xd3", "e3", "e4"]);
    let later = pawn.moves(sq("e2"), Forward::Up, &occupancy, false);
    assert_eq!(later.len(), 2);
    // Blocked on e3: neither step (the double step is lame).
    let blocked = Board::new(&["e3"], &[]);
    assert!(pawn.moves(sq("e2"), Forward::Up, &|s| blocked.occupant(s), true).is_empty());
    // A piece on e4 only stops the double step; it cannot capture straight ahead.
    let ahead = Board::new(&[], &["e4"]);
    assert_eq!(moves("fmWfcFifmnD", g, "e2", Forward::Up, &ahead).len(), 1);
    // Black's pawn goes down the board.
    let black: Vec<String> =
        pawn.moves(sq("d7"), Forward::Down, &|_| Occupant::Empty, true).iter().map(|m| m.to_string()).collect();
    assert_eq!(black, ["d6", "d5"]);
}

#[test]
fn chess_pieces_on_an_empty_board() {
    let g = grid(8, 8);
    let count = |text: &str, from: &str| moves(text, g, from, Forward::Up, &Board::default()).len();
    assert_eq!(count("N", "a1"), 2);
    assert_eq!(count("N", "d4"), 8);
    assert_eq!(count("B", "d4"), 13);
    assert_eq!(count("R", "d4"), 14);
    assert_eq!(count("Q", "d4"), 27);
    assert_eq!(count("K", "a1"), 3);
}

#[test]
fn shogi_generals_knight_and_lance() {
    let g = grid(9, 9);
    let on = |text: &str, forward| moves(text, g, "e5", forward, &Board::default());
    assert_eq!(on("WfF", Forward::Up), sorted(&["e4", "d5", "f5", "d6", "e6", "f6"]));
    assert_eq!(on("FfW", Forward::Up), sorted(&["d4", "f4", "d6", "e6", "f6"]));
    assert_eq!(on("fN", Forward::Up), sorted(&["d7", "f7"]));
    assert_eq!(on("fN", Forward::Down), sorted(&["d3", "f3"]));
    assert_eq!(on("fW", Forward::Up), ["e6"]);
    let board = Board::new(&[], &["e8"]);
    assert_eq!(moves("fR", g, "e5", Forward::Up, &board), ["e6", "e7", "e8 xe8"]);
    assert_eq!(on("RF", Forward::Up).len(), 16 + 4);
    assert_eq!(on("BW", Forward::Up).len(), 16 + 4);
}

#[test]
fn xiangqi_cannon_horse_elephant_soldier() {
    let g = grid(9, 10);
    // Cannon on e5: own e7 is the screen, enemy e9 behind it is captured; the
    // empty e8 is no move (the cannon only moves without hopping).
    let board = Board::new(&["e7", "c5"], &["e9", "a5", "h5", "i5"]);
    assert_eq!(
        moves("mRcpR", g, "e5", Forward::Up, &board),
        // a5 over the own c5, i5 over the enemy h5 (any piece is a screen), e9 over e7.
        ["e1", "e2", "e3", "e4", "a5 xa5", "d5", "f5", "g5", "i5 xi5", "e6", "e9 xe9"]
    );
    // The horse is blocked next to it along the long side of its leap; the elephant in the middle of its leap.
    let board = Board::new(&["e6", "d4"], &[]);
    let horse = moves("nN", g, "e5", Forward::Up, &board);
    assert_eq!(horse, sorted(&["d3", "f3", "c4", "g4", "c6", "g6"]));
    assert_eq!(moves("nA", g, "e5", Forward::Up, &board), sorted(&["g3", "c7", "g7"]));
    assert_eq!(moves("fsW", g, "e5", Forward::Down, &Board::default()), sorted(&["e4", "d5", "f5"]));
}

#[test]
fn catalog_strings_parse_print_and_compile() {
    let catalog = boardkit_betza::catalog::SCIROCCO
        .iter()
        .chain(boardkit_betza::catalog::CHESS)
        .chain(boardkit_betza::catalog::SHOGI)
        .chain(boardkit_betza::catalog::XIANGQI);
    for (name, text) in catalog {
        let movement = Movement::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&movement.to_string(), text, "{name}");
        assert!(MoveTable::new(&movement, grid(16, 16)).is_ok(), "{name}");
    }
    assert_eq!(boardkit_betza::catalog::SCIROCCO.len(), 36);
}

#[test]
fn generated_moves_stay_small() {
    // A destination and up to three captured squares (ArrayVec keeps a u32 length): copied freely by engines.
    assert_eq!(std::mem::size_of::<boardkit_betza::GeneratedMove>(), 12);
    // 32 passed squares, 2 hurdles, 2 captures, destination and flags: one cache line.
    assert_eq!(std::mem::size_of::<boardkit_betza::MoveTemplate>(), 56);
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_canonical_text_and_validates() {
    let movement = Movement::parse("fcF fmW").expect("parses");
    let json = serde_json::to_string(&movement).expect("serializes");
    assert_eq!(json, "\"fcFfmW\"");
    let back: Movement = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, movement);
    assert!(serde_json::from_str::<Movement>("\"fmX\"").is_err());
}
