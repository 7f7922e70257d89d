//! Multi-leg (XBetza) moves: what each leg mode asks of its square, and
//! equivalences between legs and single-leg modifiers that hold on any board.

mod common;

use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
use boardkit_geometry::{Grid, Square};
use common::*;
use proptest::prelude::*;

#[test]
fn each_mode_of_an_earlier_leg_asks_its_square() {
    let g = grid(8, 8);
    let north = |text: &str, own: &[&str], enemy: &[&str]| moves(text, g, "d4", Forward::Up, &Board::new(own, enemy));
    // `m` (the default): the first square must be empty, then one step straight on.
    assert_eq!(north("fafW", &[], &[]), ["d6"]);
    assert_eq!(north("fmafW", &[], &["d5"]), Vec::<String>::new());
    assert_eq!(north("fafW", &[], &["d6"]), ["d6 xd6"]);
    // `p`: the first square must hold a piece of either side, hopped over.
    assert_eq!(north("fpafW", &[], &[]), Vec::<String>::new());
    assert_eq!(north("fpafW", &["d5"], &[]), ["d6"]);
    assert_eq!(north("fpafW", &[], &["d5"]), ["d6"]);
    assert_eq!(north("fpafW", &[], &["d5", "d6"]), ["d6 xd6"]);
    // `c`: an enemy there is captured (locust), then the move goes on.
    assert_eq!(north("fcafW", &["d5"], &[]), Vec::<String>::new());
    assert_eq!(north("fcafW", &[], &["d5"]), ["d6 xd5"]);
    assert_eq!(north("fcafW", &[], &["d5", "d6"]), ["d6 xd6 xd5"]);
    assert_eq!(north("fcafmW", &[], &["d5", "d6"]), Vec::<String>::new());
    // `mp`: empty or occupied, either way the move goes on.
    assert_eq!(north("fmpafmW", &[], &[]), ["d6"]);
    assert_eq!(north("fmpafmW", &["d5"], &[]), ["d6"]);
    // `x`: a relay; the table leaves it to the game.
    assert_eq!(north("fxafW", &["d5"], &[]), Vec::<String>::new());
}

#[test]
fn later_legs_turn_relative_to_the_previous_one() {
    let g = grid(8, 8);
    let on = |text: &str| moves(text, g, "d4", Forward::Up, &Board::default());
    // North to d5, then: 90 degrees right (`r`), left (`l`), both (`s`).
    assert_eq!(on("farW"), ["e5"]);
    assert_eq!(on("falW"), ["c5"]);
    assert_eq!(on("fasW"), sorted(&["c5", "e5"]));
    // 45 degrees (`fr`, `fl`) turns the orthogonal step diagonal (W -> F).
    assert_eq!(on("fafrW"), ["e6"]);
    assert_eq!(on("faflW"), ["c6"]);
    // 135 degrees (`br`): back towards the start, diagonally.
    assert_eq!(on("fabrW"), ["e4"]);
    // On a later leg `lf` is two directions: left (c5) and straight on (d6).
    assert_eq!(on("falfW"), sorted(&["c5", "d6"]));
    // No letters: straight on, back and sideways. Back lands on the start: a
    // null move (a pass), as the Chu Shogi Lion's `mabK` uses it.
    assert_eq!(on("faW"), sorted(&["c5", "d4", "e5", "d6"]));
    // A diagonal first step turned 45 degrees right is an orthogonal one (F -> W).
    assert_eq!(on("frafrF"), ["f5"]);
    // Black sees everything turned half a turn: its forward is down, its right the board's left.
    assert_eq!(moves("farW", g, "d4", Forward::Down, &Board::default()), ["c3"]);
}

/// A locust capture on the corner square a1 (square index 0) is a move of
/// its own, not the same move as a plain step to the same destination: both
/// are listed. (Duplicate moves are found by destination and captured
/// squares; a capture on the first square must not read as no capture.)
#[test]
fn a_locust_capture_on_the_first_square_is_not_a_plain_move() {
    let g = grid(8, 8);
    // From a2: `F` steps to b1 (and b3); `casW` captures on a1, then turns to b1.
    let enemy_on_a1 = Board::new(&[], &["a1"]);
    assert_eq!(moves("F casW", g, "a2", Forward::Up, &enemy_on_a1), ["b1", "b1 xa1", "b3"]);
    assert_eq!(moves("casW F", g, "a2", Forward::Up, &enemy_on_a1), ["b1", "b1 xa1", "b3"]);
    // A locust capture elsewhere, for comparison: from c2 via c1 to b1 (and d1).
    let enemy_on_c1 = Board::new(&[], &["c1"]);
    assert_eq!(moves("F casW", g, "c2", Forward::Up, &enemy_on_c1), ["b1", "b1 xc1", "d1", "d1 xc1", "b3", "d3"]);
}

/// A board of random occupants, reproducible from the seed.
fn random_board(seed: u64) -> impl Fn(Square) -> Occupant {
    move |square: Square| {
        let h =
            (seed ^ u64::from(square.index()).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        match (h >> 40) % 4 {
            0 => Occupant::Own,
            1 => Occupant::Enemy,
            _ => Occupant::Empty,
        }
    }
}

fn move_set(
    text: &str,
    grid: Grid,
    from: Square,
    forward: Forward,
    board: &impl Fn(Square) -> Occupant,
) -> Vec<String> {
    let movement = Movement::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let table = MoveTable::new(&movement, grid).unwrap_or_else(|e| panic!("{text}: {e}"));
    let occupancy = |s: Square| if s == from { Occupant::Own } else { board(s) };
    let mut moves: Vec<String> =
        table.moves(from, forward, &occupancy, false).iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Two legs through an empty square are a lame leap: the xiangqi horse is
    /// an orthogonal step then a 45-degree turn outwards, the elephant two
    /// diagonal steps, `nD` and `nH` straight lines of two and three steps.
    #[test]
    fn lame_leapers_are_two_leg_moves(seed in any::<u64>(), from in 0u8..100, down in any::<bool>()) {
        let grid = Grid::new(10, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let from = grid.square(usize::from(from)).ok_or_else(|| TestCaseError::fail("square"))?;
        let forward = if down { Forward::Down } else { Forward::Up };
        let board = random_board(seed);
        for (legs, lame) in [("afsW", "nN"), ("afF", "nA"), ("afW", "nD"), ("afafW", "nH"), ("fafsW", "fnN")] {
            prop_assert_eq!(move_set(legs, grid, from, forward, &board), move_set(lame, grid, from, forward, &board), "{} vs {}", legs, lame);
        }
    }
}

#[test]
fn components_report_their_atom_range_initial_flag_and_legs() {
    let component = |text: &str, index: usize| {
        let movement: Movement = text.parse().unwrap_or_else(|error| panic!("{text}: {error}"));
        movement.components()[index].clone()
    };
    // A single leap, an unlimited rider and a limited one.
    assert_eq!(component("N", 0).range(), 1);
    assert!(!component("N", 0).is_rider());
    assert_eq!(component("R", 0).range(), 0);
    assert!(component("R", 0).is_rider());
    assert_eq!(component("R4", 0).range(), 4);
    assert_eq!(component("R4", 0).atom(), boardkit_betza::Atom::W);
    // `i`: only from the initial square (the chess pawn's double step).
    let pawn: Movement = "fmWfceFifmnD".parse().expect("the chess pawn parses");
    let initial: Vec<bool> = pawn.components().iter().map(|c| c.is_initial_only()).collect();
    assert_eq!(initial.iter().filter(|&&flag| flag).count(), 1, "{initial:?}");
    assert!(!component("fmW", 0).is_initial_only());
    // Legs: one for a plain move, two for a jump-capture.
    assert_eq!(component("W", 0).legs().len(), 1);
    assert_eq!(component("cafmW", 0).legs().len(), 2);
}

#[test]
fn movements_tell_relays_en_passant_and_print_their_parts() {
    let parse = |text: &str| text.parse::<Movement>().unwrap_or_else(|error| panic!("{text}: {error}"));
    assert!(parse("ADxabafKxabsW").has_relay());
    assert!(!parse("ADmcK").has_relay());
    assert!(parse("fmWfceF").has_en_passant());
    assert!(!parse("fmWfcF").has_en_passant());
    // A component prints as it would alone; a movement converts to its text.
    let genie = parse("Q3cabK");
    let texts: Vec<String> = genie.components().iter().map(|component| component.to_string()).collect();
    assert_eq!(texts.concat(), genie.to_string());
    assert!(texts.iter().any(|text| text == "cabK"), "{texts:?}");
    assert_eq!(String::from(genie), "Q3cabK");
}
