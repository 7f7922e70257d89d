//! Game records of variants: the shared format of
//! [`boardkit_core::record`] with a `Variant` tag.
//!
//! - `[Variant "<name>"]`: a bundled or [registered](crate::register)
//!   variant; left out for chess.
//! - `[Position "<FEN>"]`: a start other than the variant's start position.

use boardkit_core::record::{MoveNumber, RecordGame, SetupError, Tags};

use crate::{Colour, VariantGame, variant};

impl RecordGame for VariantGame {
    const NAME: &'static str = "Variant";
    const SETUP_TAGS: &'static [&'static str] = &["Variant", "Position"];

    fn setup_tags(&self) -> Vec<(&'static str, String)> {
        let mut tags = Vec::new();
        if self.rules.name != "chess" {
            tags.push(("Variant", self.rules.name.clone()));
        }
        if self.fen() != self.rules.start_fen || !self.history.is_empty() {
            tags.push(("Position", self.fen()));
        }
        tags
    }

    fn from_setup_tags(tags: &Tags) -> Result<VariantGame, SetupError> {
        let name = tags.get("Variant").unwrap_or("chess");
        let rules =
            variant(name).ok_or_else(|| SetupError { tag: "Variant", message: format!("unknown variant `{name}`") })?;
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
