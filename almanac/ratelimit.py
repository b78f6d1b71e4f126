"""Throttling: a cache-backed fixed-window rate limit for the expensive views, and the pages that say so.

    @ratelimit(key="ip", rate="search")                 # a rate named in settings.RATE_LIMITS
    @ratelimit(key="ip", rate="60/m")                   # or spelled out: N per s/m/h/d
    @ratelimit(key="ip", rate="search", when=lambda request: "activity" in request.GET)

Each view (or `group`) has its own counter per client and window, kept in Django's default cache: Redis in
production (shared by every app server), local memory otherwise. A request over the limit gets 429 with a
Retry-After header (JSON {"error", "status"} under /api/, the site's error page otherwise). The limiter
fails open: when the cache cannot count (Redis down: almanac.cache answers as misses), requests pass.

settings.RATELIMIT_ENABLED (default True) switches every limit off; the test suite does so except for tests
marked `ratelimit` (tests/conftest.py).

Also here, for django-axes (settings.AXES_*): `client_ip`, the client's address behind TRUSTED_PROXY_COUNT
proxies, and `lockout_response`, the page shown to a locked-out login (429).
"""

import functools
import logging
import time
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

logger = logging.getLogger(__name__)

PERIODS = {"s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600, "hour": 3600, "d": 86400, "day": 86400}


def parse_rate(rate: str) -> tuple[int, int]:
    """'60/m' → (60, 60); '1000/h' → (1000, 3600); '10/5m' → (10, 300)."""
    count, _sep, period = rate.partition("/")
    digits = period.rstrip("abcdefghijklmnopqrstuvwxyz")
    unit = period[len(digits):]
    if not count.strip().isdigit() or unit not in PERIODS:
        raise ValueError(f"not a rate: {rate!r} (expected e.g. '60/m')")
    return int(count), (int(digits) if digits else 1) * PERIODS[unit]


def _resolve_rate(rate: str) -> tuple[int, int]:
    named = getattr(settings, "RATE_LIMITS", {}) or {}
    return parse_rate(named.get(rate, rate))


def client_ip(request: HttpRequest) -> str:
    """The client's address. Behind TRUSTED_PROXY_COUNT proxies that each append the address they saw to
    X-Forwarded-For, it is the entry that many from the right (entries further left are the client's to
    forge); with no proxy (0), REMOTE_ADDR."""
    remote = request.META.get("REMOTE_ADDR", "") or ""
    proxies = int(getattr(settings, "TRUSTED_PROXY_COUNT", 0) or 0)
    if proxies > 0:
        forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
        if len(forwarded) >= proxies:
            return forwarded[-proxies]
    return remote


KEYS = {"ip": client_ip}


def _now() -> float:
    return time.time()


def _hit(cache_key: str, period: int) -> int | None:
    """Count one request in the window; None when the cache could not count it (fail open)."""
    try:
        cache.add(cache_key, 0, timeout=period + 1)
        return cache.incr(cache_key)
    except ValueError:
        # The key vanished between add and incr (eviction, expiry) or the cache is unreachable and answers
        # as a miss (almanac.cache.FailSoftRedisCache): let the request through.
        return None
    except Exception:  # any other cache failure must not take the page down
        logger.warning("rate limit not counted: cache error on %s", cache_key, exc_info=True)
        return None


def too_many_requests(request: HttpRequest, retry_after: int) -> HttpResponse:
    if request.path.startswith("/api/"):
        message = f"too many requests: try again in {retry_after} s"
        response = JsonResponse({"error": message, "status": 429}, status=429)
    else:
        message = _("请求太频繁，请 %(seconds)s 秒后再试。") % {"seconds": retry_after}
        response = render(request, "almanac/error.html", {"message": message, "status": 429}, status=429)
    response["Retry-After"] = str(retry_after)
    return response


def over_limit(group: str, who: str, rate: str) -> int | None:
    """Count one event of `who` (a client address, "user:7") in `group`: the seconds to wait (Retry-After) when
    that makes more than `rate` in this window, else None (also when the cache could not count: fail open)."""
    limit, period = _resolve_rate(rate)
    now = _now()
    window = int(now // period)
    count = _hit(f"ratelimit:{group}:{who}:{period}:{window}", period)
    if count is not None and count > limit:
        return max(1, int((window + 1) * period - now + 0.999))
    return None


def ratelimit(*, key="ip", rate: str, group: str | None = None, when=None):
    """Limit a view to `rate` requests per client (`key`: "ip" or a callable of the request) and window.

    `rate` is a name in settings.RATE_LIMITS (read at each request) or a literal such as "60/m"; `when`, a
    callable of the request, limits only the requests for which it is true."""
    key_func = KEYS[key] if isinstance(key, str) else key

    def decorator(view):
        view_group = group or f"{view.__module__}.{view.__qualname__}"

        @functools.wraps(view)
        def wrapped(request, *args, **kwargs):
            if not getattr(settings, "RATELIMIT_ENABLED", True) or (when is not None and not when(request)):
                return view(request, *args, **kwargs)
            retry_after = over_limit(view_group, key_func(request), rate)
            if retry_after is not None:
                return too_many_requests(request, retry_after)
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


def _cooloff() -> timedelta | None:
    cooloff = getattr(settings, "AXES_COOLOFF_TIME", None)
    if isinstance(cooloff, (int, float)):
        cooloff = timedelta(hours=cooloff)
    return cooloff if isinstance(cooloff, timedelta) else None


def address_failures(address: str) -> int:
    """Failed log-ins from one address within the cool-off time, whatever the usernames (django-axes' records,
    in the database every app server shares)."""
    from axes.models import AccessAttempt  # the app registry is ready by the time anyone logs in
    from django.db.models import Sum
    from django.utils import timezone

    attempts = AccessAttempt.objects.filter(ip_address=address)
    cooloff = _cooloff()
    if cooloff is not None:
        attempts = attempts.filter(attempt_time__gte=timezone.now() - cooloff)
    return attempts.aggregate(total=Sum("failures_since_start"))["total"] or 0


class AddressThrottleBackend:
    """First of settings.AUTHENTICATION_BACKENDS: refuses every log-in from an address that has failed
    settings.LOGIN_FAILURES_PER_ADDRESS times within the cool-off, across usernames. django-axes itself locks a
    username per address (AXES_FAILURE_LIMIT); without this, one address could try one password on each of a
    thousand usernames. The refusal is django-axes' lockout (its middleware renders `lockout_response`, 429), and
    django-axes records it as one more failure, so an address that keeps trying stays locked."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        limit = getattr(settings, "LOGIN_FAILURES_PER_ADDRESS", 0)
        if request is None or not limit or not getattr(settings, "AXES_ENABLED", True):
            return None
        if address_failures(client_ip(request)) >= limit:
            from axes.exceptions import AxesBackendPermissionDenied

            request.axes_locked_out = True
            request.almanac_address_locked = True
            raise AxesBackendPermissionDenied("too many failed log-ins from this address")
        return None  # (no get_user: it never logs anyone in, so no session names it)


def lockout_response(request: HttpRequest, original_response=None, credentials=None) -> HttpResponse:
    """django-axes' page for a locked-out login (settings.AXES_LOCKOUT_CALLABLE): 429, with Retry-After."""
    cooloff = _cooloff()
    minutes = max(1, round(cooloff.total_seconds() / 60)) if cooloff is not None else None
    if minutes and getattr(request, "almanac_address_locked", False):
        message = _("从此网络地址登录失败的次数太多，已暂停登录。请 %(minutes)s 分钟后再试。") % {"minutes": minutes}
    elif minutes:
        message = _("登录失败次数太多，此账号已在本机暂时锁定。请 %(minutes)s 分钟后再试。") % {"minutes": minutes}
    else:
        message = _("登录失败次数太多，此账号已在本机锁定，请联系管理员。")
    response = render(request, "almanac/error.html", {"message": message, "status": 429}, status=429)
    if minutes:
        response["Retry-After"] = str(int(cooloff.total_seconds()))
    return response
