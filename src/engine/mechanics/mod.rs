//! Mechanics some games share: S.P.E.C.I.A.L. attributes and their effective
//! scores (the wasteland game and both Fallout games use them). A mechanic
//! knows no game's commands or events; games build on it.

pub mod pool;
pub mod special;
pub mod success;
