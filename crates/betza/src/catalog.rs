//! Betza strings of well-known pieces: Scirocco (as H.G. Muller's Interactive
//! Diagram writes them), orthodox chess, shogi and xiangqi.
//!
//! Each entry is `(name, text)`. What the notation cannot say is left to the
//! game: castling, promotion, en passant, the xiangqi palace and river, the
//! Scirocco relays (whose strings are here but generate only their plain part,
//! see [`MoveTable`](crate::MoveTable)).
//!
//! # Examples
//!
//! ```
//! use boardkit_betza::{Movement, catalog};
//! for (name, text) in catalog::SCIROCCO.iter().chain(catalog::CHESS).chain(catalog::SHOGI).chain(catalog::XIANGQI) {
//!     let movement: Movement = text.parse()?;
//!     assert_eq!(movement.to_string(), *text, "{name}");
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

/// The 36 Scirocco pieces: the 18 unpromoted types then the 18 promoted ones,
/// in the order of `rules/scirocco.md`'s table.
pub const SCIROCCO: &[(&str, &str)] = &[
    ("Pawn", "fmWfcF"),
    ("Guard", "mWcF"),
    ("Priest", "NF"),
    ("Scirocco", "BW"),
    ("King", "K"),
    ("Wazir", "W"),
    ("Firzan", "F"),
    ("Commoner", "K"),
    ("Marquis", "WN"),
    ("Chariot", "R4"),
    ("Alfil", "A"),
    ("Stork", "AcW"),
    ("Knight", "N"),
    ("Camel", "C"),
    ("Dervish", "ADxabafKxabsW"),
    ("Goat", "DmF"),
    ("Dabbaba", "D"),
    ("Wagon", "yafW"),
    ("Tadpole", "FcWH"),
    ("Zebra", "Z"),
    ("Duke", "NR4"),
    ("Vulture", "mBcRK"),
    ("Emperor", "WDA"),
    ("Zag", "FAcafmW"),
    ("Zig", "WDcafmF"),
    ("Wildebeest", "CN"),
    ("Abbot", "NB4"),
    ("Octopus", "mFyafsF"),
    ("Bishop", "B"),
    ("Queen", "Q"),
    ("Rook", "R"),
    ("Squirrel", "NAD"),
    ("Harpy", "mQ3xavspmafsK3"),
    ("Lioness", "KNAD"),
    ("Genie", "Q3cabK"),
    ("Spider", "mWyafsW"),
];

/// Orthodox chess. The pawn's double step is `ifmnD` (initial square only,
/// not capturing, blocked by a piece in between); en passant, promotion and
/// castling are game rules.
pub const CHESS: &[(&str, &str)] =
    &[("Pawn", "fmWfcFifmnD"), ("Knight", "N"), ("Bishop", "B"), ("Rook", "R"), ("Queen", "Q"), ("King", "K")];

/// Shogi, for the side playing up the board. Promoted pawn, lance, knight and
/// silver move as the gold general.
pub const SHOGI: &[(&str, &str)] = &[
    ("Pawn", "fW"),
    ("Lance", "fR"),
    ("Knight", "fN"),
    ("Silver general", "FfW"),
    ("Gold general", "WfF"),
    ("Bishop", "B"),
    ("Rook", "R"),
    ("King", "K"),
    ("Tokin (promoted pawn)", "WfF"),
    ("Promoted lance", "WfF"),
    ("Promoted knight", "WfF"),
    ("Promoted silver", "WfF"),
    ("Horse (promoted bishop)", "BW"),
    ("Dragon (promoted rook)", "RF"),
];

/// Xiangqi. The palace (general, advisor) and the river (elephant, soldier)
/// are board rules the game adds.
pub const XIANGQI: &[(&str, &str)] = &[
    ("General", "W"),
    ("Advisor", "F"),
    ("Elephant", "nA"),
    ("Horse", "nN"),
    ("Chariot", "R"),
    ("Cannon", "mRcpR"),
    ("Soldier", "fW"),
    ("Soldier across the river", "fsW"),
];
