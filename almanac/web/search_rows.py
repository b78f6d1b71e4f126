"""A found day of the search results (its `<li>` in the list view) as one piece of HTML.

The list shows up to a hundred days. As a template loop each day was some 150 template nodes (its gods one by one,
the punctuation translated for each god, the holiday badge an include): most of a cold search page's time. Here a
page's words are translated once (`ResultRows`), and the terms the rows repeat — god names, lunar dates, 干支, grades
— are turned into HTML once per language (the rule tables name finitely many). The markup is the template's, byte
for byte; tests/web/test_search.py holds a row to it.
"""

import functools
from datetime import date, timedelta

from django.urls import reverse
from django.utils import translation
from django.utils.dateformat import format as date_format
from django.utils.formats import date_format as localized_date
from django.utils.formats import localize
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext, ngettext, pgettext

from almanac.core import api
from almanac.web.presenters import GRADE_CLASSES
from almanac.web.templatetags.almanac_i18n import glossed, zh

DOUBLE_WEIGHT = frozenset(api.DOUBLE_WEIGHT_GODS)


@functools.lru_cache(maxsize=8192)  # names from the rule tables, lunar dates, 干支: finite, times three languages
def zh_html(text: str, language: str) -> str:
    """`{{ text|zh }}` as the template wrote it (escaped HTML), for `language`."""
    with translation.override(language):
        return conditional_escape(zh(text))


@functools.lru_cache(maxsize=64)
def grade_html(grade: str, language: str) -> str:
    """`{% glossed grade "grade" %}`."""
    with translation.override(language):
        return glossed(grade, "grade")


def day_path(prefix: str, day: date) -> str:
    """The day page's URL, /<year>/<month>/<day>/ under the site's root `prefix` (reverse("home")): the pattern of
    almanac.web.urls "day", written out because a reverse() for each of a hundred rows cost ~3 ms of a page."""
    return f"{prefix}{day.year}/{day.month}/{day.day}/"


def _safe_gettext(message: str, context: str = "") -> str:
    """A UI string as `{% translate %}` writes it: not escaped (a literal msgid is safe, and so is its translation)."""
    return pgettext(context, message) if context else gettext(message)


class ResultRows:
    """What the rows of one results page share: the page's words in its language, the URL root, the three best
    days and the hours listed under each day. `personal` renders a members' line (the profiles template), given a
    row's PersonalFound."""

    def __init__(self, *, best, listed_hours, qimen: bool, hours: bool, personal):
        self.language = get_language()
        self.best = frozenset(best)
        self.listed_hours = listed_hours or {}
        self.qimen, self.hours, self.personal = qimen, hours, personal
        self.root = reverse("home")
        words = {
            "best": "最好的三日", "day": "日", "score_title": "分 = 评级分 + 2 ×（宜神 − 忌神）", "score": "分",
            "good": "宜", "although": "虽有", "hour": "时", "qimen_hours": "奇门吉时", "good_hours": "吉时",
        }
        self.words = {key: _safe_gettext(message) for key, message in words.items()}
        marks = {"comma": "、", "colon": "：", "open": "（", "close": "）", "semicolon": "；"}
        self.marks = {key: _safe_gettext(mark, "punctuation") for key, mark in marks.items()}
        # zh_join escapes its separator, the template's {% translate %} does not: the same text in every catalogue.
        self.join_comma = conditional_escape(pgettext("punctuation", "、"))
        monday = date(2024, 1, 1)
        self.weekdays = [conditional_escape(date_format(monday + timedelta(days=n), "D")) for n in range(7)]
        self.badges: dict = {}

    def month(self, group, badge) -> SafeString:
        """A MonthGroup's <section>: its heading (linked to the month page, with the number of days listed) and its
        rows. `badge(holiday, named)` gives a holiday badge's HTML."""
        first, count = group.first, len(group.rows)
        anchor = f"rm-{first.year:04d}-{first.month:02d}"
        if self.language == "en":
            title = conditional_escape(localized_date(first, "F Y"))
        else:  # as {% blocktranslate %} fills in its values: localized, escaped
            title = gettext("%(year)s年%(month)s月") % {"year": localize(first.year), "month": localize(first.month)}
        days = ngettext("%(number)s 日", "%(number)s 日", count) % {"number": localize(count)}
        rows = "".join(self.row(found, item, badge) for found, item in group.rows)
        return mark_safe(
            f'<section class="result-month" aria-labelledby="{anchor}">\n'
            f'    <h3 id="{anchor}"><a href="{conditional_escape(reverse("month", args=(first.year, first.month)))}">'
            f'{title}</a>\n'
            f'      <small class="note">{days}</small></h3>\n'
            f'    <ol class="results">\n'
            f'    {rows}\n'
            f'    </ol>\n'
            f'  </section>'
        )

    def row(self, found, item, badge) -> str:
        """The `<li>` of a found day; `item` is its members' PersonalFound (or None), `badge(holiday, named)` the
        holiday badge's HTML."""
        day, language, words = found.day, self.language, self.words
        when = day.date
        parts = found.parts
        is_best = when in self.best
        gods = self.marks["comma"].join(
            f"<b>{zh_html(name, language)}</b><sup>×2</sup>" if name in DOUBLE_WEIGHT else zh_html(name, language)
            for name in found.verdict.good
        )
        bad = found.verdict.bad
        against = (f' <span class="bad">· {words["although"]} '
                   f'{self.join_comma.join(zh_html(name, language) for name in bad)}</span>') if bad else ""
        return (
            f'\n    <li class="result {GRADE_CLASSES.get(day.rules.grade.name, "")}{" best" if is_best else ""}">\n'
            f'      <div class="r-head">\n'
            f'        <a class="r-date" href="{day_path(self.root, when)}"><b>{when.isoformat()}</b> '
            f'{self.weekdays[when.weekday()]}</a>{badge(day.public_holiday, True)}\n'
            f'        {self._best_mark() if is_best else ""}\n'
            f'        <span class="r-lunar">{zh_html(day.lunar.text, language)} · '
            f'{zh_html(day.pillars.day.name, language)}{words["day"]}</span>\n'
            f'      </div>\n'
            f'      <div class="r-rate"><span class="r-grade">{grade_html(day.rules.grade.name, language)}</span>\n'
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
        listed = self.listed_hours.get(when, ())
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
