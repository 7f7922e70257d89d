//! Fuzz target `betza`: see `boardkit_fuzz::checks::betza`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::betza(data));
