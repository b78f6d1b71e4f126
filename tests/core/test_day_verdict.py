"""The date search's first pass (day_facts.day_context, day_almanac.day_verdict) gives what the full day gives."""

from datetime import date

from almanac.core import day_facts
from almanac.core.rules.catalogue import ALL_ACTIVITIES
from almanac.core.rules.day_almanac import ACTIVITY_INDEX, day_verdict

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
