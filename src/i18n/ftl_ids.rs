//! Which message id a line of a `.ftl` source defines. Shared, as text, by
//! the build script (which indexes the sources into the binary) and the
//! bundles (which read that index), so both read the sources alike.

/// The message id a source line defines (`id = ...` at the start of the
/// line), if it defines one; terms (`-term`), comments, attributes and
/// continuation lines define none.
#[must_use]
pub fn defined_id(line: &str) -> Option<&str> {
    if !line.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let (id, _) = line.split_once('=')?;
    Some(id.trim_end())
}

/// Each message a source defines, with the byte range of its entry: from
/// its id's line up to the next line that starts another entry or a comment
/// (a letter, `-` or `#` at the line's start; a message's own lines after
/// the first are indented, blank, or a closing `}` or variant). Parsed alone,
/// the range is the message with its attributes.
#[must_use]
#[allow(
    dead_code,
    reason = "the build script indexes with it; the crate reads only its index"
)]
pub fn entries(text: &str) -> Vec<(&str, usize, usize)> {
    let mut found = Vec::new();
    let mut open: Option<(&str, usize)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#') {
            if let Some((id, start)) = open.take() {
                found.push((id, start, at));
            }
            open = defined_id(line.trim_end_matches(['\n', '\r'])).map(|id| (id, at));
        }
        at += line.len();
    }
    if let Some((id, start)) = open {
        found.push((id, start, text.len()));
    }
    found
}
