app-name = 监督者
