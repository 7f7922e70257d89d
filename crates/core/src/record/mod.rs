//! Game records: a PGN-like text for a whole game of any boardkit game,
//! with its tags, start position, moves and result.
//!
//! ```text
//! [Game "Towers"]
//! [Event "Club night"]
//! [Config "6x6 balls 2"]
//! [Termination "royal captured"]
//!
//! 1. c1-c3 d6>a6,b6 2. c3xc6 ... 1-0
//! ```
//!
//! - [`Record`]: a start state, the moves played from it and the
//!   informational tags (`Event`, `Site`, `Date`, `Round`, players' names,
//!   anything else); the current state is kept replayed.
//! - [`write()`] / [`write_with`]: the canonical text of a record.
//! - [`Reader`] (streaming over any [`BufRead`](std::io::BufRead)),
//!   [`read`] (every game of a text) and [`read_one`] (exactly one game):
//!   reading replays every move and checks the result, so a record that
//!   reads is a legal game.
//! - [`GameText`]: what a game crate supplies — the `Game` tag's value,
//!   its start-position tags, move numbers and move tokens, among the rest
//!   of its texts. Scirocco, Sirocco and Towers implement it in their
//!   `record` modules.
//! - [`Session`](crate::Session): a record with typed moves, undo and
//!   position specs on top, for front ends.
//!
//! # Syntax
//!
//! ```ebnf
//! file     = { blank } { game { blank } } ;
//! game     = tag { tag } { blank } movetext ;
//! tag      = "[" name " " value "]" newline ;        (* one a line; spaces around allowed *)
//! name     = letter { letter | digit | "_" } ;
//! value    = '"' { char | '\"' | '\\' } '"' ;
//! movetext = { number | move | comment } result ;  (* separated by whitespace, lines free *)
//! number   = digits "." | digits "..." ;            (* checked against the ply *)
//! move     = the game's move token ;               (* Sirocco `roll 3`, Scirocco `Gu c3-c4`: two words *)
//! comment  = "{" { any but "}" } "}" | ";" { any } newline ;
//! result   = "1-0" | "0-1" | "1/2-1/2" | "*" | "end" ;
//! ```
//!
//! Tags are read in any order; each appears at most once. `Game` is
//! required and must name the game being read. A game's start-position tags
//! (always including `Position`, the state text) describe where it begins;
//! without them it begins at the game's default start. After the tags come
//! the moves, each checked by replaying it (so every move must be legal
//! where it stands), then the result token, which must agree with the
//! replayed game:
//!
//! - `*`: the game is not over;
//! - two players: `1-0` the first player (in seat order) won, `0-1` the
//!   second, `1/2-1/2` a draw or a shared win;
//! - more players: `end`, with the winners in the `Winners` tag.
//!
//! A game whose notation can spell `1-0`, `0-1`, `1/2-1/2` or `end` as a
//! move (a Sirocco board with points named `1` and `0`) stays readable: in a
//! game not over, such a word that is a legal move is the move, since those
//! results only follow a finished game, where no move is legal.
//!
//! The result tags are checked too when present: `Termination` (the rule
//! that ended the game, as the game's end reason displays it, e.g.
//! `royal captured`), `Winners` (for games with scores or more than two
//! players: the winners' names in seat order, `, `-separated, or `none`)
//! and `Scores` (for games with scores: `South-West 12, North-East 21` in
//! seat order, the scores after the last move, also for an unfinished game).
//!
//! Move numbers are optional: `12.` before a ply that starts move 12,
//! `12...` before any other ply of move 12 (see [`MoveNumber`]); when
//! present they must fit. Comments are skipped. A game ends at its result
//! token; after it only comments may follow on that line. The next game
//! starts with its tags, usually after a blank line. A reader never panics
//! and never loops: truncated input, garbage and bytes that are not UTF-8
//! are errors ([`RecordError`]) with a line, a column and the ply.
//!
//! # Canonical form
//!
//! [`write()`] emits the tags in a fixed order — `Game`, `Event`, `Site`,
//! `Date`, `Round`, the other informational tags sorted by name, the game's
//! start-position tags (in the game's order), `Termination`, `Winners`,
//! `Scores` — then a blank line and the movetext: every ply's number where
//! a move starts (and `n...` before the first ply if it does not start a
//! move), the moves in the game's notation, the result token, lines under 80
//! columns, and a final newline. No comments. Reading canonical text and
//! writing it again gives the same text, and writing a record and reading
//! it gives the same record.
//!
//! # Examples
//!
//! Every game reads and writes the same way. With Towers (crate
//! `boardkit-towers`; this is its `record` module's runnable example, and
//! `boardkit_scirocco::record` and `boardkit_sirocco::record` have one each):
//!
//! ```text
//! use boardkit_core::record::{self, Record};
//! use boardkit_towers::{Config, Towers};
//!
//! let mut game = Record::new(Towers::with_config(Config::new(4, 5, 1)?));
//! game.set_tag("White", "Ada")?;
//! game.play("a1-a2".parse()?)?;
//! game.play("d5-d4".parse()?)?;
//! let text = record::write(&game);
//! assert_eq!(text, "[Game \"Towers\"]\n[White \"Ada\"]\n[Config \"4x5 balls 1\"]\n\n1. a1-a2 d5-d4 *\n");
//! let again: Record<Towers> = record::read_one(&text)?;
//! assert_eq!(again, game);
//! ```
//!
//! Reading a large file game by game, whatever its size:
//!
//! ```text
//! let file = std::io::BufReader::new(std::fs::File::open("games.record")?);
//! for game in record::Reader::<Towers, _>::new(file) {
//!     let game = game?; // a RecordError says where: "line 7, column 12, ply 23: ..."
//!     println!("{} plies, {:?}", game.moves().len(), game.game().outcome());
//! }
//! ```

mod error;
mod reader;
mod tags;
mod writer;

pub use error::{ErrorKind, RecordError, TagError};
pub use reader::{MAX_LINE_BYTES, Reader, game_name, read, read_one, read_one_from};
pub use tags::Tags;
pub use writer::{result_tags, result_token, write, write_with};

use crate::text::GameText;

/// The result tags, written from the game itself; [`Record::set_tag`]
/// refuses them (and `Game` and the game's start-position tags).
pub const RESULT_TAGS: [&str; 3] = ["Termination", "Winners", "Scores"];

/// Which move notation a writer uses, for games that have more than one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Notation {
    /// The move's [`Display`](core::fmt::Display) text (Scirocco `e3e4`).
    #[default]
    Standard,
    /// A game's readable notation where it has one (Scirocco `P e3-e4`); the
    /// standard one for the others.
    Readable,
}

/// The move number of a ply: which move it belongs to and whether it starts
/// that move (`12.` is written before it) or continues it (`12...`).
///
/// Two-player games number like chess (Blue's or White's ply starts each
/// move); Sirocco numbers rounds (the first seat's throw starts each).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveNumber {
    /// The move's number.
    pub number: u64,
    /// Whether this ply is the move's first.
    pub starts: bool,
}

impl core::fmt::Display for MoveNumber {
    /// `12.` for a starting ply, `12...` for another.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}{}", self.number, if self.starts { "." } else { "..." })
    }
}

/// A start-position tag that is wrong, as a game's
/// [`GameText::from_setup_tags`] reports it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SetupError {
    /// The tag at fault (one of [`GameText::SETUP_TAGS`]).
    pub tag: &'static str,
    /// Why.
    pub message: String,
}

/// A game as a record: where it started, the moves played since, and the
/// informational tags. The current state is kept up to date.
///
/// Every move in a record was accepted by [`Game::play`](crate::Game::play), so a record is
/// always a legal game.
///
/// # Equality
///
/// Two records are equal when their tags, start states and moves are.
#[derive(Clone, PartialEq, Debug)]
pub struct Record<G: GameText> {
    pub(crate) tags: Tags,
    pub(crate) start: G,
    pub(crate) moves: Vec<G::Move>,
    pub(crate) game: G,
}

impl<G: GameText> Record<G> {
    /// A record of a game starting at `start`, no moves, no tags.
    ///
    /// A start state is written as its start-position tags, so what those
    /// tags do not carry (a Scirocco or Towers repetition history) is not
    /// kept: start from a fresh state (a start position, or one read from
    /// text) for writing and reading to give back the same record.
    pub fn new(start: G) -> Record<G> {
        Record { tags: Tags::default(), game: start.clone(), start, moves: Vec::new() }
    }

    /// Plays `mv` in the current state and appends it to the moves.
    ///
    /// # Errors
    ///
    /// The game's [`PlayError`](crate::Game::PlayError) when `mv` is not legal;
    /// the record is unchanged.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::PlayError> {
        self.game.play(&mv)?;
        self.moves.push(mv);
        Ok(())
    }

    /// Keeps the first `plies` moves and drops the rest (an undo); the
    /// current state is replayed from the start.
    pub fn truncate(&mut self, plies: usize) {
        if plies >= self.moves.len() {
            return;
        }
        self.moves.truncate(plies);
        let mut game = self.start.clone();
        for mv in &self.moves {
            // Every stored move was accepted by `play` from this very state.
            let replayed = game.play(mv);
            debug_assert!(replayed.is_ok(), "a recorded move did not replay");
        }
        self.game = game;
    }

    /// The start state.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The moves played from the start, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The current state: the start with every move played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The informational tags.
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// Sets an informational tag (`Event`, `Site`, `Date`, `Round`, the
    /// players' names, anything else) and returns its previous value.
    ///
    /// # Errors
    ///
    /// [`TagError`] for a name that is not a tag name, a value with a line
    /// break, or a tag written from the game itself (`Game`, the game's
    /// start-position tags, [`RESULT_TAGS`]).
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<Option<String>, TagError> {
        if name == "Game" || RESULT_TAGS.contains(&name) || G::SETUP_TAGS.contains(&name) {
            return Err(TagError::Reserved(name.to_string()));
        }
        tags::check_name(name)?;
        if value.chars().any(char::is_control) {
            return Err(TagError::BadValue);
        }
        Ok(self.tags.insert(name, value))
    }

    /// Removes an informational tag and returns its value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.tags.remove(name)
    }

    /// The record's parts: the tags, the start and the moves.
    pub fn into_parts(self) -> (Tags, G, Vec<G::Move>) {
        (self.tags, self.start, self.moves)
    }
}
