"""The lunar calendar against published dates and the astronomical rule's own properties."""

from datetime import date, timedelta

import pytest

from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED, lunar_civil_ordinal
from almanac.core.calendar.lunar import MONTH_NAMES, day_name, lunar_date, lunar_months, lunar_to_gregorian
from almanac.core.calendar.terms import WINTER_SOLSTICE, astro_table

# 春节 (正月初一) as published by the Purple Mountain Observatory / Hong Kong Observatory calendars.
SPRING_FESTIVALS = {
    1901: date(1901, 2, 19),
    1912: date(1912, 2, 18),
    1949: date(1949, 1, 29),
    1950: date(1950, 2, 17),
    1985: date(1985, 2, 20),
    2000: date(2000, 2, 5),
    2008: date(2008, 2, 7),
    2015: date(2015, 2, 19),
    2020: date(2020, 1, 25),
    2021: date(2021, 2, 12),
    2022: date(2022, 2, 1),
    2023: date(2023, 1, 22),
    2024: date(2024, 2, 10),
    2025: date(2025, 1, 29),
    2026: date(2026, 2, 17),
    2027: date(2027, 2, 6),
    2030: date(2030, 2, 3),
    2033: date(2033, 1, 31),
    2050: date(2050, 1, 23),
}

# Leap months (闰月) as published: year → (month number, first day).
LEAP_MONTHS = {
    2001: (4, date(2001, 5, 23)),
    2004: (2, date(2004, 3, 21)),
    2006: (7, date(2006, 8, 24)),
    2009: (5, date(2009, 6, 23)),
    2012: (4, date(2012, 5, 21)),
    2014: (9, date(2014, 10, 24)),
    2017: (6, date(2017, 7, 23)),
    2020: (4, date(2020, 5, 23)),
    2023: (2, date(2023, 3, 22)),
    2025: (6, date(2025, 7, 25)),
    # The “2033 problem”: the rule gives 闰十一月, as GB/T 33661-2017 does.
    2033: (11, date(2033, 12, 22)),
}


@pytest.mark.parametrize("year,new_year", sorted(SPRING_FESTIVALS.items()))
def test_spring_festival(year, new_year):
    lunar = lunar_date(new_year)
    assert (lunar.year, lunar.month, lunar.day, lunar.leap) == (year, 1, 1, False)
    assert lunar.text == "正月初一"
    assert lunar_date(new_year - timedelta(days=1)).year == year - 1


@pytest.mark.parametrize("year,leap", sorted(LEAP_MONTHS.items()))
def test_leap_months(year, leap):
    number, first_day = leap
    leaps = [m for m in lunar_months() if m.year == year and m.leap]
    assert [(m.number, date.fromordinal(m.start)) for m in leaps] == [(number, first_day)]
    assert lunar_date(first_day).text == "闰" + MONTH_NAMES[number - 1] + "初一"
    assert lunar_to_gregorian(year, number, 1, leap=True) == first_day


def test_no_leap_in_ordinary_years():
    for year in (2024, 2026, 2027):
        assert not [m for m in lunar_months() if m.year == year and m.leap]


def test_mid_autumn_2025():
    # 中秋 2025 was on 10-06 (八月十五).
    assert lunar_date(date(2025, 10, 6)).text == "八月十五"


def test_month_and_day_names():
    assert [day_name(d) for d in (1, 10, 11, 20, 21, 29, 30)] == ["初一", "初十", "十一", "二十", "廿一", "廿九", "三十"]
    assert lunar_date(date(2026, 1, 1)).month_name == "冬月"
    assert lunar_date(date(2026, 2, 1)).month_name == "腊月"


def test_months_have_29_or_30_days_and_chain():
    months = lunar_months()
    for before, after in zip(months, months[1:]):
        assert before.length in (29, 30)
        assert before.start + before.length == after.start


def test_supported_range_is_covered():
    months = lunar_months()
    assert months[0].start <= FIRST_SUPPORTED.toordinal()
    assert months[-1].start + months[-1].length > LAST_SUPPORTED.toordinal()


def test_winter_solstice_always_in_the_eleventh_month():
    for term in astro_table().terms:
        if term.term == WINTER_SOLSTICE and 1901 <= term.at.year <= 2099:
            lunar = lunar_date(date.fromordinal(lunar_civil_ordinal(term.utc)))
            assert lunar.month == 11 and not lunar.leap, term.at


def test_years_have_12_or_13_months_in_order():
    by_year: dict[int, list] = {}
    for m in lunar_months():
        by_year.setdefault(m.year, []).append(m)
    for year in range(1901, 2100):
        months = by_year[year]
        assert len(months) in (12, 13), year
        numbers = [m.number for m in months if not m.leap]
        assert numbers == list(range(1, 13)), year
        assert sum(m.leap for m in months) == len(months) - 12


def test_lunar_to_gregorian_rejects_missing_dates():
    with pytest.raises(ValueError):
        lunar_to_gregorian(2024, 4, 1, leap=True)
    with pytest.raises(ValueError):
        lunar_to_gregorian(2025, 1, 31)


@pytest.mark.parametrize(
    "day,festival",
    [
        (date(2023, 1, 21), "除夕"),
        (date(2025, 1, 28), "除夕"),
        (date(2025, 2, 12), "元宵"),
        (date(2025, 5, 31), "端午"),
        (date(2024, 8, 10), "七夕"),
        (date(2024, 9, 17), "中秋"),
        (date(2025, 10, 6), "中秋"),
        (date(2025, 10, 29), "重阳"),
        (date(2025, 4, 4), "清明"),
        (date(2024, 12, 21), "冬至"),
    ],
)
def test_published_festival_dates(day, festival):
    from almanac.core import api

    assert festival in api.day(day).festivals


def test_no_lunar_festival_in_a_leap_month():
    from almanac.core import api

    # 2025 has a 闰六月; 2023 a 闰二月 — its 初二 is not 龙抬头.
    assert "龙抬头" not in api.day(date(2023, 3, 23)).festivals
    assert "龙抬头" in api.day(date(2023, 2, 21)).festivals
