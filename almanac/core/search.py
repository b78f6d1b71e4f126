"""Date picking: the days of a range that are 宜 for an activity, ranked, with the near-misses when none are.

A day qualifies when the engine's verdict for the activity is 宜: that already excludes 破日, the
百事不宜 days and every day whose 忌 gods for the activity are not outweighed (rules/verdicts.py).
Ranking (best first), documented so a reader can check it:

    score = GRADE_POINTS[the day's grade] + 2 × (weight of the present 宜 gods − weight of the present 忌 gods)

with GRADE_POINTS 上吉 8, 吉 6, 平 4, 凶 2 and the weights of rules/verdicts.py (the 德 that 001 L513 ranks
上吉 or 次吉 weigh 2).
Ties go to the earlier date. A near-miss is a day that is not vetoed but whose 忌 gods outweigh its
宜 gods, ranked by how little they miss.

Listed hours (`hours`): a day's 吉 hours (rules/hours.py) without those the activity's own hour rules avoid
(rules/activity_hours.py: 塑绘神像开光 “又忌旬中空亡截路空亡时”, 003 L1187).

奇门 filter (`qimen=True`, which implies listing hours): a day's listed hours are its listed 吉 hours whose
奇门三元 chart is a good hour (乙丙丁 on the heaven plate meeting 开/休/生门, 协纪辨方书 卷三十五 附录
奇门三元 按 L1887; day_facts.hour_dicts gives the chart of each strip hour). A day left with no such hour is
dropped from `results` (it no longer qualifies: the search asked for a good 奇门 hour) and listed in
`qimen_dropped` instead, in rank order; near misses are unchanged (they only appear when no day is 宜).
"""

from collections.abc import Sequence
from datetime import date
from typing import NamedTuple

from almanac.core import day_facts, serialize
from almanac.core.errors import AlmanacInputError, UnknownActivity, check_range, parse_date
from almanac.core.memo import memo_point
from almanac.core.personal import personal_day
from almanac.core.rules.activity_hours import avoided
from almanac.core.rules.birth import PersonalFacts
from almanac.core.rules.catalogue import ALL_ACTIVITIES, activity_by_name
from almanac.core.rules.personal_verdicts import VERDICT_ORDER, PersonalDay
from almanac.core.rules.verdicts import ActivityVerdict, weight

GRADE_POINTS = {"上吉": 8, "吉": 6, "平": 4, "凶": 2, "大凶": 0}
NEAR_MISSES = 5


class Found(NamedTuple):
    day: day_facts.DayFacts
    verdict: ActivityVerdict
    score: int


class SearchResult(NamedTuple):
    activity: str
    start: date
    end: date
    results: tuple[Found, ...]  # qualifying days, best first
    near_misses: tuple[Found, ...]  # only when no day qualifies
    days_searched: int
    qimen: bool = False  # only hours with a good 奇门 chart are listed (and asked for)
    qimen_dropped: tuple[Found, ...] = ()  # 宜 days dropped because none of their 吉 hours is 奇门吉


def score_of(day: day_facts.DayFacts, verdict: ActivityVerdict) -> int:
    balance = weight(verdict.good, good=True) - weight(verdict.bad, good=False)
    return GRADE_POINTS[day.rules.grade.name] + 2 * balance


def resolve_activity(name: str):
    activity = activity_by_name((name or "").strip())
    if activity is None:
        known = "、".join(a.name for a in ALL_ACTIVITIES)
        raise UnknownActivity(
            f"unknown activity {name!r}; choose one of: {known}",
            msgid="没有「%(name)s」这一事项；可选：%(known)s", name=name, known=known,
        )
    return activity


class SearchQuery(NamedTuple):
    """A checked date search: the activity's catalogue name, an inclusive range of supported days, and
    whether to list good hours (`hours`) and only the 奇门 good ones (`qimen`, which implies `hours`)."""

    activity: str
    start: date
    end: date
    hours: bool
    qimen: bool


YES = ("1", "true", "on", "yes")  # a URL flag is set by any of these (the page's checkbox sends "on")


def _yes(value: str | bool | None) -> bool:
    return value if isinstance(value, bool) else (value or "").strip().lower() in YES


def _day(value: str | date, field: str) -> date:
    if isinstance(value, date):
        return value
    try:
        return parse_date(value)
    except AlmanacInputError as error:
        raise type(error)(f"{field}: {error}", msgid=error.msgid, **error.params) from None


def parse_search_query(*, activity: str, start: str | date, end: str | date, hours: str | bool | None = False,
                       qimen: str | bool | None = False) -> SearchQuery:
    """The one reading of a date search's input, from URL parameters (strings), the page's form or the CLI.
    Raises AlmanacInputError: a date that is none (named by its parameter, from/to), an unknown activity, a
    reversed or too long range — in that order."""
    first, last = _day(start, "from"), _day(end, "to")
    name = resolve_activity(activity).name
    check_range(first, last)
    wants_qimen = _yes(qimen)
    return SearchQuery(name, first, last, wants_qimen or _yes(hours), wants_qimen)


def find_days(*, activity: str, start: date, end: date, qimen: bool = False) -> SearchResult:
    """Every day from start to end (inclusive) that is 宜 for the activity, best first; with `qimen`,
    only the days with a 吉 hour whose 奇门 chart is a good hour (the others go to `qimen_dropped`)."""
    chosen = resolve_activity(activity)
    check_range(start, end)
    return _find_days(chosen.name, start, end, qimen)


@memo_point("search results", kind="date", maxsize=512)
def _find_days(activity: str, start: date, end: date, qimen: bool) -> SearchResult:
    """find_days for a checked query; pure, so the common searches (this month onwards, one activity) are
    answered from memory. A result holds the found days only (a few hundred DayFacts at most)."""
    chosen = activity_by_name(activity)
    days = (end - start).days + 1
    found, misses = [], []
    for day in day_facts.days(start, end):
        verdict = next(v for v in day.rules.activities if v.activity is chosen)
        if verdict.verdict == "宜":
            found.append(Found(day, verdict, score_of(day, verdict)))
        elif verdict.verdict == "忌" and not day.rules.vetoes and verdict.bad:
            misses.append(Found(day, verdict, score_of(day, verdict)))
    found.sort(key=lambda f: (-f.score, f.day.date))
    near = ()
    if not found:
        misses.sort(key=lambda f: (-f.score, f.day.date))
        near = tuple(misses[:NEAR_MISSES])
    dropped = ()
    if qimen:
        has_hour = [bool(qimen_hours(f.day, chosen.name)) for f in found]
        dropped = tuple(f for f, keep in zip(found, has_hour) if not keep)
        found = [f for f, keep in zip(found, has_hour) if keep]
    return SearchResult(chosen.name, start, end, tuple(found), near, days, qimen, dropped)


def good_hours(day: day_facts.DayFacts, activity: str | None = None):
    """The day's 吉 hours (rules/hours.py); for an activity, without the hours its own hour rules say 忌
    (rules/activity_hours.py: 塑绘神像开光 忌 the 旬中空亡 and 截路空亡 hours, 003 L1187)."""
    return tuple(h for h in day.hours if h.verdict == "吉" and not (activity and avoided(h, activity)))


def qimen_hours(day: day_facts.DayFacts, activity: str | None = None) -> tuple[tuple, ...]:
    """(hour, its `qimen` object) for the day's 吉 hours (good_hours) whose 奇门 chart is a good hour."""
    good = frozenset(h.branch for h in good_hours(day, activity))
    return tuple(
        (h, q) for h, q in zip(day.hours, day_facts.hour_qimen_dicts(day)) if h.branch in good and q["lucky"]
    )


def listed_hours(day: day_facts.DayFacts, *, qimen: bool = False, activity: str | None = None) -> tuple[tuple, ...]:
    """(hour, its `qimen` object or None) for the hours a search lists for a day: its 吉 hours that the
    activity's own hour rules do not avoid, or with `qimen` only those that are 奇门吉."""
    if qimen:
        return qimen_hours(day, activity)
    return tuple((h, None) for h in good_hours(day, activity))


def result_dict(result: SearchResult, *, hours: bool = False) -> dict:
    """The JSON object of `/api/search` (docs/api.md) as plain dicts and lists."""
    return serialize.to_builtins(search_struct(result, hours=hours))


def search_struct(result: SearchResult, *, hours: bool = False, personal: "PersonalSearch | None" = None):
    listing = hours or result.qimen
    return serialize.search_struct(
        result, lambda day: listed_hours(day, qimen=result.qimen, activity=result.activity) if listing else (), personal
    )


def result_json(found: "SearchResult | PersonalSearch", *, hours: bool = False) -> str:
    """The JSON text of `/api/search` for a plain or a members' search."""
    if isinstance(found, PersonalSearch):
        return serialize.encode(search_struct(found.result, hours=hours, personal=found))
    return serialize.encode(search_struct(found, hours=hours))


# --- the date search, for chosen members -----------------------------------------------------------

class PersonalFound(NamedTuple):
    found: Found
    days: tuple[PersonalDay, ...]  # one per member, in the members' order
    verdict: str  # the worst of the members' verdicts for the searched activity


class PersonalSearch(NamedTuple):
    result: SearchResult  # its results replaced by the kept days
    members: tuple[str, ...]
    kept: tuple[PersonalFound, ...]  # best first: personal 宜 before personal 平, then by score
    dropped: tuple[PersonalFound, ...]  # the days that are 忌 for a member (日冲本命, 本命 gods)
    drop: bool


def personal_search_filter(result, members: Sequence[PersonalFacts], *, drop: bool = True,
                           count_po: bool = False) -> PersonalSearch:
    """Judge a search's days (find_days) for the chosen members.

    A day that becomes 忌 for any member (above all 日冲本命) is dropped when `drop` (kept and flagged
    otherwise) and listed in `dropped` with its reasons; a day lowered to 平 (刑/害, 次凶) is kept and
    flagged, ranked after the days still 宜 for everyone. Near-misses are left as they are.
    """
    kept, dropped = [], []
    for found in result.results:
        days = tuple(personal_day(m, found.day, count_po=count_po) for m in members)
        worst = min((d.verdict_for(result.activity).verdict for d in days), key=VERDICT_ORDER.__getitem__,
                    default=found.verdict.verdict)
        item = PersonalFound(found, days, worst)
        (dropped if drop and worst == "忌" else kept).append(item)
    kept.sort(key=lambda p: (-VERDICT_ORDER[p.verdict], -p.found.score, p.found.day.date))
    filtered = result._replace(results=tuple(p.found for p in kept))
    return PersonalSearch(filtered, tuple(m.name for m in members), tuple(kept), tuple(dropped), drop)


def personal_result_dict(personal: PersonalSearch, *, hours: bool = False) -> dict:
    """result_dict of the filtered result, with each day's `personal` list filled in and the dropped days
    under `personal_dropped` (an added key; the documented keys keep their meaning)."""
    return serialize.to_builtins(search_struct(personal.result, hours=hours, personal=personal))
