"""Security tests: every test may use the database; passwords hash fast; the cache starts empty."""

import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _database(db):
    """Pages touch sessions, axes' attempts, the account menu."""


@pytest.fixture(autouse=True)
def _fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()
    yield
    cache.clear()
