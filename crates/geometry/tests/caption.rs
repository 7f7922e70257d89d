//! The caption layout's text widths, extents and narrow-box shrinking, in
//! the numbers the layout documents (the estimate behind `Caption::fits`).

use boardkit_geometry::svg::{Caption, Placed, Svg, text_width};

/// The width estimate, per character class, in em of the font size.
#[test]
fn text_widths_follow_the_character_classes() {
    let width = |text: &str| text_width(text, 10.0);
    for (text, em) in [
        ("i", 0.34),
        (" ", 0.34),
        ("t", 0.42),
        ("-", 0.42),
        ("m", 1.0),
        ("W", 1.0),
        ("—", 1.0),
        ("7", 0.66),
        ("A", 0.78),
        ("a", 0.64),
        ("é", 0.64),
    ] {
        assert!((width(text) - 10.0 * em).abs() < 1e-9, "{text:?}: {}", width(text));
    }
    assert!((width("Am7") - (7.8 + 10.0 + 6.6)).abs() < 1e-9);
}

/// A placed text's edges: from its left edge, or to its right edge when
/// it is aligned at its end; bold runs 1.15 times as wide.
#[test]
fn a_placed_text_extends_by_its_estimated_width() {
    let placed = |align_end, bold| Placed {
        text: "aa".into(),
        x: 100.0,
        y: 0.0,
        font_size: 10.0,
        align_end,
        fill: "#000",
        bold,
    };
    let close = |(a, b): (f64, f64), (c, d): (f64, f64)| (a - c).abs() < 1e-9 && (b - d).abs() < 1e-9;
    assert!(close(placed(false, false).extent(), (100.0, 112.8)));
    assert!(close(placed(true, false).extent(), (87.2, 100.0)));
    assert!(close(placed(false, true).extent(), (100.0, 100.0 + 12.8 * 1.15)));
}

/// The box is `right - left` wide; a word wider than it is set at the
/// font size that makes it exactly as wide as the box.
#[test]
fn a_word_wider_than_the_box_is_set_smaller_to_fit() {
    let mut caption = Caption::new(10.0, 60.0, 0.0);
    assert_eq!(caption.width(), 50.0);
    caption.row("mmmmmmmmmm", 10.0, "#000", false); // 100 wide at 10
    let placed = &caption.placed()[0];
    assert!((placed.font_size - 5.0).abs() < 1e-9, "{placed:?}");
    assert!(caption.fits());
    // Bold, the word is 1.15 times as wide, so it is set smaller still.
    caption.row("mmmmmmmmmm", 10.0, "#000", true);
    let bold = &caption.placed()[1];
    assert!((bold.font_size - 10.0 * 50.0 / 115.0).abs() < 1e-9, "{bold:?}");
    assert!(caption.fits());
    // A word that fits keeps its size.
    let mut caption = Caption::new(0.0, 200.0, 0.0);
    caption.row("mmmmmmmmmm", 10.0, "#000", false);
    assert_eq!(caption.placed()[0].font_size, 10.0);
}

/// A bold text wraps by its bold width: "aa aa" at 10 is 29 wide, 33.35
/// bold, so in a box 30 wide it takes one row, bold two.
#[test]
fn bold_text_wraps_by_its_bold_width() {
    for (bold, rows) in [(false, 1), (true, 2)] {
        let mut caption = Caption::new(0.0, 30.0, 0.0);
        caption.row("aa aa", 10.0, "#000", bold);
        assert_eq!(caption.rows(), rows, "bold {bold}");
        assert!(caption.fits());
    }
}

/// A text beside another goes on the same row, right-aligned at the box's
/// right edge, when the two and a gap of 0.3 em fit: "ab" and "cd" at 10
/// take 12.8 + 3 + 12.8 = 28.6, so a box 29 wide holds them on one row and
/// a box 28 wide on two.
#[test]
fn a_text_beside_another_shares_its_row_only_when_both_fit() {
    for (right, rows) in [(29.0, 1), (28.0, 2)] {
        let mut caption = Caption::new(0.0, right, 0.0);
        caption.row("ab", 10.0, "#000", false);
        caption.beside("cd", 10.0, "#777");
        assert_eq!(caption.rows(), rows, "box {right}");
        let beside = &caption.placed()[1];
        assert!(beside.align_end && beside.x == right, "{beside:?}");
        assert_eq!(beside.y == caption.placed()[0].y, rows == 1);
        assert!(caption.fits());
    }
}

/// Cells: as many equal columns (up to the maximum) as the widest text,
/// its indent and a gap fit; each text at its column's left edge plus the
/// indent, a new row every `columns` texts. Five texts 12.8 wide with an
/// indent of 5 need 20.8 per column: four columns of 75 in a box 300
/// wide, three of 24 in a box 72 wide, two of 25 in a box 50 wide, one
/// when none fits.
#[test]
fn cells_lay_texts_out_in_equal_columns() {
    let texts: Vec<String> = ["aa", "bb", "cc", "dd", "ee"].map(String::from).to_vec();
    for (width, per_row, xs) in [
        (300.0, 4, vec![15.0, 90.0, 165.0, 240.0, 15.0]),
        // Four columns of 18 would hold the texts and indents, not the gaps.
        (72.0, 3, vec![15.0, 39.0, 63.0, 15.0, 39.0]),
        (50.0, 2, vec![15.0, 40.0, 15.0, 40.0, 15.0]),
        (20.0, 1, vec![15.0; 5]),
    ] {
        let mut caption = Caption::new(10.0, 10.0 + width, 0.0);
        let starts = caption.cells(&texts, 10.0, "#000", 5.0, 4);
        let found: Vec<f64> = starts.iter().map(|&(x, _)| x).collect();
        assert_eq!(found.len(), 5);
        for (x, expected) in found.iter().zip(&xs) {
            assert!((x - expected).abs() < 1e-9, "box {width}: {found:?}");
        }
        assert_eq!(caption.rows(), 5_usize.div_ceil(per_row), "box {width}");
        // Texts of one row share a baseline; the next row is lower.
        for (i, (_, y)) in starts.iter().enumerate() {
            let row_start = starts[i - i % per_row].1;
            assert_eq!(*y, row_start);
            if i >= per_row {
                assert!(*y > starts[i - per_row].1);
            }
        }
        assert_eq!(caption.placed().iter().map(|p| p.text.clone()).collect::<Vec<_>>(), texts);
    }
}

/// The height runs from the top to below the last row, and a space adds
/// to it: nothing yet is 0 high, whatever the top.
#[test]
fn the_height_grows_by_rows_and_spaces() {
    let mut caption = Caption::new(0.0, 100.0, 50.0);
    assert_eq!(caption.height(), 0.0);
    caption.space(7.0);
    assert_eq!(caption.height(), 7.0);
    caption.row("ab", 10.0, "#000", false);
    let after_row = caption.height();
    assert!(after_row > 7.0 + 10.0, "{after_row}");
    caption.space(2.5);
    assert_eq!(caption.height(), after_row + 2.5);
    assert!(caption.placed()[0].y > 50.0 + 7.0, "the row starts below the space");
}

/// Rows are 1.2 em high, 0.3 em apart, with the baseline 0.25 em above a
/// row's bottom; drawn, each text is a `text` element at its place, the
/// texts beside others anchored at their end, bold ones bold.
#[test]
fn rows_stack_down_from_the_top_and_draw_as_text_elements() {
    let mut caption = Caption::new(0.0, 100.0, 50.0);
    caption.row("ab", 10.0, "#000", true);
    caption.row("cd", 10.0, "#111", false);
    caption.beside("ef", 10.0, "#777");
    let ys: Vec<f64> = caption.placed().iter().map(|p| p.y).collect();
    assert_eq!(ys, [59.5, 74.5, 74.5]);
    assert_eq!(caption.height(), 27.0);
    let mut svg = Svg::new(100.0, 50.0 + caption.height());
    caption.draw(&mut svg);
    let picture = svg.finish();
    for element in [
        "<text x=\"0\" y=\"59.5\" font-size=\"10\" fill=\"#000\" font-weight=\"bold\">ab</text>",
        "<text x=\"0\" y=\"74.5\" font-size=\"10\" fill=\"#111\">cd</text>",
        "<text x=\"100\" y=\"74.5\" font-size=\"10\" fill=\"#777\" text-anchor=\"end\">ef</text>",
    ] {
        assert!(picture.contains(element), "{element} in {picture}");
    }
}

/// A text that sticks out of the box does not fit: a wide text beside
/// nothing is set at the right edge and runs past the left one.
#[test]
fn a_text_past_the_box_does_not_fit() {
    let mut caption = Caption::new(10.0, 60.0, 0.0);
    caption.row("ab", 10.0, "#000", false);
    assert!(caption.fits());
    caption.beside("mmmmmmmmmm", 10.0, "#777");
    assert!(!caption.fits(), "{:?}", caption.placed());
}
