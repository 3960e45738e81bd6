//! Command-name localizations from `locales/<lang>/commands.ftl`, applied to the
//! poise command tree before registration (like poise's fluent_localization
//! example). Ids, for a command with qualified name "campaign start":
//! - `cmd-campaign-start`: the name (en-US: as written in code; zh-CN: localized),
//! - `cmd-campaign-start-description`: the description,
//! - `cmd-campaign-start-<option>` and `cmd-campaign-start-<option>-description`,
//! - `cmd-choice-<slug of the choice>`: a fixed choice's label.

use std::borrow::Cow;

use super::{Data, Error};
use crate::engine::rulesets::wasteland::data::slug;
use crate::i18n::{self, Lang};

/// The Discord locale Chinese localizations are registered under.
pub const ZH_LOCALE: &str = "zh-CN";

/// The message id base of a command: `cmd-` and its qualified name with dashes.
#[must_use]
pub fn command_id(qualified_name: &str) -> String {
    format!("cmd-{}", qualified_name.replace(' ', "-"))
}

/// The message id of a fixed choice's label.
#[must_use]
pub fn choice_id(choice: &str) -> String {
    format!("cmd-choice-{}", slug(choice))
}

fn lookup(lang: Lang, id: &str) -> Option<String> {
    i18n::try_tr(lang, id, &[])
}

/// Fills descriptions (en-US) and zh-CN name, description, option and choice
/// localizations into every command, recursively.
pub fn apply(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        let base = command_id(&command.qualified_name);
        if let Some(d) = lookup(Lang::EnUs, &format!("{base}-description")) {
            command.description = Some(d.into());
        }
        let zh = command.name_localizations.to_mut();
        zh.retain(|(l, _)| l != ZH_LOCALE);
        if let Some(n) = lookup(Lang::ZhCn, &base) {
            zh.push((ZH_LOCALE.into(), n.into()));
        }
        let zh = command.description_localizations.to_mut();
        zh.retain(|(l, _)| l != ZH_LOCALE);
        if let Some(d) = lookup(Lang::ZhCn, &format!("{base}-description")) {
            zh.push((ZH_LOCALE.into(), d.into()));
        }
        for parameter in &mut command.parameters {
            let pid = format!("{base}-{}", parameter.name);
            if let Some(d) = lookup(Lang::EnUs, &format!("{pid}-description")) {
                parameter.description = Some(d.into());
            }
            if let Some(n) = lookup(Lang::ZhCn, &pid) {
                parameter
                    .name_localizations
                    .to_mut()
                    .push((ZH_LOCALE.into(), n.into()));
            }
            if let Some(d) = lookup(Lang::ZhCn, &format!("{pid}-description")) {
                parameter
                    .description_localizations
                    .to_mut()
                    .push((ZH_LOCALE.into(), d.into()));
            }
            for choice in parameter.choices.to_mut().iter_mut() {
                if let Some(n) = lookup(Lang::ZhCn, &choice_id(&choice.name)) {
                    choice
                        .localizations
                        .to_mut()
                        .push((Cow::Borrowed(ZH_LOCALE), n.into()));
                }
            }
        }
        apply(&mut command.subcommands);
    }
}
