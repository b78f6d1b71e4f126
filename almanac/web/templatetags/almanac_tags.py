import re

from django import template
from django.utils.translation import gettext

register = template.Library()


@register.filter
def moment(iso_text: str) -> str:
    """'2025-02-03T22:10:13+08:00' → '2025-02-03 22:10:13' (the offset is stated beside it on the page)."""
    return iso_text[:19].replace("T", " ") if iso_text else ""



_SEED_TITLES = {
    "000": "《选择求真》",
    "001": "《协纪辨方书》摘要",
    "002": "《协纪辨方书》卷八",
    "003": "《协纪辨方书》卷三十五 附录",
}


@register.filter
def citation(source: str) -> str:
    """'001_05e524af85a5a64b.txt 用日法 L511' → '《协纪辨方书》摘要 · 用日法 · L511' (the file name stays in title=)."""
    if not source or "_" not in source[:4]:
        return source or ""
    parts = []
    for one in source.split(", "):
        seed, _, rest = one.partition(" ")
        title = _SEED_TITLES.get(seed[:3], seed)
        section, _, line = rest.rpartition(" L")
        parts.append(f"{title} · {section} · L{line}" if line.isdigit() else f"{title} · {rest}")
    return "；".join(parts)


# An inline citation in an engine sentence: “（001 用时法 L529）”, “001 用时法 L529、L541”, “003 天星吉时 L1755、L1759”.
_INLINE = re.compile(r"\b(00[0-3]) ([^\s（）()：:，。；“”]+) L(\d+)((?:、L\d+)*)")


@register.filter
def cited(text: str) -> str:
    """Inline seed codes in an engine sentence read as citations: '（001 用时法 L529）' → '（《协纪辨方书》摘要 · 用时法 ·
    L529）' (the JSON keeps the codes; pages show no file codes)."""
    if not text:
        return ""
    return _INLINE.sub(lambda m: f"{_SEED_TITLES[m.group(1)]} · {m.group(2)} · L{m.group(3)}{m.group(4)}", str(text))


# The day JSON's `sources` keys, named on the page by the labels the page already gives those facts.
_SOURCE_LABELS = {"nayin": "纳音", "jianchu": "建除", "huangdao": "值神", "mansion": "二十八宿", "clash": "冲",
                  "sha": "煞", "pengzu": "彭祖百忌", "qimen": "奇门盘"}


@register.filter
def source_label(key: str) -> str:
    """A `sources` key of the day JSON ('nayin') as the page's label for that fact (纳音), translated."""
    label = _SOURCE_LABELS.get(key)
    return gettext(label) if label else key


@register.filter
def get_item(mapping, key):
    return mapping.get(key, "") if mapping else ""


@register.filter
def cite_source(source) -> str:
    """A Source dict {seed, section, line} → '《协纪辨方书》卷三十五 附录 · 五姓修宅 考原 · L775'."""
    if not source:
        return ""
    text = f"{source.get('seed', '')} {source.get('section', '')}"
    return citation(f"{text} L{source['line']}" if source.get("line") is not None else text)


_INLINE_REF = re.compile(r"\s*\((?:(\d{3}) )?L(\d+)\)")


@register.filter
def seed_refs(text: str, seed: str = "") -> str:
    """References a rule's text carries in brackets, '… 勿犯可也 (000 L389)' or '(L1129)' (of `seed`, the rule's
    own), read as '… 勿犯可也（《选择求真》 · L389）': no seed codes on the page."""
    def title(match: re.Match) -> str:
        code = match.group(1) or (seed or "")[:3]
        return f"（{_SEED_TITLES.get(code, '')} · L{match.group(2)}）" if code in _SEED_TITLES else f"（L{match.group(2)}）"

    return _INLINE_REF.sub(title, text or "")
