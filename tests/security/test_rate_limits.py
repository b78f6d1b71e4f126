"""Rate limits of search and the exports (almanac/ratelimit.py): 429 with Retry-After past the limit."""

import json

import pytest
from django.urls import reverse

from almanac import ratelimit as rl

pytestmark = pytest.mark.ratelimit

SEARCH = {"activity": "嫁娶", "from": "2026-01-01", "to": "2026-01-31"}


@pytest.fixture
def tight(settings):
    settings.RATE_LIMITS = {"search": "3/m", "export": "2/m"}


@pytest.fixture
def frozen(monkeypatch):
    """A clock we move by hand: 30 s into a minute."""
    clock = {"now": 1_800_000_030.0}
    monkeypatch.setattr(rl, "_now", lambda: clock["now"])
    return clock


def test_rates_parse():
    assert rl.parse_rate("60/m") == (60, 60)
    assert rl.parse_rate("1000/h") == (1000, 3600)
    assert rl.parse_rate("10/5m") == (10, 300)
    with pytest.raises(ValueError):
        rl.parse_rate("lots")


def test_the_api_answers_429_in_json_past_the_limit(client, tight, frozen):
    url = reverse("api-search")
    for _ in range(3):
        assert client.get(url, SEARCH).status_code == 200
    response = client.get(url, SEARCH)
    assert response.status_code == 429
    assert response["Content-Type"].startswith("application/json")
    body = json.loads(response.content)
    assert body["status"] == 429 and "too many requests" in body["error"]
    assert response["Retry-After"] == "30"  # the rest of the minute


def test_the_window_ends(client, tight, frozen):
    url = reverse("api-search")
    for _ in range(4):
        client.get(url, SEARCH)
    assert client.get(url, SEARCH).status_code == 429
    frozen["now"] += 30  # the next minute
    assert client.get(url, SEARCH).status_code == 200


def test_search_page_is_limited_only_with_a_query(client, tight, frozen):
    url = reverse("search")
    for _ in range(10):
        assert client.get(url).status_code == 200  # the empty form costs nothing
    query = {"activity": "嫁娶", "start": "2026-01-01", "end": "2026-01-31"}
    for _ in range(3):
        assert client.get(url, query).status_code == 200
    response = client.get(url, query)
    assert response.status_code == 429 and "Retry-After" in response
    assert "almanac/error.html" in [t.name for t in response.templates]
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize("name,kwargs,query", [
    ("search-ics", {}, SEARCH),
    ("year-ics", {"year": 2026}, {}),
])
def test_exports_are_limited(client, tight, frozen, name, kwargs, query):
    url = reverse(name, kwargs=kwargs)
    for _ in range(2):
        assert client.get(url, query).status_code == 200
    response = client.get(url, query)
    assert response.status_code == 429 and int(response["Retry-After"]) >= 1


def test_each_address_has_its_own_count(client, tight, frozen):
    url = reverse("api-search")
    for _ in range(4):
        client.get(url, SEARCH, REMOTE_ADDR="203.0.113.7")
    assert client.get(url, SEARCH, REMOTE_ADDR="203.0.113.7").status_code == 429
    assert client.get(url, SEARCH, REMOTE_ADDR="198.51.100.9").status_code == 200


def test_switched_off_by_setting(client, tight, settings):
    settings.RATELIMIT_ENABLED = False
    for _ in range(6):
        assert client.get(reverse("year-ics", kwargs={"year": 2026})).status_code == 200


def test_fails_open_when_the_cache_errors(client, tight, monkeypatch):
    class Broken:
        def add(self, *args, **kwargs):
            raise ConnectionError("cache down")

        incr = add

    monkeypatch.setattr(rl, "cache", Broken())
    for _ in range(6):
        assert client.get(reverse("year-ics", kwargs={"year": 2026})).status_code == 200


def test_fails_open_when_the_cache_answers_as_a_miss(client, tight, monkeypatch):
    """almanac.cache.FailSoftRedisCache with Redis down: add → False, incr → ValueError."""
    class Missing:
        def add(self, *args, **kwargs):
            return False

        def incr(self, *args, **kwargs):
            raise ValueError("missing")

    monkeypatch.setattr(rl, "cache", Missing())
    for _ in range(6):
        assert client.get(reverse("year-ics", kwargs={"year": 2026})).status_code == 200


def test_default_limits_are_generous(settings):
    assert rl.parse_rate(settings.RATE_LIMITS["search"])[0] >= 60
    assert rl.parse_rate(settings.RATE_LIMITS["export"])[0] >= 10


@pytest.mark.parametrize("forwarded,proxies,expected", [
    ("", 0, "10.0.0.2"),
    ("203.0.113.7", 0, "10.0.0.2"),           # no proxy trusted: the header is the client's own
    ("203.0.113.7", 1, "203.0.113.7"),
    ("6.6.6.6, 203.0.113.7", 1, "203.0.113.7"),  # a forged left entry is ignored
    ("", 1, "10.0.0.2"),                        # no header: the peer
])
def test_client_ip(rf, settings, forwarded, proxies, expected):
    settings.TRUSTED_PROXY_COUNT = proxies
    request = rf.get("/", REMOTE_ADDR="10.0.0.2", **({"HTTP_X_FORWARDED_FOR": forwarded} if forwarded else {}))
    assert rl.client_ip(request) == expected
