"""HTTP caching: what a shared cache (nginx's proxy_cache, a CDN) may keep, for whom, and how long.

The almanac's pages are the same for every anonymous visitor of a language, so a proxy may serve them:

    @public(max_age=3600)                       # HTML: an hour, and never past midnight in China (below)
    @public(max_age=86400, until_midnight=False)  # JSON of a date: nothing on it changes with today

HttpCacheMiddleware (after the authentication middleware) then writes Cache-Control on every GET/HEAD:

- an anonymous visitor, a view marked @public, a 200 that sets no cookie: `public, max-age=N`. Every HTML page
  links "today" in its header (and the month page marks it), so an HTML page's max-age never reaches past the
  next midnight in China Standard Time;
- a signed-in user: `private, no-store` (Django's never-cache headers), whatever the page: their members' panels
  and marks are on the public pages too, and the household pages are theirs alone;
- anything else (forms with a CSRF token, error pages, redirects, and pages served while the database is down,
  which lack their note markers: almanac/dbguard.py): `private, no-cache`.

Django's ConditionalGetMiddleware (before this one in settings.MIDDLEWARE) adds an ETag from the content to
every response that is not no-store and answers a matching If-None-Match with 304. That works because an
anonymous page carries nothing per request: no CSRF token (the language switch is exempt: forcing someone's
language harms nobody), no CSP nonce (the one script is the site's own, allowed by 'self'), and the note markers'
ids derive from the URL. Responses vary on Accept-Language and Cookie (the language), and on HX-Request where a
view answers htmx with a fragment.
"""

import functools
from datetime import date, datetime, timedelta

from django.utils.cache import add_never_cache_headers, patch_cache_control

from almanac import dbguard
from almanac.core import api

ATTRIBUTE = "almanac_public_cache"  # (max_age, until_midnight) on a response a @public view returned

# The dates most visitors ask for, around today (China Standard Time): the months just past and the year ahead
# (loadtest/mix.lua's near dates; gunicorn.conf.py computes these days before forking its workers).
NEAR_TODAY = (timedelta(days=-92), timedelta(days=400))
UNCACHED = "uncached"  # settings.CACHES: Django's DummyCache, which keeps nothing and costs nothing


def fragment_cache(first: date, last: date | None = None) -> str:
    """The cache a page's {% cache %} fragments use (`using=fragment_cache`): the shared one for a page whose dates
    (`first` to `last`) come near today, whose fragments many requests read again; none for a page of the long
    tail (a birthday in 1936, a date in 2080), which a proxy in front keeps anyway and no other request is likely to
    ask for within the hour: there a fragment cache only costs a read and a write (≈ 1–3 ms of CPU a page with
    Redis, docs/performance.md)."""
    today = api.today()
    near = first <= today + NEAR_TODAY[1] and (last or first) >= today + NEAR_TODAY[0]
    return "default" if near else UNCACHED


def public(max_age: int, *, until_midnight: bool = True):
    """Mark a view's answers as the same for every anonymous visitor (of a language) for `max_age` seconds."""

    def decorator(view):
        @functools.wraps(view)
        def wrapped(request, *args, **kwargs):
            response = view(request, *args, **kwargs)
            if not hasattr(response, ATTRIBUTE):  # a view may have set a shorter life itself (today's hour)
                setattr(response, ATTRIBUTE, (max_age, until_midnight))
            return response

        return wrapped

    return decorator


def seconds_to_midnight(now: datetime) -> int:
    """Seconds from `now` (China Standard Time) to the next midnight there, at least 1."""
    midnight = datetime.combine(now.date() + timedelta(days=1), datetime.min.time(), tzinfo=now.tzinfo)
    return max(1, int((midnight - now).total_seconds()))


def _signed_in(request) -> bool:
    user = getattr(request, "user", None)
    return bool(user is not None and user.is_authenticated)


class HttpCacheMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.method not in ("GET", "HEAD"):
            return response
        marked = getattr(response, ATTRIBUTE, None)
        if _signed_in(request):
            add_never_cache_headers(response)  # private, no-store: never kept by a shared cache
        elif dbguard.is_down(request):  # served without its note markers: nobody may keep this copy
            patch_cache_control(response, private=True, no_cache=True)
        elif marked is not None and response.status_code == 200 and not response.cookies:
            max_age, until_midnight = marked
            if until_midnight:
                max_age = min(max_age, seconds_to_midnight(api.now()))
            patch_cache_control(response, public=True, max_age=max_age)
        elif not response.has_header("Cache-Control"):
            patch_cache_control(response, private=True, no_cache=True)
        return response
