"""CPU time of cold pages as a gunicorn node serves them in production, and the bound it sets (not a test).

cold_pages.py times the page work in one process; a node also parses HTTP, logs, reads and writes Redis (the
fragment cache, the notes' marker index, the search rate limit) and asks PostgreSQL (/health). This starts one
node as docs/deploy.md says (gunicorn -c gunicorn.conf.py, DEBUG off, PostgreSQL, Redis, one worker), sends it
each kind of request of the load mix (benchmarks/mix.py) on random dates, one at a time, in the three languages,
and reads the worker's own CPU time before and after each from /proc/<pid>/schedstat (nanoseconds): what the
request cost the node, whatever else the machine runs.

Run: `.venv/bin/python -m benchmarks.node_pages [--pages N]` (scripts/bench runs it). Needs PostgreSQL and
Redis on 127.0.0.1 (DATABASE_URL and REDIS_URL to use others); the database `almanac_bench` is created and
migrated when missing.
"""

import argparse
import http.client
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.mix import LANGUAGES, cold_kinds, print_table

ROOT = Path(__file__).resolve().parent.parent
DATABASE_URL = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/almanac_bench")
REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/1")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _environment(port: int, static_root: str) -> dict:
    env = dict(os.environ)
    env.update({
        "DEBUG": "0", "SECRET_KEY": secrets.token_urlsafe(50), "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0", "STATIC_ROOT": static_root, "DATABASE_URL": DATABASE_URL, "REDIS_URL": REDIS_URL,
        "CACHE_KEY_PREFIX": f"bench-{time.time_ns()}",  # a namespace of its own: every page starts uncached
        "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1", "TRUSTED_PROXY_COUNT": "1",
        "GUNICORN_LOG_LEVEL": "warning", "LOG_LEVEL": "WARNING", "DJANGO_LOG_LEVEL": "WARNING",
    })
    return env


def _prepare(env: dict) -> None:
    import psycopg

    name = DATABASE_URL.rsplit("/", 1)[1]
    with psycopg.connect(DATABASE_URL.rsplit("/", 1)[0] + "/postgres", autocommit=True) as db:
        if not db.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            db.execute(f'CREATE DATABASE "{name}"')
    for command in (["migrate", "--noinput"], ["collectstatic", "--noinput"]):
        subprocess.run([sys.executable, "manage.py", *command, "-v0"], cwd=ROOT, env=env, check=True)


def _cpu_ns(pid: int) -> int:
    with open(f"/proc/{pid}/schedstat") as stat:
        return int(stat.read().split()[0])


class Node:
    """One gunicorn node with one worker, started with gunicorn.conf.py."""

    def __init__(self, env: dict, port: int):
        self.port = port
        self.address = 0
        gunicorn = Path(sys.executable).parent / "gunicorn"
        self.process = subprocess.Popen([str(gunicorn), "-c", "gunicorn.conf.py", "almanac.wsgi"], cwd=ROOT, env=env,
                                        stdout=subprocess.DEVNULL, start_new_session=True)
        try:
            deadline = time.monotonic() + 120
            while True:
                try:
                    self.get("/health")
                    break
                except OSError:
                    if self.process.poll() is not None or time.monotonic() > deadline:
                        raise SystemExit("the node did not start") from None
                    time.sleep(0.2)
            children = subprocess.run(["pgrep", "-P", str(self.process.pid)], capture_output=True, text=True).stdout
            (self.worker,) = (int(pid) for pid in children.split())
        except BaseException:
            self.stop()
            raise

    def get(self, path: str, language: str = "zh-hans", htmx: bool = False) -> int:
        self.address += 1  # a client address each, as nginx passes it on: the search rate limit is per address
        headers = {"X-Forwarded-For": f"10.{self.address >> 16 & 255}.{self.address >> 8 & 255}.{self.address & 255}",
                   "Cookie": f"django_language={language}"}
        if htmx:
            headers["HX-Request"] = "true"
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request("GET", path, headers=headers)
            response = connection.getresponse()
            response.read()
            return response.status
        finally:
            connection.close()

    def cpu_of(self, path: str, **kwargs) -> float:
        """The worker's CPU time for one request, in ms."""
        before = _cpu_ns(self.worker)
        status = self.get(path, **kwargs)
        spent = (_cpu_ns(self.worker) - before) / 1e6
        if status != 200:
            raise SystemExit(f"{path}: {status}")
        return spent

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=30)


def measure(node: Node, pages: int) -> tuple[dict, float]:
    rnd = random.Random(2026)
    results = {}
    for name, share, url_of, htmx in cold_kinds(rnd):
        per_language = {}
        for language in LANGUAGES:
            for _ in range(3):  # outside the timing: the worker's first pages of a kind
                node.get(url_of(), language=language, htmx=htmx)
            times = [node.cpu_of(url_of(), language=language, htmx=htmx) for _ in range(pages)]
            per_language[language] = (statistics.median(times), statistics.mean(times))
        results[name] = (share, per_language)
    health = [node.cpu_of("/health") for _ in range(pages * 3)]
    return results, statistics.mean(health)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=20, help="random dates per kind and language")
    args = parser.parse_args(argv)
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="almanac-node-static-") as static_root:
        env = _environment(port, static_root)
        _prepare(env)
        node = Node(env, port)
        try:
            results, health_ms = measure(node, args.pages)
        finally:
            node.stop()
    print_table(
        f"cold pages on a node: the worker's CPU ms per request, median / mean of {args.pages} random dates "
        "(gunicorn -c gunicorn.conf.py, one worker, DEBUG off, PostgreSQL and Redis, a fresh cache namespace)",
        results, health_ms,
    )


if __name__ == "__main__":
    main(sys.argv[1:])
