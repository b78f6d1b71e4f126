"""A day and a month: the calendar facts of a CST civil day composed with the day's rules (gods, grade,
verdicts, hours, 奇门), as immutable values. Reached from outside the core through almanac.core.api.

The JSON keys produced here are the contract documented in docs/api.md: add keys, never rename.
"""

import calendar as _gregorian
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from typing import NamedTuple

from almanac.core import serialize
from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED
from almanac.core.calendar.festivals import festivals_of
from almanac.core.calendar.ganzhi import CYCLE, GanZhi, year_ganzhi
from almanac.core.calendar.lunar import LunarDate, lunar_date_of, lunar_month_run
from almanac.core.calendar.pillars import JIAZI_DAY_ORDINAL, Pillars, SolarMonth, solar_month_context, solar_month_run
from almanac.core.calendar.public_holidays import PublicHoliday, public_holiday
from almanac.core.calendar.terms import TermMoment, terms_by_cst_day
from almanac.core.data import day_basics as basics_table
from almanac.core.errors import check_month, check_supported, check_year
from almanac.core.memo import memo_point
from almanac.core.rules import day_basics
from almanac.core.rules import qimen as qimen_rules
from almanac.core.rules.day_almanac import DayContext, DayRules, day_rules
from almanac.core.rules.day_basics import Clash, HuangdaoGod
from almanac.core.rules.hours import HourFacts, day_hours, xishen_direction


@dataclass(frozen=True, slots=True)
class MonthSwitch:
    """A 节 on this day: the month (and at 立春 the year) pillar changes at `term.at`."""

    term: TermMoment
    before: SolarMonth
    after: SolarMonth


class DayFacts(NamedTuple):
    """All calendar facts of one day (a NamedTuple: immutable and cheap to build on the hot path)."""

    date: date
    lunar: LunarDate
    pillars: Pillars
    solar_month: SolarMonth
    solar_terms: tuple[TermMoment, ...]
    month_switch: MonthSwitch | None
    jianchu: str
    huangdao: HuangdaoGod
    mansion: int
    clash: Clash
    pengzu: tuple[str, str]
    rules: DayRules
    hours: tuple[HourFacts, ...]
    xishen: str
    festivals: tuple[str, ...]
    qimen: qimen_rules.QimenDay | None = None  # the 奇门 遁/局/元 of the day's 12 hours (None: not computed)
    context: DayContext | None = None  # the day as its rules read it (the personal rules add a 本命 to it)

    @property
    def lunar_year_ganzhi(self) -> GanZhi:
        return year_ganzhi(self.lunar.year)

    @property
    def public_holiday(self) -> PublicHoliday | None:
        """The State Council's day off (休) or make-up workday (班) on this day, if any."""
        return public_holiday(self.date.toordinal())

    @property
    def zodiac(self) -> str:
        """生肖 of the year pillar (the year changes at 立春)."""
        return self.pillars.year.zodiac

    def as_dict(self) -> dict:
        return serialize.day_dict(self)

    def as_page_dict(self) -> dict:
        """as_dict() but each hour's gods, 人神 and 奇门 grid, which the day page does not show."""
        return serialize.day_page_dict(self)

    def as_json(self) -> str:
        return serialize.day_json(self)


def hour_qimen_dicts(facts: DayFacts) -> list[dict]:
    """The `qimen` object of each of the day's 12 hours (子 first; the time convention is in docs/api.md)."""
    q = facts.qimen or qimen_rules.qimen_day_facts(facts.date.toordinal())
    return [serialize.to_builtins(serialize.qimen_struct(q, h.pillar)) for h in facts.hours]


def hour_dicts(facts: DayFacts) -> list[dict]:
    """The day's 12 hour objects as in its JSON (each with its `qimen`)."""
    return [serialize.to_builtins(serialize.hour_struct(h, facts.qimen)) for h in facts.hours]


def hour_chart(facts: DayFacts, index: int) -> qimen_rules.QimenChart:
    """The full 奇门 chart (with its fitting reason and sources) of hour `index` (0 = 子) of the day's strip.

    Hour k of civil day D spans 子 23:00 of D−1 to 01:00 … 亥 21:00–23:00 and takes D's hour pillars; the 奇门
    day begins at 23:00 (rules/qimen.py), so every strip hour of D is 奇门 day D with its own hour pillar."""
    return qimen_rules.day_hour_chart(facts.qimen or qimen_rules.qimen_day_facts(facts.date.toordinal()),
                                      facts.hours[index].pillar)


def built_day(ordinal: int) -> DayFacts:
    """A day's facts built, not remembered (the date search keeps the days it finds in its own result)."""
    # The hot path of every page and of `almanac days`: each lookup done once, the day's facts of a finite key
    # read from tables (by day pillar, by day branch × 月建), the NamedTuples built in C (`_new`).
    solar_month, switch, previous_jie = solar_month_context(ordinal)
    day_index = (ordinal - JIAZI_DAY_ORDINAL) % 60  # pillars.day_ganzhi, inline
    day_gz = CYCLE[day_index]
    day_date = date.fromordinal(ordinal)
    lunar = lunar_date_of(ordinal)
    month_branch = solar_month.ganzhi.branch  # the 月建 (SolarMonth.branch)
    year = solar_month.year_ganzhi
    jianchu, huangdao = day_basics.BY_BRANCHES[day_gz.branch * 12 + month_branch]
    clash, pengzu, xishen = _BY_PILLAR[day_index]
    mansion = (ordinal + day_basics.MANSION_ORDINAL_OFFSET) % 28  # day_basics.mansion_index, inline
    terms = terms_by_cst_day().get(ordinal, ())
    context = _new(DayContext, (  # in field order
        ordinal, solar_month.number, month_branch, day_gz, (day_gz.branch - month_branch) % 12,
        lunar.month, lunar.day, year.stem, year.branch, solar_month.opened_by.cst_ordinal, previous_jie,
        _MANSION_NAMES[mansion], lunar.month_length, None,
    ))
    return _new(DayFacts, (  # in field order
        day_date,
        lunar,
        _new(Pillars, (year, solar_month.ganzhi, day_gz, None)),
        solar_month,
        terms,
        None if switch is None else MonthSwitch(switch[1].opened_by, *switch),
        jianchu,
        huangdao,
        mansion,
        clash,
        pengzu,
        day_rules(context),
        day_hours(ordinal, day_index, month_branch, year.branch),
        xishen,
        festivals_of(
            lunar,
            # Only the 12th month's last day can be 除夕: other days need not compute tomorrow's lunar date.
            lunar_date_of(ordinal + 1) if lunar.month == 12 and lunar.day >= 29 else None,
            tuple(t.name for t in terms) if terms else (),
        ),
        qimen_rules.qimen_day_facts(ordinal),
        context,
    ))


_day_by_ordinal = memo_point("day facts", kind="date", maxsize=8192)(built_day)


def day_context(ordinal: int) -> DayContext:
    """The day as its rules read it, alone (DayFacts.context, built the same way): what a date search weighs every
    day of its range by (rules.day_almanac.day_verdict) before it builds the facts of the days it keeps."""
    solar_month, _, previous_jie = solar_month_context(ordinal)
    day_gz = CYCLE[(ordinal - JIAZI_DAY_ORDINAL) % 60]
    lunar = lunar_date_of(ordinal)
    month_branch = solar_month.ganzhi.branch
    year = solar_month.year_ganzhi
    return _new(DayContext, (  # in field order
        ordinal, solar_month.number, month_branch, day_gz, (day_gz.branch - month_branch) % 12,
        lunar.month, lunar.day, year.stem, year.branch, solar_month.opened_by.cst_ordinal, previous_jie,
        _MANSION_NAMES[(ordinal + day_basics.MANSION_ORDINAL_OFFSET) % 28], lunar.month_length, None,
    ))


def day_contexts(first: int, last: int) -> Iterator[DayContext]:
    """day_context of every day from ordinal `first` to `last` inclusive, in order: what the days share with their
    solar and lunar month is looked up once a month, not once a day (a date search weighs a year of days)."""
    ordinal, stop = first, last + 1
    mansions, mansion_offset, cycle, jiazi = _MANSION_NAMES, day_basics.MANSION_ORDINAL_OFFSET, CYCLE, JIAZI_DAY_ORDINAL
    while ordinal < stop:
        solar_month, previous_jie, solar_next = solar_month_run(ordinal)
        number, month_branch, year = solar_month.number, solar_month.ganzhi.branch, solar_month.year_ganzhi
        year_stem, year_branch, jie = year.stem, year.branch, solar_month.opened_by.cst_ordinal
        lunar_month, lunar_length, day_before = lunar_month_run(ordinal)
        for day in range(ordinal, min(stop, solar_next, day_before + lunar_length + 1)):
            day_gz = cycle[(day - jiazi) % 60]
            yield _new(DayContext, (  # in field order, as day_context
                day, number, month_branch, day_gz, (day_gz.branch - month_branch) % 12, lunar_month,
                day - day_before, year_stem, year_branch, jie, previous_jie, mansions[(day + mansion_offset) % 28],
                lunar_length, None,
            ))
        ordinal = day + 1


_new = tuple.__new__
_MANSION_NAMES = tuple(basics_table.MANSIONS)  # one str object each (indexing the str would make a new one a day)
# By day pillar: (clash, 彭祖百忌, 喜神 direction), a finite table read once a day.
_BY_PILLAR = tuple((*day_basics.BY_PILLAR[gz.index], xishen_direction(gz.stem)) for gz in CYCLE)


def day(value: date) -> DayFacts:
    """All calendar facts of one CST civil day. Raises OutOfRange outside 1901–2099."""
    if not FIRST_SUPPORTED <= value <= LAST_SUPPORTED:
        check_supported(value)  # raises OutOfRange
    return _day_by_ordinal(value.toordinal())


def days(start: date, end: date):
    """Facts for every day from start to end inclusive (a generator)."""
    check_supported(start)
    check_supported(end)
    for ordinal in range(start.toordinal(), end.toordinal() + 1):
        yield _day_by_ordinal(ordinal)


@dataclass(frozen=True, slots=True)
class MonthFacts:
    year: int
    month: int
    days: tuple[DayFacts, ...]

    @property
    def first(self) -> date:
        return date(self.year, self.month, 1)

    @property
    def previous(self) -> tuple[int, int] | None:
        before = self.first - timedelta(days=1)
        return (before.year, before.month) if before >= FIRST_SUPPORTED else None

    @property
    def next(self) -> tuple[int, int] | None:
        after = self.days[-1].date + timedelta(days=1)
        return (after.year, after.month) if after <= LAST_SUPPORTED else None

    def as_dict(self) -> dict:
        return serialize.month_dict(self)

    def as_json(self) -> str:
        return serialize.month_json(self)


def year(year_number: int) -> tuple[MonthFacts, ...]:
    """The twelve months of a calendar year. Raises OutOfRange outside 1901–2099."""
    check_year(year_number)
    return tuple(month(year_number, m) for m in range(1, 13))


def month(year: int, month_number: int) -> MonthFacts:
    check_month(year, month_number)
    length = _gregorian.monthrange(year, month_number)[1]
    first = date(year, month_number, 1)
    return MonthFacts(year, month_number, tuple(days(first, first + timedelta(days=length - 1))))
