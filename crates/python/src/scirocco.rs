//! Scirocco for Python: options, dense actions, observation.
//!
//! # Action layout
//!
//! Squares are numbered `rank × 10 + file` (`a1` 0, `j1` 9, `a2` 10, …,
//! `j10` 99). A move `from`–`to` is `kind × 10 000 + from × 100 + to`, where
//! kind 0 is a plain move (step, slide, leap, capture, jump-capture,
//! relayed move), 1 the same with promotion (`+`), 2 a capture without
//! moving (`to` is the captured square). `num_distinct_actions = 30 000`.
//!
//! # Observation
//!
//! Shape `(73, 10, 10)`, float32, seen from the observer's side: the board
//! is turned 180° for Tan so that the observer's back rank is row 0.
//! Planes 0–35: the observer's pieces, one plane per piece kind in
//! `PieceKind` order (18 unpromoted kinds, then their 18 promoted forms);
//! planes 36–71: the opponent's, same order; plane 72: all ones when the
//! observer is to move.

use boardkit::core::Game;
use boardkit::core::text::{self, GameText};
use boardkit::geometry::Square;
use boardkit::scirocco::svg::SvgOptions;
use boardkit::scirocco::{KIND_COUNT, Move, MoveKind, RuleOptions, Scirocco, Side};

use crate::bridge::{BitOptions, Bridge, Numbered};

/// Squares on the 10×10 board.
const SQUARES: u64 = 100;

impl BitOptions for Scirocco {
    fn options_to_bits(options: RuleOptions) -> u64 {
        u64::from(options.bits())
    }

    fn options_from_bits(bits: u64) -> Result<RuleOptions, String> {
        u8::try_from(bits)
            .ok()
            .and_then(RuleOptions::from_bits)
            .ok_or_else(|| format!("{bits} is not a set of Scirocco rule options"))
    }
}

impl Bridge for Scirocco {
    type Options = RuleOptions;
    const CLASS: &'static str = "Scirocco";

    fn parse(text: &str, options: RuleOptions) -> Result<Scirocco, String> {
        // The text layer reads the spec; the rule options, which no text
        // carries, then hold from the start, and the moves are played again
        // under them (a move that only they allow is refused by the layer).
        let (start, moves, game) = text::read_spec_parts::<Scirocco>(text).map_err(|error| error.to_string())?;
        if options == game.position().options() {
            return Ok(game);
        }
        let mut game = start.with_options(options);
        for (index, mv) in moves.iter().enumerate() {
            game.play(mv)
                .map_err(|error| format!("move {}: illegal move `{mv}`: {}", index + 1, game.refusal(&error)))?;
        }
        Ok(game)
    }

    fn options(&self) -> RuleOptions {
        self.position().options()
    }

    fn num_distinct_actions(&self) -> u64 {
        3 * SQUARES * SQUARES
    }

    fn encode(&self, mv: &Move) -> Option<u64> {
        let kind = match mv.kind() {
            MoveKind::Normal => 0,
            MoveKind::Promote => 1,
            MoveKind::Stay => 2,
        };
        // A capture without moving ends where it starts: its second square
        // is the captured one.
        let second = mv.captured_in_place().unwrap_or(mv.to());
        Some(kind * SQUARES * SQUARES + dense(mv.from())? * SQUARES + dense(second)?)
    }

    /// The actions straight from the generator's square indices (which are
    /// the layout's, `rank × 10 + file`): no move is built or encoded.
    fn list_for_batch(&self, moves: &mut Vec<Move>, actions: &mut Vec<Numbered>) {
        moves.clear();
        actions.clear();
        self.for_each_legal_move_indexed(|from, to, kind| {
            let kind = match kind {
                MoveKind::Normal => 0,
                MoveKind::Promote => 1,
                MoveKind::Stay => 2,
            };
            // Below 3 × 100 × 100 actions, and far fewer moves than 2³².
            let action = kind * SQUARES * SQUARES + u64::from(from) * SQUARES + u64::from(to);
            actions.push(Numbered::from_parts(action as u32, actions.len() as u32));
        });
    }

    fn play_listed(&mut self, _moves: &[Move], numbered: Numbered) {
        if let Some(mv) = self.decode(numbered.action()) {
            self.play_unchecked(&mv);
        }
    }

    /// The legal moves are empty exactly when the game is over (by material
    /// or for want of a legal move).
    fn is_over_after_listing(&self, listed_nothing: bool) -> bool {
        listed_nothing
    }

    fn decode(&self, action: u64) -> Option<Move> {
        let (kind, rest) = (action / (SQUARES * SQUARES), action % (SQUARES * SQUARES));
        let (from, to) = (sparse(rest / SQUARES)?, sparse(rest % SQUARES)?);
        match kind {
            0 => Some(Move::new(from, to)),
            1 => Some(Move::promoting(from, to)),
            2 => Some(Move::stationary(from, to)),
            _ => None,
        }
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![2 * KIND_COUNT + 1, 10, 10]
    }

    fn observe(&self, observer: usize, out: &mut [f32]) {
        let me = Side::ALL[observer.min(1)];
        for (square, piece) in self.position().pieces() {
            let (file, rank) = (usize::from(square.file().index()), usize::from(square.rank().index()));
            let (row, column) = if me == Side::Blue { (rank, file) } else { (9 - rank, 9 - file) };
            let plane = if piece.side == me { 0 } else { KIND_COUNT } + piece.kind.index();
            out[plane * 100 + row * 10 + column] = 1.0;
        }
        if self.turn().player() == Some(me) {
            out[2 * KIND_COUNT * 100..].fill(1.0);
        }
    }

    fn svg(&self) -> String {
        self.to_svg(&SvgOptions::new())
    }
}

/// The dense number of a square of the 10×10 board.
fn dense(square: Square) -> Option<u64> {
    let (file, rank) = (square.file().index(), square.rank().index());
    (file < 10 && rank < 10).then(|| u64::from(rank) * 10 + u64::from(file))
}

/// The square with dense number `index`.
fn sparse(index: u64) -> Option<Square> {
    let index = u8::try_from(index).ok().filter(|&index| index < 100)?;
    Square::from_coords(index % 10, index / 10)
}
