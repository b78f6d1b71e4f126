"""The core's memo points: the few named places that remember answers, with one way to clear them all.

The plain path is fast without them (tables built once, bit masks); a memo point stays only where a repeated
question is common and its answer costs much more than a lookup. Two kinds:

- "date": keyed by a date, a range or a year (a day's facts, a search, a 奇门 block, a month of sun times, a
  compass year). A server meets new keys all the time; the benchmark clears these for a day "never computed
  before" (`clear_all("date")`).
- "table": keyed by values of a finite set (a god, a 奇门 layout of 遁 × 局 × hour): filled once, bounded by
  the table's size. One keyed by an entry's number in a finite table (`memo_table`) is a list, not a dict.

Build-once data (the astronomical table, the catalogue, the 12 × 60 god rows) are not memo points: they are
loaded, not remembered.
"""

from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

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


class TableInfo(NamedTuple):  # the shape of functools' cache_info()
    hits: int
    misses: int
    maxsize: int | None
    currsize: int


class IndexedTable:
    """A memo point of the `table` kind keyed by an entry's number in a finite table (0 ≤ number < size()): the
    answers are kept in a list indexed by the number, so a lookup is one index, no hashing —
    `table.slots()[number] or table(number)` (answers must be truthy)."""

    __slots__ = ("function", "size", "_slots")

    def __init__(self, function: Callable[[int], object], size: Callable[[], int]):
        self.function, self.size, self._slots = function, size, None

    def slots(self) -> list:
        """The list of answers by number (None: not yet asked); fetch it again after a `cache_clear`."""
        if self._slots is None:
            self._slots = [None] * self.size()
        return self._slots

    def __call__(self, number: int):
        slots = self._slots
        if slots is None:
            slots = self.slots()
        found = slots[number]
        if found is None:
            found = slots[number] = self.function(number)
        return found

    def cache_clear(self) -> None:
        self._slots = None

    def cache_info(self) -> TableInfo:
        currsize = 0 if self._slots is None else sum(answer is not None for answer in self._slots)
        return TableInfo(0, currsize, None if self._slots is None else len(self._slots), currsize)


def memo_table(name: str, *, size: Callable[[], int]):
    """Remember a function of an entry's number (0 ≤ number < size()) as the `table` memo point `name`."""

    def decorate(function: Callable[[int], object]) -> IndexedTable:
        if name in _POINTS:
            raise ValueError(f"memo point {name!r} is declared twice")
        table = IndexedTable(function, size)
        _POINTS[name] = ("table", table)
        return table

    return decorate


def clear_all(kind: str | None = None) -> None:
    """Forget what every memo point (or every point of one kind) remembers."""
    for point_kind, remembered in _POINTS.values():
        if kind is None or point_kind == kind:
            remembered.cache_clear()


def points() -> dict[str, tuple[str, object]]:
    """name → (kind, cache_info()) of every memo point declared so far."""
    return {name: (kind, remembered.cache_info()) for name, (kind, remembered) in _POINTS.items()}
