"""Parts of a page that are the same for every visitor of a language, rendered once instead of on every page.

    {% load almanac_memo %}
    {% per_language %}…{% endper_language %}            the block's HTML, rendered once per language
    {% per_language today oob %}…{% endper_language %}  … once per language and value of each variable named
    {% per_language wx month %}…{% endper_language %}   … a value may be the core's data: dicts and lists of values
    around_slot(key, render)            a template rendered once with SLOT where a value of the request goes

For what only the language (and the variables named) decide: the header's links and words, the static files'
hashed names, the footer, a legend, a table of the compass's that only its data decide. Every variable the block
reads must be named (or be decided by the language). Never for anything of the request or the visitor (a path, a
user, a token).
A block's {% translate %}s stay in the template, where makemessages finds them. No {% block %} inside one.

The HTML is kept per block, language, script prefix (the links' root), autoescape and values: at most
`MAX_KEPT` of them (then all are dropped), and none across a change of settings (tests).
"""

from django import template
from django.core.signals import setting_changed
from django.urls import get_script_prefix
from django.utils.safestring import SafeData, SafeString
from django.utils.translation import get_language

register = template.Library()

MAX_KEPT = 4096  # blocks × 3 languages × values (`today`: one a day)
_kept: dict = {}


def forget(**_kwargs) -> None:
    _kept.clear()


setting_changed.connect(forget)


def _keep(key, value) -> None:
    if len(_kept) >= MAX_KEPT:
        _kept.clear()
    _kept[key] = value


# A value of the request (a path) in HTML rendered once: letters and digits, the same once escaped or urlencoded.
SLOT = "ALMANAC0SLOT"


def around_slot(key, render) -> tuple[SafeString, SafeString]:
    """The HTML before and after SLOT in what render() gives (a template rendered with SLOT for a value of the
    request), rendered once per key, language and script prefix; the caller puts the value, escaped, between."""
    key = ("around_slot", key, get_language(), get_script_prefix())
    parts = _kept.get(key)
    if parts is None:
        head, tail = render().split(SLOT)  # SLOT exactly once
        parts = (SafeString(head), SafeString(tail))
        _keep(key, parts)
    return parts


def _as_key(value):
    """A value as a key: the core's data (dicts, lists, sets of plain values) by what they hold; HTML apart from
    the same text unescaped."""
    kind = type(value)
    if kind is str or value is None:
        return value
    if kind is int or kind is bool or kind is float:
        return (kind, value)  # True, 1 and 1.0 are equal keys but not the same text
    if kind is dict:
        return (dict, tuple((key, _as_key(item)) for key, item in value.items()))
    if kind is list or kind is tuple:
        return (kind, tuple(_as_key(item) for item in value))
    if kind is set or kind is frozenset:
        return (frozenset, frozenset(_as_key(item) for item in value))
    if isinstance(value, SafeData):
        return (SafeData, str(value))
    return value  # a date, a number …: itself (unhashable: not kept)


class PerLanguageNode(template.Node):
    # Not searched for {% block %}s (ExtendsNode walks the parent template for them on every page): a block's
    # content may not depend on the child template.
    child_nodelists = ()

    def __init__(self, nodelist, values):
        self.nodelist = nodelist
        self.values = values

    def render(self, context):
        values = tuple(_as_key(value.resolve(context)) for value in self.values)
        key = (self, get_language(), get_script_prefix(), context.autoescape, values)
        try:
            html = _kept.get(key)
        except TypeError:  # a value that cannot be a key
            return self.nodelist.render(context)
        if html is None:
            html = self.nodelist.render(context)
            _keep(key, html)
        return html


@register.tag
def per_language(parser, token):
    values = [parser.compile_filter(bit) for bit in token.split_contents()[1:]]
    nodelist = parser.parse(("endper_language",))
    parser.delete_first_token()
    return PerLanguageNode(nodelist, values)
