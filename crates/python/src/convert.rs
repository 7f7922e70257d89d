//! Python objects for the calls a playout loop makes on every ply: lists
//! of actions and of move texts built straight into a Python list (no Rust
//! `Vec` or `String` per element in between), and the texts of chance
//! outcomes made once per game object and then shared.

use std::fmt::{Display, Write};

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

/// The texts of `moves` as a Python list of str, written through one
/// reused buffer.
pub(crate) fn text_list<'py, M: Display>(py: Python<'py>, moves: &[M]) -> PyResult<Bound<'py, PyList>> {
    let mut text = String::with_capacity(16);
    PyList::new(
        py,
        moves.iter().map(|mv| {
            text.clear();
            // Writing into a String cannot fail.
            let _ = write!(text, "{mv}");
            PyString::new(py, &text)
        }),
    )
}

/// The most chance outcomes whose texts a [`ChanceTexts`] keeps (Sirocco
/// has six; a game with more outcomes gets the rest made on each call).
const KEPT_TEXTS: usize = 16;

/// The Python texts of the chance outcomes met so far: `play_chance`
/// returns its outcome's text, and the same few outcomes come back on every
/// throw, so each text is made once per game object.
#[derive(Debug)]
pub(crate) struct ChanceTexts<M> {
    /// Each outcome met, with its text.
    texts: Vec<(M, Py<PyString>)>,
}

impl<M: PartialEq + Display + Clone> ChanceTexts<M> {
    /// None made yet.
    pub(crate) fn new() -> ChanceTexts<M> {
        ChanceTexts { texts: Vec::new() }
    }

    /// The text of `mv` (a new reference to the kept one when it is kept).
    pub(crate) fn text(&mut self, py: Python<'_>, mv: &M) -> Py<PyString> {
        if let Some((_, text)) = self.texts.iter().find(|(kept, _)| kept == mv) {
            return text.clone_ref(py);
        }
        let text = PyString::new(py, &mv.to_string()).unbind();
        if self.texts.len() < KEPT_TEXTS {
            self.texts.push((mv.clone(), text.clone_ref(py)));
        }
        text
    }
}
