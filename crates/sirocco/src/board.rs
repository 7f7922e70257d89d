//! Sirocco boards: the reference board and custom boards from data, with the
//! precomputed destination tables.

use core::fmt;
use core::str::FromStr;
use std::sync::{Arc, OnceLock};

use boardkit_geometry::Square;
use boardkit_geometry::graph::{
    BoardData, GraphError, LineBoard, MAX_LINES, MAX_POINTS, PathRules, PathTable, PointId, PointSet,
};

use crate::Seat;
use crate::name::{PointName, PointNameError};

/// The largest throw of the die.
pub const MAX_THROW: u8 = 6;

/// Pawns per player.
pub const PAWNS: u8 = 6;

/// The most legal moves any state of any accepted board may have; the
/// capacity of [`MoveList`](crate::MoveList). A board on which six pawns
/// could have more end points together is rejected
/// ([`BoardError::TooManyMoves`]). On the reference board the worst case is
/// far lower (see [`Board::max_moves`]).
pub const MAX_MOVES: usize = 512;

/// The most simple paths of one to six steps (counted from every point,
/// whatever the rules) a board may have. Building the destination tables
/// walks every such path once per seat, so a denser board would take too
/// long to build ([`BoardError::TooManyPaths`]). The reference board has
/// 18,928; a king-move 8×8 grid has about 1.5 million.
pub const MAX_PATHS: u64 = 4_000_000;

/// The name of the built-in board in state texts.
pub const REFERENCE_NAME: &str = "reference";

/// Characters a board name may not hold, besides whitespace and control
/// characters: `|` separates the parts of a state text, `#` starts a comment
/// in the [`BoardSpec`] text and `;` separates its lines in a record's
/// `BoardSpec` tag, so a name holding one would not read back.
pub const BOARD_NAME_DELIMITERS: [char; 3] = ['|', '#', ';'];

/// One corner as data: its seat, its base and its grey (neutral start) dots.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CornerSpec {
    /// The seat that starts here.
    pub seat: Seat,
    /// The base (large circle) point.
    pub base: String,
    /// The grey dots.
    pub grey: Vec<String>,
}

/// A plain, possibly invalid description of a Sirocco board;
/// [`Board::from_spec`] validates it.
///
/// # Text format
///
/// One statement per line; `#` starts a comment; blank lines are ignored;
/// `points`, `lines` and `protected` may repeat (their lists add up).
///
/// ```text
/// name my-board
/// points a1 b1 c1 ...
/// lines a1-b1 b1-c1 ...
/// corner SW base a1 grey b1 c1 a2 a3 b2 c3
/// corner NW base a13 grey ...
/// corner NE base m13 grey ...
/// corner SE base m1 grey ...
/// protected g7 d4
/// ```
///
/// [`Display`](fmt::Display) writes this format (one statement per line, in
/// the order above), and [`FromStr`] reads it. With the `serde` feature the
/// spec is a plain struct with the same fields.
///
/// # Examples
///
/// ```
/// use boardkit_sirocco::{Board, BoardSpec};
/// let spec: BoardSpec = Board::reference().to_spec();
/// let text = spec.to_string();
/// let again: BoardSpec = text.parse()?;
/// assert_eq!(again, spec);
/// let board = Board::from_spec(&again.with_name("copy"))?;
/// assert_eq!(board.len(), 145);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardSpec {
    /// The board's name, written in state texts (one token: no spaces, no
    /// `|`, `#` or `;`, see [`BoardError::BadBoardName`]).
    pub name: String,
    /// The point names (see [`PointName`]), in id order.
    pub points: Vec<String>,
    /// The lines, each joining two points.
    pub lines: Vec<(String, String)>,
    /// The four corners, one per seat.
    pub corners: Vec<CornerSpec>,
    /// The protected (red-bordered) spots.
    pub protected: Vec<String>,
}

impl BoardSpec {
    /// This spec under another name.
    pub fn with_name(mut self, name: &str) -> BoardSpec {
        self.name = name.to_string();
        self
    }
}

/// Why a board description is not a valid Sirocco board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoardError {
    /// The points and lines themselves are broken.
    #[error(transparent)]
    Graph(#[from] GraphError),
    /// A point name that move notation cannot carry.
    #[error("point `{name}`: {error}")]
    BadPointName {
        /// The name.
        name: String,
        /// What is wrong with it.
        error: PointNameError,
    },
    /// The board name is empty, contains whitespace, a control character or
    /// one of [`BOARD_NAME_DELIMITERS`] (`|`, `#`, `;`: the texts that carry
    /// the name could not read it back), or is `reference` (the reference
    /// board's name) for data that is not the reference board.
    #[error(
        "the board name {0:?} is not allowed (one token without spaces, `|`, `#` or `;`; `reference` only for the reference board itself)"
    )]
    BadBoardName(String),
    /// A corner, a protected spot or a statement names an unknown point.
    #[error("{context} names the unknown point `{name}`")]
    UnknownPoint {
        /// Where the name appears.
        context: String,
        /// The name.
        name: String,
    },
    /// A seat has no corner.
    #[error("the corner of {0} is missing")]
    MissingCorner(Seat),
    /// A seat has two corners.
    #[error("the corner of {0} is given twice")]
    DuplicateCorner(Seat),
    /// A point has two roles (a base and a grey dot, grey dots of two
    /// corners, a protected grey dot or base, …).
    #[error("point `{name}` is both {first} and {second}")]
    Overlap {
        /// The point.
        name: String,
        /// Its first role.
        first: String,
        /// Its second role.
        second: String,
    },
    /// A corner without grey dots.
    #[error("the corner of {0} has no grey dots")]
    NoGreyDots(Seat),
    /// A base not joined by a line to one of its own grey dots, so its pawns
    /// could never leave.
    #[error("the base of {0} is not connected to its grey dots")]
    BaseNotConnected(Seat),
    /// A seat's pawns could never reach its goal base.
    #[error("{seat} cannot reach its goal base {goal}")]
    GoalUnreachable {
        /// The seat.
        seat: Seat,
        /// The goal base.
        goal: String,
    },
    /// Six pawns could have more moves than a move list holds.
    #[error("six pawns could have up to {moves} moves on this board, more than the {max} a move list holds")]
    TooManyMoves {
        /// The worst case found.
        moves: usize,
        /// [`MAX_MOVES`].
        max: usize,
    },
    /// The board has so many simple paths of up to six steps that building
    /// its destination tables would take too long (see [`MAX_PATHS`]).
    #[error(
        "the board has more than {max} simple paths of up to six steps; its move tables would take too long to build"
    )]
    TooManyPaths {
        /// [`MAX_PATHS`].
        max: u64,
    },
    /// A line of the text format could not be read.
    #[error("board text line {line}: {message}")]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// What was wrong.
        message: String,
    },
}

/// A validated Sirocco board with its destination tables, shared between
/// game states through an [`Arc`].
///
/// # Equality
///
/// Boards are equal when their names, points, lines, corners and protected
/// spots are equal (the tables follow from those).
///
/// With the `serde` feature a board (de)serializes as its [`BoardSpec`];
/// deserializing validates it (under the name `reference` only the reference
/// board's own data is accepted).
#[derive(Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "BoardSpec", into = "BoardSpec"))]
pub struct Board {
    name: String,
    graph: LineBoard,
    names: Vec<PointName>,
    /// `(name, id)` sorted by name: resolving a move's names.
    lookup: Vec<(PointName, PointId)>,
    bases: [PointId; 4],
    grey: [PointSet; 4],
    protected: PointSet,
    /// Grey dots of every corner and protected spots: pawns there cannot be captured.
    immune: PointSet,
    all_bases: PointSet,
    /// End points per seat, point and throw.
    tables: [PathTable; 4],
    /// Per seat, the points outside the bases from which no throw leads anywhere.
    dead_ends: [PointSet; 4],
    max_moves: usize,
    /// Lattice coordinates when every point name is a square: for diagrams.
    squares: Option<Vec<Square>>,
    /// Point ids (plus one; 0: none) of names of the form letter + number
    /// below 128 (`c3`, `m13`), at `letter * 128 + number`: resolving a
    /// move's names without a search (other names use `lookup`).
    coordinates: Vec<u8>,
}

/// Slots of [`Board::coordinates`]: 26 letters × numbers 0..128.
const COORDINATE_SLOTS: usize = 26 * 128;

/// The slot of a name that is a lowercase letter and a number below 128
/// without a leading zero (`a1`, `m13`), if it is one. Reads the padded
/// bytes directly: this runs for both points of every move played.
#[inline]
fn coordinate_slot(name: PointName) -> Option<usize> {
    let bytes = name.padded();
    let letter = bytes[0];
    if !letter.is_ascii_lowercase() || !(b'1'..=b'9').contains(&bytes[1]) {
        return None;
    }
    let mut number = usize::from(bytes[1] - b'0');
    let mut end = 2;
    while end < 4 && bytes[end].is_ascii_digit() {
        number = number * 10 + usize::from(bytes[end] - b'0');
        end += 1;
    }
    // The name ends right after its digits (the padding is zeros).
    (bytes[end] == 0 && number < 128).then(|| usize::from(letter - b'a') * 128 + number)
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.name == other.name
            && self.graph == other.graph
            && self.bases == other.bases
            && self.grey == other.grey
            && self.protected == other.protected
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board").field("name", &self.name).field("points", &self.len()).finish_non_exhaustive()
    }
}

/// The reference board's spec, built from the definition in the rules.
fn reference_spec() -> BoardSpec {
    let on_board = |x: i32, y: i32| (0..13).contains(&x) && (0..13).contains(&y);
    let exists = |x: i32, y: i32| on_board(x, y) && (y % 2 == 0 || x % 2 == 0 || x == y || x + y == 12);
    let name = |x: i32, y: i32| format!("{}{}", char::from(b'a' + x as u8), y + 1);
    let mut spec = BoardSpec { name: REFERENCE_NAME.to_string(), ..BoardSpec::default() };
    for y in 0..13 {
        for x in 0..13 {
            if exists(x, y) {
                spec.points.push(name(x, y));
            }
        }
    }
    // Lines in point order: from each point to its east, north, north-east and north-west neighbours.
    for y in 0..13 {
        for x in 0..13 {
            let candidates =
                [(y % 2 == 0, x + 1, y), (x % 2 == 0, x, y + 1), (x == y, x + 1, y + 1), (x + y == 12, x - 1, y + 1)];
            for (on_line, nx, ny) in candidates {
                if on_line && exists(x, y) && on_board(nx, ny) {
                    spec.lines.push((name(x, y), name(nx, ny)));
                }
            }
        }
    }
    // Grey dots at offsets (1,0) (2,0) (0,1) (0,2) (1,1) (2,2) from each base, pointing inwards.
    let corners = [
        (Seat::SouthWest, 0, 0, 1, 1),
        (Seat::NorthWest, 0, 12, 1, -1),
        (Seat::NorthEast, 12, 12, -1, -1),
        (Seat::SouthEast, 12, 0, -1, 1),
    ];
    for (seat, bx, by, dx, dy) in corners {
        let grey = [(1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2)]
            .iter()
            .map(|&(ox, oy)| name(bx + ox * dx, by + oy * dy))
            .collect();
        spec.corners.push(CornerSpec { seat, base: name(bx, by), grey });
    }
    spec.protected = ["g7", "d4", "j4", "d10", "j10", "g1", "a7", "m7", "g13"].map(String::from).to_vec();
    spec
}

impl Board {
    /// The reference board of the rules (145 points, 192 lines), shared:
    /// every call returns the same `Arc`.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::{Board, Seat};
    /// let board = Board::reference();
    /// assert_eq!(board.len(), 145);
    /// assert_eq!(board.line_count(), 192);
    /// assert_eq!(board.point_name(board.base(Seat::SouthWest)).map(|n| n.to_string()).as_deref(), Some("a1"));
    /// ```
    pub fn reference() -> Arc<Board> {
        static REFERENCE: OnceLock<Arc<Board>> = OnceLock::new();
        REFERENCE
            .get_or_init(|| {
                // The reference data is fixed and covered by tests; it always validates.
                match Board::build(&reference_spec(), true) {
                    Ok(board) => Arc::new(board),
                    Err(error) => unreachable!("the reference board is invalid: {error}"),
                }
            })
            .clone()
    }

    /// Validates `spec` and builds the board with its destination tables.
    ///
    /// # Errors
    ///
    /// A [`BoardError`] saying what is wrong: broken points or lines
    /// ([`BoardError::Graph`]), a point name move notation cannot carry, an
    /// unknown point in a corner or protected list, a missing or repeated
    /// corner, a point with two roles, a corner without grey dots, a base not
    /// joined to its grey dots, a goal that cannot be reached, a board
    /// allowing more moves than [`MAX_MOVES`], or one with more than
    /// [`MAX_PATHS`] short paths (checked before any table is built, so a
    /// dense board is refused at once). The name `reference` belongs to
    /// [`Board::reference`]: a spec under that name is accepted only if it
    /// describes that board (as [`to_spec`](Self::to_spec) of it does).
    ///
    /// # Size limits
    ///
    /// At most 256 points and 32,640 lines (the graph limits
    /// [`MAX_POINTS`](boardkit_geometry::graph::MAX_POINTS) and
    /// [`MAX_LINES`](boardkit_geometry::graph::MAX_LINES), checked before any
    /// name is read), at most [`MAX_PATHS`] short paths (counted with an
    /// early stop) and [`MAX_MOVES`] moves. Every other check is linear in
    /// the spec (names are looked up by binary search), and a corner, grey
    /// dot or protected spot more than the board can hold is a repeat, so
    /// long lists are refused at their first repeat.
    pub fn from_spec(spec: &BoardSpec) -> Result<Board, BoardError> {
        if spec.name == REFERENCE_NAME {
            // State texts name the reference board only by its name, so no other board may use it.
            let reference = Board::reference();
            return match Board::build(spec, true) {
                Ok(board) if board == *reference => Ok(board),
                _ => Err(BoardError::BadBoardName(spec.name.clone())),
            };
        }
        Board::build(spec, false)
    }

    fn build(spec: &BoardSpec, reference: bool) -> Result<Board, BoardError> {
        // The name is written in three texts, and must read back from each: the state text (one
        // `|`-separated part, trimmed), the spec text (`#` starts a comment) and a record's BoardSpec tag
        // (`;` separates the spec's lines).
        let bad_name = spec.name.is_empty()
            || spec.name.contains(|c: char| c.is_whitespace() || c.is_control() || BOARD_NAME_DELIMITERS.contains(&c))
            || (!reference && spec.name == REFERENCE_NAME);
        if bad_name {
            return Err(BoardError::BadBoardName(spec.name.clone()));
        }
        // Sizes first, before reading any name: an oversized spec is refused at once.
        if spec.points.len() > MAX_POINTS {
            return Err(GraphError::TooManyPoints { count: spec.points.len(), max: MAX_POINTS }.into());
        }
        if spec.lines.len() > MAX_LINES {
            return Err(GraphError::TooManyLines { count: spec.lines.len(), max: MAX_LINES }.into());
        }
        let mut names = Vec::with_capacity(spec.points.len());
        for name in &spec.points {
            let parsed =
                name.parse::<PointName>().map_err(|error| BoardError::BadPointName { name: name.clone(), error })?;
            names.push(parsed);
        }
        let graph = LineBoard::from_data(&BoardData {
            points: spec.points.clone(),
            lines: spec.lines.clone(),
            regions: Vec::new(),
        })?;
        let find = |context: &str, name: &str| {
            graph
                .point(name)
                .ok_or_else(|| BoardError::UnknownPoint { context: context.to_string(), name: name.to_string() })
        };
        // Roles of points, to reject overlaps: (point, description).
        let mut roles: Vec<Option<String>> = vec![None; graph.len()];
        let mut claim = |point: PointId, role: String| -> Result<(), BoardError> {
            match &roles[point.index()] {
                Some(first) => Err(BoardError::Overlap {
                    name: spec.points[point.index()].clone(),
                    first: first.clone(),
                    second: role,
                }),
                None => {
                    roles[point.index()] = Some(role);
                    Ok(())
                }
            }
        };
        let mut bases: [Option<PointId>; 4] = [None; 4];
        let mut grey = [PointSet::EMPTY; 4];
        for corner in &spec.corners {
            let seat = corner.seat;
            if bases[seat.index()].is_some() {
                return Err(BoardError::DuplicateCorner(seat));
            }
            let base = find(&format!("the corner of {seat}"), &corner.base)?;
            claim(base, format!("the base of {seat}"))?;
            bases[seat.index()] = Some(base);
            for dot in &corner.grey {
                let point = find(&format!("the list of grey dots of {seat}"), dot)?;
                claim(point, format!("a grey dot of {seat}"))?;
                grey[seat.index()].insert(point);
            }
            if grey[seat.index()].is_empty() {
                return Err(BoardError::NoGreyDots(seat));
            }
        }
        let [Some(sw), Some(nw), Some(ne), Some(se)] = bases else {
            let missing = Seat::ALL.into_iter().find(|seat| bases[seat.index()].is_none()).unwrap_or(Seat::SouthWest);
            return Err(BoardError::MissingCorner(missing));
        };
        let base_ids = [sw, nw, ne, se];
        let mut protected = PointSet::EMPTY;
        for spot in &spec.protected {
            let point = find("the list of protected spots", spot)?;
            claim(point, "a protected spot".to_string())?;
            protected.insert(point);
        }
        let all_bases: PointSet = base_ids.iter().copied().collect();
        let all_grey = grey.iter().fold(PointSet::EMPTY, |acc, set| acc | *set);
        for seat in Seat::ALL {
            let base = base_ids[seat.index()];
            if !graph.neighbours(base).iter().any(|p| grey[seat.index()].contains(*p)) {
                return Err(BoardError::BaseNotConnected(seat));
            }
            let goal = base_ids[seat.goal().index()];
            // Reachability ignoring exact lengths: walk within the own corner, step out of it, then walk the
            // rest of the board without entering a base or coming back into the corner.
            let mut corner = grey[seat.index()];
            corner.insert(base);
            let inside = graph.reachable(base, !corner);
            let outside_blocked = all_bases | corner;
            let mut reached = inside;
            for point in inside {
                for &next in graph.neighbours(point) {
                    if !outside_blocked.contains(next) && !reached.contains(next) {
                        reached |= graph.reachable(next, outside_blocked);
                    }
                }
            }
            let goal_neighbour_reached = graph.neighbours(goal).iter().any(|p| reached.contains(*p));
            if !goal_neighbour_reached {
                return Err(BoardError::GoalUnreachable { seat, goal: spec.points[goal.index()].clone() });
            }
        }
        // The tables below walk every simple path up to six steps long: refuse boards where
        // that would take too long before starting.
        if count_paths_up_to(&graph, usize::from(MAX_THROW), MAX_PATHS).is_none() {
            return Err(BoardError::TooManyPaths { max: MAX_PATHS });
        }
        let tables: [PathTable; 4] = Seat::ALL.map(|seat| {
            let rules = Board::path_rules_for(seat, &base_ids, &grey);
            graph.path_table(usize::from(MAX_THROW), |_| rules)
        });
        // Worst case of a move list: six pawns on the six points with the most end points.
        let mut max_moves = 0;
        for seat in Seat::ALL {
            for throw in 1..=usize::from(MAX_THROW) {
                let mut counts: Vec<usize> = graph
                    .points()
                    .filter(|p| !all_bases.contains(*p) || *p == base_ids[seat.index()])
                    .map(|p| tables[seat.index()].get(p, throw).len())
                    .collect();
                counts.sort_unstable_by(|a, b| b.cmp(a));
                max_moves = max_moves.max(counts.iter().take(usize::from(PAWNS)).sum());
            }
        }
        if max_moves > MAX_MOVES {
            return Err(BoardError::TooManyMoves { moves: max_moves, max: MAX_MOVES });
        }
        let dead_ends = Seat::ALL.map(|seat| {
            graph
                .points()
                .filter(|&p| !all_bases.contains(p))
                .filter(|&p| (1..=usize::from(MAX_THROW)).all(|throw| tables[seat.index()].get(p, throw).is_empty()))
                .collect::<PointSet>()
        });
        let mut lookup: Vec<(PointName, PointId)> = names.iter().copied().zip(graph.points()).collect();
        lookup.sort_unstable();
        let squares: Option<Vec<Square>> = spec.points.iter().map(|name| name.parse::<Square>().ok()).collect();
        let mut coordinates = vec![0u8; COORDINATE_SLOTS];
        for (&name, point) in names.iter().zip(graph.points()) {
            if let (Some(slot), Ok(id)) = (coordinate_slot(name), u8::try_from(point.index() + 1)) {
                coordinates[slot] = id;
            }
        }
        Ok(Board {
            name: spec.name.clone(),
            graph,
            names,
            lookup,
            bases: base_ids,
            grey,
            protected,
            immune: all_grey | protected,
            all_bases,
            tables,
            dead_ends,
            max_moves,
            squares,
            coordinates,
        })
    }

    /// The path rules of a seat: never enter a base other than the goal
    /// (own base included), stop on entering the goal base, and never come
    /// back into the own corner once out of it.
    fn path_rules_for(seat: Seat, bases: &[PointId; 4], grey: &[PointSet; 4]) -> PathRules {
        let goal = bases[seat.goal().index()];
        let mut blocked: PointSet = bases.iter().copied().collect();
        blocked.remove(goal);
        let mut corner = grey[seat.index()];
        corner.insert(bases[seat.index()]);
        PathRules::new().with_blocked(blocked).with_stops(PointSet::from_iter([goal])).with_no_reentry(corner)
    }

    /// The path rules a pawn of `seat` follows (see [`PathRules`]): other
    /// bases and the own base are blocked, the goal base ends a path, and the
    /// own corner (base and grey dots) cannot be re-entered once left.
    pub fn path_rules(&self, seat: Seat) -> PathRules {
        Board::path_rules_for(seat, &self.bases, &self.grey)
    }

    /// The board's name, as written in state texts.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The underlying point-and-line board.
    pub fn graph(&self) -> &LineBoard {
        &self.graph
    }

    /// The number of points.
    pub fn len(&self) -> usize {
        self.graph.len()
    }

    /// Whether the board has no points (never true for a valid board).
    pub fn is_empty(&self) -> bool {
        self.graph.is_empty()
    }

    /// The number of lines.
    pub fn line_count(&self) -> usize {
        self.graph.lines().len()
    }

    /// The point with this name.
    pub fn point(&self, name: PointName) -> Option<PointId> {
        if let Some(slot) = coordinate_slot(name) {
            let id = self.coordinates.get(slot).copied().unwrap_or(0);
            return id.checked_sub(1).and_then(|id| PointId::new(usize::from(id)));
        }
        self.lookup.binary_search_by(|(n, _)| n.cmp(&name)).ok().map(|i| self.lookup[i].1)
    }

    /// The point with this textual name.
    pub fn point_by_str(&self, name: &str) -> Option<PointId> {
        name.parse().ok().and_then(|name| self.point(name))
    }

    /// The name of `point`, if this board has it.
    pub fn point_name(&self, point: PointId) -> Option<PointName> {
        self.names.get(point.index()).copied()
    }

    /// The name of a point known to be on this board.
    #[inline]
    pub(crate) fn name_of(&self, point: PointId) -> PointName {
        self.names[point.index()]
    }

    /// The base (start corner) of `seat`.
    pub fn base(&self, seat: Seat) -> PointId {
        self.bases[seat.index()]
    }

    /// The goal base of `seat`: the base of the opposite corner.
    pub fn goal(&self, seat: Seat) -> PointId {
        self.bases[seat.goal().index()]
    }

    /// The grey dots of `seat`'s corner.
    pub fn grey_dots(&self, seat: Seat) -> PointSet {
        self.grey[seat.index()]
    }

    /// The protected spots.
    pub fn protected(&self) -> PointSet {
        self.protected
    }

    /// Points where a pawn cannot be captured: every grey dot and every
    /// protected spot.
    pub fn immune(&self) -> PointSet {
        self.immune
    }

    /// The four bases.
    pub fn bases(&self) -> PointSet {
        self.all_bases
    }

    /// The green field: every point that is neither a base nor a grey dot
    /// (protected spots included).
    pub fn field(&self) -> PointSet {
        let grey = self.grey.iter().fold(PointSet::EMPTY, |acc, set| acc | *set);
        self.graph.all_points() - self.all_bases - grey
    }

    /// The end points of a pawn of `seat` on `point` for `throw`, whatever
    /// the other pawns: all end points of exactly `throw`-step simple paths
    /// under [`path_rules`](Self::path_rules). Empty for a throw outside
    /// 1..=6 or a point this board does not have.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::{Board, Seat};
    /// let board = Board::reference();
    /// let a1 = board.point_by_str("a1").ok_or("no a1")?;
    /// let ends = board.destinations(Seat::SouthWest, a1, 1);
    /// let names: Vec<String> = ends.iter().filter_map(|p| board.point_name(p)).map(|n| n.to_string()).collect();
    /// assert_eq!(names, ["b1", "a2", "b2"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn destinations(&self, seat: Seat, point: PointId, throw: u8) -> PointSet {
        self.tables[seat.index()].get(point, usize::from(throw))
    }

    /// The points (outside the bases) where a pawn of `seat` can never move
    /// again, whatever it throws: every path from there would have to come
    /// back into its own corner or enter a base that is not its goal. On the
    /// reference board these are b3 and c2 for South-West (and likewise in
    /// every corner). A pawn there can still be captured (unless the point is
    /// a grey dot); a game in which no player has a movable pawn elsewhere
    /// ends ([`Reason::Stalled`](crate::Reason::Stalled)).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::{Board, Seat};
    /// let board = Board::reference();
    /// let names: Vec<String> =
    ///     board.dead_ends(Seat::SouthWest).iter().filter_map(|p| board.point_name(p)).map(|n| n.to_string()).collect();
    /// assert_eq!(names, ["c2", "b3"]);
    /// ```
    pub fn dead_ends(&self, seat: Seat) -> PointSet {
        self.dead_ends[seat.index()]
    }

    /// The most moves six pawns of one seat can have for one throw on this
    /// board (an upper bound: the six points with the most end points).
    pub fn max_moves(&self) -> usize {
        self.max_moves
    }

    /// The board as data (grey dots and protected spots in point order);
    /// [`Board::from_spec`] of it gives an equal board.
    pub fn to_spec(&self) -> BoardSpec {
        let data = self.graph.to_data();
        let name = |p: PointId| data.points[p.index()].clone();
        BoardSpec {
            name: self.name.clone(),
            points: data.points.clone(),
            lines: data.lines.clone(),
            corners: Seat::ALL
                .iter()
                .map(|&seat| CornerSpec {
                    seat,
                    base: name(self.base(seat)),
                    grey: self.grey[seat.index()].iter().map(name).collect(),
                })
                .collect(),
            protected: self.protected.iter().map(name).collect(),
        }
    }

    /// The board drawn as text, as in the rules: `O` a base, `o` a grey dot,
    /// `#` a protected spot, `+` a field point, `-` `|` `/` `\` lines (`X`
    /// two crossing diagonals), ranks on the left and files below.
    ///
    /// Only boards whose points are named by lattice squares (`a1` … `p16`)
    /// and whose lines join neighbouring squares can be drawn; `None` for
    /// others.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::Board;
    /// let diagram = Board::reference().diagram().ok_or("not drawable")?;
    /// assert!(diagram.starts_with("13 O-o-o-+-+-+-#-+-+-+-o-o-O"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagram(&self) -> Option<String> {
        self.diagram_with(|_| None)
    }

    /// [`diagram`](Self::diagram) with some points drawn by `mark` instead
    /// (for example pawns); `None` from `mark` draws the point's usual
    /// symbol.
    pub fn diagram_with(&self, mut mark: impl FnMut(PointId) -> Option<char>) -> Option<String> {
        let squares = self.squares.as_ref()?;
        let width = usize::from(squares.iter().map(|s| s.file().index()).max()?) + 1;
        let height = usize::from(squares.iter().map(|s| s.rank().index()).max()?) + 1;
        let rows = 2 * height - 1;
        let cols = 3 + 2 * width - 1;
        let mut canvas = vec![vec![' '; cols]; rows];
        let at =
            |sq: Square| (2 * (height - 1 - usize::from(sq.rank().index())), 3 + 2 * usize::from(sq.file().index()));
        for point in self.graph.points() {
            let (row, col) = at(squares[point.index()]);
            let symbol = if self.all_bases.contains(point) {
                'O'
            } else if self.immune.contains(point) && !self.protected.contains(point) {
                'o'
            } else if self.protected.contains(point) {
                '#'
            } else {
                '+'
            };
            canvas[row][col] = mark(point).unwrap_or(symbol);
        }
        for &(a, b) in self.graph.lines() {
            let (sa, sb) = (squares[a.index()], squares[b.index()]);
            let (low, high) = if (sa.rank(), sa.file()) <= (sb.rank(), sb.file()) { (sa, sb) } else { (sb, sa) };
            let offset = low.offset_to(high);
            let (row, col) = at(low);
            let (cell_row, cell_col, symbol) = match (offset.file, offset.rank) {
                (1, 0) => (row, col + 1, '-'),
                (0, 1) => (row - 1, col, '|'),
                (1, 1) => (row - 1, col + 1, '/'),
                (-1, 1) => (row - 1, col - 1, '\\'),
                _ => return None,
            };
            let cell = &mut canvas[cell_row][cell_col];
            *cell = match (*cell, symbol) {
                ('/', '\\') | ('\\', '/') => 'X',
                _ => symbol,
            };
        }
        for (row, line) in canvas.iter_mut().enumerate() {
            if row % 2 == 0 {
                let label = format!("{:>2}", height - row / 2);
                for (i, c) in label.chars().enumerate() {
                    line[i] = c;
                }
            }
        }
        let mut text = String::new();
        for line in &canvas {
            text.push_str(line.iter().collect::<String>().trim_end());
            text.push('\n');
        }
        text.push_str("  ");
        for file in 0..width {
            text.push(' ');
            text.push(char::from(b'a' + file as u8));
        }
        text.push('\n');
        Some(text)
    }
}

/// Counts the simple paths of 1 to `max_steps` steps from every point of
/// `graph` (no rules: the rules only remove paths), giving up with `None` as
/// soon as there are more than `budget`, so the count costs at most about
/// `budget` steps.
fn count_paths_up_to(graph: &LineBoard, max_steps: usize, budget: u64) -> Option<u64> {
    fn walk(graph: &LineBoard, at: PointId, left: usize, visited: PointSet, count: &mut u64, budget: u64) -> bool {
        if left == 0 {
            return true;
        }
        for &next in graph.neighbours(at) {
            if visited.contains(next) {
                continue;
            }
            *count += 1;
            if *count > budget {
                return false;
            }
            let mut visited = visited;
            visited.insert(next);
            if !walk(graph, next, left - 1, visited, count, budget) {
                return false;
            }
        }
        true
    }
    let mut count = 0;
    for start in graph.points() {
        let mut visited = PointSet::EMPTY;
        visited.insert(start);
        if !walk(graph, start, max_steps, visited, &mut count, budget) {
            return None;
        }
    }
    Some(count)
}

impl From<Board> for BoardSpec {
    fn from(board: Board) -> BoardSpec {
        board.to_spec()
    }
}

impl TryFrom<BoardSpec> for Board {
    type Error = BoardError;
    fn try_from(spec: BoardSpec) -> Result<Board, BoardError> {
        Board::from_spec(&spec)
    }
}

impl fmt::Display for BoardSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "name {}", self.name)?;
        writeln!(f, "points {}", self.points.join(" "))?;
        let lines: Vec<String> = self.lines.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        writeln!(f, "lines {}", lines.join(" "))?;
        for corner in &self.corners {
            writeln!(f, "corner {} base {} grey {}", corner.seat.code(), corner.base, corner.grey.join(" "))?;
        }
        writeln!(f, "protected {}", self.protected.join(" "))
    }
}

impl FromStr for BoardSpec {
    type Err = BoardError;

    fn from_str(text: &str) -> Result<BoardSpec, BoardError> {
        let mut spec = BoardSpec::default();
        let mut named = false;
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let syntax = |message: String| BoardError::Syntax { line, message };
            let content = raw.split('#').next().unwrap_or("");
            let mut words = content.split_whitespace();
            let Some(keyword) = words.next() else { continue };
            let rest: Vec<&str> = words.collect();
            match keyword {
                "name" => {
                    if named {
                        return Err(syntax("the name is given twice".into()));
                    }
                    match rest.as_slice() {
                        [name] => spec.name = (*name).to_string(),
                        _ => return Err(syntax("expected `name <one word>`".into())),
                    }
                    named = true;
                }
                "points" => spec.points.extend(rest.iter().map(|s| s.to_string())),
                "protected" => spec.protected.extend(rest.iter().map(|s| s.to_string())),
                "lines" => {
                    for word in rest {
                        let (a, b) = word
                            .split_once('-')
                            .ok_or_else(|| syntax(format!("expected a line like `a1-b1`, found `{word}`")))?;
                        spec.lines.push((a.to_string(), b.to_string()));
                    }
                }
                "corner" => match rest.as_slice() {
                    [seat, "base", base, "grey", grey @ ..] => {
                        let seat: Seat = seat.parse().map_err(|e| syntax(format!("{e}")))?;
                        spec.corners.push(CornerSpec {
                            seat,
                            base: (*base).to_string(),
                            grey: grey.iter().map(|s| s.to_string()).collect(),
                        });
                    }
                    _ => return Err(syntax("expected `corner <seat> base <point> grey <points...>`".into())),
                },
                other => {
                    return Err(syntax(format!(
                        "unknown statement `{}` (expected name, points, lines, corner or protected)",
                        other.chars().take(24).collect::<String>()
                    )));
                }
            }
        }
        if !named {
            return Err(BoardError::Syntax { line: 0, message: "the board has no `name` statement".into() });
        }
        Ok(spec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The count is exact up to its budget, and a budget one short gives
    /// up: on a line a–b–c, two paths start at each point (one step, or two
    /// for the ends and one either way for the middle). So `from_spec`,
    /// which counts with the budget [`MAX_PATHS`], accepts a board with
    /// exactly that many paths and refuses one with more.
    #[test]
    fn counting_paths_gives_up_only_past_the_budget() {
        let data = BoardData::new(["a", "b", "c"], [("a", "b"), ("b", "c")], Vec::<(&str, Vec<&str>)>::new());
        let line = LineBoard::from_data(&data).unwrap();
        assert_eq!(count_paths_up_to(&line, 6, 6), Some(6));
        assert_eq!(count_paths_up_to(&line, 6, 5), None);
        assert_eq!(count_paths_up_to(&line, 1, 4), Some(4));
        assert_eq!(count_paths_up_to(&line, 1, 3), None);
    }
}
