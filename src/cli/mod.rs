//! The command-line front end: the seed's command language in, one JSON object
//! per command out.

pub mod parse;
pub mod tokenize;
