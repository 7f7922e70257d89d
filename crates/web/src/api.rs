//! The JSON API under `/api` (documented in docs/web.md).

use std::sync::Arc;

use axum::extract::{FromRequest, Path, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::{Json, body::Bytes};
use boardkit::core::RandomSource;
use boardkit::core::record;
use boardkit::core::text::cut;
use boardkit::scirocco::Scirocco;
use boardkit::sirocco::Sirocco;
use boardkit::towers::Towers;
use boardkit::variant::VariantGame;
use boardkit_players::Strength;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::error::ApiError;
use crate::games::{NewGame, VariantInfo, VariantsFile, WebGame};
use crate::session::{Job, PositionView, Session, Table, View};

/// What a JSON body is for: its size limit (the route's `DefaultBodyLimit`
/// in [`routes`](crate::routes) is the same) and its name in a `413` message.
pub trait BodyKind {
    /// The most bytes read.
    const LIMIT: usize;
    /// What the request is for, as the `413` message says it (`a move`).
    const WHAT: &'static str;
}

/// A JSON body read by serde with every failure a `400` (axum's own `Json`
/// answers `422` for unknown fields) and an over-long body a `413` that
/// says its size and the limit.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + BodyKind> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<JsonBody<T>, ApiError> {
        let size = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok())
            .and_then(|text| text.parse::<u64>().ok());
        let bytes = Bytes::from_request(request, state).await.map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::TooLarge { limit: T::LIMIT, size, what: T::WHAT }
            } else {
                ApiError::BadRequest(format!("could not read the body: {rejection}"))
            }
        })?;
        serde_json::from_slice(&bytes)
            .map(JsonBody)
            .map_err(|error| ApiError::BadRequest(format!("malformed JSON body: {error}")))
    }
}

/// `POST /api/games`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// `scirocco`, `sirocco`, `towers` or `variant` (may be left out with a `record`).
    pub game: Option<String>,
    /// A game record to continue (its start, moves and tags).
    pub record: Option<String>,
    /// A state text to start from (default: the start position).
    pub position: Option<String>,
    /// Sirocco: 2–4 players (default 4).
    pub players: Option<u8>,
    /// The seats or sides the computer plays.
    pub computer: Option<Vec<String>>,
    /// `quick`, `standard` (default) or `strong`.
    pub strength: Option<String>,
    /// Scirocco: the start array, 0–511.
    pub array: Option<u16>,
    /// Towers: the board width.
    pub width: Option<u8>,
    /// Towers: the board height.
    pub height: Option<u8>,
    /// Towers: balls per piece.
    pub balls: Option<u8>,
    /// Variant: its name (default `chess`), a bundled one or a section of `variants`.
    pub variant: Option<String>,
    /// Variant: a variants.ini text whose sections the game may play (kept
    /// with this game only).
    pub variants: Option<String>,
}

impl BodyKind for NewGameRequest {
    const LIMIT: usize = crate::RECORD_LIMIT;
    const WHAT: &'static str = "a new game or a record";
}

/// `POST /api/games/{id}/moves`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The move's text.
    #[serde(rename = "move")]
    pub text: String,
}

impl BodyKind for MoveRequest {
    const LIMIT: usize = crate::BODY_LIMIT;
    const WHAT: &'static str = "a move";
}

/// One game the playground serves: its names and how a table of it is made.
#[derive(Clone, Copy)]
pub struct Served {
    /// The name in the API (`scirocco`).
    pub name: &'static str,
    /// The name in records' `Game` tag (`Scirocco`).
    pub record_name: &'static str,
    /// The board options of a new game it reads.
    pub options: &'static [&'static str],
    table: MakeTable,
}

/// How a served game makes a table from a request, its options and a die seed.
type MakeTable = fn(&NewGameRequest, &NewGame, u64) -> Result<Box<dyn Table>, ApiError>;

impl Served {
    /// The entry of `G`.
    pub fn of<G: WebGame>() -> Served
    where
        G::Move: Send + Sync,
        G::Player: Send + Sync,
    {
        Served { name: G::API_NAME, record_name: G::NAME, options: G::OPTIONS, table: table::<G> }
    }
}

/// The games the playground serves, in the order the messages list them:
/// one line per game.
pub fn served() -> [Served; 4] {
    [Served::of::<Scirocco>(), Served::of::<Sirocco>(), Served::of::<Towers>(), Served::of::<VariantGame>()]
}

/// The served games' API names, for messages: `scirocco, sirocco or towers`.
fn names(games: &[Served]) -> String {
    let names: Vec<&str> = games.iter().map(|game| game.name).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

fn table<G: WebGame>(request: &NewGameRequest, options: &NewGame, seed: u64) -> Result<Box<dyn Table>, ApiError>
where
    G::Move: Send + Sync,
    G::Player: Send + Sync,
{
    let strength = match &request.strength {
        None => Strength::default(),
        Some(text) => text
            .parse::<Strength>()
            .map_err(|_| ApiError::BadRequest(format!("strength {text:?} is not one of quick, standard, strong")))?,
    };
    let computer = request.computer.clone().unwrap_or_default();
    if let Some(text) = &request.record {
        let read = record::read_one::<G>(text)
            .map_err(|error| ApiError::BadRequest(format!("the record does not read: {error}")))?;
        return Ok(Box::new(Session::from_record(read, &computer, strength, seed)?));
    }
    let start = crate::games::start::<G>(options, request.position.as_deref()).map_err(ApiError::BadRequest)?;
    Ok(Box::new(Session::new(start, &computer, strength, seed)?))
}

/// The game a record is of, from its `Game` tag.
fn record_game(games: &[Served], text: &str) -> Result<Served, ApiError> {
    let (name, _, _) = record::game_name(text.as_bytes())
        .map_err(|error| ApiError::BadRequest(format!("the record does not read: {error}")))?;
    games.iter().copied().find(|game| game.record_name == name).ok_or_else(|| {
        ApiError::BadRequest(format!("the record is of `{}`: not a game of {}", cut(&name), names(games)))
    })
}

/// `POST /api/games`: a new game, `201` and its view.
pub async fn create(
    State(app): State<Arc<App>>,
    JsonBody(request): JsonBody<NewGameRequest>,
) -> Result<Response, ApiError> {
    let games = served();
    let options = NewGame {
        array: request.array,
        players: request.players,
        width: request.width,
        height: request.height,
        balls: request.balls,
        variant: request.variant.clone(),
        variants: request.variants.clone(),
    };
    let game = match (&request.record, request.game.as_deref()) {
        (Some(text), named) => {
            let recorded = record_game(&games, text)?;
            if named.is_some_and(|named| named != recorded.name) {
                return Err(ApiError::BadRequest(format!(
                    "the record is a {} game, not {:?}",
                    recorded.name,
                    named.unwrap_or("")
                )));
            }
            if request.position.is_some() || !options.given().is_empty() {
                return Err(ApiError::BadRequest(
                    "a record carries its own start: give no position, players, array, width, height, balls, variant or variants with it"
                        .into(),
                ));
            }
            recorded
        }
        (None, Some(named)) => games
            .iter()
            .copied()
            .find(|game| game.name == named)
            .ok_or_else(|| ApiError::BadRequest(format!("unknown game `{}`: {}", cut(named), names(&games))))?,
        (None, None) => return Err(ApiError::BadRequest("say which game: \"game\" (or give a \"record\")".into())),
    };
    if let Some(option) = options.given().into_iter().find(|option| !game.options.contains(option)) {
        let owners: Vec<&str> =
            games.iter().filter(|other| other.options.contains(&option)).map(|other| other.name).collect();
        return Err(ApiError::BadRequest(format!(
            "{option:?} is an option of {}, not of {}",
            owners.join(" and "),
            game.name
        )));
    }
    let (id, seed) = app.new_id();
    let table = (game.table)(&request, &options, seed)?;
    let view = table.view(&id);
    app.lock().insert(id, table);
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// `GET /api/games`: the games served and the bundled variants.
#[derive(Debug, Serialize)]
pub struct GamesList {
    /// The games' API names, as `POST /api/games` takes them.
    pub games: Vec<&'static str>,
    /// The bundled variants, as `variant` takes them.
    pub variants: Vec<VariantInfo>,
}

/// `GET /api/games`.
pub async fn list() -> Json<GamesList> {
    Json(GamesList {
        games: served().iter().map(|game| game.name).collect(),
        variants: crate::games::bundled_variants(),
    })
}

/// `POST /api/variants`: a variants.ini text to look at before playing it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantsRequest {
    /// The text.
    pub variants: String,
}

impl BodyKind for VariantsRequest {
    const LIMIT: usize = crate::RECORD_LIMIT;
    const WHAT: &'static str = "a variants file";
}

/// `POST /api/variants`: the sections of a user's variants.ini text that
/// can be played, and the others with their reasons. Nothing is kept: a
/// new game brings the text again.
pub async fn variants(JsonBody(request): JsonBody<VariantsRequest>) -> Result<Json<VariantsFile>, ApiError> {
    let text = request.variants;
    // Compiling a large file takes a while: off the async threads.
    let read = tokio::task::spawn_blocking(move || crate::games::user_variants(&text))
        .await
        .map_err(|error| ApiError::Internal(format!("reading the variants file failed: {error}")))?;
    read.map(Json).map_err(ApiError::BadRequest)
}

/// `GET /api/games/{id}`.
pub async fn show(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Json<View>, ApiError> {
    let mut store = app.lock();
    Ok(Json(store.get_mut(&id)?.view(&id)))
}

/// `POST /api/games/{id}/moves`.
pub async fn play(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<MoveRequest>,
) -> Result<Json<View>, ApiError> {
    let mut store = app.lock();
    let table = store.get_mut(&id)?;
    table.play_text(&request.text)?;
    Ok(Json(table.view(&id)))
}

/// `POST /api/games/{id}/undo`.
pub async fn undo(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Json<View>, ApiError> {
    let mut store = app.lock();
    let table = store.get_mut(&id)?;
    table.undo()?;
    Ok(Json(table.view(&id)))
}

/// `GET /api/games/{id}/positions/{ply}`: the position after `ply` moves.
pub async fn position(
    State(app): State<Arc<App>>,
    Path((id, ply)): Path<(String, String)>,
) -> Result<Json<PositionView>, ApiError> {
    let shown: String = ply.chars().take(20).collect();
    let ply: usize = ply.parse().map_err(|_| ApiError::BadRequest(format!("{shown:?} is not a number of moves")))?;
    let mut store = app.lock();
    Ok(Json(store.get_mut(&id)?.position(ply)?))
}

/// `GET /api/games/{id}/record`: the record as a text file.
pub async fn record(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let mut store = app.lock();
    let table = store.get_mut(&id)?;
    let text = table.record();
    let game = table.view(&id).game;
    let disposition = format!("attachment; filename=\"{game}-{id}.txt\"");
    Ok((
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, disposition)],
        text,
    )
        .into_response())
}

/// `POST /api/games/{id}/computer`: the computer plays the side to move
/// (thinking on the blocking pool, a bounded number at a time), or throws
/// the die at a chance turn.
pub async fn computer(State(app): State<Arc<App>>, Path(id): Path<String>) -> Result<Json<View>, ApiError> {
    let job = app.lock().get_mut(&id)?.computer_job(&id)?;
    let (version, search) = match job {
        Job::Done(view) => return Ok(Json(*view)),
        Job::Think { version, search } => (version, search),
    };
    let permit = Arc::clone(&app.thinkers)
        .acquire_owned()
        .await
        .map_err(|_| ApiError::Internal("the thinking pool is closed".into()))?;
    // The permit lives as long as the search, even one that outlives its time.
    let handle = tokio::task::spawn_blocking(move || {
        let choice = search();
        drop(permit);
        choice
    });
    let limit = app.config.think_limit;
    let choice = match tokio::time::timeout(limit, handle).await {
        Err(_) => return Err(ApiError::Slow(limit.as_secs())),
        Ok(Err(error)) => return Err(ApiError::Internal(format!("the computer's search failed: {error}"))),
        Ok(Ok(None)) => return Err(ApiError::Internal("the computer found no move".into())),
        Ok(Ok(Some(choice))) => choice,
    };
    let mut store = app.lock();
    let table = store.get_mut(&id)?;
    if table.version() != version {
        return Err(ApiError::Conflict);
    }
    table.play_text(&choice)?;
    Ok(Json(table.view(&id)))
}

/// Unknown paths under `/api`: `404` in JSON.
pub async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, Json(serde_json::json!({ "error": "no such API path" }))).into_response()
}

/// A fresh id and die seed from the app's generator.
pub(crate) fn fresh(rng: &mut impl RandomSource) -> (String, u64) {
    (format!("{:016x}", rng.next_u64()), rng.next_u64())
}
