//! Tests written to kill the survivors of mutation testing
//! (docs/mutation-testing.md, fourth session): move generation, behaviour
//! the other tests did not pin.

use boardkit_core::{Game, Turn};
use boardkit_scirocco::{Position, Scirocco};

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
