"""The month page's grid as one tag instead of a template loop of some 25 tags and filters per day.

    {% load almanac_month %}
    {% month_weeks weeks today personal_marks %}     the <tr>s of the calendar (presenters.month_grid's weeks)

The same bytes the loop wrote, from the same filters (their language-given forms: the language looked up once); what
a day's finite facts decide (its lunar date, festivals, terms, grade, notable activities) written once a language.
"""

from functools import lru_cache

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

from almanac.web import glossary, sharing
from almanac.web.i18n import ENGLISH, normalize_language
from almanac.web.markup import escape_html, format_html, join_html, slotted_url, ui
from almanac.web.templatetags.almanac_i18n import activity_run, zh_in, zhg_in

register = template.Library()

# A cell: its date's parts, then what the day's finite facts decide (kept per language: a day's lunar date, festivals,
# solar terms and grade; its notable activities), then the household's marks.
_CELL_HEAD = (
    '\n      <td class="day {}{}">'
    '\n        <a href="{}"{}'
    '\n           aria-label="{}{}{}">'
    '\n          <span class="day-head"><span class="greg">{}</span>'
)
_CELL_TAIL = "\n        </a>\n      </td>"
_PAD = SafeString('<td class="pad"></td>')
_NO_DAY = 987654321  # the slot of the day URL's day: a number no year or month is
_ARIA_CURRENT = ' aria-current="date"'


@register.simple_tag
def month_weeks(weeks, today, personal_marks):
    """The calendar's weeks: each day's date, public holiday, lunar date, festivals and solar terms, grade, notable
    宜 and 忌 (or 诸事不宜), and the signed-in household's marks; padding cells before the 1st and after the last."""
    language = get_language()
    comma = ui(pgettext("punctuation", "、"))
    long_date = None
    day_link = None
    out = []
    for week in weeks:
        cells = []
        for cell in week:
            if not cell:
                cells.append(_PAD)
                continue
            if day_link is None:
                long_date = sharing.long_date_writer((cell.day.date.year, cell.day.date.month))
                # The day's link escaped: its escaped parts around the day's number (digits: escaped as they are).
                head, tail = escape_html(slotted_url("day", cell.day.date.year, cell.day.date.month,
                                                     slot=_NO_DAY)(_NO_DAY)).rsplit(str(_NO_DAY), 1)
                day_link = head, tail
            cells.append(_cell(cell, today, personal_marks, language, comma, day_link, long_date))
        out.append("<tr>\n      " + "".join(cells) + "\n    </tr>")
    return SafeString("".join(out))


def _cell(cell, today, personal_marks, language, comma, day_link, long_date) -> str:
    day = cell.day
    is_today = day.date == today
    marks = personal_marks.get(day.date, "") if personal_marks else ""
    lunar = day.lunar
    festivals = day.festivals
    terms = tuple(t.name for t in day.solar_terms if t.name not in festivals) if day.solar_terms else ()
    grade = day.rules.grade.name
    holiday = day.public_holiday
    head = _CELL_HEAD.format(
        cell.grade_class, " today" if is_today else "", day_link[0] + str(day.date.day) + day_link[1],
        _ARIA_CURRENT if is_today else "", escape_html(long_date(day.date)),
        _label_rest(lunar.text, grade, festivals, terms, holiday, language), _marks_label(marks, language, comma),
        day.date.day,
    )
    first = lunar.day == 1
    facts = _day_facts(holiday, first, lunar.month_name if first else lunar.day_name, festivals, terms, grade, language)
    activities = _activities(cell.good, cell.bad, cell.all_bad, language)
    return head + facts + "\n          " + activities + "\n          " + _member_marks(marks, language, comma) + _CELL_TAIL


def _label_rest(lunar_text, grade, festivals, terms, holiday, language) -> str:
    """almanac_labels.day_label after the date, escaped: ' · 腊月廿七 · 凶 · 春节调休上班'."""
    return _lunar_label(lunar_text, language) + _label_tail(grade, festivals, terms, holiday, language)


@lru_cache(maxsize=4096)  # some 720 lunar dates a language
def _lunar_label(lunar_text, language) -> str:
    return escape_html(sharing.SEPARATOR + glossary.label(lunar_text, language))


@lru_cache(maxsize=4096)  # a grade, festivals, terms and holiday: a few hundred a language
def _label_tail(grade, festivals, terms, holiday, language) -> str:
    parts = [glossary.label(grade, language, "grade")]
    parts += [glossary.label(name, language) for name in festivals]
    parts += [glossary.label(name, language) for name in terms]
    if holiday:
        said = _("%(name)s放假") if holiday.off_work else _("%(name)s调休上班")
        parts.append(said % {"name": glossary.label(holiday.name, language, "holiday")})
    return escape_html(sharing.SEPARATOR + sharing.SEPARATOR.join(parts))  # escaping a join: joining the escaped


def _marks_label(marks, language, comma) -> str:
    """The household's marks in the cell's label: ' · 妈妈 冲本命、刑本命'."""
    if not marks:
        return ""
    return join_html("", (
        format_html(" · {} {}", name, join_html(comma, (glossary.label(flag, language) for flag in flags)))
        for name, flags in marks
    ))


@lru_cache(maxsize=4096)  # a holiday, a lunar day's name, festivals, terms and grade: a few hundred a language
def _day_facts(holiday, first: bool, lunar_name: str, festivals, terms, grade: str, language: str) -> str:
    """The cell from the 休/班 mark to the grade."""
    english = normalize_language(language) == ENGLISH
    grade_gloss = (glossary.gloss(grade, "grade") or "") if english else ""
    return format_html(
        '{}</span>\n          <span class="lunar{}">{}</span>\n          {}\n          {}'
        '\n          <span class="grade-tag">{}{}</span>',
        _holiday(holiday, language), " first" if first else "", zh_in(lunar_name, language),
        join_html("", (_named("festival", name, language, english) for name in festivals)),
        join_html("", (_named("term", name, language, english) for name in terms)),
        zh_in(grade, language), format_html(" · {}", grade_gloss) if grade_gloss else "",
    )


def _holiday(holiday, language):
    """The 休 or 班 mark, its title as {% blocktranslate %} writes it (the name escaped, the sentence not)."""
    if not holiday:
        return ""
    said = _("%(name)s放假") if holiday.off_work else _("%(name)s调休上班")
    title = SafeString(said % {"name": escape_html(glossary.label(holiday.name, language, "holiday"))})
    mark = ui(pgettext("public holiday", "休")) if holiday.off_work else ui(pgettext("public holiday", "班"))
    return format_html(' <span class="ph {}" title="{}">{}</span>', "off" if holiday.off_work else "work", title, mark)


def _named(css: str, name: str, language: str, english: bool):
    """A festival or solar term, glossed in English."""
    english_name = glossary.gloss(name) if english else ""
    return format_html('<span class="{}">{}{}</span>', css, zh_in(name, language),
                       format_html(' <span class="gloss" lang="en">{}</span>', english_name) if english_name else "")


def _activities(good, bad, all_bad: bool, language: str) -> str:
    """The cell's notable 宜 and 忌 (activity_run), or 诸事不宜 on a veto day."""
    if all_bad:
        return _all_bad(language)
    return "".join(("\n          ", _yi(good, language), "\n          ", _ji(bad, language), "\n          "))


@lru_cache(maxsize=16)
def _all_bad(language: str) -> str:
    return format_html('<span class="ji">{}</span>', ui(_("诸事不宜")))


@lru_cache(maxsize=2048)  # up to three notable 宜 of eleven: a few hundred a language
def _yi(good, language: str) -> str:
    return format_html('<span class="yi"><b>{}</b> {}</span>', ui(_("宜")), activity_run(good)) if good else ""


@lru_cache(maxsize=2048)  # likewise for 忌
def _ji(bad, language: str) -> str:
    return format_html('<span class="ji"><b>{}</b> {}</span>', ui(_("忌")), activity_run(bad)) if bad else ""


def _member_marks(marks, language, comma):
    """The signed-in household's marks of the day (冲本命 in red, the rest grey)."""
    if not marks:
        return ""
    return format_html('<span class="member-marks">{}</span>', join_html("", (
        format_html('<span class="mm {}">{} {}</span>', "clash" if "冲本命" in flags else "minor", name,
                    join_html(comma, (zhg_in(flag, None, language) for flag in flags)))
        for name, flags in marks
    )))
