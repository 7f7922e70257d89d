//! A move's `Debug` form is its coordinate text, as in assertion messages and
//! logs (`[e3e4, e5e6e5]`), not the struct's fields.

use boardkit_scirocco::Move;

#[test]
fn debug_writes_the_move_text() {
    for text in ["e3e4", "e8e9+", "e5e6e5"] {
        let mv: Move = text.parse().expect("a move");
        assert_eq!(format!("{mv:?}"), text);
    }
    let moves: Vec<Move> = ["e3e4", "e5e6e5"].iter().map(|t| t.parse().expect("a move")).collect();
    assert_eq!(format!("{moves:?}"), "[e3e4, e5e6e5]");
}
