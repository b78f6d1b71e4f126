"""Fixtures for the profile tests."""

import pytest


@pytest.fixture(autouse=True)
def _fast_passwords(settings):
    """PBKDF2's many rounds cost about a second a login; the flows are the same with a fast hasher."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
