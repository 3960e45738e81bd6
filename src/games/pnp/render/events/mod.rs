//! Each classic-game event as one embed: [`event_spec`] is the table of
//! contents, one arm per kind of event calling that kind's own function,
//! grouped by family (the roster and its advancement, gear, checks, combat,
//! harm).

mod checks;
mod combat;
mod gear;
mod harm;
mod roster;

use crate::engine::rulesets::pnp::Event;
use crate::i18n::Lang;

use crate::bot::render::EmbedSpec;

use super::board::board_spec;
use super::dice::damage_spec;
use super::sheet::sheet_spec;

/// One event as an embed.
pub(super) fn event_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CharacterAdded { .. }
        | Event::CharacterRemoved { .. }
        | Event::Sheet { .. }
        | Event::Board { .. }
        | Event::PointsSpent { .. }
        | Event::XpGained { .. }
        | Event::LevelUp { .. }
        | Event::SettingChanged { .. } => roster_spec(lang, event),
        Event::Check { .. } | Event::Odds { .. } | Event::Save { .. } => checks_spec(lang, event),
        Event::EnemyAdded { .. }
        | Event::EnemyRemoved { .. }
        | Event::LeaderSet { .. }
        | Event::MoraleSet { .. }
        | Event::Attack { .. }
        | Event::Scatter { .. }
        | Event::CalledShot { .. }
        | Event::Morale { .. } => combat_spec(lang, event),
        Event::AmmoUsed { .. }
        | Event::ArmourSet { .. }
        | Event::PipBoySet { .. }
        | Event::Ammo { .. } => gear_spec(lang, event),
        Event::Damage { .. }
        | Event::Burning { .. }
        | Event::BurnTick { .. }
        | Event::Doused { .. }
        | Event::Poisoned { .. }
        | Event::PoisonTick { .. }
        | Event::Died { .. }
        | Event::Healed { .. }
        | Event::Hurt { .. }
        | Event::Revived { .. } => harm_spec(lang, event),
    }
}

/// The roster: who joined and left, sheets and the board, points, experience, levels and settings.
fn roster_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CharacterAdded { sheet } => {
            let drawn = sheet_spec(lang, sheet);
            crate::bot::render::joined(lang, drawn, "pnp-bot-joined", &sheet.name)
        }
        Event::CharacterRemoved { name } => crate::bot::render::left(lang, "pnp-bot-left", name),
        Event::Sheet { sheet } => sheet_spec(lang, sheet),
        Event::Board {
            characters,
            enemies,
            half_points,
            criticals,
        } => board_spec(lang, characters, enemies, *half_points, *criticals),
        Event::PointsSpent {
            character,
            skill,
            points,
            value,
            unspent,
        } => roster::points_spent(lang, character, *skill, *points, *value, *unspent),
        Event::XpGained {
            character,
            amount,
            xp,
            level_before,
            level,
            pending,
        } => roster::xp_gained(
            lang,
            character,
            *amount,
            *xp,
            *level_before,
            *level,
            *pending,
        ),
        Event::LevelUp {
            character,
            choice,
            value,
            points,
            level_hp,
            hp,
        } => roster::level_up(lang, character, *choice, *value, *points, *level_hp, hp),
        Event::SettingChanged { setting } => roster::setting_changed(lang, *setting),
        _ => unreachable!("the table of contents sends only roster events here"),
    }
}

/// Checks, their odds and saving throws.
fn checks_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::Check {
            character,
            skill,
            roll,
        } => checks::check(lang, character, *skill, roll),
        Event::Odds {
            character,
            skill,
            target,
            odds,
        } => checks::odds(lang, character, *skill, *target, odds),
        Event::Save {
            unit,
            attribute,
            purpose,
            roll,
        } => checks::save(lang, unit, *attribute, *purpose, roll),
        _ => unreachable!("the table of contents sends only checks events here"),
    }
}

/// The fight: enemies, leaders and morale, attacks, scatter and called shots.
fn combat_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::EnemyAdded { enemy } => combat::enemy_added(lang, enemy),
        Event::EnemyRemoved { name } => combat::enemy_removed(lang, name),
        Event::LeaderSet { enemy, group } => combat::leader_set(lang, enemy, group),
        Event::MoraleSet { enemy, score } => combat::morale_set(lang, enemy, *score),
        Event::Attack {
            attacker,
            target,
            weapon,
            chance,
            roll,
        } => combat::attack(lang, attacker, target, weapon, chance, roll),
        Event::Scatter {
            direction,
            missed_by,
        } => combat::scatter(lang, *direction, *missed_by),
        Event::CalledShot {
            target,
            location,
            effect,
        } => combat::called_shot(lang, target, *location, *effect),
        Event::Morale { enemy, cause, roll } => combat::morale(lang, enemy, *cause, roll),
        _ => unreachable!("the table of contents sends only combat events here"),
    }
}

/// Gear: armour, the Pip-Boy and ammunition.
fn gear_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::AmmoUsed {
            character,
            weapon,
            used,
        } => gear::ammo_used(lang, character, weapon, used),
        Event::ArmourSet { target, armour } => gear::armour_set(lang, target, *armour),
        Event::PipBoySet { character, on } => gear::pip_boy_set(lang, character, *on),
        Event::Ammo {
            character,
            weapon,
            found,
            dice,
            before,
            after,
        } => gear::ammo(lang, character, weapon, *found, dice, *before, *after),

        _ => unreachable!("the table of contents sends only gear events here"),
    }
}

/// Harm and its undoing: damage, fire, poison, death, healing and revival.
fn harm_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::Damage { target, damage, hp } => damage_spec(lang, target, damage, hp),
        Event::Burning { target, dice } => harm::burning(lang, target, dice),
        Event::BurnTick {
            target,
            dropped,
            remaining,
            damage,
            hp,
        } => harm::burn_tick(lang, target, *dropped, remaining, *damage, hp),
        Event::Doused {
            target,
            dropped,
            remaining,
        } => harm::doused(lang, target, *dropped, remaining),
        Event::Poisoned {
            target,
            damage_sides,
            rounds,
        } => harm::poisoned(lang, target, *damage_sides, *rounds),
        Event::PoisonTick {
            target,
            damage,
            hp,
            rounds_left,
        } => harm::poison_tick(lang, target, *damage, hp, *rounds_left),
        Event::Died { name } => harm::died(lang, name),
        Event::Healed { .. } => harm::healed(lang, event),
        Event::Hurt {
            target,
            amount,
            rads,
            hp,
        } => harm::hurt(lang, target, *amount, *rads, hp),
        Event::Revived { character, hp } => harm::revived(lang, character, hp),
        _ => unreachable!("the table of contents sends only harm events here"),
    }
}
