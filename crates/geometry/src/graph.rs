//! Point-and-line boards: named points joined by undirected lines.
//!
//! Race and chase games such as Sirocco, ludo or pachisi are played on
//! *points* joined by *lines* rather than on the squares of a grid. A
//! [`LineBoard`] holds such a board:
//!
//! - up to [`MAX_POINTS`] points, each with a unique name and a dense
//!   [`PointId`] (its position in the data, so ids are stable);
//! - undirected lines between two different points (adjacency lists);
//! - named regions (sets of points: bases, safe spots, home columns);
//! - [`PointSet`], a 256-bit set of points;
//! - exact-length **simple-path destinations**: [`LineBoard::destinations`]
//!   gives every end point of a path of exactly `n` steps that never visits a
//!   point twice, under per-call [`PathRules`] (points that may not be
//!   entered, points that end the path when entered, and a start region that
//!   may not be re-entered once left).
//!
//! Boards are built from a plain, possibly invalid [`BoardData`]
//! description with [`LineBoard::from_data`], which rejects duplicate names,
//! lines to unknown points, self-loops, repeated lines and regions naming
//! unknown points with a [`GraphError`] that says what and where.
//!
//! # Size limits
//!
//! At most [`MAX_POINTS`] (256) points, [`MAX_LINES`] (32,640: every pair
//! once) lines and [`MAX_REGIONS`] (1,024) regions; data beyond a limit is
//! refused at once with an error naming it. Names and region member lists
//! may be of any length. Validation takes time linear in the size of the
//! data, times the logarithm of the number of points (name lookups):
//! 1,024 regions or a region of 100,000 members validate in about a
//! millisecond.
//!
//! # Examples
//!
//! A square of four points with one diagonal:
//!
//! ```
//! use boardkit_geometry::graph::{BoardData, LineBoard, PathRules, PointSet};
//!
//! let data = BoardData::new(
//!     ["a", "b", "c", "d"],
//!     [("a", "b"), ("b", "c"), ("c", "d"), ("d", "a"), ("a", "c")],
//!     [("corner", vec!["a"])],
//! );
//! let board = LineBoard::from_data(&data)?;
//! let a = board.point("a").ok_or("no point a")?;
//! // Paths of exactly two steps from `a`: a-b-c, a-d-c, a-c-b, a-c-d.
//! let ends = board.destinations(a, 2, &PathRules::new());
//! let names: Vec<&str> = ends.iter().filter_map(|p| board.name(p)).collect();
//! assert_eq!(names, ["b", "c", "d"]);
//! // With `c` closed, only a-b-? and a-d-? remain, and they dead-end.
//! let rules = PathRules::new().with_blocked(PointSet::from_iter(board.point("c")));
//! assert!(board.destinations(a, 2, &rules).is_empty());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};
use std::collections::HashSet;

/// The most points a [`LineBoard`] may have (every [`PointId`] fits a `u8`).
pub const MAX_POINTS: usize = 256;

/// The most lines a [`LineBoard`] may have: one between every two of
/// [`MAX_POINTS`] points (32,640). More lines must repeat one, so data with
/// more is refused before any is read ([`GraphError::TooManyLines`]).
pub const MAX_LINES: usize = MAX_POINTS * (MAX_POINTS - 1) / 2;

/// The most regions a [`LineBoard`] may have ([`GraphError::TooManyRegions`]).
/// Regions are looked up by name with a linear scan, and no game needs more
/// than a handful (Sirocco uses none; ludo-like games one per seat and kind).
pub const MAX_REGIONS: usize = 1024;

/// A point of a [`LineBoard`]: its dense index, in the order of the board's
/// data.
///
/// A `PointId` only means something together with the board it came from.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PointId(u8);

impl PointId {
    /// The point with this index, or `None` when `index >= MAX_POINTS`.
    #[inline]
    pub const fn new(index: usize) -> Option<PointId> {
        if index < MAX_POINTS { Some(PointId(index as u8)) } else { None }
    }

    /// The dense index (0-based).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for PointId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A set of points of one board: 256 bits, one per [`PointId`].
///
/// Iteration goes in increasing id order.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::graph::{PointId, PointSet};
/// let p = |i| PointId::new(i).unwrap();
/// let mut set = PointSet::EMPTY;
/// set.insert(p(3));
/// set.insert(p(200));
/// assert!(set.contains(p(200)));
/// assert_eq!(set.len(), 2);
/// let other: PointSet = [p(3), p(7)].into_iter().collect();
/// assert_eq!((set & other).iter().collect::<Vec<_>>(), [p(3)]);
/// assert_eq!((set - other).len(), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PointSet([u64; 4]);

impl PointSet {
    /// The empty set.
    pub const EMPTY: PointSet = PointSet([0; 4]);
    /// Every possible point id (0 to 255).
    pub const ALL: PointSet = PointSet([u64::MAX; 4]);

    /// Whether `point` is in the set.
    #[inline]
    pub const fn contains(self, point: PointId) -> bool {
        self.0[point.0 as usize >> 6] & (1 << (point.0 & 63)) != 0
    }

    /// Adds `point`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, point: PointId) -> bool {
        let new = !self.contains(point);
        self.0[point.0 as usize >> 6] |= 1 << (point.0 & 63);
        new
    }

    /// Removes `point`; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, point: PointId) -> bool {
        let was = self.contains(point);
        self.0[point.0 as usize >> 6] &= !(1 << (point.0 & 63));
        was
    }

    /// The number of points in the set.
    #[inline]
    pub const fn len(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones() + self.0[3].count_ones()) as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// The point with the lowest id, if any.
    #[inline]
    pub fn first(self) -> Option<PointId> {
        self.iter().next()
    }

    /// The `n`-th point (0-based) in increasing id order, if the set has that
    /// many; used to pick a random member without collecting.
    pub fn nth(self, mut n: usize) -> Option<PointId> {
        for (word_index, &word) in self.0.iter().enumerate() {
            let count = word.count_ones() as usize;
            if n < count {
                let mut bits = word;
                for _ in 0..n {
                    bits &= bits - 1;
                }
                return PointId::new(word_index * 64 + bits.trailing_zeros() as usize);
            }
            n -= count;
        }
        None
    }

    /// The points in increasing id order.
    #[inline]
    pub fn iter(self) -> PointSetIter {
        PointSetIter { words: self.0, word: 0 }
    }

    /// The set's four 64-bit words, lowest ids first (bit `i % 64` of word
    /// `i / 64` is point `i`).
    #[inline]
    pub const fn to_words(self) -> [u64; 4] {
        self.0
    }

    /// The set with these four words (see [`to_words`](PointSet::to_words)).
    #[inline]
    pub const fn from_words(words: [u64; 4]) -> PointSet {
        PointSet(words)
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(PointId::index)).finish()
    }
}

impl FromIterator<PointId> for PointSet {
    fn from_iter<I: IntoIterator<Item = PointId>>(iter: I) -> PointSet {
        let mut set = PointSet::EMPTY;
        for point in iter {
            set.insert(point);
        }
        set
    }
}

impl Extend<PointId> for PointSet {
    fn extend<I: IntoIterator<Item = PointId>>(&mut self, iter: I) {
        for point in iter {
            self.insert(point);
        }
    }
}

impl IntoIterator for PointSet {
    type Item = PointId;
    type IntoIter = PointSetIter;
    fn into_iter(self) -> PointSetIter {
        self.iter()
    }
}

macro_rules! set_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl $trait for PointSet {
            type Output = PointSet;
            #[inline]
            fn $method(self, other: PointSet) -> PointSet {
                PointSet([
                    self.0[0] $op other.0[0],
                    self.0[1] $op other.0[1],
                    self.0[2] $op other.0[2],
                    self.0[3] $op other.0[3],
                ])
            }
        }
        impl $assign_trait for PointSet {
            #[inline]
            fn $assign(&mut self, other: PointSet) {
                *self = *self $op other;
            }
        }
    };
}
set_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);

impl Sub for PointSet {
    type Output = PointSet;
    /// The points of `self` that are not in `other`.
    #[inline]
    fn sub(self, other: PointSet) -> PointSet {
        self & !other
    }
}

impl Not for PointSet {
    type Output = PointSet;
    /// The complement among all 256 possible ids (including ids a board does
    /// not have: intersect with a board's [`LineBoard::all_points`]).
    #[inline]
    fn not(self) -> PointSet {
        PointSet([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

/// Iterator over a [`PointSet`], in increasing id order.
#[derive(Clone, Debug)]
pub struct PointSetIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for PointSetIter {
    type Item = PointId;

    #[inline]
    fn next(&mut self) -> Option<PointId> {
        while self.word < 4 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return PointId::new(self.word * 64 + bits.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}

/// A plain, possibly invalid description of a point-and-line board: what a
/// file or a UI supplies. [`LineBoard::from_data`] validates it.
///
/// With the `serde` feature it (de)serializes as
/// `{"points": [...], "lines": [["a","b"], ...], "regions": [["name", ["a", ...]], ...]}`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardData {
    /// The point names, in id order. Names are non-empty and contain no
    /// whitespace or control characters.
    pub points: Vec<String>,
    /// The lines, each joining two different points, by name.
    pub lines: Vec<(String, String)>,
    /// Named regions: each a name and its member points.
    pub regions: Vec<(String, Vec<String>)>,
}

impl BoardData {
    /// A description from anything string-like (convenient in code and
    /// tests).
    pub fn new<P, L, R, S>(points: P, lines: L, regions: R) -> BoardData
    where
        P: IntoIterator<Item = S>,
        L: IntoIterator<Item = (S, S)>,
        R: IntoIterator<Item = (S, Vec<S>)>,
        S: Into<String>,
    {
        BoardData {
            points: points.into_iter().map(Into::into).collect(),
            lines: lines.into_iter().map(|(a, b)| (a.into(), b.into())).collect(),
            regions: regions
                .into_iter()
                .map(|(name, members)| (name.into(), members.into_iter().map(Into::into).collect()))
                .collect(),
        }
    }
}

/// Why a [`BoardData`] is not a valid board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GraphError {
    /// More points than [`MAX_POINTS`].
    #[error("a board may have at most {max} points, this one has {count}")]
    TooManyPoints {
        /// The number of points given.
        count: usize,
        /// The limit, [`MAX_POINTS`].
        max: usize,
    },
    /// More lines than [`MAX_LINES`].
    #[error("a board may have at most {max} lines (one between every two points), this one has {count}")]
    TooManyLines {
        /// The number of lines given.
        count: usize,
        /// The limit, [`MAX_LINES`].
        max: usize,
    },
    /// More regions than [`MAX_REGIONS`].
    #[error("a board may have at most {max} regions, this one has {count}")]
    TooManyRegions {
        /// The number of regions given.
        count: usize,
        /// The limit, [`MAX_REGIONS`].
        max: usize,
    },
    /// A point or region name is empty or contains whitespace or control
    /// characters.
    #[error(
        "the {what} at index {index} has the invalid name {name:?} (names are non-empty, without spaces or control characters)"
    )]
    InvalidName {
        /// `"point"` or `"region"`.
        what: &'static str,
        /// Its 0-based position in the data.
        index: usize,
        /// The name.
        name: String,
    },
    /// Two points share a name.
    #[error("point name `{name}` is used twice (the points at indices {first} and {second})")]
    DuplicatePoint {
        /// The name.
        name: String,
        /// 0-based position of its first use.
        first: usize,
        /// 0-based position of its second use.
        second: usize,
    },
    /// A line names a point that does not exist.
    #[error("line {a}-{b} (index {line}) names the unknown point `{unknown}`")]
    DanglingLine {
        /// 0-based position of the line in the data.
        line: usize,
        /// Its first end.
        a: String,
        /// Its second end.
        b: String,
        /// The end that is not a point.
        unknown: String,
    },
    /// A line joins a point to itself.
    #[error("line {point}-{point} (index {line}) joins `{point}` to itself")]
    SelfLoop {
        /// 0-based position of the line in the data.
        line: usize,
        /// The point.
        point: String,
    },
    /// The same two points are joined twice.
    #[error("line {a}-{b} (index {line}) repeats an earlier line")]
    DuplicateLine {
        /// 0-based position of the repeated line in the data.
        line: usize,
        /// Its first end.
        a: String,
        /// Its second end.
        b: String,
    },
    /// Two regions share a name.
    #[error("region name `{name}` is used twice")]
    DuplicateRegion {
        /// The name.
        name: String,
    },
    /// A region names a point that does not exist.
    #[error("region `{region}` names the unknown point `{point}`")]
    UnknownRegionMember {
        /// The region.
        region: String,
        /// The unknown point name.
        point: String,
    },
}

/// Per-call constraints on the paths of [`LineBoard::destinations`].
///
/// - `blocked`: points a path may never enter (pass through or end on);
/// - `stops`: points that end a path when entered: a path may enter one only
///   with its last step (entering one earlier makes the path invalid);
/// - `no_reentry`: a start region. A path that starts inside it may move
///   within it, but once the path has stepped outside it may never enter it
///   again; a path that starts outside may never enter it.
///
/// The start point itself is never "entered", so it may lie in any set.
///
/// # Examples
///
/// On a line a-b-c-d, a stop at `b` ends every path there:
///
/// ```
/// use boardkit_geometry::graph::{BoardData, LineBoard, PathRules, PointSet};
/// let data = BoardData::new(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "d")], []);
/// let board = LineBoard::from_data(&data)?;
/// let [a, b] = ["a", "b"].map(|name| board.point(name).ok_or(name));
/// let (a, b) = (a?, b?);
/// let rules = PathRules::new().with_stops(PointSet::from_iter([b]));
/// assert_eq!(board.destinations(a, 1, &rules), PointSet::from_iter([b]));
/// assert!(board.destinations(a, 2, &rules).is_empty()); // a-b-c would pass the stop
/// assert_eq!(board.destinations(a, 2, &PathRules::new()).len(), 1); // c
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PathRules {
    /// Points that may not be entered.
    pub blocked: PointSet,
    /// Points that may only be entered by the last step.
    pub stops: PointSet,
    /// A start region that may not be re-entered once left.
    pub no_reentry: PointSet,
}

impl PathRules {
    /// No constraints: every simple path counts.
    pub const fn new() -> PathRules {
        PathRules { blocked: PointSet::EMPTY, stops: PointSet::EMPTY, no_reentry: PointSet::EMPTY }
    }

    /// These rules with `blocked` as the points that may not be entered.
    pub const fn with_blocked(mut self, blocked: PointSet) -> PathRules {
        self.blocked = blocked;
        self
    }

    /// These rules with `stops` as the points that end a path.
    pub const fn with_stops(mut self, stops: PointSet) -> PathRules {
        self.stops = stops;
        self
    }

    /// These rules with `no_reentry` as the start region.
    pub const fn with_no_reentry(mut self, no_reentry: PointSet) -> PathRules {
        self.no_reentry = no_reentry;
        self
    }
}

/// A validated point-and-line board. See the [module docs](self).
///
/// # Equality
///
/// Two boards are equal when they have the same points in the same order,
/// the same lines in the same order and the same regions.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "BoardData", into = "BoardData"))]
pub struct LineBoard {
    names: Vec<String>,
    /// `(name, id)` sorted by name, for lookups.
    by_name: Vec<(String, PointId)>,
    lines: Vec<(PointId, PointId)>,
    neighbours: Vec<Vec<PointId>>,
    regions: Vec<(String, PointSet)>,
}

fn valid_name(name: &str) -> bool {
    !name.is_empty() && !name.chars().any(|c| c.is_whitespace() || c.is_control())
}

impl LineBoard {
    /// Validates `data` and builds the board.
    ///
    /// # Errors
    ///
    /// A [`GraphError`] for too many points, lines or regions (checked
    /// first, before any name is read), an invalid or repeated name, a line
    /// naming an unknown point, a self-loop, a repeated line (in either
    /// direction), or a region naming an unknown point. The first fault
    /// found is reported, in this order: sizes, points, lines, regions.
    ///
    /// Linear in the size of the data times the logarithm of the number of
    /// points (see [Size limits](self#size-limits)).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::graph::{BoardData, GraphError, LineBoard};
    /// let data = BoardData::new(["home", "road"], [("home", "road"), ("road", "town")], []);
    /// let error = LineBoard::from_data(&data).unwrap_err();
    /// assert!(matches!(error, GraphError::DanglingLine { line: 1, .. }));
    /// assert_eq!(error.to_string(), "line road-town (index 1) names the unknown point `town`");
    /// ```
    pub fn from_data(data: &BoardData) -> Result<LineBoard, GraphError> {
        if data.points.len() > MAX_POINTS {
            return Err(GraphError::TooManyPoints { count: data.points.len(), max: MAX_POINTS });
        }
        if data.lines.len() > MAX_LINES {
            return Err(GraphError::TooManyLines { count: data.lines.len(), max: MAX_LINES });
        }
        if data.regions.len() > MAX_REGIONS {
            return Err(GraphError::TooManyRegions { count: data.regions.len(), max: MAX_REGIONS });
        }
        let mut by_name: Vec<(String, PointId)> = Vec::with_capacity(data.points.len());
        for (index, name) in data.points.iter().enumerate() {
            if !valid_name(name) {
                return Err(GraphError::InvalidName { what: "point", index, name: name.clone() });
            }
            // `index < MAX_POINTS` was checked above.
            let id = PointId::new(index).ok_or(GraphError::TooManyPoints { count: index + 1, max: MAX_POINTS })?;
            by_name.push((name.clone(), id));
        }
        by_name.sort();
        for pair in by_name.windows(2) {
            if let [(a, first), (b, second)] = pair
                && a == b
            {
                return Err(GraphError::DuplicatePoint {
                    name: a.clone(),
                    first: first.index(),
                    second: second.index(),
                });
            }
        }
        let lookup = |name: &str| -> Option<PointId> {
            by_name.binary_search_by(|(n, _)| n.as_str().cmp(name)).ok().map(|i| by_name[i].1)
        };
        let mut neighbours = vec![Vec::new(); data.points.len()];
        // The same adjacency as sets: a repeated line is found in constant time.
        let mut joined = vec![PointSet::EMPTY; data.points.len()];
        let mut lines = Vec::with_capacity(data.lines.len());
        for (line, (a, b)) in data.lines.iter().enumerate() {
            let dangling = |unknown: &String| GraphError::DanglingLine {
                line,
                a: a.clone(),
                b: b.clone(),
                unknown: unknown.clone(),
            };
            let pa = lookup(a).ok_or_else(|| dangling(a))?;
            let pb = lookup(b).ok_or_else(|| dangling(b))?;
            if pa == pb {
                return Err(GraphError::SelfLoop { line, point: a.clone() });
            }
            if !joined[pa.index()].insert(pb) {
                return Err(GraphError::DuplicateLine { line, a: a.clone(), b: b.clone() });
            }
            joined[pb.index()].insert(pa);
            neighbours[pa.index()].push(pb);
            neighbours[pb.index()].push(pa);
            lines.push((pa, pb));
        }
        let mut regions: Vec<(String, PointSet)> = Vec::with_capacity(data.regions.len());
        let mut region_names: HashSet<&str> = HashSet::with_capacity(data.regions.len());
        for (index, (name, members)) in data.regions.iter().enumerate() {
            if !valid_name(name) {
                return Err(GraphError::InvalidName { what: "region", index, name: name.clone() });
            }
            if !region_names.insert(name.as_str()) {
                return Err(GraphError::DuplicateRegion { name: name.clone() });
            }
            let mut set = PointSet::EMPTY;
            for member in members {
                let point = lookup(member)
                    .ok_or_else(|| GraphError::UnknownRegionMember { region: name.clone(), point: member.clone() })?;
                set.insert(point);
            }
            regions.push((name.clone(), set));
        }
        Ok(LineBoard { names: data.points.clone(), by_name, lines, neighbours, regions })
    }

    /// The board as plain data (points in id order, lines in their order,
    /// regions with members in id order). `from_data(&board.to_data())`
    /// gives back an equal board.
    pub fn to_data(&self) -> BoardData {
        BoardData {
            points: self.names.clone(),
            lines: self
                .lines
                .iter()
                .map(|&(a, b)| (self.names[a.index()].clone(), self.names[b.index()].clone()))
                .collect(),
            regions: self
                .regions
                .iter()
                .map(|(name, set)| (name.clone(), set.iter().map(|p| self.names[p.index()].clone()).collect()))
                .collect(),
        }
    }

    /// The number of points.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether the board has no points.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Every point, in id order.
    pub fn points(&self) -> impl ExactSizeIterator<Item = PointId> + Clone + '_ {
        // Every index below `len() <= MAX_POINTS` is a valid id.
        (0..self.names.len()).map(|i| PointId(i as u8))
    }

    /// The set of all points of this board.
    pub fn all_points(&self) -> PointSet {
        self.points().collect()
    }

    /// The point with this name.
    pub fn point(&self, name: &str) -> Option<PointId> {
        self.by_name.binary_search_by(|(n, _)| n.as_str().cmp(name)).ok().map(|i| self.by_name[i].1)
    }

    /// The name of `point`, or `None` if this board has no such point.
    pub fn name(&self, point: PointId) -> Option<&str> {
        self.names.get(point.index()).map(String::as_str)
    }

    /// The lines, in data order.
    pub fn lines(&self) -> &[(PointId, PointId)] {
        &self.lines
    }

    /// The points joined to `point` by a line, in line order (empty for a
    /// point this board does not have).
    pub fn neighbours(&self, point: PointId) -> &[PointId] {
        self.neighbours.get(point.index()).map_or(&[], Vec::as_slice)
    }

    /// The number of lines at `point`.
    pub fn degree(&self, point: PointId) -> usize {
        self.neighbours(point).len()
    }

    /// The region with this name.
    pub fn region(&self, name: &str) -> Option<PointSet> {
        self.regions.iter().find(|(n, _)| n == name).map(|(_, set)| *set)
    }

    /// The regions, in data order.
    pub fn regions(&self) -> impl Iterator<Item = (&str, PointSet)> + '_ {
        self.regions.iter().map(|(name, set)| (name.as_str(), *set))
    }

    /// The points reachable from `start` through lines, entering no point of
    /// `blocked` (`start` included).
    pub fn reachable(&self, start: PointId, blocked: PointSet) -> PointSet {
        let mut seen = PointSet::EMPTY;
        if start.index() >= self.len() {
            return seen;
        }
        seen.insert(start);
        let mut stack = vec![start];
        while let Some(point) = stack.pop() {
            for &next in self.neighbours(point) {
                if !blocked.contains(next) && seen.insert(next) {
                    stack.push(next);
                }
            }
        }
        seen
    }

    /// The end points of all simple paths of exactly `steps` steps from
    /// `start` that keep `rules` (see [`PathRules`]). A path never visits a
    /// point twice (nor comes back to `start`). Zero steps give `{start}`.
    /// Empty for a point this board does not have.
    ///
    /// Paths are enumerated depth-first: the cost grows with the number of
    /// paths, so precompute tables ([`destinations_up_to`](Self::destinations_up_to))
    /// for hot loops.
    pub fn destinations(&self, start: PointId, steps: usize, rules: &PathRules) -> PointSet {
        if steps >= self.len().max(1) && steps > 0 {
            // A simple path visits at most every point once: it has fewer steps than there are points.
            return PointSet::EMPTY;
        }
        self.destinations_up_to(start, steps, rules).pop().unwrap_or_default()
    }

    /// [`destinations`](Self::destinations) for every length from 0 to
    /// `max_steps` in one search: entry `n` holds the end points of `n`-step
    /// paths. Empty for a point this board does not have.
    ///
    /// No simple path has [`MAX_POINTS`] steps or more, so the table stops at
    /// `MAX_POINTS - 1` steps: it has `min(max_steps, MAX_POINTS - 1) + 1`
    /// entries (any `max_steps` is accepted, even `usize::MAX`).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::graph::{BoardData, LineBoard, PathRules};
    /// // A line of five points a-b-c-d-e.
    /// let data = BoardData::new(["a", "b", "c", "d", "e"], [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e")], []);
    /// let board = LineBoard::from_data(&data)?;
    /// let c = board.point("c").ok_or("no c")?;
    /// let table = board.destinations_up_to(c, 3, &PathRules::new());
    /// let names = |n: usize| table[n].iter().filter_map(|p| board.name(p)).collect::<Vec<_>>();
    /// assert_eq!(names(1), ["b", "d"]);
    /// assert_eq!(names(2), ["a", "e"]);
    /// assert!(table[3].is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn destinations_up_to(&self, start: PointId, max_steps: usize, rules: &PathRules) -> Vec<PointSet> {
        if start.index() >= self.len() {
            return Vec::new();
        }
        let mut found = vec![PointSet::EMPTY; max_steps.min(MAX_POINTS - 1) + 1];
        found[0].insert(start);
        let mut visited = PointSet::EMPTY;
        visited.insert(start);
        let inside = rules.no_reentry.contains(start);
        self.search(start, 0, inside, visited, rules, &mut found);
        found
    }

    /// One simple path of exactly `steps` steps from `start` to `end` that
    /// keeps `rules` (the first in neighbour order, so always the same one),
    /// as the points after `start`; `None` when there is none. What a
    /// picture draws for a move known only by its ends and its length.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::graph::{BoardData, LineBoard, PathRules};
    /// // A square a-b-c-d-a: c is two steps away either way round.
    /// let data = BoardData::new(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "d"), ("d", "a")], []);
    /// let board = LineBoard::from_data(&data)?;
    /// let id = |name: &str| board.point(name).ok_or("no such point");
    /// let path = board.path_to(id("a")?, id("c")?, 2, &PathRules::new()).ok_or("no path")?;
    /// assert_eq!(path, [id("b")?, id("c")?]);
    /// assert_eq!(board.path_to(id("a")?, id("c")?, 3, &PathRules::new()), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path_to(&self, start: PointId, end: PointId, steps: usize, rules: &PathRules) -> Option<Vec<PointId>> {
        if start.index() >= self.len() || steps >= self.len().max(1) {
            return None;
        }
        let mut path = Vec::with_capacity(steps);
        let mut visited = PointSet::EMPTY;
        visited.insert(start);
        let inside = rules.no_reentry.contains(start);
        self.find_path(start, end, steps, inside, visited, rules, &mut path).then_some(path)
    }

    /// Depth-first search for [`path_to`](Self::path_to): extends `path`
    /// from `at` by `left` steps to `end`, and says whether it could.
    #[allow(clippy::too_many_arguments)] // the search state, as in `search`
    fn find_path(
        &self,
        at: PointId,
        end: PointId,
        left: usize,
        inside: bool,
        visited: PointSet,
        rules: &PathRules,
        path: &mut Vec<PointId>,
    ) -> bool {
        if left == 0 {
            return at == end;
        }
        for &next in self.neighbours(at) {
            let next_in_region = rules.no_reentry.contains(next);
            if visited.contains(next) || rules.blocked.contains(next) || (next_in_region && !inside) {
                continue;
            }
            if rules.stops.contains(next) && left > 1 {
                continue;
            }
            let mut visited = visited;
            visited.insert(next);
            path.push(next);
            if self.find_path(next, end, left - 1, inside && next_in_region, visited, rules, path) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// Depth-first search from `at` after `depth` steps; `inside` says whether
    /// the path has so far stayed in the no-reentry start region.
    fn search(
        &self,
        at: PointId,
        depth: usize,
        inside: bool,
        visited: PointSet,
        rules: &PathRules,
        found: &mut [PointSet],
    ) {
        let max = found.len() - 1;
        if depth == max {
            return;
        }
        for &next in self.neighbours(at) {
            if visited.contains(next) || rules.blocked.contains(next) {
                continue;
            }
            let next_in_region = rules.no_reentry.contains(next);
            if next_in_region && !inside {
                continue;
            }
            found[depth + 1].insert(next);
            if rules.stops.contains(next) {
                // The path ends here: longer paths through `next` are invalid.
                continue;
            }
            let mut visited = visited;
            visited.insert(next);
            self.search(next, depth + 1, inside && next_in_region, visited, rules, found);
        }
    }
}

/// Precomputed simple-path destinations: for every point of a board and
/// every length from 1 to a maximum, the end points under that point's
/// [`PathRules`]. Built by [`LineBoard::path_table`]; lookups are O(1).
///
/// # Examples
///
/// ```
/// use boardkit_geometry::graph::{BoardData, LineBoard, PathRules};
/// let data = BoardData::new(["a", "b", "c"], [("a", "b"), ("b", "c")], []);
/// let board = LineBoard::from_data(&data)?;
/// let table = board.path_table(2, |_| PathRules::new());
/// let (a, c) = (board.point("a").ok_or("a")?, board.point("c").ok_or("c")?);
/// assert!(table.get(a, 2).contains(c));
/// assert!(table.get(a, 3).is_empty()); // beyond the table: nothing
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathTable {
    max_steps: usize,
    /// Index `point * max_steps + steps - 1`.
    ends: Vec<PointSet>,
}

impl PathTable {
    /// The longest length stored: the `max_steps` asked of
    /// [`LineBoard::path_table`], capped at `MAX_POINTS - 1` (no simple path
    /// is longer).
    pub fn max_steps(&self) -> usize {
        self.max_steps
    }

    /// The end points of `steps`-step paths from `point`; empty for 0 steps,
    /// lengths beyond [`max_steps`](Self::max_steps) or unknown points.
    #[inline]
    pub fn get(&self, point: PointId, steps: usize) -> PointSet {
        if steps == 0 || steps > self.max_steps {
            return PointSet::EMPTY;
        }
        self.ends.get(point.index() * self.max_steps + steps - 1).copied().unwrap_or_default()
    }
}

impl LineBoard {
    /// Precomputes [`destinations`](Self::destinations) for every point and
    /// every length from 1 to `max_steps`; `rules_for` gives the rules of
    /// paths starting at each point.
    pub fn path_table(&self, max_steps: usize, mut rules_for: impl FnMut(PointId) -> PathRules) -> PathTable {
        let max_steps = max_steps.min(MAX_POINTS - 1);
        let mut ends = Vec::with_capacity(self.len() * max_steps);
        for point in self.points() {
            let by_length = self.destinations_up_to(point, max_steps, &rules_for(point));
            ends.extend(by_length.into_iter().skip(1));
        }
        PathTable { max_steps, ends }
    }
}

impl TryFrom<BoardData> for LineBoard {
    type Error = GraphError;
    fn try_from(data: BoardData) -> Result<LineBoard, GraphError> {
        LineBoard::from_data(&data)
    }
}

impl From<LineBoard> for BoardData {
    fn from(board: LineBoard) -> BoardData {
        board.to_data()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path_board() -> LineBoard {
        let data = BoardData::new(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "d")], [("end", vec!["d"])]);
        LineBoard::from_data(&data).unwrap()
    }

    #[test]
    fn a_point_id_displays_as_its_index() {
        let board = path_board();
        assert_eq!(board.point("c").unwrap().to_string(), "#2");
        assert_eq!(PointId::new(MAX_POINTS - 1).unwrap().to_string(), format!("#{}", MAX_POINTS - 1));
    }

    #[test]
    fn stops_end_paths_and_invalidate_longer_ones() {
        let board = path_board();
        let [a, b, c, d] = ["a", "b", "c", "d"].map(|n| board.point(n).unwrap());
        let stop = PointSet::from_iter([b]);
        let rules = PathRules::new().with_stops(stop);
        assert_eq!(board.destinations(a, 1, &rules), PointSet::from_iter([b]));
        assert!(board.destinations(a, 2, &rules).is_empty());
        assert_eq!(board.destinations(d, 2, &PathRules::new()), PointSet::from_iter([b]));
        assert_eq!(board.destinations(c, 0, &rules), PointSet::from_iter([c]));
    }

    #[test]
    fn no_reentry_region_can_be_walked_out_of_but_not_back_into() {
        // a-b-c-d-a square: region {a, b}.
        let data = BoardData::new(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "d"), ("d", "a")], []);
        let board = LineBoard::from_data(&data).unwrap();
        let [a, b, c, d] = ["a", "b", "c", "d"].map(|n| board.point(n).unwrap());
        let rules = PathRules::new().with_no_reentry(PointSet::from_iter([a, b]));
        // From a: a-b (inside), a-b-c, a-d; a-d-c; a-d-c-b is re-entry.
        assert_eq!(board.destinations(a, 1, &rules), PointSet::from_iter([b, d]));
        assert_eq!(board.destinations(a, 2, &rules), PointSet::from_iter([c]));
        assert_eq!(board.destinations(a, 3, &rules), PointSet::from_iter([d]));
        // From c (outside) never into the region.
        assert_eq!(board.destinations(c, 1, &rules), PointSet::from_iter([d]));
    }

    #[test]
    fn nth_matches_iteration() {
        let set: PointSet = [1, 63, 64, 130, 255].into_iter().filter_map(PointId::new).collect();
        let items: Vec<_> = set.iter().collect();
        for (i, p) in items.iter().enumerate() {
            assert_eq!(set.nth(i), Some(*p));
        }
        assert_eq!(set.nth(items.len()), None);
        assert_eq!(set.first(), PointId::new(1));
    }

    #[test]
    fn errors_say_what_and_where() {
        let bad = |data: BoardData| LineBoard::from_data(&data).unwrap_err();
        let e = bad(BoardData::new(["a", "a"], [], []));
        assert_eq!(e, GraphError::DuplicatePoint { name: "a".into(), first: 0, second: 1 });
        let e = bad(BoardData::new(["a", "b"], [("a", "z")], []));
        assert!(matches!(e, GraphError::DanglingLine { line: 0, ref unknown, .. } if unknown == "z"));
        assert!(e.to_string().contains("unknown point `z`"));
        let e = bad(BoardData::new(["a", "b"], [("b", "b")], []));
        assert_eq!(e, GraphError::SelfLoop { line: 0, point: "b".into() });
        let e = bad(BoardData::new(["a", "b"], [("a", "b"), ("b", "a")], []));
        assert!(matches!(e, GraphError::DuplicateLine { line: 1, .. }));
        let e = bad(BoardData::new(["a", "b"], [], [("r", vec!["c"])]));
        assert!(matches!(e, GraphError::UnknownRegionMember { .. }));
        let e = bad(BoardData::new(["a", "b"], [], [("r", vec!["a"]), ("r", vec!["b"])]));
        assert!(matches!(e, GraphError::DuplicateRegion { .. }));
        let e = bad(BoardData::new(["a", "b c"], [], []));
        assert!(matches!(e, GraphError::InvalidName { index: 1, .. }));
        let many: Vec<String> = (0..257).map(|i| format!("p{i}")).collect();
        let e = bad(BoardData { points: many, ..BoardData::default() });
        assert!(matches!(e, GraphError::TooManyPoints { count: 257, .. }));
    }

    #[test]
    fn data_round_trips() {
        let board = path_board();
        assert_eq!(LineBoard::from_data(&board.to_data()).unwrap(), board);
        assert_eq!(board.region("end"), Some(PointSet::from_iter(board.point("d"))));
        assert_eq!(board.degree(board.point("b").unwrap()), 2);
        assert_eq!(board.name(PointId::new(9).unwrap()), None);
        assert!(board.neighbours(PointId::new(9).unwrap()).is_empty());
    }
}
