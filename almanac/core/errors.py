"""Bad input, told plainly. Every message here is meant to be shown to a person."""

import re
from datetime import date

from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED


class AlmanacInputError(ValueError):
    """Input the almanac cannot answer; str() is a message for the user."""


class InvalidDate(AlmanacInputError):
    pass


class OutOfRange(AlmanacInputError):
    pass


RANGE_TEXT = f"{FIRST_SUPPORTED.isoformat()} to {LAST_SUPPORTED.isoformat()}"
_DATE_RE = re.compile(r"^\s*(\d{1,4})-(\d{1,2})-(\d{1,2})\s*$")
_MONTH_RE = re.compile(r"^\s*(\d{1,4})-(\d{1,2})\s*$")


def check_supported(day: date) -> date:
    if not FIRST_SUPPORTED <= day <= LAST_SUPPORTED:
        raise OutOfRange(f"{day.isoformat()} is outside the supported range {RANGE_TEXT}")
    return day


def make_date(year: int, month: int, day: int) -> date:
    """A supported date from its parts, or a clear InvalidDate/OutOfRange."""
    text = f"{year:04d}-{month:02d}-{day:02d}"
    if not 1 <= month <= 12:
        raise InvalidDate(f"{text} is not a date: there is no month {month}")
    try:
        value = date(year, month, day)
    except ValueError:
        if 1 <= year <= 9999:
            raise InvalidDate(f"{text} is not a date: {year:04d}-{month:02d} has no day {day}") from None
        raise OutOfRange(f"{text} is outside the supported range {RANGE_TEXT}") from None
    return check_supported(value)


def parse_date(text: str) -> date:
    """Parse YYYY-MM-DD into a supported date."""
    match = _DATE_RE.match(text or "")
    if not match:
        raise InvalidDate(f"{text!r} is not a date; write it as YYYY-MM-DD, e.g. 2025-01-29")
    return make_date(*(int(part) for part in match.groups()))


def check_month(year: int, month: int) -> tuple[int, int]:
    if not 1 <= month <= 12:
        raise InvalidDate(f"{year:04d}-{month:02d} is not a month: months run 01 to 12")
    if not FIRST_SUPPORTED.year <= year <= LAST_SUPPORTED.year:
        raise OutOfRange(
            f"{year:04d}-{month:02d} is outside the supported range "
            f"{FIRST_SUPPORTED.year}-01 to {LAST_SUPPORTED.year}-12"
        )
    return year, month


def parse_month(text: str) -> tuple[int, int]:
    """Parse YYYY-MM into a supported (year, month)."""
    match = _MONTH_RE.match(text or "")
    if not match:
        raise InvalidDate(f"{text!r} is not a month; write it as YYYY-MM, e.g. 2025-01")
    return check_month(int(match.group(1)), int(match.group(2)))
