"""建除, 黄道/黑道, 二十八宿, 冲煞 and 彭祖百忌 against the seeds' statements and worked examples."""

from datetime import date, timedelta

import pytest

from almanac.core import api
from almanac.core.calendar.ganzhi import BRANCHES, ganzhi_from_name
from almanac.core.data.day_basics import HUANGDAO_VERSE, MANSIONS
from almanac.core.rules import day_basics


def test_jianchu_starts_at_the_month_branch():
    # 001 §建除十二神: “从月建日开始为建日” — 寅月 寅日 is 建, 卯日 除 …, 丑日 闭.
    寅 = BRANCHES.index("寅")
    assert [day_basics.jianchu(b % 12, 寅) for b in range(寅, 寅 + 12)] == list("建除满平定执破危成收开闭")
    # digest D007: 破日 in 正月 is 申, in 十二月 (丑) is 未.
    assert day_basics.jianchu(BRANCHES.index("申"), 寅) == "破"
    assert day_basics.jianchu(BRANCHES.index("未"), BRANCHES.index("丑")) == "破"


def test_jianchu_repeats_on_the_jie_day():
    # “每月交节则叠两值日”: the 节 day repeats the previous day's officer.
    lichun = api.day(date(2025, 2, 3))
    eve = api.day(date(2025, 2, 2))
    assert lichun.month_switch is not None
    assert lichun.jianchu == eve.jianchu


# Seed 003 §天星吉时 (L1763): 子午日起申，丑未日起戌，寅申日起子，卯酉日起寅，辰戌日起辰，巳亥日起午.
START_OF_VERSE = {"子": "申", "午": "申", "丑": "戌", "未": "戌", "寅": "子", "申": "子",
                  "卯": "寅", "酉": "寅", "辰": "辰", "戌": "辰", "巳": "午", "亥": "午"}
VERSE_GOD = dict(zip(HUANGDAO_VERSE, ["青龙", "明堂", "天刑", "朱雀", "金匮", "天德", "白虎", "玉堂", "天牢", "玄武", "司命", "勾陈"]))


@pytest.mark.parametrize("key", BRANCHES)
def test_huangdao_follows_the_verse(key):
    start = BRANCHES.index(START_OF_VERSE[key])
    for offset, character in enumerate(HUANGDAO_VERSE):
        target = (start + offset) % 12
        god = day_basics.huangdao(target, BRANCHES.index(key))
        assert god.god == VERSE_GOD[character]
        assert (god.kind == "黄道") == (character in "道远通达遥还")


def test_huangdao_hour_table_row_for_a_zi_day():
    # Digest table 14.1, row 子: good hours 子丑卯午申酉.
    good = [b for b in BRANCHES if day_basics.huangdao(BRANCHES.index(b), 0).kind == "黄道"]
    assert good == list("子丑卯午申酉")


def test_day_huangdao_uses_the_month_branch():
    # 寅月 (正月) 子日 is 青龙: 2025-02-04 is a 丁巳… find a 子 day in 寅月 2025 and check.
    for offset in range(30):
        facts = api.day(date(2025, 2, 4) + timedelta(days=offset))
        if facts.pillars.day.branch == 0:
            assert facts.solar_month.number == 1
            assert facts.huangdao.god == "青龙" and facts.huangdao.kind == "黄道"
            break
    else:
        pytest.fail("no 子 day found")


def test_mansion_weekdays_follow_seed_003():
    # Seed 003 L1175/L1179: 心危毕张 are 太阴 (Monday) mansions, 房虚昴星 太阳 (Sunday) ones.
    day = date(1901, 1, 1)
    for _ in range(400):
        name = day_basics.mansion(day.toordinal())
        if name in "心危毕张":
            assert day.isoweekday() == 1, (day, name)
        if name in "房虚昴星":
            assert day.isoweekday() == 7, (day, name)
        day += timedelta(days=1)


def test_mansion_cycle_is_continuous():
    start = date(2025, 1, 1).toordinal()
    names = [day_basics.mansion(start + i) for i in range(56)]
    assert "".join(names[:28]) in MANSIONS * 2
    assert names[:28] == names[28:]
    assert day_basics.mansion(date(2000, 1, 1).toordinal()) == "胃"


def test_clash_and_sha():
    c = day_basics.clash(BRANCHES.index("子"))
    assert (c.branch, c.zodiac, c.sha) == ("午", "马", "南")
    # 001 L85–89: 寅午戌 劫煞亥 灾煞子 岁煞丑 → 北; 亥卯未 → 西; 巳酉丑 → 东.
    assert day_basics.clash(BRANCHES.index("午")).sha == "北"
    assert day_basics.clash(BRANCHES.index("卯")).sha == "西"
    assert day_basics.clash(BRANCHES.index("酉")).sha == "东"


def test_pengzu_worked_examples():
    # Digest D9 (seed 003 §六): 甲子日 → 甲不开仓 子不问卜; 癸亥日 → 癸不词讼 亥不嫁娶.
    assert day_basics.pengzu(ganzhi_from_name("甲子")) == ("甲不开仓", "子不问卜")
    assert day_basics.pengzu(ganzhi_from_name("癸亥")) == ("癸不词讼", "亥不嫁娶")
    assert day_basics.pengzu_consequences(ganzhi_from_name("甲子")) == ("财物耗散", "自惹灾殃")
