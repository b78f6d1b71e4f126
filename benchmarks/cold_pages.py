"""CPU time of pages no cache has seen, and what it bounds: the site's throughput behind nginx (not a test).

Behind nginx's cache (deploy/nginx.conf) the nodes serve what the cache has not kept: in the realistic mix of
loadtest/mix.lua, the 20 % of dates drawn over 1901–2099 (the long tail) and /health. Their cost decides how
many requests a second the two cores can serve, whatever nginx does. This measures, for each kind of page of
the mix, the CPU time of a page on a date no cache has seen (random dates, the fragment cache emptied, the
production settings: DEBUG off, hashed static files), in the three languages, and prints the bound it sets:

    node CPU per request of the mix = Σ share of the kind × 20 % (the tail) × its cold CPU  (+ /health)
    requests a second ≤ 2 cores ÷ that   (before nginx's and wrk's own share, and the warm-up of the hot set)

The bound adds CPU up, so it takes each kind's mean (a full collection of the garbage collector now and then
is part of a page's cost; the median hides it). As in a gunicorn worker (gunicorn.conf.py), what the process
loaded before the pages is frozen out of the collector's sight; `--no-freeze` leaves it to the collector.

Run: `.venv/bin/python -m benchmarks.cold_pages [--pages N] [--no-freeze]` (scripts/bench runs it).
"""

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from urllib.parse import quote

_static = tempfile.mkdtemp(prefix="almanac-cold-static-")
_database = tempfile.NamedTemporaryFile(prefix="almanac-cold-", suffix=".sqlite3", delete=False)
os.environ.pop("DATABASE_URL", None)
os.environ.pop("REDIS_URL", None)  # the in-process cache, emptied before each page
os.environ.update(
    {
        "DEBUG": "0",
        "STATIC_ROOT": _static,
        "SQLITE_PATH": _database.name,
        "ALLOWED_HOSTS": "testserver",
        "SECURE_SSL_REDIRECT": "0",
    }
)
os.environ.setdefault("SECRET_KEY", "benchmark-only-" + "x" * 50)
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")

import django  # noqa: E402

django.setup()

from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

TAIL = 0.20  # the realistic mix's share of dates drawn over 1901–2099 (loadtest/mix.lua)
CORES = 2
SEARCHED = quote("祭祀")


def _kinds(rnd: random.Random):
    """(name, share of the mix's requests, a URL on a random date, htmx) for each kind of request in the mix."""

    def ymd():
        return rnd.randint(1901, 2098), rnd.randint(1, 12), rnd.randint(1, 28)

    def search(prefix):
        y, m, _ = ymd()
        return f"{prefix}?activity={SEARCHED}&from={y}-{m:02d}-01&to={y + 1}-{m:02d}-01"

    return [
        ("month page", 0.40, lambda: "/{}/{}/".format(*ymd()[:2]), False),
        ("month grid (htmx)", 0.05, lambda: "/{}/{}/".format(*ymd()[:2]), True),
        ("day page", 0.25, lambda: "/{}/{}/{}/".format(*ymd()), False),
        ("compass page", 0.05, lambda: "/compass/{}/{}/".format(*ymd()[:2]), False),
        ("compass JSON", 0.05, lambda: "/api/compass/{}/{}".format(*ymd()[:2]), False),
        ("search page, one year", 0.07, lambda: search("/search/"), False),
        ("search JSON, one year", 0.08, lambda: search("/api/search"), False),
    ]


def measure(pages: int, languages=("zh-hans", "zh-hant", "en")) -> dict:
    rnd = random.Random(2026)
    results = {}
    address = 0
    for name, share, url_of, htmx in _kinds(rnd):
        per_language = {}
        for language in languages:
            client = Client()
            client.cookies["django_language"] = language
            headers = {"HX-Request": "true"} if htmx else {}
            # The process's first requests outside the timing: imports, and the tables built whole on first use
            # (a gunicorn master builds them in its warm-up, before forking).
            for _ in range(10):
                client.get(url_of(), headers=headers)
            times = []
            for _ in range(pages):
                url = url_of()
                address += 1  # a client address each: the search rate limit is per address
                cache.clear()
                started = time.process_time()
                response = client.get(
                    url, headers=headers, REMOTE_ADDR=f"10.{address >> 16 & 255}.{address >> 8 & 255}.{address & 255}"
                )
                times.append(time.process_time() - started)
                if response.status_code != 200:
                    raise SystemExit(f"{url}: {response.status_code}")
            per_language[language] = (statistics.median(times) * 1e3, statistics.mean(times) * 1e3)
        results[name] = (share, per_language)
    return results


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=20, help="random dates per kind and language")
    parser.add_argument("--no-freeze", action="store_true",
                        help="leave the loaded objects to the collector (gunicorn.conf.py freezes them before forking)")
    args = parser.parse_args(argv)
    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    if not args.no_freeze:  # as a gunicorn worker runs: what the master loaded is frozen (gunicorn.conf.py)
        gc.collect()
        gc.freeze()
    results = measure(args.pages)
    print(
        f"\ncold pages: CPU ms per page on a date no cache has seen, median / mean of {args.pages} random dates "
        "(Django test client, DEBUG off, fragment cache emptied before each page, "
        f"{'collector as by default' if args.no_freeze else 'loaded objects frozen as in gunicorn'})"
    )
    print(f"  {'':24s} {'share':>6s} {'zh-hans':>15s} {'zh-hant':>15s} {'en':>15s}")
    per_request = 0.0
    for name, (share, per_language) in results.items():
        # The bound adds up CPU, so it takes the means (a full collection now and then is part of the cost).
        per_request += share * TAIL * statistics.mean(mean for _median, mean in per_language.values())
        print(f"  {name:24s} {share * 100:5.0f}% " + " ".join(f"{md:7.2f} / {mn:5.2f}" for md, mn in per_language.values()))
    print(
        f"  node CPU per request of the realistic mix (its {TAIL:.0%} tail of cold dates, means; /health and the "
        f"hot set's first visits left out): {per_request:.2f} ms"
    )
    print(
        f"  → at most {CORES / per_request * 1e3:,.0f} requests a second on {CORES} cores, before nginx, wrk and the "
        "warm-up of the cache take their share"
    )


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    finally:
        os.unlink(_database.name)
