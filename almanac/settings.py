"""Django settings. Values come from the environment where production needs them to.

Development needs no environment at all (DEBUG on, SQLite in db.sqlite3, a local-memory cache). Production
sets DEBUG=0 and at least SECRET_KEY, ALLOWED_HOSTS and DATABASE_URL; docs/deploy.md lists every variable.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def _env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {value!r}") from None


def _env_float(name: str, default: float) -> float:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return float(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a number of seconds, not {value!r}") from None


def _env_list(name: str, default: str = "") -> list[str]:
    """A comma-separated list; blanks around the commas are ignored."""
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# DEBUG is on unless the environment says otherwise (DEBUG=0/false/no/off): development needs no set-up,
# and every production setting below switches on when it is off.
DEBUG = _env_bool("DEBUG", True)

# The development key is only ever used with DEBUG on; production must bring its own.
SECRET_KEY = os.environ.get("SECRET_KEY", "").strip()
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY must be set in the environment when DEBUG is off (a random string of 50+ characters, "
            "e.g. python -c 'import secrets; print(secrets.token_urlsafe(50))'); see docs/deploy.md"
        )
    SECRET_KEY = "dev-only-insecure-key"
# Old keys still accepted for signatures while a new SECRET_KEY rolls out (comma list).
SECRET_KEY_FALLBACKS = _env_list("SECRET_KEY_FALLBACKS")

# Host names this site answers to (comma list). Development defaults to the local names; production
# has no default, so `check --deploy` flags a missing ALLOWED_HOSTS and every request would get a 400.
ALLOWED_HOSTS = _env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver" if DEBUG else "")
# Origins (scheme + host) trusted for unsafe requests, e.g. https://almanac.example (comma list, optional).
CSRF_TRUSTED_ORIGINS = _env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "almanac",
    "almanac.web",
    "simple_history",
    "almanac.notes",
    "almanac.profiles",
    "axes",  # failed-login lockout (settings at the end)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Static files straight from gunicorn (compressed, far-future cache headers on hashed names).
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # /health for the load balancer, answered before host validation (CommonMiddleware) so a balancer
    # probing an instance by its IP address needs no entry in ALLOWED_HOSTS (almanac/health.py).
    "almanac.health.HealthCheckMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    # 400 for a NUL byte in the path, query or form, which PostgreSQL refuses, and for numbers past a machine
    # integer where a view does not expect them (almanac/web/middleware.py).
    "almanac.web.middleware.BadInputMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "almanac.web.middleware.LanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    # ETag from the content, and 304 for a matching If-None-Match (not on no-store answers: personal pages).
    "django.middleware.http.ConditionalGetMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # Without PostgreSQL the almanac still answers (as for an anonymous visitor); what needs it answers 503
    # (almanac/dbguard.py).
    "almanac.dbguard.DatabaseGuardMiddleware",
    # Cache-Control: public for anonymous visitors of the almanac's pages, private/no-store for anyone signed in
    # (almanac/web/caching.py).
    "almanac.web.caching.HttpCacheMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",  # who changed a rule note
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, as django-axes requires: turns a login refused during a lockout into AXES_LOCKOUT_CALLABLE's page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "almanac.urls"

TEMPLATES = [
    {
        "BACKEND": "almanac.web.template_backend.ReleasingDjangoTemplates",  # Django's, freeing each context at once
        "NAME": "django",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "almanac.web.context_processors.today",
                "django.template.context_processors.csp",
            ],
        },
    },
]

WSGI_APPLICATION = "almanac.wsgi.application"
ASGI_APPLICATION = "almanac.asgi.application"

# DATABASE_URL (dj-database-url), e.g. postgres://user:password@host:5432/almanac?sslmode=require.
# Without it: SQLite in db.sqlite3 (or SQLITE_PATH), as in development.
if os.environ.get("DATABASE_URL", "").strip():
    DATABASES = {
        "default": dj_database_url.parse(
            os.environ["DATABASE_URL"].strip(),
            # Persistent connections (seconds; 0 = one per request), checked before reuse so a database
            # restart costs no failed request.
            conn_max_age=_env_int("CONN_MAX_AGE", 60),
            conn_health_checks=True,
        )
    }
    if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
        # Fail in seconds, not minutes, when the server is unreachable (/health answers 503 in time).
        DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", _env_int("DB_CONNECT_TIMEOUT", 5))
        # Behind PgBouncer in transaction mode (docs/deploy.md).
        DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = _env_bool("DISABLE_SERVER_SIDE_CURSORS", False)
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.environ.get("SQLITE_PATH", str(BASE_DIR / "db.sqlite3")),
        }
    }

# REDIS_URL (e.g. redis://host:6379/0, rediss:// for TLS): the cache every app server shares (Django's
# RedisCache, failing soft: with Redis down pages render uncached, see almanac/cache.py). Without it, a
# per-process local-memory cache.
CACHE_KEY_PREFIX = os.environ.get("CACHE_KEY_PREFIX", "almanac").strip()
if os.environ.get("REDIS_URL", "").strip():
    CACHES = {
        "default": {
            "BACKEND": "almanac.cache.FailSoftRedisCache",
            "LOCATION": os.environ["REDIS_URL"].strip(),
            # A release id here keeps fragments of old templates away from new code (docs/deploy.md).
            "KEY_PREFIX": CACHE_KEY_PREFIX,
            "OPTIONS": {
                # Short timeouts: a slow or unreachable Redis costs a page at most a few tenths of a second
                # (and then nothing for a while: almanac/cache.py stops asking for a few seconds).
                "socket_connect_timeout": _env_float("REDIS_TIMEOUT", 0.2),
                "socket_timeout": _env_float("REDIS_TIMEOUT", 0.2),
                "health_check_interval": 30,
            },
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "almanac",
            "KEY_PREFIX": CACHE_KEY_PREFIX,
        }
    }
# Where the fragments of pages far from today go: nowhere (almanac/web/caching.py, fragment_cache).
CACHES["uncached"] = {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}

# Sessions (log-ins) live in the database, which every app server shares.
SESSION_ENGINE = "django.contrib.sessions.backends.db"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "zh-hans"
LANGUAGES = [("zh-hans", "简体中文"), ("zh-hant", "繁體中文"), ("en", "English")]
# UI catalogues (zh_Hant, en; the source strings are zh-hans). Their .mo files are built by scripts/setup.
LOCALE_PATHS = [BASE_DIR / "locale"]
# Calendar facts are computed in China Standard Time whatever the visitor's zone (DESIGN.md).
TIME_ZONE = "Asia/Shanghai"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
# `manage.py collectstatic` writes here; whitenoise serves it (STATIC_ROOT to put it elsewhere).
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Production: content-hashed names (cacheable forever) with gzip copies, from collectstatic's manifest.
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}
# With DEBUG on, whitenoise finds files in static/ as they change; off, it serves STATIC_ROOT only.
WHITENOISE_AUTOREFRESH = DEBUG
WHITENOISE_USE_FINDERS = DEBUG

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# A strict Content Security Policy (Django's own): scripts only from this site and with the
# per-request nonce; no inline styles or handlers. htmx runs under it (its indicator styles and
# eval are switched off in base.html's htmx-config).
from django.utils.csp import CSP  # noqa: E402

SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "object-src": [CSP.NONE],
}

# Security headers, on in development too (Django's defaults, spelled out).
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
LANGUAGE_COOKIE_SAMESITE = "Lax"

if not DEBUG:
    # TLS usually ends at the load balancer, which tells the app servers about it in X-Forwarded-Proto
    # (SECURE_PROXY_SSL_HEADER: the header's name; empty when nothing in front sets and strips it, since
    # a client could otherwise claim https itself).
    _proxy_header = os.environ.get("SECURE_PROXY_SSL_HEADER", "X-Forwarded-Proto").strip()
    if _proxy_header:
        SECURE_PROXY_SSL_HEADER = ("HTTP_" + _proxy_header.upper().replace("-", "_"), "https")
    # Redirect http:// to https:// here (SECURE_SSL_REDIRECT=0 when the balancer already does it).
    # /health is exempt: balancers probe instances over plain http.
    SECURE_SSL_REDIRECT = _env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^health$"]
    # HSTS: a year, subdomains included, preload-ready (SECURE_HSTS_SECONDS=300 while trying HTTPS out).
    SECURE_HSTS_SECONDS = _env_int("SECURE_HSTS_SECONDS", 31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = _env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = _env_bool("SECURE_HSTS_PRELOAD", True)
    # Cookies only over https, out of JavaScript's reach (the pages read the CSRF token from the page,
    # never from the cookie; nothing reads the language cookie).
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    CSRF_COOKIE_HTTPONLY = True
    LANGUAGE_COOKIE_SECURE = True
    LANGUAGE_COOKIE_HTTPONLY = True

# Errors by e-mail (optional): ADMINS=ops@example.org,other@example.org, sent by SMTP through EMAIL_HOST
# (EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS) from SERVER_EMAIL.
ADMINS = _env_list("ADMINS")
SERVER_EMAIL = os.environ.get("SERVER_EMAIL", "root@localhost")
MAILERS = {
    "default": {
        "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "OPTIONS": {
            "host": os.environ.get("EMAIL_HOST", "localhost"),
            "port": _env_int("EMAIL_PORT", 25),
            "username": os.environ.get("EMAIL_HOST_USER", ""),
            "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
            "use_tls": _env_bool("EMAIL_USE_TLS", False),
            "timeout": 10,
        },
    }
}

# Logging: one line per record on stderr (gunicorn's and the container's log stream), as key=value pairs
# a log collector can split. LOG_LEVEL (INFO) for the site, DJANGO_LOG_LEVEL (INFO) for Django itself.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "keyvalue": {
            "format": "time=%(asctime)s level=%(levelname)s logger=%(name)s pid=%(process)d msg=%(message)r",
        },
    },
    "filters": {"require_debug_false": {"()": "django.utils.log.RequireDebugFalse"}},
    "handlers": {
        "stderr": {"class": "logging.StreamHandler", "stream": "ext://sys.stderr", "formatter": "keyvalue"},
        "mail_admins": {
            "class": "django.utils.log.AdminEmailHandler",
            "level": "ERROR",
            "filters": ["require_debug_false"],
        },
    },
    "root": {"handlers": ["stderr"], "level": os.environ.get("LOG_LEVEL", "INFO").upper()},
    "loggers": {
        "django": {
            "handlers": ["mail_admins"] if ADMINS else [],
            "level": os.environ.get("DJANGO_LOG_LEVEL", "INFO").upper(),
            "propagate": True,
        },
    },
}

# Accounts (almanac/profiles): Django's auth views.
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "profiles:household-list"
LOGOUT_REDIRECT_URL = "home"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "通书择日 <noreply@localhost>")
# In development, password-reset mail is printed on the console.
if DEBUG and not os.environ.get("EMAIL_HOST", "").strip():
    MAILERS["default"] = {"BACKEND": "django.core.mail.backends.console.EmailBackend"}

# Throttling. The client's address: behind TRUSTED_PROXY_COUNT proxies that append to X-Forwarded-For (the
# load balancer of docs/deploy.md: 1, the default when DEBUG is off), the entry that many from the right;
# with 0, REMOTE_ADDR. Too low and every client shares the balancer's address; too high and clients forge it.
TRUSTED_PROXY_COUNT = _env_int("TRUSTED_PROXY_COUNT", 0 if DEBUG else 1)

# Failed log-ins (django-axes): 5 failures for one username from one address lock that pair out for 15
# minutes, 20 failures from one address (any usernames) lock the address (429, almanac/ratelimit.py's page); attempts are kept in the database every app server shares.
# `manage.py axes_reset` (or axes_reset_username / axes_reset_ip) lifts locks early.
from datetime import timedelta  # noqa: E402

AUTHENTICATION_BACKENDS = [
    # first: refuses an address with LOGIN_FAILURES_PER_ADDRESS failures, whatever the usernames
    "almanac.ratelimit.AddressThrottleBackend",
    "axes.backends.AxesStandaloneBackend",  # then: refuses a locked-out username+address before any check
    "django.contrib.auth.backends.ModelBackend",
]
AXES_ENABLED = _env_bool("AXES_ENABLED", True)
AXES_FAILURE_LIMIT = 5
# And per address across usernames (almanac.ratelimit.AddressThrottleBackend): 30 usernames × 1 password from
# one address were never throttled. Higher than the per-username limit: many people may share an address (NAT).
LOGIN_FAILURES_PER_ADDRESS = _env_int("LOGIN_FAILURES_PER_ADDRESS", 20)
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True  # a successful log-in forgets the earlier failures
AXES_HTTP_RESPONSE_CODE = 429
AXES_LOCKOUT_CALLABLE = "almanac.ratelimit.lockout_response"
AXES_CLIENT_IP_CALLABLE = "almanac.ratelimit.client_ip"
AXES_VERBOSE = False  # no start-up banner on stderr (management commands print one line); lockouts still logged

# Bounded work per account (almanac/profiles/services.py, the search views): what one account may hold and
# ask for in one request. A search's cost grows with members × days, so a search for chosen members is held to
# "search_member_days" (6 members for half a year, 3 for a year, 1 for three years) besides the plain three-year
# range. With these, the worst request a logged-in user can make stays within 2 s (docs/performance.md).
ACCOUNT_LIMITS = {
    "households": _env_int("LIMIT_HOUSEHOLDS", 10),  # households per account
    "members": _env_int("LIMIT_MEMBERS", 30),  # members per account, all its households together
    "search_members": _env_int("LIMIT_SEARCH_MEMBERS", 6),  # member= values per search
    "search_member_days": _env_int("LIMIT_SEARCH_MEMBER_DAYS", 1100),  # chosen members × days searched
}

# Rate limits of the expensive views (almanac/ratelimit.py): requests per client address and fixed window,
# counted in the default cache (Redis in production, so shared by every app server). Fail open without one.
RATELIMIT_ENABLED = _env_bool("RATELIMIT_ENABLED", True)
RATE_LIMITS = {
    "search": os.environ.get("RATE_LIMIT_SEARCH", "").strip() or "60/m",  # /search/?activity=…, /api/search
    "export": os.environ.get("RATE_LIMIT_EXPORT", "").strip() or "20/m",  # /search/ics, /ics/<year>.ics
    # Sign-up and password-reset submissions (POST only): each hashes a password or may send a mail.
    "signup": os.environ.get("RATE_LIMIT_SIGNUP", "").strip() or "10/h",
    "password_reset": os.environ.get("RATE_LIMIT_PASSWORD_RESET", "").strip() or "5/h",
    # Households and members created, per account (the limits above bound what it holds; this, the churn).
    "creations": os.environ.get("RATE_LIMIT_CREATIONS", "").strip() or "60/h",
}
