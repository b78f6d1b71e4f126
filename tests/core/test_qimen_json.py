"""奇门 of each hour in the day JSON (api: hour `qimen`), and an independent reading of the layout rules.

Seed 003_50e88f566c4c21ff.txt, 奇门三元 L1863–L1943; the two worked charts are L1931–L1943.
"""

import json
from datetime import date, datetime, timedelta

import pytest

from almanac.core import api
from almanac.core.calendar.civil import CST
from almanac.core.calendar.ganzhi import BRANCHES, STEMS, ganzhi
from almanac.core.rules import qimen as q
from almanac.core.rules.hours import hour_window

# The text's two worked charts on real dates: 2025-12-21 is a 甲子 day on which 冬至 falls (正授, the
# text's own example of 正授 at L1907): 阳遁一局 上元, and its 丑 hour is 乙丑 (chart A, L1935).
# 2025-06-24 is the 甲子 day after 夏至 (接气): 阴遁九局 上元, and its 寅 hour is 丙寅 (chart B, L1943).
CHART_A = (date(2025, 12, 21), "丑")
CHART_B = (date(2025, 6, 24), "寅")


def _hour(day: date, branch: str) -> dict:
    return api.day(day).as_dict()["hours"][BRANCHES.index(branch)]


def _cells(qimen: dict) -> dict[int, tuple]:
    return {c["number"]: (c["earth_stem"], c["heaven_stem"], c["star"], c["door"])
            for row in qimen["grid"] for c in row}


def test_hour_qimen_keys_and_the_text_chart_a():
    h = _hour(*CHART_A)
    qm = h["qimen"]
    assert h["pillar"] == "乙丑"
    assert {"dun", "ju", "yuan", "grid", "lucky"} <= set(qm)
    assert (qm["dun"], qm["ju"], qm["yuan"], qm["method"], qm["term"], qm["hour"]) == ("阳遁", 1, "上元", "正授", "冬至", "乙丑")
    assert (qm["zhifu"], qm["zhifu_palace"], qm["zhishi"], qm["zhishi_palace"]) == ("天蓬", 9, "休门", 2)
    # L1935: 蓬戊加离九 芮己坎一 冲庚坤二 辅辛震三 禽壬巽四 心癸中五 柱丁乾六 任丙兑七 英乙艮八; 休门坤二 生门兑 开门离
    assert _cells(qm) == {
        1: ("戊", "己", "天芮", "杜门"), 2: ("己", "庚", "天冲", "休门"), 3: ("庚", "辛", "天辅", "死门"),
        4: ("辛", "壬", "天禽", "惊门"), 5: ("壬", "癸", "天心", None), 6: ("癸", "丁", "天柱", "伤门"),
        7: ("丁", "丙", "天任", "生门"), 8: ("丙", "乙", "天英", "景门"), 9: ("乙", "戊", "天蓬", "开门"),
    }
    # 丙奇与生门合于兑方，吉
    assert qm["lucky"] is True
    assert qm["lucky_palaces"] == [{"number": 7, "name": "兑", "stem": "丙", "door": "生门", "text": "兑方 丙奇+生门"}]
    assert "兑7: 丙奇与生门合，兑方吉" in qm["reasons"]


def test_the_text_chart_b():
    qm = _hour(*CHART_B)["qimen"]
    assert (qm["dun"], qm["ju"], qm["yuan"], qm["method"], qm["term"], qm["hour"]) == ("阴遁", 9, "上元", "接气", "夏至", "丙寅")
    # L1943: 英戊加坤二 任己坎一 柱庚离九 心辛艮八 禽壬兑七 辅癸乾六 冲丁中五 芮丙巽四 蓬乙震三; 景门兑七 开门艮 休门震 生门巽
    cells = _cells(qm)
    assert {p: cells[p][1:3] for p in cells} == {
        2: ("戊", "天英"), 1: ("己", "天任"), 9: ("庚", "天柱"), 8: ("辛", "天心"), 7: ("壬", "天禽"),
        6: ("癸", "天辅"), 5: ("丁", "天冲"), 4: ("丙", "天芮"), 3: ("乙", "天蓬"),
    }
    assert (cells[7][3], cells[8][3], cells[3][3], cells[4][3]) == ("景门", "开门", "休门", "生门")
    # 休门在震与乙奇合 生门在巽与丙奇合 … 震巽二方吉
    assert [p["text"] for p in qm["lucky_palaces"]] == ["震方 乙奇+休门", "巽方 丙奇+生门"]


def test_grid_is_the_luoshu_south_up():
    qm = _hour(*CHART_A)["qimen"]
    assert [[c["number"] for c in row] for row in qm["grid"]] == [[4, 9, 2], [3, 5, 7], [8, 1, 6]]
    assert [[c["name"] for c in row] for row in qm["grid"]] == [["巽", "离", "坤"], ["震", "中", "兑"], ["艮", "坎", "乾"]]
    assert set(qm["grid"][0][0]) == {"number", "name", "earth_stem", "heaven_stem", "star", "door"}


DAYS = [date(1901, 1, 1), date(1950, 6, 21), date(2024, 12, 21), date(2025, 1, 29), *CHART_A[:1], *CHART_B[:1],
        date(2099, 12, 31)] + [date(2026, 1, 1) + timedelta(days=11 * k) for k in range(34)]


@pytest.mark.parametrize("day", DAYS, ids=str)
def test_every_strip_hour_is_the_chart_of_its_own_time_span(day):
    """Hour k of civil day D spans hour_window(k), 子 from 23:00 of D−1: its chart is qimen_chart of any
    moment in that span (start, midpoint, last minute)."""
    facts = api.day(day)
    hours = facts.as_dict()["hours"]
    for k, h in enumerate(hours):
        start_clock, _ = hour_window(k)
        start = datetime(day.year, day.month, day.day, int(start_clock[:2]), tzinfo=CST)
        if k == 0:
            start -= timedelta(days=1)  # 子 begins the evening before
        for moment in (start, start + timedelta(hours=1), start + timedelta(minutes=119)):
            chart = q.qimen_chart(moment)
            qm = h["qimen"]
            assert chart.hour == h["pillar"] == qm["hour"], (day, k, moment)
            assert (chart.dun, chart.ju, chart.yuan, chart.method, chart.term) == (
                qm["dun"], qm["ju"], qm["yuan"], qm["method"], qm["term"]), (day, k, moment)
            assert _cells(qm) == {p: (c.earth_stem, c.heaven_stem, c.star, c.door) for p, c in chart.palaces.items()}
            assert qm["lucky"] == chart.good_hour and qm["reasons"] == list(chart.reasons[1:])
            assert (qm["zhifu"], qm["zhishi"], qm["zhifu_palace"], qm["zhishi_palace"]) == (
                chart.zhifu, chart.zhishi, chart.zhifu_palace, chart.zhishi_palace)
    # and the fast JSON is the dict's JSON
    assert facts.as_json() == json.dumps(facts.as_dict(), ensure_ascii=False, separators=(",", ":"))


def test_shared_hour_objects_get_each_days_own_chart():
    """HourFacts are shared by days with the same pillars; the 奇门 part is per day."""
    a, b = api.day(date(2025, 12, 21)), None
    for offset in range(60, 3000, 60):  # the same day pillar 60 days on, until one shares the hour objects
        other = api.day(date(2025, 12, 21) + timedelta(days=offset))
        if other.hours[1] is a.hours[1] and other.qimen.ju != a.qimen.ju:
            b = other
            break
    assert b is not None
    assert a.as_dict()["hours"][1]["qimen"]["ju"] != b.as_dict()["hours"][1]["qimen"]["ju"]
    assert not hasattr(a.hours[1], "qimen")  # the shared hour value carries no chart of its own
    for facts in (a, b):
        assert facts.as_json() == json.dumps(facts.as_dict(), ensure_ascii=False, separators=(",", ":"))


def test_day_sources_cite_the_qimen_lines():
    sources = api.day(date(2025, 12, 21)).as_dict()["sources"]["qimen"]
    for line in ("L1887", "L1891", "L1883", "L1919", "L1899", "L1867", "L1875", "L1907", "L1911", "L1915"):
        assert line in sources
    assert all(one.startswith("003_50e88f566c4c21ff.txt 奇门三元") for one in sources.split(", "))


def test_hour_chart_is_qimen_chart():
    facts = api.day(date(2025, 12, 21))
    full = api.hour_chart(facts, 1)
    assert full == q.qimen_chart(datetime(2025, 12, 21, 2, 0, tzinfo=CST))
    assert full.reasons[0] == "冬至上元 (正授) 阳遁1局 乙丑时"


# --- an independent reading of the layout (L1891, L1883, L1919) ---------------------------------------
# Written from the text without the module's shortcuts: the earth plate by 顺布六仪逆布三奇 (not the
# 捷法 sequence), the stars walked one by one from the 直符 (阳 forward, 阴 backward, "阳顺阴逆"), the
# doors turned as a rigid wheel by compass angle round the 后天 trigrams ("不论阴阳八门顺转八卦").

LUOSHU = list(range(1, 10))
HOME_STAR = dict(zip(LUOSHU, ("天蓬", "天芮", "天冲", "天辅", "天禽", "天心", "天柱", "天任", "天英")))  # L1883
HOME_DOOR = {1: "休门", 8: "生门", 3: "伤门", 4: "杜门", 9: "景门", 2: "死门", 7: "惊门", 6: "开门"}  # L1883
BEARING = {1: 0, 8: 45, 3: 90, 4: 135, 9: 180, 2: 225, 7: 270, 6: 315}  # 坎 N, 艮 NE, 震 E … 乾 NW (后天)
PALACE_AT = {deg: p for p, deg in BEARING.items()}
XUN_HEAD_YI = {0: "戊", 10: "己", 20: "庚", 30: "辛", 40: "壬", 50: "癸"}  # 甲子戊 甲戌己 … 甲寅癸 (L1891)


def _walk(start: int, steps: int) -> int:
    return LUOSHU[(LUOSHU.index(start) + steps) % 9]


def _earth(dun: str, ju: int) -> dict[int, str]:
    forward = 1 if dun == "阳遁" else -1
    plate = {_walk(ju, forward * i): yi for i, yi in enumerate("戊己庚辛壬癸")}  # 六仪: 阳顺 阴逆
    for i, qi in enumerate("乙丙丁"):  # 三奇 the other way round, 乙 next to 戊 on the far side
        plate[_walk(ju, -forward * (i + 1))] = qi
    return plate


def _reading(dun: str, ju: int, hour_index: int):
    earth = _earth(dun, ju)
    where = {stem: p for p, stem in earth.items()}
    head = hour_index - hour_index % 10
    home = where[XUN_HEAD_YI[head]]  # the 旬首 仪's palace
    zhifu = HOME_STAR[home]
    zhishi_home = 2 if home == 5 else home  # 禽 has no door: 寄坤
    zhishi = HOME_DOOR[zhishi_home]
    stem = STEMS[hour_index % 10]
    target = home if stem == "甲" else where[stem]  # 直符加时干 (甲 hides under its 仪)
    forward = 1 if dun == "阳遁" else -1
    stars = {}
    for k in range(9):  # 九星飞布: the k-th star after the 直符 goes k palaces after the hour stem's
        stars[_walk(target, forward * k)] = (HOME_STAR[_walk(home, forward * k)], earth[_walk(home, forward * k)])
    landing = _walk(home, forward * (hour_index - head))  # 直使加时宫: one palace per hour from the 旬首
    if landing == 5:
        landing = 2
    turn = BEARING[landing] - BEARING[zhishi_home]
    doors = {PALACE_AT[(BEARING[p] + turn) % 360]: door for p, door in HOME_DOOR.items()}
    cells = {p: (earth[p], stars[p][1], stars[p][0], doors.get(p)) for p in LUOSHU}
    good = any(c[1] in "乙丙丁" and c[3] in ("开门", "休门", "生门") for c in cells.values())  # 按 L1887
    return zhifu, zhishi, target, landing, cells, good


@pytest.mark.parametrize("dun", ["阳遁", "阴遁"])
@pytest.mark.parametrize("ju", range(1, 10))
def test_independent_reading_matches_layout_for_all_60_hours(dun, ju):
    for h in range(60):
        zhifu, zhishi, target, landing, cells, good = _reading(dun, ju, h)
        chart = q.layout(dun, ju, ganzhi(h))
        chiefs = (chart.zhifu, chart.zhishi, chart.zhifu_palace, chart.zhishi_palace)
        assert chiefs == (zhifu, zhishi, target, landing), h
        assert {p: (c.earth_stem, c.heaven_stem, c.star, c.door) for p, c in chart.palaces.items()} == cells, h
        assert chart.good_hour == good, h


def test_independent_reading_reproduces_the_texts_examples():
    assert _reading("阳遁", 1, 1)[4][7] == ("丁", "丙", "天任", "生门")  # 丙奇与生门合于兑方 (L1935)
    assert _earth("阳遁", 1) == dict(zip(LUOSHU, "戊己庚辛壬癸丁丙乙"))  # L1931
    assert _earth("阴遁", 9) == {9: "戊", 8: "己", 7: "庚", 6: "辛", 5: "壬", 4: "癸", 3: "丁", 2: "丙", 1: "乙"}  # L1939
