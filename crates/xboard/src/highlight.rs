//! The `highlight` replies to `lift` and `put`: where the picked-up piece
//! may go, worked out by the engine (relays and repetition included), so
//! that the GUI marks exactly the legal targets and refuses the rest.
//!
//! Colours (engine-intf.html, "highlight"): yellow `Y` a move, red `R` a
//! capture, magenta `M` a square where the move may promote or not (the GUI
//! then asks), cyan `C` the first leg of a two-leg move (the victim of a
//! jump-capture or of the Genie's capture without moving), after which the
//! GUI waits for a second click. On `put` onto a cyan square the engine
//! marks the second legs: the landing squares beyond the victim, or the
//! Genie's own square. On `put` onto a magenta square of a piece whose
//! promoted type has a letter of its own, the engine sends `choice` (the
//! promoted type first, then the piece itself: keep it).

use boardkit::geometry::Square;
use boardkit::scirocco::{Move, Scirocco};

use crate::notation::side_capture;
use crate::pieces::promotion_choice;
use crate::squares::SIZE;

/// A board of colour letters, written as a `highlight` command.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Marks([[Option<char>; SIZE as usize]; SIZE as usize]);

impl Marks {
    fn new() -> Marks {
        Marks([[None; SIZE as usize]; SIZE as usize])
    }

    /// Marks `square` with `colour` unless it holds a mark of higher
    /// priority (magenta, then red, then yellow, then cyan).
    fn mark(&mut self, square: Square, colour: char) {
        let rank = usize::from(square.rank().index());
        let file = usize::from(square.file().index());
        let priority = |c: Option<char>| match c {
            Some('M') => 4,
            Some('R') => 3,
            Some('Y') => 2,
            Some('C') => 1,
            _ => 0,
        };
        let cell = &mut self.0[rank][file];
        if priority(Some(colour)) > priority(*cell) {
            *cell = Some(colour);
        }
    }

    fn command(&self) -> String {
        let mut text = String::from("highlight ");
        for rank in (0..usize::from(SIZE)).rev() {
            let mut empty = 0;
            for file in 0..usize::from(SIZE) {
                match self.0[rank][file] {
                    Some(colour) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(colour);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text
    }
}

/// The legal moves of the piece on `from`.
fn moves_from(game: &Scirocco, from: Square) -> Vec<Move> {
    game.legal_moves().iter().copied().filter(|mv| mv.from() == from).collect()
}

/// The colour of a one-leg move's destination.
fn destination_colour(game: &Scirocco, moves: &[Move], mv: &Move) -> char {
    let both_ways = moves.iter().any(|other| other.to() == mv.to() && other.is_promotion() != mv.is_promotion());
    if both_ways {
        'M'
    } else if game.position().piece_at(mv.to()).is_some() {
        'R'
    } else {
        'Y'
    }
}

/// The reply to `lift from`: every legal target of the piece there (an
/// empty board of marks when it has none, or it is not the side to move's).
pub fn lift(game: &Scirocco, from: Square) -> String {
    let moves = moves_from(game, from);
    let mut marks = Marks::new();
    for mv in &moves {
        match side_capture(game.position(), mv) {
            Some(victim) => marks.mark(victim, 'C'),
            None => marks.mark(mv.to(), destination_colour(game, &moves, mv)),
        }
    }
    marks.command()
}

/// The reply to `put square` after `lift from`: when `square` is the first
/// leg of two-leg moves (and not itself a target), the second legs;
/// otherwise nothing (the GUI clears its marks by itself).
pub fn put(game: &Scirocco, from: Square, square: Square) -> Option<String> {
    let moves = moves_from(game, from);
    let one_leg: Vec<&Move> =
        moves.iter().filter(|mv| side_capture(game.position(), mv).is_none() && mv.to() == square).collect();
    if !one_leg.is_empty() {
        let promotes = one_leg.iter().any(|mv| mv.is_promotion());
        let kind = game.position().piece_at(from)?.kind;
        return if promotes { promotion_choice(kind) } else { None };
    }
    let second: Vec<Move> =
        moves.iter().copied().filter(|mv| side_capture(game.position(), mv) == Some(square)).collect();
    if second.is_empty() {
        return None;
    }
    let mut marks = Marks::new();
    for mv in &second {
        let both_ways = second.iter().any(|other| other.to() == mv.to() && other.is_promotion() != mv.is_promotion());
        marks.mark(mv.to(), if both_ways { 'M' } else { 'Y' });
    }
    Some(marks.command())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::squares::parse_square;

    fn square(text: &str) -> Square {
        parse_square(text).expect("square")
    }

    #[test]
    fn a_stork_entering_the_zone_is_offered_the_queen() {
        let game = Scirocco::from_fen("k8p/10/10/2T7/10/10/10/10/10/K8P b").expect("test position");
        let marks = lift(&game, square("c6"));
        // a9 and e9 (XBoard a8, e8): promote or not; a5, e5 (a4, e4): plain moves.
        assert_eq!(marks, "highlight 10/M3M5/10/10/10/Y3Y5/10/10/10/10");
        assert_eq!(put(&game, square("c6"), square("e8")).as_deref(), Some("choice QT"));
        assert_eq!(put(&game, square("c6"), square("e4")), None);
    }

    #[test]
    fn a_zig_is_shown_its_victim_then_the_landing_square() {
        // Blue Zig f4 (XBoard f3), Tan pawn g5 (g4), h6 (h5) empty.
        let game = Scirocco::from_fen("k8p/10/10/10/10/6p3/5+F4/10/10/K9 b").expect("test position");
        let marks = lift(&game, square("f3"));
        assert_eq!(marks, "highlight 10/10/10/10/5Y4/5YC3/3YY1YY2/5Y4/5Y4/10", "the victim g5 is cyan");
        assert_eq!(put(&game, square("f3"), square("g4")).as_deref(), Some("highlight 10/10/10/10/7Y2/10/10/10/10/10"));
    }

    #[test]
    fn an_empty_square_has_no_targets() {
        let game = Scirocco::startpos();
        assert_eq!(lift(&game, square("e4")), "highlight 10/10/10/10/10/10/10/10/10/10");
    }
}
