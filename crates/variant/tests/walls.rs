//! Walls: in FEN (`*`), in move text (`e2e4,e4f5`), placed by the walling
//! rules, and their errors.

use boardkit_core::Game;
use boardkit_variant::{Move, VariantError, VariantGame, Variants, variant};
use proptest::prelude::*;

fn mv(text: &str) -> Move {
    text.parse().expect("move text")
}

fn square(index: u8) -> String {
    format!("{}{}", char::from(b'a' + index % 16), index / 16 + 1)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Walls anywhere on the amazons board read back as written and are
    /// where the FEN put them.
    #[test]
    fn fen_with_walls_round_trips(walls in proptest::collection::vec(any::<bool>(), 100)) {
        let mut rows = Vec::new();
        for rank in (0..10).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..10 {
                if walls[rank * 10 + file] {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push('*');
                } else {
                    empty += 1;
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        let fen = format!("{} w - - 0 1", rows.join("/"));
        let game = VariantGame::from_fen(variant("amazons").expect("bundled"), &fen).expect("FEN reads");
        prop_assert_eq!(game.fen(), fen);
        for rank in 0..10u8 {
            for file in 0..10u8 {
                prop_assert_eq!(game.wall_at(file, rank), walls[usize::from(rank) * 10 + usize::from(file)]);
            }
        }
    }

    /// A move with a wall reads back from its text and writes the same text.
    #[test]
    fn moves_with_walls_round_trip(from in 0u8..=255, to in 0u8..=255, wall in 0u8..=255) {
        let text = format!("{}{},{}{}", square(from), square(to), square(to), square(wall));
        let read: Move = text.parse().expect("well-formed text");
        prop_assert_eq!(read.to_string(), text);
        prop_assert_eq!(read.wall_square(), Some(square(wall)));
    }
}

#[test]
fn malformed_wall_notation_is_a_typed_error() {
    for text in ["e2e4,", "e2e4,e4", "e2e4,e5f5", "e2e4,e4f5g6", "e2e4,e4z9", "e2e4;e4f5"] {
        let error = text.parse::<Move>().expect_err(text);
        assert_eq!(error.text, text);
    }
}

#[test]
fn the_duck_moves_every_turn_and_blocks() {
    let duck = variant("duck").expect("bundled");
    let mut game = VariantGame::new(duck.clone()).expect("start");
    // A move without its wall is not a legal move in duck chess.
    assert!(!game.is_legal(&mv("e2e4")));
    game.play(&mv("e2e4,e4e5")).expect("legal");
    assert_eq!(game.fen(), "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    // The duck blocks the pawn on e7 and may not stay where it is.
    assert!(!game.is_legal(&mv("e7e5,e5d4")));
    assert!(!game.is_legal(&mv("d7d5,d5e5")));
    game.play(&mv("d7d5,d5d4")).expect("legal");
    assert!(game.wall_at(3, 3) && !game.wall_at(4, 4));
    // Duck on the square a pawn passed: no en passant capture.
    let game = VariantGame::from_fen(duck, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").expect("FEN");
    let mut walled = game.clone();
    walled.play(&mv("e2e4,e4e3")).expect("legal");
    assert!(walled.fen().contains(" - 0 1"), "{}", walled.fen());
}

#[test]
fn an_amazon_shoots_its_arrow_where_it_could_move() {
    let game = VariantGame::from_fen(variant("amazons").expect("bundled"), "10/10/10/10/10/10/10/10/10/Q8q w - - 0 1")
        .expect("FEN");
    assert!(game.is_legal(&mv("a1a2,a2a1")), "back to the square it left");
    assert!(game.is_legal(&mv("a1a2,a2j2")));
    assert!(!game.is_legal(&mv("a1a2,a2c3")), "not a queen's move away");
    assert!(!game.is_legal(&mv("a1b1,b1j1")), "an amazon does not capture, nor does its arrow");
}

#[test]
fn walling_options_are_typed_errors_when_wrong() {
    let error = Variants::parse("[a]\nwallingRule = sometimes\n").expect_err("bad rule");
    assert!(matches!(error, VariantError::BadValue { line: 2, ref option, .. } if option == "wallingRule"));
    let error = Variants::parse("[a]\nwallingRegionWhite = z9\n").expect_err("bad region");
    assert!(matches!(error, VariantError::BadValue { line: 2, ref option, .. } if option == "wallingRegionWhite"));
    // Refused by name: a wall or a move, and walls in a game with a royal king.
    let error = Variants::parse("[a]\nwallOrMove = true\n").expect_err("refused");
    assert!(matches!(error, VariantError::Unsupported { line: 2, ref option } if option == "wallOrMove"));
    let error = Variants::parse("[a:chess]\nwallingRule = duck\n").expect_err("refused");
    assert!(matches!(error, VariantError::Unsupported { ref option, .. } if option.starts_with("wallingRule")));
    // A wall past the end of a rank.
    assert!(
        VariantGame::from_fen(
            variant("duck").expect("bundled"),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR* w - - 0 1"
        )
        .is_err()
    );
}

#[test]
fn a_record_with_walls_reads_back() {
    use boardkit_core::text::Catalog;
    let mut catalog = Catalog::new();
    catalog.register::<VariantGame>();
    let mut session = catalog.open("variant", "duck").expect("duck opens");
    for text in ["e2e4,e4e5", "d7d5,d5d4", "e4d5,d5h3"] {
        session.play_text(text).expect("legal");
    }
    let record = session.record_text(Default::default());
    assert!(record.contains("e2e4,e4e5"), "{record}");
    let again = catalog.read_record(&record).expect("the record reads back");
    assert_eq!(again.record_text(Default::default()), record);
}
