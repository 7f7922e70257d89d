//! Offsets and directions: the distances, names and classes the crate
//! documents, over every offset there is.

use boardkit_geometry::{Direction, Offset};

/// The king distance is the larger of the two coordinates' sizes, for
/// every offset (the coordinates are `i8`, so all 65,536 are tried).
#[test]
fn the_king_distance_is_the_larger_coordinate_size_of_every_offset() {
    for file in i8::MIN..=i8::MAX {
        for rank in i8::MIN..=i8::MAX {
            let expected = file.unsigned_abs().max(rank.unsigned_abs());
            assert_eq!(Offset::new(file, rank).king_distance(), expected, "({file},{rank})");
        }
    }
    assert_eq!(Offset::ZERO.king_distance(), 0);
    assert_eq!(Offset::new(3, -1).king_distance(), 3);
    assert_eq!(Offset::new(-1, -4).king_distance(), 4);
}

#[test]
fn an_offset_reads_as_file_and_rank() {
    assert_eq!(Offset::new(1, -2).to_string(), "(1,-2)");
    assert_eq!(Offset::ZERO.to_string(), "(0,0)");
}

/// North, east, south and west are orthogonal and the others diagonal,
/// as their steps say: an orthogonal step changes one coordinate, a
/// diagonal step both.
#[test]
fn the_directions_are_orthogonal_or_diagonal_by_their_steps() {
    for direction in Direction::ALL {
        let step = direction.offset();
        let orthogonal = step.file == 0 || step.rank == 0;
        assert_eq!(direction.is_orthogonal(), orthogonal, "{direction:?}");
        assert_eq!(direction.is_diagonal(), !orthogonal, "{direction:?}");
        assert_eq!(Direction::ORTHOGONAL.contains(&direction), orthogonal, "{direction:?}");
        assert_eq!(Direction::DIAGONAL.contains(&direction), !orthogonal, "{direction:?}");
    }
    assert!(Direction::North.is_orthogonal() && Direction::NorthEast.is_diagonal());
}
