//! Fuzz target `towers_play`: see `boardkit_fuzz::checks::towers_play`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::towers_play(data));
