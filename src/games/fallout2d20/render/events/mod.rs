//! Each Fallout 2d20 event as one embed: [`event_spec`] is the table of
//! contents, one arm per kind of event calling that kind's own function,
//! grouped by family (the roster and its gear, tests, combat, harm).

mod checks;
mod combat;
mod gear;
pub(super) mod growth;
mod harm;
mod roster;

use crate::engine::rulesets::fallout2d20::Event;
use crate::i18n::Lang;

use crate::bot::render::EmbedSpec;
use crate::games::fallout2d20::{apparel, diseases, fusion, mines, power};

use super::attack::attack_spec;
use super::board::{board_spec, creature_spec, sheet_spec};
use super::Table;

/// The embed of one event; `table` is what the campaign shows after the
/// command (the AP pools, the DR of every unit).
pub(super) fn event_spec(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    match event {
        Event::CharacterAdded { .. }
        | Event::CharacterRemoved { .. }
        | Event::Sheet { .. }
        | Event::Creature { .. }
        | Event::Board { .. }
        | Event::CreaturesAdded { .. }
        | Event::CreatureRemoved { .. }
        | Event::RankSet { .. }
        | Event::SessionStarted { .. } => roster_spec(lang, event),
        Event::Inventory { .. }
        | Event::ArmourWorn { .. }
        | Event::PowerArmour { .. }
        | Event::PieceAttached { .. }
        | Event::PieceDetached { .. }
        | Event::FrameRemoved { .. }
        | Event::MinePlaced { .. }
        | Event::MineTriggered { .. }
        | Event::PieceRepaired { .. }
        | Event::Disease { .. }
        | Event::Modded { .. }
        | Event::OriginSet { .. }
        | Event::RobotPart { .. }
        | Event::FusionCore { .. }
        | Event::CoresDrained { .. }
        | Event::ApparelReroll { .. }
        | Event::Airborne { .. }
        | Event::ArmourRemoved { .. } => gear_spec(lang, event),
        Event::Action { .. }
        | Event::ZoneSet { .. }
        | Event::ZoneRangeSet { .. }
        | Event::CoverSet { .. }
        | Event::ApSet { .. }
        | Event::CombatStarted { .. }
        | Event::Reordered { .. }
        | Event::TurnAdvanced { .. }
        | Event::CombatEnded { .. } => combat_spec(lang, event, table),
        Event::Test { .. }
        | Event::Attack { .. }
        | Event::Defend { .. }
        | Event::FirstAid { .. }
        | Event::Rally { .. }
        | Event::Commanded { .. }
        | Event::PersistentTest { .. } => checks_spec(lang, event, table),
        Event::CombatDice { .. }
        | Event::Hurt { .. }
        | Event::Healed { .. }
        | Event::RadsCured { .. }
        | Event::BonusDie { .. }
        | Event::LuckReroll { .. } => harm_spec(lang, event),
        Event::XpGiven { given } => growth::xp_given(lang, given),
        Event::LevelUp { level_up } => growth::level_up(lang, level_up),
        Event::MagazineRead { read } => growth::magazine_read(lang, read),
    }
}

/// The roster: who joined and left, sheets, creatures and the board, ranks and sessions.
fn roster_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CharacterAdded { sheet } => roster::joined(lang, sheet),
        Event::CharacterRemoved { name } => crate::bot::render::left(lang, "f2d20-bot-left", name),
        Event::Sheet { sheet } => sheet_spec(lang, sheet),
        Event::Creature { creature } => creature_spec(lang, creature),
        Event::Board {
            characters,
            creatures,
            combat,
            group_ap,
            gm_ap,
        } => board_spec(
            lang,
            characters,
            creatures,
            combat.as_deref(),
            *group_ap,
            *gm_ap,
        ),
        Event::CreaturesAdded { creatures } => roster::creatures_added(lang, creatures),
        Event::CreatureRemoved { name } => roster::creature_removed(lang, name),
        Event::RankSet {
            character,
            skill,
            before,
            after,
        } => roster::rank_set(lang, character, *skill, *before, *after),
        Event::SessionStarted { luck, gm_ap } => roster::session_started(lang, luck, gm_ap),
        _ => unreachable!("the table of contents sends only roster events here"),
    }
}

/// Gear: items, armour, power armour, mines, fusion cores, diseases and apparel.
fn gear_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::Inventory {
            character,
            item,
            change,
            now,
        } => gear::inventory(lang, character, item, *change, *now),
        Event::ArmourWorn {
            character,
            piece,
            side,
            replaced,
            dr,
        } => gear::armour_worn(lang, character, piece, *side, replaced, dr),
        Event::PowerArmour {
            character,
            frame,
            inside,
            pieces,
            dr,
        } => power::entered_spec(lang, character, frame, *inside, pieces, dr),
        Event::PieceAttached {
            character,
            piece,
            replaced,
            dr,
        } => power::attached_spec(lang, character, piece, replaced.as_deref(), dr),
        Event::PieceDetached {
            character,
            piece,
            dr,
        } => power::detached_spec(lang, character, piece, dr),
        Event::FrameRemoved {
            character,
            frame,
            pieces,
        } => power::frame_removed_spec(lang, character, frame, pieces),
        Event::MinePlaced {
            character,
            mine,
            zone,
            left,
        } => mines::placed_spec(lang, character, mine, zone, *left),
        Event::MineTriggered { blast } => mines::triggered_spec(lang, blast),
        Event::PieceRepaired {
            character,
            piece,
            before,
        } => power::repaired_spec(lang, character, piece, *before),
        Event::Disease { change } => diseases::change_spec(lang, change),
        Event::Modded { change } => crate::games::fallout2d20::mods::modded_spec(lang, change),
        Event::OriginSet { set } => crate::games::fallout2d20::origins::origin_set_spec(lang, set),
        Event::RobotPart { change } => {
            crate::games::fallout2d20::robot_command::part_spec(lang, change)
        }
        Event::FusionCore { inserted } => fusion::inserted_spec(lang, inserted),
        Event::CoresDrained { drained } => fusion::drained_spec(lang, drained),
        Event::ApparelReroll { reroll } => apparel::reroll_spec(lang, reroll),
        Event::Airborne { airborne } => apparel::airborne_spec(lang, airborne),
        Event::ArmourRemoved { character, piece } => gear::armour_removed(lang, character, piece),
        _ => unreachable!("the table of contents sends only gear events here"),
    }
}

/// The fight: actions, turns, zones, cover and the pools.
fn combat_spec(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    match event {
        Event::Action { .. } => combat::action(lang, event, table),
        Event::ZoneSet {
            unit,
            before,
            after,
        } => combat::zone_set(lang, unit, before.as_deref(), after),
        Event::ZoneRangeSet {
            a,
            b,
            before,
            after,
        } => combat::zone_range_set(lang, a, b, *before, *after),
        Event::CoverSet {
            target,
            before,
            after,
        } => combat::cover_set(lang, target, *before, *after),
        Event::ApSet { ap } => combat::ap_set(lang, ap),
        Event::CombatStarted { combat, effects } => {
            combat::combat_started(lang, combat, effects, table)
        }
        Event::Reordered { order } => combat::reordered(lang, order),
        Event::TurnAdvanced { .. } => combat::turn_advanced(lang, event, table),
        Event::CombatEnded { round } => combat::combat_ended(lang, *round),
        _ => unreachable!("the table of contents sends only combat events here"),
    }
}

/// Tests and attacks.
fn checks_spec(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    match event {
        Event::Test {
            test,
            saved,
            ap,
            turn,
        } => checks::test(
            lang,
            "f2d20-bot-test-title",
            test,
            saved.as_ref(),
            ap.as_ref(),
            turn.as_ref(),
            table,
        ),
        Event::Attack { report } => attack_spec(lang, report, table),
        Event::Defend { .. } => checks::defend(lang, event, table),
        Event::FirstAid { .. } => checks::first_aid(lang, event, table),
        Event::Rally {
            test,
            saved,
            ap,
            turn,
        } => checks::test(
            lang,
            "f2d20-bot-rally-title",
            test,
            saved.as_ref(),
            ap.as_ref(),
            turn.as_ref(),
            table,
        ),
        Event::Commanded {
            commander,
            npc,
            attribute,
            skill,
            ap,
            turn,
        } => checks::commanded(
            lang,
            commander,
            npc,
            attribute,
            *skill,
            ap.as_ref(),
            turn.as_ref(),
        ),
        Event::PersistentTest {
            test,
            stopped,
            saved,
            ap,
            turn,
        } => checks::persistent(
            lang,
            test,
            stopped,
            saved.as_ref(),
            ap.as_ref(),
            turn.as_ref(),
            table,
        ),
        _ => unreachable!("the table of contents sends only checks events here"),
    }
}

/// Harm and its undoing, bonus dice and Luck re-rolls.
fn harm_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CombatDice { roll } => harm::combat_dice(lang, roll),
        Event::Hurt { .. } => harm::hurt(lang, event),
        Event::Healed {
            target,
            amount,
            hp,
            revived,
        } => harm::healed(lang, target, *amount, hp, *revived),
        Event::RadsCured {
            target,
            before,
            after,
            max_hp,
        } => harm::rads_cured(lang, target, *before, *after, *max_hp),
        Event::BonusDie { character, ap, .. } => harm::bonus_die(lang, character, *ap),
        Event::LuckReroll {
            character,
            dice,
            before,
            after,
            luck_before,
            luck_after,
            ..
        } => harm::luck_reroll(
            lang,
            character,
            dice,
            before,
            after,
            *luck_before,
            *luck_after,
        ),

        _ => unreachable!("the table of contents sends only harm events here"),
    }
}
