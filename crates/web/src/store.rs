//! The live games, bounded: past the limit the least recently used game is
//! evicted, so the server's memory stays bounded however many games are made.

use std::collections::HashMap;

use crate::error::ApiError;
use crate::session::Table;

struct Entry {
    table: Box<dyn Table>,
    /// When the game was last touched (the store's clock).
    used: u64,
}

/// The live games by id.
pub struct Store {
    games: HashMap<String, Entry>,
    limit: usize,
    /// Counts every access: the least recently used game has the smallest `used`.
    clock: u64,
}

impl Store {
    /// An empty store that keeps at most `limit` games (at least 1).
    pub fn new(limit: usize) -> Store {
        Store { games: HashMap::new(), limit: limit.max(1), clock: 0 }
    }

    /// How many games are live.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether no game is live.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Adds a game under `id`, evicting the least recently used games past the limit.
    pub fn insert(&mut self, id: String, table: Box<dyn Table>) {
        while self.games.len() >= self.limit {
            // A linear scan: the limit is a few thousand at most, and inserts are rare next to moves.
            let Some(oldest) = self.games.iter().min_by_key(|(_, entry)| entry.used).map(|(id, _)| id.clone()) else {
                break;
            };
            self.games.remove(&oldest);
        }
        self.clock += 1;
        self.games.insert(id, Entry { table, used: self.clock });
    }

    /// The game `id`, marked as just used.
    ///
    /// # Errors
    ///
    /// [`ApiError::NotFound`] when there is none.
    pub fn get_mut(&mut self, id: &str) -> Result<&mut dyn Table, ApiError> {
        self.clock += 1;
        let clock = self.clock;
        match self.games.get_mut(id) {
            Some(entry) => {
                entry.used = clock;
                Ok(entry.table.as_mut())
            }
            None => Err(ApiError::NotFound(id.chars().take(40).collect())),
        }
    }
}

#[cfg(test)]
mod tests {
    use boardkit::core::Session as GameSession;
    use boardkit::towers::Towers;
    use boardkit_players::Strength;

    use super::*;
    use crate::session::Session;

    fn game() -> Box<dyn Table> {
        Box::new(Session::new(GameSession::new(Towers::startpos()), &[], Strength::Quick, 0).expect("a session"))
    }

    #[test]
    fn the_least_recently_used_game_is_evicted_first() {
        let mut store = Store::new(2);
        assert!(store.is_empty());
        assert_eq!(store.len(), 0);
        store.insert("a".into(), game());
        store.insert("b".into(), game());
        assert_eq!((store.len(), store.is_empty()), (2, false));
        // Using a makes b the oldest: c evicts b.
        store.get_mut("a").expect("a is live");
        store.insert("c".into(), game());
        assert_eq!(store.len(), 2);
        assert!(matches!(store.get_mut("b"), Err(ApiError::NotFound(_))));
        assert!(store.get_mut("a").is_ok() && store.get_mut("c").is_ok());
        // Now a is older than c: d evicts a.
        store.get_mut("c").expect("c is live");
        store.insert("d".into(), game());
        assert!(matches!(store.get_mut("a"), Err(ApiError::NotFound(_))));
        assert!(store.get_mut("c").is_ok() && store.get_mut("d").is_ok());
    }

    /// A game just created counts as used after every game used before it
    /// (in fresh stores: a tie would be broken by each map's own order).
    #[test]
    fn a_new_game_is_newer_than_the_last_one_used() {
        for _ in 0..32 {
            let mut store = Store::new(2);
            store.insert("a".into(), game());
            store.insert("b".into(), game());
            store.get_mut("a").expect("a is live");
            store.insert("c".into(), game());
            store.insert("d".into(), game());
            assert!(matches!(store.get_mut("a"), Err(ApiError::NotFound(_))), "a was used before c was created");
            assert!(store.get_mut("c").is_ok());
        }
    }
}
