//! `--load FILE` and `--save FILE`: the game as a record, read at the start
//! and written when the session ends.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use boardkit::core::record::{Record, RecordGame};

use crate::support::records;

/// The record the session starts from: the game saved in `load` (resumed at
/// its last position), else a new game from `start`.
pub(crate) fn begin<G: RecordGame>(
    load: Option<&Path>,
    start: impl FnOnce() -> Result<G, String>,
) -> Result<Record<G>, String> {
    match load {
        Some(path) => records::load(path).map_err(|message| format!("cannot load {}: {message}", path.display())),
        None => Ok(Record::new(start()?)),
    }
}

/// Writes `record` to `save`, if given, and says so on `out`.
pub(crate) fn finish<G: RecordGame>(
    save: Option<&PathBuf>,
    record: &Record<G>,
    out: &mut dyn Write,
) -> Result<(), String> {
    let Some(path) = save else { return Ok(()) };
    records::save(path, record)?;
    writeln!(out, "Saved the game ({} plies) to {}.", record.moves().len(), path.display())
        .map_err(|error: io::Error| error.to_string())
}
