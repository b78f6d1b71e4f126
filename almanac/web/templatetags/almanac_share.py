"""The head of a page that can be shared: its <title> and OpenGraph tags (almanac/web/sharing.py).

    {% load almanac_share %}
    {% day_share facts as share %}        share.title, share.description of a day (DayFacts)
    {% month_share facts lunar_span as share %}
    {% share_meta share %}                the meta description and og:* tags (templates/almanac/_share_meta.html)
"""

from django import template
from django.core.exceptions import DisallowedHost
from django.utils.translation import get_language

from almanac.web import sharing
from almanac.web.i18n import ENGLISH, TRADITIONAL, normalize_language

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


@register.inclusion_tag("almanac/_share_meta.html", takes_context=True)
def share_meta(context, share: sharing.Share | None = None) -> dict:
    """og:site_name, og:type, og:url and og:locale on every page; og:title and og:description (and the meta
    description) where the page tells what it is."""
    return {
        "share": share,
        "url": _absolute_url(context.get("request")),
        "locale": OG_LOCALES.get(normalize_language(get_language()), "zh_CN"),
    }
