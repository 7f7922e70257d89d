//! The game: a position with its history, the repetition rule and the end
//! of the game; implements [`boardkit_core::Game`].

use core::fmt;
use core::str::FromStr;

use boardkit_core::{PlayerList, Turn, Verdict};

use boardkit_geometry::Square;

use crate::moves::MoveKind;
use crate::{FenError, Move, Piece, Position, RuleOptions, Side, StartArray};

/// The rule that ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Reason {
    /// The loser's King or Emperor was captured.
    RoyalCaptured,
    /// After a move, the loser has nothing left but the royal piece.
    BareRoyal,
    /// The loser, to move, has no legal move (stalemate, or every move would
    /// repeat a position for the third time).
    NoLegalMove,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::RoyalCaptured => "royal captured",
            Reason::BareRoyal => "bare royal",
            Reason::NoLegalMove => "no legal move",
        })
    }
}

/// How a Scirocco game ended. Displays like `Blue wins (bare royal)`.
pub type Outcome = boardkit_core::Outcome<Side, Reason>;

/// Why a move was refused: what is wrong, and (with the move's squares)
/// where.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum IllegalReason {
    /// The game is over: a royal was captured or bared, or the side to move
    /// has no legal move (stalemate, or every move would repeat a position a
    /// third time).
    GameOver,
    /// The from-square is empty.
    NoPiece,
    /// The piece on the from-square belongs to the other side.
    NotYourPiece {
        /// That piece.
        piece: Piece,
    },
    /// The piece never moves like that (neither by its own moves nor by a
    /// relay in this position).
    CannotMoveThatWay {
        /// The moving piece.
        piece: Piece,
    },
    /// The piece moves like that, but the way is blocked here: a piece stands
    /// on its path, or a piece of its own side on its destination.
    Blocked {
        /// The moving piece.
        piece: Piece,
        /// The first square that blocks (the destination when it holds an
        /// own piece).
        at: Square,
    },
    /// The piece goes there only to capture, and there is nothing to
    /// capture.
    CaptureOnly {
        /// The moving piece.
        piece: Piece,
    },
    /// The piece goes there only onto an empty square, and it is occupied.
    MoveOnly {
        /// The moving piece.
        piece: Piece,
    },
    /// The move is legal without promotion, but this piece cannot promote
    /// on it (a move promotes only when it starts or ends in the promotion
    /// zone; promoted pieces and relayed moves never promote).
    NoPromotion {
        /// The moving piece.
        piece: Piece,
    },
    /// The move would make the third occurrence of a position.
    Repetition,
    /// No piece of the side to move can make this move here, for a reason
    /// none of the others names.
    NotAMove,
}

impl IllegalReason {
    /// The sentence saying why `mv` was refused.
    fn explain(&self, mv: &Move) -> String {
        let (from, to) = (mv.from(), mv.second_square());
        let name = |piece: &Piece| format!("{} {}", piece.side, piece.kind.name());
        match self {
            IllegalReason::GameOver => "the game is over".into(),
            IllegalReason::NoPiece => format!("there is no piece on {from}"),
            IllegalReason::NotYourPiece { piece } => {
                format!("the piece on {from} is a {}, and it is {}'s turn", name(piece), piece.side.other())
            }
            IllegalReason::CannotMoveThatWay { piece } if mv.kind() == MoveKind::Stay => {
                format!("the {} on {from} cannot capture on {to} without moving", name(piece))
            }
            IllegalReason::CannotMoveThatWay { piece } => {
                format!("the {} on {from} cannot move to {to}: that is not one of its moves here", name(piece))
            }
            IllegalReason::Blocked { piece, at } if *at == to => {
                format!("the {} on {from} cannot move to {to}: a piece of its own side stands there", name(piece))
            }
            IllegalReason::Blocked { piece, at } => {
                format!("the way of the {} from {from} to {to} is blocked at {at}", name(piece))
            }
            IllegalReason::CaptureOnly { piece } => {
                format!("the {} on {from} goes to {to} only to capture, and there is nothing to capture", name(piece))
            }
            IllegalReason::MoveOnly { piece } => {
                format!("the {} on {from} goes to {to} only when it is empty (it cannot capture that way)", name(piece))
            }
            IllegalReason::NoPromotion { piece } => format!(
                "the {} on {from} cannot promote on this move (a move promotes only when it starts or ends in the promotion zone; promoted pieces and relayed moves never promote); play it without `+`",
                name(piece)
            ),
            IllegalReason::Repetition => "it would make the third occurrence of a position".into(),
            IllegalReason::NotAMove => "no piece of the side to move can make it here".into(),
        }
    }
}

/// A refused move; the game is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The move is not legal here.
    #[error("illegal move {mv}: {}", reason.explain(mv))]
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
    /// Moves follow the position without the keyword `moves`
    /// (`startpos e3e4`); the error names the text meant.
    #[error("moves after a position follow the keyword `moves`: did you mean `{suggestion}`?")]
    MissingMovesKeyword {
        /// The text with the keyword put in (`startpos moves e3e4`).
        suggestion: String,
    },
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
    /// A move is not legal where it is played. When the move was typed
    /// otherwise than in coordinates (`P e3-e5`), the message names it as
    /// typed and in coordinates: ``move 1: illegal move `P e3-e5` (e3e5): ...``.
    #[error("move {index}: {}", as_typed(text, error))]
    Illegal {
        /// 1-based index in the move list.
        index: usize,
        /// The move as it was typed, without surrounding whitespace.
        text: String,
        /// Why it is illegal.
        error: PlayError,
    },
}

impl PlayError {
    /// Why the move was refused, without naming the move: what a message
    /// puts after ``illegal move <move>: ``.
    pub fn explanation(&self) -> String {
        match self {
            PlayError::Illegal { mv, reason } => reason.explain(mv),
        }
    }
}

/// `error`'s message with the move named as it was typed, when it was typed
/// in the readable notation.
fn as_typed(text: &str, error: &PlayError) -> String {
    match error {
        PlayError::Illegal { mv, reason } if text != mv.to_string() => {
            format!("illegal move `{text}` ({mv}): {}", reason.explain(mv))
        }
        _ => error.to_string(),
    }
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
/// # Copy-make without allocation
///
/// The history is a `Vec`; [`Clone::clone_from`] copies it into the
/// target's buffer, so search code that keeps a stack of games and makes a
/// child with `child.clone_from(&parent)` then
/// [`play_unchecked`](Scirocco::play_unchecked) allocates nothing once each
/// slot has held a history that long.
///
/// # Cost of the questions
///
/// [`turn`](boardkit_core::Game::turn) and [`outcome`](Scirocco::outcome)
/// never build the move list: they ask an early-exit "does any piece have a
/// move" question, and apply the repetition rule only when the history
/// holds a position twice (only then can a move make a third occurrence).
/// [`play`](Scirocco::play) validates by generating the moving piece's
/// moves only.
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
/// let error = game.play(&"e4e5".parse()?).unwrap_err(); // not Blue's turn
/// assert_eq!(error.to_string(), "illegal move e4e5: the piece on e4 is a Blue Pawn, and it is Tan's turn");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(PartialEq, Eq, Debug)]
pub struct Scirocco {
    position: Position,
    /// Zobrist hashes of the positions since the last capture or promotion,
    /// the current one last. Earlier positions have more pieces or fewer
    /// promoted ones, so they can never occur again.
    history: Vec<u64>,
    /// How many entries of `history` repeat an earlier entry. While it is 0
    /// every position occurred once, so no move can make a third occurrence
    /// and the repetition filter is skipped. (A function of `history`, so
    /// equality stays the history's.)
    repeats: u32,
    /// A one-word filter of `history`: bit `hash >> 58` of every hash in it
    /// is set. A move whose new hash finds its bit clear cannot repeat a
    /// position, so the history is not searched (a search plays a move per
    /// node; nearly every new position is new). Also a function of
    /// `history`.
    seen: u64,
}

/// The bit of a position hash in [`Scirocco`]'s history filter.
#[inline]
fn seen_bit(hash: u64) -> u64 {
    1 << (hash >> 58)
}

impl Clone for Scirocco {
    fn clone(&self) -> Scirocco {
        Scirocco { position: self.position, history: self.history.clone(), repeats: self.repeats, seen: self.seen }
    }

    /// Field-wise, so the history is copied into `self`'s buffer (no
    /// allocation once it is long enough).
    fn clone_from(&mut self, source: &Scirocco) {
        self.position = source.position;
        self.history.clone_from(&source.history);
        self.repeats = source.repeats;
        self.seen = source.seen;
    }
}

impl Scirocco {
    /// A game from `position`, with no history.
    pub fn from_position(position: Position) -> Scirocco {
        let hash = position.zobrist_hash();
        Scirocco { position, history: vec![hash], repeats: 0, seen: seen_bit(hash) }
    }

    /// A game from the default start position.
    pub fn startpos() -> Scirocco {
        Scirocco::from_position(Position::startpos())
    }

    /// A game from one of the 512 start arrays.
    pub fn from_array(array: StartArray) -> Scirocco {
        Scirocco::from_position(array.position())
    }

    /// A game from a position text.
    ///
    /// # Errors
    ///
    /// [`FenError`] for a malformed or invalid position.
    pub fn from_fen(text: &str) -> Result<Scirocco, FenError> {
        Ok(Scirocco::from_position(Position::from_fen(text)?))
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
    /// // Moves without the keyword: the error names the text meant.
    /// let error = Scirocco::from_spec("startpos e3e4").unwrap_err();
    /// assert_eq!(error.to_string(), "moves after a position follow the keyword `moves`: did you mean `startpos moves e3e4`?");
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
        let mut game =
            Scirocco::from_position_text(position).map_err(|error| {
                match Scirocco::moves_without_keyword(position) {
                    Some(suggestion) => SpecError::MissingMovesKeyword { suggestion },
                    None => SpecError::Position(error),
                }
            })?;
        for (i, text) in crate::split_moves(moves).iter().enumerate() {
            let mv = game.parse_move(text).map_err(|error| SpecError::MoveText {
                index: i + 1,
                text: text.clone(),
                error,
            })?;
            game.play(&mv).map_err(|error| SpecError::Illegal { index: i + 1, text: text.clone(), error })?;
        }
        Ok(game)
    }

    /// `startpos` or a position text, without moves.
    fn from_position_text(position: &str) -> Result<Scirocco, FenError> {
        if position == "startpos" { Ok(Scirocco::startpos()) } else { Scirocco::from_fen(position) }
    }

    /// For a position text that does not read, the text with the keyword
    /// `moves` put in where a position that reads is followed by a move
    /// (`startpos e3e4` → `startpos moves e3e4`); `None` when no leading
    /// part of at most three words (a position text has three fields at
    /// most) reads as a position followed by a move text.
    fn moves_without_keyword(text: &str) -> Option<String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        (1..words.len().min(4)).rev().find_map(|split| {
            let (position, moves) = words.split_at(split);
            let position = position.join(" ");
            let moves = moves.join(" ");
            let game = Scirocco::from_position_text(&position).ok()?;
            let first = crate::split_moves(&moves).into_iter().next()?;
            game.parse_move(&first).ok().map(|_| format!("{position} moves {moves}"))
        })
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

    /// Whether some move could make a third occurrence of a position: only
    /// when a position of the history already occurred twice.
    fn third_occurrence_possible(&self) -> bool {
        self.repeats > 0
    }

    /// Whether playing `mv` (pseudo-legal here) would make the third
    /// occurrence of a position.
    fn repeats_third_time(&self, mv: &Move) -> bool {
        self.third_occurrence_possible() && self.occurrences(self.position.play_unchecked(mv).zobrist_hash()) >= 2
    }

    /// The legal moves: the pseudo-legal ones minus those that would make a
    /// position occur for the third time. Empty when the game is over.
    ///
    /// Allocates a list (a convenience); engines call
    /// [`Game::generate_moves`](boardkit_core::Game::generate_moves) with a
    /// reused buffer.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_legal(&mut moves);
        moves
    }

    /// The legal moves into `moves` (cleared first).
    fn generate_legal(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.position.generate(moves);
        if self.third_occurrence_possible() {
            moves.retain(|mv| !self.repeats_third_time(mv));
        }
    }

    /// Calls `visit(from, to, kind)` for every legal move, in the order of
    /// [`legal_moves`](Scirocco::legal_moves), with the squares as dense
    /// indices `10 × rank + file` (see [`square_index`](crate::square_index));
    /// `to` is the captured square of a [`MoveKind::Stay`] move, as
    /// [`Move::to`] is. No [`Move`] is built unless the repetition rule has
    /// to be checked: the fast path of dense action encodings, which number
    /// a move by its squares and kind.
    ///
    /// ```
    /// use boardkit_scirocco::{Move, Scirocco, square_index};
    /// let game = Scirocco::from_spec("startpos moves e3e4")?;
    /// let mut indexed = Vec::new();
    /// game.for_each_legal_move_indexed(|from, to, kind| indexed.push((from, to, kind)));
    /// let expected: Vec<_> = game
    ///     .legal_moves()
    ///     .iter()
    ///     .map(|mv: &Move| (square_index(mv.from()).unwrap() as u8, square_index(mv.to()).unwrap() as u8, mv.kind()))
    ///     .collect();
    /// assert_eq!(indexed, expected);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn for_each_legal_move_indexed(&self, mut visit: impl FnMut(u8, u8, MoveKind)) {
        if self.third_occurrence_possible() {
            self.position.generate(&mut crate::movegen::Visit(|from, to, kind| {
                if !self.repeats_third_time(&crate::movegen::dense_move(from, to, kind)) {
                    visit(from, to, kind);
                }
            }));
        } else {
            self.position.generate(&mut crate::movegen::Visit(visit));
        }
    }

    /// Whether the side to move has a legal move: the early-exit query
    /// behind [`turn`](boardkit_core::Game::turn) and
    /// [`outcome`](Scirocco::outcome). Without a possible third occurrence
    /// it stops at the first piece that can move; otherwise at the first
    /// piece with a move that does not repeat a position a third time
    /// (nearly always the first piece: the list is never built).
    /// Asked only when the game is not over by material (every caller has
    /// just checked).
    fn has_legal_move(&self) -> bool {
        if !self.third_occurrence_possible() {
            return self.position.has_pseudo_legal_move_unended();
        }
        let mut probe =
            crate::movegen::FirstAccepted { accept: |mv: Move| !self.repeats_third_time(&mv), found: false };
        self.position.generate(&mut probe);
        probe.found
    }

    /// Plays a legal move, validated by generating the moving piece's moves
    /// only.
    ///
    /// # Errors
    ///
    /// [`PlayError`] saying why the move is not legal (see
    /// [`IllegalReason`]); the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        if self.position.material_end().is_some() {
            return Err(PlayError::Illegal { mv: *mv, reason: IllegalReason::GameOver });
        }
        let reason = if !self.position.is_pseudo_legal(mv) {
            self.position.refusal(mv)
        } else if self.repeats_third_time(mv) {
            IllegalReason::Repetition
        } else {
            self.apply(mv);
            return Ok(());
        };
        // A game lost by "no legal move" (stalemate, or every move repeating) is over too;
        // only worked out on this error path.
        let reason = if self.has_legal_move() { reason } else { IllegalReason::GameOver };
        Err(PlayError::Illegal { mv: *mv, reason })
    }

    /// Plays `mv` without checking it (engines): the history is kept.
    ///
    /// Contract (as [`Game::play_unchecked`](boardkit_core::Game::play_unchecked)):
    /// `mv` is legal here. Debug builds assert it; in release an illegal move
    /// gives an unspecified (but memory-safe) game.
    pub fn play_unchecked(&mut self, mv: &Move) {
        debug_assert!(
            self.position.material_end().is_none() && self.position.is_pseudo_legal(mv) && !self.repeats_third_time(mv),
            "play_unchecked({mv}): not a legal move of {}",
            self.position
        );
        self.apply(mv);
    }

    /// Plays a move known to be legal and records the new position.
    fn apply(&mut self, mv: &Move) {
        // A move removes only enemy pieces and moves one of its own, so it
        // captured exactly when the enemy's set changed (two set compares
        // instead of four piece counts: a search applies a move per node).
        let them = self.position.side_to_move().other();
        let enemy_before = self.position.occupancy(them);
        self.position.play_in_place(mv);
        let captured = self.position.occupancy(them) != enemy_before;
        if captured || mv.is_promotion() {
            self.history.clear();
            self.repeats = 0;
            self.seen = 0;
        }
        let hash = self.position.zobrist_hash();
        // A position recurs with the same side to move: only every other
        // entry can match.
        if self.seen & seen_bit(hash) != 0
            && self.history.len() >= 2
            && self.history.iter().rev().skip(1).step_by(2).any(|&h| h == hash)
        {
            self.repeats += 1;
        }
        self.history.push(hash);
        self.seen |= seen_bit(hash);
    }

    /// The same pieces with the other side to move, as if the side to move
    /// had passed, which the rules never allow: a search's null move, which
    /// asks how good a position is even without a move. The position hash
    /// and the move number change as after a move; the repetition history
    /// starts afresh at the passed position, so that no line through a pass
    /// counts as a repetition of a position before it.
    ///
    /// ```
    /// use boardkit_scirocco::Scirocco;
    ///
    /// let start = Scirocco::startpos();
    /// let mut passed = start.clone();
    /// passed.pass_for_search();
    /// assert_eq!(passed.position().side_to_move(), start.position().side_to_move().other());
    /// assert_ne!(passed.position().zobrist_hash(), start.position().zobrist_hash());
    /// passed.pass_for_search();
    /// assert_eq!(passed.position().zobrist_hash(), start.position().zobrist_hash());
    /// assert!(passed.position().pieces().eq(start.position().pieces()));
    /// ```
    pub fn pass_for_search(&mut self) {
        let position = &mut self.position;
        if position.side_to_move == Side::Tan {
            position.fullmove = position.fullmove.saturating_add(1);
        }
        position.side_to_move = position.side_to_move.other();
        position.hash ^= crate::zobrist::TAN_TO_MOVE;
        let hash = position.hash;
        self.history.clear();
        self.history.push(hash);
        self.repeats = 0;
        self.seen = seen_bit(hash);
    }

    /// How the game ended, or `None` while it goes on. Cheap: an early-exit
    /// "any legal move" query, no move list.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some((loser, reason)) = self.position.material_end() {
            return Some(Outcome { verdict: Verdict::Win(loser.other()), reason });
        }
        if !self.has_legal_move() {
            let loser = self.position.side_to_move();
            return Some(Outcome { verdict: Verdict::Win(loser.other()), reason: Reason::NoLegalMove });
        }
        None
    }

    /// Whether `mv` is a legal move here (generates the moving piece's moves only).
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.position.material_end().is_none() && self.position.is_pseudo_legal(mv) && !self.repeats_third_time(mv)
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
    type Reason = Reason;
    type PlayError = PlayError;

    fn players(&self) -> PlayerList<Side> {
        Side::ALL.into_iter().collect()
    }

    fn turn(&self) -> Turn<Side> {
        if self.position.material_end().is_none() && self.has_legal_move() {
            Turn::Player(self.position.side_to_move())
        } else {
            Turn::Over
        }
    }

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        self.generate_legal(moves);
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        Scirocco::play(self, mv)
    }

    fn play_unchecked(&mut self, mv: &Move) {
        Scirocco::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Scirocco::outcome(self)
    }

    fn is_legal(&self, mv: &Move) -> bool {
        Scirocco::is_legal(self, mv)
    }

    /// Always answers: [`is_legal`](Scirocco::is_legal) generates the moving
    /// piece's moves only.
    fn is_legal_cheaply(&self, mv: &Move) -> Option<bool> {
        Some(Scirocco::is_legal(self, mv))
    }

    /// The position's [`zobrist_hash`](Position::zobrist_hash): the pieces
    /// on their squares and the side to move (the repetition rule's
    /// sameness; the move number and the history are left out).
    fn position_hash(&self) -> u64 {
        self.position.zobrist_hash()
    }

    /// Captures (on the destination, by jumping, or without moving, as the
    /// Genie does) and promotions.
    fn is_tactical(&self, mv: &Move) -> bool {
        self.position.is_tactical_move(mv)
    }

    /// Capture-only generation (quiet destinations are masked out), then
    /// the repetition filter where it can apply.
    fn generate_tactical_moves(&self, moves: &mut Vec<Move>) {
        self.position.generate_tactical(moves);
        if self.third_occurrence_possible() {
            moves.retain(|mv| !self.repeats_third_time(mv));
        }
    }
}
