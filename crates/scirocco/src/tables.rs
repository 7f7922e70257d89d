//! Precompiled movement tables: for every piece type, side and square, the
//! list of [`Template`]s — each one way to move, with everything generation
//! must check reduced to bit masks.
//!
//! The tables are compiled once (lazily, in a `OnceLock`) from the piece
//! table's XBetza strings with `boardkit_betza::MoveTable::templates`
//! (see [`crate::betza_source`]). Relays are not part of these tables: they
//! are rules on top of them (see [`crate::movegen`]).

use std::sync::OnceLock;

use crate::Side;
use crate::bitboard::{SQUARES, bit};
use crate::movegen::promotion_zone;
use crate::piece::KIND_COUNT;

/// What the destination must hold.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) enum Dest {
    /// An empty square.
    Empty,
    /// An enemy piece (captured).
    Enemy,
    /// An empty square or an enemy piece.
    EmptyOrEnemy,
    /// The mover stays where it is (capture without moving): no test.
    Stay,
}

/// One way to move from one square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Template {
    /// Squares that must be empty (the path; never the from-square).
    pub(crate) path: u128,
    /// Squares that must be occupied by anyone (hurdles; unused by Scirocco's pieces but supported).
    pub(crate) hurdles: u128,
    /// Squares that must hold enemies, all removed (jump-captures, capture without moving).
    pub(crate) locust: u128,
    /// The destination (dense index); the from-square for [`Dest::Stay`].
    pub(crate) to: u8,
    /// What the destination must hold.
    pub(crate) dest: Dest,
}

impl Template {
    /// The squares this template can capture on: the jumped or removed
    /// enemies of a locust template, else the destination when it may
    /// hold an enemy.
    pub(crate) fn attack_reach(&self) -> u128 {
        if self.locust != 0 {
            self.locust
        } else if matches!(self.dest, Dest::Enemy | Dest::EmptyOrEnemy) {
            bit(self.to)
        } else {
            0
        }
    }

    /// The squares this template attacks on a board with `occupied`
    /// squares: none if its path is blocked or a hurdle is missing, a
    /// jump-capture's jumped squares only if it can land, else its
    /// [`attack_reach`](Template::attack_reach).
    #[inline]
    pub(crate) fn attacks_on(&self, occupied: u128) -> u128 {
        if occupied & self.path != 0 || occupied & self.hurdles != self.hurdles {
            return 0;
        }
        // Jump-capture: the landing square must be free; Genie: it stays.
        if self.locust != 0 && self.dest != Dest::Stay && occupied & bit(self.to) != 0 {
            return 0;
        }
        self.attack_reach()
    }

    /// Whether the template gives a move on a board with these pieces.
    #[inline]
    pub(crate) fn applies(&self, occupied: u128, own: u128, enemy: u128) -> bool {
        if occupied & self.path != 0 || occupied & self.hurdles != self.hurdles || enemy & self.locust != self.locust {
            return false;
        }
        let to = bit(self.to);
        match self.dest {
            Dest::Empty => occupied & to == 0,
            Dest::Enemy => enemy & to != 0,
            Dest::EmptyOrEnemy => own & to == 0,
            Dest::Stay => true,
        }
    }
}

/// The plain leaps of one (type, side, square): destinations that need no
/// path check, by what they must hold. Each square is in at most one mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Leaps {
    /// Destinations that must be empty (`m` leaps).
    pub(crate) empty: u128,
    /// Destinations that must hold an enemy (`c` leaps).
    pub(crate) enemy: u128,
    /// Destinations that may be empty or hold an enemy.
    pub(crate) any: u128,
}

impl Leaps {
    /// The destinations allowed on this board.
    #[inline]
    pub(crate) fn targets(&self, occupied: u128, own: u128, enemy: u128) -> u128 {
        (self.empty & !occupied) | (self.enemy & enemy) | (self.any & !own)
    }
}

/// One (type, side, square): its leaps and its other templates.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub(crate) leaps: Leaps,
    /// Every square the piece could ever capture on from here, on some
    /// board: where [`Position::attacks`](crate::Position) can put it.
    /// A square outside the reach needs no look at the templates.
    pub(crate) reach: u128,
    start: u32,
    end: u32,
    /// Whether a move from here may promote: the piece's moves depend on a
    /// square where it could promote (a promoted type never does). With
    /// nothing to capture within reach and no relay, the capture-only
    /// generator skips a piece that cannot promote, without computing its
    /// promotion squares.
    pub(crate) may_promote: bool,
}

/// All templates of all (type, side, square) triples.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Templates with a path, hurdles or locust captures (riders, bent
    /// riders, jump-captures, capture without moving), in table order.
    templates: Vec<Template>,
    /// Indexed `(kind * 2 + side) * 100 + square`.
    entries: Vec<Entry>,
    /// Types that have locust templates (jump-capture, capture without moving).
    has_locust: [bool; KIND_COUNT],
    /// The templates again in the compact form the move generator walks
    /// (same order, same indices).
    steps: Vec<Step>,
    /// The hurdles and locust squares of the steps that have any.
    extras: Vec<(u128, u128)>,
    /// For every entry, the squares whose contents its moves depend on
    /// (destinations, paths, hurdles, locust squares): a piece's moves stay
    /// the same while nothing changes there.
    influence: Vec<u128>,
}

/// The compact [`Step`]s of `own` (one entry's templates, or a subset in
/// the same order), with skips computed among them; hurdles and locust
/// squares go to `extras`.
fn compact_steps(own: &[Template], extras: &mut Vec<(u128, u128)>) -> Vec<Step> {
    let mut steps = Vec::with_capacity(own.len());
    for (i, template) in own.iter().enumerate() {
        // Skipping fewer than allowed is always correct: cap at u8.
        let distance = |covers: &dyn Fn(&Template) -> bool| {
            let later = own[i + 1..].iter().take_while(|t| covers(t)).count();
            u8::try_from(later + 1).unwrap_or(u8::MAX)
        };
        let to = bit(template.to);
        let extra = if template.hurdles == 0 && template.locust == 0 {
            NO_EXTRA
        } else {
            extras.push((template.hurdles, template.locust));
            u32::try_from(extras.len() - 1).unwrap_or(NO_EXTRA)
        };
        steps.push(Step {
            path: template.path,
            to: template.to,
            dest: template.dest,
            skip_blocked: distance(&|t| template.path != 0 && t.path & template.path == template.path),
            skip_occupied: distance(&|t| t.path & to != 0),
            extra,
        });
    }
    steps
}

/// A [`Template`] in 32 bytes (half its size, so the generator's walk over
/// the tables touches half the memory), with how far generation may jump
/// ahead after it.
///
/// The skips: a rider's templates come in rays of growing paths, so a step
/// whose path is blocked, or whose destination is occupied, settles the
/// following steps whose paths contain that path or destination; the
/// generator jumps over them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    /// Squares that must be empty.
    pub(crate) path: u128,
    /// The destination (dense index); the from-square for [`Dest::Stay`].
    pub(crate) to: u8,
    /// What the destination must hold.
    pub(crate) dest: Dest,
    /// When the path is blocked: the distance to the first later step whose
    /// path does not contain this path (at least 1).
    pub(crate) skip_blocked: u8,
    /// When the destination is occupied: the distance to the first later
    /// step whose path does not contain the destination (at least 1).
    pub(crate) skip_occupied: u8,
    /// Index in [`Tables::extra`] of the hurdles and locust squares, or
    /// [`NO_EXTRA`].
    pub(crate) extra: u32,
}

/// [`Step::extra`] of a step without hurdles or locust squares.
pub(crate) const NO_EXTRA: u32 = u32::MAX;

impl Tables {
    /// Builds the tables from a function listing the raw templates of one
    /// (type, side, square) triple; merges templates that differ only in what
    /// the destination may hold (`mB` and `K` both reaching a diagonal
    /// neighbour of the Vulture), so generation never yields a move twice,
    /// and gathers the plain leaps (no path, no hurdle, no locust) into masks.
    pub(crate) fn build(mut raw: impl FnMut(usize, usize, u8) -> Vec<Template>) -> Tables {
        let mut templates = Vec::new();
        let mut entries = Vec::with_capacity(KIND_COUNT * 2 * SQUARES);
        let mut has_locust = [false; KIND_COUNT];
        for (kind, locust) in has_locust.iter_mut().enumerate() {
            for side in 0..2 {
                for square in 0..SQUARES as u8 {
                    let mut merged: Vec<Template> = Vec::new();
                    for template in raw(kind, side, square) {
                        *locust |= template.locust != 0;
                        let same = merged.iter_mut().find(|t| {
                            t.to == template.to
                                && t.path == template.path
                                && t.hurdles == template.hurdles
                                && t.locust == template.locust
                        });
                        match same {
                            Some(existing) => existing.dest = union(existing.dest, template.dest),
                            None => merged.push(template),
                        }
                    }
                    let mut leaps = Leaps::default();
                    let mut reach = 0;
                    let start = templates.len() as u32;
                    for template in merged {
                        reach |= template.attack_reach();
                        let plain = template.path == 0 && template.hurdles == 0 && template.locust == 0;
                        match (plain, template.dest) {
                            (true, Dest::Empty) => leaps.empty |= bit(template.to),
                            (true, Dest::Enemy) => leaps.enemy |= bit(template.to),
                            (true, Dest::EmptyOrEnemy) => leaps.any |= bit(template.to),
                            _ => templates.push(template),
                        }
                    }
                    entries.push(Entry { leaps, reach, start, end: templates.len() as u32, may_promote: false });
                }
            }
        }
        let mut steps = Vec::with_capacity(templates.len());
        let mut extras = Vec::new();
        let mut influence = Vec::with_capacity(entries.len());
        for (index, entry) in entries.iter_mut().enumerate() {
            let own = &templates[entry.start as usize..entry.end as usize];
            let leaps = entry.leaps.empty | entry.leaps.enemy | entry.leaps.any;
            let depends_on = own.iter().fold(leaps, |squares, t| squares | t.path | t.hurdles | t.locust | bit(t.to));
            // Entries are indexed `(kind * 2 + side) * SQUARES + square`.
            let (kind, side, square) = (index / (2 * SQUARES), (index / SQUARES) % 2, (index % SQUARES) as u8);
            let side = if side == 0 { Side::Blue } else { Side::Tan };
            entry.may_promote = depends_on & promotion_zone(kind, side, square) != 0;
            influence.push(depends_on);
            steps.extend(compact_steps(own, &mut extras));
        }
        Tables { templates, entries, has_locust, steps, extras, influence }
    }

    /// The non-leap templates of an entry as compact steps.
    #[inline]
    pub(crate) fn steps(&self, entry: &Entry) -> &[Step] {
        self.steps.get(entry.start as usize..entry.end as usize).unwrap_or(&[])
    }

    /// The squares whose contents the moves of `kind` (index) for `side`
    /// (index) on `square` (dense) depend on.
    #[inline]
    pub(crate) fn influence(&self, kind: usize, side: usize, square: u8) -> u128 {
        self.influence[(kind * 2 + side) * SQUARES + square as usize]
    }

    /// The hurdles and locust squares of a step with an extra.
    #[inline]
    pub(crate) fn extra(&self, index: u32) -> (u128, u128) {
        self.extras.get(index as usize).copied().unwrap_or((0, 0))
    }

    /// The entry of `kind` (index) for `side` (index) on `square` (dense).
    #[inline]
    pub(crate) fn entry(&self, kind: usize, side: usize, square: u8) -> &Entry {
        &self.entries[(kind * 2 + side) * SQUARES + square as usize]
    }

    /// The non-leap templates of an entry.
    #[inline]
    pub(crate) fn templates(&self, entry: &Entry) -> &[Template] {
        &self.templates[entry.start as usize..entry.end as usize]
    }

    /// Every template of `kind` for `side` on `square`, leaps included (slow; for checks).
    #[cfg(test)]
    pub(crate) fn all_templates(&self, kind: usize, side: usize, square: u8) -> Vec<Template> {
        let entry = self.entry(kind, side, square);
        let mut out = Vec::new();
        for (mask, dest) in
            [(entry.leaps.empty, Dest::Empty), (entry.leaps.enemy, Dest::Enemy), (entry.leaps.any, Dest::EmptyOrEnemy)]
        {
            for to in crate::bitboard::Bits(mask) {
                out.push(Template { path: 0, hurdles: 0, locust: 0, to, dest });
            }
        }
        out.extend_from_slice(self.templates(entry));
        out
    }

    /// Whether `kind` has locust templates.
    #[inline]
    pub(crate) fn has_locust(&self, kind: usize) -> bool {
        self.has_locust[kind]
    }

    /// The largest number of moves (templates) of one (type, side, square).
    #[cfg(test)]
    pub(crate) fn max_templates(&self, kind: usize) -> usize {
        (0..2)
            .flat_map(|side| (0..SQUARES as u8).map(move |sq| (side, sq)))
            .map(|(side, sq)| self.all_templates(kind, side, sq).len())
            .max()
            .unwrap_or(0)
    }
}

fn union(a: Dest, b: Dest) -> Dest {
    match (a, b) {
        (x, y) if x == y => x,
        (Dest::Stay, _) | (_, Dest::Stay) => Dest::Stay,
        _ => Dest::EmptyOrEnemy,
    }
}

/// The tables every position uses, compiled on first use.
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(crate::betza_source::build_tables)
}
