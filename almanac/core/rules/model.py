"""The shape of rule data: gods (神煞) of the day, of the hour, and activities with their 宜/忌 lists.

A god is one table entry: its name as the seed writes it, its kind, how it is found on a day (a
matcher, itself plain data), and where the seed says so. Engines in this package evaluate matchers;
tables in almanac/core/data/ only state them.

Month numbers are 节气 months: 1 = 寅月 (from 立春) … 12 = 丑月 (from 小寒). Stems and branches in
matchers are written as characters (甲…癸, 子…亥), pillars as two-character 干支 separated by spaces.
"""

from dataclasses import dataclass

from almanac.core.sources import Alias, Source

GOOD = "吉"
BAD = "凶"
MIXED = "吉凶"  # the seed gives the same position two valuations (e.g. 厌对/六仪, 满日 天巫 and 天狗)


def by_season(spring: str, summer: str, autumn: str, winter: str) -> tuple[str, ...]:
    """Expand a seasonal rule (春 = months 1–3 …) to the 12 months."""
    return (spring,) * 3 + (summer,) * 3 + (autumn,) * 3 + (winter,) * 3


# --- matchers: how a god is found on a day ---------------------------------------------------

@dataclass(frozen=True, slots=True)
class MonthBranch:
    """The day branch is one of the characters of values[month − 1] ('' = none that month)."""

    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MonthStem:
    """The day stem is one of the characters of values[month − 1]."""

    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MonthPillar:
    """The day pillar is one of the space-separated 干支 of values[month − 1]."""

    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AnyPillar:
    """Month-independent: the day pillar is one of these space-separated 干支."""

    pillars: str


@dataclass(frozen=True, slots=True)
class AnyBranch:
    """Month-independent: the day branch is one of these characters."""

    branches: str


@dataclass(frozen=True, slots=True)
class AnyStem:
    """Month-independent: the day stem is one of these characters."""

    stems: str


@dataclass(frozen=True, slots=True)
class Officer:
    """The day's 建除 officer is one of `officers`, optionally only in `months`."""

    officers: str
    months: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class LunarDays:
    """The lunar day number (1–30) is one of these."""

    days: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DaysAfterJie:
    """The civil day `offsets[month − 1]` days after the day of the month's 节 (节 day + offset)."""

    offsets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class YearStemPillar:
    """The day pillar is values[year stem index] (year by 立春)."""

    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Computed:
    """A rule that is a procedure rather than a table; `evaluator` names a function in rules/day_gods.py."""

    evaluator: str


Matcher = (
    MonthBranch | MonthStem | MonthPillar | AnyPillar | AnyBranch | AnyStem | Officer | LunarDays
    | DaysAfterJie | YearStemPillar | Computed
)


# --- table entries ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True, eq=False)  # identity: each entry is one table row; fast to hash
class DayGod:
    """One 神煞 of the day.

    name       as the seed writes it (simplified); the key activity lists and notes refer to
    kind       GOOD, BAD or MIXED
    match      how it is found on a day
    source     seed file, section, line
    rule       the rule as the seed states it (short quote)
    meaning    the seed's own words on what it is good or bad for (quote), if any
    aliases    other names the seeds give it, each with the line that gives it (Alias); shown with the name
    spellings  the same name written otherwise (traditional characters, 异体, with or without 日, as an activity
               list abbreviates it): for matching names only, never shown as another name
    correction a misprint corrected, what was printed and why the correction (flag number of the digest)
    veto       百事不宜: no 吉 god outweighs it (the 阴阳不足 days)
    group      a family shown together (建除, 阴阳不足, 天狗 …)
    reading    where the sources leave a choice: the name of this reading ('' = the only one)
    default    whether this reading is the one used for verdicts
    rejected   if 选择求真 rejects it as false: the reason (it is then shown, never counted)
    """

    name: str
    kind: str
    match: Matcher
    source: Source
    rule: str
    meaning: str = ""
    aliases: tuple[Alias, ...] = ()
    spellings: tuple[str, ...] = ()
    correction: str = ""
    veto: bool = False
    group: str = ""
    reading: str = ""
    default: bool = True
    rejected: str = ""

    @property
    def other_names(self) -> tuple[str, ...]:
        """Every other name it may be looked up by: its aliases, then its spellings."""
        return tuple(a.name for a in self.aliases) + self.spellings


@dataclass(frozen=True, slots=True, eq=False)  # identity, like DayGod
class Activity:
    """An activity with the gods that make a day 宜 or 忌 for it, as the seed lists them.

    good / bad name gods by their catalogue names (DayGod.name); `printed_good` / `printed_bad`
    keep the list exactly as printed where the names had to be normalised. `source` is the line of the
    宜 list (and of the activity); `bad_source` the line of its 忌 list where that is another line.
    """

    name: str
    good: tuple[str, ...]
    bad: tuple[str, ...]
    source: Source
    group: str = ""
    aliases: tuple[str, ...] = ()
    printed_good: str = ""
    printed_bad: str = ""
    note: str = ""
    bad_source: Source | None = None

    @property
    def against_source(self) -> Source:
        """The line of its 忌 list (a 忌 reason cites it, not the 宜 line)."""
        return self.bad_source or self.source
