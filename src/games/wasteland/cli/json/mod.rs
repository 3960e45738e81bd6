//! JSON shaping: a successful outcome becomes one object with stable
//! snake_case fields taken from the events (plus the raw `events`), and every
//! failure becomes `{"ok": false, "error", "message", "hint"}`. Human-readable
//! text comes from `locales/<lang>/cli-replies.ftl`; this module owns no rules.
//! Each family of events has a submodule with one function a kind, which
//! reads the event once for its fields and its sentence; [`event_json`]
//! sends each kind there.

mod characters;
mod checks;
mod combat;
mod items;
mod world;

use serde_json::{json, Map, Value};

use crate::engine::rulesets::wasteland::check::CheckResult;
use crate::engine::rulesets::wasteland::outcome::{ActionStatus, Event, Outcome, RandomEvent};
use crate::engine::rulesets::wasteland::RuleError;
use crate::i18n::vocabulary::Offer;
use crate::i18n::{self, tr, Arg, Lang};

use super::parse::{usage_line, ParseError};
use crate::cli::reply::{args_of, Reply};
use crate::cli::words::InputError;

/// The data fields of an outcome, gathered from its events: values, and the
/// large ones (a sheet, a campaign's status) written as JSON text at once
/// ([`Reply::texts`]). A field already there, of either kind, stays.
#[derive(Default)]
struct Fields {
    values: Map<String, Value>,
    texts: Vec<(&'static str, String)>,
}

impl Fields {
    fn has(&self, key: &str) -> bool {
        self.values.contains_key(key) || self.texts.iter().any(|(k, _)| *k == key)
    }
}

fn put(map: &mut Fields, key: &str, value: Value) {
    if !map.texts.iter().any(|(k, _)| *k == key) {
        map.values.entry(key.to_owned()).or_insert(value);
    }
}

/// Puts `value` as JSON text (its keys in its own order, not sorted): for a
/// large field, which a value would only be made of to be written out.
fn put_text<T: serde::Serialize + ?Sized>(map: &mut Fields, key: &'static str, value: &T) {
    if !map.has(key) {
        // Plain data with string keys always serializes.
        let text = serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned());
        map.texts.push((key, text));
    }
}

/// Puts the event's own fields `keys` under their own names, as the event's
/// JSON has them (`events`); a field the event leaves out stays out.
fn own_fields(map: &mut Fields, event: &Event, keys: &[&str]) {
    if let Value::Object(own) = to_value(event) {
        for key in keys {
            if let Some(value) = own.get(*key) {
                put(map, key, value.clone());
            }
        }
    }
}

/// The event's own fields as one object: its JSON (`events`) without the
/// `type`.
fn own_object(event: &Event) -> Value {
    let mut own = to_value(event);
    if let Value::Object(fields) = &mut own {
        fields.remove("type");
    }
    own
}

/// Appends `value` to the list at `key` (made if missing).
fn push_to(map: &mut Fields, key: &str, value: Value) {
    if let Value::Array(list) = map
        .values
        .entry(key.to_owned())
        .or_insert_with(|| Value::Array(Vec::new()))
    {
        list.push(value);
    }
}

fn to_value<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// Rounds a probability to 4 decimals for stable output.
#[must_use]
pub fn round4(p: f64) -> f64 {
    (p * 10_000.0).round() / 10_000.0
}

/// The fields of a check result, as printed by `check` and `reroll`.
fn check_fields(map: &mut Fields, r: &CheckResult) {
    put(map, "attribute", to_value(&r.attribute));
    put(map, "skill", to_value(&r.skill));
    put(map, "leader", json!(r.leader));
    put(map, "participants", to_value(&r.participants));
    let tn: Map<String, Value> = r
        .participants
        .iter()
        .map(|p| (p.name.clone(), json!(p.tn)))
        .collect();
    put(map, "tn", Value::Object(tn));
    put(map, "dice", to_value(&r.dice));
    put(map, "successes", json!(r.successes));
    put(map, "difficulty", json!(r.difficulty));
    put(map, "passed", json!(r.passed));
    put(map, "ap_before", json!(r.ap_before));
    put(map, "ap_after", json!(r.ap_after));
    put(map, "ap_spent", json!(r.ap_spent));
    put(map, "ap_gained", json!(r.ap_gained));
    put(map, "aimed", json!(r.aimed));
    put(map, "complications", to_value(&r.complications));
    put(map, "probability", json!(round4(r.probability)));
    put(map, "luck", to_value(&r.luck));
}

/// A check's fields as an object of their own (the STR check of a melee
/// attack, the INT check of a skill-up), or null when there was none.
fn check_object(check: Option<&CheckResult>) -> Value {
    check.map_or(Value::Null, |c| {
        let mut fields = Fields::default();
        check_fields(&mut fields, c);
        Value::Object(fields.values)
    })
}

/// The advisory action status with a localized hint.
fn action_status(lang: Lang, s: &ActionStatus) -> Value {
    let hint = if s.all_acted {
        tr(lang, "cli-hint-all-acted", &[])
    } else {
        let names: Vec<&str> = s
            .pending
            .iter()
            .map(crate::engine::rulesets::wasteland::outcome::Unit::name)
            .collect();
        tr(
            lang,
            "cli-hint-pending",
            &[("names", names.join(", ").into())],
        )
    };
    json!({ "pending": to_value(&s.pending), "all_acted": s.all_acted, "hint": hint })
}

fn list(names: impl IntoIterator<Item = String>) -> String {
    names.into_iter().collect::<Vec<_>>().join(", ")
}

/// Adds one event's data fields to `m` (a field already there stays) and
/// returns its short sentence, or `None` for events that need none.
fn event_json(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    match event {
        Event::SkillGrowth { .. } => checks::skill_growth(lang, event, m),
        Event::Check { .. } => checks::check(lang, event, m),
        Event::Rerolled { .. } => checks::rerolled(lang, event, m),
        Event::Dice { .. } => checks::dice(lang, event, m),
        Event::SkillUp { .. } => checks::skill_up(lang, event, m),
        Event::Dodge { .. } => combat::dodge(lang, event, m),
        Event::Damage { .. } => combat::damage(lang, event, m),
        Event::EnemyHp { .. } => combat::enemy_hp(lang, event, m),
        Event::EnemyKilled { .. } => combat::enemy_killed(lang, event, m),
        Event::EnemyAdded { .. } => combat::enemy_added(lang, event, m),
        Event::EnemyAttack { .. } => combat::enemy_attack(lang, event, m),
        Event::EnemyLostAction { .. } => combat::enemy_lost_action(lang, event, m),
        Event::Initiative { .. } => combat::initiative(lang, event, m),
        Event::EffectDamage { .. } => combat::effect_damage(lang, event, m),
        Event::DeadRemoved { .. } => combat::dead_removed(lang, event, m),
        Event::Encumbrance { .. } => items::encumbrance(lang, event, m),
        Event::ContainerOpened { .. } => items::container_opened(lang, event, m),
        Event::DoctorVisit { .. } => items::doctor_visit(lang, event, m),
        Event::FirstAid { .. } => items::first_aid(lang, event, m),
        Event::Inventory { .. } => items::inventory(lang, event, m),
        Event::ItemUsed { .. } => items::item_used(lang, event, m),
        Event::AddictionRoll { .. } => items::addiction_roll(lang, event, m),
        Event::Cured { .. } => items::cured(lang, event, m),
        Event::Loot { .. } => items::loot(lang, event, m),
        Event::Trade { .. } => items::trade(lang, event, m),
        Event::CampaignStarted { .. } => world::campaign_started(lang, event, m),
        Event::Whereabouts { .. } => world::whereabouts(lang, event, m),
        Event::Moved { .. } => world::moved(lang, event, m),
        Event::PartyMoved { .. } => world::party_moved(lang, event, m),
        Event::TravelRoll { .. } => world::travel_roll(lang, event, m),
        Event::HouseRuleSet { .. } => world::house_rule_set(lang, event, m),
        Event::HouseRules { .. } => world::house_rules(lang, event, m),
        Event::Hunger { .. } => world::hunger(lang, event, m),
        Event::Status { .. } => world::status(lang, event, m),
        Event::SettingChanged { .. } => world::setting_changed(lang, event, m),
        Event::ModeChanged { .. } => world::mode_changed(lang, event, m),
        Event::TurnAdvanced { .. } => world::turn_advanced(lang, event, m),
        Event::RoundAdvanced { .. } => world::round_advanced(lang, event, m),
        Event::WeatherChanged { .. } => world::weather_changed(lang, event, m),
        Event::RandomEvent { .. } => world::random_event(lang, event, m),
        Event::Rested { .. } => world::rested(lang, event, m),
        Event::Npcs { .. } => world::npcs(lang, event, m),
        Event::Caps { .. } | Event::Ap { .. } => characters::caps_or_ap(lang, event, m),
        Event::ChapterRaises { .. } => characters::chapter_raises(lang, event, m),
        Event::Sheet { .. } | Event::CharacterCreated { .. } => characters::sheet(lang, event, m),
        Event::Hp { .. } => characters::hp(lang, event, m),
        Event::Rads { .. } => characters::rads(lang, event, m),
        Event::EffectAdded { .. } => characters::effect_added(lang, event, m),
        Event::EffectRemoved { .. } => characters::effect_removed(lang, event, m),
        Event::EffectExpired { .. } => characters::effect_expired(lang, event, m),
        Event::Effects { .. } => characters::effects(lang, event, m),
        Event::Died { .. } => characters::died(lang, event, m),
        Event::Incapacitated { .. } => characters::incapacitated(lang, event, m),
        Event::Revived { .. } => characters::revived(lang, event, m),
        Event::CharacterRemoved { .. } => characters::character_removed(lang, event, m),
        Event::Awareness { .. }
        | Event::EnemyEffect { .. }
        | Event::WeatherEffect { .. }
        | Event::DyingTick { .. }
        | Event::ActionStatus(_) => {
            data_fields(lang, event, m);
            None
        }
    }
}

/// Adds the data fields of an event that has no sentence of its own.
fn data_fields(lang: Lang, event: &Event, m: &mut Fields) {
    match event {
        Event::Awareness { .. } => put(m, "awareness", own_object(event)),
        Event::EnemyEffect { .. } => combat::enemy_effect_fields(event, m),
        Event::WeatherEffect { .. } => push_to(m, "weather_effects", own_object(event)),
        Event::DyingTick { .. } => push_to(m, "dying", own_object(event)),
        Event::ActionStatus(s) => put(m, "action_status", action_status(lang, s)),
        // Every other event has a sentence (`event_json`).
        _ => {}
    }
}

/// A sentence from `cli-replies.ftl`.
#[allow(clippy::unnecessary_wraps)]
fn say(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    Some(tr(lang, id, args))
}

/// An item's name in the reader's words.
fn item_name(lang: Lang, name: &str) -> String {
    i18n::name(lang, "item", name)
}

/// An effect's name in the reader's words.
fn effect_name(lang: Lang, name: &str) -> String {
    i18n::name(lang, "effect", name)
}

/// The read-aloud text of a random event (`event-<id>` in data.ftl).
fn random_event_text(lang: Lang, event: &RandomEvent) -> String {
    let id = match event {
        RandomEvent::Encounter { id }
        | RandomEvent::Atmosphere { id }
        | RandomEvent::QuestHook { id } => id,
    };
    tr(lang, &format!("event-{id}"), &[])
}

/// The success reply for an outcome: its fields, and its `events` (and any
/// large field) written as JSON text straight from the events (see
/// [`Reply::texts`]).
#[must_use]
pub fn success(lang: Lang, command: &str, outcome: &Outcome, reroll_id: Option<i64>) -> Reply {
    let mut obj = Map::new();
    obj.insert("ok".into(), json!(true));
    obj.insert("command".into(), json!(command));
    let mut fields = Fields::default();
    let mut lines: Vec<String> = outcome
        .events
        .iter()
        .filter_map(|e| event_json(lang, e, &mut fields))
        .collect();
    if let Some(id) = reroll_id {
        lines.push(tr(lang, "cli-ev-luck", &[("id", id.into())]));
    }
    obj.insert("message".into(), json!(lines.join(" ")));
    for (k, v) in fields.values {
        obj.entry(k).or_insert(v);
    }
    obj.insert("reroll_id".into(), json!(reroll_id));
    let mut texts = fields.texts;
    // Events always serialize (plain data with string keys).
    let events = serde_json::to_string(&outcome.events).unwrap_or_else(|_| "[]".to_owned());
    texts.push(("events", events));
    Reply::ok_with_texts(Value::Object(obj), texts)
}

/// Turns a rule error's fields into message arguments: scalars as they are,
/// lists joined with commas, a nested budget rule flattened.
fn rule_args(err: &RuleError) -> Vec<(String, Arg)> {
    args_of(&to_value(err))
}

/// The code, message and hint of a rule error.
#[must_use]
pub fn rule_error(lang: Lang, command: Option<&str>, err: &RuleError) -> (String, String, String) {
    let mut owned = rule_args(err);
    // An item the refusal names, in the reader's words.
    for (key, value) in &mut owned {
        if let (true, Arg::Str(item)) = (key == "item", &*value) {
            *value = Arg::from(crate::i18n::name(lang, "item", item));
        }
    }
    let args: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let (code, msg_id) = match err {
        RuleError::Budget { rule, .. } => {
            let rule = to_value(rule)
                .get("rule")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            (format!("budget_{rule}"), format!("cli-err-budget_{rule}"))
        }
        RuleError::Unknown { .. } => (err.code(), "cli-err-unknown".to_owned()),
        _ => (err.code(), format!("cli-err-{}", err.code())),
    };
    let mut message = tr(lang, &msg_id, &args);
    if message == msg_id {
        message = err.to_string();
    }
    // A word inside several names is refused as ambiguous, with only those.
    let several = match err {
        RuleError::Unknown {
            suggestions, name, ..
        } => match crate::games::wasteland::vocabulary::offer(lang, name, suggestions) {
            Offer::Several(names) => {
                message = crate::i18n::vocabulary::ambiguous(lang, name, &names, usize::MAX);
                true
            }
            Offer::Hint(_) => false,
        },
        _ => false,
    };
    let mut hints = Vec::new();
    match err {
        RuleError::Budget { fits, .. } if fits.is_empty() => {
            hints.push(tr(lang, "cli-hint-nothing-fits", &[]));
        }
        RuleError::Budget { fits, .. } => hints.push(tr(
            lang,
            "cli-hint-fits",
            &[("names", fits.join(", ").into())],
        )),
        RuleError::Unknown {
            suggestions, name, ..
        } if !suggestions.is_empty() && !several => {
            let names = crate::games::wasteland::vocabulary::hint(lang, name, suggestions);
            hints.push(tr(
                lang,
                "cli-hint-known",
                &[("names", names.join(&tr(lang, "list-sep", &[])).into())],
            ));
        }
        _ => {}
    }
    if let Some(c) = command {
        hints.push(tr(
            lang,
            "cli-hint-usage",
            &[("usage", usage_in(lang, c).into())],
        ));
    }
    (code, message, hints.join(" "))
}

/// A command's usage line in the reader's words (`给予 <角色> ...`).
fn usage_in(lang: Lang, command: &str) -> String {
    let said = crate::cli::words::said_of(super::said::SAID, command);
    crate::cli::words::said_usage(lang, said, &usage_line(command))
}

/// The code, message and hint of a refused command line.
#[must_use]
pub fn input_error(
    lang: Lang,
    command: Option<&str>,
    err: &ParseError,
) -> (String, String, String) {
    match err {
        ParseError::Rule(rule) => rule_error(lang, command, rule),
        // The commands offered for an unknown one, in the reader's words.
        ParseError::Input(InputError::UnknownCommand { name, suggestions }) => {
            let suggestions = suggestions
                .iter()
                .map(|c| {
                    crate::cli::words::said_of(super::said::SAID, c)
                        .map_or_else(|| c.clone(), |s| crate::cli::words::said_name(lang, s))
                })
                .collect();
            let name = name.clone();
            InputError::UnknownCommand { name, suggestions }.render(lang, None)
        }
        ParseError::Input(input) => {
            input.render(lang, command.map(|c| usage_in(lang, c)).as_deref())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_are_rounded_to_four_decimals() {
        assert!((round4(0.047_499_9) - 0.0475).abs() < 1e-12);
        assert!((round4(1.0) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn budget_errors_are_coded_by_rule_and_hint_what_fits() {
        let err = RuleError::Budget {
            enemy: "Deathclaw".into(),
            tier: 4,
            rule: crate::engine::rulesets::wasteland::error::BudgetRule::Tier {
                tier: 4,
                max_tier: 1,
            },
            fits: vec!["Radroach".into()],
        };
        let (code, message, hint) = rule_error(Lang::EnUs, Some("enemy-add"), &err);
        assert_eq!(code, "budget_tier");
        assert!(message.contains("Deathclaw"), "{message}");
        assert!(
            hint.contains("Radroach") && hint.contains("enemy-add <template>"),
            "{hint}"
        );
    }
}
