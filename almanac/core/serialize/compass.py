"""The compass object (`/api/compass`; docs/api.md, *The compass*): the 24 mountains and the nine palaces with
their gods, the nine stars, the gods listed apart, the house spirits (house.py) and a sitting's verdict."""

import msgspec

from almanac.core.calendar.nine_palaces import PALACE_GRID, PALACES, STAR_NAMES
from almanac.core.data.directional_gods import DirectionalGod
from almanac.core.data.mountains import MOUNTAINS
from almanac.core.memo import memo_point
from almanac.core.rules import directions, sitting
from almanac.core.rules.direction_model import Placement
from almanac.core.rules.nine_stars import NineStars as NineStarsValue
from almanac.core.serialize.base import SourceObject, _Object, one_of, source_object
from almanac.core.serialize.house import (
    WuxingHouse,
    YearMonthSpirits,
    wuxing_house_struct,
    year_month_spirits_struct,
)
from almanac.core.sources import Alias

# --- a god on the compass -----------------------------------------------------------------------------------


class CompassAlias(_Object):
    """Another name the seeds give the god, with the line that makes the two names one god."""

    name: str
    source: SourceObject


class _GodHead(_Object, kw_only=True, omit_defaults=True):
    """The keys every god entry begins with; empty strings, `palace` without one, are left out."""

    key: str
    name: str  # the name shown (a sub-name such as 巡山二十四神煞·暗曜, 飞天禄（癸巳）)
    god: str  # the catalogue name
    kind: str
    scope: str  # year / month
    mountains: list[str]
    source: SourceObject
    counted: bool
    aliases: list[CompassAlias]
    palace: int | msgspec.UnsetType = msgspec.UNSET
    palace_name: str | msgspec.UnsetType = msgspec.UNSET
    grade: str = ""
    avoid: str = ""
    veto: str = ""
    veto_reason: str = ""
    good_for: str = ""
    reading: str = ""


class CompassGod(_GodHead, kw_only=True, omit_defaults=True):
    """A kept god (on a mountain or a palace, in `readings` or `unplaced`): `rejected` last, always `""`."""

    correction: str = ""
    note: str = ""
    group: str = ""
    default: bool = True  # false for another reading
    unplaced: str = ""  # why it has no direction this time
    left_out: bool = False  # a god whose place the seeds do not give
    flags: list[str] = []
    rejected: str


class RejectedGod(_GodHead, kw_only=True, omit_defaults=True):
    """A god 选择求真 (or the 协纪 editors) reject: the reason in `rejected`, after `reading`. The keys after it are
    CompassGod's."""

    rejected: str
    correction: str = ""
    note: str = ""
    group: str = ""
    default: bool = True
    unplaced: str = ""
    left_out: bool = False
    flags: list[str] = []


def _alias(alias: Alias) -> CompassAlias:
    return CompassAlias(alias.name, source_object(alias.source))


@memo_point("JSON compass gods", kind="table")  # the catalogue's directional gods (≈ 130; identity-keyed)
def _god_entry(god: DirectionalGod) -> CompassGod | RejectedGod:
    """The god's entry with what the god alone decides; a placement replaces the rest (its name, kind, mountains,
    palace, counted, unplaced and flags). Building the 25-key Struct once a god, not once a placement, saves most
    of its cost (keyword arguments go through a dict)."""
    return (RejectedGod if god.rejected else CompassGod)(
        key=god.key, name=god.name, god=god.name, kind=god.kind, scope=god.scope, mountains=[],
        source=source_object(god.source), counted=False, aliases=[_alias(a) for a in god.aliases],
        grade=god.grade, avoid=god.avoid, veto=god.veto, veto_reason=god.veto_reason, good_for=god.good_for,
        reading=god.reading, rejected=god.rejected, correction=god.correction, note=god.note, group=god.group,
        default=god.default, left_out=god.place is None,
    )


_replace = msgspec.structs.replace


def compass_god(p: Placement) -> CompassGod | RejectedGod:
    """A placed god as the compass lists it (a rejected one as RejectedGod)."""
    if p.palace is None:
        return _replace(_god_entry(p.god), name=p.label, kind=p.kind, mountains=list(p.mountains), counted=p.counted,
                        unplaced=p.unplaced, flags=list(p.flags))
    return _replace(_god_entry(p.god), name=p.label, kind=p.kind, mountains=list(p.mountains), counted=p.counted,
                    palace=p.palace, palace_name=PALACES[p.palace].name, unplaced=p.unplaced, flags=list(p.flags))


# --- the ring, the palaces, the nine stars ------------------------------------------------------------------


class CompassMountain(_Object):
    name: str
    index: int  # 0 = 子, clockwise
    bearing: float  # the centre, degrees clockwise from north
    kind: str  # 支, 干 or 卦
    palace: int
    trigram: str
    element: str
    term: str
    degrees: list[float]  # [from, to]; from is 352.5 for 子
    gods: list[CompassGod]


class CompassPalace(_Object):
    number: int
    name: str
    direction: str
    mountains: list[str]
    star: str
    element: str
    row: int  # the grid drawn south on top
    col: int
    gods: list[CompassGod]


class NineStarCell(_Object):
    palace: int
    trigram: str
    star: int
    name: str


class NineStars(_Object, kw_only=True, omit_defaults=True):
    """The 紫白 stars of the year or of the month: `centre` (= `center`) the star in the middle."""

    year: int
    month: int | None
    scope: str
    centre: int
    centre_name: str
    palaces: dict[int, int]  # palace number → star number
    grid: list[list[NineStarCell]]  # the 洛书 square, south on top
    source: SourceObject
    yuan: str | msgspec.UnsetType = msgspec.UNSET  # the year's 元
    center: int


class CompassNineStars(_Object):
    year: NineStars
    month: NineStars | None


def nine_stars_struct(stars: NineStarsValue) -> NineStars:
    grid = [[NineStarCell(p, PALACES[p].name, stars.palaces[p], STAR_NAMES[stars.palaces[p]]) for p in row]
            for row in PALACE_GRID]
    return NineStars(
        year=stars.year, month=stars.month, scope=stars.scope, centre=stars.centre, centre_name=stars.centre_name,
        palaces=dict(stars.palaces), grid=grid, source=source_object(stars.source),
        yuan=msgspec.UNSET if stars.yuan is None else stars.yuan, center=stars.centre,
    )


# --- a sitting mountain's verdict ---------------------------------------------------------------------------


class GoodOnSite(_Object):
    """A lucky god on the 坐 or 向 mountain (`effect` 吉)."""

    god: str
    key: str
    at: str
    mountain: str
    source: SourceObject
    effect: str


class ReasonOnSite(GoodOnSite):
    """A 凶 god on the 坐 or 向 mountain: `effect` 不可, 重, 中 or 轻, and why."""

    why: str
    flags: list[str]
    burial_exempt: bool


class VerdictRule(_Object, kw_only=True):
    """A rule of the verdict itself (诸煞会聚, 坐太岁): no god key; `burial_exempt` among the reasons only."""

    god: str
    at: str
    mountain: str
    effect: str
    why: str
    source: SourceObject
    burial_exempt: bool | msgspec.UnsetType = msgspec.UNSET


class SittingVerdict(_Object):
    """The verdict for a sitting mountain: `build` (修造) and `bury` (安葬), 不可 / 凶 / 小凶 / 平 / 吉."""

    sit: str
    face: str
    build: str
    bury: str
    level: str
    reasons: list[one_of(ReasonOnSite, VerdictRule)]
    good: list[one_of(GoodOnSite, VerdictRule)]
    notes: list[str]


def _rule(reason: sitting.SiteReason) -> VerdictRule:
    burial_exempt = msgspec.UNSET if reason.burial_exempt is None else reason.burial_exempt
    return VerdictRule(god=reason.god, at=reason.at, mountain=reason.mountain, effect=reason.effect, why=reason.why,
                       source=source_object(reason.source), burial_exempt=burial_exempt)


def _against(reason: sitting.SiteReason) -> ReasonOnSite | VerdictRule:
    if reason.own:
        return _rule(reason)
    return ReasonOnSite(reason.god, reason.key, reason.at, reason.mountain, source_object(reason.source),
                        reason.effect, reason.why, list(reason.flags), bool(reason.burial_exempt))


def _good(reason: sitting.SiteReason) -> GoodOnSite | VerdictRule:
    if reason.own:
        return _rule(reason)
    return GoodOnSite(reason.god, reason.key, reason.at, reason.mountain, source_object(reason.source), reason.effect)


def sitting_verdict_struct(verdict: sitting.SittingVerdict) -> SittingVerdict:
    return SittingVerdict(verdict.sit, verdict.face, verdict.build, verdict.bury, verdict.level,
                          [_against(r) for r in verdict.reasons], [_good(r) for r in verdict.good],
                          list(verdict.notes))


# --- the compass ----------------------------------------------------------------------------------------------


class Compass(_Object, kw_only=True, omit_defaults=True):
    year: int
    month: int | None
    year_ganzhi: str
    month_ganzhi: str | None
    mountains: list[CompassMountain]
    palaces: dict[int, CompassPalace]  # "1" … "9"
    nine_stars: CompassNineStars
    readings: list[CompassGod]
    rejected: list[RejectedGod]
    unplaced: list[CompassGod]
    wuxing_house: WuxingHouse
    year_month_spirits: YearMonthSpirits
    verdict: SittingVerdict | msgspec.UnsetType = msgspec.UNSET  # with ?sit=


def compass_struct(facts: directions.CompassFacts, verdict: sitting.SittingVerdict | None = None, *,
                   rejected: bool = True) -> Compass:
    """The compass object of a year (and month), with the verdict of a sitting mountain when one is given;
    `rejected` empty when not asked for (a page that does not show them)."""
    written: dict[int, CompassGod | RejectedGod] = {}

    def god(p: Placement) -> CompassGod | RejectedGod:  # once a placement: it stands on mountains and in a palace
        found = written.get(id(p))  # (facts keeps every placement alive: an id is never reused here)
        if found is None:
            found = written[id(p)] = compass_god(p)
        return found

    on = facts.gods_by_mountain()
    mountains = [
        CompassMountain(m.name, m.index, m.bearing, m.kind, m.palace, m.trigram, m.element, m.term,
                        [(m.bearing - 7.5) % 360, m.bearing + 7.5], [god(p) for p in on.get(m.name, ())])
        for m in MOUNTAINS
    ]
    palaces = {
        n: CompassPalace(p.number, p.name, p.direction, list(p.mountains), p.star, p.element, p.row, p.col,
                         [god(q) for q in facts.gods_in(n)])
        for n, p in PALACES.items()
    }
    return Compass(
        year=facts.year,
        month=facts.month,
        year_ganzhi=facts.year_pillar.name,
        month_ganzhi=None if facts.month_pillar is None else facts.month_pillar.name,
        mountains=mountains,
        palaces=palaces,
        nine_stars=CompassNineStars(
            nine_stars_struct(facts.year_stars),
            None if facts.month_stars is None else nine_stars_struct(facts.month_stars),
        ),
        readings=[god(p) for p in facts.readings],
        rejected=[god(p) for p in facts.rejected] if rejected else [],
        unplaced=[god(p) for p in facts.unplaced],
        wuxing_house=wuxing_house_struct(facts.wuxing_house),
        year_month_spirits=year_month_spirits_struct(facts.year_month_spirits),
        verdict=msgspec.UNSET if verdict is None else sitting_verdict_struct(verdict),
    )
