//! Fuzz target `scirocco_text`: see `boardkit_fuzz::checks::scirocco_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::scirocco_text(data));
