"""Time days this process has never computed, after a warm-up on other years (not a test).

A day is new to a process only once, so each measurement is one pass in its own process; the callers
(benchmarks.calendar_bench, benchmarks.peers) start several and keep the best. What a running server does for
most dates: it has served other dates (the warm-up fills every shared table and the JSON layer's caches),
and this date it has not.

    python -m benchmarks.fresh day      api.day: facts + rules (gods, grade, verdicts, 12 hours, the 奇门 day)
    python -m benchmarks.fresh jsonl    the loop of `almanac days START END --jsonl` (facts, JSON line, write),
                                        each year one command call, start-up excluded

prints one JSON object: {"what", "warm_years", "years", "days", "us_per_day" (wall), "cpu_us_per_day"}.
"""

import argparse
import contextlib
import gc
import json
import os
import sys
import time
from datetime import date, timedelta

WARM_YEARS = tuple(range(1960, 1971))
YEARS = (1901, 1950, 2025, 2099)


def _dates(years):
    for year in years:
        day = date(year, 1, 1)
        while day.year == year:
            yield day
            day += timedelta(days=1)


def forget_days() -> None:
    """Empty every memo point of the core that is keyed by date (almanac/core/memo.py): the day facts, the
    奇门 blocks and 元, searches, sun times, compass years; the finite tables stay, as in a server."""
    from almanac.core import memo

    memo.clear_all("date")


def measure(what: str, warm_years=WARM_YEARS, years=YEARS) -> dict:
    if set(warm_years) & set(years):
        raise ValueError("the measured years must not be among the warm-up years")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")
    from almanac.core import api

    for day in _dates(warm_years):  # warm-up: a server that has served other years
        api.day(day).as_json()
    forget_days()
    days = list(_dates(years))
    gc.collect()
    gc.disable()  # as timeit does, and as benchmarks/peers.py times every library
    cpu = time.process_time()
    if what == "day":
        started = time.perf_counter()
        for day in days:
            api.day(day)
        elapsed = time.perf_counter() - started
    elif what == "jsonl":
        import django

        django.setup()
        from almanac.management.commands.almanac import Command

        command = Command()
        elapsed = 0.0
        with open(os.devnull, "w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
            for year in years:
                started = time.perf_counter()
                command.handle(action="days", start=f"{year}-01-01", end=f"{year}-12-31", jsonl=True)
                elapsed += time.perf_counter() - started
    else:
        raise ValueError(f"unknown measurement: {what}")
    cpu = time.process_time() - cpu
    gc.enable()
    return {"what": what, "warm_years": [min(warm_years), max(warm_years)], "years": list(years),
            "days": len(days), "us_per_day": elapsed / len(days) * 1e6, "cpu_us_per_day": cpu / len(days) * 1e6}


def best_of(what: str, runs: int, python: str = sys.executable, cwd=None) -> dict:
    """The best of `runs` measurements, each in a new process."""
    import subprocess

    results = []
    for _ in range(runs):
        out = subprocess.run([python, "-m", "benchmarks.fresh", what], cwd=cwd, check=True, capture_output=True,
                             text=True).stdout
        results.append(json.loads(out.strip().splitlines()[-1]))
    best = min(results, key=lambda r: r["us_per_day"])
    return {**best, "runs": runs, "all_us_per_day": [round(r["us_per_day"], 1) for r in results],
            "all_cpu_us_per_day": [round(r["cpu_us_per_day"], 1) for r in results]}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["day", "jsonl"])
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.what)))


if __name__ == "__main__":
    main()
