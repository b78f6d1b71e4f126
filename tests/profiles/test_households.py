"""Households and members through the pages: create, edit, delete (with confirmation), export, validation."""

import json
import re
from datetime import date, time

import pytest
from django.test import Client
from django.urls import reverse

from almanac.profiles.models import Household, Member
from tests.profiles.helpers import MEMBER_POST, make_household, make_user

pytestmark = pytest.mark.django_db


# --- households ------------------------------------------------------------------------------------------

def test_empty_list_invites_to_create(client_in):
    response = client_in.get(reverse("profiles:household-list"))
    assert response.status_code == 200
    assert reverse("profiles:household-create") in response.content.decode()


def test_create_household(client_in, owner):
    response = client_in.post(reverse("profiles:household-create"), {"name": "  张家 "})
    household = Household.objects.get(owner=owner)
    assert household.name == "张家"
    assert response.status_code == 302 and response.url == reverse("profiles:household-detail", args=[household.pk])
    listing = client_in.get(reverse("profiles:household-list")).content.decode()
    assert "张家" in listing and "0 位成员" in listing


def test_household_name_is_required_and_unique_per_owner(client_in, owner, django_user_model):
    make_household(owner, "张家", members=0)
    make_household(make_user(django_user_model, "other"), "李家", members=0)
    response = client_in.post(reverse("profiles:household-create"), {"name": "张家"})
    assert response.status_code == 400
    body = response.content.decode()
    assert "您已有名为「张家」的家庭" in body and 'value="张家"' in body
    assert client_in.post(reverse("profiles:household-create"), {"name": "   "}).status_code == 400
    # another user's name is not in the way
    assert client_in.post(reverse("profiles:household-create"), {"name": "李家"}).status_code == 302
    assert Household.objects.filter(owner=owner).count() == 2


def test_edit_household(client_in, owner):
    household = make_household(owner, "张家", members=0)
    make_household(owner, "王家", members=0)
    page = client_in.get(reverse("profiles:household-edit", args=[household.pk]))
    assert page.status_code == 200 and 'value="张家"' in page.content.decode()
    bad = client_in.post(reverse("profiles:household-edit", args=[household.pk]), {"name": "王家"})
    assert bad.status_code == 400 and 'value="王家"' in bad.content.decode()
    household.refresh_from_db()
    assert household.name == "张家"
    good = client_in.post(reverse("profiles:household-edit", args=[household.pk]), {"name": "张府"})
    assert good.status_code == 302
    household.refresh_from_db()
    assert household.name == "张府"


def test_delete_household_asks_first_and_takes_its_members(client_in, owner):
    household = make_household(owner, "张家", members=2)
    keep = make_household(owner, "王家", members=1)
    page = client_in.get(reverse("profiles:household-delete", args=[household.pk]))
    assert page.status_code == 200
    body = page.content.decode()
    assert "成员1" in body and "成员2" in body and "csrfmiddlewaretoken" in body
    assert Household.objects.filter(pk=household.pk).exists()  # GET deletes nothing
    response = client_in.post(reverse("profiles:household-delete", args=[household.pk]))
    assert response.status_code == 302 and response.url == reverse("profiles:household-list")
    assert not Household.objects.filter(pk=household.pk).exists()
    assert not Member.objects.filter(household_id=household.pk).exists()
    assert Member.objects.filter(household=keep).count() == 1


def test_export_household_as_json(client_in, owner):
    household = make_household(owner, "张家", members=2)
    response = client_in.get(reverse("profiles:household-export", args=[household.pk]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response["Content-Disposition"] == f'attachment; filename="household-{household.pk}.json"'
    assert "no-store" in response["Cache-Control"] or "no-cache" in response["Cache-Control"]
    data = json.loads(response.content)
    assert data["format"] == "almanac.household" and data["version"] == 1
    assert data["household"]["name"] == "张家"
    first, second = data["household"]["members"]
    assert first == first | {
        "name": "成员1", "sex": "男", "birth_date": "1990-05-15", "birth_time": "14:30", "birth_place": "上海",
        "timezone": "Asia/Shanghai", "late_zi_next_day": False,
    }
    assert first["facts"]["pillars"] == {"year": "庚午", "month": "辛巳", "day": "庚辰", "hour": "癸未"}
    assert first["facts"]["nine_star"]["name"] == "一白"
    assert second["sex"] == "女" and second["birth_time"] is None and "hour" not in second["facts"]["pillars"]
    assert "owner" not in json.dumps(data) and "@example.org" not in response.content.decode()


# --- members ------------------------------------------------------------------------------------------------

def test_add_member_and_see_the_facts(client_in, owner):
    household = make_household(owner, "张家", members=0)
    page = client_in.get(reverse("profiles:member-create", args=[household.pk]))
    assert page.status_code == 200
    body = page.content.decode()
    assert 'value="Asia/Shanghai"' in body and '<datalist id="timezone-names">' in body
    response = client_in.post(reverse("profiles:member-create", args=[household.pk]), MEMBER_POST)
    member = Member.objects.get(household=household)
    assert response.status_code == 302 and response.url == reverse("profiles:member-detail", args=[member.pk])
    assert (member.name, member.sex) == ("张甲", "M")
    assert (member.birth_date, member.birth_time) == (date(1990, 5, 15), time(14, 30))
    assert member.late_zi_next_day is False and member.timezone == "Asia/Shanghai"
    detail = client_in.get(response.url).content.decode()
    for text in ("庚午", "辛巳", "庚辰", "癸未", "一白", "坎一", "1990-05-15 13:30"):
        assert text in detail
    table = client_in.get(reverse("profiles:household-detail", args=[household.pk])).content.decode()
    assert "庚午 辛巳 庚辰 癸未" in table


@pytest.mark.parametrize("changes, field_value, message", [
    ({"birth_date": "1900-12-31"}, 'value="1900-12-31"', "超出支持范围 1901-01-01 至 2099-12-31"),
    ({"birth_date": "2100-01-01"}, 'value="2100-01-01"', "超出支持范围"),
    ({"birth_date": "1990-02-30"}, 'value="1990-02-30"', "出生日期格式应为"),
    ({"birth_date": ""}, 'value="14:30"', "填写出生时间时须同时填写出生日期"),
    ({"timezone": "Asia/Beijing"}, 'value="Asia/Beijing"', "「Asia/Beijing」不是已知的 IANA 时区名称"),
    ({"timezone": ""}, 'value="张甲"', "请填写时区"),
    ({"birth_time": "25:61"}, 'value="25:61"', "出生时间格式应为"),
    ({"sex": "X"}, 'value="张甲"', "性别须为"),
    ({"name": "  "}, 'value="上海"', "请填写姓名"),
])
def test_rejected_member_keeps_what_was_typed(client_in, owner, changes, field_value, message):
    household = make_household(owner, "张家", members=0)
    data = {**MEMBER_POST, **changes}
    response = client_in.post(reverse("profiles:member-create", args=[household.pk]), data)
    assert response.status_code == 400
    body = response.content.decode()
    assert message in body
    assert field_value in body
    # everything else typed is still there
    for key in ("birth_place",):
        assert f'value="{data[key]}"' in body
    assert not Member.objects.exists()


def test_time_without_date_message_is_not_shown_when_the_date_itself_is_bad(client_in, owner):
    household = make_household(owner, "张家", members=0)
    data = {**MEMBER_POST, "birth_date": "not a date"}
    body = client_in.post(reverse("profiles:member-create", args=[household.pk]), data).content.decode()
    assert "出生日期格式应为" in body and "填写出生时间时须同时填写出生日期" not in body


def test_member_without_birth_data_is_allowed(client_in, owner):
    household = make_household(owner, "张家", members=0)
    data = {**MEMBER_POST, "birth_date": "", "birth_time": "", "birth_place": ""}
    response = client_in.post(reverse("profiles:member-create", args=[household.pk]), data)
    assert response.status_code == 302
    member = Member.objects.get()
    assert member.birth_date is None and member.birth_time is None
    assert "无法排八字" in client_in.get(response.url).content.decode()


def test_edit_member(client_in, owner):
    household = make_household(owner, "张家", members=1)
    member = household.members.get()
    page = client_in.get(reverse("profiles:member-edit", args=[member.pk])).content.decode()
    assert 'value="1990-05-15"' in page and 'value="14:30"' in page
    assert re.search(r'value="False"[^>]*checked', page) and re.search(r'value="M"[^>]*checked', page)
    data = {**MEMBER_POST, "name": "张乙", "late_zi_next_day": "True", "birth_time": "23:30", "sex": "F"}
    response = client_in.post(reverse("profiles:member-edit", args=[member.pk]), data)
    assert response.status_code == 302
    member.refresh_from_db()
    assert (member.name, member.sex, member.late_zi_next_day, member.birth_time) == ("张乙", "F", True, time(23, 30))
    bad = client_in.post(reverse("profiles:member-edit", args=[member.pk]), {**data, "timezone": "Nowhere/Land"})
    assert bad.status_code == 400 and 'value="Nowhere/Land"' in bad.content.decode()
    member.refresh_from_db()
    assert member.timezone == "Asia/Shanghai"


def test_delete_member_asks_first(client_in, owner):
    household = make_household(owner, "张家", members=2)
    member = household.members.first()
    page = client_in.get(reverse("profiles:member-delete", args=[member.pk]))
    assert page.status_code == 200 and member.name in page.content.decode()
    assert Member.objects.filter(pk=member.pk).exists()
    response = client_in.post(reverse("profiles:member-delete", args=[member.pk]))
    assert response.status_code == 302 and response.url == reverse("profiles:household-detail", args=[household.pk])
    assert not Member.objects.filter(pk=member.pk).exists()
    assert household.members.count() == 1


def test_member_page_judges_a_chosen_day(client_in, owner):
    member = make_household(owner, "张家", members=1).members.get()
    url = reverse("profiles:member-detail", args=[member.pk])
    body = client_in.get(url, {"date": "2025-03-08"}).content.decode()  # 丙子: clashes the 午 year
    assert "日冲本命" in body and "L509" in body
    bad = client_in.get(url, {"date": "2100-01-01"})
    assert bad.status_code == 400 and 'value="2100-01-01"' in bad.content.decode()
    assert client_in.get(url, {"date": "garbage"}).status_code == 400


def test_wedding_page(client_in, owner):
    household = make_household(owner, "张家", members=2)
    groom, bride = household.members.order_by("pk")
    url = reverse("profiles:wedding", args=[household.pk])
    assert client_in.get(url).status_code == 200
    response = client_in.get(url, {"bride": bride.pk, "groom": groom.pk, "start": "2025-03-01", "end": "2025-03-31",
                                   "weng_living": "on", "gu_living": "on"})
    assert response.status_code == 200
    days = response.context["days"]
    assert len(days) == 31
    body = response.content.decode()
    assert "周堂" in body and "第勿拘忌" in body
    clash = next(w for w in days if w.date == date(2025, 3, 8))
    assert clash.verdict == "忌"
    same = client_in.get(url, {"bride": bride.pk, "groom": bride.pk, "start": "2025-03-01", "end": "2025-03-02"})
    assert same.status_code == 400


def test_csrf_is_enforced_on_household_and_member_forms(owner):
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    household = make_household(owner, "张家", members=1)
    member = household.members.get()
    for url, data in (
        (reverse("profiles:household-create"), {"name": "x"}),
        (reverse("profiles:household-edit", args=[household.pk]), {"name": "x"}),
        (reverse("profiles:household-delete", args=[household.pk]), {}),
        (reverse("profiles:member-create", args=[household.pk]), MEMBER_POST),
        (reverse("profiles:member-edit", args=[member.pk]), MEMBER_POST),
        (reverse("profiles:member-delete", args=[member.pk]), {}),
    ):
        assert client.post(url, data).status_code == 403, url
    assert Household.objects.filter(pk=household.pk, name="张家").exists()
    assert Member.objects.filter(pk=member.pk).exists()
    # and the forms carry the token
    page = client.get(reverse("profiles:member-edit", args=[member.pk])).content.decode()
    assert "csrfmiddlewaretoken" in page
