//! Fast perft for [`Towers`]: copy-make on the board and bulk-counted leaves.

use crate::board::{Board, MoveRef};
use crate::game::{end_after, to_action};
use crate::{Config, Move, Towers};

/// The search state that the board copies do not carry: rules, ply count
/// and the repetition record along the current path.
struct Search {
    config: Config,
    ply: u32,
    /// Position hashes along the path; `history[base..]` are those since
    /// balls last left the board.
    history: Vec<u64>,
    base: usize,
    prior: (u64, usize),
}

impl Search {
    fn new(game: &Towers) -> Search {
        Search { config: game.config, ply: game.ply, history: game.history.clone(), base: 0, prior: game.prior }
    }

    /// Paths of `depth` ≥ 1 plies from the unfinished `board`.
    fn count(&mut self, board: &Board, depth: u32) -> u64 {
        if depth == 1 {
            return board.count_actions();
        }
        let mut nodes = 0;
        board.for_each_action(|action| nodes += self.child(board, action, depth - 1));
        nodes
    }

    /// Paths of `depth` plies after playing `action` on `board`; 0 when the
    /// action ends the game.
    fn child(&mut self, board: &Board, action: MoveRef<'_>, depth: u32) -> u64 {
        let mut child = *board;
        let effect = child.apply(action);
        let (base, prior, ply) = (self.base, self.prior, self.ply);
        if effect.irreversible {
            self.base = self.history.len();
            self.prior.1 = 0;
        }
        self.history.push(child.hash);
        self.ply = self.ply.saturating_add(1);
        let seen = match self.config.repetition_draw() {
            true => {
                let earlier = if self.prior.0 == child.hash { self.prior.1 } else { 0 };
                earlier.saturating_add(self.history[self.base..].iter().filter(|&&hash| hash == child.hash).count())
            }
            false => 1,
        };
        // A path of the full length counts even when its last action ends
        // the game; a shorter one stops at the end of the game.
        let nodes = match (depth, end_after(&child, effect, seen, self.ply, &self.config)) {
            (0, _) => 1,
            (_, Some(_)) => 0,
            (_, None) => self.count(&child, depth),
        };
        self.history.pop();
        (self.base, self.prior, self.ply) = (base, prior, ply);
        nodes
    }
}

/// The number of action paths of exactly `depth` plies from `game`. A path
/// that ends the game early (a win, a repetition or ply-limit draw) is not
/// extended; the last ply is counted in bulk with
/// [`Towers::count_actions`], shares by binomial coefficients. Agrees with
/// the generic [`boardkit_core::perft`], only much faster.
///
/// # Examples
///
/// ```
/// use boardkit_towers::{Towers, perft};
/// let start = Towers::startpos();
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 1), 66);
/// assert_eq!(perft(&start, 2), 4_356);
/// ```
pub fn perft(game: &Towers, depth: u32) -> u64 {
    match (depth, game.outcome.is_some()) {
        (0, _) => 1,
        (_, true) => 0,
        _ => Search::new(game).count(&game.board, depth),
    }
}

/// [`perft`] split by the first action, in legal-action order. Empty when
/// `depth` is 0 or the game is over.
///
/// # Examples
///
/// ```
/// use boardkit_towers::{Towers, perft, perft_divide};
/// let start = Towers::startpos();
/// let divide = perft_divide(&start, 2);
/// assert_eq!(divide.len(), 66);
/// assert_eq!(divide.iter().map(|(_, nodes)| nodes).sum::<u64>(), perft(&start, 2));
/// ```
pub fn perft_divide(game: &Towers, depth: u32) -> Vec<(Move, u64)> {
    let mut divide = Vec::new();
    if depth == 0 || game.outcome.is_some() {
        return divide;
    }
    let mut search = Search::new(game);
    game.board.for_each_action(|action| {
        let nodes = search.child(&game.board, action, depth - 1);
        divide.push((to_action(action), nodes));
    });
    divide
}
