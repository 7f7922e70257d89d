//! Towers game records: the shared format of
//! [`boardkit_core::record`] with Towers' tags.
//!
//! - `[Config "6x6 balls 2"]`: the board's width and height and the balls
//!   per piece, then ` repetition off` when the repetition draw is off and
//!   ` limit <n>` with a ply limit. Always written; without it (and without
//!   `Position`) a record starts at the default 6 × 6 game.
//! - `[Position "<position text>"]`: the start, when it is not the
//!   config's start position. Its config must agree with the `Config` tag.
//!
//! Moves are actions in their notation (`c1-c3`, `c3xc6`, `d6>a6,b6`),
//! numbered like chess: White's action starts each move (`1. c1-c3 d6>a6,b6`).
//! Results: `1-0` White won, `0-1` Brown won, `1/2-1/2` a draw, `*` unfinished;
//! `[Termination "..."]` names the rule that ended the game.
//!
//! # Examples
//!
//! ```
//! use boardkit_core::record::{self, Record};
//! use boardkit_towers::{Config, Towers};
//!
//! let mut game = Record::new(Towers::with_config(Config::new(4, 5, 1)?));
//! game.set_tag("White", "Ada")?;
//! game.play("a1-a2".parse()?)?;
//! game.play("d5-d4".parse()?)?;
//! let text = record::write(&game);
//! assert_eq!(text, "[Game \"Towers\"]\n[White \"Ada\"]\n[Config \"4x5 balls 1\"]\n\n1. a1-a2 d5-d4 *\n");
//!
//! let again: Record<Towers> = record::read_one(&text)?;
//! assert_eq!(again, game);
//! assert_eq!(again.game().ply(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_core::record::{MoveNumber, SetupError, Tags};
use boardkit_core::text::{GameText, TextError};

use crate::{Config, Side, Towers};

impl GameText for Towers {
    const NAME: &'static str = "Towers";
    const SETUP_TAGS: &'static [&'static str] = &["Config", "Position"];
    const MOVE_HELP: &'static str = "\
A move is typed from-square, a sign, then the square(s) it acts on:
  a1-a3      the piece on a1 moves to a3 (as many squares as its balls)
  a1xa3      the piece on a1 captures the enemy piece on a3
  a1>b1,c1   the piece on a1 shares its balls, one to each of b1 and c1";

    /// One start a board size: `startpos` is the default 6 × 6 game; other
    /// sizes are position texts or the record's `Config` tag.
    fn start(number: Option<u32>) -> Result<Towers, TextError> {
        match number {
            None => Ok(Towers::startpos()),
            Some(_) => Err(TextError::new("Towers has one start position, `startpos`")),
        }
    }

    /// `White` or `w`, as the position text writes the side to move.
    fn player_names(&self, side: &Side) -> Vec<String> {
        vec![side.to_string(), side.letter().to_string()]
    }

    fn setup_tags(&self) -> Vec<(&'static str, String)> {
        let config = self.config();
        let mut tags = vec![("Config", config_text(config))];
        if *self != Towers::with_config(config) {
            tags.push(("Position", self.to_string()));
        }
        tags
    }

    fn from_setup_tags(tags: &Tags) -> Result<Towers, SetupError> {
        let config = tags
            .get("Config")
            .map(|text| parse_config(text).map_err(|message| SetupError { tag: "Config", message }))
            .transpose()?;
        let Some(position) = tags.get("Position") else {
            return Ok(Towers::with_config(config.unwrap_or_default()));
        };
        let game: Towers =
            position.parse().map_err(|error| SetupError { tag: "Position", message: format!("{error}") })?;
        match config {
            Some(config) if config != game.config() => Err(SetupError {
                tag: "Config",
                message: format!("the Position is a game of `{}`", config_text(game.config())),
            }),
            _ => Ok(game),
        }
    }

    fn move_number(&self) -> MoveNumber {
        MoveNumber { number: u64::from(self.ply() / 2) + 1, starts: self.side_to_move() == Side::White }
    }
}

/// The `Config` tag's text: `6x6 balls 2`, then ` repetition off`, ` limit <n>`.
fn config_text(config: Config) -> String {
    let mut text = format!("{}x{} balls {}", config.width(), config.height(), config.balls());
    if !config.repetition_draw() {
        text.push_str(" repetition off");
    }
    if let Some(limit) = config.ply_limit() {
        text.push_str(&format!(" limit {limit}"));
    }
    text
}

/// Reads a `Config` tag's text (single spaces, parts in the written order).
fn parse_config(text: &str) -> Result<Config, String> {
    let expected = "expected `<width>x<height> balls <n>` then optionally ` repetition off` and ` limit <plies>`";
    let bad = || format!("{expected}, found `{text}`");
    let number = |word: &str| -> Result<u32, String> {
        match word.parse::<u32>() {
            Ok(n) if n.to_string() == word => Ok(n),
            _ => Err(bad()),
        }
    };
    let small = |word: &str| u8::try_from(number(word)?).map_err(|_| bad());
    let words: Vec<&str> = text.split(' ').collect();
    let (size, rest) = match words.as_slice() {
        [size, "balls", balls, rest @ ..] => ((size, small(balls)?), rest),
        _ => return Err(bad()),
    };
    let (width, height) = size.0.split_once('x').ok_or_else(bad)?;
    let mut config = Config::new(small(width)?, small(height)?, size.1).map_err(|error| error.to_string())?;
    let rest = match rest {
        ["repetition", "off", rest @ ..] => {
            config = config.with_repetition_draw(false);
            rest
        }
        rest => rest,
    };
    match rest {
        [] => Ok(config),
        ["limit", limit] => config.with_ply_limit(Some(number(limit)?)).map_err(|error| error.to_string()),
        _ => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_texts_round_trip() -> Result<(), String> {
        let configs = [
            Config::default(),
            Config::new(16, 3, 15).map_err(|e| e.to_string())?.with_repetition_draw(false),
            Config::new(2, 16, 1).map_err(|e| e.to_string())?.with_ply_limit(Some(40)).map_err(|e| e.to_string())?,
        ];
        for config in configs {
            assert_eq!(parse_config(&config_text(config))?, config);
        }
        assert_eq!(config_text(Config::default()), "6x6 balls 2");
        Ok(())
    }

    #[test]
    fn bad_config_texts() {
        for (text, message) in [
            ("6x6", "expected `<width>x<height> balls <n>`"),
            ("6x6 balls 02", "expected"),
            ("6 balls 2", "expected"),
            ("1x6 balls 2", "board width 1 is outside 2-16"),
            ("16x16 balls 16", "more than 255 balls"),
            ("6x6 balls 2 limit 0", "at least 1"),
            ("6x6 balls 2 limit 5 repetition off", "expected"),
        ] {
            let error = parse_config(text).err().unwrap_or_default();
            assert!(error.contains(message), "{text}: {error}");
        }
    }
}
