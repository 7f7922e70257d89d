//! Squares from coordinates and to text, over every coordinate pair.

use boardkit_geometry::{MAX_SIDE, Square};

/// A square exists for every file and rank below 16, and for nothing else:
/// all 65,536 pairs of `u8` coordinates, each square read back.
#[test]
fn a_square_exists_exactly_for_coordinates_below_16() {
    for file in 0..=u8::MAX {
        for rank in 0..=u8::MAX {
            let square = Square::from_coords(file, rank);
            if file < MAX_SIDE && rank < MAX_SIDE {
                let square = square.unwrap_or_else(|| panic!("({file},{rank})"));
                assert_eq!((square.file().index(), square.rank().index()), (file, rank));
            } else {
                assert_eq!(square, None, "({file},{rank})");
            }
        }
    }
}

/// A square's `String` is its name, as `Display` writes it.
#[test]
fn a_square_converts_to_its_name() {
    let square: Square = "c4".parse().unwrap();
    assert_eq!(String::from(square), "c4");
    assert_eq!(String::from(Square::from_coords(15, 15).unwrap()), "p16");
}
