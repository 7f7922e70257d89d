//! Pseudo-legal move generation: the pieces' own moves from the compiled
//! tables, the relays of Dervishes and Harpies on top of them, and optional
//! promotion.
//!
//! "Pseudo-legal" means every rule except repetition: the repetition rule
//! needs the game's history and is applied by [`Scirocco`](crate::Scirocco).

use std::sync::OnceLock;

use arrayvec::ArrayVec;

use crate::bitboard::{Bits, SQUARES, bit, count, dense, square_of, step, within_three};
use crate::moves::MoveKind;
use crate::piece::UNPROMOTED_COUNT;
use crate::position::RuleOptions;
use crate::tables::{Dest, NO_EXTRA, Step, Tables, tables};
use crate::{Move, Piece, PieceKind, Position, Side};

/// The capacity of a [`MoveList`].
///
/// Worst case: at most 27 pieces a side (validation rejects more). One
/// piece has at most 35 own moves on 10×10 (a Queen; promoted types never
/// double), an unpromoted one at most 2 × 21 (a Scirocco, `W` + `B`, each
/// move also with promotion), plus relayed moves to distinct squares: at
/// most 8 Knight moves from Harpies and 3 squares from each of at most 8
/// adjacent Dervishes. So at most 27 × (42 + 8 + 24) = 1998 moves. A test
/// recomputes this bound from the compiled tables.
pub const MAX_MOVES: usize = 2048;

/// A list of moves that never allocates.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// Receives generated moves: a list, a counter for bulk counting, or the
/// early-exit "is there any move" probe.
pub(crate) trait Sink {
    /// Whether a generation into this sink lists every move (what the
    /// `generation-stats` counter counts); `false` for early-exit probes.
    const FULL: bool = true;

    fn push(&mut self, from: u8, to: u8, kind: MoveKind);

    /// Whether the sink has seen enough: generation stops after the current
    /// piece.
    #[inline]
    fn done(&self) -> bool {
        false
    }

    /// A move from `from` to every square of `targets`, and also a promoting
    /// one to every square of `promoting` (a subset of `targets`).
    fn push_set(&mut self, from: u8, targets: u128, promoting: u128)
    where
        Self: Sized,
    {
        push_each(self, from, targets, promoting);
    }
}

/// [`Sink::push_set`] one move at a time: what the default does, and what a
/// list does with promotions.
#[inline]
fn push_each<S: Sink>(sink: &mut S, from: u8, targets: u128, promoting: u128) {
    for to in Bits(targets) {
        sink.push(from, to, MoveKind::Normal);
        if promoting & bit(to) != 0 {
            sink.push(from, to, MoveKind::Promote);
        }
    }
}

/// The move a [`Sink`] receives as dense square indices and a kind.
#[inline]
pub(crate) fn dense_move(from: u8, to: u8, kind: MoveKind) -> Move {
    match kind {
        MoveKind::Normal => Move::new(square_of(from), square_of(to)),
        MoveKind::Promote => Move::promoting(square_of(from), square_of(to)),
        MoveKind::Stay => Move::stationary(square_of(from), square_of(to)),
    }
}

impl Sink for MoveList {
    #[inline]
    fn push(&mut self, from: u8, to: u8, kind: MoveKind) {
        let mv = dense_move(from, to, kind);
        // The capacity is a proven bound (see MAX_MOVES); never silently exceed it.
        let _ = self.try_push(mv);
    }
}

impl Sink for Vec<Move> {
    #[inline]
    fn push(&mut self, from: u8, to: u8, kind: MoveKind) {
        let mv = dense_move(from, to, kind);
        Vec::push(self, mv);
    }

    /// The common case, a set without promotions (a piece's leaps, its
    /// relayed moves), as one `extend`: the square of `from` converted once.
    #[inline]
    fn push_set(&mut self, from: u8, targets: u128, promoting: u128) {
        if promoting != 0 {
            push_each(self, from, targets, promoting);
            return;
        }
        let from = square_of(from);
        self.extend(Bits(targets).map(|to| Move::new(from, square_of(to))));
    }
}

/// The early-exit probe: stops generation at the first piece that has a move.
pub(crate) struct AnyMove(pub(crate) bool);

impl Sink for AnyMove {
    const FULL: bool = false;

    #[inline]
    fn push(&mut self, _from: u8, _to: u8, _kind: MoveKind) {
        self.0 = true;
    }

    #[inline]
    fn push_set(&mut self, _from: u8, targets: u128, _promoting: u128) {
        self.0 |= targets != 0;
    }

    #[inline]
    fn done(&self) -> bool {
        self.0
    }
}

/// The early-exit probe for a move that passes a test: generation stops
/// after the first piece with a pseudo-legal move that `accept` takes (the
/// repetition rule's "is any move legal", which must not build the list).
pub(crate) struct FirstAccepted<F> {
    /// The test.
    pub(crate) accept: F,
    /// Whether a move passed it.
    pub(crate) found: bool,
}

impl<F: FnMut(Move) -> bool> Sink for FirstAccepted<F> {
    const FULL: bool = false;

    #[inline]
    fn push(&mut self, from: u8, to: u8, kind: MoveKind) {
        if !self.found {
            self.found = (self.accept)(dense_move(from, to, kind));
        }
    }

    #[inline]
    fn done(&self) -> bool {
        self.found
    }
}

/// Hands every generated move to a closure as dense square indices
/// (`10 × rank + file`) and a kind, without building a [`Move`]: the sink of
/// [`Scirocco::for_each_legal_move_indexed`](crate::Scirocco::for_each_legal_move_indexed),
/// for callers that number moves by their squares (dense action layouts).
pub(crate) struct Visit<F>(pub(crate) F);

impl<F: FnMut(u8, u8, MoveKind)> Sink for Visit<F> {
    #[inline]
    fn push(&mut self, from: u8, to: u8, kind: MoveKind) {
        (self.0)(from, to, kind);
    }
}

/// Counts moves without storing them.
///
/// Single moves add to a plain count; whole sets of destinations
/// ([`push_set`](Sink::push_set), one or two per piece) are added into a
/// bit-sliced counter instead of being popcounted one by one: `slices[k]`
/// holds bit `k` of how many of the sets so far contain each square. The
/// default build targets x86-64 without the `popcnt` instruction, where a
/// 128-bit popcount costs about 25 instructions; adding a set to the slices
/// costs a few while the sets rarely overlap, and the slices are popcounted
/// once, in [`total`](Counter::total). (The start position's perft(6)
/// counted one ply at a time: 2.86 s before, 2.12 s with it.)
#[derive(Default)]
pub(crate) struct Counter {
    /// Single moves.
    singles: u64,
    /// Bit `k` of each square's count of sets, for `k` below [`SLICES`].
    slices: [u128; SLICES],
    /// What carried out of the top slice (never on a legal position: a
    /// square is in at most 54 sets), counted at once.
    overflow: u64,
}

/// The bits of a [`Counter`]'s per-square count (up to 63 sets).
const SLICES: usize = 6;

impl Counter {
    /// Adds one set: a ripple-carry increment of every square in `set`,
    /// which stops as soon as nothing carries.
    #[inline]
    fn add_set(&mut self, set: u128) {
        let mut carry = set;
        for slice in &mut self.slices {
            if carry == 0 {
                return;
            }
            let next = *slice & carry;
            *slice ^= carry;
            carry = next;
        }
        self.overflow += u64::from(count(carry)) << SLICES;
    }

    /// The number of moves counted.
    pub(crate) fn total(&self) -> u64 {
        let sets: u64 = self.slices.iter().enumerate().map(|(k, slice)| u64::from(count(*slice)) << k).sum();
        self.singles + sets + self.overflow
    }
}

impl Sink for Counter {
    #[inline]
    fn push(&mut self, _from: u8, _to: u8, _kind: MoveKind) {
        self.singles += 1;
    }

    #[inline]
    fn push_set(&mut self, _from: u8, targets: u128, promoting: u128) {
        self.add_set(targets);
        self.add_set(promoting);
    }
}

/// Per-square relay geometry, computed once.
struct RelayTables {
    /// Knight leaps from each square.
    knight: [u128; SQUARES],
    /// For a Dervish on `d` and a neighbour on `n`: the relayed targets of
    /// the piece on `n` (rules.md's interpretation), indexed `d * 8 + direction`.
    dervish: Vec<u128>,
    /// The same under the literal reading (adds the Dabbaba leaps of diagonal neighbours).
    dervish_literal: Vec<u128>,
    /// The squares 1, 2 and 3 steps from each square in each direction
    /// ([`NONE`] off the board), indexed `square * 8 + direction`: the lines
    /// a Harpy looks along (and a Dervish's neighbours, the first of them).
    lines: Vec<[u8; 3]>,
    /// The 8 neighbours of each square, as a set: a Dervish with no own
    /// piece among them relays nothing.
    ring: [u128; SQUARES],
    /// The squares up to 3 steps away along the 8 lines: a Harpy with no own
    /// piece among them relays nothing.
    reach: [u128; SQUARES],
    /// The Knight leaps from every square of `reach`: every square a Harpy
    /// on this square could ever relay a move to (its range as a relayer,
    /// as `ring` is a Dervish's).
    harpy_relay_range: [u128; SQUARES],
}

/// The 7×7 block around each square (at most three files and three ranks
/// away), cut by the board's edges: where a piece that is not a rider
/// ([`PieceKind::captures_beyond_three`]) must stand to attack the square.
static NEAR: [u128; SQUARES] = {
    let mut blocks = [0u128; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        blocks[square] = within_three(1 << square);
        square += 1;
    }
    blocks
};

/// "No square" in [`RelayTables::lines`].
const NONE: u8 = u8::MAX;

/// The 8 directions, orthogonal ones first.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];

fn relay_tables() -> &'static RelayTables {
    static TABLES: OnceLock<RelayTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut knight = [0u128; SQUARES];
        for (square, set) in knight.iter_mut().enumerate() {
            for (df, dr) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                if let Some(to) = step(square as u8, df, dr) {
                    *set |= bit(to);
                }
            }
        }
        let mut dervish = vec![0u128; SQUARES * 8];
        let mut dervish_literal = vec![0u128; SQUARES * 8];
        for d in 0..SQUARES as u8 {
            for (i, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                // The neighbour n = d + (df, dr); it jumps to d - (df, dr).
                if step(d, df, dr).is_none() {
                    continue;
                }
                let mut targets = 0u128;
                if let Some(jump) = step(d, -df, -dr) {
                    targets |= bit(jump);
                }
                let mut literal = targets;
                if df == 0 || dr == 0 {
                    // Orthogonal neighbour: around the Dervish, to the squares adjacent to both.
                    let (pf, pr) = (dr, df); // perpendicular
                    for s in [1, -1] {
                        if let Some(around) = step(d, pf * s, pr * s) {
                            targets |= bit(around);
                            literal |= bit(around);
                        }
                    }
                } else {
                    // Literal reading: the diagonal neighbour's D leaps that land next to the Dervish.
                    for (lf, lr) in [(-2 * df, 0), (0, -2 * dr)] {
                        if let Some(n) = step(d, df, dr)
                            && let Some(to) = step(n, lf, lr)
                        {
                            literal |= bit(to);
                        }
                    }
                }
                dervish[d as usize * 8 + i] = targets;
                dervish_literal[d as usize * 8 + i] = literal;
            }
        }
        let mut lines = vec![[NONE; 3]; SQUARES * 8];
        let mut ring = [0u128; SQUARES];
        let mut reach = [0u128; SQUARES];
        for square in 0..SQUARES as u8 {
            for (i, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                let mut at = square;
                for (distance, slot) in lines[square as usize * 8 + i].iter_mut().enumerate() {
                    let Some(next) = step(at, df, dr) else { break };
                    at = next;
                    *slot = next;
                    reach[square as usize] |= bit(next);
                    if distance == 0 {
                        ring[square as usize] |= bit(next);
                    }
                }
            }
        }
        let mut harpy_relay_range = [0u128; SQUARES];
        for (range, &seen) in harpy_relay_range.iter_mut().zip(&reach) {
            *range = Bits(seen).fold(0, |range, at| range | knight[at as usize]);
        }
        RelayTables { knight, dervish, dervish_literal, lines, ring, reach, harpy_relay_range }
    })
}

/// Relayed targets per square of the side to move (at most 27 squares hold
/// its pieces).
pub(crate) type Relays = ArrayVec<(u8, u128), 32>;

impl Position {
    /// The relayed targets of `us`'s pieces (before removing own moves and own-occupied squares).
    /// Fills `relays` (cleared first) and returns the set of their squares;
    /// an out-parameter, so that the list is not copied on return.
    pub(crate) fn relays(&self, us: Side, relays: &mut Relays) -> u128 {
        relays.clear();
        let mut marked = 0u128;
        let relayers = self.relayers[us.index()];
        if relayers == 0 {
            return 0;
        }
        let own = self.sides[us.index()];
        let occupied = self.sides[0] | self.sides[1];
        let geometry = relay_tables();
        let mut add = |square: u8, targets: u128, relays: &mut Relays| {
            if targets == 0 {
                return;
            }
            if marked & bit(square) != 0 {
                if let Some(entry) = relays.iter_mut().find(|(s, _)| *s == square) {
                    entry.1 |= targets;
                }
            } else {
                marked |= bit(square);
                let _ = relays.try_push((square, targets));
            }
        };
        let dervish_table = if self.options.contains(RuleOptions::LITERAL_DERVISH) {
            &geometry.dervish_literal
        } else {
            &geometry.dervish
        };
        for relayer in Bits(relayers) {
            let dervish = self.kind_at(relayer) == PieceKind::Dervish;
            // Nothing of ours within reach: nothing to relay (the common case costs one test).
            let near = if dervish { geometry.ring[relayer as usize] } else { geometry.reach[relayer as usize] };
            if near & own == 0 {
                continue;
            }
            let lines = &geometry.lines[relayer as usize * 8..relayer as usize * 8 + 8];
            for (i, line) in lines.iter().enumerate() {
                if dervish {
                    let n = line[0];
                    if n != NONE && own & bit(n) != 0 {
                        add(n, dervish_table[relayer as usize * 8 + i], relays);
                    }
                    continue;
                }
                // Harpy: the first piece within 3 squares along the line, if it is ours.
                for &at in line {
                    if at == NONE {
                        break;
                    }
                    if occupied & bit(at) != 0 {
                        if own & bit(at) != 0 && !self.kind_at(at).has_knight_move() {
                            add(at, geometry.knight[at as usize], relays);
                        }
                        break;
                    }
                }
            }
        }
        marked
    }

    /// Whether a relayed move of `side` could land on a square of `targets`:
    /// every relayed destination of a Dervish is next to it, and every one
    /// of a Harpy is a Knight's move from a square it sees (a cheap test
    /// before [`relays`](Position::relays), which is exact).
    #[inline]
    fn relays_may_reach(&self, side: Side, targets: u128) -> bool {
        let geometry = relay_tables();
        Bits(self.relayers[side.index()]).any(|relayer| {
            let range = if self.kind_at(relayer) == PieceKind::Dervish {
                geometry.ring[relayer as usize]
            } else {
                geometry.harpy_relay_range[relayer as usize]
            };
            range & targets != 0
        })
    }

    /// The squares whose contents `side`'s relays depend on: its relayers,
    /// and the squares next to a Dervish or up to 3 steps along the lines
    /// of a Harpy. While nothing changes there, the relays stay the same.
    pub(crate) fn relay_area(&self, side: Side) -> u128 {
        let geometry = relay_tables();
        let relayers = self.relayers[side.index()];
        Bits(relayers).fold(relayers, |area, relayer| {
            let near = if self.kind_at(relayer) == PieceKind::Dervish {
                geometry.ring[relayer as usize]
            } else {
                geometry.reach[relayer as usize]
            };
            area | near
        })
    }

    #[inline]
    pub(crate) fn kind_at(&self, square: u8) -> PieceKind {
        match Piece::from_code(self.board[square as usize]) {
            Some(piece) => piece.kind,
            None => PieceKind::Pawn,
        }
    }

    /// Generates every pseudo-legal move of the side to move into `sink`
    /// (stopping early when the sink is [`done`](Sink::done)).
    #[inline]
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        if self.material_end().is_some() {
            return;
        }
        if S::FULL {
            crate::stats::count_full_generation();
        }
        let us = self.side_to_move;
        let own = self.sides[us.index()];
        let mut relays = Relays::new();
        let relayed = self.relays(us, &mut relays);
        // Looked up once, not per piece (a lookup is an atomic load and a
        // branch, which the compiler cannot hoist).
        let tables = tables();
        for from in Bits(own) {
            self.generate_from(tables, from, relayed, &relays, sink);
            if sink.done() {
                return;
            }
        }
    }

    /// The pseudo-legal moves of the side to move's piece on `from` (none
    /// if the square holds no piece of the side to move, or the game is over
    /// by material), in generation order.
    pub(crate) fn generate_piece<S: Sink>(&self, from: u8, sink: &mut S) {
        let us = self.side_to_move;
        if self.material_end().is_some() || self.sides[us.index()] & bit(from) == 0 {
            return;
        }
        let mut relays = Relays::new();
        let relayed = self.relays(us, &mut relays);
        self.generate_from(tables(), from, relayed, &relays, sink);
    }

    /// The moves of the side to move's piece on `from`: its own moves in
    /// table order (a promoting move right after the same move without
    /// promotion), then its relayed moves by destination.
    #[inline]
    fn generate_from<S: Sink>(&self, tables: &Tables, from: u8, relayed: u128, relays: &Relays, sink: &mut S) {
        let reached = self.own_moves_from(tables, from, sink);
        if relayed & bit(from) != 0 {
            let own = self.sides[self.side_to_move.index()];
            let targets = relays.iter().find(|(s, _)| *s == from).map_or(0, |(_, t)| *t);
            // A relayed move the piece could make itself is its own move (promotion allowed, listed above).
            sink.push_set(from, targets & !own & !reached, 0);
        }
    }

    /// The piece on `from`'s own moves (leaps, then its other templates in
    /// table order) into `sink`; returns the destinations reached. Always
    /// inlined: it is the body of both [`generate_from`](Position::generate_from)
    /// and [`count_from`](Position::count_from).
    #[inline(always)]
    fn own_moves_from<S: Sink>(&self, tables: &Tables, from: u8, sink: &mut S) -> u128 {
        let us = self.side_to_move;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let occupied = own | enemy;
        let kind = Piece::kind_index_of(self.board[from as usize]);
        let entry = tables.entry(kind, us.index(), from);
        let promotion_zone = promotion_zone(kind, us, from);
        let leaps = entry.leaps.targets(occupied, own, enemy);
        sink.push_set(from, leaps, leaps & promotion_zone);
        leaps | self.walk_steps(tables, from, tables.steps(entry), promotion_zone, sink, |_, _| true)
    }

    /// Walks `steps` (templates of the piece on `from`, with their skips)
    /// into `sink`, promoting moves into `promotion_zone` too; returns the
    /// destinations reached. A move that neither promotes nor captures in
    /// place goes to `sink` only if `keep(to, locust squares)` says so (the
    /// full generators keep all; the capture-only one keeps captures).
    #[inline(always)]
    fn walk_steps<S: Sink>(
        &self,
        tables: &Tables,
        from: u8,
        steps: &[Step],
        promotion_zone: u128,
        sink: &mut S,
        keep: impl Fn(u8, u128) -> bool,
    ) -> u128 {
        let us = self.side_to_move;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let occupied = own | enemy;
        let mut reached = 0;
        let mut i = 0;
        while let Some(step) = steps.get(i) {
            // A blocked path or an occupied destination settles the rest of
            // the ray (see `Step`).
            if occupied & step.path != 0 {
                i += usize::from(step.skip_blocked);
                continue;
            }
            let to = bit(step.to);
            let to_occupied = occupied & to != 0;
            i += if to_occupied { usize::from(step.skip_occupied) } else { 1 };
            let locust = if step.extra == NO_EXTRA {
                0
            } else {
                let (hurdles, locust) = tables.extra(step.extra);
                if occupied & hurdles != hurdles || enemy & locust != locust {
                    continue;
                }
                locust
            };
            let lands = match step.dest {
                Dest::Empty => !to_occupied,
                Dest::Enemy => enemy & to != 0,
                Dest::EmptyOrEnemy => own & to == 0,
                Dest::Stay => {
                    for target in Bits(locust) {
                        sink.push(from, target, MoveKind::Stay);
                    }
                    continue;
                }
            };
            if !lands {
                continue;
            }
            reached |= to;
            if keep(step.to, locust) {
                sink.push(from, step.to, MoveKind::Normal);
            }
            if promotion_zone & to != 0 {
                sink.push(from, step.to, MoveKind::Promote);
            }
        }
        reached
    }

    /// Adds the moves of a piece that a relay reaches to `counter` (rare: out
    /// of line, to keep the counting loop small).
    #[inline(never)]
    pub(crate) fn count_relayed_piece(&self, from: u8, relayed: u128, relays: &Relays, counter: &mut Counter) {
        self.generate_from(tables(), from, relayed, relays, counter);
    }

    /// Adds the moves of the side to move's piece on `from`, which no relay
    /// reaches, to `counter`: [`generate_from`](Position::generate_from)
    /// without the relays.
    #[inline]
    pub(crate) fn count_from(&self, from: u8, counter: &mut Counter) {
        self.own_moves_from(tables(), from, counter);
    }

    /// Whether the side to move has at least one pseudo-legal move: the
    /// early-exit query (it stops at the first piece that can move).
    pub(crate) fn has_pseudo_legal_move(&self) -> bool {
        self.material_end().is_none() && self.has_pseudo_legal_move_unended()
    }

    /// [`has_pseudo_legal_move`](Position::has_pseudo_legal_move) when the
    /// caller knows the game is not over by material (its `turn()` asks that
    /// first; a search asks both at every node).
    pub(crate) fn has_pseudo_legal_move_unended(&self) -> bool {
        debug_assert!(self.material_end().is_none(), "{self}");
        // Nearly every position has a piece with a free leap, found with one
        // set test per piece: no relays, no templates (a search asks this at
        // every node to learn that the game goes on).
        if self.has_free_leap() {
            return true;
        }
        let mut probe = AnyMove(false);
        self.generate(&mut probe);
        probe.0
    }

    /// Whether a piece of the side to move has a leap it can make (the
    /// leaps [`generate`](Position::generate) lists first for each piece).
    fn has_free_leap(&self) -> bool {
        let us = self.side_to_move;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let occupied = own | enemy;
        let tables = tables();
        Bits(own).any(|from| {
            let entry = tables.entry(Piece::kind_index_of(self.board[from as usize]), us.index(), from);
            entry.leaps.targets(occupied, own, enemy) != 0
        })
    }

    /// Whether `mv` (a pseudo-legal move here) captures or promotes: a
    /// capture on the destination, a jump-capture (the captured piece is
    /// jumped over, the landing square is empty), a capture without moving,
    /// or a promotion.
    pub(crate) fn is_tactical_move(&self, mv: &Move) -> bool {
        if mv.kind() != MoveKind::Normal {
            return true; // promotion, or capture without moving
        }
        let (Some(from), Some(to)) = (dense(mv.from()), dense(mv.to())) else { return false };
        let enemy = self.sides[self.side_to_move.other().index()];
        enemy & bit(to) != 0
            || (tables().has_locust(Piece::kind_index_of(self.board[from as usize]))
                && self.locust_capture(from, to) != 0)
    }

    /// The pseudo-legal tactical moves (see
    /// [`is_tactical_move`](Position::is_tactical_move)) into `moves`, in
    /// generation order: the capture-only generator quiescence search uses.
    /// Quiet destinations are masked out before any move is built.
    pub(crate) fn generate_tactical(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.material_end().is_some() {
            return;
        }
        let us = self.side_to_move;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let occupied = own | enemy;
        let tables = tables();
        // Only captures are tactical among relayed moves (they never
        // promote): with no enemy within the relayers' range, no relays.
        let mut relays = Relays::new();
        let relayed = if self.relays_may_reach(us, enemy) { self.relays(us, &mut relays) } else { 0 };
        // A tactical move needs an enemy or a square of the promotion zone
        // within reach, and a piece that is not a rider acts only within
        // three squares: with neither there and no relay, it has no tactical
        // move, known without a look at its table entry.
        let tactical_squares = enemy | ZONES[us.index()];
        let candidates = own & (within_three(tactical_squares) | self.riders[us.index()] | relayed);
        for from in Bits(candidates) {
            let kind = Piece::kind_index_of(self.board[from as usize]);
            let entry = tables.entry(kind, us.index(), from);
            // Nothing to capture within reach, no promotion within reach and
            // no relay: no tactical move (most pieces of a quiet position).
            if entry.reach & enemy == 0 && relayed & bit(from) == 0 && !entry.may_promote {
                continue;
            }
            let promotion_zone = promotion_zone(kind, us, from);
            let locust = tables.has_locust(kind);
            let mut reached = entry.leaps.targets(occupied, own, enemy);
            // A leap to an empty square is tactical only by promotion, or
            // when a jump-capture template of a locust piece lands there too.
            for to in Bits(reached & (enemy | promotion_zone | if locust { u128::MAX } else { 0 })) {
                if enemy & bit(to) != 0 || (locust && self.locust_capture(from, to) != 0) {
                    moves.push_move(from, to, MoveKind::Normal);
                }
                if promotion_zone & bit(to) != 0 {
                    moves.push_move(from, to, MoveKind::Promote);
                }
            }
            // A plain move is tactical when it captures: on its destination,
            // by jumping (also where a plain move of a locust piece lands
            // on a jump-capture's square).
            let captures = |to: u8, jumped: u128| {
                jumped != 0 || enemy & bit(to) != 0 || (locust && self.locust_capture(from, to) != 0)
            };
            reached |= self.walk_steps(tables, from, tables.steps(entry), promotion_zone, moves, captures);
            if relayed & bit(from) != 0 {
                let targets = relays.iter().find(|(s, _)| *s == from).map_or(0, |(_, t)| *t);
                for to in Bits(targets & !own & !reached & enemy) {
                    moves.push_move(from, to, MoveKind::Normal);
                }
            }
        }
    }

    /// Every pseudo-legal move of the side to move: all moves the rules
    /// allow except that the repetition rule is not applied (it needs the
    /// game's history; [`Scirocco::legal_moves`](crate::Scirocco) applies it).
    /// Empty when the game is over by royal capture or bare royal.
    ///
    /// Order: by from-square (`a1`, `b1`, …), then the piece's own moves in
    /// table order (a promoting move right after the same move without
    /// promotion), then its relayed moves by destination square.
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        moves
    }

    /// Clears `moves`, then pushes the pseudo-legal moves (the order of
    /// [`pseudo_legal_moves`](Position::pseudo_legal_moves)): the
    /// allocation-free form for a reused buffer.
    pub fn generate_pseudo_legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.generate(moves);
    }

    /// The number of pseudo-legal moves, counted without building them.
    pub fn count_pseudo_legal_moves(&self) -> u64 {
        if self.material_end().is_some() {
            return 0;
        }
        crate::stats::count_full_generation();
        let us = self.side_to_move;
        let mut relays = Relays::new();
        let relayed = self.relays(us, &mut relays);
        let mut counter = Counter::default();
        for from in Bits(self.sides[us.index()]) {
            if relayed & bit(from) == 0 {
                self.count_from(from, &mut counter);
            } else {
                self.count_relayed_piece(from, relayed, &relays, &mut counter);
            }
        }
        counter.total()
    }

    /// Whether the move from `from` to `to` is one the piece makes under
    /// its own power (not only by a relay).
    pub(crate) fn is_own_move(&self, from: u8, to: u8) -> bool {
        let Some(piece) = Piece::from_code(self.board[from as usize]) else { return false };
        let us = piece.side;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let tables = tables();
        let entry = tables.entry(piece.kind.index(), us.index(), from);
        entry.leaps.targets(own | enemy, own, enemy) & bit(to) != 0
            || tables
                .templates(entry)
                .iter()
                .any(|t| t.dest != Dest::Stay && t.to == to && t.applies(own | enemy, own, enemy))
    }

    /// The squares `side` attacks: where its pieces could capture an enemy
    /// piece standing there, by any of their own or relayed moves, as if it
    /// were `side`'s turn.
    pub(crate) fn attacks(&self, side: Side) -> u128 {
        let own = self.sides[side.index()];
        let enemy = self.sides[side.other().index()];
        let occupied = own | enemy;
        let tables = tables();
        let mut attacked = 0u128;
        for from in Bits(own) {
            let kind = self.kind_at(from);
            let entry = tables.entry(kind.index(), side.index(), from);
            attacked |= entry.leaps.enemy | entry.leaps.any;
            for template in tables.templates(entry) {
                attacked |= template.attacks_on(occupied);
            }
        }
        let mut relays = Relays::new();
        self.relays(side, &mut relays);
        for (_, targets) in relays {
            attacked |= targets;
        }
        attacked & !own
    }

    /// The squares `side` attacks (see the crate docs' section on check):
    /// every square where a piece of `side` could capture an enemy piece
    /// standing there, with its own or a relayed move. Squares holding
    /// `side`'s own pieces are never included.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Position, Side};
    /// let pos: Position = "10/10/10/10/4k5/10/4+N5/10/10/K9 b".parse()?;
    /// let attacked: Vec<String> = pos.attacked_squares(Side::Blue).iter().map(|s| s.to_string()).collect();
    /// assert!(attacked.contains(&"e6".to_string())); // the Rook on e4 attacks the Tan King
    /// assert!(pos.is_royal_attacked(Side::Tan));
    /// assert!(!pos.is_royal_attacked(Side::Blue));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn attacked_squares(&self, side: Side) -> Vec<boardkit_geometry::Square> {
        Bits(self.attacks(side)).map(square_of).collect()
    }

    /// Whether `side`'s royal piece could be captured by the other side if
    /// it were the other side's turn ("check"; not enforced by the rules,
    /// offered for interfaces). `false` when `side` has no royal.
    pub fn is_royal_attacked(&self, side: Side) -> bool {
        match self.royals[side.index()] {
            crate::position::NO_SQUARE => false,
            royal => self.attacks_square(side.other(), royal),
        }
    }

    /// Whether `side` attacks the dense square `target` (`attacks(side)`
    /// holds it), looking only at the pieces whose reach covers it: the
    /// one-square question of [`is_royal_attacked`](Position::is_royal_attacked),
    /// which search evaluations ask at every node.
    pub(crate) fn attacks_square(&self, side: Side, target: u8) -> bool {
        let own = self.sides[side.index()];
        let enemy = self.sides[side.other().index()];
        let occupied = own | enemy;
        let target_bit = bit(target);
        if own & target_bit != 0 {
            return false;
        }
        let tables = tables();
        // Only a rider can attack from more than three squares away.
        let candidates = own & (NEAR[target as usize] | self.riders[side.index()]);
        for from in Bits(candidates) {
            let entry = tables.entry(self.kind_at(from).index(), side.index(), from);
            if entry.reach & target_bit == 0 {
                continue;
            }
            if (entry.leaps.enemy | entry.leaps.any) & target_bit != 0 {
                return true;
            }
            if tables.templates(entry).iter().any(|template| template.attacks_on(occupied) & target_bit != 0) {
                return true;
            }
        }
        // Most targets are out of every relayer's range: then the relays
        // need not be built.
        if !self.relays_may_reach(side, target_bit) {
            return false;
        }
        let mut relays = Relays::new();
        self.relays(side, &mut relays);
        relays.iter().any(|(_, targets)| targets & target_bit != 0)
    }
}

/// The promotion zones: ranks 8–10 for Blue, 1–3 for Tan.
const ZONES: [u128; 2] = [((1u128 << 30) - 1) << 70, (1u128 << 30) - 1];

/// The destinations where a move of a `kind` (index) piece of `us` from
/// `from` may also promote: none for promoted types, every square when it
/// starts in the zone, else the zone.
#[inline]
pub(crate) fn promotion_zone(kind: usize, us: Side, from: u8) -> u128 {
    if kind < UNPROMOTED_COUNT { PROMOTION_TARGETS[us.index()][from as usize] } else { 0 }
}

/// [`promotion_zone`] of an unpromoted piece, by side and square (one load
/// for a generator that asks it for every piece; a row for every `u8`, so
/// no bounds check, empty past the board).
static PROMOTION_TARGETS: [[u128; 256]; 2] = {
    let mut table = [[0; 256]; 2];
    let mut side = 0;
    while side < 2 {
        let zone = ZONES[side];
        let mut from = 0;
        while from < SQUARES {
            table[side][from] = if zone & (1 << from) != 0 { u128::MAX } else { zone };
            from += 1;
        }
        side += 1;
    }
    table
};

/// Building a move from dense squares (the generators' one move constructor).
trait PushMove {
    fn push_move(&mut self, from: u8, to: u8, kind: MoveKind);
}

impl PushMove for Vec<Move> {
    #[inline]
    fn push_move(&mut self, from: u8, to: u8, kind: MoveKind) {
        Sink::push(self, from, to, kind);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PieceKind;
    use crate::position::MAX_PIECES_PER_SIDE;

    #[test]
    fn move_list_capacity_covers_the_worst_case() {
        // Own moves (doubled for unpromoted types, which may promote) plus at most 8 Harpy
        // Knight moves and 3 squares from each of at most 8 adjacent Dervishes.
        let per_piece = PieceKind::ALL
            .iter()
            .map(|kind| {
                let own = tables().max_templates(kind.index());
                own * if kind.is_promoted() { 1 } else { 2 } + 8 + 8 * 3
            })
            .max()
            .unwrap_or(0);
        assert!(per_piece * MAX_PIECES_PER_SIDE as usize <= MAX_MOVES, "{per_piece}");
    }

    #[test]
    fn the_one_square_attack_query_agrees_with_the_attack_map() {
        // Seeded random games from the start (a small xorshift: no dev-dependency needed).
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut checked = 0;
        let mut moves = Vec::new();
        for game in 0..30 {
            // Half the games under the literal Dervish reading: other relays.
            let options = if game % 2 == 0 { RuleOptions::empty() } else { RuleOptions::LITERAL_DERVISH };
            let mut position = Position::startpos().with_options(options);
            for _ in 0..160 {
                for side in Side::ALL {
                    let map = position.attacks(side);
                    for square in 0..SQUARES as u8 {
                        assert_eq!(
                            position.attacks_square(side, square),
                            map & bit(square) != 0,
                            "{position} {side:?} {square}"
                        );
                        checked += 1;
                    }
                }
                position.generate_pseudo_legal_moves(&mut moves);
                assert_eq!(position.has_pseudo_legal_move(), !moves.is_empty(), "{position}");
                if moves.is_empty() {
                    break;
                }
                let mv = moves[(next() % moves.len() as u64) as usize];
                position = position.play_unchecked(&mv);
            }
        }
        assert!(checked > 500_000, "{checked}");
    }

    #[test]
    fn exactly_the_riders_capture_beyond_three_squares() {
        // `attacks_square` looks only at riders and at the pieces in the 7×7
        // block around the target: sound only if no other type reaches
        // beyond it (and worth it only if every rider does).
        let tables = tables();
        for kind in PieceKind::ALL {
            let reaches_far = Side::ALL.iter().any(|side| {
                (0..SQUARES as u8)
                    .any(|from| tables.entry(kind.index(), side.index(), from).reach & !NEAR[from as usize] != 0)
            });
            assert_eq!(reaches_far, kind.captures_beyond_three(), "{kind:?}");
            // The other types also move only within the block: what their
            // moves depend on (destinations, paths, hurdles, locust squares)
            // lies in it, which `generate_tactical` relies on.
            if !kind.captures_beyond_three() {
                for side in Side::ALL {
                    for from in 0..SQUARES as u8 {
                        let influence = tables.influence(kind.index(), side.index(), from);
                        assert_eq!(influence & !NEAR[from as usize], 0, "{kind:?} on {from}");
                    }
                }
            }
        }
    }

    /// The promotion-target table is the rule it stands for: nothing for a
    /// promoted type, everywhere from inside the zone, else the zone.
    #[test]
    fn promotion_targets_follow_the_zones() {
        for kind in PieceKind::ALL {
            for side in Side::ALL {
                let zone = ZONES[side.index()];
                for from in 0..SQUARES as u8 {
                    let expected = match (kind.is_promoted(), zone & bit(from) != 0) {
                        (true, _) => 0,
                        (false, true) => u128::MAX,
                        (false, false) => zone,
                    };
                    assert_eq!(promotion_zone(kind.index(), side, from), expected, "{kind:?} {side:?} {from}");
                }
            }
        }
    }

    /// An entry may promote exactly when what its moves depend on meets its
    /// promotion squares: never for a promoted type; for an unpromoted one
    /// anywhere it starts in its zone, and wherever its moves reach into it.
    #[test]
    fn entries_know_whether_a_move_may_promote() {
        let tables = tables();
        for kind in PieceKind::ALL {
            for side in Side::ALL {
                for from in 0..SQUARES as u8 {
                    let zone = promotion_zone(kind.index(), side, from);
                    let expected = tables.influence(kind.index(), side.index(), from) & zone != 0;
                    assert_eq!(tables.entry(kind.index(), side.index(), from).may_promote, expected, "{kind:?} {from}");
                    if kind.is_promoted() {
                        assert!(!expected, "{kind:?} never promotes");
                    }
                }
            }
        }
        // A Blue Pawn on its seventh rank may promote, on its second it may not.
        let pawn = PieceKind::Pawn.index();
        assert!(tables.entry(pawn, Side::Blue.index(), 61).may_promote);
        assert!(!tables.entry(pawn, Side::Blue.index(), 11).may_promote);
    }

    #[test]
    fn relayed_targets_stay_within_the_relayers_range() {
        // `attacks_square` skips building the relays when the target is out of
        // every relayer's range: that is only sound if no relay reaches beyond it.
        let geometry = relay_tables();
        for relayer in 0..SQUARES {
            let ring = geometry.ring[relayer];
            for direction in 0..8 {
                let index = relayer * 8 + direction;
                assert_eq!(geometry.dervish[index] & !ring, 0, "Dervish on {relayer}");
                assert_eq!(geometry.dervish_literal[index] & !ring, 0, "literal Dervish on {relayer}");
                for &seen in &geometry.lines[index] {
                    if seen != NONE {
                        let knight = geometry.knight[seen as usize];
                        assert_eq!(knight & !geometry.harpy_relay_range[relayer], 0, "Harpy on {relayer}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_side_whose_only_moves_are_rides_has_a_move() {
        // Blue's King is boxed in by its own Wagons, which only ride: no piece
        // has a free leap, so the answer must come from the full walk.
        let position: Position = "8pk/10/10/10/10/10/10/10/OO8/KO8 b".parse().expect("a valid position");
        assert!(!position.has_free_leap());
        assert!(position.has_pseudo_legal_move());
        // (A side with no move at all: `tests/rules.rs`, the walled-in Tan.)
    }

    #[test]
    fn dervish_relay_geometry_follows_the_worked_example() {
        // Dervish g5 (dense 46), friendly pawns f4 (35) and h5 (47): f4 may go to h6, h5 to g6 or g4.
        let geometry = relay_tables();
        let index = |d: u8, n: u8| {
            let (df, dr) = ((n % 10) as i8 - (d % 10) as i8, (n / 10) as i8 - (d / 10) as i8);
            DIRECTIONS.iter().position(|&dir| dir == (df, dr)).unwrap()
        };
        let set = |squares: &[u8]| squares.iter().fold(0u128, |acc, &s| acc | bit(s));
        assert_eq!(geometry.dervish[46 * 8 + index(46, 35)], set(&[57]));
        assert_eq!(geometry.dervish[46 * 8 + index(46, 47)], set(&[45, 56, 36]));
        assert_eq!(geometry.dervish_literal[46 * 8 + index(46, 35)], set(&[57, 55, 37]));
        assert_eq!(geometry.dervish_literal[46 * 8 + index(46, 47)], set(&[45, 56, 36]));
    }
}
