//! The SVG builder's pieces, each pinned to its exact text: the path
//! commands, the document's tags (titles, closing, number lists, ids) and
//! the board layout's measures.

use boardkit_geometry::Grid;
use boardkit_geometry::svg::{GridLayout, PathData, Svg};

/// Every path command, in the compact form (no space before a sign).
#[test]
fn path_commands_print_compactly() {
    let mut path = PathData::new();
    assert!(path.is_empty());
    path.move_to(1.0, 2.5).line_to(3.0, -4.0).quad_to(5.0, 6.0, 7.0, 8.0).move_by(-1.0, 0.5);
    path.line_by(2.0, 3.0).h(4.0).v(-5.0).arc_by(2.0, true, false, 4.0, 0.0).close();
    assert!(!path.is_empty());
    assert_eq!(path.as_str(), "M1 2.5L3-4Q5 6 7 8m-1 0.5l2 3h4v-5a2 2 0 1 0 4 0z");
    // A circle: from its left point, half way round and back.
    let mut circle = PathData::new();
    circle.circle(10.0, 20.0, 3.0);
    assert_eq!(circle.as_str(), "M7 20a3 3 0 1 0 6 0a3 3 0 1 0-6 0");
}

/// A title escapes its text; `end` closes the innermost open element and
/// leaves the root to `finish`; number lists are separated by spaces.
#[test]
fn tags_nest_and_close_in_order() {
    let mut svg = Svg::new(100.0, 50.0);
    svg.title("A & B");
    svg.tag("g").attr("fill", "red").open();
    svg.tag("polyline").nums("points", &[1.0, 2.0, 3.5]);
    svg.tag("polyline").nums("points", &[7.0]);
    svg.end();
    svg.end(); // only the root is open: nothing
    svg.tag("rect").num("x", 1.0);
    assert_eq!(
        svg.finish(),
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50" role="img">
<title>A &amp; B</title>
<g fill="red">
<polyline points="1 2 3.5"/>
<polyline points="7"/>
</g>
<rect x="1"/>
</svg>
"#
    );
}

/// Ids get a prefix hashed from the document: the same for the same
/// picture, another for another.
#[test]
fn ids_are_prefixed_by_the_documents_hash() {
    let picture = |colour: &str| {
        let mut svg = Svg::new(10.0, 10.0);
        svg.tag("path").id("mark").attr("fill", colour);
        svg.tag("use").href("mark");
        svg.finish()
    };
    let red = picture("red");
    assert_eq!(red, picture("red"));
    assert_ne!(red, picture("blue"));
    // `b` and eight hex digits of the FNV-1a hash, before every id.
    assert_eq!(
        red,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" role="img">
<path id="b273f4b2fmark" fill="red"/>
<use href="#b273f4b2fmark"/>
</svg>
"##
    );
}

/// The picture's measures: margins of 0.7 squares left and below, 0.15
/// above and right, around the board.
#[test]
fn the_layout_measures_the_board_and_its_margins() {
    let layout = GridLayout::new(Grid::new(10, 8).unwrap(), 40.0);
    assert_eq!((layout.board_width(), layout.board_height()), (400.0, 320.0));
    assert_eq!(layout.width(), 28.0 + 400.0 + 6.0);
    assert_eq!(layout.height(), 6.0 + 320.0 + 28.0);
    let flipped = layout.flipped(true);
    assert_eq!((flipped.width(), flipped.height()), (layout.width(), layout.height()));
}

/// Squares as drawn: `a1` at the bottom left, or at the top right when the
/// board is flipped; a centre is half a square into its square.
#[test]
fn squares_are_placed_by_file_and_rank_and_turn_with_the_board() {
    let grid = Grid::new(3, 2).unwrap();
    let layout = GridLayout::new(grid, 10.0);
    let flipped = layout.flipped(true);
    let square = |text: &str| text.parse::<boardkit_geometry::Square>().unwrap();
    assert_eq!((layout.left, layout.top), (7.0, 1.5));
    assert_eq!(layout.corner(square("a1")), (7.0, 11.5));
    assert_eq!(layout.corner(square("c2")), (27.0, 1.5));
    assert_eq!(layout.corner(square("b1")), (17.0, 11.5));
    assert_eq!(layout.centre(square("a1")), (12.0, 16.5));
    assert_eq!(flipped.corner(square("a1")), (27.0, 1.5));
    assert_eq!(flipped.corner(square("c2")), (7.0, 11.5));
    assert_eq!(flipped.corner(square("a2")), (27.0, 11.5));
    assert_eq!(flipped.centre(square("c2")), (12.0, 16.5));
}

/// The squares (a two-by-two pattern with `a1` dark, whichever corner is
/// on top) and the coordinates, as a document.
#[test]
fn the_board_and_its_coordinates_are_drawn() {
    for (name, flipped) in [("upright", false), ("flipped", true)] {
        let layout = GridLayout::new(Grid::new(3, 2).unwrap(), 10.0).flipped(flipped);
        let mut svg = Svg::new(layout.width(), layout.height());
        layout.draw_squares(&mut svg, "#eee", "#555");
        layout.draw_coordinates(&mut svg, "#222");
        insta::assert_snapshot!(format!("board_{name}"), svg.finish());
    }
}

/// On every board size, turned or not, the pattern puts a dark square at
/// its top left exactly when the board's top-left square is dark (`a1`
/// and every square of even file + rank are dark).
#[test]
fn the_pattern_starts_with_the_colour_of_the_top_left_square() {
    for width in 1..=16 {
        for height in 1..=16 {
            for flipped in [false, true] {
                let layout = GridLayout::new(Grid::new(width, height).unwrap(), 10.0).flipped(flipped);
                let mut svg = Svg::new(layout.width(), layout.height());
                layout.draw_squares(&mut svg, "#eee", "#555");
                let document = svg.finish();
                let (file, rank) = if flipped { (width - 1, 0) } else { (0, height - 1) };
                let dark_on_top = (file + rank) % 2 == 0;
                let expected = if dark_on_top { "d=\"M0 0h10" } else { "d=\"M10 0h10" };
                assert!(document.contains(expected), "{width}×{height}, flipped {flipped}: {document}");
            }
        }
    }
}
