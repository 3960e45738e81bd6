//! The command metadata table of the Fallout 2d20 game: for each command its
//! CLI word, whether only a GM may use it, which argument names the acting
//! character (the caller must own it unless they are a GM), its arguments and
//! the key of its help text. Plain data, so Discord registration, `/help`,
//! CLI help and permission checks all read the same list.

crate::engine::table::arg_kinds! {
    /// What kind of value an argument takes (for option types and autocomplete).
    pub enum ArgKind {
        /// A user id.
        UserId,
        /// A display name or free text.
        Text,
        /// A character's name.
        Character,
        /// A creature's name.
        Creature,
        /// A character's or a creature's name.
        Unit,
        /// Names of units, separated by commas.
        UnitList,
        /// A creature template.
        Template,
        /// A carried weapon or a creature's attack.
        Weapon,
        /// A weapon or an ammunition kind.
        Item,
        /// An armour piece (apparel or power armour).
        Armour,
        /// `enter` or `leave` (power armour).
        PowerAction,
        /// A power armour frame.
        Frame,
        /// A piece attached to the character's frame, or its location.
        PowerPiece,
        /// A skill.
        Skill,
        /// `skill=points` words at creation.
        SkillPoints,
        /// A S.P.E.C.I.A.L. attribute.
        Attribute,
        /// A S.P.E.C.I.A.L. score, 4..=10 at creation.
        Score,
        /// A whole number.
        Number,
        /// A hit location of the target.
        Location,
        /// A range band: close, medium, long, extreme.
        Range,
        /// A zone's name.
        Zone,
        /// A damage type: physical, energy, radiation, poison.
        DamageType,
        /// A simple action word.
        Action,
        /// heal, treat or stabilise.
        AidChoice,
        /// left or right.
        Side,
        /// group or gm.
        Pool,
        /// `<N>DC`.
        CombatDice,
        /// A flag that takes no value.
        Flag,
        /// A perk.
        Perk,
        /// A magazine.
        Magazine,
    }
}

use crate::engine::table::{arg, command as cmd, opt};

use ArgKind as A;

/// Every command of the Fallout 2d20 game.
pub const COMMANDS: [CommandSpec; 45] = [
    cmd(
        "add-player",
        true,
        None,
        &[
            arg("user_id", A::UserId),
            arg("player", A::Text),
            arg("character", A::Text),
            arg("str", A::Score),
            arg("per", A::Score),
            arg("end", A::Score),
            arg("cha", A::Score),
            arg("int", A::Score),
            arg("agi", A::Score),
            arg("lck", A::Score),
            arg("tag1", A::Skill),
            arg("tag2", A::Skill),
            arg("tag3", A::Skill),
            opt("points", A::SkillPoints),
        ],
        "f2d20-help-add-player",
        "add-player <user_id> <player> <character> <S> <P> <E> <C> <I> <A> <L> <tag> <tag> <tag> [skill=points ...]",
    ),
    cmd(
        "create-character",
        true,
        None,
        &[
            arg("user_id", A::UserId),
            arg("player", A::Text),
            arg("character", A::Text),
            opt("special", A::Text),
            opt("tags", A::Text),
            opt("skills", A::Text),
            opt("perk", A::Perk),
            opt("origin", A::Text),
            opt("traits", A::Text),
            opt("second_perk", A::Perk),
        ],
        "f2d20-help-create-character",
        "create-character <user_id> <player> <character> --special S,P,E,C,I,A,L --tags <a,b,c> [--skills skill=points,...] --perk <perk> [--origin <origin>] [--traits <trait>,<trait>] [--second-perk <perk>]",
    ),
    cmd("remove-player", true, None, &[arg("character", A::Character)], "f2d20-help-remove-player", "remove-player <character>"),
    cmd("status", false, None, &[opt("unit", A::Unit)], "f2d20-help-status", "status [<character|creature>]"),
    cmd(
        "creature-add",
        true,
        None,
        &[arg("template", A::Template), opt("count", A::Number), opt("name", A::Text), opt("ally", A::Flag)],
        "f2d20-help-creature-add",
        "creature-add <template> [count] [name] [--ally]",
    ),
    cmd("creature-remove", true, None, &[arg("creature", A::Creature)], "f2d20-help-creature-remove", "creature-remove <creature>"),
    cmd("give", true, None, &[arg("character", A::Character), arg("item", A::Item), opt("count", A::Number)], "f2d20-help-give", "give <character> <weapon|ammo|chem> [count]"),
    cmd("take", true, None, &[arg("character", A::Character), arg("item", A::Item), opt("count", A::Number)], "f2d20-help-take", "take <character> <weapon|ammo|chem> [count]"),
    cmd("wear", false, Some("character"), &[arg("character", A::Character), arg("piece", A::Armour), opt("side", A::Side)], "f2d20-help-wear", "wear <character> <armour piece> [left|right]"),
    cmd("doff", false, Some("character"), &[arg("character", A::Character), arg("piece", A::Armour)], "f2d20-help-doff", "doff <character> <armour piece>"),
    cmd(
        "power-armor",
        false,
        Some("character"),
        &[arg("character", A::Character), arg("action", A::PowerAction), opt("frame", A::Frame)],
        "f2d20-help-power-armor",
        "power-armor <character> <enter|leave> [frame]",
    ),
    cmd(
        "repair",
        true,
        None,
        &[arg("character", A::Character), arg("piece", A::PowerPiece), opt("hp", A::Number)],
        "f2d20-help-repair",
        "repair <character> <piece|location> [hp]",
    ),
    cmd("mine", false, Some("character"), &[arg("character", A::Character), arg("mine", A::Weapon)], "f2d20-help-mine", "mine <character> <mine>"),
    cmd(
        "fusion-core",
        false,
        Some("character"),
        &[arg("character", A::Character)],
        "f2d20-help-fusion-core",
        "fusion-core <character>",
    ),
    cmd(
        "disease",
        true,
        None,
        &[arg("character", A::Character), arg("disease", A::Text), opt("end", A::Flag)],
        "f2d20-help-disease",
        "disease <character> <disease> [--end]",
    ),
    cmd("xp", true, None, &[arg("character", A::Character), arg("amount", A::Number)], "f2d20-help-xp", "xp <character> <amount>"),
    cmd(
        "level-up",
        false,
        Some("character"),
        &[arg("character", A::Character), opt("skill", A::Skill), opt("perk", A::Perk), opt("rank", A::Flag)],
        "f2d20-help-level-up",
        "level-up <character> --skill <skill> --perk <perk> [--rank]",
    ),
    cmd("read", true, None, &[arg("character", A::Character), arg("magazine", A::Magazine)], "f2d20-help-read", "read <character> <magazine>"),
    cmd("robot", true, None, &[arg("character", A::Character), arg("location", A::Text), arg("part", A::Text), opt("remove", A::Flag)], "f2d20-help-robot", "robot <character> <location|module> <armour|module> [--remove]"),
    cmd("origin", true, None, &[arg("character", A::Character), arg("origin", A::Text), opt("traits", A::Text)], "f2d20-help-origin", "origin <character> <origin> [--traits <trait>,<trait>]"),
    cmd(
        "mod",
        false,
        Some("character"),
        &[arg("character", A::Character), arg("item", A::Item), arg("name", A::Text), opt("remove", A::Flag)],
        "f2d20-help-mod",
        "mod <character> <item> <mod> [--remove]",
    ),
    cmd("rank", true, None, &[arg("character", A::Character), arg("skill", A::Skill), arg("rank", A::Number)], "f2d20-help-rank", "rank <character> <skill> <0-6>"),
    cmd(
        "action",
        false,
        Some("unit"),
        &[arg("unit", A::Unit), arg("action", A::Action), opt("detail", A::Text)],
        "f2d20-help-action",
        "action <unit> <aim|draw|interact|move|take-chem|assist|pass|ready|sprint> [ally|trigger|zone|chem]",
    ),
    cmd(
        "attack",
        false,
        Some("attacker"),
        &[
            arg("attacker", A::Unit),
            arg("target", A::Unit),
            arg("weapon", A::Weapon),
            opt("range", A::Range),
            opt("location", A::Location),
            opt("ap", A::Number),
            opt("ammo", A::Number),
            opt("aim", A::Flag),
            opt("second_major", A::Flag),
            opt("buy", A::Number),
            opt("to_gm", A::Flag),
            opt("also", A::UnitList),
            opt("parry", A::Flag),
            opt("sneak", A::Flag),
            opt("quick_hands", A::Flag),
            opt("gun_fu", A::UnitList),
            opt("heave_ho", A::Flag),
            opt("moved", A::Flag),
            opt("finesse", A::Flag),
        ],
        "f2d20-help-attack",
        "attack <attacker> <target> <weapon> [--range close|medium|long|extreme] [--location head|torso|left-arm|right-arm|left-leg|right-leg] [--ap N] [--ammo N] [--aim] [--second-major] [--buy N] [--to-gm] [--also a,b] [--parry] [--sneak] [--quick-hands] [--gun-fu a,b] [--heave-ho] [--moved] [--finesse]",
    ),
    cmd(
        "test",
        false,
        Some("unit"),
        &[
            arg("unit", A::Unit),
            arg("attribute", A::Attribute),
            arg("skill", A::Skill),
            arg("difficulty", A::Number),
            opt("buy", A::Number),
            opt("to_gm", A::Flag),
            opt("second_major", A::Flag),
            opt("repeat", A::Number),
        ],
        "f2d20-help-test",
        "test <unit> <ATTR> <skill> <difficulty> [xN] [--buy N] [--to-gm] [--second-major]",
    ),
    cmd("defend", false, Some("unit"), &[arg("unit", A::Unit), opt("extra", A::Flag), opt("buy", A::Number), opt("to_gm", A::Flag)], "f2d20-help-defend", "defend <unit> [--extra] [--buy N] [--to-gm]"),
    cmd(
        "first-aid",
        false,
        Some("healer"),
        &[
            arg("healer", A::Unit),
            arg("patient", A::Unit),
            arg("choice", A::AidChoice),
            opt("location", A::Location),
            opt("ap", A::Number),
            opt("wake", A::Flag),
            opt("buy", A::Number),
            opt("to_gm", A::Flag),
        ],
        "f2d20-help-first-aid",
        "first-aid <healer> <patient> <heal|treat|stabilise> [location] [--ap N] [--wake] [--buy N] [--to-gm]",
    ),
    cmd("rally", false, Some("unit"), &[arg("unit", A::Unit), opt("buy", A::Number), opt("to_gm", A::Flag)], "f2d20-help-rally", "rally <unit> [--buy N] [--to-gm]"),
    cmd("command", false, Some("commander"), &[arg("commander", A::Character), arg("npc", A::Creature)], "f2d20-help-command", "command <character> <allied creature>"),
    cmd(
        "stop-persistent",
        false,
        Some("unit"),
        &[arg("unit", A::Unit), arg("attribute", A::Attribute), arg("skill", A::Skill), opt("buy", A::Number), opt("to_gm", A::Flag)],
        "f2d20-help-stop-persistent",
        "stop-persistent <unit> <ATTR> <skill> [--buy N] [--to-gm]",
    ),
    cmd("roll", false, None, &[arg("dice", A::CombatDice)], "f2d20-help-roll", "roll <N>DC"),
    cmd(
        "hurt",
        true,
        None,
        &[
            arg("target", A::Unit),
            arg("amount", A::Number),
            opt("type", A::DamageType),
            opt("location", A::Location),
            opt("airborne", A::Flag),
        ],
        "f2d20-help-hurt",
        "hurt <character|creature> <hp> [--type physical|energy|radiation|poison] [--location L] [--airborne]",
    ),
    cmd("heal", true, None, &[arg("target", A::Unit), arg("amount", A::Number)], "f2d20-help-heal", "heal <character|creature> <hp>"),
    cmd("cure-rads", true, None, &[arg("target", A::Unit), arg("amount", A::Number)], "f2d20-help-cure-rads", "cure-rads <character|creature> <amount>"),
    cmd("cover", true, None, &[arg("target", A::Unit), arg("dice", A::Number)], "f2d20-help-cover", "cover <character|creature> <0-10>"),
    cmd("ap", true, None, &[arg("pool", A::Pool), arg("value", A::Number)], "f2d20-help-ap", "ap <group|gm> <N>"),
    cmd("session", true, None, &[], "f2d20-help-session", "session"),
    cmd("initiative", true, None, &[opt("opener", A::Unit)], "f2d20-help-initiative", "initiative [<who started the fight>]"),
    cmd("order", true, None, &[arg("unit", A::Unit), arg("before", A::Unit)], "f2d20-help-order", "order <unit> <before unit>"),
    cmd("next", true, None, &[], "f2d20-help-next", "next"),
    cmd("end-combat", true, None, &[], "f2d20-help-end-combat", "end-combat"),
    cmd("zone", true, None, &[arg("unit", A::Unit), arg("zone", A::Zone)], "f2d20-help-zone", "zone <unit> <zone>"),
    cmd(
        "zone-range",
        true,
        None,
        &[arg("a", A::Zone), arg("b", A::Zone), arg("band", A::Range)],
        "f2d20-help-zone-range",
        "zone-range <zone> <zone> <close|medium|long|extreme>",
    ),
    cmd(
        "reroll",
        false,
        Some("character"),
        &[
            arg("character", A::Character),
            opt("dice", A::Text),
            opt("serial", A::Number),
            opt("apparel", A::Armour),
        ],
        "f2d20-help-reroll",
        "reroll <character> [die die ...] [--serial N] [--apparel <piece>]",
    ),
    cmd(
        "bonus-die",
        false,
        Some("character"),
        &[arg("character", A::Character), opt("serial", A::Number)],
        "f2d20-help-bonus-die",
        "bonus-die <character> [--serial N]",
    ),
];

/// The spec of a command by its word (exact, lower case).
#[must_use]
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    crate::engine::table::spec(&COMMANDS, name)
}
