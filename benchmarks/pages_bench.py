"""Benchmark server time of the month and day pages (Django test client, no network; warm caches).

Run: `scripts/bench` (after the calendar benchmark) or `.venv/bin/python -m benchmarks.pages_bench`.
"""

import os
import statistics
import time

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402


def measure(client: Client, url: str, *, repeat: int, headers=None) -> tuple[float, float]:
    client.get(url, headers=headers or {})  # warm
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        response = client.get(url, headers=headers or {})
        times.append(time.perf_counter() - started)
        assert response.status_code == 200, (url, response.status_code)
    return statistics.median(times) * 1e3, min(times) * 1e3


def main() -> None:
    setup_test_environment()
    client = Client()
    print("page server time (Django test client, warm), median / best of 30")
    for label, url, headers in [
        ("month page", "/2025/1/", None),
        ("month grid (htmx)", "/2025/1/", {"HX-Request": "true"}),
        ("day page", "/2025/1/28/", None),
        ("day JSON (/api/day)", "/api/day/2025-01-28", None),
        ("activity why (htmx)", "/2025/1/28/why/嫁娶/", {"HX-Request": "true"}),
    ]:
        median, best = measure(client, url, repeat=30, headers=headers)
        print(f"  {label:22s} {median:7.2f} ms  (best {best:.2f} ms)")
    # a cold month: facts not yet cached in process
    started = time.perf_counter()
    client.get("/2087/6/")
    print(f"  month page, cold month   {(time.perf_counter() - started) * 1e3:7.2f} ms")


if __name__ == "__main__":
    main()
