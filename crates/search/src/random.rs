//! The random mover: the baseline every other bot must beat.

use crate::Bot;
use boardkit_core::{Game, RandomSource, Turn};

/// Plays a uniformly random legal move, drawn from its own
/// [`RandomSource`]: the same seed gives the same game.
///
/// It draws the move that [`random_move`](boardkit_core::random_move)
/// would draw with the same generator, but into a move buffer of its own,
/// kept from one choice to the next: once the buffer has grown to the
/// longest move list met (the warm-up), a choice allocates nothing.
///
/// # Examples
///
/// ```
/// use boardkit_search::{Bot, RandomBot};
/// use boardkit_core::{Game, SplitMix64};
///
/// fn one_random_move<G: Game>(game: &mut G) -> Result<(), Box<dyn std::error::Error>> {
///     let mut bot = RandomBot::new(SplitMix64::new(42));
///     if let Some(mv) = bot.choose(game) {
///         game.play(&mv)?;
///     }
///     Ok(())
/// }
/// ```
#[derive(Clone, Debug)]
pub struct RandomBot<G: Game, R> {
    rng: R,
    /// The scratch list the moves are drawn from, reused.
    moves: Vec<G::Move>,
}

impl<G: Game, R: RandomSource> RandomBot<G, R> {
    /// A random mover drawing from `rng`.
    pub fn new(rng: R) -> RandomBot<G, R> {
        RandomBot { rng, moves: Vec::new() }
    }

    /// The random source, e.g. to reseed it.
    pub fn rng_mut(&mut self) -> &mut R {
        &mut self.rng
    }
}

impl<G: Game, R: RandomSource> Bot<G> for RandomBot<G, R> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        match game.turn() {
            // What `random_move` draws (the same pick from the same list).
            Turn::Player(_) => {
                let rng = &mut self.rng;
                game.pick_move(&mut self.moves, |count| rng.below(count as u64) as usize)
            }
            Turn::Chance | Turn::Over => None,
        }
    }
}

/// Shuffles `items` in place (Fisher–Yates), for seeded tie-breaking.
pub(crate) fn shuffle<T, R: RandomSource + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::SplitMix64;

    #[test]
    fn shuffle_permutes_and_depends_on_the_seed() {
        let mut first: Vec<u32> = (0..20).collect();
        let mut second = first.clone();
        shuffle(&mut first, &mut SplitMix64::new(1));
        shuffle(&mut second, &mut SplitMix64::new(2));
        assert_ne!(first, second);
        first.sort_unstable();
        assert_eq!(first, (0..20).collect::<Vec<u32>>());
    }

    /// Fisher–Yates draws every order: over seeded shuffles of three
    /// items, each of the six permutations comes up, the unchanged order
    /// included, and none more than twice as often as an even share.
    #[test]
    fn shuffle_draws_every_permutation_about_evenly() {
        let mut rng = SplitMix64::new(11);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..1_200 {
            let mut items = [0, 1, 2];
            shuffle(&mut items, &mut rng);
            *counts.entry(items).or_insert(0) += 1;
        }
        assert_eq!(counts.len(), 6, "{counts:?}");
        assert!(counts.values().all(|&count| (100..400).contains(&count)), "{counts:?}");
    }
}
