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
    /// The game has no position after that many moves: `404`.
    #[error("the game has no position after move {ply}: it has {plies} moves")]
    NoSuchPly {
        /// The ply asked for.
        ply: usize,
        /// The moves the game has.
        plies: usize,
    },
    /// The body is over the limit: `413`.
    #[error("{}", too_large(*limit, *size, what))]
    TooLarge {
        /// The most bytes read for this request.
        limit: usize,
        /// The body's size, when the request said it (`Content-Length`).
        size: Option<u64>,
        /// What the request was for (`a move`), for the message.
        what: &'static str,
    },
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

/// `bytes` as people read a file's size: `64 KB`, `4 MB`, `5.3 MB`
/// (powers of 1024, as file managers count).
pub(crate) fn size_text(bytes: u64) -> String {
    const KB: u64 = 1024;
    const MB: u64 = 1024 * KB;
    if bytes >= MB {
        let tenths = (bytes * 10).div_ceil(MB);
        if tenths.is_multiple_of(10) {
            format!("{} MB", tenths / 10)
        } else {
            format!("{}.{} MB", tenths / 10, tenths % 10)
        }
    } else if bytes >= KB {
        format!("{} KB", bytes.div_ceil(KB))
    } else {
        format!("{bytes} bytes")
    }
}

/// The message of [`ApiError::TooLarge`]: the size if known, and the limit,
/// in words a person uploading a file understands.
fn too_large(limit: usize, size: Option<u64>, what: &str) -> String {
    let limit = size_text(limit as u64);
    match size {
        Some(size) => format!("the request is {}: the playground reads at most {limit} for {what}", size_text(size)),
        None => format!("the request is over {limit}, the most the playground reads for {what}"),
    }
}

impl ApiError {
    /// The HTTP status of this error.
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::NotFound(_) | ApiError::NoSuchPly { .. } => StatusCode::NOT_FOUND,
            ApiError::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_a_file_manager_shows_them() {
        assert_eq!(size_text(0), "0 bytes");
        assert_eq!(size_text(1023), "1023 bytes");
        assert_eq!(size_text(1024), "1 KB");
        assert_eq!(size_text(64 * 1024 + 1), "65 KB");
        assert_eq!(size_text(4 * 1024 * 1024), "4 MB");
        // Rounded up, so that a size just over a limit never reads as the limit.
        assert_eq!(size_text(4 * 1024 * 1024 + 1), "4.1 MB");
        assert_eq!(size_text(5_557_452), "5.3 MB");
    }

    #[test]
    fn a_body_over_the_limit_says_its_size_and_the_limit() {
        let known = ApiError::TooLarge { limit: 4 << 20, size: Some(5 << 20), what: "a new game or a record" };
        assert_eq!(
            known.to_string(),
            "the request is 5 MB: the playground reads at most 4 MB for a new game or a record"
        );
        assert_eq!(known.status(), StatusCode::PAYLOAD_TOO_LARGE);
        let unknown = ApiError::TooLarge { limit: 64 << 10, size: None, what: "a move" };
        assert_eq!(unknown.to_string(), "the request is over 64 KB, the most the playground reads for a move");
    }
}
