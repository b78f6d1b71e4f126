"""The almanac without PostgreSQL (almanac/dbguard.py): with DATABASE_URL pointing where nothing listens, the
day, month, compass and search pages and the JSON API answer 200 without their note markers and household
panels, with a notice; what needs the database answers 503, never 500, and writes nothing; /health says 503.

Settings are read once per process, so each scenario runs in a fresh interpreter (conftest.run_django)."""

import json

import pytest

from tests.production.conftest import closed_port, production_env, run_django, run_manage

PAGES = ["/", "/2025/1/", "/2025/1/28/", "/2025/1/28/why/嫁娶/", "/compass/2026/", "/compass/2026/3/?sit=子",
         "/search/?activity=嫁娶&from=2026-01-01&to=2026-03-31"]
API = ["/api/day/2025-01-28", "/api/month/2025-01", "/api/compass/2026/3",
       "/api/search?activity=嫁娶&from=2026-01-01&to=2026-01-31", "/ics/2025.ics"]

SCENARIO = """
import json, time
from django.test import Client

pages, api = json.loads(PAGES_JSON), json.loads(API_JSON)
seen = {}

def fetch(client, method, url, **data):
    started = time.monotonic()
    response = getattr(client, method)(url, data) if data else getattr(client, method)(url)
    return {
        "status": response.status_code,
        "seconds": round(time.monotonic() - started, 3),
        "cache_control": response.get("Cache-Control", ""),
        "retry_after": response.get("Retry-After"),
        "body": response.content.decode("utf-8", "replace"),
        "deleted_cookies": [k for k, v in response.cookies.items() if not v.value],
    }

anonymous = Client(raise_request_exception=False, HTTP_HOST="testserver")
signed_in = Client(raise_request_exception=False, HTTP_HOST="testserver")
signed_in.cookies["sessionid"] = "s" * 32  # a session the database would know, if it answered
for url in pages + api:
    seen[url] = fetch(anonymous, "get", url)
    seen[url + " (session)"] = fetch(signed_in, "get", url)
for url in ["/notes/", "/households/", "/accounts/login/", "/health", "/admin/"]:
    seen[url + " (session)"] = fetch(signed_in, "get", url)
seen["login"] = fetch(anonymous, "post", "/accounts/login/", username="amy", password="x")
seen["new household"] = fetch(signed_in, "post", "/households/new/", name="x")
seen["members search"] = fetch(signed_in, "get", "/api/search?activity=嫁娶&from=2026-01-01&to=2026-01-31&member=1")
print(json.dumps(seen))
"""


@pytest.fixture(scope="module")
def static_root(tmp_path_factory):
    root = tmp_path_factory.mktemp("static")
    result = run_manage("collectstatic", "--noinput", env=production_env(STATIC_ROOT=str(root)))
    assert result.returncode == 0, result.stdout + result.stderr
    return str(root)


@pytest.fixture(scope="module")
def down(static_root):
    """One run of the scenario with PostgreSQL refusing connections (a port nothing listens on)."""
    return _run(static_root)


def _run(static_root, **env) -> dict:
    code = SCENARIO.replace("PAGES_JSON", repr(json.dumps(PAGES))).replace("API_JSON", repr(json.dumps(API)))
    settings = {"DATABASE_URL": f"postgres://postgres@127.0.0.1:{closed_port()}/almanac", "SECURE_SSL_REDIRECT": "0",
                "ALLOWED_HOSTS": "testserver", "STATIC_ROOT": static_root} | env
    environment = production_env(**settings)
    result = run_django(code, environment, timeout=240)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout), result.stderr


def test_the_almanac_answers_without_postgresql(down):
    seen, log = down
    for url in PAGES:
        for key in (url, url + " (session)"):
            answer = seen[key]
            assert answer["status"] == 200, (key, answer["status"], answer["body"][-500:])
            assert 'class="note-marker"' not in answer["body"], key  # no markers without their index
            assert "sessionid" not in answer["deleted_cookies"], key  # the visitor is not logged out
            # The notice, and no shared copy, wherever something was left out: the household panels of a
            # visitor with a session; an anonymous visitor's note markers (the pages that have them).
            if key.endswith("(session)") or url in (MARKED := [PAGES[2], PAGES[4], PAGES[5], PAGES[6]]):
                assert "资料库暂时连不上" in answer["body"], key
                assert "private" in answer["cache_control"] and "public" not in answer["cache_control"], key
            else:  # a page that needs nothing from the database is whole, and cacheable as ever
                assert "资料库暂时连不上" not in answer["body"] and "public" in answer["cache_control"], key
    assert MARKED == ["/2025/1/28/", "/compass/2026/", "/compass/2026/3/?sit=子",
                      "/search/?activity=嫁娶&from=2026-01-01&to=2026-03-31"]
    for url in API:
        assert seen[url]["status"] == 200 and seen[url + " (session)"]["status"] == 200, url
    assert json.loads(seen["/api/day/2025-01-28"]["body"])["date"] == "2025-01-28"
    assert "level=WARNING logger=almanac.dbguard" in log and "database unavailable" in log


def test_what_needs_the_database_says_503_and_writes_nothing(down):
    seen, _log = down
    for key in ("/notes/ (session)", "login", "members search"):
        assert seen[key]["status"] == 503, (key, seen[key]["status"])
        assert seen[key]["retry_after"] == "30"
    assert json.loads(seen["members search"]["body"]) == {
        "error": "the database is unavailable; try again shortly", "status": 503}
    assert "资料库暂时连不上，这一页需要它" in seen["login"]["body"]
    assert seen["/health (session)"]["status"] == 503
    # Served as anonymous: the household pages ask for a log-in (which then says 503), nothing is written.
    assert seen["/households/ (session)"]["status"] == 302 and seen["/admin/ (session)"]["status"] == 302
    assert seen["new household"]["status"] in (302, 403)  # a login redirect (or CSRF): never a 500
    assert all(answer["status"] != 500 for answer in seen.values())


def test_after_a_failure_the_database_is_not_asked_for_a_while(static_root):
    """An unreachable host costs the connection time-out once, not on every page (RETRY_SECONDS)."""
    seen, _log = _run(static_root, DB_CONNECT_TIMEOUT="2", DATABASE_URL="postgres://postgres@10.255.255.1:5432/almanac")
    times = [seen[url + " (session)"]["seconds"] for url in PAGES]
    assert all(seen[url + " (session)"]["status"] == 200 for url in PAGES)
    assert max(times[1:]) < 1.0, times  # the first paid for the attempt, the others did not try


# --- the server stopped mid-load ----------------------------------------------------------------------
# A PostgreSQL of its own (initdb in a temporary directory, a free port), so that stopping it disturbs nobody
# else's database: pages and writes run while it is stopped and started again.

PAGE_LOAD = """
import json, random, sys, time
from datetime import date, timedelta
from django.contrib.auth import get_user_model
from django.test import Client

seconds, out = float(sys.argv[1]), sys.argv[2]
user = get_user_model().objects.create_user("load-reader", password="x-Load-pass-2026")
signed_in = Client(raise_request_exception=False)
signed_in.force_login(user)
anonymous = Client(raise_request_exception=False)
open(out + ".ready", "w").close()  # set up: the test stops the database only from now on
random.seed(7)
seen, started = [], time.monotonic()
while time.monotonic() - started < seconds:
    day = date(1950, 1, 1) + timedelta(days=random.randrange(50000))
    for who, client in (("anonymous", anonymous), ("session", signed_in)):
        for url in (f"/{day.year}/{day.month}/{day.day}/", f"/{day.year}/{day.month}/", f"/api/day/{day.isoformat()}",
                    f"/compass/{day.year}/"):
            seen.append((round(time.monotonic() - started, 2), who, url, client.get(url).status_code))
    time.sleep(0.05)
json.dump(seen, open(out, "w"))
"""


def _pg_bin():
    from pathlib import Path

    candidates = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return candidates[-1].parent if candidates else None


@pytest.fixture
def private_postgres():
    import os
    import shutil
    import subprocess
    import tempfile

    bindir = _pg_bin()
    if bindir is None or os.geteuid() != 0 or shutil.which("runuser") is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI runs the stopped-server test: it needs PostgreSQL's binaries, root and runuser")
        pytest.skip("needs PostgreSQL's server binaries, root and runuser (to run initdb as postgres)")
    directory = tempfile.mkdtemp(prefix="almanac-pg-", dir="/tmp")
    shutil.chown(directory, "postgres")
    data, port = f"{directory}/data", closed_port()

    def as_postgres(*command):
        return subprocess.run(["runuser", "-u", "postgres", "--", *command], capture_output=True, text=True, timeout=120)

    def ctl(action, *extra):
        result = as_postgres(str(bindir / "pg_ctl"), "-D", data, "-w", "-t", "60", *extra, action)
        assert result.returncode == 0, result.stdout + result.stderr

    result = as_postgres(str(bindir / "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8")
    assert result.returncode == 0, result.stderr
    options = f"-p {port} -k {directory} -c listen_addresses=127.0.0.1 -c fsync=off"
    start = lambda: ctl("start", "-o", options, "-l", f"{directory}/log")  # noqa: E731
    start()
    try:
        as_postgres(str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres", "almanac")
        yield {"url": f"postgres://postgres@127.0.0.1:{port}/almanac", "stop": lambda: ctl("stop", "-m", "immediate"),
               "start": start}
    finally:
        as_postgres(str(bindir / "pg_ctl"), "-D", data, "-m", "immediate", "stop")
        shutil.rmtree(directory, ignore_errors=True)


def test_stopping_postgresql_mid_load_costs_no_page_and_half_writes_nothing(private_postgres, static_root, tmp_path):
    import subprocess
    import sys
    import time

    from tests.production.conftest import ROOT, SETTINGS_VARIABLES

    env = {k: v for k, v in __import__("os").environ.items() if k not in SETTINGS_VARIABLES}
    env.update(production_env(DATABASE_URL=private_postgres["url"], SECURE_SSL_REDIRECT="0", ALLOWED_HOSTS="testserver",
                              STATIC_ROOT=static_root, DB_CONNECT_TIMEOUT="2", CONN_MAX_AGE="0"))
    env["DJANGO_SETTINGS_MODULE"] = "almanac.settings"
    migrated = subprocess.run([sys.executable, "manage.py", "migrate", "--noinput"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=300)
    assert migrated.returncode == 0, migrated.stderr
    seconds = 14
    writer = subprocess.Popen([sys.executable, "loadtest/writer.py", "write", "stop", str(seconds), str(tmp_path / "w.json")],
                              cwd=ROOT, env=env, stderr=subprocess.DEVNULL)
    reader = subprocess.Popen([sys.executable, "-c", "import django\ndjango.setup()\n" + PAGE_LOAD, str(seconds),
                               str(tmp_path / "pages.json")], cwd=ROOT, env=env,
                              stderr=open(tmp_path / "reader.err", "w"))
    try:
        ready = tmp_path / "pages.json.ready"
        for _ in range(600):  # on a busy machine the reader's start-up alone can take seconds
            if ready.exists():
                break
            time.sleep(0.1)
        time.sleep(5)
        private_postgres["stop"]()  # as a crash would: no clean shutdown
        time.sleep(4)
        private_postgres["start"]()
    finally:
        assert writer.wait(timeout=120) == 0
        assert reader.wait(timeout=120) == 0, (tmp_path / "reader.err").read_text()[-2000:]
    check = subprocess.run([sys.executable, "loadtest/writer.py", "check", "stop", str(tmp_path / "w.json")],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    writes = json.loads(check.stdout.split("WRITES ", 1)[1])
    assert check.returncode == 0 and writes["consistent"], writes
    assert writes["committed"] > 0 and writes["failed"] + writes["unknown_at_commit"] > 0, writes  # it was down
    pages = json.loads((tmp_path / "pages.json").read_text())
    statuses = {}
    for _t, who, url, status in pages:
        statuses.setdefault(status, []).append((who, url))
    assert set(statuses) == {200}, {status: hits[:5] for status, hits in statuses.items()}
    during = [page for page in pages if writes["first_error_s"] <= page[0] <= writes["last_error_s"]]
    assert len({who for _t, who, _url, _status in during}) == 2 and len(during) >= 8, (writes, len(during))
