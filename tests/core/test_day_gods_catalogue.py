"""The day-god catalogue and the activity lists of seed 001 against the seed itself.

Three kinds of check:
- structure: names, readings, defaults, matcher shapes, activity names resolve to catalogue entries;
- printed tables: the seed's own lines are parsed here and compared with the catalogue (documented
  corrections are asserted explicitly);
- derived tables: recomputed here from the rule the seed states (三合 stages, 六合, 六害, 刑, 五行 …) and from
  the worked examples of the digest (TC-nn).

Seed text is read from ../shared/seeds beside the repository (tests/seeds.py); the tests that need it are skipped
when it is absent (and fail under CI=true).
"""

import re

import pytest

from almanac.core.data import day_gods as data
from almanac.core.data.activities import ACTIVITIES_001
from almanac.core.data.day_gods import COMPUTED_EVALUATORS, DAY_GODS
from almanac.core.rules.model import (
    BAD,
    GOOD,
    MIXED,
    AnyBranch,
    AnyPillar,
    AnyStem,
    Computed,
    DaysAfterJie,
    LunarDays,
    MonthBranch,
    MonthPillar,
    MonthStem,
    Officer,
    YearStemPillar,
)
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_SUMMARY
from tests.seeds import required_seeds_dir

needs_seeds = pytest.mark.usefixtures("seeds_dir")


def seed_lines(seed: str = SEED_XIEJI_SUMMARY) -> list[str]:
    return (required_seeds_dir() / seed).read_text(encoding="utf-8").splitlines()


def line(n: int, seed: str = SEED_XIEJI_SUMMARY) -> str:
    """Seed line n, 1-based as `grep -n` prints it."""
    return seed_lines(seed)[n - 1]


# --- independent foundations (each checked against the seed's own statement below) ------------------------------

STEMS = "甲乙丙丁戊己庚辛壬癸"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
CYCLE = [STEMS[i % 10] + BRANCHES[i % 12] for i in range(60)]
STEM_ELEMENT = dict(zip(STEMS, "木木火火土土金金水水"))
BRANCH_ELEMENT = dict(zip(BRANCHES, "水土木木土火火土金金土水"))
GENERATES = {"木": "火", "火": "土", "土": "金", "金": "水", "水": "木"}
OVERCOMES = {"木": "土", "土": "水", "水": "火", "火": "金", "金": "木"}
# 001 L25 三合: 申子辰合水局，亥卯未合木局，寅午戌合火局，巳酉丑合金局
TRIADS = {"申子辰": "水", "亥卯未": "木", "寅午戌": "火", "巳酉丑": "金"}
# 001 L21: 木长生在亥，火长生于寅，金长生于巳，水长生于申
CHANGSHENG = {"木": "亥", "火": "寅", "金": "巳", "水": "申", "土": "申"}
STAGES = "长生 沐浴 冠带 临官 帝旺 衰 病 死 墓 绝 胎 养".split()
# 001 L23 六合: 子丑、寅亥、卯戌、辰酉、巳申、午未
LIUHE_PAIRS = ("子丑", "寅亥", "卯戌", "辰酉", "巳申", "午未")
# 001 L31 五合化气: 甲己、乙庚、丙辛、丁壬、戊癸
WUHE_PAIRS = ("甲己", "乙庚", "丙辛", "丁壬", "戊癸")
# 001 L35 二十四方位, clockwise from 子
MOUNTAINS = "子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥壬"
MONTH_NUMBER = {"正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
                "十一": 11, "十二": 12}
SEASON = {"春": 0, "夏": 1, "秋": 2, "冬": 3}


def b(ch: str, n: int = 0) -> str:
    return BRANCHES[(BRANCHES.index(ch) + n) % 12]


def month_branch(m: int) -> str:
    return BRANCHES[(m + 1) % 12]


def triad_element(branch: str) -> str:
    return next(element for triad, element in TRIADS.items() if branch in triad)


def stage(element: str, name: str) -> str:
    return b(CHANGSHENG[element], STAGES.index(name))


def liuhe(branch: str) -> str:
    pair = next(p for p in LIUHE_PAIRS if branch in p)
    return pair.replace(branch, "")


def wuhe(stem: str) -> str:
    pair = next(p for p in WUHE_PAIRS if stem in p)
    return pair.replace(stem, "")


def seasonal(spring, summer, autumn, winter):
    return (spring,) * 3 + (summer,) * 3 + (autumn,) * 3 + (winter,) * 3


def matched(match, month: int) -> set[str]:
    """The day pillars a table matcher selects in `month` (1–12)."""
    if isinstance(match, MonthBranch):
        return {p for p in CYCLE if p[1] in match.values[month - 1]}
    if isinstance(match, MonthStem):
        return {p for p in CYCLE if p[0] in match.values[month - 1]}
    if isinstance(match, MonthPillar):
        return set(match.values[month - 1].split())
    if isinstance(match, AnyPillar):
        return set(match.pillars.split())
    if isinstance(match, AnyBranch):
        return {p for p in CYCLE if p[1] in match.branches}
    if isinstance(match, AnyStem):
        return {p for p in CYCLE if p[0] in match.stems}
    if isinstance(match, Officer):
        if match.months and month not in match.months:
            return set()
        officers = "建除满平定执破危成收开闭"
        return {p for p in CYCLE if officers[(BRANCHES.index(p[1]) - BRANCHES.index(month_branch(month))) % 12]
                in match.officers}
    raise TypeError(f"not a table matcher: {match!r}")


def god(name: str, reading: str | None = None):
    found = [g for g in DAY_GODS if g.name == name and (g.default if reading is None else g.reading == reading)]
    assert len(found) == 1, (name, reading, found)
    return found[0]


def table(name: str, reading: str | None = None) -> tuple[str, ...]:
    match = god(name, reading).match
    return getattr(match, "values")


def pillars_by_month(name: str, reading: str | None = None) -> list[set[str]]:
    return [set(v.split()) for v in table(name, reading)]


# --- parsers of the seed's printed tables --------------------------------------------------------------------------

_MONTH_TOKEN = re.compile(r"(十一|十二|正|十|一|二|三|四|五|六|七|八|九)月")
_GZ_CHARS = "甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥坤乾艮巽配"
_PILLAR = re.compile(r"[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]")


def segment(text: str, start: str, end: str = "。") -> str:
    after = text.split(start, 1)[1]
    return after.split(end, 1)[0] if end else after


def month_chunks(text: str) -> dict[int, str]:
    """Split a '正月…，二月…' text at its month tokens: month → the text up to the next token."""
    tokens = list(_MONTH_TOKEN.finditer(text))
    chunks: dict[int, str] = {}
    for token, nxt in zip(tokens, tokens[1:] + [None]):
        month = MONTH_NUMBER[token.group(1)]
        chunk = text[token.end(): nxt.start() if nxt else len(text)]
        chunks.setdefault(month, chunk)
    return chunks


def month_values(text: str) -> dict[int, str]:
    """'正月在寅，二月起巳，…' → {1: '寅', 2: '巳', …} (the run of 干支 characters after each month)."""
    values = {}
    for month, chunk in month_chunks(text).items():
        chunk = chunk.removeprefix("在").removeprefix("起").removeprefix("大会")
        run = re.match(f"[{_GZ_CHARS}]+", chunk)
        values[month] = run.group(0) if run else ""
    return values


def month_pillars(text: str) -> dict[int, set[str]]:
    return {month: set(_PILLAR.findall(chunk)) for month, chunk in month_chunks(text).items()}


def season_values(text: str) -> tuple[str, ...]:
    found = dict(re.findall(r"([春夏秋冬])([甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥]+)", text))
    assert set(found) == set("春夏秋冬"), text
    return seasonal(found["春"], found["夏"], found["秋"], found["冬"])


def as_pillars(run: str) -> str:
    return " ".join(run[i:i + 2] for i in range(0, len(run), 2))


def full12(values: dict[int, str]) -> tuple[str, ...]:
    return tuple(values.get(m, "") for m in range(1, 13))


# ================================================================================================================
# Structure
# ================================================================================================================

def test_kinds_sources_and_matcher_shapes():
    for g in DAY_GODS:
        assert g.kind in (GOOD, BAD, MIXED), g.name
        assert g.source.seed in (SEED_XIEJI_SUMMARY, SEED_QIUZHEN), g.name
        assert g.source.line, g.name
        assert g.rule, g.name
        m = g.match
        if isinstance(m, MonthBranch):
            assert len(m.values) == 12 and all(set(v) <= set(BRANCHES) for v in m.values), g.name
        elif isinstance(m, MonthStem):
            assert len(m.values) == 12 and all(set(v) <= set(STEMS) for v in m.values), g.name
        elif isinstance(m, MonthPillar):
            assert len(m.values) == 12, g.name
            assert all(p in CYCLE for v in m.values for p in v.split()), g.name  # catches 戍戌, 庚酉 …
        elif isinstance(m, AnyPillar):
            assert all(p in CYCLE for p in m.pillars.split()), g.name
            assert len(m.pillars.split()) == len(set(m.pillars.split())), g.name
        elif isinstance(m, AnyBranch):
            assert set(m.branches) <= set(BRANCHES), g.name
        elif isinstance(m, Officer):
            assert set(m.officers) <= set("建除满平定执破危成收开闭"), g.name
        elif isinstance(m, DaysAfterJie):
            assert len(m.offsets) == 12, g.name
        elif isinstance(m, LunarDays):
            assert all(1 <= d <= 30 for d in m.days), g.name
        elif isinstance(m, YearStemPillar):
            assert len(m.values) == 10 and all(p in CYCLE for p in m.values), g.name
        else:
            assert isinstance(m, Computed), g.name


def test_name_and_reading_unique():
    keys = [(g.name, g.reading) for g in DAY_GODS]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_exactly_one_default_per_name_and_readings_labelled():
    names = {g.name for g in DAY_GODS}
    for name in names:
        entries = [g for g in DAY_GODS if g.name == name]
        # 上朔 has only an external table: shown, never counted, so it has no default reading.
        assert sum(g.default for g in entries) == (0 if name == "上朔" else 1), name
        if len(entries) > 1:
            assert all(g.reading for g in entries), name


def test_the_required_choices_have_two_readings():
    for name in ("天愿", "复日", "天德", "气往亡", "阴阳不将", "阴阳大会", "阴阳小会", "天狗背"):
        assert len([g for g in DAY_GODS if g.name == name]) == 2, name
    assert god("天愿").reading == "001 as printed"
    assert god("复日").reading == "distributive"
    assert isinstance(god("天德").match, MonthStem)
    assert god("气往亡").match.offsets[0] == 7
    assert god("阴阳不将").reading.startswith("generated")
    assert god("阴阳大会").kind == GOOD and god("阴阳大会", "F-21: 凶").kind == BAD
    assert god("天狗背").reading == "001 as printed"


def test_computed_evaluators_are_all_documented():
    used = {g.match.evaluator for g in DAY_GODS if isinstance(g.match, Computed)}
    assert used == set(COMPUTED_EVALUATORS)
    assert {"mucang", "bang_sifei", "tuwang_yongshi"} <= used
    assert all(len(text) > 40 for text in COMPUTED_EVALUATORS.values())


def test_veto_is_exactly_the_yinyang_buzu_days():
    veto = {g.name for g in DAY_GODS if g.veto}
    group = {g.name for g in DAY_GODS if g.group == "阴阳不足"}
    assert veto == group
    assert len(veto) == 19


def test_activity_names_resolve_to_catalogue_entries():
    names = {g.name for g in DAY_GODS}
    assert [a.name for a in ACTIVITIES_001] == [
        "祭祀", "祈福", "求嗣", "入学", "上官赴任", "结婚姻", "嫁娶", "搬移", "兴造动土", "竖柱上梁", "安葬"]
    for activity in ACTIVITIES_001:
        for name in activity.good + activity.bad:
            assert name in names, (activity.name, name)
        assert len(set(activity.good)) == len(activity.good), activity.name
        assert len(set(activity.bad)) == len(activity.bad), activity.name
        assert not set(activity.good) & set(activity.bad), activity.name


def test_upper_shuo_is_marked_external():
    shangshuo = god("上朔", reading="通书 table (not in the seeds)")
    assert not shangshuo.default
    assert isinstance(shangshuo.match, YearStemPillar) and shangshuo.kind == BAD
    assert "EXTERNAL" in shangshuo.correction and "F-24" in shangshuo.correction


# ================================================================================================================
# Against the seed text: names, quotes, activity lists
# ================================================================================================================

# Entries whose source line prints the god under another name (checked through the alias).
ALIAS_ONLY = {"时德": "四时天德", "五墓": "五暮", "孤辰": "孤服", "四废荒芜相兼": "四废、荒芜相兼日", "岁破": "日冲岁"}


@needs_seeds
def test_every_source_line_contains_the_name():
    via_alias = {}
    for g in DAY_GODS:
        text = line(g.source.line, g.source.seed)
        officer = isinstance(g.match, Officer) and g.group == "建除" and g.name == g.match.officers + "日"
        if g.name in text:
            continue
        if officer and (f"{g.match.officers}（" in text or f"“{g.match.officers}”" in text):
            continue
        alias = next((a for a in g.other_names if a in text), None)
        assert alias, f"{g.name} not on {g.source}"
        via_alias[g.name] = alias
    assert via_alias == ALIAS_ONLY


@needs_seeds
def test_every_source_section_is_a_heading_near_its_line():
    # The section is printed on the line itself, on the ▲/● heading of its block, or (for chapters such as 用日法
    # whose paragraphs each start with ▲) on a line shortly above.
    for g in DAY_GODS:
        lines = seed_lines(g.source.seed)
        n = g.source.line - 1
        while n > 0 and not lines[n].startswith(("▲", "●")):
            n -= 1
        above = lines[max(0, g.source.line - 31): g.source.line]
        assert g.source.section in lines[n] or any(g.source.section in text for text in above), g.name


def _quotes(text: str) -> list[str]:
    fragments = []
    for quote in re.findall(r"“([^”]*)”", text):
        fragments += [part.strip() for part in quote.split("…") if part.strip()]
    return fragments


@needs_seeds
def test_quotes_and_meanings_are_verbatim():
    texts = {seed: (required_seeds_dir() / seed).read_text(encoding="utf-8") for seed in (SEED_XIEJI_SUMMARY, SEED_QIUZHEN)}
    for g in DAY_GODS:
        text = texts[g.source.seed]
        for fragment in _quotes(g.rule) + _quotes(g.correction):
            assert fragment in text, (g.name, fragment)
        for fragment in g.meaning.split("…"):
            assert fragment.strip() in text, (g.name, fragment)


NORMALISE = {"月建": "建日", "月破": "破日", "刑": "月刑", "五暮": "五墓", "不将": "阴阳不将", "土王用事后": "土王用事"}


@needs_seeds
def test_activity_lists_are_the_printed_lists():
    for activity in ACTIVITIES_001:
        good_line = activity.source.line
        bad_line = int(re.search(r"忌 L(\d+)", activity.source.note).group(1))
        heading = line(good_line - 2)
        assert heading.startswith("●") and activity.name in heading, activity.name
        assert line(good_line).startswith("▲") and line(good_line).split("宜：", 1)[1] == activity.printed_good + "。"
        assert line(bad_line).startswith("▲") and line(bad_line).split("忌：", 1)[1] == activity.printed_bad + "。"
        printed_bad = [] if activity.printed_bad == "无" else activity.printed_bad.split("、")
        expected_bad = list(dict.fromkeys(NORMALISE.get(n, n) for n in printed_bad))  # 土符 printed twice (F-26)
        assert list(activity.bad) == expected_bad, activity.name
        if activity.printed_good == "与祭祀同":
            assert activity.good == ACTIVITIES_001[0].good
        else:
            assert list(activity.good) == [NORMALISE.get(n, n) for n in activity.printed_good.split("、")]
    xingzao = next(a for a in ACTIVITIES_001 if a.name == "兴造动土")
    assert xingzao.printed_bad.count("土符") == 2 and xingzao.bad.count("土符") == 1


# ================================================================================================================
# Foundations used below, as the seed states them
# ================================================================================================================

@needs_seeds
def test_foundations_are_the_seeds():
    assert "申子辰合水局，亥卯未合木局，寅午戌合火局，巳酉丑合金局" in line(25)
    assert "木长生在亥，火长生于寅，金长生于巳，水长生于申" in line(21)
    assert "子丑合土，寅亥合木，卯戌合火，辰酉合金，午为日，未为月，午未合为日月，巳申合水" in line(23)
    assert "甲己化土，乙庚化金，丙辛化水，丁壬化木，戊癸化火" in line(31)
    palaces = dict(re.findall(r"(\w)方（\w+）：(\w{3})", line(35)))
    assert {ch for chars in palaces.values() for ch in chars} == set(MOUNTAINS)
    for trio in palaces.values():  # each palace's three mountains are adjacent on the ring
        positions = {MOUNTAINS.index(ch) for ch in trio}
        assert any(positions == {p % 24, (p + 1) % 24, (p + 2) % 24} for p in range(24)), trio
    assert "子寅辰午申戌为六阳辰" in line(13)


# ================================================================================================================
# Printed tables (parsed from the seed) — 12 month tables on the day branch
# ================================================================================================================

PRINTED_BRANCH_TABLES = {
    # name: (line, text before the table starts)
    "阳德": (311, "六阳辰。"),
    "兵禁": (317, "六阳辰。"),
    "兵吉": (285, "吉辰也，"),
    "要安": (293, "城隍。"),
    "玉宇": (295, "宾客。"),
    "金堂": (297, "修作。"),
    "敬安": (299, "庆赐。"),
    "普护": (301, "避病。"),
    "福生": (303, "致祭。"),
    "圣心": (305, "百事。"),
    "益后": (307, "产室。"),
    "续世": (309, "嗣续。"),
    "血忌": (309, "嗣续。"),
    "土符": (321, "筑墙。"),
    "大煞": (323, "置室。"),
    "往亡": (327, "寻医。"),
}


@needs_seeds
@pytest.mark.parametrize("name", sorted(PRINTED_BRANCH_TABLES))
def test_printed_branch_tables(name):
    number, start = PRINTED_BRANCH_TABLES[name]
    values = month_values(segment(line(number), start, ""))
    if name == "兵禁":
        values[1] = segment(line(number), "正月起", "，")  # 正月 is given as the start, “正月起寅”
    assert table(name) == full12(values)


@needs_seeds
def test_yinde_printed_with_the_ninth_month_corrected():
    printed = month_values(segment(line(313), "六阴辰。", ""))
    printed[1] = segment(line(313), "正月起", "，")
    assert printed[9] == "己"  # a stem: misprint (F-04)
    assert table("阴德") == full12({**printed, 9: "巳"})
    assert "F-04" in god("阴德").correction


@needs_seeds
def test_linri_printed_with_the_fifth_month_corrected():
    printed = month_values(line(265))
    assert printed[5] == "配"  # not a branch (F-05)
    assert table("临日") == full12({**printed, 5: "戌"})
    # the pattern of the other eleven months: 阳月 月建 + 4, 阴月 月建 + 8
    for m in range(1, 13):
        assert table("临日")[m - 1] == b(month_branch(m), 4 if m % 2 else 8)


@needs_seeds
def test_jieshen_guiji_hongsha_printed():
    text = line(257)
    groups = {"正二月": (1, 2), "三四月": (3, 4), "五六月": (5, 6), "七八月": (7, 8), "九十月": (9, 10), "十一十二": (11, 12)}
    expected = {}
    for token, months in groups.items():
        value = segment(text, token, "")[0]
        for m in months:
            expected[m] = value
    assert table("解神") == full12(expected)
    for name, number in (("归忌", 325), ("红沙", 553)):
        found = dict(re.findall(r"([孟仲季])月(.)", line(number)))
        assert table(name) == tuple(found["孟仲季"[(m - 1) % 3]] for m in range(1, 13)), name


# --- month tables on the day stem -----------------------------------------------------------------------------------

@needs_seeds
def test_tiande_printed_with_corrections():
    printed = month_values(segment(line(209), "天德者", ""))
    assert printed[6] == "申"  # F-01
    assert {printed[m] for m in (2, 5, 8, 11)} == set("坤乾艮巽")  # trigrams: no day in the default reading
    default = {m: v for m, v in printed.items() if v in STEMS}
    default[6] = "甲"
    assert table("天德") == full12(default)
    assert "F-01" in god("天德").correction and "F-46" in god("天德").correction
    # 通书 reading: the trigram's branch 坤→申 乾→亥 艮→寅 巽→巳, the stems otherwise the same
    assert data.TIANDE_SIWEI_BRANCH == full12({2: "申", 5: "亥", 8: "寅", 11: "巳"})
    assert god("天德", "通书: 四维 as branches").match == Computed("tiande_siwei_branch")


@needs_seeds
def test_tiandehe_printed_and_the_wuhe_of_tiande():
    printed = month_values(segment(line(213), "祈请福愿。", "四仲"))
    assert table("天德合") == full12(printed)
    for m in range(1, 13):
        tiande = table("天德")[m - 1]
        assert table("天德合")[m - 1] == (wuhe(tiande) if tiande else "")  # also confirms 六月 甲 (F-01)


@needs_seeds
def test_yuedehe_printed():
    expected = {}
    for part in segment(line(215), "营建宫室。", "。").split("，"):
        months, stem = part.split("在")
        for name in months.split("、"):
            expected[MONTH_NUMBER[name]] = stem
    assert table("月德合") == full12(expected)


@needs_seeds
def test_yuekong_printed_with_correction():
    found = dict(re.findall(r"([子丑寅卯辰巳午未申酉戌亥]{3})月(.)", line(217)))
    assert found["巳酉丑"] == "申"  # a branch: misprint (F-02)
    found["巳酉丑"] = "甲"
    assert table("月空") == tuple(found[next(t for t in found if month_branch(m) in t)] for m in range(1, 13))


@needs_seeds
def test_yueen_printed_with_correction():
    printed = month_values(segment(line(227), "之干也。", ""))
    assert printed[12] == "亥"  # F-03
    assert table("月恩") == full12({**printed, 12: "辛"})


@needs_seeds
def test_furi_both_readings_from_the_print():
    text = segment(line(259), "利为吉事，", "。")
    assert text == "正七月甲庚，二八月乙辛，四十月丙壬，五十一月丁癸，三九六十二戊己"
    pairs = {"正七月甲庚": ((1, 7), "甲庚"), "二八月乙辛": ((2, 8), "乙辛"), "四十月丙壬": ((4, 10), "丙壬"),
             "五十一月丁癸": ((5, 11), "丁癸")}
    distributive, literal = {}, {}
    for token, (months, stems) in pairs.items():
        assert token in text
        for m, stem in zip(months, stems):
            distributive[m] = stem
            literal[m] = stems
    for m, stem in zip((3, 9, 6, 12), "戊戊己己"):  # 三九 戊, 六十二 己
        distributive[m] = stem
        literal[m] = "戊己"
    assert table("复日", "distributive") == full12(distributive)
    assert table("复日", "literal") == full12(literal)
    assert god("复日").reading == "distributive"


# --- seasonal tables -------------------------------------------------------------------------------------------------

@needs_seeds
def test_seasonal_printed_tables():
    assert table("天赦") == season_values(line(221))
    assert table("四相") == season_values(segment(line(229), "移徒远行。", "。"))
    assert table("时德") == season_values(segment(line(231), "拜官赏贺。", ""))
    for name in "王官守相民":
        assert table(name + "日") == season_values(line(233).split(name + "日：")[-1].split("。")[0]), name
    assert table("四击") == season_values(line(235))
    assert table("五虚") == season_values(segment(line(245), "施债负。", "。"))
    assert table("荒芜") == season_values(segment(line(521), "失令之日。", ""))
    assert table("四废荒芜相兼") == season_values(segment(line(523), "尤凶。", ""))
    text = line(241)
    assert table("四耗") == season_values(segment(text, "施债负。", "。"))
    assert table("四废") == tuple(as_pillars(v) for v in season_values(segment(text, "四废，", "。")))
    assert table("四忌") == season_values(segment(text, "四忌，", "。"))
    assert table("四穷") == season_values(segment(text, "四穷：", "。"))
    assert table("八风") == tuple(as_pillars(v) for v in season_values(line(247)))


@needs_seeds
def test_four_names_in_the_heading_are_the_seasonal_siji_siqiong_days():
    assert "（八龙、七鸟、九虎、六蛇）" in line(241)
    for season, name in enumerate(("八龙", "七鸟", "九虎", "六蛇")):
        for m in range(1, 13):
            expected = {table("四忌")[m - 1], table("四穷")[m - 1]} if (m - 1) // 3 == season else set()
            assert matched(god(name).match, m) == expected, (name, m)


@needs_seeds
@pytest.mark.parametrize("number", range(557, 572, 2))
def test_tiangou_parts_printed(number):
    text = line(number)
    name = text.split("（", 1)[0]
    printed = season_values(text.split("）", 1)[1])
    assert god(name).match.values == printed
    if name == "天狗背":
        corrected = god(name, "F-17 pattern-corrected").match.values
        assert [m for m in range(12) if corrected[m] != printed[m]] == list(range(6, 12))
        assert (printed[6], printed[9]) == ("卯", "午") and (corrected[6], corrected[9]) == ("午", "卯")


def test_tiangou_pattern_behind_the_f17_correction():
    # Every part moves back three branches a season; 腹/背, 头/尾, 足/后足 are opposite.
    parts = {g.name: g.match.values for g in DAY_GODS if g.group == "天狗" and g.default}
    parts["天狗背"] = god("天狗背", "F-17 pattern-corrected").match.values
    for name, values in parts.items():
        if name == "天狗方":
            continue
        assert [values[3 * s] for s in range(4)] == [b(values[0], -3 * s) for s in range(4)], name
    for one, other in (("天狗腹", "天狗背"), ("天狗头", "天狗尾"), ("天狗足", "天狗后足")):
        assert all(b(x, 6) == y for x, y in zip(parts[one], parts[other])), (one, other)
    printed = god("天狗背").match.values
    assert [printed[3 * s] for s in range(4)] != [b(printed[0], -3 * s) for s in range(4)]


# --- tables of day pillars per month --------------------------------------------------------------------------------

@needs_seeds
def test_tianyuan_printed_and_the_corrected_alternative():
    printed = month_pillars(segment(line(223), "敦睦亲族。", ""))
    assert pillars_by_month("天愿") == [printed[m] for m in range(1, 13)]
    corrected = table("天愿", "卷十一 corrected")
    differing = sum(a != c for p, q in zip(table("天愿"), corrected) for a, c in zip(p, q))
    assert differing == 13  # 「二十四字中误十三字」
    assert [p[1] for p in corrected] == [liuhe(month_branch(m)) for m in range(1, 13)]  # branches = 月将


@needs_seeds
def test_wumu_printed_and_its_branches():
    text = segment(line(239), "出军。", "。")
    groups = {"正二月": (1, 2), "四五月": (4, 5), "七八月": (7, 8), "十月十一月": (10, 11), "四季月": (3, 6, 9, 12)}
    expected = {}
    for token, months in groups.items():
        value = _PILLAR.match(segment(text, token, "")).group(0)
        expected.update({m: value for m in months})
    assert table("五墓") == full12(expected)
    # “四旺之暮辰”: the 墓 of the season's ruling element (土 in the 四季 months)
    for m in range(1, 13):
        element = "土" if m % 3 == 0 else "木火金水"[(m - 1) // 3]
        assert table("五墓")[m - 1][1] == stage(element, "墓"), m


@needs_seeds
def test_dinang_and_the_hui_days_printed():
    assert pillars_by_month("地囊") == [month_pillars(line(319))[m] for m in range(1, 13)]
    for name, number in (("阴阳大会", 159), ("阴阳小会", 161)):
        printed = month_pillars(line(number).split("。")[0])
        expected = [printed.get(m, set()) for m in range(1, 13)]
        assert pillars_by_month(name) == expected
        assert pillars_by_month(name, "F-21: 凶") == expected
        assert "上吉之日" in line(number) and god(name).kind == GOOD


@needs_seeds
def test_f21_claims_hold():
    # every 大会 day is on the 月厌; every 小会 day on the 月建 or 月厌; 8 of them are 阴阳不足 days
    yueyan = table("月厌")
    buzu = [set().union(*(matched(g.match, m) for g in DAY_GODS if g.veto)) for m in range(1, 13)]
    vetoed = 0
    for name in ("阴阳大会", "阴阳小会"):
        for m, days in enumerate(pillars_by_month(name), start=1):
            for day in days:
                allowed = yueyan[m - 1] if name == "阴阳大会" else yueyan[m - 1] + month_branch(m)
                assert day[1] in allowed, (name, m, day)
                vetoed += day in buzu[m - 1]
    assert vetoed == 8


@needs_seeds
def test_yinyang_buzu_lists_printed():
    printed = {}
    for number in range(171, 208, 2):
        text = line(number)
        name, rest = text.split("：", 1)
        printed[name] = (number, month_pillars(rest))
    assert "孤服" in printed and "孤辰" not in printed  # printed name (F-18)
    printed["孤辰"] = printed.pop("孤服")
    assert set(printed) == {g.name for g in DAY_GODS if g.veto}
    for name, (number, months) in printed.items():
        g = god(name)
        assert g.source.line == number and g.veto and g.kind == BAD
        assert pillars_by_month(name) == [months.get(m, set()) for m in range(1, 13)], name
    assert "百事不宜" in line(169)


@needs_seeds
def test_bujiang_printed_reading_is_the_print():
    printed = {}
    for number in range(135, 158, 2):
        text = line(number).rsplit("：", 1)
        month = MONTH_NUMBER[text[0][-2:].removesuffix("月").lstrip("：")] if number > 135 else 1
        printed[month] = _PILLAR.findall(text[1])
    assert "戍戌" in line(141)  # 戍 is not a stem (F-06): read 戊戌
    printed[4].append("戊戌")
    reading = table("阴阳不将", "001 as printed")
    for m in range(1, 13):
        assert sorted(reading[m - 1].split()) == sorted(printed[m]), m


# --- fixed lists -------------------------------------------------------------------------------------------------

@needs_seeds
def test_fixed_lists_printed():
    def listed(text: str) -> set[str]:
        return set(_PILLAR.findall(text))

    assert matched(god("八专").match, 1) == listed(segment(line(251), "嫁娶，", "，此"))
    assert matched(god("无禄").match, 1) == listed(segment(line(253), "无禄：", "，此"))
    assert matched(god("鸣吠").match, 1) == listed(segment(line(261), "子孙富昌，", "是也"))
    assert matched(god("鸣吠对").match, 1) == listed(segment(line(261), "破土斩草也，", "是也"))
    assert matched(god("上吉日").match, 1) == listed(segment(line(549), "上吉日：", "，此"))
    assert len(god("上吉日").match.pillars.split()) == 15
    assert matched(god("七圣日").match, 1) == listed(segment(line(551), "七圣日：", "，此"))
    assert len(god("七圣日").match.pillars.split()) == 37 and "此三十七日" in line(551)
    assert len(god("鸣吠").match.pillars.split()) == 14
    text = line(255)
    assert "重日者巳亥二日也" in text and god("重日").match == AnyBranch("巳亥")
    assert "寅卯日也" in text and god("五合").match == AnyBranch("寅卯")
    assert "申酉日是也" in text and god("五离").match == AnyBranch("申酉")
    assert "申酉日也为除神" in text and god("除神").match == AnyBranch("申酉")


@needs_seeds
def test_tianen_ranges():
    expected = set()
    for start, end in re.findall(r"(\w\w)至(\w\w)五天", line(219)):
        i, j = CYCLE.index(start), CYCLE.index(end)
        assert j - i == 4
        expected |= set(CYCLE[i:j + 1])
    assert matched(god("天恩").match, 1) == expected and len(expected) == 15


def test_wulu_days_are_those_whose_lu_is_void():
    # “此十日禄皆落空”: the stem's 禄 (甲禄在寅, L343; 阴干 禄 = the conventional 乙卯 丁午 己午 辛酉 癸子) falls in
    # the day's 旬空 (the two branches its 旬 lacks). Exactly these ten days of the cycle do so.
    lu = dict(zip(STEMS, "寅卯巳午巳午申酉亥子"))
    void = set()
    for i, pillar in enumerate(CYCLE):
        xun_start = i - i % 10
        if lu[pillar[0]] in {BRANCHES[(xun_start + 10) % 12], BRANCHES[(xun_start + 11) % 12]}:
            void.add(pillar)
    assert matched(god("无禄").match, 1) == void


# --- solar-term and lunar-day gods ------------------------------------------------------------------------------

CHINESE_NUMBER = {"七": 7, "十四": 14, "二十一": 21, "八": 8, "十六": 16, "二十四": 24, "九": 9, "十八": 18,
                  "二十七": 27, "十": 10, "二十": 20, "三十": 30}


@needs_seeds
def test_qi_wangwang_offsets():
    found = re.findall(r"(\w\w)后(\w+?)日", line(329))
    assert [term for term, _ in found] == ["立春", "惊蛰", "清明", "立夏", "芒种", "小暑", "立秋", "白露", "寒露",
                                           "立冬", "大雪", "小寒"]  # the 节 of months 1…12
    offsets = tuple(CHINESE_NUMBER[n] for _, n in found)
    assert god("气往亡").match == DaysAfterJie(offsets)
    assert god("气往亡", "节 + N − 1").match == DaysAfterJie(tuple(n - 1 for n in offsets))


@needs_seeds
def test_liushen_lunar_days():
    text = line(575)
    assert text.split("，", 1)[0].endswith("六神")
    numbers = {"十四": 14, "十七": 17, "十九": 19, "二十": 20, "廿三": 23, "廿七": 27}
    found = {name: (numbers[n],) for n, name in re.findall(r"(十\w|二十|廿\w)(\w\w神)", text)}
    assert found == {g.name: g.match.days for g in DAY_GODS if g.group == "六神"}
    assert len(found) == 6 and all(god(name).kind == BAD for name in found)


@needs_seeds
def test_lunar_day_gods():
    assert "初五、十四、二十三" in line(333) and god("月忌日").match == LunarDays((5, 14, 23))
    text = line(573)
    xian = {g.name: g.match.days for g in DAY_GODS if g.group == "九仙"}
    assert len(xian) == 9
    numbers = {"十三": 13, "十五": 15, "十六": 16, "十八": 18, "廿一": 21, "廿二": 22, "廿四": 24, "廿五": 25, "廿六": 26}
    for number, name in re.findall(r"(十\w|廿\w)，?(\w\w仙)", text):
        assert xian.pop(name) == (numbers[number],), name
    assert not xian


# --- the tables the Computed evaluators use ---------------------------------------------------------------------

@needs_seeds
def test_evaluator_tables_match_the_seed():
    assert data.MUCANG_BY_SEASON == season_values(segment(line(225), "积藏者为仓。", "，土王"))
    assert data.MUCANG_TUWANG == segment(line(225), "土王后", "。")
    assert "土于四立之前各旺一十八日" in line(19) and data.TUWANG_DAYS == 18
    sifei = [set(v.split()) for v in table("四废")]
    assert [set(v) for v in data.SIFEI_STEMS] == [{p[0] for p in s} for s in sifei]
    assert [set(v) for v in data.SIFEI_BRANCHES] == [{p[1] for p in s} for s in sifei]


def test_mucang_is_the_element_that_generates_the_season():
    # “生我者为母”: branches whose element generates the season's (春木 ← 水 …); 土王: 火 generates 土.
    for m in range(1, 13):
        ruling = "木火金水"[(m - 1) // 3]
        mother = next(e for e, child in GENERATES.items() if child == ruling)
        assert set(data.MUCANG_BY_SEASON[m - 1]) == {x for x in BRANCHES if BRANCH_ELEMENT[x] == mother}
    assert set(data.MUCANG_TUWANG) == {x for x in BRANCHES if BRANCH_ELEMENT[x] == "火"}


# ================================================================================================================
# Derived tables, recomputed from the stated rule
# ================================================================================================================

MONTHS = range(1, 13)


def test_yueyan_yandui_liuyi():
    assert table("月厌") == tuple(b("戌", -(m - 1)) for m in MONTHS)  # 正月在戌，逆行十二辰
    assert table("厌对") == tuple(b(x, 6) for x in table("月厌"))  # 月厌冲之辰
    assert table("厌对") == tuple(b("辰", -(m - 1)) for m in MONTHS)  # 正月起辰，逆行十二辰
    assert table("六仪") == table("厌对")


def test_liuhe_yuehai_yuexing():
    assert table("六合") == tuple(liuhe(month_branch(m)) for m in MONTHS)
    assert table("六合") == tuple(b("亥", -(m - 1)) for m in MONTHS)  # 正月在亥，逆行十二辰
    # 六害: the partner of the branch's 冲 in 六合 (寅冲申, 申合巳 → 寅害巳) — “正月起巳，逆行十二辰”
    assert table("月害") == tuple(liuhe(b(month_branch(m), 6)) for m in MONTHS)
    assert table("月害") == tuple(b("巳", -(m - 1)) for m in MONTHS)


@needs_seeds
def test_yuexing_from_the_year_punishment_rule():
    text = line(93)
    punish = dict(re.findall(r"(\w)刑(\w)、", text))
    for ch in segment(text, "、戌刑未、", "为自刑"):
        punish[ch] = ch
    assert len(punish) == 12
    assert table("月刑") == tuple(punish[month_branch(m)] for m in MONTHS)


@pytest.mark.parametrize(("name", "stage_name"), [
    ("劫煞", "绝"), ("灾煞", "胎"), ("月煞", "养"), ("大时", "沐浴"), ("游祸", "临官"), ("天吏", "死"),
    ("驿马", "病"), ("天后", "病"),
])
def test_sanhe_stage_gods(name, stage_name):
    assert table(name) == tuple(stage(triad_element(month_branch(m)), stage_name) for m in MONTHS)


def test_stage_gods_also_follow_their_walking_rules():
    walk = {"劫煞": ("亥", "孟"), "大时": ("卯", "仲"), "游祸": ("巳", "孟"), "天吏": ("酉", "仲")}
    for name, (start, _) in walk.items():
        # “正月起X，逆行四孟/四仲”: three steps back each month
        assert table(name) == tuple(b(start, -3 * (m - 1)) for m in MONTHS), name
    assert table("灾煞") == tuple(b(x, 1) for x in table("劫煞"))  # “常居劫煞前一辰”


@needs_seeds
def test_month_gods_equal_the_year_gods_keyed_by_the_month_branch():
    # 劫煞: “按月劫煞与岁劫煞同” (L269) — L85 寅午戌岁在亥 …
    year_jiesha = dict(re.findall(r"(\w{3})岁在(\w)", line(85)))
    year_suisha = dict(re.findall(r"(\w{3})岁煞在(\w)", line(89)))
    for m in MONTHS:
        triad = next(t for t in year_jiesha if month_branch(m) in t)
        assert table("劫煞")[m - 1] == year_jiesha[triad]
        assert table("月煞")[m - 1] == year_suisha[next(t for t in year_suisha if month_branch(m) in t)]
    # 大煞 (month) = 飞廉 (L97) keyed by 月建
    feilian = dict(re.findall(r"(\w)年在(\w)", line(97)))
    assert table("大煞") == tuple(feilian[month_branch(m)] for m in MONTHS)


@needs_seeds
def test_yuesha_is_the_yang_position_of_seed_000():
    assert "月煞者，三合五行成形之位，所謂養是也" in line(511, SEED_QIUZHEN)
    assert god("月煞").source.seed == SEED_QIUZHEN and god("月煞").source.line == 511


def test_wufu_jiukong_jiukan_sanhe():
    assert table("五富") == tuple(liuhe(CHANGSHENG[triad_element(month_branch(m))]) for m in MONTHS)
    assert table("九空") == tuple(b(stage(triad_element(month_branch(m)), "墓"), 6) for m in MONTHS)
    # 正月在辰逆行四季，五月在卯逆行四仲，九月在寅逆行四孟
    jiukan = [b(start, -3 * k) for start in "辰卯寅" for k in range(4)]
    assert table("九坎") == tuple(jiukan)
    for m in MONTHS:
        triad = next(t for t in TRIADS if month_branch(m) in t)
        assert set(table("三合")[m - 1]) == set(triad) - {month_branch(m)}
        assert matched(god("三合").match, m) == matched(Officer("定成"), m)


def test_tiancang_tianzei_tianma_bingjin_yangde_yinde():
    assert table("天仓") == tuple(b("寅", -(m - 1)) for m in MONTHS)
    assert table("天贼") == tuple(b(x, -1) for x in table("天仓"))  # “居天仓后辰”
    assert table("天马") == tuple(b("午", 2 * (m - 1)) for m in MONTHS)  # 顺行六阳辰
    assert table("兵禁") == tuple(b("寅", -2 * (m - 1)) for m in MONTHS)  # 逆行六阳辰
    assert table("阳德") == tuple(b("戌", 2 * (m - 1)) for m in MONTHS)
    assert table("阴德") == tuple(b("酉", -2 * (m - 1)) for m in MONTHS)  # 逆行六阴辰
    assert table("兵吉") == tuple("".join(b("子", -(m - 1) + k) for k in range(4)) for m in MONTHS)


def test_tiangang_hekui_sit_on_ping_and_shou():
    for m in MONTHS:
        ping, shou = matched(Officer("平"), m), matched(Officer("收"), m)
        yang = m % 2 == 1
        assert matched(god("天罡").match, m) == (ping if yang else shou), m
        assert matched(god("河魁").match, m) == (shou if yang else ping), m


def test_yuede_yuedehe_yuekong_yueen():
    yang_stem = {"火": "丙", "木": "甲", "水": "壬", "金": "庚"}
    assert table("月德") == tuple(yang_stem[triad_element(month_branch(m))] for m in MONTHS)
    assert table("月德合") == tuple(wuhe(s) for s in table("月德"))
    opposite = {s: MOUNTAINS[(MOUNTAINS.index(s) + 12) % 24] for s in "甲丙庚壬"}
    assert table("月空") == tuple(opposite[s] for s in table("月德"))
    # 月恩 “阳建所生之干”: the stem of the element the 月建 generates, of the 月建's 阴阳 (六辰)
    for m in MONTHS:
        branch = month_branch(m)
        child = GENERATES[BRANCH_ELEMENT[branch]]
        parity = BRANCHES.index(branch) % 2
        expected = next(s for s in STEMS if STEM_ELEMENT[s] == child and STEMS.index(s) % 2 == parity)
        assert table("月恩")[m - 1] == expected, m


def test_sixiang_is_the_element_the_season_generates():
    # “母生子也，春木生火”
    for m in MONTHS:
        child = GENERATES["木火金水"[(m - 1) // 3]]
        assert set(table("四相")[m - 1]) == {s for s in STEMS if STEM_ELEMENT[s] == child}


def test_sifei_huangwu_overlap():
    for m in MONTHS:
        sifei_branches = {p[1] for p in table("四废")[m - 1].split()}
        assert set(table("四废荒芜相兼")[m - 1]) == sifei_branches & set(table("荒芜")[m - 1])
    assert table("荒芜") == table("五虚")


def test_bao_yi_zhi_fa_zhuan_from_the_five_elements():
    relation = {"宝日": lambda s, x: GENERATES[s] == x, "义日": lambda s, x: GENERATES[x] == s,
                "制日": lambda s, x: OVERCOMES[s] == x, "伐日": lambda s, x: OVERCOMES[x] == s,
                "专日": lambda s, x: s == x}
    seen = set()
    for name, holds in relation.items():
        expected = {p for p in CYCLE if holds(STEM_ELEMENT[p[0]], BRANCH_ELEMENT[p[1]])}
        assert matched(god(name).match, 1) == expected, name
        assert len(expected) == 12
        seen |= expected
    assert seen == set(CYCLE)  # the five relations partition the cycle


def _bujiang(m: int) -> set[str]:
    """The full book's 不将 rule: 厌后支 (月厌 + 1 … + 5) with 厌前干 (the stems of the half circle before 月厌 on
    the 24 mountains) plus 戊 in months 4–9 or 己 in months 10–3."""
    yan = b("戌", -(m - 1))
    branches = {b(yan, k) for k in range(1, 6)}
    start = MOUNTAINS.index(yan)
    before = {MOUNTAINS[(start - k) % 24] for k in range(1, 12)}
    stems = {s for s in "甲乙丙丁庚辛壬癸" if s in before} | {"戊" if 4 <= m <= 9 else "己"}
    return {p for p in CYCLE if p[0] in stems and p[1] in branches}


def test_bujiang_default_reading_is_generated_by_the_rule():
    assert pillars_by_month("阴阳不将") == [_bujiang(m) for m in MONTHS]


def test_bujiang_documented_differences_from_the_print():
    generated, printed = pillars_by_month("阴阳不将"), pillars_by_month("阴阳不将", "001 as printed")
    differences = {m: (generated[m - 1] - printed[m - 1], printed[m - 1] - generated[m - 1]) for m in MONTHS
                   if generated[m - 1] != printed[m - 1]}
    assert differences == {
        3: ({"乙酉"}, set()),  # F-07
        6: ({"戊申"}, set()),  # F-08
        8: (set(), {"庚辰", "庚午"}),  # F-09
        9: ({"戊辰", "庚辰", "壬辰"}, {"甲子", "己卯", "丙午", "乙卯"}),  # F-10
    }
    # F-47: 六月戊午 is 不将 in both readings and also 逐阵, a veto day
    assert "戊午" in generated[5] and "戊午" in printed[5] and "戊午" in pillars_by_month("逐阵")[5]


def test_yang_cuo_and_yin_cuo_follow_the_two_jian():
    # 阳错 on the 月建 (阳建), 阴错 on the 月厌 (阴建), with one stem per branch (“近于…”) shared by both lists;
    # months 5 and 11, where both 建 coincide, are 阴阳俱错 instead.
    stem_of = {}
    for name, branch_of in (("阳错", month_branch), ("阴错", lambda m: b("戌", -(m - 1)))):
        for m, days in enumerate(pillars_by_month(name), start=1):
            if m in (5, 11):
                assert not days
                continue
            assert days and {d[1] for d in days} == {branch_of(m)}, (name, m)
            stems = "".join(sorted(d[0] for d in days))
            assert stem_of.setdefault(branch_of(m), stems) == stems, (name, m)
    assert pillars_by_month("阴阳俱错")[4] == {"丙午"} and pillars_by_month("阴阳俱错")[10] == {"壬子"}


# ================================================================================================================
# Worked examples of the digest (TC-nn) and the seed's own examples
# ================================================================================================================

@needs_seeds
def test_tc03_yuejiang_is_the_liuhe_of_the_month():
    assert "正月建寅，月将在亥" in line(23)
    assert table("六合")[0] == "亥"
    assert "正月在亥" in line(283)


@needs_seeds
def test_tc15_jiukong():
    found = re.findall(r"(\w{3})月，\w[库暮]在(\w)，(\w)能冲散", line(237))
    assert len(found) == 4
    for triad, tomb, breaker in found:
        for m in MONTHS:
            if month_branch(m) in triad:
                assert table("九空")[m - 1] == breaker == b(tomb, 6)
    assert table("九空")[:4] == ("辰", "丑", "戌", "未")


@needs_seeds
def test_tc16_tc17_cuo_days():
    assert "配为丙午" in line(167) and "十一月配壬子" in line(167)
    assert [m for m in MONTHS if pillars_by_month("阴阳俱错")[m - 1]] == [5, 11]
    assert "正月甲寅之日" in line(163) and "庚戌之日" in line(165)
    assert pillars_by_month("阳错")[0] == {"甲寅"}
    assert pillars_by_month("阴错")[0] == {"庚戌"}
    assert pillars_by_month("阳错")[1] == {"乙卯"} and pillars_by_month("阴错")[1] == {"辛酉"}
    assert pillars_by_month("阳错")[2] == {"甲辰"} and pillars_by_month("阴错")[2] == {"庚申"}


@needs_seeds
def test_tc18_yuede():
    assert "即以丙为正五九月之德" in line(211)
    assert {table("月德")[m - 1] for m in (1, 5, 9)} == {"丙"}


@needs_seeds
def test_tc19_yima():
    found = dict(re.findall(r"(\w{3})[木火金水]也，病于(\w)", line(267)))
    assert found == {"寅午戌": "申", "申子辰": "寅", "亥卯未": "巳", "巳酉丑": "亥"}
    for m in MONTHS:
        assert table("驿马")[m - 1] == found[next(t for t in found if month_branch(m) in t)]


@needs_seeds
def test_tc20_wufu():
    assert "正月在亥，二月在寅" in line(287)
    assert table("五富")[:2] == ("亥", "寅")


@needs_seeds
def test_tc26_tianli():
    found = dict(re.findall(r"(\w{3})月忌(\w)日", line(515)))
    assert found == {"寅午戌": "酉", "亥卯未": "午", "申子辰": "卯", "巳酉丑": "子"}
    for m in MONTHS:
        assert table("天吏")[m - 1] == found[next(t for t in found if month_branch(m) in t)]


@needs_seeds
def test_bujiang_first_month_list():
    printed = set(_PILLAR.findall(line(135).rsplit("：", 1)[1]))
    digest = set("丙寅 丁卯 丙子 丁丑 己卯 丁亥 己丑 庚寅 辛卯 己亥 庚子 辛丑 辛亥".split())
    assert printed == digest == pillars_by_month("阴阳不将")[0] == pillars_by_month("阴阳不将", "001 as printed")[0]
    assert len(digest) == 13

