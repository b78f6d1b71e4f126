"""Benchmark the calendar core: microseconds per day (not a test; run `scripts/bench` or `make bench`).

Measures, for whole years of days with the per-day cache cleared:
  full day — api.day: calendar facts (pillars, lunar date, terms, 建除, 黄道, 宿, 冲煞, 彭祖) and the
             rules (gods, grade, every activity's verdict, the 12 hours)
  json     — the full day as its JSON line, i.e. what `almanac days --jsonl` does per day
and the wall time of the `almanac days … --jsonl` command for one year (includes Django start-up).
"""

import argparse
import gc
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

from almanac.core import api, day_facts

ROOT = Path(__file__).resolve().parent.parent


FIRST_PASS = """
import time
from datetime import date, timedelta
from almanac.core import api
api.day(date(2025, 1, 1))  # the astronomical table and lunar months (loaded once per process)
days = [date(y, 1, 1) + timedelta(days=i) for y in (1901, 1950, 2025, 2099) for i in range(365)]
started = time.perf_counter()
for day in days:
    api.day(day)
print(f"{(time.perf_counter() - started) / len(days) * 1e6:.1f}")
"""


def _per_day(fn, years, repeat):
    best = float("inf")
    total_days = sum((date(y + 1, 1, 1) - date(y, 1, 1)).days for y in years)
    for _ in range(repeat):
        day_facts._day_by_ordinal.cache_clear()
        gc.collect()
        gc.disable()  # as timeit does; benchmarks/peers.py times every library the same way
        started = time.perf_counter()
        for year in years:
            fn(date(year, 1, 1), date(year, 12, 31))
        best = min(best, time.perf_counter() - started)
        gc.enable()
    return best / total_days * 1e6


def facts_only(start, end):
    for _ in api.days(start, end):
        pass


def facts_and_json(start, end):
    for facts in api.days(start, end):
        facts.as_json()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    api.day(date(2025, 1, 1))  # load the table and build the lunar months once
    years = [1901, 1950, 2025, 2099]
    print(f"calendar core, {len(years)} whole years, best of {args.repeat}, cache cleared each run")
    # A fresh process's first pass: every shared table the rules remember (gods per month and pillar, the
    # grouped per-day rules, weighings, verdicts) is still empty. Measured in a subprocess so that it is
    # really the first; the numbers below are the steady state of a running server (day cache cleared).
    first = subprocess.run(
        [sys.executable, "-c", FIRST_PASS], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    print(f"  first pass in a fresh process (shared rule tables empty): {first} µs/day")

    print(f"  full day (facts + rules)  {_per_day(facts_only, years, args.repeat):8.2f} µs/day")
    print(f"  full day as a JSON line   {_per_day(facts_and_json, years, args.repeat):8.2f} µs/day")

    from almanac.core import search

    def one_year():
        search.find_days(activity="嫁娶", start=date(2026, 1, 1), end=date(2026, 12, 31))

    def best_ms(reset) -> float:
        best = float("inf")
        for _ in range(args.repeat):
            reset()
            started = time.perf_counter()
            one_year()
            best = min(best, time.perf_counter() - started)
        return best * 1e3

    def clear_all():
        day_facts._day_by_ordinal.cache_clear()
        search._find_days.cache_clear()

    print(f"  one-year search (嫁娶, 2026), caches cleared:    {best_ms(clear_all):.2f} ms")
    print(f"  one-year search, days cached, result not:      {best_ms(search._find_days.cache_clear):.2f} ms")
    print(f"  one-year search, the same query again (memoised): {best_ms(lambda: None) * 1e3:.1f} µs")

    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "manage.py", "almanac", "days", "2025-01-01", "2025-12-31", "--jsonl"],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
    )
    print(f"  `almanac days` 2025 --jsonl, whole command incl. start-up: {(time.perf_counter() - started) * 1e3:.0f} ms")

    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "manage.py", "almanac", "days", "1901-01-01", "2099-12-31", "--jsonl"],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
    )
    elapsed = time.perf_counter() - started
    n = (date(2099, 12, 31) - date(1901, 1, 1)).days + 1
    print(f"  `almanac days` 1901–2099 ({n} days) --jsonl: {elapsed:.2f} s = {elapsed / n * 1e6:.1f} µs/day")


if __name__ == "__main__":
    main()
