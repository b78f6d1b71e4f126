"""The plain web face: month and day pages, JSON endpoints, and helpful errors (never a 500)."""

from datetime import date, datetime

import pytest

from almanac.core.calendar.civil import CST


def test_home_shows_the_current_cst_month(client):
    response = client.get("/")
    now = datetime.now(CST)
    assert response.status_code == 200
    assert f"{now.year}年{now.month}月" in response.content.decode()


def test_month_page(client):
    response = client.get("/2025/02/")
    body = response.content.decode()
    assert response.status_code == 200
    assert "2025年2月" in body
    assert "立春" in body and "雨水" in body
    assert 'href="/2025/2/3/"' in body  # each day links to its page
    assert 'href="/2025/1/' in body and 'href="/2025/3/' in body  # previous / next


def test_month_page_htmx_returns_the_grid_only(client):
    response = client.get("/2025/02/", headers={"HX-Request": "true"})
    body = response.content.decode()
    assert response.status_code == 200
    assert 'id="month"' in body and "<html" not in body


def test_month_page_sunday_start(client):
    body = client.get("/2025/02/?week=sun").content.decode()
    assert body.index("<th scope=\"col\">日</th>") < body.index("<th scope=\"col\">一</th>")


def test_day_page(client):
    response = client.get("/2025/2/3/")
    body = response.content.decode()
    assert response.status_code == 200
    for text in ("正月初六", "乙巳", "戊寅", "立春", "2025-02-03 22:10:28", "建除", "彭祖百忌"):
        assert text in body, text


def test_api_day_matches_the_cli_contract(client):
    response = client.get("/api/day/2025-01-29")
    assert response.status_code == 200
    data = response.json()
    assert data["lunar"]["text"] == "正月初一"
    assert data["pillars"] == {"year": "甲辰", "month": "丁丑", "day": "戊戌"}


def test_api_month(client):
    data = client.get("/api/month/2025-02").json()
    assert len(data["days"]) == 28


@pytest.mark.parametrize(
    "url,status,phrase,english",
    [
        ("/2025/2/30/", 404, "2025-02 没有 30 日", "no day 30"),
        ("/1800/1/1/", 404, "超出支持范围", "outside the supported range"),
        ("/2025/13/", 404, "月份为 01 至 12", "01"),
        ("/2100/1/", 404, "超出支持范围", "outside the supported range"),
        ("/jump/?month=abc", 400, "不是月份", "not a month"),
        ("/no/such/page/", 404, "没有此页", "/no/such/page/"),
    ],
)
def test_bad_pages_get_a_helpful_answer(client, url, status, phrase, english):
    response = client.get(url)
    assert response.status_code == status
    assert phrase in response.content.decode()
    client.cookies["django_language"] = "en"
    in_english = client.get(url)
    assert in_english.status_code == status
    assert english in in_english.content.decode()


@pytest.mark.parametrize("text", ["2025-02-30", "1800-01-01", "abc", "2025-1-"])
def test_api_bad_dates_are_400_json(client, text):
    response = client.get(f"/api/day/{text}")
    assert response.status_code == 400
    assert response.json()["error"]


def test_jump_redirects(client):
    response = client.get("/jump/?month=2030-07")
    assert response.status_code == 302 and response.url == "/2030/7/"


def test_range_edges_have_no_dead_links(client):
    first = client.get("/1901/1/1/").content.decode()
    last = client.get("/2099/12/31/").content.decode()
    assert 'rel="prev"' not in first and 'href="/1901/1/2/"' in first
    assert 'rel="next"' not in last and 'href="/2099/12/30/"' in last
    assert 'rel="prev"' not in client.get("/1901/1/").content.decode()
    assert 'rel="next"' not in client.get("/2099/12/").content.decode()


def test_activity_why_page_and_fragment(client):
    page = client.get("/2025/1/28/why/嫁娶/")
    body = page.content.decode()
    assert page.status_code == 200 and "<html" in body
    assert "嫁娶" in body and "天喜" in body and "L405" in body  # the printed list and its seed line
    fragment = client.get("/2025/1/28/why/嫁娶/", headers={"HX-Request": "true"})
    text = fragment.content.decode()
    assert fragment.status_code == 200 and "<html" not in text and "activity-detail" in text


def test_unknown_activity_is_404(client):
    response = client.get("/2025/1/28/why/飞天/")
    assert response.status_code == 404 and "飞天" in response.content.decode()


def test_day_page_links_each_activity_to_its_reasons(client):
    body = client.get("/2025/1/28/").content.decode()
    assert 'href="/2025/1/28/why/%E5%AB%81%E5%A8%B6/"' in body or 'href="/2025/1/28/why/嫁娶/"' in body
    assert 'hx-get="/2025/1/28/why/' in body


def test_month_page_shows_festivals_grades_and_notable_verdicts(client):
    body = client.get("/2025/1/").content.decode()
    for text in ("除夕", "春节", "腊八", "小年", "诸事不宜", "g-worst", "g-best", "上吉"):
        assert text in body, text


def test_strict_content_security_policy(client):
    response = client.get("/2025/1/")
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "unsafe-eval" not in policy
    # The one script is the site's own file, allowed by 'self': no per-response nonce, so the page is the same
    # for every visitor (almanac/web/caching.py) and no inline script can run.
    assert "nonce" not in policy and "nonce=" not in response.content.decode()
    assert '<script src="/static/js/htmx.min.js" defer></script>' in response.content.decode()


def test_day_page_sunrise_for_a_chosen_city(client):
    body = client.get("/2025/6/21/?city=guangzhou").content.decode()
    assert "日出日入" in body and 'value="guangzhou" selected' in body
    assert "推测时刻" in body and "《协纪辨方书》卷三十五 附录 · 一、推测时刻" in body and ".txt" not in body


def test_unknown_city_is_400_with_the_choices(client):
    response = client.get("/2025/6/21/?city=atlantis")
    assert response.status_code == 400 and "atlantis" in response.content.decode() and "北京" in response.content.decode()


@pytest.mark.parametrize("language,expected", [("zh-hant", "農曆"), ("en", "Lunar date")])
def test_day_page_in_other_languages(client, language, expected):
    client.cookies["django_language"] = language
    body = client.get("/2025/1/29/").content.decode()
    assert expected in body
    if language == "en":
        assert "Spring Festival" in body and "春节" in body  # terms stay Chinese, with a gloss
    else:
        assert "春節" in body


@pytest.mark.parametrize("url", ["/2025/1/", "/2025/1/28/why/嫁娶/", "/search/?activity=嫁娶&from=2026-01-01&to=2026-02-01", "/compass/2026/"])
def test_pages_with_fragments_vary_on_htmx_language_and_cookie(client, url):
    vary = {v.strip().lower() for v in client.get(url)["Vary"].split(",")}
    assert {"hx-request", "accept-language", "cookie"} <= vary


@pytest.mark.parametrize("path", [
    "/2147483648/1/1/", "/2025/1/2147483648/", "/2025/2147483648/1/", "/99999999999999999999/1/",
    "/2147483648/1/1/why/嫁娶/", "/2025/1/2147483648/qimen/子/", "/compass/2147483648/", "/compass/2026/2147483648/",
])
def test_numbers_past_a_machine_integer_are_404_not_500(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "超出支持范围" in response.content.decode() or "不是" in response.content.decode()


def test_the_sun_table_row_gives_all_the_text_prints(client):
    """推测时刻 (seed 003): 日出, 日入, 昼 and 夜 as printed, each converted (96 刻 a day, 15 分 a 刻)."""
    from almanac.core import api

    row = api.sun_table_row(day=date(2025, 6, 21))
    body = client.get("/2025/6/21/").content.decode()
    for printed in (row.sunrise_text, row.sunset_text, row.day_text, row.night_text):
        assert printed in body
    day, night = _minutes(row.day_text), _minutes(row.night_text)
    assert day + night == 24 * 60
    assert f"= {day // 60}:{day % 60:02d}" in body and f"= {night // 60}:{night % 60:02d}" in body


def _minutes(text: str) -> int:
    """'五十九刻七分' → 59 × 15 + 7, worked by hand from the text's units."""
    ke, _, fen = text.partition("刻")
    return _chinese(ke) * 15 + _chinese(fen.removesuffix("分"))


def _chinese(text: str) -> int:
    digits = dict(zip("一二三四五六七八九", range(1, 10)))
    if not text:
        return 0
    if "十" not in text:
        return digits[text]
    tens, _, units = text.partition("十")
    return (digits[tens] if tens else 1) * 10 + (digits[units] if units else 0)


@pytest.mark.parametrize("language, label", [("zh-hans", "本站权衡"), ("zh-hant", "本站權衡"), ("en", "The site's own weighing")])
def test_the_sites_own_weighing_is_shown_where_it_decided(client, language, label):
    """2025-01-18 (丁亥, 休, 傍四废 with 9 吉 gods to 8 凶): its grade 平 is the site's measure of 吉多 (L519), and
    搬移 there weighs 驿马、开日 against 月厌、傍四废 (no 宜忌等第 in the texts); 2023-06-28 (丁巳 in 午月, 旺) is
    上吉 by the text alone. The day page and the 为何 fragment say which is which."""
    client.cookies["django_language"] = language
    body = client.get("/2025/1/18/").content.decode()
    grade = body.split('id="grade-title"')[1].split("</section>")[0]
    counted = "吉神9多於凶神8" if language == "zh-hant" else "吉神9多于凶神8"
    assert f"<b>{label}</b>" in grade and counted in grade
    assert "本站权衡：" not in grade and "本站權衡：" not in grade  # the label once, then the sentence
    assert 'class="note house-reading"' in body  # the marker in the activity table
    plain = client.get("/2023/6/28/").content.decode()
    assert "house-reading" not in plain.split('id="grade-title"')[1].split("</section>")[0]
    why = client.get("/2025/1/18/why/搬移/", headers={"HX-Request": "true"}).content.decode()
    assert f"<b>{label}</b>" in why and "宜2，忌2" in why
    marriage = client.get("/2025/1/18/why/嫁娶/", headers={"HX-Request": "true"}).content.decode()
    assert "house-reading" not in marriage  # only 忌 gods present: the text's own 忌
    assert "L407" in marriage  # its 忌 reasons cite the 忌 line (001 L407), not the 宜 line
