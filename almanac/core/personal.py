"""A member's day: the personal rules composed with a day's facts (plain values, no Django here).

The rules are in almanac.core.rules: a member's birth data → `PersonalFacts` in rules/birth.py (the time
conventions, 男女九宫, 本命 禄/马/贵人 and their seed citations), the day judged for a person in
rules/personal_verdicts.py (冲 刑 害 破, 太岁, the 本命 gods, and the rule by which a verdict changes, with its
sources), 嫁娶周堂 in rules/zhoutang.py. This module reads a `DayFacts` for them:

- `personal_day`: one day judged for one person (`PersonalDay`); `member_marks`: the short marks of a month
  grid; `personal_compass`: the person's 本命, 禄, 马 and 贵人 as mountains of the compass;
- `wedding_day` / `wedding_days`: a couple's candidate days, 周堂 and both persons' verdicts (`WeddingDay`).

Everything returned is immutable; its JSON is almanac.core.serialize's (`member_facts_struct`,
`member_day_struct`, `wedding_day_struct`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date

from almanac.core import day_facts
from almanac.core.calendar.ganzhi import BRANCHES, GanZhi
from almanac.core.calendar.lunar import LunarDate
from almanac.core.errors import PersonalInputError, check_range
from almanac.core.rules.birth import SOURCES as BIRTH_SOURCES
from almanac.core.rules.birth import PersonalFacts
from almanac.core.rules.personal_verdicts import (
    VERDICT_ORDER,
    DayContext,
    PersonalDay,
    Reading,
    Reason,
    benming_gods,
    day_flags,
    good_flags,
    hedge,
    reading_of,
    verdicts_for_person,
    year_flags,
)
from almanac.core.rules.zhoutang import WEDDING_ACTIVITIES, ZhouTang, zhoutang


def _as_day(day: day_facts.DayFacts | date) -> day_facts.DayFacts:
    return day if isinstance(day, day_facts.DayFacts) else day_facts.day(day)


def _context(day: day_facts.DayFacts, benming: GanZhi) -> DayContext:
    """The day as its rules read it (the context its own rules were computed from), for a person of birth-year
    pillar `benming`."""
    return day.context._replace(benming=benming)


def personal_day(member: PersonalFacts, day: day_facts.DayFacts | date, *, count_po: bool = False) -> PersonalDay:
    """The day judged for one person: flags, reasons, and every activity's verdict for them
    (the rule: rules/personal_verdicts.py). When the birth data leave a pillar open, the day is judged by
    every reading and what they disagree on is marked hedged (step 6 there)."""
    day = _as_day(day)
    if not member.alternates:
        return _judged(member, day, count_po)
    main = replace(_judged(member, day, count_po), reading=reading_of(member, member.uncertain))
    others = tuple(replace(_judged(alt, day, count_po), reading=reading_of(alt, member.uncertain))
                   for alt in member.alternates)
    return hedge(main, others)


def _judged(member: PersonalFacts, day: day_facts.DayFacts, count_po: bool) -> PersonalDay:
    """The day judged for one reading of a person's birth data."""
    branch = day.pillars.day.branch
    flags = day_flags(member, branch, count_po=count_po)
    good = good_flags(member, branch)
    gods = benming_gods(_context(day, member.benming))
    rules = day.rules
    verdicts, reasons = verdicts_for_person(
        rules.activities, (g.name for g in rules.counted), rules.vetoes, flags, good, gods
    )
    return PersonalDay(
        date=day.date,
        member=member.name,
        day_pillar=day.pillars.day.name,
        flags=flags,
        year_flags=year_flags(member, day.pillars.year.branch),
        good=good,
        benming_gods=tuple(g.name for g in gods),
        activities=verdicts,
        reasons=reasons,
    )


# --- the compass ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CompassMark:
    """A branch of the person's on the 24-mountain ring (mountain 2·b; bearing 30°·b from north)."""

    name: str  # 本命 / 禄 / 马 / 阳贵 / 阴贵
    mountain: str  # the branch's mountain, e.g. 申
    bearing: int  # degrees, clockwise from north (子 = 0)
    source: str
    uncertain: bool = False  # another reading of the birth data puts this mark on another branch …
    reading: Reading | None = None  # … and this is the reading that puts it here


def _compass_branches(member: PersonalFacts) -> tuple[tuple[str, int, str], ...]:
    return (("本命", member.year_branch, BIRTH_SOURCES["zodiac"]), ("禄", member.lu, BIRTH_SOURCES["lu"]),
            ("马", member.ma, BIRTH_SOURCES["ma"]), ("阳贵", member.guiren[0], BIRTH_SOURCES["guiren"]),
            ("阴贵", member.guiren[1], BIRTH_SOURCES["guiren"]))


def personal_compass(member: PersonalFacts) -> tuple[CompassMark, ...]:
    """Where the person's 本命 branch, 禄, 马 and 贵人 lie on the compass, for the compass page to mark.
    (Their 飞到 — 001 L479 “以本命飞到者最为上” — needs the year's flying stars: not computed here.)

    All five follow the birth-year pillar. When the birth data leave it open (立春 within the birth minute, or
    on a date-only birthday; rules/birth.py `alternates`), a mark that the readings put on different branches
    is given once for each, `uncertain`, with the reading that puts it there (the main reading's first); a mark
    every reading puts on the same branch is given once, as certain."""
    readings = {r.benming: r for r in (member, *member.alternates)}  # the marks follow the year pillar alone
    each = [(reading, _compass_branches(reading)) for reading in readings.values()]
    marks = []
    for i, (name, branch, source) in enumerate(each[0][1]):
        places = {marks_of[i][1]: reading for reading, marks_of in each}
        if len(places) == 1:
            marks.append(CompassMark(name, BRANCHES[branch], 30 * branch, source))
            continue
        marks.extend(CompassMark(name, BRANCHES[b], 30 * b, source, True, reading_of(reading, member.uncertain))
                     for b, reading in places.items())
    return tuple(marks)


# --- wedding days ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WeddingDay:
    date: date
    activity: str
    zhoutang: ZhouTang
    bride: PersonalDay
    groom: PersonalDay
    verdict: str  # the worse of the two persons' verdicts (and 忌 when 周堂 is counted and not usable)
    reasons: tuple[Reason, ...]
    lunar: LunarDate | None = None  # the day's lunar date (十月廿四)

    @property
    def hedged(self) -> bool:
        """Whether a partner's birth data leave the verdict open (another reading gives another verdict)."""
        return any(p.verdict_for(self.activity).hedged for p in (self.bride, self.groom))


def wedding_day(
    bride: PersonalFacts,
    groom: PersonalFacts,
    day: day_facts.DayFacts | date,
    *,
    activity: str = "嫁娶",
    weng_living: bool = True,
    gu_living: bool = True,
    count_zhoutang: bool = False,
    count_po: bool = False,
) -> WeddingDay:
    """A candidate wedding day for a couple: 周堂 of the day, both persons' verdicts for the activity."""
    day = _as_day(day)
    if activity not in WEDDING_ACTIVITIES:
        raise PersonalInputError(f"not a wedding activity: {activity!r}", msgid="不是嫁娶类事项：%(name)s",
                                 name=activity)
    position = zhoutang(day.lunar.day, day.lunar.month_length, weng_living=weng_living, gu_living=gu_living,
                        counted=count_zhoutang)
    her, his = personal_day(bride, day, count_po=count_po), personal_day(groom, day, count_po=count_po)
    verdicts = (her.verdict_for(activity), his.verdict_for(activity))
    verdict = min((v.verdict for v in verdicts), key=VERDICT_ORDER.__getitem__)
    reasons = [r for v in verdicts for r in v.reasons]
    if count_zhoutang and not position.usable:
        verdict = "忌"
        reasons.append(Reason(f"周堂{position.text}", position.source))
    return WeddingDay(day.date, activity, position, her, his, verdict, tuple(dict.fromkeys(reasons)), day.lunar)


def wedding_days(
    bride: PersonalFacts, groom: PersonalFacts, start: date, end: date, **options
) -> tuple[WeddingDay, ...]:
    """wedding_day for every day from start to end inclusive (at most the search's three years)."""
    check_range(start, end)
    return tuple(wedding_day(bride, groom, d, **options) for d in day_facts.days(start, end))


def member_marks(member: PersonalFacts, days: Iterable[day_facts.DayFacts]) -> dict[date, tuple[str, ...]]:
    """Short marks for a month grid: per day, the counted flags' names against the 本命 and the day branch,
    e.g. ('冲本命',) or ('刑', '害'); days without a counted flag are left out. When the birth data allow
    more than one reading, a mark that not every reading gives ends in ？ (冲本命？)."""
    readings = (member, *member.alternates)
    marks = {}
    for d in days:
        each = [_mark_names(r, d.pillars.day.branch) for r in readings]
        names = tuple(dict.fromkeys(n for names in each for n in names))
        if names:
            marks[d.date] = tuple(n if all(n in e for e in each) else n + "？" for n in names)
    return marks


def _mark_names(member: PersonalFacts, branch: int) -> tuple[str, ...]:
    return tuple(dict.fromkeys(
        ("冲本命" if f.against == "year" else "冲日支") if f.name == "冲" else f.name
        for f in day_flags(member, branch) if f.counted
    ))


__all__ = [
    "CompassMark", "WeddingDay", "member_marks", "personal_compass", "personal_day", "wedding_day",
    "wedding_days",
]
