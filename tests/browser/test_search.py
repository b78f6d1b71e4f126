"""Choosing a day: the search form submitted as it comes (its default dates) in each language on a phone, the
list and calendar views, the filters, and a household member's verdicts — without horizontal overflow."""

import re
from datetime import date

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE
from tests.browser.helpers import goto, horizontal_overflow

LANGUAGES = ("zh-hans", "zh-hant", "en")
SEARCH_BUTTON = {"zh-hans": "查找", "zh-hant": "查找", "en": "Search"}
ISO = re.compile(r"^\d{4}-\d\d-\d\d$")


def _context(new_context, live_server, language: str, **options):
    context = new_context(viewport=PHONE, **options)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    return context


def _no_overflow(page) -> None:
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["clientWidth"], overflow


def _submit_default_form(page, language: str) -> None:
    """Open the form, keep its default dates, choose an activity (the one field without a default) and submit."""
    goto(page, "/search/")
    start, end = page.locator("input[name=start]"), page.locator("input[name=end]")
    for field in (start, end):
        assert ISO.match(field.input_value()), field.input_value()  # what <input type="date"> takes
        assert field.evaluate("input => input.validity.valid")  # a blank or malformed value would not be
    page.locator("select[name=activity]").select_option("嫁娶")
    page.get_by_role("button", name=SEARCH_BUTTON[language]).click()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_default_form_finds_days_in_every_language_on_a_phone(new_context, live_server, language):
    page = _context(new_context, live_server, language).new_page()
    _submit_default_form(page, language)
    results = page.locator("#results")
    expect(results.locator("li.result").first).to_be_visible()
    expect(page).to_have_url(re.compile(r"activity=.*start=\d{4}-\d\d-\d\d.*end=\d{4}-\d\d-\d\d"))
    assert results.locator("section.result-month").count() >= 3  # 90 days: at least three months
    expect(results.locator("aside.score-help")).to_be_visible()
    _no_overflow(page)
    results.locator("nav.view-switch a").nth(1).click()  # the calendar (htmx)
    expect(page).to_have_url(re.compile(r"view=calendar"))
    expect(results.locator("table.search-cal").first).to_be_visible()
    _no_overflow(page)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_default_form_without_javascript(new_context, live_server, language):
    page = _context(new_context, live_server, language, java_script_enabled=False).new_page()
    _submit_default_form(page, language)
    page.wait_for_load_state()
    expect(page.locator("#results li.result").first).to_be_visible()
    _no_overflow(page)


def test_the_view_is_kept_when_the_filters_change(page):
    goto(page, "/search/?activity=祭祀&start=2026-01-01&end=2026-03-31")
    page.locator("nav.view-switch a", has_text="日历").click()
    expect(page.locator("table.search-cal").first).to_be_visible()
    page.locator("input[name=days_off]").check()
    page.locator("select[name=min_grade]").select_option("吉")
    page.get_by_role("button", name="查找").click()
    expect(page).to_have_url(re.compile(r"days_off=on.*min_grade=.*view=calendar"))
    expect(page.locator("table.search-cal").first).to_be_visible()  # still the calendar
    expect(page.locator("p.filters-note")).to_contain_text("只取休息日")
    # every found day in the calendar is a day off: a weekend (columns 6 and 7) or a 休 day
    for cell in page.locator("td.found").all():
        column = cell.evaluate("td => td.cellIndex")
        assert column >= 5 or cell.locator(".ph.off").count(), cell.inner_text()
    # the language switch follows the URL htmx pushed (updated out of band): the same search in English
    page.locator("form.language-switch button[value='en']").click()
    page.wait_for_load_state()
    expect(page).to_have_url(re.compile(r"days_off=on.*view=calendar"))
    expect(page.locator("p.filters-note")).to_contain_text("Days off only")


def _log_in(context, django_user_model, live_server, born: date = date(1990, 5, 15)):
    """A user signed in (the session cookie in `context`) with one member born on `born`, no birth time."""
    from django.conf import settings
    from django.contrib.auth import login
    from django.contrib.sessions.backends.db import SessionStore
    from django.http import HttpRequest

    from tests.profiles.helpers import add_member, make_household, make_user

    user = make_user(django_user_model, "seeker")
    member = add_member(make_household(user, "李家", members=0), "李甲", "M", born)
    request = HttpRequest()
    request.session = SessionStore()
    request.user = user
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    request.session.save()
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": request.session.session_key,
                          "url": live_server.url}])
    return member


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_members_search_on_a_phone(new_context, live_server, django_user_model, language):
    context = _context(new_context, live_server, language)
    member = _log_in(context, django_user_model, live_server)
    page = context.new_page()
    goto(page, f"/search/?activity=嫁娶&start=2026-01-01&end=2026-03-31&member={member.pk}")
    first = page.locator("li.result").first
    expect(first.locator("li.mv")).to_contain_text("李甲")
    first.locator("details.mv-why summary").click()
    expect(first.locator("details.mv-why ul")).to_be_visible()
    expect(page.locator("details.members-dropped summary")).to_contain_text("李甲")
    _no_overflow(page)
    goto(page, f"/search/?activity=嫁娶&start=2026-01-01&end=2026-03-31&member={member.pk}&view=calendar")
    expect(page.locator("td.dropped").first).to_be_visible()  # the 子 days, struck out
    _no_overflow(page)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_member_born_on_lichun_day_on_a_phone(new_context, live_server, django_user_model, language):
    """Born on 立春 day 2024 without a time (癸卯 or 甲辰): the compass lists both readings' marks and the search
    keeps the days one reading forbids, saying why — all within a phone's width."""
    context = _context(new_context, live_server, language)
    member = _log_in(context, django_user_model, live_server, born=date(2024, 2, 4))
    page = context.new_page()
    goto(page, "/compass/2026/")
    readings = page.locator("section.member-marks ul.mark-readings > li")
    expect(readings).to_have_count(2)
    _no_overflow(page)
    goto(page, f"/search/?activity=嫁娶&start=2026-12-01&end=2026-12-31&member={member.pk}")
    expect(page.locator("li.result p.maybe-note").first).to_be_visible()
    expect(page.locator("li.result").last.locator("p.maybe-note")).to_contain_text("李甲")  # ranked last
    _no_overflow(page)
    goto(page, f"/search/?activity=嫁娶&start=2026-12-01&end=2026-12-31&member={member.pk}&view=calendar")
    expect(page.locator("td.found .mm").first).to_be_visible()
    _no_overflow(page)
