"""The nine palaces (九宫): numbers, trigrams, directions, stars, their orders, and stepping round them.

The one home of these facts for the whole core (the compass, the nine stars, 男女九宫, 奇门, the rejected
day gods that walk the palaces).

- Palaces and stars (seed 002 ¶3 L7): “一白居坎，二黑居坤，三碧居震，四绿居巽，五黄居中，六白居干，七赤居兑，
  八白居艮，九紫居离” (干 = 乾); the 洛书 grid “戴九履一，左三右七，二、四为肩，六、八为足，五居中央”.
- Directions of the trigrams (seed 001 §后天八卦方位 L9): 离南坎北，震东兑西，巽东南，坤西南，乾西北，艮东北.
- The mountains each outer palace holds (seed 001 §二十四方位 L35; “每宫占三位”, 002 ¶6 L13); 中宫 holds none.
- Stepping (`step`): palaces are counted in number order 1 → 2 → … → 9 → 1 (the centre included), forwards
  (顺) or backwards (逆). 顺飞 from the centre is the same count: 5 → 6 → 7 → 8 → 9 → 1 → … → 4
  (002 ¶3 “把该年所值的星纳入中宫，顺布九宫”; `FLY_ORDER`).
- The 三元 (002 ¶3 L7): “康熙二十三年甲子为上元”, and “三元共一百八十年为一周期”: 上元, 中元, 下元 of 60 years each.
"""

from dataclasses import dataclass

from almanac.core.sources import SEED_XIEJI_JUAN8, SEED_XIEJI_SUMMARY, Source

NINE_PALACES_SOURCE = Source(SEED_XIEJI_JUAN8, "¶3 九宫", 7, "一白居坎，二黑居坤，三碧居震，四绿居巽，五黄居中，六白居干，七赤居兑，八白居艮，九紫居离")
HOUTIAN_SOURCE = Source(SEED_XIEJI_SUMMARY, "后天八卦方位", 9)

STAR_NAMES = ("", "一白", "二黑", "三碧", "四绿", "五黄", "六白", "七赤", "八白", "九紫")  # by number (002 ¶3 L7)
NUMERALS = "一二三四五六七八九"


@dataclass(frozen=True, slots=True)
class Palace:
    number: int  # 洛书 / 九宫 number
    name: str  # trigram (中 for the centre)
    direction: str  # 北, 东北 … (001 L9, L35)
    mountains: tuple[str, ...]  # clockwise; () for 中宫
    star: str  # 地盘 star of the palace (002 ¶3)
    element: str
    row: int  # 后天 grid, south at the top (as the almanacs draw it): 巽离坤 / 震中兑 / 艮坎乾
    col: int

    @property
    def label(self) -> str:
        return f"{self.name}{self.number}"

    @property
    def numbered(self) -> str:
        """The trigram and the number in words, as the texts write them: 坎一 … 中五 … 离九."""
        return f"{self.name}{NUMERALS[self.number - 1]}"


PALACES: dict[int, Palace] = {
    p.number: p for p in (
        Palace(1, "坎", "北", ("壬", "子", "癸"), "一白", "水", 2, 1),
        Palace(2, "坤", "西南", ("未", "坤", "申"), "二黑", "土", 0, 2),
        Palace(3, "震", "东", ("甲", "卯", "乙"), "三碧", "木", 1, 0),
        Palace(4, "巽", "东南", ("辰", "巽", "巳"), "四绿", "木", 0, 0),
        Palace(5, "中", "中", (), "五黄", "土", 1, 1),
        Palace(6, "乾", "西北", ("戌", "乾", "亥"), "六白", "金", 2, 2),
        Palace(7, "兑", "西", ("庚", "酉", "辛"), "七赤", "金", 1, 2),
        Palace(8, "艮", "东北", ("丑", "艮", "寅"), "八白", "土", 2, 0),
        Palace(9, "离", "南", ("丙", "午", "丁"), "九紫", "火", 0, 1),
    )
}
PALACE_BY_NAME: dict[str, Palace] = {p.name: p for p in PALACES.values()}
PALACE_BY_DIRECTION: dict[str, Palace] = {p.direction: p for p in PALACES.values()}
# The grid as drawn with south at the top: rows of palace numbers (the 洛书 “戴九履一”).
PALACE_GRID = ((4, 9, 2), (3, 5, 7), (8, 1, 6))

# The eight outer palaces round the compass, clockwise from 坎 (north): 坎 艮 震 巽 离 坤 兑 乾.
RING = tuple(PALACE_BY_DIRECTION[d].number for d in ("北", "东北", "东", "东南", "南", "西南", "西", "西北"))


def step(palace: int, steps: int) -> int:
    """The palace `steps` palaces on from `palace` in number order (9 → 1 wraps; negative = backwards, 逆)."""
    return (palace - 1 + steps) % 9 + 1


# 顺飞 from the centre: 5 → 6 → 7 → 8 → 9 → 1 → … → 4; and the same run without the centre, 乾六 兑七 艮八 …
# (尊星 “顺行…俱不入中宫”, seed 000 L59, L63).
FLY_ORDER = tuple(step(5, k) for k in range(9))
OUTER_FLY_ORDER = FLY_ORDER[1:]


def from_centre(steps: int) -> int:
    """The palace reached `steps` palaces 顺飞 from the centre (step 0 is the centre itself)."""
    return step(5, steps)


def star_at(palace: int, centre_star: int) -> int:
    """The star on `palace` when `centre_star` is put in the centre and laid out 顺布 (002 ¶3)."""
    return step(centre_star, palace - 5)


def palace_of_star(star: int, centre_star: int) -> int:
    """Where `star` stands when `centre_star` is in the centre (the inverse of star_at)."""
    return from_centre(star - centre_star)


def opposite(palace: int) -> int:
    """对宫: the palace across the centre (its number and this one sum to 10); the centre is its own."""
    return 10 - palace


# 后天 opposite trigrams (对宫): 坎离, 震兑, 艮坤, 巽乾.
OPPOSITE_TRIGRAM = {p.name: PALACES[opposite(n)].name for n, p in PALACES.items() if n != 5}


# --- 三元 -----------------------------------------------------------------------------------------------

YUAN_NAMES = ("上元", "中元", "下元")
SHANGYUAN_YEAR = 1684  # 康熙二十三年甲子为上元 (002 ¶3 L7); 1864 and 2044 begin later 上元
YUAN_SOURCE = Source(SEED_XIEJI_JUAN8, "¶3 三元九星", 7, "康熙二十三年甲子为上元…三元共一百八十年为一周期")


def yuan(year: int) -> int:
    """The 元 of 立春 year `year`: 0 上元, 1 中元, 2 下元, 60 years each from 1684 (002 ¶3 L7)."""
    return ((year - SHANGYUAN_YEAR) // 60) % 3
