"""干支, 纳音 and 生肖 against the seed's worked examples and independent derivations."""

import pytest

from almanac.core.calendar.ganzhi import (
    CYCLE,
    NAYIN,
    ganzhi,
    ganzhi_from_name,
    ganzhi_from_parts,
    nayin_digit,
)


def test_cycle_runs_jiazi_to_guihai():
    assert [gz.name for gz in CYCLE[:3]] == ["甲子", "乙丑", "丙寅"]
    assert CYCLE[59].name == "癸亥"
    assert len({gz.name for gz in CYCLE}) == 60


def test_parts_and_names_round_trip():
    for gz in CYCLE:
        assert ganzhi_from_parts(gz.stem, gz.branch) is gz
        assert ganzhi_from_name(gz.name) is gz
    with pytest.raises(ValueError):
        ganzhi_from_parts(0, 1)  # 甲丑 is not in the cycle
    with pytest.raises(ValueError):
        ganzhi_from_name("甲丑")


def test_addition_wraps():
    assert (ganzhi_from_name("癸亥") + 1).name == "甲子"
    assert ganzhi(-1).name == "癸亥"


def test_nayin_worked_examples_of_seed_001():
    # 001 §纳音: “如甲子乙丑四数相加得三十有四，四为金。戊辰己巳其数二十有三，三为木。”
    assert nayin_digit(0) == 4 and CYCLE[0].nayin.element == "金"
    assert nayin_digit(2) == 3 and CYCLE[4].nayin.element == "木"


def test_nayin_element_of_every_pair_agrees_with_its_conventional_name():
    # The seed's arithmetic gives the element; the conventional names (海中金 …) end in it.
    for pair, nayin in enumerate(NAYIN):
        assert nayin.name[-1] == nayin.element, (pair, nayin)


def test_nayin_shared_by_pairs():
    assert CYCLE[0].nayin is CYCLE[1].nayin
    assert ganzhi_from_name("丙午").nayin.name == "天河水"
    assert ganzhi_from_name("乙巳").nayin.name == "覆灯火"


def test_zodiac():
    assert ganzhi_from_name("乙巳").zodiac == "蛇"
    assert ganzhi_from_name("丙午").zodiac == "马"


def test_branch_punishments_and_harms_as_printed():
    from almanac.core.calendar.ganzhi import BRANCHES, HARMS, PUNISHES

    # 001 §岁刑 L93: 子刑卯，丑刑戌，寅刑巳，卯刑子，巳刑申，未刑丑，申刑寅，戌刑未；辰午酉亥自刑.
    printed = {"子": "卯", "丑": "戌", "寅": "巳", "卯": "子", "巳": "申", "未": "丑", "申": "寅", "戌": "未"}
    printed |= {b: b for b in "辰午酉亥"}
    assert {BRANCHES[i]: BRANCHES[PUNISHES[i]] for i in range(12)} == printed
    # 000 L465 六害: 子未 丑午 寅巳 卯辰 申亥 酉戌 — symmetric pairs.
    pairs = {frozenset(p) for p in ("子未", "丑午", "寅巳", "卯辰", "申亥", "酉戌")}
    assert {frozenset((BRANCHES[i], BRANCHES[HARMS[i]])) for i in range(12)} == pairs


def test_clashes_are_the_six_opposite_pairs():
    """冲 pairs as the seeds use them: 岁破 "子年在午" (001 L49); the six pairs 子午 丑未 寅申 卯酉 辰戌 巳亥."""
    from almanac.core.calendar.ganzhi import BRANCHES, CLASHES, clashes

    pairs = {frozenset(p) for p in ("子午", "丑未", "寅申", "卯酉", "辰戌", "巳亥")}
    assert {frozenset((BRANCHES[b], BRANCHES[CLASHES[b]])) for b in range(12)} == pairs
    assert all(clashes(a, b) == (frozenset((BRANCHES[a], BRANCHES[b])) in pairs) for a in range(12) for b in range(12))
    assert clashes(0, 6) and clashes(6, 0) and not clashes(0, 0)
