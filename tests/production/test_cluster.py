"""Two app nodes sharing PostgreSQL and Redis hold one state: a session opened on one node is valid on the other,
the rate limits count across nodes, and a log-in lockout earned on both nodes holds on both. With nginx installed,
deploy/nginx.conf in front of them keeps the anonymous pages (a second GET is a cache HIT), never a signed-in
visitor's, and a killed node costs no request.

Real servers only: the nodes are gunicorn processes on loopback using the run's own PostgreSQL test database (so
this runs in scripts/test's PostgreSQL + Redis run) and Redis."""

import http.client
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from django.db import connection

from tests.production.conftest import DATABASE, ROOT, SETTINGS_VARIABLES, closed_port, production_env, run_manage

pytestmark = DATABASE  # transactional: the nodes (other processes) must see what the test writes

PASSWORD = "x-Cluster-pass-2026"


def _request(port, method, path, *, cookies=None, body=None, headers=None):
    """(status, headers, body text); cookies as a dict, updated from Set-Cookie."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    sent = dict(headers or {})
    if cookies:
        sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
    if body is not None:
        sent["Content-Type"] = "application/x-www-form-urlencoded"
    conn.request(method, path, body=body, headers=sent)
    response = conn.getresponse()
    text = response.read().decode("utf-8", "replace")
    if cookies is not None:
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = header.partition("=")
            cookies[name.strip()] = rest.split(";")[0]
    result = response.status, {k.lower(): v for k, v in response.getheaders()}, text
    conn.close()
    return result


def _wait_healthy(port, process, log):
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if _request(port, "GET", "/health")[0] == 200:
                return
        except OSError:
            pass
        if process.poll() is not None:
            break
        time.sleep(0.2)
    log.seek(0)
    pytest.fail(f"node on :{port} did not start:\n{log.read()[-3000:]}")


@pytest.fixture(scope="module")
def static_root(tmp_path_factory):
    root = tmp_path_factory.mktemp("static")
    result = run_manage("collectstatic", "--noinput", env=production_env(STATIC_ROOT=str(root)))
    assert result.returncode == 0, result.stderr
    return str(root)


@pytest.fixture
def nodes(request, tmp_path):
    if connection.vendor != "postgresql" or not os.environ.get("REDIS_URL"):
        pytest.skip("two nodes need a shared PostgreSQL and Redis: scripts/test's second run")
    static_root = request.getfixturevalue("static_root")
    settings = connection.settings_dict
    database_url = f"postgres://{settings['USER']}@{settings['HOST']}:{settings['PORT']}/{settings['NAME']}"
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS_VARIABLES}
    env.update(production_env(
        DATABASE_URL=database_url, REDIS_URL=os.environ["REDIS_URL"], CACHE_KEY_PREFIX=f"cluster-{secrets.token_hex(4)}",
        STATIC_ROOT=static_root, ALLOWED_HOSTS="127.0.0.1", SECURE_SSL_REDIRECT="0", SECURE_PROXY_SSL_HEADER="",
        TRUSTED_PROXY_COUNT="0", RATE_LIMIT_SEARCH="3/h", WEB_CONCURRENCY="1", CONN_MAX_AGE="0",
        LOG_LEVEL="WARNING", DJANGO_LOG_LEVEL="WARNING",
    ))
    started = []
    for name in ("a", "b"):
        port = closed_port()
        log = (tmp_path / f"node-{name}.log").open("w+")
        process = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), "-c", "gunicorn.conf.py", "almanac.wsgi"],
                                   cwd=ROOT, env=env | {"PORT": str(port)}, stdout=log, stderr=log,
                                   start_new_session=True)
        started.append((port, process, log))
    try:
        for port, process, log in started:
            _wait_healthy(port, process, log)
        yield [(port, process) for port, process, _log in started]
    finally:
        for _port, process, _log in started:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
        connection.close()


def _log_in(port, cookies, username, password):
    _status, _headers, page = _request(port, "GET", "/accounts/login/", cookies=cookies)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    body = f"csrfmiddlewaretoken={token}&username={username}&password={password}"
    return _request(port, "POST", "/accounts/login/", cookies=cookies, body=body)[0]


def test_a_session_opened_on_one_node_is_valid_on_the_other(nodes, django_user_model):
    (a, _), (b, _) = nodes
    django_user_model.objects.create_user("walker", password=PASSWORD)
    cookies = {}
    assert _log_in(a, cookies, "walker", PASSWORD) == 302 and "sessionid" in cookies
    status, headers, body = _request(b, "GET", "/households/", cookies=cookies)
    assert status == 200 and "walker" in body
    assert "no-store" in headers["cache-control"]


def test_rate_limits_count_across_nodes(nodes):
    (a, _), (b, _) = nodes
    search = "/api/search?activity=%E5%AB%81%E5%A8%B6&from=2026-01-01&to=2026-01-31"
    assert [_request(port, "GET", search)[0] for port in (a, b, a)] == [200, 200, 200]
    status, headers, _body = _request(b, "GET", search)
    assert status == 429 and int(headers["retry-after"]) > 0


def test_a_lockout_earned_on_both_nodes_holds_on_both(nodes, django_user_model):
    (a, _), (b, _) = nodes
    django_user_model.objects.create_user("locked", password=PASSWORD)
    statuses = [_log_in(port, {}, "locked", "wrong") for port in (a, b, a, b, a)]
    assert statuses == [400, 400, 400, 400, 429]
    for port in (a, b):
        assert _log_in(port, {}, "locked", PASSWORD) == 429  # even the right password, on either node


# --- nginx in front (deploy/nginx.conf) ----------------------------------------------------------------


@pytest.fixture
def nginx(nodes):
    if shutil.which("nginx") is None:
        pytest.skip("nginx is not installed (scripts/loadtest cluster installs Debian's)")
    if os.geteuid() != 0:
        pytest.skip("runs nginx's workers as www-data: needs root")
    (a, _), (b, _) = nodes
    # Under /tmp itself: nginx's workers (www-data) cannot pass pytest's private temporary directories.
    port, home = closed_port(), Path(tempfile.mkdtemp(prefix="almanac-nginx-", dir="/tmp"))
    home.chmod(0o711)
    for sub in ("cache", "temp"):
        (home / sub).mkdir()
        shutil.chown(home / sub, "www-data")
    site = (ROOT / "deploy" / "nginx.conf").read_text()
    site = (site.replace("/var/cache/nginx/almanac", str(home / "cache")).replace("listen 80;", f"listen 127.0.0.1:{port};")
            .replace("listen [::]:80;", "").replace("127.0.0.1:8001", f"127.0.0.1:{a}").replace("127.0.0.1:8002", f"127.0.0.1:{b}"))
    (home / "site.conf").write_text(site)
    temp = home / "temp"
    (home / "nginx.conf").write_text(
        f"user www-data; worker_processes 1; pid {home}/nginx.pid; error_log {home}/error.log warn;\n"
        "events { worker_connections 256; }\n"
        # sendfile and tcp_nopush as Debian's http { } block (/etc/nginx/nginx.conf) sets them
        f"http {{ sendfile on; tcp_nopush on; include /etc/nginx/mime.types; access_log off; client_body_temp_path {temp}/b; proxy_temp_path {temp}/p;\n"
        f"  fastcgi_temp_path {temp}/f; uwsgi_temp_path {temp}/u; scgi_temp_path {temp}/s; include {home}/site.conf; }}\n"
    )
    check = subprocess.run(["nginx", "-t", "-c", str(home / "nginx.conf")], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    subprocess.run(["nginx", "-c", str(home / "nginx.conf")], check=True)
    try:
        yield port
    finally:
        subprocess.run(["nginx", "-c", str(home / "nginx.conf"), "-s", "stop"], capture_output=True)
        time.sleep(0.5)
        shutil.rmtree(home, ignore_errors=True)


def test_nginx_keeps_anonymous_pages_only_and_survives_a_dead_node(nginx, nodes, django_user_model):
    page = "/2025/1/28/"
    first = _request(nginx, "GET", page)
    second = _request(nginx, "GET", page)
    assert (first[0], second[0]) == (200, 200)
    assert first[1]["x-cache-status"] == "MISS" and second[1]["x-cache-status"] == "HIT"
    assert second[2] == first[2]
    traditional = _request(nginx, "GET", page, headers={"Cookie": "django_language=zh-hant"})
    assert traditional[1]["x-cache-status"] == "MISS" and "農曆" in traditional[2]  # its own copy
    django_user_model.objects.create_user("viewer", password=PASSWORD)
    cookies = {}
    assert _log_in(nodes[0][0], cookies, "viewer", PASSWORD) == 302
    signed_in = _request(nginx, "GET", page, cookies=dict(cookies))
    assert signed_in[0] == 200 and signed_in[1]["x-cache-status"] == "BYPASS" and "no-store" in signed_in[1]["cache-control"]
    # One node dies: every request still answers, from the other node or the cache.
    os.killpg(nodes[1][1].pid, signal.SIGKILL)
    nodes[1][1].wait(timeout=10)
    statuses = [_request(nginx, "GET", f"/2031/{month}/")[0] for month in range(1, 13)]
    statuses += [_request(nginx, "GET", "/health")[0] for _ in range(4)]
    assert statuses == [200] * 16


def test_nginx_answers_a_large_cached_page_at_once_on_a_kept_alive_connection(nginx):
    """With Debian's tcp_nopush on, every cache hit of a page over 64 KB on a kept-alive connection waited ≈ 40 ms for
    the client's delayed acknowledgement (Nagle's algorithm, back on while nginx corked the socket); deploy/nginx.conf
    turns it off. 20 hits take ≈ 4 ms without the wait and ≥ 0.7 s with it: the bound is far from both."""
    page = "/2025/1/28/"
    assert _request(nginx, "GET", page)[0] == 200  # now in the cache
    connection = http.client.HTTPConnection("127.0.0.1", nginx, timeout=30)
    hits, started = 20, time.perf_counter()
    for _ in range(hits):
        connection.request("GET", page)
        response = connection.getresponse()
        body = response.read()
        assert response.status == 200 and response.getheader("X-Cache-Status") == "HIT"
    elapsed = time.perf_counter() - started
    connection.close()
    assert len(body) > 65536  # the size at which the wait began (one loopback segment)
    assert elapsed < hits * 0.015, f"{hits} cache hits took {elapsed * 1000:.0f} ms"
