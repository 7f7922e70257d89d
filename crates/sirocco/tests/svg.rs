//! The SVG pictures: well-formed for every state of seeded random games,
//! deterministic, with the last step and captures drawn when asked, text
//! escaped, custom boards drawn on a circle, and a small snapshot.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_sirocco::svg::{LastMove, SvgOptions};
use boardkit_sirocco::{Board, BoardSpec, CornerSpec, Move, Seat, Sirocco};
use boardkit_svg_check::check;

/// A ring of 16 points around a hub, no lattice names: drawn on a circle.
fn ring_board(name: &str) -> Board {
    let point = |i: usize| format!("q{}", i % 16);
    let mut spec = BoardSpec { name: name.into(), ..BoardSpec::default() };
    spec.points = (0..16).map(point).chain(["hub".to_string()]).collect();
    spec.lines = (0..16).map(|i| (point(i), point(i + 1))).collect();
    spec.lines.extend([2, 6, 10, 14].map(|i| (point(i), "hub".to_string())));
    let corner =
        |seat, base: usize| CornerSpec { seat, base: point(base), grey: vec![point(base + 15), point(base + 1)] };
    spec.corners = vec![
        corner(Seat::SouthWest, 0),
        corner(Seat::NorthWest, 4),
        corner(Seat::NorthEast, 8),
        corner(Seat::SouthEast, 12),
    ];
    spec.protected = vec!["hub".into()];
    Board::from_spec(&spec).expect("the ring board is valid")
}

#[test]
fn every_state_of_seeded_games_draws_a_well_formed_picture() {
    for players in 2..=4 {
        let mut game = Sirocco::startpos(players).unwrap();
        let mut rng = SplitMix64::new(u64::from(players));
        let mut captures_drawn = 0;
        for ply in 0..400 {
            let Some(mv) = random_move(&game, &mut rng) else { break };
            let before = game.clone();
            game.play(&mv).unwrap();
            let last = LastMove::new(&before, &mv).unwrap();
            assert_eq!(last.is_some(), matches!(mv, Move::Step { .. }));
            let mut options = SvgOptions::new();
            if let Some(last) = last {
                options = options.with_last_move(last);
                captures_drawn += usize::from(last.captured.is_some());
            }
            if ply % 7 == 0 || last.is_some_and(|l| l.captured.is_some()) {
                let picture = game.to_svg(&options);
                let summary = check(&picture).unwrap_or_else(|e| panic!("{game}: {e}"));
                assert_eq!(summary.texts.first(), Some(&format!("Sirocco state {game}")));
                assert_eq!(picture, game.to_svg(&options), "deterministic");
            }
        }
        assert!(captures_drawn > 0, "{players} players: the games capture");
    }
}

#[test]
fn the_last_step_and_a_capture_are_drawn() {
    // South-West captures North-East's pawn on d3 (a field point) with a throw of 3.
    let text = "reference | SW a1 a1 a1 a1 a1 a1 x0 | NE d3 m13 m13 m13 m13 m13 x0 | SW rolled 3 | round 2";
    let before: Sirocco = text.parse().unwrap();
    let step: Move = "a1-d3".parse().unwrap();
    let last = LastMove::new(&before, &step).unwrap().unwrap();
    assert_eq!(last.captured, Some(Seat::NorthEast));
    let mut after = before.clone();
    after.play(&step).unwrap();
    let plain = after.to_svg(&SvgOptions::new());
    let highlighted = after.to_svg(&SvgOptions::new().with_last_move(last));
    check(&highlighted).unwrap();
    assert!(!plain.contains("stroke-dasharray") && highlighted.contains("stroke-dasharray"), "the start ring");
    assert!(!plain.contains("#d55e00") && highlighted.contains("#d55e00"), "the capture cross-hair");
    assert!(highlighted.contains("score 3, captured 1"));
    // A throw or a pass draws nothing; an illegal move is an error.
    assert_eq!(LastMove::new(&Sirocco::startpos(2).unwrap(), &Move::Roll(4)), Ok(None));
    assert!(LastMove::new(&before, &"a1-a2".parse().unwrap()).is_err());
}

#[test]
fn text_is_escaped_and_custom_boards_are_drawn_on_a_circle() {
    let board = std::sync::Arc::new(ring_board("<ring&co>"));
    let picture = board.to_svg(&SvgOptions::new());
    let summary = check(&picture).unwrap();
    assert_eq!(summary.texts.first().map(String::as_str), Some("Sirocco board <ring&co>"));
    assert!(picture.contains("&lt;ring&amp;co&gt;"));
    assert!(summary.texts.iter().any(|t| t == "hub"), "point names on a board without a lattice");
    let game = Sirocco::with_board(board, 2).unwrap();
    let titled = game.to_svg(&SvgOptions::new().with_title("a \"quoted\" <title>"));
    assert_eq!(check(&titled).unwrap().texts.first().map(String::as_str), Some("a \"quoted\" <title>"));
    let names_off = game.to_svg(&SvgOptions::new().with_point_names(false));
    assert!(!check(&names_off).unwrap().texts.iter().any(|t| t == "hub"));
}

#[test]
fn snapshot_of_a_small_custom_board_after_a_step() {
    let board = std::sync::Arc::new(ring_board("ring"));
    let mut game = Sirocco::with_board(board, 2).unwrap();
    game.play(&Move::Roll(2)).unwrap();
    let before = game.clone();
    let step: Move = "q0-q2".parse().unwrap();
    game.play(&step).unwrap();
    let last = LastMove::new(&before, &step).unwrap().unwrap();
    insta::assert_snapshot!(game.to_svg(&SvgOptions::new().with_last_move(last).with_spacing(30.0)));
}

/// A capture on the field, a base with both its own waiting pawns and the
/// opponent's arrived ones (two groups, each with its count), and a base
/// with a single pawn (no count): the whole picture, reviewed as a PNG.
#[test]
fn snapshot_of_a_capture_beside_shared_and_single_pawn_bases() {
    let text = "reference | SW a1 a1 m13 m13 m13 b3 x0 | NE d3 m13 m13 m13 m13 m13 x0 | SW rolled 3 | round 9";
    let before: Sirocco = text.parse().unwrap();
    let step: Move = "a1-d3".parse().unwrap();
    let last = LastMove::new(&before, &step).unwrap().unwrap();
    let mut after = before.clone();
    after.play(&step).unwrap();
    assert_eq!(
        after.to_string(),
        "reference | SW a1 b3 d3 m13 m13 m13 x1 | NE m13 m13 m13 m13 m13 x0 | NE to roll | round 9"
    );
    let picture = after.to_svg(&SvgOptions::new().with_last_move(last));
    check(&picture).unwrap();
    insta::assert_snapshot!(picture);
}

/// Without its caption the picture is only the board: shorter, and with
/// no turn or score line.
#[test]
fn the_caption_can_be_left_out() {
    let game = Sirocco::startpos(2).unwrap();
    let with = game.to_svg(&SvgOptions::new());
    let without = game.to_svg(&SvgOptions::new().with_caption(false));
    assert_eq!(game.to_svg(&SvgOptions::new().with_caption(true)), with);
    let height = |picture: &str| boardkit_svg_check::view_box_size(picture).unwrap().1;
    assert!(height(&without) < height(&with), "{} < {}", height(&without), height(&with));
    // The texts drawn (the first is the picture's title, the state text).
    let texts = |picture: &str| check(picture).unwrap().texts[1..].to_vec();
    assert!(texts(&with).iter().any(|t| t.contains("to roll")), "{:?}", texts(&with));
    assert!(!texts(&without).iter().any(|t| t.contains("to roll") || t.contains("score")), "{:?}", texts(&without));
}
