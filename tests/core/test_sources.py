"""A rule's source as a reader reads it: the book and volume of each seed, read from the seeds' own headings."""

import pytest

from almanac.core.sources import (
    SEED_BOOKS,
    SEED_QIUZHEN,
    SEED_XIEJI_APPENDIX,
    SEED_XIEJI_JUAN8,
    SEED_XIEJI_SUMMARY,
    Source,
    book_of,
    citation,
    cite_in_text,
    has_seed_code,
)


def _line(seeds_dir, seed: str, number: int) -> str:
    return (seeds_dir / seed).read_text(encoding="utf-8").splitlines()[number - 1]


def test_every_seed_file_has_a_book():
    assert {s[:3] for s in (SEED_QIUZHEN, SEED_XIEJI_SUMMARY, SEED_XIEJI_JUAN8, SEED_XIEJI_APPENDIX)} == set(SEED_BOOKS)


def test_the_volumes_are_the_seeds_own_headings(seeds_dir):
    # 000: “選擇求真卷八” on its first line, “選擇求真卷九” at L347, “選擇求真卷十” at L733.
    assert _line(seeds_dir, SEED_QIUZHEN, 1) == "選擇求真卷八"
    assert _line(seeds_dir, SEED_QIUZHEN, 347) == "選擇求真卷九"
    assert _line(seeds_dir, SEED_QIUZHEN, 733) == "選擇求真卷十"
    assert [v.first_line for v in SEED_BOOKS["000"].volumes] == [1, 347, 733]
    assert "协纪辨方书摘要" in _line(seeds_dir, SEED_XIEJI_SUMMARY, 1)
    assert _line(seeds_dir, SEED_XIEJI_JUAN8, 1) == "钦定协纪辨方书卷八"
    assert _line(seeds_dir, SEED_XIEJI_APPENDIX, 1).startswith("卷三十五　附录")


@pytest.mark.parametrize(("line", "volume"), [(155, "卷八"), (346, "卷八"), (347, "卷九"), (581, "卷九"), (733, "卷十"),
                                              (1137, "卷十")])
def test_qiuzhen_volume_by_line(line, volume):
    assert book_of(SEED_QIUZHEN, line) == f"《选择求真》{volume}"


def test_citation_of_a_source_in_three_languages():
    source = Source(SEED_XIEJI_APPENDIX, "杂用宜忌", 979)
    assert citation(source) == "《协纪辨方书》卷三十五 附录 · 杂用宜忌 · L979"
    assert citation(str(source)) == "《协纪辨方书》卷三十五 附录 · 杂用宜忌 · L979"
    assert citation(source.as_dict()) == "《协纪辨方书》卷三十五 附录 · 杂用宜忌 · L979"
    assert citation(source, "zh-hant") == "《協紀辨方書》卷三十五 附錄 · 杂用宜忌 · L979"  # the section: the page converts
    assert citation(source, "en") == "Xieji Bianfang Shu, vol. 35, appendix · 杂用宜忌 · L979"


def test_citation_drops_the_volume_the_section_repeats_and_paragraph_numbers():
    assert citation(Source(SEED_QIUZHEN, "卷八 辨伪论 · 辩横天朱雀", 333)) == "《选择求真》卷八 · 辨伪论 · 辩横天朱雀 · L333"
    assert citation(Source(SEED_XIEJI_JUAN8, "¶3 三元九星", 7)) == "《协纪辨方书》卷八 · 三元九星 · L7"
    assert citation(Source(SEED_QIUZHEN, "岁破", 431)) == "《选择求真》卷九 · 岁破 · L431"


def test_citation_of_several_sources_and_of_text_that_cites_no_seed():
    text = f"{Source(SEED_XIEJI_SUMMARY, '岁刑', 93)}; {Source(SEED_QIUZHEN, '歲刑（六害）', 463)}"
    assert citation(text) == "《协纪辨方书》摘要 · 岁刑 · L93；《选择求真》卷九 · 歲刑（六害） · L463"
    assert citation("not in seeds 000–003: the almanacs' 六破") == ""
    assert citation("") == citation(None) == ""


def test_seed_codes_inside_sentences():
    assert cite_in_text("天刑黑道，亦无贵人禄马（001 L529），吉凶不显") == "天刑黑道，亦无贵人禄马（《协纪辨方书》摘要 L529），吉凶不显"
    assert cite_in_text("年克山家未核 (000 L581)") == "年克山家未核 (《选择求真》卷九 L581)"
    assert cite_in_text("001 §土符 L321") == "《协纪辨方书》摘要 · 土符 · L321"
    assert cite_in_text("000《選擇求真》卷八 辨偽論 L155") == "《選擇求真》卷八 辨偽論 L155"
    assert cite_in_text("二十四山无戊己 (002 ¶6 L13)") == "二十四山无戊己 (《协纪辨方书》卷八 L13)"
    assert cite_in_text("003:787") == "《协纪辨方书》卷三十五 附录 L787"
    # the hours' reasons write seed, section and line: “（001 用时法 L531）”
    assert cite_in_text("小事可勿论（001 用时法 L531）。") == "小事可勿论（《协纪辨方书》摘要 · 用时法 · L531）。"
    assert cite_in_text("003 天星吉时 L1755、L1759") == "《协纪辨方书》卷三十五 附录 · 天星吉时 · L1755、L1759"
    assert cite_in_text("000、003 均无") == "《选择求真》、《协纪辨方书》卷三十五 附录 均无"
    assert cite_in_text("种子 001 §阴阳大会（L159）") == "《协纪辨方书》摘要 · 阴阳大会（L159）"
    assert cite_in_text("月煞：001屡用而未立条") == "月煞：《协纪辨方书》摘要屡用而未立条"
    assert cite_in_text("子时 2000 年 L1003 v001") == "子时 2000 年 L1003 v001"  # numbers that are not codes stay


def test_has_seed_code():
    assert has_seed_code("出处：001_05e524af85a5a64b.txt 安葬 L429")
    assert has_seed_code("（001 L529）")
    assert not has_seed_code("《协纪辨方书》摘要 · 安葬 · L429")


def test_the_day_json_carries_citations_beside_raw_sources():
    from datetime import date

    from almanac.core import api

    data = api.day(date(2026, 2, 4)).as_dict()
    sacrifice = next(a for a in data["activities"] if a["name"] == "祭祀")
    # 2026-02-04 (己酉, 立春) is a 四废荒芜相兼 day: “四废、荒芜相兼日尤凶” (001 §用日法 L523).
    assert sacrifice["reasons"][0]["source"] == f"{SEED_XIEJI_SUMMARY} 用日法 L523"
    assert sacrifice["reasons"][0]["citation"] == "《协纪辨方书》摘要 · 用日法 · L523"
    assert data["taibai"]["citation"].startswith("《协纪辨方书》卷三十五 附录 · ")
    assert data["citations"].keys() == data["sources"].keys()
    assert all(g["citation"] and not has_seed_code(g["citation"]) for g in data["gods"])
