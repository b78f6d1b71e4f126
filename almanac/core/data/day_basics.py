"""Tables for the day's basic facts: 建除, 黄道/黑道, 二十八宿, 冲煞, 彭祖百忌. Each cites its seed."""

from almanac.core.sources import SEED_XIEJI_APPENDIX, SEED_XIEJI_SUMMARY, Source

# 建除十二神 (seed 001 §建除十二神, L105): “从月建日开始为建日” — officer = (day branch − 月建) mod 12.
JIANCHU = ("建", "除", "满", "平", "定", "执", "破", "危", "成", "收", "开", "闭")
JIANCHU_SOURCE = Source(SEED_XIEJI_SUMMARY, "建除十二神", 105)

# 黄道/黑道 twelve gods in verse order of 道远几时通达路遥何日还乡 (seed 003 §天星吉时, L1763:
# “子午日起申，丑未日起戌，寅申日起子，卯酉日起寅，辰戌日起辰，巳亥日起午 … 亦即起黄道之法”).
# The characters with 辵 (道远通达遥还) are the six 黄道 gods. For days the same table is keyed by
# the month's 月建 instead of the day's branch (寅申月 青龙 on 子日 …), the almanacs' 起黄道之法.
HUANGDAO_GODS = ("青龙", "明堂", "天刑", "朱雀", "金匮", "天德", "白虎", "玉堂", "天牢", "玄武", "司命", "勾陈")
HUANGDAO_VERSE = "道远几时通达路遥何日还乡"
HUANGDAO_GOOD = frozenset(i for i, ch in enumerate(HUANGDAO_VERSE) if ch in "道远通达遥还")
HUANGDAO_SOURCE = Source(SEED_XIEJI_APPENDIX, "天星吉时 (起黄道之法)", 1763)


def huangdao_start(branch: int) -> int:
    """Branch on which 青龙 (道) starts for a key branch: 子午→申, 丑未→戌, 寅申→子, 卯酉→寅, 辰戌→辰, 巳亥→午."""
    return (2 * branch + 8) % 12


# 二十八宿, continuous day cycle. The seeds name the mansions' 七曜 (seed 003 L1175–1179: 心危毕张
# 属太阴, 房虚昴星 属太阳) but do not print an epoch; the almanacs' cycle keeps those on Mondays and
# Sundays and puts 角 on Julian day numbers ≡ 17 (mod 28): 2000-01-01 (JDN 2451545, a Saturday) is 胃 (土).
MANSIONS = "角亢氐房心尾箕斗牛女虚危室壁奎娄胃昴毕觜参井鬼柳星张翼轸"
MANSION_SEVEN_LUMINARIES = "木金土日月火水" * 4
MANSION_ANIMALS = (
    "蛟", "龙", "貉", "兔", "狐", "虎", "豹", "獬", "牛", "蝠", "鼠", "燕", "猪", "貐",
    "狼", "狗", "雉", "鸡", "乌", "猴", "猿", "犴", "羊", "獐", "马", "鹿", "蛇", "蚓",
)
MANSION_JDN_OFFSET = 11  # mansion index = (JDN + 11) mod 28
MANSION_SOURCE = Source(
    SEED_XIEJI_APPENDIX, "塑绘神像 (太阴/太阳 宿)", 1175,
    note="cycle epoch is the almanacs' convention; the seed fixes only the weekday of 心危毕张/房虚昴星",
)

# 冲: the branch six places on (seed 001 §岁破 L49 “太岁所冲之辰”), named by its 生肖.
CLASH_SOURCE = Source(SEED_XIEJI_SUMMARY, "岁破大耗 (所冲之辰)", 49)

# 煞 direction of the day: the direction of the three 煞 of the day branch's 三合 (seed 001 §劫煞/
# 灾煞/岁煞 L85–89: 申子辰 劫煞巳 灾煞午 岁煞未 → 南; 寅午戌 亥子丑 → 北; 亥卯未 申酉戌 → 西;
# 巳酉丑 寅卯辰 → 东). Indexed by branch mod 4 (子辰申=0, 丑巳酉=1, 寅午戌=2, 卯未亥=3).
SHA_DIRECTION = ("南", "东", "北", "西")
SHA_SOURCE = Source(SEED_XIEJI_SUMMARY, "劫煞/灾煞/岁煞", 85)

# 彭祖百忌 (seed 001 §百忌日 L547; seed 003 §六 百忌日 L703). Seed 001 prints 癸不词诉 and
# 戌不乞狗（食狗）; seed 003 prints 癸不词讼 and 戌不乞狗 (its gloss L705: 戌日不吃狗). We follow seed 003
# (the 附录 is the 百忌日 section proper) and keep 001's variants.
PENGZU_STEM = (
    "甲不开仓", "乙不栽植", "丙不修灶", "丁不剃头", "戊不受田",
    "己不破券", "庚不经络", "辛不合酱", "壬不决水", "癸不词讼",
)
PENGZU_BRANCH = (
    "子不问卜", "丑不冠带", "寅不祭祀", "卯不穿井", "辰不哭泣", "巳不远行",
    "午不苫盖", "未不服药", "申不安床", "酉不会客", "戌不乞狗", "亥不嫁娶",
)
# The consequences (seed 003 L705), e.g. 甲日不开仓财物耗散.
PENGZU_STEM_WHY = ("财物耗散", "千株不长", "必见灾殃", "头必生疮", "田主不祥", "二主并亡", "织机虚张", "主人不尝", "更难提防", "理弱敌强")
PENGZU_BRANCH_WHY = ("自惹灾殃", "主不还乡", "神鬼不尝", "水泉不香", "必有重丧", "财物伏藏", "屋椽更张", "毒气入肠", "鬼祟入房", "醉坐颠狂", "作怪上床", "不利新郎")
PENGZU_VARIANTS = {"癸不词讼": "癸不词诉 (seed 001)", "戌不乞狗": "戌不食狗 (seed 001 注), 戌不吃狗 (seed 003 L705)"}
PENGZU_SOURCE = Source(SEED_XIEJI_APPENDIX, "六、百忌日（彭祖百忌）", 703)
