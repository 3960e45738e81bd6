# 经典辐射桌面角色扮演规则（种子 001 与 003）。

## 命令帮助。
pnp-help-title = 本经典辐射战役的命令：
pnp-help-add-player = 添加人类角色（GM）：S.P.E.C.I.A.L. 合计 22，每项 1-10，并选三项专精技能
pnp-help-add-character = 添加任意种族的角色（GM）：S.P.E.C.I.A.L. 在种族范围内，比最低值多 15 点，并选三项专精技能
pnp-help-remove-player = 移除角色（GM）
pnp-help-status = 查看角色卡（技能、生命值、等级、经验），或查看全场
pnp-help-spend = 将未分配的技能点加到一项技能上（技能不超过 100）
pnp-help-check = 掷 d100，不高于技能加修正即成功，最多重复 20 次；显示差值与精确概率
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
pnp-err-duplicate_tag = { $skill } 被选为专精技能两次：请选三项不同的专精技能。
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
        [one_aim] 一次攻击只能用一种瞄准：瞄准镜或 Pip-Boy，不能同时使用。
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

## Names on Discord.
pnp-skill-melee = 近战
pnp-skill-small-guns = 轻型枪械
pnp-skill-big-guns = 重型枪械
pnp-skill-explosives = 爆破
pnp-skill-repair = 修理
pnp-skill-lockpick = 开锁
pnp-skill-science = 科学
pnp-skill-speech = 口才
pnp-skill-medic = 医疗
pnp-skill-sneak = 潜行
pnp-skill-observe = 观察
pnp-race-human = 人类
pnp-race-ghoul = 尸鬼
pnp-race-super-mutant = 超级变种人
pnp-race-dog = 狗
pnp-armour-none = 无护甲
pnp-armour-light = 轻甲
pnp-armour-medium = 中甲
pnp-armour-heavy = 重甲
pnp-armour-power = 动力装甲
pnp-weapon-fist = 拳脚
pnp-weapon-brass-knuckles = 指虎
pnp-weapon-knife = 弹簧刀
pnp-weapon-machete = 战斗刀/砍刀
pnp-weapon-baseball-bat = 棒球棍
pnp-weapon-sledgehammer = 大锤
pnp-weapon-ripper = 开膛手
pnp-weapon-super-sledge = 超级大锤
pnp-weapon-5mm = 5mm
pnp-weapon-9mm = .38/9mm
pnp-weapon-10mm = 10mm/.45
pnp-weapon-20-ga = 20 号霰弹枪
pnp-weapon-5-56 = 5.56/.44
pnp-weapon-12-ga = 12 号霰弹枪
pnp-weapon-308 = .308
pnp-weapon-50 = .50
pnp-weapon-grenade = 手雷
pnp-weapon-nuka-grenade = 核子可乐手雷
pnp-weapon-molotov = 燃烧瓶
pnp-weapon-frag-mine = 破片地雷
pnp-weapon-bottlecap-mine = 瓶盖地雷
pnp-weapon-nuka-mine = 核子地雷
pnp-weapon-laser-pistol = 激光手枪
pnp-weapon-laser-rifle = 激光步枪
pnp-weapon-plasma-pistol = 等离子手枪
pnp-weapon-plasma-rifle = 等离子步枪
pnp-weapon-flamer = 火焰喷射器
pnp-weapon-missile = 导弹发射器
pnp-weapon-fat-man = 胖子核弹发射器
pnp-weapon-bite = 撕咬
pnp-weapon-claw = 死亡爪之爪
pnp-weapon-sting = 辐射蝎毒刺
pnp-enemy-radstag = 辐射鹿
pnp-enemy-mole-rat = 鼹鼠
pnp-enemy-raider = 掠夺者
pnp-enemy-feral-ghoul = 狂尸鬼
pnp-enemy-super-mutant = 超级变种人
pnp-enemy-deathclaw = 死亡爪
pnp-enemy-robot = 机器人
pnp-enemy-radscorpion = 辐射蝎
pnp-level-critical_success = 大成功
pnp-level-success = 成功
pnp-level-failure = 失败
pnp-level-critical_failure = 大失败
pnp-band-point_blank = 抵近
pnp-band-short = 近距离
pnp-band-medium = 中距离
pnp-band-long = 远距离
pnp-band-extreme = 极远距离
pnp-band-laid = 布设的地雷
pnp-location-head = 头部
pnp-location-weapon_arm = 持武器的手臂
pnp-location-other_arm = 另一只手臂
pnp-location-leg = 腿部
pnp-effect-loses_next_action = 失去下一个行动
pnp-effect-drops_weapon = 武器脱手
pnp-effect-keeps_weapon = 握住了武器
pnp-effect-speed_quarter = 速度降低四分之一
pnp-effect-speed_half = 速度减半
pnp-effect-nothing = 没有效果
pnp-purpose-headshot = 爆头：失败则护甲不起作用。
pnp-purpose-weapon_arm = 持武器的手臂：失败则武器脱手。
pnp-purpose-leg = 腿部：失败则速度减半。
pnp-purpose-poison = 中毒：失败则受到伤害。
pnp-cause-asked = 主持人要求进行士气检定。
pnp-cause-first_damage = 首次受伤：士气检定。
pnp-cause-half_hp = 生命值降至一半：士气检定。
pnp-cause-leader_lost = 首领已失：士气检定。
pnp-treatment-stimpak = 治疗针
pnp-treatment-radaway = 消辐宁
pnp-treatment-sleep = 床上睡一晚
pnp-find-loose = 散装子弹
pnp-find-clip = 一个弹匣
pnp-find-box = 一盒子弹
pnp-criticals-luck = 运气（1 到运气值为大成功，95-100 为大失败）
pnp-criticals-classic = 经典（01 为大成功，00 为大失败）
pnp-on = 开
pnp-off = 关
pnp-direction-1 = 偏远
pnp-direction-2 = 偏远偏右
pnp-direction-3 = 偏右
pnp-direction-4 = 偏近偏右
pnp-direction-5 = 偏近
pnp-direction-6 = 偏近偏左
pnp-direction-7 = 偏左
pnp-direction-8 = 偏远偏左
pnp-ammo-plenty = 充足
pnp-ammo-some = 少量
pnp-ammo-count = 剩 { $shots } 发
pnp-ammo-empty = 用尽

## Discord embeds.
pnp-bot-joined = { $name } 加入战役
pnp-bot-left = { $name } 离开战役
pnp-bot-sheet-title = { $name } · { $level } 级
pnp-bot-player-race = { $race }
pnp-bot-sheet-line = 经验 { $xp }/{ $next } · 辐射 { $rads } · { $armour }
pnp-bot-special = S.P.E.C.I.A.L.
pnp-bot-skills = 技能（★ 专精技能）
pnp-bot-ammo-field = 弹药
pnp-bot-unspent = 还有 { $points } 技能点可分配（`/pnp spend`）
pnp-bot-pending = 有 { $pending } 个新等级待选择（`/pnp level-up`）
pnp-bot-pip-boy = 佩戴哔哔小子
pnp-bot-burning-now = 🔥 燃烧中（{ $count } 颗骰）
pnp-bot-poisoned-now = ☠️ 中毒（{ $rounds } 轮）
pnp-bot-dead = 💀 已死亡
pnp-bot-board = 废土
pnp-bot-board-empty = 这里还没有人：主持人用 `/pnp create` 添加角色。
pnp-bot-characters = 角色
pnp-bot-enemies = 敌人
pnp-bot-settings = 半点规则：{ $half_points } · 大成功规则：{ $criticals }
pnp-bot-enemy-line = **{ $name }**（{ $template }）· { $weapon } · { $armour } · 士气 { $morale } · { $hp }
pnp-bot-enemy-leader = 首领
pnp-bot-enemy-fled = 已逃跑
pnp-bot-morale-none = 无
pnp-bot-none = 无
pnp-bot-spent-title = { $name } 训练 { $skill }
pnp-bot-spent-line = +{ $points } 点：现为 { $value }（还剩 { $unspent } 点）
pnp-bot-check-title = { $name }：{ $skill }
pnp-bot-check-line = d100 **{ $die }** 对 { $target }（技能 { $skill } { $modifier }）
pnp-bot-check-times = { $name }：{ $skill } × { $times }
pnp-bot-margin = 差值 { $margin }
pnp-bot-odds = 掷骰前的概率
pnp-bot-odds-title = 概率：{ $name }，{ $skill }
pnp-bot-odds-target = d100 对 { $target }
pnp-bot-save-title = { $name } 进行 { $attribute } 豁免
pnp-bot-save-line = d10 **{ $die }** → { $effective } 对 { $goal }（{ $attribute } { $score } { $modifier }）
pnp-bot-save-rerolled = 超出种族上限而重掷：{ $faces }
pnp-bot-xp-title = { $name } 获得 { $amount } 经验
pnp-bot-xp-line = 经验 { $xp } · { $level } 级
pnp-bot-xp-level = ⬆️ 等级 { $before } → { $level }
pnp-bot-xp-pending = 有 { $pending } 个新等级待选择：按下按钮或使用 `/pnp level-up`。
pnp-bot-level-up-title = { $name } 升级
pnp-bot-level-up-attribute = { $attribute } +1：现为 { $value }
pnp-bot-level-up-skills = +{ $points } 技能点可分配
pnp-bot-level-hp = 最大生命值 +{ $hp } · ❤️ { $bar }
pnp-bot-setting-half-points = 半点豁免规则：{ $value }
pnp-bot-setting-criticals = 技能大成功规则：{ $value }
pnp-bot-enemy-added = { $name } 出现了
pnp-bot-enemy-removed = { $name } 已离开
pnp-bot-leader = { $name } 率领 { $group }
pnp-bot-morale-set = { $name } 的士气：{ $score }
pnp-bot-attack-title = { $attacker } → { $target } · { $weapon }
pnp-bot-attack-line = d100 **{ $die }** 对 { $target }
pnp-bot-hit = 🎯 命中
pnp-bot-miss = 💨 未命中
pnp-bot-chance = 命中率
pnp-bot-chance-skill = 技能 { $value }
pnp-bot-chance-agility = 目标敏捷 { $value }
pnp-bot-chance-immobile = 目标不动 { $value }
pnp-bot-chance-band = { $band } { $value }
pnp-bot-chance-aimed = （哔哔小子：按 { $band } 计）
pnp-bot-chance-scope = 瞄准镜 { $value }
pnp-bot-chance-modifier = 调整值 { $value }
pnp-bot-chance-called = 瞄准{ $location }：{ $before } → { $chance }
pnp-bot-ammo-used-title = { $name } 的 { $weapon } 弹药
pnp-bot-ammo-die = d{ $sides }：**{ $die }**
pnp-bot-ammo-change = { $before } → { $after }
pnp-bot-scatter = 差了 { $missed_by }，偏向{ $direction }
pnp-bot-damage-title = { $name } 受到 { $damage } 点伤害
pnp-bot-damage-dice = 骰子：{ $dice }
pnp-bot-damage-ring = 溅射第 { $ring } 圈：去掉最高的 { $ring } 颗骰（💥）
pnp-bot-damage-armour = { $armour } 挡下 { $blocked } 颗骰（🛡）
pnp-bot-damage-armour-ignored = 爆头无视了{ $armour }
pnp-bot-damage-factor = 霰弹枪：{ $before } { $factor } = { $damage }
pnp-bot-damage-rads = ☢️ 辐射 +{ $rads }
pnp-bot-hp = { $name }：❤️ { $bar }（原为 { $before }）
pnp-bot-called = { $name }，{ $location }：{ $effect }
pnp-bot-burning = 🔥 { $name } 着火了（{ $count } 颗骰）
pnp-bot-burn-tick = 🔥 { $name } 被烧伤 { $damage } 点
pnp-bot-round-quiet-title = 一轮过去
pnp-bot-round-quiet = 没有人在燃烧，也没有人中毒。
pnp-bot-burn-dropped = 去掉：{ $die }
pnp-bot-burn-left = 仍在燃烧：{ $dice }
pnp-bot-doused = { $name } 扑灭了火焰
pnp-bot-poisoned = ☠️ { $name } 中毒了：d{ $sides }，持续 { $rounds } 轮
pnp-bot-poison-tick = ☠️ 毒性作用于 { $name }
pnp-bot-poison-damage = 豁免失败：{ $damage } 点伤害
pnp-bot-poison-resisted = 豁免成功：没有伤害
pnp-bot-poison-left = 还剩 { $rounds } 轮
pnp-bot-morale-title = 士气：{ $name }
pnp-bot-morale-line = 2d6 **{ $a }** + **{ $b }** { $modifier } = **{ $total }** 对士气 { $score }
pnp-bot-morale-flees = { $name } 逃跑了！
pnp-bot-morale-holds = { $name } 坚守阵地。
pnp-bot-died = 💀 { $name } 死亡
pnp-bot-healed-title = { $healer } 用{ $treatment }治疗 { $name }
pnp-bot-healed-hp = 生命值 +{ $amount }
pnp-bot-healed-rads = 辐射 -{ $amount }
pnp-bot-rads = ☢️ 辐射 { $before } → { $after }
pnp-bot-hurt-title = { $name } 受到 { $amount } 点伤害和 { $rads } 点辐射
pnp-bot-revived = { $name } 复活了
pnp-bot-armour-set = { $name } 现在穿着{ $armour }
pnp-bot-pip-boy-on = { $name } 戴上了哔哔小子
pnp-bot-pip-boy-off = { $name } 不再拥有哔哔小子
pnp-bot-ammo-set = { $name } 的 { $weapon } 弹药
pnp-bot-ammo-found = { $name } 为 { $weapon } 找到了{ $found }
pnp-bot-ammo-dice = 骰子：{ $dice }
pnp-bot-level-button = 升级：{ $name }
pnp-bot-level-pick = { $name } 的新等级要选什么？
pnp-bot-level-placeholder = 某项属性 +1，或技能点
pnp-bot-level-skills-option = 技能点（10 + 智力 + 运气）
