//! The protocol's FEN for Scirocco positions.
//!
//! The board field uses the letters of the `setup` table ([`crate::pieces`]):
//! boardkit's own position letters, except for the eight promoted types that
//! XBoard cannot write `+X` (`Q` for boardkit's `+T`, …) and the Camel
//! (see [`crate::pieces`]). The other fields
//! differ too: XBoard writes the side to move as `w` for
//! the first player (Blue) and `b` for the second (Tan), and adds castling,
//! en passant and move-clock fields, which Scirocco does not have (`- - 0 1`).
//! The reader takes the board, the side (default `w`) and the move number
//! (the sixth field) and ignores the castling, en passant and half-move
//! fields.

use boardkit_scirocco::{FenError, Scirocco, Side};

use crate::pieces::translate_board;

/// Why a `setboard` position was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionTextError {
    /// No board field at all.
    #[error("the position is empty")]
    Empty,
    /// The side-to-move field is neither `w` nor `b`.
    #[error("the side to move must be `w` (Blue) or `b` (Tan), found `{0}`")]
    BadSide(String),
    /// The move-number field is not a number of at least 1.
    #[error("the move number must be a number of at least 1, found `{0}`")]
    BadMoveNumber(String),
    /// The board field is not a legal Scirocco position.
    #[error("{0}")]
    Board(#[from] FenError),
}

/// Reads a position as XBoard writes it in `setboard`.
///
/// # Errors
///
/// [`PositionTextError`] saying which field is wrong, or why the board
/// is not a legal Scirocco position.
pub fn parse_position(text: &str) -> Result<Scirocco, PositionTextError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let board = translate_board(fields.first().ok_or(PositionTextError::Empty)?, false);
    let side = match fields.get(1).copied().unwrap_or("w") {
        "w" => "b",
        "b" => "t",
        other => return Err(PositionTextError::BadSide(other.to_string())),
    };
    let number = match fields.get(5) {
        Some(field) => match field.parse::<u32>() {
            Ok(number) if number >= 1 => number,
            _ => return Err(PositionTextError::BadMoveNumber((*field).to_string())),
        },
        None => 1,
    };
    let boardkit_text = if number == 1 { format!("{board} {side}") } else { format!("{board} {side} {number}") };
    Ok(Scirocco::from_fen(&boardkit_text)?)
}

/// Writes the position of `game` as the protocol's FEN.
pub fn position_text(game: &Scirocco) -> String {
    let position = game.position();
    let fen = position.to_fen();
    let board = fen.split(' ').next().unwrap_or_default();
    let side = match position.side_to_move() {
        Side::Blue => "w",
        Side::Tan => "b",
    };
    format!("{} {side} - - 0 {}", translate_board(board, true), position.fullmove())
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_scirocco::STARTPOS_FEN;

    #[test]
    fn the_start_position_round_trips() {
        let start = Scirocco::startpos();
        let text = position_text(&start);
        let board = STARTPOS_FEN.split(' ').next().expect("board");
        assert_eq!(text, format!("{} w - - 0 1", board.replace('c', "x").replace('C', "X")));
        assert_eq!(parse_position(&text).expect("reads back").position(), start.position());
    }

    #[test]
    fn tan_to_move_and_move_numbers() {
        let game = parse_position("k9/10/10/10/10/10/10/10/10/K9 b - - 0 7").expect("legal");
        assert_eq!(game.position().side_to_move(), Side::Tan);
        assert_eq!(game.position().fullmove(), 7);
        assert_eq!(position_text(&game), "k9/10/10/10/10/10/10/10/10/K9 b - - 0 7");
    }

    #[test]
    fn promoted_pieces_with_letters_of_their_own() {
        // A Blue Queen (boardkit +T) on a1 and a Tan Genie (+d) on j10.
        let game = Scirocco::from_fen("k8+d/10/10/10/10/10/10/10/10/+T8K b").expect("legal");
        let text = position_text(&game);
        assert_eq!(text, "k8j/10/10/10/10/10/10/10/10/Q8K w - - 0 1");
        assert_eq!(parse_position(&text).expect("reads back").position(), game.position());
        // Shogi-style promoted pieces keep boardkit's `+X`.
        let tadpole = parse_position("k8+p/10/10/10/10/10/10/10/10/+P8K w").expect("legal");
        assert_eq!(position_text(&tadpole), "k8+p/10/10/10/10/10/10/10/10/+P8K w - - 0 1");
    }

    #[test]
    fn bad_positions_say_why() {
        assert_eq!(parse_position(""), Err(PositionTextError::Empty));
        assert_eq!(parse_position("k9/10/10/10/10/10/10/10/10/K9 x"), Err(PositionTextError::BadSide("x".into())));
        assert!(matches!(
            parse_position("k9/10/10/10/10/10/10/10/10/K9 w - - 0 0"),
            Err(PositionTextError::BadMoveNumber(_))
        ));
        // Two Blue Kings.
        let two = parse_position("k9/10/10/10/10/10/10/10/10/KK8 w").expect_err("two Blue Kings");
        assert!(two.to_string().contains("royal"), "{two}");
        assert!(matches!(parse_position("k9/10/10/10/10/10/10/10/10/K9X w"), Err(PositionTextError::Board(_))));
    }
}
