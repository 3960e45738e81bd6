//! Item and trade events: inventory, items used, the doctor and first aid,
//! addiction, cures, loot, trade, load and containers.

use std::fmt::Write as _;

use crate::bot::commands::homebrew::mark;
use crate::bot::render::{a, signed, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::command::TradeSide;
use crate::engine::rulesets::wasteland::data;
use crate::engine::rulesets::wasteland::outcome::Event;
use crate::i18n::Lang;

use super::checks::check_spec;
use super::names::{effect_name, item_name, join_or_none, loot_line, tier_name};
use super::{change, field, lines_or, yes_no_field, Piece};

pub(super) fn inventory(lang: Lang, event: &Event) -> Piece {
    let Event::Inventory {
        name,
        item,
        delta,
        now,
    } = event
    else {
        unreachable!("piece sends only Inventory here")
    };
    field(
        t0(lang, "sheet-inventory"),
        t(
            lang,
            "inventory-line",
            &[
                ("name", u(name)),
                ("item", a(item_name(lang, item))),
                ("delta", a(signed(*delta))),
                ("now", a(*now)),
            ],
        ),
        Tone::Info,
    )
}

pub(super) fn item_used(lang: Lang, event: &Event) -> Piece {
    let Event::ItemUsed {
        user,
        target,
        item,
        left,
        provider,
    } = event
    else {
        unreachable!("piece sends only ItemUsed here")
    };
    let shown = mark(item_name(lang, item), &["consumables"], item, || {
        data::consumable(item).is_some()
    });
    let mut desc = t(
        lang,
        "used-left",
        &[("left", a(*left)), ("item", a(shown.clone()))],
    );
    if let Some(provider) = provider {
        desc = t(
            lang,
            "used-provided",
            &[("provider", u(provider)), ("left", a(desc))],
        );
    }
    Piece::Embed(
        EmbedSpec::new(
            t(
                lang,
                "used-title",
                &[("user", u(user)), ("target", u(target)), ("item", a(shown))],
            ),
            Tone::Success,
        )
        .desc(desc),
    )
}

pub(super) fn doctor_visit(lang: Lang, event: &Event) -> Piece {
    let Event::DoctorVisit {
        name,
        treatment,
        cured: _,
    } = event
    else {
        unreachable!("piece sends only DoctorVisit here")
    };
    let title = t(lang, "doctor-title", &[("name", u(name))]);
    match treatment {
        Some(check) => {
            let mut spec = check_spec(lang, title, check, false);
            spec.description = format!(
                "{}\n{}",
                t0(lang, "doctor-treats-addiction"),
                spec.description
            );
            Piece::Embed(spec)
        }
        None => {
            Piece::Embed(EmbedSpec::new(title, Tone::Success).desc(t0(lang, "doctor-no-addiction")))
        }
    }
}

pub(super) fn first_aid(lang: Lang, event: &Event) -> Piece {
    let Event::FirstAid {
        medic,
        target,
        check,
        medkits_left,
    } = event
    else {
        unreachable!("piece sends only FirstAid here")
    };
    let title = t(
        lang,
        "first-aid-title",
        &[("medic", u(medic)), ("target", u(target))],
    );
    let mut spec = check_spec(lang, title, check, false);
    let _ = write!(
        spec.description,
        "\n{}",
        t(lang, "first-aid-medkits", &[("left", a(*medkits_left))])
    );
    Piece::Embed(spec)
}

pub(super) fn addiction_roll(lang: Lang, event: &Event) -> Piece {
    let Event::AddictionRoll {
        name,
        chem,
        roll,
        addicted,
    } = event
    else {
        unreachable!("piece sends only AddictionRoll here")
    };
    yes_no_field(
        lang,
        t(
            lang,
            "addiction-roll",
            &[("chem", a(item_name(lang, chem)))],
        ),
        *addicted,
        (
            ["addiction-yes", "addiction-no"],
            &[
                ("name", u(name)),
                ("chem", a(item_name(lang, chem))),
                ("roll", a(*roll)),
            ],
        ),
        [Tone::Failure, Tone::Success],
    )
}

pub(super) fn encumbrance(lang: Lang, event: &Event) -> Piece {
    let Event::Encumbrance {
        name,
        load,
        capacity,
        encumbered,
    } = event
    else {
        unreachable!("piece sends only Encumbrance here")
    };
    yes_no_field(
        lang,
        t0(lang, "sheet-carry"),
        *encumbered,
        (
            ["encumbered-now", "encumbered-no-more"],
            &[
                ("name", u(name)),
                ("load", a(*load)),
                ("capacity", a(*capacity)),
            ],
        ),
        [Tone::Complication, Tone::Success],
    )
}

pub(super) fn container_opened(lang: Lang, event: &Event) -> Piece {
    let Event::ContainerOpened {
        name,
        place,
        check,
        opened,
    } = event
    else {
        unreachable!("piece sends only ContainerOpened here")
    };
    let title = t(
        lang,
        "container-title",
        &[("name", u(name)), ("place", u(place))],
    );
    let mut spec = check_spec(lang, title, check, false);
    let _ = write!(
        spec.description,
        "\n{}",
        t0(
            lang,
            if *opened {
                "container-opened"
            } else {
                "container-locked"
            }
        )
    );
    Piece::Embed(spec)
}

pub(super) fn cured(lang: Lang, event: &Event) -> Piece {
    let Event::Cured { name, addictions } = event else {
        unreachable!("piece sends only Cured here")
    };
    change(
        lang,
        "cured",
        &[
            ("name", u(name)),
            (
                "addictions",
                a(join_or_none(
                    lang,
                    addictions.iter().map(|x| effect_name(lang, x)),
                )),
            ),
        ],
        Tone::Success,
    )
}

pub(super) fn loot(lang: Lang, event: &Event) -> Piece {
    let Event::Loot { tier, items } = event else {
        unreachable!("piece sends only Loot here")
    };
    Piece::Embed(
        EmbedSpec::new(
            tier.map_or_else(
                || t0(lang, "loot-title"),
                |tier| {
                    t(
                        lang,
                        "loot-title-tier",
                        &[("tier", a(tier_name(lang, tier)))],
                    )
                },
            ),
            Tone::Success,
        )
        .desc(lines_or(lang, "loot-empty", items, |l| {
            format!("• {}", loot_line(lang, l))
        })),
    )
}

pub(super) fn trade(lang: Lang, event: &Event) -> Piece {
    let Event::Trade {
        name,
        side,
        base,
        cha,
        barter,
        multiplier_pct,
        price,
        settled,
    } = event
    else {
        unreachable!("piece sends only Trade here")
    };
    let side_id = match side {
        TradeSide::Buy => "trade-buy",
        TradeSide::Sell => "trade-sell",
    };
    let mut spec = EmbedSpec::new(
        t(lang, side_id, &[("name", u(name)), ("price", a(*price))]),
        Tone::Info,
    )
    .desc(t0(
        lang,
        if *settled {
            "trade-settled"
        } else {
            "trade-quote"
        },
    ));
    spec.field(t0(lang, "trade-base"), base.to_string(), true);
    spec.field(
        t0(lang, "trade-modifiers"),
        t(
            lang,
            "trade-modifiers-line",
            &[
                ("cha", a(*cha)),
                ("barter", a(*barter)),
                ("mult", a(format!("{:.2}", *multiplier_pct as f64 / 100.0))),
            ],
        ),
        true,
    );
    spec.field(t0(lang, "trade-price"), price.to_string(), true);
    Piece::Embed(spec)
}
