"""奇门 on the site: the day page's hour strip, the chart page and its htmx fragment, the search filter,
the JSON API and the CLI (seed 003 奇门三元 L1863–L1943)."""

import json
import re
from datetime import date, datetime, timedelta
from io import StringIO

import icalendar
import pytest
from django.core.management import call_command
from django.urls import reverse

from almanac.core import api, search
from almanac.core.calendar.civil import CST
from almanac.core.calendar.ganzhi import BRANCHES
from almanac.core.rules import qimen as q

CHART_A = "/2025/12/21/qimen/丑/"  # 阳遁一局 乙丑时: the text's chart A (L1935), 兑方 丙奇+生门


def _chart_url(day: date, branch: str) -> str:
    """As the pages write it (the branch percent-encoded)."""
    return reverse("day-qimen", args=(day.year, day.month, day.day, branch))


def _midpoint(day: date, branch: str) -> datetime:
    k = BRANCHES.index(branch)
    return datetime(day.year, day.month, day.day, tzinfo=CST) + timedelta(hours=2 * k)  # 子 → 00:00, 丑 → 02:00 …


def test_day_page_links_every_hour_to_its_chart_and_flags_the_good_ones(client):
    body = client.get("/2025/12/21/").content.decode()
    data = api.day(date(2025, 12, 21)).as_dict()
    for h in data["hours"]:
        url = _chart_url(date(2025, 12, 21), h["branch"])
        assert f'href="{url}"' in body and f'hx-get="{url}"' in body
    assert body.count('hx-target="#qimen-chart"') == 12 and 'id="qimen-chart"' in body
    strip = re.findall(r'<li class="hour verdict-[^"]*">.*?</li>', body, flags=re.S)
    assert len(strip) == 12
    for h, item in zip(data["hours"], strip):
        assert ("qimen-flag" in item) == h["qimen"]["lucky"], h["branch"]
        for p in h["qimen"]["lucky_palaces"]:
            assert p["text"] in item  # the tooltip names the palace
    assert "兑方 丙奇+生门" in strip[1] and "奇门吉" in strip[1]
    assert any(not h["qimen"]["lucky"] for h in data["hours"])  # this day has hours without the flag too


def test_chart_page_without_javascript(client):
    response = client.get(CHART_A)
    body = response.content.decode()
    assert response.status_code == 200 and "<html" in body and "丑时奇门局" in body
    grid = re.search(r'<table class="qimen-grid">(.*?)</table>', body, flags=re.S).group(1)
    cells = re.findall(r"<td class=\"(qm-cell[^\"]*)\">(.*?)</td>", grid, flags=re.S)
    assert len(cells) == 9
    names = [re.search(r'qm-palace">(.)(\d)<', c).groups() for _, c in cells]
    assert ["".join(n) for n in names] == ["巽4", "离9", "坤2", "震3", "中5", "兑7", "艮8", "坎1", "乾6"]
    by_number = {int(n): (cls, html) for (cls, html), (_, n) in zip(cells, names)}
    cls, html = by_number[7]  # 兑7: 天任 carrying 丙 over 丁, 生门 — the lucky palace
    assert "lucky" in cls and re.search(r'qm-heaven"[^>]*>丙<.*qm-earth"[^>]*>丁<', html, flags=re.S)
    assert "天任" in html and "生门" in html
    assert "zhifu" in by_number[9][0] and "天蓬" in by_number[9][1] and ">符<" in by_number[9][1]  # 直符 on 离9
    assert "zhishi" in by_number[2][0] and "休门" in by_number[2][1] and ">使<" in by_number[2][1]  # 直使 in 坤2
    assert sum("lucky" in c for c, _ in cells) == 1
    for text in ("冬至", "上元", "阳遁", "1局", "正授", "兑方 丙奇+生门", "L1887", "L1919", "L1907"):
        assert text in body, text
    # links to the other hours and back to the day, all plain links
    assert 'href="/2025/12/21/"' in body and f'href="{_chart_url(date(2025, 12, 21), "寅")}"' in body
    assert "HX-Request".lower() in response["Vary"].lower()


def test_chart_fragment_for_htmx(client):
    response = client.get(CHART_A, headers={"HX-Request": "true"})
    text = response.content.decode()
    assert response.status_code == 200 and "<html" not in text and "<nav" not in text
    assert text.lstrip().startswith('<section class="qimen-chart"') and text.count("<td") == 9
    vary = {v.strip().lower() for v in response["Vary"].split(",")}
    assert {"hx-request", "accept-language", "cookie"} <= vary


def test_the_other_worked_chart_and_a_chart_that_is_not_good(client):
    body = client.get("/2025/6/24/qimen/寅/").content.decode()  # 阴遁九局 丙寅时 (L1943): 震巽二方吉
    assert "阴遁" in body and "9局" in body and "接气" in body
    assert "震方 乙奇+休门" in body and "巽方 丙奇+生门" in body
    day = date(2025, 12, 21)
    plain = next(h for h in api.day(day).as_dict()["hours"] if not h["qimen"]["lucky"])
    body = client.get(f"/2025/12/21/qimen/{plain['branch']}/").content.decode()
    assert "非奇门吉时" in body and 'class="qm-cell lucky' not in body
    assert not q.qimen_chart(_midpoint(day, plain["branch"])).good_hour


@pytest.mark.parametrize("url", ["/2025/12/21/qimen/X/", "/2025/12/21/qimen/甲/", "/2025/12/21/qimen/子丑/"])
def test_unknown_branch_is_404_with_the_error_page(client, url):
    response = client.get(url)
    body = response.content.decode()
    assert response.status_code == 404 and 'class="error' in body and "子、丑、寅" in body


@pytest.mark.parametrize("url", ["/1900/12/31/qimen/子/", "/2100/1/1/qimen/子/", "/2025/2/30/qimen/子/"])
def test_out_of_range_or_impossible_dates_are_404(client, url):
    assert client.get(url).status_code == 404


def test_range_edges_have_charts(client):
    assert client.get("/1901/1/1/qimen/子/").status_code == 200
    assert client.get("/2099/12/31/qimen/亥/").status_code == 200


@pytest.mark.parametrize("language, expected", [
    ("zh-hant", ("丑時奇門局", "陽遁", "兌方 丙奇+生門", "直符", "天盤")),
    ("en", ("Qimen chart of the 丑 hour", "Yang dun", "Open gate", "Zhifu (chief star)", "Upper period",
            "Winter Solstice")),
])
def test_chart_in_other_languages(client, language, expected):
    client.cookies["django_language"] = language
    body = re.sub(r'<span lang="zh-Hans">(.*?)</span>', r"\1", client.get(CHART_A).content.decode())
    for text in expected:
        assert text in body, text
    day = client.get("/2025/12/21/").content.decode()
    assert ("奇門盤" if language == "zh-hant" else "Qimen chart") in day


def test_day_json_api_and_cli_carry_qimen(client):
    data = json.loads(client.get("/api/day/2025-12-21").content)
    assert data["hours"][1]["qimen"]["lucky_palaces"][0]["text"] == "兑方 丙奇+生门"
    out = StringIO()
    call_command("almanac", "day", "2025-12-21", "--json", stdout=out)
    assert json.loads(out.getvalue()) == data


# --- the search filter ---------------------------------------------------------------------------

RANGE = {"activity": "嫁娶", "from": "2026-01-01", "to": "2026-12-31"}


def _check_qimen_hours(results: list[dict]):
    for entry in results:
        day = date.fromisoformat(entry["date"])
        strip = api.day(day).as_dict()["hours"]
        good = [h["branch"] for h in strip if h["verdict"] == "吉"
                and q.qimen_chart(_midpoint(day, h["branch"])).good_hour]
        assert [h["branch"] for h in entry["hours"]] == good and good, entry["date"]
        for h in entry["hours"]:
            chart = q.qimen_chart(_midpoint(day, h["branch"]))
            assert h["qimen"]["lucky"] and h["qimen"]["hour"] == chart.hour == h["pillar"]
            assert [p["number"] for p in h["qimen"]["lucky_palaces"]] == [
                p for p, c in sorted(chart.palaces.items()) if c.heaven_stem in "乙丙丁" and c.door in ("开门", "休门", "生门")]


def test_search_keeps_only_good_qimen_hours():
    plain = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 12, 31))
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 12, 31), qimen=True)
    assert result.qimen and not plain.qimen and plain.qimen_dropped == ()
    kept = {f.day.date for f in result.results}
    dropped = {f.day.date for f in result.qimen_dropped}
    assert kept | dropped == {f.day.date for f in plain.results} and not kept & dropped
    # same order as without the filter
    assert [f.day.date for f in result.results] == [f.day.date for f in plain.results if f.day.date in kept]
    for f in result.qimen_dropped:
        assert not search.qimen_hours(f.day)
    data = json.loads(api.search_json(result))
    # the keys of docs/api.md (filters and filtered_out were added by the search's filters)
    assert {"activity", "from", "to", "days_searched", "results", "near_misses", "qimen", "qimen_dropped", "filters",
            "filtered_out"} == set(data)
    assert data["qimen"] is True and len(data["qimen_dropped"]) == len(dropped)
    _check_qimen_hours(data["results"])


def test_api_search_qimen_param(client):
    data = json.loads(client.get("/api/search", {**RANGE, "qimen": "1"}).content)
    assert data["qimen"] is True and data["results"]
    _check_qimen_hours(data["results"])
    plain = json.loads(client.get("/api/search", {**RANGE, "hours": "1"}).content)
    assert plain["qimen"] is False and plain["qimen_dropped"] == []
    assert all("qimen" not in h for r in plain["results"] for h in r["hours"])
    assert len(data["results"]) + len(data["qimen_dropped"]) == len(plain["results"])


def test_search_page_qimen_checkbox(client):
    body = client.get("/search/", {**RANGE, "to": "2026-03-31", "qimen": "on"}).content.decode()
    assert 'name="qimen"' in body and "只列奇门吉时" in body and "奇门吉时" in body
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31), qimen=True)
    first = result.results[0].day
    for h, qm in search.qimen_hours(first):
        assert f'href="{_chart_url(first.date, h.branch)}"' in body
        assert qm["lucky_palaces"][0]["text"] in body
    assert "&amp;qimen=1" in body  # the JSON and .ics links keep the filter
    fragment = client.get("/search/", {**RANGE, "to": "2026-03-31", "qimen": "on"}, headers={"HX-Request": "true"})
    assert "只列奇门吉时" in fragment.content.decode() and "<html" not in fragment.content.decode()


def test_search_ics_with_qimen_has_only_those_hours(client):
    response = client.get("/search/ics", {**RANGE, "to": "2026-02-28", "qimen": "1"})
    events = icalendar.Calendar.from_ical(response.content).walk("VEVENT")
    result = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 2, 28), qimen=True)
    assert len(events) == sum(len(search.qimen_hours(f.day)) for f in result.results) > 0
    assert all("奇门吉" in str(e["description"]) for e in events)


def test_cli_search_qimen():
    out = StringIO()
    call_command("almanac", "search", "嫁娶", "2026-01-01", "2026-12-31", "--qimen", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert data["qimen"] is True
    _check_qimen_hours(data["results"])
    text = StringIO()
    call_command("almanac", "search", "嫁娶", "2026-09-01", "2026-09-30", "--qimen", stdout=text)
    assert "奇门吉时" in text.getvalue() and "方 " in text.getvalue()


def test_every_qimen_term_has_an_english_gloss():
    from almanac.core.data import qimen as data
    from almanac.web.glossary import gloss

    terms = [*data.HOME_STAR.values(), *data.HOME_DOOR.values(), "阳遁", "阴遁", "正授", "超神", "置闰", "接气",
             "直符", "直使", "值符", "值使", "天盘", "地盘", "九星", "八门", "三奇", "伏吟", "反吟"]
    assert [t for t in terms if not gloss(t, "qimen")] == []
    assert [gloss(y, "qimen") for y in data.YUAN_NAMES] == [
        "Upper period (first 5 days)", "Middle period (days 6–10)", "Lower period (days 11–15)"]
    assert gloss("中元") == "Ghost Festival (Zhongyuan)"  # the festival keeps its own gloss
