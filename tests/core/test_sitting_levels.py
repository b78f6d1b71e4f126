"""sitting_levels colours the compass without writing the verdicts' reasons: its levels must be sitting_verdict's."""

import pytest

from almanac.core.data.mountains import MOUNTAINS
from almanac.core.rules import sitting

# Years of every branch (太岁 on each mountain, 子午卯酉 years among them) and stem, across the range.
YEARS = (1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1950, 1984, 2000, 2024, 2025,
         2026, 2043, 2061, 2077, 2098, 2099)


@pytest.mark.parametrize("year", YEARS)
def test_levels_are_the_verdicts(year):
    for month in (None, *range(1, 13)):
        levels = sitting.sitting_levels(year, month)
        assert list(levels) == [m.name for m in MOUNTAINS]
        for m in MOUNTAINS:
            verdict = sitting.sitting_verdict(year, month, m.name)
            assert levels[m.name] == {"build": verdict.build, "bury": verdict.bury}, (year, month, m.name)


def test_every_level_and_burial_difference_is_met():
    """The sample reaches every level, and sittings whose burial level differs from building's."""
    seen, differ = set(), 0
    for year in YEARS:
        for month in (None, *range(1, 13)):
            for by_use in sitting.sitting_levels(year, month).values():
                seen |= set(by_use.values())
                differ += by_use["build"] != by_use["bury"]
    assert seen == set(sitting.LEVELS)
    assert differ
