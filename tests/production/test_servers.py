"""Round trips through real PostgreSQL and Redis servers, as in production.

Skipped with the reason when a server is not reachable, except under CI=true (see conftest.py). In
scripts/test's second run (DATABASE_URL=postgres://…, REDIS_URL=redis://…) the whole test run, these
tests included, works on the real servers; REAL_SERVERS=1 then makes sure it really does.
"""

import json
import os
import secrets

import pytest
from django.contrib.auth.models import User
from django.contrib.sessions.backends.db import SessionStore
from django.core.cache import caches
from django.db import connection

from almanac.cache import FailSoftRedisCache
from almanac.core import api
from tests.production.conftest import DATABASE, production_env, run_django


def test_postgres_through_django(postgres_server):
    """Django with DATABASE_URL on a real PostgreSQL: /health answers 200 with the PostgreSQL vendor."""
    code = """
import json
from django.db import connection
from django.test import Client
with connection.cursor() as cursor:
    cursor.execute("SELECT current_database(), 6 * 7")
    database, answer = cursor.fetchone()
health = Client().get("/health", secure=True)
print(json.dumps({"database": database, "answer": answer, "vendor": connection.vendor,
                  "status": health.status_code, "body": health.json()}))
"""
    result = run_django(code, production_env(DATABASE_URL=postgres_server))
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    assert seen["database"] == "postgres"
    assert seen["answer"] == 42
    assert seen["vendor"] == "postgresql"
    assert seen["status"] == 200
    assert seen["body"]["database"] == "ok"
    assert seen["body"]["database_vendor"] == "postgresql"


def test_redis_round_trip(redis_server):
    cache = FailSoftRedisCache(redis_server, {"KEY_PREFIX": f"almanac-test-{secrets.token_hex(4)}", "TIMEOUT": 60})
    try:
        assert cache.ping() is True
        assert cache.get("day") is None
        cache.set("day", {"date": "2025-01-29", "lunar": "正月初一"})
        assert cache.get("day") == {"date": "2025-01-29", "lunar": "正月初一"}
        assert cache.add("day", "other") is False
        assert cache.set_many({"a": 1, "b": 2}) == []
        assert cache.get_many(["a", "b", "c"]) == {"a": 1, "b": 2}
        assert cache.incr("a", 41) == 42
        assert cache.touch("a", 30) is True
        assert cache.has_key("b") is True
        assert cache.delete("b") is True
        assert cache.has_key("b") is False
        assert cache.available is True
        # A real Redis error that is not an outage still raises.
        from redis.exceptions import ResponseError

        client = cache._cache.get_client(write=True)
        client.rpush(cache.make_key("list"), "x")
        with pytest.raises(ResponseError):
            cache.get("list")
    finally:
        cache.delete_many(["day", "a", "b", "list"])


def test_redis_comes_back(redis_server):
    """After an outage the cache is used again as soon as Redis answers (the breaker closes)."""
    cache = FailSoftRedisCache(redis_server, {"KEY_PREFIX": f"almanac-test-{secrets.token_hex(4)}"})
    cache._breaker.down_until = float("inf")  # as if the last operation had failed
    assert cache.get("day", "miss") == "miss"
    assert cache.ping() is True  # /health asks Redis itself, and that closes the breaker
    cache.set("day", "hit")
    try:
        assert cache.get("day") == "hit"
    finally:
        cache.delete("day")


@DATABASE
def test_orm_and_sessions_round_trip():
    """Rows and sessions (kept in the database, shared by every app server) in this run's database."""
    User.objects.create_user("yueli", password=secrets.token_urlsafe(16), first_name="月历")
    assert User.objects.get(username="yueli").first_name == "月历"
    session = SessionStore()
    session["language"] = "zh-hant"
    session.save()
    assert SessionStore(session_key=session.session_key).load() == {"language": "zh-hant"}


@DATABASE
@pytest.mark.skipif(os.environ.get("REAL_SERVERS") != "1", reason="only in scripts/test's PostgreSQL + Redis run")
def test_this_run_uses_the_real_servers(client):
    assert connection.vendor == "postgresql"
    assert connection.settings_dict["NAME"].startswith("test_")
    cache = caches["default"]
    assert isinstance(cache, FailSoftRedisCache)
    assert cache.ping() is True
    body = client.get("/health").json()
    assert (body["database_vendor"], body["cache_backend"], body["cache"]) == ("postgresql", "redis", "ok")
    # The fragment cache of a page near today (web/caching.py) really lands in Redis (under this run's key prefix).
    near = api.today()
    assert client.get(f"/{near.year}/{near.month}/").status_code == 200
    assert list(cache._cache.get_client().scan_iter(cache.make_key("template.cache.*")))
