"""Write (or check) `almanac/core/data/astro_table.txt`: solar terms and new moons, 1899-11 … 2101-02.

    python -m almanac.core.astro.build            # regenerate the shipped table
    python -m almanac.core.astro.build --check    # exit 1 if the shipped table differs
    python -m almanac.core.astro.build --output /tmp/table.txt

The output is deterministic (no timestamps): the same inputs (skyfield version, ephemerides)
always give the same bytes. Generation takes about 12 s.
"""

from __future__ import annotations

import argparse
import calendar
import sys
import time
from pathlib import Path

TABLE_PATH = Path(__file__).resolve().parents[1] / "data" / "astro_table.txt"

RANGE_START = calendar.timegm((1899, 11, 1, 0, 0, 0))
RANGE_END = calendar.timegm((2101, 3, 1, 0, 0, 0))

HEADER = """\
# Astronomical table of the almanac: exact moments of the 24 solar terms and of the new moons.
# GENERATED FILE - do not edit. Regenerate with:   python -m almanac.core.astro.build
# Verify (exit status 1 if stale) with:             python -m almanac.core.astro.build --check
#
# Range: every moment from 1899-11-01 00:00 to 2101-03-01 00:00 (exclusive), chronological.
# [terms]      lines are "<unix_seconds> <longitude_deg>": the moment the Sun's apparent geocentric
#              ecliptic longitude (true equinox and ecliptic of date) reaches longitude_deg, a
#              multiple of 15 (0 = chunfen ... 315 = lichun ... 345 = jingzhe).
# [new_moons]  lines are "<unix_seconds>": apparent geocentric ecliptic longitude of the Moon equals
#              that of the Sun.
# unix_seconds are POSIX seconds rounded to the nearest second: UTC from 1972-01-01 (leap seconds
# from skyfield's built-in table; after the last one it knows, no further leap seconds are assumed,
# i.e. UTC = TAI - 37 s), and UT1 (Greenwich mean solar time, what civil clocks kept; skyfield's
# built-in Delta T) before 1972.
# Computed with skyfield {skyfield_version} (apparent places: light time, deflection, aberration;
# IAU 2006/2000A precession-nutation). Ephemerides: JPL DE421 (skyfield-data) for moments before
# {switch} 00:00 UTC, JPL DE423 (the de423 package, converted to SPK) from then on.
"""


def build_table() -> tuple[str, dict]:
    """The table text, and some statistics about it."""
    import skyfield
    from tqdm import tqdm

    from almanac.core.astro.events import SWITCH_DATE, new_moon_moments, round_seconds, solar_term_moments

    # On a terminal, a bar on stderr for the two long computations (disable=None: none when piped).
    with tqdm(total=2, unit="table", desc="solar terms", file=sys.stderr, disable=None, leave=False) as bar:
        terms = solar_term_moments(RANGE_START, RANGE_END, exact=True)
        bar.set_description("new moons")
        bar.update()
        moons = new_moon_moments(RANGE_START, RANGE_END, exact=True)
        bar.update()
    _sanity_check(terms, moons)

    lines = [HEADER.format(skyfield_version=skyfield.__version__, switch=SWITCH_DATE).rstrip("\n")]
    lines.append("[terms]")
    lines.extend(f"{round_seconds(u)} {lon}" for u, lon in terms)
    lines.append("[new_moons]")
    lines.extend(str(round_seconds(u)) for u in moons)
    text = "\n".join(lines) + "\n"

    # How close any moment came to a rounding boundary (x.5 s): a platform whose floating point
    # differed by more than this could round that moment the other way.
    margin = min(abs((u % 1.0) - 0.5) for u in [u for u, _ in terms] + moons)
    stats = {"terms": len(terms), "new_moons": len(moons), "rounding_margin_s": margin}
    return text, stats


def _sanity_check(terms, moons) -> None:
    times = [u for u, _ in terms]
    if any(b <= a for a, b in zip(times, times[1:])) or any(b <= a for a, b in zip(moons, moons[1:])):
        raise RuntimeError("moments are not strictly increasing")
    for (a, la), (b, lb) in zip(terms, terms[1:]):
        if (lb - la) % 360 != 15 or not 14.7 * 86400 < b - a < 15.8 * 86400:
            raise RuntimeError(f"unexpected term sequence at {a}: {la} -> {lb}")
    for a, b in zip(moons, moons[1:]):
        if not 29.2 * 86400 < b - a < 29.9 * 86400:
            raise RuntimeError(f"unexpected lunation length at {a}: {(b - a) / 86400:.3f} d")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m almanac.core.astro.build", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=TABLE_PATH, help=f"where to write (default {TABLE_PATH})")
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if the file differs")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    text, stats = build_table()
    elapsed = time.perf_counter() - started
    print(
        f"computed {stats['terms']} term moments and {stats['new_moons']} new moons in {elapsed:.1f} s "
        f"(closest to a rounding boundary: {stats['rounding_margin_s'] * 1000:.3f} ms)"
    )

    if args.check:
        try:
            current = args.output.read_text(encoding="ascii")
        except FileNotFoundError:
            print(f"{args.output} is missing", file=sys.stderr)
            return 1
        if current != text:
            print(f"{args.output} is out of date; regenerate with python -m almanac.core.astro.build", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date")
        return 0

    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="ascii", newline="\n")
    print(f"wrote {args.output} ({len(text.encode('ascii'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
