"""Where one directional god stands: the inputs (立春 year, 节气 month) and their checks, the `Placement` value,
and the evaluation of a god's printed table.

Inputs are the 立春 year (1900–2099: 1900 is the 立春 year of January 1901) and the 节气 month 1 (寅月, from
立春) … 12 (丑月, from 小寒); use calendar.pillars.solar_month_of_day to get both for a date. A palace result
covers the palace's three mountains (“每宫占三位”, 002 ¶6 L13); 中宫 has none.

The rooms of the directional-gods family, each building on the ones before it:
- rules.direction_model (this module): the inputs, the Placement value, a god's printed table;
- rules.nine_stars: the 三元九星 of a year and a month;
- rules.direction_procedures: the procedures the tables name (九宫 flying, combinations), 八节三奇;
- rules.directional_gods: every god of a year or a month placed (tables and procedures), cached;
- rules.sitting: the verdict for a sitting mountain (修造 and 安葬) and the good months;
- rules.directions: the compass, and the family's public names in one place.
"""

from dataclasses import dataclass, field

from almanac.core.calendar.ganzhi import GanZhi, year_ganzhi
from almanac.core.calendar.nine_palaces import PALACE_BY_NAME, PALACES
from almanac.core.data import directional_gods as data
from almanac.core.data.directional_gods import (
    MONTH_KEY,
    MONTH_STEM,
    PALACE_UNIT,
    YEAR_BRANCH,
    YEAR_STEM,
    DirectionalGod,
    Table,
)
from almanac.core.data.mountains import BRANCH_TRIGRAM, MOUNTAIN_BY_NAME, MOUNTAIN_NAMES
from almanac.core.errors import FIRST_SOLAR_YEAR, LAST_SOLAR_YEAR, check_solar_month, check_solar_year

FIRST_YEAR, LAST_YEAR = FIRST_SOLAR_YEAR, LAST_SOLAR_YEAR

# The palace of each branch's own mountain (还宫/还位: seed 000 L697–L713, L1105).
BRANCH_PALACE = {b: PALACE_BY_NAME[t].number for b, t in BRANCH_TRIGRAM.items()}


# The one check of a compass year and month (errors.py), under the names this family uses.
check_year = check_solar_year
check_month_number = check_solar_month


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one god stands in a year (or month).

    mountains: the mountain names it occupies (a palace result: the palace's three mountains; 中宫: none).
    palace: the 九宫 number when the rule yields a palace, else None.
    label: the name to show (the god's name, or a sub-name such as 巡山二十四神煞·暗曜, 飞天禄（癸巳）).
    unplaced: why it has no direction this time (戊/己 are not mountains, 在天), or why the compass leaves it out
        (a god whose place the seeds do not give: DirectionalGod.not_placed), else "".
    flags: conditions the text singles out: 还宫, 还位, 会年独火, 会飞大煞, 入中宫, 与太岁同宫 ….
    """

    god: DirectionalGod
    label: str
    kind: str
    mountains: tuple[str, ...] = ()
    palace: int | None = None
    unplaced: str = ""
    flags: tuple[str, ...] = ()

    @property
    def scope(self) -> str:
        return self.god.scope

    @property
    def rejected(self) -> str:
        return self.god.rejected

    @property
    def counted(self) -> bool:
        """Counted in verdicts: a real god, the default reading, and (丙丁独火) only where it meets another fire."""
        if self.god.rejected or not self.god.default or self.god.place is None:
            return False
        if self.god.name == "丙丁独火":
            return any(f.startswith("会") for f in self.flags)
        return True


@dataclass(frozen=True)
class Context:
    """What a god's rule is evaluated against: the year (and month) and their pillars; `extra` carries what
    one procedure needs from others (the fires 丙丁独火 must meet)."""

    year: int
    gz: GanZhi
    month: int | None = None
    month_gz: GanZhi | None = None
    extra: dict = field(default_factory=dict)

    @property
    def stem(self) -> int:
        return self.gz.stem

    @property
    def branch(self) -> int:
        return self.gz.branch


def cell(table: Table, ctx: Context) -> str:
    if table.key == YEAR_BRANCH:
        return table.values[ctx.branch]
    if table.key == YEAR_STEM:
        return table.values[ctx.stem]
    if table.key == MONTH_KEY:
        return table.values[ctx.month - 1]
    if table.key == MONTH_STEM:
        return table.values[ctx.month_gz.stem]
    raise ValueError(table.key)


def palace_placement(god: DirectionalGod, palace: int, label: str = "", kind: str = "",
                     flags: tuple[str, ...] = ()) -> Placement:
    return Placement(god, label or god.name, kind or god.kind, PALACES[palace].mountains, palace, "", flags)


def mountain_placement(god: DirectionalGod, names: str | tuple[str, ...], label: str = "", kind: str = "",
                       flags: tuple[str, ...] = ()) -> Placement:
    on = tuple(sorted((n for n in names if n in MOUNTAIN_BY_NAME), key=MOUNTAIN_NAMES.index))
    off = "".join(n for n in names if n not in MOUNTAIN_BY_NAME)
    unplaced = f"{off}：二十四山无戊己 (002 ¶6 L13)" if off else ""
    return Placement(god, label or god.name, kind or god.kind, on, None, unplaced, flags)


def evaluate_table(god: DirectionalGod, ctx: Context) -> list[Placement]:
    value = cell(god.place, ctx)
    if not value:
        return []
    if god.place.unit == PALACE_UNIT:
        return [palace_placement(god, 5 if t == "中" else PALACE_BY_NAME[t].number) for t in value]
    return [mountain_placement(god, value)]


def year_position(key: str, year: int) -> str:
    """The cell of a year god's table for `year` (e.g. year_position("天官符", 2026) == "巳")."""
    god = data.god(key)
    return cell(god.place, Context(year, year_ganzhi(year)))
