"""CPU time of pages no cache has seen, and what it bounds: the site's throughput behind nginx (not a test).

For each kind of page of the load mix (benchmarks/mix.py), the CPU time of a page on a date no cache has seen
(random dates, whose pages keep no fragments: web/caching.py; the production settings: DEBUG off, hashed static
files; the notes' marker index kept in the cache, as production keeps it for minutes), in the three
languages, in this process through Django's test client, and the bound it sets on the requests a second behind
nginx (mix.py). The page work alone: without gunicorn, PostgreSQL and Redis, which node_pages.py adds.

The bound adds CPU up, so it takes each kind's mean (a full collection of the garbage collector now and then
is part of a page's cost; the median hides it). As in a gunicorn worker (gunicorn.conf.py), what the process
loaded before the pages is frozen out of the collector's sight and young objects are collected less often
(almanac/collector.py); `--no-freeze` leaves the collector as Python sets it.

Run: `.venv/bin/python -m benchmarks.cold_pages [--pages N] [--no-freeze] [--json]` (scripts/bench runs it).
"""

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time

_static = tempfile.mkdtemp(prefix="almanac-cold-static-")
_database = tempfile.NamedTemporaryFile(prefix="almanac-cold-", suffix=".sqlite3", delete=False)
os.environ.pop("DATABASE_URL", None)
os.environ.pop("REDIS_URL", None)  # the in-process cache
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

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from almanac import collector  # noqa: E402
from benchmarks.mix import LANGUAGES, bound_rps, cold_kinds, cpu_per_request, print_table  # noqa: E402


def measure(pages: int, languages=LANGUAGES) -> dict:
    rnd = random.Random(2026)
    results = {}
    address = 0
    for name, share, url_of, htmx in cold_kinds(rnd):
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
                        help="leave the collector as Python sets it (gunicorn.conf.py settles it before forking)")
    parser.add_argument("--json", action="store_true",
                        help="one line of JSON instead of the table: the mix's CPU per request, the bound, each kind's "
                             "mean (scripts/loadtest cluster records it before and after a run, as the machine's pace)")
    args = parser.parse_args(argv)
    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    if not args.no_freeze:  # as a gunicorn worker runs (gunicorn.conf.py, almanac/collector.py)
        collector.settle()
    results = measure(args.pages)
    if args.json:
        per_request = cpu_per_request(results)
        print(json.dumps({
            "pages_per_kind_and_language": args.pages, "cpu_ms_per_request": round(per_request, 3),
            "bound_rps": round(bound_rps(per_request)),
            "mean_ms": {name: round(statistics.mean(mean for _median, mean in per_language.values()), 2)
                        for name, (_share, per_language) in results.items()},
        }))
        return
    print_table(
        f"cold pages: CPU ms per page on a date no cache has seen, median / mean of {args.pages} random dates "
        "(Django test client, DEBUG off, "
        f"{'collector as by default' if args.no_freeze else 'collector settled as in gunicorn'})",
        results,
    )

if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    finally:
        os.unlink(_database.name)
