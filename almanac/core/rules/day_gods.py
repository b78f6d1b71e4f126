"""Find the gods (神煞) present on a day.

Every rule of the catalogue is a predicate on one DayContext (`predicate`), and says which of the context's
fields it reads: the table matchers by their kind (`matcher_reads`), the procedures (Computed) in their
`register(name, reads=...)` decorator. A rule that holds on a fixed set of days (三伏, 社日, 土王用事, the
days after a 节) is defined by that set (`register_days`).

Speed comes from the declarations, not from remembering days: the rules whose fields all have a small
finite domain (the month, the day pillar, the lunar day …) are evaluated once for every value of those
fields when the catalogue is built, into tables of bit masks (bit i = god i of `GodCatalogue.gods`), so
a day's gods are a few table lookups or-ed together. The tables are keyed by the declared fields and by
nothing else: a rule that read a field it did not declare would fail while its table is built (its
context has no other fields), and a test records what every rule reads over sample days.

A table is a flat list indexed by an integer computed from its fields' values (`index_source`: mixed radix
over DOMAINS), and a day reads all the tables in one function (`tables_reader`).
"""

from collections.abc import Callable, Iterable
from itertools import product
from math import prod
from typing import NamedTuple

from almanac.core.calendar.ganzhi import BRANCHES, CYCLE, STEMS, GanZhi
from almanac.core.calendar.pillars import _solar_months
from almanac.core.data.day_basics import JIANCHU, MANSIONS
from almanac.core.rules.model import (
    AnyBranch,
    AnyPillar,
    AnyStem,
    Computed,
    DayGod,
    DaysAfterJie,
    LunarDays,
    MonthBranch,
    MonthPillar,
    MonthStem,
    Officer,
    YearStemPillar,
)


class DayContext(NamedTuple):
    """What a day-god rule may look at (the one value the day rules take)."""

    ordinal: int
    month: int  # solar-term month 1 (寅) … 12 (丑)
    month_branch: int
    day: GanZhi
    officer: int  # 建除 index, 0 = 建
    lunar_month: int
    lunar_day: int
    year_stem: int  # of the 立春 year
    year_branch: int
    jie_ordinal: int  # CST day of the 节 that opened the month
    previous_jie_ordinal: int  # CST day of the 节 that opened the month before
    mansion: str
    lunar_month_length: int = 30
    benming: GanZhi | None = None  # a person's birth-year pillar, for the personal (本命) rules


FIELDS = frozenset(DayContext._fields)

# The fields a table can be keyed by: every value they can take, and how a key reads it from a context.
# month_branch and officer follow from month and day (a rule reading them is keyed by those).
DOMAINS: dict[str, tuple] = {
    "month": tuple(range(1, 13)),
    "day": CYCLE,
    "lunar_month": tuple(range(1, 13)),  # a leap month has the number of the month it repeats
    "lunar_day": tuple(range(1, 31)),
    "lunar_month_length": (29, 30),
    "year_stem": tuple(range(10)),
    "year_branch": tuple(range(12)),
    "mansion": tuple(MANSIONS),
}
_DERIVED = {"month_branch": ("month",), "officer": ("month", "day")}
TABLE_LIMIT = 4096  # the most entries a rule table may have (a larger key is evaluated day by day)
MERGE_LIMIT = 8192  # two tables are merged into one (one lookup a day instead of two) up to this size


# --- evaluators for Computed matchers --------------------------------------------------------


class Evaluator(NamedTuple):
    function: Callable[[DayContext], bool]
    reads: tuple[str, ...]  # the DayContext fields it may read
    days: Callable[[], frozenset[int]] | None = None  # a date rule: the CST days on which it holds


EVALUATORS: dict[str, Evaluator] = {}
# Parameterised evaluators: a Computed name "name:argument" calls PARAMETERISED[name] with (ctx, argument).
PARAMETERISED: dict[str, Evaluator] = {}


def _checked_reads(name: str, reads: Iterable[str]) -> tuple[str, ...]:
    reads = tuple(reads)
    unknown = set(reads) - FIELDS
    if unknown or not reads:
        raise ValueError(f"evaluator {name!r} must declare the DayContext fields it reads; unknown: {sorted(unknown)}")
    return reads


def register(name: str, *, reads: Iterable[str]):
    """Register an evaluator for Computed(name), declaring the DayContext fields it reads."""
    declared = _checked_reads(name, reads)

    def decorate(function: Callable[[DayContext], bool]):
        EVALUATORS[name] = Evaluator(function, declared)
        return function

    return decorate


def register_parameterised(name: str, *, reads: Iterable[str]):
    """Register an evaluator for Computed("name:argument"), called with (ctx, argument)."""
    declared = _checked_reads(name, reads)

    def decorate(function: Callable[[DayContext, str], bool]):
        PARAMETERISED[name] = Evaluator(function, declared)
        return function

    return decorate


def register_days(name: str):
    """Register a date rule for Computed(name), defined by the set of CST days on which it holds (the
    decorated function returns that set); its evaluator is membership of ctx.ordinal."""

    def decorate(days: Callable[[], frozenset[int]]):
        EVALUATORS[name] = Evaluator(lambda ctx: ctx.ordinal in days(), ("ordinal",), days)
        return days

    return decorate


def _evaluator(spec: str) -> Evaluator:
    if spec in EVALUATORS:
        return EVALUATORS[spec]
    name, _, argument = spec.partition(":")
    function, reads, _ = PARAMETERISED[name]
    return Evaluator(lambda ctx: function(ctx, argument), reads)


def evaluator(spec: str) -> Callable[[DayContext], bool]:
    """The function behind a Computed matcher's name (KeyError if there is none)."""
    return _evaluator(spec).function


# --- rules: what each matcher reads, and its predicate ---------------------------------------------

STATIC_MATCHERS = (MonthBranch, MonthStem, MonthPillar, AnyPillar, AnyBranch, AnyStem, Officer)


def matcher_reads(match) -> tuple[str, ...]:
    """The DayContext fields a matcher reads."""
    if isinstance(match, STATIC_MATCHERS):
        return ("month", "day")
    if isinstance(match, LunarDays):
        return ("lunar_day",)
    if isinstance(match, DaysAfterJie):
        return ("ordinal", "month", "jie_ordinal", "previous_jie_ordinal")
    if isinstance(match, YearStemPillar):
        return ("day", "year_stem")
    if isinstance(match, Computed):
        return _evaluator(match.evaluator).reads
    raise TypeError(f"not a matcher: {match!r}")


def _by_month(values: tuple[str, ...], alphabet: str) -> tuple[frozenset[int], ...]:
    """values[month − 1] as a set of indexes into `alphabet` (the characters of STEMS or BRANCHES)."""
    return tuple(frozenset(alphabet.index(ch) for ch in cell) for cell in values)


def predicate(match) -> Callable[[DayContext], bool]:
    """The rule of a matcher as one function of the day's context: the plain definition of when the god
    is present (the tables of GodCatalogue are built from these and must agree with them on every day)."""
    if isinstance(match, MonthBranch):
        branches = _by_month(match.values, BRANCHES)
        return lambda ctx: ctx.day.branch in branches[ctx.month - 1]
    if isinstance(match, MonthStem):
        stems = _by_month(match.values, STEMS)
        return lambda ctx: ctx.day.stem in stems[ctx.month - 1]
    if isinstance(match, MonthPillar):
        pillars = tuple(frozenset(cell.split()) for cell in match.values)
        return lambda ctx: ctx.day.name in pillars[ctx.month - 1]
    if isinstance(match, AnyPillar):
        any_pillar = frozenset(match.pillars.split())
        return lambda ctx: ctx.day.name in any_pillar
    if isinstance(match, AnyBranch):
        any_branch = frozenset(BRANCHES.index(ch) for ch in match.branches)
        return lambda ctx: ctx.day.branch in any_branch
    if isinstance(match, AnyStem):
        any_stem = frozenset(STEMS.index(ch) for ch in match.stems)
        return lambda ctx: ctx.day.stem in any_stem
    if isinstance(match, Officer):
        officers, months = match.officers, match.months

        def officer(ctx: DayContext) -> bool:  # the 建除 officer of the day in its month (建 = the 月建)
            name = JIANCHU[(ctx.day.branch - (ctx.month + 1)) % 12]
            return name in officers and (not months or ctx.month in months)

        return officer
    if isinstance(match, LunarDays):
        lunar_days = frozenset(match.days)
        return lambda ctx: ctx.lunar_day in lunar_days
    if isinstance(match, DaysAfterJie):
        offsets = match.offsets

        def after_jie(ctx: DayContext) -> bool:
            # Counted from a month's 节, the day may already lie in the next month (小寒 + 30 is 立春 or after).
            return (
                ctx.ordinal == ctx.jie_ordinal + offsets[ctx.month - 1]
                or ctx.ordinal == ctx.previous_jie_ordinal + offsets[(ctx.month - 2) % 12]
            )

        return after_jie
    if isinstance(match, YearStemPillar):
        values = match.values
        return lambda ctx: ctx.day.name == values[ctx.year_stem]
    if isinstance(match, Computed):
        return evaluator(match.evaluator)
    raise TypeError(f"not a matcher: {match!r}")


def day_set(match) -> frozenset[int] | None:
    """The CST days on which a date rule holds (None for a rule that is not one): such a rule is one lookup
    by day instead of a function call."""
    if isinstance(match, DaysAfterJie):
        # The 节 of the day's month or of the month before, plus that month's offset (as `predicate`): an
        # offset is at most 30 days, so no other month's 节 can reach the day.
        days, months = _solar_months()
        return frozenset(day + match.offsets[month.number - 1] for day, month in zip(days, months))
    if isinstance(match, Computed):
        days = _evaluator(match.evaluator).days
        return None if days is None else days()
    return None


def key_fields(reads: Iterable[str]) -> tuple[str, ...] | None:
    """The table key of a rule reading `reads`: its fields in DayContext order, or None when a field has
    no finite domain (the rule is then evaluated day by day)."""
    fields = set()
    for name in reads:
        fields.update(_DERIVED.get(name, (name,)))
    if not fields <= DOMAINS.keys():
        return None
    return tuple(f for f in DayContext._fields if f in fields)


class UndeclaredRead(Exception):
    """A rule read a DayContext field that it did not declare."""


class _Probe:
    """A context holding only some fields: reading any other raises AttributeError."""

    __slots__ = DayContext._fields


def _probe(fields: tuple[str, ...], values: tuple) -> _Probe:
    probe = _Probe()
    for name, value in zip(fields, values):
        setattr(probe, name, value)
    if "month" in fields:
        probe.month_branch = (probe.month + 1) % 12
        if "day" in fields:
            probe.officer = (probe.day.branch - probe.month_branch) % 12
    if "benming" not in fields:
        probe.benming = None
    return probe


def _position(field: str) -> tuple[str, int]:
    """A field's place in its domain as Python source reading a context `ctx`, less a constant: (source,
    constant). The day pillar is its index, a field of consecutive integers its value less the first one (the
    constant, subtracted once for a whole key by index_source), any other (the 宿) its place (`_POSITIONS`)."""
    domain = DOMAINS[field]
    if domain is CYCLE:
        return f"ctx.{field}.index", 0
    if field in _POSITIONS:
        return f"{field}_places[ctx.{field}]", 0
    return f"ctx.{field}", domain[0]


def _consecutive(domain: tuple) -> bool:
    return all(type(v) is int for v in domain) and domain == tuple(range(domain[0], domain[0] + len(domain)))


# The places of the values of the fields that are neither the day pillar nor consecutive integers.
_POSITIONS = {f: {v: i for i, v in enumerate(d)} for f, d in DOMAINS.items() if d is not CYCLE and not _consecutive(d)}
if any(g.index != i for i, g in enumerate(CYCLE)):
    raise ValueError("a day pillar's index is not its place in CYCLE")


def index_source(fields: tuple[str, ...]) -> str:
    """The entry of a context in a table keyed by `fields`, as Python source reading `ctx`: the fields' places
    in their domains in mixed radix (first field most significant), 0 … the table's size − 1."""
    source, constant = "", 0
    for field in fields:
        size = len(DOMAINS[field])
        place, less = _position(field)
        if source:
            source = f"{f'({source})' if ' ' in source else source} * {size} + {place}"
        else:
            source = place
        constant = constant * size + less
    return f"{source} - {constant}" if constant else source


def _compiled(source: str, names: dict) -> Callable[[DayContext], int]:
    """A function of one context `ctx` returning `source`, written from the tables' fields and compiled once
    (as dataclasses writes an __init__): one call a day, where a key per table was a tuple built and hashed."""
    return eval(f"lambda ctx: {source}", {f"{field}_places": places for field, places in _POSITIONS.items()} | names)


class RuleTable(NamedTuple):
    """Rules keyed by the same fields: the mask of those present, for every value of the key."""

    fields: tuple[str, ...]
    index: str  # a context's entry in `masks`, as Python source (index_source)
    masks: list[int]
    bits: int  # the rules it holds


def build_table(fields: tuple[str, ...], rules: list[tuple[int, Callable, str]]) -> RuleTable:
    """Evaluate `rules` ((bit, predicate, name)) for every value of `fields`. Each predicate sees a context
    holding those fields only, so a rule reading any other field fails here (UndeclaredRead)."""
    source = index_source(fields)
    index = _compiled(source, {})
    masks: list = [None] * _domain_size(fields)
    for values in product(*(DOMAINS[f] for f in fields)):
        probe = _probe(fields, values)
        mask = 0
        for bit, rule, name in rules:
            try:
                if rule(probe):
                    mask |= bit
            except AttributeError as error:
                raise UndeclaredRead(f"{name} reads a field it does not declare (it declares {fields}): {error}") from error
        masks[index(probe)] = mask
    if None in masks:  # every key has its own entry: the index is one-to-one
        raise ValueError(f"the index of the table keyed by {fields} leaves entries out: {source}")
    return RuleTable(fields, source, masks, sum(bit for bit, _, _ in rules))


def tables_reader(tables: Iterable[RuleTable], shift: int = 0) -> Callable[[DayContext], int]:
    """One function of a context: its masks in all `tables` (each shifted down by `shift`), or-ed."""
    tables, shared = tuple(tables), {}  # equal masks one int object: fewer cache lines a day
    names = {f"masks{n}": [shared.setdefault(mask >> shift, mask >> shift) for mask in table.masks]
             for n, table in enumerate(tables)}
    return _compiled(" | ".join(f"masks{n}[{table.index}]" for n, table in enumerate(tables)) or "0", names)


def _domain_size(fields: Iterable[str]) -> int:
    return prod(len(DOMAINS[f]) for f in fields)


def _merge_groups(groups: dict[tuple[str, ...], list]) -> dict[tuple[str, ...], list]:
    """Merge rule groups whose keys together still make a small table (fewer lookups a day): a key that is
    part of another always, others while the merged table has at most MERGE_LIMIT entries."""
    groups = {k: list(v) for k, v in groups.items()}
    while True:
        best = None
        keys = sorted(groups, key=lambda k: (_domain_size(k), k))
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                union = tuple(f for f in DayContext._fields if f in a or f in b)
                size = _domain_size(union)
                if (union in (a, b) or size <= MERGE_LIMIT) and (best is None or size < best[0]):
                    best = (size, a, b, union)
        if best is None:
            return groups
        _, a, b, union = best
        merged = groups.pop(a) + groups.pop(b)
        groups[union] = merged + groups.pop(union, [])


# --- the catalogue ----------------------------------------------------------------------------------


def _output_rank(god: DayGod) -> int:
    """Gods are listed month-and-pillar gods first, then the lunar day's, then the other per-day rules."""
    if isinstance(god.match, STATIC_MATCHERS):
        return 0
    return 1 if isinstance(god.match, LunarDays) else 2


ROW_FIELDS = ("month", "day")
ROW_INDEX = "ctx.month * 60 + ctx.day.index - 60"  # (month − 1) × 60 + day pillar: the key every day computes first


class GodCatalogue:
    """All day gods, god i as bit i of a mask (in the order a day lists them), and the tables that find
    them: one row of masks per (solar month, day pillar) for every rule keyed by those two, one table per
    other finite key, a mask per day for the date rules, and the few rules evaluated day by day."""

    def __init__(self, gods: tuple[DayGod, ...]):
        self.gods = tuple(sorted(gods, key=_output_rank))  # stable: catalogue order within each rank
        self.bits = {god: 1 << i for i, god in enumerate(self.gods)}  # DayGod hashes by identity
        self.n_static = sum(1 for g in self.gods if _output_rank(g) == 0)
        self.counted_mask = sum(self.bits[g] for g in self.gods if g.default and not g.rejected)
        # Activity lists and the weighing name gods: the counted god of each name (names are unique among them).
        self.counted_bit = {g.name: bit for g, bit in self.bits.items() if bit & self.counted_mask}
        if len(self.counted_bit) != self.counted_mask.bit_count():
            raise ValueError("two counted gods share a name")
        groups: dict[tuple[str, ...], list] = {}
        by_day: dict[int, int] = {}
        self.per_day: list[tuple[int, Callable]] = []  # rules of no finite key, evaluated every day
        self.personal: list[tuple[int, Callable]] = []  # rules reading a person's 本命 (skipped on a plain day)
        missing = set()
        for god in self.gods:
            bit, match = self.bits[god], god.match
            try:
                reads, rule, days = matcher_reads(match), predicate(match), day_set(match)
            except KeyError:
                missing.add(match.evaluator)
                continue
            if days is not None:
                for day in days:
                    by_day[day] = by_day.get(day, 0) | bit
                continue
            if "benming" in reads:
                self.personal.append((bit, rule))
                continue
            fields = key_fields(reads)
            if fields is None or _domain_size(fields) > TABLE_LIMIT:
                self.per_day.append((bit, rule))
                continue
            row = set(fields) <= set(ROW_FIELDS)
            groups.setdefault(ROW_FIELDS if row else fields, []).append((bit, rule, god.name))
        if missing:
            raise ValueError(f"no evaluator for Computed matchers: {sorted(missing)}")
        row_rules = groups.pop(ROW_FIELDS, [])
        row_table = build_table(ROW_FIELDS, row_rules)
        if row_table.index != ROW_INDEX:
            raise ValueError(f"the rows are not indexed as a day reads them: {row_table.index}")
        self.rows = row_table.masks
        self.row_mask = row_table.bits  # the gods a row decides
        self.tables = tuple(build_table(fields, rules) for fields, rules in sorted(_merge_groups(groups).items()))
        self.tables_mask = tables_reader(self.tables)  # a context's masks in every table, or-ed
        self.by_day = by_day

    def mask_of(self, ctx: DayContext) -> int:
        """The gods present on the day, as a mask."""
        mask = self.rows[(ctx.month - 1) * 60 + ctx.day.index] | self.tables_mask(ctx)
        mask |= self.by_day.get(ctx.ordinal, 0)
        for bit, rule in self.per_day:
            if rule(ctx):
                mask |= bit
        if ctx.benming is not None:
            for bit, rule in self.personal:
                if rule(ctx):
                    mask |= bit
        return mask

    def gods_of(self, mask: int) -> tuple[DayGod, ...]:
        """The gods of a mask, in the order a day lists them."""
        gods, found = self.gods, []
        while mask:
            low = mask & -mask
            found.append(gods[low.bit_length() - 1])
            mask ^= low
        return tuple(found)

    def mask_of_names(self, names: Iterable[str]) -> int:
        """The bits of the counted gods (default reading, not rejected) with these names."""
        return sum({self.counted_bit.get(name, 0) for name in names})


# The evaluators themselves (the procedures of the seeds) register in rules/day_god_evaluators.py.
