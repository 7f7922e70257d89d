//! `--load FILE` and `--save FILE`: the game as a record, read at the start
//! and written when the session ends.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use boardkit::core::record::{self, ErrorKind, Record, RecordError, RecordGame};

use crate::support::records;

/// The record the session starts from: the game saved in `load` (resumed at
/// its last position), else a new game from `start`.
pub(crate) fn begin<G: RecordGame>(
    load: Option<&Path>,
    start: impl FnOnce() -> Result<G, String>,
) -> Result<Record<G>, String> {
    let Some(path) = load else { return Ok(Record::new(start()?)) };
    // "cannot read <path>: ..." says it all; "cannot load" is for what the file holds.
    let bytes = records::read_file(path)?;
    record::read_one_from(&bytes[..]).map_err(|error| format!("cannot load {}: {}", path.display(), explain(error)))
}

/// What is wrong with a record file: a record of another game of the
/// examples is named as such (the reader's own message calls its game
/// unknown, which it is not to a person).
fn explain(error: RecordError) -> String {
    match &error.kind {
        ErrorKind::UnknownGame { found, expected } if ["Scirocco", "Sirocco", "Towers"].contains(&found.as_str()) => {
            format!("the record is of {found}, not {expected} (play {} --load <file> resumes it)", found.to_lowercase())
        }
        _ => error.to_string(),
    }
}

/// Writes `record` to `save`, if given, saying nothing (the output is gone).
pub(crate) fn save<G: RecordGame>(save: Option<&PathBuf>, record: &Record<G>) -> Result<(), String> {
    save.map_or(Ok(()), |path| records::save(path, record))
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
