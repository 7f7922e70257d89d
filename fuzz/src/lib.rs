//! The fuzz checks of boardkit, for the cargo-fuzz targets in `fuzz_targets/`.
//!
//! The checks themselves are in `checks.rs`, which the workspace's stable
//! smoke test (`tests/fuzz_smoke.rs`) includes too.
#![forbid(unsafe_code)]

pub mod checks;
