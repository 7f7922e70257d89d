//! Tests written to kill the survivors of mutation testing
//! (docs/mutation-testing.md): move generation, behaviour the other tests
//! did not pin.

use boardkit_core::{Game, Turn};
use boardkit_scirocco::{Position, Scirocco, Side};

/// Blue's Harpy a1, King b1 and Wagons a2–d2 and c1 are boxed in (by each
/// other, Tan's Wazirs and the edges): no piece has a move of its own, and
/// every Blue move is a Knight's move the Harpy relays (to the Wagons a2, b2
/// and the King b1, the first pieces along its lines). The game goes on:
/// the "any move" query must count relayed moves too.
#[test]
fn a_side_whose_only_moves_are_relayed_has_a_move() {
    let position: Position = "9k/10/10/10/10/10/10/wwww6/OOOOw5/+VKOw6 b".parse().unwrap();
    let moves = position.pseudo_legal_moves();
    assert!(!moves.is_empty());
    for mv in &moves {
        let readable = position.readable(mv).unwrap();
        assert!(readable.ends_with('~'), "{readable} is relayed");
    }
    assert!(moves.contains(&"a2b4".parse().unwrap()), "{moves:?}");
    assert_eq!(position.outcome(), None);
    let game = Scirocco::from_position(position);
    assert_eq!(game.outcome(), None);
    assert!(matches!(game.turn(), Turn::Player(_)));
    assert_eq!(game.legal_moves().len(), moves.len());
}

/// Blue's Wazir in the corner a1 can capture on a2 and b1 only, and Tan's
/// two pieces stand on exactly those squares (Blue's King is far away, no
/// relayer on the board): the capture-only generator must list both
/// captures. (Its skip of a piece with nothing to capture within reach
/// must test `reach & enemy`, not a comparison of the two sets: here
/// they are equal.)
#[test]
fn a_piece_whose_capture_squares_are_exactly_the_enemys_pieces_has_its_captures() {
    let game = Scirocco::from_fen("10/10/10/10/10/9K/10/10/w9/Wk8 b").unwrap();
    let mut tactical = Vec::new();
    game.generate_tactical_moves(&mut tactical);
    let texts: Vec<String> = tactical.iter().map(|mv| mv.to_string()).collect();
    assert_eq!(texts, ["a1b1", "a1a2"]);
    let filtered: Vec<_> = game.legal_moves().into_iter().filter(|mv| game.is_tactical(mv)).collect();
    assert_eq!(tactical, filtered);
}

/// Blue's Goat g4 is an orthogonal neighbour of its Dervish g5, so it may
/// step diagonally to f5 or h5 by the relay. Its own diagonal step is
/// move-only: onto the Tan pawn on f5 the step is a capture only the relay
/// gives (written with `~`), onto the empty h5 it is its own move. Whether
/// a move is the piece's own must look at the occupied squares.
#[test]
fn a_relayed_capture_onto_a_square_of_a_move_only_leap_is_marked_relayed() {
    let position: Position = "9k/10/10/10/10/5pV3/6G3/10/10/K9 b".parse().unwrap();
    let moves = position.pseudo_legal_moves();
    let readable = |text: &str| {
        let mv = text.parse().unwrap();
        assert!(moves.contains(&mv), "{text} in {moves:?}");
        position.readable(&mv).unwrap()
    };
    assert_eq!(readable("g4f5"), "Go g4xf5~");
    assert_eq!(readable("g4h5"), "Go g4-h5");
    assert_eq!(readable("g4g6"), "Go g4-g6");
}

/// The check helper says no as well as yes: in the start position neither
/// royal is attacked, and with a Blue Rook on e4 facing the Tan King on e6
/// only Tan's is (Blue's King a1 is out of every Tan piece's reach).
#[test]
fn a_royal_out_of_every_enemy_pieces_reach_is_not_attacked() {
    let start = Scirocco::startpos();
    for side in [Side::Blue, Side::Tan] {
        assert!(!start.position().is_royal_attacked(side), "{side:?} in the start position");
    }
    let position: Position = "10/10/10/10/4k5/10/4+N5/10/10/K9 b".parse().unwrap();
    assert!(position.is_royal_attacked(Side::Tan));
    assert!(!position.is_royal_attacked(Side::Blue));
    assert!(!position.attacked_squares(Side::Tan).iter().any(|square| square.to_string() == "a1"));
}
