"""Selectors (what the other pages call), the template tags, and the admin for staff."""

from datetime import date

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.template import Context, Template
from django.test import RequestFactory
from django.urls import reverse
from django.utils import translation

from almanac.core import api, search
from almanac.profiles import selectors
from tests.profiles.helpers import make_household, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def family(django_user_model):
    user = make_user(django_user_model, "fam")
    household = make_household(user, "张家", members=2)
    return user, household


def test_member_facts(family):
    _user, household = family
    first, second = household.members.order_by("pk")
    facts = selectors.member_facts(first)
    assert facts.bazi == "庚午 辛巳 庚辰 癸未" and facts.extra == {"member_id": first.pk, "household_id": household.pk}
    assert selectors.member_facts(second).pillars.hour is None
    second.birth_date, second.birth_time = None, None
    assert selectors.member_facts(second) is None


def test_anonymous_sees_nothing(family):
    anonymous = AnonymousUser()
    assert list(selectors.households_for(anonymous)) == [] and list(selectors.members_for(anonymous)) == []
    assert selectors.personal_days_for(anonymous, api.day(date(2025, 3, 8))) == []


def test_search_members_for(family, django_user_model):
    user, household = family
    ids = list(household.members.order_by("pk").values_list("pk", flat=True))
    assert [f.name for f in selectors.search_members_for(user, ids)] == ["成员1", "成员2"]
    other = make_user(django_user_model, "stranger")
    with pytest.raises(Http404):
        selectors.search_members_for(other, ids[:1])
    with pytest.raises(Http404):
        selectors.search_members_for(user, [*ids, 10**9])
    # and the search filter takes them
    result = search.find_days(activity="嫁娶", start=date(2025, 3, 1), end=date(2025, 4, 30))
    filtered = search.personal_search_filter(result, selectors.search_members_for(user, ids))
    assert filtered.members == ("成员1", "成员2")


def test_personal_days_and_month_marks(family):
    user, _household = family
    days = selectors.personal_days_for(user, api.day(date(2025, 3, 8)))
    assert [d.member for d in days] == ["成员1", "成员2"] and days[0].clashes
    marks = selectors.month_marks_for(user, api.month(2025, 3).days)
    assert ("成员1", ("冲本命",)) in marks[date(2025, 3, 8)]


def _render(text: str, user, **context):
    request = RequestFactory().get("/2025/3/8/")
    request.user = user
    with translation.override("zh-hans"):  # not whatever language an earlier test's request left active
        return Template("{% load profiles_tags %}" + text).render(Context({"request": request, **context}))


def test_template_tags(family):
    user, _household = family
    facts = api.day(date(2025, 3, 8))
    html = _render("{% personal_day_panels facts %}", user, facts=facts)
    assert "成员1" in html and "日冲本命" in html and "成员2" in html
    assert _render("{% personal_day_panels facts %}", AnonymousUser(), facts=facts).strip() == ""
    nav = _render("{% account_nav %}", user)
    assert reverse("logout") in nav and 'method="post"' in nav and reverse("profiles:household-list") in nav
    assert reverse("login") in _render("{% account_nav %}", AnonymousUser())
    pd = selectors.personal_days_for(user, facts)[0]
    assert _render("{{ pd|personal_verdict:'嫁娶' }}", user, pd=pd) != ""
    marks = selectors.month_marks_for(user, api.month(2025, 3).days)
    assert "冲本命" in _render("{% for name, m in marks|marks_on:day %}{{ name }}{{ m.0 }}{% endfor %}", user,
                              marks=marks, day=date(2025, 3, 8))


def test_search_snippet(family):
    user, household = family
    result = search.find_days(activity="嫁娶", start=date(2025, 3, 1), end=date(2025, 4, 30))
    filtered = search.personal_search_filter(result, selectors.search_members_for(
        user, household.members.values_list("pk", flat=True)), drop=False)
    html = _render('{% for item in personal.kept %}{% include "profiles/_search_personal.html" %}{% endfor %}', user,
                   personal=filtered, activity="嫁娶")
    assert "成员1" in html and "成员2" in html


def test_admin_lists_households_and_members_for_staff(client, family, django_user_model):
    _user, household = family
    staff = make_user(django_user_model, "staff", is_staff=True, is_superuser=True)
    client.force_login(staff)
    listing = client.get("/admin/profiles/household/")
    assert listing.status_code == 200 and "张家" in listing.content.decode()
    found = client.get("/admin/profiles/household/", {"q": "成员1"})
    assert found.status_code == 200 and "张家" in found.content.decode()
    members = client.get("/admin/profiles/member/", {"q": "张家"})
    assert members.status_code == 200 and "成员2" in members.content.decode()
    assert client.get(f"/admin/profiles/household/{household.pk}/change/").status_code == 200
    # not for ordinary users
    client.force_login(make_user(django_user_model, "plain"))
    assert client.get("/admin/profiles/household/").status_code == 302


def test_search_members_for_rejects_junk_ids(family):
    user, _household = family
    for junk in (["abc"], [None], ["1.5"]):
        with pytest.raises(Http404):
            selectors.search_members_for(user, junk)


def test_cli_member_facts(family):
    _user, household = family
    first = household.members.order_by("pk").first()
    assert selectors.cli_member_facts(first.pk).bazi == "庚午 辛巳 庚辰 癸未"
    with pytest.raises(LookupError):
        selectors.cli_member_facts(10**9)


def test_month_marks_legend(family):
    user, _household = family
    marks = selectors.month_marks_for(user, api.month(2025, 3).days)
    html = _render('{% include "profiles/_month_marks.html" %}', user, personal_marks=marks)
    assert 'class="mm clash"' in html and "冲主命亦大凶" in html
    assert _render('{% include "profiles/_month_marks.html" %}', user, personal_marks={}).strip() == ""


def _cell(body: str, day: int) -> str:
    return body.split(f'<span class="greg">{day}', 1)[1].split("</a>", 1)[0]


def test_month_grid_marks_members_in_their_cells(client, family):
    """The marks sit in the day's cell (the grid's cache is keyed by them: another visitor never sees them)."""
    user, _household = family
    client.force_login(user)
    body = client.get("/2025/3/").content.decode()
    assert '<span class="mm clash">成员1 冲本命</span>' in _cell(body, 8)
    assert "personal-legend" in body
    client.logout()
    body = client.get("/2025/3/").content.decode()
    assert "成员1" not in body and 'class="mm' not in body
