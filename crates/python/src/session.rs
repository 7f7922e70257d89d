//! A game as one Python object holds it: the core's
//! [`Session`](boardkit::core::Session) (start, moves, current state), with
//! what Python adds on top: the start text (what pickling replays, because
//! the state text of Scirocco and Towers does not carry the repetition
//! history), the player list, and the legal moves with their dense actions
//! listed once per state.
//!
//! Everything here is generic over [`Bridge`]; `lib.rs` wraps it in one
//! Python class per game.

use boardkit::core::record::Record;
use boardkit::core::{PlayerList, Playout, RandomSource, SplitMix64, Turn, perft, perft_divide, total_weight};

use boardkit::core::text::{MoveError, cut};

use crate::bridge::{Bridge, Numbered};

/// OpenSpiel's id of the chance player (`pyspiel.PlayerId.CHANCE`).
pub(crate) const CHANCE_PLAYER: i64 = -1;
/// OpenSpiel's id of the player at a finished game (`pyspiel.PlayerId.TERMINAL`).
pub(crate) const TERMINAL_PLAYER: i64 = -4;

/// Why a Python call was refused: becomes a `ValueError`.
pub(crate) type Refusal = String;

/// `text` cut for a message, as the text layer quotes input: its first 40
/// characters, `…` if it has more.
pub(crate) fn quote_plain(text: &str) -> String {
    boardkit::core::text::cut(text)
}

/// A game and how it got there.
#[derive(Clone, Debug)]
pub(crate) struct Session<G: Bridge> {
    /// The start, the moves played since and the current state.
    game: boardkit::core::Session<G>,
    /// The text that [`Bridge::parse`] turns into the start state with
    /// `options`: the state text alone loses what `from_text("startpos
    /// moves …")` played before the start.
    start_text: String,
    /// The options the start text is parsed with.
    options: G::Options,
    /// The players in seat order (they never change during a game), so that
    /// the player to move is found without listing them on every call.
    players: PlayerList<G::Player>,
    /// The legal moves of `state`, listed once per state.
    legal: Legal<G::Move>,
    /// A reused buffer for the games' chance pick path.
    outcomes: Vec<(G::Move, u32)>,
}

/// The legal moves of the current state and their actions: listed by the
/// first call that needs them (`legal_actions`, `legal_moves`), reused by
/// the next ones and by the move that follows, dropped by every move.
#[derive(Clone, Debug)]
struct Legal<M> {
    /// Whether `moves` and `actions` are the current state's.
    current: bool,
    /// The legal moves in the game's order.
    moves: Vec<M>,
    /// The dense action and the index in `moves` of each move, ascending
    /// by action.
    actions: Vec<Numbered>,
}

impl<M> Legal<M> {
    /// Nothing listed yet.
    fn new() -> Legal<M> {
        Legal { current: false, moves: Vec::new(), actions: Vec::new() }
    }
}

/// Sorts a list that comes nearly sorted: Scirocco lists its moves piece
/// by piece in square order, so only each piece's few destinations are out
/// of order, and an insertion sort is about linear there (a general sort
/// took an eighth of a Python playout's time). Long lists, which could be
/// far from sorted, get the general sort.
fn sort_nearly_sorted<T: Ord + Copy>(list: &mut [T]) {
    if list.len() > 256 {
        list.sort_unstable();
        return;
    }
    for end in 1..list.len() {
        let item = list[end];
        let mut place = end;
        while place > 0 && list[place - 1] > item {
            list[place] = list[place - 1];
            place -= 1;
        }
        list[place] = item;
    }
}

impl<G: Bridge> PartialEq for Session<G> {
    /// Equal when the states are equal (however they were reached).
    fn eq(&self, other: &Session<G>) -> bool {
        self.state() == other.state()
    }
}

impl<G: Bridge> Session<G> {
    /// A session that starts at `state`, which `start_text` read with
    /// `options` describes.
    fn starting(state: G, start_text: String, options: G::Options) -> Session<G> {
        Session {
            players: state.players(),
            game: boardkit::core::Session::new(state),
            start_text,
            options,
            legal: Legal::new(),
            outcomes: Vec::new(),
        }
    }

    /// A session that starts at `state`.
    pub(crate) fn new(state: G) -> Session<G> {
        let options = state.options();
        Session::with_options(state, options)
    }

    /// A session that starts at `state`, whose text is read with `options`
    /// (which the state does not give back itself: a variant's ini text).
    pub(crate) fn with_options(state: G, options: G::Options) -> Session<G> {
        let start_text = state.to_string();
        Session::starting(state, start_text, options)
    }

    /// A session that starts at the state `text` describes.
    pub(crate) fn from_text(text: &str, options: G::Options) -> Result<Session<G>, Refusal> {
        Ok(Session::starting(G::parse(text, options.clone())?, text.to_string(), options))
    }

    /// The session of a record: its start (written as the start's text)
    /// and its moves, each checked again.
    pub(crate) fn from_record(record: Record<G>) -> Result<Session<G>, Refusal> {
        let (_, start, moves) = record.into_parts();
        let mut session = Session::new(start);
        for mv in moves {
            session.play(mv)?;
        }
        Ok(session)
    }

    /// The session that [`restore_parts`](Session::restore_parts) describes.
    pub(crate) fn restore(start_text: &str, options: G::Options, moves: &[String]) -> Result<Session<G>, Refusal> {
        let mut session = Session::from_text(start_text, options)?;
        for (i, text) in moves.iter().enumerate() {
            session.play_text(text).map_err(|error| format!("move {} of the record: {error}", i + 1))?;
        }
        Ok(session)
    }

    /// The start text, the options and the move texts: enough to rebuild
    /// this session exactly (pickling).
    pub(crate) fn restore_parts(&self) -> (String, G::Options, Vec<String>) {
        (self.start_text.clone(), self.options.clone(), self.moves().iter().map(ToString::to_string).collect())
    }

    /// The options the game was started with (which no state text carries).
    pub(crate) fn options(&self) -> &G::Options {
        &self.options
    }

    /// The game as a record (no tags): the start state, the moves, the
    /// current state.
    pub(crate) fn record(&self) -> &Record<G> {
        self.game.record()
    }

    /// The current state.
    pub(crate) fn state(&self) -> &G {
        self.game.game()
    }

    /// The moves played since the start.
    pub(crate) fn moves(&self) -> &[G::Move] {
        self.game.moves()
    }

    /// The start text.
    pub(crate) fn start_text(&self) -> &str {
        &self.start_text
    }

    /// The players' names in seat order.
    pub(crate) fn players(&self) -> Vec<String> {
        self.players.iter().map(ToString::to_string).collect()
    }

    /// The index of `player` in `players()`.
    fn player_index(&self, player: G::Player) -> usize {
        self.players.iter().position(|&p| p == player).unwrap_or(usize::MAX)
    }

    /// The player to move as an index in `players()`, or `None`.
    pub(crate) fn turn(&self) -> Option<usize> {
        self.state().turn().player().map(|player| self.player_index(player))
    }

    /// The player to move, [`CHANCE_PLAYER`] or [`TERMINAL_PLAYER`].
    pub(crate) fn current_player(&self) -> i64 {
        match self.state().turn() {
            Turn::Player(player) => self.player_index(player) as i64,
            Turn::Chance => CHANCE_PLAYER,
            Turn::Over => TERMINAL_PLAYER,
        }
    }

    /// Whether a chance event is due.
    pub(crate) fn is_chance(&self) -> bool {
        matches!(self.state().turn(), Turn::Chance)
    }

    /// Whether the game is over.
    pub(crate) fn is_over(&self) -> bool {
        self.state().turn().is_over()
    }

    /// Lists the legal moves of the current state, unless they are listed.
    fn list_legal(&mut self) -> &Legal<G::Move> {
        let legal = &mut self.legal;
        if !legal.current {
            self.game.game().list_legal(&mut legal.moves, &mut legal.actions);
            // Most games list in an order that is already ascending.
            if !legal.actions.is_sorted() {
                sort_nearly_sorted(&mut legal.actions);
            }
            legal.current = true;
        }
        legal
    }

    /// The legal moves in the game's order.
    pub(crate) fn legal_moves(&mut self) -> &[G::Move] {
        &self.list_legal().moves
    }

    /// Plays a move text.
    pub(crate) fn play_text(&mut self, text: &str) -> Result<(), Refusal> {
        let mv = self.read_move(text)?;
        if let Some(listed) = self.listed(&mv) {
            self.play_legal(listed);
            return Ok(());
        }
        // Refused as the text layer says it: the text as typed, the move, the game's reason.
        if let Err(error) = self.game.play(mv.clone()) {
            let text = text.trim();
            let reason = self.state().refusal(&error);
            return Err(MoveError::Illegal { text: cut(text), standard: cut(&mv.to_string()), reason }.to_string());
        }
        self.legal.current = false;
        Ok(())
    }

    /// Plays a move; on a refusal the state is unchanged.
    pub(crate) fn play(&mut self, mv: G::Move) -> Result<(), Refusal> {
        if let Some(listed) = self.listed(&mv) {
            self.play_legal(listed);
        } else {
            self.game.play(mv).map_err(|error| error.to_string())?;
            self.legal.current = false;
        }
        Ok(())
    }

    /// The listed legal move equal to `mv`, if the legal moves are listed:
    /// the one to play, as the game made it (a move read from text may
    /// lack what the game's list knows, a variant's castling or en passant).
    fn listed(&self, mv: &G::Move) -> Option<G::Move> {
        if !self.legal.current {
            return None;
        }
        self.legal.moves.iter().find(|listed| *listed == mv).cloned()
    }

    /// Plays a move that the game itself listed or picked for this very
    /// state (`generate_moves`, `pick_move`, `pick_chance_outcome`): legal,
    /// which is `play_unchecked`'s contract, so it is not checked a second
    /// time. The listed legal moves are then stale.
    fn play_legal(&mut self, mv: G::Move) {
        self.game.play_unchecked(mv);
        self.legal.current = false;
    }

    /// The chance outcomes with their probabilities.
    pub(crate) fn chance_outcomes(&self) -> Vec<(String, f64)> {
        let outcomes = self.state().chance_outcomes();
        let total = total_weight(&outcomes) as f64;
        outcomes.iter().map(|(mv, weight)| (mv.to_string(), f64::from(*weight) / total)).collect()
    }

    /// The chance outcomes as chance actions with their probabilities.
    pub(crate) fn chance_actions(&self) -> Vec<(u64, f64)> {
        let outcomes = self.state().chance_outcomes();
        let total = total_weight(&outcomes) as f64;
        let mut actions: Vec<(u64, f64)> = outcomes
            .iter()
            .filter_map(|(mv, weight)| Some((self.state().encode(mv)?, f64::from(*weight) / total)))
            .collect();
        actions.sort_by_key(|&(action, _)| action);
        actions
    }

    /// Plays the chance outcome that the uniform number `u` in `[0, 1)`
    /// picks (inverse transform sampling over the outcomes' weights) and
    /// returns it.
    pub(crate) fn play_chance(&mut self, u: f64) -> Result<G::Move, Refusal> {
        if !(0.0..1.0).contains(&u) {
            return Err(format!("play_chance needs a number in [0, 1), not {u}"));
        }
        // The game's pick path (no outcome list for Sirocco's die), exact in
        // integers: the outcome whose cumulative weight passes u × total.
        let pick = |total: u64| ((u * total as f64) as u64).min(total.saturating_sub(1));
        let mv = self
            .game
            .game()
            .pick_chance_outcome(&mut self.outcomes, pick)
            .ok_or_else(|| "no chance event is due".to_string())?;
        self.play_legal(mv.clone());
        Ok(mv)
    }

    /// The winners (indices in `players()`) and the reason, once over.
    pub(crate) fn outcome(&self) -> Option<(Vec<usize>, String)> {
        let outcome = self.state().outcome()?;
        let winners = outcome.verdict.winners().iter().map(|&p| self.player_index(p)).collect();
        Some((winners, outcome.reason.to_string()))
    }

    /// The outcome as players read it (`Blue wins (royal captured)`).
    pub(crate) fn outcome_text(&self) -> Option<String> {
        self.state().outcome().map(|outcome| outcome.to_string())
    }

    /// The scores, for games that keep score.
    pub(crate) fn scores(&self) -> Option<Vec<i64>> {
        self.state().scores().map(|scores| scores.to_vec())
    }

    /// The legal moves as dense actions, ascending (player or chance
    /// actions by whose turn it is).
    pub(crate) fn legal_actions(&mut self) -> impl ExactSizeIterator<Item = u64> + '_ {
        self.list_legal().actions.iter().map(|numbered| numbered.action())
    }

    /// The move numbered `action` here.
    pub(crate) fn action_to_move(&self, action: u64) -> Result<G::Move, Refusal> {
        let state = self.state();
        state.decode(action).ok_or_else(|| {
            format!(
                "action {action} is no {} move here (player actions are 0..{}{})",
                G::CLASS,
                state.num_distinct_actions(),
                match state.max_chance_outcomes() {
                    0 => String::new(),
                    chance => format!(", chance actions 0..{chance}"),
                }
            )
        })
    }

    /// The dense number of a move text here.
    pub(crate) fn move_to_action(&self, text: &str) -> Result<u64, Refusal> {
        let mv = self.read_move(text)?;
        self.state().encode(&mv).ok_or_else(|| format!("`{}` has no action number in this state", cut(text.trim())))
    }

    /// Reads a move text in the current state with the text layer (every
    /// notation of the game), which says why a text is no move.
    fn read_move(&self, text: &str) -> Result<G::Move, Refusal> {
        let text = text.trim();
        self.state()
            .read_move(text)
            .map_err(|error| MoveError::Unreadable { text: cut(text), reason: error.reason().to_string() }.to_string())
    }

    /// Plays the move numbered `action`.
    pub(crate) fn play_action(&mut self, action: u64) -> Result<(), Refusal> {
        if self.legal.current {
            // Listed: the move is found by its number, no decoding, no check.
            let actions = &self.legal.actions;
            if let Ok(place) = actions.binary_search_by_key(&action, |numbered| numbered.action()) {
                let mv = self.legal.moves[actions[place].index()].clone();
                self.play_legal(mv);
                return Ok(());
            }
        }
        // Not listed (or not legal: the checked play says why).
        let mv = self.action_to_move(action)?;
        self.play(mv)
    }

    /// The observation tensor of `observer` (an index in `players()`).
    pub(crate) fn observation(&self, observer: usize) -> Result<Vec<f32>, Refusal> {
        let count = self.players.len();
        if observer >= count {
            return Err(format!("player {observer} is not in this {count}-player game"));
        }
        let state = self.state();
        let mut out = vec![0.0; state.observation_shape().iter().product()];
        state.observe(observer, &mut out);
        Ok(out)
    }

    /// Perft from the current state.
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        perft(self.state(), depth)
    }

    /// Perft divided by first move.
    pub(crate) fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(self.state(), depth).into_iter().map(|(mv, count)| (mv.to_string(), count)).collect()
    }

    /// The dense-action loop of `bench/playouts.py` with no Python in it:
    /// from SplitMix64(`seed`), at a chance turn [`play_chance`](Session::play_chance)
    /// with a uniform number in `[0, 1)`, at a player turn
    /// [`legal_actions`](Session::legal_actions), a uniform pick and
    /// [`play_action`](Session::play_action), until the game ends; returns
    /// the plies played. It measures what the native side of those calls
    /// costs, the Python list and calls aside.
    pub(crate) fn listed_playout(&mut self, seed: u64) -> u64 {
        let mut rng = SplitMix64::new(seed);
        let mut plies = 0;
        loop {
            let played = match self.state().turn() {
                Turn::Over => return plies,
                Turn::Chance => {
                    // 53 random bits: a uniform double in [0, 1).
                    let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                    self.play_chance(u).map(drop)
                }
                Turn::Player(_) => {
                    let actions = &self.list_legal().actions;
                    let pick = rng.below(actions.len() as u64) as usize;
                    match actions.get(pick) {
                        Some(&numbered) => self.play_action(numbered.action()),
                        None => return plies,
                    }
                }
            };
            if played.is_err() {
                return plies;
            }
            plies += 1;
        }
    }

    /// Plays random moves and chance outcomes (chance by its weights) until
    /// the game ends or `max_plies` were played; returns the plies played.
    pub(crate) fn random_playout(&mut self, seed: u64, max_plies: Option<u64>) -> u64 {
        let mut rng = SplitMix64::new(seed);
        // The core's playout mover (buffers reused, the games' fast pick
        // paths), with each move recorded for pickling. The mover draws from
        // the game's own lists, so its moves are played unchecked, as the
        // core's `Playout::run` plays them (a checked variant move looks for
        // the game's end and the move among the legal ones again).
        let mut mover = Playout::new();
        let mut plies = 0;
        while max_plies.is_none_or(|limit| plies < limit) {
            let Some(mv) = mover.random_move(self.state(), &mut rng) else { break };
            self.play_legal(mv);
            plies += 1;
        }
        plies
    }
}
