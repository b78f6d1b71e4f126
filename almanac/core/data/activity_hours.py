"""An activity's own hour rules: what the seeds say of the hours of one activity, as data.

The hour's own verdict (rules/hours.py) is the 用时法's, for every undertaking. Some activities carry hour
rules of their own, and these apply to that activity's hours only (rules/activity_hours.py reads them; the
day JSON lists them on each hour as `activities`, the search leaves out an activity's 忌 hours):

- 塑绘神像开光 忌 the 旬中空亡 and 截路空亡 hours: “又忌旬中空亡截路空亡时” (003 L1187).
- 入殓 宜 the hours printed for the day's 干支 (003 L1519–L1535), with the printed misprints corrected
  (RULIAN_READINGS; each correction gives its reason).
- 入棺 宜 two stem-named “hours” for the day's branch (003 L1511). The text never says what a stem hour is;
  the reading taken is RUGUAN_READING (the 24-mountain half-hour, as for the 四大吉时).

The hour rules of the seeds that name no activity of the catalogue, or that the hour verdict already applies
to every activity, are listed in NOT_APPLIED with the reason. Line numbers as `grep -n` prints them; seed 003
alternates original text and translation, and the original lines are cited.
"""

from dataclasses import dataclass

from almanac.core.calendar.ganzhi import BRANCHES
from almanac.core.data import appendix_days
from almanac.core.data.hour_gods import JIELU, SIDA_MOUNTAIN_HOUR, XUNKONG
from almanac.core.sources import SEED_XIEJI_APPENDIX, SEED_XIEJI_SUMMARY, Source

GOOD = "宜"
BAD = "忌"


@dataclass(frozen=True, slots=True)
class ActivityHourRule:
    """The hour rule of one activity.

    activity  the catalogue name
    kind      宜 (the rule names the hours to use) or 忌 (the hours to avoid)
    rule      as printed
    source    seed, section, line
    gods      忌 rules: the hour gods (hour_gods names) whose hours are avoided
    note      decisions and readings
    """

    activity: str
    kind: str
    rule: str
    source: Source
    gods: tuple[str, ...] = ()
    note: str = ""


def _src(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_APPENDIX, section, line, note)


SUHUI_EMPTY_HOURS = ActivityHourRule(
    activity="塑绘神像开光",
    kind=BAD,
    rule="又忌旬中空亡截路空亡时",
    source=_src("杂用宜忌·塑绘神像开光吉日", 1187),
    gods=(XUNKONG.name, JIELU.name),
    note=(
        "旬中空亡 and 截路空亡 as the hour tables give them (hour_gods.XUNKONG, JIELU). 事类总集 (L919) says that on "
        "a 吉星 hour “九丑路空旬空俱不忌” for 上官 嫁娶 出行 入宅 修造 安葬 修方 “一切动用”; the compilers' 按 (L1667) "
        "calls that rule a last resort (“专取吉时则至不得已而通其变”), and 塑绘神像开光 is not among the activities it "
        "names. Reading: the activity's own 忌 stands on a 黄道 hour too, and the hour's entry says so."
    ),
)

# 入殓吉时 (L1519–L1535): the printed hours for each of the 60 days (appendix_days.RULIAN_HOURS_PRINTED) and,
# for each printed character that is not a plain hour branch, the hour read and why.
RULIAN_SOURCE = appendix_days.RULIAN_SOURCE
RULIAN_RULE = "入殓吉时：甲子（申酉），乙丑（日出），丙寅（亥子）…癸亥（己申）"
RULIAN_MISPRINT_REASON = (
    "原文作「己」：己为天干，不得为时；译文注“底本巳误作己，下同”（003 杂用宜忌·入殓吉时 L1521），作巳时"
)
# 日出 / 日入: “at sunrise”, “at sunset”. The translation renders them 卯时 and 酉时 (L1521 “乙丑日宜日出卯时”,
# “甲戌日宜日入酉时”), which holds only near the equinoxes: the appendix's own 推测时刻 table (003 §一) gives the
# moment of sunrise and sunset at the capital for each 节气, named by its 时辰 (冬至 “日出辰初一刻十一分”, 夏至
# “日出寅正二刻四分”). Reading taken: the hour is the 时辰 the 推测时刻 row in force on the day names for 日出 /
# 日入 (寅, 卯 or 辰; 申, 酉 or 戌) — the text's own 时辰, in the capital's apparent solar time, as every 时辰 of
# the site is taken by its name; the translation's 卯/酉 is shown beside it.
RULIAN_SUN_WORDS = ("日出", "日入")
RULIAN_SUN_TRANSLATION = {"日出": "卯", "日入": "酉"}


def rulian_sun_reason(word: str, hour: str) -> str:
    """The reading of 日出/日入 on a day whose 推测时刻 row puts it in `hour`."""
    translated = RULIAN_SUN_TRANSLATION[word]
    agree = "与之合" if hour == translated else "冬夏不合，不从"
    return (
        f"原文作「{word}」，即{word}之时。本站取推测时刻表（003 一、推测时刻 L75；北京真太阳时）：本日{word}在{hour}时。"
        f"译文作“{word}{translated}时”（003 杂用宜忌·入殓吉时 L1521），{agree}"
    )


@dataclass(frozen=True, slots=True)
class HourReading:
    """One hour of a printed hour list: the hour branch it names, as printed, and the reason where the
    printed text is not that branch ('' when it is). `hour` is '' for 日出/日入, which name a moment that
    moves with the season (the day's 推测时刻 row decides its hour)."""

    hour: str  # 子 … 亥, or '' (日出, 日入)
    printed: str  # as printed: the branch itself, 己 (misprint for 巳), 日出, 日入, or a stem (入棺)
    reason: str = ""


def _rulian_readings(printed: str) -> tuple[HourReading, ...]:
    if printed in RULIAN_SUN_WORDS:
        return (HourReading("", printed),)
    return tuple(
        HourReading("巳", ch, RULIAN_MISPRINT_REASON) if ch == "己" else HourReading(ch, ch) for ch in printed
    )


# day 干支 → its hours in printed order. The hours agree with appendix_days.RULIAN_HOURS_BY_DAY, which keeps
# 日出/日入 as words (the tests check both against the translation's own reading of every day).
RULIAN_READINGS: dict[str, tuple[HourReading, ...]] = {
    day: _rulian_readings(printed) for day, printed in appendix_days.RULIAN_HOURS_PRINTED.items()
}
# The six days printed 日出 or 日入 (乙丑 丙子 丙申 日出; 甲戌 壬辰 乙未 日入).
RULIAN_SUN_DAYS: dict[str, str] = {
    day: printed for day, printed in appendix_days.RULIAN_HOURS_PRINTED.items() if printed in RULIAN_SUN_WORDS
}

RULIAN = ActivityHourRule(
    activity="入殓",
    kind=GOOD,
    rule=RULIAN_RULE,
    source=RULIAN_SOURCE,
    note=(
        "All 60 days, printed with 16 days' 巳 as 己 (corrected, with the translation's own note at L1521) and six "
        "days as 日出 or 日入 (the hour the day's 推测时刻 row names for it; the translation's 卯/酉 beside it). The "
        "compilers' 按 (L1667): “入殓成服各有礼制不问阴阳也” — shown beside the hours."
    ),
)

# 入棺吉时 (L1511): two stems per day branch (appendix_days.RUGUAN_HOURS_BY_BRANCH). The text does not say what a
# stem-named hour is; the translation only repeats “甲时、庚时” (L1513). Reading taken: a stem is the 24-mountain
# position of that name laid on the clock as for the 四大吉时 (hour_gods.SIDA_MOUNTAIN_HOUR: the mountain is the
# 初 half, the first clock hour, of the 时辰 after it on the ring: 甲 = 卯初 05:00–06:00, 壬 = 子初 23:00–24:00).
# Why: only the eight stems that are mountains occur (甲乙丙丁庚辛壬癸), never 戊 or 己, which are not; the 用时法
# names hours by mountains in the same way (001 L543 “孟月甲丙庚壬时”). Not taken: the hours whose 五鼠遁 stem is
# that stem — every day has hours of all ten stems (12 hours, 10 stems), so that reading leaves the absence of
# 戊 and 己 unexplained.
RUGUAN_READING = "二十四山配时辰（本站推定，与四大吉时同法）"
RUGUAN_READING_NOT_TAKEN = "五鼠遁时干之说不取：每日十干之时俱全，而原文独无戊己，惟二十四山无戊己"


def _ruguan_readings(stems: str) -> tuple[HourReading, ...]:
    readings = []
    for stem in stems:
        hour = SIDA_MOUNTAIN_HOUR[stem]
        start = (2 * BRANCHES.index(hour) - 1) % 24
        readings.append(HourReading(hour, stem, (
            f"原文以干名时，未言其义（003 杂用宜忌·入棺吉时 L1511）。本站推定：{stem}时为{stem}山之时，当{hour}时初"
            f"{start:02d}:00 起一小时，与四大吉时同法；{RUGUAN_READING_NOT_TAKEN}"
        )))
    return tuple(readings)


RUGUAN_READINGS: dict[str, tuple[HourReading, ...]] = {
    branch: _ruguan_readings(stems) for branch, stems in appendix_days.RUGUAN_HOURS_BY_BRANCH.items()
}

RUGUAN = ActivityHourRule(
    activity="入棺",
    kind=GOOD,
    rule="入棺吉时：子日（甲庚），丑日（乙辛）…亥日（乙辛）",
    source=appendix_days.RUGUAN_SOURCE,
    note=RUGUAN_READING + "；" + RUGUAN_READING_NOT_TAKEN + "。The text leaves the stem hours undefined (digest T18).",
)

ACTIVITY_HOUR_RULES: tuple[ActivityHourRule, ...] = (SUHUI_EMPTY_HOURS, RULIAN, RUGUAN)

# The hour rules of the seeds that no activity of the catalogue takes, and why.
NOT_APPLIED: tuple[tuple[str, Source, str], ...] = (
    ("旬中空亡、截路空亡忌出行，不忌葬事", Source(SEED_XIEJI_SUMMARY, "用时法", 539),
     "出行 is no activity of the catalogue (新船下水 chooses its DAY as 出行, L883 “新船下水日与出行日同”, which says "
     "nothing of hours); 不忌葬事 forbids nothing. The hour's reasons state the line on every 空亡 hour."),
    ("时冲月令太岁皆凶，大事则忌，小事可勿论", Source(SEED_XIEJI_SUMMARY, "用时法", 531),
     "the text does not say which undertakings are 大事: the hour's reasons state the line, no activity is chosen."),
    ("凡上官嫁娶出行入宅修造安葬修方一切动用宜四大吉时兼黄道吉星时得吉星到时可胜诸凶所有九丑路空旬空俱不忌",
     _src("事类总集", 919),
     "for 一切动用: the hour verdict applies it to every hour (黄道 吉; a 黄道 hour with 贵人禄马 or a 四大吉时 "
     "lifts 时刑/五不遇 to 平; the 空亡 reasons say 路空旬空俱不忌 on a 黄道 hour). The 按 (L1667) calls it a last resort."),
    ("凡封拜施恩事出于上百无忌惟择吉时", _src("事类总集", 915),
     "封拜施恩 is no activity of the catalogue; 惟择吉时 = the day's 吉 hours, as for any activity."),
    ("论归火与竖造同日惟推吉时", _src("事类总集", 851),
     "惟推吉时 = the day's 吉 hours (the 归火 activity's hours are those of the hour verdict)."),
)
