"""Which pages keep their {% cache %} fragments (almanac/web/caching.py, fragment_cache): those near today, which
many requests read again, in the shared cache; those of the long tail nowhere, so they cost no cache read or
write. Both render the same page."""

from datetime import date, timedelta

import pytest
from django.core.cache import caches

from almanac.core import api
from almanac.web.caching import NEAR_TODAY, UNCACHED, fragment_cache

TODAY = date(2026, 12, 2)


@pytest.fixture
def today(monkeypatch):
    monkeypatch.setattr(api, "today", lambda: TODAY)


def test_the_window_around_today(today):
    earliest, latest = TODAY + NEAR_TODAY[0], TODAY + NEAR_TODAY[1]
    assert fragment_cache(TODAY) == fragment_cache(earliest) == fragment_cache(latest) == "default"
    assert fragment_cache(earliest - timedelta(days=1)) == fragment_cache(latest + timedelta(days=1)) == UNCACHED
    assert fragment_cache(date(1936, 5, 1)) == fragment_cache(date(2080, 5, 1)) == UNCACHED
    # a page of several days is near when any of them is
    assert fragment_cache(earliest - timedelta(days=30), earliest) == "default"
    assert fragment_cache(date(1901, 1, 1), date(2099, 12, 31)) == "default"


def spy_on_fragments(monkeypatch, cache) -> list[str]:
    """The names of the template fragments `cache` is asked to keep, as they come."""
    written, set_ = [], cache.set

    def spy(key, value, *args, **kwargs):
        if key.startswith("template.cache."):
            written.append(key.split(".")[2])
        return set_(key, value, *args, **kwargs)

    monkeypatch.setattr(cache, "set", spy)
    return written


@pytest.fixture
def fragments_written(monkeypatch):
    caches["default"].clear()
    return spy_on_fragments(monkeypatch, caches["default"])


NEAR = TODAY + timedelta(days=20)
FAR = date(1936, 5, 1)


@pytest.mark.django_db
@pytest.mark.parametrize("url, fragments", [
    (f"/{NEAR.year}/{NEAR.month}/{NEAR.day}/", {"day-top", "day-body"}),
    (f"/{NEAR.year}/{NEAR.month}/", {"month-grid"}),
    (f"/compass/{NEAR.year}/{NEAR.month}/", {"compass-head", "compass-body"}),
    (f"/{NEAR.year}/", {"year-page"}),
    (f"/search/?activity=嫁娶&from={NEAR}&to={NEAR + timedelta(days=60)}", {"search-results", "search-score-help"}),
])
def test_a_page_near_today_keeps_its_fragments(client, today, fragments_written, url, fragments):
    assert client.get(url).status_code == 200
    assert set(fragments_written) == fragments


@pytest.mark.django_db
@pytest.mark.parametrize("url", [
    f"/{FAR.year}/{FAR.month}/{FAR.day}/", f"/{FAR.year}/{FAR.month}/", f"/compass/{FAR.year}/{FAR.month}/",
    f"/{FAR.year}/", f"/search/?activity=嫁娶&from={FAR}&to={FAR + timedelta(days=60)}",
])
def test_a_page_of_the_long_tail_keeps_none_and_renders_the_same(client, today, fragments_written, url, settings,
                                                                 monkeypatch):
    far = client.get(url)
    assert far.status_code == 200
    assert set(fragments_written) <= {"search-score-help"}  # one per language, whatever the dates
    settings.CACHES = {**settings.CACHES, "uncached": settings.CACHES["default"]}  # the same page, cached
    written = spy_on_fragments(monkeypatch, caches["uncached"])
    cached = client.get(url)
    assert set(written) - {"search-score-help"} and cached.content == far.content
