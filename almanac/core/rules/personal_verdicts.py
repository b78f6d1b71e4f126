"""A day judged for one person: the relations of the day's branches with the person's (冲 刑 害 破, 太岁),
the person's 禄/马/贵人 on the day, seed 003's 本命 gods, and how each activity's verdict changes for them.

Pure rules over plain values: the person's `PersonalFacts` (rules/birth.py), branch indexes, the day's
activity verdicts and counted god names as rules/day_almanac.py gives them. almanac.core.personal composes
them with a day's facts (`personal_day`).

Sources (line numbers of the seed files in ../shared/seeds; 000 = 選擇求真, 001 = 协纪辨方书 摘要,
003 = 协纪辨方书 卷三十五 附录):

- Branch relations of the day branch with the member's year branch (本命) and day branch (日支):
  冲 = six apart (001 §岁破 L49 “太岁所冲之辰…子年在午”); 刑 = 001 §岁刑 L93 (子刑卯 丑刑戌 寅刑巳 卯刑子
  巳刑申 未刑丑 申刑寅 戌刑未, 辰午酉亥自刑; the same table 000 §歲刑 L463); 害 = 六害 子未 丑午 寅巳 卯辰
  申亥 酉戌 (000 §歲刑（六害） L465; 《考原》 000 L1137 “冲其所合是以害也”; 001 §月害 L275 正月起巳逆行);
  破 = 子酉 卯午 辰丑 未戌 寅亥 巳申 is NOT in the seeds (000–003 have no 六破): it is the almanacs'
  convention, shown and marked 俗例, not counted unless asked (`count_po=True`).

How a day's verdict changes for a person (`verdicts_for_person`; the rule, in order):

1. 本命 gods. The activities whose 宜/忌 lists name seed 003's 本命 gods (作生坟, 合寿木: 生命旬空日,
   本命纳音有气日, 本命纳音入墓日, 本命日, 本命对冲日, 纳音克本命日, 生坟忌年; 003 L887, L1423–L1451) are
   weighed again with those gods found for this person (the engine's own evaluators and weighing).
2. 日冲本命 — the day branch clashes the member's year branch: 忌 for every activity. 001 §四柱法 L509
   “四柱最忌地支相冲，大凶。冲龙冲山冲主命亦大凶…惟辰戌丑未为四库，自冲可…冲主命则凶” (no 四库 exemption
   for 主命). 主命 is read as the 本命 year (the texts' 本命 is the birth-year pillar; inference).
3. 次凶 — the day branch 刑s or 害s the member's year or day branch, or clashes the member's day branch:
   a 宜 becomes 平 (a 平 or 忌 stays). 000 L409 “四柱八字…不宜刑沖克害” puts 刑/害 beside 冲 as things to
   avoid; 000 L469 “歲刑忌修方，六害忌開山，月刑月害，只忌修方，宜取太陽三奇紫白祿馬貴人制之” makes them
   lesser than 冲 and controllable. Hence: lowered, not forbidden; and not lowered when the day branch
   holds the member's 本命 禄, 马 or 贵人 (制之; 001 L479 “贵人降诸煞，以本命飞到者最为上”) — an analogy from
   directions to days (inference).
4. 破 (俗例) is only shown, unless count_po=True, when it counts as 次凶.
5. 太岁 (year-level, `year_flags`): the day's 立春 year branch equal to (值太岁, 001 L47), clashing (岁破,
   001 L49), 刑ing or 害ing the member's year branch. Shown; they change no day verdict by themselves
   (the seeds judge the 太岁 of places and of the chosen pillars, not of a person), except through
   003 L1423 “忌生命建破魁罡年” (生坟忌年) for 作生坟, which step 1 applies.
6. Birth data that leave the year or day pillar open (a date without a time on a 立春 or 节 day, a birth
   minute that contains the 节's moment; rules/birth.py `alternates`): the day is judged by every reading
   (`hedge`). The verdicts stay the main reading's (the moment the site reads: local noon, the start of the
   minute), but each flag and verdict that another reading does not share is marked `hedged`, the other
   verdicts given in `otherwise`, so that pages say “或” rather than state it flatly. A date search for members
   drops a day only when it is 忌 by every reading (almanac.core.search `personal_search_filter`); the compass
   gives each reading's 本命, 禄, 马 and 贵人 (almanac.core.personal `personal_compass`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date, datetime
from functools import cache

from almanac.core.calendar.ganzhi import BRANCHES, HARMS, PUNISHES, STEMS, clashes
from almanac.core.rules.birth import SOURCES as BIRTH_SOURCES
from almanac.core.rules.birth import PersonalFacts
from almanac.core.rules.catalogue import ALL_ACTIVITIES, ALL_DAY_GODS, god_scope
from almanac.core.rules.day_gods import DayContext, evaluator
from almanac.core.rules.model import Computed, DayGod
from almanac.core.rules.verdicts import ActivityVerdict, Reason, activity_verdict
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_APPENDIX, SEED_XIEJI_SUMMARY, Source

VERDICT_ORDER = {"忌": 0, "平": 1, "宜": 2}  # worse first


def _s001(section: str, line: int, note: str = "") -> str:
    return str(Source(SEED_XIEJI_SUMMARY, section, line, note))


def _s000(section: str, line: int, note: str = "") -> str:
    return str(Source(SEED_QIUZHEN, section, line, note))


SOURCES: dict[str, str] = {
    "chong": _s001("岁破大耗", 49, "太岁所冲之辰: six branches apart"),
    "chong_rule": _s001("四柱法", 509, "冲主命亦大凶"),
    "xing": _s001("岁刑", 93) + "; " + _s000("歲刑（六害）", 463),
    "hai": _s000("歲刑（六害）", 465) + "; " + _s000("月害 《考原》", 1137) + "; " + _s001("月害", 275),
    "po": "not in seeds 000–003: the almanacs' 六破 (子酉 卯午 辰丑 未戌 寅亥 巳申), 俗例",
    "second_rule": _s000("太歲", 409, "不宜刑沖克害") + "; " + _s000("歲刑（六害）", 469, "刑害…宜取…祿馬貴人制之"),
    "zhi_rule": _s000("歲刑（六害）", 469) + "; " + _s001("制煞", 479, "贵人降诸煞，以本命飞到者最为上"),
    "taisui": _s001("太岁", 47),
    "suipo": _s001("岁破大耗", 49),
    "benming_gods": str(Source(SEED_XIEJI_APPENDIX, "杂用宜忌·作生坟合寿木", 1423, "and 事类总集 L887")),
}


# --- branch relations ------------------------------------------------------------------------------

# 刑 and 六害, from the shared tables of calendar.ganzhi (001 L93, 000 L463/L465).
XING_OF = PUNISHES
HAI_OF = HARMS
# Not in the seeds: the almanacs' 六破 子酉 卯午 辰丑 未戌 寅亥 巳申.
PO_OF = tuple(BRANCHES.index(c) for c in "酉辰亥午丑申卯戌巳子未寅")


def xing_text(day: int, member: int) -> str | None:
    """How the day branch and the member's branch 刑 each other, or None."""
    d, m = BRANCHES[day], BRANCHES[member]
    if day == member and XING_OF[day] == day:
        return f"{d}{m}自刑"
    if XING_OF[day] == member and XING_OF[member] == day:
        return f"{d}{m}相刑"
    if XING_OF[day] == member:
        return f"{d}刑{m}"
    if XING_OF[member] == day:
        return f"{m}刑{d}"
    return None


def is_hai(a: int, b: int) -> bool:
    return HAI_OF[a] == b


def is_po(a: int, b: int) -> bool:
    return PO_OF[a] == b


# --- the values --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Flag:
    """One relation between the day (or its year) and the person."""

    name: str  # 冲 刑 害 破 (day flags); 值太岁 岁破 刑太岁 害太岁 破太岁 (year flags); 禄 马 贵人 (good)
    against: str  # "year" (本命, birth-year branch), "day" (birth-day branch) or "day-year" (太岁)
    severity: str  # 大凶 / 次凶 / 俗例 / 吉 / 岁
    counted: bool  # whether it changes verdicts
    text: str
    source: str
    hedged: bool = False  # another reading of the birth data (PersonalFacts.alternates) lacks it


@dataclass(frozen=True, slots=True)
class PersonalVerdict:
    activity: str
    base: str  # the day's verdict for everyone (宜/忌/平)
    verdict: str  # this person's verdict
    reasons: tuple[Reason, ...]  # why it differs (empty when it does not)
    good: tuple[str, ...] = ()  # the 宜 gods weighed (with the 本命 gods for this person)
    bad: tuple[str, ...] = ()
    hedged: bool = False  # another reading of the birth data gives another verdict …
    otherwise: tuple[str, ...] = ()  # … namely these

    @property
    def changed(self) -> bool:
        return self.verdict != self.base or bool(self.reasons)


@dataclass(frozen=True, slots=True)
class PersonalDay:
    date: date
    member: str
    day_pillar: str
    flags: tuple[Flag, ...]  # 冲/刑/害/破 of the day branch with the member's year and day branches
    year_flags: tuple[Flag, ...]  # 太岁 relations of the day's year with the member's year branch
    good: tuple[Flag, ...]  # the member's 禄/马/贵人 on the day branch
    benming_gods: tuple[str, ...]  # seed 003's 本命 gods present for this person
    activities: tuple[PersonalVerdict, ...]
    reasons: tuple[Reason, ...]  # the day-wide personal reasons (what steps 2–3 did)
    reading: Reading | None = None  # which reading of the birth data this is, when they allow more than one
    alternatives: tuple[PersonalDay, ...] = ()  # the day judged by the other readings
    hedged: bool = False  # the readings disagree on a flag or a verdict: nothing here is stated flatly

    @property
    def clashes(self) -> bool:
        """日冲本命: the day is 忌 for this person for everything."""
        return any(f.name == "冲" and f.against == "year" for f in self.flags)

    @property
    def clash_hedged(self) -> bool:
        """Whether 日冲本命 holds by one reading of the birth data and not by another."""
        return any(alt.clashes != self.clashes for alt in self.alternatives)

    def verdict_for(self, activity: str) -> PersonalVerdict:
        for verdict in self.activities:
            if verdict.activity == activity:
                return verdict
        raise KeyError(activity)


@dataclass(frozen=True, slots=True)
class Reading:
    """One reading of birth data that leave a pillar open (rules/birth.py `PersonalFacts.alternates`)."""

    benming: str  # the birth-year pillar of this reading (本命)
    birth_day: str  # the birth-day pillar
    uncertain: tuple[str, ...]  # the pillars the birth data leave open ("year", "month", "day", "hour")
    boundary: str = ""  # the 节 whose moment the birth may precede or follow (立春, 惊蛰 …), if that is why
    boundary_at: datetime | None = None  # its moment (CST)
    side: str = ""  # "before" / "after": this reading's birth against that moment


def reading_of(member: PersonalFacts, uncertain: tuple[str, ...]) -> Reading:
    boundary = member.boundary
    side = ""
    if boundary is not None:
        side = "before" if member.birth_cst < boundary.at else "after"
    return Reading(member.benming.name, member.pillars.day.name, uncertain,
                   boundary.name if boundary else "", boundary.at if boundary else None, side)


def _flag_keys(flags: Iterable[Flag]) -> frozenset[tuple[str, str, bool]]:
    return frozenset((f.name, f.against, f.counted) for f in flags)


def hedge(main: PersonalDay, others: tuple[PersonalDay, ...]) -> PersonalDay:
    """The day by the main reading, each flag and verdict that another reading does not share marked `hedged`
    (the verdicts themselves are the main reading's, unchanged), the other readings kept as `alternatives`."""
    if not others:
        return main

    def marked(flags: tuple[Flag, ...], of: str) -> tuple[Flag, ...]:
        shared = [_flag_keys(getattr(o, of)) for o in others]
        return tuple(replace(f, hedged=any((f.name, f.against, f.counted) not in keys for keys in shared))
                     for f in flags)

    activities = []
    for verdict in main.activities:
        other = tuple(dict.fromkeys(o.verdict_for(verdict.activity).verdict for o in others))
        differ = tuple(v for v in other if v != verdict.verdict)
        activities.append(replace(verdict, hedged=bool(differ), otherwise=differ) if differ else verdict)
    day = replace(main, flags=marked(main.flags, "flags"), good=marked(main.good, "good"),
                  year_flags=marked(main.year_flags, "year_flags"), activities=tuple(activities), alternatives=others)
    keys = [(_flag_keys(d.flags), _flag_keys(d.good), _flag_keys(d.year_flags), d.benming_gods)
            for d in (main, *others)]
    hedged = len(set(keys)) > 1 or any(v.hedged for v in activities)
    return replace(day, hedged=hedged)


# --- the flags ---------------------------------------------------------------------------------------

_WHICH = {"year": "本命", "day": "命局日支"}


def _relations(day_branch: int, member_branch: int, against: str, *, count_po: bool) -> list[Flag]:
    d, m = BRANCHES[day_branch], BRANCHES[member_branch]
    who = _WHICH[against]
    flags = []
    if clashes(day_branch, member_branch):
        if against == "year":
            flags.append(Flag("冲", against, "大凶", True, f"日支{d}冲{who}{m}：冲主命大凶", SOURCES["chong_rule"]))
        else:
            flags.append(Flag("冲", against, "次凶", True, f"日支{d}冲{who}{m}", SOURCES["chong"]))
    text = xing_text(day_branch, member_branch)
    if text:
        flags.append(Flag("刑", against, "次凶", True, f"{text}（日支{d}，{who}{m}）", SOURCES["xing"]))
    if is_hai(day_branch, member_branch):
        flags.append(Flag("害", against, "次凶", True, f"{d}{m}相害（日支{d}，{who}{m}）", SOURCES["hai"]))
    if is_po(day_branch, member_branch):
        flags.append(Flag("破", against, "次凶" if count_po else "俗例", count_po,
                          f"{d}{m}相破（日支{d}，{who}{m}；俗例，不见于所据诸书）", SOURCES["po"]))
    return flags


def day_flags(member: PersonalFacts, day_branch: int, *, count_po: bool = False) -> tuple[Flag, ...]:
    """冲/刑/害/破 of the day branch with the member's year branch, then with the member's day branch."""
    return tuple(
        _relations(day_branch, member.year_branch, "year", count_po=count_po)
        + _relations(day_branch, member.day_branch, "day", count_po=count_po)
    )


def year_flags(member: PersonalFacts, year_branch: int) -> tuple[Flag, ...]:
    """The day's 立春 year (its branch) against the member's birth-year branch (太岁 / 岁破 / 刑 / 害 / 破)."""
    year, own = year_branch, member.year_branch
    y, m = BRANCHES[year], BRANCHES[own]
    flags = []
    if year == own:
        flags.append(Flag("值太岁", "day-year", "岁", False, f"{y}年太岁在{y}，与本命{m}同：值太岁（本命年）",
                          SOURCES["taisui"]))
    if clashes(year, own):
        flags.append(Flag("岁破", "day-year", "岁", False, f"{y}年岁破在{m}：本命冲太岁", SOURCES["suipo"]))
    text = xing_text(year, own)
    if text and year != own:
        flags.append(Flag("刑太岁", "day-year", "岁", False, f"{text}（太岁{y}，本命{m}）", SOURCES["xing"]))
    elif text:
        flags.append(Flag("刑太岁", "day-year", "岁", False, f"{text}：太岁与本命同支自刑", SOURCES["xing"]))
    if is_hai(year, own):
        flags.append(Flag("害太岁", "day-year", "岁", False, f"{y}{m}相害（太岁{y}，本命{m}）", SOURCES["hai"]))
    if is_po(year, own):
        flags.append(Flag("破太岁", "day-year", "俗例", False, f"{y}{m}相破（俗例）", SOURCES["po"]))
    return tuple(flags)


def good_flags(member: PersonalFacts, day_branch: int) -> tuple[Flag, ...]:
    """The member's 本命 禄, 马 and 天乙贵人 falling on the day branch."""
    branch, b = day_branch, BRANCHES[day_branch]
    stem = STEMS[member.benming.stem]
    flags = []
    if branch == member.lu:
        flags.append(Flag("禄", "year", "吉", True, f"本命{stem}禄在{b}，本日{b}日", BIRTH_SOURCES["lu"]))
    if branch == member.ma:
        flags.append(Flag("马", "year", "吉", True, f"本命{BRANCHES[member.year_branch]}马在{b}，本日{b}日",
                          BIRTH_SOURCES["ma"]))
    for label, target in zip(("阳贵", "阴贵"), member.guiren):
        if branch == target:
            flags.append(Flag("贵人", "year", "吉", True, f"本命{stem}干天乙{label}在{b}，本日{b}日",
                              BIRTH_SOURCES["guiren"]))
    return tuple(flags)


# --- the 本命 gods -------------------------------------------------------------------------------------

@cache
def personal_gods() -> tuple[DayGod, ...]:
    """Seed 003's 本命 gods (counted reading, not rejected): found only for a person."""
    return tuple(g for g in ALL_DAY_GODS if god_scope(g) == "personal" and g.default and not g.rejected)


@cache
def personal_activities() -> frozenset[str]:
    """The activities whose 宜/忌 lists name a 本命 god: weighed again for a person (step 1)."""
    names = {g.name for g in personal_gods()}
    return frozenset(a.name for a in ALL_ACTIVITIES if names & (set(a.good) | set(a.bad)))


def benming_gods(ctx: DayContext) -> tuple[DayGod, ...]:
    """Seed 003's 本命 gods (作生坟合寿木, 事类总集) present on a day (its DayContext with the person's `benming`)."""
    return tuple(g for g in personal_gods() if isinstance(g.match, Computed) and evaluator(g.match.evaluator)(ctx))


# --- how the verdicts change ----------------------------------------------------------------------------

def _day_reasons(flags: tuple[Flag, ...], good: tuple[Flag, ...]) -> tuple[Reason | None, Reason | None,
                                                                          tuple[Reason, ...]]:
    """(the 日冲本命 reason or None, the reason a 宜 is lowered to 平 or None, the day-wide reasons): steps 2–4."""
    clash = next((f for f in flags if f.name == "冲" and f.against == "year"), None)
    second = tuple(f for f in flags if f.counted and f.severity == "次凶")
    clash_reason = Reason(f"{clash.text}，诸事忌", clash.source) if clash else None
    lowered = None
    reasons = [clash_reason] if clash_reason else []
    if second:
        names_text = "、".join(f.text for f in second)
        if good:  # 本命 禄/马/贵人 on the day control the 次凶 (制之)
            helpers = "、".join(f.name for f in good)
            reasons.append(Reason(f"{names_text}：次凶，本命{helpers}到日可制，宜者仍宜", SOURCES["zhi_rule"]))
        else:
            lowered = Reason(f"{names_text}：次凶，宜降为平", SOURCES["second_rule"])
            reasons.append(lowered)
    return clash_reason, lowered, tuple(reasons)


def _verdict_for_person(base: ActivityVerdict, names: frozenset[str], vetoes: tuple[Reason, ...],
                        gods: tuple[DayGod, ...], redo: frozenset[str], clash: Reason | None,
                        lowered: Reason | None) -> PersonalVerdict:
    activity = base.activity
    reasons: list[Reason] = []
    current, good_names, bad_names = base.verdict, base.good, base.bad
    if activity.name in redo:  # step 1: weighed again with the 本命 gods
        again = activity_verdict(activity, names, vetoes)
        good_names, bad_names = again.good, again.bad
        if again.verdict != base.verdict:
            named = "、".join(g.name for g in gods if g.name in activity.good + activity.bad)
            why = again.reasons[0].text if again.reasons else again.verdict
            reasons.append(Reason(f"本命神煞（{named}）：{why}", SOURCES["benming_gods"]))
        current = again.verdict
    if clash:  # step 2
        if base.verdict != "忌":
            reasons.append(clash)
        current = "忌"
    elif lowered and current == "宜":  # step 3
        current = "平"
        reasons.append(lowered)
    return PersonalVerdict(activity.name, base.verdict, current, tuple(reasons), good_names, bad_names)


def verdicts_for_person(
    activities: tuple[ActivityVerdict, ...], counted: Iterable[str], vetoes: tuple[Reason, ...],
    flags: tuple[Flag, ...], good: tuple[Flag, ...], gods: tuple[DayGod, ...],
) -> tuple[tuple[PersonalVerdict, ...], tuple[Reason, ...]]:
    """Every activity's verdict for a person, and the day-wide personal reasons (the module doc's rule).

    `activities`, `counted` (the names of the day's counted gods) and `vetoes` are the day's rules for
    everyone; `flags` its day flags for the person (`day_flags`), `good` the person's 禄/马/贵人 on it
    (`good_flags`), `gods` the person's 本命 gods on it (`benming_gods`)."""
    clash, lowered, reasons = _day_reasons(flags, good)
    names = frozenset(counted) | {g.name for g in gods}
    redo = personal_activities() if gods else frozenset()
    verdicts = tuple(_verdict_for_person(v, names, vetoes, gods, redo, clash, lowered) for v in activities)
    return verdicts, reasons


__all__ = [
    "HAI_OF", "PO_OF", "SOURCES", "VERDICT_ORDER", "XING_OF", "DayContext", "Flag", "PersonalDay", "PersonalVerdict",
    "Reading", "Reason",
    "benming_gods", "hedge", "reading_of", "day_flags", "good_flags", "is_hai", "is_po", "personal_activities", "personal_gods",
    "verdicts_for_person", "xing_text", "year_flags",
]
