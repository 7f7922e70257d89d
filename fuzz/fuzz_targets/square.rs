//! Fuzz target `square`: see `boardkit_fuzz::checks::square`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::square(data));
