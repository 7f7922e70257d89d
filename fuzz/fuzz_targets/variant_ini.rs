//! Fuzz target `variant_ini`: see `boardkit_fuzz::checks::variant_ini`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::variant_ini(data));
