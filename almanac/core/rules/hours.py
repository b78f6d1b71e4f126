"""The twelve 时辰 of a day: pillar, 黄道 god, the gods of the hour, 人神, and a verdict with its reasons.

Tables: almanac/core/data/hour_gods.py. Seeds: 001 = 协纪辨方书摘要, 003 = 卷三十五 附录; line numbers
as `grep -n` prints them.

Hour of a civil day D: 子 runs from 23:00 of D−1 to 01:00 of D and takes the hour pillar of D's day cycle
(五鼠遁, 001 §五鼠遁 L27; pillars.hour_ganzhi(D, 0)); all gods of the 子 hour are keyed by D's pillar.

How the verdict is weighed (用时法, 001 L529–L545; 003 §事类总集 L919; 003 §天星吉时 L1763)
-----------------------------------------------------------------------------------------
001 L529 says what makes an hour 吉: “时者，日之用也，全在帮护日辰，或与日支干比和，或与日支三合六合皆吉。时家
吉凶神，不必尽拘，惟贵人禄马为吉”, and L541 “时建吉，与日比和也”. So three kinds of hour are 吉 by the text:
one that helps the day (三合, 六合 with the day branch; 时建, the 比和 that L541 names), one with 贵人禄马, and
— by 003 L1763 “值道远通达遥还字有辵绕者为吉” — a 黄道 hour. The engine applies them in this order:

1. 时破 → 凶, always. 001 L533 “时破大凶，日支冲时支也”. That no 吉 lifts it is the site's reading, said so
   in the reason: 003 L919 lists the 忌 a 吉星 cancels (“九丑路空旬空俱不忌”) and 破 is not among them, and the
   day rule it mirrors says “破日最凶，必不可犯” (001 L525). So a 子 day's 午 hour is 凶 although it is 黄道 司命.
2. 时刑 (001 L535 次凶) or 五不遇时 (001 L537 次凶; L347 “凡事不用”) → 凶, unless the hour is 黄道 AND also
   holds another 吉 of L529/L541 (贵人禄马, 三合/六合/时建) or a 四大吉时: then 平. Reason: 003 L919
   “宜四大吉时兼黄道吉星时，得吉星到时可胜诸凶” — the 吉星 there is the 黄道 star of 天星吉时 (L1755: the stars
   are the 黄道 gods). The texts never weigh a 吉 against a 次凶 in one hour, so this is the site's reading
   and the reason says so (“本站权衡”): one 吉 sign alone is not taken to outweigh a 次凶 the texts single
   out, and the outcome is 平 rather than 吉 because the 凶 is cancelled, not turned. A 六合 or 时建 that is
   the 刑 itself (巳日申时: 巳申 合 and 刑; 辰午酉亥日 自刑 = 时建) does not offset it: one relation of the
   two branches cannot be both the 凶 and its cure.
3. Otherwise the hour is 吉 if it holds 贵人 (天乙 阳贵 or 阴贵), 禄 or 马 — L529 “惟贵人禄马为吉” (its
   example counts both 丑 and 未 on 甲戊庚 days, so either 天乙 counts) —, or 三合/六合 with the day branch
   (L529 “或与日支三合六合皆吉”), or 时建 (L541), or if it is a 黄道 hour (L1763). 禄 does not count when it
   falls in the day's 旬中空亡 (001 §无禄 L253 “此十日禄皆落空”). A 黑道 hour that is 吉 by L529/L541 stays
   吉: 天星吉时 names the 辵 hours 吉 and never calls the others 凶 — the site's reading, said in the reason.
4. Otherwise 平.

Shown but not deciding:
- 天官贵人, 福星贵人, 喜神, 四大吉时 on its own: “时家吉凶神，不必尽拘” (L529). 天乙 is the 贵人 of L529's
  example; 天官/福星 are not taken as that 贵人. 比和 is read as L541 glosses it (时建); the hours whose branch
  or stem only shares the day's element are not counted (the text names no such hour).
- 旬中空亡, 截路空亡: “忌出行，不忌葬事” (L539) — activity-specific; the reasons say so, and on a 黄道
  hour they add that “路空旬空俱不忌” (003 L919). An activity's own hour rules (塑绘神像开光 忌 these hours,
  003 L1187; 入殓/入棺 吉时) are the hour's `activities` (rules/activity_hours.py), not its verdict.
- 时冲月令, 时冲太岁: “大事则忌，小事可勿论” (L531) — the reasons say so; the verdict is unchanged.
- The reading of 五不遇时 without polarity (digest F-38) is data only (hour_gods.WUBUYU_ANY_POLARITY).
- 天乙 阳贵/阴贵: both are counted (L529); 003 L795 (“时贵人昼用阳贵夜用阴贵，又一说子至巳用阳贵午至亥
  用阴贵”) is shown as a note on each 贵人.

Reasons cite their lines inline as “（001 用时法 L529）”: seed, section, line (the page turns them into
citations).

Speed: everything except 时冲月令/太岁 depends only on the day pillar (60) and the 四大吉时 class of the
month (孟/仲/季), so those 180 rows of 12 hours are built once each, with the 时冲 variants, into one finite
table of every (pillar, 月建, 太岁) (`_hour_table`, built once per process). Hours and their gods' dicts are
shared between days: treat every returned value as read-only.
"""

from dataclasses import dataclass, field, replace
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import BRANCHES, CLASHES, STEMS, GanZhi
from almanac.core.calendar.pillars import day_ganzhi
from almanac.core.data import hour_gods as table
from almanac.core.data import sun_table
from almanac.core.data.day_basics import HUANGDAO_SOURCE
from almanac.core.rules.activity_hours import SUN_PILLARS, sun_entry
from almanac.core.rules.activity_hours import hour_entries as activity_entries
from almanac.core.rules.day_basics import huangdao


@dataclass(frozen=True, slots=True, eq=False)  # identity: each is one entry of the shared hour table
class HourFacts:
    branch: str  # 子 … 亥
    pillar: str  # 干支 of the hour
    start: str  # "23:00"
    end: str  # "01:00"
    huangdao: dict  # {"god", "kind"}: the 黄道/黑道 god of the hour (keyed by the day branch)
    gods: tuple[dict, ...]  # {"name", "kind", "source", "note"}; 吉 first
    verdict: str  # 吉, 凶 or 平
    reasons: tuple[str, ...]  # Chinese sentences naming the gods that decided the verdict, then caveats
    renshen: dict  # {"part", "alternative", "kind": "忌", "activity": "针灸", "source"}
    sida_jishi: str = ""  # the 24-mountain half-hour of the 四大吉时 in this 时辰 ('' = none)
    activities: tuple[dict, ...] = ()  # the activities' own hour rules here (rules/activity_hours.py)
    # Its number among the table's entries (`_hour_table`, `_sun_row`): a small int the JSON layer keys its
    # encoded entries by. Not a fact of the hour.
    number: int = field(default=-1, repr=False, compare=False)


_DECISIVE_GOOD = frozenset({table.TIANYI_YANG.name, table.TIANYI_YIN.name, table.RI_LU.name, table.RI_MA.name})
_HELPING = (table.SANHE.name, table.LIUHE.name, table.SHIJIAN.name)  # 帮护日辰 (L529), 时建 (L541)
_MINOR = frozenset({table.TIANGUAN.name, table.FUXING.name, table.XISHEN.name, table.SIDA_JISHI.name})
_SECOND_BAD = (table.SHIXING.name, table.WUBUYU.name)
_EMPTY = (table.XUNKONG.name, table.JIELU.name)
_PER_CALL = (table.SHICHONG_YUE, table.SHICHONG_SUI)


def xishen_direction(day_stem: int) -> str:
    """The day's 喜神 direction (001 §喜神 L341), e.g. "东北 (艮)" on 甲 and 己 days."""
    return table.XISHEN_DIRECTION[day_stem]


def hour_window(branch: int) -> tuple[str, str]:
    """Clock start and end of 时辰 `branch`: 子 = ("23:00", "01:00")."""
    return f"{(2 * branch - 1) % 24:02d}:00", f"{(2 * branch + 1) % 24:02d}:00"


def hour_stem(day_stem: int, branch: int) -> int:
    """五鼠遁 (001 L27): 甲己日起甲子时, 乙庚日起丙子时 …"""
    return (2 * (day_stem % 5) + branch) % 10


def month_general(zhongqi: str) -> int:
    """The 月将 (branch) from a 中气 until the next one: 雨水 → 亥 … (003 §推测时刻; 001 L23)."""
    name = "谷雨" if zhongqi == "榖雨" else zhongqi
    return BRANCHES.index(table.MONTH_GENERAL_BY_ZHONGQI[name][0])


def guiren_ground_branch(guiren: int, hour_branch: int, general: int) -> int:
    """月将加时 (003 L1775 “以月将加时”): with the 月将 `general` laid on the hour's branch, the ground
    branch (地盘) under which 天盘 branch `guiren` (a day 贵人) stands. This is the computable part of
    吉将加时 / 贵登天门; the rest is missing from the seeds (hour_gods.JIJIANG_MISSING)."""
    return (hour_branch + guiren - general) % 12


# --- building one day's hours ---------------------------------------------------------------

def _key_value(god: table.HourGod, pillar: int, month_branch: int, year_branch: int) -> int:
    key = god.key
    if key == table.DAY_STEM:
        return pillar % 10
    if key == table.DAY_BRANCH:
        return pillar % 12
    if key == table.DAY_XUN:
        return pillar // 10
    if key == table.MONTH_BRANCH:
        return month_branch
    return year_branch


def _god(name: str, kind: str, source, note: str = "") -> dict:
    return {"name": name, "kind": kind, "source": str(source), "note": note}


def _guiren_note(yang: bool, branch: int) -> str:
    first_half = branch <= 5  # 子至巳
    which = "阳贵" if yang else "阴贵"
    fits = first_half == yang
    return (
        f"时贵人昼用阳贵、夜用阴贵；又一说子至巳用阳贵、午至亥用阴贵（003 事类总集 L795）——此时{BRANCHES[branch]}"
        f"{'合' if fits else '不合'}又一说之{which}。用时法两贵并取（001 用时法 L529）。"
    )


def _day_row(pillar: int, season: int) -> tuple[HourFacts, ...]:
    """The 12 hours of a day pillar in a month of 四大吉时 class `season` (月建 mod 3), without 时冲."""
    stem = pillar % 10
    lu_in_void = table.RI_LU.table[stem] in table.XUNKONG.table[pillar // 10]
    by_hour: list[list[dict]] = [[] for _ in range(12)]
    for god in table.HOUR_GODS:
        if god in _PER_CALL:
            continue  # added per call (hours_of_day)
        # `season` (0 子, 1 丑, 2 寅) is itself a 月建 of its 孟/仲/季 class, which is all 四大吉时 reads.
        cell = god.table[_key_value(god, pillar, season, 0)]
        for ch in cell:
            h = BRANCHES.index(ch)
            note = ""
            if god is table.TIANYI_YANG or god is table.TIANYI_YIN:
                note = _guiren_note(god is table.TIANYI_YANG, h)
            elif god is table.RI_LU and lu_in_void:
                note = "禄落旬中空亡，禄不为用（001 无禄 L253：此十日禄皆落空）"
            elif god is table.SIDA_JISHI:
                m = table.SIDA_HOUR_MOUNTAIN[ch]
                start, _ = hour_window(h)
                note = f"{m}时 = {ch}时初半 {start} 起一小时（二十四山配时辰，推定）"
            elif god is table.WUBUYU:
                note = f"时干{STEMS[hour_stem(stem, h)]}克日干{STEMS[stem]}"
            by_hour[h].append(_god(god.name, god.kind, god.source, note))
    return tuple(_hour(pillar, h, by_hour[h], lu_in_void) for h in range(12))


def _hour(pillar: int, h: int, listed: list[dict], lu_in_void: bool) -> HourFacts:
    stem, day_branch = pillar % 10, pillar % 12
    hd = huangdao(h, day_branch)
    is_huangdao = hd.kind == "黄道"
    gods = list(listed)
    if is_huangdao:
        stars = "、".join(table.TIANXING_STARS[hd.god])
        gods.insert(0, _god(hd.god, table.GOOD, HUANGDAO_SOURCE, f"黄道；天星吉时名{stars}（003 天星吉时 L1755、L1759）"))
    names = [g["name"] for g in gods]
    signs = _Signs(
        hd=hd,
        is_huangdao=is_huangdao,
        good=[n for n in names if n in _DECISIVE_GOOD and not (n == table.RI_LU.name and lu_in_void)],
        helping=[n for n in _HELPING if n in names],
        second=[n for n in _SECOND_BAD if n in names],
        sida=table.SIDA_JISHI.name in names,
        minor=[g["name"] for g in gods if g["kind"] == table.GOOD and g["name"] in _MINOR],
        hb=BRANCHES[h],
        db=BRANCHES[day_branch],
        hs=STEMS[hour_stem(stem, h)],
        ds=STEMS[stem],
    )
    if table.SHIPO.name in names:
        verdict, reasons = table.BAD, _po_reasons(signs)
    elif signs.second:
        verdict, reasons = _lesser_bad(signs)
    elif is_huangdao or signs.good or signs.helping:
        verdict, reasons = table.GOOD, _good_reasons(signs)
    else:
        verdict, reasons = "平", _plain_reasons(signs)

    reasons += _empty_hour_reasons(names, is_huangdao)
    if lu_in_void and table.RI_LU.name in names:
        reasons.append(f"日禄{signs.hb}落旬中空亡，禄不为用（001 无禄 L253）。")

    part, alternative = table.RENSHEN[h]
    renshen = {
        "part": part, "alternative": alternative, "kind": table.RENSHEN_KIND,
        "activity": table.RENSHEN_ACTIVITY, "source": str(table.RENSHEN_SOURCE),
    }
    start, end = hour_window(h)
    return HourFacts(
        branch=signs.hb,
        pillar=signs.hs + signs.hb,
        start=start,
        end=end,
        huangdao={"god": hd.god, "kind": hd.kind},
        gods=tuple(gods),
        verdict=verdict,
        reasons=tuple(reasons),
        renshen=renshen,
        sida_jishi=table.SIDA_HOUR_MOUNTAIN[signs.hb] if signs.sida else "",
        activities=activity_entries(pillar, h, frozenset(names), is_huangdao),
    )


class _Signs(NamedTuple):
    """What decides an hour's verdict (see the module's docstring)."""

    hd: object  # the 黄道/黑道 god of the hour
    is_huangdao: bool
    good: list[str]  # 贵人禄马 that count (L529)
    helping: list[str]  # 三合, 六合, 时建: the hour helps the day (L529, L541)
    second: list[str]  # 时刑, 五不遇时 (次凶)
    sida: bool  # a 四大吉时 half-hour in this 时辰
    minor: list[str]  # the other 时家吉神 (不必尽拘)
    hb: str  # hour branch, day branch, hour stem, day stem
    db: str
    hs: str
    ds: str


_L529 = "001 用时法 L529"
_HELPING_WORDS = {
    table.SANHE.name: f"与日支三合（{_L529}：或与日支三合六合皆吉）",
    table.LIUHE.name: f"与日支六合（{_L529}：或与日支三合六合皆吉）",
    table.SHIJIAN.name: "为时建（001 用时法 L541：时建吉，与日比和也）",
}
_BLACK_PATH = (
    "本站权衡：{god}黑道不作凶论——天星吉时只言辵字为吉，未言余时为凶（003 天星吉时 L1763），"
    "故不减{what}之吉。"
)


def _good_reasons(signs: _Signs) -> list[str]:
    parts = [f"值黄道{signs.hd.god}（003 天星吉时 L1763：辵字为吉）"] if signs.is_huangdao else []
    if signs.good:
        parts.append(f"值{'、'.join(signs.good)}（{_L529}：惟贵人禄马为吉）")
    parts += [_HELPING_WORDS[n] for n in signs.helping]
    reasons = [f"{'，'.join(parts)}，故吉。"]
    if not signs.is_huangdao:
        reasons.append(_BLACK_PATH.format(god=signs.hd.god, what="、".join(signs.good + signs.helping)))
    return reasons


def _plain_reasons(signs: _Signs) -> list[str]:
    text = f"{signs.hd.god}黑道，亦无贵人禄马、三合六合时建（{_L529}、L541），吉凶不显"
    if signs.minor:
        text += f"；{'、'.join(signs.minor)}属时家吉神，不必尽拘（{_L529}）"
    return [text + "。"]


def _po_reasons(signs: _Signs) -> list[str]:
    """时破: “时破大凶，日支冲时支也” (001 L533); that no 吉 lifts it is the site's reading."""
    reasons = [f"时破（日支{signs.db}冲时支{signs.hb}）：“时破大凶”（001 用时法 L533）。"]
    if signs.second:
        reasons.append(f"又值{'、'.join(signs.second)}，次凶（{_second_cited(signs.second)}）。")
    lifted = ([f"黄道{signs.hd.god}"] if signs.is_huangdao else []) + signs.good
    if lifted:
        reasons.append(
            f"虽值{'、'.join(lifted)}，不取。本站权衡：吉神不解时破——事类总集所言吉星可胜之凶不及于破"
            "（003 事类总集 L919），用日法谓“破日最凶，必不可犯”（001 用日法 L525）。"
        )
    return reasons


def _second_cited(second: list[str]) -> str:
    lines = (["001 用时法 L535"] if table.SHIXING.name in second else []) + (
        ["001 用时法 L537"] if table.WUBUYU.name in second else [])
    return "、".join(lines)


def _lesser_bad(signs: _Signs) -> tuple[str, list[str]]:
    """The verdict and reasons of an hour with 时刑 or 五不遇 (次凶, 001 L535/L537) and no 时破."""
    described = []
    if table.SHIXING.name in signs.second:
        described.append(f"时刑（日支{signs.db}刑时支{signs.hb}）")
    if table.WUBUYU.name in signs.second:
        described.append(f"五不遇时（时干{signs.hs}克日干{signs.ds}，凡事不用）")
    head = f"{'、'.join(described)}次凶（{_second_cited(signs.second)}）"
    # A 六合 or 时建 that is the 刑 itself (巳申; 自刑 = 时建) does not offset it.
    same = [n for n in signs.helping if n != table.SANHE.name] if table.SHIXING.name in signs.second else []
    helpers = signs.good + [n for n in signs.helping if n not in same] + ([table.SIDA_JISHI.name] if signs.sida else [])
    notes = [f"{'、'.join(same)}即时刑所在（日支{signs.db}、时支{signs.hb}），一事不能既凶且解，不相抵（本站权衡）。"] if same else []
    if signs.is_huangdao and helpers:
        return "平", [f"{head}，然黄道{signs.hd.god}到时兼{'、'.join(helpers)}，吉星可胜诸凶（003 事类总集 L919）。"
                     "本站权衡：凶既得解而不转吉，作平论。", *notes]
    if signs.is_huangdao:
        why = f"虽值黄道{signs.hd.god}，而无贵人禄马、三合六合时建或四大吉时相兼"
    elif helpers:
        why = f"虽有{'、'.join(helpers)}，而非黄道吉星到时"
    else:
        why = "无黄道吉星兼贵人禄马以制之"
    weighed = "。本站权衡：吉凶相兼者，须黄道吉星兼吉神方解次凶（003 事类总集 L919）" if signs.is_huangdao or helpers else ""
    return table.BAD, [f"{head}，{why}，故凶{weighed}。", *notes]


def _empty_hour_reasons(names: list[str], is_huangdao: bool) -> list[str]:
    """截路空亡 / 旬空: 忌出行, not burial (001 L539); a 黄道 hour lifts them (003 L919). 塑绘神像开光 avoids them
    in any case (003 L1187; the hour's `activities`)."""
    empty = [n for n in _EMPTY if n in names]
    if not empty:
        return []
    also = "塑绘神像开光亦忌此时（003 杂用宜忌·塑绘神像开光吉日 L1187）"
    if is_huangdao:
        return [f"{'、'.join(empty)}本忌出行，然得黄道吉星到时，路空旬空俱不忌（003 事类总集 L919）；{also}。"]
    return [f"{'、'.join(empty)}忌出行，不忌葬事（001 用时法 L539）；{also}。"]


def _clashed(base: HourFacts, month_branch: int | None, year_branch: int | None) -> HourFacts:
    """An hour of `_day_row` with 时冲月令 and/or 时冲太岁 added (verdict unchanged: 小事可勿论)."""
    gods = list(base.gods)
    reasons = list(base.reasons)
    if month_branch is not None:
        gods.append(_god(table.SHICHONG_YUE.name, table.BAD, table.SHICHONG_YUE.source, f"月建{BRANCHES[month_branch]}"))
        reasons.append(f"时冲月令（时支{base.branch}冲月建{BRANCHES[month_branch]}）：大事则忌，小事可勿论（001 用时法 L531）。")
    if year_branch is not None:
        gods.append(_god(table.SHICHONG_SUI.name, table.BAD, table.SHICHONG_SUI.source, f"太岁{BRANCHES[year_branch]}"))
        reasons.append(f"时冲太岁（时支{base.branch}冲太岁{BRANCHES[year_branch]}）：大事则忌，小事可勿论（001 用时法 L531）。")
    return replace(base, gods=tuple(gods), reasons=tuple(reasons))


def hours_of_day(*, ordinal: int, day: GanZhi, month_branch: int, year_branch: int) -> tuple[HourFacts, ...]:
    """The 12 时辰 of civil day `ordinal` (day pillar `day`), 子 (23:00 of the previous evening–01:00) first.

    month_branch: the 月建 of the day (节气 month); year_branch: the 太岁 (year from 立春).
    """
    if day_ganzhi(ordinal).index != day.index:
        raise ValueError(f"day {day.name} is not the pillar of ordinal {ordinal}")
    return hours_row(hours_index(day.index, month_branch, year_branch, sun_branch(ordinal, day.index)))


_ROWS = 60 * 12 * 12  # the rows of _hour_table
_SUN_NUMBERS = 1 << 20  # the entries of `_sun_row` are numbered from here (the table's own are far fewer)


def sun_branch(ordinal: int, day_index: int) -> int | None:
    """On the six days whose 入殓吉时 is printed 日出 or 日入 (003 L1519–L1535): the 时辰 in which the sun rises
    or sets that day by the 推测时刻 row in force (003 §一 names it: “辰初一刻十一分” → 辰); None on other days."""
    word = SUN_PILLARS.get(day_index)
    if word is None:
        return None
    branch = _SUN_BRANCH_FROM_TERM[word][sun_table.term_at_end_of(ordinal)]
    if branch is None:  # the rows in force after that term do not agree: the row of the day's end decides
        row = sun_table.row_for_ordinal(ordinal)
        branch = _sun_branch(row, word)
    return branch


def _sun_branch(row: sun_table.SunTableRow, word: str) -> int:
    return BRANCHES.index((row.sunrise_text if word == "日出" else row.sunset_text)[0])


# By word and by the term in force at the day's end (sun_table.term_at_end_of): the 时辰 of the sunrise (sunset) where
# every row in force until the next term puts it in the same 时辰 (most terms), else None.
_SUN_BRANCH_FROM_TERM = {
    word: tuple(branches.pop() if len(branches := {_sun_branch(row, word) for row in sun_table.rows_from_term(term)}) == 1
                else None for term in range(24))
    for word in ("日出", "日入")
}


def day_hours(ordinal: int, day_index: int, month_branch: int, year_branch: int) -> tuple[HourFacts, ...]:
    """`hours_row(hours_index(…, sun_branch(…)))` of a day (pillar index, 月建 and 太岁 branches 0–11) in one call:
    the hot path of a day."""
    if day_index in SUN_PILLARS:
        return hours_row(hours_index(day_index, month_branch, year_branch, sun_branch(ordinal, day_index)))
    return _hour_table()[day_index * 144 + month_branch * 12 + year_branch]


def hours_index(day_index: int, month_branch: int, year_branch: int, sun: int | None = None) -> int:
    """The row of a day's hours in the finite table: its day pillar, 月建 and 太岁 decide them, and on the six
    日出/日入 days of 入殓 the hour of that moment (`sun_branch`)."""
    index = day_index * 144 + month_branch % 12 * 12 + year_branch % 12
    return index if sun is None else index + _ROWS * (1 + sun)


def hours_row(index: int) -> tuple[HourFacts, ...]:
    """Row `index` of the table (`hours_index`)."""
    if index < _ROWS:
        return _hour_table()[index]
    return _sun_row(index % _ROWS, index // _ROWS - 1)


def entry(number: int) -> HourFacts:
    """The hour entry numbered `number` (HourFacts.number)."""
    if number < _SUN_NUMBERS:
        return _entries()[number]
    index, sun = divmod(number - _SUN_NUMBERS, 12)
    return _sun_row(index, sun)[sun]


@cache
def _entries() -> tuple[HourFacts, ...]:
    return tuple(sorted({hour.number: hour for row in _hour_table() for hour in row}.values(), key=lambda h: h.number))


def _sun_row(index: int, sun: int) -> tuple[HourFacts, ...]:
    """A row of the table with the 入殓 entry of its 日出/日入 day on hour `sun`."""
    found = _sun_rows().get(index * 12 + sun)
    return _marked_row(index, sun, sun_entry(index // 144, sun)) if found is None else found


@cache
def _sun_rows() -> dict[int, tuple[HourFacts, ...]]:
    """`_sun_row` of the six 日出/日入 pillars × 144 for every 时辰 the 推测时刻 rows give that moment, by index × 12
    + hour: ≈ 2,600 rows built once, with the first such day (≈ 20 ms), as the table itself is."""
    rows = {}
    for pillar, word in SUN_PILLARS.items():
        for sun in sorted({_sun_branch(row, word) for row in sun_table.ROWS}):
            entry = sun_entry(pillar, sun)
            rows.update((index * 12 + sun, _marked_row(index, sun, entry)) for index in range(pillar * 144, pillar * 144 + 144))
    return rows


def _marked_row(index: int, sun: int, entry: dict) -> tuple[HourFacts, ...]:
    row = _hour_table()[index]
    hour = row[sun]
    marked = HourFacts(  # in field order (dataclasses.replace is slower)
        hour.branch, hour.pillar, hour.start, hour.end, hour.huangdao, hour.gods, hour.verdict, hour.reasons,
        hour.renshen, hour.sida_jishi, (*hour.activities, entry), _SUN_NUMBERS + index * 12 + sun,
    )
    return (*row[:sun], marked, *row[sun + 1:])


@cache
def _hour_table() -> tuple[tuple[HourFacts, ...], ...]:
    """Every possible day's 12 hours, by (day pillar, 月建, 太岁): 60 × 12 × 12 rows sharing their hour objects,
    built once (≈ 40 ms) — a finite table, like the month-and-pillar god table."""
    rows = {(pillar, season): _day_row(pillar, season) for pillar in range(60) for season in range(3)}
    clashed: dict[tuple, HourFacts] = {}  # the 时冲 variants, shared by the rows that have them

    def clash(pillar: int, season: int, h: int, month_branch: int | None, year_branch: int | None) -> HourFacts:
        key = (pillar, season, h, month_branch, year_branch)
        if key not in clashed:
            clashed[key] = _clashed(rows[pillar, season][h], month_branch, year_branch)
        return clashed[key]

    table = []
    for pillar in range(60):
        for month_branch in range(12):
            for year_branch in range(12):
                season = month_branch % 3
                row = list(rows[pillar, season])
                hm, hy = CLASHES[month_branch], CLASHES[year_branch]
                if hm == hy:
                    row[hm] = clash(pillar, season, hm, month_branch, year_branch)
                else:
                    row[hm] = clash(pillar, season, hm, month_branch, None)
                    row[hy] = clash(pillar, season, hy, None, year_branch)
                table.append(tuple(row))
    for number, hour in enumerate({id(hour): hour for row in table for hour in row}.values()):
        object.__setattr__(hour, "number", number)  # numbered once, while the table is built
    return tuple(table)


def _hours(pillar: int, month_branch: int, year_branch: int) -> tuple[HourFacts, ...]:
    """The 12 hours of a day pillar under a 月建 and a 太岁 (a row of `_hour_table`)."""
    return _hour_table()[pillar * 144 + month_branch * 12 + year_branch]
