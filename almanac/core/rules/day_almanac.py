"""The day's gods, grade and activity verdicts, from the calendar facts of one day."""

from functools import cache, lru_cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import GanZhi
from almanac.core.rules.catalogue import ALL_ACTIVITIES, GRADING_GODS, god_catalogue
from almanac.core.rules.day_gods import DayContext, in_tuwang_yongshi
from almanac.core.rules.model import DayGod
from almanac.core.rules.verdicts import (
    ActivityVerdict,
    DayWeighing,
    Grade,
    Reason,
    activity_verdict,
    grade_day,
    vetoes,
)


class DayRules(NamedTuple):
    gods: tuple[DayGod, ...]  # every god present: counted ones, other readings, rejected items
    counted: tuple[DayGod, ...]  # the ones verdicts weigh (default reading, not rejected)
    grade: Grade
    activities: tuple[ActivityVerdict, ...]
    vetoes: tuple[Reason, ...]


@lru_cache(maxsize=65536)
def _judge(
    names: frozenset[str],
    month: int,
    month_branch: int,
    day_stem: int,
    day_branch: int,
    year_branch: int,
    in_tuwang: bool,
    huangdao_good: bool,
) -> tuple[tuple[Reason, ...], Grade, tuple[ActivityVerdict, ...]]:
    """Vetoes, grade and activity verdicts depend only on these values: cache them on that key."""
    kinds, veto_sources = _kinds_and_vetoes()
    weighing = DayWeighing(
        names, kinds, veto_sources, month, month_branch, day_stem, day_branch, year_branch, in_tuwang, huangdao_good
    )
    veto = vetoes(weighing)
    verdicts = tuple(activity_verdict(activity, names, veto) for activity in ALL_ACTIVITIES)
    return veto, grade_day(weighing, veto), verdicts


@cache
def _kinds_and_vetoes() -> tuple[dict[str, str], dict[str, str]]:
    counted = [g for g in GRADING_GODS if g.default and not g.rejected]
    return {g.name: g.kind for g in counted}, {g.name: str(g.source) for g in counted if g.veto}


@lru_cache(maxsize=65536)
def _names_with(names: frozenset[str], extra: tuple[DayGod, ...]) -> frozenset[str]:
    """One shared set per (static names, extra gods): its hash is computed once, which `_judge`'s key needs."""
    return names | {g.name for g in extra}


def day_rules_of(
    ordinal: int,
    month: int,
    month_branch: int,
    day: GanZhi,
    lunar_month: int,
    lunar_day: int,
    year_stem: int,
    year_branch: int,
    jie_ordinal: int,
    previous_jie_ordinal: int,
    lunar_month_length: int,
    mansion: str,
    huangdao_good: bool,
) -> DayRules:
    """The day's gods, grade and activity verdicts from its calendar facts (positional: the hot path of
    api._day_by_ordinal)."""
    # Positional, in DayContext's field order (the hot path: keywords cost twice as much).
    ctx = DayContext(
        ordinal, month, month_branch, day, (day.branch - month_branch) % 12, lunar_month, lunar_day, year_stem,
        year_branch, jie_ordinal, previous_jie_ordinal, mansion, lunar_month_length,
    )
    catalogue = god_catalogue()
    static = catalogue.static_gods(month, day)
    dynamic = catalogue.dynamic_gods(ctx)
    if dynamic:
        gods = static.gods + dynamic
        extra = tuple(g for g in dynamic if g.default and not g.rejected)
        counted = static.counted + extra
        names = _names_with(static.counted_names, extra) if extra else static.counted_names
    else:
        gods, counted, names = static.gods, static.counted, static.counted_names
    veto, grade, verdicts = _judge(
        names, month, month_branch, day.stem, day.branch, year_branch, in_tuwang_yongshi(ordinal), huangdao_good
    )
    return DayRules(gods, counted, grade, verdicts, veto)
