"""The kinds of request of the realistic load mix (loadtest/mix.lua) that reach a node, and the bound their CPU sets.

Behind nginx's cache (deploy/nginx.conf) a node serves what the cache has not kept: the mix's 20 % of dates drawn
over 1901–2099 (the long tail) and /health. Their CPU decides how many requests a second two cores can serve:

    node CPU per request of the mix = Σ share of the kind × 20 % (the tail) × its cold CPU  + 5 % × /health's CPU
    requests a second ≤ 2 cores ÷ that   (before nginx's and wrk's own share, and the warm-up of the hot set)

Used by cold_pages.py (in one process, Django's test client) and node_pages.py (a gunicorn node on PostgreSQL and
Redis, as production serves).
"""

import random
from urllib.parse import quote

TAIL = 0.20  # the realistic mix's share of dates drawn over 1901–2099 (loadtest/mix.lua)
HEALTH = 0.05  # the balancer's probe: never cached, on every node
CORES = 2
SEARCHED = quote("祭祀")
LANGUAGES = ("zh-hans", "zh-hant", "en")


def cold_kinds(rnd: random.Random):
    """(name, share of the mix's requests, a URL on a random date, htmx) for each kind of page request in the mix."""

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


def cpu_per_request(results: dict, health_ms: float | None = None) -> float:
    """The node CPU (ms) of one request of the realistic mix: its tail's cold pages at their shares, from the means
    (throughput adds CPU up: a full collection of the garbage collector now and then is part of a page's cost, which
    the median hides), and /health's when given. results: {kind: (share, {language: (median ms, mean ms)})}."""
    per_request = sum(share * TAIL * sum(mean for _median, mean in per_language.values()) / len(per_language)
                      for share, per_language in results.values())
    return per_request + (HEALTH * health_ms if health_ms is not None else 0.0)


def bound_rps(per_request_ms: float) -> float:
    """The requests a second that CORES cores allow at `per_request_ms` of node CPU a request."""
    return CORES / per_request_ms * 1e3


def print_table(title: str, results: dict, health_ms: float | None = None) -> None:
    """results: {kind: (share, {language: (median ms, mean ms)})}, and the bound cpu_per_request sets."""
    print(f"\n{title}")
    print(f"  {'':24s} {'share':>6s} " + " ".join(f"{language:>15s}" for language in LANGUAGES))
    for name, (share, per_language) in results.items():
        print(f"  {name:24s} {share * 100:5.0f}% " + " ".join(f"{md:7.2f} / {mn:5.2f}" for md, mn in per_language.values()))
    if health_ms is not None:
        print(f"  {'/health':24s} {HEALTH * 100:5.0f}% {health_ms:15.2f}")
    per_request = cpu_per_request(results, health_ms)
    left_out = "the hot set's first visits" if health_ms is not None else "/health and the hot set's first visits"
    print(f"  node CPU per request of the realistic mix (its {TAIL:.0%} tail of cold dates, means; {left_out} left out): "
          f"{per_request:.2f} ms")
    print(f"  → at most {bound_rps(per_request):,.0f} requests a second on {CORES} cores, before nginx, wrk and the "
          "warm-up of the cache take their share")
