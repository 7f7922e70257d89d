//! Sirocco for Python: dense actions, observation.
//!
//! # Action layout
//!
//! With `P` points on the board (145 on the reference board), numbered in
//! the board's point order (`Board::point_name` of 0, 1, …):
//!
//! | actions | meaning |
//! |---|---|
//! | `from × P + to` | the step `from-to` |
//! | `P²` | `pass` |
//!
//! so `num_distinct_actions = P² + 1` (21 026 on the reference board).
//! Chance actions (at a throw) are a space of their own, as in OpenSpiel:
//! action `k − 1` is `roll k`, `max_chance_outcomes = 6`.
//!
//! # Observation
//!
//! A flat float32 vector of `4P + 14` values (594 on the reference board),
//! with seats counted from the observer: relative seat 0 is the observer,
//! 1 the next player in turn order, and so on (absent seats are zeros).
//!
//! - `r × P + point` for r in 0..4: the pawns of relative seat r on that
//!   point (bases hold several, so this is a count);
//! - `4P + r`: the opponent pawns relative seat r captured;
//! - `4P + 4 + k − 1`: 1.0 when the pending throw is k (after the throw,
//!   before the move);
//! - `4P + 10 + r`: 1.0 when relative seat r is to throw or to move.

use boardkit::core::{Game, Turn};
use boardkit::geometry::graph::PointId;
use boardkit::sirocco::svg::SvgOptions;
use boardkit::sirocco::{Move, Sirocco};

use crate::bridge::{BitOptions, Bridge, Numbered};

/// Faces of the die.
const FACES: u64 = 6;

impl BitOptions for Sirocco {
    fn options_to_bits((): ()) -> u64 {
        0
    }

    fn options_from_bits(bits: u64) -> Result<(), String> {
        if bits == 0 { Ok(()) } else { Err(format!("{} has no rule options (got {bits})", <Self as Bridge>::CLASS)) }
    }
}

impl Bridge for Sirocco {
    type Options = ();
    const CLASS: &'static str = "Sirocco";

    fn options(&self) {}

    fn num_distinct_actions(&self) -> u64 {
        points(self) * points(self) + 1
    }

    fn max_chance_outcomes(&self) -> u64 {
        FACES
    }

    fn encode(&self, mv: &Move) -> Option<u64> {
        let chance = matches!(self.turn(), Turn::Chance);
        match *mv {
            Move::Roll(face) if chance => Some(u64::from(face).checked_sub(1).filter(|&a| a < FACES)?),
            Move::Step { from, to } if !chance => {
                let point = |name| self.board().point(name).map(|id: PointId| id.index() as u64);
                Some(point(from)? * points(self) + point(to)?)
            }
            Move::Pass if !chance => Some(points(self) * points(self)),
            _ => None,
        }
    }

    fn list_legal(&self, moves: &mut Vec<Move>, actions: &mut Vec<Numbered>) {
        if !matches!(self.turn(), Turn::Player(_)) {
            // A throw (six rolls, actions 0..6) or the end (nothing).
            self.generate_moves(moves);
            actions.clear();
            let numbered = moves.iter().enumerate();
            actions.extend(numbered.filter_map(|(index, mv)| Numbered::new(self.encode(mv)?, index)));
            return;
        }
        moves.clear();
        actions.clear();
        let (board, count) = (self.board(), points(self));
        // The steps come with their point ids: each action is computed, not
        // looked up by name.
        self.for_each_legal_step(|from, to| {
            if let (Some(from_name), Some(to_name)) = (board.point_name(from), board.point_name(to)) {
                let action = from.index() as u64 * count + to.index() as u64;
                actions.extend(Numbered::new(action, moves.len()));
                moves.push(Move::Step { from: from_name, to: to_name });
            }
        });
        if moves.is_empty() {
            actions.extend(Numbered::new(count * count, 0));
            moves.push(Move::Pass);
        }
    }

    /// At a player turn the actions only, computed from the steps' point
    /// ids (no point name is looked up, no move built); elsewhere
    /// [`list_legal`](Bridge::list_legal).
    fn list_for_batch(&self, moves: &mut Vec<Move>, actions: &mut Vec<Numbered>) {
        if !matches!(self.turn(), Turn::Player(_)) {
            self.list_legal(moves, actions);
            return;
        }
        moves.clear();
        actions.clear();
        // Point ids are below 256, so actions fit in 17 bits and a throw's
        // steps number far fewer than 2³².
        let count = points(self) as u32;
        self.for_each_legal_step(|from, to| {
            let action = from.index() as u32 * count + to.index() as u32;
            actions.push(Numbered::from_parts(action, actions.len() as u32));
        });
        if actions.is_empty() {
            actions.extend(Numbered::new(u64::from(count * count), 0));
        }
    }

    /// A step from its action's point ids (no name looked up), the pass,
    /// or the listed move (a throw).
    fn play_listed(&mut self, moves: &[Move], numbered: Numbered) {
        if let Some(mv) = moves.get(numbered.index()) {
            self.play_unchecked(mv);
            return;
        }
        let (count, action) = (points(self), numbered.action());
        if action == count * count {
            self.play_unchecked(&Move::Pass);
            return;
        }
        let point = |index: u64| PointId::new(usize::try_from(index).ok()?);
        if let (Some(from), Some(to)) = (point(action / count), point(action % count)) {
            self.play_step_unchecked(from, to);
        }
    }

    fn decode(&self, action: u64) -> Option<Move> {
        if matches!(self.turn(), Turn::Chance) {
            return (action < FACES).then(|| Move::Roll(action as u8 + 1));
        }
        let count = points(self);
        if action == count * count {
            return Some(Move::Pass);
        }
        let name = |index: u64| self.board().point_name(PointId::new(usize::try_from(index).ok()?)?);
        if action > count * count {
            return None;
        }
        Some(Move::Step { from: name(action / count)?, to: name(action % count)? })
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![4 * self.board().len() + 14]
    }

    fn observe(&self, observer: usize, out: &mut [f32]) {
        let seats = self.seats();
        let count = self.board().len();
        for (relative, seat) in (0..seats.len()).map(|r| (r, seats[(observer + r) % seats.len()])) {
            let plane = &mut out[relative * count..(relative + 1) * count];
            for point in self.pawns_on_board(seat) {
                plane[point.index()] += 1.0;
            }
            plane[self.board().base(seat).index()] += f32::from(self.pawns_on_base(seat));
            plane[self.board().goal(seat).index()] += f32::from(self.pawns_arrived(seat));
            out[4 * count + relative] = f32::from(self.captures(seat));
            if self.seat_to_move() == seat && !self.turn().is_over() {
                out[4 * count + 10 + relative] = 1.0;
            }
        }
        if let Some(throw) = self.pending_throw().filter(|throw| (1..=6).contains(throw)) {
            out[4 * count + 4 + usize::from(throw) - 1] = 1.0;
        }
    }

    fn svg(&self) -> String {
        self.to_svg(&SvgOptions::new())
    }
}

/// The number of points of the board.
fn points(game: &Sirocco) -> u64 {
    game.board().len() as u64
}
