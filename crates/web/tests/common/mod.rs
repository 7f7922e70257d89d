//! A server on an ephemeral loopback port and a small HTTP/1.1 client for
//! the API tests (one connection per request, `Connection: close`).

#![allow(dead_code, unreachable_pub)] // each test file uses part of it

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use boardkit_web::{App, Config};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    /// The application state the server runs on.
    pub app: Arc<App>,
}

/// Starts the playground (plus `extra` routes, behind the same protective layers).
pub async fn start_with(config: Config, extra: Router<Arc<App>>) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("an ephemeral loopback port");
    let addr = listener.local_addr().expect("the listener's address");
    let app = Arc::new(App::new(config));
    let router =
        boardkit_web::protect(boardkit_web::routes(Arc::clone(&app)).merge(extra.with_state(Arc::clone(&app))));
    tokio::spawn(async move { axum::serve(listener, router).await });
    Server { addr, app }
}

/// Starts the playground with the default configuration.
pub async fn start() -> Server {
    start_with(Config::default(), Router::new()).await
}

/// An answer.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub content_type: String,
    pub body: String,
}

impl Reply {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.body))
    }
}

impl Server {
    /// Sends `method path` with a raw body (and `Content-Type: application/json` when there is one).
    pub async fn raw(&self, method: &str, path: &str, body: &[u8]) -> Reply {
        let mut stream = TcpStream::connect(self.addr).await.expect("connect to the test server");
        let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n", self.addr);
        if !body.is_empty() {
            head.push_str(&format!("Content-Type: application/json\r\nContent-Length: {}\r\n", body.len()));
        } else if method == "POST" {
            head.push_str("Content-Length: 0\r\n");
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes()).await.expect("send the request head");
        // A server may answer (413) before reading a long body: a failed write is not the test's concern.
        let _ = stream.write_all(body).await;
        let mut bytes = Vec::new();
        stream.read_to_end(&mut bytes).await.expect("read the answer");
        parse(&bytes)
    }

    /// GET.
    pub async fn get(&self, path: &str) -> Reply {
        self.raw("GET", path, b"").await
    }

    /// POST a JSON value.
    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.raw("POST", path, body.to_string().as_bytes()).await
    }

    /// POST without a body.
    pub async fn post_empty(&self, path: &str) -> Reply {
        self.raw("POST", path, b"").await
    }

    /// Creates a game, asserting `201`; gives its view.
    pub async fn create(&self, request: Value) -> Value {
        let reply = self.post("/api/games", &request).await;
        assert_eq!(reply.status, 201, "creating {request}: {}", reply.body);
        reply.json()
    }
}

fn parse(bytes: &[u8]) -> Reply {
    let text = String::from_utf8_lossy(bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status line in {head:?}"));
    let mut content_type = String::new();
    let mut chunked = false;
    for line in lines {
        let Some((name, value)) = line.split_once(':') else { continue };
        match name.trim().to_ascii_lowercase().as_str() {
            "content-type" => content_type = value.trim().to_string(),
            "transfer-encoding" => chunked = value.trim().eq_ignore_ascii_case("chunked"),
            _ => {}
        }
    }
    let body = if chunked { dechunk(body) } else { body.to_string() };
    Reply { status, content_type, body }
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else { break };
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after[size..].strip_prefix("\r\n").unwrap_or(&after[size..]);
    }
    out
}
