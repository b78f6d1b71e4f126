"""Bounded work per account: households and members an account may hold, creations per hour, members per
search and members × days per search; each refused with a clear form error or a 400 (429 for the rate) that
says the limit, and nothing saved past it."""

import json
import threading
from datetime import date

import pytest
from django.core.cache import cache
from django.db import connection, connections
from django.test import Client
from django.urls import reverse

from almanac.profiles import services
from almanac.profiles.models import Household, Member
from tests.profiles.helpers import MEMBER_POST, make_household, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def owner(django_user_model):
    return make_user(django_user_model, "bounded")


@pytest.fixture
def client_in(owner):
    client = Client(raise_request_exception=False)
    client.force_login(owner)
    return client


@pytest.fixture
def small(settings):
    settings.ACCOUNT_LIMITS = {**settings.ACCOUNT_LIMITS, "households": 2, "members": 3}


def test_the_defaults_are_written_down(settings):
    assert settings.ACCOUNT_LIMITS == {"households": 10, "members": 30, "search_members": 6, "search_member_days": 1100}
    assert settings.RATE_LIMITS["creations"] == "60/h"


def test_an_account_holds_at_most_its_households(client_in, owner, small):
    for name in ("甲家", "乙家"):
        assert client_in.post(reverse("profiles:household-create"), {"name": name}).status_code == 302
    refused = client_in.post(reverse("profiles:household-create"), {"name": "丙家"})
    assert refused.status_code == 400
    body = refused.content.decode()
    assert "每个账户最多 2 个家庭" in body and 'value="丙家"' in body
    assert sorted(Household.objects.filter(owner=owner).values_list("name", flat=True)) == ["乙家", "甲家"]
    listing = client_in.get(reverse("profiles:household-list")).content.decode()
    assert "已用 2 / 2 个家庭、0 / 3 位成员" in listing


def test_members_are_counted_over_all_households(client_in, owner, small):
    first = make_household(owner, "甲家", members=2)
    second = make_household(owner, "乙家", members=1)
    refused = client_in.post(reverse("profiles:member-create", args=[first.pk]), MEMBER_POST)
    assert refused.status_code == 400
    assert "每个账户最多 3 位成员（各家庭合计）" in refused.content.decode()
    assert Member.objects.filter(household__owner=owner).count() == 3
    # Room again after a deletion.
    services.delete_member(second.members.get())
    assert client_in.post(reverse("profiles:member-create", args=[first.pk]), MEMBER_POST).status_code == 302


def test_the_limit_is_the_services_not_only_the_pages(owner, small):
    from django.core.exceptions import ValidationError

    services.create_household(owner=owner, name="一")
    services.create_household(owner=owner, name="二")
    with pytest.raises(ValidationError) as caught:
        services.create_household(owner=owner, name="三")
    assert caught.value.error_dict["__all__"][0].code == "household_limit"
    assert services.household_room(owner.pk) == 0


def test_another_accounts_households_do_not_count(client_in, owner, small, django_user_model):
    make_household(make_user(django_user_model, "neighbour"), "邻家", members=3)
    make_household(make_user(django_user_model, "neighbour2"), "邻家二", members=0)
    assert client_in.post(reverse("profiles:household-create"), {"name": "甲家"}).status_code == 302
    household = Household.objects.get(owner=owner)
    assert client_in.post(reverse("profiles:member-create", args=[household.pk]), MEMBER_POST).status_code == 302


@pytest.mark.ratelimit
def test_creations_per_hour(client_in, owner, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "creations": "3/h"}
    cache.clear()
    household = make_household(owner, "甲家", members=0)
    create_member = reverse("profiles:member-create", args=[household.pk])
    assert client_in.post(reverse("profiles:household-create"), {"name": "乙家"}).status_code == 302
    for _ in range(2):
        assert client_in.post(create_member, MEMBER_POST).status_code == 302
    refused = client_in.post(create_member, MEMBER_POST)
    assert refused.status_code == 429 and 0 < int(refused["Retry-After"]) <= 3600
    assert "每 60 分钟最多新建 3 个家庭或成员" in refused.content.decode()
    assert client_in.post(reverse("profiles:household-create"), {"name": "丙家"}).status_code == 429
    assert Member.objects.count() == 2 and Household.objects.count() == 2
    # Another account has its own allowance; editing is not creating.
    other = Client()
    other.force_login(make_user(type(owner), "other-account"))
    assert other.post(reverse("profiles:household-create"), {"name": "乙家"}).status_code == 302
    member = Member.objects.filter(household=household).first()
    assert client_in.post(reverse("profiles:member-edit", args=[member.pk]), MEMBER_POST).status_code == 302
    cache.clear()


@pytest.mark.django_db(transaction=True)
def test_simultaneous_creations_stop_at_the_limit(owner, small):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite's test database is one in-memory connection: concurrency needs PostgreSQL")
    household = make_household(owner, "甲家", members=2)  # room for one more member
    clients = []
    for _ in range(6):
        client = Client(raise_request_exception=False)
        client.force_login(owner)
        clients.append(client)
    barrier, results = threading.Barrier(6), [None] * 6

    def post(i):
        try:
            barrier.wait(timeout=10)
            results[i] = clients[i].post(reverse("profiles:member-create", args=[household.pk]), MEMBER_POST).status_code
        finally:
            connections.close_all()

    threads = [threading.Thread(target=post, args=(i,)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(results) == [302] + [400] * 5
    assert Member.objects.filter(household__owner=owner).count() == 3


# --- searches for chosen members ------------------------------------------------------------------


@pytest.fixture
def seven(owner):
    household = services.create_household(owner=owner, name="大家")
    return [
        services.create_member(household=household, name=f"人{i}", sex="MF"[i % 2], birth_date=date(1960 + i, 3, 1 + i))
        for i in range(7)
    ]


def _api(client, members, start="2030-01-01", end="2030-03-31"):
    query = [("activity", "祭祀"), ("from", start), ("to", end)] + [("member", str(m.pk)) for m in members]
    return client.get(reverse("api-search"), query)


def test_at_most_six_members_per_search(client_in, seven):
    assert _api(client_in, seven[:6], "2030-01-01", "2030-06-30").status_code == 200
    refused = _api(client_in, seven)
    assert refused.status_code == 400
    assert json.loads(refused.content) == {"error": "too many members: at most 6 per search, 7 asked", "status": 400}


def test_repeated_member_values_count_once(client_in, seven):
    response = _api(client_in, seven[:2] * 5)
    assert response.status_code == 200
    assert len(json.loads(response.content)["members"]) == 2


def test_hundreds_of_member_values_are_refused_before_any_lookup(client_in, django_assert_max_num_queries):
    # (Past 1,000 fields Django itself refuses the query string: DATA_UPLOAD_MAX_NUMBER_FIELDS.)
    query = [("activity", "祭祀"), ("from", "2030-01-01"), ("to", "2030-01-31")] + [("member", str(i)) for i in range(900)]
    with django_assert_max_num_queries(2):  # the session and the user, nothing for the 900 ids
        response = client_in.get(reverse("api-search"), query)
    assert response.status_code == 400 and "at most 6 per search, 900 asked" in json.loads(response.content)["error"]


def test_members_times_days_is_bounded(client_in, seven):
    # one member may search three years (1,096 days ≤ 1,100), two members only 550 days, six 183
    assert _api(client_in, seven[:1], "2030-01-01", "2032-12-31").status_code == 200
    refused = _api(client_in, seven[:2], "2030-01-01", "2032-12-31")
    assert refused.status_code == 400
    assert json.loads(refused.content)["error"] == (
        "a search for 2 members covers at most 550 days at a time (members × days ≤ 1100); this range has 1096"
    )
    assert _api(client_in, seven[:2], "2030-01-01", "2031-07-04").status_code == 200  # 550 days
    assert _api(client_in, seven[:2], "2030-01-01", "2031-07-05").status_code == 400  # 551
    assert _api(client_in, seven[:6], "2030-01-01", "2030-07-02").status_code == 200  # 183 days
    # the plain search keeps its three years
    assert _api(client_in, [], "2030-01-01", "2032-12-31").status_code == 200


def test_the_search_page_says_the_limit_on_the_form(client_in, seven, settings):
    query = [("activity", "祭祀"), ("start", "2030-01-01"), ("end", "2030-12-31")] + [("member", str(m.pk)) for m in seven]
    response = client_in.get(reverse("search"), query)
    assert response.status_code == 400
    assert "一次最多为 6 位家人择日（选了 7 位）" in response.content.decode()
    query = [("activity", "祭祀"), ("start", "2030-01-01"), ("end", "2030-12-31")] + [("member", str(m.pk)) for m in seven[:4]]
    assert "为 4 位家人择日，一次最多查 275 日" in client_in.get(reverse("search"), query).content.decode()
    client_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"
    response = client_in.get(reverse("search"), query)
    assert response.status_code == 400
    assert "For 4 family members a search covers at most 275 days at a time" in response.content.decode()


def test_the_calendar_export_says_the_limit_too(client_in, seven):
    query = [("activity", "祭祀"), ("from", "2030-01-01"), ("to", "2030-12-31")] + [("member", str(m.pk)) for m in seven]
    response = client_in.get(reverse("search-ics"), query)
    assert response.status_code == 400 and "一次最多为 6 位家人择日" in response.content.decode()
