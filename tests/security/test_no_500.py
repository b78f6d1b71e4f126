"""Inputs that used to answer 500 on PostgreSQL (SQLite took them): NUL bytes anywhere in a request, and the
same form submitted twice at once. Both runs of scripts/test run this file (SQLite, then PostgreSQL)."""

import threading

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, connections
from django.test import Client

from almanac.profiles import services
from almanac.profiles.models import Household

NUL_URLS = [
    "/notes/about/god/%00/",
    "/notes/about/activity/%00/",
    "/notes/about/passage/%00/",
    "/notes/about/direction/%00/",
    "/notes/about/god/%E5%A4%A9%00%E5%BE%B7/",
    "/notes/?subject=%00",
    "/api/day/2025-01-01%00",
    "/2025/1/1/why/%E5%AB%81%00/",
    "/search/?activity=%E5%AB%81%E5%A8%B6&start=2025-01-01&end=2025-02-01&member=1%00",
    "/?week%00=sun",
    "/admin/notes/rulenote/?status=%00",
    "/admin/notes/rulenote/?language__exact=%00",
    "/admin/notes/rulenote/?subject_kind=%00",
    "/admin/notes/rulenote/?q=%00",
    "/admin/profiles/member/?sex__exact=%00",
    "/admin/profiles/household/?created_at__year=%00",
    "/admin/auth/user/?is_staff__exact=%00",
    "/admin/axes/accessattempt/?q=%00",
]

# Found by the changelist fuzz: Django's date_hierarchy catches ValueError but not OverflowError.
OVERFLOW_URLS = [
    "/admin/axes/accessattempt/?attempt_time__year=2200000000",
    "/admin/profiles/household/?created_at__year=99999999999999999999",
    "/admin/profiles/household/?created_at__year=2025&created_at__month=99999999999999999999",
]


@pytest.fixture
def admin_client_(admin_user):
    client = Client(raise_request_exception=False)
    client.force_login(admin_user)
    return client


@pytest.mark.parametrize("url", NUL_URLS)
def test_a_nul_byte_in_a_url_is_a_bad_request(admin_client_, url):
    response = admin_client_.get(url)
    assert response.status_code == 400, url
    assert "almanac/error.html" in [t.name for t in response.templates]


@pytest.mark.parametrize("url", OVERFLOW_URLS)
def test_a_number_past_a_machine_integer_is_a_bad_request(admin_client_, url):
    response = admin_client_.get(url)
    assert response.status_code == 400, url
    assert "almanac/error.html" in [t.name for t in response.templates]


@pytest.mark.parametrize("url", NUL_URLS[:6])
def test_also_for_a_visitor_in_their_language(url):
    response = Client(raise_request_exception=False).get(url, HTTP_ACCEPT_LANGUAGE="zh-TW")
    assert response.status_code == 400
    assert "無法理解此請求" in response.content.decode()


def test_a_nul_byte_in_a_form_is_refused_before_anything_is_saved(django_user_model):
    user = django_user_model.objects.create_user("nul", password="x-Nul-pass-2025")
    client = Client(raise_request_exception=False)
    client.force_login(user)
    response = client.post("/households/new/", {"name": "张\x00家"})
    assert response.status_code == 400
    assert not Household.objects.exists()
    login = Client(raise_request_exception=False).post("/accounts/login/", {"username": "a\x00", "password": "x"})
    assert login.status_code == 400


def test_a_cookie_carrying_a_nul_byte_is_ignored(django_user_model):
    client = Client(raise_request_exception=False)
    client.cookies["sessionid"] = "abcdefgh\x00ijklmnop"
    assert client.get("/2025/1/1/").status_code == 200
    response = client.get("/households/")
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


# --- the same form twice at once ----------------------------------------------------------------


def test_a_name_taken_between_the_check_and_the_insert_is_the_forms_duplicate_message(
    django_user_model, monkeypatch
):
    """The race, played in one thread: another request commits the same name after this one validated."""
    user = django_user_model.objects.create_user("racer", password="x-Racer-pass-2025")
    client = Client(raise_request_exception=False)
    client.force_login(user)
    original = Household.full_clean

    def then_the_other_request_commits(self, *args, **kwargs):
        original(self, *args, **kwargs)
        if self.owner_id is not None:  # the service's check (the form's own has no owner yet)
            Household.objects.create(owner_id=self.owner_id, name=self.name)

    monkeypatch.setattr(Household, "full_clean", then_the_other_request_commits)
    response = client.post("/households/new/", {"name": "张家", "surname_sound": ""})
    assert response.status_code == 400
    assert "您已有同名的家庭" in response.content.decode()
    # (The rival row was written in this request's own transaction here, so it went with the rollback; the
    # real race, in two connections, is the PostgreSQL test below.)


def _at_once(count: int, work) -> list:
    """Run work(i) in `count` threads released together; the results (or exceptions) in order."""
    barrier = threading.Barrier(count)
    results: list = [None] * count

    def run(i):
        try:
            barrier.wait(timeout=10)
            results[i] = work(i)
        except Exception as error:  # noqa: BLE001 — reported by the test
            results[i] = error
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


@pytest.mark.django_db(transaction=True)
def test_eight_simultaneous_submissions_make_one_household_and_seven_duplicate_messages(django_user_model):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite's test database is one in-memory connection: concurrency needs PostgreSQL")
    user = django_user_model.objects.create_user("eight", password="x-Eight-pass-2025")
    clients = []
    for _ in range(8):
        client = Client(raise_request_exception=False)
        client.force_login(user)
        clients.append(client)
    results = _at_once(8, lambda i: clients[i].post("/households/new/", {"name": "同名", "surname_sound": ""}))
    statuses = sorted(r.status_code if hasattr(r, "status_code") else repr(r) for r in results)
    assert statuses == [302] + [400] * 7, statuses
    for response in results:
        if response.status_code == 400:
            assert "同名" in response.content.decode()
    assert Household.objects.filter(owner=user).count() == 1


@pytest.mark.django_db(transaction=True)
def test_simultaneous_sign_ups_with_one_username_make_one_account(settings):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite's test database is one in-memory connection: concurrency needs PostgreSQL")
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

    def sign_up(i):
        return Client(raise_request_exception=False).post("/accounts/signup/", {
            "username": "twin", "email": f"twin{i}@example.org",
            "password1": "x-Twin-pass-2025", "password2": "x-Twin-pass-2025",
        })

    results = _at_once(6, sign_up)
    statuses = sorted(r.status_code if hasattr(r, "status_code") else repr(r) for r in results)
    assert statuses == [302] + [400] * 5, statuses
    assert get_user_model().objects.filter(username="twin").count() == 1


def test_services_turn_a_refused_insert_into_a_validation_error(django_user_model, monkeypatch):
    from django.core.exceptions import ValidationError

    user = django_user_model.objects.create_user("svc", password="x-Svc-pass-2025")
    services.create_household(owner=user, name="甲")
    monkeypatch.setattr(Household, "full_clean", lambda self, *a, **k: None)  # as if checked before the other insert
    with pytest.raises(ValidationError) as caught:
        services.create_household(owner=user, name="甲")
    assert "您已有同名的家庭" in str(caught.value)
    assert Household.objects.count() == 1
