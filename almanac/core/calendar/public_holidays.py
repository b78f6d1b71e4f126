"""Public holidays and make-up workdays (调休) of mainland China, from the State Council's yearly schedule.

A civil fact, not a rule of the seeds: the General Office of the State Council (国务院办公厅) publishes each
year's days off and the weekend days worked in exchange, usually in the November before. The dates come from
the `chinesecalendar` package, which carries every published schedule from 2004; a year it does not carry
has no published schedule here (`schedule_published`), and its days are shown without one rather than as
ordinary working days.
"""

from functools import cache
from typing import NamedTuple

import chinese_calendar

SOURCE = "国务院办公厅关于节假日安排的通知"


class PublicHoliday(NamedTuple):
    name: str  # the holiday as the notice names it: 元旦 春节 清明 劳动节 端午 中秋 国庆节 (or a one-off day)
    off_work: bool  # True: a day off (休); False: a weekend day worked in exchange (班)


@cache
def _schedule() -> tuple[dict[int, PublicHoliday], range]:
    """Day ordinal → holiday, and the years whose schedule is published."""
    chinese = {h.value: h.chinese for h in chinese_calendar.Holiday}
    days = {d.toordinal(): PublicHoliday(chinese[name], True) for d, name in chinese_calendar.holidays.items()}
    days |= {d.toordinal(): PublicHoliday(chinese[name], False) for d, name in chinese_calendar.workdays.items()}
    years = [d.year for d in chinese_calendar.holidays]
    return days, range(min(years), max(years) + 1)


def public_holiday(ordinal: int) -> PublicHoliday | None:
    """The holiday (or make-up workday) on day `ordinal`; None on an ordinary day or an unpublished year."""
    return _schedule()[0].get(ordinal)


def schedule_published(year: int) -> bool:
    """Whether the schedule of `year` is known (published, and carried by the data)."""
    return year in _schedule()[1]


def published_years() -> range:
    return _schedule()[1]
