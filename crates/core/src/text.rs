//! The text layer: everything a front end reads and writes of a game, in one
//! trait that each game implements once.
//!
//! A person types moves (`e3e4`, `P e3-e4`, `roll 3`, `a1>b1,c1`), positions
//! (`startpos`, `startpos:3`, a state text, then optionally `moves m1 m2 …`)
//! and player names (`Blue`, `b`, `2`); a program writes moves in each of
//! the game's notations, records with tags, and messages that say what is
//! wrong. [`GameText`] is what a game supplies for all of that; the rest of
//! this module (and [`Session`] and
//! [`record`]) is written once on top of it, so a command
//! line, a web page, a Python binding and an engine protocol all read the
//! same texts the same way and refuse them with the same words.
//!
//! - [`GameText`]: the game's name, its record tags, how its moves are read
//!   and written, how a state and a start are read, how players are named,
//!   and a short description of its notation for `help` texts.
//! - [`read_spec`] / [`read_spec_parts`]: a position spec
//!   (`startpos [moves …]`, `startpos:N [moves …]`, `<state text> [moves …]`)
//!   to a state, every move checked; [`SpecError`] says which part is wrong.
//! - [`play_text`]: reads a typed move and plays it; [`MoveError`] says
//!   whether the text is not a move or the move is not legal.
//! - [`cut`]: at most [`QUOTE_CHARS`] characters of an input, for messages.
//!   Every error of this layer quotes input through it, so a 60,000-character
//!   bad move gives a message of a line, not of 60 KB.
//! - [`TextSession`] and [`Catalog`]: "any game" for front ends that choose
//!   the game at run time. A front end registers each game with one line
//!   (`catalog.register::<MyGame>()`) and from then on opens, plays, undoes
//!   and saves games of it by name, through a trait object.
//!
//! # Errors say the reason
//!
//! A game's [`GameText::read_move`], [`GameText::read_state`] and
//! [`GameText::refusal`] give the reason only ([`TextError`], a `String`):
//! `expected a square name like a1 at byte 3`, not ``bad move `a1x`: …``.
//! The layer puts the input in front, cut, once: ``bad move `a1x`: expected
//! …``, ``move 2: illegal move `a1-a5`: …``, ``bad Towers position: …``.
//! No front end strips prefixes from error strings.
//!
//! # Adding a game
//!
//! A new game implements [`Game`] (its rules) and [`GameText`] (its texts);
//! everything in this module, [`Session`], the records of
//! [`record`] and every front end that holds a [`Catalog`]
//! then serve it. Most of [`GameText`] has defaults built on the game's
//! [`Display`](core::fmt::Display) and [`FromStr`](core::str::FromStr)
//! texts: a game whose moves and states read and write through those needs
//! only its name, its start, its record tags and its move numbers.
//!
//! # Examples
//!
//! A pile of counters, each player takes one or two; the whole text layer
//! from a few lines:
//!
//! ```
//! use std::fmt;
//! use std::str::FromStr;
//!
//! use boardkit_core::record::{MoveNumber, SetupError, Tags};
//! use boardkit_core::text::{self, Catalog, GameText, MoveError, SpecError, TextError};
//! use boardkit_core::{Game, Outcome, PlayerList, Session, Turn, Verdict};
//!
//! #[derive(Clone, PartialEq, Debug)]
//! struct Pile { counters: u8, to_move: u8 }
//!
//! #[derive(Debug, thiserror::Error)]
//! #[error("only 1 or 2 counters, and no more than are left, may be taken")]
//! struct CannotTake;
//!
//! impl fmt::Display for Pile {
//!     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
//!         write!(f, "{} p{}", self.counters, self.to_move)
//!     }
//! }
//!
//! impl FromStr for Pile {
//!     type Err = &'static str;
//!     fn from_str(text: &str) -> Result<Pile, &'static str> {
//!         let (counters, player) = text.split_once(" p").ok_or("expected `<counters> p<player>`")?;
//!         let counters = counters.parse().map_err(|_| "the count is not a number")?;
//!         let to_move = player.parse().ok().filter(|&p: &u8| p < 2).ok_or("the player is p0 or p1")?;
//!         Ok(Pile { counters, to_move })
//!     }
//! }
//!
//! impl Game for Pile {
//!     type Player = u8;
//!     type Move = u8;
//!     type Reason = &'static str;
//!     type PlayError = CannotTake;
//!     fn players(&self) -> PlayerList<u8> { [0, 1].into_iter().collect() }
//!     fn turn(&self) -> Turn<u8> { if self.counters == 0 { Turn::Over } else { Turn::Player(self.to_move) } }
//!     fn generate_moves(&self, moves: &mut Vec<u8>) {
//!         moves.clear();
//!         moves.extend(1..=self.counters.min(2));
//!     }
//!     fn play(&mut self, take: &u8) -> Result<(), CannotTake> {
//!         if !self.is_legal(take) { return Err(CannotTake); }
//!         self.play_unchecked(take);
//!         Ok(())
//!     }
//!     fn play_unchecked(&mut self, take: &u8) {
//!         self.counters -= take;
//!         self.to_move = 1 - self.to_move;
//!     }
//!     fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
//!         (self.counters == 0).then(|| Outcome { verdict: Verdict::Win(1 - self.to_move), reason: "took the last" })
//!     }
//!     fn is_legal(&self, take: &u8) -> bool { (1..=self.counters.min(2)).contains(take) }
//!     fn position_hash(&self) -> u64 { u64::from(self.counters) << 1 | u64::from(self.to_move) }
//! }
//!
//! impl GameText for Pile {
//!     const NAME: &'static str = "Pile";
//!     const SETUP_TAGS: &'static [&'static str] = &["Position"];
//!     const MOVE_HELP: &'static str = "a move is how many counters to take: 1 or 2";
//!
//!     fn start(number: Option<u32>) -> Result<Pile, TextError> {
//!         match number {
//!             None => Ok(Pile { counters: 5, to_move: 0 }),
//!             Some(_) => Err(TextError::new("Pile has one start: `startpos`")),
//!         }
//!     }
//!     fn setup_tags(&self) -> Vec<(&'static str, String)> { vec![("Position", self.to_string())] }
//!     fn from_setup_tags(tags: &Tags) -> Result<Pile, SetupError> {
//!         let text = tags.get("Position").unwrap_or("5 p0");
//!         text.parse().map_err(|error: &str| SetupError { tag: "Position", message: error.to_string() })
//!     }
//!     fn move_number(&self) -> MoveNumber {
//!         MoveNumber { number: u64::from(5 - self.counters), starts: self.to_move == 0 }
//!     }
//! }
//!
//! // A position spec, as command lines and engine protocols write them.
//! let pile: Pile = text::read_spec("startpos moves 2 1")?;
//! assert_eq!(pile.to_string(), "2 p0");
//! let error = text::read_spec::<Pile>("startpos moves 2 x").unwrap_err();
//! assert_eq!(error.to_string(), "move 2: bad move `x`: invalid digit found in string");
//! assert!(matches!(text::read_spec::<Pile>("start"), Err(SpecError::State { .. })));
//!
//! // A session: moves typed, refused, undone.
//! let mut session: Session<Pile> = Session::from_spec("3 p1")?;
//! assert!(matches!(session.play_text("3"), Err(MoveError::Illegal { .. })));
//! session.play_text("2")?;
//! assert_eq!(session.undo(), Some(2));
//!
//! // Any game by name, for front ends that choose the game at run time.
//! let mut catalog = Catalog::new();
//! catalog.register::<Pile>();
//! let mut game = catalog.open("pile", "startpos")?;
//! game.play_text("1")?;
//! assert_eq!(game.state_text(), "4 p1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::record::{self, MoveNumber, Notation, RecordError, SetupError, Tags};
use crate::{Game, Session, Turn};

/// How many characters of an input a message quotes; [`cut`] adds `…` when
/// it leaves some out.
pub const QUOTE_CHARS: usize = 40;

/// At most [`QUOTE_CHARS`] characters of `text`, then `…` if there were more:
/// how every error of boardkit quotes what it was given.
///
/// ```
/// use boardkit_core::text::cut;
/// assert_eq!(cut("e3e4"), "e3e4");
/// assert_eq!(cut(&"x".repeat(60_000)), format!("{}…", "x".repeat(40)));
/// ```
pub fn cut(text: &str) -> String {
    let mut out: String = text.chars().take(QUOTE_CHARS).collect();
    if text.chars().nth(QUOTE_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// The longest reason a message of this layer carries, in characters: a
/// game's reason is a phrase, and one that quotes too much of its input is
/// cut here too, so no message grows with its input.
pub const MAX_REASON_CHARS: usize = 400;

/// `reason`, cut to [`MAX_REASON_CHARS`] characters (and `…`).
fn bounded(reason: String) -> String {
    if reason.chars().nth(MAX_REASON_CHARS).is_none() {
        return reason;
    }
    let mut out: String = reason.chars().take(MAX_REASON_CHARS).collect();
    out.push('…');
    out
}

/// Why a text was not read, as a game says it: the reason alone, without
/// the text (which the caller quotes, [`cut`], where it reports it).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{reason}")]
pub struct TextError {
    reason: String,
}

impl TextError {
    /// An error with this reason (a phrase, no final period).
    pub fn new(reason: impl Into<String>) -> TextError {
        TextError { reason: reason.into() }
    }

    /// The reason.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

/// A typed move that was not played; the game is unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The text is not a move in any of the game's notations.
    #[error("bad move `{text}`: {reason}")]
    Unreadable {
        /// The text as typed, trimmed and [`cut`].
        text: String,
        /// Why it does not read.
        reason: String,
    },
    /// The text names a move that is not legal here.
    #[error("illegal move `{text}`{}: {reason}", standard_aside(text, standard))]
    Illegal {
        /// The text as typed, trimmed and [`cut`].
        text: String,
        /// The move in the game's standard notation; shown beside the text
        /// when the two differ (`illegal move `P e3-e5` (e3e5): …`).
        standard: String,
        /// Why the game refused it ([`GameText::refusal`]).
        reason: String,
    },
}

/// ` (e3e4)` when a move was typed otherwise than in its standard notation.
fn standard_aside(text: &str, standard: &str) -> String {
    if text == standard { String::new() } else { format!(" ({standard})") }
}

/// Why a position spec ([`read_spec`]) was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SpecError {
    /// Nothing before the moves (or nothing at all).
    #[error("no position: expected `{start}`, a position text, or either followed by `moves` and moves")]
    Empty {
        /// How the game's start is written (`startpos`, `startpos:<players>`).
        start: &'static str,
    },
    /// The position is neither a start (`startpos`, `startpos:N`) nor a
    /// state text the game reads. A plain word (`start`) gets a hint naming
    /// the start.
    #[error("bad {game} {noun}: {reason}{}", start_hint(*hint, start))]
    State {
        /// The game's name.
        game: &'static str,
        /// What the game calls a state text (`position`, `state`).
        noun: &'static str,
        /// Why it does not read.
        reason: String,
        /// Whether the text was one plain word, most likely meant as the start.
        hint: bool,
        /// How the game's start is written.
        start: &'static str,
    },
    /// Moves follow the position without the keyword `moves`
    /// (`startpos e3e4`); the error names the text meant.
    #[error("moves after a position follow the keyword `moves`: did you mean `{suggestion}`?")]
    MissingMovesKeyword {
        /// The text with the keyword put in (`startpos moves e3e4`), whole
        /// up to [`MAX_REASON_CHARS`] characters (a position text and a few
        /// moves), so that it can be typed as it is.
        suggestion: String,
    },
    /// A move after `moves` was not played.
    #[error("move {index}: {error}")]
    Move {
        /// 1-based index in the move list.
        index: usize,
        /// Why it was not played.
        error: MoveError,
    },
}

/// `; the start position is `startpos`` for a spec that was one plain word.
fn start_hint(hint: bool, start: &str) -> String {
    if hint { format!("; the start position is `{start}`") } else { String::new() }
}

/// What a game supplies to be read and written as text: by people typing
/// at a prompt, by command lines, by records, by engines and by web pages.
///
/// Implemented once per game (Scirocco, Sirocco and Towers in their crates'
/// `record` modules); everything else in [`text`](self), [`Session`],
/// [`record`] and the front ends is written on top of it.
/// See the [module docs](self) for a whole small game.
///
/// Only the name, the start, the record tags, the move numbers and
/// [`MOVE_HELP`](GameText::MOVE_HELP) have no default; the defaults read and
/// write moves and states through the game's
/// [`Display`](core::fmt::Display) and [`FromStr`](core::str::FromStr).
///
/// # Examples
///
/// Code written once for every game: a prompt's answer to one typed line.
///
/// ```
/// use boardkit_core::Session;
/// use boardkit_core::record::Notation;
/// use boardkit_core::text::GameText;
///
/// fn answer<G: GameText>(session: &mut Session<G>, line: &str) -> String {
///     match line.trim().to_ascii_lowercase().as_str() {
///         "help" => G::MOVE_HELP.to_string(),
///         "moves" => {
///             let game = session.game();
///             let texts: Vec<String> =
///                 game.legal_moves().iter().map(|mv| game.write_move(mv, Notation::Readable)).collect();
///             texts.join(" ")
///         }
///         _ => match session.play_text(line) {
///             Ok(mv) => format!("played {mv}"),
///             Err(error) => error.to_string(), // `bad move `x`: ...`, `illegal move `a1-a5`: ...`
///         },
///     }
/// }
/// ```
pub trait GameText: Game {
    /// The game's name: the `Game` tag of its records, the name front ends
    /// show and look it up by (case-insensitively): `"Scirocco"`.
    const NAME: &'static str;

    /// The tags that describe the start in a record, in canonical order;
    /// must include `"Position"` (the state text). Names must be valid tag
    /// names.
    const SETUP_TAGS: &'static [&'static str];

    /// A few lines for a `help` text: how a move of this game is typed,
    /// with examples (every notation the game reads).
    const MOVE_HELP: &'static str;

    /// How the start is written in a position spec: `"startpos"`, or with
    /// numbered starts `"startpos:<players>"`.
    const START: &'static str = "startpos";

    /// What the game calls its state text in messages (`bad Towers
    /// position: …`): `"position"` by default, Sirocco's `"state"`.
    const STATE_NOUN: &'static str = "position";

    /// The notations the game writes moves in, the standard one first.
    const NOTATIONS: &'static [Notation] = &[Notation::Standard];

    /// The start: `None` for the default (`startpos`), `Some(n)` for the
    /// numbered start `startpos:n` where the game has numbered starts
    /// (Sirocco's player count).
    ///
    /// # Errors
    ///
    /// [`TextError`] for a number the game has no start for (or any number,
    /// in a game with one start).
    fn start(number: Option<u32>) -> Result<Self, TextError>;

    /// Reads a state text (what the game's [`Display`](core::fmt::Display)
    /// writes; not `startpos`, which [`read_spec`] reads). Default: the
    /// game's [`FromStr`](core::str::FromStr).
    ///
    /// # Errors
    ///
    /// [`TextError`]: why the text is not a state, without the text.
    fn read_state(text: &str) -> Result<Self, TextError> {
        text.parse().map_err(|error: <Self as core::str::FromStr>::Err| TextError::new(error.to_string()))
    }

    /// The start-position tags that describe `self` as a start state (names
    /// from [`SETUP_TAGS`](GameText::SETUP_TAGS), in that order), so that
    /// [`from_setup_tags`](GameText::from_setup_tags) gives back an equal
    /// state.
    fn setup_tags(&self) -> Vec<(&'static str, String)>;

    /// The start state that `tags` (holding only
    /// [`SETUP_TAGS`](GameText::SETUP_TAGS)) describe; no tags is the
    /// game's default start.
    ///
    /// # Errors
    ///
    /// [`SetupError`] naming the tag that is wrong or contradicts another.
    fn from_setup_tags(tags: &Tags) -> Result<Self, SetupError>;

    /// The number of the ply to be played from this state, for records.
    fn move_number(&self) -> MoveNumber;

    /// How many whitespace-separated words the move text that begins with
    /// `first` has (Sirocco's `roll 3` and Scirocco's readable `Gu c3-c4`
    /// have two). Default 1.
    fn move_words(first: &str) -> usize {
        let _ = first;
        1
    }

    /// Splits a list of typed moves separated by whitespace into one text
    /// per move. Default: by [`move_words`](GameText::move_words).
    fn split_moves(list: &str) -> Vec<String> {
        let mut texts = Vec::new();
        let mut words = list.split_whitespace();
        while let Some(first) = words.next() {
            let mut text = first.to_string();
            for _ in 1..Self::move_words(first).min(8) {
                match words.next() {
                    Some(word) => {
                        text.push(' ');
                        text.push_str(word);
                    }
                    None => break,
                }
            }
            texts.push(text);
        }
        texts
    }

    /// Reads a move as a person types it, in this state: every notation the
    /// game has, surrounding whitespace ignored, with the game's help for
    /// common slips. The move is not played: [`Game::play`] (or
    /// [`play_text`]) decides whether it is legal. Default: the move's
    /// [`FromStr`](core::str::FromStr).
    ///
    /// # Errors
    ///
    /// [`TextError`]: why the text is not a move, without the text.
    fn read_move(&self, text: &str) -> Result<Self::Move, TextError> {
        text.trim().parse().map_err(|error: <Self::Move as core::str::FromStr>::Err| TextError::new(error.to_string()))
    }

    /// Writes `mv` (legal here) in `notation`; a notation the game does not
    /// have is its standard one. Default: the move's
    /// [`Display`](core::fmt::Display) text.
    fn write_move(&self, mv: &Self::Move, notation: Notation) -> String {
        let _ = notation;
        mv.to_string()
    }

    /// Why [`Game::play`] refused a move, without naming the move (the
    /// caller does). Default: the error's [`Display`](core::fmt::Display).
    fn refusal(&self, error: &Self::PlayError) -> String {
        error.to_string()
    }

    /// The names a person may type for `player`, in any case: by default
    /// its [`Display`](core::fmt::Display) name (games add letters: `b` for
    /// Blue).
    fn player_names(&self, player: &Self::Player) -> Vec<String> {
        vec![player.to_string()]
    }

    /// The number people use for `player`, the `index`-th in
    /// [`players`](Game::players) order: `index + 1` by default (Sirocco
    /// numbers its seats 1-4 whatever the player count, as its boards draw
    /// them).
    fn player_number(&self, index: usize, player: &Self::Player) -> usize {
        let _ = player;
        index + 1
    }

    /// The player `text` names: one of its [`player_names`](GameText::player_names)
    /// in any case, or its [`player_number`](GameText::player_number).
    fn read_player(&self, text: &str) -> Option<Self::Player> {
        let text = text.trim();
        let players = self.players();
        players.iter().enumerate().find_map(|(index, player)| {
            let named = self.player_names(player).iter().any(|name| name.eq_ignore_ascii_case(text));
            let numbered = text.parse::<usize>().is_ok_and(|n| n == self.player_number(index, player));
            (named || numbered).then_some(*player)
        })
    }
}

/// Whether `text` is one plain word (`start`, `initial`): no game's state
/// text is, so such a word was most likely meant as the start's name.
fn plain_word(text: &str) -> bool {
    let word = text.trim();
    !word.is_empty() && word.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == '_')
}

/// Splits a spec at its first word `moves`: the position (trimmed) and the
/// text after the keyword (`None` without the keyword).
fn split_at_moves(spec: &str) -> (&str, Option<&str>) {
    let mut offset = 0;
    for word in spec.split_whitespace() {
        // Words are found in order; `offset` keeps the search past earlier ones.
        let at = offset + spec[offset..].find(word).unwrap_or(0);
        if word == "moves" {
            return (spec[..at].trim(), Some(&spec[at + word.len()..]));
        }
        offset = at + word.len();
    }
    (spec.trim(), None)
}

/// The state a position (the part of a spec before `moves`) describes.
fn read_position<G: GameText>(position: &str) -> Result<G, SpecError> {
    if position.is_empty() {
        return Err(SpecError::Empty { start: G::START });
    }
    let state = match position.strip_prefix("startpos") {
        Some("") => G::start(None),
        Some(number) => match number.strip_prefix(':') {
            Some(digits) => match digits.parse::<u32>() {
                Ok(n) if !digits.starts_with('+') => G::start(Some(n)),
                _ => Err(TextError::new(format!("`startpos:{}` does not name a start: {}", cut(digits), G::START))),
            },
            None => G::read_state(position),
        },
        None => G::read_state(position),
    };
    state.map_err(|error| SpecError::State {
        game: G::NAME,
        noun: G::STATE_NOUN,
        reason: bounded(error.reason),
        hint: plain_word(position),
        start: G::START,
    })
}

/// For a position that does not read, the spec with the keyword `moves`
/// put in where a leading part of at most 16 words reads as a position and
/// a move text follows (`startpos e3e4` → `startpos moves e3e4`).
fn moves_without_keyword<G: GameText>(position: &str) -> Option<String> {
    let words: Vec<&str> = position.split_whitespace().take(17).collect();
    (1..words.len().min(17)).rev().find_map(|split| {
        let head = words[..split].join(" ");
        let game = read_position::<G>(&head).ok()?;
        // The whole text after the head's words, not only the words looked at.
        let mut tail = position;
        for _ in 0..split {
            tail = tail.trim_start();
            tail = &tail[tail.find(char::is_whitespace).unwrap_or(tail.len())..];
        }
        let tail = tail.trim();
        let first = G::split_moves(tail).into_iter().next()?;
        game.read_move(&first).ok().map(|_| bounded(format!("{head} moves {tail}")))
    })
}

/// Reads a position spec: `startpos`, `startpos:N` (a numbered start), or a
/// state text, then optionally the word `moves` and moves in any of the
/// game's notations, separated by whitespace, played in order (so a game's
/// history is the game's, as it would be had the moves been played one by
/// one). Returns the start, the moves and the state after them.
///
/// # Errors
///
/// [`SpecError`]: no position, a bad position (with a hint when a plain
/// word was likely meant as the start), moves without their keyword (with
/// the spec meant), or the first move that does not read or is not legal,
/// by its number. Nothing is changed anywhere: a refused spec is just an
/// error.
pub fn read_spec_parts<G: GameText>(spec: &str) -> Result<(G, Vec<G::Move>, G), SpecError> {
    let (position, moves) = split_at_moves(spec);
    let start = read_position::<G>(position).map_err(|error| match moves_without_keyword::<G>(position) {
        Some(suggestion) => SpecError::MissingMovesKeyword { suggestion },
        None => error,
    })?;
    let mut game = start.clone();
    let mut played = Vec::new();
    for (index, text) in G::split_moves(moves.unwrap_or("")).iter().enumerate() {
        let mv = play_text(&mut game, text).map_err(|error| SpecError::Move { index: index + 1, error })?;
        played.push(mv);
    }
    Ok((start, played, game))
}

/// The state a position spec describes; see [`read_spec_parts`].
///
/// # Errors
///
/// [`SpecError`], as [`read_spec_parts`].
pub fn read_spec<G: GameText>(spec: &str) -> Result<G, SpecError> {
    read_spec_parts(spec).map(|(_, _, game)| game)
}

/// Reads `text` as a person types a move ([`GameText::read_move`]) and
/// plays it; returns the move.
///
/// # Errors
///
/// [`MoveError`]: the text is not a move, or the move is not legal here.
/// `game` is then unchanged.
pub fn play_text<G: GameText>(game: &mut G, text: &str) -> Result<G::Move, MoveError> {
    let text = text.trim();
    let mv = game
        .read_move(text)
        .map_err(|error| MoveError::Unreadable { text: cut(text), reason: bounded(error.reason) })?;
    game.play(&mv).map_err(|error| MoveError::Illegal {
        text: cut(text),
        standard: cut(&mv.to_string()),
        reason: bounded(game.refusal(&error)),
    })?;
    Ok(mv)
}

/// A game session of any game, for front ends that choose the game at run
/// time (a web server, a Python binding, an engine protocol, a command
/// line). Implemented by every [`Session`]; a [`Catalog`] opens them by
/// the game's name.
///
/// Moves and players are texts and numbers here; a front end that knows its
/// game at compile time uses [`Session`] itself.
///
/// # Examples
///
/// A request handler of a server that serves whatever games its
/// [`Catalog`] holds:
///
/// ```
/// use boardkit_core::record::Notation;
/// use boardkit_core::text::{Catalog, OpenError};
///
/// /// Opens `game` at `spec`, plays `typed`, and answers with the record.
/// fn handle(catalog: &Catalog, game: &str, spec: &str, typed: &str) -> Result<String, String> {
///     let mut session = catalog.open(game, spec).map_err(|error: OpenError| error.to_string())?;
///     session.play_text(typed).map_err(|error| error.to_string())?;
///     Ok(session.record_text(Notation::Standard))
/// }
/// ```
pub trait TextSession: Send {
    /// The game's name ([`GameText::NAME`]).
    fn game_name(&self) -> &'static str;
    /// How the game's moves are typed ([`GameText::MOVE_HELP`]).
    fn move_help(&self) -> &'static str;
    /// The current state's text.
    fn state_text(&self) -> String;
    /// The position spec of the session: its start's text, then `moves`
    /// and the moves played (`<start> moves m1 m2`), which
    /// [`Catalog::open`] reads back to the same session.
    fn spec(&self) -> String;
    /// How many moves have been played.
    fn plies(&self) -> usize;
    /// Reads and plays a typed move; returns it in the standard notation.
    ///
    /// # Errors
    ///
    /// [`MoveError`]; the session is unchanged.
    fn play_text(&mut self, text: &str) -> Result<String, MoveError>;
    /// Takes back the last move; returns it in the standard notation, or
    /// `None` at the start.
    fn undo(&mut self) -> Option<String>;
    /// The legal moves here, in `notation`, in the game's order.
    fn legal_moves(&self, notation: Notation) -> Vec<String>;
    /// The moves played, each in `notation`.
    fn moves(&self, notation: Notation) -> Vec<String>;
    /// The player to move (its index in seat order), or `None` at a chance
    /// event or when the game is over.
    fn to_move(&self) -> Option<usize>;
    /// Whether a chance event (a die throw) is due.
    fn chance_due(&self) -> bool;
    /// The players' names in seat order.
    fn players(&self) -> Vec<String>;
    /// The seat index of the player `text` names ([`GameText::read_player`]).
    fn read_player(&self, text: &str) -> Option<usize>;
    /// How the game ended (`Blue wins (royal captured)`), or `None`.
    fn outcome(&self) -> Option<String>;
    /// The record of the session, moves in `notation`.
    fn record_text(&self, notation: Notation) -> String;
    /// Sets an informational record tag; returns its previous value.
    ///
    /// # Errors
    ///
    /// [`record::TagError`] for a bad name or value, or a reserved tag.
    fn set_tag(&mut self, name: &str, value: &str) -> Result<Option<String>, record::TagError>;
}

impl<G> TextSession for Session<G>
where
    G: GameText + Send,
    G::Move: Send,
{
    fn game_name(&self) -> &'static str {
        G::NAME
    }
    fn move_help(&self) -> &'static str {
        G::MOVE_HELP
    }
    fn state_text(&self) -> String {
        self.game().to_string()
    }
    fn spec(&self) -> String {
        Session::spec(self)
    }
    fn plies(&self) -> usize {
        self.moves().len()
    }
    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        Session::play_text(self, text).map(|mv| mv.to_string())
    }
    fn undo(&mut self) -> Option<String> {
        Session::undo(self).map(|mv| mv.to_string())
    }
    fn legal_moves(&self, notation: Notation) -> Vec<String> {
        let game = self.game();
        game.legal_moves().iter().map(|mv| game.write_move(mv, notation)).collect()
    }
    fn moves(&self, notation: Notation) -> Vec<String> {
        Session::move_texts(self, notation)
    }
    fn to_move(&self) -> Option<usize> {
        match self.game().turn() {
            Turn::Player(player) => self.game().players().iter().position(|p| *p == player),
            _ => None,
        }
    }
    fn chance_due(&self) -> bool {
        matches!(self.game().turn(), Turn::Chance)
    }
    fn players(&self) -> Vec<String> {
        self.game().players().iter().map(ToString::to_string).collect()
    }
    fn read_player(&self, text: &str) -> Option<usize> {
        let game = self.game();
        let player = game.read_player(text)?;
        game.players().iter().position(|p| *p == player)
    }
    fn outcome(&self) -> Option<String> {
        self.game().outcome().map(|outcome| outcome.to_string())
    }
    fn record_text(&self, notation: Notation) -> String {
        record::write_with(self.record(), notation)
    }
    fn set_tag(&mut self, name: &str, value: &str) -> Result<Option<String>, record::TagError> {
        Session::set_tag(self, name, value)
    }
}

/// Why a [`Catalog`] did not open a game.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OpenError {
    /// No registered game has this name.
    #[error("unknown game `{name}` (expected {known})")]
    UnknownGame {
        /// The name asked for, [`cut`].
        name: String,
        /// The registered names, `, `-separated (`or` before the last).
        known: String,
    },
    /// The position spec was refused.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// The record was refused.
    #[error(transparent)]
    Record(#[from] RecordError),
}

/// One registered game: its name and how to open a session of it.
struct Entry {
    name: &'static str,
    open: fn(&str) -> Result<Box<dyn TextSession>, SpecError>,
    read: fn(&str) -> Result<Box<dyn TextSession>, RecordError>,
}

impl fmt::Debug for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entry").field("name", &self.name).finish_non_exhaustive()
    }
}

/// The games a front end serves, by name: one [`register`](Catalog::register)
/// line per game, then sessions opened from a position spec or a record
/// text as [`TextSession`] trait objects.
///
/// The facade crate `boardkit` has the catalog of its games
/// (`boardkit::catalog()`); a front end adds its own games with one more
/// line each.
#[derive(Debug, Default)]
pub struct Catalog {
    entries: Vec<Entry>,
}

impl Catalog {
    /// An empty catalog.
    pub fn new() -> Catalog {
        Catalog::default()
    }

    /// Adds `G`, known by [`GameText::NAME`] (a game registered twice is
    /// kept once).
    pub fn register<G>(&mut self) -> &mut Catalog
    where
        G: GameText + Send + 'static,
        G::Move: Send,
    {
        if self.entries.iter().all(|entry| entry.name != G::NAME) {
            self.entries.push(Entry {
                name: G::NAME,
                open: |spec| Session::<G>::from_spec(spec).map(|s| Box::new(s) as Box<dyn TextSession>),
                read: |text| Session::<G>::from_record_text(text).map(|s| Box::new(s) as Box<dyn TextSession>),
            });
        }
        self
    }

    /// The registered games' names, in registration order.
    pub fn names(&self) -> Vec<&'static str> {
        self.entries.iter().map(|entry| entry.name).collect()
    }

    /// The registered name `name` means (any case), if any.
    pub fn find(&self, name: &str) -> Option<&'static str> {
        self.entry(name).map(|entry| entry.name)
    }

    fn entry(&self, name: &str) -> Option<&Entry> {
        self.entries.iter().find(|entry| entry.name.eq_ignore_ascii_case(name.trim()))
    }

    fn unknown(&self, name: &str) -> OpenError {
        let names: Vec<String> = self.entries.iter().map(|entry| entry.name.to_lowercase()).collect();
        let known = match names.split_last() {
            None => "no game: none is registered".to_string(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        };
        OpenError::UnknownGame { name: cut(name), known }
    }

    /// A session of the game `name` (any case) from a position spec
    /// ([`read_spec`]).
    ///
    /// # Errors
    ///
    /// [`OpenError::UnknownGame`], or [`OpenError::Spec`].
    pub fn open(&self, name: &str, spec: &str) -> Result<Box<dyn TextSession>, OpenError> {
        let entry = self.entry(name).ok_or_else(|| self.unknown(name))?;
        Ok((entry.open)(spec)?)
    }

    /// A session from a record text of exactly one game, of whichever
    /// registered game its `Game` tag names.
    ///
    /// # Errors
    ///
    /// [`OpenError::UnknownGame`] for a game not registered, or
    /// [`OpenError::Record`].
    pub fn read_record(&self, text: &str) -> Result<Box<dyn TextSession>, OpenError> {
        let (name, _, _) = record::game_name(text.as_bytes())?;
        let entry = self.entries.iter().find(|entry| entry.name == name).ok_or_else(|| self.unknown(&name))?;
        Ok((entry.read)(text)?)
    }
}
