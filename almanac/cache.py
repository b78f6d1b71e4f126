"""Django's RedisCache, failing soft: with Redis down the site keeps answering, uncached.

Django's RedisCache raises on every connection error, so a Redis outage would turn every page that uses
the fragment cache into a 500. Here each operation that cannot reach Redis behaves as a cache miss (get →
default, set → nothing stored, add/touch/delete/has_key → False, incr → ValueError as for a missing key),
logs a warning, and Redis is then left alone for `retry_after` seconds: during that pause operations
answer as misses at once instead of waiting for a socket timeout each. The first operation after the
pause tries again. The short socket timeouts themselves are set in settings.CACHES["default"]["OPTIONS"].

Only connection trouble (refused, reset, timed out, Redis loading) fails soft; anything else a Redis
command can raise (a wrong type, an out-of-memory refusal) still raises, as it points at a bug or a
misconfiguration rather than an outage.
"""

import logging
import threading
import time

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

logger = logging.getLogger(__name__)

UNAVAILABLE = (RedisConnectionError, RedisTimeoutError)


class _Breaker:
    """Whether a Redis location is thought down, shared by every thread of the process."""

    def __init__(self):
        self.down_until = 0.0
        self.lock = threading.Lock()

    def is_open(self) -> bool:
        return time.monotonic() < self.down_until

    def trip(self, location: str, operation: str, error: Exception, retry_after: float) -> None:
        with self.lock:
            # Threads that failed at the same moment log once.
            first = not self.is_open()
            self.down_until = time.monotonic() + retry_after
        if first:
            logger.warning(
                "cache unavailable: %s at %s failed (%s: %s); serving uncached, next try in %.0f s",
                operation,
                location,
                type(error).__name__,
                error,
                retry_after,
            )

    def close(self, location: str) -> None:
        if self.down_until:
            with self.lock:
                was_down, self.down_until = bool(self.down_until), 0.0
            if was_down:
                logger.warning("cache available again at %s", location)


_breakers: dict[str, _Breaker] = {}
_breakers_lock = threading.Lock()


def _breaker_for(location: str) -> _Breaker:
    with _breakers_lock:
        return _breakers.setdefault(location, _Breaker())


class SharedClientRedisCacheClient(RedisCacheClient):
    """Django's client, keeping one redis-py client per connection pool instead of building one per operation.

    Building a `redis.Redis` sets up its table of ≈ 200 response callbacks: that made up more than half the CPU of
    a small GET (≈ 0.25 of 0.33 ms, docs/performance.md). A client takes a connection from its pool for each
    command, so one client serves every thread, as redis-py documents."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(pool)
        if client is None:
            client = self._clients[pool] = self._client(connection_pool=pool)
        return client


class FailSoftRedisCache(RedisCache):
    """RedisCache whose operations turn connection errors into cache misses (see the module's text)."""

    #: Seconds to leave Redis alone after a connection error.
    retry_after = 5.0

    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = SharedClientRedisCacheClient
        self._location = ",".join(self._servers)
        self._breaker = _breaker_for(self._location)

    def _call(self, operation: str, miss, function, *args, **kwargs):
        if self._breaker.is_open():
            return miss()
        try:
            result = function(*args, **kwargs)
        except UNAVAILABLE as error:
            self._breaker.trip(self._location, operation, error, self.retry_after)
            return miss()
        self._breaker.close(self._location)
        return result

    @property
    def available(self) -> bool:
        """False while the last operation failed and Redis is being left alone."""
        return not self._breaker.is_open()

    def ping(self) -> bool:
        """Ask Redis itself, whatever the last operation found (for /health); True when it answers."""
        try:
            self._cache.get_client(write=True).ping()
        except UNAVAILABLE as error:
            self._breaker.trip(self._location, "ping", error, self.retry_after)
            return False
        self._breaker.close(self._location)
        return True

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("add", lambda: False, super().add, key, value, timeout, version)

    def get(self, key, default=None, version=None):
        return self._call("get", lambda: default, super().get, key, default, version)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("set", lambda: None, super().set, key, value, timeout, version)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("touch", lambda: False, super().touch, key, timeout, version)

    def delete(self, key, version=None):
        return self._call("delete", lambda: False, super().delete, key, version)

    def get_many(self, keys, version=None):
        return self._call("get_many", dict, super().get_many, keys, version)

    def has_key(self, key, version=None):
        return self._call("has_key", lambda: False, super().has_key, key, version)

    def incr(self, key, delta=1, version=None):
        def missing():
            raise ValueError(f"Key '{key}' not found (cache unavailable)")

        return self._call("incr", missing, super().incr, key, delta, version)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        # Django's contract: the keys that could not be stored.
        return self._call("set_many", lambda: list(data), super().set_many, data, timeout, version)

    def delete_many(self, keys, version=None):
        return self._call("delete_many", lambda: None, super().delete_many, keys, version)

    def clear(self):
        return self._call("clear", lambda: False, super().clear)
