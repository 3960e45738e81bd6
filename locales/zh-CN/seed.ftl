## 从种子引擎的状态文件导入战役（`import-seed`）
cli-help-import-seed = 用种子引擎的状态文件创建这个战役；--强制 替换此处已有的战役
seed-imported = 已导入种子引擎的战役：{ $players } 名角色，{ $enemies } 个敌人；{ $not_modelled ->
    [0] 文件中的一切本游戏都已支持。
   *[other] 本游戏不支持的 { $not_modelled } 项已列在答复的未建模清单中。
}
seed-hint = 需要种子引擎辐射脚本保存的状态文件；--force 替换此处已有的战役。
seed-hint-force = 此处已有战役：--force 替换它（撤销可找回原战役），或用 --campaign 指定另一个战役。
seed-err-too_large = { $file } 超过 { $max } 字节，比种子引擎的状态文件大得多。未导入任何内容。
seed-err-not_json = { $file } 不是 JSON：{ $detail }。未导入任何内容。
seed-expected-object = 对象
seed-expected-list = 列表
seed-expected-text = 文本
seed-expected-number = 整数
seed-err-malformed = { $file } 中的 { $at } 应当是{ $expected }。未导入任何内容。
seed-err-number = { $file } 中的 { $at } 为 { $value }：需要 { $min } 到 { $max } 之间的整数。未导入任何内容。
seed-err-too_many = { $file } 中的 { $at } 有 { $count } 项，超过上限 { $max }。未导入任何内容。
seed-err-refused = { $file } 中 { $at } 处：{ $reason } 未导入任何内容。
seed-err-invalid = { $file } 中的战役会在 { $at } 处违反游戏规则：{ $rule }。未导入任何内容。

# 导入种子存档命令的命令行用词。
cli-word-import-seed = 导入种子存档
