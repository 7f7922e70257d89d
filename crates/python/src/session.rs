//! A game as one Python object holds it: the current state, and the start
//! and the moves since (what pickling and records need, because the state
//! text of Scirocco and Towers does not carry the repetition history).
//!
//! Everything here is generic over [`Bridge`]; `lib.rs` wraps it in one
//! Python class per game.

use boardkit::core::{Playout, SplitMix64, Turn, perft, perft_divide, total_weight};

use crate::bridge::{Bridge, player_index};

/// OpenSpiel's id of the chance player (`pyspiel.PlayerId.CHANCE`).
pub(crate) const CHANCE_PLAYER: i64 = -1;
/// OpenSpiel's id of the player at a finished game (`pyspiel.PlayerId.TERMINAL`).
pub(crate) const TERMINAL_PLAYER: i64 = -4;

/// Why a Python call was refused: becomes a `ValueError`.
pub(crate) type Refusal = String;

/// A game and how it got there.
#[derive(Clone, Debug)]
pub(crate) struct Session<G: Bridge> {
    /// The text that [`Bridge::parse`] turns into the start state.
    start_text: String,
    /// The options it is parsed with.
    options: G::Options,
    /// The moves played since the start, in order.
    moves: Vec<G::Move>,
    /// The current state.
    state: G,
    /// A reused move buffer, so that `legal_actions` does not allocate one
    /// per call.
    buffer: Vec<G::Move>,
    /// Whether `buffer` holds exactly the legal moves of `state` (set by
    /// `legal_actions`, cleared by every move): a move found there needs no
    /// second check.
    buffer_is_current: bool,
}

impl<G: Bridge> PartialEq for Session<G> {
    /// Equal when the states are equal (however they were reached).
    fn eq(&self, other: &Session<G>) -> bool {
        self.state == other.state
    }
}

impl<G: Bridge> Session<G> {
    /// A session that starts at `state`.
    pub(crate) fn new(state: G) -> Session<G> {
        Session {
            start_text: state.to_string(),
            options: state.options(),
            moves: Vec::new(),
            state,
            buffer: Vec::new(),
            buffer_is_current: false,
        }
    }

    /// A session that starts at the state `text` describes.
    pub(crate) fn from_text(text: &str, options: G::Options) -> Result<Session<G>, Refusal> {
        let state = G::parse(text, options)?;
        Ok(Session {
            start_text: text.to_string(),
            options,
            moves: Vec::new(),
            state,
            buffer: Vec::new(),
            buffer_is_current: false,
        })
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
        (self.start_text.clone(), self.options, self.moves.iter().map(ToString::to_string).collect())
    }

    /// The current state.
    pub(crate) fn state(&self) -> &G {
        &self.state
    }

    /// The moves played since the start.
    pub(crate) fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The start text.
    pub(crate) fn start_text(&self) -> &str {
        &self.start_text
    }

    /// The players' names in seat order.
    pub(crate) fn players(&self) -> Vec<String> {
        self.state.players().iter().map(ToString::to_string).collect()
    }

    /// The player to move as an index in `players()`, or `None`.
    pub(crate) fn turn(&self) -> Option<usize> {
        self.state.turn().player().map(|player| player_index(&self.state, player))
    }

    /// The player to move, [`CHANCE_PLAYER`] or [`TERMINAL_PLAYER`].
    pub(crate) fn current_player(&self) -> i64 {
        match self.state.turn() {
            Turn::Player(player) => player_index(&self.state, player) as i64,
            Turn::Chance => CHANCE_PLAYER,
            Turn::Over => TERMINAL_PLAYER,
        }
    }

    /// Whether a chance event is due.
    pub(crate) fn is_chance(&self) -> bool {
        matches!(self.state.turn(), Turn::Chance)
    }

    /// Whether the game is over.
    pub(crate) fn is_over(&self) -> bool {
        self.state.turn().is_over()
    }

    /// The legal move texts in the game's order.
    pub(crate) fn legal_moves(&mut self) -> Vec<String> {
        self.state.generate_moves(&mut self.buffer);
        self.buffer_is_current = true;
        self.buffer.iter().map(ToString::to_string).collect()
    }

    /// Plays a move text.
    pub(crate) fn play_text(&mut self, text: &str) -> Result<(), Refusal> {
        let mv: G::Move = text.parse().map_err(|error| format!("`{text}` is not a {} move: {error}", G::CLASS))?;
        self.play(mv)
    }

    /// Plays a move; on a refusal the state is unchanged.
    pub(crate) fn play(&mut self, mv: G::Move) -> Result<(), Refusal> {
        if self.buffer_is_current && self.buffer.contains(&mv) {
            // Listed by generate_moves for this very state: legal, which is
            // play_unchecked's contract.
            self.state.play_unchecked(&mv);
        } else {
            self.state.play(&mv).map_err(|error| error.to_string())?;
        }
        self.buffer_is_current = false;
        self.moves.push(mv);
        Ok(())
    }

    /// The chance outcomes with their probabilities.
    pub(crate) fn chance_outcomes(&self) -> Vec<(String, f64)> {
        let outcomes = self.state.chance_outcomes();
        let total = total_weight(&outcomes) as f64;
        outcomes.iter().map(|(mv, weight)| (mv.to_string(), f64::from(*weight) / total)).collect()
    }

    /// The chance outcomes as chance actions with their probabilities.
    pub(crate) fn chance_actions(&self) -> Vec<(u64, f64)> {
        let outcomes = self.state.chance_outcomes();
        let total = total_weight(&outcomes) as f64;
        let mut actions: Vec<(u64, f64)> = outcomes
            .iter()
            .filter_map(|(mv, weight)| Some((self.state.encode(mv)?, f64::from(*weight) / total)))
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
        let outcomes = self.state.chance_outcomes();
        let total = total_weight(&outcomes);
        if total == 0 {
            return Err("no chance event is due".to_string());
        }
        // Exact in integers: the outcome whose cumulative weight passes u × total.
        let mut pick = ((u * total as f64) as u64).min(total - 1);
        for (mv, weight) in outcomes {
            let weight = u64::from(weight);
            if pick < weight {
                self.play(mv.clone())?;
                return Ok(mv);
            }
            pick -= weight;
        }
        Err("no chance event is due".to_string())
    }

    /// The winners (indices in `players()`) and the reason, once over.
    pub(crate) fn outcome(&self) -> Option<(Vec<usize>, String)> {
        let outcome = self.state.outcome()?;
        let winners = outcome.verdict.winners().iter().map(|&p| player_index(&self.state, p)).collect();
        Some((winners, outcome.reason.to_string()))
    }

    /// The outcome as players read it (`Blue wins (royal captured)`).
    pub(crate) fn outcome_text(&self) -> Option<String> {
        self.state.outcome().map(|outcome| outcome.to_string())
    }

    /// The scores, for games that keep score.
    pub(crate) fn scores(&self) -> Option<Vec<i64>> {
        self.state.scores().map(|scores| scores.to_vec())
    }

    /// The legal moves as dense actions, ascending (player or chance
    /// actions by whose turn it is).
    pub(crate) fn legal_actions(&mut self) -> Vec<u64> {
        self.state.generate_moves(&mut self.buffer);
        self.buffer_is_current = true;
        let mut actions = Vec::with_capacity(self.buffer.len());
        self.state.encode_moves(&self.buffer, &mut actions);
        // Most games generate in an order that is already ascending.
        if !actions.is_sorted() {
            actions.sort_unstable();
        }
        actions
    }

    /// The move numbered `action` here.
    pub(crate) fn action_to_move(&self, action: u64) -> Result<G::Move, Refusal> {
        self.state.decode(action).ok_or_else(|| {
            format!(
                "action {action} is no {} move here (player actions are 0..{}{})",
                G::CLASS,
                self.state.num_distinct_actions(),
                match self.state.max_chance_outcomes() {
                    0 => String::new(),
                    chance => format!(", chance actions 0..{chance}"),
                }
            )
        })
    }

    /// The dense number of a move text here.
    pub(crate) fn move_to_action(&self, text: &str) -> Result<u64, Refusal> {
        let mv: G::Move = text.parse().map_err(|error| format!("`{text}` is not a {} move: {error}", G::CLASS))?;
        self.state.encode(&mv).ok_or_else(|| format!("`{text}` has no action number in this state"))
    }

    /// Plays the move numbered `action`.
    pub(crate) fn play_action(&mut self, action: u64) -> Result<(), Refusal> {
        let mv = self.action_to_move(action)?;
        self.play(mv)
    }

    /// The observation tensor of `observer` (an index in `players()`).
    pub(crate) fn observation(&self, observer: usize) -> Result<Vec<f32>, Refusal> {
        let count = self.state.players().len();
        if observer >= count {
            return Err(format!("player {observer} is not in this {count}-player game"));
        }
        let mut out = vec![0.0; self.state.observation_shape().iter().product()];
        self.state.observe(observer, &mut out);
        Ok(out)
    }

    /// Perft from the current state.
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        perft(&self.state, depth)
    }

    /// Perft divided by first move.
    pub(crate) fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(&self.state, depth).into_iter().map(|(mv, count)| (mv.to_string(), count)).collect()
    }

    /// Plays random moves and chance outcomes (chance by its weights) until
    /// the game ends or `max_plies` were played; returns the plies played.
    pub(crate) fn random_playout(&mut self, seed: u64, max_plies: Option<u64>) -> u64 {
        let mut rng = SplitMix64::new(seed);
        // The core's playout mover (buffers reused, the games' fast pick
        // paths), with each move recorded for pickling.
        let mut mover = Playout::new();
        let mut plies = 0;
        while max_plies.is_none_or(|limit| plies < limit) {
            let Some(mv) = mover.random_move(&self.state, &mut rng) else { break };
            if self.play(mv).is_err() {
                break;
            }
            plies += 1;
        }
        plies
    }
}
