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
///
/// The text goes to a file beside `path` first and is then renamed over it,
/// so a program stopped in the middle of a save (Ctrl-C after a move) leaves
/// the previous record whole rather than a cut one.
pub(crate) fn save<G: GameText>(path: &Path, record: &Record<G>) -> Result<(), String> {
    let cannot = |error: std::io::Error| format!("cannot write {}: {error}", path.display());
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = std::path::PathBuf::from(partial);
    std::fs::write(&partial, record::write(record)).map_err(cannot)?;
    std::fs::rename(&partial, path).map_err(|error| {
        let _ = std::fs::remove_file(&partial);
        cannot(error)
    })
}
