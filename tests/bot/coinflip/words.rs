//! The coin flip's words in both languages, and its outcomes as embeds and
//! sentences: the strings a game from outside the crate carries itself
//! (the crate's Fluent bundles hold the crate's games only).

use overseer::bot::layout::escape;
use overseer::bot::render::EmbedSpec;
use overseer::i18n::Lang;

use super::rules::{Event, RuleError, Side};

/// The game's name.
pub fn game(lang: Lang) -> String {
    match lang {
        Lang::ZhCn => "抛硬币".to_owned(),
        Lang::EnUs => "Coin flip".to_owned(),
    }
}

fn side(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::ZhCn, Side::Heads) => "正面",
        (Lang::ZhCn, Side::Tails) => "反面",
        (_, Side::Heads) => "heads",
        (_, Side::Tails) => "tails",
    }
}

/// One event as a line of text; `name` shows a player's name (escaped for
/// markdown, or plain).
fn line(lang: Lang, event: &Event, name: &dyn Fn(&str) -> String) -> String {
    let zh = lang == Lang::ZhCn;
    match event {
        Event::Started if zh => "猜正面或反面：猜对得一分。".to_owned(),
        Event::Started => "Call heads or tails: a right call scores a point.".to_owned(),
        Event::Flipped { side: s, flips } if zh => {
            format!("第 {flips} 次抛掷：硬币落在{}。", side(lang, *s))
        }
        Event::Flipped { side: s, flips } => {
            format!("Flip {flips}: the coin lands {}.", side(lang, *s))
        }
        Event::Called {
            name: n,
            call,
            right,
            points,
        } => {
            let n = name(n);
            let c = side(lang, *call);
            match (zh, right) {
                (true, true) => format!("{n} 猜{c}，猜对了！现有 {points} 分。"),
                (true, false) => format!("{n} 猜{c}，猜错了。现有 {points} 分。"),
                (false, true) => format!("{n} called {c}: right! {points} point(s)."),
                (false, false) => format!("{n} called {c}: wrong. {points} point(s)."),
            }
        }
        Event::Scores { players, flips } => {
            let mut lines: Vec<String> = players
                .iter()
                .map(|(n, p)| {
                    if zh {
                        format!("{}：{p} 分", name(n))
                    } else {
                        format!("{}: {p}", name(n))
                    }
                })
                .collect();
            if players.is_empty() {
                lines.push(
                    if zh {
                        "还没有人猜过。"
                    } else {
                        "No calls yet."
                    }
                    .to_owned(),
                );
            }
            lines.push(if zh {
                format!("抛掷次数：{flips}")
            } else {
                format!("Flips: {flips}")
            });
            lines.join("\n")
        }
    }
}

/// An outcome as one embed: the game's name and a line an event.
pub fn embeds(lang: Lang, events: &[Event]) -> Vec<EmbedSpec> {
    let mut spec = EmbedSpec::info(game(lang));
    spec.description = events
        .iter()
        .map(|e| line(lang, e, &escape))
        .collect::<Vec<_>>()
        .join("\n");
    vec![spec]
}

/// An outcome as plain sentences (the command line's `message`).
pub fn sentence(lang: Lang, events: &[Event]) -> String {
    events
        .iter()
        .map(|e| line(lang, e, &|n: &str| n.to_owned()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A refusal in the reader's words; `name` shows the name as [`line`] does.
pub fn refusal(lang: Lang, error: &RuleError, name: &dyn Fn(&str) -> String) -> String {
    match (lang, error) {
        (Lang::ZhCn, RuleError::NotYours { name: n }) => {
            format!("{} 是另一位玩家的名字。没有任何改变。", name(n))
        }
        (_, RuleError::NotYours { name: n }) => {
            format!("{} is another player's name. Nothing was changed.", name(n))
        }
        (Lang::ZhCn, RuleError::BadName) => {
            "猜之前要给出 1 到 32 个字的名字。没有任何改变。".to_owned()
        }
        (_, RuleError::BadName) => {
            "A call needs a name of 1 to 32 characters. Nothing was changed.".to_owned()
        }
    }
}

/// The command line's usage lines: its help, and the answer to a line it cannot read.
pub fn help(lang: Lang) -> String {
    let lines = match lang {
        Lang::ZhCn => [
            "flip：抛一次硬币",
            "call <名字> heads|tails：猜一次，猜对得一分",
            "score：比分",
        ],
        Lang::EnUs => [
            "flip: flip the coin",
            "call <name> heads|tails: call it; a right call scores a point",
            "score: the score",
        ],
    };
    lines.join("\n")
}
