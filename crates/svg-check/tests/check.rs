//! The SVG checker's own rules at their edges: character references, the
//! byte offsets of its errors, long decimals, and the picture size read
//! from the `viewBox`.

use boardkit_geometry::svg::Svg;
use boardkit_svg_check::{check, view_box_size};

/// The start of every document here.
const ROOT: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">";

/// A document with one `<text>` element: its attributes and its content,
/// written raw.
fn document(attributes: &str, text: &str) -> String {
    format!("{ROOT}<text{attributes}>{text}</text></svg>\n")
}

/// The error's text, or a panic if the document passed.
fn refusal(document: &str) -> String {
    check(document).expect_err("a bad document").to_string()
}

/// Every named entity and both kinds of character reference decode.
#[test]
fn entities_and_character_references_decode() {
    let summary = check(&document("", "a&apos;b&#10;c&#x41;&quot;&lt;&gt;&amp;")).expect("well-formed");
    assert_eq!(summary.texts, ["a'b\ncA\"<>&"]);
    assert_eq!(summary.elements, 2);
}

/// An error says the byte it found: the `&` in the text, the `&` or `<`
/// inside an attribute value, the tag of a bad number.
#[test]
fn errors_point_at_their_byte() {
    let text_at = ROOT.len() + "<text>".len();
    assert_eq!(
        refusal(&document("", "ab&bogus;")),
        format!("byte {}: `&` that starts no known entity or character reference", text_at + 2)
    );
    let value_at = ROOT.len() + "<text fill=\"".len();
    assert_eq!(refusal(&document(" fill=\"ab<c\"", "x")), format!("byte {}: unescaped `<`", value_at + 2));
    assert_eq!(
        refusal(&document(" fill=\"red\" stroke=\"a&b\"", "x")),
        format!(
            "byte {}: `&` that starts no known entity or character reference",
            ROOT.len() + "<text fill=\"red\" stroke=\"a".len()
        )
    );
    assert_eq!(
        refusal(&document(" x=\"3.599\"", "x")),
        format!("byte {}: a number with more than two decimals in `x` of <text>", ROOT.len())
    );
}

/// A long decimal is a digit, a point and three digits: a value that
/// starts with the point, or has a letter before it, is not one.
#[test]
fn only_digits_before_a_point_make_a_long_decimal() {
    assert!(check(&document(" x=\"3.59\" y=\".599\" font-family=\"v.123\"", "x")).is_ok());
    assert!(check(&document(" x=\"10.125\"", "x")).is_err());
    assert!(check(&document(" x=\"1 2.5 0.333\"", "x")).is_err());
}

/// The size a document's `viewBox` gives, or `None` without one of the
/// form `0 0 w h` with two numbers.
#[test]
fn the_view_box_gives_the_picture_size() {
    assert_eq!(view_box_size(&Svg::new(120.0, 80.5).finish()), Some((120.0, 80.5)));
    assert_eq!(view_box_size(&Svg::new(7.0, 3.25).finish()), Some((7.0, 3.25)));
    assert_eq!(view_box_size("<svg viewBox=\"0 0 12 -4\"/>"), Some((12.0, -4.0)));
    assert_eq!(view_box_size("<svg/>"), None);
    assert_eq!(view_box_size("<svg viewBox=\"0 0 12\"/>"), None);
    assert_eq!(view_box_size("<svg viewBox=\"0 0 12 wide\"/>"), None);
    assert_eq!(view_box_size("<svg viewBox=\"1 0 12 4\"/>"), None);
}

/// An attribute needs a name: a bare `="…"` is refused, as is a name with
/// a character no name may hold.
#[test]
fn an_attribute_needs_a_name() {
    assert_eq!(refusal(&document(" =\"red\"", "x")), format!("byte {}: a bad attribute name `` in <text>", ROOT.len()));
    assert_eq!(
        refusal(&document(" fi!ll=\"red\"", "x")),
        format!("byte {}: a bad attribute name `fi!ll` in <text>", ROOT.len())
    );
}

/// Only the root `<svg>` must carry the namespace and a `viewBox`: an
/// `<svg>` nested inside it (a picture placed in a picture) need not.
#[test]
fn only_the_root_svg_needs_a_namespace_and_a_view_box() {
    let nested = format!("{ROOT}<svg x=\"1\" width=\"4\"><circle r=\"1\"/></svg></svg>\n");
    assert_eq!(check(&nested).map(|summary| summary.elements), Ok(3));
    assert_eq!(refusal("<svg viewBox=\"0 0 1 1\"/>"), "byte 0: the root has no SVG namespace");
}

/// The committed-pictures check: a stale copy, a malformed picture and a
/// picture no longer drawn are each refused by name; a file that is not a
/// picture is compared but not checked as one.
#[test]
fn committed_pictures_must_be_current_well_formed_and_still_drawn() {
    use boardkit_svg_check::verify_committed;
    let root = std::env::temp_dir().join(format!("boardkit-svg-check-committed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let picture = Svg::new(10.0, 10.0).finish();
    let mut files = vec![
        ("pictures/dot.svg".to_string(), picture.clone()),
        ("pictures/notes.txt".to_string(), "not a picture <".to_string()),
    ];
    assert_eq!(
        verify_committed(&root, &files, &["pictures"], false).map_err(|e| e.starts_with("pictures/dot.svg: ")),
        Err(true),
        "nothing committed yet"
    );
    verify_committed(&root, &files, &["pictures"], true).expect("written, then current");
    verify_committed(&root, &files, &["pictures"], false).expect("current");
    std::fs::write(root.join("pictures/dot.svg"), "<svg/>").unwrap();
    assert_eq!(
        verify_committed(&root, &files, &["pictures"], false),
        Err("pictures/dot.svg is stale: regenerate it".to_string())
    );
    files[0].1 = "<svg>".to_string();
    let malformed = verify_committed(&root, &files, &["pictures"], true).expect_err("not well-formed");
    assert!(malformed.starts_with("pictures/dot.svg is not a well-formed picture: "), "{malformed}");
    files[0].1 = picture;
    verify_committed(&root, &files, &["pictures"], true).expect("current again");
    std::fs::write(root.join("pictures/old.svg"), "<svg/>").unwrap();
    assert_eq!(
        verify_committed(&root, &files, &["pictures"], false),
        Err("pictures/old.svg is no longer drawn: delete it".to_string())
    );
    // A file beside the pictures that is not one is left alone.
    std::fs::remove_file(root.join("pictures/old.svg")).unwrap();
    std::fs::write(root.join("pictures/README"), "").unwrap();
    verify_committed(&root, &files, &["pictures"], false).expect("only pictures must be drawn");
    std::fs::remove_dir_all(&root).unwrap();
}
