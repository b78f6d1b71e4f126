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


def _sign_up(client, username, email, password=PASSWORD):
    return client.post(reverse("signup"), {
        "username": username, "email": email, "password1": password, "password2": password,
    })


def _link(message) -> str:
    return re.search(r"https?://testserver(/accounts/activate/\S+/)", message.body).group(1)


def test_signup_mails_a_link_that_activates_the_account(client, django_user_model):
    response = _sign_up(client, "amy", "amy@example.org")
    assert response.status_code == 302 and response.url == reverse("signup-sent")
    user = django_user_model.objects.get(username="amy")
    assert user.email == "amy@example.org" and user.check_password(PASSWORD) and not user.is_active
    assert not get_user(client).is_authenticated
    assert "请查收邮件" in client.get(response.url).content.decode()
    [message] = mail.outbox
    assert message.to == ["amy@example.org"] and "启用" in message.subject
    # Not before the link: the log-in says only "wrong", as for any wrong password.
    assert client.post(reverse("login"), {"username": "amy", "password": PASSWORD}).status_code == 400
    link = _link(message)
    page = client.get(link)  # a mail scanner opening the link activates nothing
    assert page.status_code == 200 and "启用并登录" in page.content.decode()
    user.refresh_from_db()
    assert not user.is_active
    done = client.post(link)
    assert done.status_code == 302 and done.url == reverse("profiles:household-list")
    user.refresh_from_db()
    assert user.is_active and get_user(client).pk == user.pk
    client.logout()
    assert client.get(link).status_code == 400  # used once
    assert client.post(reverse("login"), {"username": "amy", "password": PASSWORD}).status_code == 302


def test_signup_answers_the_same_whether_or_not_the_address_has_an_account(client, django_user_model):
    owner = make_user(django_user_model, "taken")
    fresh = _sign_up(Client(), "newbie", "fresh@example.org")
    taken = _sign_up(Client(), "newbie2", "TAKEN@example.org")
    assert (fresh.status_code, fresh.url) == (taken.status_code, taken.url) == (302, reverse("signup-sent"))
    assert not django_user_model.objects.filter(username="newbie2").exists()
    owner.refresh_from_db()
    assert owner.check_password(PASSWORD) and owner.email == "taken@example.org"
    # The owner of the address is told instead, with the way back in and no activation link.
    assert [m.to for m in mail.outbox] == [["fresh@example.org"], ["taken@example.org"]]
    note = mail.outbox[1]
    assert "「taken」" in note.body and "/accounts/password_reset/" in note.body and "/activate/" not in note.body
    assert "newbie2" not in note.body


def test_an_address_never_activated_is_free_again(client, django_user_model):
    _sign_up(client, "first", "shared@example.org", password="First-pass-9753")
    _sign_up(client, "second", "shared@example.org")
    assert list(django_user_model.objects.filter(email="shared@example.org").values_list("username", flat=True)) == [
        "second"
    ]
    assert [m.to for m in mail.outbox] == [["shared@example.org"]] * 2
    assert client.get(_link(mail.outbox[0])).status_code == 400  # the replaced sign-up's link is dead
    assert client.post(_link(mail.outbox[1])).status_code == 302


def test_signup_rejected_keeps_what_was_typed(client, django_user_model):
    response = client.post(reverse("signup"), {
        "username": "newbie", "email": "newbie@example.org", "password1": PASSWORD, "password2": PASSWORD + "x",
    })
    assert response.status_code == 400
    body = response.content.decode()
    assert 'value="newbie"' in body and 'value="newbie@example.org"' in body
    assert not django_user_model.objects.filter(username="newbie").exists() and not mail.outbox


def test_signup_without_mail_saves_nothing(client, django_user_model, monkeypatch):
    import smtplib

    from almanac.profiles import views

    def refuse(*args, **kwargs):
        raise smtplib.SMTPServerDisconnected("down")

    monkeypatch.setattr(views, "send_mail", refuse)
    response = _sign_up(client, "amy", "amy@example.org")
    assert response.status_code == 503 and "暂时无法寄出邮件" in response.content.decode()
    assert not django_user_model.objects.filter(username="amy").exists()


def test_a_forged_activation_link_is_refused(client, django_user_model):
    _sign_up(client, "amy", "amy@example.org")
    user = django_user_model.objects.get(username="amy")
    for link in ("/accounts/activate/MQ/abc-123/", "/accounts/activate/%%%/x/", "/accounts/activate/OTk5OTk5OTk5OTk5OTk5OTk5OTk5/x/"):
        assert client.get(link).status_code == 400
        assert client.post(link).status_code == 400
    user.refresh_from_db()
    assert not user.is_active


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
