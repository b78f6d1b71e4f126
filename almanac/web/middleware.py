"""Language choice: simplified Chinese unless the visitor chose otherwise.

Django's LocaleMiddleware would serve English to every browser set to English; an almanac of Chinese
texts defaults to simplified Chinese instead. The visitor's explicit choice (the language cookie set by
the switch) always wins; without one, a browser asking for traditional Chinese (zh-TW, zh-HK, zh-Hant)
gets it, and everyone else gets simplified Chinese.

Also here: BadInputMiddleware, which answers 400 to input no page can use (NUL bytes, numbers past a machine
integer) before it can become a database error.
"""

import logging

from django.conf import settings
from django.utils import translation
from django.utils.cache import patch_vary_headers

from almanac.web.i18n import normalize_language

logger = logging.getLogger(__name__)


def language_from_request(request) -> str:
    chosen = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)
    if chosen in dict(settings.LANGUAGES):
        return chosen
    for part in request.META.get("HTTP_ACCEPT_LANGUAGE", "").lower().split(","):
        tag = part.split(";")[0].strip()
        if tag.startswith("zh"):
            return normalize_language(tag)
    return settings.LANGUAGE_CODE


class LanguageMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = language_from_request(request)
        translation.activate(language)
        request.LANGUAGE_CODE = language
        response = self.get_response(request)
        patch_vary_headers(response, ("Accept-Language", "Cookie"))
        response.headers.setdefault("Content-Language", language)
        return response


# --- input no page can use -------------------------------------------------------------------------

NUL = "\x00"


def _carries_nul(request) -> bool:
    if NUL in request.path:
        return True
    for mapping in (request.GET, request.POST) if _is_form_post(request) else (request.GET,):
        for key, values in mapping.lists():
            if NUL in key or any(NUL in value for value in values):
                return True
    return False


def _is_form_post(request) -> bool:
    return request.method == "POST" and request.content_type in (
        "application/x-www-form-urlencoded", "multipart/form-data"
    )


def _bad_request(request):
    from almanac.web.views import bad_request  # the site's error page; imported late: views load the core

    with translation.override(language_from_request(request)):
        response = bad_request(request)
    patch_vary_headers(response, ("Accept-Language", "Cookie"))
    return response


class BadInputMiddleware:
    """Input no page can use answers 400, never 500, whatever the database.

    - A NUL byte in the path, the query or a form: PostgreSQL refuses NUL in text (psycopg raises DataError
      wherever such a value reaches a query: a notes subject, an admin changelist filter, a session key), SQLite
      stores it, and no page of the site has a use for one. A cookie carrying one is dropped; this runs before
      the session middleware, so a forged session cookie is never looked up.
    - A number past what Python's dates or C integers hold (OverflowError), where a view converts input without
      catching it: the admin's date filters (`?attempt_time__year=2200000000`) do.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        for name in [name for name, value in request.COOKIES.items() if NUL in name or NUL in value]:
            del request.COOKIES[name]
        if _carries_nul(request):
            return _bad_request(request)
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, OverflowError):
            logger.warning("bad input: %s on %s", exception, request.get_full_path()[:300])
            return _bad_request(request)
        return None
