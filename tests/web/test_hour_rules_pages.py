"""The hours on the pages: the 用时法 verdicts with their reasons cited as book · section · line, an activity's
own hour rules on the day page's hours and in its 为何, and the date search leaving out an activity's 忌 hours."""

import re

import pytest


def _visible(html: str) -> str:
    """The page without its title attributes (the raw source stays there for the curious)."""
    return re.sub(r'title="[^"]*"', "", html)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
@pytest.mark.parametrize("url", ["/2024/1/2/", "/2024/1/2/why/入殓/", "/2024/1/5/why/入殓/", "/2024/1/2/why/入棺/",
                                 "/2024/4/8/why/塑绘神像开光/"])
def test_pages_show_no_seed_codes(client, language, url):
    client.cookies["django_language"] = language
    body = _visible(client.get(url).content.decode())
    assert not re.search(r"\b00[0-3] \S+ L\d", body) and ".txt" not in body


def test_day_page_hours_say_why_in_the_texts_words(client):
    body = client.get("/2024/1/1/").content.decode()  # 甲子: 辰时 戊辰 三合, 天牢 黑道 → 吉 (001 L529)
    assert "或与日支三合六合皆吉" in body and "《协纪辨方书》摘要 · 用时法 · L529" in body
    assert "本站权衡：天牢黑道不作凶论" in body
    assert "三合属时家吉神" not in body


def test_day_page_marks_an_activitys_own_hours(client):
    body = client.get("/2024/4/8/").content.decode()  # 壬寅: 卯 = 癸卯, 截路空亡
    assert "塑绘神像开光忌" in body and "又忌旬中空亡截路空亡时" in body
    rulian = client.get("/2024/1/5/").content.decode()  # 戊辰: 入殓 巳 (printed 己), 申
    assert "入殓宜" in rulian and "底本巳误作己" in rulian


def test_why_of_rulian_gives_the_days_hours_the_correction_and_the_note(client):
    body = client.get("/2024/1/5/why/入殓/").content.decode()
    assert "入殓吉时：戊辰（己申），即戊辰日宜巳时、申时" in body
    assert "巳时" in body and "原文作" in body and "己为天干" in body
    assert "入殓成服各有礼制不问阴阳也" in body  # the compilers' 按 (003 L1667)


def test_why_of_rulian_on_a_sunrise_day_gives_the_days_sunrise(client):
    body = client.get("/2024/1/2/why/入殓/").content.decode()  # 乙丑（日出）: 冬至 row, 日出辰初一刻十一分
    assert "辰初一刻十一分" in body and "本日日出在辰时" in body and "日出卯时" in body


def test_why_of_ruguan_gives_the_reading_taken(client):
    body = client.get("/2024/1/2/why/入棺/").content.decode()  # 丑日（乙辛）
    assert "丑日（乙辛）" in body and "本站推定" in body and "五鼠遁时干之说不取" in body


def test_search_leaves_out_an_activitys_avoided_hours(client):
    body = client.get("/search/?activity=塑绘神像开光&from=2024-04-01&to=2024-04-30&hours=on").content.decode()
    item = body[body.index("2024-04-08"):]
    item = item[:item.index("</li>")]
    assert "子时" in item and "卯时" not in item  # 卯 = 癸卯, 截路空亡 (003 L1187)
    other = client.get("/search/?activity=祭祀&from=2024-04-08&to=2024-04-08&hours=on").content.decode()
    assert "2024-04-08" in other and "卯时" in other  # 祭祀 (宜 that day) keeps the hour: its rules say nothing of it
