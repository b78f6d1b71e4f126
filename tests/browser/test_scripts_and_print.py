"""Issue 18, items 4, 7 and 8 in a real browser: the three scripts at phone width, English typography, printing,
and an accessibility scan (axe-core) of every page, signed out and signed in, in the three languages."""

import re
from datetime import date

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from almanac.profiles.models import Household, Member
from tests.browser.conftest import PHONE
from tests.browser.helpers import goto, horizontal_overflow

LANGUAGES = ("zh-hans", "zh-hant", "en")
HTML_LANG = {"zh-hans": "zh-Hans", "zh-hant": "zh-Hant", "en": "en"}
# Every page a visitor reaches without an account (the day pages: a festival and veto day, a day of many 宜).
PAGES = [
    "/2026/2/", "/2026/", "/2026/2/17/", "/2025/1/29/", "/2026/2/17/why/嫁娶/", "/2026/2/17/qimen/子/",
    "/search/", "/search/?activity=嫁娶&start=2026-03-01&end=2026-03-31", "/compass/2026/3/",
    "/compass/2026/3/?sit=甲&use=bury&orient=north&rejected=1", "/notes/", "/accounts/login/", "/accounts/signup/",
]


def page_in(new_context, live_server, language: str, session: str | None = None, **options):
    """A page whose visitor chose `language` (Django's language cookie, as the switch sets it), signed in with
    `session` when given."""
    context = new_context(**options)
    cookies = [{"name": "django_language", "value": language, "url": live_server.url}]
    if session:
        cookies.append({"name": settings.SESSION_COOKIE_NAME, "value": session, "url": live_server.url})
    context.add_cookies(cookies)
    return context.new_page()


@pytest.fixture
def household(live_server):
    """A signed-in reader with a household of two (王龙, born 1988 in a 戊辰 year, and 李梅): their session key and
    the pages that show them."""
    user = get_user_model().objects.create_user("reader", "reader@example.com", "pw-reader-123")
    home = Household.objects.create(owner=user, name="王家")
    dragon = Member.objects.create(household=home, name="王龙", sex="M", birth_date=date(1988, 6, 1))
    Member.objects.create(household=home, name="李梅", sex="F", birth_date=date(1990, 3, 5))
    client = Client()
    client.force_login(user)
    pages = [
        "/households/", f"/households/{home.pk}/", f"/households/{home.pk}/edit/", "/households/new/",
        f"/households/{home.pk}/members/new/", f"/households/members/{dragon.pk}/",
        f"/households/members/{dragon.pk}/edit/", f"/households/{home.pk}/wedding/", "/accounts/profile/",
        "/2026/2/17/", "/2026/2/", "/compass/2026/3/", f"/search/?activity=嫁娶&start=2026-03-01&end=2026-03-31&member={dragon.pk}",
    ]
    return client.cookies[settings.SESSION_COOKIE_NAME].value, pages


def serious_violations(page, impacts: tuple[str, ...] = ("serious", "critical")) -> list:
    axe = pytest.importorskip("axe_playwright_python.sync_playwright", reason="axe-playwright-python (requirements.txt)")
    results = axe.Axe().run(page)
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in results.response["violations"] if v["impact"] in impacts]


# --- accessibility: no serious or critical violation on any page (item 8) -----------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_passes_an_accessibility_scan(new_context, live_server, language):
    page = page_in(new_context, live_server, language)
    found = {}
    for path in PAGES:
        goto(page, path)
        expect(page.locator("html")).to_have_attribute("lang", HTML_LANG[language])
        if violations := serious_violations(page):
            found[path] = violations
    assert found == {}, found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_members_page_passes_an_accessibility_scan(new_context, live_server, household, language):
    session, pages = household
    page = page_in(new_context, live_server, language, session)
    found = {}
    for path in pages:
        goto(page, path)
        if violations := serious_violations(page):
            found[path] = violations
    assert found == {}, found



@pytest.mark.parametrize("language", LANGUAGES)
def test_the_signed_in_day_page_has_not_even_a_moderate_violation(new_context, live_server, household, language):
    """The household's two sections (the verdicts above the activities, each member's activities at the end) are
    landmarks with names of their own (axe's landmark-unique)."""
    session, _pages = household
    page = page_in(new_context, live_server, language, session)
    goto(page, "/2026/2/17/")
    expect(page.locator("section.household-day")).to_contain_text("王龙")
    assert serious_violations(page, ("moderate", "serious", "critical")) == []


# --- the three scripts at phone width (items 4 and 8) ------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_fits_a_phone(new_context, live_server, language):
    page = page_in(new_context, live_server, language, viewport=PHONE)
    too_wide = {}
    for path in PAGES:
        goto(page, path)
        fit = horizontal_overflow(page)
        if fit["scrollWidth"] > fit["clientWidth"]:
            too_wide[path] = fit["culprits"]
    assert too_wide == {}, too_wide


def test_english_pages_read_english(new_context, live_server):
    """The day's date, weekday and directions, the city, the compass verdict, a month cell's activities."""
    page = page_in(new_context, live_server, "en", viewport=PHONE)
    goto(page, "/2026/2/17/?city=guangzhou")
    expect(page.locator("h1").first).to_have_text(re.compile(r"^\s*February 17, 2026\s+Tuesday\s*$"))
    expect(page.locator("dl.facts")).to_contain_text("Sha North")
    expect(page.locator("section.sun table")).to_contain_text("Guangzhou")
    goto(page, "/compass/2026/3/?sit=甲")
    expect(page.locator("svg.compass-ring text.hub-month")).to_have_text("壬辰 month")  # inside the ring's hub
    expect(page.locator("#verdict h2")).to_have_text(re.compile(r"Sitting 甲 Jia \(yang Wood\), facing 庚 Geng"))
    expect(page.locator("#verdict .verdict-levels")).to_contain_text("Inauspicious")
    page.set_viewport_size({"width": 1280, "height": 900})
    goto(page, "/2026/2/")
    cell = page.locator("table.calendar td.day").filter(has=page.locator(".greg", has_text=re.compile(r"^3$")))
    expect(cell.locator(".yi")).to_contain_text("Sacrifices")


@pytest.mark.parametrize("language, narrow", [("en", True), ("zh-hans", False)])
def test_an_english_apostrophe_is_not_a_full_width_gap(new_context, live_server, language, narrow):
    """“Shu’s” in English: the Latin face draws ’ narrow; a Chinese page's face draws it full width."""
    page = page_in(new_context, live_server, language)
    goto(page, "/2026/2/")
    width = page.evaluate("""() => {
        const mark = document.createElement('span');
        mark.textContent = '’';
        document.querySelector('p.legend').append(mark);
        return mark.getBoundingClientRect().width / parseFloat(getComputedStyle(mark).fontSize);
    }""")
    assert (width < 0.45) == narrow, width


# --- printing (item 7) --------------------------------------------------------------------------------------------

def printed_pages(pdf: bytes) -> int:
    """The page count of a PDF from Chromium: its /Type /Page objects (not /Pages)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", ["/2026/2/17/", "/2025/1/29/", "/2024/1/5/"])
def test_a_day_prints_on_at_most_two_a4_pages_without_its_interactive_parts(new_context, live_server, language, path):
    page = page_in(new_context, live_server, language)
    goto(page, path)
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    assert 1 <= printed_pages(pdf) <= 2, printed_pages(pdf)
    page.emulate_media(media="print")
    for hidden in ("nav.day-nav", ".site-header nav", "form", "a.why", ".qimen-links", "#qimen-chart",
                   "details.activity-group", "footer.site-footer"):
        for element in page.locator(hidden).all():
            expect(element).to_be_hidden()
    for shown in ("h1", "p.yi-line", "p.ji-line", "dl.facts", "ol.hour-strip"):
        expect(page.locator(shown).first).to_be_visible()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_month_prints_on_one_landscape_page(new_context, live_server, language):
    page = page_in(new_context, live_server, language)
    goto(page, "/2026/3/")  # six weeks (1 March 2026 is a Sunday): the tallest grid
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    assert printed_pages(pdf) == 1
    width, height = map(float, re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf).groups())
    assert width > height  # landscape
    page.emulate_media(media="print")
    expect(page.locator("section#month h1")).to_be_visible()
    expect(page.locator("form.jump")).to_be_hidden()
