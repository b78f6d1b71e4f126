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

Filters and order (`SearchFilters`, read by `parse_search_filters`), applied to the days found:

- `days_off`: only the days a working person has off — Saturdays and Sundays, unless the State Council's
  schedule makes the day a make-up working day (班, 调休), and the public holidays' days off (休) on any
  weekday (calendar/public_holidays.py). In a year whose schedule is not known here only the weekend counts.
- `min_grade`: only the days whose grade is that one or better (上吉 > 吉 > 平 > 凶 > 大凶).
- `sort`: `rank` (best first, the default) or `date` (earliest first).

The near misses, when no day is left, are the least-missing days that pass the same filters.
"""

from collections.abc import Sequence
from datetime import date
from operator import attrgetter
from typing import NamedTuple

from almanac.core import day_facts, serialize
from almanac.core.calendar.ganzhi import GanZhi
from almanac.core.calendar.lunar import LunarDate, lunar_date_of
from almanac.core.calendar.pillars import day_ganzhi
from almanac.core.calendar.public_holidays import PublicHoliday, public_holiday
from almanac.core.errors import (
    AlmanacInputError,
    InvalidSearchFilter,
    UnknownActivity,
    check_range,
    check_supported,
    parse_date,
)
from almanac.core.memo import memo_point, memo_table
from almanac.core.personal import personal_day
from almanac.core.rules.activity_hours import avoided
from almanac.core.rules.birth import PersonalFacts
from almanac.core.rules.catalogue import ALL_ACTIVITIES, activity_by_name
from almanac.core.rules.day_almanac import ACTIVITY_INDEX, day_verdicts, verdict_count, verdict_entry
from almanac.core.rules.personal_verdicts import VERDICT_ORDER, PersonalDay, PersonalVerdict
from almanac.core.rules.verdicts import NOT_NUMBERED, ActivityVerdict, weight
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source

GRADE_POINTS = {"上吉": 8, "吉": 6, "平": 4, "凶": 2, "大凶": 0}
NEAR_MISSES = 5
SORTS = ("rank", "date")  # best first / earliest first
DOUBLE_WEIGHT_SOURCE = str(Source(SEED_XIEJI_SUMMARY, "用日法", 513))  # the 德 that weigh 2 in a score


class ScoreParts(NamedTuple):
    """A score taken apart: score = grade_points + 2 × (for_weight − against_weight)."""

    grade: str
    grade_points: int
    for_weight: int  # the present 宜 gods, a 德 of 001 L513 weighing 2
    against_weight: int  # the present 忌 gods


@memo_table("search verdict weights", size=verdict_count)  # the rule tables' verdicts, by number
def _table_verdict_weights(number: int) -> tuple[int, int]:
    verdict = verdict_entry(number)
    return weight(verdict.good, good=True), weight(verdict.bad, good=False)


def verdict_weights(verdict: ActivityVerdict) -> tuple[int, int]:
    """(weight of the present 宜 gods, weight of the present 忌 gods); the tables' verdicts are shared by many days,
    so theirs are remembered by number."""
    if verdict.number == NOT_NUMBERED:
        return weight(verdict.good, good=True), weight(verdict.bad, good=False)
    return _table_verdict_weights(verdict.number)


def is_day_off(day: day_facts.DayFacts) -> bool:
    """A day off for a working person: a public holiday's day off (休) on any weekday, or a Saturday or Sunday
    that the State Council's schedule does not make a working day (班). Without a published schedule for the
    year (public_holiday is None) only the weekend counts."""
    return _is_day_off(day.date.toordinal())


def _is_day_off(ordinal: int) -> bool:
    return _day_off(ordinal, public_holiday(ordinal))


def _day_off(ordinal: int, holiday: PublicHoliday | None) -> bool:
    """_is_day_off, given the day's public_holiday."""
    if holiday is not None:
        return holiday.off_work
    return (ordinal + 6) % 7 >= 5  # date.fromordinal(ordinal).weekday(): ordinal 1 (0001-01-01) is a Monday


class Found(NamedTuple):
    """A found day as a search lists it: what weighing the day gave (its verdict, grade and score) and its date,
    lunar date and day pillar. Its full facts (`day`) are built only where a search needs them — for the 奇门
    filter, the members' verdicts, the listed hours — and then carried (`facts`)."""

    date: date
    verdict: ActivityVerdict
    score: int
    grade: str
    lunar: LunarDate
    pillar: GanZhi  # the day pillar
    facts: day_facts.DayFacts | None = None

    @property
    def day(self) -> day_facts.DayFacts:
        """The day's full facts: those carried, else built now and not kept (read it once)."""
        return self.facts if self.facts is not None else day_facts.built_day(self.date.toordinal())

    def with_facts(self) -> "Found":
        """This found day carrying its full facts."""
        return self if self.facts is not None else self._replace(facts=self.day)

    @property
    def parts(self) -> ScoreParts:
        """How the score is made (the page explains it beside the day)."""
        grade = self.grade
        return _new(ScoreParts, (grade, GRADE_POINTS[grade], *verdict_weights(self.verdict)))

    @property
    def day_off(self) -> bool:
        return _is_day_off(self.date.toordinal())

    @property
    def public_holiday(self) -> PublicHoliday | None:
        """The State Council's day off (休) or make-up workday (班) on this day, if any (DayFacts.public_holiday)."""
        return public_holiday(self.date.toordinal())

    @property
    def holiday_and_day_off(self) -> tuple[PublicHoliday | None, bool]:
        """(public_holiday, day_off) in one lookup (the JSON writes both for every day it lists)."""
        ordinal = self.date.toordinal()
        holiday = public_holiday(ordinal)
        return holiday, _day_off(ordinal, holiday)


class SearchFilters(NamedTuple):
    """What a reader narrows a search to, and in which order the days are listed."""

    days_off: bool = False  # only days off: weekends (not the make-up working days) and public holidays
    min_grade: str = ""  # "" for any grade, else that grade or better
    sort: str = "rank"  # "rank": best first, ties to the earlier date; "date": earliest first

    @property
    def narrowing(self) -> bool:
        """Whether some found day can be left out (the order alone leaves out none)."""
        return self.days_off or bool(self.min_grade)


class SearchResult(NamedTuple):
    activity: str
    start: date
    end: date
    results: tuple[Found, ...]  # qualifying days, best first
    near_misses: tuple[Found, ...]  # only when no day qualifies
    days_searched: int
    qimen: bool = False  # only hours with a good 奇门 chart are listed (and asked for)
    qimen_dropped: tuple[Found, ...] = ()  # 宜 days dropped because none of their 吉 hours is 奇门吉
    filters: SearchFilters = SearchFilters()  # the filters and order applied to `results`
    filtered_out: int = 0  # 宜 days (kept by the 奇门 filter) that the filters left out


def score_of(day: day_facts.DayFacts, verdict: ActivityVerdict) -> int:
    return _score(day.rules.grade.name, verdict)


def _score(grade: str, verdict: ActivityVerdict) -> int:
    for_weight, against_weight = verdict_weights(verdict)
    return GRADE_POINTS[grade] + 2 * (for_weight - against_weight)


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


NO = ("", "0", "false", "off", "no")


def _flag(value: str | bool | None, name: str) -> bool:
    if value is None or isinstance(value, bool):
        return bool(value)
    text = value.strip().lower()
    if text not in YES + NO:
        raise InvalidSearchFilter(
            f"{name}: {value!r} is neither yes (1) nor no (0)", msgid="%(name)s：「%(value)s」应为 1（是）或 0（否）",
            name=name, value=value,
        )
    return text in YES


def check_min_grade(value: str | None) -> str:
    """"" (any grade) or one of the grades 上吉 吉 平 凶 大凶."""
    text = (value or "").strip()
    if text and text not in GRADE_POINTS:
        known = "、".join(GRADE_POINTS)
        raise InvalidSearchFilter(
            f"min_grade: {value!r} is not a grade; choose one of: {known}",
            msgid="最低评级「%(value)s」不是评级；可选：%(known)s", value=value, known=known,
        )
    return text


def check_sort(value: str | None) -> str:
    text = (value or "").strip().lower() or "rank"
    if text not in SORTS:
        raise InvalidSearchFilter(
            f"sort: {value!r} is neither rank nor date", msgid="排序「%(value)s」无效：可选 rank（按评分）或 date（按日期）",
            value=value,
        )
    return text


def parse_search_filters(*, days_off: str | bool | None = None, min_grade: str | None = None,
                         sort: str | None = None) -> SearchFilters:
    """The filters and order of a search from URL parameters, the page's form or the CLI; a missing one is
    its default. Raises InvalidSearchFilter (an AlmanacInputError) for a value that is none of its values."""
    return SearchFilters(_flag(days_off, "days_off"), check_min_grade(min_grade), check_sort(sort))


def passes(found: Found, filters: SearchFilters) -> bool:
    """Whether a found day passes the filters (the order aside)."""
    return _day_passes(found.date.toordinal(), found.grade, filters)


def _day_passes(ordinal: int, grade: str, filters: SearchFilters) -> bool:
    """The filters' rule, read from what a near-miss record keeps too (its day's ordinal and grade)."""
    if filters.days_off and not _is_day_off(ordinal):
        return False
    if filters.min_grade and GRADE_POINTS[grade] < GRADE_POINTS[filters.min_grade]:
        return False
    return True


def by_rank(found: Found) -> tuple:
    return (-found.score, found.date)


def by_date(found: Found) -> tuple:
    return (found.date,)


ORDERS = {"rank": by_rank, "date": by_date}


class Miss(NamedTuple):
    """A weighed day as the search keeps it (a 宜 day, or a ranked near-miss candidate whose Found is made only if
    it is listed: refine)."""

    ordinal: int
    verdict: ActivityVerdict
    score: int
    grade: str


def _found(miss: Miss) -> Found:
    ordinal = miss.ordinal
    return _new(Found, (date.fromordinal(ordinal), miss.verdict, miss.score, miss.grade, lunar_date_of(ordinal),
                        day_ganzhi(ordinal), None))


def refine(result: SearchResult, candidates: Sequence[tuple], filters: SearchFilters) -> SearchResult:
    """A search narrowed to the days that pass the filters, in the filters' order. `candidates` are all the
    near-miss candidates (_find_days); the result lists up to NEAR_MISSES of those that pass, least-missing first,
    when no 宜 day does."""
    results = [f for f in result.results if passes(f, filters)] if filters.narrowing else list(result.results)
    if filters.sort != "rank":  # the found days come best first (_find_days)
        results.sort(key=ORDERS[filters.sort])
    dropped = tuple(f for f in result.qimen_dropped if passes(f, filters))
    near = () if results or dropped else _near_misses(ranked_misses(candidates), filters)
    return result._replace(results=tuple(results), near_misses=near, qimen_dropped=dropped, filters=filters,
                           filtered_out=len(result.results) - len(results))


def ranked_misses(candidates: Sequence[tuple]) -> list[Miss]:
    """The near-miss candidates, (ordinal, verdict, grade) in date order, scored and least-missing first (by_rank's
    order: a stable sort by score alone keeps ties in date order). Scored only when near misses are listed: most
    searches find a 宜 day, and a year has a hundred candidates or more."""
    misses = [_new(Miss, (ordinal, verdict, _score(grade, verdict), grade)) for ordinal, verdict, grade in candidates]
    misses.sort(key=_score_of, reverse=True)
    return misses


def _near_misses(misses: Sequence[Miss], filters: SearchFilters) -> tuple[Found, ...]:
    passing = []
    for miss in misses:
        if _day_passes(miss.ordinal, miss.grade, filters):
            passing.append(miss)
            if len(passing) == NEAR_MISSES:
                break
    return tuple(_found(m) for m in passing)


def find_days(*, activity: str, start: date, end: date, qimen: bool = False,
              filters: SearchFilters | None = None) -> SearchResult:
    """Every day from start to end (inclusive) that is 宜 for the activity, best first; with `qimen`,
    only the days with a 吉 hour whose 奇门 chart is a good hour (the others go to `qimen_dropped`); with
    `filters`, only the days that pass them, in their order."""
    chosen = resolve_activity(activity)
    check_range(start, end)
    found, misses = _find_days(chosen.name, start, end, qimen)
    return refine(found, misses, filters or SearchFilters())


_score_of = attrgetter("score")


@memo_point("search results", kind="date", maxsize=512)
def _find_days(activity: str, start: date, end: date, qimen: bool) -> tuple[SearchResult, tuple[tuple, ...]]:
    """find_days for a checked query, before any filter, with every near-miss candidate ((ordinal, verdict, grade)
    in date order: ranked_misses);
    pure, so the common searches (this month onwards, one activity) are answered from memory. A result holds
    the found days only; the near-miss candidates are made Found when listed.

    Every day is weighed for the activity alone (day_verdicts: its verdict, grade and vetoes); no day's full facts
    are built, but for the 奇门 filter (the found days then carry them: the hours listed read them again)."""
    chosen = activity_by_name(activity)
    index = ACTIVITY_INDEX[chosen]
    days = (end - start).days + 1
    check_supported(start)
    check_supported(end)
    kept, candidates = [], []
    first, last = start.toordinal(), end.toordinal()
    weighed_days = day_verdicts(day_facts.day_contexts(first, last), index)
    for ordinal, (verdict, grade, vetoes) in enumerate(weighed_days, first):
        if verdict.verdict == "宜":
            name = grade.name
            kept.append(_new(Miss, (ordinal, verdict, _score(name, verdict), name)))
        elif verdict.verdict == "忌" and not vetoes and verdict.bad:
            candidates.append((ordinal, verdict, grade.name))
    # by_rank's order (best first, ties to the earlier date): the days come in date order, and a stable sort by
    # score alone keeps ties in it.
    kept.sort(key=_score_of, reverse=True)
    found = [_found(k) for k in kept]
    near = () if found else tuple(_found(m) for m in ranked_misses(candidates)[:NEAR_MISSES])
    dropped = ()
    if qimen:
        found = [f.with_facts() for f in found]
        has_hour = [bool(qimen_hours(f.day, chosen.name)) for f in found]
        dropped = tuple(f for f, keep in zip(found, has_hour) if not keep)
        found = [f for f, keep in zip(found, has_hour) if keep]
    return SearchResult(chosen.name, start, end, tuple(found), near, days, qimen, dropped), tuple(candidates)


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


def search_struct(result: SearchResult, *, hours: bool = False, personal: "PersonalSearch | None" = None):
    listing = hours or result.qimen
    return serialize.search_struct(
        result, lambda found: listed_hours(found.day, qimen=result.qimen, activity=result.activity) if listing else (),
        personal,
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
    verdict: str  # the worst of the members' verdicts for the searched activity (each by its main reading)
    worst: str = ""  # the worst verdict any reading of any member's birth data gives (`verdict` when none is open)

    @property
    def hedged(self) -> bool:
        """Whether a member's verdict depends on which reading of their birth data is right."""
        return any(d.verdict_for(self.found.verdict.activity.name).hedged for d in self.days)

    @property
    def uncertain_members(self) -> tuple[str, ...]:
        """The members for whom the day is 忌 by one reading of their birth data and not by another."""
        activity = self.found.verdict.activity.name
        return tuple(d.member for d in self.days if _maybe_ji(d.verdict_for(activity)))


def _maybe_ji(verdict: PersonalVerdict) -> bool:
    return verdict.hedged and "忌" in (verdict.verdict, *verdict.otherwise)


def _surely_ji(verdict: PersonalVerdict) -> bool:
    """忌 by every reading of the member's birth data (a hedged verdict has a reading that says otherwise)."""
    return verdict.verdict == "忌" and not verdict.hedged


class PersonalSearch(NamedTuple):
    result: SearchResult  # its results replaced by the kept days
    members: tuple[str, ...]
    kept: tuple[PersonalFound, ...]  # best first (`personal_rank`): the days 忌 by some reading last
    dropped: tuple[PersonalFound, ...]  # the days that are 忌 for a member by every reading (日冲本命, 本命 gods)
    drop: bool

    @property
    def uncertain(self) -> tuple[PersonalFound, ...]:
        """The kept days that are 忌 for a member by one reading of their birth data and not by another."""
        return tuple(p for p in self.kept if p.uncertain_members)


def personal_search_filter(result, members: Sequence[PersonalFacts], *, drop: bool = True,
                           count_po: bool = False) -> PersonalSearch:
    """Judge a search's days (find_days) for the chosen members.

    A day that is 忌 for a member (above all 日冲本命) by every reading of the member's birth data is dropped
    when `drop` (kept and flagged otherwise) and listed in `dropped` with its reasons. A day lowered to 平
    (刑/害, 次凶) is kept and flagged, ranked after the days still 宜 for everyone. Birth data that leave the
    year pillar open (rules/personal_verdicts.py step 6) may make a day 忌 by one reading and not by another:
    such a day is not dropped, its verdict is marked hedged, and it is ranked after every day that no reading
    makes 忌 (`personal_rank`). When the result's filters sort by date, the kept days are in date order.
    Near-misses are left as they are.
    """
    kept, dropped = [], []
    for plain in result.results:
        found = plain.with_facts()  # read for each member, and by the hours the page lists
        days = tuple(personal_day(m, found.day, count_po=count_po) for m in members)
        verdicts = tuple(d.verdict_for(result.activity) for d in days)
        worst = min((v.verdict for v in verdicts), key=VERDICT_ORDER.__getitem__, default=found.verdict.verdict)
        worst_of_all = min((w for v in verdicts for w in (v.verdict, *v.otherwise)), key=VERDICT_ORDER.__getitem__,
                           default=worst)
        item = PersonalFound(found, days, worst, worst_of_all)
        (dropped if drop and any(_surely_ji(v) for v in verdicts) else kept).append(item)
    kept.sort(key=(lambda p: p.found.date) if result.filters.sort == "date" else personal_rank)
    filtered = result._replace(results=tuple(p.found for p in kept))
    return PersonalSearch(filtered, tuple(m.name for m in members), tuple(kept), tuple(dropped), drop)


def personal_rank(item: PersonalFound) -> tuple:
    """Best first for the chosen members: the days that no reading of their birth data makes 忌 before those that
    one reading does; then 宜 for every one of them before 平 (by the main readings, as their verdicts are
    shown), then by score, then the earlier date."""
    return (item.worst == "忌", -VERDICT_ORDER[item.verdict], -item.found.score, item.found.date)


def best_dates(found: "SearchResult | PersonalSearch", count: int = 3) -> tuple[date, ...]:
    """The dates of the `count` best days of a search in rank order, whatever order it lists them in."""
    if isinstance(found, PersonalSearch):
        return tuple(p.found.date for p in sorted(found.kept, key=personal_rank)[:count])
    ranked = found.results if found.filters.sort == "rank" else sorted(found.results, key=by_rank)  # (refine)
    return tuple(f.date for f in ranked[:count])


_new = tuple.__new__  # builds a NamedTuple in C (its own __new__ is a Python function)
