//! Quick smoke test.
use boardkit_variant::{VariantGame, variant};

#[test]
fn chess_start() {
    let game = VariantGame::new(variant("chess").unwrap()).unwrap();
    assert_eq!(game.perft(1), 20);
    assert_eq!(game.perft(2), 400);
    assert_eq!(game.perft(3), 8902);
    assert_eq!(game.perft(4), 197281);
}
