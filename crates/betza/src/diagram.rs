//! ASCII diagrams of where a piece moves, like the diagrams of fairy-chess pages.

use boardkit_geometry::Square;

use crate::board::{Forward, Occupancy, Occupant};
use crate::table::MoveTable;

/// The marks of a diagram, one character per square.
///
/// | mark | meaning |
/// |---|---|
/// | `@` | the moving piece |
/// | `*` | move or capture: the piece may move there, and capture an enemy there |
/// | `m` | move only: the piece may move there, but not capture there |
/// | `c` | capture only: an enemy there could be captured, but the piece cannot move there when it is empty |
/// | `X` | an enemy piece that the piece can capture |
/// | `x` | an enemy piece it cannot capture |
/// | `o` | a piece of its own side |
/// | `.` | nothing |
///
/// "Capture" means the enemy is removed, which for a jump-capture (`cafmW`)
/// or a capture without moving (`cabK`) is not where the piece lands: the
/// diagram marks the square of the captured piece.
pub const LEGEND: &str =
    "@ piece, * move or capture, m move only, c capture only, X capturable enemy, x enemy, o own piece";

/// Draws the moves of a piece on `from` on `board`, rank numbers on the left
/// and file letters below (see [`LEGEND`] for the marks).
///
/// Every empty square `s` is marked by asking two questions: can the piece
/// move to `s` as the board stands, and would it capture an enemy placed on
/// `s` (with the rest of the board unchanged)? An empty board shows the
/// whole movement pattern.
///
/// # Examples
///
/// ```
/// use boardkit_betza::{Forward, MoveTable, Movement, Occupant, diagram};
/// use boardkit_geometry::{Grid, Square};
/// let pawn = MoveTable::new(&Movement::parse("fmWfcF")?, Grid::new(3, 3)?)?;
/// let text = diagram(&pawn, "b2".parse()?, Forward::Up, &|_| Occupant::Empty, false);
/// assert_eq!(text, " 3 c m c\n 2 . @ .\n 1 . . .\n   a b c\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn diagram(
    table: &MoveTable,
    from: Square,
    forward: Forward,
    board: &impl Occupancy,
    on_initial_square: bool,
) -> String {
    let grid = table.grid();
    let actual = table.moves(from, forward, board, on_initial_square);
    grid.diagram(|square| {
        if square == from {
            return '@';
        }
        match board.occupant(square) {
            Occupant::Own => 'o',
            Occupant::Enemy => {
                if actual.iter().any(|m| m.captured.contains(&square)) {
                    'X'
                } else {
                    'x'
                }
            }
            Occupant::Empty => {
                let moves = actual.iter().any(|m| m.to == square && !m.captured.contains(&square));
                let with_enemy = |s: Square| if s == square { Occupant::Enemy } else { board.occupant(s) };
                let mut captures = false;
                table.generate(
                    from,
                    forward,
                    &with_enemy,
                    on_initial_square,
                    &mut CaptureWatch { square, found: &mut captures },
                );
                match (moves, captures) {
                    (true, true) => '*',
                    (true, false) => 'm',
                    (false, true) => 'c',
                    (false, false) => '.',
                }
            }
        }
    })
}

/// Draws a piece on `from` on an empty board (see [`diagram`]).
pub fn empty_board_diagram(table: &MoveTable, from: Square, forward: Forward) -> String {
    diagram(table, from, forward, &|_| Occupant::Empty, false)
}

/// An `Extend` sink that only notes whether some move captures one square.
struct CaptureWatch<'a> {
    square: Square,
    found: &'a mut bool,
}

impl Extend<crate::board::GeneratedMove> for CaptureWatch<'_> {
    fn extend<I: IntoIterator<Item = crate::board::GeneratedMove>>(&mut self, moves: I) {
        for generated in moves {
            if generated.captured.contains(&self.square) {
                *self.found = true;
            }
        }
    }
}
