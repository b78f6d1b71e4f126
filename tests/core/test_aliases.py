"""Every god under all its names (issue 15, item 1): each alias against the seed line it cites, the names the issue
lists against the seed's own words, and the JSON of the day and the compass carrying them.

Seed 000 is printed in traditional characters: its lines are compared in simplified form (OpenCC t2s, 乾 held back,
as tests/core/test_directions.py does).
"""

import re
from datetime import date

import pytest

from almanac.core import api
from almanac.core.calendar.ganzhi import BRANCHES
from almanac.core.data import directional_gods as dg
from almanac.core.data import hour_gods
from almanac.core.rules.catalogue import ALL_DAY_GODS
from almanac.core.sources import SEED_PREFIXES

SEED_FILES = {
    "000": "000_730fc850645c58d9.txt", "001": "001_05e524af85a5a64b.txt", "002": "002_b6fadfdee89ff112.txt",
    "003": "003_50e88f566c4c21ff.txt",
}
HOUR_GODS = hour_gods.HOUR_GODS + hour_gods.ALTERNATIVE_READINGS
CATALOGUES = {"day": ALL_DAY_GODS, "hour": HOUR_GODS, "compass": dg.ALL_DIRECTIONAL_GODS}


@pytest.fixture(scope="module")
def seeds(seed_texts) -> dict[str, list[str]]:
    return seed_texts


def every_alias():
    for catalogue, gods in CATALOGUES.items():
        for god in gods:
            for alias in god.aliases:
                yield catalogue, god, alias


def quoted(note: str) -> list[str]:
    """The seed's words an alias's note quotes: its first part (before “;”), without a trailing “(…)” remark, cut at
    the elisions (…)."""
    first = re.sub(r"\s*\([^)]*\)\s*$", "", note.split(";")[0]).strip()
    return [part.strip() for part in first.split("…") if part.strip()]


# --- every alias against its line -----------------------------------------------------------------------------

def test_every_alias_is_printed_on_the_line_it_cites_with_the_words_it_quotes(seeds):
    count = 0
    for catalogue, god, alias in every_alias():
        source = alias.source
        assert source.seed[:3] in SEED_PREFIXES and source.seed == SEED_FILES[source.seed[:3]], (god.name, alias)
        text = seeds[source.seed[:3]][source.line - 1]
        assert alias.name in text, (catalogue, god.name, alias.name, source.line)
        for words in quoted(source.note):
            assert words in text, (catalogue, god.name, alias.name, words)
        count += 1
    assert count >= 60


def test_aliases_are_other_names_not_spellings_nor_other_gods():
    for catalogue, gods in CATALOGUES.items():
        names = {g.name for g in gods}
        for god in gods:
            alias_names = [a.name for a in god.aliases]
            assert len(alias_names) == len(set(alias_names)), god.name
            assert god.name not in alias_names, god.name
            # An alias that is another god's own name would send a visitor to the wrong god.
            assert not set(alias_names) & names, (catalogue, god.name, set(alias_names) & names)
            assert not set(getattr(god, "spellings", ())) & set(alias_names), god.name


def test_spellings_are_printed_forms_of_the_name(seeds, seeds_dir):
    # A spelling is the name as some seed prints it (traditional characters, 孤服 for 孤辰, 五暮, 不将 …), used to match
    # names only: each is printed in a seed (seed 000 also as printed, in traditional characters).
    printed = "\n".join("\n".join(lines) for lines in seeds.values())
    printed += (seeds_dir / SEED_FILES["000"]).read_text(encoding="utf-8")
    for catalogue in ("day", "compass"):
        for god in CATALOGUES[catalogue]:
            for spelling in god.spellings:
                assert spelling in printed, (god.name, spelling)


# --- the names the issue lists, against the seed's own words ----------------------------------------------------

# (catalogue, god key, alias, seed, line, the words of that line that make the two names one god)
ISSUE_NAMES = [
    ("day", "大时", "大败", "001", 277, "大时（大败、咸池）"),
    ("day", "大时", "咸池", "001", 277, "大时（大败、咸池）"),
    ("day", "厌对", "招摇", "001", 133, "厌对（六仪、招摇）"),
    ("day", "灾煞", "天狱", "001", 271, "灾煞（天狱、天火）"),
    ("day", "灾煞", "天火", "002", 15, "也如同灾煞又名天火"),
    ("day", "天吏", "致死", "001", 281, "天吏（致死）"),
    ("day", "九坎", "九焦", "001", 243, "坎为险、陷，与九焦同"),
    ("day", "建日", "月建", "001", 129, "月建者，阳建之神也"),
    ("day", "破日", "月破", "000", 1127, "月破者，月建所冲之辰也"),
    ("day", "时德", "四时天德", "001", 231, "四时天德者，四序中德神也"),
    ("day", "无禄", "十恶大败", "001", 253, "又曰十恶大败日"),
    ("day", "八风", "触水龙", "001", 247, "八风（触水龙）"),
    ("day", "月厌", "地火", "001", 131, "月厌（地火）"),
    ("compass", "岁破", "大耗", "000", 447, "按大耗即系岁破"),
    ("compass", "地官符", "官符", "001", 73, "常居岁前四辰"),
    ("compass", "阳贵人", "岁贵人", "002", 3, "岁禄、岁马、岁贵人所临的山方都吉利"),
    ("compass", "阴贵人", "岁贵人", "002", 3, "岁禄、岁马、岁贵人所临的山方都吉利"),
    ("compass", "阳贵人", "年贵人", "003", 795, "年贵人冬至后用阳贵夏至后用阴贵"),
    ("compass", "月厌", "地火", "000", 1161, "然地火即是月厌"),
    ("compass", "小月建", "小儿煞", "000", 1079, "小月建即小儿煞"),
    ("compass", "大煞", "打头火", "000", 773, "然大煞旧名打头火"),
    ("compass", "飞大煞", "打头火", "002", 15, "打头火这个名称不雅，又嫌名称过多，容易导致失去实义，所以改称为飞大煞"),
    ("compass", "太岁", "岁君", "000", 399, "故曰岁君"),
    ("compass", "厌对", "招摇", "001", 133, "厌对（六仪、招摇）"),
    ("hour", "四大吉时", "四煞没时", "001", 345, "四大吉时（四煞没时）"),
    ("hour", "日禄", "八禄", "001", 343, "八禄：本日之禄位也"),
]


def _god(catalogue: str, key: str):
    gods = [g for g in CATALOGUES[catalogue] if (g.key if catalogue == "compass" else g.name) == key]
    assert gods, (catalogue, key)
    return gods


@pytest.mark.parametrize("catalogue, key, name, seed, line, words", ISSUE_NAMES)
def test_the_issues_names_are_aliases_citing_the_words_that_make_them_one(seeds, catalogue, key, name, seed, line,
                                                                         words):
    assert words in seeds[seed][line - 1]
    for god in _god(catalogue, key):
        assert (name, seed, line) in [(a.name, a.source.seed[:3], a.source.line) for a in god.aliases], god.aliases


def test_the_guanfu_of_001_stands_where_the_diguanfu_of_000_does(seeds):
    # 001 L73: 官符 “常居岁前四辰” (子年 辰); 000 L669: 地官符 “从太岁起建，顺数至定字位” (建 除 满 平 定: 子年 辰).
    assert "常居岁前四辰" in seeds["001"][72] and "顺数至定字位即是" in seeds["000"][668]
    for year_branch in range(12):
        four_ahead = BRANCHES[(year_branch + 4) % 12]
        ding = BRANCHES[(year_branch + "建除满平定".index("定")) % 12]
        assert dg.DIGUANFU.values[year_branch] == four_ahead == ding


def test_spellings_are_looked_up_but_never_shown():
    looked_up = api.god_aliases()
    for other, name in (("咸池", "大时"), ("十恶大败", "无禄"), ("孤服", "孤辰"), ("五暮", "五墓"), ("不将", "阴阳不将"),
                        ("紅嘴朱雀", "红嘴朱雀"), ("四煞没时", "四大吉时")):
        assert looked_up[other] == name, other
    data = api.day(date(2024, 3, 13)).as_dict()  # any day: spellings never reach the JSON
    assert all("aliases" in g and "spellings" not in g for g in data["gods"])
    shown = {a["name"] for g in data["gods"] for a in g["aliases"]}
    assert not shown & {s for g in ALL_DAY_GODS for s in g.spellings}


# --- the JSON -------------------------------------------------------------------------------------------------

def test_the_day_json_gives_every_god_and_every_hour_god_its_aliases():
    # 2024-03-04 is 丁卯 in 丙寅月 (正月, before 惊蛰): 大时 “正月起卯” (001 L277) is on it.
    data = api.day(date(2024, 3, 4)).as_dict()
    assert (data["pillars"]["day"], data["solar_month"]["number"]) == ("丁卯", 1)
    assert all("aliases" in g for g in data["gods"])
    assert all("aliases" in g for h in data["hours"] for g in h["gods"])
    dashi = next(g for g in data["gods"] if g["name"] == "大时")
    assert [a["name"] for a in dashi["aliases"]] == ["大败", "咸池"]
    assert all(a["source"].startswith(SEED_FILES["001"]) and a["source"].endswith(" L277") for a in dashi["aliases"])
    guiren = [g for h in data["hours"] for g in h["gods"] if g["name"].startswith("天乙贵人")]
    assert guiren and all([a["name"] for a in g["aliases"]] == ["时贵人"] for g in guiren)
    assert all(g["aliases"] == [] for h in data["hours"] for g in h["gods"] if g["name"] in ("时破", "三合"))


def test_the_compass_json_gives_every_god_its_aliases_everywhere_it_lists_one():
    data = api.compass(2026, 3)
    lists = [g for m in data["mountains"] for g in m["gods"]] + [g for p in data["palaces"].values() for g in p["gods"]]
    lists += data["readings"] + data["rejected"] + data["unplaced"]
    assert lists and all(isinstance(g["aliases"], list) for g in lists)
    by_key = {g["key"]: g for g in lists}
    assert by_key["岁破"]["aliases"] == [{"name": "大耗", "source": {
        "seed": SEED_FILES["000"], "section": "岁破", "line": 447,
        "note": "《义例》曰：按大耗即系岁破; table L405 岁破（大耗）; 001 L49",
        "citation": "《选择求真》卷九 · 岁破 · L447"}}]
    assert [a["name"] for a in by_key["地官符"]["aliases"]] == ["官符"]
    assert [a["name"] for a in by_key["厌对"]["aliases"]] == ["招摇"] and by_key["厌对"]["left_out"]
    assert by_key["太岁"]["aliases"][0]["name"] == "岁君"
