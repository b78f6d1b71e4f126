"""The year page /YYYY/: twelve small months with each day's grade colour, 节气, festivals, public holidays."""

import re

import pytest


def test_twelve_months_each_day_linked_and_coloured(client):
    body = client.get("/2026/").content.decode()
    assert body.count('class="mini-month"') == 12
    for month in range(1, 13):
        assert f'href="/2026/{month}/"' in body
    days = re.findall(r'<td class="(g-[a-z]+)[^"]*"><a href="/2026/(\d+)/(\d+)/"', body)
    assert len(days) == 365 and {grade for grade, _m, _d in days} <= {"g-best", "g-good", "g-even", "g-bad", "g-worst"}


def test_terms_festivals_and_holiday_runs_are_listed(client):
    body = client.get("/2026/").content.decode()
    february = body.split('id="m2"')[1].split('id="m3"')[0]
    assert "立春" in february and "除夕" in february
    assert re.search(r'<span class="d">15–23</span> <span class="ph off">休</span>', february)  # 春节, one run
    assert re.search(r'<span class="d">14</span> <span class="ph work">班</span>', february)
    assert 'class="ph-off' not in february.split("<tbody>")[0]


def test_the_month_title_links_to_its_year(client):
    assert 'class="to-year" href="/2026/"' in client.get("/2026/2/").content.decode()


@pytest.mark.parametrize("url", ["/1900/", "/2100/", "/99999/"])
def test_years_outside_the_range_are_404_with_a_reason(client, url):
    response = client.get(url)
    assert response.status_code == 404 and "超出支持范围" in response.content.decode()


def test_a_year_before_the_schedules_says_so(client):
    body = client.get("/1990/").content.decode()
    assert "1990年的节假日安排未收录" in body and 'class="ph off"' not in body.split('<p class="legend">')[0]


@pytest.mark.parametrize(("language", "expected"), [("zh-hant", "節氣、節日"), ("en", "February")])
def test_in_other_languages(client, language, expected):
    client.cookies["django_language"] = language
    assert expected in client.get("/2026/").content.decode()
