# 暗骰、盲检与隐藏敌人数值（议题 #29）。

## /campaign gm-channel
cmd-campaign-gm-channel = 主持人频道
cmd-campaign-gm-channel-description = 暗骰副本发往何处。
cmd-campaign-gm-channel-set = 设置
cmd-campaign-gm-channel-set-description = 把每次暗骰复制到这个频道或子区。
cmd-campaign-gm-channel-set-channel = 频道
cmd-campaign-gm-channel-set-channel-description = 主持人的频道或子区
cmd-campaign-gm-channel-clear = 清除
cmd-campaign-gm-channel-clear-description = 不再复制暗骰。
help-cmd-campaign-gm-channel-set = 把每次暗骰复制到主持人频道或子区
help-cmd-campaign-gm-channel-clear = 不再复制暗骰

## 暗骰与盲检选项
cmd-check-secret = 暗骰
cmd-check-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-check-blind = 盲检
cmd-check-blind-description = 主持人：盲检；玩家和频道只知道检定已进行，结果只给主持人看
cmd-enemy-attack-secret = 暗骰
cmd-enemy-attack-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-d20-check-secret = 暗骰
cmd-d20-check-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-d20-check-blind = 盲检
cmd-d20-check-blind-description = 主持人：盲检；玩家和频道只知道检定已进行，结果只给主持人看
cmd-d20-save-secret = 暗骰
cmd-d20-save-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-d20-save-blind = 盲检
cmd-d20-save-blind-description = 主持人：盲检；玩家和频道只知道检定已进行，结果只给主持人看
cmd-d20-enemy-attack-secret = 暗骰
cmd-d20-enemy-attack-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-pnp-check-secret = 暗骰
cmd-pnp-check-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-pnp-check-blind = 盲检
cmd-pnp-check-blind-description = 主持人：盲检；玩家和频道只知道检定已进行，结果只给主持人看
cmd-pnp-save-secret = 暗骰
cmd-pnp-save-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-pnp-save-blind = 盲检
cmd-pnp-save-blind-description = 主持人：盲检；玩家和频道只知道检定已进行，结果只给主持人看
cmd-pnp-attack-secret = 暗骰
cmd-pnp-attack-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-f2d20-test-secret = 暗骰
cmd-f2d20-test-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-f2d20-test-blind = 盲检
cmd-f2d20-test-blind-description = 主持人：盲检；玩家和频道只知道检定已进行，结果只给主持人看
cmd-f2d20-attack-secret = 暗骰
cmd-f2d20-attack-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰
cmd-roll-secret = 暗骰
cmd-roll-secret-description = 主持人：数字只给主持人看；频道只看到你暗中掷了骰

## 回复
secret-gm-channel-set = 暗骰副本现在发往 { $channel }。
secret-gm-channel-cleared = 暗骰不再复制到任何地方。
err-gm-channel-same = 主持人频道必须是战役频道以外的频道。
err-secret-not-gm = 只有主持人可以暗骰。
err-blind-not-gm = 只有主持人可以进行盲检。
secret-roll-line = 🎲 { $user } 暗中掷了骰（{ $command }）。
secret-blind-line = 🙈 { $user } 进行了一次盲检（{ $command }）；结果只有主持人知道。
secret-copy-header = 🔒 { $user } 在 { $channel } 的暗骰（{ $command }）：
secret-copy-failed = 暗骰未能复制到主持人频道（机器人能在那里发言吗？）。
log-entry-secret = 🔒 { $entry }（暗骰）

## /campaign note
cmd-campaign-note = 备注
cmd-campaign-note-description = 主持人对敌人和非玩家角色的私人备注（只有主持人能看）。
cmd-campaign-note-name = 名字
cmd-campaign-note-name-description = 敌人或非玩家角色（不填：全部备注）
cmd-campaign-note-text = 内容
cmd-campaign-note-text-description = 要保存的备注（不填：查看备注）
cmd-campaign-note-clear = 删除
cmd-campaign-note-clear-description = 删除这个名字的备注
help-cmd-campaign-note = 主持人对敌人和非玩家角色的私人备注：设置、查看、删除
secret-note-set = 已保存对 { $name } 的备注；只有主持人能看到。
secret-note-cleared = 对 { $name } 的备注已删除。
secret-note-missing = 没有对 { $name } 的备注。
secret-note-shown = 📝 **{ $name }**：{ $note }
secret-notes-title = 主持人备注
secret-notes-none = 还没有主持人备注：用 `/campaign note 名字 内容` 保存一条。
err-note-needs-name = 请写明备注针对哪个敌人或非玩家角色。
err-note-text = 备注的名字须为 1 到 40 个字符，内容须为 1 到 1000 个字符，且不含隐藏字符。

## 从主持人秘密掷骰的私人副本打开的菜单中所做的选择
damage-done-secret = 🔒 已秘密掷骰：只有你能看到伤害。

## /enemy note：同一份备注，放在主持人找敌人信息的地方
cmd-enemy-note = 备注
cmd-enemy-note-description = 主持人：对一个敌人的私人备注（只有主持人能看；/enemy show 会显示）。
cmd-enemy-note-name = 名字
cmd-enemy-note-name-description = 敌人（不填：全部备注）
cmd-enemy-note-text = 内容
cmd-enemy-note-text-description = 要保存的备注（不填：查看备注）
cmd-enemy-note-clear = 删除
cmd-enemy-note-clear-description = 删除对这个敌人的备注
help-cmd-enemy-note = 主持人对一个敌人的私人备注：设置、查看、删除
enemy-note-title = 📝 主持人对 { $name } 的备注

## 命令行：enemies、enemy-note、npc-note
cli-enemies-shown = 频道能看到敌人的全部数值。
cli-enemies-bands = 频道只能看到敌人生命值的档位（毫发无伤、受伤、重伤、濒死），看不到攻击和防御数值。
cli-enemies-hidden = 频道看不到敌人的任何数值，连档位也看不到。
cli-err-enemies-setting = { $setting } 不是有效设置：应为 `公开`、`档位` 或 `隐藏`。
cli-notes-none = 还没有主持人备注。
cli-notes = 共 { $count } 条主持人备注。
cli-note-shown = { $name }：{ $note }
cli-err-note-clear-text = 删除备注只需写名字，不要写内容。
cli-help-enemies = Discord 和网页如何显示敌人的数值：查看，或设为 `公开`、`档位` 或 `隐藏` 🛡️ GM
cli-help-enemy-note = 主持人对敌人的私人备注：查看全部、查看一条、设置一条（先写名字再写内容）或加 --删除 删掉一条 🛡️ GM
cli-help-npc-note = 同一份主持人备注，用于非玩家角色 🛡️ GM
