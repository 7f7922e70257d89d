//! The fuzz checks of the XBoard bridge (`boardkit-xboard`), one function
//! per `xboard_*` target.
//!
//! Apart from `checks.rs` because the facade's smoke test cannot depend on
//! the bridge (the bridge depends on the facade): the bridge's own smoke test
//! (`crates/xboard/tests/fuzz_smoke.rs`) includes this file and runs these
//! functions on stable, as the facade's runs `checks.rs`.

use std::time::Duration;

use boardkit::core::record;
use boardkit::scirocco::{Scirocco, StartArray, Swaps, Symmetry};
use boardkit_xboard::clock::{parse_base_time, parse_seconds};
use boardkit_xboard::command::Command;
use boardkit_xboard::notation::{looks_like_move, move_text, parse_move};
use boardkit_xboard::position_text::{parse_position, position_text};
use boardkit_xboard::replay::replay;

/// A check: arbitrary bytes in, a panic when a promise is broken.
pub type Check = fn(&[u8]);

/// Every check of the bridge, by the name of its fuzz target.
pub const TARGETS: &[(&str, Check)] = &[
    ("xboard_command", command),
    ("xboard_position", position),
    ("xboard_move", moves),
    ("xboard_replay", replay_pgn),
];

/// The bytes as text (invalid UTF-8 sequences replaced), as the GUI's line
/// would reach the parser.
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// Command lines: `Command::parse` reads any line (surrounding whitespace
/// does not matter; a move-shaped word is a move), and the clock parsers
/// read any word: a base time is whole seconds and reads back from
/// `minutes:seconds`, a number of seconds is at most 10^7 and reads back
/// from its decimal text.
pub fn command(data: &[u8]) {
    let line = text(data);
    let parsed = Command::parse(&line);
    assert_eq!(Command::parse(&format!(" \t{line} ")), parsed, "{line:?}: whitespace around the line matters");
    if let Command::UserMove(mv) = &parsed {
        assert!(!mv.is_empty(), "{line:?}: an empty move");
    }
    let word = line.trim();
    if line.split_whitespace().count() == 1 && looks_like_move(word) {
        assert_eq!(parsed, Command::UserMove(word.to_string()), "{line:?}: a lone move-shaped word is not a move");
    }
    for word in line.split_whitespace().take(8) {
        if let Some(base) = parse_base_time(word) {
            assert_eq!(base.subsec_nanos(), 0, "{word:?}: a base time with a fraction of a second");
            if let Ok(minutes) = word.parse::<u128>() {
                assert_eq!(u128::from(base.as_secs()), minutes * 60, "{word:?} minutes read as {base:?}");
            }
            let text = format!("{}:{:02}", base.as_secs() / 60, base.as_secs() % 60);
            assert_eq!(parse_base_time(&text), Some(base), "{word:?} -> {text:?} reads back as another time");
        }
        if let Some(seconds) = parse_seconds(word) {
            assert!(seconds <= Duration::from_secs(10_000_000), "{word:?}: {seconds:?} seconds");
            let text = seconds.as_secs_f64().to_string();
            let again = parse_seconds(&text).unwrap_or_else(|| panic!("{word:?} -> {text:?} is refused"));
            assert!(again.abs_diff(seconds) <= Duration::from_micros(1), "{word:?} -> {text:?}: {again:?}");
        }
    }
}

/// `setboard` positions: what reads writes (`position_text`) to a text that
/// reads back to the same position and writes the same text again; a
/// refusal says why.
pub fn position(data: &[u8]) {
    let input = text(data);
    match parse_position(&input) {
        Ok(game) => {
            let printed = position_text(&game);
            let again = parse_position(&printed).unwrap_or_else(|e| panic!("{input:?} -> {printed:?}: {e}"));
            assert_eq!(again.position(), game.position(), "{input:?} -> {printed:?} reads back as another position");
            assert_eq!(position_text(&again), printed, "{input:?}: printing is not stable");
        }
        Err(error) => assert!(!error.to_string().is_empty(), "{input:?}: refused without a message"),
    }
}

/// Moves in the protocol's notation, in a game the bytes play from a start
/// array: every legal move's text has the shape of a move and reads back as
/// that move; a text made of the bytes reads as a legal move or as nothing.
pub fn moves(data: &[u8]) {
    let mut bytes = data.iter().copied();
    let mut byte = || bytes.next().unwrap_or(0);
    let swaps = Swaps::from_bits_retain(byte());
    let symmetry = if byte() & 1 == 0 { Symmetry::Rotational } else { Symmetry::Mirror };
    let mut game = Scirocco::from_array(StartArray { swaps, symmetry });
    for _ in 0..byte() % 64 {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(u16::from_le_bytes([byte(), byte()])) % legal.len()];
        game.play(&mv).unwrap_or_else(|e| panic!("{game}: listed move {mv} is refused: {e}"));
    }
    let legal = game.legal_moves();
    for mv in &legal {
        let written = move_text(game.position(), mv);
        assert!(looks_like_move(&written), "{game}: {mv} is written {written:?}, which does not look like a move");
        assert_eq!(parse_move(&game, &written), Some(*mv), "{game}: {mv} written {written:?} reads back otherwise");
        assert_eq!(Command::parse(&written), Command::UserMove(written.clone()), "{game}: {written:?}");
    }
    let typed = text(&bytes.collect::<Vec<u8>>());
    let typed = typed.trim();
    if let Some(mv) = parse_move(&game, typed) {
        assert!(legal.contains(&mv), "{game}: {typed:?} reads as {mv}, which is not legal");
        assert!(looks_like_move(typed), "{game}: {typed:?} reads as {mv} without looking like a move");
    }
}

/// XBoard's saved games: `replay` reads any text without panicking; a game
/// it replays and that boardkit's record reader accepted reads back from
/// its record text with the same moves.
pub fn replay_pgn(data: &[u8]) {
    let input = text(data);
    match replay(&input) {
        Ok(summary) => {
            if summary.record_check.is_ok() {
                let read: record::Record<Scirocco> = record::read_one(&summary.record)
                    .unwrap_or_else(|e| panic!("{input:?}: the record {:?} is refused: {e}", summary.record));
                assert_eq!(read.moves(), summary.moves.as_slice(), "{input:?}: the record has other moves");
                let rules = read.game().outcome().is_some();
                assert_eq!(rules, summary.rules_result.is_some(), "{input:?}: the record and the rules disagree");
            }
        }
        Err(error) => assert!(!error.to_string().is_empty(), "{input:?}: refused without a message"),
    }
}
