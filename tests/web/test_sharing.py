"""Sharing a day or a month: the <title> and the OpenGraph tags say what the page is, in the page's language.

Worked out by hand for 2025-01-29, the Spring Festival of 乙巳: a Wednesday (2025-01-01 was one, 28 days before);
正月初一; the State Council's notice gives 1月28日–2月4日 off and 1月26日, 2月8日 as make-up workdays. Its day pillar
is 戊戌 (2000-01-01 was 戊午, index 54; 9160 days later: (54 + 9160) mod 60 = 34, 戊戌), and before 立春 the year is
still 甲辰: 戌 clashes 辰, 日冲太岁, which 用日法 makes 大凶 (“日冲岁亦大凶”, 001 L517), a day on which nothing is done.
"""

import re
from html import unescape

import pytest

from almanac.core import api
from almanac.web.glossary import gloss


def head(client, path: str, language: str) -> dict[str, str]:
    """The page's <title> and its meta tags (name= or property=) → content."""
    client.cookies["django_language"] = language
    html = client.get(path).content.decode()
    found = {"title": unescape(re.search(r"<title>(.*?)</title>", html, re.S).group(1))}
    for key, content in re.findall(r'<meta (?:name|property)="([^"]+)" content="([^"]*)"', html):
        found[key] = unescape(content)
    return found


def test_a_festival_day_shared_in_simplified_chinese(client):
    tags = head(client, "/2025/1/29/", "zh-hans")
    title = tags["og:title"]
    for words in ("2025年1月29日", "星期三", "农历正月初一", "春节", "放假"):
        assert words in title, (words, title)
    assert tags["title"].startswith(title) and tags["title"].endswith("通书择日")
    assert tags["og:description"] == tags["description"]
    assert "大凶" in tags["og:description"] and "诸事不宜（日冲太岁）" in tags["og:description"]
    assert tags["og:type"] == "website" and tags["og:locale"] == "zh_CN"
    assert tags["og:url"].endswith("/2025/1/29/") and tags["og:site_name"] == "通书择日"


def test_a_festival_day_shared_in_traditional_chinese(client):
    tags = head(client, "/2025/1/29/", "zh-hant")
    for words in ("2025年1月29日", "星期三", "農曆正月初一", "春節", "放假"):
        assert words in tags["og:title"], words
    assert "諸事不宜（日沖太歲）" in tags["og:description"] and tags["og:locale"] == "zh_TW"
    assert tags["og:site_name"] == "通書擇日"


def test_a_festival_day_shared_in_english(client):
    tags = head(client, "/2025/1/29/", "en")
    title = tags["og:title"]
    assert title.startswith("Wednesday, January 29, 2025")
    assert "正月初一 1st lunar month (Zhengyue), day 1" in title
    assert "春节 Spring Festival" in title and "day off" in title
    assert "大凶 Very inauspicious" in tags["og:description"] and "avoid all" in tags["og:description"]
    assert tags["og:locale"] == "en_US"


def test_a_holiday_that_is_no_festival_is_named(client):
    """2025-10-01, 国庆节: a day off, no lunar festival."""
    tags = head(client, "/2025/10/1/", "zh-hans")
    assert "国庆节放假" in tags["og:title"] and "星期三" in tags["og:title"]


@pytest.mark.parametrize("language, yi, ji, sep", [("zh-hans", "宜：", "忌：", "、"), ("en", "good for: ", "avoid: ", ", ")])
def test_a_day_with_verdicts_gives_its_yi_and_ji_in_one_line(client, language, yi, ji, sep):
    """The line is the everyday activities of 《协纪辨方书》摘要 (seed 001), in its order, as the day's verdicts (its
    JSON) give them: 2025-06-07 has both (and 平 ones, left out)."""
    everyday = [a.name for a in api.ACTIVITIES if str(a.source).startswith("001")]
    assert everyday[:3] == ["祭祀", "祈福", "求嗣"] and len(everyday) == 11
    verdicts = {a["name"]: a["verdict"] for a in client.get("/api/day/2025-06-07").json()["activities"]}
    name = (lambda n: f"{n} {gloss(n)}") if language == "en" else (lambda n: n)
    good = sep.join(name(n) for n in everyday if verdicts[n] == "宜")
    bad = sep.join(name(n) for n in everyday if verdicts[n] == "忌")
    assert good and bad and any(verdicts[n] == "平" for n in everyday)
    description = head(client, "/2025/6/7/", language)["og:description"]
    assert f"{yi}{good} · {ji}{bad}" in description, description


def test_a_month_shared(client):
    tags = head(client, "/2025/1/", "zh-hans")
    assert tags["og:title"] == "2025年1月 · 农历甲辰年 腊月 – 乙巳年 正月"
    description = tags["og:description"]
    for words in ("腊八（1月7日）", "小年（1月22日）", "除夕（1月28日）", "春节（1月29日）", "小寒（1月5日）", "大寒（1月20日）",
                  "元旦 1月1日放假", "春节 1月26日调休上班", "春节 1月28日–1月31日放假"):
        assert words in description, words
    english = head(client, "/2025/1/", "en")
    assert english["og:title"].startswith("January 2025 · lunar ")
    assert "腊八 Laba Festival Jan 7" in english["og:description"]
    assert "春节 Spring Festival: make-up working days Jan 26" in english["og:description"]


def test_the_month_grid_fetched_by_htmx_carries_its_title(client):
    client.cookies["django_language"] = "en"
    body = client.get("/2025/01/", headers={"HX-Request": "true"}).content.decode()
    assert "<title>January 2025 · lunar " in body


def test_other_pages_carry_the_sites_tags(client):
    tags = head(client, "/search/", "zh-hans")
    assert tags["og:site_name"] == "通书择日" and tags["og:type"] == "website" and "og:title" not in tags
