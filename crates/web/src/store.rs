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
