//! Tag pairs, kept in the canonical order.

use super::TagError;

/// Tags whose canonical place is fixed, first to last; every other
/// informational tag follows them, sorted by name.
const ROSTER: [&str; 4] = ["Event", "Site", "Date", "Round"];

/// Tag pairs (`[Name "value"]`), each name at most once, kept in the
/// canonical order: `Event`, `Site`, `Date`, `Round`, then the others
/// sorted by name.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Tags {
    pairs: Vec<(String, String)>,
}

impl Tags {
    /// The value of tag `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs.iter().find(|(n, _)| n == name).map(|(_, value)| value.as_str())
    }

    /// The pairs in canonical order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.pairs.iter().map(|(name, value)| (name.as_str(), value.as_str()))
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// Sets `name` to `value` in its canonical place (names and values are
    /// checked by the callers); returns the previous value.
    pub(crate) fn insert(&mut self, name: &str, value: &str) -> Option<String> {
        if let Some((_, old)) = self.pairs.iter_mut().find(|(n, _)| n == name) {
            return Some(core::mem::replace(old, value.to_string()));
        }
        let key = sort_key(name);
        let at = self.pairs.iter().position(|(n, _)| sort_key(n) > key).unwrap_or(self.pairs.len());
        self.pairs.insert(at, (name.to_string(), value.to_string()));
        None
    }

    /// Removes `name`; returns its value.
    pub(crate) fn remove(&mut self, name: &str) -> Option<String> {
        let at = self.pairs.iter().position(|(n, _)| n == name)?;
        Some(self.pairs.remove(at).1)
    }
}

/// The canonical order: the roster by its place, then the rest by name.
fn sort_key(name: &str) -> (usize, &str) {
    match ROSTER.iter().position(|&r| r == name) {
        Some(place) => (place, ""),
        None => (ROSTER.len(), name),
    }
}

/// Checks a tag name: an ASCII letter, then ASCII letters, digits and `_`.
pub(crate) fn check_name(name: &str) -> Result<(), TagError> {
    let mut chars = name.chars();
    let good =
        chars.next().is_some_and(|c| c.is_ascii_alphabetic()) && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    if good { Ok(()) } else { Err(TagError::BadName(name.to_string())) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_order_whatever_the_insertion_order() {
        let mut tags = Tags::default();
        for name in ["Tan", "Round", "Annotator", "Event", "Blue", "Site", "Date"] {
            assert_eq!(tags.insert(name, "x"), None);
        }
        let names: Vec<&str> = tags.iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["Event", "Site", "Date", "Round", "Annotator", "Blue", "Tan"]);
        assert_eq!(tags.insert("Blue", "y").as_deref(), Some("x"));
        assert_eq!(tags.get("Blue"), Some("y"));
        assert_eq!(tags.remove("Blue").as_deref(), Some("y"));
        assert_eq!(tags.len(), 6);
    }

    #[test]
    fn tag_names() {
        assert!(check_name("Event").is_ok());
        assert!(check_name("White_Elo2").is_ok());
        for bad in ["", "2nd", "_x", "a-b", "a b", "É"] {
            assert_eq!(check_name(bad), Err(TagError::BadName(bad.to_string())), "{bad}");
        }
    }
}
