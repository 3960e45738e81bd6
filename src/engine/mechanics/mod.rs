//! Mechanics some games share: S.P.E.C.I.A.L. attributes and their effective
//! scores (the games with S.P.E.C.I.A.L. characters use them), the 2d20
//! pool, four levels of success, an HP change. A mechanic knows no game's
//! commands or events; games build on it.

pub mod hp;
pub mod pool;
pub mod special;
pub mod success;
