"""Fixtures for the profile tests."""

import pytest

from tests.profiles.helpers import make_user


@pytest.fixture(autouse=True)
def _fast_passwords(settings):
    """PBKDF2's many rounds cost about a second a login; the flows are the same with a fast hasher."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def owner(django_user_model):
    """The signed-in user of the page tests."""
    return make_user(django_user_model, "owner")


@pytest.fixture
def client_in(client, owner):
    client.force_login(owner)
    return client
