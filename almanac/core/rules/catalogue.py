"""The assembled rule tables: every day god and every activity, from all seeds, checked once."""

from functools import cache

from almanac.core.data.activities import ACTIVITIES_001
from almanac.core.data.activities_appendix import ACTIVITIES_003
from almanac.core.data.appendix_days import APPENDIX_DAY_GODS
from almanac.core.data.day_gods import DAY_GODS
from almanac.core.data.derived_day_gods import DERIVED_DAY_GODS
from almanac.core.data.qiuzhen_day_gods import QIUZHEN_DAY_GODS
from almanac.core.data.rejected_day_gods import REJECTED_DAY_GODS
from almanac.core.rules import day_god_evaluators  # noqa: F401 - registers the procedures the tables name
from almanac.core.rules.day_gods import GodCatalogue
from almanac.core.rules.model import Activity, DayGod

ALL_DAY_GODS: tuple[DayGod, ...] = (
    DAY_GODS + DERIVED_DAY_GODS + APPENDIX_DAY_GODS + QIUZHEN_DAY_GODS + REJECTED_DAY_GODS
)
# The 神煞 that grade a day. Seed 003's lists (起工架马吉日 …) only speak to their own activities, and
# its 本命 rules only to a person, so they decide those activities' verdicts but not the day's grade; so does
# 火星日, which 003 names and 000 defines (“火星非凶日也”, 000 L833).
GRADING_GODS: tuple[DayGod, ...] = DAY_GODS + DERIVED_DAY_GODS


def god_scope(god: DayGod) -> str:
    """'day' for the 神煞 that grade a day, 'personal' for 本命 rules, 'activity' for activity day-lists."""
    if god.group == "本命":
        return "personal"
    return "day" if god in _grading_set() else "activity"


@cache
def _grading_set() -> frozenset[DayGod]:
    return frozenset(GRADING_GODS) | frozenset(REJECTED_DAY_GODS)
ALL_ACTIVITIES: tuple[Activity, ...] = ACTIVITIES_001 + ACTIVITIES_003


def check_references(gods: tuple[DayGod, ...], activities: tuple[Activity, ...]) -> None:
    """Every god an activity names must exist and be counted (not only a rejected item)."""
    counted = {g.name for g in gods if not g.rejected}
    missing = sorted({name for a in activities for name in a.good + a.bad if name not in counted})
    if missing:
        raise ValueError(f"activities name gods that are not in the catalogue: {missing}")
    names = [a.name for a in activities]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise ValueError(f"activities defined twice: {duplicates}")


@cache
def god_catalogue() -> GodCatalogue:
    check_references(ALL_DAY_GODS, ALL_ACTIVITIES)
    return GodCatalogue(ALL_DAY_GODS)  # builds its tables (the 12 × 60 rows …) once per process


def activity_by_name(name: str) -> Activity | None:
    return _activities_by_name().get(name)


@cache
def _activities_by_name() -> dict[str, Activity]:
    by_name = {}
    for activity in ALL_ACTIVITIES:
        by_name[activity.name] = activity
        for alias in activity.aliases:
            by_name.setdefault(alias, activity)
    return by_name
