//! Where a share's arcs, arrowheads and `+1` labels go.
//!
//! A share is drawn as one arc per recipient, from the sharer to the
//! recipient, ending in an arrowhead on the recipient's rim, with a `+1`
//! beside the recipient. The arcs all leave one piece and often go to pieces
//! on one line, so one fixed shape runs arcs over other pieces and puts
//! labels on arrowheads. Instead:
//!
//! 1. every arc is chosen among a few curves (the side it bulges to and how
//!    far), by what it would cover: other pieces, the board's edge, the
//!    other arcs' heads and lines. The arcs are chosen one after the other,
//!    the nearest recipient's first, then each is chosen again knowing all
//!    the others (twice);
//! 2. only then, with every arc and head known, every label is chosen among
//!    positions around its recipient, close to its rim first, by what it
//!    would cover: heads, other labels, pieces, arcs; again in order, then
//!    once more knowing all the others.
//!
//! Candidates are tried in a fixed order and a tie goes to the earlier one,
//! so the same position always gives the same picture. The costs weigh what
//! hides something (a label on a head or on another label, a head on a piece)
//! far above what only clutters (an arc under a piece, two arcs crossing).
//!
//! Lengths are in pixels; the constants are in squares.

use boardkit_geometry::Square;

/// A point of the picture.
pub(super) type Point = (f64, f64);

/// Where an arc leaves the sharer's centre (its rim is at most 0.4225).
const START_GAP: f64 = 0.42;
/// The arrowhead: its length from base to tip and half its base.
const HEAD_LENGTH: f64 = 0.3;
const HEAD_HALF_WIDTH: f64 = 0.15;
/// How far the dotted line runs into its head, so that no gap shows.
const HEAD_OVERLAP: f64 = 0.05;
/// The arcs' line width.
pub(super) const ARC_WIDTH: f64 = 0.08;
/// The labels' font size.
pub(super) const LABEL_FONT: f64 = 0.26;
/// The label's box in ems: `+1` in DejaVu Sans Bold, the widest of the
/// usual sans-serif fonts, is 1.54 ems wide; its ink rises 0.73 ems above
/// the baseline and does not go below it.
const LABEL_WIDTH_EM: f64 = 1.54;
const LABEL_HEIGHT_EM: f64 = 0.73;
/// The gap between a label and its own recipient's rim, nearest first.
const LABEL_RINGS: [f64; 3] = [0.05, 0.22, 0.45];
/// The clearance kept between things that must not touch.
const CLEAR: f64 = 0.02;
/// How far past the board an arc may go before it counts as off the board.
const BOARD_MARGIN: f64 = 0.12;
/// How far past the board's edges a label may go: left, top, right, bottom.
/// The picture's margin is 0.15 on the top and the right; on the left and
/// at the bottom the coordinates start 0.23 squares out.
const LABEL_MARGINS: [f64; 4] = [0.2, 0.12, 0.12, 0.2];
/// Segments per arc for the collision tests: the polyline strays from the
/// curve by at most 1/1152 of the control point's distance from the chord
/// (0.002 squares for a 2.4-square bulge).
const SEGMENTS: usize = 24;
/// Near the sharer every arc starts, so crossings and closeness there are
/// not counted.
const NEAR_SHARER: f64 = 0.8;

/// The shapes an arc may take, in order of preference: the control point's
/// distance from the middle of the line, as a share of the line's length
/// but at least a minimum in squares (so that an arc to a neighbour is long
/// enough for its head), and whether it bulges towards the middle of the
/// board. The first is the shape of a clear share.
const SHAPES: [(f64, f64, bool); 10] = [
    (0.5, 1.3, true),
    (0.3, 0.9, true),
    (0.8, 1.8, true),
    (0.5, 1.3, false),
    (0.3, 0.9, false),
    (0.8, 1.8, false),
    (0.18, 0.9, true),
    (0.18, 0.9, false),
    (1.1, 2.4, true),
    (1.1, 2.4, false),
];

/// What covering things costs. Anything that hides a mark outweighs every
/// amount of clutter one arc or label can cause.
const HIDES: f64 = 1000.0;
/// An arc running off the picture.
const CUT_OFF: f64 = 10.0 * HIDES;
/// An arc under a piece that is not its own (more the deeper it goes).
const UNDER_PIECE: f64 = 60.0;
const UNDER_PIECE_DEPTH: f64 = 200.0;
/// A part of an arc off the board, once and per point.
const OFF_BOARD: f64 = 40.0;
const OFF_BOARD_POINT: f64 = 2.0;
/// Two arcs crossing, and a point of an arc close along another.
const CROSSING: f64 = 25.0;
const ALONGSIDE: f64 = 2.0;
/// A label on a piece's disc, on an arc's line, or not clearly nearer its
/// own recipient than any other piece.
const LABEL_ON_PIECE: f64 = 400.0;
const LABEL_ON_ARC: f64 = 150.0;
const LABEL_DETACHED: f64 = 15.0;
/// How much nearer to its own recipient's rim than to any other piece's a
/// label has to be to count as clearly its own.
const ATTACHED: f64 = 0.12;
/// A label one ring further out, and one place later in the order.
const LABEL_RING: f64 = 20.0;
const PREFERENCE: f64 = 0.5;

/// A piece's disc as drawn: its square, centre and outer radius (the rim's
/// stroke included).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Disc {
    /// The piece's square.
    pub(super) square: Square,
    /// The disc's centre.
    pub(super) centre: Point,
    /// The outer radius.
    pub(super) radius: f64,
}

/// A rectangle: `left <= right`, `top <= bottom`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rect {
    /// The left edge.
    pub(super) left: f64,
    /// The top edge.
    pub(super) top: f64,
    /// The right edge.
    pub(super) right: f64,
    /// The bottom edge.
    pub(super) bottom: f64,
}

impl Rect {
    /// The rectangle of half-sizes `(w, h)` around `centre`.
    fn around(centre: Point, w: f64, h: f64) -> Rect {
        Rect { left: centre.0 - w, top: centre.1 - h, right: centre.0 + w, bottom: centre.1 + h }
    }

    /// The same rectangle grown by `by` on every side.
    fn grown(self, by: f64) -> Rect {
        Rect { left: self.left - by, top: self.top - by, right: self.right + by, bottom: self.bottom + by }
    }

    fn contains(&self, (x, y): Point) -> bool {
        (self.left..=self.right).contains(&x) && (self.top..=self.bottom).contains(&y)
    }

    fn contains_rect(&self, other: &Rect) -> bool {
        self.left <= other.left && other.right <= self.right && self.top <= other.top && other.bottom <= self.bottom
    }

    fn overlaps(&self, other: &Rect) -> bool {
        self.left < other.right && other.left < self.right && self.top < other.bottom && other.top < self.bottom
    }

    /// The distance from `p` to the rectangle (0 inside).
    fn distance(&self, (x, y): Point) -> f64 {
        let dx = (self.left - x).max(x - self.right).max(0.0);
        let dy = (self.top - y).max(y - self.bottom).max(0.0);
        length(dx, dy)
    }

    fn corners(&self) -> [Point; 4] {
        [(self.left, self.top), (self.right, self.top), (self.right, self.bottom), (self.left, self.bottom)]
    }
}

/// One arc of a share, with its arrowhead.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ShareArc {
    /// The recipient it points at.
    pub(super) recipient: Square,
    /// The quadratic curve: start, control point, end (inside the head).
    pub(super) start: Point,
    /// The control point.
    pub(super) control: Point,
    /// The end, just inside the head's base.
    pub(super) end: Point,
    /// The arrowhead: its tip on the recipient's rim, then its base corners.
    pub(super) head: [Point; 3],
    /// The curve as short segments, for the collision tests.
    polyline: Polyline,
    /// The polyline's and head's bounding box.
    bounds: Rect,
}

impl ShareArc {
    /// The arc along the quadratic curve `start, control, end`, with `head`.
    fn new(recipient: Square, [start, control, end]: [Point; 3], head: [Point; 3]) -> ShareArc {
        let points: Vec<Point> =
            (0..=SEGMENTS).map(|i| quad_point(start, control, end, i as f64 / SEGMENTS as f64)).collect();
        let bounds = bounding(&[points.as_slice(), &head].concat());
        ShareArc { recipient, start, control, end, head, polyline: Polyline::new(points), bounds }
    }
}

/// The arrowhead with its tip at `tip` and the middle of its base at
/// `base`, a head's length back, on squares of `square` pixels.
fn arrowhead(tip: Point, base: Point, square: f64) -> [Point; 3] {
    let (ux, uy) = ((tip.0 - base.0) / (HEAD_LENGTH * square), (tip.1 - base.1) / (HEAD_LENGTH * square));
    let half = HEAD_HALF_WIDTH * square;
    [tip, (base.0 - uy * half, base.1 + ux * half), (base.0 + uy * half, base.1 - ux * half)]
}

/// Segments per chunk of a [`Polyline`].
const CHUNK: usize = 4;

/// A curve as short segments, in chunks with their bounding boxes so that
/// the collision tests skip the parts that are far away.
#[derive(Clone, Debug, PartialEq)]
struct Polyline {
    points: Vec<Point>,
    /// Each chunk's box (grown a hair, so that boxes that only touch meet).
    boxes: Vec<Rect>,
}

impl Polyline {
    fn new(points: Vec<Point>) -> Polyline {
        let boxes = points.windows(CHUNK + 1).step_by(CHUNK).map(|chunk| bounding(chunk).grown(1e-6)).collect();
        Polyline { points, boxes }
    }

    /// Every chunk: its box and its points (each chunk's last point is the next one's first).
    fn chunks(&self) -> impl Iterator<Item = (&Rect, &[Point])> {
        self.points.windows(CHUNK + 1).step_by(CHUNK).zip(&self.boxes).map(|(points, bounds)| (bounds, points))
    }

    /// The distance from `p` to the polyline.
    fn distance(&self, p: Point) -> f64 {
        let mut best = f64::INFINITY;
        for (bounds, points) in self.chunks() {
            if bounds.distance(p) < best {
                for u in points.windows(2) {
                    best = best.min(segment_distance(p, u[0], u[1]));
                }
            }
        }
        best
    }

    /// Whether `p` is nearer than `within` to the polyline.
    fn is_within(&self, p: Point, within: f64) -> bool {
        self.chunks().any(|(bounds, points)| {
            bounds.distance(p) < within && points.windows(2).any(|u| segment_distance(p, u[0], u[1]) < within)
        })
    }

    /// How many pairs of segments, one of each polyline, cross, among the
    /// pairs that `counts`.
    fn crossings(&self, other: &Polyline, counts: impl Fn(&[Point], &[Point]) -> bool) -> usize {
        let mut crossings = 0;
        for (a, points) in self.chunks() {
            for (b, others) in other.chunks() {
                if !a.overlaps(b) {
                    continue;
                }
                for u in points.windows(2) {
                    for v in others.windows(2) {
                        if segments_cross(u[0], u[1], v[0], v[1]) && counts(u, v) {
                            crossings += 1;
                        }
                    }
                }
            }
        }
        crossings
    }

    /// Whether the polyline comes within `within` of the triangle `t`.
    fn near_triangle(&self, t: &[Point; 3], within: f64) -> bool {
        let near = bounding(t).grown(within);
        self.chunks().filter(|(bounds, _)| bounds.overlaps(&near)).any(|(_, points)| {
            points.windows(2).any(|u| {
                inside_triangle(u[0], t) || edges(t).iter().any(|&(c, d)| segments_distance(u[0], u[1], c, d) < within)
            })
        })
    }

    /// Whether the polyline meets the rectangle.
    fn meets(&self, r: &Rect) -> bool {
        self.chunks()
            .filter(|(bounds, _)| bounds.overlaps(r))
            .any(|(_, points)| points.windows(2).any(|u| rect_segment_intersects(r, u[0], u[1])))
    }
}

/// A `+1` label: the centre of its box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct ShareLabel {
    /// The recipient it belongs to.
    pub(super) recipient: Square,
    /// The centre of the text's box.
    pub(super) centre: Point,
}

/// A share laid out: its arcs and labels, one of each per recipient, in the
/// recipients' order.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ShareLayout {
    /// The arcs.
    pub(super) arcs: Vec<ShareArc>,
    /// The labels.
    pub(super) labels: Vec<ShareLabel>,
}

/// What a share is laid out among.
pub(super) struct Scene<'a> {
    /// The side of a square.
    pub(super) square: f64,
    /// The board's rectangle.
    pub(super) board: Rect,
    /// The picture's rectangle (its board and coordinates).
    pub(super) picture: Rect,
    /// Every piece on the board.
    pub(super) discs: &'a [Disc],
    /// The sharer's square and centre.
    pub(super) from: (Square, Point),
    /// The recipients' squares and centres (on the board, not the sharer).
    pub(super) recipients: &'a [(Square, Point)],
}

/// The half-sizes of a label's box (without clearance).
fn label_half_size(square: f64) -> (f64, f64) {
    let font = LABEL_FONT * square;
    (LABEL_WIDTH_EM * font / 2.0, LABEL_HEIGHT_EM * font / 2.0)
}

/// The baseline of a label whose box is centred at `y` (the ink is all above it).
pub(super) fn label_baseline(y: f64, square: f64) -> f64 {
    y + label_half_size(square).1
}

impl Scene<'_> {
    /// Lays the share out (see the module docs).
    pub(super) fn layout(&self) -> ShareLayout {
        let arcs = self.route_arcs();
        let labels = self.place_labels(&arcs);
        ShareLayout { arcs, labels }
    }

    /// The outer radius of the piece on `square` (a full piece's, 0.4 and
    /// half its 0.045 rim, if there is none: the picture draws an action as
    /// given).
    fn radius_at(&self, square: Square) -> f64 {
        self.discs.iter().find(|disc| disc.square == square).map_or((0.4 + 0.0225) * self.square, |disc| disc.radius)
    }

    /// The arc of shape `shape` to `to`.
    fn arc(&self, (recipient, to): (Square, Point), (share, minimum, inwards): (f64, f64, bool)) -> ShareArc {
        let s = self.square;
        let from = self.from.1;
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let chord = length(dx, dy).max(1e-9);
        // The perpendicular that points towards the board's centre. A line
        // through the centre (to a rounding error) has no inside: its arc
        // bulges up, or to the right on an upright line, whichever way the
        // share goes.
        let middle = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
        let centre = ((self.board.left + self.board.right) / 2.0, (self.board.top + self.board.bottom) / 2.0);
        let (mut nx, mut ny) = (-dy / chord, dx / chord);
        let towards_centre = nx * (centre.0 - middle.0) + ny * (centre.1 - middle.1);
        let through_centre = towards_centre.abs() < 1e-6 * s;
        let away = if through_centre { ny > 0.0 || (ny == 0.0 && nx < 0.0) } else { towards_centre < 0.0 };
        if away {
            (nx, ny) = (-nx, -ny);
        }
        if !inwards {
            (nx, ny) = (-nx, -ny);
        }
        let bulge = (share * chord).max(minimum * s);
        let control = (middle.0 + nx * bulge, middle.1 + ny * bulge);
        // The curve leaves the sharer and reaches the recipient along its end
        // tangents, which point at the control point.
        let towards = |(px, py): Point, distance: f64| {
            let (tx, ty) = (control.0 - px, control.1 - py);
            let t = length(tx, ty).max(1e-9);
            (px + tx / t * distance, py + ty / t * distance)
        };
        let start = towards(from, START_GAP * s);
        let rim = self.radius_at(recipient);
        let tip = towards(to, rim);
        let base = towards(to, rim + HEAD_LENGTH * s);
        let end = towards(to, rim + (HEAD_LENGTH - HEAD_OVERLAP) * s);
        ShareArc::new(recipient, [start, control, end], arrowhead(tip, base, s))
    }

    /// What an arc costs by itself: the pieces it runs under, a head on a
    /// piece, the parts off the board.
    fn arc_cost(&self, arc: &ShareArc) -> f64 {
        let s = self.square;
        let mut cost = 0.0;
        for disc in self.discs {
            if disc.square == arc.recipient {
                continue;
            }
            let reach = disc.radius + ARC_WIDTH / 2.0 * s;
            if disc.square != self.from.0 && arc.bounds.distance(disc.centre) < reach {
                let distance = arc.polyline.distance(disc.centre);
                if distance < reach {
                    cost += UNDER_PIECE + UNDER_PIECE_DEPTH * (reach - distance) / disc.radius;
                }
            }
            if triangle_distance(disc.centre, &arc.head) < disc.radius + CLEAR * s {
                cost += HIDES;
            }
        }
        let board = self.board.grown(BOARD_MARGIN * s);
        let off = arc.polyline.points.iter().chain(&arc.head).filter(|&&p| !board.contains(p)).count();
        if off > 0 {
            cost += OFF_BOARD + OFF_BOARD_POINT * off as f64;
        }
        // Cut off by the picture's edge: worse than anything else, the arc
        // would lose its head.
        let inside = self.picture.grown(-ARC_WIDTH / 2.0 * s);
        if !arc.polyline.points.iter().all(|&p| inside.contains(p))
            || !arc.head.iter().all(|&p| self.picture.contains(p))
        {
            cost += CUT_OFF;
        }
        cost
    }

    /// What two arcs cost together: a head on the other's head or line,
    /// crossings, running alongside.
    fn pair_cost(&self, a: &ShareArc, b: &ShareArc) -> f64 {
        let s = self.square;
        if !a.bounds.grown(0.2 * s).overlaps(&b.bounds) {
            return 0.0;
        }
        let mut cost = 0.0;
        let clear = (ARC_WIDTH / 2.0 + CLEAR) * s;
        if triangles_distance(&a.head, &b.head) < CLEAR * s {
            cost += HIDES;
        }
        if a.polyline.near_triangle(&b.head, clear) {
            cost += HIDES;
        }
        if b.polyline.near_triangle(&a.head, clear) {
            cost += HIDES;
        }
        let sharer = self.from.1;
        let away = |p: Point| distance(p, sharer) > NEAR_SHARER * s;
        cost += CROSSING
            * a.polyline.crossings(&b.polyline, |u, v| (away(u[0]) || away(u[1])) && (away(v[0]) || away(v[1]))) as f64;
        let close = 0.15 * s;
        for (one, other) in [(a, b), (b, a)] {
            for &p in &one.polyline.points {
                if other.bounds.distance(p) < close && away(p) && other.polyline.is_within(p, close) {
                    cost += ALONGSIDE;
                }
            }
        }
        cost
    }

    /// Every arc, each of the shape that costs least (see the module docs).
    fn route_arcs(&self) -> Vec<ShareArc> {
        let candidates: Vec<Vec<(ShareArc, f64)>> = self
            .recipients
            .iter()
            .map(|&recipient| {
                SHAPES
                    .iter()
                    .enumerate()
                    .map(|(i, &shape)| {
                        let arc = self.arc(recipient, shape);
                        let cost = self.arc_cost(&arc) + PREFERENCE * i as f64;
                        (arc, cost)
                    })
                    .collect()
            })
            .collect();
        let n = candidates.len();
        // The cost of every pair of shapes of two arcs, worked out once.
        let mut pairs: Vec<Option<f64>> = vec![None; (n * SHAPES.len()).pow(2)];
        let mut pair = |(i, a): (usize, usize), (j, b): (usize, usize)| {
            let (one, other) = ((i * SHAPES.len() + a), (j * SHAPES.len() + b));
            let key = one.min(other) * n * SHAPES.len() + one.max(other);
            *pairs[key].get_or_insert_with(|| self.pair_cost(&candidates[i][a].0, &candidates[j][b].0))
        };
        // Nearest first: the short arcs have the fewest shapes that work (an
        // arc to a neighbour has to bulge), the long ones can go round them.
        let mut order: Vec<usize> = (0..n).collect();
        let from = self.from.1;
        order.sort_by(|&i, &j| distance(from, self.recipients[i].1).total_cmp(&distance(from, self.recipients[j].1)));
        let mut chosen: Vec<Option<usize>> = vec![None; n];
        // First each knowing the ones before it, then each knowing all the others.
        for _ in 0..3 {
            for &i in &order {
                let others: Vec<(usize, usize)> =
                    (0..n).filter(|&j| j != i).filter_map(|j| chosen[j].map(|shape| (j, shape))).collect();
                chosen[i] = Some(cheapest(
                    candidates[i]
                        .iter()
                        .enumerate()
                        .map(|(a, (_, cost))| cost + others.iter().map(|&other| pair((i, a), other)).sum::<f64>()),
                ));
            }
        }
        chosen.iter().zip(candidates).map(|(i, mut options)| options.swap_remove(i.unwrap_or(0)).0).collect()
    }

    /// The positions a label may take around its recipient, box centres in
    /// order of preference with their ring: the four corners first (where a
    /// square has room beside a disc), then the four sides, then between;
    /// each just clear of the rim, then further out.
    fn label_candidates(&self, (recipient, centre): (Square, Point)) -> Vec<(Point, usize)> {
        use core::f64::consts::FRAC_PI_8;
        let s = self.square;
        let (w, h) = label_half_size(s);
        // Eighths of a half turn, clockwise from the right (y grows downwards):
        // up-right, up-left, down-right, down-left, right, left, up, down, then between.
        const DIRECTIONS: [i32; 16] = [-2, -6, 2, 6, 0, 8, -4, 4, -1, -3, -5, -7, 1, 3, 5, 7];
        let rim = self.radius_at(recipient);
        let mut out = Vec::new();
        for (ring, gap) in LABEL_RINGS.iter().enumerate() {
            let wanted = rim + gap * s;
            for eighths in DIRECTIONS {
                let (dy, dx) = (f64::from(eighths) * FRAC_PI_8).sin_cos();
                let d = clearing_distance((dx, dy), (w, h), wanted);
                out.push(((centre.0 + dx * d, centre.1 + dy * d), ring));
            }
        }
        out
    }

    /// What a label costs at `centre`, or `None` where it would leave the
    /// picture's room around the board.
    fn label_cost(&self, recipient: Square, centre: Point, arcs: &[ShareArc], others: &[ShareLabel]) -> Option<f64> {
        let s = self.square;
        let (w, h) = label_half_size(s);
        let bare = Rect::around(centre, w, h);
        let [left, top, right, bottom] = LABEL_MARGINS.map(|margin| margin * s);
        let room = Rect {
            left: self.board.left - left,
            top: self.board.top - top,
            right: self.board.right + right,
            bottom: self.board.bottom + bottom,
        };
        if !room.contains_rect(&bare) {
            return None;
        }
        let padded = bare.grown(CLEAR * s);
        let mut cost = 0.0;
        for arc in arcs {
            if rect_triangle_overlap(&padded, &arc.head) {
                cost += HIDES;
            }
            let lined = padded.grown(ARC_WIDTH / 2.0 * s);
            if arc.bounds.overlaps(&lined) && arc.polyline.meets(&lined) {
                cost += LABEL_ON_ARC;
            }
        }
        for other in others {
            if Rect::around(other.centre, w, h).grown(CLEAR * s).overlaps(&padded) {
                cost += HIDES;
            }
        }
        let mut own_gap = f64::MAX;
        let mut other_gap = f64::MAX;
        for disc in self.discs {
            let gap = bare.distance(disc.centre) - disc.radius;
            if gap < CLEAR * s {
                cost += LABEL_ON_PIECE;
            }
            if disc.square == recipient {
                own_gap = gap;
            } else {
                other_gap = other_gap.min(gap);
            }
        }
        // Less clearly its own the nearer another piece is.
        cost += LABEL_DETACHED * ((own_gap + ATTACHED * s - other_gap) / (ATTACHED * s)).clamp(0.0, 1.0);
        Some(cost)
    }

    /// Every label, each where it costs least (see the module docs).
    fn place_labels(&self, arcs: &[ShareArc]) -> Vec<ShareLabel> {
        let candidates: Vec<Vec<(Point, f64)>> = self
            .recipients
            .iter()
            .map(|&recipient| {
                self.label_candidates(recipient)
                    .into_iter()
                    .enumerate()
                    .map(|(i, (centre, ring))| (centre, LABEL_RING * ring as f64 + PREFERENCE * i as f64))
                    .collect()
            })
            .collect();
        let mut labels: Vec<ShareLabel> = Vec::with_capacity(candidates.len());
        for round in 0..2 {
            for (i, (&(recipient, _), options)) in self.recipients.iter().zip(&candidates).enumerate() {
                let others: Vec<ShareLabel> =
                    labels.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, label)| *label).collect();
                let costs = options.iter().map(|&(centre, preference)| {
                    self.label_cost(recipient, centre, arcs, &others).map_or(f64::INFINITY, |cost| cost + preference)
                });
                let label = ShareLabel { recipient, centre: options[cheapest(costs)].0 };
                if round == 0 {
                    labels.push(label);
                } else {
                    labels[i] = label;
                }
            }
        }
        labels
    }
}

/// How far along the unit vector `(dx, dy)` a box of half-sizes `(w, h)`
/// has to be centred for its nearest point to be `radius` from the origin.
///
/// The nearest point is on the side the vector leaves through, or a corner:
/// of the three distances that solve one of these, the one whose case holds
/// (the box's distance grows with the centre's, so it is the only one).
fn clearing_distance((dx, dy): Point, (w, h): (f64, f64), radius: f64) -> f64 {
    let (a, b) = (dx.abs(), dy.abs());
    let mut best = f64::INFINITY;
    // Beside the origin (left or right): only the x gap counts.
    if a > 0.0 {
        let d = (radius + w) / a;
        if d * b <= h {
            best = best.min(d);
        }
    }
    // Above or below it: only the y gap counts.
    if b > 0.0 {
        let d = (radius + h) / b;
        if d * a <= w {
            best = best.min(d);
        }
    }
    // A corner nearest: (d a - w)^2 + (d b - h)^2 = radius^2, with a^2 + b^2 = 1.
    let half = a * w + b * h;
    let d = half + (half * half - (w * w + h * h - radius * radius)).max(0.0).sqrt();
    if d * a >= w && d * b >= h {
        best = best.min(d);
    }
    best
}

/// The index of the smallest cost, the first of equals (0 when empty).
fn cheapest(costs: impl Iterator<Item = f64>) -> usize {
    let mut best = (0, f64::INFINITY);
    for (i, cost) in costs.enumerate() {
        if cost < best.1 {
            best = (i, cost);
        }
    }
    best.0
}

fn quad_point(a: Point, q: Point, b: Point, t: f64) -> Point {
    let u = 1.0 - t;
    (u * u * a.0 + 2.0 * u * t * q.0 + t * t * b.0, u * u * a.1 + 2.0 * u * t * q.1 + t * t * b.1)
}

/// The length of a vector (`f64::hypot` guards against overflow, which
/// pictures cannot reach, at many times the cost).
fn length(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

fn distance(a: Point, b: Point) -> f64 {
    length(a.0 - b.0, a.1 - b.1)
}

/// The distance from `p` to the segment `ab`.
fn segment_distance(p: Point, a: Point, b: Point) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = dx * dx + dy * dy;
    let t = if length2 > 0.0 { (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length2).clamp(0.0, 1.0) } else { 0.0 };
    distance(p, (a.0 + t * dx, a.1 + t * dy))
}

/// Which side of the line `ab` the point `p` is on (twice the signed area).
fn orientation(a: Point, b: Point, p: Point) -> f64 {
    (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
}

/// Whether the segments `ab` and `cd` cross or touch.
fn segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool {
    // Apart when their boxes are: most pairs end here.
    if a.0.max(b.0) < c.0.min(d.0)
        || c.0.max(d.0) < a.0.min(b.0)
        || a.1.max(b.1) < c.1.min(d.1)
        || c.1.max(d.1) < a.1.min(b.1)
    {
        return false;
    }
    let (d1, d2) = (orientation(c, d, a), orientation(c, d, b));
    let (d3, d4) = (orientation(a, b, c), orientation(a, b, d));
    if d1 * d2 < 0.0 && d3 * d4 < 0.0 {
        return true;
    }
    // An end exactly on the other line: touching if it is on the segment
    // (the boxes overlap, so only the collinear cases are left to check).
    (d1 == 0.0 && segment_distance(a, c, d) == 0.0)
        || (d2 == 0.0 && segment_distance(b, c, d) == 0.0)
        || (d3 == 0.0 && segment_distance(c, a, b) == 0.0)
        || (d4 == 0.0 && segment_distance(d, a, b) == 0.0)
}

fn segments_distance(a: Point, b: Point, c: Point, d: Point) -> f64 {
    if segments_cross(a, b, c, d) {
        return 0.0;
    }
    segment_distance(a, c, d)
        .min(segment_distance(b, c, d))
        .min(segment_distance(c, a, b))
        .min(segment_distance(d, a, b))
}

fn inside_triangle(p: Point, [a, b, c]: &[Point; 3]) -> bool {
    let (d1, d2, d3) = (orientation(*a, *b, p), orientation(*b, *c, p), orientation(*c, *a, p));
    let negative = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
    let positive = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
    !(negative && positive)
}

fn edges(t: &[Point; 3]) -> [(Point, Point); 3] {
    [(t[0], t[1]), (t[1], t[2]), (t[2], t[0])]
}

/// The distance from `p` to the triangle `t` (0 inside).
fn triangle_distance(p: Point, t: &[Point; 3]) -> f64 {
    if inside_triangle(p, t) {
        return 0.0;
    }
    edges(t).iter().map(|&(a, b)| segment_distance(p, a, b)).fold(f64::INFINITY, f64::min)
}

fn triangles_distance(s: &[Point; 3], t: &[Point; 3]) -> f64 {
    if s.iter().any(|&p| inside_triangle(p, t)) || t.iter().any(|&p| inside_triangle(p, s)) {
        return 0.0;
    }
    let mut best = f64::INFINITY;
    for (a, b) in edges(s) {
        for (c, d) in edges(t) {
            best = best.min(segments_distance(a, b, c, d));
        }
    }
    best
}

/// The bounding box of some points.
fn bounding(points: &[Point]) -> Rect {
    points.iter().fold(
        Rect { left: f64::INFINITY, top: f64::INFINITY, right: f64::NEG_INFINITY, bottom: f64::NEG_INFINITY },
        |r, &(x, y)| Rect { left: r.left.min(x), top: r.top.min(y), right: r.right.max(x), bottom: r.bottom.max(y) },
    )
}

/// Whether the segment `ab` meets the rectangle.
fn rect_segment_intersects(r: &Rect, a: Point, b: Point) -> bool {
    if r.contains(a) || r.contains(b) {
        return true;
    }
    let c = r.corners();
    (0..4).any(|i| segments_cross(a, b, c[i], c[(i + 1) % 4]))
}

/// Whether the rectangle and the triangle overlap (separating axes: the
/// rectangle's two and the triangle's three edge normals).
fn rect_triangle_overlap(r: &Rect, t: &[Point; 3]) -> bool {
    if !r.overlaps(&bounding(t)) {
        return false;
    }
    let corners = r.corners();
    let [(a, b), (c, d), (e, f)] = edges(t);
    let axes = [(1.0, 0.0), (0.0, 1.0), (b.1 - a.1, a.0 - b.0), (d.1 - c.1, c.0 - d.0), (f.1 - e.1, e.0 - f.0)];
    axes.iter().all(|&(ax, ay)| {
        let project = |points: &[Point]| {
            points
                .iter()
                .map(|p| p.0 * ax + p.1 * ay)
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| (lo.min(v), hi.max(v)))
        };
        let (r_lo, r_hi) = project(&corners);
        let (t_lo, t_hi) = project(t);
        r_lo < t_hi && t_lo < r_hi
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The geometry the costs rest on, on shapes small enough to check by hand.
    #[test]
    fn the_collision_tests_agree_with_hand_worked_cases() {
        let unit = Rect { left: 0.0, top: 0.0, right: 1.0, bottom: 1.0 };
        let inside = [(0.2, 0.2), (0.8, 0.2), (0.5, 0.8)];
        let far = [(3.0, 0.0), (4.0, 0.0), (4.0, 1.0)];
        let poking = [(0.9, 0.5), (1.5, 0.0), (1.5, 1.0)];
        // Its bounding box overlaps the square, the triangle does not.
        let beside = [(1.1, 0.0), (2.0, -1.0), (2.0, 0.0)];
        assert!(rect_triangle_overlap(&unit, &inside));
        assert!(!rect_triangle_overlap(&unit, &far));
        assert!(rect_triangle_overlap(&unit, &poking));
        assert!(!rect_triangle_overlap(&unit.grown(0.05), &beside));
        assert!(rect_triangle_overlap(&unit.grown(0.2), &beside));
        assert!(rect_segment_intersects(&unit, (-1.0, 0.5), (2.0, 0.5)));
        assert!(rect_segment_intersects(&unit, (0.5, 0.5), (0.6, 0.6)), "inside");
        assert!(!rect_segment_intersects(&unit, (-1.0, 1.5), (2.0, 1.5)));
        assert!(segments_cross((0.0, 0.0), (1.0, 1.0), (0.0, 1.0), (1.0, 0.0)));
        assert!(segments_cross((0.0, 0.0), (1.0, 0.0), (1.0, 0.0), (2.0, 5.0)), "touching ends");
        assert!(segments_cross((0.0, 0.0), (2.0, 0.0), (1.0, 0.0), (3.0, 0.0)), "overlapping on one line");
        assert!(!segments_cross((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)));
        assert!(!segments_cross((0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (3.0, 0.0)), "apart on one line");
        assert_eq!(triangle_distance((0.5, 0.4), &inside), 0.0);
        assert!((triangle_distance((0.5, -1.0), &inside) - 1.2).abs() < 1e-9);
        assert!((triangles_distance(&inside, &far) - distance((0.8, 0.2), (3.0, 0.0))).abs() < 1e-9);
        assert!(triangles_distance(&inside, &poking) > 0.2, "poking into the square, not into the triangle");
        assert_eq!(triangles_distance(&inside, &[(0.5, 0.3), (1.5, 0.0), (1.5, 1.0)]), 0.0);
        assert_eq!(cheapest([3.0, 1.0, 1.0, 2.0].into_iter()), 1);
        assert_eq!(cheapest(core::iter::empty()), 0);
    }

    /// A box placed by `clearing_distance` is exactly `radius` from the
    /// origin in every direction a label takes, and no nearer placement is:
    /// checked against a bisection on the box's distance.
    #[test]
    fn labels_are_placed_just_clear_of_the_rim() {
        let (w, h) = (0.2, 0.095);
        for radius in [0.3525, 0.4225, 0.6425] {
            for sixteenth in 0..16 {
                let angle = f64::from(sixteenth) * core::f64::consts::FRAC_PI_8;
                let (dy, dx) = angle.sin_cos();
                let d = clearing_distance((dx, dy), (w, h), radius);
                let gap = |d: f64| Rect::around((dx * d, dy * d), w, h).distance((0.0, 0.0));
                assert!((gap(d) - radius).abs() < 1e-9, "{sixteenth}/16 of a turn: {} at {d}", gap(d));
                let (mut low, mut high) = (0.0, 2.0);
                for _ in 0..60 {
                    let mid = (low + high) / 2.0;
                    if gap(mid) >= radius { high = mid } else { low = mid }
                }
                assert!((high - d).abs() < 1e-9, "{sixteenth}/16 of a turn: {d} against {high}");
            }
        }
    }

    /// A polyline's chunked tests agree with plain loops over its segments.
    #[test]
    fn polylines_answer_like_their_segments() {
        let line = Polyline::new(
            (0..=SEGMENTS)
                .map(|i| quad_point((0.0, 0.0), (5.0, 6.0), (10.0, 0.0), i as f64 / SEGMENTS as f64))
                .collect(),
        );
        let other = Polyline::new(
            (0..=SEGMENTS)
                .map(|i| quad_point((0.0, 2.0), (5.0, -4.0), (10.0, 2.0), i as f64 / SEGMENTS as f64))
                .collect(),
        );
        assert_eq!(line.crossings(&other, |_, _| true), 2, "two arcs bulging towards each other cross twice");
        assert_eq!(line.crossings(&other, |u, _| u[0].0 > 5.0), 1);
        for p in [(5.0, 3.0), (5.0, -1.0), (-2.0, 0.0), (10.0, 0.5)] {
            let plain = line.points.windows(2).map(|u| segment_distance(p, u[0], u[1])).fold(f64::INFINITY, f64::min);
            assert_eq!(line.distance(p), plain, "{p:?}");
            assert!(line.is_within(p, plain + 1e-9), "{p:?}");
            assert!(!line.is_within(p, plain), "{p:?}");
        }
        assert!(line.meets(&Rect::around((5.0, 3.0), 0.5, 0.5)));
        assert!(!line.meets(&Rect::around((5.0, 1.0), 0.5, 0.5)));
        assert!(line.near_triangle(&[(4.0, 3.05), (6.0, 3.05), (5.0, 4.0)], 0.1));
        assert!(!line.near_triangle(&[(4.0, 4.2), (6.0, 4.2), (5.0, 5.0)], 0.1));
    }

    // The collision tests against references written another way: exact
    // integer arithmetic on small grids, where touching, collinear and
    // nested cases come up all the time, and dense sampling or clipping on
    // random shapes.

    use boardkit_core::{RandomSource, SplitMix64};

    /// A point with coordinates drawn from `0..=max`.
    fn grid_point(rng: &mut SplitMix64, max: u64) -> (i64, i64) {
        (rng.below(max + 1) as i64, rng.below(max + 1) as i64)
    }

    fn real((x, y): (i64, i64)) -> Point {
        (x as f64, y as f64)
    }

    /// A point with coordinates drawn uniformly from `-2..4`.
    fn random_point(rng: &mut SplitMix64) -> Point {
        let mut coordinate = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 6.0 - 2.0;
        (coordinate(), coordinate())
    }

    fn sub(a: (i64, i64), b: (i64, i64)) -> (i64, i64) {
        (a.0 - b.0, a.1 - b.1)
    }

    fn cross(a: (i64, i64), b: (i64, i64)) -> i64 {
        a.0 * b.1 - a.1 * b.0
    }

    fn dot(a: (i64, i64), b: (i64, i64)) -> i64 {
        a.0 * b.0 + a.1 * b.1
    }

    /// Whether `p` lies on the segment `ab` (its ends included), exactly.
    fn exactly_on(p: (i64, i64), a: (i64, i64), b: (i64, i64)) -> bool {
        let (ab, ap) = (sub(b, a), sub(p, a));
        if ab == (0, 0) {
            return p == a;
        }
        cross(ab, ap) == 0 && (0..=dot(ab, ab)).contains(&dot(ap, ab))
    }

    /// Whether the closed segments `ab` and `cd` share a point, by the
    /// parameters of the crossing point (Cramer's rule) or, for parallel
    /// segments, by their ends.
    fn exactly_cross(a: (i64, i64), b: (i64, i64), c: (i64, i64), d: (i64, i64)) -> bool {
        let (r, s, ac) = (sub(b, a), sub(d, c), sub(c, a));
        let denominator = cross(r, s);
        if denominator == 0 {
            return exactly_on(a, c, d) || exactly_on(b, c, d) || exactly_on(c, a, b) || exactly_on(d, a, b);
        }
        let in_unit = |numerator: i64| {
            if denominator > 0 {
                (0..=denominator).contains(&numerator)
            } else {
                (denominator..=0).contains(&numerator)
            }
        };
        in_unit(cross(ac, s)) && in_unit(cross(ac, r))
    }

    /// The distance from `p` to the segment `ab`, sampled at 4,001 points.
    fn sampled_segment_distance(p: Point, a: Point, b: Point) -> f64 {
        (0..=4000)
            .map(|i| {
                let t = f64::from(i) / 4000.0;
                distance(p, (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)))
            })
            .fold(f64::INFINITY, f64::min)
    }

    #[test]
    fn rectangles_overlap_only_where_their_insides_meet() {
        let mut rng = SplitMix64::new(1);
        for _ in 0..4000 {
            let ((x1, x2), (y1, y2)) = ((rng.below(4), 1 + rng.below(3)), (rng.below(4), 1 + rng.below(3)));
            let ((x3, x4), (y3, y4)) = ((rng.below(4), 1 + rng.below(3)), (rng.below(4), 1 + rng.below(3)));
            let r = Rect { left: x1 as f64, top: y1 as f64, right: (x1 + x2) as f64, bottom: (y1 + y2) as f64 };
            let q = Rect { left: x3 as f64, top: y3 as f64, right: (x3 + x4) as f64, bottom: (y3 + y4) as f64 };
            // The insides meet when some cell of the unit grid is in both.
            let cells = |r: &Rect| {
                let (left, top, right, bottom) = (r.left as u64, r.top as u64, r.right as u64, r.bottom as u64);
                (left..right).flat_map(move |x| (top..bottom).map(move |y| (x, y)))
            };
            let expected = cells(&r).any(|cell| cells(&q).any(|other| other == cell));
            assert_eq!(r.overlaps(&q), expected, "{r:?} and {q:?}");
        }
    }

    #[test]
    fn segments_cross_exactly_where_they_share_a_point() {
        // Every pair of segments with ends on a 4 x 4 grid: crossing,
        // touching at an end, overlapping or apart on one line, parallel,
        // and segments of a single point.
        let points: Vec<(i64, i64)> = (0..16).map(|i| (i % 4, i / 4)).collect();
        for &a in &points {
            for &b in &points {
                for &c in &points {
                    for &d in &points {
                        let expected = exactly_cross(a, b, c, d);
                        assert_eq!(
                            segments_cross(real(a), real(b), real(c), real(d)),
                            expected,
                            "{a:?}-{b:?} and {c:?}-{d:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn segment_distances_agree_with_sampling() {
        let mut rng = SplitMix64::new(2);
        for _ in 0..2000 {
            let (p, a, b) = (random_point(&mut rng), random_point(&mut rng), random_point(&mut rng));
            let sampled = sampled_segment_distance(p, a, b);
            let got = segment_distance(p, a, b);
            // Sampling finds a point at most half a step from the nearest one.
            let step = distance(a, b) / 4000.0;
            assert!(
                got <= sampled + 1e-12 && sampled - got <= step / 2.0 + 1e-12,
                "{p:?} to {a:?}-{b:?}: {got} against {sampled}"
            );
            let (c, d) = (random_point(&mut rng), random_point(&mut rng));
            let between = segments_distance(a, b, c, d);
            let expected = if exactly_cross_real(a, b, c, d) {
                0.0
            } else {
                segment_distance(a, c, d)
                    .min(segment_distance(b, c, d))
                    .min(segment_distance(c, a, b))
                    .min(segment_distance(d, a, b))
            };
            assert_eq!(between, expected, "{a:?}-{b:?} and {c:?}-{d:?}");
        }
        // A point of a segment: its distance is 0, also for a segment of one point.
        assert_eq!(segment_distance((1.0, 1.0), (0.0, 0.0), (2.0, 2.0)), 0.0);
        assert_eq!(segment_distance((3.0, 4.0), (0.0, 0.0), (0.0, 0.0)), 5.0);
    }

    /// Whether two segments with random real ends cross (they are never
    /// parallel or touching): by the parameters of the crossing point.
    fn exactly_cross_real(a: Point, b: Point, c: Point, d: Point) -> bool {
        let (r, s, ac) = ((b.0 - a.0, b.1 - a.1), (d.0 - c.0, d.1 - c.1), (c.0 - a.0, c.1 - a.1));
        let denominator = r.0 * s.1 - r.1 * s.0;
        let t = (ac.0 * s.1 - ac.1 * s.0) / denominator;
        let u = (ac.0 * r.1 - ac.1 * r.0) / denominator;
        (0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u)
    }

    #[test]
    fn points_are_inside_a_triangle_exactly_when_its_barycentric_weights_agree() {
        let mut rng = SplitMix64::new(3);
        let mut inside = 0;
        for _ in 0..20_000 {
            let [a, b, c] = [0; 3].map(|_| grid_point(&mut rng, 4));
            let area = cross(sub(b, a), sub(c, a));
            if area == 0 {
                continue;
            }
            let p = grid_point(&mut rng, 4);
            // The signed areas of the three triangles p makes with the
            // sides, all of the triangle's own sign or zero (on a side).
            let weights = [cross(sub(b, p), sub(c, p)), cross(sub(c, p), sub(a, p)), cross(sub(a, p), sub(b, p))];
            let expected = weights.iter().all(|&w| w == 0 || (w > 0) == (area > 0));
            inside += usize::from(expected);
            assert_eq!(inside_triangle(real(p), &[real(a), real(b), real(c)]), expected, "{p:?} in {a:?} {b:?} {c:?}");
        }
        assert!(inside > 1000, "{inside} points inside");
    }

    /// The part of `polygon` inside `r` (Sutherland and Hodgman).
    fn clipped(polygon: &[Point], r: &Rect) -> Vec<Point> {
        let mut out = polygon.to_vec();
        // How far inside each side a point is (negative outside).
        let sides: [fn(Point, &Rect) -> f64; 4] =
            [|p, r| p.0 - r.left, |p, r| r.right - p.0, |p, r| p.1 - r.top, |p, r| r.bottom - p.1];
        for inside in sides {
            let input = core::mem::take(&mut out);
            for (i, &p) in input.iter().enumerate() {
                let q = input[(i + 1) % input.len()];
                let (dp, dq) = (inside(p, r), inside(q, r));
                if dp >= 0.0 {
                    out.push(p);
                }
                if (dp >= 0.0) != (dq >= 0.0) {
                    let t = dp / (dp - dq);
                    out.push((p.0 + t * (q.0 - p.0), p.1 + t * (q.1 - p.1)));
                }
            }
            if out.is_empty() {
                break;
            }
        }
        out
    }

    fn area(polygon: &[Point]) -> f64 {
        (0..polygon.len())
            .map(|i| {
                let (p, q) = (polygon[i], polygon[(i + 1) % polygon.len()]);
                p.0 * q.1 - q.0 * p.1
            })
            .sum::<f64>()
            .abs()
            / 2.0
    }

    #[test]
    fn rectangles_and_triangles_overlap_where_the_clipped_triangle_has_an_area() {
        let mut rng = SplitMix64::new(4);
        let (mut overlapping, mut apart) = (0, 0);
        for case in 0..20_000 {
            // Half on a small grid (touching sides and corners), half random.
            let (r, t) = if case % 2 == 0 {
                let ((x, w), (y, h)) = ((rng.below(3), 1 + rng.below(2)), (rng.below(3), 1 + rng.below(2)));
                let r = Rect { left: x as f64, top: y as f64, right: (x + w) as f64, bottom: (y + h) as f64 };
                (r, [0; 3].map(|_| real(grid_point(&mut rng, 4))))
            } else {
                let (a, b) = (random_point(&mut rng), random_point(&mut rng));
                (bounding(&[a, b]), [0; 3].map(|_| random_point(&mut rng)))
            };
            let triangle_area = area(&t);
            if triangle_area < 1e-3 {
                continue;
            }
            let expected = area(&clipped(&t, &r)) > 1e-9;
            if expected {
                overlapping += 1
            } else {
                apart += 1
            }
            assert_eq!(rect_triangle_overlap(&r, &t), expected, "{r:?} and {t:?}");
        }
        assert!(overlapping > 2000 && apart > 2000, "{overlapping} overlapping, {apart} apart");
    }

    #[test]
    fn segments_meet_a_rectangle_where_clipping_leaves_some_of_them() {
        let mut rng = SplitMix64::new(5);
        let (mut meeting, mut apart) = (0, 0);
        for _ in 0..20_000 {
            let ((x, w), (y, h)) = ((rng.below(4), 1 + rng.below(2)), (rng.below(4), 1 + rng.below(2)));
            let r = Rect { left: x as f64, top: y as f64, right: (x + w) as f64, bottom: (y + h) as f64 };
            let (a, b) = (grid_point(&mut rng, 6), grid_point(&mut rng, 6));
            // Liang and Barsky: the segment's parameters inside each side's
            // half-plane, as exact fractions (equal fractions divide to equal
            // floats, unequal ones on this grid to ordered floats).
            let (dx, dy) = ((b.0 - a.0) as f64, (b.1 - a.1) as f64);
            let (ax, ay) = real(a);
            let (mut low, mut high) = (0.0_f64, 1.0_f64);
            let mut empty = false;
            for (p, q) in [(-dx, ax - r.left), (dx, r.right - ax), (-dy, ay - r.top), (dy, r.bottom - ay)] {
                if p == 0.0 {
                    empty |= q < 0.0;
                } else if p < 0.0 {
                    low = low.max(q / p);
                } else {
                    high = high.min(q / p);
                }
            }
            let expected = !empty && low <= high;
            if expected {
                meeting += 1
            } else {
                apart += 1
            }
            assert_eq!(rect_segment_intersects(&r, real(a), real(b)), expected, "{a:?}-{b:?} and {r:?}");
        }
        assert!(meeting > 2000 && apart > 2000, "{meeting} meeting, {apart} apart");
    }

    #[test]
    fn triangle_distances_agree_with_their_edges_and_insides() {
        let mut rng = SplitMix64::new(6);
        for _ in 0..2000 {
            let s = [0; 3].map(|_| random_point(&mut rng));
            let t = [0; 3].map(|_| random_point(&mut rng));
            // Sampled: points along every edge and the distance from each to
            // the other triangle (0 inside it).
            let towards = |from: &[Point; 3], to: &[Point; 3]| {
                edges(from)
                    .iter()
                    .flat_map(|&(a, b)| {
                        (0..=400).map(move |i| {
                            let k = f64::from(i) / 400.0;
                            (a.0 + k * (b.0 - a.0), a.1 + k * (b.1 - a.1))
                        })
                    })
                    .map(|p| triangle_distance(p, to))
                    .fold(f64::INFINITY, f64::min)
            };
            let sampled = towards(&s, &t).min(towards(&t, &s));
            let got = triangles_distance(&s, &t);
            let step = edges(&s).iter().chain(&edges(&t)).map(|&(a, b)| distance(a, b)).fold(0.0, f64::max) / 400.0;
            assert!(
                got <= sampled + 1e-12 && sampled - got <= step + 1e-12,
                "{s:?} and {t:?}: {got} against {sampled}"
            );
            let p = random_point(&mut rng);
            let expected = if inside_triangle(p, &t) { 0.0 } else { towards_point(p, &t) };
            assert!((triangle_distance(p, &t) - expected).abs() <= 6.0 / 4000.0 + 1e-12, "{p:?} to {t:?}");
        }
        // One inside the other: no edges meet, and the distance is 0.
        let outer = [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)];
        let inner = [(1.0, 1.0), (2.0, 1.0), (1.0, 2.0)];
        assert_eq!(triangles_distance(&outer, &inner), 0.0);
        assert_eq!(triangles_distance(&inner, &outer), 0.0);
    }

    /// The distance from `p` to the edges of `t`, sampled.
    fn towards_point(p: Point, t: &[Point; 3]) -> f64 {
        edges(t).iter().map(|&(a, b)| sampled_segment_distance(p, a, b)).fold(f64::INFINITY, f64::min)
    }

    /// The chunked polyline tests against plain loops over every segment,
    /// at random points, distances and triangles around two arcs.
    #[test]
    fn polyline_tests_agree_with_plain_loops_everywhere() {
        let mut rng = SplitMix64::new(7);
        let curve = |a: Point, q: Point, b: Point| {
            Polyline::new((0..=SEGMENTS).map(|i| quad_point(a, q, b, i as f64 / SEGMENTS as f64)).collect())
        };
        let lines = [curve((-1.0, 0.0), (1.0, 5.0), (3.0, 0.0)), curve((0.0, 3.0), (4.0, 2.0), (-1.0, -1.0))];
        let (mut near, mut far) = (0, 0);
        for line in &lines {
            for _ in 0..3000 {
                let p = random_point(&mut rng);
                let plain =
                    line.points.windows(2).map(|u| segment_distance(p, u[0], u[1])).fold(f64::INFINITY, f64::min);
                assert_eq!(line.distance(p), plain, "{p:?}");
                let within = (rng.below(1000) as f64) / 1000.0;
                assert_eq!(line.is_within(p, within), plain < within, "{p:?} within {within}");
                let t = [p, random_point(&mut rng), random_point(&mut rng)]
                    .map(|q| (p.0 + (q.0 - p.0) / 8.0, p.1 + (q.1 - p.1) / 8.0));
                let expected = line.points.windows(2).any(|u| {
                    inside_triangle(u[0], &t)
                        || edges(&t).iter().any(|&(c, d)| segments_distance(u[0], u[1], c, d) < within)
                });
                if expected {
                    near += 1
                } else {
                    far += 1
                }
                assert_eq!(line.near_triangle(&t, within), expected, "{t:?} within {within}");
            }
        }
        assert!(near > 1000 && far > 1000, "{near} near, {far} far");
    }

    /// A straight arc for the cost tests: its line from `start` to `end`
    /// and a head of the usual size past `end` pointing along it.
    fn straight_arc(square: f64, recipient: &str, start: Point, end: Point) -> ShareArc {
        let along = ((end.0 - start.0) / distance(start, end), (end.1 - start.1) / distance(start, end));
        // The line runs into the head by the overlap, as drawn.
        let base = (end.0 - along.0 * HEAD_OVERLAP * square, end.1 - along.1 * HEAD_OVERLAP * square);
        let tip = (base.0 + along.0 * HEAD_LENGTH * square, base.1 + along.1 * HEAD_LENGTH * square);
        ShareArc::new(recipient.parse().unwrap(), [start, start, end], arrowhead(tip, base, square))
    }

    /// What two arcs cost together, term by term, on arcs placed so that
    /// only the term under test can act: two heads closer than the
    /// clearance hide each other, even where the arcs' boxes do not meet
    /// (and exactly the clearance apart they do not); each point of one
    /// line closer than 0.15 of a square to the other runs alongside it.
    #[test]
    fn two_arcs_cost_what_their_closeness_costs() {
        // 0.02 of 50 is exactly 1.
        let square = 50.0;
        let board = Rect { left: -1000.0, top: -1000.0, right: 1000.0, bottom: 1000.0 };
        let scene = Scene {
            square,
            board,
            picture: board,
            discs: &[],
            from: ("a1".parse().unwrap(), (-900.0, 900.0)),
            recipients: &[],
        };
        let cost = |a: &ShareArc, b: &ShareArc| (scene.pair_cost(a, b), scene.pair_cost(b, a));
        // Head to head along one line: the heads' tips `gap` apart, the
        // lines far from the other head.
        let tip_to_tip = |gap: f64| {
            let right = straight_arc(square, "b2", (-300.0, 0.0), (-HEAD_LENGTH * square + HEAD_OVERLAP * square, 0.0));
            let left =
                straight_arc(square, "c3", (300.0, 0.0), (gap + HEAD_LENGTH * square - HEAD_OVERLAP * square, 0.0));
            assert!((right.head[0].0 - 0.0).abs() < 1e-9 && (left.head[0].0 - gap).abs() < 1e-9, "{right:?} {left:?}");
            (right, left)
        };
        let (right, left) = tip_to_tip(0.5);
        assert!(!right.bounds.overlaps(&left.bounds), "the boxes are apart too");
        assert_eq!(cost(&right, &left), (HIDES, HIDES), "heads half a pixel apart");
        let (right, left) = tip_to_tip(CLEAR * square);
        assert_eq!(triangles_distance(&right.head, &left.head), CLEAR * square);
        assert_eq!(cost(&right, &left), (0.0, 0.0), "heads exactly the clearance apart");
        let (right, left) = tip_to_tip(-3.0);
        assert_eq!(cost(&right, &left), (HIDES, HIDES), "heads overlapping");
        // Side by side, upright and 0.1 of a square apart, each head past
        // the other's line: the points of each line beside the other's run
        // alongside it.
        let gap = 0.1 * square;
        let up = straight_arc(square, "d4", (0.0, -40.0), (0.0, -400.0));
        let down = straight_arc(square, "e5", (gap, -380.0), (gap, -20.0));
        let (one, other) = cost(&up, &down);
        assert_eq!(one, other);
        // 24 of the 25 points of each line: all but its end, which lies past
        // the other line's start, more than 0.15 of a square from it.
        assert_eq!(one, 48.0 * ALONGSIDE);
        let apart = straight_arc(square, "e5", (0.2 * square, -380.0), (0.2 * square, -20.0));
        assert_eq!(cost(&up, &apart), (0.0, 0.0), "0.2 of a square apart");
    }

    /// A share from `from` among `discs` on a 6 x 6 board of 100-pixel
    /// squares, drawn as the pictures draw it (0.23 squares of coordinates
    /// on the left and at the bottom, 0.15 of margin on the top and right).
    fn scene_with<'a>(discs: &'a [Disc], from: &str) -> Scene<'a> {
        let board = Rect { left: 23.0, top: 15.0, right: 623.0, bottom: 615.0 };
        let picture = Rect { left: 0.0, top: 0.0, right: 638.0, bottom: 638.0 };
        let from = (from.parse().unwrap(), centre_of(from));
        Scene { square: 100.0, board, picture, discs, from, recipients: &[] }
    }

    /// The centre of `square` on that board ("a1" is the lower left).
    fn centre_of(square: &str) -> Point {
        let square: Square = square.parse().unwrap();
        (
            23.0 + 100.0 * (f64::from(square.file().index()) + 0.5),
            15.0 + 100.0 * (5.5 - f64::from(square.rank().index())),
        )
    }

    /// A full piece's disc on `square` (its radius and half its rim).
    fn disc_on(square: &str) -> Disc {
        Disc { square: square.parse().unwrap(), centre: centre_of(square), radius: 42.25 }
    }

    /// An arc runs from its sharer's piece to its recipient's: neither
    /// counts as a piece it runs under, whatever its shape; another piece
    /// does.
    #[test]
    fn an_arc_costs_nothing_for_its_own_two_pieces() {
        // Each with a piece beside the way, under the arcs that bulge most.
        for (recipient, beside) in [("e3", "d4"), ("c5", "d4"), ("e5", "d5"), ("d4", "c4")] {
            let to = (recipient.parse().unwrap(), centre_of(recipient));
            let own = [disc_on("c3"), disc_on(recipient)];
            let crowded = [disc_on("c3"), disc_on(recipient), disc_on(beside)];
            let (alone, crowded) = (scene_with(&own, "c3"), scene_with(&crowded, "c3"));
            let mut under_beside = 0;
            for shape in SHAPES {
                let arc = alone.arc(to, shape);
                assert_eq!(alone.arc_cost(&arc), 0.0, "c3>{recipient} shaped {shape:?}");
                if crowded.arc_cost(&arc) >= UNDER_PIECE {
                    under_beside += 1;
                }
            }
            assert!((1..SHAPES.len()).contains(&under_beside), "c3>{recipient}: {under_beside} shapes under {beside}");
        }
    }

    /// A label's places go all round its recipient, sixteen directions a
    /// ring: the four corners first, then the four sides, then between.
    #[test]
    fn label_places_go_all_round_the_recipient() {
        let discs = [disc_on("c3"), disc_on("d4")];
        let scene = scene_with(&discs, "c3");
        let centre = centre_of("d4");
        let candidates = scene.label_candidates(("d4".parse().unwrap(), centre));
        assert_eq!(candidates.len(), 16 * LABEL_RINGS.len());
        let sixteenths: Vec<i64> = candidates
            .iter()
            .map(|&((x, y), _)| ((y - centre.1).atan2(x - centre.0) / core::f64::consts::TAU * 16.0).round() as i64)
            .map(|turn| turn.rem_euclid(16))
            .collect();
        for (ring, places) in sixteenths.chunks(16).enumerate() {
            assert!(candidates[ring * 16..(ring + 1) * 16].iter().all(|&(_, r)| r == ring));
            let mut sorted = places.to_vec();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..16).collect::<Vec<_>>(), "ring {ring}: {places:?}");
            // y grows downwards: 14 is up and right, 12 straight up.
            assert_eq!(places[..8], [14, 10, 2, 6, 0, 8, 12, 4], "ring {ring}");
        }
    }

    /// A label stays within the room around the board: 0.2 of a square
    /// past the left and bottom edges (where the coordinates are), 0.12
    /// past the top and the right, and no further.
    #[test]
    fn a_label_stays_in_the_room_around_the_board() {
        let discs = [disc_on("a1"), disc_on("f6")];
        let scene = scene_with(&discs, "a1");
        let (w, h) = label_half_size(100.0);
        let (middle_x, middle_y) = (323.0, 315.0);
        let fits = |centre: Point| scene.label_cost("f6".parse().unwrap(), centre, &[], &[]).is_some();
        let hair = 0.01;
        for (edge, inside, outside) in [
            ("left", (3.0 + w + hair, middle_y), (3.0 + w - hair, middle_y)),
            ("top", (middle_x, 3.0 + h + hair), (middle_x, 3.0 + h - hair)),
            ("right", (635.0 - w - hair, middle_y), (635.0 - w + hair, middle_y)),
            ("bottom", (middle_x, 635.0 - h - hair), (middle_x, 635.0 - h + hair)),
        ] {
            assert!(fits(inside), "{edge}: just inside");
            assert!(!fits(outside), "{edge}: just outside");
        }
    }

    /// What a label costs by what it is near: another label within twice
    /// the clearance (each keeps 0.02 of a square clear) hides it, a
    /// piece's rim within the clearance is under it, and a label not
    /// clearly nearer its own recipient than another piece is detached.
    #[test]
    fn a_label_costs_what_it_is_near() {
        let discs = [disc_on("c3"), disc_on("d4"), disc_on("f4")];
        let scene = scene_with(&discs, "c3");
        let (w, h) = label_half_size(100.0);
        let d4 = centre_of("d4");
        let cost = |centre: Point, others: &[ShareLabel]| {
            scene.label_cost("d4".parse().unwrap(), centre, &[], others).unwrap()
        };
        // Right of d4, 0.05 of a square clear of its rim: nothing near.
        let right = (d4.0 + 42.25 + 5.0 + w, d4.1);
        assert_eq!(cost(right, &[]), 0.0);
        let beside =
            |gap: f64| [ShareLabel { recipient: "e4".parse().unwrap(), centre: (right.0 + 2.0 * w + gap, right.1) }];
        assert_eq!(cost(right, &beside(3.0)), HIDES, "3 pixels from another label");
        assert_eq!(cost(right, &beside(5.0)), 0.0, "5 pixels from another label");
        let below = |gap: f64| {
            [ShareLabel { recipient: "d3".parse().unwrap(), centre: (right.0 + w, right.1 + 2.0 * h + gap) }]
        };
        assert_eq!(cost(right, &below(3.0)), HIDES, "3 pixels above another label");
        assert_eq!(cost(right, &below(5.0)), 0.0, "5 pixels above another label");
        // Nearer d4's rim than the clearance: on the piece.
        let touching = (d4.0 + 42.25 + 1.0 + w, d4.1);
        assert_eq!(cost(touching, &[]), LABEL_ON_PIECE);
        // Halfway to f4: as near to f4's rim as to d4's, so not clearly d4's.
        let halfway = (d4.0 + 100.0, d4.1);
        assert_eq!(cost(halfway, &[]), LABEL_DETACHED);
    }
}
