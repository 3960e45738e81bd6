# 数据表：物品、敌人、天气、时段、效果与神谕结果的名称，以及随机事件和 NPC 特征的文本。
# 每条消息保持单行；id 必须与 en-US/data.ftl 一致。

## Items: weapons, ammunition, consumables and loot (item-<slug of the name>)

item-fists = 拳头
item-knife = 小刀
item-pipe-wrench = 管钳
item-baseball-bat = 棒球棍
item-machete = 砍刀
item-power-fist = 动力拳套
item-ripper = 开膛手
item-super-sledge = 超级大锤
item-pipe-pistol = 土制管状手枪
item-10mm-pistol = 10毫米手枪
item-44-magnum = {".44马格南左轮"}
item-hunting-rifle = 狩猎步枪
item-combat-rifle = 战斗步枪
item-combat-shotgun = 战斗霰弹枪
item-laser-pistol = 激光手枪
item-laser-rifle = 激光步枪
item-plasma-rifle = 等离子步枪
item-minigun = 转管机枪
item-missile-launcher = 导弹发射器
item-fat-man = 胖子核弹发射器
item-38-rounds = {".38口径子弹"}
item-10mm-ammo = 10毫米子弹
item-44-ammo = {".44口径子弹"}
item-308-ammo = {".308口径子弹"}
item-5-56mm-ammo = 5.56毫米子弹
item-shotgun-shells = 霰弹枪弹
item-fusion-cell = 聚变电池
item-plasma-cartridge = 等离子弹匣
item-5mm-ammo = 5毫米子弹
item-missile = 导弹
item-mini-nuke = 迷你核弹
item-stimpak = 治疗针
item-super-stimpak = 超级治疗针
item-radaway = 消辐宁
item-rad-x = 抗辐宁
item-nuka-cola = 核子可乐
item-nuka-cola-quantum = 核子可乐量子
item-purified-water = 纯净水
item-dirty-water = 脏水
item-buffout = 力量药
item-jet = 喷射药
item-mentats = 曼塔斯
item-psycho = 狂怒药
item-med-x = 医疗X
item-addictol = 戒瘾灵
item-tin-can = 锡罐
item-scrap-metal = 废金属
item-abraxo-cleaner = Abraxo清洁剂
item-duct-tape = 管道胶带
item-wonderglue = 万能胶
item-bent-fork = 弯掉的叉子
item-empty-nuka-cola-bottle = 空核子可乐瓶
item-broken-circuit-board = 损坏的电路板
item-teddy-bear = 泰迪熊
item-toy-rocket = 玩具火箭
item-pre-war-money = 战前钞票
item-carton-of-cigarettes = 一条香烟
item-coffee-mug = 咖啡杯
item-desk-fan = 台式风扇
item-hot-plate = 电热炉
item-ashtray = 烟灰缸
item-rusty-screws = 生锈的螺丝
item-copper-wire = 铜线
item-broken-glass = 碎玻璃
item-rotary-phone = 转盘电话
item-alarm-clock = 闹钟
item-baseball = 棒球
item-toy-car = 玩具车
item-pack-of-bobby-pins = 一包发夹
item-burnt-book = 烧焦的书
item-cram = 克拉姆午餐肉
item-canned-dog-food = 狗粮罐头
item-iguana-on-a-stick = 鬣蜥肉串
item-sugar-bombs = 糖弹麦片
item-fancy-lads-snack-cakes = 时髦小伙点心蛋糕
item-radroach-meat = 辐射蟑螂肉
item-mutfruit = 变异果
item-bobby-pin = 发夹
item-leather-chest-piece = 皮革胸甲
item-road-flare = 道路信号棒
item-blank-holotape = 空白全息录音带
item-bandages = 绷带
item-combat-armor-chest-piece = 战斗护甲胸甲
item-blamco-mac-cheese = BlamCo 芝士通心粉
item-salisbury-steak = 索尔兹伯里牛排
item-mutant-jerky = 变种肉干
item-instant-mashed-potatoes = 速食土豆泥
item-squirrel-on-a-stick = 松鼠肉串
item-dandy-boy-apples = 丹迪男孩苹果
item-military-rations = 军用口粮
item-beer = 啤酒
item-bourbon = 波本威士忌
item-medkit = 医疗包
item-nuka-cola-cherry = 樱桃味核子可乐
item-sunset-sarsaparilla = 日落沙士
item-doctor-s-bag = 医生的药包
item-guns-and-bullets-magazine = 《枪与子弹》杂志
item-military-grade-circuitry = 军用级电路
item-sniper-scope = 狙击镜
item-stealth-boy = 隐身小子
item-fusion-core = 聚变核心
item-power-armor-helmet = 动力装甲头盔
item-combat-armor-set = 整套战斗护甲
item-pre-war-gold-bar = 战前金条
item-nuclear-material = 核原料
item-vault-tec-bobblehead = 避难所科技摇头娃娃
item-deathclaw-egg = 死亡爪蛋
item-brotherhood-holotag = 钢铁兄弟会身份牌
item-kellogg-s-pistol = 凯洛格的手枪
item-grognak-s-axe = 格罗格纳克的斧头
item-righteous-authority = 正义权威
item-overseer-s-guardian = 监督者的守护者
item-deliverer = 解放者
item-kiloton-radium-rifle = 千吨级镭步枪
item-ashmaker = 灰烬制造者
item-big-boy = 大男孩
item-final-judgment = 最终审判
item-lorenzo-s-artifact-gun = 洛伦佐的神器枪
item-old-faithful = 老忠实
item-spray-n-pray = 扫射祈祷
item-the-last-minute = 最后一分钟
item-silver-shroud-costume = 银色斗篷侠服装
item-junk-jet = 垃圾发射器
item-pickman-s-blade = 皮克曼之刃
item-shishkebab = 烤肉剑
item-alien-blaster = 外星人冲击枪
item-x-01-power-armor-helmet = X-01动力装甲头盔
item-perfectly-preserved-pie = 保存完好的派
item-g-e-c-k = 伊甸园创造器

## Enemy templates (enemy-<slug>)

enemy-radroach = 辐射蟑螂
enemy-bloatfly = 膨胀蝇
enemy-mole-rat = 鼹鼠
enemy-wild-dog = 野狗
enemy-feral-ghoul = 狂尸鬼
enemy-raider = 掠夺者
enemy-raider-psycho = 掠夺者疯子
enemy-mirelurk-hatchling = 泥沼蟹幼体
enemy-super-mutant = 超级变种人
enemy-raider-veteran = 掠夺者老兵
enemy-feral-ghoul-reaver = 狂尸鬼收割者
enemy-yao-guai = 妖怪
enemy-mirelurk = 泥沼蟹
enemy-deathclaw = 死亡爪
enemy-assaultron = 突击机器人
enemy-sentry-bot = 哨兵机器人
enemy-super-mutant-behemoth = 超级变种人巨兽
enemy-mirelurk-queen = 泥沼蟹女王
enemy-legendary-deathclaw = 传奇死亡爪
enemy-legendary-assaultron = 传奇突击机器人

## Enemy special traits (enemy-special-<slug>): each whole string, then the parts of comma lists

enemy-special-poison-spit = 毒液喷吐
enemy-special-burrow-ambush = 掘地伏击
enemy-special-pack-tactics = 群体战术
enemy-special-rad-immunity = 辐射免疫
enemy-special-berserk = 狂暴
enemy-special-shell-armor = 甲壳护甲
enemy-special-rad-immunity-rad-attack = 辐射免疫，辐射攻击
enemy-special-charge = 冲锋
enemy-special-armor-piercing = 穿甲
enemy-special-laser-head = 激光头部
enemy-special-heavy-armor-self-destruct = 重装甲，自毁
enemy-special-aoe = 范围攻击
enemy-special-acid-spit-spawns = 酸液喷吐，产卵
enemy-special-regeneration = 再生
enemy-special-stealth-laser = 隐身，激光
enemy-special-rad-attack = 辐射攻击
enemy-special-heavy-armor = 重装甲
enemy-special-self-destruct = 自毁
enemy-special-acid-spit = 酸液喷吐
enemy-special-spawns = 产卵
enemy-special-stealth = 隐身
enemy-special-laser = 激光

## Loot tiers

tier-junk = 垃圾
tier-common = 普通
tier-uncommon = 少见
tier-rare = 稀有
tier-unique = 独特

# Character presets (content/wasteland-2d20/presets.json).
preset-vault-dweller = 避难所居民
preset-wasteland-wanderer = 废土游荡者
preset-caravan-guard = 商队护卫
preset-smooth-talker = 巧舌如簧者
preset-field-medic = 战地医生
preset-drifter = 漂泊者

## Weather

weather-clear = 晴朗
weather-overcast = 阴天
weather-cloudy = 多云
weather-light-breeze = 微风
weather-light-rain = 小雨
weather-heavy-rain = 大雨
weather-dusty = 扬尘
weather-dense-fog = 浓雾
weather-dust-storm = 沙尘暴
weather-rad-storm = 辐射风暴
weather-scorching-heat = 酷热
weather-bitter-cold = 严寒

## Periods of the day

period-early-morning = 清晨
period-morning = 上午
period-noon = 正午
period-afternoon = 下午
period-evening = 傍晚
period-night = 夜晚
period-late-night = 深夜
period-pre-dawn = 黎明前

## Status effects and addictions

effect-buffout = 力量药
effect-jet = 喷射药
effect-mentats = 曼塔斯
effect-psycho = 狂怒药
effect-med-x = 医疗X
effect-rad-x = 抗辐宁
effect-aiming = 瞄准
effect-stunned = 眩晕
effect-prone = 倒地
effect-bleeding = 流血
effect-burning = 燃烧
effect-suppressed = 被压制
effect-incapacitated = 失去行动能力
effect-buffout-addiction = 力量药成瘾
effect-jet-addiction = 喷射药成瘾
effect-mentats-addiction = 曼塔斯成瘾
effect-psycho-addiction = 狂怒药成瘾
effect-med-x-addiction = 医疗X成瘾

## Complication oracle (d6)

oracle-1 = 塞翁失马
oracle-2 = 小麻烦
oracle-3 = 潜藏威胁
oracle-4 = 代价高昂的成功
oracle-5 = 麻烦当头
oracle-6 = 连锁失败

## Random encounters (event-<id>), read aloud by the GM

event-wasteland-01 = 一群野狗从灌木丛中窜出，瘦得肋骨毕露，正绕着圈子摸到你们的下风处。
event-wasteland-02 = 一支双头牛商队吱吱呀呀地翻过山脊；女商人举起手，高声说她收货也卖货。
event-wasteland-03 = 前方的地面隆起、裂开，鼹鼠尖叫着从地洞里钻了出来。
event-wasteland-04 = 一道烟柱从燃烧的掠夺者营地升起。有人抢先到了这里，尸体还是温的。
event-wasteland-05 = 一个落单的超级变种人站在广告牌上，正用狩猎步枪的瞄准镜扫视地平线。
event-wasteland-06 = 路边一具肿胀的双头牛尸体上方，膨胀蝇嗡嗡盘旋，而且它们已经发现了你们。
event-wasteland-07 = 一架坠毁的垂直旋翼机一头扎在尘土里，驾驶舱紧闭，货舱半开着。
event-wasteland-08 = 盖革计数器咔咔作响，水洼泛着荧光：一个满是泄漏铁桶的弹坑挡住了直路。
event-wasteland-09 = 三个掠夺者在坍塌的高架桥上设了关卡，要每人交二十个瓶盖才放行。
event-wasteland-10 = 一个受伤的定居者踉踉跄跄地朝你们走来，乞求一支治疗针，嘴里念叨着山里有个大家伙。
event-wasteland-11 = 一辆翻倒的公交车侧面布满巨大的爪痕，周围的足迹还很新。
event-wasteland-12 = 一队身穿动力装甲的钢铁兄弟会巡逻兵沿路踏步而来，命令你们说明来意。
event-urban-01 = 一堆狂尸鬼横七竖八地躺在地铁楼梯底下，直到其中一只抽动了一下。
event-urban-02 = 屋顶上传来一声枪响，子弹在你头边的墙上崩下一块碎屑。
event-urban-03 = 一台守卫机器人仍在一家废弃银行外巡逻，彬彬有礼地要求你们出示身份证明。
event-urban-04 = 掠夺者在街上拉了一道挂满锡罐的绊线，二楼传来阵阵笑声。
event-urban-05 = 一位街头医生在一家被掏空的餐馆里开了诊所，只收瓶盖，什么都不问。
event-urban-06 = 一支超级变种人巡逻队拖着一笼尖叫的俘虏，沿着大街走来。
event-urban-07 = 摩天楼顶的一座无线电天线突然噼啪作响，开始循环播放一段求救信号。
event-urban-08 = 一台哨兵机器人半埋在十字路口的瓦砾里，警示灯一闪一闪地亮着红光。
event-urban-09 = 一个拾荒的小孩从小巷里冲出来，从你的背包里抢了样东西，转眼消失在废墟中。
event-urban-10 = 泥沼蟹在一家被水淹没的酒店大堂里筑了巢，你们一靠近，水面便泛起涟漪。
event-urban-11 = 两伙帮派正隔着广场对射，双方都在向你们招手，要你们加入自己这边。
event-urban-12 = 一栋楼发出呻吟，砖块如暴雨般倾泻而下；你们身后的街道一下子被堵死了。
event-vault-01 = 避难所大门在齿轮的尖啸声中滚向一旁，里面的空气散发着霉味和陈年咖啡的气味。
event-vault-02 = 一台家务机器人在走廊里飘来飘去，仍在给几十年前就已死去的住户端茶。
event-vault-03 = 辐射蟑螂吱吱乱叫，如潮水般从一条开裂的通风管里涌出。
event-vault-04 = 监督者的终端仍处于登录状态，屏幕上是一份标着“第三阶段”的实验日程。
event-vault-05 = 中庭里的一座安保炮塔苏醒过来，枪管转向最近的动静。
event-vault-06 = 被水淹没的反应堆层里辐射嗡嗡作响，水里有什么东西在发光。
event-vault-07 = 从未离开过的住户封锁了食堂，大喊着外来者会带来瘟疫。
event-vault-08 = 穿着破烂蓝色连体服的狂尸鬼从生活区里蹒跚而出。
event-vault-09 = 墙边排列着一排冷冻舱，其中一个仍然显示有心跳。
event-vault-10 = 广播系统噼啪作响，一个欢快的录音宣布月度体能评估现在开始。
event-vault-11 = 枪手佣兵把避难所的军械库改造成了一座坚固的营地，正在清点战利品。
event-vault-12 = 水培区已经疯长成一片丛林，藤蔓上结满了变异果，其间还有什么东西在移动。
event-interior-01 = 一只泥沼蟹幼体从水槽底下窜了出来，黑暗中还有更多的蛋正在裂开。
event-interior-02 = 门口横着一根闪着微光的绊线，连着一捆破片手雷。
event-interior-03 = 一个掠夺者疯子盘腿坐在办公室里，正跟桌上的一个骷髅头聊得起劲。
event-interior-04 = 洞穴深处是一头妖怪的巢穴，骨头堆积如山，弥漫着新鲜的血腥味。
event-interior-05 = 一道假墙后面藏着一个上锁的保险箱；转盘很紧，但并非毫无希望。
event-interior-06 = 一个隐居在战前地堡里的人把舱门推开一条缝，手里端着霰弹枪，提出要做笔交易。
event-interior-07 = 一台突击机器人在工厂车间里巡逻，每次转头，它的头部都会发出灼热的光。
event-interior-08 = 地板突然塌陷，你们掉进了一个漂满杂物、被水淹没的地下室。
event-interior-09 = 里屋的一台终端里还存着一座密封军械库的密码。
event-interior-10 = 一道血迹通向一间储藏室，一个垂死的雇佣兵正紧紧攥着一盘全息录音带。
event-interior-11 = 黑暗中某处传来燃气泄漏的嘶嘶声。只要一个火花，整个地方就会炸上天。
event-interior-12 = 医院病房的床上睡满了狂尸鬼，而唯一的去路就从它们中间穿过。

## Atmosphere

event-atmosphere-01 = 风卷着臭氧和铁锈的气味，掠过空荡荡的公路。
event-atmosphere-02 = 不知何处的收音机在放一首战前情歌，随后化作一片沙沙的杂音。
event-atmosphere-03 = 地平线上的天空泛起病态的绿色，盖革计数器咔哒响了一声，接着又是一声。
event-atmosphere-04 = 一圈漂白的骨头摆得整整齐齐，像是有人曾在这里数着什么。
event-atmosphere-05 = 死寂的游乐场里，明明一丝风都没有，儿童秋千却在吱呀吱呀地来回摆动。
event-atmosphere-06 = 远处传来垂直旋翼机螺旋桨的轰鸣，渐渐隐没在云层里。
event-atmosphere-07 = 四下寂静得出奇，你甚至能听见自己的心跳。
event-atmosphere-08 = 褪色的宣传海报向人保证：美国永不陷落。
event-atmosphere-09 = 山那边的某处，一只双头牛的铃铛孤零零地响着。
event-atmosphere-10 = 雨点落在滚烫的金属上嘶嘶作响，空气里带着一股旧铜币的味道。
event-atmosphere-11 = 墙上的涂鸦写着：避难所撒了谎。
event-atmosphere-12 = 远处一声爆炸滚过废土，随后便再无声息。
event-atmosphere-13 = 发光的真菌把路面的裂缝映成一片淡淡的冷蓝色。
event-atmosphere-14 = 一具骷髅坐在停在红灯前的汽车驾驶座上，仍在等着变灯。
event-atmosphere-15 = 太阳在残破的天际线后沉落，红得像血，阴影仿佛长出了獠牙。
event-atmosphere-16 = 不知哪里有条狗在嚎叫，而回应它的是某种大得多的东西。

## Quest hooks

event-hook-01 = 一名死去信使身上的全息录音带提到，有一批医疗物资始终没有送达。
event-hook-02 = 一个定居点的净水器坏了，谁能修好，他们愿意重金酬谢。
event-hook-03 = 附近农场上空升起一枚义勇军信号弹：有人需要帮助，刻不容缓。
event-hook-04 = 一个商人压低声音，说起一座至今无人能打开的战前银行金库。
event-hook-05 = 通缉海报上写着：取掠夺者头目“剥皮者”首级者，赏二百瓶盖。
event-hook-06 = 一个尸鬼请你们查明他家人的下落，他们最后一次被人看见，是走进了附近的一座避难所。
event-hook-07 = 夜里弹坑上空总有怪异的光在盘旋，牲畜也接二连三地失踪。
event-hook-08 = 一名钢铁兄弟会书记员悬赏，要人找回遗落在一架坠毁垂直旋翼机里的数据模块。
event-hook-09 = 一位商队头领正在招募护卫，要护送商队穿过超级变种人的地盘。
event-hook-10 = 一段无线电广播反复播送一组坐标和一个词：庇护所。
event-hook-11 = 一名医生需要一枚泥沼蟹女王的蛋，用来调制药物，治疗正在定居点蔓延的热病。
event-hook-12 = 刻在一块核子可乐招牌上的地图，指向一处藏着核子可乐量子的秘密地点。
event-hook-13 = 有人一直在井里下毒，定居者们怀疑是那个新来的人干的。
event-hook-14 = 一个合成人恳求你们护送它北上，学院的猎手正紧追在后。
event-hook-15 = 一名垂死的避难所科技工程师把一张钥匙卡塞进你手里，说：别让他们打开它。
event-hook-16 = 镇长的女儿跟着一伙掠夺者跑了，他要把她带回来，不管她愿不愿意。

## NPC appearance (npc-appearance-<id>)

npc-appearance-01 = 焊接面罩下一张伤痕累累的脸
npc-appearance-02 = 一件打满补丁、大了两号的避难所连体服
npc-appearance-03 = 一只机械义眼，对焦时会呼呼作响
npc-appearance-04 = 晒伤的皮肤，一顶满是破洞的宽檐帽
npc-appearance-05 = 尸鬼般剥落的皮肤，眼神却出奇地和善
npc-appearance-06 = 两条手臂上纹满了瓶盖图案
npc-appearance-07 = 一身熨得笔挺的战前西装
npc-appearance-08 = 剃光的脑袋，肩上铆着掠夺者的尖刺
npc-appearance-09 = 原本是手的地方装着一只生锈的铁钩
npc-appearance-10 = 护目镜推到满是煤灰的额头上
npc-appearance-11 = 一件破旧的义勇军外套，配一支擦得锃亮的激光火枪
npc-appearance-12 = 友善的咧嘴笑容后面，是一口锉得尖尖的牙
npc-appearance-13 = 脖子上满是辐射灼伤，隐约泛着绿光
npc-appearance-14 = 一条挂着十几个小包的子弹带，叮当作响
npc-appearance-15 = 腰带上系着一个儿童玩偶
npc-appearance-16 = 只穿着打过补丁的动力装甲腿部，身上再无别的护甲
npc-appearance-17 = 一条灰白长辫，脸像皲裂的皮革
npc-appearance-18 = 一副用管道胶带缠着的金属丝框眼镜
npc-appearance-19 = 一件双头牛皮风衣，马刺叮当作响
npc-appearance-20 = 一双紧张的手，一刻也停不下来

## NPC motive (npc-motive-<id>)

npc-motive-01 = 想还清欠枪手佣兵的债
npc-motive-02 = 在寻找被奴隶贩子掳走的兄弟姐妹
npc-motive-03 = 想找到治愈尸鬼化的方法
npc-motive-04 = 梦想在钻石城开一家酒吧
npc-motive-05 = 需要瓶盖给生病的孩子买治疗针
npc-motive-06 = 在追杀烧掉自家农场的那个掠夺者
npc-motive-07 = 想加入钢铁兄弟会
npc-motive-08 = 正在躲避学院的追捕
npc-motive-09 = 想向昔日的搭档复仇
npc-motive-10 = 在替一位神秘买家寻找一件战前古物
npc-motive-11 = 想前往一座据说仍未开启的避难所
npc-motive-12 = 在走私药物，需要有人帮忙引开注意
npc-motive-13 = 想把这一带所有的无线电信号都标到地图上
npc-motive-14 = 想重建被掠夺者摧毁的定居点
npc-motive-15 = 只想一个人清静清静
npc-motive-16 = 收集摇头娃娃，为了再多一个什么都肯干
npc-motive-17 = 想找到证据，证明自家避难所的监督者撒了谎
npc-motive-18 = 需要有人护送，把一封信送过废土
npc-motive-19 = 正在努力戒掉喷射药瘾
npc-motive-20 = 想驯服一只死亡爪

## NPC knows (npc-knows-<id>)

npc-knows-01 = 一座战前地堡的位置
npc-knows-02 = 一台废弃军械库终端的密码
npc-knows-03 = 哪支商队在暗中替掠夺者卖命
npc-knows-04 = 一条穿过辐射弹坑的安全路线
npc-knows-05 = 死亡爪的巢穴在哪里
npc-knows-06 = 本地掠夺者头目的真名
npc-knows-07 = 一位从不多问的医生
npc-knows-08 = 钢铁兄弟会把聚变核心存放在哪里
npc-knows-09 = 一个传闻：有座避难所每年会打开一次
npc-knows-10 = 怎样修理净水器
npc-knows-11 = 是谁在井里下毒
npc-knows-12 = 一支超级变种人战团的巡逻路线
npc-knows-13 = 一架坠毁的垂直旋翼机在哪里
npc-knows-14 = 一个收购赃物动力装甲的商人
npc-knows-15 = 一批核子可乐量子藏在哪里
npc-knows-16 = 老医院里到底发生过什么
npc-knows-17 = 一个藏身于定居者之中的合成人
npc-knows-18 = 奴隶贩子把俘虏关在哪里
npc-knows-19 = 一条穿过地铁隧道的捷径
npc-knows-20 = 一段神秘无线电广播的频率

## NPC speech (npc-speech-<id>)

npc-speech-01 = 压低声音说话，好像有人在偷听
npc-speech-02 = 语速飞快，讲了笑话自己先笑
npc-speech-03 = 说话简短生硬，一股军队腔
npc-speech-04 = 张口就是战前广告词
npc-speech-05 = 从不叫别人的名字，只叫“朋友”
npc-speech-06 = 一紧张就结巴，而且总是很紧张
npc-speech-07 = 说话轻声细语，从不眨眼
npc-speech-08 = 什么都要讨价还价，连问路也不例外
npc-speech-09 = 用问题来回答问题
npc-speech-10 = 满口脏话，而且花样百出
npc-speech-11 = 对着一个想象中的同伴说话
npc-speech-12 = 爱用生僻的大词，还常常用错
npc-speech-13 = 每句话都有一半是唱出来的
npc-speech-14 = 直率得近乎无礼
npc-speech-15 = 操着战前电台播音员那样字正腔圆的腔调
npc-speech-16 = 用第三人称称呼自己
npc-speech-17 = 总要先讲个长长的故事才说到正题
npc-speech-18 = 几乎不开口，只会点头和哼哼
npc-speech-19 = 管谁都叫“避难所居民”，不管对方是不是
npc-speech-20 = 每句话说完都紧张地干笑一声

# The wasteland game's attributes and skills, as shown and as a reader may type them.
attr-str = 力量
attr-per = 感知
attr-end = 耐力
attr-cha = 魅力
attr-int = 智力
attr-agi = 敏捷
attr-lck = 运气
skill-lockpick = 开锁
skill-medicine = 医疗
skill-melee = 近战
skill-repair = 修理
skill-science = 科学
skill-small-guns = 轻型枪械
skill-sneak = 潜行
skill-speech = 口才
skill-survival = 生存
skill-barter = 交易
