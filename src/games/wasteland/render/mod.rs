//! The wasteland game's events and refusals as embeds and text: every
//! event of [`crate::engine::rulesets::wasteland::outcome::Event`] and every [`RuleError`] in
//! words. [`MESSAGE_IDS`] lists the ids used here so a test can check that
//! none is missing in either language.
//!
//! Events that follow up on another (the target's HP after damage, weather
//! after a turn) join the embed before them as fields; see [`outcome_specs`].

mod characters;
mod checks;
mod combat;
mod ids;
mod items;
mod names;
mod refusals;
mod sheet;
mod status;
mod world;

use std::collections::HashMap;

use crate::bot::layout;
use crate::bot::render::{t, t0, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::outcome::{Event, Unit};
use crate::engine::rulesets::wasteland::Outcome;
use crate::i18n::{Arg, Lang};

pub(crate) use combat::foe_spec;

use characters::expired_piece;
use checks::{check_series, repeated_dice};
use combat::pack_piece;
pub use ids::MESSAGE_IDS;
pub use names::{enemy_name, house_rule_name, item_name};
pub use refusals::rule_error;
use status::action_status_text;
pub use status::status_board;

/// How an event lands in the message.
enum Piece {
    /// Starts a new embed.
    Embed(EmbedSpec),
    /// Joins the current embed as a field; starts one with this title and
    /// text as its description when there is none.
    Field {
        title: String,
        text: String,
        tone: Tone,
    },
    /// The footer of the current embed (or a small embed of its own), plain
    /// text like every footer.
    Footer(String),
}

fn field(title: String, text: String, tone: Tone) -> Piece {
    Piece::Field { title, text, tone }
}

/// A line under the changes title (who is dying, died or was revived, what
/// was cured): message `id` with `args`, in `tone`.
fn change(lang: Lang, id: &str, args: &[(&str, Arg)], tone: Tone) -> Piece {
    field(t0(lang, "changes-title"), t(lang, id, args), tone)
}

/// A field whose line and tone turn on one yes or no: the first of `ids` and
/// of `tones` when `yes`, else the second.
fn yes_no_field(
    lang: Lang,
    title: String,
    yes: bool,
    (ids, args): ([&str; 2], &[(&str, Arg)]),
    tones: [Tone; 2],
) -> Piece {
    let pick = usize::from(!yes);
    field(title, t(lang, ids[pick], args), tones[pick])
}

/// A line for each of `items`, or message `none` when there are none.
fn lines_or<T>(lang: Lang, none: &str, items: &[T], line: impl Fn(&T) -> String) -> String {
    if items.is_empty() {
        t0(lang, none)
    } else {
        items.iter().map(line).collect::<Vec<_>>().join("\n")
    }
}

/// HP of everyone named in the outcome, for bars beside initiative lines.
fn known_hp(outcome: &Outcome) -> HashMap<String, (u32, u32)> {
    let mut map = HashMap::new();
    for e in &outcome.events {
        match e {
            Event::Status {
                players, enemies, ..
            } => {
                for p in players {
                    map.insert(p.name.clone(), (p.hp, p.max_hp));
                }
                for en in enemies {
                    map.insert(en.name.clone(), (en.hp, en.max_hp));
                }
            }
            Event::EnemyHp {
                name, after, max, ..
            }
            | Event::Hp {
                name, after, max, ..
            } => {
                map.insert(name.clone(), (*after, *max));
            }
            Event::EnemyAdded { enemy, .. } => {
                map.insert(enemy.name.clone(), (enemy.hp, enemy.max_hp));
            }
            _ => {}
        }
    }
    map
}

/// One event as a piece of the message, by the family that draws it.
fn piece(lang: Lang, event: &Event, hp: &HashMap<String, (u32, u32)>) -> Piece {
    match event {
        Event::Check { .. } => checks::check(lang, event),
        Event::Rerolled { .. } => checks::rerolled(lang, event),
        Event::Dice { .. } => checks::dice(lang, event),
        Event::Awareness { .. } => checks::awareness(lang, event),
        Event::SkillGrowth { .. } => checks::skill_growth(lang, event),
        Event::SkillUp { .. } => checks::skill_up(lang, event),
        Event::EffectDamage { .. } => combat::effect_damage(lang, event),
        Event::DeadRemoved { .. } => combat::dead_removed(lang, event),
        Event::Damage { .. } => combat::damage(lang, event),
        Event::EnemyHp { .. } => combat::enemy_hp(lang, event),
        Event::EnemyEffect { .. } => combat::enemy_effect(lang, event),
        Event::EnemyKilled { .. } => combat::enemy_killed(lang, event),
        Event::EnemyAdded { .. } => combat::enemy_added(lang, event),
        Event::EnemyAttack { .. } => combat::enemy_attack(lang, event),
        Event::EnemyLostAction { .. } => combat::enemy_lost_action(lang, event),
        Event::Initiative { .. } => combat::initiative(lang, event, hp),
        Event::Dodge { .. } => combat::dodge(lang, event),
        Event::Inventory { .. } => items::inventory(lang, event),
        Event::ItemUsed { .. } => items::item_used(lang, event),
        Event::DoctorVisit { .. } => items::doctor_visit(lang, event),
        Event::FirstAid { .. } => items::first_aid(lang, event),
        Event::AddictionRoll { .. } => items::addiction_roll(lang, event),
        Event::Encumbrance { .. } => items::encumbrance(lang, event),
        Event::ContainerOpened { .. } => items::container_opened(lang, event),
        Event::Cured { .. } => items::cured(lang, event),
        Event::Loot { .. } => items::loot(lang, event),
        Event::Trade { .. } => items::trade(lang, event),
        Event::CampaignStarted { .. } => world::campaign_started(lang, event),
        Event::SettingChanged { .. } => world::setting_changed(lang, event),
        Event::ModeChanged { .. } => world::mode_changed(lang, event),
        Event::TurnAdvanced { .. } => world::turn_advanced(lang, event),
        Event::RoundAdvanced { .. } => world::round_advanced(lang, event),
        Event::WeatherChanged { .. } => world::weather_changed(lang, event),
        Event::WeatherEffect { .. } => world::weather_effect(lang, event),
        Event::RandomEvent { .. } => world::random_event(lang, event),
        Event::Whereabouts { .. } => world::whereabouts(lang, event),
        Event::Moved { .. } => world::moved(lang, event),
        Event::PartyMoved { .. } => world::party_moved(lang, event),
        Event::TravelRoll { .. } => world::travel_roll(lang, event),
        Event::HouseRuleSet { .. } => world::house_rule_set(lang, event),
        Event::HouseRules { .. } => world::house_rules(lang, event),
        Event::Hunger { .. } => world::hunger(lang, event),
        Event::Rested { .. } => world::rested(lang, event),
        Event::Npcs { .. } => world::npcs(lang, event),
        Event::Sheet { .. } => characters::sheet(lang, event),
        Event::CharacterCreated { .. } => characters::character_created(lang, event),
        Event::CharacterRemoved { .. } => characters::character_removed(lang, event),
        Event::EffectExpired { .. } => characters::effect_expired(lang, event),
        Event::DyingTick { .. }
        | Event::Died { .. }
        | Event::Incapacitated { .. }
        | Event::Revived { .. } => characters::fate(lang, event),
        Event::Hp { .. } => characters::hp(lang, event),
        Event::Rads { .. } => characters::rads(lang, event),
        Event::Caps { .. } | Event::Ap { .. } => characters::caps_or_ap(lang, event),
        Event::ChapterRaises { .. } => characters::chapter_raises(lang, event),
        Event::EffectAdded { .. } => characters::effect_added(lang, event),
        Event::EffectRemoved { .. } => characters::effect_removed(lang, event),
        Event::Effects { .. } => characters::effects(lang, event),
        Event::Status { .. } => status::board(lang, event),
        Event::ActionStatus(s) => Piece::Footer(layout::plain(&action_status_text(lang, s))),
    }
}

/// Embeds for an outcome, as plain data. Events that follow up on another
/// (the target's HP after damage, weather and random events after a turn)
/// join the embed before them as fields; the action status becomes a footer.
/// When a check triggered Luck, its embed says a re-roll is on offer (the
/// caller adds the buttons). Discord's size limits are applied.
#[must_use]
pub fn outcome_specs(lang: Lang, outcome: &Outcome) -> Vec<EmbedSpec> {
    let _drawing = crate::bot::commands::homebrew::drawing(outcome.homebrew.as_ref());
    let hp = known_hp(outcome);
    let mut specs: Vec<EmbedSpec> = Vec::new();
    // Effects that wear off together are listed once, grouped by who had them.
    let mut expired: Vec<(&Unit, Vec<&str>)> = Vec::new();
    // A pack of enemies added at once is one embed.
    let added = outcome
        .events
        .iter()
        .filter(|e| matches!(e, Event::EnemyAdded { .. }))
        .count();
    let mut pack_drawn = false;
    // So is a repeated roll, and a repeated check (with the awareness and
    // skill growth rolled for each of its checks).
    let mut dice_drawn = false;
    let series = check_series(lang, &outcome.events);
    let mut series_drawn = false;
    for event in &outcome.events {
        if series.is_some()
            && matches!(
                event,
                Event::Check { .. } | Event::Awareness { .. } | Event::SkillGrowth { .. }
            )
        {
            if let (false, Some(spec)) = (series_drawn, &series) {
                add_piece(&mut specs, Piece::Embed(spec.clone()));
                series_drawn = true;
            }
            continue;
        }
        if added > 1 && matches!(event, Event::EnemyAdded { .. }) {
            if !pack_drawn {
                add_piece(&mut specs, pack_piece(lang, &outcome.events));
                pack_drawn = true;
            }
            continue;
        }
        if let Event::Dice { .. } = event {
            if let Some(piece) = repeated_dice(lang, &outcome.events) {
                if !dice_drawn {
                    add_piece(&mut specs, piece);
                    dice_drawn = true;
                }
                continue;
            }
        }
        if let Event::EffectExpired { unit, effect } = event {
            match expired.iter_mut().find(|(u, _)| *u == unit) {
                Some((_, effects)) => effects.push(effect),
                None => expired.push((unit, vec![effect])),
            }
            continue;
        }
        if !expired.is_empty() {
            add_piece(
                &mut specs,
                expired_piece(lang, &std::mem::take(&mut expired)),
            );
        }
        add_piece(&mut specs, piece(lang, event, &hp));
    }
    if !expired.is_empty() {
        add_piece(&mut specs, expired_piece(lang, &expired));
    }
    specs.into_iter().flat_map(layout::fit).collect()
}

/// Adds a piece to the embeds drawn so far: an embed of its own, or a field or
/// footer of the last one.
fn add_piece(specs: &mut Vec<EmbedSpec>, piece: Piece) {
    match piece {
        Piece::Embed(spec) => specs.push(spec),
        Piece::Field { title, text, tone } => match specs.last_mut() {
            Some(last) => {
                // Deaths and downs colour the whole embed.
                if tone == Tone::Failure && last.tone == Tone::Info {
                    last.tone = Tone::Failure;
                }
                last.field(title, text, false);
            }
            None => specs.push(EmbedSpec::new(title, tone).desc(text)),
        },
        Piece::Footer(text) => match specs.last_mut() {
            Some(last) => last.footer = Some(text),
            // As a title it is markdown again.
            None => specs.push(EmbedSpec::new(layout::escape(&text), Tone::Info)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enemy_instance_names_keep_their_suffix() {
        assert_eq!(enemy_name(Lang::EnUs, "Raider 2"), "Raider 2");
        assert_ne!(enemy_name(Lang::ZhCn, "Raider 2"), "Raider 2");
        assert!(enemy_name(Lang::ZhCn, "Raider 2").ends_with(" 2"));
        assert_eq!(enemy_name(Lang::ZhCn, "Bob"), "Bob");
    }
}
