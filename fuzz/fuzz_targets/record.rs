//! Fuzz target `record`: see `boardkit_fuzz::checks::record`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::record(data));
