"""/health: is this app server fit to take traffic? For load balancers and uptime checks.

    200 {"status": "ok", "database": "ok", "cache": "ok", ...}           everything answers
    200 {"status": "ok", "database": "ok", "cache": "unavailable", ...}  Redis down: pages still render
                                                                         (uncached, almanac/cache.py)
    503 {"status": "error", "database": "unavailable", ...}              the database does not answer

The response is never cached. HealthCheckMiddleware (in settings.MIDDLEWARE before CommonMiddleware)
answers /health before Django validates the Host header, so a balancer that probes each instance by its
private address needs no entry in ALLOWED_HOSTS; the same view is also routed in almanac/urls.py.
"""

import logging
import secrets
import time

from django.core.cache import cache
from django.db import connections
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

logger = logging.getLogger(__name__)

PATH = "/health"


def _database() -> str:
    try:
        connection = connections["default"]
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as error:  # any failure to answer means "unavailable", whatever the driver raised
        logger.error("health: database unavailable (%s: %s)", type(error).__name__, error)
        return "unavailable"
    return "ok"


def _cache() -> str:
    try:
        ping = getattr(cache, "ping", None)
        if ping is not None:  # almanac.cache.FailSoftRedisCache: ask Redis itself
            ok = ping()
        else:
            key, token = "health:probe", secrets.token_hex(8)
            cache.set(key, token, 10)
            ok = cache.get(key) == token
    except Exception as error:
        logger.warning("health: cache unavailable (%s: %s)", type(error).__name__, error)
        ok = False
    return "ok" if ok else "unavailable"


def _milliseconds(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 1)


@never_cache
@require_safe
def health(request: HttpRequest) -> JsonResponse:
    start = time.perf_counter()
    database = _database()
    database_ms = _milliseconds(start)
    start = time.perf_counter()
    cache_state = _cache()
    cache_ms = _milliseconds(start)
    body = {
        "status": "ok" if database == "ok" else "error",
        "database": database,
        "cache": cache_state,
        "database_vendor": connections["default"].vendor,
        "cache_backend": "redis" if hasattr(cache, "ping") else "local",
        "database_ms": database_ms,
        "cache_ms": cache_ms,
    }
    return JsonResponse(body, status=200 if database == "ok" else 503)


class HealthCheckMiddleware:
    """Serve /health ahead of host validation and the rest of the stack (see the module's text)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path_info == PATH:
            return health(request)
        return self.get_response(request)
