//! [`MoveList`]: the growable, reusable list of legal actions.

use core::ops::Deref;

use crate::Move;

/// The legal actions of a position.
///
/// # Why not a fixed-capacity `ArrayVec`
///
/// Shares make the action count explode on wide boards: a piece with n balls
/// among k other pieces has C(k, n) shares, and with 16 files every one of the
/// 16 pieces can have C(15, 7) = 6435 of them — more than 100 000 actions in
/// one position. An `ArrayVec` big enough for that would be megabytes on the
/// stack for every call. So the list is backed by a `Vec`: one allocation per
/// fresh list, none when a list is reused with
/// [`Towers::legal_actions_into`](crate::Towers::legal_actions_into), which
/// clears it and keeps its capacity. Engines that only need the number of
/// actions use [`Towers::count_actions`](crate::Towers::count_actions), which
/// counts shares with binomial coefficients and never lists them.
///
/// # Examples
///
/// ```
/// use boardkit_towers::{MoveList, Towers};
/// let game = Towers::startpos();
/// let mut list = MoveList::new();
/// game.legal_actions_into(&mut list);
/// assert_eq!(list.len(), 66);
/// assert_eq!(list.len() as u64, game.count_actions());
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MoveList(Vec<Move>);

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList(Vec::new())
    }

    pub(crate) fn clear(&mut self) {
        self.0.clear();
    }

    pub(crate) fn push(&mut self, action: Move) {
        self.0.push(action);
    }

    /// The actions as a `Vec`.
    pub fn into_vec(self) -> Vec<Move> {
        self.0
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.0
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::vec::IntoIter<Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
