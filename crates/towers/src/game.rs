//! [`Towers`]: a game state with its rules, history and outcome.

use core::fmt;

use arrayvec::ArrayVec;
use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};
use boardkit_geometry::Square;

use crate::board::{Board, Effect, MoveRef, Reach, code};
use crate::{Config, Move, MoveList, Recipients, Side};

/// The rule that ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Reason {
    /// The winner ended a move on the loser's back row.
    BackRow,
    /// The loser has no ball left on the board.
    NoBalls,
    /// The same position (pieces, balls, side to move) occurred for the third
    /// time. An addition to the original sheet; see
    /// [`Config::repetition_draw`].
    Repetition,
    /// The optional ply limit was reached ([`Config::ply_limit`]).
    PlyLimit,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::BackRow => "a piece reached the opponent's back row",
            Reason::NoBalls => "the loser has no balls left",
            Reason::Repetition => "third occurrence of a position",
            Reason::PlyLimit => "ply limit reached",
        })
    }
}

/// Why [`Towers::play`](Game::play) refused an action. The state is then
/// unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// A square of the action is outside this board, which runs from a1 to
    /// `last`.
    #[error("{square} is not on the board (a1 to {last})")]
    OffBoard {
        /// The square outside the board.
        square: Square,
        /// The board's last square (its top-right corner: `f6` on 6×6).
        last: Square,
    },
    /// No piece stands on the acting square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The acting piece belongs to the opponent.
    #[error("the piece on {0} belongs to the opponent")]
    NotYourPiece(Square),
    /// The acting piece has no balls, so it can only receive.
    #[error("the piece on {0} has no balls and cannot act")]
    NoBalls(Square),
    /// The two squares are not on one rank or file, or are the same.
    #[error("{from} and {to} are not two squares on one rank or file")]
    NotOrthogonal {
        /// The acting piece.
        from: Square,
        /// The other square.
        to: Square,
    },
    /// A move or capture over the wrong distance: it must be exactly the
    /// piece's number of balls.
    #[error(
        "the piece on {from} has {}, so it acts exactly {} away, not {distance}",
        counted(*.balls, "ball"),
        counted(*.balls, "square")
    )]
    WrongDistance {
        /// The acting piece.
        from: Square,
        /// Its balls.
        balls: u8,
        /// The distance asked for.
        distance: u8,
    },
    /// A square passed over, or the destination of a move, is occupied.
    #[error("the way from {from} to {to} is not clear")]
    Blocked {
        /// The acting piece.
        from: Square,
        /// The destination or target.
        to: Square,
    },
    /// The capture target is not an enemy piece with at least one ball.
    #[error("{0} is not an enemy piece with balls")]
    NotCapturable(Square),
    /// A share recipient is not another piece of the side to move.
    #[error("{0} is not another piece of the side to move")]
    BadRecipient(Square),
    /// A share must name exactly min(n, k) recipients.
    #[error("this share must give to exactly {expected} pieces, not {found}")]
    RecipientCount {
        /// min(balls, other pieces).
        expected: usize,
        /// Recipients named.
        found: usize,
    },
}

/// `1 ball`, `2 balls`: a count with its noun, for messages.
fn counted(count: u8, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        _ => format!("{count} {noun}s"),
    }
}

/// A piece: its side and its balls.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece.
    pub side: Side,
    /// How many balls it carries (0: it can only receive in a share).
    pub balls: u8,
}

/// An action checked against the position, in the board's packed squares.
pub(crate) enum Checked {
    Move(u8, u8),
    Capture(u8, u8),
    Share(u8, ArrayVec<u8, 16>),
}

impl Checked {
    pub(crate) fn as_ref(&self) -> MoveRef<'_> {
        match self {
            Checked::Move(from, to) => MoveRef::Move(*from, *to),
            Checked::Capture(from, target) => MoveRef::Capture(*from, *target),
            Checked::Share(from, recipients) => MoveRef::Share(*from, recipients),
        }
    }
}

/// Turns a board action into the public [`Move`].
pub(crate) fn to_action(action: MoveRef<'_>) -> Move {
    match action {
        MoveRef::Move(from, to) => Move::Step { from: Square::from_index(from), to: Square::from_index(to) },
        MoveRef::Capture(from, target) => {
            Move::Capture { from: Square::from_index(from), target: Square::from_index(target) }
        }
        MoveRef::Share(from, recipients) => Move::Share {
            from: Square::from_index(from),
            recipients: Recipients::from_sorted(recipients.iter().map(|&s| Square::from_index(s)).collect()),
        },
    }
}

/// The end of the game, if any, right after an action with `effect` left
/// `board` (the opponent of the mover to move), with the new position seen
/// `seen` times and `ply` plies played.
pub(crate) fn end_after(
    board: &Board,
    effect: Effect,
    seen: usize,
    ply: u32,
    config: &Config,
) -> Option<Outcome<Side, Reason>> {
    let mover = board.to_move.opponent();
    if effect.reached_back_row {
        return Some(Outcome { verdict: Verdict::Win(mover), reason: Reason::BackRow });
    }
    if board.on_board[board.to_move.index()] == 0 {
        return Some(Outcome { verdict: Verdict::Win(mover), reason: Reason::NoBalls });
    }
    if config.repetition_draw() && seen >= 3 {
        return Some(Outcome { verdict: Verdict::Draw, reason: Reason::Repetition });
    }
    if config.ply_limit().is_some_and(|limit| ply >= limit) {
        return Some(Outcome { verdict: Verdict::Draw, reason: Reason::PlyLimit });
    }
    None
}

/// A game of Towers: the position (pieces, balls, side to move, ball
/// accounting), the rules ([`Config`]), the ply count, the positions seen
/// since balls last left the board (for the repetition draw) and the outcome.
///
/// See the [crate documentation](crate) for the rules.
///
/// # Equality
///
/// Two states are equal when everything that decides the rest of the game
/// is equal: the position, the config, the ply count and the repetition
/// record. Two states with the same position text but different histories
/// therefore can differ (the text keeps only how often the current position
/// occurred; see [the text format](crate#position-text)).
///
/// # Examples
///
/// ```
/// use boardkit_core::Game;
/// use boardkit_towers::{Move, Side, Towers};
///
/// let mut game = Towers::startpos();
/// game.play(&"c1-c3".parse()?)?;
/// game.play(&"a6>b6,f6".parse()?)?;
/// assert_eq!(game.piece_at("c3".parse()?).map(|p| p.balls), Some(2));
/// assert_eq!(game.piece_at("b6".parse()?).map(|p| p.balls), Some(3));
/// assert_eq!(game.side_to_move(), Side::White);
/// assert!(game.play(&"c3-c4".parse()?).is_err()); // 2 balls: exactly 2 squares
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Copy-make without allocation
///
/// The repetition record is a `Vec`; [`Clone::clone_from`] copies it into
/// the target's buffer, so `child.clone_from(&parent)` followed by
/// [`play_unchecked`](Game::play_unchecked) allocates nothing once the child
/// has held a record that long.
#[derive(PartialEq, Eq)]
pub struct Towers {
    pub(crate) config: Config,
    pub(crate) board: Board,
    pub(crate) ply: u32,
    /// Hashes of the positions since balls last left the board, the current
    /// one last. Positions before that can never occur again, because the
    /// balls on the board never increase.
    pub(crate) history: Vec<u64>,
    /// Earlier occurrences of one position that are not in `history`: a
    /// position text says how often its position was seen, not when.
    pub(crate) prior: (u64, usize),
    pub(crate) outcome: Option<Outcome<Side, Reason>>,
}

impl Clone for Towers {
    fn clone(&self) -> Towers {
        Towers {
            config: self.config,
            board: self.board,
            ply: self.ply,
            history: self.history.clone(),
            prior: self.prior,
            outcome: self.outcome.clone(),
        }
    }

    /// Field-wise, so the history is copied into `self`'s buffer.
    fn clone_from(&mut self, source: &Towers) {
        self.config = source.config;
        self.board = source.board;
        self.ply = source.ply;
        self.history.clone_from(&source.history);
        self.prior = source.prior;
        self.outcome.clone_from(&source.outcome);
    }
}

impl Towers {
    /// The start position of `config`: every square of each back row holds a
    /// piece of that side with [`Config::balls`] balls; White to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_towers::{Config, Towers};
    /// let game = Towers::with_config(Config::new(3, 4, 1)?);
    /// assert_eq!(game.to_string(), "B1B1B1/.../.../W1W1W1 w balls 1 captured 0 0 lost 0 0 ply 0 seen 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// (`with_*` in every game: the start on a custom setup, as
    /// `Sirocco::with_board`.)
    pub fn with_config(config: Config) -> Towers {
        let mut board = Board::empty(config.width(), config.height());
        for file in 0..config.width() {
            board.put(file, Side::White, config.balls());
            board.put((config.height() - 1) << 4 | file, Side::Brown, config.balls());
        }
        Towers::from_parts(config, board, 0, 1)
    }

    /// Builds a state whose current position was seen `seen` times, deriving
    /// its outcome (used by [`Towers::with_config`] and the text parser, which has
    /// checked the parts).
    pub(crate) fn from_parts(config: Config, mut board: Board, ply: u32, seen: usize) -> Towers {
        board.hash = board.compute_hash();
        let mover = board.to_move.opponent();
        let on_back_row =
            board.pieces[mover.index()].iter().any(|square| square >> 4 == board.back_rank(mover.opponent()));
        let effect = Effect { reached_back_row: on_back_row, irreversible: false };
        let outcome = end_after(&board, effect, seen, ply, &config);
        Towers { config, board, ply, history: vec![board.hash], prior: (board.hash, seen.saturating_sub(1)), outcome }
    }

    /// The default game: 6 × 6, 2 balls per piece, White to move.
    pub fn startpos() -> Towers {
        Towers::with_config(Config::default())
    }

    /// The rules of this game.
    pub fn config(&self) -> Config {
        self.config
    }

    /// The side whose turn it is (or would be, once the game is over).
    pub fn side_to_move(&self) -> Side {
        self.board.to_move
    }

    /// Plies (actions) played since the start position, or since the
    /// position text was written.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        let hash = self.board.hash;
        let earlier = if self.prior.0 == hash { self.prior.1 } else { 0 };
        // Saturating: with the repetition draw off, a text may say the
        // position was already seen `usize::MAX` times.
        earlier.saturating_add(self.history.iter().filter(|&&seen| seen == hash).count())
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let index = square.index();
        if !self.board.contains(index) {
            return None;
        }
        let balls = self.board.balls[usize::from(index)];
        match self.board.owner[usize::from(index)] {
            1 => Some(Piece { side: Side::White, balls }),
            2 => Some(Piece { side: Side::Brown, balls }),
            _ => None,
        }
    }

    /// The pieces of `side` with their balls, in square order (rank, then
    /// file).
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (Square, u8)> + '_ {
        self.board.pieces[side.index()]
            .iter()
            .map(|square| (Square::from_index(square), self.board.balls[usize::from(square)]))
    }

    /// Balls of `side` on the board.
    pub fn balls_on_board(&self, side: Side) -> u16 {
        self.board.on_board[side.index()]
    }

    /// Balls of `side` removed by the opponent's captures.
    pub fn captured(&self, side: Side) -> u16 {
        self.board.captured[side.index()]
    }

    /// Balls of `side` lost because it shared more balls than it had other
    /// pieces.
    pub fn lost(&self, side: Side) -> u16 {
        self.board.lost[side.index()]
    }

    /// A board diagram for people: ranks from the top down with their
    /// numbers, `W<n>` / `B<n>` for pieces with n balls, `.` for empty
    /// squares, file letters underneath, then whose turn it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_towers::{Config, Towers};
    /// let game = Towers::with_config(Config::new(3, 3, 1)?);
    /// assert_eq!(game.diagram(), " 3  B1  B1  B1\n 2   .   .   .\n 1  W1  W1  W1\n     a   b   c\nWhite to move\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagram(&self) -> String {
        use core::fmt::Write;
        let board = &self.board;
        let mut out = String::new();
        for rank in (0..board.height).rev() {
            let _ = write!(out, "{:>2}", rank + 1);
            for file in 0..board.width {
                let square = usize::from(rank << 4 | file);
                let cell = match board.owner[square] {
                    1 => format!("W{}", board.balls[square]),
                    2 => format!("B{}", board.balls[square]),
                    _ => ".".to_string(),
                };
                let _ = write!(out, "{cell:>4}");
            }
            out.push('\n');
        }
        out.push_str("  ");
        for file in 0..board.width {
            let _ = write!(out, "{:>4}", char::from(b'a' + file));
        }
        out.push('\n');
        match &self.outcome {
            Some(outcome) => {
                let _ = writeln!(out, "{outcome}");
            }
            None => {
                let _ = writeln!(out, "{} to move", board.to_move);
            }
        }
        out
    }

    /// The number of legal actions, without listing them: shares are counted
    /// with binomial coefficients. 0 when the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_towers::Towers;
    /// let game = Towers::startpos();
    /// // 6 moves two squares forward, and 6 pieces × C(5, 2) = 60 shares.
    /// assert_eq!(game.count_actions(), 66);
    /// assert_eq!(game.count_actions(), game.legal_moves().len() as u64);
    /// ```
    pub fn count_actions(&self) -> u64 {
        match self.outcome {
            Some(_) => 0,
            None => self.board.count_actions(),
        }
    }

    /// Clears `list` and fills it with the legal actions, reusing its
    /// capacity. The order is fixed: piece by piece in square order (rank,
    /// then file); for each piece its move or capture to the north, east,
    /// south and west, then its shares.
    pub fn legal_actions_into(&self, list: &mut MoveList) {
        list.clear();
        if self.outcome.is_none() {
            self.board.for_each_action(|action| list.push(to_action(action)));
        }
    }

    /// The legal actions' texts, sorted as strings: what the `inspect`
    /// command prints, one per line.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_towers::Towers;
    /// let texts = Towers::startpos().sorted_action_texts();
    /// assert_eq!(texts[0], "a1-a3");
    /// assert_eq!(texts.len(), 66);
    /// ```
    pub fn sorted_action_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = self.legal_moves().iter().map(ToString::to_string).collect();
        texts.sort();
        texts
    }

    /// Checks `action` against the rules, and says why it is illegal.
    ///
    /// # Errors
    ///
    /// The [`PlayError`] that [`play`](Game::play) would give.
    pub fn check(&self, action: &Move) -> Result<(), PlayError> {
        self.validate(action).map(|_| ())
    }

    pub(crate) fn validate(&self, action: &Move) -> Result<Checked, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let board = &self.board;
        let from_square = action.from();
        let from = from_square.index();
        let off_board = |square: Square| PlayError::OffBoard {
            square,
            last: Square::from_index(((board.height - 1) << 4) | (board.width - 1)),
        };
        if !board.contains(from) {
            return Err(off_board(from_square));
        }
        let side = board.to_move;
        match board.owner[usize::from(from)] {
            0 => return Err(PlayError::NoPiece(from_square)),
            owner if owner != code(side) => return Err(PlayError::NotYourPiece(from_square)),
            _ => {}
        }
        let balls = board.balls[usize::from(from)];
        if balls == 0 {
            return Err(PlayError::NoBalls(from_square));
        }
        match action {
            Move::Step { to, .. } | Move::Capture { target: to, .. } => {
                let to_index = to.index();
                if !board.contains(to_index) {
                    return Err(off_board(*to));
                }
                let (dir, distance) =
                    line(from_square, *to).ok_or(PlayError::NotOrthogonal { from: from_square, to: *to })?;
                if distance != balls {
                    return Err(PlayError::WrongDistance { from: from_square, balls, distance });
                }
                let reach = board.reach(from, dir, balls);
                match (action, reach) {
                    (Move::Step { .. }, Reach::Move(end)) if end == to_index => Ok(Checked::Move(from, end)),
                    (Move::Capture { .. }, Reach::Capture(end)) if end == to_index => Ok(Checked::Capture(from, end)),
                    (Move::Capture { .. }, _)
                        if board.owner[usize::from(to_index)] != code(side.opponent())
                            || board.balls[usize::from(to_index)] == 0 =>
                    {
                        Err(PlayError::NotCapturable(*to))
                    }
                    _ => Err(PlayError::Blocked { from: from_square, to: *to }),
                }
            }
            Move::Share { recipients: given, .. } => {
                let mut recipients = ArrayVec::new();
                for &square in given.squares() {
                    let index = square.index();
                    if index == from || !board.contains(index) || board.owner[usize::from(index)] != code(side) {
                        return Err(PlayError::BadRecipient(square));
                    }
                    recipients.push(index);
                }
                let expected = usize::from(balls).min(usize::from(board.width) - 1);
                if recipients.len() != expected {
                    return Err(PlayError::RecipientCount { expected, found: recipients.len() });
                }
                Ok(Checked::Share(from, recipients))
            }
        }
    }

    /// The action in the board's packed squares, not checked (the caller
    /// knows it is legal).
    fn unchecked(action: &Move) -> Checked {
        match action {
            Move::Step { from, to } => Checked::Move(from.index(), to.index()),
            Move::Capture { from, target } => Checked::Capture(from.index(), target.index()),
            Move::Share { from, recipients } => {
                Checked::Share(from.index(), recipients.squares().iter().map(|s| s.index()).collect())
            }
        }
    }

    /// Applies a checked action: passes the turn, updates the repetition
    /// record and the outcome.
    fn apply(&mut self, checked: &Checked) {
        let effect = self.board.apply(checked.as_ref());
        self.ply = self.ply.saturating_add(1);
        if effect.irreversible {
            self.history.clear();
            self.prior.1 = 0;
        }
        self.history.push(self.board.hash);
        let seen = self.repetitions();
        self.outcome = end_after(&self.board, effect, seen, self.ply, &self.config);
    }
}

/// The direction index (north, east, south, west) and distance from `from`
/// to `to`, when they are two different squares on one rank or file.
fn line(from: Square, to: Square) -> Option<(usize, u8)> {
    let (ff, fr) = (from.file().index(), from.rank().index());
    let (tf, tr) = (to.file().index(), to.rank().index());
    match (ff == tf, fr == tr) {
        (true, false) if tr > fr => Some((0, tr - fr)),
        (true, false) => Some((2, fr - tr)),
        (false, true) if tf > ff => Some((1, tf - ff)),
        (false, true) => Some((3, ff - tf)),
        _ => None,
    }
}

impl Default for Towers {
    /// [`Towers::startpos`].
    fn default() -> Towers {
        Towers::startpos()
    }
}

impl fmt::Debug for Towers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Towers({self})")
    }
}

impl Game for Towers {
    type Player = Side;
    type Move = Move;
    type Reason = Reason;
    type PlayError = PlayError;

    fn players(&self) -> PlayerList<Side> {
        Side::ALL.into_iter().collect()
    }

    fn turn(&self) -> Turn<Side> {
        match self.outcome {
            Some(_) => Turn::Over,
            None => Turn::Player(self.board.to_move),
        }
    }

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_none() {
            self.board.for_each_action(|action| moves.push(to_action(action)));
        }
    }

    fn play(&mut self, action: &Move) -> Result<(), PlayError> {
        let checked = self.validate(action)?;
        self.apply(&checked);
        Ok(())
    }

    fn play_unchecked(&mut self, action: &Move) {
        debug_assert!(self.validate(action).is_ok(), "play_unchecked({action}): not a legal action of {self}");
        self.apply(&Towers::unchecked(action));
    }

    /// The board's Zobrist hash: every piece with its balls on its square,
    /// and the side to move (the ply count, ball accounting and repetition
    /// record are left out).
    fn position_hash(&self) -> u64 {
        self.board.hash
    }

    /// Captures.
    fn is_tactical(&self, action: &Move) -> bool {
        matches!(action, Move::Capture { .. })
    }

    /// Capture-only generation.
    fn generate_tactical_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_none() {
            self.board.for_each_capture(|from, target| moves.push(to_action(MoveRef::Capture(from, target))));
        }
    }

    fn outcome(&self) -> Option<Outcome<Side, Reason>> {
        self.outcome.clone()
    }

    fn is_legal(&self, action: &Move) -> bool {
        self.validate(action).is_ok()
    }

    /// Always answers: [`is_legal`](Game::is_legal) checks the one action
    /// against the board.
    fn is_legal_cheaply(&self, action: &Move) -> Option<bool> {
        Some(self.is_legal(action))
    }
}

#[cfg(test)]
mod tests {
    use boardkit_core::{SplitMix64, random_move};

    use super::*;

    #[test]
    fn the_incremental_hash_equals_the_full_hash() {
        for seed in 0..40 {
            let config = Config::new(2 + (seed % 7) as u8, 3 + (seed % 5) as u8, 1 + (seed % 3) as u8).unwrap();
            let mut game = Towers::with_config(config);
            let mut rng = SplitMix64::new(seed);
            while let Some(action) = random_move(&game, &mut rng) {
                game.play(&action).unwrap();
                assert_eq!(game.board.hash, game.board.compute_hash(), "{game}");
            }
        }
    }

    #[test]
    fn transpositions_reach_the_same_position_and_hash() {
        let play = |texts: &[&str]| {
            let mut game = Towers::startpos();
            for text in texts {
                game.play(&text.parse().unwrap()).unwrap();
            }
            game
        };
        let one = play(&["a1-a3", "a6-a4", "b1-b3"]);
        let two = play(&["b1-b3", "a6-a4", "a1-a3"]);
        assert_eq!(one.to_string(), two.to_string());
        assert_eq!(one.board, two.board);
        assert_ne!(play(&["a1-a3", "a6-a4"]).board.hash, play(&["a1-a3", "b6-b4"]).board.hash);
    }
}
