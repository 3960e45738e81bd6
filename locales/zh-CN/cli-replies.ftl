# 命令行（`overseer cli`）的回复：命令回答的 "message" 字段及其旁的提示，单独成文件，一次性命令只需解析这些。消息保持简短、单行；id 必须与 en-US/cli-replies.ftl 一致。

## 事件摘要（"message" 字段）
cli-ev-campaign-started = 新战役已开始。
cli-ev-status = 第 { $turn } 回合，第 { $day } 天，{ $period }，{ $weather }；{ $players } 名角色，{ $enemies } 名敌人。
cli-ev-sheet = { $name }：血量 { $hp }/{ $max }，行动点 { $ap }，辐射 { $rads }，瓶盖 { $caps }。
cli-ev-character-created = { $name } 加入，血量 { $hp }/{ $max }。
cli-ev-character-removed = { $name } 离开了战役。
cli-ev-setting = { $field ->
        [chapter] 章节
        [location] 地点
        [quest] 任务
        [weather] 天气
        [mode] 模式
        [day] 日期
        [time] 时段
        [ap_cap] 行动点上限
        [shelter] 庇护所
       *[other] { $field }
    } 设为 { $value }。
cli-ev-mode = 模式：{ $from ->
    [exploration] 探索
    [combat] 战斗
   *[other] { $from }
} 转为 { $to ->
    [exploration] 探索
    [combat] 战斗
   *[other] { $to }
}。
cli-ev-turn = 第 { $turn } 回合：第 { $day } 天，{ $period }。
cli-ev-round = 战斗第 { $round } 轮。
cli-ev-weather = 天气变为：{ $to }。
cli-ev-effect-damage = { $name } 因 { $effect } 受到 { $damage } 点伤害（血量 { $hp }）。
cli-ev-effect-added = { $name } 获得 { $effect }（{ $turns } 回合）。
cli-ev-effect-removed = { $name } 的 { $effect } 已结束。
cli-ev-effects = { $name } 有 { $count } 个状态：{ $list }。
cli-ev-died = { $name } 死亡。
cli-ev-incapacitated = { $name } 倒下了。
cli-ev-revived = { $name } 以 { $hp } 点血量回归。
cli-ev-check-passed = { $leader } 检定成功：{ $successes } 个成功，难度 { $difficulty }。
cli-ev-check-failed = { $leader } 检定失败：{ $successes } 个成功，难度 { $difficulty }。
cli-ev-luck = 运气触发：用 `reroll { $id }` 重掷，或用 `reroll { $id } keep` 保留。
cli-ev-dice = 掷 { $count }d{ $sides }：{ $total }。
cli-ev-damage = { $player } 用 { $weapon } 造成 { $total } 点伤害。
cli-ev-enemy-hp = { $name }：血量 { $before } 变为 { $after }/{ $max }。
cli-ev-enemy-killed = { $name } 被击杀。
cli-ev-enemy-killed-loot = { $name } 被击杀，掉落 { $loot } x{ $qty }。
cli-ev-enemy-added = { $name }（等级 { $tier }，血量 { $hp }）登场；血量预算 { $used }/{ $budget }。
cli-ev-house-rule-on = 开启房规：{ $rule }。
cli-ev-house-rule-off = 关闭房规：{ $rule }。
cli-ev-house-rules = 已开启的房规：{ $rules }。
cli-ev-house-rules-none = 无
cli-ev-hungry = { $name } 饿了（{ $hunger }）。
cli-ev-skill-growth = { $name } 从失败中学习：{ $skill } 现在是 { $level }。
cli-ev-dodge = { $name } 闪开了这一击。
cli-ev-dodge-counter = { $name } 闪开并反击。
cli-ev-whereabouts = 队伍在 { $party }。{ $list }。
cli-ev-encumbered = { $name } 超重了：{ $load }/{ $capacity } 磅（检定目标值 -1）。
cli-ev-moved = { $name } 从 { $from } 前往 { $to }。
cli-ev-party-moved = 队伍从 { $from } 前往 { $to }。
cli-ev-container-found = 旅途 d6 { $die }：在 { $place } 发现一个上锁的容器。
cli-ev-container-opened = { $name } 打开了容器。
cli-ev-container-locked = { $name } 没能打开容器。
cli-ev-enemy-attack = { $enemy } 攻击 { $target }：d20 { $roll } 对 { $skill }，{ $damage } 点伤害。
cli-ev-enemy-attack-random = { $enemy } 攻击 { $target }（随机选中）：d20 { $roll } 对 { $skill }，{ $damage } 点伤害。
cli-ev-item-used-provided = { $user } 用 { $provider } 的 { $item } 为 { $target } 使用。
cli-ev-doctor = 医生为 { $name } 看诊。
cli-ev-first-aid-passed = { $medic } 用医疗包为 { $target } 急救：{ $successes } 个成功，有效。
cli-ev-first-aid-failed = { $medic } 用医疗包为 { $target } 急救：{ $successes } 个成功，没有效果。
cli-ev-enemy-lost-action = { $enemy } 被击晕，失去行动。
cli-ev-hp = { $name }：血量 { $before } 变为 { $after }/{ $max }。
cli-ev-rads = { $name }：辐射 { $before } 变为 { $after }。
cli-ev-caps = { $name }：瓶盖 { $before } 变为 { $after }。
cli-ev-ap = { $name }：行动点 { $before } 变为 { $after }。
cli-ev-initiative = 先攻顺序：{ $order }。
cli-ev-inventory = { $name }：{ $item } { $delta }（现有 { $now }）。
cli-ev-item-used = { $user } 对 { $target } 使用 { $item }。
cli-ev-addicted = { $name } 对 { $chem } 成瘾了。
cli-ev-cured = { $name } 治愈了 { $list }。
cli-ev-rested = 休息 { $hours } 小时；现在是第 { $day } 天，{ $period }。
cli-ev-skill-up = { $name }：{ $skill } { $from } 升到 { $to }。
cli-ev-loot = 战利品：{ $items }。
cli-ev-trade = { $name } 可以{ $side ->
    [buy] 买入
    [sell] 卖出
   *[other] { $side }
}，价格 { $price } 瓶盖（基价 { $base }）。
cli-ev-npcs = NPC：{ $names }。
cli-ev-dead-removed = 已清出战场：{ $names }。
cli-exported = 已导出战役：{ $characters } 个角色，{ $entries } 条日志。
cli-exported-file = 已把战役导出到 { $file }：{ $characters } 个角色，{ $entries } 条日志。
cli-imported = 已导入战役：{ $characters } 个角色，{ $entries } 条日志。
cli-recovered = 已撤销 { $command }；还可撤销 { $remaining } 步。
cli-reroll-kept = 保留掷骰 { $id } 的第一次结果。

## 提示
cli-hint-usage = 用法：{ $usage }
cli-hint-known = 可选：{ $names }。
cli-hint-fits = 现在可加入：{ $names }。
cli-hint-nothing-fits = 现在没有可加入的敌人。
cli-hint-help = 运行 `overseer cli help` 查看命令列表。
cli-hint-database = 请给出文件路径（--db overseer.db）或 `sqlite://` 地址。
cli-hint-all-acted = 所有单位都已行动：请运行 `turn`。
cli-hint-pending = 尚未行动：{ $names }。
cli-hint-init = 请先运行 `overseer cli init`。
cli-hint-recover = 没有可撤销的步骤了。
cli-hint-reroll = 请使用 `check` 输出的掷骰 id。
