//! The reference board against the rules, and custom boards from data.

use boardkit_geometry::graph::PointSet;
use boardkit_sirocco::{Board, BoardError, BoardSpec, Seat};

#[allow(unused)]
fn _unused(_: BoardError, _: BoardSpec) {}

fn names(board: &Board, set: PointSet) -> Vec<String> {
    set.iter().filter_map(|p| board.point_name(p)).map(|n| n.to_string()).collect()
}

#[test]
fn reference_board_counts_and_degrees_match_the_rules() {
    let board = Board::reference();
    assert_eq!(board.len(), 145);
    assert_eq!(board.line_count(), 192);
    let mut histogram = std::collections::BTreeMap::new();
    for point in board.graph().points() {
        *histogram.entry(board.graph().degree(point)).or_insert(0) += 1;
    }
    assert_eq!(histogram.into_iter().collect::<Vec<_>>(), [(2, 96), (3, 24), (4, 16), (6, 8), (8, 1)]);
    let g7 = board.point_by_str("g7").unwrap();
    assert_eq!(board.graph().degree(g7), 8);
    assert_eq!(board.field().len(), 117);
}

#[test]
fn reference_corners_and_protected_spots_match_the_rules() {
    let board = Board::reference();
    let table = [
        (Seat::SouthWest, "a1", "b1 c1 a2 a3 b2 c3", "m13"),
        (Seat::NorthWest, "a13", "b13 c13 a12 a11 b12 c11", "m1"),
        (Seat::NorthEast, "m13", "l13 k13 m12 m11 l12 k11", "a1"),
        (Seat::SouthEast, "m1", "l1 k1 m2 m3 l2 k3", "a13"),
    ];
    for (seat, base, grey, goal) in table {
        assert_eq!(board.point_name(board.base(seat)).unwrap().as_str(), base);
        assert_eq!(board.point_name(board.goal(seat)).unwrap().as_str(), goal);
        let mut expected: Vec<&str> = grey.split(' ').collect();
        let mut got = names(&board, board.grey_dots(seat));
        expected.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, expected, "{seat}");
    }
    let mut protected = names(&board, board.protected());
    protected.sort_unstable();
    assert_eq!(protected, ["a7", "d10", "d4", "g1", "g13", "g7", "j10", "j4", "m7"]);
}

/// The diagram in the rules (rules/sirocco.md), copied verbatim.
const RULES_DIAGRAM: &str = r"13 O-o-o-+-+-+-#-+-+-+-o-o-O
   |\  |   |   |   |   |  /|
12 o o +   +   +   +   + o o
   |  \|   |   |   |   |/  |
11 o-+-o-+-+-+-+-+-+-+-o-+-o
   |   |\  |   |   |  /|   |
10 +   + # +   +   + # +   +
   |   |  \|   |   |/  |   |
 9 +-+-+-+-+-+-+-+-+-+-+-+-+
   |   |   |\  |  /|   |   |
 8 +   +   + + + + +   +   +
   |   |   |  \|/  |   |   |
 7 #-+-+-+-+-+-#-+-+-+-+-+-#
   |   |   |  /|\  |   |   |
 6 +   +   + + + + +   +   +
   |   |   |/  |  \|   |   |
 5 +-+-+-+-+-+-+-+-+-+-+-+-+
   |   |  /|   |   |\  |   |
 4 +   + # +   +   + # +   +
   |   |/  |   |   |  \|   |
 3 o-+-o-+-+-+-+-+-+-+-o-+-o
   |  /|   |   |   |   |\  |
 2 o o +   +   +   +   + o o
   |/  |   |   |   |   |  \|
 1 O-o-o-+-+-+-#-+-+-+-o-o-O
   a b c d e f g h i j k l m";

fn rules_diagram() -> String {
    RULES_DIAGRAM.to_string()
}

#[test]
fn reference_diagram_is_the_one_in_the_rules() {
    let board = Board::reference();
    let diagram = board.diagram().unwrap();
    let ours = diagram.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert_eq!(ours, rules_diagram());
    insta::assert_snapshot!("reference_board", diagram);
}
