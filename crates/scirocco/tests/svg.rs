//! The SVG pictures: well-formed for positions of seeded random games,
//! deterministic, the last move and captures drawn when asked, text escaped,
//! every piece diagram well-formed, and a small snapshot.

use boardkit_core::{SplitMix64, random_move};
use boardkit_scirocco::svg::{LastMove, SvgOptions};
use boardkit_scirocco::{Move, PieceKind, Position, Scirocco};
use boardkit_svg_check::check;

#[test]
fn positions_of_seeded_games_draw_well_formed_pictures() {
    let mut rng = SplitMix64::new(2026);
    let mut game = Scirocco::startpos();
    let mut captures = 0;
    for ply in 0..300 {
        let Some(mv) = random_move(&game, &mut rng) else { break };
        let before = *game.position();
        game.play(&mv).unwrap();
        let last = LastMove::new(&before, &mv).unwrap();
        captures += usize::from(!last.captured.is_empty());
        if ply % 10 == 0 || !last.captured.is_empty() {
            let options = SvgOptions::new().with_last_move(last).with_flipped(ply % 20 == 0);
            let picture = game.to_svg(&options);
            let summary = check(&picture).unwrap_or_else(|e| panic!("{game}: {e}"));
            let pieces = game.position().pieces().count();
            let labels = summary.texts.iter().filter(|t| PieceKind::from_abbreviation(t).is_some()).count();
            assert_eq!(labels, pieces, "one label per piece: {game}");
            assert_eq!(picture, game.to_svg(&options), "deterministic");
        }
    }
    assert!(captures > 0, "the game captures, so capture highlights were drawn");
}

#[test]
fn the_last_move_and_special_captures_are_drawn() {
    // A Zag on i4 jump-captures over i3 to i2; a Genie on b3 captures a3 without moving.
    let fen =
        "y2+s1p1+hv1/+p2u4+v1/5pp+y2/T1+A1Pp2+di/aco+g3P+k+M/1WK4+n1D/+FPp1+U2F+w1/1H2+C1P1M1/3+ON5/3+IS+T2G1 t 50";
    let before: Position = fen.parse().unwrap();
    let jump: Move = "i4i2".parse().unwrap();
    let last = LastMove::new(&before, &jump).unwrap();
    assert_eq!(last.captured, vec!["i3".parse().unwrap()]);
    let after = before.play(&jump).unwrap();
    let plain = after.to_svg(&SvgOptions::new());
    let highlighted = after.to_svg(&SvgOptions::new().with_last_move(last));
    check(&highlighted).unwrap();
    assert!(!plain.contains("stroke-dasharray") && highlighted.contains("stroke-dasharray"), "the from-square");
    assert!(!plain.contains("#d55e00") && highlighted.contains("#d55e00"), "the cross on i3");
    // Two tinted squares: the origin dashed, the destination solid.
    assert_eq!(highlighted.matches("fill=\"#f0e442\"").count(), 2, "{highlighted}");
    assert_eq!(highlighted.matches("stroke-dasharray").count(), 1);
    // The cross: two strokes 0.6 of a square (40 px) across, corner to
    // corner, centred on i3, (368, 306): midway between the tinted i4
    // (from x 350.4, y 248.4, 35.2 wide) and i2 (y 328.4).
    assert!(highlighted.contains("<rect x=\"350.4\" y=\"248.4\" width=\"35.2\""), "{highlighted}");
    assert!(highlighted.contains("<rect x=\"350.4\" y=\"328.4\" width=\"35.2\""), "{highlighted}");
    assert!(
        highlighted.contains("<path d=\"M356 294l24 24m0-24l-24 24\" stroke=\"#d55e00\" stroke-width=\"4.8\""),
        "{highlighted}"
    );

    let genie: Position = "k9/10/10/10/10/10/10/p9/1+D8/9K b".parse().unwrap();
    let stay: Move = "b2a3b2".parse().unwrap();
    let last = LastMove::new(&genie, &stay).unwrap();
    assert_eq!(
        (last.from, last.to, last.captured.clone()),
        ("b2".parse().unwrap(), "b2".parse().unwrap(), vec!["a3".parse().unwrap()])
    );
    let picture = genie.play(&stay).unwrap().to_svg(&SvgOptions::new().with_last_move(last));
    assert!(picture.contains("#d55e00"), "the captured square is crossed out");
    // The promoted Genie on b2: its disc (radius 0.42 of a 40-pixel square
    // round (88, 346)) and, inside it, the ring of a promoted piece (0.34).
    let pieces = genie.to_svg(&SvgOptions::new());
    assert!(pieces.contains("M71.2 346a16.8 16.8 0 1 0 33.6 0a16.8 16.8 0 1 0-33.6 0"), "{pieces}");
    let ring = "<path d=\"M74.4 346a13.6 13.6 0 1 0 27.2 0a13.6 13.6 0 1 0-27.2 0\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1.4\"/>";
    assert!(pieces.contains(ring), "{pieces}");
    // The Genie's square is both ends of its move: tinted once, dashed.
    assert_eq!(picture.matches("fill=\"#f0e442\"").count(), 1, "{picture}");
    assert_eq!(picture.matches("stroke-dasharray").count(), 1);
    // An ordinary capture is shown by the capturer on the square; no cross.
    assert!(LastMove::new(&genie, &"e3e4".parse().unwrap()).is_err(), "not a move here");
}

#[test]
fn text_is_escaped_and_marked_squares_are_drawn() {
    let options = SvgOptions::new().with_title("<Scirocco & \"friends\">").with_marked(["e4".parse().unwrap()]);
    let picture = Position::startpos().to_svg(&options);
    let summary = check(&picture).unwrap();
    assert_eq!(summary.texts.first().map(String::as_str), Some("<Scirocco & \"friends\">"));
    assert!(picture.contains("<title>&lt;Scirocco &amp; &quot;friends&quot;&gt;</title>"));
    assert!(picture.contains("#009e73"), "the marked square's ring");
    // A ring of radius 18 (0.45 of a 40-pixel square) round e4's centre, (208, 266).
    let ring = "<path d=\"M190 266a18 18 0 1 0 36 0a18 18 0 1 0-36 0\" fill=\"none\" stroke=\"#009e73\" stroke-width=\"3.2\"/>";
    assert!(picture.contains(ring), "{picture}");
    assert!(!Position::startpos().to_svg(&SvgOptions::new()).contains("#009e73"));
}

#[test]
fn every_piece_diagram_is_well_formed() {
    for kind in PieceKind::ALL {
        let picture = kind.diagram_svg();
        let summary = check(&picture).unwrap_or_else(|e| panic!("{kind}: {e}"));
        assert!(summary.texts.iter().any(|t| t == kind.abbreviation()), "{kind}");
        assert_eq!(kind.relay_diagram_svg().is_some(), matches!(kind, PieceKind::Dervish | PieceKind::Harpy));
    }
}

#[test]
fn snapshot_of_a_small_position_with_the_last_move() {
    let before: Position = "k9/10/10/10/10/4p5/3P6/10/10/9K b".parse().unwrap();
    let capture: Move = "d4e5".parse().unwrap();
    let last = LastMove::new(&before, &capture).unwrap();
    assert_eq!(last.captured, vec!["e5".parse().unwrap()]);
    let after = before.play(&capture).unwrap();
    insta::assert_snapshot!(after.to_svg(&SvgOptions::new().with_last_move(last).with_square(24.0)));
}

/// Seen from Tan's side the board is turned (a1 at the top right), and
/// without the caption the picture is only the board.
#[test]
fn the_board_can_be_flipped_and_drawn_without_its_caption() {
    let game = Scirocco::startpos();
    let plain = game.to_svg(&SvgOptions::new());
    assert_eq!(game.to_svg(&SvgOptions::new().with_flipped(false)), plain);
    let flipped = game.to_svg(&SvgOptions::new().with_flipped(true));
    assert_ne!(flipped, plain);
    check(&flipped).unwrap();
    // The file letter a stands at the left, and after the turn at the right.
    let x_of_file_a = |picture: &str| -> f64 {
        let label = picture.find(">a</tspan>").expect("a file label a");
        let tag = &picture[picture[..label].rfind("<tspan").unwrap()..label];
        let x = &tag[tag.find(" x=\"").unwrap() + 4..];
        x[..x.find('"').unwrap()].parse().unwrap()
    };
    assert!(x_of_file_a(&plain) < 100.0 && x_of_file_a(&flipped) > 300.0, "{flipped}");
    let labels = |picture: &str| check(picture).unwrap().texts;
    let plain_labels = labels(&plain);
    assert_eq!(game.to_svg(&SvgOptions::new().with_caption(true)), plain);
    let bare = game.to_svg(&SvgOptions::new().with_caption(false));
    let bare_texts = labels(&bare);
    assert!(plain_labels.iter().any(|t| t.contains("to move")), "{plain_labels:?}");
    assert!(!bare_texts.iter().any(|t| t.contains("to move")), "{bare_texts:?}");
}
