"""五姓修宅 and 年月神煞 against the printed text (seed 003_50e88f566c4c21ff.txt)."""

import pytest

from almanac.core.calendar.ganzhi import ganzhi_from_name
from almanac.core.data import wuxing_house as wh
from almanac.core.data import year_month_spirits as ys

PRINTED = {  # digest Table 10.1 = seed L767–L779, branch order 子…亥
    "宫": "害财 大通 鬼贼 鬼贼 大墓 气绝 白虎 大通 小通 小通 小墓 害财",
    "商": "小通 大墓 气绝 白虎 小通 鬼贼 鬼贼 小墓 大通 大通 小通 小通",
    "角": "小通 小墓 大通 大通 害财 小通 小通 大墓 气绝+鬼贼 白虎+鬼贼 害财 小通",
    "徵": "白虎+鬼贼 小通 小通 小通 小墓 大通 大通 小通 害财 害财 大墓 气绝+鬼贼",
    "羽": "大通 鬼贼 小通 小通 大墓 气绝 白虎 鬼贼 小通 小通 小墓 大通",
}


@pytest.mark.parametrize("sound", list(PRINTED))
def test_table_as_printed(sound):
    expected = [tuple(c.split("+")) for c in PRINTED[sound].split()]
    assert [wh.house_category(sound, year=b) for b in range(12)] == expected


def test_lookup_forms():
    assert wh.house_category("角", year="申") == ("气绝", "鬼贼")
    assert wh.house_category("宫", year=ganzhi_from_name("甲辰")) == ("大墓",)
    assert wh.house_category("征", month="丙午") == ("大通",)
    with pytest.raises(ValueError):
        wh.house_category("宫")
    with pytest.raises(ValueError):
        wh.house_category("宫", year=0, month=0)


def test_months_and_caveat():
    assert wh.month_verdict("宫", "丑") == "宜"
    assert wh.month_verdict("宫", "辰") == "不宜"
    assert wh.month_verdict("宫", "巳") is None
    assert "时宪书" in wh.CAVEAT and wh.SURNAME_HINTS["张"] == "商" and wh.SURNAME_HINTS["赵"] == "角"


def test_tiannu_row_and_opposite():
    assert "".join(ys.tiannu(s) for s in "甲乙丙丁戊己庚辛壬癸") == "乾坤艮兑坎离震巽乾坤"
    assert "".join(ys.pobai_wugui(s) for s in "甲乙丙丁戊己庚辛壬癸") == "巽艮坤震离坎兑乾巽艮"


def test_stem_spirits():
    jia = ys.stem_spirits("甲")
    assert (jia["官星"], jia["干鬼"], jia["天禄星"], jia["羊刃"], jia["飞刃"]) == ("辛", "庚", "寅", "卯", "酉")
    assert (jia["文昌星"], jia["魁名星"], jia["天财星"], jia["文魁星"]) == ("巳", "乙", "癸", "丁")
    assert jia["催官"] is None
    assert [ys.stem_spirits(s)["文昌星"] for s in "甲乙丙丁戊己庚辛壬癸"] == list("巳午巳午申酉亥子寅卯")  # 食神禄 (L1687) with 戊禄巳 己禄午


def test_dungan():
    jia = ys.dungan_spirits("甲")  # 甲年 丙寅 … 甲戌 乙亥 丙子 丁丑
    assert jia["穿山罗睺"] == ("戌",) and jia["天禁朱雀"] == ("亥",)
    assert jia["独火"] == ("子", "丑", "寅", "卯")
    assert "missing" in ys.MISSING_NOTE
