"""The day page read top-down like a printed 黄历: the 宜 and 忌 lines under the grade, the activity table with
the deciding reason first, the lists of the appendix grouped, the hour that is now.

Shapes values of the core (the day's JSON dict and its rules) for the template; decides nothing: every verdict
and reason is the core's (almanac/core/rules/verdicts.py), this only says which of them decided.
"""

import functools
from datetime import date, datetime, timedelta
from typing import NamedTuple

from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext_lazy, pgettext
from django.utils.translation import gettext as _

from almanac.core import api

# The lists of seed 001 (《协纪辨方书》摘要, 事项宜忌): the everyday activities, shown first and open. The
# appendix's lists (seed 003) follow, each group folded.
FIRST_SEED = "001"
APPENDIX_GROUPS = (
    ("杂用宜忌", ("杂用宜忌",)),
    ("事类总集", ("事类总集",)),
    ("长星短星、祀灶、洗头", ("长星短星", "祀灶日", "洗头日")),
)
# What tells apart two activities a reader could take for one another (shown under the name).
HINTS = {
    "结婚姻": gettext_lazy("议婚订婚"),
    "嫁娶": gettext_lazy("迎娶成婚"),
    "嫁娶（事类总集）": gettext_lazy("迎娶成婚（通书之单）"),
}


@functools.cache
def _activities() -> dict:
    return {a.name: a for a in api.ACTIVITIES}


def veto_names(vetoes) -> tuple[str, ...]:
    """The short names of a day's vetoes (破日, 日冲太岁, 四废荒芜相兼, a 阴阳不足 god …): each veto's reason is
    written “name：why” (almanac/core/rules/verdicts.py)."""
    return tuple(dict.fromkeys(reason.text.split("：", 1)[0] for reason in vetoes))


def veto_text(vetoes, convert) -> str:
    """'百事不宜（四废荒芜相兼）' for a veto day, '' otherwise (HTML). `convert`: the page's term converter, which may
    give HTML (a term in a span of its language)."""
    names = veto_names(vetoes)
    if not names:
        return ""
    joined = conditional_escape(pgettext("punctuation", "、")).join(conditional_escape(convert(n)) for n in names)
    return mark_safe(conditional_escape(_("百事不宜（%(names)s）")) % {"names": joined})  # both parts escaped


class Row(NamedTuple):
    number: int  # 1… in page order (ids of the why fragments)
    name: str
    verdict: str
    decider: str  # what decided the verdict
    tone: str  # "good" / "bad" / ""
    good: tuple[str, ...]  # present gods of its 宜 list
    bad: tuple[str, ...]
    label: str  # the list it comes from, when another list has an activity of the same name
    hint: str
    house: str = ""  # “本站权衡：…” when the site's own weighing decided the verdict, else ""


class Section(NamedTuple):
    key: str
    title: str
    rows: tuple[Row, ...]
    counts: dict  # yi / ji / ping → how many 宜 / 忌 / 平
    folded: bool
    source: str  # the list's place (a Source text; the template cites it)


def decider(activity: dict, veto: str) -> tuple[str, str]:
    """(what decided the verdict, its tone): the veto, or which side's gods outweighed the other."""
    verdict, good, bad = activity["verdict"], activity["for"], activity["against"]
    if veto and verdict == "忌":
        return veto, "bad"
    if verdict == "忌":
        return (_("宜神不足以制忌神") if good else _("值忌神")), "bad"
    if verdict == "宜":
        return (_("宜神胜忌神，吉多可用") if bad else _("值宜神")), "good"
    return _("无此事之宜忌神"), ""


def _base(name: str) -> str:
    return name.split("（", 1)[0]


def _list_label(name: str) -> str:
    activity = _activities().get(name)
    if activity is None:
        return ""
    if activity.source.seed.startswith(FIRST_SEED):
        return _("摘要·事项宜忌")
    return activity.group


def _section_key(name: str) -> str:
    activity = _activities().get(name)
    if activity is None or activity.source.seed.startswith(FIRST_SEED):
        return FIRST_SEED
    return next((key for key, groups in APPENDIX_GROUPS if activity.group in groups), APPENDIX_GROUPS[0][0])


def activity_sections(activities: list[dict], veto: str) -> list[Section]:
    """The day's activities in sections: seed 001's first (open), then the appendix's groups (folded)."""
    sections, number = [], 0
    decided: dict[tuple, tuple[str, str]] = {}  # decider's answers: a few a day, by what it reads of an activity
    for key, title, folded, source, members in _layout(tuple(a["name"] for a in activities), get_language()):
        rows = []
        for index, label, hint in members:
            a = activities[index]
            number += 1
            reads = (a["verdict"], bool(a["for"]), bool(a["against"]))
            if reads not in decided:
                decided[reads] = decider(a, veto)
            said, tone = decided[reads]
            rows.append(Row(number, a["name"], a["verdict"], said, tone, tuple(a["for"]), tuple(a["against"]),
                            label, hint, a.get("house_note", "")))
        counts = {key: sum(r.verdict == v for r in rows) for key, v in (("yi", "宜"), ("ji", "忌"), ("ping", "平"))}
        sections.append(Section(key, title, tuple(rows), counts, folded, source))
    return sections


@functools.lru_cache(maxsize=64)  # every day lists the same activities: one layout a language
def _layout(names: tuple[str, ...], language: str) -> tuple:
    """What the activities' names decide of the sections, in the active language: each section's key, title,
    folded, source and members (index in `names`, list label, hint)."""
    bases: dict[str, int] = {}
    for name in names:
        bases[_base(name)] = bases.get(_base(name), 0) + 1
    grouped: dict[str, list[int]] = {FIRST_SEED: []} | {key: [] for key, _groups in APPENDIX_GROUPS}
    for index, name in enumerate(names):
        grouped[_section_key(name)].append(index)
    layout = []
    for key, indices in grouped.items():
        if not indices:
            continue
        members = []
        for index in indices:
            name = names[index]
            shared = bases[_base(name)] > 1 and name == _base(name)
            members.append((index, _list_label(name) if shared else "", str(HINTS.get(name, ""))))
        first = key == FIRST_SEED
        title = _("常用事项") if first else key
        source = _section_source([{"name": names[i]} for i in indices], first)
        layout.append((key, title, not first, source, tuple(members)))
    return tuple(layout)


def _section_source(members: list[dict], first: bool) -> str:
    """The place of a section's lists: the first and last activity's sources (one seed)."""
    sources = [_activities()[a["name"]].source for a in members if a["name"] in _activities()]
    if not sources:
        return ""
    if first:
        return str(sources[0]) if len(sources) == 1 else f"{sources[0]}, {sources[-1]}"
    return ", ".join(dict.fromkeys(str(s) for s in sources))


def summary_lines(activities: list[dict]) -> tuple[list[str], list[str]]:
    """The 宜 and the 忌 line: the activities' names, seed 001's first (as the table)."""
    ordered = sorted(activities, key=lambda a: _section_key(a["name"]) != FIRST_SEED)
    return [a["name"] for a in ordered if a["verdict"] == "宜"], [a["name"] for a in ordered if a["verdict"] == "忌"]


# --- the hour that is now --------------------------------------------------------------------------------


def current_hour(day: date, now: datetime) -> int | None:
    """The index (0 = 子 … 11 = 亥) of the 时辰 `now` is in, when it is one of `day`'s; else None. A day's 子时
    begins at 23:00 of the evening before (docs/api.md), so from 23:00 the hour belongs to the next day."""
    hour_day = now.date() + timedelta(days=1) if now.hour == 23 else now.date()
    if hour_day != day:
        return None
    return ((now.hour + 1) // 2) % 12


def seconds_to_next_hour(now: datetime) -> int:
    """Seconds until the next 时辰 begins (at an odd hour: 01:00, 03:00 … 23:00), at least 1."""
    next_odd = now.replace(minute=0, second=0, microsecond=0) + timedelta(hours=1 if now.hour % 2 == 0 else 2)
    return max(1, int((next_odd - now).total_seconds()))
