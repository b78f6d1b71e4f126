"""HTTP caching (almanac/web/caching.py): public pages and the JSON API are `public` with a max-age for anonymous
visitors, with an ETag that answers a conditional GET with 304; anything with a signed-in user is private and
no-store; the anonymous pages carry nothing per request, so one copy serves every visitor of a language."""

from datetime import datetime, timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.cache import get_max_age

from almanac.core import api
from almanac.profiles import services
from almanac.web import caching


def _directives(response) -> set[str]:
    return {part.strip().split("=")[0] for part in response.get("Cache-Control", "").split(",") if part.strip()}


@pytest.fixture
def noon(monkeypatch):
    """It is 12:00 in China: five hours … twelve hours to midnight."""
    monkeypatch.setattr(caching.api, "now", lambda: datetime(2026, 3, 10, 12, 0, tzinfo=api.CST))


HTML = ["/", "/2025/1/", "/2025/1/28/", "/2025/1/28/why/嫁娶/", "/2025/1/28/qimen/子/", "/compass/2026/3/",
        "/compass/2026/3/?sit=子", "/search/?activity=嫁娶&from=2026-01-01&to=2026-03-31", "/notes/"]
API = ["/api/day/2025-01-28", "/api/month/2025-01", "/api/compass/2026/3", "/api/schema.json"]


@pytest.mark.parametrize("url", HTML)
def test_anonymous_pages_are_public_until_midnight_in_china_at_most(client, noon, url):
    response = client.get(url)
    assert response.status_code == 200
    assert {"public", "max-age"} <= _directives(response) and "private" not in _directives(response)
    assert 0 < get_max_age(response) <= 3600  # an hour (notes: ten minutes), never past midnight
    assert not response.cookies, "a public answer sets no cookie"
    assert {"accept-language", "cookie"} <= {v.strip().lower() for v in response["Vary"].split(",")}


def test_the_html_max_age_stops_at_midnight(client, monkeypatch):
    monkeypatch.setattr(caching.api, "now", lambda: datetime(2026, 3, 10, 23, 50, tzinfo=api.CST))
    assert get_max_age(client.get("/2025/1/28/")) == 600  # ten minutes to midnight: the "today" link changes
    assert get_max_age(client.get("/api/day/2025-01-28")) == 86400  # the JSON has no "today"


@pytest.mark.parametrize("url", API)
def test_the_json_api_is_public_for_a_day(client, url):
    response = client.get(url)
    assert response.status_code == 200 and "public" in _directives(response) and get_max_age(response) == 86400


def test_search_json_is_public_for_an_hour(client):
    response = client.get("/api/search?activity=嫁娶&from=2026-01-01&to=2026-01-31")
    assert "public" in _directives(response) and get_max_age(response) == 3600


@pytest.mark.parametrize("url", HTML + API)
def test_a_conditional_get_is_answered_304(client, url):
    first = client.get(url)
    etag = first["ETag"]
    again = client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b"" and again["ETag"] == etag
    assert client.get(url, HTTP_IF_NONE_MATCH='"something-else"').status_code == 200


@pytest.mark.parametrize("url", ["/2025/1/28/", "/compass/2026/3/", "/api/day/2025-01-28", "/notes/"])
def test_two_visitors_get_the_same_bytes(url):
    """What a shared cache hands to the second visitor is exactly what the site would have sent them."""
    one, two = Client().get(url), Client().get(url)
    assert one.content == two.content and one["ETag"] == two["ETag"]
    body = one.content.decode()
    assert "csrfmiddlewaretoken" not in body and "X-CSRFToken" not in body and "nonce" not in body


def test_each_language_has_its_own_copy(client):
    simplified = client.get("/2025/1/28/")
    client.cookies["django_language"] = "zh-hant"
    traditional = client.get("/2025/1/28/")
    assert simplified["ETag"] != traditional["ETag"] and "Cookie" in traditional["Vary"]


@pytest.fixture
def signed_in(django_user_model):
    user = django_user_model.objects.create_user("cached", password="x-Cached-pass-2025")
    household = services.create_household(owner=user, name="缓存家")
    services.create_member(household=household, name="甲", sex="M", birth_date=api.FIRST_SUPPORTED.replace(year=1990))
    client = Client()
    client.force_login(user)
    return client, household


@pytest.mark.parametrize("url", HTML + API + ["/households/", "/api/search?activity=嫁娶&from=2026-01-01&to=2026-01-31"])
def test_anything_a_signed_in_user_sees_is_private_and_never_stored(signed_in, url):
    client, _household = signed_in
    response = client.get(url)
    assert response.status_code == 200
    assert {"private", "no-store"} <= _directives(response) and "public" not in _directives(response)
    assert not response.has_header("ETag")


def test_household_pages_are_never_stored(signed_in):
    client, household = signed_in
    for url in (reverse("profiles:household-detail", args=[household.pk]),
                reverse("profiles:household-export", args=[household.pk])):
        assert {"private", "no-store"} <= _directives(client.get(url))


@pytest.mark.parametrize("url", ["/accounts/login/", "/accounts/signup/", "/2025/13/1/", "/jump/?month=2025-01"])
def test_forms_errors_and_redirects_are_not_public(client, url):
    response = client.get(url)
    assert "public" not in _directives(response) and "private" in _directives(response), url


def test_the_language_switch_needs_no_csrf_token():
    client = Client(enforce_csrf_checks=True)
    page = client.get("/2025/1/28/")
    assert "csrfmiddlewaretoken" not in page.content.decode()
    response = client.post("/i18n/setlang/", {"language": "en", "next": "/2025/1/28/"})
    assert response.status_code == 302 and response.cookies["django_language"].value == "en"
    # … while the forms that change something still refuse a missing token.
    assert client.post("/accounts/login/", {"username": "x", "password": "y"}).status_code == 403


def test_seconds_to_midnight():
    assert caching.seconds_to_midnight(datetime(2026, 3, 10, 0, 0, tzinfo=api.CST)) == 86400
    assert caching.seconds_to_midnight(datetime(2026, 3, 10, 23, 59, 59, 500000, tzinfo=api.CST)) == 1
    late = datetime(2026, 12, 31, 18, 0, tzinfo=api.CST)
    assert caching.seconds_to_midnight(late) == int(timedelta(hours=6).total_seconds())
