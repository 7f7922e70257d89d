//! Grid sizes at their edges: the last file and rank, the dense squares,
//! and the length bound of rays, on every grid size.

use boardkit_geometry::{Direction, Grid, Offset};

/// On every grid from 1×1 to 16×16: never empty, the last file and rank
/// are the width and height less one, the dense squares are exactly
/// `0..len()` (and `len()` itself is none), each in the grid.
#[test]
fn every_grid_size_has_its_last_file_rank_and_dense_squares() {
    for width in 1..=16 {
        for height in 1..=16 {
            let grid = Grid::new(width, height).unwrap();
            assert!(!grid.is_empty());
            assert_eq!((grid.last_file().index(), grid.last_rank().index()), (width - 1, height - 1));
            assert_eq!(grid.len(), usize::from(width) * usize::from(height));
            for index in 0..grid.len() {
                let square = grid.square(index).unwrap_or_else(|| panic!("{width}x{height}: {index}"));
                assert!(grid.contains(square), "{width}x{height}: {square}");
            }
            assert_eq!(grid.square(grid.len()), None, "{width}x{height}");
        }
    }
}

/// A ray's length bound is 15 squares (no ray on a 16×16 board is
/// longer), or its limit if that is less; every ray keeps within it.
#[test]
fn a_ray_is_at_most_15_squares_long() {
    let grid = Grid::new(16, 16).unwrap();
    let a1 = "a1".parse().unwrap();
    let diagonal = grid.ray_by(a1, Direction::NorthEast.offset(), None);
    assert_eq!(diagonal.size_hint(), (0, Some(15)));
    assert_eq!(diagonal.count(), 15);
    assert_eq!(grid.ray_by(a1, Offset::new(0, 1), Some(4)).size_hint(), (0, Some(4)));
    assert_eq!(grid.ray_by(a1, Offset::ZERO, None).size_hint(), (0, Some(0)));
}
