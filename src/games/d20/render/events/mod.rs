//! Each d20 event as one embed: [`event_spec`] is the table of contents,
//! one arm per kind of event calling that kind's own function, grouped by
//! family (the roster, checks and attacks, combat, harm).

mod checks;
mod combat;
mod harm;
mod roster;

use crate::engine::rulesets::d20::outcome::Event;
use crate::i18n::Lang;

use crate::bot::render::EmbedSpec;

use super::board::board_spec;
use super::sheet::sheet_spec;

/// One event as an embed.
pub(super) fn event_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CharacterAdded { sheet } => {
            let drawn = sheet_spec(lang, sheet);
            crate::bot::render::joined(lang, drawn, "d20-embed-joined", &sheet.name)
        }
        Event::CharacterRemoved { name } => crate::bot::render::left(lang, "d20-embed-left", name),
        Event::Sheet { sheet } => sheet_spec(lang, sheet),
        Event::Board {
            characters,
            enemies,
            combat,
        } => board_spec(lang, characters, enemies, combat.as_ref()),
        Event::Check {
            character,
            skill,
            roll,
        } => checks::check(lang, character, *skill, roll),
        Event::Save {
            character,
            skill,
            roll,
            damage,
            taken,
            hp,
        } => checks::save(lang, character, *skill, roll, *damage, *taken, hp),
        Event::Attack { .. } => checks::attack(lang, event),
        Event::Explosion {
            attacker,
            weapon,
            dc,
            damage,
            listed,
            saves,
            ..
        } => checks::explosion(lang, attacker, weapon, *dc, damage, *listed, saves),
        Event::Rolled { roll } => checks::rolled(lang, roll),
        Event::EnemiesAdded { enemies } => combat::enemies_added(lang, enemies),
        Event::EnemyRemoved { name } => combat::enemy_removed(lang, name),
        Event::InitiativeRolled { combat } => combat::initiative_rolled(lang, combat),
        Event::TurnAdvanced {
            round,
            new_round,
            unit,
        } => combat::turn_advanced(lang, *round, *new_round, unit),
        Event::CombatEnded { round } => combat::combat_ended(lang, *round),
        Event::LevelSet {
            character,
            level_before,
            level,
            proficiency,
            hp,
            max_hp_before,
        } => roster::level_set(
            lang,
            character,
            *level_before,
            *level,
            *proficiency,
            hp,
            *max_hp_before,
        ),
        Event::Hurt { target, amount, hp } => harm::hurt(lang, target, *amount, hp),
        Event::Healed { target, amount, hp } => harm::healed(lang, target, *amount, hp),
        Event::ConditionAdded { target, condition } => {
            harm::condition_added(lang, target, condition)
        }
        Event::ConditionRemoved { target, condition } => {
            harm::condition_removed(lang, target, condition)
        }
    }
}
