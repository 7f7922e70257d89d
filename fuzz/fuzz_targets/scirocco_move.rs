//! Fuzz target `scirocco_move`: see `boardkit_fuzz::checks::scirocco_move`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::scirocco_move(data));
