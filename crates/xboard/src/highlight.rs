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
//! Genie's own square.

use boardkit::geometry::Square;
use boardkit::scirocco::{Move, Scirocco};

use crate::notation::side_capture;
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
    if moves.iter().any(|mv| side_capture(game.position(), mv).is_none() && mv.to() == square) {
        return None;
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
    fn a_knight_at_the_start() {
        let game = Scirocco::startpos();
        // Blue Knight on e1 (XBoard e0): d3 and f3 hold Blue pawns, so only
        // the Knight's own leaps to empty squares... none at the start?
        let reply = lift(&game, square("e0"));
        assert!(reply.starts_with("highlight "), "{reply}");
        assert_eq!(reply.matches('/').count(), 9);
    }

    #[test]
    fn an_empty_square_has_no_targets() {
        let game = Scirocco::startpos();
        assert_eq!(lift(&game, square("e4")), "highlight 10/10/10/10/10/10/10/10/10/10");
    }
}
