//! Sirocco game records: the shared format of [`boardkit_core::record`]
//! with Sirocco's tags.
//!
//! - `[Players "4"]`: the number of players (2, 3 or 4). Always written;
//!   required unless a `Position` gives the seats.
//! - `[Board "reference"]`: the board's name. Always written.
//! - `[BoardSpec "name my-board; points ...; lines ...; corner SW ...; protected ..."]`:
//!   a custom board, its [`BoardSpec`] text with `; ` for the line breaks;
//!   written for any board but the reference one (whose name must then match
//!   `Board`). Without it the board is the reference board.
//! - `[RoundLimit "30"]`: the round limit, when the game has one.
//! - `[Position "<state text>"]`: the start, when it is not the start of the
//!   game these tags describe. It must agree with the other tags.
//!
//! The throws are moves of their own, written as the state writes them
//! (`roll 3`, two words), then the seat's step or `pass`. Move numbers are
//! rounds: `7.` before the first seat's throw of round 7,
//! `1. roll 3 a1-d4 roll 5 m13-g7 2. roll 6 ...`.
//! Results: for two players `1-0` (South-West won), `0-1` (North-East won)
//! or `1/2-1/2` (a shared win); for three or four players `end`; `*` for a
//! game not over. A finished game also has `[Termination "..."]` and
//! `[Winners "North-East"]`, and every record `[Scores "South-West 12, ..."]`
//! (the scores after its last move), all checked when read.
//!
//! On a custom board whose points are named `1` and `0`, the step `1-0`
//! (or `0-1`) reads as a step while the game is not over, and as the result
//! after a finished game (where no step is legal), so it is recorded like
//! any other step.
//!
//! # Examples
//!
//! ```
//! use boardkit_core::record::{self, Record};
//! use boardkit_sirocco::{Move, Sirocco};
//!
//! let mut game = Record::new(Sirocco::startpos(2)?);
//! game.play(Move::Roll(3))?;
//! game.play("a1-d4".parse()?)?;
//! game.play(Move::Roll(5))?;
//! let text = record::write(&game);
//! assert_eq!(
//!     text,
//!     "[Game \"Sirocco\"]\n[Players \"2\"]\n[Board \"reference\"]\n\
//!      [Scores \"South-West 0, North-East 0\"]\n\n1. roll 3 a1-d4 roll 5 *\n"
//! );
//!
//! let again: Record<Sirocco> = record::read_one(&text)?;
//! assert_eq!(again, game);
//! assert_eq!(again.game().pending_throw(), Some(5));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::sync::Arc;

use boardkit_core::record::{MoveNumber, SetupError, Tags};
use boardkit_core::text::{GameText, TextError};

use crate::{Board, BoardSpec, REFERENCE_NAME, Seat, Sirocco};

impl GameText for Sirocco {
    const NAME: &'static str = "Sirocco";
    const SETUP_TAGS: &'static [&'static str] = &["Players", "Board", "BoardSpec", "RoundLimit", "Position"];
    const MOVE_HELP: &'static str = "\
A turn is a throw of the die, then a move:
  roll 3     the die shows 3 (type the number you threw)
  c3-g7      the pawn on c3 moves to g7, as many steps as thrown
  pass       the throw allows no move";
    const START: &'static str = "startpos:<players>";
    const STATE_NOUN: &'static str = "state";

    /// `startpos` is the four-player start; `startpos:2`, `startpos:3` and
    /// `startpos:4` name the player count, on the reference board.
    fn start(number: Option<u32>) -> Result<Sirocco, TextError> {
        let players = number.unwrap_or(4);
        match u8::try_from(players) {
            Ok(players @ 2..=4) => Sirocco::startpos(players).map_err(|error| TextError::new(error.to_string())),
            _ => Err(TextError::new(format!("Sirocco is played by 2, 3 or 4 players, not {players}"))),
        }
    }

    /// The seat's number as its board draws it (1-4, whatever the player count).
    fn player_number(&self, _index: usize, seat: &Seat) -> usize {
        usize::from(seat.digit() as u8 - b'0')
    }

    /// The seat's name (`South-West`) or code (`SW`).
    fn player_names(&self, seat: &Seat) -> Vec<String> {
        vec![seat.name().to_string(), seat.code().to_string()]
    }

    fn setup_tags(&self) -> Vec<(&'static str, String)> {
        let board = self.board();
        let mut tags = vec![("Players", self.seats().len().to_string()), ("Board", board.name().to_string())];
        if board.name() != REFERENCE_NAME {
            let spec = board.to_spec().to_string();
            tags.push(("BoardSpec", spec.trim_end().replace('\n', "; ")));
        }
        if let Some(limit) = self.round_limit() {
            tags.push(("RoundLimit", limit.to_string()));
        }
        let fresh =
            Sirocco::with_board(board.clone(), self.players).map(|start| start.with_round_limit(self.round_limit()));
        if fresh.as_ref() != Ok(self) {
            tags.push(("Position", self.to_string()));
        }
        tags
    }

    fn from_setup_tags(tags: &Tags) -> Result<Sirocco, SetupError> {
        let board = board_from_tags(tags)?;
        let players = tags
            .get("Players")
            .map(|text| match text.parse::<u8>() {
                Ok(n @ 2..=4) if n.to_string() == text => Ok(n),
                _ => Err(SetupError { tag: "Players", message: format!("expected 2, 3 or 4 players, found `{text}`") }),
            })
            .transpose()?;
        let limit = tags
            .get("RoundLimit")
            .map(|text| match text.parse::<u32>() {
                Ok(n @ 1..) if n.to_string() == text => Ok(n),
                _ => Err(SetupError {
                    tag: "RoundLimit",
                    message: format!("expected a number of rounds, found `{text}`"),
                }),
            })
            .transpose()?;
        let Some(position) = tags.get("Position") else {
            let players = players.ok_or_else(|| SetupError {
                tag: "Players",
                message: "a record without a Position needs the number of players".into(),
            })?;
            let start = Sirocco::with_board(board, players)
                .map_err(|error| SetupError { tag: "Players", message: error.to_string() })?;
            return Ok(start.with_round_limit(limit));
        };
        let game = Sirocco::from_text_with_board(position, board)
            .map_err(|error| SetupError { tag: "Position", message: error.to_string() })?;
        if players.is_some_and(|n| usize::from(n) != game.seats().len()) {
            let message = format!("the Position is a game of {} players", game.seats().len());
            return Err(SetupError { tag: "Players", message });
        }
        if tags.get("RoundLimit").is_some() && limit != game.round_limit() {
            let message = match game.round_limit() {
                Some(n) => format!("the Position has a limit of {n} rounds"),
                None => "the Position has no round limit".to_string(),
            };
            return Err(SetupError { tag: "RoundLimit", message });
        }
        Ok(game)
    }

    fn move_number(&self) -> MoveNumber {
        let first = self.seats().first() == Some(&self.seat_to_move());
        MoveNumber { number: u64::from(self.round()), starts: first && self.pending_throw().is_none() }
    }

    fn move_words(first: &str) -> usize {
        if first == "roll" { 2 } else { 1 }
    }
}

/// The board the `Board` and `BoardSpec` tags name.
fn board_from_tags(tags: &Tags) -> Result<Arc<Board>, SetupError> {
    let name = tags.get("Board");
    let Some(spec) = tags.get("BoardSpec") else {
        return match name {
            None | Some(REFERENCE_NAME) => Ok(Board::reference()),
            Some(other) => Err(SetupError {
                tag: "Board",
                message: format!("the board `{other}` is not the reference board, and no BoardSpec tag describes it"),
            }),
        };
    };
    let bad = |message: String| SetupError { tag: "BoardSpec", message };
    let spec: BoardSpec = spec.replace(';', "\n").parse().map_err(|error| bad(format!("{error}")))?;
    let board = Board::from_spec(&spec).map_err(|error| bad(format!("{error}")))?;
    match name {
        Some(name) if name != board.name() => {
            Err(SetupError { tag: "Board", message: format!("the BoardSpec describes the board `{}`", board.name()) })
        }
        _ => Ok(Arc::new(board)),
    }
}
