# d20 游戏（种子 004）：命令的帮助文本。
d20-help-title = 这个 d20 战役的命令：
d20-help-add-player = 添加角色：等级、六项属性加值、熟练技能
d20-help-remove-player = 移除角色
d20-help-status = 显示一个角色的角色卡，或整个局面
d20-help-check = 掷 d20 + 技能加值对抗 DC（数字或难度名称）
d20-help-save = 对伤害效果进行豁免；所受伤害按豁免表计算
d20-help-attack = 用武器攻击目标的 AC（爆炸物命中所有列出的目标）
d20-help-roll = 掷骰：NdM、保留最高/最低、加减数值、优势或劣势
d20-help-enemy-add = 按模板添加敌人
d20-help-enemy-remove = 移除敌人
d20-help-enemy-attack = 敌人攻击一个角色
d20-help-initiative = 掷先攻并开始战斗轮
d20-help-next = 把回合交给先攻顺序中的下一位
d20-help-end-combat = 结束战斗轮
d20-help-level = 设置角色等级
d20-help-hurt = 对角色或敌人造成伤害
d20-help-heal = 治疗角色或敌人
d20-help-condition = 添加或移除状态

# 命令行上的拒绝。
cli-err-d20-duplicate_name = 名字 { $name } 已被使用（角色和敌人共用名字）。
cli-err-d20-duplicate_skill = { $skill } 列出了两次。
cli-err-d20-not_a_save = { $skill } 不是豁免：请用 强韧、反射 或 意志。
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
d20-ev-attack = { $attacker_kind ->
        [enemy] { $attacker } 攻击 { $target }
       *[other] { $attacker } 用 { $weapon } 攻击 { $target }
    }：d20 { $die }，总计 { $total }，对抗 AC { $dc }：{ $level ->
        [critical_success] 暴击，造成 { $damage } 点伤害
        [success] 命中，造成 { $damage } 点伤害
        [failure] 未命中
       *[critical_failure] 严重失手
    }；HP { $before } → { $after }。
d20-ev-rolled = { $expr }：{ $total }。
d20-ev-turn_advanced = 第 { $round } 轮：轮到 { $unit }。
d20-ev-combat_ended = 战斗在第 { $round } 轮后结束。
d20-ev-hurt = { $target } 受到 { $amount } 点伤害：HP { $before } → { $after }。
d20-ev-healed = { $target } 恢复 { $amount } 点：HP { $before } → { $after }。
d20-ev-level_set = { $character } 现在是 { $level } 级（熟练 +{ $proficiency }）。

# d20 游戏的 Discord 嵌入消息。
d20-embed-joined = { $name } 加入战役
d20-embed-left = { $name } 离开战役
d20-embed-sheet-title = { $name } · { $level } 级
d20-embed-sheet-line = AC { $ac } · 先攻 { $initiative } · 熟练 { $proficiency } · 速度 { $speed } 尺
d20-embed-player = 玩家：{ $player }
d20-embed-attributes = 属性
d20-embed-skills = 技能（★ 熟练）
d20-embed-saves = 豁免
d20-embed-conditions = 状态
d20-embed-incapacitated = 💀 生命为 0：失去行动能力。
d20-embed-board = 局面
d20-embed-board-empty = 这里还没有人：主持人用 `/d20 create` 添加角色，用 `/d20 enemy-add` 添加敌人。
d20-embed-characters = 角色
d20-embed-enemies = 敌人
d20-embed-enemy-line = **{ $name }**（{ $template }）· AC { $ac } · { $hp }
d20-embed-combat = 战斗
d20-embed-round = 第 { $round } 轮
d20-embed-check-title = { $name }：{ $skill }
d20-embed-save-title = { $name } 豁免：{ $skill }
d20-embed-roll-line = 🎲 d20 **{ $die }** { $bonus } = **{ $total }** 对抗 DC { $dc }
d20-embed-attack-roll-line = 🎲 d20 **{ $die }** { $bonus } = **{ $total }** 对抗 AC { $dc }
d20-embed-odds = 掷骰前的概率
d20-embed-nat20-raised = （天然 20，从{ $base }提升一级）
d20-embed-nat20-capped = （天然 20，已是最好结果）
d20-embed-nat1-lowered = （天然 1，从{ $base }降低一级）
d20-embed-nat1-capped = （天然 1，已是最坏结果）
d20-embed-save-damage = 受到 { $damage } 点伤害中的 { $taken } 点。
d20-embed-attack-title = { $attacker } 攻击 { $target } · { $weapon }（{ $delivery }）
d20-embed-damage-line = 💥 伤害：{ $dice }，属性 { $attribute } → **{ $total }**
d20-embed-damage-crit = （大成功，伤害翻倍）
d20-embed-miss = 攻击未命中。
d20-embed-hp = { $name }：❤️ { $bar }（之前 { $before }）
d20-embed-down-character = 💀 { $name } 生命为 0：失去行动能力。
d20-embed-down-enemy = ☠️ { $name } 被击败。
d20-embed-explosion-title = { $attacker } 引爆了{ $weapon }
d20-embed-explosion-line = 💥 伤害 { $dice } → { $listed }；爆炸范围内所有人进行反射豁免，DC { $dc }。
d20-embed-blast-saves = 豁免
d20-embed-blast-line = **{ $name }**：d20 { $die } → { $total }，{ $level }：受到 { $taken } 点
d20-embed-rolled-title = 🎲 掷骰
d20-embed-rolled-line = { $expr }：[{ $faces }] → **{ $total }**
d20-embed-kept = （保留 { $kept }）
d20-embed-enemies-added = 敌人加入战斗
d20-embed-enemy-removed = { $name } 离开战场
d20-embed-initiative-title = ⚔️ 先攻：第 1 轮
d20-embed-initiative-line = **{ $name }**：d20 { $die } { $bonus } = { $total }
d20-embed-roll-off = （加掷 { $die }）
d20-embed-turn-title = 第 { $round } 轮：轮到 { $name }
d20-embed-new-round = 新的一轮开始：第 { $round } 轮。
d20-embed-combat-ended = 战斗在第 { $round } 轮后结束。
d20-embed-level-title = { $name } 现在是 { $level } 级
d20-embed-level-line = 等级 { $before } → { $level } · 熟练 { $proficiency } · 生命上限 { $max_before } → ❤️ { $bar }
d20-embed-hurt-title = { $name } 受到 { $amount } 点伤害
d20-embed-healed-title = { $name } 恢复 { $amount } 点生命
d20-embed-condition-added = { $name } 现在处于{ $condition }状态。
d20-embed-condition-removed = { $name } 不再处于{ $condition }状态。
d20-level-critical_failure = 大失败
d20-level-failure = 失败
d20-level-success = 成功
d20-level-critical_success = 大成功
d20-delivery-melee = 近战
d20-delivery-ranged = 远程
d20-delivery-explosive = 爆炸
d20-difficulty = { $name }（DC { $dc }）
d20-difficulty-simple = 简单
d20-difficulty-average = 一般
d20-difficulty-hard = 困难
d20-difficulty-very-hard = 非常困难
d20-difficulty-extremely-hard = 极其困难
d20-difficulty-impossible = 不可能

# d20 游戏的名称。
d20-attr-str = 力量
d20-attr-agi = 敏捷
d20-attr-pre = 感知
d20-attr-int = 智力
d20-attr-wis = 睿智
d20-attr-cha = 魅力
d20-skill-fortitude = 强韧
d20-skill-reflex = 反射
d20-skill-will = 意志
d20-skill-athletics = 运动
d20-skill-acrobatics = 杂技
d20-skill-stealth = 潜行
d20-skill-perception = 察觉
d20-skill-persuasion = 说服
d20-skill-deception = 欺瞒
d20-skill-intimidation = 威吓
d20-skill-knowledge = 学识
d20-skill-medicine = 医疗
d20-skill-survival = 生存
d20-skill-driving = 驾驶
d20-skill-repair = 修理
d20-skill-melee-weapons = 近战武器
d20-skill-light-weapons = 轻武器
d20-skill-heavy-weapons = 重武器
d20-skill-explosives = 爆破
d20-cond-prone = 倒地
d20-cond-stunned = 眩晕
d20-cond-poisoned = 中毒
d20-cond-frightened = 恐惧
d20-cond-restrained = 束缚
d20-cond-unconscious = 昏迷
d20-weapon-unarmed = 徒手
d20-weapon-knife = 小刀
d20-weapon-club = 棍棒
d20-weapon-sword = 长剑
d20-weapon-greatsword = 巨剑
d20-weapon-pistol = 手枪
d20-weapon-bow = 弓
d20-weapon-rifle = 步枪
d20-weapon-blaster-rifle = 爆能步枪
d20-weapon-grenade = 手雷
d20-weapon-rocket = 火箭弹
d20-enemy-bandit = 强盗
d20-enemy-hound = 猎犬
d20-enemy-drone = 无人机
d20-enemy-guard = 守卫
d20-enemy-brute = 蛮兵
d20-enemy-champion = 勇士
d20-kind-character = 角色
d20-kind-enemy = 敌人
d20-kind-unit = 角色或敌人
d20-kind-template = 敌人模板
d20-kind-weapon = 武器
d20-kind-skill = 技能
d20-kind-difficulty = 难度
d20-kind-condition = 状态
d20-kind-command = 命令
d20-embed-rolled-times = 🎲 掷骰 × { $times }
d20-embed-check-times = { $name }：{ $skill } × { $times }
