//! Helpers shared by the integration tests.
#![allow(dead_code)]

use boardkit_betza::{Forward, GeneratedMove, MoveTable, Movement, Occupant};
use boardkit_geometry::{Grid, Offset, Square};

/// A board description: own and enemy squares.
#[derive(Clone, Default)]
pub(crate) struct Board {
    pub(crate) own: Vec<Square>,
    pub(crate) enemy: Vec<Square>,
}

impl Board {
    pub(crate) fn new(own: &[&str], enemy: &[&str]) -> Board {
        Board { own: own.iter().map(|s| sq(s)).collect(), enemy: enemy.iter().map(|s| sq(s)).collect() }
    }

    pub(crate) fn occupant(&self, square: Square) -> Occupant {
        if self.own.contains(&square) {
            Occupant::Own
        } else if self.enemy.contains(&square) {
            Occupant::Enemy
        } else {
            Occupant::Empty
        }
    }
}

pub(crate) fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("bad square {name}: {e}"))
}

pub(crate) fn grid(w: u8, h: u8) -> Grid {
    Grid::new(w, h).expect("grid")
}

pub(crate) fn table(text: &str, grid: Grid) -> MoveTable {
    let movement = Movement::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    MoveTable::new(&movement, grid).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The generated moves, sorted by destination then captured squares.
pub(crate) fn generated(text: &str, grid: Grid, from: &str, forward: Forward, board: &Board) -> Vec<GeneratedMove> {
    let table = table(text, grid);
    let occupancy = |s: Square| board.occupant(s);
    let mut moves = table.moves(sq(from), forward, &occupancy, false);
    let count = moves.len();
    moves.sort_by(|a, b| (a.to, &a.captured[..]).cmp(&(b.to, &b.captured[..])));
    moves.dedup();
    assert_eq!(moves.len(), count, "{text}: duplicate moves generated");
    moves
}

/// The moves as text (`e7 xe6`), sorted by square.
pub(crate) fn moves(text: &str, grid: Grid, from: &str, forward: Forward, board: &Board) -> Vec<String> {
    generated(text, grid, from, forward, board).iter().map(ToString::to_string).collect()
}

/// Moves on an empty 10x10 board for White.
pub(crate) fn empty10(text: &str, from: &str) -> Vec<String> {
    moves(text, grid(10, 10), from, Forward::Up, &Board::default())
}

/// Destination names of offsets from `from` that lie on the board, sorted like `moves`.
pub(crate) fn targets(grid: Grid, from: &str, offsets: &[(i8, i8)]) -> Vec<String> {
    let mut squares: Vec<Square> =
        offsets.iter().filter_map(|&(f, r)| grid.offset(sq(from), Offset::new(f, r))).collect();
    squares.sort();
    squares.dedup();
    squares.iter().map(ToString::to_string).collect()
}

/// Names, sorted by square, of a list of square names.
pub(crate) fn sorted(names: &[&str]) -> Vec<String> {
    let mut squares: Vec<Square> = names.iter().map(|s| sq(s)).collect();
    squares.sort();
    squares.iter().map(ToString::to_string).collect()
}
