"""A date search narrowed and ordered (almanac.core.search): days off, the minimum grade, the order, and the
reading of these from URL parameters.

The days off are worked out by hand from the calendar and from the State Council's 2026 notice
(国务院办公厅关于2026年部分节假日安排的通知): 春节 15–23 February off (nine days, 16–20 and 23 are weekdays),
Saturday 14 and Saturday 28 February worked in exchange (班).
"""

from datetime import date, timedelta

import pytest

from almanac.core import api, search
from almanac.core.errors import AlmanacInputError, InvalidSearchFilter

FEB_2026 = [date(2026, 2, 1) + timedelta(days=n) for n in range(28)]
# 1 Feb 2026 is a Sunday. Weekends: 1, 7, 8, 14, 15, 21, 22, 28; 14 and 28 are worked; 15–23 are off.
DAYS_OFF_FEB_2026 = {date(2026, 2, d) for d in (1, 7, 8, 15, 16, 17, 18, 19, 20, 21, 22, 23)}


def test_the_days_off_of_february_2026():
    assert {d for d in FEB_2026 if search.is_day_off(api.day(d))} == DAYS_OFF_FEB_2026


@pytest.mark.parametrize(("day", "off"), [
    (date(2026, 2, 14), False),  # Saturday, 班 before 春节
    (date(2026, 2, 28), False),  # Saturday, 班 after 春节
    (date(2026, 2, 16), True),  # Monday, 春节 休
    (date(2026, 1, 1), True),  # Thursday, 元旦
    (date(2026, 1, 4), False),  # Sunday, 班 after 元旦
    (date(2026, 10, 10), False),  # Saturday, 班 after 国庆节
    (date(2026, 3, 7), True),  # an ordinary Saturday
    (date(2026, 3, 9), False),  # an ordinary Monday
    (date(1990, 10, 1), False),  # Monday, 国庆节, but no schedule of 1990 is known here: only weekends count
    (date(1990, 10, 6), True),  # Saturday of an unknown schedule
    (date(2099, 1, 3), True),  # Saturday of a year not yet published
])
def test_a_day_off_follows_the_schedule_before_the_weekday(day, off):
    assert search.is_day_off(api.day(day)) is off


def _dates(result):
    return [f.day.date for f in result.results]


def test_days_off_keep_exactly_the_found_days_that_are_off():
    everything = search.find_days(activity="祭祀", start=date(2026, 2, 1), end=date(2026, 2, 28))
    narrowed = search.find_days(activity="祭祀", start=date(2026, 2, 1), end=date(2026, 2, 28),
                                filters=search.SearchFilters(days_off=True))
    expected = set(_dates(everything)) & DAYS_OFF_FEB_2026
    assert expected and set(_dates(narrowed)) == expected
    assert date(2026, 2, 20) in expected  # a Friday of 春节: off
    assert narrowed.filtered_out == len(everything.results) - len(expected)
    assert _dates(narrowed) == [d for d in _dates(everything) if d in expected]  # still best first
    assert narrowed.filters.days_off and not everything.filters.narrowing


@pytest.mark.parametrize(("minimum", "allowed"), [
    ("上吉", {"上吉"}), ("吉", {"上吉", "吉"}), ("平", {"上吉", "吉", "平"}), ("凶", {"上吉", "吉", "平", "凶"}),
    ("大凶", {"上吉", "吉", "平", "凶", "大凶"}), ("", {"上吉", "吉", "平", "凶", "大凶"}),
])
def test_the_minimum_grade(minimum, allowed):
    start, end = date(2026, 1, 1), date(2026, 3, 31)
    everything = search.find_days(activity="祭祀", start=start, end=end)
    narrowed = search.find_days(activity="祭祀", start=start, end=end, filters=search.SearchFilters(min_grade=minimum))
    assert set(_dates(narrowed)) == {f.day.date for f in everything.results if f.day.rules.grade.name in allowed}
    if minimum in ("上吉", "吉", "平"):  # the quarter has 凶 days 宜 for 祭祀: a real minimum leaves them out
        assert narrowed.filtered_out > 0 and len(narrowed.results) < len(everything.results)


def test_both_filters_and_the_order_by_date():
    filters = search.SearchFilters(days_off=True, min_grade="吉", sort="date")
    everything = search.find_days(activity="祭祀", start=date(2026, 2, 1), end=date(2026, 2, 28))
    narrowed = search.find_days(activity="祭祀", start=date(2026, 2, 1), end=date(2026, 2, 28), filters=filters)
    expected = {f.day.date for f in everything.results if f.day.rules.grade.name in ("上吉", "吉")} & DAYS_OFF_FEB_2026
    assert _dates(narrowed) == sorted(expected)


def test_ranked_by_score_then_the_earlier_date():
    result = search.find_days(activity="祭祀", start=date(2026, 1, 1), end=date(2026, 6, 30))
    keys = [(-f.score, f.day.date) for f in result.results]
    assert keys == sorted(keys)


def test_no_day_off_in_a_working_week_then_near_misses_that_are_days_off():
    # 9–13 February 2026 is Monday to Friday with no holiday: no day there is a day off.
    week = {"activity": "祭祀", "start": date(2026, 2, 9), "end": date(2026, 2, 13)}
    everything = search.find_days(**week)
    narrowed = search.find_days(**week, filters=search.SearchFilters(days_off=True))
    assert everything.results and narrowed.results == ()
    assert narrowed.filtered_out == len(everything.results) and narrowed.near_misses == ()
    # A weekend with no 宜 day for 嫁娶: the near misses offered are days off too.
    for start in (date(2026, 3, 7) + timedelta(days=7 * n) for n in range(40)):
        weekend = {"activity": "嫁娶", "start": start - timedelta(days=4), "end": start + timedelta(days=1)}
        narrowed = search.find_days(**weekend, filters=search.SearchFilters(days_off=True))
        if not narrowed.results and narrowed.near_misses:
            assert all(f.day.date.weekday() >= 5 for f in narrowed.near_misses)
            return
    pytest.fail("no weekend without a 宜 day for 嫁娶 in 2026")


def test_the_score_taken_apart():
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31))
    for found in result.results:
        parts = found.parts
        assert parts.grade == found.day.rules.grade.name
        assert parts.grade_points == {"上吉": 8, "吉": 6, "平": 4, "凶": 2, "大凶": 0}[parts.grade]
        # 001 L513: 天德、月德 (and their 合), 岁德, 天恩, 天赦 weigh 2 on the 宜 side; every other god 1.
        heavy = {"天德", "岁德", "月德", "天德合", "月德合", "岁德合", "天恩", "天赦"}
        assert parts.for_weight == sum(2 if n in heavy else 1 for n in found.verdict.good)
        assert parts.against_weight == len(found.verdict.bad)
        assert found.score == parts.grade_points + 2 * (parts.for_weight - parts.against_weight)
    # 2026-01-11 (乙酉, 上吉): 宜 天德合 月德合 三合 天喜, no 忌 god → 8 + 2 × (2 + 2 + 1 + 1) = 20.
    first = next(f for f in result.results if f.day.date == date(2026, 1, 11))
    assert set(first.verdict.good) == {"天德合", "月德合", "三合", "天喜"} and not first.verdict.bad
    assert first.score == 20


def test_members_search_in_date_order():
    members = [api.member_facts(name="甲", sex="男", birth_date=date(1990, 5, 15))]
    filters = search.SearchFilters(sort="date")
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31), filters=filters)
    personal = search.personal_search_filter(result, members)
    dates = [p.found.day.date for p in personal.kept]
    assert dates == sorted(dates) and len(dates) > 3


# --- reading the filters from the URL, the form and the CLI ----------------------------------------

def test_parse_search_filters_defaults_and_values():
    assert search.parse_search_filters() == search.SearchFilters(False, "", "rank")
    assert search.parse_search_filters(days_off="on", min_grade=" 吉 ", sort="DATE") == (True, "吉", "date")
    assert search.parse_search_filters(days_off="0", min_grade="", sort="") == (False, "", "rank")
    assert search.parse_search_filters(days_off=True).days_off


@pytest.mark.parametrize(("fields", "message"), [
    ({"days_off": "maybe"}, "days_off: 'maybe' is neither yes"),
    ({"min_grade": "超吉"}, "min_grade: '超吉' is not a grade"),
    ({"min_grade": "good"}, "min_grade: 'good' is not a grade"),
    ({"sort": "price"}, "sort: 'price' is neither rank nor date"),
])
def test_parse_search_filters_says_what_is_wrong(fields, message):
    with pytest.raises(InvalidSearchFilter, match=message) as caught:
        search.parse_search_filters(**fields)
    assert isinstance(caught.value, AlmanacInputError) and caught.value.msgid


def test_the_best_days_whatever_the_order():
    by_date = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31),
                               filters=search.SearchFilters(sort="date"))
    # 2026-01-11 scores 20 (8 + 2 × 6), 2026-01-26 16, 2026-01-06 14 — ahead of 2026-02-17's 14 by date
    assert search.best_dates(by_date) == (date(2026, 1, 11), date(2026, 1, 26), date(2026, 1, 6))
    # for a member born 1990-05-15 (午 year): 2026-01-26 is a 子 day, 冲 his 本命, and is left out; 2026-01-06
    # (辰 day, 辰辰自刑 with his 庚辰 day) is 平 for him and goes after every day still 宜
    member = api.member_facts(name="甲", sex="男", birth_date=date(1990, 5, 15))
    personal = search.personal_search_filter(by_date, [member])
    best = search.best_dates(personal)
    assert best[0] == date(2026, 1, 11) and date(2026, 1, 26) not in best and date(2026, 1, 6) not in best
