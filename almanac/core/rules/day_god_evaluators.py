"""The day gods that are procedures rather than tables: each evaluator registers under the name its `Computed`
matcher gives and declares the DayContext fields it reads (rules/day_gods.py builds the tables from that).

Seed lines: 001 = 协纪辨方书 摘要, 003 = 协纪辨方书 卷三十五 附录, in ../shared/seeds.
"""

from functools import cache

from almanac.core.calendar.ganzhi import BRANCHES, ELEMENTS, STEMS, clashes
from almanac.core.calendar.pillars import day_ganzhi
from almanac.core.calendar.terms import TERM_INDEX, astro_table
from almanac.core.data import appendix_days as table003
from almanac.core.data import day_gods as table001
from almanac.core.data import rejected_day_gods as rejected
from almanac.core.data.derived_day_gods import SUIDE_STEM, SUIDEHE_STEM
from almanac.core.rules.day_gods import DayContext, register, register_days, register_parameterised

_FOUR_BEGINNINGS = tuple(TERM_INDEX[name] for name in ("立春", "立夏", "立秋", "立冬"))


@cache
def _four_beginning_days() -> tuple[int, ...]:
    return tuple(t.cst_ordinal for t in astro_table().terms if t.term in _FOUR_BEGINNINGS)


TUWANG_RULE = "tuwang_yongshi"


@register_days(TUWANG_RULE)
@cache
def tuwang_days() -> frozenset[int]:
    """土王用事 (001 §五行用事): the 18 days before each of the 四立 (立春 立夏 立秋 立冬)."""
    return frozenset(o for day in _four_beginning_days() for o in range(day - 18, day))


def in_tuwang_yongshi(ordinal: int) -> bool:
    """Whether a CST day is one of 土王用事 (001 §五行用事)."""
    return ordinal in tuwang_days()


@register("suide_day", reads=("day", "year_stem"))
def _suide_day(ctx: DayContext) -> bool:
    return ctx.day.stem == SUIDE_STEM[ctx.year_stem]


@register("suidehe_day", reads=("day", "year_stem"))
def _suidehe_day(ctx: DayContext) -> bool:
    return ctx.day.stem == SUIDEHE_STEM[ctx.year_stem]


_MUCANG_BY_SEASON = tuple(frozenset(BRANCHES.index(ch) for ch in cell) for cell in table001.MUCANG_BY_SEASON)
_MUCANG_TUWANG = frozenset(BRANCHES.index(ch) for ch in table001.MUCANG_TUWANG)


@register("mucang", reads=("day", "month", "ordinal"))
def _mucang(ctx: DayContext) -> bool:
    """母仓 (001 L225): 春亥子，夏寅卯，秋辰戌丑未，冬申酉，土王后巳午 (evaluated day by day: it reads the date)."""
    if ctx.ordinal in tuwang_days():
        return ctx.day.branch in _MUCANG_TUWANG
    return ctx.day.branch in _MUCANG_BY_SEASON[ctx.month - 1]


@register("bang_sifei", reads=("day", "month"))
def _bang_sifei(ctx: DayContext) -> bool:
    """傍四废 (001 L519): exactly one of stem and branch is of the season's 废 element."""
    stem_dead = STEMS[ctx.day.stem] in table001.SIFEI_STEMS[ctx.month - 1]
    branch_dead = BRANCHES[ctx.day.branch] in table001.SIFEI_BRANCHES[ctx.month - 1]
    return stem_dead != branch_dead


# The default reading's stems (001 L209, 六月 corrected to 甲), taken from the table itself.
_TIANDE_STEMS = next(g for g in table001.DAY_GODS if g.name == "天德" and g.default).match.values


@register("tiande_siwei_branch", reads=("day", "month"))
def _tiande_siwei_branch(ctx: DayContext) -> bool:
    """天德, 通书 reading: the 四维 months take the branch beside the trigram (坤→申, 乾→亥, 艮→寅, 巽→巳)."""
    siwei = table001.TIANDE_SIWEI_BRANCH[ctx.month - 1]
    if siwei:
        return BRANCHES[ctx.day.branch] == siwei
    return STEMS[ctx.day.stem] in _TIANDE_STEMS[ctx.month - 1]


@register("suipo", reads=("day", "year_branch"))
def _suipo(ctx: DayContext) -> bool:
    """岁破日 (001 L517, L49): the day branch clashes the 太岁."""
    return clashes(ctx.day.branch, ctx.year_branch)


@register("luotian_datui_day", reads=("day", "lunar_day"))
def _luotian_datui_day(ctx: DayContext) -> bool:
    return rejected.luotian_datui_day(ctx.day.index, ctx.lunar_day)


@register("zhoutang_husband", reads=("lunar_day", "lunar_month_length"))
def _zhoutang_husband(ctx: DayContext) -> bool:
    return rejected.zhoutang_husband(ctx.lunar_day, ctx.lunar_month_length)


@register("zhoutang_wife", reads=("lunar_day", "lunar_month_length"))
def _zhoutang_wife(ctx: DayContext) -> bool:
    return rejected.zhoutang_wife(ctx.lunar_day, ctx.lunar_month_length)


# --- seed 003 (附录) evaluators -------------------------------------------------------------------


@register("changxing", reads=("lunar_month", "lunar_day"))
def _changxing(ctx: DayContext) -> bool:
    """长星 (003 L627), by lunar month (a leap month counts as the month it repeats)."""
    return ctx.lunar_day in table003.CHANGXING_DAYS[ctx.lunar_month]


@register("duanxing", reads=("lunar_month", "lunar_day"))
def _duanxing(ctx: DayContext) -> bool:
    return ctx.lunar_day in table003.DUANXING_DAYS[ctx.lunar_month]


@register("duanxing_kaoyuan", reads=("lunar_month", "lunar_day"))
def _duanxing_kaoyuan(ctx: DayContext) -> bool:
    return ctx.lunar_day in table003.DUANXING_DAYS_KAOYUAN[ctx.lunar_month]


def _term_days(name: str) -> tuple[int, ...]:
    index = TERM_INDEX[name]
    return tuple(t.cst_ordinal for t in astro_table().terms if t.term == index)


def _first_stem_on_or_after(ordinal: int, stem: int) -> int:
    return ordinal + (stem - day_ganzhi(ordinal).stem) % 10


@cache
def _sanfu_days() -> tuple[frozenset[int], frozenset[int]]:
    """(the three 伏 days, the whole 三伏 season) — 夏至三庚 初伏, 四庚 中伏, 立秋初庚 末伏."""
    geng = STEMS.index("庚")
    days, season = set(), set()
    for summer, autumn in zip(_term_days("夏至"), _term_days("立秋")):
        chufu = _first_stem_on_or_after(summer, geng) + 20
        mofu = _first_stem_on_or_after(autumn, geng)
        days.update((chufu, chufu + 10, mofu))
        season.update(range(chufu, mofu + 10))
    return frozenset(days), frozenset(season)


@register_days("sanfu")
def _sanfu() -> frozenset[int]:
    return _sanfu_days()[0]


@register_days("sanfu_period")
def _sanfu_period() -> frozenset[int]:
    return _sanfu_days()[1]


@register_days("sheri")
@cache
def _she_days() -> frozenset[int]:
    """春社/秋社: the 5th 戊 day from 立春/立秋, the 节 day counted when it is itself a 戊 day."""
    wu = STEMS.index("戊")
    return frozenset(_first_stem_on_or_after(day, wu) + 40 for day in _term_days("立春") + _term_days("立秋"))


@register_parameterised("mansion_by_season", reads=("mansion", "month"))
def _mansion_by_season(ctx: DayContext, seasons: str) -> bool:
    return ctx.mansion in seasons.split("/")[(ctx.month - 1) // 3]


@register_parameterised("menguang", reads=("lunar_day", "lunar_month_length"))
def _menguang(ctx: DayContext, mark: str) -> bool:
    return table003.menguang_mark(ctx.lunar_day, ctx.lunar_month_length) == mark


# Personal rules: they need a person's 本命 (birth-year pillar) and never match without one.


@register("benming_xunkong", reads=("benming", "day"))
def _benming_xunkong(ctx: DayContext) -> bool:
    if ctx.benming is None:
        return False
    first = ctx.benming.index - ctx.benming.index % 10  # the 甲 that heads its 旬
    void = {(first + 10) % 12, (first + 11) % 12}
    return ctx.day.branch in void


@register("benming_nayin_youqi", reads=("benming", "day"))
def _benming_nayin_youqi(ctx: DayContext) -> bool:
    return ctx.benming is not None and BRANCHES[ctx.day.branch] in table003.BENMING_NAYIN_YOUQI[ctx.benming.nayin.element]


@register("benming_nayin_rumu", reads=("benming", "day"))
def _benming_nayin_rumu(ctx: DayContext) -> bool:
    return ctx.benming is not None and BRANCHES[ctx.day.branch] in table003.BENMING_NAYIN_RUMU[ctx.benming.nayin.element]


@register("benming_day", reads=("benming", "day"))
def _benming_day(ctx: DayContext) -> bool:
    return ctx.benming is not None and ctx.day.index == ctx.benming.index


@register("benming_chong", reads=("benming", "day"))
def _benming_chong(ctx: DayContext) -> bool:
    return ctx.benming is not None and clashes(ctx.day.branch, ctx.benming.branch)


@register("nayin_ke_benming", reads=("benming", "day"))
def _nayin_ke_benming(ctx: DayContext) -> bool:
    if ctx.benming is None:
        return False
    day_element = ELEMENTS.index(ctx.day.nayin.element)
    return (ELEMENTS.index(ctx.benming.nayin.element) - day_element) % 5 == 2


@register("benming_year_group", reads=("benming", "year_branch"))
def _benming_year_group(ctx: DayContext) -> bool:
    return ctx.benming is not None and ctx.year_branch % 3 == ctx.benming.branch % 3
