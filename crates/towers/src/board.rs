//! The copyable board behind [`Towers`](crate::Towers): a mailbox of owners
//! and ball counts, per-side piece sets, ball accounting and an incremental
//! position hash. Move generation, counting and applying live here; rule
//! checking and game ends live in `game.rs`.

use arrayvec::ArrayVec;

use crate::Side;

/// `owner` value of an empty square. A piece of side `s` is `s.index() + 1`.
const EMPTY: u8 = 0;

/// The owner code of a side's pieces.
#[inline]
pub(crate) const fn code(side: Side) -> u8 {
    side.index() as u8 + 1
}

/// `BINOMIAL[k][r]` = C(k, r) for k, r ≤ 15: the number of shares of a piece
/// choosing r recipients among k other pieces.
pub(crate) const BINOMIAL: [[u32; 16]; 16] = {
    let mut table = [[0u32; 16]; 16];
    let mut k = 0;
    while k < 16 {
        table[k][0] = 1;
        let mut r = 1;
        while r <= k {
            table[k][r] = table[k - 1][r - 1] + if r < k { table[k - 1][r] } else { 0 };
            r += 1;
        }
        k += 1;
    }
    table
};

/// The four orthogonal steps in generation order: north, east, south, west,
/// as changes of the packed square index `rank * 16 + file`.
const STEPS: [i16; 4] = [16, 1, -16, -1];

/// A set of packed squares (0..=255).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Bits([u64; 4]);

impl Bits {
    #[inline]
    pub(crate) fn insert(&mut self, square: u8) {
        self.0[usize::from(square >> 6)] |= 1 << (square & 63);
    }

    #[inline]
    pub(crate) fn remove(&mut self, square: u8) {
        self.0[usize::from(square >> 6)] &= !(1 << (square & 63));
    }

    /// The squares in increasing order.
    #[inline]
    pub(crate) fn iter(self) -> BitsIter {
        BitsIter { words: self.0, word: 0 }
    }
}

/// Iterator over a [`Bits`] in increasing order.
pub(crate) struct BitsIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        while self.word < 4 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return Some((self.word as u8) << 6 | bits.trailing_zeros() as u8);
            }
            self.word += 1;
        }
        None
    }
}

/// SplitMix64's finaliser: a fixed, well-mixed 64-bit key for a small value.
#[inline]
const fn mix(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The hash key of a piece of `owner` with `balls` balls on `square`.
#[inline]
fn key(owner: u8, square: u8, balls: u8) -> u64 {
    mix(u64::from(owner) << 16 | u64::from(square) << 8 | u64::from(balls))
}

/// Hashed in when Brown is to move.
const BROWN_TO_MOVE: u64 = 0x5DEE_CE66_D1CE_4E5B;

/// Where an orthogonal line of exactly n steps from a piece leads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Reach {
    /// n empty squares on the board: a move to this square.
    Move(u8),
    /// n − 1 empty squares, then an enemy piece with balls: a capture.
    Capture(u8),
    /// Off the board, blocked, or a piece that cannot be captured.
    Nothing,
}

/// One legal action, without allocation: shares carry their recipients as a
/// slice of packed squares.
#[derive(Clone, Copy, Debug)]
pub(crate) enum MoveRef<'a> {
    Move(u8, u8),
    Capture(u8, u8),
    Share(u8, &'a [u8]),
}

/// What an applied action did, for the end-of-game and repetition rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Effect {
    /// A move ended on the opponent's back row.
    pub(crate) reached_back_row: bool,
    /// Balls left the board (capture, or a share with more balls than
    /// recipients): no earlier position can occur again.
    pub(crate) irreversible: bool,
}

/// The board and ball accounting of a position. `Copy` for copy-make search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Board {
    pub(crate) width: u8,
    pub(crate) height: u8,
    /// 0 = empty, 1 = White, 2 = Brown; indexed by packed square.
    pub(crate) owner: [u8; 256],
    /// Balls of the piece on each packed square (0 on empty squares).
    pub(crate) balls: [u8; 256],
    pub(crate) pieces: [Bits; 2],
    pub(crate) on_board: [u16; 2],
    pub(crate) captured: [u16; 2],
    pub(crate) lost: [u16; 2],
    pub(crate) to_move: Side,
    pub(crate) hash: u64,
}

impl Board {
    /// An empty board with White to move.
    pub(crate) fn empty(width: u8, height: u8) -> Board {
        Board {
            width,
            height,
            owner: [EMPTY; 256],
            balls: [0; 256],
            pieces: [Bits::default(); 2],
            on_board: [0; 2],
            captured: [0; 2],
            lost: [0; 2],
            to_move: Side::White,
            hash: 0,
        }
    }

    /// Whether the packed square is on this board.
    #[inline]
    pub(crate) fn contains(&self, square: u8) -> bool {
        square & 15 < self.width && square >> 4 < self.height
    }

    /// Puts a piece on an empty square (used while building positions).
    pub(crate) fn put(&mut self, square: u8, side: Side, balls: u8) {
        self.owner[usize::from(square)] = code(side);
        self.balls[usize::from(square)] = balls;
        self.pieces[side.index()].insert(square);
        self.on_board[side.index()] += u16::from(balls);
    }

    /// The hash of the whole position, computed from scratch.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = if self.to_move == Side::Brown { BROWN_TO_MOVE } else { 0 };
        for side in Side::ALL {
            for square in self.pieces[side.index()].iter() {
                hash ^= key(code(side), square, self.balls[usize::from(square)]);
            }
        }
        hash
    }

    /// The rank index of `side`'s back row.
    #[inline]
    pub(crate) fn back_rank(&self, side: Side) -> u8 {
        match side {
            Side::White => 0,
            Side::Brown => self.height - 1,
        }
    }

    /// Where the line of exactly `n` steps in direction `dir` (index into
    /// the north/east/south/west steps) from `from` leads.
    #[inline]
    pub(crate) fn reach(&self, from: u8, dir: usize, n: u8) -> Reach {
        let file = from & 15;
        let rank = from >> 4;
        let room = match dir {
            0 => self.height - 1 - rank,
            1 => self.width - 1 - file,
            2 => rank,
            _ => file,
        };
        if n > room {
            return Reach::Nothing;
        }
        let step = STEPS[dir & 3];
        let mut square = i16::from(from);
        for _ in 1..n {
            square += step;
            if self.owner[usize::from(square as u8)] != EMPTY {
                return Reach::Nothing;
            }
        }
        let end = (square + step) as u8;
        match self.owner[usize::from(end)] {
            EMPTY => Reach::Move(end),
            owner if owner != code(self.to_move) && self.balls[usize::from(end)] > 0 => Reach::Capture(end),
            _ => Reach::Nothing,
        }
    }

    /// The number of legal actions of the side to move (game-end rules
    /// aside): moves and captures by walking the four lines of every piece,
    /// shares by binomial coefficients without listing them.
    #[inline]
    pub(crate) fn count_actions(&self) -> u64 {
        let side = self.to_move.index();
        let others = usize::from(self.width - 1);
        let mut total = 0u64;
        for from in self.pieces[side].iter() {
            let n = self.balls[usize::from(from)];
            if n == 0 {
                continue;
            }
            total += u64::from(BINOMIAL[others][usize::from(n).min(others)]);
            for dir in 0..4 {
                if self.reach(from, dir, n) != Reach::Nothing {
                    total += 1;
                }
            }
        }
        total
    }

    /// Calls `f` with every capture of the side to move, in the order of
    /// [`for_each_action`](Board::for_each_action) (the capture-only
    /// generator: shares and moves are never built).
    pub(crate) fn for_each_capture(&self, mut f: impl FnMut(u8, u8)) {
        for from in self.pieces[self.to_move.index()].iter() {
            let n = self.balls[usize::from(from)];
            if n == 0 {
                continue;
            }
            for dir in 0..4 {
                if let Reach::Capture(target) = self.reach(from, dir, n) {
                    f(from, target);
                }
            }
        }
    }

    /// Calls `f` with every legal action of the side to move (game-end rules
    /// aside), piece by piece in square order (rank, then file); for each
    /// piece the moves and captures north, east, south, west, then its
    /// shares (recipient sets in colexicographic order of their squares).
    #[inline]
    pub(crate) fn for_each_action(&self, mut f: impl FnMut(MoveRef<'_>)) {
        let side = self.to_move.index();
        let mut own: ArrayVec<u8, 16> = ArrayVec::new();
        for square in self.pieces[side].iter() {
            // A side has exactly `width` ≤ 16 pieces.
            let _ = own.try_push(square);
        }
        let others = own.len().saturating_sub(1);
        for (index, &from) in own.iter().enumerate() {
            let n = self.balls[usize::from(from)];
            if n == 0 {
                continue;
            }
            for dir in 0..4 {
                match self.reach(from, dir, n) {
                    Reach::Move(to) => f(MoveRef::Move(from, to)),
                    Reach::Capture(target) => f(MoveRef::Capture(from, target)),
                    Reach::Nothing => {}
                }
            }
            let mut candidates: ArrayVec<u8, 16> = ArrayVec::new();
            for (i, &square) in own.iter().enumerate() {
                if i != index {
                    let _ = candidates.try_push(square);
                }
            }
            let chosen = usize::from(n).min(others);
            if chosen == 0 {
                continue;
            }
            // Gosper's hack: every `others`-bit mask with `chosen` bits set,
            // in increasing order.
            let mut mask: u32 = (1 << chosen) - 1;
            let limit: u32 = 1 << others;
            let mut recipients: ArrayVec<u8, 16> = ArrayVec::new();
            while mask < limit {
                recipients.clear();
                let mut bits = mask;
                while bits != 0 {
                    let i = bits.trailing_zeros() as usize;
                    if let Some(&square) = candidates.get(i) {
                        let _ = recipients.try_push(square);
                    }
                    bits &= bits - 1;
                }
                f(MoveRef::Share(from, &recipients));
                let lowest = mask & mask.wrapping_neg();
                let ripple = mask + lowest;
                mask = (((ripple ^ mask) >> 2) / lowest) | ripple;
            }
        }
    }

    /// Applies a legal action for the side to move and passes the turn.
    #[inline]
    pub(crate) fn apply(&mut self, action: MoveRef<'_>) -> Effect {
        let side = self.to_move;
        let own = code(side);
        let mut effect = Effect { reached_back_row: false, irreversible: false };
        match action {
            MoveRef::Move(from, to) => {
                let balls = self.balls[usize::from(from)];
                self.hash ^= key(own, from, balls) ^ key(own, to, balls);
                self.owner[usize::from(from)] = EMPTY;
                self.balls[usize::from(from)] = 0;
                self.owner[usize::from(to)] = own;
                self.balls[usize::from(to)] = balls;
                self.pieces[side.index()].remove(from);
                self.pieces[side.index()].insert(to);
                effect.reached_back_row = to >> 4 == self.back_rank(side.opponent());
            }
            MoveRef::Capture(_, target) => {
                let enemy = side.opponent();
                let balls = self.balls[usize::from(target)];
                self.hash ^= key(code(enemy), target, balls) ^ key(code(enemy), target, 0);
                self.balls[usize::from(target)] = 0;
                self.on_board[enemy.index()] -= u16::from(balls);
                self.captured[enemy.index()] += u16::from(balls);
                effect.irreversible = true;
            }
            MoveRef::Share(from, recipients) => {
                let balls = self.balls[usize::from(from)];
                self.hash ^= key(own, from, balls) ^ key(own, from, 0);
                self.balls[usize::from(from)] = 0;
                for &square in recipients {
                    let had = self.balls[usize::from(square)];
                    self.hash ^= key(own, square, had) ^ key(own, square, had + 1);
                    self.balls[usize::from(square)] = had + 1;
                }
                let lost = u16::from(balls) - recipients.len() as u16;
                if lost > 0 {
                    self.on_board[side.index()] -= lost;
                    self.lost[side.index()] += lost;
                    effect.irreversible = true;
                }
            }
        }
        self.to_move = side.opponent();
        self.hash ^= BROWN_TO_MOVE;
        effect
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_on_every_square_has_its_own_hash_key() {
        // The repetition rule counts positions by hash: keys that collide would
        // make different positions count as the same one.
        let mut keys = std::collections::HashSet::new();
        for owner in [code(Side::White), code(Side::Brown)] {
            for square in 0..=255u8 {
                for balls in 0..=u8::MAX {
                    assert!(keys.insert(key(owner, square, balls)), "{owner} {square} {balls}");
                }
            }
        }
    }

    #[test]
    fn binomials_match_the_formula() {
        for k in 0..16u64 {
            for r in 0..=k {
                let formula = (0..r).fold(1u64, |acc, i| acc * (k - i) / (i + 1));
                assert_eq!(u64::from(BINOMIAL[k as usize][r as usize]), formula, "C({k}, {r})");
            }
        }
        assert_eq!(BINOMIAL[15][7], 6435);
        assert_eq!(BINOMIAL[5][2], 10);
    }

    #[test]
    fn bits_iterate_in_order() {
        let mut bits = Bits::default();
        for square in [255, 0, 64, 63, 17] {
            bits.insert(square);
        }
        bits.remove(17);
        assert_eq!(bits.iter().collect::<Vec<_>>(), [0, 63, 64, 255]);
    }
}
