"""Inputs that used to answer 500 on PostgreSQL (SQLite took them): NUL bytes anywhere in a request, and the
same form submitted twice at once. Both runs of scripts/test run this file (SQLite, then PostgreSQL)."""

import pytest
from django.test import Client

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
