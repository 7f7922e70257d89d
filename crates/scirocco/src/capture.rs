//! What a move captures: the one question `piece_at(to)` answers wrongly
//! for Scirocco, whose jump-captures land on an empty square and whose Genie
//! captures without moving.

use boardkit_geometry::Square;

use crate::bitboard::{Bits, bit, dense, square_of};
use crate::moves::MoveKind;
use crate::{Move, Piece, Position, Scirocco};

impl Position {
    /// The piece `mv` captures and its square, or `None` when it captures
    /// nothing or is not a move of this position (every rule but
    /// repetition). A Zig's or Zag's jump-capture removes the piece it jumps
    /// over, not one on its destination; a Genie's capture without moving
    /// removes its target and stays.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Position, PieceKind, Side};
    /// // A Blue Zag on d4 jumps over the Tan Pawn on d5 to d6; a Blue Genie on h4 takes g5 where it stands.
    /// let position = Position::from_fen("4k5/10/10/10/10/3p2p3/3+W3+D2/10/10/4K5 b")?;
    /// let (square, piece) = position.capture(&"d4d6".parse()?).ok_or("a jump-capture")?;
    /// assert_eq!((square.to_string(), piece.kind, piece.side), ("d5".to_string(), PieceKind::Pawn, Side::Tan));
    /// assert_eq!(position.piece_at("d6".parse()?), None, "the Zag lands on an empty square");
    /// let (square, _) = position.capture(&"h4g5h4".parse()?).ok_or("a capture without moving")?;
    /// assert_eq!(square.to_string(), "g5");
    /// assert_eq!(position.capture(&"e1e2".parse()?), None, "a quiet move");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn capture(&self, mv: &Move) -> Option<(Square, Piece)> {
        self.play(mv).ok()?;
        let (from, second) = (dense(mv.from())?, dense(mv.second_square())?);
        let square = match mv.kind() {
            MoveKind::Stay => mv.second_square(),
            MoveKind::Normal | MoveKind::Promote => {
                let enemy = self.sides[self.side_to_move().other().index()];
                match Bits(self.locust_capture(from, second)).next() {
                    Some(jumped) => square_of(jumped),
                    None if enemy & bit(second) != 0 => mv.to(),
                    None => return None,
                }
            }
        };
        Some((square, self.piece_at(square)?))
    }
}

impl Scirocco {
    /// The piece `mv` captures and its square ([`Position::capture`]), or
    /// `None` when it captures nothing or is not a legal move here.
    pub fn capture(&self, mv: &Move) -> Option<(Square, Piece)> {
        if !self.is_legal(mv) {
            return None;
        }
        self.position().capture(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::{SplitMix64, random_move};

    /// Over random games: a move captures exactly when the side to move
    /// loses a piece by it, and the piece named is the one that disappears.
    #[test]
    fn the_capture_is_the_piece_that_disappears() {
        for seed in 1..=4 {
            let mut game = Scirocco::startpos();
            let mut rng = SplitMix64::new(seed);
            while let Some(mv) = random_move(&game, &mut rng) {
                let before = *game.position();
                let them = before.side_to_move().other();
                let captured = game.capture(&mv);
                game.play(&mv).unwrap();
                let after = game.position();
                assert_eq!(captured.is_some(), after.piece_count(them) < before.piece_count(them), "{mv} in {before}");
                if let Some((square, piece)) = captured {
                    assert_eq!(before.piece_at(square), Some(piece));
                    assert_eq!(piece.side, them);
                    assert!(
                        after.piece_at(square).is_none_or(|p| p.side != them),
                        "{mv}: {square} is emptied or taken"
                    );
                }
            }
        }
        assert_eq!(Scirocco::startpos().capture(&"e3e5".parse().unwrap()), None, "not a move");
    }
}
