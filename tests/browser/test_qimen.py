"""An hour's 奇门 chart: opened in place on the day page (htmx), or as its own page without JavaScript."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import PHONE
from tests.browser.helpers import goto, horizontal_overflow, hour_item, marker, open_day, qimen_panel, set_marker


def test_open_an_hours_qimen_chart_in_place(page):
    open_day(page, 2025, 12, 21)
    set_marker(page)
    hour = hour_item(page, "丑")
    expect(hour.locator(".qimen-flag")).to_contain_text("奇门吉")
    hour.locator("a.qimen-open").click()
    chart = qimen_panel(page).locator("section.qimen-chart")
    expect(chart).to_be_visible()
    expect(chart.locator("table.qimen-grid td")).to_have_count(9)
    expect(chart).to_contain_text("阳遁")
    lucky = chart.locator("td.lucky")  # the text's chart A: 丙奇与生门合于兑方 (L1935)
    expect(lucky).to_have_count(1)
    expect(lucky).to_contain_text("兑7")
    expect(lucky.locator(".qm-heaven")).to_have_text("丙")
    expect(chart.locator("td.zhifu")).to_contain_text("天蓬")
    assert marker(page) == "still here"  # no page load
    expect(page).to_have_url(re.compile(r"/2025/12/21/$"))
    # another hour replaces it in the same place
    hour_item(page, "寅").locator("a.qimen-open").click()
    expect(qimen_panel(page).locator("section.qimen-chart")).to_have_attribute("id", "chart-寅")
    assert marker(page) == "still here"


def test_qimen_chart_without_javascript(page_nojs):
    open_day(page_nojs, 2025, 6, 24)
    hour_item(page_nojs, "寅").locator("a.qimen-open").click()
    expect(page_nojs).to_have_url(re.compile(r"/2025/6/24/qimen/"))
    expect(page_nojs.locator("h1")).to_contain_text("寅时奇门局")
    expect(page_nojs.locator("td.lucky")).to_have_count(2)  # 震巽二方吉 (L1943)
    page_nojs.locator("nav.qimen-hours a", has_text="卯时").click()
    expect(page_nojs.locator("h1")).to_contain_text("卯时奇门局")


def test_chart_fits_a_phone(new_context):
    page = new_context(viewport=PHONE).new_page()
    open_day(page, 2025, 12, 21)
    hour_item(page, "亥").locator("a.qimen-open").click()
    expect(qimen_panel(page).locator("table.qimen-grid")).to_be_visible()
    fit = horizontal_overflow(page)
    assert fit["scrollWidth"] <= fit["innerWidth"] + 1, fit
    goto(page, "/2025/12/21/qimen/子/")
    fit = horizontal_overflow(page)
    assert fit["scrollWidth"] <= fit["innerWidth"] + 1, fit
