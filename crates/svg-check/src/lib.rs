//! Test support for the boardkit renderers: a well-formedness check for the
//! SVG pictures they write, the size a picture's `viewBox` gives, and the
//! check that the pictures a crate commits under its `docs/` are the ones
//! its code draws today.
//!
//! A development dependency only (never published): the libraries draw
//! pictures, their tests check them.
//!
//! ```
//! use boardkit_svg_check::check;
//!
//! let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<text>Q &amp; A</text>\n</svg>\n";
//! assert_eq!(check(picture)?.texts, ["Q & A"]);
//! assert!(check("<svg>").is_err());
//! # Ok::<(), boardkit_svg_check::CheckError>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use core::fmt;

/// What [`check`] found in a well-formed document.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckSummary {
    /// The number of elements, the root included.
    pub elements: usize,
    /// The text content of every element that has text, in document order,
    /// with character references decoded.
    pub texts: Vec<String>,
    /// The ids defined.
    pub ids: Vec<String>,
}

/// Why [`check`] refused a document: what was wrong and at which byte.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError {
    /// Byte offset in the document.
    pub offset: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for CheckError {}

/// Decodes the entity or character reference at the start of `text`
/// (`&amp;`, `&#10;`, …): the character and the bytes used.
fn reference(text: &str) -> Option<(char, usize)> {
    let end = text.find(';')?;
    let body = &text[1..end];
    let c = match body {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        _ => {
            let code = if let Some(hex) = body.strip_prefix("#x") {
                u32::from_str_radix(hex, 16).ok()?
            } else {
                body.strip_prefix('#')?.parse().ok()?
            };
            char::from_u32(code)?
        }
    };
    Some((c, end + 1))
}

/// Decodes escaped text, refusing a raw `<` or a bare `&`.
fn decode(text: &str, offset: usize) -> Result<String, CheckError> {
    let mut out = String::new();
    let mut at = 0;
    while let Some(c) = text[at..].chars().next() {
        match c {
            '<' => return Err(CheckError { offset: offset + at, message: "unescaped `<`".into() }),
            '&' => {
                let (decoded, used) = reference(&text[at..]).ok_or_else(|| CheckError {
                    offset: offset + at,
                    message: "`&` that starts no known entity or character reference".into(),
                })?;
                out.push(decoded);
                at += used;
            }
            c => {
                out.push(c);
                at += c.len_utf8();
            }
        }
    }
    Ok(out)
}

/// Whether `value` holds a number written with more than two decimals
/// (`3.5999999999999996`): a sign of formatting that bypassed the writer's
/// number formatting (`boardkit_geometry::svg::number`).
fn has_long_decimal(value: &str) -> bool {
    let bytes = value.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        b == b'.'
            && i > 0
            && bytes[i - 1].is_ascii_digit()
            && bytes.get(i + 1..i + 4).is_some_and(|next| next.iter().all(u8::is_ascii_digit))
    })
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.')
}

/// The width and height a picture's `viewBox="0 0 w h"` gives (what
/// `boardkit_geometry::svg::Svg::new` writes), or `None` when it has none of that form.
///
/// # Examples
///
/// ```
/// use boardkit_svg_check::view_box_size;
/// assert_eq!(view_box_size("<svg viewBox=\"0 0 120 80.5\"/>"), Some((120.0, 80.5)));
/// assert_eq!(view_box_size("<svg/>"), None);
/// ```
pub fn view_box_size(document: &str) -> Option<(f64, f64)> {
    let start = document.find("viewBox=\"0 0 ")? + "viewBox=\"0 0 ".len();
    let mut values = document[start..].split('"').next()?.split(' ').map(|value| value.parse::<f64>().ok());
    Some((values.next()??, values.next()??))
}

/// Checks that `document` is a well-formed, self-contained SVG as the
/// boardkit renderers write it:
///
/// - exactly one root element, `<svg>`, with the SVG namespace and a
///   `viewBox` of four numbers;
/// - every start tag closed by its own end tag, in order;
/// - names made of letters, digits, `-`, `_`, `:` and `.`; attribute values
///   quoted, with no raw `<`; no repeated attribute on one element;
/// - text and attribute values escaped: `&` only starting `&amp;`, `&lt;`,
///   `&gt;`, `&quot;`, `&apos;` or a character reference;
/// - numbers in attribute values written with at most two decimals (the
///   writer's stable formatting);
/// - ids unique, and every `href="#…"` and `url(#…)` naming one of them;
/// - no blank line (the picture stays one HTML block in Markdown).
///
/// Comments, processing instructions, CDATA and doctypes are refused (the
/// writer never emits them). This is a test helper, not an XML parser.
///
/// # Errors
///
/// [`CheckError`] with the byte offset of the first fault.
pub fn check(document: &str) -> Result<CheckSummary, CheckError> {
    let fail = |offset: usize, message: &str| Err(CheckError { offset, message: message.to_string() });
    if let Some(at) = document.find("\n\n").or_else(|| document.find("\n\r\n")) {
        return fail(at, "a blank line (would end a Markdown HTML block)");
    }
    let mut summary = CheckSummary::default();
    let mut stack: Vec<&str> = Vec::new();
    let mut references: Vec<(usize, String)> = Vec::new();
    let mut root_seen = false;
    let mut at = 0;
    while at < document.len() {
        let rest = &document[at..];
        let Some(lt) = rest.find('<') else {
            if !rest.trim().is_empty() {
                return fail(at, "text after the root element");
            }
            break;
        };
        let text = &rest[..lt];
        if !text.trim().is_empty() {
            if stack.is_empty() {
                return fail(at, "text outside the root element");
            }
            summary.texts.push(decode(text, at)?);
        } else {
            decode(text, at)?;
        }
        at += lt;
        let rest = &document[at..];
        let Some(gt) = rest.find('>') else { return fail(at, "a tag that never ends") };
        let inside = &rest[1..gt];
        let tag_start = at;
        at += gt + 1;
        if inside.starts_with(['!', '?']) {
            return fail(tag_start, "comments, doctypes and processing instructions are not expected");
        }
        if let Some(name) = inside.strip_prefix('/') {
            match stack.pop() {
                Some(open) if open == name.trim_end() => continue,
                Some(open) => return fail(tag_start, &format!("`</{name}>` closes `<{open}>`")),
                None => return fail(tag_start, &format!("`</{name}>` closes nothing")),
            }
        }
        let (body, self_closing) = match inside.strip_suffix('/') {
            Some(body) => (body, true),
            None => (inside, false),
        };
        let name_len = body.find(|c: char| !is_name_char(c)).unwrap_or(body.len());
        let name = &body[..name_len];
        if name.is_empty() {
            return fail(tag_start, "a tag without a name");
        }
        if stack.is_empty() {
            if root_seen {
                return fail(tag_start, "a second root element");
            }
            if name != "svg" {
                return fail(tag_start, "the root element is not <svg>");
            }
            root_seen = true;
        }
        summary.elements += 1;
        // Attributes: name="value" separated by whitespace.
        let mut attributes: Vec<(&str, String)> = Vec::new();
        let mut rest = &body[name_len..];
        loop {
            let trimmed = rest.trim_start();
            if trimmed.is_empty() {
                break;
            }
            if trimmed.len() == rest.len() {
                return fail(tag_start, &format!("no space before an attribute in <{name}>"));
            }
            let eq = trimmed.find('=').ok_or_else(|| CheckError {
                offset: tag_start,
                message: format!("an attribute without a value in <{name}>"),
            })?;
            let attribute = &trimmed[..eq];
            if attribute.is_empty() || !attribute.chars().all(is_name_char) {
                return fail(tag_start, &format!("a bad attribute name `{attribute}` in <{name}>"));
            }
            let after = &trimmed[eq + 1..];
            let Some(value_and_rest) = after.strip_prefix('"') else {
                return fail(tag_start, &format!("the value of `{attribute}` is not in double quotes"));
            };
            let Some(close) = value_and_rest.find('"') else {
                return fail(tag_start, &format!("the value of `{attribute}` never ends"));
            };
            // The value's own offset (it is a suffix of `body`, which starts
            // after the `<`), so that a bad character reference or a raw `<`
            // in it is reported at its byte.
            let value_start = tag_start + 1 + (body.len() - value_and_rest.len());
            let value = decode(&value_and_rest[..close], value_start)?;
            if has_long_decimal(&value) {
                return fail(tag_start, &format!("a number with more than two decimals in `{attribute}` of <{name}>"));
            }
            if attributes.iter().any(|(seen, _)| *seen == attribute) {
                return fail(tag_start, &format!("`{attribute}` twice in <{name}>"));
            }
            attributes.push((attribute, value));
            rest = &value_and_rest[close + 1..];
        }
        for (attribute, value) in &attributes {
            if *attribute == "id" {
                if summary.ids.contains(value) {
                    return fail(tag_start, &format!("the id `{value}` twice"));
                }
                summary.ids.push(value.clone());
            }
            if let Some(target) = value.strip_prefix('#').filter(|_| attribute.ends_with("href")) {
                references.push((tag_start, target.to_string()));
            }
            if let Some(target) = value.strip_prefix("url(#").and_then(|v| v.strip_suffix(')')) {
                references.push((tag_start, target.to_string()));
            }
        }
        if name == "svg" && stack.is_empty() {
            let attribute = |wanted: &str| attributes.iter().find(|(a, _)| *a == wanted).map(|(_, v)| v.as_str());
            if attribute("xmlns") != Some("http://www.w3.org/2000/svg") {
                return fail(tag_start, "the root has no SVG namespace");
            }
            let view_box = attribute("viewBox").unwrap_or("");
            let numbers: Vec<&str> = view_box.split_whitespace().collect();
            if numbers.len() != 4 || numbers.iter().any(|n| n.parse::<f64>().is_err()) {
                return fail(tag_start, "the root has no viewBox of four numbers");
            }
        }
        if !self_closing {
            stack.push(name);
        } else if stack.is_empty() {
            return fail(tag_start, "the root element is empty");
        }
    }
    if let Some(open) = stack.last() {
        return fail(document.len(), &format!("<{open}> is never closed"));
    }
    if !root_seen {
        return fail(0, "no <svg> element");
    }
    for (offset, target) in references {
        if !summary.ids.contains(&target) {
            return fail(offset, &format!("a reference to the unknown id `{target}`"));
        }
    }
    Ok(summary)
}

/// Checks generated pictures against their committed copies, for the tests
/// of crates that commit the pictures their docs show (the game crates'
/// `docs/svg/`), so that a committed picture can never go stale.
///
/// `files` are paths relative to `root` with their freshly generated
/// contents. Every `.svg` among them must pass [`check`] and every file must
/// equal its committed copy; every `.svg` file in `picture_dirs` (relative to
/// `root`) must be one of `files`, so that no picture that is no longer drawn
/// is left behind. With `update`, the fresh contents are written first (a
/// test passes `update` when asked to regenerate, e.g. from an environment
/// variable).
///
/// # Errors
///
/// A message naming the first file that is malformed, stale or left over, or
/// that cannot be read or written.
///
/// # Examples
///
/// ```
/// use boardkit_svg_check::verify_committed;
/// let dir = std::env::temp_dir().join(format!("boardkit-verify-committed-{}", std::process::id()));
/// let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n</svg>\n".to_string();
/// let files = vec![("pictures/dot.svg".to_string(), picture)];
/// // Nothing committed yet: the picture is missing.
/// assert!(verify_committed(&dir, &files, &["pictures"], false).is_err());
/// // Written once (as a test run with its update switch does), it is up to date.
/// verify_committed(&dir, &files, &["pictures"], true)?;
/// verify_committed(&dir, &files, &["pictures"], false)?;
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn verify_committed(
    root: &std::path::Path,
    files: &[(String, String)],
    picture_dirs: &[&str],
    update: bool,
) -> Result<(), String> {
    for (path, fresh) in files {
        let full = root.join(path);
        if update {
            if let Some(dir) = full.parent() {
                std::fs::create_dir_all(dir).map_err(|error| format!("{}: {error}", dir.display()))?;
            }
            std::fs::write(&full, fresh).map_err(|error| format!("{path}: {error}"))?;
        }
        if path.ends_with(".svg") {
            check(fresh).map_err(|error| format!("{path} is not a well-formed picture: {error}"))?;
        }
        let committed = std::fs::read_to_string(&full).map_err(|error| format!("{path}: {error}"))?;
        if committed != *fresh {
            return Err(format!("{path} is stale: regenerate it"));
        }
    }
    for dir in picture_dirs {
        let entries = std::fs::read_dir(root.join(dir)).map_err(|error| format!("{dir}: {error}"))?;
        for entry in entries {
            let name = entry.map_err(|error| format!("{dir}: {error}"))?.file_name();
            let relative = format!("{dir}/{}", name.to_string_lossy());
            if relative.ends_with(".svg") && !files.iter().any(|(path, _)| *path == relative) {
                return Err(format!("{relative} is no longer drawn: delete it"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checker_refuses_broken_documents() {
        let ok = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">\n<g>\n</g>\n</svg>\n";
        assert!(check(ok).is_ok());
        let broken = [
            ("", "no <svg>"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n</svg>", "viewBox"),
            ("<svg viewBox=\"0 0 1 1\">\n</svg>", "namespace"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">\n<g>\n</svg>", "closes"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">\n<g>", "never closed"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">a & b</svg>", "`&`"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><t a=\"<\"/></svg>", "`<`"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><t a=b/></svg>", "quotes"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><t a=\"1\" a=\"2\"/></svg>", "twice"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><use href=\"#x\"/></svg>", "unknown id"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">\n\n</svg>", "blank line"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"></svg><svg/>", "second root"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><!-- x --></svg>", "comments"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><p d=\"M3.125 0\"/></svg>", "decimals"),
        ];
        for (document, expected) in broken {
            let error = check(document).expect_err(document);
            assert!(error.message.contains(expected) || error.to_string().contains(expected), "{document}: {error}");
        }
    }
}
