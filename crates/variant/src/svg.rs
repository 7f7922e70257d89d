//! Pictures: variant positions as SVG.
//!
//! [`VariantGame::to_svg`] draws the board of any variant (up to 16×16),
//! its coordinates, and every piece as a disc with its type's letter:
//! White's pieces light with dark letters, Black's dark with light
//! letters, so that whose a piece is never depends on the letter's case.
//! The royal piece (the `king` option) has a second, inner rim; a piece
//! that became its type by a shogi-style promotion (the FEN's `+X`) has a
//! small `+` at its upper right. A wall (the duck, an amazon's arrow) is a
//! dark square.
//!
//! Pieces are letters, not the chess glyphs (♔ ♛ …): a variant's pieces
//! are mostly not chess pieces, and the glyphs depend on the fonts of the
//! machine that shows the picture (several draw ♟ as a coloured emoji),
//! while a letter in a disc reads the same everywhere.
//!
//! In variants with pieces in hand, a second caption row lists them
//! (`in hand: White PN, Black q`), and a drop marks its square only.
//!
//! The last move can be marked ([`SvgOptions::with_last_move`]): its
//! from-square gets a dashed outline, its to-square a solid frame, and the
//! square a locust move captured on the way (`e5e6e7`) a cross-hair ring.
//! The marks differ in line style and shape, not only in colour. A caption
//! under the board names the variant and says whose move it is (or how the
//! game ended). The same position and options always give the same bytes.
//!
//! # Examples
//!
//! ```
//! use boardkit_core::Game;
//! use boardkit_variant::svg::SvgOptions;
//! use boardkit_variant::{VariantGame, variant};
//!
//! let mut game = VariantGame::new(variant("chess").ok_or("bundled")?)?;
//! let mv = *game.legal_moves().iter().find(|mv| mv.to_string() == "e2e4").ok_or("legal")?;
//! game.play(&mv)?;
//! let picture = game.to_svg(&SvgOptions::new().with_last_move(mv));
//! // Sixteen pawns and the caption.
//! assert_eq!(picture.matches(">P</text>").count(), 16);
//! assert!(picture.contains(">chess: Black to move</text>"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use boardkit_core::Game;
use boardkit_geometry::svg::{Caption, GridLayout, PathData, Svg, palette};
use boardkit_geometry::{Grid, Square};

use crate::{BoardPiece, Colour, Move, VariantGame};

/// How [`VariantGame::to_svg`] draws a position.
#[derive(Clone, Debug, PartialEq)]
pub struct SvgOptions {
    /// The side of a square in pixels (default 48; at least 16 is drawn).
    pub square: f64,
    /// The last move, marked on the board (none by default). It is drawn
    /// as given: squares off the board are left out, legality is not
    /// checked (the position after a move cannot tell).
    pub last_move: Option<Move>,
    /// Draws the board from Black's side, rank 1 on top (default off).
    pub flipped: bool,
    /// File letters below the board and rank numbers on its left (default on).
    pub coordinates: bool,
    /// The variant's name and whose move it is (or the outcome) under the
    /// board (default on).
    pub caption: bool,
    /// The picture's title, its accessible name (default: the game text).
    pub title: Option<String>,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions { square: 48.0, last_move: None, flipped: false, coordinates: true, caption: true, title: None }
    }
}

impl SvgOptions {
    /// The default options.
    pub fn new() -> SvgOptions {
        SvgOptions::default()
    }

    /// The same options with the last move marked.
    pub fn with_last_move(mut self, mv: Move) -> SvgOptions {
        self.last_move = Some(mv);
        self
    }

    /// The same options seen from Black's side (or White's).
    pub fn with_flipped(mut self, flipped: bool) -> SvgOptions {
        self.flipped = flipped;
        self
    }

    /// The same options with or without the coordinates.
    pub fn with_coordinates(mut self, coordinates: bool) -> SvgOptions {
        self.coordinates = coordinates;
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

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#c8a27c";
const WHITE_PIECE: &str = "#fbfbf8";
const BLACK_PIECE: &str = "#2f2f2f";
const FROM: &str = palette::ORANGE;
const TO: &str = palette::BLUE;
const CAPTURE: &str = palette::VERMILLION;
/// A wall square: darker than either square colour and than Black's discs' rims.
const WALL: &str = "#4a4540";

/// A piece's disc radius, in squares.
const PIECE_RADIUS: f64 = 0.4;
/// The width of a piece's rim, in squares.
const PIECE_RIM: f64 = 0.045;

impl VariantGame {
    /// The position as an SVG picture (see the [`svg`](crate::svg) module).
    pub fn to_svg(&self, options: &SvgOptions) -> String {
        let rules = self.rules();
        let Ok(grid) = Grid::new(rules.files(), rules.ranks()) else { return String::new() };
        let s = options.square.max(16.0);
        let mut layout = GridLayout::new(grid, s).flipped(options.flipped);
        if !options.coordinates {
            layout.left = 0.15 * s;
        }
        // Below the board: the file letters' margin, or the same small gap as above.
        let board_bottom =
            if options.coordinates { layout.height() } else { layout.top + layout.board_height() + 0.15 * s };
        let caption = options.caption.then(|| self.caption(&layout, board_bottom));
        let height = board_bottom + caption.as_ref().map_or(0.0, |c| c.height() + 0.15 * s);
        let mut svg = Svg::with_attributes(layout.width(), height, &[("font-family", "sans-serif")]);
        let title = options.title.clone().unwrap_or_else(|| self.to_string());
        svg.title(&title);
        svg.tag("rect").num("width", layout.width()).num("height", height).attr("fill", palette::WHITE);
        layout.draw_squares(&mut svg, LIGHT, DARK);
        if options.coordinates {
            layout.draw_coordinates(&mut svg, palette::GREY);
        }
        let on_board = |(file, rank): (u8, u8)| {
            (file < rules.files() && rank < rules.ranks()).then(|| Square::from_coords(file, rank)).flatten()
        };
        if let Some(mv) = &options.last_move {
            // A drop comes from hand: only its square is marked.
            let from = if mv.is_drop() { None } else { on_board(mv.from_coords()) };
            draw_last_move_squares(&mut svg, &layout, from, on_board(mv.to_coords()));
        }
        self.draw_walls(&mut svg, &layout);
        self.draw_pieces(&mut svg, &layout);
        if let Some(via) = options.last_move.as_ref().and_then(Move::via_coords).and_then(on_board) {
            draw_cross_hair(&mut svg, &layout, via);
        }
        if let Some(caption) = &caption {
            caption.draw(&mut svg);
        }
        svg.finish()
    }

    /// The caption: the variant's name and whose move it is, or the outcome.
    fn caption(&self, layout: &GridLayout, top: f64) -> Caption {
        let s = layout.square;
        let mut caption = Caption::new(layout.left, layout.width() - 0.1 * s, top - 0.1 * s);
        let status = match self.outcome() {
            Some(outcome) => outcome.to_string(),
            None => format!("{} to move", self.side_to_move()),
        };
        let text = format!("{}: {status}", self.rules().name());
        caption.row(&text, 0.32 * s, palette::INK, self.outcome().is_some());
        if let Some(pockets) = self.pocket_caption() {
            caption.row(&pockets, 0.28 * s, palette::INK, false);
        }
        caption
    }

    /// Every wall as a dark square over the board's square.
    fn draw_walls(&self, svg: &mut Svg, layout: &GridLayout) {
        let s = layout.square;
        let rules = self.rules();
        for rank in 0..rules.ranks() {
            for file in 0..rules.files() {
                if !self.wall_at(file, rank) {
                    continue;
                }
                let Some(square) = Square::from_coords(file, rank) else { continue };
                let (x, y) = layout.centre(square);
                svg.tag("rect")
                    .num("x", x - 0.5 * s)
                    .num("y", y - 0.5 * s)
                    .num("width", s)
                    .num("height", s)
                    .attr("fill", WALL);
            }
        }
    }

    fn draw_pieces(&self, svg: &mut Svg, layout: &GridLayout) {
        let s = layout.square;
        let rules = self.rules();
        let royal = rules.royal_type();
        for colour in [Colour::White, Colour::Black] {
            let (fill, ink) = match colour {
                Colour::White => (WHITE_PIECE, palette::INK),
                Colour::Black => (BLACK_PIECE, palette::WHITE),
            };
            let pieces: Vec<(BoardPiece, Square)> = self
                .pieces()
                .filter(|piece| piece.colour == colour)
                .filter_map(|piece| Square::from_coords(piece.file, piece.rank).map(|square| (piece, square)))
                .collect();
            if pieces.is_empty() {
                continue;
            }
            // All of a side's discs in one path, its royal rings in another.
            let mut discs = PathData::new();
            let mut rings = PathData::new();
            for (piece, square) in &pieces {
                let (x, y) = layout.centre(*square);
                discs.circle(x, y, PIECE_RADIUS * s);
                if Some(piece.kind) == royal {
                    rings.circle(x, y, (PIECE_RADIUS - 0.07) * s);
                }
            }
            svg.tag("path")
                .attr("d", discs.as_str())
                .attr("fill", fill)
                .attr("stroke", palette::INK)
                .num("stroke-width", PIECE_RIM * s);
            if !rings.is_empty() {
                svg.tag("path")
                    .attr("d", rings.as_str())
                    .attr("fill", "none")
                    .attr("stroke", ink)
                    .num("stroke-width", 0.03 * s);
            }
            draw_labels(
                svg,
                ink,
                0.46 * s,
                pieces.iter().map(|(piece, square)| {
                    let (x, y) = layout.centre(*square);
                    let letter = rules.piece_types()[piece.kind].letter().to_ascii_uppercase();
                    (x, y + 0.16 * s, letter.to_string())
                }),
            );
            let promoted: Vec<&(BoardPiece, Square)> = pieces.iter().filter(|(piece, _)| piece.promoted).collect();
            if !promoted.is_empty() {
                // The `+` on a small badge of the disc's rim colour, at the upper right.
                let mut badges = PathData::new();
                for (_, square) in &promoted {
                    let (x, y) = layout.centre(*square);
                    badges.circle(x + 0.3 * s, y - 0.3 * s, 0.14 * s);
                }
                svg.tag("path")
                    .attr("d", badges.as_str())
                    .attr("fill", fill)
                    .attr("stroke", palette::INK)
                    .num("stroke-width", 0.03 * s);
                draw_labels(
                    svg,
                    ink,
                    0.26 * s,
                    promoted.iter().map(|(_, square)| {
                        let (x, y) = layout.centre(*square);
                        (x + 0.3 * s, y - 0.21 * s, "+".to_string())
                    }),
                );
            }
        }
    }
}

/// The last move's squares, under the pieces: the from-square filled
/// Bold centred texts in one group of the colour `ink`: each at its
/// `(x, y)` baseline point.
fn draw_labels(svg: &mut Svg, ink: &str, font_size: f64, labels: impl Iterator<Item = (f64, f64, String)>) {
    svg.tag("g")
        .attr("fill", ink)
        .num("font-size", font_size)
        .attr("font-weight", "bold")
        .attr("text-anchor", "middle")
        .open();
    for (x, y, text) in labels {
        svg.tag("text").num("x", x).num("y", y).text(&text);
    }
    svg.end();
}
/// faintly with a dashed outline, the to-square framed solid.
fn draw_last_move_squares(svg: &mut Svg, layout: &GridLayout, from: Option<Square>, to: Option<Square>) {
    let s = layout.square;
    let inset = 0.05 * s;
    if let Some(from) = from {
        let (x, y) = layout.corner(from);
        svg.tag("rect")
            .num("x", x + inset)
            .num("y", y + inset)
            .num("width", s - 2.0 * inset)
            .num("height", s - 2.0 * inset)
            .attr("fill", palette::YELLOW)
            .num("fill-opacity", 0.35)
            .attr("stroke", FROM)
            .num("stroke-width", 0.06 * s)
            .nums("stroke-dasharray", &[0.14 * s, 0.08 * s]);
    }
    if let Some(to) = to {
        let (x, y) = layout.corner(to);
        svg.tag("rect")
            .num("x", x + inset)
            .num("y", y + inset)
            .num("width", s - 2.0 * inset)
            .num("height", s - 2.0 * inset)
            .attr("fill", palette::YELLOW)
            .num("fill-opacity", 0.5)
            .attr("stroke", TO)
            .num("stroke-width", 0.08 * s);
    }
}

/// A cross-hair ring on the square a locust move captured on, over the
/// pieces (the square is empty after the move).
fn draw_cross_hair(svg: &mut Svg, layout: &GridLayout, square: Square) {
    let s = layout.square;
    let (x, y) = layout.centre(square);
    let mut d = PathData::new();
    d.circle(x, y, 0.36 * s);
    for (dx, dy) in [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
        d.move_to(x + dx * 0.26 * s, y + dy * 0.26 * s).line_by(dx * 0.18 * s, dy * 0.18 * s);
    }
    svg.tag("path").attr("d", d.as_str()).attr("fill", "none").attr("stroke", CAPTURE).num("stroke-width", 0.06 * s);
}
