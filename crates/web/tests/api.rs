//! The JSON API on an ephemeral loopback port: whole games of each game,
//! every error status, refused moves that change nothing, eviction, and
//! many concurrent requests.

mod common;

use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use boardkit_web::{App, Config};
use serde_json::{Value, json};

use common::{Server, start, start_with};

/// A small seeded generator, so the "human" moves are the same on every run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn strings(value: &Value) -> Vec<String> {
    value.as_array().map(|list| list.iter().filter_map(|v| v.as_str().map(String::from)).collect()).unwrap_or_default()
}

/// Plays `game` to its end: the computer's seats through `/computer`, the
/// others with seeded random legal moves through `/moves`. Gives the last view.
async fn play_out(server: &Server, mut view: Value, max_plies: usize, seed: u64) -> Value {
    let mut dice = Dice(seed);
    let id = view["id"].as_str().expect("an id").to_string();
    for ply in 0..max_plies {
        if !view["outcome"].is_null() {
            assert_eq!(view["turn"], "over");
            assert!(strings(&view["legal_moves"]).is_empty(), "no moves after the end");
            return view;
        }
        let history = view["history"].as_array().map_or(0, Vec::len);
        let turn = view["turn"].as_str().expect("a turn").to_string();
        let computer = view["players"]
            .as_array()
            .expect("players")
            .iter()
            .any(|seat| seat["computer"] == true && seat["name"] == view["to_move"]);
        let reply = if turn == "chance" || computer {
            server.post_empty(&format!("/api/games/{id}/computer")).await
        } else {
            let legal = strings(&view["legal_moves"]);
            assert!(!legal.is_empty(), "a player to move has a legal move (ply {ply})");
            let choice = &legal[dice.below(legal.len())];
            server.post(&format!("/api/games/{id}/moves"), &json!({ "move": choice })).await
        };
        assert_eq!(reply.status, 200, "ply {ply}: {}", reply.body);
        view = reply.json();
        assert_eq!(view["history"].as_array().map_or(0, Vec::len), history + 1, "one move a request");
        let sorted = strings(&view["legal_moves"]);
        let mut again = sorted.clone();
        again.sort();
        assert_eq!(sorted, again, "legal moves are sorted");
        assert_eq!(view["moves"].as_array().map_or(0, Vec::len), sorted.len(), "one mouse move per legal move");
    }
    panic!("no end after {max_plies} plies: {}", view["state"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn towers_computer_against_computer_to_the_end() {
    let server = start().await;
    let view = server.create(json!({"game": "towers", "computer": ["White", "Brown"], "strength": "quick"})).await;
    assert_eq!(view["game"], "towers");
    assert_eq!(view["turn"], "White");
    let end = play_out(&server, view, 1_000, 1).await;
    let outcome = &end["outcome"];
    assert!(outcome["text"].as_str().is_some_and(|text| !text.is_empty()));
    assert!(outcome["reason"].as_str().is_some_and(|text| !text.is_empty()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scirocco_random_player_against_the_computer_to_the_end() {
    let server = start().await;
    let view = server.create(json!({"game": "scirocco", "computer": ["Tan"], "strength": "quick"})).await;
    assert_eq!(view["legal_moves"].as_array().map(Vec::len), Some(21));
    assert_eq!(view["turn"], "Blue");
    assert!(view["svg"].as_str().is_some_and(|svg| svg.starts_with("<svg ")));
    assert_eq!(view["spots"].as_array().map(Vec::len), Some(100));
    let end = play_out(&server, view, 1_500, 2).await;
    assert!(strings(&end["outcome"]["winners"]).len() <= 1);
    // The move list is in the readable notation (a piece abbreviation first).
    let first = &end["history"][0];
    assert!(first["notation"].as_str().is_some_and(|text| text.contains(' ')), "{first}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sirocco_three_players_with_dice_to_the_end() {
    let server = start().await;
    let view = server
        .create(json!({"game": "sirocco", "players": 3, "computer": ["NW", "North-East"], "strength": "quick"}))
        .await;
    assert_eq!(view["turn"], "chance");
    assert_eq!(view["to_move"], "South-West");
    assert_eq!(view["scores"].as_array().map(Vec::len), Some(3));
    let end = play_out(&server, view, 3_000, 3).await;
    assert_eq!(end["scores"].as_array().map(Vec::len), Some(3));
    assert!(end["history"].as_array().is_some_and(|history| history.iter().any(|m| m["by"] == "chance")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_of_each_game_are_honoured() {
    let server = start().await;
    let towers = server.create(json!({"game": "towers", "width": 4, "height": 5, "balls": 3})).await;
    assert_eq!(towers["spots"].as_array().map(Vec::len), Some(20));
    let last = server.create(json!({"game": "scirocco", "array": 511})).await;
    let first = server.create(json!({"game": "scirocco", "array": 0})).await;
    assert_ne!(last["state"], first["state"]);
    let two = server.create(json!({"game": "sirocco", "players": 2})).await;
    assert_eq!(two["players"].as_array().map(Vec::len), Some(2));
    // A position text starts a game there.
    let copy = server.create(json!({"game": "scirocco", "position": last["state"]})).await;
    assert_eq!(copy["state"], last["state"]);
    // The readable notation is accepted too.
    let id = first["id"].as_str().expect("id");
    let reply = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "P e3-e4"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.json()["history"][0]["move"], "e3e4");
    assert_eq!(reply.json()["history"][0]["notation"], "P e3-e4");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_moves_are_422_and_change_nothing() {
    let server = start().await;
    for request in [json!({"game": "scirocco"}), json!({"game": "towers"}), json!({"game": "sirocco", "players": 2})] {
        let view = server.create(request).await;
        let id = view["id"].as_str().expect("id").to_string();
        for bad in ["e3e5", "a1-a6", "roll 9", "nonsense", "", "c1>c2", "P e3-e5", "pass"] {
            let reply = server.post(&format!("/api/games/{id}/moves"), &json!({"move": bad})).await;
            if reply.status == 200 {
                panic!("{bad:?} was accepted in {}", view["state"]);
            }
            assert_eq!(reply.status, 422, "{bad:?}: {}", reply.body);
            assert!(reply.json()["error"].as_str().is_some_and(|why| !why.is_empty()));
            let after = server.get(&format!("/api/games/{id}")).await;
            assert_eq!(after.status, 200);
            assert_eq!(after.json(), view, "{bad:?} changed the game");
        }
        // Nothing to undo yet.
        let reply = server.post_empty(&format!("/api/games/{id}/undo")).await;
        assert_eq!(reply.status, 422, "{}", reply.body);
        assert_eq!(server.get(&format!("/api/games/{id}")).await.json(), view);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_refuses_moves_and_the_computer() {
    let server = start().await;
    // A tiny board (2 files, 3 ranks, 1 ball) ends within a few moves: play it
    // out with the computer, then try once more.
    let view = server.create(json!({"game": "towers", "width": 2, "height": 3, "balls": 1, "computer": ["White", "Brown"], "strength": "quick"})).await;
    let end = play_out(&server, view, 500, 4).await;
    let id = end["id"].as_str().expect("id");
    let reply = server.post_empty(&format!("/api/games/{id}/computer")).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    let reply = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "a1-a2"})).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    assert_eq!(server.get(&format!("/api/games/{id}")).await.json(), end);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_back_the_computer_reply_with_the_move() {
    let server = start().await;
    let start_view = server.create(json!({"game": "scirocco", "computer": ["Tan"], "strength": "quick"})).await;
    let id = start_view["id"].as_str().expect("id").to_string();
    let after_move = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "e3e4"})).await.json();
    assert_eq!(after_move["turn"], "Tan");
    let replied = server.post_empty(&format!("/api/games/{id}/computer")).await;
    assert_eq!(replied.status, 200, "{}", replied.body);
    assert_eq!(replied.json()["turn"], "Blue");
    let undone = server.post_empty(&format!("/api/games/{id}/undo")).await;
    assert_eq!(undone.status, 200, "{}", undone.body);
    let undone = undone.json();
    assert_eq!(undone["state"], start_view["state"]);
    assert_eq!(undone["history"], json!([]));
    assert_eq!(undone["legal_moves"], start_view["legal_moves"]);
}

/// When the computer moved first, taking its move back returns to the
/// start, where the computer is to move again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_of_the_computer_s_first_move_goes_back_to_the_start() {
    let server = start().await;
    let start_view = server.create(json!({"game": "scirocco", "computer": ["Blue"], "strength": "quick"})).await;
    let id = start_view["id"].as_str().expect("id").to_string();
    let replied = server.post_empty(&format!("/api/games/{id}/computer")).await;
    assert_eq!((replied.status, replied.json()["turn"].clone()), (200, json!("Tan")), "{}", replied.body);
    let undone = server.post_empty(&format!("/api/games/{id}/undo")).await;
    assert_eq!(undone.status, 200, "{}", undone.body);
    let undone = undone.json();
    assert_eq!((undone["state"].clone(), undone["history"].clone()), (start_view["state"].clone(), json!([])));
    assert_eq!(undone["turn"], "Blue");
    // Every change is a new version, the take-back too: a move found for
    // an earlier version is not played on this one.
    let versions = [&start_view, &replied.json(), &undone].map(|view| view["version"].as_u64().expect("a version"));
    assert!(versions[0] < versions[1] && versions[1] < versions[2], "{versions:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_get_their_status() {
    let server = start().await;
    let view = server.create(json!({"game": "towers"})).await;
    let id = view["id"].as_str().expect("id").to_string();
    let moves = format!("/api/games/{id}/moves");

    // 400: malformed JSON, unknown fields, bad options.
    for (path, body) in [
        ("/api/games", "{\"game\": "),
        ("/api/games", "not json"),
        ("/api/games", "{\"game\": \"towers\", \"colour\": \"red\"}"),
        ("/api/games", "{\"game\": \"chess\"}"),
        ("/api/games", "{\"game\": \"towers\", \"width\": 40}"),
        ("/api/games", "{\"game\": \"towers\", \"players\": 3}"),
        ("/api/games", "{\"game\": \"sirocco\", \"players\": 5}"),
        ("/api/games", "{\"game\": \"scirocco\", \"array\": 512}"),
        ("/api/games", "{\"game\": \"scirocco\", \"strength\": \"fierce\"}"),
        ("/api/games", "{\"game\": \"scirocco\", \"computer\": [\"Red\"]}"),
        ("/api/games", "{\"game\": \"scirocco\", \"position\": \"not a position\"}"),
        (moves.as_str(), "{\"move\": \"a1-a3\", \"extra\": 1}"),
        (moves.as_str(), "{\"mv\": \"a1-a3\"}"),
        (moves.as_str(), "[]"),
    ] {
        let reply = server.raw("POST", path, body.as_bytes()).await;
        assert_eq!(reply.status, 400, "{body}: {}", reply.body);
        assert!(reply.content_type.starts_with("application/json"), "{}", reply.content_type);
        assert!(reply.json()["error"].as_str().is_some_and(|why| !why.is_empty()));
    }
    assert_eq!(server.get(&format!("/api/games/{id}")).await.json(), view, "nothing changed");

    // 404: unknown id on every route, unknown API path.
    for (method, path) in [
        ("GET", "/api/games/0000000000000000".to_string()),
        ("POST", "/api/games/nope/computer".to_string()),
        ("POST", "/api/games/nope/undo".to_string()),
        ("GET", "/api/nothing".to_string()),
    ] {
        let reply = server.raw(method, &path, b"").await;
        assert_eq!(reply.status, 404, "{method} {path}: {}", reply.body);
        assert!(reply.json()["error"].is_string());
    }
    let reply = server.post("/api/games/nope/moves", &json!({"move": "a1-a3"})).await;
    assert_eq!(reply.status, 404);

    // 413: a body over 4 MiB on creation (which may carry a record), over 64 KiB on a move.
    let huge = format!("{{\"game\": \"towers\", \"position\": \"{}\"}}", "x".repeat(boardkit_web::RECORD_LIMIT));
    let reply = server.raw("POST", "/api/games", huge.as_bytes()).await;
    assert_eq!(reply.status, 413, "{}", reply.body);
    let huge_move = format!("{{\"move\": \"{}\"}}", "a".repeat(65 * 1024));
    let reply = server.raw("POST", &moves, huge_move.as_bytes()).await;
    assert_eq!(reply.status, 413, "{}", reply.body);
    assert_eq!(server.get(&format!("/api/games/{id}")).await.json(), view, "nothing changed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_handler_answers_500_and_the_server_keeps_serving() {
    let boom: Router<Arc<App>> = Router::new().route(
        "/api/boom",
        get(|| async {
            if std::hint::black_box(true) {
                panic!("a deliberate failure inside a handler");
            }
            "unreachable"
        }),
    );
    let server = start_with(Config::default(), boom).await;
    let view = server.create(json!({"game": "scirocco"})).await;
    for _ in 0..3 {
        let reply = server.get("/api/boom").await;
        assert_eq!(reply.status, 500, "{}", reply.body);
        assert!(reply.json()["error"].as_str().is_some_and(|why| why.contains("internal")));
    }
    let id = view["id"].as_str().expect("id");
    let reply = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json(), view);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_games_are_bounded_least_recently_used_first() {
    let server = start_with(Config { max_games: 3, ..Config::default() }, Router::new()).await;
    let mut ids = Vec::new();
    for live in 1..=3 {
        ids.push(server.create(json!({"game": "towers"})).await["id"].as_str().expect("id").to_string());
        assert_eq!(server.app.live_games(), live);
    }
    // Touch the first: the second is now the least recently used.
    assert_eq!(server.get(&format!("/api/games/{}", ids[0])).await.status, 200);
    let fourth = server.create(json!({"game": "towers"})).await["id"].as_str().expect("id").to_string();
    assert_eq!(server.app.live_games(), 3, "one in, one out");
    assert_eq!(server.get(&format!("/api/games/{}", ids[1])).await.status, 404, "the LRU game is evicted");
    for id in [&ids[0], &ids[2], &fourth] {
        assert_eq!(server.get(&format!("/api/games/{id}")).await.status, 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_concurrent_requests_on_fifty_games() {
    let server = Arc::new(start().await);
    let mut games = Vec::new();
    for i in 0..50 {
        let request = match i % 3 {
            0 => json!({"game": "towers"}),
            1 => json!({"game": "scirocco"}),
            _ => json!({"game": "sirocco", "players": 2}),
        };
        let view = server.create(request).await;
        games.push(view);
    }
    let games = Arc::new(games);
    let mut tasks = Vec::new();
    for k in 0..200 {
        let server = Arc::clone(&server);
        let games = Arc::clone(&games);
        tasks.push(tokio::spawn(async move {
            let game = &games[k % 50];
            let id = game["id"].as_str().expect("id");
            if k < 50 {
                // One move per game: its first legal move (Sirocco: the die).
                let reply = if game["turn"] == "chance" {
                    server.post_empty(&format!("/api/games/{id}/computer")).await
                } else {
                    let first = game["legal_moves"][0].as_str().expect("a legal move");
                    server.post(&format!("/api/games/{id}/moves"), &json!({"move": first})).await
                };
                assert_eq!(reply.status, 200, "{}", reply.body);
                let view = reply.json();
                assert_eq!(view["id"], id);
                assert_eq!(view["history"].as_array().map(Vec::len), Some(1));
            } else {
                let reply = server.get(&format!("/api/games/{id}")).await;
                assert_eq!(reply.status, 200, "{}", reply.body);
                let view = reply.json();
                assert_eq!(view["id"], id);
                assert_eq!(view["game"], game["game"]);
                // Before or after that game's one move, never anything else.
                let plies = view["history"].as_array().map_or(usize::MAX, Vec::len);
                assert!(plies <= 1, "{plies} moves");
                if plies == 0 {
                    assert_eq!(view, *game);
                }
            }
        }));
    }
    for task in tasks {
        task.await.expect("every request answered correctly");
    }
    for game in games.iter() {
        let id = game["id"].as_str().expect("id");
        let view = server.get(&format!("/api/games/{id}")).await.json();
        assert_eq!(view["history"].as_array().map(Vec::len), Some(1), "exactly one move landed");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sirocco_undo_goes_back_to_the_person_s_move_with_the_same_throw() {
    let server = start().await;
    let view = server.create(json!({"game": "sirocco", "players": 2, "computer": ["NE"], "strength": "quick"})).await;
    let id = view["id"].as_str().expect("id").to_string();
    // South-West throws (the server throws for it), then moves.
    let thrown = server.post_empty(&format!("/api/games/{id}/computer")).await.json();
    assert_eq!(thrown["turn"], "South-West");
    let face = thrown["die"].as_u64().expect("the thrown face");
    let first = thrown["legal_moves"][0].as_str().expect("a move").to_string();
    let mut view = server.post(&format!("/api/games/{id}/moves"), &json!({"move": first})).await.json();
    // North-East (the computer) throws and moves, until South-West's next throw.
    while view["turn"] != "chance" || view["to_move"] != "South-West" {
        let reply = server.post_empty(&format!("/api/games/{id}/computer")).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        view = reply.json();
    }
    let undone = server.post_empty(&format!("/api/games/{id}/undo")).await.json();
    assert_eq!(undone["turn"], "South-West", "back to the person's move");
    assert_eq!(undone["die"].as_u64(), Some(face), "with the same throw: no second chance at the die");
    assert_eq!(undone["state"], thrown["state"]);
    assert_eq!(undone["history"].as_array().map(Vec::len), Some(1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_found_for_a_game_that_changed_meanwhile_is_409_and_not_played() {
    // One thinking slot, held first by another game's search: both requests
    // on this game get their job (at the same version) while they wait; the
    // one that thinks second finds the game changed by the first.
    let server = Arc::new(start_with(Config { think_slots: 1, ..Config::default() }, Router::new()).await);
    let other = server.create(json!({"game": "scirocco", "strength": "strong"})).await;
    let view = server.create(json!({"game": "scirocco", "strength": "strong"})).await;
    let path = format!("/api/games/{}/computer", view["id"].as_str().expect("id"));
    let holder = tokio::spawn({
        let (server, path) =
            (Arc::clone(&server), format!("/api/games/{}/computer", other["id"].as_str().expect("id")));
        async move { server.post_empty(&path).await }
    });
    let first = tokio::spawn({
        let (server, path) = (Arc::clone(&server), path.clone());
        async move { server.post_empty(&path).await }
    });
    let second = tokio::spawn({
        let (server, path) = (Arc::clone(&server), path.clone());
        async move { server.post_empty(&path).await }
    });
    let (first, second) = (first.await.expect("answered"), second.await.expect("answered"));
    assert_eq!(holder.await.expect("answered").status, 200);
    let mut statuses = [first.status, second.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{} / {}", first.body, second.body);
    let conflict = if first.status == 409 { &first } else { &second };
    assert!(conflict.json()["error"].as_str().is_some_and(|why| why.contains("changed")));
    let after = server.get(&path.replace("/computer", "")).await.json();
    assert_eq!(after["history"].as_array().map(Vec::len), Some(1), "exactly one computer move was played");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_downloads_and_uploads_to_continue_the_game() {
    let server = start().await;
    for (request, plies) in [
        (json!({"game": "towers", "computer": ["White", "Brown"], "strength": "quick"}), 1_000),
        (json!({"game": "scirocco", "computer": ["Blue", "Tan"], "strength": "quick", "array": 300}), 12),
        (json!({"game": "sirocco", "players": 3, "computer": ["SW", "NW", "NE"], "strength": "quick"}), 40),
    ] {
        let mut view = server.create(request.clone()).await;
        let id = view["id"].as_str().expect("id").to_string();
        for _ in 0..plies {
            if !view["outcome"].is_null() {
                break;
            }
            view = server.post_empty(&format!("/api/games/{id}/computer")).await.json();
        }
        let reply = server.get(&format!("/api/games/{id}/record")).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert!(reply.content_type.starts_with("text/plain"), "{}", reply.content_type);
        assert_eq!(Some(reply.body.as_str()), view["record"].as_str(), "the view carries the same record");
        let game_tag = format!(
            "[Game \"{}\"]",
            ["Scirocco", "Sirocco", "Towers"]
                .iter()
                .find(|name| name.eq_ignore_ascii_case(view["game"].as_str().unwrap_or("")))
                .expect("a game")
        );
        assert!(reply.body.starts_with(&game_tag), "{}", reply.body);
        // Uploaded, it is the same game: same state, same moves, and it goes on.
        let uploaded = server.create(json!({"record": reply.body})).await;
        assert_eq!(uploaded["game"], view["game"]);
        assert_eq!(uploaded["state"], view["state"]);
        assert_eq!(uploaded["history"], view["history"]);
        assert_eq!(uploaded["legal_moves"], view["legal_moves"]);
        assert_eq!(uploaded["outcome"], view["outcome"]);
        assert_eq!(uploaded["record"], view["record"]);
        if view["outcome"].is_null() {
            let new_id = uploaded["id"].as_str().expect("id");
            let next = server.post_empty(&format!("/api/games/{new_id}/computer")).await;
            assert_eq!(next.status, 200, "the uploaded game continues: {}", next.body);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_records_are_400() {
    let server = start().await;
    let good = server.create(json!({"game": "towers"})).await["record"].as_str().expect("a record").to_string();
    for request in [
        json!({"record": "not a record"}),
        json!({"record": "[Game \"Chess\"]\n\n*\n"}),
        json!({"record": "[Game \"Towers\"]\n\n1. a1-b2 *\n"}),
        json!({"record": good.replace('*', "1-0")}),
        json!({"record": good, "game": "scirocco"}),
        json!({"record": good, "width": 8}),
        json!({"record": good, "position": "x"}),
        json!({}),
    ] {
        let reply = server.post("/api/games", &request).await;
        assert_eq!(reply.status, 400, "{request}: {}", reply.body);
        assert!(reply.json()["error"].as_str().is_some_and(|why| !why.is_empty()));
    }
    let reply = server.get("/api/games/nope/record").await;
    assert_eq!(reply.status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn earlier_positions_can_be_looked_at_without_changing_the_game() {
    let server = start().await;
    let start_view = server.create(json!({"game": "scirocco"})).await;
    let id = start_view["id"].as_str().expect("id").to_string();
    let mut states = vec![start_view["state"].clone()];
    let mut view = start_view;
    for mv in ["e3e4", "e8e7", "P d3-d4"] {
        view = server.post(&format!("/api/games/{id}/moves"), &json!({"move": mv})).await.json();
        states.push(view["state"].clone());
    }
    for (ply, state) in states.iter().enumerate() {
        let reply = server.get(&format!("/api/games/{id}/positions/{ply}")).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let position = reply.json();
        assert_eq!(position["ply"], ply);
        assert_eq!(position["plies"], 3);
        assert_eq!(&position["state"], state);
        assert!(position["svg"].as_str().is_some_and(|svg| svg.starts_with("<svg ")));
        let expected = if ply == 0 { Value::Null } else { view["history"][ply - 1]["notation"].clone() };
        assert_eq!(position["notation"], expected);
    }
    assert_eq!(
        server.get(&format!("/api/games/{id}/positions/3")).await.json()["svg"],
        view["svg"],
        "the last is the game's"
    );
    let reply = server.get(&format!("/api/games/{id}/positions/4")).await;
    assert_eq!(reply.status, 404, "{}", reply.body);
    let reply = server.get(&format!("/api/games/{id}/positions/two")).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(reply.json()["error"].is_string());
    assert_eq!(server.get(&format!("/api/games/{id}")).await.json(), view, "looking changed nothing");
}

/// The board is seen from the first seat a person plays: from Tan's side
/// (a1 upper right) when the computer plays Blue, from Blue's (a1 lower
/// left) when it plays Tan or nobody does; the picture turns with it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_is_seen_from_the_person_s_side() {
    let server = start().await;
    let a1 = |view: &Value| {
        let spot = view["spots"].as_array().expect("spots").iter().find(|spot| spot["name"] == "a1").cloned();
        let spot = spot.expect("a spot for a1");
        (spot["x"].as_f64().expect("x"), spot["y"].as_f64().expect("y"))
    };
    let tan_person = server.create(json!({"game": "scirocco", "computer": ["Blue"], "strength": "quick"})).await;
    let blue_person = server.create(json!({"game": "scirocco", "computer": ["Tan"], "strength": "quick"})).await;
    let two_people = server.create(json!({"game": "scirocco"})).await;
    let j10 = |view: &Value| {
        let spot = view["spots"].as_array().expect("spots").iter().find(|spot| spot["name"] == "j10").cloned();
        let spot = spot.expect("a spot for j10");
        (spot["x"].as_f64().expect("x"), spot["y"].as_f64().expect("y"))
    };
    for (view, flipped) in [(&tan_person, true), (&blue_person, false), (&two_people, false)] {
        let ((ax, ay), (jx, jy)) = (a1(view), j10(view));
        assert_eq!((ax > jx, ay < jy), (flipped, flipped), "{}: a1 ({ax}, {ay}), j10 ({jx}, {jy})", view["players"]);
    }
    assert_eq!(blue_person["svg"], two_people["svg"]);
    assert_ne!(tan_person["svg"], blue_person["svg"], "the picture turns too");
}

/// The rules pages and the pictures they show are served; other names are 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_pages_and_their_pictures_are_served() {
    let server = start().await;
    let mut pictures = Vec::new();
    for game in ["scirocco", "sirocco", "towers"] {
        let page = server.get(&format!("/rules/{game}")).await;
        assert_eq!(page.status, 200, "{game}");
        assert!(page.content_type.starts_with("text/html"), "{game}: {}", page.content_type);
        assert!(page.body.to_lowercase().contains(&format!("<title>{game} rules")), "{game}");
        pictures.extend(
            page.body.split("src=\"/rules/img/").skip(1).filter_map(|rest| rest.split('"').next()).map(str::to_string),
        );
    }
    assert!(pictures.len() >= 3, "{pictures:?}");
    for name in &pictures {
        let picture = server.get(&format!("/rules/img/{name}")).await;
        assert_eq!((picture.status, picture.content_type.as_str()), (200, "image/svg+xml"), "{name}");
        assert!(picture.body.starts_with("<svg "), "{name}");
    }
    assert_eq!(server.get("/rules/chess").await.status, 404);
    assert_eq!(server.get("/rules/img/none.svg").await.status, 404);
}

/// A record over 64 KiB (here a long comment, as an annotated game has)
/// continues like any other; one over the limit is refused with a message
/// that gives its size and the limit, not a byte count.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_records_are_read_and_too_long_ones_say_why() {
    let server = start().await;
    let mut view = server.create(json!({"game": "towers", "computer": ["White", "Brown"], "strength": "quick"})).await;
    let id = view["id"].as_str().expect("id").to_string();
    for _ in 0..6 {
        view = server.post_empty(&format!("/api/games/{id}/computer")).await.json();
    }
    let record = view["record"].as_str().expect("a record").to_string();
    let note = "{ a note on the game, one line of many: the moves, the plans, the mistakes }\n";
    let (head, result) = record.rsplit_once('*').expect("an unfinished game ends with *");
    let annotated = format!("{head}{}*{result}", note.repeat(2 * 1024 * 1024 / note.len()));
    assert!(annotated.len() > 2 * 1024 * 1024 - note.len(), "{}", annotated.len());
    let uploaded = server.create(json!({"record": annotated})).await;
    assert_eq!((&uploaded["state"], &uploaded["history"]), (&view["state"], &view["history"]));

    let too_long = format!("{head}{}*{result}", note.repeat(5 * 1024 * 1024 / note.len()));
    let reply = server.post("/api/games", &json!({"record": too_long})).await;
    assert_eq!(reply.status, 413, "{}", reply.body);
    let why = reply.json()["error"].as_str().expect("an error").to_string();
    // 5 MB of notes and their JSON escapes: 5.1 MB.
    assert_eq!(why, "the request is 5.1 MB: the playground reads at most 4 MB for a new game or a record");
}

/// A start position as every example and the Python package take it:
/// `startpos`, Sirocco's `startpos:<players>`, and `moves …` after either
/// a start word or a state text.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn positions_with_start_words_and_moves_start_a_game() {
    let server = start().await;
    let played = server.create(json!({"game": "scirocco", "position": "startpos moves e3e4 P e8-e7"})).await;
    let by_hand = server.create(json!({"game": "scirocco"})).await;
    let id = by_hand["id"].as_str().expect("id");
    server.post(&format!("/api/games/{id}/moves"), &json!({"move": "e3e4"})).await;
    let by_hand = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "e8e7"})).await.json();
    assert_eq!(played["state"], by_hand["state"]);
    assert_eq!(played["history"], by_hand["history"], "the moves are this game's first, to take back or look at");
    let id = played["id"].as_str().expect("id");
    let undone = server.post_empty(&format!("/api/games/{id}/undo")).await.json();
    assert_eq!(undone["history"].as_array().map(Vec::len), Some(1));
    let three = server.create(json!({"game": "sirocco", "position": "startpos:3"})).await;
    assert_eq!(three["players"].as_array().map(Vec::len), Some(3));
    let thrown = server.create(json!({"game": "sirocco", "position": "startpos:2 moves roll 4"})).await;
    assert_eq!((thrown["turn"].as_str(), thrown["die"].as_u64()), (Some("South-West"), Some(4)));
    let towers = server.create(json!({"game": "towers", "position": "startpos"})).await;
    let state = towers["state"].as_str().expect("a state").to_string();
    let first = towers["legal_moves"][0].as_str().expect("a move").to_string();
    let moved = server.create(json!({"game": "towers", "position": format!("{state} moves {first}")})).await;
    assert_eq!(moved["turn"], "Brown");
    let reply = server.post("/api/games", &json!({"game": "scirocco", "position": "startpos moves e3e5"})).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(reply.json()["error"].as_str().is_some_and(|why| why.contains("move 1")), "{}", reply.body);
}

/// A pasted page instead of a move is refused with a short message that
/// quotes its start, whatever the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_very_long_bad_move_is_quoted_short() {
    let server = start().await;
    for request in [json!({"game": "scirocco"}), json!({"game": "towers"}), json!({"game": "sirocco", "players": 2})] {
        let view = server.create(request).await;
        let id = view["id"].as_str().expect("id");
        let reply = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "e3e4".repeat(15_000)})).await;
        assert_eq!(reply.status, 422, "{}", reply.body.len());
        assert!(reply.body.len() < 200, "{} bytes: {}", reply.body.len(), reply.body);
        let why = reply.json()["error"].as_str().expect("an error").to_string();
        assert!(why.starts_with(&format!("bad move `{}…`: ", &"e3e4".repeat(10))), "{why}");
    }
}

/// The tab has an icon: the page links it and both usual names serve it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_has_an_icon() {
    let server = start().await;
    let page = server.get("/").await;
    assert!(page.body.contains("<link rel=\"icon\" href=\"/favicon.svg\""), "the page names its icon");
    let rules = server.get("/rules/towers").await;
    assert!(rules.body.contains("<link rel=\"icon\" href=\"/favicon.svg\""), "the rules pages too");
    for path in ["/favicon.svg", "/favicon.ico"] {
        let icon = server.get(path).await;
        assert_eq!((icon.status, icon.content_type.as_str()), (200, "image/svg+xml"), "{path}");
        assert!(icon.body.starts_with("<svg ") && icon.body.trim_end().ends_with("</svg>"), "{path}");
    }
}

/// A bundled variant through the one variant game: its start, a move, the
/// computer's answer, and its picture and squares.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bundled_variant_starts_plays_and_the_computer_answers() {
    let server = start().await;
    let view = server
        .create(json!({"game": "variant", "variant": "capablanca", "computer": ["Black"], "strength": "quick"}))
        .await;
    assert_eq!(view["game"], "variant");
    assert_eq!(view["state"], "capablanca rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
    assert_eq!(view["turn"], "White");
    assert_eq!(view["spots"].as_array().map(Vec::len), Some(80), "10x8 squares");
    assert_eq!(view["legal_moves"].as_array().map(Vec::len), Some(28));
    let svg = view["svg"].as_str().expect("a picture");
    assert!(svg.starts_with("<svg ") && svg.contains(">capablanca: White to move</text>"), "{svg}");
    let a1 = view["spots"].as_array().and_then(|spots| spots.iter().find(|spot| spot["name"] == "a1")).expect("a1");
    assert_eq!(a1["title"], "White rook (R)");
    let id = view["id"].as_str().expect("id").to_string();
    let reply = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "e2e4"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.json()["turn"], "Black");
    let answered = server.post_empty(&format!("/api/games/{id}/computer")).await;
    assert_eq!(answered.status, 200, "{}", answered.body);
    let answered = answered.json();
    assert_eq!(answered["history"].as_array().map(Vec::len), Some(2));
    assert_eq!(answered["history"][1]["by"], "Black");
    assert_eq!(answered["turn"], "White");
    // The record names the variant, and a refused move changes nothing.
    assert!(answered["record"].as_str().is_some_and(|record| record.contains("[Variant \"capablanca\"]")));
    let refused = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "e4e6"})).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert_eq!(server.get(&format!("/api/games/{id}")).await.json(), answered);
    // Without a name the variant is chess; a position of a bundled variant reads by its name.
    let chess = server.create(json!({"game": "variant"})).await;
    assert!(chess["state"].as_str().is_some_and(|state| state.starts_with("chess rnbqkbnr/")));
    let shatranj = server.create(json!({"game": "variant", "position": "shatranj moves e2e3"})).await;
    assert_eq!(shatranj["history"][0]["move"], "e2e3");
}

/// Promotions are offered as choices and told apart by their labels; a
/// whole game of a small variant plays to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn variant_promotions_are_choices_and_games_end() {
    let server = start().await;
    let view = server
        .create(json!({"game": "variant", "variant": "chess", "position": "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"}))
        .await;
    let promotions: Vec<&Value> =
        view["moves"].as_array().expect("moves").iter().filter(|mv| mv["from"] == "a7" && mv["to"] == "a8").collect();
    assert_eq!(promotions.len(), 4, "queen, rook, bishop, knight");
    assert!(promotions.iter().all(|mv| mv["kind"] == "promote"));
    let mut labels: Vec<&str> = promotions.iter().filter_map(|mv| mv["label"].as_str()).collect();
    labels.sort_unstable();
    assert_eq!(labels, ["a7-a8=B (bishop)", "a7-a8=N (knight)", "a7-a8=Q (queen)", "a7-a8=R (rook)"]);
    let gardner = server
        .create(json!({"game": "variant", "variant": "gardner", "computer": ["White", "Black"], "strength": "quick"}))
        .await;
    assert_eq!(gardner["spots"].as_array().map(Vec::len), Some(25));
    let end = play_out(&server, gardner, 400, 5).await;
    assert!(end["outcome"]["reason"].as_str().is_some_and(|reason| !reason.is_empty()));
}

/// Drops have no square to pick first, and moves that differ only in
/// their wall or gated piece say which in their label; a wall's square is
/// given apart (the page picks it on the board).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drops_walls_and_gating_moves_are_told_apart() {
    let server = start().await;
    let house = server
        .create(json!({"game": "variant", "variant": "crazyhouse", "position": "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1"}))
        .await;
    let drops: Vec<&Value> =
        house["moves"].as_array().expect("moves").iter().filter(|mv| mv["kind"] == "drop").collect();
    assert_eq!(drops.len(), 62, "a queen on every empty square");
    let e4 = drops.iter().find(|mv| mv["move"] == "Q@e4").expect("Q@e4 listed");
    assert_eq!(e4["from"], Value::Null);
    assert_eq!(e4["to"], "e4");
    assert_eq!(e4["label"], "Q (queen) from hand to e4");

    let duck = server.create(json!({"game": "variant", "variant": "duck"})).await;
    let e2e4: Vec<&str> = duck["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter(|mv| mv["from"] == "e2" && mv["to"] == "e4")
        .filter_map(|mv| mv["label"].as_str())
        .collect();
    assert_eq!(e2e4.len(), 32 - 1 + 1, "every empty square but e4, and e2 left empty");
    assert!(e2e4.contains(&"e2-e4, wall on e5"), "{e2e4:?}");
    let with_wall = duck["moves"].as_array().expect("moves").iter().find(|mv| mv["move"] == "e2e4,e4e5");
    assert_eq!(with_wall.map(|mv| mv["wall"].clone()), Some(json!("e5")));
    assert_eq!(e4["wall"], Value::Null, "a drop places no wall");

    let seirawan = server.create(json!({"game": "variant", "variant": "seirawan"})).await;
    let labels: Vec<&str> = seirawan["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter(|mv| mv["from"] == "g1" && mv["to"] == "f3")
        .filter_map(|mv| mv["label"].as_str())
        .collect();
    assert!(labels.contains(&"g1-f3"), "{labels:?}");
    assert!(labels.contains(&"g1-f3, placing H (archbishop) on g1"), "{labels:?}");
}

/// A user's variants.ini text: its sections are listed (the unplayable
/// ones with the line and option), a game of a section starts with the
/// text, and the section is not known to other games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_s_variants_file_is_listed_and_its_sections_played() {
    let server = start().await;
    let ini = "[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n\n[bughouse:chess]\ntwoBoards = true\n";
    let reply = server.post("/api/variants", &json!({"variants": ini})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let listed = reply.json();
    assert_eq!(listed["variants"], json!([{"name": "wazirknight", "files": 8, "ranks": 8}]));
    assert_eq!(listed["refused"][0]["name"], "bughouse");
    let why = listed["refused"][0]["error"].as_str().expect("a reason");
    assert!(why.contains("line 6") && why.contains("twoBoards"), "{why}");

    let view = server
        .create(json!({"game": "variant", "variant": "wazirknight", "variants": ini, "computer": ["Black"], "strength": "quick"}))
        .await;
    assert!(view["state"].as_str().is_some_and(|state| state.starts_with("wazirknight ")), "{}", view["state"]);
    assert_eq!(
        view["legal_moves"].as_array().map(Vec::len),
        Some(24),
        "20 as in chess, and b3 and d3 for each new piece"
    );
    let id = view["id"].as_str().expect("id").to_string();
    let reply = server.post(&format!("/api/games/{id}/moves"), &json!({"move": "c1d3"})).await;
    assert_eq!(reply.status, 200, "the new piece leaps as a knight: {}", reply.body);
    let answered = server.post_empty(&format!("/api/games/{id}/computer")).await;
    assert_eq!(answered.status, 200, "{}", answered.body);
    // A position of the section, with moves, given with the file.
    let later = server
        .create(json!({"game": "variant", "variant": "wazirknight", "variants": ini,
                       "position": "rnbqkbnr/pppppppp/8/8/8/8/PP1PPPPP/RNBQKBNR w KQkq - 0 1 moves c1c2"}))
        .await;
    assert_eq!(later["history"][0]["move"], "c1c2", "a wazir step");
    // The section was kept with those games only.
    let reply = server.post("/api/games", &json!({"game": "variant", "variant": "wazirknight"})).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(reply.json()["error"].as_str().is_some_and(|why| why.contains("unknown variant `wazirknight`")));
    // The unplayable section says why when it is chosen.
    let reply = server.post("/api/games", &json!({"game": "variant", "variant": "bughouse", "variants": ini})).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    let why = reply.json()["error"].as_str().expect("a reason").to_string();
    assert!(
        why.contains("`bughouse` cannot be played") && why.contains("line 6") && why.contains("twoBoards"),
        "{why}"
    );
}

/// Bad variant names and bad variants files are `400`s that say what and
/// where; the list of bundled variants is served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_variants_are_400_with_the_line_and_option() {
    let server = start().await;
    let listed = server.get("/api/games").await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    let listed = listed.json();
    assert_eq!(listed["games"], json!(["scirocco", "sirocco", "towers", "variant"]));
    let names: Vec<&str> =
        listed["variants"].as_array().expect("variants").iter().filter_map(|v| v["name"].as_str()).collect();
    assert_eq!(names.len(), 41, "{names:?}");
    assert!(names.starts_with(&["chess", "capablanca"]) && names.contains(&"grand"), "{names:?}");

    for (request, expected) in [
        (
            json!({"game": "variant", "variant": "nosuch"}),
            "unknown variant `nosuch`: the bundled ones are chess, capablanca",
        ),
        (json!({"game": "variant", "variant": "x".repeat(100)}), "a variant name is at most 64 characters"),
        (
            json!({"game": "variant", "variant": "bad", "variants": "[bad:chess]\nmaxRank = 99\n"}),
            "variant `bad` cannot be played: line 2: option `maxRank`: bad value `99`",
        ),
        (
            json!({"game": "variant", "variant": "bad", "variants": "[bad:chess]\nthis is not an option line\n"}),
            "the variants file: line 2",
        ),
        (
            json!({"game": "variant", "variant": "other", "variants": "[mine:chess]\n"}),
            "no variant `other` in the variants file (its sections: mine)",
        ),
        (json!({"game": "scirocco", "variant": "chess"}), "\"variant\" is an option of variant, not of scirocco"),
        (json!({"game": "variant", "variants": "x".repeat(300 * 1024)}), "more than the 262144 the playground reads"),
        (json!({"game": "variant", "variant": "chess", "position": "capablanca"}), "give a FEN of chess"),
        (json!({"game": "variant", "variant": "chess", "position": "8/8/8 w - - 0 1"}), "the position: board"),
    ] {
        let reply = server.post("/api/games", &request).await;
        assert_eq!(reply.status, 400, "{request}: {}", reply.body);
        let why = reply.json()["error"].as_str().expect("a reason").to_string();
        assert!(why.contains(expected), "{why:?} should say {expected:?}");
    }
    let reply = server.post("/api/variants", &json!({"variants": "[a:nosuchparent]\n"})).await;
    assert_eq!(reply.status, 200, "a section that cannot be played is listed as refused");
    assert!(
        reply.json()["refused"][0]["error"].as_str().is_some_and(|why| why.contains("unknown variant `nosuchparent`"))
    );
    let reply = server.post("/api/variants", &json!({"variants": "[unclosed\n"})).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(
        reply.json()["error"].as_str().is_some_and(|why| why.starts_with("the variants file: line 1")),
        "{}",
        reply.body
    );
    let reply = server.post("/api/variants", &json!({"variants": "; only a comment\n"})).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(reply.json()["error"].as_str().is_some_and(|why| why.contains("holds no variant")), "{}", reply.body);
    let reply = server.post("/api/variants", &json!({"text": "[a:chess]"})).await;
    assert_eq!(reply.status, 400, "an unknown field");
}
