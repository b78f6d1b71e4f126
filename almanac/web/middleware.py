"""Language choice: simplified Chinese unless the visitor chose otherwise.

Django's LocaleMiddleware would serve English to every browser set to English; an almanac of Chinese
texts defaults to simplified Chinese instead. The visitor's explicit choice (the language cookie set by
the switch) always wins; without one, a browser asking for traditional Chinese (zh-TW, zh-HK, zh-Hant)
gets it, and everyone else gets simplified Chinese.
"""

from django.conf import settings
from django.utils import translation
from django.utils.cache import patch_vary_headers

from almanac.web.i18n import normalize_language


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
