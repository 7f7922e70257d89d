//! The committed Scirocco piece values are the Texel fit's: the `#[ignore]`d
//! test replays the self-play games of `fit::SETTINGS` and fits again
//! (minutes in release):
//!
//! ```text
//! cargo test -p boardkit-players --release --test texel -- --ignored
//! ```

#![cfg(feature = "scirocco")]

mod fit;

use boardkit_players::scirocco::PIECE_VALUES;

#[test]
#[ignore = "self-play games and a fit: minutes in release"]
fn the_piece_values_are_the_fitted_ones() {
    let samples = fit::samples(fit::SETTINGS);
    let found = fit::fit(&samples);
    assert!(found.positions > 10_000, "{} positions", found.positions);
    assert!(found.loss_after < found.loss_before, "{found:?}");
    assert!(found.scale > 0.0, "results rise with the evaluation: {found:?}");
    assert_eq!(PIECE_VALUES, found.values, "{found:?}");
}
