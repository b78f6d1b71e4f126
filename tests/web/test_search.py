"""Date picking on the site: the page, the API and iCalendar export.

The search itself (ranking, exclusions, near-misses) is tested in tests/core/test_search.py, its CLI in
tests/management/test_cli.py.
"""

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
