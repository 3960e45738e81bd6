# 模型上下文协议服务器（overseer mcp）：它自己的拒绝与用语。
mcp-err-unknown_tool = 没有名为 { $name } 的工具。
mcp-err-unknown_argument = 工具 { $tool } 没有参数 { $name }。
mcp-err-bad_argument = { $tool } 的参数 { $name } 应为 { $expected }。
mcp-err-bad_campaign = 参数 { $name } 应为战役名称（或 服务器:频道）且不能为空。
mcp-err-unknown_resource = 地址 { $uri } 上没有资源。
mcp-hint-resources = 战役的资源：{ $board }，以及把结尾换成内容、日志（可带页码）或角色卡的地址。
mcp-instructions = Overseer 主持桌面战役（四种游戏）。每个工具对应命令行的一条命令：各游戏的工具以游戏名为前缀，所有游戏共用的工具没有前缀。每个工具都接受战役参数（默认为服务器所设的战役）。先开始战役，再为该游戏添加角色。战役的面板、角色卡、内容与日志可作为资源读取。
mcp-takes-integer = 一个整数
mcp-takes-at_least = 不小于 { $min } 的整数
mcp-takes-boolean = 真或假
mcp-takes-word = 一个非空且不以 -- 开头的词
mcp-takes-words = 由这类词组成的列表
mcp-takes-one_of = 以下之一：{ $words }
mcp-param-campaign = 战役：其名称，或 服务器:频道 表示某个 Discord 频道的战役（默认为服务器的 --campaign）。
mcp-param-secret = 暗骰：日志不向玩家显示。
mcp-err-enemies_hidden = 这个战役对玩家隐藏敌人的数值，而这里的回答会带出所有数值：只有战役的主持人能在这里进行游戏。
