//! The bot against the fake Discord, and its renderers.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../support/mod.rs"]
mod support;

mod admission;
mod autocomplete;
mod bands;
mod coinflip;
mod d20;
mod e2e;
mod f2d20;
mod f2d20_apparel;
mod f2d20_attack_perks;
mod f2d20_create;
mod f2d20_growth;
mod f2d20_last_chems;
mod f2d20_last_weapons;
mod f2d20_mines;
mod f2d20_origins;
mod f2d20_power;
mod fake_discord_selftest;
mod fake_discord_shards;
mod foundry_import;
mod foundry_pack;
mod hidden_totals;
mod homebrew;
mod homebrew_chems;
mod homebrew_last;
mod homebrew_marks;
mod homebrew_replaced;
mod limits;
mod living_table;
mod logs;
mod permissions;
mod pnp;
mod process;
mod recap;
mod render_embeds;
mod render_f2d20;
mod render_f2d20_last_chems;
mod render_f2d20_mentats;
mod render_f2d20_overdrive;
mod secret;
mod secret_follow;
mod shards;
mod surfaces;
mod truth;
mod wasteland_table;
mod zh_autocomplete;
mod zh_refusals;
