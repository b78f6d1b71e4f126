"""Values → the JSON of docs/api.md, in one place (msgspec).

Each object of the contract is a msgspec Struct below, with its keys in the contract's order; a value of
the core (DayFacts, MonthFacts, SearchResult, a member's PersonalFacts, PersonalDay, WeddingDay …) becomes
one with a `*_struct` function, and msgspec encodes it (`encode`) or turns it into plain dicts and lists for
the templates and the household export (`to_builtins`). The JSON Schema that `/api/schema.json` publishes is generated from the same Structs (`json_schema`), so the
description and the output cannot drift apart; the tests validate every endpoint against it.

Keys are stable: add fields, never rename or drop one.
"""

from functools import cache
from typing import Any

import msgspec

from almanac.core.calendar.ganzhi import BRANCHES, NAYIN_SOURCE, STEMS
from almanac.core.calendar.nine_palaces import PALACE_GRID
from almanac.core.calendar.terms import TermMoment
from almanac.core.data import appendix_days as appendix
from almanac.core.data import day_basics as basics_table
from almanac.core.data import qimen as qimen_data
from almanac.core.rules import qimen as qimen_rules
from almanac.core.rules.birth import SOURCES as BIRTH_SOURCES
from almanac.core.rules.catalogue import god_scope
from almanac.core.rules.model import DayGod

WEEKDAY_NAMES = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")


class _Object(msgspec.Struct, frozen=True, gc=False):
    """A JSON object of the contract (immutable; no cycles, so outside the garbage collector)."""


# --- the day object ----------------------------------------------------------------------------------


class Lunar(_Object):
    year: int
    month: int
    day: int
    leap: bool
    text: str
    month_name: str
    day_name: str
    month_days: int
    year_pillar: str
    zodiac: str


class YearMonthDay(_Object):
    year: str
    month: str
    day: str


class Term(_Object):
    name: str
    at: str
    longitude: int
    jie: bool


class SolarMonth(_Object):
    number: int
    branch: str
    pillar: str
    year_pillar: str
    opened_by: Term


class YearMonth(_Object):
    year: str
    month: str


class MonthSwitch(_Object):
    term: str
    at: str
    before: YearMonth
    after: YearMonth


class Huangdao(_Object):
    god: str
    kind: str


class MansionDetail(_Object):
    name: str
    luminary: str
    animal: str
    full: str


class Clash(_Object):
    branch: str
    zodiac: str
    sha: str


class DayRenshen(_Object):
    lunar_day: str
    stem: str
    branch: str
    kind: str
    activity: str
    source: str
    branch_alternative: str  # the text's “一云” for the branch (申 酉 戌 days), else ""


class Taibai(_Object):
    direction: str
    palace: str
    source: str


class God(_Object, kw_only=True, omit_defaults=True):
    """A 神煞 of the day; `meaning`, `reading`, `veto` and `rejected` appear only when they apply."""

    name: str
    kind: str
    source: str
    group: str
    scope: str
    meaning: str = ""
    reading: str = ""
    veto: bool = False
    rejected: str = ""
    counted: bool


class Reason(_Object):
    text: str
    source: str


class Grade(_Object):
    name: str
    reasons: list[Reason]


class Verdict(_Object):
    name: str
    group: str
    verdict: str
    for_: list[str] = msgspec.field(name="for")
    against: list[str]
    reasons: list[Reason]


class HourGod(_Object):
    name: str
    kind: str
    source: str
    note: str


class HourRenshen(_Object):
    part: str
    alternative: str
    kind: str
    activity: str
    source: str


class Palace(_Object):
    number: int
    name: str
    earth_stem: str
    heaven_stem: str
    star: str | None
    door: str | None


class LuckyPalace(_Object):
    number: int
    name: str
    stem: str
    door: str
    text: str


class Qimen(_Object):
    dun: str
    ju: int
    yuan: str
    method: str
    term: str
    hour: str
    zhifu: str
    zhifu_palace: int
    zhishi: str
    zhishi_palace: int
    grid: list[list[Palace]]
    lucky: bool
    lucky_palaces: list[LuckyPalace]
    reasons: list[str]


class Hour(_Object, kw_only=True, omit_defaults=True):
    branch: str
    pillar: str
    start: str
    end: str
    huangdao: Huangdao
    gods: list[HourGod]
    verdict: str
    reasons: list[str]
    renshen: HourRenshen
    sida_jishi: str
    qimen: Qimen | msgspec.UnsetType = msgspec.UNSET


class Day(_Object):
    date: str
    weekday: int
    weekday_name: str
    lunar: Lunar
    pillars: YearMonthDay
    nayin: YearMonthDay
    nayin_element: YearMonthDay
    zodiac: str
    solar_terms: list[Term]
    solar_month: SolarMonth
    month_switch: MonthSwitch | None
    jianchu: str
    huangdao: Huangdao
    mansion: str
    mansion_detail: MansionDetail
    clash: Clash
    pengzu: list[str]
    sources: dict[str, str]
    festivals: list[str]
    renshen: DayRenshen
    taibai: Taibai
    gods: list[God]
    grade: Grade
    activities: list[Verdict]
    hours: list[Hour]
    xishen: str


class Month(_Object):
    year: int
    month: int
    days: list[Day]
    solar_terms: list[Term]


class Error(_Object):
    error: str
    status: int


# --- the date search (`/api/search`) ------------------------------------------------------------------


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


class Flag(_Object):
    name: str
    against: str
    severity: str
    counted: bool
    text: str
    source: str


class MemberVerdict(_Object):
    member: str
    verdict: str
    flags: list[Flag]
    good: list[Flag]
    reasons: list[Reason]


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


# --- a household member (the household export's `facts`) and a member's day ---------------------------


class MemberBirth(_Object):
    date: str
    time: str | None  # HH:MM, null when the birth time is unknown
    timezone: str
    local: str
    cst: str
    late_zi_next_day: bool


class MemberPillars(_Object):
    year: str
    month: str
    day: str
    hour: str | msgspec.UnsetType = msgspec.UNSET  # left out when the birth time is unknown


class Nayin(_Object):
    name: str
    element: str


class MemberNayin(_Object):
    year: Nayin
    month: Nayin
    day: Nayin
    hour: Nayin | msgspec.UnsetType = msgspec.UNSET


class NineStar(_Object):
    number: int
    name: str
    palace: str
    direction: str
    yuan: str
    year: int
    source: str


class Guiren(_Object):
    yang: str
    yin: str


class MemberFacts(_Object):
    name: str
    sex: str
    birth: MemberBirth
    pillars: MemberPillars
    bazi: str
    uncertain: list[str]
    zodiac: str
    nayin: MemberNayin
    lichun_year: int
    nine_star: NineStar
    lu: str
    ma: str
    guiren: Guiren
    sources: dict[str, str]


class PersonalActivity(_Object):
    """An activity's verdict for one member (`base` the day's verdict for everyone)."""

    name: str
    base: str
    verdict: str
    changed: bool
    for_: list[str] = msgspec.field(name="for")
    against: list[str]
    reasons: list[Reason]


class MemberDay(_Object):
    date: str
    member: str
    day_pillar: str
    clashes: bool
    flags: list[Flag]
    year_flags: list[Flag]
    good: list[Flag]
    benming_gods: list[str]
    reasons: list[Reason]
    activities: list[PersonalActivity]


class ZhouTang(_Object):
    lunar_day: int
    month_length: int
    big_month: bool
    position: str
    trigram: str
    usable: bool
    rule: str
    counted: bool
    text: str
    source: str
    note: str


class WeddingPartner(_Object):
    member: str
    verdict: PersonalActivity
    flags: list[Flag]


class WeddingDay(_Object):
    date: str
    activity: str
    verdict: str
    zhoutang: ZhouTang
    bride: WeddingPartner
    groom: WeddingPartner
    reasons: list[Reason]


# --- the compass (`/api/compass`): its parts are documented in docs/api.md ---------------------------


class Compass(_Object, kw_only=True, omit_defaults=True):
    year: int
    month: int | None
    year_ganzhi: str
    month_ganzhi: str | None
    mountains: list[dict[str, Any]]
    palaces: dict[str, Any]
    nine_stars: dict[str, Any]
    readings: list[dict[str, Any]]
    rejected: list[dict[str, Any]]
    unplaced: list[dict[str, Any]]
    wuxing_house: dict[str, Any]
    year_month_spirits: dict[str, Any]
    verdict: dict[str, Any] | msgspec.UnsetType = msgspec.UNSET  # with ?sit=


# --- values → Structs --------------------------------------------------------------------------------
# The few memo points here hold finite tables (solar terms, gods, 奇门 layouts): each entry is built once.


@cache
def term_struct(term: TermMoment) -> Term:
    return Term(term.name, term.at.isoformat(), term.term * 15, term.is_jie)


@cache
def god_struct(god: DayGod, counted: bool) -> God:
    return God(
        name=god.name, kind=god.kind, source=str(god.source), group=god.group, scope=god_scope(god),
        meaning=god.meaning, reading=god.reading, veto=god.veto, rejected=god.rejected, counted=counted,
    )


def verdict_struct(verdict) -> Verdict:
    return Verdict(
        verdict.activity.name, verdict.activity.group, verdict.verdict, list(verdict.good), list(verdict.bad),
        [Reason(r.text, r.source) for r in verdict.reasons],
    )


QIMEN_SOURCES = ", ".join(
    str(s) for s in (qimen_data.GOOD_HOUR_SOURCE, qimen_data.EARTH_SOURCE, qimen_data.HOME_SOURCE,
                     qimen_data.LAYOUT_SOURCE, *qimen_rules.DAY_SOURCES, qimen_data.FUYIN_SOURCE)
)


@cache
def _qimen_layout(dun: str, ju: int, hour: str) -> tuple:
    """The date-independent fields of an hour's chart (≤ 1 080 of them: 2 遁 × 9 局 × 60 hours)."""
    chart = qimen_rules.hour_layout(dun, ju, hour)
    cells = chart.palaces
    grid = [
        [Palace(p, qimen_data.PALACE_NAMES[p], cells[p].earth_stem, cells[p].heaven_stem, cells[p].star, cells[p].door)
         for p in row]
        for row in PALACE_GRID  # 洛书 as the compass shows it: south (离9) on top
    ]
    lucky = [
        LuckyPalace(p, qimen_data.PALACE_NAMES[p], cells[p].heaven_stem, cells[p].door,
                    f"{qimen_data.PALACE_NAMES[p]}方 {cells[p].heaven_stem}奇+{cells[p].door}")
        for p in chart.lucky_palaces
    ]
    return (chart.hour, chart.zhifu, chart.zhifu_palace, chart.zhishi, chart.zhishi_palace, grid, chart.good_hour,
            lucky, list(chart.reasons))


def qimen_struct(day: qimen_rules.QimenDay, hour_pillar: str) -> Qimen:
    return Qimen(day.dun, day.ju, day.yuan, day.method, day.term, *_qimen_layout(day.dun, day.ju, hour_pillar))


def hour_struct(hour, qimen_day: qimen_rules.QimenDay | None) -> Hour:
    return Hour(
        branch=hour.branch, pillar=hour.pillar, start=hour.start, end=hour.end,
        huangdao=Huangdao(hour.huangdao["god"], hour.huangdao["kind"]),
        gods=[HourGod(g["name"], g["kind"], g["source"], g["note"]) for g in hour.gods],
        verdict=hour.verdict, reasons=list(hour.reasons), renshen=HourRenshen(**hour.renshen),
        sida_jishi=hour.sida_jishi,
        qimen=msgspec.UNSET if qimen_day is None else qimen_struct(qimen_day, hour.pillar),
    )


_RENSHEN_SOURCE = ", ".join(
    str(src) for src in (appendix.RENSHEN_BY_LUNAR_DAY_SOURCE, appendix.RENSHEN_BY_STEM_SOURCE)
)  # L591 gives the stem and the branch tables (and the branch's “一云”) in one line
_TAIBAI_SOURCE = str(appendix.TAIBAI_SOURCE)
_BASIC_SOURCES = {
    "nayin": str(NAYIN_SOURCE),
    "jianchu": str(basics_table.JIANCHU_SOURCE),
    "huangdao": str(basics_table.HUANGDAO_SOURCE),
    "mansion": str(basics_table.MANSION_SOURCE),
    "clash": str(basics_table.CLASH_SOURCE),
    "sha": str(basics_table.SHA_SOURCE),
    "pengzu": str(basics_table.PENGZU_SOURCE),
    "qimen": QIMEN_SOURCES,
}


@cache
def _mansion_detail(mansion: int) -> MansionDetail:
    name = basics_table.MANSIONS[mansion]
    luminary = basics_table.MANSION_SEVEN_LUMINARIES[mansion]
    animal = basics_table.MANSION_ANIMALS[mansion]
    return MansionDetail(name, luminary, animal, name + luminary + animal)


def _solar_month(month) -> SolarMonth:
    return SolarMonth(month.number, month.ganzhi.name[1], month.ganzhi.name, month.year_ganzhi.name,
                      term_struct(month.opened_by))


def day_struct(facts) -> Day:
    """The day object of docs/api.md for a DayFacts."""
    p, lunar, rules, switch = facts.pillars, facts.lunar, facts.rules, facts.month_switch
    lunar_year = facts.lunar_year_ganzhi
    counted = frozenset(rules.counted)
    taibai = appendix.TAIBAI_BY_LUNAR_DAY[lunar.day]
    return Day(
        date=facts.date.isoformat(),
        weekday=facts.date.isoweekday(),
        weekday_name=WEEKDAY_NAMES[facts.date.weekday()],
        lunar=Lunar(lunar.year, lunar.month, lunar.day, lunar.leap, lunar.text, lunar.month_name, lunar.day_name,
                    lunar.month_length, lunar_year.name, lunar_year.zodiac),
        pillars=YearMonthDay(p.year.name, p.month.name, p.day.name),
        nayin=YearMonthDay(p.year.nayin.name, p.month.nayin.name, p.day.nayin.name),
        nayin_element=YearMonthDay(p.year.nayin.element, p.month.nayin.element, p.day.nayin.element),
        zodiac=facts.zodiac,
        solar_terms=[term_struct(t) for t in facts.solar_terms],
        solar_month=_solar_month(facts.solar_month),
        month_switch=None if switch is None else MonthSwitch(
            switch.term.name, switch.term.at.isoformat(),
            YearMonth(switch.before.year_ganzhi.name, switch.before.ganzhi.name),
            YearMonth(switch.after.year_ganzhi.name, switch.after.ganzhi.name),
        ),
        jianchu=facts.jianchu,
        huangdao=Huangdao(facts.huangdao.god, facts.huangdao.kind),
        mansion=basics_table.MANSIONS[facts.mansion],
        mansion_detail=_mansion_detail(facts.mansion),
        clash=Clash(facts.clash.branch, facts.clash.zodiac, facts.clash.sha),
        pengzu=list(facts.pengzu),
        sources=_BASIC_SOURCES,
        festivals=list(facts.festivals),
        renshen=DayRenshen(**appendix.renshen(lunar.day, STEMS[p.day.stem], BRANCHES[p.day.branch]), kind="忌",
                           activity="针灸", source=_RENSHEN_SOURCE),
        taibai=Taibai(taibai, appendix.TAIBAI_PALACE[taibai], _TAIBAI_SOURCE),
        gods=[god_struct(g, g in counted) for g in rules.gods],
        grade=Grade(rules.grade.name, [Reason(r.text, r.source) for r in rules.grade.reasons]),
        activities=[verdict_struct(v) for v in rules.activities],
        hours=[hour_struct(h, facts.qimen) for h in facts.hours],
        xishen=facts.xishen,
    )


def month_struct(facts) -> Month:
    days = [day_struct(d) for d in facts.days]
    return Month(facts.year, facts.month, days, [t for d in days for t in d.solar_terms])


def flag_struct(flag) -> Flag:
    return Flag(flag.name, flag.against, flag.severity, flag.counted, flag.text, flag.source)


def _member_verdicts(personal_found, activity: str) -> list[MemberVerdict]:
    out = []
    for member_day in personal_found.days:
        verdict = member_day.verdict_for(activity)
        out.append(MemberVerdict(
            member_day.member, verdict.verdict, [flag_struct(f) for f in member_day.flags],
            [flag_struct(f) for f in member_day.good], [Reason(r.text, r.source) for r in verdict.reasons],
        ))
    return out


def found_struct(found, listed_hours=(), personal=()) -> FoundDay:
    """A found day; `listed_hours` are (hour, its `qimen` dict or None) pairs, `personal` its members' verdicts."""
    day, verdict = found.day, found.verdict
    return FoundDay(
        day.date.isoformat(), day.lunar.text, day.pillars.day.name, day.rules.grade.name, found.score,
        verdict.verdict, list(verdict.good), list(verdict.bad), [Reason(r.text, r.source) for r in verdict.reasons],
        list(personal),
        [SearchHour(branch=h.branch, pillar=h.pillar, start=h.start, end=h.end, reasons=list(h.reasons),
                    qimen=msgspec.UNSET if q is None else msgspec.convert(q, QimenSummary))
         for h, q in listed_hours],
    )


def search_struct(result, listed_hours, personal=None) -> Search:
    """A search result; `listed_hours(day)` gives the (hour, `qimen` dict or None) pairs a result lists, `personal`
    the members' search (PersonalSearch) when members were chosen."""
    if personal is None:
        results = [found_struct(f, listed_hours(f.day)) for f in result.results]
        members = dropped = msgspec.UNSET
    else:
        activity = result.activity
        results = [found_struct(item.found, listed_hours(item.found.day), _member_verdicts(item, activity))
                   for item in personal.kept]
        members = list(personal.members)
        dropped = [found_struct(item.found, (), _member_verdicts(item, activity)) for item in personal.dropped]
    return Search(
        activity=result.activity, from_=result.start.isoformat(), to=result.end.isoformat(),
        days_searched=result.days_searched, results=results,
        near_misses=[found_struct(f) for f in result.near_misses], qimen=result.qimen,
        qimen_dropped=[found_struct(f) for f in result.qimen_dropped], members=members, personal_dropped=dropped,
    )


# --- encoding ----------------------------------------------------------------------------------------

_ENCODER = msgspec.json.Encoder()


def encode(value: Any) -> str:
    """Compact JSON text (UTF-8 characters as they are, keys in the contract's order)."""
    return _ENCODER.encode(value).decode()


def to_builtins(value: Any) -> Any:
    """Plain dicts and lists (what the templates read), equal to the JSON."""
    return msgspec.to_builtins(value)


def day_json(facts) -> str:
    return encode(day_struct(facts))


def day_dict(facts) -> dict:
    return to_builtins(day_struct(facts))


def month_json(facts) -> str:
    return encode(month_struct(facts))


def month_dict(facts) -> dict:
    return to_builtins(month_struct(facts))


# --- a household member ----------------------------------------------------------------------------------

_MEMBER_SOURCE_KEYS = ("pillars", "nayin", "nine_star", "lu", "ma", "guiren")


def _nayin(gz) -> Nayin:
    return Nayin(gz.nayin.name, gz.nayin.element)


def member_facts_struct(facts) -> MemberFacts:
    """A member's birth facts (a PersonalFacts of rules/birth.py): the household export's `facts`."""
    p, star = facts.pillars, facts.star
    unknown = p.hour is None
    return MemberFacts(
        name=facts.name,
        sex=facts.sex,
        birth=MemberBirth(
            facts.birth_date.isoformat(), facts.birth_time.strftime("%H:%M") if facts.birth_time else None,
            facts.timezone, facts.birth_local.isoformat(), facts.birth_cst.isoformat(), facts.late_zi_next_day,
        ),
        pillars=MemberPillars(p.year.name, p.month.name, p.day.name, msgspec.UNSET if unknown else p.hour.name),
        bazi=facts.bazi,
        uncertain=list(facts.uncertain),
        zodiac=facts.zodiac,
        nayin=MemberNayin(_nayin(p.year), _nayin(p.month), _nayin(p.day), msgspec.UNSET if unknown else _nayin(p.hour)),
        lichun_year=facts.lichun_year,
        nine_star=NineStar(star.number, star.name, star.palace, star.direction, star.yuan, star.year, star.source),
        lu=facts.lu_name,
        ma=facts.ma_name,
        guiren=Guiren(*facts.guiren_names),
        sources={key: BIRTH_SOURCES[key] for key in _MEMBER_SOURCE_KEYS},
    )


def member_facts_dict(facts) -> dict:
    return to_builtins(member_facts_struct(facts))


def _reasons(reasons) -> list[Reason]:
    return [Reason(r.text, r.source) for r in reasons]


def personal_activity_struct(verdict) -> PersonalActivity:
    """A PersonalVerdict of rules/personal_verdicts.py."""
    return PersonalActivity(verdict.activity, verdict.base, verdict.verdict, verdict.changed, list(verdict.good),
                            list(verdict.bad), _reasons(verdict.reasons))


def member_day_struct(day) -> MemberDay:
    """A PersonalDay (one day judged for one member)."""
    return MemberDay(
        day.date.isoformat(), day.member, day.day_pillar, day.clashes, [flag_struct(f) for f in day.flags],
        [flag_struct(f) for f in day.year_flags], [flag_struct(f) for f in day.good], list(day.benming_gods),
        _reasons(day.reasons), [personal_activity_struct(v) for v in day.activities],
    )


def member_day_dict(day) -> dict:
    return to_builtins(member_day_struct(day))


def zhoutang_struct(z) -> ZhouTang:
    return ZhouTang(z.lunar_day, z.month_length, z.big_month, z.position, z.trigram, z.usable, z.rule, z.counted,
                    z.text, z.source, z.note)


def _partner(day, activity: str) -> WeddingPartner:
    return WeddingPartner(day.member, personal_activity_struct(day.verdict_for(activity)),
                          [flag_struct(f) for f in day.flags])


def wedding_day_struct(wedding) -> WeddingDay:
    """A couple's candidate wedding day (almanac.core.personal.WeddingDay)."""
    return WeddingDay(
        wedding.date.isoformat(), wedding.activity, wedding.verdict, zhoutang_struct(wedding.zhoutang),
        _partner(wedding.bride, wedding.activity), _partner(wedding.groom, wedding.activity),
        _reasons(wedding.reasons),
    )


def wedding_day_dict(wedding) -> dict:
    return to_builtins(wedding_day_struct(wedding))


def json_schema() -> dict:
    """The JSON Schema (2020-12) of every response of the JSON API, generated from the Structs above."""
    (day, month, search, compass, error), components = msgspec.json.schema_components(
        (Day, Month, Search, Compass, Error), ref_template="#/$defs/{name}"
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "通书 almanac JSON API",
        "description": "Responses of /api/day, /api/month, /api/search and /api/compass (docs/api.md). "
                       "Keys are stable: later versions add keys, never rename or drop one.",
        "$defs": components,
        "responses": {"day": day, "month": month, "search": search, "compass": compass, "error": error},
    }


def clear_memos() -> None:
    """Forget the built fragments (the benchmark's "never computed before" measurement)."""
    for memo in (term_struct, god_struct, _qimen_layout, _mansion_detail):
        memo.cache_clear()
