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


def hour_entries(pillar: int, branch: int, god_names, is_huangdao: bool) -> tuple[dict, ...]:
    """The activity entries of hour `branch` (0 = 子) of a day of pillar `pillar` (0 = 甲子), whose hour gods
    are `god_names`."""
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
                table.RULIAN.activity, table.GOOD,
                f"入殓吉时：{day}日宜{_listed(rulian)}（原文作「{day}（{_printed(rulian)}）」）",
                table.RULIAN.source, r.printed if r.printed != r.hour else "", r.reason,
            ))
    ruguan = table.RUGUAN_READINGS[BRANCHES[pillar % 12]]
    for r in ruguan:
        if r.hour == hour:
            entries.append(_entry(
                table.RUGUAN.activity, table.GOOD,
                f"入棺吉时：{BRANCHES[pillar % 12]}日宜{'、'.join(x.printed + '时' for x in ruguan)}；{r.printed}时在{hour}时之初",
                table.RUGUAN.source, r.printed, r.reason,
            ))
    return tuple(entries)


def avoided(hour, activity: str) -> bool:
    """Whether the activity's own hour rules say 忌 for this hour (HourFacts)."""
    return any(e["name"] == activity and e["verdict"] == table.BAD for e in hour.activities)


def day_rule(pillar: int, activity: str) -> dict | None:
    """The activity's hour rule for a whole day (for its 为何): `{name, kind, rule, source, note, hours}` with
    `hours` the (hour branch, printed, reading) it names that day; None for an activity without hour rules."""
    day = CYCLE[pillar].name
    if activity == table.RULIAN.activity:
        readings = table.RULIAN_READINGS[day]
        rule = table.RULIAN
        text = f"入殓吉时：{day}（{_printed(readings)}），即{day}日宜{_listed(readings)}"
    elif activity == table.RUGUAN.activity:
        branch = BRANCHES[pillar % 12]
        readings = table.RUGUAN_READINGS[branch]
        rule = table.RUGUAN
        text = f"入棺吉时：{branch}日（{_printed(readings)}），即{branch}日宜{_listed(readings)}初（本站推定）"
    elif activity == _SUHUI.activity:
        return {"name": activity, "kind": _SUHUI.kind, "rule": _SUHUI.rule, "source": str(_SUHUI.source),
                "text": "塑绘神像开光又忌旬中空亡、截路空亡时", "hours": ()}
    else:
        return None
    return {
        "name": activity, "kind": rule.kind, "rule": rule.rule, "source": str(rule.source), "text": text,
        "hours": tuple((r.hour, r.printed if r.printed != r.hour else "", r.reason) for r in readings),
    }
