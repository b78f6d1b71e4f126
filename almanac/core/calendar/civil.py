"""Civil time: China Standard Time, Beijing local mean time before 1929, day ordinals.

All day-level facts are computed on China Standard Time (UTC+8) civil days. The lunar calendar
of 1901–1928 was computed on Beijing local mean time (UTC+7:45:40, longitude 116°25′), so lunar
month starts and 中气 days before 1929 use that offset (see lunar.py).
"""

from datetime import date, datetime, timedelta, timezone

CST_OFFSET_SECONDS = 8 * 3600
BEIJING_LMT_OFFSET_SECONDS = 7 * 3600 + 45 * 60 + 40
CST = timezone(timedelta(seconds=CST_OFFSET_SECONDS), "CST")

FIRST_SUPPORTED = date(1901, 1, 1)
LAST_SUPPORTED = date(2099, 12, 31)

_UNIX_EPOCH_ORDINAL = date(1970, 1, 1).toordinal()
# Lunar-calendar civil days switch from Beijing mean time to UTC+8 at 1929-01-01 00:00 (UTC+8).
_LUNAR_CST_FROM_UTC = (date(1929, 1, 1).toordinal() - _UNIX_EPOCH_ORDINAL) * 86400 - CST_OFFSET_SECONDS


def cst_ordinal(utc_seconds: int) -> int:
    """The proleptic-Gregorian ordinal of the CST civil day containing a UTC instant."""
    return _UNIX_EPOCH_ORDINAL + (utc_seconds + CST_OFFSET_SECONDS) // 86400


def lunar_civil_ordinal(utc_seconds: int) -> int:
    """The civil day used by the lunar calendar: Beijing mean time before 1929, CST from then on."""
    offset = BEIJING_LMT_OFFSET_SECONDS if utc_seconds < _LUNAR_CST_FROM_UTC else CST_OFFSET_SECONDS
    return _UNIX_EPOCH_ORDINAL + (utc_seconds + offset) // 86400


def cst_datetime(utc_seconds: int) -> datetime:
    return datetime.fromtimestamp(utc_seconds, CST)


def utc_seconds(moment: datetime) -> int:
    """Unix seconds of an aware datetime (naive values are taken as CST)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=CST)
    return int(moment.timestamp() // 1)
