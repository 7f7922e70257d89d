//! Relays, a boardkit extension: XBetza `x` legs in a piece's movement.
//!
//! A component such as the Dervish's `xabafK` starts at the relaying piece,
//! goes to a friendly piece (the `x` leg), and that piece makes the rest of
//! the move from where it stands. Fairy-Stockfish has no relays; Scirocco's
//! Dervish and Harpy need them.
//!
//! Compiling: the `x` leg is read as a locust `c` leg, so the Betza
//! crate's tables give, from the relaying piece's square, the square of the
//! relayed piece (the locust square) and where the rest of the move ends.
//! The relaying piece's own square and the relayed piece's square are no
//! obstacle on the way: the relayed piece leaves the one and jumps over the
//! other, as in Scirocco's Dervish (a friendly neighbour leaps over it).
//!
//! Generating: a relayed move is an ordinary move of the relayed piece
//! (`from` its square), never a promotion, and not listed twice: a move the
//! piece makes under its own power, or one that two relays give, is one
//! move.

use boardkit_betza::{Destination, Forward, MoveTable, Movement};
use boardkit_geometry::Grid;

use crate::bitboard::Bb;
use crate::game::{MoveBuffer, VariantGame, piece_kind, piece_side};
use crate::moves::{Move, MoveKind, NO_SQUARE};
use crate::rules::Span;

/// One relayed move from a relaying piece's square.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RelayTemplate {
    /// Where the friendly piece that makes the move must stand.
    pub(crate) relayed: u8,
    /// Where it goes.
    pub(crate) to: u8,
    /// What `to` must hold.
    pub(crate) destination: Destination,
    /// Squares that must be empty.
    pub(crate) empty: Bb,
    /// Squares that must be occupied.
    pub(crate) hurdles: Bb,
}

/// The relayed moves of one piece type, per side and square of the
/// relaying piece (`side * 256 + square`); empty for a type without `x` legs.
#[derive(Clone, Debug, Default)]
pub(crate) struct RelayTable {
    templates: Vec<RelayTemplate>,
    spans: Vec<Span>,
}

impl RelayTable {
    /// Whether the type relays at all.
    pub(crate) fn is_empty(&self) -> bool {
        self.templates.is_empty()
    }

    fn of(&self, side: usize, square: u8) -> &[RelayTemplate] {
        let span = self.spans[side * 256 + usize::from(square)];
        &self.templates[span.start as usize..span.end as usize]
    }
}

/// The relay table of a movement's `x` components on the board `grid`
/// (`board` its squares); an error says why a component cannot be read as
/// a relay: its `x` leg must be its first leg, and it may have no locust
/// `c` leg of its own.
pub(crate) fn compile(movement: &Movement, grid: Grid, board: Bb) -> Result<RelayTable, String> {
    let mut text = String::new();
    for component in movement.components().iter().filter(|component| component.has_relay()) {
        let written = component.to_string();
        let first_leg = written.split('a').next().unwrap_or("");
        if written.matches('x').count() != 1 || !first_leg.contains('x') {
            return Err(format!("`{written}`: a relay's `x` must be its first leg, and its only one"));
        }
        if written.contains('c') {
            return Err(format!("`{written}`: a relayed move cannot also capture on the way (`c` legs)"));
        }
        text.push_str(&written.replace('x', "c"));
    }
    let mut table = RelayTable { templates: Vec::new(), spans: vec![Span::default(); 512] };
    if text.is_empty() {
        return Ok(table);
    }
    let converted = Movement::parse(&text).map_err(|error| error.to_string())?;
    let moves = MoveTable::new(&converted, grid).map_err(|error| error.to_string())?;
    for (side, forward) in [Forward::Up, Forward::Down].into_iter().enumerate() {
        for square in grid.squares() {
            let from = square.index();
            let start = table.templates.len() as u32;
            for template in moves.templates(square, forward) {
                let Some(relayed) = template.captures.first().map(|square| square.index()) else { continue };
                let to = template.to.index();
                if to == relayed || to == from || !board.contains(to) {
                    continue;
                }
                let mut empty = Bb::EMPTY;
                for passed in &template.must_be_empty {
                    empty.insert(passed.index());
                }
                empty.remove(from);
                empty.remove(relayed);
                let mut hurdles = Bb::EMPTY;
                for hurdle in &template.hurdles {
                    hurdles.insert(hurdle.index());
                }
                let duplicate = table.templates[start as usize..].iter().any(|known| {
                    known.relayed == relayed
                        && known.to == to
                        && known.destination == template.destination
                        && known.empty == empty
                        && known.hurdles == hurdles
                });
                if !duplicate {
                    table.templates.push(RelayTemplate {
                        relayed,
                        to,
                        destination: template.destination,
                        empty,
                        hurdles,
                    });
                }
            }
            table.spans[side * 256 + usize::from(from)] = Span { start, end: table.templates.len() as u32 };
        }
    }
    Ok(table)
}

impl VariantGame {
    /// Appends the relayed moves of the side to move to `out`, whose moves
    /// from `own_start` on are the side's own moves (a relayed move equal
    /// to one of them is that move, with its promotions).
    pub(crate) fn relay_moves(&self, out: &mut MoveBuffer, own_start: usize) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let own = self.colours[side];
        let occupied = own | self.colours[1 - side];
        for relayer in own.iter() {
            let kind = &rules.types[usize::from(piece_kind(self.board[usize::from(relayer)]))];
            if kind.relay.is_empty() {
                continue;
            }
            for template in kind.relay.of(side, relayer) {
                if !own.contains(template.relayed)
                    || template.empty.intersects(occupied)
                    || !template.hurdles.is_subset(occupied)
                {
                    continue;
                }
                let to = template.to;
                let at = self.board[usize::from(to)];
                let allowed = if at == 0 {
                    template.destination != Destination::Enemy
                } else {
                    piece_side(at) != side && template.destination != Destination::Empty
                };
                let relayed_kind = &rules.types[usize::from(piece_kind(self.board[usize::from(template.relayed)]))];
                if !allowed || !relayed_kind.mobility[side].contains(to) {
                    continue;
                }
                let from = template.relayed;
                let known = out[own_start..]
                    .iter()
                    .any(|mv| mv.from == from && mv.to == to && mv.via == NO_SQUARE && mv.promotion == 0);
                if !known {
                    out.push(Move::new(from, to, NO_SQUARE, 0, MoveKind::Normal, at != 0));
                }
            }
        }
    }
}
