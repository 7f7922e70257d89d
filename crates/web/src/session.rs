//! One game being played: its start, the moves so far, who the computer
//! plays, and the view the API answers with.

use std::sync::{Arc, Mutex, PoisonError};

use boardkit::core::record::{Notation, Record};
use boardkit::core::{Session as GameSession, SplitMix64, Turn, random_move};
use boardkit_players::{Bot, Strength};
use serde::Serialize;

use crate::error::ApiError;
use crate::games::{Spot, UiMove, WebGame};

/// The most moves one game may have: it keeps a game's memory bounded (far
/// beyond any real game: the games' own draw rules end them sooner).
pub const MAX_PLIES: usize = 5_000;

/// How a game ended, as the API shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OutcomeView {
    /// In words: `Blue wins (royal captured)`.
    pub text: String,
    /// The rule that ended the game.
    pub reason: String,
    /// The winners' names (empty for a draw).
    pub winners: Vec<String>,
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    /// The player's name (`Blue`, `South-West`, `White`).
    pub name: String,
    /// Whether the computer plays it.
    pub computer: bool,
}

/// One move of the game so far.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayedView {
    /// The move in the game's notation (what `POST /moves` takes).
    #[serde(rename = "move")]
    pub text: String,
    /// The move as the move list writes it (Scirocco: the readable notation).
    pub notation: String,
    /// Who made it: a player's name, or `chance` for a die throw.
    pub by: String,
}

/// Everything the page (or a tool) needs to show and play a game: the
/// `GET /api/games/{id}` answer. Documented field by field in docs/web.md.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The game's id.
    pub id: String,
    /// `scirocco`, `sirocco` or `towers`.
    pub game: &'static str,
    /// The state text (the game's `Display`).
    pub state: String,
    /// The player to move, `chance` when a die is due, `over` at the end.
    pub turn: String,
    /// Who acts next: the player to move, or at a chance turn the player the
    /// die is thrown for (null when over, or when chance is nobody's).
    pub to_move: Option<String>,
    /// The face the player to move has thrown (Sirocco), or null.
    pub die: Option<u8>,
    /// The legal moves in the game's notation, sorted.
    pub legal_moves: Vec<String>,
    /// How the game ended, or null.
    pub outcome: Option<OutcomeView>,
    /// The scores in seat order, for games that keep score.
    pub scores: Option<Vec<i64>>,
    /// The picture of the state, the last move marked.
    pub svg: String,
    /// The game record so far (text, moves in the readable notation where
    /// the game has one).
    pub record: String,
    /// The seats in turn order.
    pub players: Vec<SeatView>,
    /// The computer's strength.
    pub strength: String,
    /// The moves so far.
    pub history: Vec<PlayedView>,
    /// How to make each legal move with the mouse (same moves as `legal_moves`).
    pub moves: Vec<UiMove>,
    /// The clickable places of `svg`.
    pub spots: Vec<Spot>,
    /// Counts every change to the game (moves, undo), so that a client can
    /// tell a stale view.
    pub version: u64,
}

/// An earlier position of a game, for looking through it:
/// `GET /api/games/{id}/positions/{ply}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PositionView {
    /// How many moves from the start (0: the start).
    pub ply: usize,
    /// How many moves the game has.
    pub plies: usize,
    /// The state text there.
    pub state: String,
    /// Who was to move there (`chance`, `over` as in the view).
    pub turn: String,
    /// The move that led there (as the move list writes it), or null at the start.
    pub notation: Option<String>,
    /// The picture there, that move marked.
    pub svg: String,
}

/// What `POST /computer` has to do.
pub enum Job {
    /// Nothing to think about: it is done (a die was thrown).
    Done(Box<View>),
    /// A search to run off the async threads, then to play with [`Table::play_text`]
    /// if the game is still at `version`.
    Think {
        /// The game's version when the search started.
        version: u64,
        /// The search: gives the chosen move's text.
        search: Box<dyn FnOnce() -> Option<String> + Send>,
    },
}

/// A game of any kind, behind one object-safe face (the store holds these).
pub trait Table: Send + Sync {
    /// The view of the game (its id given by the store).
    fn view(&self, id: &str) -> View;
    /// The current version (see [`View::version`]).
    fn version(&self) -> u64;
    /// Plays a move given as text.
    ///
    /// # Errors
    ///
    /// [`ApiError::Refused`] when it is not a legal move now; the game is unchanged.
    fn play_text(&mut self, text: &str) -> Result<(), ApiError>;
    /// Takes back the last move, and then the computer's moves and die throws
    /// before it, back to the last state where a human seat was to move.
    ///
    /// # Errors
    ///
    /// [`ApiError::Refused`] when no move has been played.
    fn undo(&mut self) -> Result<(), ApiError>;
    /// What the computer does for the side to move.
    ///
    /// # Errors
    ///
    /// [`ApiError::Refused`] when the game is over.
    fn computer_job(&mut self, id: &str) -> Result<Job, ApiError>;
    /// The game record so far.
    fn record(&self) -> String;
    /// The position after the first `ply` moves.
    ///
    /// # Errors
    ///
    /// [`ApiError::NoSuchPly`] past the last move.
    fn position(&self, ply: usize) -> Result<PositionView, ApiError>;
}

/// The `turn` field: the player to move, `chance` or `over`.
fn turn_text<G: WebGame>(game: &G) -> String
where
    G::Move: Send + Sync,
    G::Player: Send + Sync,
{
    match game.turn() {
        Turn::Player(player) => player.to_string(),
        Turn::Chance => "chance".to_string(),
        Turn::Over => "over".to_string(),
    }
}

/// A game of `G` at the table: the game itself (start, moves, current
/// state, record tags) is the core's [`GameSession`]; this adds who the
/// computer plays, its strength, the die and the version.
pub struct Session<G: WebGame>
where
    G::Move: Send + Sync,
    G::Player: Send + Sync,
{
    /// The game: start, moves, current state, tags.
    game: GameSession<G>,
    /// The state before the last move (for marking it), if there is one.
    before: Option<G>,
    /// The seats the computer plays.
    computer: Vec<G::Player>,
    strength: Strength,
    /// The computer player, built at the first computer move and kept for
    /// the game (its transposition table carries over from move to move).
    /// A search runs off the async threads, so it holds the player through
    /// this lock; one game searches one move at a time.
    computer_player: Arc<Mutex<Option<G::Computer>>>,
    /// The die.
    dice: SplitMix64,
    version: u64,
}

impl<G: WebGame> Session<G>
where
    G::Move: Send + Sync,
    G::Player: Send + Sync,
{
    /// `game` at the table, the computer playing the seats named in
    /// `computer` (names, codes or numbers, as [`GameText::read_player`](boardkit::core::text::GameText::read_player) reads them).
    ///
    /// # Errors
    ///
    /// [`ApiError::BadRequest`] when a name is not a seat of the game, or
    /// the game has more than [`MAX_PLIES`] moves.
    pub fn new(
        game: GameSession<G>,
        computer: &[String],
        strength: Strength,
        seed: u64,
    ) -> Result<Session<G>, ApiError> {
        if game.moves().len() > MAX_PLIES {
            return Err(ApiError::BadRequest(format!(
                "the position has {} moves, more than {MAX_PLIES}",
                game.moves().len()
            )));
        }
        let mut seats = Vec::new();
        let state = game.game();
        for name in computer {
            let seat = state.read_player(name).ok_or_else(|| {
                let names: Vec<String> = state.players().iter().map(ToString::to_string).collect();
                ApiError::BadRequest(format!("{name:?} is not a player of this game (players: {})", names.join(", ")))
            })?;
            if !seats.contains(&seat) {
                seats.push(seat);
            }
        }
        let before = game.last().map(|(before, _)| before);
        Ok(Session {
            game,
            before,
            computer: seats,
            strength,
            computer_player: Arc::new(Mutex::new(None)),
            dice: SplitMix64::new(seed),
            version: 0,
        })
    }

    /// A game that continues `record` (its start, moves and informational tags).
    ///
    /// # Errors
    ///
    /// As [`Session::new`].
    pub fn from_record(
        record: Record<G>,
        computer: &[String],
        strength: Strength,
        seed: u64,
    ) -> Result<Session<G>, ApiError> {
        if record.moves().len() > MAX_PLIES {
            let moves = record.moves().len();
            return Err(ApiError::BadRequest(format!("the record has {moves} moves, more than {MAX_PLIES}")));
        }
        Session::new(GameSession::from(record), computer, strength, seed)
    }

    /// The seat whose side the board is seen from: the first human seat.
    fn viewer(&self) -> Option<G::Player> {
        self.game.game().players().iter().copied().find(|player| !self.computer.contains(player))
    }

    /// Refuses a move past the most one game may have.
    fn check_room(&self) -> Result<(), ApiError> {
        if self.game.moves().len() >= MAX_PLIES {
            return Err(ApiError::Refused(format!(
                "the game has reached {MAX_PLIES} moves, the most one game may have"
            )));
        }
        Ok(())
    }

    fn push(&mut self, mv: G::Move) -> Result<(), ApiError> {
        self.check_room()?;
        let before = self.game.game().clone();
        self.game.play(mv).map_err(|error| ApiError::Refused(before.refusal(&error)))?;
        self.moved(before);
        Ok(())
    }

    /// Notes a move just played from `before`.
    fn moved(&mut self, before: G) {
        self.before = Some(before);
        self.version += 1;
    }

    fn is_human_turn(state: &G, computer: &[G::Player]) -> bool {
        matches!(state.turn(), Turn::Player(player) if !computer.contains(&player))
    }
}

impl<G: WebGame> Table for Session<G>
where
    G::Move: Send + Sync,
    G::Player: Send + Sync,
{
    fn view(&self, id: &str) -> View {
        let game = self.game.game();
        let legal: Vec<G::Move> = game.legal_moves();
        let mut legal_moves: Vec<String> = legal.iter().map(ToString::to_string).collect();
        legal_moves.sort();
        let moves = legal.iter().map(|mv| game.ui_move(mv)).collect();
        let turn = turn_text(game);
        let outcome = game.outcome().map(|outcome| OutcomeView {
            text: outcome.to_string(),
            reason: outcome.reason.to_string(),
            winners: outcome.verdict.winners().iter().map(ToString::to_string).collect(),
        });
        let mut history = Vec::with_capacity(self.game.moves().len());
        let mut replay = self.game.start().clone();
        for mv in self.game.moves() {
            let by = replay.turn().player().map_or_else(|| "chance".to_string(), |player| player.to_string());
            let notation = replay.write_move(mv, Notation::Readable);
            history.push(PlayedView { text: mv.to_string(), notation, by });
            if replay.play(mv).is_err() {
                break; // cannot happen: every stored move was played from this very state
            }
        }
        let viewer = self.viewer();
        let last = self.before.as_ref().zip(self.game.moves().last());
        View {
            id: id.to_string(),
            game: G::API_NAME,
            state: game.to_string(),
            turn,
            to_move: match game.turn() {
                Turn::Player(player) => Some(player.to_string()),
                Turn::Chance => game.chance_for().map(|player| player.to_string()),
                Turn::Over => None,
            },
            die: game.die(),
            legal_moves,
            outcome,
            scores: game.scores().map(|scores| scores.to_vec()),
            svg: game.picture(last, viewer),
            record: self.record(),
            players: game
                .players()
                .iter()
                .map(|player| SeatView { name: player.to_string(), computer: self.computer.contains(player) })
                .collect(),
            strength: self.strength.to_string(),
            history,
            moves,
            spots: game.spots(viewer),
            version: self.version,
        }
    }

    fn version(&self) -> u64 {
        self.version
    }

    fn position(&self, ply: usize) -> Result<PositionView, ApiError> {
        let moves = self.game.moves();
        let plies = moves.len();
        if ply > plies {
            return Err(ApiError::NoSuchPly { ply, plies });
        }
        let mut state = self.game.start().clone();
        let mut before = None;
        for mv in &moves[..ply] {
            let previous = state.clone();
            state.play(mv).map_err(|error| ApiError::Internal(format!("replaying the game failed: {error}")))?;
            before = Some(previous);
        }
        let last = before.as_ref().zip(ply.checked_sub(1).and_then(|index| moves.get(index)));
        Ok(PositionView {
            ply,
            plies,
            state: state.to_string(),
            turn: turn_text(&state),
            notation: last.map(|(before, mv)| before.write_move(mv, Notation::Readable)),
            svg: state.picture(last, self.viewer()),
        })
    }

    fn record(&self) -> String {
        self.game.record_text(Notation::Readable)
    }

    fn play_text(&mut self, text: &str) -> Result<(), ApiError> {
        if self.game.game().turn().is_over() {
            return Err(ApiError::Refused("the game is over".into()));
        }
        self.check_room()?;
        let before = self.game.game().clone();
        // The text layer reads every notation and says why a text is refused.
        self.game.play_text(text).map_err(|error| ApiError::Refused(error.to_string()))?;
        self.moved(before);
        Ok(())
    }

    fn undo(&mut self) -> Result<(), ApiError> {
        let moves = self.game.moves();
        if moves.is_empty() {
            return Err(ApiError::Refused("no move to take back".into()));
        }
        // Replay from the start: states are not stored per move, so a long
        // game costs its moves' memory only.
        let mut keep = moves.len() - 1;
        let mut states = Vec::with_capacity(moves.len());
        let mut replay = self.game.start().clone();
        states.push(replay.clone());
        for mv in &moves[..keep] {
            replay.play(mv).map_err(|error| ApiError::Internal(format!("replaying the game failed: {error}")))?;
            states.push(replay.clone());
        }
        while keep > 0 && !Self::is_human_turn(&states[keep], &self.computer) {
            keep -= 1;
        }
        self.game.truncate(keep);
        self.before = keep.checked_sub(1).map(|previous| states[previous].clone());
        self.version += 1;
        Ok(())
    }

    fn computer_job(&mut self, id: &str) -> Result<Job, ApiError> {
        match self.game.game().turn() {
            Turn::Over => Err(ApiError::Refused("the game is over".into())),
            Turn::Chance => {
                let throw = random_move(self.game.game(), &mut self.dice)
                    .ok_or_else(|| ApiError::Internal("a chance turn without outcomes".into()))?;
                self.push(throw)?;
                Ok(Job::Done(Box::new(self.view(id))))
            }
            Turn::Player(_) => {
                let state = self.game.game().clone();
                let strength = self.strength;
                let player = Arc::clone(&self.computer_player);
                Ok(Job::Think {
                    version: self.version,
                    search: Box::new(move || {
                        // A search that panicked leaves at worst a player in
                        // the middle of a search, which the next one restarts.
                        let mut slot = player.lock().unwrap_or_else(PoisonError::into_inner);
                        let player = slot.get_or_insert_with(|| G::computer(strength));
                        player.choose(&state).map(|mv| mv.to_string())
                    }),
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use boardkit::core::RandomSource;
    use boardkit::scirocco::Scirocco;

    use super::*;

    /// A legal Scirocco record of `plies` moves: Kings and Wazirs walking
    /// at random without ever capturing (the third repetition of a position
    /// is not a legal move, so the game never ends).
    fn long_record(plies: usize) -> Record<Scirocco> {
        let pieces = |game: &Scirocco| game.position().to_fen().chars().filter(char::is_ascii_alphabetic).count();
        let start = Scirocco::from_fen("k8w/10/10/10/10/10/10/10/10/W8K b").expect("a position");
        let mut record = Record::new(start);
        let mut rng = SplitMix64::new(7);
        while record.moves().len() < plies {
            let game = record.game();
            let quiet: Vec<_> = game
                .legal_moves()
                .iter()
                .copied()
                .filter(|mv| {
                    let mut next = game.clone();
                    next.play(mv).is_ok() && pieces(&next) == pieces(game) && next.outcome().is_none()
                })
                .collect();
            let pick = quiet[usize::try_from(rng.below(quiet.len() as u64)).expect("small")];
            record.play(pick).expect("a legal move");
        }
        record
    }

    /// A record of exactly the most moves a game may have continues; one
    /// move longer is refused as a bad request, and a game at the limit
    /// takes no further move.
    #[test]
    fn a_record_may_have_the_most_moves_and_no_more() {
        let record = long_record(MAX_PLIES + 1);
        let mut at_limit = record.clone();
        at_limit.truncate(MAX_PLIES);
        let last = record.moves()[MAX_PLIES];
        let mut session = match Session::from_record(at_limit, &[], Strength::Quick, 1) {
            Ok(session) => session,
            Err(error) => panic!("{MAX_PLIES} moves are allowed: {error}"),
        };
        assert!(matches!(session.push(last), Err(ApiError::Refused(_))), "the limit holds for a new move");
        match Session::from_record(record, &[], Strength::Quick, 1) {
            Err(ApiError::BadRequest(message)) => {
                assert_eq!(message, format!("the record has {} moves, more than {MAX_PLIES}", MAX_PLIES + 1));
            }
            Err(other) => panic!("refused for another reason: {other}"),
            Ok(_) => panic!("{} moves accepted", MAX_PLIES + 1),
        }
    }

    /// A game builds its computer player at the first computer move and
    /// keeps it: the second move is thought by the same player (marked
    /// here by limits no strength has), not by a new one.
    #[test]
    fn a_game_keeps_its_computer_player_between_moves() {
        use boardkit::towers::Towers;
        use boardkit_players::Limits;

        let seats = ["White".to_string(), "Brown".to_string()];
        let mut session =
            Session::new(GameSession::new(Towers::startpos()), &seats, Strength::Quick, 3).expect("a session");
        let slot = Arc::clone(&session.computer_player);
        assert!(slot.lock().expect("not poisoned").is_none(), "no player before the first computer move");
        let think = |session: &mut Session<Towers>| {
            let Ok(Job::Think { search, .. }) = session.computer_job("t") else { panic!("a search") };
            let choice = search().expect("a move");
            session.play_text(&choice).expect("the computer's move is legal");
        };
        think(&mut session);
        let marked = Limits::depth(2).with_nodes(777);
        slot.lock().expect("not poisoned").as_mut().expect("built at the first move").set_limits(marked);
        think(&mut session);
        let kept = slot.lock().expect("not poisoned").as_ref().expect("kept").limits();
        assert_eq!(kept, marked, "the second move was thought by the same player");
    }
}
