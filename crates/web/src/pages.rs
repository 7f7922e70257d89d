//! The page, its script and style, and the rules pages: each game's rules
//! as its crate documentation writes them, then its guide from the
//! repository's docs (docs/scirocco.md, docs/sirocco.md, docs/towers.md);
//! for the chess variants a short page: what they are (the variant crate's
//! documentation) and the bundled ones in a table.

use std::sync::LazyLock;

use axum::Router;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use boardkit::scirocco::PIECES;
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd, html};

const INDEX: &str = include_str!("../assets/index.html");
const SCRIPT: &str = include_str!("../assets/app.js");
const STYLE: &str = include_str!("../assets/style.css");
/// The tab's icon (browsers ask for `/favicon.ico` when a page names none).
const FAVICON: &str = include_str!("../assets/favicon.svg");

/// The rules docs: (game, title, guide markdown). `assets/docs` links to the
/// repository's `docs/` pages, so that the crate carries them when packaged.
const RULES: [(&str, &str, &str); 3] = [
    ("scirocco", "Scirocco", include_str!("../assets/docs/scirocco.md")),
    ("sirocco", "Sirocco", include_str!("../assets/docs/sirocco.md")),
    ("towers", "Towers", include_str!("../assets/docs/towers.md")),
];

/// Each game crate's `lib.rs` (through `assets/rules`, links as for the
/// guides), whose crate documentation is the game's complete rules.
const CRATE_DOCS: [(&str, &str); 3] = [
    ("scirocco", include_str!("../assets/rules/scirocco.rs")),
    ("sirocco", include_str!("../assets/rules/sirocco.rs")),
    ("towers", include_str!("../assets/rules/towers.rs")),
];

/// The variant crate's `lib.rs`, whose crate documentation says what the
/// variants are.
const VARIANT_DOCS: &str = include_str!("../assets/rules/variant.rs");

/// The crate documentation at the top of a `lib.rs` as Markdown: its `//!`
/// lines up to the first item, without the lines rustdoc hides in Rust
/// samples (`# use …`).
fn crate_docs(source: &str) -> String {
    let mut markdown = String::new();
    let mut fence: Option<bool> = None; // Some(hides lines) inside a code block
    for line in source.lines() {
        let Some(text) = line.strip_prefix("//!") else {
            if line.starts_with("#![") || line.trim().is_empty() {
                continue;
            }
            break;
        };
        let text = text.strip_prefix(' ').unwrap_or(text);
        if let Some(info) = text.trim_start().strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(info.is_empty() || info.starts_with("rust") || info.starts_with("no_run")),
            };
        } else if fence == Some(true) && (text == "#" || text.starts_with("# ")) {
            continue;
        }
        markdown.push_str(text);
        markdown.push('\n');
    }
    markdown
}

/// The pictures the rules docs show: (path as the docs write it, served name,
/// SVG), from `assets/pictures`, which links to the game crates' pictures.
const IMAGES: [(&str, &str, &str); 5] = [
    (
        "../crates/scirocco/docs/svg/startpos.svg",
        "scirocco-startpos.svg",
        include_str!("../assets/pictures/scirocco-startpos.svg"),
    ),
    (
        "../crates/scirocco/docs/svg/pieces/pawn.svg",
        "scirocco-pawn.svg",
        include_str!("../assets/pictures/scirocco-pawn.svg"),
    ),
    (
        "../crates/scirocco/docs/svg/pieces/octopus.svg",
        "scirocco-octopus.svg",
        include_str!("../assets/pictures/scirocco-octopus.svg"),
    ),
    (
        "../crates/sirocco/docs/svg/startpos-4.svg",
        "sirocco-startpos-4.svg",
        include_str!("../assets/pictures/sirocco-startpos-4.svg"),
    ),
    (
        "../crates/towers/docs/svg/startpos.svg",
        "towers-startpos.svg",
        include_str!("../assets/pictures/towers-startpos.svg"),
    ),
];

/// The page with its table of the Scirocco pieces, made once.
static INDEX_HTML: LazyLock<String> = LazyLock::new(|| INDEX.replace("<!-- PIECES -->", &pieces_table()));

/// The Scirocco pieces as the rules name them: abbreviation, name, moves, promotion.
fn pieces_table() -> String {
    let mut html = String::from("<table><thead><tr><th>on the board</th><th>piece and moves</th></tr></thead><tbody>");
    for info in PIECES.iter() {
        let promotion = info
            .promotes_to
            .map(|kind| format!(" Promotes to {} ({}).", kind.name(), kind.abbreviation()))
            .unwrap_or_default();
        html.push_str(&format!(
            "<tr><td>{}</td><td><strong>{}</strong>: {}{}</td></tr>",
            escape(info.abbreviation),
            escape(info.name),
            escape(info.description),
            escape(&promotion)
        ));
    }
    html.push_str("</tbody></table>");
    html
}

/// Text made safe inside HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The rendered rules pages, made once.
static RULES_HTML: LazyLock<Vec<(&'static str, String)>> = LazyLock::new(|| {
    RULES
        .iter()
        .map(|(game, title, guide)| {
            let rules = CRATE_DOCS
                .iter()
                .find(|(name, _)| name == game)
                .map_or(String::new(), |(_, source)| crate_docs(source));
            // The page's one title is the game's name; the guide's own
            // title becomes the heading of its part.
            let guide = guide
                .strip_prefix(&format!("# {title}\n"))
                .map_or_else(|| guide.to_string(), |rest| format!("## Playing {title} with boardkit\n{rest}"));
            (*game, rules_page(title, &format!("# {title}\n\n{rules}\n---\n\n{guide}")))
        })
        .collect()
});

/// The variants page, made once: what the variants are, the bundled ones
/// with their boards and pieces, and how to play one of a file's own.
static VARIANT_HTML: LazyLock<String> = LazyLock::new(|| {
    use boardkit::variant::Variants;
    let mut table = String::from("| variant | board | pieces |\n|---|---|---|\n");
    for rules in Variants::bundled().iter() {
        let pieces: Vec<String> =
            rules.piece_types().iter().map(|kind| format!("{} {}", kind.letter(), kind.name())).collect();
        table.push_str(&format!(
            "| {} | {}×{} | {} |\n",
            rules.name(),
            rules.files(),
            rules.ranks(),
            pieces.join(", ")
        ));
    }
    let markdown = format!(
        "# Chess variants\n\n{}\n---\n\n## The bundled variants\n\n\
         Pick one in the new-game form. On the board a piece is a disc with its letter, White's light and \
         Black's dark; the royal piece has an inner ring, a piece promoted shogi-style a small `+`.\n\n{table}\n\
         ## Your own variants\n\n\
         Load a Fairy-Stockfish `variants.ini` file in the new-game form: its sections that can be played are \
         added to the list, and the others are listed with the line and option that stops them. The file stays \
         with the game you start; the server does not keep it.\n",
        crate_docs(VARIANT_DOCS)
    );
    rules_page("Chess variants", &markdown)
});

/// The page routes.
pub(crate) fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(|| async { Html(INDEX_HTML.as_str()) }))
        .route("/app.js", get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], SCRIPT) }))
        .route("/style.css", get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }))
        .route("/favicon.svg", get(favicon))
        .route("/favicon.ico", get(favicon))
        .route("/rules/{game}", get(rules))
        .route("/rules/img/{name}", get(image))
}

/// The icon, an SVG, under both names: every page links `/favicon.svg`,
/// and a browser that still asks for `/favicon.ico` gets the same picture
/// (they read an icon by its content type, not its name).
async fn favicon() -> Response {
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "max-age=86400")], FAVICON).into_response()
}

async fn rules(Path(game): Path<String>) -> Response {
    match RULES_HTML.iter().find(|(name, _)| *name == game) {
        Some((_, page)) => Html(page.clone()).into_response(),
        None if game == "variant" => Html(VARIANT_HTML.clone()).into_response(),
        None => (
            StatusCode::NOT_FOUND,
            "no rules page of that name: try /rules/scirocco, /rules/sirocco, /rules/towers, /rules/variant",
        )
            .into_response(),
    }
}

async fn image(Path(name): Path<String>) -> Response {
    match IMAGES.iter().find(|(_, served, _)| *served == name) {
        Some((_, _, svg)) => ([(header::CONTENT_TYPE, "image/svg+xml")], *svg).into_response(),
        None => (StatusCode::NOT_FOUND, "no such picture").into_response(),
    }
}

/// The anchor GitHub gives a heading: lowercase, spaces to `-`, other
/// punctuation dropped (so the docs' own tables of contents work).
fn slug(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect::<String>()
        .to_lowercase()
}

/// Where a link of the docs goes on the server: other rules pages and
/// anchors stay links, files of the repository (which the server does not
/// have) lose their link and keep their text.
fn link_target(dest: &str) -> Option<String> {
    if dest.starts_with('#') || dest.starts_with("http://") || dest.starts_with("https://") {
        return Some(dest.to_string());
    }
    let (file, anchor) = dest.split_once('#').map_or((dest, ""), |(file, anchor)| (file, anchor));
    let game = file.strip_suffix(".md")?;
    RULES
        .iter()
        .any(|(name, _, _)| *name == game)
        .then(|| if anchor.is_empty() { format!("/rules/{game}") } else { format!("/rules/{game}#{anchor}") })
}

/// One rules doc as a whole HTML page.
fn rules_page(title: &str, markdown: &str) -> String {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    // A rustdoc link to an item (`[`Move`]`) has no target here: it becomes
    // a link to nowhere, which the loop below turns back into its text.
    let mut no_target = |_| Some((CowStr::from(""), CowStr::from("")));
    let mut events: Vec<Event<'_>> =
        Parser::new_with_broken_link_callback(markdown, options, Some(&mut no_target)).collect();
    // Headings get their anchors: the text up to the heading's end.
    let mut index = 0;
    while index < events.len() {
        if let Event::Start(Tag::Heading { .. }) = &events[index] {
            let mut text = String::new();
            for event in &events[index + 1..] {
                match event {
                    Event::End(TagEnd::Heading(_)) => break,
                    Event::Text(part) | Event::Code(part) => text.push_str(part),
                    _ => {}
                }
            }
            if let Event::Start(Tag::Heading { id, .. }) = &mut events[index] {
                *id = Some(CowStr::from(slug(&text)));
            }
        }
        index += 1;
    }
    // Links and pictures point at the server; a dropped link drops its end too.
    let mut dropped = Vec::new();
    let mut out = Vec::with_capacity(events.len());
    for event in events {
        match event {
            Event::Start(Tag::Link { link_type, dest_url, title, id }) => match link_target(&dest_url) {
                Some(target) => {
                    dropped.push(false);
                    out.push(Event::Start(Tag::Link { link_type, dest_url: target.into(), title, id }));
                }
                None => dropped.push(true),
            },
            Event::End(TagEnd::Link) => {
                if !dropped.pop().unwrap_or(false) {
                    out.push(Event::End(TagEnd::Link));
                }
            }
            Event::Start(Tag::Image { link_type, dest_url, title, id }) => {
                let served = IMAGES
                    .iter()
                    .find(|(path, _, _)| *path == &*dest_url)
                    .map_or_else(|| dest_url.to_string(), |(_, served, _)| format!("/rules/img/{served}"));
                out.push(Event::Start(Tag::Image { link_type, dest_url: served.into(), title, id }));
            }
            other => out.push(other),
        }
    }
    let mut body = String::new();
    html::push_html(&mut body, out.into_iter());
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} rules — boardkit playground</title><link rel=\"stylesheet\" href=\"/style.css\">\
         <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\"></head>\n\
         <body class=\"rules\"><nav class=\"rules-nav\"><a href=\"/\">← back to the playground</a> · \
         <a href=\"/rules/scirocco\">Scirocco</a> · <a href=\"/rules/sirocco\">Sirocco</a> · \
         <a href=\"/rules/towers\">Towers</a> · <a href=\"/rules/variant\">Chess variants</a></nav>\n<main class=\"rules-text\">{body}</main></body></html>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_lists_every_scirocco_piece() {
        assert!(!INDEX_HTML.contains("<!-- PIECES -->"));
        assert_eq!(INDEX_HTML.matches("<tr><td>").count(), PIECES.len());
        assert!(INDEX_HTML.contains("<tr><td>Gu</td><td><strong>Guard</strong>: "));
    }

    /// Each rules page opens with the crate's rules, rustdoc's hidden
    /// sample lines and item links gone, then the guide.
    #[test]
    fn rules_pages_hold_the_crate_rules_then_the_guide() {
        for (game, page) in RULES_HTML.iter() {
            let opening = match *game {
                "scirocco" => "Adrian King",
                "sirocco" => "race-and-chase",
                _ => "complete rules reference",
            };
            let rules = page.find(opening).unwrap_or_else(|| panic!("{game}: no rules"));
            let guide = page.find("<hr />").unwrap_or_else(|| panic!("{game}: no guide"));
            assert!(rules < guide, "{game}: the rules come first");
            let first_heading = page.split("<h1").nth(1).and_then(|rest| rest.split("</h1>").next()).unwrap_or("");
            assert!(first_heading.to_lowercase().ends_with(&format!(">{game}")), "{game}: the title first");
            assert!(!page.contains("[<code>"), "{game}: an item link left as text in brackets");
            assert!(!page.contains("\n# use "), "{game}: a hidden sample line shown");
        }
        let towers = &RULES_HTML.iter().find(|(game, _)| *game == "towers").expect("towers").1;
        assert!(towers.contains("capture"), "the Towers rules name the capture");
        let markdown = crate_docs(
            "//! Top [`Move`].\n//!\n//! ```\n//! # use x;\n//! let a = 1;\n//! ```\n#![forbid(unsafe_code)]\nmod m;\n//! not docs\n",
        );
        assert_eq!(markdown, "Top [`Move`].\n\n```\nlet a = 1;\n```\n");
    }

    /// The variants page says what they are and lists every bundled one.
    #[test]
    fn the_variants_page_lists_the_bundled_variants() {
        let page = VARIANT_HTML.as_str();
        assert!(page.contains("<h1 id=\"chess-variants\">Chess variants</h1>"), "the title first");
        assert!(page.contains("variants.ini"), "what the variants are");
        for rules in boardkit::variant::Variants::bundled().iter() {
            assert!(page.contains(&format!("<td>{}</td>", rules.name())), "{} in the table", rules.name());
        }
        assert!(page.contains("<td>10×8</td>"), "Capablanca's board");
        assert!(!page.contains("\n# use "), "no hidden sample line shown");
    }

    #[test]
    fn headings_get_github_anchors() {
        assert_eq!(slug("Relays: Dervish and Harpy"), "relays-dervish-and-harpy");
        assert_eq!(slug("The unusual moves, exactly"), "the-unusual-moves-exactly");
    }

    #[test]
    fn anchors_keep_dashes_and_underscores() {
        assert_eq!(slug("En-passant_rule (none)"), "en-passant_rule-none");
    }

    #[test]
    fn links_to_other_rules_stay_links_and_repository_files_lose_theirs() {
        assert_eq!(link_target("https://www.chessvariants.com/").as_deref(), Some("https://www.chessvariants.com/"));
        assert_eq!(link_target("http://example.org/a.md").as_deref(), Some("http://example.org/a.md"));
        assert_eq!(link_target("sirocco.md").as_deref(), Some("/rules/sirocco"));
        assert_eq!(link_target("towers.md#setup").as_deref(), Some("/rules/towers#setup"));
        assert_eq!(link_target("#setup").as_deref(), Some("#setup"));
        assert_eq!(link_target("../crates/scirocco/docs/svg/pieces/"), None);
        assert_eq!(link_target("notation.md"), None);
    }

    /// A kept link keeps its end tag and a dropped one loses it; each
    /// picture of the docs is served under its own name.
    #[test]
    fn links_close_where_they_are_kept_and_pictures_get_their_own_names() {
        let page = rules_page("Test", "See [Sirocco](sirocco.md), [the notation](notation.md) and [here](#test).\n");
        assert!(
            page.contains(
                "<p>See <a href=\"/rules/sirocco\">Sirocco</a>, the notation and <a href=\"#test\">here</a>.</p>"
            ),
            "{page}"
        );
        for (path, served, _) in IMAGES {
            let page = rules_page("Test", &format!("![a picture]({path})\n"));
            assert!(page.contains(&format!("<img src=\"/rules/img/{served}\" alt=\"a picture\"")), "{path}: {page}");
        }
        let unknown = rules_page("Test", "![elsewhere](pictures/other.svg)\n");
        assert!(unknown.contains("<img src=\"pictures/other.svg\""), "{unknown}");
    }

    #[test]
    fn every_rules_page_renders_with_its_pictures_and_contents_links() {
        for (game, page) in RULES_HTML.iter() {
            assert!(page.contains("<table>"), "{game}: tables render");
            assert!(page.contains("<img src=\"/rules/img/"), "{game}: pictures point at the server");
            assert!(!page.contains("src=\"../"), "{game}: no picture left pointing into the repository");
            // Every in-page link has its heading.
            for anchor in page.split("href=\"#").skip(1).filter_map(|rest| rest.split('"').next()) {
                assert!(page.contains(&format!("id=\"{anchor}\"")), "{game}: #{anchor} has no heading");
            }
        }
    }
}
