//! Fuzz target `xboard_move`: see `boardkit_fuzz::xboard_checks::moves`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::xboard_checks::moves(data));
