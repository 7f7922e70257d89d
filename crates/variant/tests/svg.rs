//! The SVG pictures: well-formed XML for positions of seeded random games
//! on boards from 5×5 to 16×16, deterministic, the last move and promoted
//! pieces marked, and a few pictures pinned.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_svg_check::{CheckSummary, check, view_box_size};
use boardkit_variant::svg::SvgOptions;
use boardkit_variant::{Move, VariantGame, Variants, variant};

fn game(name: &str) -> VariantGame {
    VariantGame::new(variant(name).expect("bundled")).expect("a start position")
}

fn legal(game: &VariantGame, text: &str) -> Move {
    *game.legal_moves().iter().find(|mv| mv.to_string() == text).unwrap_or_else(|| panic!("{text} is legal"))
}

fn checked(picture: &str) -> CheckSummary {
    check(picture).unwrap_or_else(|error| panic!("{error}\n{picture}"))
}

/// A 16×16 variant of the user's: a wide army of rooks, knights and a
/// king-like royal, its pawns promoting shogi-style on the last rank.
const BIG: &str = "
[sixteen]
maxRank = 16
maxFile = 16
king = k
rook = r
knight = n
pawn = p
promotionRegionWhite = *16
promotionRegionBlack = *1
promotionPieceTypes = r
startFen = rnrnrnrknrnrnrnr/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/RNRNRNRKNRNRNRNR w - - 0 1
";

fn sixteen() -> VariantGame {
    let variants = Variants::parse(BIG).expect("the 16x16 variant compiles");
    VariantGame::new(variants.get("sixteen").expect("its section").clone()).expect("its start")
}

#[test]
fn positions_of_seeded_games_draw_well_formed_pictures() {
    let mut starts: Vec<VariantGame> =
        ["chess", "capablanca", "grand", "shatranj", "makruk", "gardner", "losalamos"].into_iter().map(game).collect();
    starts.push(sixteen());
    for (seed, start) in starts.into_iter().enumerate() {
        let mut game = start;
        let mut rng = SplitMix64::new(seed as u64);
        for ply in 0..80 {
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play(&mv).expect("a listed move");
            if ply % 7 == 0 || game.outcome().is_some() {
                let options = SvgOptions::new().with_last_move(mv).with_flipped(ply % 2 == 0);
                let picture = game.to_svg(&options);
                let summary = checked(&picture);
                let letters =
                    summary.texts.iter().filter(|t| t.len() == 1 && t.chars().all(|c| c.is_ascii_uppercase()));
                // Every piece has its letter (and the file letters are lowercase).
                assert_eq!(letters.count(), game.pieces().count(), "{game}");
                assert_eq!(picture, game.to_svg(&options), "deterministic");
            }
        }
    }
}

#[test]
fn the_picture_grows_with_the_board_and_the_options() {
    let chess = game("chess").to_svg(&SvgOptions::new());
    let capablanca = game("capablanca").to_svg(&SvgOptions::new());
    let big = sixteen().to_svg(&SvgOptions::new());
    let (chess_width, chess_height) = view_box_size(&chess).expect("a viewBox");
    let (capablanca_width, capablanca_height) = view_box_size(&capablanca).expect("a viewBox");
    let (big_width, big_height) = view_box_size(&big).expect("a viewBox");
    assert!((capablanca_width - chess_width - 2.0 * 48.0).abs() < 1e-9, "two files more");
    assert!((capablanca_height - chess_height).abs() < 1e-9, "as many ranks");
    assert!(
        (big_width - chess_width - 8.0 * 48.0).abs() < 1e-9 && (big_height - chess_height - 8.0 * 48.0).abs() < 1e-9
    );
    // File letters a to p and rank numbers 1 to 16 on the 16x16 board.
    let summary = checked(&big);
    for coordinate in ["a", "p", "1", "16"] {
        assert!(summary.texts.iter().any(|t| t == coordinate), "{coordinate}");
    }
    // Without coordinates and caption the picture is the board and a small margin.
    let bare = game("chess").to_svg(&SvgOptions::new().with_coordinates(false).with_caption(false).with_square(20.0));
    assert_eq!(view_box_size(&bare), Some((20.0 * 8.3, 20.0 * 8.3)));
    let summary = checked(&bare);
    assert!(
        summary.texts[1..].iter().all(|t| t.len() == 1 && t.chars().all(|c| c.is_ascii_uppercase())),
        "{:?}",
        summary.texts
    );
    assert!(checked(&chess).texts.iter().any(|t| t == "chess: White to move"));
}

#[test]
fn flipping_turns_the_board_half_a_turn() {
    let start = game("chess");
    let upright = start.to_svg(&SvgOptions::new());
    let turned = start.to_svg(&SvgOptions::new().with_flipped(true));
    assert_ne!(upright, turned);
    // The first rank number is drawn at the bottom upright and at the top turned.
    let y_of = |picture: &str, text: &str| -> f64 {
        let at = picture.find(&format!(">{text}</text>")).expect("the number");
        let start = picture[..at].rfind("y=\"").expect("its y") + 3;
        picture[start..].split('"').next().expect("a value").parse().expect("a number")
    };
    assert!(y_of(&upright, "1") > y_of(&upright, "8"));
    assert!(y_of(&turned, "1") < y_of(&turned, "8"));
}

#[test]
fn a_promoted_piece_is_marked_and_the_royal_ringed() {
    // A shogi pawn that promotes by `+` to a gold-like piece: `+S` is a promoted one.
    let variants = Variants::parse(
        "[tokin:chess]\nshogiPawn = s\ncustomPiece1 = g:WfF\npromotedPieceType = s:g\npromotionRegionWhite = *8\n",
    )
    .expect("a shogi-style promotion");
    let rules = variants.get("tokin").expect("its section").clone();
    let promoted = VariantGame::from_fen(rules.clone(), "4k3/8/8/8/8/2+S5/8/4K3 w - - 0 1").expect("a position");
    let picture = promoted.to_svg(&SvgOptions::new());
    let summary = checked(&picture);
    assert_eq!(summary.texts.iter().filter(|t| *t == "+").count(), 1, "{:?}", summary.texts);
    assert!(summary.texts.iter().any(|t| t == "G"), "drawn as what it moves as: {:?}", summary.texts);
    let plain = VariantGame::from_fen(rules, "4k3/8/8/8/8/2S5/8/4K3 w - - 0 1").expect("a position");
    assert!(!checked(&plain.to_svg(&SvgOptions::new())).texts.iter().any(|t| t == "+"));
    // The two kings have their inner ring: one path of rings per side.
    assert_eq!(picture.matches("fill=\"none\" stroke=").count(), 2);
}

#[test]
fn a_locust_capture_marks_the_square_captured_on() {
    // A piece that captures on the way: a Betza locust, `cafmW` (capture a
    // neighbour and land on the square beyond it).
    let variants =
        Variants::parse("[locust:chess]\ncustomPiece1 = l:cafmW\nstartFen = 4k3/8/8/4p3/4L3/8/8/4K3 w - - 0 1\n")
            .expect("a locust variant");
    let start = VariantGame::new(variants.get("locust").expect("its section").clone()).expect("its start");
    let Some(locust) = start.legal_moves().iter().copied().find(|mv| mv.via_coords().is_some()) else {
        panic!("a locust capture among {:?}", start.legal_moves().iter().map(ToString::to_string).collect::<Vec<_>>())
    };
    let mut after = start.clone();
    after.play(&locust).expect("legal");
    let marked = after.to_svg(&SvgOptions::new().with_last_move(locust));
    checked(&marked);
    assert!(marked.contains(palette_vermillion()), "the cross-hair");
    assert!(!after.to_svg(&SvgOptions::new()).contains(palette_vermillion()));
}

fn palette_vermillion() -> &'static str {
    boardkit_geometry::svg::palette::VERMILLION
}

#[test]
fn snapshot_of_the_chess_start() {
    insta::assert_snapshot!(game("chess").to_svg(&SvgOptions::new()));
}

#[test]
fn snapshot_of_capablanca_after_a_move() {
    let mut capablanca = game("capablanca");
    let mv = legal(&capablanca, "i1h3");
    capablanca.play(&mv).expect("legal");
    insta::assert_snapshot!(capablanca.to_svg(&SvgOptions::new().with_last_move(mv)));
}

#[test]
fn snapshot_of_a_16x16_variant_turned() {
    insta::assert_snapshot!(sixteen().to_svg(&SvgOptions::new().with_square(32.0).with_flipped(true)));
}

#[test]
fn pieces_in_hand_are_listed_under_the_board() {
    let mut house = game("crazyhouse");
    for text in ["e2e4", "d7d5", "e4d5", "d8d5"] {
        house.play(&text.parse().expect("move text")).expect("legal");
    }
    let picture = house.to_svg(&SvgOptions::new());
    assert!(picture.contains(">in hand: White P, Black p</text>"), "{picture}");
    let drop: Move = "P@e6".parse().expect("drop text");
    house.play(&drop).expect("legal");
    let picture = house.to_svg(&SvgOptions::new().with_last_move(drop));
    assert!(picture.contains(">in hand: White -, Black p</text>"));
    // Chess has no pockets: no second row.
    assert!(!game("chess").to_svg(&SvgOptions::new()).contains("in hand"));
}

#[test]
fn walls_are_dark_squares() {
    let mut duck = game("duck");
    let mv = legal(&duck, "e2e4,e4e5");
    duck.play(&mv).expect("legal");
    let picture = duck.to_svg(&SvgOptions::new().with_last_move(mv));
    checked(&picture);
    assert_eq!(picture.matches("fill=\"#4a4540\"").count(), 1, "one duck");
    let amazons = VariantGame::from_fen(
        variant("amazons").expect("bundled"),
        "3q2q3/10/10/q8q/4**4/10/Q8Q/10/10/3Q2Q3 w - - 0 1",
    )
    .expect("FEN");
    assert_eq!(amazons.to_svg(&SvgOptions::new()).matches("fill=\"#4a4540\"").count(), 2, "two arrows");
}
