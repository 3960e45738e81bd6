//! Item and trade events in JSON and sentences: inventory, items used, the
//! doctor and first aid, addiction, cures, loot, trade, load, containers.

use serde_json::json;

use crate::engine::rulesets::wasteland::outcome::Event;
use crate::i18n::{tr, Arg, Lang};

use super::{
    check_fields, effect_name, item_name, list, own_fields, own_object, put, say, to_value, Fields,
};

pub(super) fn inventory(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Inventory {
        name,
        item,
        delta,
        now,
    } = event
    else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "item", json!(item));
    put(m, "qty_delta", json!(delta));
    put(m, "qty", json!(now));
    say(
        lang,
        "cli-ev-inventory",
        &[
            ("name", name.as_str().into()),
            ("item", item_name(lang, item).into()),
            ("delta", format!("{delta:+}").into()),
            ("now", (*now).into()),
        ],
    )
}

pub(super) fn item_used(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::ItemUsed {
        user,
        target,
        item,
        provider,
        ..
    } = event
    else {
        return None;
    };
    own_fields(m, event, &["user", "target", "item", "left", "provider"]);
    let mut args: Vec<(&str, Arg)> = vec![
        ("user", user.as_str().into()),
        ("target", target.as_str().into()),
        ("item", item_name(lang, item).into()),
    ];
    let id = match provider {
        None => "cli-ev-item-used",
        Some(provider) => {
            args.push(("provider", provider.as_str().into()));
            "cli-ev-item-used-provided"
        }
    };
    say(lang, id, &args)
}

pub(super) fn doctor_visit(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::DoctorVisit {
        name,
        treatment,
        cured,
    } = event
    else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "doctor", json!(true));
    if let Some(check) = treatment {
        check_fields(m, check);
    }
    put(m, "addictions_cured", json!(cured));
    say(lang, "cli-ev-doctor", &[("name", name.as_str().into())])
}

pub(super) fn first_aid(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::FirstAid {
        medic,
        target,
        check,
        medkits_left,
    } = event
    else {
        return None;
    };
    put(m, "medic", json!(medic));
    put(m, "target", json!(target));
    check_fields(m, check);
    put(m, "medkits_left", json!(medkits_left));
    say(
        lang,
        if check.passed {
            "cli-ev-first-aid-passed"
        } else {
            "cli-ev-first-aid-failed"
        },
        &[
            ("medic", medic.as_str().into()),
            ("target", target.as_str().into()),
            ("successes", check.successes.into()),
        ],
    )
}

pub(super) fn addiction_roll(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::AddictionRoll {
        name,
        chem,
        roll,
        addicted,
    } = event
    else {
        return None;
    };
    put(
        m,
        "addiction",
        json!({ "chem": chem, "roll": roll, "addicted": addicted }),
    );
    addicted.then(|| {
        tr(
            lang,
            "cli-ev-addicted",
            &[
                ("name", name.as_str().into()),
                ("chem", item_name(lang, chem).into()),
            ],
        )
    })
}

pub(super) fn cured(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Cured { name, addictions } = event else {
        return None;
    };
    put(m, "cured", own_object(event));
    say(
        lang,
        "cli-ev-cured",
        &[
            ("name", name.as_str().into()),
            (
                "list",
                list(addictions.iter().map(|a| effect_name(lang, a))).into(),
            ),
        ],
    )
}

pub(super) fn loot(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Loot { tier, items } = event else {
        return None;
    };
    put(m, "tier", to_value(tier));
    put(m, "items", to_value(items));
    say(
        lang,
        "cli-ev-loot",
        &[(
            "items",
            list(
                items
                    .iter()
                    .map(|i| format!("{} x{}", item_name(lang, &i.item), i.qty)),
            )
            .into(),
        )],
    )
}

pub(super) fn trade(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Trade {
        name,
        side,
        base,
        price,
        ..
    } = event
    else {
        return None;
    };
    own_fields(
        m,
        event,
        &[
            "name",
            "side",
            "base",
            "cha",
            "barter",
            "multiplier_pct",
            "price",
            "settled",
        ],
    );
    say(
        lang,
        "cli-ev-trade",
        &[
            ("name", name.as_str().into()),
            ("side", to_value(side).as_str().unwrap_or_default().into()),
            ("price", (*price).into()),
            ("base", (*base).into()),
        ],
    )
}

pub(super) fn encumbrance(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Encumbrance {
        name,
        load,
        capacity,
        encumbered,
    } = event
    else {
        return None;
    };
    put(m, "load", json!(load));
    put(m, "carry_weight", json!(capacity));
    put(m, "encumbered", json!(encumbered));
    encumbered.then(|| {
        tr(
            lang,
            "cli-ev-encumbered",
            &[
                ("name", name.as_str().into()),
                ("load", (*load).into()),
                ("capacity", (*capacity).into()),
            ],
        )
    })
}

pub(super) fn container_opened(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::ContainerOpened {
        name,
        place,
        check,
        opened,
    } = event
    else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "container_place", json!(place));
    check_fields(m, check);
    put(m, "opened", json!(opened));
    say(
        lang,
        if *opened {
            "cli-ev-container-opened"
        } else {
            "cli-ev-container-locked"
        },
        &[("name", name.as_str().into())],
    )
}
