//! One game as front ends hold it: where it started, the moves played, the
//! current state, its record tags; typed moves, undo, position specs and
//! record texts.

use crate::record::{self, Notation, Record, RecordError, TagError, Tags};
use crate::text::{self, GameText, MoveError, SpecError};

/// A game in progress: a [`Record`] (start, moves, current state, tags)
/// with what a front end does to it: read it from a position spec or a
/// record text, play typed moves, take moves back, write it out.
///
/// Every move in a session was accepted by [`Game::play`](crate::Game::play),
/// so a session is always a legal game; a refused move or text changes
/// nothing.
///
/// # Examples
///
/// With Towers (crate `boardkit-towers`; `boardkit_core::text` has a
/// complete example with a small game of its own):
///
/// ```text
/// use boardkit_core::Session;
/// use boardkit_towers::Towers;
///
/// let mut session: Session<Towers> = Session::from_spec("startpos moves c1-c3")?;
/// session.play_text("d6-d4")?;
/// assert!(session.play_text("a1-a9").is_err()); // nothing changes
/// session.undo();
/// let text = session.record_text(Notation::Standard);
/// assert_eq!(Session::<Towers>::from_record_text(&text)?, session);
/// ```
#[derive(Clone, PartialEq, Debug)]
pub struct Session<G: GameText> {
    record: Record<G>,
}

impl<G: GameText> Session<G> {
    /// A session starting at `start`, no moves, no tags.
    pub fn new(start: G) -> Session<G> {
        Session { record: Record::new(start) }
    }

    /// A session at the game's default start (`startpos`).
    ///
    /// # Errors
    ///
    /// The game's [`TextError`](text::TextError) if it has no default start.
    pub fn startpos() -> Result<Session<G>, text::TextError> {
        G::start(None).map(Session::new)
    }

    /// A session from a position spec ([`text::read_spec_parts`]): the start
    /// is the position before `moves`, and the moves after it are the
    /// session's moves (so they can be taken back).
    ///
    /// # Errors
    ///
    /// [`SpecError`].
    pub fn from_spec(spec: &str) -> Result<Session<G>, SpecError> {
        let (start, moves, game) = text::read_spec_parts::<G>(spec)?;
        Ok(Session { record: Record { tags: Tags::default(), start, moves, game } })
    }

    /// A session from a record text of exactly one game
    /// ([`record::read_one`]).
    ///
    /// # Errors
    ///
    /// [`RecordError`], saying where the text is wrong.
    pub fn from_record_text(text: &str) -> Result<Session<G>, RecordError> {
        record::read_one(text).map(Session::from)
    }

    /// The record text of the session, moves in `notation`
    /// ([`record::write_with`]).
    pub fn record_text(&self, notation: Notation) -> String {
        record::write_with(&self.record, notation)
    }

    /// The position spec of the session: `startpos` when it started at the
    /// game's default start, else its start's text, then `moves` and the
    /// moves played in the standard notation. [`Session::from_spec`] reads
    /// it back to the same start, moves and state.
    pub fn spec(&self) -> String {
        let start = self.record.start();
        let mut spec = match G::start(None) {
            Ok(default) if default == *start => "startpos".to_string(),
            _ => start.to_string(),
        };
        if !self.record.moves().is_empty() {
            spec.push_str(" moves");
            for text in self.move_texts(Notation::Standard) {
                spec.push(' ');
                spec.push_str(&text);
            }
        }
        spec
    }

    /// Plays `mv` and appends it to the moves.
    ///
    /// # Errors
    ///
    /// The game's [`PlayError`](crate::Game::PlayError); nothing changes.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::PlayError> {
        self.record.play(mv)
    }

    /// Plays `mv` without checking it and appends it to the moves: for
    /// front ends that hold a move the game itself listed or picked for
    /// this very state ([`Game::generate_moves`](crate::Game::generate_moves),
    /// a playout's pick), where a second legality check would only cost
    /// time (a Python playout checks every ply otherwise).
    ///
    /// The contract is [`Game::play_unchecked`](crate::Game::play_unchecked)'s:
    /// `mv` is legal in the current state. An illegal move leaves the
    /// session unspecified (debug builds assert); use [`Session::play`]
    /// for moves from outside.
    pub fn play_unchecked(&mut self, mv: G::Move) {
        self.record.game.play_unchecked(&mv);
        self.record.moves.push(mv);
    }

    /// Reads `text` as a person types a move ([`GameText::read_move`]) and
    /// plays it; returns the move.
    ///
    /// # Errors
    ///
    /// [`MoveError`]: not a move, or not legal here; nothing changes.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MoveError> {
        let mut game = self.record.game().clone();
        let mv = text::play_text(&mut game, text)?;
        self.record.moves.push(mv.clone());
        self.record.game = game;
        Ok(mv)
    }

    /// Takes back the last move and returns it; `None` (and nothing
    /// changes) at the start.
    pub fn undo(&mut self) -> Option<G::Move> {
        let last = self.record.moves().last().cloned()?;
        self.record.truncate(self.record.moves().len() - 1);
        Some(last)
    }

    /// Keeps the first `plies` moves and drops the rest.
    pub fn truncate(&mut self, plies: usize) {
        self.record.truncate(plies);
    }

    /// The start state.
    pub fn start(&self) -> &G {
        self.record.start()
    }

    /// The moves played from the start, in order.
    pub fn moves(&self) -> &[G::Move] {
        self.record.moves()
    }

    /// The current state.
    pub fn game(&self) -> &G {
        self.record.game()
    }

    /// The last move with the state it was played from (for pictures that
    /// mark it), or `None` at the start.
    pub fn last(&self) -> Option<(G, &G::Move)> {
        self.played(self.record.moves().len().checked_sub(1)?)
    }

    /// The move at `index` (from 0) with the state it was played from, or
    /// `None` past the moves: for pictures that mark a move other than the
    /// last (a step before the die's throw that followed it).
    pub fn played(&self, index: usize) -> Option<(G, &G::Move)> {
        let moves = self.record.moves();
        let mv = moves.get(index)?;
        let mut game = self.record.start().clone();
        for earlier in &moves[..index] {
            // Every stored move was accepted by `play` from this very state.
            game.play_unchecked(earlier);
        }
        Some((game, mv))
    }

    /// The moves played, each written in `notation` in the state it was
    /// played from.
    pub fn move_texts(&self, notation: Notation) -> Vec<String> {
        let mut game = self.record.start().clone();
        self.record
            .moves()
            .iter()
            .map(|mv| {
                let text = game.write_move(mv, notation);
                game.play_unchecked(mv);
                text
            })
            .collect()
    }

    /// The informational record tags.
    pub fn tags(&self) -> &Tags {
        self.record.tags()
    }

    /// Sets an informational tag and returns its previous value (see
    /// [`Record::set_tag`]).
    ///
    /// # Errors
    ///
    /// [`TagError`] for a bad name or value or a reserved tag.
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<Option<String>, TagError> {
        self.record.set_tag(name, value)
    }

    /// Removes an informational tag and returns its value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.record.remove_tag(name)
    }

    /// The session as a record.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The session's record.
    pub fn into_record(self) -> Record<G> {
        self.record
    }
}

impl<G: GameText> From<Record<G>> for Session<G> {
    fn from(record: Record<G>) -> Session<G> {
        Session { record }
    }
}
