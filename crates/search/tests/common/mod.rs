//! Shared helpers of the search crate's tests: a plain reference search and
//! a small game with chance.

#![allow(dead_code, unreachable_pub)]

pub mod material;
pub mod positions;
pub mod reference;
pub mod toy;
