//! Counting the paths of a game tree: perft.

use crate::Game;

/// The number of move paths of exactly `depth` plies from `game` (chance
/// outcomes count as plies and branches, one per outcome whatever its
/// weight). A path that reaches the end of the game earlier is not counted.
/// `perft(game, 0)` is 1.
///
/// This generic version clones the state for every move; game crates offer
/// faster ones for their own types. The last ply is counted in bulk (the
/// length of the move list). A listed move that the game refuses to play
/// (a broken [`Game`] contract, which [`conformance`](crate::conformance)
/// reports) adds nothing.
///
/// # Examples
///
/// ```
/// # use boardkit_core::{perft, Game};
/// # fn check<G: Game>(game: &G) {
/// assert_eq!(perft(game, 1), game.legal_moves().len() as u64);
/// # }
/// ```
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.legal_moves().len() as u64,
        _ => {
            let mut nodes = 0;
            for mv in game.legal_moves().iter() {
                let mut child = game.clone();
                if child.play(mv).is_ok() {
                    nodes += perft(&child, depth - 1);
                }
            }
            nodes
        }
    }
}

/// [`perft`] split by the first move: each legal move with the number of
/// paths of `depth` plies that start with it, in legal-move order (chance
/// outcomes are first moves like any other). Empty when `depth` is 0.
///
/// # Examples
///
/// The divide adds up to the perft count (the crate docs show it on a whole
/// game):
///
/// ```
/// # use boardkit_core::{perft, perft_divide, Game};
/// # fn check<G: Game>(game: &G) {
/// let divide = perft_divide(game, 3);
/// assert_eq!(divide.iter().map(|(_, nodes)| nodes).sum::<u64>(), perft(game, 3));
/// # }
/// ```
pub fn perft_divide<G: Game>(game: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    game.legal_moves()
        .iter()
        .map(|mv| {
            let mut child = game.clone();
            let nodes = match child.play(mv) {
                Ok(()) => perft(&child, depth - 1),
                Err(_) => 0,
            };
            (mv.clone(), nodes)
        })
        .collect()
}
