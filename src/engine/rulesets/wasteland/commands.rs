//! The command metadata table of the wasteland game: for each command of the
//! seed's command language its word, whether only a GM may use it, which
//! argument names the acting character, its arguments in the order the
//! command line reads them, the key of its help text and its usage line.
//! Plain data: the command line's parser looks its commands up here and
//! prints these usage lines, and the Model Context Protocol server builds
//! each tool's arguments from the same list.
//!
//! Where a command has several forms (`add-player` with S.P.E.C.I.A.L. and
//! tags or with `--preset`, the three forms of `enemy-add`), the arguments of
//! every form are listed in order and those not in every form are optional.

crate::engine::table::arg_kinds! {
    /// What kind of value an argument takes.
    pub enum ArgKind {
        /// A user id.
        UserId,
        /// A display name or free text.
        Text,
        /// A player character's name.
        Player,
        /// Player characters' names, separated by commas.
        PlayerList,
        /// An enemy's name.
        Enemy,
        /// A S.P.E.C.I.A.L. attribute.
        Attribute,
        /// A skill.
        Skill,
        /// `lockpick` or `science`.
        ContainerSkill,
        /// A whole number.
        Number,
        /// The `xN` of a repeated roll or a pack.
        Repeat,
        /// Dice notation (`NdM`).
        Dice,
        /// An enemy template.
        Template,
        /// A weapon.
        Weapon,
        /// An item, with an optional count.
        Item,
        /// A status effect.
        Effect,
        /// A place.
        Place,
        /// A world setting's field.
        Field,
        /// `add` or `remove`.
        AddOrRemove,
        /// `add`, `remove` or `list`.
        EffectAction,
        /// `buy` or `sell`.
        BuyOrSell,
        /// `on` or `off`.
        OnOff,
        /// A house rule, or `list`.
        HouseRule,
        /// A loot tier.
        Tier,
        /// `keep` or `reroll`.
        Keep,
        /// A flag that takes no value.
        Flag,
    }
}

use crate::engine::table::{arg, opt};
use ArgKind as A;

/// One command: its help text's key is `cli-help-<word>`.
macro_rules! cmd {
    ($name:literal, $gm:expr, $actor:expr, $args:expr, $usage:literal $(,)?) => {
        CommandSpec {
            name: $name,
            gm_only: $gm,
            actor: $actor,
            args: $args,
            help_key: concat!("cli-help-", $name),
            usage: $usage,
        }
    };
}

/// A player and an amount.
const PLAYER_AMOUNT: &[ArgSpec] = &[arg("player", A::Player), arg("amount", A::Number)];

/// Every command of the wasteland game, in the order of the seed's reference
/// (the commands every game shares are the command line's own).
pub const COMMANDS: [CommandSpec; 34] = [
    cmd!("status", false, None, &[opt("player", A::Player)], "status [player]"),
    cmd!("turn", true, None, &[], "turn"),
    cmd!(
        "set",
        true,
        None,
        &[arg("field", A::Field), arg("value", A::Text)],
        "set <field> <value...>",
    ),
    cmd!(
        "add-player",
        false,
        None,
        &[
            arg("id", A::UserId),
            arg("name", A::Text),
            arg("char", A::Text),
            arg("bg", A::Text),
            opt("s", A::Number),
            opt("p", A::Number),
            opt("e", A::Number),
            opt("c", A::Number),
            opt("i", A::Number),
            opt("a", A::Number),
            opt("l", A::Number),
            opt("skill1", A::Skill),
            opt("skill2", A::Skill),
            opt("skill3", A::Skill),
            opt("preset", A::Text),
        ],
        "add-player <id> <name> <char> <bg> S P E C I A L <skill1> <skill2> <skill3> | <id> <name> <char> <bg> --preset NAME",
    ),
    cmd!("remove-player", true, None, &[arg("name", A::Player)], "remove-player <name>"),
    cmd!(
        "check",
        false,
        Some("players"),
        &[
            arg("players", A::PlayerList),
            arg("attr", A::Attribute),
            arg("skill", A::Skill),
            arg("diff", A::Number),
            opt("ap", A::Number),
            opt("repeat", A::Repeat),
            opt("bonus", A::Number),
        ],
        "check <players> <attr> <skill> <diff> [ap] [xN] [--bonus N]",
    ),
    cmd!(
        "roll",
        false,
        None,
        &[arg("dice", A::Dice), opt("repeat", A::Repeat)],
        "roll <NdM> [xN]",
    ),
    cmd!(
        "damage",
        false,
        Some("player"),
        &[
            arg("player", A::Player),
            arg("weapon", A::Weapon),
            opt("ap", A::Number),
            opt("target", A::Enemy),
            opt("close", A::Flag),
        ],
        "damage <player> <weapon> [ap] [--target ENEMY] [--close]",
    ),
    cmd!("initiative", false, None, &[], "initiative"),
    cmd!(
        "enemy-add",
        true,
        None,
        &[
            opt("name", A::Text),
            opt("template", A::Template),
            opt("hp", A::Number),
            opt("damage", A::Dice),
            opt("skill", A::Number),
            opt("drops", A::Text),
            opt("special", A::Text),
            opt("repeat", A::Repeat),
        ],
        "enemy-add <template> [xN] | <name> <template> [xN] | <name> <hp> <NdM> <skill> <drops> [special...]",
    ),
    cmd!(
        "enemy-hurt",
        true,
        None,
        &[arg("name", A::Enemy), arg("amount", A::Number)],
        "enemy-hurt <name> <amount>",
    ),
    cmd!(
        "enemy-attack",
        true,
        None,
        &[
            arg("enemy", A::Enemy),
            opt("target", A::Player),
            opt("random", A::Flag),
        ],
        "enemy-attack <enemy> [target] [--random]",
    ),
    cmd!("doctor", true, None, &[arg("player", A::Player)], "doctor <player>"),
    cmd!(
        "first-aid",
        false,
        Some("medic"),
        &[arg("medic", A::Player), opt("target", A::Player)],
        "first-aid <medic> [target]",
    ),
    cmd!("hurt", true, None, PLAYER_AMOUNT, "hurt <player> <amount>"),
    cmd!("heal", true, None, PLAYER_AMOUNT, "heal <player> <amount>"),
    cmd!("rads", true, None, PLAYER_AMOUNT, "rads <player> <amount>"),
    cmd!("caps", true, None, PLAYER_AMOUNT, "caps <player> <amount>"),
    cmd!("ap", true, None, PLAYER_AMOUNT, "ap <player> <amount>"),
    cmd!(
        "inventory",
        true,
        None,
        &[
            arg("player", A::Player),
            arg("action", A::AddOrRemove),
            arg("item", A::Item),
            opt("qty", A::Number),
        ],
        "inventory <player> add|remove <item> [qty]",
    ),
    cmd!(
        "use-item",
        false,
        Some("player"),
        &[
            arg("player", A::Player),
            arg("item", A::Item),
            opt("provider", A::Player),
            opt("target", A::Player),
        ],
        "use-item <player> <item> [target] [--provider P] [--target T]",
    ),
    cmd!(
        "effect",
        true,
        None,
        &[
            arg("player", A::Player),
            arg("action", A::EffectAction),
            opt("name", A::Effect),
            opt("turns", A::Number),
        ],
        "effect <player> add <name> <turns> | <player> remove <name> | <player> list",
    ),
    cmd!(
        "rest",
        true,
        None,
        &[opt("hours", A::Number), opt("force", A::Flag)],
        "rest [hours] [--force]",
    ),
    cmd!(
        "location",
        false,
        Some("character"),
        &[opt("character", A::Player), opt("place", A::Place)],
        "location [character] [place...]",
    ),
    cmd!(
        "chapter-raise",
        false,
        Some("player"),
        &[arg("player", A::Player), arg("skill", A::Skill)],
        "chapter-raise <player> <skill>",
    ),
    cmd!("move-team", true, None, &[arg("place", A::Place)], "move-team <place...>"),
    cmd!(
        "open-container",
        false,
        Some("character"),
        &[arg("character", A::Player), arg("skill", A::ContainerSkill)],
        "open-container <character> lockpick|science",
    ),
    cmd!(
        "rule",
        true,
        None,
        &[arg("name", A::HouseRule), opt("state", A::OnOff)],
        "rule <name> on|off | list",
    ),
    cmd!(
        "skill-up",
        true,
        None,
        &[arg("player", A::Player), arg("skill", A::Skill)],
        "skill-up <player> <skill>",
    ),
    cmd!(
        "loot",
        true,
        None,
        &[opt("tier", A::Tier), opt("count", A::Number)],
        "loot [tier] [count]",
    ),
    cmd!(
        "trade",
        false,
        Some("player"),
        &[
            arg("player", A::Player),
            arg("price", A::Number),
            arg("side", A::BuyOrSell),
            opt("settle", A::Item),
        ],
        "trade <player> <price> buy|sell [--settle ITEM [QTY]]",
    ),
    cmd!("npc-gen", true, None, &[opt("count", A::Number)], "npc-gen [count]"),
    cmd!(
        "reroll",
        false,
        None,
        &[arg("roll_id", A::Number), opt("keep", A::Keep)],
        "reroll <roll_id> [keep]",
    ),
    cmd!("revive", true, None, &[arg("player", A::Player)], "revive <player>"),
];

/// The spec of a command by its word (exact, lower case).
#[must_use]
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    crate::engine::table::spec(&COMMANDS, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_its_own_help_key_and_a_usage_that_starts_with_its_word() {
        for c in COMMANDS {
            assert_eq!(c.help_key, format!("cli-help-{}", c.name));
            assert!(c.usage.starts_with(c.name), "{}", c.usage);
            let words: Vec<_> = c.usage.split(' ').collect();
            assert_eq!(words[0], c.name);
        }
        assert_eq!(spec("check").map(|c| c.args.len()), Some(7));
        assert!(spec("fly").is_none());
    }
}
