"""The day object and the month object of docs/api.md, and how a DayFacts / MonthFacts fills them (as Structs;
the JSON text is encoded from pre-encoded fragments in day_encoded.py)."""

from collections.abc import Callable
from typing import NamedTuple

import msgspec

from almanac.core.calendar.ganzhi import BRANCHES, NAYIN_SOURCE, STEMS
from almanac.core.calendar.public_holidays import schedule_published
from almanac.core.calendar.terms import TermMoment
from almanac.core.data import appendix_days as appendix
from almanac.core.data import day_basics as basics_table
from almanac.core.data import qimen as qimen_data
from almanac.core.memo import memo_point
from almanac.core.rules import qimen as qimen_rules
from almanac.core.rules import zhoutang as zhoutang_rules
from almanac.core.rules.catalogue import god_scope
from almanac.core.rules.model import DayGod
from almanac.core.serialize.base import Reason, _Cited, _Object, to_builtins
from almanac.core.serialize.hour import (
    GodAlias,
    Hour,
    Huangdao,
    alias_structs,
    hour_struct,
    page_hour_struct,
)
from almanac.core.sources import citation

WEEKDAY_NAMES = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")


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


class MansionDetail(_Object):
    name: str
    luminary: str
    animal: str
    full: str


class Clash(_Object):
    branch: str
    zodiac: str
    sha: str


class DayRenshen(_Cited):
    lunar_day: str
    stem: str
    branch: str
    kind: str
    activity: str
    source: str
    branch_alternative: str  # the text's “一云” for the branch (申 酉 戌 days), else ""
    citation: str = ""


class Taibai(_Cited):
    direction: str
    palace: str
    source: str
    citation: str = ""


class God(_Cited, kw_only=True, omit_defaults=True):
    """A 神煞 of the day; `meaning`, `reading`, `veto` and `rejected` appear only when they apply; `aliases` always
    (empty when the seeds give it no other name)."""

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
    aliases: list[GodAlias]
    citation: str = ""


class Grade(_Object):
    name: str
    reasons: list[Reason]
    house_reading: bool  # the site's own weighing decided the grade (the text leaves it open), not the text
    house_note: str  # that weighing in a sentence, “本站权衡：…”; "" when the text decides


class Verdict(_Object):
    name: str
    group: str
    verdict: str
    for_: list[str] = msgspec.field(name="for")
    against: list[str]
    reasons: list[Reason]
    house_reading: bool  # the site's own weighing decided the verdict (宜 and 忌 gods both present, or a
    house_note: str  # veto the text does not make 百事不宜), in a sentence “本站权衡：…”; else false and ""


class DayZhouTang(_Cited):
    """嫁娶周堂 of the day (003 L731–L747): the position, read for a family whose 翁 and 姑 are living."""

    position: str
    trigram: str
    lunar_day: int
    month_days: int
    counting: str  # 大月从夫顺数 / 小月从妇逆数
    rule: str  # 可用 / 无翁者可用 / 无姑者可用 / 不用
    usable: bool
    counted: bool  # never by default: the 按 says not to be bound by it (L751)
    text: str
    source: str
    reading: str  # the site's reading where the text is silent (a 闰月), else ""
    judgements: list[Reason]  # what the texts say of the rule itself
    citation: str = ""


class PublicHolidayDay(_Object):
    name: str
    off_work: bool  # True: 休 (a day off); False: 班 (a weekend day worked in exchange)


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
    zhoutang: DayZhouTang
    public_holiday: PublicHolidayDay | None
    public_holidays_published: bool  # whether the State Council's schedule of the year is known here
    citations: dict[str, str]  # `sources` as a reader reads them (almanac.core.sources.citation)


class Month(_Object):
    year: int
    month: int
    days: list[Day]
    solar_terms: list[Term]


# --- values → Structs --------------------------------------------------------------------------------
# The few memo points here hold finite tables (solar terms, gods, 奇门 layouts): each entry is built once.


@memo_point("JSON verdicts", kind="table", maxsize=65536)  # verdicts are shared rows of the rule tables
def verdict_struct(verdict) -> Verdict:
    return Verdict(
        verdict.activity.name, verdict.activity.group, verdict.verdict, list(verdict.good), list(verdict.bad),
        [Reason(r.text, r.source) for r in verdict.reasons], bool(verdict.house), verdict.house,
    )


@memo_point("JSON terms", kind="table")
def term_struct(term: TermMoment) -> Term:
    return Term(term.name, term.at.isoformat(), term.term * 15, term.is_jie)


@memo_point("JSON day gods", kind="table")  # a god of the catalogue, counted or not: frozen, built once
def god_struct(god: DayGod, counted: bool) -> God:
    return God(
        name=god.name, kind=god.kind, source=str(god.source), group=god.group, scope=god_scope(god),
        meaning=god.meaning, reading=god.reading, veto=god.veto, rejected=god.rejected, counted=counted,
        aliases=alias_structs(god.aliases),
    )


QIMEN_SOURCES = ", ".join(
    str(s) for s in (qimen_data.GOOD_HOUR_SOURCE, qimen_data.EARTH_SOURCE, qimen_data.HOME_SOURCE,
                     qimen_data.LAYOUT_SOURCE, *qimen_rules.DAY_SOURCES, qimen_data.FUYIN_SOURCE)
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
_BASIC_CITATIONS = {key: citation(source) for key, source in _BASIC_SOURCES.items()}


@memo_point("JSON mansions", kind="table")
def _mansion_detail(mansion: int) -> MansionDetail:
    name = basics_table.MANSIONS[mansion]
    luminary = basics_table.MANSION_SEVEN_LUMINARIES[mansion]
    animal = basics_table.MANSION_ANIMALS[mansion]
    return MansionDetail(name, luminary, animal, name + luminary + animal)


def _solar_month(month) -> SolarMonth:
    return SolarMonth(month.number, month.ganzhi.name[1], month.ganzhi.name, month.year_ganzhi.name,
                      term_struct(month.opened_by))


_ZHOUTANG_JUDGEMENTS = [Reason(text, str(source)) for text, source in zhoutang_rules.JUDGEMENTS]


def zhoutang_struct(lunar) -> DayZhouTang:
    z = zhoutang_rules.zhoutang(lunar.day, lunar.month_length)
    return DayZhouTang(
        z.position, z.trigram, z.lunar_day, z.month_length, "大月从夫顺数" if z.big_month else "小月从妇逆数", z.rule,
        z.usable, z.counted, z.text, z.source, zhoutang_rules.LEAP_MONTH_READING if lunar.leap else "",
        _ZHOUTANG_JUDGEMENTS,
    )


def renshen_struct(lunar_day: int, day_pillar: int) -> DayRenshen:
    stem, branch = STEMS[day_pillar % 10], BRANCHES[day_pillar % 12]
    return DayRenshen(**appendix.renshen(lunar_day, stem, branch), kind="忌", activity="针灸", source=_RENSHEN_SOURCE)


def taibai_struct(lunar_day: int) -> Taibai:
    taibai = appendix.TAIBAI_BY_LUNAR_DAY[lunar_day]
    return Taibai(taibai, appendix.TAIBAI_PALACE[taibai], _TAIBAI_SOURCE)


def grade_struct(grade) -> Grade:
    return Grade(grade.name, [Reason(r.text, r.source) for r in grade.reasons], bool(grade.house), grade.house)


class DayParts(NamedTuple):
    """How `day_struct` fills the parts of a day that are entries of finite tables: as Structs (PLAIN, for
    `to_builtins`), or as pre-encoded fragments (serialize/day_encoded.py, for the JSON text only)."""

    gods: Callable  # DayRules → list
    activities: Callable  # DayRules → list
    grade: Callable  # rules' Grade → Grade
    hours: Callable  # DayFacts → list[Hour]
    renshen: Callable  # (lunar day, day pillar index) → DayRenshen
    taibai: Callable  # lunar day → Taibai
    zhoutang: Callable  # LunarDate → DayZhouTang
    sources: object  # the `sources` dict
    citations: object  # the `citations` dict


def _gods(rules) -> list[God]:
    counted = frozenset(rules.counted)
    return [god_struct(g, g in counted) for g in rules.gods]


PLAIN = DayParts(
    gods=_gods,
    activities=lambda rules: [verdict_struct(v) for v in rules.activities],
    grade=grade_struct,
    hours=lambda facts: [hour_struct(h, facts.qimen) for h in facts.hours],
    renshen=renshen_struct,
    taibai=taibai_struct,
    zhoutang=zhoutang_struct,
    sources=_BASIC_SOURCES,
    citations=_BASIC_CITATIONS,
)


def day_struct(facts, parts: DayParts = PLAIN) -> Day:
    """The day object of docs/api.md for a DayFacts (`parts`: PLAIN, or the encoding path's fragments, which only
    an encoder can read)."""
    p, lunar, rules, switch = facts.pillars, facts.lunar, facts.rules, facts.month_switch
    lunar_year = facts.lunar_year_ganzhi
    holiday = facts.public_holiday
    text, month_name, day_name = lunar.names
    return Day(
        date=facts.date.isoformat(),
        weekday=facts.date.isoweekday(),
        weekday_name=WEEKDAY_NAMES[facts.date.weekday()],
        lunar=Lunar(lunar.year, lunar.month, lunar.day, lunar.leap, text, month_name, day_name,
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
        sources=parts.sources,
        festivals=list(facts.festivals),
        renshen=parts.renshen(lunar.day, p.day.index),
        taibai=parts.taibai(lunar.day),
        gods=parts.gods(rules),
        grade=parts.grade(rules.grade),
        activities=parts.activities(rules),
        hours=parts.hours(facts),
        xishen=facts.xishen,
        zhoutang=parts.zhoutang(lunar),
        public_holiday=None if holiday is None else PublicHolidayDay(*holiday),
        public_holidays_published=schedule_published(facts.date.year),
        citations=parts.citations,
    )


def month_struct(facts, parts: DayParts = PLAIN) -> Month:
    days = [day_struct(d, parts) for d in facts.days]
    return Month(facts.year, facts.month, days, [t for d in days for t in d.solar_terms])


def day_dict(facts) -> dict:
    return to_builtins(day_struct(facts))


# The day page reads the day object but each hour's gods, 人神 and 奇门 grid: a third of the dict's cost.
PAGE = PLAIN._replace(hours=lambda facts: [page_hour_struct(h, facts.qimen) for h in facts.hours])


def day_page_dict(facts) -> dict:
    """`day_dict` as the day page reads it: each hour without its gods, 人神 and 奇门 grid (`PageHour`)."""
    return to_builtins(day_struct(facts, PAGE))


def month_dict(facts) -> dict:
    return to_builtins(month_struct(facts))
