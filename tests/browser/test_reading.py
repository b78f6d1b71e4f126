"""Reading a day: an activity's reasons in place (htmx) or on their own page, and the language switch."""

import re

from playwright.sync_api import expect

from tests.browser.helpers import goto, open_day


def test_expand_an_activity_reasons_in_place(page):
    open_day(page, 2025, 1, 28)
    page.evaluate("window.__marker = 'kept'")
    row = page.locator("section.activities tr", has=page.locator("th", has_text="嫁娶")).first
    row.locator("a.why").click()
    detail = row.locator(".activity-detail")
    expect(detail).to_be_visible()
    expect(detail).to_contain_text("天喜")  # a god of its printed 宜 list that is present that day
    expect(detail).to_contain_text("协纪辨方书")  # the citation
    assert page.evaluate("window.__marker") == "kept"  # no page load
    expect(page).to_have_url(re.compile(r"/2025/1/28/$"))


def test_activity_reasons_without_javascript(page_nojs):
    open_day(page_nojs, 2025, 1, 28)
    row = page_nojs.locator("section.activities tr", has=page_nojs.locator("th", has_text="嫁娶")).first
    row.locator("a.why").click()
    expect(page_nojs).to_have_url(re.compile(r"/2025/1/28/why/"))
    expect(page_nojs.locator("h1")).to_contain_text("嫁娶")
    expect(page_nojs.locator(".activity-detail")).to_contain_text("天喜")


def _switch(page, language: str):
    page.locator(f"form.language-switch button[value='{language}']").click()
    page.wait_for_load_state()


def test_switch_to_traditional_and_english_keeps_the_page(page):
    open_day(page, 2025, 1, 29)
    _switch(page, "zh-hant")
    expect(page).to_have_url(re.compile(r"/2025/1/29/$"))
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hant")
    expect(page.locator("main")).to_contain_text("農曆")
    expect(page.locator("main")).to_contain_text("春節")
    _switch(page, "en")
    expect(page).to_have_url(re.compile(r"/2025/1/29/$"))
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("main")).to_contain_text("Spring Festival")
    expect(page.locator("main")).to_contain_text("春节")  # terms stay Chinese, glossed
    _switch(page, "zh-hans")
    expect(page.locator("main")).to_contain_text("农历")


def test_language_switch_without_javascript(page_nojs):
    goto(page_nojs, "/2025/2/?week=sun")
    _switch(page_nojs, "zh-hant")
    expect(page_nojs).to_have_url(re.compile(r"/2025/2/\?week=sun$"))
    expect(page_nojs.locator("main")).to_contain_text("週一開始")


def test_switch_follows_htmx_navigation(page):
    goto(page, "/2025/2/")
    page.locator("section#month nav.month-nav a[rel=next]").click()
    expect(page).to_have_url(re.compile(r"/2025/3/$"))
    _switch(page, "en")
    expect(page).to_have_url(re.compile(r"/2025/3/$"))  # the switch was updated out of band
