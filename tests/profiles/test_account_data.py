"""A user's own data: everything the site keeps about them as one JSON download, and deleting the account after
a confirmation (households, members and the log-in records of the username go with it)."""

import json

import pytest
from axes.models import AccessAttempt, AccessFailureLog, AccessLog
from django.contrib.auth import get_user
from django.test import Client
from django.urls import reverse

from almanac.notes.models import RuleNote
from almanac.profiles.models import Household, Member
from tests.profiles.helpers import PASSWORD, make_household, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def amy(django_user_model):
    user = make_user(django_user_model, "amy")
    make_household(user, "甲家", members=2)
    make_household(user, "乙家", members=1)
    return user


@pytest.fixture
def bob(django_user_model):
    user = make_user(django_user_model, "bob")
    make_household(user, "Bob家", members=1)
    return user


def _log_in(username, ip="203.0.113.7", password=PASSWORD):
    client = Client()
    response = client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=ip)
    return client, response


def test_the_download_has_everything_about_the_user_and_nothing_else(amy, bob):
    _log_in("amy", ip="198.51.100.1", password="wrong")  # a failure elsewhere, then a log-in: both kept
    client, response = _log_in("amy")
    assert response.status_code == 302
    _log_in("bob", password="wrong")
    RuleNote.objects.create(subject_kind="god", subject="天德", title="Amy写的注", body="正文", citation="001 L1",
                            author=amy)
    download = client.get(reverse("account-data"))
    assert download.status_code == 200 and download["Content-Type"].startswith("application/json")
    assert download["Content-Disposition"] == f'attachment; filename="almanac-account-{amy.pk}.json"'
    assert "no-store" in download["Cache-Control"]
    data = json.loads(download.content)
    assert data["format"] == "almanac.account" and data["version"] == 1
    assert data["account"]["username"] == "amy" and data["account"]["email"] == "amy@example.org"
    assert [h["name"] for h in data["households"]] == ["乙家", "甲家"]
    assert sorted(m["name"] for h in data["households"] for m in h["members"]) == ["成员1", "成员1", "成员2"]
    assert data["households"][1]["members"][0]["birth_date"] == "1990-05-15"
    records = data["login_records"]
    assert len(records["log_ins"]) == 1 and records["log_ins"][0]["ip_address"] == "203.0.113.7"
    assert [(a["ip_address"], a["failures"]) for a in records["failed_attempts"]] == [("198.51.100.1", 1)]
    assert records["failures"] == []  # django-axes' failure log is off (AXES_ENABLE_ACCESS_FAILURE_LOG)
    assert [n["title"] for n in data["rule_notes_written"]] == ["Amy写的注"]
    text = download.content.decode()
    assert "Bob家" not in text and '"bob"' not in text


def test_the_download_needs_a_login(client):
    response = client.get(reverse("account-data"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


def test_deleting_asks_for_the_password_first(amy):
    client, _ = _log_in("amy")
    page = client.get(reverse("account-delete"))
    body = page.content.decode()
    assert page.status_code == 200 and "将一并删除 2 个家庭、其 3 位成员的出生资料" in body and "甲家" in body
    refused = client.post(reverse("account-delete"), {"password": "not-it"})
    assert refused.status_code == 400 and "密码不对" in refused.content.decode()
    assert Household.objects.filter(owner=amy).count() == 2 and get_user(client).is_authenticated


def test_deleting_removes_the_account_its_households_members_and_log_in_records(amy, bob):
    _log_in("amy", ip="198.51.100.1", password="wrong")
    client, _ = _log_in("amy")
    _log_in("bob", password="wrong")
    note = RuleNote.objects.create(subject_kind="god", subject="天德", title="注", body="正文", citation="001 L1",
                                   author=amy)
    assert AccessAttempt.objects.filter(username="amy").exists() and AccessLog.objects.filter(username="amy").exists()
    response = client.post(reverse("account-delete"), {"password": PASSWORD})
    assert response.status_code == 302 and response["Location"] == reverse("account-deleted")
    assert "账户已删除" in client.get(response["Location"]).content.decode()
    assert not type(amy).objects.filter(username="amy").exists()
    assert not Household.objects.filter(name__in=["甲家", "乙家"]).exists()
    assert Member.objects.count() == 1  # Bob's
    for model in (AccessAttempt, AccessFailureLog, AccessLog):
        assert not model.objects.filter(username="amy").exists(), model.__name__
    assert AccessAttempt.objects.filter(username="bob").exists()  # nobody else's
    note.refresh_from_db()
    assert note.author is None  # the curated note stays, without its author
    assert not get_user(client).is_authenticated
    assert client.get(reverse("profiles:household-list")).status_code == 302


def test_deleting_needs_the_csrf_token(amy):
    client = Client(enforce_csrf_checks=True)
    client.force_login(amy)
    assert client.post(reverse("account-delete"), {"password": PASSWORD}).status_code == 403
    assert type(amy).objects.filter(pk=amy.pk).exists()


def test_the_household_list_links_both(amy):
    client, _ = _log_in("amy")
    body = client.get(reverse("profiles:household-list")).content.decode()
    assert reverse("account-data") in body and reverse("account-delete") in body
