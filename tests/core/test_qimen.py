"""奇门三元 (seed 003_50e88f566c4c21ff.txt, 奇门三元 L1863–L1943)."""

from datetime import date, datetime, timedelta

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


# --- the text's statements one by one (audit of issue #10: every worked example of digest §16 is a test) ------
# Expected values are read off the seed (003_50e88f566c4c21ff.txt); each test quotes its line, and
# test_quotes_are_the_seeds checks the quotes against the seed when it is present.

SEED = "003_50e88f566c4c21ff.txt"
QUOTES = {
    1867: "冬至惊蛰一七四小寒二八五为次大寒春分三九六立春八五二为局雨水九六三无失清明立夏四一七谷雨小满五二八芒种六三九为法",
    1875: "夏至白露九三六小暑八二五阴局大暑秋分七一四立秋二五八宫次处暑一四七为是霜降小雪五八二寒露立冬六九三大雪四七一宫缄",
    1883: "坎宫一位起蓬休芮死还居坤二流冲宿伤门三震位杜门天辅巽宫周心开乾六禽星五天柱惊门兑七求生任居艮景英九禽宿无门坤上游",
    1891: "戊同甲子己同甲戌庚同甲申辛同甲午壬同甲辰癸同甲寅捷法阳顺阴逆以戊己庚辛壬癸丁丙乙为次",
    1895: "盖五日，六十时为一元而甲己日必甲子时",
    1899: "甲子甲午己卯己酉日为上元甲寅甲申己巳己亥日为中元甲辰甲戌己丑己未日为下元如阳遁一局甲子日为上元甲子时起坎一己巳日为中元甲子时起兑七甲戌为下元甲子时起巽四至己卯日复为上元",
    1903: "冬至坎立春艮春分震立夏巽皆阳遁顺行夏至离立秋坤秋分兑立冬乾皆阴遁逆行如冬至上元用坎一局小寒上元则用坤二局大寒上元则用震三局夏至上元用离九局小暑上元则用艮八局大暑上元则用兑七局",
    1907: "如今年甲子日冬至用冬至上元是为正授正之云者符首与节同日也。至明年冬至为己巳日符首甲子在冬至前五日则冬至前甲子日即用冬至上元是为超神",
    1911: "至后年冬至为甲戌日前之符首甲子在冬至前十日后之符首己卯在冬至后五日前远后近则冬至前甲子日仍用大雪上元己巳日仍用大雪中元冬至之甲戌日仍用大雪下元而冬至后之己卯日方用冬至上元重用大雪三元是为置闰",
    1915: "如前之符首在节前七日后之符首在节后八日前近后远则当仍用超神若前之符首在节前八日后之符首在节后七日前远后近则当置闰可也",
    1927: "正授之后为超神超神之后为置闰置闰之后为接气接气之后为正授或为超神此则一定不易耳",
    1807: "天蓬加著地天蓬天蓬若到天英上须知即是反吟宫",
    1811: "八门返复皆如此生在生门死在死",
    1939: "英戊直符加甲子，景门直使亦加甲子，是为伏吟",
    1943: "全局一千八十各有专书今不尽录也",
}


def test_quotes_are_the_seeds(seeds_dir):
    lines = (seeds_dir / SEED).read_text(encoding="utf-8").splitlines()
    for n, quote in QUOTES.items():
        assert quote in lines[n - 1], n


def test_ju_songs_as_printed_L1867_L1875():
    # L1867 阳遁歌: 冬至惊蛰一七四 小寒二八五 大寒春分三九六 立春八五二 雨水九六三 清明立夏四一七 谷雨小满五二八 芒种六三九
    # L1875 阴遁歌: 夏至白露九三六 小暑八二五 大暑秋分七一四 立秋二五八 处暑一四七 霜降小雪五八二 寒露立冬六九三 大雪四七一
    printed = {
        "冬至": "174", "惊蛰": "174", "小寒": "285", "大寒": "396", "春分": "396", "立春": "852", "雨水": "963",
        "清明": "417", "立夏": "417", "谷雨": "528", "小满": "528", "芒种": "639",
        "夏至": "936", "白露": "936", "小暑": "825", "大暑": "714", "秋分": "714", "立秋": "258", "处暑": "147",
        "霜降": "582", "小雪": "582", "寒露": "693", "立冬": "693", "大雪": "471",
    }
    assert set(printed) == set(q.TERM_NAMES)
    assert {t: "".join(map(str, data.JU_BY_TERM[t])) for t in printed} == printed


def test_dun_and_eight_nodes_L1903():
    # L1903: 冬至坎 立春艮 春分震 立夏巽 皆阳遁顺行 夏至离 立秋坤 秋分兑 立冬乾 皆阴遁逆行
    for node, palace, dun in (("冬至", 1, "阳遁"), ("立春", 8, "阳遁"), ("春分", 3, "阳遁"), ("立夏", 4, "阳遁"),
                              ("夏至", 9, "阴遁"), ("立秋", 2, "阴遁"), ("秋分", 7, "阴遁"), ("立冬", 6, "阴遁")):
        i = q.TERM_INDEX[node]
        assert data.JU_BY_TERM[node][0] == palace, node
        assert [q._dun_of_term((i + k) % 24) for k in range(3)] == [dun] * 3, node  # 一气统三
    # 冬至上元用坎一局 小寒上元则用坤二局 大寒上元则用震三局 夏至上元用离九局 小暑上元则用艮八局 大暑上元则用兑七局
    assert [data.JU_BY_TERM[t][0] for t in ("冬至", "小寒", "大寒", "夏至", "小暑", "大暑")] == [1, 2, 3, 9, 8, 7]


def test_fushou_days_L1899():
    # L1899: 甲子甲午己卯己酉日为上元 甲寅甲申己巳己亥日为中元 甲辰甲戌己丑己未日为下元
    assert data.FUSHOU == {**dict.fromkeys(("甲子", "甲午", "己卯", "己酉"), "上元"),
                           **dict.fromkeys(("甲寅", "甲申", "己巳", "己亥"), "中元"),
                           **dict.fromkeys(("甲辰", "甲戌", "己丑", "己未"), "下元")}
    # every day of a 元 shares its 符首's 元; a 元 is five days (L1895: 五日六十时为一元)
    for o in range(739000, 739060):
        head = o - day_ganzhi(o).index % 5
        assert day_ganzhi(head).name in data.FUSHOU
        assert q.qimen_day_facts(o).yuan == data.FUSHOU[day_ganzhi(head).name]


def test_yuan_sequence_of_yang1_on_real_days_L1899():
    # L1899: 如阳遁一局甲子日为上元甲子时起坎一 己巳日为中元甲子时起兑七 甲戌为下元甲子时起巽四 至己卯日复为上元
    # 2025-12-21 is a 甲子 day on which 冬至 (阳遁 1 7 4) falls; the next term 小寒 (上元 2) starts on 己卯.
    expected = [(date(2025, 12, 21), "甲子", "冬至", "上元", 1, 1), (date(2025, 12, 26), "己巳", "冬至", "中元", 7, 7),
                (date(2025, 12, 31), "甲戌", "冬至", "下元", 4, 4), (date(2026, 1, 5), "己卯", "小寒", "上元", 2, 2)]
    for day, name, term, yuan, ju, wu_palace in expected:
        o = day.toordinal()
        assert day_ganzhi(o).name == name
        facts = q.qimen_day_facts(o)
        assert (facts.dun, facts.term, facts.yuan, facts.ju) == ("阳遁", term, yuan, ju), day
        # L1895 甲己日必甲子时: the 子 hour (23:00 the evening before) is 甲子, and its 甲子戊 sits on the 局's palace
        chart = q.qimen_chart(datetime(day.year, day.month, day.day, 0, 0, tzinfo=CST) - timedelta(minutes=30))
        assert (chart.hour, chart.ju, chart.yuan) == ("甲子", ju, yuan)
        assert chart.palaces[wu_palace].earth_stem == "戊" and chart.zhifu_palace == wu_palace


def test_zhengshou_chaoshen_zhirun_jieqi_2002_to_2004_L1907_L1911_L1915():
    # The text's three years happen in 2002–2004: 冬至 on 甲子 (2002-12-22), on 己巳 (2003-12-22), on 甲戌 (2004-12-21).
    winter_days = set(q._term_days(q.WINTER))
    for day, name in ((date(2002, 12, 22), "甲子"), (date(2003, 12, 22), "己巳"), (date(2004, 12, 21), "甲戌")):
        assert day.toordinal() in winter_days and day_ganzhi(day.toordinal()).name == name

    def facts(day):
        f = q.qimen_day_facts(day.toordinal())
        return f.term, f.yuan, f.method, f.dun, f.ju

    # L1907 今年甲子日冬至用冬至上元是为正授
    assert facts(date(2002, 12, 22)) == ("冬至", "上元", "正授", "阳遁", 1)
    # L1907 明年冬至为己巳日 符首甲子在冬至前五日 则冬至前甲子日即用冬至上元 是为超神
    assert day_ganzhi(date(2003, 12, 17).toordinal()).name == "甲子"
    assert facts(date(2003, 12, 17)) == ("冬至", "上元", "超神", "阳遁", 1)
    assert facts(date(2003, 12, 22)) == ("冬至", "中元", "超神", "阳遁", 7)
    # L1911 后年冬至为甲戌日 … 冬至前甲子日仍用大雪上元 己巳日仍用大雪中元 冬至之甲戌日仍用大雪下元 (大雪 四七一, L1875)
    #       而冬至后之己卯日方用冬至上元 重用大雪三元是为置闰; L1915 后己卯日方用冬至上元是为接气
    for day, name, expected in ((date(2004, 12, 11), "甲子", ("大雪", "上元", "置闰", "阴遁", 4)),
                                (date(2004, 12, 16), "己巳", ("大雪", "中元", "置闰", "阴遁", 7)),
                                (date(2004, 12, 21), "甲戌", ("大雪", "下元", "置闰", "阴遁", 1)),
                                (date(2004, 12, 26), "己卯", ("冬至", "上元", "接气", "阳遁", 1))):
        assert day_ganzhi(day.toordinal()).name == name
        assert facts(day) == expected, day
    # 重用大雪三元: the fifteen days before the repeat were 大雪 already
    assert facts(date(2004, 11, 26))[:2] == ("大雪", "上元")


def test_dingqi_distance_rule_on_real_solstices_L1915():
    # L1915 前之符首在节前七日后之符首在节后八日前近后远则当仍用超神: 夏至 2024-06-21, 符首 06-14 (7 before) and 06-29 (8 after)
    assert date(2024, 6, 21).toordinal() in q._term_days(q.SUMMER)
    assert [day_ganzhi(date(2024, 6, d).toordinal()).name for d in (14, 29)] == ["己酉", "甲子"]
    f = q.qimen_day_facts(date(2024, 6, 14).toordinal())
    assert (f.term, f.yuan, f.method, f.dun, f.ju) == ("夏至", "上元", "超神", "阴遁", 9)
    # 若前之符首在节前八日后之符首在节后七日前远后近则当置闰: 冬至 2015-12-22, 符首 12-14 (8 before) and 12-29 (7 after)
    assert date(2015, 12, 22).toordinal() in q._term_days(q.WINTER)
    assert [day_ganzhi(date(2015, 12, d).toordinal()).name for d in (14, 29)] == ["甲子", "己卯"]
    f = q.qimen_day_facts(date(2015, 12, 14).toordinal())
    assert (f.term, f.yuan, f.method) == ("大雪", "上元", "置闰")
    f = q.qimen_day_facts(date(2015, 12, 29).toordinal())
    assert (f.term, f.yuan, f.method, f.dun, f.ju) == ("冬至", "上元", "接气", "阳遁", 1)


def test_order_of_the_fitting_states_L1927():
    # L1927: 正授之后为超神 超神之后为置闰 置闰之后为接气 接气之后为正授或为超神 (a state may last several solstices)
    seq = [q.block_of(day).method for _, day, _ in q._solstices()[2:-2]]
    allowed = {("正授", "超神"), ("超神", "超神"), ("超神", "置闰"), ("置闰", "接气"), ("接气", "接气"),
               ("接气", "正授"), ("接气", "超神")}
    assert set(zip(seq, seq[1:])) <= allowed
    assert set(seq) == {"正授", "超神", "置闰", "接气"}
    # the block a 置闰 repeats was itself taken early (超神)
    for o in range(date(1901, 1, 1).toordinal(), date(2099, 6, 1).toordinal(), 15):
        b = q.block_of(o)
        if b.method == "置闰":
            before = q.block_of(b.start - 15)
            assert (before.term, before.method) == (b.term, "超神")


def test_six_yi_and_home_palaces_L1891_L1883():
    # L1891 戊同甲子 己同甲戌 庚同甲申 辛同甲午 壬同甲辰 癸同甲寅; 捷法 以戊己庚辛壬癸丁丙乙为次
    assert data.XUN_YI == {"甲子": "戊", "甲戌": "己", "甲申": "庚", "甲午": "辛", "甲辰": "壬", "甲寅": "癸"}
    assert data.EARTH_ORDER == "戊己庚辛壬癸丁丙乙"
    # L1883 坎一蓬休 坤二芮死 震三冲伤 巽四辅杜 乾六心开 中五禽 兑七柱惊 艮八任生 离九英景 禽宿无门坤上游
    assert data.HOME_STAR == dict(zip(range(1, 10), ("天蓬", "天芮", "天冲", "天辅", "天禽", "天心", "天柱", "天任", "天英")))
    assert data.HOME_DOOR == {1: "休门", 2: "死门", 3: "伤门", 4: "杜门", 6: "开门", 7: "惊门", 8: "生门", 9: "景门"}


def test_worked_chart_yin9_jiazi_is_fuyin_L1939():
    # L1939: 英戊直符加甲子，景门直使亦加甲子，是为伏吟 — every star and door stays home
    c = q.layout("阴遁", 9, "甲子")
    assert all(p.heaven_stem == p.earth_stem and p.star == data.HOME_STAR[n] for n, p in c.palaces.items())
    assert all(p.door == data.HOME_DOOR.get(n) for n, p in c.palaces.items())
    assert any(r.startswith("伏吟") for r in c.reasons) and any(r.startswith("门伏吟") for r in c.reasons)


def test_chart_a_yichou_is_star_fanyin_L1807():
    # L1807: 天蓬若到天英上须知即是反吟宫 — in chart A (L1935) 蓬戊直符加乙在离九
    c = q.layout("阳遁", 1, "乙丑")
    assert c.palaces[9].star == "天蓬" and any(r.startswith("反吟: 直符天蓬") for r in c.reasons)
    assert c.good_hour  # the 按 still calls it 兑方吉 (L1935)


def _door_home(chart) -> bool:
    return all(p.door == data.HOME_DOOR.get(n) for n, p in chart.palaces.items())


def _door_opposite(chart) -> bool:
    return all(p.door == data.HOME_DOOR.get(10 - n) for n, p in chart.palaces.items() if n != 5)


def test_door_fuyin_and_fanyin_whenever_the_doors_are_home_or_opposite_L1811():
    # L1811: 八门返复皆如此 生在生门死在死 — a door on its own palace is 伏吟, on the opposite palace 反吟, at any hour
    # (e.g. 阳遁一局 癸酉: 休门 counts 1→…→9→1 and is home again; 阳遁二局 丁卯: 死门 lands on 中五 and lodges in 坤二)
    assert _door_home(q.layout("阳遁", 1, "癸酉")) and _door_home(q.layout("阳遁", 2, "丁卯"))
    assert _door_opposite(q.layout("阳遁", 1, "壬申"))  # 休门 on 离九
    for dun in ("阳遁", "阴遁"):
        for ju in range(1, 10):
            for h in range(60):
                c = q.layout(dun, ju, q.ganzhi(h))
                assert any(r.startswith("门伏吟") for r in c.reasons) == _door_home(c), (dun, ju, h)
                assert any(r.startswith("门反吟") for r in c.reasons) == _door_opposite(c), (dun, ju, h)


def test_eighteen_ju_of_sixty_hours_make_1080_charts_L1943():
    # L1943 全局一千八十; L1787 一千八十当时制 … 张子房一十八局: 18 局 × 60 时. (Some hours share a layout, e.g. 甲寅 and
    # 癸亥 of one 局 — 甲寅 hides under 癸 and the 直使 is home again after nine steps — so 1080 counts charts, not layouts.)
    charts = {(c.dun, c.ju, c.hour) for c in (q.layout(dun, ju, q.ganzhi(h))
                                               for dun in ("阳遁", "阴遁") for ju in range(1, 10) for h in range(60))}
    assert len(charts) == 1080
