"""Bad input, told plainly. Every message here is meant to be shown to a person."""

import re
from datetime import date
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED


class AlmanacInputError(ValueError):
    """Input the almanac cannot answer; str() is a message for the user (English, for the CLI and API).

    `msgid` and `params` carry the same message in the site's source language (simplified Chinese) so
    that the web layer can translate it with gettext; the core itself stays free of Django.
    """

    def __init__(self, message: str, *, msgid: str = "", **params):
        super().__init__(message)
        self.msgid = msgid
        self.params = params


class InvalidDate(AlmanacInputError):
    pass


class OutOfRange(AlmanacInputError):
    pass


class UnknownActivity(AlmanacInputError):
    """An activity name the catalogue does not have (the message lists the names it has)."""


class UnknownCity(AlmanacInputError):
    """A city key that is not among the sun-time cities (the message lists the valid keys)."""


class UnknownMountain(AlmanacInputError):
    """A name that is none of the 24 mountains."""


class PersonalInputError(AlmanacInputError):
    """Birth data the almanac cannot use."""


class InvalidSearchFilter(AlmanacInputError):
    """A date search's filter or order that is none of its values (days off, minimum grade, sort)."""


class FutureBirthDate(PersonalInputError):
    """A birth date after today: usable (an expected child), but worth a second look."""


class EphemerisUnavailable(RuntimeError):
    """The ephemeris a date's sun times need could not be loaded (only DE423, for dates from 2053 on)."""


RANGE_TEXT = f"{FIRST_SUPPORTED.isoformat()} to {LAST_SUPPORTED.isoformat()}"
RANGE_TEXT_ZH = f"{FIRST_SUPPORTED.isoformat()} 至 {LAST_SUPPORTED.isoformat()}"
_DATE_RE = re.compile(r"^\s*(\d{1,4})-(\d{1,2})-(\d{1,2})\s*$")
_MONTH_RE = re.compile(r"^\s*(\d{1,4})-(\d{1,2})\s*$")


def check_supported(day: date) -> date:
    if not FIRST_SUPPORTED <= day <= LAST_SUPPORTED:
        raise OutOfRange(
            f"{day.isoformat()} is outside the supported range {RANGE_TEXT}",
            msgid="%(value)s 超出支持范围 %(range)s", value=day.isoformat(), range=RANGE_TEXT_ZH,
        )
    return day


def make_date(year: int, month: int, day: int) -> date:
    """A supported date from its parts, or a clear InvalidDate/OutOfRange."""
    text = f"{year:04d}-{month:02d}-{day:02d}"
    if not 1 <= month <= 12:
        raise InvalidDate(
            f"{text} is not a date: there is no month {month}",
            msgid="%(text)s 不是日期：没有 %(month)s 月", text=text, month=month,
        )
    try:
        value = date(year, month, day)
    except (ValueError, OverflowError):  # OverflowError: a number past C's int (/2147483648/1/1/)
        if 1 <= year <= 9999:
            raise InvalidDate(
                f"{text} is not a date: {year:04d}-{month:02d} has no day {day}",
                msgid="%(text)s 不是日期：%(year_month)s 没有 %(day)s 日",
                text=text, year_month=f"{year:04d}-{month:02d}", day=day,
            ) from None
        raise OutOfRange(
            f"{text} is outside the supported range {RANGE_TEXT}",
            msgid="%(value)s 超出支持范围 %(range)s", value=text, range=RANGE_TEXT_ZH,
        ) from None
    return check_supported(value)


def parse_date(text: str) -> date:
    """Parse YYYY-MM-DD into a supported date."""
    match = _DATE_RE.match(text or "")
    if not match:
        raise InvalidDate(
            f"{text!r} is not a date; write it as YYYY-MM-DD, e.g. 2025-01-29",
            msgid="%(text)s 不是日期；请写作 YYYY-MM-DD，如 2025-01-29", text=repr(text),
        )
    return make_date(*(int(part) for part in match.groups()))


MAX_RANGE_DAYS = 3 * 366 + 1  # a date search or a wedding list: “a date range (up to three years)”


def check_year(year: int) -> int:
    """A calendar year of the supported range (1901–2099)."""
    if not FIRST_SUPPORTED.year <= year <= LAST_SUPPORTED.year:
        span = f"{FIRST_SUPPORTED.year}–{LAST_SUPPORTED.year}"
        raise OutOfRange(
            f"year {year} is outside the supported range {span}",
            msgid="%(value)s 年超出支持范围 %(range)s", value=year, range=span,
        )
    return year


def check_range(start: date, end: date) -> int:
    """Both ends supported, in order, at most MAX_RANGE_DAYS apart; returns the number of days."""
    check_supported(start)
    check_supported(end)
    if end < start:
        raise InvalidDate(
            f"the range ends ({end.isoformat()}) before it starts ({start.isoformat()})",
            msgid="范围的结束日 %(end)s 早于开始日 %(start)s", start=start.isoformat(), end=end.isoformat(),
        )
    days = (end - start).days + 1
    if days > MAX_RANGE_DAYS:
        raise InvalidDate(
            f"the range is {days} days long; search at most three years ({MAX_RANGE_DAYS} days) at a time",
            msgid="范围长 %(days)s 日；一次最多查三年（%(max)s 日）", days=days, max=MAX_RANGE_DAYS,
        )
    return days


def check_month(year: int, month: int) -> tuple[int, int]:
    text = f"{year:04d}-{month:02d}"
    if not 1 <= month <= 12:
        raise InvalidDate(
            f"{text} is not a month: months run 01 to 12", msgid="%(text)s 不是月份：月份为 01 至 12", text=text
        )
    if not FIRST_SUPPORTED.year <= year <= LAST_SUPPORTED.year:
        months = f"{FIRST_SUPPORTED.year}-01", f"{LAST_SUPPORTED.year}-12"
        raise OutOfRange(
            f"{text} is outside the supported range {months[0]} to {months[1]}",
            msgid="%(value)s 超出支持范围 %(range)s", value=text, range=f"{months[0]} 至 {months[1]}",
        )
    return year, month


def parse_month(text: str) -> tuple[int, int]:
    """Parse YYYY-MM into a supported (year, month)."""
    match = _MONTH_RE.match(text or "")
    if not match:
        raise InvalidDate(
            f"{text!r} is not a month; write it as YYYY-MM, e.g. 2025-01",
            msgid="%(text)s 不是月份；请写作 YYYY-MM，如 2025-01", text=repr(text),
        )
    return check_month(int(match.group(1)), int(match.group(2)))


# The compass counts 立春 years: 1901-01-01 lies in the 立春 year 1900, 2099-12-31 in 2099.
FIRST_SOLAR_YEAR = FIRST_SUPPORTED.year - 1
LAST_SOLAR_YEAR = LAST_SUPPORTED.year


def check_solar_year(year: int) -> int:
    """A 立春 year of the supported range (1900–2099)."""
    if not isinstance(year, int) or not FIRST_SOLAR_YEAR <= year <= LAST_SOLAR_YEAR:
        span = f"{FIRST_SOLAR_YEAR}–{LAST_SOLAR_YEAR}"
        raise OutOfRange(
            f"year {year} is outside the supported range {span} (立春 years)",
            msgid="%(value)s 年超出支持范围 %(range)s", value=year, range=span,
        )
    return year


def check_solar_month(month: int) -> int:
    """A 节气 month: 1 (寅月, from 立春) … 12 (丑月, from 小寒)."""
    if not isinstance(month, int) or not 1 <= month <= 12:
        raise InvalidDate(
            f"there is no solar month {month}; months run 1 (寅月) to 12 (丑月)",
            msgid="%(value)s 不是节气月（1 = 寅月 … 12 = 丑月）", value=month,
        )
    return month


def check_compass(year: int, month: int | None = None) -> tuple[int, int | None]:
    """A 立春 year of the supported range and, if given, a solar-term month."""
    if month is not None:
        check_solar_month(month)
    return check_solar_year(year), month


# --- a member's birth data (rules/birth.py turns it into PersonalFacts) ----------------------------

SEXES = ("男", "女")  # as the rules read them: 男女九宫 counts 逆 for 男, 顺 for 女


@cache
def _zone_names() -> frozenset[str]:
    return frozenset(available_timezones())


def check_timezone(name: str) -> ZoneInfo:
    """The zone of an IANA name such as Asia/Shanghai, or PersonalInputError."""
    text = (name or "").strip()
    if text and text in _zone_names():
        try:
            return ZoneInfo(text)
        except (ZoneInfoNotFoundError, ValueError):  # pragma: no cover - listed but unreadable
            pass
    raise PersonalInputError(
        f"{text!r} is not a known IANA timezone (e.g. Asia/Shanghai, America/New_York)",
        msgid="「%(name)s」不是已知的 IANA 时区名称（如 Asia/Shanghai、America/New_York）",
        name=text,
    )


def check_birth_date(value: date) -> date:
    """A birth date of the supported range (1901–2099), or PersonalInputError."""
    if not FIRST_SUPPORTED <= value <= LAST_SUPPORTED:
        raise PersonalInputError(
            f"the birth date {value.isoformat()} is outside 1901-01-01 to 2099-12-31",
            msgid="出生日期 %(value)s 超出支持范围 1901-01-01 至 2099-12-31",
            value=value.isoformat(),
        )
    return value


def check_birth_not_future(value: date, today: date) -> date:
    """A birth date no later than `today` (the caller's today, in CST), or FutureBirthDate."""
    if value > today:
        raise FutureBirthDate(
            f"the birth date {value.isoformat()} is after today ({today.isoformat()})",
            msgid="出生日期 %(value)s 在今天（%(today)s）之后", value=value.isoformat(), today=today.isoformat(),
        )
    return value


def check_longitude(value: float | None) -> float:
    """A longitude in degrees east (−180 to 180; west negative), or PersonalInputError."""
    if value is None or not isinstance(value, int | float) or not -180 <= value <= 180:
        raise PersonalInputError(
            f"a longitude is −180 to 180 degrees east (west negative), not {value!r}",
            msgid="经度须在 −180 至 180 度之间（东经为正，西经为负）",
        )
    return float(value)


def check_sex(value: str) -> str:
    """男 or 女, or PersonalInputError."""
    if value not in SEXES:
        raise PersonalInputError(f"sex must be 男 or 女, not {value!r}", msgid="性别须为「男」或「女」")
    return value
