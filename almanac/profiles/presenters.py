"""Shape members and the core's values for the household pages (no almanac facts computed here)."""

from collections.abc import Sequence
from datetime import date, timedelta
from typing import NamedTuple

from almanac.profiles.models import Member

# --- the wedding page --------------------------------------------------------------------------------


def default_couple(members: Sequence[Member]) -> tuple[Member | None, Member | None]:
    """(bride, groom) to preselect: the first woman and the first man where the sexes are recorded, and in
    any case two different members (None when there are fewer than two)."""
    if len(members) < 2:
        return None, None
    bride = next((m for m in members if m.sex == Member.Sex.FEMALE), None)
    groom = next((m for m in members if m.sex == Member.Sex.MALE), None)
    if bride is None:
        bride = next(m for m in members if m != groom)
    if groom is None:
        groom = next(m for m in members if m != bride)
    return bride, groom


def default_span(today: date) -> tuple[date, date]:
    """From today to the end of next month: two calendar months to choose from."""
    first_next = (today.replace(day=1) + timedelta(days=32)).replace(day=1)
    last_next = (first_next + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    return today, last_next


class WeddingCell(NamedTuple):
    date: date
    day: object | None  # the core's WeddingDay; None outside the searched range


class WeddingMonth(NamedTuple):
    year: int
    month: int
    weeks: list[list[WeddingCell | None]]  # None pads the first and last week
    good: int  # the 宜 days of the range in this month


def wedding_months(days: Sequence, *, week_start: int = 0) -> list[WeddingMonth]:
    """The searched days as month calendars (weeks from Monday, or Sunday with week_start=6); the days of a
    month outside the range are cells without a verdict."""
    by_date = {w.date: w for w in days}
    if not by_date:
        return []
    first, last = min(by_date), max(by_date)
    months = []
    year, month = first.year, first.month
    while (year, month) <= (last.year, last.month):
        start = date(year, month, 1)
        end = (start + timedelta(days=32)).replace(day=1) - timedelta(days=1)
        cells: list[WeddingCell | None] = [None] * ((start.weekday() - week_start) % 7)
        cells += [WeddingCell(start + timedelta(days=i), by_date.get(start + timedelta(days=i)))
                  for i in range((end - start).days + 1)]
        cells += [None] * (-len(cells) % 7)
        good = sum(1 for c in cells if c and c.day and c.day.verdict == "宜")
        months.append(WeddingMonth(year, month, [cells[i:i + 7] for i in range(0, len(cells), 7)], good))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return months


def verdict_counts(days: Sequence) -> dict[str, int]:
    """{good, even, bad}: how many days are 宜, 平 and 忌."""
    keys = {"宜": "good", "平": "even", "忌": "bad"}
    counts = dict.fromkeys(keys.values(), 0)
    for w in days:
        counts[keys[w.verdict]] += 1
    return counts
