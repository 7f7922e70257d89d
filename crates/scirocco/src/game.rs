//! The game: a position with its history, the repetition rule and the end
//! of the game; implements [`boardkit_core::Game`].

use core::fmt;
use core::str::FromStr;

use boardkit_core::{PlayerList, Turn, Verdict};

use crate::movegen::MoveList;
use crate::{FenError, Move, Position, RuleOptions, Side, StartArray};

/// The rule that ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum EndReason {
    /// The loser's King or Emperor was captured.
    RoyalCaptured,
    /// After a move, the loser has nothing left but the royal piece.
    BareRoyal,
    /// The loser, to move, has no legal move (stalemate, or every move would
    /// repeat a position for the third time).
    NoLegalMove,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::RoyalCaptured => "royal captured",
            EndReason::BareRoyal => "bare royal",
            EndReason::NoLegalMove => "no legal move",
        })
    }
}

/// How a Scirocco game ended. Displays like `Blue wins (bare royal)`.
pub type Outcome = boardkit_core::Outcome<Side, EndReason>;

/// Why a move was refused.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum IllegalReason {
    /// The game is over: a royal was captured or bared, or the side to move
    /// has no legal move (stalemate, or every move would repeat a position a
    /// third time).
    GameOver,
    /// No piece of the side to move can make this move here.
    NotAMove,
    /// The move would make the third occurrence of a position.
    Repetition,
}

/// A refused move; the game is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The move is not legal here.
    #[error("illegal move {mv}: {}", match reason {
        IllegalReason::GameOver => "the game is over",
        IllegalReason::NotAMove => "no piece of the side to move can make it here",
        IllegalReason::Repetition => "it would make the third occurrence of a position",
    })]
    Illegal {
        /// The move.
        mv: Move,
        /// Why.
        reason: IllegalReason,
    },
}

/// Why a position-and-moves text ([`Scirocco::from_spec`]) was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SpecError {
    /// The position is neither `startpos` nor a valid position text. Displays
    /// as the [`FenError`] alone, which already says it is about the position.
    #[error(transparent)]
    Position(#[from] FenError),
    /// A move text does not parse.
    #[error("move {index}: {error}")]
    MoveText {
        /// 1-based index in the move list.
        index: usize,
        /// The text.
        text: String,
        /// Why it does not parse.
        error: crate::MoveTextError,
    },
    /// A move is not legal where it is played.
    #[error("move {index}: {error}")]
    Illegal {
        /// 1-based index in the move list.
        index: usize,
        /// Why it is illegal.
        error: PlayError,
    },
}

/// A game of Scirocco: the current [`Position`] and the history the
/// repetition rule needs. Implements [`boardkit_core::Game`].
///
/// # Equality
///
/// Two games are equal when their positions are equal (see
/// [`Position`]'s `# Equality`) and their repetition histories (the
/// Zobrist hashes of the positions since the last capture or promotion) are
/// equal. The text form ([`Display`](fmt::Display) / [`FromStr`]) is the
/// position text only, so a game parsed from text starts a new history;
/// the conformance kit runs with `text_is_complete: false`.
///
/// # Examples
///
/// ```
/// use boardkit_core::Game;
/// use boardkit_scirocco::Scirocco;
/// let mut game = Scirocco::startpos();
/// game.play(&"e3e4".parse()?)?;
/// assert_eq!(game.position().side_to_move(), boardkit_scirocco::Side::Tan);
/// assert!(game.outcome().is_none());
/// assert!(game.play(&"e4e5".parse()?).is_err()); // not Blue's turn
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Scirocco {
    position: Position,
    /// Zobrist hashes of the positions since the last capture or promotion,
    /// the current one last. Earlier positions have more pieces or fewer
    /// promoted ones, so they can never occur again.
    history: Vec<u64>,
}

impl Scirocco {
    /// A game from `position`, with no history.
    pub fn new(position: Position) -> Scirocco {
        Scirocco { position, history: vec![position.zobrist_hash()] }
    }

    /// A game from the default start position.
    pub fn startpos() -> Scirocco {
        Scirocco::new(Position::startpos())
    }

    /// A game from one of the 512 start arrays.
    pub fn from_array(array: StartArray) -> Scirocco {
        Scirocco::new(array.position())
    }

    /// A game from a position text.
    ///
    /// # Errors
    ///
    /// [`FenError`] for a malformed or invalid position.
    pub fn from_fen(text: &str) -> Result<Scirocco, FenError> {
        Ok(Scirocco::new(Position::from_fen(text)?))
    }

    /// A game from a position and moves, as command-line tools write them:
    /// `startpos` or a position text, optionally followed by ` moves ` and
    /// moves separated by spaces, in either notation (coordinates `e3e4` or
    /// readable `P e3-e4`, as [`Scirocco::parse_move`] reads them), which are
    /// played in order (so the repetition history is the game's).
    ///
    /// # Errors
    ///
    /// [`SpecError`]: a bad position, a move that does not parse or is not legal.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::Scirocco;
    /// let game = Scirocco::from_spec("startpos moves e3e4 e8e7")?;
    /// assert_eq!(game.position().fullmove(), 2);
    /// assert_eq!(Scirocco::from_spec("startpos moves P e3-e4 e8e7")?, game);
    /// let same = Scirocco::from_spec(&format!("{} moves e8e7", Scirocco::from_spec("startpos moves e3e4")?))?;
    /// assert_eq!(same.position(), game.position());
    /// assert!(Scirocco::from_spec("startpos moves e3e5").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_spec(spec: &str) -> Result<Scirocco, SpecError> {
        let spec = spec.trim();
        // ` moves` counts as the keyword only as a whole word (not `movese3e4`).
        let (position, moves) = match spec.split_once(" moves") {
            Some((position, moves)) if moves.is_empty() || moves.starts_with(char::is_whitespace) => {
                (position.trim(), moves)
            }
            _ => (spec, ""),
        };
        let mut game = if position == "startpos" { Scirocco::startpos() } else { Scirocco::from_fen(position)? };
        for (i, text) in crate::split_moves(moves).iter().enumerate() {
            let mv = game.parse_move(text).map_err(|error| SpecError::MoveText {
                index: i + 1,
                text: text.clone(),
                error,
            })?;
            game.play(&mv).map_err(|error| SpecError::Illegal { index: i + 1, error })?;
        }
        Ok(game)
    }

    /// The same game under other rule options (see [`RuleOptions`]).
    pub fn with_options(mut self, options: RuleOptions) -> Scirocco {
        self.position = self.position.with_options(options);
        self
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How many times the position with this hash occurred since the last
    /// capture or promotion (the current one included).
    pub fn occurrences(&self, zobrist_hash: u64) -> usize {
        self.history.iter().filter(|&&h| h == zobrist_hash).count()
    }

    /// Whether playing `mv` (pseudo-legal here) would make the third
    /// occurrence of a position.
    fn repeats_third_time(&self, mv: &Move) -> bool {
        // Two earlier occurrences are only possible after at least 8 plies.
        self.history.len() >= 8 && self.occurrences(self.position.play_unchecked(mv).zobrist_hash()) >= 2
    }

    /// The legal moves: the pseudo-legal ones minus those that would make a
    /// position occur for the third time. Empty when the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = self.position.pseudo_legal_moves();
        if self.history.len() >= 8 {
            moves.retain(|mv| !self.repeats_third_time(mv));
        }
        moves
    }

    /// Plays a legal move.
    ///
    /// # Errors
    ///
    /// [`PlayError`] saying why the move is not legal; the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        if self.position.material_end().is_some() {
            return Err(PlayError::Illegal { mv: *mv, reason: IllegalReason::GameOver });
        }
        let reason = if !self.position.pseudo_legal_moves().contains(mv) {
            IllegalReason::NotAMove
        } else if self.repeats_third_time(mv) {
            IllegalReason::Repetition
        } else {
            self.play_unchecked(mv);
            return Ok(());
        };
        // A game lost by "no legal move" (stalemate, or every move repeating) is over too;
        // only worked out on this error path.
        let reason = if self.legal_moves().is_empty() { IllegalReason::GameOver } else { reason };
        Err(PlayError::Illegal { mv: *mv, reason })
    }

    /// Plays `mv` without checking it (engines): the history is kept.
    pub fn play_unchecked(&mut self, mv: &Move) {
        let before = self.position;
        self.position = self.position.play_unchecked(mv);
        let irreversible = self.position.piece_count(Side::Blue) + self.position.piece_count(Side::Tan)
            != before.piece_count(Side::Blue) + before.piece_count(Side::Tan)
            || mv.is_promotion();
        if irreversible {
            self.history.clear();
        }
        self.history.push(self.position.zobrist_hash());
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some((loser, reason)) = self.position.material_end() {
            return Some(Outcome { verdict: Verdict::Win(loser.other()), reason });
        }
        if self.legal_moves().is_empty() {
            let loser = self.position.side_to_move();
            return Some(Outcome { verdict: Verdict::Win(loser.other()), reason: EndReason::NoLegalMove });
        }
        None
    }
}

impl Default for Scirocco {
    fn default() -> Scirocco {
        Scirocco::startpos()
    }
}

impl fmt::Display for Scirocco {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.position, f)
    }
}

impl FromStr for Scirocco {
    type Err = FenError;
    fn from_str(text: &str) -> Result<Scirocco, FenError> {
        Scirocco::from_fen(text)
    }
}

impl boardkit_core::Game for Scirocco {
    type Player = Side;
    type Move = Move;
    type MoveList = MoveList;
    type Reason = EndReason;
    type PlayError = PlayError;

    fn players(&self) -> PlayerList<Side> {
        Side::ALL.into_iter().collect()
    }

    fn turn(&self) -> Turn<Side> {
        if self.outcome().is_some() { Turn::Over } else { Turn::Player(self.position.side_to_move()) }
    }

    fn legal_moves(&self) -> MoveList {
        Scirocco::legal_moves(self)
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        Scirocco::play(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        Scirocco::outcome(self)
    }

    fn is_legal(&self, mv: &Move) -> bool {
        self.position.material_end().is_none()
            && self.position.pseudo_legal_moves().contains(mv)
            && !self.repeats_third_time(mv)
    }
}
