"""Fixtures for the notes tests."""

import pytest
from django.conf import settings
from django.contrib.auth.models import Group
from django.core.cache import cache
from django.utils import translation

from almanac.notes import subjects


@pytest.fixture(autouse=True)
def _fresh_state():
    # The site's LanguageMiddleware leaves the last request's language active in the thread.
    translation.activate(settings.LANGUAGE_CODE)
    cache.clear()
    subjects.clear_caches()
    yield
    cache.clear()
    subjects.clear_caches()
    translation.activate(settings.LANGUAGE_CODE)

@pytest.fixture
def editor(django_user_model):
    return django_user_model.objects.create_user("editor")

@pytest.fixture
def curator(django_user_model):
    user = django_user_model.objects.create_user("curator", is_staff=True)
    user.groups.add(Group.objects.get(name="curator"))
    return user

@pytest.fixture
def curator_client(client, curator):
    client.force_login(curator)
    return client

@pytest.fixture
def make_note(editor):
    from almanac.notes import services

    def make(**fields):
        values = {
            "subject_kind": "god", "subject": "天德", "title": "测试注", "body": "正文",
            "citation": "001 L209", "language": "zh-hans", "status": "published",
        } | fields
        return services.create_note(by=editor, **values)

    return make
