# 斜杠命令的名称、说明、选项与选项值（见 src/bot/localize.rs）。


cmd-campaign = 战役
cmd-campaign-description = 在本频道进行战役。

cmd-campaign-start = 开始
cmd-campaign-start-description = 在本频道开始战役；你将成为主持人。
cmd-campaign-start-language = 语言
cmd-campaign-start-language-description = 语言：en-US 或 zh-CN
cmd-campaign-start-ruleset = 规则
cmd-campaign-start-ruleset-description = 游戏规则：wasteland-2d20（默认）、d20 或 fallout-pnp
cmd-choice-en-us = English (en-US)
cmd-choice-zh-cn = 简体中文 (zh-CN)

cmd-campaign-status = 状态
cmd-campaign-status-description = 战役概览。

cmd-campaign-set = 设置
cmd-campaign-set-description = 修改设置（章节、地点、任务、天气、模式、日期、时段、行动点上限、避难）。
cmd-campaign-set-field = 字段
cmd-campaign-set-field-description = 要修改的设置
cmd-campaign-set-value = 值
cmd-campaign-set-value-description = 新的值

cmd-campaign-turn = 回合
cmd-campaign-turn-description = 推进一个探索回合或战斗轮。

cmd-campaign-rest = 休息
cmd-campaign-rest-description = 休息若干小时（默认 8）。
cmd-campaign-rest-hours = 小时
cmd-campaign-rest-hours-description = 小时数，1 到 24

cmd-campaign-recover = 撤销
cmd-campaign-recover-description = 撤销上一次更改（需确认）。

cmd-campaign-gm = 主持人
cmd-campaign-gm-description = 本战役的协同主持人。

cmd-campaign-gm-add = 添加
cmd-campaign-gm-add-description = 将成员设为协同主持人。
cmd-campaign-gm-add-user = 成员
cmd-campaign-gm-add-user-description = 成员

cmd-campaign-gm-remove = 移除
cmd-campaign-gm-remove-description = 移除协同主持人。
cmd-campaign-gm-remove-user = 成员
cmd-campaign-gm-remove-user-description = 成员

cmd-campaign-language = 语言
cmd-campaign-language-description = 设置战役语言。
cmd-campaign-language-language = 语言
cmd-campaign-language-language-description = 语言：en-US 或 zh-CN

cmd-campaign-log = 日志
cmd-campaign-log-description = 最近的更改（默认 10 条）。
cmd-campaign-log-count = 数量
cmd-campaign-log-count-description = 数量

cmd-campaign-export = 导出
cmd-campaign-export-description = 以 JSON 导出战役。

cmd-campaign-tracker = 追踪器
cmd-campaign-tracker-description = 在这个频道发布并置顶战役的实时追踪器。

cmd-campaign-import = 导入
cmd-campaign-import-description = 把 /campaign export 生成的战役文件导入这个频道。
cmd-campaign-import-file = 文件
cmd-campaign-import-file-description = /campaign export 生成的 JSON 文件

cmd-campaign-end = 结束
cmd-campaign-end-description = 结束并删除战役（需确认）。

cmd-character = 角色
cmd-character-description = 本战役的角色。

cmd-character-create = 创建
cmd-character-create-description = 创建角色：不带选项时打开表单（主持人可为其他成员创建）。
cmd-character-create-name = 名字
cmd-character-create-name-description = 名字
cmd-character-create-background = 背景
cmd-character-create-background-description = 背景
cmd-character-create-strength = 力量
cmd-character-create-strength-description = 力量，1 到 10
cmd-character-create-perception = 感知
cmd-character-create-perception-description = 感知，1 到 10
cmd-character-create-endurance = 耐力
cmd-character-create-endurance-description = 耐力，1 到 10
cmd-character-create-charisma = 魅力
cmd-character-create-charisma-description = 魅力，1 到 10
cmd-character-create-intelligence = 智力
cmd-character-create-intelligence-description = 智力，1 到 10
cmd-character-create-agility = 敏捷
cmd-character-create-agility-description = 敏捷，1 到 10
cmd-character-create-luck = 幸运
cmd-character-create-luck-description = 幸运，1 到 10
cmd-character-create-tag1 = 专精技能1
cmd-character-create-tag1-description = 第一项专精技能
cmd-choice-lockpick = 开锁
cmd-choice-medicine = 医疗
cmd-choice-melee = 近战
cmd-choice-repair = 修理
cmd-choice-science = 科学
cmd-choice-small-guns = 枪械
cmd-choice-sneak = 潜行
cmd-choice-speech = 口才
cmd-choice-survival = 生存
cmd-choice-barter = 交易
cmd-character-create-tag2 = 专精技能2
cmd-character-create-tag2-description = 第二项专精技能
cmd-character-create-tag3 = 专精技能3
cmd-character-create-tag3-description = 第三项专精技能
cmd-character-create-player = 玩家
cmd-character-create-player-description = 仅主持人：扮演该角色的成员


cmd-character-sheet = 角色卡
cmd-character-sheet-description = 角色卡（默认为你的角色）。
cmd-character-sheet-character = 角色
cmd-character-sheet-character-description = 角色

cmd-character-remove = 移除
cmd-character-remove-description = 移除角色。
cmd-character-remove-character = 角色
cmd-character-remove-character-description = 角色

cmd-character-skillup = 技能提升
cmd-character-skillup-description = 将一项技能提升一级。
cmd-character-skillup-character = 角色
cmd-character-skillup-character-description = 角色
cmd-character-skillup-skill = 技能
cmd-character-skillup-skill-description = 技能

cmd-character-revive = 复活
cmd-character-revive-description = 以 1 点生命值复活倒下的角色。
cmd-character-revive-character = 角色
cmd-character-revive-character-description = 角色

cmd-check = 检定
cmd-check-description = 进行技能检定（角色以逗号分隔；最强者带队）。
cmd-check-characters = 角色们
cmd-check-characters-description = 角色，以逗号分隔
cmd-check-attribute = 属性
cmd-check-attribute-description = 属性
cmd-check-skill = 技能
cmd-check-skill-description = 技能
cmd-check-difficulty = 难度
cmd-check-difficulty-description = 难度，0 到 5
cmd-check-ap = 行动点
cmd-check-ap-description = 花费的行动点，0 到 3
cmd-check-bonus = 加值
cmd-check-bonus-description = 所有目标值的加值
cmd-check-repeat = 重复
cmd-check-repeat-description = 检定几次（最多 20 次；不掷幸运重掷）

cmd-roll = 掷骰
cmd-roll-description = 掷骰，例如 2d20。
cmd-roll-dice = 骰子
cmd-roll-dice-description = 骰子，例如 2d20
cmd-roll-repeat = 重复
cmd-roll-repeat-description = 掷几次（最多 20 次）

cmd-damage = 伤害
cmd-damage-description = 掷武器伤害，可指定敌人。
cmd-damage-character = 角色
cmd-damage-character-description = 角色
cmd-damage-weapon = 武器
cmd-damage-weapon-description = 武器
cmd-damage-ap = 行动点
cmd-damage-ap-description = 花费的行动点，0 到 3
cmd-damage-target = 目标
cmd-damage-target-description = 目标
cmd-damage-close = 近距离
cmd-damage-close-description = 近距离

cmd-initiative = 先攻
cmd-initiative-description = 为场上所有单位掷先攻。

cmd-enemy = 敌人
cmd-enemy-description = 场上的敌人。

cmd-enemy-add = 添加
cmd-enemy-add-description = 按模板添加敌人。
cmd-enemy-add-template = 模板
cmd-enemy-add-template-description = 敌人模板
cmd-enemy-add-name = 名字
cmd-enemy-add-name-description = 名字
cmd-enemy-add-count = 数量
cmd-enemy-add-count-description = 数量（成群：掠夺者 1、掠夺者 2……）

cmd-enemy-custom = 自定义
cmd-enemy-custom-description = 添加自定义敌人。
cmd-enemy-custom-name = 名字
cmd-enemy-custom-name-description = 名字
cmd-enemy-custom-hp = 生命值
cmd-enemy-custom-hp-description = 生命值
cmd-enemy-custom-damage = 伤害
cmd-enemy-custom-damage-description = 伤害骰，例如 3d6
cmd-enemy-custom-attack_skill = 攻击技能
cmd-enemy-custom-attack_skill-description = 攻击技能，1 到 20
cmd-enemy-custom-drops = 掉落
cmd-enemy-custom-drops-description = 掉落：垃圾、普通、少见、稀有、独特 或 无
cmd-enemy-custom-special = 特性
cmd-enemy-custom-special-description = 特殊特性

cmd-enemy-hurt = 受伤
cmd-enemy-hurt-description = 伤害敌人（负数为治疗）。
cmd-enemy-hurt-enemy = 敌人
cmd-enemy-hurt-enemy-description = 敌人
cmd-enemy-hurt-amount = 数值
cmd-enemy-hurt-amount-description = 数值

cmd-enemy-attack = 攻击
cmd-enemy-attack-description = 敌人攻击一名角色。
cmd-enemy-attack-enemy = 敌人
cmd-enemy-attack-enemy-description = 敌人
cmd-enemy-attack-target = 目标
cmd-enemy-attack-target-description = 目标

cmd-enemy-list = 列表
cmd-enemy-list-description = 战场：敌人与角色。

cmd-hurt = 受伤
cmd-hurt-description = 对角色造成伤害。
cmd-hurt-character = 角色
cmd-hurt-character-description = 角色
cmd-hurt-amount = 数值
cmd-hurt-amount-description = 数值

cmd-heal = 治疗
cmd-heal-description = 治疗角色。
cmd-heal-character = 角色
cmd-heal-character-description = 角色
cmd-heal-amount = 数值
cmd-heal-amount-description = 数值

cmd-rads = 辐射
cmd-rads-description = 增加（负数为减少）辐射。
cmd-rads-character = 角色
cmd-rads-character-description = 角色
cmd-rads-amount = 数值
cmd-rads-amount-description = 数值

cmd-caps = 瓶盖
cmd-caps-description = 给予（负数为扣除）瓶盖。
cmd-caps-character = 角色
cmd-caps-character-description = 角色
cmd-caps-amount = 数值
cmd-caps-amount-description = 数值

cmd-ap = 行动点
cmd-ap-description = 给予（负数为扣除）行动点。
cmd-ap-character = 角色
cmd-ap-character-description = 角色
cmd-ap-amount = 数值
cmd-ap-amount-description = 数值

cmd-inventory = 物品栏
cmd-inventory-description = 物品栏。

cmd-inventory-show = 查看
cmd-inventory-show-description = 角色的物品栏（默认为你的角色）。
cmd-inventory-show-character = 角色
cmd-inventory-show-character-description = 角色

cmd-inventory-add = 添加
cmd-inventory-add-description = 向物品栏放入物品。
cmd-inventory-add-character = 角色
cmd-inventory-add-character-description = 角色
cmd-inventory-add-item = 物品
cmd-inventory-add-item-description = 物品
cmd-inventory-add-qty = 件数
cmd-inventory-add-qty-description = 数量，1 到 999

cmd-inventory-remove = 移除
cmd-inventory-remove-description = 从物品栏取出物品。
cmd-inventory-remove-character = 角色
cmd-inventory-remove-character-description = 角色
cmd-inventory-remove-item = 物品
cmd-inventory-remove-item-description = 物品
cmd-inventory-remove-qty = 件数
cmd-inventory-remove-qty-description = 数量，1 到 999

cmd-use = 使用
cmd-use-description = 对自己或其他角色使用消耗品。
cmd-use-item = 物品
cmd-use-item-description = 物品
cmd-use-target = 目标
cmd-use-target-description = 目标
cmd-use-character = 角色
cmd-use-character-description = 角色

cmd-effect = 效果
cmd-effect-description = 状态效果。

cmd-effect-add = 添加
cmd-effect-add-description = 添加状态效果（回合数，-1 为永久；默认永久）。
cmd-effect-add-character = 角色
cmd-effect-add-character-description = 角色
cmd-effect-add-effect = 效果
cmd-effect-add-effect-description = 效果
cmd-effect-add-turns = 回合数
cmd-effect-add-turns-description = 回合数，-1 为永久

cmd-effect-remove = 移除
cmd-effect-remove-description = 移除状态效果。
cmd-effect-remove-character = 角色
cmd-effect-remove-character-description = 角色
cmd-effect-remove-effect = 效果
cmd-effect-remove-effect-description = 效果

cmd-effect-list = 列表
cmd-effect-list-description = 角色的状态效果（默认为你的角色）。
cmd-effect-list-character = 角色
cmd-effect-list-character-description = 角色

cmd-loot = 战利品
cmd-loot-description = 抽取战利品。
cmd-loot-tier = 等级
cmd-loot-tier-description = 战利品等级
cmd-choice-junk = 垃圾
cmd-choice-common = 普通
cmd-choice-uncommon = 少见
cmd-choice-rare = 稀有
cmd-choice-unique = 独特
cmd-loot-count = 数量
cmd-loot-count-description = 数量

cmd-trade = 交易
cmd-trade-description = 交易报价；主持人可成交，转移瓶盖与货物。
cmd-trade-character = 角色
cmd-trade-character-description = 角色
cmd-trade-price = 价格
cmd-trade-price-description = 基础价格（瓶盖）
cmd-trade-side = 方向
cmd-trade-side-description = 买入或卖出
cmd-choice-buy = 买入
cmd-choice-sell = 卖出
cmd-trade-settle = 成交物品
cmd-trade-settle-description = 仅主持人：成交并转移该物品
cmd-trade-qty = 件数
cmd-trade-qty-description = 数量，1 到 999

cmd-npc = npc
cmd-npc-description = NPC：生成几个，或为其中一个记下主持人备注。
cmd-npc-generate = 生成
cmd-npc-generate-description = 生成 NPC。
cmd-npc-generate-count = 数量
cmd-npc-generate-count-description = 数量
cmd-npc-note = 备注
cmd-npc-note-description = 主持人：对一个 NPC 的私人备注（只有主持人能看）。
cmd-npc-note-name = 名字
cmd-npc-note-name-description = NPC（不填：全部备注）
cmd-npc-note-text = 内容
cmd-npc-note-text-description = 要保存的备注（不填：查看备注）
cmd-npc-note-clear = 删除
cmd-npc-note-clear-description = 删除对这个 NPC 的备注

cmd-help = 帮助
cmd-help-description = 如何使用 Overseer。

confirm-not-yours = 只有发起请求的成员可以回应。

# /d20: the d20 game's commands.

cmd-d20 = d20
cmd-d20-description = 在本频道进行 d20 游戏。

cmd-d20-create = 创建
cmd-d20-create-description = 创建角色（主持人可为其他成员创建）。
cmd-d20-create-name = 名字
cmd-d20-create-name-description = 角色名字
cmd-d20-create-level = 等级
cmd-d20-create-level-description = 等级，至少 1（通常为 1 到 20）
cmd-d20-create-str = 力量
cmd-d20-create-str-description = 力量加值，-5 到 +10
cmd-d20-create-agi = 敏捷
cmd-d20-create-agi-description = 敏捷加值，-5 到 +10
cmd-d20-create-pre = 感知
cmd-d20-create-pre-description = 感知加值，-5 到 +10
cmd-d20-create-int = 智力
cmd-d20-create-int-description = 智力加值，-5 到 +10
cmd-d20-create-wis = 睿智
cmd-d20-create-wis-description = 睿智加值，-5 到 +10
cmd-d20-create-cha = 魅力
cmd-d20-create-cha-description = 魅力加值，-5 到 +10
cmd-d20-create-skills = 技能
cmd-d20-create-skills-description = 熟练的技能与豁免，用逗号分隔
cmd-d20-create-player = 玩家
cmd-d20-create-player-description = 扮演该角色的成员（仅主持人；默认是你）

cmd-d20-sheet = 角色卡
cmd-d20-sheet-description = 角色的角色卡：默认是你的；若你没有角色则显示整个局面。
cmd-d20-sheet-character-description = 角色（默认：你的角色）
cmd-d20-sheet-character = 角色

cmd-d20-level = 等级
cmd-d20-level-description = 设置角色等级。
cmd-d20-level-character = 角色
cmd-d20-level-character-description = 角色
cmd-d20-level-level = 等级
cmd-d20-level-level-description = 新等级，至少 1

cmd-d20-remove = 移除
cmd-d20-remove-description = 移除角色。
cmd-d20-remove-character = 角色
cmd-d20-remove-character-description = 角色

cmd-d20-check = 检定
cmd-d20-check-description = 掷 d20 + 技能加值对抗 DC（数字或难度名称）。
cmd-d20-check-skill = 技能
cmd-d20-check-skill-description = 技能
cmd-d20-check-dc = 难度
cmd-d20-check-dc-description = DC（0 到 100）或难度：简单、一般、困难……
cmd-d20-check-character = 角色
cmd-d20-check-character-description = 谁来掷骰（默认：你的角色）
cmd-d20-check-modifier = 调整值
cmd-d20-check-modifier-description = 情境调整值，-30 到 +30
cmd-d20-check-repeat = 重复
cmd-d20-check-repeat-description = 掷几次（最多 20 次）

cmd-d20-save = 豁免
cmd-d20-save-description = 对伤害效果进行豁免；所受伤害按豁免表计算。
cmd-d20-save-save = 豁免类型
cmd-d20-save-save-description = 强韧、反射或意志
cmd-d20-save-dc = 难度
cmd-d20-save-dc-description = DC（0 到 100）或难度名称
cmd-d20-save-damage = 伤害
cmd-d20-save-damage-description = 效果造成的伤害
cmd-d20-save-character = 角色
cmd-d20-save-character-description = 谁来豁免（默认：你的角色）
cmd-d20-save-modifier = 调整值
cmd-d20-save-modifier-description = 情境调整值，-30 到 +30

cmd-d20-attack = 攻击
cmd-d20-attack-description = 用武器攻击（爆炸物命中所有列出的目标）。
cmd-d20-attack-weapon = 武器
cmd-d20-attack-weapon-description = 武器
cmd-d20-attack-targets = 目标
cmd-d20-attack-targets-description = 目标；爆炸物可列出多个目标，用逗号分隔
cmd-d20-attack-character = 角色
cmd-d20-attack-character-description = 谁来攻击（默认：你的角色）
cmd-d20-attack-modifier = 调整值
cmd-d20-attack-modifier-description = 攻击掷骰的情境调整值，-30 到 +30

cmd-d20-initiative = 先攻
cmd-d20-initiative-description = 为所有能战斗者掷先攻；第 1 轮开始。

cmd-d20-next = 下一位
cmd-d20-next-description = 把回合交给先攻顺序中的下一位。

cmd-d20-end-combat = 结束战斗
cmd-d20-end-combat-description = 结束战斗轮。

cmd-d20-enemy-add = 添加敌人
cmd-d20-enemy-add-description = 按模板添加敌人。
cmd-d20-enemy-add-template = 模板
cmd-d20-enemy-add-template-description = 敌人模板
cmd-d20-enemy-add-count = 数量
cmd-d20-enemy-add-count-description = 数量，1 到 20（默认 1）
cmd-d20-enemy-add-name = 名字
cmd-d20-enemy-add-name-description = 代替模板名的名字

cmd-d20-enemy-attack = 敌人攻击
cmd-d20-enemy-attack-description = 敌人攻击一个角色。
cmd-d20-enemy-attack-enemy = 敌人
cmd-d20-enemy-attack-enemy-description = 敌人
cmd-d20-enemy-attack-target = 目标
cmd-d20-enemy-attack-target-description = 被攻击的角色
cmd-d20-enemy-attack-modifier = 调整值
cmd-d20-enemy-attack-modifier-description = 攻击掷骰的情境调整值，-30 到 +30

cmd-d20-enemy-remove = 移除敌人
cmd-d20-enemy-remove-description = 移除敌人。
cmd-d20-enemy-remove-enemy = 敌人
cmd-d20-enemy-remove-enemy-description = 敌人

cmd-d20-hurt = 伤害
cmd-d20-hurt-description = 对角色或敌人造成伤害。
cmd-d20-hurt-target = 目标
cmd-d20-hurt-target-description = 角色或敌人
cmd-d20-hurt-amount = 数值
cmd-d20-hurt-amount-description = 伤害，0 到 10000

cmd-d20-heal = 治疗
cmd-d20-heal-description = 治疗角色或敌人，最多到生命上限。
cmd-d20-heal-target = 目标
cmd-d20-heal-target-description = 角色或敌人
cmd-d20-heal-amount = 数值
cmd-d20-heal-amount-description = 治疗量，0 到 10000

cmd-d20-condition = 状态
cmd-d20-condition-description = 添加或移除状态。
cmd-d20-condition-action = 操作
cmd-d20-condition-action-description = 添加或移除
cmd-d20-condition-target = 目标
cmd-d20-condition-target-description = 角色或敌人
cmd-d20-condition-condition = 状态
cmd-d20-condition-condition-description = 常见状态或自定义文字

cmd-choice-wasteland-2d20 = 废土 2d20
cmd-choice-d20 = d20
cmd-choice-fortitude = 强韧
cmd-choice-reflex = 反射
cmd-choice-will = 意志
cmd-choice-add = 添加
cmd-choice-remove = 移除

cmd-doctor = 看医生
cmd-doctor-description = 看医生：减少 200 辐射，并进行医疗检定治疗成瘾。
cmd-doctor-character = 角色
cmd-doctor-character-description = 病人

cmd-first-aid = 急救
cmd-first-aid-description = 用急救者背包里的医疗包急救（成功时恢复 10 点生命）。
cmd-first-aid-target = 目标
cmd-first-aid-target-description = 接受急救的人（默认：急救者本人）
cmd-first-aid-character = 角色
cmd-first-aid-character-description = 急救者（默认：你的角色）
cmd-use-provider = 提供者
cmd-use-provider-description = 由谁的背包提供物品（默认：使用者）

cmd-character-create-preset = 预设
cmd-character-create-preset-description = 使用预设角色，代替 S.P.E.C.I.A.L. 和专精技能
cmd-choice-vault-dweller = 避难所居民
cmd-choice-wasteland-wanderer = 废土流浪者
cmd-choice-caravan-guard = 商队护卫
cmd-choice-smooth-talker = 巧舌之人
cmd-choice-field-medic = 战地医生
cmd-choice-drifter = 漂泊者

cmd-campaign-rules = 房规
cmd-campaign-rules-description = 本战役已开启的房规。
cmd-campaign-rule = 设置房规
cmd-campaign-rule-description = 开启或关闭一条房规。
cmd-campaign-rule-name = 名称
cmd-campaign-rule-name-description = 房规
cmd-campaign-rule-on = 开启
cmd-campaign-rule-on-description = 开启或关闭
cmd-campaign-rest-force = 强制
cmd-campaign-rest-force-description = 在安全休息房规下，即使不在庇护所也休息

cmd-location = 位置
cmd-location-description = 每个人的位置、某个角色的位置，或移动一个角色。
cmd-location-character = 角色
cmd-location-character-description = 角色（查看或移动）
cmd-location-place = 地点
cmd-location-place-description = 角色前往的地点（队伍所在处即归队）
cmd-move-team = 队伍出发
cmd-move-team-description = 整个队伍前往某地（d6 掷出 1 时发现上锁的容器）。
cmd-move-team-place = 地点
cmd-move-team-place-description = 队伍前往的地点
cmd-open-container = 打开容器
cmd-open-container-description = 用开锁（感知）或科学（智力）打开发现的容器。
cmd-open-container-skill = 技能
cmd-open-container-skill-description = 开锁或科学
cmd-open-container-character = 角色
cmd-open-container-character-description = 由谁尝试（默认：你的角色）

cmd-character-raise = 章节提升
cmd-character-raise-description = 为新章节提升一项技能（每个角色每章一次）。
cmd-character-raise-skill = 技能
cmd-character-raise-skill-description = 要提升的技能
cmd-character-raise-character = 角色
cmd-character-raise-character-description = 角色（默认：你的角色）

# /pnp: the classic Fallout game's commands.

cmd-pnp = pnp
cmd-pnp-description = 在本频道进行经典辐射桌面游戏（d100）。

cmd-pnp-enemy = 敌人
cmd-pnp-enemy-description = 经典游戏的敌人。

cmd-pnp-gm = 主持
cmd-pnp-gm-description = 经典游戏的主持人工具。

cmd-pnp-create = 创建
cmd-pnp-create-description = 为成员创建角色（主持人）：S.P.E.C.I.A.L.、种族、三项专精技能。
cmd-pnp-create-name = 名字
cmd-pnp-create-name-description = 角色名字
cmd-pnp-create-str = 力量
cmd-pnp-create-str-description = 力量，在种族范围内（人类 1-10）
cmd-pnp-create-per = 感知
cmd-pnp-create-per-description = 感知，在种族范围内
cmd-pnp-create-end = 耐力
cmd-pnp-create-end-description = 耐力，在种族范围内
cmd-pnp-create-cha = 魅力
cmd-pnp-create-cha-description = 魅力，在种族范围内
cmd-pnp-create-int = 智力
cmd-pnp-create-int-description = 智力，在种族范围内
cmd-pnp-create-agi = 敏捷
cmd-pnp-create-agi-description = 敏捷，在种族范围内
cmd-pnp-create-lck = 运气
cmd-pnp-create-lck-description = 运气，在种族范围内
cmd-pnp-create-tag1 = 专精技能1
cmd-pnp-create-tag1-description = 第一项专精技能
cmd-pnp-create-tag2 = 专精技能2
cmd-pnp-create-tag2-description = 第二项专精技能
cmd-pnp-create-tag3 = 专精技能3
cmd-pnp-create-tag3-description = 第三项专精技能
cmd-pnp-create-race = 种族
cmd-pnp-create-race-description = 种族（默认：人类；人类七项属性合计 22）
cmd-pnp-create-player = 玩家
cmd-pnp-create-player-description = 扮演该角色的成员（默认：你）

cmd-pnp-sheet = 角色卡
cmd-pnp-sheet-description = 查看角色卡：默认是你的；没有角色则显示全局。
cmd-pnp-sheet-character = 角色
cmd-pnp-sheet-character-description = 角色（默认：你的角色）

cmd-pnp-remove = 移除
cmd-pnp-remove-description = 移除一个角色。
cmd-pnp-remove-character = 角色
cmd-pnp-remove-character-description = 角色

cmd-pnp-spend = 分配
cmd-pnp-spend-description = 把未分配的技能点加到一项技能上（技能最高 100）。
cmd-pnp-spend-skill = 技能
cmd-pnp-spend-skill-description = 技能
cmd-pnp-spend-points = 点数
cmd-pnp-spend-points-description = 要分配的点数，1 到 100
cmd-pnp-spend-character = 角色
cmd-pnp-spend-character-description = 谁的技能点（默认：你的角色）

cmd-pnp-check = 检定
cmd-pnp-check-description = 掷 d100 对技能加调整值；显示差值与精确概率。
cmd-pnp-check-skill = 技能
cmd-pnp-check-skill-description = 技能
cmd-pnp-check-modifier = 调整值
cmd-pnp-check-modifier-description = 难度调整值，-100 到 +100
cmd-pnp-check-character = 角色
cmd-pnp-check-character-description = 谁来掷骰（默认：你的角色）
cmd-pnp-check-repeat = 重复
cmd-pnp-check-repeat-description = 掷几次（最多 20 次）

cmd-pnp-odds = 概率
cmd-pnp-odds-description = 不掷骰，查看技能检定的精确概率。
cmd-pnp-odds-skill = 技能
cmd-pnp-odds-skill-description = 技能
cmd-pnp-odds-modifier = 调整值
cmd-pnp-odds-modifier-description = 难度调整值，-100 到 +100
cmd-pnp-odds-character = 角色
cmd-pnp-odds-character-description = 谁的检定（默认：你的角色）

cmd-pnp-save = 豁免
cmd-pnp-save-description = 掷 d10 对属性加调整值，按种族规则。
cmd-pnp-save-attribute = 属性
cmd-pnp-save-attribute-description = 属性
cmd-pnp-save-modifier = 调整值
cmd-pnp-save-modifier-description = 难度调整值，-10 到 +10
cmd-pnp-save-character = 角色
cmd-pnp-save-character-description = 谁来豁免（默认：你的角色）

cmd-pnp-level-up = 升级
cmd-pnp-level-up-description = 选择新等级带来什么：某项属性 +1，或技能点。
cmd-pnp-level-up-choice = 选择
cmd-pnp-level-up-choice-description = 技能点（10 + 智力 + 运气）或一项属性
cmd-pnp-level-up-character = 角色
cmd-pnp-level-up-character-description = 谁升级（默认：你的角色）

cmd-pnp-attack = 攻击
cmd-pnp-attack-description = 用武器攻击：距离、瞄准、指定部位、溅射；伤害经过护甲。
cmd-pnp-attack-weapon = 武器
cmd-pnp-attack-weapon-description = 武器
cmd-pnp-attack-target = 目标
cmd-pnp-attack-target-description = 被攻击的角色或敌人
cmd-pnp-attack-distance = 距离
cmd-pnp-attack-distance-description = 距离，单位米（0 到 10000）
cmd-pnp-attack-attacker = 攻击者
cmd-pnp-attack-attacker-description = 谁来攻击（默认：你的角色；主持人可指定敌人）
cmd-pnp-attack-aim = 瞄准
cmd-pnp-attack-aim-description = 用瞄准镜瞄准的轮数，或用哔哔小子
cmd-pnp-attack-called = 部位
cmd-pnp-attack-called-description = 指定部位射击
cmd-pnp-attack-immobile = 不动
cmd-pnp-attack-immobile-description = 目标不动（+10 代替其敏捷）
cmd-pnp-attack-splash = 溅射
cmd-pnp-attack-splash-description = 被波及的其他人：名字@圈数，用逗号分隔
cmd-pnp-attack-modifier = 调整值
cmd-pnp-attack-modifier-description = 情境调整值，-100 到 +100

cmd-pnp-douse = 灭火
cmd-pnp-douse-description = 花一个行动扑灭身上的火。
cmd-pnp-douse-target = 目标
cmd-pnp-douse-target-description = 谁来灭火（默认：你的角色）

cmd-pnp-stimpak = 治疗针
cmd-pnp-stimpak-description = 使用治疗针：恢复 25 + 治疗者的医疗。
cmd-pnp-stimpak-target = 目标
cmd-pnp-stimpak-target-description = 治疗谁
cmd-pnp-stimpak-healer = 治疗者
cmd-pnp-stimpak-healer-description = 谁来使用（默认：你的角色）

cmd-pnp-radaway = 消辐宁
cmd-pnp-radaway-description = 使用消辐宁：移除 25 + 治疗者医疗 的辐射。
cmd-pnp-radaway-target = 目标
cmd-pnp-radaway-target-description = 治疗谁
cmd-pnp-radaway-healer = 治疗者
cmd-pnp-radaway-healer-description = 谁来使用（默认：你的角色）

cmd-pnp-sleep = 睡觉
cmd-pnp-sleep-description = 在床上睡觉：生命值回满，辐射不变。
cmd-pnp-sleep-character = 角色
cmd-pnp-sleep-character-description = 谁睡觉（默认：你的角色）

cmd-pnp-find-ammo = 找弹药
cmd-pnp-find-ammo-description = 为武器找到弹药：散装子弹、弹匣或一盒。
cmd-pnp-find-ammo-weapon = 武器
cmd-pnp-find-ammo-weapon-description = 武器
cmd-pnp-find-ammo-found = 找到
cmd-pnp-find-ammo-found-description = 找到了什么
cmd-pnp-find-ammo-character = 角色
cmd-pnp-find-ammo-character-description = 谁找到的（默认：你的角色）

cmd-pnp-enemy-add = 添加
cmd-pnp-enemy-add-description = 按模板添加敌人。
cmd-pnp-enemy-add-template = 模板
cmd-pnp-enemy-add-template-description = 敌人模板
cmd-pnp-enemy-add-count = 数量
cmd-pnp-enemy-add-count-description = 数量，1 到 20（默认 1）
cmd-pnp-enemy-add-name = 名字
cmd-pnp-enemy-add-name-description = 代替模板名的基础名字

cmd-pnp-enemy-remove = 移除
cmd-pnp-enemy-remove-description = 移除一个敌人。
cmd-pnp-enemy-remove-enemy = 敌人
cmd-pnp-enemy-remove-enemy-description = 敌人

cmd-pnp-enemy-leader = 首领
cmd-pnp-enemy-leader-description = 让一个敌人成为其群体的首领。
cmd-pnp-enemy-leader-enemy = 敌人
cmd-pnp-enemy-leader-enemy-description = 敌人

cmd-pnp-enemy-morale-score = 士气值
cmd-pnp-enemy-morale-score-description = 设置敌人的士气值（不填：永不检定）。
cmd-pnp-enemy-morale-score-enemy = 敌人
cmd-pnp-enemy-morale-score-enemy-description = 敌人
cmd-pnp-enemy-morale-score-score = 分数
cmd-pnp-enemy-morale-score-score-description = 0 到 13；不填表示无

cmd-pnp-enemy-morale = 士气
cmd-pnp-enemy-morale-description = 对敌人的士气掷 2d6：更高则逃跑。
cmd-pnp-enemy-morale-enemy = 敌人
cmd-pnp-enemy-morale-enemy-description = 敌人
cmd-pnp-enemy-morale-modifier = 调整值
cmd-pnp-enemy-morale-modifier-description = 2d6 调整值，-12 到 +12

cmd-pnp-gm-xp = 经验
cmd-pnp-gm-xp-description = 给予经验；新等级等待选择。
cmd-pnp-gm-xp-character = 角色
cmd-pnp-gm-xp-character-description = 角色
cmd-pnp-gm-xp-amount = 数量
cmd-pnp-gm-xp-amount-description = 经验，1 到 100000

cmd-pnp-gm-setting = 设置
cmd-pnp-gm-setting-description = 更改设置：半点规则，或技能大成功的判定方式。
cmd-pnp-gm-setting-setting = 设置
cmd-pnp-gm-setting-setting-description = 设置及其取值

cmd-pnp-gm-round = 回合
cmd-pnp-gm-round-description = 经过一轮：燃烧与中毒对所有人生效。

cmd-pnp-gm-hurt = 伤害
cmd-pnp-gm-hurt-description = 对角色或敌人造成伤害，可附带辐射。
cmd-pnp-gm-hurt-target = 目标
cmd-pnp-gm-hurt-target-description = 角色或敌人
cmd-pnp-gm-hurt-amount = 数量
cmd-pnp-gm-hurt-amount-description = 生命值伤害，0 到 10000
cmd-pnp-gm-hurt-rads = 辐射
cmd-pnp-gm-hurt-rads-description = 辐射，0 到 10000（默认 0）

cmd-pnp-gm-revive = 复活
cmd-pnp-gm-revive-description = 让死去的角色复活。
cmd-pnp-gm-revive-character = 角色
cmd-pnp-gm-revive-character-description = 角色
cmd-pnp-gm-revive-hp = 生命值
cmd-pnp-gm-revive-hp-description = 复活后的生命值（默认 1）

cmd-pnp-gm-armour = 护甲
cmd-pnp-gm-armour-description = 设置角色或敌人的护甲。
cmd-pnp-gm-armour-target = 目标
cmd-pnp-gm-armour-target-description = 角色或敌人
cmd-pnp-gm-armour-armour = 护甲
cmd-pnp-gm-armour-armour-description = 护甲

cmd-pnp-gm-pip-boy = 哔哔小子
cmd-pnp-gm-pip-boy-description = 给予或收回哔哔小子。
cmd-pnp-gm-pip-boy-character = 角色
cmd-pnp-gm-pip-boy-character-description = 角色
cmd-pnp-gm-pip-boy-on = 拥有
cmd-pnp-gm-pip-boy-on-description = 角色是否拥有

cmd-pnp-gm-ammo = 弹药
cmd-pnp-gm-ammo-description = 设置角色某件武器的弹药。
cmd-pnp-gm-ammo-character = 角色
cmd-pnp-gm-ammo-character-description = 角色
cmd-pnp-gm-ammo-weapon = 武器
cmd-pnp-gm-ammo-weapon-description = 武器
cmd-pnp-gm-ammo-level = 存量
cmd-pnp-gm-ammo-level-description = 弹药存量

cmd-choice-fallout-pnp = fallout-pnp
cmd-choice-human = 人类
cmd-choice-ghoul = 尸鬼
cmd-choice-super-mutant = 超级变种人
cmd-choice-dog = 狗
cmd-choice-big-guns = 重型枪械
cmd-choice-explosives = 爆破
cmd-choice-medic = 医疗
cmd-choice-observe = 观察
cmd-choice-strength = 力量
cmd-choice-perception = 感知
cmd-choice-endurance = 耐力
cmd-choice-charisma = 魅力
cmd-choice-intelligence = 智力
cmd-choice-agility = 敏捷
cmd-choice-luck = 运气
cmd-choice-skill-points = 技能点
cmd-choice-scope-1-round = 瞄准镜1轮
cmd-choice-scope-2-rounds = 瞄准镜2轮
cmd-choice-scope-3-rounds = 瞄准镜3轮
cmd-choice-pip-boy = 哔哔小子
cmd-choice-head = 头部
cmd-choice-weapon-arm = 持武器的手臂
cmd-choice-other-arm = 另一只手臂
cmd-choice-leg = 腿部
cmd-choice-half-points-on = 半点规则开
cmd-choice-half-points-off = 半点规则关
cmd-choice-criticals-luck = 运气大成功
cmd-choice-criticals-classic = 经典大成功
cmd-choice-no-armour = 无护甲
cmd-choice-light-armour = 轻甲
cmd-choice-medium-armour = 中甲
cmd-choice-heavy-armour = 重甲
cmd-choice-power-armour = 动力装甲
cmd-choice-plenty = 充足
cmd-choice-some = 少量
cmd-choice-3-shots = 剩3发
cmd-choice-2-shots = 剩2发
cmd-choice-1-shot = 剩1发
cmd-choice-empty = 用尽
cmd-choice-loose-rounds = 散装子弹
cmd-choice-clip = 弹匣
cmd-choice-box = 一盒
