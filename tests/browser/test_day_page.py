"""The day page read top-down at phone width (issue 16, item 1), in the three languages: the 宜 and 忌 lines
in the first screen, the household's verdicts above the activity table, the grade's link to the guide."""

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

LANGUAGES = {"zh-hans": "zh-CN", "zh-hant": "zh-TW", "en": "en-US"}


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_veto_day_at_phone_width(new_context, language):
    page = new_context(viewport=PHONE, locale=LANGUAGES[language]).new_page()
    goto(page, "/2026/02/04/")
    yi, ji = page.locator("p.yi-line"), page.locator("p.ji-line")
    expect(ji).to_contain_text("四廢荒蕪相兼" if language == "zh-hant" else "四废荒芜相兼")
    # both lines in the first screen, under the grade
    grade_box, ji_box = page.locator("p.grade-line").bounding_box(), ji.bounding_box()
    assert grade_box["y"] < yi.bounding_box()["y"] < ji_box["y"] and ji_box["y"] + ji_box["height"] <= PHONE["height"]
    # the basis of 祭祀 leads with the veto
    decider = page.locator("tr[id='act-祭祀'] .decider")
    expect(decider).to_contain_text("百事不宜")
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["clientWidth"], overflow["culprits"]
    # the appendix's lists are folded, and open on a tap
    group = page.locator("details.activity-group").first
    expect(group.locator("table")).to_be_hidden()
    group.locator("summary").click()
    expect(group.locator("table")).to_be_visible()
    # the grade links to the page that explains it
    page.locator("a.grade-badge").click()
    expect(page).to_have_url(re.compile(r"/guide/#grades$"))
    expect(page.locator("section#grades")).to_be_visible()
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["clientWidth"], overflow["culprits"]


def _signed_in_cookie(live_server) -> dict:
    user = get_user_model().objects.create_user("reader", "reader@example.com", "pw-reader-123")
    household = Household.objects.create(owner=user, name="王家")
    # 1988-06-01 is in a 戊辰 year; 2026-02-17 is a 壬戌 day: 辰 and 戌 clash (日冲本命).
    Member.objects.create(household=household, name="王龙", sex="M", birth_date=date(1988, 6, 1))
    client = Client()
    client.force_login(user)
    return {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
            "url": live_server.url}


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_members_verdict_comes_before_the_activity_table(new_context, live_server, language):
    context = new_context(viewport=PHONE, locale=LANGUAGES[language])
    context.add_cookies([_signed_in_cookie(live_server)])
    page = context.new_page()
    goto(page, "/2026/02/17/")
    household = page.locator("section.household-day")
    expect(household).to_contain_text("王龙")
    expect(household.locator(".member-verdict.tone-bad")).to_be_visible()
    assert household.bounding_box()["y"] < page.locator("#activities-title").bounding_box()["y"]
    assert page.locator("p.ji-line").bounding_box()["y"] < household.bounding_box()["y"]
    overflow = horizontal_overflow(page)
    assert overflow["scrollWidth"] <= overflow["clientWidth"], overflow["culprits"]
