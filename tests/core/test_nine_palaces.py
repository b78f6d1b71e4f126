"""The one home of the nine palaces (calendar.nine_palaces) and of the year pillar's epoch (calendar.ganzhi),
checked against the seeds' own words and worked examples (quoted here)."""

from almanac.core.calendar import nine_palaces as np_
from almanac.core.calendar.ganzhi import BRANCHES, month_branch, month_ganzhi, year_ganzhi


def test_palaces_stars_and_directions():
    # 002 ¶3 L7: 一白居坎，二黑居坤，三碧居震，四绿居巽，五黄居中，六白居干，七赤居兑，八白居艮，九紫居离.
    assert [(p.star, p.name) for p in np_.PALACES.values()] == list(
        zip(("一白", "二黑", "三碧", "四绿", "五黄", "六白", "七赤", "八白", "九紫"), "坎坤震巽中乾兑艮离")
    )
    # 001 §后天八卦方位 L9: 离南坎北，震东兑西，巽东南，坤西南，乾西北，艮东北.
    said = {"离": "南", "坎": "北", "震": "东", "兑": "西", "巽": "东南", "坤": "西南", "乾": "西北", "艮": "东北"}
    assert {t: np_.PALACE_BY_NAME[t].direction for t in said} == said
    # 洛书: 戴九履一，左三右七，二、四为肩，六、八为足，五居中央 (002 ¶3 L7), south on top; every line sums to 15.
    grid = np_.PALACE_GRID
    assert grid[0][1] == 9 and grid[2][1] == 1 and grid[1][0] == 3 and grid[1][2] == 7 and grid[1][1] == 5
    assert {sum(r) for r in grid} | {sum(c) for c in zip(*grid)} == {15}
    assert all(np_.PALACES[n].row == r and np_.PALACES[n].col == c for r, row in enumerate(grid) for c, n in enumerate(row))
    assert [np_.PALACES[n].direction for n in np_.RING] == ["北", "东北", "东", "东南", "南", "西南", "西", "西北"]
    assert all(np_.PALACES[np_.opposite(n)].name == np_.OPPOSITE_TRIGRAM[p.name] for n, p in np_.PALACES.items() if n != 5)
    assert np_.PALACES[1].numbered == "坎一" and np_.PALACES[5].numbered == "中五"


def test_stepping_and_flying():
    assert np_.step(9, 1) == 1 and np_.step(1, -1) == 9 and np_.step(5, 18) == 5
    assert np_.FLY_ORDER == (5, 6, 7, 8, 9, 1, 2, 3, 4)
    # 002 ¶3 L7: “康熙二十三年甲子，一白入中宫，二黑在干，三碧在兑，四绿在艮，五黄在离，六白在坎，七赤在坤，八白在震，九紫在巽”.
    laid = {np_.PALACES[p].name: np_.star_at(p, 1) for p in range(1, 10)}
    assert laid == {"中": 1, "乾": 2, "兑": 3, "艮": 4, "离": 5, "坎": 6, "坤": 7, "震": 8, "巽": 9}
    assert all(np_.palace_of_star(np_.star_at(p, c), c) == p for p in range(1, 10) for c in range(1, 10))


def test_year_pillar_epoch_and_month_branch():
    # 002 ¶3 L7: 康熙二十三年甲子为上元; 三元共一百八十年为一周期.
    assert year_ganzhi(1684).name == "甲子" and year_ganzhi(1984).name == "甲子" and year_ganzhi(2026).name == "丙午"
    assert [np_.yuan(y) for y in (1684, 1744, 1804, 1864, 1924, 1984, 2043, 2044)] == [0, 1, 2, 0, 1, 2, 2, 0]
    # 001 L29 五虎遁: 甲己年正月起丙寅 … 戊癸年正月起甲寅; 001 L23 正月建寅.
    firsts = {year_ganzhi(y).name[0]: month_ganzhi(y, 1).name for y in range(1984, 1994)}
    assert firsts == {"甲": "丙寅", "己": "丙寅", "乙": "戊寅", "庚": "戊寅", "丙": "庚寅", "辛": "庚寅",
                      "丁": "壬寅", "壬": "壬寅", "戊": "甲寅", "癸": "甲寅"}
    assert [BRANCHES[month_branch(m)] for m in range(1, 13)] == list("寅卯辰巳午未申酉戌亥子丑")
    assert all(month_ganzhi(y, m).branch == month_branch(m) for y in (1900, 2099) for m in range(1, 13))
