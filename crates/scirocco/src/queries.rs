//! Cheap queries for evaluation functions: a side's pieces as a bitboard
//! and a square's piece type by its index, so that an evaluation can walk
//! one side's pieces without building a [`Square`](crate::Square) or a
//! [`Piece`](crate::Piece) per piece.
//!
//! Squares are numbered by their dense index `10 × rank + file` (`a1` = 0,
//! `b1` = 1, …, `a2` = 10, …, `j10` = 99), the bit of a square set.

use crate::position::{NO_SQUARE, Position};
use crate::{Piece, PieceKind, Side};

impl Position {
    /// The squares of `side`'s pieces as a set: bit `10 × rank + file`
    /// (0-based) is set when one of them stands there.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Position, Side};
    /// let position: Position = "9k/10/10/10/10/10/10/10/10/KN8 b".parse()?;
    /// // a1 (index 0) and b1 (index 1) for Blue, j10 (index 99) for Tan.
    /// assert_eq!(position.occupancy(Side::Blue), 0b11);
    /// assert_eq!(position.occupancy(Side::Tan), 1 << 99);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn occupancy(&self, side: Side) -> u128 {
        self.sides[side.index()]
    }

    /// The type of the piece on the square with index `index`
    /// (`10 × rank + file`, as in [`occupancy`](Position::occupancy)), if
    /// any; `None` for an empty square or an index of 100 or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{PieceKind, Position};
    /// let position: Position = "9k/10/10/10/10/10/10/10/10/KN8 b".parse()?;
    /// assert_eq!(position.kind_at_index(1), Some(PieceKind::Knight));
    /// assert_eq!(position.kind_at_index(2), None);
    /// assert_eq!(position.kind_at_index(100), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn kind_at_index(&self, index: usize) -> Option<PieceKind> {
        let code = *self.board.get(index)?;
        // A piece's code is 1 + (side << 6) + kind (see `Piece::code`).
        PieceKind::from_index(usize::from(code.checked_sub(1)?) & 63)
    }

    /// The piece on the square with index `index` (`10 × rank + file`, as
    /// in [`occupancy`](Position::occupancy)), if any; `None` for an empty
    /// square or an index of 100 or more. [`piece_at`](Position::piece_at)
    /// for a square index, made to be inlined into evaluation loops.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Piece, PieceKind, Position, Side};
    /// let position: Position = "9k/10/10/10/10/10/10/10/10/KN8 b".parse()?;
    /// assert_eq!(position.piece_at_index(1), Some(Piece::new(Side::Blue, PieceKind::Knight)));
    /// assert_eq!(position.piece_at_index(99).map(|piece| piece.side), Some(Side::Tan));
    /// assert_eq!(position.piece_at_index(2), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn piece_at_index(&self, index: usize) -> Option<Piece> {
        Piece::from_code(*self.board.get(index)?)
    }

    /// Whether `side` could capture an enemy piece standing on the square
    /// with index `index` (`10 × rank + file`), with its own or a relayed
    /// move: one square of [`attacked_squares`](Position::attacked_squares),
    /// without building the whole set (what a static exchange evaluation
    /// asks of a capture's landing square). `false` for a square holding a
    /// piece of `side` and for an index of 100 or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Position, Side};
    /// // The Blue Knight on b1 reaches a3, c3 and d2.
    /// let position: Position = "9k/10/10/10/10/10/10/10/10/KN8 b".parse()?;
    /// assert!(position.attacks_index(Side::Blue, 22));
    /// assert!(!position.attacks_index(Side::Blue, 55));
    /// assert!(!position.attacks_index(Side::Blue, 1), "its own piece's square");
    /// assert!(!position.attacks_index(Side::Blue, 100));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn attacks_index(&self, side: Side, index: usize) -> bool {
        match u8::try_from(index) {
            Ok(target) if index < crate::bitboard::SQUARES => self.attacks_square(side, target),
            _ => false,
        }
    }

    /// The index (`10 × rank + file`) of `side`'s royal piece's square, if
    /// it has one.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Position, Side};
    /// let position: Position = "9k/10/10/10/10/10/10/10/10/KN8 b".parse()?;
    /// assert_eq!(position.royal_index(Side::Blue), Some(0));
    /// assert_eq!(position.royal_index(Side::Tan), Some(99));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn royal_index(&self, side: Side) -> Option<usize> {
        match self.royals[side.index()] {
            NO_SQUARE => None,
            index => Some(usize::from(index)),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Side;
    use crate::bitboard::{Bits, dense};

    /// The queries agree with `pieces`, `royal_square` and `piece_count`
    /// on positions of random games.
    #[test]
    fn the_queries_agree_with_the_square_based_ones() {
        use boardkit_core::{SplitMix64, random_move};
        let mut rng = SplitMix64::new(5);
        let mut checked = 0;
        for _ in 0..20 {
            let mut game = crate::Scirocco::startpos();
            for _ in 0..150 {
                let position = game.position();
                for side in Side::ALL {
                    let set = position.occupancy(side);
                    assert_eq!(set.count_ones(), position.piece_count(side));
                    assert_eq!(
                        position.royal_index(side),
                        position.royal_square(side).and_then(dense).map(usize::from)
                    );
                    for index in Bits(set) {
                        let square = crate::bitboard::square_of(index);
                        let piece = position.piece_at(square).expect("an occupied square");
                        assert_eq!(piece.side, side);
                        assert_eq!(position.kind_at_index(usize::from(index)), Some(piece.kind));
                        assert_eq!(position.piece_at_index(usize::from(index)), Some(piece));
                        checked += 1;
                    }
                }
                for index in 0..100_u8 {
                    let empty = position.piece_at(crate::bitboard::square_of(index)).is_none();
                    assert_eq!(position.kind_at_index(usize::from(index)).is_none(), empty);
                    assert_eq!(position.piece_at_index(usize::from(index)).is_none(), empty);
                }
                let Some(mv) = random_move(&game, &mut rng) else { break };
                game.play(&mv).expect("a random move is legal");
            }
        }
        assert!(checked > 50_000);
    }
}
