//! The rules of towers for boardkit.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
