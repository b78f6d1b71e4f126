"""The 紫白 nine stars of the 三元 (三元九星, seed 002 ¶3 L7 and ¶4 L9; seed 000 L1089): the star in the centre
for a year and for a month, and the grid they fly to.

The year's star starts from the 元's 甲子 star (上元一白, 中元四绿, 下元七赤) and goes back one a year; the
month's from 正月 by the year branch (子午卯酉 八白, 辰戌丑未 五黄, 寅申巳亥 二黑), back one a month; the centre
star is then laid out 顺布 over the nine palaces. The 元 and the stepping are calendar.nine_palaces'.
"""

from typing import NamedTuple

from almanac.core.calendar.ganzhi import year_ganzhi
from almanac.core.calendar.nine_palaces import (
    STAR_NAMES,
    YUAN_NAMES,
    star_at,
    step,
    yuan,
)
from almanac.core.data.directional_gods import MONTH, YEAR
from almanac.core.rules.direction_model import check_month_number, check_year
from almanac.core.sources import SEED_XIEJI_JUAN8, Source

_YUAN_FIRST_STAR = (1, 4, 7)  # 上元甲子一白，中元甲子四绿，下元甲子七赤 (002 ¶3 L7; 000 L1089)
_MONTH_FIRST_STAR = {0: 8, 1: 5, 2: 2}  # 子午卯酉 八白, 辰戌丑未 五黄, 寅申巳亥 二黑 (002 ¶3 L7), by branch % 3


def year_star(year: int) -> int:
    """Star in the centre for the year: the 元's 甲子 star, one back per year (“每年逆转”, 002 ¶3)."""
    return step(_YUAN_FIRST_STAR[yuan(year)], -year_ganzhi(year).index)


def month_star(year: int, month: int) -> int:
    """Star in the centre for the month: 正月 by the year branch, one back per month (“每月逆转”, 002 ¶3)."""
    return step(_MONTH_FIRST_STAR[year_ganzhi(year).branch % 3], -(month - 1))


NINE_STARS_SOURCE = Source(SEED_XIEJI_JUAN8, "¶3 三元九星", 7, "¶4 L9 月九星按语")


class NineStars(NamedTuple):
    """The 紫白 stars of a year (or of a month): the star in the centre and the star in each palace, laid out
    顺布 from the centre; the grid as drawn (south on top) is calendar.nine_palaces.PALACE_GRID."""

    year: int
    month: int | None
    scope: str  # YEAR or MONTH
    centre: int
    palaces: dict[int, int]  # palace number → star number
    yuan: str | None = None  # the year's 元 (上元/中元/下元); None for a month
    source: Source = NINE_STARS_SOURCE

    @property
    def centre_name(self) -> str:
        return STAR_NAMES[self.centre]


def nine_stars(year: int, month: int | None = None) -> NineStars:
    """The 紫白 stars of the year, or of the month if given."""
    check_year(year)
    if month is None:
        centre, scope = year_star(year), YEAR
    else:
        centre, scope = month_star(year, check_month_number(month)), MONTH
    palaces = {p: star_at(p, centre) for p in range(1, 10)}
    return NineStars(year, month, scope, centre, palaces, YUAN_NAMES[yuan(year)] if month is None else None)
