"""The core's memo points: the few named places that remember answers, with one way to clear them all.

The plain path is fast without them (tables built once, bit masks); a memo point stays only where a repeated
question is common and its answer costs much more than a lookup. Two kinds:

- "date": keyed by a date, a range or a year (a day's facts, a search, a 奇门 block, a month of sun times, a
  compass year). A server meets new keys all the time; the benchmark clears these for a day "never computed
  before" (`clear_all("date")`).
- "table": keyed by values of a finite set (a god, a 奇门 layout of 遁 × 局 × hour): filled once, bounded by
  the table's size.

Build-once data (the astronomical table, the catalogue, the 12 × 60 god rows) are not memo points: they are
loaded, not remembered.
"""

from collections.abc import Callable
from functools import lru_cache

KINDS = ("date", "table")
_POINTS: dict[str, tuple[str, Callable]] = {}


def memo_point(name: str, *, kind: str, maxsize: int | None = None):
    """Remember a pure function's answers (functools.lru_cache) as the memo point `name`."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")

    def decorate(function: Callable) -> Callable:
        if name in _POINTS:
            raise ValueError(f"memo point {name!r} is declared twice")
        remembered = lru_cache(maxsize=maxsize)(function)
        _POINTS[name] = (kind, remembered)
        return remembered

    return decorate


def clear_all(kind: str | None = None) -> None:
    """Forget what every memo point (or every point of one kind) remembers."""
    for point_kind, remembered in _POINTS.values():
        if kind is None or point_kind == kind:
            remembered.cache_clear()


def points() -> dict[str, tuple[str, object]]:
    """name → (kind, cache_info()) of every memo point declared so far."""
    return {name: (kind, remembered.cache_info()) for name, (kind, remembered) in _POINTS.items()}
