//! Reading the variants.ini syntax: sections, `key = value` lines and
//! `[child:parent]` inheritance.

use std::collections::HashMap;

use crate::VariantError;

/// One `key = value` line of a section.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct OptionLine {
    /// The option's name, as written.
    pub(crate) key: String,
    /// The value, without surrounding whitespace.
    pub(crate) value: String,
    /// The 1-based line number in its file.
    pub(crate) line: usize,
}

/// A `[name]` or `[name:parent]` section and its lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Section {
    /// The variant's name.
    pub(crate) name: String,
    /// The parent's name, if the header names one.
    pub(crate) parent: Option<String>,
    /// The header's line number.
    pub(crate) line: usize,
    /// The options, in file order; a key given twice keeps its last value.
    pub(crate) options: Vec<OptionLine>,
}

impl Section {
    /// The options as a map from key to line (the last of a repeated key wins,
    /// as in Fairy-Stockfish).
    pub(crate) fn map(&self) -> HashMap<&str, &OptionLine> {
        self.options.iter().map(|option| (option.key.as_str(), option)).collect()
    }
}

/// The most bytes of text read, so that reading stays bounded.
pub const MAX_FILE_BYTES: usize = 4 << 20;

/// Splits a variants.ini text into its sections.
///
/// Text before the first section is a comment (Fairy-Stockfish's own file
/// opens with documentation). Lines starting with `;` or `#` are comments;
/// blank lines are skipped; every other line must be `key = value`.
pub(crate) fn sections(text: &str) -> Result<Vec<Section>, VariantError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(VariantError::TooLarge { bytes: text.len() });
    }
    let mut sections: Vec<Section> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.starts_with('[') {
            let Some(header) = trimmed.strip_prefix('[').and_then(|rest| rest.strip_suffix(']')) else {
                return Err(VariantError::Syntax {
                    line,
                    message: format!("a section header `{trimmed}` must end with `]`"),
                });
            };
            let (name, parent) = match header.split_once(':') {
                Some((name, parent)) => (name.trim(), Some(parent.trim().to_string())),
                None => (header.trim(), None),
            };
            if name.is_empty() || parent.as_deref() == Some("") {
                return Err(VariantError::Syntax {
                    line,
                    message: format!("empty name in section header `{trimmed}`"),
                });
            }
            if sections.iter().any(|section| section.name == name) {
                return Err(VariantError::Duplicate { line, name: name.to_string() });
            }
            sections.push(Section { name: name.to_string(), parent, line, options: Vec::new() });
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with(';') || trimmed.starts_with('#') {
            continue;
        }
        let Some(section) = sections.last_mut() else { continue };
        let Some((key, value)) = trimmed.split_once('=') else {
            return Err(VariantError::Syntax {
                line,
                message: format!("expected `option = value`, found `{trimmed}`"),
            });
        };
        let key = key.trim();
        if key.is_empty() {
            return Err(VariantError::Syntax { line, message: "an option line needs a name before `=`".to_string() });
        }
        section.options.push(OptionLine { key: key.to_string(), value: value.trim().to_string(), line });
    }
    Ok(sections)
}
