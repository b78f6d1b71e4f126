"""The notes app is wired into the site: installed, with its history middleware and URLs."""

from django.conf import settings
from django.urls import reverse


def test_notes_app_installed():
    assert "almanac.notes" in settings.INSTALLED_APPS and "simple_history" in settings.INSTALLED_APPS
    assert "simple_history.middleware.HistoryRequestMiddleware" in settings.MIDDLEWARE
    assert reverse("notes:index") == "/notes/"
