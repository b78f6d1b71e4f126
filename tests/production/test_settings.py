"""Settings from the environment: development defaults, the production shape, and failing fast."""

import json

from django.conf import settings

from tests.production.conftest import production_env, run_django, run_manage

DUMP = """
import json
from django.conf import settings as s
db = s.DATABASES["default"]
cache = s.CACHES["default"]
print(json.dumps({
    "DEBUG": s.DEBUG,
    "db": {k: db.get(k) for k in ("ENGINE", "NAME", "USER", "PASSWORD", "HOST", "PORT", "CONN_MAX_AGE",
                                  "CONN_HEALTH_CHECKS", "OPTIONS", "DISABLE_SERVER_SIDE_CURSORS")},
    "cache": {k: cache.get(k) for k in ("BACKEND", "LOCATION", "KEY_PREFIX", "OPTIONS")},
    "ALLOWED_HOSTS": s.ALLOWED_HOSTS,
    "CSRF_TRUSTED_ORIGINS": s.CSRF_TRUSTED_ORIGINS,
    "staticfiles": s.STORAGES["staticfiles"]["BACKEND"],
    "STATIC_ROOT": str(s.STATIC_ROOT),
    "SECURE_SSL_REDIRECT": s.SECURE_SSL_REDIRECT,
    "SECURE_PROXY_SSL_HEADER": s.SECURE_PROXY_SSL_HEADER,
    "SECURE_HSTS_SECONDS": s.SECURE_HSTS_SECONDS,
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": s.SECURE_HSTS_INCLUDE_SUBDOMAINS,
    "SECURE_HSTS_PRELOAD": s.SECURE_HSTS_PRELOAD,
    "SECURE_REDIRECT_EXEMPT": s.SECURE_REDIRECT_EXEMPT,
    "cookies": [s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.LANGUAGE_COOKIE_SECURE,
                s.SESSION_COOKIE_HTTPONLY, s.CSRF_COOKIE_HTTPONLY, s.LANGUAGE_COOKIE_HTTPONLY,
                s.SESSION_COOKIE_SAMESITE, s.CSRF_COOKIE_SAMESITE, s.LANGUAGE_COOKIE_SAMESITE],
    "X_FRAME_OPTIONS": s.X_FRAME_OPTIONS,
    "SECURE_CONTENT_TYPE_NOSNIFF": s.SECURE_CONTENT_TYPE_NOSNIFF,
    "SECURE_REFERRER_POLICY": s.SECURE_REFERRER_POLICY,
    "ADMINS": s.ADMINS,
    "django_handlers": s.LOGGING["loggers"]["django"]["handlers"],
    "SECRET_KEY_FALLBACKS": s.SECRET_KEY_FALLBACKS,
}))
"""


def settings_with(env: dict) -> dict:
    result = run_django(DUMP, env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_development_needs_no_environment():
    values = settings_with({})
    assert values["DEBUG"] is True
    assert values["db"]["ENGINE"] == "django.db.backends.sqlite3"
    assert values["db"]["NAME"].endswith("db.sqlite3")
    assert values["cache"]["BACKEND"] == "django.core.cache.backends.locmem.LocMemCache"
    assert values["staticfiles"] == "django.contrib.staticfiles.storage.StaticFilesStorage"
    assert values["ALLOWED_HOSTS"] == ["127.0.0.1", "localhost", "testserver"]
    assert values["SECURE_SSL_REDIRECT"] is False
    assert values["SECURE_HSTS_SECONDS"] == 0
    assert values["cookies"][:3] == [False, False, False]


def test_production_shape():
    values = settings_with(
        production_env(
            ALLOWED_HOSTS=" almanac.example , www.almanac.example,",
            CSRF_TRUSTED_ORIGINS="https://almanac.example,https://www.almanac.example",
            DATABASE_URL="postgres://almanac:s3cret@db.internal:6543/almanac_prod?sslmode=require",
            REDIS_URL="redis://cache.internal:6380/2",
            CACHE_KEY_PREFIX="release-42",
            ADMINS="ops@almanac.example, dev@almanac.example",
            SECRET_KEY_FALLBACKS="old-key-1,old-key-2",
        )
    )
    assert values["DEBUG"] is False
    assert values["db"] == {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "almanac_prod",
        "USER": "almanac",
        "PASSWORD": "s3cret",
        "HOST": "db.internal",
        "PORT": 6543,
        "CONN_MAX_AGE": 60,
        "CONN_HEALTH_CHECKS": True,
        "OPTIONS": {"sslmode": "require", "connect_timeout": 5},
        "DISABLE_SERVER_SIDE_CURSORS": False,
    }
    assert values["cache"] == {
        "BACKEND": "almanac.cache.FailSoftRedisCache",
        "LOCATION": "redis://cache.internal:6380/2",
        "KEY_PREFIX": "release-42",
        "OPTIONS": {"socket_connect_timeout": 0.2, "socket_timeout": 0.2, "health_check_interval": 30},
    }
    assert values["ALLOWED_HOSTS"] == ["almanac.example", "www.almanac.example"]
    assert values["CSRF_TRUSTED_ORIGINS"] == ["https://almanac.example", "https://www.almanac.example"]
    assert values["staticfiles"] == "whitenoise.storage.CompressedManifestStaticFilesStorage"
    assert values["SECURE_SSL_REDIRECT"] is True
    assert values["SECURE_PROXY_SSL_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    assert values["SECURE_REDIRECT_EXEMPT"] == ["^health$"]
    assert values["SECURE_HSTS_SECONDS"] == 31_536_000
    assert values["SECURE_HSTS_INCLUDE_SUBDOMAINS"] is True
    assert values["SECURE_HSTS_PRELOAD"] is True
    assert values["cookies"] == [True, True, True, True, True, True, "Lax", "Lax", "Lax"]
    assert values["X_FRAME_OPTIONS"] == "DENY"
    assert values["SECURE_CONTENT_TYPE_NOSNIFF"] is True
    assert values["SECURE_REFERRER_POLICY"] == "same-origin"
    assert values["ADMINS"] == ["ops@almanac.example", "dev@almanac.example"]
    assert values["django_handlers"] == ["mail_admins"]
    assert values["SECRET_KEY_FALLBACKS"] == ["old-key-1", "old-key-2"]


def test_production_switches(tmp_path):
    """TLS at a balancer that redirects itself, no proxy header, no persistent connections, no HSTS yet."""
    values = settings_with(
        production_env(
            SECURE_SSL_REDIRECT="0",
            SECURE_PROXY_SSL_HEADER="",
            SECURE_HSTS_SECONDS="300",
            SECURE_HSTS_PRELOAD="false",
            CONN_MAX_AGE="0",
            DISABLE_SERVER_SIDE_CURSORS="1",
            STATIC_ROOT=str(tmp_path),
            REDIS_URL="rediss://:pw@cache.internal:6380/0",
            REDIS_TIMEOUT="0.5",
        )
    )
    assert values["SECURE_SSL_REDIRECT"] is False
    assert values["SECURE_PROXY_SSL_HEADER"] is None
    assert values["SECURE_HSTS_SECONDS"] == 300
    assert values["SECURE_HSTS_PRELOAD"] is False
    assert values["db"]["CONN_MAX_AGE"] == 0
    assert values["db"]["DISABLE_SERVER_SIDE_CURSORS"] is True
    assert values["STATIC_ROOT"] == str(tmp_path)
    assert values["cache"]["LOCATION"] == "rediss://:pw@cache.internal:6380/0"
    assert values["cache"]["OPTIONS"]["socket_timeout"] == 0.5
    assert values["django_handlers"] == []  # no ADMINS: no error mail


def test_sqlite_database_url():
    values = settings_with({"DATABASE_URL": "sqlite:////tmp/almanac-elsewhere.sqlite3"})
    assert values["db"]["ENGINE"] == "django.db.backends.sqlite3"
    assert values["db"]["NAME"] == "/tmp/almanac-elsewhere.sqlite3"


def test_missing_secret_key_fails_fast_with_a_clear_message():
    result = run_manage("check", env=production_env(SECRET_KEY=None))
    assert result.returncode != 0
    assert "ImproperlyConfigured: SECRET_KEY must be set in the environment when DEBUG is off" in result.stderr


def test_malformed_number_is_named():
    result = run_manage("check", env=production_env(CONN_MAX_AGE="forever"))
    assert result.returncode != 0
    assert "CONN_MAX_AGE must be a whole number, not 'forever'" in result.stderr


def test_middleware_order():
    """whitenoise right after SecurityMiddleware, /health before host validation, the rest as it was."""
    assert settings.MIDDLEWARE[:4] == [
        "django.middleware.security.SecurityMiddleware",
        "whitenoise.middleware.WhiteNoiseMiddleware",
        "almanac.health.HealthCheckMiddleware",
        "django.middleware.csp.ContentSecurityPolicyMiddleware",
    ]
    assert settings.MIDDLEWARE.index("almanac.health.HealthCheckMiddleware") < settings.MIDDLEWARE.index(
        "django.middleware.common.CommonMiddleware"
    )
    assert "almanac.web.middleware.LanguageMiddleware" in settings.MIDDLEWARE
    assert settings.SECURE_CSP  # the strict CSP is still there


def test_logs_are_key_value_lines_on_stderr():
    result = run_django(
        "import logging; logging.getLogger('almanac.test').warning('灯 %s', 'lit')",
        {"LOG_LEVEL": "INFO"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    [line] = result.stderr.splitlines()
    assert " level=WARNING logger=almanac.test pid=" in line
    assert line.startswith("time=") and line.endswith("msg='灯 lit'")
