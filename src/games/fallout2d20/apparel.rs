//! The apparel specials in the Fallout 2d20 game's embeds and text: a worn
//! piece's scene re-roll spent on one d20 (the `apparel_reroll` event), the
//! sheet's line of each worn piece's re-roll, ready or spent this scene,
//! the words of the apparel refusals' attributes, the Speech difficulty a
//! gas mask adds to a test, and airborne poison against a gas mask. Words come from `f2d20.ftl`
//! (`f2d20-bot-apparel-*`); [`MESSAGE_IDS`] lists the fixed ids for the
//! locale test.

use crate::bot::render::{a, join, t, u, EmbedSpec, Tone};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::fallout2d20::apparel::{
    AirbornePoison, ApparelReroll, ApparelTest, SceneReroll,
};
use crate::engine::rulesets::fallout2d20::data::ArmourPiece;
use crate::i18n::Lang;

use super::render::{armour_name, attribute_name};

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-apparel-title",
    "f2d20-bot-apparel-dice",
    "f2d20-bot-apparel-rerolls",
    "f2d20-bot-apparel-ready",
    "f2d20-bot-apparel-used",
    "f2d20-bot-apparel-or",
    "f2d20-bot-apparel-speech",
    "f2d20-bot-apparel-airborne",
    "f2d20-bot-apparel-airborne-worn",
    "f2d20-bot-apparel-airborne-immune",
    "f2d20-bot-apparel-button",
];

/// The label of a worn piece's scene re-roll button (a plain surface: a
/// homebrew piece's name shows as typed).
#[must_use]
pub fn button_label(lang: Lang, piece: &str) -> String {
    let name = match ArmourPiece::find(piece) {
        Some(p) => crate::i18n::tr(
            lang,
            &format!("f2d20-bot-armour-{}", crate::engine::name::slug(&p.name)),
            &[],
        ),
        None => piece.to_owned(),
    };
    crate::bot::layout::cut(
        &t(lang, "f2d20-bot-apparel-button", &[("piece", a(name))]),
        80,
    )
}

/// Attribute names joined with "or" in the reader's language.
fn attributes(lang: Lang, list: &[Attribute]) -> String {
    list.iter()
        .map(|x| attribute_name(lang, *x))
        .collect::<Vec<_>>()
        .join(&t(lang, "f2d20-bot-apparel-or", &[]))
}

/// A list of attribute abbreviations (`STR, AGI`, a refusal's argument) in
/// the reader's words; `None` when a word is no attribute.
#[must_use]
pub fn attribute_words(lang: Lang, text: &str) -> Option<String> {
    let list = text
        .split(", ")
        .map(Attribute::parse)
        .collect::<Option<Vec<_>>>()?;
    Some(attributes(lang, &list))
}

/// A piece's scene re-roll: who, the piece, the test's attribute, and the
/// d20s before and after, the re-rolled one in bold.
#[must_use]
pub fn reroll_spec(lang: Lang, r: &ApparelReroll) -> EmbedSpec {
    let shown = |faces: &[u32]| super::render::faces_bold(faces, |i| i == r.die);
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-apparel-title",
            &[
                ("name", u(&r.character)),
                ("piece", a(armour_name(lang, &r.piece))),
                ("attribute", a(attribute_name(lang, r.attribute))),
            ],
        ),
        Tone::Success,
    )
    .desc(t(
        lang,
        "f2d20-bot-apparel-dice",
        &[
            ("die", a((r.die + 1).to_string())),
            ("before", a(shown(&r.before))),
            ("after", a(shown(&r.after))),
        ],
    ))
}

/// The sheet's line of the worn pieces' scene re-rolls (`None`: no worn
/// piece has one).
#[must_use]
pub fn rerolls_line(lang: Lang, rerolls: &[SceneReroll]) -> Option<String> {
    if rerolls.is_empty() {
        return None;
    }
    let list: Vec<String> = rerolls
        .iter()
        .map(|r| {
            t(
                lang,
                if r.used {
                    "f2d20-bot-apparel-used"
                } else {
                    "f2d20-bot-apparel-ready"
                },
                &[
                    ("piece", a(armour_name(lang, &r.piece))),
                    ("attributes", a(attributes(lang, &r.attributes))),
                ],
            )
        })
        .collect();
    Some(t(
        lang,
        "f2d20-bot-apparel-rerolls",
        &[("list", a(join(lang, list)))],
    ))
}

/// The pieces, by name in the reader's language.
fn pieces(lang: Lang, list: &[String]) -> String {
    join(lang, list.iter().map(|p| armour_name(lang, p)))
}

/// A test's line of what worn apparel added to its difficulty.
#[must_use]
pub fn test_line(lang: Lang, x: &ApparelTest) -> String {
    t(
        lang,
        "f2d20-bot-apparel-speech",
        &[
            ("pieces", a(pieces(lang, &x.pieces))),
            ("added", a(x.added)),
        ],
    )
}

/// Airborne poison against the target's poison DR and gas mask (the hurt
/// event that follows names who and what was taken).
#[must_use]
pub fn airborne_spec(lang: Lang, x: &AirbornePoison) -> EmbedSpec {
    let text = match x.dr {
        None => t(
            lang,
            "f2d20-bot-apparel-airborne-immune",
            &[("amount", a(x.amount))],
        ),
        Some(dr) if x.apparel_dr > 0 => t(
            lang,
            "f2d20-bot-apparel-airborne-worn",
            &[
                ("amount", a(x.amount)),
                ("dr", a(dr)),
                ("apparel", a(x.apparel_dr)),
                ("pieces", a(pieces(lang, &x.pieces))),
                ("taken", a(x.taken)),
            ],
        ),
        Some(dr) => t(
            lang,
            "f2d20-bot-apparel-airborne",
            &[
                ("amount", a(x.amount)),
                ("dr", a(dr)),
                ("taken", a(x.taken)),
            ],
        ),
    };
    EmbedSpec::info(text)
}
