"""The four pillars (四柱): year changes at 立春, month at each 节, day at midnight, hour 子 = 23:00–01:00.

Day-level convention (DESIGN.md): the civil (CST) day on which a 节 falls already belongs to the month
(and, for 立春, the year) that the 节 opens; the exact switch moment is given by `solar_month_context`.
"""

from bisect import bisect_right
from dataclasses import dataclass
from datetime import date, datetime
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.civil import CST, cst_ordinal, utc_seconds
from almanac.core.calendar.ganzhi import GanZhi, ganzhi, month_branch, month_ganzhi, year_ganzhi
from almanac.core.calendar.terms import TermMoment, astro_table, last_term_before, solar_month_of_jie

# 1949-10-01 was a 甲子 day; the day cycle has run unbroken since antiquity. (The year and month pillars of a
# 立春 year: calendar.ganzhi.year_ganzhi / month_ganzhi.)
JIAZI_DAY_ORDINAL = date(1949, 10, 1).toordinal()


def day_ganzhi(ordinal: int) -> GanZhi:
    return ganzhi(ordinal - JIAZI_DAY_ORDINAL)


@dataclass(frozen=True, slots=True)
class SolarMonth:
    """A 节气 month: number 1 (寅月, from 立春) … 12 (丑月, from 小寒) of the 立春-year `year`."""

    year: int
    number: int
    opened_by: TermMoment
    year_ganzhi: GanZhi
    ganzhi: GanZhi

    @property
    def branch(self) -> int:
        """月建: 正月建寅 (calendar.ganzhi.month_branch)."""
        return month_branch(self.number)


def solar_month_opened_by(jie: TermMoment) -> SolarMonth:
    number = solar_month_of_jie(jie.term)
    gregorian_year = jie.at.year
    year = gregorian_year - 1 if number == 12 else gregorian_year
    return SolarMonth(year, number, jie, year_ganzhi(year), month_ganzhi(year, number))


@cache
def _solar_months() -> tuple[tuple[int, ...], tuple[SolarMonth, ...]]:
    """The CST day of every 节 and the solar month it opens, for bisection by day."""
    jie = [t for t in astro_table().terms if t.is_jie]
    return tuple(t.cst_ordinal for t in jie), tuple(solar_month_opened_by(t) for t in jie)


def solar_month_index(ordinal: int) -> int:
    """Index into the solar-month tables of the month a CST civil day belongs to."""
    i = bisect_right(_solar_months()[0], ordinal) - 1
    if i < 0:
        raise ValueError(f"{date.fromordinal(ordinal)} precedes the astronomical table")
    return i


def solar_month_of_day(ordinal: int) -> SolarMonth:
    """The solar month a CST civil day belongs to (a 节 day belongs to the month it opens)."""
    return _solar_months()[1][solar_month_index(ordinal)]


class SolarMonthSpan(NamedTuple):
    """The civil (CST) days of a solar month: from the day of its 节 to the day before the next 节's day."""

    month: SolarMonth
    first: date
    last: date
    closed_by: TermMoment  # the next 节, which opens the following month


@cache
def _month_positions() -> dict[tuple[int, int], int]:
    """(立春 year, month number) → index into the solar-month tables."""
    return {(m.year, m.number): i for i, m in enumerate(_solar_months()[1])}


def solar_month_span(year: int, number: int) -> SolarMonthSpan:
    """The days of solar month `number` (1 = 寅月 … 12 = 丑月) of the 立春 year `year`: a 节 day belongs to the
    month it opens (the day-level convention above), so the month ends on the day before the next 节's day."""
    days, months = _solar_months()
    i = _month_positions().get((year, number))
    if i is None or i + 1 >= len(months):
        raise ValueError(f"solar month {number} of {year} is outside the astronomical table")
    return SolarMonthSpan(months[i], date.fromordinal(days[i]), date.fromordinal(days[i + 1] - 1),
                          months[i + 1].opened_by)


def solar_month_at(moment: datetime) -> SolarMonth:
    return solar_month_opened_by(last_term_before(utc_seconds(moment), jie_only=True))


def solar_month_context(ordinal: int) -> tuple[SolarMonth, tuple[SolarMonth, SolarMonth] | None, int]:
    """(solar_month_of_day; on a 节 day (the month before its moment, the month it opens), else None; the CST
    day of the previous month's 节) in one lookup."""
    days, months = _solar_months()
    i = bisect_right(days, ordinal) - 1
    if i <= 0:
        raise ValueError(f"{date.fromordinal(ordinal)} is in or before the astronomical table's first month")
    return months[i], ((months[i - 1], months[i]) if days[i] == ordinal else None), days[i - 1]


def solar_month_run(ordinal: int) -> tuple[SolarMonth, int, int]:
    """(solar_month_of_day, the CST day of the previous month's 节, the first day of the next month) in one lookup:
    solar_month_context for every day up to the next 节 day (a range walks its days month by month)."""
    days, months = _solar_months()
    i = bisect_right(days, ordinal) - 1
    if i <= 0:
        raise ValueError(f"{date.fromordinal(ordinal)} is in or before the astronomical table's first month")
    # The table's last month has no known end: then the run is that one day.
    return months[i], days[i - 1], days[i + 1] if i + 1 < len(days) else ordinal + 1


class Pillars(NamedTuple):
    """A NamedTuple rather than a frozen dataclass: built once per day on the hot path, and ~5× cheaper."""

    year: GanZhi
    month: GanZhi
    day: GanZhi
    hour: GanZhi | None = None

    def as_dict(self) -> dict:
        data = {"year": self.year.name, "month": self.month.name, "day": self.day.name}
        if self.hour is not None:
            data["hour"] = self.hour.name
        return data


def hour_branch(hour: int) -> int:
    """子 = 23:00–01:00, 丑 = 01:00–03:00 …"""
    return ((hour + 1) // 2) % 12


def hour_ganzhi(day_ordinal: int, branch: int) -> GanZhi:
    """The hour pillar of hour `branch` in the day cycle of `day_ordinal` (五鼠遁: 甲己日起甲子时)."""
    return ganzhi(12 * (day_ordinal - JIAZI_DAY_ORDINAL) + branch)


def day_pillars(ordinal: int) -> Pillars:
    """Year, month and day pillars of a CST civil day, by the day-level convention."""
    month = solar_month_of_day(ordinal)
    return Pillars(month.year_ganzhi, month.ganzhi, day_ganzhi(ordinal))


def pillars_at(moment: datetime, *, late_zi_next_day: bool = False, clock: datetime | None = None) -> Pillars:
    """Exact pillars of a moment (naive = CST). Year and month switch at the exact 节 moment.

    The 子 hour from 23:00 always takes the next day's hour stem; `late_zi_next_day` also moves the
    day pillar to the next day at 23:00 (the 早/晚子时 choice; default: the day changes at midnight).
    `clock` (naive), when given, is the clock the day and hour are read from instead of China Standard
    Time — a true solar time (calendar/solar_time.py); the year and month still change at the 节's instant.
    """
    local = (moment if moment.tzinfo else moment.replace(tzinfo=CST)).astimezone(CST)
    month = solar_month_at(local)
    reading = local if clock is None else clock
    ordinal = cst_ordinal(utc_seconds(local)) if clock is None else clock.toordinal()
    next_day_cycle = ordinal + 1 if reading.hour == 23 else ordinal
    day_ordinal = next_day_cycle if late_zi_next_day else ordinal
    return Pillars(
        month.year_ganzhi,
        month.ganzhi,
        day_ganzhi(day_ordinal),
        hour_ganzhi(next_day_cycle, hour_branch(reading.hour)),
    )
