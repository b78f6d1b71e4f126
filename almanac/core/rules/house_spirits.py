"""五姓修宅 and 年月神煞 (协纪辨方书 卷三十五 附录) as values for the pages and the JSON (core.serialize
turns them into the compass's `wuxing_house` and `year_month_spirits` and the household export's).

The tables live in almanac/core/data/wuxing_house.py and almanac/core/data/year_month_spirits.py; this
module only looks them up for given pillars (GanZhi) and says where each answer comes from. Which pillar
belongs to which 立春 year and 节气 month is rules.directions' business (`directions.wuxing_house_year`
and `directions.compass` call these with the right pillars), so nothing here imports it.

Only the branch of a year or month pillar counts for 五姓修宅 (岁支, 月建; "起月与年同", L783); only the
stem counts for the 年月神煞 that survive (岁干起例, 天帑星, 遁干).
"""

from collections.abc import Sequence
from typing import NamedTuple

from almanac.core.calendar.ganzhi import BRANCHES, STEMS, GanZhi
from almanac.core.calendar.nine_palaces import PALACE_BY_NAME
from almanac.core.calendar.terms import TERM_NAMES, is_jie, solar_month_of_jie
from almanac.core.data import wuxing_house as wh
from almanac.core.data import year_month_spirits as ys
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

# --- 五姓修宅 ---------------------------------------------------------------------------------------


class MonthRule(NamedTuple):
    """Which month categories are good and bad for house repair ("宜大通小通月，不宜大墓小墓月", L783)."""

    good: tuple[str, ...]
    bad: tuple[str, ...]
    source: Source


class HouseNotes(NamedTuple):
    """What every 五姓修宅 answer carries: the month rule, the text's caveat, the surname hints, their sources."""

    month_rule: MonthRule
    caveat: str  # the 按 (L787) with an English gloss
    caveat_quote: str  # the 按's own words, for the pages
    caveat_source: Source
    surname_hints: dict[str, str]  # surname → sound: the six names of 吕才's critique
    surname_note: str
    hint_source: Source
    source: Source  # the section (L751)


NOTES = HouseNotes(
    MonthRule(tuple(sorted(wh.GOOD_MONTH, key=wh.CATEGORIES.index)),
              tuple(sorted(wh.BAD_MONTH, key=wh.CATEGORIES.index)), wh.MONTH_SOURCE),
    wh.CAVEAT,
    wh.CAVEAT.split(" (", 1)[0],
    wh.CAVEAT_SOURCE,
    dict(wh.SURNAME_HINTS),
    wh.SURNAME_NOTE,
    wh.HINT_SOURCE,
    Source(SEED_XIEJI_APPENDIX, wh.SECTION, 751),
)
# The 节 that opens each 节气 month: {1: 立春, 2: 惊蛰, … 12: 小寒}.
OPENING_JIE = dict(sorted((solar_month_of_jie(t), name) for t, name in enumerate(TERM_NAMES) if is_jie(t)))


class HouseMonth(NamedTuple):
    """One month (月建) for a sound: its categories and 宜/不宜 (None: the text gives no ruling, L783)."""

    month: int | None  # the 节气 month 1 (寅月) … 12 (丑月), when known
    opened_by: str | None  # its 节
    ganzhi: str
    branch: str
    categories: tuple[str, ...]
    verdict: str | None
    source: Source  # the sound's row
    verdict_source: Source = wh.MONTH_SOURCE


class HouseYear(NamedTuple):
    """A 立春 year for a sound: the year's categories and its twelve months (寅月 first)."""

    year: int
    ganzhi: str
    branch: str
    categories: tuple[str, ...]
    source: Source
    months: tuple[HouseMonth, ...]


class HouseholdHouse(NamedTuple):
    """A household's 五姓修宅: its sound and element, the given years, and the notes every answer carries."""

    sound: str
    element: str
    years: tuple[HouseYear, ...]
    notes: HouseNotes = NOTES


class SoundInYear(NamedTuple):
    """One sound in the compass's year (and month)."""

    element: str
    year: tuple[str, ...]  # the year's categories
    month: HouseMonth | None  # None without a month
    source: Source


class CompassHouse(NamedTuple):
    """The compass's 五姓修宅: every sound (宫 商 角 徵 羽) in the year and month; public, not per household."""

    year_branch: str
    month_branch: str | None
    sounds: dict[str, SoundInYear]
    notes: HouseNotes = NOTES


def _sound(sound: str) -> str:
    sound = "徵" if sound == "征" else sound
    if sound not in wh.TABLE:
        raise ValueError(f"unknown sound {sound!r}; expected one of {wh.SOUNDS}")
    return sound


def house_month(sound: str, month: GanZhi, number: int | None = None) -> HouseMonth:
    """One month (月建) for a sound. `number` is the 节气 month 1 (寅月) … 12 (丑月) when known; `opened_by` its 节."""
    sound = _sound(sound)
    return HouseMonth(
        number, OPENING_JIE.get(number), month.name, BRANCHES[month.branch],
        wh.house_category(sound, month=month), wh.month_verdict(sound, month), wh.source_for(sound),
    )


def household_year(sound: str, year: int, year_pillar: GanZhi, months: Sequence[GanZhi]) -> HouseYear:
    """A 立春 year for a household's sound (`months` are the year's twelve month pillars, 寅月 first)."""
    sound = _sound(sound)
    return HouseYear(
        year, year_pillar.name, BRANCHES[year_pillar.branch], wh.house_category(sound, year=year_pillar),
        wh.source_for(sound), tuple(house_month(sound, gz, number) for number, gz in enumerate(months, start=1)),
    )


def household_summary(sound: str, years: Sequence[HouseYear]) -> HouseholdHouse:
    """A household's 五姓修宅: its sound, element and the given `household_year` values."""
    sound = _sound(sound)
    return HouseholdHouse(sound, wh.SOUND_ELEMENT[sound], tuple(years))


def compass_entry(year_pillar: GanZhi, month_pillar: GanZhi | None = None) -> CompassHouse:
    """The compass's `wuxing_house`: for each of the five sounds the year's category and (with a month) the
    month's category and 宜/不宜."""
    sounds = {
        sound: SoundInYear(
            wh.SOUND_ELEMENT[sound],
            wh.house_category(sound, year=year_pillar),
            house_month(sound, month_pillar) if month_pillar is not None else None,
            wh.source_for(sound),
        )
        for sound in wh.SOUNDS
    }
    return CompassHouse(
        BRANCHES[year_pillar.branch], BRANCHES[month_pillar.branch] if month_pillar is not None else None, sounds,
    )


# --- 年月神煞 ----------------------------------------------------------------------------------------

# What the text says each 岁干 spirit is (L1687), in its order.
STEM_SPIRIT_TERMS = {
    "官星": "正官", "催官": "正官六合", "干鬼": "偏官", "羊刃": "阳刃", "飞刃": "羊刃之冲", "天禄星": "干禄",
    "天禄星本宫卦": "干禄本宫卦", "文昌星": "食神禄", "魁名星": "比劫", "天财星": "印绶", "文魁星": "伤官（及其六合）",
}
STEM_SPIRITS_NOTE = (
    "The text names the 禄命 term each spirit equals but prints no positions (the table is lost): positions are the"
    " standard 十神/禄 reading of those terms (inference). 催官 (正官六合) and the 六合 of 文魁 are left undetermined"
    " (a stem has a 五合, not a 六合). The 台本 uses only 干禄 (L1687); the rest are 禄命 terms, not 神煞 (L1691)."
)
NATAL_NOTE = (
    "The text's 岁干起例 (year spirits counted from the year stem) applied to the birth-year (本命) stem: an"
    " application of this site, not a rule of the text, which calls them 禄命 terms (L1691)."
)
DUNGAN_NOTE = (
    "遁干 read as the 五虎遁 stems placed on the twelve branches from the year stem (inference); 山家困龙"
    " ('甲乙之间') is not computed. The 台本 and 通书 use these inconsistently (L1723)."
)
TIANNU_NOTE = "天帑星 = the trigram that takes the year stem in 纳甲; the 台本 uses neither it nor its 冲 (L1731)."
DUNGAN_ORDER = tuple(dict.fromkeys(ys.DUNGAN_NAMES.values()))  # 穿山罗睺 天禁朱雀 独火 都天 金神 水德
UNUSED_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{ys.SECTION} 岁干起例", 1691)
SPIRITS_SOURCE = Source(SEED_XIEJI_APPENDIX, ys.SECTION, 1679)


class StemSpirits(NamedTuple):
    """岁干起例 (L1687) for a stem: each spirit's position (a stem, a branch, a trigram; None when undetermined)."""

    stem: str
    values: dict[str, str | None]
    source: Source = ys.STEM_SPIRITS_SOURCE
    unused_source: Source = UNUSED_SOURCE  # the 台本 uses only 干禄 (L1691)
    note: str = STEM_SPIRITS_NOTE

    @property
    def terms(self) -> dict[str, str]:
        """The 禄命 term the text says each spirit is (官星 → 正官 …)."""
        return {name: STEM_SPIRIT_TERMS[name] for name in self.values}

    @property
    def undetermined(self) -> tuple[str, ...]:
        return tuple(name for name, value in self.values.items() if value is None)


class NatalSpirits(NamedTuple):
    """The 岁干起例 applied to a member's birth-year (本命) stem, labelled as such."""

    spirits: StemSpirits
    benming: str
    applied_note: str = NATAL_NOTE


class TrigramSpirit(NamedTuple):
    trigram: str
    mountains: tuple[str, ...]  # the trigram's three mountains
    source: Source
    note: str = ""


class BranchSpirit(NamedTuple):
    branch: str
    source: Source


class DunganSpirits(NamedTuple):
    """遁干 spirits (L1723): name → the branches the 五虎遁 stems from the year stem give it (inference)."""

    values: dict[str, tuple[str, ...]]
    undetermined: tuple[str, ...] = ("山家困龙",)
    source: Source = ys.DUNGAN_SOURCE
    note: str = DUNGAN_NOTE


class YearMonthSpirits(NamedTuple):
    """What survives of the 年月神煞 tables (L1679–L1749), for a year's stem."""

    year_stem: str
    stem_spirits: StemSpirits
    tiannu: TrigramSpirit
    pobai_wugui: TrigramSpirit
    jinwu: BranchSpirit
    yutu: BranchSpirit
    dungan: DunganSpirits
    missing_note: str = ys.MISSING_NOTE
    source: Source = SPIRITS_SOURCE


def _stem(pillar: "GanZhi | int | str") -> str:
    if isinstance(pillar, GanZhi):
        return STEMS[pillar.stem]
    return STEMS[pillar % 10] if isinstance(pillar, int) else pillar[0]


def stem_spirits(pillar: "GanZhi | int | str") -> StemSpirits:
    """岁干起例 for a stem."""
    return StemSpirits(_stem(pillar), ys.stem_spirits(_stem(pillar)))


def _trigram(trigram: str, source: Source, note: str = "") -> TrigramSpirit:
    return TrigramSpirit(trigram, PALACE_BY_NAME[trigram].mountains, source, note)


def year_month_spirits(year_pillar: GanZhi) -> YearMonthSpirits:
    """The compass's `year_month_spirits`: what survives of the 年月神煞 tables, for a year's stem."""
    stem = STEMS[year_pillar.stem]
    dungan = ys.dungan_spirits(stem)
    return YearMonthSpirits(
        stem,
        stem_spirits(year_pillar),
        _trigram(ys.tiannu(stem), ys.TIANNU_SOURCE, TIANNU_NOTE),
        _trigram(ys.pobai_wugui(stem), ys.POBAI_SOURCE),
        BranchSpirit(ys.jinwu(year_pillar.branch), ys.JINWU_SOURCE),
        BranchSpirit(ys.yutu(year_pillar.branch), ys.YUTU_SOURCE),
        DunganSpirits({name: dungan[name] for name in DUNGAN_ORDER if name in dungan}),
    )


def natal_spirits(benming: GanZhi) -> NatalSpirits:
    """The 岁干起例 applied to a member's birth-year (本命) stem, labelled as such."""
    return NatalSpirits(stem_spirits(benming), benming.name)
