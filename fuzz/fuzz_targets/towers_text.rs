//! Fuzz target `towers_text`: see `boardkit_fuzz::checks::towers_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::towers_text(data));
