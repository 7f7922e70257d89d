//! Every relative link in the Markdown documents of the repository (README,
//! CHANGELOG, `docs/`, the crates' READMEs) leads to a file that exists,
//! and every `#anchor` to a heading of that file, as GitHub names headings.

use std::fs;
use std::path::{Path, PathBuf};

/// The Markdown files a reader of the repository follows links in.
fn documents() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("CHANGELOG.md")];
    for dir in ["docs", "crates"] {
        let Ok(entries) = fs::read_dir(root.join(dir)) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|ext| ext == "md") {
                files.push(path);
            } else if path.join("README.md").is_file() {
                files.push(path.join("README.md"));
            }
        }
    }
    files
}

/// The targets of the inline links `[text](target)` of a Markdown text,
/// outside code blocks.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    targets
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces
/// turned into hyphens.
fn anchor_of(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_' || *c == ' ')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings.
fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            found.push(anchor_of(line.trim_start_matches('#')));
        }
    }
    found
}

#[test]
fn every_relative_link_leads_somewhere() {
    let mut checked = 0;
    let mut broken = Vec::new();
    for document in documents() {
        let text = fs::read_to_string(&document).expect("a readable document");
        for target in link_targets(&text) {
            // Web addresses and mail are not the repository's to check.
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let file = if path.is_empty() {
                document.clone()
            } else {
                document.parent().expect("a document is in a directory").join(path)
            };
            checked += 1;
            if !file.exists() {
                broken.push(format!("{}: {target} (no such file)", document.display()));
                continue;
            }
            if !anchor.is_empty() && file.extension().is_some_and(|ext| ext == "md") {
                let heads = anchors(&fs::read_to_string(&file).expect("a readable document"));
                if !heads.iter().any(|head| head == anchor) {
                    broken.push(format!("{}: {target} (no such heading)", document.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    assert!(checked > 30, "only {checked} links found: is the scan right?");
}

#[test]
fn headings_are_named_as_github_names_them() {
    assert_eq!(anchor_of(" Board and setup"), "board-and-setup");
    assert_eq!(anchor_of(" A turn: exactly one of three actions"), "a-turn-exactly-one-of-three-actions");
    assert_eq!(anchor_of(" `inspect`"), "inspect");
    assert_eq!(link_targets("see [a](b.md#c) and [d](e)\n```\n[x](y)\n```\n"), ["b.md#c", "e"]);
}
