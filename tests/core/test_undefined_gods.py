"""Gods an activity's text names that its own seed does not define (issue 15, item 6): 火星, which 选择求真 defines
(火星日, 000 L825–L833), is implemented from its rule; those no seed defines are checked against all four seeds and said
in every verdict of the activity — never silently dropped."""

from datetime import date, timedelta

import pytest

from almanac.core import api
from almanac.core.data import activities_appendix as acts
from almanac.core.data.qiuzhen_day_gods import QIUZHEN_DAY_GODS
from almanac.core.rules.catalogue import activity_by_name, god_scope
from almanac.core.rules.model import MonthPillar

# activity → (the names its 忌 line prints and no seed defines, that line of seed 003)
EXPECTED = {
    "塑绘神像开光": (("伏断", "天地空亡", "六壬空亡"), 1187),
    "成造船只": (("伏断",), 875),
    "归火": (("九丑",), 851),
}


@pytest.fixture(scope="module")
def texts(seed_texts) -> dict[str, list[str]]:
    return seed_texts


def lines_with(lines: list[str], word: str) -> list[int]:
    return [n for n, line in enumerate(lines, 1) if word in line]


def test_the_names_are_printed_in_the_activitys_line_and_defined_nowhere(texts):
    assert acts.ACTIVITY_UNDEFINED_NAMES == {k: names for k, (names, _) in EXPECTED.items()}
    for activity, (names, line) in EXPECTED.items():
        printed = texts["003"][line - 1]
        assert all(name in printed for name in names), activity
        assert acts.ACTIVITY_UNDEFINED_SOURCES[activity].line == line
    # 伏断, 天地空亡, 六壬空亡 and 九丑 are printed only in seed 003's activity lines (odd) and their translations (even).
    for name, where in (("伏断", [875, 877, 1187, 1189]), ("天地空亡", [1187, 1189]), ("六壬空亡", [1187, 1189]),
                        ("九丑", [851, 853, 919, 921])):
        assert lines_with(texts["003"], name) == where, name
        assert not any(lines_with(texts[s], name) for s in ("000", "001", "002")), name
    # 火星 of 成造船只 (L875) is 选择求真's 火星日: the one day fire it keeps (L787 “日家火星日为有理”), with its own
    # section (L825) and rule (L831). The 火星 of 001 is a direction (L497 “火星乃三合旺方，即打头火也”).
    assert "忌火星天贼伏断正四废执破日" in texts["003"][874]
    assert lines_with(texts["000"], "火星日") == [255, 787, 825, 827, 831, 833]
    assert not any(lines_with(texts[s], "火星日") for s in ("001", "002", "003"))
    assert "火星乃三合旺方，即打头火也" in texts["001"][496]


# --- 火星日 (000 L829–L833), worked out from the rule ------------------------------------------------------------

CYCLE = [("甲乙丙丁戊己庚辛壬癸"[i % 10] + "子丑寅卯辰巳午未申酉戌亥"[i % 12]) for i in range(60)]


def huoxing_by_hand(start_palace: int) -> set[str]:
    """“将六十甲子，顺布九宫，数至七赤兑位，即其日为火星也”: 甲子 on `start_palace`, each next pillar on the next palace
    (1 → 9, then 1 again); the pillars that land on 兑 7."""
    return {pillar for i, pillar in enumerate(CYCLE) if (start_palace - 1 + i) % 9 + 1 == 7}


def test_huoxing_day_is_000s_rule(texts):
    rule = texts["000"][830]
    assert "其法将六十甲子，顺布九宫，数至七赤兑位，即其日为火星也" in rule
    assert "四孟月从乾宫起甲子顺数，四仲月从兑宫起甲子，四季月从艮宫起甲子，俱顺行九宫" in rule
    assert "四孟甲子乾顺程" in texts["000"][828] and "日临兑位是火星" in texts["000"][828]
    (god,) = QIUZHEN_DAY_GODS
    assert god.name == "火星日" and god.source.line == 831 and isinstance(god.match, MonthPillar)
    qian, dui, gen = 6, 7, 8  # 后天八卦 palaces of the 洛书
    for month in range(1, 13):  # 节气 months: 1 寅 (孟) 2 卯 (仲) 3 辰 (季) …
        start = (qian, dui, gen)[(month - 1) % 3]
        assert set(god.match.values[month - 1].split()) == huoxing_by_hand(start), month
    assert huoxing_by_hand(dui) >= {"甲子", "癸酉"} and "乙丑" in huoxing_by_hand(qian)
    # “按火星非凶日也…否则虽遇其日无妨” (L833): it speaks to the activities that name it, not to the day's grade.
    assert "按火星非凶日也" in texts["000"][832] and god_scope(god) == "activity"
    assert "火星日" in activity_by_name("成造船只").bad


def test_a_huoxing_day_makes_shipbuilding_ji():
    # 2024-04-05 己亥, 辰月 (季, 甲子 on 艮 8): 己亥 is pillar 35, (8 − 1 + 35) % 9 + 1 = 7 = 兑.
    facts = api.day(date(2024, 4, 5))
    assert facts.pillars.day.name == "己亥" and "火星日" in {g.name for g in facts.rules.gods}
    verdict = next(v for v in facts.rules.activities if v.activity.name == "成造船只")
    assert verdict.verdict == "忌" and "火星日" in verdict.bad


def test_every_verdict_of_the_activity_says_it_vetoed_days_included():
    seen = {name: set() for name in EXPECTED}
    day = date(2024, 1, 1)
    while day <= date(2024, 12, 31):
        for verdict in api.day(day).rules.activities:
            expected = EXPECTED.get(verdict.activity.name)
            if expected is None:
                assert not any("皆未载其起例" in r.text for r in verdict.reasons)
                continue
            names, line = expected
            said = [r for r in verdict.reasons if "皆未载其起例" in r.text]
            assert len(said) == 1, (day, verdict.activity.name)
            assert said[0].text.startswith("、".join(names) + "：原书列为所忌")
            assert f"L{line}" in said[0].source.split(", ")[0]
            seen[verdict.activity.name].add(verdict.verdict)
        day += timedelta(days=1)
    assert seen["塑绘神像开光"] == {"宜", "忌", "平"}  # the reason stands whatever the verdict
