//! The canonical text of a record.

use core::fmt::Write as _;

use super::{Notation, Record};
use crate::text::GameText;
use crate::{Game, Verdict};

/// Lines of movetext stay under this many columns.
const MAX_COLUMNS: usize = 79;

/// The canonical text of `record`, moves in the standard notation.
///
/// See the [module docs](super) for the form; reading it with
/// [`read_one`](super::read_one) gives back an equal record.
pub fn write<G: GameText>(record: &Record<G>) -> String {
    write_with(record, Notation::Standard)
}

/// The canonical text of `record` with its moves in `notation` (Scirocco's
/// readable `Gu c3-c4` with [`Notation::Readable`]). The reader accepts
/// either.
pub fn write_with<G: GameText>(record: &Record<G>, notation: Notation) -> String {
    let mut out = String::new();
    tag_line(&mut out, "Game", G::NAME);
    for (name, value) in record.tags().iter() {
        tag_line(&mut out, name, value);
    }
    for (name, value) in record.start().setup_tags() {
        tag_line(&mut out, name, &value);
    }
    for (name, value) in result_tags(record.game()) {
        tag_line(&mut out, name, &value);
    }
    out.push('\n');

    let mut line = String::new();
    let mut state = record.start().clone();
    for (ply, mv) in record.moves().iter().enumerate() {
        let number = state.move_number();
        let mut unit = String::new();
        if number.starts || ply == 0 {
            let _ = write!(unit, "{number} ");
        }
        unit.push_str(&state.write_move(mv, notation));
        push_unit(&mut out, &mut line, &unit);
        // Every recorded move was accepted by `play` from this very state.
        let replayed = state.play(mv);
        debug_assert!(replayed.is_ok(), "a recorded move did not replay");
    }
    push_unit(&mut out, &mut line, result_token(record.game()));
    out.push_str(&line);
    out.push('\n');
    out
}

/// Appends `unit` (a move with its number, or the result) to the current
/// movetext line, starting a new line first when it would not fit.
fn push_unit(out: &mut String, line: &mut String, unit: &str) {
    let width = |s: &str| s.chars().count();
    if !line.is_empty() && width(line) + 1 + width(unit) > MAX_COLUMNS {
        out.push_str(line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(unit);
}

/// Writes `[name "value"]` with `\` and `"` escaped.
fn tag_line(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("\"]\n");
}

/// The result token for `game`'s state: `*` while it goes on; for two
/// players `1-0` (the first player won), `0-1` or `1/2-1/2` (a draw or a
/// shared win); for more players `end` (the `Winners` tag says who).
pub fn result_token<G: Game>(game: &G) -> &'static str {
    let Some(outcome) = game.outcome() else { return "*" };
    let players = game.players();
    if players.len() != 2 {
        return "end";
    }
    match outcome.verdict {
        Verdict::Win(winner) if winner == players[0] => "1-0",
        Verdict::Win(_) => "0-1",
        Verdict::SharedWin(_) | Verdict::Draw => "1/2-1/2",
    }
}

/// The result tags for `game`'s state, in canonical order: `Termination`
/// (the end reason) and, for games with scores or more than two players,
/// `Winners` once the game is over; `Scores` whenever the game keeps score.
pub fn result_tags<G: Game>(game: &G) -> Vec<(&'static str, String)> {
    let mut tags = Vec::new();
    let outcome = game.outcome();
    let scores = game.scores();
    if let Some(outcome) = &outcome {
        tags.push(("Termination", outcome.reason.to_string()));
        if scores.is_some() || game.players().len() > 2 {
            let winners: Vec<String> = outcome.verdict.winners().iter().map(ToString::to_string).collect();
            let winners = if winners.is_empty() { "none".to_string() } else { winners.join(", ") };
            tags.push(("Winners", winners));
        }
    }
    if let Some(scores) = scores {
        let line: Vec<String> =
            game.players().iter().zip(scores.iter()).map(|(player, score)| format!("{player} {score}")).collect();
        tags.push(("Scores", line.join(", ")));
    }
    tags
}
