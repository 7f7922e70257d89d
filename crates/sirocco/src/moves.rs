//! Moves in Sirocco's notation: a throw `roll 4`, a step `c3-g7`, `pass`.

use core::fmt;
use core::str::FromStr;

use crate::name::{PointName, PointNameError};

/// A move of a Sirocco game: the die throw (the chance outcome), moving one
/// pawn from one point to another, or passing.
///
/// # Notation
///
/// | move | text |
/// |---|---|
/// | the die shows 4 | `roll 4` |
/// | a pawn moves from c3 to g7 (along any path of the thrown length) | `c3-g7` |
/// | nothing can move | `pass` |
///
/// A game record is a list of these tokens: `roll 4`, `a1-c3`, `roll 2`,
/// `m13-l12`, … The parser accepts exactly what [`Display`](fmt::Display)
/// writes (point names are case-sensitive); it knows no board, so a step is
/// checked against the board only when it is played. The forms cannot be
/// confused whatever the points are named: a step is the only form with a
/// `-` (which no point name holds), so `roll-a2` and `pass-a2` are steps
/// from points named `roll` and `pass`.
///
/// # Examples
///
/// ```
/// use boardkit_sirocco::Move;
/// let mv: Move = "c3-g7".parse()?;
/// assert_eq!(mv.to_string(), "c3-g7");
/// assert_eq!("roll 4".parse::<Move>()?, Move::Roll(4));
/// assert_eq!("pass".parse::<Move>()?, Move::Pass);
/// assert!("roll 7".parse::<Move>().is_err());
/// assert!("c3-".parse::<Move>().is_err());
/// assert!("c3-c3".parse::<Move>().is_err()); // no move ends where it starts
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub enum Move {
    /// The die shows this face (1 to 6): the chance outcome at a throw.
    Roll(u8),
    /// One pawn moves from `from` to `to`, exactly as many steps as thrown.
    Step {
        /// Where the pawn stands.
        from: PointName,
        /// Where it ends.
        to: PointName,
    },
    /// The throw allows no move.
    Pass,
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// A throw that is not `roll 1` … `roll 6`.
    #[error("a throw is written `roll 1` to `roll 6`, not `{0}`")]
    BadRoll(String),
    /// Not `roll N`, `pass` or `from-to`.
    #[error("expected `roll N`, `pass` or a step like `c3-g7`, found `{0}`")]
    Syntax(String),
    /// A step that ends where it starts (`a1-a1`): a move is a path of 1 to
    /// 6 steps that never visits a point twice, so no board has such a move.
    #[error("`{0}` ends where it starts: a move goes along 1 to 6 steps without visiting a point twice")]
    NullStep(String),
    /// A step with an invalid point name.
    #[error("bad point name in `{text}`: {error}")]
    BadPoint {
        /// The move text.
        text: String,
        /// What was wrong with the name.
        error: PointNameError,
    },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Roll(face) => write!(f, "roll {face}"),
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        let snippet = || text.chars().take(24).collect::<String>();
        if text == "pass" {
            return Ok(Move::Pass);
        }
        if let Some(face) = text.strip_prefix("roll ") {
            return match face.as_bytes() {
                [digit @ b'1'..=b'6'] => Ok(Move::Roll(digit - b'0')),
                _ => Err(MoveParseError::BadRoll(snippet())),
            };
        }
        // A step always has a `-` and a throw never does, so a step from a point whose name starts with
        // `roll` (`roll-a2`, `rollers-a2`) is a step, not a bad throw: every legal move a custom board can
        // list must read back. `pass` alone is the pass; `pass-a2` is a step from a point named `pass`.
        if text.starts_with("roll") && !text.contains('-') {
            return Err(MoveParseError::BadRoll(snippet()));
        }
        let (from, to) = text.split_once('-').ok_or_else(|| MoveParseError::Syntax(snippet()))?;
        let point =
            |name: &str| name.parse::<PointName>().map_err(|error| MoveParseError::BadPoint { text: snippet(), error });
        let (from, to) = (point(from)?, point(to)?);
        // Refused here rather than when played, so that text, serde and records agree on what a move is
        // (as Scirocco and Towers refuse a null move when parsing).
        if from == to {
            return Err(MoveParseError::NullStep(snippet()));
        }
        Ok(Move::Step { from, to })
    }
}

impl TryFrom<String> for Move {
    type Error = MoveParseError;
    fn try_from(text: String) -> Result<Move, MoveParseError> {
        text.parse()
    }
}

impl From<Move> for String {
    fn from(mv: Move) -> String {
        mv.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_is_small() {
        assert_eq!(core::mem::size_of::<Move>(), 17);
    }
}
