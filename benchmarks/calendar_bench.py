"""Benchmark the calendar core: microseconds per day (not a test; run `scripts/bench` or `make bench`).

A full day is api.day: calendar facts (pillars, lunar date, terms, 建除, 黄道, 宿, 冲煞, 彭祖), the rules (gods,
grade, every activity's verdict, the 12 hours) and the 奇门 day. Three ways of asking, each labelled:

  never computed before  HEADLINE. Days this process has not computed, after a warm-up on other years
                         (1960–1970): what a running server does for most dates. Each pass in its own
                         process (benchmarks/fresh.py), best of --runs.
  same days again        The same days again in one process, only the day cache cleared: whatever else the
                         first pass left behind answers from memory. Best of --repeat.
  first pass             The first days a new process computes, with no warm-up (start-up tables excluded).

and the same for the day as its JSON line (what `almanac days --jsonl` prints), then the wall time of the
`almanac days … --jsonl` command (including Django start-up).
"""

import argparse
import gc
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

from almanac.core import api, memo
from benchmarks import fresh

ROOT = Path(__file__).resolve().parent.parent


FIRST_PASS = """
import time
from datetime import date, timedelta
from almanac.core import api
api.day(date(2025, 1, 1))  # the start-up tables: astronomical table, lunar months, catalogue, rows, hours
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
        memo.clear_all("date")
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
    parser.add_argument("--runs", type=int, default=3, help="processes for each never-computed measurement")
    args = parser.parse_args(argv)

    years = list(fresh.YEARS)
    warm = f"{min(fresh.WARM_YEARS)}–{max(fresh.WARM_YEARS)}"
    print(f"calendar core, full day, {len(years)} whole years ({', '.join(map(str, years))}):")
    new_day = fresh.best_of("day", args.runs, cwd=ROOT)
    print(f"  HEADLINE never computed before by the process (warm-up on {warm}), best of {args.runs} processes: "
          f"{new_day['us_per_day']:.1f} µs/day  (all: {new_day['all_us_per_day']}; CPU time: "
          f"{new_day['all_cpu_us_per_day']})")
    api.day(date(2025, 1, 1))  # the start-up tables, once
    print(f"  same days again (day cache cleared each run), best of {args.repeat}: "
          f"{_per_day(facts_only, years, args.repeat):.1f} µs/day")
    first = subprocess.run(
        [sys.executable, "-c", FIRST_PASS], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    print(f"  first pass in a fresh process (no warm-up; start-up tables excluded): {first} µs/day")

    print("full day as its JSON line:")
    new_line = fresh.best_of("jsonl", args.runs, cwd=ROOT)
    print(f"  never computed before: the `almanac days --jsonl` loop (warm-up on {warm}, start-up excluded), "
          f"best of {args.runs} processes: {new_line['us_per_day']:.1f} µs/day  (all: {new_line['all_us_per_day']})")
    print(f"  same days again (day cache cleared each run), best of {args.repeat}: "
          f"{_per_day(facts_and_json, years, args.repeat):.1f} µs/day")

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
        memo.clear_all("date")

    print("search:")
    print(f"  one-year search (嫁娶, 2026), caches cleared:    {best_ms(clear_all):.2f} ms")
    print(f"  one-year search, days cached, result not:      {best_ms(search._find_days.cache_clear):.2f} ms")
    print(f"  one-year search, the same query again (memoised): {best_ms(lambda: None) * 1e3:.1f} µs")

    print("the command, wall time including Django start-up:")
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
