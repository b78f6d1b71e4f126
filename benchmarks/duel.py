"""Ours and cnlunar on the same never-computed days, in one process, alternating year by year (not a test).

Passes timed minutes or even seconds apart on a shared 2-core machine differ by more than the libraries do (one
`benchmarks.fresh` pass of ours moved between 70 and 108 µs a line from one process to the next). Here both
run in the same process over the same year, one right after the other (who goes first alternating from year to
year), so whatever else the machine does weighs on both alike; the ratio of the two sums is the figure.
`benchmarks.peers` runs several such processes (rounds) and reports their median and spread.

The block is a whole year on purpose: with short blocks each library runs right after the other one has filled
the CPU caches with its own code and tables, and the refill lands on whoever comes next (with blocks of 16 days
ours took ≈ 26 µs a day instead of ≈ 16.5, and cnlunar moved too); a year's pass is what a benchmark pass is.

    python -m benchmarks.duel day      api.day against cnlunar's full day (the reads of benchmarks/peers.py)
    python -m benchmarks.duel jsonl    the `almanac days --jsonl` loop against cnlunar's full day + json.dumps

Ours: after a warm-up on other years (as benchmarks/fresh.py), every day is one the process has not computed.
cnlunar keeps nothing from one day to the next. cnlunar is imported from the benchmark's own venv
(.cache/bench-venv, created by benchmarks/peers.py), never from the project's requirements.
prints one JSON object: {"what", "days", "block", "ours_us_per_day", "cnlunar_us_per_day", "ratio", and the
same in CPU time}.
"""

import argparse
import gc
import json
import os
import sys
import time
from pathlib import Path

from benchmarks.fresh import WARM_YEARS, YEARS, _dates, forget_days

ROOT = Path(__file__).resolve().parent.parent
BLOCK = 366  # days per block, at most: one year of YEARS per block (blocks never cross a year)


def _import_cnlunar():
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    sys.path.append(str(ROOT / ".cache" / "bench-venv" / "lib" / version / "site-packages"))
    import cnlunar

    return cnlunar


def measure(what: str, block: int = BLOCK) -> dict:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")
    from datetime import datetime

    from almanac.core import api
    from benchmarks.peers import cnlunar_full_object, cnlunar_read_full

    cnlunar = _import_cnlunar()
    for day in _dates(WARM_YEARS):  # warm-up: a server that has served other years
        api.day(day).as_json()
    forget_days()
    days = list(_dates(YEARS))
    line = bytearray()
    sink = open(os.devnull, "wb", buffering=0)

    def ours(chunk):
        if what == "day":
            for day in chunk:
                api.day(day)
        else:  # the loop of `almanac days --jsonl` (almanac/management/commands/almanac.py), per block of days
            for facts in api.days(chunk[0], chunk[-1]):
                api.day_json_into(facts, line)
                line.extend(b"\n")
                sink.write(line)

    def theirs(chunk):
        for day in chunk:
            lunar = cnlunar.Lunar(datetime(day.year, day.month, day.day), godType="8char")
            if what == "day":
                cnlunar_read_full(lunar)
            else:
                json.dumps(cnlunar_full_object(lunar, day), ensure_ascii=False, default=str)

    theirs(days[:5])  # import and first-call costs outside the timing
    spent = {"ours": [0.0, 0.0], "theirs": [0.0, 0.0]}
    # Blocks of consecutive days within one year (api.days runs over a range, as the CLI does).
    chunks = [days[i : i + block] for i in range(0, len(days), block)]
    chunks = [part for chunk in chunks for part in _split_years(chunk)]
    gc.collect()
    gc.disable()  # as timeit does, for both alike
    for number, chunk in enumerate(chunks):
        order = (("ours", ours), ("theirs", theirs)) if number % 2 == 0 else (("theirs", theirs), ("ours", ours))
        for name, run in order:
            started, cpu = time.perf_counter(), time.process_time()
            run(chunk)
            spent[name][0] += time.perf_counter() - started
            spent[name][1] += time.process_time() - cpu
    gc.enable()
    sink.close()
    n = len(days)
    ours_us, theirs_us = spent["ours"][0] / n * 1e6, spent["theirs"][0] / n * 1e6
    ours_cpu, theirs_cpu = spent["ours"][1] / n * 1e6, spent["theirs"][1] / n * 1e6
    return {
        "what": what,
        "days": n,
        "block": block,
        "ours_us_per_day": ours_us,
        "cnlunar_us_per_day": theirs_us,
        "ratio": theirs_us / ours_us,
        "ours_cpu_us_per_day": ours_cpu,
        "cnlunar_cpu_us_per_day": theirs_cpu,
        "cpu_ratio": theirs_cpu / ours_cpu,
    }


def _split_years(chunk):
    parts, current = [], [chunk[0]]
    for day in chunk[1:]:
        if day.year != current[-1].year or day.toordinal() != current[-1].toordinal() + 1:
            parts.append(current)
            current = [day]
        else:
            current.append(day)
    parts.append(current)
    return parts


def rounds(what: str, count: int, python: str = sys.executable) -> list[dict]:
    """`count` duels, each in a new process (a day is new to a process only once)."""
    import subprocess

    results = []
    for _ in range(count):
        out = subprocess.run(
            [python, "-m", "benchmarks.duel", what], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["day", "jsonl"])
    parser.add_argument("--block", type=int, default=BLOCK)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.what, args.block)))


if __name__ == "__main__":
    main()
