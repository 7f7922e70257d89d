//! Pictures: Sirocco boards and states as SVG.
//!
//! [`Sirocco::to_svg`] draws the point-and-line board and the pawns;
//! [`Board::to_svg`] draws a board alone (the reference board or any custom
//! board).
//!
//! | element | drawn as |
//! |---|---|
//! | line | a grey line |
//! | field point | a small dark dot |
//! | base | a large circle in its seat's colour |
//! | grey dot | a grey disc ringed in its seat's colour |
//! | protected spot | a white disc with a thick red rim |
//! | pawn | its seat's shape and colour with the seat's number (1 South-West, 2 North-West, 3 North-East, 4 South-East) |
//!
//! Seats differ in **shape** as well as colour (South-West a circle,
//! North-West a square, North-East a diamond, South-East a hexagon), so the
//! picture reads without colour vision. Several pawns on a base are one
//! pawn with a badge giving their number. The last move ([`LastMove`]) is an
//! arrow along the board's lines from its start to its end point (one path
//! of the thrown length: the move names only its ends), the start ringed
//! dashed and the end solid; a capture adds a cross-hair ring at the end.
//! Under the board: the result of a finished game or whose turn it is, the
//! round, and each player's score and captures, laid out to fit the
//! picture's width ([`Caption`]).
//!
//! Boards whose point names are lattice squares (`a1` … `p16`, as on the
//! reference board) are drawn on that lattice with a coordinate frame; other
//! boards are drawn with their points on a circle, in point order, with
//! their names.
//!
//! # Examples
//!
//! ```
//! use boardkit_core::Game;
//! use boardkit_sirocco::{Sirocco, svg::{LastMove, SvgOptions}};
//!
//! let mut game = Sirocco::startpos(4)?;
//! game.play(&"roll 3".parse()?)?;
//! let before = game.clone();
//! let step = "a1-d4".parse()?;
//! game.play(&step)?;
//! let last = LastMove::new(&before, &step)?.ok_or("a step is drawn")?;
//! let picture = game.to_svg(&SvgOptions::new().with_last_move(last));
//! assert!(picture.contains(">North-West to roll</text>"));
//! assert!(picture.contains(">5</text>")); // the badge: five pawns left on a1
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_core::Game;
use boardkit_geometry::Square;
use boardkit_geometry::graph::PointId;
use boardkit_geometry::svg::{Caption, PathData, Svg, palette};

use crate::{Board, Move, PlayError, PointName, Seat, Sirocco};

/// The last pawn step as a picture shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LastMove {
    /// Where the pawn started.
    pub from: PointName,
    /// Where it ended.
    pub to: PointName,
    /// The seat of the pawn it captured, if it captured one.
    pub captured: Option<Seat>,
    /// The seat whose pawn moved.
    pub seat: Seat,
    /// How many steps it went (the throw): the arrow follows a path of this
    /// length along the board's lines (0: a straight arrow).
    pub steps: u8,
}

impl LastMove {
    /// The last move `mv`, played from `before`: `Some` for a pawn step,
    /// `None` for a throw or a pass (nothing moved on the board).
    ///
    /// # Errors
    ///
    /// [`PlayError`] when `mv` is not legal in `before`.
    pub fn new(before: &Sirocco, mv: &Move) -> Result<Option<LastMove>, PlayError> {
        before.clone().play(mv)?;
        Ok(match *mv {
            Move::Step { from, to } => {
                let captured = before.board().point(to).and_then(|point| before.owner(point));
                let (seat, steps) = (before.seat_to_move(), before.pending_throw().unwrap_or(0));
                Some(LastMove { from, to, captured, seat, steps })
            }
            Move::Roll(_) | Move::Pass => None,
        })
    }
}

/// How [`Sirocco::to_svg`] and [`Board::to_svg`] draw.
#[derive(Clone, Debug, PartialEq)]
pub struct SvgOptions {
    /// The distance between neighbouring lattice points in pixels (default 36).
    pub spacing: f64,
    /// The last pawn step, highlighted (none by default).
    pub last_move: Option<LastMove>,
    /// Whether point names are written next to the points: `None` (the
    /// default) writes them only for boards without a lattice, which get no
    /// coordinate frame.
    pub point_names: Option<bool>,
    /// Whether the turn and scores are written under the board (default on).
    pub caption: bool,
    /// The picture's title, its accessible name (default: the state text or
    /// the board's name).
    pub title: Option<String>,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions { spacing: 36.0, last_move: None, point_names: None, caption: true, title: None }
    }
}

impl SvgOptions {
    /// The default options.
    pub fn new() -> SvgOptions {
        SvgOptions::default()
    }

    /// The same options with the last step highlighted.
    pub fn with_last_move(mut self, last_move: LastMove) -> SvgOptions {
        self.last_move = Some(last_move);
        self
    }

    /// The same options with point names on or off.
    pub fn with_point_names(mut self, names: bool) -> SvgOptions {
        self.point_names = Some(names);
        self
    }

    /// The same options with or without the caption.
    pub fn with_caption(mut self, caption: bool) -> SvgOptions {
        self.caption = caption;
        self
    }

    /// The same options with another spacing (at least 16 pixels).
    pub fn with_spacing(mut self, spacing: f64) -> SvgOptions {
        self.spacing = spacing.max(16.0);
        self
    }

    /// The same options with a title.
    pub fn with_title(mut self, title: &str) -> SvgOptions {
        self.title = Some(title.to_string());
        self
    }
}

/// A seat's colour (Okabe–Ito) and the colour of text on it.
fn seat_colours(seat: Seat) -> (&'static str, &'static str) {
    match seat {
        Seat::SouthWest => (palette::BLUE, palette::WHITE),
        Seat::NorthWest => (palette::ORANGE, palette::INK),
        Seat::NorthEast => (palette::GREEN, palette::WHITE),
        Seat::SouthEast => (palette::PURPLE, palette::INK),
    }
}

const LINE: &str = "#9a9a9a";
const GREY_DOT: &str = "#c8c8c8";
const PROTECTED: &str = "#c0282d";
const FIELD: &str = "#ffffff";
const HIGHLIGHT: &str = palette::YELLOW;

/// Adds the seat's pawn shape of "radius" `r` around `(x, y)` to `d`.
fn pawn_shape(d: &mut PathData, seat: Seat, x: f64, y: f64, r: f64) {
    match seat {
        Seat::SouthWest => {
            d.circle(x, y, r);
        }
        Seat::NorthWest => {
            let half = 0.88 * r;
            d.move_to(x - half, y - half).h(2.0 * half).v(2.0 * half).h(-2.0 * half).close();
        }
        Seat::NorthEast => {
            let reach = 1.18 * r;
            d.move_to(x, y - reach).line_by(reach, reach).line_by(-reach, reach).line_by(-reach, -reach).close();
        }
        Seat::SouthEast => {
            // A hexagon with flat top and bottom: √3/2 ≈ 0.866.
            let (w, h) = (1.05 * r, 1.05 * r * 0.866);
            d.move_to(x - w, y).line_by(w / 2.0, -h).h(w).line_by(w / 2.0, h).line_by(-w / 2.0, h).h(-w).close();
        }
    }
}

/// Sine and cosine of `turns` full turns, from a fixed polynomial (so the
/// circle layout is the same on every platform, unlike the system's libm).
fn sin_cos(turns: f64) -> (f64, f64) {
    let angle = (turns - turns.floor()) * core::f64::consts::TAU;
    // Reduce to [-π, π], then Taylor series to x^15: error below 1e-6 there.
    let x = if angle > core::f64::consts::PI { angle - core::f64::consts::TAU } else { angle };
    let (mut sin, mut cos) = (0.0, 0.0);
    let (mut term_sin, mut term_cos) = (x, 1.0);
    for n in 0..10 {
        sin += term_sin;
        cos += term_cos;
        let k = f64::from(2 * n + 2);
        term_sin *= -x * x / (k * (k + 1.0));
        term_cos *= -x * x / ((k - 1.0) * k);
    }
    (sin, cos)
}

/// Where the points of a board go.
struct Layout {
    /// Each point's centre, by point index.
    centres: Vec<(f64, f64)>,
    width: f64,
    height: f64,
    /// The lattice size and origin when the board is drawn on a lattice.
    lattice: Option<Lattice>,
    spacing: f64,
}

#[derive(Clone, Copy)]
struct Lattice {
    files: u8,
    ranks: u8,
    left: f64,
    top: f64,
}

impl Layout {
    fn new(board: &Board, spacing: f64) -> Layout {
        let g = spacing;
        let squares: Option<Vec<Square>> = board
            .graph()
            .points()
            .map(|p| board.point_name(p).and_then(|name| name.as_str().parse::<Square>().ok()))
            .collect();
        match squares {
            Some(squares) if !squares.is_empty() => {
                let files = squares.iter().map(|s| s.file().index()).max().unwrap_or(0) + 1;
                let ranks = squares.iter().map(|s| s.rank().index()).max().unwrap_or(0) + 1;
                let (left, top) = (1.1 * g, 0.7 * g);
                let centres = squares
                    .iter()
                    .map(|s| {
                        (left + f64::from(s.file().index()) * g, top + f64::from(ranks - 1 - s.rank().index()) * g)
                    })
                    .collect();
                let width = left + f64::from(files - 1) * g + 0.7 * g;
                let height = top + f64::from(ranks - 1) * g + 1.3 * g;
                Layout { centres, width, height, lattice: Some(Lattice { files, ranks, left, top }), spacing }
            }
            _ => {
                // A circle whose neighbouring points are about one spacing apart.
                let n = board.len().max(1);
                let radius = (n as f64 * 1.6 * g / core::f64::consts::TAU).max(2.0 * g);
                let centre = radius + 1.5 * g;
                let centres = (0..n)
                    .map(|i| {
                        let (sin, cos) = sin_cos(i as f64 / n as f64);
                        (centre + radius * sin, centre - radius * cos)
                    })
                    .collect();
                Layout { centres, width: 2.0 * centre, height: 2.0 * centre, lattice: None, spacing }
            }
        }
    }

    fn at(&self, point: PointId) -> (f64, f64) {
        self.centres.get(point.index()).copied().unwrap_or((0.0, 0.0))
    }
}

impl Board {
    /// The board alone as an SVG picture (see the [`svg`](crate::svg) module).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::{Board, svg::SvgOptions};
    /// let picture = Board::reference().to_svg(&SvgOptions::new());
    /// assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
    /// ```
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        let title = options.title.clone().unwrap_or_else(|| format!("Sirocco board {}", self.name()));
        draw(self, None, options, &title)
    }
}

impl Sirocco {
    /// The state as an SVG picture (see the [`svg`](crate::svg) module).
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        let title = options.title.clone().unwrap_or_else(|| format!("Sirocco state {self}"));
        draw(self.board(), Some(self), options, &title)
    }
}

fn draw(board: &Board, game: Option<&Sirocco>, options: &SvgOptions, title: &str) -> String {
    let g = options.spacing.max(16.0);
    let layout = Layout::new(board, g);
    let names = options.point_names.unwrap_or(layout.lattice.is_none());
    let caption = match game {
        Some(game) if options.caption => Some(caption(game, layout.width, layout.height, g)),
        _ => None,
    };
    let height = layout.height + caption.as_ref().map_or(0.0, |(caption, _)| caption.height() + 0.2 * g);
    let mut svg = Svg::with_attributes(layout.width, height, &[("font-family", "sans-serif")]);
    svg.title(title);
    svg.tag("rect").num("width", layout.width).num("height", height).attr("fill", palette::WHITE);
    draw_board(&mut svg, board, &layout, names);
    if let (Some(game), Some(last)) = (game, &options.last_move) {
        draw_last_move(&mut svg, game.board(), &layout, last);
    }
    if let Some(game) = game {
        draw_pawns(&mut svg, game, &layout);
        if let Some(last) = &options.last_move
            && last.captured.is_some()
            && let Some(point) = board.point(last.to)
        {
            let (x, y) = layout.at(point);
            let mut d = PathData::new();
            d.circle(x, y, 0.48 * g);
            for (dx, dy) in [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
                d.move_to(x + dx * 0.38 * g, y + dy * 0.38 * g).line_by(dx * 0.2 * g, dy * 0.2 * g);
            }
            svg.tag("path")
                .attr("d", d.as_str())
                .attr("fill", "none")
                .attr("stroke", palette::VERMILLION)
                .num("stroke-width", 0.06 * g);
        }
        if let Some((caption, markers)) = &caption {
            caption.draw(&mut svg);
            for &(seat, x, y) in markers {
                let (fill, _) = seat_colours(seat);
                let mut d = PathData::new();
                pawn_shape(&mut d, seat, x, y, 0.19 * g);
                svg.tag("path")
                    .attr("d", d.as_str())
                    .attr("fill", fill)
                    .attr("stroke", palette::INK)
                    .num("stroke-width", 0.03 * g);
            }
        }
    }
    svg.finish()
}

fn draw_board(svg: &mut Svg, board: &Board, layout: &Layout, names: bool) {
    let g = layout.spacing;
    let graph = board.graph();
    if let Some(lattice) = layout.lattice {
        svg.tag("g")
            .attr("fill", palette::GREY)
            .num("font-size", (0.33 * g).clamp(8.0, 14.0))
            .attr("text-anchor", "middle")
            .open();
        let below = lattice.top + f64::from(lattice.ranks - 1) * g + 0.85 * g;
        svg.tag("text").num("y", below).open();
        for file in 0..lattice.files {
            let letter = char::from(b'a' + file);
            svg.tag("tspan").num("x", lattice.left + f64::from(file) * g).text(&letter.to_string());
        }
        svg.end();
        for rank in 0..lattice.ranks {
            let y = lattice.top + f64::from(lattice.ranks - 1 - rank) * g + 0.12 * g;
            // Right-aligned clear of the corner circles (radius 0.51 with their rim).
            svg.tag("text")
                .num("x", lattice.left - 0.6 * g)
                .num("y", y)
                .attr("text-anchor", "end")
                .text(&(rank + 1).to_string());
        }
        svg.end();
    }
    let mut lines = PathData::new();
    for &(a, b) in graph.lines() {
        let ((x1, y1), (x2, y2)) = (layout.at(a), layout.at(b));
        lines.move_to(x1, y1).line_to(x2, y2);
    }
    svg.tag("path").attr("d", lines.as_str()).attr("stroke", LINE).num("stroke-width", 0.06 * g);
    // Field points, then the corners and protected spots on top.
    let grey_all = Seat::ALL.iter().fold(boardkit_geometry::graph::PointSet::EMPTY, |acc, &s| acc | board.grey_dots(s));
    let mut field = PathData::new();
    for point in graph.points() {
        if !board.bases().contains(point) && !grey_all.contains(point) && !board.protected().contains(point) {
            let (x, y) = layout.at(point);
            field.circle(x, y, 0.1 * g);
        }
    }
    svg.tag("path")
        .attr("d", field.as_str())
        .attr("fill", FIELD)
        .attr("stroke", palette::INK)
        .num("stroke-width", 0.05 * g);
    for seat in Seat::ALL {
        let (colour, _) = seat_colours(seat);
        let mut dots = PathData::new();
        for point in board.grey_dots(seat) {
            let (x, y) = layout.at(point);
            dots.circle(x, y, 0.22 * g);
        }
        svg.tag("path")
            .attr("d", dots.as_str())
            .attr("fill", GREY_DOT)
            .attr("stroke", colour)
            .num("stroke-width", 0.08 * g);
        let (x, y) = layout.at(board.base(seat));
        svg.tag("circle")
            .num("cx", x)
            .num("cy", y)
            .num("r", 0.46 * g)
            .attr("fill", colour)
            .num("fill-opacity", 0.3)
            .attr("stroke", colour)
            .num("stroke-width", 0.1 * g);
    }
    let mut protected = PathData::new();
    for point in board.protected() {
        let (x, y) = layout.at(point);
        protected.circle(x, y, 0.2 * g);
    }
    svg.tag("path")
        .attr("d", protected.as_str())
        .attr("fill", palette::WHITE)
        .attr("stroke", PROTECTED)
        .num("stroke-width", 0.1 * g);
    if names {
        svg.tag("g").attr("fill", palette::GREY).num("font-size", (0.3 * g).clamp(7.0, 12.0)).open();
        for point in graph.points() {
            if let Some(name) = board.point_name(point) {
                let (x, y) = layout.at(point);
                svg.tag("text").num("x", x + 0.25 * g).num("y", y - 0.25 * g).text(name.as_str());
            }
        }
        svg.end();
    }
}

fn draw_last_move(svg: &mut Svg, board: &Board, layout: &Layout, last: &LastMove) {
    let g = layout.spacing;
    let (Some(from), Some(to)) = (board.point(last.from), board.point(last.to)) else { return };
    let ((x1, y1), (x2, y2)) = (layout.at(from), layout.at(to));
    for (point, dashed) in [(from, true), (to, false)] {
        let (x, y) = layout.at(point);
        let tag = svg
            .tag("circle")
            .num("cx", x)
            .num("cy", y)
            .num("r", 0.44 * g)
            .attr("fill", HIGHLIGHT)
            .num("fill-opacity", 0.5)
            .attr("stroke", palette::INK)
            .num("stroke-width", 0.05 * g);
        if dashed {
            tag.nums("stroke-dasharray", &[0.12 * g, 0.08 * g]);
        }
    }
    // An arrow along the lines the pawn could have taken (one path of the
    // thrown length; straight when the length is not known), short of both ends.
    let path = board.graph().path_to(from, to, usize::from(last.steps), &board.path_rules(last.seat));
    let mut corners: Vec<(f64, f64)> = vec![(x1, y1)];
    corners.extend(path.unwrap_or_else(|| vec![to]).into_iter().map(|point| layout.at(point)));
    let unit = |(ax, ay): (f64, f64), (bx, by): (f64, f64)| {
        let (dx, dy) = (bx - ax, by - ay);
        let length = (dx * dx + dy * dy).sqrt();
        (length > 1e-9).then(|| (dx / length, dy / length))
    };
    let (Some(&first), Some(&second), Some(&before_last)) =
        (corners.first(), corners.get(1), corners.iter().rev().nth(1))
    else {
        return;
    };
    let (Some((sx0, sy0)), Some((ux, uy))) = (unit(first, second), unit(before_last, (x2, y2))) else { return };
    let (sx, sy) = (x1 + sx0 * 0.45 * g, y1 + sy0 * 0.45 * g);
    let (ex, ey) = (x2 - ux * 0.5 * g, y2 - uy * 0.5 * g);
    let mut d = PathData::new();
    d.move_to(sx, sy);
    for &(x, y) in &corners[1..corners.len() - 1] {
        d.line_to(x, y);
    }
    d.line_to(ex, ey);
    svg.tag("path")
        .attr("d", d.as_str())
        .attr("fill", "none")
        .attr("stroke", palette::INK)
        .num("stroke-width", 0.07 * g)
        .attr("stroke-linejoin", "round");
    // The head: a triangle at the end, pointing along the arrow.
    let (hx, hy) = (ex + ux * 0.05 * g, ey + uy * 0.05 * g);
    let (bx, by) = (hx - ux * 0.3 * g, hy - uy * 0.3 * g);
    let mut head = PathData::new();
    head.move_to(hx, hy)
        .line_to(bx - uy * 0.15 * g, by + ux * 0.15 * g)
        .line_to(bx + uy * 0.15 * g, by - ux * 0.15 * g)
        .close();
    svg.tag("path").attr("d", head.as_str()).attr("fill", palette::INK);
}

fn draw_pawns(svg: &mut Svg, game: &Sirocco, layout: &Layout) {
    let g = layout.spacing;
    let board = game.board();
    // Pawns on bases, by base: (seat, count) groups.
    let mut badges: Vec<(f64, f64, usize)> = Vec::new();
    let mut tokens: Vec<(Seat, f64, f64)> = Vec::new();
    for base_seat in Seat::ALL {
        let base = board.base(base_seat);
        let (x, y) = layout.at(base);
        let mut groups: Vec<(Seat, usize)> = Vec::new();
        for &seat in game.seats() {
            if seat == base_seat && game.pawns_on_base(seat) > 0 {
                groups.push((seat, usize::from(game.pawns_on_base(seat))));
            }
            if seat.goal() == base_seat && game.pawns_arrived(seat) > 0 {
                groups.push((seat, usize::from(game.pawns_arrived(seat))));
            }
        }
        let offsets: &[(f64, f64)] = match groups.len() {
            1 => &[(0.0, 0.0)],
            _ => &[(-0.16, -0.16), (0.16, 0.16)],
        };
        for (&(seat, count), &(ox, oy)) in groups.iter().zip(offsets) {
            let (px, py) = (x + ox * g, y + oy * g);
            tokens.push((seat, px, py));
            if count > 1 {
                // The count sits on the pawn's outer corner: above right,
                // but below right for the lower of two groups, where above
                // would touch the other group's pawn and look like its count.
                let badge_dy = if oy > 0.0 { 0.3 } else { -0.3 };
                badges.push((px + 0.3 * g, py + badge_dy * g, count));
            }
        }
    }
    for &seat in game.seats() {
        for point in game.pawns_on_board(seat) {
            let (x, y) = layout.at(point);
            tokens.push((seat, x, y));
        }
    }
    for seat in Seat::ALL {
        let (fill, ink) = seat_colours(seat);
        let mut d = PathData::new();
        for &(_, x, y) in tokens.iter().filter(|(s, _, _)| *s == seat) {
            pawn_shape(&mut d, seat, x, y, 0.3 * g);
        }
        if d.is_empty() {
            continue;
        }
        svg.tag("path")
            .attr("d", d.as_str())
            .attr("fill", fill)
            .attr("stroke", palette::INK)
            .num("stroke-width", 0.05 * g);
        svg.tag("g")
            .attr("fill", ink)
            .num("font-size", 0.36 * g)
            .attr("font-weight", "bold")
            .attr("text-anchor", "middle")
            .open();
        for &(_, x, y) in tokens.iter().filter(|(s, _, _)| *s == seat) {
            svg.tag("text").num("x", x).num("y", y + 0.13 * g).text(&seat.digit().to_string());
        }
        svg.end();
    }
    if !badges.is_empty() {
        let mut d = PathData::new();
        for &(x, y, _) in &badges {
            d.circle(x, y, 0.19 * g);
        }
        svg.tag("path")
            .attr("d", d.as_str())
            .attr("fill", palette::WHITE)
            .attr("stroke", palette::INK)
            .num("stroke-width", 0.04 * g);
        svg.tag("g").attr("fill", palette::INK).num("font-size", 0.26 * g).attr("text-anchor", "middle").open();
        for &(x, y, count) in &badges {
            svg.tag("text").num("x", x).num("y", y + 0.09 * g).text(&count.to_string());
        }
        svg.end();
    }
}

/// The caption under the board: the result of a finished game (else whose
/// throw it is) with the round beside it, then one entry per seat with its
/// pawn shape, laid out to fit the picture's width; and where each seat's
/// marker goes.
fn caption(game: &Sirocco, width: f64, top: f64, g: f64) -> (Caption, Vec<(Seat, f64, f64)>) {
    let status = match (game.outcome(), game.pending_throw()) {
        (Some(outcome), _) => outcome.to_string(),
        (None, Some(throw)) => format!("{} rolled {throw}", game.seat_to_move()),
        (None, None) => format!("{} to roll", game.seat_to_move()),
    };
    let mut caption = Caption::new(0.3 * g, width - 0.3 * g, top - 0.2 * g);
    caption.row(&status, 0.38 * g, palette::INK, game.outcome().is_some());
    caption.beside(&format!("round {}", game.round()), 0.32 * g, palette::GREY);
    let entries: Vec<String> = game
        .seats()
        .iter()
        .map(|&seat| format!("{} {}: score {}, captured {}", seat.digit(), seat, game.score(seat), game.captures(seat)))
        .collect();
    let starts = caption.cells(&entries, 0.32 * g, palette::INK, 0.6 * g, 2);
    let markers = game.seats().iter().zip(starts).map(|(&seat, (x, y))| (seat, x - 0.35 * g, y - 0.11 * g)).collect();
    (caption, markers)
}

/// A seeded random game of four players after `plies` moves (throws
/// included) and its last pawn step: the "game in progress" picture of the
/// docs.
#[cfg(test)]
pub(crate) fn seeded_moment(seed: u64, plies: usize) -> (Sirocco, Option<LastMove>) {
    use boardkit_core::{SplitMix64, random_move};
    let mut game = Sirocco::startpos(4).unwrap_or_else(|_| unreachable!("4 players is valid"));
    let mut rng = SplitMix64::new(seed);
    let mut last = None;
    for _ in 0..plies {
        let Some(mv) = random_move(&game, &mut rng) else { break };
        let before = game.clone();
        if game.play(&mv).is_err() {
            break;
        }
        if let Ok(Some(step)) = LastMove::new(&before, &mv) {
            last = Some(step);
        }
    }
    (game, last)
}

/// The pictures committed under `docs/`: every file's path (relative to the
/// crate) and content. `docs/pictures.md` is the crate docs' section that
/// shows them inline.
#[cfg(test)]
pub(crate) fn committed_pictures() -> Vec<(String, String)> {
    let start = Sirocco::startpos(4)
        .map(|game| game.to_svg(&SvgOptions::new().with_title("Sirocco: the start position of four players")))
        .unwrap_or_default();
    let (game, last) = seeded_moment(7, 140);
    let mut options = SvgOptions::new().with_title("Sirocco: a seeded random game of four players in progress");
    if let Some(last) = last {
        options = options.with_last_move(last);
    }
    let moment = game.to_svg(&options);
    let chapter = format!(
        "# Pictures\n\n\
         The start position of four players, drawn by [`Sirocco::to_svg`](crate::Sirocco::to_svg): six pawns on \
         each base (the badge counts them), the grey dots ringed in their seat's colour, the protected spots \
         with a red rim. Seats differ in shape as well as colour: 1 South-West ●, 2 North-West ■, \
         3 North-East ◆, 4 South-East ⬢.\n\n\
         <div>\n{start}</div>\n\n\
         A seeded random game in progress, its last step drawn as an arrow along the board's lines from the \
         dashed ring to the solid one (a capture would add a red cross-hair):\n\n\
         <div>\n{moment}</div>\n"
    );
    vec![
        ("docs/svg/startpos-4.svg".to_string(), start),
        ("docs/svg/game-in-progress.svg".to_string(), moment),
        ("docs/pictures.md".to_string(), chapter),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_svg_check::verify_committed;

    /// Every committed picture (and the docs section showing them) is what
    /// the code draws today, and no stale picture is left beside them.
    /// Regenerate with `UPDATE_DOCS=1 cargo test -p boardkit-sirocco --lib committed_pictures`.
    #[test]
    fn committed_pictures_are_up_to_date() {
        let update = std::env::var_os("UPDATE_DOCS").is_some();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        verify_committed(root, &committed_pictures(), &["docs/svg"], update)
            .unwrap_or_else(|error| panic!("{error} (UPDATE_DOCS=1 regenerates the pictures)"));
    }

    #[test]
    fn the_fixed_sine_is_close_to_the_real_one() {
        for i in 0..=64 {
            let turns = f64::from(i) / 64.0;
            let (sin, cos) = sin_cos(turns);
            let angle = turns * core::f64::consts::TAU;
            assert!((sin - angle.sin()).abs() < 1e-6 && (cos - angle.cos()).abs() < 1e-6, "{turns}");
        }
    }

    /// The picture's size from its `viewBox`.
    fn view_size(document: &str) -> (f64, f64) {
        boardkit_svg_check::view_box_size(document).unwrap_or_else(|| panic!("no viewBox"))
    }

    /// The caption box fits its text (by the width estimate) and the picture
    /// holds the caption, through whole games of 2, 3 and 4 players; a
    /// finished game shows its result.
    #[test]
    fn captions_fit_their_pictures_in_every_state() {
        use boardkit_core::{SplitMix64, random_move};
        for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
            let mut game = Sirocco::startpos(players).unwrap();
            let mut rng = SplitMix64::new(seed);
            let mut plies = 0u32;
            loop {
                if plies.is_multiple_of(25) || game.outcome().is_some() {
                    let picture = game.to_svg(&SvgOptions::new());
                    let (width, height) = view_size(&picture);
                    let layout = Layout::new(game.board(), 36.0);
                    let (caption, _) = caption(&game, layout.width, layout.height, 36.0);
                    assert!(caption.fits(), "{players} players, ply {plies}: {:?}", caption.placed());
                    assert!(layout.width <= width + 1e-9);
                    let bottom = caption.placed().iter().map(|p| p.y + 0.25 * p.font_size).fold(0.0, f64::max);
                    assert!(bottom <= height, "the caption ends at {bottom} of {height}");
                    if let Some(outcome) = game.outcome() {
                        let lines: Vec<&str> = caption.placed().iter().map(|p| p.text.as_str()).collect();
                        assert!(lines.join(" ").starts_with(&outcome.to_string()), "the result is shown: {lines:?}");
                        assert!(!picture.contains(" to roll<"), "a finished game shows no turn");
                        break;
                    }
                }
                let Some(mv) = random_move(&game, &mut rng) else { break };
                game.play(&mv).unwrap();
                plies += 1;
            }
        }
    }

    /// The last-move arrow runs along the board's lines: through the corner
    /// points of a path of the thrown length, not straight across.
    #[test]
    fn the_last_move_arrow_follows_the_lines() {
        let mut game = Sirocco::startpos(4).unwrap();
        game.play(&"roll 5".parse().unwrap()).unwrap();
        let before = game.clone();
        // a1-c4 is no 5-step path; take the first listed step that bends.
        let mv = game
            .legal_moves()
            .iter()
            .copied()
            .find(|mv| matches!(mv, Move::Step { from, to } if from.as_str().as_bytes()[0] != to.as_str().as_bytes()[0] && from.as_str()[1..] != to.as_str()[1..]))
            .expect("a bending step");
        game.play(&mv).unwrap();
        let last = LastMove::new(&before, &mv).unwrap().unwrap();
        assert_eq!(last.steps, 5);
        let board = game.board();
        let path = board
            .graph()
            .path_to(board.point(last.from).unwrap(), board.point(last.to).unwrap(), 5, &board.path_rules(last.seat))
            .expect("the move's path");
        assert_eq!(path.len(), 5);
        // Every step of the path is a line of the board.
        let mut at = board.point(last.from).unwrap();
        for &next in &path {
            assert!(board.graph().neighbours(at).contains(&next));
            at = next;
        }
        let picture = game.to_svg(&SvgOptions::new().with_last_move(last));
        let layout = Layout::new(board, 36.0);
        let corner = layout.at(path[0]);
        let corner_text = format!("L{}", boardkit_geometry::svg::number(corner.0));
        assert!(picture.contains(&corner_text), "the arrow passes the first point of the path ({corner_text})");
    }
}
