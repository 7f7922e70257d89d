//! Chess-family games defined in Fairy-Stockfish's `variants.ini` syntax.
//!
//! The chess-variant community (pychess.org, Fairy-Stockfish) describes
//! games in a small INI format: a `[section]` per variant, `key = value`
//! options, and `[child:parent]` to start from another variant. This crate
//! reads that format into [`Rules`], and plays them as a [`VariantGame`]
//! that implements [`boardkit_core::Game`]: perft, random playouts, search
//! and the conformance kit work on any variant.
//!
//! Positions read and write Fairy-Stockfish's FEN (`*` for a wall), moves
//! its UCI notation (`e2e4`, `e7e8q`, `a9a10`, `e2e4,e4f5` with a wall), so
//! a position or move can be pasted into Fairy-Stockfish and back. Games
//! with pieces in hand (crazyhouse, shogi) write the pockets after the
//! board (`[Pp]`) and drops as `P@e4`; see [`VariantGame::in_hand`] and
//! [`Move::dropped_piece`].
//!
//! ```
//! use boardkit_core::{Game, perft};
//! use boardkit_variant::{Variants, VariantGame};
//!
//! // A variants file: a knight that also steps as a wazir replaces the bishop.
//! let file = Variants::parse("
//! [wazirknight:chess]
//! bishop = -
//! customPiece1 = b:NW
//! ")?;
//! let rules = file.get("wazirknight").ok_or("missing")?;
//! let game = VariantGame::new(rules.clone())?;
//! assert_eq!(perft(&game, 1), 24); // 20 as in chess, and b3 and d3 for each new piece
//!
//! // Built in: chess and the bundled variants.
//! let chess = VariantGame::new(boardkit_variant::variant("chess").ok_or("missing")?)?;
//! assert_eq!(perft(&chess, 3), 8902);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! See `docs/variants.md` in the repository for the supported options.
//!
//! # Beyond Fairy-Stockfish
//!
//! Custom pieces take all of XBetza (multi-leg moves, locust captures,
//! captures without moving, bent riders), and a few options go further
//! than Fairy-Stockfish so that games such as Scirocco (the bundled
//! `sciroccofile`, whose perft equals `boardkit-scirocco`'s) can be
//! written as a variants file:
//!
//! - `customPieceN = +x:betza` (or `bishop = +x`): a piece with no letter
//!   of its own, what `x` promotes to, written `+x`
//!   ([`PieceType::is_promoted_only`]); and `customPiece26`;
//! - `x` (relay) legs in a custom piece's Betza: the piece lends the rest
//!   of the move to a friendly piece (Scirocco's Dervish and Harpy); a
//!   relayed move never promotes;
//! - `royalPieceTypes`: the side with no piece of these types left has
//!   lost, the types counted together (a King and the Emperor it promotes to);
//! - `nFoldIllegal`: a move that would make the `nFoldRule`-th occurrence
//!   of a position is illegal rather than ending the game.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bitboard;
mod blast;
mod drops;
mod end_rules;
mod fen;
mod game;
mod gating;
mod ini;
mod moves;
mod record;
mod relay;
mod rules;
#[cfg(feature = "svg")]
pub mod svg;
mod view;
mod walls;

use core::fmt;
use core::str::FromStr;
use std::sync::{Arc, OnceLock, RwLock};

/// The repository's `docs/variants.md`, so that its Rust samples are
/// compiled and run with this crate's doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/variants.md")]
struct DocsVariantsPage;

pub use fen::MAX_FEN_BYTES;
pub use game::VariantGame;
pub use ini::MAX_FILE_BYTES;
pub use moves::{Move, MoveParseError};
pub use rules::{MAX_PIECE_TYPES, PieceType, ResultValue, Rules};
pub use view::{BoardPiece, square_name};

/// The bundled variants file: chess and well-known variants the format
/// expresses, with their sources.
pub const BUNDLED_INI: &str = include_str!("variants.ini");

/// A player: White moves first, up the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Colour {
    /// The first player.
    White,
    /// The second player.
    Black,
}

impl Colour {
    /// The other player.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "White",
            Colour::Black => "Black",
        })
    }
}

/// The rule that ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// No legal move, in check.
    Checkmate,
    /// No legal move, not in check.
    Stalemate,
    /// A side has too few pieces of an `extinctionPieceTypes` type.
    Extinction,
    /// A `flagPiece` reached its `flagRegion`.
    Flag,
    /// A side castled, or lost its castling rights, under `castlingWins`.
    CastlingWins,
    /// `nMoveRule` moves without a capture or pawn move.
    MoveRule,
    /// The same position `nFoldRule` times.
    Repetition,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Extinction => "extinction",
            EndReason::Flag => "flag reached",
            EndReason::CastlingWins => "castling",
            EndReason::MoveRule => "move rule",
            EndReason::Repetition => "repetition",
        })
    }
}

/// Why a variants file (or one of its sections) could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum VariantError {
    /// A line that is not a header, comment or `key = value`.
    #[error("line {line}: {message}")]
    Syntax {
        /// The line number, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// An option this crate does not implement (or a value of it other than the default).
    #[error("line {line}: option `{option}` is not supported")]
    Unsupported {
        /// The line number, from 1.
        line: usize,
        /// The option.
        option: String,
    },
    /// An option's value that does not parse.
    #[error("line {line}: option `{option}`: bad value `{value}`, expected {expected}")]
    BadValue {
        /// The line number, from 1.
        line: usize,
        /// The option.
        option: String,
        /// The value.
        value: String,
        /// What was expected.
        expected: String,
    },
    /// A piece's Betza movement that does not parse or compile.
    #[error("line {line}: piece `{option}`: {message}")]
    Betza {
        /// The section's header line.
        line: usize,
        /// The piece option.
        option: String,
        /// The Betza error.
        message: String,
    },
    /// An impossible board size.
    #[error("line {line}: board: {message}")]
    Board {
        /// The section's header line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// More than [`MAX_PIECE_TYPES`] piece types.
    #[error("line {line}: more than {MAX_PIECE_TYPES} piece types")]
    TooManyPieceTypes {
        /// The section's header line.
        line: usize,
    },
    /// A section header naming a parent that is neither in the file nor built in.
    #[error("line {line}: `{name}` inherits from unknown variant `{parent}`")]
    UnknownParent {
        /// The header line.
        line: usize,
        /// The section.
        name: String,
        /// The missing parent.
        parent: String,
    },
    /// Sections inheriting from each other in a circle.
    #[error("line {line}: `{name}` inherits from itself")]
    Cycle {
        /// The header line.
        line: usize,
        /// The section.
        name: String,
    },
    /// Two sections of one name.
    #[error("line {line}: variant `{name}` is defined twice")]
    Duplicate {
        /// The second header's line.
        line: usize,
        /// The name.
        name: String,
    },
    /// The variant's `startFen` is not a position of it.
    #[error("variant `{name}`: startFen: {error}")]
    StartFen {
        /// The variant.
        name: String,
        /// What is wrong with it.
        error: FenError,
    },
    /// A text longer than [`MAX_FILE_BYTES`].
    #[error("a variants file of {bytes} bytes is longer than {MAX_FILE_BYTES}")]
    TooLarge {
        /// Its length.
        bytes: usize,
    },
}

/// Why a FEN could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// No text.
    #[error("empty FEN")]
    Empty,
    /// Longer than [`MAX_FEN_BYTES`].
    #[error("a FEN of {bytes} bytes is longer than {MAX_FEN_BYTES}")]
    TooLong {
        /// Its length.
        bytes: usize,
    },
    /// The piece placement.
    #[error("board: {message}")]
    Board {
        /// What is wrong.
        message: String,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move `{text}`: expected `w` or `b`")]
    Side {
        /// The field.
        text: String,
    },
    /// The castling field.
    #[error("castling `{text}`: expected `-`, `KQkq` or file letters")]
    Castling {
        /// The field.
        text: String,
    },
    /// The en passant field.
    #[error("en passant `{text}`: expected `-` or a square")]
    EnPassant {
        /// The field.
        text: String,
    },
    /// A move counter.
    #[error("move counter `{text}`: expected a number")]
    Counter {
        /// The field.
        text: String,
    },
    /// Text after the last field.
    #[error("unexpected `{text}` after the move counters")]
    Extra {
        /// The extra text.
        text: String,
    },
    /// A game text whose variant is not known.
    #[error("unknown variant `{name}`")]
    UnknownVariant {
        /// The name.
        name: String,
    },
    /// The pieces in hand (`[QRbn]` after the board, or a last `/QRbn` row).
    #[error("pieces in hand: {message}")]
    Pocket {
        /// What is wrong.
        message: String,
    },
}

/// Why a move could not be played.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// Not a legal move here; nothing changed.
    #[error("illegal move {mv}")]
    Illegal {
        /// The move's text.
        mv: String,
    },
    /// The game is over; nothing changed.
    #[error("the game is over: no move {mv}")]
    GameOver {
        /// The move's text.
        mv: String,
    },
}

/// The variants of one variants.ini file, compiled.
#[derive(Clone, Debug)]
pub struct Variants {
    variants: Vec<Arc<Rules>>,
}

impl Variants {
    /// Reads a variants.ini text. A parent is looked up in the same text
    /// first, then among the bundled variants (which include `chess`); a
    /// section without a parent starts from Fairy-Stockfish's template:
    /// chess rules on 8×8 with no pieces.
    ///
    /// # Errors
    ///
    /// The first [`VariantError`] of the file, naming its line and option.
    pub fn parse(text: &str) -> Result<Variants, VariantError> {
        let sections = ini::sections(text)?;
        let bundled = bundled_sections();
        let mut variants = Vec::with_capacity(sections.len());
        for section in &sections {
            variants.push(compile_section(section, &sections, bundled)?);
        }
        Ok(Variants { variants })
    }

    /// Reads every section of a variants.ini text that this crate
    /// supports, and lists the others with the reason each was refused
    /// (Fairy-Stockfish's own file mixes variants of every kind). Only a
    /// text that is not INI at all fails as a whole.
    ///
    /// # Errors
    ///
    /// A [`VariantError::Syntax`], [`VariantError::Duplicate`] or
    /// [`VariantError::TooLarge`] of the file as a whole.
    pub fn parse_each(text: &str) -> Result<(Variants, Vec<(String, VariantError)>), VariantError> {
        let sections = ini::sections(text)?;
        let bundled = bundled_sections();
        let mut variants = Vec::new();
        let mut refused = Vec::new();
        for section in &sections {
            match compile_section(section, &sections, bundled) {
                Ok(rules) => variants.push(rules),
                Err(error) => refused.push((section.name.clone(), error)),
            }
        }
        Ok((Variants { variants }, refused))
    }

    /// The variants bundled with this crate ([`BUNDLED_INI`]).
    pub fn bundled() -> &'static Variants {
        static BUNDLED: OnceLock<Variants> = OnceLock::new();
        BUNDLED.get_or_init(|| {
            let sections = bundled_sections();
            let variants =
                sections.iter().map(|section| compile_section(section, sections, &[])).collect::<Result<Vec<_>, _>>();
            // The bundled file is tested to compile (tests/bundled.rs).
            Variants { variants: variants.unwrap_or_default() }
        })
    }

    /// The variant of this name.
    pub fn get(&self, name: &str) -> Option<&Arc<Rules>> {
        self.variants.iter().find(|rules| rules.name == name)
    }

    /// The variants, in file order.
    pub fn iter(&self) -> impl Iterator<Item = &Arc<Rules>> {
        self.variants.iter()
    }

    /// Their names, in file order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.variants.iter().map(|rules| rules.name.as_str())
    }
}

fn bundled_sections() -> &'static [ini::Section] {
    static SECTIONS: OnceLock<Vec<ini::Section>> = OnceLock::new();
    SECTIONS.get_or_init(|| ini::sections(BUNDLED_INI).unwrap_or_default())
}

fn compile_section(
    section: &ini::Section,
    file: &[ini::Section],
    bundled: &[ini::Section],
) -> Result<Arc<Rules>, VariantError> {
    // The chain from this section up to its root, in either file.
    let mut chain: Vec<&ini::Section> = vec![section];
    let mut current = section;
    while let Some(parent) = &current.parent {
        let found = file
            .iter()
            .find(|candidate| &candidate.name == parent && !core::ptr::eq(*candidate, current))
            .or_else(|| bundled.iter().find(|candidate| &candidate.name == parent));
        let Some(found) = found else {
            return Err(VariantError::UnknownParent {
                line: current.line,
                name: current.name.clone(),
                parent: parent.clone(),
            });
        };
        if chain.iter().any(|seen| core::ptr::eq(*seen, found)) || chain.len() > 64 {
            return Err(VariantError::Cycle { line: section.line, name: section.name.clone() });
        }
        chain.push(found);
        current = found;
    }
    let mut config = rules::Config::template();
    for link in chain.iter().rev() {
        config.apply(link)?;
    }
    let compiled = Rules::compile(&section.name, &config, section.line)?;
    VariantGame::new(Arc::clone(&compiled))
        .map_err(|error| VariantError::StartFen { name: section.name.clone(), error })?;
    Ok(compiled)
}

fn registry() -> &'static RwLock<Vec<Arc<Rules>>> {
    static REGISTRY: OnceLock<RwLock<Vec<Arc<Rules>>>> = OnceLock::new();
    REGISTRY.get_or_init(|| RwLock::new(Vec::new()))
}

/// Makes a file's variants known by name to [`variant`] and to a game
/// text's [`FromStr`] (a variant of the same name registered before is
/// replaced). The bundled variants are always known.
pub fn register(variants: &Variants) {
    let mut registry = registry().write().unwrap_or_else(std::sync::PoisonError::into_inner);
    for rules in &variants.variants {
        registry.retain(|known| known.name != rules.name);
        registry.push(Arc::clone(rules));
    }
}

/// The variant of this name: a registered one, else a bundled one.
pub fn variant(name: &str) -> Option<Arc<Rules>> {
    let registry = registry().read().unwrap_or_else(std::sync::PoisonError::into_inner);
    registry.iter().find(|rules| rules.name == name).cloned().or_else(|| Variants::bundled().get(name).cloned())
}

/// The text of a game: the variant's name, a space, the FEN
/// (`chess rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`).
impl fmt::Display for VariantGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.rules.name, self.fen())
    }
}

/// Reads `<variant> <FEN>` for a bundled or [registered](register)
/// variant; `<variant>` alone is its start position. The repetition
/// history starts empty.
impl FromStr for VariantGame {
    type Err = FenError;

    fn from_str(text: &str) -> Result<VariantGame, FenError> {
        let text = text.trim();
        let (name, fen) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let rules = variant(name).ok_or_else(|| FenError::UnknownVariant { name: name.chars().take(40).collect() })?;
        if fen.trim().is_empty() { VariantGame::new(rules) } else { VariantGame::from_fen(rules, fen) }
    }
}
