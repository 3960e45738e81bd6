# 攻击时生效的专长（快手、枪斗术、狙击手、穿刺打击、灵巧、嘿哟！、闪击、死神冲刺）：
# 攻击命令的选项、攻击报告中的行，以及拒绝的理由。
cmd-f2d20-attack-perk = 专长
cmd-f2d20-attack-perk-description = 本次攻击使用的专长，逗号分隔
cmd-f2d20-attack-targets = 枪斗术目标
cmd-f2d20-attack-targets-description = 枪斗术：其他目标，逗号分隔
f2d20-bot-attack-perks = 专长
f2d20-bot-hit-gun-fu = 枪斗术：
f2d20-bot-perk-use-quick-hands = ⚡ { $perk }：这次攻击射速为 { $rate }（{ $ap }）
f2d20-bot-perk-use-gun-fu = 🔫 { $perk }：{ $targets } 受到同样的伤害（攻击自身产生的行动点 { $generated } 点，{ $ap }；弹药 { $ammo } 发）
f2d20-bot-perk-use-sniper = 🎯 { $perk }：瞄准的部位不增加难度
f2d20-bot-perk-use-piercing = 🗡️ { $perk }：穿透 { $n }
f2d20-bot-perk-use-finesse = 🎲 { $perk }：重掷了伤害骰（原先为 { $before }）
f2d20-bot-perk-use-heave-ho = 💪 { $perk }：武器射程为{ $range }（{ $ap }）
f2d20-bot-perk-use-blitz = 💨 { $perk }：战斗骰 +{ $n }
f2d20-bot-perk-use-reaper-effect = 💀 { $perk }：{ $roll }，出现效果：小队行动点池 +{ $saved }（现为 { $after }）
f2d20-bot-perk-use-reaper-none = 💀 { $perk }：{ $roll }，没有效果
f2d20-bot-perk-use-ap-none = 未从行动点池支付
f2d20-err-lacks_perk = { $name } 没有 { $perk }。
f2d20-err-perk_targets = { $name } 的 { $perk }（{ $rank } 级）最多再命中 { $rank } 个目标，而不是 { $asked } 个。
f2d20-err-perk_used = { $name } 本场战斗已经用过 { $perk }。
f2d20-err-not_attack_perk = { $perk } 不是攻击时指明的专长：只有快手、枪斗术、嘿哟！、闪击和灵巧需要指明，其他专长自动生效。
f2d20-err-perk_needs_targets = { $perk } 需要在“枪斗术目标”选项中写明其他目标。
f2d20-bot-mod-perk-unnamed = { $rank } 级（资料未写明是哪项专长）
