//! Square sets on every square: a set of one square, supersets, and the
//! dense set iterator's exact length.

use boardkit_geometry::{DenseSet, MAX_SIDE, Square, SquareSet};

/// Every square of the 16 × 16 range.
fn every_square() -> impl Iterator<Item = Square> {
    (0..MAX_SIDE).flat_map(|file| (0..MAX_SIDE).filter_map(move |rank| Square::from_coords(file, rank)))
}

/// `SquareSet::from(square)` is the set of that square alone, for all 256.
#[test]
fn a_square_converts_to_the_set_of_that_square() {
    for square in every_square() {
        let set = SquareSet::from(square);
        assert_eq!(set, SquareSet::from_square(square), "{square}");
        assert_eq!(set.iter().collect::<Vec<_>>(), [square], "{square}");
    }
}

/// A set is a superset of its subsets, itself and the empty set, and of no
/// set with a square it lacks.
#[test]
fn a_dense_superset_holds_every_square_of_the_other() {
    let squares: Vec<Square> = every_square().filter(|square| DenseSet::<10>::fits(*square)).collect();
    let corners: DenseSet<10> = ["a1", "j1", "a10", "j10"].iter().map(|text| text.parse::<Square>().unwrap()).collect();
    let mut inner = corners;
    inner.remove("j10".parse().unwrap());
    assert!(corners.is_superset(inner) && corners.is_superset(corners) && corners.is_superset(DenseSet::new()));
    assert!(!inner.is_superset(corners), "j10 is missing");
    for square in squares {
        let one = DenseSet::<10>::from_square(square).expect("fits");
        assert_eq!(corners.is_superset(one), corners.contains(square), "{square}");
        assert!(!DenseSet::<10>::new().is_superset(one), "{square}");
    }
}

/// The dense iterator knows exactly how many squares are left, from the
/// front and from the back, down to none.
#[test]
fn the_dense_iterator_reports_its_exact_length() {
    let set: DenseSet<10> =
        ["b2", "c3", "j1", "a10", "e5"].iter().map(|text| text.parse::<Square>().unwrap()).collect();
    let mut iter = set.iter();
    for left in (0..=5).rev() {
        assert_eq!(iter.size_hint(), (left, Some(left)));
        assert_eq!(iter.len(), left);
        let taken = if left % 2 == 0 { iter.next_back() } else { iter.next() };
        assert_eq!(taken.is_some(), left > 0);
    }
    assert_eq!(iter.size_hint(), (0, Some(0)));
}
