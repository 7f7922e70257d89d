//! The movement of every piece type written straight from the rules' piece
//! descriptions, without the XBetza DSL.
//!
//! This is an independent second source of the movement tables: a test
//! checks that the tables compiled from the XBetza strings by
//! `boardkit-betza` equal these, template for template.

use crate::PieceKind;
use crate::bitboard::{bit, step};
use crate::tables::{Dest, Template};

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The 8 symmetric images of the leap `(x, y)` (duplicates removed).
fn leaps(x: i8, y: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (a, b) in [(x, y), (y, x)] {
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let leap = (a * sa, b * sb);
            if !out.contains(&leap) {
                out.push(leap);
            }
        }
    }
    out
}

struct Builder {
    from: u8,
    /// +1 for Blue, -1 for Tan: Tan's pieces are Blue's turned 180 degrees.
    sign: i8,
    out: Vec<Template>,
}

impl Builder {
    fn at(&self, df: i8, dr: i8) -> Option<u8> {
        step(self.from, df * self.sign, dr * self.sign)
    }

    fn leap(&mut self, offsets: &[(i8, i8)], dest: Dest) {
        for &(df, dr) in offsets {
            if let Some(to) = self.at(df, dr) {
                self.out.push(Template { path: 0, hurdles: 0, locust: 0, to, dest });
            }
        }
    }

    fn atom(&mut self, x: i8, y: i8, dest: Dest) {
        self.leap(&leaps(x, y), dest);
    }

    /// Slides from `start` (exclusive) along `(df, dr)`, at most `range`
    /// squares, with `path` already required empty.
    fn slide_from(&mut self, start: u8, df: i8, dr: i8, range: u8, mut path: u128, dest: Dest) {
        let mut at = start;
        for _ in 0..range {
            let Some(next) = step(at, df * self.sign, dr * self.sign) else { break };
            self.out.push(Template { path, hurdles: 0, locust: 0, to: next, dest });
            path |= bit(next);
            at = next;
        }
    }

    fn slide(&mut self, directions: &[(i8, i8)], range: u8, dest: Dest) {
        for &(df, dr) in directions {
            self.slide_from(self.from, df, dr, range, 0, dest);
        }
    }

    /// Zig/Zag jump-capture over an enemy neighbour onto the empty square beyond.
    fn jump_capture(&mut self, directions: &[(i8, i8)]) {
        for &(df, dr) in directions {
            if let (Some(over), Some(to)) = (self.at(df, dr), self.at(2 * df, 2 * dr)) {
                self.out.push(Template { path: 0, hurdles: 0, locust: bit(over), to, dest: Dest::Empty });
            }
        }
    }

    /// Octopus (first step diagonal) and Spider (first step orthogonal).
    fn bent(&mut self, first: &[(i8, i8)], diagonal_first: bool) {
        for &(df, dr) in first {
            let Some(corner) = self.at(df, dr) else { continue };
            self.out.push(Template { path: 0, hurdles: 0, locust: 0, to: corner, dest: Dest::Empty });
            let continuations = if diagonal_first {
                [(df, 0), (0, dr)]
            } else if df == 0 {
                [(1, dr), (-1, dr)]
            } else {
                [(df, 1), (df, -1)]
            };
            for (cf, cr) in continuations {
                self.slide_from(corner, cf, cr, u8::MAX, bit(corner), Dest::EmptyOrEnemy);
            }
        }
    }
}

/// The raw templates of `kind` for the side with index `side` on the dense square `from`.
pub(crate) fn raw_templates(kind: PieceKind, side: usize, from: u8) -> Vec<Template> {
    use Dest::{Empty, EmptyOrEnemy as Any, Enemy};
    use PieceKind as K;
    let mut b = Builder { from, sign: if side == 0 { 1 } else { -1 }, out: Vec::new() };
    let all: Vec<(i8, i8)> = ORTHOGONAL.iter().chain(DIAGONAL.iter()).copied().collect();
    match kind {
        K::Pawn => {
            b.leap(&[(0, 1)], Empty);
            b.leap(&[(1, 1), (-1, 1)], Enemy);
        }
        K::Guard => {
            b.atom(1, 0, Empty);
            b.atom(1, 1, Enemy);
        }
        K::Priest => {
            b.atom(1, 1, Any);
            b.atom(2, 1, Any);
        }
        K::Scirocco => {
            b.atom(1, 0, Any);
            b.slide(&DIAGONAL, u8::MAX, Any);
        }
        K::King | K::Commoner => {
            b.atom(1, 0, Any);
            b.atom(1, 1, Any);
        }
        K::Wazir => b.atom(1, 0, Any),
        K::Firzan => b.atom(1, 1, Any),
        K::Marquis => {
            b.atom(1, 0, Any);
            b.atom(2, 1, Any);
        }
        K::Chariot => b.slide(&ORTHOGONAL, 4, Any),
        K::Alfil => b.atom(2, 2, Any),
        K::Stork => {
            b.atom(2, 2, Any);
            b.atom(1, 0, Enemy);
        }
        K::Knight => b.atom(2, 1, Any),
        K::Camel => b.atom(3, 1, Any),
        K::Dervish => {
            b.atom(2, 2, Any);
            b.atom(2, 0, Any);
        }
        K::Goat => {
            b.atom(2, 0, Any);
            b.atom(1, 1, Empty);
        }
        K::Dabbaba => b.atom(2, 0, Any),
        K::Wagon => {
            for (df, dr) in ORTHOGONAL {
                if let Some(first) = b.at(df, dr) {
                    b.slide_from(first, df, dr, u8::MAX, bit(first), Any);
                }
            }
        }
        K::Tadpole => {
            b.atom(1, 1, Any);
            b.atom(1, 0, Enemy);
            b.atom(3, 0, Any);
        }
        K::Zebra => b.atom(3, 2, Any),
        K::Duke => {
            b.atom(2, 1, Any);
            b.slide(&ORTHOGONAL, 4, Any);
        }
        K::Vulture => {
            b.slide(&DIAGONAL, u8::MAX, Empty);
            b.slide(&ORTHOGONAL, u8::MAX, Enemy);
            b.atom(1, 0, Any);
            b.atom(1, 1, Any);
        }
        K::Emperor => {
            b.atom(1, 0, Any);
            b.atom(2, 0, Any);
            b.atom(2, 2, Any);
        }
        K::Zag => {
            b.atom(1, 1, Any);
            b.atom(2, 2, Any);
            b.jump_capture(&ORTHOGONAL);
        }
        K::Zig => {
            b.atom(1, 0, Any);
            b.atom(2, 0, Any);
            b.jump_capture(&DIAGONAL);
        }
        K::Wildebeest => {
            b.atom(3, 1, Any);
            b.atom(2, 1, Any);
        }
        K::Abbot => {
            b.atom(2, 1, Any);
            b.slide(&DIAGONAL, 4, Any);
        }
        K::Octopus => b.bent(&DIAGONAL, true),
        K::Bishop => b.slide(&DIAGONAL, u8::MAX, Any),
        K::Queen => b.slide(&all, u8::MAX, Any),
        K::Rook => b.slide(&ORTHOGONAL, u8::MAX, Any),
        K::Squirrel => {
            b.atom(2, 1, Any);
            b.atom(2, 2, Any);
            b.atom(2, 0, Any);
        }
        K::Harpy => b.slide(&all, 3, Empty),
        K::Lioness => {
            for (x, y) in [(1, 0), (1, 1), (2, 1), (2, 2), (2, 0)] {
                b.atom(x, y, Any);
            }
        }
        K::Genie => {
            b.slide(&all, 3, Any);
            for (df, dr) in all.iter().copied() {
                if let Some(target) = b.at(df, dr) {
                    b.out.push(Template { path: 0, hurdles: 0, locust: bit(target), to: from, dest: Dest::Stay });
                }
            }
        }
        K::Spider => b.bent(&ORTHOGONAL, false),
    }
    b.out
}
