//! Compiling the movement tables. TEMPORARY: from the rules directly until
//! boardkit-betza's generation lands.

use crate::PieceKind;
use crate::tables::Tables;

/// Builds the tables.
pub(crate) fn build_tables() -> Tables {
    Tables::build(|kind, side, square| crate::rules_source::raw_templates(PieceKind::ALL[kind], side, square))
}
