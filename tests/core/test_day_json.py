"""The day's JSON text from pre-encoded fragments (serialize/day_encoded.py) is the plain Structs' JSON, byte for
byte: the fragments are entries of finite tables keyed by numbers, and a wrong key would still be valid JSON."""

import json
from datetime import date, timedelta

import pytest

from almanac.core import api, serialize
from almanac.core.rules import hours as hour_rules
from almanac.core.rules.day_almanac import verdict_count, verdict_entry
from almanac.core.serialize import day_encoded


def _days(year: int):
    day = date(year, 1, 1)
    while day.year == year:
        yield api.day(day)
        day += timedelta(days=1)


@pytest.mark.parametrize("year", [1901, 1984, 2033])
def test_every_day_of_a_year_encodes_as_its_plain_struct(year):
    buffer = bytearray(b"left over from another day, longer than none")
    for facts in _days(year):
        plain = serialize.encode(serialize.day_struct(facts)).encode()
        api.day_json_into(facts, buffer)
        assert bytes(buffer) == plain, facts.date
        assert api.day_json_bytes(facts) == plain


def test_a_month_lists_the_days_json():
    month = api.month(2025, 2)
    days = json.loads(month.as_json())["days"]
    assert [json.dumps(d, ensure_ascii=False, separators=(",", ":")) for d in days] == [
        api.day_json(facts) for facts in month.days
    ]


def test_counted_gods_are_those_of_the_default_reading_not_rejected():
    """What the encoded gods assume (day_encoded._god_fragments): DayRules.counted is exactly that."""
    for facts in _days(2025):
        rules = facts.rules
        assert rules.counted == tuple(g for g in rules.gods if g.default and not g.rejected), facts.date


def test_entry_numbers_name_the_entries():
    assert [verdict_entry(n).number for n in (0, 1, verdict_count() - 1)] == [0, 1, verdict_count() - 1]
    for facts in _days(2025):
        for hour in facts.hours:
            assert hour_rules.entry(hour.number) is hour
    first, later = day_encoded._hour_head(facts.hours[3].number)
    assert first.startswith('[{"branch":"卯"'.encode()) and later.startswith(',{"branch":"卯"'.encode())


def test_the_page_dict_is_the_day_dict_but_what_the_page_does_not_show():
    hour_keys = ("branch", "pillar", "start", "end", "huangdao", "verdict", "reasons", "activities", "qimen")
    day = date(1901, 1, 1)
    while day < date(2099, 12, 31):
        facts = api.day(day)
        whole, page = facts.as_dict(), facts.as_page_dict()
        for hour in whole["hours"]:
            for key in list(hour):
                if key not in hour_keys:
                    del hour[key]
            if "qimen" in hour:
                hour["qimen"] = {"lucky": hour["qimen"]["lucky"], "lucky_palaces": hour["qimen"]["lucky_palaces"]}
        assert page == whole, day
        day += timedelta(days=997)
