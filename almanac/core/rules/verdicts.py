"""Weigh the gods of a day: the day's grade and each activity's verdict (宜/忌/平), with reasons.

Seed 001 §用日法 (L511–525) gives principles, not a formula. Where its words decide, the grade or verdict
follows them and cites the line; where they do not (two of its principles meet and it does not say which
goes first, or 宜 and 忌 gods meet), the site decides by a weighing of its own, and the Grade or
ActivityVerdict says so in `house`: a sentence beginning “本站权衡：” (empty when the text decides).

Vetoes — the grade 大凶, and 忌 for every activity:
  V1 破日 (月破): “破日大凶，与月相冲… 破日最凶，必不可犯” (001 L517, L525).
  V2 the 阴阳不足 days: “虽遇天德、月德、玉堂、生气、黄道吉星值日也不可用… 百事不宜” (001 L169).
  V3 日冲岁: “日冲岁亦大凶” (L517).
  V4 正四废 “大凶” (L519), 四废荒芜相兼 “尤凶” (L523).
All four are the text's for the grade, V1 and V2 for the activities too. The text calls V3 and V4 days 凶 but
does not say “百事不宜” of them: that every activity is 忌 on them is the site's reading (said so in the
verdict, unless the activity's own lists already make it 忌).

Day strength — 旺相休囚死 of the day stem against the ruling element of the month by 五行用事
(木 from 立春, 火 from 立夏, 金 from 立秋, 水 from 立冬, 土 in the 18 days before each 四立; 001 L19, L511):
“当令者旺，受生者相，皆大吉。克月令者囚，受克于月令者死，皆凶。日生月者休，亦不会吉。故母仓非上吉日”.

The text's claims on a day (L511–L523):
  上吉  the day stem 旺 or 相 (L511 “皆大吉”; L513 “与月令同气…月建相生”); the day branch in the month's 三合
        (L513 “或与月三合”); 天德, 岁德, 月德 (L513).
  吉    三德合 (天德合 月德合 岁德合), 天恩, 天赦 (L513 “为次吉”).
  not 上吉  the day stem 休 (L511 “亦不会吉。故母仓非上吉日”: read as “not 上吉”, since its example, 母仓, a
        吉 god of 休 days, is called 非上吉日 — not 非吉日).
  凶    the day stem 囚 or 死 (L511); 荒芜 (L521 “次凶”); 傍四废 (L519 “亦凶”, but “吉多可用”).

Grade: a veto → 大凶. When the claims agree, the text decides: 上吉 if a 上吉 claim, else 吉 if a 次吉 claim,
else 平 (a plain 休 day), or 凶 when only 凶 claims. The counts of 吉 and 凶 gods play no part there (L525's
“吉多可用” speaks of 建日 and 收日 only). When they disagree, the site's weighing, with 吉多 = more 吉 gods
than 凶 gods (the words of L519 and L525):
  H1 囚死 against 三合, 岁德 or a 次吉 god: 凶 (“日干尤重”, L511).
  H2 囚死 with 天德 or 月德: 上吉 if 吉多, else 凶 (L169 names 天德、月德 as what would otherwise redeem a day).
  H3 荒芜 against any 吉 claim: 凶 (L519 grants “吉多可用” to 傍四废 only).
  H4 傍四废: 凶 unless 吉多; with 吉多 (“可用”) the grade of the day's 上吉 or 次吉 claims, else 平.
  H5 休 against a 上吉 claim: 上吉 if 吉多, else 吉 with a 次吉 god, else 平.

Activity verdict (each activity's 宜 and 忌 lists as the seeds print them, and two 忌 the text lays on every
activity: 月忌日 “凡事避之” (L333; not for 嫁娶, 003 L907) and 傍四废 “亦凶… 吉多可用” (L519)):
  忌  on a veto day (see above); or when only 忌 gods are present (text: the 忌 list).
  宜  when only 宜 gods are present (text: the 宜 list).
  平  when neither list has a god on the day.
  When both are present the text does not say how to weigh them (no 宜忌等第 in these texts): the site's
  weighing — the 德 that L513 ranks (天德 月德 岁德 上吉; 天德合 月德合 岁德合 天恩 天赦 次吉) weigh 2, every
  other god 1; 宜 only when the 宜 gods outweigh the 忌 gods (“吉多可用”), a tie is 忌.
Each reason cites its own line: a 宜 reason the activity's 宜 line, a 忌 reason its 忌 line (or L333, L519).
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, partial
from typing import NamedTuple

from almanac.core.calendar.ganzhi import ELEMENTS, STEM_ELEMENT
from almanac.core.data import activities_appendix as appendix_activities
from almanac.core.data.activities_appendix import ACTIVITY_EXEMPTIONS
from almanac.core.rules.model import Activity
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source

GRADES = ("大凶", "凶", "平", "吉", "上吉")
HOUSE = "本站权衡："  # every sentence of the site's own weighing begins so

# The 用日法 lines the reasons cite, formatted once (they are in every day's reasons).
_USE_DAY = {line: str(Source(SEED_XIEJI_SUMMARY, "用日法", line)) for line in (511, 513, 517, 519, 521, 523, 525)}
TOP_DE = frozenset({"天德", "月德", "岁德"})  # L513 “及天德、岁德、月德为上吉”
SECOND_DE = frozenset({"天德合", "月德合", "岁德合", "天恩", "天赦"})  # L513 “三德合日，天恩、天赦日为次吉”
# The gods an activity's weighing counts double: the 德 L513 ranks (上吉 and 次吉), and no other.
HEAVY_GOOD = TOP_DE | SECOND_DE
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
    house: str = ""  # “本站权衡：…” when the site's weighing decided the grade, else ""


NOT_NUMBERED = 1 << 30  # the number of a verdict outside the rule tables (beyond any table's size)


@dataclass(frozen=True, slots=True, eq=False)  # shared across days (day_almanac's tables); identity is enough
class ActivityVerdict:
    activity: Activity
    verdict: str  # 宜 / 忌 / 平
    good: tuple[str, ...]  # names of the present gods of its 宜 list
    bad: tuple[str, ...]  # names of the present gods of its 忌 list (and the 忌 of every activity: DAY_WIDE_BAD)
    reasons: tuple[Reason, ...]
    house: str = ""  # “本站权衡：…” when the site's weighing decided the verdict, else ""
    # Its number among the rule tables' verdicts (rules/day_almanac.py numbers them once, when they are built;
    # NOT_NUMBERED for one weighed afresh): a small int the JSON layer keys its encoded entries by.
    number: int = field(default=NOT_NUMBERED, repr=False, compare=False)


# --- vetoes ----------------------------------------------------------------------------------------

PO_REASON = Reason("破日：月建所冲之日，“破日最凶，必不可犯”", _USE_DAY[525])
YEAR_CLASH_REASON = Reason("日冲太岁：“日冲岁亦大凶”", _USE_DAY[517])
SIFEI_REASON = Reason("正四废：“支干俱无气也”，大凶", _USE_DAY[519])
SIFEI_HUANGWU_REASON = Reason("四废荒芜相兼：“尤凶”", _USE_DAY[523])
# The vetoes whose “every activity 忌” is the site's reading (the text says 大凶 / 尤凶, not 百事不宜).
HOUSE_VETOES = {YEAR_CLASH_REASON: "日冲太岁", SIFEI_REASON: "正四废", SIFEI_HUANGWU_REASON: "四废荒芜相兼"}


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
_WANG_XIANG_REASON = Reason("“当令者旺，受生者相，皆大吉”", _USE_DAY[511])
_QIU_SI_REASON = Reason("“克月令者囚，受克于月令者死，皆凶”", _USE_DAY[511])
_XIU_REASON = Reason("“日生月者休，亦不会吉。故母仓非上吉日”", _USE_DAY[511])
_HUANGWU_REASON = Reason("荒芜：“次凶… 休囚失令之日”", _USE_DAY[521])
_BANG_SIFEI_REASON = Reason("傍四废：“亦凶，或支或干无气也。傍四废吉多可用”", _USE_DAY[519])
_SANHE_REASON = Reason("日支与月建三合：“或与月三合…为上吉”", _USE_DAY[513])
_TOP_DE_REASONS = {name: Reason(f"{name}日：“为上吉”", _USE_DAY[513]) for name in TOP_DE}
_SECOND_DE_REASONS = {name: Reason(f"{name}日：“为次吉”", _USE_DAY[513]) for name in SECOND_DE}

# grade_day builds its Grade as _new(Grade, (name, reasons, house)): the same NamedTuple, made in C rather
# than by the NamedTuple's own Python-level __new__ (grade_day runs for most days).
_new = tuple.__new__


def _counted(good: int, bad: int) -> str:
    relation = "多于" if good > bad else ("等于" if good == bad else "少于")
    return f"吉神{good}{relation}凶神{bad}"


def _claims(stem_strength: str, strength_reason: Reason, sanhe: bool, marks: frozenset[str]):
    """The text's 上吉 and 次吉 claims on a day: (上吉 reasons, 次吉 reasons, the names of both, for a sentence)."""
    top, names = [], []
    if stem_strength == "旺" or stem_strength == "相":
        top += (strength_reason, _WANG_XIANG_REASON)
        names.append(f"日干{stem_strength}")
    if sanhe:
        top.append(_SANHE_REASON)
        names.append("日支与月三合")
    second = []
    if marks:  # (most days have none of GRADE_MARKS)
        for name in sorted(marks & TOP_DE):
            top.append(_TOP_DE_REASONS[name])
            names.append(name)
        for name in sorted(marks & SECOND_DE):
            second.append(_SECOND_DE_REASONS[name])
            names.append(name)
    return top, second, "、".join(names)


def _claims_stand(stem_strength, strength_reason, marks, claimed) -> Grade | None:
    """The grade when a 凶 claim of the text stands whatever else the day has (H1, 荒芜 and the plain 凶 days),
    else None."""
    qiu_si = stem_strength == "囚" or stem_strength == "死"
    if qiu_si and not (marks and marks & TIANDE_YUEDE):
        house = (f"{HOUSE}日干{stem_strength}“皆凶”，而本日又有{claimed}，经未言孰先；以“日干尤重”从日干，评凶"
                 if claimed else "")
        return _new(Grade, ("凶", (strength_reason, _QIU_SI_REASON), house))
    if marks and "荒芜" in marks:
        reasons = (strength_reason, _QIU_SI_REASON, _HUANGWU_REASON) if qiu_si else (_HUANGWU_REASON,)
        house = (f"{HOUSE}荒芜“次凶”，而本日又有{claimed}，经未言孰先；“吉多可用”经只许傍四废，故从荒芜，评凶"
                 if claimed else "")
        return _new(Grade, ("凶", reasons, house))
    return None


def grade_day(
    veto: tuple[Reason, ...],
    good: int,
    bad: int,
    marks: frozenset[str],
    day_stem: int,
    month: int,
    in_tuwang: bool,
    sanhe: bool,
) -> Grade:
    """The day's grade by the rules above. good / bad: how many 吉 / 凶 grading gods are present; marks: the
    present gods among GRADE_MARKS; sanhe: the day branch is in the 三合 of the 月建 (not the 月建 itself)."""
    if veto:
        return _new(Grade, ("大凶", veto, ""))
    return (grade_without_counts(marks, day_stem, month, in_tuwang, sanhe)
            or grade_by_counts(marks, day_stem, month, in_tuwang, sanhe)(good, bad))


def grade_without_counts(marks: frozenset[str], day_stem: int, month: int, in_tuwang: bool, sanhe: bool) -> Grade | None:
    """The grade of a day without vetoes where the text's claims decide it, whatever the numbers of its 吉 and 凶
    gods; None where those numbers decide (吉多): 傍四废 (H3, H4), 日干囚死 redeemed by 天德/月德 (H2), 日干休 with
    a 上吉 claim (H5). What it reads is fixed by a row of the rule tables, so they hold it (rules/day_almanac.py)."""
    stem_strength, strength_reason = _STEM_STRENGTH[in_tuwang][month][day_stem]
    top, second, claimed = _claims(stem_strength, strength_reason, sanhe, marks)
    stands = _claims_stand(stem_strength, strength_reason, marks, claimed)
    if stands is not None:
        return stands
    if (marks and "傍四废" in marks) or stem_strength in ("囚", "死") or (stem_strength == "休" and top):
        return None  # (囚死 here only with 天德 or 月德)
    if top:  # the claims agree: the text decides
        return _new(Grade, ("上吉", (*top, *second), ""))
    if second:
        return _new(Grade, ("吉", tuple(second), ""))
    return _new(Grade, ("平", (strength_reason, _XIU_REASON), ""))


def grade_by_counts(marks: frozenset[str], day_stem: int, month: int, in_tuwang: bool,
                    sanhe: bool) -> Callable[[int, int], Grade]:
    """H2–H5, where grade_without_counts gives no grade (吉多 decides): the grade as a function of how many 吉 and 凶 grading gods are
    present (good, bad), everything else read once. What it reads is fixed by a row of the rule tables and
    its GRADE_MARKS gods, so they hold it (rules/day_almanac.py)."""
    stem_strength, strength_reason = _STEM_STRENGTH[in_tuwang][month][day_stem]
    top, second, claimed = _claims(stem_strength, strength_reason, sanhe, marks)
    bang = bool(marks) and "傍四废" in marks
    against = (strength_reason, _QIU_SI_REASON if stem_strength != "休" else _XIU_REASON) if stem_strength in (
        "囚", "死", "休") else ()
    if bang:
        against += (_BANG_SIFEI_REASON,)
    return partial(_grade_by_numbers, stem_strength, strength_reason, tuple(top), tuple(second), claimed, bang,
                   against, "、".join(_against_names(stem_strength, bang)))


def _grade_by_numbers(stem_strength, strength_reason, top, second, claimed, bang, against, against_names, good,
                      bad) -> Grade:
    """H2–H5 on a day with `good` 吉 and `bad` 凶 grading gods (grade_by_counts): the text's 吉 claims against
    囚死 (redeemed by 天德/月德), 傍四废 or 休 — decided by 吉多."""
    counted = _counted(good, bad)
    if bang and good <= bad:  # H3: 傍四废 without 吉多 stands
        house = f"{HOUSE}以吉神多于凶神为“吉多”；本日{counted}，吉不多，不可用，评凶"
        qiu_si = stem_strength == "囚" or stem_strength == "死"
        reasons = (strength_reason, _QIU_SI_REASON, _BANG_SIFEI_REASON) if qiu_si else (_BANG_SIFEI_REASON,)
        return _new(Grade, ("凶", reasons, house))
    if good > bad and (top or second):
        name, claims = ("上吉", top + second) if top else ("吉", second)
        house = f"{HOUSE}本日有{claimed}，又有{against_names}，经未言孰先；吉多则从吉：{counted}，评{name}"
        return _new(Grade, (name, (*claims, *against), house))
    if good > bad:  # 傍四废 “吉多可用”, and nothing else to raise the day
        house = f"{HOUSE}以吉神多于凶神为“吉多”；本日{counted}，依“吉多可用”不以凶论，评平"
        return _new(Grade, ("平", against, house))
    if stem_strength == "休":  # H5, not 吉多: “亦不会吉” stands over the 上吉 claims; a 次吉 god still gives 吉
        name = "吉" if second else "平"
        house = f"{HOUSE}本日有{claimed}，而日干休“亦不会吉”，经未言孰先；吉不多则从日干：{counted}，评{name}"
        return _new(Grade, (name, (*second, *against), house))
    house = f"{HOUSE}日干{stem_strength}“皆凶”，而本日有{claimed}，经未言孰先；吉不多则从日干：{counted}，评凶"  # H2
    return _new(Grade, ("凶", (*against, *top, *second), house))


def _against_names(stem_strength: str, bang: bool) -> list[str]:
    names = [f"日干{stem_strength}"] if stem_strength in ("囚", "死", "休") else []
    return names + (["傍四废"] if bang else [])


def in_sanhe(day_branch: int, month_branch: int) -> bool:
    """The day branch is in the 三合 of the 月建 and is not the 月建 itself (L513 “与月三合”)."""
    return day_branch % 4 == month_branch % 4 and day_branch != month_branch


# --- activity verdicts -----------------------------------------------------------------------------

# The 忌 the text lays on every activity, with the line that says so (a 忌 god of every activity's list).
DAY_WIDE_BAD = {
    "月忌日": Reason("月忌日：“凡事避之”", str(Source(SEED_XIEJI_SUMMARY, "月忌日", 333))),
    "傍四废": Reason("傍四废：“亦凶… 傍四废吉多可用”", _USE_DAY[519]),
}


@cache
def weighed_lists(activity: Activity) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The 宜 and 忌 gods an activity is weighed by: its lists as printed, and the 忌 of every activity
    (DAY_WIDE_BAD) it does not list itself and the text does not exempt it from (ACTIVITY_EXEMPTIONS)."""
    exempt = ACTIVITY_EXEMPTIONS.get(activity.name, frozenset())
    if "*" in exempt:
        return activity.good, activity.bad
    extra = tuple(name for name in DAY_WIDE_BAD if name not in activity.bad and name not in exempt)
    return activity.good, activity.bad + extra


def weight(names: tuple[str, ...], *, good: bool) -> int:
    """The weight of present gods in the site's weighing: a 德 of L513 on the 宜 side weighs 2, any other 1."""
    return sum(2 if good and name in HEAVY_GOOD else 1 for name in names)


def activity_verdict(activity: Activity, present: frozenset[str], veto: tuple[Reason, ...]) -> ActivityVerdict:
    """The verdict of an activity on a day whose counted gods are `present` (names), by plain set logic."""
    good_list, bad_list = weighed_lists(activity)
    good = tuple(name for name in good_list if name in present)  # in the order the seed lists them
    bad = tuple(name for name in bad_list if name in present)
    return weigh_activity(activity, good, bad, veto)


def _side_reasons(activity: Activity, good: tuple[str, ...], bad: tuple[str, ...]):
    """(the 宜 reasons, the 忌 reasons): each cites its own line."""
    good_reasons = (Reason(f"宜{'、'.join(good)}", str(activity.source)),) if good else ()
    listed = tuple(name for name in bad if name in activity.bad)
    bad_reasons = (Reason(f"忌{'、'.join(listed)}", str(activity.against_source)),) if listed else ()
    bad_reasons += tuple(DAY_WIDE_BAD[name] for name in bad if name not in activity.bad)
    return good_reasons, bad_reasons


def vetoed(activity: Activity, good: tuple[str, ...], bad: tuple[str, ...], veto: tuple[Reason, ...]) -> ActivityVerdict:
    """忌 on a veto day; the site's reading when only V3/V4 veto and the activity's lists would not say 忌."""
    if any(reason not in HOUSE_VETOES for reason in veto):  # V1, V2: the text's “必不可犯”, “百事不宜”
        return ActivityVerdict(activity, "忌", good, bad, veto)
    good_reasons, bad_reasons = _side_reasons(activity, good, bad)
    if bad and not good:  # its own 忌 list says 忌 already
        return ActivityVerdict(activity, "忌", good, bad, (*veto, *bad_reasons))
    names = "、".join(HOUSE_VETOES[reason] for reason in veto)
    house = f"{HOUSE}{names}，经但言其日之凶，未言百事不宜；于此日凡事从忌" + ("，宜神不论" if good else "")
    return ActivityVerdict(activity, "忌", good, bad, (*veto, *bad_reasons, *good_reasons), house)


def weigh_activity(
    activity: Activity, good: tuple[str, ...], bad: tuple[str, ...], veto: tuple[Reason, ...]
) -> ActivityVerdict:
    """The verdict of an activity whose present 宜 gods are `good` and 忌 gods `bad` (in list order), with what its
    text names and no seed here defines said in its reasons (`undefined_reasons`)."""
    return with_undefined_reasons(_weigh_activity(activity, good, bad, veto))


def with_undefined_reasons(found: ActivityVerdict) -> ActivityVerdict:
    """`found` with the reasons of the gods its activity's text names and no seed defines (none for most)."""
    undefined = undefined_reasons(found.activity)
    if not undefined:
        return found
    return ActivityVerdict(found.activity, found.verdict, found.good, found.bad, found.reasons + undefined, found.house)


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
        return vetoed(activity, good, bad, veto)
    if not good and not bad:
        return ActivityVerdict(activity, "平", good, bad, ())
    good_reasons, bad_reasons = _side_reasons(activity, good, bad)
    if not bad:
        return ActivityVerdict(activity, "宜", good, bad, good_reasons)
    if not good:
        return ActivityVerdict(activity, "忌", good, bad, bad_reasons)
    weight_good, weight_bad = weight(good, good=True), weight(bad, good=False)
    heavy = "、".join(name for name in good if name in HEAVY_GOOD)
    rule = f"{heavy}为用日法所列之德，各计二，余神各计一" if heavy else "诸神各计一"
    house = f"{HOUSE}宜忌并见，经未言轻重；{rule}：宜{weight_good}，忌{weight_bad}，宜多于忌方宜，否则忌"
    if weight_good > weight_bad:
        return ActivityVerdict(activity, "宜", good, bad, (*good_reasons, *bad_reasons), house)
    return ActivityVerdict(activity, "忌", good, bad, (*bad_reasons, *good_reasons), house)
