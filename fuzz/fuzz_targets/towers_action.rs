//! Fuzz target `towers_action`: see `boardkit_fuzz::checks::towers_action`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::towers_action(data));
