//! Fuzz target `xboard_replay`: see `boardkit_fuzz::xboard_checks::replay_pgn`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::xboard_checks::replay_pgn(data));
