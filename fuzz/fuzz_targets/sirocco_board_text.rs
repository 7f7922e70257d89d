//! Fuzz target `sirocco_board_text`: see `boardkit_fuzz::checks::sirocco_board_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardkit_fuzz::checks::sirocco_board_text(data));
