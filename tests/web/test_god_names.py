"""A god under all its names on the pages and at the endpoints (issue 15, item 1), and the gods an activity's text
names that no seed defines, in its reasons (item 6)."""

import re

import pytest

from almanac.core import api


def page_text(html: str) -> str:
    """What the browser shows (and its find searches): the markup without tags and without the tooltips' titles."""
    return re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize("language, shown", [
    ("zh-hans", "大时（大败、咸池）"), ("zh-hant", "大時（大敗、咸池）"),
])
def test_the_day_page_shows_a_god_with_its_other_names(client, language, shown):
    client.cookies["django_language"] = language
    # 2024-03-04 丁卯, 寅月: 大时 (正月起卯, 001 L277)
    html = client.get("/2024/3/4/").content.decode()
    assert shown in page_text(html)
    assert 'class="alias"' in html and "L277" in html  # each other name cites its line (title)
    assert "001_05e524af85a5a64b.txt 大时" not in re.sub(r'title="[^"]*"', "", html)  # no file name in the text


def test_the_english_day_page_glosses_the_other_names(client):
    client.cookies["django_language"] = "en"
    text = page_text(client.get("/2024/3/4/").content.decode())
    assert "大败 Great Defeat, 咸池 Salty Pool" in text


def test_the_compass_page_shows_aliases_and_its_other_readings_and_unplaced_gods(client):
    html = client.get("/compass/2026/3/").content.decode()
    text = page_text(html)
    for shown in ("岁破（大耗）", "地官符（官符）", "太岁（岁君）", "厌对（招摇）"):
        assert shown in text, shown
    assert 'id="other-gods-title"' in html and html.count("<details") >= 2
    readings = api.compass(2026, 3)["readings"]
    unplaced = api.compass(2026, 3)["unplaced"]
    assert readings and unplaced
    for g in readings + unplaced:
        assert g["name"] in text, g["key"]
    assert "书中无可推之方位" in text and "a day god only" not in text  # the page's own words, not the JSON's notes


def test_the_endpoints_carry_aliases(client):
    day = client.get("/api/day/2024-03-04").json()
    dashi = next(g for g in day["gods"] if g["name"] == "大时")
    assert [a["name"] for a in dashi["aliases"]] == ["大败", "咸池"]
    assert all("aliases" in g for h in day["hours"] for g in h["gods"])
    compass = client.get("/api/compass/2026/3").json()
    for where in ("readings", "rejected", "unplaced"):
        assert all("aliases" in g for g in compass[where]), where
    assert all("aliases" in g for m in compass["mountains"] for g in m["gods"])


# --- item 6 ---------------------------------------------------------------------------------------------------

def test_the_why_of_an_activity_names_the_gods_no_seed_defines(client):
    # 2024-04-08: 塑绘神像开光 is 宜 (天德, 月德 …); its 忌 line (003 L1187) also names 伏断, 天地空亡, 六壬空亡.
    html = client.get("/2024/4/8/why/塑绘神像开光/").content.decode()
    text = page_text(html)
    assert "伏断、天地空亡、六壬空亡" in text and "皆未载其起例" in text
    assert "L1187" in text
