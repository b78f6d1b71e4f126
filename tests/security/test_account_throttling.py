"""Sign-up and password-reset submissions are rate limited per address (POST only), and the 429 and
lockout pages speak the visitor's language."""

import pytest
from django.contrib.auth import get_user
from django.core import mail
from django.urls import reverse

from almanac import ratelimit as rl

pytestmark = [pytest.mark.ratelimit, pytest.mark.django_db]

PASSWORD = "correct horse battery staple 42"


@pytest.fixture
def tight(settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "signup": "2/h", "password_reset": "2/h", "search": "1/m"}


@pytest.fixture
def frozen(monkeypatch):
    clock = {"now": 1_800_000_000.0}  # the start of an hour
    monkeypatch.setattr(rl, "_now", lambda: clock["now"])
    return clock


def _signup(client, name, ip="203.0.113.7"):
    return client.post(reverse("signup"), {
        "username": name, "email": f"{name}@example.org", "password1": PASSWORD, "password2": PASSWORD,
    }, REMOTE_ADDR=ip)


def test_defaults_exist_and_are_modest(settings):
    assert rl.parse_rate(settings.RATE_LIMITS["signup"]) == (10, 3600)
    assert rl.parse_rate(settings.RATE_LIMITS["password_reset"]) == (5, 3600)


def test_signups_past_the_limit_get_429_and_create_nothing(client, tight, frozen, django_user_model):
    for name in ("amy", "bob"):
        assert _signup(client, name).status_code == 302
        client.logout()
    refused = _signup(client, "cat")
    assert refused.status_code == 429 and int(refused["Retry-After"]) == 3600
    assert not django_user_model.objects.filter(username="cat").exists()
    assert not get_user(client).is_authenticated
    assert client.get(reverse("signup"), REMOTE_ADDR="203.0.113.7").status_code == 200  # the form is free
    assert _signup(client, "cat", ip="198.51.100.9").status_code == 302  # another address has its own count


def test_password_resets_past_the_limit_get_429_and_send_nothing(client, tight, frozen, django_user_model):
    django_user_model.objects.create_user(username="amy", email="amy@example.org", password=PASSWORD)
    url = reverse("password_reset")
    for _ in range(2):
        assert client.post(url, {"email": "amy@example.org"}, REMOTE_ADDR="203.0.113.7").status_code == 302
    assert len(mail.outbox) == 2
    refused = client.post(url, {"email": "amy@example.org"}, REMOTE_ADDR="203.0.113.7")
    assert refused.status_code == 429 and "Retry-After" in refused
    assert len(mail.outbox) == 2
    assert client.get(url, REMOTE_ADDR="203.0.113.7").status_code == 200
    frozen["now"] += 3600  # the next hour
    assert client.post(url, {"email": "amy@example.org"}, REMOTE_ADDR="203.0.113.7").status_code == 302


@pytest.mark.parametrize("language,expected", [
    ("zh-hans", "请求太频繁"),
    ("zh-hant", "請求太頻繁"),
    ("en", "Too many requests"),
])
def test_the_429_page_is_translated(client, tight, frozen, language, expected):
    client.cookies["django_language"] = language
    query = {"activity": "嫁娶", "start": "2026-01-01", "end": "2026-01-31"}
    assert client.get(reverse("search"), query).status_code == 200
    refused = client.get(reverse("search"), query)
    assert refused.status_code == 429
    assert expected in refused.content.decode()


@pytest.mark.parametrize("language,expected", [
    ("zh-hans", "登录失败次数太多"),
    ("zh-hant", "登錄失敗次數太多"),
    ("en", "Too many failed log-ins"),
])
def test_the_lockout_page_is_translated(client, django_user_model, language, expected):
    django_user_model.objects.create_user(username="alice", password=PASSWORD)
    client.cookies["django_language"] = language
    for _ in range(5):
        locked = client.post(reverse("login"), {"username": "alice", "password": "wrong"}, REMOTE_ADDR="203.0.113.7")
    assert locked.status_code == 429
    assert expected in locked.content.decode()
