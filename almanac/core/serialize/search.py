"""The date search's object (`/api/search`, docs/api.md), for a plain search and for chosen members."""

import msgspec

from almanac.core.memo import memo_table
from almanac.core.rules.day_almanac import verdict_count, verdict_entry
from almanac.core.rules.verdicts import NOT_NUMBERED
from almanac.core.serialize.base import Reason, _Object
from almanac.core.serialize.day import PublicHolidayDay
from almanac.core.serialize.hour import LuckyPalace
from almanac.core.serialize.members import Flag, flag_struct

# --- the objects ------------------------------------------------------------------


class QimenSummary(_Object):
    """An hour's `qimen` object without its grid (the day's JSON has the grid)."""

    dun: str
    ju: int
    yuan: str
    method: str
    term: str
    hour: str
    zhifu: str
    zhishi: str
    lucky: bool
    lucky_palaces: list[LuckyPalace]
    reasons: list[str]


class SearchHour(_Object, kw_only=True, omit_defaults=True):
    branch: str
    pillar: str
    start: str
    end: str
    reasons: list[str]
    qimen: QimenSummary | msgspec.UnsetType = msgspec.UNSET


class MemberVerdict(_Object):
    member: str
    verdict: str
    flags: list[Flag]
    good: list[Flag]
    reasons: list[Reason]
    hedged: bool = False  # the member's birth data leave the verdict open: another reading gives `otherwise`
    otherwise: list[str] = []


class ScoreParts(_Object):
    """score = grade_points + 2 × (for_weight − against_weight)."""

    grade_points: int
    for_weight: int
    against_weight: int


class SearchFilters(_Object):
    days_off: bool
    min_grade: str
    sort: str


class FoundDay(_Object):
    date: str
    lunar: str
    pillar: str
    grade: str
    score: int
    verdict: str
    for_: list[str] = msgspec.field(name="for")
    against: list[str]
    reasons: list[Reason]
    personal: list[MemberVerdict]
    hours: list[SearchHour]
    house_reading: bool  # as the day's verdict: the site's own weighing decided it
    house_note: str
    score_parts: ScoreParts
    day_off: bool  # a weekend day not worked (班) or a public holiday's day off (休)
    public_holiday: PublicHolidayDay | None


class Search(_Object, kw_only=True, omit_defaults=True):
    activity: str
    from_: str = msgspec.field(name="from")
    to: str
    days_searched: int
    results: list[FoundDay]
    near_misses: list[FoundDay]
    qimen: bool
    qimen_dropped: list[FoundDay]
    members: list[str] | msgspec.UnsetType = msgspec.UNSET  # with members chosen
    personal_dropped: list[FoundDay] | msgspec.UnsetType = msgspec.UNSET
    filters: SearchFilters
    filtered_out: int


# --- values → Structs ----------------------------------------------------------------------------------


def _member_verdicts(personal_found, activity: str) -> list[MemberVerdict]:
    out = []
    for member_day in personal_found.days:
        verdict = member_day.verdict_for(activity)
        out.append(MemberVerdict(
            member_day.member, verdict.verdict, [flag_struct(f) for f in member_day.flags],
            [flag_struct(f) for f in member_day.good], [Reason(r.text, r.source) for r in verdict.reasons],
            verdict.hedged, list(verdict.otherwise),
        ))
    return out


def _reasons(verdict) -> tuple[Reason, ...]:
    return tuple(Reason(r.text, r.source) for r in verdict.reasons)


@memo_table("JSON search reasons", size=verdict_count)  # the rule tables' verdicts, by number
def _table_reasons(number: int) -> tuple[Reason, ...]:
    return _reasons(verdict_entry(number))


def verdict_reasons(verdict) -> tuple[Reason, ...]:
    """A verdict's `reasons` (each Reason cites its source, which takes a while): a search lists the same few
    hundred verdicts of the rule tables on many days, so theirs are made once, by number."""
    return _reasons(verdict) if verdict.number == NOT_NUMBERED else _table_reasons(verdict.number)


def found_struct(found, listed_hours=(), personal=()) -> FoundDay:
    """A found day; `listed_hours` are (hour, its `qimen` dict or None) pairs, `personal` its members' verdicts."""
    verdict = found.verdict
    parts = found.parts
    holiday, day_off = found.holiday_and_day_off
    return FoundDay(
        found.date.isoformat(), found.lunar.names[0], found.pillar.name, found.grade, found.score,
        verdict.verdict, list(verdict.good), list(verdict.bad), list(verdict_reasons(verdict)),
        list(personal),
        [SearchHour(branch=h.branch, pillar=h.pillar, start=h.start, end=h.end, reasons=list(h.reasons),
                    qimen=msgspec.UNSET if q is None else msgspec.convert(q, QimenSummary))
         for h, q in listed_hours],
        bool(verdict.house), verdict.house,
        ScoreParts(parts.grade_points, parts.for_weight, parts.against_weight), day_off,
        None if holiday is None else PublicHolidayDay(*holiday),
    )


def search_struct(result, listed_hours, personal=None) -> Search:
    """A search result; `listed_hours(found)` gives the (hour, `qimen` dict or None) pairs a result lists, `personal`
    the members' search (PersonalSearch) when members were chosen."""
    if personal is None:
        results = [found_struct(f, listed_hours(f)) for f in result.results]
        members = dropped = msgspec.UNSET
    else:
        activity = result.activity
        results = [found_struct(item.found, listed_hours(item.found), _member_verdicts(item, activity))
                   for item in personal.kept]
        members = list(personal.members)
        dropped = [found_struct(item.found, (), _member_verdicts(item, activity)) for item in personal.dropped]
    return Search(
        activity=result.activity, from_=result.start.isoformat(), to=result.end.isoformat(),
        days_searched=result.days_searched, results=results,
        near_misses=[found_struct(f) for f in result.near_misses], qimen=result.qimen,
        qimen_dropped=[found_struct(f) for f in result.qimen_dropped], members=members, personal_dropped=dropped,
        filters=SearchFilters(*result.filters), filtered_out=result.filtered_out,
    )
