"""The almanac without its database: the calendar needs none, so an outage of PostgreSQL costs only what needs it.

With the database unreachable:
- the day, month, compass and search pages and the JSON API answer 200 as for an anonymous visitor: no rule-note
  markers (their index is in the database), no household panels (a session cookie cannot be read, so the visitor
  is served as anonymous, and keeps the cookie for when the database is back), and a short notice at the foot of
  the page; such answers are `private, no-cache`, so no proxy keeps a page without its markers;
- whatever needs the database (log-in, the household pages, the notes pages, the admin, a search for chosen
  members) answers 503 with Retry-After, never 500, and writes nothing: every write is one transaction;
- `/health` answers 503 (almanac/health.py), so balancers know.

After a failure this process does not ask the database again for RETRY_SECONDS: an unreachable host would
otherwise cost every request the connection time-out (DB_CONNECT_TIMEOUT). Only connection-level errors count
(OperationalError, InterfaceError); a bad query is a bug and still raises.

DatabaseGuardMiddleware sits right after AuthenticationMiddleware; `guarded(request, fn, default)` is for code that
can do without the database (the note markers).
"""

import logging
import time

from django.contrib.auth.models import AnonymousUser
from django.db import InterfaceError, OperationalError, connections
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

logger = logging.getLogger(__name__)

RETRY_SECONDS = 5.0
RETRY_AFTER = 30  # what a client is told (503 Retry-After)
OUTAGE = (OperationalError, InterfaceError)
FLAG = "almanac_database_down"  # set on a request served without the database

_state = {"down_until": 0.0}


class Unavailable(Exception):
    """Raised by code that needs the database while it is known to be down."""


def available() -> bool:
    return time.monotonic() >= _state["down_until"]


def note_failure(error: Exception) -> None:
    if available():
        logger.warning("database unavailable (%s: %s); serving without it, next try in %.0f s",
                       type(error).__name__, error, RETRY_SECONDS)
    _state["down_until"] = time.monotonic() + RETRY_SECONDS
    for connection in connections.all(initialized_only=True):
        try:
            connection.close()  # a fresh connection next time, not a broken one
        except Exception:  # noqa: BLE001 — closing a dead connection may fail too; nothing to do about it
            pass


def reset() -> None:
    """Forget a failure (tests)."""
    _state["down_until"] = 0.0


def mark(request) -> None:
    if request is not None:
        setattr(request, FLAG, True)


def is_down(request) -> bool:
    return bool(getattr(request, FLAG, False))


def guarded(request, fn, default):
    """fn() — or `default`, marking the request, when the database is (or just went) down."""
    if not available():
        mark(request)
        return default
    try:
        return fn()
    except OUTAGE as error:
        note_failure(error)
        mark(request)
        return default


def _unavailable_response(request):
    if request.path.startswith("/api/"):
        response = JsonResponse({"error": "the database is unavailable; try again shortly", "status": 503}, status=503)
    else:
        message = _("资料库暂时连不上，这一页需要它。历书的日、月、罗盘与择日页面照常可用；请稍后再试。")
        response = render(request, "almanac/error.html", {"message": message, "status": 503}, status=503)
    response["Retry-After"] = str(RETRY_AFTER)
    response["Cache-Control"] = "private, no-cache"
    return response


class DatabaseGuardMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        setattr(request, FLAG, False)  # known (a page asks for it: a missing attribute is slow to look up)
        if request.session.session_key is not None:  # a session cookie: reading it needs the database
            self._resolve_user(request)
        return self.get_response(request)

    @staticmethod
    def _resolve_user(request) -> None:
        try:
            if not available():
                raise Unavailable
            request.user.is_authenticated  # noqa: B018 — loads the session and the user now, not mid-page
        except (Unavailable, *OUTAGE) as error:
            if not isinstance(error, Unavailable):
                note_failure(error)
            mark(request)
            request.user = AnonymousUser()
            # Never load (nor, being unchanged, save or delete) the session: the cookie stays for later.
            request.session._session_cache = {}

    def process_exception(self, request, exception):
        if isinstance(exception, OUTAGE):
            note_failure(exception)
        elif not isinstance(exception, Unavailable):
            return None
        mark(request)
        return _unavailable_response(request)
