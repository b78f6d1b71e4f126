"""The iCalendar writer (almanac/web/ical.py) writes byte for byte what the icalendar library wrote before it
(the reference below is the old renderer, on the library's object model), only faster; and the library reads
it back."""

from datetime import date, datetime, timedelta, timezone

import icalendar
import pytest
from icalendar import Calendar, Event

from almanac.core import api
from almanac.web import ical

# --- the reference: the renderer as it was, with the icalendar library -----------------------------------


def _reference_calendar(name: str) -> Calendar:
    calendar = Calendar()
    calendar.add("prodid", ical.PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", name)
    calendar.add("x-wr-timezone", "Asia/Shanghai")
    return calendar


def _reference_all_day(uid, day, summary, description) -> Event:
    event = Event()
    for key, value in (("uid", uid), ("dtstamp", datetime(2000, 1, 1, tzinfo=timezone.utc)), ("dtstart", day),
                       ("dtend", day + timedelta(days=1)), ("summary", summary), ("description", description),
                       ("transp", "TRANSPARENT")):
        event.add(key, value)
    return event


def reference_search(result, *, hours: bool) -> bytes:
    calendar = _reference_calendar(f"{result.activity} 吉日 {result.start.isoformat()}–{result.end.isoformat()}")
    for rank, found in enumerate(result.results, start=1):
        day, verdict = found.day, found.verdict
        reasons = "\n".join(f"{r.text}（{r.source}）" for r in verdict.reasons)
        description = (
            f"{day.lunar.text} {day.pillars.day.name}日 · 评级 {day.rules.grade.name} · 第{rank}名（分 {found.score}）\n{reasons}"
        )
        summary = f"宜{result.activity}（{day.rules.grade.name}）"
        uid_base = f"{result.activity}-{day.date.isoformat()}@almanac"
        if not (hours or result.qimen):
            calendar.add_component(_reference_all_day(uid_base, day.date, summary, description))
            continue
        for hour, qimen in api.search_listed_hours(day, qimen=result.qimen, activity=result.activity):
            event = Event()
            start = ical._hour_start(day.date, hour.start)
            event.add("uid", f"{hour.branch}-{uid_base}")
            event.add("dtstamp", datetime(2000, 1, 1, tzinfo=timezone.utc))
            event.add("dtstart", start.astimezone(timezone.utc))
            event.add("dtend", (start + timedelta(hours=2)).astimezone(timezone.utc))
            event.add("summary", f"{summary} {hour.branch}时 {hour.pillar}")
            why = "；".join(hour.reasons)
            if qimen is not None:
                why += "\n奇门吉：" + "；".join(p["text"] for p in qimen["lucky_palaces"])
            event.add("description", description + "\n" + why)
            calendar.add_component(event)
    return calendar.to_ical()


def reference_year(year: int) -> bytes:
    calendar = _reference_calendar(f"{year} 节气与节日")
    for term in api.terms_in_year(year):
        event = Event()
        event.add("uid", f"term-{year}-{term.term}@almanac")
        event.add("dtstamp", datetime(2000, 1, 1, tzinfo=timezone.utc))
        moment = term.at.astimezone(timezone.utc)
        event.add("dtstart", moment)
        event.add("dtend", moment)
        event.add("summary", term.name)
        event.add("description", f"{term.name}：太阳视黄经 {term.term * 15}°，{term.at.isoformat()}")
        event.add("categories", ["节气"])
        event.add("transp", "TRANSPARENT")
        calendar.add_component(event)
    for facts in api.days(date(year, 1, 1), date(year, 12, 31)):
        for name in facts.festivals:
            if name in ("清明", "冬至"):
                continue
            event = _reference_all_day(f"festival-{facts.date.isoformat()}-{name}@almanac", facts.date, name,
                                       f"农历{facts.lunar.text}")
            event.add("categories", ["节日"])
            calendar.add_component(event)
    return calendar.to_ical()


# --- the comparisons ------------------------------------------------------------------------------------


@pytest.mark.parametrize("activity, start, end, hours, qimen", [
    ("嫁娶", date(2026, 1, 1), date(2026, 3, 31), False, False),
    ("嫁娶", date(2026, 1, 1), date(2026, 2, 28), True, False),
    ("祭祀", date(1901, 1, 1), date(1901, 2, 28), True, True),
    ("安葬", date(2099, 11, 1), date(2099, 12, 31), False, True),
    ("入学", date(2033, 6, 1), date(2033, 12, 31), True, False),
])
def test_search_calendars_are_what_the_library_wrote(activity, start, end, hours, qimen):
    result = api.search(activity=activity, start=start, end=end, qimen=qimen)
    assert result.results, "a range with found days"
    assert ical.search_calendar(result, hours=hours) == reference_search(result, hours=hours)


@pytest.mark.parametrize("year", [1901, 1949, 2025, 2099])
def test_year_calendars_are_what_the_library_wrote(year):
    assert ical.year_calendar(year) == reference_year(year)


@pytest.mark.parametrize("line", [
    "DESCRIPTION:" + "a" * 80,
    "DESCRIPTION:" + "a" * 61 + "\\n" + "b" * 20,  # an escape at the fold stays whole
    "DESCRIPTION:" + "a" * 62 + "\\,x",
    "SUMMARY:" + "宜" * 40,  # never inside a character
    "SUMMARY:a" + "😀" * 30,
    "X:" + "a" * 72,  # 74 octets: not folded
    "X:" + "a" * 73,  # 75: folded
    "X:" + "^" * 200,
])
def test_folding_is_the_librarys(line):
    from icalendar.parser.string import _foldline

    assert ical._fold(line) == _foldline(line)


@pytest.mark.parametrize("text", ["a;b,c\\d", "line\nline\r\nline\rline", "\\N", "宜,忌;平"])
def test_text_escaping_is_the_librarys(text):
    from icalendar.parser.string import _escape_char

    assert ical._text(text) == _escape_char(text)


def test_three_years_of_hours_read_back():
    """Thousands of events read back whole (how fast they are written is benchmarks/worst_bench.py's to say)."""
    result = api.search(activity="祭祀", start=date(2040, 1, 1), end=date(2042, 12, 31), qimen=False)
    text = ical.search_calendar(result, hours=True)
    events = icalendar.Calendar.from_ical(text).walk("VEVENT")
    assert len(events) > 1000 and text.count(b"BEGIN:VEVENT") == len(events)
