//! The SVG pictures: well-formed for positions of seeded random games on
//! several board sizes, deterministic, every kind of last action drawn, text
//! escaped, and a small snapshot.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_geometry::svg::check;
use boardkit_towers::svg::SvgOptions;
use boardkit_towers::{Config, Move, Recipients, Square, Towers};

#[test]
fn positions_of_seeded_games_draw_well_formed_pictures() {
    for (width, height) in [(6, 6), (2, 3), (16, 16), (9, 4)] {
        let mut game = Towers::with_config(Config::new(width, height, 2).unwrap());
        let mut rng = SplitMix64::new(u64::from(width));
        for ply in 0..120 {
            let Some(action) = random_move(&game, &mut rng) else { break };
            game.play(&action).unwrap();
            if ply % 5 == 0 || game.outcome().is_some() {
                let options = SvgOptions::new().with_last_action(action).with_flipped(ply % 10 == 0);
                let picture = game.to_svg(&options);
                let summary = check(&picture).unwrap_or_else(|e| panic!("{game}: {e}"));
                let numbers = summary.texts.iter().filter(|t| t.parse::<u8>().is_ok()).count();
                assert!(numbers >= 2 * usize::from(width), "a number on every piece: {game}");
                assert_eq!(picture, game.to_svg(&options), "deterministic");
            }
        }
    }
}

/// A share's recipients off the board, and the sharer named as its own
/// recipient (which only an action built in code can do), are left out of
/// its picture: one arc and one `+1` for each recipient on the board.
#[test]
fn a_share_draws_only_its_recipients_on_the_board() {
    let start = Towers::startpos();
    let plus_ones = |action: Move| {
        let picture = start.to_svg(&SvgOptions::new().with_last_action(action));
        check(&picture).unwrap();
        picture.matches(">+1</text>").count()
    };
    let square = |name: &str| name.parse::<Square>().unwrap();
    let share = |squares: &[&str]| Move::Share {
        from: square("c1"),
        recipients: Recipients::from_squares(squares.iter().map(|name| square(name))).unwrap(),
    };
    assert_eq!(plus_ones(share(&["a1", "f1"])), 2);
    assert_eq!(plus_ones(share(&["a1", "f1", "c9"])), 2, "c9 is off the 6x6 board");
    assert_eq!(plus_ones(share(&["a1", "c1", "f1"])), 2, "c1 is the sharer");
}

#[test]
fn every_kind_of_action_is_drawn() {
    let start = Towers::startpos();
    let plain = start.to_svg(&SvgOptions::new());
    assert!(!plain.contains("<marker"));
    let drawn = |game: &Towers, action: &str| {
        let picture = game.to_svg(&SvgOptions::new().with_last_action(action.parse::<Move>().unwrap()));
        check(&picture).unwrap();
        picture
    };
    let moved = drawn(&start, "c1-c3");
    assert!(moved.contains("<marker") && moved.contains("#0072b2"), "a blue arrow");
    // From c1's centre (153.6, 271.2) up to c3's (153.6, 175.2), leaving 0.1
    // of a 48-pixel square at the start and 0.45 for the arrowhead.
    assert!(moved.contains("<path d=\"M153.6 266.4L153.6 196.8\" stroke=\"#0072b2\""), "{moved}");
    let across = drawn(&start, "c1-a1");
    assert!(across.contains("<path d=\"M148.8 271.2L79.2 271.2\" stroke=\"#0072b2\""), "{across}");
    let shared = drawn(&start, "c1>a1,f1");
    assert_eq!(shared.matches(">+1</text>").count(), 2, "one +1 per recipient");
    assert!(shared.contains("#009e73"));
    let capture: Towers =
        "B2B2.B2B2B2/..B2.../....../..W2.../....../W2W2.W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 4 seen 1"
            .parse()
            .unwrap();
    let captured = drawn(&capture, "c3xc5");
    assert!(captured.contains("#d55e00"), "the capture line and cross-hair");
    // The capture line leaves c3's disc (0.42) and stops short of c5's (0.5).
    assert!(captured.contains("<path d=\"M153.6 155.04L153.6 103.2\" stroke=\"#d55e00\""), "{captured}");
    // The cross-hair on c5 (centre (153.6, 79.2)): a ring of 0.46 of a
    // square, ticks from 0.36 to 0.52 up, right, down and left.
    let cross_hair = "M131.52 79.2a22.08 22.08 0 1 0 44.16 0a22.08 22.08 0 1 0-44.16 0\
                      M153.6 61.92l0-7.68M170.88 79.2l7.68 0M153.6 96.48l0 7.68M136.32 79.2l-7.68 0";
    let ring = format!("<path d=\"{cross_hair}\" fill=\"none\" stroke=\"#d55e00\" stroke-width=\"2.88\"/>");
    assert!(captured.contains(&ring), "{captured}");
    // Squares off the board are left out, not a panic.
    for action in ["a1-a9", "a9-a1", "a1xa9", "a9xa1", "a9>a1", "a1>a9"] {
        let off = drawn(&start, action);
        assert!(!off.contains("marker-end"), "{action}: {off}");
    }
    // The line widths, in squares: 0.09 for a move, 0.08 for a capture.
    assert!(moved.contains("stroke=\"#0072b2\" stroke-width=\"4.32\""), "{moved}");
    assert!(captured.contains("stroke=\"#d55e00\" stroke-width=\"3.84\" stroke-dasharray=\"7.68 4.8\""), "{captured}");
}

#[test]
fn text_is_escaped() {
    let picture = Towers::startpos().to_svg(&SvgOptions::new().with_title("Towers <&> \"test\""));
    let summary = check(&picture).unwrap();
    assert_eq!(summary.texts.first().map(String::as_str), Some("Towers <&> \"test\""));
    assert!(picture.contains("Towers &lt;&amp;&gt; &quot;test&quot;"));
    assert!(summary.texts.iter().any(|t| t == "White to move"));
}

#[test]
fn snapshot_of_a_small_board_after_a_share() {
    let mut game = Towers::with_config(Config::new(3, 3, 1).unwrap());
    let share: Move = "a1>b1".parse().unwrap();
    game.play(&share).unwrap();
    insta::assert_snapshot!(game.to_svg(&SvgOptions::new().with_last_action(share).with_square(32.0)));
}

/// Seen from Brown's side the board is turned (file a on the right), and
/// without the caption the picture is only the board.
#[test]
fn the_board_can_be_flipped_and_drawn_without_its_caption() {
    let game = Towers::startpos();
    let plain = game.to_svg(&SvgOptions::new());
    assert_eq!(game.to_svg(&SvgOptions::new().with_flipped(false)), plain);
    let flipped = game.to_svg(&SvgOptions::new().with_flipped(true));
    check(&flipped).unwrap();
    let x_of_file_a = |picture: &str| -> f64 {
        let label = picture.find(">a</tspan>").expect("a file label a");
        let tag = &picture[picture[..label].rfind("<tspan").unwrap()..label];
        let x = &tag[tag.find(" x=\"").unwrap() + 4..];
        x[..x.find('"').unwrap()].parse().unwrap()
    };
    assert!(x_of_file_a(&plain) < 100.0 && x_of_file_a(&flipped) > 200.0, "{flipped}");
    assert_eq!(game.to_svg(&SvgOptions::new().with_caption(true)), plain);
    let texts = |picture: &str| check(picture).unwrap().texts;
    assert!(texts(&plain).iter().any(|t| t.contains("to move")), "{plain}");
    let bare = game.to_svg(&SvgOptions::new().with_caption(false));
    assert!(!texts(&bare).iter().any(|t| t.contains("to move")), "{bare}");
}

/// A share's arrows are arcs: where nothing is in the way each bulges from
/// the middle of its line towards the board's centre, by half the line's
/// length but at least 1.3 squares, symmetric (the control point as far
/// from both ends). It leaves the giving piece 0.42 of a square out, its
/// arrowhead's tip touches the recipient's rim (0.4 plus half the rim's
/// 0.045) and its dotted line runs 0.05 into the head, whose base is 0.3
/// behind the tip, all along the curve's end tangents. On the default board
/// (48-pixel squares, a1's centre at (57.6, 271.2), the board's centre at
/// (177.6, 151.2)), along each edge of the board and across it. (On a
/// line through the centre both sides are inwards: not pinned.)
#[test]
fn share_arrows_bulge_towards_the_middle_of_the_board() {
    let start = Towers::startpos();
    let square = 48.0;
    let centre_of = |name: &str| {
        let (file, rank) = (f64::from(name.as_bytes()[0] - b'a'), f64::from(name.as_bytes()[1] - b'1'));
        (33.6 + (file + 0.5) * square, 7.2 + (5.0 - rank + 0.5) * square)
    };
    let board_centre = (177.6, 151.2);
    let distance = |(x1, y1): (f64, f64), (x2, y2): (f64, f64)| ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
    let close = |a: f64, b: f64, what: &str| assert!((a - b).abs() < 0.02, "{what}: {a} against {b}");
    for (share, giver, recipients) in [
        ("c1>a1,f1", "c1", &["a1", "f1"][..]),
        ("b6>d6", "b6", &["d6"][..]),
        ("a2>a5", "a2", &["a5"][..]),
        ("f4>f3", "f4", &["f3"][..]),
        ("a2>c4", "a2", &["c4"][..]),
        // The same lines the other way: the perpendicular turned inwards.
        ("a5>a2", "a5", &["a2"][..]),
        ("f3>f4", "f3", &["f4"][..]),
        ("c4>a2", "c4", &["a2"][..]),
        ("f1>c1", "f1", &["c1"][..]),
    ] {
        let picture = start.to_svg(&SvgOptions::new().with_last_action(share.parse::<Move>().unwrap()));
        let arcs: Vec<[f64; 6]> = picture
            .match_indices("<path d=\"M")
            .map(|(at, _)| &picture[at + 10..])
            .filter(|rest| rest.contains('Q') && rest[..rest.find('"').unwrap()].contains('Q'))
            .map(|rest| {
                let d = &rest[..rest.find('"').unwrap()];
                let numbers: Vec<f64> = d.replace('Q', " ").split(' ').map(|n| n.parse().unwrap()).collect();
                numbers.try_into().unwrap_or_else(|n| panic!("{share}: {n:?}"))
            })
            .collect();
        assert_eq!(arcs.len(), recipients.len(), "{share}: {picture}");
        // The heads: one path of triangles, tip first.
        let heads = picture
            .lines()
            .find(|line| line.starts_with("<path d=\"M") && line.ends_with("z\" fill=\"#009e73\"/>"))
            .unwrap_or_else(|| panic!("{share}: no heads in {picture}"));
        let d = &heads["<path d=\"".len()..];
        let tips: Vec<(f64, f64)> = d[..d.find('"').unwrap()]
            .split('M')
            .skip(1)
            .map(|triangle| {
                let (x, y) = triangle[..triangle.find('L').unwrap()].split_once(' ').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert_eq!(tips.len(), recipients.len(), "{share}: {heads}");
        for (([sx, sy, qx, qy, ex, ey], recipient), tip) in arcs.into_iter().zip(recipients).zip(tips) {
            let (from, to, control) = (centre_of(giver), centre_of(recipient), (qx, qy));
            let what = format!("{share} to {recipient}");
            close(distance(control, from), distance(control, to), &format!("{what}: symmetric"));
            let middle = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
            let bulge = (0.5 * distance(from, to)).max(1.3 * square);
            close(distance(control, middle), bulge, &format!("{what}: the bulge"));
            let inwards = (qx - middle.0) * (board_centre.0 - middle.0) + (qy - middle.1) * (board_centre.1 - middle.1);
            assert!(inwards > 0.0, "{what}: towards the middle ({qx}, {qy})");
            for ((x, y), end, gap) in [((sx, sy), from, 0.42), ((ex, ey), to, 0.6725), (tip, to, 0.4225)] {
                close(distance((x, y), end), gap * square, &format!("{what}: the gap"));
                // On the tangent: in line with the control point.
                let cross = (x - end.0) * (qy - end.1) - (y - end.1) * (qx - end.0);
                assert!(cross.abs() < 0.05 * square, "{what}: off the tangent by {cross}");
            }
        }
    }
}
