"""Values → the JSON of docs/api.md, in one place (msgspec).

Each object of the contract is a msgspec Struct, with its keys in the contract's order: the day and the
month in `day.py`, the date search in `search.py`, a household member in `members.py`, the compass in
`compass.py` (its 五姓修宅 and 年月神煞 in `house.py`, which also serve the household export). A value of the core
(DayFacts, MonthFacts, SearchResult, a member's PersonalFacts, PersonalDay, WeddingDay, CompassFacts, a sitting
verdict …) becomes one with a `*_struct` function, and msgspec encodes it (`encode`) or turns it into
plain dicts and lists for the templates and the household export (`to_builtins`). The JSON Schema that
`/api/schema.json` publishes is generated from the same Structs (`json_schema`), so the description and the
output cannot drift apart; the tests validate every endpoint against it.

Keys are stable: add fields, never rename or drop one.
"""

import msgspec

from almanac.core.serialize.base import (
    ONE_OF_STRUCTS,
    SCHEMA_REF,
    Reason,
    _Object,
    encode,
    encode_bytes,
    to_builtins,
)
from almanac.core.serialize.compass import Compass, SittingVerdict, compass_struct, sitting_verdict_struct
from almanac.core.serialize.day import Day, Month, day_dict, day_page_dict, day_struct, month_dict, month_struct
from almanac.core.serialize.day_encoded import day_json, day_json_bytes, day_json_into, month_json
from almanac.core.serialize.hour import Hour, Qimen, hour_struct, qimen_struct
from almanac.core.serialize.house import (
    HouseholdWuxing,
    NatalSpirits,
    household_wuxing_struct,
    natal_spirits_struct,
)
from almanac.core.serialize.members import (
    MemberDay,
    MemberFacts,
    WeddingDay,
    member_day_dict,
    member_day_struct,
    member_facts_dict,
    member_facts_struct,
    wedding_day_dict,
    wedding_day_struct,
)
from almanac.core.serialize.search import Search, found_struct, search_struct

__all__ = [
    "Compass", "Day", "Error", "Hour", "HouseholdWuxing", "MemberDay", "MemberFacts", "Month", "NatalSpirits", "Qimen",
    "Reason", "Search", "SittingVerdict", "WeddingDay",
    "compass_struct", "day_dict", "day_json", "day_page_dict", "day_json_bytes", "day_json_into", "day_struct", "encode", "encode_bytes",
    "found_struct",
    "hour_struct", "household_wuxing_struct", "json_schema", "member_day_dict", "member_day_struct",
    "member_facts_dict", "member_facts_struct", "month_dict", "month_json", "month_struct", "natal_spirits_struct",
    "qimen_struct", "search_struct", "sitting_verdict_struct", "to_builtins", "wedding_day_dict",
    "wedding_day_struct",
]


class Error(_Object):
    error: str
    status: int


def json_schema() -> dict:
    """The JSON Schema (2020-12) of every response of the JSON API, generated from the Structs."""
    # The objects of `one_of` fields are named by no field: listed here so that their $refs resolve.
    (day, month, search, compass, error, *_), components = msgspec.json.schema_components(
        (Day, Month, Search, Compass, Error, *ONE_OF_STRUCTS), ref_template=SCHEMA_REF
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "通书 almanac JSON API",
        "description": "Responses of /api/day, /api/month, /api/search and /api/compass (docs/api.md). "
                       "Keys are stable: later versions add keys, never rename or drop one.",
        "$defs": components,
        "responses": {"day": day, "month": month, "search": search, "compass": compass, "error": error},
    }
