//! Bulk counting of straight rides: a ride along one line of king steps
//! is counted from its first blocker, in a few instructions whatever its
//! length, instead of step by step.
//!
//! Perft counts the last ply without building moves
//! ([`Position::count_pseudo_legal_moves`](crate::Position::count_pseudo_legal_moves)).
//! Most of a rider's templates are the squares of one line, each needing
//! the squares before it empty: with the line's squares as one mask, the
//! first occupied square of the line settles the whole ride (every square
//! before it is a move to an empty square, the blocker itself a capture or
//! nothing, the squares after it nothing). The move generator keeps its
//! step-by-step walk, which lists the moves in table order.

use crate::bitboard::{bit, file_of, rank_of, step};
use crate::tables::{Dest, Template};

/// Consecutive templates of one (type, side, square) that ride one line:
/// the `len` squares at king distances `near..near + len` in one direction,
/// each needing every square before it empty, all with the same
/// destination rule, with no hurdles or locust captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ride {
    /// The line's squares from the mover's neighbour to the last destination.
    pub(crate) mask: u128,
    /// The index of the ride's first template among all steps
    /// ([`Tables::ride_steps`](crate::tables::Tables::ride_steps)).
    pub(crate) first: u32,
    /// The number of destinations (templates) of the ride.
    pub(crate) len: u8,
    /// The king distance of the first destination.
    pub(crate) near: u8,
    /// Whether the line runs towards higher dense indices, so that its
    /// first blocker is the lowest occupied square of the mask.
    pub(crate) rising: bool,
    /// Whether the destinations may be empty.
    pub(crate) to_empty: bool,
    /// Whether the destinations may hold an enemy (captured).
    pub(crate) to_enemy: bool,
}

impl Ride {
    /// The number of moves of this ride for a piece on `from`.
    #[inline]
    pub(crate) fn count(&self, from: u8, occupied: u128, enemy: u128) -> u32 {
        let blockers = occupied & self.mask;
        if blockers == 0 {
            return if self.to_empty { u32::from(self.len) } else { 0 };
        }
        let first = if self.rising { blockers.trailing_zeros() } else { 127 - blockers.leading_zeros() } as u8;
        let distance = king_distance(from, first);
        if distance < self.near {
            // Blocked before the first destination.
            return 0;
        }
        let capture = u32::from(self.to_enemy && enemy & bit(first) != 0);
        let free = if self.to_empty { u32::from(distance - self.near) } else { 0 };
        free + capture
    }
}

/// The king distance between two dense squares.
#[inline]
fn king_distance(a: u8, b: u8) -> u8 {
    let files = (file_of(a) - file_of(b)).unsigned_abs();
    let ranks = (rank_of(a) - rank_of(b)).unsigned_abs();
    files.max(ranks)
}

/// Splits one entry's templates (`own`, whose first one is step `base`)
/// into straight rides and the indices (into `own`) of the others, each
/// list in table order.
pub(crate) fn split_rides(from: u8, own: &[Template], base: u32) -> (Vec<Ride>, Vec<usize>) {
    let mut rides = Vec::new();
    let mut others = Vec::new();
    let mut i = 0;
    while i < own.len() {
        let Some((direction, near)) = line_of(from, &own[i]) else {
            others.push(i);
            i += 1;
            continue;
        };
        let first = own[i];
        let mut mask = first.path | bit(first.to);
        let mut len = 1_u8;
        while let Some(next) = own.get(i + usize::from(len)) {
            if next.dest != first.dest || line_of(from, next) != Some((direction, near + len)) {
                break;
            }
            mask |= bit(next.to);
            len += 1;
        }
        rides.push(Ride {
            mask,
            first: base + i as u32,
            len,
            near,
            rising: direction.1 > 0 || (direction.1 == 0 && direction.0 > 0),
            to_empty: matches!(first.dest, Dest::Empty | Dest::EmptyOrEnemy),
            to_enemy: matches!(first.dest, Dest::Enemy | Dest::EmptyOrEnemy),
        });
        i += usize::from(len);
    }
    (rides, others)
}

/// The direction and king distance of a template that is one square of a
/// straight ride: a plain move (no hurdles, no locust, not staying) along
/// one of the 8 lines whose path is exactly the line's squares before the
/// destination.
fn line_of(from: u8, template: &Template) -> Option<((i8, i8), u8)> {
    if template.hurdles != 0 || template.locust != 0 || template.dest == Dest::Stay {
        return None;
    }
    let files = file_of(template.to) - file_of(from);
    let ranks = rank_of(template.to) - rank_of(from);
    let distance = files.unsigned_abs().max(ranks.unsigned_abs());
    if distance == 0 || (files != 0 && ranks != 0 && files.abs() != ranks.abs()) {
        return None;
    }
    let direction = (files.signum(), ranks.signum());
    let mut line = 0_u128;
    let mut at = from;
    for _ in 1..distance {
        at = step(at, direction.0, direction.1)?;
        line |= bit(at);
    }
    (template.path == line).then_some((direction, distance))
}
