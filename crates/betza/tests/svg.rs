//! The SVG movement diagrams: well-formed for every catalogued piece, the
//! same marks as the text diagrams, deterministic, and a few snapshots.

mod common;

use boardkit_betza::{Forward, Mark, catalog, diagram, marks, svg};
use boardkit_svg_check::check;
use common::*;

#[test]
fn every_catalogued_piece_draws_a_well_formed_picture() {
    for pieces in [catalog::SCIROCCO, catalog::CHESS, catalog::SHOGI, catalog::XIANGQI] {
        for (name, text) in pieces {
            let table = table(text, grid(10, 10));
            let options = svg::DiagramOptions::new().with_title(&format!("{name}: {text}")).with_label("<&>");
            let picture = svg::empty_board_diagram(&table, sq("e5"), Forward::Up, &options);
            let summary = check(&picture).unwrap_or_else(|e| panic!("{name}: {e}\n{picture}"));
            assert_eq!(summary.texts.first().map(String::as_str), Some(format!("{name}: {text}").as_str()));
            assert!(summary.texts.iter().any(|t| t == "<&>"), "the label is there, escaped");
            assert!(picture.contains("&lt;&amp;&gt;"), "{name}");
            // The legend names exactly the marks the text diagram uses.
            let ascii = boardkit_betza::empty_board_diagram(&table, sq("e5"), Forward::Up);
            for mark in [Mark::MoveOrCapture, Mark::MoveOnly, Mark::CaptureOnly] {
                let rows = ascii.lines().take(10);
                let in_text =
                    rows.clone().any(|line| line.split_whitespace().skip(1).any(|cell| cell.starts_with(mark.char())));
                let in_legend = summary.texts.iter().any(|t| t == mark.meaning());
                assert_eq!(in_text, in_legend, "{name} {mark:?}\n{ascii}");
            }
            let again = svg::empty_board_diagram(&table, sq("e5"), Forward::Up, &options);
            assert_eq!(picture, again, "deterministic");
        }
    }
}

#[test]
fn the_text_diagram_is_drawn_from_the_same_marks() {
    let board = Board::new(&["a3"], &["c4", "b3", "d3"]);
    let table = table("FAcafmW", grid(5, 5));
    let occupancy = |s| board.occupant(s);
    let marks = marks(&table, sq("c3"), Forward::Up, &occupancy, false);
    let text = diagram(&table, sq("c3"), Forward::Up, &occupancy, false);
    let redrawn = grid(5, 5).diagram(|s| marks.iter().find(|(m, _)| *m == s).map_or('?', |(_, mark)| mark.char()));
    assert_eq!(text, redrawn);
    assert!(marks.iter().any(|&(s, m)| s == sq("c4") && m == Mark::CapturableEnemy));
    assert!(marks.iter().any(|&(s, m)| s == sq("b3") && m == Mark::Enemy));
    for mark in Mark::ALL {
        assert_eq!(Mark::from_char(mark.char()), Some(mark));
    }
}

#[test]
fn snapshot_of_a_pawn_on_a_small_board() {
    let table = table("fmWfcF", grid(3, 3));
    let options = svg::DiagramOptions::new().with_label("P").with_title("Pawn");
    insta::assert_snapshot!(svg::empty_board_diagram(&table, sq("b2"), Forward::Up, &options));
}

#[test]
fn snapshot_of_a_crowded_board() {
    // Own piece, capturable and uncapturable enemies, every kind of empty-square mark.
    let board = Board::new(&["a3"], &["c4", "b3", "d3"]);
    let table = table("FAcafmW", grid(5, 5));
    let occupancy = |s| board.occupant(s);
    let options = svg::DiagramOptions::new().with_legend(true);
    insta::assert_snapshot!(svg::diagram(&table, sq("c3"), Forward::Up, &occupancy, false, &options));
}

/// Counts the subpaths (`M` commands) of the path elements that carry
/// `style` (an attribute such as `fill="#0072b2"`).
fn shapes_with(picture: &str, style: &str) -> usize {
    picture
        .lines()
        .filter(|line| line.starts_with("<path d=\"") && line.contains(style))
        .map(|line| line.split('"').nth(1).unwrap_or("").matches('M').count())
        .sum()
}

#[test]
fn the_pictures_mark_the_same_squares_as_the_text_diagrams() {
    // One symbol per marked square, plus one in the legend for each mark used.
    for (name, text) in catalog::SCIROCCO.iter().chain(catalog::CHESS).chain(catalog::XIANGQI) {
        let table = table(text, grid(10, 10));
        let ascii = boardkit_betza::empty_board_diagram(&table, sq("e5"), Forward::Up);
        let picture = svg::empty_board_diagram(&table, sq("e5"), Forward::Up, &svg::DiagramOptions::new());
        let count = |c: char| {
            ascii.lines().take(10).flat_map(|l| l.split_whitespace().skip(1)).filter(|cell| cell.starts_with(c)).count()
        };
        for (mark, style) in [
            (Mark::MoveOrCapture, "fill=\"#0072b2\""),
            (Mark::MoveOnly, "stroke=\"#009e73\""),
            (Mark::CaptureOnly, "stroke=\"#d55e00\""),
        ] {
            let squares = count(mark.char());
            let legend = usize::from(squares > 0);
            assert_eq!(shapes_with(&picture, style), squares + legend, "{name} {text} {mark:?}\n{ascii}");
        }
    }
}

/// A Zag with a short slide on e5 of a crowded 10 × 10 board, with every
/// option set: a wide board, so that several legend entries share a row.
fn zag_with_every_option(caption: &str) -> String {
    let board = Board::new(&["d3"], &["f6", "e6", "c6", "e4"]);
    let table = table("FAcafmWmQ3", grid(10, 10));
    let occupancy = |s| board.occupant(s);
    let options = svg::DiagramOptions::new()
        .with_caption(caption)
        .with_square(30.0)
        .with_piece_colour("#8b4513")
        .with_legend_rows(4)
        .with_label("Z");
    svg::diagram(&table, sq("e5"), Forward::Up, &occupancy, false, &options)
}

#[test]
fn snapshot_with_a_wrapped_caption_and_every_option() {
    // A caption longer than the board is wide, so that it wraps.
    let picture = zag_with_every_option(
        "A Zag that also slides up to three squares without capturing: FAcafmW mQ3, seen from e5",
    );
    let summary = check(&picture).unwrap_or_else(|e| panic!("{e}\n{picture}"));
    assert!(summary.texts.len() > 3, "{:?}", summary.texts);
    insta::assert_snapshot!(picture);
}

#[test]
fn without_the_legend_no_mark_is_explained() {
    let board = Board::new(&["a3"], &["c4", "b3", "d3"]);
    let table = table("FAcafmW", grid(5, 5));
    let occupancy = |s| board.occupant(s);
    let with = svg::diagram(&table, sq("c3"), Forward::Up, &occupancy, false, &svg::DiagramOptions::new());
    let without =
        svg::diagram(&table, sq("c3"), Forward::Up, &occupancy, false, &svg::DiagramOptions::new().with_legend(false));
    let meanings = |picture: &str| {
        let texts = check(picture).map(|summary| summary.texts).unwrap_or_default();
        Mark::ALL.into_iter().filter(|mark| texts.iter().any(|text| text == mark.meaning())).count()
    };
    assert!(meanings(&with) >= 3);
    assert_eq!(meanings(&without), 0);
    assert!(without.len() < with.len());
    // No room is left below the board for a legend.
    insta::assert_snapshot!(without);
}

#[test]
fn a_label_of_two_letters_is_drawn_smaller() {
    let table = table("N", grid(5, 5));
    let label_size = |label: &str| {
        let options = svg::DiagramOptions::new().with_square(30.0).with_label(label);
        let picture = svg::empty_board_diagram(&table, sq("c3"), Forward::Up, &options);
        let line =
            picture.lines().find(|line| line.starts_with("<text") && line.ends_with(&format!(">{label}</text>")));
        let line = line.unwrap_or_else(|| panic!("no label {label}\n{picture}")).to_string();
        line.split("font-size=\"").nth(1).and_then(|rest| rest.split('"').next()).map(str::to_string)
    };
    // Half a square for one letter, 0.42 of it for more.
    assert_eq!(label_size("N").as_deref(), Some("15"));
    assert_eq!(label_size("Wa").as_deref(), Some("12.6"));
}

#[test]
fn the_caption_keeps_its_right_margin() {
    // The picture of the snapshot above is 325.5 wide; its caption box runs
    // from 21 to 0.15 square (4.5) inside the right edge: 300. Set in bold at
    // 0.55 square, "mmmmmmm mmmmmmmmii" is estimated at 16.02 em = 304 px, so
    // it must wrap, although it would fit without the margin.
    let picture = zag_with_every_option("mmmmmmm mmmmmmmmii");
    assert!(picture.contains("viewBox=\"0 0 325.5 "), "{picture}");
    let texts = check(&picture).map(|summary| summary.texts).unwrap_or_default();
    assert!(texts.iter().any(|text| text == "mmmmmmm"), "{texts:?}");
    assert!(texts.iter().any(|text| text == "mmmmmmmmii"), "{texts:?}");
}
