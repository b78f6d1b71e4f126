"""嫁娶周堂 on every day (003 L731–L743): 大月 count 初一 from 夫 forwards, 小月 from 妇 backwards, round
夫 姑 堂 翁 第 灶 妇 厨; 第堂厨灶 usable, 翁/姑 only without that parent-in-law. Positions worked by hand."""

import json
from datetime import date, timedelta

import pytest

from almanac.core import api

BIG = "夫姑堂翁第灶妇厨"  # 大月: 初一 夫, 初二 姑 … 初九 夫 again
SMALL = "妇灶第翁堂姑夫厨"  # 小月: 初一 妇, then backwards round the ring


def _days_of_lunar(day: int, month_days: int, leap: bool = False, start=date(2020, 1, 1)):
    d = start
    while True:
        facts = api.day(d)
        if facts.lunar.day == day and facts.lunar.month_length == month_days and facts.lunar.leap == leap:
            return facts
        d += timedelta(days=1)


@pytest.mark.parametrize("lunar_day", range(1, 31))
def test_big_month_positions(lunar_day):
    data = json.loads(_days_of_lunar(lunar_day, 30).as_json())["zhoutang"]
    assert data["position"] == BIG[(lunar_day - 1) % 8]
    assert data["counting"] == "大月从夫顺数" and data["month_days"] == 30 and data["lunar_day"] == lunar_day


@pytest.mark.parametrize("lunar_day", range(1, 30))
def test_small_month_positions(lunar_day):
    data = json.loads(_days_of_lunar(lunar_day, 29).as_json())["zhoutang"]
    assert data["position"] == SMALL[(lunar_day - 1) % 8]
    assert data["counting"] == "小月从妇逆数"


@pytest.mark.parametrize("position,rule,usable", [
    ("第", "可用", True), ("堂", "可用", True), ("厨", "可用", True), ("灶", "可用", True),
    ("翁", "无翁者可用", False), ("姑", "无姑者可用", False), ("夫", "不用", False), ("妇", "不用", False),
])
def test_rule_for_a_family_with_both_parents_in_law(position, rule, usable):
    lunar_day = BIG.index(position) + 1
    data = json.loads(_days_of_lunar(lunar_day, 30).as_json())["zhoutang"]
    assert (data["rule"], data["usable"], data["counted"]) == (rule, usable, False)
    assert data["trigram"] == dict(zip("夫姑堂翁第灶妇厨", "离坤兑乾坎艮震巽"))[position]  # 周堂图 L747


def test_what_the_texts_say_of_it_and_the_leap_month_reading():
    plain = json.loads(_days_of_lunar(5, 30).as_json())["zhoutang"]
    assert plain["reading"] == ""
    quotes = {(j["text"], j["source"].split()[-1]) for j in plain["judgements"]}
    assert ("周堂即為不經", "L333") in quotes  # 选择求真
    assert any("第勿拘忌可耳" in text and line == "L751" for text, line in quotes)  # the 协纪 editors
    leap = api.day(date(2023, 3, 22))  # 闰二月初一 2023
    assert leap.lunar.leap and leap.lunar.day == 1
    data = json.loads(leap.as_json())["zhoutang"]
    assert "闰月" in data["reading"]
    assert data["position"] == (BIG if leap.lunar.month_length == 30 else SMALL)[0]


@pytest.mark.django_db
def test_the_why_of_a_wedding_shows_it_and_other_activities_do_not(client):
    day = _days_of_lunar(5, 30)
    wedding = client.get(f"/{day.date.year}/{day.date.month}/{day.date.day}/why/嫁娶/").content.decode()
    assert "嫁娶周堂" in wedding and "初五值第（坎）：可用" in wedding and "周堂即為不經" in wedding
    burial = client.get(f"/{day.date.year}/{day.date.month}/{day.date.day}/why/安葬/").content.decode()
    assert "嫁娶周堂" not in burial
    page = client.get(f"/{day.date.year}/{day.date.month}/{day.date.day}/").content.decode()
    assert "嫁娶周堂" in page and "第（坎）可用" in page
