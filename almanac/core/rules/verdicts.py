"""Weigh the gods of a day: the day's grade and each activity's verdict (宜/忌/平), with reasons.

The seeds give principles, not a formula (seed 001 §用日法 L511–525). Encoded as follows:

Vetoes — no 吉 god outweighs them (“百事不宜”):
  V1 破日 (月破): “破日大凶，与月相冲… 破日最凶，必不可犯” (001 L517, L525).
  V2 the 阴阳不足 days: “虽遇天德、月德、玉堂、生气、黄道吉星值日也不可用… 百事不宜” (001 L169).
  V3 日冲岁 (the day branch clashes the 太岁): “日冲岁亦大凶” (001 L517).
  V4 正四废 and 四废荒芜相兼: “正四废大凶”, “四废、荒芜相兼日尤凶” (001 L519, L523).

Day strength — 旺相休囚死 of the day stem against the ruling element of the month by 五行用事
(木 from 立春, 火 from 立夏, 金 from 立秋, 水 from 立冬, 土 in the 18 days before each 四立; 001 L19, L511):
“当令者旺，受生者相，皆大吉。克月令者囚，受克于月令者死，皆凶。日生月者休，亦不会吉”.

Grade (first rule that applies):
  大凶  any veto.
  凶    the day stem is 囚 or 死 and neither 天德 nor 月德 is present; or 荒芜 (“次凶”, L521); or
        傍四废 without 吉多 (“傍四废亦凶… 吉多可用”, L519). 吉多 = more 吉 gods than 凶 gods.
  上吉  “日干…与月令同气，或与月三合，或月建相生，及天德、岁德、月德为上吉” (L513): the day stem is
        旺 or 相, or the day branch is in the month's 三合, or 天德/岁德/月德 is present — and 吉 gods
        are not outnumbered by 凶 gods.
  吉    “三德合日，天恩、天赦日为次吉” (L513) present; or a 黄道 day with 吉 gods outnumbering 凶 ones.
  平    otherwise.

Activity verdict (for each activity's 宜 and 忌 lists as the seeds print them):
  忌  on any veto day; else if 忌 gods of the list are present and they weigh at least as much as its
      宜 gods; 宜 gods weigh 2 when they are 德 of the top tiers (天德 月德 天德合 月德合 天赦 天愿;
      L513), else 1; 忌 gods weigh 1.
  宜  if the list's 宜 gods are present and outweigh its 忌 gods (“建日吉多可用… 收日吉多无妨”, L525).
  平  if neither list has a god on the day.
"""

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import ELEMENTS, STEM_ELEMENT, clashes
from almanac.core.rules.model import BAD, GOOD, Activity
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source

GRADES = ("大凶", "凶", "平", "吉", "上吉")
STRENGTHS = ("旺", "相", "休", "囚", "死")

VETO_SOURCE = Source(SEED_XIEJI_SUMMARY, "用日法", 517)
# The 用日法 lines the reasons cite, formatted once (they are in every day's reasons).
_USE_DAY = {line: str(Source(SEED_XIEJI_SUMMARY, "用日法", line)) for line in (511, 513, 517, 519, 521, 523, 525)}
TOP_DE = frozenset({"天德", "月德", "岁德"})
SECOND_DE = frozenset({"天德合", "月德合", "岁德合", "天恩", "天赦"})
HEAVY_GOOD = frozenset({"天德", "月德", "天德合", "月德合", "天赦", "天愿"})


def ruling_element(month: int, in_tuwang: bool) -> str:
    """The element that rules the month by 五行用事 (001 L19)."""
    if in_tuwang:
        return "土"
    return "木火金水"[(month - 1) // 3]


def strength(element: str, ruling: str) -> str:
    """旺相休囚死 of an element against the ruling element (001 §用日法 L511)."""
    distance = (ELEMENTS.index(element) - ELEMENTS.index(ruling)) % 5
    return {0: "旺", 1: "相", 4: "休", 3: "囚", 2: "死"}[distance]


class Reason(NamedTuple):
    text: str
    source: str


@dataclass(frozen=True, slots=True)
class Grade:
    name: str
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True, eq=False)  # shared via _verdict_of_hits' cache; identity is enough
class ActivityVerdict:
    activity: Activity
    verdict: str  # 宜 / 忌 / 平
    good: tuple[str, ...]  # names of the present gods of its 宜 list
    bad: tuple[str, ...]  # names of the present gods of its 忌 list
    reasons: tuple[Reason, ...]


class DayWeighing(NamedTuple):
    """Everything the weighing needs, already found."""

    names: frozenset[str]  # the counted gods (default readings, not rejected)
    kinds: dict[str, str]  # name → kind, for the gods that grade a day (not activity day-lists)
    veto_sources: dict[str, str]  # name → source, for the veto gods (阴阳不足)
    month: int
    month_branch: int
    day_stem: int
    day_branch: int
    year_branch: int
    in_tuwang: bool
    huangdao_good: bool


def vetoes(w: DayWeighing) -> tuple[Reason, ...]:
    reasons = []
    names = w.names
    if clashes(w.day_branch, w.month_branch):
        reasons.append(Reason("破日：月建所冲之日，“破日最凶，必不可犯”", _USE_DAY[525]))
    for name in sorted(names & w.veto_sources.keys()):
        reasons.append(Reason(f"{name}：阴阳不足之辰，百事不宜", w.veto_sources[name]))
    if clashes(w.day_branch, w.year_branch):
        reasons.append(Reason("日冲太岁：“日冲岁亦大凶”", _USE_DAY[517]))
    if "四废" in names:
        reasons.append(Reason("正四废：“支干俱无气也”，大凶", _USE_DAY[519]))
    if "四废荒芜相兼" in names:
        reasons.append(Reason("四废荒芜相兼：“尤凶”", _USE_DAY[523]))
    return tuple(reasons)


_KIND_SETS: dict[int, tuple[dict, frozenset[str], frozenset[str]]] = {}


def _kind_sets(kinds: dict[str, str]) -> tuple[frozenset[str], frozenset[str]]:
    """The 吉 and the 凶 names of a kinds table (the same table object on every day: kept by identity)."""
    found = _KIND_SETS.get(id(kinds))
    if found is None or found[0] is not kinds:
        found = (kinds, frozenset(n for n, k in kinds.items() if k == GOOD), frozenset(n for n, k in kinds.items() if k == BAD))
        _KIND_SETS[id(kinds)] = found
    return found[1], found[2]


def grade_day(w: DayWeighing, veto: tuple[Reason, ...]) -> Grade:
    if veto:
        return Grade("大凶", veto)
    names = w.names
    good_names, bad_names = _kind_sets(w.kinds)
    good = len(names & good_names)
    bad = len(names & bad_names)
    ruling = ruling_element(w.month, w.in_tuwang)
    stem_strength = strength(STEM_ELEMENT[w.day_stem], ruling)
    strength_source = _USE_DAY[511]
    strength_reason = Reason(f"日干{STEM_ELEMENT[w.day_stem]}于月令{ruling}为{stem_strength}", strength_source)
    counts = Reason(f"吉神{good}，凶神{bad}", _USE_DAY[525])

    if stem_strength in ("囚", "死") and not names & {"天德", "月德"}:
        return Grade("凶", (strength_reason, Reason("“克月令者囚，受克于月令者死，皆凶”", strength_source), counts))
    if "荒芜" in names:
        return Grade("凶", (Reason("荒芜：“次凶… 休囚失令之日”", _USE_DAY[521]), counts))
    if "傍四废" in names and good <= bad:
        return Grade("凶", (Reason("傍四废：“亦凶… 吉多可用”，而吉不多", _USE_DAY[519]), counts))

    top = []
    if stem_strength in ("旺", "相"):
        top.append(strength_reason)
    if w.day_branch % 4 == w.month_branch % 4 and w.day_branch != w.month_branch:
        top.append(Reason("日支与月建三合", _USE_DAY[513]))
    for name in sorted(names & TOP_DE):
        top.append(Reason(f"{name}日", _USE_DAY[513]))
    if top and good >= bad:
        return Grade("上吉", (*top, counts))
    second = [Reason(f"{n}日：次吉", _USE_DAY[513]) for n in sorted(names & SECOND_DE)]
    if second:
        return Grade("吉", (*second, counts))
    if w.huangdao_good and good > bad:
        return Grade("吉", (Reason("黄道日，吉神多于凶神", _USE_DAY[525]), counts))
    reasons = [strength_reason, counts]
    if stem_strength == "休":
        reasons.insert(1, Reason("“日生月者休，亦不会吉”", strength_source))
    return Grade("平", tuple(reasons))


def activity_verdict(activity: Activity, present: frozenset[str], veto: tuple[Reason, ...]) -> ActivityVerdict:
    # Only the present gods that the activity's lists name matter: a few at most, and the same few recur on
    # many days, so the verdict is remembered per (activity, those gods, vetoes).
    return _verdict_of_hits(activity, present & _named_by(activity), veto)


@lru_cache(maxsize=None)
def _named_by(activity: Activity) -> frozenset[str]:
    return frozenset(activity.good) | frozenset(activity.bad)


@lru_cache(maxsize=65536)
def _verdict_of_hits(activity: Activity, hits: frozenset[str], veto: tuple[Reason, ...]) -> ActivityVerdict:
    good = tuple(name for name in activity.good if name in hits)  # in the order the seed lists them
    bad = tuple(name for name in activity.bad if name in hits)
    return _weigh_activity(activity, good, bad, veto)


@lru_cache(maxsize=None)
def _source_text(activity: Activity) -> str:
    return str(activity.source)


def _weigh_activity(
    activity: Activity, good: tuple[str, ...], bad: tuple[str, ...], veto: tuple[Reason, ...]
) -> ActivityVerdict:
    """The verdict object; `_verdict_of_hits` shares it across days (same activity, gods present, vetoes)."""
    if veto:
        return ActivityVerdict(activity, "忌", good, bad, veto)
    if not good and not bad:
        return ActivityVerdict(activity, "平", good, bad, ())
    weight_good = sum(2 if name in HEAVY_GOOD else 1 for name in good)
    weight_bad = len(bad)
    source = _source_text(activity)
    if bad and weight_good <= weight_bad:
        text = f"忌{('、'.join(bad))}" + (f"，宜{('、'.join(good))}不足以制" if good else "")
        return ActivityVerdict(activity, "忌", good, bad, (Reason(text, source),))
    text = f"宜{('、'.join(good))}"
    if bad:
        text += f"；虽有{('、'.join(bad))}，吉多可用"
    return ActivityVerdict(activity, "宜", good, bad, (Reason(text, source),))
