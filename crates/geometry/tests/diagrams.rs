//! Snapshots of rendered boards.

use std::collections::BTreeSet;

use boardkit_geometry::{Direction, Grid, Offset, Square};

fn grid(width: u8, height: u8) -> Grid {
    Grid::new(width, height).unwrap_or(Grid::CHESS)
}

fn square(name: &str) -> Square {
    name.parse().unwrap_or(Square::A1)
}

/// The board with `x` on the squares of `marked` and `.` elsewhere.
fn marked(board: Grid, marked: &BTreeSet<Square>) -> String {
    board.diagram(|sq| if marked.contains(&sq) { 'x' } else { '.' })
}

#[test]
fn scirocco_board_with_corners_and_centre() {
    let marks = [("a1", 'A'), ("j1", 'B'), ("a10", 'C'), ("j10", 'D'), ("e5", 'e'), ("f6", 'f')];
    let text =
        grid(10, 10).diagram(|sq| marks.iter().find(|(name, _)| square(name) == sq).map_or('.', |&(_, mark)| mark));
    insta::assert_snapshot!(text);
}

#[test]
fn largest_board_with_corners_and_a_diagonal() {
    let board = grid(16, 16);
    let diagonal: BTreeSet<Square> = board.ray(Square::A1, Direction::NorthEast, None).collect();
    let corners: BTreeSet<Square> = ["a1", "p1", "a16", "p16"].into_iter().map(square).collect();
    let text = board.diagram(|sq| {
        if corners.contains(&sq) {
            '#'
        } else if diagonal.contains(&sq) {
            '/'
        } else {
            '.'
        }
    });
    insta::assert_snapshot!(text);
}

#[test]
fn queen_and_nightrider_from_e5_on_ten_by_ten() {
    let board = grid(10, 10);
    let e5 = square("e5");
    let queen: BTreeSet<Square> = Direction::ALL.iter().flat_map(|&d| board.ray(e5, d, None)).collect();
    let nightrider: BTreeSet<Square> = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
        .into_iter()
        .flat_map(|(f, r)| board.ray_by(e5, Offset::new(f, r), None))
        .collect();
    insta::assert_snapshot!("queen_e5", marked(board, &queen));
    insta::assert_snapshot!("nightrider_e5", marked(board, &nightrider));
}

#[test]
fn narrow_and_tiny_boards() {
    let column: BTreeSet<Square> = grid(1, 12).squares().filter(|sq| sq.rank().number() % 3 == 0).collect();
    insta::assert_snapshot!("one_by_twelve", marked(grid(1, 12), &column));
    insta::assert_snapshot!("one_by_one", grid(1, 1).diagram(|_| 'K'));
}

#[test]
fn symmetries_drawn_on_an_eleven_by_nine_board() {
    // The digits 1-3 mark three squares; R, F and M their images under rotate_180,
    // mirror_files and mirror_ranks (the first that applies: k5 is its own rank mirror,
    // and its rotation a5 is also its file mirror).
    let board = grid(11, 9);
    let originals = [square("b2"), square("c7"), square("k5")];
    let text = board.diagram(|sq| {
        for (i, &original) in originals.iter().enumerate() {
            let digit = char::from(b'1' + u8::try_from(i).unwrap_or(0));
            if sq == original {
                return digit;
            }
            if board.rotate_180(original) == Some(sq) {
                return 'R';
            }
            if board.mirror_files(original) == Some(sq) {
                return 'F';
            }
            if board.mirror_ranks(original) == Some(sq) {
                return 'M';
            }
        }
        '.'
    });
    insta::assert_snapshot!(text);
}
