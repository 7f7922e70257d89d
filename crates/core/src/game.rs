//! The [`Game`] trait and the vocabulary around it: turns, chance outcomes,
//! outcomes and verdicts.

use core::fmt::{self, Debug, Display};
use core::hash::Hash;
use core::str::FromStr;

use arrayvec::ArrayVec;

/// The most players a game may have. Per-player lists are
/// [`PlayerList`]s of at most this length.
pub const MAX_PLAYERS: usize = 8;

/// The most outcomes one chance event may have (a die has 6, the sum of three
/// dice 16). Chance lists are [`ChanceOutcomes`] of at most this length.
pub const MAX_CHANCE_OUTCOMES: usize = 64;

/// A fixed-capacity list with one entry per player (players, scores).
pub type PlayerList<T> = ArrayVec<T, MAX_PLAYERS>;

/// The outcomes of a chance event, each with its exact integer weight.
///
/// The probability of an outcome is its weight divided by the sum of all
/// weights (see [`total_weight`]); a fair die is six outcomes of weight 1.
pub type ChanceOutcomes<M> = ArrayVec<(M, u32), MAX_CHANCE_OUTCOMES>;

/// The sum of the weights of `outcomes`: the denominator of their
/// probabilities.
///
/// ```
/// use boardkit_core::{ChanceOutcomes, total_weight};
/// let mut die: ChanceOutcomes<u8> = ChanceOutcomes::new();
/// for face in 1..=6 {
///     die.push((face, 1));
/// }
/// assert_eq!(total_weight(&die), 6);
/// ```
pub fn total_weight<M>(outcomes: &[(M, u32)]) -> u64 {
    outcomes.iter().map(|(_, weight)| u64::from(*weight)).sum()
}

/// Who acts next.
///
/// # Examples
///
/// ```
/// use boardkit_core::Turn;
/// let turn: Turn<char> = Turn::Player('W');
/// assert_eq!(turn.player(), Some('W'));
/// assert!(!turn.is_over());
/// assert_eq!(Turn::<char>::Chance.player(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Turn<P> {
    /// This player chooses a move.
    Player(P),
    /// A chance event is due (a die throw): the caller picks one of
    /// [`Game::chance_outcomes`] and plays it like a move.
    Chance,
    /// The game is over; [`Game::outcome`] says how it ended.
    Over,
}

impl<P> Turn<P> {
    /// The player to move, if a player is to move.
    pub fn player(self) -> Option<P> {
        match self {
            Turn::Player(player) => Some(player),
            Turn::Chance | Turn::Over => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self, Turn::Over)
    }
}

/// Who won a finished game.
///
/// # Examples
///
/// ```
/// use boardkit_core::{PlayerList, Verdict};
/// let shared = Verdict::SharedWin(['N', 'S'].into_iter().collect::<PlayerList<char>>());
/// assert!(shared.is_winner('S'));
/// assert!(!shared.is_winner('E'));
/// assert!(Verdict::<char>::Draw.winners().is_empty());
/// assert_eq!(Verdict::Win('E').winners().as_slice(), ['E']);
/// ```
///
/// With the `serde` feature, deserializing checks what the games guarantee:
/// a shared win has at least two winners, each listed once, in seat order.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Verdict<P> {
    /// One player won.
    Win(P),
    /// Several players share the win (equal top scores), listed in seat order.
    SharedWin(PlayerList<P>),
    /// Nobody won.
    Draw,
}

impl<P: Copy + PartialEq> Verdict<P> {
    /// The winners: one, several, or none for a draw.
    pub fn winners(&self) -> PlayerList<P> {
        match self {
            Verdict::Win(player) => core::iter::once(*player).collect(),
            Verdict::SharedWin(players) => players.clone(),
            Verdict::Draw => PlayerList::new(),
        }
    }

    /// Whether `player` is one of the winners.
    pub fn is_winner(&self, player: P) -> bool {
        self.winners().contains(&player)
    }
}

/// How a game ended: the verdict and the rule that ended it.
///
/// Displays as players read it: `Blue wins (royal captured)`,
/// `South-West and North-East share the win (a player has no pawn left
/// outside its goal)`, `draw (third occurrence of a position)`.
///
/// # Examples
///
/// ```
/// use boardkit_core::{Outcome, Verdict};
/// let outcome = Outcome { verdict: Verdict::Win("Blue"), reason: "royal captured" };
/// assert_eq!(outcome.to_string(), "Blue wins (royal captured)");
/// let draw = Outcome { verdict: Verdict::<&str>::Draw, reason: "third occurrence of a position" };
/// assert_eq!(draw.to_string(), "draw (third occurrence of a position)");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(bound(deserialize = "P: serde::Deserialize<'de> + Ord, R: serde::Deserialize<'de>"))
)]
pub struct Outcome<P, R> {
    /// Who won.
    pub verdict: Verdict<P>,
    /// The rule that ended the game.
    pub reason: R,
}

impl<P: Display, R: Display> Display for Outcome<P, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.verdict {
            Verdict::Win(player) => write!(f, "{player} wins")?,
            Verdict::SharedWin(players) => {
                for (i, player) in players.iter().enumerate() {
                    let separator = match i {
                        0 => "",
                        _ if i + 1 == players.len() => " and ",
                        _ => ", ",
                    };
                    write!(f, "{separator}{player}")?;
                }
                f.write_str(" share the win")?;
            }
            Verdict::Draw => f.write_str("draw")?,
        }
        write!(f, " ({})", self.reason)
    }
}

/// The rules of a game, as a state that knows its legal moves: the
/// engine-grade interface that perft, playouts, the conformance kit and the
/// search bots drive.
///
/// A value of the implementing type is one state of one game. The contract
/// every implementation keeps (and [`conformance`](crate::conformance)
/// checks):
///
/// - [`turn`](Game::turn) is [`Turn::Over`] exactly when
///   [`outcome`](Game::outcome) is `Some`, and then
///   [`generate_moves`](Game::generate_moves) gives nothing. Any other state
///   has at least one legal move (a game with nothing to do has an explicit
///   pass). `turn` and `outcome` are cheap: they never build the whole move
///   list to learn that the game goes on.
/// - At a [`Turn::Chance`] state the legal moves are the chance outcomes
///   (same moves, same order as
///   [`generate_chance_outcomes`](Game::generate_chance_outcomes)); the
///   caller picks one, so nothing in a game draws random numbers.
/// - Legal moves come in a deterministic order and are distinct.
/// - [`play`](Game::play) accepts exactly the legal moves; on any error the
///   state is unchanged. [`play_unchecked`](Game::play_unchecked) gives the
///   same state as `play` for every legal move.
/// - [`position_hash`](Game::position_hash) is equal for equal states.
/// - [`is_legal`](Game::is_legal) agrees with the move list, and
///   [`generate_tactical_moves`](Game::generate_tactical_moves) is the move
///   list filtered by [`is_tactical`](Game::is_tactical).
/// - `child.clone_from(&parent)` gives a state equal to `parent`.
/// - The state's [`Display`] text parses back with [`FromStr`] to a state with
///   the same text, and a move's text parses back to the same move.
///
/// # Hot paths: caller-owned buffers and copy-make
///
/// Move generation writes into a `Vec` that the caller owns and reuses, so
/// that after warm-up no move list is allocated or returned by value. Search
/// code keeps one buffer per ply and a stack of states, and makes a child by
/// copying its parent into the next slot and playing the move there:
///
/// ```
/// use boardkit_core::Game;
///
/// /// Counts the leaves `depth` plies down, allocating nothing per node once
/// /// the buffers have grown.
/// fn leaves<G: Game>(stack: &mut [G], buffers: &mut [Vec<G::Move>], ply: usize, depth: u32) -> u64 {
///     let mut moves = std::mem::take(&mut buffers[ply]);
///     stack[ply].generate_moves(&mut moves);
///     let count = if depth <= 1 {
///         moves.len() as u64
///     } else {
///         let mut count = 0;
///         for mv in &moves {
///             let (parents, children) = stack.split_at_mut(ply + 1);
///             children[0].clone_from(&parents[ply]); // reuses the child's heap buffers
///             children[0].play_unchecked(mv);
///             count += leaves(stack, buffers, ply + 1, depth - 1);
///         }
///         count
///     };
///     buffers[ply] = moves;
///     count
/// }
/// ```
///
/// Games whose state holds heap data (a repetition history) implement
/// [`Clone::clone_from`] field by field, so that `child.clone_from(&parent)`
/// allocates nothing once `child` has held a state with at least as much
/// history.
///
/// # Examples
///
/// Generic code works on every game, e.g. counting the moves of a state:
///
/// ```
/// use boardkit_core::Game;
/// fn branching<G: Game>(game: &G, moves: &mut Vec<G::Move>) -> usize {
///     game.generate_moves(moves);
///     moves.len()
/// }
/// ```
pub trait Game: Clone + PartialEq + Debug + Display + FromStr<Err: Display + Debug> {
    /// A player (seat or colour): small and copyable.
    type Player: Copy + Eq + Ord + Hash + Debug + Display;
    /// A move, chance outcome or pass, in the game's notation through
    /// [`Display`] and [`FromStr`].
    type Move: Clone + Eq + Hash + Debug + Display + FromStr<Err: Display + Debug>;
    /// The rules that can end the game.
    type Reason: Clone + Eq + Debug + Display;
    /// Why [`play`](Game::play) refused a move.
    type PlayError: std::error::Error + 'static;

    /// The players, in seat (turn) order.
    fn players(&self) -> PlayerList<Self::Player>;

    /// Who acts next: a player, chance, or nobody because the game is over.
    ///
    /// Cheap: it never generates the whole move list to learn that the game
    /// goes on (a game with a "no legal move" rule asks an early-exit "is
    /// there any legal move" question instead).
    fn turn(&self) -> Turn<Self::Player>;

    /// Clears `moves`, then pushes the legal moves in a deterministic order:
    /// the player's moves at a player turn, the chance outcomes (same moves,
    /// same order as [`generate_chance_outcomes`](Game::generate_chance_outcomes))
    /// at a chance turn, nothing when the game is over.
    ///
    /// The caller owns and reuses the buffer: once it has grown to the
    /// largest list it meets, generating allocates nothing.
    fn generate_moves(&self, moves: &mut Vec<Self::Move>);

    /// Clears `outcomes`, then pushes each outcome of the pending chance
    /// event with its exact integer weight (the probability of an outcome is
    /// its weight over [`total_weight`]); leaves it empty unless
    /// [`turn`](Game::turn) is [`Turn::Chance`].
    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(Self::Move, u32)>) {
        outcomes.clear();
    }

    /// Plays a legal move (or chance outcome), checked.
    ///
    /// Games validate without generating the whole move list where they can
    /// (Scirocco generates only the moving piece's moves).
    ///
    /// # Errors
    ///
    /// [`PlayError`](Game::PlayError) when `mv` is not legal here; the state
    /// is then unchanged.
    fn play(&mut self, mv: &Self::Move) -> Result<(), Self::PlayError>;

    /// Plays `mv` without checking it: the engine fast path.
    ///
    /// Contract: `mv` is one of this state's legal moves (one that
    /// [`generate_moves`](Game::generate_moves) lists), which the caller
    /// guarantees. It then gives exactly the state that [`play`](Game::play)
    /// gives. Debug builds assert legality (`debug_assert!`); in a release
    /// build an illegal move leaves the state unspecified but memory-safe: it
    /// may panic, it never causes undefined behaviour.
    fn play_unchecked(&mut self, mv: &Self::Move);

    /// How the game ended, or `None` while it goes on (cheap, like
    /// [`turn`](Game::turn)).
    fn outcome(&self) -> Option<Outcome<Self::Player, Self::Reason>>;

    /// Each player's score now, in [`players`](Game::players) order, for games
    /// that keep score; `None` for games that have only a winner. When a game
    /// keeps score, its winners are exactly the players with the top score.
    fn scores(&self) -> Option<PlayerList<i64>> {
        None
    }

    /// Whether `mv` is legal here. The default generates the moves and looks
    /// `mv` up (it allocates); games override it with a cheaper test.
    fn is_legal(&self, mv: &Self::Move) -> bool {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves.contains(mv)
    }

    /// Whether `mv` is legal here, if the game can tell cheaply: without
    /// generating the whole move list and without allocating. `None` means
    /// it cannot (the default: [`is_legal`](Game::is_legal)'s default
    /// generates and allocates).
    ///
    /// A search asks this before it plays a remembered move (from its
    /// transposition table) ahead of generating the moves: a hash collision
    /// can hand it another position's move. A game that answers must answer
    /// as [`is_legal`](Game::is_legal) does; the conformance kit checks it.
    ///
    fn is_legal_cheaply(&self, _mv: &Self::Move) -> Option<bool> {
        None
    }

    /// A 64-bit hash of the position (Zobrist, updated incrementally by
    /// [`play`](Game::play) and [`play_unchecked`](Game::play_unchecked)),
    /// for transposition tables and repetition tests.
    ///
    /// Equal states hash equal; the player to move and a pending chance event
    /// are part of the hash. Different states may collide (it is a hash).
    /// The values are stable within a minor version of the game crate (a
    /// table saved by 0.x.y is valid for 0.x.z), not across minor versions.
    fn position_hash(&self) -> u64;

    /// Whether `mv`, a legal move here, is tactical: it captures something or
    /// promotes. Quiescence search and move ordering look at it. The default
    /// says no to everything.
    fn is_tactical(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// Clears `moves`, then pushes the legal tactical moves, in the order in
    /// which [`generate_moves`](Game::generate_moves) lists them. The default
    /// generates every move and keeps the tactical ones; games override it
    /// with a capture-only generator.
    fn generate_tactical_moves(&self, moves: &mut Vec<Self::Move>) {
        self.generate_moves(moves);
        moves.retain(|mv| self.is_tactical(mv));
    }

    /// The legal move at index `pick(n)` of the list that
    /// [`generate_moves`](Game::generate_moves) gives, where `n ≥ 1` is the
    /// number of legal moves; `None` (without calling `pick`) when there is
    /// none, or when `pick` returns an index out of range.
    ///
    /// What a random mover asks: [`Playout`](crate::Playout) draws uniform
    /// moves with it. The default generates the list into `moves` (a
    /// scratch buffer); games that can count their moves without building
    /// them override it so that no list is built (Sirocco).
    ///
    /// ```
    /// # use boardkit_core::Game;
    /// # fn check<G: Game>(game: &G) {
    /// let mut scratch = Vec::new();
    /// let last = game.pick_move(&mut scratch, |n| n - 1);
    /// assert_eq!(last, game.legal_moves().last().cloned());
    /// # }
    /// ```
    fn pick_move(&self, moves: &mut Vec<Self::Move>, pick: impl FnOnce(usize) -> usize) -> Option<Self::Move> {
        self.generate_moves(moves);
        if moves.is_empty() {
            return None;
        }
        let index = pick(moves.len());
        (index < moves.len()).then(|| moves.swap_remove(index))
    }

    /// The chance outcome that the draw `pick(total)` selects, where
    /// `total ≥ 1` is the sum of the weights of
    /// [`generate_chance_outcomes`](Game::generate_chance_outcomes) and
    /// `pick` returns a value below it: the outcomes own consecutive ranges
    /// of draws, in list order, each as wide as its weight. `None` (without
    /// calling `pick`) unless a chance event is pending, or when `pick`
    /// returns a value out of range.
    ///
    /// What a random mover asks at a chance turn: [`Playout`](crate::Playout)
    /// draws outcomes with it by their exact weights. The default generates
    /// the outcomes into `outcomes` (a scratch buffer); games whose chance
    /// event is simple override it (Sirocco's fair die: the draw is the
    /// face).
    ///
    /// ```
    /// # use boardkit_core::Game;
    /// # fn check<G: Game>(game: &G) {
    /// let mut scratch = Vec::new();
    /// let first = game.pick_chance_outcome(&mut scratch, |_| 0);
    /// assert_eq!(first, game.chance_outcomes().first().map(|(mv, _)| mv.clone()));
    /// # }
    /// ```
    fn pick_chance_outcome(
        &self,
        outcomes: &mut Vec<(Self::Move, u32)>,
        pick: impl FnOnce(u64) -> u64,
    ) -> Option<Self::Move> {
        self.generate_chance_outcomes(outcomes);
        if outcomes.is_empty() {
            return None;
        }
        let mut draw = pick(crate::total_weight(outcomes));
        for (mv, weight) in outcomes.iter() {
            let weight = u64::from(*weight);
            if draw < weight {
                return Some(mv.clone());
            }
            draw -= weight;
        }
        None
    }

    /// The legal moves in a new `Vec`: a convenience for users and tests
    /// (it allocates; hot paths use [`generate_moves`](Game::generate_moves)).
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves
    }

    /// The outcomes of the pending chance event with their exact weights,
    /// as a fixed-capacity list (a convenience; hot paths use
    /// [`generate_chance_outcomes`](Game::generate_chance_outcomes)).
    ///
    /// # Panics
    ///
    /// If the game lists more than [`MAX_CHANCE_OUTCOMES`] outcomes.
    fn chance_outcomes(&self) -> ChanceOutcomes<Self::Move> {
        let mut outcomes = Vec::new();
        self.generate_chance_outcomes(&mut outcomes);
        outcomes.into_iter().collect()
    }
}
