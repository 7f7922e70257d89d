//! The per-ply working memory of the tree searches: a stack of states
//! refilled with [`Clone::clone_from`], move and ordering buffers, killer
//! moves and principal-variation lines. Everything is reused from node to
//! node, so that after the first few searches (the warm-up, which sizes the
//! buffers) a search allocates nothing per node.

use core::hash::{Hash, Hasher};

use boardkit_core::{Game, Turn};

use crate::alpha_beta::{MAX_PLY, perspective};

/// Per-ply buffers for a search at most [`MAX_PLY`] plies deep.
#[derive(Clone, Debug)]
pub(crate) struct Plies<G: Game> {
    /// `states[ply]` is the state at that ply of the current line.
    states: Vec<G>,
    moves: Vec<Vec<G::Move>>,
    /// Ordering keys and move indices, picked best first.
    keys: Vec<Vec<(i64, u32)>>,
    outcomes: Vec<Vec<(G::Move, u32)>>,
    killers: Vec<[Option<G::Move>; 2]>,
    /// `lines[ply]`: the best line found from that ply (triangular table).
    lines: Vec<Vec<G::Move>>,
}

impl<G: Game> Plies<G> {
    pub(crate) fn new() -> Plies<G> {
        let plies = MAX_PLY + 1;
        Plies {
            states: Vec::with_capacity(plies),
            moves: (0..plies).map(|_| Vec::new()).collect(),
            keys: (0..plies).map(|_| Vec::new()).collect(),
            outcomes: (0..plies).map(|_| Vec::new()).collect(),
            killers: vec![[None, None]; plies],
            lines: (0..plies).map(|_| Vec::new()).collect(),
        }
    }

    /// Puts `game` at ply 0.
    pub(crate) fn set_root(&mut self, game: &G) {
        match self.states.first_mut() {
            Some(root) => root.clone_from(game),
            None => self.states.push(game.clone()),
        }
    }

    /// The state at `ply` (set by [`set_root`](Plies::set_root) or
    /// [`play_child`](Plies::play_child)).
    pub(crate) fn state(&self, ply: usize) -> &G {
        &self.states[ply]
    }

    /// Makes `ply + 1` the state after `mv` (legal at `ply`, played by
    /// `mover`, or a chance outcome), and returns its turn, whose point of
    /// view its value takes, and whether that is still `mover`.
    pub(crate) fn play_child(
        &mut self,
        ply: usize,
        mv: &G::Move,
        mover: G::Player,
    ) -> (Turn<G::Player>, G::Player, bool) {
        if self.states.len() <= ply + 1 {
            // Warm-up: the stack grows to the deepest ply once.
            let child = self.states[ply].clone();
            self.states.push(child);
        } else {
            let (parents, children) = self.states.split_at_mut(ply + 1);
            children[0].clone_from(&parents[ply]);
        }
        let child = &mut self.states[ply + 1];
        child.play_unchecked(mv);
        perspective(child, mover)
    }

    /// Makes `ply + 1` a copy of the state at `ply` changed by `pass` (a
    /// null move); returns what `pass` answers (`false`: no null move
    /// here, and the copy is not to be searched).
    pub(crate) fn play_null(&mut self, ply: usize, pass: impl FnOnce(&mut G) -> bool) -> bool {
        if self.states.len() <= ply + 1 {
            let child = self.states[ply].clone();
            self.states.push(child);
        } else {
            let (parents, children) = self.states.split_at_mut(ply + 1);
            children[0].clone_from(&parents[ply]);
        }
        pass(&mut self.states[ply + 1])
    }

    /// Generates the legal moves at `ply`; returns how many.
    pub(crate) fn generate(&mut self, ply: usize) -> usize {
        self.states[ply].generate_moves(&mut self.moves[ply]);
        self.moves[ply].len()
    }

    /// Generates the tactical moves at `ply`; returns how many.
    pub(crate) fn generate_tactical(&mut self, ply: usize) -> usize {
        self.states[ply].generate_tactical_moves(&mut self.moves[ply]);
        self.moves[ply].len()
    }

    /// Generates the chance outcomes at `ply`; returns how many.
    pub(crate) fn generate_outcomes(&mut self, ply: usize) -> usize {
        self.states[ply].generate_chance_outcomes(&mut self.outcomes[ply]);
        self.outcomes[ply].len()
    }

    /// The chance outcomes generated at `ply`.
    pub(crate) fn outcomes(&self, ply: usize) -> &[(G::Move, u32)] {
        &self.outcomes[ply]
    }

    /// The `index`th chance outcome generated at `ply`, with its weight.
    pub(crate) fn outcome_at(&self, ply: usize, index: usize) -> (G::Move, u32) {
        self.outcomes[ply][index].clone()
    }

    /// The `index`th move generated at `ply`.
    pub(crate) fn move_at(&self, ply: usize, index: usize) -> G::Move {
        self.moves[ply][index].clone()
    }

    /// The ordering keys of `ply`.
    pub(crate) fn keys_mut(&mut self, ply: usize) -> &mut Vec<(i64, u32)> {
        &mut self.keys[ply]
    }

    /// What move ordering at `ply` reads and writes.
    #[allow(clippy::type_complexity)]
    pub(crate) fn ordering_parts(
        &mut self,
        ply: usize,
    ) -> (&G, &[G::Move], &mut Vec<(i64, u32)>, &[Option<G::Move>; 2]) {
        (&self.states[ply], &self.moves[ply], &mut self.keys[ply], &self.killers[ply])
    }

    /// Forgets the killer moves (at a new root).
    pub(crate) fn clear_killers(&mut self) {
        self.killers.fill([None, None]);
    }

    /// The killer move in `slot` (0 or 1, the newer first) at `ply`.
    pub(crate) fn killer(&self, ply: usize, slot: usize) -> Option<G::Move> {
        self.killers[ply][slot].clone()
    }

    /// Remembers `mv` as the newest killer at `ply`.
    pub(crate) fn add_killer(&mut self, ply: usize, mv: &G::Move) {
        let slot = &mut self.killers[ply];
        if slot[0].as_ref() != Some(mv) {
            slot[1] = slot[0].take();
            slot[0] = Some(mv.clone());
        }
    }

    /// Empties the line of `ply`.
    pub(crate) fn clear_line(&mut self, ply: usize) {
        self.lines[ply].clear();
    }

    /// The line of `ply` becomes `mv` followed by the line of `ply + 1`.
    pub(crate) fn adopt_line(&mut self, ply: usize, mv: &G::Move) {
        let (upper, lower) = self.lines.split_at_mut(ply + 1);
        let line = &mut upper[ply];
        line.clear();
        line.push(mv.clone());
        if let Some(rest) = lower.first() {
            line.extend_from_slice(rest);
        }
    }

    /// The best line found from `ply`.
    pub(crate) fn line(&self, ply: usize) -> &[G::Move] {
        &self.lines[ply]
    }
}

/// From this pick on, [`pick_next`] sorts the keys left instead of
/// selecting the best each time.
const SORT_FROM: usize = 4;

/// Moves the best remaining key of `keys[pick..]` to `pick` and returns its
/// move index. Keys tie-break on the lower index (the game's order). Called
/// with `pick` = 0, 1, 2, … on the same keys.
///
/// The first picks are selections, one pass each: the first is often the
/// only one (the move cuts off), and a cut-off node that misses it usually
/// cuts within the next few. A node still going after [`SORT_FROM`] picks
/// usually tries every move, so then the keys left are sorted once instead
/// of selected again at every pick (n log n, not n² / 2). Keys and indices
/// are a strict order, so both give the same sequence. (On the Scirocco
/// player's bench, sorting from the fifth pick instead of the second took
/// 2 % fewer instructions in all; from the fourth or the ninth, a little
/// more than from the fifth.)
pub(crate) fn pick_next(keys: &mut [(i64, u32)], pick: usize) -> usize {
    if pick >= SORT_FROM {
        if pick == SORT_FROM
            && let Some(rest) = keys.get_mut(pick..)
        {
            rest.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        }
        return keys[pick].1 as usize;
    }
    // The best so far is kept in registers, not re-read at every candidate.
    let (mut best, (mut best_key, mut best_index)) = (pick, keys[pick]);
    for (candidate, &(key, index)) in keys.iter().enumerate().skip(pick + 1) {
        if key > best_key || (key == best_key && index < best_index) {
            (best, best_key, best_index) = (candidate, key, index);
        }
    }
    keys.swap(pick, best);
    best_index as usize
}

/// Entries of the history table (a power of two).
const HISTORY_SIZE: usize = 1 << 12;

/// How much each move has been worth cutting off on (by depth squared),
/// in a fixed table indexed by a hash of the move: sharing a slot only
/// blurs the ordering, and the table never allocates.
#[derive(Clone, Debug)]
pub(crate) struct History {
    scores: Vec<u32>,
}

impl History {
    pub(crate) fn new() -> History {
        History { scores: vec![0; HISTORY_SIZE] }
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.scores.fill(0);
    }

    /// Halves every score, so the last searches weigh most.
    pub(crate) fn age(&mut self) {
        self.scores.iter_mut().for_each(|score| *score /= 2);
    }

    /// Rewards `mv` for a cut-off at `depth` plies left.
    pub(crate) fn reward<M: Hash>(&mut self, mv: &M, depth: u32) {
        let slot = slot(mv);
        self.scores[slot] = self.scores[slot].saturating_add(depth.saturating_mul(depth));
    }

    /// The score of `mv`.
    pub(crate) fn score<M: Hash>(&self, mv: &M) -> u32 {
        self.scores[slot(mv)]
    }

    /// The score of the move of [`move_hash`] `hash`.
    pub(crate) fn score_of_hash(&self, hash: u64) -> u32 {
        self.scores[hash as usize & (HISTORY_SIZE - 1)]
    }
}

fn slot<M: Hash>(mv: &M) -> usize {
    (move_hash(mv) as usize) & (HISTORY_SIZE - 1)
}

/// A fixed hash of a move, never 0 (0 stands for "no move": the root, a
/// null move).
pub(crate) fn move_hash<M: Hash>(mv: &M) -> u64 {
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut hasher);
    hasher.finish().max(1)
}

/// Entries of each follow-up history table (a power of two).
const FOLLOW_UP_SIZE: usize = 1 << 16;

/// What quiet moves cut off after which earlier moves: the counter move of
/// each opponent's move (the quiet move that last refuted it), and two
/// histories of cut-offs (by depth squared) of a move as the reply to the
/// opponent's last move and as the follow-up of the player's own move
/// before it. A move that refutes one move tends to refute it wherever it
/// is played, where the plain history only knows the move alone. Fixed
/// tables indexed by hashes of the moves (a shared slot only blurs the
/// ordering): nothing is allocated per node.
#[derive(Clone, Debug)]
pub(crate) struct FollowUps<M> {
    /// `counters[hash of a move & mask]`: the quiet move that last cut off
    /// right after it.
    counters: Vec<Option<M>>,
    /// Cut-offs of a move played right after another (the opponent's).
    replies: Vec<u32>,
    /// Cut-offs of a move played two plies after another (the player's own).
    continuations: Vec<u32>,
}

impl<M: Clone + PartialEq> FollowUps<M> {
    pub(crate) fn new() -> FollowUps<M> {
        FollowUps {
            counters: vec![None; HISTORY_SIZE],
            replies: vec![0; FOLLOW_UP_SIZE],
            continuations: vec![0; FOLLOW_UP_SIZE],
        }
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.counters.fill(None);
        self.replies.fill(0);
        self.continuations.fill(0);
    }

    /// Halves every score, so the last searches weigh most (the counter
    /// moves stay: each is only the latest).
    pub(crate) fn age(&mut self) {
        self.replies.iter_mut().chain(self.continuations.iter_mut()).for_each(|score| *score /= 2);
    }

    /// Whether `mv` is the counter move of the move hashed `previous`.
    pub(crate) fn is_counter(&self, previous: u64, mv: &M) -> bool {
        previous != 0 && self.counters[previous as usize & (HISTORY_SIZE - 1)].as_ref() == Some(mv)
    }

    /// The reply and continuation scores of the move hashed `current`
    /// after the moves hashed `previous` (one ply before) and `before` (two
    /// plies before; 0: none).
    pub(crate) fn score(&self, previous: u64, before: u64, current: u64) -> u32 {
        let reply = if previous == 0 { 0 } else { self.replies[pair(previous, current)] };
        let continuation = if before == 0 { 0 } else { self.continuations[pair(before, current)] };
        reply.saturating_add(continuation)
    }

    /// Rewards `mv` (hashed `current`) for a cut-off at `depth` plies left
    /// after the moves hashed `previous` and `before`.
    pub(crate) fn reward(&mut self, previous: u64, before: u64, mv: &M, current: u64, depth: u32) {
        let bonus = depth.saturating_mul(depth);
        if previous != 0 {
            self.counters[previous as usize & (HISTORY_SIZE - 1)] = Some(mv.clone());
            let score = &mut self.replies[pair(previous, current)];
            *score = score.saturating_add(bonus);
        }
        if before != 0 {
            let score = &mut self.continuations[pair(before, current)];
            *score = score.saturating_add(bonus);
        }
    }
}

/// The follow-up table slot of the move hashed `current` after the one
/// hashed `earlier` (multiplicative hashing of the pair).
fn pair(earlier: u64, current: u64) -> usize {
    ((earlier.rotate_left(32) ^ current).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - FOLLOW_UP_SIZE.trailing_zeros()))
        as usize
}

/// FNV-1a: a small, fixed (seedless, so deterministic) hash of a move.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        // Fold the high bits in: the table is indexed by the low ones.
        self.0 ^ (self.0 >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 = (self.0 ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_come_best_first_ties_in_game_order() {
        let mut keys = vec![(1, 0), (5, 1), (5, 2), (-3, 3), (7, 4)];
        let order: Vec<usize> = (0..keys.len()).map(|pick| pick_next(&mut keys, pick)).collect();
        assert_eq!(order, [4, 1, 2, 0, 3]);
    }

    /// Selecting then sorting gives the order of selecting every time,
    /// on seeded random keys with many ties.
    #[test]
    fn sorting_the_rest_picks_as_selecting_would() {
        use boardkit_core::{RandomSource, SplitMix64};
        let mut rng = SplitMix64::new(9);
        for length in 0..60_u32 {
            let keys: Vec<(i64, u32)> = (0..length).map(|index| (rng.below(7) as i64 - 3, index)).collect();
            let mut selected = keys.clone();
            let mut expected = Vec::new();
            for pick in 0..selected.len() {
                let best = (pick..selected.len())
                    .max_by(|&a, &b| selected[a].0.cmp(&selected[b].0).then(selected[b].1.cmp(&selected[a].1)))
                    .expect("a key is left");
                selected.swap(pick, best);
                expected.push(selected[pick].1 as usize);
            }
            let mut picked = keys.clone();
            let order: Vec<usize> = (0..picked.len()).map(|pick| pick_next(&mut picked, pick)).collect();
            assert_eq!(order, expected, "{keys:?}");
        }
    }

    #[test]
    fn history_rewards_and_ages() {
        let mut history = History::new();
        history.reward(&"e2e4", 3);
        assert_eq!(history.score(&"e2e4"), 9);
        history.age();
        assert_eq!(history.score(&"e2e4"), 4);
        history.clear();
        assert_eq!(history.score(&"e2e4"), 0);
    }

    /// The killers of a ply are its two newest distinct cut-off moves,
    /// newest first; a repeat of the newest changes nothing, and a new root
    /// forgets them.
    #[test]
    fn killers_are_the_two_newest_distinct_cut_off_moves() {
        use boardkit_towers::Towers;
        let game = Towers::startpos();
        let moves = game.legal_moves();
        let [a, b, c] = [0, 1, 2].map(|index| Some(moves[index].clone()));
        let mut plies = Plies::<Towers>::new();
        plies.set_root(&game);
        let killers = |plies: &mut Plies<Towers>| plies.ordering_parts(0).3.clone();
        assert_eq!(killers(&mut plies), [None, None]);
        let add = |plies: &mut Plies<Towers>, mv: &Option<_>| plies.add_killer(0, mv.as_ref().expect("a move"));
        add(&mut plies, &a);
        assert_eq!(killers(&mut plies), [a.clone(), None]);
        add(&mut plies, &a);
        assert_eq!(killers(&mut plies), [a.clone(), None]);
        add(&mut plies, &b);
        assert_eq!(killers(&mut plies), [b.clone(), a]);
        add(&mut plies, &c);
        assert_eq!(killers(&mut plies), [c, b]);
        plies.clear_killers();
        assert_eq!(killers(&mut plies), [None, None]);
    }

    /// Distinct moves mostly get their own history slot (1,000 moves over
    /// the 4,096 slots: about 890 distinct slots for a uniform hash), so a
    /// reward is the rewarded move's, not every move's.
    #[test]
    fn history_slots_spread_distinct_moves() {
        let slots: std::collections::HashSet<usize> = (0..1_000_u32).map(|mv| slot(&mv)).collect();
        assert!(slots.len() > 850, "{} distinct slots", slots.len());
        let mut history = History::new();
        history.reward(&7_u32, 2);
        let others = (0..1_000_u32).filter(|mv| *mv != 7 && history.score(mv) > 0).count();
        assert!(others < 5, "{others} other moves share the reward");
    }
}
