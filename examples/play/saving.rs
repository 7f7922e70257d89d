//! `--load FILE` and `--save FILE`: the game as a record, read at the start
//! and written at the start (so that a path that cannot be written is
//! reported before the game), after every move (so that stopping the
//! program loses nothing) and when the session ends.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use boardkit::core::Session;
use boardkit::core::record::{self, ErrorKind, RecordError};
use boardkit::core::text::GameText;

use crate::session::plies_text;
use crate::support::records;

/// The session to play: the game saved in `load` (resumed at its last
/// position), else a new game from `start`.
pub(crate) fn begin<G: GameText>(
    load: Option<&Path>,
    start: impl FnOnce() -> Result<G, String>,
) -> Result<Session<G>, String> {
    let Some(path) = load else { return Ok(Session::new(start()?)) };
    // "cannot read <path>: ..." says it all; "cannot load" is for what the file holds.
    let bytes = records::read_file(path)?;
    record::read_one_from(&bytes[..])
        .map(Session::from)
        .map_err(|error| format!("cannot load {}: {}", path.display(), explain(error)))
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

/// Writes the record of `session` to `save`, if given, saying nothing.
pub(crate) fn save<G: GameText>(save: Option<&PathBuf>, session: &Session<G>) -> Result<(), String> {
    save.map_or(Ok(()), |path| records::save(path, session.record()))
}

/// Writes the record of `session` to `save`, if given, and says so on `out`.
pub(crate) fn finish<G: GameText>(
    save: Option<&PathBuf>,
    session: &Session<G>,
    out: &mut dyn Write,
) -> Result<(), String> {
    let Some(path) = save else { return Ok(()) };
    records::save(path, session.record())?;
    writeln!(out, "Saved the game ({}) to {}.", plies_text(session.moves().len() as u64), path.display())
        .map_err(|error: io::Error| error.to_string())
}
