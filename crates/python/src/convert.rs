//! Python objects for the calls a playout loop makes on every ply: lists
//! of actions and of move texts built straight into a Python list (no Rust
//! `Vec` or `String` per element in between), with the ints of the actions
//! made once per process and the texts of the moves once per process.

use std::collections::HashMap;
use std::fmt::{Display, Write};
use std::hash::Hash;
use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyInt, PyList, PyString};

/// Actions below this bound are shared Python ints (see [`action_list`]):
/// it covers the whole action space of Scirocco (30 000), of Sirocco on the
/// reference board (21 026) and of Towers up to 8×8 (8 448).
const SHARED_INTS: u64 = 1 << 15;

/// The Python ints `0..SHARED_INTS`, made on first use.
static INTS: GILOnceCell<Box<[Py<PyInt>]>> = GILOnceCell::new();

/// `actions` as a Python list of ints.
///
/// A Python int above 256 is a new object each time it is made, and a
/// playout makes one per legal action per ply and frees it again; the
/// actions below [`SHARED_INTS`] are instead made once per process (about
/// 1 MB) and the list holds new references to them, as CPython does for
/// its small ints.
pub(crate) fn action_list<'py>(
    py: Python<'py>,
    actions: impl ExactSizeIterator<Item = u64>,
) -> PyResult<Bound<'py, PyList>> {
    let ints = INTS.get_or_init(py, || (0..SHARED_INTS).map(|value| PyInt::new(py, value).unbind()).collect());
    PyList::new(
        py,
        actions.map(|action| match usize::try_from(action).ok().and_then(|index| ints.get(index)) {
            Some(int) => int.bind(py).clone(),
            None => PyInt::new(py, action),
        }),
    )
}

/// The most texts a [`SharedTexts`] keeps: every move of Scirocco (30 000
/// numbers) and of Sirocco on the reference board (21 026), a few MB.
const KEPT_TEXTS: usize = 1 << 15;

/// The Python texts of a game's moves, made once per process and then
/// shared (Python strings are immutable, and a move's text depends on the
/// move only): `legal_moves` lists mostly the same moves ply after ply and
/// game after game, and `play_chance` returns the same few outcomes.
#[derive(Debug)]
pub(crate) struct SharedTexts<M> {
    /// The texts made so far, by move; `None` until the first.
    texts: Mutex<Option<HashMap<M, Py<PyString>>>>,
}

impl<M> SharedTexts<M> {
    /// None made yet.
    pub(crate) const fn new() -> SharedTexts<M> {
        SharedTexts { texts: Mutex::new(None) }
    }
}

impl<M: Eq + Hash + Display + Clone> SharedTexts<M> {
    /// The texts of `moves`, in order.
    pub(crate) fn texts<'py>(&self, py: Python<'py>, moves: &[M]) -> Vec<Bound<'py, PyString>> {
        let mut scratch = String::new();
        let mut make = |mv: &M| {
            scratch.clear();
            // Writing into a String cannot fail.
            let _ = write!(scratch, "{mv}");
            PyString::new(py, &scratch)
        };
        // Only making strings happens under the lock: no Python code runs
        // there. Were it ever held (or poisoned), the texts are made anew.
        let Ok(mut guard) = self.texts.try_lock() else { return moves.iter().map(make).collect() };
        let texts = guard.get_or_insert_with(HashMap::new);
        moves
            .iter()
            .map(|mv| match texts.get(mv) {
                Some(text) => text.bind(py).clone(),
                None => {
                    let text = make(mv);
                    if texts.len() < KEPT_TEXTS {
                        texts.insert(mv.clone(), text.clone().unbind());
                    }
                    text
                }
            })
            .collect()
    }

    /// The text of `mv`.
    pub(crate) fn text<'py>(&self, py: Python<'py>, mv: &M) -> Bound<'py, PyString> {
        // `texts` gives one text per move: the fallback never runs.
        self.texts(py, std::slice::from_ref(mv)).pop().unwrap_or_else(|| PyString::new(py, &mv.to_string()))
    }

    /// The texts of `moves` as a Python list of str.
    pub(crate) fn list<'py>(&self, py: Python<'py>, moves: &[M]) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.texts(py, moves))
    }
}
