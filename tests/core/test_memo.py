"""The core's memo points: named, of a declared kind, cleared all at once (almanac/core/memo.py)."""

from datetime import date

import pytest

from almanac.core import api, memo


def test_the_day_path_remembers_at_named_points_only():
    api.day(date(2031, 5, 5))
    names = set(memo.points())
    assert {"day facts", "search results", "奇门 blocks", "奇门 元", "sun months", "compass years",
            "JSON 奇门 days"} <= names
    assert {kind for kind, _info in memo.points().values()} <= set(memo.KINDS)


def test_clear_all_of_a_kind_keeps_the_other():
    api.day(date(2031, 5, 6)).as_json()
    assert memo.points()["day facts"][1].currsize > 0 and memo.points()["JSON 奇门 days"][1].currsize > 0
    memo.clear_all("date")
    assert memo.points()["day facts"][1].currsize == 0
    assert memo.points()["JSON 奇门 days"][1].currsize > 0  # a finite table stays
    memo.clear_all()
    assert all(info.currsize == 0 for _kind, info in memo.points().values())
    assert api.day(date(2031, 5, 6)).as_json()  # and everything still answers


def test_a_point_is_declared_once_with_a_known_kind():
    with pytest.raises(ValueError, match="kind"):
        memo.memo_point("x", kind="forever")
    with pytest.raises(ValueError, match="declared twice"):
        memo.memo_point("day facts", kind="date")(lambda: None)
