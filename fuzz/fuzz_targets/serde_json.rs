//! Fuzz target `serde_json`: see `boardkit_fuzz::checks::serde_json_values`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::serde_json_values(data));
