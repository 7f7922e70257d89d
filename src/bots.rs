//! Computer players over the [`Game`](crate::core::Game) trait.
