"""Privacy: every household/member URL needs a login, and another user's ids answer 404 — GET and POST."""

import pytest
from django.urls import URLPattern, reverse

from almanac.profiles import urls as profile_urls
from almanac.profiles.models import Household, Member
from tests.profiles.helpers import MEMBER_POST, make_household, make_user

pytestmark = pytest.mark.django_db

HOUSEHOLD_URLS = ("household-detail", "household-edit", "household-delete", "household-export", "member-create",
                  "wedding")
MEMBER_URLS = ("member-detail", "member-edit", "member-delete")
NO_ID_URLS = ("household-list", "household-create")


def test_every_profile_url_is_covered_here():
    names = {p.name for p in profile_urls.household_patterns if isinstance(p, URLPattern)}
    assert names == set(HOUSEHOLD_URLS) | set(MEMBER_URLS) | set(NO_ID_URLS)


@pytest.fixture
def two_users(django_user_model):
    alice, mallory = make_user(django_user_model, "alice"), make_user(django_user_model, "mallory")
    theirs = make_household(alice, "Alice 家", members=2)
    mine = make_household(mallory, "Mallory 家", members=1)
    return alice, mallory, theirs, mine


def _urls(household, member):
    return [reverse(f"profiles:{n}", args=[household.pk]) for n in HOUSEHOLD_URLS] + [
        reverse(f"profiles:{n}", args=[member.pk]) for n in MEMBER_URLS
    ]


def test_anonymous_visitors_are_sent_to_log_in(client, two_users):
    _alice, _mallory, theirs, _mine = two_users
    member = theirs.members.first()
    for url in _urls(theirs, member) + [reverse(f"profiles:{n}") for n in NO_ID_URLS]:
        for response in (client.get(url), client.post(url, MEMBER_POST)):
            if response.status_code == 405:  # GET-only views refuse a POST before anything else
                continue
            assert response.status_code == 302, url
            assert response.url.startswith(reverse("login") + "?next="), url
    assert Household.objects.filter(pk=theirs.pk).exists() and Member.objects.filter(pk=member.pk).exists()


def test_another_users_ids_are_404_on_every_url(client, two_users):
    alice, mallory, theirs, mine = two_users
    member = theirs.members.first()
    client.force_login(mallory)
    for url in _urls(theirs, member):
        assert client.get(url).status_code == 404, url
        assert client.get(url, {"bride": 1, "groom": 2, "start": "2025-01-01", "end": "2025-01-02"}).status_code == 404
        response = client.post(url, {**MEMBER_POST, "name": "pwned"})
        assert response.status_code in (404, 405), url
    # nothing of Alice's changed or went
    theirs.refresh_from_db()
    assert theirs.name == "Alice 家" and theirs.owner == alice
    assert theirs.members.count() == 2 and not Member.objects.filter(name="pwned").exists()
    # Mallory's own pages work, and list only her own things
    for url in _urls(mine, mine.members.first()):
        assert client.get(url).status_code == 200, url
    listing = client.get(reverse("profiles:household-list")).content.decode()
    assert "Mallory 家" in listing and "Alice 家" not in listing


def test_member_ids_of_another_household_cannot_be_smuggled_into_a_wedding(client, two_users):
    _alice, mallory, theirs, mine = two_users
    client.force_login(mallory)
    url = reverse("profiles:wedding", args=[mine.pk])
    alices = list(theirs.members.values_list("pk", flat=True))
    response = client.get(url, {"bride": alices[1], "groom": alices[0], "start": "2025-01-01", "end": "2025-01-05"})
    assert response.status_code == 400 and response.context["days"] is None


def test_profile_pages_are_not_cached(client, two_users):
    _alice, mallory, _theirs, mine = two_users
    client.force_login(mallory)
    for url in _urls(mine, mine.members.first()) + [reverse("profiles:household-list")]:
        cache_control = client.get(url).headers.get("Cache-Control", "")
        assert "private" in cache_control and "no-store" in cache_control, url
