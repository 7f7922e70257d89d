//! The rules of sirocco for boardkit.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
