//! Property tests of the square sets against a `BTreeSet<Square>` model.

use std::collections::BTreeSet;

use boardkit_geometry::{DenseSet, GeometryError, Grid, MAX_SIDE, Square, SquareSet};
use proptest::prelude::*;

fn any_square() -> impl Strategy<Value = Square> {
    any::<u8>().prop_map(Square::from_index)
}

fn square_lists() -> impl Strategy<Value = Vec<Square>> {
    proptest::collection::vec(any_square(), 0..40)
}

fn grids() -> impl Strategy<Value = Grid> {
    (1..=MAX_SIDE, 1..=MAX_SIDE).prop_map(|(w, h)| Grid::new(w, h).unwrap_or(Grid::CHESS))
}

/// One step of a random edit script.
#[derive(Clone, Debug)]
enum Edit {
    Insert(Square),
    Remove(Square),
    PopFirst,
    PopLast,
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec(
        prop_oneof![
            3 => any_square().prop_map(Edit::Insert),
            2 => any_square().prop_map(Edit::Remove),
            1 => Just(Edit::PopFirst),
            1 => Just(Edit::PopLast),
        ],
        0..60,
    )
}

fn model(squares: &[Square]) -> BTreeSet<Square> {
    squares.iter().copied().collect()
}

proptest! {
    #[test]
    fn square_set_algebra_matches_the_model(a in square_lists(), b in square_lists()) {
        let (ma, mb) = (model(&a), model(&b));
        let (sa, sb): (SquareSet, SquareSet) = (a.iter().copied().collect(), b.iter().copied().collect());
        let to_vec = |s: SquareSet| s.iter().collect::<Vec<_>>();
        prop_assert_eq!(to_vec(sa), ma.iter().copied().collect::<Vec<_>>());
        prop_assert_eq!(sa.len(), ma.len());
        prop_assert_eq!(sa.is_empty(), ma.is_empty());
        prop_assert_eq!(to_vec(sa | sb), ma.union(&mb).copied().collect::<Vec<_>>());
        prop_assert_eq!(to_vec(sa & sb), ma.intersection(&mb).copied().collect::<Vec<_>>());
        prop_assert_eq!(to_vec(sa - sb), ma.difference(&mb).copied().collect::<Vec<_>>());
        prop_assert_eq!(to_vec(sa ^ sb), ma.symmetric_difference(&mb).copied().collect::<Vec<_>>());
        prop_assert_eq!(sa.is_subset(sb), ma.is_subset(&mb));
        prop_assert_eq!(sa.is_superset(sb), ma.is_superset(&mb));
        prop_assert_eq!(sa.is_disjoint(sb), ma.is_disjoint(&mb));
        prop_assert_eq!(sa.first(), ma.first().copied());
        prop_assert_eq!(sa.last(), ma.last().copied());
        prop_assert_eq!(sa.iter().rev().collect::<Vec<_>>(), ma.iter().rev().copied().collect::<Vec<_>>());
        prop_assert_eq!(sa.iter().len(), ma.len());
        for square in &b {
            prop_assert_eq!(sa.contains(*square), ma.contains(square));
        }
        // The assigning operators agree with the plain ones.
        let mut x = sa;
        x |= sb;
        prop_assert_eq!(x, sa | sb);
        x = sa;
        x &= sb;
        prop_assert_eq!(x, sa & sb);
        x = sa;
        x ^= sb;
        prop_assert_eq!(x, sa ^ sb);
        x = sa;
        x -= sb;
        prop_assert_eq!(x, sa - sb);
        // Debug lists the names in square order.
        let names: Vec<String> = ma.iter().map(|s| s.to_string()).collect();
        prop_assert_eq!(format!("{sa:?}"), format!("{{{}}}", names.join(", ")));
    }

    #[test]
    fn square_set_edits_match_the_model(script in edits()) {
        let mut set = SquareSet::EMPTY;
        let mut expected = BTreeSet::new();
        for edit in script {
            match edit {
                Edit::Insert(square) => prop_assert_eq!(set.insert(square), expected.insert(square)),
                Edit::Remove(square) => prop_assert_eq!(set.remove(square), expected.remove(&square)),
                Edit::PopFirst => prop_assert_eq!(set.pop_first(), expected.pop_first()),
                Edit::PopLast => prop_assert_eq!(set.pop_last(), expected.pop_last()),
            }
            prop_assert_eq!(set.len(), expected.len());
        }
        prop_assert_eq!(set.iter().collect::<Vec<_>>(), expected.into_iter().collect::<Vec<_>>());
    }

    #[test]
    fn square_set_complement_is_relative_to_the_grid(grid in grids(), a in square_lists()) {
        let set: SquareSet = a.iter().copied().collect();
        let complement = set.complement(grid);
        let expected: Vec<Square> = grid.squares().filter(|s| !set.contains(*s)).collect();
        prop_assert_eq!(complement.iter().collect::<Vec<_>>(), expected);
        prop_assert!(complement.is_disjoint(set));
        prop_assert_eq!(complement | (set & SquareSet::full(grid)), SquareSet::full(grid));
        prop_assert_eq!(complement.complement(grid), set & SquareSet::full(grid));
        prop_assert_eq!(SquareSet::full(grid).len(), grid.len());
    }

    #[test]
    fn dense_sets_match_the_model(a in square_lists(), b in square_lists()) {
        check_dense::<1>(&a, &b)?;
        check_dense::<7>(&a, &b)?;
        check_dense::<8>(&a, &b)?;
        check_dense::<10>(&a, &b)?;
        check_dense::<11>(&a, &b)?;
        check_dense::<16>(&a, &b)?;
    }

    #[test]
    fn dense_set_edits_match_the_model(script in edits()) {
        edit_dense::<10>(&script)?;
        edit_dense::<3>(&script)?;
        edit_dense::<16>(&script)?;
    }

    #[test]
    fn dense_full_and_complement_follow_the_grid(height in 1..=MAX_SIDE, a in square_lists()) {
        complement_dense::<10>(height, &a)?;
        complement_dense::<8>(height, &a)?;
        complement_dense::<16>(height, &a)?;
        complement_dense::<1>(height, &a)?;
    }

    #[test]
    fn dense_from_bits_accepts_exactly_the_capacity(bits in any::<u128>()) {
        for (capacity, result) in [
            (DenseSet::<1>::CAPACITY, DenseSet::<1>::from_bits(bits).map(DenseSet::bits)),
            (DenseSet::<5>::CAPACITY, DenseSet::<5>::from_bits(bits).map(DenseSet::bits)),
            (DenseSet::<9>::CAPACITY, DenseSet::<9>::from_bits(bits).map(DenseSet::bits)),
        ] {
            let fits = capacity >= 128 || bits >> capacity == 0;
            prop_assert_eq!(result.is_ok(), fits);
            if fits {
                prop_assert_eq!(result, Ok(bits));
            }
        }
    }
}

/// The squares of `squares` that fit a `DenseSet<W>`, as a model set.
fn fitting<const W: u8>(squares: &[Square]) -> BTreeSet<Square> {
    squares.iter().copied().filter(|s| s.file().index() < W && DenseSet::<W>::index_of(*s).is_some()).collect()
}

fn check_dense<const W: u8>(a: &[Square], b: &[Square]) -> Result<(), TestCaseError> {
    let (ma, mb) = (fitting::<W>(a), fitting::<W>(b));
    // FromIterator keeps exactly the squares that fit; try_from_iter refuses the others.
    let da: DenseSet<W> = a.iter().copied().collect();
    let db: DenseSet<W> = b.iter().copied().collect();
    let first_misfit = a.iter().copied().find(|s| !DenseSet::<W>::fits(*s));
    match first_misfit {
        Some(square) => prop_assert_eq!(
            DenseSet::<W>::try_from_iter(a.iter().copied()),
            Err(GeometryError::SquareDoesNotFit { square, width: W })
        ),
        None => prop_assert_eq!(DenseSet::<W>::try_from_iter(a.iter().copied()), Ok(da)),
    }
    let to_vec = |s: DenseSet<W>| s.iter().collect::<Vec<_>>();
    prop_assert_eq!(to_vec(da), ma.iter().copied().collect::<Vec<_>>());
    prop_assert_eq!(da.len(), ma.len());
    prop_assert_eq!(to_vec(da | db), ma.union(&mb).copied().collect::<Vec<_>>());
    prop_assert_eq!(to_vec(da & db), ma.intersection(&mb).copied().collect::<Vec<_>>());
    prop_assert_eq!(to_vec(da - db), ma.difference(&mb).copied().collect::<Vec<_>>());
    prop_assert_eq!(to_vec(da ^ db), ma.symmetric_difference(&mb).copied().collect::<Vec<_>>());
    prop_assert_eq!(da.is_subset(db), ma.is_subset(&mb));
    prop_assert_eq!(da.is_disjoint(db), ma.is_disjoint(&mb));
    prop_assert_eq!(da.first(), ma.first().copied());
    prop_assert_eq!(da.last(), ma.last().copied());
    prop_assert_eq!(da.iter().rev().collect::<Vec<_>>(), ma.iter().rev().copied().collect::<Vec<_>>());
    for square in b {
        prop_assert_eq!(da.contains(*square), ma.contains(square));
    }
    // The dense index is rank * W + file, below 128.
    for square in &ma {
        let expected = usize::from(square.rank().index()) * usize::from(W) + usize::from(square.file().index());
        prop_assert_eq!(DenseSet::<W>::index_of(*square), Some(expected));
        prop_assert!(expected < 128);
        prop_assert_eq!(DenseSet::<W>::square_at(expected), Some(*square));
    }
    // Conversions to and from the wide set keep the squares.
    let wide = SquareSet::from(da);
    prop_assert_eq!(wide.iter().collect::<Vec<_>>(), to_vec(da));
    prop_assert_eq!(DenseSet::<W>::try_from(wide), Ok(da));
    Ok(())
}

fn edit_dense<const W: u8>(script: &[Edit]) -> Result<(), TestCaseError> {
    let mut set = DenseSet::<W>::EMPTY;
    let mut expected = BTreeSet::new();
    for edit in script {
        match *edit {
            Edit::Insert(square) => {
                let before = set;
                let result = set.try_insert(square);
                if DenseSet::<W>::fits(square) {
                    prop_assert_eq!(result, Ok(expected.insert(square)));
                } else {
                    prop_assert_eq!(result, Err(GeometryError::SquareDoesNotFit { square, width: W }));
                    prop_assert_eq!(set, before);
                    let mut copy = set;
                    prop_assert!(!copy.insert(square));
                    prop_assert_eq!(copy, before);
                }
            }
            Edit::Remove(square) => prop_assert_eq!(set.remove(square), expected.remove(&square)),
            Edit::PopFirst => prop_assert_eq!(set.pop_first(), expected.pop_first()),
            Edit::PopLast => prop_assert_eq!(set.pop_last(), expected.pop_last()),
        }
        prop_assert_eq!(set.len(), expected.len());
    }
    prop_assert_eq!(set.iter().collect::<Vec<_>>(), expected.into_iter().collect::<Vec<_>>());
    Ok(())
}

fn complement_dense<const W: u8>(height: u8, squares: &[Square]) -> Result<(), TestCaseError> {
    let Ok(grid) = Grid::new(W, height) else { return Err(TestCaseError::fail("bad grid")) };
    let set: DenseSet<W> = squares.iter().copied().collect();
    match DenseSet::<W>::full(grid) {
        Ok(full) => {
            prop_assert!(grid.len() <= 128);
            prop_assert_eq!(full.iter().collect::<Vec<_>>(), grid.squares().collect::<Vec<_>>());
            let complement = set.complement(grid);
            let expected: Vec<Square> = grid.squares().filter(|s| !set.contains(*s)).collect();
            prop_assert_eq!(complement.map(|c| c.iter().collect::<Vec<_>>()), Ok(expected));
        }
        Err(error) => {
            prop_assert!(grid.len() > 128);
            prop_assert_eq!(error.clone(), GeometryError::GridDoesNotFit { width: W, height, set_width: W });
            prop_assert_eq!(set.complement(grid), Err(error));
        }
    }
    // A grid of another width never fits.
    let other_width = if W == MAX_SIDE { 1 } else { W + 1 };
    let other = Grid::new(other_width, height).unwrap_or(Grid::CHESS);
    prop_assert!(DenseSet::<W>::full(other).is_err());
    Ok(())
}

#[test]
fn scirocco_board_fits_a_dense_set() {
    let grid = Grid::new(10, 10).unwrap_or(Grid::CHESS);
    let full = DenseSet::<10>::full(grid).unwrap_or_default();
    assert_eq!(full.len(), 100);
    assert_eq!(full.bits(), (1u128 << 100) - 1);
    let names: Vec<String> = full.iter().take(12).map(|s| s.to_string()).collect();
    assert_eq!(names, ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "a2", "b2"]);
    assert_eq!(full.last().map(|s| s.to_string()), Some("j10".to_string()));
}

#[test]
fn squares_off_a_dense_set_are_refused() {
    let k1: Square = "k1".parse().unwrap_or(Square::A1);
    let a14: Square = "a14".parse().unwrap_or(Square::A1);
    assert_eq!(DenseSet::<10>::from_square(k1), Err(GeometryError::SquareDoesNotFit { square: k1, width: 10 }));
    // a14 has dense index 130 on a 10-wide set.
    assert!(DenseSet::<10>::from_square(a14).is_err());
    assert!(!DenseSet::<10>::EMPTY.contains(a14));
    let error = DenseSet::<10>::from_square(k1).err().map(|e| e.to_string());
    assert_eq!(error.as_deref(), Some("square k1 does not fit a dense square set 10 files wide"));
}
