"""五姓修宅 for a household (its surname sound) and the 岁干 spirits of a member's 本命 year, on the pages and in
the export; the migration that adds the sound."""

import json
from datetime import date

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor
from django.urls import reverse

from almanac.core import api
from almanac.profiles import selectors, services
from almanac.profiles.models import Household
from tests.profiles.helpers import make_household, make_user

pytestmark = pytest.mark.django_db

# The printed words the expectations below come from (seed 003 line → quote). The tests use the quotes; when the
# seeds are present (../shared/seeds beside the repository; tests/seeds.py) each is checked against its line.
QUOTES = {
    759: "张王为商武庚为羽",
    775: "商姓属金寅年气绝卯年白虎丑年大墓未年小墓巳午年鬼贼申酉年大通辰戌亥子年小通",
    771: "小墓丑未，年，大通",  # 宫 (the row starts on L767)
    783: "起月与年同宜大通小通月不宜大墓小墓月",
}


def _on(monkeypatch, day: date) -> None:
    """Pretend today (CST) is `day`: the household page shows that 立春 year and the next."""
    monkeypatch.setattr(api, "today", lambda: day)


def test_the_quotes_are_the_seeds(seeds_dir):
    lines = (seeds_dir / "003_50e88f566c4c21ff.txt").read_text(encoding="utf-8").splitlines()
    for n, quote in QUOTES.items():
        assert quote in lines[n - 1], n
    assert "柳为宫赵为角" in lines[758]


# --- the form ----------------------------------------------------------------------------------------------

def test_form_saves_changes_and_clears_the_sound(client_in, owner):
    response = client_in.post(reverse("profiles:household-create"), {"name": "张家", "surname_sound": "商"})
    household = Household.objects.get(owner=owner)
    assert response.status_code == 302 and household.surname_sound == "商"
    edit = reverse("profiles:household-edit", args=[household.pk])
    assert client_in.post(edit, {"name": "张家", "surname_sound": "宫"}).status_code == 302
    household.refresh_from_db()
    assert household.surname_sound == "宫"
    assert client_in.post(edit, {"name": "张家", "surname_sound": ""}).status_code == 302
    household.refresh_from_db()
    assert household.surname_sound == ""
    # the sound is optional: a household without one is made as before
    assert client_in.post(reverse("profiles:household-create"), {"name": "李家"}).status_code == 302
    assert Household.objects.get(owner=owner, name="李家").surname_sound == ""


@pytest.mark.parametrize("bad", ["X", "征", "宫商", "<script>"])
def test_a_bad_sound_is_a_form_error_not_a_500(client_in, owner, bad):
    response = client_in.post(reverse("profiles:household-create"), {"name": "张家", "surname_sound": bad})
    assert response.status_code == 400
    assert "姓音须为宫、商、角、徵、羽之一。" in response.content.decode()
    assert not Household.objects.filter(owner=owner).exists()


def test_the_service_and_the_database_refuse_a_bad_sound(owner):
    with pytest.raises(ValidationError):
        services.create_household(owner=owner, name="张家", surname_sound="X")
    with pytest.raises(IntegrityError), transaction.atomic():
        Household.objects.create(owner=owner, name="王家", surname_sound="X")


def test_form_shows_the_texts_hints_and_that_there_is_no_surname_table(client_in):
    body = client_in.get(reverse("profiles:household-create")).content.decode()
    assert 'name="surname_sound"' in body and 'value="徵"' in body
    # the names 吕才's critique cites (seed L759: 张王为商武庚为羽 … 柳为宫赵为角)
    assert "张、王→商；武、庚→羽；柳→宫；赵→角" in body and "书中未列姓氏归音之表" in body and "L759" in body


# --- the household page ----------------------------------------------------------------------------------------

def test_household_page_shows_the_printed_categories_months_and_caveat(client_in, owner, monkeypatch):
    # QUOTES[775]: 寅年气绝 卯年白虎 丑年大墓 未年小墓 巳午年鬼贼 申酉年大通 辰戌亥子年小通; QUOTES[783] for months
    household = make_household(owner, "张家", members=0)
    services.update_household(household, name="张家", surname_sound="商")
    _on(monkeypatch, date(2022, 6, 1))  # 立春 year 2022 = 壬寅, next 2023 = 癸卯
    response = client_in.get(reverse("profiles:household-detail", args=[household.pk]))
    assert response.status_code == 200
    wx = response.context["wuxing_house"]
    assert [(y["year"], y["ganzhi"], y["categories"]) for y in wx["years"]] == [
        (2022, "壬寅", ["气绝"]), (2023, "癸卯", ["白虎"]),
    ]
    months = {m["branch"]: (m["categories"], m["verdict"]) for m in wx["years"][0]["months"]}
    assert months == {
        "寅": (["气绝"], None), "卯": (["白虎"], None), "辰": (["小通"], "宜"), "巳": (["鬼贼"], None),
        "午": (["鬼贼"], None), "未": (["小墓"], "不宜"), "申": (["大通"], "宜"), "酉": (["大通"], "宜"),
        "戌": (["小通"], "宜"), "亥": (["小通"], "宜"), "子": (["小通"], "宜"), "丑": (["大墓"], "不宜"),
    }
    body = response.content.decode()
    section = body[body.index('id="wuxing-title"'):]
    assert "2022 立春年（壬寅年）" in section and "气绝" in section and "2023 立春年（癸卯年）" in section
    # each year's row of the table and the months' rule, cited by book (in the months' caption)
    assert "五姓修宅 考原 · L775" in section and "《协纪辨方书》卷三十五 附录 · 五姓修宅 · L783" in section
    assert section.count('<b class="good">') == 12 and section.count('<b class="bad">') == 4  # 6 宜 + 2 不宜 a year
    # the caveat, in the text's words, with its line
    assert "姑存其旧" in section and "五姓修宅 按 · L787" in section and "不可信" in section
    assert 'class="current"' in section  # today's month is marked


def test_gong_in_a_chou_year_is_da_tong(client_in, owner, monkeypatch):
    # QUOTES[771] (宫): 丑未，年，大通
    household = make_household(owner, "柳家", members=0)
    services.update_household(household, name="柳家", surname_sound="宫")
    _on(monkeypatch, date(2021, 6, 1))  # 辛丑
    body = client_in.get(reverse("profiles:household-detail", args=[household.pk])).content.decode()
    assert '2021 立春年（辛丑年）：<b class="house-cat cat-大通">' in body


def test_a_cell_may_hold_two_categories(owner):
    household = make_household(owner, "赵家", members=0)
    services.update_household(household, name="赵家", surname_sound="角")
    year = selectors.wuxing_house_for(household, years=[2028])["years"][0]  # 戊申: 角 申 = 气绝鬼贼 (L775)
    assert (year["ganzhi"], year["categories"]) == ("戊申", ["气绝", "鬼贼"])


def test_household_without_a_sound_invites_to_choose_one(client_in, owner):
    household = make_household(owner, "张家", members=0)
    body = client_in.get(reverse("profiles:household-detail", args=[household.pk])).content.decode()
    assert "未选姓音" in body and reverse("profiles:household-edit", args=[household.pk]) in body
    assert selectors.wuxing_house_for(household) is None


def test_another_users_household_is_404_and_never_on_their_compass(client, django_user_model):
    alice, mallory = make_user(django_user_model, "alice"), make_user(django_user_model, "mallory")
    theirs = services.create_household(owner=alice, name="Alice 家", surname_sound="羽")
    services.create_household(owner=mallory, name="Mallory 家", surname_sound="商")
    client.force_login(mallory)
    for name in ("household-detail", "household-export", "household-edit"):
        assert client.get(reverse(f"profiles:{name}", args=[theirs.pk])).status_code == 404
    assert client.post(reverse("profiles:household-edit", args=[theirs.pk]),
                       {"name": "x", "surname_sound": "宫"}).status_code == 404
    theirs.refresh_from_db()
    assert theirs.surname_sound == "羽"
    body = client.get("/compass/2026/3/").content.decode()
    assert "Mallory 家" in body and "Alice 家" not in body


# --- export ------------------------------------------------------------------------------------------------

def test_export_has_the_sound_and_its_categories(client_in, owner, monkeypatch):
    household = services.create_household(owner=owner, name="张家", surname_sound="商")
    _on(monkeypatch, date(2022, 6, 1))
    data = json.loads(client_in.get(reverse("profiles:household-export", args=[household.pk])).content)
    exported = data["household"]
    assert exported["surname_sound"] == "商"
    wx = exported["wuxing_house"]
    assert wx["sound"] == "商" and wx["element"] == "金"
    assert [(y["year"], y["categories"]) for y in wx["years"]] == [(2022, ["气绝"]), (2023, ["白虎"])]
    assert wx["years"][0]["source"] == {"seed": "003_50e88f566c4c21ff.txt", "section": "五姓修宅 考原", "line": 775,
                                        "citation": "《协纪辨方书》卷三十五 附录 · 五姓修宅 考原 · L775"}
    assert "时宪书" in wx["caveat"] and wx["caveat_source"]["line"] == 787
    plain = make_household(owner, "李家", members=0)
    data = json.loads(client_in.get(reverse("profiles:household-export", args=[plain.pk])).content)
    assert data["household"]["surname_sound"] is None and data["household"]["wuxing_house"] is None


# --- a member's 本命 岁干 spirits ----------------------------------------------------------------------------------

def test_member_page_shows_the_benming_stem_spirits_with_their_caveats(client_in, owner):
    household = make_household(owner, "张家", members=1)  # 成员1 born 1990-05-15 14:30: 本命 庚午
    member = household.members.get()
    response = client_in.get(reverse("profiles:member-detail", args=[member.pk]))
    spirits = response.context["natal_spirits"]
    assert spirits["benming"] == "庚午" and spirits["stem"] == "庚"
    values = spirits["values"]
    assert (values["官星"], values["干鬼"], values["天禄星"], values["羊刃"], values["飞刃"]) == ("丁", "丙", "申", "酉", "卯")
    assert (values["文昌星"], values["魁名星"], values["天财星"], values["文魁星"]) == ("亥", "辛", "己", "癸")
    assert values["催官"] is None
    body = response.content.decode()
    section = body[body.index('id="natal-spirits-title"'):]
    assert "本命庚午" in section and "岁干起例" in section and "移用于本人出生年" in section
    assert "推断" in section and "催官" in section and "未定" in section
    assert "年月神煞 岁干起例 · L1691" in section


def test_member_without_a_birth_date_has_no_spirits(client_in, owner):
    household = make_household(owner, "张家", members=0)
    member = services.create_member(household=household, name="无名", sex="F", timezone="Asia/Shanghai")
    response = client_in.get(reverse("profiles:member-detail", args=[member.pk]))
    assert response.context["natal_spirits"] is None and 'id="natal-spirits-title"' not in response.content.decode()


# --- the migration ------------------------------------------------------------------------------------------------

@pytest.mark.django_db(transaction=True)
def test_migration_adds_the_sound_to_existing_households_and_back(django_user_model):
    executor = MigrationExecutor(connection)
    executor.migrate([("profiles", "0001_initial")])
    executor.loader.build_graph()
    old = executor.loader.project_state([("profiles", "0001_initial")]).apps
    user = old.get_model("auth", "User").objects.create(username="before")
    old.get_model("profiles", "Household").objects.create(owner_id=user.pk, name="旧家")
    executor = MigrationExecutor(connection)
    executor.migrate([("profiles", "0002_household_surname_sound")])
    household = Household.objects.get(name="旧家")
    assert household.surname_sound == ""
    with pytest.raises(IntegrityError), transaction.atomic():
        Household.objects.filter(pk=household.pk).update(surname_sound="X")
    Household.objects.filter(pk=household.pk).update(surname_sound="徵")
    assert Household.objects.get(pk=household.pk).surname_sound == "徵"
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
