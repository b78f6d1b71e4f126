"""Directional gods (方位神煞), the nine stars and the mountain verdict, against the seeds' own words.

Tables printed in the seeds are parsed from the cited lines and compared with the data; rules the seeds state are
re-derived independently; the worked examples of the seeds (and those the digests collect, TC-05 … TC-61, E1 …
E63) are asserted as the seed words them — where a digest inferred, the seed's reading wins. Seed 000 is printed
in traditional characters and is converted with OpenCC (乾 held back: OpenCC turns it into 干).
"""

import json
import re

import msgspec
import pytest

from almanac.core import api
from almanac.core.calendar.ganzhi import BRANCHES, CYCLE, STEMS, ganzhi_from_name
from almanac.core.calendar.nine_palaces import PALACE_BY_NAME, PALACES
from almanac.core.data import directional_gods as dg
from almanac.core.data.directional_gods import (
    ALL_DIRECTIONAL_GODS,
    PALACE_UNIT,
    Procedure,
    Table,
)
from almanac.core.data.mountains import (
    MOUNTAIN_BY_NAME,
    MOUNTAINS,
    NAJIA_24,
    NAJIA_CLASSICAL,
    STEM_TRIGRAM,
    TRIGRAM_MOUNTAIN,
    change_lines,
    mountain_at,
)
from almanac.core.errors import AlmanacInputError, OutOfRange
from almanac.core.rules import directions as d
from almanac.core.serialize.compass import compass_god
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_JUAN8, SEED_XIEJI_SUMMARY

BRIEF_MOUNTAINS = "子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥壬"
STAR_DIGIT = {c: i for i, c in enumerate("一二三四五六七八九", 1)}
MONTH_WORDS = {w: i for i, w in enumerate(("正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"), 1)}


@pytest.fixture(scope="module")
def seeds(s000, s001, s002) -> dict[str, list[str]]:
    return {SEED_QIUZHEN: s000, SEED_XIEJI_SUMMARY: s001, SEED_XIEJI_JUAN8: s002}


def line(lines: list[str], n: int) -> str:
    return lines[n - 1]


def printed_row(lines: list[str], n: int, *more: int) -> list[str]:
    """The characters of a printed table row (after its label and ：), continued on lines `more`."""
    text = line(lines, n).split("：", 1)[-1]
    text += "".join(line(lines, m) for m in more)
    cells = [c for c in text if not c.isspace()]
    return cells


def pos(key: str, year: int) -> str:
    return d.year_position(key, year)


def year_of(pillar: str, first: int = 1984) -> int:
    """The year from `first` on (60 years) whose pillar is `pillar`."""
    target = ganzhi_from_name(pillar).index
    return first + (target - d.year_ganzhi(first).index) % 60


def year_with_branch(branch: str) -> int:
    return 2020 + (BRANCHES.index(branch) - BRANCHES.index("子")) % 12


def year_with_stem(stem: str) -> int:
    return 2024 + (STEMS.index(stem) - STEMS.index("甲")) % 10


def month_palaces(year: int, name: str, month: int) -> list[int]:
    return [p.palace for p in d.month_directions(year, month)
            if p.god.name == name and p.god.default and not p.rejected]


def placed(year: int, key: str, month: int | None = None) -> list:
    source = d.month_directions(year, month) if month else d.year_directions(year)
    return [p for p in source if p.god.key == key]


def table_cell(key: str, index: int) -> str:
    return dg.god(key).place.values[index]


# =====================================================================================================
# Mountains and palaces
# =====================================================================================================

def test_mountains_are_the_brief_names_in_ring_order():
    assert "".join(m.name for m in MOUNTAINS) == BRIEF_MOUNTAINS
    for k, m in enumerate(MOUNTAINS):
        assert (m.index, m.bearing) == (k, 15.0 * k)
        assert m.opposite.name == BRIEF_MOUNTAINS[(k + 12) % 24]
    assert mountain_at(0).name == "子" and mountain_at(359).name == "子" and mountain_at(7.4).name == "子"
    assert mountain_at(7.6).name == "癸" and mountain_at(180).name == "午" and mountain_at(315).name == "乾"


def test_ring_order_is_the_order_of_the_xunshan_list(s000):
    # L147: 子年 癸 (罗喉), 次丑, 又次艮, 又次寅 … 又次壬, 又次子为太岁本位
    names = re.findall(r"(?:假如子年|次|又次)(.)(?:，名曰|则曰|为太岁)", line(s000, 147))
    assert "".join(names) == BRIEF_MOUNTAINS[1:] + "子"


def test_palaces_hold_the_mountains_of_seed_001(s001):
    text = line(s001, 35)  # 坎方（北）：癸子壬。离方（南）：丙午丁 …
    found = re.findall(r"(.)方（(.+?)）：(...)", text)
    assert len(found) == 8
    for trigram, direction, three in found:
        palace = PALACE_BY_NAME[trigram]
        assert set(palace.mountains) == set(three)
        assert palace.direction == direction
        for name in three:
            assert MOUNTAIN_BY_NAME[name].palace == palace.number


def test_houtian_directions_and_nine_palace_numbers(s001, s002):
    for trigram, direction in re.findall(r"(.)(东南|西南|西北|东北|南|北|东|西)", line(s001, 9).split("：")[1]):
        assert PALACE_BY_NAME[trigram].direction == direction
    # 002 ¶3: 一白居坎，二黑居坤 … (干 = 乾, the conversion's 乾→干).
    placed_ = re.findall(r"([一二三四五六七八九])([白黑碧绿黄赤紫])居(.)", line(s002, 7))
    assert len(placed_) == 9
    for digit, colour, trigram in placed_:
        palace = PALACE_BY_NAME["乾" if trigram == "干" else trigram]
        assert palace.number == STAR_DIGIT[digit] and palace.star == digit + colour


def test_solar_terms_on_the_mountains(s001):
    terms = re.findall(r"(..)(.)[，。]", line(s001, 37).split("：")[1])
    assert len(terms) == 24
    for term, where in terms:
        name = TRIGRAM_MOUNTAIN.get(where, where) if where in "坎离震兑" else where
        assert MOUNTAIN_BY_NAME[name].term == term


def test_najia_24_covers_every_mountain_once_and_matches_002(s002):
    allotted = [m for group in NAJIA_24.values() for m in group]
    assert sorted(allotted) == sorted(BRIEF_MOUNTAINS)
    text = line(s002, 13)
    for group in ("乾甲", "兑丁", "巳丑", "坎癸", "坤乙", "申辰", "离壬", "寅戌", "震庚", "亥未", "艮丙", "巽辛"):
        assert group in text
    # 002 ¶2: 庚、亥、未都属于震，丁、巳、丑都属于兑，乙纳于坤，辛纳于巽
    assert {"庚", "亥", "未"} <= set(NAJIA_24["震"]) and {"丁", "巳", "丑"} <= set(NAJIA_24["兑"])
    assert "乙" in NAJIA_24["坤"] and "辛" in NAJIA_24["巽"]


# =====================================================================================================
# The catalogue: every entry, its rule quoted from its line
# =====================================================================================================

def _fragments(quote: str) -> list[str]:
    return [f.strip() for f in re.split(r"…+", quote) if f.strip()]


def _cited_parts(text: str, default_seed: str):
    """Yield (seed, line, quote) for each “quote (L123)” / “quote (001 L61)” part of a field."""
    seeds_by_prefix = {"000": SEED_QIUZHEN, "001": SEED_XIEJI_SUMMARY, "002": SEED_XIEJI_JUAN8}
    for part in re.split(r";\s+", text):
        match = re.search(r"\((?:(00\d) )?L(\d+)\)\s*$", part)
        if not match:
            continue
        quote = re.sub(r"^(利用|通书|Compiler)\s*[:：]\s*", "", part[: match.start()].strip())
        seed = seeds_by_prefix[match.group(1)] if match.group(1) else default_seed
        yield seed, int(match.group(2)), quote


def test_catalogue_keys_are_unique_and_fields_are_in_vocabulary():
    keys = [g.key for g in ALL_DIRECTIONAL_GODS]
    assert len(keys) == len(set(keys))
    for g in ALL_DIRECTIONAL_GODS:
        assert g.kind in ("吉", "凶", "吉凶"), g.key
        assert g.scope in ("year", "month"), g.key
        assert set(g.avoid) <= set("坐向方中") and set(g.veto) <= set("坐向方中") and set(g.good_for) <= set("坐向方")
        assert set(g.veto) - set("方") <= set(g.avoid), g.key
        assert g.grade in ("", "大煞", "中煞", "小煞", "上吉", "吉", "次吉"), g.key
        assert (g.place is None) == bool(g.not_placed), g.key
        if g.veto:
            assert g.veto_reason, g.key
        if g.kind == "凶" and not g.rejected and g.place is not None:  # a god left out need not be graded
            assert g.grade in ("大煞", "中煞", "小煞"), g.key
    # A name with several readings has exactly one counted default (the rest are shown, not counted);
    # 月太岁一星 has none (quoted by 《义例》 only to explain 大月建).
    by_name: dict[str, list] = {}
    for g in ALL_DIRECTIONAL_GODS:
        if not g.rejected:
            by_name.setdefault((g.name, g.scope), []).append(g)
    for (name, _scope), gods in by_name.items():
        assert sum(g.default for g in gods) == (0 if name == "月太岁一星" else 1), [g.key for g in gods]


def test_tables_name_real_mountains_and_palaces():
    for g in ALL_DIRECTIONAL_GODS:
        if not isinstance(g.place, Table):
            continue
        for cell in g.place.values:
            for ch in cell:
                if g.place.unit == PALACE_UNIT:
                    assert ch in PALACE_BY_NAME or ch == "中", (g.key, cell)
                else:
                    assert ch in MOUNTAIN_BY_NAME or ch in "戊己", (g.key, cell)
    for g in ALL_DIRECTIONAL_GODS:
        if isinstance(g.place, Procedure):
            assert g.place.evaluator in d.PROCEDURES, g.key


def test_every_rule_is_quoted_from_its_cited_line(seeds):
    for g in ALL_DIRECTIONAL_GODS:
        text = line(seeds[g.source.seed], g.source.line)
        for fragment in _fragments(g.rule):
            assert fragment in text, (g.key, g.source.line, fragment)


def test_every_cited_reason_and_meaning_is_on_its_line(seeds):
    checked = 0
    for g in ALL_DIRECTIONAL_GODS:
        for field in (g.rejected, g.meaning, g.veto_reason):
            for seed, number, quote in _cited_parts(field, g.source.seed):
                text = line(seeds[seed], number)
                for fragment in _fragments(quote):
                    assert fragment in text, (g.key, number, fragment)
                checked += 1
    assert checked > 40


def test_rejected_items_are_never_counted():
    for year in (1984, 2026):
        for p in d.year_directions(year) + d.month_directions(year, 5):
            if p.rejected or not p.god.default:
                assert not p.counted, p.label
    assert {g.name for g in dg.REJECTED_GODS} >= {
        "玉皇銮驾", "尊星", "帝星", "通天窍", "走马六壬", "太阳", "罗天大进", "罗天大退", "九良星", "剑锋煞",
        "山家朱雀", "月游火", "九天朱雀", "支退", "飞天独火",
    }


# =====================================================================================================
# Tables printed in seed 000, parsed and compared
# =====================================================================================================

PRINTED_000 = {  # key: (line, more lines)
    "太岁": (403,), "岁破": (405,), "岁刑": (463,), "六害": (465,), "劫煞": (489,), "灾煞": (491,),
    "岁煞": (493,), "伏兵": (495,), "炙退": (605,), "天官符": (637, 639), "地官符": (661,), "巡山罗喉": (739,),
    "大煞": (757,), "大将军": (881,), "太阴": (917,), "吊客": (917,), "丧门": (919,), "白虎": (921,),
    "黄幡": (955,), "豹尾": (957,), "病符": (981,), "死符": (983,), "小耗": (983,), "飞廉": (1013,),
    "奏书": (1035,), "博士": (1037,), "力士": (1039,), "蚕室": (1041,),
}


@pytest.mark.parametrize("key", sorted(PRINTED_000))
def test_year_table_is_the_row_seed_000_prints(s000, key):
    numbers = PRINTED_000[key]
    assert list(dg.god(key).place.values) == printed_row(s000, *numbers)


def test_dahuo_row_is_corrected_where_seed_000_swaps_it(s000, s001):
    printed = printed_row(s000, 497)
    ours = list(dg.god("大祸").place.values)
    differ = [BRANCHES[i] for i in range(12) if printed[i] != ours[i]]
    assert differ == ["午", "未", "戌", "亥"]
    # The text's rule: 大祸 lies between 灾煞 and 岁煞 (L503 午未中间之丁为大祸); 001 L91 prints the same.
    for b in range(12):
        zai = MOUNTAIN_BY_NAME[table_cell("灾煞", b)].index
        assert MOUNTAIN_BY_NAME[ours[b]].index == (zai + 1) % 24
    assert "寅午戌岁伏兵在壬，大祸在癸；亥卯未岁伏兵在庚，大祸在辛" in line(s001, 91)


def test_palace_and_stem_tables_printed_in_seed_000(s000):
    assert list(dg.god("年独火").place.values) == printed_row(s000, 803)
    assert list(dg.god("破败五鬼").place.values) == printed_row(s000, 861)
    trigrams, stems = printed_row(s000, 841), printed_row(s000, 843)  # L843 continues the row
    assert list(dg.god("浮天空亡").place.values) == [TRIGRAM_MOUNTAIN[t] + s for t, s in zip(trigrams, stems)]
    assert list(dg.god("罗天大退").place.values) == printed_row(s000, 209)
    assert list(dg.god("剑锋煞").place.values) == printed_row(s000, 283)
    for key, number in (("月建", 1113), ("月破", 1115), ("月刑", 1117), ("月害", 1119)):
        assert list(dg.god(key).place.values) == printed_row(s000, number), key


def test_seed_000_row_labels_are_the_gods_they_are_compared_with(s000):
    labels = {n: re.sub(r"\s", "", line(s000, n).split("：")[0]) for n in (403, 405, 497, 757, 803, 841, 917, 983)}
    assert labels == {403: "太岁", 405: "岁破（大耗）", 497: "大祸", 757: "大煞", 803: "独火", 841: "浮天空亡",
                      917: "太阴吊客", 983: "死符小耗"}


# =====================================================================================================
# Rules the seeds state, re-derived
# =====================================================================================================

TRIADS = {"申子辰": "水", "巳酉丑": "金", "寅午戌": "火", "亥卯未": "木"}


def _triad_of(branch: str) -> str:
    return next(t for t in TRIADS if branch in t)


def _triad_sentences(text: str) -> dict[str, str]:
    """“寅午戌岁在亥；亥卯未岁在申…” → {triad: position}."""
    return dict(re.findall(r"(申子辰|巳酉丑|寅午戌|亥卯未)[岁年]?[^，；。：]*?[在居](.)", text))


@pytest.mark.parametrize("key,source,number", [
    ("劫煞", "001", 85), ("岁煞", "001", 89), ("黄幡", "001", 77),
    ("大煞", "001", 359), ("炙退", "000", 607), ("天官符", "000", 641), ("岁煞", "000", 511),
])
def test_triad_rules_as_the_seed_states_them(s000, s001, key, source, number):
    text = line(s001 if source == "001" else s000, number)
    stated = _triad_sentences(text)
    assert len(stated) == 4, stated
    for b in range(12):
        assert table_cell(key, b) == stated[_triad_of(BRANCHES[b])], (key, BRANCHES[b])


def test_fubing_dahuo_and_jiesha_by_seed_001(s001):
    text = line(s001, 91)  # 寅午戌岁伏兵在壬，大祸在癸 …
    stated = {t: (a, b) for t, a, b in re.findall(r"(申子辰|巳酉丑|寅午戌|亥卯未)岁伏兵在(.)，大祸在(.)", text)}
    assert len(stated) == 4
    for b in range(12):
        assert (table_cell("伏兵", b), table_cell("大祸", b)) == stated[_triad_of(BRANCHES[b])]


def test_dasha_examples_of_seed_001_and_tc12(s001):
    # TC-12: 子年在子、丑年在酉、寅年在午、卯年在卯、辰年又在子
    for b, where in re.findall(r"(.)年又?在(.)", line(s001, 95)):
        assert table_cell("大煞", BRANCHES.index(b)) == where
    assert "子年在子、丑年在酉、寅年在午、卯年在卯、辰年又在子" in line(s001, 95)


def test_feilian_printed_in_seed_001_and_000(s000, s001):
    for text in (line(s001, 97), line(s000, 1015)):
        stated = dict(re.findall(r"(.)年在(.)", text))
        for b, where in stated.items():
            assert table_cell("飞廉", BRANCHES.index(b)) == where
    # 000 L1015 omits 戌年 (在子); seed 001 L97 has it.
    assert "戌年在子" in line(s001, 97) and "戌年在子" not in line(s000, 1015)


def test_siwei_gods_by_the_year_direction(s001, s000):
    corners = {"东北": "艮", "东南": "巽", "西南": "坤", "西北": "乾"}
    region = {"东": "寅卯辰", "南": "巳午未", "西": "申酉戌", "北": "亥子丑"}  # 000 L893
    for key, number in (("奏书", 53), ("力士", 57)):
        for side, corner in re.findall(r"岁在(.)方，(?:奏书|力士)在(..)维", line(s001, number)):
            for b in region[side]:
                assert table_cell(key, BRANCHES.index(b)) == corners[corner], (key, b)
    for b in range(12):  # 博士 与奏书对冲 (001 L55); 蚕室 与力士对冲 (001 L59)
        assert MOUNTAIN_BY_NAME[table_cell("博士", b)].opposite.name == table_cell("奏书", b)
        assert MOUNTAIN_BY_NAME[table_cell("蚕室", b)].opposite.name == table_cell("力士", b)
    assert "岁在东方，奏书在东北维" in line(s000, 1045)


def test_canguan_canming_by_seed_001_and_the_east_example_of_000(s000, s001):
    region = {"东": "寅卯辰", "南": "巳午未", "西": "申酉戌", "北": "亥子丑"}
    for key, number in (("蚕官", 61), ("蚕命", 63)):
        stated = re.findall(r"岁在(.)方?居(.)", line(s001, number))
        assert len(stated) == 4
        for side, where in stated:
            for b in region[side]:
                assert table_cell(key, BRANCHES.index(b)) == where
    assert "火库戌，故戌蚕官也" in line(s000, 1073) and "长生于亥，故亥蚕命也" in line(s000, 1073)
    assert pos("蚕官", 2024) == "戌" and pos("蚕命", 2024) == "亥"  # 甲辰: 岁在东方
    assert pos("蚕官", 2026) == "丑"  # ERRATA: 南方 year = 丑 (001 L61)


def test_offsets_from_taisui_as_worded():
    # 丧门 岁前二辰, 太阴/吊客 岁后二辰, 病符 岁后一辰, 死符 岁前五辰, 白虎 岁后四辰, 地官符 岁前五位 (太岁 = 1).
    offsets = {"丧门": 2, "太阴": -2, "吊客": -2, "病符": -1, "死符": 5, "小耗": 5, "白虎": -4, "地官符": 4,
               "岁支德": 5, "岁破": 6, "岁厌": None, "五鬼": None}
    for key, k in offsets.items():
        for b in range(12):
            if k is not None:
                assert table_cell(key, b) == BRANCHES[(b + k) % 12], key
    for b in range(12):
        assert table_cell("岁厌", b) == BRANCHES[-b % 12]  # 子年起子逆行 (L1157)
        assert table_cell("五鬼", b) == BRANCHES[(4 - b) % 12]  # 子年在辰，逆行十二辰 (L1163)
        assert table_cell("畜官", b) == table_cell("地官符", b)  # ERRATA: 定 position
        assert table_cell("金匮", b) == table_cell("大煞", b)


def test_wuhu_dun_gods_by_the_stated_method(s000, s001):
    """戊己都天, 夹煞都天, 天金神, 地金神, 年烛火: the branches whose 五虎遁 pillar has the stem (or 纳音)."""
    for stem in range(10):
        first = d.month_ganzhi(year_with_stem(STEMS[stem]), 1)
        pillars = {BRANCHES[(2 + k) % 12]: first + k for k in range(12)}
        by = lambda test: {b for b, gz in pillars.items() if test(gz)}  # noqa: E731
        assert set(table_cell("戊己都天", stem)) == by(lambda gz: STEMS[gz.stem] in "戊己")
        assert set(table_cell("天金神", stem)) == by(lambda gz: STEMS[gz.stem] in "庚辛")
        assert set(table_cell("地金神", stem)) == by(lambda gz: gz.nayin.element == "金")
        assert set(table_cell("年烛火", stem)) == by(lambda gz: STEMS[gz.stem] in "丙丁")
        # 夹煞: the mountain between the 戊 branch and the 己 branch that follows it.
        between = set()
        for b, gz in pillars.items():
            if STEMS[gz.stem] == "戊":
                between.add(BRIEF_MOUNTAINS[MOUNTAIN_BY_NAME[b].index + 1])
        assert set(table_cell("夹煞都天", stem)) == between
    # The union is the 金神 table seed 000 prints (L723), including 丙辛 午未 that seed 001 L99 leaves out.
    stated = dict(re.findall(r"(..)之年在(.+?)[，也]", line(s000, 723)))
    assert len(stated) == 5
    for pair, where in stated.items():
        for stem in pair:
            union = set(table_cell("天金神", STEMS.index(stem))) | set(table_cell("地金神", STEMS.index(stem)))
            assert union == set(where), pair
    assert "丙辛之年在子丑寅卯；" in line(s001, 99)


def test_yinfu_from_huaqi_and_classical_najia(s000, s002):
    """阴府: the year's 化气 overcomes the 化气 of the pair whose stems the trigrams 纳 (L553)."""
    huaqi = {"甲己": "土", "乙庚": "金", "丙辛": "水", "丁壬": "木", "戊癸": "火"}  # 001 L31
    overcomes = {"土": "水", "金": "木", "水": "火", "木": "土", "火": "金"}
    # 000 L869: 乾納甲壬 … (classical 纳甲) — the table the derivation uses.
    for trigram, stems in NAJIA_CLASSICAL.items():
        assert f"{trigram}纳{stems}" in line(s000, 869), trigram
    for stem in range(10):
        pair = next(p for p in huaqi if STEMS[stem] in p)
        victim = next(p for p in huaqi if huaqi[p] == overcomes[huaqi[pair]])
        trigrams = {t for t, s in NAJIA_CLASSICAL.items() if set(s) & set(victim)}
        assert {TRIGRAM_MOUNTAIN[t] for t in trigrams} == set(table_cell("阴府太岁（卦）", stem)), STEMS[stem]
        assert set(table_cell("阴府太岁（干）", stem)) == set(victim)
    text = line(s002, 13)
    assert "正阴府，甲己年在艮巽，乙庚年在兑乾，丙辛年在坎坤，丁壬年在乾离，戊癸年在坤震" in text
    for pair, two in re.findall(r"(..)年在(..)", text.split("正阴府，")[1].split("旁阴府")[0]):
        assert {TRIGRAM_MOUNTAIN[t] for t in two} == set(table_cell("阴府太岁（卦）", STEMS.index(pair[0])))
    for pair, two in re.findall(r"(..)年在(..)", text.split("旁阴府，")[1].split("阴府三合")[0]):
        assert set(two) == set(table_cell("阴府太岁（干）", STEMS.index(pair[0])))


def test_fu_tian_kong_wang_from_the_middle_line(s000, s002):
    # 《义例》 L851: 以年干纳甲之卦为本宫，取中爻变之卦，为破军所在 … 离纳壬 → 甲年 离壬.
    for stem in range(10):
        broken = change_lines(STEM_TRIGRAM[STEMS[stem]], 1)
        nastem = next(s for s in NAJIA_24[broken] if s in "甲乙丙丁庚辛壬癸")
        assert table_cell("浮天空亡", stem) == TRIGRAM_MOUNTAIN[broken] + nastem
    assert "甲年以离壬为破军" in line(s002, 11) and "故甲年以离壬为破军也" in line(s000, 851)


def test_pobai_wugui_is_the_opposite_of_the_stem_trigram(s000):
    opposite = {"乾": "巽", "巽": "乾", "坤": "艮", "艮": "坤", "坎": "离", "离": "坎", "震": "兑", "兑": "震"}
    for stem in range(10):
        trigram = next(t for t, s in NAJIA_CLASSICAL.items() if STEMS[stem] in s)
        assert table_cell("破败五鬼", stem) == opposite[trigram]
    assert "乾纳甲壬，其冲在巽，故甲壬之年在巽也" in line(s000, 869)  # E54


def test_nian_duhuo_by_the_bottom_line_rule(s000, s002):
    # E52/TC-53: 子 → 离 → 下一爻变 → 艮; 丑寅 → 坤 → 震.
    for b in range(12):
        assert d.dufire_trigram(BRANCHES[b]) == table_cell("年独火", b)
    assert "所以子年以艮为独火" in line(s002, 11) and "所以丑、寅年都以震为独火" in line(s002, 11)
    assert "数至廉贞在艮" in line(s000, 811)


def test_taisui_is_the_year_branch(s000):
    for b in range(12):
        assert table_cell("太岁", b) == BRANCHES[b]
    assert "子年在子，丑年在丑" in line(s000, 399)


# =====================================================================================================
# Worked examples, TC-05 … TC-32 (directional ones)
# =====================================================================================================

def test_tc05_to_tc14_year_positions(s001):
    assert pos("岁支德", year_of("甲子")) == "巳"  # TC-05 岁在甲子…则巳为支德
    assert "假如岁在甲子，向前见己巳，甲与己合，则巳为支德" in line(s001, 45)
    assert pos("岁破", 2020) == "午"  # TC-06 即子年在午
    assert pos("奏书", 2024) == "艮" and pos("博士", 2024) == "坤"  # TC-07 如奏书在艮，博士在坤
    assert pos("太阴", year_with_branch("子")) == "戌" and pos("太阴", year_with_branch("寅")) == "子"  # TC-08
    assert pos("吊客", year_with_branch("子")) == "戌"  # TC-09
    assert pos("死符", year_with_branch("寅")) == "未"  # TC-10 如寅年…未绝。与死符同位
    for b in "申子辰":  # TC-11
        assert (pos("劫煞", year_with_branch(b)), pos("灾煞", year_with_branch(b))) == ("巳", "午")
    for stem in "甲己":  # TC-13 甲己年午未申酉为金神
        year = year_with_stem(stem)
        assert set(pos("天金神", year) + pos("地金神", year)) == set("午未申酉")
    for b, where in (("子", "辰"), ("丑", "卯"), ("辰", "子")):  # TC-14 五鬼 子年在辰，逆行十二辰
        assert pos("五鬼", year_with_branch(b)) == where


def test_tc21_tianguanfu(s001):
    # 申子辰年属水，水临官在亥，故亥为天官符；巳酉丑属金，金临官在申 …
    stated = dict(re.findall(r"(申子辰|巳酉丑|寅午戌|亥卯未)年?属.，.临官在(.)", line(s001, 355)))
    assert stated == {"申子辰": "亥", "巳酉丑": "申", "寅午戌": "巳", "亥卯未": "寅"}
    for triad, where in stated.items():
        for b in triad:
            assert pos("天官符", year_with_branch(b)) == where


def test_tc32_qunchou_in_the_four_meng_years(s001, s000):
    # 岁在四孟，太阴与大将军合于四仲 (001 L71); 000 L901: 寅年灾煞太阴同在子中…
    for b, where in (("寅", "子"), ("巳", "卯"), ("申", "午"), ("亥", "酉")):
        year = year_with_branch(b)
        assert pos("太阴", year) == pos("大将军", year) == pos("灾煞", year) == where
        (q,) = placed(year, "群丑")
        assert q.mountains == (where,) and "会太阴" in q.flags
    assert "岁在四孟，太阴与大将军合于四仲，名曰群丑" in line(s001, 71)
    assert "寅年灾煞太阴同在子中" in line(s000, 901)


# =====================================================================================================
# Seed 002 ¶1–¶8 (TC-33 … TC-61)
# =====================================================================================================

def test_tc33_to_tc35_tongshu_lu_ma(s002):
    assert "二月卯建入中宫，顺数寅在兑七，于是禄马同在兑宫" in line(s002, 3)
    jiazi, yichou = year_of("甲子"), year_of("乙丑")
    assert not placed(jiazi, "飞天禄（通书）", 1)[0].counted  # recorded “以备参考”, not counted
    lu = lambda y, m: [p.palace for p in placed(y, "飞天禄（通书）", m)]  # noqa: E731
    ma = lambda y, m: [p.palace for p in placed(y, "飞天马（通书）", m)]  # noqa: E731
    assert (lu(jiazi, 1), ma(jiazi, 1), lu(jiazi, 2), ma(jiazi, 2)) == ([5], [5], [7], [7])
    assert (lu(yichou, 2), ma(yichou, 2)) == ([5], [4])  # TC-34 亥在巽四
    assert (lu(yichou, 3), ma(yichou, 3)) == ([7], [3])  # TC-35 卯在兑七，亥在震三


def test_tc36_to_tc38_zongjing_true_lu_ma(s002):
    jiazi, yichou = year_of("甲子"), year_of("乙丑")
    lu = lambda y, m: placed(y, "飞天禄（宗镜）", m)[0]  # noqa: E731
    ma = lambda y, m: placed(y, "飞天马（宗镜）", m)[0]  # noqa: E731
    assert lu(jiazi, 1).label == "飞天禄（丙寅）" and (lu(jiazi, 1).palace, lu(jiazi, 2).palace) == (5, 1)
    assert "二月丁卯入中宫，顺数丙寅在坎一" in line(s002, 3)
    assert (lu(yichou, 2).label, ma(yichou, 2).label) == ("飞天禄（己卯）", "飞天马（丁亥）")
    assert (lu(yichou, 2).palace, ma(yichou, 2).palace) == (5, 4)  # TC-37
    assert (lu(yichou, 3).palace, ma(yichou, 3).palace) == (1, 3)  # TC-38 己卯在坎一，丁亥在震三
    assert "三月庚辰入中宫，己卯在坎一，丁亥在震三" in line(s002, 3)


def test_tc39_true_nobles_of_yichou_month_six(s002):
    year = year_of("乙丑")
    assert d.month_ganzhi(year, 6).name == "癸未"
    yang = placed(year, "飞阳贵人（宗镜）", 6)[0]
    yin = placed(year, "飞阴贵人（宗镜）", 6)[0]
    assert (yang.label, yang.palace) == ("飞阳贵人（甲申）", 6)  # 阳贵甲申到干 (= 乾)
    # Printed “阴贵戊子到坎二，这两个山方…”: 戊子 lands on 坎 (1); the 二 belongs to “两个山方” (F-34).
    assert (yin.label, yin.palace) == ("飞阴贵人（戊子）", 1)
    assert "阳贵甲申到干，阴贵戊子到坎二，这两个山方修造都吉利" in line(s002, 3)


def test_tc40_tc41_tongtian_qiao(s002, s000):
    for b in "申子辰":
        year = year_with_branch(b)
        back, front = placed(year, "通天窍（三合后方）"), placed(year, "通天窍（三合前方）")
        assert set(back[0].mountains) == set("坤申庚酉辛戌") and set(front[0].mountains) == set("艮寅甲卯乙辰")
        assert back[0].rejected and not back[0].counted
    assert "迎财在坤申，进宝在庚酉，库珠在辛戌，其对宫艮寅为大吉，甲卯为进田，乙辰为青龙" in line(s000, 91)
    # TC-41: 申年 迎财 坤申 holds 太岁 申; 辰年 青龙 乙辰 holds 太岁 辰.
    assert "申" in placed(year_with_branch("申"), "通天窍（三合后方）")[0].mountains
    assert "辰" in placed(year_with_branch("辰"), "通天窍（三合前方）")[0].mountains


def test_tc42_liuren_tiangang(s000):
    assert d.liuren_positions(year_with_branch("子"))["天罡"] == "辰"
    assert d.liuren_positions(year_with_branch("丑"))["天罡"] == "卯"  # 每年退行一位
    for b in range(12):
        good = {m for p in placed(year_with_branch(BRANCHES[b]), "走马六壬") for m in p.mountains}
        assert good == {BRANCHES[x] for x in range(12) if x % 2 == b % 2}
    assert "其起例谓子年盖以天罡加辰，每年退行一位" in line(s000, 105)


def test_tc43_e13_sili_coincidences(s000):
    for b in range(12):
        year = year_with_branch(BRANCHES[b])
        if b % 3 == 1:  # 辰戌丑未
            assert pos("太阳（四利）", year) == pos("劫煞", year)
        if b % 3 == 2:  # 寅申巳亥
            assert pos("福德（四利）", year) == pos("劫煞", year)
            assert pos("太阴（四利）", year) == pos("天官符", year)
        if b % 3 == 0:  # 子午卯酉
            assert pos("龙德（四利）", year) == pos("岁煞", year)
    assert "则辰戌丑未年之太阳又为劫煞，寅申巳亥年之福德也为劫煞，太阴又为天官符，子午卯酉年之龙德又为岁煞" in line(s000, 113)


def test_tc44_gaishan_huangdao_of_a_zi_year(s002):
    ps = {p.label.split("·")[1]: set(p.mountains) for p in placed(year_with_branch("子"), "盖山黄道")}
    assert ps == {"黄罗": set("卯庚亥未"), "天皇": set("酉丁巳丑"), "紫檀": set("坤乙"), "地皇": set("巽辛")}
    assert "子年属坎，对宫是离，就以离为本宫；贪狼在震，巨门在兑，文曲在坤，武曲在巽" in line(s002, 5)


def test_tc45_tc46_the_year_star_of_1684_and_1685(s002):
    text = line(s002, 7)
    quote = "康熙二十三年甲子，一白入中宫，二黑在干，三碧在兑，四绿在艮，五黄在离，六白在坎，七赤在坤，八白在震，九紫在巽"
    assert quote in text
    assert d.year_star(1684) == 1 and d.yuan(1684) == 0
    for digit, where in re.findall(r"([一二三四五六七八九])[白黑碧绿黄赤紫]在(.)", quote):
        palace = PALACE_BY_NAME["乾" if where == "干" else where].number
        assert d.star_at(palace, d.year_star(1684)) == STAR_DIGIT[digit]
    assert d.year_star(1685) == 9  # 乙丑年中宫起九紫
    assert d.star_at(6, d.year_star(1685)) == 1  # 乙丑年一白则在干六


def test_tc47_the_sixty_year_table_of_002(s002):
    text = line(s002, 7)
    rows = re.findall(r"([一二三四五六七八九])[白黑碧绿黄赤紫]、([一二三四五六七八九])[白黑碧绿黄赤紫]、"
                      r"([一二三四五六七八九])[白黑碧绿黄赤紫]：([^；。]+)", text)
    assert len(rows) == 9
    seen = set()
    for shang, zhong, xia, pillars in rows:
        for name in pillars.split("、"):
            name = {"巳丑": "己丑", "巳亥": "己亥"}.get(name, name)  # printed 巳 for 己 (digest F-35)
            seen.add(name)
            for yuan_first, star in ((1864, shang), (1924, zhong), (1984, xia)):
                year = year_of(name, yuan_first)
                assert d.year_star(year) == STAR_DIGIT[star], (name, year)
    assert seen == {gz.name for gz in CYCLE}


def test_year_star_regression_vectors():
    assert [d.year_star(y) for y in (2024, 2025, 2026, 2027, 1984, 2044)] == [3, 2, 1, 9, 7, 1]
    assert (d.yuan(1984), d.yuan(2043), d.yuan(2044)) == (2, 2, 0)
    stars = d.nine_stars(2026)
    assert stars.centre == 1 and stars.centre_name == "一白" and stars.yuan == "下元"
    assert stars.palaces == {5: 1, 6: 2, 7: 3, 8: 4, 9: 5, 1: 6, 2: 7, 3: 8, 4: 9}
    grid = api.compass(2026)["nine_stars"]["year"]["grid"]
    assert [[c["trigram"] for c in row] for row in grid] == [["巽", "离", "坤"], ["震", "中", "兑"], ["艮", "坎", "乾"]]
    assert [[c["star"] for c in row] for row in grid] == [[9, 5, 7], [8, 1, 3], [4, 6, 2]]


def test_tc48_month_stars_as_printed(s002):
    text = line(s002, 7)
    blocks = re.findall(r"(子午卯酉|辰戌丑未|寅申巳亥)年：((?:[正二三四五六七八九十一]+月[一二三四五六七八九][白黑碧绿黄赤紫][，。])+)", text)
    assert len(blocks) == 3
    for group, months in blocks:
        stated = {MONTH_WORDS[m]: STAR_DIGIT[s] for m, s in re.findall(r"([正二三四五六七八九十一]+)月([一二三四五六七八九])", months)}
        assert len(stated) == 12
        for b in group:
            assert {m: d.month_star(year_with_branch(b), m) for m in range(1, 13)} == stated
    # 考原's continuous count (002 ¶4): 甲子 八白, 乙丑 五黄, 丙寅 二黑, 丁卯 八白, 戊辰 五黄, 己巳 二黑, 甲戌 五黄, 己卯 八白.
    for pillar, star in (("甲子", 8), ("乙丑", 5), ("丙寅", 2), ("丁卯", 8), ("戊辰", 5), ("己巳", 2), ("甲戌", 5), ("己卯", 8)):
        assert d.month_star(year_of(pillar), 1) == star
    assert [d.month_star(2026, m) for m in range(1, 13)] == [8, 7, 6, 5, 4, 3, 2, 1, 9, 8, 7, 6]


def test_tc49_eight_node_three_wonders(s002):
    assert d.eight_node_wonders(year_of("庚申"), "冬至") == {"乙": 1, "丙": 2, "丁": 3}
    assert "乙酉在坎一，丙戌在坤二，丁亥在震三" in line(s002, 9)


def test_tc50_xunshan_luohou(s000, s002):
    stated = dict(re.findall(r"(.)年在(.)", line(s000, 741)))
    assert len(stated) == 12
    for b, where in stated.items():
        assert table_cell("巡山罗喉", BRANCHES.index(b)) == where
        # 太岁前一位: the next mountain clockwise.
        assert where == BRIEF_MOUNTAINS[MOUNTAIN_BY_NAME[b].index + 1]
    # 002 ¶4 groups: 申子辰年在庚癸巽，寅午戌年在甲丁乾，巳酉丑年在丙辛艮，亥卯未年在壬乙坤.
    for triad, three in re.findall(r"(申子辰|寅午戌|巳酉丑|亥卯未)年在(...)", line(s002, 9)):
        assert {table_cell("巡山罗喉", BRANCHES.index(b)) for b in triad} == set(three)


def test_tc51_tc52_fubing_dahuo_and_jiutui(s002):
    text = line(s002, 11)
    assert "申子辰年，伏兵在丙，大祸在丁；寅午戌年，伏兵在壬，大祸在癸" in text
    assert (pos("伏兵", 2020), pos("大祸", 2020), pos("伏兵", 2022), pos("大祸", 2022)) == ("丙", "丁", "壬", "癸")
    stated = dict(re.findall(r"(申子辰|巳酉丑|寅午戌|亥卯未)年，在(.)", text))
    assert stated == {"申子辰": "卯", "巳酉丑": "子", "寅午戌": "酉", "亥卯未": "午"}
    for triad, where in stated.items():
        assert all(pos("炙退", year_with_branch(b)) == where for b in triad)


def test_tc55_yinfu_tongshu_lists_contain_the_kept_trigrams(s002):
    text = line(s002, 13)
    tongshu = dict(re.findall(r"(..)年月日时属.，克(.+?)山", text))
    assert len(tongshu) == 5
    for pair, mountains in tongshu.items():
        listed = set(mountains.replace("、", ""))
        kept = set(table_cell("阴府太岁（卦）", STEMS.index(pair[0])))
        kept_trigrams = {t for t, m in TRIGRAM_MOUNTAIN.items() if m in kept}
        # 通书 writes the trigram (or its stems); 丁壬 lacks 乾, 戊癸 lacks 坤 (“显然是遗漏”).
        missing = {t for t in kept_trigrams if t not in listed and TRIGRAM_MOUNTAIN[t] not in listed}
        assert missing == ({"乾"} if pair == "丁壬" else {"坤"} if pair == "戊癸" else set()), pair


def test_tc56_tc57_flying_guanfu(s002, s000):
    zi = year_with_branch("子")
    assert month_palaces(zi, "飞天官符", 1) == [5] and month_palaces(zi, "飞天官符", 3) == [3]
    assert set(placed(zi, "飞天官符", 3)[0].mountains) == set("甲卯乙")
    assert month_palaces(zi, "飞地官符", 1) == [7] and month_palaces(zi, "飞地官符", 2) == [6]
    assert set(placed(zi, "飞地官符", 1)[0].mountains) == set("庚酉辛")
    assert set(placed(zi, "飞地官符", 2)[0].mountains) == set("戌乾亥")
    assert "正月天官符在中宫" in line(s002, 13) and "则三月天官符在甲卯乙也" in line(s000, 685)
    assert "则正月地官符飞在庚酉辛也" in line(s000, 691)


def test_printed_huangong_tables_of_the_guanfu(s000):
    """还宫 (L697–L713): the printed month is the first month the flying 官符 lands on its own palace."""
    tian = re.findall(r"(...)年天官符在(.)，(.+?)月还(.)宫", line(s000, 697))
    di = [m for n in range(703, 714, 2) for m in re.findall(r"(.)年地官符在(.)，(.+?)月还(.)宫", line(s000, n))]
    assert len(tian) == 4 and len(di) == 12
    for years, key, rows in ((None, "飞天官符", tian), (None, "飞地官符", di)):
        for who, branch, month_word, palace in rows:
            year = year_with_branch(who[0])
            assert pos(key[1:], year) == branch
            month = MONTH_WORDS[month_word]
            flagged = [m for m in range(1, 13) if "还宫" in placed(year, key, m)[0].flags]
            assert flagged[0] == month, (who, key)
            assert placed(year, key, month)[0].palace == PALACE_BY_NAME[palace].number
    # Counting goes on past the centre, so some 官符 land home twice; the tables print only the first.
    assert [m for m in range(1, 13) if "还宫" in placed(2020, "飞天官符", m)[0].flags] == [9, 12]


def test_tc58_xiao_yuejian(s000):
    assert [d.xiao_yuejian_palace(year_with_branch("子"), m) for m in (1, 2, 3)] == [5, 6, 7]
    assert [d.xiao_yuejian_palace(year_with_branch("丑"), m) for m in (1, 2, 3)] == [9, 1, 2]
    assert "如阳年正月起中宫，二月在乾六，三月在兑七，阴年正月起离九，二月在坎一，三月在坤二是也" in line(s000, 1079)
    # 《义例》: 阴年 puts 戌 (阴建) in the centre and counts to 寅 — 戌5 亥6 子7 丑8 寅9.
    assert d.fly_branch(BRANCHES.index("戌"), BRANCHES.index("寅")) == 9


def test_tc59_month_taisui_star_of_yuanjing(s000):
    year = year_of("甲子")  # 1984: 下元甲子, 七赤
    assert d.year_star(year) == 7 and d.month_star(year, 6) == 3
    (p,) = placed(year, "月太岁一星（元经）", 6)
    assert p.palace == 9 and not p.counted
    assert "即以三碧入中宫顺寻七赤到离九" in line(s000, 1089)


def test_tc60_e37_bingding_duhuo(s000):
    year = year_of("甲子")
    one = {p.label: p.palace for p in placed(year, "丙丁独火", 1)}
    two = {p.label: p.palace for p in placed(year, "丙丁独火", 2)}
    assert one == {"丙丁独火（丙）": 5, "丙丁独火（丁）": 6}
    assert two == {"丙丁独火（丙丁）": 5}
    assert "即以丙寅入中宫，顺数丙在中五，丁在乾六" in line(s000, 823)


def test_tc61_yueyou_huo(s000):
    assert [d.yueyou_huo_palace(year_with_branch("子"), m) for m in (1, 2, 3)] == [8, 9, 1]
    assert [d.yueyou_huo_palace(year_with_branch("丑"), m) for m in (1, 2, 3)] == [8, 9, 1]
    assert [d.yueyou_huo_palace(year_with_branch("寅"), m) for m in (1, 2, 3)] == [3, 4, 5]
    (p,) = placed(2026, "月游火", 1)
    assert p.rejected == "殊无理义，故不录也 (L795)" and not p.counted  # 选择求真 rejects what 002 keeps
    assert "正月在艮，二月在离，顺行九宫，殊无理义，故不录也" in line(s000, 795)


# =====================================================================================================
# Seed 000's own examples (E1 … E63 of the digest)
# =====================================================================================================

def test_e1_e2_zun_di_stars_rejected(s000):
    assert (d.zun_star_year_palace(1984), 10 - d.zun_star_year_palace(1984)) == (6, 4)  # 下元甲子 尊乾 帝巽
    assert [d.zun_star_year_palace(y) for y in (1864, 1920, 1924, 1980, 1984)] == [6, 6, 1, 1, 6]
    assert "如下元甲子年，造乾山巽向，尊星到乾，帝星到巽，大吉" in line(s000, 59)
    zun, di = placed(1984, "尊星")[0], placed(1984, "帝星")[0]
    assert (zun.palace, di.palace, zun.counted) == (6, 4, False)
    # Month rule: 阳年 正月 艮 … 八月 兑; 阴年 正月 震 ….
    assert [d.zun_star_month_palace(year_with_stem("甲"), m) for m in (1, 2, 8, 9)] == [8, 9, 7, 8]
    assert [d.zun_star_month_palace(year_with_stem("乙"), m) for m in (1, 5, 8)] == [3, 8, 2]


def test_e5_xunshan_24_names_of_a_zi_year(s000):
    names = {m: n for n, _k, m in d.xunshan_24(year_with_branch("子"))}
    assert (names["癸"], names["丑"], names["巽"], names["子"]) == ("巡山罗喉", "暗曜", "太阳", "旺蚕")
    assert [m for n, _k, m in d.xunshan_24(year_with_branch("丑"))][0] == "艮"  # 丑年则巡山从艮起


def test_e6_e7_luotian_months(s000):
    zi = year_with_branch("子")
    jin = {m: d.luotian_jin_month_palace(zi, m) for m in range(1, 13)}
    assert jin == {2: 4, 3: 5, 4: None, 5: None, 6: None, 7: 6, 8: 7, 9: 8, 10: 9, 11: 1, 12: 2, 1: 3}
    assert d.luotian_jin_month_palace(year_with_branch("丑"), 1) == 2  # 丑年正月起坤
    tui = {m: d.luotian_tui_month_palace(zi, m) for m in range(1, 13)}
    assert tui == {3: 4, 4: 3, 5: 2, 6: 1, 7: 9, 8: 8, 9: 7, 10: 6, 11: 5, 12: None, 1: None, 2: None}
    assert d.luotian_jin_year_palace(year_of("甲子")) == 7  # 甲子岁起兑七
    (p,) = placed(zi, "罗天大进（月）", 5)
    assert p.flags == ("在天",) and p.palace is None


def test_e14_jianfeng_months_of_the_old_charts(s000):
    for month, mountain_ in ((8, "辛"), (7, "庚"), (2, "乙"), (5, "丁")):
        assert table_cell("剑锋煞", month - 1) == mountain_
    assert "杨公葬辛山用八月，赖公葬庚山用七月，惠太师葬乙山用四辛卯，赖公庚公葬丁山俱用五月，非犯剑锋乎" in line(s000, 285)


def test_e16_e21_sitting_taisui_facing_three_sha(s000):
    # E21: 丙午年…误犯子山午向，坐三杀，向太岁…三日竟死 — both “不能制” conditions.
    v = d.mountain_verdict(year_of("丙午"), 11, "子")
    assert v.level == "不可"
    vetoes = {(r.god, r.at) for r in v.reasons if r.effect == "不可"}
    assert {("灾煞", "坐"), ("岁破", "坐"), ("太岁", "向")} <= vetoes
    assert "余于丙午年十一月，亲见人家埋一十余岁夭子，误犯子山午向，坐三杀，向太岁" in line(s000, 525)
    # E16: 庚子年 葬子山午向 — 坐太岁向三煞: allowed (三煞可向), heavy but not vetoed.
    v = d.mountain_verdict(year_of("庚子"), None, "子")
    assert v.level == "凶"
    assert not [r for r in v.reasons if r.effect == "不可"]
    assert ("灾煞", "向", "重") in {(r.god, r.at, r.effect) for r in v.reasons}
    assert "坐太岁向三煞" in line(s000, 417)


def test_e17_sitting_taisui_facing_suipo_is_allowed(s000):
    v = d.mountain_verdict(year_of("辛巳"), None, "巳")
    assert v.level != "不可" and v.facing == "亥" and pos("岁破", year_of("辛巳")) == "亥"


def test_e18_e19_suipo_cannot_be_sat_on(s000):
    bingyin, renshen = year_of("丙寅"), year_of("壬申")
    assert pos("岁破", bingyin) == "申" and pos("岁破", renshen) == "寅"
    assert d.mountain_verdict(bingyin, None, "申").level == "不可"  # 坤山艮兼申寅: 坐山兼申，本年犯岁破
    assert d.mountain_verdict(renshen, None, "寅").level == "不可"  # 坐艮兼寅
    for v in (d.mountain_verdict(bingyin, None, "坤"), d.mountain_verdict(renshen, None, "艮")):
        assert "岁破" not in {r.god for r in v.reasons}
    assert "坐山兼申，本年犯岁破不利" in line(s000, 451)


def test_e20_zeng_wenchan_chart(s000):
    jiachen = year_of("甲辰")
    assert {pos("劫煞", jiachen), pos("灾煞", jiachen), pos("岁煞", jiachen)} == set("巳午未")
    assert [d.true_pillar(jiachen, BRANCHES.index(b)).name for b in "午未"] == ["庚午", "辛未"]
    assert {d.true_pillar(jiachen, BRANCHES.index(b)).nayin.element for b in "午未"} == {"土"}
    # 命马壬寅 (壬申生), 岁马丙寅，俱到离 — with the year pillar 甲辰 in the centre.
    assert pos("岁马", jiachen) == "寅" and d.true_pillar(jiachen, BRANCHES.index("寅")).name == "丙寅"
    assert d.true_pillar(year_of("壬申"), BRANCHES.index("寅")).name == "壬寅"
    centre = d.year_ganzhi(jiachen)
    assert d.fly_pillar(centre, ganzhi_from_name("壬寅")) == d.fly_pillar(centre, ganzhi_from_name("丙寅")) == 9
    # 八白在坎照离，九紫正在未坤 — 三月 (戊辰), month star 三碧 in the centre.
    assert d.month_star(jiachen, 3) == 3
    assert (d.palace_of_star(8, 3), d.palace_of_star(9, 3)) == (1, 2)
    assert "命马壬寅禄，岁马丙寅俱到离" in line(s000, 523) and "八白在坎照离，九紫正在未坤" in line(s000, 523)


def test_e22_to_e25_sha_positions(s000):
    jiawu = year_of("甲午")
    assert {pos("劫煞", jiawu), pos("灾煞", jiawu), pos("岁煞", jiawu)} == set("亥子丑")
    assert [d.true_pillar(jiawu, BRANCHES.index(b)).name for b in "子丑"] == ["丙子", "丁丑"]
    assert {d.true_pillar(jiawu, BRANCHES.index(b)).nayin.element for b in "子丑"} == {"水"}  # 遁得丙子丁丑水音
    assert pos("炙退", year_of("丙申")) == "卯"  # E23
    assert (pos("戊己都天", year_with_stem("甲")), pos("夹煞都天", year_with_stem("甲"))) == ("辰巳", "巽")  # E24
    assert pos("劫煞", year_of("壬寅")) == pos("岁禄", year_of("壬寅")) == "亥"  # E25 四壬禄聚亥
    assert pos("岁煞", year_of("乙酉")) == "辰"
    assert "即辰巳方为戊己都天。其辰巳中间之巽，为夹煞都天也" in line(s000, 539)


def test_e27_e29_wuji_dutian_pillars(s000):
    jiazi, guihai, dingsi = year_of("甲子"), year_of("癸亥"), year_of("丁巳")
    assert [d.true_pillar(jiazi, BRANCHES.index(b)).name for b in pos("戊己都天", jiazi)] == ["戊辰", "己巳"]
    assert d.true_pillar(jiazi, 4).nayin.element == "木" and d.year_ganzhi(jiazi).nayin.element == "金"
    assert [d.true_pillar(guihai, BRANCHES.index(b)).name for b in pos("戊己都天", guihai)] == ["戊午", "己未"]
    assert d.true_pillar(guihai, 6).nayin.element == "火" and d.year_ganzhi(guihai).nayin.element == "水"
    ji = [b for b in pos("戊己都天", dingsi) if STEMS[d.true_pillar(dingsi, BRANCHES.index(b)).stem] == "己"]
    assert ji == ["酉"]  # 今己都天加酉则为金煞
    assert "今己都天加酉则为金煞" in line(s000, 545)


def test_e32_e33_e42_e43_guanfu_examples(s000):
    guihai = year_of("癸亥", 2000)
    assert pos("地官符", guihai) == "卯"
    noble = d.true_pillar(year_of("乙亥"), BRANCHES.index("子"))  # 修主乙亥生命，阴贵人戊子
    assert noble.name == "戊子"
    assert d.fly_pillar(d.year_ganzhi(guihai), noble) == 3  # 戊子贵人到震 (with the year pillar in the centre)
    bingzi = year_of("丙子")
    assert pos("天官符", bingzi) == "亥" == pos("阴贵人", bingzi)  # E33 是年天官符在亥，丙年阴贵在亥
    assert pos("天官符", year_of("己未")) == "寅"  # E42
    jiazi = year_of("甲子")
    assert pos("天官符", jiazi) == "亥"
    assert d.true_pillar(jiazi, 11).name == "乙亥" and d.true_pillar(jiazi, 11).nayin.element == "火"  # E43
    assert "如甲子年，天官符在亥，遁得乙亥纳音属火" in line(s000, 651)


def test_e36_fire_breaks_out_where_duhuo_meets_ding(s000):
    dingwei = year_of("丁未")
    assert pos("年独火", dingwei) == "离" and d.month_ganzhi(dingwei, 2).name == "癸卯"
    ps = {p.label: p for p in placed(dingwei, "丙丁独火", 2)}
    ding = next(p for label, p in ps.items() if "丁" in label.split("（")[1])
    assert ding.palace == 9 and "会年独火" in ding.flags and ding.counted
    assert all(not p.counted for p in ps.values() if p is not ding)
    assert "将二月癸卯建入中宫，遁得丁火到离，其火应手而发" in line(s000, 807)


def test_e45_diguanfu_is_the_ding_position(s000):
    stated = re.findall(r"(.)年建.，(.)是定字", line(s000, 669))
    assert len(stated) == 5
    for b, where in stated:
        assert pos("地官符", year_with_branch(b)) == where


def test_e47_e48_dajiangjun(s000):
    assert pos("大将军", year_with_branch("子")) == "酉"  # 李鼎祚: 至酉得天罡…即酉为大将军也
    # 李鼎祚's method: 孟岁以胜光(午), 仲岁以小吉(未), 季岁以传送(申) 加岁支上顺数, 逢天罡(辰) 为将军.
    for b in range(12):
        start = {2: 6, 0: 7, 1: 8}[b % 3]  # 寅巳申亥 孟, 子午卯酉 仲, 辰戌丑未 季
        assert table_cell("大将军", b) == BRANCHES[(b + (4 - start)) % 12]
    # 《宗镜》: 甲己年 (巳午未年) 大将军在卯 = 丁卯; 乙亥月 丁卯仍在卯上 (震).
    jiawu = year_of("甲午")
    assert d.month_ganzhi(jiawu, 10).name == "乙亥" and d.true_pillar(jiawu, 3).name == "丁卯"
    assert d.fly_pillar(ganzhi_from_name("乙亥"), ganzhi_from_name("丁卯")) == 3
    (p,) = placed(jiawu, "大将军还位", 10)
    assert p.mountains == ("卯",) and p.flags == ("还位",)
    assert [m for m in range(1, 13) if placed(jiawu, "大将军还位", m)] == [10]
    printed = dict(re.findall(r"占(.)惟(.+?)月还", line(s000, 909)))
    assert {b: MONTH_WORDS[m] for b, m in printed.items()} == d.DAJIANGJUN_HUANWEI


def test_e49_e50_qunchou_examples(s000):
    jiaxu = year_of("甲戌")
    assert pos("大将军", jiaxu) == pos("白虎", jiaxu) == pos("大煞", jiaxu) == "午"
    assert "午" in pos("天金神", jiaxu)  # 甲 → 庚午
    (q,) = placed(jiaxu, "群丑")
    assert q.mountains == ("午",) and "会大煞" in q.flags
    assert "其年大将军白虎金神打头火群丑聚午方" in line(s000, 903)
    assert pos("太阴", year_with_branch("申")) == pos("大将军", year_with_branch("申")) == "午"


def test_e51_sangmen_diaoke_of_a_zi_year(s000):
    zi = year_with_branch("子")
    assert (pos("丧门", zi), pos("吊客", zi)) == ("寅", "戌")
    assert "如子年丧门在寅，吊客在戌" in line(s000, 937)


def test_e56_da_yuejian_huanwei_and_the_zongjing_mismatch(s000):
    text = line(s000, 1105)
    assert "惟子午卯酉年正七月，辰戌丑未年八九月，寅申巳亥年十一月，大月建与本月建同宫，谓之还位" in text
    expected = {"子午卯酉": {1, 7}, "辰戌丑未": {8, 9}, "寅申巳亥": {11}}
    for group, months in expected.items():
        for b in group:
            year = year_with_branch(b)
            flagged = {m for m in range(1, 13) if "还位" in placed(year, "大月建", m)[0].flags}
            assert flagged == months, b
    # 《宗镜》's stem rule agrees with 《元经》 for 甲子 … 癸酉 only (L1091).
    agree = lambda y: all(placed(y, "大月建", m)[0].palace == placed(y, "大月建（宗镜）", m)[0].palace  # noqa: E731
                          for m in range(1, 13))
    assert all(agree(y) for y in range(1984, 1994)) and not agree(1994)
    assert "则惟甲子至癸酉十年与《元经》合" in line(s000, 1091)


def test_e57_to_e63_identities_the_text_states(s000):
    for b in range(12):
        year = year_with_branch(BRANCHES[b])
        br = BRANCHES[b]
        if br in "辰午酉亥":
            assert pos("岁刑", year) == pos("太岁", year)  # E57
        if br in "未申":
            assert pos("岁刑", year) == pos("岁破", year)
        if br in "巳亥":
            assert pos("六害", year) == pos("劫煞", year)  # E58
        if br in "子午":
            assert pos("六害", year) == pos("岁煞", year)
        if br in "辰戌":
            assert pos("六害", year) == pos("炙退", year)
        group = b % 3
        if group == 0:  # E59 子午卯酉
            assert (pos("黄幡", year), pos("豹尾", year)) == (pos("地官符", year), pos("吊客", year))
        if group == 2:
            assert (pos("黄幡", year), pos("豹尾", year)) == (pos("白虎", year), pos("丧门", year))
        if group == 1:
            assert (pos("黄幡", year), pos("豹尾", year)) == (pos("太岁", year), pos("岁破", year))
        if br in "子丑寅午未申":  # E60
            assert pos("飞廉", year) == pos("白虎", year)
        else:
            assert pos("飞廉", year) == pos("丧门", year)
        if group == 1:  # E61 力士 = 巡山罗喉 in 辰戌丑未 years
            assert pos("力士", year) == pos("巡山罗喉", year)
        if group == 1:  # E62 辰戌丑未年大将军与打头火同位
            assert pos("大将军", year) == pos("大煞", year)
        if br == "卯":
            assert pos("大将军", year) == pos("岁刑", year)
        if group == 2:  # E63 寅申巳亥年地官符与打头火同宫
            assert pos("地官符", year) == pos("大煞", year)
    youyear = year_with_branch("酉")
    assert MOUNTAIN_BY_NAME[pos("天官符", youyear)].palace == PALACE_BY_NAME[pos("年独火", youyear)].number
    assert "如酉年天官符与独火同宫，而寅申巳亥年地官符与打头火同宫" in line(s000, 715)


def test_six_hai_coincides_with_zhitui_only_in_chen_xu_years(s000):
    # L481 prints “辰戌午年叠炙退”; 午 does not hold (午年 六害 丑, 炙退 酉).
    assert "然惟辰戌午年叠炙退" in line(s000, 481)
    hits = [BRANCHES[b] for b in range(12) if table_cell("六害", b) == table_cell("炙退", b)]
    assert hits == ["辰", "戌"]


# =====================================================================================================
# The 2026 snapshot (digest §4.9) and the derived 2026 regression vectors
# =====================================================================================================

SNAPSHOT_2026 = {
    "太岁": "午", "岁破": "子", "丧门": "申", "地官符": "戌", "死符": "亥", "岁支德": "亥", "白虎": "寅",
    "吊客": "辰", "太阴": "辰", "病符": "巳", "劫煞": "亥", "灾煞": "子", "岁煞": "丑", "伏兵": "壬", "大祸": "癸",
    "天官符": "巳", "大煞": "午", "金匮": "午", "炙退": "酉", "黄幡": "戌", "豹尾": "辰", "岁马": "申", "岁刑": "午",
    "飞廉": "寅", "五鬼": "戌", "大将军": "卯", "巡山罗喉": "丁", "奏书": "巽", "博士": "乾", "力士": "坤",
    "蚕室": "艮", "蚕官": "丑", "蚕命": "寅", "岁德": "丙", "岁德合": "辛", "岁干合": "辛", "岁禄": "巳",
    "阳贵人": "酉", "阴贵人": "亥", "破败五鬼": "坤", "浮天空亡": "巽辛", "年独火": "兑",
    "太阳（四利）": "未", "太阴（四利）": "酉", "龙德（四利）": "丑", "福德（四利）": "卯",
}


def test_2026_snapshot():
    assert d.year_ganzhi(2026).name == "丙午"
    for key, where in SNAPSHOT_2026.items():
        assert pos(key, 2026) == where, key
    assert set(pos("阴府太岁（卦）", 2026)) == set("子坤")  # 正阴府 坎坤
    assert pos("阴府太岁（干）", 2026) == "戊癸"  # 旁阴府 戊癸 (戊: no mountain)
    assert set(pos("天金神", 2026) + pos("地金神", 2026)) == set("子丑寅卯午未")
    gaishan = {p.label.split("·")[1]: set(p.mountains) for p in placed(2026, "盖山黄道")}
    assert gaishan == {"黄罗": set("巽辛"), "天皇": set("艮丙"), "紫檀": set("乾甲"), "地皇": set("卯庚亥未")}
    assert {m for p in placed(2026, "走马六壬") for m in p.mountains} == set("子寅辰午申戌")
    back = placed(2026, "通天窍（三合后方）")[0].mountains
    assert set(back) == set("艮寅甲卯乙辰")
    (fu,) = placed(2026, "阴府太岁（干）")
    assert fu.mountains == ("癸",) and "戊" in fu.unplaced
    assert d.year_star(2026) == 1


REGRESSION_2026 = {
    "飞天官符": [8, 7, 6, 5, 7, 6, 5, 4, 3, 2, 1, 9],
    "飞地官符": [4, 3, 2, 1, 9, 8, 7, 6, 5, 7, 6, 5],
    "飞大煞": [9, 8, 7, 6, 5, 7, 6, 5, 4, 3, 2, 1],
    "飞天禄（宗镜）": [8, 7, 6, 5, 1, 9, 8, 7, 6, 5, 4, 3],
    "飞天马（宗镜）": [2, 1, 9, 8, 7, 6, 5, 1, 9, 8, 7, 6],
    "飞阳贵人（宗镜）": [3, 2, 1, 9, 8, 7, 6, 5, 1, 9, 8, 7],
    "飞阴贵人（宗镜）": [5, 4, 3, 2, 1, 9, 8, 7, 6, 5, 1, 9],
    "小月建": [5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7],
    "大月建": [8, 7, 6, 5, 4, 3, 2, 1, 9, 8, 7, 6],
    "月游火": [2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4],
}


@pytest.mark.parametrize("key", sorted(REGRESSION_2026))
def test_2026_flying_sequences(key):
    assert [placed(2026, key, m)[0].palace for m in range(1, 13)] == REGRESSION_2026[key]


def test_2026_true_pillars_and_bingding_duhuo():
    assert [d.month_ganzhi(2026, m).name for m in range(1, 13)] == \
        "庚寅 辛卯 壬辰 癸巳 甲午 乙未 丙申 丁酉 戊戌 己亥 庚子 辛丑".split()
    assert placed(2026, "飞天禄（宗镜）", 1)[0].label == "飞天禄（癸巳）"
    assert placed(2026, "飞天马（宗镜）", 1)[0].label == "飞天马（丙申）"
    assert placed(2026, "飞阳贵人（宗镜）", 1)[0].label == "飞阳贵人（丁酉）"
    assert placed(2026, "飞阴贵人（宗镜）", 1)[0].label == "飞阴贵人（己亥）"
    expected = [(2, 3), (1, 2), (9, 1), (8, 9), (7, 8), (6, 7), (5, 6), (5, 5), (4, 5), (3, 4), (2, 3), (1, 2)]
    for month, (bing, ding) in enumerate(expected, 1):
        where = {}
        for p in placed(2026, "丙丁独火", month):
            for stem in p.label[p.label.index("（") + 1:-1]:
                where[stem] = p.palace
        assert (where["丙"], where["丁"]) == (bing, ding), month


# =====================================================================================================
# API: caching, errors, the compass dict, the verdict
# =====================================================================================================

def test_results_are_cached_and_inputs_checked():
    assert d.year_directions(2026) is d.year_directions(2026)
    assert d.month_directions(2026, 3) is d.month_directions(2026, 3)
    for bad in (1899, 2100):
        with pytest.raises(OutOfRange):
            d.year_directions(bad)
    with pytest.raises(AlmanacInputError):
        d.month_directions(2026, 13)
    with pytest.raises(ValueError):
        d.mountain_verdict(2026, 1, "甲子")
    assert d.year_directions(1900) and d.month_directions(2099, 12)


def test_every_year_and_month_evaluates():
    for year in range(1900, 2100):
        ys = d.year_directions(year)
        assert sum(p.god.key == "太岁" for p in ys) == 1
        for p in ys:
            assert all(m in MOUNTAIN_BY_NAME for m in p.mountains)
    for year in (1901, 1950, 2000, 2026, 2099):
        for month in range(1, 13):
            ms = d.month_directions(year, month)
            assert sum(p.god.key == "小月建" for p in ms) == 1
            for p in ms:
                if p.palace is not None:
                    assert p.mountains == PALACES[p.palace].mountains


def test_compass_dict_is_json_and_follows_the_contract():
    c = api.compass(2026, 1)
    assert json.loads(api.compass_json(2026, 1)) == json.loads(json.dumps(c, ensure_ascii=False))
    assert (c["year"], c["month"], c["year_ganzhi"], c["month_ganzhi"]) == (2026, 1, "丙午", "庚寅")
    assert [m["name"] for m in c["mountains"]] == list(BRIEF_MOUNTAINS)
    for m in c["mountains"]:
        assert m["bearing"] == 15.0 * BRIEF_MOUNTAINS.index(m["name"])
        for g in m["gods"]:
            assert g["rejected"] == "" and g.get("default", True)  # only kept gods stand on the mountains
            assert m["name"] in g["mountains"] and g["source"]["seed"].endswith(".txt")
        assert m["degrees"] == [(m["bearing"] - 7.5) % 360, m["bearing"] + 7.5]
    wu = next(m for m in c["mountains"] if m["name"] == "午")
    assert {"太岁", "大煞", "金匮", "岁刑"} <= {g["god"] for g in wu["gods"]}
    assert c["nine_stars"]["year"]["centre"] == 1 and c["nine_stars"]["month"]["centre"] == 8
    assert c["nine_stars"]["year"]["center"] == 1 and c["nine_stars"]["month"]["center"] == 8
    assert "破败五鬼" in {g["god"] for g in c["palaces"][2]["gods"]}
    assert "小月建" in {g["god"] for g in c["palaces"][5]["gods"]}  # 阳年正月起中宫
    assert {r["god"] for r in c["rejected"]} >= {"尊星", "通天窍", "月游火", "九天朱雀"}
    assert {r["key"] for r in c["readings"]} >= {"阴府太岁（干）", "飞天禄（通书）"}
    june = api.compass(2026, 6)
    assert {u["god"] for u in june["unplaced"]} >= {"天德合", "月德合"}  # 六月己: 二十四山无戊己
    assert api.compass(2026)["month"] is None and api.compass(2026)["nine_stars"]["month"] is None


def test_a_placed_god_in_the_json_names_god_and_source():
    (p,) = placed(2026, "大祸")
    data = msgspec.to_builtins(compass_god(p))
    assert data["name"] == "大祸" and data["mountains"] == ["癸"] and data["source"]["line"] == 503
    assert "L497" in data["correction"] and data["counted"] and data["rejected"] == ""
    assert "palace" not in data and "flags" not in data  # left out when it has none



def test_a_god_placed_in_two_years_keeps_each_years_place_and_flags():
    # the god's part of an entry is built once a god (memo point "JSON compass gods"): each placement its own rest
    (a,), (b,) = placed(2026, "大祸"), placed(2027, "大祸")
    first, second = msgspec.to_builtins(compass_god(a)), msgspec.to_builtins(compass_god(b))
    assert first["mountains"] == list(a.mountains) and second["mountains"] == list(b.mountains) != first["mountains"]
    assert {k: v for k, v in first.items() if k != "mountains"} == {k: v for k, v in second.items() if k != "mountains"}
    palace_god = next(p for p in d.year_directions(2026) if p.palace is not None)
    entry = msgspec.to_builtins(compass_god(palace_god))
    assert entry["palace"] == palace_god.palace and entry["palace_name"] == PALACES[palace_god.palace].name
    assert entry.get("flags", []) == list(palace_god.flags)
    assert "palace" not in msgspec.to_builtins(compass_god(a))  # the palace of another placement is not kept


def test_the_compass_json_bytes_are_the_json_text():
    assert api.compass_json_bytes(2026, 3, "子") == api.compass_json(2026, 3, "子").encode()

def test_verdict_levels_follow_the_text():
    # 太岁可坐: 2021 辛丑 坐丑 has 吉星 (盖山黄道) and no 凶 on it.
    v = d.mountain_verdict(2021, None, "丑")
    assert v.level == "吉" and any(g.god == "太岁" for g in v.good)
    # 子午卯酉年 坐太岁 “坐之也不吉”.
    v = d.mountain_verdict(year_with_branch("卯"), None, "卯")
    assert v.level in ("凶", "不可") and any("坐之也不吉" in r.why for r in v.reasons)
    # 2026 丙午: 岁刑即太岁 — 坐午 “开山立向修方皆忌，吉不能制”.
    assert d.mountain_verdict(2026, None, "午").level == "不可"
    # 月破 may not be sat on: 2026 正月 (寅) 月破 申.
    v = d.mountain_verdict(2026, 1, "申")
    assert ("月破", "坐", "不可") in {(r.god, r.at, r.effect) for r in v.reasons}
    # 巡山罗喉 sharing 太岁's palace on the facing: “勿犯”.
    v = d.mountain_verdict(2026, None, "癸")  # faces 丁 = 巡山罗喉, in 离 with 太岁 午
    assert ("巡山罗喉", "向", "重") in {(r.god, r.at, r.effect) for r in v.reasons}
    # Rejected items and other readings never appear.
    for year in (2024, 2026):
        for name in BRIEF_MOUNTAINS:
            v = d.mountain_verdict(year, 6, name)
            for r in v.reasons + v.good:
                if r.key:
                    assert dg.god(r.key).counted, r.key
            assert v.level in d.LEVELS


# --- burial exemption (不忌葬) -------------------------------------------------------------------------------------

# Every line of seeds 000–002 saying in so many words that something does not weigh on burial, and the
# directional gods it names (by name or alias). The data's `burial_exempt` must agree with this, god for god.
BURIAL_WORDS = re.compile(r"不忌安?葬|葬[事埋]?不忌|埋葬则不忌")
BURIAL_EXEMPT_LINES = {
    (SEED_XIEJI_SUMMARY, 469): {"小月建"},  # 小月建占方凶，占山占向亦凶，忌修，不忌葬
    (SEED_QIUZHEN, 729): {"天金神", "地金神"},  # 《宗镜》曰：金神忌修方动土…葬事不忌…庚辛…为天金神…纳音金者，为地金神
    (SEED_QIUZHEN, 805): {"年独火"},  # 通书曰：独火…修营动土犯之主灾，葬埋不忌
    (SEED_XIEJI_JUAN8, 11): {"年独火"},  # 《通书》说：独火…修营、动土触犯它，主有灾祸；埋葬则不忌
    (SEED_QIUZHEN, 789): {"年独火", "大煞", "飞大煞", "月游火"},  # 通书曰：独火，打头火，月游火，不忌安葬
    (SEED_QIUZHEN, 541): {"戊己都天"},  # 象吉曰：戊己都天…凡开山立向修方，犯之大凶，惟葬不忌
}
# Lines with such words that name no directional god, or whose words the data does not follow (and why).
BURIAL_LINES_SET_ASIDE = {
    (SEED_XIEJI_SUMMARY, 539): "旬中空亡、截路空亡: hours (data/hour_gods), not directions",
    (SEED_QIUZHEN, 831): "火星日: a day, not a direction",
    (SEED_QIUZHEN, 1097): "《宗镜》 reports the 通书's 不忌安葬 for 大小月建 and 戊己煞 and rejects it (通书迁葬不载者非; "
                          "大月建 造葬皆忌): not an exemption",
    (SEED_QIUZHEN, 1103): "《利用》 calls that rejection 过当, without a rule of its own; 大月建 stays counted for burial "
                          "(001 L469 exempts 小月建 only)",
}


def test_burial_lines_of_the_seeds_are_all_accounted_for(seeds):
    found = {(seed, n) for seed, lines in seeds.items() for n, text in enumerate(lines, 1) if BURIAL_WORDS.search(text)}
    assert found == set(BURIAL_EXEMPT_LINES) | set(BURIAL_LINES_SET_ASIDE)
    assert not set(BURIAL_EXEMPT_LINES) & set(BURIAL_LINES_SET_ASIDE)


def test_burial_exempt_field_agrees_with_the_seed_text(seeds):
    expected = set().union(*BURIAL_EXEMPT_LINES.values())
    marked = {g.key for g in ALL_DIRECTIONAL_GODS if g.burial_exempt is not None}
    assert marked == expected == {"小月建", "天金神", "地金神", "年独火", "大煞", "飞大煞", "月游火", "戊己都天"}
    for god in ALL_DIRECTIONAL_GODS:
        source = god.burial_exempt
        if source is None:
            continue
        cited = (source.seed, source.line)
        assert god.key in BURIAL_EXEMPT_LINES.get(cited, ()), (god.key, cited)
        text = line(seeds[source.seed], source.line)
        assert BURIAL_WORDS.search(text), (god.key, cited)
        assert any(name in text for name in (god.name, *(a.name for a in god.aliases), *god.spellings)), (god.key, cited)  # the line names it
        for fragment in source.note.split("; ")[0].split("…"):
            assert fragment in text, (god.key, fragment)
    # Each listed line names every god it is listed for.
    for (seed, n), keys in BURIAL_EXEMPT_LINES.items():
        text = line(seeds[seed], n)
        for key in keys:
            god = dg.god(key)
            assert any(name in text for name in (god.name, *(a.name for a in god.aliases), *god.spellings)), (key, seed, n)


def test_burial_verdict_reads_the_field():
    # 2026 丙午 (阳年) 三月: 小月建 has flown from 中五 to 兑七 (庚酉辛); 坐庚 has it alone: 忌修，不忌葬.
    assert d.xiao_yuejian_palace(2026, 3) == 7
    v = d.sitting_verdict(2026, 3, "庚")
    assert [(r.key, r.at, r.burial_exempt) for r in v.reasons] == [("小月建", "坐", True)]
    assert v.build == "凶" and v.bury == "吉" and v.good
    # 月破 is not exempt (“造葬皆不可犯”, 001 L463): 2026 三月 (辰) 月破 戌.
    v = d.sitting_verdict(2026, 3, "戌")
    assert v.build == v.bury == "不可"
    assert not any(r.burial_exempt for r in v.reasons if r.key == "月破")
