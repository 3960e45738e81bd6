# 辐射 2d20 的角色创建：create-character 与 /f2d20-new 表单。
f2d20-help-create-character = 创建角色并选第一个专长：S.P.E.C.I.A.L. 各 4-10、总和 40，出身另有规定时从其规定（超级变种人：力量和耐力 6-12，智力和魅力至多 6，总和 44；天赋异禀：总和 42）；三项专精技能（避难所居民、兄弟会见习生、受过教育为四项）；技能点；一个 1 级专长（只选一个特质的幸存者另加 --第二专长）
f2d20-help-new = 用表单创建你的角色：S.P.E.C.I.A.L.、专精技能、技能点、第一个专长
cmd-f2d20-new = 新角色
cmd-f2d20-new-description = 分步创建你的角色。
f2d20-new-title = 新角色
f2d20-new-name = 名字
f2d20-new-special = S.P.E.C.I.A.L.（7 项，各 4-10，总和 40）
f2d20-new-bad-special = S.P.E.C.I.A.L. 需要按顺序填写 7 个整数（力量 感知 耐力 魅力 智力 敏捷 幸运），例如 6 6 6 6 6 5 5。没有任何更改；请重新运行 /f2d20-new。
f2d20-new-pick-tags = 为 { $name } 选择三项专精技能。
f2d20-new-tags-placeholder = 三项专精技能
f2d20-new-ranks = 专精技能：{ $tags }。接下来最多分配 { $points } 个技能点（技能最高 3 级）。
f2d20-new-ranks-button = 技能点
f2d20-new-ranks-title = 技能点
f2d20-new-points = 技能=点数，用逗号分隔
f2d20-new-pick-perk = 为 { $name } 选择第一个专长。
f2d20-new-perk-placeholder = 专长：{ $first } 至 { $last }
f2d20-new-summary = **{ $name }**：{ $special }。专精技能：{ $tags }。技能点：{ $points }。第一个专长：{ $perk }。
f2d20-new-create = 创建
f2d20-new-created = ✅ 已创建。角色卡已发到频道里。
f2d20-new-expired = 这个表单已过期（表单只保留 15 分钟，机器人重启后失效）。没有任何更改；请重新运行 /f2d20-new。
f2d20-new-points-placeholder = 医疗=1，科学=1
f2d20-new-pick-origin = 为你的新角色选择出身。
f2d20-new-origin-placeholder = 出身
f2d20-new-pick-traits = { $origin }可选 1 至 { $most } 项特质：请选择。
f2d20-new-traits-placeholder = 特质
f2d20-new-origin-traits = { $origin }（{ $traits }）
f2d20-new-origin-chosen = 出身：{ $origin }。S.P.E.C.I.A.L.：{ $limits }，总和 { $total }。接下来填写名字和各项属性。
f2d20-new-scores-button = 名字与 S.P.E.C.I.A.L.
f2d20-new-special-total = S.P.E.C.I.A.L.（7 项，总和 { $total }）
f2d20-new-pick-tags-count = 为 { $name } 选择 { $count } 项专精技能。
f2d20-new-tags-placeholder-count = { $count } 项专精技能
f2d20-new-tags-given = 出身另外给了专精技能：{ $tags }。
f2d20-new-tags-from = 其中一项必须是{ $list }之一。
f2d20-new-summary-origin = 出身：{ $origin }。
f2d20-new-second-perk-placeholder = 第二个专长（只选一个特质）：{ $first } 至 { $last }
f2d20-new-summary-second-perk = 第二个专长：{ $perk }。
f2d20-new-sep = {""}
