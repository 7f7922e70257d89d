//! What a move captures.

use boardkit_core::Game;

use crate::{Move, PointName, Seat, Sirocco};

impl Sirocco {
    /// The pawn `mv` captures: the point it stood on and its seat, or `None`
    /// when `mv` captures nothing (a throw, a pass, a step to a free point)
    /// or is not legal here. A step captures the pawn on the point where it
    /// ends.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::{Seat, Sirocco};
    /// let state = "reference | SW e5 a7 c9 e9 g9 i9 x0 | NE e7 m9 k7 i7 m11 m12 x0 | SW rolled 2 | round 5";
    /// let game = Sirocco::parse_position(state)?;
    /// let (point, seat) = game.capture(&"e5-e7".parse()?).ok_or("a capture")?;
    /// assert_eq!((point.as_str(), seat), ("e7", Seat::NorthEast));
    /// assert_eq!(game.capture(&"e5-g5".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn capture(&self, mv: &Move) -> Option<(PointName, Seat)> {
        let Move::Step { to, .. } = *mv else { return None };
        if !self.is_legal(mv) {
            return None;
        }
        let seat = self.owner(self.board().point(to)?)?;
        (seat != self.seat_to_move()).then_some((to, seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::{SplitMix64, random_move};

    /// Over random games: a move captures exactly when another seat loses a
    /// pawn by it, and that seat is the one named.
    #[test]
    fn the_capture_is_the_pawn_that_disappears() {
        for (players, seed) in [(2, 1), (4, 2)] {
            let mut game = Sirocco::startpos(players).unwrap();
            let mut rng = SplitMix64::new(seed);
            let mut captures = 0;
            while let Some(mv) = random_move(&game, &mut rng) {
                let before = game.clone();
                let captured = game.capture(&mv);
                game.play(&mv).unwrap();
                let lost: Vec<Seat> =
                    before.seats().iter().copied().filter(|&s| game.pawn_count(s) < before.pawn_count(s)).collect();
                assert_eq!(captured.map(|(_, seat)| vec![seat]).unwrap_or_default(), lost, "{mv} in {before}");
                captures += usize::from(captured.is_some());
            }
            assert!(captures > 0, "the games had captures to check");
        }
    }
}
