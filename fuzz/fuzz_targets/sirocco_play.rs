//! Fuzz target `sirocco_play`: see `boardkit_fuzz::checks::sirocco_play`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::sirocco_play(data));
