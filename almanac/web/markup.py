"""What the tags that write a page's long loops in one call share (almanac_day, almanac_month): the same bytes as
the template loops they replace, for less.

- `escape_html`, `format_html`, `join_html`: django.utils.html's conditional_escape and format_html without their
  lazy-string wrappers (a cold day page calls them thousands of times; Django's `keep_lazy` check of every argument
  was a tenth of the page). The same escaping, the same SafeString.
- `ui`: a translated UI string as {% translate %} writes it.
- `translators`: gettext and pgettext for a tag's constant UI strings, each translated once a language.
- `slotted_url`: one URL pattern reversed once for a page's many links that differ in their last argument.
"""

from functools import lru_cache
from html import escape as _escape
from urllib.parse import quote

from django.core.signals import setting_changed
from django.urls import NoReverseMatch, reverse
from django.utils.http import RFC3986_SUBDELIMS
from django.utils.safestring import SafeString
from django.utils.translation import gettext, pgettext


def escape_html(value) -> str:
    """conditional_escape: HTML (anything with __html__, a SafeString) as it is, any other value escaped."""
    if type(value) is SafeString or (type(value) is str and not value):  # the commonest cases first
        return value
    if hasattr(value, "__html__"):
        return value.__html__()
    return _escape(str(value))


def format_html(template: str, *args) -> SafeString:
    """format_html: the template filled with its arguments, each escaped unless it is HTML already."""
    return SafeString(template.format(*map(escape_html, args)))


def join_html(separator, parts) -> SafeString:
    """Parts (each escaped unless HTML) joined by a separator (likewise)."""
    return SafeString(escape_html(separator).join(map(escape_html, parts)))


_SLOT = "SLOT"


def ui(translated: str) -> SafeString:
    """A UI string as {% translate %} writes it: not escaped (a template's literal is safe). Call it on gettext's or
    pgettext's answer, ui(_("为何")), so that makemessages finds the message."""
    return SafeString(translated)


def translators(language):
    """(gettext, pgettext) for the active language (`language`: get_language()'s answer), each message translated
    once a language: a cold day page asks a hundred constant UI strings. For literal messages only (a finite set),
    written `_("…")` and `pgettext("…", "…")` where makemessages finds them."""
    return _translators(language)


@lru_cache(maxsize=16)  # the site's languages (None when translation is off)
def _translators(language):
    kept: dict = {}

    def gettext_kept(message: str) -> str:
        try:
            return kept[message]
        except KeyError:
            kept[message] = translated = gettext(message)
            return translated

    def pgettext_kept(context: str, message: str) -> str:
        key = (context, message)
        try:
            return kept[key]
        except KeyError:
            kept[key] = translated = pgettext(context, message)
            return translated

    return gettext_kept, pgettext_kept


setting_changed.connect(lambda **_kwargs: _translators.cache_clear())  # LANGUAGES, LOCALE_PATHS … in tests


def slotted_url(viewname: str, *args, slot: str | int = _SLOT):
    """reverse(viewname, args=(*args, last)) for many `last`s: reversed once with a slot that each `last` fills,
    quoted as reverse() quotes a path (its `quote(…, safe=RFC3986_SUBDELIMS + "/~:@")`); reverse() itself for a
    value that could not fill a <str:> segment alone. For an <int:> last argument, give an int `slot` that appears
    nowhere else in the URL."""
    head, tail = reverse(viewname, args=(*args, slot)).rsplit(str(slot), 1)

    def url(last) -> str:
        last = str(last)
        if last.isascii() and last.isalnum():  # a number, a plain name: nothing to quote
            return head + last + tail
        if not last or "/" in last:
            try:
                return reverse(viewname, args=(*args, last))
            except NoReverseMatch:
                return ""  # as {% url … as var %} gives
        return head + _quoted(last) + tail

    return url


@lru_cache(maxsize=4096)  # activity names, branches: the same few hundred on every page
def _quoted(segment: str) -> str:
    return quote(segment, safe=RFC3986_SUBDELIMS + "/~:@")
