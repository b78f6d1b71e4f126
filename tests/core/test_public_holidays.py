"""Public holidays and make-up workdays (almanac/core/calendar/public_holidays.py) against the State Council's
notices as published (国务院办公厅关于2025年、2026年部分节假日安排的通知), read from the notices, not the data."""

from datetime import date, timedelta

import pytest

from almanac.core import api

# 2026 notice: every day off, and the weekend days worked in exchange.
NOTICE_2026_OFF = {
    "元旦": (date(2026, 1, 1), date(2026, 1, 3)),
    "春节": (date(2026, 2, 15), date(2026, 2, 23)),
    "清明": (date(2026, 4, 4), date(2026, 4, 6)),
    "劳动节": (date(2026, 5, 1), date(2026, 5, 5)),
    "端午": (date(2026, 6, 19), date(2026, 6, 21)),
    "中秋": (date(2026, 9, 25), date(2026, 9, 27)),
    "国庆节": (date(2026, 10, 1), date(2026, 10, 7)),
}
NOTICE_2026_WORK = {
    date(2026, 1, 4): "元旦", date(2026, 2, 14): "春节", date(2026, 2, 28): "春节", date(2026, 5, 9): "劳动节",
    date(2026, 9, 20): "国庆节", date(2026, 10, 10): "国庆节",
}


def _span(first: date, last: date):
    while first <= last:
        yield first
        first += timedelta(days=1)


def test_every_day_of_the_2026_notice():
    expected = {d: (name, True) for name, (a, b) in NOTICE_2026_OFF.items() for d in _span(a, b)}
    expected |= {d: (name, False) for d, name in NOTICE_2026_WORK.items()}
    found = {}
    for d in _span(date(2026, 1, 1), date(2026, 12, 31)):
        holiday = api.day(d).public_holiday
        if holiday is not None:
            found[d] = (holiday.name, holiday.off_work)
    assert found == expected
    assert sum(not off for _name, off in found.values()) == 6  # six weekend days worked in 2026


@pytest.mark.parametrize(("day", "name", "off_work"), [
    (date(2025, 1, 26), "春节", False),  # Sunday before the 2025 Spring Festival: worked
    (date(2025, 1, 28), "春节", True),  # 除夕 2025, first day off under the 2025 rules
    (date(2025, 2, 8), "春节", False),
    (date(2025, 4, 27), "劳动节", False),
    (date(2025, 10, 8), "国庆节", True),  # 2025: 国庆 and 中秋 together, eight days
    (date(2025, 10, 11), "国庆节", False),
])
def test_days_of_the_2025_notice(day, name, off_work):
    assert tuple(api.day(day).public_holiday) == (name, off_work)


def test_an_ordinary_day_and_an_unpublished_year():
    assert api.day(date(2026, 3, 3)).public_holiday is None
    assert api.public_holidays_published(2026) and api.public_holidays_published(2004)
    assert not api.public_holidays_published(2003) and not api.public_holidays_published(2099)
    assert api.day(date(1990, 10, 1)).public_holiday is None  # not "an ordinary day": the year is unknown here


def test_the_day_json_carries_it():
    data = api.day(date(2026, 2, 14)).as_dict()
    assert data["public_holiday"] == {"name": "春节", "off_work": False} and data["public_holidays_published"]
    data = api.day(date(1990, 10, 1)).as_dict()
    assert data["public_holiday"] is None and data["public_holidays_published"] is False
