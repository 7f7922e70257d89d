//! The fuzz checks of boardkit, for the cargo-fuzz targets in `fuzz_targets/`.
//!
//! The checks themselves are in `checks.rs`, which the workspace's stable
//! smoke test (`tests/fuzz_smoke.rs`) includes too, and, for the XBoard
//! bridge, in `xboard_checks.rs`, which the bridge's smoke test
//! (`crates/xboard/tests/fuzz_smoke.rs`) includes.
#![forbid(unsafe_code)]

pub mod checks;
pub mod xboard_checks;
