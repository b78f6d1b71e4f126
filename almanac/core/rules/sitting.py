"""The verdict for a sitting mountain (坐山, facing its opposite) in a year or a month, for building (修造) and
for burial (安葬), and the months in which building is good.

Principles: 制煞要法 (seed 000 L357–L393) and seed 001 L475–L503; see `mountain_verdict`.
"""

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import BRANCHES, month_ganzhi, year_ganzhi
from almanac.core.data import directional_gods as data
from almanac.core.data.mountains import MOUNTAIN_BY_NAME, MOUNTAINS, Mountain, mountain
from almanac.core.rules.direction_model import Placement, check_month_number, check_year
from almanac.core.rules.directional_gods import placements
from almanac.core.rules.model import BAD, GOOD
from almanac.core.sources import SEED_QIUZHEN, Source

SEVERITY = {"大煞": "重", "中煞": "中", "小煞": "轻"}
LEVELS = ("不可", "凶", "小凶", "平", "吉")
_VERDICT_SOURCE = Source(SEED_QIUZHEN, "制煞要法", 357, "L365, L369, L389; 001 L475–L503")


def _effect(p: Placement, at: str, year_branch: int) -> tuple[str, str] | None:
    """(effect, why) of a counted 凶 placement on the 坐 or 向 mountain, or None when the text does not forbid it
    there."""
    g = p.god
    name = g.name
    if name == "岁刑" and year_branch in (4, 6, 9, 11, 7, 8):  # 辰午酉亥: 岁刑即太岁; 未申: 岁刑即岁破
        return "不可", "辰午酉亥年，岁刑即太岁，未申年，岁刑即岁破，开山立向修方皆忌，吉不能制也 (000 L481)"
    if name == "大月建" and "还位" in p.flags:
        return "不可", "惟…大月建与本月建同宫，谓之还位…则不可犯 (000 L1105)"
    if at in g.veto:
        return "不可", g.veto_reason
    if at not in g.avoid:
        return None
    return SEVERITY.get(g.grade, "轻"), f"{g.name}忌{'坐山' if at == '坐' else '立向'}"


class _Site(NamedTuple):
    """The question: a sitting mountain (and its facing) in a year, or a month of it."""

    year: int
    month: int | None
    sit: Mountain
    face: Mountain
    year_branch: int
    taisui: str  # the mountain of the year branch (太岁)
    taisui_palace: int


def _site(year: int, month: int | None, mountain_name: str) -> _Site:
    check_year(year)
    if month is not None:
        check_month_number(month)
    sit = mountain(mountain_name)
    branch = year_ganzhi(year).branch
    taisui = BRANCHES[branch]
    return _Site(year, month, sit, sit.opposite, branch, taisui, MOUNTAIN_BY_NAME[taisui].palace)


class SiteReason(NamedTuple):
    """A god on the 坐 or 向 mountain and what it does there (`effect`: 不可, 重, 中, 轻 for a 凶 god, 吉 for a lucky
    one), or a rule of the verdict itself (诸煞会聚, 坐太岁), which has no god `key` and no `flags`."""

    god: str  # the name shown (a placement's label, e.g. 飞天马（丙申）)
    key: str  # the catalogue key; "" for the verdict's own rules
    at: str  # 坐 or 向
    mountain: str
    effect: str
    source: Source
    why: str = ""  # "" for a lucky god
    flags: tuple[str, ...] = ()  # what the text singles out for the god this time (还位, 与月建同方 …)
    burial_exempt: bool | None = None  # in a sitting verdict's reasons: the god does not weigh on burial

    @property
    def own(self) -> bool:
        """A rule of the verdict itself rather than a god standing there."""
        return not self.key


def _on_site(p: Placement, at: str, m: Mountain, effect: str, why: str = "") -> SiteReason:
    return SiteReason(p.label, p.god.key, at, m.name, effect, p.god.source, why, p.flags)


def _own(site: _Site, at: str, god: str, effect: str, why: str, source: Source) -> SiteReason:
    return SiteReason(god, "", at, site.sit.name if at == "坐" else site.face.name, effect, source, why)


def _in_taisui_palace(p: Placement, m: Mountain, site: _Site) -> bool:
    """A 煞 on another mountain of 太岁's palace (L389 “与太岁同宫，则不可制”); 太岁 itself does not count."""
    return p.god.name != "太岁" and m.palace == site.taisui_palace and m.name != site.taisui


def _bad_reason(p: Placement, at: str, m: Mountain, site: _Site) -> SiteReason | None:
    """The reason a counted 凶 god on the 坐 or 向 gives, or None when the text does not forbid it there."""
    if p.god.name in ("太岁", "月建") and at == "坐":
        return None  # judged by _sitting_on_taisui (太岁) / 可坐 (月建)
    effect = _effect(p, at, site.year_branch)
    if effect is None:
        return None
    severity, why = effect
    if severity != "不可" and _in_taisui_palace(p, m, site):
        severity, why = "重", why + "；与太岁同宫，则不可制，勿犯可也 (000 L389)"
    return _on_site(p, at, m, severity, why)


def _gods_on_site(site: _Site, on: dict[str, tuple[Placement, ...]]) -> tuple[list[SiteReason], list[SiteReason]]:
    """(reasons, good) of the counted gods standing on the 坐, then on the 向 mountain (`on`: _counted_on's)."""
    reasons, good = [], []
    for at, m in (("坐", site.sit), ("向", site.face)):
        for p in on.get(m.name, ()):
            if p.kind != GOOD:
                reason = _bad_reason(p, at, m, site)
                if reason is not None:
                    reasons.append(reason)
            elif at in p.god.good_for:
                good.append(_on_site(p, at, m, "吉"))
    return reasons, good


def _gathered(reasons: list[SiteReason], site: _Site) -> list[SiteReason]:
    """诸煞会聚 (L389): two or more 大煞/中煞 on the sitting mountain."""
    heavy = [r for r in reasons if r.at == "坐" and r.effect in ("重", "中")]
    if len(heavy) < 2:
        return []
    return [_own(site, "坐", "诸煞会聚", "重", "若诸煞会聚…则不可制，勿犯可也 (000 L389)", _VERDICT_SOURCE)]


def _taisui_entry(site: _Site, effect: str, why: str) -> SiteReason:
    return _own(site, "坐", "太岁", effect, why, data.god("太岁").source)


def _stacked_on_sit(site: _Site, on: dict[str, tuple[Placement, ...]]) -> list[str]:
    """The 大煞/中煞 standing on the sitting mountain, whatever they forbid (L407 “若叠戊己年克阴府…”)."""
    return [p.label for p in on.get(site.sit.name, ()) if p.kind == BAD
            and p.god.grade in ("大煞", "中煞") and p.god.name not in ("太岁", "月建")]


def _sitting_on_taisui(site: _Site, on: dict[str, tuple[Placement, ...]], reasons: list[SiteReason],
                       good: list[SiteReason]) -> tuple[list[SiteReason], list[SiteReason], list[str]]:
    """坐太岁 (L407, L413): the (reasons, good, notes) it adds."""
    if site.sit.name != site.taisui:
        return [], [], []
    if site.year_branch % 3 == 0:
        why = "子午卯酉年，太岁与大煞同位，三煞与岁破同到方，则坐之也不吉 (000 L413)"
        return [_taisui_entry(site, "中", why)], [], []
    stacked = _stacked_on_sit(site, on)
    if stacked:
        why = f"坐太岁而叠{'、'.join(stacked)}：若叠戊己年克阴府，大煞官符等凶，则降祸甚速 (000 L407)"
        return [_taisui_entry(site, "中", why)], [], []
    if any(g.at == "坐" for g in good) and not any(r.at == "坐" for r in reasons):
        return [], [_taisui_entry(site, "吉", "审其叠吉星而不叠凶星…为福最快 (000 L407)")], []
    return [], [], ["坐太岁：须叠吉星而不叠凶星方吉（000 L407）"]


def _level(reasons: Sequence[SiteReason], good: Sequence[SiteReason]) -> str:
    """不可, else 凶 (a 大煞/中煞), else 小凶 (only 小煞; 平 with a lucky god, L357), else 吉 with a lucky god or 平."""
    return _level_of({r.effect for r in reasons}, bool(good))


def _level_of(effects: set[str], good: bool) -> str:
    """_level from the reasons' effects and whether there is a lucky god."""
    if "不可" in effects:
        return "不可"
    if effects & {"重", "中"}:
        return "凶"
    if "轻" in effects:
        return "平" if good else "小凶"
    return "吉" if good else "平"


class MountainVerdict(NamedTuple):
    """A sitting mountain's verdict for building (修造): its level, the reasons against, the lucky gods on 坐/向."""

    year: int
    month: int | None
    sitting: str
    facing: str
    level: str
    reasons: tuple[SiteReason, ...]
    good: tuple[SiteReason, ...]
    notes: tuple[str, ...]
    source: Source = _VERDICT_SOURCE


def mountain_verdict(year: int, month: int | None, mountain_name: str) -> MountainVerdict:
    """A verdict for building or burying with the sitting mountain `mountain_name` (facing its opposite).

    Principles (制煞要法, seed 000 L357–L393 and seed 001 L475–L503):
    - 不可: 坐三煞向太岁 (“此不能制者也，不可犯也”); 坐岁破 (“例无制法”); 坐月破 (“造葬皆不可犯”); 向月建;
      岁刑 on the mountain when it is 太岁 (辰午酉亥年, “吉不能制”); 大月建 还位 on the 坐 or 向.
    - 凶: a 大煞 or 中煞 the text forbids there (三煞 on the facing, 阴府 on the mountain, 伏兵大祸 …); 诸煞会聚 or a
      煞 in 太岁's palace (“则不可制，勿犯可也”, L389); 坐太岁 in 子午卯酉 years (“坐之也不吉”, L413).
    - 小凶: only 小煞 (“小煞不必制，有吉星同到，自能压伏”, L357) — 平 when a lucky god stands on 坐 or 向.
    - 吉: lucky gods on 坐/向 and nothing against; 坐太岁 with 吉星 and without 凶 (L407).
    Rejected items and other readings never count. 年克山家 is not checked (no 墓龙变运 table in the seeds).
    """
    site = _site(year, month, mountain_name)
    on = _counted_on(year, month)
    reasons, good = _gods_on_site(site, on)
    reasons += _gathered(reasons, site)
    taisui_reasons, taisui_good, notes = _sitting_on_taisui(site, on, reasons, good)
    reasons += taisui_reasons
    good += taisui_good
    notes.append("年克山家未核：所据诸书无墓龙变运之表（000 L581）")
    return MountainVerdict(year, month, site.sit.name, site.face.name, _level(reasons, good), tuple(reasons),
                           tuple(good), tuple(notes))


@lru_cache(maxsize=16)  # a compass's 24 sittings (and a sitting's twelve months) ask for the same year and month
def _counted_on(year: int, month: int | None) -> dict[str, tuple[Placement, ...]]:
    """The counted gods of a year (or month) on each mountain, in placements' order."""
    on: dict[str, list[Placement]] = {}
    for p in placements(year, month):
        if p.counted:
            for name in dict.fromkeys(p.mountains):
                on.setdefault(name, []).append(p)
    return {name: tuple(found) for name, found in on.items()}


def _burial_exempt(reason: SiteReason) -> bool:
    """Is the reason's god one the seeds say does not weigh on burial (data: DirectionalGod.burial_exempt)?
    Reasons of the verdict itself (诸煞会聚, 坐太岁) have no god key and are never exempt."""
    god = data.BY_KEY.get(reason.key)
    return god is not None and god.burial_exempt is not None


class SittingVerdict(NamedTuple):
    """The verdict for a sitting mountain: `build` (修造) and `bury` (安葬), each 不可 / 凶 / 小凶 / 平 / 吉."""

    sit: str
    face: str
    build: str
    bury: str
    level: str  # = build
    reasons: tuple[SiteReason, ...]  # each with `burial_exempt` set
    good: tuple[SiteReason, ...]
    notes: tuple[str, ...]


def sitting_verdict(year: int, month: int | None, mountain_name: str) -> SittingVerdict:
    """The contract's verdict for a sitting mountain. `build` is mountain_verdict's level for 修造; `bury`
    leaves out the gods whose own text says burial is not affected (DirectionalGod.burial_exempt: e.g. 小月建
    “忌修，不忌葬”, 001 L469)."""
    verdict = mountain_verdict(year, month, mountain_name)
    reasons = tuple(r._replace(burial_exempt=_burial_exempt(r)) for r in verdict.reasons)
    # The same weighing without the exempt gods (a reason's effect is only ever 不可, 重, 中 or 轻).
    bury = _level([r for r in reasons if not r.burial_exempt], verdict.good)
    return SittingVerdict(verdict.sitting, verdict.facing, verdict.level, bury, verdict.level, reasons,
                          verdict.good, verdict.notes)


USES = {"build": "修造", "bury": "安葬"}  # the two uses a sitting verdict answers for (its keys `build`, `bury`)


def sitting_levels(year: int, month: int | None) -> dict[str, dict[str, str]]:
    """Every mountain's verdict levels as a sitting, in ring order: {mountain: {"build": level, "bury": level}}
    (sitting_verdict's `build` and `bury`, for colouring the compass)."""
    on = _counted_on(year, month)
    levels = {}
    for m in MOUNTAINS:
        build, bury = _levels(_site(year, month, m.name), on)
        levels[m.name] = {"build": build, "bury": bury}
    return levels


def _levels(site: _Site, on: dict[str, tuple[Placement, ...]]) -> tuple[str, str]:
    """(build, bury): sitting_verdict's levels, the same steps without writing its reasons (the compass colours 24
    sittings a page and shows none of their reasons). tests/core/test_sitting_levels.py holds the two equal."""
    effects: set[str] = set()  # the reasons' effects (build)
    bury_effects: set[str] = set()  # … of the reasons whose god weighs on burial
    good = good_on_sit = bad_on_sit = False
    heavy_on_sit = 0
    for at, m in (("坐", site.sit), ("向", site.face)):
        for p in on.get(m.name, ()):
            if p.kind != GOOD:  # _bad_reason
                if p.god.name in ("太岁", "月建") and at == "坐":
                    continue
                effect = _effect(p, at, site.year_branch)
                if effect is None:
                    continue
                severity = effect[0]
                if severity != "不可" and _in_taisui_palace(p, m, site):
                    severity = "重"
                effects.add(severity)
                exempt = data.BY_KEY.get(p.god.key)
                if exempt is None or exempt.burial_exempt is None:
                    bury_effects.add(severity)
                if at == "坐":
                    bad_on_sit = True
                    heavy_on_sit += severity in ("重", "中")
            elif at in p.god.good_for:
                good = True
                good_on_sit = good_on_sit or at == "坐"
    own = set()  # the verdict's own reasons (never burial-exempt): _gathered, _sitting_on_taisui
    if heavy_on_sit >= 2:
        own.add("重")
    if site.sit.name == site.taisui:
        if site.year_branch % 3 == 0 or _stacked_on_sit(site, on):
            own.add("中")
        elif good_on_sit and not bad_on_sit:
            good = True
    return _level_of(effects | own, good), _level_of(bury_effects | own, good)


class GoodMonth(NamedTuple):
    month: int  # the solar month 1 (寅月) … 12 (丑月)
    month_ganzhi: str
    level: str  # 吉 or 平


def good_months(year: int, mountain_name: str, use: str = "build") -> list[GoodMonth]:
    """The solar months of a year in which building (use="build") or burying (use="bury") on this sitting mountain
    is 吉 or 平 (吉 first)."""
    if use not in USES:
        raise ValueError(f"use must be one of {tuple(USES)}")
    months = [(month, getattr(sitting_verdict(year, month, mountain_name), use)) for month in range(1, 13)]
    usable = [(month, level) for month, level in months if level in ("吉", "平")]
    usable.sort(key=lambda item: (item[1] != "吉", item[0]))
    return [GoodMonth(month, month_ganzhi(year, month).name, level) for month, level in usable]

