//! Every chess-family variant in the playground, through one game: a
//! bundled variant (chess, Capablanca, Grand, Shatranj, …) or a section of
//! a variants.ini text the user sends with the new game.
//!
//! A user's sections are kept with the table that plays them: the text is
//! compiled when the game is created, the game holds its own compiled
//! rules, and nothing is registered process-wide, so the server's memory
//! stays bounded by its number of live games. (A record of a user's
//! variant therefore cannot be uploaded later: records name their variant,
//! and only the bundled ones are known by name.)

use std::sync::Arc;

use boardkit::core::Session as GameSession;
use boardkit::core::text::{GameText, cut};
use boardkit::geometry::svg::GridLayout;
use boardkit::geometry::{Grid, Square};
use boardkit::variant::svg::SvgOptions;
use boardkit::variant::{Colour, Move, Rules, VariantGame, Variants, square_name};
use boardkit_players::{Strength, variant};
use serde::Serialize;

use super::{NewGame, Spot, UiMove, WebGame};

/// The longest variant name read, in characters (Fairy-Stockfish's names
/// are far shorter); a longer one is refused before any lookup.
pub const MAX_VARIANT_NAME: usize = 64;

/// The largest variants.ini text a new game may bring, in bytes (256 KiB;
/// Fairy-Stockfish's own file, with every variant it knows, is under 70 KB).
pub const MAX_VARIANTS_TEXT: usize = 256 * 1024;

/// A variant as the new-game form lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VariantInfo {
    /// Its name, as `variant` takes it (`capablanca`).
    pub name: String,
    /// Its board's files.
    pub files: u8,
    /// Its board's ranks.
    pub ranks: u8,
}

impl VariantInfo {
    fn of(rules: &Rules) -> VariantInfo {
        VariantInfo { name: rules.name().to_string(), files: rules.files(), ranks: rules.ranks() }
    }
}

/// The bundled variants, in the bundled file's order.
pub fn bundled_variants() -> Vec<VariantInfo> {
    Variants::bundled().iter().map(|rules| VariantInfo::of(rules)).collect()
}

/// A section of a variants file that cannot be played, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefusedVariant {
    /// The section's name.
    pub name: String,
    /// Why, with the line and option (`line 4: option `twoBoards` is not supported`).
    pub error: String,
}

/// What a user's variants.ini text holds: the answer to `POST /api/variants`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VariantsFile {
    /// The sections that can be played, in file order.
    pub variants: Vec<VariantInfo>,
    /// The others.
    pub refused: Vec<RefusedVariant>,
}

/// The playable sections of a user's variants.ini text, and the others
/// with the reason each cannot be played (`line 4: option `twoBoards` is
/// not supported`).
///
/// # Errors
///
/// A text over [`MAX_VARIANTS_TEXT`], one that is not a variants file
/// at all (with the line and what is wrong), or one without a section.
pub fn user_variants(text: &str) -> Result<VariantsFile, String> {
    check_size(text)?;
    let (variants, refused) = Variants::parse_each(text).map_err(|error| format!("the variants file: {error}"))?;
    if variants.names().next().is_none() && refused.is_empty() {
        return Err("the variants file holds no variant: a section starts with a line like `[name:chess]`".into());
    }
    Ok(VariantsFile {
        variants: variants.iter().map(|rules| VariantInfo::of(rules)).collect(),
        refused: refused.into_iter().map(|(name, error)| RefusedVariant { name, error: error.to_string() }).collect(),
    })
}

fn check_size(text: &str) -> Result<(), String> {
    if text.len() > MAX_VARIANTS_TEXT {
        return Err(format!(
            "the variants file is {} bytes, more than the {MAX_VARIANTS_TEXT} the playground reads",
            text.len()
        ));
    }
    Ok(())
}

/// The rules the options name: `variant` (default `chess`) from the
/// user's `variants` text when it has a section of that name, else from
/// the bundled variants.
fn rules_for(options: &NewGame) -> Result<Arc<Rules>, String> {
    let name = options.variant.as_deref().unwrap_or("chess").trim();
    if name.chars().count() > MAX_VARIANT_NAME {
        return Err(format!("a variant name is at most {MAX_VARIANT_NAME} characters: `{}`", cut(name)));
    }
    if let Some(text) = &options.variants {
        check_size(text)?;
        let (variants, refused) = Variants::parse_each(text).map_err(|error| format!("the variants file: {error}"))?;
        if let Some(rules) = variants.get(name) {
            return Ok(Arc::clone(rules));
        }
        if let Some((_, error)) = refused.iter().find(|(refused, _)| refused == name) {
            return Err(format!("variant `{name}` cannot be played: {error}"));
        }
        if let Some(rules) = Variants::bundled().get(name) {
            return Ok(Arc::clone(rules));
        }
        let sections: Vec<&str> = variants.names().chain(refused.iter().map(|(name, _)| name.as_str())).collect();
        return Err(format!(
            "no variant `{}` in the variants file (its sections: {}) nor among the bundled ones",
            cut(name),
            if sections.is_empty() { "none".to_string() } else { sections.join(", ") }
        ));
    }
    Variants::bundled().get(name).cloned().ok_or_else(|| {
        let names: Vec<&str> = Variants::bundled().names().collect();
        format!("unknown variant `{}`: the bundled ones are {}", cut(name), names.join(", "))
    })
}

/// The side of a square in the picture: smaller on the large boards, so
/// that a 16×16 board fits the page as a chess board does.
fn square_size(rules: &Rules) -> f64 {
    match rules.files().max(rules.ranks()) {
        0..=10 => 44.0,
        11..=12 => 38.0,
        _ => 32.0,
    }
}

/// The layout [`VariantGame::to_svg`] draws with the playground's options.
fn layout(rules: &Rules, player: Option<Colour>) -> Option<GridLayout> {
    let grid = Grid::new(rules.files(), rules.ranks()).ok()?;
    Some(GridLayout::new(grid, square_size(rules)).flipped(player == Some(Colour::Black)))
}

impl WebGame for VariantGame {
    const API_NAME: &'static str = "variant";

    const OPTIONS: &'static [&'static str] = &["variant", "variants"];

    fn create(options: &NewGame) -> Result<VariantGame, String> {
        VariantGame::new(rules_for(options)?).map_err(|error| error.to_string())
    }

    /// With `variant` or `variants` given, the spec is a FEN of that
    /// variant (its name before it may be left out), `startpos` or nothing
    /// for its start, then optionally `moves …`; without them, a game text
    /// of a bundled variant (`capablanca <FEN>`), as every front end reads it.
    fn from_spec(options: &NewGame, spec: &str) -> Result<GameSession<VariantGame>, String> {
        if options.variant.is_none() && options.variants.is_none() {
            return GameSession::<VariantGame>::from_spec(spec).map_err(|error| error.to_string());
        }
        let rules = rules_for(options)?;
        let (position, moves) = match spec.split_once(" moves") {
            Some((position, moves)) if moves.is_empty() || moves.starts_with(char::is_whitespace) => {
                (position, Some(moves))
            }
            _ if spec.trim_start().starts_with("moves") => ("", spec.trim_start().strip_prefix("moves")),
            _ => (spec, None),
        };
        let mut words = position.split_whitespace().peekable();
        if let Some(first) = words.peek() {
            if *first == rules.name() {
                words.next();
            } else if !first.contains('/') && *first != "startpos" {
                return Err(format!(
                    "the position starts with `{}`: give a FEN of {}, or its name first",
                    cut(first),
                    rules.name()
                ));
            }
        }
        let fen: Vec<&str> = words.collect();
        let start = match fen.as_slice() {
            [] | ["startpos"] => VariantGame::new(Arc::clone(&rules)),
            fields => VariantGame::from_fen(Arc::clone(&rules), &fields.join(" ")),
        }
        .map_err(|error| format!("the position: {error}"))?;
        let mut session = GameSession::new(start);
        for (index, text) in VariantGame::split_moves(moves.unwrap_or("")).iter().enumerate() {
            session.play_text(text).map_err(|error| format!("move {}: {error}", index + 1))?;
        }
        Ok(session)
    }

    fn picture(&self, last: Option<(&VariantGame, &Move)>, player: Option<Colour>) -> String {
        let rules = self.rules();
        let mut options = SvgOptions::new().with_square(square_size(rules)).with_flipped(player == Some(Colour::Black));
        if let Some((_, mv)) = last {
            options = options.with_last_move(*mv);
        }
        self.to_svg(&options)
    }

    fn spots(&self, player: Option<Colour>) -> Vec<Spot> {
        let rules = self.rules();
        let Some(layout) = layout(rules, player) else { return Vec::new() };
        let mut spots = Vec::with_capacity(usize::from(rules.files()) * usize::from(rules.ranks()));
        for rank in 0..rules.ranks() {
            for file in 0..rules.files() {
                let Some(square) = Square::from_coords(file, rank) else { continue };
                let (x, y) = layout.centre(square);
                let title = self.piece_at(file, rank).map(|piece| {
                    let kind = &rules.piece_types()[piece.kind];
                    let promoted = if piece.promoted { " (promoted)" } else { "" };
                    format!("{} {} ({}){promoted}", piece.colour, kind.name(), kind.letter())
                });
                spots.push(Spot { name: square_name(file, rank), x, y, size: layout.square, title });
            }
        }
        spots
    }

    fn ui_move(&self, mv: &Move) -> UiMove {
        let name = |(file, rank): (u8, u8)| square_name(file, rank);
        let (from, to, via) = (name(mv.from_coords()), name(mv.to_coords()), mv.via_coords().map(name));
        let piece_name = |letter: char| {
            self.rules()
                .piece_types()
                .iter()
                .find(|kind| kind.letter().eq_ignore_ascii_case(&letter))
                .map_or_else(String::new, |kind| format!(" ({})", kind.name()))
        };
        // A drop has no square to pick first: the page shows a button per
        // piece in hand (the label without its square), then the squares.
        if let Some(letter) = mv.dropped_piece() {
            let promoted = if mv.promotion().is_some() { "+" } else { "" };
            let label = format!("{promoted}{letter}{} from hand to {to}", piece_name(letter));
            return UiMove {
                text: mv.to_string(),
                kind: "drop",
                from: None,
                to: Some(to),
                recipients: Vec::new(),
                via,
                wall: None,
                label,
            };
        }
        // The same from and to come with a choice of wall (picked on the
        // board next) or of gated piece (a button): the label says which.
        let extra = match (mv.wall_coords(), mv.gating_coords(), mv.promotion()) {
            (Some(wall), _, _) => format!(", wall on {}", name(wall)),
            (None, Some(gate), Some(letter)) => {
                format!(", placing {}{} on {}", letter.to_ascii_uppercase(), piece_name(letter), name(gate))
            }
            _ => String::new(),
        };
        let (kind, label) = match (mv.promotion(), &via) {
            _ if !extra.is_empty() => (
                if mv.is_capture() { "capture" } else { "move" },
                format!("{from}{}{to}{extra}", if mv.is_capture() { "x" } else { "-" }),
            ),
            (Some('+'), _) => ("promote", format!("{from}-{to}, promoting (+)")),
            (Some(letter), _) => {
                ("promote", format!("{from}-{to}={}{}", letter.to_ascii_uppercase(), piece_name(letter)))
            }
            (None, Some(via)) => ("capture", format!("{from}-{to}, capturing on {via}")),
            (None, None) if mv.is_capture() => ("capture", format!("{from}x{to}")),
            (None, None) => ("move", format!("{from}-{to}")),
        };
        UiMove {
            text: mv.to_string(),
            kind,
            from: Some(from),
            to: Some(to),
            recipients: Vec::new(),
            via,
            wall: mv.wall_coords().map(name),
            label,
        }
    }

    type Computer = variant::Player;

    fn computer(strength: Strength) -> variant::Player {
        variant::player(strength)
    }
}
