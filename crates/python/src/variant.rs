//! Chess-family variants for Python (`boardkit.Variant`): any bundled
//! variant of `boardkit::variant` or a section of a user's variants.ini
//! text, with dense actions, an observation tensor and a picture.
//!
//! # Action layout
//!
//! A board of `files × ranks` squares (at most 16×16) numbers its squares
//! `rank × files + file` from `a1` (0); `S = files × ranks`. A variant with
//! `T` piece types numbers a move's promotion choice `p`: 0 for none,
//! `1 + k` for a promotion to piece type `k` (in `piece_types()` order),
//! `T + 1` for a shogi-style `+` promotion; `P = T + 2`. A move's action is
//!
//! `(((wall × V + via) × P + p) × S + from) × S + to`
//!
//! where `via` is 0, except in variants with a piece that captures on the
//! way (an XBetza move of several legs with `c` on an earlier leg), where a
//! move that captures on the way has `via = 1 + the square it captures on`. So `num_distinct_actions = W × V × P × S²` with
//! `V = 1`, or `S + 1` for such variants: chess has `8 × 64² = 32 768`
//! actions. `wall` is 0, except in variants whose moves place a wall
//! (a `wallingRule`: duck chess, the amazons), where it is `1 + the wall's
//! square` and `W = S + 1` (else `W = 1`). The layout depends on the
//! variant's rules only, so it is stable for a variant.
//!
//! A drop (`P@e4`, in variants with pieces in hand) has `via = 0`,
//! `from = to =` the square dropped on and `p = 1 + k` for the dropped
//! piece type `k`: numbers no move on the board has (a move without a
//! capture on the way never ends where it starts). In variants whose pieces
//! may be dropped promoted (`dropPromoted`), `P = 2T + 2`, and a drop of a
//! piece placed promoted (`+P@e4`) has `p = T + 2 + k`. A gating move
//! (S-Chess, `b1c3h`) is numbered as a promotion to the gated type, and
//! castling that gates on the rook's square by its text's squares, from the
//! rook's square to the king's (`h1e1h`).
//!
//! # Observation
//!
//! Shape `(2T + 8, ranks, files)`, float32, seen from the observer's side:
//! row 0 is the observer's first rank (the ranks are flipped for Black; the
//! files are not, so that king and queen sides keep their places).
//!
//! - planes `0..T`: the observer's pieces, one plane per piece type;
//! - planes `T..2T`: the opponent's, same order;
//! - plane `2T`: pieces of either side that became their type by a `+`
//!   promotion (they demote when captured in some variants);
//! - plane `2T + 1`: all ones when the observer is to move;
//! - planes `2T + 2 .. 2T + 6`: all ones while the observer may still castle
//!   king side, queen side, then the opponent king side, queen side;
//! - plane `2T + 6`: the en passant target squares;
//! - plane `2T + 7`: the plies since the last capture or pawn move (the
//!   counter of the move rule) divided by 100, on every square;
//! - in variants with pieces in hand, planes `2T + 8 .. 3T + 8`: how many
//!   of each piece type the observer holds in hand, on every square, and
//!   planes `3T + 8 .. 4T + 8` the opponent's (so the shape is
//!   `(4T + 8, ranks, files)`);
//! - in variants with Seirawan gating (S-Chess), one more plane: the
//!   squares whose piece (of either side) may still gate, on which a piece
//!   from hand may be placed when it leaves;
//! - in variants whose moves place walls or whose captures may leave one
//!   (duck chess, the amazons, petrifying captures), one last plane: the
//!   walls.

use std::sync::Arc;

use boardkit::core::Game;
use boardkit::core::text;
use boardkit::variant::{Colour, Move, Rules, VariantGame, Variants};

use crate::bridge::{Bridge, Numbered};

/// The rules of a game and where they came from: what a game's text is
/// read with (its ini text, if any, is what a pickle keeps to find the
/// rules again).
#[derive(Clone, Debug)]
pub(crate) struct Source {
    /// The compiled rules.
    pub(crate) rules: Arc<Rules>,
    /// The variants.ini text the rules were read from; `None` for a bundled
    /// variant.
    pub(crate) ini: Option<Arc<str>>,
}

/// The bundled variants' names, for messages.
fn bundled_names() -> String {
    Variants::bundled().names().collect::<Vec<_>>().join(", ")
}

impl Source {
    /// The variant `name`: a section of `ini` when given, else (or when
    /// `ini` has no such section) a bundled variant.
    pub(crate) fn find(name: &str, ini: Option<&str>) -> Result<Source, String> {
        let name = name.trim();
        if let Some(ini) = ini {
            let variants = Variants::parse(ini).map_err(|error| format!("variants.ini: {error}"))?;
            if let Some(rules) = variants.get(name) {
                return Ok(Source { rules: Arc::clone(rules), ini: Some(Arc::from(ini)) });
            }
            return boardkit::variant::variant(name).map(|rules| Source { rules, ini: None }).ok_or_else(|| {
                let names = variants.names().collect::<Vec<_>>().join(", ");
                format!(
                    "unknown variant `{}`: not in the ini text (its variants: {names}) nor bundled ({})",
                    text::cut(name),
                    bundled_names()
                )
            });
        }
        boardkit::variant::variant(name)
            .map(|rules| Source { rules, ini: None })
            .ok_or_else(|| format!("unknown variant `{}` (bundled: {})", text::cut(name), bundled_names()))
    }

    /// The variant a game text names (its first word; `startpos` is
    /// chess), found as [`find`](Source::find) finds it.
    pub(crate) fn of_text(text: &str, ini: Option<&str>) -> Result<Source, String> {
        let name = text.split_whitespace().next().ok_or("an empty text names no variant")?;
        Source::find(if name == "startpos" { "chess" } else { name }, ini)
    }

    /// The variant's start position.
    pub(crate) fn start(&self) -> Result<VariantGame, String> {
        VariantGame::new(Arc::clone(&self.rules)).map_err(|error| error.to_string())
    }
}

/// The numbers of a variant's action layout (see the module docs).
#[derive(Clone, Copy, Debug)]
struct Layout {
    /// Files of the board.
    files: u64,
    /// Squares of the board (`S`).
    squares: u64,
    /// Piece types (`T`).
    types: u64,
    /// Whether a piece may capture on the way (`V = S + 1`, else 1).
    locust: bool,
    /// Whether every move places a wall (`W = S + 1`, else 1).
    walls: bool,
    /// Whether pieces may be dropped promoted (`P = 2T + 2`, else `T + 2`).
    promoted_drops: bool,
}

impl Layout {
    /// The layout of `rules`.
    fn of(rules: &Rules) -> Layout {
        let (files, ranks) = (u64::from(rules.files()), u64::from(rules.ranks()));
        let locust = rules.piece_types().iter().any(|piece| captures_on_the_way(piece.betza()));
        let walls = rules.places_walls();
        let types = rules.piece_types().len() as u64;
        Layout { files, squares: files * ranks, types, locust, walls, promoted_drops: rules.drops_promoted() }
    }

    /// The promotion choices (`P`).
    fn promotions(self) -> u64 {
        if self.promoted_drops { 2 * self.types + 2 } else { self.types + 2 }
    }

    /// The `via` values (`V`).
    fn vias(self) -> u64 {
        if self.locust { self.squares + 1 } else { 1 }
    }

    /// The `wall` values (`W`).
    fn walls(self) -> u64 {
        if self.walls { self.squares + 1 } else { 1 }
    }

    /// The size of the action space.
    fn size(self) -> u64 {
        self.walls() * self.vias() * self.promotions() * self.squares * self.squares
    }

    /// The dense number of a square given by file and rank.
    fn square(self, (file, rank): (u8, u8)) -> Option<u64> {
        let index = u64::from(rank) * self.files + u64::from(file);
        (u64::from(file) < self.files && index < self.squares).then_some(index)
    }

    /// The file and rank of a dense square.
    fn coords(self, index: u64) -> Option<(u8, u8)> {
        (index < self.squares).then(|| ((index % self.files) as u8, (index / self.files) as u8))
    }

    /// The action of `mv` under `rules`.
    fn encode(self, rules: &Rules, mv: &Move) -> Option<u64> {
        if let Some(letter) = mv.dropped_piece() {
            let kind = rules.piece_types().iter().position(|piece| piece.letter() == letter)? as u64;
            let promotion = match mv.promotion() {
                None => 1 + kind,
                Some(_) if self.promoted_drops => self.types + 2 + kind,
                Some(_) => return None,
            };
            let square = self.square(mv.to_coords())?;
            return Some((promotion * self.squares + square) * self.squares + square);
        }
        // A gating move (`b1c3h`) is numbered as a promotion to the gated
        // type. Castling that gates on the rook's square is numbered by its
        // text's squares, from the rook's square to the king's (`h1e1h`):
        // the rook's own move there needs that square empty and castling
        // needs the king on it, so no position has both.
        let (from, to) = match mv.gating_coords() {
            Some(gate) if gate != mv.from_coords() => (gate, mv.from_coords()),
            _ => (mv.from_coords(), mv.to_coords()),
        };
        let promotion = match mv.promotion() {
            None => 0,
            Some('+') => self.types + 1,
            Some(letter) => {
                let kind = rules.piece_types().iter().position(|piece| piece.letter().eq_ignore_ascii_case(&letter))?;
                1 + kind as u64
            }
        };
        let via = match mv.via_coords() {
            None => 0,
            Some(square) if self.locust => 1 + self.square(square)?,
            Some(_) => return None,
        };
        let wall = match mv.wall_coords() {
            None => 0,
            Some(square) if self.walls => 1 + self.square(square)?,
            Some(_) => return None,
        };
        let (from, to) = (self.square(from)?, self.square(to)?);
        let via = wall * self.vias() + via;
        Some(((via * self.promotions() + promotion) * self.squares + from) * self.squares + to)
    }

    /// The move numbered `action` under `rules` (not necessarily legal).
    fn decode(self, rules: &Rules, action: u64) -> Option<Move> {
        if action >= self.size() {
            return None;
        }
        let (to, rest) = (action % self.squares, action / self.squares);
        let (from, rest) = (rest % self.squares, rest / self.squares);
        let (promotion, rest) = (rest % self.promotions(), rest / self.promotions());
        let (via, wall) = (rest % self.vias(), rest / self.vias());
        let name = |index: u64| self.coords(index).map(|(file, rank)| boardkit::variant::square_name(file, rank));
        if via == 0 && from == to && (1..=self.types).contains(&promotion) && rules.has_pieces_in_hand() {
            let letter = rules.piece_types().get(usize::try_from(promotion - 1).ok()?)?.letter();
            return format!("{letter}@{}", name(to)?).parse().ok();
        }
        if promotion >= self.types + 2 {
            // A drop placed promoted (`+P@e4`): only with `dropPromoted`,
            // from = to.
            if via > 0 || from != to {
                return None;
            }
            let letter = rules.piece_types().get(usize::try_from(promotion - self.types - 2).ok()?)?.letter();
            return format!("+{letter}@{}", name(to)?).parse().ok();
        }
        let mut text = name(from)?;
        if via > 0 {
            text.push_str(&name(via - 1)?);
        }
        text.push_str(&name(to)?);
        match promotion {
            0 => {}
            p if p == self.types + 1 => text.push('+'),
            p => text.push(rules.piece_types().get(usize::try_from(p - 1).ok()?)?.letter().to_ascii_lowercase()),
        }
        if wall > 0 {
            // The wall's notation: the landing square again, then the wall's.
            text.push(',');
            text.push_str(&name(to)?);
            text.push_str(&name(wall - 1)?);
        }
        text.parse().ok()
    }
}

/// Whether a piece of Betza movement `betza` may capture on the way: some
/// leg before its last captures (XBetza's `c` on an earlier leg). A piece
/// of one leg per move never does, and XBetza writes further legs with the
/// lowercase `a` ("again"), which no other Betza letter is; so only pieces
/// with an `a` are parsed (and one that does not parse counts as
/// capturing, which keeps every move numbered).
fn captures_on_the_way(betza: &str) -> bool {
    if !betza.contains('a') {
        return false;
    }
    let Ok(movement) = boardkit::betza::Movement::parse(betza) else { return true };
    movement.components().iter().any(|component| {
        let legs = component.legs();
        legs[..legs.len().saturating_sub(1)].iter().any(|leg| leg.modes().contains(boardkit::betza::Modes::CAPTURE))
    })
}

/// The side that `observer` (an index in `players()`) plays.
fn colour_of(observer: usize) -> Colour {
    if observer == 0 { Colour::White } else { Colour::Black }
}

/// The castling rights of the FEN field `field` as (White king side, White
/// queen side, Black king side, Black queen side). A file letter (X-FEN)
/// is on the king side when it is right of its side's royal piece.
fn castling_rights(game: &VariantGame, field: &str) -> [bool; 4] {
    let rules = game.rules();
    let royal_file = |colour: Colour| {
        rules
            .royal_type()
            .and_then(|kind| game.pieces().find(|piece| piece.colour == colour && piece.kind == kind))
            .map_or(rules.files() / 2, |piece| piece.file)
    };
    let mut rights = [false; 4];
    for letter in field.chars() {
        let (colour, base) = if letter.is_ascii_uppercase() { (Colour::White, 0) } else { (Colour::Black, 2) };
        let king_side = match letter.to_ascii_lowercase() {
            'k' => true,
            'q' => false,
            file @ 'a'..='p' => (file as u8 - b'a') > royal_file(colour),
            _ => continue,
        };
        rights[base + usize::from(!king_side)] = true;
    }
    rights
}

/// The squares (file, rank) named one after another in `field` (`e3`,
/// `e3f3`; `-` names none).
fn squares_named(field: &str) -> Vec<(u8, u8)> {
    let bytes = field.as_bytes();
    let mut squares = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let file = bytes[at];
        at += 1;
        if !file.is_ascii_lowercase() {
            continue;
        }
        let digits = bytes[at..].iter().take_while(|byte| byte.is_ascii_digit()).count();
        let rank: Option<u8> = field[at..at + digits].parse().ok();
        at += digits;
        if let Some(rank) = rank.filter(|&rank| rank >= 1) {
            squares.push((file - b'a', rank - 1));
        }
    }
    squares
}

impl Bridge for VariantGame {
    type Options = Source;
    const CLASS: &'static str = "Variant";

    /// `<variant> [<FEN>] [moves …]` (the variant must be `source`'s;
    /// `startpos` is its start position), the moves played in order.
    fn parse(text: &str, source: Source) -> Result<VariantGame, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let (state, moves) = match words.iter().position(|&word| word == "moves") {
            Some(at) => (&words[..at], &words[at + 1..]),
            None => (&words[..], &words[words.len()..]),
        };
        let Some((&name, fen)) = state.split_first() else {
            return Err("an empty text is no position (expected `<variant> <FEN>` or `<variant>`)".to_string());
        };
        if name != "startpos" && name != source.rules.name() {
            return Err(format!("`{}` is no position of {}", text::cut(text.trim()), source.rules.name()));
        }
        let rules = Arc::clone(&source.rules);
        let mut game =
            if fen.is_empty() { VariantGame::new(rules) } else { VariantGame::from_fen(rules, &fen.join(" ")) }
                .map_err(|error| format!("{}: {error}", text::cut(text.trim())))?;
        for (index, mv) in moves.iter().enumerate() {
            text::play_text(&mut game, mv).map_err(|error| format!("move {}: {error}", index + 1))?;
        }
        Ok(game)
    }

    fn options(&self) -> Source {
        Source { rules: Arc::clone(self.rules()), ini: None }
    }

    fn num_distinct_actions(&self) -> u64 {
        Layout::of(self.rules()).size()
    }

    fn encode(&self, mv: &Move) -> Option<u64> {
        Layout::of(self.rules()).encode(self.rules(), mv)
    }

    /// The layout is worked out once per list, not once per move.
    fn list_legal(&self, moves: &mut Vec<Move>, actions: &mut Vec<Numbered>) {
        self.generate_moves(moves);
        actions.clear();
        let (layout, rules) = (Layout::of(self.rules()), self.rules());
        let numbered = moves.iter().enumerate();
        actions.extend(numbered.filter_map(|(index, mv)| Numbered::new(layout.encode(rules, mv)?, index)));
    }

    /// A variant lists no move exactly when it is over (its move generator
    /// lists nothing once the game has ended, and a game without a legal
    /// move has ended), so a batch asks whose turn it is only when the list
    /// is empty: the question looks for a legal move again.
    fn is_over_after_listing(&self, listed_nothing: bool) -> bool {
        listed_nothing && self.turn().is_over()
    }

    fn decode(&self, action: u64) -> Option<Move> {
        Layout::of(self.rules()).decode(self.rules(), action)
    }

    fn observation_shape(&self) -> Vec<usize> {
        let rules = self.rules();
        vec![observation_planes(rules), usize::from(rules.ranks()), usize::from(rules.files())]
    }

    fn observe(&self, observer: usize, out: &mut [f32]) {
        let rules = self.rules();
        let types = rules.piece_types().len();
        let (files, ranks) = (usize::from(rules.files()), usize::from(rules.ranks()));
        let plane_size = files * ranks;
        let me = colour_of(observer);
        // Row 0 is the observer's first rank.
        let cell = |file: u8, rank: u8| {
            let row = if me == Colour::White { usize::from(rank) } else { ranks - 1 - usize::from(rank) };
            row * files + usize::from(file)
        };
        // The cells of plane `index` in `out`.
        let plane = |index: usize| index * plane_size..(index + 1) * plane_size;
        for piece in self.pieces() {
            let base = if piece.colour == me { 0 } else { types };
            out[plane(base + piece.kind)][cell(piece.file, piece.rank)] = 1.0;
            if piece.promoted {
                out[plane(2 * types)][cell(piece.file, piece.rank)] = 1.0;
            }
        }
        if self.turn().player() == Some(me) {
            out[plane(2 * types + 1)].fill(1.0);
        }
        let fen = self.fen();
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let rights = castling_rights(self, fields.get(2).copied().unwrap_or("-"));
        let (mine, theirs) = if me == Colour::White { (0, 2) } else { (2, 0) };
        for (offset, right) in [mine, mine + 1, theirs, theirs + 1].into_iter().enumerate() {
            if rights[right] {
                out[plane(2 * types + 2 + offset)].fill(1.0);
            }
        }
        for (file, rank) in squares_named(fields.get(3).copied().unwrap_or("-")) {
            if usize::from(file) < files && usize::from(rank) < ranks {
                out[plane(2 * types + 6)][cell(file, rank)] = 1.0;
            }
        }
        out[plane(2 * types + 7)].fill(self.halfmove_clock() as f32 / 100.0);
        if rules.has_pieces_in_hand() {
            for kind in 0..types {
                out[plane(2 * types + 8 + kind)].fill(f32::from(self.in_hand(me, kind)));
                out[plane(3 * types + 8 + kind)].fill(f32::from(self.in_hand(me.other(), kind)));
            }
        }
        // Sets the cells of plane `index` on the squares where `on` holds.
        let mut mark_squares = |index: usize, on: &dyn Fn(u8, u8) -> bool| {
            let cells = &mut out[plane(index)];
            for rank in 0..rules.ranks() {
                for file in 0..rules.files() {
                    if on(file, rank) {
                        cells[cell(file, rank)] = 1.0;
                    }
                }
            }
        };
        if rules.has_gating() {
            // The gates, after both hands' planes (gating keeps pieces in
            // hand): pieces of either side that may still gate.
            mark_squares(4 * types + 8, &|file, rank| self.may_gate(file, rank));
        }
        if has_wall_plane(rules) {
            mark_squares(observation_planes(rules) - 1, &|file, rank| self.wall_at(file, rank));
        }
    }

    /// The variant crate's picture of the position.
    fn svg(&self) -> String {
        self.to_svg(&boardkit::variant::svg::SvgOptions::new())
    }
}

/// Whether the observation has a plane of walls: in variants whose moves
/// place walls or whose captures may leave one.
fn has_wall_plane(rules: &Rules) -> bool {
    rules.places_walls() || rules.has_capture_effects()
}

/// The number of planes of a variant's observation (see the module docs).
fn observation_planes(rules: &Rules) -> usize {
    let types = rules.piece_types().len();
    let hands = if rules.has_pieces_in_hand() { 2 * types } else { 0 };
    2 * types + 8 + hands + usize::from(rules.has_gating()) + usize::from(has_wall_plane(rules))
}
