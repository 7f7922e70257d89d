//! Python objects for the calls a playout loop makes on every ply: lists
//! of actions and of move texts built straight into a Python list (no Rust
//! `Vec` or `String` per element in between), with the ints of the actions
//! made once per process and the texts of the moves once per process.

use std::collections::HashMap;
use std::fmt::Display;
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
    /// `with(texts)` on the kept texts, or `without()` were the lock ever
    /// held (or poisoned). Only making strings happens under the lock, so
    /// no Python code runs there and no second call can wait on it.
    fn kept<R>(&self, with: impl FnOnce(&mut HashMap<M, Py<PyString>>) -> R, without: impl FnOnce() -> R) -> R {
        match self.texts.try_lock() {
            Ok(mut guard) => with(guard.get_or_insert_with(HashMap::new)),
            Err(_) => without(),
        }
    }

    /// The text of `mv` from `texts`, made and kept if it is new.
    fn lookup<'py>(texts: &mut HashMap<M, Py<PyString>>, py: Python<'py>, mv: &M) -> Bound<'py, PyString> {
        if let Some(text) = texts.get(mv) {
            return text.bind(py).clone();
        }
        let text = PyString::new(py, &mv.to_string());
        if texts.len() < KEPT_TEXTS {
            texts.insert(mv.clone(), text.clone().unbind());
        }
        text
    }

    /// The text of `mv`.
    pub(crate) fn text<'py>(&self, py: Python<'py>, mv: &M) -> Bound<'py, PyString> {
        self.kept(|texts| Self::lookup(texts, py, mv), || PyString::new(py, &mv.to_string()))
    }

    /// The texts of `moves` as a Python list of str.
    pub(crate) fn list<'py>(&self, py: Python<'py>, moves: &[M]) -> PyResult<Bound<'py, PyList>> {
        let texts: Vec<Bound<'py, PyString>> = self.kept(
            |texts| moves.iter().map(|mv| Self::lookup(texts, py, mv)).collect(),
            || moves.iter().map(|mv| PyString::new(py, &mv.to_string())).collect(),
        );
        PyList::new(py, texts)
    }
}
