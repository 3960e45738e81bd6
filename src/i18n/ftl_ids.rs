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
