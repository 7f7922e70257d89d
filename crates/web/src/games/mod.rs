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

#[cfg(test)]
mod tests {
    use boardkit::core::{SplitMix64, random_move};
    use boardkit::scirocco::Scirocco;
    use boardkit::sirocco::Sirocco;
    use boardkit::towers::Towers;

    use super::*;

    /// Plays seeded random games and checks every legal move's mouse form:
    /// its text is the move, it reads back as the move, its squares are
    /// clickable spots, and no two moves look the same to the mouse.
    /// Gives the kinds seen.
    fn check_ui_moves<G: WebGame>(start: G, games: u64, plies: usize) -> std::collections::BTreeSet<&'static str>
    where
        G::Move: Send + Sync,
        G::Player: Send + Sync,
    {
        let mut kinds = std::collections::BTreeSet::new();
        for seed in 0..games {
            let mut rng = SplitMix64::new(seed);
            let mut game = start.clone();
            for _ in 0..plies {
                let spots: Vec<String> = game.spots(None).into_iter().map(|spot| spot.name).collect();
                let mut seen = std::collections::HashSet::new();
                for mv in game.legal_moves().iter() {
                    let ui = game.ui_move(mv);
                    assert_eq!(ui.text, mv.to_string());
                    assert_eq!(game.parse_move(&ui.text).as_ref(), Ok(mv), "{} reads back", ui.text);
                    for square in ui.from.iter().chain(ui.to.iter()).chain(ui.recipients.iter()) {
                        assert!(spots.contains(square), "{square} of {} is a spot", ui.text);
                    }
                    assert!(
                        seen.insert((ui.from.clone(), ui.to.clone(), ui.recipients.clone(), ui.label.clone())),
                        "two moves look alike: {}",
                        ui.text
                    );
                    kinds.insert(ui.kind);
                }
                let Some(mv) = random_move(&game, &mut rng) else { break };
                let before = game.clone();
                if game.play(&mv).is_err() {
                    panic!("a listed move was refused");
                }
                assert!(game.picture(Some((&before, &mv)), None).starts_with("<svg "));
            }
        }
        kinds
    }

    #[test]
    fn scirocco_moves_have_a_mouse_form_and_every_kind_shows() {
        let kinds = check_ui_moves(Scirocco::startpos(), 12, 160);
        for kind in ["move", "capture", "promote", "relay"] {
            assert!(kinds.contains(kind), "{kind} in {kinds:?}");
        }
    }

    #[test]
    fn scirocco_capture_without_moving_is_made_by_clicking_the_captured_piece() {
        // A Blue Genie (promoted Dabbaba) on e5 next to a Tan pawn on e6.
        let game =
            Scirocco::create(&NewGame::default(), Some("k9/10/10/10/4p5/4+D5/10/10/10/K9 b")).expect("a position");
        let stay = game
            .legal_moves()
            .iter()
            .map(|mv| game.ui_move(mv))
            .find(|ui| ui.kind == "stay")
            .expect("a capture without moving");
        assert_eq!((stay.from.as_deref(), stay.to.as_deref()), (Some("e5"), Some("e6")));
        assert_eq!(stay.text, "e5e6e5");
        assert!(stay.label.ends_with('!'), "{}", stay.label);
    }

    #[test]
    fn towers_moves_have_a_mouse_form_with_shares_and_captures() {
        let kinds = check_ui_moves(Towers::startpos(), 8, 120);
        assert_eq!(kinds.into_iter().collect::<Vec<_>>(), ["capture", "move", "share"]);
    }

    #[test]
    fn sirocco_moves_have_a_mouse_form_with_throws_and_passes() {
        let kinds = check_ui_moves(Sirocco::new(4).expect("4 players"), 6, 400);
        for kind in ["roll", "move", "capture", "pass"] {
            assert!(kinds.contains(kind), "{kind} in {kinds:?}");
        }
    }

    #[test]
    fn options_are_checked() {
        assert!(Scirocco::create(&NewGame { array: Some(512), ..NewGame::default() }, None).is_err());
        assert!(Scirocco::create(&NewGame { array: Some(511), ..NewGame::default() }, None).is_ok());
        assert!(Sirocco::create(&NewGame { players: Some(1), ..NewGame::default() }, None).is_err());
        assert!(Towers::create(&NewGame { width: Some(17), ..NewGame::default() }, None).is_err());
        assert!(
            Towers::create(&NewGame { width: Some(2), height: Some(3), balls: Some(1), ..NewGame::default() }, None)
                .is_ok()
        );
        let text = Sirocco::new(3).expect("3 players").to_string();
        assert!(Sirocco::create(&NewGame { players: Some(4), ..NewGame::default() }, Some(&text)).is_err());
        assert!(Sirocco::create(&NewGame { players: Some(3), ..NewGame::default() }, Some(&text)).is_ok());
    }

    #[test]
    fn players_are_named_by_name_or_code() {
        let game = Sirocco::new(2).expect("2 players");
        assert!(game.parse_player("sw").is_some());
        assert!(game.parse_player("north-east").is_some());
        assert!(game.parse_player("NW").is_none(), "not seated with 2 players");
        assert!(Scirocco::startpos().parse_player("tan").is_some());
        assert!(Towers::startpos().parse_player("Purple").is_none());
    }
}
