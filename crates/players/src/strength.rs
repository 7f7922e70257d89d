//! How hard the ready-made computer players think.

use core::fmt;
use core::str::FromStr;

/// How hard one of the ready-made computer players
/// ([`scirocco::player`](super::scirocco::player),
/// [`sirocco::player`](super::sirocco::player),
/// [`towers::player`](super::towers::player)) thinks.
///
/// Every strength is a **node** budget (the search deepens as far as it
/// allows), never a time budget, so a player of a given strength makes the
/// same move in the same state on every machine; each game module's
/// `limits` function gives the exact [`Limits`](super::Limits). All of them
/// answer in well under a second per move in a release build: the `arena`
/// example measures it (at `Standard`, on a heavily loaded 2-core machine,
/// the slowest game, Scirocco, took 62 ms per move on average and 0.14 s at
/// worst). A caller that needs a time limit sets one with
/// `set_limits(limits.with_time(...))`: the searches keep it within a few
/// per cent (`cargo bench -p boardkit-players --bench player_nps -- --time`).
///
/// # Examples
///
/// ```
/// use boardkit_players::Strength;
///
/// assert_eq!(Strength::default(), Strength::Standard);
/// assert_eq!("quick".parse::<Strength>()?, Strength::Quick);
/// assert_eq!(Strength::Strong.to_string(), "strong");
/// assert!("fierce".parse::<Strength>().is_err());
/// # Ok::<(), boardkit_players::StrengthParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Strength {
    /// A shallow search with a small budget: for tests, quick demos and
    /// debug builds (still far better than a random mover).
    Quick,
    /// The default: a few plies deep, answers in a few hundredths of a
    /// second in release.
    #[default]
    Standard,
    /// Deeper, with a larger budget: still under a second per move in
    /// release.
    Strong,
}

impl Strength {
    /// The three strengths, weakest first.
    pub const ALL: [Strength; 3] = [Strength::Quick, Strength::Standard, Strength::Strong];

    /// The name used on command lines: `quick`, `standard` or `strong`.
    pub const fn name(self) -> &'static str {
        match self {
            Strength::Quick => "quick",
            Strength::Standard => "standard",
            Strength::Strong => "strong",
        }
    }

    /// The transposition table size of the players at this strength, in
    /// MiB (allocated when the player is built): 1, 2, 8.
    pub const fn hash_mb(self) -> usize {
        match self {
            Strength::Quick => 1,
            Strength::Standard => 2,
            Strength::Strong => 8,
        }
    }

    /// How many plies of captures the alpha-beta players (Scirocco, Towers)
    /// search past their depth at this strength: 4, 6, 8.
    pub const fn quiescence_plies(self) -> u32 {
        match self {
            Strength::Quick => 4,
            Strength::Standard => 6,
            Strength::Strong => 8,
        }
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A text that is not one of `quick`, `standard`, `strong`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrengthParseError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for StrengthParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown strength `{}` (expected quick, standard or strong)", self.text)
    }
}

impl std::error::Error for StrengthParseError {}

impl FromStr for Strength {
    type Err = StrengthParseError;

    /// Parses `quick`, `standard` or `strong` (any letter case).
    fn from_str(text: &str) -> Result<Strength, StrengthParseError> {
        Strength::ALL
            .into_iter()
            .find(|strength| strength.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| StrengthParseError { text: text.to_string() })
    }
}
