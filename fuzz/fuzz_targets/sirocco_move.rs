//! Fuzz target `sirocco_move`: see `boardkit_fuzz::checks::sirocco_move`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::sirocco_move(data));
