"""Find the gods (神煞) present on a day.

Most day gods depend only on the solar month and the day pillar: those are precomputed once into a
table of 12 × 60 entries (STATIC). The rest (lunar day, days after the 节, the year stem, procedures
such as 土王用事) are evaluated per day from a small DayContext.
"""

from bisect import bisect_right
from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import BRANCHES, CYCLE, ELEMENTS, STEMS, GanZhi, clashes
from almanac.core.calendar.pillars import _solar_months, day_ganzhi
from almanac.core.calendar.terms import TERM_INDEX, astro_table
from almanac.core.data import appendix_days as table003
from almanac.core.data import day_gods as table001
from almanac.core.data import rejected_day_gods as rejected
from almanac.core.data.day_basics import JIANCHU
from almanac.core.data.derived_day_gods import SUIDE_STEM, SUIDEHE_STEM
from almanac.core.rules.model import (
    AnyBranch,
    AnyPillar,
    AnyStem,
    Computed,
    DayGod,
    DaysAfterJie,
    LunarDays,
    MonthBranch,
    MonthPillar,
    MonthStem,
    Officer,
    YearStemPillar,
)


class DayContext(NamedTuple):
    """What a day-god rule may look at."""

    ordinal: int
    month: int  # solar-term month 1 (寅) … 12 (丑)
    month_branch: int
    day: GanZhi
    officer: int  # 建除 index, 0 = 建
    lunar_month: int
    lunar_day: int
    year_stem: int  # of the 立春 year
    year_branch: int
    jie_ordinal: int  # CST day of the 节 that opened the month
    previous_jie_ordinal: int  # CST day of the 节 that opened the month before
    mansion: str
    lunar_month_length: int = 30
    benming: GanZhi | None = None  # a person's birth-year pillar, for the personal (本命) rules


# --- evaluators for Computed matchers --------------------------------------------------------

_FOUR_BEGINNINGS = tuple(TERM_INDEX[name] for name in ("立春", "立夏", "立秋", "立冬"))


@cache
def _four_beginning_days() -> tuple[int, ...]:
    return tuple(t.cst_ordinal for t in astro_table().terms if t.term in _FOUR_BEGINNINGS)


def in_tuwang_yongshi(ordinal: int) -> bool:
    """土王用事 (001 §五行用事): the 18 days before each of the 四立 (立春 立夏 立秋 立冬)."""
    days = _four_beginning_days()
    i = bisect_right(days, ordinal)
    return i < len(days) and days[i] - 18 <= ordinal < days[i]


EVALUATORS: dict[str, Callable[[DayContext], bool]] = {
    "tuwang_yongshi": lambda ctx: in_tuwang_yongshi(ctx.ordinal),
}


# Parameterised evaluators: a Computed name "name:argument" calls PARAMETERISED[name](ctx, argument).
PARAMETERISED: dict[str, Callable[[DayContext, str], bool]] = {}


def register(name: str):
    def decorate(function: Callable[[DayContext], bool]):
        EVALUATORS[name] = function
        return function

    return decorate


def register_parameterised(name: str):
    def decorate(function: Callable[[DayContext, str], bool]):
        PARAMETERISED[name] = function
        return function

    return decorate


@cache
def evaluator(spec: str) -> Callable[[DayContext], bool]:
    """The function behind a Computed matcher's name (KeyError if there is none)."""
    if spec in EVALUATORS:
        return EVALUATORS[spec]
    name, _, argument = spec.partition(":")
    function = PARAMETERISED[name]
    return lambda ctx: function(ctx, argument)


# --- matching ---------------------------------------------------------------------------------

STATIC_MATCHERS = (MonthBranch, MonthStem, MonthPillar, AnyPillar, AnyBranch, AnyStem, Officer)


def matches_static(match, month: int, day: GanZhi) -> bool:
    """Whether a month-and-pillar matcher holds for solar month `month` and day pillar `day`."""
    if isinstance(match, MonthBranch):
        return BRANCHES[day.branch] in match.values[month - 1]
    if isinstance(match, MonthStem):
        return STEMS[day.stem] in match.values[month - 1]
    if isinstance(match, MonthPillar):
        return day.name in match.values[month - 1].split()
    if isinstance(match, AnyPillar):
        return day.name in match.pillars.split()
    if isinstance(match, AnyBranch):
        return BRANCHES[day.branch] in match.branches
    if isinstance(match, AnyStem):
        return STEMS[day.stem] in match.stems
    if isinstance(match, Officer):
        officer = JIANCHU[(day.branch - (month + 1)) % 12]
        return officer in match.officers and (not match.months or month in match.months)
    raise TypeError(f"not a static matcher: {match!r}")


def matches_dynamic(match, ctx: DayContext) -> bool:
    if isinstance(match, LunarDays):
        return ctx.lunar_day in match.days
    if isinstance(match, DaysAfterJie):
        # Counted from a month's 节, the day may already lie in the next month (小寒 + 30 is 立春 or after).
        previous_month = (ctx.month - 2) % 12 + 1
        return (
            ctx.ordinal == ctx.jie_ordinal + match.offsets[ctx.month - 1]
            or ctx.ordinal == ctx.previous_jie_ordinal + match.offsets[previous_month - 1]
        )
    if isinstance(match, YearStemPillar):
        return ctx.day.name == match.values[ctx.year_stem]
    if isinstance(match, Computed):
        return evaluator(match.evaluator)(ctx)
    return matches_static(match, ctx.month, ctx.day)


# Which DayContext values each per-day rule reads, for `GodCatalogue.dynamic_gods`: the rules of a group
# are evaluated once per distinct key and remembered. A rule not listed here is evaluated every day (always
# correct, only slower); `dynamic_gods_reference` evaluates them all plainly and a test compares the two.
#   year:  the day pillar with the year's stem and branch
#   month: the day pillar with the solar month and the 宿
#   lunar: the day pillar with the lunar month, day and month length
GROUP_KEYS: dict[str, Callable[[DayContext], tuple]] = {
    "year": lambda ctx: (ctx.day.index, ctx.year_stem, ctx.year_branch),
    "month": lambda ctx: (ctx.day.index, ctx.month, ctx.mansion),
    "lunar": lambda ctx: (ctx.day.index, ctx.lunar_month, ctx.lunar_day, ctx.lunar_month_length),
}
EVALUATOR_GROUP = {
    "suide_day": "year", "suidehe_day": "year", "suipo": "year",
    "bang_sifei": "month", "tiande_siwei_branch": "month", "mansion_by_season": "month",
    "changxing": "lunar", "duanxing": "lunar", "duanxing_kaoyuan": "lunar", "luotian_datui_day": "lunar",
    "zhoutang_husband": "lunar", "zhoutang_wife": "lunar", "menguang": "lunar",
}


def ordinal_set(match) -> frozenset[int] | None:
    """The CST days (ordinals) on which a per-day rule that depends on the date alone holds, or None for
    another rule. These rules become one table lookup by day instead of a function call each."""
    if isinstance(match, DaysAfterJie):
        # The 节 of the day's month or of the month before, plus that month's offset (matches_dynamic):
        # an offset is at most 30 days, so no other month's 节 can reach the day.
        days, months = _solar_months()
        return frozenset(day + match.offsets[month.number - 1] for day, month in zip(days, months))
    if isinstance(match, Computed) and match.evaluator in ORDINAL_SETS:
        return ORDINAL_SETS[match.evaluator]()
    return None


def _tuwang_days() -> frozenset[int]:
    """Every day of 土王用事: the 18 days before each 四立 (as in_tuwang_yongshi)."""
    return frozenset(o for day in _four_beginning_days() for o in range(day - 18, day))


ORDINAL_SETS: dict[str, Callable[[], frozenset[int]]] = {
    "tuwang_yongshi": _tuwang_days,
    "sanfu": lambda: _sanfu_days()[0],
    "sanfu_period": lambda: _sanfu_days()[1],
    "sheri": lambda: _she_days(),
}


def predicate_group(match) -> str | None:
    """The GROUP_KEYS group of a per-day matcher, or None for one that must be evaluated every day."""
    if isinstance(match, YearStemPillar):
        return "year"
    if isinstance(match, Computed):
        return EVALUATOR_GROUP.get(match.evaluator.partition(":")[0])
    return None


def dynamic_predicate(match) -> Callable[[DayContext], bool]:
    """Compile a per-day matcher once into a small function (the hot path avoids isinstance chains)."""
    if isinstance(match, DaysAfterJie):
        offsets = match.offsets

        def after_jie(ctx: DayContext) -> bool:  # as matches_dynamic, without its isinstance chain
            return (
                ctx.ordinal == ctx.jie_ordinal + offsets[ctx.month - 1]
                or ctx.ordinal == ctx.previous_jie_ordinal + offsets[(ctx.month - 2) % 12]
            )

        return after_jie
    if isinstance(match, YearStemPillar):
        return lambda ctx: ctx.day.name == match.values[ctx.year_stem]
    if isinstance(match, Computed):
        return evaluator(match.evaluator)
    raise TypeError(f"not a per-day matcher: {match!r}")


class StaticGods(NamedTuple):
    """The month×pillar gods of one (month, day pillar), with what the verdicts need precomputed."""

    gods: tuple[DayGod, ...]  # all readings, rejected items included
    counted: tuple[DayGod, ...]  # default readings, not rejected
    counted_names: frozenset[str]


class GodCatalogue:
    """All day gods, split for speed: month×pillar gods are precomputed per (month, pillar); gods of a
    lunar day are indexed by it; the few remaining per-day rules are compiled predicates."""

    def __init__(self, gods: tuple[DayGod, ...]):
        self.gods = gods
        self.static = tuple(g for g in gods if isinstance(g.match, STATIC_MATCHERS))
        by_lunar_day: dict[int, list[DayGod]] = {}
        predicates = []
        missing = set()
        for god in gods:
            if isinstance(god.match, STATIC_MATCHERS):
                continue
            if isinstance(god.match, LunarDays):
                for day in god.match.days:
                    by_lunar_day.setdefault(day, []).append(god)
                continue
            try:
                predicates.append((god, dynamic_predicate(god.match)))
            except KeyError:
                missing.add(god.match.evaluator)
        if missing:
            raise ValueError(f"no evaluator for Computed matchers: {sorted(missing)}")
        self.by_lunar_day = {day: tuple(found) for day, found in by_lunar_day.items()}
        self.predicates = tuple(predicates)
        # The 本命 rules hold only for a person (ctx.benming); a plain day skips them.
        self.impersonal_predicates = tuple((god, p) for god, p in predicates if god.group != "本命")
        # Plain days: the grouped rules are answered from per-key memos (GROUP_KEYS), the rest evaluated.
        grouped: dict[str, list[tuple[int, Callable]]] = {}
        self._every_day: list[tuple[int, Callable]] = []
        by_day: dict[int, list[int]] = {}
        for i, (god, predicate) in enumerate(self.impersonal_predicates):
            days = ordinal_set(god.match)
            if days is not None:
                for day in days:
                    by_day.setdefault(day, []).append(i)
                continue
            group = predicate_group(god.match)
            (grouped.setdefault(group, []) if group else self._every_day).append((i, predicate))
        self._hits_by_day = {day: tuple(hits) for day, hits in by_day.items()}
        self._groups = tuple((GROUP_KEYS[name], tuple(members), {}) for name, members in grouped.items())
        self._gods_of_hits: dict[tuple[int, ...], tuple[DayGod, ...]] = {}
        self._table: list[StaticGods | None] = [None] * (12 * 60)

    def static_gods(self, month: int, day: GanZhi) -> StaticGods:
        key = (month - 1) * 60 + day.index
        found = self._table[key]
        if found is None:
            gods = tuple(g for g in self.static if matches_static(g.match, month, day))
            counted = tuple(g for g in gods if g.default and not g.rejected)
            found = StaticGods(gods, counted, frozenset(g.name for g in counted))
            self._table[key] = found
        return found

    def dynamic_gods(self, ctx: DayContext) -> tuple[DayGod, ...]:
        """The per-day gods (lunar-day gods first, then the rules in catalogue order), as
        `dynamic_gods_reference` finds them, with the grouped rules answered from their memos."""
        if ctx.benming is not None:
            return self.dynamic_gods_reference(ctx)
        hits: tuple[int, ...] = ()
        for key_of, members, memo in self._groups:
            key = key_of(ctx)
            found = memo.get(key)
            if found is None:
                found = memo[key] = tuple(i for i, predicate in members if predicate(ctx))
            hits += found
        hits += self._hits_by_day.get(ctx.ordinal, ())
        hits += tuple(i for i, predicate in self._every_day if predicate(ctx))
        gods = self._gods_of_hits.get(hits)
        if gods is None:
            gods = self._gods_of_hits[hits] = tuple(self.impersonal_predicates[i][0] for i in sorted(hits))
        return self.by_lunar_day.get(ctx.lunar_day, ()) + gods

    def dynamic_gods_reference(self, ctx: DayContext) -> tuple[DayGod, ...]:
        """Every per-day rule evaluated plainly (the definition `dynamic_gods` must agree with)."""
        predicates = self.predicates if ctx.benming is not None else self.impersonal_predicates
        found = [god for god, predicate in predicates if predicate(ctx)]
        return self.by_lunar_day.get(ctx.lunar_day, ()) + tuple(found)

    def gods_on(self, ctx: DayContext) -> tuple[DayGod, ...]:
        """Every god (all readings) present on the day: month×pillar gods first, then the per-day ones."""
        return self.static_gods(ctx.month, ctx.day).gods + self.dynamic_gods(ctx)

    def warm(self) -> None:
        for month in range(1, 13):
            for day in CYCLE:
                self.static_gods(month, day)


@register("suide_day")
def _suide_day(ctx: DayContext) -> bool:
    return ctx.day.stem == SUIDE_STEM[ctx.year_stem]


@register("suidehe_day")
def _suidehe_day(ctx: DayContext) -> bool:
    return ctx.day.stem == SUIDEHE_STEM[ctx.year_stem]


@register("mucang")
def _mucang(ctx: DayContext) -> bool:
    """母仓 (001 L225): 春亥子，夏寅卯，秋辰戌丑未，冬申酉，土王后巳午."""
    branch = BRANCHES[ctx.day.branch]
    if in_tuwang_yongshi(ctx.ordinal):
        return branch in table001.MUCANG_TUWANG
    return branch in table001.MUCANG_BY_SEASON[ctx.month - 1]


@register("bang_sifei")
def _bang_sifei(ctx: DayContext) -> bool:
    """傍四废 (001 L519): exactly one of stem and branch is of the season's 废 element."""
    stem_dead = STEMS[ctx.day.stem] in table001.SIFEI_STEMS[ctx.month - 1]
    branch_dead = BRANCHES[ctx.day.branch] in table001.SIFEI_BRANCHES[ctx.month - 1]
    return stem_dead != branch_dead


# The default reading's stems (001 L209, 六月 corrected to 甲), taken from the table itself.
_TIANDE_STEMS = next(g for g in table001.DAY_GODS if g.name == "天德" and g.default).match.values


@register("tiande_siwei_branch")
def _tiande_siwei_branch(ctx: DayContext) -> bool:
    """天德, 通书 reading: the 四维 months take the branch beside the trigram (坤→申, 乾→亥, 艮→寅, 巽→巳)."""
    siwei = table001.TIANDE_SIWEI_BRANCH[ctx.month - 1]
    if siwei:
        return BRANCHES[ctx.day.branch] == siwei
    return STEMS[ctx.day.stem] in _TIANDE_STEMS[ctx.month - 1]


@register("suipo")
def _suipo(ctx: DayContext) -> bool:
    """岁破日 (001 L517, L49): the day branch clashes the 太岁."""
    return clashes(ctx.day.branch, ctx.year_branch)


@register("luotian_datui_day")
def _luotian_datui_day(ctx: DayContext) -> bool:
    return rejected.luotian_datui_day(ctx.day.index, ctx.lunar_day)


@register("zhoutang_husband")
def _zhoutang_husband(ctx: DayContext) -> bool:
    return rejected.zhoutang_husband(ctx.lunar_day, ctx.lunar_month_length)


@register("zhoutang_wife")
def _zhoutang_wife(ctx: DayContext) -> bool:
    return rejected.zhoutang_wife(ctx.lunar_day, ctx.lunar_month_length)


# --- seed 003 (附录) evaluators -------------------------------------------------------------------


@register("changxing")
def _changxing(ctx: DayContext) -> bool:
    """长星 (003 L627), by lunar month (a leap month counts as the month it repeats)."""
    return ctx.lunar_day in table003.CHANGXING_DAYS[ctx.lunar_month]


@register("duanxing")
def _duanxing(ctx: DayContext) -> bool:
    return ctx.lunar_day in table003.DUANXING_DAYS[ctx.lunar_month]


@register("duanxing_kaoyuan")
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


@register("sanfu")
def _sanfu(ctx: DayContext) -> bool:
    return ctx.ordinal in _sanfu_days()[0]


@register("sanfu_period")
def _sanfu_period(ctx: DayContext) -> bool:
    return ctx.ordinal in _sanfu_days()[1]


@cache
def _she_days() -> frozenset[int]:
    """春社/秋社: the 5th 戊 day from 立春/立秋, the 节 day counted when it is itself a 戊 day."""
    wu = STEMS.index("戊")
    return frozenset(_first_stem_on_or_after(day, wu) + 40 for day in _term_days("立春") + _term_days("立秋"))


@register("sheri")
def _sheri(ctx: DayContext) -> bool:
    return ctx.ordinal in _she_days()


@register_parameterised("mansion_by_season")
def _mansion_by_season(ctx: DayContext, seasons: str) -> bool:
    return ctx.mansion in seasons.split("/")[(ctx.month - 1) // 3]


_menguang_mark = cache(table003.menguang_mark)


@register_parameterised("menguang")
def _menguang(ctx: DayContext, mark: str) -> bool:
    return _menguang_mark(ctx.lunar_day, ctx.lunar_month_length) == mark


# Personal rules: they need a person's 本命 (birth-year pillar) and never match without one.


@register("benming_xunkong")
def _benming_xunkong(ctx: DayContext) -> bool:
    if ctx.benming is None:
        return False
    first = ctx.benming.index - ctx.benming.index % 10  # the 甲 that heads its 旬
    void = {(first + 10) % 12, (first + 11) % 12}
    return ctx.day.branch in void


@register("benming_nayin_youqi")
def _benming_nayin_youqi(ctx: DayContext) -> bool:
    return ctx.benming is not None and BRANCHES[ctx.day.branch] in table003.BENMING_NAYIN_YOUQI[ctx.benming.nayin.element]


@register("benming_nayin_rumu")
def _benming_nayin_rumu(ctx: DayContext) -> bool:
    return ctx.benming is not None and BRANCHES[ctx.day.branch] in table003.BENMING_NAYIN_RUMU[ctx.benming.nayin.element]


@register("benming_day")
def _benming_day(ctx: DayContext) -> bool:
    return ctx.benming is not None and ctx.day.index == ctx.benming.index


@register("benming_chong")
def _benming_chong(ctx: DayContext) -> bool:
    return ctx.benming is not None and clashes(ctx.day.branch, ctx.benming.branch)


@register("nayin_ke_benming")
def _nayin_ke_benming(ctx: DayContext) -> bool:
    if ctx.benming is None:
        return False
    day_element = ELEMENTS.index(ctx.day.nayin.element)
    return (ELEMENTS.index(ctx.benming.nayin.element) - day_element) % 5 == 2


@register("benming_year_group")
def _benming_year_group(ctx: DayContext) -> bool:
    return ctx.benming is not None and ctx.year_branch % 3 == ctx.benming.branch % 3
