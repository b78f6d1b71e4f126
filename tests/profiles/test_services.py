"""Services validate and write inside transactions; the database keeps the rules too (portable constraints)."""

from datetime import date, time

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from almanac.profiles import services
from almanac.profiles.models import Household, Member
from tests.profiles.helpers import make_household, make_user

pytestmark = pytest.mark.django_db

GOOD = {"name": "甲", "sex": "M", "birth_date": date(1990, 5, 15), "birth_time": time(14, 30), "birth_place": "",
        "timezone": "Asia/Shanghai", "late_zi_next_day": False}


@pytest.fixture
def household(django_user_model):
    return make_household(make_user(django_user_model, "svc"), "张家", members=0)


@pytest.mark.parametrize("changes, field", [
    ({"birth_date": date(1900, 1, 1)}, "birth_date"),
    ({"birth_date": None}, "__all__"),  # a time without a date: the constraint's message
    ({"timezone": "Nowhere/Land"}, "timezone"),
    ({"sex": "X"}, "sex"),
])
def test_create_member_validates(household, changes, field):
    with pytest.raises(ValidationError) as caught:
        services.create_member(household=household, **{**GOOD, **changes})
    assert field in caught.value.message_dict
    assert not Member.objects.exists()


def test_time_without_date_message(household):
    with pytest.raises(ValidationError) as caught:
        services.create_member(household=household, **{**GOOD, "birth_date": None})
    assert "填写出生时间时须同时填写出生日期" in str(caught.value)


def test_unknown_fields_are_refused(household):
    with pytest.raises(TypeError):
        services.create_member(household=household, **GOOD, household_id=999)


def test_writes_are_atomic(household, monkeypatch):
    member = services.create_member(household=household, **GOOD)
    original = Member.save

    def save_then_fail(self, *args, **kwargs):
        original(self, *args, **kwargs)
        raise RuntimeError("disk full")

    monkeypatch.setattr(Member, "save", save_then_fail)
    with pytest.raises(RuntimeError):
        services.update_member(member, **{**GOOD, "name": "乙"})
    with pytest.raises(RuntimeError):
        services.create_member(household=household, **{**GOOD, "name": "丙"})
    monkeypatch.undo()
    member.refresh_from_db()
    assert member.name == "甲" and Member.objects.count() == 1

    def delete_then_fail(self, *args, **kwargs):
        Member.objects.filter(household=self).delete()
        raise RuntimeError("interrupted")

    monkeypatch.setattr(Household, "delete", delete_then_fail)
    with pytest.raises(RuntimeError):
        services.delete_household(household)
    monkeypatch.undo()
    assert Member.objects.filter(household=household).count() == 1


def test_delete_household_cascades(household):
    services.create_member(household=household, **GOOD)
    services.create_member(household=household, **{**GOOD, "name": "乙", "sex": "F"})
    assert services.delete_household(household) == 2
    assert not Member.objects.exists() and not Household.objects.exists()


@pytest.mark.parametrize("fields", [
    {"birth_date": None, "birth_time": time(8, 0)},
    {"birth_date": date(1850, 1, 1), "birth_time": None},
    {"birth_date": date(2100, 1, 1), "birth_time": None},
    {"sex": "X"},
])
def test_database_constraints(household, fields):
    with pytest.raises(IntegrityError), transaction.atomic():
        Member.objects.create(household=household, **{**GOOD, **fields})


def test_household_names_are_unique_per_owner_in_the_database(household, django_user_model):
    with pytest.raises(IntegrityError), transaction.atomic():
        Household.objects.create(owner=household.owner, name=household.name)
    Household.objects.create(owner=make_user(django_user_model, "other"), name=household.name)
