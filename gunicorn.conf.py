"""gunicorn settings for production: `gunicorn -c gunicorn.conf.py almanac.wsgi` (docs/deploy.md).

Environment:
    HOST / PORT / BIND where to listen: BIND (e.g. 10.0.0.5:8000 or unix:/run/almanac.sock) wins over
                       HOST:PORT; default 127.0.0.1:8000, reachable only from this machine: put the proxy
                       (deploy/nginx.conf) in front, and set HOST to a private address only when the proxy runs
                       elsewhere (docs/deploy.md)
    WEB_CONCURRENCY    worker processes; default 2 × cores + 1, at most 12
    GUNICORN_THREADS   threads per worker (default 1: the pages are CPU-bound Python)
    GUNICORN_TIMEOUT   seconds before a silent worker is killed and replaced (default 30)
"""

import multiprocessing
import os


def _int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


# Loopback unless told otherwise: the app servers are reached through the proxy, never directly.
bind = [os.environ.get("BIND", "").strip() or f"{os.environ.get('HOST', '').strip() or '127.0.0.1'}:{_int('PORT', 8000)}"]
workers = _int("WEB_CONCURRENCY", min(2 * multiprocessing.cpu_count() + 1, 12))
threads = _int("GUNICORN_THREADS", 1)
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = 20
# Longer than the idle time-out of most balancers' health and keep-alive probes is not needed for sync
# workers; a few seconds lets a balancer reuse a connection for its next request.
keepalive = 5

# Load Django and the almanac once in the master process, before forking: the workers share the
# imported code and tables (copy-on-write) and start answering at once. when_ready() below also fills
# the calendar's caches. Nothing opens a database or Redis connection before the fork.
preload_app = True
# Recycle each worker after about a thousand requests (jitter so they do not all restart together);
# with preload_app a new worker forks from the warmed master and costs nothing to start.
max_requests = 1000
max_requests_jitter = 100

# Logs: requests to stdout, everything else (gunicorn's own and Django's, see settings.LOGGING) to stderr.
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
# The client's address as the balancer saw it (X-Forwarded-For), the time taken in microseconds.
access_log_format = (
    'remote=%({x-forwarded-for}i)s peer=%(h)s method=%(m)s path="%(U)s" query="%(q)s" status=%(s)s '
    'bytes=%(B)s duration_us=%(D)s referer="%(f)s" agent="%(a)s"'
)
# The balancer (not gunicorn) decides what is https; Django reads X-Forwarded-Proto itself
# (settings.SECURE_PROXY_SSL_HEADER).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")

# Heartbeat files in memory rather than on a possibly slow container filesystem.
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"
# No runtime control socket in $HOME (the container's home may be read-only; nothing uses it).
control_socket_disable = True


def _warm_near(today):
    """Compute what most visitors ask for (the days and months near today, their sunrise in the default city)
    once in the master; every worker, and every recycled worker, inherits it. ≈ 0.2 s."""
    from datetime import date, timedelta

    from almanac.core import api
    from almanac.web.caching import NEAR_TODAY

    months = set()
    for offset in range(NEAR_TODAY[0].days, NEAR_TODAY[1].days + 1):
        day = today + timedelta(days=offset)
        if api.FIRST_SUPPORTED <= day <= api.LAST_SUPPORTED:
            api.day(day)
            months.add((day.year, day.month))
    for year, month in sorted(months):
        api.month(year, month)
        api.sun_times(day=date(year, month, 1), city=api.DEFAULT_CITY)  # the month's rises, noons and sets at once


# One page of each kind the load mix asks for, on a date far from today (so no fragment is stored: web/caching.py).
_WARM_PAGES = ("/1950/6/15/", "/1950/6/", "/1950/", "/compass/1950/6/", "/api/compass/1950/6", "/api/day/1950-06-15",
               "/api/month/1950-06", "/search/?activity=%E7%A5%AD%E7%A5%80&from=1950-06-01&to=1951-06-01",
               "/api/search?activity=%E7%A5%AD%E7%A5%80&from=1950-06-01&to=1951-06-01")


def _warm_pages(log):
    """Render each kind of page once in each language, through the whole stack, so that every worker starts with
    the templates compiled and the page parts a language decides rendered: a fresh worker spent ≈ 0.3 s of CPU on
    its first pages, and gunicorn replaces each worker after about a thousand requests. ≈ 1 s."""
    from django.conf import settings
    from django.test import Client

    hosts = [h.lstrip(".") for h in settings.ALLOWED_HOSTS if h.lstrip(".") and "*" not in h]
    client = Client(HTTP_HOST=hosts[0] if hosts else "localhost", raise_request_exception=False)
    requests = 0
    for language, _name in settings.LANGUAGES:
        client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
        for path in _WARM_PAGES:
            for headers in ({}, {"HX-Request": "true"}) if path == "/1950/6/" else ({},):
                # Each from its own documentation address (RFC 5737), which no client has: the warm-up's searches
                # count against nobody's rate limit (they are kept in the cache every node shares).
                requests += 1
                status = client.get(path, secure=True, headers=headers, REMOTE_ADDR=f"192.0.2.{requests}").status_code
                if status != 200:
                    log.warning("warm-up: %s answered %s", path, status)


def when_ready(server):
    """Master, after loading the app and before forking: warm the calendar once for every worker."""
    if not server.cfg.preload_app:
        return
    from datetime import datetime, timedelta, timezone

    from django.db import connections
    from django.urls import get_resolver

    from almanac import collector

    try:
        get_resolver().url_patterns  # imports the views and everything they use
        today = datetime.now(timezone(timedelta(hours=8))).date()  # China Standard Time, as the site
        _warm_near(today)
        _warm_pages(server.log)
    except Exception:  # a warm-up failure must not stop the server; the first request will show it
        server.log.exception("warm-up failed")
    finally:
        # Never hand a connection opened here to forked workers.
        connections.close_all()
    collector.settle()  # what the master loaded frozen, young collections rarer (almanac/collector.py)
    server.log.info("almanac loaded and warmed in the master; forking %s workers", server.cfg.workers)


# One write for a whole answer. gunicorn sends a response's headers and its body in two writes; the first wakes
# the proxy, which forwards the headers to the client at once. A node killed between the two (the scheduler
# often runs the woken proxy first, so the gap is not a few microseconds but up to a time slice) leaves nginx
# holding headers it has already passed on: it cannot try the next node, and the client sees a cut answer
# ("upstream prematurely closed connection while reading upstream"; one run in six of `scripts/loadtest
# cluster`). Corked, the headers wait in the kernel for the body, and the kernel delivers what was written even
# after the process dies: a node killed before its body was written costs only a retry on the other node.
def _cork(sock, on: bool) -> None:
    import socket

    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_CORK, 1 if on else 0)
    except (AttributeError, OSError):  # a unix socket, or a platform without TCP_CORK
        pass


def pre_request(worker, req):
    sock = getattr(getattr(req, "unreader", None), "sock", None)  # gunicorn's socket reader of this request
    if sock is not None:
        _cork(sock, True)


def post_request(worker, req, environ, resp):
    if resp is not None:
        _cork(resp.sock, False)  # a kept-alive connection (threaded workers) must not wait for the next answer
