"""Failed log-ins are throttled by django-axes: 5 failures for a username from one address → 429 for 15 minutes."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth import get_user
from django.core.management import call_command
from django.urls import reverse

PASSWORD = "correct horse battery staple 42"


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user(username="alice", email="alice@example.org", password=PASSWORD)


def _fail(client, username="alice", ip="203.0.113.7"):
    return client.post(reverse("login"), {"username": username, "password": "wrong"}, REMOTE_ADDR=ip)


def test_settings_wire_axes_as_asked():
    assert "axes" in settings.INSTALLED_APPS
    assert settings.MIDDLEWARE[-1] == "axes.middleware.AxesMiddleware"
    assert settings.AUTHENTICATION_BACKENDS == [
        "almanac.ratelimit.AddressThrottleBackend",
        "axes.backends.AxesStandaloneBackend",
        "django.contrib.auth.backends.ModelBackend",
    ]
    assert settings.AXES_FAILURE_LIMIT == 5
    assert settings.AXES_COOLOFF_TIME == timedelta(minutes=15)
    assert settings.AXES_LOCKOUT_PARAMETERS == [["username", "ip_address"]]
    assert settings.LOGIN_FAILURES_PER_ADDRESS == 20


def test_five_bad_logins_lock_the_username_from_that_address(client, alice):
    for _ in range(4):
        assert _fail(client).status_code == 400  # the form again, with its error
    locked = _fail(client)
    assert locked.status_code == 429
    assert "almanac/error.html" in [t.name for t in locked.templates]
    assert "15" in locked.content.decode() and int(locked["Retry-After"]) == 15 * 60
    # Even the right password is refused now, and nobody is logged in.
    right = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert right.status_code == 429
    assert not get_user(client).is_authenticated


def test_the_lock_is_per_username_and_address(client, alice, django_user_model):
    django_user_model.objects.create_user(username="bob", password=PASSWORD)
    for _ in range(5):
        _fail(client)
    # Another address may still log in as alice; the locked address may still log in as bob.
    other = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="198.51.100.9")
    assert other.status_code == 302 and get_user(client).username == "alice"
    client.logout()
    bob = client.post(reverse("login"), {"username": "bob", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert bob.status_code == 302 and get_user(client).username == "bob"


def test_axes_reset_lifts_the_lock(client, alice):
    for _ in range(5):
        _fail(client)
    call_command("axes_reset", verbosity=0)
    ok = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert ok.status_code == 302 and get_user(client).is_authenticated


def test_the_lock_ends_after_the_cooloff(client, alice):
    for _ in range(5):
        _fail(client)
    assert AccessAttempt.objects.filter(username="alice").exists()
    # Time travel: the failures happened 16 minutes ago.
    AccessAttempt.objects.update(attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(minutes=16))
    ok = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert ok.status_code == 302 and get_user(client).is_authenticated


def test_a_success_forgets_earlier_failures(client, alice):
    for _ in range(4):
        _fail(client)
    client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    client.logout()
    assert _fail(client).status_code == 400  # counting starts again


def test_behind_the_balancer_the_forwarded_address_is_the_client(client, alice, settings):
    settings.TRUSTED_PROXY_COUNT = 1
    for _ in range(5):
        # A forged left-hand entry changes nothing: the balancer's own (right-most) entry counts.
        client.post(
            reverse("login"), {"username": "alice", "password": "wrong"},
            REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR=f"192.0.2.{_}, 203.0.113.7",
        )
    locked = client.post(reverse("login"), {"username": "alice", "password": PASSWORD},
                         REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="203.0.113.7")
    assert locked.status_code == 429
    # Another client behind the same balancer is not affected.
    ok = client.post(reverse("login"), {"username": "alice", "password": PASSWORD},
                     REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="198.51.100.9")
    assert ok.status_code == 302


def test_the_admin_login_is_throttled_too(client, django_user_model):
    django_user_model.objects.create_superuser(username="root", email="root@example.org", password=PASSWORD)
    url = reverse("admin:login")
    for _ in range(5):
        response = client.post(url, {"username": "root", "password": "wrong"}, REMOTE_ADDR="203.0.113.7")
    assert response.status_code == 429


# --- per address, across usernames --------------------------------------------------------------------


def test_thirty_usernames_from_one_address_are_throttled_after_twenty(client, alice):
    statuses = [_fail(client, username=f"user{i}").status_code for i in range(30)]
    # Each username failed once (never locked by itself); the address is refused from the 21st try on.
    assert statuses[:20] == [400] * 20 and statuses[20:] == [429] * 10
    refused = _fail(client, username="someone-else")
    assert refused.status_code == 429 and int(refused["Retry-After"]) == 15 * 60
    assert "从此网络地址登录失败的次数太多" in refused.content.decode()
    # Even alice's right password is refused from that address, and nobody is logged in …
    right = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert right.status_code == 429 and not get_user(client).is_authenticated
    # … while another address logs in as usual.
    other = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="198.51.100.9")
    assert other.status_code == 302 and get_user(client).username == "alice"


def test_the_address_lock_ends_after_the_cooloff(client, alice):
    for i in range(20):
        _fail(client, username=f"user{i}")
    assert _fail(client, username="x").status_code == 429
    AccessAttempt.objects.update(attempt_time=AccessAttempt.objects.order_by("-attempt_time")[0].attempt_time
                                 - timedelta(minutes=16))
    ok = client.post(reverse("login"), {"username": "alice", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert ok.status_code == 302 and get_user(client).is_authenticated


def test_the_admin_login_counts_for_the_address_too(client, django_user_model):
    django_user_model.objects.create_superuser(username="root", email="root@example.org", password=PASSWORD)
    for i in range(20):
        client.post(reverse("admin:login"), {"username": f"admin{i}", "password": "wrong"}, REMOTE_ADDR="203.0.113.7")
    response = client.post(reverse("admin:login"), {"username": "root", "password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert response.status_code == 429


def test_the_address_limit_follows_the_setting(client, alice, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    assert [_fail(client, username=f"u{i}").status_code for i in range(4)] == [400, 400, 400, 429]
    settings.LOGIN_FAILURES_PER_ADDRESS = 0  # off
    assert _fail(client, username="u9").status_code == 400
