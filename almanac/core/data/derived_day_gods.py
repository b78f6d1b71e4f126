"""Day gods that the engine derives from other tables: 黄道/黑道 days and the year's 德 on days.

Names referenced by activity lists (黄道 in seed 003's 杂用宜忌) and by 用日法 (岁德 in the 上吉 tier).
"""

from almanac.core.calendar.ganzhi import BRANCHES, month_branch
from almanac.core.data.day_basics import HUANGDAO_GOOD, HUANGDAO_SOURCE, huangdao_start
from almanac.core.rules.model import BAD, GOOD, Computed, DayGod, MonthBranch
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source


def _huangdao_branches(good: bool) -> tuple[str, ...]:
    values = []
    for month in range(1, 13):
        start = huangdao_start(month_branch(month))
        values.append("".join(BRANCHES[b] for b in range(12) if ((b - start) % 12 in HUANGDAO_GOOD) == good))
    return tuple(values)


DERIVED_DAY_GODS: tuple[DayGod, ...] = (
    DayGod(
        name="黄道",
        kind=GOOD,
        match=MonthBranch(_huangdao_branches(True)),
        source=HUANGDAO_SOURCE,
        rule="道远几时通达路遥何日还乡… 值道远通达遥还字有辵绕者为吉，亦即起黄道之法 (keyed by 月建 for days)",
        meaning="青龙、明堂、金匮、天德、玉堂、司命 值日",
        group="黄道",
    ),
    DayGod(
        name="黑道",
        kind=BAD,
        match=MonthBranch(_huangdao_branches(False)),
        source=HUANGDAO_SOURCE,
        rule="无辵绕之字：天刑、朱雀、白虎、天牢、玄武、勾陈 值日",
        group="黄道",
    ),
    DayGod(
        name="岁德",
        kind=GOOD,
        match=Computed("suide_day"),
        source=Source(SEED_XIEJI_SUMMARY, "岁德", 39),
        rule="甲德在甲，乙德在庚，丙德在丙，丁德在壬，戊德在戊，己德在甲，庚德在庚，辛德在丙，壬德在壬，癸德在戊 — the day stem is the year's 岁德 stem",
        meaning="用日法 (L513): 天德、岁德、月德为上吉",
    ),
    DayGod(
        name="岁德合",
        kind=GOOD,
        match=Computed("suidehe_day"),
        source=Source(SEED_XIEJI_SUMMARY, "岁德合", 41),
        rule="甲年在己，乙年在乙，丙年在辛，丁年在丁，戊年在癸，己年在己，庚年在乙，辛年在辛，壬年在丁，癸年在癸 — the day stem",
        meaning="用日法 (L513): 三德合日…为次吉",
    ),
)

# 岁德 / 岁德合 stems by year stem (seed 001 L39, L41), as stem indices.
SUIDE_STEM = tuple("甲乙丙丁戊己庚辛壬癸".index(c) for c in "甲庚丙壬戊甲庚丙壬戊")
SUIDEHE_STEM = tuple("甲乙丙丁戊己庚辛壬癸".index(c) for c in "己乙辛丁癸己乙辛丁癸")
