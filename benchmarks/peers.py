"""Side-by-side benchmark against other open-source almanac libraries (not a test; `scripts/bench`).

Peers, installed only for this benchmark into `.cache/bench-venv` (never in requirements.txt):
  lunar-python  (6tail/lunar-python)  Solar → Lunar; 宜/忌, 吉神/凶煞, 建除, 黄道, 宿, 冲煞, 彭祖, 12 hours
  cnlunar       (opn48/pylunar)       Lunar(datetime); 宜/忌 and 神煞 (computed in its constructor), hours

Measured per day over the project's 4 whole years (1901, 1950, 2025, 2099):
  full day  the facts plus the library's 宜/忌 lists, 神煞 and the hours (what it has of them). HEADLINE:
            ours on days the process has never computed, after a warm-up on other years (1960–1970; each
            pass in its own process, benchmarks/fresh.py, best of --runs) against each peer's best pass;
            also ours on the same days again (best of --repeat) and each library's first pass in a process
  JSON line the full day as JSON text: ours = the loop of `almanac days --jsonl` on never-computed days
            (start-up excluded); cnlunar = its full day then json.dumps of what it computed
  core day  the facts only: lunar date, year/month/day pillars, the solar term of the day
and a one-year search for 嫁娶 (2026): every day of the year, is 嫁娶 among the day's 宜?

Ours is measured in this process (the project's .venv); each peer in a subprocess of the bench venv
(this same file with --worker, which imports nothing of the project). Run:
    .venv/bin/python -m benchmarks.peers [--repeat N]
"""

import argparse
import contextlib
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from datetime import date, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_VENV = ROOT / ".cache" / "bench-venv"
PEER_PACKAGES = ["lunar-python", "cnlunar"]
YEARS = [1901, 1950, 2025, 2099]
SEARCH_YEAR = 2026
ACTIVITY = "嫁娶"


def _dates(years):
    for year in years:
        day = date(year, 1, 1)
        while day.year == year:
            yield day
            day += timedelta(days=1)


def _best_per_day(run, days, repeat, reset=None):
    return _first_and_best_per_day(run, days, repeat, reset)[1]


def _first_and_best_per_day(run, days, repeat, reset=None):
    """(the first pass, the best pass) in µs per day: the first shows what a library's own caches do not yet hold."""
    first, best, _ = _timed_passes(run, days, repeat, reset)
    return first, best


def _timed_passes(run, days, repeat, reset=None):
    """(the first pass, the best pass, the best pass in CPU time) in µs per day. CPU time (process_time) is
    less disturbed than wall time by other work on a shared machine."""
    times, cpu_times = [], []
    for _ in range(repeat):
        if reset:
            reset()
        with _no_gc():
            started, cpu = time.perf_counter(), time.process_time()
            run(days)
            times.append(time.perf_counter() - started)
            cpu_times.append(time.process_time() - cpu)
    return times[0] / len(days) * 1e6, min(times) / len(days) * 1e6, min(cpu_times) / len(days) * 1e6


@contextlib.contextmanager
def _no_gc():
    """Timed runs without the cyclic garbage collector, as timeit does, for every library alike: a collection
    landing in one library's run and not another's would otherwise decide the ratio."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _best_ms(run, repeat, reset=None):
    best = float("inf")
    for _ in range(repeat):
        if reset:
            reset()
        with _no_gc():
            started = time.perf_counter()
            result = run()
            best = min(best, time.perf_counter() - started)
    return best * 1e3, result


# ---------------------------------------------------------------------------------------- peers (worker)


def _lunar_python(repeat):
    from lunar_python import Solar

    def core(days):
        for d in days:
            lunar = Solar.fromYmd(d.year, d.month, d.day).getLunar()
            (lunar.getYear(), lunar.getMonth(), lunar.getDay())
            (lunar.getYearInGanZhiExact(), lunar.getMonthInGanZhiExact(), lunar.getDayInGanZhi())
            lunar.getJieQi()

    def full(days, hours=True):
        for d in days:
            lunar = Solar.fromYmd(d.year, d.month, d.day).getLunar()
            (lunar.getYear(), lunar.getMonth(), lunar.getDay())
            (lunar.getYearInGanZhiExact(), lunar.getMonthInGanZhiExact(), lunar.getDayInGanZhi())
            lunar.getJieQi()
            lunar.getDayYi()
            lunar.getDayJi()
            lunar.getDayJiShen()
            lunar.getDayXiongSha()
            (lunar.getZhiXing(), lunar.getDayTianShen(), lunar.getDayTianShenLuck(), lunar.getXiu())
            (lunar.getDayChongDesc(), lunar.getDaySha(), lunar.getPengZuGan(), lunar.getPengZuZhi())
            if hours:
                for t in lunar.getTimes():  # 13 entries: early 子 … late 子
                    (t.getGanZhi(), t.getTianShenLuck(), t.getYi(), t.getJi(), t.getChongDesc())

    def search():
        hits = []
        for d in _dates([SEARCH_YEAR]):
            if ACTIVITY in Solar.fromYmd(d.year, d.month, d.day).getLunar().getDayYi():
                hits.append(d.isoformat())
        return hits

    def sample(days):
        out = {}
        for d in days:
            lunar = Solar.fromYmd(d.year, d.month, d.day).getLunar()
            out[d.isoformat()] = [
                lunar.getYearInGanZhiExact(), lunar.getMonthInGanZhiExact(), lunar.getDayInGanZhi(),
                abs(lunar.getMonth()), lunar.getDay(), lunar.getJieQi() or "",
            ]
        return out

    return core, full, search, sample, "lunar.getDayYi()", None


def cnlunar_read_full(a, hours=True):
    """Read what cnlunar has of a full day from its `Lunar` (most of it computed in the constructor)."""
    (a.lunarYear, a.lunarMonth, a.lunarDay, a.year8Char, a.month8Char, a.day8Char, a.todaySolarTerms)
    (a.goodThing, a.badThing, a.goodGodName, a.badGodName, a.today28Star)
    (a.get_today12DayOfficer(), a.get_pengTaboo(), a.get_luckyGodsDirection(), a.get_nayin())
    if hours:
        (a.twohour8CharList, a.get_twohourLuckyList())


def cnlunar_full_object(a, d):
    """The same reads as one JSON-able object, as a server or a --jsonl export would write it."""
    return {
        "date": d.isoformat(), "lunar": [a.lunarYear, a.lunarMonth, a.lunarDay],
        "pillars": [a.year8Char, a.month8Char, a.day8Char], "term": a.todaySolarTerms,
        "good": a.goodThing, "bad": a.badThing, "good_gods": a.goodGodName, "bad_gods": a.badGodName,
        "mansion": a.today28Star, "officer": a.get_today12DayOfficer(), "pengzu": a.get_pengTaboo(),
        "directions": a.get_luckyGodsDirection(), "nayin": a.get_nayin(),
        "hours": a.twohour8CharList, "hours_lucky": a.get_twohourLuckyList(),
    }


def _cnlunar(repeat):
    import cnlunar

    def core(days):
        # cnlunar computes everything, 宜/忌 and 神煞 included, in its constructor: there is no
        # facts-only call, so its "core day" is the constructor plus reading the facts.
        for d in days:
            a = cnlunar.Lunar(datetime(d.year, d.month, d.day), godType="8char")
            (a.lunarYear, a.lunarMonth, a.lunarDay, a.year8Char, a.month8Char, a.day8Char, a.todaySolarTerms)

    def full(days, hours=True):
        for d in days:
            cnlunar_read_full(cnlunar.Lunar(datetime(d.year, d.month, d.day), godType="8char"), hours=hours)

    def full_json(days):
        # Its full day (what `full` reads) as one JSON object per day, as a server or a --jsonl export would.
        for d in days:
            a = cnlunar.Lunar(datetime(d.year, d.month, d.day), godType="8char")
            json.dumps(cnlunar_full_object(a, d), ensure_ascii=False, default=str)

    def search():
        hits = []
        for d in _dates([SEARCH_YEAR]):
            if ACTIVITY in cnlunar.Lunar(datetime(d.year, d.month, d.day), godType="8char").goodThing:
                hits.append(d.isoformat())
        return hits

    def sample(days):
        out = {}
        for d in days:
            a = cnlunar.Lunar(datetime(d.year, d.month, d.day), godType="8char")
            term = a.todaySolarTerms if a.todaySolarTerms != "无" else ""
            out[d.isoformat()] = [a.year8Char, a.month8Char, a.day8Char, a.lunarMonth, a.lunarDay, term]
        return out

    return core, full, search, sample, "Lunar(...).goodThing", full_json


PEERS = {"lunar-python": _lunar_python, "cnlunar": _cnlunar}


def worker(repeat):
    from importlib.metadata import version

    days = list(_dates(YEARS))
    for name, make in PEERS.items():
        result = {"peer": name, "years": YEARS, "days": len(days)}
        try:
            result["version"] = version(name)
            core, full, search, sample, how, full_json = make(repeat)
            core(days[:5]), full(days[:5])  # import and first-call costs outside the timing
            result["core_us"] = _best_per_day(core, days, repeat)
            result["full_first_us"], result["full_us"], result["full_cpu_us"] = _timed_passes(full, days, repeat)
            # Never computed: its best pass (its first costs as much or more; it keeps nothing across days)
            result["full_new_us"], result["full_new_cpu_us"] = result["full_us"], result["full_cpu_us"]
            if full_json:
                result["jsonl_us"] = _best_per_day(full_json, days, repeat)
            result["full_nohours_us"] = _best_per_day(lambda ds: full(ds, hours=False), days, repeat)
            result["search_ms"], hits = _best_ms(search, repeat)
            result["search_hits"] = hits
            result["search_how"] = how
            result["sample"] = sample(days)
        except Exception as exc:  # a peer that fails is reported, not fatal
            result["error"] = f"{type(exc).__name__}: {exc}"
        print(json.dumps(result, ensure_ascii=False), flush=True)


# ---------------------------------------------------------------------------------------- ours


def ours(repeat, runs):
    from almanac.core import api, memo, search
    from almanac.core.calendar.lunar import lunar_date
    from almanac.core.calendar.pillars import day_pillars
    from almanac.core.calendar.terms import terms_by_cst_day

    days = list(_dates(YEARS))
    api.day(date(2025, 1, 1))  # load the tables once, as calendar_bench does

    def core(ds):
        by_day = terms_by_cst_day()
        for d in ds:
            ordinal = d.toordinal()
            day_pillars(ordinal)
            lunar_date(d)
            by_day.get(ordinal, ())

    def full(ds):
        for d in ds:  # the 4 years are not contiguous: day by day, as api.days does
            api.day(d)

    def clear():
        memo.clear_all("date")  # the day facts and the memoised search results too

    # The first pass runs with every shared rule table still empty (nothing else has run in this process).
    full_first, full_best = _first_and_best_per_day(full, days, repeat, reset=clear)
    result = {"core_us": _best_per_day(core, days, repeat), "full_us": full_best, "full_first_us": full_first}
    # Days never computed by the process, after a warm-up on other years: each pass in a new process.
    from benchmarks import fresh

    new_day = fresh.best_of("day", runs, cwd=ROOT)
    result["full_new_us"] = new_day["us_per_day"]
    result["full_new_cpu_us"] = min(new_day["all_cpu_us_per_day"])
    result["jsonl_us"] = fresh.best_of("jsonl", runs, cwd=ROOT)["us_per_day"]
    ms, found = _best_ms(
        lambda: search.find_days(activity=ACTIVITY, start=date(SEARCH_YEAR, 1, 1), end=date(SEARCH_YEAR, 12, 31)),
        repeat,
        reset=clear,
    )
    result["search_ms"] = ms
    result["search_hits"] = sorted(f.day.date.isoformat() for f in found.results)

    sample = {}
    for d in days:
        f = api.day(d)
        sample[d.isoformat()] = [
            f.pillars.year.name, f.pillars.month.name, f.pillars.day.name,
            f.lunar.month, f.lunar.day, f.solar_terms[0].name if f.solar_terms else "",
        ]
    result["sample"] = sample
    return result


# ---------------------------------------------------------------------------------------- interleaved


def _print_duels(label, results):
    for key, clock in (("ratio", "wall"), ("cpu_ratio", "CPU")):
        ratios = sorted(r[key] for r in results)
        prefix = "ours_cpu" if clock == "CPU" else "ours"
        peer = "cnlunar_cpu" if clock == "CPU" else "cnlunar"
        print(f"  {label} ({clock} time): cnlunar ÷ ours median {statistics.median(ratios):.2f}× "
              f"(rounds {ratios[0]:.2f}–{ratios[-1]:.2f}×); ours {statistics.median(r[prefix + '_us_per_day'] for r in results):.1f} µs, "
              f"cnlunar {statistics.median(r[peer + '_us_per_day'] for r in results):.1f} µs a day (medians)")
    print("    rounds, wall (ours / cnlunar = ratio): " + "; ".join(
        f"{r['ours_us_per_day']:.1f} / {r['cnlunar_us_per_day']:.1f} = {r['ratio']:.2f}×" for r in results))


# ---------------------------------------------------------------------------------------- driver


def ensure_venv(quiet=False):
    python = BENCH_VENV / "bin" / "python"
    if not python.exists():
        print(f"creating {BENCH_VENV.relative_to(ROOT)} with {sys.executable}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(BENCH_VENV)], check=True)
    probe = subprocess.run([str(python), "-c", "import lunar_python, cnlunar"], capture_output=True)
    if probe.returncode != 0:
        print(f"installing {' '.join(PEER_PACKAGES)} into the bench venv (benchmark only)", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PEER_PACKAGES], check=True)
    return python


def _agreement(ours_sample, peer_sample):
    """Share of days on which the peer agrees with us, per field."""
    fields = ["year pillar", "month pillar", "day pillar", "lunar month", "lunar day", "term of the day"]
    same = [0] * len(fields)
    for key, mine in ours_sample.items():
        theirs = peer_sample.get(key)
        if theirs is None:
            continue
        for i, (a, b) in enumerate(zip(mine, theirs)):
            same[i] += a == b
    n = len(ours_sample)
    return {field: same[i] / n for i, field in enumerate(fields)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--runs", type=int, default=3, help="processes for each never-computed measurement")
    parser.add_argument("--rounds", type=int, default=5,
                        help="duels of ours and cnlunar on never-computed days, each in a new process (0: skip)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.repeat)
        return

    python = ensure_venv()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "DJANGO_SETTINGS_MODULE")}
    proc = subprocess.run(
        [str(python), str(Path(__file__).resolve()), "--worker", "--repeat", str(args.repeat)],
        cwd=str(BENCH_VENV), env=env, capture_output=True, text=True, check=True,
    )
    peers = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")
    mine = ours(args.repeat, args.runs)

    print(f"\npeers, side by side: {len(mine['sample'])} days ({', '.join(map(str, YEARS))}), best of {args.repeat}")
    print(f"Python {sys.version.split()[0]}; ratio = peer / ours (above 1: the peer is slower)")
    header = f"  {'':34s} {'ours':>10s}"
    for p in peers:
        header += f" {p['peer'] + ' ' + p.get('version', '?'):>22s} {'ratio':>7s}"
    print(header)
    rows = [
        ("FULL DAY, NEVER COMPUTED, us/day", "full_new_us", "{:10.1f}"),
        ("  the same, CPU time", "full_new_cpu_us", "{:10.1f}"),
        ("full day, same days again", "full_us", "{:10.1f}"),
        ("full day, first pass in a process", "full_first_us", "{:10.1f}"),
        ("JSON line, never computed, us/day", "jsonl_us", "{:10.1f}"),
        ("core day (facts only), us/day", "core_us", "{:10.1f}"),
        ("full day without hours, us/day", "full_nohours_us", "{:10.1f}"),
        (f"one-year search {SEARCH_YEAR}, ms", "search_ms", "{:10.1f}"),
    ]
    for label, key, fmt in rows:
        ours_cell = fmt.format(mine[key]) if key in mine else f"{'(n/a)':>10s}"
        line = f"  {label:34s} {ours_cell}"
        for p in peers:
            if key in p and key in mine:
                line += f" {fmt.format(p[key]):>22s} {p[key] / mine[key]:7.2f}"
            elif key in p:
                line += f" {fmt.format(p[key]):>22s} {'':>7s}"
            else:
                line += f" {'n/a':>22s} {'':>7s}"
        print(line)
    for p in peers:
        if "error" in p:
            print(f"  {p['peer']}: FAILED: {p['error']}")
    print(f"  full day = facts + 宜/忌 lists + 神煞 (+ 建除, 黄道, 宿, 冲煞, 彭祖 where the library has them) + the hours;"
          f" search = is {ACTIVITY} 宜 on each day of {SEARCH_YEAR}")
    print("  NEVER COMPUTED (the headline): ours = api.day on days the process has not computed, after a warm-up on "
          "1960–1970, one pass per process (benchmarks/fresh.py), best of the runs; a peer = its best pass; CPU "
          "time = process_time, less disturbed than wall time when other work shares the machine")
    print("  same days again: ours = api.day with only the day cache cleared between runs; first pass = the first "
          "pass of a new process over these days, without warm-up (start-up tables excluded)")
    print("  JSON line: ours = the `almanac days --jsonl` loop (facts, JSON text, write), never-computed days, start-up "
          "excluded; cnlunar = its full day, then json.dumps of what it computed")
    print("  ours: core = pillars.day_pillars + lunar.lunar_date + terms lookup; search = search.find_days (day and "
          "result caches cleared)")
    print("  cnlunar has no facts-only call: its constructor always computes 宜/忌 and 神煞, so its core ≈ its full day")

    if args.rounds:
        from benchmarks import duel

        print(f"\nTHE HEADLINE, side by side in one process (benchmarks/duel.py): ours and cnlunar alternating in blocks "
              f"of {duel.BLOCK} days over the same days as above, ours never computed (after its warm-up on 1960–1970); "
              f"{args.rounds} rounds, each a new process")
        _print_duels("FULL DAY, never computed", duel.rounds("day", args.rounds))
        _print_duels("JSON LINE, never computed", duel.rounds("jsonl", args.rounds))

    print("\n  agreement with ours over the same days (a check that the work is comparable, not a verdict):")
    for p in peers:
        if "sample" not in p:
            continue
        agree = _agreement(mine["sample"], p["sample"])
        print(f"    {p['peer']:14s} " + ", ".join(f"{k} {v * 100:.1f}%" for k, v in agree.items()))
    ours_hits = set(mine["search_hits"])
    print(f"  {ACTIVITY} days found in {SEARCH_YEAR}: ours {len(ours_hits)}", end="")
    for p in peers:
        if "search_hits" in p:
            theirs = set(p["search_hits"])
            print(f"; {p['peer']} {len(theirs)} (in common with ours {len(theirs & ours_hits)})", end="")
    print()
    print("  (the 宜 lists follow different schools and sources; the counts differ by design)")


if __name__ == "__main__":
    main()
