"""Cross-check with the lunardate package over 1901–2099: every disagreement is listed, with its reason.

lunardate's table was compiled from published calendars and differs from the astronomical rule in
six lunations. In each the new moon falls within minutes of midnight (or, in 1954, the table is
simply a day late); the astronomy wins. Each case names the new moon that decides it.
"""

from datetime import date, timedelta

from lunardate import LunarDate

from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED, lunar_civil_ordinal
from almanac.core.calendar.lunar import lunar_date
from almanac.core.calendar.terms import astro_table

# first differing day → (our lunar date, lunardate's, number of days, the deciding new moon, reason)
KNOWN_DIFFERENCES = {
    date(1906, 4, 23): (
        (1906, 4, 1, False), (1906, 3, 30, False), 30, date(1906, 4, 23),
        "new moon 1906-04-23 23:52:05 Beijing mean time (00:06:25 UTC+8): before 1929 the calendar ran on "
        "Beijing mean time, so 四月 begins on the 23rd; lunardate counts in UTC+8",
    ),
    date(1933, 7, 22): (
        (1933, 5, 30, True), (1933, 6, 1, False), 30, date(1933, 7, 23),
        "new moon 1933-07-23 00:03:03 UTC+8, three minutes after midnight: 六月 begins on the 23rd",
    ),
    date(1954, 11, 25): (
        (1954, 11, 1, False), (1954, 10, 30, False), 30, date(1954, 11, 25),
        "new moon 1954-11-25 20:30:22 UTC+8: 冬月 begins that day; lunardate's table is a day late",
    ),
    date(1978, 9, 2): (
        (1978, 7, 30, False), (1978, 8, 1, False), 30, date(1978, 9, 3),
        "new moon 1978-09-03 00:08:54 UTC+8, nine minutes after midnight: 八月 begins on the 3rd",
    ),
    date(2057, 9, 28): (
        (2057, 8, 30, False), (2057, 9, 1, False), 30, date(2057, 9, 29),
        "new moon 2057-09-29 00:00:44 UTC+8, 44 seconds after midnight: 九月 begins on the 29th",
    ),
    date(2097, 8, 7): (
        (2097, 6, 30, False), (2097, 7, 1, False), 30, date(2097, 8, 8),
        "new moon 2097-08-08 00:01:49 UTC+8, two minutes after midnight: 七月 begins on the 8th",
    ),
}


def _differences():
    runs: dict[date, list] = {}
    previous = None
    day = FIRST_SUPPORTED
    while day <= LAST_SUPPORTED:
        ours = lunar_date(day)
        ours_tuple = (ours.year, ours.month, ours.day, ours.leap)
        theirs = LunarDate.from_solar_date(day.year, day.month, day.day)
        theirs_tuple = (theirs.year, theirs.month, theirs.day, bool(theirs.is_leap_month))
        if ours_tuple != theirs_tuple:
            if previous is not None and previous + timedelta(days=1) == day and runs:
                runs[next(reversed(runs))].append(day)
            else:
                runs[day] = [ours_tuple, theirs_tuple, day]
            previous = day
        day += timedelta(days=1)
    return {first: (found[0], found[1], len(found) - 2) for first, found in runs.items()}


def test_every_difference_from_lunardate_is_known_and_explained():
    found = _differences()
    assert set(found) == set(KNOWN_DIFFERENCES)
    for first, (ours, theirs, length) in found.items():
        expected_ours, expected_theirs, expected_length, _, reason = KNOWN_DIFFERENCES[first]
        assert (ours, theirs, length) == (expected_ours, expected_theirs, expected_length), (first, reason)


def test_each_difference_is_decided_by_the_stated_new_moon():
    new_moon_days = {date.fromordinal(lunar_civil_ordinal(utc)) for utc in astro_table().new_moons}
    for first, (_, _, _, deciding_day, _) in KNOWN_DIFFERENCES.items():
        assert deciding_day in new_moon_days, first
        assert lunar_date(deciding_day).day == 1
