//! Fast pseudo-legal perft on [`Position`]s, counting the last two plies
//! together.

use crate::{Move, Position};

/// The number of pseudo-legal move paths of exactly `depth` plies from
/// `position` (no repetition rule: within the few plies perft explores from
/// a fresh position no position can occur a third time before ply 8).
/// Positions where the game is over (royal captured, bare royal) have no
/// moves. `perft(pos, 0)` is 1.
///
/// Positions are copied (they are `Copy`), one move buffer per ply is
/// reused, and the last ply is counted without building moves: the
/// replies to all the moves of one position are counted together, counting
/// again after each move only the opponent's pieces (and relays) whose
/// squares the move touched. After the first path down nothing is
/// allocated.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{Position, perft};
/// let pos = Position::startpos();
/// assert_eq!(perft(&pos, 1), pos.pseudo_legal_moves().len() as u64);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize];
    count(position, depth, &mut buffers)
}

/// The paths below `position`; `buffers[d]` serves depth `d`.
fn count(position: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_pseudo_legal_moves(),
        2 => {
            let (mine, _) = buffers.split_last_mut().expect("one buffer per ply");
            position.generate_pseudo_legal_moves(mine);
            position.count_replies(mine)
        }
        _ => {
            let (mine, below) = buffers.split_last_mut().expect("one buffer per ply");
            position.generate_pseudo_legal_moves(mine);
            mine.iter().map(|mv| count(&position.play_unchecked(mv), depth - 1, below)).sum()
        }
    }
}

/// [`perft`] split by the first move, in generation order. Empty when `depth` is 0.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{Position, perft, perft_divide};
/// let pos = Position::startpos();
/// let divide = perft_divide(&pos, 2);
/// assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), perft(&pos, 2));
/// ```
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut buffers = vec![Vec::new(); depth as usize];
    let (first, below) = buffers.split_last_mut().expect("depth >= 1");
    position.generate_pseudo_legal_moves(first);
    first.iter().map(|mv| (*mv, count(&position.play_unchecked(mv), depth - 1, below))).collect()
}
