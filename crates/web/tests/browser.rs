//! The page in a real browser: headless Chromium driven over WebDriver
//! (chromedriver), playing by clicking as a person does. Needs `chromium`
//! and `chromium-driver`: run by scripts/suite-web.sh. Screenshots go to
//! target/web-screenshots/ for review.

mod common;

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use tokio::process::{Child, Command};

/// A browser session against a fresh playground server.
struct Browser {
    client: Client,
    base: String,
    _driver: Child,
    _profile: PathBuf,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .expect("a free port")
}

fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/web-screenshots");
    std::fs::create_dir_all(&dir).expect("create target/web-screenshots");
    dir.canonicalize().expect("the screenshot folder's path")
}

impl Browser {
    async fn open() -> Browser {
        let server = common::start().await;
        let port = free_port();
        let driver_path = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
        let driver = Command::new(&driver_path)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            // Its own process group, so that the browsers it starts end with it (see Drop).
            .process_group(0)
            .kill_on_drop(true)
            .spawn()
            .unwrap_or_else(|error| panic!("start {driver_path}: {error}"));
        let profile = std::env::temp_dir().join(format!("boardkit-web-chromium-{}-{port}", std::process::id()));
        let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
        let capabilities = json!({
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    // No crash reporter: it runs in a session of its own, which the cleanup could not reach.
                    "--disable-crash-reporter", "--disable-breakpad",
                    "--window-size=1400,1000", format!("--user-data-dir={}", profile.display()),
                ]
            }
        });
        let capabilities = match capabilities {
            Value::Object(map) => map,
            _ => unreachable!("a JSON object"),
        };
        let url = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        let client = loop {
            let connector = hyper_util::client::legacy::connect::HttpConnector::new();
            match ClientBuilder::new(connector).capabilities(capabilities.clone()).connect(&url).await {
                Ok(client) => break client,
                Err(_) if started.elapsed() < Duration::from_secs(20) => {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(error) => panic!("no WebDriver session from {driver_path}: {error}"),
            }
        };
        let base = format!("http://{}", server.addr);
        client.goto(&base).await.expect("open the playground");
        Browser { client, base, _driver: driver, _profile: profile }
    }

    async fn js(&self, script: &str) -> Value {
        self.client.execute(script, vec![]).await.unwrap_or_else(|error| panic!("{script}: {error}"))
    }

    /// The page's current view of the game (`view` in app.js).
    async fn view(&self) -> Value {
        self.js("return view;").await
    }

    async fn click(&self, css: &str) {
        let element = self.client.wait().at_most(Duration::from_secs(10)).for_element(Locator::Css(css)).await;
        let element = element.unwrap_or_else(|error| panic!("no {css}: {error}"));
        element.click().await.unwrap_or_else(|error| panic!("click {css}: {error}"));
    }

    /// Waits until `condition` (a JS expression) is true, for at most `seconds`.
    async fn wait_until(&self, condition: &str, seconds: u64) {
        let started = Instant::now();
        loop {
            if self.js(&format!("return Boolean({condition});")).await == Value::Bool(true) {
                return;
            }
            if started.elapsed() > Duration::from_secs(seconds) {
                let status = self.js("return document.getElementById('status').textContent;").await;
                panic!("waited {seconds} s for {condition}; status: {status}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits until a person may act: nothing under way, and a human seat to move or the game over.
    async fn wait_for_person(&self, seconds: u64) {
        self.wait_until(
            "view && !busy && !thinking && pending === null && (view.outcome || humanToMove() || humanToThrow())",
            seconds,
        )
        .await;
    }

    async fn start(&self, setup: &str) {
        self.js(setup).await;
        self.click("#start").await;
        self.wait_until("view !== null", 10).await;
    }

    async fn screenshot(&self, name: &str) -> PathBuf {
        let png = self.client.screenshot().await.expect("a screenshot");
        assert!(png.starts_with(b"\x89PNG"), "a PNG");
        let path = screenshots().join(name);
        std::fs::write(&path, png).expect("save the screenshot");
        path
    }

    /// Plays the mouse move `mv` (an entry of view.moves) by clicking.
    async fn play(&self, mv: &Value) {
        let version = self.view().await["version"].as_u64().expect("a version");
        let from = mv["from"].as_str();
        let text = mv["move"].as_str().expect("a move text");
        match (from, mv["to"].as_str()) {
            (Some(from), Some(to)) => {
                self.click(&format!("[data-spot='{from}']")).await;
                let kinds = self
                    .js(&format!("return document.querySelector(\"[data-spot='{to}']\").dataset.kinds || '';"))
                    .await;
                assert!(kinds.as_str().is_some_and(|k| !k.is_empty()), "{to} is highlighted as a target of {from}");
                self.click(&format!("[data-spot='{to}']")).await;
                if let Some(wall) = mv["wall"].as_str() {
                    // A variant's wall: its square is marked next.
                    self.click(&format!("[data-spot='{wall}']")).await;
                } else {
                    let choices = self.js("return document.querySelectorAll('#choices button.choice').length;").await;
                    if choices.as_u64().unwrap_or(0) > 0 {
                        self.click(&format!("#choices button.choice[data-move='{text}']")).await;
                    }
                }
            }
            (None, Some(to)) if mv["kind"] == "drop" => {
                // A piece in hand: its button, then the square.
                let piece = text.split('@').next().unwrap_or_default();
                self.click(&format!("#choices button.drop-piece[data-piece='{piece}']")).await;
                self.click(&format!("[data-spot='{to}']")).await;
            }
            (Some(from), None) => {
                // A Towers share: the piece, Share…, the recipients, Give.
                self.click(&format!("[data-spot='{from}']")).await;
                self.click("#share").await;
                // The status says what to do now: pick recipients, not where the piece goes.
                let status = self.js("return document.getElementById('status').textContent;").await;
                assert!(
                    status.as_str().is_some_and(|text| text.ends_with(&format!("pick the pieces that receive a ball from {from}"))),
                    "{status}"
                );
                let recipients = mv["recipients"].as_array().expect("recipients");
                for recipient in recipients {
                    self.click(&format!("[data-spot='{}']", recipient.as_str().expect("a square"))).await;
                }
                let status = self.js("return document.getElementById('status').textContent;").await;
                let mut chosen: Vec<&str> = recipients.iter().filter_map(Value::as_str).collect();
                chosen.sort_unstable();
                let give = format!("give {from}'s balls to {}, or pick more", chosen.join(", "));
                assert!(status.as_str().is_some_and(|text| text.ends_with(&give)), "{status}: {give}");
                self.click("#give").await;
            }
            (None, _) => self.click(&format!("#choices button.choice[data-move='{text}']")).await,
        }
        self.wait_until(&format!("view.version > {version}"), 20).await;
        let last =
            self.view().await["history"].as_array().and_then(|h| h.iter().rev().find(|m| m["by"] != "chance").cloned());
        let _ = last;
    }

    async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}

impl Drop for Browser {
    /// Ends chromedriver and every browser it started (its process group),
    /// also when a test fails half-way, and removes the browser profile.
    fn drop(&mut self) {
        if let Some(id) = self._driver.id() {
            let _ = std::process::Command::new("kill").args(["-TERM", "--", &format!("-{id}")]).status();
        }
        let _ = std::fs::remove_dir_all(&self._profile);
    }
}

/// A seeded choice among `n`.
fn pick(seed: &mut u64, n: usize) -> usize {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    ((*seed >> 33) as usize) % n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn towers_whole_game_against_the_computer_by_clicking() {
    let browser = Browser::open().await;
    browser
        .start(
            "document.querySelector('input[value=towers]').click();\
             document.getElementById('towers-width').value = 4;\
             document.getElementById('towers-height').value = 5;\
             document.getElementById('towers-computer').value = 'Brown';\
             document.getElementById('strength').value = 'quick';",
        )
        .await;
    let mut seed = 11;
    let mut turns = 0;
    let mut kinds = std::collections::BTreeSet::new();
    loop {
        browser.wait_for_person(30).await;
        let view = browser.view().await;
        if !view["outcome"].is_null() {
            break;
        }
        assert_eq!(view["turn"], "White");
        let moves = view["moves"].as_array().expect("moves").clone();
        // Prefer captures (so the game ends), else any move.
        let captures: Vec<&Value> = moves.iter().filter(|mv| mv["kind"] == "capture").collect();
        let mv = if captures.is_empty() { &moves[pick(&mut seed, moves.len())] } else { captures[0] };
        kinds.insert(mv["kind"].as_str().unwrap_or("").to_string());
        browser.play(mv).await;
        turns += 1;
        if turns == 3 {
            browser.screenshot("towers-playing.png").await;
        }
        assert!(turns < 400, "the game ends");
    }
    let outcome = browser.js("return document.getElementById('outcome').textContent;").await;
    assert!(outcome.as_str().is_some_and(|text| text.contains("wins") || text.contains("Draw")), "{outcome}");
    let status = browser.js("return document.getElementById('status').textContent;").await;
    assert!(status.as_str().is_some_and(|text| text.starts_with("Game over")), "{status}");
    let shown = browser.js("return document.querySelectorAll('#moves li').length;").await;
    assert!(shown.as_u64().unwrap_or(0) >= 1);
    let path = browser.screenshot("towers-over.png").await;
    println!("{turns} White turns by clicking ({kinds:?}); screenshot {}", path.display());

    // The finished game downloads as a record, and uploading it brings it back.
    let finished = browser.view().await;
    let hidden = browser.js("return document.getElementById('download').hidden;").await;
    assert_eq!(hidden, false, "the download link is shown");
    let text = browser
        .js("const x = new XMLHttpRequest(); x.open('GET', document.getElementById('download').href, false); x.send(); return x.responseText;")
        .await;
    let text = text.as_str().expect("the record text").to_string();
    assert!(text.starts_with("[Game \"Towers\"]"), "{text}");
    let file = screenshots().join("towers-record.txt");
    // ChromeDriver takes only canonical paths (no `..`): `screenshots()` is one.
    std::fs::write(&file, &text).expect("save the record");

    let upload = browser.client.find(Locator::Id("upload")).await.expect("the upload field");
    upload.send_keys(&file.display().to_string()).await.expect("choose the record file");
    let id = finished["id"].as_str().expect("id");
    browser.wait_until(&format!("view && view.id !== '{id}'"), 10).await;
    let reloaded = browser.view().await;
    assert_eq!(reloaded["state"], finished["state"]);
    assert_eq!(reloaded["history"], finished["history"]);
    assert_eq!(reloaded["outcome"], finished["outcome"]);

    // Looking through it: a click on the first move shows the position after it.
    browser.click("#moves [data-ply='1']").await;
    browser.wait_until("reviewing !== null && reviewing.ply === 1", 10).await;
    let text = browser.js("return document.getElementById('review-text').textContent;").await;
    let first = reloaded["history"][0]["notation"].as_str().expect("the first move").to_string();
    assert_eq!(
        text.as_str(),
        Some(
            format!(
                "Looking at the position after move 1 of {}: {first}",
                finished["history"].as_array().map_or(0, Vec::len)
            )
            .as_str()
        )
    );
    assert_eq!(
        browser.js("return document.querySelectorAll('#board .overlay').length;").await,
        0,
        "nothing to click while looking"
    );
    browser.click("#review-next").await;
    browser.wait_until("reviewing !== null && reviewing.ply === 2", 10).await;
    browser.screenshot("towers-review.png").await;
    browser.click("#review-end").await;
    browser.wait_until("reviewing === null && document.getElementById('review').hidden", 10).await;
    assert_eq!(browser.js("return document.querySelectorAll('#board .overlay').length;").await, 1);
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn scirocco_moves_by_clicking_a_piece_and_a_target_with_a_promotion_choice() {
    let browser = Browser::open().await;
    browser
        .start(
            "document.getElementById('scirocco-computer').value = 'Tan';\
             document.getElementById('strength').value = 'quick';",
        )
        .await;
    browser.wait_for_person(20).await;
    // The pawn on e3: its one target e4 is highlighted, and the hover text names it.
    browser.click("[data-spot='e3']").await;
    let title = browser.js("return document.querySelector(\"[data-spot='e3'] title\").textContent;").await;
    assert_eq!(title, "e3: Blue Pawn (P)");
    let targets = browser.js("return [...document.querySelectorAll('.spot.target')].map(g => g.dataset.spot);").await;
    assert_eq!(targets, json!(["e4"]));
    browser.click("[data-spot='e4']").await;
    browser.wait_for_person(30).await;
    let view = browser.view().await;
    assert_eq!(view["history"][0]["notation"], "P e3-e4");
    assert_eq!(view["history"].as_array().map(Vec::len), Some(2), "the computer answered");
    let shown = browser.js("return document.querySelector('#moves li').textContent;").await;
    assert!(shown.as_str().is_some_and(|text| text.starts_with("P e3-e4")), "{shown}");
    // One more move of a piece chosen by the page's own list.
    let mv = view["moves"]
        .as_array()
        .and_then(|moves| moves.iter().find(|mv| mv["kind"] == "move"))
        .cloned()
        .expect("a quiet move");
    browser.play(&mv).await;
    browser.wait_for_person(30).await;
    // The piece with the most targets, picked: the picture of the docs.
    let busiest = browser
        .js("const n = {}; for (const m of view.moves) if (m.to) n[m.from] = (n[m.from] || 0) + 1;\
             return Object.entries(n).sort((a, b) => b[1] - a[1])[0][0];")
        .await;
    let busiest = busiest.as_str().expect("a square").to_string();
    browser.click(&format!("[data-spot='{busiest}']")).await;
    let marked = browser.js("return document.querySelectorAll('.spot.target').length;").await;
    assert!(marked.as_u64().unwrap_or(0) >= 2, "{busiest} has its targets marked");
    browser.screenshot("scirocco-playing.png").await;

    // A pawn entering the promotion zone may promote or not: the page asks.
    browser.js("document.getElementById('position').value = 'odgvcn1tah/1ysmfwksi1/ppup1ppupp/4P5/10/10/10/PPUP1PPUPP/1ISKWFMSY1/HAT1NCVGDO b';").await;
    browser.click("#start").await;
    browser.wait_until("view && view.history.length === 0 && view.legal_moves.includes('e7e8+')", 10).await;
    browser.click("[data-spot='e7']").await;
    let kinds = browser.js("return document.querySelector(\"[data-spot='e8']\").dataset.kinds;").await;
    assert_eq!(kinds, "move promote");
    browser.click("[data-spot='e8']").await;
    let labels =
        browser.js("return [...document.querySelectorAll('#choices button.choice')].map(b => b.textContent);").await;
    assert_eq!(labels, json!(["P e7-e8", "P e7-e8=Ta"]));
    browser.screenshot("scirocco-promotion-choice.png").await;
    browser.click("#choices button.choice[data-move='e7e8+']").await;
    browser.wait_for_person(30).await;
    let view = browser.view().await;
    assert_eq!(view["history"][0]["notation"], "P e7-e8=Ta");
    browser.screenshot("scirocco-promoted.png").await;

    // Playing Tan: the computer opens as Blue, and the board is seen from Tan's side.
    browser
        .js("document.getElementById('position').value = '';\
             document.getElementById('scirocco-computer').value = 'Blue';")
        .await;
    browser.click("#start").await;
    browser
        .wait_until("view && view.history.length === 1 && view.turn === 'Tan' && !busy && pending === null", 30)
        .await;
    let turned = browser
        .js("const a = document.querySelector(\"[data-spot='a1']\").getBoundingClientRect();\
             const j = document.querySelector(\"[data-spot='j10']\").getBoundingClientRect();\
             return a.left > j.left && a.top < j.top;")
        .await;
    assert_eq!(turned, true, "a1 is at the top right for Tan");
    browser.screenshot("scirocco-as-tan.png").await;
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn sirocco_against_three_computer_seats_with_the_throw_button() {
    let browser = Browser::open().await;
    browser
        .start(
            "document.querySelector('input[value=sirocco]').click();\
             document.getElementById('sirocco-players').value = '4';\
             document.getElementById('sirocco-players').dispatchEvent(new Event('change'));\
             document.getElementById('strength').value = 'quick';",
        )
        .await;
    let view = browser.view().await;
    let computers: Vec<bool> =
        view["players"].as_array().expect("players").iter().map(|s| s["computer"] == true).collect();
    assert_eq!(computers, [false, true, true, true], "South-West is the person, three computer seats");
    let mut seed = 5;
    let mut throws = 0;
    let mut steps = 0;
    while throws < 8 {
        browser.wait_for_person(60).await;
        let view = browser.view().await;
        if !view["outcome"].is_null() {
            break;
        }
        if view["turn"] == "chance" {
            // Beside "Throw the die" no face shows: the last one was another seat's throw.
            let die_hidden = browser.js("return document.getElementById('die').hidden;").await;
            assert_eq!(die_hidden, true, "a face beside the throw button after {throws} throws");
            let before = view["version"].as_u64().expect("version");
            browser.click("#throw").await;
            browser.wait_until(&format!("view.version > {before}"), 20).await;
            throws += 1;
            let die = browser.js("return document.getElementById('die').textContent;").await;
            let face = browser.view().await["die"].as_u64().expect("the thrown face");
            assert!(die.as_str().is_some_and(|text| text.ends_with(&face.to_string())), "{die} shows {face}");
            continue;
        }
        let moves = view["moves"].as_array().expect("moves").clone();
        let mv = &moves[pick(&mut seed, moves.len())];
        browser.play(mv).await;
        steps += 1;
    }
    browser.wait_for_person(60).await;
    let view = browser.view().await;
    let by: Vec<&str> = view["history"].as_array().expect("history").iter().filter_map(|m| m["by"].as_str()).collect();
    for seat in ["North-West", "North-East", "South-East"] {
        assert!(by.contains(&seat), "{seat} (computer) moved: {by:?}");
    }
    let scores = browser.js("return document.querySelectorAll('#scores tr').length;").await;
    assert_eq!(scores, 4);
    let path = browser.screenshot("sirocco-playing.png").await;
    println!("{throws} throws, {steps} moves by clicking; screenshot {}", path.display());
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn rules_pages_render_with_pictures() {
    let browser = Browser::open().await;
    for game in ["scirocco", "sirocco", "towers"] {
        browser.client.goto(&format!("{}/rules/{game}", browser.base)).await.expect("open the rules");
        // A loaded machine may still be decoding pictures when the page's
        // load event has fired: wait until each has loaded or failed, then
        // require that none failed.
        let started = Instant::now();
        while browser.js("return [...document.images].every(i => i.complete);").await != Value::Bool(true)
            && started.elapsed() < Duration::from_secs(20)
        {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let loaded = browser.js("return [...document.images].every(i => i.complete && i.naturalWidth > 0) && document.images.length > 0;").await;
        assert_eq!(loaded, true, "{game}: every picture loads");
        let heading = browser.js("return document.querySelector('h1').textContent;").await;
        assert!(heading.as_str().is_some_and(|h| h.eq_ignore_ascii_case(game)), "{heading}");
    }
    browser.screenshot("rules-towers.png").await;
    browser.close().await;
}

/// A game of more than a hundred moves: every number of the move list is
/// whole (`137.`, not `.37.`), the list's left margin holds the longest.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn move_numbers_of_a_long_game_are_shown_whole() {
    let browser = Browser::open().await;
    // Kings and Wazirs walking without capturing: a game as long as wanted.
    browser
        .start(
            "document.getElementById('scirocco-computer').value = '';\
             document.getElementById('position').value = 'k8w/10/10/10/10/10/10/10/10/W8K b';",
        )
        .await;
    browser.wait_for_person(20).await;
    let played = browser
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];\
             (async () => {\
               let next = view;\
               for (let i = 0; i < 260 && !next.outcome; i += 1) {\
                 const quiet = next.moves.filter((mv) => mv.kind === 'move');\
                 next = await api('POST', '/games/' + next.id + '/moves', { move: quiet[(i * 7) % quiet.length].move });\
               }\
               show(next);\
               done(next.history.length);\
             })().catch((error) => done(String(error)));",
            vec![],
        )
        .await
        .expect("the moves are played");
    assert_eq!(played, json!(260), "260 moves played");
    let numbers = browser
        .js("const list = document.querySelector('#moves ol');\
             const probe = document.createElement('span');\
             probe.textContent = list.childElementCount + '. ';\
             probe.style.whiteSpace = 'pre';\
             list.lastElementChild.appendChild(probe);\
             const width = probe.getBoundingClientRect().width;\
             probe.remove();\
             return [list.childElementCount, width, parseFloat(getComputedStyle(list).paddingLeft)];")
        .await;
    let [count, number, margin] = [0, 1, 2].map(|i| numbers[i].as_f64().expect("a number"));
    assert_eq!(count, 130.0, "one line per pair of moves");
    assert!(number <= margin, "\"130. \" is {number} px wide, the margin {margin} px");
    browser.screenshot("scirocco-long-game.png").await;
    browser.close().await;
}

/// A Towers share by clicking: after Share… the status asks for the
/// recipients (not where the piece goes), then names those picked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn towers_share_status_asks_for_the_recipients() {
    let browser = Browser::open().await;
    browser
        .start(
            "document.querySelector('input[value=towers]').click();\
             document.getElementById('towers-computer').value = '';",
        )
        .await;
    browser.wait_for_person(20).await;
    let view = browser.view().await;
    let share = view["moves"]
        .as_array()
        .and_then(|moves| {
            moves.iter().find(|mv| mv["kind"] == "share" && mv["recipients"].as_array().is_some_and(|r| r.len() >= 2))
        })
        .cloned()
        .expect("a share to two pieces at the start");
    // Browser::play checks the status at each step of a share.
    browser.play(&share).await;
    let view = browser.view().await;
    assert_eq!(view["history"][0]["move"], share["move"]);
    let status = browser.js("return document.getElementById('status').textContent;").await;
    assert_eq!(status, "Brown to move: pick a piece");
    browser.close().await;
}

/// A bundled variant from the list: a move by clicking, the computer's
/// answer; then a user's variants file loaded, its section listed and
/// played, its refused section shown with the reason.
/// A piece in hand is picked by its button and dropped by a click on a
/// marked square; a duck chess move is the piece, its target, then the
/// wall's square, marked on the board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn pieces_in_hand_and_walls_are_placed_on_the_board() {
    let browser = Browser::open().await;
    browser.wait_until("document.querySelectorAll('#variant-bundled option').length === 41", 10).await;
    let targets = "return [...document.querySelectorAll('.spot.target')].map(g => g.dataset.spot).sort();";
    browser
        .start(
            "document.querySelector('input[value=variant]').click();\
             document.getElementById('variant-name').value = 'crazyhouse';\
             document.getElementById('variant-computer').value = '';\
             document.getElementById('position').value = '4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1';",
        )
        .await;
    browser.wait_for_person(20).await;
    // One button for the Queen in hand, not one per square.
    let buttons = browser
        .js("return [...document.querySelectorAll('#choices button.drop-piece')].map(b => b.textContent);")
        .await;
    assert_eq!(buttons, json!(["Q (queen) from hand"]));
    browser.click("#choices button.drop-piece[data-piece='Q']").await;
    let marked = browser.js(targets).await;
    assert_eq!(marked.as_array().map(Vec::len), Some(62), "every empty square: {marked}");
    let status = browser.js("return document.getElementById('status').textContent;").await;
    assert_eq!(status, "White: choose where to drop Q (queen) from hand");
    browser.screenshot("variant-drop.png").await;
    browser.click("[data-spot='e4']").await;
    browser.wait_until("view.history.length === 1", 10).await;
    assert_eq!(browser.view().await["history"][0]["move"], "Q@e4");

    browser
        .start(
            "document.getElementById('variant-name').value = 'duck';\
             document.getElementById('position').value = '';",
        )
        .await;
    browser.wait_for_person(20).await;
    browser.click("[data-spot='e2']").await;
    browser.click("[data-spot='e4']").await;
    let marked = browser.js(targets).await;
    assert_eq!(marked.as_array().map(Vec::len), Some(32), "every empty square but e4, and e2: {marked}");
    assert_eq!(browser.js("return document.querySelectorAll('#choices button.choice').length;").await, json!(0));
    let status = browser.js("return document.getElementById('status').textContent;").await;
    assert_eq!(status, "White: e2-e4; choose the square of the wall");
    browser.screenshot("variant-duck-wall.png").await;
    browser.click("[data-spot='e5']").await;
    browser.wait_until("view.history.length === 1", 10).await;
    assert_eq!(browser.view().await["history"][0]["move"], "e2e4,e4e5");
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by scripts/suite-web.sh"]
async fn a_variant_is_chosen_played_by_clicking_and_the_computer_answers() {
    let browser = Browser::open().await;
    // The bundled variants come from the server.
    browser.wait_until("document.querySelectorAll('#variant-bundled option').length === 41", 10).await;
    browser
        .start(
            "document.querySelector('input[value=variant]').click();\
             document.getElementById('variant-name').value = 'capablanca';\
             document.getElementById('variant-computer').value = 'Black';\
             document.getElementById('strength').value = 'quick';",
        )
        .await;
    browser.wait_for_person(20).await;
    let view = browser.view().await;
    assert!(view["state"].as_str().is_some_and(|state| state.starts_with("capablanca ")), "{}", view["state"]);
    // The archbishop on c1 (Capablanca's A) is named on hover.
    let title = browser.js("return document.querySelector(\"[data-spot='c1'] title\").textContent;").await;
    assert_eq!(title, "c1: White archbishop (A)");
    browser.click("[data-spot='e2']").await;
    let targets =
        browser.js("return [...document.querySelectorAll('.spot.target')].map(g => g.dataset.spot).sort();").await;
    assert_eq!(targets, json!(["e3", "e4"]));
    browser.click("[data-spot='e4']").await;
    browser.wait_for_person(30).await;
    let view = browser.view().await;
    assert_eq!(view["history"][0]["move"], "e2e4");
    assert_eq!(view["history"].as_array().map(Vec::len), Some(2), "the computer answered");
    assert_eq!(view["history"][1]["by"], "Black");
    let hint = browser.js("return document.getElementById('rules-hint').textContent;").await;
    assert_eq!(hint, "New to capablanca? Read about the variants while you play.");
    browser.screenshot("variant-capablanca.png").await;

    // A user's file: one section to play, one refused with its line and option.
    let file = screenshots().join("my-variants.ini");
    let big = "[big:chess]\nmaxRank = 16\nmaxFile = 16\ncastling = false\n\
               startFen = rnbqkbnrrnbqqbnr/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/RNBQKBNRRNBQQBNR w - - 0 1\n";
    let text =
        format!("[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n\n[bughouse:chess]\ntwoBoards = true\n\n{big}");
    std::fs::write(&file, text).expect("save the variants file");
    let input = browser.client.find(Locator::Id("variants-file")).await.expect("the variants file field");
    input.send_keys(&file.display().to_string()).await.expect("choose the variants file");
    browser.wait_until("document.getElementById('variant-name').value === 'wazirknight'", 10).await;
    let info = browser.js("return document.getElementById('variants-info').textContent;").await;
    let info = info.as_str().expect("a text").to_string();
    assert!(info.contains("2 variants to play") && info.contains("bughouse cannot be played: line 6"), "{info}");
    browser.js("document.getElementById('variant-computer').value = '';").await;
    browser.click("#start").await;
    browser.wait_until("view && view.state.startsWith('wazirknight ')", 10).await;
    assert_eq!(browser.view().await["legal_moves"].as_array().map(Vec::len), Some(24));
    browser.screenshot("variant-own-file.png").await;
    // A 16x16 section: every square a spot, the board no wider than a chess board's page.
    browser.js("document.getElementById('variant-name').value = 'big';").await;
    browser.click("#start").await;
    browser.wait_until("view && view.state.startsWith('big ')", 10).await;
    assert_eq!(browser.view().await["spots"].as_array().map(Vec::len), Some(256));
    let width = browser.js("return document.querySelector('#board svg.picture').getBoundingClientRect().width;").await;
    assert!(width.as_f64().is_some_and(|width| width > 300.0 && width <= 720.0), "{width}");
    browser.click("[data-spot='p2']").await;
    browser.click("[data-spot='p4']").await;
    browser.wait_until("view && view.history.length === 1", 10).await;
    browser.screenshot("variant-16x16.png").await;
    browser.close().await;
}
