"""The Chinese lunar calendar by the astronomical rule.

- A month starts on the civil day of the new moon.
- A 岁 runs from the month containing one 冬至 to the month containing the next; 冬至 is always in
  the 11th month. A 岁 of 13 months has a leap month: the first month after the 11th that contains
  no 中气 (a term at a multiple of 30°). The leap month repeats the number of the month before it.
- Civil days are UTC+8 from 1929 on and Beijing local mean time before (civil.lunar_civil_ordinal).
- The lunar year number is the Gregorian year in which its 正月 begins.
"""

from bisect import bisect_right
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.civil import lunar_civil_ordinal
from almanac.core.calendar.terms import WINTER_SOLSTICE, AstroTable, astro_table
from almanac.core.errors import InvalidDate, OutOfRange

MONTH_NAMES = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月")
_DAY_TENS = ("初", "十", "廿", "三")
_DIGITS = "一二三四五六七八九十"


def day_name(day: int) -> str:
    if day == 10:
        return "初十"
    if day == 20:
        return "二十"
    if day == 30:
        return "三十"
    return _DAY_TENS[day // 10] + _DIGITS[day % 10 - 1]


def month_name(number: int, leap: bool) -> str:
    return ("闰" if leap else "") + MONTH_NAMES[number - 1]


@dataclass(frozen=True, slots=True)
class LunarMonth:
    start: int  # ordinal of the first day
    length: int  # 29 or 30
    year: int
    number: int  # 1–12
    leap: bool

    @property
    def name(self) -> str:
        return month_name(self.number, self.leap)


class LunarDate(NamedTuple):
    year: int
    month: int
    day: int
    leap: bool
    month_length: int

    @property
    def month_name(self) -> str:
        return month_name(self.month, self.leap)

    @property
    def day_name(self) -> str:
        return day_name(self.day)

    @property
    def text(self) -> str:
        return self.month_name + self.day_name

    @property
    def names(self) -> tuple[str, str, str]:
        """(text, month_name, day_name) in one lookup (a finite table: month × leap × day)."""
        return _NAMES[(self.month * 2 + self.leap) * 31 + self.day]


# (month × 2 + leap) × 31 + day → (text, month name, day name): 12 × 2 × 30 entries, built once.
_NAMES: list[tuple[str, str, str] | None] = [None] * (13 * 2 * 31)
for _month in range(1, 13):
    for _leap in (False, True):
        for _day in range(1, 31):
            _NAMES[(_month * 2 + _leap) * 31 + _day] = (
                month_name(_month, _leap) + day_name(_day), month_name(_month, _leap), day_name(_day))


def build_months(table: AstroTable) -> tuple[LunarMonth, ...]:
    """Number every lunation between the first and the last 冬至 of the table."""
    moon_days = [lunar_civil_ordinal(utc) for utc in table.new_moons]
    zhongqi_days = sorted(lunar_civil_ordinal(t.utc) for t in table.terms if t.term % 2 == 0)
    solstice_days = [lunar_civil_ordinal(t.utc) for t in table.terms if t.term == WINTER_SOLSTICE]
    eleventh = [bisect_right(moon_days, day) - 1 for day in solstice_days if day >= moon_days[0]]

    def has_zhongqi(i: int) -> bool:
        k = bisect_right(zhongqi_days, moon_days[i] - 1)
        return k < len(zhongqi_days) and zhongqi_days[k] < moon_days[i + 1]

    numbered: list[tuple[int, int, bool]] = []  # (lunation index, number, leap)
    for first, last in zip(eleventh, eleventh[1:]):
        leap_at = None
        if last - first == 13:
            leap_at = next(i for i in range(first + 1, last) if not has_zhongqi(i))
        elif last - first != 12:
            raise ValueError(f"a 岁 of {last - first} lunations starting at lunation {first}")
        number = 11
        for i in range(first, last):
            if i == first:
                numbered.append((i, 11, False))
            elif i == leap_at:
                numbered.append((i, number, True))
            else:
                number = number % 12 + 1
                numbered.append((i, number, False))

    months: list[LunarMonth] = []
    first_new_year = next(i for i, n, leap in numbered if n == 1 and not leap)
    year = date.fromordinal(moon_days[first_new_year]).year - 1
    for i, number, leap in numbered:
        if number == 1 and not leap:
            year = date.fromordinal(moon_days[i]).year
        months.append(LunarMonth(moon_days[i], moon_days[i + 1] - moon_days[i], year, number, leap))
    return tuple(months)


@cache
def lunar_months() -> tuple[LunarMonth, ...]:
    return build_months(astro_table())


@cache
def _month_starts() -> tuple[int, ...]:
    return tuple(m.start for m in lunar_months())


def lunar_month_at(ordinal: int) -> LunarMonth:
    months = lunar_months()
    i = bisect_right(_month_starts(), ordinal) - 1
    if i < 0 or ordinal >= months[-1].start + months[-1].length:
        raise ValueError(f"{date.fromordinal(ordinal)} is outside the lunar table")
    return months[i]


def lunar_date(day: date) -> LunarDate:
    return lunar_date_of(day.toordinal())


def lunar_date_of(ordinal: int) -> LunarDate:
    """The lunar date of a CST civil day ordinal (the hot path of a day: one lookup, the NamedTuple built in C)."""
    starts, rows, end = _month_rows()
    i = bisect_right(starts, ordinal) - 1  # lunar_month_at, inline
    if i < 0 or ordinal >= end:
        lunar_month_at(ordinal)  # raises
    year, number, leap, length, day_before = rows[i]
    return _new(LunarDate, (year, number, ordinal - day_before, leap, length))


def lunar_month_run(ordinal: int) -> tuple[int, int, int]:
    """(lunar month number, its length, the day before its first day) of the lunar month holding a CST civil day:
    what lunar_date_of reads, for every day of the month (a range walks its days month by month)."""
    starts, rows, end = _month_rows()
    i = bisect_right(starts, ordinal) - 1
    if i < 0 or ordinal >= end:
        lunar_month_at(ordinal)  # raises
    _year, number, _leap, length, day_before = rows[i]
    return number, length, day_before


@cache
def _month_rows() -> tuple[tuple[int, ...], tuple[tuple[int, int, bool, int, int], ...], int]:
    """What lunar_date_of reads, in one lookup: the months' first days, each month as (year, number, leap, length,
    the day before its first), and the day after the table's last month."""
    months = lunar_months()
    return (_month_starts(), tuple((m.year, m.number, m.leap, m.length, m.start - 1) for m in months),
            months[-1].start + months[-1].length)


_new = tuple.__new__


def lunar_to_gregorian(year: int, month: int, day: int, *, leap: bool = False) -> date:
    """The Gregorian date of a lunar date; ValueError if it does not exist."""
    for m in lunar_months():
        if m.year == year and m.number == month and m.leap == leap:
            if not 1 <= day <= m.length:
                raise ValueError(f"{m.name} of {year} has {m.length} days")
            return date.fromordinal(m.start + day - 1)
    kind = "闰" if leap else ""
    raise ValueError(f"{year} has no {kind}{MONTH_NAMES[month - 1] if 1 <= month <= 12 else month}")


def leap_month_of(year: int) -> int | None:
    """The number of the month a lunar year repeats as its 闰月 (2023 → 2, 闰二月), or None."""
    return next((m.number for m in lunar_months() if m.year == year and m.leap), None)


def solar_date_of(year: int, month: int, day: int, *, leap: bool = False) -> date:
    """The Gregorian date of lunar year `year` (the year its 正月 begins in), month 1–12 (`leap` for its 闰月)
    and day 1–30, or InvalidDate / OutOfRange saying why there is no such day."""
    months = lunar_months()
    if not months[0].year < year < months[-1].year:
        raise OutOfRange(
            f"lunar year {year} is outside the table ({months[0].year + 1}–{months[-1].year - 1})",
            msgid="农历 %(year)s 年超出支持范围", year=year,
        )
    if not 1 <= month <= 12:
        raise InvalidDate(f"a lunar month is 1 to 12, not {month}", msgid="农历月份为正月至腊月（1–12）")
    if not 1 <= day <= 30:
        raise InvalidDate(f"a lunar day is 1 to 30, not {day}", msgid="农历日为初一至三十（1–30）")
    found = next((m for m in months if m.year == year and m.number == month and m.leap == leap), None)
    if found is None:
        other = leap_month_of(year)
        if other is None:
            raise InvalidDate(f"lunar year {year} has no leap month", msgid="农历 %(year)s 年没有闰月", year=year)
        raise InvalidDate(
            f"lunar year {year} has no leap month {month}: its leap month is {other}",
            msgid="农历 %(year)s 年没有闰 %(month)s 月：该年闰 %(leap)s 月", year=year, month=month, leap=other,
        )
    if day > found.length:
        raise InvalidDate(
            f"{'leap ' if leap else ''}month {month} of lunar year {year} has {found.length} days",
            msgid=("农历 %(year)s 年闰 %(month)s 月只有 %(days)s 天" if leap
                   else "农历 %(year)s 年 %(month)s 月只有 %(days)s 天"),
            year=year, month=month, days=found.length,
        )
    return date.fromordinal(found.start + day - 1)
