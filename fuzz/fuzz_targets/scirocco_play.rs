//! Fuzz target `scirocco_play`: see `boardkit_fuzz::checks::scirocco_play`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::scirocco_play(data));
