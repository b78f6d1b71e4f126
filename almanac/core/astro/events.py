"""Exact moments of the 24 solar terms and of the new moons.

Definitions (the ones used by the Chinese calendar since the 1645 时宪历 "定气" reform):

- a solar term is the moment the Sun's apparent geocentric ecliptic longitude, referred to the true
  equinox and ecliptic of date, reaches a multiple of 15° (0° = 春分 … 345° = 惊蛰);
- a new moon is the moment the apparent geocentric ecliptic longitudes (of date) of the Moon and
  the Sun are equal.

Positions are skyfield's ``earth.at(t).observe(body).apparent()`` (light time, deflection by the
Sun, Jupiter and Saturn, annual aberration) rotated into `skyfield.framelib.ecliptic_frame`
(IAU 2006 precession, IAU 2000A nutation). DE421 is used for moments before 2053-01-01 00:00 UTC
and DE423 from then on (`SWITCH_UTC`).

Each root is bracketed from samples one day apart and then refined by the secant method until
the step is below 1 µs, far inside the 0.01 s required (skyfield's `find_discrete` would also do:
its default epsilon is 0.001 s, but it needs ~10x more ephemeris evaluations).

Moments are returned as POSIX seconds ("Unix time", leap seconds not counted), see `unix_seconds`:

- from 1972-01-01 on: UTC from skyfield's built-in leap-second table. Past the last leap second it
  knows of, that table assumes no further leap seconds (UTC = TAI − 37 s). Note this does *not*
  depend on ΔT: predicted ΔT (the bundled IERS data end 2027-01; after that skyfield's long-term
  ΔT model) would only matter for UT1, which differs from this extrapolated UTC by ≈ −27 s in 2100.
- before 1972-01-01: UT1, i.e. Greenwich mean solar time, which is what civil clocks (GMT / the
  1961–1971 "rubber-second" UTC, kept within 0.1 s of UT2) actually showed. skyfield's own `utc`
  for those years is a proleptic TAI − 10 s, which is ≈ 44 s off the clocks in 1900.
"""

from __future__ import annotations

import calendar
import math
from datetime import datetime, timezone

import numpy as np

from almanac.core.astro.ephemeris import ephemeris as load_ephemeris
from almanac.core.astro.ephemeris import timescale

UNIX_EPOCH_JD = 2440587.5  # 1970-01-01 00:00 as a Julian date
DAY_S = 86400.0

# Below this Unix time moments are expressed in UT1, from it on in UTC (see the module docstring).
UTC_FROM = 63072000  # 1972-01-01 00:00:00 UTC

# Moments before this use DE421, from it on DE423. DE421 ends 2053-10-09.
SWITCH_UTC = calendar.timegm((2053, 1, 1, 0, 0, 0))
SWITCH_DATE = "2053-01-01"

EPHEMERIDES = ("de421", "de423")

_SAMPLE_STEP_DAYS = 1.0  # the Sun moves < 1.02°/day, Moon − Sun < 15.5°/day: one root per step at most
_CHUNK = 4096  # times per skyfield call (the nutation series allocates ~n × 700 floats)
_TOLERANCE_DAYS = 1e-6 / DAY_S  # stop refining when the secant step is below 1 µs
_MAX_ITERATIONS = 20


# --- time ------------------------------------------------------------------------------------------


def unix_seconds(t) -> np.ndarray:
    """skyfield Time (array) → float POSIX seconds: UTC from 1972, UT1 before (module docstring)."""
    whole = np.atleast_1d(t.whole)
    ut1 = (whole - UNIX_EPOCH_JD) * DAY_S + np.atleast_1d(t.ut1_fraction) * DAY_S
    utc = np.array([_utc_unix(*fields) for fields in zip(*(np.atleast_1d(x) for x in t.utc))])
    return np.where(utc >= UTC_FROM, utc, ut1)


def _utc_unix(year, month, day, hour, minute, second) -> float:
    # `second` may be 60.x during a leap second; POSIX time then repeats the next day's 00:00:00.x.
    return calendar.timegm((int(year), int(month), int(day), int(hour), int(minute), 0)) + float(second)


def time_from_unix(seconds):
    """POSIX seconds (scalar or array; UTC from 1972, UT1 before) → skyfield Time."""
    ts = timescale()
    seconds = np.asarray(seconds, dtype=float)
    scalar = seconds.ndim == 0
    seconds = np.atleast_1d(seconds)
    # UT1 branch: skyfield derives TT from UT1 via its ΔT model.
    t_ut1 = ts.ut1_jd(UNIX_EPOCH_JD + seconds / DAY_S)
    # UTC branch: skyfield's utc() accepts an overflowing seconds field and applies leap seconds.
    whole_days = np.floor(seconds / DAY_S)
    t_utc = ts.utc(1970, 1, 1 + whole_days, 0, 0, seconds - whole_days * DAY_S)
    use_utc = seconds >= UTC_FROM
    tt = np.where(use_utc, t_utc.whole + t_utc.tt_fraction, t_ut1.whole + t_ut1.tt_fraction)
    whole = np.floor(tt)
    fraction = np.where(
        use_utc,
        (t_utc.whole - whole) + t_utc.tt_fraction,
        (t_ut1.whole - whole) + t_ut1.tt_fraction,
    )
    if scalar:
        return ts.tt_jd(float(whole[0]), float(fraction[0]))
    return ts.tt_jd(whole, fraction)


def _as_unix(moment) -> float:
    if isinstance(moment, datetime):
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=timezone.utc)
        return moment.timestamp()
    return float(moment)


def round_seconds(x: float) -> int:
    """Round half up to a whole second (deterministic, unlike banker's rounding of `round`)."""
    return int(math.floor(x + 0.5))


# --- longitudes ------------------------------------------------------------------------------------


def apparent_longitudes(eph, t, *, moon: bool = False):
    """Apparent geocentric ecliptic longitudes of date (degrees, [0, 360)) of the Sun (and Moon).

    Returns ``sun`` or ``(sun, moon)``; `t` is an array Time, evaluated in chunks.
    """
    from skyfield.framelib import ecliptic_frame

    earth, sun = eph["earth"], eph["sun"]
    body_moon = eph["moon"] if moon else None
    n = len(t)
    sun_lon = np.empty(n)
    moon_lon = np.empty(n) if moon else None
    for i in range(0, n, _CHUNK):
        chunk = t[i : i + _CHUNK]
        observer = earth.at(chunk)
        sun_lon[i : i + _CHUNK] = observer.observe(sun).apparent().frame_latlon(ecliptic_frame)[1].degrees
        if moon:
            moon_lon[i : i + _CHUNK] = (
                observer.observe(body_moon).apparent().frame_latlon(ecliptic_frame)[1].degrees
            )
    return (sun_lon, moon_lon) if moon else sun_lon


def _wrap180(degrees):
    return (np.asarray(degrees) + 180.0) % 360.0 - 180.0


def _sun_offset(eph, ts, whole, fraction, target):
    """Sun longitude − target, wrapped to [−180, 180)."""
    return _wrap180(apparent_longitudes(eph, ts.tt_jd(whole, fraction)) - target)


def _elongation(eph, ts, whole, fraction, target=0.0):
    """Moon longitude − Sun longitude, wrapped to [−180, 180)."""
    sun, moon = apparent_longitudes(eph, ts.tt_jd(whole, fraction), moon=True)
    return _wrap180(moon - sun - target)


# --- root finding ----------------------------------------------------------------------------------


def _grid(start_unix: float, end_unix: float):
    """Whole-day TT sample points (whole, fraction) covering [start, end] with a day to spare."""
    t0, t1 = time_from_unix(np.array([start_unix, end_unix]))
    first = math.floor(t0.whole + t0.tt_fraction) - 1
    last = math.ceil(t1.whole + t1.tt_fraction) + 1
    whole = np.arange(first, last + 1, _SAMPLE_STEP_DAYS)
    return whole, np.zeros_like(whole)


def _secant(f, eph, ts, whole, fa, fb, ga, gb, target):
    """Refine brackets [fa, fb] (fractions of day past `whole`, values ga < 0 ≤ gb) by the secant method."""
    x0, x1 = fa, fb
    g0, g1 = ga, gb
    # Start from the linear interpolation inside the bracket, keeping the nearer end as partner.
    x2 = x0 - g0 * (x1 - x0) / (g1 - g0)
    g2 = f(eph, ts, whole, x2, target)
    nearer = np.abs(g0) < np.abs(g1)
    x1, g1 = np.where(nearer, x0, x1), np.where(nearer, g0, g1)
    x0, g0 = x2, g2
    for _ in range(_MAX_ITERATIONS):
        denominator = g0 - g1
        safe = denominator != 0.0
        step = np.where(safe, -g0 * (x0 - x1) / np.where(safe, denominator, 1.0), 0.0)
        x1, g1 = x0, g0
        x0 = x0 + step
        if np.all(np.abs(step) < _TOLERANCE_DAYS):
            return x0
        g0 = f(eph, ts, whole, x0, target)
    raise RuntimeError("root refinement did not converge")


def _term_roots(eph_name: str, start_unix: float, end_unix: float):
    """All (unix float, longitude) term moments in [start, end) with one ephemeris."""
    eph = load_ephemeris(eph_name)
    ts = timescale()
    whole, fraction = _grid(start_unix, end_unix)
    lon = apparent_longitudes(eph, ts.tt_jd(whole, fraction))
    unwrapped = np.unwrap(lon, period=360.0)
    sector = np.floor(unwrapped / 15.0)
    i = np.flatnonzero(np.diff(sector) > 0)
    if not len(i):
        return np.empty(0), np.empty(0, dtype=int)
    if np.any(np.diff(sector)[i] > 1):
        raise RuntimeError("more than one term between samples")
    target = (sector[i + 1] * 15.0) % 360.0
    ga = _wrap180(lon[i] - target)
    gb = _wrap180(lon[i + 1] - target)
    # Fractions are counted from the left sample's whole day, so the bracket is [0, step].
    frac = _secant(_sun_offset, eph, ts, whole[i], fraction[i], fraction[i] + _SAMPLE_STEP_DAYS, ga, gb, target)
    unix = unix_seconds(ts.tt_jd(whole[i], frac))
    keep = (unix >= start_unix) & (unix < end_unix)
    return unix[keep], target[keep].astype(int)


def _new_moon_roots(eph_name: str, start_unix: float, end_unix: float):
    """All new moons (unix float) in [start, end) with one ephemeris."""
    eph = load_ephemeris(eph_name)
    ts = timescale()
    whole, fraction = _grid(start_unix, end_unix)
    sun, moon = apparent_longitudes(eph, ts.tt_jd(whole, fraction), moon=True)
    e = _wrap180(moon - sun)
    i = np.flatnonzero((e[:-1] < 0.0) & (e[1:] >= 0.0) & (e[1:] - e[:-1] < 90.0))
    if not len(i):
        return np.empty(0)
    frac = _secant(_elongation, eph, ts, whole[i], fraction[i], fraction[i] + _SAMPLE_STEP_DAYS, e[i], e[i + 1], 0.0)
    unix = unix_seconds(ts.tt_jd(whole[i], frac))
    return unix[(unix >= start_unix) & (unix < end_unix)]


def _pieces(start_unix: float, end_unix: float, ephemeris: str | None):
    """[(ephemeris, start, end)] covering [start, end): DE421 before `SWITCH_UTC`, DE423 after."""
    if ephemeris is not None:
        if ephemeris not in EPHEMERIDES:
            raise ValueError(f"unknown ephemeris {ephemeris!r}")
        return [(ephemeris, start_unix, end_unix)]
    pieces = []
    if start_unix < SWITCH_UTC:
        pieces.append(("de421", start_unix, min(end_unix, SWITCH_UTC)))
    if end_unix > SWITCH_UTC:
        pieces.append(("de423", max(start_unix, SWITCH_UTC), end_unix))
    return pieces


def solar_term_moments(start, end, *, ephemeris: str | None = None, exact: bool = False):
    """Solar terms in [start, end): a chronological list of ``(unix_seconds, longitude_deg)``.

    `start`/`end` are aware datetimes (naive = UTC) or POSIX seconds. `unix_seconds` is rounded to
    the nearest second (a float when ``exact=True``); `longitude_deg` ∈ {0, 15, …, 345}.
    `ephemeris` forces ``"de421"`` or ``"de423"``; by default DE421 before 2053-01-01, DE423 after.
    """
    start_unix, end_unix = _as_unix(start), _as_unix(end)
    result = []
    for name, a, b in _pieces(start_unix, end_unix, ephemeris):
        unix, longitude = _term_roots(name, a, b)
        result.extend(
            (float(u) if exact else round_seconds(u), int(lon)) for u, lon in zip(unix, longitude)
        )
    return result


def new_moon_moments(start, end, *, ephemeris: str | None = None, exact: bool = False):
    """New moons in [start, end): a chronological list of POSIX seconds (see `solar_term_moments`)."""
    start_unix, end_unix = _as_unix(start), _as_unix(end)
    result = []
    for name, a, b in _pieces(start_unix, end_unix, ephemeris):
        result.extend(float(u) if exact else round_seconds(u) for u in _new_moon_roots(name, a, b))
    return result
