//! A small SVG writer shared by the boardkit renderers.
//!
//! Every boardkit picture (the game boards, the Betza movement diagrams) is
//! written with [`Svg`], so that escaping, number formatting and the
//! document frame are done once:
//!
//! - **Well-formed.** Elements are opened and closed by the writer (a [`Tag`]
//!   closes itself when dropped; [`Svg::finish`] closes whatever is still
//!   open). Attribute values and text are escaped (`&`, `<`, `>`, `"`), line
//!   breaks and tabs become character references, and characters XML does
//!   not allow (control characters, U+FFFE, U+FFFF) become U+FFFD.
//! - **Deterministic.** Numbers are printed with at most two decimals and no
//!   trailing zeros (`12`, `12.5`, `-0.25`), from a fixed rounding; the same
//!   calls give byte-identical output on every platform.
//! - **Compact.** One element per line, no indentation, no blank line (so a
//!   picture can be pasted into Markdown as one HTML block), `<defs>`/`<use>`
//!   for repeated shapes and [`PathData`] for many small marks in one path.
//! - **Scalable.** The root has a `viewBox` and a default `width`/`height`
//!   in pixels equal to it.
//! - **Self-contained ids.** Ids given to [`Tag::id`] (and referenced with
//!   [`Tag::href`] or [`Tag::url`]) get a prefix derived from a hash of the
//!   whole document, so several pictures inlined in one HTML page never
//!   clash, and the same picture always gets the same ids.
//! - **No styles.** Only presentation attributes (`fill`, `stroke`, …), no
//!   `<style>` element or `style` attribute: pages with a strict Content
//!   Security Policy (GitHub's raw files, some documentation hosts) block
//!   inline styles but not presentation attributes.
//!
//! # Examples
//!
//! ```
//! use boardkit_geometry::svg::{PathData, Svg};
//!
//! let mut doc = Svg::new(100.0, 40.0);
//! doc.title("A <tiny> picture");
//! doc.tag("rect").num("width", 100.0).num("height", 40.0).attr("fill", "#eee");
//! let mut d = PathData::new();
//! d.move_to(10.0, 20.0).line_to(90.0, 20.0);
//! doc.tag("path").attr("d", d.as_str()).attr("stroke", "#000");
//! doc.tag("text").num("x", 50.0).num("y", 35.5).attr("text-anchor", "middle").text("Q & A");
//! let text = doc.finish();
//! assert!(text.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 40\""));
//! assert!(text.contains("<title>A &lt;tiny&gt; picture</title>"));
//! assert!(text.contains("<path d=\"M10 20L90 20\" stroke=\"#000\"/>"));
//! assert!(text.contains(">Q &amp; A</text>"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt::Write;

mod caption;
pub use caption::{Caption, Placed, text_width};

use crate::{File, Grid, Rank, Square};

/// Colours that stay apart for readers with colour-vision deficiencies (the
/// Okabe–Ito palette), and a few neutrals. Renderers still tell things apart
/// by shape or label as well, never by hue alone.
pub mod palette {
    /// Orange.
    pub const ORANGE: &str = "#e69f00";
    /// Sky blue.
    pub const SKY_BLUE: &str = "#56b4e9";
    /// Bluish green.
    pub const GREEN: &str = "#009e73";
    /// Yellow.
    pub const YELLOW: &str = "#f0e442";
    /// Blue.
    pub const BLUE: &str = "#0072b2";
    /// Vermillion (a red that stays apart from green).
    pub const VERMILLION: &str = "#d55e00";
    /// Reddish purple.
    pub const PURPLE: &str = "#cc79a7";
    /// Near-black, for lines and text.
    pub const INK: &str = "#222222";
    /// A mid grey, for secondary text and lines.
    pub const GREY: &str = "#777777";
    /// White.
    pub const WHITE: &str = "#ffffff";
}

/// Stands for the document's id prefix until [`Svg::finish`] knows it. A
/// control character, so escaped text can never contain it.
const ID_PLACEHOLDER: char = '\u{1}';

/// Formats a number with at most two decimals and no trailing zeros;
/// `-0` prints as `0`, and non-finite values as `0`.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::svg::number;
/// assert_eq!(number(12.0), "12");
/// assert_eq!(number(12.5), "12.5");
/// assert_eq!(number(-0.254), "-0.25");
/// assert_eq!(number(-0.001), "0");
/// assert_eq!(number(f64::NAN), "0");
/// ```
pub fn number(value: f64) -> String {
    let mut out = String::new();
    push_number(&mut out, value);
    out
}

fn push_number(out: &mut String, value: f64) {
    // Hundredths as an integer: one rounding, then exact integer formatting.
    let hundredths = if value.is_finite() { (value * 100.0).round() } else { 0.0 };
    let hundredths = hundredths.clamp(-1e15, 1e15) as i64;
    if hundredths < 0 {
        out.push('-');
    }
    let magnitude = hundredths.unsigned_abs();
    let _ = write!(out, "{}", magnitude / 100);
    match magnitude % 100 {
        0 => {}
        fraction if fraction % 10 == 0 => {
            let _ = write!(out, ".{}", fraction / 10);
        }
        fraction => {
            let _ = write!(out, ".{fraction:02}");
        }
    }
}

/// Appends `text` escaped for an attribute value or text content.
fn push_escaped(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            // Kept as references so that no raw line break (and so no blank
            // line) ever appears inside an element.
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\t' => out.push_str("&#9;"),
            c if c.is_control() || c == '\u{fffe}' || c == '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
}

/// An SVG document being written. See the [module docs](self).
#[derive(Clone, Debug)]
pub struct Svg {
    out: String,
    open: Vec<&'static str>,
}

impl Svg {
    /// A document whose `viewBox` is `0 0 width height`, shown by default at
    /// that size in pixels.
    pub fn new(width: f64, height: f64) -> Svg {
        Svg::with_attributes(width, height, &[])
    }

    /// [`Svg::new`] with more attributes on the root element (for example a
    /// default `font-family`, which every text inherits).
    pub fn with_attributes(width: f64, height: f64, attributes: &[(&'static str, &str)]) -> Svg {
        let mut svg = Svg { out: String::new(), open: Vec::new() };
        svg.out.push_str("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ");
        push_number(&mut svg.out, width);
        svg.out.push(' ');
        push_number(&mut svg.out, height);
        svg.out.push_str("\" width=\"");
        push_number(&mut svg.out, width);
        svg.out.push_str("\" height=\"");
        push_number(&mut svg.out, height);
        svg.out.push_str("\" role=\"img\"");
        for (name, value) in attributes {
            svg.push_attribute(name, value);
        }
        svg.out.push_str(">\n");
        svg.open.push("svg");
        svg
    }

    fn push_attribute(&mut self, name: &str, value: &str) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        push_escaped(&mut self.out, value);
        self.out.push('"');
    }

    /// Starts an element. Add attributes to the [`Tag`], then finish it with
    /// [`Tag::open`] (children follow, until [`Svg::end`]) or
    /// [`Tag::text`]; dropping it writes an empty element (`<rect .../>`).
    ///
    /// Element and attribute names are the caller's code, not user data, so
    /// they are written as given.
    pub fn tag(&mut self, name: &'static str) -> Tag<'_> {
        self.out.push('<');
        self.out.push_str(name);
        Tag { svg: self, name, done: false }
    }

    /// A `<title>` element: the picture's accessible name (and tooltip).
    pub fn title(&mut self, text: &str) {
        self.tag("title").text(text);
    }

    /// Closes the element opened last with [`Tag::open`]. Does nothing when
    /// only the root is open ([`Svg::finish`] closes it).
    pub fn end(&mut self) {
        if self.open.len() > 1
            && let Some(name) = self.open.pop()
        {
            self.out.push_str("</");
            self.out.push_str(name);
            self.out.push_str(">\n");
        }
    }

    /// Closes every open element and returns the document, with the id
    /// prefix filled in.
    pub fn finish(mut self) -> String {
        while let Some(name) = self.open.pop() {
            self.out.push_str("</");
            self.out.push_str(name);
            self.out.push_str(">\n");
        }
        if !self.out.contains(ID_PLACEHOLDER) {
            return self.out;
        }
        // FNV-1a over the document with the placeholders in it: equal
        // pictures get equal ids, different pictures (almost surely)
        // different ones.
        let hash = self
            .out
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3));
        let prefix = format!("b{:08x}", (hash ^ (hash >> 32)) as u32);
        self.out.replace(ID_PLACEHOLDER, &prefix)
    }
}

/// An element being written; see [`Svg::tag`].
pub struct Tag<'a> {
    svg: &'a mut Svg,
    name: &'static str,
    done: bool,
}

impl Tag<'_> {
    /// A text attribute, escaped.
    pub fn attr(self, name: &'static str, value: &str) -> Self {
        self.svg.push_attribute(name, value);
        self
    }

    /// A number attribute (see [`number`]).
    pub fn num(self, name: &'static str, value: f64) -> Self {
        self.svg.out.push(' ');
        self.svg.out.push_str(name);
        self.svg.out.push_str("=\"");
        push_number(&mut self.svg.out, value);
        self.svg.out.push('"');
        self
    }

    /// A list of numbers separated by spaces (`stroke-dasharray`, `points`).
    pub fn nums(self, name: &'static str, values: &[f64]) -> Self {
        self.svg.out.push(' ');
        self.svg.out.push_str(name);
        self.svg.out.push_str("=\"");
        for (i, &value) in values.iter().enumerate() {
            if i > 0 {
                self.svg.out.push(' ');
            }
            push_number(&mut self.svg.out, value);
        }
        self.svg.out.push('"');
        self
    }

    /// The element's `id`, made unique to this document (see the module
    /// docs). `name` should be a short word of ASCII letters and digits.
    pub fn id(self, name: &str) -> Self {
        self.svg.out.push_str(" id=\"");
        self.svg.out.push(ID_PLACEHOLDER);
        push_escaped(&mut self.svg.out, name);
        self.svg.out.push('"');
        self
    }

    /// An `href` to the element of this document with [`Tag::id`] `name`
    /// (for `<use>`).
    pub fn href(self, name: &str) -> Self {
        self.svg.out.push_str(" href=\"#");
        self.svg.out.push(ID_PLACEHOLDER);
        push_escaped(&mut self.svg.out, name);
        self.svg.out.push('"');
        self
    }

    /// An attribute `url(#…)` pointing at the element with [`Tag::id`]
    /// `name` (for `marker-end`, `fill` with a pattern, …).
    pub fn url(self, attribute: &'static str, name: &str) -> Self {
        self.svg.out.push(' ');
        self.svg.out.push_str(attribute);
        self.svg.out.push_str("=\"url(#");
        self.svg.out.push(ID_PLACEHOLDER);
        push_escaped(&mut self.svg.out, name);
        self.svg.out.push_str(")\"");
        self
    }

    /// Ends the start tag: the children follow, until [`Svg::end`].
    pub fn open(mut self) {
        self.done = true;
        self.svg.out.push_str(">\n");
        self.svg.open.push(self.name);
    }

    /// Writes `content` (escaped) as the element's text and closes it.
    pub fn text(mut self, content: &str) {
        self.done = true;
        self.svg.out.push('>');
        push_escaped(&mut self.svg.out, content);
        self.svg.out.push_str("</");
        self.svg.out.push_str(self.name);
        self.svg.out.push_str(">\n");
    }
}

impl Drop for Tag<'_> {
    fn drop(&mut self) {
        if !self.done {
            self.svg.out.push_str("/>\n");
        }
    }
}

/// Path data (`d` attribute) built from commands with formatted numbers.
/// Absolute commands are upper case, relative ones lower case, as in SVG.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::svg::PathData;
/// let mut d = PathData::new();
/// d.move_to(1.0, 2.0).h(3.5).v(-1.0).close();
/// assert_eq!(d.as_str(), "M1 2h3.5v-1z");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathData(String);

impl PathData {
    /// An empty path.
    pub fn new() -> PathData {
        PathData(String::new())
    }

    fn command(&mut self, letter: char, values: &[f64]) -> &mut Self {
        self.0.push(letter);
        for (i, &value) in values.iter().enumerate() {
            // A separator only where the next number would otherwise run on
            // (a minus sign separates by itself).
            if i > 0 && value.is_finite() && (value * 100.0).round() >= 0.0 {
                self.0.push(' ');
            }
            push_number(&mut self.0, value);
        }
        self
    }

    /// `M x y`: starts a subpath at an absolute point.
    pub fn move_to(&mut self, x: f64, y: f64) -> &mut Self {
        self.command('M', &[x, y])
    }

    /// `L x y`: a line to an absolute point.
    pub fn line_to(&mut self, x: f64, y: f64) -> &mut Self {
        self.command('L', &[x, y])
    }

    /// `Q cx cy x y`: a quadratic Bézier curve to an absolute point.
    pub fn quad_to(&mut self, cx: f64, cy: f64, x: f64, y: f64) -> &mut Self {
        self.command('Q', &[cx, cy, x, y])
    }

    /// `m dx dy`: starts a subpath relative to the current point.
    pub fn move_by(&mut self, dx: f64, dy: f64) -> &mut Self {
        self.command('m', &[dx, dy])
    }

    /// `l dx dy`: a line relative to the current point.
    pub fn line_by(&mut self, dx: f64, dy: f64) -> &mut Self {
        self.command('l', &[dx, dy])
    }

    /// `h dx`: a horizontal line.
    pub fn h(&mut self, dx: f64) -> &mut Self {
        self.command('h', &[dx])
    }

    /// `v dy`: a vertical line.
    pub fn v(&mut self, dy: f64) -> &mut Self {
        self.command('v', &[dy])
    }

    /// `a r r 0 large sweep dx dy`: a circular arc relative to the current
    /// point.
    pub fn arc_by(&mut self, radius: f64, large: bool, sweep: bool, dx: f64, dy: f64) -> &mut Self {
        let flag = |b: bool| if b { 1.0 } else { 0.0 };
        self.command('a', &[radius, radius, 0.0, flag(large), flag(sweep), dx, dy])
    }

    /// A whole circle of `radius` around `(cx, cy)` as two arcs (many
    /// circles then fit in one path element).
    pub fn circle(&mut self, cx: f64, cy: f64, radius: f64) -> &mut Self {
        self.move_to(cx - radius, cy).arc_by(radius, true, false, 2.0 * radius, 0.0).arc_by(
            radius,
            true,
            false,
            -2.0 * radius,
            0.0,
        )
    }

    /// `z`: closes the subpath.
    pub fn close(&mut self) -> &mut Self {
        self.0.push('z');
        self
    }

    /// Whether no command was added.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The path data text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where the squares of a [`Grid`] go in a picture: a board of `square`-sized
/// squares, rank 1 at the bottom (or at the top when `flipped`, the view of
/// the side playing down the board), with room on the left and below for
/// rank numbers and file letters.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::svg::{GridLayout, Svg};
/// use boardkit_geometry::{Grid, Square};
/// let layout = GridLayout::new(Grid::new(3, 2)?, 20.0);
/// assert_eq!(layout.centre("a1".parse()?), (layout.left + 10.0, layout.top + 30.0));
/// let mut doc = Svg::new(layout.width(), layout.height());
/// layout.draw_squares(&mut doc, "#eee", "#ccc");
/// layout.draw_coordinates(&mut doc, "#222");
/// assert!(doc.finish().contains("<text"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridLayout {
    /// The board.
    pub grid: Grid,
    /// The side of a square.
    pub square: f64,
    /// The x of the board's left edge.
    pub left: f64,
    /// The y of the board's top edge.
    pub top: f64,
    /// Whether the board is turned half a turn (rank 1 on top, file `a` on
    /// the right).
    pub flipped: bool,
}

impl GridLayout {
    /// A layout with margins for the coordinates: 0.7 squares on the left,
    /// a small gap above, 0.7 squares below (see [`GridLayout::height`]).
    pub fn new(grid: Grid, square: f64) -> GridLayout {
        GridLayout { grid, square, left: 0.7 * square, top: 0.15 * square, flipped: false }
    }

    /// The same layout turned half a turn.
    pub fn flipped(mut self, flipped: bool) -> GridLayout {
        self.flipped = flipped;
        self
    }

    /// The width of the picture: margin, board and a small gap on the right.
    pub fn width(&self) -> f64 {
        self.left + self.board_width() + 0.15 * self.square
    }

    /// The height of the picture down to below the file letters.
    pub fn height(&self) -> f64 {
        self.top + self.board_height() + 0.7 * self.square
    }

    /// The width of the board itself.
    pub fn board_width(&self) -> f64 {
        f64::from(self.grid.width()) * self.square
    }

    /// The height of the board itself.
    pub fn board_height(&self) -> f64 {
        f64::from(self.grid.height()) * self.square
    }

    /// The column (0 on the left) and row (0 on top) of a square as drawn.
    fn cell(&self, square: Square) -> (f64, f64) {
        let file = f64::from(square.file().index());
        let rank = f64::from(square.rank().index());
        let (width, height) = (f64::from(self.grid.width()), f64::from(self.grid.height()));
        if self.flipped { (width - 1.0 - file, rank) } else { (file, height - 1.0 - rank) }
    }

    /// The top-left corner of a square.
    pub fn corner(&self, square: Square) -> (f64, f64) {
        let (column, row) = self.cell(square);
        (self.left + column * self.square, self.top + row * self.square)
    }

    /// The centre of a square.
    pub fn centre(&self, square: Square) -> (f64, f64) {
        let (x, y) = self.corner(square);
        (x + self.square / 2.0, y + self.square / 2.0)
    }

    /// The squares: the board in `light` with the dark squares (`a1` is
    /// dark, as on a chess board) laid by a two-by-two pattern, so the
    /// picture does not grow with the board.
    pub fn draw_squares(&self, svg: &mut Svg, light: &str, dark: &str) {
        let s = self.square;
        let top_left = Square::from_coords(
            if self.flipped { self.grid.width() - 1 } else { 0 },
            if self.flipped { 0 } else { self.grid.height() - 1 },
        );
        let top_left_dark = top_left.is_some_and(|sq| (sq.file().index() + sq.rank().index()) % 2 == 0);
        svg.tag("defs").open();
        svg.tag("pattern")
            .id("squares")
            .attr("patternUnits", "userSpaceOnUse")
            .num("x", self.left)
            .num("y", self.top)
            .num("width", 2.0 * s)
            .num("height", 2.0 * s)
            .open();
        svg.tag("rect").num("width", 2.0 * s).num("height", 2.0 * s).attr("fill", light);
        let mut d = PathData::new();
        let (first, second) = if top_left_dark { ((0.0, 0.0), (s, s)) } else { ((s, 0.0), (0.0, s)) };
        for (x, y) in [first, second] {
            d.move_to(x, y).h(s).v(s).h(-s).close();
        }
        svg.tag("path").attr("d", d.as_str()).attr("fill", dark);
        svg.end();
        svg.end();
        svg.tag("rect")
            .num("x", self.left)
            .num("y", self.top)
            .num("width", self.board_width())
            .num("height", self.board_height())
            .url("fill", "squares");
    }

    /// Rank numbers on the left and file letters below, in `colour`.
    pub fn draw_coordinates(&self, svg: &mut Svg, colour: &str) {
        let size = (0.36 * self.square).clamp(8.0, 14.0);
        svg.tag("g")
            .attr("fill", colour)
            .num("font-size", size)
            .attr("text-anchor", "middle")
            .attr("font-family", "sans-serif")
            .open();
        // One text element for all the file letters, a tspan per letter.
        let below = self.top + self.board_height() + 0.3 * self.square + size * 0.7;
        svg.tag("text").num("y", below).open();
        for file in File::ALL.iter().take(usize::from(self.grid.width())) {
            if let Some(square) = Square::from_coords(file.index(), 0) {
                svg.tag("tspan").num("x", self.centre(square).0).text(&file.char().to_string());
            }
        }
        svg.end();
        for rank in Rank::ALL.iter().take(usize::from(self.grid.height())) {
            if let Some(square) = Square::from_coords(0, rank.index()) {
                let y = self.centre(square).1 + size * 0.35;
                svg.tag("text").num("x", self.left / 2.0).num("y", y).text(&rank.number().to_string());
            }
        }
        svg.end();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_svg_check::check;

    #[test]
    fn numbers_are_short_and_stable() {
        let cases = [
            (0.0, "0"),
            (-0.0, "0"),
            (1.0, "1"),
            (1.5, "1.5"),
            (1.25, "1.25"),
            (-3.1, "-3.1"),
            (-0.004, "0"),
            (1234567.891, "1234567.89"),
            (f64::INFINITY, "0"),
            (1e300, "10000000000000"),
        ];
        for (value, text) in cases {
            assert_eq!(number(value), text, "{value}");
        }
    }

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut svg = Svg::new(10.0, 10.0);
        svg.tag("text").attr("data-x", "a\"b<c>&\n\n\u{7}").text("<&>\"\n\n\u{0}\u{1}\u{ffff}é");
        let out = svg.finish();
        assert!(out.contains("data-x=\"a&quot;b&lt;c&gt;&amp;&#10;&#10;\u{fffd}\""), "{out}");
        assert!(out.contains(">&lt;&amp;&gt;&quot;&#10;&#10;\u{fffd}\u{fffd}\u{fffd}é</text>"), "{out}");
        let summary = check(&out).unwrap();
        assert_eq!(summary.texts, ["<&>\"\n\n\u{fffd}\u{fffd}\u{fffd}é"]);
    }

    #[test]
    fn tags_close_themselves_and_finish_closes_the_rest() {
        let mut svg = Svg::new(10.0, 10.0);
        svg.tag("g").attr("fill", "red").open();
        svg.tag("circle").num("r", 1.0);
        svg.tag("g").open();
        let out = svg.finish();
        assert_eq!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" width=\"10\" height=\"10\" role=\"img\">\n\
             <g fill=\"red\">\n<circle r=\"1\"/>\n<g>\n</g>\n</g>\n</svg>\n"
        );
        assert_eq!(check(&out).map(|s| s.elements), Ok(4));
    }

    #[test]
    fn ids_get_a_prefix_from_the_content() {
        let picture = |colour: &str| {
            let mut svg = Svg::new(10.0, 10.0);
            svg.tag("defs").open();
            svg.tag("circle").id("dot").num("r", 1.0).attr("fill", colour);
            svg.end();
            svg.tag("use").href("dot").num("x", 5.0);
            svg.tag("path").url("marker-end", "dot");
            svg.finish()
        };
        let red = picture("red");
        assert_eq!(red, picture("red"), "deterministic");
        let summary = check(&red).unwrap();
        assert_eq!(summary.ids.len(), 1);
        let id = &summary.ids[0];
        assert!(id.starts_with('b') && id.ends_with("dot") && id.len() == 12, "{id}");
        assert!(red.contains(&format!("href=\"#{id}\"")) && red.contains(&format!("url(#{id})")));
        let blue = picture("blue");
        assert_ne!(check(&blue).unwrap().ids, summary.ids, "different pictures, different ids");
        assert!(!red.contains('\u{1}'));
    }

    #[test]
    fn path_data_separates_numbers_only_where_needed() {
        let mut d = PathData::new();
        d.move_to(1.0, -2.0).line_by(-0.5, 0.25).circle(5.0, 5.0, 1.0);
        assert_eq!(d.as_str(), "M1-2l-0.5 0.25M4 5a1 1 0 1 0 2 0a1 1 0 1 0-2 0");
        assert!(!d.is_empty());
    }
}
