//! Random playouts driven by a caller-supplied random source.

use crate::{Game, RandomSource, Turn, total_weight};

/// A random legal move for the side to act: at a chance turn an outcome
/// drawn by its weight, at a player turn a move drawn uniformly. `None` when
/// the game is over.
///
/// # Examples
///
/// ```
/// # use boardkit_core::{random_move, Game, SplitMix64};
/// # fn check<G: Game>(mut game: G) {
/// let mut rng = SplitMix64::new(42);
/// if let Some(mv) = random_move(&game, &mut rng) {
///     game.play(&mv).expect("a listed move is legal");
/// }
/// # }
/// ```
pub fn random_move<G: Game, R: RandomSource + ?Sized>(game: &G, rng: &mut R) -> Option<G::Move> {
    match game.turn() {
        Turn::Over => None,
        Turn::Chance => {
            let outcomes = game.chance_outcomes();
            let mut pick = rng.below(total_weight(&outcomes));
            for (mv, weight) in outcomes {
                let weight = u64::from(weight);
                if pick < weight {
                    return Some(mv);
                }
                pick -= weight;
            }
            None
        }
        Turn::Player(_) => {
            let moves = game.legal_moves();
            let index = rng.below(moves.len() as u64) as usize;
            moves.get(index).cloned()
        }
    }
}

/// What a [`random_playout`] did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Playout {
    /// Moves and chance outcomes played.
    pub plies: u64,
    /// Whether the game reached its end (otherwise the ply limit stopped it).
    pub finished: bool,
}

/// Plays random moves (see [`random_move`]) until the game ends or
/// `max_plies` plies have been played. The same game and seed always give
/// the same playout.
///
/// # Examples
///
/// ```
/// # use boardkit_core::{random_playout, Game, SplitMix64};
/// # fn check<G: Game>(start: &G) {
/// let mut game = start.clone();
/// let playout = random_playout(&mut game, &mut SplitMix64::new(1), Some(500));
/// assert_eq!(playout.finished, game.outcome().is_some());
/// assert!(playout.plies <= 500);
/// # }
/// ```
///
/// # Panics
///
/// Only if the game breaks the [`Game`] contract by refusing a move it listed.
pub fn random_playout<G: Game, R: RandomSource + ?Sized>(game: &mut G, rng: &mut R, max_plies: Option<u64>) -> Playout {
    let mut plies = 0;
    while max_plies.is_none_or(|limit| plies < limit) {
        let Some(mv) = random_move(game, rng) else {
            return Playout { plies, finished: true };
        };
        if let Err(error) = game.play(&mv) {
            panic!("the game refused its own legal move {mv}: {error}");
        }
        plies += 1;
    }
    Playout { plies, finished: game.turn().is_over() }
}
