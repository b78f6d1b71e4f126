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
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import ELEMENTS, STEM_ELEMENT
from almanac.core.data import activities_appendix as appendix_activities
from almanac.core.rules.catalogue import GRADING_GODS
from almanac.core.rules.model import BAD, GOOD, Activity
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source

GRADES = ("大凶", "凶", "平", "吉", "上吉")

# The 用日法 lines the reasons cite, formatted once (they are in every day's reasons).
_USE_DAY = {line: str(Source(SEED_XIEJI_SUMMARY, "用日法", line)) for line in (511, 513, 517, 519, 521, 523, 525)}
TOP_DE = frozenset({"天德", "月德", "岁德"})
SECOND_DE = frozenset({"天德合", "月德合", "岁德合", "天恩", "天赦"})
HEAVY_GOOD = frozenset({"天德", "月德", "天德合", "月德合", "天赦", "天愿"})
TIANDE_YUEDE = frozenset({"天德", "月德"})
# The gods whose presence (not only their count) the grade reads.
GRADE_MARKS = TOP_DE | SECOND_DE | {"荒芜", "傍四废"}
# The gods that veto a day besides the 阴阳不足 ones (whose Reason names them): 正四废, 四废荒芜相兼.
SIFEI, SIFEI_HUANGWU = "四废", "四废荒芜相兼"

_STRENGTH_BY_DISTANCE = ("旺", "相", "死", "囚", "休")  # (element − ruling) mod 5


def ruling_element(month: int, in_tuwang: bool) -> str:
    """The element that rules the month by 五行用事 (001 L19)."""
    if in_tuwang:
        return "土"
    return "木火金水"[(month - 1) // 3]


def strength(element: str, ruling: str) -> str:
    """旺相休囚死 of an element against the ruling element (001 §用日法 L511)."""
    return _STRENGTH_BY_DISTANCE[(ELEMENTS.index(element) - ELEMENTS.index(ruling)) % 5]


class Reason(NamedTuple):
    text: str
    source: str


class Grade(NamedTuple):  # a NamedTuple: built for most days, and ~3× cheaper than a frozen dataclass
    name: str
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True, eq=False)  # shared across days (day_almanac's tables); identity is enough
class ActivityVerdict:
    activity: Activity
    verdict: str  # 宜 / 忌 / 平
    good: tuple[str, ...]  # names of the present gods of its 宜 list
    bad: tuple[str, ...]  # names of the present gods of its 忌 list
    reasons: tuple[Reason, ...]


# --- vetoes ----------------------------------------------------------------------------------------

PO_REASON = Reason("破日：月建所冲之日，“破日最凶，必不可犯”", _USE_DAY[525])
YEAR_CLASH_REASON = Reason("日冲太岁：“日冲岁亦大凶”", _USE_DAY[517])
SIFEI_REASON = Reason("正四废：“支干俱无气也”，大凶", _USE_DAY[519])
SIFEI_HUANGWU_REASON = Reason("四废荒芜相兼：“尤凶”", _USE_DAY[523])


def buzu_reason(name: str, source: str) -> Reason:
    """The veto of a 阴阳不足 god (V2)."""
    return Reason(f"{name}：阴阳不足之辰，百事不宜", source)


def veto_reasons(po: bool, buzu: tuple[Reason, ...], year_clash: bool, sifei: bool, sifei_huangwu: bool) -> tuple[Reason, ...]:
    """The vetoes of a day (V1–V4), in this order; `buzu`: the reasons of its 阴阳不足 gods, by name."""
    reasons = [PO_REASON] if po else []
    reasons += buzu
    if year_clash:
        reasons.append(YEAR_CLASH_REASON)
    if sifei:
        reasons.append(SIFEI_REASON)
    if sifei_huangwu:
        reasons.append(SIFEI_HUANGWU_REASON)
    return tuple(reasons)


# --- the grade -------------------------------------------------------------------------------------

# 旺相休囚死 of each day stem under each month's ruling element (by 五行用事; 土 in 土王用事), with the reason
# that states it: _STEM_STRENGTH[in_tuwang][month][stem].
_STEM_STRENGTH = tuple(
    (None,) + tuple(
        tuple(
            (strength(STEM_ELEMENT[stem], ruling), Reason(
                f"日干{STEM_ELEMENT[stem]}于月令{ruling}为{strength(STEM_ELEMENT[stem], ruling)}", _USE_DAY[511]))
            for stem in range(10)
        )
        for ruling in (ruling_element(month, tuwang) for month in range(1, 13))
    )
    for tuwang in (False, True)
)
_QIU_SI_REASON = Reason("“克月令者囚，受克于月令者死，皆凶”", _USE_DAY[511])
_XIU_REASON = Reason("“日生月者休，亦不会吉”", _USE_DAY[511])
_HUANGWU_REASON = Reason("荒芜：“次凶… 休囚失令之日”", _USE_DAY[521])
_BANG_SIFEI_REASON = Reason("傍四废：“亦凶… 吉多可用”，而吉不多", _USE_DAY[519])
_SANHE_REASON = Reason("日支与月建三合", _USE_DAY[513])
_HUANGDAO_REASON = Reason("黄道日，吉神多于凶神", _USE_DAY[525])
_TOP_DE_REASONS = {name: Reason(f"{name}日", _USE_DAY[513]) for name in TOP_DE}
_SECOND_DE_REASONS = {name: Reason(f"{name}日：次吉", _USE_DAY[513]) for name in SECOND_DE}
# "吉神g，凶神b" for every count of 吉 and 凶 grading gods a day can have (a finite table, built once):
# _COUNTS[good][bad].
_COUNTS = tuple(
    tuple(Reason(f"吉神{good}，凶神{bad}", _USE_DAY[525]) for bad in range(sum(g.kind == BAD for g in GRADING_GODS) + 1))
    for good in range(sum(g.kind == GOOD for g in GRADING_GODS) + 1)
)


# grade_day builds its Grade as _new(Grade, (name, reasons)): the same NamedTuple, made in C rather than by
# the NamedTuple's own Python-level __new__ (grade_day runs for most days).
_new = tuple.__new__


def grade_day(
    veto: tuple[Reason, ...],
    good: int,
    bad: int,
    marks: frozenset[str],
    day_stem: int,
    month: int,
    in_tuwang: bool,
    sanhe: bool,
    huangdao_good: bool,
) -> Grade:
    """The day's grade by the rules above. good / bad: how many 吉 / 凶 grading gods are present; marks: the
    present gods among GRADE_MARKS; sanhe: the day branch is in the 三合 of the 月建 (not the 月建 itself)."""
    if veto:
        return _new(Grade, ("大凶", veto))
    stem_strength, strength_reason = _STEM_STRENGTH[in_tuwang][month][day_stem]
    counts = _COUNTS[good][bad]

    if (stem_strength == "囚" or stem_strength == "死") and not (marks and marks & TIANDE_YUEDE):
        return _new(Grade, ("凶", (strength_reason, _QIU_SI_REASON, counts)))
    if marks and "荒芜" in marks:
        return _new(Grade, ("凶", (_HUANGWU_REASON, counts)))
    if marks and "傍四废" in marks and good <= bad:
        return _new(Grade, ("凶", (_BANG_SIFEI_REASON, counts)))

    top = []
    if stem_strength == "旺" or stem_strength == "相":
        top.append(strength_reason)
    if sanhe:
        top.append(_SANHE_REASON)
    if marks:  # (most days have none of GRADE_MARKS)
        top += [_TOP_DE_REASONS[name] for name in sorted(marks & TOP_DE)]
    if top and good >= bad:
        return _new(Grade, ("上吉", (*top, counts)))
    if marks and (second := [_SECOND_DE_REASONS[name] for name in sorted(marks & SECOND_DE)]):
        return _new(Grade, ("吉", (*second, counts)))
    if huangdao_good and good > bad:
        return _new(Grade, ("吉", (_HUANGDAO_REASON, counts)))
    if stem_strength == "休":
        return _new(Grade, ("平", (strength_reason, _XIU_REASON, counts)))
    return _new(Grade, ("平", (strength_reason, counts)))


def in_sanhe(day_branch: int, month_branch: int) -> bool:
    """The day branch is in the 三合 of the 月建 and is not the 月建 itself (L513 “与月三合”)."""
    return day_branch % 4 == month_branch % 4 and day_branch != month_branch


# --- activity verdicts -----------------------------------------------------------------------------


def activity_verdict(activity: Activity, present: frozenset[str], veto: tuple[Reason, ...]) -> ActivityVerdict:
    """The verdict of an activity on a day whose counted gods are `present` (names), by plain set logic."""
    good = tuple(name for name in activity.good if name in present)  # in the order the seed lists them
    bad = tuple(name for name in activity.bad if name in present)
    return weigh_activity(activity, good, bad, veto)


def weigh_activity(
    activity: Activity, good: tuple[str, ...], bad: tuple[str, ...], veto: tuple[Reason, ...]
) -> ActivityVerdict:
    """The verdict of an activity whose present 宜 gods are `good` and 忌 gods `bad` (in list order), with what its
    text names and no seed here defines said in its reasons (`undefined_reasons`)."""
    found = _weigh_activity(activity, good, bad, veto)
    undefined = undefined_reasons(activity)
    return ActivityVerdict(activity, found.verdict, good, bad, found.reasons + undefined) if undefined else found


@cache
def undefined_reasons(activity: Activity) -> tuple[Reason, ...]:
    """The gods an activity's text names as 忌 that none of the four seeds defines (伏断, 天地空亡, 六壬空亡, 九丑:
    activities_appendix.ACTIVITY_UNDEFINED_NAMES): they cannot be found on a day, so they are not weighed, and every
    verdict of the activity says so — never silently dropped."""
    names = appendix_activities.ACTIVITY_UNDEFINED_NAMES.get(activity.name)
    if not names:
        return ()
    text = (f"{'、'.join(names)}：原书列为所忌，而本站所据诸书（选择求真，协纪辨方书之摘要、卷八、附录）皆未载其起例，"
            "无从推算，未入权衡")
    return (Reason(text, str(appendix_activities.ACTIVITY_UNDEFINED_SOURCES[activity.name])),)


def _weigh_activity(
    activity: Activity, good: tuple[str, ...], bad: tuple[str, ...], veto: tuple[Reason, ...]
) -> ActivityVerdict:
    if veto:
        return ActivityVerdict(activity, "忌", good, bad, veto)
    if not good and not bad:
        return ActivityVerdict(activity, "平", good, bad, ())
    weight_good = sum(2 if name in HEAVY_GOOD else 1 for name in good)
    weight_bad = len(bad)
    source = str(activity.source)
    if bad and weight_good <= weight_bad:
        text = f"忌{('、'.join(bad))}" + (f"，宜{('、'.join(good))}不足以制" if good else "")
        return ActivityVerdict(activity, "忌", good, bad, (Reason(text, source),))
    text = f"宜{('、'.join(good))}"
    if bad:
        text += f"；虽有{('、'.join(bad))}，吉多可用"
    return ActivityVerdict(activity, "宜", good, bad, (Reason(text, source),))
