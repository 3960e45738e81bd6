## Foundry VTT 导入（`homebrew import` 读取 Foundry 文档，`import-character`）
foundry-ignored = 本游戏不支持以下 { $count } 项，已略去：{ $fields }。
foundry-character-imported = 已从 Foundry VTT 导入 { $name }{ $entries ->
    [0] {""}
   *[other] ，其中 { $entries } 件随身物品作为自制内容加入
}。
foundry-special-total = { $name } 的 S.P.E.C.I.A.L. 总和为 { $total }，高于创建时的 { $creation }（等级与天赋会提高属性）：按原样保留。
cli-help-import-character = 从 Foundry VTT 的角色（辐射 2d20）导入一名角色 🛡️ GM
help-cmd-character-import = 从 Foundry VTT 的角色导入一名角色（辐射 2d20）
cmd-character-import = 导入
cmd-character-import-description = 从 Foundry VTT 的角色数据导入一名角色（辐射 2d20）。
cmd-character-import-file = 文件
cmd-character-import-file-description = 从 Foundry VTT 导出的角色 JSON（最多 1 MiB）
cmd-character-import-player = 玩家
cmd-character-import-player-description = 角色属于谁（默认：你）
foundry-pack-refused = 有 { $count } 份文档无法收录，已略去：{ $entries }。
foundry-pack-left-out = 有 { $count } 份文档在本游戏中没有对应的类别：{ $entries }。
foundry-pack-notes = 已收录，附注：{ $entries }。
foundry-pack-changed = 内置条目采用了官方数值，并保留了游戏为其实现的规则：{ $entries }。
foundry-reason-addiction = 本游戏中成瘾来自对应的药物（药物的成瘾值）
foundry-reason-disease = 疾病是游戏自带的列表，用 `disease` 施加
foundry-reason-character_only = 它属于角色，而非战役内容
foundry-reason-no_item_kind = 本游戏暂时没有普通物品的类别
foundry-reason-mod = 武器与服装改装使用游戏自带的改装表（用 `mod` 安装），导入不会改变它
foundry-reason-robot_module = 机器人角色使用游戏自带的机器人模块，导入不会改变它
foundry-reason-character = 角色请用 import-character 导入
foundry-reason-npc = 带有 S.P.E.C.I.A.L. 的非玩家角色在本游戏中没有类别；生物有
foundry-reason-no_actor_kind = 本游戏没有对应的类别
foundry-reason-no_game_content = 它不含游戏内容（文件夹、日志条目、表格或宏）
foundry-reason-robot_armour_shipped = 以游戏自带的同名机器人护甲收录，机器人角色穿戴它
foundry-reason-robot_armour_differs = 以游戏自带的同名机器人护甲收录，机器人角色穿戴它；其伤害抗性与游戏自带的不同，沿用游戏自带的数值
foundry-reason-robot_armour = 机器人角色只穿戴游戏自带的机器人护甲，其中没有这个名称；机器人护甲不是服装
