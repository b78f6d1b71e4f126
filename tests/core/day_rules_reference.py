"""The plain evaluation of a day's rules, which the fast path (rules.day_almanac.day_rules: bit masks, the
12 × 60 rows, rule tables) must reproduce exactly.

Plain means: every rule of the catalogue evaluated on the day through its predicate (no table, no mask),
and the weighing done on sets of names (the counts by len(), the lists by membership), through the same
decision functions of rules.verdicts that state the 用日法 principles.
"""

from almanac.core import api
from almanac.core.calendar.ganzhi import GanZhi, clashes
from almanac.core.calendar.pillars import solar_month_of_day
from almanac.core.data import day_basics as basics_table
from almanac.core.rules.catalogue import ALL_ACTIVITIES, ALL_DAY_GODS, GRADING_GODS
from almanac.core.rules.day_almanac import DayRules
from almanac.core.rules.day_god_evaluators import in_tuwang_yongshi
from almanac.core.rules.day_gods import STATIC_MATCHERS, DayContext, predicate
from almanac.core.rules.model import BAD, GOOD, LunarDays
from almanac.core.rules.verdicts import (
    GRADE_MARKS,
    SIFEI,
    SIFEI_HUANGWU,
    buzu_reason,
    grade_day,
    in_sanhe,
    veto_reasons,
    weigh_activity,
    weighed_lists,
)


def context(facts: api.DayFacts, benming: GanZhi | None = None) -> DayContext:
    """The day's context, built from its facts here (not as api builds it)."""
    month = facts.solar_month
    jie = month.opened_by.cst_ordinal
    return DayContext(
        ordinal=facts.date.toordinal(),
        month=month.number,
        month_branch=month.branch,
        day=facts.pillars.day,
        officer=(facts.pillars.day.branch - month.branch) % 12,
        lunar_month=facts.lunar.month,
        lunar_day=facts.lunar.day,
        year_stem=month.year_ganzhi.stem,
        year_branch=month.year_ganzhi.branch,
        jie_ordinal=jie,
        previous_jie_ordinal=solar_month_of_day(jie - 1).opened_by.cst_ordinal,
        mansion=basics_table.MANSIONS[facts.mansion],
        lunar_month_length=facts.lunar.month_length,
        benming=benming,
    )


def _listing_rank(god) -> int:
    """A day lists its month-and-pillar gods first, then its lunar day's, then the other per-day rules."""
    if isinstance(god.match, STATIC_MATCHERS):
        return 0
    return 1 if isinstance(god.match, LunarDays) else 2


RULES = tuple((god, predicate(god.match)) for god in sorted(ALL_DAY_GODS, key=_listing_rank))
_COUNTED_GRADING = [g for g in GRADING_GODS if g.default and not g.rejected]
GOOD_NAMES = frozenset(g.name for g in _COUNTED_GRADING if g.kind == GOOD)
BAD_NAMES = frozenset(g.name for g in _COUNTED_GRADING if g.kind == BAD)
VETO_SOURCES = {g.name: str(g.source) for g in _COUNTED_GRADING if g.veto}


def plain_day_rules(ctx: DayContext) -> DayRules:
    gods = tuple(god for god, rule in RULES if rule(ctx))
    counted = tuple(g for g in gods if g.default and not g.rejected)
    names = frozenset(g.name for g in counted)
    month_branch = ctx.month_branch
    veto = veto_reasons(
        clashes(ctx.day.branch, month_branch),
        tuple(buzu_reason(name, VETO_SOURCES[name]) for name in sorted(names & VETO_SOURCES.keys())),
        clashes(ctx.day.branch, ctx.year_branch),
        SIFEI in names,
        SIFEI_HUANGWU in names,
    )
    grade = grade_day(
        veto,
        len(names & GOOD_NAMES),
        len(names & BAD_NAMES),
        names & GRADE_MARKS,
        ctx.day.stem,
        ctx.month,
        in_tuwang_yongshi(ctx.ordinal),
        in_sanhe(ctx.day.branch, month_branch),
    )
    verdicts = tuple(_verdict(activity, names, veto) for activity in ALL_ACTIVITIES)
    return DayRules(gods, counted, grade, verdicts, veto)


_WEIGHED = {}  # weigh_activity is a pure function of its arguments: kept here so that the check runs fast


def _verdict(activity, names: frozenset[str], veto):
    good_list, bad_list = weighed_lists(activity)  # its lists, and the 忌 of every activity (月忌日, 傍四废)
    good = tuple(name for name in good_list if name in names)  # the present gods its lists name, in order
    bad = tuple(name for name in bad_list if name in names)
    key = (activity, good, bad, veto)
    if key not in _WEIGHED:
        _WEIGHED[key] = weigh_activity(activity, good, bad, veto)
    return _WEIGHED[key]


def comparable(rules: DayRules) -> tuple:
    """DayRules as plain values (verdict objects compare by identity)."""
    return (
        rules.gods,
        rules.counted,
        rules.grade,
        tuple((v.activity, v.verdict, v.good, v.bad, v.reasons, v.house) for v in rules.activities),
        rules.vetoes,
    )
