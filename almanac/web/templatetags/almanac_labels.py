"""Labels that are attributes (aria-label, title): plain text in the page's language, with no markup to mark a
term's language, so an English label gives the glosses alone and a Chinese one the terms.

    {% load almanac_labels %}
    {{ day|day_label }}          a day of a month or year grid (DayFacts): its date, lunar date, grade,
                                 festivals, solar terms and public holiday
    {{ name|label }}             one term: the term (zh-hant converted); in English its gloss ({{ x|label:"grade" }})
"""

from django import template
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from almanac.web import glossary, sharing

register = template.Library()


@register.filter
def label(name, kind: str | None = None) -> str:
    """A term in an attribute: in English its gloss (the term itself when it has none)."""
    return glossary.label(name, get_language(), kind or None)


@register.filter
def day_label(day) -> str:
    """'2026年2月14日 星期六 · 腊月廿七 · 凶 · 春节调休上班'; in English 'Saturday, February 14, 2026 · 12th lunar
    month (La month), day 27 · Inauspicious · Spring Festival: make-up working day'."""
    parts = [sharing.long_date(day.date), label(day.lunar.text), label(day.rules.grade.name, "grade")]
    parts += [label(name) for name in day.festivals]
    parts += [label(t.name) for t in day.solar_terms if t.name not in day.festivals]
    if holiday := day.public_holiday:
        words = _("%(name)s放假") if holiday.off_work else _("%(name)s调休上班")
        parts.append(words % {"name": label(holiday.name, "holiday")})
    return sharing.SEPARATOR.join(parts)
