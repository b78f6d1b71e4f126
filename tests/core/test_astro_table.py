"""The shipped astronomical table (`almanac/core/data/astro_table.txt`) against skyfield and published figures.

Pure Python (no Django). Uses skyfield with the local DE421 / DE423 kernels; the converted DE423
kernel (.cache/de423.bsp) is regenerated on demand in a fresh clone (well under a second).
"""

import math
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest

from almanac.core.astro import build, ephemeris, events

TABLE_PATH = Path(__file__).resolve().parents[2] / "almanac" / "core" / "data" / "astro_table.txt"
CST = timezone(timedelta(hours=8))
DAY = 86400


def parse(text):
    terms, moons, section = [], [], None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line
        elif section == "[terms]":
            seconds, longitude = line.split()
            terms.append((int(seconds), int(longitude)))
        elif section == "[new_moons]":
            moons.append(int(line))
        else:
            raise AssertionError(f"data outside a section: {line!r}")
    return terms, moons


@pytest.fixture(scope="module")
def table():
    return parse(TABLE_PATH.read_text(encoding="ascii"))


def unix(y, mo, d, h=0, mi=0, s=0, tz=timezone.utc):
    return int(datetime(y, mo, d, h, mi, s, tzinfo=tz).timestamp())


def spread(items, count):
    """`count` items evenly spread over `items`, first and last included (deterministic)."""
    n = len(items)
    return [items[i * (n - 1) // (count - 1)] for i in range(count)]


# --- (a) recompute a sample with skyfield -----------------------------------------------------------


def apparent_longitudes(seconds, body):
    """Apparent geocentric ecliptic longitude of date (degrees) of 'sun' or of 'moon' − 'sun'.

    Computed here straight from skyfield (not through events.py's root finder), with the table's
    ephemeris choice (DE421 before events.SWITCH_UTC, DE423 from then on) and time convention.
    """
    from skyfield.framelib import ecliptic_frame

    seconds = np.asarray(seconds, dtype=float)
    out = np.empty(len(seconds))
    for name, mask in (("de421", seconds < events.SWITCH_UTC), ("de423", seconds >= events.SWITCH_UTC)):
        if not mask.any():
            continue
        eph = ephemeris.ephemeris(name)
        t = events.time_from_unix(seconds[mask])
        observer = eph["earth"].at(t)

        def lon(target):
            return observer.observe(eph[target]).apparent().frame_latlon(ecliptic_frame)[1].degrees

        out[mask] = lon("sun") if body == "sun" else lon("moon") - lon("sun")
    return out


def wrap(degrees):
    return (np.asarray(degrees) + 180.0) % 360.0 - 180.0


def sample_terms(terms):
    inner = [t for t in terms if unix(1901, 1, 1) <= t[0] < unix(2100, 1, 1)]
    # Evenly over 1901–2099, plus both ends of the table and the terms around the ephemeris switch.
    after = [i for i, t in enumerate(terms) if t[0] >= events.SWITCH_UTC][0]
    return sorted(set(spread(inner, 40) + [terms[0], terms[-1], terms[after - 1], terms[after]]))


def sample_moons(moons):
    inner = [u for u in moons if unix(1901, 1, 1) <= u < unix(2100, 1, 1)]
    after = [i for i, u in enumerate(moons) if u >= events.SWITCH_UTC][0]
    return sorted(set(spread(inner, 25) + [moons[0], moons[-1], moons[after - 1], moons[after]]))


# The exact moment lies within ±0.5 s of a correctly rounded table value, so the crossing must be
# bracketed by ±HALF_WINDOW (a little more than 0.5 s; well inside the required 1 s).
HALF_WINDOW = 0.6


def test_sample_of_terms_matches_skyfield(table):
    terms, _ = table
    sample = sample_terms(terms)
    assert len(sample) >= 40
    assert sum(u >= events.SWITCH_UTC for u, _ in sample) >= 8  # DE423 is exercised too
    seconds = np.array([u for u, _ in sample], dtype=float)
    target = np.array([lon for _, lon in sample], dtype=float)
    before = wrap(apparent_longitudes(seconds - HALF_WINDOW, "sun") - target)
    after = wrap(apparent_longitudes(seconds + HALF_WINDOW, "sun") - target)
    bad = [(u, lon, b, a) for (u, lon), b, a in zip(sample, before, after) if not (b < 0.0 <= a)]
    assert not bad, f"terms not within {HALF_WINDOW} s of the table value: {bad}"


def test_sample_of_new_moons_matches_skyfield(table):
    _, moons = table
    sample = sample_moons(moons)
    assert len(sample) >= 25
    assert sum(u >= events.SWITCH_UTC for u in sample) >= 5
    seconds = np.array(sample, dtype=float)
    before = wrap(apparent_longitudes(seconds - HALF_WINDOW, "moon"))
    after = wrap(apparent_longitudes(seconds + HALF_WINDOW, "moon"))
    bad = [(u, b, a) for u, b, a in zip(sample, before, after) if not (b < 0.0 <= a)]
    assert not bad, f"new moons not within {HALF_WINDOW} s of the table value: {bad}"


@pytest.mark.parametrize("year", [1900, 1971, 2024, 2053, 2100])
def test_generator_reproduces_the_table_for_a_year(table, year):
    """events.py's root finder, rerun on one year (1971/2053: the UT1→UTC and DE421→DE423 switches)."""
    terms, moons = table
    start, end = unix(year, 1, 1), unix(year + 1, 1, 1)
    assert events.solar_term_moments(start, end) == [t for t in terms if start <= t[0] < end]
    assert events.new_moon_moments(start, end) == [u for u in moons if start <= u < end]


def test_refinement_is_far_below_a_hundredth_of_a_second():
    """The refined roots: the function is ~0 there (skyfield's find_discrete default is 1 ms)."""
    exact = events.solar_term_moments(unix(2024, 1, 1), unix(2024, 4, 1), exact=True)
    seconds = np.array([u for u, _ in exact])
    residual = wrap(apparent_longitudes(seconds, "sun") - np.array([lon for _, lon in exact]))
    # The Sun moves ~0.041″/s: 0.001 s ≈ 4e-5″ ≈ 1.2e-8°.
    assert np.all(np.abs(residual) < 1.2e-8)


# --- (b) published values ----------------------------------------------------------------------------
#
# The Purple Mountain Observatory (紫金山天文台) computes the official moments and publishes them in
# 《中国天文年历》 to the MINUTE (rounded to the nearest minute); news agencies quote those figures.
# Figures to the second that circulate on Chinese calendar websites (e.g. 2025 立春 "22:10:13",
# 2022 冬至 "05:48:01") are not official: they come from calendar software that extrapolates ΔT
# (TT − UT), and drift away from UTC by ~1.4 s per year since ~2014 (−12 s … −15 s in 2022–2025).
# They are therefore checked here only to the minute. IMCCE (Paris Observatory) figures to the second
# are likewise UT computed with a predicted ΔT, a few seconds early in 2023–2024 (true UTC = TT − 69.184 s).

# (CST date and time to the minute, longitude, source)
OFFICIAL_TERMS_CST_MINUTE = [
    ((2013, 2, 4, 0, 13), 315, "Xinhua, citing 中国天文年历 (立春)"),
    ((2020, 3, 20, 11, 50), 0, "中国天文年历 / Purple Mountain Observatory (春分)"),
    ((2020, 9, 22, 21, 31), 180, "Xinhua 2020-09-21 (秋分)"),
    ((2021, 9, 23, 3, 21), 180, "Xinhua Nanjing 2021-09-22, Purple Mountain Observatory (秋分)"),
    ((2021, 12, 21, 23, 59), 270, "Guangzhou Wuyang Planetarium via 羊城晚报 (冬至)"),
    ((2024, 2, 4, 16, 27), 315, "Xinhua 2024-02-05 (立春)"),
    ((2024, 4, 4, 15, 2), 15, "Xinhua 2025-04-03 (清明)"),
    ((2025, 4, 4, 20, 49), 15, "Xinhua 2025-04-03 (清明)"),
    ((2026, 4, 5, 2, 40), 15, "Xinhua 2025-04-03 (清明)"),
    ((2024, 9, 22, 20, 44), 180, "Shanghai Astronomy Museum (秋分)"),
    ((2024, 12, 21, 17, 21), 270, "Taipei Astronomical Museum / Central Weather Administration (冬至, UTC+8)"),
    # Widely quoted with seconds (see above); their minute agrees.
    ((2025, 2, 3, 22, 10), 315, "quoted as 22:10:13 (立春)"),
    ((2024, 3, 20, 11, 6), 0, "quoted as 11:06:22 (春分)"),
    ((2022, 12, 22, 5, 48), 270, "quoted as 05:48:01 (冬至)"),
]

# IMCCE, UTC to the second (equinoxes and solstices), as reported by the French press.
IMCCE_TERMS_UTC = [
    ((2014, 3, 20, 16, 57, 5), 0),
    ((2023, 3, 20, 21, 24, 24), 0),
    ((2024, 3, 20, 3, 6, 21), 0),
    ((2024, 9, 22, 12, 43, 36), 180),
    ((2024, 12, 21, 9, 20, 30), 270),
]

# New moons, UTC to the minute (USNO / HKO, rounded to the nearest minute).
NEW_MOONS_UTC_MINUTE = [
    (2017, 8, 21, 18, 30),  # total solar eclipse
    (2023, 1, 21, 20, 53),
    (2024, 1, 11, 11, 57),
    (2024, 2, 9, 22, 59),
    (2024, 4, 8, 18, 21),  # total solar eclipse
    (2024, 5, 8, 3, 22),
    (2025, 1, 29, 12, 36),  # 2025 Spring Festival (20:36 CST)
]

MINUTE_TOLERANCE = 30 + 1  # rounding to the minute, plus our own rounding to the second


def nearest(values, target):
    return min(values, key=lambda v: abs(v - target))


@pytest.mark.parametrize(("when", "longitude", "source"), OFFICIAL_TERMS_CST_MINUTE)
def test_official_term_moments_to_the_minute(table, when, longitude, source):
    terms, _ = table
    published = unix(*when, tz=CST)
    moment = nearest([u for u, lon in terms if lon == longitude], published)
    assert abs(moment - published) <= MINUTE_TOLERANCE, (source, datetime.fromtimestamp(moment, CST))


@pytest.mark.parametrize(("when", "longitude"), IMCCE_TERMS_UTC)
def test_imcce_term_moments_to_a_few_seconds(table, when, longitude):
    terms, _ = table
    published = unix(*when)
    moment = nearest([u for u, lon in terms if lon == longitude], published)
    assert 0 <= moment - published <= 5, datetime.fromtimestamp(moment, timezone.utc)


@pytest.mark.parametrize("when", NEW_MOONS_UTC_MINUTE)
def test_published_new_moons_to_the_minute(table, when):
    _, moons = table
    published = unix(*when)
    assert abs(nearest(moons, published) - published) <= MINUTE_TOLERANCE


# --- (c) properties -----------------------------------------------------------------------------------


def test_range_and_order(table):
    terms, moons = table
    start, end = build.RANGE_START, build.RANGE_END
    assert start <= terms[0][0] < start + 15.8 * DAY and end - 15.8 * DAY < terms[-1][0] < end
    assert start <= moons[0] < start + 29.9 * DAY and end - 29.9 * DAY < moons[-1] < end
    assert all(a[0] < b[0] for a, b in zip(terms, terms[1:]))
    assert all(a < b for a, b in zip(moons, moons[1:]))


@pytest.mark.slow  # every year of the table, 1900–2100 (about 3 s)
def test_twenty_four_terms_per_year_in_order(table):
    terms, _ = table
    for year in range(1900, 2101):
        in_year = [lon for u, lon in terms if unix(year, 1, 1) <= u < unix(year + 1, 1, 1)]
        assert len(in_year) == 24, year
        assert all((b - a) % 360 == 15 for a, b in zip(in_year, in_year[1:])), year
        assert in_year[0] == 285, year  # 小寒 opens every Gregorian year


def test_term_spacing(table):
    terms, _ = table
    gaps = [(b[0] - a[0]) / DAY for a, b in zip(terms, terms[1:])]
    assert all((b[1] - a[1]) % 360 == 15 for a, b in zip(terms, terms[1:]))
    assert 14.7 < min(gaps) and max(gaps) < 15.8


def test_lunation_lengths(table):
    _, moons = table
    gaps = [(b - a) / DAY for a, b in zip(moons, moons[1:])]
    assert 29.2 < min(gaps) and max(gaps) < 29.9
    # Mean synodic month 29.530589 d; the end points each wobble by up to ~14 h around the mean phase.
    mean = (moons[-1] - moons[0]) / (len(moons) - 1) / DAY
    assert math.isclose(mean, 29.530589, abs_tol=14 / 24 * 2 / (len(moons) - 1))


def test_header_names_ephemerides_and_switch():
    text = TABLE_PATH.read_text(encoding="ascii")
    header = "\n".join(line for line in text.splitlines() if line.startswith("#"))
    assert "DE421" in header and "DE423" in header and events.SWITCH_DATE in header
    assert "python -m almanac.core.astro.build" in header


# --- time scale and ephemerides -------------------------------------------------------------------------


def test_time_convention_utc_from_1972_ut1_before():
    ts = ephemeris.timescale()
    # From 1972: UTC, leap seconds included.
    t = events.time_from_unix(unix(2016, 12, 31, 23, 59, 59))
    assert abs(t.tt - ts.utc(2016, 12, 31, 23, 59, 59).tt) * DAY < 1e-4
    assert events.unix_seconds(events.time_from_unix(float(unix(2024, 6, 1, 12))))[0] == pytest.approx(
        unix(2024, 6, 1, 12), abs=1e-4
    )
    # Before: UT1 (skyfield's own utc() is TAI − 10 s there, ~44 s off mean solar time in 1900).
    u = unix(1900, 6, 1)
    t = events.time_from_unix(u)
    assert abs(t.ut1 - (2440587.5 + u / DAY)) * DAY < 1e-3
    assert events.unix_seconds(t)[0] == pytest.approx(u, abs=1e-3)


def test_de423_kernel_conversion(tmp_path):
    """A fresh conversion (as in a new clone) has the six segments and reproduces the raw arrays."""
    from jplephem.spk import SPK

    path = ephemeris.ensure_de423_kernel(tmp_path / "de423.bsp")
    kernel = SPK.open(str(path))
    try:
        assert {(s.center, s.target) for s in kernel.segments} == {
            (0, 10), (0, 3), (0, 5), (0, 6), (3, 399), (3, 301),
        }
        emrat = ephemeris.de423_constants()["EMRAT"]
        tdb = np.array([2378500.25, 2415020.0, 2451545.0, 2470000.7, 2524600.1])
        moon = kernel[3, 301].compute(tdb) - kernel[3, 399].compute(tdb)
        assert np.max(np.abs(moon - ephemeris.de423_raw_position("moon", tdb))) < 1e-6  # km
        assert np.max(np.abs(kernel[0, 10].compute(tdb) - ephemeris.de423_raw_position("sun", tdb))) < 1e-6
        assert np.allclose(kernel[3, 399].compute(tdb) * -emrat, kernel[3, 301].compute(tdb), atol=1e-6)
    finally:
        kernel.close()
    assert ephemeris.ensure_de423_kernel(path) == path  # reused, not rewritten


@pytest.mark.slow
def test_whole_table_is_reproducible():
    text, _ = build.build_table()
    assert text == TABLE_PATH.read_text(encoding="ascii")


def test_check_mode_detects_a_stale_table(tmp_path, monkeypatch):
    stats = {"terms": 0, "new_moons": 0, "rounding_margin_s": 0.5}
    monkeypatch.setattr(build, "build_table", lambda: ("[terms]\n[new_moons]\n", stats))
    stale = tmp_path / "table.txt"
    stale.write_text("[terms]\n1 0\n[new_moons]\n", encoding="ascii")
    assert build.main(["--check", "--output", str(stale)]) == 1
    assert build.main(["--output", str(stale)]) == 0
    assert build.main(["--check", "--output", str(stale)]) == 0
