# 命令行前端（`overseer cli`）的文本。消息保持简短、单行；id 必须与 en-US/cli.ftl 一致。

## 错误：输入
cli-err-no_command = 没有给出命令。
cli-err-usage = 用法：{ $usage }
cli-err-unknown_command = 未知命令 { $name }。
cli-err-missing_argument = 缺少 { $what }。
cli-err-extra_argument = 参数过多：{ $extra }。
cli-err-not_a_number = { $what } 必须是整数，收到 { $value }。
cli-err-unknown_option = 未知选项 { $option }。
cli-err-bad_quoting = 引号不完整：{ $detail }。
cli-err-bad_global = 选项 { $option } 有误：{ $detail }。
cli-err-bad_encoding = 第 { $line } 行不是有效的 UTF-8，已跳过。
cli-err-empty_database = --db 没有指定数据库文件（收到 { $value }）：空路径会打开一个退出即丢失的临时数据库。
cli-err-memory_database = --db 指定的是内存数据库（收到 { $value }）：退出时所有更改都会丢失。

## 错误：会话
cli-err-no_campaign = 这里还没有战役。
cli-err-already_exists = 该战役已存在。
cli-err-file = 无法使用文件 { $file }：{ $detail }。
cli-io-not_found = 没有这个文件
cli-io-permission_denied = 没有读写它的权限
cli-io-is_a_directory = 这是文件夹，不是文件
cli-err-not_an_export = 这不是 Overseer 的战役导出文件（{ $detail }）。
cli-err-too_large = { $file } 有 { $size } 字节（{ $size_mib } MiB）；导入最多读取 { $max } 字节（{ $max_mib } MiB）。
cli-err-too_large_stream = { $file } 解压后超过 { $max } 字节（{ $max_mib } MiB）；导入最多读取这么多。
cli-hint-max_bytes = 用 `import <file> --max-bytes N` 允许更大的导出文件。
cli-err-nothing_to_undo = 没有可撤销的步骤了。
cli-err-reroll_not_found = 没有该 id 的待重掷。
cli-err-reroll_used = 该重掷已经处理过了。
cli-err-corrupt = 存储的战役无法读取。
cli-err-other_game = 这不属于本游戏：这个战役玩的是 { $game }。
cli-err-not_in_game = { $command } 不属于本游戏：这个战役玩的是 { $game }。
cli-game-done = { $command }：完成（{ $events } 个事件；数值见各字段）。
cli-err-invalid_export = 导出文件在 { $at } 处违反了游戏规则：{ $rule }。没有导入任何内容。
cli-err-invalid_export_at = 导出文件在 { $at } 处违反了游戏规则。没有导入任何内容。
cli-hint-invalid_export_rule = 游戏引擎给出的规则（英文原文）：“{ $rule }”。
cli-err-internal = 内部错误。
cli-err-database_unavailable = 无法打开数据库：{ $reason }

## 错误：规则
cli-err-unknown = 未知的{ $kind ->
    [player] 角色
    [character] 角色
    [enemy] 敌人
    [creature] 生物
    [unit] 单位
    [template] 模板
    [weapon] 武器
    [skill] 技能
    [attribute] 属性
    [consumable] 消耗品
    [item] 物品
    [effect] 效果
    [weather] 天气
    [period] 时段
    [mode] 模式
    [tier] 等级
    [setting] 设置
    [ruleset] 规则
    [preset] 预设
    [house_rule] 房规
    [race] 种族
    [armour] 护甲
    [option] 选项
    [difficulty] 难度
    [condition] 状态
    [command] 命令
    [ammo] 弹药
    [location] 部位
    [action] 行动
    [range] 射程
    [damage_type] 伤害类型
    [frame] 动力装甲框架
    [pool] 骰池
   *[other] { $kind }
}：{ $name }。
cli-err-out_of_range = { $what } 必须在 { $min } 到 { $max } 之间，收到 { $value }。
cli-err-invalid = 无效的 { $what }：{ $value }。
cli-err-special_out_of_range = { $attribute } 必须在 1 到 10 之间，收到 { $value }。
cli-err-special_total = S.P.E.C.I.A.L. 总和必须为 40，收到 { $total }。
cli-err-tag_skills = 请选择三个不同的专精技能。
cli-err-duplicate_name = 已有名为 { $name } 的角色。
cli-err-already_set = { $what ->
    [chapter] 章节
    [location] 地点
    [quest] 任务
    [weather] 天气
    [mode] 模式
    [day] 天数
    [period] 时段
    [ap_cap] 行动点上限
    [shelter] 庇护所
   *[other] { $what }
} 已经是{ $value ->
    [exploration] 探索
    [combat] 战斗
    [on] 开启
    [off] 关闭
   *[other] { $value }
}状态，没有任何改变。
cli-err-looks_like = 名字 { $name } 看起来与已有的 { $existing } 一模一样：请换一个看得出区别的名字。
cli-err-fixed_word = { $name } 是本游戏自己的用词（物品、技能、身体部位等）：这样命名的角色或敌人在命令里无法与它区分。请换一个名字。
cli-err-owner_has_character = { $owner } 已经在扮演 { $existing }。
cli-err-duplicate_participant = { $name } 被列出了两次。
cli-err-cannot_act = { $name } 无法行动（{ $state }）。
cli-err-dead = { $name } 已经死亡。
cli-err-not_enough_ap = { $name } 有 { $have } 行动点，需要 { $need }。
cli-err-not_enough_caps = { $name } 有 { $have } 瓶盖，需要 { $need }。
cli-err-not_enough_items = { $name } 有 { $have } 个 { $item }，需要 { $need }。
cli-err-caps_full = { $name } 有 { $have } 瓶盖，再加 { $add } 会超过上限 { $max }。未作任何更改。
cli-err-stack_full = { $name } 有 { $have } 个 { $item }，再加 { $add } 会超过单种物品上限 { $max }。未作任何更改。
cli-err-out_of_ammo = { $name } 没有 { $weapon } 用的 { $ammo }。
cli-err-not_consumable = { $item } 不是消耗品。
cli-err-skill_maxed = { $name } 的 { $skill } 已达 6 级。
cli-err-enemy_dead = { $name } 已经死亡。
cli-err-duplicate_enemy = 战场上已有名为 { $name } 的敌人。
cli-err-not_down = { $name } 不需要复活。
cli-err-no_such_effect = { $name } 没有状态 { $effect }。
cli-err-not_enough_loot = { $tier } 等级只有 { $available } 件物品。
cli-err-unsafe_rest = 休息必须安全（房规）：队伍不在庇护所；使用 `set shelter on`，或 `rest --force`。
cli-err-no_container = { $place } 没有上锁的容器。
cli-err-no_target = 没有角色可以成为目标：所有角色都已倒下或死亡。
cli-err-no_players = 战役里还没有角色。
cli-err-forbidden_character = { $what }“{ $value }”含有禁止的字符 { $codepoint }（控制、改变方向或零宽字符）。
cli-err-budget_tier = { $enemy } 是 { $tier } 级；本章最多允许 { $max_tier } 级。
cli-err-budget_safe_turns = 还不能出现敌人：本章已过 { $elapsed }/{ $safe_turns } 个安全回合。
cli-err-budget_count = 章节第 { $chapter_day } 天最多允许 { $limit } 名存活敌人；场上已有 { $living } 名。
cli-err-budget_hp = { $enemy } 会使敌人血量超出预算（{ $used } + { $adding } > { $budget }）。

## 帮助
cli-help-title = overseer cli [--db 路径] [--campaign 名称|服务器:频道] [--seed N] [--lang en-US|zh-CN] [--actor ID] <命令> [参数...]
cli-help-batch = 用 `-` 作为命令，从标准输入逐行读取命令。
cli-help-init = 开始新战役（或重置本战役）
cli-help-doctor = 看医生（主持人）：减少 200 辐射，并进行医疗检定（难度 3）治疗成瘾
cli-help-first-aid = 用急救者背包里的医疗包急救：智力 + 医疗，难度 1，恢复 10 点生命
cli-help-rule = 开启或关闭房规（主持人），或列出已开启的房规：`luck-on-failure`、`dodge`、`hunger`、`awareness`、`skill-growth`、`safe-rest`、`ap-cap`
cli-help-location = 每个人的位置；某个角色的位置；或移动一个角色（到队伍所在处即归队）
cli-help-move-team = 整个队伍前往某地（主持人）；d6 掷出 1 时发现一个上锁的容器
cli-help-open-container = 打开发现的容器：开锁（感知）或科学（智力），难度 2；然后获得战利品
cli-help-status = 查看战役或某个角色
cli-help-turn = 推进探索回合或战斗轮
cli-help-set = 设置章节/地点/任务/天气/模式/天数/时段/行动点上限/庇护
cli-help-add-player = 创建角色（S.P.E.C.I.A.L. 总和 40，三个专精技能），或使用预设：避难所居民、废土游荡者、商队护卫、巧舌如簧者、战地医生、漂泊者
cli-help-remove-player = 移除角色
cli-help-check = 技能检定；多人协助或团体检定用逗号分隔
cli-help-roll = 掷通用骰子
cli-help-damage = 武器伤害，可直接作用于敌人
cli-help-initiative = 先攻顺序（玩家和敌人）
cli-help-enemy-add = 在遭遇预算内加入敌人
cli-help-enemy-hurt = 伤害敌人（负数为治疗）；击杀掉落战利品
cli-help-enemy-attack = 敌人攻击角色（1d20）
cli-help-hurt = 伤害角色
cli-help-heal = 治疗角色（每级医疗 +2）
cli-help-rads = 增加（或减少）辐射
cli-help-caps = 给予或扣除瓶盖
cli-help-ap = 给予或扣除行动点
cli-help-inventory = 增减物品；也可写 "物品 xN"
cli-help-use-item = 使用消耗品（效果与成瘾）
cli-help-effect = 添加、移除或列出状态
cli-help-rest = 休息（默认 8 小时）：回血，清除临时状态
cli-help-skill-up = 提升技能（附带智力奖励检定）
cli-help-loot = 随机战利品：等级、数量、两者或都不给
cli-help-trade = 按魅力和交易计算价格；--成交物品 结算瓶盖和货物
cli-help-npc-gen = 生成 NPC
cli-help-recover = 撤销上一次更改
cli-help-export = 以 JSON 导出战役（写入文件，或放在回复中）
cli-help-import = 用导出文件创建这个战役
cli-help-reroll = 处理运气重掷（`保留` 表示保留原结果）
cli-help-revive = 让倒下的角色以 1 点血量回归
cli-help-help = 本列表，或某个命令的用法
cli-help-share = 本战役只读网页的签名链接（默认 7 天），或用 --撤销 让此前给出的所有链接失效
cli-ev-chapter-raises = 新的章节：每人可以提升一项技能（chapter-raise）：{ $names }。
cli-err-no_chapter_raise = { $name } 本章节已没有技能提升机会。
cli-help-chapter-raise = 新章节中角色的一次技能提升（由 `设置 章节` 授予）

## The command line: language
cli-language = 这个战役使用{ $language }。
cli-language-unset = 这个战役没有设定自己的语言：每条回答按 --lang 决定，否则用默认语言。
cli-err-unknown-language = { $language } 不是机器人会说的语言：请用 en-US 或 zh-CN。
cli-help-language = 战役的语言：查看，或设为英文或中文 🛡️ GM

## 命令行：用中文输入的命令词、选项词和固定词
cli-word-content = 条目
cli-word-enemy-note = 敌人备注
cli-word-mcp-token = 接入令牌
cli-word-enemies-shown = 公开
cli-word-enemies-bands = 档位
cli-word-enemies-hidden = 隐藏
cli-word-add-character = 创建角色
cli-word-reroll = 幸运重掷
cli-word-keep = 保留
cli-word-on = 开
cli-word-off = 关
cli-word-list = 列表
cli-word-field-chapter = 章节
cli-word-field-location = 位置
cli-word-field-quest = 任务
cli-word-field-weather = 天气
cli-word-field-mode = 模式
cli-word-field-day = 天数
cli-word-field-time = 时间
cli-word-field-ap-cap = 行动点上限
cli-word-field-shelter = 庇护所
cli-word-scope = 瞄准镜
cli-word-attribute = 属性
cli-word-skills = 技能
cli-word-half-points = 半点规则
cli-word-criticals = 大成功规则
cli-word-luck = 运气
cli-word-classic = 经典
cli-word-language-en-us = 英文
cli-word-language-zh-cn = 中文
cli-word-format-html = 网页
cli-word-format-md = 标记文本
cli-word-format-bbcode = 论坛代码
cli-word-adv = 优势
cli-word-dis = 劣势
cli-opt-secret = 暗骰
cli-opt-ruleset = 规则
cli-opt-max-bytes = 最大字节数
cli-opt-revoke = 撤销
cli-opt-hours = 小时
cli-opt-clear = 删除
cli-opt-buy = 购买
cli-opt-to-gm = 交给主持人
cli-opt-serial = 序号
cli-opt-rank = 进阶
cli-opt-second-major = 第二主要行动
cli-opt-end = 结束
cli-opt-remove = 移除
cli-opt-ally = 盟友
cli-opt-type = 类型
cli-opt-random = 随机
cli-opt-random-tier = 随机等级
cli-opt-duration = 持续
cli-opt-amount = 数值
cli-opt-count = 数量
cli-opt-qty = 件数
cli-opt-preset = 预设
cli-opt-force = 强制
cli-opt-target = 目标
cli-opt-close = 近距离
cli-opt-settle = 成交物品
cli-opt-bonus = 加值
cli-opt-provider = 提供者
cli-opt-ap = 行动点
cli-opt-name = 名称
cli-opt-format = 格式
cli-opt-special = 特殊
cli-opt-tags = 专精技能
cli-opt-skills = 技能点
cli-opt-perk = 专长
cli-opt-origin = 出身
cli-opt-traits = 特质
cli-opt-second-perk = 第二专长
cli-opt-quick-hands = 快手
cli-opt-gun-fu = 枪斗术
cli-opt-heave-ho = 嘿哟
cli-opt-moved = 闪击
cli-opt-finesse = 灵巧
