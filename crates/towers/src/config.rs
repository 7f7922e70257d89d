//! The rule options of a game: board size, balls, draw rules.

use core::fmt;

/// The rules of one game of Towers: board size, balls per piece at the start,
/// and the two draw rules that the original sheet does not have.
///
/// A `Config` is always valid: it is built by [`Config::new`] (or the
/// `with_*` methods), which check every field.
///
/// | field | default | allowed |
/// |---|---|---|
/// | [`width`](Config::width) (files = pieces per side) | 6 | 2–16 |
/// | [`height`](Config::height) (ranks) | 6 | 3–16 |
/// | [`balls`](Config::balls) per piece at the start | 2 | 1 or more, `width × balls` ≤ 255 |
/// | [`repetition_draw`](Config::repetition_draw) | on | on/off |
/// | [`ply_limit`](Config::ply_limit) | off | off or 1 or more |
///
/// `width × balls` ≤ 255 keeps a side's whole stock of balls countable in one
/// byte per piece (a piece can collect every ball of its side).
///
/// # Examples
///
/// ```
/// use boardkit_towers::{Config, ConfigError};
/// let config = Config::new(8, 10, 3)?.with_ply_limit(Some(400))?.with_repetition_draw(false);
/// assert_eq!((config.width(), config.height(), config.balls()), (8, 10, 3));
/// assert_eq!(Config::new(1, 6, 2), Err(ConfigError::Width(1)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ConfigData", into = "ConfigData"))]
pub struct Config {
    width: u8,
    height: u8,
    balls: u8,
    repetition_draw: bool,
    ply_limit: Option<u32>,
}

/// Why a [`Config`] was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The width is outside 2–16.
    #[error("board width {0} is outside 2-16")]
    Width(u8),
    /// The height is outside 3–16.
    #[error("board height {0} is outside 3-16")]
    Height(u8),
    /// No balls per piece.
    #[error("every piece needs at least 1 ball at the start")]
    NoBalls,
    /// A side would have more than 255 balls.
    #[error("{width} pieces with {balls} balls each make more than 255 balls per side")]
    TooManyBalls {
        /// The board width (pieces per side).
        width: u8,
        /// Balls per piece.
        balls: u8,
    },
    /// A ply limit of 0.
    #[error("a ply limit must be at least 1 (use no limit instead)")]
    ZeroPlyLimit,
}

impl Config {
    /// The smallest and largest width.
    pub const WIDTHS: core::ops::RangeInclusive<u8> = 2..=16;
    /// The smallest and largest height.
    pub const HEIGHTS: core::ops::RangeInclusive<u8> = 3..=16;

    /// A board of `width` files and `height` ranks with `balls` balls on every
    /// piece, the repetition draw on and no ply limit.
    ///
    /// # Errors
    ///
    /// [`ConfigError`] when a value is out of range.
    pub const fn new(width: u8, height: u8, balls: u8) -> Result<Config, ConfigError> {
        if width < 2 || width > 16 {
            return Err(ConfigError::Width(width));
        }
        if height < 3 || height > 16 {
            return Err(ConfigError::Height(height));
        }
        if balls == 0 {
            return Err(ConfigError::NoBalls);
        }
        if width as u16 * balls as u16 > 255 {
            return Err(ConfigError::TooManyBalls { width, balls });
        }
        Ok(Config { width, height, balls, repetition_draw: true, ply_limit: None })
    }

    /// The same rules with the third-repetition draw switched on or off.
    #[must_use]
    pub const fn with_repetition_draw(mut self, on: bool) -> Config {
        self.repetition_draw = on;
        self
    }

    /// The same rules with a ply limit (`None`: no limit). When the limit is
    /// reached and nothing else ended the game, it is a draw.
    ///
    /// # Errors
    ///
    /// [`ConfigError::ZeroPlyLimit`] for `Some(0)`.
    pub const fn with_ply_limit(mut self, limit: Option<u32>) -> Result<Config, ConfigError> {
        if let Some(0) = limit {
            return Err(ConfigError::ZeroPlyLimit);
        }
        self.ply_limit = limit;
        Ok(self)
    }

    /// Number of files, which is also the number of pieces per side.
    pub const fn width(self) -> u8 {
        self.width
    }

    /// Number of ranks.
    pub const fn height(self) -> u8 {
        self.height
    }

    /// Balls on every piece at the start.
    pub const fn balls(self) -> u8 {
        self.balls
    }

    /// Whether the third occurrence of a position is a draw.
    pub const fn repetition_draw(self) -> bool {
        self.repetition_draw
    }

    /// The ply limit, if any.
    pub const fn ply_limit(self) -> Option<u32> {
        self.ply_limit
    }

    /// Balls each side starts with: `width × balls`.
    pub const fn balls_per_side(self) -> u16 {
        self.width as u16 * self.balls as u16
    }
}

impl Default for Config {
    /// 6 × 6, 2 balls per piece, repetition draw on, no ply limit.
    fn default() -> Config {
        Config { width: 6, height: 6, balls: 2, repetition_draw: true, ply_limit: None }
    }
}

impl fmt::Display for Config {
    /// `6x6, 2 balls, repetition draw on, no ply limit` (balls per piece;
    /// `1 ball` when there is one).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}x{}, {} {}, repetition draw {}, ",
            self.width,
            self.height,
            self.balls,
            if self.balls == 1 { "ball" } else { "balls" },
            match self.repetition_draw {
                true => "on",
                false => "off",
            }
        )?;
        match self.ply_limit {
            Some(limit) => write!(f, "ply limit {limit}"),
            None => f.write_str("no ply limit"),
        }
    }
}

/// The unchecked form of a [`Config`] that serde reads and writes.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct ConfigData {
    width: u8,
    height: u8,
    balls: u8,
    repetition_draw: bool,
    ply_limit: Option<u32>,
}

#[cfg(feature = "serde")]
impl TryFrom<ConfigData> for Config {
    type Error = ConfigError;
    fn try_from(data: ConfigData) -> Result<Config, ConfigError> {
        Config::new(data.width, data.height, data.balls)?
            .with_repetition_draw(data.repetition_draw)
            .with_ply_limit(data.ply_limit)
    }
}

#[cfg(feature = "serde")]
impl From<Config> for ConfigData {
    fn from(config: Config) -> ConfigData {
        ConfigData {
            width: config.width,
            height: config.height,
            balls: config.balls,
            repetition_draw: config.repetition_draw,
            ply_limit: config.ply_limit,
        }
    }
}
