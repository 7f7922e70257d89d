//! Property tests of the grid geometry: offsets, rays, symmetries, names.

use boardkit_geometry::{Direction, File, Grid, MAX_SIDE, Offset, Rank, Square, SquareParseError};
use proptest::prelude::*;

fn grids() -> impl Strategy<Value = Grid> {
    (1..=MAX_SIDE, 1..=MAX_SIDE).prop_map(|(w, h)| Grid::new(w, h).unwrap_or(Grid::CHESS))
}

/// A grid and a square on it.
fn grid_and_square() -> impl Strategy<Value = (Grid, Square)> {
    grids().prop_flat_map(|grid| {
        (Just(grid), 0..grid.width(), 0..grid.height())
            .prop_map(|(grid, f, r)| (grid, Square::from_coords(f, r).unwrap_or(Square::A1)))
    })
}

/// A grid smaller than 16x16 and a square off it.
fn grid_and_square_off_it() -> impl Strategy<Value = (Grid, Square)> {
    grids().prop_filter("16x16 has no square off it", |g| g.len() < 256).prop_flat_map(|grid| {
        (Just(grid), 0..MAX_SIDE, 0..MAX_SIDE).prop_map(|(grid, f, r)| {
            // Push the square past the edge that exists.
            let (f, r) = if grid.width() < MAX_SIDE { (f.max(grid.width()), r) } else { (f, r.max(grid.height())) };
            (grid, Square::from_coords(f, r).unwrap_or(Square::A1))
        })
    })
}

/// A symmetry of the board acting on squares, and the same one acting on offsets.
type SquareSymmetry = fn(Grid, Square) -> Option<Square>;
type OffsetSymmetry = fn(Offset) -> Offset;

fn any_square() -> impl Strategy<Value = Square> {
    any::<u8>().prop_map(Square::from_index)
}

fn offsets() -> impl Strategy<Value = Offset> {
    (-17i8..=17, -17i8..=17).prop_map(|(f, r)| Offset::new(f, r))
}

fn directions() -> impl Strategy<Value = Direction> {
    proptest::sample::select(Direction::ALL.to_vec())
}

proptest! {
    #[test]
    fn offset_then_inverse_returns((grid, from) in grid_and_square(), step in offsets()) {
        if let Some(to) = grid.offset(from, step) {
            prop_assert!(grid.contains(to));
            prop_assert_eq!(from.offset_to(to), step);
            prop_assert_eq!(grid.offset(to, -step), Some(from));
        }
    }

    #[test]
    fn grid_offset_is_none_exactly_when_the_target_is_off_the_board(
        (grid, from) in grid_and_square(),
        step in offsets(),
    ) {
        let file = i16::from(from.file().index()) + i16::from(step.file);
        let rank = i16::from(from.rank().index()) + i16::from(step.rank);
        let on_board = (0..i16::from(grid.width())).contains(&file) && (0..i16::from(grid.height())).contains(&rank);
        prop_assert_eq!(grid.offset(from, step).is_some(), on_board);
    }

    #[test]
    fn offset_arithmetic_saturates(a in any::<i8>(), b in any::<i8>(), c in any::<i8>(), d in any::<i8>(), k in any::<i8>()) {
        let (x, y) = (Offset::new(a, b), Offset::new(c, d));
        prop_assert_eq!(x + y, Offset::new(a.saturating_add(c), b.saturating_add(d)));
        prop_assert_eq!(x - y, Offset::new(a.saturating_sub(c), b.saturating_sub(d)));
        prop_assert_eq!(x * k, Offset::new(a.saturating_mul(k), b.saturating_mul(k)));
        prop_assert_eq!(-x, Offset::new(a.saturating_neg(), b.saturating_neg()));
    }

    #[test]
    fn saturated_offsets_still_leave_every_board(
        from in any_square(),
        a in any::<i8>(), b in any::<i8>(), k in any::<i8>(),
    ) {
        // The exact product, without saturation, decides whether the target exists.
        let exact = |x: i8| i32::from(x) * i32::from(k);
        let step = Offset::new(a, b) * k;
        let file = i32::from(from.file().index()) + exact(a);
        let rank = i32::from(from.rank().index()) + exact(b);
        let on_16 = (0..16).contains(&file) && (0..16).contains(&rank);
        prop_assert_eq!(from.offset(step).is_some(), on_16);
    }

    #[test]
    fn rays_stay_on_the_board_are_collinear_and_respect_the_limit(
        (grid, from) in grid_and_square(),
        direction in directions(),
        limit in proptest::option::of(0u8..20),
    ) {
        let ray: Vec<Square> = grid.ray(from, direction, limit).collect();
        let (_, upper) = grid.ray(from, direction, limit).size_hint();
        prop_assert!(upper.is_some_and(|u| u >= ray.len()));
        if let Some(limit) = limit {
            prop_assert!(ray.len() <= usize::from(limit));
        }
        let step = direction.offset();
        let mut expected = from;
        for (i, &square) in ray.iter().enumerate() {
            prop_assert!(grid.contains(square));
            prop_assert_eq!(Some(square), expected.offset(step));
            expected = square;
            let distance = i8::try_from(i + 1).unwrap_or(i8::MAX);
            prop_assert_eq!(from.offset_to(square), step * distance);
            prop_assert_eq!(from.offset_to(square).direction(), Some(direction));
        }
        // The ray stops at the edge, or because the limit was reached.
        let stopped_by_limit = limit.is_some_and(|l| ray.len() == usize::from(l));
        if !stopped_by_limit {
            prop_assert_eq!(grid.offset(expected, step), None);
        }
        // Reversing the ray from its end walks back to `from`.
        if let Some(&end) = ray.last() {
            let back: Vec<Square> = grid.ray(end, direction.opposite(), Some(u8::try_from(ray.len()).unwrap_or(0))).collect();
            prop_assert_eq!(back.last(), Some(&from));
        }
    }

    #[test]
    fn rays_by_any_step_agree_with_repeated_offsets(
        (grid, from) in grid_and_square(),
        step in offsets(),
        limit in proptest::option::of(0u8..20),
    ) {
        let ray: Vec<Square> = grid.ray_by(from, step, limit).collect();
        let mut expected = Vec::new();
        let mut at = from;
        if step != Offset::ZERO {
            while limit.is_none_or(|l| expected.len() < usize::from(l)) {
                match grid.offset(at, step) {
                    Some(next) => {
                        expected.push(next);
                        at = next;
                    }
                    None => break,
                }
            }
        }
        prop_assert_eq!(ray, expected);
    }

    #[test]
    fn rays_from_off_the_board_are_empty((grid, from) in grid_and_square_off_it(), direction in directions()) {
        prop_assert!(!grid.contains(from));
        prop_assert_eq!(grid.ray(from, direction, None).count(), 0);
    }

    #[test]
    fn symmetries_are_involutions_on_the_board((grid, square) in grid_and_square()) {
        for symmetry in [Grid::rotate_180, Grid::mirror_files, Grid::mirror_ranks] {
            let image = symmetry(grid, square);
            prop_assert!(image.is_some_and(|s| grid.contains(s)));
            prop_assert_eq!(image.and_then(|s| symmetry(grid, s)), Some(square));
        }
        // Rotating half a turn is mirroring both ways, in either order.
        let files_then_ranks = grid.mirror_files(square).and_then(|s| grid.mirror_ranks(s));
        let ranks_then_files = grid.mirror_ranks(square).and_then(|s| grid.mirror_files(s));
        prop_assert_eq!(grid.rotate_180(square), files_then_ranks);
        prop_assert_eq!(grid.rotate_180(square), ranks_then_files);
        // Mirroring files keeps the rank, mirroring ranks keeps the file.
        prop_assert_eq!(grid.mirror_files(square).map(Square::rank), Some(square.rank()));
        prop_assert_eq!(grid.mirror_ranks(square).map(Square::file), Some(square.file()));
    }

    #[test]
    fn symmetries_map_offsets_like_squares((grid, from) in grid_and_square(), step in offsets()) {
        // Where a step leads, the mirrored step leads from the mirrored square to the mirrored target.
        let cases: [(SquareSymmetry, OffsetSymmetry); 3] = [
            (Grid::rotate_180, Offset::rotate_180),
            (Grid::mirror_files, Offset::mirror_files),
            (Grid::mirror_ranks, Offset::mirror_ranks),
        ];
        for (on_square, on_offset) in cases {
            let image_from = on_square(grid, from);
            let direct = grid.offset(from, step).and_then(|to| on_square(grid, to));
            let mirrored = image_from.and_then(|f| grid.offset(f, on_offset(step)));
            prop_assert_eq!(direct, mirrored);
        }
    }

    #[test]
    fn symmetries_of_squares_off_the_board_are_none((grid, square) in grid_and_square_off_it()) {
        prop_assert!(!grid.contains(square));
        prop_assert_eq!(grid.rotate_180(square), None);
        prop_assert_eq!(grid.mirror_files(square), None);
        prop_assert_eq!(grid.mirror_ranks(square), None);
        prop_assert_eq!(grid.index(square), None);
    }

    #[test]
    fn dense_index_round_trips((grid, square) in grid_and_square()) {
        let index = grid.index(square);
        prop_assert!(index.is_some_and(|i| i < grid.len()));
        prop_assert_eq!(index.and_then(|i| grid.square(i)), Some(square));
    }

    #[test]
    fn turning_a_direction_is_adding_eighths_modulo_eight(direction in directions(), eighths in any::<i8>()) {
        let expected = Direction::ALL[(direction.index() as i32 + i32::from(eighths)).rem_euclid(8) as usize];
        prop_assert_eq!(direction.turn(eighths), expected);
        prop_assert_eq!(direction.turn(eighths).turn(eighths.wrapping_neg()), direction);
        // A quarter turn of the unit step is a turn by two eighths.
        prop_assert_eq!(direction.offset().rotate_90().direction(), Some(direction.turn(-2)));
    }

    #[test]
    fn offset_direction_finds_lines(direction in directions(), distance in 1i8..16, other in offsets()) {
        prop_assert_eq!((direction.offset() * distance).direction(), Some(direction));
        let on_a_line = other != Offset::ZERO
            && (other.file == 0 || other.rank == 0 || other.file.unsigned_abs() == other.rank.unsigned_abs());
        prop_assert_eq!(other.direction().is_some(), on_a_line);
    }

    #[test]
    fn parse_prefix_consumes_exactly_the_name(square in any_square(), rest in "[a-z0-9 ,-]{0,6}") {
        let name = square.to_string();
        let text = format!("{name}{rest}");
        let parsed = Square::parse_prefix(&text);
        if rest.starts_with(|c: char| c.is_ascii_digit()) {
            // A digit after the name may extend the rank ("a1" + "2" is "a12").
            if let Ok((_, used)) = parsed {
                prop_assert!(used >= name.len());
            }
        } else {
            prop_assert_eq!(parsed, Ok((square, name.len())));
        }
    }

    #[test]
    fn arbitrary_strings_never_panic_the_parser(text in any::<String>()) {
        let parsed = text.parse::<Square>();
        if let Ok(square) = parsed {
            // Only canonical names parse.
            prop_assert_eq!(square.to_string(), text.clone());
        }
        if let Ok((square, used)) = Square::parse_prefix(&text) {
            prop_assert!(used <= text.len());
            prop_assert_eq!(square.to_string(), text.get(..used).unwrap_or_default());
        }
    }

    #[test]
    fn name_like_strings_never_panic_the_parser(text in "[a-q]?[0-9]{0,4}[a-z0-9]{0,3}") {
        match text.parse::<Square>() {
            Ok(square) => prop_assert_eq!(square.to_string(), text),
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }
}

#[test]
fn every_square_name_round_trips() {
    for index in 0..=u8::MAX {
        let square = Square::from_index(index);
        let name = square.to_string();
        assert_eq!(name.parse::<Square>(), Ok(square), "{name}");
        assert_eq!(Square::parse_prefix(&name), Ok((square, name.len())));
        assert_eq!(Square::new(square.file(), square.rank()), square);
        assert_eq!(Square::from_coords(square.file().index(), square.rank().index()), Some(square));
        let expected_len = if square.rank().number() >= 10 { 3 } else { 2 };
        assert_eq!(name.len(), expected_len, "{name}");
    }
}

#[test]
fn squares_order_rank_by_rank() {
    let all: Vec<Square> = (0..=u8::MAX).map(Square::from_index).collect();
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    let a2: Square = "a2".parse().unwrap_or(Square::A1);
    let p1: Square = "p1".parse().unwrap_or(Square::A1);
    assert!(p1 < a2);
    let grid = Grid::new(3, 2).unwrap_or(Grid::CHESS);
    let names: Vec<String> = grid.squares().map(|s| s.to_string()).collect();
    assert_eq!(names, ["a1", "b1", "c1", "a2", "b2", "c2"]);
}

#[test]
fn bad_names_are_typed_errors() {
    let bad = |text: &str| text.parse::<Square>().err();
    assert_eq!(bad(""), Some(SquareParseError::Empty));
    assert_eq!(bad("q1"), Some(SquareParseError::BadFile { text: "q1".into() }));
    assert_eq!(bad("E4"), Some(SquareParseError::BadFile { text: "E4".into() }));
    assert_eq!(bad("é4"), Some(SquareParseError::BadFile { text: "é4".into() }));
    assert_eq!(bad("a"), Some(SquareParseError::BadRank { text: "a".into() }));
    assert_eq!(bad("a0"), Some(SquareParseError::BadRank { text: "a0".into() }));
    assert_eq!(bad("a01"), Some(SquareParseError::BadRank { text: "a01".into() }));
    assert_eq!(bad("ax"), Some(SquareParseError::BadRank { text: "ax".into() }));
    assert_eq!(bad("a17"), Some(SquareParseError::Trailing { rest: "7".into() }));
    assert_eq!(bad("p160"), Some(SquareParseError::Trailing { rest: "0".into() }));
    assert_eq!(bad("e4 "), Some(SquareParseError::Trailing { rest: " ".into() }));
    assert_eq!(bad(" e4"), Some(SquareParseError::BadFile { text: " e4".into() }));
}

#[test]
fn parse_prefix_reads_squares_written_together() {
    let text = "j1j10a16p9";
    let mut rest = text;
    let mut names = Vec::new();
    while !rest.is_empty() {
        let Ok((square, used)) = Square::parse_prefix(rest) else { panic!("cannot parse {rest}") };
        names.push(square.to_string());
        rest = &rest[used..];
    }
    assert_eq!(names, ["j1", "j10", "a16", "p9"]);
}

#[test]
fn files_and_ranks_convert() {
    for index in 0..MAX_SIDE {
        let file = File::new(index);
        let rank = Rank::new(index);
        assert_eq!(file.map(File::index), Some(index));
        assert_eq!(file.and_then(|f| File::from_char(f.char())), file);
        assert_eq!(rank.and_then(|r| Rank::from_number(r.number())), rank);
        assert_eq!(File::try_from(index).ok(), file);
    }
    assert_eq!(File::new(16), None);
    assert_eq!(Rank::from_number(0), None);
    assert_eq!(Rank::from_number(17), None);
    assert_eq!(File::from_char('q'), None);
    assert!(Rank::try_from(16).is_err());
}

#[test]
fn rays_have_the_expected_lengths_on_scirocco_board() {
    let grid = Grid::new(10, 10).unwrap_or(Grid::CHESS);
    let e5: Square = "e5".parse().unwrap_or(Square::A1);
    let lengths: Vec<usize> = Direction::ALL.iter().map(|&d| grid.ray(e5, d, None).count()).collect();
    // N, NE, E, SE, S, SW, W, NW from e5 on a 10x10 board.
    assert_eq!(lengths, [5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(grid.ray(e5, Direction::North, Some(2)).count(), 2);
    assert_eq!(grid.ray(e5, Direction::North, Some(0)).count(), 0);
}

#[test]
fn grid_sizes_are_validated() {
    assert!(Grid::new(0, 5).is_err());
    assert!(Grid::new(5, 17).is_err());
    assert!(Grid::new(16, 16).is_ok());
    assert!(Grid::new(1, 1).is_ok());
}
