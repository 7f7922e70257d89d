//! Two game-end rules beyond Fairy-Stockfish (boardkit extensions):
//! `royalPieceTypes`, royal pieces counted together (Scirocco's King and
//! the Emperor it may promote to), and `nFoldIllegal`, where the move that
//! would make a position's `nFoldRule`-th occurrence is illegal instead of
//! ending the game.

use crate::EndReason;
use crate::game::{MoveBuffer, VariantGame};
use crate::rules::ResultValue;

impl VariantGame {
    /// Under `royalPieceTypes`: the side that has no royal piece left has
    /// lost (the side that just moved is looked at first, as for extinction).
    pub(crate) fn royal_set_end(&self) -> Option<(ResultValue, EndReason)> {
        let rules = &*self.rules;
        let royal = rules.royal_piece_types;
        if royal == 0 {
            return None;
        }
        let stm = usize::from(self.side);
        for c in [1 - stm, stm] {
            let mut kinds = royal;
            let mut left = 0u32;
            while kinds != 0 {
                let kind = kinds.trailing_zeros() as usize;
                kinds &= kinds - 1;
                left += u32::from(self.counts[c][kind]);
            }
            if left == 0 {
                let value = if c == stm { ResultValue::Loss } else { ResultValue::Win };
                return Some((value, EndReason::Extinction));
            }
        }
        None
    }

    /// Under `nFoldIllegal`: drops the moves after which the position
    /// would stand on the board for the `nFoldRule`-th time.
    pub(crate) fn drop_repeating_moves(&self, out: &mut MoveBuffer) {
        let rules = &*self.rules;
        let needed = rules.n_fold_rule as usize;
        if !rules.n_fold_illegal || needed == 0 {
            return;
        }
        // A move can only repeat a position already seen `needed - 1`
        // times: without such a position no move needs playing.
        let seen_enough = |hash: u64| self.history.iter().filter(|&&old| old == hash).count() + 1 >= needed;
        if needed > 1 && !self.history.iter().any(|&hash| seen_enough(hash)) {
            return;
        }
        let mut next = self.clone();
        out.retain(|mv| {
            next.clone_from(self);
            next.make_tracked(mv);
            next.occurrences_before() + 1 < needed
        });
    }

    /// How often the position stood on the board before, with the same side to move.
    pub(crate) fn occurrences_before(&self) -> usize {
        self.history.iter().rev().skip(1).step_by(2).filter(|&&hash| hash == self.hash).count()
    }
}
