//! The last two plies of perft at once: the number of replies to every
//! move of a list, reusing what the moves leave unchanged.
//!
//! After one move, most of the opponent's pieces have exactly the moves
//! they had before it: a piece's own moves depend only on what stands on
//! the squares its movement looks at (its destinations, paths, hurdles
//! and locust squares: its *influence*, precomputed per type, side and
//! square), and the relays only on the relayers and what stands near them
//! ([`Position::relay_area`]). So the opponent's pieces are counted once on
//! the position before the moves; after each move, the squares it changed
//! name the pieces that depend on them, and only those are counted again.

use arrayvec::ArrayVec;

use crate::bitboard::{Bits, SQUARES, bit};
use crate::movegen::{Counter, Relays};
use crate::tables::tables;
use crate::{Move, Piece, Position};

/// One opponent piece as counted before the moves.
#[derive(Clone, Copy)]
struct Known {
    square: u8,
    /// Its moves, the relayed ones included.
    moves: u64,
}

/// "No piece" in [`Before::index_of`].
const NO_PIECE: u8 = u8::MAX;

/// The opponent before the moves (at most 27 pieces, so a `u32` holds a
/// set of them by index).
struct Before {
    pieces: ArrayVec<Known, 32>,
    /// The index in `pieces` of the piece on each square.
    index_of: [u8; SQUARES],
    /// For each square, the pieces (by index) whose count depends on it:
    /// its own square (a capture), its influence, its relayed destinations.
    dependents: [u32; SQUARES],
    /// The sum of every piece's `moves`.
    total: u64,
    /// Its relays, with the set of relayed squares and of relayed pieces.
    relays: Relays,
    relayed: u128,
    relayed_pieces: u32,
    /// What its relays depend on.
    relay_area: u128,
}

impl Position {
    /// The sum, over `moves` (pseudo-legal moves of this position), of the
    /// number of pseudo-legal moves after each: what
    /// `moves.iter().map(|mv| self.play_unchecked(mv).count_pseudo_legal_moves()).sum()`
    /// returns, faster.
    pub(crate) fn count_replies(&self, moves: &[Move]) -> u64 {
        match self.opponent_counts() {
            Some(before) => moves.iter().map(|mv| self.play_unchecked(mv).count_after(self, &before)).sum(),
            // More pieces than a valid position holds: count plainly.
            None => moves.iter().map(|mv| self.play_unchecked(mv).count_pseudo_legal_moves()).sum(),
        }
    }

    /// The opponent's pieces and relays here, counted as if it were to
    /// move; `None` if it has more than 32 pieces (validation allows 27).
    fn opponent_counts(&self) -> Option<Before> {
        let them = self.side_to_move.other();
        let mut as_them = *self;
        as_them.side_to_move = them;
        let tables = tables();
        let mut before = Before {
            pieces: ArrayVec::new(),
            index_of: [NO_PIECE; SQUARES],
            dependents: [0; SQUARES],
            total: 0,
            relays: Relays::new(),
            relayed: 0,
            relayed_pieces: 0,
            relay_area: as_them.relay_area(them),
        };
        before.relayed = as_them.relays(them, &mut before.relays);
        for square in Bits(self.sides[them.index()]) {
            let index = before.pieces.len();
            if index >= 32 {
                return None;
            }
            let kind = Piece::kind_index_of(self.board[square as usize]);
            let mut counter = Counter::default();
            let mut depends_on = bit(square) | tables.influence(kind, them.index(), square);
            if before.relayed & bit(square) == 0 {
                as_them.count_from(square, &mut counter);
            } else {
                before.relayed_pieces |= 1 << index;
                as_them.count_relayed_piece(square, before.relayed, &before.relays, &mut counter);
                depends_on |= before.relays.iter().find(|(at, _)| *at == square).map_or(0, |(_, targets)| *targets);
            }
            let moves = counter.total();
            before.pieces.push(Known { square, moves });
            before.index_of[square as usize] = index as u8;
            for at in Bits(depends_on) {
                before.dependents[at as usize] |= 1 << index;
            }
            before.total += moves;
        }
        Some(before)
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
        let mut affected = Bits(changed).fold(0_u32, |pieces, at| pieces | before.dependents[at as usize]);
        let mut fresh = Relays::new();
        let (relays, relayed) = if changed & before.relay_area == 0 {
            (&before.relays, before.relayed)
        } else {
            // The relays may differ: every piece relayed before or now is
            // counted again.
            let relayed = self.relays(us, &mut fresh);
            affected |= before.relayed_pieces;
            for at in Bits(relayed) {
                // A relayed square holds a piece of the opponent's, which is
                // known (`NO_PIECE` would add nothing).
                affected |= 1_u32.checked_shl(u32::from(before.index_of[at as usize])).unwrap_or(0);
            }
            (&fresh, relayed)
        };
        let present = self.sides[us.index()];
        let mut total = before.total;
        let mut counter = Counter::default();
        while affected != 0 {
            let known = before.pieces[affected.trailing_zeros() as usize];
            affected &= affected - 1;
            total -= known.moves;
            let at = bit(known.square);
            if present & at == 0 {
                continue; // captured by the move
            }
            if relayed & at != 0 {
                self.count_relayed_piece(known.square, relayed, relays, &mut counter);
            } else {
                self.count_from(known.square, &mut counter);
            }
        }
        total + counter.total()
    }
}
