"""A signed-in visitor's almanac pages when the database stops answering in the middle of the request, after their
session was read: the page still answers 200, without the household's parts, with the notice, and nobody keeps
that copy (almanac/dbguard.py). Before, the first household query raised and the page answered 503."""

from types import SimpleNamespace

import pytest
from django.db import OperationalError

from almanac import dbguard
from almanac.profiles import selectors
from tests.profiles.helpers import make_household


@pytest.fixture
def database_drops(monkeypatch):
    def drop(*args, **kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    for name in ("personal_days_for", "month_marks_for", "facts_for", "members_for", "sounding_households_for"):
        monkeypatch.setattr(selectors, name, drop)
    # Closing the test's own connection would end its transaction; the rest of dbguard's handling is what is tested.
    monkeypatch.setattr(dbguard, "connections", SimpleNamespace(all=lambda **kwargs: []))
    yield
    dbguard.reset()


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/2051/6/17/", "/2051/6/", "/compass/2051/6/",
                                 "/search/?activity=嫁娶&from=2051-06-01&to=2051-07-01"])
def test_a_page_answers_when_the_database_drops_mid_request(client_in, owner, database_drops, url):
    make_household(owner)
    response = client_in.get(url)
    assert response.status_code == 200
    assert "资料库暂时连不上" in response.content.decode()  # the notice: something was left out
    assert "private" in response["Cache-Control"] and "public" not in response["Cache-Control"]
