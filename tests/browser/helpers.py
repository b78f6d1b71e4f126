"""Small helpers for the browser tests: where to go and what to look at.

They keep selectors in one place so that tests read as user stories and a template change means one
edit here. Add new ones (language switch, expanding an activity, …) beside these.
"""

import re

from playwright.sync_api import Locator, Page, Response, expect


def goto(page: Page, path: str, status: int = 200) -> Response:
    """Open `path` on the live server (a full page load) and check the HTTP status."""
    response = page.goto(path)
    assert response is not None, f"no response for {path}"
    assert response.status == status, f"{path}: HTTP {response.status}, expected {status}"
    return response


def month_url(year: int, month: int) -> re.Pattern:
    """The month page's URL, with or without a zero-padded month, ignoring any ?query."""
    return re.compile(rf"/{year}/0?{month}/(\?.*)?$")


def day_url(year: int, month: int, day: int) -> re.Pattern:
    return re.compile(rf"/{year}/0?{month}/0?{day}/(\?.*)?$")


def open_month(page: Page, year: int, month: int) -> Response:
    """Open a month page (full load) and check its URL and heading."""
    response = goto(page, f"/{year}/{month:02d}/")
    expect_month(page, year, month)
    # htmx is a deferred script: it has run and processed the page before the load event goto waits for.
    return response


def open_day(page: Page, year: int, month: int, day: int) -> Response:
    response = goto(page, f"/{year}/{month}/{day}/")
    expect_day(page, year, month, day)
    return response


# What the pages show -------------------------------------------------------------------------------------


def month_section(page: Page) -> Locator:
    return page.locator("section#month")


def month_heading(page: Page) -> Locator:
    return page.locator("section#month nav.month-nav h1")


def month_link(page: Page, rel: str) -> Locator:
    """The previous (rel="prev") or next (rel="next") month link of the grid."""
    return page.locator(f"section#month nav.month-nav a[rel={rel}]")


def day_cell_link(page: Page, day: int) -> Locator:
    """The link of day `day` in the month grid (found by the Gregorian day number it shows)."""
    return page.locator("table.calendar td.day a").filter(
        has=page.locator(".greg", has_text=re.compile(rf"^\s*{day}\s*$"))
    )


def day_heading(page: Page) -> Locator:
    return page.locator("h1").first


def day_link(page: Page, rel: str) -> Locator:
    """On a day page, the previous (rel="prev") or next (rel="next") day."""
    return page.locator(f"main a[rel={rel}]").first


def month_link_of_day(page: Page, year: int, month: int) -> Locator:
    """On a day page, the link back to its month (it reads like the month page's heading)."""
    return page.locator("main a", has_text=re.compile(rf"^\s*{year}年{month}月\s*$")).first


def jump_form(page: Page) -> Locator:
    return page.locator("form.jump")


def jump_to(page: Page, year: int, month: int) -> None:
    """Fill in the jump-to-month form and submit it (works with and without JavaScript)."""
    form = jump_form(page).first
    form.locator("input[name=month]").fill(f"{year:04d}-{month:02d}")
    form.locator("[type=submit]").click()


def expect_month(page: Page, year: int, month: int) -> None:
    expect(page).to_have_url(month_url(year, month))
    # The heading may carry a subtitle (the lunar months) after the Gregorian month.
    expect(month_heading(page)).to_have_text(re.compile(rf"^\s*{year}年{month}月(?!\d)"))


def expect_day(page: Page, year: int, month: int, day: int) -> None:
    expect(page).to_have_url(day_url(year, month, day))
    expect(day_heading(page)).to_have_text(re.compile(rf"^\s*{year}年{month}月{day}日(?!\d)"))


# Page state ------------------------------------------------------------------------------------------------


def set_marker(page: Page, value: str = "still here") -> None:
    """Put a value on `window`; it survives htmx swaps and history restores, not full page loads.

    (Playwright's evaluate runs even in a context with JavaScript disabled, so this works there too.)"""
    page.evaluate("value => { window.__marker = value; }", value)


def marker(page: Page):
    return page.evaluate("() => window.__marker ?? null")


def horizontal_overflow(page: Page) -> dict:
    """The page's scroll width against the viewport, and (to name them in a failure message) the first
    elements whose right edge is past the viewport; some may sit inside their own scrolling box.

    Use a plain (not is_mobile) context of phone size: mobile emulation zooms out to fit wide content,
    which would hide the overflow from innerWidth."""
    return page.evaluate(
        """() => {
            const root = document.documentElement;
            const limit = root.clientWidth;
            const culprits = [];
            for (const el of document.body.querySelectorAll('*')) {
                const right = el.getBoundingClientRect().right + window.scrollX;
                if (right > limit + 1) {
                    const parentRight = el.parentElement.getBoundingClientRect().right + window.scrollX;
                    if (parentRight <= limit + 1 || culprits.length < 3) {
                        const classes = String(el.className || '').trim().split(/\\s+/).filter(Boolean);
                        const name = [el.tagName.toLowerCase(), ...classes].join('.');
                        culprits.push(`${name} right=${Math.round(right)}`);
                    }
                }
                if (culprits.length >= 8) break;
            }
            return {scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, clientWidth: limit, culprits};
        }"""
    )


# The day page's hour strip and its 奇门 charts ----------------------------------------------------------


def hour_item(page: Page, branch: str) -> Locator:
    """One 时辰 of the day page's hour strip, found by its branch (子 … 亥)."""
    return page.locator("ol.hour-strip li.hour", has=page.locator("b", has_text=re.compile(rf"^\s*{branch}时")))


def qimen_panel(page: Page) -> Locator:
    """The place below the strip where an hour's 奇门 chart opens (htmx)."""
    return page.locator("#qimen-chart")
