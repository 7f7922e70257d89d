//! The rules of scirocco for boardkit.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
