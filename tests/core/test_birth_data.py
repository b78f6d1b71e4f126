"""Birth data as people know it (issue #18 item 6): lunar birthdays, true solar time, daylight saving time,
pillars that the birth data leave open, and the personal verdicts hedged where they depend on them.

Expected values are published ones (Hong Kong Observatory's lunar calendar, Meeus's worked example, China's
summer-time dates) or worked out here by hand from the rule and from the shipped astronomical table's own
rows (almanac/core/data/astro_table.txt: Unix seconds, longitude), never copied from the code's output.
"""

import json
from datetime import UTC, date, datetime, time, timedelta

import pytest

from almanac.core import api
from almanac.core.calendar.civil import CST
from almanac.core.calendar.ganzhi import BRANCHES, STEMS
from almanac.core.calendar.solar_time import equation_of_time, equation_of_time_at, local_mean_time
from almanac.core.errors import AlmanacInputError, FutureBirthDate, PersonalInputError, check_birth_not_future
from almanac.core.personal import member_marks, personal_day
from almanac.core.rules.birth import personal_facts

CYCLE = [STEMS[i % 10] + BRANCHES[i % 12] for i in range(60)]
ANCHOR, ANCHOR_INDEX = date(2000, 1, 1), CYCLE.index("戊午")  # 2000-01-01 was a 戊午 day


def day_pillar(day: date) -> str:
    return CYCLE[(ANCHOR_INDEX + (day - ANCHOR).days) % 60]


def table_moment(unix_seconds: int) -> datetime:
    """A row of the shipped table, read by hand: Unix seconds → China Standard Time."""
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(seconds=unix_seconds)


# The table's rows (almanac/core/data/astro_table.txt, [terms]): 立春 (315°) and 惊蛰 (345°) of 2024.
LICHUN_2024 = table_moment(1707035228)  # 2024-02-04 08:27:08 UTC = 16:27:08 CST
JINGZHE_2024 = table_moment(1709605366)  # 2024-03-05 02:22:46 UTC = 10:22:46 CST


def test_the_table_rows_read_by_hand():
    assert LICHUN_2024.astimezone(CST).replace(tzinfo=None) == datetime(2024, 2, 4, 16, 27, 8)
    assert JINGZHE_2024.astimezone(CST).replace(tzinfo=None) == datetime(2024, 3, 5, 10, 22, 46)
    terms = {t.name: t.at for t in api.terms_in_year(2024)}
    assert terms["立春"] == LICHUN_2024 and terms["惊蛰"] == JINGZHE_2024


# --- lunar birthdays ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lunar, leap, solar", [
    # Hong Kong Observatory's Gregorian–lunar tables
    ((2023, 2, 1), True, date(2023, 3, 22)),  # 2023 閏二月初一
    ((2023, 2, 29), True, date(2023, 4, 19)),  # its last day: 閏二月 is a 29-day month
    ((2023, 2, 1), False, date(2023, 2, 20)),  # 二月初一 of the same year
    ((2023, 3, 1), False, date(2023, 4, 20)),  # 三月初一, after the leap month
    ((2020, 4, 1), True, date(2020, 5, 23)),  # 2020 閏四月初一
    ((1990, 1, 1), False, date(1990, 1, 27)),  # 1990 春节
    ((1990, 12, 1), False, date(1991, 1, 16)),  # 腊月 of lunar 1990 falls in January 1991
])
def test_a_lunar_birthday_becomes_its_solar_date(lunar, leap, solar):
    assert api.lunar_to_solar(*lunar, leap=leap) == solar
    back = api.lunar_date(solar)
    assert (back.year, back.month, back.day, back.leap) == (*lunar, leap)


def test_the_leap_month_of_a_year():
    assert api.leap_month_of(2023) == 2 and api.leap_month_of(2020) == 4 and api.leap_month_of(2024) is None
    assert api.lunar_date(date(2023, 3, 22)).text == "闰二月初一"


@pytest.mark.parametrize("args, leap, words", [
    ((2024, 2, 1), True, "2024 年没有闰月"),
    ((2023, 3, 1), True, "没有闰 3 月：该年闰 2 月"),
    ((2023, 2, 30), True, "闰 2 月只有 29 天"),
    ((2023, 13, 1), False, "正月至腊月"),
    ((2023, 1, 31), False, "初一至三十"),
    ((1850, 1, 1), False, "超出支持范围"),
])
def test_a_lunar_date_that_does_not_exist_is_refused_saying_why(args, leap, words):
    with pytest.raises(AlmanacInputError) as caught:
        api.lunar_to_solar(*args, leap=leap)
    assert words in caught.value.msgid % caught.value.params


# --- pillars the birth data leave open --------------------------------------------------------------

def test_a_birth_minute_that_contains_lichun_leaves_year_and_month_open():
    # 立春 at 16:27:08: a birth written 16:27 may be before it (16:27:00–08) or after it (16:27:08–59)
    facts = personal_facts(sex="男", birth_date=date(2024, 2, 4), birth_time=time(16, 27))
    assert facts.boundary is not None and facts.boundary.name == "立春" and facts.boundary.at == LICHUN_2024
    assert facts.uncertain == ("year", "month")
    # read at 16:27:00, before the moment: 癸卯年 乙丑月 (五虎遁: 戊癸之年 甲寅起, 丑 the 12th month → 乙丑)
    assert (facts.pillars.year.name, facts.pillars.month.name) == ("癸卯", "乙丑")
    # the other reading: 甲辰年, 甲己之年丙作首 → 丙寅月; day and hour the same
    assert facts.alternative_pillars == {"year": ("甲辰",), "month": ("丙寅",)}
    (other,) = facts.alternates
    assert other.pillars.day == facts.pillars.day and other.pillars.hour == facts.pillars.hour
    assert other.star != facts.star  # the 男女九宫 star follows the 立春 year


@pytest.mark.parametrize("clock, year", [(time(16, 26), "癸卯"), (time(16, 28), "甲辰"), (time(16, 27, 30), "甲辰"),
                                         (time(16, 27, 5), "癸卯")])
def test_minutes_either_side_and_exact_seconds_are_not_open(clock, year):
    facts = personal_facts(sex="女", birth_date=date(2024, 2, 4), birth_time=clock)
    assert facts.uncertain == () and facts.alternates == () and facts.pillars.year.name == year


def test_a_jie_other_than_lichun_leaves_only_the_month_open():
    # 惊蛰 at 10:22:46 opens 卯月: 甲辰年 丁卯月 after it, 丙寅月 before
    facts = personal_facts(sex="男", birth_date=date(2024, 3, 5), birth_time=time(10, 22))
    assert facts.uncertain == ("month",) and facts.boundary.name == "惊蛰"
    assert facts.pillars.month.name == "丙寅" and facts.alternative_pillars == {"month": ("丁卯",)}


def test_a_date_only_birth_on_lichun_day_leaves_year_and_month_open():
    facts = personal_facts(sex="男", birth_date=date(2024, 2, 4))
    assert facts.uncertain == ("year", "month") and facts.boundary.name == "立春"
    assert facts.pillars.year.name == "癸卯"  # read at local noon, before 16:27:08
    assert facts.alternative_pillars == {"year": ("甲辰",), "month": ("丙寅",)}


def test_a_date_only_birth_abroad_may_span_two_days_in_china():
    # 2024-02-04 in New York (UTC−5) runs from 13:00 CST on the 4th to 12:59 CST on the 5th: 立春 and a CST
    # midnight both fall inside it
    facts = personal_facts(sex="女", birth_date=date(2024, 2, 4), timezone="America/New_York")
    assert facts.uncertain == ("year", "month", "day")
    # noon in New York is 01:00 CST on the 5th: after 立春, the 5th's day pillar
    assert facts.pillars.year.name == "甲辰" and facts.pillars.day.name == day_pillar(date(2024, 2, 5))
    assert day_pillar(date(2024, 2, 4)) in facts.alternative_pillars["day"]


def test_an_ordinary_day_leaves_nothing_open():
    facts = personal_facts(sex="男", birth_date=date(1990, 11, 15))
    assert facts.uncertain == () and facts.alternates == () and facts.boundary is None


def test_a_summer_time_day_begins_in_the_previous_china_day():
    # 1990-05-15 in Shanghai kept summer time (UTC+9): local 00:00–00:59 is 23:00–23:59 CST on the 14th
    facts = personal_facts(sex="男", birth_date=date(1990, 5, 15))
    assert facts.uncertain == ("day",) and facts.boundary is None
    assert facts.alternative_pillars == {"day": (day_pillar(date(1990, 5, 14)),)}


# --- hedged verdicts ------------------------------------------------------------------------------

def test_a_clash_that_depends_on_the_hour_is_hedged_not_stated_flatly():
    # 2026-12-01 is a 己酉 day: 酉 clashes 卯 (癸卯, born before 立春) but not 辰 (甲辰, after)
    assert day_pillar(date(2026, 12, 1)) == "己酉"
    member = personal_facts(name="甲", sex="男", birth_date=date(2024, 2, 4))
    day = personal_day(member, date(2026, 12, 1))
    assert day.clashes and day.clash_hedged and day.hedged
    assert day.reading.benming == "癸卯" and day.reading.side == "before" and day.reading.boundary == "立春"
    (other,) = day.alternatives
    assert other.reading.benming == "甲辰" and other.reading.side == "after" and not other.clashes
    clash = next(f for f in day.flags if f.name == "冲" and f.against == "year")
    assert clash.hedged
    # the main reading's verdicts are kept (日冲本命: 忌), each marked with what the other reading gives
    wedding = day.verdict_for("嫁娶")
    assert wedding.verdict == "忌" and wedding.hedged and "忌" not in wedding.otherwise
    # marks on a month grid say 冲本命？, not 冲本命
    marks = member_marks(member, [api.day(date(2026, 12, 1))])
    assert marks[date(2026, 12, 1)][0] == "冲本命？"


def test_flags_every_reading_shares_are_not_hedged():
    # 2026-12-05 is a 癸丑 day: 丑 刑 戌 (the birth day 戊戌, the same in both readings) — and 丑 is neither
    # 卯's nor 辰's 冲; nothing depends on the hour but the 本命 relations
    member = personal_facts(name="甲", sex="男", birth_date=date(2024, 2, 4))
    day = personal_day(member, date(2026, 12, 5))
    for flag in day.flags:
        if flag.against == "day":
            assert not flag.hedged


def test_a_member_with_one_reading_is_never_hedged():
    member = personal_facts(name="乙", sex="女", birth_date=date(1990, 5, 15), birth_time=time(14, 30))
    day = personal_day(member, date(2026, 12, 1))
    assert not day.hedged and day.reading is None and day.alternatives == ()
    assert not any(v.hedged for v in day.activities)


def test_the_member_day_json_carries_the_hedge():
    member = personal_facts(name="甲", sex="男", birth_date=date(2024, 2, 4), birth_time=time(16, 27))
    data = api.member_facts_dict(member)
    assert data["uncertain"] == ["year", "month"] and data["alternatives"] == {"year": ["甲辰"], "month": ["丙寅"]}
    assert data["boundary"] == {"name": "立春", "at": "2024-02-04T16:27:08+08:00"}
    from almanac.core.serialize import member_day_dict

    day = member_day_dict(personal_day(member, date(2026, 12, 1)))
    assert day["hedged"] and day["reading"]["benming"] == "癸卯"
    assert day["alternatives"][0]["reading"]["benming"] == "甲辰" and not day["alternatives"][0]["clashes"]



# --- the compass and the date search, for birth data that leave the birth year open ------------------------------

# By the seed rules (rules/birth.py): 禄 = the year stem's 临官 (甲 寅, 癸 子), 马 = 驿马 of the year branch's 三合
# (申子辰 → 寅, 亥卯未 → 巳), 天乙贵人 of the year stem (甲戊庚 丑未, 壬癸 卯巳).
BEFORE_LICHUN = {"本命": "卯", "禄": "子", "马": "巳", "贵人": {"卯", "巳"}}  # 癸卯
AFTER_LICHUN = {"本命": "辰", "禄": "寅", "马": "寅", "贵人": {"丑", "未"}}  # 甲辰


def _compass_by_reading(marks) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for mark in marks:
        place = out.setdefault(mark.reading.benming if mark.reading else "", {"贵人": set()})
        if mark.name in ("阳贵", "阴贵"):
            place["贵人"].add(mark.mountain)
        else:
            place[mark.name] = mark.mountain
    return out


def test_the_compass_gives_both_positions_when_the_birth_year_is_open():
    member = personal_facts(name="甲", sex="男", birth_date=date(2024, 2, 4))  # 立春 at 16:27:08, no time given
    marks = api.member_compass(member)
    assert all(m.uncertain for m in marks)
    assert _compass_by_reading(marks) == {"癸卯": BEFORE_LICHUN, "甲辰": AFTER_LICHUN}
    assert marks[0].reading.side == "before" and marks[0].reading.boundary == "立春"  # the main reading (noon) first
    assert {m.reading.side for m in marks if m.reading.benming == "甲辰"} == {"after"}


def test_the_compass_is_certain_when_only_the_month_or_day_is_open():
    # 惊蛰 inside the birth minute leaves the month open, a summer-time midnight the day: the marks follow the year
    for member in (personal_facts(sex="男", birth_date=date(2024, 3, 5), birth_time=time(10, 22)),
                   personal_facts(sex="男", birth_date=date(1990, 5, 15))):
        assert member.alternates and "year" not in member.uncertain
        marks = api.member_compass(member)
        assert len(marks) == 5 and not any(m.uncertain or m.reading for m in marks)


def _search_with(*members):
    from almanac.core import search

    result = search.find_days(activity="嫁娶", start=date(2026, 9, 1), end=date(2026, 12, 31))
    return result, search.personal_search_filter(result, members)


def test_a_members_search_keeps_a_day_only_one_reading_forbids_and_ranks_it_last():
    # 酉 days clash 卯 (the 癸卯 reading) and 戌 days clash 辰 (甲辰): 日冲本命 by one reading only
    member = personal_facts(name="甲", sex="男", birth_date=date(2024, 2, 4))
    result, chosen = _search_with(member)
    one_reading = {f.day.date for f in result.results if BRANCHES[f.day.pillars.day.branch] in "酉戌"}
    assert date(2026, 12, 1) in one_reading  # 己酉, a 宜嫁娶 day for everyone
    assert chosen.dropped == ()
    kept = {p.found.day.date: p for p in chosen.kept}
    assert set(kept) == {f.day.date for f in result.results}
    assert {p.found.day.date for p in chosen.uncertain} == one_reading
    first = kept[date(2026, 12, 1)]
    verdict = first.days[0].verdict_for("嫁娶")
    assert verdict.verdict == "忌" and verdict.hedged and "忌" not in verdict.otherwise
    assert first.hedged and first.uncertain_members == ("甲",) and first.worst == "忌"
    # every day that no reading forbids comes before every day that one reading forbids
    order = [p.found.day.date in one_reading for p in chosen.kept]
    assert order == sorted(order) and any(order) and not all(order)


def test_a_members_search_drops_a_day_every_reading_forbids():
    # 乙 born 1999-06-01 10:00 (己卯, one reading): a 酉 day is 日冲本命 for him whatever 甲's birth hour was
    hedged = personal_facts(name="甲", sex="男", birth_date=date(2024, 2, 4))
    settled = personal_facts(name="乙", sex="男", birth_date=date(1999, 6, 1), birth_time=time(10, 0))
    result, chosen = _search_with(hedged, settled)
    dropped = {p.found.day.date: p for p in chosen.dropped}
    assert date(2026, 12, 1) in dropped
    assert all(BRANCHES[day.pillars.day.branch] == "酉" for day in (p.found.day for p in chosen.dropped))
    settled_verdict = dropped[date(2026, 12, 1)].days[1].verdict_for("嫁娶")
    assert settled_verdict.verdict == "忌" and not settled_verdict.hedged
    # the 戌 days (甲辰's clash only) stay, uncertain for 甲 alone
    assert {p.uncertain_members for p in chosen.uncertain} == {("甲",)}
    assert all(BRANCHES[p.found.day.pillars.day.branch] == "戌" for p in chosen.uncertain)
    data = json.loads(api.search_json(chosen))
    results = {r["date"]: r for r in data["results"]}
    assert "2026-12-01" not in results and "2026-12-01" in {r["date"] for r in data["personal_dropped"]}
    for found in chosen.uncertain:
        hers = results[found.found.day.date.isoformat()]["personal"][0]
        assert hers["member"] == "甲" and hers["hedged"] and "忌" in [hers["verdict"], *hers["otherwise"]]


# --- daylight saving time ---------------------------------------------------------------------------

def test_daylight_saving_time_is_removed_and_said():
    # China kept summer time 1986–1991; in 1988 from 17 April 02:00 to 11 September 02:00 (UTC+9)
    facts = personal_facts(sex="男", birth_date=date(1988, 6, 15), birth_time=time(0, 30))
    assert facts.birth_cst_text == "1988-06-14 23:30" and facts.dst == timedelta(hours=1)
    assert facts.utc_offset_text == "UTC+9" and facts.clock_change == ""
    assert api.member_facts_dict(facts)["dst_minutes"] == 60
    winter = personal_facts(sex="男", birth_date=date(1988, 12, 15), birth_time=time(0, 30))
    assert winter.dst == timedelta(0) and winter.utc_offset_text == "UTC+8"


def test_clock_times_in_a_daylight_saving_change_are_named():
    skipped = personal_facts(sex="男", birth_date=date(1988, 4, 17), birth_time=time(2, 30))  # 02:00 → 03:00
    repeated = personal_facts(sex="男", birth_date=date(1988, 9, 11), birth_time=time(1, 30))  # 02:00 → 01:00
    assert skipped.clock_change == "skipped" and repeated.clock_change == "repeated"
    assert repeated.birth_cst_text == "1988-09-11 00:30"  # the first 01:30 (still summer time) is read
    assert personal_facts(sex="男", birth_date=date(1988, 7, 1), birth_time=time(1, 30)).clock_change == ""


# --- true solar time ----------------------------------------------------------------------------------

def test_equation_of_time_against_meeus_worked_example():
    # Meeus, Astronomical Algorithms (2nd ed.), example 28.a: 1992 October 13.0 TD, E = +13m 42.6s
    t = (2448908.5 - 2451545.0) / 36525
    assert equation_of_time_at(t) == pytest.approx(13 * 60 + 42.6, abs=1.0)


@pytest.mark.parametrize("day, city, longitude", [
    (date(1950, 3, 1), "beijing", 116.40), (date(2024, 11, 3), "beijing", 116.40),
    (date(2024, 2, 11), "urumqi", 87.60), (date(1905, 5, 14), "guangzhou", 113.25),
    (date(2000, 7, 26), "shanghai", 121.46), (date(2040, 11, 3), "harbin", 126.65),
])
def test_equation_of_time_agrees_with_the_suns_transit_from_de421(day, city, longitude):
    # at the Sun's meridian transit true solar time is 12:00; local mean time then is 12:00 − E
    transit = api.from_apparent_solar_time(day=day, city=city, clock=time(12, 0))
    mean = local_mean_time(transit, longitude)
    assert (datetime.combine(day, time(12, 0)) - mean).total_seconds() == pytest.approx(
        equation_of_time(transit).total_seconds(), abs=2.0)


def test_true_solar_time_is_off_by_default():
    facts = personal_facts(sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30), longitude=121.46)
    assert facts.solar_time is None and facts.longitude == 121.46


def test_true_solar_time_of_a_shanghai_birth():
    # 1990-05-15 14:30 summer time in Shanghai = 13:30 CST; 121.46° E is 1.46° east of 120°: +5m 50.4s of mean
    # time; the equation of time in mid-May is about +3m 40s
    facts = personal_facts(sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30), longitude=121.46,
                           true_solar_time=True)
    solar = facts.solar_time
    assert solar.mean_offset == timedelta(seconds=350.4)
    assert 3 * 60 + 30 < solar.equation.total_seconds() < 3 * 60 + 50
    assert solar.clock.replace(microsecond=0) == (datetime(1990, 5, 15, 13, 30) + solar.mean_offset
                                                  + solar.equation).replace(microsecond=0)
    assert facts.pillars.hour.name[1] == "未"  # 13:39 true solar, 13:30 CST: 未 both ways


def test_true_solar_time_moves_the_hour_far_west():
    # 23:10 CST in Urumqi (87.60° E): 32.4° west of 120° → −2h 09m 36s of mean time, ≈ 21:0x true solar time:
    # the 亥 hour of the same day instead of the 子 hour that opens the next (a winter date: no summer time)
    winter = dict(sex="女", birth_date=date(1990, 12, 15), birth_time=time(23, 10), timezone="Asia/Shanghai")
    by_clock = personal_facts(**winter)
    by_sun = personal_facts(**winter, longitude=87.60, true_solar_time=True)
    assert by_clock.pillars.hour.name[1] == "子" and by_sun.pillars.hour.name[1] == "亥"
    assert by_sun.pillars.day == by_clock.pillars.day  # the day changes at midnight: 23:10 is still the 15th
    assert by_sun.solar_time.mean_offset == timedelta(seconds=-7776)
    assert by_sun.solar_time.clock.hour == 21


def test_true_solar_time_needs_a_longitude():
    with pytest.raises(PersonalInputError) as caught:
        personal_facts(sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30), true_solar_time=True)
    assert "经度" in caught.value.msgid
    with pytest.raises(PersonalInputError):
        personal_facts(sex="男", birth_date=date(1990, 5, 15), longitude=200.0)


def test_place_longitude():
    assert api.place_longitude("上海") == 121.46 and api.place_longitude("urumqi") == 87.60
    assert api.place_longitude("Atlantis") is None


# --- a birth date in the future ---------------------------------------------------------------------------

def test_a_birth_date_after_today_is_flagged():
    today = date(2026, 12, 2)
    assert check_birth_not_future(today, today) == today
    with pytest.raises(FutureBirthDate) as caught:
        check_birth_not_future(date(2027, 1, 1), today)
    assert caught.value.params == {"value": "2027-01-01", "today": "2026-12-02"}
    assert isinstance(caught.value, PersonalInputError)


def test_utc_offsets_read_as_people_write_them():
    facts = personal_facts(sex="男", birth_date=date(2000, 1, 1), birth_time=time(12, 0), timezone="Asia/Kolkata")
    assert facts.utc_offset_text == "UTC+5:30"
    facts = personal_facts(sex="男", birth_date=date(2000, 1, 1), birth_time=time(12, 0), timezone="America/St_Johns")
    assert facts.utc_offset_text == "UTC−3:30"
