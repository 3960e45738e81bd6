//! The command metadata table of the classic game: for each command its CLI
//! word, whether only a GM may use it, which argument names the acting
//! character (the caller must own it unless they are a GM), its arguments and
//! the key of its help text. Plain data, so front ends, help and permission
//! checks all read the same list.

crate::engine::table::arg_kinds! {
    /// What kind of value an argument takes.
    pub enum ArgKind {
        /// A user id.
        UserId,
        /// A display name or free text.
        Text,
        /// A character's name.
        Character,
        /// An enemy's name.
        Enemy,
        /// A character's or an enemy's name.
        Unit,
        /// A race.
        Race,
        /// An attribute score.
        Score,
        /// A S.P.E.C.I.A.L. attribute.
        Attribute,
        /// A skill.
        Skill,
        /// A weapon.
        Weapon,
        /// An armour class.
        Armour,
        /// An enemy template.
        Template,
        /// A whole number.
        Number,
        /// A signed modifier (`+10`, `-20`).
        Modifier,
        /// An ammunition level or find.
        Ammo,
        /// `on` or `off`.
        OnOff,
        /// A setting and its value.
        Setting,
        /// The options of an attack.
        AttackOptions,
    }
}

use crate::engine::table::{arg, gm, opt, player};

use ArgKind as A;

/// The arguments of `add-player`: the user, the player's and the
/// character's names, the seven S.P.E.C.I.A.L. scores and three tag skills.
const PLAYER_ARGS: [ArgSpec; 13] = [
    arg("user_id", A::UserId),
    arg("player", A::Text),
    arg("character", A::Text),
    arg("s", A::Score),
    arg("p", A::Score),
    arg("e", A::Score),
    arg("c", A::Score),
    arg("i", A::Score),
    arg("a", A::Score),
    arg("l", A::Score),
    arg("tag1", A::Skill),
    arg("tag2", A::Skill),
    arg("tag3", A::Skill),
];

/// The arguments of `add-character`: those of `add-player` with the race
/// after the character's name.
const CHARACTER_ARGS: [ArgSpec; 14] = {
    let mut args = [arg("race", A::Race); 14];
    let mut i = 0;
    while i < PLAYER_ARGS.len() {
        args[if i < 3 { i } else { i + 1 }] = PLAYER_ARGS[i];
        i += 1;
    }
    args
};

/// Every command of the classic game.
pub const COMMANDS: [CommandSpec; 28] = [
    gm(
        "add-player",
        &PLAYER_ARGS,
        "pnp-help-add-player",
        "add-player <user_id> <player> <character> <S> <P> <E> <C> <I> <A> <L> <tag> <tag> <tag>",
    ),
    gm(
        "add-character",
        &CHARACTER_ARGS,
        "pnp-help-add-character",
        "add-character <user_id> <player> <character> <race> <S> <P> <E> <C> <I> <A> <L> <tag> <tag> <tag>",
    ),
    gm("remove-player", &[arg("character", A::Character)], "pnp-help-remove-player", "remove-player <character>"),
    player("status", None, &[opt("character", A::Character)], "pnp-help-status", "status [<character>]"),
    player(
        "spend",
        Some("character"),
        &[arg("character", A::Character), arg("skill", A::Skill), arg("points", A::Number)],
        "pnp-help-spend",
        "spend <character> <skill> <points>",
    ),
    player(
        "check",
        Some("character"),
        &[
            arg("character", A::Character),
            arg("skill", A::Skill),
            opt("modifier", A::Modifier),
            opt("repeat", A::Number),
        ],
        "pnp-help-check",
        "check <character> <skill> [modifier] [xN]",
    ),
    player(
        "odds",
        None,
        &[arg("character", A::Character), arg("skill", A::Skill), opt("modifier", A::Modifier)],
        "pnp-help-odds",
        "odds <character> <skill> [modifier]",
    ),
    player(
        "save",
        Some("character"),
        &[arg("character", A::Character), arg("attribute", A::Attribute), opt("modifier", A::Modifier)],
        "pnp-help-save",
        "save <character> <attribute> [modifier]",
    ),
    gm("xp", &[arg("character", A::Character), arg("amount", A::Number)], "pnp-help-xp", "xp <character> <amount>"),
    player(
        "level-up",
        Some("character"),
        &[arg("character", A::Character), arg("choice", A::Attribute)],
        "pnp-help-level-up",
        "level-up <character> <attribute|skills>",
    ),
    gm(
        "setting",
        &[arg("setting", A::Setting), arg("value", A::Setting)],
        "pnp-help-setting",
        "setting <half-points on|off | criticals luck|classic>",
    ),
    gm(
        "enemy-add",
        &[arg("template", A::Template), opt("count", A::Number), opt("name", A::Text)],
        "pnp-help-enemy-add",
        "enemy-add <template> [count] [name]",
    ),
    gm("enemy-remove", &[arg("enemy", A::Enemy)], "pnp-help-enemy-remove", "enemy-remove <enemy>"),
    gm("leader", &[arg("enemy", A::Enemy)], "pnp-help-leader", "leader <enemy>"),
    gm(
        "morale-score",
        &[arg("enemy", A::Enemy), arg("score", A::Number)],
        "pnp-help-morale-score",
        "morale-score <enemy> <0-13|none>",
    ),
    player(
        "attack",
        Some("attacker"),
        &[
            arg("attacker", A::Unit),
            arg("weapon", A::Weapon),
            arg("target", A::Unit),
            arg("distance", A::Number),
            opt("options", A::AttackOptions),
        ],
        "pnp-help-attack",
        "attack <attacker> <weapon> <target> <metres> [immobile] [scope <1-3> | pip-boy] [called <head|arm|other-arm|leg>] [splash <name>@<ring>,...] [+/-modifier]",
    ),
    gm(
        "morale",
        &[arg("enemy", A::Enemy), opt("modifier", A::Modifier)],
        "pnp-help-morale",
        "morale <enemy> [modifier]",
    ),
    gm("round", &[], "pnp-help-round", "round"),
    player("douse", Some("target"), &[arg("target", A::Unit)], "pnp-help-douse", "douse <unit>"),
    player(
        "stimpak",
        Some("healer"),
        &[arg("healer", A::Character), arg("target", A::Unit)],
        "pnp-help-stimpak",
        "stimpak <healer> <target>",
    ),
    player(
        "radaway",
        Some("healer"),
        &[arg("healer", A::Character), arg("target", A::Unit)],
        "pnp-help-radaway",
        "radaway <healer> <target>",
    ),
    player("sleep", Some("character"), &[arg("character", A::Character)], "pnp-help-sleep", "sleep <character>"),
    gm(
        "hurt",
        &[arg("target", A::Unit), arg("amount", A::Number), opt("rads", A::Number)],
        "pnp-help-hurt",
        "hurt <unit> <amount> [rads]",
    ),
    gm("revive", &[arg("character", A::Character), opt("hp", A::Number)], "pnp-help-revive", "revive <character> [hp]"),
    gm(
        "armour",
        &[arg("target", A::Unit), arg("armour", A::Armour)],
        "pnp-help-armour",
        "armour <unit> <none|light|medium|heavy|power>",
    ),
    gm(
        "pip-boy",
        &[arg("character", A::Character), arg("on", A::OnOff)],
        "pnp-help-pip-boy",
        "pip-boy <character> <on|off>",
    ),
    gm(
        "ammo",
        &[arg("character", A::Character), arg("weapon", A::Weapon), arg("level", A::Ammo)],
        "pnp-help-ammo",
        "ammo <character> <weapon> <plenty|some|3|2|1|0>",
    ),
    player(
        "find-ammo",
        Some("character"),
        &[arg("character", A::Character), arg("weapon", A::Weapon), arg("found", A::Ammo)],
        "pnp-help-find-ammo",
        "find-ammo <character> <weapon> <loose|clip|box>",
    ),
];

/// The spec of a command by CLI word.
#[must_use]
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    crate::engine::table::spec(&COMMANDS, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_character_takes_add_players_arguments_with_the_race_after_the_name() {
        let spec = spec("add-character").expect("a command");
        let names: Vec<&str> = spec.args.iter().map(|a| a.name).collect();
        assert_eq!(
            names,
            [
                "user_id",
                "player",
                "character",
                "race",
                "s",
                "p",
                "e",
                "c",
                "i",
                "a",
                "l",
                "tag1",
                "tag2",
                "tag3"
            ]
        );
        assert_eq!(spec.args[3].kind, A::Race);
        assert_eq!(spec.args[4].kind, A::Score);
        assert_eq!(spec.args[13].kind, A::Skill);
        assert!(spec.args.iter().all(|a| a.required));
    }
}
