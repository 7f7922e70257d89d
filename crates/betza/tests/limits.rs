//! Compiling is bounded: every text either builds a table within the
//! documented size limits or is refused with an error naming the limit.
//! (No timed assertions: the work budget, `MAX_WORK`, is what bounds time.)

use std::collections::BTreeSet;

use boardkit_betza::{
    CompileError, Forward, MAX_TEMPLATES, MAX_TEMPLATES_PER_SQUARE, MAX_WORK, MAX_WORK_PER_SQUARE, MoveTable,
    MoveTemplate, Movement, Occupant, catalog,
};
use boardkit_geometry::{Grid, Square};
use proptest::prelude::*;

fn grid(width: u8, height: u8) -> Grid {
    Grid::new(width, height).expect("a valid board size")
}

fn compile(text: &str, grid: Grid) -> Result<MoveTable, CompileError> {
    MoveTable::new(&Movement::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")), grid)
}

/// The table's templates fit the documented limits.
fn assert_within_limits(text: &str, table: &MoveTable) {
    let grid = table.grid();
    assert!(table.template_count() <= MAX_TEMPLATES, "{text}: {} templates", table.template_count());
    let mut total = 0;
    for forward in Forward::ALL {
        for from in grid.squares() {
            let here = table.templates(from, forward).len();
            assert!(here <= MAX_TEMPLATES_PER_SQUARE, "{text} from {from}: {here} templates");
            total += here;
        }
    }
    assert_eq!(total, table.template_count(), "{text}: every template belongs to one square");
    // The memory bound the docs promise: templates are the table's bulk.
    assert!(table.template_count() * std::mem::size_of::<MoveTemplate>() <= 7 * 1024 * 1024 + 512 * 1024);
}

/// Multi-leg texts that used to build millions of templates on 16×16
/// (hundreds of MiB, more than a second) are refused by the table limit.
#[test]
fn texts_with_millions_of_templates_are_refused_by_the_table_limit() {
    for text in ["aaaaaW", "aaaK", "ypaQ", "aaaaaF"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TableTooLarge { width: 16, height: 16 }, "{text}");
        assert!(error.to_string().contains(&MAX_TEMPLATES.to_string()), "{text}: {error}");
    }
    // The same texts fit a small board.
    for text in ["aaaaaW", "aaaK", "ypaQ"] {
        let table = compile(text, grid(6, 6)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_within_limits(text, &table);
    }
}

#[test]
fn one_square_with_too_many_ways_is_refused_by_the_square_limit() {
    // Thousands of distinct 6-leg paths from e2 (c3 on 8×8), after their repeats are removed.
    for (text, size, square) in [("aaaaaWaaaaaF", 16, "e2"), ("aaaaaWaaaaaF", 8, "c3")] {
        let error = compile(text, grid(size, size)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TooManyMoves { square: square.parse().expect("a square") }, "{text}");
        assert!(error.to_string().contains(&MAX_TEMPLATES_PER_SQUARE.to_string()), "{text}: {error}");
    }
}

#[test]
fn texts_that_explore_without_finding_stop_at_the_table_work_limit() {
    // Each square stays under the per-square budget, the whole table does not.
    for text in ["yafsyafsyafseR4", "yafsyafsyafseB6"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TableTooComplex { width: 16, height: 16 }, "{text}");
        assert!(error.to_string().contains(&MAX_WORK.to_string()), "{text}: {error}");
    }
    // One square alone passes the per-square budget: refused on the first square.
    for text in ["yayayayayaNN", "aaaaaK"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TooComplex { square: "a1".parse().expect("a1") }, "{text}");
        assert!(error.to_string().contains(&MAX_WORK_PER_SQUARE.to_string()), "{text}: {error}");
    }
}

/// The largest real pieces compile on 16×16 with room to spare.
#[test]
fn the_heaviest_real_pieces_fit_on_16_by_16() {
    let expected = [("pQ", 105_280), ("mRcpR", 87_040), ("Q", 25_280), ("mFyafsF", 27_000)];
    for (text, templates) in expected {
        let table = compile(text, grid(16, 16)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(table.template_count(), templates, "{text}");
        assert_within_limits(text, &table);
    }
    for (name, text) in catalog::SCIROCCO.iter().chain(catalog::CHESS).chain(catalog::SHOGI).chain(catalog::XIANGQI) {
        let table = compile(text, grid(16, 16)).unwrap_or_else(|e| panic!("{name} `{text}`: {e}"));
        assert_within_limits(text, &table);
    }
}

/// More moves from one square than the table has duplicate groups for:
/// generation keeps one bit per group of templates that make the same move
/// (destination and captured squares), 32 words of 64 bits, and only a move
/// made by two templates or more gets a group. Giving every move a group
/// (mutant table.rs 292:72, `> 1` -> `>= 1` in `push_square`) needs more than
/// 32 words here, and collecting them panics.
///
/// The piece slides right along its rank, captures the square in front of it
/// (locust), then captures a square diagonally in front of that one (up-left
/// in the first component, up-right in the second), steps forward onto an
/// empty square with `y` (later legs slide), slides forward and slides right.
/// On 16x14 from a1 that is 15 slides right, times 10 forward slides (to ranks
/// 5-14), times the squares to the right: 10 x 120 (up-left) + 10 x 91
/// (up-right) = 2,110 moves, each its own; a square further right or up has
/// far fewer, so the whole table stays under `MAX_TEMPLATES`. With enemies
/// on ranks 2 and 3 and the rest empty, every one of them can be played.
#[test]
fn a_square_with_more_distinct_moves_than_duplicate_groups() {
    let text = "ralcaflcafryafarRralcafrcaflyafarR";
    let table = compile(text, grid(16, 14)).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_within_limits(text, &table);
    assert_eq!(table.template_count(), 124_850);
    let a1: Square = "a1".parse().expect("a1");
    assert_eq!(table.templates(a1, Forward::Up).len(), 2_110);
    let board = |square: Square| match square.rank().index() {
        1 | 2 => Occupant::Enemy,
        _ => Occupant::Empty,
    };
    let moves = table.moves(a1, Forward::Up, &board, false);
    let distinct: BTreeSet<(Square, BTreeSet<Square>)> =
        moves.iter().map(|m| (m.to, m.captured.iter().copied().collect())).collect();
    assert_eq!((moves.len(), distinct.len()), (2_110, 2_110));
    assert!(distinct.len() > 2_048, "more moves than 32 x 64 group bits");
    // Each captures one enemy on rank 2 and one on rank 3 and ends on an empty square.
    for (to, captured) in &distinct {
        let ranks: Vec<u8> = captured.iter().map(|square| square.rank().index()).collect();
        assert_eq!((ranks.as_slice(), board(*to)), ([1, 2].as_slice(), Occupant::Empty), "{to} {captured:?}");
    }
}

/// The moves of one square, worked out without the table's duplicate groups:
/// every template that applies, first one per (destination, captured set).
fn brute_force_moves(
    table: &MoveTable,
    from: Square,
    forward: Forward,
    board: &impl Fn(Square) -> Occupant,
) -> Vec<(Square, BTreeSet<Square>)> {
    let mut seen = BTreeSet::new();
    let mut moves = Vec::new();
    for template in table.templates(from, forward) {
        if let Some(generated) = template.try_move(from, board, false) {
            let key = (generated.to, generated.captured.iter().copied().collect::<BTreeSet<_>>());
            if seen.insert(key.clone()) {
                moves.push(key);
            }
        }
    }
    moves
}

/// A combination a property test once drew: three multi-leg pieces
/// together pass the table limit even on 8x8, and are refused by it.
#[test]
fn several_multi_leg_pieces_together_meet_the_table_limit() {
    assert_eq!(compile("aaKKNAD", grid(8, 8)).err(), Some(CompileError::TableTooLarge { width: 8, height: 8 }));
    assert!(compile("aaK", grid(8, 8)).is_ok());
}

/// Multi-leg texts whose templates share destinations, where the duplicate
/// index matters.
fn text_with_shared_destinations() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "aaW", "aaK", "aaaW", "caK", "cabK", "mabK", "ypaQ", "yaR", "pafsW", "mWyafsW", "mFyafsF", "KNAD", "QK", "WRW",
        "cafmW", "cafmF", "mQ3cabK", "FAcafmW", "pQ", "gQ", "mRcpR", "caaK", "acaK",
    ]);
    prop::collection::vec(piece, 1..4).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Generation lists each move once, exactly the moves of the templates.
    #[test]
    fn generation_lists_each_move_of_the_templates_once(
        text in text_with_shared_destinations(),
        seed in any::<u64>(),
        from in 0usize..64,
        down in any::<bool>(),
    ) {
        let grid = grid(8, 8);
        let table = match compile(&text, grid) {
            Ok(table) => table,
            // Three of the multi-leg pieces together can pass a size limit
            // (`aaKKNAD` on 8x8 needs more than MAX_TEMPLATES): refused as
            // documented, so not a table to generate from.
            Err(
                CompileError::TooManyMoves { .. }
                | CompileError::TooComplex { .. }
                | CompileError::TableTooLarge { .. }
                | CompileError::TableTooComplex { .. },
            ) => return Ok(()),
            Err(error) => return Err(TestCaseError::fail(format!("{text}: {error}"))),
        };
        let board = move |square: Square| {
            let h = (seed ^ (square.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            match (h >> 40) % 4 {
                0 => Occupant::Own,
                1 => Occupant::Enemy,
                _ => Occupant::Empty,
            }
        };
        let from = grid.square(from).ok_or_else(|| TestCaseError::fail("square"))?;
        let forward = if down { Forward::Down } else { Forward::Up };
        let listed: Vec<(Square, BTreeSet<Square>)> = table
            .moves(from, forward, &board, false)
            .iter()
            .map(|m| (m.to, m.captured.iter().copied().collect()))
            .collect();
        prop_assert_eq!(listed, brute_force_moves(&table, from, forward, &board), "{}", text);
    }

    /// Any text of the notation's letters compiles within the limits or is refused.
    #[test]
    fn every_compiled_table_is_within_the_limits(text in "[fbrlvsmcpgyanjiWFDNAHCZGKRBQ0-9]{1,16}", big in any::<bool>()) {
        let Ok(movement) = Movement::parse(&text) else { return Ok(()) };
        let grid = if big { grid(16, 16) } else { grid(10, 10) };
        if let Ok(table) = MoveTable::new(&movement, grid) {
            assert_within_limits(&text, &table);
        }
    }
}
