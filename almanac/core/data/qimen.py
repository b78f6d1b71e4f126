"""奇门三元 data, as printed in 协纪辨方书 卷三十五 附录 (seed 003_50e88f566c4c21ff.txt).

Every table cites its seed line (1-based). The layout rules live in `almanac.core.rules.qimen`.
"""

from almanac.core.calendar.nine_palaces import PALACES
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

SECTION = "奇门三元"

# 阳遁歌 (L1867) and 阴遁歌 (L1875): 上元, 中元, 下元 局 of every term.
JU_BY_TERM: dict[str, tuple[int, int, int]] = {
    # 阳遁 (L1867)
    "冬至": (1, 7, 4), "惊蛰": (1, 7, 4), "小寒": (2, 8, 5), "大寒": (3, 9, 6), "春分": (3, 9, 6),
    "立春": (8, 5, 2), "雨水": (9, 6, 3), "清明": (4, 1, 7), "立夏": (4, 1, 7), "谷雨": (5, 2, 8),
    "小满": (5, 2, 8), "芒种": (6, 3, 9),
    # 阴遁 (L1875)
    "夏至": (9, 3, 6), "白露": (9, 3, 6), "小暑": (8, 2, 5), "大暑": (7, 1, 4), "秋分": (7, 1, 4),
    "立秋": (2, 5, 8), "处暑": (1, 4, 7), "霜降": (5, 8, 2), "小雪": (5, 8, 2), "寒露": (6, 9, 3),
    "立冬": (6, 9, 3), "大雪": (4, 7, 1),
}
JU_SOURCES = (
    Source(SEED_XIEJI_APPENDIX, f"{SECTION} 阳遁歌", 1867),
    Source(SEED_XIEJI_APPENDIX, f"{SECTION} 阴遁歌", 1875),
)

# 符首 (L1899): 甲子 甲午 己卯 己酉 上元; 甲寅 甲申 己巳 己亥 中元; 甲辰 甲戌 己丑 己未 下元.
YUAN_NAMES = ("上元", "中元", "下元")
FUSHOU: dict[str, str] = {
    "甲子": "上元", "甲午": "上元", "己卯": "上元", "己酉": "上元",
    "甲寅": "中元", "甲申": "中元", "己巳": "中元", "己亥": "中元",
    "甲辰": "下元", "甲戌": "下元", "己丑": "下元", "己未": "下元",
}
FUSHOU_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (符首)", 1899)

# 捷法 order of the earth plate (L1891): 戊己庚辛壬癸丁丙乙, 阳遁 顺 / 阴遁 逆 from the 局's palace.
EARTH_ORDER = "戊己庚辛壬癸丁丙乙"
# The 六仪 hide the 六甲 (L1891): 戊同甲子 己同甲戌 庚同甲申 辛同甲午 壬同甲辰 癸同甲寅.
XUN_YI = {"甲子": "戊", "甲戌": "己", "甲申": "庚", "甲午": "辛", "甲辰": "壬", "甲寅": "癸"}
EARTH_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (地盘)", 1891)

# 八门九星本宫定例歌 (L1883): home palace of every star and door (禽 in 中五 has no door, 寄坤).
PALACE_NAMES = {n: p.name for n, p in PALACES.items()}  # 坎 坤 震 巽 中 乾 兑 艮 离 (calendar.nine_palaces)
HOME_STAR = {1: "天蓬", 2: "天芮", 3: "天冲", 4: "天辅", 5: "天禽", 6: "天心", 7: "天柱", 8: "天任", 9: "天英"}
HOME_DOOR = {1: "休门", 2: "死门", 3: "伤门", 4: "杜门", 6: "开门", 7: "惊门", 8: "生门", 9: "景门"}
HOME_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 八门九星本宫定例歌", 1883)

# The doors turn round the 后天八卦 ring, clockwise from 坎 ("八门顺转八卦", L1919; the order is fixed by the worked
# examples): calendar.nine_palaces.RING, 坎 艮 震 巽 离 坤 兑 乾 (1, 8, 3, 4, 9, 2, 7, 6).

# 按 (L1887): 乙丙丁三奇 与 开休生三吉门 会合为吉.
THREE_WONDERS = "乙丙丁"
GOOD_DOORS = ("开门", "休门", "生门")
GOOD_HOUR_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按", 1887)
LAYOUT_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (飞布之法)", 1919)
FITTING_SOURCES = (
    Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (正授、超神)", 1907),
    Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (置闰)", 1911),
    Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (接气、定气以远近为断)", 1915),
    Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按 (拆补不可从)", 1927),
)
FUYIN_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 奇门三元歌 (伏吟、反吟)", 1807)
