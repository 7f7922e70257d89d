//! Random playouts driven by a caller-supplied random source.

use crate::{Game, RandomSource, Turn};

/// A random legal move for the side to act: at a chance turn an outcome
/// drawn by its exact weight, at a player turn a move drawn uniformly.
/// `None` when the game is over.
///
/// A convenience that allocates its buffers on every call; loops use
/// [`Playout::random_move`], which reuses them. Both draw the same move for
/// the same state and generator.
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
    Playout::new().random_move(game, rng)
}

/// Plays random moves (see [`random_move`]) until the game ends or
/// `max_plies` plies have been played. The same game and seed always give
/// the same playout. It allocates its buffers once per call (see
/// [`Playout::run`] to keep them across playouts).
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
pub fn random_playout<G: Game, R: RandomSource + ?Sized>(
    game: &mut G,
    rng: &mut R,
    max_plies: Option<u64>,
) -> PlayoutReport {
    Playout::new().run(game, rng, max_plies)
}

/// What a random playout did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlayoutReport {
    /// Moves and chance outcomes played.
    pub plies: u64,
    /// Whether the game reached its end (otherwise the ply limit stopped it).
    pub finished: bool,
}

/// A random mover that owns its move and chance buffers, so that drawing
/// moves and playing whole random games allocates nothing after warm-up.
///
/// # Examples
///
/// ```
/// # use boardkit_core::{Game, Playout, SplitMix64};
/// # fn check<G: Game>(start: &G) {
/// let mut playout = Playout::new();
/// let mut rng = SplitMix64::new(9);
/// for _ in 0..10 {
///     let mut game = start.clone();
///     let report = playout.run(&mut game, &mut rng, Some(1_000));
///     assert_eq!(report.finished, game.outcome().is_some());
/// }
/// # }
/// ```
#[derive(Debug)]
pub struct Playout<G: Game> {
    moves: Vec<G::Move>,
    outcomes: Vec<(G::Move, u32)>,
}

impl<G: Game> Default for Playout<G> {
    fn default() -> Playout<G> {
        Playout::new()
    }
}

impl<G: Game> Playout<G> {
    /// A mover with empty buffers (they grow on first use).
    pub fn new() -> Playout<G> {
        Playout { moves: Vec::new(), outcomes: Vec::new() }
    }

    /// A random legal move, as [`random_move`] draws it (same state and
    /// generator, same move), with this mover's buffers.
    pub fn random_move<R: RandomSource + ?Sized>(&mut self, game: &G, rng: &mut R) -> Option<G::Move> {
        match game.turn() {
            Turn::Over => None,
            Turn::Chance => game.pick_chance_outcome(&mut self.outcomes, |total| rng.below(total)),
            Turn::Player(_) => game.pick_move(&mut self.moves, |count| rng.below(count as u64) as usize),
        }
    }

    /// Plays random moves until the game ends or `max_plies` plies have been
    /// played, with [`Game::play_unchecked`] (the moves come from the game's
    /// own lists). The same game and generator give the same playout as
    /// [`random_playout`].
    pub fn run<R: RandomSource + ?Sized>(
        &mut self,
        game: &mut G,
        rng: &mut R,
        max_plies: Option<u64>,
    ) -> PlayoutReport {
        let mut plies = 0;
        while max_plies.is_none_or(|limit| plies < limit) {
            let Some(mv) = self.random_move(game, rng) else {
                return PlayoutReport { plies, finished: true };
            };
            game.play_unchecked(&mv);
            plies += 1;
        }
        PlayoutReport { plies, finished: game.turn().is_over() }
    }
}
