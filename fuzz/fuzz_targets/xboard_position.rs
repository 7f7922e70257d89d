//! Fuzz target `xboard_position`: see `boardkit_fuzz::xboard_checks::position`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::xboard_checks::position(data));
