//! Every reason `play` gives for refusing an action, each at the first check
//! that applies (so deleting one check makes its test fail, even where a
//! later check would also refuse the action), and the state unchanged.

use boardkit_core::Game;
use boardkit_geometry::Square;
use boardkit_towers::{Config, Move, PlayError, Towers};

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn act(text: &str) -> Move {
    text.parse().expect("an action")
}

/// `play` refuses `action` with `error` and leaves the state as it was.
fn refuses(game: &Towers, action: &Move, error: PlayError) {
    let mut copy = game.clone();
    assert_eq!(copy.play(action), Err(error), "{action} on {game}");
    assert_eq!(copy, *game, "refusing {action} changed the state");
    assert_eq!(copy.to_string(), game.to_string());
}

#[test]
fn an_empty_square_has_no_piece_to_act() {
    let game = Towers::startpos();
    // c3 is empty: a move, a capture or a share from it has no piece, whatever else is wrong with it.
    refuses(&game, &act("c3-c5"), PlayError::NoPiece(sq("c3")));
    refuses(&game, &act("c3xc5"), PlayError::NoPiece(sq("c3")));
    refuses(&game, &act("c3>a1,b1"), PlayError::NoPiece(sq("c3")));
    refuses(&game, &Move::Step { from: sq("d4"), to: sq("e5") }, PlayError::NoPiece(sq("d4")));
}

#[test]
fn the_opponents_pieces_are_not_yours() {
    let game = Towers::startpos();
    refuses(&game, &act("c6-c4"), PlayError::NotYourPiece(sq("c6")));
    refuses(&game, &act("c6>a6,b6"), PlayError::NotYourPiece(sq("c6")));
}

/// The refusal of `square` on the default 6×6 board.
fn off_board(square: &str) -> PlayError {
    PlayError::OffBoard { square: sq(square), last: sq("f6") }
}

#[test]
fn squares_off_the_board_are_refused_first() {
    let game = Towers::startpos();
    refuses(&game, &act("g1-g3"), off_board("g1"));
    refuses(&game, &act("a1-a9"), off_board("a9"));
    // Just past the last rank and file of the 6x6 board.
    refuses(&game, &act("a7-a5"), off_board("a7"));
    refuses(&game, &act("a1-a7"), off_board("a7"));
    refuses(&game, &act("a1-g1"), off_board("g1"));
    // The message names the board's range, on other sizes too.
    assert_eq!(game.check(&act("a1-a9")).unwrap_err().to_string(), "a9 is not on the board (a1 to f6)");
    let wide = Towers::with_config(Config::new(8, 5, 2).expect("a valid config"));
    assert_eq!(wide.check(&act("i1-i2")).unwrap_err().to_string(), "i1 is not on the board (a1 to h5)");
}

#[test]
fn a_finished_game_refuses_everything() {
    let mut game = Towers::startpos();
    let mut plies = 0;
    while game.outcome().is_none() && plies < 10_000 {
        let moves = game.legal_moves();
        let first = moves.first().cloned().expect("a game that goes on has an action");
        game.play(&first).expect("a listed action plays");
        plies += 1;
    }
    assert!(game.outcome().is_some(), "the first-action game ends");
    for text in ["a1-a3", "c3-c5", "g1-g3"] {
        refuses(&game, &act(text), PlayError::GameOver);
    }
}
