//! Moves in the protocol's coordinate notation, and back.
//!
//! | move | XBoard text | boardkit text |
//! |---|---|---|
//! | step, leap, slide, capture, relayed move | `e2e3` | `e3e4` |
//! | the same, promoting | `e6e7=+` | `e7e8+` |
//! | jump-capture (Zig, Zag): two legs, the first to the victim | `f3g4,g4h5` | `f4h6` |
//! | capture without moving (Genie): to the victim and back | `e4e5,e5e4` | `e5e6e5` |
//!
//! Ranks count from 0 ([`crate::squares`]). A promotion is `=+` after the
//! last leg: the piece becomes its `+X` form. (XBoard 4.9 reads a bare `+`
//! as promotion only for its first eleven piece types, and as a check mark
//! otherwise, so the engine writes `=+`; from the GUI it accepts `+` and
//! `=+`.) A trailing `=` alone (XBoard's "do not promote") means no
//! promotion. The engine's own moves are written in exactly the first
//! column's forms; a jump-capture typed as one leg (`f3h5`) is accepted
//! too.
//!
//! A move is read against the position: the text is compared with the
//! texts of the legal moves, so what is accepted is exactly what is legal.

use boardkit::geometry::Square;
use boardkit::scirocco::{Move, Position, Scirocco};

use crate::squares::{parse_square_prefix, square_text};

/// The square of the piece a move removes other than on its destination:
/// the jumped piece of a jump-capture, the victim of a capture without
/// moving; `None` for every other move.
pub fn side_capture(position: &Position, mv: &Move) -> Option<Square> {
    if let Some(victim) = mv.captured_in_place() {
        return Some(victim);
    }
    let after = position.play_unchecked(mv);
    let mover = position.side_to_move();
    // Found by comparing the boards, so the rule that removed it (Zig, Zag,
    // anything a later rules option adds) need not be known here.
    position
        .pieces()
        .find(|&(square, piece)| piece.side != mover && square != mv.to() && after.piece_at(square).is_none())
        .map(|(square, _)| square)
}

/// The suffix of a promoting move.
const PROMOTION: &str = "=+";

/// `text` with its promotion suffix in the engine's spelling (`=+`), or
/// without one: `+` becomes `=+`, `=` alone is dropped.
fn normalized(text: &str) -> String {
    if let Some(body) = text.strip_suffix("=+").or_else(|| text.strip_suffix('+')) {
        format!("{body}{PROMOTION}")
    } else {
        text.strip_suffix('=').unwrap_or(text).to_string()
    }
}

/// The engine's text of a legal move `mv` in `position`.
pub fn move_text(position: &Position, mv: &Move) -> String {
    let from = square_text(mv.from());
    let to = square_text(mv.to());
    let promotion = if mv.is_promotion() { PROMOTION } else { "" };
    match side_capture(position, mv) {
        Some(victim) => {
            let victim = square_text(victim);
            format!("{from}{victim},{victim}{to}{promotion}")
        }
        None => format!("{from}{to}{promotion}"),
    }
}

/// Whether `text` has the shape of a coordinate move (legs of two squares
/// separated by commas, an optional `+` or `=` at the end), whatever the
/// position: the protocol answers such a text with `Illegal move` when it
/// is not legal, and anything else with `Error (unknown command)`.
pub fn looks_like_move(text: &str) -> bool {
    let normal = normalized(text);
    let body = normal.strip_suffix(PROMOTION).unwrap_or(&normal);
    !body.is_empty()
        && body.split(',').all(|leg| match parse_square_prefix(leg) {
            Some((_, used)) => parse_square_prefix(&leg[used..]).is_some_and(|(_, more)| used + more == leg.len()),
            None => false,
        })
}

/// The legal move of `game` that `text` names, if any.
pub fn parse_move(game: &Scirocco, text: &str) -> Option<Move> {
    let wanted = normalized(text);
    let position = game.position();
    let legal = game.legal_moves();
    let texts: Vec<(Move, String)> = legal.iter().map(|mv| (*mv, move_text(position, mv))).collect();
    if let Some((mv, _)) = texts.iter().find(|(_, written)| *written == wanted) {
        return Some(*mv);
    }
    // A two-leg move typed as one leg, from its start to its end.
    let mut one_leg = texts.iter().filter(|(mv, written)| {
        written.contains(',') && mv.captured_in_place().is_none() && {
            let promotion = if mv.is_promotion() { PROMOTION } else { "" };
            format!("{}{}{promotion}", square_text(mv.from()), square_text(mv.to())) == wanted
        }
    });
    match (one_leg.next(), one_leg.next()) {
        (Some((mv, _)), None) => Some(*mv),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str) -> Scirocco {
        Scirocco::from_fen(fen).expect("test position")
    }

    #[test]
    fn plain_moves_and_promotions() {
        let start = Scirocco::startpos();
        let mv = parse_move(&start, "e2e3").expect("e3e4 is legal");
        assert_eq!(mv.to_string(), "e3e4");
        assert_eq!(move_text(start.position(), &mv), "e2e3");
        assert_eq!(parse_move(&start, "e2e3="), Some(mv));
        assert_eq!(parse_move(&start, "e2e4"), None);
        // A Blue pawn on e8 may step to e9 with or without promoting.
        let near = game("k8p/10/10/4P5/10/10/10/10/10/K8P b");
        let promote = parse_move(&near, "e6e7+").expect("promotion");
        assert!(promote.is_promotion());
        assert_eq!(move_text(near.position(), &promote), "e6e7=+");
        assert_eq!(parse_move(&near, "e6e7=+"), Some(promote));
        assert!(!parse_move(&near, "e6e7").expect("no promotion").is_promotion());
    }

    #[test]
    fn a_genie_capture_without_moving_is_two_legs_back_to_its_square() {
        // Blue Genie e5, Tan pawn e6.
        let g = game("k9/10/10/10/4p5/4+D5/10/10/10/K9 b");
        let mv = parse_move(&g, "e4e5,e5e4").expect("Genie stays");
        assert_eq!(mv.to_string(), "e5e6e5");
        assert_eq!(move_text(g.position(), &mv), "e4e5,e5e4");
    }

    #[test]
    fn a_zig_jump_capture_names_its_victim() {
        // Blue Zig f4, Tan pawn g5, h6 empty.
        let g = game("k9/10/10/10/10/6p3/5+F4/10/10/K9 b");
        let mv = parse_move(&g, "f3g4,g4h5").expect("jump-capture");
        assert_eq!(mv.to_string(), "f4h6");
        assert_eq!(parse_move(&g, "f3h5"), Some(mv), "one leg is accepted too");
        assert_eq!(side_capture(g.position(), &mv).map(|s| s.to_string()), Some("g5".to_string()));
    }

    #[test]
    fn move_shapes() {
        for text in ["e2e3", "e6e7+", "e6e7=+", "e4e5,e5e4", "a0j9=", "f3g4,g4h5+"] {
            assert!(looks_like_move(text), "{text}");
        }
        for text in ["", "e2", "e2e", "ping", "e2e3,", "k2e3", "e2e3q", "e2e3+=", "e2e3++"] {
            assert!(!looks_like_move(text), "{text}");
        }
    }
}
