//! The Fallout 2d20 game's CLI word parser: the words of one command line
//! (already split by the CLI's tokenizer, so a quoted word may hold spaces)
//! into a [`Command`]. It knows the syntax only; names are matched by the
//! engine. Options (`--range close`, `--aim`) may come anywhere after the
//! command word. The syntax is in
//! [`crate::engine::rulesets::fallout2d20::commands::COMMANDS`] and
//! `docs/rulesets/fallout-2d20.md`.

use crate::cli::grammar::listed;
use crate::engine::rulesets::fallout2d20::attack_perks::PerkOptions;
use crate::engine::rulesets::fallout2d20::character::NewCharacter;
use crate::engine::rulesets::fallout2d20::command::{AttackCommand, Buy, Command};
use crate::engine::rulesets::fallout2d20::commands::{ArgKind, CommandSpec, COMMANDS};
use crate::engine::rulesets::fallout2d20::creation::Creation;
use crate::engine::rulesets::fallout2d20::data::{DamageType, RangeBand, Side};
use crate::engine::rulesets::fallout2d20::error::{int, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::outcome::{ActionKind, AidChoice, Pool};
use crate::engine::rulesets::fallout2d20::skills::{read_attribute, Skill};
use crate::engine::table::Line;

/// Why a command line was refused before it reached the engine.
pub type ParseError = crate::engine::table::ParseError<RuleError>;

/// Options that take a value.
const VALUED: [&str; 18] = [
    "range",
    "location",
    "ap",
    "ammo",
    "buy",
    "also",
    "type",
    "serial",
    "apparel",
    "skill",
    "perk",
    "special",
    "tags",
    "skills",
    "traits",
    "origin",
    "gun-fu",
    "second-perk",
];
/// Options that take none.
const FLAGS: [&str; 16] = [
    "rank",
    "airborne",
    "aim",
    "second-major",
    "to-gm",
    "extra",
    "wake",
    "ally",
    "parry",
    "sneak",
    "end",
    "remove",
    "quick-hands",
    "heave-ho",
    "moved",
    "finesse",
];

/// The options of one line.
#[derive(Default)]
struct Options<'a> {
    values: Vec<(&'static str, &'a str)>,
    flags: Vec<&'static str>,
}

impl<'a> Options<'a> {
    fn value(&self, key: &str) -> Option<&'a str> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    fn flag(&self, key: &str) -> bool {
        self.flags.contains(&key)
    }

    fn number(&self, key: &str) -> Result<i64, RuleError> {
        self.value(key).map_or(Ok(0), |v| int(key, v))
    }

    fn buy(&self) -> Result<Buy, RuleError> {
        Ok(Buy {
            dice: self.number("buy")?,
            to_gm: self.flag("to-gm"),
        })
    }

    fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.values
            .iter()
            .map(|(k, _)| *k)
            .chain(self.flags.iter().copied())
    }
}

/// Splits positional words from options; an unknown or repeated option, or
/// a valued option without its value, is a usage error.
fn split<'a>(
    words: &[&'a str],
    usage: &dyn Fn() -> ParseError,
) -> Result<(Vec<&'a str>, Options<'a>), ParseError> {
    let mut positional = Vec::new();
    let mut options = Options::default();
    let mut iter = words.iter();
    while let Some(&w) = iter.next() {
        let Some(key) = w.strip_prefix("--") else {
            positional.push(w);
            continue;
        };
        let key = key.to_ascii_lowercase().replace('_', "-");
        if let Some(k) = VALUED.iter().find(|k| **k == key) {
            let v = iter.next().ok_or_else(usage)?;
            if options.value(k).is_some() {
                return Err(usage());
            }
            options.values.push((k, v));
        } else if let Some(k) = FLAGS.iter().find(|k| **k == key) {
            if options.flag(k) {
                return Err(usage());
            }
            options.flags.push(k);
        } else {
            return Err(usage());
        }
    }
    Ok((positional, options))
}

/// Whether the command's table lists the option (`second-major` for
/// `second_major`).
fn allowed(spec: &CommandSpec, key: &str) -> bool {
    let key = key.replace('-', "_");
    spec.args.iter().any(|a| !a.required && a.name == key)
}

/// One command line: its command, its positional words and its options.
struct Words<'w> {
    /// The command word read.
    line: Line<'w, ArgKind>,
    /// The words that are no option, in order.
    rest: Vec<&'w str>,
    /// The options.
    o: Options<'w>,
}

impl Words<'_> {
    /// The command's word.
    fn name(&self) -> &'static str {
        self.line.spec.name
    }

    /// The command's usage, as a refusal.
    fn usage(&self) -> ParseError {
        self.line.usage::<RuleError>()
    }

    /// At least `n` positional words.
    fn need(&self, n: usize) -> Result<(), ParseError> {
        if self.rest.len() < n {
            Err(self.usage())
        } else {
            Ok(())
        }
    }

    /// Exactly `n` positional words.
    fn exact(&self, n: usize) -> Result<(), ParseError> {
        if self.rest.len() == n {
            Ok(())
        } else {
            Err(self.usage())
        }
    }

    /// The positional words from `from` on, as one name.
    fn joined(&self, from: usize) -> String {
        self.rest
            .get(from..)
            .map(|w| w.join(" "))
            .unwrap_or_default()
    }

    /// The last positional word and those before it.
    fn last_and_body(&self) -> Result<(&str, &[&str]), ParseError> {
        self.rest
            .split_last()
            .map(|(last, body)| (*last, body))
            .ok_or_else(|| self.usage())
    }
}

/// Parses the words of one command line: options are split off, then the
/// command word picks the parser of its command (or of its family).
pub fn parse(words: &[&str]) -> Result<Command, ParseError> {
    let line = Line::start::<RuleError>(words, &COMMANDS)?;
    let (rest, o) = split(line.rest, &|| line.usage::<RuleError>())?;
    if o.keys().any(|k| !allowed(line.spec, k)) {
        return Err(line.usage());
    }
    let w = Words { line, rest, o };
    match w.name() {
        "add-player" => add_player(&w),
        "remove-player" | "status" | "creature-remove" | "initiative" => named(&w),
        "creature-add" => creature_add(&w),
        "give" | "take" => give_or_take(&w),
        "wear" => wear(&w),
        "doff" | "mine" | "command" | "disease" => unit_and_name(&w),
        "power-armor" => power_armor(&w),
        "repair" => repair(&w),
        "fusion-core" | "defend" | "rally" => one_unit(&w),
        "rank" => rank(&w),
        "mod" => mod_command(&w),
        "action" => action(&w),
        "attack" => attack(&w),
        "test" => test(&w),
        "first-aid" => first_aid(&w),
        "stop-persistent" => stop_persistent(&w),
        "roll" => combat_dice(&w),
        "hurt" => hurt(&w),
        "heal" | "cure-rads" | "cover" => heal_cure_or_cover(&w),
        "ap" => ap(&w),
        "session" | "next" | "end-combat" => no_words(&w),
        "order" | "zone" => unit_and_word(&w),
        "zone-range" => zone_range(&w),
        "reroll" => reroll(&w),
        "bonus-die" => bonus_die(&w),
        "xp" => xp(&w),
        "level-up" => level_up(&w),
        "create-character" => create_character(&w),
        "read" => read(&w),
        "origin" => origin(&w),
        "robot" => robot(&w),
        _ => Err(w.usage()),
    }
}

/// `add-player <owner> <player> <name> <SPECIAL x7> <tags x3>
/// [skill=points...]`.
fn add_player(w: &Words<'_>) -> Result<Command, ParseError> {
    let rest = &w.rest;
    w.need(13)?;
    let mut special = [0i64; 7];
    for (slot, word) in special.iter_mut().zip(&rest[3..10]) {
        *slot = int("attribute", word)?;
    }
    let tags = rest[10..13]
        .iter()
        .map(|word| Skill::read(word))
        .collect::<Result<Vec<_>, _>>()?;
    let mut points = Vec::new();
    for word in &rest[13..] {
        let (s, n) = word.split_once('=').ok_or_else(|| w.usage())?;
        points.push((Skill::read(s)?, int("skill points", n)?));
    }
    Ok(Command::AddCharacter(NewCharacter {
        owner: rest[0].to_owned(),
        player: rest[1].to_owned(),
        name: rest[2].to_owned(),
        special,
        tags,
        points,
    }))
}

/// The commands whose words are one name: `remove-player`,
/// `creature-remove`, and `status` and `initiative`, whose name may be left
/// out.
fn named(w: &Words<'_>) -> Result<Command, ParseError> {
    let name = (!w.rest.is_empty()).then(|| w.joined(0));
    Ok(match w.name() {
        "status" => Command::Status { name },
        "initiative" => Command::Initiative { opener: name },
        "remove-player" => {
            w.need(1)?;
            Command::RemoveCharacter { name: w.joined(0) }
        }
        _ => {
            w.need(1)?;
            Command::RemoveCreature { name: w.joined(0) }
        }
    })
}

/// `creature-add <template> [--ally]`.
fn creature_add(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(1)?;
    if w.rest.len() > 1 {
        // A template's name may be typed as unquoted words: the
        // campaign splits them by its templates.
        return Ok(Command::AddCreatureWords {
            words: w.rest.iter().map(|word| (*word).to_owned()).collect(),
            ally: w.o.flag("ally"),
        });
    }
    Ok(Command::AddCreature {
        template: w.joined(0),
        name: None,
        count: 1,
        ally: w.o.flag("ally"),
    })
}

/// `give <character> <item> [count]` and `take <character> <item> [count]`.
fn give_or_take(w: &Words<'_>) -> Result<Command, ParseError> {
    let rest = &w.rest;
    w.need(2)?;
    let (count, item_words) = match rest.split_last() {
        Some((last, body))
            if body.len() >= 2 && crate::engine::notation::whole_number(last).is_some() =>
        {
            (int("count", last)?, &body[1..])
        }
        _ => (1, &rest[1..]),
    };
    let character = rest[0].to_owned();
    let item = item_words.join(" ");
    Ok(if w.name() == "give" {
        Command::Give {
            character,
            item,
            count,
        }
    } else {
        Command::Take {
            character,
            item,
            count,
        }
    })
}

/// `wear <character> <piece> [side]`.
fn wear(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    let (side, piece) = match w.rest.split_last() {
        Some((last, body)) if body.len() >= 2 && Side::parse(last).is_some() => {
            (Side::parse(last), body[1..].join(" "))
        }
        _ => (None, w.joined(1)),
    };
    Ok(Command::Wear {
        character: w.rest[0].to_owned(),
        piece,
        side,
    })
}

/// `mod <character> <item> <mod> [--remove]`: the item and the mod are
/// told apart by the tables (a weapon's or a worn piece's name, then the
/// mod's), the longest item name first.
fn mod_command(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(3)?;
    let words = &w.rest[1..];
    let split = (1..words.len())
        .rev()
        .find(|&k| {
            let item = words[..k].join(" ");
            crate::engine::rulesets::fallout2d20::data::Weapon::find(&item).is_some()
                || crate::engine::rulesets::fallout2d20::data::ArmourPiece::find(&item).is_some()
                || crate::engine::rulesets::fallout2d20::power::PowerPiece::find(&item).is_some()
        })
        .unwrap_or(1);
    Ok(Command::Mod {
        character: w.rest[0].to_owned(),
        item: words[..split].join(" "),
        name: words[split..].join(" "),
        remove: w.o.flag("remove"),
    })
}

/// The commands of a unit and a name: `doff <character> <piece>`, `mine
/// <character> <mine>`, `command <commander> <npc>` and `disease <character>
/// <disease> [--end]`.
fn unit_and_name(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    let (unit, name) = (w.rest[0].to_owned(), w.joined(1));
    Ok(match w.name() {
        "doff" => Command::Doff {
            character: unit,
            piece: name,
        },
        "mine" => Command::Mine {
            character: unit,
            mine: name,
        },
        "command" => Command::CommandNpc {
            commander: unit,
            npc: name,
        },
        _ => Command::Disease {
            character: unit,
            disease: name,
            end: w.o.flag("end"),
        },
    })
}

/// `power-armor <character> enter|leave [frame]`.
fn power_armor(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    let enter = match w.rest[1].to_ascii_lowercase().as_str() {
        "enter" => true,
        "leave" => false,
        _ => return Err(RuleError::invalid("enter|leave", w.rest[1]).into()),
    };
    Ok(Command::PowerArmor {
        character: w.rest[0].to_owned(),
        enter,
        frame: (w.rest.len() > 2).then(|| w.joined(2)),
    })
}

/// `repair <character> <piece> [hp]`.
fn repair(w: &Words<'_>) -> Result<Command, ParseError> {
    let rest = &w.rest;
    w.need(2)?;
    let hp = match rest.split_last() {
        Some((last, body)) if body.len() >= 2 => crate::engine::notation::whole_number(last),
        _ => None,
    };
    let end = if hp.is_some() {
        rest.len() - 1
    } else {
        rest.len()
    };
    Ok(Command::Repair {
        character: rest[0].to_owned(),
        piece: rest[1..end].join(" "),
        hp,
    })
}

/// The commands of one unit: `fusion-core <character>`, `defend <unit>
/// [--extra] [--buy N]` and `rally <unit> [--buy N]`.
fn one_unit(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(1)?;
    let unit = w.rest[0].to_owned();
    Ok(match w.name() {
        "fusion-core" => Command::FusionCore { character: unit },
        "defend" => Command::Defend {
            unit,
            extra: w.o.flag("extra"),
            buy: w.o.buy()?,
        },
        _ => Command::Rally {
            unit,
            buy: w.o.buy()?,
        },
    })
}

/// `rank <character> <skill> <rank>`.
fn rank(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(3)?;
    let (last, body) = w.last_and_body()?;
    Ok(Command::SetRank {
        character: body[0].to_owned(),
        skill: Skill::read(&body[1..].join(" "))?,
        rank: int("rank", last)?,
    })
}

/// `action <unit> <action> [detail]`.
fn action(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    let action = ActionKind::parse_simple(w.rest[1]).ok_or_else(|| {
        RuleError::unknown(
            Unknown::Action,
            w.rest[1],
            ActionKind::SIMPLE
                .iter()
                .map(|a| a.word().to_owned())
                .collect(),
        )
    })?;
    Ok(Command::Action {
        unit: w.rest[0].to_owned(),
        action,
        detail: (w.rest.len() > 2).then(|| w.joined(2)),
    })
}

/// `attack <attacker> <target> <weapon> [options]`.
fn attack(w: &Words<'_>) -> Result<Command, ParseError> {
    let o = &w.o;
    w.need(3)?;
    let range = o.value("range").map(range).transpose()?;
    Ok(Command::Attack(AttackCommand {
        attacker: w.rest[0].to_owned(),
        target: w.rest[1].to_owned(),
        weapon: w.joined(2),
        range,
        location: o.value("location").map(str::to_owned),
        ap: o.number("ap")?,
        ammo: o.number("ammo")?,
        aim: o.flag("aim"),
        second_major: o.flag("second-major"),
        buy: o.buy()?,
        parry: o.flag("parry"),
        sneak: o.flag("sneak"),
        also: o.value("also").map(listed).unwrap_or_default(),
        perks: PerkOptions {
            quick_hands: o.flag("quick-hands"),
            gun_fu: o.value("gun-fu").map(listed).unwrap_or_default(),
            heave_ho: o.flag("heave-ho"),
            moved: o.flag("moved"),
            finesse: o.flag("finesse"),
        },
    }))
}

/// `test <unit> <attribute> <skill> <difficulty> [xN] [options]`.
fn test(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(4)?;
    // `test Ace PER Lockpick 2 x3` makes the test three times.
    let (rest, count) = crate::engine::notation::trailing_repeat(&w.rest, 4);
    let repeat = count.map_or(Ok(1), |digits| int("repeat", digits))?;
    let (last, body) = rest.split_last().ok_or_else(|| w.usage())?;
    Ok(Command::Test {
        unit: body[0].to_owned(),
        attribute: read_attribute(body[1])?,
        skill: Skill::read(&body[2..].join(" "))?,
        difficulty: int("difficulty", last)?,
        buy: w.o.buy()?,
        second_major: w.o.flag("second-major"),
        repeat,
    })
}

/// `first-aid <healer> <patient> <choice> [location] [options]`.
fn first_aid(w: &Words<'_>) -> Result<Command, ParseError> {
    let (rest, o) = (&w.rest, &w.o);
    w.need(3)?;
    let choice = AidChoice::parse(rest[2]).ok_or_else(|| RuleError::invalid("choice", rest[2]))?;
    Ok(Command::FirstAid {
        healer: rest[0].to_owned(),
        patient: rest[1].to_owned(),
        choice,
        location: (rest.len() > 3)
            .then(|| w.joined(3))
            .or_else(|| o.value("location").map(str::to_owned)),
        ap: o.number("ap")?,
        wake: o.flag("wake"),
        buy: o.buy()?,
    })
}

/// `stop-persistent <unit> <attribute> <skill> [--buy N]`.
fn stop_persistent(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(3)?;
    Ok(Command::StopPersistent {
        unit: w.rest[0].to_owned(),
        attribute: read_attribute(w.rest[1])?,
        skill: Skill::read(&w.joined(2))?,
        buy: w.o.buy()?,
    })
}

/// `roll <N>dc`: combat dice.
fn combat_dice(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(1)?;
    let text: String = w.rest.concat();
    let lower = text.to_ascii_lowercase();
    let n = lower
        .strip_suffix("dc")
        .filter(|n| !n.is_empty())
        .ok_or_else(|| RuleError::invalid("combat dice", &text))?;
    Ok(Command::CombatDice {
        dice: int("combat dice", n)?,
    })
}

/// `hurt <target> <damage> [--type T] [--location L] [--airborne]`.
fn hurt(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    let (last, body) = w.last_and_body()?;
    let damage_type = match w.o.value("type") {
        Some(t) => damage_type(t)?,
        None => DamageType::Physical,
    };
    let location = w.o.value("location").map(str::to_owned);
    if w.o.flag("airborne") {
        // Airborne poison only: a gas mask's DR is against it.
        if damage_type != DamageType::Poison {
            return Err(RuleError::invalid("airborne", damage_type.word()).into());
        }
        return Ok(Command::AirbornePoison {
            target: body.join(" "),
            amount: int("damage", last)?,
            location,
        });
    }
    Ok(Command::Hurt {
        target: body.join(" "),
        amount: int("damage", last)?,
        damage_type,
        location,
    })
}

/// Reads a damage type's word, or names them all.
fn damage_type(word: &str) -> Result<DamageType, RuleError> {
    DamageType::parse(word).ok_or_else(|| {
        RuleError::unknown(
            Unknown::DamageType,
            word,
            DamageType::ALL
                .iter()
                .map(|d| d.word().to_owned())
                .collect(),
        )
    })
}

/// `heal <target> <amount>`, `cure-rads <target> <amount>` and `cover
/// <target> <dice>`.
fn heal_cure_or_cover(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    let (last, body) = w.last_and_body()?;
    let target = body.join(" ");
    let n = int("amount", last)?;
    Ok(match w.name() {
        "heal" => Command::Heal { target, amount: n },
        "cure-rads" => Command::CureRads { target, amount: n },
        _ => Command::Cover { target, dice: n },
    })
}

/// `ap group|gm <value>`.
fn ap(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(2)?;
    let pool = match w.rest[0].to_ascii_lowercase().as_str() {
        "group" => Pool::Group,
        "gm" => Pool::Gm,
        _ => {
            return Err(RuleError::unknown(
                Unknown::Pool,
                w.rest[0],
                vec!["group".into(), "gm".into()],
            )
            .into())
        }
    };
    Ok(Command::SetAp {
        pool,
        value: int("ap", w.rest[1])?,
    })
}

/// `session`, `next` and `end-combat`: no words after the command.
fn no_words(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(0)?;
    Ok(match w.name() {
        "session" => Command::StartSession,
        "next" => Command::NextTurn,
        _ => Command::EndCombat,
    })
}

/// `order <unit> <before>` and `zone <unit> <zone>`.
fn unit_and_word(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(2)?;
    let (unit, word) = (w.rest[0].to_owned(), w.rest[1].to_owned());
    Ok(if w.name() == "order" {
        Command::Order { unit, before: word }
    } else {
        Command::Zone { unit, zone: word }
    })
}

/// `zone-range <zone> <zone> <band>`.
fn zone_range(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(3)?;
    Ok(Command::ZoneRange {
        a: w.rest[0].to_owned(),
        b: w.rest[1].to_owned(),
        band: range(w.rest[2])?,
    })
}

/// `reroll <character> [dice...] [--serial N] [--apparel piece]`.
fn reroll(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(1)?;
    let dice = w.rest[1..]
        .iter()
        .map(|word| int("die", word))
        .collect::<Result<Vec<_>, _>>()?;
    let serial = serial(&w.o)?;
    let character = w.rest[0].to_owned();
    Ok(match w.o.value("apparel") {
        Some(piece) => Command::ApparelReroll {
            character,
            piece: piece.to_owned(),
            // One d20 only.
            die: match dice[..] {
                [] => None,
                [n] => Some(n),
                _ => return Err(RuleError::range("dice", dice.len() as i64, 0, 1).into()),
            },
            serial,
        },
        None => Command::Reroll {
            character,
            dice,
            serial,
        },
    })
}

/// `bonus-die <character> [--serial N]`.
fn bonus_die(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(1)?;
    Ok(Command::BonusDie {
        character: w.rest[0].to_owned(),
        serial: serial(&w.o)?,
    })
}

/// The `--serial` option's number, if given.
fn serial(o: &Options<'_>) -> Result<Option<u64>, RuleError> {
    o.value("serial")
        .map(|v| {
            v.trim()
                .parse::<u64>()
                .map_err(|_| RuleError::invalid("serial", v))
        })
        .transpose()
}

/// Reads a range band's word, or names the four.
fn range(text: &str) -> Result<RangeBand, RuleError> {
    RangeBand::parse(text).ok_or_else(|| {
        RuleError::unknown(
            Unknown::Range,
            text,
            RangeBand::ALL.iter().map(|b| b.word().to_owned()).collect(),
        )
    })
}

/// `xp <character> <amount>`.
fn xp(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(2)?;
    Ok(Command::Xp {
        character: w.rest[0].to_owned(),
        amount: int("xp", w.rest[1])?,
    })
}

/// `level-up <character> --skill <skill> --perk <perk> [--rank]`.
fn level_up(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(1)?;
    let (Some(skill), Some(perk)) = (w.o.value("skill"), w.o.value("perk")) else {
        return Err(w.usage());
    };
    Ok(Command::LevelUp {
        character: w.rest[0].to_owned(),
        skill: Skill::read(skill)?,
        perk: perk.to_owned(),
        further: w.o.flag("rank"),
    })
}

/// `create-character <user_id> <player> <character> --special
/// S,P,E,C,I,A,L --tags a,b,c [--skills skill=points,...] --perk <perk>
/// [--origin <origin>] [--traits <trait>,<trait>] [--second-perk <perk>]`: lists are separated by
/// commas (either width); the origin and traits read in either language.
fn create_character(w: &Words<'_>) -> Result<Command, ParseError> {
    w.exact(3)?;
    let (Some(scores), Some(tags), Some(perk)) =
        (w.o.value("special"), w.o.value("tags"), w.o.value("perk"))
    else {
        return Err(w.usage());
    };
    let items = |text: &'_ str| -> Vec<String> {
        text.split([',', '，'])
            .map(str::trim)
            .filter(|i| !i.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let scores = items(scores);
    let special: [i64; 7] = scores
        .iter()
        .map(|v| int("special", v))
        .collect::<Result<Vec<_>, _>>()?
        .try_into()
        .map_err(|_| RuleError::invalid("special", &scores.join(",")))?;
    let tags = items(tags)
        .iter()
        .map(|t| Skill::read(t))
        .collect::<Result<Vec<_>, _>>()?;
    let mut points = Vec::new();
    for item in items(w.o.value("skills").unwrap_or_default()) {
        let (skill, n) = item.split_once('=').ok_or_else(|| w.usage())?;
        points.push((Skill::read(skill.trim())?, int("skill points", n.trim())?));
    }
    Ok(Command::CreateCharacter(Creation {
        new: NewCharacter {
            owner: w.rest[0].to_owned(),
            player: w.rest[1].to_owned(),
            name: w.rest[2].to_owned(),
            special,
            tags,
            points,
        },
        perk: perk.to_owned(),
        origin: w.o.value("origin").map(crate::games::fallout2d20::word),
        traits: crate::games::fallout2d20::origins::split_traits(w.o.value("traits").unwrap_or("")),
        second_perk: w.o.value("second-perk").map(str::to_owned),
    }))
}

/// `read <character> <magazine>`.
fn read(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    Ok(Command::Read {
        character: w.rest[0].to_owned(),
        magazine: w.joined(1),
    })
}

/// `origin <character> <origin> [--traits <trait>,<trait>]`.
fn origin(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(2)?;
    Ok(Command::Origin {
        character: w.rest[0].to_owned(),
        origin: w.joined(1),
        traits: crate::games::fallout2d20::origins::split_traits(w.o.value("traits").unwrap_or("")),
    })
}

/// `robot <character> <location|module> <armour|module> [--remove]`: the
/// part's name is the rest of the line, read in either language.
fn robot(w: &Words<'_>) -> Result<Command, ParseError> {
    w.need(3)?;
    Ok(Command::Robot {
        character: w.rest[0].to_owned(),
        location: w.rest[1].to_owned(),
        part: crate::games::fallout2d20::word(&w.rest[2..].join(" ")),
        remove: w.o.flag("remove"),
    })
}
