//! The boardkit browser playground: a local web server where a person plays
//! Scirocco, Sirocco, Towers and chess-family variants (bundled, or a
//! section of the user's own variants.ini) with the mouse against the
//! computer (or another person at the same screen), and the JSON API the
//! page uses.
//!
//! The page, its script and style are plain files built into the binary
//! (no build step, no CDN: it works offline). The rules pages are rendered
//! from each game crate's documentation (the complete rules) followed by
//! the game's guide from the repository's docs. The API is documented in
//! `docs/web.md`.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! println!("listening on http://{}", listener.local_addr()?);
//! boardkit_web::serve(listener, boardkit_web::Config::default()).await
//! # }
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod api;
pub mod error;
pub mod games;
mod pages;
pub mod session;
pub mod store;

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use boardkit::core::SplitMix64;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower_http::catch_panic::CatchPanicLayer;

use crate::store::Store;

/// The largest request body accepted, in bytes (64 KiB), except when a
/// game is created: larger ones get `413`.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The largest body of `POST /api/games`, in bytes (4 MiB): it may carry a
/// whole game record, and a record of the longest game the playground
/// holds ([`session::MAX_PLIES`] moves) with its tags is far smaller.
pub const RECORD_LIMIT: usize = 4 * 1024 * 1024;

/// How the server runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The most live games; past it the least recently used is evicted (default 1000).
    pub max_games: usize,
    /// How many computer searches run at once (default: the machine's cores).
    pub think_slots: usize,
    /// How long a computer move may take before the request answers `503`
    /// (default 20 s: every strength answers far sooner, see `Strength`).
    pub think_limit: Duration,
}

impl Default for Config {
    fn default() -> Config {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Config { max_games: 1000, think_slots: cores, think_limit: Duration::from_secs(20) }
    }
}

/// The server's shared state.
pub struct App {
    store: Mutex<Store>,
    thinkers: Arc<Semaphore>,
    ids: Mutex<SplitMix64>,
    config: Config,
}

impl App {
    /// The state for `config`.
    pub fn new(config: Config) -> App {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |time| time.as_nanos() as u64);
        App {
            store: Mutex::new(Store::new(config.max_games)),
            thinkers: Arc::new(Semaphore::new(config.think_slots.max(1))),
            ids: Mutex::new(SplitMix64::new(nanos ^ u64::from(std::process::id()))),
            config,
        }
    }

    /// The live games. A handler that panicked while holding the lock left
    /// the games as they were (every change is made on a copy, then stored),
    /// so a poisoned lock is taken over rather than failing every request.
    pub(crate) fn lock(&self) -> MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// How many games are live.
    pub fn live_games(&self) -> usize {
        self.lock().len()
    }

    fn new_id(&self) -> (String, u64) {
        let mut ids = self.ids.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        api::fresh(&mut *ids)
    }
}

/// The routes (page, rules pages, API) without the protective layers: add
/// routes of your own, then [`protect`] the whole.
pub fn routes(app: Arc<App>) -> Router {
    let api = Router::new()
        // A record can be long: this route's own limit replaces the general one.
        .route("/games", post(api::create).layer(DefaultBodyLimit::max(RECORD_LIMIT)).get(api::list))
        .route("/variants", post(api::variants).layer(DefaultBodyLimit::max(RECORD_LIMIT)))
        .route("/games/{id}", get(api::show))
        .route("/games/{id}/moves", post(api::play))
        .route("/games/{id}/computer", post(api::computer))
        .route("/games/{id}/undo", post(api::undo))
        .route("/games/{id}/record", get(api::record))
        .route("/games/{id}/positions/{ply}", get(api::position))
        .fallback(api::not_found);
    Router::new().nest("/api", api).merge(pages::routes()).with_state(app)
}

/// The layers every request goes through: the 64 KiB body limit (4 MiB
/// where a game is created, see [`RECORD_LIMIT`]), and a
/// panic in a handler answered as `500` (the server keeps serving).
pub fn protect(router: Router) -> Router {
    router.layer(DefaultBodyLimit::max(BODY_LIMIT)).layer(CatchPanicLayer::custom(panic_response))
}

fn panic_response(_panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let body = serde_json::json!({ "error": "internal error: the request failed inside the server" }).to_string();
    (StatusCode::INTERNAL_SERVER_ERROR, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// The whole playground for `config`.
pub fn router(config: Config) -> Router {
    protect(routes(Arc::new(App::new(config))))
}

/// Serves the playground on `listener` until the process ends.
///
/// # Errors
///
/// The I/O error that stopped the server.
pub async fn serve(listener: TcpListener, config: Config) -> std::io::Result<()> {
    axum::serve(listener, router(config)).await
}
