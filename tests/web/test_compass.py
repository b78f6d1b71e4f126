"""The compass page, its JSON and CLI: gods on the 24 mountains, nine stars, a sitting mountain's verdict."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from almanac.core import api

ROOT = Path(__file__).resolve().parents[2]


def test_compass_page_year_and_month(client):
    body = client.get("/compass/2026/3/").content.decode()
    assert "丙午年" in body and "壬辰月" in body
    assert body.count('class="sector ') == 24  # the 24 mountains of the ring
    assert "一白入中" in body  # 2026's year star (digest §8 derived vector; 002 ¶3)
    assert "岁破" in body and "太岁" in body


def test_current_compass_redirectless(client):
    assert client.get("/compass/").status_code == 200


def test_sitting_mountain_verdict_and_htmx_fragment(client):
    page = client.get("/compass/2026/3/?sit=子").content.decode()
    assert "坐子向午" in page and "不可" in page  # 2026: 子 is 岁破 (坐岁破, “例无制法”)
    fragment = client.get("/compass/2026/3/?sit=子", headers={"HX-Request": "true"}).content.decode()
    assert "<html" not in fragment and "坐子向午" in fragment and 'id="compass-ring"' in fragment


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
    for month in range(1, 13):
        for mountain in api.MOUNTAIN_NAMES:
            verdict = api.sitting_verdict(2026, month, mountain)
            assert verdict["build"] in ("不可", "凶", "小凶", "平", "吉") and verdict["bury"] in ("不可", "凶", "小凶", "平", "吉")


# --- 五姓修宅 and 年月神煞 (seed 003 L751–L789, L1679–L1749) ------------------------------------------------------

# Seed 003 table (digest 10.1), 2026 = 丙午 year, solar month 3 = 壬辰: 午 / 辰 for each sound.
HOUSE_2026_3 = {"宫": (["白虎"], ["大墓"], "不宜"), "商": (["鬼贼"], ["小通"], "宜"), "角": (["小通"], ["害财"], None),
                "徵": (["大通"], ["小墓"], "不宜"), "羽": (["白虎"], ["大墓"], "不宜")}


def test_compass_json_has_the_five_sounds_and_the_surviving_year_spirits(client):
    data = client.get("/api/compass/2026/3").json()
    wx = data["wuxing_house"]
    assert (wx["year_branch"], wx["month_branch"]) == ("午", "辰")
    assert {s: (e["year"], e["month"], e["month_verdict"]) for s, e in wx["sounds"].items()} == HOUSE_2026_3
    assert list(wx["sounds"]) == list("宫商角徵羽") and wx["sounds"]["商"]["element"] == "金"
    assert wx["sounds"]["商"]["source"] == {"seed": "003_50e88f566c4c21ff.txt", "section": "五姓修宅 考原", "line": 775,
                                          "citation": "《协纪辨方书》卷三十五 附录 · 五姓修宅 考原 · L775"}
    assert "时宪书" in wx["caveat"] and wx["caveat_source"]["line"] == 787 and wx["month_rule"]["source"]["line"] == 783
    assert wx["surname_hints"]["张"] == "商" and wx["hint_source"]["line"] == 759
    year_only = client.get("/api/compass/2026").json()["wuxing_house"]
    assert year_only["month_branch"] is None and year_only["sounds"]["宫"]["month"] is None
    ys = data["year_month_spirits"]
    assert ys["year_stem"] == "丙"
    assert ys["stem_spirits"]["values"]["官星"] == "癸" and ys["stem_spirits"]["values"]["催官"] is None
    assert ys["stem_spirits"]["source"]["line"] == 1687 and ys["stem_spirits"]["terms"]["文昌星"] == "食神禄"
    tiannu = ys["tiannu"]
    assert (tiannu["trigram"], tiannu["mountains"], tiannu["source"]["line"]) == ("艮", ["丑", "艮", "寅"], 1719)
    assert (ys["pobai_wugui"]["trigram"], ys["pobai_wugui"]["source"]["line"]) == ("坤", 1731)
    # 丙年 五虎遁: 寅 庚 … 午 甲 (穿山罗睺) 未 乙 (天禁朱雀)
    assert ys["dungan"]["values"]["穿山罗睺"] == ["午"] and ys["dungan"]["values"]["天禁朱雀"] == ["未"]
    assert ys["dungan"]["source"]["line"] == 1723 and "missing" in ys["missing_note"]


def test_compass_page_shows_wuxing_house_with_the_caveat_and_the_year_spirits_with_sources(client):
    body = client.get("/compass/2026/3/").content.decode()
    house = body[body.index('id="wuxing-title"'):body.index('id="stars-title"')]
    assert "本年（岁支午）" in house and "本月（月建辰）" in house
    assert "姑存其旧" in house and "五姓修宅 按 · L787" in house
    # each sound's row, in the table's caption after the book (the seed file's name nowhere)
    assert "《协纪辨方书》卷三十五 附录 · 五姓修宅 · L751–L789（宫 L767、商 L775" in house and ".txt" not in house
    assert "鬼贼" in house and "小通" in house and "L783" in house
    spirits = body[body.index('id="spirits-title"'):]
    assert "年干丙" in spirits and "五表已佚" in spirits
    for line in ("L1687", "L1691", "L1719", "L1731", "L1723"):
        assert f"· {line}" in spirits, line
    assert "天帑星" in spirits and "破败五鬼" in spirits and "穿山罗睺" in spirits and "未定" in spirits
    assert 'href="?sit=%E7%99%B8' in spirits  # 官星 癸 links to its mountain


def test_households_with_a_sound_are_marked_on_the_compass_for_their_owner_only(client, django_user_model):
    from almanac.profiles import services

    owner = django_user_model.objects.create_user("owner", password="x" * 12)
    services.create_household(owner=owner, name="张家", surname_sound="商")
    services.create_household(owner=owner, name="无音家")
    assert "张家" not in client.get("/compass/2026/3/").content.decode()
    client.force_login(owner)
    body = client.get("/compass/2026/3/").content.decode()
    house = body[body.index('id="household-houses-title"'):body.index('id="stars-title"')]
    assert "张家" in house and "无音家" not in house and "宜修宅" in house
    assert "本年 <b>" in house
    # The public parts of the compass are cached for everyone; the owner's households stay out of them.
    client.logout()
    for query in ("", "?sit=子", "?orient=north"):
        anonymous = client.get("/compass/2026/3/" + query).content.decode()
        assert "张家" not in anonymous and "household-houses-title" not in anonymous
        client.force_login(owner)
        assert "张家" in client.get("/compass/2026/3/" + query).content.decode()
        client.logout()


def test_cli_compass_json_and_text_have_the_new_keys():
    run = subprocess.run([sys.executable, "manage.py", "almanac", "compass", "2026", "--month", "3", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    data = json.loads(run.stdout)
    assert data["wuxing_house"]["sounds"]["商"]["month_verdict"] == "宜"
    assert data["year_month_spirits"]["year_stem"] == "丙"
    text = subprocess.run([sys.executable, "manage.py", "almanac", "compass", "2026", "--month", "3"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120).stdout
    assert "五姓修宅 (年/月): 宫 白虎/大墓 不宜" in text and "天帑星 艮 破败五鬼 坤" in text


def test_new_terms_have_glosses():
    from almanac.core.data.wuxing_house import CATEGORIES, SOUNDS
    from almanac.core.data.year_month_spirits import DUNGAN_NAMES, stem_spirits
    from almanac.web.glossary import gloss

    terms = [*CATEGORIES, *stem_spirits("甲"), *DUNGAN_NAMES.values(), "五姓修宅", "年月神煞", "岁干起例", "天帑星",
             "破败五鬼", "山家困龙", "不宜"]
    assert [t for t in terms if not gloss(t)] == []
    assert [gloss(s, "sound") for s in SOUNDS] == [
        "Gong (Earth note)", "Shang (Metal note)", "Jue (Wood note)", "Zhi (Fire note)", "Yu (Water note)"]
    assert gloss("角") == "Horn"  # the mansion, without kind


def test_jinwu_and_yutu_on_the_compass_and_in_its_json(client):
    data = json.loads(client.get("/api/compass/2026").content)
    spirits = data["year_month_spirits"]
    assert spirits["jinwu"]["branch"] == "未" and spirits["jinwu"]["source"]["line"] == 1703
    assert spirits["yutu"]["branch"] == "丑" and spirits["yutu"]["source"]["line"] == 1711
    page = client.get("/compass/2026/").content.decode()
    section = page[page.index('id="spirits-title"'):]
    assert "金乌" in section and "玉兔" in section and "L1703" in section and "L1711" in section


def test_the_new_month_gods_and_their_flags_have_glosses():
    from almanac.core.data.directional_gods import LEFT_OUT_MONTH_GODS
    from almanac.core.rules import directions as d
    from almanac.web.glossary import gloss

    new = {"月厌", "五鬼（月）", "月天赦（定方）", "月天赦（活天赦）", "飞天独火（月）"}
    placements = [p for m in range(1, 13) for p in d.month_directions(2026, m) if p.god.key in new]
    terms = {p.label for p in placements} | {p.god.key for p in placements} | {f for p in placements for f in p.flags}
    terms |= {g.name for g in LEFT_OUT_MONTH_GODS}
    assert {"活天赦（甲午）", "与月建同方", "与月破同方", "巳亥月次之", "月三合", "生气"} <= terms
    assert sorted(t for t in terms if not gloss(t)) == []
    assert gloss("月天赦（活天赦）") == "Monthly Heavenly Pardon (direction) (flying reading)"


def test_compass_json_lists_the_new_month_gods_and_the_left_out(client):
    data = json.loads(client.get("/api/compass/2001/5").content)
    wu = next(m for m in data["mountains"] if m["name"] == "午")
    (yan,) = [g for g in wu["gods"] if g["key"] == "月厌"]
    assert (yan["grade"], yan["veto"], yan["flags"], yan["counted"]) == ("大煞", "坐向", ["与月建同方"], True)
    assert {r["key"] for r in data["readings"]} >= {"月天赦（活天赦）"}
    assert {u["key"] for u in data["unplaced"] if u.get("left_out")} >= {"月克山家", "飞大将军", "天狗方", "厌对", "六仪"}
    verdict = json.loads(client.get("/api/compass/2001/5?sit=午").content)["verdict"]
    assert verdict["build"] == "不可" and [r["key"] for r in verdict["reasons"]] == ["月厌"]
