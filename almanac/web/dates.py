"""Dates written as Django's date formats write them ('Y年n月j日 l', 'l, F j, Y', 'n月j日' …), for the many dates
of a page: the format split once, each field a plain lookup, the month and weekday names translated once a
language. Django's own formatter builds a DateFormat, parses the format and translates a lazy name for every date
(≈ 25 µs a date; a month grid labels 30 of them).
"""

from datetime import date
from functools import lru_cache

from django.utils import dateformat
from django.utils.dates import MONTHS, MONTHS_3, WEEKDAYS, WEEKDAYS_ABBR
from django.utils.translation import get_language

# The fields written here, each as django.utils.dateformat.DateFormat writes it for a date.
_FIELDS = {
    "Y": lambda day, names: "%04d" % day.year,
    "n": lambda day, names: str(day.month),
    "j": lambda day, names: str(day.day),
    "l": lambda day, names: names.weekdays[day.weekday()],
    "D": lambda day, names: names.weekdays_abbr[day.weekday()],
    "F": lambda day, names: names.months[day.month],
    "M": lambda day, names: names.months_3[day.month],
}


@lru_cache(maxsize=64)  # the pages use a handful of formats, in three languages
def _pieces(format_string: str):
    """The format as (field, literal) pairs, as Django's Formatter splits it; None when it has a field not in
    _FIELDS (Django writes that one)."""
    parts = dateformat.re_formatchars.split(format_string)
    if any(field not in _FIELDS for field in parts[1::2]):
        return None
    return tuple(
        (_FIELDS[part], None) if i % 2 else (None, dateformat.re_escaped.sub(r"\1", part))
        for i, part in enumerate(parts)
        if part
    )


class _Names:
    """The month and weekday names of the active language (django.utils.dates' lazy names, translated)."""

    def __init__(self):
        self.weekdays = tuple(str(WEEKDAYS[i]) for i in range(7))
        self.weekdays_abbr = tuple(str(WEEKDAYS_ABBR[i]) for i in range(7))
        self.months = {m: str(MONTHS[m]) for m in range(1, 13)}
        self.months_3 = {m: str(MONTHS_3[m]).title() for m in range(1, 13)}


@lru_cache(maxsize=16)
def _names(language: str | None) -> _Names:
    return _Names()  # built while `language` is active: the caller passes get_language()


def format_date(day: date, format_string: str) -> str:
    """django.utils.dateformat.format(day, format_string), the same text, for a date (not a datetime)."""
    return date_writer(format_string)(day)


def date_writer(format_string: str):
    """format_date with this format in the active language, for the many dates of one page."""
    format_string = str(format_string)
    pieces = _pieces(format_string)
    if pieces is None:
        return lambda day: dateformat.format(day, format_string)
    names = _names(get_language())

    def write(day: date) -> str:
        if type(day) is not date:
            return dateformat.format(day, format_string)
        return "".join(literal if field is None else field(day, names) for field, literal in pieces)

    return write


_MONTH_FIELDS = {_FIELDS[c] for c in "YnFM"}  # the fields that are the same on every day of a month


def month_date_writer(format_string: str, year: int, month: int):
    """date_writer for the days of one month (a month grid's): the year's and the month's fields written once,
    only the day's own (its number, its weekday) written for each; any other date as date_writer writes it."""
    format_string = str(format_string)
    pieces = _pieces(format_string)
    general = date_writer(format_string)
    if pieces is None:
        return general
    names = _names(get_language())
    first = date(year, month, 1)
    folded: list = []  # (field, None) or (None, literal), neighbouring literals joined
    for field, literal in pieces:
        if field in _MONTH_FIELDS:
            field, literal = None, field(first, names)
        if field is None and folded and folded[-1][0] is None:
            folded[-1] = (None, folded[-1][1] + literal)
        else:
            folded.append((field, literal))
    folded = tuple(folded)

    def write(day: date) -> str:
        if type(day) is not date or day.month != month or day.year != year:
            return general(day)
        return "".join(literal if field is None else field(day, names) for field, literal in folded)

    return write
