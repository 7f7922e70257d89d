//! The boards the examples draw on a terminal: one per game, each with a
//! legend of its symbols and the last move marked, in colour only when
//! standard output is a terminal that wants it (see [`Paint::for_stdout`]:
//! `NO_COLOR`, `CLICOLOR_FORCE` and `TERM=dumb` are honoured). Every line
//! fits a terminal [`WIDTH`] columns wide.

#![allow(dead_code)]

use std::io::IsTerminal;

/// Whether and how to colour the output. Colour is ANSI escape codes; with
/// `colour: false` every method returns its text unchanged.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Paint {
    pub(crate) colour: bool,
}

impl Paint {
    /// Colour when standard output is a terminal that can show it: never
    /// when `NO_COLOR` is set to anything non-empty (<https://no-color.org>);
    /// always when `CLICOLOR_FORCE` is set (non-empty, not `0`), even into a
    /// pipe, for tests and pagers; otherwise only on a terminal whose `TERM`
    /// is not `dumb` (a terminal that shows escape codes as text).
    pub(crate) fn for_stdout() -> Paint {
        let var = |name: &str| std::env::var_os(name).map(|value| value.to_string_lossy().into_owned());
        Paint {
            colour: Paint::wants_colour(
                var("NO_COLOR").as_deref(),
                var("CLICOLOR_FORCE").as_deref(),
                var("TERM").as_deref(),
                std::io::stdout().is_terminal(),
            ),
        }
    }

    /// The decision of [`Paint::for_stdout`] from the values of `NO_COLOR`,
    /// `CLICOLOR_FORCE` and `TERM` and whether standard output is a terminal.
    pub(crate) fn wants_colour(
        no_color: Option<&str>,
        clicolor_force: Option<&str>,
        term: Option<&str>,
        is_terminal: bool,
    ) -> bool {
        if no_color.is_some_and(|value| !value.is_empty()) {
            false
        } else if clicolor_force.is_some_and(|value| !value.is_empty() && value != "0") {
            true
        } else {
            is_terminal && term != Some("dumb")
        }
    }

    /// No colour (tests, files).
    pub(crate) const PLAIN: Paint = Paint { colour: false };

    /// `text` in the style `code`. A reset inside `text` (the end of an
    /// inner style, as in `last_move(&player(...))`) is followed by `code`
    /// again, so the outer style covers the whole text.
    fn wrap(self, code: &str, text: &str) -> String {
        if self.colour {
            let inner = text.replace(RESET, &format!("{RESET}\x1b[{code}m"));
            format!("\x1b[{code}m{inner}{RESET}")
        } else {
            text.to_string()
        }
    }

    /// A heading (bold cyan).
    pub(crate) fn heading(self, text: &str) -> String {
        self.wrap("1;36", text)
    }

    /// Emphasis (bold).
    pub(crate) fn strong(self, text: &str) -> String {
        self.wrap("1", text)
    }

    /// Secondary text (dim).
    pub(crate) fn dim(self, text: &str) -> String {
        self.wrap("2", text)
    }

    /// The colour of player number `player` (0-based), bold.
    pub(crate) fn player(self, player: usize, text: &str) -> String {
        const CODES: [&str; 4] = ["1;34", "1;33", "1;32", "1;35"];
        self.wrap(CODES[player % CODES.len()], text)
    }

    /// A square or point of the last move (reverse video).
    pub(crate) fn last_move(self, text: &str) -> String {
        self.wrap("7", text)
    }

    /// A square whose piece the last move captured (red background).
    pub(crate) fn captured(self, text: &str) -> String {
        self.wrap("41", text)
    }
}

/// The reset that ends every style.
const RESET: &str = "\x1b[0m";

/// The width of the terminal the examples write for: no line of their
/// normal output is wider.
pub(crate) const WIDTH: usize = 80;

/// `left` and `right` side by side, `right` starting `gap` columns after the
/// widest line of `left` (widths counted without colour codes); `right` goes
/// below `left` instead when side by side would be wider than [`WIDTH`].
pub(crate) fn beside(left: &str, right: &[String], gap: usize) -> String {
    let left: Vec<&str> = left.lines().map(str::trim_end).collect();
    let width = left.iter().map(|line| visible_width(line)).max().unwrap_or(0);
    let right_width = right.iter().map(|line| visible_width(line)).max().unwrap_or(0);
    if width + gap + right_width > WIDTH {
        let mut out = String::new();
        for line in left.iter().copied().chain(right.iter().map(String::as_str)) {
            out.push_str(line);
            out.push('\n');
        }
        return out;
    }
    let mut out = String::new();
    for row in 0..left.len().max(right.len()) {
        let line = left.get(row).copied().unwrap_or("");
        match right.get(row) {
            Some(extra) => {
                let pad = width - visible_width(line) + gap;
                out.push_str(&format!("{line}{:pad$}{extra}", ""));
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// The width of `text` on a terminal: characters outside ANSI escape codes.
pub(crate) fn visible_width(text: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for c in text.chars() {
        match (in_escape, c) {
            (false, '\x1b') => in_escape = true,
            (true, 'm') => in_escape = false,
            (true, _) => {}
            (false, _) => width += 1,
        }
    }
    width
}

/// `items` separated by `separator` (`" "` or `", "`), in lines of at most
/// [`WIDTH`] columns, broken after a separator (an item wider than a line
/// has a line of its own).
pub(crate) fn fill(items: &[String], separator: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for (index, item) in items.iter().enumerate() {
        let last = index + 1 == items.len();
        let piece = if last { item.clone() } else { format!("{item}{}", separator.trim_end()) };
        if !line.is_empty() && visible_width(&line) + 1 + visible_width(&piece) > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&piece);
    }
    out.push_str(&line);
    out
}

/// `line` folded at spaces into lines of at most [`WIDTH`] columns, the
/// lines after the first indented by two spaces (a word wider than a line
/// stays whole).
pub(crate) fn fold(line: &str) -> String {
    let mut out = String::new();
    let mut current = String::new();
    for word in line.split(' ') {
        if !current.trim().is_empty() && visible_width(&current) + 1 + visible_width(word) > WIDTH {
            out.push_str(current.trim_end());
            out.push('\n');
            current = "  ".to_string();
        } else if !current.is_empty() && current != "  " {
            current.push(' ');
        }
        current.push_str(word);
    }
    out.push_str(&current);
    out
}

/// `entries` in as many columns as it takes to fit `rows` rows, each column
/// as wide as its widest entry.
fn columns(entries: &[String], rows: usize) -> Vec<String> {
    let rows = rows.max(1);
    let chunks: Vec<&[String]> = entries.chunks(rows).collect();
    let widths: Vec<usize> =
        chunks.iter().map(|chunk| chunk.iter().map(|e| visible_width(e)).max().unwrap_or(0)).collect();
    (0..rows.min(entries.len()))
        .map(|row| {
            let mut line = String::new();
            for (column, chunk) in chunks.iter().enumerate() {
                if let Some(entry) = chunk.get(row) {
                    let pad = widths[column] - visible_width(entry) + 2;
                    line.push_str(&format!("{entry}{:pad$}", ""));
                }
            }
            line.trim_end().to_string()
        })
        .collect()
}

#[cfg(feature = "scirocco")]
pub(crate) mod scirocco {
    //! Scirocco: the position-text letters, a legend of every type on the
    //! board with its name and abbreviation, the last move starred.

    use boardkit::scirocco::svg::LastMove;
    use boardkit::scirocco::{Move, PieceKind, Position, Side};

    use super::{Paint, beside, columns};

    /// How a square of the last move is marked after its piece letter.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Mark {
        None,
        /// Where the piece came from or went to.
        Moved,
        /// A piece removed by a jump-capture or a capture without moving.
        Captured,
    }

    /// The board with its legend; `last` is the move that led here, with the
    /// position it was played from.
    pub(crate) fn board(position: &Position, last: Option<(&Position, &Move)>, paint: Paint) -> String {
        let last = last.and_then(|(before, mv)| LastMove::new(before, mv).ok());
        let mark_of = |square| match &last {
            Some(last) if last.from == square || last.to == square => Mark::Moved,
            Some(last) if last.captured.contains(&square) => Mark::Captured,
            _ => Mark::None,
        };
        let mut grid = String::new();
        for rank in (0..10u8).rev() {
            grid.push_str(&format!("{:>2} ", rank + 1));
            for file in 0..10u8 {
                let square = boardkit::geometry::Square::from_coords(file, rank).expect("a1..j10 are squares");
                let code = match position.piece_at(square) {
                    Some(piece) => paint.player(piece.side.index(), &format!("{:>2}", piece.to_string())),
                    None => " .".to_string(),
                };
                let cell = match mark_of(square) {
                    Mark::None => format!("{code} "),
                    Mark::Moved => paint.last_move(&format!("{code}*")),
                    Mark::Captured => paint.captured(&format!("{code}x")),
                };
                grid.push_str(&cell);
            }
            grid.push('\n');
        }
        grid.push_str("  ");
        for file in 'a'..='j' {
            grid.push_str(&format!("  {file}"));
        }
        grid.push('\n');
        let mut legend = vec![paint.dim("Blue upper case, Tan lower, + promoted:")];
        legend.extend(columns(&legend_entries(position), 10));
        let mut text = beside(&grid, &legend, 3);
        if last.is_some() {
            text.push_str(&paint.dim("* the last move's squares, x a piece it captured there"));
            text.push('\n');
        }
        text
    }

    /// `U  Guard (Gu)` for every type on the board, in the rules' order.
    fn legend_entries(position: &Position) -> Vec<String> {
        PieceKind::ALL
            .into_iter()
            .filter(|&kind| position.pieces().any(|(_, piece)| piece.kind == kind))
            .map(|kind| {
                let piece = boardkit::scirocco::Piece { side: Side::Blue, kind };
                format!("{:<3}{} ({})", piece.to_string(), kind.name(), kind.abbreviation())
            })
            .collect()
    }
}

#[cfg(feature = "towers")]
pub(crate) mod towers {
    //! Towers: `W2` / `B3` (side and balls), the last action marked.

    use boardkit::geometry::Square;
    use boardkit::towers::{Move, Side, Towers};

    use super::{Paint, beside};

    /// The board with its legend; `last` is the action that led here.
    pub(crate) fn board(game: &Towers, last: Option<&Move>, paint: Paint) -> String {
        let config = game.config();
        let mark_of = |square: Square| match last {
            Some(Move::Step { from, to }) if *from == square || *to == square => '*',
            Some(Move::Capture { from, .. }) if *from == square => '*',
            Some(Move::Capture { target, .. }) if *target == square => 'x',
            Some(Move::Share { from, .. }) if *from == square => '*',
            Some(Move::Share { recipients, .. }) if recipients.contains(square) => '+',
            _ => ' ',
        };
        let mut grid = String::new();
        for rank in (0..config.height()).rev() {
            grid.push_str(&format!("{:>2} ", rank + 1));
            for file in 0..config.width() {
                let Some(square) = Square::from_coords(file, rank) else { continue };
                let code = match game.piece_at(square) {
                    Some(piece) => {
                        let letter = if piece.side == Side::White { 'W' } else { 'B' };
                        paint.player(if piece.side == Side::White { 0 } else { 1 }, &format!("{letter}{}", piece.balls))
                    }
                    None => " .".to_string(),
                };
                let cell = match mark_of(square) {
                    ' ' => format!(" {code} "),
                    'x' => paint.captured(&format!(" {code}x")),
                    mark => paint.last_move(&format!(" {code}{mark}")),
                };
                grid.push_str(&cell);
            }
            grid.push('\n');
        }
        grid.push_str("  ");
        for file in (b'a'..).take(usize::from(config.width())) {
            grid.push_str(&format!("   {}", char::from(file)));
        }
        grid.push('\n');
        let legend = vec![
            paint.dim("W White, B Brown; the digit:"),
            paint.dim("the balls, how far it acts"),
            paint.dim("(0: it can only receive)"),
        ];
        let mut text = beside(&grid, &legend, 3);
        if last.is_some() {
            text.push_str(&paint.dim("* the last action's piece and squares, x the piece it captured, + who received"));
            text.push('\n');
        }
        text
    }
}

#[cfg(feature = "sirocco")]
pub(crate) mod sirocco {
    //! Sirocco: the rules' drawing of the board with every pawn shown by its
    //! seat's number, the pawns on bases too, a legend of the symbols beside
    //! it and one line per seat below it.

    use boardkit::sirocco::{Move, Seat, Sirocco};

    use super::{Paint, beside};

    /// The board with its legend; `last` is the move that led here (a step
    /// is marked, a throw or a pass moves nothing).
    pub(crate) fn board(game: &Sirocco, last: Option<&Move>, paint: Paint) -> Option<String> {
        let board = game.board();
        let seats = game.seats();
        let (last_from, last_to) = match last {
            Some(Move::Step { from, to }) => (Some(*from), Some(*to)),
            _ => (None, None),
        };
        let from_point = last_from.and_then(|name| board.point(name));
        let drawing = board.diagram_with(|point| {
            // A base holds its seat's waiting pawns and the pawns that arrived
            // there (seats whose goal it is); several seats there draw `*`.
            let mut here = seats.iter().filter(|&&seat| {
                game.pawns_on_board(seat).contains(point)
                    || (board.base(seat) == point && game.pawns_on_base(seat) > 0)
                    || (board.base(seat.goal()) == point && game.pawns_arrived(seat) > 0)
            });
            match (here.next(), here.next()) {
                (Some(seat), None) => Some(seat.digit()),
                (Some(_), Some(_)) => Some('*'),
                _ if Some(point) == from_point => Some('@'),
                _ => None,
            }
        })?;
        let mut canvas: Vec<Vec<char>> = drawing.lines().map(|line| line.chars().collect()).collect();
        // The last step's two points, bracketed `(1)` in place of the line
        // on either side: the digit alone does not say which pawn moved, and
        // a step off a base that keeps pawns leaves no `@`.
        let height = canvas.len() / 2;
        let marked: Vec<(usize, usize)> =
            [last_from, last_to].into_iter().flatten().filter_map(|name| cell_of(&name.to_string(), height)).collect();
        for &(row, col) in &marked {
            if let Some(line) = canvas.get_mut(row) {
                if line.len() < col + 2 {
                    line.resize(col + 2, ' ');
                }
                line[col - 1] = '(';
                line[col + 1] = ')';
            }
        }
        // Colour: the digits are the pawns (after the two columns of rank
        // numbers), the marked points in reverse video.
        let mut grid = String::new();
        for (row, line) in canvas.iter().enumerate() {
            let mut col = 0;
            while col < line.len() {
                let paint_char = |c: char, col: usize| match c {
                    '1'..='4' if col >= 3 && row % 2 == 0 => {
                        let seat = Seat::ALL[usize::from(c as u8 - b'1')];
                        paint.player(seat.index(), &c.to_string())
                    }
                    _ => c.to_string(),
                };
                if marked.contains(&(row, col + 1)) && col + 2 < line.len() {
                    let cell: String = (col..col + 3).map(|at| paint_char(line[at], at)).collect();
                    grid.push_str(&paint.last_move(&cell));
                    col += 3;
                } else {
                    grid.push_str(&paint_char(line[col], col));
                    col += 1;
                }
            }
            let trimmed = grid.trim_end_matches(' ').len();
            grid.truncate(trimmed);
            grid.push('\n');
        }
        // The board's own symbols first (rules.md's legend), then the pawns.
        let mut legend = vec![
            paint.dim("O base, o grey dot, # protected spot,"),
            paint.dim("+ field point; pawns by seat number"),
            paint.dim("(a base shows its pawns too, * two seats)"),
        ];
        if !marked.is_empty() {
            legend.push(paint.dim("( ) the last step's two points,"));
            legend.push(paint.dim("@ the point it left empty"));
        }
        let mut text = beside(&grid, &legend, 3);
        // One line per seat, below the board: beside it they would not fit
        // an 80-column terminal.
        for &seat in seats {
            text.push_str(&format!(
                "{} {} ({}): {} on base, {} arrived, {} captured, score {}\n",
                paint.player(seat.index(), &seat.digit().to_string()),
                seat.name(),
                seat.code(),
                game.pawns_on_base(seat),
                game.pawns_arrived(seat),
                game.captures(seat),
                game.score(seat)
            ));
        }
        Some(text)
    }

    /// The (row, column) in the drawing of a point name such as `c3` or
    /// `m11`, on a board `height` ranks high.
    fn cell_of(name: &str, height: usize) -> Option<(usize, usize)> {
        let square: boardkit::geometry::Square = name.parse().ok()?;
        let rank = usize::from(square.rank().index());
        let file = usize::from(square.file().index());
        (rank < height).then(|| (2 * (height - 1 - rank), 3 + 2 * file))
    }
}

#[cfg(feature = "variant")]
pub(crate) mod variant {
    //! A chess variant of any size up to 16×16: piece letters, White upper
    //! case, Black lower case, `+` before a promoted piece; the last move
    //! marked.

    use boardkit::variant::{Colour, Move, VariantGame};

    use super::{Paint, beside, columns};

    /// The board with its legend; `last` is the move that led here.
    pub(crate) fn board(game: &VariantGame, last: Option<&Move>, paint: Paint) -> String {
        let rules = game.rules();
        let moved = |square: (u8, u8)| last.is_some_and(|mv| mv.from_coords() == square || mv.to_coords() == square);
        let captured = |square: (u8, u8)| last.and_then(Move::via_coords) == Some(square);
        let mut grid = String::new();
        for rank in (0..rules.ranks()).rev() {
            grid.push_str(&format!("{:>2} ", rank + 1));
            for file in 0..rules.files() {
                let code = match game.piece_at(file, rank) {
                    Some(piece) => {
                        let plus = if piece.promoted { "+" } else { "" };
                        let player = usize::from(piece.colour == Colour::Black);
                        paint.player(player, &format!("{:>2}", format!("{plus}{}", piece.letter(rules))))
                    }
                    None => " .".to_string(),
                };
                let cell = if moved((file, rank)) {
                    paint.last_move(&format!("{code}*"))
                } else if captured((file, rank)) {
                    paint.captured(&format!("{code}x"))
                } else {
                    format!("{code} ")
                };
                grid.push_str(&cell);
            }
            grid.push('\n');
        }
        grid.push_str("  ");
        for file in 0..rules.files() {
            grid.push_str(&format!("  {}", char::from(b'a' + file)));
        }
        grid.push('\n');
        let mut legend = vec![paint.dim("White upper case, Black lower:")];
        legend.extend(columns(&legend_entries(game), 12));
        let mut text = beside(&grid, &legend, 3);
        if last.is_some() {
            text.push_str(&paint.dim("* the last move's squares, x a piece it captured on the way"));
            text.push('\n');
        }
        text
    }

    /// `N  knight (N)` for every type on the board: its letter, the option
    /// that defines it and its Betza movement.
    fn legend_entries(game: &VariantGame) -> Vec<String> {
        let rules = game.rules();
        rules
            .piece_types()
            .iter()
            .enumerate()
            .filter(|&(kind, _)| game.pieces().any(|piece| piece.kind == kind))
            .map(|(_, piece)| format!("{:<3}{} ({})", piece.letter().to_ascii_uppercase(), piece.name(), piece.betza()))
            .collect()
    }
}
