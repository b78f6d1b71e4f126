"""Every directional god of a year or a month placed: each god's printed table or named procedure evaluated
(kept gods, other readings and rejected items alike), cached per year and per month.

`year_directions` and `month_directions` are the family's two memo points ("compass years", "compass months";
almanac.core.memo clears them with the others).
"""


from almanac.core.calendar.ganzhi import BRANCHES, month_branch, month_ganzhi, year_ganzhi
from almanac.core.calendar.nine_palaces import PALACE_BY_NAME
from almanac.core.data import directional_gods as data
from almanac.core.data.directional_gods import MONTH, YEAR, DirectionalGod, Procedure, Table
from almanac.core.memo import memo_point
from almanac.core.rules.direction_model import (
    Context,
    Placement,
    check_month_number,
    check_year,
    evaluate_table,
    year_position,
)
from almanac.core.rules.direction_procedures import PROCEDURES, fly_branch


def _evaluate(god: DirectionalGod, ctx: Context) -> list[Placement]:
    if god.place is None:  # named by the seeds, not placed: listed with the reason, never silently dropped
        return [Placement(god, god.name, god.kind, (), None, god.not_placed)]
    if isinstance(god.place, Table):
        return evaluate_table(god, ctx)
    if isinstance(god.place, Procedure):
        return PROCEDURES[god.place.evaluator](god, ctx)
    raise TypeError(god.place)


# --- a year, a month ---------------------------------------------------------------------------------------

@memo_point("compass years", kind="date")  # at most 200 立春 years
def year_directions(year: int) -> tuple[Placement, ...]:
    """Every year god's placement in 立春 year `year` (kept, other readings and rejected items alike)."""
    ctx = Context(check_year(year), year_ganzhi(year))
    return tuple(p for god in data.ALL_DIRECTIONAL_GODS if god.scope == YEAR for p in _evaluate(god, ctx))


@memo_point("compass months", kind="date")  # at most 2,400 months
def month_directions(year: int, month: int) -> tuple[Placement, ...]:
    """Every month god's placement in solar month `month` of 立春 year `year`."""
    check_year(year)
    check_month_number(month)
    base = Context(year, year_ganzhi(year), month, month_ganzhi(year, month))
    # The fires 丙丁独火 must meet to count (000 L823 “然必与年独火飞煞并方忌”).
    fires = {
        "年独火": PALACE_BY_NAME[year_position("年独火", year)].number,
        "飞大煞": fly_branch(month_branch(month), BRANCHES.index(year_position("大煞", year))),
    }
    ctx = Context(year, base.gz, month, base.month_gz, {"fires": fires})
    return tuple(p for god in data.ALL_DIRECTIONAL_GODS if god.scope == MONTH for p in _evaluate(god, ctx))


def placements(year: int, month: int | None = None) -> tuple[Placement, ...]:
    return year_directions(year) + (month_directions(year, month) if month is not None else ())
