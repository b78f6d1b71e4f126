"""A household member's facts (the household export's `facts`), a member's day and a wedding day."""

import msgspec

from almanac.core.rules.birth import SOURCES as BIRTH_SOURCES
from almanac.core.serialize.base import Reason, _Cited, _Object, to_builtins

# --- the objects ----------------------------------------------------------------------------------------


class Flag(_Cited):
    """One relation between the day (or its year) and a member: 冲 刑 害 破, 值太岁 …, 禄 马 贵人."""

    name: str
    against: str
    severity: str
    counted: bool
    text: str
    source: str
    citation: str = ""
    hedged: bool = False  # another reading of the member's birth data lacks it


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


class NineStar(_Cited):
    number: int
    name: str
    palace: str
    direction: str
    yuan: str
    year: int
    source: str
    citation: str = ""


class Guiren(_Object):
    yang: str
    yin: str


class Boundary(_Object):
    """A 节 whose moment falls within what the birth data allow (the birth minute, or the date-only day)."""

    name: str
    at: str


class SolarTime(_Object):
    """The birth read by true solar time at the birth place's longitude."""

    longitude: float
    mean_offset_seconds: int  # local mean time − China Standard Time
    equation_seconds: int  # the equation of time
    clock: str  # the true solar time of the birth (no offset)


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
    alternatives: dict[str, list[str]] = {}  # the other values of each uncertain pillar
    boundary: Boundary | None = None
    dst_minutes: int = 0  # daylight saving time removed from the local clock time
    clock_change: str = ""  # "skipped" / "repeated": the clock time fell in a daylight-saving change
    longitude: float | None = None
    solar_time: SolarTime | None = None  # when the day and hour were read by true solar time


class PersonalActivity(_Object):
    """An activity's verdict for one member (`base` the day's verdict for everyone)."""

    name: str
    base: str
    verdict: str
    changed: bool
    for_: list[str] = msgspec.field(name="for")
    against: list[str]
    reasons: list[Reason]
    hedged: bool = False  # another reading of the birth data gives another verdict …
    otherwise: list[str] = []  # … namely these


class Reading(_Object):
    """One reading of birth data that leave a pillar open."""

    benming: str
    birth_day: str
    uncertain: list[str]
    boundary: str
    boundary_at: str | None
    side: str  # "before" / "after" the boundary's moment, or ""


class OtherReading(_Object):
    reading: Reading
    clashes: bool
    flags: list[Flag]
    good: list[Flag]


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
    hedged: bool = False  # the readings of the birth data disagree on a flag or verdict
    reading: Reading | None = None
    alternatives: list[OtherReading] = []


class ZhouTang(_Cited):
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
    citation: str = ""


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


# --- values → Structs ----------------------------------------------------------------------------------

def flag_struct(flag) -> Flag:
    return Flag(flag.name, flag.against, flag.severity, flag.counted, flag.text, flag.source, hedged=flag.hedged)


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
        alternatives={key: list(values) for key, values in facts.alternative_pillars.items()},
        boundary=Boundary(facts.boundary.name, facts.boundary.at.isoformat()) if facts.boundary else None,
        dst_minutes=round(facts.dst.total_seconds() / 60),
        clock_change=facts.clock_change,
        longitude=facts.longitude,
        solar_time=_solar_time(facts.solar_time),
    )


def _solar_time(solar) -> SolarTime | None:
    if solar is None:
        return None
    return SolarTime(solar.longitude, round(solar.mean_offset.total_seconds()), round(solar.equation.total_seconds()),
                     solar.clock.isoformat(timespec="seconds"))


def member_facts_dict(facts) -> dict:
    return to_builtins(member_facts_struct(facts))


def _reasons(reasons) -> list[Reason]:
    return [Reason(r.text, r.source) for r in reasons]


def personal_activity_struct(verdict) -> PersonalActivity:
    """A PersonalVerdict of rules/personal_verdicts.py."""
    return PersonalActivity(verdict.activity, verdict.base, verdict.verdict, verdict.changed, list(verdict.good),
                            list(verdict.bad), _reasons(verdict.reasons), verdict.hedged, list(verdict.otherwise))


def _reading(r) -> Reading | None:
    if r is None:
        return None
    return Reading(r.benming, r.birth_day, list(r.uncertain), r.boundary,
                   r.boundary_at.isoformat() if r.boundary_at else None, r.side)


def member_day_struct(day) -> MemberDay:
    """A PersonalDay (one day judged for one member)."""
    return MemberDay(
        day.date.isoformat(), day.member, day.day_pillar, day.clashes, [flag_struct(f) for f in day.flags],
        [flag_struct(f) for f in day.year_flags], [flag_struct(f) for f in day.good], list(day.benming_gods),
        _reasons(day.reasons), [personal_activity_struct(v) for v in day.activities], day.hedged,
        _reading(day.reading),
        [OtherReading(_reading(a.reading), a.clashes, [flag_struct(f) for f in a.flags],
                      [flag_struct(f) for f in a.good]) for a in day.alternatives],
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
