"""Folk day gods that 选择求真 (seed 000, 卷八 辨伪论) rejects as false (伪), kept so they can be shown.

Project rule: an item the text rejects is still recognised when it falls on a day, and shown with the
text's reason (DayGod.rejected); it is never counted in verdicts. `kind` is what folk practice claimed,
`match` is the folk rule, `rule` quotes it as seed 000 reports it, `rejected` quotes the text's reason.
Quotes are converted to simplified characters but otherwise verbatim (OCR slips such as 岁以 for 遂以,
镶 for 禳 are kept); “……” marks an elision. Source notes name the lines every quote comes from and the
row of the digest (shared/reference/xuanze-qiuzhen-8-10.md, Table A) the entry answers.

Every row of the digest's Table A (A1–A66, A-2 variants V1–V27) is either an entry of REJECTED_DAY_GODS
or a row of NOT_COMPUTABLE with the reason it cannot be placed on a day.

Procedures that depend only on the day pillar (大煞白虎, 红嘴朱雀: the 60 甲子 laid through the nine
palaces) are written out as AnyPillar lists, so the engine can precompute them like any table; the
procedure itself is implemented below (dasha_baihu_palace, hongzui_zhuque_palace) and the tests check
that the lists are exactly what it yields and what the seed prints. Rules that need lunar data are
Computed matchers; COMPUTED_EVALUATORS documents them and EVALUATOR_FUNCTIONS implements them.
"""

from collections.abc import Callable

from almanac.core.calendar.ganzhi import BRANCHES, STEMS, month_branch
from almanac.core.calendar.nine_palaces import OUTER_FLY_ORDER, step
from almanac.core.calendar.nine_palaces import PALACES as _PALACES
from almanac.core.data.day_basics import HUANGDAO_GODS, HUANGDAO_GOOD, huangdao_start
from almanac.core.rules.model import BAD, GOOD, AnyPillar, Computed, DayGod, LunarDays, MonthBranch
from almanac.core.sources import SEED_QIUZHEN, Source

GROUP = "选择求真所辟"

# --- nine palaces (洛书 numbers) and the procedures of the rejected items ---------------------------

# Palace names as the rule texts here write them: the trigram, 中宫 for the centre (calendar.nine_palaces).
PALACES = {n: "中宫" if n == 5 else p.name for n, p in _PALACES.items()}


def nine_palace_from(start: int, day_index_60: int) -> int:
    """Palace (1–9) of cycle day `day_index_60` (甲子 = 0) when 甲子 is laid on palace `start` and the
    cycle runs forward through the nine palaces (顺行九宫: 1 → 2 → … → 9 → 1, the centre included)."""
    return step(start, day_index_60)


# 大煞白虎 (L293): 「甲子常将坎上亲，九宫顺走教君轮，假如戊辰居中五，即是大煞占中庭」.
DASHA_BAIHU_START = 1  # 坎


def dasha_baihu_palace(day_index_60: int) -> int:
    """大煞白虎: 甲子 on 坎1, forward; the days in 中5 are the 白虎 days (L295)."""
    return nine_palace_from(DASHA_BAIHU_START, day_index_60)


# 红嘴朱雀 (L305): 「但从震宫起甲子，巽宫乙丑顺行装」.
HONGZUI_START = 3  # 震


def hongzui_zhuque_palace(day_index_60: int) -> int:
    """红嘴朱雀: 甲子 on 震3, 乙丑 巽4, forward; the palace the day falls in forbids its activity (L305)."""
    return nine_palace_from(HONGZUI_START, day_index_60)


# 罗天大退日 (L223): lunar day → the day branch to avoid on it (鼠子 羊未 马午 鸡酉 兔卯 虎寅 牛丑 犬戌 猴申).
LUOTIAN_DATUI_DAYS: dict[int, str] = {
    1: "子", 3: "未", 5: "午", 9: "酉", 11: "卯", 12: "寅", 17: "丑", 21: "子", 25: "戌", 27: "寅", 29: "申",
}


def luotian_datui_day(day_index_60: int, lunar_day: int) -> bool:
    """罗天大退 (day version): the lunar day is one of the verse's and the day branch is its animal."""
    return BRANCHES[day_index_60 % 12] == LUOTIAN_DATUI_DAYS.get(lunar_day)


# 罗天大退时 (L229): 「申巳退蛇乙庚猴，丙辛忌猪丁壬牛，戊癸二日共寅巳」, day stem pair → hour branches.
# 「申巳」 is read as 甲己 (the only stem pair the verse leaves out; 申/甲 and 巳/己 are look-alikes).
LUOTIAN_DATUI_HOURS: dict[str, str] = {"甲己": "巳", "乙庚": "申", "丙辛": "亥", "丁壬": "丑", "戊癸": "寅巳"}


def luotian_datui_hour(day_stem: int, hour_branch: int) -> bool:
    """罗天大退 (hour version): hour-level, so not a DayGod (see NOT_COMPUTABLE); for an hour view."""
    pair = next(p for p in LUOTIAN_DATUI_HOURS if STEMS[day_stem] in p)
    return BRANCHES[hour_branch] in LUOTIAN_DATUI_HOURS[pair]


# 尊星/帝星, day rule (L63): 「凡冬至后，甲子日尊星起乾，夏至后，甲子日尊星起坎。顺行六十日，不入中宫，
# 其对宫为帝星」. Eight palaces, the centre skipped. Direction-keyed (see NOT_COMPUTABLE): for a site view.
ZUNXING_CYCLE = OUTER_FLY_ORDER  # 乾6 兑7 艮8 离9 坎1 坤2 震3 巽4


def zunxing_day_palace(day_index_60: int, after_winter_solstice: bool) -> int:
    """Palace of 尊星 on a day; 帝星 is the opposite palace (10 − p). `after_winter_solstice`: the last
    solstice passed was 冬至 (else 夏至). The text does not say whether the days between a solstice and
    the next 甲子 day already count from the new start; this reads the half-year as a whole."""
    return ZUNXING_CYCLE[(day_index_60 + (0 if after_winter_solstice else 4)) % 8]


# 周堂, marriage (L333): 「周堂大月初一妨夫，小月初一妨妇」「周堂十五大月妨妇，小月妨夫」.
# 大月 / 小月 = the lunar month has 30 / 29 days.
def _month_is_big(lunar_month_length: int) -> bool:
    if lunar_month_length not in (29, 30):
        raise ValueError(f"a lunar month has 29 or 30 days, not {lunar_month_length}")
    return lunar_month_length == 30


def zhoutang_husband(lunar_day: int, lunar_month_length: int) -> bool:
    """周堂 妨夫: 初一 of a 大月, or 十五 of a 小月."""
    big = _month_is_big(lunar_month_length)
    return (lunar_day == 1 and big) or (lunar_day == 15 and not big)


def zhoutang_wife(lunar_day: int, lunar_month_length: int) -> bool:
    """周堂 妨妇: 初一 of a 小月, or 十五 of a 大月."""
    big = _month_is_big(lunar_month_length)
    return (lunar_day == 1 and not big) or (lunar_day == 15 and big)


COMPUTED_EVALUATORS: dict[str, str] = {
    "luotian_datui_day": (
        "luotian_datui_day(day_index_60: int, lunar_day: int) -> bool. 罗天大退日 (L223): true when the "
        "lunar day is in LUOTIAN_DATUI_DAYS and the day branch is the branch listed for it: 初一子 初三未 "
        "初五午 初九酉 十一卯 十二寅 十七丑 廿一子 廿五戌 廿七寅 廿九申. The verse does not say outright that "
        "the animal is the day's branch; the hour version is a separate verse (L229), so it is read so."
    ),
    "zhoutang_husband": (
        "zhoutang_husband(lunar_day: int, lunar_month_length: int) -> bool. 周堂 妨夫 (L333): 大月 (30 days) "
        "初一, or 小月 (29 days) 十五. Raises ValueError for a month length other than 29/30."
    ),
    "zhoutang_wife": (
        "zhoutang_wife(lunar_day: int, lunar_month_length: int) -> bool. 周堂 妨妇 (L333): 小月 (29 days) "
        "初一, or 大月 (30 days) 十五. Raises ValueError for a month length other than 29/30."
    ),
}

EVALUATOR_FUNCTIONS: dict[str, Callable[..., bool]] = {
    "luotian_datui_day": luotian_datui_day,
    "zhoutang_husband": zhoutang_husband,
    "zhoutang_wife": zhoutang_wife,
}


# --- 黄道/黑道 renamed (L155): positions from the kept 黄道 table (day_basics, seed 003) --------------

def _huangdao_branches(offsets) -> tuple[str, ...]:
    """Per solar month, the day branches holding the 黄道 gods at `offsets` (0 = 青龙 … 11 = 勾陈)."""
    values = []
    for month in range(1, 13):
        start = huangdao_start(month_branch(month))
        values.append("".join(BRANCHES[b] for b in range(12) if (b - start) % 12 in offsets))
    return tuple(values)


_HUANGDAO_BAD = frozenset(range(12)) - HUANGDAO_GOOD
_RENAMED = "卷八 辨伪论 · 辩神煞同位异名"
_RENAMED_REASON = "「夫神煞一也，而名号旁见侧出，惑人耳目，深可厌恶，今查明概行删去」"

# --- 红嘴朱雀 (L305): the palace a day falls in, and what it forbids ---------------------------------

_HONGZUI = "卷八 辨伪论 · 辩红嘴朱雀"
_HONGZUI_REASON = (
    "「按震宫起甲子，揆于各家五行全无取义，罗氏谓此煞出乎五行理外，智者勿泥」"
    "「是六十日日日皆朱雀，何朱雀若是之多耶」——无五行生克之理，六十日日日皆有朱雀"
)
# (palace, the verse's words for it, pillars in it, extra reason)
_HONGZUI_PALACES = (
    (5, "行到中宫莫归火", "丙寅 乙亥 甲申 癸巳 壬寅 辛亥 庚申",
     "「用之均可吉，何有一毫损失」——编者以辛亥、壬寅日入中宫归火进宅，皆无损"),
    (6, "乾宫一位莫安床", "丁卯 丙子 乙酉 甲午 癸卯 壬子 辛酉",
     "「然凶不在男女身上，而反凶在床与宅长，有是理乎」"),
    (7, "兑上占之莫修井", "戊辰 丁丑 丙戌 乙未 甲辰 癸丑 壬戌", ""),
    (8, "艮宫莫作僧道房", "己巳 戊寅 丁亥 丙申 乙巳 甲寅 癸亥", ""),
    (9, "离宫大门君莫犯", "庚午 己卯 戊子 丁酉 丙午 乙卯", ""),
    (1, "坎宫水沟大难当", "辛未 庚辰 己丑 戊戌 丁未 丙辰", ""),
    (2, "坤宫嫁娶损宅长", "壬申 辛巳 庚寅 己亥 戊申 丁巳",
     "「然凶不在男女身上，而反凶在床与宅长，有是理乎」"),
    (3, "震宫修厨新妇亡", "甲子 癸酉 壬午 辛卯 庚子 己酉 戊午", ""),
    (4, "巽宫一位管山野，入山伐木定遭殃", "乙丑 甲戌 癸未 壬辰 辛丑 庚戌 己未", ""),
)
_HONGZUI_PRINTED = {
    6: "「彼如甲子起震到乾，则丁卯丙子乙酉甲午癸卯壬子辛酉七日」",
    2: "「到坤则壬申、辛巳、庚寅、己亥、戊申、丁巳六日」",
}


def _hongzui(palace: int, words: str, pillars: str, extra: str) -> DayGod:
    printed = _HONGZUI_PRINTED.get(palace, "")
    return DayGod(
        name="红嘴朱雀",
        kind=BAD,
        match=AnyPillar(pillars),
        source=Source(
            SEED_QIUZHEN, _HONGZUI, 301,
            note=f"digest A62{', V25' if palace == 5 else ''}; {PALACES[palace]}; rule L305, L307; "
                 "reason L307, L309, L313, L315, L317",
        ),
        rule=f"「但从震宫起甲子，巽宫乙丑顺行装」：甲子起震三顺行九宫，值{PALACES[palace]}之日"
             + (f"：{printed}" if printed else f"（{pillars.replace(' ', '、')}）"),
        meaning=f"「{words}」",
        spellings=("紅嘴朱雀",),
        group=GROUP,
        rejected=_HONGZUI_REASON + (f"；{extra}" if extra else ""),
    )


# --- 横天朱雀 (L331): four lunar days, each with its own taboo ----------------------------------------

_HENGTIAN = "卷八 辨伪论 · 辩横天朱雀"
_HENGTIAN_VERSE = "「初一行嫁主再嫁，初九造屋回禄殃，十七埋坟冷退死，廿五移徙人口伤」"
_HENGTIAN_USED = "「其谓初九不起屋，十七不埋坟，二十五不移徙，予屡选用而无验也。一并删除」——编者屡用其日而无验"
_HENGTIAN_DAYS = (
    (1, "初一", "初一行嫁主再嫁",
     "「按横天朱雀，初一不行嫁，不知何所取义」「然周堂即为不经，而横天朱雀益可知矣」——不知所取义，或即周堂之意"),
    (9, "初九", "初九造屋回禄殃", _HENGTIAN_USED),
    (17, "十七", "十七埋坟冷退死", _HENGTIAN_USED),
    (25, "廿五", "廿五移徙人口伤", _HENGTIAN_USED),
)


def _hengtian(day: int, day_name: str, words: str, reason: str) -> DayGod:
    return DayGod(
        name="横天朱雀",
        kind=BAD,
        match=LunarDays((day,)),
        source=Source(SEED_QIUZHEN, _HENGTIAN, 327, note=f"digest A64; {day_name}; rule L331; reason L333"),
        rule=f"{_HENGTIAN_VERSE}：农历{day_name}",
        meaning=f"「{words}」",
        spellings=("橫天朱雀",),
        group=GROUP,
        rejected=reason,
    )


_ZHOUTANG_REASON = (
    "「然周堂即为不经」「不过劝人节色欲耳，非禁人婚娶也。茍周堂横天果以此为忌，真千古之罪人矣」"
    "——编者疑其出于每月初一、十五之戒期，本非婚娶之忌"
)
_ZHOUTANG_NOTE = ("digest A65; rule L333; reason L333, L335; seed 000 gives only 初一/十五 (the full "
                  "8-position 嫁娶周堂 is seed 003 line 727ff, not used here)")

REJECTED_DAY_GODS: tuple[DayGod, ...] = (
    DayGod(
        name="明星",
        kind=GOOD,
        match=MonthBranch(_huangdao_branches(HUANGDAO_GOOD)),
        source=Source(SEED_QIUZHEN, _RENAMED, 155,
                      note="digest A25; positions: the 黄道 table of seed 003 line 1763 (day_basics), keyed by 月建"),
        rule="「又如黄道黑道，则又别立名色，曰明星，黑星」：明星即黄道（青龙、明堂、金匮、天德、玉堂、司命）之日",
        group=GROUP,
        rejected=_RENAMED_REASON + "——明星即黄道之别名，已作黄道计，不重出",
    ),
    DayGod(
        name="黑星",
        kind=BAD,
        match=MonthBranch(_huangdao_branches(_HUANGDAO_BAD)),
        source=Source(SEED_QIUZHEN, _RENAMED, 155,
                      note="digest A25; positions: the 黑道 of the table of seed 003 line 1763, keyed by 月建"),
        rule="「又如黄道黑道，则又别立名色，曰明星，黑星」：黑星即黑道（天刑、朱雀、白虎、天牢、玄武、勾陈）之日",
        group=GROUP,
        rejected=_RENAMED_REASON + "——黑星即黑道之别名，已作黑道计，不重出",
    ),
    DayGod(
        name="雷公",
        kind=BAD,
        match=MonthBranch(_huangdao_branches({HUANGDAO_GODS.index("青龙")})),
        source=Source(SEED_QIUZHEN, _RENAMED, 155, note="digest A26; position: 青龙 of the 黄道 table, keyed by 月建"),
        rule="「雷公与天岳吉凶互异，雷公即青龙」「而雷公为凶」：青龙之日，俗名雷公，以为凶",
        group=GROUP,
        rejected="「雷公即青龙，本吉星也」「曹震圭、邵泰冲已辩其误，而未之改正」——即青龙黄道，本吉，俗反以为凶",
    ),
    DayGod(
        name="天岳",
        kind=GOOD,
        match=MonthBranch(_huangdao_branches({HUANGDAO_GODS.index("天牢")})),
        source=Source(SEED_QIUZHEN, _RENAMED, 155, note="digest A27; position: 天牢 of the 黄道 table, keyed by 月建"),
        rule="「天岳即天牢」「岁以天岳为吉」：天牢之日，俗名天岳，以为吉",
        group=GROUP,
        rejected="「天岳即天牢，本凶星也，因天牢而别名天狱，因狱而讹狱，又因狱而讹岳」——即天牢黑道，本凶，名讹而俗误以为吉",
    ),
    DayGod(
        name="罗天大退",
        kind=BAD,
        match=Computed("luotian_datui_day"),
        source=Source(SEED_QIUZHEN, "卷八 辨伪论 · 辩罗天大退日", 219,
                      note="digest A46 (day version); rule L223; reason L231"),
        rule=(
            "「初一休逢鼠，初三莫遇羊，初五马头上，初九问鸡乡。十一勿遇兔，十二虎在旁，十七牛耕地，廿一鼠绝粮。"
            "廿五怕犬吠，廿七虎遭伤，廿九猴作戏」：农历该日逢所言之支（初一子日、初三未日……廿九申日）"
        ),
        meaning="「日退最难当」",
        spellings=("羅天大退",),
        group=GROUP,
        rejected=(
            "「问五寻风，上天下地，虽有起例歌诀，实无理道根源」「年月既无理义，日时愈不足言矣」"
            "——凡言退者乃五行不足之气，罗天大退无五行来历"
        ),
    ),
    DayGod(
        name="大煞白虎",
        kind=BAD,
        match=AnyPillar("戊辰 丁丑 丙戌 乙未 甲辰 癸丑 壬戌"),
        source=Source(SEED_QIUZHEN, "卷八 辨伪论 · 辩大煞白虎、雷霆白虎", 289,
                      note="digest A60; rule L293, L295; reason L295"),
        rule=(
            "「甲子常将坎上亲，九宫顺走教君轮，假如戊辰居中五，即是大煞占中庭」：甲子起坎一顺行九宫，"
            "戊辰、丁丑、丙戌、乙未、甲辰、癸丑、壬戌「七日中中宫，则白虎也」"
        ),
        meaning="「忌修方宴会，犯之取牲血滴用事处镶之吉」",
        group=GROUP,
        rejected=(
            "「是犹月忌之义，非凶煞也。即同为煞，也不过同戊己土煞耳，有何甚忌？」「至观其镶法，谬不待言矣」"
            "——戊辰入中五乃河图皇极之数，犹月忌，非凶煞"
        ),
    ),
    *(_hongzui(*row) for row in _HONGZUI_PALACES),
    *(_hengtian(*row) for row in _HENGTIAN_DAYS),
    DayGod(
        name="周堂",
        kind=BAD,
        match=Computed("zhoutang_husband"),
        source=Source(SEED_QIUZHEN, _HENGTIAN, 333, note=_ZHOUTANG_NOTE),
        rule="「其或与周堂大月初一妨夫，小月初一妨妇之意也」「周堂十五大月妨妇，小月妨夫」：大月初一、小月十五",
        meaning="嫁娶「妨夫」",
        group=GROUP,
        rejected=_ZHOUTANG_REASON,
    ),
    DayGod(
        name="周堂",
        kind=BAD,
        match=Computed("zhoutang_wife"),
        source=Source(SEED_QIUZHEN, _HENGTIAN, 333, note=_ZHOUTANG_NOTE),
        rule="「其或与周堂大月初一妨夫，小月初一妨妇之意也」「周堂十五大月妨妇，小月妨夫」：小月初一、大月十五",
        meaning="嫁娶「妨妇」",
        group=GROUP,
        rejected=_ZHOUTANG_REASON,
    ),
)


# --- what cannot be placed on a day -------------------------------------------------------------------
# (name as the seed writes it, simplified — several names are separated by “、”, a parenthesis says which
#  version or claim; seed 000 line where the name is printed; why it is not a day entry). Each `why` starts
# with the digest row(s) it answers.

NOT_COMPUTABLE: tuple[tuple[str, str, str], ...] = (
    # 卷八 · 辨诸家銮驾星曜 (L15): direction "emperor stars"; their 立成 (L17–51) survive as headings only.
    ("玉皇銮驾", "15", "A1: a star brought to a mountain/direction, not a day; its 立成 is not printed (L17–19 are "
                       "headings only)."),
    ("紫微帝星", "15", "A2: as 玉皇銮驾 — direction star; 立成 missing (L21–23)."),
    ("紫微銮驾", "25", "A3: only the mnemonic 「年龙月兔日虎时牛」 survives; the day version's count and what it "
                       "governs are not given."),
    ("北辰帝星", "15", "A4: as 玉皇銮驾 — direction star; 立成 missing (L29–31)."),
    ("撼龙帝星", "15", "A5: as 玉皇銮驾 — direction star; 立成 missing (L33–35)."),
    ("都天宝照", "15", "A6: as 玉皇銮驾 — direction star; 立成 missing (L37–39)."),
    ("都天转运行衙帝星", "15", "A7: as 玉皇銮驾 — direction star; 立成 missing (L41–43)."),
    ("周仙罗星", "15", "A8: as 玉皇銮驾 (also 周望仙人罗星, L45) — direction star; 立成 missing."),
    ("星马贵人吉凶方位", "49", "A9: directions, not days; 立成 missing."),
    ("金轮、火轮、水轮、天乙、太乙", "15", "A10: sub-names inside one 帝星; no rule."),
    ("尊星、帝星 (年、月)", "59", "A11: year and month rules put 尊星 in a palace (帝星 opposite); "
                               "year/month level and keyed to a site's mountain/facing/direction."),
    ("尊星、帝星 (日)", "63", "A11: day rule computable (zunxing_day_palace) but it names a palace for every day; "
                           "it bears on a day only for work whose mountain/facing/direction lies there — a "
                           "site view, not a day god."),
    ("尊星、帝星 (时)", "65", "A11: hour rule, palace-keyed like the day rule; hour level and site-relative."),
    ("通天窍", "89", "A12: twelve 双山 positions from the year's 三合; year directions (its 月日时 are only "
                   "'the year's 三合 and their opposites')."),
    ("走马六壬", "99", "A13: the 十二将 laid on branches by year; year directions; figure missing."),
    ("四利三元", "111", "A14: twelve year directions counted from 太岁; qualified rather than rejected."),
    ("差方禄马贵人", "119", "A15: palace of the year/month/day/hour then 天罡 on a branch; a direction "
                       "(山向方), not a day quality; 阴遁 is contradictory (L121 vs L125)."),
    ("巡山二十四神煞", "143", "A16: 24 names on the 24 mountains by year branch; year directions."),
    ("罗喉 (属火之说)", "149", "A17: a claim about 巡山罗喉 (a year direction), not a rule."),
    ("头白空亡", "155", "A18: = 浮天空亡 renamed; a year direction."),
    ("八山空亡", "155", "A19: = 浮天空亡 renamed; a year direction."),
    ("翎毛禁向", "155", "A20: = 坐煞向煞 renamed; a facing."),
    ("八方刀占、八山刀占", "155", "A21: = 坐煞向煞 renamed (plus 三合月); a facing."),
    ("阴中太岁", "155", "A22: = 六害 renamed; 「年月神煞」, a direction."),
    ("阴中煞", "155", "A23: = 六害 renamed; a direction."),
    ("净栏煞", "155", "A24: = 小耗 renamed; a direction."),
    ("福厚、恩胜", "155", "A28: 王官守相民日 padded to twelve and renamed; the seed gives neither the twelve names "
                       "nor their positions (立成 missing)."),
    ("朱雀、贵人 (建除十二神别名)", "155", "A29: further names for the 建除十二神; the seed does not say which "
                                       "officer each renames."),
    ("驿马临官", "159", "A30: stems in front of 驿马 and their opposites; directions."),
    ("马前", "159", "A31: the stem in front of 驿马; a direction."),
    ("金童撞命煞", "159", "A32: opposite of 六害; a direction."),
    ("隐伏血刃", "165", "A33: from the year stem or branch; no rule printed."),
    ("千金血刃", "165", "A34: as 隐伏血刃."),
    ("五子打劫血刃", "165", "A35: as 隐伏血刃."),
    ("山家火血", "165", "A36: as 隐伏血刃 (mountain-keyed)."),
    ("山家刀砧", "165", "A37: as 隐伏血刃 (mountain-keyed)."),
    ("逆血刃", "171", "A38: 8 stems and 4 corners spread over the 60 甲子; the 合表 (「今为合表列后」) is not "
                    "printed."),
    ("九良星", "171", "A39: day-keyed (「分布六十甲子，每日在一处」) but the place of each day is only in the "
                    "合表, which is not printed; and it names a place, not a day quality."),
    ("暗刀煞", "171", "A40: 「六月分占十二处，五年一周」 — month-keyed places; table not printed."),
    ("九良煞", "177", "A41: 「转捏一九良煞」 — no rule at all."),
    ("六十年空亡", "179", "A42: a year voids a site; year level, no rule."),
    ("一白二十年空亡", "183", "A43: as 六十年空亡."),
    ("五白年空亡", "183", "A44: as 六十年空亡."),
    ("罗天大进 (年、月)", "185", "A45: year palace (甲子年起兑七) and month palace (问四寻风); "
                             "year/month level."),
    ("罗天大退 (年)", "199", "A46: year palace by year stem (L207–209); year level."),
    ("罗天大退 (月)", "211", "A46: month palace (问五寻风, L217); month level."),
    ("罗天大退 (时)", "225", "A46: hour version (L229) — hour level, no hour schema in model.py; "
                           "luotian_datui_hour() and LUOTIAN_DATUI_HOURS implement it (申巳 read as 甲己)."),
    ("皇天炙退", "233", "A47: 炙退 extended to stem mountains; a direction."),
    ("支退、流财 (年、月、日流财)", "241", "A48: 子年起巳 counted back; 日流财 gives a direction for each day "
                                     "(子日巳 …), not a day quality."),
    ("皇天大煞、通天大煞、飞天大煞", "243", "A49–A51: = 炙退's position renamed; year directions."),
    ("飞天独火", "249", "A52: = 炙退's position; a year direction; its flying rule is not given."),
    ("巡山火", "255", "A53: rule not given; a direction."),
    ("月游火", "255", "A54: month palace (L795: 正月 at the trigram of 太岁+1, then forward); month level."),
    ("火星 (其余三十余种)", "787", "A55: the other ~30 fires; neither names nor rules given."),
    ("天地燥火", "257", "A56: day/hour branches keyed to the facing (向) of the work (L261–265); needs a facing, "
                      "which a day page does not have; the printed groups are damaged."),
    ("冲丁煞", "271", "A57: clash of branch mountains; mountain-keyed, no rule."),
    ("三方煞", "275", "A58: mountain-keyed (双山/三山); no rule."),
    ("剑锋煞", "277", "A59: month → stem/corner mountain where burial is forbidden (L281–283); a mountain of "
                    "the month, not a day."),
    ("雷霆白虎", "289", "A61: verse (L297) gives a start palace and direction per stem pair, but not which "
                      "pillar (year/month/day) is keyed nor which position is 白虎 (「甲子住为仇」 unexplained)."),
    ("九天朱雀", "319", "A63: 平/收 counted from the year branch; a year direction (= 岁刑 renamed)."),
    ("山家朱雀", "337", "A66: month → palace (mountain); month level."),
    # 卷九/卷十: rejected variants and claims about kept gods (digest A-2). None is a god of the day.
    ("罗喉 (通书三合例、以一白水星制之)", "745", "V1, V2: a miscopied rule and remedy for 巡山罗喉, a year facing."),
    ("太岁 (喻我山以月日纳音制之)", "413", "V3: a remedy claim for 太岁, a year direction."),
    ("太岁 (叠打头火凶)", "413", "V4: a claim about 太岁, a year direction."),
    ("三煞 (以三合局补之)", "521", "V5: a remedy claim for 三煞, year directions."),
    ("戊己都天 (象吉之说)", "541", "V6: 象吉's severity claims for 戊己都天, a year direction."),
    ("戊己煞 (专用甲乙干制之)", "543", "V7: a remedy claim; year direction."),
    ("阴府太岁 (通书用干)", "553", "V8: 通书's stem lists for 阴府, keyed to the sitting mountain."),
    ("阴府 (宗镜以七煞克之)", "559", "V9: a remedy claim; sitting mountain."),
    ("年克、月克、日克、时克 (家长、宅母、新妇、子孙)", "583",
     "V10: the kin each 克 'harms'; 日克 is keyed to the sitting mountain's 墓运 纳音, and the claim adds no rule."),
    ("六害、飞天火 (炙退别名)", "613", "V11: other names for 炙退, a year direction."),
    ("打头火 (忌用寅午戌局)", "769", "V12: a remedy claim for 大煞, a year direction."),
    ("打头火 (太旺则亢，亢则属火)", "769", "V13: a claim that 大煞 is fire; year direction."),
    ("浮天空亡 (通书用干、宗镜一年两方)", "847", "V14: variant positions of a year direction."),
    ("浮天空亡 (以月刑冲之)", "853", "V15: a remedy claim; year direction."),
    ("小儿煞、逆小儿、骑健煞、顺小儿煞", "1099", "V16: names of 大/小月建 and the 'harms the head of house / "
                                          "small children' claims (「惑世诬民」, L1101); month palaces."),
    ("大月建 (宗镜：不可制，造葬皆忌)", "1097", "V17: a severity claim; month palace."),
    ("大月建 (宗镜以年干起例)", "1087", "V18: a variant start for a month palace."),
    ("戊己煞 (不动也凶)", "393", "V19: a claim about a year direction."),
    ("阴府 (宗镜制法)", "393", "V20: a remedy claim; sitting mountain."),
    ("豹尾 (曹震圭先锋之说)", "973", "V21: an explanation rejected; the position (year direction) stands."),
    ("死符 (曹震圭绝气之说)", "1005", "V21: an explanation rejected; the position stands."),
    ("六害 (曹震圭之说)", "1139", "V21: an explanation rejected; the position stands."),
    ("月建、月破 (通书论日不论方)", "1129", "V22: says the days are not enough — directions count too; "
                                       "not a rejected day god."),
    ("地燥火 (时师改时)", "419", "V23: an anecdote about 天地燥火 (see A56)."),
    ("岁破 (马到山头人润肥)", "451", "V24: a folk excuse for sitting on 岁破, a year direction."),
    ("年克 (旬日之内不忌)", "587", "V26: a claim about 年克, keyed to the sitting mountain."),
    ("阴府死活 (诸家论)", "565", "V27: appended without endorsement; sitting mountain."),
)
