//! The command metadata table of the d20 game: for each command its CLI word,
//! whether only a GM may use it, which argument names the acting character
//! (the caller must own it unless they are a GM), its arguments and the key of
//! its help text. Plain data, so Discord registration, `/help`, CLI help and
//! permission checks all read the same list.

use serde::Serialize;

/// What kind of value an argument takes (for option types and autocomplete).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ArgKind {
    /// A user id (Discord snowflake or any CLI id).
    UserId,
    /// A display name or free text.
    Text,
    /// A character's name.
    Character,
    /// An enemy's name.
    Enemy,
    /// A character's or an enemy's name.
    Unit,
    /// Names of characters or enemies, separated by commas.
    UnitList,
    /// An enemy template from the table.
    Template,
    /// A weapon from the table.
    Weapon,
    /// A skill.
    Skill,
    /// A save: Fortitude, Reflex or Will.
    Save,
    /// Skills, separated by commas.
    SkillList,
    /// A DC: a number or a difficulty name.
    Dc,
    /// A whole number (amounts, counts, levels).
    Number,
    /// An attribute bonus, -5..=10.
    Attribute,
    /// A signed situational modifier (`+2`, `-1`).
    Modifier,
    /// A dice expression.
    Dice,
    /// A condition: a common one or free text.
    Condition,
    /// `add` or `remove`.
    AddOrRemove,
}

/// One argument of a command of the game.
pub type ArgSpec = crate::engine::table::ArgSpec<ArgKind>;

/// One command of the game.
pub type CommandSpec = crate::engine::table::CommandSpec<ArgKind>;

use crate::engine::table::{arg, opt};

/// Every command of the d20 game.
pub const COMMANDS: [CommandSpec; 17] = [
    CommandSpec {
        name: "add-player",
        gm_only: true,
        actor: None,
        args: &[
            arg("user_id", ArgKind::UserId),
            arg("player", ArgKind::Text),
            arg("character", ArgKind::Text),
            arg("level", ArgKind::Number),
            arg("str", ArgKind::Attribute),
            arg("agi", ArgKind::Attribute),
            arg("pre", ArgKind::Attribute),
            arg("int", ArgKind::Attribute),
            arg("wis", ArgKind::Attribute),
            arg("cha", ArgKind::Attribute),
            opt("skills", ArgKind::SkillList),
        ],
        help_key: "d20-help-add-player",
        usage: "add-player <user_id> <player> <character> <level> <Str> <Agi> <Pre> <Int> <Wis> <Cha> [skill,skill,...]",
    },
    CommandSpec {
        name: "remove-player",
        gm_only: true,
        actor: None,
        args: &[arg("character", ArgKind::Character)],
        help_key: "d20-help-remove-player",
        usage: "remove-player <character>",
    },
    CommandSpec {
        name: "status",
        gm_only: false,
        actor: None,
        args: &[opt("character", ArgKind::Character)],
        help_key: "d20-help-status",
        usage: "status [<character>]",
    },
    CommandSpec {
        name: "check",
        gm_only: false,
        actor: Some("character"),
        args: &[
            arg("character", ArgKind::Character),
            arg("skill", ArgKind::Skill),
            arg("dc", ArgKind::Dc),
            opt("modifier", ArgKind::Modifier),
        ],
        help_key: "d20-help-check",
        usage: "check <character> <skill> <dc|difficulty> [+/-modifier]",
    },
    CommandSpec {
        name: "save",
        gm_only: false,
        actor: Some("character"),
        args: &[
            arg("character", ArgKind::Character),
            arg("save", ArgKind::Save),
            arg("dc", ArgKind::Dc),
            arg("damage", ArgKind::Number),
            opt("modifier", ArgKind::Modifier),
        ],
        help_key: "d20-help-save",
        usage: "save <character> <Fortitude|Reflex|Will> <dc|difficulty> <damage> [+/-modifier]",
    },
    CommandSpec {
        name: "attack",
        gm_only: false,
        actor: Some("character"),
        args: &[
            arg("character", ArgKind::Character),
            arg("weapon", ArgKind::Weapon),
            arg("targets", ArgKind::UnitList),
            opt("modifier", ArgKind::Modifier),
        ],
        help_key: "d20-help-attack",
        usage: "attack <character> <weapon> <target>[,<target>...] [+/-modifier]",
    },
    CommandSpec {
        name: "roll",
        gm_only: false,
        actor: None,
        args: &[arg("dice", ArgKind::Dice)],
        help_key: "d20-help-roll",
        usage: "roll <NdM[kh|klK][+/-K] | adv | dis>",
    },
    CommandSpec {
        name: "enemy-add",
        gm_only: true,
        actor: None,
        args: &[
            arg("template", ArgKind::Template),
            opt("count", ArgKind::Number),
            opt("name", ArgKind::Text),
        ],
        help_key: "d20-help-enemy-add",
        usage: "enemy-add <template> [count] [name]",
    },
    CommandSpec {
        name: "enemy-remove",
        gm_only: true,
        actor: None,
        args: &[arg("enemy", ArgKind::Enemy)],
        help_key: "d20-help-enemy-remove",
        usage: "enemy-remove <enemy>",
    },
    CommandSpec {
        name: "enemy-attack",
        gm_only: true,
        actor: None,
        args: &[
            arg("enemy", ArgKind::Enemy),
            arg("target", ArgKind::Character),
            opt("modifier", ArgKind::Modifier),
        ],
        help_key: "d20-help-enemy-attack",
        usage: "enemy-attack <enemy> <character> [+/-modifier]",
    },
    CommandSpec {
        name: "initiative",
        gm_only: true,
        actor: None,
        args: &[],
        help_key: "d20-help-initiative",
        usage: "initiative",
    },
    CommandSpec {
        name: "next",
        gm_only: true,
        actor: None,
        args: &[],
        help_key: "d20-help-next",
        usage: "next",
    },
    CommandSpec {
        name: "end-combat",
        gm_only: true,
        actor: None,
        args: &[],
        help_key: "d20-help-end-combat",
        usage: "end-combat",
    },
    CommandSpec {
        name: "level",
        gm_only: true,
        actor: None,
        args: &[
            arg("character", ArgKind::Character),
            arg("level", ArgKind::Number),
        ],
        help_key: "d20-help-level",
        usage: "level <character> <level>",
    },
    CommandSpec {
        name: "hurt",
        gm_only: true,
        actor: None,
        args: &[arg("target", ArgKind::Unit), arg("amount", ArgKind::Number)],
        help_key: "d20-help-hurt",
        usage: "hurt <character|enemy> <amount>",
    },
    CommandSpec {
        name: "heal",
        gm_only: true,
        actor: None,
        args: &[arg("target", ArgKind::Unit), arg("amount", ArgKind::Number)],
        help_key: "d20-help-heal",
        usage: "heal <character|enemy> <amount>",
    },
    CommandSpec {
        name: "condition",
        gm_only: true,
        actor: None,
        args: &[
            arg("action", ArgKind::AddOrRemove),
            arg("target", ArgKind::Unit),
            arg("condition", ArgKind::Condition),
        ],
        help_key: "d20-help-condition",
        usage: "condition <add|remove> <character|enemy> <condition>",
    },
];

/// The spec of a command by its word (exact, lower case).
#[must_use]
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    crate::engine::table::spec(&COMMANDS, name)
}
