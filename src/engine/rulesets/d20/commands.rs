//! The command metadata table of the d20 game: for each command its CLI word,
//! whether only a GM may use it, which argument names the acting character
//! (the caller must own it unless they are a GM), its arguments and the key of
//! its help text. Plain data, so Discord registration, `/help`, CLI help and
//! permission checks all read the same list.

crate::engine::table::arg_kinds! {
    /// What kind of value an argument takes (for option types and autocomplete).
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
}

use crate::engine::table::{arg, gm, opt, player};
use ArgKind as A;

/// Every command of the d20 game.
pub const COMMANDS: [CommandSpec; 17] = [
    gm(
        "add-player",
        &[
            arg("user_id", A::UserId),
            arg("player", A::Text),
            arg("character", A::Text),
            arg("level", A::Number),
            arg("str", A::Attribute),
            arg("agi", A::Attribute),
            arg("pre", A::Attribute),
            arg("int", A::Attribute),
            arg("wis", A::Attribute),
            arg("cha", A::Attribute),
            opt("skills", A::SkillList),
        ],
        "d20-help-add-player",
        "add-player <user_id> <player> <character> <level> <Str> <Agi> <Pre> <Int> <Wis> <Cha> [skill,skill,...]",
    ),
    gm("remove-player", &[arg("character", A::Character)], "d20-help-remove-player", "remove-player <character>"),
    player("status", None, &[opt("character", A::Character)], "d20-help-status", "status [<character>]"),
    player(
        "check",
        Some("character"),
        &[arg("character", A::Character), arg("skill", A::Skill), arg("dc", A::Dc), opt("modifier", A::Modifier)],
        "d20-help-check",
        "check <character> <skill> <dc|difficulty> [+/-modifier]",
    ),
    player(
        "save",
        Some("character"),
        &[arg("character", A::Character), arg("save", A::Save), arg("dc", A::Dc), arg("damage", A::Number), opt("modifier", A::Modifier)],
        "d20-help-save",
        "save <character> <Fortitude|Reflex|Will> <dc|difficulty> <damage> [+/-modifier]",
    ),
    player(
        "attack",
        Some("character"),
        &[arg("character", A::Character), arg("weapon", A::Weapon), arg("targets", A::UnitList), opt("modifier", A::Modifier)],
        "d20-help-attack",
        "attack <character> <weapon> <target>[,<target>...] [+/-modifier]",
    ),
    player("roll", None, &[arg("dice", A::Dice)], "d20-help-roll", "roll <NdM[kh|klK][+/-K] | adv | dis>"),
    gm(
        "enemy-add",
        &[arg("template", A::Template), opt("count", A::Number), opt("name", A::Text)],
        "d20-help-enemy-add",
        "enemy-add <template> [count] [name]",
    ),
    gm("enemy-remove", &[arg("enemy", A::Enemy)], "d20-help-enemy-remove", "enemy-remove <enemy>"),
    gm(
        "enemy-attack",
        &[arg("enemy", A::Enemy), arg("target", A::Character), opt("modifier", A::Modifier)],
        "d20-help-enemy-attack",
        "enemy-attack <enemy> <character> [+/-modifier]",
    ),
    gm("initiative", &[], "d20-help-initiative", "initiative"),
    gm("next", &[], "d20-help-next", "next"),
    gm("end-combat", &[], "d20-help-end-combat", "end-combat"),
    gm("level", &[arg("character", A::Character), arg("level", A::Number)], "d20-help-level", "level <character> <level>"),
    gm("hurt", &[arg("target", A::Unit), arg("amount", A::Number)], "d20-help-hurt", "hurt <character|enemy> <amount>"),
    gm("heal", &[arg("target", A::Unit), arg("amount", A::Number)], "d20-help-heal", "heal <character|enemy> <amount>"),
    gm(
        "condition",
        &[arg("action", A::AddOrRemove), arg("target", A::Unit), arg("condition", A::Condition)],
        "d20-help-condition",
        "condition <add|remove> <character|enemy> <condition>",
    ),
];

/// The spec of a command by its word (exact, lower case).
#[must_use]
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    crate::engine::table::spec(&COMMANDS, name)
}
