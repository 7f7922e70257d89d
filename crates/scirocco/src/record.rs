//! Scirocco game records: the shared format of [`boardkit_core::record`]
//! with Scirocco's tags and both move notations.
//!
//! - `[Variant "literal-dervish"]`: the game is played with
//!   [`RuleOptions::LITERAL_DERVISH`]; left out under the default rules.
//! - `[Array "<symmetry> <pairs>"]`: one of the 512 start arrays
//!   ([`StartArray`]): the symmetry, `rotational` or `mirror`, then the
//!   swapped pairs of Blue's array by the letters of their pieces, in this
//!   order: `HO` (Chariot a1 ↔ Wagon j1), `AD` (Alfil ↔ Dabbaba), `TG`
//!   (Stork ↔ Goat), `NC` (Knight ↔ Camel), `V` (Dervish g1 ↔ the empty
//!   d1), `IY` (Priest ↔ Marquis), `KM` (King ↔ Commoner), `WF` (Wazir ↔
//!   Firzan); for example `[Array "mirror KM WF"]`. Written when the game
//!   starts at an array other than the default one.
//! - `[Position "<position text>"]`: any other start (not with `Array`).
//!
//! Without either, the game starts at the default array. The moves are
//! written in the coordinate notation (`e3e4`), or with
//! [`boardkit_core::record::Notation::Readable`] in the
//! readable one (`P e3-e4`, two words); the reader accepts both, even mixed.
//! Numbered like chess from the position's move number: Blue's move starts
//! each (`1. e3e4 e8e7 2. ...`). Results: `1-0` Blue won, `0-1` Tan won,
//! `*` unfinished; `[Termination "royal captured"]` names the rule.
//!
//! # Examples
//!
//! ```
//! use boardkit_core::record::{self, Notation, Record};
//! use boardkit_scirocco::Scirocco;
//!
//! let mut game = Record::new(Scirocco::startpos());
//! game.set_tag("Blue", "Ada")?;
//! game.play("e3e4".parse()?)?;
//! game.play("e8e7".parse()?)?;
//! let text = record::write(&game);
//! assert_eq!(text, "[Game \"Scirocco\"]\n[Blue \"Ada\"]\n\n1. e3e4 e8e7 *\n");
//! let readable = record::write_with(&game, Notation::Readable);
//! assert_eq!(readable, "[Game \"Scirocco\"]\n[Blue \"Ada\"]\n\n1. P e3-e4 P e8-e7 *\n");
//!
//! let again: Record<Scirocco> = record::read_one(&readable)?;
//! assert_eq!(again, game);
//! assert_eq!(again.game().position().fullmove(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_core::record::{MoveNumber, Notation, SetupError, Tags};
use boardkit_core::text::{GameText, TextError};

use crate::{FenError, Move, PlayError, RuleOptions, Scirocco, Side, StartArray, Swaps, Symmetry};

/// The swap pairs by their pieces' letters, in the `Array` tag's order.
const PAIRS: [(&str, Swaps); 8] = [
    ("HO", Swaps::CHARIOT_WAGON),
    ("AD", Swaps::ALFIL_DABBABA),
    ("TG", Swaps::STORK_GOAT),
    ("NC", Swaps::KNIGHT_CAMEL),
    ("V", Swaps::DERVISH_EMPTY),
    ("IY", Swaps::PRIEST_MARQUIS),
    ("KM", Swaps::KING_COMMONER),
    ("WF", Swaps::WAZIR_FIRZAN),
];

/// The `Variant` tag's value for the literal Dervish reading.
const LITERAL_DERVISH: &str = "literal-dervish";

impl GameText for Scirocco {
    const NAME: &'static str = "Scirocco";
    const SETUP_TAGS: &'static [&'static str] = &["Variant", "Array", "Position"];
    const MOVE_HELP: &'static str = "\
A move is typed in either notation:
  coordinates  e3e4 (from, to), e8e9+ (promoting), e5e6e5 (capturing on e6
               without moving), d4e5f6 (a relayed move through e5)
  readable     P e3-e4, Gu c3-c4, Ge e5xe6 (the piece's abbreviation, a
               space, then from-to; x for a capture)";
    const NOTATIONS: &'static [Notation] = &[Notation::Standard, Notation::Readable];

    /// One start: `startpos` (the 512 start arrays are record tags, not
    /// numbered starts).
    fn start(number: Option<u32>) -> Result<Scirocco, TextError> {
        match number {
            None => Ok(Scirocco::startpos()),
            Some(_) => Err(TextError::new("Scirocco has one start position, `startpos`")),
        }
    }

    /// A position text; an invalid one gives its faults, `; `-separated.
    fn read_state(text: &str) -> Result<Scirocco, TextError> {
        Scirocco::from_fen(text).map_err(|error| match error {
            // Its own text starts "invalid position: ", which would stutter
            // after "bad Scirocco position: ".
            FenError::Invalid(invalid) => TextError::new(invalid.details.join("; ")),
            other => TextError::new(other.to_string()),
        })
    }

    /// Whitespace-separated moves in either notation ([`crate::split_moves`]).
    fn split_moves(list: &str) -> Vec<String> {
        crate::split_moves(list)
    }

    fn refusal(&self, error: &PlayError) -> String {
        error.explanation()
    }

    /// `Blue` or `b`, as the position text writes the side to move.
    fn player_names(&self, side: &Side) -> Vec<String> {
        vec![side.to_string(), side.char().to_string()]
    }

    fn setup_tags(&self) -> Vec<(&'static str, String)> {
        let options = self.position().options();
        let mut tags = Vec::new();
        if options.contains(RuleOptions::LITERAL_DERVISH) {
            tags.push(("Variant", LITERAL_DERVISH.to_string()));
        }
        if *self == Scirocco::startpos().with_options(options) {
            return tags;
        }
        match StartArray::all().find(|&array| Scirocco::from_array(array).with_options(options) == *self) {
            Some(array) => tags.push(("Array", array_text(array))),
            None => tags.push(("Position", self.to_string())),
        }
        tags
    }

    fn from_setup_tags(tags: &Tags) -> Result<Scirocco, SetupError> {
        let options = match tags.get("Variant") {
            None => RuleOptions::empty(),
            Some(LITERAL_DERVISH) => RuleOptions::LITERAL_DERVISH,
            Some(other) => {
                let message = format!("unknown variant `{other}` (the one variant is `{LITERAL_DERVISH}`)");
                return Err(SetupError { tag: "Variant", message });
            }
        };
        let game = match (tags.get("Array"), tags.get("Position")) {
            (Some(_), Some(_)) => {
                let message = "a record starts either at an Array or at a Position, not both".to_string();
                return Err(SetupError { tag: "Array", message });
            }
            (Some(text), None) => {
                Scirocco::from_array(parse_array(text).map_err(|message| SetupError { tag: "Array", message })?)
            }
            (None, Some(text)) => {
                Scirocco::from_fen(text).map_err(|error| SetupError { tag: "Position", message: error.to_string() })?
            }
            (None, None) => Scirocco::startpos(),
        };
        Ok(game.with_options(options))
    }

    fn move_number(&self) -> MoveNumber {
        let position = self.position();
        MoveNumber { number: u64::from(position.fullmove()), starts: position.side_to_move() == Side::Blue }
    }

    /// A readable move (`Gu c3-c4`) begins with the piece's abbreviation, a
    /// capital letter; a coordinate move (`c3c4`) with a file letter.
    fn move_words(first: &str) -> usize {
        if first.starts_with(|c: char| c.is_ascii_uppercase()) { 2 } else { 1 }
    }

    /// Either notation, as [`Scirocco::parse_move`] reads a typed move,
    /// with its slip corrections.
    fn read_move(&self, text: &str) -> Result<Move, TextError> {
        self.parse_move(text).map_err(|error| TextError::new(error.reason()))
    }

    fn write_move(&self, mv: &Move, notation: Notation) -> String {
        match notation {
            // A legal move always has a readable form; fall back to the coordinates anyway.
            Notation::Readable => self.position().readable(mv).unwrap_or_else(|_| mv.to_string()),
            _ => mv.to_string(),
        }
    }
}

/// The `Array` tag's text of `array`.
fn array_text(array: StartArray) -> String {
    let mut text = String::from(match array.symmetry {
        Symmetry::Rotational => "rotational",
        Symmetry::Mirror => "mirror",
    });
    for (letters, swap) in PAIRS {
        if array.swaps.contains(swap) {
            text.push(' ');
            text.push_str(letters);
        }
    }
    text
}

/// Reads an `Array` tag's text (pairs in any order, each once).
fn parse_array(text: &str) -> Result<StartArray, String> {
    let mut words = text.split_whitespace();
    let symmetry = match words.next() {
        Some("rotational") => Symmetry::Rotational,
        Some("mirror") => Symmetry::Mirror,
        _ => return Err(format!("expected `rotational` or `mirror` then the swapped pairs, found `{text}`")),
    };
    let mut swaps = Swaps::empty();
    for word in words {
        let Some(&(_, swap)) = PAIRS.iter().find(|(letters, _)| *letters == word) else {
            return Err(format!("unknown pair `{word}` (expected HO, AD, TG, NC, V, IY, KM or WF)"));
        };
        if swaps.contains(swap) {
            return Err(format!("the pair `{word}` is named twice"));
        }
        swaps |= swap;
    }
    Ok(StartArray { swaps, symmetry })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_array_text_reads_back() -> Result<(), String> {
        for array in StartArray::all() {
            assert_eq!(parse_array(&array_text(array))?, array);
        }
        assert_eq!(array_text(StartArray::DEFAULT), "rotational");
        assert_eq!(
            parse_array("mirror WF KM")?,
            StartArray { swaps: Swaps::KING_COMMONER | Swaps::WAZIR_FIRZAN, symmetry: Symmetry::Mirror }
        );
        Ok(())
    }

    #[test]
    fn bad_array_texts() {
        for (text, message) in [
            ("", "expected `rotational` or `mirror`"),
            ("Mirror", "expected"),
            ("mirror KQ", "unknown pair `KQ`"),
            ("rotational V V", "named twice"),
        ] {
            let error = parse_array(text).err().unwrap_or_default();
            assert!(error.contains(message), "{text}: {error}");
        }
    }

    #[test]
    fn a_start_array_is_written_as_its_tag() {
        let array = StartArray { swaps: Swaps::KNIGHT_CAMEL, symmetry: Symmetry::Mirror };
        assert_eq!(Scirocco::from_array(array).setup_tags(), [("Array", "mirror NC".to_string())]);
        let literal = Scirocco::startpos().with_options(RuleOptions::LITERAL_DERVISH);
        assert_eq!(literal.setup_tags(), [("Variant", LITERAL_DERVISH.to_string())]);
    }
}
