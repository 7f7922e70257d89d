//! Fuzz target `variant_play`: see `boardkit_fuzz::checks::variant_play`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::variant_play(data));
