//! What the protocol needs of a game, so that one state machine
//! ([`crate::engine::Engine`]) and one protocol loop
//! ([`crate::session`]) serve Scirocco and every chess variant of
//! `boardkit-variant`: the start position and the `setup` that announces
//! it, the square and move texts, the FEN of `setboard`, the replies to
//! `lift` and `put`, the result line, and the computer player.
//!
//! [`ProtocolGame`] is implemented here for Scirocco (with the modules
//! [`crate::notation`], [`crate::position_text`], [`crate::pieces`] and
//! [`crate::highlight`]) and in [`crate::variant`] for
//! [`boardkit_variant::VariantGame`].

use std::fmt::Debug;
use std::sync::Arc;

use boardkit_core::{Game, Verdict};
use boardkit_geometry::Square;
use boardkit_players::Strength;
use boardkit_scirocco::{Scirocco, Side, StartArray};
use boardkit_search::{AlphaBeta, Evaluate};
use boardkit_variant::{Rules, VariantGame};

use crate::engine::result_line;
use crate::search::Report;

/// The game a `variant` command names: Scirocco, or a variant of
/// `boardkit-variant` with its rules.
#[derive(Clone, Debug)]
pub enum Choice {
    /// Scirocco.
    Scirocco,
    /// A chess variant (bundled, or from the `--variants` file).
    Variant(Arc<Rules>),
}

/// The settings that outlive a game, and a change of game: they are set
/// by commands and options before or between games, whatever the game.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Scirocco's start array (options `Start array` and `Symmetry`).
    pub array: StartArray,
}

/// A search report of either game, as the protocol loop receives it.
#[derive(Debug)]
pub enum AnyReport {
    /// A report of a Scirocco search.
    Scirocco(Report<Scirocco>),
    /// A report of a variant search.
    Variant(Report<VariantGame>),
}

/// A game the engine plays: what differs between Scirocco and the chess
/// variants. The rest of the protocol (modes, clock, search, `undo`,
/// analysis) is written once over this trait.
pub trait ProtocolGame:
    Game<Move: Send + Sync + 'static, Player: Send + Sync> + Clone + Debug + Send + Sync + 'static
{
    /// What a `variant` command chose and `new` starts from again: nothing
    /// for Scirocco (its start array is a [`Settings`]), the rules of a
    /// variant.
    type Setup: Clone + Debug + Send;
    /// A square as the engine keeps it between `lift` and `put`.
    type Square: Copy + Eq + Debug + Send;
    /// The computer player's evaluation.
    type Evaluation: Evaluate<Self> + Clone + Debug + Send + 'static;

    /// The setup of `choice`, or `None` when it is another game's.
    fn setup_of(choice: &Choice) -> Option<Self::Setup>;

    /// The protocol's name of the game of `setup`, as `variant` names it.
    fn name(setup: &Self::Setup) -> String;

    /// The start position of `setup`.
    fn start(setup: &Self::Setup, settings: &Settings) -> Self;

    /// The reply to `variant`: the `setup` and `piece` commands that tell
    /// the GUI the board and pieces (none for a game the GUI knows).
    fn definition(setup: &Self::Setup, settings: &Settings) -> Vec<String>;

    /// The computer player at `strength`.
    fn player(strength: Strength) -> AlphaBeta<Self, Self::Evaluation>;

    /// The first player (White, Blue), who moves first.
    fn first_player() -> Self::Player;

    /// The second player (Black, Tan), whom the engine plays after `new`.
    fn second_player() -> Self::Player;

    /// The player whose turn it is (also in a finished game).
    fn mover(&self) -> Self::Player;

    /// The other player.
    fn waiting(&self) -> Self::Player;

    /// The protocol's result line when the game is over (`1-0 {…}`).
    fn result(&self) -> Option<String>;

    /// Whether `text` has the shape of a move on this game's board.
    fn looks_like_move(&self, text: &str) -> bool;

    /// The protocol's text of the legal move `mv`.
    fn move_text(&self, mv: &Self::Move) -> String;

    /// The legal move `text` names, if any.
    fn parse_move(&self, text: &str) -> Option<Self::Move>;

    /// The position as `setboard` writes it.
    fn position_text(&self) -> String;

    /// Reads a `setboard` position of the game of `setup`.
    ///
    /// # Errors
    ///
    /// Why the position is refused, for the user.
    fn parse_position(setup: &Self::Setup, text: &str) -> Result<Self, String>;

    /// Reads a square name of this board.
    fn parse_square(&self, text: &str) -> Option<Self::Square>;

    /// The reply to `lift from`: the `highlight` of the piece's targets.
    fn lift(&self, from: Self::Square) -> String;

    /// Whether `square` is the first leg of a two-leg move from `from`.
    fn is_first_leg(&self, from: Self::Square, square: Self::Square) -> bool;

    /// The reply to `put square` after `lift from`, if any (`choice`).
    fn put(&self, from: Self::Square, square: Self::Square) -> Option<String>;

    /// The reply to the `lift` of the first leg `victim` of a two-leg move
    /// from `from`: where the move may end.
    fn second_legs(&self, from: Self::Square, victim: Self::Square) -> String;

    /// A report of this game's search, for the protocol loop.
    fn wrap_report(report: Report<Self>) -> AnyReport;

    /// This game's report back, or `None` for the other game's (a search
    /// abandoned when the game changed).
    fn unwrap_report(report: AnyReport) -> Option<Report<Self>>;
}

impl ProtocolGame for Scirocco {
    type Setup = ();
    type Square = Square;
    type Evaluation = boardkit_players::scirocco::PreparedEvaluation;

    fn setup_of(choice: &Choice) -> Option<()> {
        matches!(choice, Choice::Scirocco).then_some(())
    }

    fn name((): &()) -> String {
        crate::engine::VARIANT.to_string()
    }

    fn start((): &(), settings: &Settings) -> Scirocco {
        Scirocco::from_array(settings.array)
    }

    fn definition((): &(), settings: &Settings) -> Vec<String> {
        let start = Scirocco::from_array(settings.array);
        let mut lines = vec![format!(
            "setup ({}) 10x10+0_fairy {}",
            crate::pieces::piece_to_char_table(),
            crate::position_text::position_text(&start)
        )];
        lines.extend(crate::pieces::piece_commands());
        lines
    }

    fn player(strength: Strength) -> AlphaBeta<Scirocco, Self::Evaluation> {
        boardkit_players::scirocco::player(strength)
    }

    fn first_player() -> Side {
        Side::Blue
    }

    fn second_player() -> Side {
        Side::Tan
    }

    fn mover(&self) -> Side {
        self.position().side_to_move()
    }

    fn waiting(&self) -> Side {
        !self.position().side_to_move()
    }

    fn result(&self) -> Option<String> {
        self.outcome().map(|outcome| result_line(&outcome))
    }

    fn looks_like_move(&self, text: &str) -> bool {
        crate::notation::looks_like_move(text)
    }

    fn move_text(&self, mv: &Self::Move) -> String {
        crate::notation::move_text(self.position(), mv)
    }

    fn parse_move(&self, text: &str) -> Option<Self::Move> {
        crate::notation::parse_move(self, text)
    }

    fn position_text(&self) -> String {
        crate::position_text::position_text(self)
    }

    fn parse_position((): &(), text: &str) -> Result<Scirocco, String> {
        crate::position_text::parse_position(text).map_err(|error| error.to_string())
    }

    fn parse_square(&self, text: &str) -> Option<Square> {
        crate::squares::parse_square(text)
    }

    fn lift(&self, from: Square) -> String {
        crate::highlight::lift(self, from)
    }

    fn is_first_leg(&self, from: Square, square: Square) -> bool {
        crate::highlight::is_first_leg(self, from, square)
    }

    fn put(&self, from: Square, square: Square) -> Option<String> {
        crate::highlight::put(self, from, square)
    }

    fn second_legs(&self, from: Square, victim: Square) -> String {
        crate::highlight::second_legs(self, from, victim)
    }

    fn wrap_report(report: Report<Scirocco>) -> AnyReport {
        AnyReport::Scirocco(report)
    }

    fn unwrap_report(report: AnyReport) -> Option<Report<Scirocco>> {
        match report {
            AnyReport::Scirocco(report) => Some(report),
            AnyReport::Variant(_) => None,
        }
    }
}

/// The protocol's score field of a finished game: `1-0`, `0-1` or
/// `1/2-1/2`, the first player being `first`.
pub fn score_text<P: PartialEq>(verdict: &Verdict<P>, first: &P) -> &'static str {
    match verdict {
        Verdict::Win(winner) if winner == first => "1-0",
        Verdict::Win(_) => "0-1",
        _ => "1/2-1/2",
    }
}
