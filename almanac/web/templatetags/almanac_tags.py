import re

from django import template

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
