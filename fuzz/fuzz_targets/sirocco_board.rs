//! Fuzz target `sirocco_board`: see `boardkit_fuzz::checks::sirocco_board`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::sirocco_board(data));
