"""The compass page, its JSON and CLI: gods on the 24 mountains, nine stars, a sitting mountain's verdict."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_compass_page_year_and_month(client):
    body = client.get("/compass/2026/3/").content.decode()
    assert "丙午年" in body and "壬辰月" in body
    assert body.count('<path d=') == 24  # the 24 mountains of the ring
    assert "一白入中" in body  # 2026's year star (digest §8 derived vector; 002 ¶3)
    assert "岁破" in body and "太岁" in body


def test_current_compass_redirectless(client):
    assert client.get("/compass/").status_code == 200


def test_sitting_mountain_verdict_and_htmx_fragment(client):
    page = client.get("/compass/2026/3/?sit=子").content.decode()
    assert "坐子向午" in page and "不可" in page  # 2026: 子 is 岁破 (坐岁破, “例无制法”)
    fragment = client.get("/compass/2026/3/?sit=子", headers={"HX-Request": "true"}).content.decode()
    assert "<html" not in fragment and 'id="verdict"' in fragment


def test_orientation_and_rejected_toggle(client):
    south = client.get("/compass/2026/").content.decode()
    north = client.get("/compass/2026/?orient=north").content.decode()
    assert "南在上" in south and "北在上" in north
    assert "选择求真所辟之说（不计）" not in south
    shown = client.get("/compass/2026/?rejected=1").content.decode()
    assert "选择求真所辟之说（不计）" in shown
    rejected = client.get("/api/compass/2026").json()["rejected"]
    assert rejected and all(r["rejected"] for r in rejected)
    assert rejected[0]["name"] in shown


@pytest.mark.parametrize("url,status", [("/compass/2026/13/", 404), ("/compass/1800/", 404), ("/compass/2026/3/?sit=X", 400)])
def test_compass_bad_input(client, url, status):
    assert client.get(url).status_code == status


def test_compass_json(client):
    data = client.get("/api/compass/2026/3").json()
    assert data["year"] == 2026 and data["month"] == 3
    assert [m["name"] for m in data["mountains"]][:3] == ["子", "癸", "丑"]
    assert all({"name", "bearing", "gods"} <= set(m) for m in data["mountains"])
    assert data["nine_stars"]["year"]["centre_name"] == "一白"
    assert client.get("/api/compass/2200").status_code == 400


def test_compass_cli():
    run = subprocess.run([sys.executable, "manage.py", "almanac", "compass", "2026", "--month", "3", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["month_ganzhi"] == "壬辰"
    bad = subprocess.run([sys.executable, "manage.py", "almanac", "compass", "2026", "--month", "13"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_verdict_contract_build_bury_and_good_months(client):
    data = client.get("/api/compass/2026/3?sit=子").json()
    verdict = data["verdict"]
    assert (verdict["sit"], verdict["face"]) == ("子", "午")
    assert verdict["build"] == "不可" and verdict["bury"] == "不可"  # 岁破 on 子 in a 午 year: “例无制法”
    assert any(r["god"] == "岁破" and r["at"] == "坐" for r in verdict["reasons"])
    assert client.get("/api/compass/2026/3?sit=X").status_code == 400
    page = client.get("/compass/2026/3/?sit=甲").content.decode()
    assert "本年宜修造之月" in page and "修造" in page and "安葬" in page
    m = data["mountains"][0]
    assert m["degrees"] == [352.5, 7.5] and all("rejected" in g for g in m["gods"])
    assert data["nine_stars"]["month"]["center"] == data["nine_stars"]["month"]["centre"]


def test_members_marks_on_the_compass(client, django_user_model):
    from datetime import date

    from almanac.profiles import services

    owner = django_user_model.objects.create_user("owner", password="x" * 12)
    household = services.create_household(owner=owner, name="王家")
    services.create_member(household=household, name="王一", sex="M", birth_date=date(1990, 5, 15))
    assert "家人本命禄马贵人" not in client.get("/compass/2026/").content.decode()
    client.force_login(owner)
    body = client.get("/compass/2026/").content.decode()
    # 1990 庚午: 本命 午, 禄 申 (庚禄申), 马 申 (寅午戌马在申), 贵人 丑/未 (庚 阳贵丑 阴贵未).
    assert "家人本命禄马贵人" in body and "王一" in body
    section = body[body.index("家人本命禄马贵人"):]
    assert "本命在" in section and ">午<" in section and ">申<" in section


def test_every_sitting_mountain_of_every_month_has_a_verdict():
    from almanac.core.rules.directions import MOUNTAINS, sitting_verdict

    for month in range(1, 13):
        for mountain in MOUNTAINS:
            verdict = sitting_verdict(2026, month, mountain.name)
            assert verdict["build"] in ("不可", "凶", "小凶", "平", "吉") and verdict["bury"] in ("不可", "凶", "小凶", "平", "吉")
