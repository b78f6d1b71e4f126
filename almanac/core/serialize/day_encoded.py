"""The day's JSON text from pre-encoded fragments (the same bytes as encoding `day.day_struct`).

A day's JSON is mostly entries of finite tables: its gods, its 39 activity verdicts, its grade, its twelve
hours (keyed by the hour table's entries), their twelve 奇门 charts (keyed by 遁 × 局 × 元 × fitting × term ×
hour), and the 人神, 太白 and 周堂 of its lunar day and pillar. Each entry is encoded once, at a memo point of
the `table` kind, and a day's Struct holds it as a `msgspec.Raw`: the day then costs the encoding of what is
its own (dates, lunar date, pillars, terms) and a copy of the rest. `to_builtins` cannot read a Raw, so the
dict path uses the plain Structs (`day.PLAIN`).
"""

from functools import cache

import msgspec

from almanac.core.calendar.ganzhi import CYCLE, ganzhi_from_name
from almanac.core.memo import memo_point, memo_table
from almanac.core.rules import hours as hour_rules
from almanac.core.rules.catalogue import god_catalogue
from almanac.core.rules.day_almanac import verdict_count, verdict_entry
from almanac.core.rules.model import DayGod
from almanac.core.serialize import day as plain
from almanac.core.serialize import hour as hour_json
from almanac.core.serialize.base import Reason, encode_bytes, encode_into


def _raw(value) -> msgspec.Raw:
    return msgspec.Raw(encode_bytes(value))


@cache
def _god_fragments() -> dict[DayGod, msgspec.Raw]:
    """Every god of the catalogue encoded once (≈ 260 small objects), with `counted` as a day counts it: the
    gods of the default reading that are not rejected (rules/day_almanac.py builds DayRules.counted so)."""
    return {g: _raw(plain.god_struct(g, g.default and not g.rejected)) for g in god_catalogue().gods}


@memo_table("JSON verdict fragments", size=verdict_count)  # the rule tables' verdicts, by number
def _verdict_fragment(number: int) -> msgspec.Raw:
    v = verdict_entry(number)
    return _raw(plain.Verdict(v.activity.name, v.activity.group, v.verdict, list(v.good), list(v.bad),
                              [_reason_json(r) for r in v.reasons], bool(v.house), v.house))


@memo_point("JSON grades", kind="table", maxsize=65536)  # a grade is a name, reasons from a finite set, a note
def _grade_json(grade) -> msgspec.Raw:
    return _raw(plain.Grade(grade.name, [_reason_json(r) for r in grade.reasons], bool(grade.house), grade.house))


@memo_point("JSON reasons", kind="table")  # the reasons the rules give: a finite set of sentences with their lines
def _reason_json(reason) -> msgspec.Raw:
    return _raw(Reason(reason.text, reason.source))


@memo_point("JSON 人神", kind="table")  # 30 lunar days × 60 pillars, keyed lunar day × 60 + pillar
def _renshen_json(key: int) -> msgspec.Raw:
    return _raw(plain.renshen_struct(*divmod(key, 60)))


@memo_point("JSON 太白", kind="table")  # 30 lunar days
def _taibai_json(lunar_day: int) -> msgspec.Raw:
    return _raw(plain.taibai_struct(lunar_day))


@memo_point("JSON 周堂", kind="table")  # lunar day × month length × leap month, keyed (day × 2 + long) × 2 + leap
def _zhoutang_json(key: int) -> msgspec.Raw:
    rest, leap = divmod(key, 2)
    lunar_day, long_month = divmod(rest, 2)
    return _raw(plain.zhoutang_struct(_LunarDay(lunar_day, 30 if long_month else 29, bool(leap))))


class _LunarDay:
    """What zhoutang_struct reads of a lunar date."""

    __slots__ = ("day", "month_length", "leap")

    def __init__(self, day: int, month_length: int, leap: bool):
        self.day, self.month_length, self.leap = day, month_length, leap


@memo_point("JSON hours", kind="table")  # the hour table's entries by number (≈ 5,800, and the 日出/日入 ones)
def _hour_head(number: int) -> tuple[bytes, bytes]:
    """An hour's JSON up to its 奇门 chart, `{"branch":…,"qimen":`, as the first of a day's hours (after `[`)
    and as a later one (after `,`); a day adds its chart."""
    without_chart = encode_bytes(hour_json.hour_struct(hour_rules.entry(number), None))
    head = without_chart[:-1] + b',"qimen":'
    return b"[" + head, b"," + head


@memo_point("JSON 奇门 charts", kind="table")  # 2 遁 × 9 局 × 60 hours: ≈ 2.4 MB in all
def _chart_json(dun: str, ju: int, hour: str) -> bytes:
    """An hour's 奇门 chart from its `"hour"` key to its end (what the 遁, 局 and hour decide: the layout), and
    the `}` that closes the hour."""
    encoded = encode_bytes(hour_json.Qimen(dun, ju, "", "", "", *hour_json.qimen_layout(dun, ju, hour)))
    return encoded[encoded.index(b'"hour":'):] + b"}"


@memo_point("JSON 奇门 days", kind="table")  # 遁 × 局 × 元 × fitting × term × the day's 子-hour pillar
def _qimen_day_json(dun: str, ju: int, yuan: str, method: str, term: str, first_hour: str) -> tuple:
    """A 奇门 day's twelve charts as (the day's head `{"dun":…,"term":…,`, the twelve hours' charts from their
    `"hour"` key on): the bulk of a day's JSON, twelve 3×3 grids, shared by every day of the same 遁 and 局."""
    head = encode_bytes(hour_json.Qimen(dun, ju, yuan, method, term, "", "", 0, "", 0, [], False, [], []))
    first = ganzhi_from_name(first_hour).index
    return head[:head.index(b'"hour":')], tuple(_chart_json(dun, ju, CYCLE[(first + h) % 60].name) for h in range(12))


def _hours_json(facts) -> msgspec.Raw | list:
    """The day's twelve hours as one fragment: `[`, each hour's head, its chart's head and layout (closing the
    hour), `]`."""
    q = facts.qimen
    if q is None:
        return [hour_json.hour_struct(h, None) for h in facts.hours]
    chart_head, charts = _qimen_day_json(q.dun, q.ju, q.yuan, q.method, q.term, facts.hours[0].pillar)
    heads = [_hour_head(h.number)[1] for h in facts.hours]
    heads[0] = _hour_head(facts.hours[0].number)[0]
    pieces = [b"]"] * 37  # slices filled below: head, chart head, chart, twelve times; the closing `]` stays
    pieces[0:36:3] = heads
    pieces[1:36:3] = (chart_head,) * 12
    pieces[2:36:3] = charts
    return msgspec.Raw(b"".join(pieces))


def _gods_json(rules) -> list[msgspec.Raw]:
    return list(map(_god_fragments().__getitem__, rules.gods))


def _activities_json(rules) -> list[msgspec.Raw]:
    slots = _verdict_fragment.slots()
    try:
        return [slots[v.number] or _verdict_fragment(v.number) for v in rules.activities]
    except IndexError:  # a verdict weighed afresh (a person's 本命 gods), outside the tables: not remembered
        return [_raw(plain.verdict_struct(v)) for v in rules.activities]


ENCODED = plain.DayParts(
    gods=_gods_json,
    activities=_activities_json,
    grade=_grade_json,
    hours=_hours_json,
    renshen=lambda lunar_day, day_pillar: _renshen_json(lunar_day * 60 + day_pillar),
    taibai=_taibai_json,
    zhoutang=lambda lunar: _zhoutang_json((lunar.day * 2 + (lunar.month_length == 30)) * 2 + lunar.leap),
    sources=msgspec.Raw(encode_bytes(plain.PLAIN.sources)),
    citations=msgspec.Raw(encode_bytes(plain.PLAIN.citations)),
)


def day_json_into(facts, buffer: bytearray) -> None:
    """The day's JSON written into `buffer` (replacing what it held): the CLI's loop reuses one buffer."""
    encode_into(plain.day_struct(facts, ENCODED), buffer)


def day_json_bytes(facts) -> bytes:
    """The day's JSON as UTF-8 bytes (what HTTP sends: no str round trip)."""
    buffer = bytearray()
    day_json_into(facts, buffer)
    return bytes(buffer)


def day_json(facts) -> str:
    return day_json_bytes(facts).decode()


def month_json(facts) -> str:
    return encode_bytes(plain.month_struct(facts, ENCODED)).decode()
