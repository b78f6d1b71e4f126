"""A person's 八字, 生肖, 纳音, 男女九宫, 本命 禄马贵人 (almanac.core.rules.birth), and the personal almanac.

Expected values are computed here independently of the calendar core where that is possible (day
pillars from a fixed anchor day, month and hour stems by 五虎遁/五鼠遁), taken from the digest's worked
examples (xieji-appendix-35.md §2, §9, §18) or read from the seeds' own lines.
"""

import ast
import json
from datetime import date, datetime, time, timedelta, timezone
from functools import cache
from pathlib import Path

import pytest

from almanac.core import api, personal, search, serialize
from almanac.core.calendar.ganzhi import BRANCHES, STEMS
from almanac.core.errors import PersonalInputError
from almanac.core.personal import personal_day, wedding_day
from almanac.core.rules import birth, personal_verdicts
from almanac.core.rules import zhoutang as zhoutang_rules
from almanac.core.rules.birth import nine_star, personal_facts
from almanac.core.rules.zhoutang import zhoutang
from almanac.core.search import personal_search_filter
from tests.seeds import required_seeds_dir

SEED_000 = "000_730fc850645c58d9.txt"
SEED_001 = "001_05e524af85a5a64b.txt"
SEED_003 = "003_50e88f566c4c21ff.txt"


@cache
def seed_line(seed: str, line: int) -> str:
    return (required_seeds_dir() / seed).read_text(encoding="utf-8").splitlines()[line - 1]


# --- independent helpers ---------------------------------------------------------------------------

CYCLE = [STEMS[i % 10] + BRANCHES[i % 12] for i in range(60)]
# 2000-01-01 was a 戊午 day (cycle index 54); the day cycle never breaks.
ANCHOR, ANCHOR_INDEX = date(2000, 1, 1), CYCLE.index("戊午")


def day_pillar(day: date) -> str:
    return CYCLE[(ANCHOR_INDEX + (day - ANCHOR).days) % 60]


def hour_pillar(day_stem: str, hour_branch: str) -> str:
    """五鼠遁: 甲己日起甲子, 乙庚丙子, 丙辛戊子, 丁壬庚子, 戊癸壬子."""
    first = "甲丙戊庚壬"[STEMS.index(day_stem) % 5]
    stem = STEMS[(STEMS.index(first) + BRANCHES.index(hour_branch)) % 10]
    return stem + hour_branch


def month_pillar(year_stem: str, month_branch: str) -> str:
    """五虎遁: 甲己之年丙作首, 乙庚戊寅, 丙辛庚寅, 丁壬壬寅, 戊癸甲寅."""
    first = "丙戊庚壬甲"[STEMS.index(year_stem) % 5]
    stem = STEMS[(STEMS.index(first) + (BRANCHES.index(month_branch) - 2) % 12) % 10]
    return stem + month_branch


def test_the_anchor_agrees_with_a_second_one():
    # 1900-01-01 was a 甲戌 day: two published anchors, one count.
    assert day_pillar(date(1900, 1, 1)) == "甲戌"


# --- 八字 ------------------------------------------------------------------------------------------

def test_known_bazi_1990_05_15_1430_shanghai():
    facts = personal_facts(name="甲", sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30))
    # independently: 庚午 year (after 立春), 巳 month (立夏 1990-05-06 … 芒种 06-06) of a 庚 year → 辛巳,
    # the day from the anchor, 未 hour (13:30 CST) of a 庚 day → 癸未
    expected = ("庚午", month_pillar("庚", "巳"), day_pillar(date(1990, 5, 15)), hour_pillar("庚", "未"))
    assert expected == ("庚午", "辛巳", "庚辰", "癸未")
    assert tuple(p.name for p in facts.pillars) == expected
    assert facts.bazi == "庚午 辛巳 庚辰 癸未"
    assert facts.zodiac == "马"
    assert facts.pillars.year.nayin.name == "路旁土" and facts.pillars.day.nayin.name == "白蜡金"


def test_birth_time_is_converted_to_cst_once_with_chinas_summer_time():
    facts = personal_facts(sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30))
    # China kept summer time 1986–1991 (UTC+9 from 1990-04-15 to 09-16): 14:30 local is 13:30 CST.
    assert facts.birth_local.utcoffset() == timedelta(hours=9)
    assert facts.birth_cst == datetime(1990, 5, 15, 13, 30, tzinfo=timezone(timedelta(hours=8)))
    assert facts.birth_cst.utcoffset() == timedelta(hours=8)
    # 23:30 local daylight time is 22:30 CST: the 亥 hour of the same day, whatever the 子时 choice
    for late in (False, True):
        night = personal_facts(sex="女", birth_date=date(1990, 5, 15), birth_time=time(23, 30), late_zi_next_day=late)
        assert night.pillars.day.name == "庚辰"
        assert night.pillars.hour.name == hour_pillar("庚", "亥") == "丁亥"


def test_the_23_oclock_convention():
    # 2000-01-01 (戊午) 23:30 CST: the 子 hour takes the next day's hour stem (己 day → 甲子) either way;
    # only late_zi_next_day (晚子时换日) moves the day pillar to 己未.
    early = personal_facts(sex="男", birth_date=date(2000, 1, 1), birth_time=time(23, 30))
    late = personal_facts(sex="男", birth_date=date(2000, 1, 1), birth_time=time(23, 30), late_zi_next_day=True)
    assert early.pillars.day.name == day_pillar(date(2000, 1, 1)) == "戊午"
    assert late.pillars.day.name == day_pillar(date(2000, 1, 2)) == "己未"
    assert early.pillars.hour.name == late.pillars.hour.name == hour_pillar("己", "子") == "甲子"
    # before 23:00 nothing changes
    before = personal_facts(sex="男", birth_date=date(2000, 1, 1), birth_time=time(22, 59), late_zi_next_day=True)
    assert before.pillars.day.name == "戊午" and before.pillars.hour.name == hour_pillar("戊", "亥")
    # and 00:30 is the same day in both conventions
    after = personal_facts(sex="男", birth_date=date(2000, 1, 2), birth_time=time(0, 30), late_zi_next_day=True)
    assert after.pillars.day.name == "己未" and after.pillars.hour.name == "甲子"


def test_another_timezone_is_converted_to_cst():
    # 10:30 in New York (EST, UTC−5) is 23:30 CST: the late 子 hour of 2000-01-01 in China
    facts = personal_facts(sex="女", birth_date=date(2000, 1, 1), birth_time=time(10, 30), timezone="America/New_York")
    assert facts.birth_cst.isoformat() == "2000-01-01T23:30:00+08:00"
    assert facts.pillars.day.name == "戊午" and facts.pillars.hour.name == "甲子"
    assert facts.timezone == "America/New_York"


def test_year_and_month_change_at_the_exact_lichun_moment():
    # 立春 2025-02-03 22:10:28 CST
    before = personal_facts(sex="男", birth_date=date(2025, 2, 3), birth_time=time(22, 0))
    after = personal_facts(sex="男", birth_date=date(2025, 2, 3), birth_time=time(22, 20))
    assert (before.pillars.year.name, before.pillars.month.name, before.zodiac) == ("甲辰", "丁丑", "龙")
    assert (after.pillars.year.name, after.pillars.month.name, after.zodiac) == ("乙巳", month_pillar("乙", "寅"), "蛇")
    assert before.lichun_year == 2024 and after.lichun_year == 2025


def test_without_a_birth_time_there_is_no_hour_pillar_and_noon_decides():
    facts = personal_facts(sex="男", birth_date=date(2025, 2, 3))
    assert facts.pillars.hour is None and not facts.time_known
    assert facts.bazi == "甲辰 丁丑 " + day_pillar(date(2025, 2, 3))  # noon is before 立春 22:10
    assert facts.birth_local.time() == time(12, 0)
    # a birth later that day could be after 立春: year and month are uncertain, the day is not
    assert facts.uncertain == ("year", "month")
    plain = personal_facts(sex="女", birth_date=date(2001, 7, 1))
    assert plain.uncertain == ()
    # with 晚子时换日 a birth after 23:00 would take the next day's pillar
    late = personal_facts(sex="女", birth_date=date(2001, 7, 1), late_zi_next_day=True)
    assert late.uncertain == ("day",)


def test_facts_as_json():
    data = api.member_facts_dict(personal_facts(name="甲", sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30)))
    assert data["pillars"] == {"year": "庚午", "month": "辛巳", "day": "庚辰", "hour": "癸未"}
    assert data["birth"]["cst"] == "1990-05-15T13:30:00+08:00"
    assert data["nine_star"]["name"] == "一白" and data["nine_star"]["palace"] == "坎一"
    assert (data["lu"], data["ma"], data["guiren"]) == ("申", "申", {"yang": "丑", "yin": "未"})
    assert data["nayin"]["hour"] == {"name": "杨柳木", "element": "木"}
    assert "001_05e524af85a5a64b.txt 岁禄 L351" in data["sources"]["lu"]
    assert list(data) == ["name", "sex", "birth", "pillars", "bazi", "uncertain", "zodiac", "nayin", "lichun_year",
                          "nine_star", "lu", "ma", "guiren", "sources", "alternatives", "boundary", "dst_minutes",
                          "clock_change", "longitude", "solar_time"]
    # without a birth time there is no hour pillar, and no hour key
    unknown = api.member_facts_dict(personal_facts(sex="女", birth_date=date(1990, 5, 15)))
    assert unknown["birth"]["time"] is None and "hour" not in unknown["pillars"] and "hour" not in unknown["nayin"]


# --- input ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, msgid", [
    ({"timezone": "Mars/Olympus"}, "IANA"),
    ({"timezone": "../etc/passwd"}, "IANA"),
    ({"timezone": ""}, "IANA"),
    ({"birth_date": date(1900, 12, 31)}, "超出支持范围"),
    ({"birth_date": date(2100, 1, 1)}, "超出支持范围"),
    ({"sex": "M"}, "性别"),
])
def test_unusable_birth_data_is_refused_plainly(kwargs, msgid):
    data = {"sex": "男", "birth_date": date(1990, 5, 15), "birth_time": None, **kwargs}
    with pytest.raises(PersonalInputError) as caught:
        personal_facts(**data)
    assert msgid in caught.value.msgid


def test_the_supported_range_edges_work():
    first = personal_facts(sex="男", birth_date=date(1901, 1, 1), birth_time=time(0, 30), timezone="Asia/Tokyo")
    assert first.pillars.day.name == day_pillar(date(1900, 12, 31))  # 00:30 JST is 23:30 CST of 1900-12-31
    last = personal_facts(sex="女", birth_date=date(2099, 12, 31), birth_time=time(23, 30), late_zi_next_day=True)
    assert last.pillars.day.name == day_pillar(date(2100, 1, 1))


# --- 男女九宫 ----------------------------------------------------------------------------------------

def test_nine_star_rule_is_the_seeds():
    line = seed_line(SEED_003, 515)
    assert "男命上元甲子起坎一中元甲子起巽四下元甲子起兑七逆行九宫" in line
    assert "女命上元甲子起中五中元甲子起坤二下元甲子起艮八顺行九宫" in line
    # the 甲子 year of each 元 starts where L515 says
    assert [str(nine_star(y, "男")) for y in (1864, 1924, 1984)] == ["一白（坎一）", "四绿（巽四）", "七赤（兑七）"]
    assert [str(nine_star(y, "女")) for y in (1864, 1924, 1984)] == ["五黄（中五）", "二黑（坤二）", "八白（艮八）"]
    assert [nine_star(y, "男").yuan for y in (1864, 1924, 1984, 2044)] == ["上元", "中元", "下元", "上元"]


@pytest.mark.parametrize("year, male, female", [
    (1984, "七赤", "八白"),  # digest A1 (甲子, 下元)
    (1990, "一白", "五黄"),  # A2
    (2000, "九紫", "六白"),  # A3
    (2026, "一白", "五黄"),  # A4
    (1989, "二黑", "四绿"),  # table 2.2, 己巳
    (1924, "四绿", "二黑"),
    (1865, "九紫", "六白"),  # table 2.1 row 2, 上元
])
def test_nine_star_worked_examples(year, male, female):
    assert nine_star(year, "男").name == male
    assert nine_star(year, "女").name == female


def test_nine_star_invariants():
    for year in range(1864, 2100):
        man, woman = nine_star(year, "男").number, nine_star(year, "女").number
        assert (man + woman) % 9 == 6  # digest §2: 男 + 女 ≡ 6 (mod 9)
        nxt = nine_star(year + 1, "男").number
        assert (man - nxt) % 9 == 1  # 逆行, no jump at the 元 boundaries (60 ≡ 6 mod 9)
        assert (nine_star(year + 1, "女").number - woman) % 9 == 1  # 顺行
    # the vulgar rule (上元起兑七, 中元起坎一, 下元起巽四) corrected in 康熙五十六年 (L543–L557) is not produced
    assert nine_star(1864, "男").number != 7 and nine_star(1924, "男").number != 1 and nine_star(1984, "男").number != 4


def test_nine_star_year_counts_from_lichun():
    before = personal_facts(sex="男", birth_date=date(1990, 2, 3), birth_time=time(12, 0))  # 立春 1990-02-04
    assert before.pillars.year.name == "己巳" and before.star.name == nine_star(1989, "男").name == "二黑"
    after = personal_facts(sex="男", birth_date=date(1990, 2, 5), birth_time=time(12, 0))
    assert after.star.name == "一白"


# --- 禄 马 贵人 ---------------------------------------------------------------------------------------

def test_lu_ma_guiren_from_the_seed_lines():
    assert "岁干临官之地" in seed_line(SEED_001, 351)
    assert "甲日阳贵未、阴贵丑" in seed_line(SEED_001, 335) and "庚日阳贵丑、阴贵未" in seed_line(SEED_001, 335)
    assert "寅午戌火也，病于申" in seed_line(SEED_001, 267)
    cases = {
        # year: (禄, 马, 阳贵, 阴贵)
        1990: ("申", "申", "丑", "未"),  # 庚午: 庚禄申; 寅午戌马在申; 庚 阳丑 阴未
        1984: ("寅", "寅", "未", "丑"),  # 甲子: 甲禄寅; 申子辰马在寅
        1983: ("子", "巳", "巳", "卯"),  # 癸亥: 癸禄子; 亥卯未马在巳; 癸 阳巳 阴卯
        1989: ("午", "亥", "子", "申"),  # 己巳: 己禄午 (土寄生于寅); 巳酉丑马在亥
        1976: ("巳", "寅", "酉", "亥"),  # 丙辰: 丙禄巳; 申子辰马在寅; 丙 阳酉 阴亥
    }
    for year, expected in cases.items():
        facts = personal_facts(sex="男", birth_date=date(year, 6, 1))
        assert (facts.lu_name, facts.ma_name, *facts.guiren_names) == expected, year


# --- branch relations -----------------------------------------------------------------------------------

def test_xing_hai_tables_are_the_seeds():
    line = seed_line(SEED_001, 93)
    for pair in ("子刑卯", "丑刑戌", "寅刑巳", "卯刑子", "巳刑申", "未刑丑", "申刑寅", "戌刑未"):
        a, b = pair[0], pair[2]
        assert pair in line and personal_verdicts.XING_OF[BRANCHES.index(a)] == BRANCHES.index(b)
    assert "辰午酉亥为自刑" in line
    assert all(personal_verdicts.XING_OF[BRANCHES.index(b)] == BRANCHES.index(b) for b in "辰午酉亥")
    # seed 000 prints both rows under the branches 子 … 亥
    xing_row = seed_line(SEED_000, 463).split("：")[1].split()
    hai_row = seed_line(SEED_000, 465).split("：")[1].split()
    assert [BRANCHES[i] for i in personal_verdicts.XING_OF] == xing_row
    assert [BRANCHES[i] for i in personal_verdicts.HAI_OF] == hai_row


def test_po_is_not_in_the_seeds(seeds_dir):
    for seed in (SEED_000, SEED_001, "002_b6fadfdee89ff112.txt", SEED_003):
        text = (seeds_dir / seed).read_text(encoding="utf-8")
        assert "六破" not in text and "相破" not in text
    pairs = {frozenset((BRANCHES[a], BRANCHES[b])) for a, b in enumerate(personal_verdicts.PO_OF)}
    assert pairs == {frozenset(p) for p in ("子酉", "卯午", "辰丑", "未戌", "寅亥", "巳申")}


def test_xing_text():
    assert personal_verdicts.xing_text(BRANCHES.index("子"), BRANCHES.index("卯")) == "子卯相刑"
    assert personal_verdicts.xing_text(BRANCHES.index("寅"), BRANCHES.index("巳")) == "寅刑巳"
    assert personal_verdicts.xing_text(BRANCHES.index("巳"), BRANCHES.index("寅")) == "寅刑巳"
    assert personal_verdicts.xing_text(BRANCHES.index("午"), BRANCHES.index("午")) == "午午自刑"
    assert personal_verdicts.xing_text(BRANCHES.index("子"), BRANCHES.index("子")) is None
    assert personal_verdicts.xing_text(BRANCHES.index("子"), BRANCHES.index("午")) is None


# --- the personal day -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def horse():
    """庚午 year, 庚辰 day (1990-05-15 14:30, Shanghai)."""
    return personal_facts(name="甲", sex="男", birth_date=date(1990, 5, 15), birth_time=time(14, 30))


def _days(start: date, count: int):
    return [api.day(start + timedelta(days=i)) for i in range(count)]


def test_a_day_that_clashes_the_benming_is_ji_for_everything(horse):
    assert "冲主命亦大凶" in seed_line(SEED_001, 509)
    day = api.day(date(2025, 3, 8))  # 丙子: 子 clashes 午
    assert day.pillars.day.name == "丙子"
    pd = personal_day(horse, day)
    assert pd.clashes
    assert all(v.verdict == "忌" for v in pd.activities)
    changed = [v for v in pd.activities if v.base != "忌"]
    assert changed and all(any("冲主命" in r.text and "L509" in r.source for r in v.reasons) for v in changed)
    flag = next(f for f in pd.flags if f.name == "冲")
    assert (flag.against, flag.severity, flag.counted) == ("year", "大凶", True)


def test_xing_and_hai_lower_yi_to_ping(horse):
    day = api.day(date(2025, 3, 26))  # 甲午: 午午自刑 with the 本命
    pd = personal_day(horse, day)
    assert [(f.name, f.against) for f in pd.flags] == [("刑", "year")]
    assert "午午自刑" in pd.flags[0].text
    lowered = [v for v in pd.activities if v.base == "宜"]
    assert lowered and all(v.verdict == "平" for v in lowered)
    assert all("L409" in v.reasons[0].source for v in lowered)
    # no 忌 is made out of a 刑, and no 平 or 忌 is touched
    assert all(v.verdict == v.base for v in pd.activities if v.base != "宜" and v.activity not in ("作生坟", "合寿木"))


def test_hai_with_the_day_branch_and_clash_of_the_day_branch_count_too(horse):
    pd = personal_day(horse, api.day(date(2025, 3, 23)))  # 辛卯: 卯辰相害 (day branch), 卯午相破 (本命, 俗例)
    names = {(f.name, f.against): f for f in pd.flags}
    assert names[("害", "day")].counted and names[("害", "day")].severity == "次凶"
    assert not names[("破", "year")].counted and names[("破", "year")].severity == "俗例"
    pd = personal_day(horse, api.day(date(2025, 3, 18)))  # 丙戌 clashes the day branch 辰: 次凶, not 大凶
    assert not pd.clashes
    assert [(f.name, f.against, f.severity) for f in pd.flags] == [("冲", "day", "次凶")]
    assert any(v.base == "宜" and v.verdict == "平" for v in pd.activities)


def test_benming_guiren_lu_ma_control_xing_hai(horse):
    pd = personal_day(horse, api.day(date(2025, 4, 14)))  # 癸丑: 丑午相害, but 丑 is 庚's 阳贵
    assert ("害", "year") in {(f.name, f.against) for f in pd.flags}
    assert [f.name for f in pd.good] == ["贵人"]
    assert any("可制" in r.text for r in pd.reasons)
    assert all(v.verdict == v.base for v in pd.activities if v.activity not in ("作生坟", "合寿木"))
    pd = personal_day(horse, api.day(date(2025, 3, 16)))  # 甲申: 禄 and 马 of 庚午
    assert [f.name for f in pd.good] == ["禄", "马"]


def test_po_counts_only_when_asked():
    rat = personal_facts(name="乙", sex="女", birth_date=date(1984, 6, 15), birth_time=time(8, 0))  # 甲子 year
    found = None
    for day in _days(date(2025, 1, 1), 365):
        pd = personal_day(rat, day)
        if [f.name for f in pd.flags] == ["破"] and not pd.good and any(v.base == "宜" for v in pd.activities):
            found = day
            break
    assert found is not None
    plain, counted = personal_day(rat, found), personal_day(rat, found, count_po=True)
    assert all(v.verdict == v.base for v in plain.activities if v.activity not in ("作生坟", "合寿木"))
    assert any(v.base == "宜" and v.verdict == "平" for v in counted.activities)


def test_year_flags(horse):
    pd = personal_day(horse, api.day(date(2026, 6, 1)))  # 丙午 year
    assert [f.name for f in pd.year_flags] == ["值太岁", "刑太岁"]  # 午 also 自刑
    assert not any(f.counted for f in pd.year_flags)
    pd = personal_day(horse, api.day(date(2032, 6, 1)))  # 壬子 year: 岁破 of a 午 person
    assert [f.name for f in pd.year_flags] == ["岁破"]
    assert "L49" in pd.year_flags[0].source
    pd = personal_day(horse, api.day(date(2033, 6, 1)))  # 癸丑: 丑午相害
    assert [f.name for f in pd.year_flags] == ["害太岁"]


def test_benming_gods_for_zuoshengfen_and_heshoumu(horse):
    # 庚午's 纳音 路旁土: 有气 on 申酉亥子戌, 入墓 on 辰 (003 L1439); 2025-05-16 乙酉 has no other personal flag
    pd = personal_day(horse, api.day(date(2025, 5, 16)))
    assert pd.flags == () and pd.benming_gods == ("本命纳音有气日",)
    for name in ("作生坟", "合寿木"):
        v = pd.verdict_for(name)
        assert (v.base, v.verdict) == ("平", "宜")
        assert "本命纳音有气日" in v.good and "L1423" in v.reasons[0].source
    pd = personal_day(horse, api.day(date(2025, 3, 12)))  # 庚辰: 入墓
    assert "本命纳音入墓日" in pd.benming_gods
    assert pd.verdict_for("作生坟").verdict == "忌"
    # the engine without a person never finds them
    assert not any(g.group == "本命" for g in api.day(date(2025, 5, 16)).rules.counted)


def test_personal_day_as_json(horse):
    data = serialize.member_day_dict(personal_day(horse, date(2025, 3, 8)))
    assert data["clashes"] is True and data["day_pillar"] == "丙子"
    assert {"name", "against", "severity", "counted", "text", "source"} <= set(data["flags"][0])
    assert {"name", "base", "verdict", "changed", "reasons", "for", "against"} <= set(data["activities"][0])


# --- 嫁娶周堂 ---------------------------------------------------------------------------------------------

def test_zhoutang_rule_is_the_seeds():
    assert "凡选择嫁娶日大月从夫顺数" in seed_line(SEED_003, 731)
    assert "小月从妇逆数遇第堂厨灶日" in seed_line(SEED_003, 735)
    assert "乾为翁坎为第艮为灶震为妇巽为厨离为，夫坤为姑兑为堂" in seed_line(SEED_003, 747)
    assert "第勿拘忌可耳" in seed_line(SEED_003, 751)


@pytest.mark.parametrize("day, length, position, rule", [
    (13, 30, "第", "可用"),  # digest A5
    (13, 29, "堂", "可用"),
    (6, 29, "姑", "无姑者可用"),
    (1, 30, "夫", "不用"),
    (1, 29, "妇", "不用"),
    (4, 30, "翁", "无翁者可用"),
    (30, 30, "灶", "可用"),
])
def test_zhoutang_positions(day, length, position, rule):
    z = zhoutang(day, length)
    assert (z.position, z.rule) == (position, rule)
    assert z.counted is False
    assert z.trigram == {"夫": "离", "姑": "坤", "堂": "兑", "翁": "乾", "第": "坎", "灶": "艮", "妇": "震", "厨": "巽"}[position]


def test_zhoutang_summary_of_the_digest():
    big = [d for d in range(1, 31) if zhoutang(d, 30).rule == "可用"]
    small = [d for d in range(1, 30) if zhoutang(d, 29).rule == "可用"]
    assert big == [3, 5, 6, 8, 11, 13, 14, 16, 19, 21, 22, 24, 27, 29, 30]
    assert small == [2, 3, 5, 8, 10, 11, 13, 16, 18, 19, 21, 24, 26, 27, 29]
    assert zhoutang(6, 29).usable is False and zhoutang(6, 29, gu_living=False).usable is True
    assert zhoutang(4, 30, weng_living=False).usable is True
    with pytest.raises(PersonalInputError):
        zhoutang(30, 29)


def test_wedding_day(horse):
    bride = personal_facts(name="乙", sex="女", birth_date=date(1992, 3, 1), birth_time=time(9, 0))  # 壬申
    day = api.day(date(2025, 3, 8))  # 丙子 clashes the groom's 午
    w = wedding_day(bride, horse, day)
    assert w.verdict == "忌" and w.groom.clashes and not w.bride.clashes
    assert w.zhoutang.lunar_day == day.lunar.day and w.zhoutang.month_length == day.lunar.month_length
    data = serialize.wedding_day_dict(w)
    assert data["zhoutang"]["counted"] is False and "L751" in data["zhoutang"]["note"]
    # 周堂 counted only when asked: a 夫/妇 day becomes 忌
    for candidate in _days(date(2025, 4, 1), 40):
        z = zhoutang(candidate.lunar.day, candidate.lunar.month_length)
        if z.rule == "不用":
            counted = wedding_day(bride, horse, candidate, count_zhoutang=True)
            assert counted.verdict == "忌" and any("周堂" in r.text for r in counted.reasons)
            break
    else:
        pytest.fail("no 夫/妇 day in 40 days")
    with pytest.raises(PersonalInputError):
        wedding_day(bride, horse, day, activity="祭祀")


# --- the search ------------------------------------------------------------------------------------------

def test_personal_search_filter_drops_clashing_days(horse):
    result = search.find_days(activity="嫁娶", start=date(2025, 1, 1), end=date(2025, 12, 31))
    clashing = [f for f in result.results if f.day.pillars.day.branch == BRANCHES.index("子")]
    assert clashing, "expected some 子 days among the 宜嫁娶 days"
    filtered = personal_search_filter(result, [horse])
    assert {p.found.day.date for p in filtered.dropped} >= {f.day.date for f in clashing}
    assert all(p.verdict == "忌" for p in filtered.dropped)
    assert all(p.found.day.pillars.day.branch != BRANCHES.index("子") for p in filtered.kept)
    assert len(filtered.kept) + len(filtered.dropped) == len(result.results)
    assert filtered.result.results == tuple(p.found for p in filtered.kept)
    # personal 宜 first, then the days lowered to 平
    verdicts = [p.verdict for p in filtered.kept]
    assert verdicts == sorted(verdicts, key=lambda v: -personal_verdicts.VERDICT_ORDER[v])
    # flag only
    flagged = personal_search_filter(result, [horse], drop=False)
    assert flagged.dropped == () and len(flagged.kept) == len(result.results)
    # the JSON
    data = json.loads(api.search_json(filtered))
    assert data["members"] == ["甲"]
    assert len(data["results"]) == len(filtered.kept) and len(data["personal_dropped"]) == len(filtered.dropped)
    entry = data["personal_dropped"][0]["personal"][0]
    assert entry["member"] == "甲" and entry["verdict"] == "忌"
    assert any("冲主命" in r["text"] for r in entry["reasons"])
    assert all(len(r["personal"]) == 1 for r in data["results"])


def test_member_marks(horse):
    marks = personal.member_marks(horse, _days(date(2025, 3, 1), 31))
    assert marks[date(2025, 3, 8)] == ("冲本命",)
    assert "刑" in marks[date(2025, 3, 26)]
    assert date(2025, 5, 16) not in marks


# --- no Django ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("module", [personal, birth, personal_verdicts, zhoutang_rules])
def test_the_core_modules_do_not_import_django(module):
    source = Path(module.__file__).read_text(encoding="utf-8")
    modules = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module)
    assert not any(m == "django" or m.startswith("django.") for m in modules)


def test_personal_compass(horse):
    marks = {m.name: (m.mountain, m.bearing) for m in personal.personal_compass(horse)}
    assert marks == {"本命": ("午", 180), "禄": ("申", 240), "马": ("申", 240), "阳贵": ("丑", 30), "阴贵": ("未", 210)}
    assert horse.star.direction == "北"  # 一白 坎
    assert "离南坎北" in seed_line(SEED_001, 9)
    assert nine_star(1988, "男").direction == "东" and nine_star(1986, "男").direction == "中"
