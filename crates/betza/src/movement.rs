//! The movement value: components, legs and their modifiers, and the canonical printer.

use core::fmt;
use core::str::FromStr;

use crate::atom::Atom;
use crate::letters;
use crate::parse::{self, ParseError};

/// The modifier letters of one leg (other than direction letters), as a small flag set.
///
/// On the last leg `m` and `c` choose what the destination may hold (neither
/// written = both), `p` makes a rider a cannon (hop one piece on the way) and
/// `g` a grasshopper (land just behind the first piece met), `e` marks an en
/// passant capture. On an earlier leg the letters say what the leg's end
/// square must hold before the move goes on: `m` empty (the default), `c` an
/// enemy that is captured (locust), `p` any piece that is hopped over, `y`
/// empty, and the later legs switch between leaper and slider, `x` a friendly
/// piece that takes over the rest of the move (relay). `n` (lame) and `j`
/// (skip the first square) may be on any leg.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Modes(u16);

impl Modes {
    /// No modifier.
    pub const NONE: Modes = Modes(0);
    /// `m`: move to (or through) an empty square.
    pub const MOVE: Modes = Modes(1);
    /// `c`: capture.
    pub const CAPTURE: Modes = Modes(1 << 1);
    /// `p`: hop over a piece (cannon).
    pub const HOP: Modes = Modes(1 << 2);
    /// `g`: grasshopper (land just behind the hurdle).
    pub const GRASSHOPPER: Modes = Modes(1 << 3);
    /// `y`: pass an empty square and switch leaper ↔ slider for the following legs.
    pub const SWITCH: Modes = Modes(1 << 4);
    /// `x`: relay through a friendly piece.
    pub const RELAY: Modes = Modes(1 << 5);
    /// `e`: en passant capture.
    pub const EN_PASSANT: Modes = Modes(1 << 6);
    /// `n`: lame (blocked by a piece on the way).
    pub const LAME: Modes = Modes(1 << 7);
    /// `j`: a rider skips its first square.
    pub const JUMP: Modes = Modes(1 << 8);

    /// The letters in canonical (XBoard) order, with their flags.
    pub(crate) const ORDER: [(char, Modes); 9] = [
        ('x', Modes::RELAY),
        ('y', Modes::SWITCH),
        ('c', Modes::CAPTURE),
        ('p', Modes::HOP),
        ('g', Modes::GRASSHOPPER),
        ('m', Modes::MOVE),
        ('e', Modes::EN_PASSANT),
        ('n', Modes::LAME),
        ('j', Modes::JUMP),
    ];

    /// The flag of a modifier letter.
    pub(crate) fn from_char(c: char) -> Option<Modes> {
        Modes::ORDER.iter().find(|(letter, _)| *letter == c).map(|&(_, mode)| mode)
    }

    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: Modes) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether any flag of `other` is set.
    pub const fn intersects(self, other: Modes) -> bool {
        self.0 & other.0 != 0
    }

    /// Both sets together.
    #[must_use]
    pub const fn union(self, other: Modes) -> Modes {
        Modes(self.0 | other.0)
    }

    /// Whether no flag is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub(crate) const fn without(self, other: Modes) -> Modes {
        Modes(self.0 & !other.0)
    }
}

/// One leg of a component: its directions and modifiers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Leg {
    directions: u8,
    modes: Modes,
}

impl Leg {
    pub(crate) const fn new(directions: u8, modes: Modes) -> Leg {
        Leg { directions, modes }
    }

    /// The selected directions as a bit mask. On the first leg bit `i` is the
    /// atom's `i`-th direction (orthogonal atoms N E S W; diagonal NE SE SW
    /// NW; the king the 8 compass points clockwise from N; oblique atoms
    /// `lf rf rb lb fl fr br bl`), for the side playing up the board. On later
    /// legs bit `k` is a turn of `k` eighths clockwise from the previous leg's
    /// direction (`f`=0, `fr`=1, `r`=2, … `fl`=7).
    pub const fn directions(&self) -> u8 {
        self.directions
    }

    /// The modifiers written on this leg (with the defaults not filled in).
    pub const fn modes(&self) -> Modes {
        self.modes
    }
}

/// One atom with its legs and range: the movement `fmW` of the pawn's step, or
/// the whole jump-capture `cafmW`. A [`Movement`] is a union of components.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Component {
    pub(crate) atom: Atom,
    pub(crate) range: u8,
    pub(crate) initial_only: bool,
    pub(crate) legs: Vec<Leg>,
}

impl Component {
    /// The atom every leg uses.
    pub const fn atom(&self) -> Atom {
        self.atom
    }

    /// How far the first leg goes: `1` a single leap, `0` a rider without
    /// limit (`R`, `NN`, `W0`), `2..=15` a rider of at most that many steps
    /// (`R4`). Later legs are single leaps unless a `y` leg switched them.
    pub const fn range(&self) -> u8 {
        self.range
    }

    /// Whether the first leg repeats its step (a rider).
    pub const fn is_rider(&self) -> bool {
        self.range != 1
    }

    /// `i`: only from the piece's initial square.
    pub const fn is_initial_only(&self) -> bool {
        self.initial_only
    }

    /// The legs, first to last (at least one).
    pub fn legs(&self) -> &[Leg] {
        &self.legs
    }

    /// Whether a leg is a relay (`x`) leg.
    pub fn has_relay(&self) -> bool {
        self.legs.iter().any(|leg| leg.modes.contains(Modes::RELAY))
    }

    /// Everything except the first leg's directions: components with the same
    /// key are one component with the union of their first-leg directions.
    pub(crate) fn merge_key(&self) -> (Atom, u8, bool, Vec<Leg>) {
        let mut legs = self.legs.clone();
        if let Some(first) = legs.first_mut() {
            first.directions = 0;
        }
        (self.atom, self.range, self.initial_only, legs)
    }

    fn write(&self, out: &mut String, first_directions: &str) {
        let last = self.legs.len().saturating_sub(1);
        for (i, leg) in self.legs.iter().enumerate() {
            if i > 0 {
                out.push('a');
            }
            if i == 0 && self.initial_only {
                out.push('i');
            }
            if i == 0 {
                out.push_str(first_directions);
            } else {
                // Later-leg masks always have a spelling (relative letters cover all 256 masks).
                out.push_str(&letters::write_mask(leg.directions, self.atom, true).unwrap_or_default());
            }
            let mut modes = leg.modes;
            // Defaults are not written: `m` alone on an earlier leg, `mc` together on the last leg.
            if i < last && modes.intersects(Modes::MOVE) {
                let others = modes.without(Modes::MOVE.union(Modes::LAME).union(Modes::JUMP));
                if others.is_empty() {
                    modes = modes.without(Modes::MOVE);
                }
            }
            if i == last && modes.contains(Modes::MOVE.union(Modes::CAPTURE)) && !modes.contains(Modes::EN_PASSANT) {
                modes = modes.without(Modes::MOVE.union(Modes::CAPTURE));
            }
            for (letter, flag) in Modes::ORDER {
                if modes.contains(flag) {
                    out.push(letter);
                }
            }
        }
        let letter = self.atom.letter();
        let multi_leg = self.legs.len() > 1;
        match self.range {
            1 => out.push(letter),
            range if multi_leg && range > 1 => {
                out.push(letter);
                out.push_str(&range.to_string());
            }
            range => {
                match self.atom {
                    Atom::W => out.push('R'),
                    Atom::F => out.push('B'),
                    Atom::K => out.push('Q'),
                    _ => {
                        out.push(letter);
                        out.push(letter);
                    }
                }
                if range > 1 {
                    out.push_str(&range.to_string());
                }
            }
        }
    }
}

/// A parsed Betza / XBetza movement: the union of its [`Component`]s.
///
/// Build one with [`Movement::parse`] (or `str::parse`); print it with
/// `Display`, which writes the canonical text: parse → print → parse gives the
/// same value.
///
/// # Equality
///
/// Two movements are equal when they have the same components in the same
/// order after the parser's normalisation: shortcuts are riders (`WW` = `W0`
/// = `R`), a king or queen with direction letters is split into its
/// orthogonal and diagonal parts (`fK` = `fWfF`), and components that differ
/// only in their first leg's directions are merged (`fWbW` = `vW`). Movements
/// that move alike but are written differently (`K` and `WF`) are not equal.
///
/// # Examples
///
/// ```
/// use boardkit_betza::Movement;
/// let pawn: Movement = "fmWfcF".parse()?;
/// assert_eq!(pawn.to_string(), "fmWfcF");
/// assert_eq!(Movement::parse("WW")?.to_string(), "R");
/// assert_eq!(Movement::parse("fK")?.to_string(), "fWfF");
/// assert_eq!(Movement::parse("J")?.to_string(), "Z");
/// assert!(Movement::parse("ADxabafKxabsW")?.has_relay());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Movement {
    pub(crate) components: Vec<Component>,
}

impl Movement {
    /// Parses Betza / XBetza text; see the [crate documentation](crate) for the grammar.
    ///
    /// # Errors
    ///
    /// [`ParseError`] with the byte offset of the problem and what was expected there.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_betza::{Movement, ParseErrorKind};
    /// let genie = Movement::parse("Q3cabK")?;
    /// assert_eq!(genie.components().len(), 2);
    /// let error = Movement::parse("fmX").unwrap_err();
    /// assert_eq!(error.offset, 2);
    /// assert!(matches!(error.kind, ParseErrorKind::UnknownAtom('X')));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse(text: &str) -> Result<Movement, ParseError> {
        parse::parse(text)
    }

    /// The components, in the order written (after the normalisation
    /// described under [Equality](Movement#equality)).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_betza::Movement;
    /// let genie = Movement::parse("Q3cabK")?;
    /// let texts: Vec<String> = genie.components().iter().map(|c| c.to_string()).collect();
    /// assert_eq!(texts, ["Q3", "cabK"]);
    /// assert_eq!(genie.components()[1].legs().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// Whether some component has a relay (`x`) leg. Relay components parse
    /// and print, but [`MoveTable`](crate::MoveTable) generates no moves for
    /// them: relaying is a game rule (the Scirocco crate implements it).
    pub fn has_relay(&self) -> bool {
        self.components.iter().any(Component::has_relay)
    }

    /// The movement without its relay components (`ADxabafKxabsW` → `AD`).
    ///
    /// A movement made only of relay components (`xaW`) has no component
    /// left: it generates nothing and prints as the empty text, which does
    /// not parse back (parse → print → parse holds for parsed movements).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_betza::Movement;
    /// let harpy = Movement::parse("mQ3xavspmafsK3")?;
    /// assert_eq!(harpy.without_relays().to_string(), "mQ3");
    /// assert!(Movement::parse("xaW")?.without_relays().components().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn without_relays(&self) -> Movement {
        Movement { components: self.components.iter().filter(|c| !c.has_relay()).cloned().collect() }
    }

    /// Whether some leg has an en passant (`e`) mode. Generation ignores `e`
    /// (it needs the game's history); a leg with only `e` generates nothing.
    pub fn has_en_passant(&self) -> bool {
        self.components.iter().any(|c| c.legs.iter().any(|leg| leg.modes.contains(Modes::EN_PASSANT)))
    }

    /// The union of two movements (`self` then `other`), normalised like parsed text.
    #[must_use]
    pub fn union(&self, other: &Movement) -> Movement {
        let mut components = self.components.clone();
        components.extend(other.components.iter().cloned());
        Movement { components: parse::merge(components) }
    }
}

impl fmt::Display for Movement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        for component in &self.components {
            let first = component.legs.first().map_or(0, |leg| leg.directions);
            match letters::write_mask(first, component.atom, false) {
                Some(text) => {
                    let mut written = String::new();
                    component.write(&mut written, &text);
                    // `mW` then `W` must not read as the rider `mWW`: write the default modes out.
                    let (previous, next) = (out.chars().last(), written.chars().next());
                    if previous.is_some() && previous == next {
                        out.push_str("mc");
                    }
                    out.push_str(&written);
                }
                None => {
                    // Not built by the parser (it splits lettered kings); write one direction at a time.
                    for slot in 0..8 {
                        if first & (1 << slot) != 0 {
                            let mut single = component.clone();
                            if let Some(leg) = single.legs.first_mut() {
                                leg.directions = 1 << slot;
                            }
                            let text = letters::write_mask(1 << slot, component.atom, false).unwrap_or_default();
                            single.write(&mut out, &text);
                        }
                    }
                }
            }
        }
        f.write_str(&out)
    }
}

impl fmt::Display for Component {
    /// The component's canonical text, as it would print alone (`cabK`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Movement { components: vec![self.clone()] }, f)
    }
}

impl FromStr for Movement {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Movement, ParseError> {
        Movement::parse(text)
    }
}

impl TryFrom<String> for Movement {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Movement, ParseError> {
        Movement::parse(&text)
    }
}

impl From<Movement> for String {
    fn from(movement: Movement) -> String {
        movement.to_string()
    }
}
