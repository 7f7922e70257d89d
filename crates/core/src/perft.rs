//! Counting the paths of a game tree: perft.

use crate::Game;

/// The number of move paths of exactly `depth` plies from `game` (chance
/// outcomes count as plies and branches, one per outcome whatever its
/// weight). A path that reaches the end of the game earlier is not counted.
/// `perft(game, 0)` is 1.
///
/// Copy-make without allocation per node: one move buffer per ply and a
/// stack of states, each child made with [`Clone::clone_from`] and
/// [`Game::play_unchecked`]; the last ply is counted in bulk (the length of
/// the move list). Once the buffers have grown (the first path down), the
/// count allocates nothing, provided the game's `clone_from` reuses its heap
/// data as the [`Game`] contract asks. Use [`Perft`] to keep the buffers
/// across calls.
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
    Perft::new().count(game, depth)
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
    Perft::new().divide(game, depth)
}

/// A reusable perft counter: the per-ply move buffers and the state stack of
/// [`perft`], kept between calls so that repeated counts allocate nothing
/// after the first.
///
/// # Examples
///
/// ```
/// # use boardkit_core::{perft, Game, Perft};
/// # fn check<G: Game>(game: &G) {
/// let mut counter = Perft::new();
/// let once = counter.count(game, 3);
/// assert_eq!(counter.count(game, 3), once); // the buffers are reused
/// assert_eq!(once, perft(game, 3));
/// # }
/// ```
#[derive(Debug)]
pub struct Perft<G: Game> {
    /// `states[ply]` is the state at `ply` plies below the root.
    states: Vec<G>,
    /// `moves[ply]` holds the moves generated at `ply`.
    moves: Vec<Vec<G::Move>>,
}

impl<G: Game> Default for Perft<G> {
    fn default() -> Perft<G> {
        Perft::new()
    }
}

impl<G: Game> Perft<G> {
    /// An empty counter (it grows its buffers on first use).
    pub fn new() -> Perft<G> {
        Perft { states: Vec::new(), moves: Vec::new() }
    }

    /// [`perft`] with this counter's buffers.
    pub fn count(&mut self, game: &G, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.set_root(game, depth);
        self.count_from(0, depth)
    }

    /// [`perft_divide`] with this counter's buffers (the result is a new
    /// `Vec`).
    pub fn divide(&mut self, game: &G, depth: u32) -> Vec<(G::Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.set_root(game, depth);
        let mut moves = core::mem::take(&mut self.moves[0]);
        self.states[0].generate_moves(&mut moves);
        let divide = moves
            .iter()
            .map(|mv| {
                if depth == 1 {
                    return (mv.clone(), 1);
                }
                self.make_child(0, mv);
                (mv.clone(), self.count_from(1, depth - 1))
            })
            .collect();
        self.moves[0] = moves;
        divide
    }

    /// Puts `game` at the root and makes room for `depth` plies.
    fn set_root(&mut self, game: &G, depth: u32) {
        match self.states.first_mut() {
            Some(root) => root.clone_from(game),
            None => self.states.push(game.clone()),
        }
        let plies = depth as usize + 1;
        if self.moves.len() < plies {
            self.moves.resize_with(plies, Vec::new);
        }
    }

    /// `states[ply + 1]` becomes `states[ply]` after `mv`.
    fn make_child(&mut self, ply: usize, mv: &G::Move) {
        if self.states.len() <= ply + 1 {
            let child = self.states[ply].clone();
            self.states.push(child);
        } else {
            let (parents, children) = self.states.split_at_mut(ply + 1);
            children[0].clone_from(&parents[ply]);
        }
        self.states[ply + 1].play_unchecked(mv);
    }

    /// The paths of `depth >= 1` plies from `states[ply]`.
    fn count_from(&mut self, ply: usize, depth: u32) -> u64 {
        // The buffer is taken out while the children use the ones below it
        // (`mem::take` of a Vec allocates nothing) and put back afterwards.
        let mut moves = core::mem::take(&mut self.moves[ply]);
        self.states[ply].generate_moves(&mut moves);
        let nodes = if depth == 1 {
            moves.len() as u64
        } else {
            let mut nodes = 0;
            for mv in &moves {
                self.make_child(ply, mv);
                nodes += self.count_from(ply + 1, depth - 1);
            }
            nodes
        };
        self.moves[ply] = moves;
        nodes
    }
}
