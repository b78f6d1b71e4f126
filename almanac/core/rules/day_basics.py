"""The day's basic facts: 建除 officer, 黄道/黑道 god, 二十八宿, 冲 and 煞, 彭祖百忌."""

from dataclasses import dataclass

from almanac.core.calendar.ganzhi import BRANCHES, CLASHES, CYCLE, ZODIAC, GanZhi
from almanac.core.data import day_basics as table

_JDN_MINUS_ORDINAL = 1721425  # Julian day number of a date = its ordinal + this


def jianchu_index(day_branch: int, month_branch: int) -> int:
    return (day_branch - month_branch) % 12


def jianchu(day_branch: int, month_branch: int) -> str:
    return table.JIANCHU[jianchu_index(day_branch, month_branch)]


@dataclass(frozen=True, slots=True)
class HuangdaoGod:
    index: int

    @property
    def god(self) -> str:
        return table.HUANGDAO_GODS[self.index]

    @property
    def kind(self) -> str:
        return "黄道" if self.index in table.HUANGDAO_GOOD else "黑道"


_HUANGDAO_GODS = tuple(HuangdaoGod(i) for i in range(12))


def huangdao(target_branch: int, key_branch: int) -> HuangdaoGod:
    """The god on `target_branch` when the cycle is keyed by `key_branch` (month branch for days,
    day branch for hours)."""
    return _HUANGDAO_GODS[(target_branch - table.huangdao_start(key_branch)) % 12]


MANSION_ORDINAL_OFFSET = _JDN_MINUS_ORDINAL + table.MANSION_JDN_OFFSET  # mansion index = (ordinal + this) mod 28


def mansion_index(ordinal: int) -> int:
    return (ordinal + MANSION_ORDINAL_OFFSET) % 28


def mansion(ordinal: int) -> str:
    return table.MANSIONS[mansion_index(ordinal)]


@dataclass(frozen=True, slots=True)
class Clash:
    branch: str
    zodiac: str
    sha: str  # direction of the day's 煞


_CLASHES = tuple(
    Clash(BRANCHES[CLASHES[branch]], ZODIAC[CLASHES[branch]], table.SHA_DIRECTION[branch % 4]) for branch in range(12)
)


def clash(day_branch: int) -> Clash:
    return _CLASHES[day_branch]


def pengzu(day: GanZhi) -> tuple[str, str]:
    return table.PENGZU_STEM[day.stem], table.PENGZU_BRANCH[day.branch]


def pengzu_consequences(day: GanZhi) -> tuple[str, str]:
    return table.PENGZU_STEM_WHY[day.stem], table.PENGZU_BRANCH_WHY[day.branch]


# The same facts as finite tables, for the hot path of a day (day_facts): by day pillar, (clash, 彭祖百忌); by
# day branch × 月建, (建除 officer name, 黄道 god of the day).
BY_PILLAR: tuple[tuple[Clash, tuple[str, str]], ...] = tuple((clash(gz.branch), pengzu(gz)) for gz in CYCLE)
BY_BRANCHES: tuple[tuple[str, HuangdaoGod], ...] = tuple(
    (jianchu(day_branch, month_branch), huangdao(day_branch, month_branch))
    for day_branch in range(12) for month_branch in range(12)
)
