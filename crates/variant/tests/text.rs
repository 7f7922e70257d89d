//! The text layer: specs, typed moves, records and the catalog entry.

use boardkit_core::record::{self, Record};
use boardkit_core::text::{Catalog, GameText, read_spec};
use boardkit_core::{Game, Session};
use boardkit_variant::{Colour, VariantGame, variant};

#[test]
fn specs_name_the_variant() {
    let start: VariantGame = read_spec("startpos").expect("chess start");
    assert_eq!(start.rules().name(), "chess");
    let grand: VariantGame = read_spec("grand moves e3e5 e8e6").expect("grand");
    assert_eq!(grand.rules().name(), "grand");
    assert_eq!(grand.fen(), "r8r/1nbqkcabn1/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 2");
    let fen = "shatranj rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    assert_eq!(read_spec::<VariantGame>(fen).expect("shatranj").to_string(), fen);
    let unknown = read_spec::<VariantGame>("nosuchgame").expect_err("unknown");
    assert!(unknown.to_string().contains("unknown variant `nosuchgame`"), "{unknown}");
    let illegal = read_spec::<VariantGame>("chess moves e2e5").expect_err("illegal");
    assert!(illegal.to_string().contains("e2e5"), "{illegal}");
}

#[test]
fn records_round_trip_with_variant_and_position_tags() {
    let start = VariantGame::from_fen(
        variant("capablanca").expect("bundled"),
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR b KQkq - 0 1",
    )
    .expect("FEN");
    let mut game = Record::new(start);
    game.play("e7e5".parse().expect("move")).expect("legal");
    game.play("c1h6".parse().expect("move")).expect_err("blocked");
    game.play("e2e4".parse().expect("move")).expect("legal");
    let text = record::write(&game);
    assert!(text.contains("[Variant \"capablanca\"]"), "{text}");
    assert!(
        text.contains("[Position \"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR b KQkq - 0 1\"]"),
        "{text}"
    );
    assert!(text.contains("1... e7e5 2. e2e4"), "{text}");
    let again: Record<VariantGame> = record::read_one(&text).expect("reads back");
    assert_eq!(again, game);
    // Chess from its start needs no setup tag.
    let chess: Record<VariantGame> = Record::new(VariantGame::new(variant("chess").expect("chess")).expect("start"));
    assert!(!record::write(&chess).contains("[Variant"));
}

#[test]
fn sessions_through_the_catalog() {
    let mut catalog = Catalog::new();
    catalog.register::<VariantGame>();
    let mut session = catalog.open("Variant", "racingkings").expect("opens");
    assert_eq!(session.players(), ["White", "Black"]);
    assert_eq!(session.read_player("b"), Some(1));
    session.play_text("h2h3").expect("legal");
    let refused = session.play_text("h3h4").expect_err("Black to move");
    assert!(refused.to_string().contains("h3h4"), "{refused}");
    assert_eq!(session.spec(), "racingkings 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1 moves h2h3");
    let reopened = catalog.open("variant", &session.spec()).expect("spec reads back");
    assert_eq!(reopened.state_text(), session.state_text());
    let typed = Session::<VariantGame>::from_spec("chess moves e2e4").expect("session");
    assert_eq!(typed.game().side_to_move(), Colour::Black);
    assert_eq!(typed.game().player_names(&Colour::White), ["White", "w"]);
    assert!(typed.game().is_legal(&"e7e5".parse().expect("move")));
}
