"""Public holidays (休) and make-up workdays (班) on the month grid, the day page and in the CLI's text."""

import re

import pytest


def _cell(body: str, day: int) -> str:
    """The month grid's cell of day `day` (its link's contents)."""
    match = re.search(rf'<span class="greg">{day}(.*?)</a>', body, re.S)
    assert match, day
    return match.group(1)


@pytest.mark.parametrize(("language", "off", "work", "legend"), [
    ("zh-hans", "休", "班", "依国务院办公厅公布的节假日安排"),
    ("zh-hant", "休", "班", "依國務院辦公廳公佈的節假日安排"),
    ("en", "Off", "Work", "General Office of the State Council"),
])
def test_february_2026_marks_days_off_and_worked_weekends(client, language, off, work, legend):
    client.cookies["django_language"] = language
    body = client.get("/2026/2/").content.decode()
    assert 'class="ph off"' in _cell(body, 17) and f">{off}</span>" in _cell(body, 17)  # 春节 (初一)
    assert 'class="ph work"' in _cell(body, 14) and f">{work}</span>" in _cell(body, 14)  # Saturday worked
    assert 'class="ph work"' in _cell(body, 28)
    assert 'class="ph' not in _cell(body, 10)  # an ordinary Tuesday
    assert legend in body


def test_a_year_without_a_schedule_says_so(client):
    body = client.get("/1990/10/").content.decode()
    assert "1990年的节假日安排未收录" in body and "2004–2026" in body
    assert 'class="ph off"' not in body.split('<p class="legend">')[0]


def test_day_page_names_the_holiday(client):
    body = client.get("/2026/2/14/").content.decode()
    assert 'class="ph work"' in body and "调休上班" in body
    client.cookies["django_language"] = "en"
    body = client.get("/2026/10/1/").content.decode()
    assert "National Day" in body and "day off" in body
    body = client.get("/1995/10/1/").content.decode()
    assert "This year’s public holiday schedule is not on this site" in body


def test_cli_text_shows_it(capsys):
    from django.core.management import call_command

    call_command("almanac", "day", "2026-02-14")
    assert "[班] 春节调休上班" in capsys.readouterr().out.splitlines()[0]
    call_command("almanac", "day", "2026-10-01")
    assert "[休] 国庆节放假" in capsys.readouterr().out.splitlines()[0]
