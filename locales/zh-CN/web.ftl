## 战役网页：/campaign share、命令行 share 以及各页面。

cmd-campaign-share = 分享
cmd-campaign-share-description = 本战役的只读网页。
cmd-campaign-share-link = 链接
cmd-campaign-share-link-description = 本战役网页的私人链接（默认 7 天）。
cmd-campaign-share-link-hours = 小时
cmd-campaign-share-link-hours-description = 链接有效的小时数（1-2160）
cmd-campaign-share-revoke = 撤销
cmd-campaign-share-revoke-description = 让此前生成的所有链接失效；之后生成的新链接照常有效。
help-cmd-campaign-share-link = 获取本战役只读网页的私人链接
help-cmd-campaign-share-revoke = 让此前生成的所有网页链接失效

share-link = 本战役的只读网页（局势、角色卡、日志、统计），有效期至 { $expires }：
    { $url }
    任何拿到链接的人都能查看。/campaign share revoke 可让此前生成的所有链接失效。
share-revoked = 此前生成的所有本战役网页链接均已失效。/campaign share link 可生成新链接。
err-share-hours = 链接有效期须在 { $min } 到 { $max } 小时之间。

cli-shared = 本战役的只读网页，有效期至 { $expires }：{ $url }
cli-share-revoked = 此前生成的所有本战役网页链接均已失效。
cli-err-share_hours = 链接有效期须在 { $min } 到 { $max } 小时之间，而不是 { $value }。

web-not-found-title = 页面不存在
web-not-found-body = 这里没有页面：链接可能有误、已过期或已被撤销。请向 GM 索取新链接。
web-skip = 跳到页面内容
web-nav-label = 战役页面
web-nav-board = 局势
web-nav-log = 日志
web-nav-stats = 统计
web-page-title = { $page } · { $game }
web-board-title = 局势
web-sheets-heading = 角色卡
web-no-characters = 还没有角色。
web-sheet-of = 角色卡：{ $name }
web-footer = 只读视图。此链接有效期至 { $expires }。
web-log-title = 日志
web-log-filter = 筛选日志
web-log-character = 角色
web-log-kind = 命令
web-log-everyone = 所有人
web-log-every-kind = 所有命令
web-log-apply = 显示
web-log-empty = 没有记录。
web-log-entry = #{ $id } · { $command } · { $time }
web-log-pages = 日志分页
web-log-page = 第 { $page } 页，共 { $pages } 页
web-log-newer = 较新
web-log-older = 较早
web-stats-title = 统计
web-stats-none = 暂无可绘制的数据。
web-stats-dice-heading = 骰面分布：d{ $sides }
web-stats-dice-caption = 共掷出 { $count } 个 d{ $sides }。柱形：各点数出现的次数；横线：公平骰子每个点数平均应出现 { $expected } 次。
web-stats-dice-alt = 柱形图：{ $count } 个 d{ $sides } 的点数分布，每个点数期望 { $expected } 次：{ $list }。
web-stats-successes-heading = 各角色的成功数
web-stats-successes-caption = 各角色在检定中获得的成功数。
web-stats-successes-alt = 柱形图，各角色的成功数：{ $list }。
web-stats-hp-heading = 本局生命值变化
web-stats-hp-caption = 每次变化后各角色的生命值，最早的在左边。
web-stats-hp-alt = 折线图，每次变化后的生命值：{ $list }。
web-too-many-title = 请求过多
web-too-many-body = 此链接在短时间内被打开的次数过多。请等待几秒钟后再刷新页面。
cli-err-public-url = 未生成链接：{ $why } 不是玩家能打开的地址。请将 { $setting } 设为这样的地址，例如 { $example }。
err-share-public-url = 未生成链接：{ $why } 不是玩家能打开的地址。请让机器人的运营者将 { $setting } 设为这样的地址，例如 { $example }。
share-link-unreachable = 此链接中的地址玩家无法打开：{ $setting } 为空。请让机器人的运营者将 { $setting } 设为玩家打开的地址，例如 { $example }。
# 页面上对用户的提及（页面不知道用户名）。
web-mention = 一位频道成员
