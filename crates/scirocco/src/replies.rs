//! The last two plies of perft at once: the number of replies to every
//! move of a list, reusing what the moves leave unchanged.
//!
//! After one move, most of the opponent's pieces have exactly the moves
//! they had before it: a piece's own moves depend only on what stands on
//! the squares its movement looks at (its destinations, paths, hurdles
//! and locust squares: its *influence*, precomputed per type, side and
//! square), and the relays only on the relayers and what stands near them
//! ([`Position::relay_area`]). So the opponent's pieces are counted once on
//! the position before the moves, and after each move only what the move
//! touched is counted again.

use arrayvec::ArrayVec;

use crate::bitboard::{Bits, bit};
use crate::movegen::{Counter, Relays};
use crate::tables::tables;
use crate::{Move, Piece, Position};

/// One opponent piece as counted before the moves.
#[derive(Clone, Copy)]
struct Known {
    square: u8,
    /// The squares its own moves depend on.
    influence: u128,
    /// Its own moves.
    own: u64,
    /// Its moves with the relayed ones, if a relay reaches it (else `own`).
    all: u64,
    /// The squares its relayed moves depend on besides the relays
    /// themselves: their destinations (an own piece there blocks them).
    relayed_to: u128,
}

/// The opponent before the moves.
struct Before {
    pieces: ArrayVec<Known, 32>,
    /// Its relays, with the set of relayed pieces.
    relays: Relays,
    relayed: u128,
    /// What its relays depend on.
    relay_area: u128,
}

impl Position {
    /// The sum, over `moves` (pseudo-legal moves of this position), of the
    /// number of pseudo-legal moves after each: what
    /// `moves.iter().map(|mv| self.play_unchecked(mv).count_pseudo_legal_moves()).sum()`
    /// returns, faster.
    pub(crate) fn count_replies(&self, moves: &[Move]) -> u64 {
        let before = self.opponent_counts();
        moves.iter().map(|mv| self.play_unchecked(mv).count_after(self, &before)).sum()
    }

    /// The opponent's pieces and relays here, counted as if it were to move.
    fn opponent_counts(&self) -> Before {
        let them = self.side_to_move.other();
        let mut as_them = *self;
        as_them.side_to_move = them;
        let tables = tables();
        let mut relays = Relays::new();
        let relayed = as_them.relays(them, &mut relays);
        let mut pieces = ArrayVec::new();
        for square in Bits(self.sides[them.index()]) {
            let kind = Piece::kind_index_of(self.board[square as usize]);
            let mut own = Counter::default();
            as_them.count_from(square, &mut own);
            let own = own.total();
            let (all, relayed_to) = if relayed & bit(square) == 0 {
                (own, 0)
            } else {
                let mut all = Counter::default();
                as_them.count_relayed_piece(square, relayed, &relays, &mut all);
                let targets = relays.iter().find(|(at, _)| *at == square).map_or(0, |(_, targets)| *targets);
                (all.total(), targets)
            };
            let influence = tables.influence(kind, them.index(), square);
            let _ = pieces.try_push(Known { square, influence, own, all, relayed_to });
        }
        Before { pieces, relays, relayed, relay_area: as_them.relay_area(them) }
    }

    /// [`count_pseudo_legal_moves`](Position::count_pseudo_legal_moves) of
    /// this position, one move after `position`, whose opponent was counted
    /// in `before`.
    fn count_after(&self, position: &Position, before: &Before) -> u64 {
        if self.material_end().is_some() {
            return 0;
        }
        crate::stats::count_full_generation();
        let us = self.side_to_move;
        let changed = (self.sides[0] ^ position.sides[0]) | (self.sides[1] ^ position.sides[1]);
        let present = self.sides[us.index()];
        let mut counter = Counter::default();
        if changed & before.relay_area == 0 {
            // The same relays as before the move.
            for known in &before.pieces {
                let at = bit(known.square);
                if present & at == 0 {
                    continue; // captured by the move
                }
                if (known.influence | known.relayed_to) & changed == 0 {
                    counter.add(known.all);
                } else if before.relayed & at != 0 {
                    self.count_relayed_piece(known.square, before.relayed, &before.relays, &mut counter);
                } else {
                    self.count_from(known.square, &mut counter);
                }
            }
            return counter.total();
        }
        let mut relays = Relays::new();
        let relayed = self.relays(us, &mut relays);
        for known in &before.pieces {
            let at = bit(known.square);
            if present & at == 0 {
                continue;
            }
            if relayed & at != 0 {
                self.count_relayed_piece(known.square, relayed, &relays, &mut counter);
            } else if known.influence & changed == 0 {
                counter.add(known.own);
            } else {
                self.count_from(known.square, &mut counter);
            }
        }
        counter.total()
    }
}
