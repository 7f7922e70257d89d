//! Moves in the protocol's coordinate notation, and back.
//!
//! | move | XBoard text | boardkit text |
//! |---|---|---|
//! | step, leap, slide, capture, relayed move | `e2e3` | `e3e4` |
//! | the same, promoting | `e6e7=+` or `e6e7q` | `e7e8+` |
//! | jump-capture (Zig, Zag): two legs, the first to the victim | `f3g4,g4h5` | `f4h6` |
//! | capture without moving (Genie): to the victim and back | `e4e5,e5e4` | `e5e6e5` |
//!
//! Ranks count from 0 ([`crate::squares`]). A promotion is a suffix after
//! the last leg ([`crate::pieces::promotion_suffix`]): `=+` where the piece
//! becomes its `+X` form (XBoard reads a bare `+` as a check mark for most
//! types, so the engine writes `=+`, and accepts `+` too), or the promoted
//! type's own letter (`q` for the Stork becoming a Queen). No suffix, `=`,
//! or the piece's own letter means no promotion. The engine's own moves are written in exactly the first
//! column's forms; a jump-capture typed as one leg (`f3h5`) is accepted
//! too.
//!
//! A move is read against the position: the text is compared with the
//! texts of the legal moves, so what is accepted is exactly what is legal.

use boardkit_geometry::Square;
use boardkit_scirocco::{Move, Position, Scirocco};

use crate::pieces::{accepted_suffixes, promotion_suffix};
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

/// `text` split into its legs and its promotion suffix (`=+`, `+`, `=`,
/// a lowercase letter, or nothing).
fn split_suffix(text: &str) -> (&str, &str) {
    let cut = if text.ends_with("=+") {
        text.len() - 2
    } else if text.ends_with(['+', '=']) || text.ends_with(|c: char| c.is_ascii_lowercase()) {
        text.len() - 1
    } else {
        text.len()
    };
    text.split_at(cut)
}

/// The legs of a legal move, without promotion: `e2e3`, `f3g4,g4h5`.
fn legs_text(position: &Position, mv: &Move) -> String {
    let from = square_text(mv.from());
    let to = square_text(mv.to());
    match side_capture(position, mv) {
        Some(victim) => {
            let victim = square_text(victim);
            format!("{from}{victim},{victim}{to}")
        }
        None => format!("{from}{to}"),
    }
}

/// The engine's text of a legal move `mv` in `position`.
pub fn move_text(position: &Position, mv: &Move) -> String {
    let legs = legs_text(position, mv);
    match position.piece_at(mv.from()) {
        Some(piece) if mv.is_promotion() => format!("{legs}{}", promotion_suffix(piece.kind)),
        _ => legs,
    }
}

/// Whether `text` has the shape of a coordinate move (legs of two squares
/// separated by commas, an optional `+` or `=` at the end), whatever the
/// position: the protocol answers such a text with `Illegal move` when it
/// is not legal, and anything else with `Error (unknown command)`.
pub fn looks_like_move(text: &str) -> bool {
    let (body, _) = split_suffix(text);
    !body.is_empty()
        && body.split(',').all(|leg| match parse_square_prefix(leg) {
            Some((_, used)) => parse_square_prefix(&leg[used..]).is_some_and(|(_, more)| used + more == leg.len()),
            None => false,
        })
}

/// The legal move of `game` that `text` names, if any.
pub fn parse_move(game: &Scirocco, text: &str) -> Option<Move> {
    let (legs, suffix) = split_suffix(text);
    let position = game.position();
    let legal = game.legal_moves();
    let suffix_fits = |mv: &Move| {
        position
            .piece_at(mv.from())
            .is_some_and(|piece| accepted_suffixes(piece.kind, mv.is_promotion()).iter().any(|s| s == suffix))
    };
    let candidates: Vec<Move> = legal.iter().copied().filter(|mv| suffix_fits(mv)).collect();
    if let Some(mv) = candidates.iter().find(|mv| legs_text(position, mv) == legs) {
        return Some(*mv);
    }
    // A two-leg move typed as one leg, from its start to its end.
    let mut one_leg = candidates.iter().filter(|mv| {
        side_capture(position, mv).is_some()
            && mv.captured_in_place().is_none()
            && format!("{}{}", square_text(mv.from()), square_text(mv.to())) == legs
    });
    match (one_leg.next(), one_leg.next()) {
        (Some(mv), None) => Some(*mv),
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
    fn a_stork_promotes_with_the_queens_letter() {
        // Blue Stork c7 (XBoard c6) leaps to a9 (a8) or e9 (e8): into the zone.
        let g = game("k8p/10/10/2T7/10/10/10/10/10/K8P b");
        let queen = parse_move(&g, "c6e8q").expect("promotes");
        assert!(queen.is_promotion());
        assert_eq!(move_text(g.position(), &queen), "c6e8q");
        let stays = parse_move(&g, "c6e8").expect("does not promote");
        assert!(!stays.is_promotion());
        assert_eq!(parse_move(&g, "c6e8t"), Some(stays), "choosing the Stork itself keeps it");
        assert_eq!(parse_move(&g, "c6e8+"), None, "the Stork does not promote shogi-style");
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
        let g = game("k8p/10/10/10/10/6p3/5+F4/10/10/K9 b");
        let mv = parse_move(&g, "f3g4,g4h5").expect("jump-capture");
        assert_eq!(mv.to_string(), "f4h6");
        assert_eq!(parse_move(&g, "f3h5"), Some(mv), "one leg is accepted too");
        assert_eq!(side_capture(g.position(), &mv).map(|s| s.to_string()), Some("g5".to_string()));
        // Only the one leg from its start to its end: another text is not
        // taken for the only jump-capture on the board.
        assert_eq!(parse_move(&g, "a0c2"), None);
        assert_eq!(parse_move(&g, "f3h4"), None);
    }

    #[test]
    fn move_shapes() {
        for text in ["e2e3", "e6e7+", "e6e7=+", "e6e7q", "e4e5,e5e4", "a0j9=", "f3g4,g4h5+"] {
            assert!(looks_like_move(text), "{text}");
        }
        for text in ["", "e2", "e2e", "ping", "e2e3,", "k2e3", "e2e3qq", "e2e3+=", "e2e3++", "e2e3Q"] {
            assert!(!looks_like_move(text), "{text}");
        }
    }
}
