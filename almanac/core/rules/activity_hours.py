"""An activity's own hour rules on the hours of a day (tables: data/activity_hours.py).

Each hour of a day carries, besides its own verdict, the entries of the activities whose seeds speak of that
hour: `{name, verdict, text, source, printed, reading}` — `verdict` 宜 or 忌 for that activity at that hour,
`text` the rule as it applies here, `printed` the text's own word for the hour where it is not the branch
(己, 日出, a stem …; '' otherwise), `reading` the correction or reading taken, with its reason ('' when none).

Everything read here is a function of the day pillar and the hour's gods, so the entries live in the hours'
finite table (rules/hours.py) with the rest of the hour.
"""

from almanac.core.calendar.ganzhi import BRANCHES, CYCLE
from almanac.core.data import activity_hours as table
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

HOUR_RULE_ACTIVITIES = frozenset(rule.activity for rule in table.ACTIVITY_HOUR_RULES)

_SUHUI = table.SUHUI_EMPTY_HOURS
_SUHUI_HUANGDAO = (
    "本站权衡：黄道吉星到时，事类总集谓“路空旬空俱不忌”（003 事类总集 L919），按语以为不得已之通变"
    "（003 杂用宜忌·按 L1667），且塑绘神像开光不在其所列诸事之中，故仍从本事之忌"
)


def _entry(name: str, verdict: str, text: str, source, printed: str = "", reading: str = "") -> dict:
    return {"name": name, "verdict": verdict, "text": text, "source": str(source), "printed": printed,
            "reading": reading}


def _listed(readings: tuple[table.HourReading, ...]) -> str:
    return "、".join(f"{r.hour}时" for r in readings)


def _printed(readings: tuple[table.HourReading, ...]) -> str:
    return "".join(r.printed for r in readings)


# pillar index → 日出 or 日入, for the six 入殓 days printed so (their hour is the day's, rules/hours.sun_branch)
SUN_PILLARS: dict[int, str] = {c.index: table.RULIAN_SUN_DAYS[c.name] for c in CYCLE if c.name in table.RULIAN_SUN_DAYS}


def hour_entries(pillar: int, branch: int, god_names, is_huangdao: bool) -> tuple[dict, ...]:
    """The activity entries of hour `branch` (0 = 子) of a day of pillar `pillar` (0 = 甲子), whose hour gods
    are `god_names` — all but a 日出/日入 入殓 hour, which depends on the date (sun_entry)."""
    entries = []
    empty = [name for name in _SUHUI.gods if name in god_names]
    if empty:
        entries.append(_entry(
            _SUHUI.activity, table.BAD, f"塑绘神像开光“又忌旬中空亡截路空亡时”：此时值{'、'.join(empty)}",
            _SUHUI.source, reading=_SUHUI_HUANGDAO if is_huangdao else "",
        ))
    day = CYCLE[pillar].name
    hour = BRANCHES[branch]
    rulian = table.RULIAN_READINGS[day]
    for r in rulian:
        if r.hour == hour:
            entries.append(_entry(
                table.RULIAN.activity, table.GOOD, f"入殓吉时：{day}日宜{_listed(rulian)}（原文作「{day}（{_printed(rulian)}）」）",
                table.RULIAN.source, r.printed if r.printed != r.hour else "", r.reason,
            ))
    day_branch = BRANCHES[pillar % 12]
    ruguan = table.RUGUAN_READINGS[day_branch]
    for r in ruguan:
        if r.hour == hour:
            entries.append(_entry(
                table.RUGUAN.activity, table.GOOD,
                f"入棺吉时：{day_branch}日宜{'、'.join(x.printed + '时' for x in ruguan)}；{r.printed}时在{hour}时之初",
                table.RUGUAN.source, r.printed, r.reason,
            ))
    return tuple(entries)


def sun_entry(pillar: int, branch: int) -> dict:
    """The 入殓 entry of a day printed 日出 or 日入 (SUN_PILLARS), on the hour `branch` in which the day's 推测时刻
    row puts that moment."""
    day = CYCLE[pillar].name
    word = SUN_PILLARS[pillar]
    hour = BRANCHES[branch]
    return _entry(
        table.RULIAN.activity, table.GOOD, f"入殓吉时：{day}日宜{word}，本日{word}在{hour}时（原文作「{day}（{word}）」）",
        table.RULIAN.source, word, table.rulian_sun_reason(word, hour),
    )


def _listed(readings: tuple[table.HourReading, ...]) -> str:
    return "、".join(f"{r.hour}时" if r.hour else r.printed for r in readings)


def _printed(readings: tuple[table.HourReading, ...]) -> str:
    return "".join(r.printed for r in readings)


def avoided(hour, activity: str) -> bool:
    """Whether the activity's own hour rules say 忌 for this hour (HourFacts)."""
    return any(e["name"] == activity and e["verdict"] == table.BAD for e in hour.activities)


_RULIAN_JUDGEMENT = ("入殓成服各有礼制不问阴阳也", str(Source(SEED_XIEJI_APPENDIX, "杂用宜忌·按", 1667)))


def day_rule(pillar: int, activity: str) -> dict | None:
    """The activity's hour rule as it reads on a day of pillar `pillar`, for its 为何: `{name, kind, text, source,
    judgements}` (`judgements`: what the compilers say of the rule, as (text, source) pairs); None for an
    activity without hour rules. The hours themselves are the day's hours' `activities`."""
    day = CYCLE[pillar].name
    if activity == table.RULIAN.activity:
        readings = table.RULIAN_READINGS[day]
        return {"name": activity, "kind": table.GOOD, "source": str(table.RULIAN.source),
                "text": f"入殓吉时：{day}（{_printed(readings)}），即{day}日宜{_listed(readings)}",
                "judgements": (_RULIAN_JUDGEMENT,)}
    if activity == table.RUGUAN.activity:
        branch = BRANCHES[pillar % 12]
        readings = table.RUGUAN_READINGS[branch]
        return {"name": activity, "kind": table.GOOD, "source": str(table.RUGUAN.source),
                "text": f"入棺吉时：{branch}日（{_printed(readings)}），即{branch}日宜"
                        f"{'、'.join(r.printed + '时' for r in readings)}（本站推定为{_listed(readings)}之初）",
                "judgements": ()}
    if activity == _SUHUI.activity:
        return {"name": activity, "kind": table.BAD, "source": str(_SUHUI.source),
                "text": "塑绘神像开光又忌旬中空亡、截路空亡时", "judgements": ()}
    return None
