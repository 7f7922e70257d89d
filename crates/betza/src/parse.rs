//! The Betza / XBetza parser.
//!
//! Grammar (one pass, no backtracking, so any input is read in linear time):
//!
//! ```text
//! movement  := ws* component (ws* component)* ws*    ws: whitespace
//! component := group ('a' group)* atom
//! group     := ( direction | mode | 'i' )*        direction: f b l r v s h
//!                                                 mode:      m c p g y x e n j
//! atom      := (W|F|D|N|A|H|C|Z|G|K|L|J) [same letter again] [digit [digit]]
//!            | (R|B|Q) [digit [digit]]
//! ```

use std::collections::HashMap;

use crate::atom::Atom;
use crate::letters::{self, LetterError};
use crate::movement::{Component, Leg, Modes, Movement};

/// The most legs one component may have. Real pieces use up to 3 (the Harpy);
/// the cap keeps compiled tables small for any input.
pub const MAX_LEGS: usize = 6;

/// The largest range a rider may be given (`R15`); `0` means unlimited. No
/// board is larger than 16×16, so no ray is longer than 15 steps.
pub const MAX_RANGE: u8 = 15;

/// The longest text [`Movement::parse`](crate::Movement::parse) reads, in
/// bytes (whitespace included). Real pieces need a few dozen: the longest in
/// [`catalog`](crate::catalog) is the Harpy's `mQ3xavspmafsK3` (14 bytes),
/// and all 36 Scirocco pieces written as one text take 128. The limit keeps
/// parsing any text to microseconds and a few KiB.
pub const MAX_TEXT_LEN: usize = 1024;

/// The most components one text may write (before equal components are
/// merged; `fK` counts as one). Real pieces need a handful (the most in
/// [`catalog`](crate::catalog) is the Lioness `KNAD`, 4); all 36 Scirocco
/// pieces written as one text have 68.
pub const MAX_COMPONENTS: usize = 256;

/// Why a text is not a Betza / XBetza movement, and where.
///
/// # Examples
///
/// ```
/// use boardkit_betza::{Movement, ParseErrorKind};
/// let error = Movement::parse("mR99").unwrap_err();
/// assert_eq!(error.offset, 2);
/// assert_eq!(error.kind, ParseErrorKind::RangeTooLarge(99));
/// assert_eq!(error.to_string(), "range 99 is too large: expected 0 (unlimited) to 15, at byte 2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}, at byte {offset}")]
pub struct ParseError {
    /// The byte offset in the input where the problem starts.
    pub offset: usize,
    /// What was wrong there.
    pub kind: ParseErrorKind,
}

/// What a [`ParseError`] found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The input was empty.
    #[error("expected a movement such as `N` or `fmWfcF`, found nothing")]
    Empty,
    /// A character that cannot appear here.
    #[error("unexpected `{found}`: expected {expected}")]
    Unexpected {
        /// The character found.
        found: char,
        /// What would have been accepted.
        expected: &'static str,
    },
    /// An uppercase letter that is not an atom.
    #[error("`{0}` is not an atom: expected one of W F D N A H C Z G K R B Q (or L = C, J = Z)")]
    UnknownAtom(char),
    /// Modifiers at the end of the text with no atom after them.
    #[error("expected an atom letter (W F D N A H C Z G K R B Q) after the modifiers, found the end")]
    MissingAtom,
    /// A range number above [`MAX_RANGE`].
    #[error("range {0} is too large: expected 0 (unlimited) to 15")]
    RangeTooLarge(u16),
    /// More than [`MAX_LEGS`] legs.
    #[error("too many legs: expected at most 6 legs (5 `a` separators) in one component")]
    TooManyLegs,
    /// A text longer than [`MAX_TEXT_LEN`] bytes (the length found); the
    /// offset is the first byte past the limit.
    #[error("the text is {0} bytes long: expected at most {MAX_TEXT_LEN}")]
    TooLong(usize),
    /// More than [`MAX_COMPONENTS`] components; the offset is where the
    /// first one too many starts.
    #[error("too many components: expected at most {MAX_COMPONENTS}")]
    TooManyComponents,
    /// Direction letters that mean nothing here.
    #[error("bad direction letters: {0}")]
    Directions(&'static str),
    /// A modifier on a leg where it means nothing.
    #[error("`{letter}` cannot stand on {place}")]
    MisplacedModifier {
        /// The modifier letter.
        letter: char,
        /// Where it was found, e.g. "the last leg".
        place: &'static str,
    },
}

fn error(offset: usize, kind: ParseErrorKind) -> ParseError {
    ParseError { offset, kind }
}

/// One group of modifier letters (one leg) as written.
#[derive(Default)]
struct Group {
    /// Direction letters and their byte offsets.
    directions: Vec<(u8, usize)>,
    /// Modes and their letters' byte offsets.
    modes: Vec<(char, Modes, usize)>,
}

pub(crate) fn parse(text: &str) -> Result<Movement, ParseError> {
    // Checked first, so that a huge input costs nothing to refuse.
    if text.len() > MAX_TEXT_LEN {
        return Err(error(MAX_TEXT_LEN, ParseErrorKind::TooLong(text.len())));
    }
    if text.trim().is_empty() {
        return Err(error(0, ParseErrorKind::Empty));
    }
    let mut chars = text.char_indices().peekable();
    let mut components = Vec::new();
    let mut written = 0;
    loop {
        // Whitespace may separate components (`fmW fcF`, as rules sheets write them), never split one.
        while chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
        let Some(&(start, _)) = chars.peek() else { break };
        written += 1;
        if written > MAX_COMPONENTS {
            return Err(error(start, ParseErrorKind::TooManyComponents));
        }
        let mut groups = vec![Group::default()];
        let mut initial_only = false;
        // Modifier groups up to the atom letter.
        let (atom_at, atom_char) = loop {
            let Some((at, c)) = chars.next() else {
                return Err(error(text.len(), ParseErrorKind::MissingAtom));
            };
            match c {
                'f' | 'b' | 'l' | 'r' | 'v' | 's' | 'h' => {
                    if let Some(group) = groups.last_mut() {
                        group.directions.push((c as u8, at));
                    }
                }
                'a' => {
                    if groups.len() >= MAX_LEGS {
                        return Err(error(at, ParseErrorKind::TooManyLegs));
                    }
                    groups.push(Group::default());
                }
                'i' => initial_only = true,
                c if c.is_ascii_uppercase() => break (at, c),
                c => match Modes::from_char(c) {
                    Some(mode) => {
                        if let Some(group) = groups.last_mut() {
                            group.modes.push((c, mode, at));
                        }
                    }
                    None => {
                        return Err(error(
                            at,
                            ParseErrorKind::Unexpected {
                                found: c,
                                expected: "a modifier (f b l r v s h m c p g y x e n j i), `a` or an atom letter",
                            },
                        ));
                    }
                },
            }
        };
        let (atom, mut rider) = match atom_char {
            'R' => (Atom::W, true),
            'B' => (Atom::F, true),
            'Q' => (Atom::K, true),
            c => match Atom::from_letter(c) {
                Some(atom) => (atom, false),
                None => return Err(error(atom_at, ParseErrorKind::UnknownAtom(c))),
            },
        };
        if !rider && chars.next_if(|&(_, c)| c == atom_char).is_some() {
            rider = true;
        }
        let mut digits = 0u16;
        let mut digit_count = 0;
        let digits_at = chars.peek().map_or(text.len(), |&(at, _)| at);
        while let Some((at, c)) = chars.next_if(|&(_, c)| c.is_ascii_digit()) {
            if digit_count == 2 {
                return Err(error(at, ParseErrorKind::Unexpected { found: c, expected: "at most two range digits" }));
            }
            digits = digits * 10 + (c as u16 - '0' as u16);
            digit_count += 1;
        }
        let range = if digit_count > 0 {
            if digits > MAX_RANGE as u16 {
                return Err(error(digits_at, ParseErrorKind::RangeTooLarge(digits)));
            }
            digits as u8
        } else if rider {
            0
        } else {
            1
        };
        components.extend(build(atom, range, initial_only, &groups)?);
    }
    Ok(Movement { components: merge(components) })
}

/// Turns the written groups into a component (two for a king with direction letters).
fn build(atom: Atom, range: u8, initial_only: bool, groups: &[Group]) -> Result<Vec<Component>, ParseError> {
    let last = groups.len() - 1;
    let mut legs = Vec::with_capacity(groups.len());
    for (i, group) in groups.iter().enumerate() {
        let letters: Vec<u8> = group.directions.iter().map(|&(c, _)| c).collect();
        let directions = letters::read_mask(&letters, atom, i > 0).map_err(|(index, why)| {
            let at = group.directions.get(index).map_or(0, |&(_, at)| at);
            error(at, ParseErrorKind::Directions(describe(why)))
        })?;
        let mut modes = Modes::NONE;
        for &(letter, mode, at) in &group.modes {
            let misplaced = if i == last {
                mode.intersects(Modes::SWITCH.union(Modes::RELAY)).then_some("the last leg")
            } else {
                mode.intersects(Modes::GRASSHOPPER.union(Modes::EN_PASSANT)).then_some("a leg before the last")
            };
            if let Some(place) = misplaced {
                return Err(error(at, ParseErrorKind::MisplacedModifier { letter, place }));
            }
            modes = modes.union(mode);
        }
        // Fill in the defaults so that `afW` and `mafW`, `W` and `mcW` are the same value.
        if i < last {
            let kinds = Modes::MOVE.union(Modes::CAPTURE).union(Modes::HOP).union(Modes::SWITCH).union(Modes::RELAY);
            if !modes.intersects(kinds) {
                modes = modes.union(Modes::MOVE);
            }
        } else if !modes.intersects(Modes::MOVE.union(Modes::CAPTURE).union(Modes::EN_PASSANT)) {
            modes = modes.union(Modes::MOVE.union(Modes::CAPTURE));
        }
        legs.push(Leg::new(directions, modes));
    }
    let component = Component { atom, range, initial_only, legs };
    let first = component.legs.first().map_or(0, Leg::directions);
    if atom != Atom::K || first == 0xFF {
        return Ok(vec![component]);
    }
    // A king with direction letters is its orthogonal part and its diagonal
    // part; printing never puts letters on K or Q (`fK` is written `fWfF`).
    let mut parts = Vec::new();
    for (part, offset) in [(Atom::W, 0), (Atom::F, 1)] {
        let mask = (0..4).filter(|j| first & (1 << (2 * j + offset)) != 0).fold(0u8, |m, j| m | 1 << j);
        if mask != 0 {
            let mut legs = component.legs.clone();
            if let Some(leg) = legs.first_mut() {
                *leg = Leg::new(mask, leg.modes());
            }
            parts.push(Component { atom: part, range, initial_only, legs });
        }
    }
    Ok(parts)
}

fn describe(why: LetterError) -> &'static str {
    why.describe()
}

/// Merges components that differ only in their first leg's directions, at the
/// place of the first one, so that the printer may spell one component as
/// several (`fNrN`) and still read back the same value.
pub(crate) fn merge(components: Vec<Component>) -> Vec<Component> {
    let mut merged: Vec<Component> = Vec::with_capacity(components.len());
    let mut seen: HashMap<_, usize> = HashMap::new();
    for component in components {
        let key = component.merge_key();
        match seen.get(&key) {
            Some(&index) => {
                if let (Some(target), Some(extra)) = (merged.get_mut(index), component.legs.first())
                    && let Some(first) = target.legs.first_mut()
                {
                    *first = Leg::new(first.directions() | extra.directions(), first.modes());
                }
            }
            None => {
                seen.insert(key, merged.len());
                merged.push(component);
            }
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) -> String {
        let movement = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let printed = movement.to_string();
        assert_eq!(parse(&printed).as_ref(), Ok(&movement), "{text} printed as {printed}");
        printed
    }

    #[test]
    fn scirocco_strings_print_as_written() {
        for text in [
            "fmWfcF",
            "FcWH",
            "mWcF",
            "Z",
            "W",
            "FAcafmW",
            "F",
            "WDcafmF",
            "A",
            "B",
            "D",
            "Q3cabK",
            "AcW",
            "Q",
            "DmF",
            "KNAD",
            "K",
            "CN",
            "N",
            "R",
            "C",
            "NAD",
            "WN",
            "NB4",
            "NF",
            "NR4",
            "yafW",
            "mWyafsW",
            "R4",
            "mFyafsF",
            "ADxabafKxabsW",
            "mQ3xavspmafsK3",
            "BW",
            "mBcRK",
            "WDA",
        ] {
            assert_eq!(round_trip(text), text);
        }
    }

    #[test]
    fn canonical_forms() {
        assert_eq!(round_trip("WW"), "R");
        assert_eq!(round_trip("W0"), "R");
        assert_eq!(round_trip("KK"), "Q");
        assert_eq!(round_trip("NN"), "NN");
        assert_eq!(round_trip("N0"), "NN");
        assert_eq!(round_trip("N3"), "NN3");
        assert_eq!(round_trip("R1"), "W");
        assert_eq!(round_trip("fK"), "fWfF");
        assert_eq!(round_trip("fsQ"), "fsRfB");
        assert_eq!(round_trip("L"), "C");
        assert_eq!(round_trip("J"), "Z");
        assert_eq!(round_trip("fWbW"), "vW");
        assert_eq!(round_trip("mcW"), "W");
        assert_eq!(round_trip("mafW"), "afW");
        assert_eq!(round_trip("fnmiD"), "ifmnD");
        assert_eq!(round_trip("pcR"), "cpR");
        assert_eq!(round_trip("R12"), "R12");
        assert_eq!(round_trip("mLC"), "mCmcC");
        assert_eq!(round_trip("NNN"), "NNmcN");
        assert_eq!(round_trip("NmcNN"), "NmcNN");
        // `f` then `r` would read as the digraph `fr`: one name per direction instead.
        assert_eq!(round_trip("fNrN"), "lfrffrbrN");
        assert_eq!(parse("fNrN"), parse("lfrffrbrN"));
    }

    #[test]
    fn errors_carry_offsets() {
        assert_eq!(parse("").unwrap_err().kind, ParseErrorKind::Empty);
        assert_eq!(parse("fm").unwrap_err(), error(2, ParseErrorKind::MissingAtom));
        assert_eq!(parse("WX").unwrap_err(), error(1, ParseErrorKind::UnknownAtom('X')));
        assert_eq!(parse("R123").unwrap_err().offset, 3);
        assert_eq!(parse("R16").unwrap_err(), error(1, ParseErrorKind::RangeTooLarge(16)));
        assert!(matches!(parse("fhW!").unwrap_err().kind, ParseErrorKind::Unexpected { found: '!', .. }));
        assert!(matches!(parse("hlW").unwrap_err().kind, ParseErrorKind::Directions(_)));
        // Each fault of the direction letters says which it is.
        let why = |text: &str| parse(text).unwrap_err().to_string();
        assert!(why("hlW").contains("`hl` and `hr` only apply to oblique atoms"), "{}", why("hlW"));
        assert!(why("afhW").contains("`h` directions only apply to the first leg"), "{}", why("afhW"));
        assert!(why("ahlN").contains("`h` directions only apply to the first leg"), "{}", why("ahlN"));
        assert!(why("hW").contains("`h` must follow a direction"), "{}", why("hW"));
        assert!(matches!(parse("yW").unwrap_err().kind, ParseErrorKind::MisplacedModifier { letter: 'y', .. }));
        assert!(matches!(parse("gaW").unwrap_err().kind, ParseErrorKind::MisplacedModifier { letter: 'g', .. }));
        assert_eq!(parse("aaaaaaW").unwrap_err().kind, ParseErrorKind::TooManyLegs);
        assert_eq!(parse("Wé").unwrap_err().offset, 1);
        assert!(matches!(
            parse("W é").unwrap_err(),
            ParseError { offset: 2, kind: ParseErrorKind::Unexpected { found: 'é', .. } }
        ));
        assert!(matches!(parse("fm W").unwrap_err().kind, ParseErrorKind::Unexpected { found: ' ', .. }));
        assert_eq!(parse(" \t").unwrap_err().kind, ParseErrorKind::Empty);
        assert_eq!(parse(" fmW fcF ").map(|m| m.to_string()), Ok("fmWfcF".to_string()));
    }

    /// The size limits allow exactly the limit, and refuse one more at once.
    #[test]
    fn size_limits_allow_exactly_the_limit() {
        let padded = format!("{}W", " ".repeat(MAX_TEXT_LEN - 1));
        assert_eq!(parse(&padded).map(|m| m.to_string()), Ok("W".to_string()));
        let long = format!("{}W", " ".repeat(MAX_TEXT_LEN));
        assert_eq!(parse(&long), Err(error(MAX_TEXT_LEN, ParseErrorKind::TooLong(MAX_TEXT_LEN + 1))));
        assert!(parse(&"f".repeat(10_000_000)).is_err_and(|e| e.kind == ParseErrorKind::TooLong(10_000_000)));
        // The most components (equal ones merge afterwards), then one more.
        let most = "W ".repeat(MAX_COMPONENTS);
        assert_eq!(parse(&most).map(|m| m.to_string()), Ok("W".to_string()));
        let over = format!("{most}F");
        assert_eq!(parse(&over), Err(error(2 * MAX_COMPONENTS, ParseErrorKind::TooManyComponents)));
        assert_eq!(parse(&"W".repeat(2 * MAX_COMPONENTS + 1)).unwrap_err().kind, ParseErrorKind::TooManyComponents);
        assert!(why_text(&long).contains("1024"));
        assert!(why_text(&over).contains("256"));
    }

    fn why_text(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }
}
