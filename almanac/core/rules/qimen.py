"""奇门三元 hour charts (协纪辨方书 卷三十五 附录, 奇门三元 按, seed L1887–L1943).

`qimen_chart(moment)` gives the chart of any hour 1901–2099; `layout(dun, ju, hour)` lays out one
局 for one hour 干支 (that is what the text's two worked charts do, L1931–L1943).

Decisions (not fixed by the text, documented here and in the report):
- The 奇门 day starts at 23:00 CST (the 子 hour), so that a 元 is 60 consecutive hours starting with
  甲子时 on a 甲/己 day ("五日六十时为一元而甲己日必甲子时", L1895): `pillars_at(…, late_zi_next_day=True)`.
- Term days are CST civil days of the exact (定气) term moments of the project's astronomical table.
- Fitting of 元 to terms (L1907–L1915, L1927): blocks of 15 days start on the 上元 符首 days; each block
  takes the next term in order; only at 冬至/夏至 the 定气 rule "以远近为断" is applied: with the
  previous 上元 符首 d days before the solstice day, d <= 7 (前近后远) keeps 超神/正授, d >= 8 (前远后近)
  repeats the previous term's 三元 (大雪 or 芒种: 置闰) and the solstice starts on the next 符首 (接气).
  The 拆补法 is not used ("不可从", L1927). Each block is named: 正授 (符首 on the term day), 超神
  (符首 before it), 接气 (符首 after it) or 置闰 (the repeated block).
- 遁 follows the term whose 三元 is in use (so a 超神 冬至上元 before 冬至 is 阳遁, a 置闰 大雪下元
  after 冬至 is 阴遁), since 局 and 遁 come from the same 阳遁歌/阴遁歌 row.
- Stars are flown uniformly (飞宫, "九星飞布九宫"): every star moves by the palace offset that takes the
  直符 onto the hour stem's earth palace, carrying its earth stem as heaven stem; the centre receives a
  star. This reproduces both worked charts. The 转盘 alternative ("一说九星亦是顺行八卦") is not used.
- Doors: the 直使 counts one palace per hour from the 旬首 palace (阳 +1, 阴 −1); landing on 中五 it
  lodges in 坤二 (禽 "寄坤", L1883). When the 旬首 仪 sits in 中五 the 直符 is 天禽 and the 直使 is 死门
  (坤's door). The eight doors then turn clockwise round the 后天 ring "不论阴阳".
- `good_hour` is the 按's rule (L1887): some palace has 乙/丙/丁 on the heaven plate with 开/休/生 门.
  伏吟/反吟 of the 直符 and of the doors (verse, L1807–L1811) are only reported in `reasons`: the text's own
  chart A (乙丑时, 天蓬 on 离九 = 反吟 by the verse) is still called 兑方吉, so it does not veto the rule.
"""

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.civil import CST, cst_ordinal, utc_seconds
from almanac.core.calendar.ganzhi import STEMS, GanZhi, ganzhi, ganzhi_from_name
from almanac.core.calendar.nine_palaces import RING, step
from almanac.core.calendar.pillars import JIAZI_DAY_ORDINAL, day_ganzhi, pillars_at
from almanac.core.calendar.terms import TERM_INDEX, TERM_NAMES, astro_table
from almanac.core.data import qimen as data
from almanac.core.memo import memo_point
from almanac.core.sources import Source

YANG, YIN = "阳遁", "阴遁"
WINTER, SUMMER = TERM_INDEX["冬至"], TERM_INDEX["夏至"]


@dataclass(frozen=True, slots=True)
class Palace:
    earth_stem: str
    heaven_stem: str
    star: str
    door: str | None  # None for 中五


@dataclass(frozen=True, slots=True)
class QimenChart:
    dun: str  # 阳遁 / 阴遁
    ju: int
    yuan: str  # 上元 / 中元 / 下元
    method: str | None  # 正授 / 超神 / 置闰 / 接气 (None for a bare `layout`)
    zhifu: str  # 直符 star
    zhishi: str  # 直使 door
    palaces: dict[int, Palace]
    good_hour: bool
    reasons: tuple[str, ...]
    sources: tuple[Source, ...]
    term: str | None = None  # the term whose 三元 is in use
    hour: str | None = None  # hour 干支
    zhifu_palace: int = 0
    zhishi_palace: int = 0
    lucky_palaces: tuple[int, ...] = ()  # where an 乙丙丁 奇 meets 开/休/生门 (`good_hour` is that any does)

    def as_dict(self) -> dict:
        return {
            "dun": self.dun, "ju": self.ju, "yuan": self.yuan, "method": self.method, "term": self.term,
            "hour": self.hour, "zhifu": self.zhifu, "zhishi": self.zhishi,
            "zhifu_palace": self.zhifu_palace, "zhishi_palace": self.zhishi_palace,
            "palaces": {
                p: {"name": data.PALACE_NAMES[p], "earth_stem": v.earth_stem, "heaven_stem": v.heaven_stem,
                    "star": v.star, "door": v.door}
                for p, v in self.palaces.items()
            },
            "good_hour": self.good_hour, "reasons": list(self.reasons),
            "sources": [s.as_dict() for s in self.sources],
        }


def earth_plate(dun: str, ju: int) -> dict[int, str]:
    """戊己庚辛壬癸丁丙乙 from the 局's palace, 阳遁 forward, 阴遁 backward (L1891)."""
    sign = 1 if dun == YANG else -1
    return {step(ju, sign * i): stem for i, stem in enumerate(data.EARTH_ORDER)}


def layout(dun: str, ju: int, hour: GanZhi | str, *, yuan: str = "", method: str | None = None,
           term: str | None = None) -> QimenChart:
    """Lay out 局 `ju` of `dun` for the hour `hour` (L1919–L1943)."""
    if dun not in (YANG, YIN) or not 1 <= ju <= 9:
        raise ValueError(f"no such 局: {dun}{ju}")
    if isinstance(hour, str):
        hour = ganzhi_from_name(hour)
    sign = 1 if dun == YANG else -1
    earth = earth_plate(dun, ju)
    palace_of = {stem: p for p, stem in earth.items()}
    xun = ganzhi(hour.index - hour.index % 10)
    yi = data.XUN_YI[xun.name]
    p0 = palace_of[yi]
    zhifu = data.HOME_STAR[p0]
    zhishi = data.HOME_DOOR[2 if p0 == 5 else p0]
    hour_stem = STEMS[hour.stem]
    target = p0 if hour_stem == "甲" else palace_of[hour_stem]
    shift = target - p0
    stars = {step(p, shift): (data.HOME_STAR[p], earth[p]) for p in range(1, 10)}
    landing = step(p0, sign * (hour.index % 10))
    if landing == 5:
        landing = 2
    ring = RING
    door_cycle = [data.HOME_DOOR[p] for p in ring]  # 休 生 伤 杜 景 死 惊 开
    k0 = door_cycle.index(zhishi)
    r0 = ring.index(landing)
    doors = {ring[(r0 + k - k0) % 8]: door for k, door in enumerate(door_cycle)}
    palaces = {
        p: Palace(earth[p], stars[p][1], stars[p][0], doors.get(p)) for p in range(1, 10)
    }
    lucky = tuple(
        p for p in range(1, 10) if palaces[p].heaven_stem in data.THREE_WONDERS and palaces[p].door in data.GOOD_DOORS
    )
    reasons = [
        f"{data.PALACE_NAMES[p]}{p}: {palaces[p].heaven_stem}奇与{palaces[p].door}合，{data.PALACE_NAMES[p]}方吉"
        for p in lucky
    ]
    if shift == 0:
        reasons.append(f"伏吟: 直符{zhifu}在本宫 (歌云伏吟为最凶)")
    elif p0 != 5 and target == 10 - p0:
        reasons.append(f"反吟: 直符{zhifu}加对宫 (歌云反吟; 按之择时法不以此为断)")
    # "八门返复皆如此，生在生门死在死" (L1811): the doors turn as one wheel, so when the 直使 is home (at any hour,
    # e.g. the 癸 hour nine steps on, or a landing on 中五 lodged in 坤二) every door is; opposite likewise.
    door_home = 2 if p0 == 5 else p0
    if landing == door_home:
        reasons.append(f"门伏吟: 直使{zhishi}在本宫")
    elif landing == 10 - door_home:
        reasons.append(f"门反吟: 直使{zhishi}加对宫")
    sources = (data.GOOD_HOUR_SOURCE, data.EARTH_SOURCE, data.HOME_SOURCE, data.LAYOUT_SOURCE, data.FUYIN_SOURCE)
    return QimenChart(dun, ju, yuan, method, zhifu, zhishi, palaces, bool(lucky), tuple(reasons), sources,
                      term, hour.name, target, landing, lucky)


# ---- fitting the 元 to the terms ---------------------------------------------------------------

def _dun_of_term(term: int) -> str:
    return YANG if (term - WINTER) % 24 < 12 else YIN


def _shangyuan_start(ordinal: int) -> int:
    """The latest 上元 符首 day (干支 index ≡ 0 mod 15) on or before a day."""
    return ordinal - day_ganzhi(ordinal).index % 15


@dataclass(frozen=True, slots=True)
class Block:
    start: int  # day ordinal of the 上元 符首
    term: int  # term whose 三元 it uses
    method: str


@cache
def _solstices() -> tuple[tuple[int, int, int], ...]:
    """(term, term day, rule block start) of every 冬至/夏至 in the table."""
    out = []
    for t in astro_table().terms:
        if t.term in (WINTER, SUMMER):
            day = cst_ordinal(t.utc)
            prev = _shangyuan_start(day)
            out.append((t.term, day, prev if day - prev <= 7 else prev + 15))
    return tuple(out)


@cache
def _solstice_blocks() -> tuple[int, ...]:
    return tuple(s[2] for s in _solstices())


@cache
def _term_days(term: int) -> tuple[int, ...]:
    return tuple(cst_ordinal(t.utc) for t in astro_table().terms if t.term == term)


def _term_day_near(term: int, ordinal: int) -> int:
    """CST day of the occurrence of `term` nearest to `ordinal`."""
    days = _term_days(term)
    i = bisect_left(days, ordinal)
    if i == 0 or i == len(days):
        return days[max(i - 1, 0)]
    before, after = days[i - 1], days[i]
    return before if ordinal - before <= after - ordinal else after  # the earlier one when both are as near


def block_of(ordinal: int) -> Block:
    """The 15-day 三元 block containing a 奇门 day, labelled with its term and fitting method."""
    return _block_starting(_shangyuan_start(ordinal))


@memo_point("奇门 blocks", kind="date", maxsize=4096)
def _block_starting(start: int) -> Block:
    """block_of for the block whose 上元 符首 is day `start` (cached: 15 days share it)."""
    return Block(start, *_fitting(start))


def _fitting(start: int) -> tuple[int, str]:
    """(term, method) of the block whose 上元 符首 is day `start`."""
    solstices = _solstices()
    anchor_i = bisect_right(_solstice_blocks(), start) - 1
    if anchor_i < 0 or anchor_i + 1 >= len(solstices):
        raise ValueError("day outside the supported range")
    term0, _, block0 = solstices[anchor_i]
    next_term, _, next_block = solstices[anchor_i + 1]
    if (next_block - block0) // 15 not in (12, 13):  # 12 blocks, or 13 with one 置闰
        raise ValueError(f"元 fitting would skip a term before {TERM_NAMES[next_term]} (block from day {start})")
    k = (start - block0) // 15
    if k <= 11:
        term = (term0 + k) % 24
        term_day = _term_day_near(term, start)
        return term, "正授" if term_day == start else ("超神" if start < term_day else "接气")
    if k == 12 and start + 15 == next_block:
        return (term0 + 11) % 24, "置闰"
    raise ValueError(f"元 fitting would skip a term before {TERM_NAMES[next_term]} (block from day {start})")


def qimen_day(moment: datetime) -> int:
    """The CST day ordinal of the 奇门 day (it begins with the 子 hour at 23:00)."""
    local = (moment if moment.tzinfo else moment.replace(tzinfo=CST)).astimezone(CST)
    return cst_ordinal(utc_seconds(local)) + (1 if local.hour == 23 else 0)


class QimenDay(NamedTuple):
    """The 遁/局 of one 奇门 day (23:00 of the civil day before to 23:00): all its 12 hours use it."""

    ordinal: int  # the CST civil day whose 00:00–23:00 it covers (its 子 hour began at 23:00 the day before)
    dun: str
    ju: int
    yuan: str
    method: str
    term: str
    block_start: int  # day ordinal of the block's 上元 符首


def qimen_day_facts(ordinal: int) -> QimenDay:
    """The 遁/局/元 of the 奇门 day `ordinal` (what `qimen_chart` uses for every hour of that day)."""
    start = ordinal - (ordinal - JIAZI_DAY_ORDINAL) % 15  # _shangyuan_start inline: 15 divides the day cycle
    return _new(QimenDay, (ordinal, *_yuan_facts(start)[(ordinal - start) // 5]))


_new = tuple.__new__  # builds the QimenDay NamedTuple in C (its own __new__ is a Python function)


@memo_point("奇门 元", kind="date", maxsize=2048)  # by block: 2,048 blocks are ≈ 84 years of days
def _yuan_facts(start: int) -> tuple[tuple[str, int, str, str, str, int], ...]:
    """(dun, ju, yuan, method, term, block start) of each 元 (five days) of the block starting on day `start`, 上元
    first: one entry for the block's fifteen days."""
    term, method = _fitting(start)
    term_name = TERM_NAMES[term]
    dun, (upper, middle, lower), names = _dun_of_term(term), data.JU_BY_TERM[term_name], data.YUAN_NAMES
    return ((dun, upper, names[0], method, term_name, start), (dun, middle, names[1], method, term_name, start),
            (dun, lower, names[2], method, term_name, start))


@memo_point("奇门 layouts", kind="table")
def hour_layout(dun: str, ju: int, hour: str) -> QimenChart:
    """`layout` of a 局 for an hour 干支 name, cached (18 局 × 60 hours = 1080 charts at most)."""
    return layout(dun, ju, hour)


def day_hour_chart(day: QimenDay, hour: GanZhi | str) -> QimenChart:
    """The full chart (with 元, method, term, the fitting's reason and sources) of an hour of a 奇门 day."""
    name = hour if isinstance(hour, str) else hour.name
    chart = hour_layout(day.dun, day.ju, name)
    return QimenChart(
        chart.dun, chart.ju, day.yuan, day.method, chart.zhifu, chart.zhishi, chart.palaces,
        chart.good_hour,
        (f"{day.term}{day.yuan} ({day.method}) {chart.dun}{chart.ju}局 {name}时",) + chart.reasons,
        chart.sources + DAY_SOURCES,
        day.term, chart.hour, chart.zhifu_palace, chart.zhishi_palace, chart.lucky_palaces,
    )


DAY_SOURCES = (data.FUSHOU_SOURCE,) + data.JU_SOURCES + data.FITTING_SOURCES


def qimen_chart(moment: datetime) -> QimenChart:
    """The 奇门三元 chart of the hour containing `moment` (naive = CST)."""
    pillars = pillars_at(moment, late_zi_next_day=True)
    return day_hour_chart(qimen_day_facts(qimen_day(moment)), pillars.hour)
