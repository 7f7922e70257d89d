//! The game state and the rules of play.

use core::fmt;
use std::sync::Arc;

use arrayvec::ArrayVec;
use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};
use boardkit_geometry::graph::{PointId, PointSet};

use crate::board::{Board, MAX_MOVES, MAX_THROW, PAWNS};
use crate::name::PointName;
use crate::zobrist;
use crate::{Move, Seat, SeatError};

/// The legal moves of a state: at most [`MAX_MOVES`] (a board that could
/// exceed it is rejected when built; the reference board's worst case is
/// [`Board::max_moves`]).
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// Where one seat's pawns are, and what it captured.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct SeatState {
    /// Pawns still on the own base.
    pub(crate) home: u8,
    /// Pawns that reached the goal base.
    pub(crate) arrived: u8,
    /// Opponent pawns this seat captured.
    pub(crate) captured: u8,
    /// Pawns on every other point (grey dots and field); at most one pawn per point.
    pub(crate) field: PointSet,
}

impl SeatState {
    pub(crate) fn pawns(&self) -> usize {
        usize::from(self.home) + usize::from(self.arrived) + self.field.len()
    }
}

/// The rule that ended a game.
///
/// With the `serde` feature, deserializing refuses a round limit of 0 (a
/// limit is at least 1 round, see [`Sirocco::with_round_limit`]) and one of
/// [`u32::MAX`] (the round counter stops there, so that limit is never
/// reached, see [`Sirocco::round`]); every other limit can end a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ReasonData"))]
#[non_exhaustive]
pub enum Reason {
    /// This player has pawns left and all of them are in its goal base.
    AllHome(Seat),
    /// This player lost all its pawns.
    AllCaptured(Seat),
    /// No player can ever move again: every pawn a player may move stands
    /// on a dead end ([`Board::dead_ends`]) and no pawn is left on a base,
    /// so the game could only go on with passes forever. Scored as usual.
    Stalled,
    /// The optional round limit was reached after this many rounds.
    RoundLimit(u32),
}

/// The unchecked form of a [`Reason`] that serde reads.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
enum ReasonData {
    AllHome(Seat),
    AllCaptured(Seat),
    Stalled,
    RoundLimit(u32),
}

#[cfg(feature = "serde")]
impl TryFrom<ReasonData> for Reason {
    type Error = String;
    fn try_from(data: ReasonData) -> Result<Reason, String> {
        Ok(match data {
            ReasonData::AllHome(seat) => Reason::AllHome(seat),
            ReasonData::AllCaptured(seat) => Reason::AllCaptured(seat),
            ReasonData::Stalled => Reason::Stalled,
            // `with_round_limit` makes every limit at least 1.
            ReasonData::RoundLimit(0) => return Err("a round limit is at least 1 round, not 0".to_string()),
            // The counter saturates at u32::MAX, so the round can never pass this limit.
            ReasonData::RoundLimit(u32::MAX) => {
                return Err(format!(
                    "a round limit of {} is never reached: rounds are counted up to that number and stay there",
                    u32::MAX
                ));
            }
            ReasonData::RoundLimit(rounds) => Reason::RoundLimit(rounds),
        })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::AllHome(seat) => write!(f, "{seat} has no pawn left outside its goal base"),
            Reason::AllCaptured(seat) => write!(f, "{seat} has lost all its pawns"),
            Reason::Stalled => f.write_str("no pawn of any player can ever move again"),
            Reason::RoundLimit(rounds) => write!(f, "the round limit of {rounds} was reached"),
        }
    }
}

/// Why [`Sirocco::play`](Game::play) refused a move. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A move was given while the die must be thrown.
    #[error("the die must be thrown first (`roll 1` to `roll 6`), not `{0}`")]
    ThrowDue(Move),
    /// [`Sirocco::play_index`] was asked for a move while the die must be
    /// thrown.
    #[error("the die must be thrown first (`roll 1` to `roll 6`) before a move can be chosen by its index")]
    ThrowDueBeforeIndex,
    /// A throw was given while the player must move.
    #[error("{seat} has thrown {throw} and must move, not throw again")]
    MoveDue {
        /// The player to move.
        seat: Seat,
        /// The pending throw.
        throw: u8,
    },
    /// A throw outside 1 to 6.
    #[error("a die shows 1 to 6, not {0}")]
    BadThrow(u8),
    /// The board has no point of this name.
    #[error("there is no point `{0}` on this board")]
    UnknownPoint(PointName),
    /// The player has no pawn that may move from there.
    #[error("{seat} has no pawn on {from} that may move")]
    NoPawn {
        /// The player to move.
        seat: Seat,
        /// The point named.
        from: PointName,
    },
    /// Entry first: pawns remain on the own base or grey dots.
    #[error("{seat} still has pawns on its base or grey dots and must move one of those, not the pawn on {from}")]
    EntryFirst {
        /// The player to move.
        seat: Seat,
        /// The point named.
        from: PointName,
    },
    /// No allowed path of the thrown length leads there.
    #[error("no allowed path of {throw} steps leads from {from} to {to}")]
    Unreachable {
        /// Start.
        from: PointName,
        /// End.
        to: PointName,
        /// The throw.
        throw: u8,
    },
    /// The end point holds one of the player's own pawns.
    #[error("{0} holds a pawn of the player's own")]
    OwnPawn(PointName),
    /// The end point holds an opponent's pawn on a grey dot or protected spot.
    #[error("the pawn on {0} stands on a grey dot or protected spot and cannot be captured")]
    Immune(PointName),
    /// `pass` while a move is possible.
    #[error("passing is only allowed when the throw allows no move")]
    CannotPass,
    /// [`Sirocco::play_index`] with an index beyond the legal moves.
    #[error("there is no legal move number {index} (there are {count})")]
    NoSuchMove {
        /// The index given.
        index: usize,
        /// The number of legal moves.
        count: usize,
    },
}

/// The highest score a player can have: 3 for each of the 18 pawns of three
/// opponents captured plus 2 for each of its own 6 pawns in its goal base
/// (scores count nothing else, and nothing negative), on any board.
pub const MAX_SCORE: i64 = 3 * 3 * PAWNS as i64 + 2 * PAWNS as i64;

/// A player's place in the final (or current) standings
/// ([`Sirocco::ranking`]). Displays as `1. North-East 21`.
///
/// Every seat's score without ranks is [`boardkit_core::Scores`]:
///
/// ```
/// use boardkit_core::Scores;
/// use boardkit_sirocco::Sirocco;
/// let game = Sirocco::startpos(2)?;
/// assert_eq!(Scores::of(&game).map(|s| s.to_string()).as_deref(), Some("South-West 0, North-East 0"));
/// let first = game.ranking()[0];
/// assert_eq!(first.to_string(), "1. South-West 0");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature, deserializing checks the rank, 1 to 4, and the
/// score, 0 to [`MAX_SCORE`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "StandingData"))]
pub struct Standing {
    /// 1 for the top score; players with equal scores share a rank.
    pub rank: u8,
    /// The player.
    pub seat: Seat,
    /// Its score.
    pub score: i64,
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}. {} {}", self.rank, self.seat, self.score)
    }
}

/// The unchecked form of a [`Standing`] that serde reads.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct StandingData {
    rank: u8,
    seat: Seat,
    score: i64,
}

#[cfg(feature = "serde")]
impl TryFrom<StandingData> for Standing {
    type Error = String;
    fn try_from(data: StandingData) -> Result<Standing, String> {
        // Ranks count the players with a better score, plus one: 1 to 4 in a game of at most 4.
        if !(1..=4).contains(&data.rank) {
            return Err(format!("rank {} is outside 1-4 (1 is the top score)", data.rank));
        }
        if !(0..=MAX_SCORE).contains(&data.score) {
            return Err(format!("score {} is outside 0-{MAX_SCORE} (the scores a game can give)", data.score));
        }
        Ok(Standing { rank: data.rank, seat: data.seat, score: data.score })
    }
}

/// A state of a game of Sirocco: the board, every pawn, the captures, whose
/// turn it is and whether the die has been thrown.
///
/// See the [crate docs](crate) for the rules, the turn structure and the
/// text form.
///
/// # Move order
///
/// [`legal_moves`](Game::legal_moves) lists steps by the start point, then
/// the end point, both in the board's point order (on the reference board:
/// rank by rank from rank 1, file by file within a rank); at a throw, `roll
/// 1` to `roll 6`.
///
/// # Equality
///
/// Two states are equal when they are on equal boards with the same players,
/// pawns, captures, turn, pending throw, round and round limit: exactly what
/// the text form records.
///
/// # Examples
///
/// ```
/// use boardkit_core::{Game, Turn};
/// use boardkit_sirocco::{Move, Seat, Sirocco};
///
/// let mut game = Sirocco::startpos(2)?;
/// assert_eq!(game.turn(), Turn::Chance);
/// game.play(&"roll 2".parse()?)?;
/// assert_eq!(game.turn(), Turn::Player(Seat::SouthWest));
/// let moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
/// assert_eq!(moves, ["a1-c1", "a1-a3", "a1-c3"]);
/// game.play(&"a1-c3".parse()?)?;
/// assert_eq!(game.turn(), Turn::Chance);
/// assert_eq!(game.to_string(), "reference | SW a1 a1 a1 a1 a1 c3 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE to roll | round 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Sirocco {
    pub(crate) board: Arc<Board>,
    pub(crate) players: u8,
    pub(crate) seats: [SeatState; 4],
    pub(crate) to_move: Seat,
    pub(crate) throw: Option<u8>,
    pub(crate) round: u32,
    pub(crate) round_limit: Option<u32>,
    /// Derived from the rest (kept so that `turn()` is cheap).
    pub(crate) end: Option<Reason>,
    /// The Zobrist hash of everything above but the board (see
    /// [`Game::position_hash`]), updated incrementally.
    pub(crate) hash: u64,
}

impl PartialEq for Sirocco {
    fn eq(&self, other: &Sirocco) -> bool {
        (Arc::ptr_eq(&self.board, &other.board) || self.board == other.board)
            && self.players == other.players
            && self.seats == other.seats
            && self.to_move == other.to_move
            && self.throw == other.throw
            && self.round == other.round
            && self.round_limit == other.round_limit
    }
}

impl Eq for Sirocco {}

impl fmt::Debug for Sirocco {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sirocco({self})")
    }
}

/// Calls `f` with every point of `set` in increasing id order: the same
/// order as the set's iterator, word by word in a tight loop (the move
/// generator's inner loop).
#[inline]
fn for_each_point(set: PointSet, mut f: impl FnMut(PointId)) {
    for (word, mut bits) in set.to_words().into_iter().enumerate() {
        while bits != 0 {
            let id = word * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if let Some(point) = PointId::new(id) {
                f(point);
            }
        }
    }
}

/// Where [`Sirocco::locate`] found a move by its index.
enum Located {
    /// The step between these points.
    Step(PointId, PointId),
    /// The only move: no step is possible.
    Pass,
    /// The index is beyond the legal moves.
    Beyond,
}

/// The pawn movers and their legal end points for one throw.
struct Movers {
    /// Points holding a pawn that may move (the own base counts once).
    from: PointSet,
    /// Points where a pawn of the mover may not land.
    no_landing: PointSet,
}

impl Sirocco {
    /// The start position on the reference board for 2, 3 or 4 players
    /// (`startpos` in every game: the default start).
    ///
    /// # Errors
    ///
    /// [`SeatError::PlayerCount`] unless `players` is 2, 3 or 4.
    pub fn startpos(players: u8) -> Result<Sirocco, SeatError> {
        Sirocco::with_board(Board::reference(), players)
    }

    /// The start position on a custom board (see [`Board::from_spec`]).
    ///
    /// # Errors
    ///
    /// [`SeatError::PlayerCount`] unless `players` is 2, 3 or 4.
    pub fn with_board(board: Arc<Board>, players: u8) -> Result<Sirocco, SeatError> {
        let mut seats = [SeatState::default(); 4];
        for &seat in Seat::for_players(players)? {
            seats[seat.index()].home = PAWNS;
        }
        Ok(Sirocco {
            board,
            players,
            seats,
            to_move: Seat::SouthWest,
            throw: None,
            round: 1,
            round_limit: None,
            end: None,
            hash: 0,
        }
        .with_fresh_hash())
    }

    /// This state with its hash computed from scratch (for constructors).
    pub(crate) fn with_fresh_hash(mut self) -> Sirocco {
        self.hash = self.hash_from_scratch();
        self
    }

    /// The Zobrist hash of the state computed from nothing but the state
    /// (what the incremental updates must always equal).
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = zobrist::to_move(self.to_move)
            ^ zobrist::throw(self.throw)
            ^ zobrist::round(self.round)
            ^ zobrist::round_limit(self.round_limit);
        for (seat, state) in self.seats.iter().enumerate() {
            hash ^= zobrist::HOME[seat][usize::from(state.home)]
                ^ zobrist::ARRIVED[seat][usize::from(state.arrived)]
                ^ zobrist::CAPTURED[seat][usize::from(state.captured)];
            for point in state.field {
                hash ^= zobrist::FIELD[seat][point.index()];
            }
        }
        hash
    }

    /// This state with a round limit (`None`: no limit, the default). With a
    /// limit of `n`, the game ends after the last player's move of round
    /// `n` and is scored as usual ([`Reason::RoundLimit`]). A limit of 0 is
    /// treated as 1.
    ///
    /// The round counter stops at [`u32::MAX`] (see [`round`](Self::round)),
    /// so a limit of `u32::MAX` is never reached: it plays like no limit, but
    /// the state (and its text, `round 7/4294967295`) keeps it.
    pub fn with_round_limit(mut self, limit: Option<u32>) -> Sirocco {
        self.hash ^= zobrist::round_limit(self.round_limit);
        self.round_limit = limit.map(|n| n.max(1));
        self.hash ^= zobrist::round_limit(self.round_limit);
        self.refresh_end();
        self
    }

    /// The board.
    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// The players' seats in turn order.
    pub fn seats(&self) -> &'static [Seat] {
        Seat::for_players(self.players).unwrap_or(&[])
    }

    /// The current round (1 in the first round; a round is one turn of every player).
    ///
    /// The counter saturates: once at [`u32::MAX`] (4,294,967,295, reachable
    /// only from a state text, far beyond any played game) it stays there,
    /// so every later round is numbered `u32::MAX` and the state text still
    /// reads back. A round limit of `u32::MAX` is therefore never reached.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The round limit, if any.
    pub fn round_limit(&self) -> Option<u32> {
        self.round_limit
    }

    /// The seat whose turn it is (to throw or to move); for a finished game,
    /// the seat that would have been next.
    pub fn seat_to_move(&self) -> Seat {
        self.to_move
    }

    /// The pending throw: `Some` after the die was thrown and before the move.
    pub fn pending_throw(&self) -> Option<u8> {
        self.throw
    }

    /// The pawns of `seat` on its own base (not yet moved).
    pub fn pawns_on_base(&self, seat: Seat) -> u8 {
        self.seats[seat.index()].home
    }

    /// The pawns of `seat` that reached its goal base.
    pub fn pawns_arrived(&self, seat: Seat) -> u8 {
        self.seats[seat.index()].arrived
    }

    /// The points holding a pawn of `seat` other than its bases (grey dots and field).
    pub fn pawns_on_board(&self, seat: Seat) -> PointSet {
        self.seats[seat.index()].field
    }

    /// The number of pawns `seat` still has.
    pub fn pawn_count(&self, seat: Seat) -> usize {
        self.seats[seat.index()].pawns()
    }

    /// The opponent pawns `seat` captured.
    pub fn captures(&self, seat: Seat) -> u8 {
        self.seats[seat.index()].captured
    }

    /// Which seat has a pawn on `point` (not a base: bases hold many pawns).
    pub fn owner(&self, point: PointId) -> Option<Seat> {
        Seat::ALL.into_iter().find(|seat| self.seats[seat.index()].field.contains(point))
    }

    /// The board drawn as in the rules ([`Board::diagram`]) with every pawn
    /// shown by its seat's number (`1` South-West, `2` North-West, `3`
    /// North-East, `4` South-East): on the field, and on a base that holds
    /// pawns, whether they wait there or arrived there (`*` when pawns of
    /// two seats share a base; the state text gives the counts). A board
    /// that cannot be drawn (no lattice names) gives the state text.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::Sirocco;
    /// let diagram = Sirocco::startpos(2)?.diagram();
    /// // South-West's six pawns wait on a1, North-East's on m13.
    /// assert!(diagram.lines().next().is_some_and(|top| top.starts_with("13 ") && top.ends_with('3')));
    /// assert!(diagram.lines().any(|line| line.starts_with(" 1 1")));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagram(&self) -> String {
        let board = &self.board;
        let drawing = board.diagram_with(|point| {
            let mut here = self.seats().iter().filter(|&&seat| {
                let state = &self.seats[seat.index()];
                state.field.contains(point)
                    || (board.base(seat) == point && state.home > 0)
                    || (board.goal(seat) == point && state.arrived > 0)
            });
            match (here.next(), here.next()) {
                (Some(seat), None) => Some(seat.digit()),
                (Some(_), Some(_)) => Some('*'),
                _ => None,
            }
        });
        drawing.unwrap_or_else(|| format!("{self}\n"))
    }

    /// The score `seat` would have if the game ended now: 3 per captured
    /// pawn, 2 per own pawn in the goal base, 1 per own pawn on a grey dot of
    /// the goal corner: from 0 to [`MAX_SCORE`].
    pub fn score(&self, seat: Seat) -> i64 {
        let state = &self.seats[seat.index()];
        let near_goal = (state.field & self.board.grey_dots(seat.goal())).len();
        3 * i64::from(state.captured) + 2 * i64::from(state.arrived) + near_goal as i64
    }

    /// The players ordered by score, best first (ties in seat order), with
    /// shared ranks for equal scores. Meaningful at any time; final when the
    /// game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::Sirocco;
    /// let game = Sirocco::startpos(3)?;
    /// assert!(game.ranking().iter().all(|standing| standing.rank == 1 && standing.score == 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ranking(&self) -> PlayerList<Standing> {
        let mut standings: PlayerList<Standing> =
            self.seats().iter().map(|&seat| Standing { rank: 0, seat, score: self.score(seat) }).collect();
        standings.sort_by(|a, b| b.score.cmp(&a.score).then(a.seat.cmp(&b.seat)));
        let scores: PlayerList<i64> = standings.iter().map(|s| s.score).collect();
        for standing in standings.iter_mut() {
            standing.rank = 1 + scores.iter().filter(|&&s| s > standing.score).count() as u8;
        }
        standings
    }

    /// The legal moves of the player to move for throw `throw`, whether or
    /// not the die has been thrown yet (what a UI shows before the throw,
    /// and what `inspect --roll` lists): the steps, or only [`Move::Pass`]
    /// when the throw allows none. Empty when the game is over.
    ///
    /// # Errors
    ///
    /// [`PlayError::BadThrow`] for a throw outside 1 to 6.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::Sirocco;
    /// let game = Sirocco::startpos(4)?;
    /// let moves = game.legal_moves_for_roll(1)?;
    /// let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    /// assert_eq!(texts, ["a1-b1", "a1-a2", "a1-b2"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn legal_moves_for_roll(&self, throw: u8) -> Result<MoveList, PlayError> {
        if !(1..=MAX_THROW).contains(&throw) {
            return Err(PlayError::BadThrow(throw));
        }
        let mut moves = MoveList::new();
        if self.end.is_none() {
            // The board guarantees at most MAX_MOVES moves (checked when it was built).
            self.for_each_step(throw, |mv| {
                let _ = moves.try_push(mv);
            });
            if moves.is_empty() {
                moves.push(Move::Pass);
            }
        }
        Ok(moves)
    }

    fn movers(&self, seat: Seat) -> Movers {
        let board = &*self.board;
        let own = &self.seats[seat.index()];
        let mut opponents = PointSet::EMPTY;
        for (index, state) in self.seats.iter().enumerate() {
            if index != seat.index() {
                opponents |= state.field;
            }
        }
        let no_landing = own.field | (opponents & board.immune());
        let in_corner = own.field & board.grey_dots(seat);
        let mut from = if own.home > 0 || !in_corner.is_empty() { in_corner } else { own.field };
        if own.home > 0 {
            from.insert(board.base(seat));
        }
        Movers { from, no_landing }
    }

    /// Calls `push` with every step for `throw` (no pass), in move order.
    #[inline]
    fn for_each_step(&self, throw: u8, mut push: impl FnMut(Move)) {
        let seat = self.to_move;
        let board = &*self.board;
        let movers = self.movers(seat);
        for_each_point(movers.from, |from| {
            let from_name = board.name_of(from);
            for_each_point(board.destinations(seat, from, throw) - movers.no_landing, |to| {
                push(Move::Step { from: from_name, to: board.name_of(to) });
            });
        });
    }

    /// Calls `visit(from, to)` with the points of every step the pending
    /// throw allows, in [`legal_moves`](Game::legal_moves) order: the move
    /// list in dense point ids ([`PointId::index`] numbers the board's points
    /// `0..len`), for callers that number moves by point (action layouts,
    /// tables) and would otherwise look each name up again. Visits nothing at
    /// a chance turn or once the game is over; at a player turn that visits
    /// nothing, the only legal move is [`Move::Pass`].
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_sirocco::{Move, Sirocco};
    /// let mut game = Sirocco::startpos(2)?;
    /// game.play(&Move::Roll(1))?;
    /// let board = game.board().clone();
    /// let mut steps = Vec::new();
    /// game.for_each_legal_step(|from, to| steps.push(Move::Step {
    ///     from: board.point_name(from).unwrap(),
    ///     to: board.point_name(to).unwrap(),
    /// }));
    /// assert_eq!(steps, game.legal_moves());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn for_each_legal_step(&self, mut visit: impl FnMut(PointId, PointId)) {
        let Some(throw) = self.throw.filter(|_| self.end.is_none()) else { return };
        let seat = self.to_move;
        let board = &*self.board;
        let movers = self.movers(seat);
        for_each_point(movers.from, |from| {
            for_each_point(board.destinations(seat, from, throw) - movers.no_landing, |to| visit(from, to));
        });
    }

    /// Plays the step `from`–`to` of the player to move, given by point ids
    /// as [`for_each_legal_step`](Sirocco::for_each_legal_step) hands them
    /// out, without looking their names up: the other half of that fast
    /// path, for callers that keep moves as point ids.
    ///
    /// Contract (as [`Game::play_unchecked`]): the step is legal here. Debug
    /// builds assert it; in release an illegal step gives an unspecified
    /// (but memory-safe) game.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_sirocco::{Move, Sirocco};
    /// let mut game = Sirocco::startpos(2)?;
    /// game.play(&Move::Roll(1))?;
    /// let mut first = None;
    /// game.for_each_legal_step(|from, to| { first.get_or_insert((from, to)); });
    /// let (from, to) = first.unwrap();
    /// let mut by_names = game.clone();
    /// by_names.play(&game.legal_moves()[0])?;
    /// game.play_step_unchecked(from, to);
    /// assert_eq!(game, by_names);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_step_unchecked(&mut self, from: PointId, to: PointId) {
        debug_assert!(
            self.check(&Move::Step { from: self.board.name_of(from), to: self.board.name_of(to) }).is_ok(),
            "play_step_unchecked({from:?}, {to:?}): not a legal step of {self}"
        );
        self.apply_step(from, to);
    }

    /// Whether any step exists for `throw`.
    fn can_step(&self, throw: u8) -> bool {
        let seat = self.to_move;
        let movers = self.movers(seat);
        movers.from.iter().any(|from| !(self.board.destinations(seat, from, throw) - movers.no_landing).is_empty())
    }

    /// The number of legal moves (a pass counts as one) for the pending throw
    /// and the `index`-th of them, without building the list: the fast path
    /// of random playouts. `None` unless a player is to move.
    pub fn count_moves(&self) -> Option<usize> {
        let throw = self.throw.filter(|_| self.end.is_none())?;
        let seat = self.to_move;
        let movers = self.movers(seat);
        let count: usize =
            movers.from.iter().map(|from| (self.board.destinations(seat, from, throw) - movers.no_landing).len()).sum();
        Some(count.max(1))
    }

    /// Plays the `index`-th legal move (in [`legal_moves`](Game::legal_moves)
    /// order) of a player turn without building the move list; returns it.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`], [`PlayError::ThrowDueBeforeIndex`] at a
    /// chance turn, or [`PlayError::NoSuchMove`] if `index` is out of range; the state is
    /// then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_sirocco::{Move, Sirocco};
    /// let mut game = Sirocco::startpos(2)?;
    /// game.play(&Move::Roll(1))?;
    /// assert_eq!(game.count_moves(), Some(3));
    /// let expected = game.legal_moves()[2];
    /// assert_eq!(game.play_index(2)?, expected);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_index(&mut self, index: usize) -> Result<Move, PlayError> {
        if self.end.is_some() {
            return Err(PlayError::GameOver);
        }
        let throw = self.throw.ok_or(PlayError::ThrowDueBeforeIndex)?;
        match self.locate(throw, index) {
            Located::Step(from, to) => {
                self.apply_step(from, to);
                Ok(Move::Step { from: self.board.name_of(from), to: self.board.name_of(to) })
            }
            Located::Pass => {
                self.finish_turn();
                Ok(Move::Pass)
            }
            Located::Beyond => {
                let count = self.count_moves().unwrap_or(0);
                Err(PlayError::NoSuchMove { index, count })
            }
        }
    }

    /// The `index`-th legal move for `throw` (in move order) without
    /// building the list.
    fn locate(&self, throw: u8, index: usize) -> Located {
        let mut index = index;
        let seat = self.to_move;
        let movers = self.movers(seat);
        let mut any = false;
        for from in movers.from {
            let ends = self.board.destinations(seat, from, throw) - movers.no_landing;
            any |= !ends.is_empty();
            if let Some(to) = ends.nth(index) {
                return Located::Step(from, to);
            }
            index -= ends.len();
        }
        if any || index > 0 { Located::Beyond } else { Located::Pass }
    }

    fn check_step(&self, from_name: PointName, to_name: PointName, throw: u8) -> Result<(PointId, PointId), PlayError> {
        let board = &*self.board;
        let seat = self.to_move;
        let from = board.point(from_name).ok_or(PlayError::UnknownPoint(from_name))?;
        let to = board.point(to_name).ok_or(PlayError::UnknownPoint(to_name))?;
        let movers = self.movers(seat);
        if !movers.from.contains(from) {
            let own = &self.seats[seat.index()];
            return Err(if own.field.contains(from) {
                PlayError::EntryFirst { seat, from: from_name }
            } else {
                PlayError::NoPawn { seat, from: from_name }
            });
        }
        if !board.destinations(seat, from, throw).contains(to) {
            return Err(PlayError::Unreachable { from: from_name, to: to_name, throw });
        }
        if self.seats[seat.index()].field.contains(to) {
            return Err(PlayError::OwnPawn(to_name));
        }
        if movers.no_landing.contains(to) {
            return Err(PlayError::Immune(to_name));
        }
        Ok((from, to))
    }

    /// Moves a pawn (checked legal) and ends the turn, updating the hash.
    fn apply_step(&mut self, from: PointId, to: PointId) {
        let seat = self.to_move;
        let (base, goal) = (self.board.base(seat), self.board.goal(seat));
        let own = seat.index();
        let mut hash = self.hash;
        let state = &mut self.seats[own];
        if from == base {
            hash ^= zobrist::HOME[own][usize::from(state.home)];
            state.home = state.home.saturating_sub(1);
            hash ^= zobrist::HOME[own][usize::from(state.home)];
        } else {
            state.field.remove(from);
            hash ^= zobrist::FIELD[own][from.index()];
        }
        if to == goal {
            hash ^= zobrist::ARRIVED[own][usize::from(state.arrived)];
            state.arrived = state.arrived.saturating_add(1);
            hash ^= zobrist::ARRIVED[own][usize::from(state.arrived)];
        } else {
            for index in 0..4 {
                if index != own && self.seats[index].field.remove(to) {
                    hash ^= zobrist::FIELD[index][to.index()];
                    let captor = &mut self.seats[own];
                    hash ^= zobrist::CAPTURED[own][usize::from(captor.captured)];
                    captor.captured = captor.captured.saturating_add(1);
                    hash ^= zobrist::CAPTURED[own][usize::from(captor.captured)];
                }
            }
            self.seats[own].field.insert(to);
            hash ^= zobrist::FIELD[own][to.index()];
        }
        self.hash = hash;
        self.finish_turn();
    }

    /// Passes the turn to the next player, counting rounds, and checks the
    /// end, updating the hash.
    fn finish_turn(&mut self) {
        self.hash ^= zobrist::throw(self.throw) ^ zobrist::to_move(self.to_move);
        self.throw = None;
        let seats = self.seats();
        let position = seats.iter().position(|&s| s == self.to_move).unwrap_or(0);
        let next = (position + 1) % seats.len().max(1);
        if next == 0 {
            self.hash ^= zobrist::round(self.round);
            // Saturating: a state text may start a game at round u32::MAX, and the counter must not wrap to
            // 0 (a state text cannot hold round 0). The cost is documented on `round()`.
            self.round = self.round.saturating_add(1);
            self.hash ^= zobrist::round(self.round);
        }
        self.to_move = seats.get(next).copied().unwrap_or(Seat::SouthWest);
        self.hash ^= zobrist::to_move(self.to_move);
        self.refresh_end();
    }

    /// Why `mv` is not legal here, or which points a step joins (`None` for
    /// a throw or a pass): the checks of [`play`](Game::play) without
    /// changing anything.
    fn check(&self, mv: &Move) -> Result<Option<(PointId, PointId)>, PlayError> {
        if self.end.is_some() {
            return Err(PlayError::GameOver);
        }
        match (self.throw, *mv) {
            (None, Move::Roll(face)) if !(1..=MAX_THROW).contains(&face) => Err(PlayError::BadThrow(face)),
            (None, Move::Roll(_)) => Ok(None),
            (None, other) => Err(PlayError::ThrowDue(other)),
            (Some(throw), Move::Roll(_)) => Err(PlayError::MoveDue { seat: self.to_move, throw }),
            (Some(throw), Move::Pass) if self.can_step(throw) => Err(PlayError::CannotPass),
            (Some(_), Move::Pass) => Ok(None),
            (Some(throw), Move::Step { from, to }) => self.check_step(from, to, throw).map(Some),
        }
    }

    /// Plays a move known to be legal (its step's points, if any, found).
    fn apply(&mut self, mv: &Move, step: Option<(PointId, PointId)>) {
        match (*mv, step) {
            (Move::Roll(face), _) => {
                self.hash ^= zobrist::throw(self.throw) ^ zobrist::throw(Some(face));
                self.throw = Some(face);
            }
            (Move::Step { .. }, Some((from, to))) => self.apply_step(from, to),
            (Move::Pass | Move::Step { .. }, _) => self.finish_turn(),
        }
    }

    /// Recomputes the end of the game from the position.
    pub(crate) fn refresh_end(&mut self) {
        self.end = self.compute_end();
    }

    fn compute_end(&self) -> Option<Reason> {
        for &seat in self.seats() {
            let state = &self.seats[seat.index()];
            if state.home == 0 && state.field.is_empty() {
                return Some(if state.arrived == 0 { Reason::AllCaptured(seat) } else { Reason::AllHome(seat) });
            }
        }
        // Destinations do not depend on other pawns, so a pawn on a dead end is stuck for good; a pawn on a
        // base always has a way out some day. A player can move only the pawns entry first allows: its
        // pawns on its own grey dots if it has any (those cannot be captured, so a dead one holds it for
        // good), else its field pawns. When no player has a movable pawn off a dead end, nothing ever moves.
        let stalled = self.seats().iter().all(|&seat| {
            let state = &self.seats[seat.index()];
            let entering = state.field & self.board.grey_dots(seat);
            let movable = if entering.is_empty() { state.field } else { entering };
            state.home == 0 && (movable - self.board.dead_ends(seat)).is_empty()
        });
        if stalled {
            return Some(Reason::Stalled);
        }
        match self.round_limit {
            Some(limit) if self.round > limit => Some(Reason::RoundLimit(limit)),
            _ => None,
        }
    }

    fn verdict(&self) -> Verdict<Seat> {
        let ranking = self.ranking();
        let mut winners: PlayerList<Seat> = ranking.iter().filter(|s| s.rank == 1).map(|s| s.seat).collect();
        winners.sort();
        match winners.as_slice() {
            [one] => Verdict::Win(*one),
            _ => Verdict::SharedWin(winners),
        }
    }
}

impl Game for Sirocco {
    type Player = Seat;
    type Move = Move;
    type Reason = Reason;
    type PlayError = PlayError;

    fn players(&self) -> PlayerList<Seat> {
        self.seats().iter().copied().collect()
    }

    fn turn(&self) -> Turn<Seat> {
        match (self.end, self.throw) {
            (Some(_), _) => Turn::Over,
            (None, None) => Turn::Chance,
            (None, Some(_)) => Turn::Player(self.to_move),
        }
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        match (self.end, self.throw) {
            (Some(_), _) => {}
            (None, None) => moves.extend((1..=MAX_THROW).map(Move::Roll)),
            (None, Some(throw)) => {
                self.for_each_step(throw, |mv| moves.push(mv));
                if moves.is_empty() {
                    moves.push(Move::Pass);
                }
            }
        }
    }

    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(Move, u32)>) {
        outcomes.clear();
        if self.turn() == Turn::Chance {
            outcomes.extend((1..=MAX_THROW).map(|face| (Move::Roll(face), 1)));
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let step = self.check(mv)?;
        self.apply(mv, step);
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Move) {
        debug_assert!(self.check(mv).is_ok(), "play_unchecked({mv}): not a legal move of {self}");
        // Only the step's points are looked up: no movers, paths or landing checks.
        let step = match *mv {
            Move::Step { from, to } => self.board.point(from).zip(self.board.point(to)),
            Move::Roll(_) | Move::Pass => None,
        };
        self.apply(mv, step);
    }

    fn outcome(&self) -> Option<Outcome<Seat, Reason>> {
        self.end.map(|reason| Outcome { verdict: self.verdict(), reason })
    }

    fn scores(&self) -> Option<PlayerList<i64>> {
        Some(self.seats().iter().map(|&seat| self.score(seat)).collect())
    }

    fn is_legal(&self, mv: &Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Always answers: [`is_legal`](Game::is_legal) looks the step up in the
    /// board's tables.
    fn is_legal_cheaply(&self, mv: &Move) -> Option<bool> {
        Some(self.is_legal(mv))
    }

    /// The Zobrist hash of the pawns (on the field, on the bases, arrived),
    /// the captures, the seat to move, the pending throw, the round and the
    /// round limit: everything that distinguishes two states on one board.
    fn position_hash(&self) -> u64 {
        self.hash
    }

    /// At a player turn, the fast path: the moves are counted
    /// ([`Sirocco::count_moves`]) and the chosen one is located by its index
    /// without building the list; elsewhere the (at most six) moves are
    /// listed.
    fn pick_move(&self, moves: &mut Vec<Move>, pick: impl FnOnce(usize) -> usize) -> Option<Move> {
        if let (None, Some(throw), Some(count)) = (self.end, self.throw, self.count_moves()) {
            return match self.locate(throw, pick(count)) {
                Located::Step(from, to) => {
                    Some(Move::Step { from: self.board.name_of(from), to: self.board.name_of(to) })
                }
                Located::Pass => Some(Move::Pass),
                Located::Beyond => None,
            };
        }
        self.generate_moves(moves);
        if moves.is_empty() {
            return None;
        }
        let index = pick(moves.len());
        moves.get(index).copied()
    }

    /// The fair die: the draw is the face (`roll 1` owns draw 0).
    fn pick_chance_outcome(&self, _outcomes: &mut Vec<(Move, u32)>, pick: impl FnOnce(u64) -> u64) -> Option<Move> {
        if self.turn() != Turn::Chance {
            return None;
        }
        let draw = pick(u64::from(MAX_THROW));
        u8::try_from(draw).ok().filter(|&face| face < MAX_THROW).map(|face| Move::Roll(face + 1))
    }

    /// Steps that capture an opponent's pawn.
    fn is_tactical(&self, mv: &Move) -> bool {
        let Move::Step { to, .. } = *mv else { return false };
        let Some(to) = self.board.point(to) else { return false };
        let own = self.to_move.index();
        self.seats.iter().enumerate().any(|(index, state)| index != own && state.field.contains(to))
    }
}
