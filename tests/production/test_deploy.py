"""The deployment itself: Django's deploy checklist, collectstatic with hashed names, gunicorn."""

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.production.conftest import ROOT, SETTINGS_VARIABLES, closed_port, production_env, run_django, run_manage


def test_check_deploy_is_clean():
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", env=production_env())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues (0 silenced)." in result.stdout
    assert "WARNINGS" not in result.stdout + result.stderr


def test_check_deploy_flags_a_short_key_and_missing_hosts():
    """The checklist is really consulted with these settings (not silenced)."""
    result = run_manage("check", "--deploy", env=production_env(SECRET_KEY="short", ALLOWED_HOSTS=""))
    assert "security.W009" in result.stderr
    assert "security.W020" in result.stderr


@pytest.fixture(scope="module")
def collected(tmp_path_factory) -> Path:
    """collectstatic with production settings into a temporary STATIC_ROOT."""
    root = tmp_path_factory.mktemp("static")
    result = run_manage("collectstatic", "--noinput", env=production_env(STATIC_ROOT=str(root)))
    assert result.returncode == 0, result.stdout + result.stderr
    return root


def test_collectstatic_writes_hashed_compressed_files(collected):
    manifest = json.loads((collected / "staticfiles.json").read_text())
    paths = manifest["paths"]
    for name in ("css/site.css", "js/htmx.min.js", "favicon.svg"):
        hashed = paths[name]
        assert hashed != name
        assert (collected / hashed).is_file()
        assert (collected / (hashed + ".gz")).is_file()


def test_whitenoise_serves_hashed_files_in_production(collected):
    """A page links the hashed names, and whitenoise serves them (compressed, cacheable forever)."""
    code = """
import json, re
from django.test import Client
client = Client()
page = client.get("/2025/01/29/", secure=True)
css = re.search(r'href="(/static/css/site\\.[0-9a-f]{12}\\.css)"', page.content.decode()).group(1)
static = client.get(css, secure=True, HTTP_ACCEPT_ENCODING="gzip")
missing = client.get("/static/css/nothing.css", secure=True)
print(json.dumps({"page": page.status_code, "css": css, "static": static.status_code,
                  "cache_control": static.headers.get("Cache-Control"),
                  "encoding": static.headers.get("Content-Encoding"), "missing": missing.status_code}))
"""
    result = run_django(code, production_env(STATIC_ROOT=str(collected), DATABASE_URL=None))
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    assert seen["page"] == 200
    assert seen["static"] == 200
    assert "immutable" in seen["cache_control"] and "max-age=315360000" in seen["cache_control"]
    assert seen["encoding"] == "gzip"
    assert seen["missing"] == 404


def test_production_redirects_to_https_but_not_health(collected):
    code = """
import json
from django.test import Client
client = Client()
page = client.get("/2025/01/")
health = client.get("/health", HTTP_HOST="10.0.3.7")
behind_balancer = client.get("/2025/01/", HTTP_X_FORWARDED_PROTO="https")
print(json.dumps({"page": [page.status_code, page.headers.get("Location")], "health": health.status_code,
                  "balancer": behind_balancer.status_code,
                  "hsts": behind_balancer.headers.get("Strict-Transport-Security")}))
"""
    result = run_django(code, production_env(STATIC_ROOT=str(collected), DATABASE_URL=None))
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    assert seen["page"] == [301, "https://testserver/2025/01/"]
    assert seen["health"] == 200  # plain http, a host not in ALLOWED_HOSTS: the balancer's probe
    assert seen["balancer"] == 200
    assert seen["hsts"] == "max-age=31536000; includeSubDomains; preload"


def _get(url: str, headers: dict | None = None):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_gunicorn_serves_the_site(collected, tmp_path):
    """gunicorn -c gunicorn.conf.py almanac.wsgi, as docs/deploy.md says: health, a page, a static file."""
    gunicorn = Path(sys.executable).parent / "gunicorn"
    assert gunicorn.exists(), "gunicorn is in requirements.txt"
    port = closed_port()
    env = {key: value for key, value in os.environ.items() if key not in SETTINGS_VARIABLES}
    env.update(
        production_env(
            DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
            STATIC_ROOT=str(collected),
            SECURE_SSL_REDIRECT="0",
            ALLOWED_HOSTS="127.0.0.1",
            PORT=str(port),
            WEB_CONCURRENCY="2",
        )
    )
    # As docs/deploy.md says: migrate, then serve (pages read sessions and rule notes from the database).
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput"], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=300)
    log = (tmp_path / "gunicorn.log").open("w+")
    server = subprocess.Popen(
        [str(gunicorn), "-c", "gunicorn.conf.py", "almanac.wsgi"], cwd=ROOT, env=env, stdout=log, stderr=log
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                status, headers, body = _get(f"http://127.0.0.1:{port}/health")
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    pytest.fail(f"gunicorn did not start:\n{log.read()}")
                time.sleep(0.2)
        assert status == 200
        assert json.loads(body)["status"] == "ok"
        status, headers, body = _get(f"http://127.0.0.1:{port}/2025/01/29/")
        assert status == 200
        assert "text/html" in headers["Content-Type"]
        manifest = json.loads((collected / "staticfiles.json").read_text())
        status, headers, body = _get(f"http://127.0.0.1:{port}/static/{manifest['paths']['css/site.css']}")
        assert status == 200 and "immutable" in headers["Cache-Control"]
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    log.seek(0)
    output = log.read()
    assert "almanac loaded and warmed in the master; forking 2 workers" in output
    assert "warm-up failed" not in output
    assert 'method=GET path="/2025/01/29/" query="" status=200' in output  # the access log
    assert f"Listening at: http://127.0.0.1:{port}" in output  # loopback only, by default


@pytest.mark.parametrize("env, bind", [
    ({}, ["127.0.0.1:8000"]),
    ({"PORT": "9000"}, ["127.0.0.1:9000"]),
    ({"HOST": "10.0.0.5", "PORT": "9000"}, ["10.0.0.5:9000"]),
    ({"BIND": "unix:/run/almanac.sock", "HOST": "10.0.0.5"}, ["unix:/run/almanac.sock"]),
])
def test_gunicorn_binds_loopback_unless_told(monkeypatch, env, bind):
    import runpy

    for name in ("HOST", "PORT", "BIND"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert runpy.run_path(str(ROOT / "gunicorn.conf.py"))["bind"] == bind


def test_health_is_503_when_the_database_is_unreachable():
    code = """
import json
from django.test import Client
response = Client().get("/health", secure=True)
print(json.dumps({"status": response.status_code, "body": response.json(),
                  "cache_control": response.headers.get("Cache-Control")}))
"""
    env = production_env(
        DATABASE_URL=f"postgres://postgres@127.0.0.1:{closed_port()}/almanac",
        REDIS_URL=f"redis://127.0.0.1:{closed_port()}/0",
    )
    result = run_django(code, env)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    assert seen["status"] == 503
    assert seen["body"]["status"] == "error"
    assert seen["body"]["database"] == "unavailable"
    assert seen["body"]["cache"] == "unavailable"
    assert seen["body"]["database_vendor"] == "postgresql"
    assert "no-cache" in seen["cache_control"] and "no-store" in seen["cache_control"]
    # The reason is in the logs, as key=value lines on stderr.
    assert "level=ERROR logger=almanac.health" in result.stderr
    assert "level=WARNING logger=almanac.cache" in result.stderr


def test_gunicorn_sends_an_answer_in_one_piece():
    """A node killed between the headers and the body of an answer must not leave the proxy with headers it has
    already passed on (gunicorn.conf.py, pre_request/post_request): corked, nothing leaves until the body is
    written, on gunicorn's own request of a real loopback connection."""
    import runpy
    import socket

    from gunicorn.config import Config
    from gunicorn.http.parser import RequestParser

    hooks = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    with socket.create_server(("127.0.0.1", 0)) as listener:
        proxy = socket.create_connection(listener.getsockname())
        node, address = listener.accept()
    with proxy, node:
        proxy.sendall(b"GET /2025/1/29/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        request = next(iter(RequestParser(Config(), node, address)))
        assert request.path == "/2025/1/29/"

        hooks["pre_request"](None, request)
        assert node.getsockopt(socket.IPPROTO_TCP, socket.TCP_CORK) == 1
        node.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n")
        proxy.settimeout(0.05)
        with pytest.raises(TimeoutError):  # the headers wait for the body
            proxy.recv(1024)
        node.sendall(b"body")

        class Response:
            sock = node

        hooks["post_request"](None, request, {}, Response())
        assert node.getsockopt(socket.IPPROTO_TCP, socket.TCP_CORK) == 0
        proxy.settimeout(5)
        received = b""
        while not received.endswith(b"body"):
            received += proxy.recv(1024)
        assert received == b"HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nbody"


def test_gunicorn_hooks_leave_a_unix_socket_alone():
    import runpy
    import socket

    hooks = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    one, other = socket.socketpair()
    with one, other:

        class Response:
            sock = one

        hooks["post_request"](None, object(), {}, Response())  # no TCP_CORK on a unix socket: nothing raised
        hooks["pre_request"](None, object())  # a request without gunicorn's socket reader: nothing to do
