//! Compact point names, so that a move can be written and parsed without a
//! board.

use core::fmt;
use core::str::FromStr;

/// The longest point name a Sirocco board may use, in bytes.
pub const MAX_NAME_LEN: usize = 8;

/// The name of a point as it appears in move notation: 1 to
/// [`MAX_NAME_LEN`] ASCII letters, digits or underscores (`c3`, `g13`,
/// `gate_2`). On the reference board names are lattice coordinates.
///
/// A `PointName` is a small `Copy` value, so a [`Move`](crate::Move) can be
/// parsed, printed and compared without knowing the board; the game resolves
/// the names when the move is played. Custom boards must name their points
/// this way ([`BoardError::BadPointName`](crate::BoardError::BadPointName)
/// otherwise).
///
/// # Examples
///
/// ```
/// use boardkit_sirocco::PointName;
/// let name: PointName = "g7".parse()?;
/// assert_eq!(name.as_str(), "g7");
/// assert!("g-7".parse::<PointName>().is_err());
/// assert!("much_too_long".parse::<PointName>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct PointName {
    /// The bytes, padded with zeros (a valid name holds no zero byte).
    bytes: [u8; MAX_NAME_LEN],
}

/// Why a text is not a valid [`PointName`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PointNameError {
    /// An empty name.
    #[error("a point name cannot be empty")]
    Empty,
    /// Too long.
    #[error("the point name `{0}` is longer than {MAX_NAME_LEN} characters")]
    TooLong(String),
    /// A character other than an ASCII letter, digit or underscore.
    #[error("the point name `{0}` may only contain ASCII letters, digits and `_`")]
    BadCharacter(String),
}

impl PointName {
    /// The name as text.
    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever stored.
        core::str::from_utf8(self.as_bytes()).unwrap_or("")
    }

    /// The name's bytes, padded with zeros.
    #[inline]
    pub(crate) fn padded(&self) -> &[u8; MAX_NAME_LEN] {
        &self.bytes
    }

    /// The name's ASCII bytes (no UTF-8 check: the hot path of resolving
    /// a move's points).
    #[inline]
    pub(crate) fn as_bytes(&self) -> &[u8] {
        let len = self.bytes.iter().position(|&b| b == 0).unwrap_or(MAX_NAME_LEN);
        &self.bytes[..len]
    }
}

impl FromStr for PointName {
    type Err = PointNameError;

    fn from_str(text: &str) -> Result<PointName, PointNameError> {
        let snippet = || text.chars().take(24).collect::<String>();
        if text.is_empty() {
            return Err(PointNameError::Empty);
        }
        if !text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(PointNameError::BadCharacter(snippet()));
        }
        if text.len() > MAX_NAME_LEN {
            return Err(PointNameError::TooLong(snippet()));
        }
        let mut bytes = [0; MAX_NAME_LEN];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Ok(PointName { bytes })
    }
}

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl TryFrom<String> for PointName {
    type Error = PointNameError;
    fn try_from(text: String) -> Result<PointName, PointNameError> {
        text.parse()
    }
}

impl From<PointName> for String {
    fn from(name: PointName) -> String {
        name.as_str().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_up_to_the_longest_length_read_back_as_text() {
        let longest = "a".repeat(MAX_NAME_LEN);
        let name: PointName = longest.parse().expect("a name of the longest length");
        assert_eq!(name.as_str(), longest);
        assert_eq!(
            "a".repeat(MAX_NAME_LEN + 1).parse::<PointName>(),
            Err(PointNameError::TooLong("a".repeat(MAX_NAME_LEN + 1)))
        );
        let name: PointName = "gate_2".parse().expect("letters, a digit and an underscore");
        assert_eq!(String::from(name), "gate_2");
        assert_eq!(PointName::try_from(String::from(name)), Ok(name));
        assert_eq!(format!("{name:?}"), "\"gate_2\"");
        assert_eq!(format!("{name}"), "gate_2");
    }
}
