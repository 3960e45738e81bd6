//! The rules engines of every game, with scripted dice, and the shipped content.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../f2d20_play/mod.rs"]
mod f2d20_play;

mod content_data;
mod d20_properties;
mod d20_rules;
mod f2d20_apparel;
mod f2d20_armour_variants;
mod f2d20_attack_perks;
mod f2d20_bodies;
mod f2d20_chems;
mod f2d20_core_apparel;
mod f2d20_creation;
mod f2d20_growth;
mod f2d20_last_chems;
mod f2d20_last_weapons;
mod f2d20_mentats;
mod f2d20_mines;
mod f2d20_mods;
mod f2d20_more_chems;
mod f2d20_origins;
mod f2d20_overdrive;
mod f2d20_parts;
mod f2d20_perk_effects;
mod f2d20_perk_rolls;
mod f2d20_plasma;
mod f2d20_plasma_grenade;
mod f2d20_power;
mod f2d20_properties;
mod f2d20_qualities;
mod f2d20_rules;
mod f2d20_zones;
mod foundry;
mod foundry_audit;
mod foundry_characters;
mod foundry_chems;
mod foundry_food;
mod foundry_pack;
mod foundry_power;
mod homebrew;
mod homebrew_wasteland;
mod house_rules;
mod names_and_text;
mod pnp_properties;
mod pnp_rules;
mod wasteland_care;
mod wasteland_properties;
mod wasteland_rules;
mod wasteland_travel;
