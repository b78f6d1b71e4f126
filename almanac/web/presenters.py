"""Shape core values for templates (no computation of almanac facts here)."""

from almanac.core.api import DayFacts, MonthFacts

WEEKDAY_HEADERS = ("一", "二", "三", "四", "五", "六", "日")


def month_grid(facts: MonthFacts, *, week_start: int = 0) -> list[list[DayFacts | None]]:
    """Weeks of 7 cells (None pads before the 1st and after the last day). week_start: 0 = Monday, 6 = Sunday."""
    lead = (facts.days[0].date.weekday() - week_start) % 7
    cells: list[DayFacts | None] = [None] * lead + list(facts.days)
    cells += [None] * (-len(cells) % 7)
    return [cells[i : i + 7] for i in range(0, len(cells), 7)]


def weekday_headers(week_start: int) -> list[str]:
    return [WEEKDAY_HEADERS[(week_start + i) % 7] for i in range(7)]
