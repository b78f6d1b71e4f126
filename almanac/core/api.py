"""The façade the web and the CLI call. Plain values in, plain values (and JSON-ready dicts) out.

The JSON keys produced here are the contract documented in docs/api.md: add keys, never rename.
"""

import calendar as _gregorian
import json
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache, lru_cache
from typing import NamedTuple

from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED
from almanac.core.calendar.ganzhi import BRANCHES, NAYIN_SOURCE, STEMS, GanZhi, ganzhi
from almanac.core.data import appendix_days as appendix
from almanac.core.calendar.festivals import festivals_of
from almanac.core.calendar.lunar import LunarDate, lunar_date
from almanac.core.calendar.pillars import Pillars, SolarMonth, day_ganzhi, solar_month_context
from almanac.core.calendar.terms import TermMoment, terms_by_cst_day
from almanac.core.data import day_basics as basics_table
from almanac.core.errors import check_month, check_supported
from almanac.core.rules import day_basics
from almanac.core.rules import qimen as qimen_rules
from almanac.core.data import qimen as qimen_data
from almanac.core.rules.catalogue import god_scope
from almanac.core.rules.day_almanac import DayContext, DayRules, day_rules
from almanac.core.rules.hours import HourFacts, hours_of_day, xishen_direction
from almanac.core.rules.model import DayGod
from almanac.core.rules.day_basics import Clash, HuangdaoGod

WEEKDAY_NAMES = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")
_LUNAR_YEAR_JIAZI = 1984


@dataclass(frozen=True, slots=True)
class MonthSwitch:
    """A 节 on this day: the month (and at 立春 the year) pillar changes at `term.at`."""

    term: TermMoment
    before: SolarMonth
    after: SolarMonth


class DayFacts(NamedTuple):
    """All calendar facts of one day (a NamedTuple: immutable and cheap to build on the hot path)."""

    date: date
    lunar: LunarDate
    pillars: Pillars
    solar_month: SolarMonth
    solar_terms: tuple[TermMoment, ...]
    month_switch: MonthSwitch | None
    jianchu: str
    huangdao: HuangdaoGod
    mansion: int
    clash: Clash
    pengzu: tuple[str, str]
    rules: DayRules
    hours: tuple[HourFacts, ...]
    xishen: str
    festivals: tuple[str, ...]
    qimen: qimen_rules.QimenDay | None = None  # the 奇门 遁/局/元 of the day's 12 hours (None: not computed)

    @property
    def lunar_year_ganzhi(self) -> GanZhi:
        return ganzhi(self.lunar.year - _LUNAR_YEAR_JIAZI)

    @property
    def zodiac(self) -> str:
        """生肖 of the year pillar (the year changes at 立春)."""
        return self.pillars.year.zodiac

    def as_dict(self) -> dict:
        return _day_dict(self)

    def as_json(self) -> str:
        return day_json(self)


@cache
def _term_moment_iso(term: TermMoment) -> str:
    return term.at.isoformat()


def _term_dict(term: TermMoment) -> dict:
    return {"name": term.name, "at": _term_moment_iso(term), "longitude": term.term * 15, "jie": term.is_jie}


def _solar_month_dict(month: SolarMonth) -> dict:
    return {
        "number": month.number,
        "branch": month.ganzhi.name[1],
        "pillar": month.ganzhi.name,
        "year_pillar": month.year_ganzhi.name,
        "opened_by": _term_dict(month.opened_by),
    }


@cache
def _god_base(god: DayGod) -> dict:
    data = {"name": god.name, "kind": god.kind, "source": str(god.source), "group": god.group, "scope": god_scope(god)}
    if god.meaning:
        data["meaning"] = god.meaning
    if god.reading:
        data["reading"] = god.reading
    if god.veto:
        data["veto"] = True
    if god.rejected:
        data["rejected"] = god.rejected
    return data


def _god_dict(god: DayGod, counted: frozenset) -> dict:
    return {**_god_base(god), "counted": god in counted}


def _reason_dict(reason) -> dict:
    return {"text": reason.text, "source": reason.source}


@cache
def _verdict_dict(verdict) -> dict:
    """Verdict objects are shared across days (rules.verdicts caches them), so their dicts are too."""
    return {
        "name": verdict.activity.name,
        "group": verdict.activity.group,
        "verdict": verdict.verdict,
        "for": list(verdict.good),
        "against": list(verdict.bad),
        "reasons": [_reason_dict(r) for r in verdict.reasons],
    }


def _hour_dict(hour: HourFacts) -> dict:
    key = id(hour)
    cached = _HOUR_DICTS.get(key)
    if cached is not None and cached[0] is hour:
        return cached[1]
    data = {
        "branch": hour.branch,
        "pillar": hour.pillar,
        "start": hour.start,
        "end": hour.end,
        "huangdao": dict(hour.huangdao),
        "gods": [dict(g) for g in hour.gods],
        "verdict": hour.verdict,
        "reasons": list(hour.reasons),
        "renshen": dict(hour.renshen),
        "sida_jishi": hour.sida_jishi,
    }
    _HOUR_DICTS[key] = (hour, data)  # the hour object is kept alive with it, so its id stays unique
    return data


# HourFacts are NamedTuples shared across days by rules.hours' caches (a few thousand of them);
# keyed by identity because hashing their nested dicts is not possible.
_HOUR_DICTS: dict[int, tuple[HourFacts, dict]] = {}
_HOUR_JSON: dict[int, tuple[HourFacts, str]] = {}


def _dumps(data) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@cache
def _god_json(god: DayGod, counted: bool) -> str:
    return _dumps({**_god_base(god), "counted": counted})


@cache
def _verdict_json(verdict) -> str:
    return _dumps(_verdict_dict(verdict))


@cache
def _grade_json(grade) -> str:
    return _dumps({"name": grade.name, "reasons": [_reason_dict(r) for r in grade.reasons]})


def _hour_json(hour: HourFacts) -> str:
    cached = _HOUR_JSON.get(id(hour))
    if cached is not None and cached[0] is hour:
        return cached[1]
    text = _dumps(_hour_dict(hour))
    _HOUR_JSON[id(hour)] = (hour, text)
    return text


# ---- 奇门 of each hour ---------------------------------------------------------------------------
# HourFacts (and their cached dicts/JSON above) are shared by every day with the same pillar, but a
# 奇门 chart also depends on the date (the 15-day 三元 block), so the `qimen` key is added per day:
# a small per-day head (遁/局/元/method/term) plus the cached layout of (遁, 局, hour 干支), ≤ 1080 of them.
#
# Which chart belongs to a strip hour: hour k of civil day D spans hour_window(k) — 子 from 23:00 of
# D−1 to 01:00 of D, then 丑 01:00–03:00 … 亥 21:00–23:00 — and takes D's hour pillars (五鼠遁 from D's
# day stem). The 奇门 day begins at 23:00 (rules/qimen.py), so that whole span is 奇门 day D: every
# strip hour of D gets D's 遁/局 and its own hour pillar, i.e. the chart `qimen_chart` gives for any
# moment inside the hour's span (23:00–24:00 of D itself is the 子 hour of D+1's strip).

QIMEN_GRID = ((4, 9, 2), (3, 5, 7), (8, 1, 6))  # 洛书 as the compass shows it: south (离9) on top
QIMEN_SOURCES = ", ".join(
    str(s) for s in (qimen_data.GOOD_HOUR_SOURCE, qimen_data.EARTH_SOURCE, qimen_data.HOME_SOURCE,
                     qimen_data.LAYOUT_SOURCE, *qimen_rules.DAY_SOURCES, qimen_data.FUYIN_SOURCE)
)


@cache
def _qimen_layout_dict(dun: str, ju: int, hour: str) -> dict:
    """The date-independent part of an hour's `qimen` object (shared: treat as read-only)."""
    chart = qimen_rules.hour_layout(dun, ju, hour)
    cells = chart.palaces
    lucky = [
        {"number": p, "name": qimen_data.PALACE_NAMES[p], "stem": cells[p].heaven_stem, "door": cells[p].door,
         "text": f"{qimen_data.PALACE_NAMES[p]}方 {cells[p].heaven_stem}奇+{cells[p].door}"}
        for p in chart.lucky_palaces
    ]
    return {
        "hour": chart.hour,
        "zhifu": chart.zhifu,
        "zhifu_palace": chart.zhifu_palace,
        "zhishi": chart.zhishi,
        "zhishi_palace": chart.zhishi_palace,
        "grid": [
            [{"number": p, "name": qimen_data.PALACE_NAMES[p], "earth_stem": cells[p].earth_stem,
              "heaven_stem": cells[p].heaven_stem, "star": cells[p].star, "door": cells[p].door} for p in row]
            for row in QIMEN_GRID
        ],
        "lucky": chart.good_hour,
        "lucky_palaces": lucky,
        "reasons": list(chart.reasons),
    }


@cache
def _qimen_layout_json(dun: str, ju: int, hour: str) -> str:
    return _dumps(_qimen_layout_dict(dun, ju, hour))[1:-1]


def _qimen_head(day: qimen_rules.QimenDay) -> dict:
    return {"dun": day.dun, "ju": day.ju, "yuan": day.yuan, "method": day.method, "term": day.term}


@cache
def _qimen_head_json(dun: str, ju: int, yuan: str, method: str, term: str) -> str:
    return _dumps({"dun": dun, "ju": ju, "yuan": yuan, "method": method, "term": term})[1:-1]


def _hour_qimen_dict(day: qimen_rules.QimenDay, hour: HourFacts) -> dict:
    return {**_qimen_head(day), **_qimen_layout_dict(day.dun, day.ju, hour.pillar)}


def hour_qimen_dicts(facts: "DayFacts") -> list[dict]:
    """The `qimen` object of each of the day's 12 hours (子 first; see the time convention above)."""
    q = facts.qimen or qimen_rules.qimen_day_facts(facts.date.toordinal())
    return [_hour_qimen_dict(q, h) for h in facts.hours]


def hour_dicts(facts: "DayFacts") -> list[dict]:
    """The day's 12 hour objects as in its JSON (each with its `qimen`)."""
    if facts.qimen is None:
        return [_hour_dict(h) for h in facts.hours]
    return [{**_hour_dict(h), "qimen": _hour_qimen_dict(facts.qimen, h)} for h in facts.hours]


def hour_chart(facts: "DayFacts", index: int) -> qimen_rules.QimenChart:
    """The full 奇门 chart (with its fitting reason and sources) of hour `index` (0 = 子) of the day's strip."""
    return qimen_rules.day_hour_chart(facts.qimen or qimen_rules.qimen_day_facts(facts.date.toordinal()),
                                      facts.hours[index].pillar)


def _hours_json(facts: "DayFacts") -> str:
    q = facts.qimen
    if q is None:
        return ",".join(_hour_json(h) for h in facts.hours)
    head = _qimen_head_json(q.dun, q.ju, q.yuan, q.method, q.term)
    dun, ju = q.dun, q.ju
    parts = []
    for h in facts.hours:  # one join: every piece is copied once
        parts += (_hour_json_open(h), head, ",", _qimen_layout_json(dun, ju, h.pillar), "}},")
    parts[-1] = "}}"
    return "".join(parts)


def _hour_json_open(hour: HourFacts) -> str:
    """The hour's cached JSON without its closing brace, followed by `,"qimen":{`."""
    cached = _HOUR_JSON_OPEN.get(id(hour))
    if cached is not None and cached[0] is hour:
        return cached[1]
    text = _hour_json(hour)[:-1] + ',"qimen":{'
    _HOUR_JSON_OPEN[id(hour)] = (hour, text)
    return text


_HOUR_JSON_OPEN: dict[int, tuple[HourFacts, str]] = {}


def day_json(facts: "DayFacts") -> str:
    """The day object as compact JSON text, equal to json.dumps(facts.as_dict()) but built from
    fragments cached per god, verdict and hour (what `almanac days --jsonl` prints)."""
    counted = frozenset(facts.rules.counted)
    head = _dumps(_calendar_dict(facts))[:-1]
    gods = ",".join(_god_json(g, g in counted) for g in facts.rules.gods)
    activities = ",".join(_verdict_json(v) for v in facts.rules.activities)
    hours = _hours_json(facts)
    return (
        f'{head},"gods":[{gods}],"grade":{_grade_json(facts.rules.grade)},'
        f'"activities":[{activities}],"hours":[{hours}],"xishen":{_dumps(facts.xishen)}}}'
    )


def _day_dict(facts: DayFacts) -> dict:
    counted = frozenset(facts.rules.counted)
    return {
        **_calendar_dict(facts),
        "gods": [_god_dict(g, counted) for g in facts.rules.gods],
        "grade": {"name": facts.rules.grade.name, "reasons": [_reason_dict(r) for r in facts.rules.grade.reasons]},
        "activities": [_verdict_dict(v) for v in facts.rules.activities],
        "hours": hour_dicts(facts),
        "xishen": facts.xishen,
    }


def _calendar_dict(facts: DayFacts) -> dict:
    p, lunar = facts.pillars, facts.lunar
    mansion = facts.mansion
    switch = facts.month_switch
    return {
        "date": facts.date.isoformat(),
        "weekday": facts.date.isoweekday(),
        "weekday_name": WEEKDAY_NAMES[facts.date.weekday()],
        "lunar": {
            "year": lunar.year,
            "month": lunar.month,
            "day": lunar.day,
            "leap": lunar.leap,
            "text": lunar.text,
            "month_name": lunar.month_name,
            "day_name": lunar.day_name,
            "month_days": lunar.month_length,
            "year_pillar": facts.lunar_year_ganzhi.name,
            "zodiac": facts.lunar_year_ganzhi.zodiac,
        },
        "pillars": p.as_dict(),
        "nayin": {"year": p.year.nayin.name, "month": p.month.nayin.name, "day": p.day.nayin.name},
        "nayin_element": {"year": p.year.nayin.element, "month": p.month.nayin.element, "day": p.day.nayin.element},
        "zodiac": facts.zodiac,
        "solar_terms": [_term_dict(t) for t in facts.solar_terms],
        "solar_month": _solar_month_dict(facts.solar_month),
        "month_switch": None if switch is None else {
            "term": switch.term.name,
            "at": _term_moment_iso(switch.term),
            "before": {"year": switch.before.year_ganzhi.name, "month": switch.before.ganzhi.name},
            "after": {"year": switch.after.year_ganzhi.name, "month": switch.after.ganzhi.name},
        },
        "jianchu": facts.jianchu,
        "huangdao": {"god": facts.huangdao.god, "kind": facts.huangdao.kind},
        "mansion": basics_table.MANSIONS[mansion],
        "mansion_detail": {
            "name": basics_table.MANSIONS[mansion],
            "luminary": basics_table.MANSION_SEVEN_LUMINARIES[mansion],
            "animal": basics_table.MANSION_ANIMALS[mansion],
            "full": basics_table.MANSIONS[mansion]
            + basics_table.MANSION_SEVEN_LUMINARIES[mansion]
            + basics_table.MANSION_ANIMALS[mansion],
        },
        "clash": {"branch": facts.clash.branch, "zodiac": facts.clash.zodiac, "sha": facts.clash.sha},
        "pengzu": list(facts.pengzu),
        "sources": dict(_BASIC_SOURCES),
        "festivals": list(facts.festivals),
        "renshen": {
            **appendix.renshen(lunar.day, STEMS[p.day.stem], BRANCHES[p.day.branch]),
            "kind": "忌",
            "activity": "针灸",
            "source": _RENSHEN_SOURCE,
        },
        "taibai": {
            "direction": appendix.TAIBAI_BY_LUNAR_DAY[lunar.day],
            "palace": appendix.TAIBAI_PALACE[appendix.TAIBAI_BY_LUNAR_DAY[lunar.day]],
            "source": str(appendix.TAIBAI_SOURCE),
        },
    }


_RENSHEN_SOURCE = ", ".join(
    str(src) for src in (appendix.RENSHEN_BY_LUNAR_DAY_SOURCE, appendix.RENSHEN_BY_STEM_SOURCE)
)
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


@lru_cache(maxsize=8192)
def _day_by_ordinal(ordinal: int) -> DayFacts:
    # The hot path of every page and of `almanac days`: positional calls, each lookup done once.
    solar_month, switch, previous_jie = solar_month_context(ordinal)
    day_gz = day_ganzhi(ordinal)
    day_date = date.fromordinal(ordinal)
    lunar = lunar_date(day_date)
    huangdao = day_basics.huangdao(day_gz.branch, solar_month.branch)
    mansion = day_basics.mansion_index(ordinal)
    year = solar_month.year_ganzhi
    terms = terms_by_cst_day().get(ordinal, ())
    rules = day_rules(DayContext(  # positional, in field order (the hot path)
        ordinal, solar_month.number, solar_month.branch, day_gz, (day_gz.branch - solar_month.branch) % 12,
        lunar.month, lunar.day, year.stem, year.branch, solar_month.opened_by.cst_ordinal, previous_jie,
        basics_table.MANSIONS[mansion], lunar.month_length,
    ))
    return DayFacts(
        day_date,
        lunar,
        Pillars(year, solar_month.ganzhi, day_gz),
        solar_month,
        terms,
        None if switch is None else MonthSwitch(switch[1].opened_by, *switch),
        day_basics.jianchu(day_gz.branch, solar_month.branch),
        huangdao,
        mansion,
        day_basics.clash(day_gz.branch),
        day_basics.pengzu(day_gz),
        rules,
        hours_of_day(ordinal=ordinal, day=day_gz, month_branch=solar_month.branch, year_branch=year.branch),
        xishen_direction(day_gz.stem),
        festivals_of(
            lunar,
            # Only the 12th month's last day can be 除夕: other days need not compute tomorrow's lunar date.
            lunar_date(date.fromordinal(ordinal + 1)) if lunar.month == 12 and lunar.day >= 29 else None,
            tuple(t.name for t in terms) if terms else (),
        ),
        qimen_rules.qimen_day_facts(ordinal),
    )


def day(value: date) -> DayFacts:
    """All calendar facts of one CST civil day. Raises OutOfRange outside 1901–2099."""
    return _day_by_ordinal(check_supported(value).toordinal())


def days(start: date, end: date):
    """Facts for every day from start to end inclusive (a generator)."""
    check_supported(start)
    check_supported(end)
    for ordinal in range(start.toordinal(), end.toordinal() + 1):
        yield _day_by_ordinal(ordinal)


@dataclass(frozen=True, slots=True)
class MonthFacts:
    year: int
    month: int
    days: tuple[DayFacts, ...]

    @property
    def first(self) -> date:
        return date(self.year, self.month, 1)

    @property
    def previous(self) -> tuple[int, int] | None:
        before = self.first - timedelta(days=1)
        return (before.year, before.month) if before >= FIRST_SUPPORTED else None

    @property
    def next(self) -> tuple[int, int] | None:
        after = self.days[-1].date + timedelta(days=1)
        return (after.year, after.month) if after <= LAST_SUPPORTED else None

    def as_dict(self) -> dict:
        day_dicts = [d.as_dict() for d in self.days]
        return {
            "year": self.year,
            "month": self.month,
            "days": day_dicts,
            "solar_terms": [term for d in day_dicts for term in d["solar_terms"]],
        }

    def as_json(self) -> str:
        """Equal to json.dumps(self.as_dict()), built from the days' cached JSON."""
        terms = [_term_dict(t) for d in self.days for t in d.solar_terms]
        days_json = ",".join(day_json(d) for d in self.days)
        return f'{{"year":{self.year},"month":{self.month},"days":[{days_json}],"solar_terms":{_dumps(terms)}}}'


def month(year: int, month_number: int) -> MonthFacts:
    check_month(year, month_number)
    length = _gregorian.monthrange(year, month_number)[1]
    first = date(year, month_number, 1)
    return MonthFacts(year, month_number, tuple(days(first, first + timedelta(days=length - 1))))
