"""五姓修宅 and 年月神煞 (协纪辨方书 卷三十五 附录) as plain, JSON-ready dicts for the pages.

The tables live in almanac/core/data/wuxing_house.py and almanac/core/data/year_month_spirits.py; this
module only looks them up for given pillars (GanZhi) and says where each answer comes from. Which pillar
belongs to which 立春 year and 节气 month is rules.directions' business (`directions.wuxing_house_year`
and `directions.compass` call these with the right pillars), so nothing here imports it.

Only the branch of a year or month pillar counts for 五姓修宅 (岁支, 月建; "起月与年同", L783); only the
stem counts for the 年月神煞 that survive (岁干起例, 天帑星, 遁干).
"""

from collections.abc import Sequence

from almanac.core.calendar.ganzhi import BRANCHES, STEMS, GanZhi
from almanac.core.calendar.nine_palaces import PALACE_BY_NAME
from almanac.core.calendar.terms import TERM_NAMES, is_jie, solar_month_of_jie
from almanac.core.data import wuxing_house as wh
from almanac.core.data import year_month_spirits as ys
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

# --- 五姓修宅 ---------------------------------------------------------------------------------------

MONTH_RULE = {"good": sorted(wh.GOOD_MONTH, key=wh.CATEGORIES.index),
              "bad": sorted(wh.BAD_MONTH, key=wh.CATEGORIES.index)}
# The 按's own words (L787), for the pages; wh.CAVEAT (with its English gloss) is what the JSON carries.
CAVEAT_QUOTE = wh.CAVEAT.split(" (", 1)[0]
SECTION_SOURCE = Source(SEED_XIEJI_APPENDIX, wh.SECTION, 751)
# The 节 that opens each 节气 month: {1: 立春, 2: 惊蛰, … 12: 小寒}.
OPENING_JIE = dict(sorted((solar_month_of_jie(t), name) for t, name in enumerate(TERM_NAMES) if is_jie(t)))


def _sound(sound: str) -> str:
    sound = "徵" if sound == "征" else sound
    if sound not in wh.TABLE:
        raise ValueError(f"unknown sound {sound!r}; expected one of {wh.SOUNDS}")
    return sound


def house_month(sound: str, month: GanZhi, number: int | None = None) -> dict:
    """One month (月建) for a sound: {month, opened_by, ganzhi, branch, categories, verdict (宜/不宜/None),
    source, verdict_source}. `number` is the 节气 month 1 (寅月) … 12 (丑月) when known; `opened_by` its 节."""
    sound = _sound(sound)
    return {
        "month": number,
        "opened_by": OPENING_JIE.get(number),
        "ganzhi": month.name,
        "branch": BRANCHES[month.branch],
        "categories": list(wh.house_category(sound, month=month)),
        "verdict": wh.month_verdict(sound, month),
        "source": wh.source_for(sound).as_dict(),
        "verdict_source": wh.MONTH_SOURCE.as_dict(),
    }


def household_year(sound: str, year: int, year_pillar: GanZhi, months: Sequence[GanZhi]) -> dict:
    """A 立春 year for a household's sound: {year, ganzhi, branch, categories, source, months: [12 × house_month]}
    (`months` are the year's twelve month pillars, 寅月 first)."""
    sound = _sound(sound)
    return {
        "year": year,
        "ganzhi": year_pillar.name,
        "branch": BRANCHES[year_pillar.branch],
        "categories": list(wh.house_category(sound, year=year_pillar)),
        "source": wh.source_for(sound).as_dict(),
        "months": [house_month(sound, gz, number) for number, gz in enumerate(months, start=1)],
    }


def household_summary(sound: str, years: Sequence[dict]) -> dict:
    """A household's 五姓修宅: its sound, element, the given `household_year` dicts, the month rule and the
    caveat (with sources)."""
    sound = _sound(sound)
    return {
        "sound": sound,
        "element": wh.SOUND_ELEMENT[sound],
        "years": list(years),
        **_common(),
    }


def _common() -> dict:
    return {
        "month_rule": MONTH_RULE | {"source": wh.MONTH_SOURCE.as_dict()},
        "caveat": wh.CAVEAT,
        "caveat_quote": CAVEAT_QUOTE,
        "caveat_source": wh.CAVEAT_SOURCE.as_dict(),
        "surname_hints": dict(wh.SURNAME_HINTS),
        "surname_note": wh.SURNAME_NOTE,
        "hint_source": wh.HINT_SOURCE.as_dict(),
        "source": SECTION_SOURCE.as_dict(),
    }


def compass_entry(year_pillar: GanZhi, month_pillar: GanZhi | None = None) -> dict:
    """The compass's `wuxing_house`: for each of the five sounds the year's category and (with a month) the
    month's category and 宜/不宜; public, not per household."""
    sounds = {}
    for sound in wh.SOUNDS:
        month = house_month(sound, month_pillar) if month_pillar is not None else None
        sounds[sound] = {
            "element": wh.SOUND_ELEMENT[sound],
            "year": list(wh.house_category(sound, year=year_pillar)),
            "month": month["categories"] if month else None,
            "month_verdict": month["verdict"] if month else None,
            "source": wh.source_for(sound).as_dict(),
        }
    return {
        "year_branch": BRANCHES[year_pillar.branch],
        "month_branch": BRANCHES[month_pillar.branch] if month_pillar is not None else None,
        "sounds": sounds,
        **_common(),
    }


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


def _stem(pillar: "GanZhi | int | str") -> str:
    if isinstance(pillar, GanZhi):
        return STEMS[pillar.stem]
    return STEMS[pillar % 10] if isinstance(pillar, int) else pillar[0]


def stem_spirits(pillar: "GanZhi | int | str") -> dict:
    """岁干起例 for a stem: {stem, values {name: stem/branch/trigram or None}, terms, undetermined, source,
    note}."""
    values = ys.stem_spirits(_stem(pillar))
    return {
        "stem": _stem(pillar),
        "values": values,
        "terms": {name: STEM_SPIRIT_TERMS[name] for name in values},
        "undetermined": [name for name, value in values.items() if value is None],
        "source": ys.STEM_SPIRITS_SOURCE.as_dict(),
        "unused_source": UNUSED_SOURCE.as_dict(),
        "note": STEM_SPIRITS_NOTE,
    }


def _trigram(trigram: str, source: Source) -> dict:
    return {"trigram": trigram, "mountains": list(PALACE_BY_NAME[trigram].mountains), "source": source.as_dict()}


def year_month_spirits(year_pillar: GanZhi) -> dict:
    """The compass's `year_month_spirits`: what survives of the 年月神煞 tables, for a year's stem."""
    stem = STEMS[year_pillar.stem]
    dungan = ys.dungan_spirits(stem)
    return {
        "year_stem": stem,
        "stem_spirits": stem_spirits(year_pillar),
        "tiannu": _trigram(ys.tiannu(stem), ys.TIANNU_SOURCE) | {"note": TIANNU_NOTE},
        "pobai_wugui": _trigram(ys.pobai_wugui(stem), ys.POBAI_SOURCE),
        "jinwu": {"branch": ys.jinwu(year_pillar.branch), "source": ys.JINWU_SOURCE.as_dict()},
        "yutu": {"branch": ys.yutu(year_pillar.branch), "source": ys.YUTU_SOURCE.as_dict()},
        "dungan": {
            "values": {name: list(dungan[name]) for name in DUNGAN_ORDER if name in dungan},
            "undetermined": ["山家困龙"],
            "source": ys.DUNGAN_SOURCE.as_dict(),
            "note": DUNGAN_NOTE,
        },
        "missing_note": ys.MISSING_NOTE,
        "source": SPIRITS_SOURCE.as_dict(),
    }


def natal_spirits(benming: GanZhi) -> dict:
    """The 岁干起例 applied to a member's birth-year (本命) stem, labelled as such."""
    return stem_spirits(benming) | {"benming": benming.name, "applied_note": NATAL_NOTE}
