"""The fail-soft Redis cache: with Redis down or hanging, pages render (uncached) and /health says so."""

import asyncio
import logging
import socket
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from django.conf import settings
from django.test import override_settings

from almanac.cache import FailSoftRedisCache
from almanac.core import api
from almanac.web.caching import fragment_cache
from tests.production.conftest import DATABASE, closed_port

OPTIONS = {"socket_connect_timeout": 0.2, "socket_timeout": 0.2}


def down_cache(**params) -> FailSoftRedisCache:
    return FailSoftRedisCache(f"redis://127.0.0.1:{closed_port()}/0", {"OPTIONS": OPTIONS, **params})


def test_every_operation_is_a_miss_when_redis_is_down(caplog):
    cache = down_cache()
    with caplog.at_level(logging.WARNING, logger="almanac.cache"):
        assert cache.get("day", "fallback") == "fallback"
        assert cache.set("day", 1) is None
        assert cache.add("day", 1) is False
        assert cache.get_many(["a", "b"]) == {}
        assert cache.set_many({"a": 1, "b": 2}) == ["a", "b"]
        assert cache.has_key("day") is False
        assert cache.touch("day") is False
        assert cache.delete("day") is False
        assert cache.delete_many(["a", "b"]) is None
        assert cache.get_or_set("day", 7) == 7
        with pytest.raises(ValueError):
            cache.incr("hits")
        with pytest.raises(ValueError):
            cache.decr("hits")
        cache.clear()
        assert cache.ping() is False
        assert cache.available is False
    # One warning for the outage, not one per operation.
    warnings = [r for r in caplog.records if r.name == "almanac.cache"]
    assert len(warnings) == 1
    assert "cache unavailable: get at redis://127.0.0.1:" in warnings[0].getMessage()
    assert "ConnectionError" in warnings[0].getMessage()


def test_async_operations_fail_soft_too():
    cache = down_cache()

    async def use():
        return [await cache.aget("day", "fallback"), await cache.aset("day", 1), await cache.aget_many(["a"])]

    # In a thread of its own: the browser tests leave Playwright's event loop in this one.
    with ThreadPoolExecutor(1) as thread:
        assert thread.submit(asyncio.run, use()).result() == ["fallback", None, {}]


def test_after_a_failure_redis_is_left_alone_for_a_while(monkeypatch):
    cache = down_cache()
    calls = []
    client = cache._cache

    def counting_get(key, default):
        calls.append(key)
        return client.__class__.get(client, key, default)

    monkeypatch.setattr(client, "get", counting_get)
    cache.get("first")
    assert len(calls) == 1
    start = time.perf_counter()
    for _ in range(100):
        cache.get("again")
    assert time.perf_counter() - start < 0.1
    assert len(calls) == 1  # no network while the breaker is open
    # After `retry_after`, the next operation asks Redis again.
    cache._breaker.down_until = time.monotonic() - 1
    cache.get("later")
    assert len(calls) == 2


def test_a_hanging_redis_costs_one_timeout():
    """A server that accepts connections but never answers (overloaded, half-dead): socket_timeout."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = silent.getsockname()[1]
        cache = FailSoftRedisCache(f"redis://127.0.0.1:{port}/0", {"OPTIONS": OPTIONS})
        start = time.perf_counter()
        assert cache.get("day", "fallback") == "fallback"
        first = time.perf_counter() - start
        start = time.perf_counter()
        assert cache.get("day", "fallback") == "fallback"
        second = time.perf_counter() - start
    assert first < 2
    assert second < 0.05


def test_other_redis_errors_still_raise():
    """Only outages fail soft: any other Redis error (a WRONGTYPE reply, say) is a bug and must show."""
    from redis.exceptions import RedisError

    class Broken(FailSoftRedisCache):
        def get(self, key, default=None, version=None):
            def wrong():
                raise RedisError("WRONGTYPE Operation against a key holding the wrong kind of value")

            return self._call("get", lambda: default, wrong)

    with pytest.raises(RedisError):
        Broken("redis://127.0.0.1:1/0", {}).get("day")


@pytest.fixture
def redis_down():
    """The site's cache is a Redis nothing listens for."""
    location = f"redis://127.0.0.1:{closed_port()}/0"
    down = {"BACKEND": "almanac.cache.FailSoftRedisCache", "LOCATION": location, "OPTIONS": OPTIONS}
    with override_settings(CACHES={**settings.CACHES, "default": down}):
        yield


@DATABASE
def test_pages_still_render_with_redis_down(client, redis_down):
    """Month and day pages near today use the fragment cache (web/caching.py): uncached, they render all the same."""
    day = api.today() + timedelta(days=20)
    assert fragment_cache(day) == "default"
    for url in ("/", f"/{day.year}/{day.month}/", f"/{day.year}/{day.month}/{day.day}/", f"/api/day/{day}"):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE="zh-CN")
        assert response.status_code == 200, url
    lunar = api.day(day).lunar
    assert lunar.month_name in client.get(f"/{day.year}/{day.month}/{day.day}/").content.decode()


@DATABASE
def test_health_reports_the_cache_unavailable_but_stays_up(client, redis_down):
    response = client.get("/health")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert body["cache"] == "unavailable"
    assert body["cache_backend"] == "redis"
