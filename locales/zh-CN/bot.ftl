# Discord 回复：结果嵌入、规则错误、框架消息与 /help。
# 每个 id 都必须在 en-US/bot.ftl 中存在（tests/locales_complete.rs 会检查）。

## Framework

err-not-gm = 只有 GM（战役创建者、协作 GM 或拥有“管理服务器”权限的成员）才能使用 { $command }。
err-no-campaign = 这个频道还没有战役。用 /campaign start 开始一个。
err-campaign-exists = 这个频道已经有战役了。用 /campaign status 查看，或先用 /campaign end 结束它。
err-internal = 抱歉，我们这边出了点问题。什么都没有改变，请再试一次。
err-unexpected = 抱歉，我们这边出了点问题。你的命令可能已经执行，也可能没有：请先查看 /campaign log 再重试。
err-saved-reply-failed = 你的 { $command } 已执行并保存，但 Discord 拒绝显示结果。请查看 /campaign status 或 /campaign log，不要再次执行。
err-no-own-character = 你在这个战役中还没有角色。请用 /character create 创建一个。
err-not-your-character = { $name } 不是你的角色。
err-reroll-used = 这次运气重掷已经决定过了。
err-reroll-not-found = 这次运气重掷已不存在。
err-reroll-not-yours = 只有 { $name } 的玩家才能决定这次运气重掷。
err-nothing-to-undo = 没有可以撤销的操作了。
err-corrupt = 无法读取这个战役的存档。其他战役不受影响；可以尝试 /campaign export 或 /campaign end。
err-other-game = 这不属于本游戏：这个频道玩的是 { $game }。没有任何改变。
err-create-needs-special = 请给出全部七项 S.P.E.C.I.A.L. 和三个专精技能，或选择一个预设。没有任何改变。
err-not-in-game = { $command } 不属于本游戏：这个频道玩的是 { $game }。没有任何改变。`/help` 会列出本游戏的命令。
game-wasteland-2d20 = 废土 2d20
game-fallout-2d20 = 辐射 2d20
game-fallout-pnp = 辐射桌面版（d100）
game-d20 = d20
campaign-started-game = 本频道开始了一场 { $game } 战役。
status-health-ok = 🩺 数据库检查：正常。
status-health-damaged = 🩺 数据库检查：数据库文件已损坏（{ $problem }）。请立即导出战役（/campaign export），并告知运行机器人的人：README 的“Damaged database”一节说明了如何恢复。
confirm-recover = 撤销上一条命令（{ $command }）？
confirm-end = 结束这个战役并删除其全部数据？此操作无法撤销。
btn-confirm = 确认
btn-cancel = 取消
btn-reroll = 重掷
btn-keep = 保留
cancelled = 已取消，什么都没有改变。
campaign-ended = 战役已结束。感谢游玩！
recovered = 已撤销 { $command }。还保留 { $remaining } 步撤销。
gm-added = { $user } 现在是这个战役的 GM。
gm-removed = { $user } 不再是这个战役的 GM。
language-set = 这个战役现在使用{ $language }。
log-title = 战役日志
log-entry = #{ $id } · { $actor } 执行 { $command } · { $time }
export-ready = 这是本战役的导出文件。
import-done = 战役已导入：{ $characters } 个角色、{ $entries } 条日志。原有的 GM 一并保留。
err-export-too-large = 导出文件压缩后仍有 { $size } MiB，超过了这个服务器能接收的 { $max } MiB 文件上限。运行机器人的人可以不受大小限制地导出：overseer cli --campaign GUILD:CHANNEL export FILE
err-import-too-large = 这个文件有 { $size } MiB；导出文件最大 { $max } MiB。
err-import-download = 无法从 Discord 下载这个文件，请稍后再试。
err-import-not-export = 这不是 Overseer 的战役导出文件（{ $detail }）。请使用 /campaign export 生成的文件。
err-import-invalid = 这个导出文件在 { $at } 处违反了游戏规则：{ $rule }。没有导入任何内容。
err-import-too-large-unpacked = 这个导出文件解压后超过 { $max } MiB，这里无法读取。可以用命令行导入：overseer cli import --max-bytes ...
err-import-not-gm = 只有被导出战役的 GM（创建者或协作 GM）或拥有“管理服务器”权限的成员才能导入它。
reroll-kept = { $name } 保留了这次掷骰。

## Common words

none = 无
on = 开
off = 关
list-sep = 、
turns-left = 剩 { $turns } 回合
turns-permanent = 永久
mode-exploration = 探索
mode-combat = 战斗

## Dice

die-critical = 暴击
die-tag-critical = 专精暴击
die-success = 成功
die-failure = 失败
die-complication = 失误
die-not-counted = （不计入）

## Checks

check-title = { $subject }检定：{ $leader }
check-passed = ✅ **通过**：{ $successes } 个成功，难度 { $difficulty }
check-failed = ❌ **失败**：{ $successes } 个成功，难度 { $difficulty }
check-participants = 参与者
check-participant = { $name }：目标值 { $tn }
check-participant-tag = { $name }：目标值 { $tn }，专精 ≤ { $tag }
check-dice = 骰子
check-ap = 行动点
check-ap-line = { $before } → { $after }（花费 { $spent }，获得 { $gained }）
check-aimed = 瞄准多掷一颗骰子
check-complications = 失误
check-complication = ⚠ d6 { $roll }：{ $oracle }
check-odds = 成功率
check-luck = 运气
check-luck-triggered = 🍀 d100 { $roll } ≤ 运气 { $luck }：运气触发！
check-luck-missed = d100 { $roll }，运气 { $luck }
check-luck-offer = 🍀 运气触发！{ $leader } 的玩家可以选择重掷或保留这个结果。
check-short = { $subject } [{ $dice }]：{ $verdict }
reroll-title = 运气重掷：{ $subject }检定：{ $leader }
reroll-ap-back = 收回第一次掷骰获得的 { $ap } 行动点

## Damage

damage-title = { $player } 用 { $weapon } 攻击
damage-total = 💥 总伤害：**{ $total }**
damage-dice = 伤害骰
damage-die = 🎲 { $face } → { $damage }
damage-die-effect = 🎲 { $face } → { $damage } ✸ 效果
damage-spread = 散射：近距离多掷一颗骰子
damage-str = 力量检定：{ $check }
damage-bonus = 加成
damage-bonus-str = 力量加成 +{ $bonus }
damage-bonus-psycho = 狂怒药 +{ $bonus }
damage-bonus-pierce = 穿透 +{ $bonus }
damage-effects = 效果：{ $count }（{ $effects }）
damage-ap = 花费 { $spent }：{ $before } → { $after }
damage-ammo = 剩余 { $left }
damage-target = 目标

## Enemies

foe-hp-title = { $name }
foe-hp-damage = 受到 { $amount } 点伤害：{ $bar }
foe-hp-heal = 恢复 { $amount }：{ $bar }
foe-effect = { $name } 受到 { $effect } ×{ $count }
foe-effect-status = 现在 { $status }
foe-killed = ☠ { $name } 死了。
foe-loot = 掉落：{ $loot }
foe-added-title = 敌人出现：{ $name }
foe-added = 等级 { $tier } · 血量 { $bar } · 伤害 { $damage } · 攻击技能 { $skill }
foe-budget = 血量 { $used }/{ $budget }
foe-special = 特性
foe-custom = 自定义敌人
foe-drops = 掉落
foe-lost-action = { $name } 被眩晕，失去了行动。
attack-title = { $enemy } 攻击 { $target }
attack-roll = d20 **{ $roll }**，攻击技能 { $skill }
attack-suppressed = （被压制）
attack-hit = 命中！
attack-critical = 暴击！每颗伤害骰 +1
attack-miss = 未命中。
attack-fumble = 大失手！掷出 20 必定落空。
attack-dice = [{ $dice }] = { $raw }
attack-medx = 伤害 -{ $reduction }
attack-damage = 造成伤害
weffect-stun = 眩晕
weffect-bleed = 流血
weffect-knockdown = 击倒
weffect-pierce = 穿透
weffect-spread = 散射
weffect-burn = 燃烧
weffect-suppression = 压制
weffect-aoe = 范围
weffect-radiation = 辐射

## Party changes

hp-title = { $name }：血量
hp-line = { $name }：血量 { $delta }（{ $before } → { $bar }）
hp-medicine = 医疗加成 +{ $bonus }
rads-line = { $name }：辐射 { $delta }（{ $before } → { $after }，等级 { $bandbefore } → { $band }）
rads-halved = （抗辐宁减半）
rads-band = { $rads }（等级 { $band }）
caps-line = { $name }：瓶盖 { $delta }（{ $before } → { $after }）
ap-line = { $name }：行动点 { $delta }（{ $before } → { $after }）
inventory-line = { $name }：{ $item } { $delta }（现有 { $now }）
used-title = { $user } 对 { $target } 使用了 { $item }
used-left = 剩余 { $left } × { $item }
used-provided = 来自 { $provider } 的物资：{ $left }
attack-random = 🎲 随机选中的目标：{ $target }
doctor-title = 🩺 医生为 { $name } 看诊
doctor-treats-addiction = 医生治疗成瘾（医疗，难度 3）：
doctor-no-addiction = 没有需要治疗的成瘾。
first-aid-title = 🩹 { $medic } 为 { $target } 急救
first-aid-medkits = 用掉一个医疗包；剩余 { $left } 个。
addiction-roll = 成瘾检定：{ $chem }
addiction-yes = d20 { $roll }：{ $name } 对 { $chem } 成瘾了！
addiction-no = d20 { $roll }：{ $name } 没有成瘾。
cured = { $name } 治愈了：{ $addictions }
fx-added = { $name }：{ $effect }
fx-removed = { $name } 不再受 { $effect } 影响
effects-title = 状态效果
effects-title-of = { $name } 的状态效果
effects-empty = 没有状态效果。
changes-title = 变化

## Turns and world

started-title = 新的战役开始了
turn-title = 第 { $turn } 回合
turn-line = 第 { $day } 天，{ $period }
round-title = 第 { $round } 轮
wx-title = 天气
wx-changed = { $from } → { $to }
wx-rads = { $name } 受到 { $rads } 点辐射
wx-exposure-pass = { $name } 挺住了：耐力检定 [{ $dice }]，目标 { $target }
wx-exposure-fail = { $name } 受苦了：耐力检定 [{ $dice }]，目标 { $target }，{ $damage } 点伤害
fx-damage = { $name } 因 { $effect } 受到 { $damage } 点伤害（血量 { $hp }）
fx-expired = { $name } 的 { $effect } 效果结束了
fx-expired-title = 效果结束
rnd-title = 随机事件：{ $kind }
rnd-roll = （d100 { $roll }，类型 d100 { $kind }）
rnd-kind-encounter = 遭遇
rnd-kind-atmosphere = 氛围
rnd-kind-hook = 任务线索
dead-removed = 尸体离开了战场：{ $names }
dying = { $name } 濒死：已倒地 { $turns }/3 回合
died = 💀 { $name } 死了。
incapacitated = { $name } 血量归零倒地，3 回合内得不到治疗就会死亡。
revived = { $name } 以 { $hp } 点血量重新站了起来。
initiative-title = 先攻
initiative-line = { $pos }. { $name }（{ $score }）
initiative-tie = 平手 d20 { $roll }
dice-title = 掷 { $count }d{ $sides }
dice-line = [{ $faces }] 总计 **{ $total }**（最低 { $min }，最高 { $max }）
setting-title = 战役已更新
setting-chapter = 现在是第 { $value } 章；新的一章开始了。
setting-location = 地点现在是 { $value }。
setting-quest = 任务现在是 { $value }。
setting-weather = 天气现在是 { $value }。
setting-mode = 模式现在是 { $value }。
setting-day = 现在是第 { $value } 天。
setting-period = 时间现在是 { $value }。
setting-apcap = 行动点上限现在是 { $value }。
setting-shelter = 掩蔽现在为 { $value }。
mode-changed = 模式：{ $from } → { $to }
rest-title = 队伍休息了 { $hours } 小时
rest-clock = 过去了 { $periods } 个时段。现在是第 { $day } 天，{ $period }。
rest-heal = 血量 +{ $healed }（每小时 { $perhour }）：{ $bar }
rest-cleared = 效果结束：{ $effects }
rest-removed = 敌人离开：{ $names }
skillup-title = { $name }：{ $skill } { $from } → { $to }
skillup-int = 智力加成检定
skillup-bonus = 通过：再升一级！
skillup-no-bonus = 没有额外等级。
loot-title = 战利品
loot-title-tier = 战利品（{ $tier }）
loot-line = { $item } ×{ $qty }（{ $tier }）
loot-empty = 什么也没找到。
trade-buy = { $name } 以 { $price } 瓶盖买入
trade-sell = { $name } 以 { $price } 瓶盖卖出
trade-base = 基础价格
trade-modifiers = 讨价还价
trade-modifiers-line = 魅力 { $cha }，交易 { $barter }：×{ $mult }
trade-price = 价格
trade-settled = 成交：瓶盖和货物已经交换。
trade-quote = 仅为报价：没有交换任何东西。
npcs-title = 废土居民
npcs-line = 外貌：{ $appearance }。
    想要：{ $motive }。
    知道：{ $knows }。
    说话：{ $speech }。
status-waiting = 等待行动：{ $names }
status-all-acted = 所有人都已行动。/campaign turn 开始下一轮。

## Status board and sheets

status-title = 战役状态
status-world = 第 { $chapter } 章 · 第 { $day } 天（本章第 { $chapterday } 天）· { $period } · { $weather } · { $mode } · 第 { $turn } 回合
status-place = 📍 { $location }
status-quest = 🎯 { $quest }
status-budget = 敌人血量预算：{ $used }/{ $budget } · 最高等级 { $tier }
status-budget-short = 预算
status-party = 队伍
status-player = **{ $name }** { $bar } · 辐射 { $rads } · 行动点 { $ap } · 瓶盖 { $caps }
status-enemies = 敌人
status-enemy = **{ $name }**（等级 { $tier }）{ $bar }
status-npcs = 遇到的人
status-no-players = 还没有角色：/character create。
status-no-enemies = 战场上没有敌人。
sheet-title = { $name }
sheet-created = 新角色：{ $name }
sheet-removed = { $name } 离开了战役。
sheet-owner = { $character } · { $background } · 玩家 { $owner }
sheet-special = S.P.E.C.I.A.L.
sheet-score = { $attribute } { $base } → { $value }
sheet-skills = 技能（★ 专精技能）
sheet-hp = 血量
sheet-rads = 辐射
sheet-caps = 瓶盖
sheet-ap = 行动点
sheet-carry = 负重
sheet-initiative = 先攻
sheet-inventory = 物品
sheet-effects = 状态效果
sheet-condition = 状态
cond-active = 正常
cond-incapacitated = 失去行动能力（已倒地 { $turns }/3 回合）
cond-dead = 死亡
mod-radiation = 辐射等级 { $band }
mod-withdrawal = { $chem } 戒断

## Rule errors

rule-unknown = 未知的{ $kind }“{ $name }”。
rule-suggest = 你是不是指：{ $names }？
rule-out-of-range = { $what } 必须在 { $min } 到 { $max } 之间（收到 { $value }）。
rule-invalid = “{ $value }”不是有效的 { $what }。
rule-special-range = { $attribute } 必须在 1 到 10 之间（收到 { $value }）。
rule-special-total = S.P.E.C.I.A.L. 总和必须为 40（收到 { $total }）。
rule-tag-skills = 请选择三个不同的专精技能（收到 { $given }）。
rule-duplicate-name = 已经有名为 { $name } 的角色了。
rule-owner-has = { $owner } 已经在扮演 { $existing }。请先移除那个角色。
rule-duplicate-participant = { $name } 被列了两次。
rule-cannot-act-down = { $name } 失去行动能力，无法行动。请先治疗。
rule-cannot-act-dead = { $name } 已经死亡，无法行动。
rule-dead = { $name } 已经死亡；只有 /character revive 能救。
rule-not-enough-ap = { $name } 只有 { $have } 行动点，需要 { $need }。
rule-not-enough-caps = { $name } 只有 { $have } 瓶盖，需要 { $need }。
rule-not-enough-items = { $name } 只有 { $have } × { $item }，需要 { $need }。
rule-out-of-ammo = { $name } 没有 { $weapon } 用的 { $ammo }。
rule-not-consumable = { $item } 无法使用。
rule-skill-maxed = { $name } 的 { $skill } 已经达到上限。
rule-enemy-dead = { $name } 已经死了。
rule-duplicate-enemy = 战场上已经有名为 { $name } 的敌人。
rule-budget = 遭遇预算拒绝了 { $enemy }（等级 { $tier }）：{ $reason }。
rule-budget-tier = 等级 { $tier } 超过本章上限 { $max }
rule-budget-safe = 本章前 { $safe } 回合是安全的（已过 { $elapsed } 回合）
rule-budget-count = 本章第 { $day } 天最多 { $limit } 个存活敌人，场上已有 { $living } 个
rule-budget-hp = { $used } + { $adding } 血量会超出预算 { $budget }
rule-budget-fits = 现在可以加入：{ $names }。
rule-budget-nothing = 现在没有合适的敌人。
rule-not-down = { $name } 不需要复活。
rule-no-such-effect = { $name } 没有 { $effect } 效果。
rule-not-enough-loot = { $tier } 级只有 { $available } 种不同物品。
rule-no-target = 没有角色可以成为目标：所有角色都已倒下或死亡。
rule-no-players = 战役还没有角色。用 /character create 创建一个。
rule-forbidden-character = { $what }“{ $value }”含有不可见或改变文字方向的字符（{ $codepoint }），请去掉后重新输入。
unknown-player = 角色
unknown-enemy = 敌人
unknown-template = 敌人种类
unknown-weapon = 武器
unknown-skill = 技能
unknown-attribute = 属性
unknown-consumable = 消耗品
unknown-item = 物品
unknown-effect = 状态效果
unknown-weather = 天气
unknown-period = 时段
unknown-mode = 模式
unknown-tier = 战利品等级
unknown-setting = 设置
unknown-ruleset = 游戏
unknown-preset = 预设角色

## Help

help-intro = Overseer 主持辐射 2d20 战役。按主题列出的命令：
help-gm = 🛡️ GM
help-topic-campaign = 战役
help-topic-characters = 角色
help-topic-checks = 检定与掷骰
help-topic-combat = 战斗
help-topic-enemies = 敌人
help-topic-health = 血量与物品
help-topic-world = 世界
help-topic-trade = 战利品、交易与 NPC
help-cmd-campaign-start = 在这个频道开始战役
help-cmd-campaign-status = 状态面板
help-cmd-campaign-recover = 撤销上一条命令
help-cmd-campaign-gm-add = 添加协作 GM
help-cmd-campaign-gm-remove = 移除协作 GM
help-cmd-campaign-language = 设置战役语言
help-cmd-campaign-log = 最近的命令
help-cmd-campaign-export = 以 JSON 下载战役
help-cmd-campaign-import = 从导出文件把战役搬到这里
help-cmd-campaign-end = 结束并删除战役
help-cmd-character-create = 创建你的角色
help-cmd-character-sheet = 查看角色卡
help-cmd-character-remove = 移除角色
help-cmd-character-skillup = 提升技能（附智力加成检定）
help-cmd-character-revive = 让角色复活
help-cmd-check = 2d20 技能检定，可协助、花费行动点与运气重掷
help-cmd-roll = 掷任意骰子，例如 3d6
help-cmd-ap = 花费或获得行动点
help-cmd-damage = 对敌人掷武器伤害
help-cmd-initiative = 掷先攻顺序
help-cmd-enemy-add = 从图鉴添加敌人（在预算内）
help-cmd-enemy-custom = 添加自定义敌人
help-cmd-enemy-hurt = 伤害或治疗敌人
help-cmd-enemy-attack = 敌人攻击角色
help-cmd-enemy-list = 战场上的敌人
help-cmd-hurt = 伤害角色
help-cmd-heal = 治疗角色（医疗有加成）
help-cmd-rads = 增减辐射
help-cmd-caps = 增减瓶盖
help-cmd-inventory-show = 查看物品
help-cmd-inventory-add = 给予物品
help-cmd-inventory-remove = 丢弃物品
help-cmd-first-aid = 用医疗包急救：医疗检定，恢复 10 点生命
help-cmd-doctor = 看医生：减少 200 辐射，治疗成瘾
help-cmd-use = 使用药物或消耗品
help-cmd-effect-add = 添加状态效果
help-cmd-effect-remove = 移除状态效果
help-cmd-effect-list = 列出状态效果
help-cmd-campaign-set = 章节、地点、任务、天气、模式、天数、时间、行动点上限、掩蔽
help-cmd-campaign-turn = 推进一个回合（战斗中为一轮）
help-cmd-campaign-rest = 休息几个小时恢复血量
help-cmd-loot = 抽取战利品
help-cmd-trade = 报价，或买卖
help-cmd-npc = 生成废土居民
help-cmd-help = 本帮助
