"""Moving around the almanac in a real browser: months by htmx (and without JavaScript), days, the
jump form, the 404 page, and how month and day pages fit a phone and a desktop screen."""

import re

import pytest

pytest.importorskip("playwright", reason="playwright is not installed (requirements.txt)")

from playwright.sync_api import expect  # noqa: E402

from .conftest import ARTIFACTS, DESKTOP, PHONE  # noqa: E402
from .helpers import (  # noqa: E402
    day_cell_link,
    day_link,
    expect_day,
    expect_month,
    goto,
    horizontal_overflow,
    jump_form,
    jump_to,
    marker,
    month_link,
    month_link_of_day,
    month_section,
    open_month,
    set_marker,
)

pytestmark = pytest.mark.browser


# (a) months by htmx ------------------------------------------------------------------------------------


def test_next_month_swaps_the_grid_in_place_and_back_restores_it(page):
    open_month(page, 2025, 2)
    link = month_link(page, "next")
    expect(link).to_have_attribute("hx-target", "#month")
    expect(link).to_have_attribute("hx-push-url", "true")
    set_marker(page)

    with page.expect_request(re.compile(r"/2025/0?3/$")) as request_info:
        link.click()
    request = request_info.value
    assert not request.is_navigation_request(), "next month should be fetched by htmx, not a page load"
    assert request.headers.get("hx-request") == "true"

    expect_month(page, 2025, 3)
    expect(month_section(page)).to_have_count(1)  # swapped, not nested
    assert marker(page) == "still here", "the page was reloaded instead of swapped"

    page.go_back()
    expect_month(page, 2025, 2)
    expect(page.locator("header.site-header")).to_be_visible()
    expect(page.locator("footer.site-footer")).to_be_visible()
    assert marker(page) == "still here", "Back reloaded the page instead of restoring it"

    page.go_forward()
    expect_month(page, 2025, 3)
    page.go_back()
    expect_month(page, 2025, 2)

    # The restored grid is live again: its links still go through htmx.
    month_link(page, "prev").click()
    expect_month(page, 2025, 1)
    assert marker(page) == "still here"


def test_back_without_htmx_history_cache_still_shows_the_whole_page(page):
    """What a visitor sees when htmx's localStorage cache misses: htmx asks the server for the page again.

    A visitor meets this after stepping more than htmx.config.historyCacheSize (10) months forward and
    coming all the way back, or when localStorage is unavailable; the test empties the cache to get
    there in one step."""
    open_month(page, 2025, 2)
    page.evaluate("() => { htmx.config.historyCacheSize = 0; localStorage.clear(); }")
    month_link(page, "next").click()
    expect_month(page, 2025, 3)
    page.go_back()
    expect(page).to_have_url(re.compile(r"/2025/0?2/$"))
    expect(page.locator("header.site-header")).to_be_visible(timeout=2_000)
    expect(page.locator("footer.site-footer")).to_be_visible(timeout=2_000)
    expect_month(page, 2025, 2)
    expect(month_section(page)).to_have_count(1)


def test_htmx_month_navigation_updates_the_title(page):
    open_month(page, 2025, 2)
    expect(page).to_have_title(re.compile(r"^\s*2025年2月"))
    month_link(page, "next").click()
    expect_month(page, 2025, 3)
    expect(page).to_have_title(re.compile(r"^\s*2025年3月"), timeout=2_000)


# (b) days ----------------------------------------------------------------------------------------------


def test_open_a_day_from_the_grid_and_step_through_days(page):
    open_month(page, 2025, 2)
    day_cell_link(page, 3).click()
    expect_day(page, 2025, 2, 3)
    expect(page.locator("section.activities table tbody tr").first).to_be_visible()
    expect(page.locator("section.hours ol.hour-strip > li")).to_have_count(12)

    day_link(page, "next").click()
    expect_day(page, 2025, 2, 4)
    day_link(page, "prev").click()
    day_link(page, "prev").click()
    expect_day(page, 2025, 2, 2)


def test_day_after_htmx_navigation_and_back_to_the_month(page):
    """A day opened from a grid that htmx swapped in, then Back: the month the visitor came from."""
    open_month(page, 2025, 2)
    month_link(page, "next").click()
    expect_month(page, 2025, 3)
    day_cell_link(page, 20).click()
    expect_day(page, 2025, 3, 20)
    page.go_back()
    expect_month(page, 2025, 3)
    expect(day_cell_link(page, 20)).to_be_visible()


# (c) the same without JavaScript -------------------------------------------------------------------------


def test_month_links_work_without_javascript(page_nojs):
    page = page_nojs
    open_month(page, 2025, 2)
    set_marker(page)
    with page.expect_request(re.compile(r"/2025/0?3/$")) as request_info:
        month_link(page, "next").click()
    assert request_info.value.is_navigation_request()
    assert request_info.value.headers.get("hx-request") is None
    expect_month(page, 2025, 3)
    assert marker(page) is None, "expected a full page load"
    expect(page.locator("footer.site-footer")).to_be_visible()

    month_link(page, "prev").click()
    month_link(page, "prev").click()
    expect_month(page, 2025, 1)
    page.go_back()
    expect_month(page, 2025, 2)


def test_days_work_without_javascript(page_nojs):
    page = page_nojs
    open_month(page, 2025, 2)
    day_cell_link(page, 3).click()
    expect_day(page, 2025, 2, 3)
    day_link(page, "next").click()
    expect_day(page, 2025, 2, 4)
    month_link_of_day(page, 2025, 2).click()
    expect_month(page, 2025, 2)


# (d) the jump form ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("js", [True, False], ids=["js", "nojs"])
def test_jump_form(js, request):
    page = request.getfixturevalue("page" if js else "page_nojs")
    open_month(page, 2025, 2)
    form = jump_form(page)
    expect(form).to_have_attribute("action", "/jump/")
    expect(form).to_have_attribute("method", re.compile("get", re.I))
    expect(form.locator("input[name=month]")).to_have_attribute("type", "month")
    expect(form.locator("input[name=month]")).to_have_value("2025-02")

    jump_to(page, 2031, 7)
    expect_month(page, 2031, 7)
    expect(jump_form(page).locator("input[name=month]")).to_have_value("2031-07")


@pytest.mark.parametrize("js", [True, False], ids=["js", "nojs"])
def test_jump_form_explains_a_bad_month(js, request):
    page = request.getfixturevalue("page" if js else "page_nojs")
    goto(page, "/jump/?month=2025-13", status=400)
    expect(page.locator(".error .message")).to_contain_text("2025-13")
    jump_to(page, 2025, 2)  # the error page offers the form again
    expect_month(page, 2025, 2)


# (e) the 404 page --------------------------------------------------------------------------------------------


def test_impossible_date_gets_a_helpful_404(page):
    goto(page, "/2025/2/30/", status=404)
    expect(page.locator("h1")).to_contain_text("找不到")
    message = page.locator(".error .message")
    expect(message).to_be_visible()
    expect(message).to_contain_text("30")  # says what was wrong with the date
    expect(message).to_contain_text(re.compile(r"2025-0?2"))
    expect(page.locator(".error")).to_contain_text("1901")  # and which dates exist
    expect(page.locator(".error a[href='/']")).to_be_visible()
    jump_to(page, 2025, 2)
    expect_month(page, 2025, 2)


# (f) screenshots and fit on a phone ----------------------------------------------------------------------------

SCREENS = {"phone": PHONE, "desktop": DESKTOP}
# kind: (path, HTTP status, text of the first <h1>)
PAGES = {
    "month": ("/2025/02/", 200, "2025年2月"),
    "day": ("/2025/2/3/", 200, "2025年2月3日"),  # a busy day: 立春 falls on it, so it shows the 交节 line
    "404": ("/2025/2/30/", 404, "找不到"),
}


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("kind", ["month", "day"])
def test_screenshot(kind, screen, new_context):
    """Full-page screenshots for people to look at: tests/browser/artifacts/{month,day}-{phone,desktop}.png"""
    path, status, heading = PAGES[kind]
    page = new_context(viewport=SCREENS[screen]).new_page()
    goto(page, path, status)
    expect(page.locator("h1").first).to_contain_text(heading)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"{kind}-{screen}.png", full_page=True)


@pytest.mark.parametrize("kind", PAGES)
def test_no_horizontal_overflow_on_a_phone(kind, new_context):
    path, status, heading = PAGES[kind]
    page = new_context(viewport=PHONE).new_page()
    goto(page, path, status)
    expect(page.locator("h1").first).to_contain_text(heading)
    fit = horizontal_overflow(page)
    assert fit["scrollWidth"] <= fit["innerWidth"] + 1, f"{path} is wider than a 390 px phone: {fit}"
