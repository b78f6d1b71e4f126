"""The gods of the hour (时家神煞) as data: each entry names the god as the seed writes it, its kind,
the rule as printed, where it is printed, and its table keyed the way the text keys it.

The engine is almanac/core/rules/hours.py; this module only states tables. Tables are tuples indexed by
the key's number (stems 甲0…癸9, branches 子0…亥11, 旬 0 = 甲子旬 … 5 = 甲寅旬); each cell is the string of
hour branches (子…亥) the god occupies under that key ('' = none).

A table is either printed cell by cell in the seed (`derived=False`) or expanded from a rule the seed
states in words (`derived=True`); tests/core/test_hours.py checks the first kind against the printed
line and recomputes the second kind independently from the stated rule.

Line numbers are 1-based as `grep -n` prints them.
"""

from dataclasses import dataclass

from almanac.core.calendar.ganzhi import BRANCHES, PUNISHES
from almanac.core.calendar.nine_palaces import PALACE_BY_NAME
from almanac.core.sources import SEED_XIEJI_APPENDIX, SEED_XIEJI_SUMMARY, Alias, Source, aliases

GOOD = "吉"
BAD = "凶"
AVOID = "忌"  # 十二时人神: only 针灸 on that body part is to be avoided

# What a table is keyed by.
DAY_STEM = "day_stem"
DAY_BRANCH = "day_branch"
DAY_XUN = "day_xun"  # the 旬 of the day pillar: pillar index // 10
MONTH_BRANCH = "month_branch"  # 月建
YEAR_BRANCH = "year_branch"  # 太岁

KEY_SIZES = {DAY_STEM: 10, DAY_BRANCH: 12, DAY_XUN: 6, MONTH_BRANCH: 12, YEAR_BRANCH: 12}


@dataclass(frozen=True, slots=True)
class HourGod:
    """One 时家神煞.

    name      as the seed writes it (a qualifier in full-width brackets where one heading holds two gods)
    kind      GOOD or BAD
    key       DAY_STEM, DAY_BRANCH, DAY_XUN, MONTH_BRANCH or YEAR_BRANCH
    table     table[key value] = the hour branches it occupies
    rule      the rule as printed (short quote)
    source    seed, section, line
    grade     the text's own weight where it gives one (上吉, 大凶, 次凶 …)
    derived   the table is expanded from a stated rule, not printed cell by cell
    reading   where the text leaves a choice: the name of this reading ('' = the only one)
    default   whether this reading is the one the engine counts
    note      decisions, corrections, flags
    aliases   other names the seeds give it, each with the line that gives it
    """

    name: str
    kind: str
    key: str
    table: tuple[str, ...]
    rule: str
    source: Source
    grade: str = ""
    derived: bool = False
    reading: str = ""
    default: bool = True
    note: str = ""
    aliases: tuple[Alias, ...] = ()


def _stem_pairs(five: tuple[str, ...]) -> tuple[str, ...]:
    """Expand a table printed for the stem pairs 甲己, 乙庚, 丙辛, 丁壬, 戊癸 to the ten stems."""
    return tuple(five[stem % 5] for stem in range(10))


def _opposite(branches: str = "子丑寅卯辰巳午未申酉戌亥") -> tuple[str, ...]:
    return tuple(branches[(b + 6) % 12] for b in range(12))


# --- 吉 --------------------------------------------------------------------------------------

TIANYI_YANG = HourGod(
    name="天乙贵人（阳贵）",
    kind=GOOD,
    key=DAY_STEM,
    table=("未", "申", "酉", "亥", "丑", "子", "丑", "寅", "卯", "巳"),
    rule="天乙贵人：甲日阳贵未、阴贵丑；乙日阳贵申、阴贵子；…癸日阳贵巳、阴贵卯。上吉。",
    source=Source(SEED_XIEJI_SUMMARY, "天乙贵人", 335),
    aliases=aliases("时贵人", Source(SEED_XIEJI_APPENDIX, "事类总集", 795, "时贵人昼用阳贵夜用阴贵")),
    grade="上吉",
    note=(
        "Which of 阳贵/阴贵 rules an hour: seed 003 §事类总集 L795 “时贵人昼用阳贵夜用阴贵，又一说子至巳用阳贵"
        "午至亥用阴贵”. Seed 001 §用时法 L529 counts both (“甲戊庚日，以丑未时为贵人”), so both are kept, "
        "named, and counted; the L795 readings are shown as notes."
    ),
)

TIANYI_YIN = HourGod(
    name="天乙贵人（阴贵）",
    kind=GOOD,
    key=DAY_STEM,
    table=("丑", "子", "亥", "酉", "未", "申", "未", "午", "巳", "卯"),
    rule=TIANYI_YANG.rule,
    source=TIANYI_YANG.source,
    aliases=TIANYI_YANG.aliases,
    grade="上吉",
    note=TIANYI_YANG.note,
)

TIANGUAN = HourGod(
    name="天官贵人",
    kind=GOOD,
    key=DAY_STEM,
    table=("酉", "申", "子", "亥", "卯", "寅", "午", "巳", "丑未", "辰戌"),
    rule="天官贵人：日随干官星，酉中有辛，甲之官星。甲日在酉，乙日在申，…壬日在丑、未，癸日在辰、戌。",
    source=Source(SEED_XIEJI_SUMMARY, "天官贵人", 337),
    note="The branch whose main stored stem (本气) is the day stem's 官星 (the opposite-polarity stem that 克 it).",
)

FUXING = HourGod(
    name="福星贵人",
    kind=GOOD,
    key=DAY_STEM,
    table=("寅", "丑亥", "戌子", "酉", "申", "未", "午", "巳", "辰", "卯"),
    rule="福星贵人：日干生时干，曰福星贵人。甲日寅时，乙日丑、亥时，丙日戌、子时，…癸日卯时。",
    source=Source(SEED_XIEJI_SUMMARY, "福星贵人", 339),
    note="The printed list is the hours whose 五鼠遁 stem the day stem generates with the same polarity.",
)

XISHEN = HourGod(
    name="喜神",
    kind=GOOD,
    key=DAY_STEM,
    table=_stem_pairs(("寅", "戌", "申", "午", "辰")),
    rule="喜神：甲己日艮方寅时，乙庚日乾方戌时，丙辛日坤方申时，丁壬日离方午时，戊癸日巽方辰时。",
    source=Source(SEED_XIEJI_SUMMARY, "喜神", 341),
)

# The day's 喜神 direction (same line), with the trigram's direction from 001 §后天八卦方位 L9
# (离南坎北，震东兑西，巽东南，坤西南，乾西北，艮东北).
XISHEN_DIRECTION = _stem_pairs(tuple(f"{PALACE_BY_NAME[t].direction} ({t})" for t in "艮乾坤离巽"))
XISHEN_DIRECTION_SOURCE = Source(SEED_XIEJI_SUMMARY, "喜神 / 后天八卦方位", 341, note="directions of the trigrams: L9")

RI_LU = HourGod(
    name="日禄",
    kind=GOOD,
    key=DAY_STEM,
    table=("寅", "卯", "巳", "午", "巳", "午", "申", "酉", "亥", "子"),
    rule="八禄：本日之禄位也，如甲禄在寅。",
    source=Source(SEED_XIEJI_SUMMARY, "八禄", 343),
    aliases=aliases("八禄", Source(SEED_XIEJI_SUMMARY, "八禄", 343, "八禄：本日之禄位也")),
    derived=True,
    note=(
        "The seed prints only 甲禄在寅 (and 用时法 L529 “甲日禄到寅时”, L545 “日干不旺，用禄时则旺，如甲日寅时”). "
        "The other nine are 临官: for a 阳干 the fourth stage from 长生 (001 L21), for a 阴干 the 阴 branch beside "
        "it. 001 §无禄 L253 confirms all ten — each of its days has its 禄 in the day's 旬中空亡 (“此十日禄皆落空”) "
        "— and settles 戊禄巳/己禄午 (土寄生于寅) over 长生在申, whose 临官 亥 is not void on 戊戌."
    ),
)

RI_MA = HourGod(
    name="日马",
    kind=GOOD,
    key=DAY_BRANCH,
    # 驿马 of the day branch's 三合: 申子辰→寅, 寅午戌→申, 亥卯未→巳, 巳酉丑→亥.
    table=("寅", "亥", "申", "巳", "寅", "亥", "申", "巳", "寅", "亥", "申", "巳"),
    rule="用时法：…惟贵人禄马为吉。如甲戊庚日，以丑未时为贵人，甲日禄到寅时，子辰日马到寅时是也。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 529),
    derived=True,
    note=(
        "驿马 of the day branch's 三合 (001 §驿马 L267: 寅午戌…以申为马；申子辰…病于寅；亥卯未…病于巳；"
        "巳酉丑…病于亥), as the 用时法 example 子辰日马到寅时 shows."
    ),
)

# 四大吉时 are named by 24-mountain half-hours (甲丙庚壬, 艮巽坤乾, 癸乙丁辛), not by 时辰.
# Inference (the texts give no clock mapping): the 24 mountains in ring order 壬子癸丑艮寅甲卯… are laid
# on the 24 half-时辰 初/正 in the same order, so each stem or trigram mountain is the 初 half (first clock
# hour) of the 时辰 after it on the ring: 壬 = 子初 23:00–24:00, 甲 (between 寅 and 卯) = 卯初 05:00–06:00,
# 艮 = 寅初 03:00–04:00 … . The hour carrying that 初 half is flagged as holding the 四大吉时; the god's
# note on each hour names the mountain and says only that half is meant. Why the 初 half: on the ring a
# stem/trigram mountain is centred on the boundary between two branches, and in time that boundary is the
# 初 instant of the later 时辰 (甲 ↔ 05:00 = 卯初); 月将加时, which 003 L1779 says the 四大吉时 use, puts
# the 天盘 四煞 under the 四维 exactly there. Strictly the mountain straddles 04:30–05:30; the almanac
# convention of 24 one-hour 时 (初/正) forces a choice, and the later 时辰's 初 half is the one that keeps
# the mountain's name ring order (壬子癸丑… = 子初子正丑初丑正…). The other reading, the 正 half of the
# earlier 时辰 (甲 = 寅正 04:00–05:00), is not used.
SIDA_MOUNTAIN_HOUR = {
    "壬": "子", "癸": "丑", "艮": "寅", "甲": "卯", "乙": "辰", "巽": "巳",
    "丙": "午", "丁": "未", "坤": "申", "庚": "酉", "辛": "戌", "乾": "亥",
}
SIDA_HOUR_MOUNTAIN = {hour: mountain for mountain, hour in SIDA_MOUNTAIN_HOUR.items()}
# By 月建: 孟月 (寅申巳亥) 甲丙庚壬, 仲月 (子午卯酉) 艮巽坤乾, 季月 (辰戌丑未) 癸乙丁辛.
SIDA_MOUNTAINS = tuple(("艮巽坤乾", "癸乙丁辛", "甲丙庚壬")[b % 3] for b in range(12))

SIDA_JISHI = HourGod(
    name="四大吉时",
    kind=GOOD,
    key=MONTH_BRANCH,
    table=tuple(
        "".join(sorted((SIDA_MOUNTAIN_HOUR[m] for m in mountains), key="子丑寅卯辰巳午未申酉戌亥".index))
        for mountains in SIDA_MOUNTAINS
    ),
    rule="四大吉时（四煞没时）：正四七十四孟月，用甲丙庚壬时；二五八十一四仲月，用艮巽坤乾时；三六九十二四季月，用癸乙丁辛时。",
    source=Source(SEED_XIEJI_SUMMARY, "四大吉时", 345),
    aliases=aliases("四煞没时", Source(SEED_XIEJI_SUMMARY, "四大吉时（四煞没时）", 345)),
    grade="四大吉，又为神藏煞没",
    note=(
        "24-mountain half-hours mapped to the 初 half of a 时辰 (inference, see SIDA_MOUNTAIN_HOUR). 001 §用时法 "
        "L543 repeats the rule with 季月 “乙辛丁卯”: 卯 is a branch, read 癸 as at L345 (digest F-15)."
    ),
)

SHIJIAN = HourGod(
    name="时建",
    kind=GOOD,
    key=DAY_BRANCH,
    table=tuple("子丑寅卯辰巳午未申酉戌亥"),
    rule="时建吉，与日比和也。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 541),
    derived=True,
    note="Inference (digest H8): the hour whose branch is the day branch, as 月建 is the month's own branch.",
)

SANHE = HourGod(
    name="三合",
    kind=GOOD,
    key=DAY_BRANCH,
    # 申子辰, 亥卯未, 寅午戌, 巳酉丑 (001 §三合 L25): the other two members of the day branch's triad.
    table=("辰申", "巳酉", "午戌", "未亥", "子申", "丑酉", "寅戌", "卯亥", "子辰", "丑巳", "寅午", "卯未"),
    rule="用时法：时者，日之用也，全在帮护日辰，或与日支干比和，或与日支三合六合皆吉。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 529),
    derived=True,
    note="Triads from 001 §三合 L25.",
)

LIUHE = HourGod(
    name="六合",
    kind=GOOD,
    key=DAY_BRANCH,
    # 子丑, 寅亥, 卯戌, 辰酉, 巳申, 午未 (001 §六合 L23).
    table=("丑", "子", "亥", "戌", "酉", "申", "未", "午", "巳", "辰", "卯", "寅"),
    rule=SANHE.rule,
    source=SANHE.source,
    derived=True,
    note="Pairs from 001 §六合 L23 (子丑合土，寅亥合木，卯戌合火，辰酉合金，午未合为日月，巳申合水).",
)

# --- 凶 --------------------------------------------------------------------------------------

SHIPO = HourGod(
    name="时破",
    kind=BAD,
    key=DAY_BRANCH,
    table=_opposite(),
    rule="时破大凶，日支冲时支也，如子日午时之类。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 533),
    grade="大凶",
    derived=True,
)

# 刑 by 001 §岁刑 L93: 子刑卯、丑刑戌、寅刑巳、卯刑子、巳刑申、未刑丑、申刑寅、戌刑未、辰午酉亥为自刑.
SHIXING = HourGod(
    name="时刑",
    kind=BAD,
    key=DAY_BRANCH,
    table=tuple(BRANCHES[b] for b in PUNISHES),
    rule="时刑次凶，日子刑时支也，如子日卯时之类。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 535),
    grade="次凶",
    derived=True,
    note=(
        "Printed “日子刑时支”, read 日支刑时支 (digest F-14). The 刑 pairs are 001 §岁刑 L93. On 辰午酉亥 days "
        "(自刑) the 时刑 hour is also the 时建 hour; 时刑 (次凶) then decides."
    ),
)

WUBUYU = HourGod(
    name="五不遇时",
    kind=BAD,
    key=DAY_STEM,
    # the hour whose 五鼠遁 stem 克 the day stem with the same polarity (七杀): day stem + 6
    table=("午", "巳", "辰", "卯", "寅", "丑亥", "子戌", "酉", "申", "未"),
    rule="五不遇时：时干克日干也，如甲日庚时，乙日辛时。凡事不用。",
    source=Source(SEED_XIEJI_SUMMARY, "五不遇时", 347),
    grade="次凶",
    derived=True,
    reading="同性相克",
    note=(
        "001 §用时法 L537: “五不遇时次凶，时干克日干也，如甲日庚午时之类”. Both examples (甲庚, 乙辛) are "
        "same-polarity, so that reading is the default (digest F-38); the reading without polarity is kept as "
        "WUBUYU_ANY_POLARITY and not counted."
    ),
)

WUBUYU_ANY_POLARITY = HourGod(
    name="五不遇时",
    kind=BAD,
    key=DAY_STEM,
    # every hour whose 五鼠遁 stem 克 the day stem, either polarity
    table=("午未", "辰巳", "辰巳", "寅卯", "寅卯", "子丑戌亥", "子丑戌亥", "申酉", "申酉", "午未"),
    rule=WUBUYU.rule,
    source=WUBUYU.source,
    grade="次凶",
    derived=True,
    reading="不论阴阳",
    default=False,
    note="The literal reading of 时干克日干 (digest F-38); not counted by the engine.",
)

JIELU = HourGod(
    name="截路空亡",
    kind=BAD,
    key=DAY_STEM,
    table=_stem_pairs(("申酉", "午未", "辰巳", "寅卯", "子丑戌亥")),
    rule="截路空亡：甲己日申酉时，乙庚日午未时，丙辛日辰巳时，丁壬日寅卯时，戊癸日子丑戌亥时。",
    source=Source(SEED_XIEJI_SUMMARY, "截路空亡", 349),
    grade="忌出行，不忌葬事",
    note="001 §用时法 L539: “旬中空亡、截路空亡忌出行，不忌葬事”. The printed hours are those whose 五鼠遁 stem is 壬 or 癸.",
)

XUNKONG = HourGod(
    name="旬中空亡",
    kind=BAD,
    key=DAY_XUN,
    # 甲子旬 戌亥, 甲戌旬 申酉, 甲申旬 午未, 甲午旬 辰巳, 甲辰旬 寅卯, 甲寅旬 子丑
    table=("戌亥", "申酉", "午未", "辰巳", "寅卯", "子丑"),
    rule="旬中空亡、截路空亡忌出行，不忌葬事。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 539),
    grade="忌出行，不忌葬事",
    derived=True,
    note=(
        "The two branches a 旬 of ten days does not reach. The seed names it without a table; 001 §无禄 L253 "
        "(“此十日禄皆落空”) uses the same 空."
    ),
)

SHICHONG_YUE = HourGod(
    name="时冲月令",
    kind=BAD,
    key=MONTH_BRANCH,
    table=_opposite(),
    rule="时冲月令太岁皆凶，大事则忌，小事可勿论。",
    source=Source(SEED_XIEJI_SUMMARY, "用时法", 531),
    grade="大事则忌，小事可勿论",
    derived=True,
    note="月令 = 月建 (节气 month branch); the hour branch 冲 it.",
)

SHICHONG_SUI = HourGod(
    name="时冲太岁",
    kind=BAD,
    key=YEAR_BRANCH,
    table=_opposite(),
    rule=SHICHONG_YUE.rule,
    source=SHICHONG_YUE.source,
    grade="大事则忌，小事可勿论",
    derived=True,
)

# In the order the engine lists them on an hour (吉 before 凶). Non-default readings are data only.
HOUR_GODS: tuple[HourGod, ...] = (
    TIANYI_YANG, TIANYI_YIN, RI_LU, RI_MA, TIANGUAN, FUXING, XISHEN, SIDA_JISHI, SHIJIAN, SANHE, LIUHE,
    SHIPO, SHIXING, WUBUYU, JIELU, XUNKONG, SHICHONG_YUE, SHICHONG_SUI,
)
ALTERNATIVE_READINGS: tuple[HourGod, ...] = (WUBUYU_ANY_POLARITY,)

# --- 天星吉时 (seed 003) ---------------------------------------------------------------------

# The six 黄道 hours are found with day_basics.huangdao(hour branch, day branch) (003 L1763 “子午日起申…
# 值道远通达遥还字有辵绕者为吉，亦即起黄道之法”). The fancy star names are the 黄道 gods under other
# names (003 L1755, continued at L1759 — the original sentence “明辅星贵人星即明/堂也” is split across the
# two lines by the interleaved translation). Note 贵人星 here is 明堂, not 天乙贵人.
TIANXING_STARS = {
    "青龙": ("天贵星", "太乙星"),
    "明堂": ("明辅星", "贵人星"),
    "金匮": ("月仙星", "福德星"),
    "天德": ("天德星", "宝光星"),
    "玉堂": ("天开星", "少微星"),
    "司命": ("日仙星", "凤辇星"),
}
TIANXING_SOURCE = Source(SEED_XIEJI_APPENDIX, "天星吉时", 1755, note="continued at L1759; method L1763")

# --- 吉将加时 / 贵登天门 (seed 003 L1771–L1781): only partly computable ------------------------

# The six 吉将 of 六壬 (003 L1775 “六壬之贵人六合青龙太常太阴天后六吉将也”) and the method
# “以月将加时视时上所临之神遇吉将者是”; 贵登天门 = 六神悉伏 (same line).
JIJIANG = ("贵人", "六合", "青龙", "太常", "太阴", "天后")
JIJIANG_SOURCE = Source(SEED_XIEJI_APPENDIX, "吉将加时", 1775)

# 月将 = the 宫 the Sun enters at each 中气 (003 §推测时刻, original text: “雨水亥宫初度” L463 …; the
# translation lines say “雨水中气太阳在亥宫初度” L465), agreeing with 001 §六合 L23 “正月建寅，月将在亥”.
# The 月将 changes at the 中气, half a month after the 节 that opens the month. Values: (月将, line).
MONTH_GENERAL_BY_ZHONGQI = {
    "雨水": ("亥", 463), "春分": ("戌", 79), "谷雨": ("酉", 123), "小满": ("申", 163),
    "夏至": ("未", 183), "大暑": ("午", 207), "处暑": ("巳", 247), "秋分": ("辰", 291),
    "霜降": ("卯", 335), "小雪": ("寅", 379), "冬至": ("丑", 399), "大寒": ("子", 423),
}
MONTH_GENERAL_SOURCE = Source(SEED_XIEJI_APPENDIX, "推测时刻 (X宫初度)", 463)

# What the seeds do NOT give, so that neither 吉将加时 nor 贵登天门 is computed for an hour:
# - the order of the twelve 天将 (only the six good ones are named) and the rule for laying them out
#   forwards or backwards from the 贵人 (顺/逆);
# - which branch is 天门 (贵登天门 = the 贵人 on 天门), and the other conditions of 六神悉伏;
# - which 贵人 (昼/夜) the 六壬 layout takes; 003 L795 gives 昼阳夜阴 (or 子至巳阳, 午至亥阴) for
#   时贵人, and the day/night boundary needs the day's sunrise (推测时刻).
# What is computable and provided (rules/hours.guiren_ground_branch): with the 月将 laid on the hour,
# the ground branch (地盘) under which the day's 阳贵/阴贵 then stands.
JIJIANG_MISSING = (
    "十二天将的次序与顺逆布法",
    "天门所在（贵登天门）及六神悉伏的其余条件",
    "六壬用昼贵或夜贵（003 L795 只说时贵人昼阳夜阴，昼夜界限须日出入时刻）",
)

# --- 十二时人神 (seed 003 L599) ---------------------------------------------------------------

# “子时在踝丑时在头寅时在耳。一云在目卯时在面辰时在项巳时在乳一云在肩午时在胸未时在腹申时在心酉时在膝
# 戌时在腰亥时在股” — and L603 “右皆人神所在不宜鍼灸见类经”. (part, 一云 alternative or '').
RENSHEN = (
    ("踝", ""), ("头", ""), ("耳", "目"), ("面", ""), ("项", ""), ("乳", "肩"),
    ("胸", ""), ("腹", ""), ("心", ""), ("膝", ""), ("腰", ""), ("股", ""),
)
RENSHEN_KIND = AVOID
RENSHEN_ACTIVITY = "针灸"
RENSHEN_SOURCE = Source(SEED_XIEJI_APPENDIX, "十二时人神所在", 599, note="不宜鍼灸: L603")
