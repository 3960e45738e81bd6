//! The wasteland game's buttons and menus, from persistent custom ids:
//! - `luck:v1:<roll id>:reroll|keep`: a check's Luck re-roll, authorized from the
//!   database (the leader's player or a GM);
//! - `dmg:v1:<melee|ranged>:<name>` under a passed Melee or Small Guns check,
//!   and its menu `dmg-pick:v1:<name>`: the character's player or a GM rolls a
//!   weapon's damage against an enemy, for the whole table;
//! - `raise:v1:<name>` under a new chapter and its menu `raise-pick:v1:<name>`:
//!   the character's one skill raise of the chapter.

use poise::serenity_prelude as serenity;

use crate::bot::buttons::Answer;
use crate::bot::game::{BoxFuture, Press};
use crate::bot::{choose_lang, error_text, layout, permissions, text, Where};
use crate::engine::rulesets::wasteland::character::Character;
use crate::engine::rulesets::wasteland::{Campaign, Command};
use crate::games::wasteland::render::{enemy_name, item_name, outcome_specs, rule_error};
use crate::games::wasteland::session::WastelandSession as _;
use crate::i18n::{Arg, Lang};

/// A parsed custom id of the wasteland game.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Id {
    /// A Luck re-roll choice.
    Luck {
        /// The pending roll.
        roll: i64,
        /// Re-roll (true) or keep (false).
        accept: bool,
    },
    /// A character's button of a new chapter: pick the skill to raise.
    Raise {
        /// The character.
        name: String,
    },
    /// The skill picked for a character's chapter raise (a select menu).
    RaisePick {
        /// The character.
        name: String,
    },
    /// A character's damage button under a passed attack check: offers the
    /// weapons they carry against each enemy standing.
    Damage {
        /// Melee (a Melee check) or ranged weapons (a Small Guns check).
        melee: bool,
        /// The character.
        name: String,
    },
    /// The weapon and target picked for the damage (a select menu).
    DamagePick {
        /// The character.
        name: String,
    },
}

impl Id {
    /// Parses a custom id; `None` for ids that are not the game's.
    fn parse(id: &str) -> Option<Id> {
        // Names may hold colons: they are the rest of the id.
        if let Some(rest) = id.strip_prefix("dmg:v1:") {
            let (kind, name) = rest.split_once(':')?;
            return Some(Id::Damage {
                melee: match kind {
                    "melee" => true,
                    "ranged" => false,
                    _ => return None,
                },
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("dmg-pick:v1:") {
            return Some(Id::DamagePick {
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("raise:v1:") {
            return Some(Id::Raise {
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("raise-pick:v1:") {
            return Some(Id::RaisePick {
                name: name.to_owned(),
            });
        }
        let parts: Vec<&str> = id.split(':').collect();
        match parts.as_slice() {
            ["luck", "v1", roll, choice] => Some(Id::Luck {
                roll: roll.parse().ok()?,
                accept: match *choice {
                    "reroll" => true,
                    "keep" => false,
                    _ => return None,
                },
            }),
            _ => None,
        }
    }
}

/// Handles a press of one of the game's buttons or menus; `None` when the id
/// is not the game's.
pub(super) fn press<'a>(custom_id: &'a str, p: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
    let id = Id::parse(custom_id)?;
    Some(Box::pin(async move {
        match id {
            Id::Luck { roll, accept } => luck(p, roll, accept).await,
            Id::Damage { melee, name } => damage(p, &name, Some(melee)).await,
            Id::DamagePick { name } => damage(p, &name, None).await,
            Id::Raise { name } | Id::RaisePick { name } => raise(p, &name).await,
        }
    }))
}

/// A Luck re-roll's button: the leader's player or a GM re-rolls or keeps.
async fn luck(p: Press<'_>, roll: i64, accept: bool) -> Answer {
    let Press {
        data, key, actor, ..
    } = p;
    let at = Where {
        command: "luck",
        key,
    };
    let pending = match data.session.pending_roll(roll).await {
        Ok(p) => p,
        Err(e) => return Answer::Private(error_text(p.locale_lang, e, at)),
    };
    let settings = match data.session.settings(pending.key).await {
        Ok(s) => s,
        Err(e) => return Answer::Private(error_text(p.locale_lang, e, at)),
    };
    let lang = choose_lang(
        settings.language,
        Some(&p.interaction.locale),
        data.config.default_locale,
    );
    let allowed = permissions::owns(&pending.owner, actor)
        || permissions::is_gm(&settings, actor, p.manages && pending.key == key);
    if !allowed {
        return Answer::Private(text(
            lang,
            "err-reroll-not-yours",
            &[("name", layout::escape(&pending.leader).into())],
        ));
    }
    let mut dice = data.dice();
    match data
        .session
        .resolve_reroll(roll, actor, accept, &mut dice)
        .await
    {
        Ok(Some(ran)) => Answer::Update {
            content: None,
            embeds: Some(outcome_specs(lang, &ran.outcome)),
        },
        Ok(None) => Answer::content(text(
            lang,
            "reroll-kept",
            &[("name", Arg::from(layout::escape(&pending.leader)))],
        )),
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}

/// Separates a weapon from its target in a damage menu's value. Printable,
/// as Discord wants custom ids and values, and in no weapon's name (a test
/// checks the table), so the first one ends the weapon whatever the target's
/// name holds.
const PICK_SEPARATOR: char = '|';

/// The separator of menus sent before it was printable (U+001F), still read
/// so that a menu open during an upgrade works.
const OLD_PICK_SEPARATOR: char = '\u{1f}';

/// A character's button, pressed by someone who may use it: the campaign,
/// the reader's language and the character.
struct CharacterPress {
    campaign: Campaign,
    lang: Lang,
    character: Character,
}

/// Loads the campaign for a character's button (`name`) and checks that the
/// presser is the character's player or a GM; otherwise the refusal to show.
async fn character_press(
    p: &Press<'_>,
    name: &str,
    at: Where<'_>,
) -> Result<CharacterPress, Answer> {
    let (campaign, settings) = match (
        p.data.session.campaign(p.key).await,
        p.data.session.settings(p.key).await,
    ) {
        (Ok(c), Ok(s)) => (c, s),
        (Err(e), _) | (_, Err(e)) => return Err(Answer::Private(error_text(p.locale_lang, e, at))),
    };
    let lang = choose_lang(
        settings.language,
        Some(&p.interaction.locale),
        p.data.config.default_locale,
    );
    let character = match campaign.player(name) {
        Ok(c) => c.clone(),
        Err(e) => return Err(Answer::Private(rule_error(lang, &e.bounded()))),
    };
    if !permissions::owns(&character.owner, p.actor)
        && !permissions::is_gm(&settings, p.actor, p.manages)
    {
        return Err(Answer::Private(text(
            lang,
            "err-not-your-character",
            &[("name", layout::escape(&character.name).into())],
        )));
    }
    Ok(CharacterPress {
        campaign,
        lang,
        character,
    })
}

/// The damage button under a passed attack check (`dmg:v1:<melee|ranged>:<name>`), or the
/// weapon and target picked from its menu: the character's player or a GM
/// rolls that weapon's damage against that enemy, for the whole table.
async fn damage(p: Press<'_>, name: &str, melee: Option<bool>) -> Answer {
    let at = Where {
        command: "damage",
        key: p.key,
    };
    let pressed = match character_press(&p, name, at).await {
        Ok(pressed) => pressed,
        Err(refusal) => return refusal,
    };
    let Some(value) = p.picked else {
        return weapon_menu(&pressed, melee);
    };
    let lang = pressed.lang;
    let (weapon, target) = value
        .split_once([PICK_SEPARATOR, OLD_PICK_SEPARATOR])
        .unwrap_or((value.as_str(), ""));
    let command = Command::Damage {
        player: pressed.character.name,
        weapon: weapon.to_owned(),
        ap: 0,
        target: (!target.is_empty()).then(|| target.to_owned()),
        close: false,
    };
    match p
        .data
        .session
        .run(p.key, p.actor, command, &mut p.data.dice())
        .await
    {
        Ok(ran) => Answer::Public {
            // After a secret roll the damage goes to the GM only.
            content: text(
                lang,
                if crate::bot::secret::hiding() {
                    "damage-done-secret"
                } else {
                    "damage-done"
                },
                &[],
            ),
            embeds: outcome_specs(lang, &ran.outcome),
        },
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}

/// The menu of a character's damage button: each of their weapons (melee or
/// ranged ones when `melee` says) against each enemy standing, or none.
fn weapon_menu(pressed: &CharacterPress, melee: Option<bool>) -> Answer {
    let CharacterPress {
        campaign,
        lang,
        character,
    } = pressed;
    let (lang, name) = (*lang, &character.name);
    // The campaign's weapons (its homebrew too); a homebrew name holding
    // the separator could not be read back from the menu: `/damage` takes it.
    let weapons: Vec<String> = character
        .inventory
        .iter()
        .filter_map(|stack| campaign.homebrew.weapons.find(&stack.item))
        .filter(|w| {
            let is_melee = w.kind == crate::engine::rulesets::wasteland::data::WeaponKind::Melee;
            melee.is_none_or(|m| m == is_melee) && !w.name.contains(PICK_SEPARATOR)
        })
        .map(|w| w.name.to_string())
        .collect();
    if weapons.is_empty() {
        let args = [("name", layout::escape(name).into())];
        return Answer::Private(text(lang, "damage-no-weapon", &args));
    }
    let targets: Vec<Option<&str>> = campaign
        .living_enemies()
        .map(|e| Some(e.name.as_str()))
        .chain([None])
        .collect();
    let options: Vec<serenity::CreateSelectMenuOption> = weapons
        .iter()
        .flat_map(|w| targets.iter().map(move |t| (w.as_str(), *t)))
        .take(25)
        .map(|(weapon, target)| weapon_option(lang, weapon, target))
        .collect();
    let menu = serenity::CreateSelectMenu::new(
        crate::bot::secret::menu_id(format!("dmg-pick:v1:{name}")),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(text(lang, "damage-placeholder", &[]));
    let args = [("name", layout::escape(name).into())];
    Answer::Picker {
        content: text(lang, "damage-pick", &args),
        menu,
    }
}

/// One choice of the damage menu: a weapon against an enemy, or against none.
fn weapon_option(
    lang: Lang,
    weapon: &str,
    target: Option<&str>,
) -> serenity::CreateSelectMenuOption {
    let weapon_label = item_name(lang, weapon);
    let label = match target {
        Some(t) => format!("{weapon_label} → {}", enemy_name(lang, t)),
        None => text(lang, "damage-no-target", &[("weapon", weapon_label.into())]),
    };
    let value = format!("{weapon}{PICK_SEPARATOR}{}", target.unwrap_or_default());
    // Option labels render no markdown: the names show plain.
    serenity::CreateSelectMenuOption::new(layout::cut(&layout::plain(&label), 100), value)
}

/// The damage button of a character who passed an attack check, for their
/// melee or their ranged weapons.
pub(crate) fn damage_button(lang: Lang, name: &str, melee: bool) -> serenity::CreateActionRow {
    let kind = if melee { "melee" } else { "ranged" };
    let label = text(lang, "btn-damage", &[("name", name.into())]);
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(format!(
        "dmg:v1:{kind}:{name}"
    ))
    .label(layout::cut(&label, 80))
    .style(serenity::ButtonStyle::Primary)])
}

/// A chapter raise: the button (offers the skills, privately) or the skill
/// picked (runs the raise and shows it in place of the picker). Only the
/// character's player or a GM may choose.
async fn raise(p: Press<'_>, name: &str) -> Answer {
    let at = Where {
        command: "character raise",
        key: p.key,
    };
    let CharacterPress {
        campaign,
        lang,
        character,
    } = match character_press(&p, name, at).await {
        Ok(pressed) => pressed,
        Err(refusal) => return refusal,
    };
    let name = character.name;
    let Some(word) = p.picked else {
        if !campaign.chapter_raises.contains(&name) {
            return Answer::Private(text(
                lang,
                "rule-no-chapter-raise",
                &[("name", layout::escape(&name).into())],
            ));
        }
        return Answer::Picker {
            content: text(
                lang,
                "chapter-raise-pick",
                &[("name", layout::escape(&name).into())],
            ),
            menu: skill_menu(lang, &name),
        };
    };
    let skill = match crate::engine::rulesets::wasteland::notation::skill(&word) {
        Ok(s) => s,
        Err(e) => return Answer::Private(rule_error(lang, &e)),
    };
    let command = Command::ChapterRaise {
        player: name,
        skill,
    };
    match p
        .data
        .session
        .run(p.key, p.actor, command, &mut p.data.dice())
        .await
    {
        Ok(ran) => Answer::Update {
            content: Some(String::new()),
            embeds: Some(outcome_specs(lang, &ran.outcome)),
        },
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}

/// A button per character of a new chapter (at most 25: five rows of five),
/// each opening that character's skill pick.
#[must_use]
pub(crate) fn raise_buttons(players: &[String]) -> Vec<serenity::CreateActionRow> {
    players
        .chunks(5)
        .take(5)
        .map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|name| {
                        serenity::CreateButton::new(format!("raise:v1:{name}"))
                            .label(layout::cut(name, 80))
                            .style(serenity::ButtonStyle::Success)
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The skills to pick from, in the reader's words.
fn skill_menu(lang: Lang, name: &str) -> serenity::CreateSelectMenu {
    let options = crate::engine::rulesets::wasteland::skills::Skill::ALL
        .iter()
        .map(|s| serenity::CreateSelectMenuOption::new(crate::i18n::skill(lang, *s), s.name()))
        .collect();
    serenity::CreateSelectMenu::new(
        crate::bot::secret::menu_id(format!("raise-pick:v1:{name}")),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(text(lang, "chapter-raise-placeholder", &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_weapon_name_holds_the_damage_menus_separator() {
        for weapon in &crate::engine::rulesets::wasteland::data::WEAPONS {
            assert!(!weapon.name.contains(PICK_SEPARATOR), "{}", weapon.name);
            assert!(!weapon.name.contains(OLD_PICK_SEPARATOR), "{}", weapon.name);
        }
        assert!(!PICK_SEPARATOR.is_control());
    }

    #[test]
    fn ids_round_trip() {
        assert_eq!(
            Id::parse("luck:v1:42:reroll"),
            Some(Id::Luck {
                roll: 42,
                accept: true
            })
        );
        assert_eq!(
            Id::parse("luck:v1:42:keep"),
            Some(Id::Luck {
                roll: 42,
                accept: false
            })
        );
        assert_eq!(Id::parse("luck:v2:1:keep"), None);
        assert_eq!(
            Id::parse("dmg:v1:ranged:Vic: the 2nd"),
            Some(Id::Damage {
                melee: false,
                name: "Vic: the 2nd".into()
            })
        );
        assert_eq!(Id::parse("dmg:v1:thrown:Vic"), None);
        assert_eq!(
            Id::parse("dmg-pick:v1:Vic"),
            Some(Id::DamagePick { name: "Vic".into() })
        );
        assert_eq!(Id::parse("other"), None);
    }
}
