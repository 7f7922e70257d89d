//! serde round trips (feature `serde`): every value comes back equal, and
//! bad input is an error rather than a broken value.
#![cfg(feature = "serde")]

use boardkit_geometry::{Direction, File, Grid, Offset, Rank, Square};
use proptest::prelude::*;

fn round_trip<T>(value: &T) -> Result<T, serde_json::Error>
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value)?)
}

#[test]
fn squares_are_names() -> Result<(), serde_json::Error> {
    let j10: Square = serde_json::from_str("\"j10\"")?;
    assert_eq!(serde_json::to_string(&j10)?, "\"j10\"");
    for bad in ["\"q1\"", "\"a0\"", "\"a17\"", "\"\"", "7", "null", "[\"a1\"]"] {
        assert!(serde_json::from_str::<Square>(bad).is_err(), "{bad}");
    }
    Ok(())
}

#[test]
fn grids_are_validated() -> Result<(), serde_json::Error> {
    let grid: Grid = serde_json::from_str(r#"{"width":10,"height":10}"#)?;
    assert_eq!(grid, Grid::new(10, 10).unwrap_or(Grid::CHESS));
    assert_eq!(serde_json::to_string(&grid)?, r#"{"width":10,"height":10}"#);
    for bad in
        [r#"{"width":0,"height":10}"#, r#"{"width":17,"height":1}"#, r#"{"width":300,"height":1}"#, r#"{"width":8}"#]
    {
        assert!(serde_json::from_str::<Grid>(bad).is_err(), "{bad}");
    }
    Ok(())
}

#[test]
fn files_ranks_directions_and_offsets_round_trip() -> Result<(), serde_json::Error> {
    for index in 0..16 {
        let file = File::new(index).unwrap_or(File::ALL[0]);
        let rank = Rank::new(index).unwrap_or(Rank::ALL[0]);
        assert_eq!(round_trip(&file)?, file);
        assert_eq!(round_trip(&rank)?, rank);
    }
    assert!(serde_json::from_str::<File>("16").is_err());
    assert!(serde_json::from_str::<Rank>("16").is_err());
    for direction in Direction::ALL {
        assert_eq!(round_trip(&direction)?, direction);
    }
    let offset = Offset::new(-1, 2);
    assert_eq!(round_trip(&offset)?, offset);
    Ok(())
}

proptest! {
    #[test]
    fn every_square_round_trips(indices in proptest::collection::vec(any::<u8>(), 0..30)) {
        let squares: Vec<Square> = indices.into_iter().map(Square::from_index).collect();
        for square in &squares {
            prop_assert_eq!(round_trip(square).ok(), Some(*square));
        }
    }

    #[test]
    fn random_json_never_panics(text in any::<String>()) {
        let _ = serde_json::from_str::<Square>(&text);
        let _ = serde_json::from_str::<Grid>(&text);
    }

    #[test]
    fn grid_json_accepts_exactly_the_valid_sizes(width in any::<u8>(), height in any::<u8>()) {
        let text = format!(r#"{{"width":{width},"height":{height}}}"#);
        let parsed = serde_json::from_str::<Grid>(&text).ok();
        prop_assert_eq!(parsed, Grid::new(width, height).ok());
    }
}
