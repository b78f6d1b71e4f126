"""年月神煞 (协纪辨方书 卷三十五 附录, seed 003_50e88f566c4c21ff.txt L1679–L1749).

The five tables of this section are MISSING from the source: only their headers ("年干甲乙丙丁戊己庚辛壬癸",
L1683, L1715), one data row (天帑星, L1719) and the compilers' commentary survive. This module computes
what the surviving text defines:

- 岁干起例 (L1687): spirits named after 禄命 terms, counted from the year stem. The text names the term
  each one equals but not its positions; the positions below are the standard 十神/禄 reading of those
  terms (inference). 催官 ("正官六合") and the 六合 of 文魁 ("伤官与其六合") are left undetermined: a stem
  has a 五合, not a 六合, and the text does not say which branch is meant.
- 天帑星 (L1719, as printed) and its 冲 破败五鬼 ("破败五鬼即其冲也", L1731).
- 金乌, the year branch's 六合 (L1703), and 玉兔 opposite it (L1711), from the 按 of the 岁厌 table; the rest
  of that table (岁厌, 太阳升殿, 太阴守殿 …) needs the 岁厌's starting branch, which the surviving text does
  not give.
- The 五虎遁 stems placed on the twelve branches (甲 穿山罗睺, 乙 天禁朱雀, 丙丁 独火, 戊己 都天, 庚辛 金神,
  壬癸 水德, L1723); 山家困龙 ("甲乙之间") is not computed (which mountain lies "between" is not stated).
The 台本 uses none of these except 干禄 (L1687–L1691) — they are shown "以见此编非阙略也".
"""

from almanac.core.calendar.ganzhi import BRANCHES, STEMS
from almanac.core.calendar.nine_palaces import OPPOSITE_TRIGRAM
from almanac.core.data.mountains import BRANCH_TRIGRAM
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

SECTION = "年月神煞"
MISSING_NOTE = ("The five year/month spirit tables are missing from the source (only headers, the 天帑星 row"
                " and commentary survive, L1679–L1749); only the spirits defined in the commentary are computed.")

STEM_SPIRITS_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 岁干起例", 1687)
TIANNU_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 天帑星", 1719)
POBAI_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 纳甲遁干起例", 1731)
DUNGAN_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 遁干", 1723)
JINWU_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 岁厌起例 按", 1703)
YUTU_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 岁厌起例 按", 1711)

# 天帑星, as printed (L1719): 甲乾 乙坤 丙艮 丁兑 戊坎 己离 庚震 辛巽 壬乾 癸坤.
TIANNU_ROW = "乾坤艮兑坎离震巽乾坤"

# 干禄 (standard): 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子.
LU = "寅卯巳午巳午申酉亥子"

DUNGAN_NAMES = {"甲": "穿山罗睺", "乙": "天禁朱雀", "丙": "独火", "丁": "独火", "戊": "都天", "己": "都天",
                "庚": "金神", "辛": "金神", "壬": "水德", "癸": "水德"}


def _stem(year_stem: "int | str") -> int:
    return STEMS.index(year_stem[0]) if isinstance(year_stem, str) else year_stem % 10


def _ten_god(s: int, element_step: int, same_polarity: bool) -> str:
    element = (s // 2 + element_step) % 5  # 木0 火1 土2 金3 水4
    return STEMS[2 * element + (s % 2 if same_polarity else 1 - s % 2)]


def stem_spirits(year_stem: "int | str") -> dict[str, str | None]:
    """岁干起例 (L1687): positions by the standard 十神 reading (inference; see module docstring)."""
    s = _stem(year_stem)
    lu = LU[s]
    blade = BRANCHES[(BRANCHES.index(lu) + 1) % 12]  # 羊刃 = 禄前一位 (inference)
    shishen = _ten_god(s, 1, True)
    return {
        "官星": _ten_god(s, 3, False),  # 正官: 克我, 异性
        "催官": None,  # 正官六合: undetermined
        "干鬼": _ten_god(s, 3, True),  # 偏官: 克我, 同性
        "羊刃": blade,
        "飞刃": BRANCHES[(BRANCHES.index(blade) + 6) % 12],  # 羊刃之冲
        "天禄星": lu,
        "天禄星本宫卦": BRANCH_TRIGRAM[lu],  # the 后天 trigram whose sector holds the 禄 branch (inference)
        "文昌星": LU[STEMS.index(shishen)],  # 食神禄
        "魁名星": _ten_god(s, 0, False),  # 比劫: 劫财 (同类异性; inference)
        "天财星": _ten_god(s, 4, False),  # 印绶: 正印 (生我异性; inference)
        "文魁星": _ten_god(s, 1, False),  # 伤官 (its 六合 undetermined)
    }


def tiannu(year_stem: "int | str") -> str:
    """天帑星's trigram for a year stem, as printed (L1719)."""
    return TIANNU_ROW[_stem(year_stem)]


def pobai_wugui(year_stem: "int | str") -> str:
    """破败五鬼 = the 冲 of 天帑星 (L1731)."""
    return OPPOSITE_TRIGRAM[tiannu(year_stem)]


def dungan_spirits(year_stem: "int | str") -> dict[str, tuple[str, ...]]:
    """五虎遁 from the year stem: spirit name → branches whose 遁干 gives it (L1723; 遁干 = 五虎遁, inference)."""
    s = _stem(year_stem)
    yin_stem = (2 * (s % 5) + 2) % 10  # 甲己之年丙作首 …
    out: dict[str, list[str]] = {}
    for b in range(12):
        stem = STEMS[(yin_stem + (b - 2) % 12) % 10]  # 寅 first, 子丑 last
        out.setdefault(DUNGAN_NAMES[stem], []).append(BRANCHES[b])
    return {k: tuple(v) for k, v in out.items()}


def jinwu(year_branch: "int | str") -> str:
    """金乌: the year branch's 六合 ("岁支六合…专以六合名金乌", L1703). 六合: 子丑 寅亥 卯戌 辰酉 巳申 午未."""
    b = BRANCHES.index(year_branch[-1]) if isinstance(year_branch, str) else year_branch % 12
    return BRANCHES[(1 - b) % 12]


def yutu(year_branch: "int | str") -> str:
    """玉兔: opposite 金乌 ("玉兔对金乌", L1711)."""
    return BRANCHES[(BRANCHES.index(jinwu(year_branch)) + 6) % 12]
