//! The ready-made computer player for Sirocco: expectimax through the dice
//! over the score, each pawn's progress towards its goal, and the danger of
//! being captured; for 2, 3 and 4 players.
//!
//! ```
//! use boardkit_players::{Bot, Strength, sirocco};
//! use boardkit_core::{Game, SplitMix64, random_move};
//! use boardkit_sirocco::Sirocco;
//!
//! let mut game = Sirocco::startpos(4)?;
//! let throw = random_move(&game, &mut SplitMix64::new(1)).ok_or("no throw")?; // the die
//! game.play(&throw)?;
//! let mut computer = sirocco::player(Strength::Quick);
//! let mv = computer.choose(&game).ok_or("no move")?;
//! game.play(&mv)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # How it judges a state
//!
//! [`Evaluation`] gives every player a *worth*, in hundredths of a point of
//! score, and values a state for a player as its worth minus the best worth
//! among the others (so with two players it is zero-sum, and with more it is
//! about being on top, which is what wins):
//!
//! - **Captures**: 300 each, as in the score.
//! - **Pawns**: an arrived pawn is worth its 200; any other pawn is worth its
//!   **progress** — 190 × the share of the way from the base to the goal it
//!   has covered, where the way is measured in *expected throws* — and at
//!   least the 100 a pawn on a grey dot of the goal corner scores. The
//!   expected throws come from a table computed once per board from the
//!   board's own destination tables: the expected number of turns a lone
//!   pawn needs to arrive if it moves whenever a throw brings it closer (the
//!   exact dice, the exact paths and the rule that the goal base is entered
//!   only on the last step, but no other pawns in the way).
//! - **Danger**: a pawn on a field point that is not protected loses
//!   [`danger`](Evaluation::danger) % (50) of its worth times the chance
//!   that at least one opponent lands on it with its next throw (each
//!   opponent's throw counted separately, as independent dice: for the
//!   player to move who has already thrown, exactly whether that throw can
//!   land there; for the others, the share of the six faces that can). The
//!   3 points the capture would give are not taken from the pawn's owner:
//!   they are the capturer's, in the next term.
//! - **Opportunity**: a player gains [`opportunity`](Evaluation::opportunity)
//!   % (50) of a capture's 300 times the chance that its own next throw can
//!   land on an opponent's capturable pawn (exactly, once it has thrown).
//!
//! Both weights are measured, not derived: one new player against three of
//! the players from before `boardkit-search` (as in `tests/strength/main.rs`,
//! 800 to 2 000 seeded games at `Quick`; 25 % is parity), counting the
//! capture's 300 in the victim's loss at full weight (the old danger term)
//! won 29 % of the games, counting the pawn's worth only 45 %, and adding
//! the opportunity term, both at 50 %, 47–49 %.
//!
//! The end of the game needs no term: a finished game is scored by its
//! outcome, so the search sees when ending the game wins (or loses).
//!
//! # Search
//!
//! [`player`] is an [`Expectimax`] search (max-n: every player picks what is
//! best for itself): each throw is averaged over its six faces, also right
//! after the last move searched, and the search deepens move by move as far
//! as the node budget of the strength allows ([`limits`]). With four
//! players one move and the next player's six throws cost about 50 nodes
//! and two moves a few thousand, so `Quick` (2 000 nodes) looks one move
//! ahead and part of the second, `Standard` (20 000) two and part of the
//! third.

use std::sync::{Arc, OnceLock};

use crate::Strength;
use boardkit_core::{MAX_PLAYERS, PlayerList};
use boardkit_geometry::graph::{PointId, PointSet};
use boardkit_search::{Evaluate, Expectimax, Limits, MAX_DEPTH};
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
/// The default [`Evaluation::danger`], in %: half the worth of a pawn
/// that will surely be hit (0 and 100 were within three points; see the
/// module docs).
const DANGER: i32 = 50;
/// The default [`Evaluation::opportunity`], in %: half a capture's points
/// when a capture is sure (25 and 75 played about as well, 100 and 150
/// worse).
const OPPORTUNITY: i32 = 50;

/// How the Sirocco player judges a state (see [the module
/// docs](self#how-it-judges-a-state)): made for one board, whose
/// expected-throws table it computes when it is created.
///
/// On a game played on another board it falls back to the scores alone
/// (progress and danger need the board's tables).
///
/// # Examples
///
/// ```
/// use boardkit_players::Evaluate;
/// use boardkit_players::sirocco::Evaluation;
/// use boardkit_sirocco::{Seat, Sirocco};
///
/// let evaluation = Evaluation::default(); // the reference board
/// let game = Sirocco::startpos(2)?;
/// assert_eq!(evaluation.evaluate(&game, Seat::SouthWest), 0); // nobody is ahead
/// let after: Sirocco = "reference | SW a1 a1 a1 a1 a1 e5 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE to roll | round 1".parse()?;
/// assert!(evaluation.evaluate(&after, Seat::SouthWest) > 0); // one pawn on its way
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Evaluation {
    board: Arc<Board>,
    /// Per seat, the expected throws to arrive from each point (by point index).
    throws: Arc<[Vec<f64>; 4]>,
    /// Per seat, the worth of a pawn on each point (by point index).
    pawn_worth: Arc<[Vec<i32>; 4]>,
    /// The share (in %) of its worth that a threatened pawn loses, times
    /// the chance that an opponent's next throw hits it (default 50).
    pub danger: i32,
    /// The share (in %) of a capture's 300 that a player gains, times the
    /// chance that its next throw can capture (default 50).
    pub opportunity: i32,
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
        Evaluation {
            board: Arc::clone(board),
            throws: Arc::new(throws),
            pawn_worth: Arc::new(pawn_worth),
            danger: DANGER,
            opportunity: OPPORTUNITY,
        }
    }

    /// The expected number of throws a lone pawn of `seat` on `point` needs
    /// to arrive (see [the module docs](self#how-it-judges-a-state)), for
    /// the board of this evaluation; `None` if it can never arrive.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_players::sirocco::Evaluation;
    /// use boardkit_sirocco::{Board, Seat};
    ///
    /// let board = Board::reference();
    /// let evaluation = Evaluation::new(&board);
    /// let at = |name: &str| board.point_by_str(name).ok_or("no such point");
    /// let from_base = evaluation.expected_throws(Seat::SouthWest, at("a1")?).ok_or("unreachable")?;
    /// let halfway = evaluation.expected_throws(Seat::SouthWest, at("g7")?).ok_or("unreachable")?;
    /// assert!(halfway < from_base);
    /// assert_eq!(evaluation.expected_throws(Seat::SouthWest, at("m13")?), Some(0.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
                    worth -= self.pawn(seat, point) * self.danger / 100 * chance / 216;
                }
                if let Some(faces) = &reach[seat.index()] {
                    let mut targets = PointSet::EMPTY;
                    for &other in seats.iter().filter(|other| **other != seat) {
                        targets |= exposed[other.index()];
                    }
                    let chance = hitting_faces(faces, targets, pending.filter(|_| seat == to_move));
                    worth += CAPTURE * self.opportunity / 100 * chance / 6;
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

/// The chance, in 216ths, that at least one opponent of `seat` lands on
/// `point` (a capturable point holding `seat`'s pawn) with its next throw,
/// the opponents' throws taken as independent: for the player to move with
/// a pending throw, certain or nil (it can or cannot with that throw); for
/// the others, the number of faces that would let them, in sixths.
fn capture_chance(seat: Seat, point: PointId, reach: &[Option<Reach>; 4], to_move: Seat, pending: Option<u8>) -> i32 {
    let target = PointSet::from_iter([point]);
    let mut miss = 216;
    for (opponent, faces) in Seat::ALL.iter().zip(reach) {
        let Some(faces) = faces.as_ref().filter(|_| *opponent != seat) else {
            continue;
        };
        miss = miss * (6 - hitting_faces(faces, target, pending.filter(|_| *opponent == to_move))) / 6;
    }
    216 - miss
}

/// In sixths, the chance that a seat whose next throw reaches `faces` can
/// land on one of `targets`: with its throw known (`throw`), 6 or 0; else
/// the number of faces that can.
fn hitting_faces(faces: &Reach, targets: PointSet, throw: Option<u8>) -> i32 {
    let hits = |face: &PointSet| !(*face & targets).is_empty();
    match throw {
        Some(throw) => 6 * i32::from(faces.get(usize::from(throw).wrapping_sub(1)).is_some_and(hits)),
        None => faces.iter().filter(|face| hits(face)).count() as i32,
    }
}

/// The worth of a pawn of `seat` on every point of `board` (by point index;
/// see [the module docs](self#how-it-judges-a-state)).
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

/// The search limits of each [`Strength`]: a node budget (no time budget,
/// so play is the same on every machine); the search deepens move by move
/// (every throw in between averaged over its six faces) as far as the
/// budget allows, up to [`MAX_DEPTH`].
///
/// | strength | nodes | table |
/// |---|---|---|
/// | `Quick` | 2 000 | 1 MiB |
/// | `Standard` | 20 000 | 2 MiB |
/// | `Strong` | 120 000 | 8 MiB |
///
/// # Examples
///
/// ```
/// use boardkit_players::{Strength, sirocco};
/// assert_eq!(sirocco::limits(Strength::Quick).nodes, Some(2_000));
/// assert_eq!(sirocco::limits(Strength::Strong).time, None);
/// ```
pub const fn limits(strength: Strength) -> Limits {
    match strength {
        Strength::Quick => Limits::depth(MAX_DEPTH).with_nodes(2_000),
        Strength::Standard => Limits::depth(MAX_DEPTH).with_nodes(20_000),
        Strength::Strong => Limits::depth(MAX_DEPTH).with_nodes(120_000),
    }
}

/// The Sirocco computer player's type.
pub type Player = Expectimax<Sirocco, Evaluation>;

/// A computer player for Sirocco on the reference board, of the given
/// strength, for any number of players: max-n expectimax with the default
/// [`Evaluation`] and the [`limits`] of that strength. Equal moves go to
/// the game's move order; add
/// [`with_tie_break_seed`](Expectimax::with_tie_break_seed) for seeded
/// variety. For a custom board use [`player_on`].
///
/// # Examples
///
/// ```
/// use boardkit_players::{Bot, Strength, sirocco};
/// use boardkit_core::Game;
/// use boardkit_sirocco::{Move, Sirocco};
///
/// let mut game = Sirocco::startpos(3)?;
/// game.play(&Move::Roll(4))?;
/// let mut computer = sirocco::player(Strength::Standard).with_tie_break_seed(1);
/// let mv = computer.choose(&game).ok_or("no move")?;
/// assert!(game.legal_moves().contains(&mv));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn player(strength: Strength) -> Player {
    Expectimax::new(Evaluation::default(), limits(strength)).with_hash_mb(strength.hash_mb())
}

/// The same player for games on `board` (its tables are computed now).
///
/// # Examples
///
/// ```
/// use boardkit_players::{Strength, sirocco};
/// use boardkit_sirocco::Board;
///
/// let computer = sirocco::player_on(&Board::reference(), Strength::Quick);
/// # let _ = computer;
/// ```
pub fn player_on(board: &Arc<Board>, strength: Strength) -> Player {
    Expectimax::new(Evaluation::new(board), limits(strength)).with_hash_mb(strength.hash_mb())
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::Game;
    use boardkit_sirocco::Move;

    fn state(text: &str) -> Sirocco {
        text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
    }

    #[test]
    fn expected_throws_are_the_fixed_point_of_their_rule() {
        let board = Board::reference();
        for seat in Seat::ALL {
            let throws = expected_throws(&board, seat);
            assert_eq!(throws[board.goal(seat).index()], 0.0);
            let from_base = throws[board.base(seat).index()];
            assert!(from_base.is_finite() && from_base > 3.0, "{seat}: {from_base}");
            for point in board.graph().points().filter(|point| *point != board.goal(seat)) {
                let mut faces: Vec<f64> = (1..=MAX_THROW)
                    .map(|throw| {
                        board
                            .destinations(seat, point, throw)
                            .iter()
                            .map(|to| throws[to.index()])
                            .fold(f64::INFINITY, f64::min)
                    })
                    .filter(|face| face.is_finite())
                    .collect();
                faces.sort_by(f64::total_cmp);
                let best = (1..=faces.len())
                    .map(|taken| (6.0 + faces[..taken].iter().sum::<f64>()) / taken as f64)
                    .fold(f64::INFINITY, f64::min);
                let here = throws[point.index()];
                assert!(here == best || (here - best).abs() < 1e-6, "{seat} at {point}: {here} vs {best}");
            }
        }
    }

    #[test]
    fn a_pawn_the_player_to_move_can_hit_is_in_danger() {
        let evaluation = Evaluation::default();
        // North-East's last pawn outside its goal stands on g9; South-West's
        // on g5, four steps down the g file.
        let hit = state("reference | SW a1 a1 a1 a1 a1 g5 x0 | NE g9 a1 a1 a1 a1 a1 x0 | NE rolled 4 | round 1");
        let miss = state("reference | SW a1 a1 a1 a1 a1 g5 x0 | NE g9 a1 a1 a1 a1 a1 x0 | NE rolled 1 | round 1");
        assert!(hit.legal_moves().iter().any(|mv| mv.to_string() == "g9-g5"));
        let (hit_value, miss_value) =
            (evaluation.evaluate(&hit, Seat::SouthWest), evaluation.evaluate(&miss, Seat::SouthWest));
        let pawn = evaluation.pawn(Seat::SouthWest, Board::reference().point_by_str("g5").expect("g5"));
        // South-West loses half its pawn's worth; North-East, sure to be able
        // to capture, gains half the capture's points.
        assert_eq!(miss_value - hit_value, pawn * DANGER / 100 + CAPTURE * OPPORTUNITY / 100);
    }

    #[test]
    fn a_player_that_has_thrown_a_capture_gains_the_opportunity() {
        let evaluation = Evaluation::default();
        // The same pawns with the roles turned: South-West, on g5 with its
        // other pawns home, may capture on g9 with a 4.
        let can =
            state("reference | SW g5 m13 m13 m13 m13 m13 x0 | NE g9 m13 m13 m13 m13 m13 x0 | SW rolled 4 | round 1");
        let cannot =
            state("reference | SW g5 m13 m13 m13 m13 m13 x0 | NE g9 m13 m13 m13 m13 m13 x0 | SW rolled 1 | round 1");
        assert!(can.legal_moves().iter().any(|mv| mv.to_string() == "g5-g9"));
        assert!(!cannot.legal_moves().iter().any(|mv| mv.to_string() == "g5-g9"));
        let g9 = evaluation.pawn(Seat::NorthEast, Board::reference().point_by_str("g9").expect("g9"));
        let gain = evaluation.evaluate(&can, Seat::SouthWest) - evaluation.evaluate(&cannot, Seat::SouthWest);
        assert_eq!(gain, CAPTURE * OPPORTUNITY / 100 + g9 * DANGER / 100);
        let mut timid = evaluation.clone();
        (timid.danger, timid.opportunity) = (0, 0);
        assert_eq!(timid.evaluate(&can, Seat::SouthWest), timid.evaluate(&cannot, Seat::SouthWest));
    }

    #[test]
    fn the_threats_of_several_opponents_add_up_as_independent_throws() {
        let board = Board::reference();
        let point = board.point_by_str("e5").expect("e5");
        let on = |faces: &[usize]| {
            let mut reach = [PointSet::EMPTY; MAX_THROW as usize];
            for &face in faces {
                reach[face].insert(point);
            }
            Some(reach)
        };
        // North-West hits with a 1, North-East with a 3 or a 4; South-East
        // cannot; South-West owns the pawn.
        let reach = [on(&[0, 1, 2, 3, 4, 5]), on(&[0]), on(&[2, 3]), on(&[])];
        let sw = Seat::SouthWest;
        // Nobody has thrown: 1 - 5/6 * 4/6 = 16/36 = 96/216 (South-West's
        // own reach, every face, does not count).
        assert_eq!(capture_chance(sw, point, &reach, Seat::SouthEast, None), 96);
        // North-West to move with a 1: certain.
        assert_eq!(capture_chance(sw, point, &reach, Seat::NorthWest, Some(1)), 216);
        // North-West to move with a 2: only North-East's 2 faces in 6 left.
        assert_eq!(capture_chance(sw, point, &reach, Seat::NorthWest, Some(2)), 72);
    }

    #[test]
    fn a_custom_board_gets_its_own_tables() {
        let reference = Board::reference();
        let copy = Arc::new(Board::from_spec(&reference.to_spec().with_name("copy")).expect("a renamed copy is valid"));
        let own = Evaluation::new(&copy);
        let a1 = copy.point_by_str("a1").expect("a1");
        assert_eq!(
            own.expected_throws(Seat::SouthWest, a1),
            Evaluation::default().expected_throws(Seat::SouthWest, a1)
        );
        let mut game = Sirocco::with_board(Arc::clone(&copy), 2).expect("two players");
        game.play(&Move::Roll(4)).expect("a throw");
        let mv = game.legal_moves().iter().copied().find(|mv| mv.to_string() == "a1-e3").expect("a1-e3 with a 4");
        game.play(&mv).expect("legal");
        // The reference board's evaluation knows only the scores here (all 0).
        assert_eq!(Evaluation::default().evaluate(&game, Seat::SouthWest), 0);
        assert!(own.evaluate(&game, Seat::SouthWest) > 0);
    }
}
