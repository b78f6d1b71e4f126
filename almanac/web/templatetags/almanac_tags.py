from django import template

register = template.Library()


@register.filter
def moment(iso_text: str) -> str:
    """'2025-02-03T22:10:13+08:00' → '2025-02-03 22:10:13' (the offset is stated beside it on the page)."""
    return iso_text[:19].replace("T", " ") if iso_text else ""

