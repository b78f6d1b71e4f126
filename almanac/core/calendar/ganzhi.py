"""Stems, branches, the 60-cycle, 五行, 纳音 and 生肖.

Indices follow the texts: stems 甲0…癸9, branches 子0…亥11, cycle 甲子0…癸亥59
(stem = i mod 10, branch = i mod 12).
"""

from dataclasses import dataclass

from almanac.core.sources import SEED_XIEJI_JUAN8, SEED_XIEJI_SUMMARY, Source

STEMS = "甲乙丙丁戊己庚辛壬癸"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
ZODIAC = "鼠牛虎兔龙蛇马羊猴鸡狗猪"
ELEMENTS = "木火土金水"

# Stem and branch 五行 (standard; used throughout seed 001, e.g. §四相, §母仓).
STEM_ELEMENT = "木木火火土土金金水水"
BRANCH_ELEMENT = "水土木木土火火土金金土水"

# 纳音 (seed 001 §纳音干支起数合五行, L33): each stem and branch carries a number; a cycle pair's
# four numbers are summed and the units digit (0 = 10) names the sound.
NAYIN_SOURCE = Source(SEED_XIEJI_SUMMARY, "纳音干支起数合五行", 33)
_STEM_NUMBER = (9, 8, 7, 6, 5, 9, 8, 7, 6, 5)  # 甲己九 乙庚八 丙辛七 丁壬六 戊癸五
_BRANCH_NUMBER = (9, 8, 7, 6, 5, 4, 9, 8, 7, 6, 5, 4)  # 子午九 丑未八 寅申七 卯酉六 辰戌五 巳亥四
# 金音四九，木音三八，水音五十，火音一六，土音二七
_DIGIT_ELEMENT = {4: "金", 9: "金", 3: "木", 8: "木", 5: "水", 10: "水", 1: "火", 6: "火", 2: "土", 7: "土"}
# The conventional 纳音 names are not in the seeds; shown for display only.
_NAYIN_NAMES = (
    "海中金", "炉中火", "大林木", "路旁土", "剑锋金", "山头火", "涧下水", "城头土", "白蜡金", "杨柳木",
    "泉中水", "屋上土", "霹雳火", "松柏木", "长流水", "沙中金", "山下火", "平地木", "壁上土", "金箔金",
    "覆灯火", "天河水", "大驿土", "钗钏金", "桑柘木", "大溪水", "沙中土", "天上火", "石榴木", "大海水",
)


def nayin_digit(pair: int) -> int:
    """The units digit (1–10) of the number sum of cycle pair `pair` (0 = 甲子乙丑 … 29 = 壬戌癸亥)."""
    first, second = 2 * pair, 2 * pair + 1
    total = (
        _STEM_NUMBER[first % 10] + _BRANCH_NUMBER[first % 12]
        + _STEM_NUMBER[second % 10] + _BRANCH_NUMBER[second % 12]
    )
    return total % 10 or 10


@dataclass(frozen=True, slots=True)
class Nayin:
    element: str  # 五行 by the seed's method
    name: str  # conventional name, e.g. 海中金

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class GanZhi:
    """One member of the sexagenary cycle. The 60 instances are built once (CYCLE); use ganzhi(i)."""

    index: int
    stem: int
    branch: int
    name: str
    nayin: Nayin

    @property
    def zodiac(self) -> str:
        return ZODIAC[self.branch]

    def __str__(self) -> str:
        return self.name

    def __add__(self, steps: int) -> "GanZhi":
        return CYCLE[(self.index + steps) % 60]


NAYIN: tuple[Nayin, ...] = tuple(
    Nayin(_DIGIT_ELEMENT[nayin_digit(pair)], _NAYIN_NAMES[pair]) for pair in range(30)
)
CYCLE: tuple[GanZhi, ...] = tuple(
    GanZhi(i, i % 10, i % 12, STEMS[i % 10] + BRANCHES[i % 12], NAYIN[i // 2]) for i in range(60)
)
_BY_NAME = {gz.name: gz for gz in CYCLE}


# Branch relations used by several rule families (day flags, hours, personal clashes).
# 刑 (seed 001 §岁刑 L93; 000 L463): 子刑卯 丑刑戌 寅刑巳 卯刑子 巳刑申 未刑丑 申刑寅 戌刑未, 辰午酉亥自刑.
PUNISHES: tuple[int, ...] = tuple(BRANCHES.index(c) for c in "卯戌巳子辰申午丑寅酉未亥")
# 冲: the branch opposite on the ring, six places on (seed 001 L49 "岁破，太岁所冲之辰…子年在午", L119 破 "月建所冲之日").
CLASHES: tuple[int, ...] = tuple((b + 6) % 12 for b in range(12))
# 六害 (seed 000 L465; 001 §月害 L275): 子未 丑午 寅巳 卯辰 申亥 酉戌 — the two branches sum to 7 mod 12.
HARMS: tuple[int, ...] = tuple((7 - b) % 12 for b in range(12))


def clashes(a: int, b: int) -> bool:
    """Do two branches (indices, 子 = 0) 冲 each other?"""
    return CLASHES[a % 12] == b % 12


def ganzhi(index: int) -> GanZhi:
    return CYCLE[index % 60]


def ganzhi_from_parts(stem: int, branch: int) -> GanZhi:
    """The cycle member with this stem and branch (they must share parity)."""
    if stem % 2 != branch % 2:
        raise ValueError(f"{STEMS[stem]}{BRANCHES[branch]} is not in the 60-cycle (stem and branch differ in parity)")
    return CYCLE[(6 * stem - 5 * branch) % 60]


def ganzhi_from_name(name: str) -> GanZhi:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"{name!r} is not a 干支 of the 60-cycle") from None


# --- the year and month pillars of a 立春 year ---------------------------------------------------------

# 康熙二十三年 (1684) was a 甲子 year (“康熙二十三年甲子为上元”, seed 002 ¶3 L7); the year cycle runs on unbroken,
# so 1984 is 甲子 too. Years here are 立春 years: the year pillar changes at 立春 (DESIGN, calendar.pillars).
JIAZI_YEAR = 1684
JIAZI_YEAR_SOURCE = Source(SEED_XIEJI_JUAN8, "¶3 三元九星", 7, "康熙二十三年甲子为上元")
MONTH_PILLAR_SOURCE = Source(SEED_XIEJI_SUMMARY, "五虎遁", 29, "甲己年正月起丙寅…戊癸年正月起甲寅")
MONTH_BRANCH_SOURCE = Source(SEED_XIEJI_SUMMARY, "六合", 23, "正月建寅; 000 L1123 《历例》曰：正月建寅，顺行十二辰")


def year_ganzhi(year: int) -> GanZhi:
    """The pillar of year `year`: of the 立春 year for the year pillar; lunar years are named by the same count."""
    return ganzhi(year - JIAZI_YEAR)


def month_branch(month: int) -> int:
    """月建 of solar month `month` (1 = 正月 … 12): 正月建寅, then one branch a month (001 L23; 000 L1123)."""
    return (month + 1) % 12


def month_ganzhi(year: int, month: int) -> GanZhi:
    """The pillar of solar month `month` of 立春 year `year` by 五虎遁 (001 L29): 甲子年 正月 丙寅, and the
    month pillars run on unbroken, twelve a year."""
    return ganzhi(12 * (year - JIAZI_YEAR) + month + 1)
