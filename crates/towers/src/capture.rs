//! What an action captures.

use boardkit_core::Game;
use boardkit_geometry::Square;

use crate::{Move, Piece, Towers};

impl Towers {
    /// The enemy piece `action` captures the balls of, with its square (the
    /// piece as it stands before the capture, so `balls` is what is taken),
    /// or `None` when `action` is a move or a share, or not legal here.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_towers::{Side, Towers};
    /// let mut game = Towers::startpos();
    /// game.play(&"a1>b1,c1".parse()?)?; // c1 now has 3 balls
    /// game.play(&"c6-c4".parse()?)?;
    /// let (square, piece) = game.capture(&"c1xc4".parse()?).ok_or("a capture")?;
    /// assert_eq!((square.to_string(), piece.side, piece.balls), ("c4".to_string(), Side::Brown, 2));
    /// assert_eq!(game.capture(&"c1-c4".parse()?), None, "a move captures nothing");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn capture(&self, action: &Move) -> Option<(Square, Piece)> {
        let Move::Capture { target, .. } = action else { return None };
        if !self.is_legal(action) {
            return None;
        }
        Some((*target, self.piece_at(*target)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::{SplitMix64, random_move};

    /// Over random games: an action captures exactly when the other side
    /// loses balls by it, as many as the named piece carried.
    #[test]
    fn the_capture_is_the_balls_that_disappear() {
        let mut captures = 0;
        for seed in 1..=6 {
            let mut game = Towers::startpos();
            let mut rng = SplitMix64::new(seed);
            while let Some(action) = random_move(&game, &mut rng) {
                let before = game.clone();
                let them = before.side_to_move().opponent();
                let captured = game.capture(&action);
                game.play(&action).unwrap();
                let taken = before.balls_on_board(them) - game.balls_on_board(them);
                match captured {
                    Some((square, piece)) => {
                        assert_eq!(piece.side, them);
                        assert_eq!(u16::from(piece.balls), taken, "{action}");
                        assert_eq!(game.piece_at(square).map(|p| p.balls), Some(0), "{action}: the piece is emptied");
                        captures += 1;
                    }
                    None => assert_eq!(taken, 0, "{action} took balls"),
                }
            }
        }
        assert!(captures > 0);
    }
}
