"""The 24 mountains (二十四山) of the compass, with the trigram facts and the 纳甲 the directional gods use.

Mountain k (0 = 子 … 23 = 壬) is centred on bearing 15°·k, clockwise from north; the ring order is the one
seed 000 walks in its 巡山 list (L147: 子年 癸, 丑, 艮, 寅, 甲 … 壬, 子). Names are the characters the seeds
use (乾, not the 干 of seed 002's conversion). Each outer palace “占三位” (002 ¶6, L13): it holds three
mountains; 中宫 (5) holds none. The nine palaces themselves (numbers, trigrams, directions, stars, the
mountains of each) live in calendar.nine_palaces.

Sources: seed 001 §二十四方位 (L35) gives the mountains of each palace, §二十四节气方位 (L37) the solar term on
each mountain. Bearings are the usual compass convention (not in the texts).
"""

from dataclasses import dataclass

from almanac.core.calendar.nine_palaces import PALACES
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_JUAN8, SEED_XIEJI_SUMMARY, Source

MOUNTAIN_NAMES = "子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥壬"
assert len(MOUNTAIN_NAMES) == 24

MOUNTAINS_SOURCE = Source(SEED_XIEJI_SUMMARY, "二十四方位", 35)
TERMS_SOURCE = Source(SEED_XIEJI_SUMMARY, "二十四节气方位", 37)

# 正五行 of the mountains: stems and branches as usual (ganzhi.STEM_ELEMENT / BRANCH_ELEMENT); trigrams 乾金
# 坤土 艮土 巽木 (seed 000 L593 “艮山属土”, L597 “巽本木也”; 乾, 坤 as usual).
_ELEMENT = {
    "子": "水", "癸": "水", "丑": "土", "艮": "土", "寅": "木", "甲": "木", "卯": "木", "乙": "木",
    "辰": "土", "巽": "木", "巳": "火", "丙": "火", "午": "火", "丁": "火", "未": "土", "坤": "土",
    "申": "金", "庚": "金", "酉": "金", "辛": "金", "戌": "土", "乾": "金", "亥": "水", "壬": "水",
}
ELEMENT_SOURCE = Source(SEED_QIUZHEN, "年克山家", 597, "巽本木也; L593 艮山属土; the rest 正五行 as usual")

# Solar term whose sun lies on each mountain (001 L37, 立春艮 … 大寒丑; 坎离震兑 written for 子午卯酉).
_TERM = {
    "艮": "立春", "寅": "雨水", "甲": "惊蛰", "卯": "春分", "乙": "清明", "辰": "谷雨", "巽": "立夏", "巳": "小满",
    "丙": "芒种", "午": "夏至", "丁": "小暑", "未": "大暑", "坤": "立秋", "申": "处暑", "庚": "白露", "酉": "秋分",
    "辛": "寒露", "戌": "霜降", "乾": "立冬", "亥": "小雪", "壬": "大雪", "子": "冬至", "癸": "小寒", "丑": "大寒",
}


@dataclass(frozen=True, slots=True)
class Mountain:
    name: str
    index: int  # 0 = 子, clockwise
    bearing: float  # centre, degrees clockwise from north
    kind: str  # 支, 干 or 卦
    palace: int  # 九宫 number of the palace that holds it
    element: str  # 正五行
    term: str  # 001 L37

    @property
    def trigram(self) -> str:
        return PALACES[self.palace].name

    @property
    def opposite(self) -> "Mountain":
        return MOUNTAINS[(self.index + 12) % 24]

    @property
    def span(self) -> tuple[float, float]:
        """The 15° sector it covers: (start, end) in degrees, start may be negative for 子."""
        return (self.bearing - 7.5, self.bearing + 7.5)


def _kind(name: str) -> str:
    if name in "子丑寅卯辰巳午未申酉戌亥":
        return "支"
    return "卦" if name in "乾坤艮巽" else "干"


_PALACE_OF = {m: p.number for p in PALACES.values() for m in p.mountains}
MOUNTAINS: tuple[Mountain, ...] = tuple(
    Mountain(name, k, 15.0 * k, _kind(name), _PALACE_OF[name], _ELEMENT[name], _TERM[name])
    for k, name in enumerate(MOUNTAIN_NAMES)
)
MOUNTAIN_BY_NAME: dict[str, Mountain] = {m.name: m for m in MOUNTAINS}


def mountain(name: str) -> Mountain:
    try:
        return MOUNTAIN_BY_NAME[name]
    except KeyError:
        raise ValueError(f"{name!r} is not one of the 24 mountains ({MOUNTAIN_NAMES})") from None


def mountain_at(bearing: float) -> Mountain:
    """The mountain whose 15° sector contains a compass bearing (degrees clockwise from north)."""
    return MOUNTAINS[int(((bearing % 360.0) + 7.5) // 15.0) % 24]


# --- trigrams ----------------------------------------------------------------------------------------

# The mountain that stands for a trigram: “二十四山，四正位不用卦而用地支” (002 ¶6, L13).
TRIGRAM_MOUNTAIN = {"乾": "乾", "坤": "坤", "艮": "艮", "巽": "巽", "坎": "子", "离": "午", "震": "卯", "兑": "酉"}
TRIGRAM_MOUNTAIN_SOURCE = Source(SEED_XIEJI_JUAN8, "¶6 飞宫天官符", 13, "二十四山，四正位不用卦而用地支")

# Lines (bottom, middle, top; 1 = 阳). Standard; the seeds use them through their examples: 乾 中爻变 → 离
# (002 ¶5 L11 浮天空亡), 离 下一爻变 → 艮, 坤 下一爻变 → 震 (002 ¶5 L11 独火).
TRIGRAM_LINES = {
    "乾": (1, 1, 1), "兑": (1, 1, 0), "离": (1, 0, 1), "震": (1, 0, 0),
    "巽": (0, 1, 1), "坎": (0, 1, 0), "艮": (0, 0, 1), "坤": (0, 0, 0),
}
_TRIGRAM_BY_LINES = {lines: name for name, lines in TRIGRAM_LINES.items()}


def change_lines(trigram: str, *positions: int) -> str:
    """The trigram with the given lines changed (0 = bottom, 1 = middle, 2 = top)."""
    lines = list(TRIGRAM_LINES[trigram])
    for position in positions:
        lines[position] ^= 1
    return _TRIGRAM_BY_LINES[tuple(lines)]


# Trigram of each branch's palace (seed 000 L811: 子属坎卦，丑寅属艮卦，卯属震卦，辰巳属巽卦 …): the palace that
# holds the branch's mountain.
BRANCH_TRIGRAM = {b: MOUNTAIN_BY_NAME[b].trigram for b in "子丑寅卯辰巳午未申酉戌亥"}

# 纳甲. Classical (“纳甲的本义”, 002 ¶5 L11; seed 000 L869 曹震圭): 乾纳甲壬，坤纳乙癸 … 坎纳戊，离纳己.
NAJIA_CLASSICAL = {"乾": "甲壬", "坤": "乙癸", "艮": "丙", "兑": "丁", "坎": "戊", "离": "己", "震": "庚", "巽": "辛"}
NAJIA_CLASSICAL_SOURCE = Source(SEED_QIUZHEN, "破败五鬼", 869, "乾納甲壬…坤納乙癸…艮納丙…兌納丁…坎納戊…離納己…震納庚…巽納辛")
# The 24-mountain 纳甲 of the 选择家 (002 ¶6 L13: “坎纳癸、离纳壬，而乾坤专纳甲乙；子午卯酉四山不用卦而用地支，
# 再把地支的三合并纳于一卦”; the 阴府 lists there and 002 ¶2 L5 “庚、亥、未都属于震，丁、巳、丑都属于兑，乙纳于坤，
# 辛纳于巽”). Every mountain belongs to exactly one trigram here.
NAJIA_24 = {
    "乾": ("乾", "甲"), "坤": ("坤", "乙"), "艮": ("艮", "丙"), "巽": ("巽", "辛"),
    "兑": ("酉", "丁", "巳", "丑"), "坎": ("子", "癸", "申", "辰"), "离": ("午", "壬", "寅", "戌"),
    "震": ("卯", "庚", "亥", "未"),
}
NAJIA_24_SOURCE = Source(SEED_XIEJI_JUAN8, "¶6 阴府太岁", 13, "克乾甲、兑丁、巳丑山…克坎癸、坤乙、申辰山…克离壬、寅戌山…克震庚、亥未山…克艮丙、巽辛山")
# Stem → the trigram that 纳 it among the 24 mountains (坎纳癸, 离纳壬; 戊 → 坎 and 己 → 离 by the classical rule:
# “坎纳戊，离纳己，才是纳甲的本义”, 002 ¶5 L11). Used by 浮天空亡.
STEM_TRIGRAM = {"甲": "乾", "乙": "坤", "丙": "艮", "丁": "兑", "戊": "坎", "己": "离", "庚": "震", "辛": "巽", "壬": "离", "癸": "坎"}
