# d20 游戏（种子 004）：命令的帮助文本。
d20-help-title = 这个 d20 战役的命令：
d20-help-add-player = 添加角色（GM）：等级、六项属性加值、熟练技能
d20-help-remove-player = 移除角色（GM）
d20-help-status = 显示一个角色的角色卡，或整个局面
d20-help-check = 掷 d20 + 技能加值对抗 DC（数字或难度名称）
d20-help-save = 对伤害效果进行豁免；所受伤害按豁免表计算
d20-help-attack = 用武器攻击目标的 AC（爆炸物命中所有列出的目标）
d20-help-roll = 掷骰：NdM、保留最高/最低、加减数值、优势或劣势
d20-help-enemy-add = 按模板添加敌人（GM）
d20-help-enemy-remove = 移除敌人（GM）
d20-help-enemy-attack = 敌人攻击一个角色（GM）
d20-help-initiative = 掷先攻并开始战斗轮
d20-help-next = 把回合交给先攻顺序中的下一位
d20-help-end-combat = 结束战斗轮（GM）
d20-help-level = 设置角色等级（GM）
d20-help-hurt = 对角色或敌人造成伤害（GM）
d20-help-heal = 治疗角色或敌人（GM）
d20-help-condition = 添加或移除状态（GM）

# 命令行上的拒绝。
cli-err-d20-duplicate_name = 名字 { $name } 已被使用（角色和敌人共用名字）。
cli-err-d20-duplicate_skill = { $skill } 列出了两次。
cli-err-d20-not_a_save = { $skill } 不是豁免：请用 Fortitude、Reflex 或 Will。
cli-err-d20-cannot_act = { $name } 的 HP 为 0，无法行动。
cli-err-d20-one_target = { $weapon } 只能命中一个目标；却列出了 { $count } 个。
cli-err-d20-duplicate_target = { $name } 列出了两次。
cli-err-d20-has_condition = { $name } 已经有 { $condition }。
cli-err-d20-no_combat = 没有进行中的战斗：请先掷先攻。
cli-err-d20-nobody_in_combat = 没有人能参加战斗。
cli-err-d20-invalid_state = 战役状态无效：{ $reason }。
cli-err-d20-usage = 用法：{ $usage }
cli-err-d20-no_command = 没有给出命令。

# 命令行上的事件（JSON 的 message）。
d20-ev-character_added = { $name } 以 { $level } 级加入：HP { $hp }/{ $max_hp }，AC { $armor_class }，先攻 +{ $initiative_bonus }。
d20-ev-check = { $character } 进行 { $skill } 检定：d20 { $die }，总计 { $total }，对抗 DC { $dc }：{ $level ->
        [critical_success] 大成功
        [success] 成功
        [failure] 失败
       *[critical_failure] 大失败
    }。
d20-ev-save = { $character } 进行 { $skill } 豁免：d20 { $die }，总计 { $total }，对抗 DC { $dc }：{ $level ->
        [critical_success] 大成功
        [success] 成功
        [failure] 失败
       *[critical_failure] 大失败
    }；承受 { $damage } 点伤害中的 { $taken } 点，HP { $before } → { $after }。
d20-ev-attack = { $attacker } 用 { $weapon } 攻击 { $target }：d20 { $die }，总计 { $total }，对抗 AC { $dc }：{ $level ->
        [critical_success] 大成功
        [success] 成功
        [failure] 失败
       *[critical_failure] 大失败
    }；HP { $before } → { $after }。
d20-ev-rolled = { $expr }：{ $total }。
d20-ev-turn_advanced = 第 { $round } 轮：轮到 { $unit }。
d20-ev-combat_ended = 战斗在第 { $round } 轮后结束。
d20-ev-hurt = { $target } 受到 { $amount } 点伤害：HP { $before } → { $after }。
d20-ev-healed = { $target } 恢复 { $amount } 点：HP { $before } → { $after }。
d20-ev-level_set = { $character } 现在是 { $level } 级（熟练 +{ $proficiency }）。
