"""The month gods the compass used to leave out — 月厌, 五鬼 (月), 月天赦 (two readings) — and the list of the month
gods it leaves out on purpose, each held against the seeds' own words.

Expected positions are written out by hand from the printed rows and the stated rules (not read from the data),
and checked for every month of a whole 60-year cycle. Seed 000 is printed in traditional characters and is
converted with OpenCC (乾 held back: OpenCC turns it into 干), as in test_directions.py.
"""

import re
from pathlib import Path

import pytest

from almanac.core.data import directional_gods as dg
from almanac.core.rules import directions as d
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


def _t2s():
    import opencc

    converter = opencc.OpenCC("t2s")
    return lambda text: converter.convert(text.replace("乾", "\ue000")).replace("\ue000", "乾")


def _lines(seeds_dir: Path, name: str) -> list[str]:
    return (seeds_dir / name).read_text(encoding="utf-8").split("\n")  # grep -n numbering


@pytest.fixture(scope="module")
def s000(seeds_dir) -> list[str]:
    simplify = _t2s()
    return [simplify(text) for text in _lines(seeds_dir, SEED_QIUZHEN)]


@pytest.fixture(scope="module")
def s001(seeds_dir) -> list[str]:
    return _lines(seeds_dir, SEED_XIEJI_SUMMARY)


def line(lines: list[str], n: int) -> str:
    return lines[n - 1]


def printed_row(lines: list[str], n: int) -> tuple[str, str]:
    """(label, cells) of a printed table row such as “五    鬼：寅 丑 …”."""
    label, cells = line(lines, n).split("：", 1)
    return re.sub(r"\s", "", label), "".join(c for c in cells if not c.isspace())


def placed(year: int, month: int, key: str) -> list:
    return [p for p in d.month_directions(year, month) if p.god.key == key]


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
    c = d.compass(2026, 1)
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
    assert not any(u.get("left_out") and u["scope"] == "month" for u in d.compass(2026)["unplaced"])


def test_gods_without_a_place_are_never_dropped_silently():
    """Every catalogue entry with no place appears in the compass (kept → `unplaced`, rejected → `rejected`)."""
    c = d.compass(2026, 7)
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
    rejected = {r["key"]: r for r in d.compass(2026, 1)["rejected"]}
    assert rejected["飞天独火（月）"]["palace"] == 3 and "不录" in rejected["飞天独火（月）"]["rejected"]

