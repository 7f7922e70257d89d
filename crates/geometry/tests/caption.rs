//! The caption layout's text widths, extents and narrow-box shrinking, in
//! the numbers the layout documents (the estimate behind `Caption::fits`).

use boardkit_geometry::svg::{Caption, Placed, text_width};

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
