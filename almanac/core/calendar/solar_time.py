"""Local mean and true (apparent) solar time at a longitude, from the equation of time. Pure Python.

Some 八字 practitioners read the hour (and the day at midnight) from the birth place's true solar time
(真太阳时) instead of the zone clock: local mean time (UT + longitude / 15°·h) plus the equation of time
(apparent − mean solar time). The site offers it as an option, off by default (rules/birth.py); year and
month still change at the exact moment of a 节, which is an instant everywhere.

The equation of time is Meeus's formula 28.1 (*Astronomical Algorithms*, 2nd ed.): the Sun's mean
longitude less its apparent right ascension, from the low-accuracy solar coordinates of ch. 25 and the
main nutation terms of ch. 22. Meeus's example 28.a (1992 October 13.0 TD) has 13m 42.6s from the full
theory; this gives 13m 41.9s, and it agrees with the Sun's meridian transit found from JPL DE421
(calendar/sun.py) to about a second (tests/core/test_birth_data.py). Universal Time is used for
Terrestrial Time: the difference (≤ 1½ minutes in the range) moves the equation by well under a tenth of a
second.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

_UNIX_JD = 2440587.5  # the Julian day of 1970-01-01 00:00 UT
_J2000 = 2451545.0


def julian_centuries(moment: datetime) -> float:
    """Julian centuries from J2000.0 of an aware moment (UT taken for TT)."""
    return (moment.timestamp() / 86400 + _UNIX_JD - _J2000) / 36525


def equation_of_time_at(t: float) -> float:
    """The equation of time (apparent − mean solar time) in seconds, at `t` Julian centuries from J2000:
    E = L0 − 0.0057183° − α + Δψ·cos ε (Meeus 28.1), α the Sun's apparent right ascension (ch. 25, low
    accuracy), Δψ and Δε the nutation's main terms (ch. 22)."""
    l0 = 280.46646 + 36000.76983 * t + 0.0003032 * t * t  # the Sun's mean longitude (25.2)
    m = math.radians(357.52911 + 35999.05029 * t - 0.0001537 * t * t)  # its mean anomaly (25.3)
    centre = ((1.914602 - 0.004817 * t - 0.000014 * t * t) * math.sin(m)
              + (0.019993 - 0.000101 * t) * math.sin(2 * m) + 0.000289 * math.sin(3 * m))
    omega = math.radians(125.04 - 1934.136 * t)  # the Moon's ascending node
    moon = math.radians(218.3165 + 481267.8813 * t)
    two_l0 = math.radians(2 * l0)
    dpsi = (-17.20 * math.sin(omega) - 1.32 * math.sin(two_l0) - 0.23 * math.sin(2 * moon)
            + 0.21 * math.sin(2 * omega)) / 3600
    deps = (9.20 * math.cos(omega) + 0.57 * math.cos(two_l0) + 0.10 * math.cos(2 * moon)
            - 0.09 * math.cos(2 * omega)) / 3600
    eps0 = 23 + 26 / 60 + (21.448 - 46.8150 * t - 0.00059 * t * t + 0.001813 * t ** 3) / 3600  # (22.2)
    apparent = math.radians(l0 + centre - 0.00569 - 0.00478 * math.sin(omega))  # λ (25.8)
    eps = math.radians(eps0 + 0.00256 * math.cos(omega))
    alpha = math.degrees(math.atan2(math.cos(eps) * math.sin(apparent), math.cos(apparent)))
    degrees = l0 - 0.0057183 - alpha + dpsi * math.cos(math.radians(eps0 + deps))
    return ((degrees + 180) % 360 - 180) * 240  # 4 minutes of time a degree


def equation_of_time(moment: datetime) -> timedelta:
    """The equation of time at an aware moment (positive when the sundial is ahead of the mean clock)."""
    return timedelta(seconds=equation_of_time_at(julian_centuries(moment)))


def mean_solar_offset(longitude: float) -> timedelta:
    """Local mean time − UT at a longitude (degrees east): 4 minutes a degree."""
    return timedelta(seconds=longitude * 240)


def local_mean_time(moment: datetime, longitude: float) -> datetime:
    """The local mean solar time (naive clock reading) at `longitude` of an aware moment."""
    return datetime(1970, 1, 1) + timedelta(seconds=moment.timestamp()) + mean_solar_offset(longitude)


def true_solar_time(moment: datetime, longitude: float) -> datetime:
    """The local apparent (true) solar time, as a naive clock reading, of an aware moment at `longitude`
    (degrees east): local mean time plus the equation of time."""
    return local_mean_time(moment, longitude) + equation_of_time(moment)


__all__ = [
    "equation_of_time", "equation_of_time_at", "julian_centuries", "local_mean_time", "mean_solar_offset",
    "true_solar_time",
]
