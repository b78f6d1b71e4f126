"""Shape a date search's result for the page: rows grouped by month (the list view), month grids (the calendar
view), and the links that switch the view. No almanac facts are computed here: the days, their scores, filters
and members' verdicts come from almanac.core.api."""

import calendar
import copy
from datetime import date
from typing import NamedTuple

from django.http import QueryDict

from almanac.core import api
from almanac.web.presenters import GRADE_CLASSES

VIEWS = ("list", "calendar")


class Row(NamedTuple):
    found: api.Found
    item: object  # the members' PersonalFound, or None


class MonthGroup(NamedTuple):
    first: date  # the 1st of the month
    rows: list[Row]


def month_groups(rows: list[Row]) -> list[MonthGroup]:
    """The rows by month, months in date order, the rows of a month in the order given (by rank or by date)."""
    groups: dict[date, list[Row]] = {}
    for row in rows:
        groups.setdefault(row.found.date.replace(day=1), []).append(row)
    return [MonthGroup(first, groups[first]) for first in sorted(groups)]


class CalendarCell(NamedTuple):
    date: date
    in_range: bool  # inside the searched range
    row: Row | None  # a found day (kept for the members, when members were chosen)
    dropped: object  # a PersonalFound: a found day left out for a member (日冲本命 …), else None
    holiday: object  # the day's PublicHoliday (休/班) or None
    grade_class: str  # the grade's colour, on found days only


class CalendarMonth(NamedTuple):
    first: date
    weeks: list[list[CalendarCell | None]]  # Monday first; None pads the weeks
    found: int  # days listed in this month


def search_calendar(result, rows: list[Row], dropped=()) -> list[CalendarMonth]:
    """A month grid for every month of the range with a found (or a member-dropped) day in it."""
    by_date = {row.found.date: row for row in rows}
    dropped_by_date = {item.found.date: item for item in dropped}
    firsts = sorted({d.replace(day=1) for d in (*by_date, *dropped_by_date)})
    months = []
    for first in firsts:
        cells: list[CalendarCell | None] = [None] * first.weekday()
        for number in range(1, calendar.monthrange(first.year, first.month)[1] + 1):
            day = first.replace(day=number)
            row = by_date.get(day)
            in_range = result.start <= day <= result.end
            cells.append(CalendarCell(
                day, in_range, row, dropped_by_date.get(day),
                api.day(day).public_holiday if api.FIRST_SUPPORTED <= day <= api.LAST_SUPPORTED else None,
                GRADE_CLASSES[row.found.grade] if row else "",
            ))
        cells += [None] * (-len(cells) % 7)
        weeks = [cells[i:i + 7] for i in range(0, len(cells), 7)]
        months.append(CalendarMonth(first, weeks, sum(1 for c in cells if c is not None and c.row)))
    return months


def view_links(query: QueryDict, current: str) -> list[tuple[str, str, bool]]:
    """(view, its URL query, whether it is the current one) for the list and calendar switch: the same search
    with only `view` changed."""
    links = []
    for view in VIEWS:
        changed = copy.copy(query)  # shallow: setting `view` replaces its list, the others are only read
        changed["view"] = view
        links.append((view, changed.urlencode(), view == current))
    return links


def query_without(query: QueryDict, *names: str) -> str:
    """The search's URL query without some keys (e.g. the page's `view` for the exports)."""
    kept = copy.copy(query)  # shallow: popping a key leaves the request's lists as they are
    for name in names:
        kept.pop(name, None)
    return kept.urlencode()


def export_query(result, *, hours: bool, members=()) -> str:
    """The URL query of the same search for /search/ics and /api/search (which name the dates from= and to=)."""
    query = QueryDict(mutable=True)
    query["activity"] = result.activity
    query["from"], query["to"] = result.start.isoformat(), result.end.isoformat()
    if hours:
        query["hours"] = "1"
    if result.qimen:
        query["qimen"] = "1"
    filters = result.filters
    if filters.days_off:
        query["days_off"] = "1"
    if filters.min_grade:
        query["min_grade"] = filters.min_grade
    if filters.sort != "rank":
        query["sort"] = filters.sort
    query.setlist("member", [str(m) for m in members])
    return query.urlencode()
