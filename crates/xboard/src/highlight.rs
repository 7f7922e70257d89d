//! The `highlight` replies to `lift` and `put`: where the picked-up piece
//! may go, worked out by the engine (relays and repetition included), so
//! that the GUI marks exactly the legal targets and refuses the rest.
//!
//! Colours (engine-intf.html, "highlight"): yellow `Y` a move, red `R` a
//! capture, magenta `M` a square where the move may promote or not (the GUI
//! then asks), cyan `C` the first leg of a two-leg move (the victim of a
//! jump-capture or of the Genie's capture without moving), after which the
//! GUI waits for a second click.
//!
//! A click on a cyan square makes XBoard 4.9 send `put` and then `lift` of
//! that square (backend.c, `LeftClick`: the piece is "picked up" again at
//! the victim); the engine answers that `lift` with the second legs: the
//! landing squares beyond a jump-capture's victim, or the Genie's own
//! square, and the victim itself (red) where the piece may also capture it
//! by moving there: XBoard reads a second click on the victim as that
//! one-leg capture. On `put` onto a magenta square of a piece whose
//! promoted type has a letter of its own, the engine sends `choice` (the
//! promoted type first, then the piece itself: keep it).

use boardkit_geometry::Square;
use boardkit_scirocco::{Move, Scirocco};

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
    /// priority (magenta, then cyan — a square that is both a target and
    /// a first leg must let the second leg be entered —, then red, then
    /// yellow).
    fn mark(&mut self, square: Square, colour: char) {
        let rank = usize::from(square.rank().index());
        let file = usize::from(square.file().index());
        let priority = |c: Option<char>| match c {
            Some('M') => 4,
            Some('C') => 3,
            Some('R') => 2,
            Some('Y') => 1,
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

/// Whether `square` is the first leg (the victim) of a two-leg move of
/// the piece on `from`.
pub fn is_first_leg(game: &Scirocco, from: Square, square: Square) -> bool {
    moves_from(game, from).iter().any(|mv| side_capture(game.position(), mv) == Some(square))
}

/// The reply to `put square` after `lift from`: `choice` when the move
/// there may promote a piece whose promoted type has a letter of its own;
/// otherwise nothing (the GUI clears its marks by itself, and a cyan
/// square is answered at the `lift` that follows).
pub fn put(game: &Scirocco, from: Square, square: Square) -> Option<String> {
    if is_first_leg(game, from, square) {
        return None;
    }
    let promotes = moves_from(game, from)
        .iter()
        .any(|mv| side_capture(game.position(), mv).is_none() && mv.to() == square && mv.is_promotion());
    if !promotes {
        return None;
    }
    promotion_choice(game.position().piece_at(from)?.kind)
}

/// The reply to the `lift` of the victim square of a two-leg move of the
/// piece on `from` (its first leg entered): where the move may end.
pub fn second_legs(game: &Scirocco, from: Square, victim: Square) -> String {
    let moves = moves_from(game, from);
    let mut marks = Marks::new();
    let second: Vec<&Move> = moves.iter().filter(|mv| side_capture(game.position(), mv) == Some(victim)).collect();
    for mv in &second {
        let both_ways = second.iter().any(|other| other.to() == mv.to() && other.is_promotion() != mv.is_promotion());
        marks.mark(mv.to(), if both_ways { 'M' } else { 'Y' });
    }
    // The victim itself, where the piece may also capture it by moving there.
    for mv in moves.iter().filter(|mv| side_capture(game.position(), mv).is_none() && mv.to() == victim) {
        marks.mark(mv.to(), destination_colour(game, &moves, mv));
    }
    marks.command()
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

    /// A rank whose last square is marked ends with the mark, no count
    /// (the Rook j1, XBoard j0: up its file and along its rank).
    #[test]
    fn marks_on_the_last_file_end_their_rank() {
        let game = Scirocco::from_fen("kp8/10/10/10/10/10/10/10/10/K8+N b").expect("test position");
        let marks = lift(&game, square("j0"));
        assert_eq!(marks, "highlight 9Y/9Y/9Y/9Y/9Y/9Y/9Y/9Y/9Y/1YYYYYYYY1");
    }

    #[test]
    fn a_zig_is_shown_its_victim_then_the_landing_square() {
        // Blue Zig f4 (XBoard f3), Tan pawn g5 (g4), h6 (h5) empty.
        let game = Scirocco::from_fen("k8p/10/10/10/10/6p3/5+F4/10/10/K9 b").expect("test position");
        let marks = lift(&game, square("f3"));
        assert_eq!(marks, "highlight 10/10/10/10/5Y4/5YC3/3YY1YY2/5Y4/5Y4/10", "the victim g5 is cyan");
        assert_eq!(put(&game, square("f3"), square("g4")), None, "answered at the lift that follows");
        assert!(is_first_leg(&game, square("f3"), square("g4")));
        assert_eq!(second_legs(&game, square("f3"), square("g4")), "highlight 10/10/10/10/7Y2/10/10/10/10/10");
    }

    #[test]
    fn a_genie_victim_is_cyan_then_itself_or_the_genies_square() {
        // Blue Genie e5 (XBoard e4), Tan pawn e6 (e5).
        let game = Scirocco::from_fen("k9/10/10/10/4p5/4+D5/10/10/10/K9 b").expect("test position");
        let marks = lift(&game, square("e4"));
        assert_eq!(marks.split('/').nth(4), Some("3YCY4"), "the pawn is cyan, not red: {marks}");
        // Second legs: back to e5 (stay) or onto e6 (capture by moving).
        assert_eq!(second_legs(&game, square("e4"), square("e5")), "highlight 10/10/10/10/4R5/4Y5/10/10/10/10");
    }

    #[test]
    fn an_empty_square_has_no_targets() {
        let game = Scirocco::startpos();
        assert_eq!(lift(&game, square("e4")), "highlight 10/10/10/10/10/10/10/10/10/10");
    }
}
