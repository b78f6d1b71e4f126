"""Birth data as people know it, through the pages (issue #18 items 5 and 6): a lunar birthday, a date after
today, true solar time, what the member page says about daylight saving and open pillars, hedged verdicts,
members' places, the wedding page's defaults, lunar dates and calendar.

Dates and pillars are worked out by hand or taken from published tables (Hong Kong Observatory for the lunar
dates; 2024's 立春 at 16:27:08 CST from the shipped table, tests/core/test_birth_data.py reads it)."""

import html
import json
import re
import urllib.parse
from datetime import date, time

import pytest
from django.urls import reverse
from django.utils import translation

from almanac.core import api
from almanac.profiles.forms import MemberForm
from almanac.profiles.models import Member
from almanac.profiles.presenters import default_couple
from tests.profiles.helpers import MEMBER_POST, add_member, make_household

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _chinese():
    with translation.override("zh-hans"):
        yield


@pytest.fixture
def client_in(client_in):
    """The signed-in client of conftest.py, reading the pages in 简体."""
    client_in.cookies["django_language"] = "zh-hans"
    return client_in


LUNAR_POST = {**MEMBER_POST, "birth_calendar": "lunar", "birth_date": "", "lunar_year": "2023", "lunar_month": "2",
              "lunar_leap": "on", "lunar_day": "1"}


# --- a lunar birthday ------------------------------------------------------------------------------------

def test_a_lunar_birthday_with_a_leap_month_is_saved_as_its_solar_date(client_in, owner):
    household = make_household(owner, members=0)
    response = client_in.post(reverse("profiles:member-create", args=[household.pk]), LUNAR_POST)
    assert response.status_code == 302
    member = Member.objects.get()
    # 2023 閏二月初一 = 2023-03-22 (Hong Kong Observatory)
    assert member.birth_date == date(2023, 3, 22) and member.birth_calendar == "lunar"
    page = client_in.get(response.url).content.decode()
    assert "农历 2023 年闰二月初一" in page and "公历 2023-03-22" in page
    # editing shows the birthday as it was entered
    edit = client_in.get(reverse("profiles:member-edit", args=[member.pk])).content.decode()
    assert re.search(r'name="lunar_year" value="2023"', edit)
    assert re.search(r'<option value="2" selected>二月</option>', edit)
    assert re.search(r'name="lunar_leap"[^>]*checked', edit) and re.search(r'<option value="1" selected>初一', edit)
    assert re.search(r'value="lunar"[^>]*checked', edit)


def test_a_lunar_birthday_in_the_twelfth_month_falls_in_the_next_year(client_in, owner):
    household = make_household(owner, members=0)
    data = {**LUNAR_POST, "lunar_year": "1990", "lunar_month": "12", "lunar_leap": "", "lunar_day": "1"}
    assert client_in.post(reverse("profiles:member-create", args=[household.pk]), data).status_code == 302
    assert Member.objects.get().birth_date == date(1991, 1, 16)  # 1990 腊月初一


@pytest.mark.parametrize("changes, message", [
    ({"lunar_year": "2024", "lunar_month": "2"}, "农历 2024 年没有闰月"),
    ({"lunar_month": "3"}, "农历 2023 年没有闰 3 月：该年闰 2 月"),
    ({"lunar_day": "30"}, "农历 2023 年闰 2 月只有 29 天"),
    ({"lunar_day": ""}, "农历生日请填全年、月、日"),
    ({"lunar_year": "1900", "lunar_month": "11", "lunar_leap": ""}, "超出支持范围 1901-01-01 至 2099-12-31"),
    ({"lunar_year": "18"}, "农历年份须在 1900 至 2099 之间"),
])
def test_an_impossible_lunar_birthday_is_refused_saying_why(client_in, owner, changes, message):
    household = make_household(owner, members=0)
    response = client_in.post(reverse("profiles:member-create", args=[household.pk]), {**LUNAR_POST, **changes})
    assert response.status_code == 400
    body = response.content.decode()
    assert message in body and 'class="field-error"' in body and 'role="alert"' in body
    assert not Member.objects.exists()


def test_in_lunar_mode_the_solar_date_box_is_not_read(client_in, owner):
    household = make_household(owner, members=0)
    data = {**LUNAR_POST, "birth_date": "not a date"}
    assert client_in.post(reverse("profiles:member-create", args=[household.pk]), data).status_code == 302


# --- a birth date after today --------------------------------------------------------------------------

def test_a_birth_date_in_the_future_is_refused_once_with_a_warning(client_in, owner):
    household = make_household(owner, members=0)
    url = reverse("profiles:member-create", args=[household.pk])
    today = api.today().isoformat()
    response = client_in.post(url, {**MEMBER_POST, "birth_date": "2099-01-01"})
    assert response.status_code == 400
    body = response.content.decode()
    assert f"出生日期 2099-01-01 在今天（{today}）之后" in body and "请勾选下面的确认再保存" in body
    assert 'name="confirm_future"' in body and not Member.objects.exists()
    confirmed = client_in.post(url, {**MEMBER_POST, "birth_date": "2099-01-01", "confirm_future": "on"})
    assert confirmed.status_code == 302
    page = client_in.get(confirmed.url).content.decode()
    assert "出生日期在今天" in page and "保存时已确认" in page


def test_the_confirmation_box_is_not_offered_for_a_past_date(client_in, owner):
    household = make_household(owner, members=0)
    page = client_in.get(reverse("profiles:member-create", args=[household.pk])).content.decode()
    assert 'name="confirm_future"' not in page


# --- true solar time -------------------------------------------------------------------------------------

def test_true_solar_time_needs_a_longitude_or_a_known_city(client_in, owner):
    household = make_household(owner, members=0)
    url = reverse("profiles:member-create", args=[household.pk])
    unknown = client_in.post(url, {**MEMBER_POST, "birth_place": "某村", "true_solar_time": "on"})
    assert unknown.status_code == 400
    assert "按真太阳时排须知出生地经度" in unknown.content.decode()
    known = client_in.post(url, {**MEMBER_POST, "true_solar_time": "on"})  # 上海, a city the site lists
    assert known.status_code == 302
    member = Member.objects.get()
    assert member.true_solar_time and member.longitude == 121.46
    page = client_in.get(known.url).content.decode()
    # 1990-05-15 14:30 summer time = 13:30 CST; +5m50s of mean time and about +3m40s of equation: 13:39
    assert "真太阳时 1990-05-15 13:39" in page and "东经 121.46°" in page
    assert "按出生地真太阳时" in page and "年柱、月柱仍以交节的时刻为准" in page


def test_a_longitude_out_of_range_is_refused(client_in, owner):
    household = make_household(owner, members=0)
    response = client_in.post(reverse("profiles:member-create", args=[household.pk]),
                              {**MEMBER_POST, "birth_longitude": "200"})
    assert response.status_code == 400
    assert "经度须在 −180 至 180 度之间" in response.content.decode()


def test_beijing_time_is_the_default_and_said(client_in, owner):
    household = make_household(owner, members=0)
    member = add_member(household, "甲", "M", date(1990, 11, 15), time(9, 0), birth_place="上海")
    page = client_in.get(reverse("profiles:member-detail", args=[member.pk])).content.decode()
    assert "按北京时间（UTC+8）" in page and "真太阳时 " not in page


# --- what the member page says -------------------------------------------------------------------------------

def test_daylight_saving_time_removed_is_said(client_in, owner):
    household = make_household(owner, members=0)
    member = add_member(household, "张伟", "M", date(1988, 6, 15), time(0, 30))
    page = client_in.get(reverse("profiles:member-detail", args=[member.pk])).content.decode()
    assert "北京时间 1988-06-14 23:30 (UTC+8)" in page
    assert "当地钟表 1988-06-15 00:30（中国大陆，UTC+9）：当时行夏令时，钟表比标准时间快 1 小时" in page


def test_a_birth_minute_containing_lichun_is_said(client_in, owner):
    household = make_household(owner, members=0)
    member = add_member(household, "张小明", "M", date(2024, 2, 4), time(16, 27))
    page = client_in.get(reverse("profiles:member-detail", args=[member.pk])).content.decode()
    assert "出生时刻只记到分钟（16:27），而立春交于北京时间 2024-02-04 16:27:08，正在其中" in page
    assert "年柱癸卯，或为甲辰；月柱乙丑，或为丙寅" in page and "此处按该分钟之初排" in page


def test_a_date_only_member_on_lichun_day_gets_hedged_not_flat_verdicts(client_in, owner):
    # 2026-12-01 is a 己酉 day: 酉 clashes 卯 (癸卯, born before 立春 16:27:08) but not 辰 (甲辰, after)
    household = make_household(owner, members=0)
    member = add_member(household, "李娜", "F", date(2024, 2, 4))
    page = client_in.get(reverse("profiles:member-detail", args=[member.pk]), {"date": "2026-12-01"})
    body = page.content.decode()
    assert "未填出生时间，而立春交于北京时间 2024-02-04 16:27:08" in body
    assert "出生时刻未定，本日对此人有不同说法" in body
    assert "生于立春（16:27:08）之前：本命癸卯" in body and "生于立春（16:27:08）之后：本命甲辰" in body
    assert "或日冲本命" in body and "日冲本命：本日诸事忌。" not in body
    assert "（或：另一读法无此项）" in body and re.search(r"或(平|宜)", body)



def test_what_follows_the_birth_year_is_given_for_both_readings_on_the_member_page(client_in, owner):
    # 癸卯 (before 立春): 兔, 禄 子 (癸's 临官), 马 巳 (亥卯未); 甲辰 (after): 龙, 禄 寅, 马 寅 (申子辰)
    household = make_household(owner, members=0)
    member = add_member(household, "李娜", "F", date(2024, 2, 4))
    body = client_in.get(reverse("profiles:member-detail", args=[member.pk])).content.decode()
    facts = re.search(r'<dl class="facts member-facts">.*?</dl>', body, re.S).group(0)
    assert re.search(r'<dd>兔 <em class="maybe">或</em> 龙 ', facts)
    assert re.search(r"本命癸卯：禄 子 · 马 巳 · .*?<br><em class=\"maybe\">或</em> 本命甲辰：禄 寅 · 马 寅 · ", facts, re.S)
    # the 男女九宫 star follows the 立春 year too (2023 for the one reading, 2024 for the other)
    assert "下元 2023" in facts and "下元 2024" in facts
    client_in.cookies["django_language"] = "en"
    english = client_in.get(reverse("profiles:member-detail", args=[member.pk])).content.decode()
    assert 'Year pillar <span lang="zh-Hans">癸卯</span>' in english and "local noon. Below" in english


def test_a_settled_members_page_gives_one_birth_year(client_in, owner):
    household = make_household(owner, members=0)
    member = add_member(household, "甲", "M", date(1999, 6, 1), time(10, 0))
    body = client_in.get(reverse("profiles:member-detail", args=[member.pk])).content.decode()
    facts = re.search(r'<dl class="facts member-facts">.*?</dl>', body, re.S).group(0)
    assert "或" not in facts and "<dd>禄 " in facts

def test_a_member_whose_pillars_are_settled_gets_flat_verdicts(client_in, owner):
    household = make_household(owner, members=0)
    member = add_member(household, "甲", "M", date(1999, 6, 1), time(10, 0))  # 己卯年: 卯 clashed by the 酉 day
    body = client_in.get(reverse("profiles:member-detail", args=[member.pk]), {"date": "2026-12-01"}).content.decode()
    assert "日冲本命：本日诸事忌。" in body and "出生时刻未定" not in body and "未定之柱" not in body


def test_the_month_grid_marks_a_hedged_clash_with_a_question_mark(client_in, owner):
    household = make_household(owner, members=0)
    add_member(household, "李娜", "F", date(2024, 2, 4))
    body = client_in.get("/2026/12/").content.decode()
    assert "冲本命？" in body and "标“？”者" in body


def test_the_day_page_summary_hedges_too(client_in, owner):
    household = make_household(owner, members=0)
    add_member(household, "李娜", "F", date(2024, 2, 4))
    body = client_in.get("/2026/12/1/").content.decode()
    assert "日冲本命：诸事忌" in body and "（生于立春（16:27:08）之前：本命癸卯）" in body
    # the other reading: no clash; the 害 with the birth day (戌, the same either way) remains
    assert "或</span> 生于立春（16:27:08）之后：本命甲辰：害：次凶，宜事降为平" in body


# --- forms: labels, help, errors --------------------------------------------------------------------------------

def test_member_form_rows_have_label_input_help_and_visible_errors(client_in, owner):
    household = make_household(owner, members=0)
    body = client_in.post(reverse("profiles:member-create", args=[household.pk]),
                          {**MEMBER_POST, "name": " ", "birth_time": "25:61"}).content.decode()
    row = re.search(r'<div class="form-field has-error">\s*<label class="label" for="id_birth_time">出生时间</label>'
                    r'.*?_helptext">[^<]*</div>\s*</div>\s*</div>', body, re.S).group(0)
    # the input, then its error, then its help text (which the input points to)
    assert row.index('name="birth_time"') < row.index('class="field-error"') < row.index('class="help"')
    assert 'aria-describedby="id_birth_time_helptext id_birth_time_error"' in row and 'id="id_birth_time_error"' in row
    assert '<div class="form-errors" role="alert">' in body and "请改正下面标出的项目。" in body
    assert body.count('class="field-error"') == 2  # 姓名 and 出生时间


def test_the_form_takes_today_from_the_caller():
    form = MemberForm(data={**MEMBER_POST, "birth_date": "2020-01-02"}, today=date(2020, 1, 1))
    assert not form.is_valid() and "在今天（2020-01-01）之后" in str(form.errors["birth_date"])


# --- the household page -------------------------------------------------------------------------------------------

def test_members_places_are_cities_not_time_zone_names(client_in, owner):
    household = make_household(owner, members=0)
    add_member(household, "甲", "M", date(1990, 5, 15), time(14, 30), birth_place="上海")
    add_member(household, "乙", "F", date(1992, 3, 1), time(8, 0), timezone="Asia/Tokyo")
    add_member(household, "丙", "F", date(1993, 3, 1), timezone="America/Argentina/Buenos_Aires")
    body = client_in.get(reverse("profiles:household-detail", args=[household.pk])).content.decode()
    assert "上海" in body and "东京" in body and "Buenos Aires" in body
    assert "Asia/" not in body and "America/" not in body



@pytest.mark.parametrize("language, written", [
    ("zh-hans", ["北京", "香港", "西安", "乌鲁木齐"]), ("zh-hant", ["北京", "香港", "西安", "烏魯木齊"]),
    ("en", ["Beijing", "Hong Kong", "Xi'an", "Urumqi"]),
])
def test_the_place_suggestions_are_city_names_the_member_form_reads_back(client_in, owner, language, written):
    household = make_household(owner, members=0)
    client_in.cookies["django_language"] = language
    body = client_in.get(reverse("profiles:member-create", args=[household.pk])).content.decode()
    datalist = re.search(r'<datalist id="place-names">(.*?)</datalist>', body, re.S).group(1)
    suggested = [html.unescape(v) for v in re.findall(r'<option value="([^"]*)">', datalist)]
    assert len(suggested) == len(api.CITIES) and all(name in suggested for name in written)
    assert "Hongkong" not in suggested and "Xian" not in suggested
    # whichever the page's language, a suggestion taken as the birth place gives that city's longitude
    for name, city in zip(suggested, api.CITIES):
        assert Member(household=household, birth_place=name).longitude == city.longitude, name

def test_logout_is_in_the_menu(client_in, owner):
    body = client_in.get(reverse("profiles:household-list")).content.decode()
    header = body[body.index('<header class="site-header">'):body.index("</header>")]
    assert f'action="{reverse("logout")}"' in header and 'class="link-button"' in header and ">退出<" in header
    main = body[body.index("<main"):]
    assert f'action="{reverse("logout")}"' not in main


def test_export_has_the_new_birth_fields(client_in, owner):
    household = make_household(owner, members=0)
    add_member(household, "甲", "M", date(2023, 3, 22), birth_calendar="lunar", birth_longitude=121.46, true_solar_time=False)
    data = json.loads(client_in.get(reverse("profiles:household-export", args=[household.pk])).content)
    member = data["household"]["members"][0]
    assert member["birth_calendar"] == "lunar" and member["birth_longitude"] == 121.46
    assert member["birth_lunar"] == {"year": 2023, "month": 2, "day": 1, "leap": True, "text": "闰二月初一"}
    assert member["true_solar_time"] is False and member["facts"]["longitude"] == 121.46


# --- the wedding page -------------------------------------------------------------------------------------------

def test_the_couple_defaults_to_a_woman_and_a_man():
    men_first = [Member(pk=1, sex="M"), Member(pk=2, sex="M"), Member(pk=3, sex="F")]
    assert [m.pk for m in default_couple(men_first)] == [3, 1]
    two_men = [Member(pk=1, sex="M"), Member(pk=2, sex="M")]
    bride, groom = default_couple(two_men)
    assert bride.pk != groom.pk and groom.pk == 1
    assert default_couple([Member(pk=1, sex="F")]) == (None, None)


def test_the_wedding_form_preselects_two_different_members(client_in, owner):
    household = make_household(owner, members=0)
    groom = add_member(household, "张伟", "M", date(1988, 6, 15), time(0, 30))
    add_member(household, "张父", "M", date(1960, 1, 1))
    bride = add_member(household, "李娜", "F", date(1990, 2, 4))
    body = client_in.get(reverse("profiles:wedding", args=[household.pk])).content.decode()
    assert re.search(rf'name="bride"[^>]*>.*?<option value="{bride.pk}" selected>', body, re.S)
    assert re.search(rf'name="groom"[^>]*>.*?<option value="{groom.pk}" selected>', body, re.S)


def test_wedding_days_read_lunar_dates_and_sit_in_a_month_calendar(client_in, owner):
    household = make_household(owner, members=0)
    groom = add_member(household, "张伟", "M", date(1988, 6, 15), time(0, 30))
    bride = add_member(household, "李娜", "F", date(1990, 11, 4), time(8, 0))
    query = {"bride": bride.pk, "groom": groom.pk, "start": "2026-12-01", "end": "2027-01-31",
             "weng_living": "on", "gu_living": "on"}
    body = client_in.get(reverse("profiles:wedding", args=[household.pk]), query).content.decode()
    # 2026-12-02 is 十月廿四 (lunar 十月 began 2026-11-09); the page writes it so, not "24（大月）"
    assert 'aria-label="2026-12-02 十月廿四' in body and "（大月）" not in body and "（小月）" not in body
    assert body.count('<table class="calendar wedding-calendar">') == 2  # December and January
    assert "2026年12月" in body and "2027年1月" in body
    good = len(re.findall(r'<td class="wd-good">', body))
    captions = [int(n) for n in re.findall(r'<caption>[^<]*<span class="note">宜 (\d+) 日</span>', body)]
    assert good > 0 and sum(captions) == good and len(captions) == 2
    listed = re.findall(r'<li>\s*<a href="[^"]+"><b>(\d{4}-\d{2}-\d{2})</b></a>', body)
    assert len(listed) == good  # every green cell is in the list of good days, and only those
    assert f"62 日中：宜 {good} 日" in body


def test_a_date_search_for_a_member_hedges_the_members_verdict(client_in, owner):
    household = make_household(owner, members=0)
    member = add_member(household, "李娜", "F", date(2024, 2, 4))
    body = client_in.get("/search/", {"activity": "嫁娶", "start": "2026-12-01", "end": "2026-12-31",
                                      "member": member.pk}).content.decode()
    assert re.search(r'<em class="maybe">或(宜|平|忌)</em> <span class="note">随出生时刻而异</span>', body)


# --- the compass and the date search, for a member whose birth year is open --------------------------------------

@pytest.mark.parametrize("language, sentence, before", [
    ("zh-hans", "出生时刻未定，本命年柱有两说", "生于立春（16:27:08）之前：本命癸卯"),
    ("zh-hant", "出生時刻未定，本命年柱有兩說", "生於立春（16:27:08）之前：本命癸卯"),
    ("en", "The moment of birth is open and the birth-year pillar has two readings", "born before"),
])
def test_the_compass_shows_both_positions_of_an_open_birth_year(client_in, owner, language, sentence, before):
    # 李娜, born on 立春 day 2024 without a time: 癸卯 before 16:27:08 (本命 卯, 禄 子 …), 甲辰 after (辰, 寅 …)
    household = make_household(owner, members=0)
    add_member(household, "李娜", "F", date(2024, 2, 4))
    client_in.cookies["django_language"] = language
    body = client_in.get("/compass/2026/").content.decode()
    section = re.search(r'<section class="member-marks".*?</section>', body, re.S).group(0)
    assert sentence in section and before in section
    readings = re.findall(r"<li>(.*?)</li>", section.split('class="mark-readings"')[1], re.S)
    assert len(readings) == 2
    sits = [re.findall(r'\?sit=([^"&]+)[^>]*>(?:<span[^>]*>)?(.)<', line) for line in readings]
    assert [urllib.parse.unquote(m) for m, _shown in sits[0]] == ["卯", "子", "巳", "巳", "卯"]
    assert [urllib.parse.unquote(m) for m, _shown in sits[1]] == ["辰", "寅", "寅", "未", "丑"]
    # every mark of each reading is marked uncertain (？, on the English page ?)
    assert all(len(re.findall(r"</a>[？?]", line)) == 5 for line in readings)


def test_a_settled_members_compass_marks_are_plain(client_in, owner):
    household = make_household(owner, members=0)
    add_member(household, "甲", "M", date(1990, 5, 15), time(14, 30))  # 庚午: 本命 午, 禄 申, 马 申, 贵人 丑 未
    section = re.search(r'<section class="member-marks".*?</section>',
                        client_in.get("/compass/2026/").content.decode(), re.S).group(0)
    assert "？" not in section and "mark-readings" not in section and "本命在<a" in section


def test_a_search_keeps_the_days_one_reading_forbids_and_says_why(client_in, owner):
    # 2026-12-01 己酉 clashes 癸卯 (before 立春) only; 2026-12-14 壬戌 clashes 甲辰 (after) only
    household = make_household(owner, members=0)
    member = add_member(household, "李娜", "F", date(2024, 2, 4))
    query = {"activity": "嫁娶", "start": "2026-12-01", "end": "2026-12-31", "member": member.pk}
    body = client_in.get("/search/", query).content.decode()
    summary = re.search(r'<details class="note members-dropped"><summary>(.*?)</summary>', body, re.S).group(1)
    assert "去掉 0 日" in summary and "另有 2 日只按出生时刻的一种读法为忌，不去掉" in summary
    items = re.findall(r'<li class="result .*?</li>\s*(?=<li class="result |</ol>)', body, re.S)
    dates = [re.search(r"<b>(\d{4}-\d{2}-\d{2})</b>", item).group(1) for item in items]
    assert set(dates[-2:]) == {"2026-12-01", "2026-12-14"}  # kept, after the days no reading forbids
    first = items[dates.index("2026-12-01")]
    assert '<b class="verdict">忌</b> <em class="maybe">或' in first and "随出生时刻而异" in first
    assert "李娜：出生时刻未定，此日按一种读法忌、按另一种不忌，故不去掉，排在各读法都不忌的日子之后。" in first
    by_date = client_in.get("/search/", {**query, "sort": "date"}).content.decode()
    assert "故不去掉。" in by_date and "排在各读法都不忌的日子之后" not in by_date
    calendar = client_in.get("/search/", {**query, "view": "calendar"}).content.decode()
    cell = re.search(r'<a href="/2026/12/1/"[^>]*>.*?</a>', calendar, re.S).group(0)
    assert "李忌？" in cell and "随出生时刻而异" in cell
    data = client_in.get("/api/search", {"activity": "嫁娶", "from": "2026-12-01", "to": "2026-12-31",
                                         "member": member.pk}).json()
    assert data["personal_dropped"] == []
    first = next(r for r in data["results"] if r["date"] == "2026-12-01")["personal"][0]
    assert first["verdict"] == "忌" and first["hedged"] and "忌" not in first["otherwise"]


def test_a_search_drops_a_day_every_reading_forbids_and_names_who(client_in, owner):
    household = make_household(owner, members=0)
    hedged = add_member(household, "李娜", "F", date(2024, 2, 4))
    settled = add_member(household, "王甲", "M", date(1999, 6, 1), time(10, 0))  # 己卯: 酉 days clash him
    body = client_in.get("/search/", {"activity": "嫁娶", "start": "2026-12-01", "end": "2026-12-31",
                                      "member": [hedged.pk, settled.pk]}).content.decode()
    dropped = re.search(r'<details class="note members-dropped">.*?</details>', body, re.S).group(0)
    line = re.search(r"<li><a href=\"/2026/12/1/\">.*?</li>", dropped, re.S).group(0)
    assert "王甲 — " in line and "李娜" not in line  # dropped for him, whose only reading forbids it
    assert "另有 1 日只按出生时刻的一种读法为忌" in dropped  # 12-14, 甲辰's clash only
