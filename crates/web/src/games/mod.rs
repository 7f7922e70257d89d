//! What the playground needs from each game beyond the [`Game`] trait: the
//! picture, where on it a click lands, what each legal move looks like to a
//! mouse, the move list's notation, and the computer player.

mod scirocco;
mod sirocco;
mod towers;

use boardkit::bots::Strength;
use boardkit::core::Game;
use serde::Serialize;

/// A place on the picture that a player can click: a square or a point.
/// Coordinates are in the picture's own units (its `viewBox`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Spot {
    /// The square or point name, as moves write it (`e3`, `a1`).
    pub name: String,
    /// The centre, x.
    pub x: f64,
    /// The centre, y.
    pub y: f64,
    /// The side of the clickable square around the centre.
    pub size: f64,
    /// What stands there, for the hover text (`Blue Guard (Gu)`), if anything.
    pub title: Option<String>,
}

/// One legal move as the mouse makes it: pick `from`, then `to`; moves that
/// share both are told apart by their `label` (a promotion choice, say).
/// A move without squares (a throw, a pass) is a button.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UiMove {
    /// The move in the game's notation, as `POST /moves` takes it.
    #[serde(rename = "move")]
    pub text: String,
    /// What kind of move it is: `move`, `capture`, `promote`, `stay`,
    /// `relay`, `share`, `pass`, `roll`.
    pub kind: &'static str,
    /// The spot to pick first (the piece), if the move has one.
    pub from: Option<String>,
    /// The spot to click next (the target), if the move has one.
    pub to: Option<String>,
    /// For a Towers share: the recipients.
    pub recipients: Vec<String>,
    /// The move in words for a choice button (`P e8-e9=Ta`).
    pub label: String,
}

/// Board options a new game can be given (each game reads its own).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NewGame {
    /// Scirocco's start array, 0–511 in [`StartArray::all`](boardkit::scirocco::StartArray::all) order.
    pub array: Option<u16>,
    /// Sirocco's number of players, 2–4.
    pub players: Option<u8>,
    /// Towers' board width.
    pub width: Option<u8>,
    /// Towers' board height.
    pub height: Option<u8>,
    /// Towers' balls per piece.
    pub balls: Option<u8>,
}

/// A game the playground can serve.
pub trait WebGame: Game + Send + Sync + 'static
where
    Self::Move: Send + Sync,
    Self::Player: Send + Sync,
{
    /// The name in the API (`scirocco`).
    const NAME: &'static str;

    /// A new game from the options, or from a state text when `position` is given.
    ///
    /// # Errors
    ///
    /// Why the options or the text are not a game, in words.
    fn create(options: &NewGame, position: Option<&str>) -> Result<Self, String>;

    /// The player named `text` (its name, case-insensitively, or a code).
    fn parse_player(&self, text: &str) -> Option<Self::Player> {
        self.players().iter().copied().find(|player| player.to_string().eq_ignore_ascii_case(text.trim()))
    }

    /// A move as a player or tool typed it. The default reads the game's notation.
    ///
    /// # Errors
    ///
    /// Why the text is not a move, in words.
    fn parse_move(&self, text: &str) -> Result<Self::Move, String> {
        text.trim().parse().map_err(|error: <Self::Move as core::str::FromStr>::Err| error.to_string())
    }

    /// `mv`, played from this state, as the move list writes it.
    fn notation(&self, mv: &Self::Move) -> String {
        mv.to_string()
    }

    /// The state as SVG, the last move (played from `before`) marked, seen
    /// from `player`'s side where the board can turn.
    fn picture(&self, last: Option<(&Self, &Self::Move)>, player: Option<Self::Player>) -> String;

    /// The clickable places of [`picture`](WebGame::picture) (same view side).
    fn spots(&self, player: Option<Self::Player>) -> Vec<Spot>;

    /// How the mouse makes the legal move `mv`.
    fn ui_move(&self, mv: &Self::Move) -> UiMove;

    /// The player who acts after the pending chance event (Sirocco: the seat
    /// the die is thrown for), for a state at a chance turn.
    fn chance_for(&self) -> Option<Self::Player> {
        None
    }

    /// The die's face the player to move has thrown, in games with a die.
    fn die(&self) -> Option<u8> {
        None
    }

    /// The computer's move for the player to move (blocking: call it off the async threads).
    fn computer_move(&self, strength: Strength) -> Option<Self::Move>;
}

/// The shared part of a [`UiMove`] for a move from one place to another.
pub(crate) fn step(text: String, kind: &'static str, from: String, to: String, label: String) -> UiMove {
    UiMove { text, kind, from: Some(from), to: Some(to), recipients: Vec::new(), label }
}
