"""The head of a page that can be shared: its <title> and OpenGraph tags (almanac/web/sharing.py).

    {% load almanac_share %}
    {% day_share facts as share %}        share.title, share.description of a day (DayFacts)
    {% month_share facts lunar_span as share %}
    {% share_meta share %}                the meta description and og:* tags
"""

from django import template
from django.core.exceptions import DisallowedHost
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from almanac.web import sharing
from almanac.web.i18n import ENGLISH, TRADITIONAL, normalize_language
from almanac.web.markup import format_html, ui

register = template.Library()

OG_LOCALES = {ENGLISH: "en_US", TRADITIONAL: "zh_TW"}


@register.simple_tag
def day_share(facts) -> sharing.Share:
    return sharing.day_share(facts)


@register.simple_tag
def month_share(facts, lunar_span: str) -> sharing.Share:
    return sharing.month_share(facts, lunar_span)


def _absolute_url(request) -> str:
    """The page's address for og:url; "" when the request's Host is not one of ours (the 400 page answering a
    DisallowedHost must not raise it again while it renders)."""
    if request is None:
        return ""
    try:
        return request.build_absolute_uri()
    except DisallowedHost:
        return ""


_DESCRIBED = ('<meta name="description" content="{0}">\n  <meta property="og:title" content="{1}">'
              '\n  <meta property="og:description" content="{0}">\n  ')


@register.simple_tag(takes_context=True)
def share_meta(context, share: sharing.Share | None = None) -> SafeString:
    """og:site_name, og:type, og:url and og:locale on every page; og:title and og:description (and the meta
    description) where the page tells what it is. (Written here, not by a template: it is on every page.)"""
    url = _absolute_url(context.get("request"))
    return SafeString(
        (format_html(_DESCRIBED, share.description, share.title) if share else "")
        + format_html('<meta property="og:site_name" content="{}">\n  <meta property="og:type" content="website">\n  ',
                      ui(_("通书择日")))
        + (format_html('<meta property="og:url" content="{}">\n  ', url) if url else "")
        + format_html('<meta property="og:locale" content="{}">\n', OG_LOCALES.get(normalize_language(get_language()),
                                                                          "zh_CN"))
    )
