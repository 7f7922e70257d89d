//! Fuzz target `variant_fen`: see `boardkit_fuzz::checks::variant_fen`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::variant_fen(data));
