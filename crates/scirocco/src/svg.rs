//! Pictures: positions and piece diagrams as SVG.
//!
//! [`Position::to_svg`] draws the 10×10 board with its coordinates, every
//! piece as a disc with the inventor's abbreviation (`P`, `Gu`, `Pr`, …) —
//! Blue pieces dark blue with white letters, Tan pieces tan with dark letters,
//! promoted pieces with a second ring inside — and optionally the last move
//! ([`LastMove`]: from and to squares outlined, pieces removed by a
//! jump-capture or a capture without moving crossed out) and marked squares
//! (rings, for example the destinations of a piece).
//!
//! [`PieceKind::diagram_svg`] and [`PieceKind::relay_diagram_svg`] draw the
//! movement diagrams of the crate docs with boardkit-betza's renderer.
//!
//! The output is a self-contained, deterministic SVG document (see
//! [`boardkit_geometry::svg`]).
//!
//! # Examples
//!
//! ```
//! use boardkit_scirocco::{Position, svg::{LastMove, SvgOptions}};
//!
//! let before = Position::startpos();
//! let mv = "e3e4".parse()?;
//! let after = before.play(&mv)?;
//! let options = SvgOptions::new().with_last_move(LastMove::new(&before, &mv)?);
//! let picture = after.to_svg(&options);
//! assert!(picture.starts_with("<svg "));
//! assert!(picture.contains(">Gu</text>"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_betza::svg::{DiagramOptions, empty_board_diagram, render_marks};
use boardkit_betza::{Forward, Mark};
use boardkit_core::Verdict;
use boardkit_geometry::svg::{Caption, GridLayout, PathData, Svg, palette};
use boardkit_geometry::{Grid, Square};

use crate::bitboard::{Bits, bit, dense, square_of};
use crate::moves::MoveKind;
use crate::{IllegalReason, Move, Outcome, Piece, PieceKind, PlayError, Position, Scirocco, Side};

/// The last move as a picture shows it: where the piece came from, where it
/// ended, and the squares of the pieces it removed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LastMove {
    /// The square the piece left (for a capture without moving, where it stays).
    pub from: Square,
    /// The square it ended on.
    pub to: Square,
    /// The squares of the pieces it captured (the destination for an
    /// ordinary capture, the jumped square for a jump-capture, the target of
    /// a capture without moving).
    pub captured: Vec<Square>,
}

impl LastMove {
    /// The last move `mv`, played from `before`.
    ///
    /// # Errors
    ///
    /// [`PlayError`] when `mv` is not a (pseudo-legal) move of `before`.
    pub fn new(before: &Position, mv: &Move) -> Result<LastMove, PlayError> {
        let illegal = PlayError::Illegal { mv: *mv, reason: IllegalReason::NotAMove };
        if !before.pseudo_legal_moves().contains(mv) {
            return Err(illegal);
        }
        let (Some(from), Some(second)) = (dense(mv.from()), dense(mv.second_square())) else { return Err(illegal) };
        let captured = match mv.kind() {
            MoveKind::Stay => vec![mv.second_square()],
            MoveKind::Normal | MoveKind::Promote => {
                let enemy = before.sides[before.side_to_move().other().index()];
                let locust = Bits(before.locust_capture(from, second)).map(square_of);
                let on_destination = (enemy & bit(second) != 0).then_some(mv.to());
                locust.chain(on_destination).collect()
            }
        };
        Ok(LastMove { from: mv.from(), to: mv.to(), captured })
    }
}

/// How [`Position::to_svg`] draws a position.
#[derive(Clone, Debug, PartialEq)]
pub struct SvgOptions {
    /// The side of a square in pixels (default 40).
    pub square: f64,
    /// The last move, highlighted (none by default).
    pub last_move: Option<LastMove>,
    /// Squares marked with a ring (none by default).
    pub marked: Vec<Square>,
    /// Draws the board from Tan's side, rank 10 at the bottom (default off).
    pub flipped: bool,
    /// Writes whose move it is and the move number under the board (default on).
    pub caption: bool,
    /// The picture's title, its accessible name (default: the position text).
    pub title: Option<String>,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions { square: 40.0, last_move: None, marked: Vec::new(), flipped: false, caption: true, title: None }
    }
}

impl SvgOptions {
    /// The default options.
    pub fn new() -> SvgOptions {
        SvgOptions::default()
    }

    /// The same options with the last move highlighted.
    pub fn with_last_move(mut self, last_move: LastMove) -> SvgOptions {
        self.last_move = Some(last_move);
        self
    }

    /// The same options with these squares marked.
    pub fn with_marked(mut self, squares: impl IntoIterator<Item = Square>) -> SvgOptions {
        self.marked = squares.into_iter().collect();
        self
    }

    /// The same options seen from Tan's side (or Blue's).
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

const LIGHT: &str = "#eeebe1";
const DARK: &str = "#c5cdb9";
/// Blue's pieces: a dark blue with white letters.
const BLUE: &str = "#1f4e8c";
/// Tan's pieces: a light tan with dark brown letters (light against dark:
/// the sides differ in lightness, not only in hue).
const TAN: &str = "#e2bf8a";
const TAN_TEXT: &str = "#3b2a12";
const HIGHLIGHT: &str = "#f0e442";

fn side_colours(side: Side) -> (&'static str, &'static str) {
    match side {
        Side::Blue => (BLUE, palette::WHITE),
        Side::Tan => (TAN, TAN_TEXT),
    }
}

impl Position {
    /// The position as an SVG picture (see the [`svg`](crate::svg) module).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Position, svg::SvgOptions};
    /// let picture = Position::startpos().to_svg(&SvgOptions::new());
    /// assert_eq!(picture.matches(">P</text>").count(), 16);
    /// assert!(picture.contains(">Blue to move</text>"));
    /// ```
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        // A position knows a game lost by material; the repetition and
        // no-legal-move ends need the game ([`Scirocco::to_svg`]).
        let outcome =
            self.material_end().map(|(loser, reason)| Outcome { verdict: Verdict::Win(loser.other()), reason });
        draw(self, outcome, options)
    }
}

/// The caption under the board: the result of a finished game, else whose
/// move it is, with the move number beside it, laid out to fit.
fn caption(position: &Position, outcome: Option<&Outcome>, layout: &GridLayout) -> Caption {
    let s = layout.square;
    let mut caption = Caption::new(layout.left, layout.left + layout.board_width(), layout.height() - 0.1 * s);
    let status = match outcome {
        Some(outcome) => outcome.to_string(),
        None => format!("{} to move", position.side_to_move()),
    };
    caption.row(&status, 0.38 * s, palette::INK, outcome.is_some());
    caption.beside(&format!("move {}", position.fullmove()), 0.38 * s, palette::GREY);
    caption
}

fn draw(position: &Position, outcome: Option<Outcome>, options: &SvgOptions) -> String {
    let s = options.square;
    let grid = match Grid::new(10, 10) {
        Ok(grid) => grid,
        Err(_) => return String::new(),
    };
    let layout = GridLayout::new(grid, s).flipped(options.flipped);
    let caption = options.caption.then(|| caption(position, outcome.as_ref(), &layout));
    let height = layout.height() + caption.as_ref().map_or(0.0, |c| c.height() + 0.1 * s);
    let mut svg = Svg::with_attributes(layout.width(), height, &[("font-family", "sans-serif")]);
    let title = options.title.clone().unwrap_or_else(|| format!("Scirocco position {position}"));
    svg.title(&title);
    svg.tag("rect").num("width", layout.width()).num("height", height).attr("fill", palette::WHITE);
    layout.draw_squares(&mut svg, LIGHT, DARK);
    layout.draw_coordinates(&mut svg, palette::GREY);
    if let Some(last) = &options.last_move {
        draw_last_move(&mut svg, &layout, last);
    }
    let pieces: Vec<(Square, Piece)> = position.pieces().collect();
    draw_pieces(&mut svg, &layout, &pieces);
    if let Some(last) = &options.last_move {
        draw_captures(&mut svg, &layout, last);
    }
    draw_marked(&mut svg, &layout, &options.marked);
    if let Some(caption) = &caption {
        caption.draw(&mut svg);
    }
    svg.finish()
}

impl Scirocco {
    /// The current position as an SVG picture ([`Position::to_svg`]); a
    /// finished game shows its result, whatever rule ended it.
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        draw(self.position(), self.outcome(), options)
    }
}

/// From and to squares: tinted, the destination outlined solid and the
/// origin dashed (so the two differ in shape, not only in shade).
fn draw_last_move(svg: &mut Svg, layout: &GridLayout, last: &LastMove) {
    let s = layout.square;
    let inset = 0.06 * s;
    for (square, dashed) in [(last.from, true), (last.to, false)] {
        if square == last.from && square == last.to && !dashed {
            continue;
        }
        let (x, y) = layout.corner(square);
        let tag = svg
            .tag("rect")
            .num("x", x + inset)
            .num("y", y + inset)
            .num("width", s - 2.0 * inset)
            .num("height", s - 2.0 * inset)
            .attr("fill", HIGHLIGHT)
            .num("fill-opacity", if dashed { 0.35 } else { 0.6 })
            .attr("stroke", palette::ORANGE)
            .num("stroke-width", 0.08 * s);
        if dashed {
            tag.nums("stroke-dasharray", &[0.16 * s, 0.1 * s]);
        }
    }
}

/// A vermillion cross on every captured square other than the destination
/// (an ordinary capture shows as the capturer standing on it).
fn draw_captures(svg: &mut Svg, layout: &GridLayout, last: &LastMove) {
    let s = layout.square;
    let mut d = PathData::new();
    for &square in last.captured.iter().filter(|&&sq| sq != last.to) {
        let (x, y) = layout.centre(square);
        let half = 0.3 * s;
        d.move_to(x - half, y - half)
            .line_by(2.0 * half, 2.0 * half)
            .move_by(0.0, -2.0 * half)
            .line_by(-2.0 * half, 2.0 * half);
    }
    if !d.is_empty() {
        svg.tag("path")
            .attr("d", d.as_str())
            .attr("stroke", palette::VERMILLION)
            .num("stroke-width", 0.12 * s)
            .attr("stroke-linecap", "round");
    }
}

fn draw_marked(svg: &mut Svg, layout: &GridLayout, marked: &[Square]) {
    let mut d = PathData::new();
    for &square in marked {
        if dense(square).is_some() {
            let (x, y) = layout.centre(square);
            d.circle(x, y, 0.45 * layout.square);
        }
    }
    if !d.is_empty() {
        svg.tag("path")
            .attr("d", d.as_str())
            .attr("fill", "none")
            .attr("stroke", palette::GREEN)
            .num("stroke-width", 0.08 * layout.square);
    }
}

/// Discs of one side in one path, their labels in one group; promoted
/// pieces get an inner ring.
fn draw_pieces(svg: &mut Svg, layout: &GridLayout, pieces: &[(Square, Piece)]) {
    let s = layout.square;
    for side in Side::ALL {
        let mine = pieces.iter().filter(|(_, piece)| piece.side == side);
        let (fill, text) = side_colours(side);
        let mut discs = PathData::new();
        let mut rings = PathData::new();
        for (square, piece) in mine.clone() {
            let (x, y) = layout.centre(*square);
            discs.circle(x, y, 0.42 * s);
            if piece.kind.is_promoted() {
                rings.circle(x, y, 0.34 * s);
            }
        }
        if discs.is_empty() {
            continue;
        }
        svg.tag("path")
            .attr("d", discs.as_str())
            .attr("fill", fill)
            .attr("stroke", palette::INK)
            .num("stroke-width", 0.04 * s);
        if !rings.is_empty() {
            svg.tag("path")
                .attr("d", rings.as_str())
                .attr("fill", "none")
                .attr("stroke", text)
                .num("stroke-width", 0.035 * s);
        }
        svg.tag("g")
            .attr("fill", text)
            .num("font-size", 0.36 * s)
            .attr("font-weight", "bold")
            .attr("text-anchor", "middle")
            .open();
        for (square, piece) in mine {
            let (x, y) = layout.centre(*square);
            svg.tag("text").num("x", x).num("y", y + 0.13 * s).text(piece.kind.abbreviation());
        }
        svg.end();
    }
}

impl PieceKind {
    /// The movement diagram of [`PieceKind::diagram`] as an SVG picture: a
    /// Blue piece with its abbreviation on e5 of an empty board, drawn by
    /// `boardkit_betza::svg` (a disc for move or capture, a ring for move
    /// only, a cross for capture only, with a legend).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::PieceKind;
    /// let picture = PieceKind::Guard.diagram_svg();
    /// assert!(picture.contains(">Gu</text>"));
    /// assert!(picture.contains(">move only</text>"));
    /// ```
    pub fn diagram_svg(self) -> String {
        match (crate::betza_source::dsl_tables().get(self.index()), Square::from_coords(4, 4)) {
            (Some(table), Some(e5)) => empty_board_diagram(table, e5, Forward::Up, &self.diagram_options()),
            _ => String::new(),
        }
    }

    fn diagram_options(self) -> DiagramOptions {
        let info = self.info();
        // Two legend rows for every piece, so the pictures line up in the docs' gallery.
        DiagramOptions::new()
            .with_label(info.abbreviation)
            .with_piece_colour(BLUE)
            .with_legend_rows(2)
            .with_title(&format!("{} ({}): {}", info.name, info.abbreviation, info.betza))
            .with_caption(&format!("{} ({}) {}", info.name, info.abbreviation, info.betza))
    }

    /// The relay diagram of [`PieceKind::relay_diagram`] as an SVG picture:
    /// the Dervish or Harpy on e5, friendly Pawns as own pieces, and the
    /// squares they reach by the relay as move-or-capture marks (a relayed
    /// move may move or capture). `None` for other types.
    pub fn relay_diagram_svg(self) -> Option<String> {
        let text = self.relay_diagram()?;
        let grid = Grid::new(10, 10).ok()?;
        let mut marks = Vec::new();
        // The text diagram lists rank 10 first, file a first; `r` marks a relayed destination.
        for (row, line) in text.lines().take(10).enumerate() {
            let rank = 9 - row as u8;
            for (file, cell) in line.split_whitespace().skip(1).enumerate() {
                let mark = match cell {
                    "@" => Mark::Piece,
                    "o" => Mark::Own,
                    "r" => Mark::MoveOrCapture,
                    _ => continue,
                };
                marks.push((Square::from_coords(file as u8, rank)?, mark));
            }
        }
        let info = self.info();
        let options = DiagramOptions::new()
            .with_label(info.abbreviation)
            .with_piece_colour(BLUE)
            .with_legend_rows(2)
            .with_title(&format!("{} ({}): relayed moves of friendly Pawns", info.name, info.abbreviation))
            .with_caption(&format!("{} ({}) relays", info.name, info.abbreviation));
        Some(render_marks(grid, &marks, &options))
    }
}

/// The pictures committed under `docs/`: every file's path (relative to the
/// crate) and content. `docs/pictures.md` is the crate docs' section that
/// shows them inline.
#[cfg(test)]
pub(crate) fn committed_pictures() -> Vec<(String, String)> {
    let mut files = Vec::new();
    let start = Position::startpos().to_svg(&SvgOptions::new().with_title("Scirocco: the default start position"));
    files.push(("docs/svg/startpos.svg".to_string(), start.clone()));
    let mut gallery = String::new();
    for (unpromoted, promoted) in PieceKind::ALL[..18].iter().zip(PieceKind::ALL[18..].iter()) {
        for kind in [unpromoted, promoted] {
            let picture = kind.diagram_svg();
            gallery.push_str(&picture);
            files.push((format!("docs/svg/pieces/{}.svg", kind.name().to_lowercase()), picture));
            if let Some(relay) = kind.relay_diagram_svg() {
                gallery.push_str(&relay);
                files.push((format!("docs/svg/pieces/{}-relay.svg", kind.name().to_lowercase()), relay));
            }
        }
    }
    let chapter = format!(
        "# Pictures\n\n\
         The default start position ([`STARTPOS`](crate::STARTPOS)), drawn by [`Position::to_svg`](crate::Position::to_svg):\n\n\
         <div>\n{start}</div>\n\n\
         Every piece on e5 of an empty board, each type followed by the type it promotes to, as \
         [`PieceKind::diagram_svg`](crate::PieceKind::diagram_svg) draws them (the same diagrams as the text ones \
         above): a filled disc where the piece may move or capture, a ring where it may only move, a cross where \
         it may only capture (for a jump-capture or a capture without moving, on the captured piece). The Dervish \
         and the Harpy are followed by the moves they relay to friendly Pawns \
         ([`PieceKind::relay_diagram_svg`](crate::PieceKind::relay_diagram_svg)).\n\n\
         <div>\n{gallery}</div>\n"
    );
    files.push(("docs/pictures.md".to_string(), chapter));
    files
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_svg_check::verify_committed;

    /// Every committed picture (and the docs section showing them) is what
    /// the code draws today, and there is no stale picture besides them.
    /// Regenerate with `UPDATE_DOCS=1 cargo test -p boardkit-scirocco --lib committed_pictures`.
    #[test]
    fn committed_pictures_are_up_to_date() {
        let update = std::env::var_os("UPDATE_DOCS").is_some();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        verify_committed(root, &committed_pictures(), &["docs/svg", "docs/svg/pieces"], update)
            .unwrap_or_else(|error| panic!("{error} (UPDATE_DOCS=1 regenerates the pictures)"));
    }

    /// The picture's size from its `viewBox`.
    fn view_size(document: &str) -> (f64, f64) {
        boardkit_svg_check::view_box_size(document).unwrap_or_else(|| panic!("no viewBox"))
    }

    /// The caption box fits its text and the picture holds it, through
    /// random games to their end; a finished game shows its result instead
    /// of whose move it is.
    #[test]
    fn captions_fit_their_pictures_and_finished_games_show_the_result() {
        use boardkit_core::{SplitMix64, random_move};
        for seed in 1..=3 {
            let mut game = Scirocco::startpos();
            let mut rng = SplitMix64::new(seed);
            let mut plies = 0u32;
            loop {
                if plies.is_multiple_of(40) || game.outcome().is_some() {
                    let layout = GridLayout::new(Grid::new(10, 10).unwrap(), 40.0);
                    let outcome = game.outcome();
                    let caption = caption(game.position(), outcome.as_ref(), &layout);
                    assert!(caption.fits(), "ply {plies}: {:?}", caption.placed());
                    let picture = game.to_svg(&SvgOptions::new());
                    let (_, height) = view_size(&picture);
                    let bottom = caption.placed().iter().map(|p| p.y + 0.25 * p.font_size).fold(0.0, f64::max);
                    assert!(bottom <= height);
                    if let Some(outcome) = outcome {
                        assert!(picture.contains(&format!(">{outcome}<")), "the result is shown");
                        assert!(!picture.contains(" to move<"));
                        break;
                    }
                }
                let Some(mv) = random_move(&game, &mut rng) else { break };
                game.play(&mv).unwrap();
                plies += 1;
            }
        }
    }
}
