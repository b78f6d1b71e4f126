"""Verify the converted DE423 kernel and measure how much DE421 and DE423 disagree.

    python -m almanac.core.astro.compare

1. The converted SPK against a direct evaluation of the de423 package's Chebyshev arrays
   (checks the conversion itself: should agree to round-off).
2. DE423 against DE421 over their overlap (1900–2053): geocentric Sun and Moon positions.
3. Term moments and new moons over 2040–2053 computed with each ephemeris: the largest difference
   in seconds (the figure quoted in the README for the DE421 → DE423 switch in 2053).
"""

from __future__ import annotations

import calendar
import sys
import time

import numpy as np

COMPARE_START = calendar.timegm((2040, 1, 1, 0, 0, 0))
COMPARE_END = calendar.timegm((2053, 1, 1, 0, 0, 0))


def conversion_errors(samples: int = 2000) -> dict[str, float]:
    """Max |converted SPK − raw de423 arrays| in km for the Sun, EMB, Earth and geocentric Moon."""
    from almanac.core.astro.ephemeris import de423, de423_constants, de423_raw_position, timescale

    constants = de423_constants()
    jalpha, jomega, emrat = constants["jalpha"], constants["jomega"], constants["EMRAT"]
    # Random TDB dates over the whole span (seeded: deterministic), plus both ends.
    rng = np.random.default_rng(423)
    tdb = np.concatenate([[jalpha, jomega], rng.uniform(jalpha, jomega, samples)])
    t = timescale().tdb_jd(tdb)
    eph = de423()
    sun = eph["sun"].at(t).position.km
    emb = eph["earth barycenter"].at(t).position.km
    earth = eph["earth"].at(t).position.km
    moon = eph["moon"].at(t).position.km
    raw_moon = de423_raw_position("moon", tdb)
    raw_emb = de423_raw_position("earthmoon", tdb)
    raw_earth = raw_emb - raw_moon / (1.0 + emrat)

    def worst(a, b):
        return float(np.max(np.linalg.norm(a - b, axis=0)))

    return {
        "sun": worst(sun, de423_raw_position("sun", tdb)),
        "earth-moon barycenter": worst(emb, raw_emb),
        "earth": worst(earth, raw_earth),
        "geocentric moon": worst(moon - earth, raw_moon),
    }


def de421_vs_de423(samples: int = 5000) -> dict[str, float]:
    """Max differences DE423 − DE421 over 1900–2053 (geocentric, geometric; and apparent longitudes)."""
    from skyfield.framelib import ecliptic_frame

    from almanac.core.astro.ephemeris import de421, de423, timescale

    ts = timescale()
    t = ts.tt_jd(np.linspace(ts.utc(1900, 1, 1).tt, ts.utc(2053, 10, 1).tt, samples))
    out = {}
    vectors = {}
    for name, eph in (("de421", de421()), ("de423", de423())):
        earth = eph["earth"]
        vectors[name] = {
            "sun": (eph["sun"] - earth).at(t).position.km,
            "moon": (eph["moon"] - earth).at(t).position.km,
            "sun_lon": earth.at(t).observe(eph["sun"]).apparent().frame_latlon(ecliptic_frame)[1].degrees,
            "moon_lon": earth.at(t).observe(eph["moon"]).apparent().frame_latlon(ecliptic_frame)[1].degrees,
        }
    a, b = vectors["de421"], vectors["de423"]
    for body in ("sun", "moon"):
        d = b[body] - a[body]
        r = np.linalg.norm(a[body], axis=0)
        unit = a[body] / r
        radial = np.sum(d * unit, axis=0)
        transverse = np.linalg.norm(d - radial * unit, axis=0)  # the part that moves the direction
        out[f"{body} position (km)"] = float(np.max(np.linalg.norm(d, axis=0)))
        out[f"{body} across the line of sight (km)"] = float(np.max(transverse))
        out[f"{body} direction (mas)"] = float(np.max(transverse / r) * 206264806.2)
        dl = (b[f"{body}_lon"] - a[f"{body}_lon"] + 180.0) % 360.0 - 180.0
        out[f"{body} apparent longitude (mas)"] = float(np.max(np.abs(dl)) * 3.6e6)
    return out


def moment_differences(start=COMPARE_START, end=COMPARE_END) -> dict[str, float]:
    """Max |DE423 − DE421| in seconds for the term moments and new moons in [start, end)."""
    from almanac.core.astro.events import new_moon_moments, solar_term_moments

    t421 = solar_term_moments(start, end, ephemeris="de421", exact=True)
    t423 = solar_term_moments(start, end, ephemeris="de423", exact=True)
    m421 = new_moon_moments(start, end, ephemeris="de421", exact=True)
    m423 = new_moon_moments(start, end, ephemeris="de423", exact=True)
    if [lon for _, lon in t421] != [lon for _, lon in t423] or len(m421) != len(m423):
        raise RuntimeError("DE421 and DE423 found different sets of events")
    dt = np.array([b - a for (a, _), (b, _) in zip(t421, t423)])
    dm = np.array(m423) - np.array(m421)
    rounded_t = sum(round(a) != round(b) for (a, _), (b, _) in zip(t421, t423))
    rounded_m = sum(round(a) != round(b) for a, b in zip(m421, m423))
    return {
        "terms": len(dt),
        "terms max |diff| (s)": float(np.max(np.abs(dt))),
        "terms mean diff (s)": float(np.mean(dt)),
        "terms rounding to a different second": rounded_t,
        "new moons": len(dm),
        "new moons max |diff| (s)": float(np.max(np.abs(dm))),
        "new moons mean diff (s)": float(np.mean(dm)),
        "new moons rounding to a different second": rounded_m,
    }


def main(argv=None) -> int:
    started = time.perf_counter()
    print("1. converted DE423 SPK vs the de423 package's arrays (max km):")
    for key, value in conversion_errors().items():
        print(f"   {key:32} {value:.3e}")
    print("2. DE423 - DE421, 1900-01-01 .. 2053-10-01, 5000 dates (max):")
    for key, value in de421_vs_de423().items():
        print(f"   {key:40} {value:.4f}")
    print("3. moments 2040-01-01 .. 2053-01-01, DE423 - DE421:")
    for key, value in moment_differences().items():
        print(f"   {key:42} {value:.4f}" if isinstance(value, float) else f"   {key:42} {value}")
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
