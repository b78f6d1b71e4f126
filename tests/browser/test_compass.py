"""The compass in a real browser: turning it (a mountain clicked by htmx, and without JavaScript), how it fits a
390 px phone in the three languages whichever way up, and an accessibility scan (axe-core)."""

import re

import pytest

pytest.importorskip("playwright", reason="playwright is not installed (requirements.txt)")

from playwright.sync_api import expect  # noqa: E402

from .conftest import PHONE  # noqa: E402
from .helpers import goto, horizontal_overflow, marker, set_marker  # noqa: E402

pytestmark = pytest.mark.browser

LANGUAGES = ("zh-hans", "zh-hant", "en")
HTML_LANG = {"zh-hans": "zh-Hans", "zh-hant": "zh-Hant", "en": "en"}


def page_in(new_context, live_server, language: str, **options):
    """A page whose visitor chose `language` (Django's language cookie, as the language switch sets it)."""
    context = new_context(**options)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    return context.new_page()


def sector(page, name: str):
    """The ring's link for a mountain (its accessible name starts with the mountain)."""
    return page.locator(f"svg.compass-ring a[aria-label^='{name}']")


def current_sectors(page):
    return page.locator("svg.compass-ring a[aria-current='true']")


def test_clicking_a_mountain_marks_it_and_brings_its_verdict_in_place(page):
    goto(page, "/compass/2026/3/?orient=north")
    expect(current_sectors(page)).to_have_count(0)
    expect(page.locator("#verdict")).to_contain_text("本月可用之坐山")
    set_marker(page)

    with page.expect_request(re.compile(r"/compass/2026/3/\?sit=")) as request_info:
        sector(page, "甲").click()
    request = request_info.value
    assert not request.is_navigation_request(), "a mountain should be fetched by htmx, not a page load"

    expect(page).to_have_url(re.compile(r"/compass/2026/3/\?sit=%E7%94%B2&orient=north$"))
    expect(page.locator("#verdict h2")).to_have_text(re.compile(r"坐甲向庚"))
    expect(current_sectors(page)).to_have_count(1)
    expect(sector(page, "甲")).to_have_attribute("aria-current", "true")
    expect(page.locator("svg.compass-ring .selected-outline")).to_have_count(1)
    expect(page.locator("svg.compass-ring .needle")).to_have_count(1)
    # the navigation swapped with it keeps the new sitting and the orientation
    expect(page.locator("#compass-nav a[rel=next]")).to_have_attribute("href", re.compile(r"sit=%E7%94%B2&orient=north"))
    assert marker(page) == "still here", "the page was reloaded instead of swapped"
    # the keyboard stays where it was: the clicked mountain (same id in the new ring) has the focus
    assert page.evaluate("document.activeElement && document.activeElement.id") == sector(page, "甲").get_attribute("id")

    sector(page, "庚").click()
    expect(sector(page, "庚")).to_have_attribute("aria-current", "true")
    expect(current_sectors(page)).to_have_count(1)
    page.go_back()
    expect(page).to_have_url(re.compile(r"sit=%E7%94%B2"))
    expect(sector(page, "甲")).to_have_attribute("aria-current", "true")


def test_a_mountain_without_javascript_is_a_plain_link(page_nojs):
    goto(page_nojs, "/compass/2026/3/?use=bury")
    sector(page_nojs, "酉").click()
    expect(page_nojs).to_have_url(re.compile(r"/compass/2026/3/\?sit=%E9%85%89&use=bury$"))
    expect(sector(page_nojs, "酉")).to_have_attribute("aria-current", "true")
    expect(page_nojs.locator("#verdict h2")).to_have_text(re.compile(r"坐酉向卯"))
    page_nojs.locator("#compass-nav a[rel=next]").click()
    expect(page_nojs).to_have_url(re.compile(r"/compass/2026/4/\?sit=%E9%85%89&use=bury$"))
    expect(sector(page_nojs, "酉")).to_have_attribute("aria-current", "true")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("query", ["", "?sit=甲&orient=north&rejected=1&use=bury"])
def test_the_compass_fits_a_phone(new_context, live_server, language, query):
    page = page_in(new_context, live_server, language, viewport=PHONE)
    goto(page, "/compass/2026/3/" + query)
    expect(page.locator("html")).to_have_attribute("lang", HTML_LANG[language])
    fit = horizontal_overflow(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, fit
    # the whole ring is on the screen
    box = page.locator("svg.compass-ring").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390


@pytest.mark.parametrize("orient", ["", "?orient=north"])
def test_no_cardinal_label_lies_on_a_mountain(page, orient):
    goto(page, "/compass/2026/3/" + orient)
    overlaps = page.evaluate(
        """() => {
            const boxes = el => el.getBoundingClientRect();
            const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            const sectors = [...document.querySelectorAll('svg.compass-ring path.sector')].map(boxes);
            const found = [];
            for (const label of document.querySelectorAll('svg.compass-ring text.cardinal')) {
                const box = boxes(label);
                // a sector's bounding box is larger than the sector: test the label's centre against the ring's radius
                const ring = document.querySelector('svg.compass-ring .degree-band').getBoundingClientRect();
                const cx = (ring.left + ring.right) / 2, cy = (ring.top + ring.bottom) / 2, r = ring.width / 2;
                const corners = [[box.left, box.top], [box.right, box.top], [box.left, box.bottom], [box.right, box.bottom]];
                if (corners.some(([x, y]) => Math.hypot(x - cx, y - cy) < r)) found.push(label.textContent);
            }
            return {found, sectors: sectors.length};
        }"""
    )
    assert overlaps["sectors"] == 24 and overlaps["found"] == [], overlaps


@pytest.mark.parametrize("language", LANGUAGES)
def test_accessibility_scan_finds_nothing_serious(new_context, live_server, language):
    axe = pytest.importorskip("axe_playwright_python.sync_playwright", reason="axe-playwright-python (requirements.txt)")
    page = page_in(new_context, live_server, language)
    for path in ("/compass/2026/3/", "/compass/2026/3/?sit=甲&use=bury&orient=north"):
        goto(page, path)
        expect(page.locator("html")).to_have_attribute("lang", HTML_LANG[language])
        results = axe.Axe().run(page)
        serious = [
            (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")
        ]
        assert serious == [], f"{path} ({language}): {serious}"
