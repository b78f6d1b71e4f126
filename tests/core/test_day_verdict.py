"""The date search's first pass (day_facts.day_context and day_contexts, day_almanac.day_verdict and day_verdicts)
gives what the full day gives."""

from datetime import date

from almanac.core import day_facts
from almanac.core.rules.catalogue import ALL_ACTIVITIES
from almanac.core.rules.day_almanac import ACTIVITY_INDEX, day_verdict, day_verdicts

FIRST, LAST = date(1901, 1, 1).toordinal(), date(2099, 12, 31).toordinal()
# Every 29th day of the range (all weekdays, months and pillars meet), and a whole year.
ORDINALS = sorted({*range(FIRST, LAST + 1, 29), *range(date(2025, 1, 1).toordinal(), date(2026, 1, 1).toordinal())})


def test_activities_are_weighed_in_catalogue_order():
    assert [ACTIVITY_INDEX[a] for a in ALL_ACTIVITIES] == list(range(len(ALL_ACTIVITIES)))
    rules = day_facts.built_day(FIRST).rules
    assert [v.activity for v in rules.activities] == list(ALL_ACTIVITIES)


def test_day_context_is_the_full_days_context():
    for ordinal in ORDINALS:
        assert day_facts.day_context(ordinal) == day_facts.built_day(ordinal).context, date.fromordinal(ordinal)


def test_day_verdict_is_the_full_days_verdict_grade_and_vetoes():
    for ordinal in ORDINALS:
        facts = day_facts.built_day(ordinal)
        rules = facts.rules
        for index, expected in enumerate(rules.activities):
            weighed = day_verdict(facts.context, index)
            assert weighed.verdict is expected, (date.fromordinal(ordinal), expected.activity.name)
            assert weighed.grade == rules.grade and weighed.vetoes == rules.vetoes


def test_day_contexts_of_a_range_are_its_days_contexts():
    # The whole supported range (every solar and lunar month boundary), and short runs inside and across months.
    starts = (FIRST, date(1984, 2, 3).toordinal(), date(2033, 12, 22).toordinal(), LAST)
    ranges = [(FIRST, LAST), *((s, s) for s in starts), *((s, min(s + 40, LAST)) for s in starts)]
    for first, last in ranges:
        contexts = list(day_facts.day_contexts(first, last))
        assert contexts == [day_facts.day_context(o) for o in range(first, last + 1)], (first, last)


def test_day_verdicts_of_a_range_are_each_days_verdict():
    contexts = [day_facts.day_context(o) for o in ORDINALS[:800]]
    for index in (0, len(ALL_ACTIVITIES) // 2, len(ALL_ACTIVITIES) - 1):
        weighed = list(day_verdicts(contexts, index))
        assert weighed == [day_verdict(ctx, index) for ctx in contexts]
        assert all(a.verdict is b.verdict for a, b in zip(weighed, (day_verdict(c, index) for c in contexts)))
