"""Directional gods of a year and a month on the 24 mountains, the nine stars, and a verdict for a mountain:
the compass as one value (`CompassFacts`; core.serialize turns it into the JSON), and the family's public names
in one place.

The family lives in rooms (see rules.direction_model for the map): direction_model (inputs, Placement, tables),
nine_stars (三元九星), direction_procedures (the procedures the tables name, 八节三奇), directional_gods (every god
of a year or a month placed), sitting (the sitting-mountain verdict, good months). The names callers used from
this module stay importable from here (`__all__`); the nine palaces and the year/month pillars are the
calendar's (calendar.nine_palaces, calendar.ganzhi), the mountains data.mountains'.
"""

from typing import NamedTuple

from almanac.core.calendar.ganzhi import GanZhi, month_branch, month_ganzhi, year_ganzhi
from almanac.core.calendar.nine_palaces import (
    PALACE_BY_NAME,
    PALACE_GRID,
    PALACES,
    STAR_NAMES,
    YUAN_NAMES,
    palace_of_star,
    star_at,
    yuan,
)
from almanac.core.data.mountains import MOUNTAIN_BY_NAME, MOUNTAIN_NAMES, MOUNTAINS, mountain
from almanac.core.rules import house_spirits
from almanac.core.rules.direction_model import (
    BRANCH_PALACE,
    FIRST_YEAR,
    LAST_YEAR,
    Placement,
    check_month_number,
    check_year,
    year_position,
)
from almanac.core.rules.direction_procedures import (
    DAJIANGJUN_HUANWEI,
    EIGHT_NODES,
    GAISHAN_STARS,
    LIUREN_GENERALS,
    LIUREN_GOOD,
    PROCEDURES,
    XUNSHAN_24,
    ZUN_MONTH_YANG,
    ZUN_MONTH_YIN,
    da_yuejian_palace,
    dufire_trigram,
    eight_node_wonders,
    fly_branch,
    fly_pillar,
    fly_stem,
    gaishan_base,
    liuren_positions,
    luotian_jin_month_palace,
    luotian_jin_year_palace,
    luotian_tui_month_palace,
    true_pillar,
    xiao_yuejian_palace,
    xunshan_24,
    yueyou_huo_palace,
    zun_star_month_palace,
    zun_star_year_palace,
)
from almanac.core.rules.directional_gods import month_directions, placements, year_directions
from almanac.core.rules.nine_stars import NINE_STARS_SOURCE, NineStars, month_star, nine_stars, year_star
from almanac.core.rules.sitting import (
    LEVELS,
    SEVERITY,
    USES,
    GoodMonth,
    MountainVerdict,
    SiteReason,
    SittingVerdict,
    good_months,
    mountain_verdict,
    sitting_levels,
    sitting_verdict,
)

__all__ = [
    # inputs and the placement value (rules.direction_model)
    "FIRST_YEAR", "LAST_YEAR", "BRANCH_PALACE", "Placement", "check_month_number", "check_year", "year_position",
    # the year and month pillars, 月建 (calendar.ganzhi)
    "month_branch", "month_ganzhi", "year_ganzhi",
    # the nine palaces and the 三元 (calendar.nine_palaces)
    "PALACES", "PALACE_BY_NAME", "PALACE_GRID", "STAR_NAMES", "YUAN_NAMES", "palace_of_star", "star_at", "yuan",
    # the 24 mountains (data.mountains)
    "MOUNTAINS", "MOUNTAIN_BY_NAME", "MOUNTAIN_NAMES", "mountain",
    # 三元九星 (rules.nine_stars)
    "NINE_STARS_SOURCE", "NineStars", "month_star", "nine_stars", "year_star",
    # procedures (rules.direction_procedures)
    "DAJIANGJUN_HUANWEI", "EIGHT_NODES", "GAISHAN_STARS", "LIUREN_GENERALS", "LIUREN_GOOD", "PROCEDURES",
    "XUNSHAN_24", "ZUN_MONTH_YANG", "ZUN_MONTH_YIN", "da_yuejian_palace", "dufire_trigram", "eight_node_wonders",
    "fly_branch", "fly_pillar", "fly_stem", "gaishan_base", "liuren_positions", "luotian_jin_month_palace",
    "luotian_jin_year_palace", "luotian_tui_month_palace", "true_pillar", "xiao_yuejian_palace", "xunshan_24",
    "yueyou_huo_palace", "zun_star_month_palace", "zun_star_year_palace",
    # every god placed (rules.directional_gods)
    "month_directions", "placements", "year_directions",
    # the sitting-mountain verdict (rules.sitting)
    "LEVELS", "SEVERITY", "USES", "GoodMonth", "MountainVerdict", "SiteReason", "SittingVerdict", "good_months",
    "mountain_verdict", "sitting_levels", "sitting_verdict",
    # here
    "CompassFacts", "compass", "wuxing_house_year",
]


# --- the compass, as one value -----------------------------------------------------------------------------


class CompassFacts(NamedTuple):
    """A 立春 year (and 节气 month) on the compass: the gods placed, sorted as the compass shows them, the nine stars
    and the house spirits (五姓修宅 for the five sounds, the surviving 年月神煞).

    Counted gods — the default reading, not rejected — stand on their mountains (a palace god on its three) and
    on their palace (`on_map`); other readings, rejected items and gods without a direction this time (or without
    a place the seeds give: `left_out`) are listed apart."""

    year: int
    month: int | None
    year_pillar: GanZhi
    month_pillar: GanZhi | None
    on_map: tuple[Placement, ...]
    readings: tuple[Placement, ...]  # other readings (not the default), not rejected
    rejected: tuple[Placement, ...]
    unplaced: tuple[Placement, ...]  # kept gods with no mountain and no palace this time
    year_stars: NineStars
    month_stars: NineStars | None
    wuxing_house: house_spirits.CompassHouse
    year_month_spirits: house_spirits.YearMonthSpirits

    def gods_on(self, mountain_name: str) -> tuple[Placement, ...]:
        return tuple(p for p in self.on_map if mountain_name in p.mountains)

    def gods_by_mountain(self) -> dict[str, list[Placement]]:
        """gods_on of every mountain with gods, in one pass over the map (the compass asks for all 24)."""
        on: dict[str, list[Placement]] = {}
        for p in self.on_map:
            for name in dict.fromkeys(p.mountains):
                on.setdefault(name, []).append(p)
        return on

    def gods_in(self, palace: int) -> tuple[Placement, ...]:
        return tuple(p for p in self.on_map if p.palace == palace)


def compass(year: int, month: int | None = None) -> CompassFacts:
    """The gods of a 立春 year (and solar month 1 = 寅 … 12 = 丑) on the compass."""
    check_year(year)
    all_ = placements(year, month)
    kept = [p for p in all_ if not p.rejected and p.god.default]
    year_pillar = year_ganzhi(year)
    month_pillar = month_ganzhi(year, month) if month is not None else None
    return CompassFacts(
        year,
        month,
        year_pillar,
        month_pillar,
        tuple(p for p in kept if p.mountains or p.palace is not None),
        tuple(p for p in all_ if not p.rejected and not p.god.default),
        tuple(p for p in all_ if p.rejected),
        tuple(p for p in kept if not p.mountains and p.palace is None),
        nine_stars(year),
        nine_stars(year, month) if month is not None else None,
        house_spirits.compass_entry(year_pillar, month_pillar),
        house_spirits.year_month_spirits(year_pillar),
    )


def wuxing_house_year(sound: str, year: int) -> house_spirits.HouseYear:
    """五姓修宅 for a surname sound in a 立春 year, with its twelve months (寅月 … 丑月): see
    house_spirits.household_year."""
    check_year(year)
    months = [month_ganzhi(year, m) for m in range(1, 13)]
    return house_spirits.household_year(sound, year, year_ganzhi(year), months)
