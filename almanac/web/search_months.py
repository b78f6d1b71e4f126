"""A found day of the search results (its `<li>` in the list view) as one piece of HTML.

The list shows up to a hundred days. As a template loop each day was some 150 template nodes (its gods one by one,
the punctuation translated for each god, the holiday badge an include): most of a cold search page's time. Here the
pages' words are translated once per language (`page_words`), and the terms the rows repeat — god names, lunar
dates, 干支, grades — are turned into HTML once per language (the rule tables name finitely many). The markup is the
template's, byte for byte; tests/web/test_search.py holds a row to it.
"""

import functools
from datetime import date, timedelta
from typing import NamedTuple

from django.urls import reverse
from django.utils import translation
from django.utils.dateformat import format as date_format
from django.utils.formats import date_format as localized_date
from django.utils.formats import localize
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext, ngettext, pgettext

from almanac.core import api
from almanac.profiles.templatetags.profiles_tags import personal_verdict
from almanac.web.glossary import label
from almanac.web.presenters import GRADE_CLASSES
from almanac.web.templatetags.almanac_i18n import glossed, zh

DOUBLE_WEIGHT = frozenset(api.DOUBLE_WEIGHT_GODS)


@functools.lru_cache(maxsize=8192)  # names from the rule tables, lunar dates, 干支: finite, times three languages
def zh_html(text: str, language: str) -> str:
    """`{{ text|zh }}` as the template wrote it (escaped HTML), for `language`."""
    with translation.override(language):
        return conditional_escape(zh(text))


@functools.lru_cache(maxsize=4096)  # a day's 宜 gods for an activity: a few hundred lists in the rule tables' days
def good_gods_html(names: tuple[str, ...], comma: str, language: str) -> str:
    """The 宜 gods of a row, each as `zh` gives it, the 德 that weigh 2 in bold with ×2, joined by the page's 、."""
    return comma.join(
        f"<b>{zh_html(name, language)}</b><sup>×2</sup>" if name in DOUBLE_WEIGHT else zh_html(name, language)
        for name in names
    )


@functools.lru_cache(maxsize=64)
def grade_html(grade: str, language: str) -> str:
    """`{% glossed grade "grade" %}`."""
    with translation.override(language):
        return glossed(grade, "grade")


@functools.lru_cache(maxsize=1024)
def label_text(name: str, language: str) -> str:
    """`{{ name|label }}` in an attribute (almanac_labels): the term, in English its gloss; escaped."""
    return conditional_escape(label(name, language))


def day_path(prefix: str, day: date) -> str:
    """The day page's URL, /<year>/<month>/<day>/ under the site's root `prefix` (reverse("home")): the pattern of
    almanac.web.urls "day", written out because a reverse() for each of a hundred rows cost ~3 ms of a page."""
    return f"{prefix}{day.year}/{day.month}/{day.day}/"


def month_path(prefix: str, first: date) -> str:
    """The month page's URL, /<year>/<month>/ (almanac.web.urls "month"), as day_path writes the day's."""
    return f"{prefix}{first.year}/{first.month}/"


class PageWords(NamedTuple):
    """The words and marks a results page writes around its days, in one language."""

    words: dict[str, str]
    marks: dict[str, str]
    join_comma: str
    weekdays: list[str]
    month_title: str  # "%(year)s年%(month)s月" (the English pages write the month's name)
    plain_numbers: bool  # localize(n) is str(n) for an int (no thousands separator)


@functools.lru_cache(maxsize=8)  # per language: some twenty lookups in the catalogue a page
def page_words(language: str) -> PageWords:
    with translation.override(language):
        # Literal calls, so that makemessages finds each msgid here too (the template no longer holds them).
        words = {
            "best": gettext("最好的三日"), "day": gettext("日"), "score_title": gettext("分 = 评级分 + 2 ×（宜神 − 忌神）"),
            "score": gettext("分"), "good": gettext("宜"), "although": gettext("虽有"), "hour": gettext("时"),
            "qimen_hours": gettext("奇门吉时"), "good_hours": gettext("吉时"), "off_work": gettext("放假"),
            "make_up_work": gettext("调休上班"), "hedged": gettext("随出生时刻而异"),
        }
        marks = {
            "comma": pgettext("punctuation", "、"), "colon": pgettext("punctuation", "："),
            "open": pgettext("punctuation", "（"), "close": pgettext("punctuation", "）"),
            "semicolon": pgettext("punctuation", "；"), "query": pgettext("punctuation", "？"),
        }
        # zh_join escapes its separator, the template's {% translate %} does not: the same text in every catalogue.
        join_comma = conditional_escape(pgettext("punctuation", "、"))
        monday = date(2024, 1, 1)
        weekdays = [conditional_escape(date_format(monday + timedelta(days=n), "D")) for n in range(7)]
        plain_numbers = localize(1234567) == "1234567"
        return PageWords(words, marks, join_comma, weekdays, gettext("%(year)s年%(month)s月"), plain_numbers)


@functools.lru_cache(maxsize=128)  # a month's number of listed days (1–31), in three languages
def days_count_html(count: int, language: str) -> str:
    """A month heading's `{% blocktranslate count number=… %}{{ number }} 日{% endblocktranslate %}`."""
    with translation.override(language):
        return ngettext("%(number)s 日", "%(number)s 日", count) % {"number": localize(count)}


class ResultMonths:
    """What the months of one results page share: the page's words in its language, the URL root, the three best
    days and the hours listed under each day (`listed_hours()`, asked for only by a list that shows hours).
    `badge(holiday, named)` gives a holiday badge's HTML (its template), `personal(item)` a found day's members'
    line (the profiles template) for its PersonalFound."""

    def __init__(self, *, best, listed_hours, qimen: bool, hours: bool, activity: str, badge, personal):
        self.language = get_language()
        self.best = frozenset(best)
        self.listed_hours = functools.cache(lambda: listed_hours() or {})
        self.qimen, self.hours, self.activity = qimen, hours, activity
        self.badge, self.personal = badge, personal
        self.no_badge = badge(None, False)  # what the badge's template writes for the many days without a holiday
        self.root = reverse("home")
        (self.words, self.marks, self.join_comma, self.weekdays, self.month_title,
         self.plain_numbers) = page_words(self.language)

    def _heading(self, anchor: str, first: date, count: int) -> str:
        """A month's <h3>: the month linked to its page, and the number of days it lists."""
        if self.language == "en":
            title = conditional_escape(localized_date(first, "F Y"))
        elif self.plain_numbers:  # as {% blocktranslate %} fills in its values: localized, escaped
            title = self.month_title % {"year": str(first.year), "month": str(first.month)}
        else:
            title = self.month_title % {"year": localize(first.year), "month": localize(first.month)}
        days = days_count_html(count, self.language)
        return (f'<h3 id="{anchor}"><a href="{month_path(self.root, first)}">'
                f'{title}</a>\n'
                f'      <small class="note">{days}</small></h3>')

    def month(self, group) -> SafeString:
        """A MonthGroup's <section> in the list view: its heading and its rows."""
        anchor = f"rm-{group.first.year:04d}-{group.first.month:02d}"
        rows = "".join(self.row(found, item) for found, item in group.rows)
        return mark_safe(
            f'<section class="result-month" aria-labelledby="{anchor}">\n'
            f'    {self._heading(anchor, group.first, len(group.rows))}\n'
            f'    <ol class="results">\n'
            f'    {rows}\n'
            f'    </ol>\n'
            f'  </section>'
        )

    def row(self, found, item) -> str:
        """The `<li>` of a found day; `item` is its members' PersonalFound (or None)."""
        language, words = self.language, self.words
        when, holiday = found.date, found.public_holiday
        parts = found.parts
        is_best = when in self.best
        gods = good_gods_html(found.verdict.good, self.marks["comma"], language)
        bad = found.verdict.bad
        against = (f' <span class="bad">· {words["although"]} '
                   f'{self.join_comma.join(zh_html(name, language) for name in bad)}</span>') if bad else ""
        return (
            f'\n    <li class="result {GRADE_CLASSES.get(found.grade, "")}{" best" if is_best else ""}">\n'
            f'      <div class="r-head">\n'
            f'        <a class="r-date" href="{day_path(self.root, when)}"><b>{when.isoformat()}</b> '
            f'{self.weekdays[when.weekday()]}</a>{self.badge(holiday, True) if holiday else self.no_badge}\n'
            f'        {self._best_mark() if is_best else ""}\n'
            f'        <span class="r-lunar">{zh_html(found.lunar.names[0], language)} · '
            f'{zh_html(found.pillar.name, language)}{words["day"]}</span>\n'
            f'      </div>\n'
            f'      <div class="r-rate"><span class="r-grade">{grade_html(found.grade, language)}</span>\n'
            f'        <span class="r-score" title="{words["score_title"]}">{words["score"]} <b>{found.score}</b> '
            f'<span class="score-parts">= {parts.grade_points} + 2×({parts.for_weight}−{parts.against_weight})'
            f'</span></span></div>\n'
            f'      <div class="r-body"><div class="r-gods"><span class="good">{words["good"]} {gods}</span>{against}'
            f'</div>\n'
            f'      {self.personal(item) if item else ""}</div>\n'
            f'      {self._hours(when)}\n'
            f'    </li>'
        )

    def _best_mark(self) -> str:
        return f'<span class="best-mark" title="{self.words["best"]}">★</span>'

    def _hours(self, when: date) -> str:
        """The day's 奇门 hours (linked to their charts) or its good hours, when the search lists hours."""
        if not (self.qimen or self.hours):
            return ""
        language, words, marks = self.language, self.words, self.marks
        listed = self.listed_hours().get(when, ())
        if self.qimen:
            links = []
            for hour, chart in listed:
                url = conditional_escape(reverse("day-qimen", args=(when.year, when.month, when.day, hour.branch)))
                palaces = marks["semicolon"].join(zh_html(p["text"], language) for p in chart["lucky_palaces"])
                links.append(
                    f'\n        <a class="qimen-hour" href="{url}">{zh_html(hour.branch, language)}{words["hour"]}'
                    f'{marks["open"]}{conditional_escape(hour.start)}–{conditional_escape(hour.end)}{marks["close"]}'
                    f'</a><span class="note">{palaces}</span>'
                )
            # (the template's {% elif %} followed on a line of its own)
            return (f'<div class="r-hours"><span class="note">{words["qimen_hours"]}{marks["colon"]}</span>'
                    f'{" · ".join(links)}</div>\n      ')
        listed_text = " ".join(
            f'{zh_html(hour.branch, language)}{words["hour"]}{marks["open"]}{conditional_escape(hour.start)}–'
            f'{conditional_escape(hour.end)}{marks["close"]}' for hour, _chart in listed
        )
        return f'<div class="r-hours"><span class="note">{words["good_hours"]}{marks["colon"]}{listed_text}</span></div>'

    def grid_month(self, month, weekday_headers) -> SafeString:
        """A CalendarMonth's <section> in the calendar view: its heading, the weekdays, a cell for each day."""
        anchor = f"sm-{month.first.year:04d}-{month.first.month:02d}"
        names = "".join(f'<th scope="col">{conditional_escape(name)}</th>' for name in weekday_headers)
        weeks = "".join(
            "<tr>" + "".join(self._cell(cell) if cell else '<td class="pad"></td>' for cell in week) + "</tr>"
            for week in month.weeks
        )
        return mark_safe(
            f'<section class="search-month" aria-labelledby="{anchor}">\n'
            f'    {self._heading(anchor, month.first, month.found)}\n'
            f'    <table class="search-cal">\n'
            f'      <thead><tr>{names}</tr></thead>\n'
            f'      <tbody>{weeks}</tbody>\n'
            f'    </table>\n'
            f'  </section>'
        )

    def _cell(self, cell) -> str:
        """A day of a month grid: a found day (linked, its score, the members it is not 宜 for), a day dropped for a
        member (linked, who), or a day the search did not find."""
        when, holiday = cell.date, cell.holiday
        number = f'<span class="n">{when.day}</span>{self.badge(holiday, False) if holiday else self.no_badge}'
        if cell.row:
            found, is_best = cell.row.found, when in self.best
            css = f'found {conditional_escape(cell.grade_class)}{" best" if is_best else ""}'
            members = self._verdicts(cell.row.item, lambda v: v.verdict != "宜" or v.hedged)
            body = (f'<a href="{day_path(self.root, when)}" aria-label="{self._found_label(cell, members)}">\n'
                    f'          {number}{self._grid_best_mark() if is_best else ""}\n'
                    f'          <span class="s">{found.score}</span>\n'
                    f'          {"".join(self._member_mark(member, v, "minor") for member, v in members)}\n'
                    f'        </a>\n        ')
        elif cell.dropped:
            css = "dropped"
            members = self._verdicts(cell.dropped, lambda v: v.verdict == "忌" and not v.hedged)
            said = "".join(f" {conditional_escape(member)} {label_text(v.verdict, self.language)}" for member, v in members)
            body = (f'<a href="{day_path(self.root, when)}" aria-label="{when.isoformat()}{said}">{number}\n'
                    f'          {"".join(self._member_mark(member, v, "clash") for member, v in members)}</a>\n        ')
        else:
            css, body = ("" if cell.in_range else "out"), number
        return f'\n        <td class="{css}">\n        {body}\n        </td>'

    def _grid_best_mark(self) -> str:
        return '<span class="best-mark" aria-hidden="true">★</span>'

    def _verdicts(self, item, shown) -> list:
        """(member, verdict) of a PersonalFound's members whose verdict on the searched activity `shown` keeps."""
        if item is None:
            return []
        verdicts = [(day.member, personal_verdict(day, self.activity) or _NoVerdict) for day in item.days]
        return [(member, v) for member, v in verdicts if shown(v)]

    def _found_label(self, cell, members) -> str:
        """A found day's aria-label: date, grade, score, holiday, and the members it is not plainly 宜 for."""
        found, holiday, language, words = cell.row.found, cell.holiday, self.language, self.words
        text = (f"{cell.date.isoformat()} {label_text(found.grade, language)} {words['score']} "
                f"{found.score}")
        if holiday:
            text += (f" {label_text(holiday.name, language)} "
                     f"{words['off_work'] if holiday.off_work else words['make_up_work']}")
        for member, v in members:
            text += f" {conditional_escape(member)} {label_text(v.verdict, language)}"
            text += f" {words['hedged']}" if v.hedged else ""
        return text

    def _member_mark(self, member, verdict, kind: str) -> str:
        """A member's mark in a grid cell: the name's first character and the verdict (？ when it depends on the
        birth time), titled with the name and the verdict."""
        hedged = self.words["hedged"] if kind == "minor" and verdict.hedged else ""
        return (f'<span class="mm {kind}" aria-hidden="true" title="{conditional_escape(member)} '
                f'{label_text(verdict.verdict, self.language)}{" " + hedged if hedged else ""}">'
                f'{conditional_escape(member[:1])}{zh_html(verdict.verdict, self.language)}'
                f'{self.marks["query"] if hedged else ""}</span>')


class _NoVerdict:
    """What the template read for a member without a verdict on the activity (personal_verdict's None): none."""

    verdict = ""
    hedged = False
