//! `import-seed <file> [--force]`: the seed engine's state file (its Fallout
//! script's `fallout_game.json`) becomes the campaign addressed. The file is
//! read within [`MAX_SEED_BYTES`], mapped and checked
//! ([`crate::engine::rulesets::wasteland::seed`]) before anything is written;
//! the campaign is then created through the store's writer as an `import`
//! creates one, or, with `--force`, replaces the campaign there as a homebrew
//! change does (saved with its undo, so `recover` brings the old one back).
//! The answer lists the players, enemies and world as imported and what the
//! game does not model.

use std::io::Read as _;

use serde_json::{json, Map, Value};

use crate::cli::reply::{plain_success, Reply};
use crate::cli::{session_failure, Globals};
use crate::engine::homebrew::Refusal;
use crate::engine::ruleset::Ruleset as _;
use crate::engine::rulesets::wasteland::character::{Character, Condition};
use crate::engine::rulesets::wasteland::enemy::Enemy;
use crate::engine::rulesets::wasteland::seed::{
    import_seed, SeedError, SeedImport, MAX_SEED_BYTES,
};
use crate::engine::rulesets::wasteland::{Campaign, Wasteland};
use crate::engine::rulesets::AnyCampaign;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{Export, Ownership, Session, SessionError, EXPORT_FORMAT};

use super::json::rule_error;
use super::parse::{usage_line, IMPORT_SEED};

const COMMAND: &str = "import-seed";

/// Runs `import-seed`.
pub(super) async fn import(
    session: &Session,
    g: &Globals,
    lang: Lang,
    path: &str,
    force: bool,
) -> Reply {
    let bytes = match read(lang, path) {
        Ok(bytes) => bytes,
        Err(reply) => return reply,
    };
    let done = match import_seed(&bytes) {
        Ok(done) => done,
        Err(e) => return refusal(lang, path, &e),
    };
    let document = json!({
        "format": EXPORT_FORMAT,
        "ruleset": crate::engine::rulesets::wasteland::Wasteland::ID.as_str(),
        "state": done.campaign,
    });
    let export = match Export::parse(&document) {
        Ok(export) => export,
        Err(e) => return session_failure(lang, COMMAND, &e),
    };
    let owner = Ownership::Importer { keep_gms: false };
    let replaced = match session.import_parsed(g.key, g.actor, &export, owner).await {
        Ok(()) => false,
        Err(SessionError::AlreadyExists) if force => {
            match replace(session, g, lang, path, &done.campaign).await {
                Ok(()) => true,
                Err(reply) => return reply,
            }
        }
        Err(SessionError::AlreadyExists) => {
            let mut reply = session_failure(lang, COMMAND, &SessionError::AlreadyExists);
            reply.json["hint"] = json!(tr(lang, "seed-hint-force", &[]));
            return reply;
        }
        Err(e) => return session_failure(lang, COMMAND, &e),
    };
    Reply::ok(answer(lang, &done, replaced))
}

/// The file's bytes, at most [`MAX_SEED_BYTES`] and one of them read (so a
/// larger file is told from one at the limit).
fn read(lang: Lang, path: &str) -> Result<Vec<u8>, Reply> {
    let file_error = |e: std::io::Error| {
        let args = [
            ("file", path.into()),
            ("detail", crate::cli::file_problem(lang, &e).into()),
        ];
        Reply::refused(
            Some(COMMAND),
            "file",
            tr(lang, "cli-err-file", &args),
            usage_line(IMPORT_SEED.name),
        )
    };
    let file = std::fs::File::open(path).map_err(file_error)?;
    let mut bytes = Vec::new();
    let cap = u64::try_from(MAX_SEED_BYTES).unwrap_or(u64::MAX) + 1;
    file.take(cap).read_to_end(&mut bytes).map_err(file_error)?;
    Ok(bytes)
}

/// Replaces the wasteland campaign at `g.key` with `campaign`, saved and
/// logged as a homebrew change (`recover` undoes it).
async fn replace(
    session: &Session,
    g: &Globals,
    lang: Lang,
    path: &str,
    campaign: &Campaign,
) -> Result<(), Reply> {
    let detail = json!({ COMMAND: path });
    let done = session
        .homebrew(g.key, g.actor, detail, |c: &mut AnyCampaign| {
            let game = c.ruleset().as_str().to_owned();
            match c.game_mut::<Wasteland>() {
                Some(kept) => {
                    *kept = campaign.clone();
                    Ok(())
                }
                None => Err(Refusal::OtherGame { game }),
            }
        })
        .await;
    let e = match done {
        Ok(Ok(())) => return Ok(()),
        Ok(Err(Refusal::OtherGame { game })) => {
            match crate::engine::ruleset::rulesets().parse(&game) {
                Ok(game) => SessionError::OtherGame { game },
                Err(_) => SessionError::Internal(anyhow::anyhow!("import-seed: a game {game}")),
            }
        }
        Ok(Err(other)) => SessionError::Internal(anyhow::anyhow!("import-seed: {other}")),
        Err(e) => e,
    };
    Err(session_failure(lang, COMMAND, &e))
}

/// A refused file, in words: where it broke and which bound.
fn refusal(lang: Lang, path: &str, e: &SeedError) -> Reply {
    let file = ("file", Arg::from(path));
    let message = match e {
        SeedError::TooLarge { max, .. } => {
            tr(lang, "seed-err-too_large", &[file, ("max", (*max).into())])
        }
        SeedError::NotJson { detail } => tr(
            lang,
            "seed-err-not_json",
            &[file, ("detail", detail.as_str().into())],
        ),
        SeedError::Malformed { at, expected } => {
            let expected = tr(lang, &format!("seed-expected-{}", expected.id()), &[]);
            tr(
                lang,
                "seed-err-malformed",
                &[
                    file,
                    ("at", at.as_str().into()),
                    ("expected", expected.into()),
                ],
            )
        }
        SeedError::Number {
            at,
            value,
            min,
            max,
        } => tr(
            lang,
            "seed-err-number",
            &[
                file,
                ("at", at.as_str().into()),
                ("value", value.as_str().into()),
                ("min", (*min).into()),
                ("max", (*max).into()),
            ],
        ),
        SeedError::TooMany { at, count, max } => tr(
            lang,
            "seed-err-too_many",
            &[
                file,
                ("at", at.as_str().into()),
                ("count", (*count).into()),
                ("max", (*max).into()),
            ],
        ),
        SeedError::Refused { at, error } => {
            let (_, reason, _) = rule_error(lang, None, error);
            tr(
                lang,
                "seed-err-refused",
                &[file, ("at", at.as_str().into()), ("reason", reason.into())],
            )
        }
        SeedError::Invalid { at, rule } => tr(
            lang,
            "seed-err-invalid",
            &[
                file,
                ("at", at.as_str().into()),
                ("rule", rule.as_str().into()),
            ],
        ),
    };
    Reply::refused(
        Some(COMMAND),
        &e.code(),
        message,
        tr(lang, "seed-hint", &[]),
    )
}

/// The answer: the players, enemies and world as imported, the house rules
/// the file's release plays by, and what the game does not model.
fn answer(lang: Lang, done: &SeedImport, replaced: bool) -> Value {
    let c = &done.campaign;
    let message = tr(
        lang,
        "seed-imported",
        &[
            ("players", c.players.len().into()),
            ("enemies", c.enemies.len().into()),
            ("not_modelled", done.not_modelled.len().into()),
        ],
    );
    plain_success(
        COMMAND,
        message,
        json!({
            "format": done.format.id(),
            "replaced": replaced,
            "players": c.players.iter().map(|p| player(c, p)).collect::<Vec<_>>(),
            "enemies": c.enemies.iter().map(enemy).collect::<Vec<_>>(),
            "world": world(c),
            "house_rules": c.house_rules.iter().map(|r| r.id()).collect::<Vec<_>>(),
            "not_modelled": done.not_modelled,
        }),
    )
}

fn player(campaign: &Campaign, c: &Character) -> Value {
    let special: Map<String, Value> = crate::engine::special::Attribute::ALL
        .iter()
        .map(|a| (a.to_string(), json!(c.special.get(*a))))
        .collect();
    let skills: Map<String, Value> = c
        .skills
        .iter()
        .map(|(s, level)| (s.name().to_owned(), json!(level)))
        .collect();
    let inventory: Map<String, Value> = c
        .inventory
        .iter()
        .map(|s| (s.item.clone(), json!(s.qty)))
        .collect();
    let condition = match c.condition {
        Condition::Active => json!("active"),
        Condition::Incapacitated { turns_down } => {
            json!({ "state": "incapacitated", "turns_down": turns_down })
        }
        Condition::Dead => json!("dead"),
    };
    json!({
        "name": c.name,
        "owner": c.owner,
        "character": c.character,
        "background": c.background,
        "special": special,
        "skills": skills,
        "tags": c.tags.iter().map(|t| t.name()).collect::<Vec<_>>(),
        "hp": c.hp,
        "max_hp": c.max_hp(),
        "rads": c.rads,
        "caps": c.caps,
        "ap": c.ap,
        "inventory": inventory,
        "hunger": campaign.hunger_of(&c.name),
        "location": campaign.apart.get(&c.name).unwrap_or(&campaign.world.location),
        "effects": c.effects.iter().map(|e| json!({ "name": e.name, "turns": e.turns })).collect::<Vec<_>>(),
        "condition": condition,
    })
}

fn enemy(e: &Enemy) -> Value {
    json!({
        "name": e.name,
        "template": e.template,
        "tier": e.tier,
        "hp": e.hp,
        "max_hp": e.max_hp,
        "damage": format!("{}d{}", e.damage_dice, e.damage_sides),
        "attack_skill": e.attack_skill,
        "drops": e.drops.map(crate::engine::rulesets::wasteland::data::LootTier::name),
        "special": e.special,
    })
}

fn world(c: &Campaign) -> Value {
    let w = &c.world;
    json!({
        "chapter": w.chapter,
        "chapter_start_turn": w.chapter_start_turn,
        "turn": w.turn,
        "day": w.day,
        "time_of_day": w.period.name(),
        "weather": w.weather.name(),
        "quest": w.quest,
        "location": w.location,
        "mode": w.mode.name(),
        "combat_round": w.combat_round,
        "acted": c.acted.iter().map(crate::engine::rulesets::wasteland::outcome::Unit::name).collect::<Vec<_>>(),
    })
}
