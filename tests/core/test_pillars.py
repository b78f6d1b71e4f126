"""Pillars: published day pillars, the 节 conventions, and properties over the whole range."""

from datetime import date, datetime, timedelta

import pytest

from almanac.core import api
from almanac.core.calendar.civil import CST, FIRST_SUPPORTED, LAST_SUPPORTED
from almanac.core.calendar.pillars import day_ganzhi, pillars_at


def test_published_day_pillars():
    assert day_ganzhi(date(1949, 10, 1).toordinal()).name == "甲子"
    assert day_ganzhi(date(2000, 1, 1).toordinal()).name == "戊午"
    assert day_ganzhi(date(2025, 1, 29).toordinal()).name == "戊戌"
    assert day_ganzhi(date(1900, 1, 1).toordinal()).name == "甲戌"


def test_spring_festival_2025_pillars():
    facts = api.day(date(2025, 1, 29))
    assert facts.pillars.as_dict() == {"year": "甲辰", "month": "丁丑", "day": "戊戌"}
    assert facts.lunar_year_ganzhi.name == "乙巳"  # the lunar year has turned, the 立春 year not yet


def test_lichun_2025_switch_moment():
    # 立春 2025-02-03 22:10:28 CST: the day belongs to 乙巳年 戊寅月; the exact moment is kept.
    facts = api.day(date(2025, 2, 3))
    assert facts.pillars.year.name == "乙巳" and facts.pillars.month.name == "戊寅"
    switch = facts.month_switch
    assert switch is not None and switch.term.name == "立春"
    assert (switch.before.year_ganzhi.name, switch.before.ganzhi.name) == ("甲辰", "丁丑")
    assert (switch.after.year_ganzhi.name, switch.after.ganzhi.name) == ("乙巳", "戊寅")
    before = pillars_at(switch.term.at - timedelta(seconds=2))
    after = pillars_at(switch.term.at + timedelta(seconds=2))
    assert (before.year.name, before.month.name) == ("甲辰", "丁丑")
    assert (after.year.name, after.month.name) == ("乙巳", "戊寅")


def test_hour_pillars_five_rats():
    # 五鼠遁 (seed 001): 甲己日起甲子时 — 1949-10-01 is 甲子; its 午 hour is 庚午.
    assert pillars_at(datetime(1949, 10, 1, 0, 30, tzinfo=CST)).hour.name == "甲子"
    assert pillars_at(datetime(1949, 10, 1, 12, 0, tzinfo=CST)).hour.name == "庚午"
    # 23:00 is already the next day's 子 hour (丙子 for the 乙丑 day); the day pillar follows the setting.
    late = datetime(1949, 10, 1, 23, 30, tzinfo=CST)
    assert pillars_at(late).hour.name == "丙子"
    assert pillars_at(late).day.name == "甲子"
    assert pillars_at(late, late_zi_next_day=True).day.name == "乙丑"


def test_pillars_at_converts_other_timezones():
    from datetime import timezone

    utc_noon = datetime(2025, 1, 29, 4, 0, tzinfo=timezone.utc)  # 12:00 CST
    assert pillars_at(utc_noon).hour.name[1] == "午"


@pytest.mark.slow  # every day of 1901–2099 (about 12 s)
def test_properties_over_the_whole_range():
    previous = None
    for facts in api.days(FIRST_SUPPORTED, LAST_SUPPORTED):
        p = facts.pillars
        if previous is not None:
            # the day pillar advances by one every day
            assert p.day.index == (previous.pillars.day.index + 1) % 60
            jie_today = facts.month_switch is not None
            # the month pillar changes only on 节 days, and then by exactly one
            if p.month != previous.pillars.month:
                assert jie_today and p.month.index == (previous.pillars.month.index + 1) % 60, facts.date
            else:
                assert not jie_today, facts.date
            # the year pillar changes only on 立春
            if p.year != previous.pillars.year:
                assert jie_today and facts.month_switch.term.name == "立春", facts.date
        # 五虎遁: the month stem follows from the year stem
        assert p.month.stem == (2 * (p.year.stem % 5) + 2 + (facts.solar_month.number - 1)) % 10
        # 正月建寅
        assert p.month.branch == (facts.solar_month.number + 1) % 12
        previous = facts
