//! Every way a move can be refused has its own reason and message (what and
//! where), and refusing never changes the game.

use boardkit_scirocco::{IllegalReason, Move, PieceKind, PlayError, Scirocco, Side};

fn refusal(game: &Scirocco, text: &str) -> (IllegalReason, String) {
    let mv: Move = text.parse().unwrap();
    let mut trial = game.clone();
    let error = trial.play(&mv).unwrap_err();
    assert_eq!(trial, *game, "refusing {text} changed the game");
    assert!(!game.is_legal(&mv));
    let PlayError::Illegal { reason, .. } = error else { unreachable!("one variant") };
    (reason, error.to_string())
}

#[test]
fn an_empty_square_has_no_piece() {
    let (reason, message) = refusal(&Scirocco::startpos(), "e5e6");
    assert_eq!(reason, IllegalReason::NoPiece);
    assert_eq!(message, "illegal move e5e6: there is no piece on e5");
}

#[test]
fn the_other_sides_piece_is_not_yours() {
    let (reason, message) = refusal(&Scirocco::startpos(), "e8e7");
    assert!(
        matches!(reason, IllegalReason::NotYourPiece { piece } if piece.side == Side::Tan && piece.kind == PieceKind::Pawn)
    );
    assert_eq!(message, "illegal move e8e7: the piece on e8 is a Tan Pawn, and it is Blue's turn");
}

#[test]
fn a_pawn_does_not_move_two_squares() {
    let (reason, message) = refusal(&Scirocco::startpos(), "e3e5");
    assert!(matches!(reason, IllegalReason::CannotMoveThatWay { piece } if piece.kind == PieceKind::Pawn));
    assert_eq!(message, "illegal move e3e5: the Blue Pawn on e3 cannot move to e5: that is not one of its moves here");
}

#[test]
fn an_own_piece_on_the_destination_blocks() {
    let (reason, message) = refusal(&Scirocco::startpos(), "d2d3");
    assert!(matches!(reason, IllegalReason::Blocked { at, .. } if at.to_string() == "d3"));
    assert!(message.ends_with("cannot move to d3: a piece of its own side stands there"), "{message}");
}

#[test]
fn a_piece_on_the_path_blocks_a_slider() {
    // Blue Rook (+N) on a1, Blue pawn on a3: a1a5 is blocked at a3.
    let game = Scirocco::from_fen("10/p9/10/10/4k5/10/10/P9/10/+N3K5 b").unwrap();
    let (reason, message) = refusal(&game, "a1a5");
    assert!(matches!(reason, IllegalReason::Blocked { at, .. } if at.to_string() == "a3"), "{reason:?}");
    assert_eq!(message, "illegal move a1a5: the way of the Blue Rook from a1 to a5 is blocked at a3");
}

#[test]
fn a_capture_only_move_needs_something_to_capture() {
    // The Pawn captures diagonally forward only (it moves straight ahead).
    let (reason, message) = refusal(&Scirocco::startpos(), "e3f4");
    assert!(matches!(reason, IllegalReason::CaptureOnly { .. }), "{reason:?}");
    assert!(message.contains("goes to f4 only to capture"), "{message}");
}

#[test]
fn a_move_only_step_cannot_capture() {
    // Blue Pawn e5, Tan pawn e6 in front of it: the Pawn moves straight only onto an empty square.
    let game = Scirocco::from_fen("k9/10/10/10/4p5/4P5/10/10/10/4K5 b").unwrap();
    let (reason, message) = refusal(&game, "e5e6");
    assert!(matches!(reason, IllegalReason::MoveOnly { .. }), "{reason:?}");
    assert_eq!(
        message,
        "illegal move e5e6: the Blue Pawn on e5 goes to e6 only when it is empty (it cannot capture that way)"
    );
}

#[test]
fn a_promotion_outside_the_zone_is_refused_and_the_plain_move_is_legal() {
    let game = Scirocco::startpos();
    let (reason, message) = refusal(&game, "e3e4+");
    assert!(matches!(reason, IllegalReason::NoPromotion { piece } if piece.kind == PieceKind::Pawn));
    assert!(message.starts_with("illegal move e3e4+: the Blue Pawn on e3 cannot promote on this move"), "{message}");
    assert!(game.is_legal(&"e3e4".parse().unwrap()));
}

#[test]
fn a_capture_without_moving_needs_a_genie_and_an_enemy() {
    // The start position's Pawn on e3 cannot capture in place.
    let (reason, message) = refusal(&Scirocco::startpos(), "e3e4e3");
    assert!(matches!(reason, IllegalReason::CannotMoveThatWay { .. }), "{reason:?}");
    assert!(message.contains("cannot capture on e4 without moving"), "{message}");
}

#[test]
fn a_finished_game_refuses_everything_as_over() {
    // Tan has only its King: bare royal, the game is over.
    let game = Scirocco::from_fen("10/10/10/10/4k5/10/10/P9/10/4K5 b").unwrap();
    assert!(game.outcome().is_some());
    let (reason, message) = refusal(&game, "a3a4");
    assert_eq!(reason, IllegalReason::GameOver);
    assert_eq!(message, "illegal move a3a4: the game is over");
}

/// Why `mv` is refused in `game` (the move built directly, not parsed).
fn refusal_of(game: &Scirocco, mv: Move) -> (IllegalReason, String) {
    let mut trial = game.clone();
    let error = trial.play(&mv).unwrap_err();
    assert_eq!(trial, *game, "refusing {mv} changed the game");
    let PlayError::Illegal { reason, .. } = error else { unreachable!("one variant") };
    (reason, error.to_string())
}

#[test]
fn the_genie_captures_without_moving_only_an_adjacent_enemy() {
    // Blue Genie e5, Tan pawn e6, Blue pawn f4.
    let game = Scirocco::from_fen("k9/10/10/10/4p5/4+D5/5P4/10/10/4K5 b").unwrap();
    assert!(game.is_legal(&"e5e6e5".parse().unwrap()));
    for (text, target) in [("e5d6e5", "d6"), ("e5f4e5", "f4")] {
        let (reason, message) = refusal(&game, text);
        assert!(matches!(reason, IllegalReason::CaptureOnly { piece } if piece.kind == PieceKind::Genie), "{reason:?}");
        assert_eq!(
            message,
            format!(
                "illegal move {text}: the Blue Genie on e5 goes to {target} only to capture, and there is nothing to capture"
            )
        );
    }
    // The text form refuses a target that is not adjacent; a move built directly is refused by the game.
    let square = |name: &str| name.parse().unwrap();
    let (reason, message) = refusal_of(&game, Move::stationary(square("e5"), square("e7")));
    assert!(
        matches!(reason, IllegalReason::CannotMoveThatWay { piece } if piece.kind == PieceKind::Genie),
        "{reason:?}"
    );
    assert!(message.ends_with("the Blue Genie on e5 cannot capture on e7 without moving"), "{message}");
}

#[test]
fn only_the_genie_captures_without_moving() {
    // A Blue Zig on e5 next to a Tan pawn on f6 (g7 empty) captures it by jumping, never in place.
    let game = Scirocco::from_fen("k9/10/10/10/5p4/4+F5/10/10/10/4K5 b").unwrap();
    assert!(game.is_legal(&"e5g7".parse().unwrap()));
    let (reason, message) = refusal(&game, "e5f6e5");
    assert!(matches!(reason, IllegalReason::CannotMoveThatWay { piece } if piece.kind == PieceKind::Zig), "{reason:?}");
    assert_eq!(message, "illegal move e5f6e5: the Blue Zig on e5 cannot capture on f6 without moving");
}
