//! Fuzz target `towers_config`: see `boardkit_fuzz::checks::towers_config`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::towers_config(data));
