"""Date picking on the site: the page, the API and iCalendar export.

The search itself (ranking, exclusions, near-misses) is tested in tests/core/test_search.py, its CLI in
tests/management/test_cli.py.
"""

import re
from datetime import date

import icalendar
import pytest

from almanac.core import api, search


def test_search_page_without_and_with_a_query(client):
    empty = client.get("/search/")
    assert empty.status_code == 200 and 'name="activity"' in empty.content.decode()
    response = client.get("/search/?activity=搬移&from=2026-03-01&to=2026-05-31")
    body = response.content.decode()
    assert response.status_code == 200
    assert "宜搬移之日" in body and "/search/ics?activity=" in body
    fragment = client.get("/search/?activity=搬移&from=2026-03-01&to=2026-05-31", headers={"HX-Request": "true"})
    assert "<html" not in fragment.content.decode() and 'id="results"' in fragment.content.decode()


@pytest.mark.parametrize(
    "query,phrase",
    [
        ("activity=飞天&from=2026-01-01&to=2026-02-01", "activity"),
        ("activity=嫁娶&from=2026-02-01&to=2026-01-01", "早于开始日"),
        ("activity=嫁娶&from=2026-01-01&to=2030-01-01", "最多查三年"),
        ("activity=嫁娶&from=abc&to=2026-01-01", "start"),
    ],
)
def test_search_form_errors_are_400_and_keep_the_input(client, query, phrase):
    response = client.get(f"/search/?{query}")
    body = response.content.decode()
    assert response.status_code == 400
    assert "field-error" in body or "form-errors" in body
    assert 'value="2026-01-01"' in body  # what was typed is not lost


def test_api_search_contract_and_errors(client):
    data = client.get("/api/search?activity=嫁娶&from=2026-01-01&to=2026-12-31&hours=1").json()
    assert {"activity", "from", "to", "results"} <= set(data)
    first = data["results"][0]
    assert {"date", "grade", "score", "for", "against", "personal", "hours"} <= set(first)
    assert first["hours"] and all({"branch", "start", "end"} <= set(h) for h in first["hours"])
    for query in ("activity=飞天&from=2026-01-01&to=2026-12-31", "activity=嫁娶&from=2026-13-01&to=2026-12-31",
                  "activity=嫁娶&from=2026-12-31&to=2026-01-01"):
        response = client.get(f"/api/search?{query}")
        assert response.status_code == 400 and response.json()["error"]


@pytest.mark.django_db
def test_api_search_refuses_someone_elses_member(client, django_user_model):
    from almanac.profiles import services

    owner = django_user_model.objects.create_user("owner", password="x" * 12)
    household = services.create_household(owner=owner, name="李家")
    member = services.create_member(household=household, name="李甲", sex="M", birth_date=date(1990, 5, 15))
    # A stranger (and an anonymous visitor) get 404 for that member; the owner gets personal results.
    assert client.get(f"/api/search?activity=嫁娶&from=2026-01-01&to=2026-02-01&member={member.pk}").status_code == 404
    client.force_login(owner)
    data = client.get(f"/api/search?activity=嫁娶&from=2026-01-01&to=2026-03-31&member={member.pk}").json()
    assert data["members"] == ["李甲"]
    # 1990 is a 午 year: no day kept for him is a 子 day (日冲本命 drops it).
    assert all(api.day(date.fromisoformat(r["date"])).pillars.day.branch != 0 for r in data["results"])
    assert all(r["personal"] and r["personal"][0]["member"] == "李甲" for r in data["results"])


def test_ics_export_parses_back(client):
    response = client.get("/search/ics?activity=嫁娶&from=2026-01-01&to=2026-03-31")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/calendar")
    calendar = icalendar.Calendar.from_ical(response.content)
    events = list(calendar.walk("VEVENT"))
    expected = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31)).results
    assert len(events) == len(expected)
    assert {e.decoded("dtstart") for e in events} == {f.day.date for f in expected}
    assert all("宜" in str(e["summary"]) and str(e["description"]) for e in events)
    with_hours = icalendar.Calendar.from_ical(client.get("/search/ics?activity=嫁娶&from=2026-01-01&to=2026-01-31&hours=1").content)
    timed = list(with_hours.walk("VEVENT"))
    assert timed and all(hasattr(e.decoded("dtstart"), "hour") for e in timed)


def test_year_ics_of_terms_and_festivals(client):
    calendar = icalendar.Calendar.from_ical(client.get("/ics/2025.ics").content)
    events = list(calendar.walk("VEVENT"))
    summaries = [str(e["summary"]) for e in events]
    assert sum(1 for e in events if e.get("categories") and "节气" in e.get("categories").to_ical().decode()) == 24
    for name in ("立春", "冬至", "春节", "端午", "中秋", "除夕"):
        assert name in summaries, name
    lichun = next(e for e in events if str(e["summary"]) == "立春")
    assert lichun.decoded("dtstart").isoformat() == "2025-02-03T14:10:28+00:00"  # 22:10:28 UTC+8
    assert client.get("/ics/1800.ics").status_code == 404


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_default_dates_are_what_a_date_input_takes(client, language, monkeypatch):
    """<input type="date"> accepts only yyyy-mm-dd; any other rendering leaves the field blank."""
    from datetime import date

    from almanac.core import api

    monkeypatch.setattr(api, "today", lambda: date(2026, 12, 2))
    client.cookies["django_language"] = language
    body = client.get("/search/").content.decode()
    assert 'value="2026-12-02"' in body and 'value="2027-03-02"' in body


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_the_remembered_widgets_are_djangos_own_rendering(language):
    """The form's selects and checkboxes keep what Django renders (forms.RememberedRendering): the same HTML as a plain
    Select or CheckboxInput, for the chosen value, an unknown one and none, with and without an error, in each
    language."""
    from django import forms
    from django.http import QueryDict
    from django.utils import translation

    from almanac.web.forms import SearchForm

    queries = ("", "activity=祭祀&min_grade=吉&sort=date&hours=on&days_off=1",
               "activity=嫁娶&qimen=true", "activity=nonsense&min_grade=x&sort=date&days_off=maybe")
    with translation.override(language):
        for query in queries * 2:  # the second time from memory
            form = SearchForm(QueryDict(query) if query else None)
            form.is_valid()
            for name in ("activity", "min_grade", "sort"):
                plain = form[name].as_widget(widget=forms.Select(choices=form.fields[name].choices))
                assert str(form[name]) == plain
            for name in ("hours", "qimen", "days_off"):
                assert str(form[name]) == form[name].as_widget(widget=forms.CheckboxInput())


def test_the_page_lists_the_best_hundred_days_and_the_exports_all(client):
    from almanac.web.views import SEARCH_PAGE_ROWS

    found = len(search.find_days(activity="祭祀", start=date(2030, 1, 1), end=date(2032, 12, 31)).results)
    assert found > SEARCH_PAGE_ROWS
    body = client.get("/search/?activity=祭祀&from=2030-01-01&to=2032-12-31").content.decode()
    assert f"宜祭祀之日：{found} 日" in body
    assert body.count('<li class="result ') == SEARCH_PAGE_ROWS
    assert f"此处列出最好的 {SEARCH_PAGE_ROWS} 日；全部 {found} 日见日历" in body
    ics = client.get("/search/ics?activity=祭祀&from=2030-01-01&to=2032-12-31").content
    assert ics.count(b"BEGIN:VEVENT") == found
    short = client.get("/search/?activity=祭祀&from=2030-01-01&to=2030-02-28").content.decode()
    assert "此处列出最好的" not in short


# --- results by month, list and calendar, filters, order, the score explained (issue 16 item 4) -------------


QUARTER = "activity=嫁娶&from=2026-01-01&to=2026-03-31"
# 祭祀 in 1–10 January 2026 is 宜 on the 3rd, 4th, 5th, 6th, 7th and 10th. By the 2026 notice 1–3 January are
# 元旦 days off and Sunday the 4th is worked (班); the 10th is an ordinary Saturday: the days off among them are
# the 3rd and the 10th.
EARLY_JANUARY = "activity=祭祀&from=2026-01-01&to=2026-01-10"


def _result_items(body: str) -> list[str]:
    return re.findall(r'<li class="result .*?</li>', body, flags=re.S)


def _listed_dates(body: str) -> list[str]:
    return [re.search(r"<b>(\d{4}-\d\d-\d\d)</b>", item).group(1) for item in _result_items(body)]


def test_results_are_grouped_by_month_in_date_order(client):
    body = client.get(f"/search/?{QUARTER}").content.decode()
    months = re.findall(r'<section class="result-month" aria-labelledby="rm-(\d{4}-\d\d)">', body)
    assert months == ["2026-01", "2026-02", "2026-03"]
    sections = body.split('<section class="result-month"')[1:]
    for month, section in zip(months, sections):
        dates = _listed_dates(section)
        assert dates and all(d.startswith(month) for d in dates), month
    expected = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31)).results
    assert sorted(_listed_dates(body)) == sorted(f.day.date.isoformat() for f in expected)
    # within a month, best first by default: 2026-01-11 (score 20) leads January
    assert _listed_dates(sections[0])[0] == "2026-01-11"


def test_sort_by_date_lists_each_month_in_date_order(client):
    body = client.get(f"/search/?{QUARTER}&sort=date").content.decode()
    dates = _listed_dates(body)
    assert dates == sorted(dates) and len(dates) > 10
    assert 'value="date" selected' in body


def test_the_view_switch_list_and_calendar(client):
    listed = client.get(f"/search/?{QUARTER}").content.decode()
    assert '<ol class="results">' in listed and 'class="search-cal"' not in listed
    switch = re.search(r'<nav class="view-switch".*?</nav>', listed, flags=re.S).group(0)
    assert 'aria-current="page">列表</a>' in switch
    calendar_link = re.search(r'href="(/search/\?[^"]*view=calendar[^"]*)"', switch).group(1).replace("&amp;", "&")
    assert "activity=" in calendar_link and "from=2026-01-01" in calendar_link  # the same search, only the view changed
    shown = client.get(calendar_link).content.decode()
    assert 'class="search-cal"' in shown and '<ol class="results">' not in shown
    assert re.findall(r'<section class="search-month" aria-labelledby="sm-(\d{4}-\d\d)">', shown) == [
        "2026-01", "2026-02", "2026-03"]
    # every found day is a coloured, linked cell with its score; 2026-01-11 scores 20
    assert shown.count('<td class="found ') == len(_listed_dates(listed))
    assert re.search(r'href="/2026/1/11/"[^>]*>\s*<span class="n">11</span>.*?<span class="s">20</span>', shown, re.S)
    # the form's next search keeps the view (a field of the form outside it)
    assert '<input type="hidden" name="view" value="calendar" form="search-form">' in shown
    fragment = client.get(calendar_link, headers={"HX-Request": "true"}).content.decode()
    assert "<html" not in fragment and 'class="search-cal"' in fragment


def test_the_calendar_marks_days_off_and_make_up_working_days(client):
    body = client.get(f"/search/?{EARLY_JANUARY}&view=calendar").content.decode()
    cell = lambda day: re.search(rf'<td class="[^"]*">\s*(?:<a [^>]*>)?\s*<span class="n">{day}</span>.*?</td>', body, re.S).group(0)  # noqa: E731
    assert '<span class="ph off"' in cell(1) and "休" in cell(1)  # 元旦, not a found day
    assert '<span class="ph work"' in cell(4) and "班" in cell(4)  # Sunday worked, a found day
    assert "ph" not in cell(10).split('class="n"')[1]  # an ordinary Saturday: no badge


def test_days_off_filter_keeps_weekends_not_worked_and_holidays(client):
    plain = client.get(f"/search/?{EARLY_JANUARY}").content.decode()
    assert set(_listed_dates(plain)) == {"2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07",
                                         "2026-01-10"}
    assert re.search(r'2026-01-04</b>.*?<span class="ph work"', plain, re.S)  # 班 shown on the listed day
    narrowed = client.get(f"/search/?{EARLY_JANUARY}&days_off=on").content.decode()
    assert set(_listed_dates(narrowed)) == {"2026-01-03", "2026-01-10"}
    assert "另有 4 日宜此事而不合筛选" in narrowed
    assert 'name="days_off" aria-describedby="id_days_off_helptext" id="id_days_off" checked' in narrowed
    assert "调休上班的周末（班）不算" in narrowed  # the help text says what the filter does


def test_minimum_grade_filter(client):
    body = client.get(f"/search/?{QUARTER}&min_grade=上吉").content.decode()
    items = _result_items(body)
    assert items and all(item.startswith('<li class="result g-best') for item in items)
    everything = search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 3, 31)).results
    assert len(items) == sum(1 for f in everything if f.day.rules.grade.name == "上吉")


def test_nothing_passes_the_filters_is_said_plainly(client):
    # 5–9 January 2026 is Monday to Friday without a holiday: no day off at all
    body = client.get("/search/?activity=祭祀&from=2026-01-05&to=2026-01-09&days_off=1").content.decode()
    assert not _result_items(body)
    assert "此范围内宜此事之日有 3 日，都不合所选筛选。" in body


@pytest.mark.parametrize("query", ["min_grade=超吉", "sort=price", "days_off=maybe", "view=table"])
def test_a_bad_filter_value_is_400_on_the_page_and_in_the_api(client, query):
    page = client.get(f"/search/?{QUARTER}&{query}")
    assert page.status_code == 400
    assert "field-error" in page.content.decode() or "form-errors" in page.content.decode()
    if not query.startswith("view"):
        api_response = client.get(f"/api/search?{QUARTER}&{query}")
        assert api_response.status_code == 400 and api_response.json()["error"]
        assert client.get(f"/search/ics?{QUARTER}&{query}").status_code == 400


def test_the_score_is_explained_beside_the_results(client):
    body = client.get(f"/search/?{QUARTER}").content.decode()
    aside = re.search(r'<aside class="score-help".*?</aside>', body, re.S).group(0)
    assert "分 = 评级分 + 2 ×（宜神 − 忌神）" in aside
    assert "上吉</span> 8" in aside and "凶</span> 2" in aside and "大凶</span> 0" in aside
    assert "<b>天德</b>" in aside and "<b>天赦</b>" in aside  # the 德 that weigh 2
    assert "L513" in aside and ".txt" not in aside  # cited as a book, not a file
    # 2026-01-11: 上吉 (8) with 天德合 and 月德合 (2 each), 三合 and 天喜 (1 each), no 忌 god: 8 + 2 × 6 = 20
    first = next(item for item in _result_items(body) if "<b>2026-01-11</b>" in item)
    assert '<b>20</b> <span class="score-parts">= 8 + 2×(6−0)</span>' in first
    assert "<b>天德合</b><sup>×2</sup>" in first and "<b>月德合</b><sup>×2</sup>" in first


def test_api_search_filters_and_added_keys(client):
    data = client.get(f"/api/search?{EARLY_JANUARY}&days_off=1&sort=date").json()
    assert [r["date"] for r in data["results"]] == ["2026-01-03", "2026-01-10"]
    assert data["filters"] == {"days_off": True, "min_grade": "", "sort": "date"} and data["filtered_out"] == 4
    first = data["results"][0]
    assert first["day_off"] is True and first["public_holiday"] == {"name": "元旦", "off_work": True}
    parts = first["score_parts"]
    assert first["score"] == parts["grade_points"] + 2 * (parts["for_weight"] - parts["against_weight"])
    plain = client.get(f"/api/search?{EARLY_JANUARY}").json()
    assert plain["filters"] == {"days_off": False, "min_grade": "", "sort": "rank"} and plain["filtered_out"] == 0
    worked = next(r for r in plain["results"] if r["date"] == "2026-01-04")
    assert worked["day_off"] is False and worked["public_holiday"] == {"name": "元旦", "off_work": False}
    best = client.get(f"/api/search?{QUARTER}&min_grade=上吉").json()
    assert best["results"] and all(r["grade"] == "上吉" for r in best["results"])


def test_ics_and_json_links_carry_the_filters(client):
    body = client.get(f"/search/?{EARLY_JANUARY}&days_off=on&min_grade=平&sort=date").content.decode()
    link = re.search(r'href="/search/ics\?([^"]+)"', body).group(1).replace("&amp;", "&")
    assert "days_off=1" in link and "min_grade=" in link and "sort=date" in link and "from=2026-01-01" in link
    events = list(icalendar.Calendar.from_ical(client.get(f"/search/ics?{link}").content).walk("VEVENT"))
    api_data = client.get(f"/api/search?{link}").json()
    assert len(events) == len(api_data["results"]) == len(_listed_dates(body))


@pytest.mark.django_db
def test_members_verdicts_inline_and_the_dropped_days(client, django_user_model):
    from almanac.profiles import services

    owner = django_user_model.objects.create_user("owner", password="x" * 12)
    household = services.create_household(owner=owner, name="李家")
    member = services.create_member(household=household, name="李甲", sex="M", birth_date=date(1990, 5, 15))
    client.force_login(owner)
    body = client.get(f"/search/?{QUARTER}&member={member.pk}").content.decode()
    items = _result_items(body)
    assert items and all('<li class="mv verdict-' in item for item in items)
    # 1990 is a 午 year: the 子 days clash with it and are left out, listed folded with the reason
    dropped = re.search(r'<details class="note members-dropped">.*?</details>', body, re.S).group(0)
    assert "2026-01-26" in dropped and "冲本命" in dropped  # 庚子 day
    assert "2026-01-26" not in "".join(items)
    # 2026-01-06 is a 辰 day; his day pillar is 庚辰 (1990-05-15): 辰辰自刑 lowers the day to 平 for him
    sixth = next(item for item in items if "<b>2026-01-06</b>" in item)
    assert '<li class="mv verdict-平"><span class="mv-name">李甲</span> <b class="verdict">平</b> <span class="bad">刑</span>' in sixth
    calendar = client.get(f"/search/?{QUARTER}&member={member.pk}&view=calendar").content.decode()
    assert re.search(r'<td class="dropped">\s*<a href="/2026/1/26/"', calendar)
