"""The month page's grid as one tag instead of a template loop of some 25 tags and filters per day.

    {% load almanac_month %}
    {% month_weeks weeks today personal_marks %}     the <tr>s of the calendar (presenters.month_grid's weeks)

The same bytes the loop wrote, from the same filters (their language-given forms: the language looked up once).
"""

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

from almanac.web import glossary, sharing
from almanac.web.i18n import ENGLISH, normalize_language
from almanac.web.markup import escape_html, format_html, join_html, slotted_url, ui
from almanac.web.templatetags.almanac_i18n import activity_run, zh_in, zhg_in

register = template.Library()

_CELL = (
    '\n      <td class="day {}{}">'
    '\n        <a href="{}"{}'
    '\n           aria-label="{}{}">'
    '\n          <span class="day-head"><span class="greg">{}</span>{}</span>'
    '\n          <span class="lunar{}">{}</span>'
    "\n          {}"
    "\n          {}"
    '\n          <span class="grade-tag">{}{}</span>'
    "\n          {}"
    "\n          {}"
    "\n        </a>"
    "\n      </td>"
)
_PAD = SafeString('<td class="pad"></td>')
_NO_DAY = 987654321  # the slot of the day URL's day: a number no year or month is


@register.simple_tag
def month_weeks(weeks, today, personal_marks):
    """The calendar's weeks: each day's date, public holiday, lunar date, festivals and solar terms, grade, notable
    宜 and 忌 (or 诸事不宜), and the signed-in household's marks; padding cells before the 1st and after the last."""
    language = get_language()
    english = normalize_language(language) == ENGLISH
    words = {
        "comma": ui(pgettext("punctuation", "、")),
        "off": ui(pgettext("public holiday", "休")), "work": ui(pgettext("public holiday", "班")),
        "all_bad": format_html('<span class="ji">{}</span>', ui(_("诸事不宜"))), "yi": ui(_("宜")), "ji": ui(_("忌")),
    }
    day_url = None
    out = []
    for week in weeks:
        cells = []
        for cell in week:
            if not cell:
                cells.append(_PAD)
                continue
            if day_url is None:
                day_url = slotted_url("day", cell.day.date.year, cell.day.date.month, slot=_NO_DAY)
            cells.append(_cell(cell, today, personal_marks, language, english, words, day_url))
        out.append(format_html("<tr>\n      {}\n    </tr>", join_html("", cells)))
    return join_html("", out)


def _cell(cell, today, personal_marks, language, english, words, day_url):
    day = cell.day
    is_today = day.date == today
    marks = personal_marks.get(day.date, "") if personal_marks else ""
    marks_label = join_html("", (
        format_html(" · {} {}", name, join_html(words["comma"], (glossary.label(flag, language) for flag in flags)))
        for name, flags in marks
    ))
    lunar = day.lunar
    first = lunar.day == 1
    grade = day.rules.grade.name
    grade_gloss = (glossary.gloss(grade, "grade") or "") if english else ""
    return format_html(
        _CELL, cell.grade_class, " today" if is_today else "", day_url(day.date.day),
        SafeString(' aria-current="date"') if is_today else "", _day_label(day, language), marks_label,
        str(day.date.day), _holiday(day.public_holiday, language, words), " first" if first else "",
        zh_in(lunar.month_name if first else lunar.day_name, language),
        join_html("", (_named("festival", name, language, english) for name in day.festivals)),
        join_html("", (_named("term", t.name, language, english) for t in day.solar_terms
                       if t.name not in day.festivals)),
        zh_in(grade, language), format_html(" · {}", grade_gloss) if grade_gloss else "",
        _activities(cell, words), _member_marks(marks, language, words),
    )


def _day_label(day, language) -> str:
    """almanac_labels.day_label in a language given."""
    parts = [sharing.long_date(day.date), glossary.label(day.lunar.text, language),
             glossary.label(day.rules.grade.name, language, "grade")]
    parts += [glossary.label(name, language) for name in day.festivals]
    parts += [glossary.label(t.name, language) for t in day.solar_terms if t.name not in day.festivals]
    if holiday := day.public_holiday:
        said = _("%(name)s放假") if holiday.off_work else _("%(name)s调休上班")
        parts.append(said % {"name": glossary.label(holiday.name, language, "holiday")})
    return sharing.SEPARATOR.join(parts)


def _holiday(holiday, language, words):
    """The 休 or 班 mark, its title as {% blocktranslate %} writes it (the name escaped, the sentence not)."""
    if not holiday:
        return ""
    said = _("%(name)s放假") if holiday.off_work else _("%(name)s调休上班")
    title = SafeString(said % {"name": escape_html(glossary.label(holiday.name, language, "holiday"))})
    return format_html(' <span class="ph {}" title="{}">{}</span>', "off" if holiday.off_work else "work", title,
                       words["off"] if holiday.off_work else words["work"])


def _named(css: str, name: str, language: str, english: bool):
    """A festival or solar term, glossed in English."""
    english_name = glossary.gloss(name) if english else ""
    return format_html('<span class="{}">{}{}</span>', css, zh_in(name, language),
                       format_html(' <span class="gloss" lang="en">{}</span>', english_name) if english_name else "")


def _activities(cell, words):
    """The cell's notable 宜 and 忌 (activity_run), or 诸事不宜 on a veto day."""
    if cell.all_bad:
        return words["all_bad"]
    good = bad = ""
    if cell.good:
        good = format_html('<span class="yi"><b>{}</b> {}</span>', words["yi"], activity_run(cell.good))
    if cell.bad:
        bad = format_html('<span class="ji"><b>{}</b> {}</span>', words["ji"], activity_run(cell.bad))
    return format_html("\n          {}\n          {}\n          ", good, bad)


def _member_marks(marks, language, words):
    """The signed-in household's marks of the day (冲本命 in red, the rest grey)."""
    if not marks:
        return ""
    return format_html('<span class="member-marks">{}</span>', join_html("", (
        format_html('<span class="mm {}">{} {}</span>', "clash" if "冲本命" in flags else "minor", name,
                    join_html(words["comma"], (zhg_in(flag, None, language) for flag in flags)))
        for name, flags in marks
    )))
