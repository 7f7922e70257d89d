//! FROZEN: the Sirocco evaluation of "today's player", copied from
//! `src/bots/sirocco.rs` at commit 4549a6e (the main before
//! `boardkit-search`), so that improving the live evaluation cannot
//! improve the baseline too. Only the evaluation is copied; the changes are
//! the ones needed to compile here (imports from the facade's public API,
//! the doc examples and the crate-private constructor `new` dropped, the
//! `Evaluate` trait now `boardkit_search::Evaluate`). Do not tune it.

use std::sync::{Arc, OnceLock};

use boardkit_core::{MAX_PLAYERS, PlayerList};
use boardkit_geometry::graph::{PointId, PointSet};
use boardkit_search::Evaluate;
use boardkit_sirocco::{Board, MAX_THROW, Seat, Sirocco};

/// What one capture is worth, in hundredths of a point (the score's 3).
const CAPTURE: i32 = 300;
/// What an arrived pawn is worth (the score's 2).
const ARRIVED: i32 = 200;
/// What a pawn on a grey dot of its goal corner scores (the score's 1).
const NEAR_GOAL: i32 = 100;
/// The most a pawn still on its way is worth: less than an arrived one, so
/// that arriving always pays.
const ON_THE_WAY: i32 = 190;

/// How the Sirocco player judges a state (frozen copy): made for one board, whose
/// expected-throws table it computes when it is created.
///
/// On a game played on another board it falls back to the scores alone
/// (progress and danger need the board's tables).
#[derive(Clone, Debug)]
pub struct Evaluation {
    board: Arc<Board>,
    /// Per seat, the expected throws to arrive from each point (by point index).
    throws: Arc<[Vec<f64>; 4]>,
    /// Per seat, the worth of a pawn on each point (by point index).
    pawn_worth: Arc<[Vec<i32>; 4]>,
    /// The share (in %) of a pawn's worth and of the capture's points at
    /// stake that a threatened pawn loses, times the chance of the threat.
    pub danger: i32,
}

impl Default for Evaluation {
    /// The evaluation for the reference board (its table is computed once
    /// per program and shared).
    fn default() -> Evaluation {
        static REFERENCE: OnceLock<Evaluation> = OnceLock::new();
        REFERENCE.get_or_init(|| Evaluation::build(&Board::reference())).clone()
    }
}

impl Evaluation {
    /// The evaluation for games on `board` (for the reference board, the
    /// shared one of [`Evaluation::default`]).
    pub fn new(board: &Arc<Board>) -> Evaluation {
        if Arc::ptr_eq(board, &Board::reference()) { Evaluation::default() } else { Evaluation::build(board) }
    }

    /// Computes the tables for `board`.
    fn build(board: &Arc<Board>) -> Evaluation {
        let throws = Seat::ALL.map(|seat| expected_throws(board, seat));
        let pawn_worth = Seat::ALL.map(|seat| pawn_worth_table(board, seat, &throws[seat.index()]));
        Evaluation { board: Arc::clone(board), throws: Arc::new(throws), pawn_worth: Arc::new(pawn_worth), danger: 100 }
    }

    /// The expected number of throws a lone pawn of `seat` on `point` needs
    /// to arrive, for
    /// the board of this evaluation; `None` if it can never arrive.
    pub fn expected_throws(&self, seat: Seat, point: PointId) -> Option<f64> {
        self.throws[seat.index()].get(point.index()).copied().filter(|throws| throws.is_finite())
    }

    /// Whether this evaluation's tables are those of `game`'s board.
    fn knows_board(&self, game: &Sirocco) -> bool {
        Arc::ptr_eq(game.board(), &self.board) || **game.board() == *self.board
    }

    /// The worth of a pawn of `seat` on `point` (not a base).
    fn pawn(&self, seat: Seat, point: PointId) -> i32 {
        self.pawn_worth[seat.index()].get(point.index()).copied().unwrap_or(0)
    }

    /// Every seat's worth, in `game.seats()` order.
    fn worths(&self, game: &Sirocco) -> PlayerList<i32> {
        let seats = game.seats();
        if !self.knows_board(game) {
            return seats.iter().map(|&seat| 100 * game.score(seat) as i32).collect();
        }
        let board = &**game.board();
        // The pawns that could be captured, and, for each seat that could
        // capture one of them, where it could land with each face.
        let mut exposed = [PointSet::EMPTY; 4];
        for &seat in seats {
            exposed[seat.index()] = game.pawns_on_board(seat) - board.immune();
        }
        let mut reach: [Option<Reach>; 4] = [None; 4];
        for &opponent in seats {
            if seats.iter().any(|seat| *seat != opponent && !exposed[seat.index()].is_empty()) {
                reach[opponent.index()] = Some(reach_of(game, opponent));
            }
        }
        let to_move = game.seat_to_move();
        let pending = game.pending_throw();
        seats
            .iter()
            .map(|&seat| {
                let base = self.pawn(seat, board.base(seat));
                let mut worth = CAPTURE * i32::from(game.captures(seat))
                    + ARRIVED * i32::from(game.pawns_arrived(seat))
                    + base * i32::from(game.pawns_on_base(seat));
                for point in game.pawns_on_board(seat) {
                    worth += self.pawn(seat, point);
                }
                for point in exposed[seat.index()] {
                    let chance = capture_chance(seat, point, &reach, to_move, pending);
                    worth -= (self.pawn(seat, point) + CAPTURE) * self.danger / 100 * chance / 6;
                }
                worth
            })
            .collect()
    }
}

impl Evaluate<Sirocco> for Evaluation {
    fn evaluate(&self, game: &Sirocco, player: Seat) -> i32 {
        let seats = game.seats();
        relative(&self.worths(game), seats.iter().position(|seat| *seat == player))
    }

    /// Every player's value from one pass over the state.
    fn evaluate_all(&self, game: &Sirocco, players: &[Seat]) -> PlayerList<i32> {
        let seats = game.seats();
        let worths = self.worths(game);
        players
            .iter()
            .take(MAX_PLAYERS)
            .map(|player| relative(&worths, seats.iter().position(|s| s == player)))
            .collect()
    }
}

/// The worth of the player in `seat` (an index into `worths`) minus the best
/// worth of the others; 0 for a player not in the game.
fn relative(worths: &[i32], seat: Option<usize>) -> i32 {
    let Some(seat) = seat else {
        return 0;
    };
    let own = worths.get(seat).copied().unwrap_or(0);
    let best_other = worths.iter().enumerate().filter(|(index, _)| *index != seat).map(|(_, worth)| *worth).max();
    best_other.map_or(own, |best_other| own - best_other)
}

/// Where a seat could land with each face of its next throw (index
/// `throw - 1`), from every point it may move a pawn from; by seat index
/// where it matters (`None` for seats not playing or with nothing to
/// capture).
type Reach = [PointSet; MAX_THROW as usize];

/// The [`Reach`] of `seat` now. The entry-first rule decides which pawns
/// may move: while any pawn is on its base or its own grey dots, only
/// those; otherwise all its pawns on the board. Landing on `seat`'s own
/// pawns is not excluded: the sets are only asked about other seats' pawns.
fn reach_of(game: &Sirocco, seat: Seat) -> Reach {
    let board = game.board();
    let on_board = game.pawns_on_board(seat);
    let in_corner = on_board & board.grey_dots(seat);
    let at_base = game.pawns_on_base(seat) > 0;
    let mut from = if at_base || !in_corner.is_empty() { in_corner } else { on_board };
    if at_base {
        from.insert(board.base(seat));
    }
    let mut reach = [PointSet::EMPTY; MAX_THROW as usize];
    for (face, throw) in reach.iter_mut().zip(1..=MAX_THROW) {
        for point in from {
            *face |= board.destinations(seat, point, throw);
        }
    }
    reach
}

/// The chance, in sixths, that some opponent of `seat` lands on `point`
/// (a capturable point holding `seat`'s pawn) with its next throw: for the
/// player to move with a pending throw, 6 or 0 (it can or cannot with that
/// throw); for the others, the number of faces that would let them (the
/// largest over the opponents).
fn capture_chance(seat: Seat, point: PointId, reach: &[Option<Reach>; 4], to_move: Seat, pending: Option<u8>) -> i32 {
    let mut best = 0;
    for (opponent, faces) in Seat::ALL.iter().zip(reach) {
        let Some(faces) = faces.as_ref().filter(|_| *opponent != seat) else {
            continue;
        };
        let chance = match pending.filter(|_| *opponent == to_move) {
            Some(throw) => {
                let hit = faces.get(usize::from(throw).wrapping_sub(1)).is_some_and(|face| face.contains(point));
                6 * i32::from(hit)
            }
            None => faces.iter().filter(|face| face.contains(point)).count() as i32,
        };
        best = best.max(chance);
    }
    best
}

/// The worth of a pawn of `seat` on every point of `board` (by point index).
fn pawn_worth_table(board: &Board, seat: Seat, throws: &[f64]) -> Vec<i32> {
    let from_base = throws.get(board.base(seat).index()).copied().filter(|t| t.is_finite() && *t > 0.0);
    let near_goal = board.grey_dots(seat.goal());
    board
        .graph()
        .points()
        .map(|point| {
            let progress = match (from_base, throws.get(point.index())) {
                (Some(from_base), Some(&here)) if here.is_finite() => {
                    (f64::from(ON_THE_WAY) * (1.0 - here / from_base)).round().max(0.0) as i32
                }
                _ => 0,
            };
            if point == board.goal(seat) {
                ARRIVED
            } else if near_goal.contains(point) {
                progress.max(NEAR_GOAL)
            } else {
                progress
            }
        })
        .collect()
}

/// The expected number of throws a lone pawn of `seat` needs from each point
/// of `board` to its goal (by point index; infinite where it can never
/// arrive), when it moves only if a throw brings it closer.
///
/// With the faces sorted by the best expectation they lead to, m₁ ≤ m₂ ≤ …,
/// a pawn that takes the k best faces and waits on the others expects
/// E = (6 + m₁ + … + m_k) / k throws; E is the least of these over k. The
/// table is the fixed point of that rule, reached by value iteration from
/// "never" (every value only decreases, and the goal is 0).
fn expected_throws(board: &Board, seat: Seat) -> Vec<f64> {
    let goal = board.goal(seat);
    let points: Vec<PointId> = board.graph().points().collect();
    let mut expected = vec![f64::INFINITY; points.len()];
    if let Some(slot) = expected.get_mut(goal.index()) {
        *slot = 0.0;
    }
    // Each pass can only lower values; the longest chain of improvements is
    // bounded by the number of points, and in practice a few dozen passes settle it.
    for _ in 0..points.len() {
        let mut changed = false;
        for &point in &points {
            if point == goal {
                continue;
            }
            let mut faces: Vec<f64> = (1..=MAX_THROW)
                .map(|throw| {
                    board
                        .destinations(seat, point, throw)
                        .iter()
                        .filter_map(|to| expected.get(to.index()).copied())
                        .fold(f64::INFINITY, f64::min)
                })
                .filter(|best| best.is_finite())
                .collect();
            faces.sort_by(f64::total_cmp);
            let mut sum = 6.0;
            let mut best = f64::INFINITY;
            for (taken, face) in faces.iter().enumerate() {
                sum += face;
                best = best.min(sum / (taken + 1) as f64);
            }
            if let Some(slot) = expected.get_mut(point.index())
                && best < *slot - 1e-9
            {
                *slot = best;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    expected
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::{Game, SplitMix64, random_move};

    /// Keeps the copy frozen: a checksum of every seat's value along seeded
    /// random 2-, 3- and 4-player games, taken when the copy was made (and
    /// the live evaluation gave the same values on 11 064 states).
    #[test]
    fn the_frozen_evaluation_gives_the_values_it_gave_when_copied() {
        let evaluation = Evaluation::default();
        let mut rng = SplitMix64::new(7);
        let mut checksum: u64 = 0;
        for index in 0..30u8 {
            let mut game = Sirocco::startpos(2 + index % 3).expect("2 to 4 players");
            for _ in 0..400 {
                if game.outcome().is_some() {
                    break;
                }
                for value in evaluation.evaluate_all(&game, game.seats()) {
                    checksum = checksum.wrapping_mul(31).wrapping_add(value as u64);
                }
                let mv = random_move(&game, &mut rng).expect("an unfinished game has a move");
                game.play(&mv).expect("a random move is legal");
            }
        }
        assert_eq!(checksum, 2_180_638_955_329_241_010);
    }
}
