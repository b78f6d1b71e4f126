"""Accounts: sign-up, log in, log out (POST), change and reset a password (mail), CSRF, our templates."""

import re

import pytest
from django.contrib.auth import get_user
from django.core import mail
from django.test import Client
from django.urls import reverse

from tests.profiles.helpers import PASSWORD, make_user

pytestmark = pytest.mark.django_db

NEW_PASSWORD = "Another-pass-7531"


def test_signup_page_is_ours_with_csrf(client):
    response = client.get(reverse("signup"))
    assert response.status_code == 200
    body = response.content.decode()
    assert "csrfmiddlewaretoken" in body
    assert "通书择日" in body  # extends the site's base.html
    assert [t.name for t in response.templates][0] == "registration/signup.html"


def test_signup_creates_the_account_and_logs_in(client, django_user_model):
    response = client.post(reverse("signup"), {
        "username": "amy", "email": "amy@example.org", "password1": PASSWORD, "password2": PASSWORD,
    })
    assert response.status_code == 302
    assert response.url == reverse("profiles:household-list")
    user = django_user_model.objects.get(username="amy")
    assert user.email == "amy@example.org" and user.check_password(PASSWORD)
    assert get_user(client).pk == user.pk
    assert client.get(response.url).status_code == 200


def test_signup_rejected_keeps_what_was_typed(client, django_user_model):
    make_user(django_user_model, "taken")
    response = client.post(reverse("signup"), {
        "username": "newbie", "email": "TAKEN@example.org", "password1": PASSWORD, "password2": PASSWORD + "x",
    })
    assert response.status_code == 400
    body = response.content.decode()
    assert 'value="newbie"' in body and 'value="TAKEN@example.org"' in body
    assert "此电子邮箱已有账户" in body
    assert not django_user_model.objects.filter(username="newbie").exists()


def test_signup_redirects_to_a_safe_next_only(client):
    response = client.post(reverse("signup") + "?next=https://evil.example/", {
        "username": "bob", "email": "bob@example.org", "password1": PASSWORD, "password2": PASSWORD,
        "next": "https://evil.example/",
    })
    assert response.status_code == 302 and response.url == reverse("profiles:household-list")


def test_login_and_logout_by_post(client, django_user_model):
    user = make_user(django_user_model, "carol")
    page = client.get(reverse("login"))
    assert page.status_code == 200 and "registration/login.html" in [t.name for t in page.templates]
    response = client.post(reverse("login"), {"username": "carol", "password": PASSWORD}, follow=True)
    assert response.status_code == 200
    assert get_user(client).pk == user.pk
    assert response.redirect_chain[-1][0] == reverse("profiles:household-list")
    # logging out is a POST (a GET is refused and logs nobody out)
    assert client.get(reverse("logout")).status_code == 405
    assert get_user(client).is_authenticated
    response = client.post(reverse("logout"))
    assert response.status_code in (200, 302)
    assert not get_user(client).is_authenticated


def test_bad_login_is_refused_keeping_the_username(client, django_user_model):
    make_user(django_user_model, "dave")
    response = client.post(reverse("login"), {"username": "dave", "password": "wrong"})
    assert response.status_code == 400
    assert 'value="dave"' in response.content.decode()
    assert not get_user(client).is_authenticated


def test_password_change(client, django_user_model):
    user = make_user(django_user_model, "erin")
    client.force_login(user)
    page = client.get(reverse("password_change"))
    assert page.status_code == 200
    assert "registration/password_change.html" in [t.name for t in page.templates]
    assert "admin/" not in " ".join(t.name for t in page.templates)  # not the admin's registration templates
    response = client.post(reverse("password_change"), {
        "old_password": PASSWORD, "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD,
    })
    assert response.status_code == 302 and response.url == reverse("password_change_done")
    user.refresh_from_db()
    assert user.check_password(NEW_PASSWORD)
    assert client.get(response.url).status_code == 200


def test_rejected_password_forms_are_400(client, django_user_model):
    user = make_user(django_user_model, "ivy")
    assert client.post(reverse("password_reset"), {"email": "not-an-address"}).status_code == 400
    client.force_login(user)
    response = client.post(reverse("password_change"), {
        "old_password": "wrong", "new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD,
    })
    assert response.status_code == 400
    user.refresh_from_db()
    assert user.check_password(PASSWORD)


def test_password_change_needs_a_login(client):
    response = client.get(reverse("password_change"))
    assert response.status_code == 302 and response.url.startswith(reverse("login"))


def test_password_reset_by_mail(client, django_user_model):
    user = make_user(django_user_model, "frank")
    page = client.get(reverse("password_reset"))
    assert "registration/password_reset.html" in [t.name for t in page.templates]
    response = client.post(reverse("password_reset"), {"email": "frank@example.org"})
    assert response.status_code == 302 and response.url == reverse("password_reset_done")
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["frank@example.org"]
    assert "重设" in message.subject and "frank" in message.body
    link = re.search(r"https?://[^/\s]+(/accounts/reset/\S+/)", message.body).group(1)
    form = client.get(link, follow=True)
    assert form.status_code == 200 and "registration/password_reset_new.html" in [t.name for t in form.templates]
    set_url = form.redirect_chain[-1][0] if form.redirect_chain else link
    done = client.post(set_url, {"new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD})
    assert done.status_code == 302 and done.url == reverse("password_reset_complete")
    user.refresh_from_db()
    assert user.check_password(NEW_PASSWORD)
    # the link works once
    again = client.get(link, follow=True)
    assert "链接已失效" in again.content.decode()


def test_password_reset_for_an_unknown_address_sends_nothing_and_says_the_same(client):
    response = client.post(reverse("password_reset"), {"email": "nobody@example.org"})
    assert response.status_code == 302 and response.url == reverse("password_reset_done")
    assert mail.outbox == []


@pytest.mark.parametrize("name, data", [
    ("signup", {"username": "x", "email": "x@example.org", "password1": PASSWORD, "password2": PASSWORD}),
    ("login", {"username": "x", "password": PASSWORD}),
    ("password_reset", {"email": "x@example.org"}),
])
def test_csrf_is_enforced_on_account_forms(name, data):
    client = Client(enforce_csrf_checks=True)
    assert client.post(reverse(name), data).status_code == 403


def test_csrf_is_enforced_on_logout(django_user_model):
    client = Client(enforce_csrf_checks=True)
    client.force_login(make_user(django_user_model, "gina"))
    assert client.post(reverse("logout")).status_code == 403
    assert get_user(client).is_authenticated


def test_account_home_redirects_to_the_households(client, django_user_model):
    client.force_login(make_user(django_user_model, "hank"))
    response = client.get("/accounts/profile/")
    assert response.status_code == 302 and response.url == reverse("profiles:household-list")
