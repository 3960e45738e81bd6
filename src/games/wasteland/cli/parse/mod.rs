//! The seed's command language, parsed into [`crate::engine::rulesets::wasteland::Command`]s. Pure: no
//! database, no dice, no text in any language. Names (players, enemies, items)
//! are passed through for the engine to match; skills, attributes, tiers, dice
//! notation, item counts and settings are parsed here (the words themselves by
//! [`crate::engine::notation`], shared with the bot) so errors can name the usage line.
//!
//! Multi-word names may be quoted ("Small Guns", "Pipe Wrench"); where the
//! position makes it unambiguous they may also be typed as separate words.

mod characters;
mod checks;
mod combat;
mod items;
mod world;

use crate::cli::words::{self, InputError, Usage};
use crate::engine::rulesets::wasteland::commands;
use crate::engine::rulesets::wasteland::data::LootTier;
use crate::engine::rulesets::wasteland::error::Unknown;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::wasteland::{Command, RuleError};

/// The wasteland game's own commands, in the order of the seed's reference
/// (the commands every game shares are [`crate::cli::words::SHARED`]): the
/// game's command table ([`commands::COMMANDS`]) as help and usage lines
/// show it.
pub const COMMANDS: &[Usage] = &USAGES;

/// [`COMMANDS`], read from the command table once, at compile time.
const USAGES: [Usage; commands::COMMANDS.len()] = {
    let mut out = [Usage { name: "", args: "" }; commands::COMMANDS.len()];
    let mut i = 0;
    while i < out.len() {
        out[i] = usage_of(&commands::COMMANDS[i]);
        i += 1;
    }
    out
};

/// A command of the table as a usage entry: its word, and what its usage
/// line says after the word.
const fn usage_of(spec: &commands::CommandSpec) -> Usage {
    let args = if spec.usage.len() > spec.name.len() {
        spec.usage.split_at(spec.name.len() + 1).1
    } else {
        ""
    };
    Usage {
        name: spec.name,
        args,
    }
}

/// The command line's own words of this game beside its command table:
/// `import-seed`, which creates the campaign from the seed engine's state
/// file (`super::seed`).
pub const IMPORT_SEED: Usage = Usage {
    name: "import-seed",
    args: "<file> [--force]",
};

/// This game's own commands, in help order: the command table's, then
/// [`IMPORT_SEED`].
pub fn own_usages() -> impl Iterator<Item = &'static Usage> + Clone {
    COMMANDS.iter().chain([&IMPORT_SEED])
}

/// The commands close to a mistyped command word `typed` (lower case):
/// this game's own and the shared ones.
#[must_use]
pub fn suggestions(typed: &str) -> Vec<String> {
    words::suggest(typed, own_usages().chain(words::SHARED).map(|u| u.name))
}

/// The usage entry of a command, by name.
#[must_use]
pub fn usage(name: &str) -> Option<&'static Usage> {
    own_usages()
        .find(|u| u.name == name)
        .or_else(|| crate::cli::words::shared(name))
}

/// The usage line of a command: `check <players> <attr> ...`.
#[must_use]
pub fn usage_line(name: &str) -> String {
    usage(name).map_or_else(|| name.to_owned(), Usage::line)
}

/// What a command line of the wasteland game asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parsed {
    /// A command for the engine, run through the session.
    Engine(Box<Command>),
    /// Resolve a pending Luck re-roll.
    Reroll {
        /// The roll's id as printed by `check`.
        roll_id: i64,
        /// `true` re-rolls, `false` keeps the first result.
        accept: bool,
    },
    /// Create the campaign from the seed engine's state file.
    ImportSeed {
        /// The file's path.
        file: String,
        /// `--force`: replace the campaign there (undoable with `recover`).
        force: bool,
    },
}

/// What was wrong with a command line: a word of the wrong form, or a value
/// the rules refuse before the engine sees it (unknown skill, bad dice...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// A missing, surplus or malformed word, as every game's parser finds.
    Input(InputError),
    /// A value the rules refuse.
    Rule(RuleError),
}

impl From<InputError> for ParseError {
    fn from(e: InputError) -> ParseError {
        ParseError::Input(e)
    }
}

impl ParseError {
    /// The machine-readable code (`missing_argument`, `unknown_skill`, ...).
    #[must_use]
    pub fn code(&self) -> String {
        match self {
            ParseError::Input(e) => e.code().to_owned(),
            ParseError::Rule(e) => e.code(),
        }
    }
}

/// An input error with the command it concerns (for the usage hint).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFailure {
    /// The command's name, when it was recognised.
    pub command: Option<&'static str>,
    /// What went wrong.
    pub error: ParseError,
}

type Res<T> = Result<T, ParseError>;

/// Parses one command line (already split into words).
pub fn parse(words: &[String]) -> Result<Parsed, ParseFailure> {
    let Some(first) = words.first() else {
        return Err(ParseFailure {
            command: None,
            error: InputError::NoCommand.into(),
        });
    };
    let name = first.trim().to_ascii_lowercase();
    if name == IMPORT_SEED.name {
        return import_seed_args(&words[1..]).map_err(|error| ParseFailure {
            command: Some(IMPORT_SEED.name),
            error,
        });
    }
    let Some(entry) = COMMANDS.iter().find(|u| u.name == name) else {
        return Err(ParseFailure {
            command: None,
            error: InputError::UnknownCommand {
                name: first.clone(),
                suggestions: suggestions(&name),
            }
            .into(),
        });
    };
    parse_args(entry.name, &words[1..]).map_err(|error| ParseFailure {
        command: Some(entry.name),
        error,
    })
}

/// `import-seed <file> [--force]`.
fn import_seed_args(args: &[String]) -> Res<Parsed> {
    let (words, opts) = split_options(args, &["--force"])?;
    let file = words::need(&words, 0, "file")?.clone();
    words::no_more(&words, 1)?;
    Ok(Parsed::ImportSeed {
        file,
        force: opts.force,
    })
}

/// Options (`--bonus 2`, `--close`, `--settle Stimpak 2`) pulled out of the words.
#[derive(Default)]
struct Options {
    bonus: Option<i64>,
    target: Option<String>,
    close: bool,
    settle: Option<Vec<String>>,
    random: bool,
    provider: Option<String>,
    preset: Option<String>,
    force: bool,
}

/// Separates `--options` from positional words; `allowed` lists those the command takes.
fn split_options(args: &[String], allowed: &[&str]) -> Res<(Vec<String>, Options)> {
    let mut words = Vec::new();
    let mut opts = Options::default();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if !a.starts_with("--") || a.len() == 2 {
            words.push(a.clone());
            i += 1;
            continue;
        }
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) => (f.to_ascii_lowercase(), Some(v.to_owned())),
            None => (a.to_ascii_lowercase(), None),
        };
        if !allowed.contains(&flag.as_str()) {
            return Err(InputError::UnknownOption { option: a.clone() }.into());
        }
        i += 1;
        // The option's value: inline after `=`, else the next word.
        let mut value = |what: &'static str| -> Res<String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            let v = args.get(i).cloned().ok_or(InputError::Missing { what })?;
            i += 1;
            Ok(v)
        };
        match flag.as_str() {
            "--bonus" => opts.bonus = Some(number("bonus", &value("bonus")?)?),
            "--target" => opts.target = Some(value("target")?),
            "--close" => opts.close = true,
            "--random" => opts.random = true,
            "--provider" => opts.provider = Some(value("provider")?),
            "--preset" => opts.preset = Some(value("preset")?),
            "--force" => opts.force = true,
            _ => {
                // --settle ITEM [QTY]: every word up to the next option.
                let mut goods = Vec::new();
                if let Some(v) = inline.clone() {
                    goods.push(v);
                }
                while i < args.len() && !(args[i].starts_with("--") && args[i].len() > 2) {
                    goods.push(args[i].clone());
                    i += 1;
                }
                if goods.is_empty() {
                    return Err(InputError::Missing { what: "item" }.into());
                }
                opts.settle = Some(goods);
            }
        }
    }
    Ok((words, opts))
}

fn number(what: &'static str, word: &str) -> Res<i64> {
    Ok(words::number(what, word)?)
}

fn is_number(word: &str) -> bool {
    notation::whole_number(word).is_some()
}

fn need<'a>(words: &'a [String], i: usize, what: &'static str) -> Res<&'a String> {
    Ok(words::need(words, i, what)?)
}

fn no_more(words: &[String], from: usize) -> Res<()> {
    Ok(words::no_more(words, from)?)
}

fn join(words: &[String]) -> String {
    words.join(" ")
}

/// A skill in any language's words (`i18n::engine_word`).
fn skill(text: &str) -> Res<Skill> {
    notation::skill(&crate::i18n::engine_word(text)).map_err(ParseError::Rule)
}

fn tier(text: &str) -> Res<LootTier> {
    LootTier::parse(text).ok_or_else(|| {
        ParseError::Rule(RuleError::Unknown {
            kind: Unknown::Tier,
            name: text.to_owned(),
            suggestions: LootTier::ALL.iter().map(|t| t.name().to_owned()).collect(),
        })
    })
}

/// Reads a skill at `words[i..]`: one word, or two when the first alone is not
/// a skill ("Small Guns" typed unquoted). Returns the skill and the words used.
fn skill_at(words: &[String], i: usize) -> Res<(Skill, usize)> {
    let one = need(words, i, "skill")?;
    if let Ok(s) = skill(one) {
        return Ok((s, 1));
    }
    if let Some(two) = words.get(i + 1) {
        if let Ok(s) = skill(&format!("{one} {two}")) {
            return Ok((s, 2));
        }
    }
    Err(skill(one)
        .err()
        .unwrap_or(InputError::Missing { what: "skill" }.into()))
}

/// The item and its count: "Stimpak", "Stimpak 3", "Stimpak x3", "Stimpak x2 3"
/// (six), as [`notation::item_count`] reads them.
fn item_and_qty(words: &[String]) -> Res<(String, i64)> {
    if words.is_empty() {
        return Err(InputError::Missing { what: "item" }.into());
    }
    let counted = notation::item_count(&join(words), None).map_err(ParseError::Rule)?;
    Ok((counted.item, counted.qty))
}

/// A player and an amount: `hurt Jake 5`.
fn player_amount(words: &[String]) -> Res<(String, i64)> {
    let player = need(words, 0, "player")?.clone();
    let amount = number("amount", need(words, 1, "amount")?)?;
    no_more(words, 2)?;
    Ok((player, amount))
}

/// The newer engine's flags that stand for a positional number
/// (`check ... --ap 2`, `inventory ... --qty 3`, `rest --hours 4`, `effect ...
/// --duration 3`, `npc-gen --count 2`, `loot --count 2 --random-tier`,
/// `skill-up ... --amount 1`): rewritten into the positional form, the number
/// last, so one parser reads both.
fn positional_aliases(name: &str, args: &[String]) -> Res<Vec<String>> {
    let flag: &[&str] = match name {
        "check" | "damage" => &["--ap"],
        "inventory" => &["--qty"],
        "rest" => &["--hours"],
        "effect" => &["--duration"],
        "npc-gen" | "loot" => &["--count"],
        "skill-up" => &["--amount"],
        _ => return Ok(args.to_vec()),
    };
    let mut words = Vec::with_capacity(args.len());
    let mut tail = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        let (key, inline) = match a.split_once('=') {
            Some((k, v)) => (k.to_ascii_lowercase(), Some(v.to_owned())),
            None => (a.to_ascii_lowercase(), None),
        };
        if name == "loot" && key == "--random-tier" && inline.is_none() {
            // A random tier is what `loot` does without one.
            i += 1;
            continue;
        }
        if flag.contains(&key.as_str()) {
            let value = if let Some(v) = inline {
                v
            } else {
                i += 1;
                args.get(i)
                    .cloned()
                    .ok_or(InputError::Missing { what: "number" })?
            };
            if key == "--amount" && number("amount", &value)? != 1 {
                // Overseer raises a skill one level at a time, with the INT
                // check for a second; a larger --amount is refused, not cut.
                return Err(ParseError::Rule(RuleError::OutOfRange {
                    what: "amount".into(),
                    value: number("amount", &value)?,
                    min: 1,
                    max: 1,
                }));
            }
            if key != "--amount" {
                tail.push(value);
            }
        } else {
            words.push(a.clone());
        }
        i += 1;
    }
    words.extend(tail);
    Ok(words)
}

/// The words a command takes after its name, parsed by that command's parser.
fn parse_args(name: &'static str, args: &[String]) -> Res<Parsed> {
    let args = &positional_aliases(name, args)?;
    let (w, opts) = split_options(args, allowed_options(name))?;
    let command = match name {
        "turn" => no_more(&w, 0).map(|()| Command::Turn)?,
        "initiative" => no_more(&w, 0).map(|()| Command::Initiative)?,
        "status" => Command::Status {
            player: (!w.is_empty()).then(|| join(&w)),
        },
        "set" => world::set(&w)?,
        "add-player" => characters::add_player(&w, opts.preset)?,
        "remove-player" => characters::remove_player(&w)?,
        "revive" => characters::revive(&w)?,
        "check" => checks::check(&w, opts.bonus)?,
        "roll" => checks::roll(&w)?,
        "damage" => combat::damage(&w, opts.target, opts.close)?,
        "enemy-add" => combat::enemy_add(&w)?,
        "enemy-hurt" => combat::enemy_hurt(&w)?,
        "enemy-attack" => combat::enemy_attack(&w, opts.random)?,
        "doctor" => items::doctor(&w)?,
        "first-aid" => items::first_aid(&w, opts.target)?,
        "hurt" | "heal" | "rads" | "caps" | "ap" => characters::player_amount_command(name, &w)?,
        "inventory" => items::inventory(&w)?,
        "use-item" => items::use_item(&w, opts.target, opts.provider)?,
        "effect" => items::effect_command(&w)?,
        "location" => world::location(&w),
        "chapter-raise" => characters::chapter_raise(&w)?,
        "move-team" => world::move_team(&w)?,
        "open-container" => items::open_container(&w)?,
        "rule" => world::rule(&w)?,
        "rest" => world::rest(&w, opts.force)?,
        "skill-up" => characters::skill_up(&w)?,
        "loot" => items::loot(&w)?,
        "trade" => items::trade(&w, opts.settle)?,
        "npc-gen" => world::npc_gen(&w)?,
        "reroll" => return checks::reroll(&w),
        _ => {
            return Err(InputError::UnknownCommand {
                name: name.to_owned(),
                suggestions: Vec::new(),
            }
            .into())
        }
    };
    Ok(Parsed::Engine(Box::new(command)))
}

/// The `--options` a command takes.
fn allowed_options(name: &str) -> &'static [&'static str] {
    match name {
        "check" => &["--bonus"],
        "damage" => &["--target", "--close"],
        "trade" => &["--settle"],
        "enemy-attack" => &["--random"],
        "add-player" => &["--preset"],
        "rest" => &["--force"],
        "use-item" => &["--provider", "--target"],
        "first-aid" => &["--target"],
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rulesets::wasteland::campaign::Campaign;
    use crate::engine::rulesets::wasteland::command::{
        CheckRequest, EnemySpec, Setting, TradeGoods, TradeSide,
    };
    use crate::engine::rulesets::wasteland::house::HouseRule;
    use crate::engine::special::Attribute;

    fn p(line: &str) -> Result<Parsed, ParseFailure> {
        parse(&crate::cli::tokenize::tokenize(line).expect("valid quoting"))
    }

    /// The command a line is in a campaign without homebrew (words the
    /// campaign splits, split by the shipped tables).
    fn cmd(line: &str) -> Command {
        match p(line) {
            Ok(Parsed::Engine(c)) => match *c {
                Command::Typed(typed) => typed.resolve(&Campaign::new()),
                c => c,
            },
            other => panic!("{line}: {other:?}"),
        }
    }

    fn code(line: &str) -> (Option<&'static str>, String) {
        let f = p(line).expect_err(line);
        (f.command, f.error.code())
    }

    #[test]
    fn every_command_in_the_table_has_a_usage_line() {
        for u in COMMANDS {
            assert!(usage_line(u.name).starts_with(u.name));
        }
        assert_eq!(usage_line("roll"), "roll <NdM> [xN]");
    }

    #[test]
    fn checks_take_players_attribute_skill_difficulty_and_ap() {
        assert_eq!(
            cmd("check Jake,Sarah per \"small guns\" 3 1 --bonus 2"),
            Command::Check(CheckRequest {
                players: vec!["Jake".into(), "Sarah".into()],
                attribute: Attribute::Per,
                skill: Skill::SmallGuns,
                difficulty: 3,
                ap: 1,
                bonus: 2,
                repeat: 1,
            })
        );
        // Repeated three times, with and without AP.
        let Command::Check(c) = cmd("check Jake PER Lockpick 2 1 x3") else {
            panic!()
        };
        assert_eq!(
            (c.skill, c.difficulty, c.ap, c.repeat),
            (Skill::Lockpick, 2, 1, 3)
        );
        let Command::Check(c) = cmd("check Jake PER Lockpick 2 ×20") else {
            panic!()
        };
        assert_eq!((c.ap, c.repeat), (0, 20));
        // Unquoted two-word skill, no AP.
        let Command::Check(c) = cmd("check Jake AGI Small Guns 2") else {
            panic!()
        };
        assert_eq!((c.skill, c.difficulty, c.ap), (Skill::SmallGuns, 2, 0));
        assert_eq!(
            code("check Jake PER Lockpick"),
            (Some("check"), "missing_argument".into())
        );
        assert_eq!(
            code("check Jake PER Lockpick two"),
            (Some("check"), "not_a_number".into())
        );
        assert_eq!(
            code("check Jake XYZ Lockpick 2"),
            (Some("check"), "unknown_attribute".into())
        );
        assert_eq!(
            code("check Jake PER Cooking 2"),
            (Some("check"), "unknown_skill".into())
        );
        assert_eq!(
            code("check Jake PER Lockpick 2 1 9"),
            (Some("check"), "extra_argument".into())
        );
        assert_eq!(
            code("check Jake PER Lockpick 2 --luck"),
            (Some("check"), "unknown_option".into())
        );
    }

    #[test]
    fn the_newer_engines_flags_are_aliases_of_the_positional_forms() {
        for (flagged, plain) in [
            ("check Jake AGI Sneak 2 --ap 1", "check Jake AGI Sneak 2 1"),
            (
                "damage Jake Pipe Pistol --ap=2",
                "damage Jake Pipe Pistol 2",
            ),
            (
                "inventory Jake add Stimpak --qty 3",
                "inventory Jake add Stimpak 3",
            ),
            ("rest --hours 4", "rest 4"),
            (
                "effect Jake add Well Rested --duration 3",
                "effect Jake add Well Rested 3",
            ),
            ("npc-gen --count 2", "npc-gen 2"),
            ("loot --count 2 --random-tier", "loot 2"),
            ("skill-up Jake Sneak --amount 1", "skill-up Jake Sneak"),
        ] {
            assert_eq!(cmd(flagged), cmd(plain), "{flagged}");
        }
        assert_eq!(
            code("skill-up Jake Sneak --amount 2"),
            (Some("skill-up"), "out_of_range".into())
        );
        assert_eq!(
            code("rest --hours"),
            (Some("rest"), "missing_argument".into())
        );
    }

    #[test]
    fn add_player_takes_a_preset_instead_of_special_and_tags() {
        let Command::AddPlayerPreset { name, preset, .. } =
            cmd("add-player 5 Mira \"Mira Vance\" Medic --preset \"field medic\"")
        else {
            panic!("add-player")
        };
        assert_eq!((name.as_str(), preset.as_str()), ("Mira", "field medic"));
    }

    #[test]
    fn add_player_reads_special_and_three_tags() {
        let Command::AddPlayer(n) =
            cmd("add-player 42 Jake \"Jake Reyes\" Vault 5 6 5 4 6 7 7 Lockpick Small Guns Sneak")
        else {
            panic!()
        };
        assert_eq!(n.owner, "42");
        assert_eq!(n.special, [5, 6, 5, 4, 6, 7, 7]);
        assert_eq!(
            n.tags,
            ["Lockpick".to_owned(), "Small Guns".into(), "Sneak".into()]
        );
        assert_eq!(
            code("add-player 42 Jake J V 5 6 5 4 6 7"),
            (Some("add-player"), "missing_argument".into())
        );
        assert_eq!(
            code("add-player 42 Jake J V 5 6 5 4 6 7 7 Lockpick Sneak"),
            (Some("add-player"), "missing_argument".into())
        );
    }

    #[test]
    fn damage_takes_multi_word_weapons_ap_and_options() {
        assert_eq!(
            cmd("damage Jake Pipe Wrench 2 --target Raider --close"),
            Command::Damage {
                player: "Jake".into(),
                weapon: "Pipe Wrench".into(),
                ap: 2,
                target: Some("Raider".into()),
                close: true,
            }
        );
        let Command::Damage { weapon, ap, .. } = cmd("damage Jake \"10mm Pistol\"") else {
            panic!()
        };
        assert_eq!((weapon.as_str(), ap), ("10mm Pistol", 0));
    }

    #[test]
    fn enemy_add_takes_a_pack_count() {
        assert_eq!(
            cmd("enemy-add Raider x3"),
            Command::AddPack {
                template: "Raider".into(),
                count: 3,
                name: None
            }
        );
        assert_eq!(
            cmd("enemy-add Boss Feral Ghoul ×2"),
            Command::AddPack {
                template: "Feral Ghoul".into(),
                count: 2,
                name: Some("Boss".into())
            }
        );
        // A word that only starts with an x is part of the name.
        assert_eq!(
            cmd("enemy-add Xeno Raider"),
            Command::AddEnemy(EnemySpec::Template {
                template: "Raider".into(),
                name: Some("Xeno".into())
            })
        );
    }

    #[test]
    fn enemy_add_has_three_forms() {
        assert_eq!(
            cmd("enemy-add Feral Ghoul"),
            Command::AddEnemy(EnemySpec::Template {
                template: "Feral Ghoul".into(),
                name: None
            })
        );
        assert_eq!(
            cmd("enemy-add Boss Raider"),
            Command::AddEnemy(EnemySpec::Template {
                template: "Raider".into(),
                name: Some("Boss".into())
            })
        );
        assert_eq!(
            cmd("enemy-add Rat 12 2d6 9 junk fast bite"),
            Command::AddEnemy(EnemySpec::Custom {
                name: "Rat".into(),
                hp: 12,
                damage: "2d6".into(),
                attack_skill: 9,
                drops: "junk".into(),
                special: Some("fast bite".into()),
            })
        );
        assert_eq!(
            code("enemy-add Rat 12 dd 9 junk"),
            (Some("enemy-add"), "invalid".into())
        );
        assert_eq!(
            cmd("enemy-hurt Raider 2 7"),
            Command::HurtEnemy {
                name: "Raider 2".into(),
                amount: 7
            }
        );
    }

    #[test]
    fn inventory_accepts_item_x_n_and_trailing_quantities() {
        assert_eq!(
            cmd("inventory Jake add \"Stimpak x3\""),
            Command::InventoryAdd {
                player: "Jake".into(),
                item: "Stimpak".into(),
                qty: 3
            }
        );
        assert_eq!(
            cmd("inventory Jake remove Pipe Wrench 2"),
            Command::InventoryRemove {
                player: "Jake".into(),
                item: "Pipe Wrench".into(),
                qty: 2
            }
        );
        assert_eq!(
            cmd("inventory Jake add RadAway"),
            Command::InventoryAdd {
                player: "Jake".into(),
                item: "RadAway".into(),
                qty: 1
            }
        );
        assert_eq!(
            code("inventory Jake give RadAway"),
            (Some("inventory"), "invalid".into())
        );
        // The seed's "Item xN" is N per count; counts never end up in names.
        assert_eq!(
            cmd("inventory Jake add \"Stimpak x2\" 3"),
            Command::InventoryAdd {
                player: "Jake".into(),
                item: "Stimpak".into(),
                qty: 6
            }
        );
        for bad in [
            "Stimpak -1",
            "Stimpak 0",
            "\"Stimpak x0\"",
            "Stimpak x2 500",
        ] {
            assert_eq!(
                code(&format!("inventory Jake add {bad}")),
                (Some("inventory"), "out_of_range".into()),
                "{bad}"
            );
        }
        assert_eq!(
            code("inventory Jake add Stimpak 99999999999999999999"),
            (Some("inventory"), "out_of_range".into())
        );
    }

    #[test]
    fn use_item_enemy_attack_first_aid_and_doctor() {
        assert_eq!(
            cmd("use-item Jake Super Stimpak Sarah"),
            Command::UseItem {
                player: "Jake".into(),
                item: "Super Stimpak".into(),
                target: Some("Sarah".into()),
                provider: None,
            }
        );
        assert_eq!(
            cmd("use-item Medic Stimpak --provider Jake --target Sarah"),
            Command::UseItem {
                player: "Medic".into(),
                item: "Stimpak".into(),
                target: Some("Sarah".into()),
                provider: Some("Jake".into()),
            }
        );
        assert_eq!(
            cmd("enemy-attack Feral Ghoul --random"),
            Command::EnemyAttack {
                enemy: "Feral Ghoul".into(),
                target: None,
            }
        );
        assert_eq!(
            cmd("enemy-attack Raider"),
            Command::EnemyAttack {
                enemy: "Raider".into(),
                target: None,
            }
        );
        assert_eq!(
            cmd("enemy-attack Raider 2 Jake"),
            Command::EnemyAttack {
                enemy: "Raider 2".into(),
                target: Some("Jake".into()),
            }
        );
        assert_eq!(
            cmd("first-aid Sarah Jake"),
            Command::FirstAid {
                medic: "Sarah".into(),
                target: Some("Jake".into()),
            }
        );
        assert_eq!(
            cmd("doctor Jake Miller"),
            Command::Doctor {
                player: "Jake Miller".into(),
            }
        );
        assert_eq!(
            cmd("use-item Jake Nuka-Cola Quantum"),
            Command::UseItem {
                player: "Jake".into(),
                item: "Nuka-Cola Quantum".into(),
                target: None,
                provider: None,
            }
        );
    }

    #[test]
    fn effects_loot_and_trade() {
        assert_eq!(
            cmd("effect Jake add Well Rested 3"),
            Command::EffectAdd {
                player: "Jake".into(),
                name: "Well Rested".into(),
                turns: 3
            }
        );
        assert_eq!(
            cmd("effect Jake list"),
            Command::EffectList {
                player: "Jake".into()
            }
        );
        assert_eq!(
            cmd("loot"),
            Command::Loot {
                tier: None,
                count: 1
            }
        );
        assert_eq!(
            cmd("loot 3"),
            Command::Loot {
                tier: None,
                count: 3
            }
        );
        assert_eq!(
            cmd("loot rare"),
            Command::Loot {
                tier: Some(LootTier::Rare),
                count: 1
            }
        );
        assert_eq!(
            cmd("loot common 4"),
            Command::Loot {
                tier: Some(LootTier::Common),
                count: 4
            }
        );
        assert_eq!(code("loot shiny"), (Some("loot"), "unknown_tier".into()));
        assert_eq!(
            cmd("trade Jake 100 buy --settle \"Stimpak x2\""),
            Command::Trade {
                player: "Jake".into(),
                price: 100,
                side: TradeSide::Buy,
                settle: Some(TradeGoods {
                    item: "Stimpak".into(),
                    qty: 2
                }),
            }
        );
        assert_eq!(
            code("trade Jake 100 steal"),
            (Some("trade"), "invalid".into())
        );
    }

    #[test]
    fn rest_house_rules_and_npcs() {
        assert_eq!(
            cmd("rest"),
            Command::Rest {
                hours: 8,
                force: false
            }
        );
        assert_eq!(
            cmd("rest 4 --force"),
            Command::Rest {
                hours: 4,
                force: true
            }
        );
        assert_eq!(
            cmd("rule Luck_On_Failure on"),
            Command::SetHouseRule {
                rule: HouseRule::LuckOnFailure,
                on: true
            }
        );
        assert_eq!(cmd("rule list"), Command::HouseRules);
        assert_eq!(
            code("rule gravity on"),
            (Some("rule"), "unknown_house_rule".into())
        );
        assert_eq!(code("rule dodge maybe"), (Some("rule"), "invalid".into()));
        assert_eq!(cmd("npc-gen"), Command::NpcGen { count: 1 });
    }

    #[test]
    fn rolls_skill_ups_settings_and_rerolls() {
        assert_eq!(
            cmd("roll 3d6"),
            Command::Roll {
                count: 3,
                sides: 6,
                repeat: 1
            }
        );
        assert_eq!(
            cmd("roll 3d6 x5"),
            Command::Roll {
                count: 3,
                sides: 6,
                repeat: 5
            }
        );
        assert_eq!(code("roll 3d6 5"), (Some("roll"), "extra_argument".into()));
        assert_eq!(code("roll three"), (Some("roll"), "invalid".into()));
        assert_eq!(
            cmd("skill-up Jake small guns"),
            Command::SkillUp {
                player: "Jake".into(),
                skill: Skill::SmallGuns
            }
        );
        assert_eq!(
            cmd("set location Vault 81"),
            Command::Set(Setting::Location("Vault 81".into()))
        );
        assert_eq!(
            code("set chapter"),
            (Some("set"), "missing_argument".into())
        );
        assert_eq!(
            code("set colour red"),
            (Some("set"), "unknown_setting".into())
        );
        assert_eq!(
            p("reroll 7 keep"),
            Ok(Parsed::Reroll {
                roll_id: 7,
                accept: false
            })
        );
        assert_eq!(
            p("reroll 7"),
            Ok(Parsed::Reroll {
                roll_id: 7,
                accept: true
            })
        );
    }

    #[test]
    fn missing_numbers_extra_words_and_unknown_commands() {
        assert_eq!(code("hurt Jake"), (Some("hurt"), "missing_argument".into()));
        assert_eq!(
            code("hurt Jake lots"),
            (Some("hurt"), "not_a_number".into())
        );
        assert_eq!(code("turn now"), (Some("turn"), "extra_argument".into()));
        assert_eq!(code("fly Jake"), (None, "unknown_command".into()));
    }
}
