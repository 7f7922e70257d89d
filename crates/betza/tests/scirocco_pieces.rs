//! Every Scirocco piece string generates the moves rules/scirocco.md describes.

mod common;

use boardkit_betza::{Forward, Movement};
use boardkit_geometry::{Direction, Offset, Square};
use common::*;

fn symmetric(leap: (i8, i8)) -> Vec<(i8, i8)> {
    let (a, b) = leap;
    let mut all = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                all.push((x * sx, y * sy));
            }
        }
    }
    all.sort();
    all.dedup();
    all
}

fn leaps(atoms: &[(i8, i8)]) -> Vec<(i8, i8)> {
    atoms.iter().flat_map(|&leap| symmetric(leap)).collect()
}

/// An independent oracle: leaper targets and rider rays on `board`, as move texts.
fn oracle(from: &str, leaper: &[(i8, i8)], rides: &[(Direction, u8)], board: &Board) -> Vec<String> {
    let g = grid(10, 10);
    let from = sq(from);
    let mut out: Vec<(Square, bool)> = Vec::new();
    let mut visit = |to: Square| match board.occupant(to) {
        boardkit_betza::Occupant::Empty => out.push((to, false)),
        boardkit_betza::Occupant::Enemy => out.push((to, true)),
        boardkit_betza::Occupant::Own => {}
    };
    for &(f, r) in leaper {
        if let Some(to) = g.offset(from, Offset::new(f, r)) {
            visit(to);
        }
    }
    for &(direction, limit) in rides {
        for to in g.ray(from, direction, Some(limit)) {
            visit(to);
            if board.occupant(to) != boardkit_betza::Occupant::Empty {
                break;
            }
        }
    }
    out.sort();
    out.dedup();
    out.iter().map(|&(to, capture)| if capture { format!("{to} x{to}") } else { to.to_string() }).collect()
}

fn all_rides(directions: &[Direction], limit: u8) -> Vec<(Direction, u8)> {
    directions.iter().map(|&d| (d, limit)).collect()
}

/// A piece text, its leaps and its rides.
type Case<'a> = (&'a str, Vec<(i8, i8)>, Vec<(Direction, u8)>);

fn crowded() -> Board {
    Board::new(&["e7", "c5", "g3", "d4"], &["e4", "g7", "h5", "b8", "f6"])
}

#[test]
fn plain_leapers_and_riders_match_the_oracle() {
    let (w, f, d, n, a, h, c, z) = ((1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2));
    let orth = &Direction::ORTHOGONAL;
    let diag = &Direction::DIAGONAL;
    let cases: Vec<Case<'_>> = vec![
        ("W", leaps(&[w]), vec![]),
        ("F", leaps(&[f]), vec![]),
        ("A", leaps(&[a]), vec![]),
        ("D", leaps(&[d]), vec![]),
        ("K", leaps(&[w, f]), vec![]),
        ("N", leaps(&[n]), vec![]),
        ("C", leaps(&[c]), vec![]),
        ("Z", leaps(&[z]), vec![]),
        ("WN", leaps(&[w, n]), vec![]),
        ("NF", leaps(&[n, f]), vec![]),
        ("R4", vec![], all_rides(orth, 4)),
        ("BW", leaps(&[w]), all_rides(diag, 15)),
        ("B", vec![], all_rides(diag, 15)),
        ("Q", vec![], all_rides(&Direction::ALL, 15)),
        ("KNAD", leaps(&[w, f, n, a, d]), vec![]),
        ("CN", leaps(&[c, n]), vec![]),
        ("R", vec![], all_rides(orth, 15)),
        ("NAD", leaps(&[n, a, d]), vec![]),
        ("NB4", leaps(&[n]), all_rides(diag, 4)),
        ("NR4", leaps(&[n]), all_rides(orth, 4)),
        ("WDA", leaps(&[w, d, a]), vec![]),
        ("FcWH", leaps(&[f, h]), vec![]), // cW checked below
    ];
    for board in [Board::default(), crowded()] {
        for from in ["e5", "a1", "j6", "b9"] {
            for (text, leaper, rides) in &cases {
                let text = if *text == "FcWH" { "FH" } else { text };
                let expected = oracle(from, leaper, rides, &board);
                assert_eq!(moves(text, grid(10, 10), from, Forward::Up, &board), expected, "{text} from {from}");
                // The same board seen by the other side: symmetric pieces move alike.
                assert_eq!(
                    moves(text, grid(10, 10), from, Forward::Down, &board),
                    expected,
                    "{text} from {from}, Down"
                );
            }
        }
    }
}

#[test]
fn pawn_guard_tadpole_stork_goat() {
    let g = grid(10, 10);
    let board = Board::new(&["d5"], &["d6", "f6", "e4", "f4"]);
    let on = |text: &str| moves(text, g, "e5", Forward::Up, &board);
    assert_eq!(on("fmWfcF"), ["d6 xd6", "e6", "f6 xf6"]);
    // Guard: steps orthogonally without capturing, captures diagonally.
    assert_eq!(on("mWcF"), ["f4 xf4", "f5", "d6 xd6", "e6", "f6 xf6"]);
    // Tadpole: F, H, and cW.
    assert_eq!(
        on("FcWH"),
        ["e2", "d4", "f4 xf4", "e4 xe4", "b5", "h5", "d6 xd6", "f6 xf6", "e8"].map(String::from).to_vec().tap_sort()
    );
    // Stork: cW and A. Goat: mF and D.
    assert_eq!(on("AcW"), ["c3", "g3", "e4 xe4", "c7", "g7"]);
    assert_eq!(on("DmF"), ["e3", "d4", "c5", "g5", "e7"]);
}

trait TapSort {
    fn tap_sort(self) -> Vec<String>;
}
impl TapSort for Vec<String> {
    fn tap_sort(self) -> Vec<String> {
        let names: Vec<&str> = self.iter().map(|s| s.split(' ').next().unwrap_or("")).collect();
        let order = sorted(&names);
        let mut out = self.clone();
        out.sort_by_key(|m| order.iter().position(|o| m.split(' ').next() == Some(o.as_str())));
        out
    }
}

#[test]
fn zag_jump_captures_orthogonally_and_never_steps_orthogonally() {
    let g = grid(10, 10);
    // e6 enemy with e7 empty: jump. d5 enemy but c5 own: no. f5 own: no. e4 empty: no move.
    let board = Board::new(&["c5", "f5"], &["e6", "d5"]);
    assert_eq!(
        moves("FAcafmW", g, "e5", Forward::Up, &board),
        ["c3", "g3", "d4", "f4", "d6", "f6", "e7 xe6", "c7", "g7"].map(String::from).to_vec().tap_sort()
    );
    // Landing square occupied by an enemy: no jump either.
    let board = Board::new(&[], &["e6", "e7"]);
    assert!(!moves("FAcafmW", g, "e5", Forward::Up, &board).iter().any(|m| m.contains("xe6")));
}

#[test]
fn zig_jump_captures_diagonally() {
    let g = grid(10, 10);
    let board = Board::new(&[], &["f6", "d4", "c3"]);
    assert_eq!(
        moves("WDcafmF", g, "e5", Forward::Up, &board),
        ["e3", "e4", "d5", "f5", "c5", "g5", "e6", "e7", "g7 xf6"].map(String::from).to_vec().tap_sort()
    );
}

#[test]
fn genie_captures_without_moving() {
    let g = grid(10, 10);
    let board = Board::new(&["d5"], &["e6", "f4"]);
    let expected = [
        "b2", "e2", "c3", "e3", "d4", "e4", "f4 xf4", "e5 xe6", "e5 xf4", "f5", "g5", "h5", "d6", "e6 xe6", "f6", "c7",
        "g7", "b8", "h8",
    ];
    let mut got = moves("Q3cabK", g, "e5", Forward::Up, &board);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    got.sort();
    want.sort();
    assert_eq!(got, want);
    // The capture without moving stays on e5 and removes the neighbour.
    let generated = generated("Q3cabK", g, "e5", Forward::Up, &board);
    let stay: Vec<_> = generated.iter().filter(|m| m.to == sq("e5")).collect();
    assert_eq!(stay.len(), 2);
    assert!(stay.iter().all(|m| m.is_capture()));
    // A slide to an empty square removes nothing.
    let quiet: Vec<_> = generated.iter().filter(|m| m.captured.is_empty()).collect();
    assert!(!quiet.is_empty());
    assert!(quiet.iter().all(|m| !m.is_capture()));
}

#[test]
fn wagon_skips_and_is_blocked_by_the_adjacent_square() {
    let g = grid(10, 10);
    let board = Board::new(&["e6"], &["h5"]);
    assert_eq!(moves("yafW", g, "e5", Forward::Up, &board), ["e1", "e2", "e3", "a5", "b5", "c5", "g5", "h5 xh5"]);
    // An enemy on the adjacent square blocks too, and is never captured.
    let board = Board::new(&[], &["f5"]);
    assert_eq!(
        moves("yafW", g, "e5", Forward::Up, &board),
        ["e1", "e2", "e3", "a5", "b5", "c5", "e7", "e8", "e9", "e10"]
    );
    assert_eq!(empty10("yafW", "e5").len(), 18 - 4);
}

#[test]
fn octopus_and_spider_bend_outwards() {
    let mut octopus = vec![
        "d4", "d6", "f4", "f6", "g6", "h6", "i6", "j6", "f7", "f8", "f9", "f10", "c6", "b6", "a6", "d7", "d8", "d9",
        "d10", "g4", "h4", "i4", "j4", "f3", "f2", "f1", "c4", "b4", "a4", "d3", "d2", "d1",
    ];
    octopus.sort_by_key(|s| sq(s));
    assert_eq!(empty10("mFyafsF", "e5"), octopus);
    let mut spider = vec![
        "e6", "d5", "f5", "e4", "f7", "g8", "h9", "i10", "d7", "c8", "b9", "a10", "g6", "h7", "i8", "j9", "g4", "h3",
        "i2", "j1", "c6", "b7", "a8", "c4", "b3", "a2", "f3", "g2", "h1", "d3", "c2", "b1",
    ];
    spider.sort_by_key(|s| sq(s));
    assert_eq!(empty10("mWyafsW", "e5"), spider);
    // Crowded: the diagonal step must be empty, the slide stops at the first piece.
    let board = Board::new(&["d6"], &["h6", "f2"]);
    let got = moves("mFyafsF", grid(10, 10), "e5", Forward::Up, &board);
    assert!(got.contains(&"h6 xh6".to_string()) && !got.iter().any(|m| m.starts_with("i6")));
    assert!(got.contains(&"f2 xf2".to_string()) && !got.iter().any(|m| m == "f1"));
    assert!(!got.iter().any(|m| m == "c6" || m == "d7"));
    // Never an orthogonally adjacent square, nearest capture a knight's distance away.
    assert!(!got.iter().any(|m| ["e6", "d5", "f5", "e4"].contains(&m.as_str())));
}

#[test]
fn vulture_moves_as_bishop_and_captures_as_rook() {
    let g = grid(10, 10);
    let board = Board::new(&[], &["e8", "h8", "f6", "b5"]);
    let got = moves("mBcRK", g, "e5", Forward::Up, &board);
    // Adjacent enemy f6 captured by K; h8 on the diagonal behind it not reachable; e8 captured by R.
    assert!(got.contains(&"f6 xf6".to_string()));
    assert!(got.contains(&"e8 xe8".to_string()));
    assert!(got.contains(&"b5 xb5".to_string()));
    assert!(!got.iter().any(|m| m.starts_with("h8") || m == "g7"));
    // Far empty orthogonal squares are not moves; far diagonal enemies not captures.
    assert!(!got.iter().any(|m| m == "e7" || m == "c5"));
    let board = Board::new(&[], &["h2"]);
    assert!(!moves("mBcRK", g, "e5", Forward::Up, &board).iter().any(|m| m.contains("xh2")));
}

#[test]
fn relay_strings_generate_only_their_plain_part() {
    let g = grid(10, 10);
    for board in [Board::default(), crowded()] {
        assert_eq!(moves("ADxabafKxabsW", g, "e5", Forward::Up, &board), moves("AD", g, "e5", Forward::Up, &board));
        assert_eq!(moves("mQ3xavspmafsK3", g, "e5", Forward::Up, &board), moves("mQ3", g, "e5", Forward::Up, &board));
    }
    assert!(Movement::parse("ADxabafKxabsW").map(|m| m.has_relay()).unwrap_or(false));
    assert_eq!(Movement::parse("mQ3xavspmafsK3").map(|m| m.without_relays().to_string()).ok(), Some("mQ3".into()));
}
