"""Date picking (almanac.core.search): ranking, exclusions, near-misses and refused searches."""

from datetime import date

import pytest

from almanac.core import api, search
from almanac.core.errors import AlmanacInputError

# 001 L513 “…及天德、岁德、月德为上吉，三德合日，天恩、天赦日为次吉”: the 德 the site's weighing counts double.
L513_DE = {"天德", "岁德", "月德", "天德合", "月德合", "岁德合", "天恩", "天赦"}


@pytest.mark.parametrize("activity", ["嫁娶", "搬移", "安葬", "祭祀", "兴造动土"])
def test_no_result_is_a_day_the_seeds_forbid(activity):
    result = search.find_days(activity=activity, start=date(2026, 1, 1), end=date(2026, 12, 31))
    assert result.results, activity
    for found in result.results:
        day = found.day
        assert day.jianchu != "破", (activity, day.date)  # 破日 “必不可犯”
        assert not day.rules.vetoes, (activity, day.date)  # 百事不宜 days
        assert found.verdict.verdict == "宜"
        assert found.verdict.good  # some 宜 god of the printed list is present
        heavy = sum(2 if n in L513_DE else 1 for n in found.verdict.good)
        assert heavy > len(found.verdict.bad)  # its 忌 gods are outweighed


def test_results_are_ranked_best_first_by_the_documented_score():
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 12, 31))
    scores = [f.score for f in result.results]
    assert scores == sorted(scores, reverse=True)
    for found in result.results[:10]:
        good = search.weight(found.verdict.good, good=True)
        bad = search.weight(found.verdict.bad, good=False)
        assert found.score == search.GRADE_POINTS[found.day.rules.grade.name] + 2 * (good - bad)


def test_every_qualifying_day_is_found():
    start, end = date(2026, 3, 1), date(2026, 5, 31)
    result = search.find_days(activity="搬移", start=start, end=end)
    expected = {
        f.date for f in api.days(start, end) if any(v.activity.name == "搬移" and v.verdict == "宜" for v in f.rules.activities)
    }
    assert {f.day.date for f in result.results} == expected


def test_a_found_day_lists_what_its_full_facts_say():
    # A search keeps of a found day what it lists (date, lunar date, day pillar, grade, holiday) without building the
    # day's full facts; they must be the facts' own.
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 12, 31))
    near = search.find_days(activity="嫁娶", start=date(2025, 1, 1), end=date(2025, 1, 1)).near_misses
    for found in (*result.results, *near):
        facts = api.day(found.date)
        assert found.facts is None  # nothing read the full facts
        assert (found.lunar, found.pillar, found.grade) == (facts.lunar, facts.pillars.day, facts.rules.grade.name)
        assert found.public_holiday == facts.public_holiday and found.day_off == search.is_day_off(facts)
        assert found.day == facts


def test_found_days_carry_the_facts_the_search_built():
    # The 奇门 filter reads the found days' hours: they keep those facts, for the hours the page lists.
    result = search.find_days(activity="祭祀", start=date(2026, 3, 1), end=date(2026, 3, 31), qimen=True)
    assert result.results
    for found in (*result.results, *result.qimen_dropped):
        assert found.facts == api.day(found.date)
        assert found.with_facts() is found


def test_near_misses_when_nothing_qualifies():
    # A single 破日 for 嫁娶 never qualifies: 2025-01-01 is 大凶 (破日 / veto) → look for a single 忌 day instead.
    for offset in range(60):
        day = date(2025, 3, 1).toordinal() + offset
        facts = api.day(date.fromordinal(day))
        verdict = next(v for v in facts.rules.activities if v.activity.name == "嫁娶")
        if verdict.verdict == "忌" and not facts.rules.vetoes and verdict.bad:
            result = search.find_days(activity="嫁娶", start=facts.date, end=facts.date)
            assert result.results == ()
            assert [f.day.date for f in result.near_misses] == [facts.date]
            return
    pytest.fail("no outweighable 忌 day found")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"activity": "飞天", "start": date(2026, 1, 1), "end": date(2026, 2, 1)},
        {"activity": "嫁娶", "start": date(2026, 2, 1), "end": date(2026, 1, 1)},
        {"activity": "嫁娶", "start": date(2026, 1, 1), "end": date(2030, 1, 1)},
        {"activity": "嫁娶", "start": date(1800, 1, 1), "end": date(1800, 2, 1)},
    ],
)
def test_bad_searches_are_explained(kwargs):
    with pytest.raises(AlmanacInputError) as caught:
        search.find_days(**kwargs)
    assert str(caught.value) and caught.value.msgid


# --- the one reading of a search's input (URL, form and API alike) ---------------------------------

def test_parse_search_query_reads_strings_and_flags():


    query = search.parse_search_query(activity=" 嫁娶 ", start="2026-01-01", end="2026-03-31", hours="", qimen="on")
    assert query == (
        "嫁娶", date(2026, 1, 1), date(2026, 3, 31), True, True  # 奇门 implies hours
    )
    assert search.parse_search_query(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 1, 2), hours="yes").hours
    assert not search.parse_search_query(activity="嫁娶", start="2026-01-01", end="2026-01-02", hours="0").hours


@pytest.mark.parametrize("fields,message", [
    ({"start": "2026-02-30"}, "from: 2026-02-30 is not a date"),
    ({"end": "abc"}, "to: 'abc' is not a date"),
    ({"activity": "飞天"}, "unknown activity '飞天'"),
    ({"start": "2026-03-01", "end": "2026-01-01"}, "ends (2026-01-01) before it starts"),
    ({"end": "2030-01-01"}, "search at most three years"),
])
def test_parse_search_query_says_what_is_wrong(fields, message):



    given = {"activity": "嫁娶", "start": "2026-01-01", "end": "2026-01-31"} | fields
    with pytest.raises(AlmanacInputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        search.parse_search_query(**given)
