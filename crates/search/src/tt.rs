//! The transposition table: what earlier searches found about a position,
//! keyed by [`Game::position_hash`](boardkit_core::Game::position_hash).
//!
//! Allocated once, up front, at a size given in MiB. Entries live in
//! buckets of two: the first slot keeps the deepest result seen for its
//! positions (depth-preferred, replaced only by an equal or deeper search,
//! or by any search of a newer root), the second is always replaced. A probe
//! looks at both. The best move is stored as the move itself, so that a
//! search can play it before it generates the moves (an entry is the move
//! plus 16 bytes or so; how many fit in the MiB given depends on the game's
//! move type). A stale move (a hash collision) is caught by the search's
//! legality test, or, for a game that cannot test cheaply, only costs
//! ordering.

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The exact value.
    Exact,
    /// At least this much (the search failed high).
    Lower,
    /// At most this much (the search failed low).
    Upper,
}

/// One stored result, its best move of type `M`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry<M> {
    /// The full position hash (0 with `depth == 0` and no move is an empty slot).
    pub(crate) key: u64,
    /// The score, win scores made relative to this node (see [`to_table`]).
    pub(crate) score: i32,
    /// The best move, if any.
    pub(crate) best: Option<M>,
    /// The remaining depth the score was searched to.
    pub(crate) depth: u8,
    /// What the score means.
    pub(crate) bound: Bound,
    /// The search (root) this entry comes from.
    pub(crate) generation: u8,
}

impl<M> Entry<M> {
    /// An empty slot.
    const EMPTY: Entry<M> = Entry { key: 0, score: 0, best: None, depth: 0, bound: Bound::Upper, generation: 0 };
}

/// A fixed-size table of [`Entry`] buckets.
#[derive(Clone, Debug)]
pub(crate) struct Table<M> {
    buckets: Vec<[Entry<M>; 2]>,
    mask: usize,
    generation: u8,
}

impl<M: Clone> Table<M> {
    /// A table of at most `mib` MiB (at least one bucket), zeroed.
    pub(crate) fn new(mib: usize) -> Table<M> {
        let bytes = mib.saturating_mul(1 << 20);
        let fit = (bytes / core::mem::size_of::<[Entry<M>; 2]>()).max(1);
        // A power of two, so the bucket is the hash's low bits.
        let count = if fit.is_power_of_two() { fit } else { fit.next_power_of_two() / 2 };
        Table { buckets: vec![[Entry::EMPTY; 2]; count], mask: count - 1, generation: 0 }
    }

    /// The number of entries the table holds.
    pub(crate) fn capacity(&self) -> usize {
        self.buckets.len() * 2
    }

    /// Forgets everything (keeps the memory).
    pub(crate) fn clear(&mut self) {
        self.buckets.fill([Entry::EMPTY; 2]);
        self.generation = 0;
    }

    /// Starts a new search: older entries become replaceable.
    pub(crate) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The entry stored for `key`, if any.
    pub(crate) fn probe(&self, key: u64) -> Option<&Entry<M>> {
        let bucket = self.buckets.get(key as usize & self.mask)?;
        bucket.iter().find(|entry| entry.key == key && (entry.depth > 0 || entry.best.is_some()))
    }

    /// Stores a result: into the depth-preferred slot when it is at least as
    /// deep (or the slot is from an older search), else into the
    /// always-replace slot.
    pub(crate) fn store(&mut self, key: u64, score: i32, best: Option<M>, depth: u32, bound: Bound) {
        let generation = self.generation;
        let Some(bucket) = self.buckets.get_mut(key as usize & self.mask) else {
            return;
        };
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let mut entry = Entry { key, score, best, depth, bound, generation };
        let [preferred, always] = bucket;
        if preferred.key == key || depth >= preferred.depth || preferred.generation != generation {
            if entry.best.is_none() && preferred.key == key {
                // Keep the move hint of a shallower result of the same position.
                entry.best = preferred.best.take();
            }
            *preferred = entry;
        } else {
            *always = entry;
        }
    }
}

/// Win scores (beyond `decided`) are stored relative to the node, so that a
/// mate found through a transposition keeps its distance.
pub(crate) fn to_table(score: i32, ply: u32, decided: i32) -> i32 {
    let ply = ply as i32;
    if score >= decided {
        score + ply
    } else if score <= -decided {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_table`] at `ply`.
pub(crate) fn from_table(score: i32, ply: u32, decided: i32) -> i32 {
    let ply = ply as i32;
    if score >= decided {
        score - ply
    } else if score <= -decided {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_a_power_of_two_within_the_budget() {
        let table = Table::<u16>::new(1);
        assert!(table.capacity() * core::mem::size_of::<Entry<u16>>() <= 1 << 20);
        assert!(table.buckets.len().is_power_of_two());
        assert_eq!(Table::<u16>::new(0).capacity(), 2);
    }

    #[test]
    fn deep_results_stay_and_shallow_ones_go_to_the_second_slot() {
        let mut table = Table::<u16>::new(0);
        table.store(5, 10, Some(1), 6, Bound::Exact);
        table.store(7, 20, Some(2), 2, Bound::Lower);
        assert_eq!(table.probe(5).map(|entry| entry.score), Some(10));
        assert_eq!(table.probe(7).map(|entry| entry.bound), Some(Bound::Lower));
        table.store(9, 30, None, 1, Bound::Upper);
        assert_eq!(table.probe(7), None, "the always-replace slot was replaced");
        assert!(table.probe(5).is_some(), "the deep entry stays");
        table.new_search();
        table.store(9, 30, None, 1, Bound::Upper);
        assert_eq!(table.probe(5), None, "a new search may replace old deep entries");
    }

    /// An entry without a best move is still found (an all-node's upper
    /// bound), and an empty slot is not mistaken for the position whose
    /// hash is 0.
    #[test]
    fn probes_find_entries_and_never_empty_slots() {
        let mut table = Table::<u16>::new(0);
        assert_eq!(table.probe(0), None, "an empty table holds nothing, not even key 0");
        table.store(9, -30, None, 1, Bound::Upper);
        let entry = table.probe(9).expect("stored without a best move");
        assert_eq!((entry.score, entry.best, entry.depth, entry.bound), (-30, None, 1, Bound::Upper));
        assert_eq!(table.probe(0), None, "the other slot is still empty");
        assert_eq!(table.probe(9 + table.capacity() as u64), None, "same bucket, other key");
    }

    /// A deeper result without a move keeps the move of the same
    /// position's shallower one, never another position's.
    #[test]
    fn a_result_without_a_move_keeps_only_its_own_positions_hint() {
        let mut table = Table::<u16>::new(0);
        table.store(5, 10, Some(3), 1, Bound::Exact);
        table.store(5, 12, None, 2, Bound::Upper);
        assert_eq!(table.probe(5).map(|entry| (entry.score, entry.best)), Some((12, Some(3))));
        let other = 5 + table.capacity() as u64; // same bucket
        table.store(other, 7, None, 3, Bound::Upper);
        assert_eq!(table.probe(other).map(|entry| entry.best), Some(None));
    }

    #[test]
    fn clearing_forgets_every_entry() {
        let mut table = Table::<u16>::new(0);
        table.store(5, 10, Some(1), 6, Bound::Exact);
        table.new_search();
        table.clear();
        assert_eq!(table.probe(5), None);
        assert_eq!(table.generation, 0);
    }

    #[test]
    fn win_scores_keep_their_distance() {
        let decided = 1_000;
        assert_eq!(from_table(to_table(1_995, 3, decided), 5, decided), 1_993);
        assert_eq!(from_table(to_table(-1_995, 3, decided), 5, decided), -1_993);
        assert_eq!(from_table(to_table(17, 3, decided), 5, decided), 17);
    }
}
