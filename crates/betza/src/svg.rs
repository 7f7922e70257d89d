//! Movement diagrams as SVG pictures: the same marks as the text
//! [`diagram`](crate::diagram), drawn on a board with a legend.
//!
//! | mark | text | picture |
//! |---|---|---|
//! | the piece | `@` | a large dark disc, with its label if one is given |
//! | move or capture | `*` | a filled dark-blue disc |
//! | move only | `m` | a green ring (hollow) |
//! | capture only | `c` | a vermillion cross |
//! | capturable enemy | `X` | an enemy piece with a vermillion cross |
//! | enemy | `x` | a light grey piece |
//! | own piece | `o` | a light piece ringed in the piece's colour |
//!
//! Move-only, capture-only and both differ in **shape** (ring, cross, disc),
//! not only in colour, so the pictures read the same for colour-blind
//! readers and in grey print. The legend under the board lists the marks
//! the picture uses.
//!
//! # Examples
//!
//! ```
//! use boardkit_betza::{Forward, MoveTable, Movement, svg};
//! use boardkit_geometry::Grid;
//!
//! let guard = MoveTable::new(&Movement::parse("mWcF")?, Grid::new(5, 5)?)?;
//! let options = svg::DiagramOptions::new().with_label("Gu").with_title("Guard: mWcF");
//! let picture = svg::empty_board_diagram(&guard, "c3".parse()?, Forward::Up, &options);
//! assert!(picture.contains(">Gu</text>"));
//! assert!(picture.contains(">move only</text>"));
//! assert!(picture.contains(">capture only</text>"));
//! assert!(!picture.contains(">move or capture</text>")); // not used by the Guard
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_geometry::svg::{Caption, GridLayout, PathData, Svg, palette};
use boardkit_geometry::{Grid, Square};

use crate::board::{Forward, Occupancy, Occupant};
use crate::diagram::{Mark, marks};
use crate::table::MoveTable;

/// How a movement diagram is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramOptions {
    /// The side of a square in pixels (default 22).
    pub square: f64,
    /// Text on the piece (an abbreviation such as `Gu`); none by default.
    pub label: Option<String>,
    /// The picture's title (its accessible name); none by default.
    pub title: Option<String>,
    /// A heading written above the board; none by default.
    pub caption: Option<String>,
    /// The piece's colour (default a dark blue).
    pub piece_colour: String,
    /// Whether the legend is drawn under the board (default yes).
    pub legend: bool,
    /// The least number of legend rows to make room for (default 0): equal
    /// heights for pictures shown side by side.
    pub legend_rows: usize,
}

impl Default for DiagramOptions {
    fn default() -> DiagramOptions {
        DiagramOptions {
            square: 22.0,
            label: None,
            title: None,
            caption: None,
            piece_colour: PIECE.to_string(),
            legend: true,
            legend_rows: 0,
        }
    }
}

impl DiagramOptions {
    /// The default options.
    pub fn new() -> DiagramOptions {
        DiagramOptions::default()
    }

    /// The same options with `label` on the piece.
    pub fn with_label(mut self, label: &str) -> DiagramOptions {
        self.label = Some(label.to_string());
        self
    }

    /// The same options with a title.
    pub fn with_title(mut self, title: &str) -> DiagramOptions {
        self.title = Some(title.to_string());
        self
    }

    /// The same options with a heading above the board.
    pub fn with_caption(mut self, caption: &str) -> DiagramOptions {
        self.caption = Some(caption.to_string());
        self
    }

    /// The same options with another square size (at least 8 pixels).
    pub fn with_square(mut self, square: f64) -> DiagramOptions {
        self.square = square.max(8.0);
        self
    }

    /// The same options with another piece colour (any SVG colour).
    pub fn with_piece_colour(mut self, colour: &str) -> DiagramOptions {
        self.piece_colour = colour.to_string();
        self
    }

    /// The same options with room for at least `rows` legend rows.
    pub fn with_legend_rows(mut self, rows: usize) -> DiagramOptions {
        self.legend_rows = rows;
        self
    }

    /// The same options with or without the legend.
    pub fn with_legend(mut self, legend: bool) -> DiagramOptions {
        self.legend = legend;
        self
    }
}

/// The default piece colour.
const PIECE: &str = "#1f4e8c";
const LIGHT: &str = "#f3efe6";
const DARK: &str = "#ddd5c4";
const ENEMY: &str = "#b9b9b9";
const MOVE_OR_CAPTURE: &str = palette::BLUE;
const MOVE_ONLY: &str = palette::GREEN;
const CAPTURE: &str = palette::VERMILLION;

/// [`diagram`](crate::diagram) as an SVG picture: the moves of a piece on
/// `from` on `board`.
pub fn diagram(
    table: &MoveTable,
    from: Square,
    forward: Forward,
    board: &impl Occupancy,
    on_initial_square: bool,
    options: &DiagramOptions,
) -> String {
    let marks = marks(table, from, forward, board, on_initial_square);
    render_marks(table.grid(), &marks, options)
}

/// [`empty_board_diagram`](crate::empty_board_diagram) as an SVG picture.
pub fn empty_board_diagram(table: &MoveTable, from: Square, forward: Forward, options: &DiagramOptions) -> String {
    diagram(table, from, forward, &|_| Occupant::Empty, false, options)
}

/// Draws any marks on `grid` in the style of the movement diagrams: for
/// pictures a game builds from its own rules (the Scirocco relays). Squares
/// not listed are empty.
///
/// # Examples
///
/// ```
/// use boardkit_betza::{Mark, svg};
/// use boardkit_geometry::{Grid, Square};
/// let marks: Vec<(Square, Mark)> = vec![("b2".parse()?, Mark::Piece), ("b3".parse()?, Mark::MoveOnly)];
/// let picture = svg::render_marks(Grid::new(3, 3)?, &marks, &svg::DiagramOptions::new());
/// assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn render_marks(grid: Grid, marks: &[(Square, Mark)], options: &DiagramOptions) -> String {
    let s = options.square;
    let mut layout = GridLayout::new(grid, s);
    let board_width = layout.width();
    let used: Vec<Mark> =
        Mark::ALL.into_iter().filter(|m| *m != Mark::Nothing && marks.iter().any(|(_, x)| x == m)).collect();
    // Wide enough for the board and for the longest legend entry.
    let widest = if options.legend { used.iter().map(|&m| legend_entry_width(m, s)).fold(0.0, f64::max) } else { 0.0 };
    let width = board_width.max(widest + 0.6 * s);
    // The caption above the board, wrapped to the picture's width (a long
    // XBetza string must not run off the edge); the board moves down under it.
    let caption = options.caption.as_ref().map(|text| {
        let mut caption = Caption::new(layout.left, width - 0.15 * s, 0.05 * s);
        caption.row(text, 0.55 * s, palette::INK, true);
        caption
    });
    if let Some(caption) = &caption {
        layout.top += caption.height() + 0.1 * s;
    }
    let legend_rows = if options.legend { legend_layout(&used, width, s).len().max(options.legend_rows) } else { 0 };
    let row_height = 0.8 * s;
    let height = layout.height() + legend_rows as f64 * row_height + if legend_rows > 0 { 0.2 * s } else { 0.0 };
    let mut svg = Svg::with_attributes(width, height, &[("font-family", "sans-serif")]);
    if let Some(title) = &options.title {
        svg.title(title);
    }
    svg.tag("rect").num("width", width).num("height", height).attr("fill", palette::WHITE);
    if let Some(caption) = &caption {
        caption.draw(&mut svg);
    }
    layout.draw_squares(&mut svg, LIGHT, DARK);
    layout.draw_coordinates(&mut svg, palette::GREY);
    let centres = |wanted: Mark| marks.iter().filter(move |(_, m)| *m == wanted).map(|(sq, _)| layout.centre(*sq));
    let mut symbols = Symbols { svg: &mut svg, s, options };
    for mark in used.iter().copied() {
        let points: Vec<(f64, f64)> = centres(mark).collect();
        symbols.draw(mark, &points);
    }
    if options.legend && !used.is_empty() {
        let top = layout.height();
        for (row, entries) in legend_layout(&used, width, s).into_iter().enumerate() {
            let y = top + (row as f64 + 0.5) * row_height;
            for (x, mark) in entries {
                symbols.draw(mark, &[(x + 0.4 * s, y)]);
                symbols
                    .svg
                    .tag("text")
                    .num("x", x + 0.95 * s)
                    .num("y", y + 0.17 * s)
                    .num("font-size", 0.5 * s)
                    .attr("fill", palette::INK)
                    .text(mark.meaning());
            }
        }
    }
    svg.finish()
}

/// The estimated width of a legend entry: symbol, gap and text (about 0.55
/// em per character of the 0.5-square font).
fn legend_entry_width(mark: Mark, s: f64) -> f64 {
    1.2 * s + 0.29 * s * mark.meaning().chars().count() as f64
}

/// The legend entries by row: each entry's left x and mark, wrapped to the
/// picture's width (text widths estimated from the character count).
fn legend_layout(used: &[Mark], width: f64, s: f64) -> Vec<Vec<(f64, Mark)>> {
    let mut rows: Vec<Vec<(f64, Mark)>> = Vec::new();
    let mut x = f64::INFINITY;
    for &mark in used {
        let entry = legend_entry_width(mark, s);
        if x + entry > width {
            rows.push(Vec::new());
            x = 0.3 * s;
        }
        if let Some(row) = rows.last_mut() {
            row.push((x, mark));
        }
        x += entry;
    }
    rows
}

/// Draws the symbol of a mark at given centres, several at once in one path.
struct Symbols<'a> {
    svg: &'a mut Svg,
    s: f64,
    options: &'a DiagramOptions,
}

impl Symbols<'_> {
    fn discs(&mut self, points: &[(f64, f64)], radius: f64) -> PathData {
        let mut d = PathData::new();
        for &(x, y) in points {
            d.circle(x, y, radius);
        }
        d
    }

    /// Draws a capture cross of half-width `half` on each point.
    fn draw_crosses(&mut self, points: &[(f64, f64)], half: f64) {
        let mut d = PathData::new();
        for &(x, y) in points {
            d.move_to(x - half, y - half)
                .line_by(2.0 * half, 2.0 * half)
                .move_by(0.0, -2.0 * half)
                .line_by(-2.0 * half, 2.0 * half);
        }
        self.svg
            .tag("path")
            .attr("d", d.as_str())
            .attr("stroke", CAPTURE)
            .num("stroke-width", 0.1 * self.s)
            .attr("stroke-linecap", "round");
    }

    fn draw(&mut self, mark: Mark, points: &[(f64, f64)]) {
        if points.is_empty() {
            return;
        }
        let s = self.s;
        match mark {
            Mark::Piece => {
                let d = self.discs(points, 0.42 * s);
                self.svg
                    .tag("path")
                    .attr("d", d.as_str())
                    .attr("fill", &self.options.piece_colour)
                    .attr("stroke", palette::INK)
                    .num("stroke-width", 0.05 * s);
                if let Some(label) = &self.options.label {
                    let size = if label.chars().count() > 1 { 0.42 * s } else { 0.5 * s };
                    for &(x, y) in points {
                        self.svg
                            .tag("text")
                            .num("x", x)
                            .num("y", y + 0.35 * size)
                            .num("font-size", size)
                            .attr("font-weight", "bold")
                            .attr("text-anchor", "middle")
                            .attr("fill", palette::WHITE)
                            .text(label);
                    }
                }
            }
            Mark::MoveOrCapture => {
                let d = self.discs(points, 0.26 * s);
                self.svg.tag("path").attr("d", d.as_str()).attr("fill", MOVE_OR_CAPTURE);
            }
            Mark::MoveOnly => {
                let d = self.discs(points, 0.22 * s);
                self.svg
                    .tag("path")
                    .attr("d", d.as_str())
                    .attr("fill", "none")
                    .attr("stroke", MOVE_ONLY)
                    .num("stroke-width", 0.09 * s);
            }
            Mark::CaptureOnly => self.draw_crosses(points, 0.2 * s),
            Mark::CapturableEnemy | Mark::Enemy => {
                let d = self.discs(points, 0.38 * s);
                self.svg
                    .tag("path")
                    .attr("d", d.as_str())
                    .attr("fill", ENEMY)
                    .attr("stroke", palette::INK)
                    .num("stroke-width", 0.04 * s);
                if mark == Mark::CapturableEnemy {
                    self.draw_crosses(points, 0.22 * s);
                }
            }
            Mark::Own => {
                let d = self.discs(points, 0.36 * s);
                self.svg
                    .tag("path")
                    .attr("d", d.as_str())
                    .attr("fill", palette::WHITE)
                    .attr("stroke", &self.options.piece_colour)
                    .num("stroke-width", 0.1 * s);
            }
            Mark::Nothing => {}
        }
    }
}
