//! Fuzz target `variant_move`: see `boardkit_fuzz::checks::variant_move`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::variant_move(data));
