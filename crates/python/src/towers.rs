//! Towers for Python: options, dense actions, observation.
//!
//! # Action layout
//!
//! Squares are numbered `rank × width + file` (`a1` is 0, `b1` is 1, …);
//! each square has a block of `B = 4 + 2^(width−1)` actions for the piece
//! standing on it:
//!
//! | action | meaning |
//! |---|---|
//! | `from × B + d` | the piece's move or capture in direction `d` (0 north, 1 east, 2 south, 3 west): it goes or reaches exactly as many squares as it has balls, so the direction names the square, and whether that square is empty or holds an enemy piece says which of the two it is |
//! | `from × B + 4 + mask` | its share; bit `i` of `mask` gives a ball to the mover's `i`-th other piece in square order (rank, then file) |
//!
//! This is the order in which Towers lists its actions (piece by piece, north,
//! east, south, west, then shares). `num_distinct_actions = N × B` with `N`
//! squares: 1 296 on the default 6×6 board, 8 448 on 8×8, at most 8 389 632
//! on 16×16 (the share masks dominate on wide boards).
//!
//! # Observation
//!
//! Shape `(5, height, width)`, float32, seen from the observer's side: the
//! board is turned 180° for Brown so that the observer's back row is always
//! row 0. Planes: 0 the observer's pieces (1.0), 1 their balls (count),
//! 2 the opponent's pieces, 3 their balls, 4 all ones when the observer is
//! to move.

use arrayvec::ArrayVec;
use boardkit::core::Game;
use boardkit::geometry::Square;
use boardkit::towers::svg::SvgOptions;
use boardkit::towers::{Move, Recipients, Side, Towers};

use crate::bridge::{BitOptions, Bridge, Numbered};

impl BitOptions for Towers {
    fn options_to_bits((): ()) -> u64 {
        0
    }

    fn options_from_bits(bits: u64) -> Result<(), String> {
        if bits == 0 { Ok(()) } else { Err(format!("{} has no rule options (got {bits})", <Self as Bridge>::CLASS)) }
    }
}

impl Bridge for Towers {
    type Options = ();
    const CLASS: &'static str = "Towers";

    fn options(&self) {}

    fn num_distinct_actions(&self) -> u64 {
        squares(self) * block(self)
    }

    fn encode(&self, action: &Move) -> Option<u64> {
        let side = self.piece_at(action.from()).map_or(self.side_to_move(), |piece| piece.side);
        encode_with(self, &PieceOrder::new(self, side), action)
    }

    fn list_legal(&self, moves: &mut Vec<Move>, actions: &mut Vec<Numbered>) {
        self.generate_moves(moves);
        actions.clear();
        // One piece order for the whole list: every action is the mover's.
        let order = PieceOrder::new(self, self.side_to_move());
        let numbered = moves.iter().enumerate();
        actions.extend(numbered.filter_map(|(index, action)| Numbered::new(encode_with(self, &order, action)?, index)));
    }

    fn decode(&self, action: u64) -> Option<Move> {
        let (from, offset) = (sparse(self, action / block(self))?, action % block(self));
        if offset < 4 {
            let balls = self.piece_at(from)?.balls;
            let (df, dr) = DIRECTIONS[offset as usize];
            let reach = |start: u8, delta: i8| {
                let end = i16::from(start) + i16::from(delta) * i16::from(balls);
                u8::try_from(end).ok()
            };
            let file = reach(from.file().index(), df)?;
            let rank = reach(from.rank().index(), dr)?;
            let to = Square::from_coords(file, rank).filter(|&to| to != from && dense(self, to).is_some())?;
            return Some(match self.piece_at(to) {
                Some(_) => Move::Capture { from, target: to },
                None => Move::Step { from, to },
            });
        }
        let mask = offset - 4;
        let others = others(self, from);
        if mask >> others.len() != 0 {
            return None;
        }
        let recipients = others.iter().enumerate().filter(|(bit, _)| mask & (1 << bit) != 0).map(|(_, &square)| square);
        Some(Move::Share { from, recipients: Recipients::from_squares(recipients).ok()? })
    }

    fn observation_shape(&self) -> Vec<usize> {
        let config = self.config();
        vec![5, usize::from(config.height()), usize::from(config.width())]
    }

    fn observe(&self, observer: usize, out: &mut [f32]) {
        let config = self.config();
        let (width, height) = (usize::from(config.width()), usize::from(config.height()));
        let me = Side::ALL[observer.min(1)];
        let plane = width * height;
        for side in Side::ALL {
            let first = if side == me { 0 } else { 2 };
            for (square, balls) in self.pieces(side) {
                let (file, rank) = (usize::from(square.file().index()), usize::from(square.rank().index()));
                let (row, column) =
                    if me == Side::White { (rank, file) } else { (height - 1 - rank, width - 1 - file) };
                let cell = row * width + column;
                out[first * plane + cell] = 1.0;
                out[(first + 1) * plane + cell] = f32::from(balls);
            }
        }
        if self.turn().player() == Some(me) {
            out[4 * plane..5 * plane].fill(1.0);
        }
    }

    fn svg(&self) -> String {
        self.to_svg(&SvgOptions::new())
    }
}

/// The four directions of a move or capture in action order: north, east,
/// south, west, as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The dense number of `action`, with `order` the order of the mover's
/// pieces; `None` when no state could list it under that number (a move
/// that is not exactly as long as the piece's balls, a move onto a piece, a
/// capture of an empty square).
fn encode_with(game: &Towers, order: &PieceOrder, action: &Move) -> Option<u64> {
    let base = dense(game, action.from())? * block(game);
    match action {
        Move::Step { from, to: end } | Move::Capture { from, target: end } => {
            let capture = matches!(action, Move::Capture { .. });
            if game.piece_at(*end).is_some() != capture {
                return None;
            }
            let balls = i16::from(game.piece_at(*from)?.balls);
            let df = i16::from(end.file().index()) - i16::from(from.file().index());
            let dr = i16::from(end.rank().index()) - i16::from(from.rank().index());
            let direction = DIRECTIONS
                .iter()
                .position(|&(f, r)| (i16::from(f) * balls, i16::from(r) * balls) == (df, dr) && balls > 0)?;
            Some(base + direction as u64)
        }
        Move::Share { from, recipients: to } => {
            let sharer = order.place(*from)?;
            let mut mask = 0u64;
            for &recipient in to.squares() {
                // The sharer has no bit: the pieces after it move down one.
                let place = order.place(recipient)?;
                mask |= 1 << (place - u8::from(place > sharer));
            }
            Some(base + 4 + mask)
        }
    }
}

/// The place of each piece of one side in square order (rank, then file).
struct PieceOrder {
    /// By packed square index: the place, or `u8::MAX` for no piece of the side.
    places: [u8; 256],
}

impl PieceOrder {
    /// The order of the pieces of `side`.
    fn new(game: &Towers, side: Side) -> PieceOrder {
        let mut places = [u8::MAX; 256];
        for (place, (square, _)) in game.pieces(side).enumerate() {
            places[usize::from(square.index())] = place as u8;
        }
        PieceOrder { places }
    }

    /// The place of the side's piece on `square`.
    fn place(&self, square: Square) -> Option<u8> {
        Some(self.places[usize::from(square.index())]).filter(|&place| place != u8::MAX)
    }
}

/// The number of squares.
fn squares(game: &Towers) -> u64 {
    u64::from(game.config().width()) * u64::from(game.config().height())
}

/// The actions of one square: four directions and the share masks (one bit
/// per other piece of a side).
fn block(game: &Towers) -> u64 {
    4 + (1 << (game.config().width() - 1))
}

/// The dense number of `square` on this board.
fn dense(game: &Towers, square: Square) -> Option<u64> {
    let (file, rank) = (square.file().index(), square.rank().index());
    (file < game.config().width() && rank < game.config().height())
        .then(|| u64::from(rank) * u64::from(game.config().width()) + u64::from(file))
}

/// The square with dense number `index` on this board.
fn sparse(game: &Towers, index: u64) -> Option<Square> {
    let width = u64::from(game.config().width());
    let (file, rank) = (u8::try_from(index % width).ok()?, u8::try_from(index / width).ok()?);
    (rank < game.config().height()).then_some(())?;
    Square::from_coords(file, rank)
}

/// The other pieces of the mover (the side of the piece on `from`, else the
/// side to move), in square order: the bits of a share mask.
fn others(game: &Towers, from: Square) -> ArrayVec<Square, 16> {
    let side = game.piece_at(from).map_or(game.side_to_move(), |piece| piece.side);
    game.pieces(side).map(|(square, _)| square).filter(|&square| square != from).collect()
}
