"""Write (or check) the shipped sun-time tables, `almanac/core/data/sun_events_<city>.txt`, 1901–2099.

    python -m almanac.core.astro.sun_build            # regenerate the shipped tables
    python -m almanac.core.astro.sun_build --check    # exit 1 if a shipped table differs
    python -m almanac.core.astro.sun_build --output /tmp/sun.txt   # one city's table (the first tabled city)

Each month is computed by `calendar.sun.computed_month_events`, the same code that serves the other
cities, and written by `calendar.sun.month_line`; the output is deterministic (no timestamps). About 25 s
a city on the 2-core machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from almanac.core.calendar import sun
from almanac.core.calendar.civil import FIRST_SUPPORTED, LAST_SUPPORTED

HEADER = """\
# Sunrise, solar transit and sunset in {name} ({key}, {latitude:.2f}° N {longitude:.2f}° E) on every CST civil day
# {first}-01-01 … {last}-12-31: the apparent upper limb on a sea-level horizon with standard refraction, and the
# Sun's meridian transit, to the second (almanac/core/calendar/sun.py says how).
# GENERATED FILE - do not edit. Regenerate with:   python -m almanac.core.astro.sun_build
# Verify (exit status 1 if stale) with:             python -m almanac.core.astro.sun_build --check
# Computed with skyfield {skyfield_version} from JPL DE421 (skyfield-data) for days before {switch} and JPL DE423
# (the de423 package) from then on.
# One line a month: "YYYY-MM R T S". R (sunrises), T (transits), S (sunsets) are comma-separated seconds after
# CST (UTC+8) midnight: the first day's, then each next day's difference from the day before.
"""


def build_table(key: str) -> str:
    """A city's table text."""
    import skyfield

    city = sun.CITY_BY_KEY[key]
    lines = [HEADER.format(name=city.name, key=key, latitude=city.latitude, longitude=city.longitude, first=FIRST_SUPPORTED.year,
                           last=LAST_SUPPORTED.year, skyfield_version=skyfield.__version__, switch=sun.DE423_FROM.isoformat())]
    for year in range(FIRST_SUPPORTED.year, LAST_SUPPORTED.year + 1):
        for month in range(1, 13):
            lines.append(sun.month_line(year, month, sun.computed_month_events(year, month, key)) + "\n")
    return "".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m almanac.core.astro.sun_build", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, help="write (or check) this file, for the first tabled city only")
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if a table differs")
    args = parser.parse_args(argv)

    keys = sun.TABLED_CITIES[:1] if args.output else sun.TABLED_CITIES
    status = 0
    for key in keys:
        path = args.output or sun.sun_table_path(key)
        started = time.perf_counter()
        text = build_table(key)
        print(f"computed {key}: {text.count(chr(10))} lines in {time.perf_counter() - started:.1f} s")
        if args.check:
            current = path.read_text(encoding="utf-8") if path.exists() else None
            if current != text:
                print(f"{path} is missing or out of date; regenerate with python -m almanac.core.astro.sun_build",
                      file=sys.stderr)
                status = 1
            else:
                print(f"{path} is up to date")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        print(f"wrote {path} ({len(text)} bytes)")
    return status


if __name__ == "__main__":
    sys.exit(main())
