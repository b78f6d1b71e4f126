"""奇门三元 (seed 003_50e88f566c4c21ff.txt, 奇门三元 L1863–L1943)."""

from datetime import date, datetime

import pytest

from almanac.core.calendar.civil import CST
from almanac.core.calendar.pillars import day_ganzhi
from almanac.core.data import qimen as data
from almanac.core.rules import qimen as q


def _cells(chart):
    return {p: (c.earth_stem, c.heaven_stem, c.star, c.door) for p, c in chart.palaces.items()}


def test_ju_table_rules():
    # 一气统三 (L1903): 上元 n, n±1, n±2; 中元 = 上元 ± 6, 下元 = 上元 ± 12 (mod 9)
    for start, first, sign in (("冬至", 1, 1), ("立春", 8, 1), ("春分", 3, 1), ("立夏", 4, 1),
                               ("夏至", 9, -1), ("立秋", 2, -1), ("秋分", 7, -1), ("立冬", 6, -1)):
        i = q.TERM_INDEX[start]
        for k in range(3):
            up, mid, low = data.JU_BY_TERM[q.TERM_NAMES[(i + k) % 24]]
            assert up == (first - 1 + sign * k) % 9 + 1
            assert mid == (up - 1 + sign * 6) % 9 + 1 and low == (up - 1 + sign * 12) % 9 + 1


def test_earth_plates_of_text():
    assert q.earth_plate("阳遁", 1) == dict(zip(range(1, 10), "戊己庚辛壬癸丁丙乙"))  # L1931
    assert q.earth_plate("阴遁", 9) == {9: "戊", 8: "己", 7: "庚", 6: "辛", 5: "壬", 4: "癸", 3: "丁", 2: "丙", 1: "乙"}  # L1939


def test_worked_chart_yang1_jiazi_fuyin():  # L1931
    c = q.layout("阳遁", 1, "甲子")
    assert (c.zhifu, c.zhishi, c.zhifu_palace, c.zhishi_palace) == ("天蓬", "休门", 1, 1)
    assert all(p.heaven_stem == p.earth_stem for p in c.palaces.values())
    assert any("伏吟" in r for r in c.reasons)


def test_worked_chart_yang1_yichou():  # L1935 (doors other than 休 生 开 derived)
    c = q.layout("阳遁", 1, "乙丑")
    assert _cells(c) == {
        1: ("戊", "己", "天芮", "杜门"), 2: ("己", "庚", "天冲", "休门"), 3: ("庚", "辛", "天辅", "死门"),
        4: ("辛", "壬", "天禽", "惊门"), 5: ("壬", "癸", "天心", None), 6: ("癸", "丁", "天柱", "伤门"),
        7: ("丁", "丙", "天任", "生门"), 8: ("丙", "乙", "天英", "景门"), 9: ("乙", "戊", "天蓬", "开门"),
    }
    assert (c.zhifu, c.zhishi, c.zhishi_palace) == ("天蓬", "休门", 2)
    assert c.good_hour and [r for r in c.reasons if "吉" in r and "奇" in r] == ["兑7: 丙奇与生门合，兑方吉"]


def test_worked_chart_yin9_jiazi_fuyin():  # L1939
    c = q.layout("阴遁", 9, "甲子")
    assert (c.zhifu, c.zhishi, c.zhifu_palace, c.zhishi_palace) == ("天英", "景门", 9, 9)


def test_worked_chart_yin9_bingyin():  # L1943 (doors other than 景 开 休 生 derived)
    c = q.layout("阴遁", 9, "丙寅")
    assert _cells(c) == {
        1: ("乙", "己", "天任", "惊门"), 2: ("丙", "戊", "天英", "杜门"), 3: ("丁", "乙", "天蓬", "休门"),
        4: ("癸", "丙", "天芮", "生门"), 5: ("壬", "丁", "天冲", None), 6: ("辛", "癸", "天辅", "死门"),
        7: ("庚", "壬", "天禽", "景门"), 8: ("己", "辛", "天心", "开门"), 9: ("戊", "庚", "天柱", "伤门"),
    }
    assert c.zhishi_palace == 7
    good = [r for r in c.reasons if "方吉" in r]
    assert good == ["震3: 乙奇与休门合，震方吉", "巽4: 丙奇与生门合，巽方吉"]


def test_yuan_sequence_of_text():  # L1899: 甲子 上元 局1, 己巳 中元 局7, 甲戌 下元 局4 in 阳遁一局 terms
    assert data.JU_BY_TERM["冬至"] == (1, 7, 4)
    for name, yuan in data.FUSHOU.items():
        i = [g.name for g in (day_ganzhi(o) for o in range(700000, 700060))].index(name)
        assert ("上元", "中元", "下元")[(day_ganzhi(700000 + i).index // 5) % 3] == yuan


def test_zhongzi_and_centre_lodging():
    # 旬首 仪 in 中五: 直符 天禽, 直使 死门 (寄坤); 直使 never lands on 中五
    c = q.layout("阳遁", 1, "甲辰")
    assert (c.zhifu, c.zhishi, c.zhishi_palace) == ("天禽", "死门", 2)
    for dun in ("阳遁", "阴遁"):
        for ju in range(1, 10):
            for h in range(60):
                chart = q.layout(dun, ju, q.ganzhi(h))
                assert chart.zhishi_palace != 5
                assert sorted(p.door for p in chart.palaces.values() if p.door) == sorted(data.HOME_DOOR.values())
                assert sorted(p.star for p in chart.palaces.values()) == sorted(data.HOME_STAR.values())


def test_fitting_covers_1901_2099_without_skips():
    methods = set()
    prev = None
    for o in range(date(1901, 1, 1).toordinal(), date(2100, 1, 1).toordinal(), 5):
        b = q.block_of(o)
        methods.add(b.method)
        if prev and b.start != prev.start:
            assert b.start == prev.start + 15
            assert b.term == (prev.term + (0 if b.method == "置闰" else 1)) % 24
        prev = b
    assert methods == {"正授", "超神", "置闰", "接气"}


def test_zhirun_only_before_solstices_and_followed_by_jieqi():
    for o in range(date(1901, 1, 1).toordinal(), date(2099, 6, 1).toordinal(), 15):
        b = q.block_of(o)
        if b.method == "置闰":
            assert q.TERM_NAMES[b.term] in ("大雪", "芒种")
            nxt = q.block_of(b.start + 15)
            assert q.TERM_NAMES[nxt.term] in ("冬至", "夏至") and nxt.method == "接气"


def test_distance_rule_at_solstice():  # L1915: 前近后远 超神, 前远后近 置闰
    for term, day, rule_start in q._solstices()[2:-2]:
        b = q.block_of(day)
        prev = q._shangyuan_start(day)
        if day - prev <= 7:
            assert (b.start, b.term) == (prev, term)
        else:
            # 前远后近: the solstice starts on the next 符首 (接气); the block before it is a 置闰 repeat
            # unless the natural sequence already reached it there.
            assert b.term == (term - 1) % 24  # 置闰 repeat, or 大雪/芒种 reached naturally
            assert q.block_of(prev + 15).term == term and q.block_of(prev + 15).method == "接气"


def test_live_chart_is_consistent():
    c = q.qimen_chart(datetime(2024, 6, 1, 12, 30, tzinfo=CST))
    assert c.term in data.JU_BY_TERM and c.ju == data.JU_BY_TERM[c.term][("上元", "中元", "下元").index(c.yuan)]
    assert c.dun == ("阳遁" if c.term in ("冬至", "小寒", "大寒", "立春", "雨水", "惊蛰", "春分", "清明", "谷雨",
                                         "立夏", "小满", "芒种") else "阴遁")
    # 23:00 belongs to the next 奇门 day (子 hour)
    late = q.qimen_chart(datetime(2024, 6, 1, 23, 10, tzinfo=CST))
    nxt = q.qimen_chart(datetime(2024, 6, 2, 0, 10, tzinfo=CST))
    assert late.hour == nxt.hour and late.ju == nxt.ju
    assert c.as_dict()["palaces"][1]["name"] == "坎"


def test_bad_input():
    with pytest.raises(ValueError):
        q.layout("阳遁", 0, "甲子")
