"""The hour objects of the day JSON (docs/api.md): an hour, its gods, its activities' own rules, its 人神 and its
奇门 chart, and how an hour of the rules' table (rules/hours.py) and a 奇门 day fill them."""

import msgspec

from almanac.core.calendar.nine_palaces import PALACE_GRID
from almanac.core.data import hour_gods as hour_gods_table
from almanac.core.data import qimen as qimen_data
from almanac.core.memo import memo_point
from almanac.core.rules import qimen as qimen_rules
from almanac.core.serialize.base import _Cited, _Object


class Huangdao(_Object):
    god: str
    kind: str


class GodAlias(_Object):
    """Another name the seeds give a god (大时 is also 大败 and 咸池), and the seed line that gives it."""

    name: str
    source: str


class HourGod(_Cited):
    name: str
    kind: str
    source: str
    note: str
    aliases: list[GodAlias]
    citation: str = ""


class HourActivity(_Object):
    """An activity's own hour rule at this hour (rules/activity_hours.py)."""

    name: str  # the activity
    verdict: str  # 宜 or 忌, for this activity at this hour
    text: str
    source: str
    printed: str  # the text's own word for the hour where it is not the branch (己, 日出, a stem …), else ""
    reading: str  # the correction or reading taken, with its reason, else ""


class HourRenshen(_Cited):
    part: str
    alternative: str
    kind: str
    activity: str
    source: str
    citation: str = ""


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
    activities: list[HourActivity]
    qimen: Qimen | msgspec.UnsetType = msgspec.UNSET


class QimenLuck(_Object):
    """What the day page shows of an hour's 奇门 chart: whether the hour is 奇门吉, and where."""

    lucky: bool
    lucky_palaces: list[LuckyPalace]


class PageHour(_Object, kw_only=True, omit_defaults=True):
    """An hour as the day page reads it: the keys of `Hour` it shows, the same values (not part of the JSON)."""

    branch: str
    pillar: str
    start: str
    end: str
    huangdao: Huangdao
    verdict: str
    reasons: list[str]
    activities: list[HourActivity]
    qimen: QimenLuck | msgspec.UnsetType = msgspec.UNSET


def alias_structs(aliases) -> list[GodAlias]:
    """A god's other names (a tuple of sources.Alias) as the JSON lists them."""
    return [GodAlias(a.name, str(a.source)) for a in aliases]


# The hour gods' other names, by the name an hour lists them under (built once; 黄道 gods have none).
_HOUR_GOD_ALIASES: dict[str, list[GodAlias]] = {
    g.name: alias_structs(g.aliases) for g in hour_gods_table.HOUR_GODS + hour_gods_table.ALTERNATIVE_READINGS
    if g.aliases
}
_NO_ALIASES: list[GodAlias] = []  # shared, never changed


@memo_point("JSON 奇门 layouts", kind="table")
def qimen_layout(dun: str, ju: int, hour: str) -> tuple:
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
    return Qimen(day.dun, day.ju, day.yuan, day.method, day.term, *qimen_layout(day.dun, day.ju, hour_pillar))


def hour_struct(hour, qimen_day: qimen_rules.QimenDay | None) -> Hour:
    return Hour(
        branch=hour.branch, pillar=hour.pillar, start=hour.start, end=hour.end,
        huangdao=Huangdao(hour.huangdao["god"], hour.huangdao["kind"]),
        gods=[HourGod(g["name"], g["kind"], g["source"], g["note"], _HOUR_GOD_ALIASES.get(g["name"], _NO_ALIASES))
              for g in hour.gods],
        verdict=hour.verdict, reasons=list(hour.reasons), renshen=HourRenshen(**hour.renshen),
        sida_jishi=hour.sida_jishi,
        activities=[HourActivity(**a) for a in hour.activities],
        qimen=msgspec.UNSET if qimen_day is None else qimen_struct(qimen_day, hour.pillar),
    )


def page_hour_struct(hour, qimen_day: qimen_rules.QimenDay | None) -> PageHour:
    """`hour_struct` without what the day page does not show (the hour's gods, its 人神, its 奇门 grid)."""
    if qimen_day is None:
        qimen = msgspec.UNSET
    else:
        layout = qimen_layout(qimen_day.dun, qimen_day.ju, hour.pillar)
        qimen = QimenLuck(layout[6], layout[7])
    return PageHour(
        branch=hour.branch, pillar=hour.pillar, start=hour.start, end=hour.end,
        huangdao=Huangdao(hour.huangdao["god"], hour.huangdao["kind"]),
        verdict=hour.verdict, reasons=list(hour.reasons),
        activities=[HourActivity(**a) for a in hour.activities],
        qimen=qimen,
    )
