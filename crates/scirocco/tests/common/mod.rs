//! A slow, obviously-correct move generator written straight from
//! rules/scirocco.md, independent of the crate's tables, relay code and
//! bitboards. The tests compare the fast generator against it.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use boardkit_scirocco::{Piece, PieceKind, Position, RuleOptions, Side};

/// (file, rank), both 0..10.
pub(crate) type Xy = (i8, i8);

/// One reference move: its coordinate text and the resulting board.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct RefMove {
    pub(crate) text: String,
    pub(crate) board: BTreeMap<Xy, Piece>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Move,
    Capture,
    Both,
}

fn name(xy: Xy) -> String {
    format!("{}{}", (b'a' + xy.0 as u8) as char, xy.1 + 1)
}

fn on_board(xy: Xy) -> bool {
    (0..10).contains(&xy.0) && (0..10).contains(&xy.1)
}

pub(crate) fn board_of(position: &Position) -> BTreeMap<Xy, Piece> {
    position
        .pieces()
        .map(|(square, piece)| ((square.file().index() as i8, square.rank().index() as i8), piece))
        .collect()
}

/// All 8 images of a leap.
fn images(x: i8, y: i8) -> BTreeSet<Xy> {
    let mut out = BTreeSet::new();
    for (a, b) in [(x, y), (y, x)] {
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            out.insert((a * sa, b * sb));
        }
    }
    out
}

const ORTH: [Xy; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [Xy; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// An own move: destination, squares captured (beyond the destination's enemy), whether the mover stays.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Own {
    to: Xy,
    extra_captures: Vec<Xy>,
    stay: bool,
}

struct Gen<'a> {
    board: &'a BTreeMap<Xy, Piece>,
    side: Side,
    from: Xy,
    out: BTreeSet<Own>,
}

impl Gen<'_> {
    fn enemy(&self, xy: Xy) -> bool {
        self.board.get(&xy).is_some_and(|p| p.side != self.side)
    }
    fn empty(&self, xy: Xy) -> bool {
        !self.board.contains_key(&xy)
    }
    fn target(&mut self, to: Xy, mode: Mode) {
        if !on_board(to) {
            return;
        }
        let ok = match mode {
            Mode::Move => self.empty(to),
            Mode::Capture => self.enemy(to),
            Mode::Both => self.empty(to) || self.enemy(to),
        };
        if ok {
            self.out.insert(Own { to, extra_captures: vec![], stay: false });
        }
    }
    fn leap(&mut self, x: i8, y: i8, mode: Mode) {
        for (dx, dy) in images(x, y) {
            self.target((self.from.0 + dx, self.from.1 + dy), mode);
        }
    }
    /// Slide from `start` (exclusive) in direction d, up to `max` squares.
    fn ride_from(&mut self, start: Xy, d: Xy, max: i8, mode: Mode) {
        let mut at = start;
        for _ in 0..max {
            at = (at.0 + d.0, at.1 + d.1);
            if !on_board(at) {
                return;
            }
            self.target(at, mode);
            if !self.empty(at) {
                return;
            }
        }
    }
    fn ride(&mut self, dirs: &[Xy], max: i8, mode: Mode) {
        for &d in dirs {
            self.ride_from(self.from, d, max, mode);
        }
    }
    fn jump_capture(&mut self, dirs: &[Xy]) {
        for &(dx, dy) in dirs {
            let over = (self.from.0 + dx, self.from.1 + dy);
            let to = (self.from.0 + 2 * dx, self.from.1 + 2 * dy);
            if on_board(to) && self.enemy(over) && self.empty(to) {
                self.out.insert(Own { to, extra_captures: vec![over], stay: false });
            }
        }
    }
}

/// The piece's own moves, per the rules table.
fn own_moves(board: &BTreeMap<Xy, Piece>, from: Xy, piece: Piece) -> BTreeSet<Own> {
    use Mode::{Both, Capture, Move};
    use PieceKind as K;
    let mut g = Gen { board, side: piece.side, from, out: BTreeSet::new() };
    let f = if piece.side == Side::Blue { 1 } else { -1 };
    let all: Vec<Xy> = ORTH.iter().chain(DIAG.iter()).copied().collect();
    match piece.kind {
        K::Pawn => {
            g.target((from.0, from.1 + f), Move);
            g.target((from.0 + 1, from.1 + f), Capture);
            g.target((from.0 - 1, from.1 + f), Capture);
        }
        K::Guard => {
            g.leap(1, 0, Move);
            g.leap(1, 1, Capture);
        }
        K::Priest => {
            g.leap(1, 1, Both);
            g.leap(2, 1, Both);
        }
        K::Scirocco => {
            g.leap(1, 0, Both);
            g.ride(&DIAG, 10, Both);
        }
        K::King | K::Commoner => {
            g.leap(1, 0, Both);
            g.leap(1, 1, Both);
        }
        K::Wazir => g.leap(1, 0, Both),
        K::Firzan => g.leap(1, 1, Both),
        K::Marquis => {
            g.leap(1, 0, Both);
            g.leap(2, 1, Both);
        }
        K::Chariot => g.ride(&ORTH, 4, Both),
        K::Alfil => g.leap(2, 2, Both),
        K::Stork => {
            g.leap(1, 0, Capture);
            g.leap(2, 2, Both);
        }
        K::Knight => g.leap(2, 1, Both),
        K::Camel => g.leap(3, 1, Both),
        K::Dervish => {
            g.leap(2, 0, Both);
            g.leap(2, 2, Both);
        }
        K::Goat => {
            g.leap(1, 1, Move);
            g.leap(2, 0, Both);
        }
        K::Dabbaba => g.leap(2, 0, Both),
        K::Wagon => {
            // A rook that skips the adjacent square, which must be empty.
            for d in ORTH {
                let first = (from.0 + d.0, from.1 + d.1);
                if on_board(first) && g.empty(first) {
                    g.ride_from(first, d, 10, Both);
                }
            }
        }
        K::Tadpole => {
            g.leap(1, 1, Both);
            g.leap(3, 0, Both);
            g.leap(1, 0, Capture);
        }
        K::Zebra => g.leap(3, 2, Both),
        K::Duke => {
            g.leap(2, 1, Both);
            g.ride(&ORTH, 4, Both);
        }
        K::Vulture => {
            g.leap(1, 0, Both);
            g.leap(1, 1, Both);
            g.ride(&DIAG, 10, Move);
            g.ride(&ORTH, 10, Capture);
        }
        K::Emperor => {
            g.leap(1, 0, Both);
            g.leap(2, 0, Both);
            g.leap(2, 2, Both);
        }
        K::Zag => {
            g.leap(1, 1, Both);
            g.leap(2, 2, Both);
            g.jump_capture(&ORTH);
        }
        K::Zig => {
            g.leap(1, 0, Both);
            g.leap(2, 0, Both);
            g.jump_capture(&DIAG);
        }
        K::Wildebeest => {
            g.leap(2, 1, Both);
            g.leap(3, 1, Both);
        }
        K::Abbot => {
            g.leap(2, 1, Both);
            g.ride(&DIAG, 4, Both);
        }
        K::Octopus => {
            for (dx, dy) in DIAG {
                let corner = (from.0 + dx, from.1 + dy);
                if on_board(corner) && g.empty(corner) {
                    g.target(corner, Move);
                    g.ride_from(corner, (dx, 0), 10, Both);
                    g.ride_from(corner, (0, dy), 10, Both);
                }
            }
        }
        K::Bishop => g.ride(&DIAG, 10, Both),
        K::Queen => g.ride(&all, 10, Both),
        K::Rook => g.ride(&ORTH, 10, Both),
        K::Squirrel => {
            g.leap(2, 0, Both);
            g.leap(2, 1, Both);
            g.leap(2, 2, Both);
        }
        K::Harpy => g.ride(&all, 3, Move),
        K::Lioness => {
            for (x, y) in [(1, 0), (1, 1), (2, 0), (2, 1), (2, 2)] {
                g.leap(x, y, Both);
            }
        }
        K::Genie => {
            g.ride(&all, 3, Both);
            for d in &all {
                let target = (from.0 + d.0, from.1 + d.1);
                if g.enemy(target) {
                    g.out.insert(Own { to: from, extra_captures: vec![target], stay: true });
                }
            }
        }
        K::Spider => {
            for (dx, dy) in ORTH {
                let corner = (from.0 + dx, from.1 + dy);
                if on_board(corner) && g.empty(corner) {
                    g.target(corner, Move);
                    let (a, b) = if dx == 0 { ((1, dy), (-1, dy)) } else { ((dx, 1), (dx, -1)) };
                    g.ride_from(corner, a, 10, Both);
                    g.ride_from(corner, b, 10, Both);
                }
            }
        }
    }
    g.out
}

fn has_knight_move(kind: PieceKind) -> bool {
    use PieceKind as K;
    matches!(kind, K::Knight | K::Priest | K::Marquis | K::Squirrel | K::Wildebeest | K::Duke | K::Abbot | K::Lioness)
}

/// Relayed destinations of the piece on `from` (before removing own moves).
fn relay_targets(board: &BTreeMap<Xy, Piece>, from: Xy, side: Side, options: RuleOptions) -> BTreeSet<Xy> {
    let mut out = BTreeSet::new();
    for (&at, relayer) in board.iter() {
        if relayer.side != side || at == from {
            continue;
        }
        let (dx, dy) = (at.0 - from.0, at.1 - from.1);
        match relayer.kind {
            PieceKind::Dervish if dx.abs() <= 1 && dy.abs() <= 1 => {
                // Jump over the Dervish to the opposite square.
                out.insert((at.0 + dx, at.1 + dy));
                if dx == 0 || dy == 0 {
                    // Diagonal step to the squares adjacent to both.
                    for s in [1, -1] {
                        let around = if dx == 0 { (from.0 + s, at.1) } else { (at.0, from.1 + s) };
                        out.insert(around);
                    }
                } else if options.contains(RuleOptions::LITERAL_DERVISH) {
                    out.insert((from.0 + 2 * dx, from.1));
                    out.insert((from.0, from.1 + 2 * dy));
                }
            }
            PieceKind::Harpy => {
                let line = dx == 0 || dy == 0 || dx.abs() == dy.abs();
                let distance = dx.abs().max(dy.abs());
                if line && distance <= 3 && !has_knight_move(board[&from].kind) {
                    let step = (dx.signum(), dy.signum());
                    let clear = (1..distance).all(|k| !board.contains_key(&(from.0 + step.0 * k, from.1 + step.1 * k)));
                    if clear {
                        for (kx, ky) in images(2, 1) {
                            out.insert((from.0 + kx, from.1 + ky));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out.retain(|&xy| on_board(xy) && board.get(&xy).is_none_or(|p| p.side != side));
    out
}

fn in_zone(side: Side, xy: Xy) -> bool {
    match side {
        Side::Blue => xy.1 >= 7,
        Side::Tan => xy.1 <= 2,
    }
}

fn bare_or_royalless(board: &BTreeMap<Xy, Piece>, side: Side) -> bool {
    let mine: Vec<&Piece> = board.values().filter(|p| p.side == side).collect();
    let royal = mine.iter().any(|p| p.kind.is_royal());
    !royal || mine.len() == 1
}

/// Every pseudo-legal move of the side to move, with the board after it.
pub(crate) fn reference_moves(position: &Position) -> Vec<RefMove> {
    let board = board_of(position);
    let side = position.side_to_move();
    if bare_or_royalless(&board, Side::Blue) || bare_or_royalless(&board, Side::Tan) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (&from, &piece) in board.iter().filter(|(_, p)| p.side == side) {
        let own = own_moves(&board, from, piece);
        let own_plain: BTreeSet<Xy> = own.iter().filter(|m| !m.stay).map(|m| m.to).collect();
        let mut results: Vec<(String, Xy, Vec<Xy>, Option<PieceKind>)> = Vec::new();
        for m in &own {
            if m.stay {
                results.push((
                    format!("{}{}{}", name(from), name(m.extra_captures[0]), name(from)),
                    from,
                    m.extra_captures.clone(),
                    None,
                ));
                continue;
            }
            results.push((format!("{}{}", name(from), name(m.to)), m.to, m.extra_captures.clone(), None));
            if let Some(promoted) = piece.kind.promoted()
                && (in_zone(side, from) || in_zone(side, m.to))
            {
                results.push((
                    format!("{}{}+", name(from), name(m.to)),
                    m.to,
                    m.extra_captures.clone(),
                    Some(promoted),
                ));
            }
        }
        for to in relay_targets(&board, from, side, position.options()) {
            if !own_plain.contains(&to) {
                results.push((format!("{}{}", name(from), name(to)), to, vec![], None));
            }
        }
        for (text, to, captures, promotion) in results {
            let mut after = board.clone();
            for c in captures {
                after.remove(&c);
            }
            after.remove(&from);
            let kind = promotion.unwrap_or(piece.kind);
            after.insert(to, Piece::new(side, kind));
            out.push(RefMove { text, board: after });
        }
    }
    out.sort();
    out
}
