//! The checks that the fuzz targets run, one function per target.
//!
//! Each takes arbitrary bytes and panics only when boardkit breaks a promise:
//! a parser panics or accepts a text whose printed form does not read back
//! to the same value, a compiled table breaks its limits, a listed move does
//! not play, a refused move changes the state. Both the cargo-fuzz targets
//! (`fuzz/fuzz_targets/`) and the stable smoke test (`tests/fuzz_smoke.rs`)
//! call these functions, so the two run exactly the same checks.

use core::fmt::{Debug, Display};
use core::str::FromStr;

use boardkit::betza::{Forward, MAX_TEMPLATES, MoveTable, Movement, Occupant};
use boardkit::core::{Game, Turn};
use boardkit::geometry::{Grid, Square};
use boardkit::scirocco::{Position, RuleOptions, Scirocco};
use boardkit::sirocco::{Board, BoardSpec, Sirocco};
use boardkit::towers::{Config, Towers};

/// Every check, by the name of its fuzz target (what `scripts/fuzz.sh` and
/// the smoke test iterate over).
pub const TARGETS: &[(&str, fn(&[u8]))] = &[
    ("betza", betza),
    ("square", square),
    ("scirocco_text", scirocco_text),
    ("scirocco_move", scirocco_move),
    ("sirocco_text", sirocco_text),
    ("sirocco_move", sirocco_move),
    ("sirocco_board", sirocco_board),
    ("towers_text", towers_text),
    ("towers_action", towers_action),
    ("towers_config", towers_config),
    ("serde_json", serde_json_values),
    ("scirocco_play", scirocco_play),
    ("sirocco_play", sirocco_play),
    ("towers_play", towers_play),
];

/// The bytes as text (invalid UTF-8 sequences replaced), as a user's input
/// would reach a parser.
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// A value that parses must print to a text that parses to an equal value
/// printing the same text.
fn round_trip<T>(input: &str) -> Option<T>
where
    T: FromStr + Display + PartialEq + Debug,
    T::Err: Display,
{
    let value: T = input.parse().ok()?;
    let printed = value.to_string();
    let again: T = printed.parse().unwrap_or_else(|e| panic!("{input:?} parsed, its text {printed:?} does not: {e}"));
    assert_eq!(again, value, "{input:?} -> {printed:?} reads back as another value");
    assert_eq!(again.to_string(), printed, "{input:?}: printing is not stable");
    Some(value)
}

/// Betza strings: parse, print, parse again; compile on a board the first
/// two bytes choose (up to 16×16); generate on a board the bytes fill.
pub fn betza(data: &[u8]) {
    let (size, rest) = data.split_at(data.len().min(2));
    let Some(movement) = round_trip::<Movement>(&text(rest)) else { return };
    let width = size.first().map_or(8, |b| b % 16 + 1);
    let height = size.get(1).map_or(8, |b| b % 16 + 1);
    let Ok(grid) = Grid::new(width, height) else { return };
    let Ok(table) = MoveTable::new(&movement, grid) else { return };
    assert!(table.template_count() <= MAX_TEMPLATES, "{movement}: {} templates", table.template_count());
    let board = |square: Square| match data.get(usize::from(square.index()) % data.len().max(1)).map(|b| b % 3) {
        Some(1) => Occupant::Own,
        Some(2) => Occupant::Enemy,
        _ => Occupant::Empty,
    };
    for from in grid.squares().step_by(7) {
        for forward in Forward::ALL {
            let moves = table.moves(from, forward, &board, data.first().is_some_and(|b| b & 1 == 1));
            for (i, generated) in moves.iter().enumerate() {
                assert!(grid.contains(generated.to), "{movement} from {from}: {generated} is off the board");
                let mut key = generated.captured.clone();
                key.sort();
                for other in &moves[..i] {
                    let mut other_key = other.captured.clone();
                    other_key.sort();
                    assert!(other.to != generated.to || other_key != key, "{movement} from {from}: {generated} twice");
                }
            }
        }
    }
}

/// Square names.
pub fn square(data: &[u8]) {
    round_trip::<Square>(&text(data));
}

/// Scirocco position texts (FEN with options), the game's text and `from_spec`.
pub fn scirocco_text(data: &[u8]) {
    let input = text(data);
    round_trip::<Position>(&input);
    if let Ok(game) = input.parse::<Scirocco>() {
        let printed = game.to_string();
        let again: Scirocco = printed.parse().unwrap_or_else(|e| panic!("{input:?} -> {printed:?}: {e}"));
        assert_eq!(again.to_string(), printed);
    }
    if let Ok(game) = Scirocco::from_spec(&input) {
        let printed = game.to_string();
        assert!(printed.parse::<Scirocco>().is_ok(), "from_spec({input:?}) prints {printed:?}, which is refused");
    }
}

/// Scirocco move texts.
pub fn scirocco_move(data: &[u8]) {
    round_trip::<boardkit::scirocco::Move>(&text(data));
}

/// Sirocco state texts (the reference board).
pub fn sirocco_text(data: &[u8]) {
    round_trip::<Sirocco>(&text(data));
}

/// Sirocco move texts.
pub fn sirocco_move(data: &[u8]) {
    round_trip::<boardkit::sirocco::Move>(&text(data));
}

/// Sirocco board texts; a spec that validates gives back its spec.
pub fn sirocco_board(data: &[u8]) {
    let Some(spec) = round_trip::<BoardSpec>(&text(data)) else { return };
    if let Ok(board) = Board::from_spec(&spec) {
        let again = Board::from_spec(&board.to_spec()).unwrap_or_else(|e| panic!("{spec}: to_spec refused: {e}"));
        assert_eq!(again, board);
    }
}

/// Towers position texts.
pub fn towers_text(data: &[u8]) {
    let input = text(data);
    if let Ok(game) = input.parse::<Towers>() {
        let printed = game.to_string();
        let again: Towers = printed.parse().unwrap_or_else(|e| panic!("{input:?} -> {printed:?}: {e}"));
        assert_eq!(again.to_string(), printed);
    }
}

/// Towers action texts.
pub fn towers_action(data: &[u8]) {
    round_trip::<boardkit::towers::Action>(&text(data));
}

/// Towers configurations from any field values: valid ones build a game.
pub fn towers_config(data: &[u8]) {
    let Some(config) = towers_config_of(data) else { return };
    let game = Towers::new(config);
    let printed = game.to_string();
    let again: Towers = printed.parse().unwrap_or_else(|e| panic!("{config}: start text {printed:?} refused: {e}"));
    assert_eq!(again.config(), config);
}

/// A configuration from the first six bytes taken as they are, when they
/// make a valid one (so that `Config::new` sees every value).
fn towers_config_of(data: &[u8]) -> Option<Config> {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let limit = u32::from_le_bytes([byte(4), byte(5), 0, 0]);
    Config::new(byte(0), byte(1), byte(2))
        .ok()?
        .with_repetition_draw(byte(3) & 1 == 1)
        .with_ply_limit((byte(3) & 2 == 2).then_some(limit))
        .ok()
}

/// A valid configuration from the first six bytes, each mapped into its
/// range (small boards and short ply limits are the interesting ones).
fn towers_config_in_range(data: &[u8]) -> Config {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let width = 2 + byte(0) % 15;
    let balls = 1 + byte(2) % (255 / width).min(4);
    let config = Config::new(width, 3 + byte(1) % 14, balls).unwrap_or_default();
    let limit = 1 + u32::from(byte(4) % 64);
    config.with_repetition_draw(byte(3) & 1 == 0).with_ply_limit((byte(3) & 2 == 2).then_some(limit)).unwrap_or(config)
}

/// JSON into every serde type of the workspace: whatever deserializes is
/// valid and serializes back to an equal value.
pub fn serde_json_values(data: &[u8]) {
    fn check<T>(data: &[u8])
    where
        T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
    {
        let Ok(value) = serde_json::from_slice::<T>(data) else { return };
        let json = serde_json::to_string(&value).unwrap_or_else(|e| panic!("{value:?} does not serialize: {e}"));
        let again: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{value:?} -> {json}: {e}"));
        assert_eq!(again, value, "{json}");
    }
    let Some((&which, json)) = data.split_first() else { return };
    match which % 16 {
        0 => check::<Movement>(json),
        1 => check::<Square>(json),
        2 => check::<Grid>(json),
        3 => check::<boardkit::geometry::graph::LineBoard>(json),
        4 => check::<boardkit::geometry::SquareSet>(json),
        5 => check::<boardkit::scirocco::Move>(json),
        6 => check::<Position>(json),
        7 => check::<RuleOptions>(json),
        8 => check::<Sirocco>(json),
        9 => check::<BoardSpec>(json),
        10 => check::<boardkit::sirocco::Move>(json),
        11 => check::<Config>(json),
        12 => check::<boardkit::towers::Action>(json),
        13 => check::<Towers>(json),
        14 => check::<boardkit::core::Verdict<boardkit::sirocco::Seat>>(json),
        _ => check::<boardkit::sirocco::Standing>(json),
    }
}

/// Reads choices from the bytes, then zeros.
struct Choices<'a>(&'a [u8]);

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let (&first, rest) = self.0.split_first().unwrap_or((&0, &[]));
        self.0 = rest;
        first
    }

    fn index(&mut self, len: usize) -> usize {
        if len <= 256 {
            usize::from(self.byte()) % len.max(1)
        } else {
            usize::from(u16::from_le_bytes([self.byte(), self.byte()])) % len
        }
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The most plies one input plays (a game's end comes first in most inputs).
const MAX_PLIES: usize = 400;

/// What reading a reachable state's text back gives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Text {
    /// An equal state (the text is the whole state).
    Equal,
    /// A state with the same text, turn and outcome (the text leaves out
    /// history that the rules do not need any more).
    SameOutcome,
    /// A state with the same text (the text leaves out the repetition
    /// history, so a game ended by repetition reads back as going on).
    SameText,
}

/// Plays the game the bytes choose move by move. At every state: the text
/// reads back as `text` promises; every
/// listed move (or chance outcome) plays on a copy; moves listed in earlier
/// states but not here, and move texts made of the bytes, are refused and
/// leave the state exactly as it was; a finished game lists nothing.
/// `adjust` may change the state between plies (options that the API lets a
/// caller set at any time).
fn play<G>(mut game: G, choices: &mut Choices<'_>, text: Text, mut adjust: impl FnMut(&mut G, u8))
where
    G: Game + Clone + PartialEq + Debug + Display + FromStr,
    <G as FromStr>::Err: Display,
{
    let mut earlier: Vec<G::Move> = Vec::new();
    for _ in 0..MAX_PLIES {
        let printed = game.to_string();
        let again = printed.parse::<G>().unwrap_or_else(|e| panic!("reachable state {printed:?} is refused: {e}"));
        assert_eq!(again.to_string(), printed, "the text of a reachable state is not stable");
        if text == Text::Equal {
            assert_eq!(again, game, "{printed:?} reads back as another state");
            assert_eq!(again.position_hash(), game.position_hash(), "{printed:?}: equal states, other hashes");
        }
        if text != Text::SameText {
            assert_eq!(again.turn(), game.turn(), "{printed:?} reads back with another turn");
            assert_eq!(again.outcome(), game.outcome(), "{printed:?} reads back with another outcome");
        }
        let listed: Vec<G::Move> = match game.turn() {
            Turn::Over => {
                assert!(game.legal_moves().is_empty(), "{printed}: a finished game lists moves");
                assert!(game.outcome().is_some(), "{printed}: over without an outcome");
                return;
            }
            Turn::Chance => game.chance_outcomes().iter().map(|(mv, _)| mv.clone()).collect(),
            Turn::Player(_) => game.legal_moves().iter().cloned().collect(),
        };
        assert!(!listed.is_empty(), "{printed}: a game that goes on lists no move");
        // The buffer form lists the same moves (into a buffer holding stale moves).
        let mut buffer = earlier.clone();
        game.generate_moves(&mut buffer);
        assert_eq!(buffer, listed, "{printed}: generate_moves and the move list differ");
        let mut tactical = earlier.clone();
        game.generate_tactical_moves(&mut tactical);
        let expected: Vec<G::Move> = listed.iter().filter(|mv| game.is_tactical(mv)).cloned().collect();
        assert_eq!(tactical, expected, "{printed}: generate_tactical_moves is not the tactical listed moves");
        for mv in &listed {
            assert!(game.is_legal(mv), "{printed}: listed move {mv} is not legal");
            let mut copy = game.clone();
            copy.play(mv).unwrap_or_else(|e| panic!("{printed}: listed move {mv} is refused: {e}"));
            let mut fast = game.clone();
            fast.play_unchecked(mv);
            assert_eq!(fast, copy, "{printed}: {mv} played unchecked gives another state");
            assert_eq!(fast.position_hash(), copy.position_hash(), "{printed}: {mv}: hashes differ");
            // Copy-make into a state that held another position reuses it exactly.
            let mut reused = again.clone();
            reused.clone_from(&copy);
            assert_eq!(reused, copy, "{printed}: clone_from after {mv} differs");
        }
        let mut refused: Vec<G::Move> = earlier.iter().filter(|mv| !listed.contains(mv)).take(8).cloned().collect();
        let length = usize::from(choices.byte() % 8);
        let typed: String = (0..length).map(|_| char::from(choices.byte() % 96 + 32)).collect();
        if let Ok(mv) = typed.parse::<G::Move>()
            && !listed.contains(&mv)
        {
            refused.push(mv);
        }
        for mv in &refused {
            assert!(!game.is_legal(mv), "{printed}: unlisted move {mv} is said to be legal");
            let mut copy = game.clone();
            assert!(copy.play(mv).is_err(), "{printed}: unlisted move {mv} was played");
            assert_eq!(copy, game, "{printed}: refusing {mv} changed the state");
            assert_eq!(copy.to_string(), printed, "{printed}: refusing {mv} changed the text");
            assert_eq!(copy.position_hash(), game.position_hash(), "{printed}: refusing {mv} changed the hash");
        }
        let chosen = listed[choices.index(listed.len())].clone();
        earlier = listed;
        game.play(&chosen).unwrap_or_else(|e| panic!("{printed}: {chosen} is refused: {e}"));
        adjust(&mut game, choices.byte());
        if choices.is_empty() && game.turn() != Turn::Chance {
            // Out of bytes: one more state checked above is enough.
            return;
        }
    }
}

/// Scirocco from the start position under the options the first byte
/// chooses, then the moves the bytes choose.
pub fn scirocco_play(data: &[u8]) {
    let mut choices = Choices(data);
    let options = RuleOptions::from_bits_truncate(choices.byte());
    play(Scirocco::startpos().with_options(options), &mut choices, Text::SameText, |_, _| {});
}

/// Sirocco for 2 to 4 players; between plies the bytes may set or clear a
/// round limit (which can end the game with a throw pending).
pub fn sirocco_play(data: &[u8]) {
    let mut choices = Choices(data);
    let players = choices.byte() % 3 + 2;
    let Ok(game) = Sirocco::new(players) else { return };
    play(game, &mut choices, Text::Equal, |game, byte| {
        if byte >= 0xF0 {
            // From one round ago (ends the game now, maybe with a throw pending) to three ahead.
            let limit = if byte == 0xFF { None } else { Some(game.round().saturating_sub(1) + u32::from(byte & 3)) };
            *game = game.clone().with_round_limit(limit);
        }
    });
}

/// Towers under the configuration the first six bytes choose.
pub fn towers_play(data: &[u8]) {
    let config = towers_config_in_range(data);
    let mut choices = Choices(data.get(6..).unwrap_or(&[]));
    play(Towers::new(config), &mut choices, Text::SameOutcome, |_, _| {});
}
