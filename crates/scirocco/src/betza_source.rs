//! Compiling the movement tables from the piece table's XBetza strings with
//! `boardkit-betza`.
//!
//! Each string is parsed once and compiled by [`MoveTable::new`] for the
//! 10×10 grid; each [`MoveTemplate`] (for Blue `Forward::Up`, for Tan
//! `Forward::Down`) becomes a [`Template`] whose square lists are bit masks.
//! The DSL compiles the relay components (`x` legs of the Dervish and Harpy
//! strings) to no templates; the relays are rules in [`crate::movegen`].

use boardkit_betza::{Destination, Forward, MoveTable, MoveTemplate, Movement};
use boardkit_geometry::Grid;

use crate::bitboard::{bit, dense, square_of};
use crate::piece::PIECES;
use crate::tables::{Dest, Tables, Template};

/// The DSL tables of every piece type, in [`crate::PieceKind`] order.
/// An error names the piece and says what the DSL reported (a bug in the
/// piece table or the DSL; tests make sure it never happens).
pub(crate) fn move_tables() -> Result<Vec<MoveTable>, String> {
    let grid = Grid::new(10, 10).map_err(|e| e.to_string())?;
    PIECES
        .iter()
        .map(|info| {
            let movement = Movement::parse(info.betza).map_err(|e| format!("{}: {e}", info.name))?;
            MoveTable::new(&movement, grid).map_err(|e| format!("{}: {e}", info.name))
        })
        .collect()
}

/// One DSL template as a [`Template`]; `None` for templates Scirocco cannot
/// use (`i` initial-square moves, which none of its pieces have).
pub(crate) fn convert(template: &MoveTemplate, from: u8) -> Option<Template> {
    if template.initial_only {
        return None;
    }
    let mask = |squares: &[boardkit_geometry::Square]| {
        squares.iter().try_fold(0u128, |acc, &square| dense(square).map(|index| acc | bit(index)))
    };
    let to = dense(template.to)?;
    let stays = to == from;
    let dest = match template.destination {
        _ if stays => Dest::Stay,
        Destination::Empty => Dest::Empty,
        Destination::Enemy => Dest::Enemy,
        Destination::EmptyOrEnemy => Dest::EmptyOrEnemy,
    };
    Some(Template {
        path: mask(&template.must_be_empty)?,
        hurdles: mask(&template.hurdles)?,
        locust: mask(&template.captures)?,
        to,
        dest,
    })
}

/// The DSL tables, compiled once (empty if the DSL failed, which a test rules out).
pub(crate) fn dsl_tables() -> &'static [MoveTable] {
    static TABLES: std::sync::OnceLock<Vec<MoveTable>> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| move_tables().unwrap_or_default())
}

/// Builds the tables; if the DSL ever failed on a piece string (it does not:
/// `tables_compile_from_the_xbetza_strings` tests it), that piece would get
/// no moves rather than a panic in a library user's program.
pub(crate) fn build_tables() -> Tables {
    let dsl = dsl_tables();
    Tables::build(|kind, side, square| {
        let Some(table) = dsl.get(kind) else { return Vec::new() };
        let forward = if side == 0 { Forward::Up } else { Forward::Down };
        table.templates(square_of(square), forward).iter().filter_map(|t| convert(t, square)).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PieceKind;
    use crate::bitboard::SQUARES;
    use crate::piece::KIND_COUNT;
    use std::collections::BTreeSet;

    #[test]
    fn tables_compile_from_the_xbetza_strings() {
        let tables = move_tables().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(tables.len(), KIND_COUNT);
    }

    /// The tables compiled by the DSL equal the ones written straight from
    /// the rules' piece descriptions (crate::rules_source), template for
    /// template, for every type, side and square.
    #[test]
    fn dsl_tables_equal_the_rules_tables() {
        let dsl = build_tables();
        let rules =
            Tables::build(|kind, side, square| crate::rules_source::raw_templates(PieceKind::ALL[kind], side, square));
        let key = |t: &Template| (t.to, t.path, t.hurdles, t.locust, t.dest);
        for kind in 0..KIND_COUNT {
            for side in 0..2 {
                for square in 0..SQUARES as u8 {
                    let a: BTreeSet<_> = dsl.all_templates(kind, side, square).iter().map(key).collect();
                    let b: BTreeSet<_> = rules.all_templates(kind, side, square).iter().map(key).collect();
                    assert_eq!(a.len(), dsl.all_templates(kind, side, square).len(), "duplicate templates");
                    assert_eq!(a, b, "{} side {side} on {}", PieceKind::ALL[kind], square_of(square));
                }
            }
        }
    }

    #[test]
    fn no_template_has_hurdles_or_takes_on_its_own_destination() {
        // Scirocco has no hoppers, and what a template captures in passing
        // (a jump-capture's victim, the Genie's target) is never where it
        // lands: the move tables' extras and influence rely on both.
        let tables = build_tables();
        let mut locust = 0;
        for kind in 0..KIND_COUNT {
            for side in 0..2 {
                for square in 0..SQUARES as u8 {
                    for template in tables.all_templates(kind, side, square) {
                        assert_eq!(template.hurdles, 0, "{} on {}", PieceKind::ALL[kind], square_of(square));
                        assert_eq!(template.locust & crate::bitboard::bit(template.to), 0);
                        locust += usize::from(template.locust != 0);
                    }
                }
            }
        }
        assert!(locust > 0, "the Zig, Zag and Genie have locust templates");
    }

    #[test]
    fn no_destination_is_reached_by_two_templates() {
        // Generation relies on this to list every move once without a dedup pass.
        let tables = build_tables();
        for kind in 0..KIND_COUNT {
            for side in 0..2 {
                for square in 0..SQUARES as u8 {
                    let templates = tables.all_templates(kind, side, square);
                    let keys: BTreeSet<_> = templates.iter().map(|t| (t.to, t.locust)).collect();
                    assert_eq!(keys.len(), templates.len(), "{} on {}", PieceKind::ALL[kind], square_of(square));
                }
            }
        }
    }
}
