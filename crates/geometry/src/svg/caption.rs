//! Text under a picture, laid out so that it never clips or overlaps.
//!
//! SVG has no text layout: a `<text>` wider than the picture is cut off, and
//! two texts on one line overlap when the first grows (a long result beside
//! the round number). [`Caption`] places its texts from an estimate of
//! their width ([`text_width`], deliberately generous for the sans-serif
//! fonts viewers use), wraps a text wider than the box at spaces, and moves
//! a right-hand text to a row of its own when it would touch the left one.
//! Its height is known before drawing, so the picture can be sized to it.

use super::Svg;

/// Roughly how wide `text` is at `font_size` in a sans-serif font, in the
/// same units: per-character widths in em, chosen at or above those of
/// DejaVu Sans and Helvetica (the widest common defaults), so that an
/// estimate that fits means the text fits.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::svg::text_width;
/// assert!(text_width("round 18", 12.0) > text_width("r", 12.0));
/// assert_eq!(text_width("", 12.0), 0.0);
/// ```
pub fn text_width(text: &str, font_size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | '!' | '|' | '.' | ',' | ':' | ';' | '\'' | ' ' => 0.34,
            'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '-' => 0.42,
            'm' | 'w' | 'M' | 'W' | '—' | '–' => 1.0,
            '0'..='9' => 0.66,
            c if c.is_ascii_uppercase() => 0.78,
            _ => 0.64,
        })
        .sum();
    em * font_size
}

/// One text placed by a [`Caption`].
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// The text.
    pub text: String,
    /// Its left edge (`align_end: false`) or right edge (`align_end: true`).
    pub x: f64,
    /// Its baseline.
    pub y: f64,
    /// The font size.
    pub font_size: f64,
    /// Whether `x` is the right edge (`text-anchor="end"`).
    pub align_end: bool,
    /// The fill colour.
    pub fill: &'static str,
    /// Bold.
    pub bold: bool,
}

impl Placed {
    /// The left and right edges by the [`text_width`] estimate.
    pub fn extent(&self) -> (f64, f64) {
        let width = text_width(&self.text, self.font_size) * if self.bold { BOLD } else { 1.0 };
        if self.align_end { (self.x - width, self.x) } else { (self.x, self.x + width) }
    }
}

/// Texts under a picture inside the box from `left` to `right`, in rows
/// from `top` down.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::svg::{Caption, Svg};
/// let mut caption = Caption::new(10.0, 150.0, 300.0);
/// caption.row("North-East wins (North-East has no pawn left outside its goal base)", 13.0, "#222", false);
/// caption.beside("round 18", 11.0, "#777");
/// assert!(caption.rows() > 2, "the long result wraps, and the round gets a row of its own");
/// assert!(caption.fits());
/// let mut doc = Svg::new(160.0, 300.0 + caption.height());
/// caption.draw(&mut doc);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Caption {
    left: f64,
    right: f64,
    top: f64,
    /// The bottom of the last row so far (`top` when empty).
    bottom: f64,
    /// The texts placed, in order.
    placed: Vec<Placed>,
    /// Where each row starts in `placed`, with its baseline and height.
    rows: Vec<(usize, f64, f64)>,
}

/// The gap between rows and between two texts on a row, in em.
const GAP: f64 = 0.3;

/// How much wider bold text runs than regular (DejaVu Sans Bold: about 1.1).
const BOLD: f64 = 1.15;

impl Caption {
    /// An empty caption for the box from `left` to `right`, starting at `top`.
    pub fn new(left: f64, right: f64, top: f64) -> Caption {
        Caption { left, right, top, bottom: top, placed: Vec::new(), rows: Vec::new() }
    }

    /// The width of the box.
    pub fn width(&self) -> f64 {
        (self.right - self.left).max(0.0)
    }

    /// Starts a new row with `text`, left-aligned; a text wider than the box
    /// is wrapped at spaces onto further rows, and set smaller when even one
    /// of its words is wider than the box (a narrow picture).
    pub fn row(&mut self, text: &str, font_size: f64, fill: &'static str, bold: bool) {
        let weight = if bold { BOLD } else { 1.0 };
        let widest_word = text.split(' ').map(|word| text_width(word, font_size) * weight).fold(0.0, f64::max);
        let font_size = if widest_word > self.width() && widest_word > 0.0 {
            font_size * self.width() / widest_word
        } else {
            font_size
        };
        for line in wrap(text, font_size * weight, self.width()) {
            self.new_row(font_size);
            let y = self.baseline();
            self.placed.push(Placed { text: line, x: self.left, y, font_size, align_end: false, fill, bold });
        }
    }

    /// Puts `text` right-aligned on the current row when it fits beside
    /// what is there, else on a row of its own (still right-aligned).
    pub fn beside(&mut self, text: &str, font_size: f64, fill: &'static str) {
        let width = text_width(text, font_size);
        let used = self.current_row().map(|items| items.iter().map(|p| p.extent().1).fold(self.left, f64::max));
        let fits = used.is_some_and(|used| used + GAP * font_size + width <= self.right)
            && self.rows.last().is_some_and(|&(_, _, height)| font_size <= height);
        if !fits {
            self.new_row(font_size);
        }
        let y = self.baseline();
        self.placed.push(Placed {
            text: text.to_string(),
            x: self.right,
            y,
            font_size,
            align_end: true,
            fill,
            bold: false,
        });
    }

    /// Lays `texts` out in up to `max_columns` equal columns (fewer when a
    /// text would not fit its column), each text `indent` from its column's
    /// left edge (room for a marker), and returns where each text starts:
    /// its left edge and baseline.
    pub fn cells(
        &mut self,
        texts: &[String],
        font_size: f64,
        fill: &'static str,
        indent: f64,
        max_columns: usize,
    ) -> Vec<(f64, f64)> {
        let widest = texts.iter().map(|t| text_width(t, font_size)).fold(0.0, f64::max);
        let columns = (1..=max_columns.max(1))
            .rev()
            .find(|&n| indent + widest + GAP * font_size <= self.width() / n as f64)
            .unwrap_or(1);
        let column_width = self.width() / columns as f64;
        let mut starts = Vec::with_capacity(texts.len());
        for (i, text) in texts.iter().enumerate() {
            if i % columns == 0 {
                self.new_row(font_size);
            }
            let x = self.left + (i % columns) as f64 * column_width + indent;
            let y = self.baseline();
            self.placed.push(Placed { text: text.clone(), x, y, font_size, align_end: false, fill, bold: false });
            starts.push((x, y));
        }
        starts
    }

    /// Adds a gap of `space` below the last row.
    pub fn space(&mut self, space: f64) {
        self.bottom += space;
    }

    /// The height from `top` to below the last row.
    pub fn height(&self) -> f64 {
        self.bottom - self.top
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows.len()
    }

    /// The texts placed.
    pub fn placed(&self) -> &[Placed] {
        &self.placed
    }

    /// Whether every text lies inside the box by the [`text_width`]
    /// estimate, and no two texts of a row overlap: what the pictures'
    /// tests check.
    pub fn fits(&self) -> bool {
        let inside = self.placed.iter().all(|p| {
            let (start, end) = p.extent();
            start >= self.left - 1e-9 && end <= self.right + 1e-9
        });
        let apart = self.placed.iter().enumerate().all(|(i, a)| {
            self.placed[i + 1..].iter().filter(|b| (a.y - b.y).abs() < 1e-9).all(|b| {
                let ((a0, a1), (b0, b1)) = (a.extent(), b.extent());
                a1 <= b0 || b1 <= a0
            })
        });
        inside && apart
    }

    /// Writes the texts.
    pub fn draw(&self, svg: &mut Svg) {
        for p in &self.placed {
            let tag = svg.tag("text").num("x", p.x).num("y", p.y).num("font-size", p.font_size).attr("fill", p.fill);
            let tag = if p.align_end { tag.attr("text-anchor", "end") } else { tag };
            let tag = if p.bold { tag.attr("font-weight", "bold") } else { tag };
            tag.text(&p.text);
        }
    }

    fn new_row(&mut self, font_size: f64) {
        let gap = if self.rows.is_empty() { 0.0 } else { GAP * font_size };
        let height = 1.2 * font_size;
        self.bottom += gap + height;
        // The baseline sits a descent (0.25 em) above the row's bottom.
        self.rows.push((self.placed.len(), self.bottom - 0.25 * font_size, height));
    }

    fn baseline(&self) -> f64 {
        self.rows.last().map_or(self.top, |&(_, baseline, _)| baseline)
    }

    fn current_row(&self) -> Option<&[Placed]> {
        self.rows.last().map(|&(start, _, _)| &self.placed[start..])
    }
}

/// `text` broken at spaces into lines no wider than `width` at `font_size`
/// (a single word wider than that stays whole on its own line: nothing
/// better can be done without a font).
fn wrap(text: &str, font_size: f64, width: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if line.is_empty() || text_width(&candidate, font_size) <= width {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_wrap_and_right_texts_move_down_when_they_would_touch() {
        let mut caption = Caption::new(0.0, 200.0, 100.0);
        caption.row("Blue to move", 12.0, "#000", false);
        caption.beside("move 2", 10.0, "#777");
        assert_eq!(caption.rows(), 1, "short texts share a row");
        caption.row("Brown wins (a piece reached the opponent's back row)", 12.0, "#000", false);
        assert_eq!(caption.rows(), 3, "the result wraps onto two rows");
        caption.beside("a rather long right-hand text", 12.0, "#777");
        assert_eq!(caption.rows(), 4, "a right text that would touch moves down");
        assert!(caption.fits());
        // The rows do not overlap: each baseline is at least a line below the last.
        let baselines: Vec<f64> = caption.placed().iter().map(|p| p.y).collect();
        assert!(baselines.windows(2).all(|w| w[1] >= w[0]));
        assert!(caption.height() >= 4.0 * 12.0);
    }

    #[test]
    fn the_width_estimate_is_generous_and_fits_detects_overflow() {
        // DejaVu Sans, 12 px: "Blue to move" is about 75 px wide.
        assert!(text_width("Blue to move", 12.0) >= 75.0);
        let mut caption = Caption::new(0.0, 40.0, 0.0);
        caption.row("unbreakable-long-word", 12.0, "#000", false);
        assert!(caption.fits(), "a word wider than the box is set smaller");
        assert!(caption.placed()[0].font_size < 12.0);
        caption.beside("a right-hand text far too wide for the box", 12.0, "#000");
        assert!(!caption.fits(), "what does not fit is reported");
        assert_eq!(wrap("a b", 12.0, 1000.0), ["a b"]);
        assert_eq!(wrap("", 12.0, 10.0), [""]);
    }
}
