//! Direction letters: reading `f b l r v s h` groups into direction masks and
//! writing masks back as letters.
//!
//! A mask has one bit per direction *slot*. On a first leg the slots are the
//! atom's absolute directions (see `Atom::slot_step`); on later legs they are
//! the 8 directions relative to the previous leg, bit `k` = turned `k`
//! eighths of a turn clockwise (`f`=0, `fr`=1, `r`=2, `br`=3, `b`=4, `bl`=5,
//! `l`=6, `fl`=7).

use crate::atom::{Atom, Shape, oblique_is_narrow};

/// The two axes a direction letter can name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Axis {
    /// Forward/backward (`f`, `b`, `v`).
    Vertical,
    /// Left/right (`l`, `r`, `s`).
    Horizontal,
}

/// One direction letter: its axis and which signs it allows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Letter {
    axis: Axis,
    plus: bool,
    minus: bool,
}

impl Letter {
    fn from_char(c: char) -> Option<Letter> {
        let (axis, plus, minus) = match c {
            'f' => (Axis::Vertical, true, false),
            'b' => (Axis::Vertical, false, true),
            'v' => (Axis::Vertical, true, true),
            'r' => (Axis::Horizontal, true, false),
            'l' => (Axis::Horizontal, false, true),
            's' => (Axis::Horizontal, true, true),
            _ => return None,
        };
        Some(Letter { axis, plus, minus })
    }

    /// Whether a slot whose component along this letter's axis has sign `sign` is selected.
    fn allows(self, sign: i8) -> bool {
        (sign > 0 && self.plus) || (sign < 0 && self.minus)
    }
}

/// A token of a direction group.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Token {
    Single(Letter),
    /// Two letters on different axes, in this order.
    Pair(Letter, Letter),
    /// `fh`, `lh`, …: every direction on one side.
    Half(Letter),
    /// `hl` (left = true) or `hr`: the chiral halves of an oblique atom.
    Chiral(bool),
}

/// Why a group of direction letters means nothing for its atom.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LetterError {
    /// `h` not part of `fh`-style or `hl`/`hr`.
    LoneH,
    /// `hl`/`hr` on an atom that is not oblique.
    ChiralNeedsOblique,
    /// `fh`-style or `hl` on a later leg.
    HalfOnLaterLeg,
    /// The letters select no direction at all (e.g. `fl` on a later leg of… nothing).
    Nothing,
}

impl LetterError {
    pub(crate) fn describe(self) -> &'static str {
        match self {
            LetterError::LoneH => "`h` must follow a direction (`fh`) or be followed by `l` or `r` (`hl`, `hr`)",
            LetterError::ChiralNeedsOblique => "`hl` and `hr` only apply to oblique atoms (N, C, Z)",
            LetterError::HalfOnLaterLeg => "`h` directions only apply to the first leg",
            LetterError::Nothing => "these direction letters select no direction of the atom",
        }
    }
}

/// Splits a direction group into tokens. `letters` holds only `fblrvsh`.
/// On a first leg two adjacent letters on different axes form a pair in
/// either order (`fl`, `lf`: they differ on oblique atoms); on later legs only
/// a vertical letter followed by a horizontal one pairs (`fl` = 45° left,
/// `lf` = left and straight on).
fn tokenize(letters: &[u8], relative: bool) -> Result<Vec<(usize, Token)>, (usize, LetterError)> {
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < letters.len() {
        let c = letters[i] as char;
        let next = letters.get(i + 1).map(|&b| b as char);
        if c == 'h' {
            match next {
                Some('l') => tokens.push((i, Token::Chiral(true))),
                Some('r') => tokens.push((i, Token::Chiral(false))),
                _ => return Err((i, LetterError::LoneH)),
            }
            i += 2;
            continue;
        }
        let Some(letter) = Letter::from_char(c) else {
            return Err((i, LetterError::LoneH));
        };
        if next == Some('h') {
            tokens.push((i, Token::Half(letter)));
            i += 2;
            continue;
        }
        if let Some(second) = next.and_then(Letter::from_char)
            && second.axis != letter.axis
            && (!relative || letter.axis == Axis::Vertical)
        {
            tokens.push((i, Token::Pair(letter, second)));
            i += 2;
            continue;
        }
        tokens.push((i, Token::Single(letter)));
        i += 1;
    }
    Ok(tokens)
}

/// The signs of one direction slot and how direction letters treat it.
#[derive(Clone, Copy)]
struct SlotInfo {
    /// Sign of the file (horizontal) component.
    h: i8,
    /// Sign of the rank (vertical) component.
    v: i8,
    kind: SlotKind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum SlotKind {
    /// Along a line: single letters add up.
    Orthogonal,
    /// Along a diagonal: single letters pick a pair, two letters one.
    Diagonal,
    /// Oblique, with the long axis along this axis.
    Oblique(Axis),
}

impl SlotInfo {
    fn sign(self, axis: Axis) -> i8 {
        match axis {
            Axis::Vertical => self.v,
            Axis::Horizontal => self.h,
        }
    }
}

/// The slots of a first leg of `atom`.
fn absolute_slots(atom: Atom) -> impl Iterator<Item = SlotInfo> {
    (0..atom.direction_count()).map(move |slot| {
        let offset = atom.slot_offset(slot);
        let kind = match atom.shape() {
            Shape::Orthogonal(_) => SlotKind::Orthogonal,
            Shape::Diagonal(_) => SlotKind::Diagonal,
            Shape::King if slot % 2 == 0 => SlotKind::Orthogonal,
            Shape::King => SlotKind::Diagonal,
            Shape::Oblique(..) if oblique_is_narrow(slot) => SlotKind::Oblique(Axis::Vertical),
            Shape::Oblique(..) => SlotKind::Oblique(Axis::Horizontal),
        };
        SlotInfo { h: offset.file.signum(), v: offset.rank.signum(), kind }
    })
}

/// The 8 relative slots of a later leg.
fn relative_slots() -> impl Iterator<Item = SlotInfo> {
    const SIGNS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
    SIGNS.into_iter().enumerate().map(|(k, (h, v))| SlotInfo {
        h,
        v,
        kind: if k % 2 == 0 { SlotKind::Orthogonal } else { SlotKind::Diagonal },
    })
}

fn token_selects(token: Token, slot: SlotInfo, relative: bool) -> bool {
    match token {
        Token::Single(x) => match slot.kind {
            SlotKind::Orthogonal | SlotKind::Diagonal if relative => {
                slot.kind == SlotKind::Orthogonal && x.allows(slot.sign(x.axis))
            }
            SlotKind::Orthogonal | SlotKind::Diagonal => x.allows(slot.sign(x.axis)),
            SlotKind::Oblique(long) => long == x.axis && x.allows(slot.sign(x.axis)),
        },
        Token::Pair(x, y) => match slot.kind {
            SlotKind::Orthogonal if relative => false,
            SlotKind::Orthogonal => x.allows(slot.sign(x.axis)) || y.allows(slot.sign(y.axis)),
            SlotKind::Diagonal => x.allows(slot.sign(x.axis)) && y.allows(slot.sign(y.axis)),
            SlotKind::Oblique(long) => long == y.axis && x.allows(slot.sign(x.axis)) && y.allows(slot.sign(y.axis)),
        },
        Token::Half(x) => x.allows(slot.sign(x.axis)),
        // Left-handed: the turns of (-short, long), i.e. lf, fr, rb, bl; right-handed the mirror images.
        Token::Chiral(left) => match slot.kind {
            SlotKind::Oblique(long) => {
                let product = slot.h * slot.v;
                let narrow = long == Axis::Vertical;
                // lf (-,+) narrow and rb (+,-) narrow have product -1; fr (+,+) wide and bl (-,-) wide +1.
                (narrow == (product < 0)) == left
            }
            _ => false,
        },
    }
}

/// The mask selected by a group of direction letters on a first leg (`relative == false`) or a later leg.
///
/// `letters` is the group's direction letters in order; the error carries the
/// index (into `letters`) of the offending letter.
pub(crate) fn read_mask(letters: &[u8], atom: Atom, relative: bool) -> Result<u8, (usize, LetterError)> {
    if letters.is_empty() {
        return Ok(default_mask(atom, relative));
    }
    let tokens = tokenize(letters, relative)?;
    let mut mask = 0u8;
    for (at, token) in tokens {
        match token {
            Token::Half(_) | Token::Chiral(_) if relative => return Err((at, LetterError::HalfOnLaterLeg)),
            Token::Chiral(_) if !matches!(atom.shape(), Shape::Oblique(..)) => {
                return Err((at, LetterError::ChiralNeedsOblique));
            }
            _ => {}
        }
        let selected =
            if relative { select(relative_slots(), token, true) } else { select(absolute_slots(atom), token, false) };
        if selected == 0 {
            return Err((at, LetterError::Nothing));
        }
        mask |= selected;
    }
    Ok(mask)
}

fn select(slots: impl Iterator<Item = SlotInfo>, token: Token, relative: bool) -> u8 {
    slots.enumerate().filter(|&(_, slot)| token_selects(token, slot, relative)).fold(0, |m, (i, _)| m | 1 << i)
}

/// The directions meant when a leg has no direction letters: all of the
/// atom's directions on a first leg; on a later leg straight on, back and the
/// two 90° turns (keeping the atom), or all 8 turns for the king.
pub(crate) fn default_mask(atom: Atom, relative: bool) -> u8 {
    if !relative {
        atom.full_mask()
    } else if atom == Atom::K {
        0xFF
    } else {
        0x55
    }
}

/// Candidate spellings, most general first.
const ORTHOGONAL_CANDIDATES: &[&str] = &["v", "s", "f", "b", "l", "r"];
const DIAGONAL_CANDIDATES: &[&str] = &["f", "b", "l", "r", "fl", "fr", "bl", "br"];
const OBLIQUE_CANDIDATES: &[&str] = &[
    "v", "s", "fh", "bh", "lh", "rh", "hl", "hr", "f", "b", "l", "r", "fs", "bs", "lv", "rv", "lf", "rf", "rb", "lb",
    "fl", "fr", "br", "bl",
];
const KING_CANDIDATES: &[&str] = &["fh", "bh", "lh", "rh", "v", "s", "f", "b", "l", "r", "fl", "fr", "bl", "br"];
const RELATIVE_CANDIDATES: &[&str] =
    &["vs", "fs", "bs", "vl", "vr", "fl", "fr", "bl", "br", "v", "s", "f", "b", "l", "r"];

/// The one-slot spellings used when the greedy spelling does not read back.
const ORTHOGONAL_SLOTS: [&str; 4] = ["f", "r", "b", "l"];
const DIAGONAL_SLOTS: [&str; 4] = ["fr", "br", "bl", "fl"];
const OBLIQUE_SLOTS: [&str; 8] = ["lf", "rf", "rb", "lb", "fl", "fr", "br", "bl"];
const RELATIVE_SLOTS: [&str; 8] = ["f", "fr", "r", "br", "b", "bl", "l", "fl"];

/// Writes `mask` as direction letters for `atom` that [`read_mask`] reads
/// back as exactly `mask`; the empty string for the default directions.
/// Returns `None` only for king masks that letters cannot say (the parser
/// never builds those: it splits a king with direction letters into W and F).
pub(crate) fn write_mask(mask: u8, atom: Atom, relative: bool) -> Option<String> {
    if mask == default_mask(atom, relative) {
        return Some(String::new());
    }
    let candidates = if relative {
        RELATIVE_CANDIDATES
    } else {
        match atom.shape() {
            Shape::Orthogonal(_) => ORTHOGONAL_CANDIDATES,
            Shape::Diagonal(_) => DIAGONAL_CANDIDATES,
            Shape::Oblique(..) => OBLIQUE_CANDIDATES,
            Shape::King => KING_CANDIDATES,
        }
    };
    let mut pairs = String::new();
    let mut singles: Vec<&str> = Vec::new();
    let mut covered = 0u8;
    for candidate in candidates {
        let Ok(selected) = read_mask(candidate.as_bytes(), atom, relative) else { continue };
        if selected & !mask == 0 && selected & covered == 0 {
            covered |= selected;
            if candidate.len() == 2 {
                pairs.push_str(candidate);
            } else {
                singles.push(candidate);
            }
        }
        if covered == mask {
            break;
        }
    }
    // Horizontal singles before vertical ones: on later legs `lf` is two
    // letters while `fl` is one 45° turn.
    // Vertical letters first (`fsW`), except on later legs where `fl` is one
    // 45° turn and `lf` two letters: there horizontal ones go first.
    singles.sort_by_key(|s| matches!(s.as_bytes().first(), Some(b'l' | b'r' | b's')) != relative);
    let mut text = pairs;
    text.extend(singles);
    if covered == mask && read_mask(text.as_bytes(), atom, relative) == Ok(mask) {
        return Some(text);
    }
    // Fall back to one unambiguous name per direction.
    let names: &[&str] = if relative {
        &RELATIVE_SLOTS
    } else {
        match atom.shape() {
            Shape::Orthogonal(_) => &ORTHOGONAL_SLOTS,
            Shape::Diagonal(_) => &DIAGONAL_SLOTS,
            Shape::Oblique(..) => &OBLIQUE_SLOTS,
            Shape::King => return None,
        }
    };
    let mut text = String::new();
    // Relative: pairs first, then horizontal singles, then vertical ones.
    let order: &[usize] = if relative { &[1, 3, 5, 7, 2, 6, 0, 4] } else { &[0, 1, 2, 3, 4, 5, 6, 7] };
    for &slot in order {
        if slot < names.len() && mask & (1 << slot) != 0 {
            text.push_str(names[slot]);
        }
    }
    (read_mask(text.as_bytes(), atom, relative) == Ok(mask)).then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(letters: &str, atom: Atom) -> u8 {
        read_mask(letters.as_bytes(), atom, false).unwrap()
    }

    #[test]
    fn known_oblique_meanings() {
        // Slots: 0 lf(-1,2) 1 rf(1,2) 2 rb(1,-2) 3 lb(-1,-2) 4 fl(-2,1) 5 fr(2,1) 6 br(2,-1) 7 bl(-2,-1)
        assert_eq!(mask("fl", Atom::N), 1 << 4);
        assert_eq!(mask("lf", Atom::N), 1 << 0);
        assert_eq!(mask("fs", Atom::N), 1 << 4 | 1 << 5);
        assert_eq!(mask("f", Atom::N), 1 << 0 | 1 << 1);
        assert_eq!(mask("l", Atom::N), 1 << 4 | 1 << 7);
        assert_eq!(mask("fh", Atom::N), 0b0011_0011);
        assert_eq!(mask("lh", Atom::N), 1 | 1 << 3 | 1 << 4 | 1 << 7);
        assert_eq!(mask("hl", Atom::N), 1 | 1 << 5 | 1 << 2 | 1 << 7);
        assert_eq!(mask("hr", Atom::N), 1 << 1 | 1 << 4 | 1 << 3 | 1 << 6);
    }

    #[test]
    fn orthogonal_and_diagonal() {
        assert_eq!(mask("fs", Atom::W), 0b1011);
        assert_eq!(mask("f", Atom::F), 0b1001);
        assert_eq!(mask("fl", Atom::F), 0b1000);
        assert_eq!(mask("f", Atom::K), 0b1000_0011);
    }

    #[test]
    fn relative_letters() {
        let rel = |s: &str| read_mask(s.as_bytes(), Atom::W, true).unwrap();
        assert_eq!(rel("f"), 1);
        assert_eq!(rel("fs"), 1 << 1 | 1 << 7);
        assert_eq!(rel("b"), 1 << 4);
        assert_eq!(rel("lf"), 1 << 6 | 1);
        assert_eq!(rel("vs"), 0b1010_1010);
        assert_eq!(rel(""), 0x55);
    }

    #[test]
    fn every_mask_writes_and_reads_back() {
        for atom in Atom::ALL {
            for relative in [false, true] {
                let full = if relative { 0xFF } else { atom.full_mask() };
                for m in 1..=full {
                    if m & !full != 0 {
                        continue;
                    }
                    if let Some(text) = write_mask(m, atom, relative) {
                        assert_eq!(read_mask(text.as_bytes(), atom, relative), Ok(m), "{atom} {relative} {text}");
                    } else {
                        assert_eq!(atom, Atom::K);
                        assert!(!relative);
                    }
                }
            }
        }
    }
}
