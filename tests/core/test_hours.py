"""The hours (时辰) of a day: every hour table against the seed line that prints or states it, the
digest's worked examples TC-22/23/24/27/28/29/30, seed 003's 天星吉时, 人神, hour pillars, and verdicts.

Seed lines are quoted here as printed (1-based, as `grep -n` prints them); when the seeds are present
(../shared/seeds beside the repository; tests/seeds.py) each quote is also checked against its line.
"""

import json
import re
from datetime import date

import pytest

from almanac.core.calendar.ganzhi import BRANCHES, STEMS, ganzhi, ganzhi_from_name
from almanac.core.calendar.pillars import day_ganzhi, day_pillars, hour_ganzhi
from almanac.core.data import hour_gods as table
from almanac.core.rules import hours
from almanac.core.rules.hours import hours_of_day, xishen_direction

S001 = "001_05e524af85a5a64b.txt"
S003 = "003_50e88f566c4c21ff.txt"

# (seed, line, text as printed — a substring of that line)
L335 = (S001, 335, "天乙贵人：甲日阳贵未、阴贵丑；乙日阳贵申、阴贵子；丙日阳贵酉、阴贵亥；丁日阳贵亥、阴贵酉；戊日阳贵丑、阴贵未；己日阳贵子、阴贵申；庚日阳贵丑、阴贵未；辛日阳贵寅、阴贵午；壬日阳贵卯、阴贵巳；癸日阳贵巳、阴贵卯。上吉。")  # noqa: E501
L337 = (S001, 337, "天官贵人：日随干官星，酉中有辛，甲之官星。甲日在酉，乙日在申，丙日在子，丁日在亥，戊日在卯，己日在寅，庚日在午，辛日在巳，壬日在丑、未，癸日在辰、戌。")
L339 = (S001, 339, "福星贵人：日干生时干，曰福星贵人。甲日寅时，乙日丑、亥时，丙日戌、子时，丁日酉时，戊日申时，己日未时，庚日午时，辛日巳时，壬日辰时，癸日卯时。")
L341 = (S001, 341, "喜神：甲己日艮方寅时，乙庚日乾方戌时，丙辛日坤方申时，丁壬日离方午时，戊癸日巽方辰时。")
L343 = (S001, 343, "八禄：本日之禄位也，如甲禄在寅。")
L345 = (S001, 345, "四大吉时（四煞没时）：正四七十四孟月，用甲丙庚壬时；二五八十一四仲月，用艮巽坤乾时；三六九十二四季月，用癸乙丁辛时。")
L347 = (S001, 347, "五不遇时：时干克日干也，如甲日庚时，乙日辛时。凡事不用。")
L349 = (S001, 349, "截路空亡：甲己日申酉时，乙庚日午未时，丙辛日辰巳时，丁壬日寅卯时，戊癸日子丑戌亥时。")
L9 = (S001, 9, "后天八卦方位：离南坎北，震东兑西，巽东南，坤西南，乾西北，艮东北。")
L23 = (S001, 23, "六合：子丑合土，寅亥合木，卯戌合火，辰酉合金，午为日，未为月，午未合为日月，巳申合水。即月建与月将相合，正月建寅，月将在亥。")
L25 = (S001, 25, "三合：申子辰合水局，亥卯未合木局，寅午戌合火局，巳酉丑合金局。")
L37 = (S001, 37, "二十四节气方位：立春艮，雨水寅，惊蛰甲，春分震，清明乙，谷雨辰，立夏巽，小满巳，芒种丙，夏至离，小暑丁，大暑未，立秋坤，处暑申，白露庚，秋分兑，寒露辛，霜降戌，立冬乾，小雪亥，大雪壬，冬至坎，小寒癸，大寒丑。")  # noqa: E501
L93 = (S001, 93, "所以子刑卯、丑刑戌、寅刑巳、卯刑子、巳刑申、未刑丑、申刑寅、戌刑未、辰午酉亥为自刑也。")
L253 = (S001, 253, "无禄：甲辰、乙巳、庚辰、辛巳、丙申、戊戌、丁亥、己丑、壬申、癸亥，此十日禄皆落空。")
L267 = (S001, 267, "寅午戌火也，病于申，中有庚为妻，戊为子，故以申为马；申子辰水也，病于寅，中有丙为妻，甲为子；亥卯未木也，病于巳，中有戊为妻，丙为子；巳酉丑金也，病于亥")
L529 = (S001, 529, "用时法：时者，日之用也，全在帮护日辰，或与日支干比和，或与日支三合六合皆吉。时家吉凶神，不必尽拘，惟贵人禄马为吉。如甲戊庚日，以丑未时为贵人，甲日禄到寅时，子辰日马到寅时是也。")
L531 = (S001, 531, "时冲月令太岁皆凶，大事则忌，小事可勿论。")
L533 = (S001, 533, "时破大凶，日支冲时支也，如子日午时之类。")
L535 = (S001, 535, "时刑次凶，日子刑时支也，如子日卯时之类。")
L537 = (S001, 537, "五不遇时次凶，时干克日干也，如甲日庚午时之类。")
L539 = (S001, 539, "旬中空亡、截路空亡忌出行，不忌葬事。")
L541 = (S001, 541, "时建吉，与日比和也。")
L543 = (S001, 543, "孟月甲丙庚壬时，仲月艮巽坤乾时，季月乙辛丁卯时，谓之四大吉，又为神藏煞没。")
L545 = (S001, 545, "日干不旺，用禄时则旺，如甲日寅时。")
L599 = (S003, 599, "子时在踝丑时在头寅时在耳。一云在目卯时在面辰时在项巳时在乳一云在肩午时在胸未时在腹申时在心酉时在膝戌时在腰亥时在股。")
L603 = (S003, 603, "右皆人神所在不宜鍼灸见类经")
L795 = (S003, 795, "时贵人昼用阳贵夜用阴贵又一说子至巳用阳贵午至亥用阴贵。")
L919 = (S003, 919, "宜四大吉时兼黄道吉星时得吉星到时可胜诸凶所有九丑路空旬空俱不忌")
L1755 = (S003, 1755, "按天贵星太乙星即青龙也。明辅星贵人星即明。")
L1759 = (S003, 1759, "堂也。月仙星福德星即金匮也。天德星宝光星即天德也。天开星少微星即玉堂也。日仙星凤辇星即司命也。")
L1763 = (S003, 1763, "道远几时通达路遥何日还乡为诀子午日起申丑未日起戌寅申日起子卯酉日起寅辰戌日起辰巳亥日起午以次数之值道远通达遥还字有辵绕者为吉")
L1775 = (S003, 1775, "按六神悉伏即贵登天门吉将加时则六壬之贵人六合青龙太常太阴天后六吉将也。其法以月将加时视时上所临之神遇吉将者是")
# 003 §推测时刻: the Sun's 宫 at each 中气 (original-text lines)
ZHONGQI_LINES = [
    (S003, 79, "春分戌宫初度"), (S003, 123, "榖雨酉宫初度"), (S003, 163, "小满申宫初度"), (S003, 183, "夏至未宫初度"),
    (S003, 207, "大暑午宫初度"), (S003, 247, "处暑巳宫初度"), (S003, 291, "秋分辰宫初度"), (S003, 335, "霜降卯宫初度"),
    (S003, 379, "小雪寅宫初度"), (S003, 399, "冬至丑宫初度"), (S003, 423, "大寒子宫初度"), (S003, 463, "雨水亥宫初度"),
]

QUOTES = [L335, L337, L339, L341, L343, L345, L347, L349, L9, L23, L25, L37, L93, L253, L267, L529, L531, L533,
          L535, L537, L539, L541, L543, L545, L599, L603, L795, L919, L1755, L1759, L1763, L1775, *ZHONGQI_LINES]


def text(quote) -> str:
    return quote[2]


def b(ch: str) -> int:
    return BRANCHES.index(ch)


def s(ch: str) -> int:
    return STEMS.index(ch)


def element(stem: int) -> int:
    """木0 火1 土2 金3 水4 (甲乙木 …)."""
    return stem // 2


def generates(a: int, c: int) -> bool:  # 木生火生土生金生水生木
    return (element(a) + 1) % 5 == element(c)


def overcomes(a: int, c: int) -> bool:  # 木克土, 土克水, 水克火, 火克金, 金克木
    return (element(a) + 2) % 5 == element(c)


def hour_stem(day_stem: int, branch: int) -> int:
    # 001 §五鼠遁 L27: 甲己日起甲子时，乙庚日起丙子时，丙辛日起戊子时，丁壬日起庚子时，戊癸日起壬子时
    start = {"甲": "甲", "乙": "丙", "丙": "戊", "丁": "庚", "戊": "壬"}[STEMS[day_stem % 5]]
    return (s(start) + branch) % 10


def hours_set(cell: str) -> set[str]:
    return set(cell)


# --- the quotes are the seeds' -----------------------------------------------------------------

@pytest.mark.parametrize("quote", QUOTES, ids=lambda q: f"{q[0][:3]}-L{q[1]}")
def test_quote_is_on_its_line(quote, seeds_dir):
    seed, line, printed = quote
    lines = (seeds_dir / seed).read_text(encoding="utf-8").splitlines()
    assert printed in lines[line - 1]


def test_sources_cite_the_quoted_lines():
    assert table.TIANYI_YANG.source.line == 335 and table.TIANGUAN.source.line == 337
    assert table.FUXING.source.line == 339 and table.XISHEN.source.line == 341 and table.RI_LU.source.line == 343
    assert table.SIDA_JISHI.source.line == 345 and table.WUBUYU.source.line == 347 and table.JIELU.source.line == 349
    assert table.SHIPO.source.line == 533 and table.SHIXING.source.line == 535 and table.SHIJIAN.source.line == 541
    assert table.XUNKONG.source.line == 539 and table.SHICHONG_YUE.source.line == 531 and table.RI_MA.source.line == 529
    assert table.RENSHEN_SOURCE.line == 599 and table.TIANXING_SOURCE.line == 1755 and table.JIJIANG_SOURCE.line == 1775
    for god in (*table.HOUR_GODS, *table.ALTERNATIVE_READINGS):
        assert god.kind in ("吉", "凶") and god.rule and god.source.seed in (S001, S003)
        assert len(god.table) == table.KEY_SIZES[god.key]
        assert all(ch in BRANCHES for cell in god.table for ch in cell)


# --- printed tables, parsed ------------------------------------------------------------------

def test_tianyi_guiren_as_printed():
    rows = re.findall(r"(.)日阳贵(.)、阴贵(.)", text(L335))
    assert [r[0] for r in rows] == list(STEMS)
    assert table.TIANYI_YANG.table == tuple(r[1] for r in rows)
    assert table.TIANYI_YIN.table == tuple(r[2] for r in rows)
    assert table.TIANYI_YANG.grade == "上吉" and text(L335).endswith("上吉。")


def test_tianguan_guiren_as_printed_and_by_its_rule():
    rows = re.findall(r"(.)日在(.)(?:、(.))?", text(L337))
    assert [r[0] for r in rows] == list(STEMS)
    assert table.TIANGUAN.table == tuple(r[1] + r[2] for r in rows)
    # “日随干官星，酉中有辛，甲之官星”: the 官星 is the opposite-polarity stem that 克 the day stem; the hour is
    # the branch whose main stored stem is that 官星 (as 酉 holds 辛). Main stems: 001 §复日 L259 (正七月甲庚 …
    # 三九六十二戊己) for 寅申卯酉巳亥午子辰戌未丑; i.e. 子癸 丑己 寅甲 卯乙 辰戊 巳丙 午丁 未己 申庚 酉辛 戌戊 亥壬.
    main = dict(zip(BRANCHES, "癸己甲乙戊丙丁己庚辛戊壬"))
    for stem in range(10):
        official = next(o for o in range(10) if overcomes(o, stem) and o % 2 != stem % 2)
        expected = "".join(br for br in BRANCHES if main[br] == STEMS[official])
        assert table.TIANGUAN.table[stem] == expected, STEMS[stem]


def test_fuxing_guiren_as_printed_and_by_its_rule():
    rows = re.findall(r"(.)日((?:.、)*.)时", text(L339).split("。", 1)[1])
    assert [r[0] for r in rows] == list(STEMS)
    printed = tuple(r[1].replace("、", "") for r in rows)
    assert table.FUXING.table == printed
    # “日干生时干”, with the same polarity (the printed list is exactly that)
    for stem in range(10):
        derived = {BRANCHES[h] for h in range(12)
                   if generates(stem, hour_stem(stem, h)) and hour_stem(stem, h) % 2 == stem % 2}
        assert derived == hours_set(printed[stem]), STEMS[stem]


def test_xishen_as_printed():
    rows = re.findall(r"(.)(.)日(.)方(.)时", text(L341))
    assert len(rows) == 5
    trigram_direction = dict(re.findall(r"(.)(东北|东南|西北|西南|东|南|西|北)", text(L9).split("：")[1]))
    for first, second, trigram, hour in rows:
        for stem in (s(first), s(second)):
            assert table.XISHEN.table[stem] == hour
            assert xishen_direction(stem) == f"{trigram_direction[trigram]} ({trigram})"
    assert xishen_direction(s("甲")) == "东北 (艮)"


def test_jielu_kongwang_as_printed():
    rows = re.findall(r"(.)(.)日(.+?)时", text(L349))
    assert len(rows) == 5
    for first, second, cell in rows:
        for stem in (s(first), s(second)):
            assert table.JIELU.table[stem] == cell
            # regularity check: exactly the hours whose 五鼠遁 stem is 壬 or 癸
            assert hours_set(cell) == {BRANCHES[h] for h in range(12) if hour_stem(stem, h) in (8, 9)}


def test_renshen_as_printed():
    body = text(L599).replace("。", "")
    rows = re.findall(r"(.)时在(.)(?:一云在(.))?", body)
    assert [r[0] for r in rows] == list(BRANCHES)
    assert table.RENSHEN == tuple((r[1], r[2]) for r in rows)
    assert table.RENSHEN_KIND == "忌" and table.RENSHEN_ACTIVITY == "针灸"


def test_renshen_on_the_hours():
    o = date(2024, 5, 1).toordinal()
    p = day_pillars(o)
    hs = hours_of_day(ordinal=o, day=p.day, month_branch=p.month.branch, year_branch=p.year.branch)
    assert hs[0].renshen["part"] == "踝" and hs[2].renshen == {
        "part": "耳", "alternative": "目", "kind": "忌", "activity": "针灸", "source": str(table.RENSHEN_SOURCE)}
    assert hs[5].renshen["alternative"] == "肩" and hs[11].renshen["part"] == "股"


# --- tables derived from a stated rule, recomputed here --------------------------------------

def test_lu_by_linguan_confirmed_by_the_ten_days_whose_lu_is_void():
    # “八禄：本日之禄位也，如甲禄在寅” (L343; L529 “甲日禄到寅时”, L545 “如甲日寅时”). 禄 = 临官: for a 阳干
    # the fourth stage from 长生 (001 L21: 木长生在亥，火长生于寅，金长生于巳，水长生于申，土亦长生在申，寄生于寅),
    # for a 阴干 the 阴 branch beside it (乙卯 丁午 己午 辛酉 癸子).
    assert table.RI_LU.table[s("甲")] == "寅"
    changsheng = {"木": ["亥"], "火": ["寅"], "土": ["申", "寅"], "金": ["巳"], "水": ["申"]}
    element_name = "木火土金水"
    candidates = {}
    for stem in range(0, 10, 2):
        yang = {BRANCHES[(b(c) + 3) % 12] for c in changsheng[element_name[element(stem)]]}
        candidates[stem] = yang
        candidates[stem + 1] = {BRANCHES[(b(x) + 1) % 12] for x in yang}
    # 无禄: “此十日禄皆落空” — each listed day's 禄 is one of the two branches its 旬 does not reach.
    days = re.findall(r"(..)[、，]", text(L253).split("：")[1])
    assert len(days) == 10 and sorted(d[0] for d in days) == sorted(STEMS)
    for name in days:
        gz = ganzhi_from_name(name)
        start = gz.index - gz.index % 10
        void = {BRANCHES[(start + 10) % 12], BRANCHES[(start + 11) % 12]}
        fits = candidates[gz.stem] & void
        assert fits == {table.RI_LU.table[gz.stem]}, name  # for 戊/己 this also settles 寄生寅 over 长生申


def test_ma_from_yima():
    # 驿马: the 病 position of the day branch's 三合 element (001 L267), example 子辰日马到寅时 (L529).
    rows = re.findall(r"(...)(?:火|水|木|金)也，病于(.)", text(L267))
    assert len(rows) == 4
    for triad, ma in rows:
        for ch in triad:
            assert table.RI_MA.table[b(ch)] == ma, ch
    assert table.RI_MA.table[b("子")] == table.RI_MA.table[b("辰")] == "寅"


def test_sanhe_liuhe_from_the_printed_pairs():
    for triad in re.findall(r"(...)合.局", text(L25)):
        for ch in triad:
            assert hours_set(table.SANHE.table[b(ch)]) == set(triad) - {ch}
    pairs = re.findall(r"([子丑寅卯辰巳午未申酉戌亥])([子丑寅卯辰巳午未申酉戌亥])合", text(L23).split("。")[0])
    assert len(pairs) == 6
    for x, y in pairs:
        assert table.LIUHE.table[b(x)] == y and table.LIUHE.table[b(y)] == x


def test_xing_from_suixing():
    pairs = dict(re.findall(r"(.)刑(.)", text(L93).split("辰午酉亥")[0]))
    assert len(pairs) == 8
    for ch in "辰午酉亥":
        pairs[ch] = ch  # 自刑
    assert table.SHIXING.table == tuple(pairs[br] for br in BRANCHES)


def test_po_jian_chong():
    for day_branch in range(12):
        assert table.SHIPO.table[day_branch] == BRANCHES[(day_branch + 6) % 12]
        assert table.SHIJIAN.table[day_branch] == BRANCHES[day_branch]
        assert table.SHICHONG_YUE.table[day_branch] == BRANCHES[(day_branch + 6) % 12]
        assert table.SHICHONG_SUI.table[day_branch] == BRANCHES[(day_branch + 6) % 12]


def test_xunkong_recomputed():
    for xun in range(6):
        reached = {ganzhi(10 * xun + k).branch for k in range(10)}
        assert hours_set(table.XUNKONG.table[xun]) == {BRANCHES[x] for x in range(12) if x not in reached}


def test_wubuyu_both_readings():
    for stem in range(10):
        same = {BRANCHES[h] for h in range(12)
                if overcomes(hour_stem(stem, h), stem) and hour_stem(stem, h) % 2 == stem % 2}
        either = {BRANCHES[h] for h in range(12) if overcomes(hour_stem(stem, h), stem)}
        assert hours_set(table.WUBUYU.table[stem]) == same, STEMS[stem]
        assert hours_set(table.WUBUYU_ANY_POLARITY.table[stem]) == either, STEMS[stem]
    assert table.WUBUYU.default and not table.WUBUYU_ANY_POLARITY.default
    assert table.WUBUYU_ANY_POLARITY not in table.HOUR_GODS


def test_sida_jishi_mountains_and_their_hours():
    groups = re.findall(r"([一二三四五六七八九十正]+)(孟|仲|季)月，用(....)时", text(L345))
    by_class = {kind: mountains for _, kind, mountains in groups}
    assert by_class == {"孟": "甲丙庚壬", "仲": "艮巽坤乾", "季": "癸乙丁辛"}
    for month_branch in range(12):
        kind = "孟" if BRANCHES[month_branch] in "寅申巳亥" else "仲" if BRANCHES[month_branch] in "子午卯酉" else "季"
        assert table.SIDA_MOUNTAINS[month_branch] == by_class[kind]
    # L543 repeats it with 季月 “乙辛丁卯”: 卯 is a branch, not a mountain between branches (F-15).
    assert "乙辛丁卯" in text(L543) and set("乙辛丁卯") - set(by_class["季"]) == {"卯"}
    # The inferred clock mapping: on the 24-mountain ring (001 L37, in 节气 order: 立春艮 雨水寅 惊蛰甲 …,
    # with 震=卯 离=午 兑=酉 坎=子) each stem/trigram mountain is followed by the branch whose 时辰 it opens.
    ring = [item[-1] for item in text(L37).split("：")[1].rstrip("。").split("，")]
    ring = ["卯午酉子"["震离兑坎".index(m)] if m in "震离兑坎" else m for m in ring]
    assert len(ring) == 24
    for i, m in enumerate(ring):
        if m not in BRANCHES:
            assert table.SIDA_MOUNTAIN_HOUR[m] == ring[(i + 1) % 24], m
    assert table.SIDA_MOUNTAIN_HOUR["甲"] == "卯" and table.SIDA_MOUNTAIN_HOUR["壬"] == "子"
    # table = the hours of those mountains
    for month_branch in range(12):
        assert hours_set(table.SIDA_JISHI.table[month_branch]) == {
            table.SIDA_MOUNTAIN_HOUR[m] for m in table.SIDA_MOUNTAINS[month_branch]}


def test_tianxing_star_names():
    # the sentence “明辅星贵人星即明堂也” is split across the two lines, with a stray “。” after 明
    joined = text(L1755).removesuffix("。") + text(L1759)
    rows = re.findall(r"(..星)(..星)即(..)也", joined)
    assert len(rows) == 6
    assert {god: (a, c) for a, c, god in rows} == table.TIANXING_STARS


def test_month_general_by_zhongqi():
    assert "正月建寅，月将在亥" in text(L23)
    for _, line, printed in ZHONGQI_LINES:
        term, palace = printed[:2], printed[2]
        assert hours.month_general(term) == b(palace)
        assert table.MONTH_GENERAL_BY_ZHONGQI["谷雨" if term == "榖雨" else term] == (palace, line)
    assert hours.month_general("雨水") == b("亥")


def test_guiren_under_month_general_on_the_hour():
    # 月将加时: with the 月将 on the hour, 天盘 X stands over ground hour + (X − 月将).
    assert hours.guiren_ground_branch(b("未"), b("亥"), b("亥")) == b("未")  # 月将 on its own branch: 伏吟
    assert hours.guiren_ground_branch(b("丑"), b("子"), b("亥")) == b("寅")
    assert table.JIJIANG == tuple(re.search(r"六壬之(.+)六吉将", text(L1775)).group(1)[i:i + 2] for i in range(0, 12, 2))
    assert len(table.JIJIANG_MISSING) == 3


# --- worked examples (digest §8) ---------------------------------------------------------------

def test_tc22_tianguan_of_jia_is_you():
    assert "酉中有辛，甲之官星" in text(L337)
    assert table.TIANGUAN.table[s("甲")] == "酉"


def test_tc23_tc30_lu_of_jia_is_yin():
    assert "如甲禄在寅" in text(L343) and "如甲日寅时" in text(L545)
    assert table.RI_LU.table[s("甲")] == "寅"


def test_tc24_wubuyu_examples():
    assert "如甲日庚时，乙日辛时" in text(L347) and "如甲日庚午时" in text(L537)
    assert table.WUBUYU.table[s("甲")] == "午" and STEMS[hour_stem(s("甲"), b("午"))] == "庚"
    assert table.WUBUYU.table[s("乙")] == "巳" and STEMS[hour_stem(s("乙"), b("巳"))] == "辛"


def test_tc27_guiren_lu_ma():
    for day_stem in "甲戊庚":
        assert {table.TIANYI_YANG.table[s(day_stem)], table.TIANYI_YIN.table[s(day_stem)]} == {"丑", "未"}
    assert table.RI_LU.table[s("甲")] == "寅"
    assert table.RI_MA.table[b("子")] == "寅" and table.RI_MA.table[b("辰")] == "寅"
    # and on real hours: a 甲子 day (1949-10-01) — 丑 and 未 carry a 天乙贵人, 寅 carries 日禄 and 日马
    hs = _day(date(1949, 10, 1))
    names = {h.branch: {g["name"] for g in h.gods} for h in hs}
    assert "天乙贵人（阴贵）" in names["丑"] and "天乙贵人（阳贵）" in names["未"]
    assert {"日禄", "日马"} <= names["寅"]


def test_tc28_tc29_po_and_xing_of_a_zi_day():
    assert table.SHIPO.table[b("子")] == "午" and table.SHIXING.table[b("子")] == "卯"
    hs = _day(date(1949, 10, 1))
    assert hs[b("午")].verdict == "凶" and any("时破" in r for r in hs[b("午")].reasons)
    assert "时刑" in {g["name"] for g in hs[b("卯")].gods}


# --- 天星吉时 and the hours of a real day -----------------------------------------------------

def _day(d: date):
    o = d.toordinal()
    p = day_pillars(o)
    return hours_of_day(ordinal=o, day=p.day, month_branch=p.month.branch, year_branch=p.year.branch)


def test_tianxing_row_for_zi_days():
    # 003 L1763: 子午日起申 — 申道 酉远 戌几 亥时 子通 丑达 寅路 卯遥 辰何 巳日 午还 未乡 → 子丑卯午申酉
    verse = "道远几时通达路遥何日还乡"
    start = b("申")
    good = sorted((start + i) % 12 for i, ch in enumerate(verse) if ch in "道远通达遥还")
    assert [BRANCHES[x] for x in good] == list("子丑卯午申酉")
    hs = _day(date(1949, 10, 1))  # 甲子
    assert [h.branch for h in hs if h.huangdao["kind"] == "黄道"] == list("子丑卯午申酉")
    assert hs[b("申")].huangdao == {"god": "青龙", "kind": "黄道"}
    qinglong = next(g for g in hs[b("申")].gods if g["name"] == "青龙")
    assert "天贵星" in qinglong["note"] and qinglong["kind"] == "吉"


def test_hour_pillars_of_a_known_day():
    o = date(1949, 10, 1).toordinal()
    assert day_ganzhi(o).name == "甲子"
    hs = _day(date(1949, 10, 1))
    assert hs[0].pillar == "甲子" and hs[b("午")].pillar == "庚午"
    assert [h.branch for h in hs] == list(BRANCHES)
    assert (hs[0].start, hs[0].end) == ("23:00", "01:00") and (hs[6].start, hs[6].end) == ("11:00", "13:00")
    assert (hs[11].start, hs[11].end) == ("21:00", "23:00")


@pytest.mark.parametrize("d", [date(1949, 10, 1), date(2000, 1, 1), date(2024, 2, 10), date(2026, 6, 21)])
def test_hour_pillars_follow_the_day_cycle(d):
    o = d.toordinal()
    assert [h.pillar for h in _day(d)] == [hour_ganzhi(o, br).name for br in range(12)]


def test_mismatched_day_is_refused():
    o = date(1949, 10, 1).toordinal()
    with pytest.raises(ValueError):
        hours_of_day(ordinal=o, day=ganzhi(1), month_branch=9, year_branch=1)


def test_clash_with_month_and_year():
    hs = _day(date(1949, 10, 1))  # 酉月, 丑年
    assert "时冲月令" in {g["name"] for g in hs[b("卯")].gods}
    assert "时冲太岁" in {g["name"] for g in hs[b("未")].gods}
    assert sum("时冲月令" in {g["name"] for g in h.gods} for h in hs) == 1
    # same branch for both: one hour carries both
    o = date(1949, 10, 1).toordinal()
    both = hours_of_day(ordinal=o, day=day_ganzhi(o), month_branch=b("酉"), year_branch=b("酉"))
    assert {"时冲月令", "时冲太岁"} <= {g["name"] for g in both[b("卯")].gods}


# --- verdicts ----------------------------------------------------------------------------------

def _all_rows():
    for p in range(60):
        for m in range(12):
            yield p, m, hours._hours(p, m, (m + 3) % 12)


DECISIVE_GOOD = {"天乙贵人（阳贵）", "天乙贵人（阴贵）", "日禄", "日马"}  # L529 “惟贵人禄马为吉”
HELPING = {"三合", "六合", "时建"}  # L529 “或与日支三合六合皆吉”, L541 “时建吉”
SECOND = {"时刑", "五不遇时"}  # L535, L537 次凶


def _good_signs(h) -> set[str]:
    names = {g["name"] for g in h.gods}
    good = (DECISIVE_GOOD | HELPING) & names
    if any("落旬中空亡" in g["note"] for g in h.gods):
        good.discard("日禄")
    return good


def test_every_verdict_is_explained():
    for p, m, row in _all_rows():
        for h in row:
            assert h.verdict in ("吉", "凶", "平") and h.reasons
            names = {g["name"] for g in h.gods}
            if h.verdict == "凶":
                bad = {g["name"] for g in h.gods if g["kind"] == "凶"} & ({"时破"} | SECOND)
                assert bad and any(n in h.reasons[0] for n in bad), (p, m, h)
            if h.verdict == "吉":
                named = _good_signs(h) | ({h.huangdao["god"]} if h.huangdao["kind"] == "黄道" else set())
                assert named and all(n in h.reasons[0] for n in named), (p, m, h)
                assert not names & ({"时破"} | SECOND)


def test_the_hours_that_help_the_day_are_good():
    # 001 L529 “或与日支三合六合皆吉”, L541 “时建吉”: with no 时破/时刑/五不遇, an hour of 三合, 六合 or 时建 is 吉,
    # whatever its 黄道 god, and the reason quotes the line.
    seen = set()
    for _, _, row in _all_rows():
        for h in row:
            names = {g["name"] for g in h.gods}
            if names & ({"时破"} | SECOND) or not names & HELPING:
                continue
            assert h.verdict == "吉", h
            if "三合" in names or "六合" in names:
                assert "或与日支三合六合皆吉" in h.reasons[0] and "001 用时法 L529" in h.reasons[0]
            if "时建" in names:
                assert "时建吉，与日比和也" in h.reasons[0] and "001 用时法 L541" in h.reasons[0]
            seen |= names & HELPING
    assert seen == HELPING
    # “时家吉凶神，不必尽拘” is never said of the relations the same sentence calls 吉
    set_aside = {n for _, _, row in _all_rows() for h in row for r in h.reasons
                 for listed in re.findall("；([^；]+)属时家吉神，不必尽拘", r) for n in listed.split("、")}
    assert set_aside and not set_aside & HELPING


@pytest.mark.parametrize("day, branch, pillar, relation", [
    # 2024-01-01 甲子: 辰 hour 戊辰 (甲己日起甲子 → 辰 = 戊辰), 申子辰 三合; 子午日起申 → 辰 = 何, 黑道
    (date(2024, 1, 1), "辰", "戊辰", "三合"),
    # 2024-01-02 乙丑: 丑 hour 丁丑 (乙庚日起丙子 → 丑 = 丁丑), 时建; 丑未日起戌: 戌道 亥远 子几 丑时 → 黑道
    (date(2024, 1, 2), "丑", "丁丑", "时建"),
    # 2024-01-11 甲戌: 卯 hour 丁卯 (甲日 → 卯 = 丁卯), 卯戌 六合; 辰戌日起辰 … 寅还 卯乡 → 黑道
    (date(2024, 1, 11), "卯", "丁卯", "六合"),
])
def test_issue_examples_of_helping_hours(day, branch, pillar, relation):
    h = _day(day)[b(branch)]
    assert h.pillar == pillar and relation in {g["name"] for g in h.gods}
    assert h.huangdao["kind"] == "黑道" and h.verdict == "吉"
    assert relation in h.reasons[0]
    # the 黑道 is the site's reading, and the reason says so
    assert any(r.startswith("本站权衡") and "黑道" in r for r in h.reasons)


def test_po_is_never_lifted():
    for _, _, row in _all_rows():
        for h in row:
            if "时破" in {g["name"] for g in h.gods}:
                assert h.verdict == "凶"
                # L533 says “时破大凶，日支冲时支也”; that no 吉 lifts it is the site's reading
                assert "“时破大凶”（001 用时法 L533）" in h.reasons[0]
                assert not any("不能解（001 L533）" in r for r in h.reasons)
                if _good_signs(h) - HELPING or h.huangdao["kind"] == "黄道":
                    assert any("本站权衡：吉神不解时破" in r for r in h.reasons)


def test_second_grade_bad_needs_huangdao_and_another_good_sign():
    seen = {"lifted": 0, "kept": 0, "same relation": 0}
    for _, _, row in _all_rows():
        for h in row:
            names = {g["name"] for g in h.gods}
            if "时破" in names or not names & SECOND:
                continue
            helpers = _good_signs(h) | (names & {"四大吉时"})
            if "时刑" in names:  # 巳申 (合 and 刑) and 自刑 (= 时建): the same relation does not offset its 刑
                same = helpers & {"六合", "时建"}
                helpers -= same
                if same:
                    seen["same relation"] += 1
                    assert any("不相抵（本站权衡）" in r for r in h.reasons)
            lifted = h.huangdao["kind"] == "黄道" and helpers
            assert h.verdict == ("平" if lifted else "凶"), h
            if lifted or helpers or h.huangdao["kind"] == "黄道":
                assert "本站权衡" in h.reasons[0]  # a mixed hour: the weighing is the site's
            seen["lifted" if lifted else "kept"] += 1
    assert all(seen.values())


def test_self_punishment_is_not_offset_by_shijian():
    # 甲辰日 辰时 in a 孟月 (寅): 辰 自刑 (001 L93) is 时刑, and the same hour is 时建; 辰戌日起辰 → 辰 = 道, 黄道.
    # No 贵人禄马 (甲: 丑未, 寅; 辰日马 寅) and no 四大吉时 (孟月 甲丙庚壬 → 卯午酉子): 时建 alone does not lift → 凶.
    h = hours._hours(ganzhi_from_name("甲辰").index, b("寅"), b("子"))[b("辰")]
    assert {"时刑", "时建"} <= {g["name"] for g in h.gods} and h.huangdao["kind"] == "黄道"
    assert h.verdict == "凶"


def test_a_yellow_path_hour_with_po_is_bad():
    # 子日午时: 黄道 司命 by 天星吉时, 时破 by 用时法 — 时破 wins.
    h = _day(date(1949, 10, 1))[b("午")]
    assert h.huangdao == {"god": "司命", "kind": "黄道"} and h.verdict == "凶"


def test_lu_falling_void_does_not_count():
    # 甲辰 is a 无禄 day (L253): its 寅 hour holds 日禄 in the 旬中空亡 (甲辰旬 空 寅卯).
    p = ganzhi_from_name("甲辰").index
    h = hours._hours(p, b("寅"), b("子"))[b("寅")]
    lu = next(g for g in h.gods if g["name"] == "日禄")
    assert "落旬中空亡" in lu["note"] and any("禄不为用" in r for r in h.reasons)
    assert "旬中空亡" in {g["name"] for g in h.gods}
    # The hour is still 吉 — by 黄道 司命 (辰戌日起辰 … 寅 = 还) and 日马 (申子辰 → 寅) — but not by the 禄.
    assert h.huangdao == {"god": "司命", "kind": "黄道"} and "日马" in {g["name"] for g in h.gods}
    assert h.verdict == "吉"
    assert "日禄" not in h.reasons[0]


def test_plain_hour_is_ping():
    h = _day(date(1949, 10, 1))[b("戌")]  # 甲子日 戌时: 天刑 黑道, 旬中空亡, no 贵人禄马
    assert h.huangdao["kind"] == "黑道" and h.verdict == "平"
    assert any("旬中空亡忌出行" in r for r in h.reasons)


def test_results_are_cached_and_fast_path_shares_rows():
    a = _day(date(2024, 5, 1))
    assert a is _day(date(2024, 5, 1))


def test_guiren_lu_ma_make_a_black_path_hour_good():
    # 001 L529 “惟贵人禄马为吉”: 甲子日 寅时 (白虎 黑道) holds 日禄 and 日马; 未时 (勾陈 黑道) the 阳贵.
    hs = _day(date(1949, 10, 1))
    assert hs[b("寅")].huangdao["kind"] == "黑道" and hs[b("寅")].verdict == "吉"
    assert "日禄" in hs[b("寅")].reasons[0] and "日马" in hs[b("寅")].reasons[0]
    assert hs[b("未")].huangdao["kind"] == "黑道" and hs[b("未")].verdict == "吉"
    assert "天乙贵人（阳贵）" in hs[b("未")].reasons[0]
    # minor 吉 gods alone do not decide (“时家吉凶神，不必尽拘”): 巳时 has only the 四大吉时 (巽) → 平
    assert hs[b("巳")].sida_jishi == "巽" and hs[b("巳")].verdict == "平"
    assert any("不必尽拘" in r for r in hs[b("巳")].reasons)
    # and the 黑道 of a 贵人禄马 hour is the site's reading, said in the reason
    assert any(r.startswith("本站权衡：白虎黑道不作凶论") for r in hs[b("寅")].reasons)


@pytest.mark.parametrize("day, branch", [(date(2024, 1, 1), "辰"), (date(2024, 1, 2), "丑"), (date(2024, 1, 11), "卯")])
def test_helping_hours_are_offered_by_the_search(day, branch):
    # each day is 宜 for 祭祀 (天德/月德 …); its 三合 / 时建 / 六合 hour is now among the hours the search lists
    from almanac.core import search

    result = search.find_days(activity="祭祀", start=day, end=day)
    (found,) = result.results
    assert branch in [h.branch for h, _ in search.listed_hours(found.day, activity="祭祀")]
    listed = json.loads(search.result_json(result, hours=True))["results"][0]["hours"]
    assert branch in [h["branch"] for h in listed]
