"""Grade and activity verdicts: the 用日法 principles of seed 001, held to days found by search."""

from datetime import date, timedelta

import pytest

from almanac.core import api
from almanac.core.calendar.ganzhi import STEM_ELEMENT
from almanac.core.rules.catalogue import ALL_ACTIVITIES, ALL_DAY_GODS, activity_by_name
from almanac.core.rules.verdicts import ruling_element, strength

SAMPLE = [api.day(date(2024, 1, 1) + timedelta(days=i)) for i in range(0, 730, 1)]


def verdicts(facts):
    return {v.activity.name: v for v in facts.rules.activities}


def names(facts):
    return {g.name for g in facts.rules.counted}


def test_strength_table_of_seed_001():
    # 001 L511: “如寅卯月，甲乙寅卯为旺，丙丁巳午为相”; 休 = 日生月, 囚 = 克月令, 死 = 受克于月令.
    assert strength("木", "木") == "旺" and strength("火", "木") == "相"
    assert strength("水", "木") == "休" and strength("金", "木") == "囚" and strength("土", "木") == "死"
    assert ruling_element(1, False) == "木" and ruling_element(4, False) == "火"
    assert ruling_element(3, True) == "土"


def test_po_day_is_never_usable():
    # 001 L517/L525: “破日大凶… 破日最凶，必不可犯”.
    po_days = [f for f in SAMPLE if f.jianchu == "破"]
    assert len(po_days) > 50
    for facts in po_days:
        assert facts.rules.grade.name == "大凶"
        assert all(v.verdict == "忌" for v in facts.rules.activities), facts.date
        assert any("破日" in r.text for r in facts.rules.grade.reasons)


def test_yinyang_buzu_days_are_vetoed_even_with_tiande():
    # 001 L169: “虽遇天德、月德…也不可用… 百事不宜”.
    vetoed = [f for f in SAMPLE if any(g.veto for g in f.rules.counted)]
    assert vetoed, "the sample should contain 阴阳不足 days"
    for facts in vetoed:
        assert facts.rules.grade.name == "大凶"
        assert all(v.verdict == "忌" for v in facts.rules.activities)


def test_day_clashing_the_year_is_da_xiong():
    # 001 L517: “日冲岁亦大凶”.
    for facts in SAMPLE:
        if (facts.pillars.day.branch - facts.pillars.year.branch) % 12 == 6:
            assert facts.rules.grade.name == "大凶"
            assert "岁破" in names(facts)


def test_grade_follows_day_strength():
    # 001 L511: 囚/死 days are 凶 unless 天德/月德 (or a veto makes them 大凶).
    from almanac.core.rules.day_god_evaluators import in_tuwang_yongshi

    for facts in SAMPLE:
        if facts.rules.vetoes:
            continue
        ruling = ruling_element(facts.solar_month.number, in_tuwang_yongshi(facts.date.toordinal()))
        s = strength(STEM_ELEMENT[facts.pillars.day.stem], ruling)
        if s in ("囚", "死") and not names(facts) & {"天德", "月德"}:
            assert facts.rules.grade.name == "凶", facts.date
        if facts.rules.grade.name == "上吉":
            assert s in ("旺", "相") or names(facts) & {"天德", "月德", "岁德"} or (
                facts.pillars.day.branch % 4 == facts.pillars.month.branch % 4
            )


def test_activity_lists_decide_verdicts():
    marriage = activity_by_name("嫁娶")
    assert "阴阳不将" in marriage.good and "亥日" in marriage.bad
    seen = {"宜": 0, "忌": 0, "平": 0}
    for facts in SAMPLE:
        verdict = verdicts(facts)["嫁娶"]
        present = names(facts)
        assert set(verdict.good) == present & set(marriage.good)
        # its printed 忌 list, and 傍四废, a 忌 of every activity (001 L519 “傍四废亦凶… 吉多可用”); not 月忌日,
        # whose “凡事避之” (L333) 嫁娶 is exempt from (003 L907 “凡月忌日不忌嫁娶”)
        assert set(verdict.bad) == present & (set(marriage.bad) | {"傍四废"})
        seen[verdict.verdict] += 1
        if facts.rules.vetoes:
            assert verdict.verdict == "忌"
        elif verdict.verdict == "宜":
            assert verdict.good
        elif verdict.verdict == "平":
            assert not verdict.good and not verdict.bad
    assert all(seen.values()), seen


def test_hai_day_is_ji_for_marriage_unless_outweighed():
    # 亥不嫁娶 (百忌日); 嫁娶 忌 lists 亥日.
    for facts in SAMPLE:
        if facts.pillars.day.branch == 11:
            verdict = verdicts(facts)["嫁娶"]
            assert "亥日" in verdict.bad
            if not verdict.good:
                assert verdict.verdict == "忌"


def test_tiande_outweighs_a_single_ji_god():
    # Weighing: 天德 (a 上吉 德, L513) weighs 2 and outweighs one 忌 god (“吉多可用”, L525).
    found = 0
    for facts in SAMPLE:
        if facts.rules.vetoes:
            continue
        for v in facts.rules.activities:
            if "天德" in v.good and len(v.bad) == 1 and len(v.good) == 1:
                assert v.verdict == "宜"
                found += 1
    assert found


def test_rejected_items_are_shown_but_never_counted():
    rejected = [g for g in ALL_DAY_GODS if g.rejected]
    assert rejected
    shown = False
    for facts in SAMPLE[:60]:
        for god in facts.rules.gods:
            if god.rejected:
                shown = True
                assert god not in facts.rules.counted
    assert shown
    data = SAMPLE[0].as_dict()
    assert all(not g["counted"] for g in data["gods"] if "rejected" in g)


def test_every_activity_has_a_verdict_and_reasons_name_the_gods():
    facts = SAMPLE[100]
    assert len(facts.rules.activities) == len(ALL_ACTIVITIES)
    for v in facts.rules.activities:
        assert v.verdict in ("宜", "忌", "平")
        if v.verdict != "平" and not facts.rules.vetoes:
            text = " ".join(r.text for r in v.reasons)
            assert all(name in text for name in v.good + v.bad)


@pytest.mark.parametrize("key", ["gods", "grade", "activities", "hours", "xishen"])
def test_day_json_has_rule_keys(key):
    data = api.day(date(2025, 3, 10)).as_dict()
    assert key in data
    if key == "gods":
        assert {"name", "kind", "source", "counted"} <= set(data["gods"][0])
    if key == "activities":
        assert {"name", "verdict", "for", "against", "reasons"} <= set(data["activities"][0])
    if key == "hours":
        assert len(data["hours"]) == 12
        assert {"branch", "pillar", "start", "end", "huangdao", "gods", "verdict"} <= set(data["hours"][0])
    if key == "grade":
        assert data["grade"]["name"] in ("大凶", "凶", "平", "吉", "上吉") and data["grade"]["reasons"]


@pytest.mark.parametrize("offset", [0, 33, 400, 720])
def test_fast_json_equals_the_dict(offset):
    import json

    facts = SAMPLE[offset] if offset < len(SAMPLE) else api.day(date(2099, 12, 31))
    assert json.loads(facts.as_json()) == facts.as_dict()


def test_month_json_equals_the_dict():
    import json

    month = api.month(2025, 2)
    assert json.loads(month.as_json()) == month.as_dict()


def test_renshen_and_taibai_of_the_first_lunar_day():
    # Seed 003 L579: “一日，在足大指”; L611: “一日，十一日，二十一日，正东”.
    data = api.day(date(2025, 1, 29)).as_dict()  # 正月初一, a 戊戌 day
    assert data["renshen"]["lunar_day"] == "足大指"
    assert data["taibai"]["direction"] == "正东" and data["taibai"]["palace"] == "震"
    eleventh = api.day(date(2025, 2, 8)).as_dict()  # 正月十一
    assert eleventh["lunar"]["day"] == 11 and eleventh["taibai"]["direction"] == "正东"
