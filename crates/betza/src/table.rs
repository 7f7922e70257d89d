//! Compiling a movement for one board into per-square move templates, and
//! generating moves from them.

use core::cell::Cell;

use arrayvec::ArrayVec;
use boardkit_geometry::{Grid, Square};

use crate::atom::Step;
use crate::board::{Destination, Forward, GeneratedMove, Occupancy, Occupant};
use crate::movement::{Component, Modes, Movement};

/// The most squares a template may require to be empty.
///
/// Worst case on 16×16 for the movements boardkit supports: a bent rider such
/// as the Octopus `mFyafsF` passes at most 14 squares on one slide, the end of
/// its first leg and at most 14 squares on a second slide: 29. Paths that need
/// more (several slides in one component) are a [`CompileError::PathTooLong`].
pub const MAX_PASSED: usize = 32;

/// The most templates one from-square may have (per forward direction), so
/// that no text, however contrived, builds a huge table.
pub const MAX_TEMPLATES_PER_SQUARE: usize = 4096;

/// The most templates a whole table may hold (every square, both forward
/// directions): [`CompileError::TableTooLarge`] beyond it.
///
/// A template takes 56 bytes, so a table stays under 7.5 MiB. The largest
/// real pieces on 16×16 fit: a cannon queen `pQ` needs 105,280, the
/// xiangqi cannon `mRcpR` 87,040, a queen 25,280. Every template found
/// counts against [`MAX_WORK`] too, repeats included, so a text that would
/// build millions of templates (`aaaK`, `aaaaaW` on 16×16) is refused by
/// one limit or the other after 15-25 ms.
pub const MAX_TEMPLATES: usize = 131_072;

/// The most steps of work (see [`MAX_WORK`]) spent on one from-square, over
/// all components together, before giving up with
/// [`CompileError::TooComplex`]. It names the square early; [`MAX_WORK`] is
/// what bounds the time. It leaves room for the most raw templates a square
/// may find (4 × [`MAX_TEMPLATES_PER_SQUARE`], at 2 steps each), so that too
/// many ways from one square are a [`CompileError::TooManyMoves`]. Real
/// pieces need about a thousand at most on 16×16 (a cannon queen `pQ`: 413
/// squares checked and 205 templates per square).
pub const MAX_WORK_PER_SQUARE: usize = 65_536;

/// The most steps of work spent on a whole table (every square, both forward
/// directions) before giving up with [`CompileError::TableTooComplex`].
///
/// Everything compiling does is counted: a square checked on a path, a
/// direction tried, a component tried on a square (one step each), and a
/// template found, repeats included (two steps: it is built, stored and
/// sorted). Lame slides extend their paths incrementally, relay components
/// are set aside once, and duplicates are found by one sort of integers per
/// square, so the time is proportional to the count: at most about 40 ns
/// per step (release build, a 2-core machine shared with other jobs), so
/// any text compiles or is refused on any board up to 16×16 in about 25 ms
/// (25 ms best of 5 for the costliest text found, about 4 MiB peak memory;
/// a table that passes [`MAX_TEMPLATES`] peaks at 11 MiB). The
/// `betza_compile_bench` example measures the costliest texts known.
///
/// Real pieces on 16×16 need at most two thirds of it: the cannon queen
/// `pQ` 371,008 (13 ms), the xiangqi cannon `mRcpR` 296,960, the Octopus
/// `mFyafsF` 89,720, the queen 80,448. On their own 10×10 board every
/// Scirocco piece needs under 25,000, a twenty-fourth of the limit.
/// [`MoveTable::work`] gives the count of a compiled table.
pub const MAX_WORK: usize = 600_000;

/// The work a template costs, in steps: building, storing and sorting it
/// takes about as long as this many path steps.
const TEMPLATE_WORK: usize = 2;

/// One precompiled way to move from a given square: everything generation
/// must check, with no further geometry.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MoveTemplate {
    /// The destination; the from-square itself for a capture without moving (`cabK`).
    pub to: Square,
    /// Squares passed over that must be empty (never includes the from-square,
    /// which the piece vacates). See [`MAX_PASSED`] for the size.
    pub must_be_empty: ArrayVec<Square, MAX_PASSED>,
    /// Squares that must hold a piece of either side (a cannon's or
    /// grasshopper's hurdle, a `p` leg's end).
    pub hurdles: ArrayVec<Square, 2>,
    /// Squares that must hold an enemy, which is removed (locust `c` legs).
    /// The destination's own capture is not listed here.
    pub captures: ArrayVec<Square, 2>,
    /// What `to` must hold. When `to` is the from-square, the mover's own
    /// square counts as empty.
    pub destination: Destination,
    /// `i`: only from the piece's initial square.
    pub initial_only: bool,
}

impl MoveTemplate {
    /// The move this template makes from `from` on `board`, or `None` when
    /// the board does not allow it. `on_initial_square` says whether the piece
    /// stands where it started the game (for `i` moves).
    pub fn try_move(&self, from: Square, board: &impl Occupancy, on_initial_square: bool) -> Option<GeneratedMove> {
        if self.initial_only && !on_initial_square {
            return None;
        }
        if self.must_be_empty.iter().any(|&square| board.occupant(square) != Occupant::Empty) {
            return None;
        }
        if self.hurdles.iter().any(|&square| board.occupant(square) == Occupant::Empty) {
            return None;
        }
        if self.captures.iter().any(|&square| board.occupant(square) != Occupant::Enemy) {
            return None;
        }
        let occupant = if self.to == from { Occupant::Empty } else { board.occupant(self.to) };
        if !self.destination.allows(occupant) {
            return None;
        }
        let mut captured = ArrayVec::new();
        if occupant == Occupant::Enemy {
            captured.push(self.to);
        }
        for &square in &self.captures {
            // At most 1 + 2 squares: `captured` holds 3.
            let _ = captured.try_push(square);
        }
        Some(GeneratedMove { to: self.to, captured })
    }
}

/// Why a movement could not be compiled for a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CompileError {
    /// A construction the generator does not support.
    #[error("component {component} (`{text}`): {what}")]
    Unsupported {
        /// The index of the component in [`Movement::components`].
        component: usize,
        /// The component's text.
        text: String,
        /// What is not supported.
        what: &'static str,
    },
    /// A path would require more than [`MAX_PASSED`] empty squares.
    #[error("component {component} (`{text}`) passes more than 32 squares in one move")]
    PathTooLong {
        /// The index of the component.
        component: usize,
        /// The component's text.
        text: String,
    },
    /// A path would need more than 2 hurdles or 2 locust captures.
    #[error("component {component} (`{text}`) needs more than 2 hurdles or 2 captured squares in one move")]
    TooManyHurdles {
        /// The index of the component.
        component: usize,
        /// The component's text.
        text: String,
    },
    /// More than [`MAX_TEMPLATES_PER_SQUARE`] ways to move from one square.
    #[error("more than {MAX_TEMPLATES_PER_SQUARE} ways to move from {square} (the limit per square)")]
    TooManyMoves {
        /// The from-square.
        square: Square,
    },
    /// Working out the moves from one square took more than
    /// [`MAX_WORK_PER_SQUARE`] steps: the text has too many or too contrived
    /// multi-leg components.
    #[error(
        "the moves from {square} take more than {MAX_WORK_PER_SQUARE} steps to work out (the limit per square): \
         the movement is too contrived"
    )]
    TooComplex {
        /// The from-square.
        square: Square,
    },
    /// The whole table would hold more than [`MAX_TEMPLATES`] templates.
    #[error("the table for {width}x{height} would hold more than {MAX_TEMPLATES} move templates (the limit per table)")]
    TableTooLarge {
        /// The width of the board the movement was compiled for.
        width: u8,
        /// Its height.
        height: u8,
    },
    /// Working out the whole table took more than [`MAX_WORK`] steps.
    #[error(
        "the table for {width}x{height} takes more than {MAX_WORK} steps to work out (the limit per table): \
         the movement is too contrived"
    )]
    TableTooComplex {
        /// The width of the board the movement was compiled for.
        width: u8,
        /// Its height.
        height: u8,
    },
}

/// A [`Movement`] compiled for one board (up to 16×16), for both forward directions.
///
/// Building the table does all the geometry once: for every square and both
/// [`Forward`] values it lists [`MoveTemplate`]s; [`MoveTable::generate`] then
/// only looks squares up on the board. Relay components (`x` legs) compile to
/// no templates (relaying is a game rule: the Scirocco crate does it).
///
/// # Examples
///
/// ```
/// use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
/// use boardkit_geometry::{Grid, Square};
/// let chariot = MoveTable::new(&Movement::parse("R4")?, Grid::new(10, 10)?)?;
/// let e5: Square = "e5".parse()?;
/// let mut moves = Vec::new();
/// chariot.generate(e5, Forward::Up, &|_| Occupant::Empty, false, &mut moves);
/// assert_eq!(moves.len(), 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct MoveTable {
    grid: Grid,
    templates: Vec<MoveTemplate>,
    /// Per (forward, dense square index): the templates of that square.
    spans: Vec<Span>,
    /// Per template: its duplicate group within its square (templates of the
    /// same square that make the very same move: same destination, same
    /// locust captures), or [`NO_GROUP`] when no other template makes its
    /// move. Generation lists the move of a group once.
    groups: Vec<u16>,
    /// The work compiling took, in steps (see [`MoveTable::work`]).
    work: usize,
}

/// The templates of one (forward, square) slot.
#[derive(Clone, Copy, Debug, Default)]
struct Span {
    start: u32,
    end: u32,
    /// How many duplicate groups the square's templates form.
    groups: u16,
}

/// The group of a template whose move no other template of its square makes.
const NO_GROUP: u16 = u16::MAX;

/// The most duplicate groups one square can have: each has two templates or more.
const MAX_GROUPS: usize = MAX_TEMPLATES_PER_SQUARE / 2;

/// The work spent so far, per square and for the whole table.
#[derive(Default)]
struct Budget {
    square: Cell<usize>,
    table: Cell<usize>,
}

/// Buffers of [`MoveTable::push_square`], reused from square to square.
#[derive(Default)]
struct Scratch {
    /// Per raw template: its move key, fingerprint and index, packed.
    order: Vec<u128>,
    /// Per raw template: whether it is the first of its identical templates.
    keep: Vec<bool>,
    /// Per raw template: its duplicate group.
    groups: Vec<u16>,
    /// The kept templates of one fingerprint.
    same_print: Vec<usize>,
}

/// The move a template makes, packed: the destination and the locust
/// captures in any order (sorted), each square index plus one (0: none).
fn move_key(template: &MoveTemplate) -> u32 {
    let mut captures = [0u32; 2];
    for (slot, square) in captures.iter_mut().zip(&template.captures) {
        *slot = u32::from(square.index()) + 1;
    }
    let (low, high) = (captures[0].min(captures[1]), captures[0].max(captures[1]));
    u32::from(template.to.index()) | low << 8 | high << 17
}

/// A 64-bit hash of the whole template (FxHash-style multiply and rotate;
/// deterministic). Equal templates have equal fingerprints; unequal ones
/// with one fingerprint are still told apart by comparing them.
fn fingerprint(template: &MoveTemplate) -> u64 {
    const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    let mix = |hash: u64, word: u64| (hash.rotate_left(5) ^ word).wrapping_mul(K);
    let mut hash = mix(0, u64::from(template.to.index()) | (template.destination as u64) << 8);
    hash = mix(hash, u64::from(template.initial_only));
    for part in [template.must_be_empty.as_slice(), template.hurdles.as_slice(), template.captures.as_slice()] {
        hash = mix(hash, part.len() as u64);
        for chunk in part.chunks(8) {
            hash = mix(hash, chunk.iter().fold(0u64, |word, square| word << 8 | u64::from(square.index())));
        }
    }
    hash
}

impl MoveTable {
    /// Compiles `movement` for `grid`.
    ///
    /// Compiling is bounded: it stops with an error as soon as a square or
    /// the table passes one of the limits ([`MAX_TEMPLATES_PER_SQUARE`],
    /// [`MAX_TEMPLATES`], [`MAX_WORK_PER_SQUARE`], [`MAX_WORK`]), so any text
    /// compiles or is refused in about 25 ms on a 16×16 board, and a
    /// table never holds more than [`MAX_TEMPLATES`] templates.
    ///
    /// # Errors
    ///
    /// [`CompileError`] for constructions the generator does not support (for
    /// example `p` on a one-step leaper, a 45° turn of an oblique atom) or that
    /// exceed the documented capacities.
    pub fn new(movement: &Movement, grid: Grid) -> Result<MoveTable, CompileError> {
        let mut table = MoveTable {
            grid,
            templates: Vec::new(),
            spans: Vec::with_capacity(grid.len() * 2),
            groups: Vec::new(),
            work: 0,
        };
        let budget = Budget::default();
        let mut found = Vec::new();
        let mut scratch = Scratch::default();
        // Relay components build nothing: set them aside once, not once per square.
        let components: Vec<(usize, &Component)> =
            movement.components().iter().enumerate().filter(|(_, component)| !component.has_relay()).collect();
        for forward in Forward::ALL {
            for from in grid.squares() {
                found.clear();
                // One budget for all components: a long text of many cheap components is bounded too.
                budget.square.set(0);
                for &(index, component) in &components {
                    let mut builder =
                        Builder { grid, from, forward, component, index, out: &mut found, budget: &budget };
                    // Even a component that finds nothing costs something per square.
                    builder.spend(1)?;
                    builder.leg(0, from, None, false, &Path::default())?;
                }
                table.push_square(from, &mut found, &mut scratch)?;
            }
        }
        table.work = budget.table.get();
        Ok(table)
    }

    /// Appends the templates found for one square, without repeats (the first
    /// of identical templates stays, in the order found), and numbers their
    /// duplicate groups.
    ///
    /// One sort of small keys per square, `n log n` in its templates: no
    /// template is cloned or hashed whole. The sort key is the move (the
    /// destination and the captured squares in any order, packed in a `u32`)
    /// and a fingerprint of the whole template; templates compare whole only
    /// when both are equal, so identical templates end up side by side.
    fn push_square(
        &mut self,
        from: Square,
        found: &mut Vec<MoveTemplate>,
        scratch: &mut Scratch,
    ) -> Result<(), CompileError> {
        let order = &mut scratch.order;
        order.clear();
        // At most MAX_TEMPLATES_PER_SQUARE * 4 + 1 raw templates (see `finish`): an index fits 32 bits.
        order.extend(found.iter().enumerate().map(|(index, template)| {
            u128::from(move_key(template)) << 96 | u128::from(fingerprint(template)) << 32 | index as u128
        }));
        // Sorting plain integers: by move, then fingerprint, then the order found.
        order.sort_unstable();
        let groups = &mut scratch.groups;
        groups.clear();
        groups.resize(found.len(), NO_GROUP);
        // `keep[i]`: template `i` is the first of its identical templates.
        let keep = &mut scratch.keep;
        keep.clear();
        keep.resize(found.len(), false);
        let index_of = |entry: u128| (entry & u128::from(u32::MAX)) as usize;
        let mut kept = 0usize;
        let mut group_count = 0usize;
        let mut run = 0;
        while run < order.len() {
            let key = order[run] >> 96;
            let end = order[run..].iter().position(|&entry| entry >> 96 != key).map_or(order.len(), |n| run + n);
            let mut distinct = 0usize;
            // The kept templates with the current fingerprint: one, unless two different templates share it.
            let same_print = &mut scratch.same_print;
            same_print.clear();
            for i in run..end {
                if i > run && order[i] >> 32 != order[i - 1] >> 32 {
                    same_print.clear();
                }
                let index = index_of(order[i]);
                // Identical templates share the fingerprint; the first (lowest index) stays. Different
                // templates with one fingerprint (a hash collision) are told apart by comparing them.
                if !same_print.iter().any(|&earlier| found.get(earlier) == found.get(index)) {
                    keep[index] = true;
                    same_print.push(index);
                    distinct += 1;
                }
            }
            kept += distinct;
            // A move made by two templates or more gets a group: generation lists it once.
            if distinct > 1 {
                for &entry in &order[run..end] {
                    // `group_count < kept / 2 <= MAX_GROUPS` once the count below is checked.
                    groups[index_of(entry)] = group_count.min(usize::from(NO_GROUP) - 1) as u16;
                }
                group_count += 1;
            }
            run = end;
        }
        if kept > MAX_TEMPLATES_PER_SQUARE {
            return Err(CompileError::TooManyMoves { square: from });
        }
        if self.templates.len() + kept > MAX_TEMPLATES {
            return Err(CompileError::TableTooLarge { width: self.grid.width(), height: self.grid.height() });
        }
        let start = self.templates.len() as u32;
        for (index, template) in found.drain(..).enumerate() {
            if keep[index] {
                self.templates.push(template);
                self.groups.push(groups[index]);
            }
        }
        // `group_count <= kept / 2 <= MAX_GROUPS`, which fits a u16.
        self.spans.push(Span { start, end: self.templates.len() as u32, groups: group_count as u16 });
        Ok(())
    }

    /// How many templates the table holds (every square, both forward
    /// directions); at most [`MAX_TEMPLATES`].
    pub fn template_count(&self) -> usize {
        self.templates.len()
    }

    /// The work compiling this table took, in the steps [`MAX_WORK`] counts
    /// (a square checked on a path, a direction tried, a component tried on
    /// a square: one step each; a template found: two); at most [`MAX_WORK`].
    /// Compiling time is proportional to it.
    pub const fn work(&self) -> usize {
        self.work
    }

    /// The board this table was built for.
    pub const fn grid(&self) -> Grid {
        self.grid
    }

    fn span(&self, from: Square, forward: Forward) -> Span {
        let Some(index) = self.grid.index(from) else { return Span::default() };
        let slot = forward.index() * self.grid.len() + index;
        self.spans.get(slot).copied().unwrap_or_default()
    }

    /// The templates of a piece on `from` whose side moves towards `forward`;
    /// empty for squares off the board.
    pub fn templates(&self, from: Square, forward: Forward) -> &[MoveTemplate] {
        let span = self.span(from, forward);
        self.templates.get(span.start as usize..span.end as usize).unwrap_or(&[])
    }

    /// Appends every move of a piece on `from` to `out`: no duplicates (the
    /// same destination with the same captured squares is one move), in a
    /// deterministic order (components as written, directions in slot order,
    /// nearer squares first). Nothing is allocated per move.
    ///
    /// `on_initial_square` enables the `i` (initial-only) components.
    pub fn generate(
        &self,
        from: Square,
        forward: Forward,
        board: &impl Occupancy,
        on_initial_square: bool,
        out: &mut impl Extend<GeneratedMove>,
    ) {
        let span = self.span(from, forward);
        // One bit per duplicate group of this square: set once the group's move is listed.
        let mut listed: ArrayVec<u64, { MAX_GROUPS / 64 }> =
            core::iter::repeat_n(0, usize::from(span.groups).div_ceil(64)).collect();
        for index in span.start as usize..span.end as usize {
            let Some(template) = self.templates.get(index) else { break };
            let Some(generated) = template.try_move(from, board, on_initial_square) else { continue };
            let group = self.groups.get(index).copied().unwrap_or(NO_GROUP);
            if group != NO_GROUP {
                let (word, bit) = (usize::from(group) / 64, 1u64 << (group % 64));
                let Some(bits) = listed.get_mut(word) else { continue };
                if *bits & bit != 0 {
                    continue;
                }
                *bits |= bit;
            }
            out.extend(core::iter::once(generated));
        }
    }

    /// The moves of a piece on `from` collected into a `Vec` (a convenience
    /// over [`MoveTable::generate`]).
    pub fn moves(
        &self,
        from: Square,
        forward: Forward,
        board: &impl Occupancy,
        on_initial_square: bool,
    ) -> Vec<GeneratedMove> {
        let mut moves = Vec::new();
        self.generate(from, forward, board, on_initial_square, &mut moves);
        moves
    }
}

/// The constraints collected along one path. A `Copy` value of fixed size:
/// extending a path is the hottest operation of compiling, and copying 40
/// bytes is much cheaper than cloning `ArrayVec`s element by element.
#[derive(Clone, Copy, Default)]
struct Path {
    must_be_empty: Squares<MAX_PASSED>,
    hurdles: Squares<2>,
    captures: Squares<2>,
}

/// At most `N` squares, in a fixed array (a `Copy` `ArrayVec`).
#[derive(Clone, Copy)]
struct Squares<const N: usize> {
    len: u8,
    items: [Square; N],
}

impl<const N: usize> Default for Squares<N> {
    fn default() -> Self {
        Squares { len: 0, items: [Square::A1; N] }
    }
}

impl<const N: usize> Squares<N> {
    fn as_slice(&self) -> &[Square] {
        self.items.get(..usize::from(self.len)).unwrap_or(&[])
    }

    fn contains(&self, square: &Square) -> bool {
        self.as_slice().contains(square)
    }

    /// Adds `square`; `Err` when all `N` places are taken.
    fn try_push(&mut self, square: Square) -> Result<(), ()> {
        let slot = self.items.get_mut(usize::from(self.len)).ok_or(())?;
        *slot = square;
        self.len += 1;
        Ok(())
    }

    fn to_array_vec(self) -> ArrayVec<Square, N> {
        let mut squares = ArrayVec::new();
        // `len <= N`: always fits.
        let _ = squares.try_extend_from_slice(self.as_slice());
        squares
    }
}

/// What a square on the path must hold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    Empty,
    Enemy,
    Occupied,
    Anything,
}

/// Walks the legs of one component from one square.
struct Builder<'a> {
    grid: Grid,
    from: Square,
    forward: Forward,
    component: &'a Component,
    index: usize,
    out: &'a mut Vec<MoveTemplate>,
    /// Work spent on this from-square so far (by every component) and on the
    /// whole table, to stop contrived texts early.
    budget: &'a Budget,
}

/// `Ok(None)`: the path contradicts itself and is dropped.
type Extended = Result<Option<Path>, CompileError>;

impl Builder<'_> {
    fn unsupported(&self, what: &'static str) -> CompileError {
        CompileError::Unsupported { component: self.index, text: self.text(), what }
    }

    fn text(&self) -> String {
        Movement { components: vec![self.component.clone()] }.to_string()
    }

    /// Counts `amount` units of work against [`MAX_WORK_PER_SQUARE`] and [`MAX_WORK`].
    fn spend(&self, amount: usize) -> Result<(), CompileError> {
        let square = self.budget.square.get() + amount;
        self.budget.square.set(square);
        let table = self.budget.table.get() + amount;
        self.budget.table.set(table);
        if square > MAX_WORK_PER_SQUARE {
            return Err(CompileError::TooComplex { square: self.from });
        }
        if table > MAX_WORK {
            return Err(CompileError::TableTooComplex { width: self.grid.width(), height: self.grid.height() });
        }
        Ok(())
    }

    /// Adds the requirement that `square` hold `need` at this point of the path.
    fn require(&self, path: &Path, square: Square, need: Need) -> Extended {
        self.spend(1)?;
        let mut path = *path;
        // The mover's own square is empty once it left; a locust-captured square is empty after the capture.
        let now_empty = square == self.from || path.captures.contains(&square) || path.must_be_empty.contains(&square);
        let hopped = path.hurdles.contains(&square);
        match need {
            Need::Anything => {}
            Need::Empty => {
                if hopped {
                    return Ok(None);
                }
                if !now_empty && path.must_be_empty.try_push(square).is_err() {
                    return Err(CompileError::PathTooLong { component: self.index, text: self.text() });
                }
            }
            Need::Enemy | Need::Occupied => {
                if now_empty {
                    return Ok(None);
                }
                if need == Need::Enemy {
                    if hopped {
                        return Ok(None);
                    }
                    if path.captures.try_push(square).is_err() {
                        return Err(CompileError::TooManyHurdles { component: self.index, text: self.text() });
                    }
                } else if !hopped && path.hurdles.try_push(square).is_err() {
                    return Err(CompileError::TooManyHurdles { component: self.index, text: self.text() });
                }
            }
        }
        Ok(Some(path))
    }

    fn require_all(&self, path: &Path, squares: &[Square], need: Need) -> Extended {
        let mut path = *path;
        for &square in squares {
            match self.require(&path, square, need)? {
                Some(next) => path = next,
                None => return Ok(None),
            }
        }
        Ok(Some(path))
    }

    /// Walks leg `leg` from `at`; `previous` is the step of the previous leg,
    /// `switched` whether an odd number of `y` legs came before.
    fn leg(
        &mut self,
        leg: usize,
        at: Square,
        previous: Option<Step>,
        switched: bool,
        path: &Path,
    ) -> Result<(), CompileError> {
        let component = self.component;
        let Some(this) = component.legs.get(leg) else { return Ok(()) };
        let sliding = (leg == 0 && component.is_rider()) != switched;
        let limit = if leg == 0 && component.range > 1 {
            component.range
        } else if sliding {
            15
        } else {
            1
        };
        for bit in 0..8u8 {
            if this.directions() & (1 << bit) == 0 {
                continue;
            }
            let step = match previous {
                None => {
                    if bit as usize >= component.atom.direction_count() {
                        continue;
                    }
                    let step = component.atom.slot_step(bit as usize);
                    if self.forward == Forward::Down { step.rotate_180() } else { step }
                }
                Some(previous) => match previous.turn(bit) {
                    Some(step) => step,
                    None => return Err(self.unsupported("oblique atoms only turn by quarter turns on later legs")),
                },
            };
            self.traverse(leg, at, step, sliding, limit, switched, path)?;
        }
        Ok(())
    }

    /// The squares of one step from `at` that a lame leap passes, if all are on the board.
    fn passed(&self, at: Square, step: Step) -> ArrayVec<Square, 4> {
        step.path().filter_map(|offset| self.grid.offset(at, offset)).collect()
    }

    #[allow(clippy::too_many_arguments)]
    fn traverse(
        &mut self,
        leg: usize,
        at: Square,
        step: Step,
        sliding: bool,
        limit: u8,
        switched: bool,
        path: &Path,
    ) -> Result<(), CompileError> {
        let component = self.component;
        let modes = component.legs.get(leg).map_or(Modes::NONE, |l| l.modes());
        let last = leg + 1 == component.legs.len();
        let lame = modes.contains(Modes::LAME);
        let offset = step.offset();
        self.spend(1)?;
        if !sliding {
            let Some(target) = self.grid.offset(at, offset) else { return Ok(()) };
            let between = self.passed(at, step);
            if last && modes.intersects(Modes::HOP.union(Modes::GRASSHOPPER)) {
                if between.is_empty() {
                    return Err(
                        self.unsupported("`p` and `g` need a rider or a leap along a line of 2 or more squares")
                    );
                }
                if !matches!(step, Step::Line(..)) {
                    return Err(self.unsupported("`p` and `g` on an oblique leaper"));
                }
                let hurdles: Vec<usize> =
                    if modes.contains(Modes::HOP) { (0..between.len()).collect() } else { vec![between.len() - 1] };
                for h in hurdles {
                    let Some(p) = self.require(path, between[h], Need::Occupied)? else { continue };
                    let others: Vec<Square> =
                        between.iter().enumerate().filter(|&(i, _)| i != h).map(|(_, &s)| s).collect();
                    let Some(p) = self.require_all(&p, &others, Need::Empty)? else { continue };
                    self.endpoint(leg, target, step, switched, &p)?;
                }
                return Ok(());
            }
            if modes.contains(Modes::JUMP) {
                return Err(self.unsupported("`j` applies to riders (skip the first square)"));
            }
            let path = if lame { self.require_all(path, &between, Need::Empty)? } else { Some(*path) };
            if let Some(path) = path {
                self.endpoint(leg, target, step, switched, &path)?;
            }
            return Ok(());
        }
        // A slide: the squares s1, s2, … along the step, up to the limit or the edge.
        let mut ray: ArrayVec<Square, 16> = ArrayVec::new();
        let mut lame_squares: ArrayVec<ArrayVec<Square, 4>, 16> = ArrayVec::new();
        let mut square = at;
        while ray.len() < limit as usize {
            let Some(next) = self.grid.offset(square, offset) else { break };
            lame_squares.push(if lame { self.passed(square, step) } else { ArrayVec::new() });
            ray.push(next);
            square = next;
        }
        let skip_first = modes.contains(Modes::JUMP);
        // What square `i` of the ray must hold when the piece passes it.
        let passing = |i: usize, hurdle: Option<usize>| {
            if Some(i) == hurdle {
                Need::Occupied
            } else if i == 0 && skip_first {
                Need::Anything
            } else {
                Need::Empty
            }
        };
        // `path` extended by the lame squares of the step onto ray[i] (none
        // for a piece that is not lame, or for W and F steps). The paths are
        // built incrementally, each from the previous one, so a slide costs
        // the squares of its ray, not their square: a lame slide stopping on
        // ray[i] needs the requirements of ray[..i] and the lame squares of
        // every step up to ray[i], which is the previous stop's path plus
        // two squares. A contradiction found on the way is final: every later
        // stop contains the same requirements.
        let step_onto = |builder: &Self, path: &Path, i: usize| -> Extended {
            match lame_squares.get(i) {
                Some(squares) if lame && !squares.is_empty() => builder.require_all(path, squares, Need::Empty),
                _ => Ok(Some(*path)),
            }
        };
        if last && modes.intersects(Modes::HOP.union(Modes::GRASSHOPPER)) {
            let grasshopper = !modes.contains(Modes::HOP);
            // `before`: the requirements of ray[..hurdle] when ray[hurdle] is the hurdle.
            let mut before = Some(*path);
            for hurdle in 0..ray.len() {
                let Some(prefix) = before.as_ref() else { break };
                let Some(onto) = step_onto(self, prefix, hurdle)? else { break };
                let mut passed = self.require(&onto, ray[hurdle], Need::Occupied)?;
                for stop in hurdle + 1..ray.len() {
                    let Some(p) = passed.as_ref() else { break };
                    let Some(at_stop) = step_onto(self, p, stop)? else { break };
                    self.endpoint(leg, ray[stop], step, switched, &at_stop)?;
                    if grasshopper {
                        break;
                    }
                    passed = self.require(&at_stop, ray[stop], passing(stop, Some(hurdle)))?;
                }
                before = self.require(&onto, ray[hurdle], passing(hurdle, None))?;
            }
        } else {
            let mut passed = Some(*path);
            for stop in 0..ray.len() {
                let Some(p) = passed.as_ref() else { break };
                let Some(at_stop) = step_onto(self, p, stop)? else { break };
                if stop >= usize::from(skip_first) {
                    self.endpoint(leg, ray[stop], step, switched, &at_stop)?;
                }
                passed = self.require(&at_stop, ray[stop], passing(stop, None))?;
            }
        }
        Ok(())
    }

    /// The end of leg `leg` at `square`: a finished template on the last leg,
    /// else the requirement of the leg's mode and the next leg.
    fn endpoint(
        &mut self,
        leg: usize,
        square: Square,
        step: Step,
        switched: bool,
        path: &Path,
    ) -> Result<(), CompileError> {
        let component = self.component;
        let modes = component.legs.get(leg).map_or(Modes::NONE, |l| l.modes());
        if leg + 1 == component.legs.len() {
            let destination = match (modes.contains(Modes::MOVE), modes.contains(Modes::CAPTURE)) {
                (true, true) => Destination::EmptyOrEnemy,
                (true, false) => Destination::Empty,
                (false, true) => Destination::Enemy,
                // `e` alone: en passant needs the game's history.
                (false, false) => return Ok(()),
            };
            return self.finish(square, destination, path);
        }
        let empty = modes.intersects(Modes::MOVE.union(Modes::SWITCH));
        let hop = modes.contains(Modes::HOP);
        let mut needs: ArrayVec<Need, 3> = ArrayVec::new();
        if empty && hop {
            needs.push(Need::Anything);
        } else {
            if empty {
                needs.push(Need::Empty);
            }
            if hop {
                needs.push(Need::Occupied);
            }
        }
        if modes.contains(Modes::CAPTURE) {
            needs.push(Need::Enemy);
        }
        let switched = switched != modes.contains(Modes::SWITCH);
        for need in needs {
            if let Some(next) = self.require(path, square, need)? {
                self.leg(leg + 1, square, Some(step), switched, &next)?;
            }
        }
        Ok(())
    }

    /// Adds the template ending on `to`, unless the path contradicts it.
    fn finish(&mut self, to: Square, destination: Destination, path: &Path) -> Result<(), CompileError> {
        let mut destination = destination;
        if path.hurdles.contains(&to) || path.captures.contains(&to) {
            return Ok(());
        }
        if to == self.from || path.must_be_empty.contains(&to) {
            // Already empty when the piece arrives.
            if destination == Destination::Enemy {
                return Ok(());
            }
            if to != self.from {
                destination = Destination::Empty;
            }
        }
        // A template costs more than a step: it is built, stored, sorted and compared.
        self.spend(TEMPLATE_WORK)?;
        self.out.push(MoveTemplate {
            to,
            must_be_empty: path.must_be_empty.to_array_vec(),
            hurdles: path.hurdles.to_array_vec(),
            captures: path.captures.to_array_vec(),
            destination,
            initial_only: self.component.initial_only,
        });
        // Repeats are only removed per square, later: allow for some before refusing.
        if self.out.len() > MAX_TEMPLATES_PER_SQUARE * 4 {
            return Err(CompileError::TooManyMoves { square: self.from });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Grid {
        Grid::new(8, 8).unwrap_or(Grid::CHESS)
    }

    fn compile(text: &str) -> Result<MoveTable, CompileError> {
        MoveTable::new(&Movement::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")), grid())
    }

    fn square(name: &str) -> Square {
        name.parse().unwrap_or(Square::A1)
    }

    fn targets(text: &str, from: &str, occupied: &[&str]) -> Vec<String> {
        let table = compile(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let occupied: Vec<Square> = occupied.iter().map(|s| square(s)).collect();
        let board = move |s: Square| if occupied.contains(&s) { Occupant::Enemy } else { Occupant::Empty };
        let mut moves: Vec<String> =
            table.moves(square(from), Forward::Up, &board, false).iter().map(|m| m.to_string()).collect();
        moves.sort();
        moves
    }

    #[test]
    fn unsupported_constructions_are_errors() {
        for text in ["pW", "gF", "pN", "jW", "jN", "afsN", "aflC"] {
            assert!(matches!(compile(text), Err(CompileError::Unsupported { .. })), "{text}");
        }
        assert!(matches!(compile("cacacaK"), Err(CompileError::TooManyHurdles { .. })));
        // The error names the component and its text.
        match compile("NjW") {
            Err(CompileError::Unsupported { component, text, .. }) => assert_eq!((component, text.as_str()), (1, "jW")),
            other => panic!("NjW: {other:?}"),
        }
    }

    #[test]
    fn skip_rider_jumps_its_first_square() {
        // jR from a1 with a piece on a2: jumps it, stops on a3 or further (capturing a3's piece? only if there).
        assert_eq!(targets("jvR", "a1", &["a2"]), ["a3", "a4", "a5", "a6", "a7", "a8"]);
        assert_eq!(targets("jvR", "a1", &["a5"]), ["a3", "a4", "a5 xa5"]);
    }

    #[test]
    fn hopping_leapers_and_lame_riders() {
        // pD needs the square in between occupied; gH lands just behind a piece two squares away.
        assert_eq!(targets("pfD", "d4", &[]), Vec::<String>::new());
        assert_eq!(targets("pfD", "d4", &["d5"]), ["d6"]);
        assert_eq!(targets("gfH", "d1", &["d3"]), ["d4"]);
        assert_eq!(targets("gfH", "d1", &["d2"]), Vec::<String>::new());
        // A lame nightrider: each leap is blocked by the square beside its long side.
        assert_eq!(targets("nrfNN", "a1", &[]), ["b3", "c5", "d7"]);
        assert_eq!(targets("nrfNN", "a1", &["b4"]), ["b3"]);
    }

    #[test]
    fn initial_only_templates_are_marked() {
        let table = compile("ifmnD").unwrap_or_else(|e| panic!("{e}"));
        assert!(table.templates(square("e2"), Forward::Up).iter().all(|t| t.initial_only));
        assert!(table.templates(square("e2"), Forward::Up).len() == 1);
        // Off-board squares have no templates.
        assert!(table.templates(square("i1"), Forward::Up).is_empty());
        let empty = |_: Square| Occupant::Empty;
        assert!(table.moves(square("e2"), Forward::Up, &empty, false).is_empty());
        assert_eq!(table.moves(square("e2"), Forward::Up, &empty, true).len(), 1);
    }

    #[test]
    fn duplicate_moves_from_several_components_are_one_move() {
        let table = compile("KWF").unwrap_or_else(|e| panic!("{e}"));
        let empty = |_: Square| Occupant::Empty;
        assert_eq!(table.moves(square("d4"), Forward::Up, &empty, false).len(), 8);
    }

    /// `count` distinct templates on the 8×8 board (destination and captured
    /// square vary; past 64 × 64 the `i` flag too).
    fn distinct_templates(count: usize) -> Vec<MoveTemplate> {
        let squares: Vec<Square> = grid().squares().collect();
        (0..count)
            .map(|i| MoveTemplate {
                to: squares[i % 64],
                must_be_empty: ArrayVec::new(),
                hurdles: ArrayVec::new(),
                captures: core::iter::once(squares[(i / 64) % 64]).collect(),
                destination: Destination::EmptyOrEnemy,
                initial_only: i >= 64 * 64,
            })
            .collect()
    }

    fn empty_table() -> MoveTable {
        MoveTable { grid: grid(), templates: Vec::new(), spans: Vec::new(), groups: Vec::new(), work: 0 }
    }

    /// The limits are the most allowed (the errors say "more than"): a square
    /// with exactly `MAX_TEMPLATES_PER_SQUARE` templates, and a table that
    /// reaches exactly `MAX_TEMPLATES`, are accepted; one more is refused.
    #[test]
    fn template_limits_allow_exactly_the_limit() {
        let a1 = square("a1");
        let mut table = empty_table();
        assert!(
            table.push_square(a1, &mut distinct_templates(MAX_TEMPLATES_PER_SQUARE), &mut Scratch::default()).is_ok()
        );
        assert_eq!(table.template_count(), MAX_TEMPLATES_PER_SQUARE);
        let over = empty_table().push_square(
            a1,
            &mut distinct_templates(MAX_TEMPLATES_PER_SQUARE + 1),
            &mut Scratch::default(),
        );
        assert!(matches!(over, Err(CompileError::TooManyMoves { square }) if square == a1), "{over:?}");
        // Repeats are removed before counting.
        let mut repeated = distinct_templates(MAX_TEMPLATES_PER_SQUARE);
        repeated.extend(distinct_templates(10));
        assert!(empty_table().push_square(a1, &mut repeated, &mut Scratch::default()).is_ok());

        let filler = distinct_templates(1).remove(0);
        let mut full = empty_table();
        full.templates = vec![filler.clone(); MAX_TEMPLATES - MAX_TEMPLATES_PER_SQUARE];
        assert!(
            full.push_square(a1, &mut distinct_templates(MAX_TEMPLATES_PER_SQUARE), &mut Scratch::default()).is_ok()
        );
        assert_eq!(full.template_count(), MAX_TEMPLATES);
        let mut beyond = empty_table();
        beyond.templates = vec![filler; MAX_TEMPLATES - MAX_TEMPLATES_PER_SQUARE + 1];
        let over = beyond.push_square(a1, &mut distinct_templates(MAX_TEMPLATES_PER_SQUARE), &mut Scratch::default());
        assert!(matches!(over, Err(CompileError::TableTooLarge { width: 8, height: 8 })), "{over:?}");
    }

    /// The work budgets allow exactly `MAX_WORK_PER_SQUARE` steps on a square
    /// and `MAX_WORK` on a table; the raw templates of a square, repeats
    /// included, may reach exactly four times `MAX_TEMPLATES_PER_SQUARE`.
    #[test]
    fn work_limits_allow_exactly_the_limit() {
        let movement = Movement::parse("W").unwrap_or_else(|e| panic!("{e}"));
        let d4 = square("d4");
        let budget = Budget::default();
        let mut out = Vec::new();
        let mut builder = Builder {
            grid: grid(),
            from: d4,
            forward: Forward::Up,
            component: &movement.components()[0],
            index: 0,
            out: &mut out,
            budget: &budget,
        };
        budget.square.set(MAX_WORK_PER_SQUARE - 1);
        assert!(builder.spend(1).is_ok(), "the last step allowed on a square");
        let over = builder.spend(1);
        assert!(matches!(over, Err(CompileError::TooComplex { square }) if square == d4), "{over:?}");
        budget.square.set(0);
        budget.table.set(MAX_WORK - 1);
        assert!(builder.spend(1).is_ok(), "the last step allowed on a table");
        let over = builder.spend(1);
        assert!(matches!(over, Err(CompileError::TableTooComplex { width: 8, height: 8 })), "{over:?}");

        let filler = distinct_templates(1).remove(0);
        builder.out.extend(core::iter::repeat_n(filler, MAX_TEMPLATES_PER_SQUARE * 4 - 1));
        // A template costs TEMPLATE_WORK steps: leave room for both.
        budget.table.set(0);
        assert!(builder.finish(square("d5"), Destination::Empty, &Path::default()).is_ok());
        assert_eq!(builder.out.len(), MAX_TEMPLATES_PER_SQUARE * 4);
        let over = builder.finish(square("d5"), Destination::Empty, &Path::default());
        assert!(matches!(over, Err(CompileError::TooManyMoves { square }) if square == d4), "{over:?}");
    }

    /// Legs that come back over their own path: no move ends on the square
    /// it captured on (`camabK`) or hopped (`pamabK`), and none captures on
    /// the square the piece left (`cacbK`); a move that ends on a square it
    /// passed needs it empty (`mamabK`).
    #[test]
    fn legs_that_come_back_over_their_own_path() {
        let d4 = square("d4");
        for text in ["camabK", "pamabK", "cacbK"] {
            let table = compile(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let templates = table.templates(d4, Forward::Up);
            assert!(templates.is_empty(), "{text}: {templates:?}");
        }
        let table = compile("mamabK").unwrap_or_else(|e| panic!("{e}"));
        let templates = table.templates(d4, Forward::Up);
        assert!(!templates.is_empty());
        for template in templates {
            assert!(template.must_be_empty.contains(&template.to), "{template:?}");
            assert_eq!(template.destination, Destination::Empty, "{template:?}");
        }
    }
}
