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
use std::collections::HashSet;
use std::sync::Arc;

use boardkit::betza::{Forward, MAX_TEMPLATES, MAX_TEMPLATES_PER_SQUARE, MoveTable, Movement, Occupant};
use boardkit::core::record::{self, Notation, Reader, Record, RecordError};
use boardkit::core::text::GameText;
use boardkit::core::{Game, Turn};
use boardkit::geometry::{Grid, Square};
use boardkit::scirocco::{PieceKind, Position, RuleOptions, Scirocco, Setup, Side, StartArray, Swaps, Symmetry};
use boardkit::sirocco::{Board, BoardError, BoardSpec, CornerSpec, Seat, Sirocco, StateParseError};
use boardkit::towers::{Config, Towers};

/// A check: arbitrary bytes in, a panic when a promise is broken.
pub type Check = fn(&[u8]);

/// Every check, by the name of its fuzz target (what `scripts/fuzz.sh` and
/// the smoke test iterate over). The XBoard bridge's targets (`xboard_*`)
/// are in `xboard_checks.rs`: the facade's smoke test cannot depend on the
/// bridge, so the bridge's own smoke test runs them.
pub const TARGETS: &[(&str, Check)] = &[
    ("betza", betza),
    ("square", square),
    ("scirocco_text", scirocco_text),
    ("scirocco_move", scirocco_move),
    ("sirocco_text", sirocco_text),
    ("sirocco_move", sirocco_move),
    ("sirocco_board", sirocco_board),
    ("sirocco_board_text", sirocco_board_text),
    ("towers_text", towers_text),
    ("towers_action", towers_action),
    ("towers_config", towers_config),
    ("serde_json", serde_json_values),
    ("scirocco_play", scirocco_play),
    ("sirocco_play", sirocco_play),
    ("towers_play", towers_play),
    ("record", record),
    ("variant_ini", variant_ini),
    ("variant_fen", variant_fen),
    ("variant_move", variant_move),
    ("variant_play", variant_play),
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
/// two bytes choose (up to 16×16); the table keeps the compiler's documented
/// limits (at most [`MAX_TEMPLATES`] templates, [`MAX_TEMPLATES_PER_SQUARE`]
/// per square and forward direction, no template twice on a square, every
/// square of a template on the board, the from-square never among the squares
/// that must be empty); generate on a board the bytes fill. (The time bound
/// is not asserted here, a check never times itself: `scripts/fuzz.sh` gives
/// this target a one-second libFuzzer timeout per input.)
pub fn betza(data: &[u8]) {
    let (size, rest) = data.split_at(data.len().min(2));
    let Some(movement) = round_trip::<Movement>(&text(rest)) else { return };
    let width = size.first().map_or(8, |b| b % 16 + 1);
    let height = size.get(1).map_or(8, |b| b % 16 + 1);
    let Ok(grid) = Grid::new(width, height) else { return };
    let table = match MoveTable::new(&movement, grid) {
        Ok(table) => table,
        Err(error) => {
            assert!(!error.to_string().is_empty(), "{movement}: a compile error without a message");
            return;
        }
    };
    assert!(table.template_count() <= MAX_TEMPLATES, "{movement}: {} templates", table.template_count());
    let mut total = 0;
    for from in grid.squares() {
        for forward in Forward::ALL {
            let templates = table.templates(from, forward);
            assert!(
                templates.len() <= MAX_TEMPLATES_PER_SQUARE,
                "{movement} from {from}: {} templates, more than the limit per square",
                templates.len()
            );
            total += templates.len();
            let mut seen = HashSet::with_capacity(templates.len());
            for template in templates {
                assert!(seen.insert(template), "{movement} from {from}: a template twice: {template:?}");
                let squares = template.must_be_empty.iter().chain(&template.hurdles).chain(&template.captures);
                for &square in squares.chain([&template.to]) {
                    assert!(grid.contains(square), "{movement} from {from}: {template:?} leaves the board");
                }
                assert!(!template.must_be_empty.contains(&from), "{movement} from {from}: must vacate itself");
            }
        }
    }
    assert_eq!(total, table.template_count(), "{movement}: the per-square templates do not add up to the count");
    if let Some(outside) = Square::from_coords(width, 0).or_else(|| Square::from_coords(0, height)) {
        assert!(table.templates(outside, Forward::ALL[0]).is_empty(), "{movement}: templates off the board");
    }
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
    round_trip::<boardkit::towers::Move>(&text(data));
}

/// Towers configurations from any field values: valid ones build a game.
pub fn towers_config(data: &[u8]) {
    let Some(config) = towers_config_of(data) else { return };
    let game = Towers::with_config(config);
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
    match which % 52 {
        0 => check::<Movement>(json),
        1 => check::<Square>(json),
        2 => check::<Grid>(json),
        3 => check::<boardkit::geometry::graph::LineBoard>(json),
        4 => check::<boardkit::scirocco::Move>(json),
        5 => check::<Position>(json),
        6 => check::<RuleOptions>(json),
        7 => check::<Sirocco>(json),
        8 => check::<BoardSpec>(json),
        9 => check::<boardkit::sirocco::Move>(json),
        10 => check::<Config>(json),
        11 => check::<boardkit::towers::Move>(json),
        12 => check::<Towers>(json),
        13 => check::<boardkit::core::Verdict<boardkit::sirocco::Seat>>(json),
        14 => check::<boardkit::sirocco::Standing>(json),
        // The validating types the first list missed, then every other type
        // that derives or implements `Deserialize` (`grep -rn Deserialize crates`).
        15 => {
            check::<Board>(json);
            if let Ok(board) = serde_json::from_slice::<Board>(json) {
                assert_eq!(Board::from_spec(&board.to_spec()).as_ref(), Ok(&board), "a deserialized board");
            }
        }
        16 => check::<boardkit::sirocco::Reason>(json),
        17 => check::<boardkit::core::Outcome<Seat, boardkit::sirocco::Reason>>(json),
        18 => check::<boardkit::geometry::File>(json),
        19 => check::<boardkit::geometry::Rank>(json),
        20 => check::<boardkit::sirocco::PointName>(json),
        21 => check::<StartArray>(json),
        22 => check::<Swaps>(json),
        23 => check::<Symmetry>(json),
        24 => check::<PieceKind>(json),
        25 => check::<boardkit::scirocco::Piece>(json),
        26 => check::<boardkit::scirocco::Reason>(json),
        27 => check::<boardkit::scirocco::Outcome>(json),
        28 => check::<Setup>(json),
        29 => check::<Side>(json),
        30 => check::<boardkit::scirocco::MoveKind>(json),
        31 => check::<boardkit::towers::Reason>(json),
        32 => check::<boardkit::towers::Piece>(json),
        33 => check::<boardkit::towers::Side>(json),
        34 => check::<boardkit::core::Outcome<boardkit::towers::Side, boardkit::towers::Reason>>(json),
        35 => check::<boardkit::core::Turn<Seat>>(json),
        36 => check::<boardkit::core::Verdict<Side>>(json),
        37 => check::<boardkit::geometry::graph::PointId>(json),
        38 => check::<boardkit::geometry::graph::BoardData>(json),
        39 => check::<boardkit::geometry::Offset>(json),
        40 => check::<boardkit::geometry::Direction>(json),
        41 => check::<Forward>(json),
        42 => check::<Occupant>(json),
        43 => check::<boardkit::betza::Destination>(json),
        44 => check::<boardkit::betza::GeneratedMove>(json),
        45 => check::<boardkit::betza::Atom>(json),
        46 => check::<CornerSpec>(json),
        47 => check::<Seat>(json),
        48 => check::<boardkit::core::Turn<Side>>(json),
        49 => check::<boardkit::core::Outcome<Side, boardkit::scirocco::Reason>>(json),
        50 => check::<boardkit::core::Verdict<boardkit::towers::Side>>(json),
        _ => check::<boardkit::geometry::graph::LineBoard>(json),
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
    Whole,
    /// A state with the same text, turn and outcome (the text leaves out
    /// history that the rules do not need any more).
    Outcome,
    /// A state with the same text (the text leaves out the repetition
    /// history, so a game ended by repetition reads back as going on).
    Printed,
}

/// Plays the game the bytes choose move by move. At every state: the text
/// reads back as `text` promises; every
/// listed move (or chance outcome) plays on a copy; moves listed in earlier
/// states but not here, and move texts made of the bytes, are refused and
/// leave the state exactly as it was; a finished game lists nothing.
/// `read` reads a state text back (a custom Sirocco board's texts need the
/// board). `adjust` may change the state between plies (options that the API
/// lets a caller set at any time).
fn play<G, E>(
    mut game: G,
    choices: &mut Choices<'_>,
    text: Text,
    read: impl Fn(&str) -> Result<G, E>,
    mut adjust: impl FnMut(&mut G, u8),
) where
    G: Game + Clone + PartialEq + Debug + Display,
    E: Display,
{
    let mut earlier: Vec<G::Move> = Vec::new();
    for _ in 0..MAX_PLIES {
        let printed = game.to_string();
        let again = read(&printed).unwrap_or_else(|e| panic!("reachable state {printed:?} is refused: {e}"));
        assert_eq!(again.to_string(), printed, "the text of a reachable state is not stable");
        if text == Text::Whole {
            assert_eq!(again, game, "{printed:?} reads back as another state");
            assert_eq!(again.position_hash(), game.position_hash(), "{printed:?}: equal states, other hashes");
        }
        if text != Text::Printed {
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
            Turn::Player(_) => game.legal_moves(),
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

/// Scirocco under the options the first byte chooses, from a start the
/// bytes choose (see [`scirocco_start`]), then the moves the bytes choose.
pub fn scirocco_play(data: &[u8]) {
    let mut choices = Choices(data);
    let options = RuleOptions::from_bits_truncate(choices.byte());
    let Some(game) = scirocco_start(&mut choices) else { return };
    play(game.with_options(options), &mut choices, Text::Printed, |t| t.parse::<Scirocco>(), |_, _| {});
}

/// A Scirocco start from the bytes: the start position, one of the 512
/// start arrays, an arbitrary position placed piece by piece (validated by
/// `Position::from_setup`), a position text or `from_spec` line made of the
/// bytes, or a start array followed by up to 63 moves the bytes choose.
/// `None` when the bytes make a position that is refused (the refusal must
/// say why).
fn scirocco_start(choices: &mut Choices<'_>) -> Option<Scirocco> {
    let array = |choices: &mut Choices<'_>| {
        let swaps = Swaps::from_bits_retain(choices.byte());
        let symmetry = if choices.byte() & 1 == 0 { Symmetry::Rotational } else { Symmetry::Mirror };
        StartArray { swaps, symmetry }
    };
    match choices.byte() % 5 {
        0 => Some(Scirocco::startpos()),
        1 => Some(Scirocco::from_array(array(choices))),
        2 => {
            let setup = scirocco_setup(choices);
            match Position::from_setup(&setup) {
                Ok(position) => {
                    let again = Position::from_setup(&position.to_setup())
                        .unwrap_or_else(|e| panic!("{position}: its own setup is refused: {e}"));
                    assert_eq!(again, position, "{setup:?}: to_setup does not give the position back");
                    Some(Scirocco::from_position(position))
                }
                Err(error) => {
                    assert!(!error.faults.is_empty(), "{setup:?} refused without a fault: {error}");
                    None
                }
            }
        }
        3 => {
            let length = usize::from(choices.byte() % 128);
            let bytes: Vec<u8> = (0..length).map(|_| choices.byte()).collect();
            Scirocco::from_spec(&text(&bytes)).ok()
        }
        _ => {
            let mut game = Scirocco::from_array(array(choices));
            for _ in 0..choices.byte() % 64 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[choices.index(moves.len())];
                game.play(&mv).unwrap_or_else(|e| panic!("{game}: listed move {mv} is refused: {e}"));
            }
            Some(game)
        }
    }
}

/// A Scirocco setup from the bytes: a royal piece for each side (King or
/// Emperor) and up to 47 other pieces of any kind and side on any free
/// square, either side to move, any move number (0 now and then, a fault).
fn scirocco_setup(choices: &mut Choices<'_>) -> Setup {
    let mut setup = Setup::empty();
    let square = |choices: &mut Choices<'_>| Square::from_coords(choices.byte() % 10, choices.byte() % 10);
    for side in Side::ALL {
        let kind = if choices.byte() & 1 == 0 { PieceKind::King } else { PieceKind::Emperor };
        if let Some(at) = square(choices) {
            setup.pieces.push((at, boardkit::scirocco::Piece::new(side, kind)));
        }
    }
    for _ in 0..choices.byte() % 48 {
        let kind = PieceKind::ALL[choices.index(PieceKind::ALL.len())];
        let side = Side::ALL[usize::from(choices.byte() & 1)];
        let Some(at) = square(choices) else { continue };
        // A second piece on a square is a fault the setup may have now and then.
        if choices.byte() != 0xFF && setup.pieces.iter().any(|&(taken, _)| taken == at) {
            continue;
        }
        setup.pieces.push((at, boardkit::scirocco::Piece::new(side, kind)));
    }
    setup.side_to_move = Side::ALL[usize::from(choices.byte() & 1)];
    setup.fullmove = u32::from(choices.byte());
    setup
}

/// Sirocco for 2 to 4 players on the reference board or on a custom board
/// the bytes build (see [`sirocco_custom_board`]); between plies the bytes
/// may set or clear a round limit (which can end the game with a throw
/// pending).
pub fn sirocco_play(data: &[u8]) {
    let mut choices = Choices(data);
    let players = choices.byte() % 3 + 2;
    let board = if choices.byte() % 4 == 3 {
        match sirocco_custom_board(&mut choices) {
            Ok(board) => Arc::new(board),
            Err(_) => return,
        }
    } else {
        Board::reference()
    };
    let Ok(game) = Sirocco::with_board(board.clone(), players) else { return };
    if board.name() != boardkit::sirocco::REFERENCE_NAME {
        let refused = game.to_string().parse::<Sirocco>();
        assert!(
            matches!(refused, Err(StateParseError::WrongBoard { .. })),
            "{game}: the reference board's reader gives {refused:?}"
        );
    }
    let read = |text: &str| Sirocco::from_text_with_board(text, board.clone());
    play(game, &mut choices, Text::Whole, read, |game, byte| {
        if byte >= 0xF0 {
            // From one round ago (ends the game now, maybe with a throw pending) to three ahead.
            let limit = if byte == 0xFF { None } else { Some(game.round().saturating_sub(1) + u32::from(byte & 3)) };
            *game = game.clone().with_round_limit(limit);
        }
    });
}

/// A small custom Sirocco board from the bytes: a grid of 4 to 7 points a
/// side named as squares (`c3`) or not (`p_17`), every orthogonal line
/// except those the bytes drop, the few diagonals the bytes add, a base in each
/// corner with two or three grey dots, and up to three protected spots
/// (which may clash with a corner: a refusal). Validated by
/// `Board::from_spec`, whose spec round trip is checked.
fn sirocco_custom_board(choices: &mut Choices<'_>) -> Result<Board, BoardError> {
    let width = 4 + choices.byte() % 4;
    let height = 4 + choices.byte() % 4;
    let style = choices.byte();
    let name = |x: u8, y: u8| {
        if style & 1 == 0 { format!("{}{}", char::from(b'a' + x), y + 1) } else { format!("p_{}", y * width + x) }
    };
    let mut spec = BoardSpec { name: format!("fuzz-{}", style >> 2), ..BoardSpec::default() };
    for y in 0..height {
        for x in 0..width {
            spec.points.push(name(x, y));
        }
    }
    for y in 0..height {
        for x in 0..width {
            let lines = choices.byte();
            let mut join = |nx: u8, ny: u8| spec.lines.push((name(x, y), name(nx, ny)));
            if x + 1 < width && lines & 0xC0 != 0xC0 {
                join(x + 1, y);
            }
            if y + 1 < height && lines & 0x30 != 0x30 {
                join(x, y + 1);
            }
            // Diagonals now and then: each multiplies the paths the tables walk.
            if x + 1 < width && y + 1 < height && lines & 0x0F == 1 {
                join(x + 1, y + 1);
            }
            if x > 0 && y + 1 < height && lines & 0x0F == 2 {
                join(x - 1, y + 1);
            }
        }
    }
    let (right, top) = (width - 1, height - 1);
    let corners = [
        (Seat::SouthWest, 0, 0, 1i8, 1i8),
        (Seat::NorthWest, 0, top, 1, -1),
        (Seat::NorthEast, right, top, -1, -1),
        (Seat::SouthEast, right, 0, -1, 1),
    ];
    let at = |x: u8, dx: i8| x.saturating_add_signed(dx);
    for (seat, x, y, dx, dy) in corners {
        let mut grey = vec![name(at(x, dx), y), name(x, at(y, dy))];
        if style & 2 == 2 {
            grey.push(name(at(x, dx), at(y, dy)));
        }
        spec.corners.push(CornerSpec { seat, base: name(x, y), grey });
    }
    for _ in 0..choices.byte() % 4 {
        let spot = name(choices.byte() % width, choices.byte() % height);
        if !spec.protected.contains(&spot) {
            spec.protected.push(spot);
        }
    }
    let text = spec.to_string();
    let again: BoardSpec = text.parse().unwrap_or_else(|e| panic!("{text:?}: a spec's own text is refused: {e}"));
    assert_eq!(again, spec, "{text:?} reads back as another spec");
    let board = Board::from_spec(&spec)?;
    let rebuilt = Board::from_spec(&board.to_spec()).unwrap_or_else(|e| panic!("{text:?}: to_spec refused: {e}"));
    assert_eq!(rebuilt, board, "{text:?}: to_spec gives another board");
    Ok(board)
}

/// A valid input of `sirocco_board_text` (a seed): the bytes of a 4×4
/// custom board, then the start text of a game of `players` on it.
pub fn sirocco_board_text_seed(players: u8) -> Option<Vec<u8>> {
    let mut bytes = vec![0; 20];
    let board = sirocco_custom_board(&mut Choices(&bytes)).ok()?;
    bytes.extend(Sirocco::with_board(Arc::new(board), players).ok()?.to_string().into_bytes());
    Some(bytes)
}

/// Sirocco state texts on a custom board the first bytes build (see
/// [`sirocco_custom_board`]): what reads prints a text that reads back to
/// an equal state, and the reference board's reader refuses it.
pub fn sirocco_board_text(data: &[u8]) {
    let mut choices = Choices(data);
    let Ok(board) = sirocco_custom_board(&mut choices) else { return };
    let board = Arc::new(board);
    let input = text(choices.0);
    let Ok(game) = Sirocco::from_text_with_board(&input, board.clone()) else { return };
    let printed = game.to_string();
    let again = Sirocco::from_text_with_board(&printed, board)
        .unwrap_or_else(|e| panic!("{input:?} read, its text {printed:?} does not: {e}"));
    assert_eq!(again, game, "{input:?} -> {printed:?} reads back as another state");
    assert_eq!(again.to_string(), printed, "{input:?}: printing is not stable");
    assert!(printed.parse::<Sirocco>().is_err(), "{printed:?}: a custom board's text read on the reference board");
}

/// Towers under the configuration the first six bytes choose.
pub fn towers_play(data: &[u8]) {
    let config = towers_config_in_range(data);
    let mut choices = Choices(data.get(6..).unwrap_or(&[]));
    play(Towers::with_config(config), &mut choices, Text::Outcome, |t| t.parse::<Towers>(), |_, _| {});
}

/// Game records of the game the first byte chooses (Scirocco, Sirocco with
/// any board its `BoardSpec` tag describes, Towers), read from the rest as
/// text and as raw bytes; see [`record_of`].
pub fn record(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else { return };
    match which % 3 {
        0 => record_of::<Scirocco>(rest),
        1 => record_of::<Sirocco>(rest),
        _ => record_of::<Towers>(rest),
    }
}

/// The record reader's promises for one game: `read`, the streaming
/// `Reader`, `read_one`, `read_one_from` (on the raw bytes too) and
/// `game_name` agree; what reads writes (in either notation) to a text
/// that reads back to an equal record and writes the same text again; a
/// refused tag or move leaves a record as it was, and an accepted one, or
/// a truncation, still writes and reads back.
fn record_of<G>(bytes: &[u8])
where
    G: GameText + Clone + PartialEq + Debug,
    G::Move: Clone + PartialEq + Debug + Display,
{
    let input = text(bytes);
    let all = record::read::<G>(&input);
    let streamed: Vec<Result<Record<G>, RecordError>> = Reader::<G, _>::new(input.as_bytes()).collect();
    match &all {
        Ok(records) => {
            let expected: Vec<Result<Record<G>, RecordError>> = records.iter().cloned().map(Ok).collect();
            assert_eq!(streamed, expected, "{input:?}: the Reader and read disagree");
        }
        Err(error) => {
            let (last, before) =
                streamed.split_last().unwrap_or_else(|| panic!("{input:?}: read fails, Reader is empty"));
            assert_eq!(last.as_ref().err(), Some(error), "{input:?}: the Reader ends with another error");
            assert!(before.iter().all(Result::is_ok), "{input:?}: the Reader goes on after an error");
            assert!(!error.to_string().is_empty());
        }
    }
    let one = record::read_one::<G>(&input);
    match (&all, &one) {
        (Ok(records), Ok(record)) => assert_eq!(records.as_slice(), core::slice::from_ref(record), "{input:?}"),
        (Ok(records), Err(_)) => assert_ne!(records.len(), 1, "{input:?}: read finds one game, read_one refuses it"),
        (Err(error), Ok(_)) => panic!("{input:?}: read refuses ({error}), read_one accepts"),
        (Err(_), Err(_)) => {}
    }
    let from_bytes = record::read_one_from::<G, _>(bytes);
    if core::str::from_utf8(bytes).is_ok() {
        assert_eq!(from_bytes, one, "{input:?}: read_one_from and read_one disagree");
    } else {
        assert!(from_bytes.is_err(), "{bytes:?}: input that is not UTF-8 was read");
    }
    let name = record::game_name(input.as_bytes());
    if let Ok(records) = &all
        && !records.is_empty()
    {
        assert_eq!(name.as_ref().map(|(name, _, _)| name.as_str()), Ok(G::NAME), "{input:?}: game_name");
    }
    let Ok(records) = all else { return };
    let mut choices = Choices(bytes);
    for mut record in records {
        written_reads_back(&record, Notation::Standard);
        written_reads_back(&record, Notation::Readable);
        // A tag made of the bytes: refused changes nothing, accepted is kept.
        let before = record.clone();
        let length = usize::from(choices.byte() % 8);
        let tag: String = (0..length).map(|_| char::from(choices.byte() % 96 + 32)).collect();
        let (tag_name, value) = tag.split_once(' ').unwrap_or((&tag, "x"));
        match record.set_tag(tag_name, value) {
            Ok(_) => assert_eq!(record.tags().get(tag_name), Some(value), "{tag:?}: set_tag did not set it"),
            Err(error) => {
                assert_eq!(record, before, "{tag:?}: a refused tag ({error}) changed the record");
            }
        }
        // The listed moves play; a move text made of the bytes is refused without change or played.
        let state = record.game().clone();
        if let Turn::Player(_) | Turn::Chance = state.turn() {
            let listed: Vec<G::Move> = match state.turn() {
                Turn::Chance => state.chance_outcomes().iter().map(|(mv, _)| mv.clone()).collect(),
                _ => state.legal_moves(),
            };
            let length = usize::from(choices.byte() % 8);
            let typed: String = (0..length).map(|_| char::from(choices.byte() % 96 + 32)).collect();
            if let Ok(mv) = state.read_move(&typed) {
                let before = record.clone();
                if record.play(mv.clone()).is_err() {
                    assert!(!listed.contains(&mv), "{typed:?}: listed move {mv} refused by the record");
                    assert_eq!(record, before, "{typed:?}: a refused move changed the record");
                }
            }
            if let Some(mv) = listed.get(choices.index(listed.len())) {
                record.play(mv.clone()).unwrap_or_else(|_| panic!("listed move {mv} refused by the record"));
            }
        }
        written_reads_back(&record, Notation::Standard);
        record.truncate(choices.index(record.moves().len() + 1));
        written_reads_back(&record, Notation::Standard);
    }
}

/// A record written in `notation` reads back to an equal record, whose
/// canonical text is the same as the first one's.
fn written_reads_back<G>(record: &Record<G>, notation: Notation)
where
    G: GameText + Clone + PartialEq + Debug,
    G::Move: PartialEq + Debug,
{
    let written = record::write_with(record, notation);
    let again: Record<G> =
        record::read_one(&written).unwrap_or_else(|e| panic!("a record's own text {written:?} is refused: {e}"));
    assert_eq!(&again, record, "{written:?} reads back as another record");
    assert_eq!(record::write_with(&again, notation), written, "{written:?}: writing is not stable");
    assert_eq!(record::write(&again), record::write(record), "{written:?}: the canonical texts differ");
}

/// The bundled variant the byte chooses, by its place in the bundled file.
fn bundled_variant(byte: u8) -> Arc<boardkit::variant::Rules> {
    let bundled: Vec<&Arc<boardkit::variant::Rules>> = boardkit::variant::Variants::bundled().iter().collect();
    Arc::clone(bundled[usize::from(byte) % bundled.len()])
}

/// A variant game's FEN and its text: a position read from a FEN writes a
/// FEN that reads back as an equal position writing the same FEN, and
/// likewise the game text `<variant> <FEN>`.
fn variant_fen_round_trip(rules: &Arc<boardkit::variant::Rules>, fen: &str) {
    use boardkit::variant::VariantGame;
    if let Ok(game) = VariantGame::from_fen(Arc::clone(rules), fen) {
        let printed = game.fen();
        let again = VariantGame::from_fen(Arc::clone(rules), &printed)
            .unwrap_or_else(|e| panic!("{}: {fen:?} read, its FEN {printed:?} does not: {e}", rules.name()));
        assert_eq!(again, game, "{}: {fen:?} -> {printed:?} reads back as another position", rules.name());
        assert_eq!(again.fen(), printed, "{}: {fen:?}: the FEN is not stable", rules.name());
        assert_eq!(again.position_hash(), game.position_hash(), "{}: equal positions, other hashes", rules.name());
    }
}

/// Variants files: reading any text never panics; every section read starts
/// a game whose FEN reads back (see [`variant_fen_round_trip`]) and lists
/// only moves that play; reading the file section by section keeps the
/// same sections and refuses the others by name.
pub fn variant_ini(data: &[u8]) {
    use boardkit::variant::{VariantGame, Variants};
    let input = text(data);
    let whole = Variants::parse(&input);
    let Ok((each, refused)) = Variants::parse_each(&input) else {
        assert!(whole.is_err(), "{input:?}: the file reads whole, not section by section");
        return;
    };
    if let Ok(whole) = &whole {
        assert!(refused.is_empty(), "{input:?}: read whole, yet {refused:?} refused section by section");
        assert_eq!(whole.names().collect::<Vec<_>>(), each.names().collect::<Vec<_>>());
    }
    for rules in each.iter() {
        let game = VariantGame::new(Arc::clone(rules))
            .unwrap_or_else(|e| panic!("{input:?}: section {} was read, its start is refused: {e}", rules.name()));
        variant_fen_round_trip(rules, &game.fen());
        for mv in game.legal_moves().iter() {
            let mut after = game.clone();
            after.play(mv).unwrap_or_else(|e| panic!("{}: the listed move {mv} is refused: {e}", rules.name()));
        }
    }
}

/// Variant FENs: the first byte chooses a bundled variant, the rest is a
/// FEN of it (see [`variant_fen_round_trip`]); the game text with the
/// variant's name reads as the FEN does.
pub fn variant_fen(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else { return };
    let rules = bundled_variant(which);
    let fen = text(rest);
    variant_fen_round_trip(&rules, &fen);
    let game_text = format!("{} {fen}", rules.name());
    if let Ok(game) = game_text.parse::<boardkit::variant::VariantGame>() {
        let printed = game.to_string();
        let again: boardkit::variant::VariantGame =
            printed.parse().unwrap_or_else(|e| panic!("{game_text:?} -> {printed:?}: {e}"));
        assert_eq!(again, game);
    }
}

/// Variant move texts (UCI, with multi-leg captures and promotions).
pub fn variant_move(data: &[u8]) {
    round_trip::<boardkit::variant::Move>(&text(data));
}

/// A bundled variant the first byte chooses, played from its start by the
/// choices of the rest (see [`play`]; the game text leaves out the
/// repetition history, so only the text is compared).
pub fn variant_play(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(game) = boardkit::variant::VariantGame::new(bundled_variant(which)) else {
        panic!("a bundled variant's start is refused");
    };
    let mut choices = Choices(rest);
    play(game, &mut choices, Text::Printed, |t| t.parse::<boardkit::variant::VariantGame>(), |_, _| {});
}
