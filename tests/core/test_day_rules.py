"""The fast day rules (masks, the 12 × 60 rows, rule tables keyed by what each rule declares it reads)
against the plain evaluation of every rule (tests/core/day_rules_reference.py), and the declarations
themselves."""

from datetime import date, timedelta

import pytest

from almanac.core import api
from almanac.core.calendar.ganzhi import CYCLE, ganzhi_from_name
from almanac.core.rules import day_gods
from almanac.core.rules.catalogue import god_catalogue
from almanac.core.rules.day_almanac import day_rules
from almanac.core.rules.day_gods import (
    Evaluator,
    GodCatalogue,
    UndeclaredRead,
    day_set,
    key_fields,
    matcher_reads,
    predicate,
)
from almanac.core.rules.model import GOOD, Computed, DayGod
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source

from .day_rules_reference import comparable, context, plain_day_rules


def _days(years):
    for year in years:
        yield from api.days(date(year, 1, 1), date(year, 12, 31))


SAMPLE_YEARS = (1901, 1968, 2025, 2099)


def test_fast_rules_agree_with_the_plain_evaluation_on_sample_years():
    checked = 0
    for facts in _days(SAMPLE_YEARS):
        ctx = context(facts)
        assert comparable(facts.rules) == comparable(plain_day_rules(ctx)), facts.date
        checked += 1
    assert checked == 4 * 365 + 1


def test_fast_rules_agree_with_the_plain_evaluation_for_a_person():
    """With a 本命 the personal rules take part (their gods are named by activity lists: re-weighed)."""
    found = 0
    for facts in _days((2025,)):
        for benming in ("庚午", "甲子"):
            ctx = context(facts, ganzhi_from_name(benming))
            fast = day_rules(ctx)
            assert comparable(fast) == comparable(plain_day_rules(ctx)), (facts.date, benming)
            found += any(g.group == "本命" for g in fast.gods)
    assert found > 100


@pytest.mark.slow
def test_full_range_fast_rules_agree_with_the_plain_evaluation():
    """Every day 1901–2099: the gods, grade, vetoes and every verdict that api.day serves equal the plain
    evaluation of every rule of the catalogue on that day, weighed with sets."""
    checked = 0
    for facts in api.days(date(1901, 1, 1), date(2099, 12, 31)):
        if comparable(facts.rules) != comparable(plain_day_rules(context(facts))):
            pytest.fail(f"fast and plain day rules differ on {facts.date}")
        checked += 1
    assert checked == (date(2099, 12, 31) - date(1901, 1, 1)).days + 1


# --- what the rules read -----------------------------------------------------------------------------


class Recorder:
    """A context that records which of its fields are read."""

    __slots__ = ("_ctx", "read")

    def __init__(self, ctx):
        self._ctx = ctx
        self.read = set()

    def __getattr__(self, name):
        self.read.add(name)
        return getattr(self._ctx, name)


def undeclared_reads(god: DayGod, contexts) -> set[str]:
    """The fields the god's rule reads on these days beyond those it declares."""
    rule, declared = predicate(god.match), set(matcher_reads(god.match))
    read = set()
    for ctx in contexts:
        recorder = Recorder(ctx)
        rule(recorder)
        read |= recorder.read
    return read - declared


def _sample_contexts():
    start = date(2023, 1, 1)
    facts = [api.day(start + timedelta(days=i)) for i in range(2 * 365)]
    return [context(f) for f in facts] + [context(f, CYCLE[i % 60]) for i, f in enumerate(facts[::7])]


def test_every_rule_reads_only_the_fields_it_declares():
    contexts = _sample_contexts()
    wrong = {god.name: sorted(extra) for god in god_catalogue().gods if (extra := undeclared_reads(god, contexts))}
    assert not wrong


def _liar(evaluator_name: str) -> DayGod:
    return DayGod("测试神", GOOD, Computed(evaluator_name), Source(SEED_XIEJI_SUMMARY, "test", 1), "test")


def test_a_rule_reading_an_undeclared_field_is_caught(monkeypatch):
    # Declares the day pillar only, reads the lunar day too: its table (by day pillar) would be wrong.
    monkeypatch.setitem(
        day_gods.EVALUATORS, "test_liar", Evaluator(lambda ctx: ctx.day.stem == 0 and ctx.lunar_day == 1, ("day",))
    )
    with pytest.raises(UndeclaredRead, match="测试神"):
        GodCatalogue((_liar("test_liar"),))
    assert undeclared_reads(_liar("test_liar"), _sample_contexts()[:40]) == {"lunar_day"}

    # Declares the ordinal (so it is evaluated day by day and no table can catch it): the recorder does.
    monkeypatch.setitem(
        day_gods.EVALUATORS, "test_liar_daily",
        Evaluator(lambda ctx: ctx.ordinal % 2 == 0 and ctx.mansion == "角", ("ordinal",)),
    )
    GodCatalogue((_liar("test_liar_daily"),))
    assert undeclared_reads(_liar("test_liar_daily"), _sample_contexts()[:40]) == {"mansion"}


def test_each_rule_is_found_where_its_declaration_puts_it():
    """Each rule is in exactly one place, and that place follows from the fields it reads."""
    catalogue = god_catalogue()
    places = {
        "row": catalogue.row_mask,
        "date": sum({bit for bits in catalogue.by_day.values() for bit in _bits(bits)}),
        "day by day": sum(bit for bit, _ in catalogue.per_day),
        "personal": sum(bit for bit, _ in catalogue.personal),
    } | {table.fields: table.bits for table in catalogue.tables}
    for god in catalogue.gods:
        found = [place for place, bits in places.items() if catalogue.bits[god] & bits]
        reads = matcher_reads(god.match)
        fields = key_fields(reads)
        if day_set(god.match) is not None:
            expected = ["date"]
        elif "benming" in reads:
            expected = ["personal"]
        elif fields is None:
            expected = ["day by day"]
        elif set(fields) <= {"month", "day"}:
            expected = ["row"]
        else:  # a table keyed by its fields, or by more when tables were merged
            expected = [place for place in found if isinstance(place, tuple) and set(fields) <= set(place)]
        assert found == expected and len(found) == 1, (god.name, reads, found)


def _bits(mask):
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def test_a_day_does_not_depend_on_the_days_before():
    """Nothing in the day rules is remembered across days: the same answers in any order."""
    days = [date(1977, 1, 1) + timedelta(days=i) for i in range(0, 365, 3)]
    forward = [comparable(day_rules(context(api.day(d)))) for d in days]
    backward = [comparable(day_rules(context(api.day(d)))) for d in reversed(days)]
    assert forward == backward[::-1]
