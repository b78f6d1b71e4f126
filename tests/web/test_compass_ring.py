"""The compass drawing and its month navigation: the ring (八卦, 24 mountains, degrees, cardinal points), the
chosen sitting marked after a page load and in the htmx answer, colours by the verdict for the chosen use, the
solar months with their civil days, links that keep the page's settings, the sittings usable before any click."""

import math
import re
from datetime import date
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core.cache import cache
from django.utils import translation

from almanac.core import api
from almanac.web import compass_page


@pytest.fixture(autouse=True)
def _fresh_cache():
    """The compass caches its fragments; each test reads what it renders."""
    cache.clear()


class _Elements(HTMLParser):
    """Every start tag with its attributes and the text right inside it (enough for these pages)."""

    def __init__(self):
        super().__init__()
        self.elements: list[dict] = []
        self._open: list[dict] = []

    def handle_starttag(self, tag, attrs):
        element = {"tag": tag, **{k: v or "" for k, v in attrs}, "text": ""}
        self.elements.append(element)
        if tag not in ("path", "rect", "line", "circle", "polygon", "input", "meta", "link", "br", "img"):
            self._open.append(element)

    def handle_endtag(self, tag):
        while self._open:
            if self._open.pop()["tag"] == tag:
                break

    def handle_data(self, data):
        for element in self._open:
            element["text"] += data


def elements(html: str) -> list[dict]:
    parser = _Elements()
    parser.feed(html)
    return parser.elements


def sector_links(html: str) -> dict[str, dict]:
    """The ring's mountain links by mountain (their aria-label starts with its name)."""
    return {e["aria-label"][0]: e for e in elements(html) if e["tag"] == "a" and e.get("id", "").startswith("mountain-")}


def sector_classes(html: str) -> dict[str, str]:
    """Each mountain's sector class (the path right after its link)."""
    found, current = {}, None
    for e in elements(html):
        if e["tag"] == "a" and e.get("id", "").startswith("mountain-"):
            current = e["aria-label"][0]
        elif e["tag"] == "path" and "sector" in e.get("class", "").split() and current:
            found[current] = e["class"]
            current = None
    return found


def strip_of(html: str) -> str:
    """The year's strip of solar months (a <nav id="compass-months">)."""
    start = html.index('id="compass-months"')
    return html[start:html.index("</nav>", start)]


def panel_of(html: str) -> str:
    """The verdict panel (<section id="verdict">)."""
    start = html.index('id="verdict"')
    return html[start:html.index("</section>", start)]


def get(client, url: str, language: str = "zh-hans", **headers) -> str:
    client.cookies["django_language"] = language
    response = client.get(url, headers=headers)
    assert response.status_code == 200, (url, response.status_code)
    return response.content.decode()


# --- the drawing -----------------------------------------------------------------------------------------------


def test_the_ring_has_palaces_mountains_degrees_and_four_cardinal_points(client):
    html = get(client, "/compass/2026/3/")
    found = elements(html)
    assert len(sector_links(html)) == 24
    assert sum(1 for e in found if e["tag"] == "path" and e.get("class") == "palace") == 8
    # 八卦 drawn as lines: 乾 three whole lines (3 pieces) … 坤 three broken (6): 8 trigrams, 12 yang and 12 yin lines
    assert sum(1 for e in found if e.get("class") == "trigram") == 12 + 2 * 12
    assert [e["text"] for e in found if e.get("class") == "degree"] == [str(d) for d in range(0, 360, 15)]
    assert sorted(e["text"] for e in found if e.get("class") == "cardinal") == sorted("北东南西")
    english = get(client, "/compass/2026/3/", "en")
    assert sorted(e["text"] for e in elements(english) if e.get("class") == "cardinal") == sorted("NESW")


@pytest.mark.parametrize("south_up", [True, False])
def test_cardinal_points_stand_outside_every_ring_at_their_bearing(south_up):
    data = api.compass(2026, 3)
    state = compass_page.CompassState(None, south_up, False, "build")
    with translation.override("zh-hans"):
        ring = compass_page.compass_ring(data, api.sitting_levels(2026, 3), state)
    outer = compass_page.R_DEGREE[1]
    top = {True: "南", False: "北"}[south_up]
    for label in ring.cardinals:
        # outside the degree ring, so on no mountain, with room for a 15-unit glyph, and inside the viewBox
        assert math.hypot(label.x, label.y) - 9 > outer
        assert abs(label.x) + 9 <= ring.view / 2 and abs(label.y) + 9 <= ring.view / 2
    by_text = {label.text: label for label in ring.cardinals}
    assert by_text[top].y < 0 and abs(by_text[top].x) < 0.01  # the chosen direction on top
    # South up puts east on the left (the Chinese map's habit); north up on the right.
    assert (by_text["东"].x < 0) == south_up


def test_sector_geometry_follows_the_bearing():
    # 子 spans 352.5°–7.5°: north up its label is straight above the centre; south up straight below.
    data = api.compass(2026, None)
    levels = api.sitting_levels(2026, None)
    for south_up, sign in ((False, -1), (True, 1)):
        ring = compass_page.compass_ring(data, levels, compass_page.CompassState(None, south_up, False, "build"))
        zi = ring.sectors[0]
        assert zi.name == "子" and abs(zi.x) < 0.01 and math.copysign(1, zi.y) == sign
        mao = ring.sectors[6]  # 卯, due east
        assert mao.name == "卯" and abs(mao.y) < 0.01 and (mao.x < 0) == south_up


def test_trigram_lines_read_from_the_bottom_up():
    # ☳ 震: a whole line below two broken ones; ☶ 艮: two broken lines below a whole one.
    zhen = compass_page._trigram_bars("震", 0, 0)
    assert [w for _x, _y, w in sorted(zhen, key=lambda bar: -bar[1])] == [18.0, 7.5, 7.5, 7.5, 7.5]
    gen = compass_page._trigram_bars("艮", 0, 0)
    assert [w for _x, _y, w in sorted(gen, key=lambda bar: -bar[1])] == [7.5, 7.5, 7.5, 7.5, 18.0]


# --- the chosen sitting ---------------------------------------------------------------------------------------


def test_the_chosen_sector_is_current_after_a_page_load(client):
    html = get(client, "/compass/2026/3/?sit=甲")
    links = sector_links(html)
    assert [name for name, a in links.items() if a.get("aria-current") == "true"] == ["甲"]
    classes = sector_classes(html)
    assert "selected" in classes["甲"].split() and "facing" in classes["庚"].split()
    assert sum(1 for e in elements(html) if e.get("class") == "selected-outline") == 1
    assert sum(1 for e in elements(html) if e.get("class") == "needle") == 1
    nothing = get(client, "/compass/2026/3/")
    assert not any(a.get("aria-current") for a in sector_links(nothing).values())
    assert not any(e.get("class") == "needle" for e in elements(nothing))


def test_the_htmx_answer_brings_the_verdict_and_the_ring_with_its_selection(client):
    html = get(client, "/compass/2026/3/?sit=酉&use=bury", HX_REQUEST="true")
    assert "<html" not in html
    assert html.lstrip().startswith("<h2>")  # the verdict panel's content, swapped into #verdict
    assert "坐酉向卯" in html
    oob = {e["id"] for e in elements(html) if e.get("hx-swap-oob") == "true"}
    assert oob == {"compass-nav", "compass-ring", "compass-months"}
    links = sector_links(html)
    assert [name for name, a in links.items() if a.get("aria-current") == "true"] == ["酉"]
    english = get(client, "/compass/2026/3/?sit=酉", "en", HX_REQUEST="true")
    pinyin = [e["text"] for e in elements(english) if e.get("class") == "sector-pinyin"]
    heading = re.sub(r"<[^>]+>", "", re.search(r"<h2>(.*?)</h2>", english, re.S).group(1))
    assert pinyin[:3] == ["Zi", "Gui", "Chou"] and heading == "Sitting 酉 You (Rooster), facing 卯 Mao (Rabbit)"
    assert '<span lang="zh-Hans">酉</span>' in english  # the term marked as Chinese for a screen reader
    for a in links.values():  # every sector fetches the verdict into the panel and keeps the use
        assert a["hx-target"] == "#verdict" and a["hx-swap"] == "innerHTML" and a["hx-push-url"] == "true"
        assert parse_qs(urlsplit(a["href"]).query)["use"] == ["bury"] and a["hx-get"] == a["href"]


def test_the_sitting_verdict_panel_shows_no_seed_codes_or_developer_notes(client):
    # 2026: 午 is 太岁's mountain (坐太岁 has a note); 子 is 岁破.
    for sit in ("午", "子", "甲"):
        html = get(client, f"/compass/2026/3/?sit={sit}")
        panel = panel_of(html)
        assert not re.search(r"\b0\d\d L\d", panel), panel
        assert "is not checked" not in panel and "only when" not in panel
        assert "年克山家未核" in panel


# --- coloured by the verdict for the chosen use -----------------------------------------------------------------


def test_colours_follow_the_chosen_use(client):
    # 2026 三月: 小月建 stands in 兑七 (庚酉辛), “忌修，不忌葬” (001 L469): sitting 庚 is 凶 for building, 吉 for burial.
    build = sector_classes(get(client, "/compass/2026/3/"))
    bury = sector_classes(get(client, "/compass/2026/3/?use=bury"))
    assert "lv-bad" in build["庚"].split() and "lv-good" in bury["庚"].split()
    assert build != bury
    # 月破 戌 forbids both (“造葬皆不可犯”, 001 L463)
    assert "lv-never" in build["戌"].split() and "lv-never" in bury["戌"].split()
    # The ring tells sittings apart: more than one colour on it.
    assert len({c.split()[1] for c in build.values()}) >= 3


def test_the_use_switch_marks_the_chosen_use_and_keeps_the_rest(client):
    html = get(client, "/compass/2026/3/?sit=甲&orient=north")
    switch = {e["text"]: e for e in elements(html) if e["tag"] == "a" and e.get("href", "").startswith("?")
              and e["text"] in ("修造", "安葬")}
    assert switch["修造"].get("aria-current") == "true" and "aria-current" not in switch["安葬"]
    assert parse_qs(switch["安葬"]["href"][1:]) == {"sit": ["甲"], "orient": ["north"], "use": ["bury"]}
    assert get(client, "/compass/2026/3/?use=anything")  # an unknown use colours for building


# --- the months and their dates ---------------------------------------------------------------------------------


@pytest.mark.parametrize("language, dates", [
    ("zh-hans", "4月5日–5月4日"), ("zh-hant", "4月5日–5月4日"), ("en", "Apr 5–May 4"),
])
def test_a_solar_month_shows_its_civil_days(client, language, dates):
    # 壬辰月 of 2026 runs from 清明 (5 April) to the day before 立夏 (5 May).
    html = get(client, "/compass/2026/3/", language)
    heading = next(e for e in elements(html) if e["tag"] == "h1")
    assert dates in heading["text"]
    assert dates in strip_of(html)
    assert re.search(r"<title>[^<]*" + re.escape(dates), html)


def test_the_year_strip_lists_twelve_months_with_their_days(client):
    html = get(client, "/compass/2026/3/")
    strip = strip_of(html)
    items = [e for e in elements(strip) if e["tag"] == "li"]
    assert len(items) == 12
    assert "庚寅月" in items[0]["text"] and "2月4日–3月4日" in items[0]["text"]
    assert "戊子月" not in strip and "庚子月" in items[10]["text"] and "12月7日–1月4日" in items[10]["text"]
    assert "辛丑月" in items[11]["text"] and "1月5日–2月3日" in items[11]["text"]
    current = [e for e in elements(strip) if e.get("aria-current") == "page"]
    assert len(current) == 1 and "壬辰月" in current[0]["text"]


def test_a_year_compass_shows_the_years_days(client):
    html = get(client, "/compass/2026/")
    heading = next(e for e in elements(html) if e["tag"] == "h1")
    assert "2026年2月4日–2027年2月3日" in heading["text"]


@pytest.mark.parametrize("today, ganzhi, dates", [
    (date(2026, 12, 2), "己亥", "11月7日–12月6日"),  # before 大雪 (7 Dec): still 亥月, the tenth solar month
    (date(2026, 12, 7), "庚子", "12月7日–1月4日"),  # 大雪 falls on 7 Dec: the day belongs to 子月
    (date(2027, 1, 20), "辛丑", "1月5日–2月3日"),  # January belongs to the 立春 year 2026
])
def test_compass_now_opens_on_the_current_solar_month_named_as_such(client, monkeypatch, today, ganzhi, dates):
    monkeypatch.setattr(api, "today", lambda: today)
    html = get(client, "/compass/")
    heading = next(e for e in elements(html) if e["tag"] == "h1")
    assert f"{ganzhi}月" in heading["text"] and dates in heading["text"] and "本节气月" in heading["text"]
    assert "10月" not in html[html.index("<title>"):html.index("</title>")]
    strip = strip_of(html)
    marked = [e for e in elements(strip) if e["tag"] == "li" and "today" in e.get("class", "").split()]
    assert len(marked) == 1 and f"{ganzhi}月" in marked[0]["text"]
    other = get(client, "/compass/2026/3/")
    assert "本节气月" not in next(e for e in elements(other) if e["tag"] == "h1")["text"]


# --- links keep the sitting and the settings --------------------------------------------------------------------


def _query(href: str) -> dict:
    return parse_qs(urlsplit(href).query)


@pytest.mark.parametrize("url, prev_path, next_path", [
    ("/compass/2026/3/", "/compass/2026/2/", "/compass/2026/4/"),
    ("/compass/2026/1/", "/compass/2025/12/", "/compass/2026/2/"),
    ("/compass/2026/12/", "/compass/2026/11/", "/compass/2027/1/"),
    ("/compass/2026/", "/compass/2025/", "/compass/2027/"),
])
def test_month_navigation_keeps_the_sitting_and_the_toggles(client, url, prev_path, next_path):
    settings = {"sit": ["甲"], "orient": ["north"], "rejected": ["1"], "use": ["bury"]}
    html = get(client, url + "?sit=甲&orient=north&rejected=1&use=bury")
    found = elements(html)
    prev = next(e for e in found if e.get("rel") == "prev")
    following = next(e for e in found if e.get("rel") == "next")
    assert urlsplit(prev["href"]).path == prev_path and _query(prev["href"]) == settings
    assert urlsplit(following["href"]).path == next_path and _query(following["href"]) == settings
    strip = strip_of(html)
    for a in (e for e in elements(strip) if e["tag"] == "a"):
        assert _query(a["href"]) == settings
    # the year/month switch keeps them too
    switch = next(e for e in found if e["tag"] == "a" and e["text"] in ("只看年神", "加看月神"))
    assert _query(switch["href"]) == settings


def test_the_htmx_answer_brings_navigation_that_keeps_the_new_sitting(client):
    html = get(client, "/compass/2026/3/?sit=壬&orient=north", HX_REQUEST="true")
    following = next(e for e in elements(html) if e.get("rel") == "next")
    assert _query(following["href"]) == {"sit": ["壬"], "orient": ["north"]}
    orient = next(e for e in elements(html) if e["tag"] == "a" and e["text"] == "改为南在上")
    assert _query(orient["href"]) == {"sit": ["壬"]}


def test_the_ends_of_the_range_have_no_link_beyond(client):
    first = elements(get(client, "/compass/1900/1/"))
    assert not any(e.get("rel") == "prev" for e in first)
    last = elements(get(client, "/compass/2099/12/"))
    assert not any(e.get("rel") == "next" for e in last)


# --- before any click ---------------------------------------------------------------------------------------------


def test_before_any_click_the_panel_lists_the_usable_sittings(client):
    html = get(client, "/compass/2026/3/")
    panel = panel_of(html)
    assert "本月可用之坐山" in panel
    listed = {e["text"] for e in elements(panel) if e["tag"] == "a"}
    # 2026 三月: 申 has only the 小煞 月厌 (月三合) with lucky gods on it: 平 (tests/core: 制煞要法 L357); 戌 is 月破.
    assert "申" in listed and "戌" not in listed
    levels = api.sitting_levels(2026, 3)
    assert listed == {name for name, by in levels.items() if by["build"] in ("吉", "平")}
    for a in (e for e in elements(panel) if e["tag"] == "a"):
        assert a["hx-target"] == "#verdict" and "sit" in _query(a["href"])
    bury = get(client, "/compass/2026/3/?use=bury")
    bury_panel = panel_of(bury)
    assert "庚" in {e["text"] for e in elements(bury_panel) if e["tag"] == "a"}  # 小月建 does not bar burial
    assert "本年可用之坐山" in get(client, "/compass/2026/")
