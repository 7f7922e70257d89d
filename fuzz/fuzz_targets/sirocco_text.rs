//! Fuzz target `sirocco_text`: see `boardkit_fuzz::checks::sirocco_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::sirocco_text(data));
