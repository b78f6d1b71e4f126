"""What a day or month page says of itself when it is bookmarked or shared: its <title> and its OpenGraph tags.

A day: the date and weekday, the lunar date, the festivals and the public holiday (the title); the grade and
the day's 宜 and 忌 in one line, as a printed almanac gives them (the description). A month: the Gregorian and
lunar months (the title); its festivals, solar terms and public holidays with their dates (the description).

Words come from the catalogues (the active language); almanac terms are converted for zh-hant and, on English
pages, followed by their gloss: '春节 Spring Festival (Lunar New Year)'.
"""

from datetime import date
from functools import lru_cache
from itertools import groupby
from typing import NamedTuple

from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

from almanac.core.api import DayFacts, MonthFacts
from almanac.web.dates import date_writer, format_date, month_date_writer
from almanac.web.glossary import gloss
from almanac.web.i18n import ENGLISH, convert_term, normalize_language
from almanac.web.markup import translators

# The line a printed almanac gives: the everyday activities of seed 001 (《协纪辨方书》摘要), in its order.
EVERYDAY_SEED = "001"
SEPARATOR = " · "


class Share(NamedTuple):
    title: str  # the page's <title> before the site's name, and og:title
    description: str  # og:description and the meta description


def long_date(day: date) -> str:
    """'2025年1月29日 星期三'; in English 'Wednesday, January 29, 2025'."""
    return format_date(day, _("Y年n月j日 l"))


def long_date_writer(month: tuple[int, int] | None = None):
    """long_date in the active language, for the many dates of one page (the format translated once); given a
    (year, month), for its days (a month grid's)."""
    format_string = _("Y年n月j日 l")
    return date_writer(format_string) if month is None else month_date_writer(format_string, *month)


def month_title(year: int, month: int) -> str:
    """'2025年1月'; in English 'January 2025'."""
    return format_date(date(year, month, 1), _("Y年n月"))


def short_date(day: date) -> str:
    """'1月29日'; in English 'Jan 29'."""
    return format_date(day, _("n月j日"))


def term(name: str, kind: str | None = None) -> str:
    """An almanac term in the page's language: '春節' (zh-hant); in English the term and its gloss."""
    language = get_language()
    if normalize_language(language) == ENGLISH:
        english = gloss(name, kind)
        return f"{name} {english}" if english else name
    return convert_term(name, language)


def _names(names: list[str]) -> str:
    return _names_in(tuple(names), get_language())


@lru_cache(maxsize=4096)  # a day's 宜 or 忌 line and the language: the same lists recur from day to day
def _names_in(names: tuple[str, ...], language: str) -> str:
    return pgettext("punctuation", "、").join(term(n) for n in names) or _("无")


def day_share(facts: DayFacts) -> Share:
    _ = translators(get_language())[0]  # its literal messages, each translated once a language
    holiday = facts.public_holiday
    everyday = [v for v in facts.rules.activities if v.activity.source.seed.startswith(EVERYDAY_SEED)]
    lunar = facts.lunar.text
    parts = [long_date(facts.date), _("农历%(date)s") % {"date": term(lunar)}, *(term(n) for n in facts.festivals)]
    if holiday and holiday.name in facts.festivals:  # 春节 the festival is 春节 the holiday: named once
        parts.append(_("放假") if holiday.off_work else _("调休上班"))
    elif holiday:
        words = _("%(name)s放假") if holiday.off_work else _("%(name)s调休上班")
        parts.append(words % {"name": term(holiday.name, "holiday")})
    line = [_("评级%(grade)s") % {"grade": term(facts.rules.grade.name, "grade")}]
    if facts.rules.vetoes:  # each veto's reason reads “name：why” (almanac/core/rules/verdicts.py)
        names = dict.fromkeys(reason.text.split("：", 1)[0] for reason in facts.rules.vetoes)
        line.append(_("诸事不宜（%(names)s）") % {"names": _names(list(names))})
    else:
        line.append(_("宜：%(names)s") % {"names": _names([v.activity.name for v in everyday if v.verdict == "宜"])})
        line.append(_("忌：%(names)s") % {"names": _names([v.activity.name for v in everyday if v.verdict == "忌"])})
    return Share(SEPARATOR.join(parts), SEPARATOR.join(line))


def _runs(days: list[date]) -> str:
    """Dates as runs of consecutive days: '1月28日–2月4日、2月8日'."""
    runs = []
    for _key, group in groupby(enumerate(days), key=lambda pair: pair[1].toordinal() - pair[0]):
        dates = [d for _i, d in group]
        runs.append(short_date(dates[0]) if len(dates) == 1 else f"{short_date(dates[0])}–{short_date(dates[-1])}")
    return pgettext("punctuation", "、").join(runs)


def _holidays(facts: MonthFacts) -> list[str]:
    """'春节 1月28日–2月4日放假', '春节 1月26日、2月8日调休上班' … in the month's order."""
    marked = [(d.public_holiday, d.date) for d in facts.days if d.public_holiday]
    notes = []
    for (name, off_work), group in groupby(marked, key=lambda pair: (pair[0].name, pair[0].off_work)):
        words = _("%(name)s %(dates)s放假") if off_work else _("%(name)s %(dates)s调休上班")
        notes.append(words % {"name": term(name, "holiday"), "dates": _runs([d for _h, d in group])})
    return notes


def month_share(facts: MonthFacts, lunar_span: str) -> Share:
    dated = lambda name, day: _("%(name)s（%(date)s）") % {"name": term(name), "date": short_date(day)}  # noqa: E731
    festivals = [dated(name, d.date) for d in facts.days for name in d.festivals]
    terms = [dated(t.name, d.date) for d in facts.days for t in d.solar_terms if t.name not in d.festivals]
    comma = pgettext("punctuation", "、")
    parts = []
    if festivals:
        parts.append(_("节日：%(list)s") % {"list": comma.join(festivals)})
    if terms:
        parts.append(_("节气：%(list)s") % {"list": comma.join(terms)})
    if holidays := _holidays(facts):
        parts.append(_("法定节假日：%(list)s") % {"list": comma.join(holidays)})
    lunar = _("农历%(months)s") % {"months": convert_term(lunar_span, get_language())}
    title = f"{month_title(facts.year, facts.month)}{SEPARATOR}{lunar}"
    return Share(title, pgettext("punctuation", "；").join(parts))
