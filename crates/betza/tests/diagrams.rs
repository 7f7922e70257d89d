//! Snapshots of movement diagrams: every catalogued piece on an empty 10x10
//! board from a central and an edge square, and crowded boards that exercise
//! blocking, hopping, lameness, jump-captures and capture without moving.

mod common;

use boardkit_betza::{Forward, LEGEND, catalog, diagram, empty_board_diagram};
use common::*;

fn piece_sheet(game: &str, name: &str, text: &str) -> String {
    let g = grid(10, 10);
    let table = table(text, g);
    let mut sheet = format!("{game} {name}: {text}\n{LEGEND}\n\nfrom e5:\n");
    sheet.push_str(&empty_board_diagram(&table, sq("e5"), Forward::Up));
    sheet.push_str("\nfrom a4 (edge):\n");
    sheet.push_str(&empty_board_diagram(&table, sq("a4"), Forward::Up));
    if table.templates(sq("e2"), Forward::Up).iter().any(|t| t.initial_only) {
        sheet.push_str("\nfrom e2, its initial square:\n");
        sheet.push_str(&diagram(&table, sq("e2"), Forward::Up, &|_| boardkit_betza::Occupant::Empty, true));
    }
    sheet
}

fn snapshot_name(game: &str, name: &str) -> String {
    let clean: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    format!("{game}_{clean}")
}

#[test]
fn every_catalogued_piece() {
    for (game, pieces) in [
        ("scirocco", catalog::SCIROCCO),
        ("chess", catalog::CHESS),
        ("shogi", catalog::SHOGI),
        ("xiangqi", catalog::XIANGQI),
    ] {
        for (name, text) in pieces {
            insta::assert_snapshot!(snapshot_name(game, name), piece_sheet(game, name, text));
        }
    }
}

fn crowded(text: &str, from: &str, forward: Forward, board: &Board) -> String {
    crowded_from(text, from, forward, board, false)
}

fn crowded_from(text: &str, from: &str, forward: Forward, board: &Board, initial: bool) -> String {
    let g = grid(10, 10);
    let table = table(text, g);
    let occupancy = |s| board.occupant(s);
    let mut sheet = format!("{text} on {from}, own {:?}, enemy {:?}\n{LEGEND}\n\n", board.own, board.enemy);
    sheet.push_str(&diagram(&table, sq(from), forward, &occupancy, initial));
    sheet.push('\n');
    let mut moves = table.moves(sq(from), forward, &occupancy, initial);
    moves.sort_by(|a, b| (a.to, &a.captured[..]).cmp(&(b.to, &b.captured[..])));
    for m in moves {
        sheet.push_str(&format!("{m}\n"));
    }
    sheet
}

#[test]
fn crowded_boards() {
    let cases = [
        // Blocking: riders stop at the first piece; the Wagon is blocked by its neighbour.
        ("blocking_queen", "Q", "e5", Board::new(&["e7", "c3"], &["h8", "b5", "e2"])),
        ("blocking_wagon", "yafW", "e5", Board::new(&["e6"], &["f5", "h5"])),
        ("blocking_vulture", "mBcRK", "e5", Board::new(&["g7"], &["e8", "b5", "d4", "h2"])),
        // Hopping: the xiangqi cannon and the grasshopper.
        ("hopping_cannon", "mRcpR", "e5", Board::new(&["e7", "c5"], &["e9", "a5", "h5", "i5"])),
        ("hopping_grasshopper", "gQ", "e5", Board::new(&["e6", "f6"], &["e3", "e2", "b5"])),
        // Lameness: xiangqi horse and elephant, the chess pawn's double step.
        ("lame_horse", "nN", "e5", Board::new(&["e6", "d5"], &[])),
        ("lame_elephant", "nA", "e5", Board::new(&["f6"], &["d4"])),
        // Jump-captures: Zag and Zig.
        ("jump_zag", "FAcafmW", "e5", Board::new(&["c5"], &["e6", "d5", "f5", "f7"])),
        ("jump_zig", "WDcafmF", "e5", Board::new(&[], &["f6", "d4", "c3", "f4"])),
        // Capture without moving: the Genie.
        ("stay_genie", "Q3cabK", "e5", Board::new(&["d5"], &["e6", "f4", "c7"])),
        // Bent riders.
        ("bent_octopus", "mFyafsF", "e5", Board::new(&["d6"], &["h6", "f2"])),
        ("bent_spider", "mWyafsW", "e5", Board::new(&["d5"], &["g8", "h3"])),
    ];
    for (name, text, from, board) in cases {
        insta::assert_snapshot!(format!("crowded_{name}"), crowded(text, from, Forward::Up, &board));
    }
    // Tan's pawn (forward = down) with enemies on both sides.
    let board = Board::new(&[], &["d4", "f4", "d6"]);
    insta::assert_snapshot!("crowded_tan_pawn", crowded("fmWfcF", "e5", Forward::Down, &board));
    // Lameness of the chess pawn's double step, from its initial square: d2 is free, e2 is blocked on e3, f2 on f4.
    for (from, own, enemy) in [("d2", vec![], vec!["c3"]), ("e2", vec!["e3"], vec![]), ("f2", vec![], vec!["f4", "g3"])]
    {
        let board = Board::new(&own, &enemy);
        insta::assert_snapshot!(
            format!("crowded_chess_pawn_initial_{from}"),
            crowded_from("fmWfcFifmnD", from, Forward::Up, &board, true)
        );
    }
}
