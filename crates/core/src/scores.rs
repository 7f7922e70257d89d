//! Scores that come with their players.

use core::fmt;

use crate::{Game, PlayerList};

/// Every player's score, each with its player, in seat order: what
/// [`Game::scores`] gives, labelled. Displays as `South-West 3, North-East 0`.
///
/// # Examples
///
/// ```
/// use boardkit_core::Scores;
/// let scores = Scores::from_pairs([("Ann", 3), ("Bob", 5)]);
/// assert_eq!(scores.to_string(), "Ann 3, Bob 5");
/// assert_eq!(scores.get(&"Bob"), Some(5));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Scores<P> {
    entries: PlayerList<(P, i64)>,
}

impl<P: Copy + Eq> Scores<P> {
    /// The scores of `game`, labelled with its players; `None` for a game
    /// that keeps no score.
    pub fn of<G: Game<Player = P>>(game: &G) -> Option<Scores<P>> {
        let scores = game.scores()?;
        Some(Scores { entries: game.players().into_iter().zip(scores).collect() })
    }

    /// Scores from `(player, score)` pairs, in the order given (at most
    /// [`MAX_PLAYERS`](crate::MAX_PLAYERS); more are left out).
    pub fn from_pairs(pairs: impl IntoIterator<Item = (P, i64)>) -> Scores<P> {
        Scores { entries: pairs.into_iter().take(crate::MAX_PLAYERS).collect() }
    }

    /// The score of `player`, if it plays.
    pub fn get(&self, player: &P) -> Option<i64> {
        self.entries.iter().find(|(p, _)| p == player).map(|&(_, score)| score)
    }

    /// The `(player, score)` pairs in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (P, i64)> + '_ {
        self.entries.iter().copied()
    }
}

impl<P: fmt::Display> fmt::Display for Scores<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (player, score)) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{player} {score}")?;
        }
        Ok(())
    }
}
