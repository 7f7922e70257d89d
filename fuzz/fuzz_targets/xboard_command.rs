//! Fuzz target `xboard_command`: see `boardkit_fuzz::xboard_checks::command`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::xboard_checks::command(data));
