//! The text layer of variants ([`boardkit_core::text::GameText`]): specs,
//! typed moves and records of any bundled or registered variant under the
//! one game name `Variant`.
//!
//! - A state text is `<variant> <FEN>` ([`VariantGame`]'s `Display`); the
//!   variant's name alone is its start position (`capablanca`), so a spec
//!   reads `capablanca moves e2e4 e7e5`. `startpos` is chess.
//! - Records: `[Variant "<name>"]` (left out for chess) and
//!   `[Position "<FEN>"]` for a start other than the variant's own.
//! - Moves are Fairy-Stockfish's UCI notation (`e2e4`, `e7e8q`, `g7g8+`).
//!
//! A front end adds every variant with one line:
//! `catalog.register::<VariantGame>()`.
//!
//! ```
//! use boardkit_core::Session;
//! use boardkit_core::text::{Catalog, read_spec};
//! use boardkit_variant::VariantGame;
//!
//! let game: VariantGame = read_spec("capablanca moves e2e4 e7e5")?;
//! // No en passant square: no pawn could take on e6 (as Fairy-Stockfish writes it).
//! assert_eq!(game.fen(), "rnabqkbcnr/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 2");
//!
//! let mut catalog = Catalog::new();
//! catalog.register::<VariantGame>();
//! let mut session = catalog.open("variant", "shatranj")?;
//! session.play_text("e2e3")?;
//! assert!(session.record_text(Default::default()).contains("[Variant \"shatranj\"]"));
//! # let _ = Session::new(game);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_core::record::{MoveNumber, SetupError, Tags};
use boardkit_core::text::{GameText, TextError};

use crate::{Colour, VariantGame, variant};

impl GameText for VariantGame {
    const NAME: &'static str = "Variant";
    const SETUP_TAGS: &'static [&'static str] = &["Variant", "Position"];
    const MOVE_HELP: &'static str = "\
A move is typed in Fairy-Stockfish's UCI notation: from and to squares,
ranks from 1: e2e4, a9a10; a promotion adds the piece's letter (e7e8q) or +
for a shogi-style one (c7c8+); castling is the king's move (e1g1); a move
that places a wall (duck chess, the amazons) adds it after a comma: e2e4,e4f5.
A position is `<variant>` (its start) or `<variant> <FEN>`.";

    /// `startpos` is chess; a variant's own start is its name.
    fn start(number: Option<u32>) -> Result<VariantGame, TextError> {
        match number {
            None => {
                let rules = variant("chess").ok_or_else(|| TextError::new("chess is not bundled"))?;
                VariantGame::new(rules).map_err(|error| TextError::new(error.to_string()))
            }
            Some(_) => Err(TextError::new("a variant's start is its name (`capablanca`); `startpos` is chess")),
        }
    }

    fn read_state(text: &str) -> Result<VariantGame, TextError> {
        text.parse().map_err(|error: crate::FenError| TextError::new(error.to_string()))
    }

    /// `White` or `w`, `Black` or `b`, as the FEN writes the side to move.
    fn player_names(&self, colour: &Colour) -> Vec<String> {
        let letter = match colour {
            Colour::White => "w",
            Colour::Black => "b",
        };
        vec![colour.to_string(), letter.to_string()]
    }

    fn setup_tags(&self) -> Vec<(&'static str, String)> {
        let mut tags = Vec::new();
        if self.rules.name != "chess" {
            tags.push(("Variant", self.rules.name.clone()));
        }
        let start = VariantGame::new(self.rules.clone());
        if start.as_ref() != Ok(self) {
            tags.push(("Position", self.fen()));
        }
        tags
    }

    fn from_setup_tags(tags: &Tags) -> Result<VariantGame, SetupError> {
        let name = tags.get("Variant").unwrap_or("chess");
        let rules = variant(name).ok_or_else(|| SetupError {
            tag: "Variant",
            message: format!("unknown variant `{}` (bundled, or registered first)", boardkit_core::text::cut(name)),
        })?;
        let game = match tags.get("Position") {
            Some(fen) => VariantGame::from_fen(rules, fen),
            None => VariantGame::new(rules),
        };
        game.map_err(|error| SetupError { tag: "Position", message: error.to_string() })
    }

    fn move_number(&self) -> MoveNumber {
        MoveNumber { number: u64::from(self.fullmove), starts: self.side_to_move() == Colour::White }
    }
}
