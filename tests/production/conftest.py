"""Helpers for the production-path tests.

Settings are read once per process, so anything that depends on the environment (DEBUG=0, DATABASE_URL,
REDIS_URL, …) runs in a fresh Python process: `run_django(code, env)` starts one in the project
directory with a clean environment (none of the variables below inherited from the test run, which may
itself be the PostgreSQL + Redis run of scripts/test) plus `env`, and returns the CompletedProcess.

Real servers: `postgres_server` / `redis_server` give a URL of a reachable PostgreSQL / Redis (the run's
own DATABASE_URL / REDIS_URL when they point at one, else 127.0.0.1:5432 / 127.0.0.1:6379). When one is
not reachable the test is skipped with the reason, except under CI=true, where that is a failure.
"""

import os
import secrets
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Variables the settings (or Django's checks) read: never inherited by run_django's processes.
SETTINGS_VARIABLES = {
    "DJANGO_ALLOW_ASYNC_UNSAFE",  # set by tests/browser/conftest.py; `check --deploy` rightly objects
    "DEBUG",
    "SECRET_KEY",
    "SECRET_KEY_FALLBACKS",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_URL",
    "CONN_MAX_AGE",
    "DB_CONNECT_TIMEOUT",
    "DISABLE_SERVER_SIDE_CURSORS",
    "SQLITE_PATH",
    "REDIS_URL",
    "REDIS_TIMEOUT",
    "CACHE_KEY_PREFIX",
    "STATIC_ROOT",
    "SECURE_SSL_REDIRECT",
    "SECURE_PROXY_SSL_HEADER",
    "SECURE_HSTS_SECONDS",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS",
    "SECURE_HSTS_PRELOAD",
    "ADMINS",
    "SERVER_EMAIL",
    "EMAIL_HOST",
    "EMAIL_PORT",
    "EMAIL_HOST_USER",
    "EMAIL_HOST_PASSWORD",
    "EMAIL_USE_TLS",
    "LOG_LEVEL",
    "DJANGO_LOG_LEVEL",
    "DJANGO_SETTINGS_MODULE",
    "PORT",
    "HOST",
    "BIND",
    "WEB_CONCURRENCY",
    "GUNICORN_THREADS",
    "GUNICORN_TIMEOUT",
    "GUNICORN_LOG_LEVEL",
    "REAL_SERVERS",
}

# The database mark of these tests. Transactional (each test commits for real and the tables are emptied
# after it), which is also how the app servers use the database; and pytest-django's plain django_db
# tests leave the shared in-memory SQLite connection open in a way that fails the browser tests which
# reach the live server only through request.getfixturevalue("page") (they get no database access of
# their own; with this mark they pass in any order).
DATABASE = pytest.mark.django_db(transaction=True)

DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"


def production_env(**overrides) -> dict[str, str]:
    """What a production server would have: DEBUG off, a real key, a host name, PostgreSQL."""
    env = {
        "DEBUG": "0",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "almanac.example,testserver",
        "DATABASE_URL": "postgres://almanac:secret@db.internal:5432/almanac",
    }
    env.update(overrides)
    return {key: value for key, value in env.items() if value is not None}


def run_django(code: str, env: dict[str, str] | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run `code` after django.setup() in a fresh interpreter with a clean environment plus `env`."""
    clean = {key: value for key, value in os.environ.items() if key not in SETTINGS_VARIABLES}
    clean["DJANGO_SETTINGS_MODULE"] = "almanac.settings"
    clean.update(env or {})
    program = "import django\ndjango.setup()\n" + code
    return subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, env=clean, capture_output=True, text=True, timeout=timeout
    )


def run_manage(*args: str, env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    clean = {key: value for key, value in os.environ.items() if key not in SETTINGS_VARIABLES}
    clean.update(env or {})
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=clean, capture_output=True, text=True, timeout=timeout
    )


def closed_port() -> int:
    """A local TCP port nothing listens on (connections to it are refused at once)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def reachable(url: str, default_port: int) -> bool:
    parts = urlsplit(url)
    try:
        with socket.create_connection((parts.hostname or "127.0.0.1", parts.port or default_port), timeout=1):
            return True
    except OSError:
        return False


def _server(url: str, default_port: int, name: str) -> str:
    if reachable(url, default_port):
        return url
    message = f"{name} is not reachable at {url}"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{message}; on CI (CI=true) the real-server tests must run (scripts/test starts it)")
    pytest.skip(f"{message}: start it to run the real-server tests (docs/deploy.md)")


@pytest.fixture
def postgres_server() -> str:
    """The server of the run's DATABASE_URL when it is PostgreSQL, with its always-present `postgres`
    database (the run's own database name need not exist: pytest-django works in test_<name>)."""
    url = os.environ.get("DATABASE_URL", "")
    url = urlsplit(url)._replace(path="/postgres").geturl() if url.startswith("postgres") else DEFAULT_POSTGRES_URL
    return _server(url, 5432, "PostgreSQL")


@pytest.fixture
def redis_server() -> str:
    return _server(os.environ.get("REDIS_URL") or DEFAULT_REDIS_URL, 6379, "Redis")


@pytest.fixture(autouse=True)
def _fresh_breakers():
    """almanac.cache remembers per process that a Redis is down: every test starts without that memory."""
    from almanac import cache

    cache._breakers.clear()
    yield
    cache._breakers.clear()
