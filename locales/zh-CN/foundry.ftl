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
