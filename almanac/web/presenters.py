"""Shape core values for templates (no computation of almanac facts here)."""

from datetime import timedelta
from functools import lru_cache
from typing import NamedTuple

from almanac.core import api
from almanac.core.api import DayFacts, MonthFacts

WEEKDAY_HEADERS = ("一", "二", "三", "四", "五", "六", "日")
GRADE_CLASSES = {"上吉": "g-best", "吉": "g-good", "平": "g-even", "凶": "g-bad", "大凶": "g-worst"}
# The activities a calendar cell speaks of first: the everyday ones of seed 001, most asked first.
NOTABLE_ACTIVITIES = ("嫁娶", "搬移", "安葬", "祭祀", "祈福", "兴造动土", "上官赴任", "入学", "求嗣", "竖柱上梁", "结婚姻")


class Cell(NamedTuple):
    day: DayFacts
    grade_class: str
    good: tuple[str, ...]  # the most notable 宜
    bad: tuple[str, ...]  # the most notable 忌
    all_bad: bool  # 诸事不宜 (a veto day)


def cell_of(day: DayFacts, *, limit: int = 3) -> Cell:
    rules = day.rules
    verdicts = rules.activities
    count = len(verdicts)
    good, bad = [], []
    for name, i in _notable_places():  # the verdicts in the catalogue's order: read by their places
        if i >= count or (verdict := verdicts[i]).activity.name != name:
            good, bad = _notable_by_name(verdicts)  # a day whose verdicts are not in the catalogue's order
            break
        said = verdict.verdict
        if said == "宜":
            good.append(name)
        elif said == "忌":
            bad.append(name)
    return _new(Cell, (day, GRADE_CLASSES[rules.grade.name], tuple(good[:limit]), tuple(bad[:limit]),
                       bool(rules.vetoes)))


def _notable_by_name(verdicts) -> tuple[list[str], list[str]]:
    by_name = {v.activity.name: v.verdict for v in verdicts}
    return ([name for name in NOTABLE_ACTIVITIES if by_name.get(name) == "宜"],
            [name for name in NOTABLE_ACTIVITIES if by_name.get(name) == "忌"])


_new = tuple.__new__  # a NamedTuple built without its keyword-taking __new__ (a month page builds some 30)


@lru_cache(maxsize=1)
def _notable_places() -> tuple[tuple[str, int], ...]:
    """Each notable activity and its place in the catalogue, the order of a day's verdicts (a month's grid reads
    eleven of the 39 verdicts of each of its days)."""
    places = {a.name: i for i, a in enumerate(api.ACTIVITIES)}
    return tuple((name, places.get(name, len(places))) for name in NOTABLE_ACTIVITIES)


def month_grid(facts: MonthFacts, *, week_start: int = 0) -> list[list[Cell | None]]:
    """Weeks of 7 cells (None pads before the 1st and after the last day). week_start: 0 = Monday, 6 = Sunday."""
    lead = (facts.days[0].date.weekday() - week_start) % 7
    cells: list[Cell | None] = [None] * lead + [cell_of(d) for d in facts.days]
    cells += [None] * (-len(cells) % 7)
    return [cells[i : i + 7] for i in range(0, len(cells), 7)]


def punctuation() -> dict[str, str]:
    """The page language's punctuation between terms (Chinese on Chinese pages, English on English ones), for
    templates: {{ punct.colon }} in place of a {% translate %} of each mark."""
    from django.utils.translation import get_language

    from almanac.web.markup import translators

    pgettext = translators(get_language())[1]  # seven marks a page, each translated once a language
    return {
        "colon": pgettext("punctuation", "："), "enum": pgettext("punctuation", "、"),
        "comma": pgettext("punctuation", "，"), "semicolon": pgettext("punctuation", "；"),
        "period": pgettext("punctuation", "。"), "open": pgettext("punctuation", "（"),
        "close": pgettext("punctuation", "）"),
    }


def weekday_headers(week_start: int) -> list[str]:
    from django.utils.translation import get_language

    return list(_weekday_headers(week_start, get_language()))


@lru_cache(maxsize=64)  # a week start and a language
def _weekday_headers(week_start: int, language: str | None) -> tuple[str, ...]:
    from django.utils.translation import pgettext

    return tuple(pgettext("weekday", WEEKDAY_HEADERS[(week_start + i) % 7]) for i in range(7))


def lunar_span(facts: MonthFacts) -> str:
    """The lunar years and months a Gregorian month spans, e.g. '乙巳年 腊月 – 正月'."""
    first, last = facts.days[0], facts.days[-1]
    start = f"{first.lunar_year_ganzhi.name}年 {first.lunar.month_name}"
    if last.lunar.year != first.lunar.year:
        return f"{start} – {last.lunar_year_ganzhi.name}年 {last.lunar.month_name}"
    if last.lunar.month_name != first.lunar.month_name:
        return f"{start} – {last.lunar.month_name}"
    return start


class GodMention(NamedTuple):
    name: str
    present: bool


class ActivityExplanation(NamedTuple):
    name: str
    group: str
    verdict: str
    reasons: tuple  # of Reason (text, source)
    good: tuple[GodMention, ...]  # the activity's printed 宜 list, each marked present or not
    bad: tuple[GodMention, ...]
    source: str
    printed_good: str
    printed_bad: str
    note: str
    vetoed: bool
    zhoutang: object = None  # for the wedding activities: the day's 嫁娶周堂 (shown, never weighed)
    house: str = ""  # “本站权衡：…” when the site's own weighing decided the verdict, else ""
    hour_rule: object = None  # for an activity with hour rules of its own: the rule and the day's hours under it
    sun: object = None  # when that rule names 日出/日入: the day's 推测时刻 row (the moment it means)


def activity_explanation(day: DayFacts, name: str) -> ActivityExplanation | None:
    """The whole story of one activity on one day, for its “why” fragment and page."""
    verdict = next((v for v in day.rules.activities if v.activity.name == name), None)
    if verdict is None:
        return None
    activity = verdict.activity
    present = {g.name for g in day.rules.counted}
    return ActivityExplanation(
        name=activity.name,
        group=activity.group,
        verdict=verdict.verdict,
        reasons=verdict.reasons,
        good=tuple(GodMention(n, n in present) for n in activity.good),
        bad=tuple(GodMention(n, n in present) for n in activity.bad),
        source=str(activity.source),
        printed_good=activity.printed_good,
        printed_bad=activity.printed_bad,
        note=activity.note,
        vetoed=bool(day.rules.vetoes),
        zhoutang=api.day_zhoutang(day) if activity.name in api.WEDDING_ACTIVITIES else None,
        house=verdict.house,
        **_hour_rule(day, activity.name),
    )


def _hour_rule(day: DayFacts, name: str) -> dict:
    """The activity's own hour rule on the day (api.day_activity_hours) and, when it names 日出 or 日入, the day's
    推测时刻 row, whose 时辰 placed the hour."""
    if name not in api.HOUR_RULE_ACTIVITIES:
        return {}
    rule = api.day_activity_hours(day, name)
    words = {entry["printed"] for _, entry in rule["hours"]}
    if not words & {"日出", "日入"}:
        return {"hour_rule": rule}
    row = api.sun_table_row(day=day.date)
    sun = {"sunrise_text": row.sunrise_text, "sunset_text": row.sunset_text, "source": str(row.source)}
    return {"hour_rule": rule, "sun": sun}


class SunView(NamedTuple):
    city_key: str
    city_name: str
    sunrise: str  # HH:MM:SS, UTC+8
    sunset: str
    day_length: str  # H:MM
    night_length: str  # H:MM (24 h − day_length)
    row_label: str  # the 推测时刻 row in force (by the Sun's degree)
    table_sunrise_text: str  # as printed, e.g. 卯正初刻
    table_sunset_text: str
    table_sunrise: str  # converted to UTC+8 at 北京 (the table is local apparent time at the capital)
    table_sunset: str
    table_day_text: str  # 昼, as printed (e.g. 三十七刻十二分)
    table_day_length: str  # the same as H:MM (96 刻 to the day, 15 分 to the 刻)
    table_night_text: str  # 夜, as printed
    table_night_length: str
    table_source: str
    cities: tuple  # (key, name) pairs for the chooser


def _hours_minutes(length: timedelta) -> str:
    hours, minutes = divmod(round(length.total_seconds() / 60), 60)  # to the nearest minute: 昼 + 夜 = 24:00
    return f"{hours}:{minutes:02d}"


def sun_view(day, city_key: str) -> SunView:
    """Sunrise and sunset computed for a city, beside seed 003's 推测时刻 row for the capital (all it prints:
    日出, 日入, 昼 and 夜)."""
    times = api.sun_times(day=day, city=city_key)
    row = api.sun_table_row(day=day)
    table_rise = api.from_apparent_solar_time(day=day, city="beijing", clock=row.sunrise)
    table_set = api.from_apparent_solar_time(day=day, city="beijing", clock=row.sunset)
    night = timedelta(days=1) - times.day_length
    return SunView(
        city_key=times.city.key,
        city_name=times.city.name,
        sunrise=times.sunrise.strftime("%H:%M:%S"),
        sunset=times.sunset.strftime("%H:%M:%S"),
        day_length=_hours_minutes(times.day_length),
        night_length=_hours_minutes(night),
        row_label=row.label,
        table_sunrise_text=row.sunrise_text,
        table_sunset_text=row.sunset_text,
        table_sunrise=table_rise.strftime("%H:%M"),
        table_sunset=table_set.strftime("%H:%M"),
        table_day_text=row.day_text,
        table_day_length=_hours_minutes(row.day_length),
        table_night_text=row.night_text,
        table_night_length=_hours_minutes(row.night_length),
        table_source=str(row.source),
        cities=tuple((c.key, c.name) for c in api.CITIES),
    )


def qimen_rows(qimen: dict) -> list[list[dict]]:
    """An hour's 奇门 grid (api: rows south up) with each palace marked: `zhifu`/`zhishi` (the 直符 star
    or the 直使 door is there) and `lucky` (an 乙丙丁 奇 on the heaven plate meets 开/休/生门 there)."""
    lucky = {p["number"] for p in qimen["lucky_palaces"]}
    return [
        [{**cell, "zhifu": cell["number"] == qimen["zhifu_palace"], "zhishi": cell["number"] == qimen["zhishi_palace"],
          "lucky": cell["number"] in lucky} for cell in row]
        for row in qimen["grid"]
    ]


def nine_star_rows(grid: list[list[dict]], *, south_up: bool) -> list[list[dict]]:
    """The 3×3 flying-star grid (the core gives it south up); north up turns it half a circle."""
    if south_up:
        return grid
    return [list(reversed(row)) for row in reversed(grid)]


class MonthMark(NamedTuple):
    day: int
    name: str
    kind: str  # "term", "festival", "off" (public holiday days off), "work" (a make-up working day)
    last: int  # the last day of a run of days off (= day otherwise)


class MiniMonth(NamedTuple):
    facts: MonthFacts
    weeks: list[list[Cell | None]]
    marks: tuple[MonthMark, ...]  # 节气, festivals and public holidays, by day


def mini_month(facts: MonthFacts) -> MiniMonth:
    """A month of the year page: its grid, and what falls on its days (a holiday's days off as one run)."""
    marks: list[MonthMark] = []
    run = None  # the index in marks of the days-off run that yesterday belonged to
    for day in facts.days:
        n = day.date.day
        marks += [MonthMark(n, name, "festival", n) for name in day.festivals]
        marks += [MonthMark(n, t.name, "term", n) for t in day.solar_terms if t.name not in day.festivals]
        holiday = day.public_holiday
        if holiday is not None and holiday.off_work and run is not None and marks[run].name == holiday.name:
            marks[run] = marks[run]._replace(last=n)
            continue
        run = None
        if holiday is not None:
            marks.append(MonthMark(n, holiday.name, "off" if holiday.off_work else "work", n))
            run = len(marks) - 1 if holiday.off_work else None
    return MiniMonth(facts, month_grid(facts), tuple(marks))
