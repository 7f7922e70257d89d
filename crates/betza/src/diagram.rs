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
    let marks = marks(table, from, forward, board, on_initial_square);
    grid.diagram(|square| grid.index(square).and_then(|i| marks.get(i)).map_or('.', |(_, mark)| mark.char()))
}

/// What a diagram shows on one square (see [`LEGEND`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// `@`: the moving piece.
    Piece,
    /// `*`: the piece may move there, and capture an enemy there.
    MoveOrCapture,
    /// `m`: the piece may move there, but not capture there.
    MoveOnly,
    /// `c`: an enemy there could be captured, but the piece cannot move there
    /// when it is empty.
    CaptureOnly,
    /// `X`: an enemy piece that the piece can capture.
    CapturableEnemy,
    /// `x`: an enemy piece it cannot capture.
    Enemy,
    /// `o`: a piece of its own side.
    Own,
    /// `.`: nothing.
    Nothing,
}

impl Mark {
    /// Every mark, in [`LEGEND`] order.
    pub const ALL: [Mark; 8] = [
        Mark::Piece,
        Mark::MoveOrCapture,
        Mark::MoveOnly,
        Mark::CaptureOnly,
        Mark::CapturableEnemy,
        Mark::Enemy,
        Mark::Own,
        Mark::Nothing,
    ];

    /// The character of the text diagram.
    pub const fn char(self) -> char {
        match self {
            Mark::Piece => '@',
            Mark::MoveOrCapture => '*',
            Mark::MoveOnly => 'm',
            Mark::CaptureOnly => 'c',
            Mark::CapturableEnemy => 'X',
            Mark::Enemy => 'x',
            Mark::Own => 'o',
            Mark::Nothing => '.',
        }
    }

    /// The mark drawn as this character, if any.
    pub fn from_char(c: char) -> Option<Mark> {
        Mark::ALL.into_iter().find(|mark| mark.char() == c)
    }

    /// What the mark means, as the legend says it (`move or capture`, …).
    pub const fn meaning(self) -> &'static str {
        match self {
            Mark::Piece => "piece",
            Mark::MoveOrCapture => "move or capture",
            Mark::MoveOnly => "move only",
            Mark::CaptureOnly => "capture only",
            Mark::CapturableEnemy => "capturable enemy",
            Mark::Enemy => "enemy",
            Mark::Own => "own piece",
            Mark::Nothing => "nothing",
        }
    }
}

/// The mark of every square of the table's grid for a piece on `from` on
/// `board`, in the grid's square order (rank 1 first): what [`diagram`]
/// draws as text and [`svg`](crate::svg) as a picture.
pub fn marks(
    table: &MoveTable,
    from: Square,
    forward: Forward,
    board: &impl Occupancy,
    on_initial_square: bool,
) -> Vec<(Square, Mark)> {
    let grid = table.grid();
    let actual = table.moves(from, forward, board, on_initial_square);
    let mark = |square: Square| {
        if square == from {
            return Mark::Piece;
        }
        match board.occupant(square) {
            Occupant::Own => Mark::Own,
            Occupant::Enemy => {
                if actual.iter().any(|m| m.captured.contains(&square)) {
                    Mark::CapturableEnemy
                } else {
                    Mark::Enemy
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
                    (true, true) => Mark::MoveOrCapture,
                    (true, false) => Mark::MoveOnly,
                    (false, true) => Mark::CaptureOnly,
                    (false, false) => Mark::Nothing,
                }
            }
        }
    };
    grid.squares().map(|square| (square, mark(square))).collect()
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
