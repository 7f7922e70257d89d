//! Pictures: Towers positions as SVG.
//!
//! [`Towers::to_svg`] draws the board with its coordinates and every piece
//! as a disc with its number of balls — White's pieces white with dark
//! numbers, Brown's dark brown with white numbers; a piece with no balls
//! (which cannot act) is drawn smaller with a dashed rim, in its side's
//! colours so that whose it is stays clear. The result of a finished game
//! (or whose move it is) and the balls are written underneath, wrapped to
//! the picture's width. The last action can
//! be shown ([`SvgOptions::with_last_action`]):
//!
//! | action | drawn as |
//! |---|---|
//! | move `c1-c3` | a solid blue arrow along the path, the start square outlined dashed |
//! | capture `c2xc4` | a dashed vermillion line to the target, which gets a cross-hair ring |
//! | share `a1>b1,c1` | dotted green arcs from the sharer to every recipient, each marked `+1` |
//!
//! The three differ in line style and end marks, not only in colour. A
//! caption under the board says whose turn it is (or the outcome) and the
//! balls of each side on the board.
//!
//! A share's arcs bulge towards the middle of the board when nothing is in
//! the way (up, on a line through the middle; to the right, on an upright
//! line through it). They are routed round the other pieces where they can be and
//! drawn under the pieces (a piece an arc cannot avoid keeps its number in
//! view); their arrowheads, which touch the recipients' rims, and the `+1`
//! labels are drawn on top. Each label is placed once every arc and head
//! is known, beside its own recipient and clear of every arrowhead, every
//! other label, every piece and, where there is room, every arc. The
//! choices are deterministic: the same position and action always give the
//! same picture.
//!
//! # Examples
//!
//! ```
//! use boardkit_core::Game;
//! use boardkit_towers::{Towers, svg::SvgOptions};
//!
//! let mut game = Towers::startpos();
//! let action = "c1-c3".parse()?;
//! game.play(&action)?;
//! let picture = game.to_svg(&SvgOptions::new().with_last_action(action));
//! let summary = boardkit_geometry::svg::check(&picture)?;
//! // Twelve pieces with 2 balls, and the rank number 2.
//! assert_eq!(summary.texts.iter().filter(|t| *t == "2").count(), 13);
//! assert!(summary.texts.iter().any(|t| t == "Brown to move"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_core::Game;
use boardkit_geometry::svg::{Caption, GridLayout, PathData, Svg, palette};
use boardkit_geometry::{Grid, Square};

use crate::{Move, Side, Towers};

mod share;

use share::{Disc, Rect, Scene, ShareLayout};

/// How [`Towers::to_svg`] draws a position.
#[derive(Clone, Debug, PartialEq)]
pub struct SvgOptions {
    /// The side of a square in pixels (default 48; at least 16 is drawn).
    pub square: f64,
    /// The last action, drawn on the board (none by default). It is drawn
    /// as given: squares off the board are left out, legality is not
    /// checked (the position after an action cannot tell).
    pub last_action: Option<Move>,
    /// Draws the board from Brown's side, its back row at the bottom
    /// (default off).
    pub flipped: bool,
    /// Writes whose turn it is (or the outcome) and the balls under the
    /// board (default on).
    pub caption: bool,
    /// The picture's title, its accessible name (default: the position text).
    pub title: Option<String>,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions { square: 48.0, last_action: None, flipped: false, caption: true, title: None }
    }
}

impl SvgOptions {
    /// The default options.
    pub fn new() -> SvgOptions {
        SvgOptions::default()
    }

    /// The same options with the last action drawn.
    pub fn with_last_action(mut self, action: Move) -> SvgOptions {
        self.last_action = Some(action);
        self
    }

    /// The same options seen from Brown's side (or White's).
    pub fn with_flipped(mut self, flipped: bool) -> SvgOptions {
        self.flipped = flipped;
        self
    }

    /// The same options with or without the caption.
    pub fn with_caption(mut self, caption: bool) -> SvgOptions {
        self.caption = caption;
        self
    }

    /// The same options with another square size (at least 16 pixels).
    pub fn with_square(mut self, square: f64) -> SvgOptions {
        self.square = square.max(16.0);
        self
    }

    /// The same options with a title.
    pub fn with_title(mut self, title: &str) -> SvgOptions {
        self.title = Some(title.to_string());
        self
    }
}

const LIGHT: &str = "#efe9dc";
const DARK: &str = "#d6cab0";
const WHITE_PIECE: &str = "#fbfbf8";
const BROWN_PIECE: &str = "#6b3f1d";
const MOVE: &str = palette::BLUE;
const CAPTURE: &str = palette::VERMILLION;
const SHARE: &str = palette::GREEN;

/// The width of a piece's rim.
const PIECE_RIM: f64 = 0.045;

/// The radius of a piece's disc (without its rim), in squares: a piece
/// without balls is drawn smaller.
fn piece_radius(balls: u8) -> f64 {
    if balls > 0 { 0.4 } else { 0.33 }
}

/// The arrow heads of moves and captures, one per kind: `(id, colour)`. A
/// share's heads are drawn as triangles of their own ([`share`]), above the
/// pieces while its arcs go under them.
const HEADS: [(&str, &str); 2] = [("move", MOVE), ("capture", CAPTURE)];

impl Towers {
    /// The position as an SVG picture (see the [`svg`](crate::svg) module).
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        let config = self.config();
        let Ok(grid) = Grid::new(config.width(), config.height()) else { return String::new() };
        let s = options.square.max(16.0);
        let layout = GridLayout::new(grid, s).flipped(options.flipped);
        let caption = options.caption.then(|| self.caption(&layout));
        let height = layout.height() + caption.as_ref().map_or(0.0, |c| c.height() + 0.15 * s);
        let mut svg = Svg::with_attributes(layout.width(), height, &[("font-family", "sans-serif")]);
        let title = options.title.clone().unwrap_or_else(|| format!("Towers position {self}"));
        svg.title(&title);
        svg.tag("rect").num("width", layout.width()).num("height", height).attr("fill", palette::WHITE);
        if let Some(action) = &options.last_action {
            draw_heads(&mut svg, action, s);
        }
        let share = options.last_action.as_ref().and_then(|action| self.share_layout(&layout, action));
        layout.draw_squares(&mut svg, LIGHT, DARK);
        layout.draw_coordinates(&mut svg, palette::GREY);
        let on_board = |square: Square| grid.contains(square);
        if let Some(action) = &options.last_action
            && on_board(action.from())
        {
            let (x, y) = layout.corner(action.from());
            let inset = 0.05 * s;
            svg.tag("rect")
                .num("x", x + inset)
                .num("y", y + inset)
                .num("width", s - 2.0 * inset)
                .num("height", s - 2.0 * inset)
                .attr("fill", palette::YELLOW)
                .num("fill-opacity", 0.4)
                .attr("stroke", palette::ORANGE)
                .num("stroke-width", 0.06 * s)
                .nums("stroke-dasharray", &[0.14 * s, 0.08 * s]);
        }
        // A share's arcs go under the pieces, so that an arc that cannot go
        // round a piece never hides its number; their heads and labels on top.
        if let Some(share) = &share {
            draw_share_arcs(&mut svg, share, s);
        }
        self.draw_pieces(&mut svg, &layout);
        if let Some(share) = &share {
            draw_share_marks(&mut svg, share, s);
        } else if let Some(action) = &options.last_action {
            draw_action(&mut svg, &layout, action, &on_board);
        }
        if let Some(caption) = &caption {
            caption.draw(&mut svg);
        }
        svg.finish()
    }

    /// The caption: the result of a finished game (else whose move it is),
    /// then the balls, laid out to fit the picture's width.
    fn caption(&self, layout: &GridLayout) -> Caption {
        let s = layout.square;
        let mut caption = Caption::new(layout.left, layout.width() - 0.1 * s, layout.height() - 0.1 * s);
        let status = match self.outcome() {
            Some(outcome) => outcome.to_string(),
            None => format!("{} to move", self.side_to_move()),
        };
        caption.row(&status, 0.32 * s, palette::INK, self.outcome().is_some());
        let balls =
            format!("balls: White {}, Brown {}", self.balls_on_board(Side::White), self.balls_on_board(Side::Brown));
        caption.row(&balls, 0.3 * s, palette::GREY, false);
        caption
    }

    /// Where a share's arcs, heads and labels go (see [`share`]); `None` for
    /// another action or a sharer off the board. Recipients off the board,
    /// and the sharer named as its own recipient, are left out.
    fn share_layout(&self, layout: &GridLayout, action: &Move) -> Option<ShareLayout> {
        let Move::Share { from, recipients } = action else { return None };
        let grid = layout.grid;
        if !grid.contains(*from) {
            return None;
        }
        let s = layout.square;
        let discs: Vec<Disc> = Side::ALL
            .into_iter()
            .flat_map(|side| self.pieces(side))
            .map(|(square, balls)| Disc {
                square,
                centre: layout.centre(square),
                radius: (piece_radius(balls) + PIECE_RIM / 2.0) * s,
            })
            .collect();
        let recipients: Vec<(Square, (f64, f64))> = recipients
            .squares()
            .iter()
            .filter(|&&square| grid.contains(square) && square != *from)
            .map(|&square| (square, layout.centre(square)))
            .collect();
        let board = Rect {
            left: layout.left,
            top: layout.top,
            right: layout.left + layout.board_width(),
            bottom: layout.top + layout.board_height(),
        };
        let picture = Rect { left: 0.0, top: 0.0, right: layout.width(), bottom: layout.height() };
        let from = (*from, layout.centre(*from));
        let scene = Scene { square: s, board, picture, discs: &discs, from, recipients: &recipients };
        Some(scene.layout())
    }

    fn draw_pieces(&self, svg: &mut Svg, layout: &GridLayout) {
        let s = layout.square;
        for side in Side::ALL {
            let (fill, ink) = match side {
                Side::White => (WHITE_PIECE, palette::INK),
                Side::Brown => (BROWN_PIECE, palette::WHITE),
            };
            let pieces: Vec<(Square, u8)> = self.pieces(side).collect();
            for active in [true, false] {
                let mut discs = PathData::new();
                for &(square, _) in pieces.iter().filter(|(_, balls)| (*balls > 0) == active) {
                    let (x, y) = layout.centre(square);
                    // A piece without balls cannot act: smaller, with a dashed rim,
                    // but in its side's full colour so that whose it is stays clear.
                    discs.circle(x, y, piece_radius(u8::from(active)) * s);
                }
                if discs.is_empty() {
                    continue;
                }
                let tag = svg
                    .tag("path")
                    .attr("d", discs.as_str())
                    .attr("fill", fill)
                    .attr("stroke", palette::INK)
                    .num("stroke-width", PIECE_RIM * s);
                if !active {
                    tag.nums("stroke-dasharray", &[0.1 * s, 0.07 * s]);
                }
            }
            svg.tag("g")
                .attr("fill", ink)
                .num("font-size", 0.42 * s)
                .attr("font-weight", "bold")
                .attr("text-anchor", "middle")
                .open();
            for (square, balls) in pieces {
                let (x, y) = layout.centre(square);
                if balls == 0 {
                    svg.tag("text").num("x", x).num("y", y + 0.12 * s).num("font-size", 0.34 * s).text("0");
                } else {
                    svg.tag("text").num("x", x).num("y", y + 0.15 * s).text(&balls.to_string());
                }
            }
            svg.end();
        }
    }
}

/// The arrow head marker the action needs, in `<defs>` (none for a share).
fn draw_heads(svg: &mut Svg, action: &Move, s: f64) {
    let wanted = match action {
        Move::Step { .. } => "move",
        Move::Capture { .. } => "capture",
        Move::Share { .. } => return,
    };
    svg.tag("defs").open();
    for (id, colour) in HEADS.iter().filter(|(id, _)| *id == wanted) {
        svg.tag("marker")
            .id(id)
            .attr("viewBox", "0 0 10 10")
            .num("refX", 7.0)
            .num("refY", 5.0)
            .num("markerWidth", 0.3 * s)
            .num("markerHeight", 0.3 * s)
            .attr("markerUnits", "userSpaceOnUse")
            .attr("orient", "auto")
            .open();
        svg.tag("path").attr("d", "M0 0L10 5L0 10z").attr("fill", colour);
        svg.end();
    }
    svg.end();
}

/// A line from the centre of `from` towards the centre of `to`, stopping
/// `gap` short of both centres.
fn segment(layout: &GridLayout, from: Square, to: Square, start_gap: f64, end_gap: f64) -> PathData {
    let (x1, y1) = layout.centre(from);
    let (x2, y2) = layout.centre(to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / length, dy / length);
    let mut d = PathData::new();
    d.move_to(x1 + ux * start_gap, y1 + uy * start_gap).line_to(x2 - ux * end_gap, y2 - uy * end_gap);
    d
}

fn draw_action(svg: &mut Svg, layout: &GridLayout, action: &Move, on_board: &impl Fn(Square) -> bool) {
    let s = layout.square;
    match action {
        Move::Step { from, to } if on_board(*from) && on_board(*to) => {
            let d = segment(layout, *from, *to, 0.1 * s, 0.45 * s);
            svg.tag("path")
                .attr("d", d.as_str())
                .attr("stroke", MOVE)
                .num("stroke-width", 0.09 * s)
                .attr("stroke-linecap", "round")
                .url("marker-end", "move");
        }
        Move::Capture { from, target } if on_board(*from) && on_board(*target) => {
            let d = segment(layout, *from, *target, 0.42 * s, 0.5 * s);
            svg.tag("path")
                .attr("d", d.as_str())
                .attr("stroke", CAPTURE)
                .num("stroke-width", 0.08 * s)
                .nums("stroke-dasharray", &[0.16 * s, 0.1 * s])
                .url("marker-end", "capture");
            // A cross-hair ring on the target.
            let (x, y) = layout.centre(*target);
            let mut d = PathData::new();
            d.circle(x, y, 0.46 * s);
            for (dx, dy) in [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
                d.move_to(x + dx * 0.36 * s, y + dy * 0.36 * s).line_by(dx * 0.16 * s, dy * 0.16 * s);
            }
            svg.tag("path")
                .attr("d", d.as_str())
                .attr("fill", "none")
                .attr("stroke", CAPTURE)
                .num("stroke-width", 0.06 * s);
        }
        _ => {}
    }
}

/// A share's arcs: dotted lines from the sharer towards every recipient,
/// drawn before (under) the pieces.
fn draw_share_arcs(svg: &mut Svg, share: &ShareLayout, s: f64) {
    for arc in &share.arcs {
        let mut d = PathData::new();
        d.move_to(arc.start.0, arc.start.1).quad_to(arc.control.0, arc.control.1, arc.end.0, arc.end.1);
        svg.tag("path")
            .attr("d", d.as_str())
            .attr("fill", "none")
            .attr("stroke", SHARE)
            .num("stroke-width", share::ARC_WIDTH * s)
            .attr("stroke-linecap", "round")
            .nums("stroke-dasharray", &[0.01 * s, 0.15 * s]);
    }
}

/// A share's arrowheads (one path of triangles) and its `+1` labels, drawn
/// after the pieces.
fn draw_share_marks(svg: &mut Svg, share: &ShareLayout, s: f64) {
    let mut heads = PathData::new();
    for arc in &share.arcs {
        let [tip, left, right] = arc.head;
        heads.move_to(tip.0, tip.1).line_to(left.0, left.1).line_to(right.0, right.1).close();
    }
    if !heads.is_empty() {
        svg.tag("path").attr("d", heads.as_str()).attr("fill", SHARE);
    }
    svg.tag("g")
        .attr("fill", SHARE)
        .num("font-size", share::LABEL_FONT * s)
        .attr("font-weight", "bold")
        .attr("text-anchor", "middle")
        .open();
    for label in &share.labels {
        let (x, y) = label.centre;
        svg.tag("text").num("x", x).num("y", share::label_baseline(y, s)).text("+1");
    }
    svg.end();
}

/// The short game of the docs picture: a share, a move, a capture, a share.
#[cfg(test)]
const GAME: [&str; 5] = ["c1>a1,f1", "d6-d4", "a1-a4", "a6xa4", "b1>c1,d1"];

/// The pictures committed under `docs/`: every file's path (relative to the
/// crate) and content. `docs/pictures.md` is the crate docs' section that
/// shows them inline.
#[cfg(test)]
pub(crate) fn committed_pictures() -> Vec<(String, String)> {
    let start = Towers::startpos().to_svg(&SvgOptions::new().with_title("Towers: the default start position"));
    // A short game that shows every kind of action; the last one, a share, is drawn.
    let mut game = Towers::startpos();
    let mut last = None;
    for text in GAME {
        let Ok(action) = text.parse::<Move>() else { continue };
        if game.play(&action).is_ok() {
            last = Some(action);
        }
    }
    assert_eq!(game.ply(), GAME.len() as u32, "every action of the docs game is legal");
    let mut options = SvgOptions::new().with_title(&format!("Towers: after {}", GAME.join(" ")));
    if let Some(action) = last {
        options = options.with_last_action(action);
    }
    let share = game.to_svg(&options);
    let chapter = format!(
        "# Pictures\n\n\
         The default start position, drawn by [`Towers::to_svg`](crate::Towers::to_svg): every piece shows its \
         balls.\n\n\
         <div>\n{start}</div>\n\n\
         After `{}`: White's share from b1 is drawn as dotted arrows to the two recipients (`+1` each). The \
         piece that shared and the White piece on a4, whose balls Brown's a6 captured, have no balls left and \
         are drawn smaller with a dashed rim. A move is drawn as a solid arrow, a capture as a dashed line to a cross-hair.\n\n\
         <div>\n{share}</div>\n",
        GAME.join(" ")
    );
    vec![
        ("docs/svg/startpos.svg".to_string(), start),
        ("docs/svg/share.svg".to_string(), share),
        ("docs/pictures.md".to_string(), chapter),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_geometry::svg::verify_committed;

    /// Every committed picture (and the docs section showing them) is what
    /// the code draws today, and no stale picture is left beside them.
    /// Regenerate with `UPDATE_DOCS=1 cargo test -p boardkit-towers --lib committed_pictures`.
    #[test]
    fn committed_pictures_are_up_to_date() {
        let update = std::env::var_os("UPDATE_DOCS").is_some();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        verify_committed(root, &committed_pictures(), &["docs/svg"], update)
            .unwrap_or_else(|error| panic!("{error} (UPDATE_DOCS=1 regenerates the pictures)"));
    }

    /// The picture's size from its `viewBox`.
    fn view_size(document: &str) -> (f64, f64) {
        boardkit_geometry::svg::view_box_size(document).unwrap_or_else(|| panic!("no viewBox"))
    }

    /// The caption box fits its text (by the width estimate), its texts
    /// stay clear of the right edge and the picture holds the caption, on
    /// boards 2 to 9 files wide and in finished games, whose longest results
    /// wrap on narrow boards.
    #[test]
    fn captions_fit_their_pictures_in_every_state() {
        use boardkit_core::{SplitMix64, random_move};
        for (width, seed) in [(6, 1), (6, 2), (2, 3), (3, 4), (9, 5)] {
            let config = crate::Config::new(width, 6, 2).unwrap();
            let mut game = Towers::with_config(config);
            let mut rng = SplitMix64::new(seed);
            let mut plies = 0u32;
            loop {
                if !plies.is_multiple_of(10) && game.outcome().is_none() {
                    let Some(action) = random_move(&game, &mut rng) else { break };
                    game.play(&action).unwrap();
                    plies += 1;
                    continue;
                }
                let layout = GridLayout::new(Grid::new(width, 6).unwrap(), 40.0);
                let caption = game.caption(&layout);
                assert!(caption.fits(), "width {width}, ply {plies}: {:?}", caption.placed());
                // The texts keep a tenth of a square clear of the picture's
                // right edge (a word shrunk to fit a narrow board ends there).
                let right = caption.placed().iter().map(|p| p.extent().1).fold(0.0, f64::max);
                assert!(right <= layout.width() - 4.0 + 1e-9, "width {width}: the caption reaches {right}");
                let picture = game.to_svg(&SvgOptions::new());
                let (picture_width, picture_height) = view_size(&picture);
                assert!(layout.width() <= picture_width + 1e-9);
                let bottom = caption.placed().iter().map(|p| p.y + 0.25 * p.font_size).fold(0.0, f64::max);
                assert!(bottom <= picture_height, "width {width}: the caption ends at {bottom} of {picture_height}");
                if let Some(outcome) = game.outcome() {
                    let lines: Vec<&str> = caption.placed().iter().map(|p| p.text.as_str()).collect();
                    assert!(lines.join(" ").starts_with(&outcome.to_string()), "the result is shown: {lines:?}");
                    break;
                }
                let Some(action) = random_move(&game, &mut rng) else { break };
                game.play(&action).unwrap();
                plies += 1;
            }
        }
    }
}
