"""What the tags that write a page's long loops in one call share (almanac_day, almanac_month): the same bytes as
the template loops they replace, for less.

- `escape_html`, `format_html`, `join_html`: django.utils.html's conditional_escape and format_html without their
  lazy-string wrappers (a cold day page calls them thousands of times; Django's `keep_lazy` check of every argument
  was a tenth of the page). The same escaping, the same SafeString.
- `ui`: a translated UI string as {% translate %} writes it.
- `translators`: gettext and pgettext for a tag's constant UI strings, each translated once a language.
- `slotted_url`: one URL pattern reversed once for a page's many links that differ in their last argument.
- `filled_url`: reverse() of a view with plain arguments (numbers, an ISO date), its pattern reversed once.
"""

from functools import lru_cache
from html import escape as _escape
from urllib.parse import quote

from django.core.signals import setting_changed
from django.urls import NoReverseMatch, get_script_prefix, get_urlconf, reverse
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


def _forget(**_kwargs) -> None:  # a setting changed (tests): LANGUAGES, LOCALE_PATHS, ROOT_URLCONF …
    _translators.cache_clear()
    _url_template.cache_clear()


setting_changed.connect(_forget)


def slotted_url(viewname: str, *args, slot: str | int = _SLOT):
    """reverse(viewname, args=(*args, last)) for many `last`s: reversed once with a slot that each `last` fills,
    quoted as reverse() quotes a path (its `quote(…, safe=RFC3986_SUBDELIMS + "/~:@")`); reverse() itself for a
    value that could not fill a <str:> segment alone. For an <int:> last argument, give an int `slot` that appears
    nowhere else in the URL."""
    template = _url_template(viewname, len(args) + 1, get_script_prefix(), get_urlconf())
    if template is not None and all(map(_fills, args)):
        head, tail = template.format(*args, "\0").rsplit("\0", 1)
    else:
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


def filled_url(viewname: str, *args) -> str:
    """reverse(viewname, args=args), from the view's pattern reversed once a URL root: for arguments that are
    numbers or ASCII texts of letters, digits and hyphens (an ISO date), each fitting its segment (reverse() itself
    for any other)."""
    template = _url_template(viewname, len(args), get_script_prefix(), get_urlconf())
    if template is None or not all(map(_fills, args)):
        return reverse(viewname, args=args)
    return template.format(*args)


def _fills(value) -> bool:
    """Whether reverse() writes `value` into a path as str(value) (nothing to quote)."""
    if type(value) is int:
        return value >= 0
    return type(value) is str and value.isascii() and value.replace("-", "a").isalnum()


_SLOT_NUMBER = 7_300_000_001  # a slot fills <int:> and <str:> segments alike


@lru_cache(maxsize=256)  # a view and its number of arguments, per URL root and urlconf: a few dozen
def _url_template(viewname: str, count: int, _prefix: str, _urlconf) -> str | None:
    """reverse(viewname) with `count` numbered slots as a str.format template ('/{0}/{1}/{2}/'); None if a slot
    cannot be told apart in the URL."""
    slots = [str(_SLOT_NUMBER + number) for number in range(count)]
    try:
        url = reverse(viewname, args=slots)
    except (NoReverseMatch, TypeError, ValueError):  # a converter that takes no number
        return None
    template = url.replace("{", "{{").replace("}", "}}")
    for number, slot in enumerate(slots):
        if url.count(slot) != 1:
            return None
        template = template.replace(slot, "{%d}" % number)
    return template


@lru_cache(maxsize=4096)  # activity names, branches: the same few hundred on every page
def _quoted(segment: str) -> str:
    return quote(segment, safe=RFC3986_SUBDELIMS + "/~:@")
