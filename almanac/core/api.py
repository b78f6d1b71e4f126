"""The one door into the core: everything outside `almanac/core/` (web, profiles, notes, the CLI) calls
these functions and reads these names, and imports nothing else of the core but `almanac.core.errors`
(import-linter holds it; pyproject.toml). The door composes; it holds no rules.

Values go in and out: dates, numbers, names, and the core's immutable values (DayFacts, SearchResult,
PersonalFacts …), which the templates read as they are. The JSON of docs/api.md comes from one serializer
(almanac.core.serialize, msgspec): the `*_json` functions here, and where a page reads the JSON's objects
(the compass, its verdict, 五姓修宅) the same as plain dicts and lists (`compass`, `sitting_verdict` …).
"""

from collections.abc import Iterable, Sequence
from datetime import date, datetime, time
from functools import cache

from almanac.core import day_facts as _day
from almanac.core import personal as _personal
from almanac.core import search as _search
from almanac.core import serialize as _serialize
from almanac.core import sources as _sources
from almanac.core.calendar import ganzhi as _ganzhi
from almanac.core.calendar import lunar as _lunar
from almanac.core.calendar import pillars as _pillars
from almanac.core.calendar import solar_time as _solar_time
from almanac.core.calendar import sun as _sun
from almanac.core.calendar import terms as _terms
from almanac.core.calendar.civil import CST, FIRST_SUPPORTED, LAST_SUPPORTED
from almanac.core.calendar.pillars import SolarMonth, solar_month_of_day
from almanac.core.calendar.public_holidays import PublicHoliday, published_years, schedule_published
from almanac.core.data import day_basics as _day_basics
from almanac.core.data import hour_gods as _hour_gods
from almanac.core.data import sun_table as _sun_table
from almanac.core.data.directional_gods import ALL_DIRECTIONAL_GODS
from almanac.core.data.mountains import MOUNTAIN_NAMES
from almanac.core.data.wuxing_house import SURNAME_HINTS
from almanac.core.errors import (
    FIRST_SOLAR_YEAR,
    LAST_SOLAR_YEAR,
    MAX_RANGE_DAYS,
    UnknownCity,
    UnknownMountain,
    check_birth_date,
    check_birth_not_future,
    check_compass,
    check_range,
    check_supported,
    check_timezone,
)
from almanac.core.rules import activity_hours as _activity_hours
from almanac.core.rules import birth as _birth
from almanac.core.rules import directions as _directions
from almanac.core.rules import house_spirits as _house_spirits
from almanac.core.rules import personal_verdicts as _personal_verdicts
from almanac.core.rules import verdicts as _verdicts
from almanac.core.rules import zhoutang as _zhoutang
from almanac.core.rules.catalogue import ALL_ACTIVITIES, ALL_DAY_GODS
from almanac.core.serialize import day as _serialize_day

__all__ = [
    # the supported range and "today"
    "FIRST_SUPPORTED", "LAST_SUPPORTED", "FIRST_YEAR", "LAST_YEAR", "CST", "today", "now", "current_solar_month",
    # days and months
    "DayFacts", "MonthFacts", "SolarMonth", "day", "days", "month", "year", "solar_month_of", "hour_dicts", "hour_chart",
    "WEDDING_ACTIVITIES", "day_zhoutang", "HOUR_RULE_ACTIVITIES", "day_activity_hours",
    "terms_in_year", "PublicHoliday", "public_holidays_published", "PUBLIC_HOLIDAY_YEARS",
    # date search
    "SearchResult", "Found", "SearchQuery", "parse_search_query", "MAX_SEARCH_DAYS", "search", "search_with_members", "search_json", "json_schema",
    "day_json", "day_json_bytes", "day_json_into", "month_json", "compass_json", "compass_json_bytes", "error_json", "check_search_range",
    "search_good_hours", "search_qimen_hours", "search_listed_hours",
    "SearchFilters", "parse_search_filters", "SEARCH_SORTS", "SEARCH_GRADES", "is_day_off", "ScoreParts",
    "search_best_dates", "DOUBLE_WEIGHT_GODS", "DOUBLE_WEIGHT_SOURCE", "GRADE_POINTS",
    # household members
    "PersonalFacts", "PersonalDay", "PersonalSearch", "DEFAULT_TIMEZONE", "member_facts", "member_facts_dict",
    "member_day",
    "member_marks", "member_compass", "wedding_days", "natal_spirits", "check_birth_date", "check_timezone",
    "household_wuxing", "SURNAME_HINTS",
    # birth data as people know it: lunar birthdays, true solar time, a future date
    "LunarDate", "lunar_date", "lunar_to_solar", "leap_month_of", "place_longitude", "equation_of_time",
    "true_solar_time", "check_birth_not_future",
    # the compass
    "MOUNTAIN_NAMES", "SITTING_USES", "compass", "sitting_verdict", "sitting_levels", "good_months", "check_mountain",
    "SolarMonthSpan", "solar_month_span", "solar_months",  # a solar month's civil days (the compass's months)
    # sun times
    "CITIES", "DEFAULT_CITY", "sun_times", "sun_table_row", "from_apparent_solar_time",
    # names the UI needs
    "STEMS", "BRANCHES", "ZODIAC", "LUNAR_MONTH_NAMES", "lunar_day_name", "ACTIVITIES", "activity_names", "activity_aliases", "god_names", "god_aliases",
    "directional_god_names", "seed_prefixes",
    # citations a reader understands
    "citation", "cite_in_text",
    # the astronomical tables (the build_astro_table and build_sun_table commands)
    "astro_table_build", "sun_table_build",
]

# --- the supported range and "today" -------------------------------------------------------------

FIRST_YEAR = FIRST_SOLAR_YEAR  # the 立春 years of the compass and of 五姓修宅 (1900: January 1901)
LAST_YEAR = LAST_SOLAR_YEAR


def now() -> datetime:
    """The present moment in China Standard Time, the almanac's clock."""
    return datetime.now(CST)


def today() -> date:
    """Today in China Standard Time (every page's "today")."""
    return now().date()


PUBLIC_HOLIDAY_YEARS = published_years()  # the years whose State Council holiday schedule is known here


def public_holidays_published(year: int) -> bool:
    """Whether mainland China's holiday schedule of `year` is known (DayFacts.public_holiday is None otherwise)."""
    return schedule_published(year)


def solar_month_of(value: date) -> SolarMonth:
    """The 立春 year and 节气 month of a CST civil day."""
    return solar_month_of_day(check_supported(value).toordinal())


def current_solar_month() -> SolarMonth:
    """Today's 立春 year and 节气 month (CST)."""
    return solar_month_of(today())


# --- days and months -----------------------------------------------------------------------------

DayFacts = _day.DayFacts
MonthFacts = _day.MonthFacts
day = _day.day
days = _day.days
month = _day.month
year = _day.year
hour_dicts = _day.hour_dicts
hour_chart = _day.hour_chart


WEDDING_ACTIVITIES = _zhoutang.WEDDING_ACTIVITIES  # the activities 嫁娶周堂 speaks to


def day_zhoutang(facts: DayFacts):
    """The day's 嫁娶周堂 (position, rule, what the texts say of it) as in the day JSON's `zhoutang`."""
    return _serialize_day.zhoutang_struct(facts.lunar)


HOUR_RULE_ACTIVITIES = _activity_hours.HOUR_RULE_ACTIVITIES  # the activities with hour rules of their own


def day_activity_hours(facts: DayFacts, name: str) -> dict | None:
    """An activity's own hour rule on a day, for its 为何: `{name, kind, text, source, judgements, hours}`, with
    `hours` the day's (hour, entry) pairs under it (each entry as in the day JSON's hour `activities`); None for
    an activity whose seeds give no hour rule."""
    rule = _activity_hours.day_rule(facts.pillars.day.index, name)
    if rule is None:
        return None
    return {**rule, "hours": tuple((h, e) for h in facts.hours for e in h.activities if e["name"] == name)}


SolarMonthSpan = _pillars.SolarMonthSpan


def solar_month_span(year: int, month: int) -> SolarMonthSpan:
    """The civil days of solar month `month` (1 = 寅月 … 12 = 丑月) of the 立春 year `year`: `first` (the day of
    its 节, `month.opened_by`) to `last` (the day before the next 节, `closed_by`). Raises OutOfRange /
    InvalidDate like `compass`."""
    check_compass(year, month)
    return _pillars.solar_month_span(year, month)


def solar_months(year: int) -> list[SolarMonthSpan]:
    """The twelve solar months of a 立春 year with their civil days (see solar_month_span)."""
    check_compass(year, None)
    return [_pillars.solar_month_span(year, month) for month in range(1, 13)]


def terms_in_year(year: int) -> list:
    """The 24 solar-term moments of a Gregorian year (TermMoment values: name, at, is_jie)."""
    return _terms.terms_in_year(year)


# --- date search ---------------------------------------------------------------------------------

SearchResult = _search.SearchResult
Found = _search.Found
MAX_SEARCH_DAYS = MAX_RANGE_DAYS
check_search_range = check_range
search_good_hours = _search.good_hours
search_qimen_hours = _search.qimen_hours
search_listed_hours = _search.listed_hours


SearchQuery = _search.SearchQuery
parse_search_query = _search.parse_search_query
SearchFilters = _search.SearchFilters
parse_search_filters = _search.parse_search_filters
ScoreParts = _search.ScoreParts
SEARCH_SORTS = _search.SORTS  # rank, date
SEARCH_GRADES = tuple(_search.GRADE_POINTS)  # best first: 上吉 吉 平 凶 大凶
is_day_off = _search.is_day_off  # a weekend day not worked (班) or a public holiday's day off (休)
search_best_dates = _search.best_dates  # the dates of a search's best days, whatever its order
GRADE_POINTS = _search.GRADE_POINTS  # the grade's part of a search's score
# The 德 that 001 L513 ranks 上吉 (天德 月德 岁德) and 次吉 (their 合, 天恩, 天赦): they weigh 2 on the 宜 side.
DOUBLE_WEIGHT_GODS = tuple(sorted(_verdicts.TOP_DE)) + tuple(sorted(_verdicts.SECOND_DE, key=lambda n: (not n.endswith("合"), n)))
DOUBLE_WEIGHT_SOURCE = _search.DOUBLE_WEIGHT_SOURCE


def search(*, activity: str, start: date, end: date, qimen: bool = False,
           filters: SearchFilters | None = None) -> SearchResult:
    """The days from start to end that are 宜 for the activity, best first, narrowed and ordered by `filters`
    (see almanac.core.search)."""
    return _search.find_days(activity=activity, start=start, end=end, qimen=qimen, filters=filters)


def search_with_members(result: SearchResult, members: Sequence["PersonalFacts"]) -> "PersonalSearch":
    """The found days judged again for each chosen member (plain birth facts), unfit days dropped."""
    return _search.personal_search_filter(result, members)


def search_json(found: "SearchResult | PersonalSearch", *, hours: bool = False) -> str:
    """The JSON text of `/api/search` (docs/api.md) for a plain or a members' search."""
    return _search.result_json(found, hours=hours)


def json_schema() -> dict:
    """The JSON Schema of every JSON API response (published at /api/schema.json)."""
    return _serialize.json_schema()


def day_json(facts: DayFacts) -> str:
    """The day object of docs/api.md as compact JSON text."""
    return facts.as_json()


def day_json_bytes(facts: DayFacts) -> bytes:
    """The same as UTF-8 bytes (the CLI's `days --jsonl` and `/api/day`)."""
    return _serialize.day_json_bytes(facts)


def day_json_into(facts: DayFacts, buffer: bytearray) -> None:
    """The same written into `buffer`, replacing its content (a loop over days reuses one buffer: no allocation
    and no copy of a 60 KB line per day)."""
    _serialize.day_json_into(facts, buffer)


def month_json(facts: MonthFacts) -> str:
    return facts.as_json()


def compass_json(year: int, month: int | None = None, sitting: str | None = None) -> str:
    """The compass object of docs/api.md as JSON text, with the `verdict` of a sitting mountain when one is given.
    Raises OutOfRange / InvalidDate like `compass`, then UnknownMountain."""
    return compass_json_bytes(year, month, sitting).decode()


def compass_json_bytes(year: int, month: int | None = None, sitting: str | None = None) -> bytes:
    """The same as UTF-8 bytes (`/api/compass`: ≈ 150 KB not decoded to text only to be encoded again)."""
    check_compass(year, month)
    verdict = None if sitting is None else _directions.sitting_verdict(year, month, check_mountain(sitting))
    return _serialize.encode_bytes(_serialize.compass_struct(_directions.compass(year, month), verdict))


def error_json(message: str, status: int) -> str:
    return _serialize.encode(_serialize.Error(message, status))


# --- household members ---------------------------------------------------------------------------

PersonalFacts = _birth.PersonalFacts
PersonalDay = _personal_verdicts.PersonalDay
PersonalSearch = _search.PersonalSearch
DEFAULT_TIMEZONE = _birth.DEFAULT_TIMEZONE


def member_facts(
    *, name: str, sex: str, birth_date: date, birth_time: time | None = None, timezone: str = DEFAULT_TIMEZONE,
    late_zi_next_day: bool = False, longitude: float | None = None, true_solar_time: bool = False,
    extra: dict | None = None,
) -> PersonalFacts:
    """A member's birth data as plain facts (八字, 生肖, 纳音, 男女九宫 …). Raises PersonalInputError.

    `true_solar_time` reads the day and hour from the true solar time at `longitude` (degrees east); the facts
    say which pillars the data leave open (`uncertain`, `alternates`, `boundary`) and what daylight saving
    time the zone's history removed (`dst`, `clock_change`)."""
    return _birth.personal_facts(
        name=name, sex=sex, birth_date=birth_date, birth_time=birth_time, timezone=timezone,
        late_zi_next_day=late_zi_next_day, longitude=longitude, true_solar_time=true_solar_time, extra=extra or {},
    )


LunarDate = _lunar.LunarDate


def lunar_date(value: date) -> LunarDate:
    """The lunar date of a civil day (year, month, day, leap, month_length; `.text` 闰二月初五)."""
    return _lunar.lunar_date(check_supported(value))


def lunar_to_solar(year: int, month: int, day: int, *, leap: bool = False) -> date:
    """The civil date of a lunar date (lunar year = the Gregorian year its 正月 begins in; `leap` for the year's
    闰月). Raises InvalidDate / OutOfRange saying why there is no such day (2024 has no 闰月 …)."""
    return _lunar.solar_date_of(year, month, day, leap=leap)


def leap_month_of(year: int) -> int | None:
    """The month number a lunar year repeats as its 闰月, or None."""
    return _lunar.leap_month_of(year)


def place_longitude(place: str) -> float | None:
    """The longitude (degrees east) of a place the site knows by name or key (the sun-time cities: 北京,
    shanghai …), or None."""
    for name in (place, "".join(c for c in (place or "").lower() if c.isalpha())):  # "Xi'an", "Hong Kong"
        try:
            return _sun.city_for(name).longitude
        except UnknownCity:
            continue
    return None


def equation_of_time(moment: datetime):
    """The equation of time (apparent − mean solar time, a timedelta) at an aware moment."""
    return _solar_time.equation_of_time(moment)


def true_solar_time(moment: datetime, longitude: float) -> datetime:
    """The true (apparent) solar time, a naive clock reading, of an aware moment at a longitude east."""
    return _solar_time.true_solar_time(moment, longitude)


def member_facts_dict(facts: PersonalFacts) -> dict:
    """A member's facts as JSON-ready dicts and lists (the household export's `facts`, docs/api.md)."""
    return _serialize.member_facts_dict(facts)


def member_day(member: PersonalFacts, value: "date | DayFacts", *, count_po: bool = False) -> PersonalDay:
    """One day judged for one member."""
    return _personal.personal_day(member, value, count_po=count_po)


def member_marks(member: PersonalFacts, in_days: Iterable[DayFacts]) -> dict[date, tuple[str, ...]]:
    """The days with a counted personal flag (冲本命, 刑 …), for a month grid."""
    return _personal.member_marks(member, in_days)


def member_compass(member: PersonalFacts) -> tuple:
    """The member's 本命, 禄, 马 and 贵人 as mountains of the compass."""
    return _personal.personal_compass(member)


wedding_days = _personal.wedding_days


def natal_spirits(benming) -> dict:
    """The 岁干起例 spirits applied to a member's 本命 stem (labelled as inference on the page), as plain dicts."""
    return _serialize.to_builtins(_serialize.natal_spirits_struct(_house_spirits.natal_spirits(benming)))


def household_wuxing(sound: str, years: Iterable[int]) -> dict:
    """五姓修宅 of a household's surname sound for the given 立春 years (those outside the range left out), as the
    household export's `wuxing_house` (plain dicts and lists)."""
    kept = [y for y in years if FIRST_YEAR <= y <= LAST_YEAR]
    house = _house_spirits.household_summary(sound, [_directions.wuxing_house_year(sound, y) for y in kept])
    return _serialize.to_builtins(_serialize.household_wuxing_struct(house))


# --- the compass ---------------------------------------------------------------------------------


def compass(year: int, month: int | None = None, *, rejected: bool = True) -> dict:
    """The 24 mountains of a 立春 year (and solar month 1 = 寅 … 12 = 丑) with their gods: the compass object of
    docs/api.md as plain dicts and lists (the page's); `rejected=False` leaves its `rejected` list empty (a page
    that does not show them: a third of the gods). Raises OutOfRange / InvalidDate for a year or month outside
    the range."""
    check_compass(year, month)
    return _serialize.to_builtins(_serialize.compass_struct(_directions.compass(year, month), rejected=rejected))


def sitting_verdict(year: int, month: int | None, sitting: str) -> dict:
    """The verdict for a sitting mountain (修造 and 安葬): the compass's `verdict` as plain dicts and lists.
    Raises UnknownMountain for a name that is none."""
    check_compass(year, month)
    verdict = _directions.sitting_verdict(year, month, check_mountain(sitting))
    return _serialize.to_builtins(_serialize.sitting_verdict_struct(verdict))


def check_mountain(name: str) -> str:
    """One of the 24 mountains (子 癸 丑 艮 … 壬), or UnknownMountain."""
    if len(name or "") != 1 or name not in MOUNTAIN_NAMES:
        raise UnknownMountain(
            f"{name!r} is not one of the 24 mountains ({MOUNTAIN_NAMES})", msgid="没有「%(name)s」这一山。", name=name,
        )
    return name


SITTING_USES = _directions.USES  # {"build": "修造", "bury": "安葬"}: the verdict's two uses


def sitting_levels(year: int, month: int | None) -> dict[str, dict[str, str]]:
    """Every mountain's verdict level as a sitting, {mountain: {"build": level, "bury": level}} in ring order
    (the `build` and `bury` of sitting_verdict)."""
    check_compass(year, month)
    return _directions.sitting_levels(year, month)


def good_months(year: int, sitting: str, use: str = "build") -> list[dict]:
    """The solar months of the year in which the sitting mountain can be used for building (use="build") or
    burial (use="bury"): level 吉 or 平, 吉 first."""
    check_compass(year, None)
    months = _directions.good_months(year, check_mountain(sitting), use if use in SITTING_USES else "build")
    return [m._asdict() for m in months]  # {month, month_ganzhi, level}: the page adds each month's link


# --- sun times -----------------------------------------------------------------------------------

CITIES = _sun.CITIES
DEFAULT_CITY = _sun.DEFAULT_CITY


def sun_times(*, day: date, city: str = DEFAULT_CITY):
    """Sunrise, transit and sunset of a CST day at a city. Raises UnknownCity, EphemerisUnavailable."""
    return _sun.sun_times(day=day, city=city)


def sun_table_row(*, day: date):
    """The row of seed 003's 推测时刻 table in force on the day."""
    return _sun_table.row_for_date(day=day)


def from_apparent_solar_time(*, day: date, city: str = DEFAULT_CITY, clock: time) -> datetime:
    """A local apparent solar time (as the 推测时刻 table prints) as a CST moment."""
    return _sun.from_apparent_solar_time(day=day, city=city, clock=clock)


# --- names the UI needs --------------------------------------------------------------------------

LUNAR_MONTH_NAMES = _lunar.MONTH_NAMES  # 正月 … 冬月 腊月
lunar_day_name = _lunar.day_name  # 1 → 初一 … 30 → 三十
STEMS = _ganzhi.STEMS
BRANCHES = _ganzhi.BRANCHES
ZODIAC = _ganzhi.ZODIAC
ACTIVITIES = ALL_ACTIVITIES  # every activity with its 宜/忌 lists, group and aliases


@cache
def god_names() -> frozenset[str]:
    """Every god name a note can be about: the day's gods (all readings, rejected items), the hour's, 值神."""
    names = {god.name for god in ALL_DAY_GODS}
    names |= {god.name for god in _hour_gods.HOUR_GODS + _hour_gods.ALTERNATIVE_READINGS}
    names |= set(_day_basics.HUANGDAO_GODS)
    return frozenset(names)


@cache
def god_aliases() -> dict[str, str]:
    """Other names of the day's and the hour's gods (their aliases and spellings) → the catalogue name."""
    names = god_names()
    found = {alias: god.name for god in ALL_DAY_GODS for alias in god.other_names if alias not in names}
    for god in _hour_gods.HOUR_GODS:
        found.update((a.name, god.name) for a in god.aliases if a.name not in names and a.name not in found)
    return found


@cache
def activity_names() -> frozenset[str]:
    return frozenset(activity.name for activity in ALL_ACTIVITIES)


@cache
def activity_aliases() -> dict[str, str]:
    names = activity_names()
    return {alias: a.name for a in ALL_ACTIVITIES for alias in a.aliases if alias not in names}


@cache
def directional_god_names() -> frozenset[str]:
    """The names of the compass's directional gods (all readings, rejected ones included)."""
    return frozenset(god.name for god in ALL_DIRECTIONAL_GODS)


def seed_prefixes() -> frozenset[str]:
    """The three-digit prefixes of the seed files the rules cite (000 選擇求真 … 003 附录)."""
    return _sources.SEED_PREFIXES


# --- citations -----------------------------------------------------------------------------------

citation = _sources.citation  # a source → '《协纪辨方书》卷三十五 附录 · 杂用宜忌 · L979' (zh-hans, zh-hant, en)
cite_in_text = _sources.cite_in_text  # '…（001 L529）' → '…（《协纪辨方书》摘要 L529）'


# --- the astronomical tables ----------------------------------------------------------------------


def astro_table_build(argv: list[str]) -> int:
    """Recompute (or --check) the solar-term and new-moon table from the shipped ephemerides (skyfield)."""
    from almanac.core.astro import build  # skyfield and the kernels: only for this command

    return build.main(argv)


def sun_table_build(argv: list[str]) -> int:
    """Recompute (or --check) the shipped sun-time tables of the tabled cities (skyfield)."""
    from almanac.core.astro import sun_build  # skyfield and the kernels: only for this command

    return sun_build.main(argv)
