import functools
import re

from django import template
from django.utils.translation import get_language

from almanac.core import api
from almanac.web.i18n import convert_term

register = template.Library()


@register.filter
def moment(iso_text: str) -> str:
    """'2025-02-03T22:10:13+08:00' → '2025-02-03 22:10:13' (the offset is stated beside it on the page)."""
    return iso_text[:19].replace("T", " ") if iso_text else ""



@register.filter
def citation(source) -> str:
    """A rule's source ('001_….txt 用日法 L511', a Source dict, several joined) as a reader reads it in the
    page's language: '《协纪辨方书》摘要 · 用日法 · L511' (traditional characters on zh-hant pages)."""
    return citation_in(source, get_language())


def citation_in(source, language: str) -> str:
    """`citation` in a language given (for the tags that cite many sources: the language looked up once)."""
    if not source:
        return ""
    if type(source) is str:
        return _citation(source, language)
    if type(source) is dict:  # a Source dict: api.citation reads its seed, section and line
        return _citation_of(source.get("seed", ""), source.get("section", ""), source.get("line"), language)
    return convert_term(api.citation(source, language), language)


@functools.lru_cache(maxsize=4096)  # the compass cites a hundred sources a page, from a few hundred seed lines
def _citation_of(seed, section, line, language: str) -> str:
    return convert_term(api.citation({"seed": seed, "section": section, "line": line}, language), language)


@functools.lru_cache(maxsize=4096)  # a pure function of a source text and the language; sources repeat
def _citation(source: str, language: str) -> str:
    return convert_term(api.citation(source, language), language)


@register.filter(is_safe=True)
def cited(text) -> str:
    """Seed codes inside a text ('（001 L529）') as the book and volume, in the page's language."""
    return cited_in(text, get_language())


def cited_in(text, language: str) -> str:
    """`cited` in a language given."""
    if type(text) is str:
        return _cited(text, language)
    return api.cite_in_text(str(text), language) if text else ""


@functools.lru_cache(maxsize=4096)  # the hours' reasons and readings repeat from day to day
def _cited(text: str, language: str) -> str:
    return api.cite_in_text(text, language) if text else ""


_BARE_LINE = re.compile(r"([(（])L(\d+)")


@register.filter(is_safe=True)
def cite_lines(text, source) -> str:
    """Bare line references in a rule's text ('例无制法 (L431)') mean the line of the rule's own seed: they are
    given its code ('(000 L431)'), which the `term` filter after this one reads as the book and volume."""
    seed = (source.get("seed", "") if isinstance(source, dict) else str(source or ""))[:3]
    if not text or not seed:
        return text or ""
    return _BARE_LINE.sub(lambda m: f"{m[1]}{seed} L{m[2]}", str(text))


@register.filter
def get_item(mapping, key):
    return mapping.get(key, "") if mapping else ""


@register.filter
def cite_source(source) -> str:
    """A Source dict {seed, section, line} → '《协纪辨方书》卷三十五 附录 · 五姓修宅 考原 · L775'."""
    return citation(source)


@register.filter(is_safe=True)
def seed_refs(text, seed: str = "") -> str:
    """References a rule's text carries in brackets, '… 勿犯可也 (000 L389)' or '(L1129)' (of `seed`, the rule's
    own seed file), read as the book and volume: no seed codes on the page."""
    return cited(cite_lines(text, seed) if seed else text)
