"""The month gods the compass used to leave out — 月厌, 五鬼 (月), 月天赦 (two readings) — and the list of the month
gods it leaves out on purpose, each held against the seeds' own words.

Expected positions are written out by hand from the printed rows and the stated rules (not read from the data),
and checked for every month of a whole 60-year cycle. Seed 000 is printed in traditional characters and is
converted with OpenCC (乾 held back: OpenCC turns it into 干), as in test_directions.py.
"""

import re

from almanac.core import api
from almanac.core.calendar.ganzhi import BRANCHES
from almanac.core.calendar.nine_palaces import PALACES
from almanac.core.data import directional_gods as dg
from almanac.core.rules import directions as d
from almanac.core.serialize.compass import compass_god
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_SUMMARY

CYCLE = range(1984, 2044)  # 甲子 … 癸亥
MONTHS = range(1, 13)  # 1 = 寅月 (正月) … 12 = 丑月
JIAN = "寅卯辰巳午未申酉戌亥子丑"  # 月建 of months 1–12 (000 L1113)
PO = "申酉戌亥子丑寅卯辰巳午未"  # 月破 (000 L1115)

# By hand from “正月在戌，逆行十二辰” (000 L1153, 001 L131): 戌, then one branch back each month.
YUEYAN = "戌酉申未午巳辰卯寅丑子亥"
# By hand: the printed row of 000 L1149.
WUGUI_MONTH = "寅丑子亥戌酉申未午巳辰卯"
# By hand from “春戊寅，夏甲午，秋戊申，冬甲子” (001 L459): the pillar's branch, three months a season.
TIANSHE_FIXED = "寅寅寅午午午申申申子子子"


def line(lines: list[str], n: int) -> str:
    return lines[n - 1]


def printed_row(lines: list[str], n: int) -> tuple[str, str]:
    """(label, cells) of a printed table row such as “五    鬼：寅 丑 …”."""
    label, cells = line(lines, n).split("：", 1)
    return re.sub(r"\s", "", label), "".join(c for c in cells if not c.isspace())


def placed(year: int, month: int, key: str) -> list:
    return [p for p in d.month_directions(year, month) if p.god.key == key]


# --- 月厌 -----------------------------------------------------------------------------------------------

def test_yueyan_is_the_printed_row_and_the_rule(s000, s001):
    assert printed_row(s000, 1145)[0] == "月份"
    assert printed_row(s000, 1147) == ("月厌地火", YUEYAN)
    assert "月厌者，正月在戌，逆行十二辰" in line(s000, 1153)
    assert "正月在戌，逆行十二辰" in line(s001, 131)
    assert YUEYAN == "".join(BRANCHES[(BRANCHES.index("戌") - k) % 12] for k in range(12))  # the rule, worked
    assert "".join(dg.god("月厌").place.args) == YUEYAN


def test_yueyan_on_its_mountain_in_every_month_of_a_cycle():
    for year in CYCLE:
        for month in MONTHS:
            (p,) = placed(year, month, "月厌")
            assert p.mountains == (YUEYAN[month - 1],) and p.counted and p.kind == "凶", (year, month)


def test_the_text_says_where_yueyan_stands_by_the_month(s000):
    """L1155: 子午卯酉月 it is on 建 or 破; 寅申辰戌月 it is in the month's 三合 — checked on the printed rows."""
    assert printed_row(s000, 1113) == ("月建", JIAN) and printed_row(s000, 1115) == ("月破", PO)
    triads = ("申子辰", "寅午戌", "巳酉丑", "亥卯未")
    for k in range(12):
        jian, yan = JIAN[k], YUEYAN[k]
        if jian in "子午":
            assert yan == jian
        elif jian in "卯酉":
            assert yan == PO[k]
        elif jian in "寅申辰戌":
            assert any(jian in t and yan in t for t in triads)


# The 利用's weighing, month by month (L1155), written out by hand: (grade, veto, flag).
YUEYAN_WEIGHT = {
    1: ("小煞", "", "月三合"), 2: ("大煞", "坐向", "与月破同方"), 3: ("小煞", "", "月三合"),
    4: ("中煞", "", "巳亥月次之"), 5: ("大煞", "坐向", "与月建同方"), 6: ("小煞", "", "生气"),
    7: ("小煞", "", "月三合"), 8: ("大煞", "坐向", "与月破同方"), 9: ("小煞", "", "月三合"),
    10: ("中煞", "", "巳亥月次之"), 11: ("大煞", "坐向", "与月建同方"), 12: ("小煞", "", "生气"),
}


def test_yueyan_weighed_by_the_month_as_the_liyong_says(s000):
    text = line(s000, 1155)
    for words in ("则月厌当也兼方论也", "子午卯酉月，与建破同方，必不可犯", "巳亥月次之", "寅申辰戌为月三合",
                  "丑未月为生气，太阳丙丁照之可用"):
        assert words in text
    for month, (grade, veto, flag) in YUEYAN_WEIGHT.items():
        (p,) = placed(2026, month, "月厌")
        assert (p.god.grade, p.god.veto, p.flags) == (grade, veto, (flag,)), month
        assert compass_god(p).grade == grade and p.god.key == "月厌"
        if veto:
            assert "与建破同方，必不可犯" in p.god.veto_reason and "(L1155)" in p.god.veto_reason
    for _branches, _grade, _veto, words in dg.YUEYAN_MONTHS:
        for fragment in words.removesuffix(" (L1155)").split("…"):
            assert fragment in text
    # The catalogue entry itself: the lightest weight, 坐向方, the alias 地火 (L1161 然地火即是月厌).
    god = dg.god("月厌")
    assert (god.grade, god.avoid, [a.name for a in god.aliases]) == ("小煞", "坐向方", ["地火"])
    assert god.aliases[0].source.line == 1161
    assert "然地火即是月厌" in line(s000, 1161)


def _reason(verdict, key: str) -> list[tuple]:
    return [(r.at, r.effect, r.flags) for r in verdict.reasons if r.key == key]


def test_yueyan_with_jian_must_not_be_offended():
    # 2001 (辛巳) 五月 (甲午): 月建 午 may be sat on (可坐, L1129) — 月厌 stands on it: “必不可犯”.
    assert (d.year_ganzhi(2001).name, d.month_ganzhi(2001, 5).name) == ("辛巳", "甲午")
    v = d.sitting_verdict(2001, 5, "午")
    assert not any(r.god == "月建" for r in v.reasons)
    assert [(r.god, r.at, r.effect) for r in v.reasons] == [("月厌", "坐", "不可")]
    assert "与建破同方，必不可犯" in v.reasons[0].why and v.reasons[0].flags == ("与月建同方",)
    assert v.build == v.bury == "不可" and not v.reasons[0].burial_exempt


def test_yueyan_with_po_must_not_be_faced():
    # 2034 (甲寅) 二月 (丁卯): 月破 酉 may be faced (可向, L1129) — 月厌 stands on it: 坐卯向酉 is 不可.
    assert (d.year_ganzhi(2034).name, d.month_ganzhi(2034, 2).name) == ("甲寅", "丁卯")
    v = d.sitting_verdict(2034, 2, "卯")
    assert [(r.god, r.at, r.effect) for r in v.reasons] == [("月厌", "向", "不可")]
    assert v.reasons[0].flags == ("与月破同方",)
    assert v.build == v.bury == "不可"


def test_yueyan_in_si_hai_months_and_in_the_mild_months():
    # 2029 (己酉) 四月 (己巳): 月厌 未, “巳亥月次之” — a 中煞 on the sitting mountain: 凶.
    v = d.sitting_verdict(2029, 4, "未")
    assert [(r.god, r.at, r.effect) for r in v.reasons] == [("月厌", "坐", "中")]
    assert v.build == "凶"
    # 2026 (丙午) 三月 (壬辰): 月厌 申, 月三合 — a 小煞; lucky gods stand on 坐/向 (“太阳丙丁照之可用”): 平.
    v = d.sitting_verdict(2026, 3, "申")
    assert [(r.god, r.at, r.effect) for r in v.reasons] == [("月厌", "坐", "轻")]
    assert v.good and v.build == "平"


def test_yueyan_vetoes_sitting_and_facing_in_every_zi_wu_mao_you_month_of_a_cycle():
    for year in CYCLE:
        for month, (grade, _veto, _flag) in YUEYAN_WEIGHT.items():
            yan = YUEYAN[month - 1]
            opposite = BRANCHES[(BRANCHES.index(yan) + 6) % 12]
            for sit, at in ((yan, "坐"), (opposite, "向")):
                v = d.mountain_verdict(year, month, sit)
                effects = {e for a, e, _f in _reason(v, "月厌") if a == at}
                if grade == "大煞":
                    assert effects == {"不可"} and v.level == "不可", (year, month, sit)
                elif grade == "中煞":
                    assert effects in ({"中"}, {"重"}) and v.level in ("凶", "不可"), (year, month, sit)
                else:  # 重 when it shares 太岁's palace (L389)
                    assert effects in ({"轻"}, {"重"}), (year, month, sit)


# --- 五鬼 (月) --------------------------------------------------------------------------------------------

def test_wugui_month_row_and_the_rule_of_the_liyong(s000):
    assert printed_row(s000, 1149) == ("五鬼", WUGUI_MONTH)
    assert "则五鬼乃月厌之白虎" in line(s000, 1165) and "为月厌之后" in line(s000, 1165)
    assert "".join(dg.god("五鬼（月）").place.values) == WUGUI_MONTH
    # 月厌之白虎: four branches on from 月厌 (白虎 is 岁后四辰, L939, and “厌所谓前犹岁所谓后”), worked by hand;
    # the year's 五鬼 likewise stands four on from 岁厌 (“常居岁厌三合前辰”: 子年 岁厌 子, 五鬼 辰, L1157, L1163).
    assert WUGUI_MONTH == "".join(BRANCHES[(BRANCHES.index(b) + 4) % 12] for b in YUEYAN)
    assert "五鬼子年在辰" in line(s000, 1163) and "子年起子逆行" in line(s000, 1157)
    for year_branch in range(12):
        suiyan = BRANCHES[(0 - year_branch) % 12]
        assert d.year_position("五鬼", 2020 + year_branch) == BRANCHES[(BRANCHES.index(suiyan) + 4) % 12]


def test_wugui_month_in_every_month_of_a_cycle_and_its_weight(s000):
    for year in CYCLE:
        for month in MONTHS:
            (p,) = placed(year, month, "五鬼（月）")
            assert p.mountains == (WUGUI_MONTH[month - 1],) and p.counted, (year, month)
    god = dg.god("五鬼（月）")
    assert (god.kind, god.grade, god.avoid, god.scope) == ("凶", "小煞", "方", "month")
    assert "然也小煞，太阳三奇紫白禄马贵人盖照，皆可用也" in line(s000, 1165)
    # A 方 煞: it never enters a sitting verdict.
    for month in MONTHS:
        for name in d.MOUNTAIN_NAMES:
            assert not _reason(d.mountain_verdict(2026, month, name), "五鬼（月）")


# --- 月天赦: 定方 (001 L459) and 活天赦 (000 L675) -------------------------------------------------------------

def test_tianshe_fixed_reading_by_the_season(s001):
    text = line(s001, 459)
    seasons = re.search(r"春(..)，夏(..)，秋(..)，冬(..)", text).groups()
    assert seasons == ("戊寅", "甲午", "戊申", "甲子")
    assert "".join(s[1] * 3 for s in seasons) == TIANSHE_FIXED
    assert "此方修造，可制官符等煞" in text
    assert "天赦：春戊寅，夏甲午，秋戊申，冬甲子" in line(s001, 221)
    assert "".join(dg.god("月天赦（定方）").place.values) == TIANSHE_FIXED
    for year in CYCLE:
        for month in MONTHS:
            (p,) = placed(year, month, "月天赦（定方）")
            assert p.mountains == (TIANSHE_FIXED[month - 1],) and p.counted and p.kind == "吉", (year, month)


def test_huo_tianshe_the_worked_example_of_000(s000):
    text = line(s000, 675)
    assert "用丙子年、癸巳月、甲午日、甲戌时，修亥方" in text and "四月活天赦到亥" in text
    assert (d.year_ganzhi(1996).name, d.month_ganzhi(1996, 4).name) == ("丙子", "癸巳")
    (p,) = placed(1996, 4, "月天赦（活天赦）")
    assert p.palace == 6 and "亥" in p.mountains and p.label == "活天赦（甲午）"
    # The other flying the note names (月建 巳 in the centre, 午 next) lands on 乾六 too, by hand.
    assert PALACES[6].mountains == ("戌", "乾", "亥")


# 2026 (丙午), by hand: the month pillars 庚寅 … 辛丑 (indexes 26 … 37), the season's 天赦 (戊寅 14, 甲午 30, 戊申 44,
# 甲子 0); steps = (天赦 − month) mod 60, palace = 5 6 7 8 9 1 2 3 4 [steps mod 9]:
# 寅 48→8, 卯 47→7, 辰 46→6 | 巳 1→6, 午 0→5, 未 59→1 | 申 12→8, 酉 11→7, 戌 10→6 | 亥 25→3, 子 24→2, 丑 23→1.
HUO_TIANSHE_2026 = [8, 7, 6, 6, 5, 1, 8, 7, 6, 3, 2, 1]


def test_huo_tianshe_2026_by_hand_and_its_reading_is_shown_not_counted():
    assert [placed(2026, m, "月天赦（活天赦）")[0].palace for m in MONTHS] == HUO_TIANSHE_2026
    c = api.compass(2026, 4)
    readings = [r for r in c["readings"] if r["god"] == "月天赦"]
    assert len(readings) == 1
    (r,) = readings
    assert (r["key"], r["reading"], r["default"], r["counted"]) == ("月天赦（活天赦）", "活天赦", False, False)
    assert r["palace"] == 6 and r["mountains"] == ["戌", "乾", "亥"] and r["source"]["line"] == 675
    on_map = [(m["name"], g["key"], g.get("reading")) for m in c["mountains"] for g in m["gods"] if g["god"] == "月天赦"]
    assert on_map == [("午", "月天赦（定方）", "定方")]  # the default, on its mountain; the other is only a reading
    assert "月天赦（活天赦）" not in {g["key"] for p in c["palaces"].values() for g in p["gods"]}
    readings_of = [g for g in dg.ALL_DIRECTIONAL_GODS if g.name == "月天赦"]
    assert sorted((g.reading, g.default) for g in readings_of) == [("定方", True), ("活天赦", False)]


def test_tianshe_helps_repairing_the_direction_only():
    # “此方修造”: a 方 god, as 月金匮; it is never a sitting verdict's 吉.
    for key in ("月天赦（定方）", "月天赦（活天赦）"):
        god = dg.god(key)
        assert (god.kind, god.grade, god.good_for) == ("吉", "吉", "方")
    for month in MONTHS:
        for name in d.MOUNTAIN_NAMES:
            v = d.mountain_verdict(2026, month, name)
            assert not any(g.key.startswith("月天赦") for g in v.good)


# --- the month gods left out, and 飞天独火 (月) --------------------------------------------------------------

# key: (seed, line, words of its reason that the line itself says)
LEFT_OUT = {
    "月克山家": (SEED_XIEJI_SUMMARY, 467, ["月克山家凶，月之纳音克山暮音也"]),
    "飞大将军": (SEED_QIUZHEN, 905, ["谓之大将军还位，修造犯之凶", "余月则丁卯飞山别方"]),
    "天狗方": (SEED_XIEJI_SUMMARY, 571, ["天狗方（同月建转煞）春卯、夏午、秋酉、冬子"]),
    "厌对": (SEED_QIUZHEN, 1167, ["其日忌嫁娶"]),
    "六仪": (SEED_QIUZHEN, 1169, ["宜牧养生财"]),
}


def test_left_out_month_gods_are_listed_with_the_reason(s000, s001):
    seeds = {SEED_QIUZHEN: s000, SEED_XIEJI_SUMMARY: s001}
    c = api.compass(2026, 1)
    listed = {u["key"]: u for u in c["unplaced"] if u.get("left_out")}
    assert {k for k, u in listed.items() if u["scope"] == "month"} == set(LEFT_OUT)
    for key, (seed, number, words) in LEFT_OUT.items():
        u = listed[key]
        assert u["counted"] is False and u["mountains"] == [] and u["unplaced"], key
        assert (u["source"]["seed"], u["source"]["line"]) == (seed, number), key
        for w in words:
            assert w in line(seeds[seed], number), (key, w)
            assert w in u["unplaced"] or w in dg.god(key).rule, (key, w)
    # The reasons quote what the other lines say: 厌对 a day god (001 L133), 月厌 alone given a direction (L1155).
    assert "忌嫁娶，乘船渡水" in line(s001, 133) and "则月厌当也兼方论也" in line(s000, 1155)
    assert "今定厌对忌嫁娶，六仪宜亲事临官" in line(s000, 1171)
    assert "天狗头（小姑无子）" in line(s001, 557)
    assert "月克较轻" in line(s000, 591)
    # Not in a verdict, not on a mountain, and not without a month.
    assert not any(g.get("left_out") for m in c["mountains"] for g in m["gods"])
    assert not any(u.get("left_out") and u["scope"] == "month" for u in api.compass(2026)["unplaced"])


def test_gods_without_a_place_are_never_dropped_silently():
    """Every catalogue entry with no place appears in the compass (kept → `unplaced`, rejected → `rejected`)."""
    c = api.compass(2026, 7)
    shown = {g["key"] for k in ("unplaced", "rejected") for g in c[k] if g.get("left_out")}
    assert shown == {g.key for g in dg.ALL_DIRECTIONAL_GODS if g.place is None}
    assert {"年克山家", "九良星", "差方禄马贵人", "玉皇銮驾"} <= shown
    for p in d.placements(2026, 7):
        if p.god.place is None:
            assert not p.counted and not p.mountains and p.unplaced == p.god.not_placed


def test_feitian_duhuo_month_flies_like_feidasha_and_is_rejected(s000):
    text = line(s000, 251)
    assert "其飞宫虽仿大煞飞吊之例" in text and "要皆好事者之捏造无疑，不录" in text
    # 2026 丙午: 飞天独火 = 炙退 = 酉 (寅午戌年, L605). The 月建 in the centre, branches counted forward (L779),
    # worked by hand: steps = (酉 − 月建) mod 12, palace = 5 6 7 8 9 1 2 3 4 [steps mod 9].
    assert d.year_position("飞天独火", 2026) == "酉"
    expected = [3, 2, 1, 9, 8, 7, 6, 5, 7, 6, 5, 4]
    got = [placed(2026, m, "飞天独火（月）") for m in MONTHS]
    assert [p.palace for (p,) in got] == expected
    assert all(not p.counted and p.rejected for (p,) in got)
    rejected = {r["key"]: r for r in api.compass(2026, 1)["rejected"]}
    assert rejected["飞天独火（月）"]["palace"] == 3 and "不录" in rejected["飞天独火（月）"]["rejected"]


def test_month_tianshe_is_no_longer_listed_as_not_directional():
    assert "月天赦方" not in {name for name, _source, _why in dg.NOT_DIRECTIONAL}
