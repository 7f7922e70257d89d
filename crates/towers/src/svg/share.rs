//! Where a share's arcs, arrowheads and `+1` labels go.
//!
//! A share is drawn as one arc per recipient, from the sharer to the
//! recipient, ending in an arrowhead on the recipient's rim, with a `+1`
//! beside the recipient. Two fixed rules place them:
//!
//! - **Arcs.** Every arc is a quadratic curve that bulges to one side of
//!   the line from sharer to recipient by half its length (at least 1.3
//!   squares, so that an arc to a neighbour is long enough for its head).
//!   Arcs to recipients on one line from the sharer nest: the longer arc
//!   bulges more and passes round the nearer recipient. The side is the one
//!   towards the middle of the board, unless the arc would pass over more
//!   other pieces that way than the other way, or leave the picture. A line
//!   through the middle has no inside; its arc bulges up, or to the right
//!   when the line is upright.
//! - **Labels.** Each label takes the first of sixteen places around its
//!   recipient (the four corners, then the four sides, just clear of the
//!   rim, then the same further out) that keeps clear of every arrowhead,
//!   every label placed before it, every piece and every arc, is plainly
//!   nearer its own recipient than any other piece, and stays in the picture. When no place is clear of all of that, the arcs are
//!   dropped from the test, then the pieces; a label never covers an
//!   arrowhead or another label while any place avoids them.
//!
//! Nothing depends on anything but the position and the share, so the same
//! share always gives the same picture. Lengths are in pixels; the
//! constants are in squares.

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
/// How far an arc's control point lies from the middle of its line: a share
/// of the line's length, and a minimum in squares.
const BULGE: f64 = 0.5;
const MIN_BULGE: f64 = 1.3;
/// The arcs' line width.
pub(super) const ARC_WIDTH: f64 = 0.08;
/// The labels' font size.
pub(super) const LABEL_FONT: f64 = 0.26;
/// The label's box in ems: `+1` in DejaVu Sans Bold, the widest of the
/// usual sans-serif fonts, is 1.54 ems wide; its ink rises 0.73 ems above
/// the baseline and does not go below it.
const LABEL_WIDTH_EM: f64 = 1.54;
const LABEL_HEIGHT_EM: f64 = 0.73;
/// The gaps between a label and its recipient's rim, nearest first.
const LABEL_GAPS: [f64; 2] = [0.05, 0.25];
/// The clearance kept between a label and what it must not touch.
const CLEAR: f64 = 0.02;
/// How much nearer to its own recipient's rim than to any other piece's a
/// label has to be to be plainly its own.
const ATTACHED: f64 = 0.1;

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
    fn grown(self, by: f64) -> Rect {
        Rect { left: self.left - by, top: self.top - by, right: self.right + by, bottom: self.bottom + by }
    }

    fn contains(&self, other: &Rect) -> bool {
        self.left <= other.left && other.right <= self.right && self.top <= other.top && other.bottom <= self.bottom
    }

    fn overlaps(&self, other: &Rect) -> bool {
        self.left < other.right && other.left < self.right && self.top < other.bottom && other.top < self.bottom
    }

    /// The distance from `p` to the rectangle (0 inside).
    fn distance(&self, (x, y): Point) -> f64 {
        let dx = (self.left - x).max(x - self.right).max(0.0);
        let dy = (self.top - y).max(y - self.bottom).max(0.0);
        dx.hypot(dy)
    }
}

/// One arc of a share, with its arrowhead.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ShareArc {
    /// Where the curve starts, just outside the sharer's rim.
    pub(super) start: Point,
    /// The curve's control point.
    pub(super) control: Point,
    /// The end, just inside the head's base.
    pub(super) end: Point,
    /// The arrowhead: its tip on the recipient's rim, then its base corners.
    pub(super) head: [Point; 3],
}

impl ShareArc {
    /// Points along the curve, for the labels' test against it.
    fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..=32).map(|i| {
            let t = f64::from(i) / 32.0;
            let u = 1.0 - t;
            let (a, q, b) = (self.start, self.control, self.end);
            (u * u * a.0 + 2.0 * u * t * q.0 + t * t * b.0, u * u * a.1 + 2.0 * u * t * q.1 + t * t * b.1)
        })
    }
}

/// A `+1` label: the centre of its box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct ShareLabel {
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
    /// The sharer's centre.
    pub(super) from: Point,
    /// The recipients' squares and centres (on the board, not the sharer).
    pub(super) recipients: &'a [(Square, Point)],
}

/// The half-sizes of a label's box.
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
        let arcs: Vec<ShareArc> = self.recipients.iter().map(|&recipient| self.arc(recipient)).collect();
        let mut labels = Vec::with_capacity(arcs.len());
        for &recipient in self.recipients {
            let centre = self.label_place(recipient, &arcs, &labels);
            labels.push(ShareLabel { centre });
        }
        ShareLayout { arcs, labels }
    }

    /// The outer radius of the piece on `square` (a full piece's, 0.4 and
    /// half its 0.045 rim, if there is none: the picture draws an action as
    /// given).
    fn radius_at(&self, square: Square) -> f64 {
        self.discs.iter().find(|disc| disc.square == square).map_or((0.4 + 0.0225) * self.square, |disc| disc.radius)
    }

    /// The arc to the recipient on `square`, centred at `to`.
    fn arc(&self, (square, to): (Square, Point)) -> ShareArc {
        let s = self.square;
        let from = self.from;
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let chord = dx.hypot(dy).max(1e-9);
        let middle = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
        let centre = ((self.board.left + self.board.right) / 2.0, (self.board.top + self.board.bottom) / 2.0);
        // The perpendicular towards the board's middle; on a line through
        // the middle (to a rounding error), the one pointing up, or right.
        let (mut nx, mut ny) = (-dy / chord, dx / chord);
        let inwards = nx * (centre.0 - middle.0) + ny * (centre.1 - middle.1);
        let flip = if inwards.abs() < 1e-6 * s { ny > 0.0 || (ny == 0.0 && nx < 0.0) } else { inwards < 0.0 };
        if flip {
            (nx, ny) = (-nx, -ny);
        }
        let bulge = (BULGE * chord).max(MIN_BULGE * s);
        let inwards = self.arc_to(square, to, (middle.0 + nx * bulge, middle.1 + ny * bulge));
        let outwards = self.arc_to(square, to, (middle.0 - nx * bulge, middle.1 - ny * bulge));
        if self.arc_cost(square, &outwards) < self.arc_cost(square, &inwards) { outwards } else { inwards }
    }

    /// What an arc to `recipient` covers: the other pieces it passes over
    /// (another recipient counts twice: its own arrow and label are there),
    /// or, worse than any number of them, a part outside the picture.
    fn arc_cost(&self, recipient: Square, arc: &ShareArc) -> usize {
        let inside = self.picture.grown(-ARC_WIDTH / 2.0 * self.square);
        let corner = |(x, y): Point| Rect { left: x, top: y, right: x, bottom: y };
        if !arc.points().chain(arc.head).all(|p| inside.contains(&corner(p))) {
            return usize::MAX;
        }
        let reach = ARC_WIDTH / 2.0 * self.square;
        let from = self.from;
        self.discs
            .iter()
            .filter(|disc| disc.square != recipient && disc.centre != from)
            .filter(|disc| {
                arc.points().any(|(x, y)| (x - disc.centre.0).hypot(y - disc.centre.1) < disc.radius + reach)
            })
            .map(|disc| if self.recipients.iter().any(|&(other, _)| other == disc.square) { 2 } else { 1 })
            .sum()
    }

    /// The arc to the recipient on `square`, centred at `to`, along the
    /// quadratic curve with this control point.
    fn arc_to(&self, square: Square, to: Point, control: Point) -> ShareArc {
        let s = self.square;
        let from = self.from;
        // The curve leaves the sharer and reaches the recipient along its
        // end tangents, which point at the control point.
        let towards = |(px, py): Point, distance: f64| {
            let (tx, ty) = (control.0 - px, control.1 - py);
            let t = tx.hypot(ty).max(1e-9);
            (px + tx / t * distance, py + ty / t * distance)
        };
        let rim = self.radius_at(square);
        let tip = towards(to, rim);
        let base = towards(to, rim + HEAD_LENGTH * s);
        let (ux, uy) = ((tip.0 - base.0) / (HEAD_LENGTH * s), (tip.1 - base.1) / (HEAD_LENGTH * s));
        let half = HEAD_HALF_WIDTH * s;
        let head = [tip, (base.0 - uy * half, base.1 + ux * half), (base.0 + uy * half, base.1 - ux * half)];
        let end = towards(to, rim + (HEAD_LENGTH - HEAD_OVERLAP) * s);
        ShareArc { start: towards(from, START_GAP * s), control, end, head }
    }

    /// The places a label may take around its recipient, box centres in
    /// order: up-right, up-left, down-right, down-left, right, left, up,
    /// down, each with its box just clear of the rim, then further out.
    fn label_places(&self, (square, centre): (Square, Point)) -> Vec<Point> {
        const DIRECTIONS: [(f64, f64); 8] =
            [(1.0, -1.0), (-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (1.0, 0.0), (-1.0, 0.0), (0.0, -1.0), (0.0, 1.0)];
        let (w, h) = label_half_size(self.square);
        let rim = self.radius_at(square);
        let mut places = Vec::with_capacity(2 * DIRECTIONS.len());
        for gap in LABEL_GAPS {
            let radius = rim + gap * self.square;
            for (dx, dy) in DIRECTIONS {
                let place = if dx == 0.0 {
                    (0.0, dy * (radius + h))
                } else if dy == 0.0 {
                    (dx * (radius + w), 0.0)
                } else {
                    // The box's inner corner on the circle's diagonal.
                    let r = radius * core::f64::consts::FRAC_1_SQRT_2;
                    (dx * (r + w), dy * (r + h))
                };
                places.push((centre.0 + place.0, centre.1 + place.1));
            }
        }
        places
    }

    /// Where the label of `recipient` goes, given every arc and the labels
    /// placed before it (see the module docs).
    fn label_place(&self, recipient: (Square, Point), arcs: &[ShareArc], placed: &[ShareLabel]) -> Point {
        let s = self.square;
        let (w, h) = label_half_size(s);
        let boxed = |(x, y): Point| Rect { left: x - w, top: y - h, right: x + w, bottom: y + h };
        let places = self.label_places(recipient);
        // What a place must keep clear of, strictest first.
        let clear_of_marks = |b: &Rect| {
            let padded = b.grown(CLEAR * s);
            self.picture.contains(b)
                && !arcs.iter().any(|arc| rect_meets_triangle(&padded, &arc.head))
                && !placed.iter().any(|label| boxed(label.centre).overlaps(&padded))
        };
        // Clear of every piece, and nearer its own recipient than any other
        // piece, so that whose label it is stays plain.
        let own = self.radius_at(recipient.0);
        let clear_of_pieces = |b: &Rect| {
            let own_gap = b.distance(recipient.1) - own;
            self.discs.iter().filter(|disc| disc.square != recipient.0).all(|disc| {
                let gap = b.distance(disc.centre) - disc.radius;
                gap >= CLEAR * s && gap > own_gap + ATTACHED * s
            }) && own_gap >= CLEAR * s
        };
        let clear_of_arcs = |b: &Rect| {
            let lined = b.grown((CLEAR + ARC_WIDTH / 2.0) * s);
            arcs.iter().all(|arc| arc.points().all(|p| lined.distance(p) > 0.0))
        };
        let tests: [&dyn Fn(&Rect) -> bool; 3] = [
            &|b| clear_of_marks(b) && clear_of_pieces(b) && clear_of_arcs(b),
            &|b| clear_of_marks(b) && clear_of_pieces(b),
            &clear_of_marks,
        ];
        tests.iter().find_map(|test| places.iter().find(|&&place| test(&boxed(place)))).copied().unwrap_or(places[0])
    }
}

/// Whether the rectangle and the triangle overlap (separating axes: the
/// rectangle's two and the triangle's three edge normals).
fn rect_meets_triangle(r: &Rect, t: &[Point; 3]) -> bool {
    let corners = [(r.left, r.top), (r.right, r.top), (r.right, r.bottom), (r.left, r.bottom)];
    let mut axes = vec![(1.0, 0.0), (0.0, 1.0)];
    for i in 0..3 {
        let (a, b) = (t[i], t[(i + 1) % 3]);
        axes.push((b.1 - a.1, a.0 - b.0));
    }
    axes.iter().all(|&(ax, ay)| {
        let span = |points: &[Point]| {
            points
                .iter()
                .map(|p| p.0 * ax + p.1 * ay)
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| (lo.min(v), hi.max(v)))
        };
        let ((r_lo, r_hi), (t_lo, t_hi)) = (span(&corners), span(t));
        r_lo < t_hi && t_lo < r_hi
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 6 x 6 board of 100-pixel squares, drawn as the pictures draw it.
    fn scene<'a>(discs: &'a [Disc], from: &str, recipients: &'a [(Square, Point)]) -> Scene<'a> {
        Scene {
            square: 100.0,
            board: Rect { left: 23.0, top: 15.0, right: 623.0, bottom: 615.0 },
            picture: Rect { left: 0.0, top: 0.0, right: 638.0, bottom: 638.0 },
            discs,
            from: centre_of(from),
            recipients,
        }
    }

    fn centre_of(square: &str) -> Point {
        let square: Square = square.parse().unwrap();
        (
            23.0 + 100.0 * (f64::from(square.file().index()) + 0.5),
            15.0 + 100.0 * (5.5 - f64::from(square.rank().index())),
        )
    }

    fn disc_on(square: &str) -> Disc {
        Disc { square: square.parse().unwrap(), centre: centre_of(square), radius: 42.25 }
    }

    /// The rectangle/triangle test on cases checked by hand.
    #[test]
    fn rectangles_and_triangles_meet_as_drawn() {
        let unit = Rect { left: 0.0, top: 0.0, right: 1.0, bottom: 1.0 };
        assert!(rect_meets_triangle(&unit, &[(0.2, 0.2), (0.8, 0.2), (0.5, 0.8)]), "inside");
        assert!(rect_meets_triangle(&unit, &[(0.9, 0.5), (1.5, 0.0), (1.5, 1.0)]), "poking in");
        assert!(!rect_meets_triangle(&unit, &[(3.0, 0.0), (4.0, 0.0), (4.0, 1.0)]), "far");
        // Its bounding box overlaps the square, the triangle does not.
        assert!(!rect_meets_triangle(&unit, &[(1.1, 0.0), (2.0, -1.0), (2.0, 0.0)]), "beside");
    }

    /// An arc bulges towards the middle by half its length, at least 1.3
    /// squares, and its head's tip touches the recipient's rim.
    #[test]
    fn an_arc_bulges_towards_the_middle() {
        let discs = [disc_on("a1"), disc_on("d1"), disc_on("b1")];
        let recipients = [("d1".parse().unwrap(), centre_of("d1")), ("b1".parse().unwrap(), centre_of("b1"))];
        let layout = scene(&discs, "a1", &recipients).layout();
        let (a1, d1) = (centre_of("a1"), centre_of("d1"));
        // Three squares long: the control point 1.5 squares above the middle.
        assert!((layout.arcs[0].control.0 - (a1.0 + d1.0) / 2.0).abs() < 1e-9);
        assert!((layout.arcs[0].control.1 - (a1.1 - 150.0)).abs() < 1e-9);
        // One square long: 1.3 squares.
        assert!((layout.arcs[1].control.1 - (a1.1 - 130.0)).abs() < 1e-9);
        for (arc, to) in layout.arcs.iter().zip([d1, centre_of("b1")]) {
            let tip = arc.head[0];
            assert!(((tip.0 - to.0).hypot(tip.1 - to.1) - 42.25).abs() < 1e-9, "{arc:?}");
        }
        // The arc to d1 passes above b1's disc, the nearer recipient.
        let b1 = centre_of("b1");
        assert!(layout.arcs[0].points().all(|p| (p.0 - b1.0).hypot(p.1 - b1.1) > 42.25), "nested");
    }

    /// A label goes up and right of its recipient when that is clear, and
    /// to the next place in the order when an arrowhead or another label
    /// is there.
    #[test]
    fn a_label_takes_the_first_clear_place() {
        let discs = [disc_on("c3"), disc_on("d4"), disc_on("a6")];
        let d4 = ("d4".parse().unwrap(), centre_of("d4"));
        let scene = scene(&discs, "c3", &[]);
        let places = scene.label_places(d4);
        assert_eq!(places.len(), 16);
        let (centre, first) = (d4.1, places[0]);
        assert!(first.0 > centre.0 && first.1 < centre.1, "up and right: {first:?}");
        assert_eq!(scene.label_place(d4, &[], &[]), first);
        // A label already there: the next place, up and left.
        let taken = [ShareLabel { centre: first }];
        assert_eq!(scene.label_place(d4, &[], &taken), places[1]);
        // An arrowhead there instead: the same.
        let head = [first, (first.0 + 5.0, first.1), (first.0, first.1 + 5.0)];
        let arc = ShareArc { start: (0.0, 600.0), control: (0.0, 600.0), end: (1.0, 600.0), head };
        assert_eq!(scene.label_place(d4, &[arc], &[]), places[1]);
        // A piece on e4, as near to that place as d4: no longer plainly
        // d4's label, so up and left again.
        let crowded = [disc_on("c3"), disc_on("d4"), disc_on("e4")];
        let crowded = Scene { discs: &crowded, ..scene };
        assert_eq!(crowded.label_place(d4, &[], &[]), places[1]);
    }
}
