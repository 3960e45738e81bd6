# 经典辐射桌面角色扮演规则（种子 001 与 003）。

## 命令帮助。
pnp-help-title = 本经典辐射战役的命令：
pnp-help-add-player = 添加人类角色（GM）：S.P.E.C.I.A.L. 合计 22，每项 1-10，并标记三项技能
pnp-help-add-character = 添加任意种族的角色（GM）：S.P.E.C.I.A.L. 在种族范围内，比最低值多 15 点，并标记三项技能
pnp-help-remove-player = 移除角色（GM）
pnp-help-status = 查看角色卡（技能、生命值、等级、经验），或查看全场
pnp-help-spend = 将未分配的技能点加到一项技能上（技能不超过 100）
pnp-help-check = 掷 d100，不高于技能加修正即成功；显示差值与精确概率
pnp-help-odds = 不掷骰，显示技能检定的精确概率
pnp-help-save = 掷 d10，不高于属性加修正即成功，按种族规则
pnp-help-xp = 给予经验（GM）；新等级等待升级选择
pnp-help-level-up = 选择新等级的奖励：某项属性 +1，或 10 + 智力 + 运气 点技能点
pnp-help-setting = 修改设置（GM）：半点规则，或技能检定的大成功/大失败规则
pnp-help-enemy-add = 按模板添加敌人（GM）
pnp-help-enemy-remove = 移除敌人（GM）
pnp-help-leader = 指定敌人为其小队首领（GM）
pnp-help-morale-score = 设置敌人的士气值，或设为无（GM）
pnp-help-attack = 攻击：技能、目标敏捷、射程段、瞄准镜或 Pip-Boy、指定部位；伤害经护甲计算
pnp-help-morale = 为敌人掷 2d6 士气检定（GM）
pnp-help-round = 经过一轮：燃烧与中毒生效（GM）
pnp-help-douse = 花一个行动扑灭火焰
pnp-help-stimpak = 使用治疗针：恢复 25 + 医疗
pnp-help-radaway = 使用消辐宁：移除 25 + 医疗 点辐射
pnp-help-sleep = 在床上睡觉：生命值回满，辐射不变
pnp-help-hurt = 对角色或敌人造成伤害与辐射（GM）
pnp-help-revive = 让死去的角色复活（GM）
pnp-help-armour = 设置护甲：无、轻型、中型、重型或动力（GM）
pnp-help-pip-boy = 给予或收回 Pip-Boy（GM）
pnp-help-ammo = 设置角色某武器的弹药（GM）
pnp-help-find-ammo = 找到弹药：散弹、弹匣或一盒

## 共用词语。
pnp-result = { $result ->
        [critical_success] 大成功
        [success] 成功
        [failure] 失败
       *[critical_failure] 大失败
    }
pnp-odds = 大成功 { $cs }，成功 { $s }，失败 { $f }，大失败 { $cf }

## 拒绝。
pnp-err-empty = 没有输入命令。
pnp-err-unknown_command = 未知命令 { $command }。可用命令：{ $suggestions }。
pnp-err-usage = 用法：{ $usage }
pnp-err-unknown_character = 没有名为 { $name } 的角色。角色：{ $suggestions }。
pnp-err-unknown_enemy = 没有名为 { $name } 的敌人。敌人：{ $suggestions }。
pnp-err-unknown_unit = 没有名为 { $name } 的单位。名字：{ $suggestions }。
pnp-err-unknown_skill = { $name } 不是技能。技能：{ $suggestions }。
pnp-err-unknown_attribute = { $name } 不是属性。属性：{ $suggestions }。
pnp-err-unknown_race = { $name } 不是种族。种族：{ $suggestions }。
pnp-err-unknown_weapon = { $name } 不是武器。武器：{ $suggestions }。
pnp-err-unknown_armour = { $name } 不是护甲。护甲：{ $suggestions }。
pnp-err-unknown_template = { $name } 不是敌人模板。模板：{ $suggestions }。
pnp-err-unknown_setting = { $name } 不是设置。设置：{ $suggestions }。
pnp-err-unknown_option = { $name } 不是攻击选项。选项：{ $suggestions }。
pnp-err-out_of_range = { $what } 必须在 { $min } 到 { $max } 之间，而不是 { $value }。
pnp-err-invalid = { $value } 不是有效的 { $what }。
pnp-err-forbidden_character = { $what } 含有隐藏字符 { $codepoint }：{ $value }。
pnp-err-duplicate_name = 名字 { $name } 已被使用（角色与敌人共用名字）。
pnp-err-duplicate_tag = { $skill } 被标记了两次：请标记三项不同的技能。
pnp-err-point_total = S.P.E.C.I.A.L. 合计必须为 { $expected }，而不是 { $total }。
pnp-err-not_enough_points = { $name } 只有 { $have } 点技能点，不足 { $asked }。
pnp-err-skill_over_max = { $skill } 将达到 { $value }：技能不能超过 100。
pnp-err-attribute_at_max = { $attribute } 已达上限 { $max }。
pnp-err-no_level_up = { $name } 没有待选择的新等级。
pnp-err-dead = { $name } 已经死亡。
pnp-err-fled = { $name } 已经逃跑。
pnp-err-not_dead = { $name } 并未死亡。
pnp-err-out_of_reach = { $weapon } 射程为 { $max } 米；目标在 { $distance } 米外。
pnp-err-aim = { $reason ->
        [scope_at_point_blank] 抵近距离不能使用瞄准镜。
        [scope_on_weapon] 只有枪械能装瞄准镜。
        [pip_boy_on_weapon] 投掷武器和地雷不能用 Pip-Boy 瞄准。
        [no_pip_boy] 攻击者没有 Pip-Boy。
       *[called_shot_with_mine] 地雷是布设的，不能指定部位。
    }
pnp-err-no_ammo = { $name } 没有 { $weapon } 的弹药。
pnp-err-no_ammo_weapon = { $weapon } 不使用弹药。
pnp-err-not_burning = { $name } 没有着火。
pnp-err-no_morale = { $name } 从不检定士气。
pnp-err-duplicate_target = { $name } 被点名了两次。
pnp-err-no_splash = { $weapon } 没有溅射。
pnp-err-too_many_rerolls = 骰子一直需要重掷；什么也没有发生。
pnp-err-invalid_state = 战役状态无效：{ $reason }。

## 事件。
pnp-ev-character_added = { $name } 加入：1 级，生命值 { $hp }/{ $max }，有 { $unspent } 点技能点待分配。
pnp-ev-character_removed = { $name } 离开了战役。
pnp-ev-sheet = { $name }：{ $level } 级，经验 { $xp }/{ $next }，生命值 { $hp }/{ $max }，辐射 { $rads }；{ $skills }。
pnp-ev-board = { $count } 名角色，{ $enemies } 名敌人。
pnp-ev-points_spent = { $character } 在 { $skill } 上投入 { $points } 点：现为 { $value }（剩余 { $unspent }）。
pnp-ev-check = { $character } 检定 { $skill }：d100 { $die } 对 { $goal }，{ pnp-result }，差值 { $margin }。概率：{ pnp-odds }。
pnp-ev-odds = { $character } 的 { $skill } 对 { $goal }：{ pnp-odds }。
pnp-ev-save = { $unit } 进行 { $attribute } 豁免：d10 { $die }（数值 { $effective }）对 { $goal }，{ pnp-result }。概率：{ pnp-odds }。
pnp-ev-xp_gained = { $character } 获得 { $amount } 经验：共 { $xp }，{ $level } 级{ $pending ->
        [0] {""}
       *[other] ，有 { $pending } 次升级待选择
    }。
pnp-ev-level_up = { $character } 升级：{ $choice }；生命值 +{ $level_hp }，{ $before } → { $after }。
pnp-ev-setting_changed = 设置 { $setting } 现为 { $value }。
pnp-ev-enemy_added = { $enemy } 出现：生命值 { $hp }，士气 { $score }。
pnp-ev-enemy_removed = { $name } 已离开。
pnp-ev-leader_set = { $enemy } 率领 { $group }。
pnp-ev-morale_set = { $enemy } 的士气现为 { $score }。
pnp-ev-attack = { $attacker } 用 { $weapon } 攻击 { $target }：命中率 { $chance }，d100 { $die }，{ pnp-result }。
pnp-ev-ammo_used = { $character } 的 { $weapon } 弹药：{ $before } → { $after }。
pnp-ev-scatter = 这一击偏了 { $missed_by }，偏向{ $direction ->
        [1] 远处
        [2] 右远处
        [3] 右侧
        [4] 右近处
        [5] 近处
        [6] 左近处
        [7] 左侧
       *[8] 左远处
    }。
pnp-ev-damage = { $target } 受到 { $damage } 点伤害和 { $rads } 点辐射（护甲挡下 { $blocked } 颗骰子）：生命值 { $before } → { $after }/{ $max }。
pnp-ev-called_shot = 对 { $target } 的 { $location } 指定射击：{ $effect ->
        [loses_next_action] 失去下一个行动
        [drops_weapon] 武器脱手
        [keeps_weapon] 握住了武器
        [speed_quarter] 速度降低四分之一
        [speed_half] 速度降低一半
       *[nothing] 没有效果
    }。
pnp-ev-burning = { $target } 着火了（{ $count } 颗骰子在燃烧）。
pnp-ev-burn_tick = { $target } 被烧伤 { $damage }：生命值 { $before } → { $after }（剩 { $count } 颗骰子）。
pnp-ev-doused = { $target } 扑灭火焰（剩 { $count } 颗骰子）。
pnp-ev-poisoned = { $target } 中毒 { $rounds } 轮。
pnp-ev-poison_tick = 中毒：{ $target } 受到 { $damage }，生命值 { $before } → { $after }（剩 { $rounds } 轮）。
pnp-ev-morale = { $enemy } 检定士气：2d6 { $total } 对 { $score }：{ $flees ->
        [yes] 逃跑！
       *[no] 坚守。
    }
pnp-ev-died = { $name } 死了。
pnp-ev-healed = { $healer } 治疗 { $target }：{ $amount }；生命值 { $before } → { $after }/{ $max }，辐射 { $rads_before } → { $rads_after }。
pnp-ev-hurt = { $target } 受到 { $amount } 点伤害和 { $rads } 点辐射：生命值 { $before } → { $after }/{ $max }。
pnp-ev-revived = { $character } 复活，生命值 { $after }。
pnp-ev-armour_set = { $target } 穿上 { $armour } 护甲。
pnp-ev-pip_boy_set = { $character } { $on ->
        [yes] 有了 Pip-Boy。
       *[no] 没有 Pip-Boy。
    }
pnp-ev-ammo = { $character } 的 { $weapon } 弹药：{ $before } → { $after }。
