//! The Betza / XBetza piece-movement notation.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
