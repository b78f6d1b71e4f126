"""iCalendar renderers (RFC 5545): found days, and a year's terms and festivals.

Written out directly rather than through the icalendar library's object model: a three-year search with its
hours is some 20,000 content lines, which the library took about 2 s to serialise (most of the worst request a
visitor could make, docs/performance.md); this takes a few tens of milliseconds. The output is byte for byte
what the library wrote (its property order, TEXT escaping and line folding; tests/web/test_ical.py compares the
two), and the tests read it back with the library.
"""

from datetime import date, datetime, timedelta, timezone

from almanac.core import api
from almanac.core.api import CST, SearchResult

PRODID = "-//almanac//通书择日//ZH"
_STAMP = datetime(2000, 1, 1, tzinfo=timezone.utc)  # stable output: the content, not the time of export
_STAMP_TEXT = "20000101T000000Z"
FOLD_AT = 75  # octets: a folded line holds at most 74 of the content line's (as the icalendar library folds)


def _text(value: str) -> str:
    """A TEXT value, escaped (RFC 5545 3.3.11)."""
    return (
        value.replace("\\N", "\n").replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
        .replace("\r\n", "\\n").replace("\n", "\\n").replace("\r", "\\n")
    )


def _fold(line: str) -> str:
    """Fold a content line: segments of at most 74 octets, never splitting a character or a backslash escape."""
    data = line.encode("utf-8")
    if len(data) < FOLD_AT:
        return line
    segments, start = [], 0
    while len(data) - start >= FOLD_AT:
        end = start + FOLD_AT - 1
        while data[end] & 0xC0 == 0x80:  # inside a UTF-8 character: cut before it
            end -= 1
        last = end - 1
        while data[last] & 0xC0 == 0x80:
            last -= 1
        if data[last] in b"\\^" and last > start:  # keep an escape with what it escapes
            end = last
        segments.append(data[start:end])
        start = end
    segments.append(data[start:])
    return b"\r\n ".join(segments).decode("utf-8")


def _utc(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def _day(value: date) -> str:
    return value.strftime("%Y%m%d")


class _Calendar:
    def __init__(self, name: str):
        self.lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{_text(PRODID)}", "CALSCALE:GREGORIAN",
                      f"X-WR-CALNAME:{_text(name)}", "X-WR-TIMEZONE:Asia/Shanghai"]

    def event(self, *, summary: str, start: str, end: str, uid: str, categories: str | None = None,
              description: str, transparent: bool) -> None:
        """One VEVENT; `start`/`end` already formatted with their parameters (';VALUE=DATE:…' or ':…Z')."""
        lines = self.lines
        lines += ["BEGIN:VEVENT", _fold(f"SUMMARY:{_text(summary)}"), f"DTSTART{start}", f"DTEND{end}",
                  f"DTSTAMP:{_STAMP_TEXT}", _fold(f"UID:{_text(uid)}")]
        if categories is not None:
            lines.append(_fold(f"CATEGORIES:{_text(categories)}"))
        lines.append(_fold(f"DESCRIPTION:{_text(description)}"))
        if transparent:
            lines.append("TRANSP:TRANSPARENT")
        lines.append("END:VEVENT")

    def all_day(self, uid: str, day: date, summary: str, description: str, categories: str | None = None) -> None:
        self.event(summary=summary, start=f";VALUE=DATE:{_day(day)}", end=f";VALUE=DATE:{_day(day + timedelta(days=1))}",
                   uid=uid, categories=categories, description=description, transparent=True)

    def to_ical(self) -> bytes:
        return ("\r\n".join(self.lines) + "\r\nEND:VCALENDAR\r\n").encode("utf-8")


def search_calendar(result: SearchResult, *, hours: bool) -> bytes:
    """The found days as all-day events, or (hours=True) as events at their good hours."""
    calendar = _Calendar(f"{result.activity} 吉日 {result.start.isoformat()}–{result.end.isoformat()}")
    for rank, found in enumerate(result.results, start=1):
        when, verdict = found.date, found.verdict
        reasons = "\n".join(f"{r.text}（{r.source}）" for r in verdict.reasons)
        description = (
            f"{found.lunar.text} {found.pillar.name}日 · 评级 {found.grade} · 第{rank}名（分 {found.score}）\n{reasons}"
        )
        summary = f"宜{result.activity}（{found.grade}）"
        uid_base = f"{result.activity}-{when.isoformat()}@almanac"
        if not (hours or result.qimen):
            calendar.all_day(uid_base, when, summary, description)
            continue
        for hour, qimen in api.search_listed_hours(found.day, qimen=result.qimen, activity=result.activity):
            start = _hour_start(when, hour.start)
            why = "；".join(hour.reasons)
            if qimen is not None:  # the 奇门 filter: say which palace makes the hour good
                why += "\n奇门吉：" + "；".join(p["text"] for p in qimen["lucky_palaces"])
            calendar.event(summary=f"{summary} {hour.branch}时 {hour.pillar}", start=f":{_utc(start)}",
                           end=f":{_utc(start + timedelta(hours=2))}", uid=f"{hour.branch}-{uid_base}",
                           description=description + "\n" + why, transparent=False)
    return calendar.to_ical()


def _hour_start(day: date, clock: str) -> datetime:
    hour, minute = (int(part) for part in clock.split(":"))
    start = datetime(day.year, day.month, day.day, hour, minute, tzinfo=CST)
    return start - timedelta(days=1) if hour == 23 else start  # 子时 begins the evening before


def year_calendar(year: int) -> bytes:
    """The solar terms (exact moments) and traditional festivals of a Gregorian year."""
    calendar = _Calendar(f"{year} 节气与节日")
    for term in api.terms_in_year(year):
        moment = _utc(term.at)  # UTC ('Z'): valid without a VTIMEZONE
        calendar.event(summary=term.name, start=f":{moment}", end=f":{moment}", uid=f"term-{year}-{term.term}@almanac",
                       categories="节气", description=f"{term.name}：太阳视黄经 {term.term * 15}°，{term.at.isoformat()}",
                       transparent=True)
    for facts in api.days(date(year, 1, 1), date(year, 12, 31)):
        for name in facts.festivals:
            if name in ("清明", "冬至"):
                continue  # already there as solar terms, with their moment
            calendar.all_day(f"festival-{facts.date.isoformat()}-{name}@almanac", facts.date, name,
                             f"农历{facts.lunar.text}", categories="节日")
    return calendar.to_ical()
