//! The API's errors: each maps to one HTTP status and answers
//! `{"error": "<why>"}`.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// Why a request was not carried out. Nothing changed in any game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ApiError {
    /// Malformed JSON, an unknown field, a bad option: `400`.
    #[error("{0}")]
    BadRequest(String),
    /// No game with this id (never created, or evicted): `404`.
    #[error("no game with id {0:?} (unknown, or evicted as least recently used)")]
    NotFound(String),
    /// The body is over the limit: `413`.
    #[error("the request body is over {0} bytes")]
    TooLarge(usize),
    /// The game changed while the computer was thinking: `409`.
    #[error("the game changed while the computer was thinking; ask again")]
    Conflict,
    /// A move or action the rules refuse now: `422`.
    #[error("{0}")]
    Refused(String),
    /// The computer did not answer in its time: `503`.
    #[error("the computer did not answer within {0} seconds")]
    Slow(u64),
    /// A failure inside the server: `500`.
    #[error("internal error: {0}")]
    Internal(String),
}

impl ApiError {
    /// The HTTP status of this error.
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Conflict => StatusCode::CONFLICT,
            ApiError::Refused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Slow(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status(), Json(serde_json::json!({ "error": self.to_string() }))).into_response()
    }
}
