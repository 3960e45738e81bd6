## Foundry VTT 导入（`homebrew import` 读取 Foundry 文档，`import-character`）
foundry-ignored = 本游戏不支持以下 { $count } 项，已略去：{ $fields }。
foundry-character-imported = 已从 Foundry VTT 导入 { $name }{ $entries ->
    [0] {""}
   *[other] ，其中 { $entries } 件随身物品作为自制内容加入
}。
cli-help-import-character = 从 Foundry VTT 的角色（Fallout 2d20）导入一名角色 🛡️ GM
