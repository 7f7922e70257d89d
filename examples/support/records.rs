//! Game records in the examples: reading a record file, writing one.

use std::path::Path;

use boardkit::core::record::{self, Record};
use boardkit::core::text::GameText;

/// Reads the one game recorded in the file at `path`; the message says what
/// is wrong and where (`line 7, column 12, ply 23: illegal move ...`).
pub(crate) fn load<G: GameText>(path: &Path) -> Result<Record<G>, String> {
    let bytes = read_file(path)?;
    record::read_one_from(&bytes[..]).map_err(|error| error.to_string())
}

/// The bytes of the file at `path` (the record reader checks that they are
/// UTF-8 and says where they are not).
pub(crate) fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|error| format!("cannot read {}: {error}", path.display()))
}

/// Writes `record` in its canonical form to the file at `path`.
pub(crate) fn save<G: GameText>(path: &Path, record: &Record<G>) -> Result<(), String> {
    std::fs::write(path, record::write(record)).map_err(|error| format!("cannot write {}: {error}", path.display()))
}
