"""iCalendar renderers (RFC 5545, with the icalendar library): found days, and a year's terms and festivals."""

from datetime import date, datetime, timedelta, timezone

from icalendar import Calendar, Event

from almanac.core import api
from almanac.core.api import CST, SearchResult

PRODID = "-//almanac//通书择日//ZH"
_STAMP = datetime(2000, 1, 1, tzinfo=timezone.utc)  # stable output: the content, not the time of export


def _calendar(name: str) -> Calendar:
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", name)
    calendar.add("x-wr-timezone", "Asia/Shanghai")
    return calendar


def _all_day(uid: str, day: date, summary: str, description: str) -> Event:
    event = Event()
    event.add("uid", uid)
    event.add("dtstamp", _STAMP)
    event.add("dtstart", day)
    event.add("dtend", day + timedelta(days=1))
    event.add("summary", summary)
    event.add("description", description)
    event.add("transp", "TRANSPARENT")
    return event


def search_calendar(result: SearchResult, *, hours: bool) -> bytes:
    """The found days as all-day events, or (hours=True) as events at their good hours."""
    calendar = _calendar(f"{result.activity} 吉日 {result.start.isoformat()}–{result.end.isoformat()}")
    for rank, found in enumerate(result.results, start=1):
        day, verdict = found.day, found.verdict
        reasons = "\n".join(f"{r.text}（{r.source}）" for r in verdict.reasons)
        description = (
            f"{day.lunar.text} {day.pillars.day.name}日 · 评级 {day.rules.grade.name} · 第{rank}名（分 {found.score}）\n{reasons}"
        )
        summary = f"宜{result.activity}（{day.rules.grade.name}）"
        uid_base = f"{result.activity}-{day.date.isoformat()}@almanac"
        if not (hours or result.qimen):
            calendar.add_component(_all_day(uid_base, day.date, summary, description))
            continue
        for hour, qimen in api.search_listed_hours(day, qimen=result.qimen):
            event = Event()
            start = _hour_start(day.date, hour.start)
            event.add("uid", f"{hour.branch}-{uid_base}")
            event.add("dtstamp", _STAMP)
            event.add("dtstart", start.astimezone(timezone.utc))
            event.add("dtend", (start + timedelta(hours=2)).astimezone(timezone.utc))
            event.add("summary", f"{summary} {hour.branch}时 {hour.pillar}")
            why = "；".join(hour.reasons)
            if qimen is not None:  # the 奇门 filter: say which palace makes the hour good
                why += "\n奇门吉：" + "；".join(p["text"] for p in qimen["lucky_palaces"])
            event.add("description", description + "\n" + why)
            calendar.add_component(event)
    return calendar.to_ical()


def _hour_start(day: date, clock: str) -> datetime:
    hour, minute = (int(part) for part in clock.split(":"))
    start = datetime(day.year, day.month, day.day, hour, minute, tzinfo=CST)
    return start - timedelta(days=1) if hour == 23 else start  # 子时 begins the evening before


def year_calendar(year: int) -> bytes:
    """The solar terms (exact moments) and traditional festivals of a Gregorian year."""
    calendar = _calendar(f"{year} 节气与节日")
    for term in api.terms_in_year(year):
        event = Event()
        event.add("uid", f"term-{year}-{term.term}@almanac")
        event.add("dtstamp", _STAMP)
        moment = term.at.astimezone(timezone.utc)  # UTC ('Z'): valid without a VTIMEZONE
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
                continue  # already there as solar terms, with their moment
            event = _all_day(f"festival-{facts.date.isoformat()}-{name}@almanac", facts.date, name, f"农历{facts.lunar.text}")
            event.add("categories", ["节日"])
            calendar.add_component(event)
    return calendar.to_ical()
