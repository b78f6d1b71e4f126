"""The household pages in a real browser (issue #18 items 5 and 6): the forms at 390 px in the three languages
without sideways scrolling, a menu on one line at 1280 px, the member form submitted as it opens, a lunar
birthday entered by switching the calendar, and an accessibility scan of every household page."""

from datetime import date, time

import pytest

pytest.importorskip("playwright", reason="playwright is not installed (requirements.txt)")

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.test import Client  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

from almanac.profiles import services  # noqa: E402

from .conftest import DESKTOP, PHONE  # noqa: E402
from .helpers import goto, horizontal_overflow  # noqa: E402

pytestmark = pytest.mark.browser

LANGUAGES = ("zh-hans", "zh-hant", "en")
HTML_LANG = {"zh-hans": "zh-Hans", "zh-hant": "zh-Hant", "en": "en"}


@pytest.fixture
def household():
    user = get_user_model().objects.create_user("family", "family@example.org", "pw-family-2025")
    home = services.create_household(owner=user, name="张家", surname_sound="商")
    common = {"birth_place": "", "timezone": "Asia/Shanghai", "late_zi_next_day": False}
    services.create_member(household=home, name="张伟", sex="M", birth_date=date(1988, 6, 15),
                           birth_time=time(0, 30), **{**common, "birth_place": "上海"})
    services.create_member(household=home, name="李娜", sex="F", birth_date=date(2024, 2, 4), birth_time=None, **common)
    return home


def signed_in(new_context, live_server, household, language: str, viewport=PHONE):
    client = Client()
    client.force_login(household.owner)
    context = new_context(viewport=viewport)
    context.add_cookies([
        {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
         "url": live_server.url},
        {"name": "django_language", "value": language, "url": live_server.url},
    ])
    return context.new_page()


def pages_of(household) -> list[str]:
    member = household.members.order_by("pk").last()
    return [
        f"/households/{household.pk}/",
        f"/households/{household.pk}/members/new/",
        f"/households/members/{member.pk}/edit/",
        f"/households/members/{member.pk}/?date=2026-12-01",
        f"/households/{household.pk}/edit/",
        f"/households/{household.pk}/wedding/",
        f"/households/{household.pk}/wedding/?bride={member.pk}&groom={household.members.order_by('pk').first().pk}"
        "&start=2026-12-01&end=2027-01-31&weng_living=on&gu_living=on",
        "/households/new/",
    ]


def assert_fits(page, path):
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["clientWidth"], (path, overflow["culprits"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_household_pages_fit_a_phone(new_context, live_server, household, language):
    page = signed_in(new_context, live_server, household, language)
    for path in pages_of(household):
        goto(page, path)
        expect(page.locator("html")).to_have_attribute("lang", HTML_LANG[language])
        assert_fits(page, path)
    # a rejected form too: its errors and warning must not widen the page
    goto(page, f"/households/{household.pk}/members/new/")
    page.locator("#id_name").fill("未来")
    page.locator("#id_sex_1").check()
    page.locator("#id_birth_date").fill("2099-01-01")
    page.locator("button.primary").click()
    expect(page.locator(".form-errors")).to_be_visible()
    expect(page.locator("#id_confirm_future")).to_be_visible()
    assert_fits(page, "rejected member form")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_signed_out_forms_fit_a_phone(new_context, live_server, language):
    context = new_context(viewport=PHONE)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    page = context.new_page()
    for path in ("/accounts/login/", "/accounts/signup/", "/accounts/password_reset/"):
        goto(page, path)
        assert_fits(page, path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_menu_keeps_to_one_line_at_1280(new_context, live_server, household, language):
    page = signed_in(new_context, live_server, household, language, viewport=DESKTOP)
    goto(page, f"/households/{household.pk}/")
    tops = page.evaluate(
        """() => [...document.querySelectorAll('.site-header nav > a, .site-header nav > form, .site-header nav > *')]
                 .filter(el => el.getClientRects().length).map(el => Math.round(el.getBoundingClientRect().top))"""
    )
    brand = page.locator(".site-header .brand").bounding_box()
    nav = page.locator(".site-header nav").bounding_box()
    assert max(tops) - min(tops) <= 4, tops  # every item on the same line
    assert abs(nav["y"] - brand["y"]) < brand["height"], (brand, nav)  # and the menu beside the brand
    logout = page.locator(".site-header nav form.logout-form button")
    expect(logout).to_be_visible()
    assert logout.evaluate("b => getComputedStyle(b).backgroundColor") in ("rgba(0, 0, 0, 0)", "transparent")


def test_the_member_form_submitted_as_it_opens_says_what_is_missing(new_context, live_server, household):
    page = signed_in(new_context, live_server, household, "zh-hans", viewport=DESKTOP)
    goto(page, f"/households/{household.pk}/members/new/")
    expect(page.locator("input[name=birth_calendar][value=solar]")).to_be_checked()
    expect(page.locator("#id_timezone")).to_have_value("Asia/Shanghai")
    page.locator("button.primary").click()
    expect(page.locator(".form-errors[role=alert]")).to_be_visible()
    for text in ("请填写姓名。", "请选择性别。"):
        expect(page.locator(".field-error", has_text=text)).to_be_visible()
    # labels and inputs line up: each label's row starts where its input's does
    label, field = page.locator("label[for=id_birth_date]").bounding_box(), page.locator("#id_birth_date").bounding_box()
    assert label["x"] + label["width"] < field["x"] and abs(label["y"] - field["y"]) < field["height"]


def test_the_member_form_with_its_defaults_and_a_birth_date_saves(new_context, live_server, household):
    page = signed_in(new_context, live_server, household, "zh-hans", viewport=DESKTOP)
    goto(page, f"/households/{household.pk}/members/new/")
    page.locator("#id_name").fill("王五")
    page.locator("#id_sex_0").check()
    page.locator("#id_birth_date").fill("1990-11-15")
    page.locator("button.primary").click()
    expect(page.locator("h1")).to_contain_text("王五")
    expect(page.locator("dl.member-facts")).to_contain_text("按北京时间（UTC+8）")
    expect(page.locator("dl.member-facts")).to_contain_text("庚午年")


def test_a_lunar_birthday_is_entered_by_switching_the_calendar(new_context, live_server, household):
    page = signed_in(new_context, live_server, household, "zh-hans", viewport=PHONE)
    goto(page, f"/households/{household.pk}/members/new/")
    expect(page.locator(".lunar-only")).to_be_hidden()
    page.locator("input[name=birth_calendar][value=lunar]").check()
    expect(page.locator("#id_birth_date")).to_be_hidden()
    expect(page.locator(".lunar-only")).to_be_visible()
    page.locator("#id_name").fill("闰生")
    page.locator("#id_sex_1").check()
    page.locator("#id_lunar_year").fill("2023")
    page.locator("#id_lunar_month").select_option("2")
    page.locator("#id_lunar_leap").check()
    page.locator("#id_lunar_day").select_option("1")
    page.locator("button.primary").click()
    expect(page.locator("dl.member-birth")).to_contain_text("农历 2023 年闰二月初一")
    expect(page.locator("dl.member-birth")).to_contain_text("公历 2023-03-22")
    assert_fits(page, "member page")


@pytest.mark.parametrize("language", LANGUAGES)
def test_accessibility_scan_of_the_household_pages(new_context, live_server, household, language):
    axe = pytest.importorskip("axe_playwright_python.sync_playwright", reason="axe-playwright-python (requirements.txt)")
    page = signed_in(new_context, live_server, household, language, viewport=DESKTOP)
    for path in pages_of(household):
        goto(page, path)
        results = axe.Axe().run(page)
        serious = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
                   for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        assert serious == [], f"{path} ({language}): {serious}"
