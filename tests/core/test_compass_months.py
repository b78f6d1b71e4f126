"""The compass's months and its ring: a solar month's civil days, every sitting's levels at once, good months
for burial as for building."""

from datetime import date

import pytest

from almanac.core import api
from almanac.core.errors import AlmanacInputError

# --- a solar month's civil days --------------------------------------------------------------------------------


def test_renchen_month_of_2026_runs_from_qingming_to_the_day_before_lixia():
    # 清明 2026 falls on 5 April (02:40 CST), 立夏 on 5 May (the Hong Kong Observatory's 2026 table agrees):
    # 壬辰月, the third month of 丙午年, is 4月5日–5月4日.
    span = api.solar_month_span(2026, 3)
    assert (span.month.year_ganzhi.name, span.month.ganzhi.name) == ("丙午", "壬辰")
    assert (span.first, span.last) == (date(2026, 4, 5), date(2026, 5, 4))
    assert (span.month.opened_by.name, span.closed_by.name) == ("清明", "立夏")


def test_the_months_around_a_new_year():
    # 大雪 2025-12-07, 小寒 2026-01-05, 立春 2026-02-04: 子月 and 丑月 belong to the 立春 year 2025 (乙巳).
    months = api.solar_months(2025)
    assert [m.month.ganzhi.name for m in months[9:]] == ["丁亥", "戊子", "己丑"]
    assert (months[10].first, months[10].last) == (date(2025, 12, 7), date(2026, 1, 4))
    assert (months[11].first, months[11].last) == (date(2026, 1, 5), date(2026, 2, 3))
    assert api.solar_month_span(2026, 1).first == date(2026, 2, 4)


def test_a_jie_late_in_the_evening_opens_its_month_on_its_own_day():
    # 芒种 2026 falls at 23:48 CST on 5 June: the whole civil day already belongs to 甲午月 (the day-level
    # convention of calendar.pillars), so 癸巳月 ends on 4 June.
    assert api.solar_month_span(2026, 4).last == date(2026, 6, 4)
    assert api.solar_month_span(2026, 5).first == date(2026, 6, 5)
    assert api.solar_month_of(date(2026, 6, 5)).number == 5


def test_twelve_months_tile_the_year_without_gap_or_overlap():
    for year in (1900, 1901, 1984, 2026, 2099):
        months = api.solar_months(year)
        assert [m.month.number for m in months] == list(range(1, 13))
        for a, b in zip(months, months[1:]):
            assert (b.first - a.last).days == 1
        for m in months:
            if api.FIRST_SUPPORTED <= m.first <= m.last <= api.LAST_SUPPORTED:
                assert api.solar_month_of(m.first) == api.solar_month_of(m.last) == m.month
            assert m.closed_by.is_jie and m.month.opened_by.is_jie


@pytest.mark.parametrize("year, month", [(1899, 12), (2100, 1), (2026, 13), (2026, 0)])
def test_a_month_outside_the_range_is_an_input_error(year, month):
    with pytest.raises(AlmanacInputError):
        api.solar_month_span(year, month)


# --- every sitting's level at once ---------------------------------------------------------------------------


def test_sitting_levels_are_the_verdicts_of_each_sitting():
    levels = api.sitting_levels(2026, 3)
    assert list(levels) == list(api.MOUNTAIN_NAMES)
    for name, level in levels.items():
        verdict = api.sitting_verdict(2026, 3, name)
        assert level == {"build": verdict["build"], "bury": verdict["bury"]}


def test_xiao_yuejian_sets_building_and_burial_apart_on_the_ring():
    # 2026 三月: 小月建 stands in 兑七 (庚酉辛) — “忌修，不忌葬” (001 L469). Sitting 庚 has it alone on its
    # mountain: 凶 for building, 吉 for burial (its lucky gods stand); facing 庚 (坐甲) is likewise only 修造's worry.
    levels = api.sitting_levels(2026, 3)
    assert levels["庚"] == {"build": "凶", "bury": "吉"}
    assert levels["甲"]["build"] == "凶" and levels["甲"]["bury"] != "凶"
    # 月破 戌 is not exempt (“造葬皆不可犯”, 001 L463).
    assert levels["戌"] == {"build": "不可", "bury": "不可"}


def test_good_months_for_burial_read_the_burial_verdict():
    build = api.good_months(2026, "庚")
    bury = api.good_months(2026, "庚", use="bury")
    assert 3 not in [m["month"] for m in build]  # 三月: 小月建 on 庚 forbids building
    assert {"month": 3, "month_ganzhi": "壬辰", "level": "吉"} in bury
    for m in bury:
        assert api.sitting_verdict(2026, m["month"], "庚")["bury"] == m["level"] in ("吉", "平")
    assert api.good_months(2026, "庚", use="nonsense") == build
