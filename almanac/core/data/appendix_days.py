"""Seed 003 (协纪辨方书 卷三十五 附录): the appendix's tables of the day, and the day gods it defines.

Every table cites the seed line it was read from (`grep -n` in shared/seeds/003_50e88f566c4c21ff.txt;
the file alternates original text and a modern translation, and the ORIGINAL lines are the ones
cited). Where the reading needed a decision, the comment says which and why; the lead engineer's
report lists them all.

Contents
- 三、逐日人神所在: body part by lunar day, day stem and day branch (RENSHEN_*; the hour table is
  data/hour_gods.RENSHEN).
- 四、太白逐日游方: direction by lunar day (TAIBAI_*).
- 五、长星短星: lunar days by LUNAR month (CHANGXING_DAYS, DUANXING_DAYS).
- 七、祀灶日, 八、洗头日: as day gods (and their tables).
- 十二、杂用宜忌: every day list, by 节气 month (MonthPillar) or for every month (AnyPillar), and the
  入棺 / 入殓 hour tables.
- 十一、事类总集: the day gods it names and defines itself (木建日, 人民合日, the 本命 rules).
- APPENDIX_DAY_GODS: all of the above that are day gods; COMPUTED_EVALUATORS: the exact rule of
  every Computed matcher used here.

Months: the 杂用宜忌 and 事类总集 lists say 正月…十二月 without saying which calendar. They are read as
节气 months (1 = 寅月 … 12 = 丑月), the schema's months: the 木建日 list (L887) gives every month a
day whose branch is that month's 建 (正月庚寅, 二月辛卯 …), and every 逐月除服 day (L1607–L1651) is a
除日 of its 月建 (正月 卯日, 二月 辰日 …); both hold only for 节气 months. 长星/短星 are different:
their day numbers are lunar days and the text ties them to the moon's waxing and waning, so they are
keyed by LUNAR month (see CHANGXING_DAYS).

The 彭祖百忌 of 六、百忌日 (L703) are in data/day_basics.py (PENGZU_*) and not repeated here.
"""

from almanac.core.calendar.nine_palaces import PALACE_BY_DIRECTION
from almanac.core.rules.model import (
    BAD,
    GOOD,
    AnyBranch,
    AnyPillar,
    AnyStem,
    Computed,
    DayGod,
    LunarDays,
    MonthPillar,
)
from almanac.core.sources import SEED_XIEJI_APPENDIX, SEED_XIEJI_SUMMARY, Source, aliases


def _src(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_APPENDIX, section, line, note)


# =============================================================================================
# 三、逐日人神所在 (L575–L605). “右皆人神所在不宜鍼灸见类经今时宪书止载逐日人神具录于此” (L603):
# on that day (hour) do not needle or burn moxa on that body part; the 时宪书 prints only the table
# by lunar day, the others are recorded for completeness. 事类总集 (L899) repeats it for 针灸:
# “至于针灸视逐日人神所值之处尤宜回避”. These are facts to show, not day gods.
# =============================================================================================

RENSHEN_USE = "右皆人神所在不宜鍼灸见类经今时宪书止载逐日人神具录于此"
RENSHEN_USE_SOURCE = _src("三、逐日人神所在", 603)

# L579 (days 1–18) and L583 (the rest of 18, and 19–30); printed “一日，在足大指二日，在外踝…” —
# the commas sit after the day number, not before it (digest T5).
RENSHEN_BY_LUNAR_DAY: dict[int, str] = {
    1: "足大指", 2: "外踝", 3: "股内", 4: "腰", 5: "口", 6: "手", 7: "内踝", 8: "腕", 9: "尻", 10: "腰背",
    11: "鼻柱", 12: "发际", 13: "牙齿", 14: "胃脘", 15: "遍身", 16: "胸", 17: "气冲", 18: "股内", 19: "足",
    20: "内踝", 21: "手小指", 22: "外踝", 23: "肝及足", 24: "手阳明", 25: "足阳明", 26: "胸", 27: "膝",
    28: "阴", 29: "膝胫", 30: "足趺",
}
RENSHEN_BY_LUNAR_DAY_SOURCE = _src("三、逐日人神所在", 579, note="days 18 (second half) to 30 on L583")

# L591 “甲日在头乙日在项…癸日在足”.
RENSHEN_BY_STEM: dict[str, str] = {
    "甲": "头", "乙": "项", "丙": "肩背", "丁": "胸胁", "戊": "腹", "己": "背", "庚": "膝", "辛": "脾", "壬": "肾", "癸": "足",
}
RENSHEN_BY_STEM_SOURCE = _src("十干十二支人神所在", 591)

# L591 “子日在目丑日在耳。寅日在胸…申日在头一云在肩腰酉日在背一云在胫戌日在头一云在咽喉亥日在项”.
# The first reading is the table value; “一云” readings are kept apart.
RENSHEN_BY_BRANCH: dict[str, str] = {
    "子": "目", "丑": "耳", "寅": "胸", "卯": "鼻", "辰": "腰", "巳": "手",
    "午": "心腹", "未": "足", "申": "头", "酉": "背", "戌": "头", "亥": "项",
}
RENSHEN_BY_BRANCH_ALTERNATIVE: dict[str, str] = {"申": "肩腰", "酉": "胫", "戌": "咽喉"}  # “一云”
RENSHEN_BY_BRANCH_SOURCE = _src("十干十二支人神所在", 591)

# The table by hour (十二时人神所在, L599) is data/hour_gods.py's RENSHEN; not repeated here.


def renshen(lunar_day: int, day_stem: str, day_branch: str) -> dict[str, str]:
    """The day's 人神 by lunar day (the 时宪书 one), day stem and day branch, and the text's other reading
    (“一云”) for the branch where it gives one (申 酉 戌 days), else ''."""
    return {
        "lunar_day": RENSHEN_BY_LUNAR_DAY[lunar_day],
        "stem": RENSHEN_BY_STEM[day_stem],
        "branch": RENSHEN_BY_BRANCH[day_branch],
        "branch_alternative": RENSHEN_BY_BRANCH_ALTERNATIVE.get(day_branch, ""),
    }


# =============================================================================================
# 四、太白逐日游方 (L607–L621). L611/L615: “通书曰一日，十一日，二十一日，正东二日，十二日，二十二日东南
# … 九日，十九日，二十九日中方，十日，二十日，三十日在天”. A ten-day cycle of the lunar day. The text
# attaches no 宜/忌 to it, and its 按 (L619) says it “实无义例” and is kept only because the 通书 and
# 时宪书 print it: a fact to show, not a day god.
# =============================================================================================

TAIBAI_CYCLE = ("正东", "东南", "正南", "西南", "正西", "西北", "正北", "东北", "中方", "在天")
TAIBAI_BY_LUNAR_DAY: dict[int, str] = {day: TAIBAI_CYCLE[(day - 1) % 10] for day in range(1, 31)}
TAIBAI_SOURCE = _src("四、太白逐日游方", 611, note="days 28, 9/19/29, 10/20/30 on L615")
# The palace of each direction by the 后天八卦 (seed 001 L9: “离南坎北，震东兑西，巽东南，坤西南，
# 乾西北，艮东北”); 中方 = the centre; 在天 (“in heaven”) has no palace.
# (calendar.nine_palaces: 正东 = 东, 中方 = 中).
TAIBAI_PALACE: dict[str, str] = {
    d: PALACE_BY_DIRECTION[d.removeprefix("正").removesuffix("方")].name if d != "在天" else "" for d in TAIBAI_CYCLE
}
TAIBAI_PALACE_SOURCE = Source(SEED_XIEJI_SUMMARY, "后天八卦方位", 9)


# =============================================================================================
# 五、长星短星 (L623–L697). 历例 (L627, L631): the lists; “其日忌开市纳财立券交易裁衣” (L631).
# Keyed by LUNAR month 1 (正月) … 12: the values are lunar day numbers (初一 … 二十五), and 邵泰衢
# (L687–L695) explains 长/短 by the moon: “十五以前月光渐长而曰长十六以后月轮渐缺而曰短”, with
# “朔实二十九” in 考原's arithmetic (L659). 考原 names each month by its 月建 (正月建寅) only to find
# the stems. A 闰月 is not mentioned: the evaluator (COMPUTED_EVALUATORS["changxing"]) treats it as
# the month it repeats (inference).
# =============================================================================================

CHANGXING_DAYS: dict[int, tuple[int, ...]] = {
    1: (7,), 2: (4,), 3: (1,), 4: (9,), 5: (15,), 6: (10,), 7: (8,), 8: (2, 5), 9: (3, 4), 10: (1,), 11: (12,), 12: (9,),
}
CHANGXING_SOURCE = _src("五、长星短星", 627)

DUANXING_DAYS: dict[int, tuple[int, ...]] = {
    1: (21,), 2: (19,), 3: (16,), 4: (25,), 5: (25,), 6: (20,), 7: (22,), 8: (18, 19), 9: (16, 17), 10: (14,), 11: (22,),
    12: (25,),
}
DUANXING_SOURCE = _src("五、长星短星", 631)

# 考原's own results where they differ from the 历例/通书 list: 九月 “以减二十九馀十八十七也。今为十六日
# 十七日未知孰是” (L675), 十月 “以减二十九馀十七也。今为十四日未知孰是” (L675/L679). The text decides
# neither; 邵泰衢 and the 按 argue 短星 must fall after the 16th, so 十月十四 “恐传者误也” (L679).
# The 历例 list is the default reading; this one is kept as a non-default reading.
DUANXING_DAYS_KAOYUAN: dict[int, tuple[int, ...]] = {**DUANXING_DAYS, 9: (17, 18), 10: (17,)}
DUANXING_KAOYUAN_SOURCE = _src("五、长星短星", 675, note="十月 continues on L679")

CHANGXING_TABOO_TEXT = "其日忌开市纳财立券交易裁衣"  # L631, for both 长星 and 短星


# =============================================================================================
# 七、祀灶日 (L707–L713) and 八、洗头日 (L715–L725).
# =============================================================================================

SIZAO_STEM = "癸"  # L711 “凡祀灶择六癸日”: the six 癸 days 癸酉 癸未 癸巳 癸卯 癸丑 癸亥

# L719 “每月宜用三日四日八日九日十日十一日十三日十四日十五日二十二日二十三日二十六日二十七日及申酉亥子
# 日不宜伏社建破平收日”.
XITOU_LUNAR_DAYS = (3, 4, 8, 9, 10, 11, 13, 14, 15, 22, 23, 26, 27)
XITOU_BRANCHES = "申酉亥子"
XITOU_BAD_OFFICERS = "建破平收"
XITOU_SOURCE = _src("八、洗头日", 719)


# =============================================================================================
# 十二、杂用宜忌 (L923–L1679): the day lists, by 节气 month. Index 0 = 正月 (寅月) … 11 = 十二月 (丑月);
# '' = the text gives no day that month. “（外）” lists (printed after “（外）”, rendered 此外又宜 /
# 外补宜 by the translation) are a second rank and kept as separate gods named “…（外）”.
# Lists that run over a line break are joined (e.g. 八月 L955 “…（外）戊辰壬。” + L959 “辰丙辰辛亥丙寅”).
# =============================================================================================

# 起工架马吉日 (L927–L975).
QIGONG_JIAMA = (
    "辛未 乙未 壬午 丙午",  # 正月
    "戊寅 庚寅 己巳",  # 二月
    "己巳 甲申",  # 三月
    "",  # 四月
    "乙亥 己亥",  # 五月
    "乙亥 甲申 庚申",  # 六月
    "戊子 壬子",  # 七月
    "乙亥 己亥 庚寅 戊寅 甲申 戊申 庚申",  # 八月
    "癸卯",  # 九月
    "壬午 辛未 乙未",  # 十月
    "庚寅 戊寅",  # 十一月
    "戊寅 己卯 乙卯 己巳",  # 十二月
)
QIGONG_JIAMA_WAI = (
    "癸酉 丁酉 丁丑 癸丑",  # 正月
    "丙寅 甲寅 丁丑 癸丑",  # 二月
    "",  # 三月
    "丁丑 丙戌 丙午 庚午 丙子 庚子",  # 四月
    "辛亥",  # 五月
    "癸酉 丁酉 辛亥",  # 六月
    "丙子 庚子 戊辰 丙辰",  # 七月
    "戊辰 壬辰 丙辰 辛亥 丙寅",  # 八月
    "辛卯",  # 九月
    "庚午 丁未",  # 十月
    "乙丑 丁丑 癸丑 甲寅",  # 十一月
    "丙寅 甲寅",  # 十二月
)
QIGONG_JIAMA_SOURCE = _src("杂用宜忌·起工架马吉日", 931, note="L931–L975")
# L979 “起工通用吉日，己巳辛未…庚申辛酉成开日”: 23 days, and any 成日 or 开日.
QIGONG_TONGYONG = (
    "己巳 辛未 甲戌 乙亥 戊寅 己卯 壬午 甲申 乙酉 戊子 庚寅 乙未 "
    "己亥 壬寅 癸卯 丙午 戊申 己酉 壬子 乙卯 己未 庚申 辛酉"
)
QIGONG_TONGYONG_SOURCE = _src("杂用宜忌·起工架马吉日", 979)

# 定磉扇架吉日 (L983–L1043; no （外） lists).
DINGSANG_SHANJIA = (
    "丁酉 丙午 癸丑",  # 正月
    "乙丑 丙寅 乙亥 戊寅 癸未 庚寅 己亥 癸丑 甲寅 己未",  # 二月
    "甲子 甲申 戊子 丁酉 庚子 壬子",  # 三月
    "甲子 庚午 庚子 丙午 癸丑",  # 四月
    "丙寅 戊辰 辛未 甲戌 戊寅 癸未 庚寅 甲寅 丙辰 己未",  # 五月
    "丙寅 乙亥 戊寅 甲申 甲寅 庚申",  # 六月
    "甲子 戊辰 辛未 戊子 庚子 壬子 丙辰",  # 七月
    "乙丑 丙寅 戊寅 庚寅 己亥 癸丑 丙辰",  # 八月
    "庚午 己卯 壬午 癸卯 丙午",  # 九月
    "甲子 庚午 辛未 壬午 戊子 乙未 庚子 壬子 丙辰 辛酉",  # 十月
    "丙寅 戊寅 甲申 庚寅 戊申 甲寅 丙辰 庚申",  # 十一月
    "甲子 丙寅 己巳 戊寅 甲申 戊子 庚子 壬子 甲寅 庚申",  # 十二月
)
DINGSANG_SHANJIA_SOURCE = _src("杂用宜忌·定磉扇架吉日", 987, note="L987–L1043")
# L1047 “定磉扇架通吉日，甲子乙丑丙寅戊寅己巳…”: 39 printed, 戊寅 twice (4th and 10th place). The list is
# otherwise in 60-cycle order and the 4th place lies between 丙寅 and 己巳, so it is probably 丁卯 or
# 戊辰 misprinted (digest T13); unverifiable, so only the 38 distinct printed days are used.
DINGSANG_SHANJIA_TONG = (
    "甲子 乙丑 丙寅 己巳 庚午 辛未 甲戌 乙亥 戊寅 己卯 辛巳 壬午 癸未 甲申 丁亥 戊子 己丑 庚寅 癸巳 "
    "乙未 丁酉 戊戌 己亥 庚子 壬寅 癸卯 丙午 戊申 己酉 壬子 癸丑 甲寅 乙卯 丙辰 丁巳 己未 庚申 辛酉"
)
DINGSANG_SHANJIA_TONG_SOURCE = _src("杂用宜忌·定磉扇架吉日", 1047)

# 修厨吉日 (L1051–L1099); only 三月 has a （外） list.
XIUCHU = (
    "戊寅",  # 正月
    "乙亥 丙寅 癸丑 戊寅 甲申 辛未 甲寅 己未",  # 二月
    "己巳 甲申",  # 三月
    "癸丑 乙卯 庚申",  # 四月
    "丙寅 己巳 辛未 戊寅 甲寅 庚寅 壬辰 癸未 己未 乙卯",  # 五月
    "丙寅 戊寅 甲寅 辛亥 甲申 庚申",  # 六月
    "壬子 丙辰 庚申",  # 七月
    "丙寅 庚寅 戊寅 壬子 庚申 乙亥",  # 八月
    "己未 丙午 辛卯",  # 九月
    "辛未 乙未 庚子 丁未 壬子",  # 十月
    "丙寅 戊寅 甲申 戊申 庚申 甲寅 庚寅",  # 十一月
    "丙寅 己巳 戊寅 甲申 甲寅 庚申",  # 十二月
)
XIUCHU_WAI = (
    "",  # 正月
    "",  # 二月
    "丙子 甲子 庚子 壬子",  # 三月
    "",  # 四月
    "",  # 五月
    "",  # 六月
    "",  # 七月
    "",  # 八月
    "",  # 九月
    "",  # 十月
    "",  # 十一月
    "",  # 十二月
)
XIUCHU_SOURCE = _src("杂用宜忌·修厨吉日", 1055, note="L1055–L1099")

# 造门吉日 (L1103–L1161): a list for every month (L1107) and 逐月造门吉日 (L1115–L1159).
ZAOMEN = (
    "甲子 乙丑 辛未 癸酉 甲戌 壬午 甲申 乙酉 戊子 己丑 辛卯 癸巳 乙未 己亥 庚子 壬寅 戊申 壬子 甲寅 "
    "丙辰 戊午"
)
ZAOMEN_SOURCE = _src("杂用宜忌·造门吉日", 1107)
ZAOMEN_MONTHLY = (
    "癸酉",  # 正月
    "甲申 己亥 甲寅",  # 二月
    "癸酉",  # 三月
    "甲子",  # 四月
    "辛未",  # 五月
    "甲申 甲寅",  # 六月
    "庚子 壬子",  # 七月
    "乙丑",  # 八月
    "",  # 九月
    "甲子 辛未 庚子 乙未",  # 十月
    "甲寅",  # 十一月
    "甲子 甲申 甲寅 庚子",  # 十二月
)
ZAOMEN_MONTHLY_WAI = (
    "丁酉",  # 正月
    "",  # 二月
    "丁酉",  # 三月
    "庚午",  # 四月
    "",  # 五月
    "庚申",  # 六月
    "",  # 七月
    "乙亥",  # 八月
    "庚午 丙午",  # 九月
    "庚午",  # 十月
    "",  # 十一月
    "庚申",  # 十二月
)
ZAOMEN_MONTHLY_SOURCE = _src("杂用宜忌·逐月造门吉日", 1115, note="L1115–L1159")

# 塑绘神像开光吉日 (L1171–L1241).
SUHUI_MANSIONS = {"春秋": "心危毕张", "夏冬": "房虚昴星"}  # L1175, L1179
SUHUI_MANSIONS_SOURCE = _src("杂用宜忌·塑绘神像开光吉日", 1175, note="夏冬 on L1179")
SUHUI_MONTHLY = (
    "丁酉",  # 正月
    "癸未 乙亥 辛亥",  # 二月
    "丁酉",  # 三月
    "戊午",  # 四月
    "癸未 壬寅 辛亥 丙辰",  # 五月
    "乙亥 丁酉 癸未 壬寅 辛亥",  # 六月
    "丙辰",  # 七月
    "乙亥 庚寅 壬寅 辛亥 丙辰",  # 八月
    "戊午",  # 九月
    "丁酉 丙辰 戊午",  # 十月
    "庚寅",  # 十一月
    "",  # 十二月
)
SUHUI_MONTHLY_WAI = (
    "癸酉",  # 正月
    "甲申 丁未 己未",  # 二月
    "癸酉 甲申",  # 三月
    "甲子 丁丑 庚午",  # 四月
    "丙寅 辛未 戊寅 甲辰 甲寅 己未",  # 五月
    "丙寅 庚申 甲申 甲寅",  # 六月
    "戊辰 甲子 丙子 庚子",  # 七月
    "乙丑 壬辰 丁巳",  # 八月
    "庚午 辛卯 癸卯 丙午 壬午",  # 九月
    "甲子 庚午 辛未 乙未 丁未",  # 十月
    "",  # 十一月
    "丙寅 戊寅 甲申 甲寅 庚申",  # 十二月
)
SUHUI_MONTHLY_SOURCE = _src("杂用宜忌·逐月塑绘神像吉日", 1195, note="L1195–L1239")

# 作牛栏吉日 (L1251–L1309). L1255 “宜甲子己巳庚午甲戌乙亥丙子庚辰壬午癸未庚寅庚子日牛黄经又有戊辰戊午
# 己未辛酉日又宜戊己庚辛壬癸日初一初五初六十二十三十五日”.
NIULAN = "甲子 己巳 庚午 甲戌 乙亥 丙子 庚辰 壬午 癸未 庚寅 庚子"
NIULAN_NIUHUANGJING = "戊辰 戊午 己未 辛酉"  # “牛黄经又有”
NIULAN_STEMS = "戊己庚辛壬癸"
# “初一初五初六十二十三十五” runs together; read as the translation does (L1257: 初一、初五、初六、十二、十三、
# 十五), the only parse in rising order. Another parse (初六、初十、二十三、十五) is possible (digest T17).
NIULAN_LUNAR_DAYS = (1, 5, 6, 12, 13, 15)
NIULAN_SOURCE = _src("杂用宜忌·作牛栏吉日", 1255)
NIULAN_MONTHLY = (
    "庚寅",  # 正月
    "",  # 二月
    "己巳",  # 三月
    "庚午 壬午",  # 四月
    "己巳 壬辰",  # 五月
    "庚申",  # 六月
    "戊申 庚申",  # 七月
    "",  # 八月
    "甲戌",  # 九月
    "甲子 丙子 庚子 壬子",  # 十月
    "乙亥 庚寅",  # 十一月
    "",  # 十二月
)
NIULAN_MONTHLY_WAI = (
    "",  # 正月
    "戊寅",  # 二月
    "",  # 三月
    "",  # 四月
    "乙未 丙辰",  # 五月
    "甲申 乙未",  # 六月
    "",  # 七月
    "乙丑",  # 八月
    "",  # 九月
    "",  # 十月
    "",  # 十一月
    "乙丑 丙寅 戊寅 甲寅",  # 十二月
)
NIULAN_MONTHLY_SOURCE = _src("杂用宜忌·逐月作牛栏吉日", 1263, note="L1263–L1307")

# 作马枋吉日 (L1311–L1369). L1315 “宜甲子丁卯…壬子天德月德忌戊寅庚寅戊午天贼四废”.
MAFANG = "甲子 丁卯 辛未 乙亥 己卯 甲申 戊子 辛卯 壬辰 庚子 壬寅 乙巳 壬子"
MAFANG_BAD = "戊寅 庚寅 戊午"
MAFANG_SOURCE = _src("杂用宜忌·作马枋吉日", 1315)
MAFANG_MONTHLY = (
    "丁卯 乙亥 己卯",  # 正月
    "辛未",  # 二月
    "丁卯 己卯 甲申 己巳",  # 三月
    "甲子 戊子 庚子",  # 四月
    "辛未 壬辰",  # 五月
    "辛未 乙亥 甲申",  # 六月
    "甲子 辛未 丙子 戊子 庚子 壬子",  # 七月
    "壬辰",  # 八月
    "",  # 九月
    "甲子 辛未 庚子 壬子",  # 十月
    "辛未 乙亥 壬辰",  # 十一月
    "甲子 戊子 庚子",  # 十二月
)
MAFANG_MONTHLY_WAI = (
    "庚午",  # 正月
    "丁未 己未",  # 二月
    "",  # 三月
    "庚午",  # 四月
    "丙辰",  # 五月
    "庚申",  # 六月
    "",  # 七月
    "乙丑 甲戌 丙辰",  # 八月
    "辛酉",  # 九月
    "庚午 乙未",  # 十月
    "",  # 十一月
    "丙寅 甲寅",  # 十二月
)
MAFANG_MONTHLY_SOURCE = _src("杂用宜忌·逐月作马枋吉日", 1323, note="L1323–L1367")

# 养蚕作茧吉日 (L1371–L1417; no （外）).
YANGCAN = (
    "癸酉 癸卯 甲寅 丁卯 庚午 壬午 丙午",  # 正月
    "甲寅 乙巳 戊寅 庚寅",  # 二月
    "丁卯 癸卯 乙巳 甲申 戊申",  # 三月
    "丁卯 庚午 壬午 癸卯 甲子 丙子",  # 四月
    "乙未 丁未 戊寅 甲寅 乙巳 庚午 壬午 庚寅",  # 五月
    "甲寅 乙未 甲申 戊申 癸酉 庚寅 戊寅",  # 六月
    "甲子 丙子 癸酉 乙未",  # 七月
    "甲申 戊申 乙巳",  # 八月
    "庚午 癸酉 壬午 丙午",  # 九月
    "甲子 庚子 癸酉 壬午 丁未 乙未",  # 十月
    "戊寅 庚寅 甲寅",  # 十一月
    "乙卯 戊申 甲寅 庚寅 戊寅 甲申 乙巳",  # 十二月
)
YANGCAN_SOURCE = _src("杂用宜忌·养蚕作茧吉日", 1375, note="L1375–L1415")

# 斩草吉日 (L1463–L1505; no （外）).
ZHANCAO = (
    "庚午 己卯 壬午",  # 正月
    "庚午 壬午 甲午 丙午",  # 二月
    "壬申 甲申",  # 三月
    "甲子 乙丑 庚午 壬午 辛卯",  # 四月
    "乙丑 壬寅 癸丑 甲寅",  # 五月
    "丁卯 壬申 甲申 辛卯 丙申 癸卯 乙卯",  # 六月
    "甲子 丁卯 己卯 壬午 辛卯 癸卯 丙午 乙卯",  # 七月
    "乙卯 壬辰 戊辰 癸丑",  # 八月
    "庚午 壬午 辛卯 癸卯 丙午 乙卯 丁卯",  # 九月
    "甲子 丁卯 庚午 辛未 己卯 辛卯 乙卯 丙午",  # 十月
    "壬申 甲申 乙未 丙申",  # 十一月
    "壬申 甲申 丙申 壬寅 甲寅",  # 十二月
)
ZHANCAO_SOURCE = _src("杂用宜忌·斩草吉日", 1467, note="L1467–L1503")

# 成服除服吉日 (L1539–L1653). L1543 “成服宜甲子己巳乙酉庚寅丁酉丙午癸丑戊午庚申鸣吠日鸣吠对日忌重复建破日”;
# L1599 “除服宜壬申丙子甲申辛卯丙申庚子丙午戊午己酉辛亥壬子乙卯己未庚申除日忌建破日” (戊午 breaks the
# list's 60-cycle order — 戊申 would fit — but 戊午 is a 除日 of 四月, so it is kept as printed; digest T14).
CHENGFU = "甲子 己巳 乙酉 庚寅 丁酉 丙午 癸丑 戊午 庚申"
CHENGFU_SOURCE = _src("杂用宜忌·成服除服吉日", 1543)
CHENGFU_MONTHLY = (
    "乙酉 庚寅 丙午 丁酉 癸丑 戊午",  # 正月
    "甲子 庚寅 丙午 庚申 癸丑",  # 二月
    "甲子 乙酉 庚寅 丁酉 丙午 癸丑",  # 三月
    "甲子 乙酉 庚寅 丁酉 庚申 癸丑 戊午",  # 四月
    "乙酉 庚寅 庚申",  # 五月
    "甲子 乙酉 庚寅 丁酉 丙午 庚申",  # 六月
    "甲子 乙酉 丙午 丁酉 癸丑 戊午",  # 七月
    "甲子 庚寅 庚申 戊午",  # 八月
    "甲子 乙酉 庚寅 丁酉 丙午 庚申 戊子",  # 九月
    "甲子 庚寅 丁酉 丙午 乙酉 庚申 戊子",  # 十月
    "甲子 乙酉 庚寅 丁酉 庚申",  # 十一月
    "甲子 乙酉 丁酉 丙午 庚申 戊午",  # 十二月
)
CHENGFU_MONTHLY_SOURCE = _src("杂用宜忌·逐月成服吉日", 1551, note="L1551–L1595")
CHUFU = "壬申 丙子 甲申 辛卯 丙申 庚子 丙午 戊午 己酉 辛亥 壬子 乙卯 己未 庚申"
CHUFU_SOURCE = _src("杂用宜忌·成服除服吉日", 1599)
CHUFU_MONTHLY = (
    "辛卯 乙卯",  # 正月
    "戊辰 庚辰 壬辰 丙辰",  # 二月
    "辛巳 癸巳 乙巳 丁巳",  # 三月
    "庚午 壬午 甲午 戊午",  # 四月
    "乙未 己未",  # 五月
    "壬申 甲申 丙申 庚申",  # 六月
    "己酉",  # 七月
    "甲戌 丙戌 戊戌 庚戌 壬戌",  # 八月
    "辛亥",  # 九月
    "丙子 庚子",  # 十月
    "乙丑 丁丑 己丑 辛丑",  # 十一月
    "戊寅",  # 十二月
)
CHUFU_MONTHLY_WAI = (
    "丁卯 癸卯 己卯",  # 正月
    "",  # 二月
    "",  # 三月
    "",  # 四月
    "辛未",  # 五月
    "",  # 六月
    "癸酉 丁酉 乙酉 辛酉",  # 七月
    "",  # 八月
    "乙亥 癸亥 丁亥",  # 九月
    "甲子 戊子",  # 十月
    "",  # 十一月
    "丙寅 庚寅 壬寅 甲寅",  # 十二月
)
CHUFU_MONTHLY_SOURCE = _src("杂用宜忌·逐月除服吉日", 1607, note="L1607–L1651")

# 作生坟合寿木 (L1419–L1461): the 本命 (person's birth-year pillar) rules. L1439–L1451 by the element of
# the 本命纳音: the branches of the months and days that are 宜 (生旺有气) and the one that is 忌 (入墓).
BENMING_NAYIN_YOUQI: dict[str, str] = {"水": "申酉亥子戌", "土": "申酉亥子戌", "金": "巳午未申酉", "木": "亥子丑寅卯", "火": "寅卯辰巳午"}
BENMING_NAYIN_RUMU: dict[str, str] = {"水": "辰", "土": "辰", "金": "丑", "木": "未", "火": "戌"}
BENMING_NAYIN_SOURCE = _src("杂用宜忌·作生坟合寿木", 1439, note="L1439 水土, L1443 金, L1447 木, L1451 火")
# L1427–L1435: 子午卯酉 / 寅申巳亥 / 辰戌丑未 生命 忌 the years of the same group (“忌生命建破魁罡年”, L1423).
BENMING_YEAR_GROUPS = ("子午卯酉", "寅申巳亥", "辰戌丑未")
BENMING_YEAR_SOURCE = _src("杂用宜忌·作生坟合寿木", 1427, note="L1427–L1435; rule named on L1423")

# 事类总集 (L887): “凡合寿木宜木建日正月庚寅二月辛卯三月戊辰…十二月癸丑” — each the month's 建日 whose
# 纳音 is 木 (checked in the tests), which is also what fixes these lists to 节气 months.
MUJIAN = ("庚寅", "辛卯", "戊辰", "己巳", "壬午", "癸未", "庚申", "辛酉", "戊戌", "己亥", "壬子", "癸丑")
MUJIAN_SOURCE = _src("事类总集", 887)

# 事类总集 (L903): “…益后续世戊寅己卯人民合日…”.
RENMINHE = "戊寅 己卯"
RENMINHE_SOURCE = _src("事类总集", 903)


# --- 门光星 (L1163–L1169; rule restated in the 按, L1671) ----------------------------------------
# L1167 refers to a figure that is not in the text: “大月从下数至上逆行小月从上数至下顺行白字大吉，丫字损畜，
# 人字损人”. The 按 gives the rule in words: “若门光星大月起寅小月起卯，按日顺数上旬越戌下旬越辰东西为吉
# 南损畜北损人” — 初一 on 寅 (大月, 30 days) or 卯 (小月, 29 days), one branch per day; days 1–10 skip 戌,
# days 21–30 skip 辰; 东 (寅卯辰) / 西 (申酉戌) = 白 大吉, 南 (巳午未) = 丫 损畜, 北 (亥子丑) = 人 损人.
# Cross-check: this gives 小月 day d = 大月 day 31 − d, which is what the first description's bottom-up /
# top-down reading of one column of 30 marks predicts (digest §12.5). The 按 calls it “实无义可解” and
# prints it only so that “其陋” shows: kept, shown, never counted (DayGod.rejected).
MENGUANG_SOURCE = _src("杂用宜忌·门光星", 1671, note="figure (L1167) missing; rule from the 按")
_BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
_MENGUANG_MARK = {"寅": "白", "卯": "白", "辰": "白", "申": "白", "酉": "白", "戌": "白",
                  "巳": "丫", "午": "丫", "未": "丫", "亥": "人", "子": "人", "丑": "人"}


def menguang_branch(lunar_day: int, month_length: int) -> str:
    """The branch 门光星 counts to on `lunar_day` of a lunar month of `month_length` days (30 = 大月)."""
    branch = _BRANCHES.index("寅" if month_length == 30 else "卯") - 1
    for day in range(1, lunar_day + 1):
        branch = (branch + 1) % 12
        if (day <= 10 and _BRANCHES[branch] == "戌") or (day >= 21 and _BRANCHES[branch] == "辰"):
            branch = (branch + 1) % 12
    return _BRANCHES[branch]


def menguang_mark(lunar_day: int, month_length: int) -> str:
    """白 (大吉), 丫 (损畜) or 人 (损人)."""
    return _MENGUANG_MARK[menguang_branch(lunar_day, month_length)]


# --- 入棺吉时 (L1507–L1513) and 入殓吉时 (L1515–L1537): hours, not days -------------------------------
# L1511: two stems per day branch, printed “子日（甲庚）…”. The text does not say what a stem-named hour
# is (the translation only repeats “甲时、庚时”); possibly the 24-mountain stems between two hours, or the
# hours whose 五鼠遁 stem is that stem. Kept as printed, unresolved (digest T18).
RUGUAN_HOURS_BY_BRANCH: dict[str, str] = {
    "子": "甲庚", "丑": "乙辛", "寅": "乙癸", "卯": "丙壬", "辰": "丁甲", "巳": "乙庚",
    "午": "丁癸", "未": "乙辛", "申": "甲癸", "酉": "丁壬", "戌": "庚壬", "亥": "乙辛",
}
RUGUAN_SOURCE = _src("杂用宜忌·入棺吉时", 1511)

# L1519–L1535, all 60 days, as printed. 16 entries print the stem 己 where the hour 巳 is meant (the
# translation: “〔底本巳误作己，下同〕”, L1521); RULIAN_HOURS_BY_DAY has the corrected reading. 日出 / 日入
# stay as printed (the translation renders them 卯时 / 酉时).
RULIAN_HOURS_PRINTED: dict[str, str] = {
    "甲子": "申酉", "乙丑": "日出", "丙寅": "亥子", "丁卯": "寅卯午", "戊辰": "己申", "己巳": "巳午申",
    "庚午": "辰巳", "辛未": "己午丑未", "壬申": "未申亥", "癸酉": "辰申", "甲戌": "日入", "乙亥": "酉亥",
    "丙子": "日出", "丁丑": "寅卯", "戊寅": "辰巳", "己卯": "己申", "庚辰": "己申", "辛巳": "己未丑",
    "壬午": "己未", "癸未": "丑未", "甲申": "酉亥", "乙酉": "申酉", "丙戌": "戌亥", "丁亥": "己未",
    "戊子": "寅申", "己丑": "丑未", "庚寅": "丑申", "辛卯": "丑未", "壬辰": "日入", "癸巳": "丑未",
    "甲午": "己未", "乙未": "日入", "丙申": "日出", "丁酉": "寅卯辰", "戊戌": "己申", "己亥": "己申",
    "庚子": "戌亥", "辛丑": "丑寅", "壬寅": "亥子", "癸卯": "丑未", "甲辰": "寅申", "乙巳": "亥子",
    "丙午": "寅卯", "丁未": "亥子", "戊申": "寅申", "己酉": "己申", "庚戌": "己申", "辛亥": "己未",
    "壬子": "辰戌", "癸丑": "丑未", "甲寅": "寅申酉", "乙卯": "申酉", "丙辰": "己亥", "丁巳": "亥子",
    "戊午": "己申", "己未": "午申", "庚申": "辰巳", "辛酉": "寅申", "壬戌": "丑寅", "癸亥": "己申",
}


def _rulian_hours(printed: str) -> tuple[str, ...]:
    if printed in ("日出", "日入"):
        return (printed,)
    return tuple("巳" if ch == "己" else ch for ch in printed)


RULIAN_HOURS_BY_DAY: dict[str, tuple[str, ...]] = {day: _rulian_hours(h) for day, h in RULIAN_HOURS_PRINTED.items()}
RULIAN_SOURCE = _src("杂用宜忌·入殓吉时", 1519, note="L1519–L1535; 己→巳 per the translation's note at L1521")


# =============================================================================================
# Computed matchers: the exact rule of each (the evaluator is written in rules/day_gods.py).
# “本命” is the person's birth-year pillar (年柱, the year changing at 立春 — inference); gods that need
# it cannot be found on a day without a person and are then simply absent.
# =============================================================================================

SUHUI_MANSION_EVALUATOR = "mansion_by_season:心危毕张/房虚昴星/心危毕张/房虚昴星"

COMPUTED_EVALUATORS: dict[str, str] = {
    "changxing": (
        "长星. Lunar month m (1 = 正月 … 12 = 十二月) and lunar day d of the day; matches when d is in "
        "CHANGXING_DAYS[m]. A leap month (闰月) counts as the month it repeats (inference: the text never "
        "mentions 闰月). Seed 003 L627."
    ),
    "duanxing": (
        "短星, the 历例/通书 list (default). As changxing with DUANXING_DAYS. Seed 003 L631."
    ),
    "duanxing_kaoyuan": (
        "短星, 考原's own results (non-default reading). As changxing with DUANXING_DAYS_KAOYUAN, which "
        "differs only in 九月 (17, 18 for 16, 17) and 十月 (17 for 14). Seed 003 L675, L679."
    ),
    "sanfu": (
        "伏日 (三伏日; printed “伏”, L719/L723). Three single days a year: 初伏 = the 3rd 庚 day counting "
        "from the civil (CST) day of 夏至, that day included when it is itself a 庚 day, i.e. 夏至 + "
        "((6 − stem index of 夏至 day) mod 10) + 20 days; 中伏 = 初伏 + 10 days (the 4th 庚 day); 末伏 = the "
        "first 庚 day on or after the civil day of 立秋, i.e. 立秋 + ((6 − stem index of 立秋 day) mod 10). "
        "The seeds do not print the rule; this is the almanacs' (夏至三庚 / 立秋初庚), with the counting that "
        "reproduces published dates in years whose 夏至 is a 庚 day (2021, 2023: 初伏 07-11). Examples: "
        "2023 → 07-11, 07-21, 08-10; 2024 → 07-15, 07-25, 08-14; 2025 → 07-20, 07-30, 08-09."
    ),
    "sanfu_period": (
        "伏日, non-default reading “the whole 三伏 season”: every day from 初伏 (the 3rd 庚 day, as in sanfu) to "
        "末伏 + 9 days inclusive (初伏 10 days, 中伏 10 or 20, 末伏 10). Kept because the text's “伏” could mean the "
        "season; the default is the three days, parallel to “社日” (“不宜伏社日”, L723)."
    ),
    "sheri": (
        "社日 (printed “社”, L719/L723). 春社 = the 5th 戊 day counting from the civil day of 立春, that day "
        "included when it is itself a 戊 day, i.e. 立春 + ((4 − stem index of 立春 day) mod 10) + 40 days; "
        "秋社 = the same from 立秋. Not printed in the seeds; the almanacs' rule “立春/立秋后第五戊” with the "
        "counting used by lunar-python. Examples: 2024 → 03-15 (立春 02-04 is a 戊 day), 09-21; 2025 → "
        "03-20, 09-16. Other conventions exist (not counting a 戊 节 day; the 戊 day nearest 春分/秋分): "
        "decide before use."
    ),
    SUHUI_MANSION_EVALUATOR: (
        "塑绘神像吉宿. The four mansions after the colon are for 春/夏/秋/冬 = 节气 months 1–3/4–6/7–9/10–12; "
        "matches when the day's 二十八宿 (rules.day_basics.mansion) is one of that season's characters: "
        "春秋 心危毕张 (太阴), 夏冬 房虚昴星 (太阳). Seed 003 L1175, L1179."
    ),
    "menguang:白": "门光星 白 (大吉): menguang_mark(lunar day, lunar month length) == '白'. Seed 003 L1671.",
    "menguang:丫": "门光星 丫 (损畜): menguang_mark(lunar day, lunar month length) == '丫'. Seed 003 L1671.",
    "menguang:人": "门光星 人 (损人): menguang_mark(lunar day, lunar month length) == '人'. Seed 003 L1671.",
    "benming_xunkong": (
        "生命旬空. Needs the 本命. The two branches left without a stem in the 旬 of the 本命 pillar "
        "(甲子旬 戌亥, 甲戌旬 申酉, 甲申旬 午未, 甲午旬 辰巳, 甲辰旬 寅卯, 甲寅旬 子丑); matches when the day "
        "branch is one of them (the text says 月日: a month with such a branch also qualifies). Seed 003 "
        "L1423 “宜生命六甲旬空月日”; L891 “旬中空亡月日” read the same (inference)."
    ),
    "benming_nayin_youqi": (
        "本命纳音生旺有气日. Needs the 本命. By the element of the 本命 纳音: the day branch is in "
        "BENMING_NAYIN_YOUQI[element] (水/土 申酉亥子戌, 金 巳午未申酉, 木 亥子丑寅卯, 火 寅卯辰巳午). Seed 003 "
        "L1439–L1451 (the text's own table of the 生旺有气 of L1423, L887, L891)."
    ),
    "benming_nayin_rumu": (
        "本命纳音入墓日. Needs the 本命. The day branch is BENMING_NAYIN_RUMU[element] (水/土 辰, 金 丑, "
        "木 未, 火 戌). Seed 003 L1423, L1439–L1451."
    ),
    "benming_day": (
        "本命日. Needs the 本命. The day pillar equals the 本命 pillar (inference: the text does not define "
        "it; the usual reading). Seed 003 L887."
    ),
    "benming_chong": (
        "本命对冲日. Needs the 本命. The day branch is the 本命 branch + 6 (冲; inference: the text does not "
        "say whether the stem must clash too). Seed 003 L887."
    ),
    "nayin_ke_benming": (
        "日辰纳音克本命纳音日. Needs the 本命. The element of the day pillar's 纳音 overcomes the element of "
        "the 本命 纳音 (木克土 土克水 水克火 火克金 金克木). Seed 003 L887."
    ),
    "benming_year_group": (
        "生坟忌年 (“忌生命建破魁罡年”). Needs the 本命. The day's year branch (year by 立春) is in the same "
        "group of BENMING_YEAR_GROUPS as the 本命 branch (子午卯酉 / 寅申巳亥 / 辰戌丑未): the 建, 破 and the "
        "two 魁罡 years. A year-level taboo, found on every day of such a year. Seed 003 L1423, L1427–L1435."
    ),
}


# =============================================================================================
# The day gods the appendix defines itself.
# =============================================================================================

def _g(name: str, kind: str, match, source: Source, rule: str, **extra) -> DayGod:
    return DayGod(name=name, kind=kind, match=match, source=source, rule=rule, **extra)


# 伏日: the original prints 伏 (L719), its translation 三伏日 (L721 不宜用三伏日、社日).
_SANFU_ALIASES = aliases("三伏日", _src("八、洗头日", 721))

_ZAYONG_MEANING = "the text's good days for this activity (杂用宜忌)"

APPENDIX_DAY_GODS: tuple[DayGod, ...] = (
    # 五、长星短星
    _g("长星", BAD, Computed("changxing"), CHANGXING_SOURCE,
       "长星者正月初七二月初四三月初一…十二月初九是也", meaning=CHANGXING_TABOO_TEXT, group="长星短星"),
    _g("短星", BAD, Computed("duanxing"), DUANXING_SOURCE,
       "短星者正月二十一二月十九三月十六…十二月二十五日是也。其日忌开市纳财立券交易裁衣",
       meaning=CHANGXING_TABOO_TEXT, group="长星短星", reading="历例"),
    _g("短星", BAD, Computed("duanxing_kaoyuan"), DUANXING_KAOYUAN_SOURCE,
       "以减二十九馀十八十七也。今为十六日十七日未知孰是…以减二十九馀十七也。",
       meaning=CHANGXING_TABOO_TEXT, group="长星短星", reading="考原", default=False),
    # 七、祀灶日
    _g("祀灶日", GOOD, AnyStem(SIZAO_STEM), _src("七、祀灶日", 711), "凡祀灶择六癸日",
       meaning="祀灶", group="祀灶日", reading="原文：择六癸日"),
    # The modern translation (L713) adds “或按旧例忌六癸日，此据通书旧文存录”; the original (L711) has only
    # 择. Kept as a non-default reading.
    _g("祀灶日", BAD, AnyStem(SIZAO_STEM), _src("七、祀灶日", 713, note="translation only"),
       "或按旧例忌六癸日，此据通书旧文存录", meaning="祀灶", group="祀灶日", reading="译文：旧例忌六癸日",
       default=False),
    # 八、洗头日
    _g("洗头日", GOOD, LunarDays(XITOU_LUNAR_DAYS), XITOU_SOURCE,
       "每月宜用三日四日八日九日十日十一日十三日十四日十五日二十二日二十三日二十六日二十七日",
       meaning="洗头", group="洗头日"),
    _g("申酉亥子日", GOOD, AnyBranch(XITOU_BRANCHES), XITOU_SOURCE, "及申酉亥子日",
       meaning="洗头; 沐浴宜申酉亥子日 (按, L723)", group="洗头日"),
    _g("伏日", BAD, Computed("sanfu"), XITOU_SOURCE, "不宜伏社建破平收日",
       meaning="洗头 (沐浴) 不宜 (L719, L723)", aliases=_SANFU_ALIASES, spellings=("三伏", "伏"),
       group="洗头日",
       reading="初伏中伏末伏三日"),
    _g("伏日", BAD, Computed("sanfu_period"), XITOU_SOURCE, "不宜伏社建破平收日",
       meaning="洗头 (沐浴) 不宜 (L719, L723)", aliases=_SANFU_ALIASES, spellings=("三伏", "伏"),
       group="洗头日",
       reading="三伏期间", default=False),
    _g("社日", BAD, Computed("sheri"), XITOU_SOURCE, "不宜伏社建破平收日",
       meaning="洗头 (沐浴) 不宜 (L719, L723)", spellings=("社",), group="洗头日"),
    # 十二、杂用宜忌
    _g("起工架马吉日", GOOD, MonthPillar(QIGONG_JIAMA), QIGONG_JIAMA_SOURCE,
       "正月，辛未乙未壬午丙午（外）癸酉丁酉丁丑癸丑", meaning=_ZAYONG_MEANING, group="起工架马吉日"),
    _g("起工架马吉日（外）", GOOD, MonthPillar(QIGONG_JIAMA_WAI), QIGONG_JIAMA_SOURCE,
       "正月，辛未乙未壬午丙午（外）癸酉丁酉丁丑癸丑", meaning=_ZAYONG_MEANING + ", second rank",
       group="起工架马吉日"),
    _g("起工通用吉日", GOOD, AnyPillar(QIGONG_TONGYONG), QIGONG_TONGYONG_SOURCE,
       "起工通用吉日，己巳辛未甲戌乙亥戊寅己卯…己未庚申辛酉成开日", meaning=_ZAYONG_MEANING,
       group="起工架马吉日"),
    _g("定磉扇架吉日", GOOD, MonthPillar(DINGSANG_SHANJIA), DINGSANG_SHANJIA_SOURCE,
       "正月、丁酉丙午癸丑", meaning=_ZAYONG_MEANING, group="定磉扇架吉日"),
    _g("定磉扇架通吉日", GOOD, AnyPillar(DINGSANG_SHANJIA_TONG), DINGSANG_SHANJIA_TONG_SOURCE,
       "定磉扇架通吉日，甲子乙丑丙寅戊寅己巳庚午…己未庚申辛酉", meaning=_ZAYONG_MEANING,
       group="定磉扇架吉日",
       correction="printed 39 days with 戊寅 twice (4th and 10th); the 4th, between 丙寅 and 己巳 in an "
                  "otherwise 60-cycle order, is probably 丁卯 or 戊辰 misprinted (digest T13): only the 38 "
                  "distinct printed days are used"),
    _g("修厨吉日", GOOD, MonthPillar(XIUCHU), XIUCHU_SOURCE, "正月、戊寅", meaning=_ZAYONG_MEANING,
       group="修厨吉日"),
    _g("修厨吉日（外）", GOOD, MonthPillar(XIUCHU_WAI), _src("杂用宜忌·修厨吉日", 1059),
       "三月，己巳甲申（外）丙子甲子庚子壬子", meaning=_ZAYONG_MEANING + ", second rank", group="修厨吉日"),
    _g("造门吉日", GOOD, AnyPillar(ZAOMEN), ZAOMEN_SOURCE,
       "宜甲子乙丑辛未癸酉…甲寅丙辰戊午又宜天德月德满成开日", meaning=_ZAYONG_MEANING, group="造门吉日"),
    _g("逐月造门吉日", GOOD, MonthPillar(ZAOMEN_MONTHLY), ZAOMEN_MONTHLY_SOURCE, "正月、癸酉（外）丁酉",
       meaning=_ZAYONG_MEANING, group="造门吉日"),
    _g("逐月造门吉日（外）", GOOD, MonthPillar(ZAOMEN_MONTHLY_WAI), ZAOMEN_MONTHLY_SOURCE,
       "正月、癸酉（外）丁酉", meaning=_ZAYONG_MEANING + ", second rank", group="造门吉日"),
    _g("门光星（白）", GOOD, Computed("menguang:白"), MENGUANG_SOURCE,
       "门光星大月起寅小月起卯，按日顺数上旬越戌下旬越辰东西为吉南损畜北损人", meaning="白字大吉 (L1167)",
       group="门光星", rejected="协纪 按（003 L1671）：虽有例可推而实无义可解 … 录之而习见自呈其陋"),
    _g("门光星（丫）", BAD, Computed("menguang:丫"), MENGUANG_SOURCE,
       "门光星大月起寅小月起卯，按日顺数上旬越戌下旬越辰东西为吉南损畜北损人", meaning="丫字损畜 (L1167)",
       group="门光星", rejected="协纪 按（003 L1671）：虽有例可推而实无义可解 … 录之而习见自呈其陋"),
    _g("门光星（人）", BAD, Computed("menguang:人"), MENGUANG_SOURCE,
       "门光星大月起寅小月起卯，按日顺数上旬越戌下旬越辰东西为吉南损畜北损人", meaning="人字损人 (L1167)",
       group="门光星", rejected="协纪 按（003 L1671）：虽有例可推而实无义可解 … 录之而习见自呈其陋"),
    _g("塑绘神像吉宿", GOOD, Computed(SUHUI_MANSION_EVALUATOR), SUHUI_MANSIONS_SOURCE,
       "春秋二季用心危毕张四宿值日属太阴吉", meaning="塑绘神像开光 (夏冬二季用房虚昴星四宿值日属太阳吉, L1179)",
       group="塑绘神像开光吉日"),
    _g("逐月塑绘神像吉日", GOOD, MonthPillar(SUHUI_MONTHLY), SUHUI_MONTHLY_SOURCE, "正月、丁酉（外）癸酉",
       meaning=_ZAYONG_MEANING, group="塑绘神像开光吉日"),
    _g("逐月塑绘神像吉日（外）", GOOD, MonthPillar(SUHUI_MONTHLY_WAI), SUHUI_MONTHLY_SOURCE,
       "正月、丁酉（外）癸酉", meaning=_ZAYONG_MEANING + ", second rank", group="塑绘神像开光吉日"),
    _g("作牛栏吉日", GOOD, AnyPillar(NIULAN), NIULAN_SOURCE, "宜甲子己巳庚午甲戌乙亥丙子庚辰壬午癸未庚寅庚子日",
       meaning=_ZAYONG_MEANING, group="作牛栏吉日"),
    _g("作牛栏吉日（牛黄经）", GOOD, AnyPillar(NIULAN_NIUHUANGJING), NIULAN_SOURCE, "牛黄经又有戊辰戊午己未辛酉日",
       meaning=_ZAYONG_MEANING, group="作牛栏吉日"),
    _g("作牛栏吉干", GOOD, AnyStem(NIULAN_STEMS), NIULAN_SOURCE, "又宜戊己庚辛壬癸日", meaning=_ZAYONG_MEANING,
       group="作牛栏吉日"),
    _g("作牛栏吉日数", GOOD, LunarDays(NIULAN_LUNAR_DAYS), NIULAN_SOURCE, "初一初五初六十二十三十五日",
       meaning=_ZAYONG_MEANING, group="作牛栏吉日",
       correction="run-together numerals read as the translation (L1257) does: 初一 初五 初六 十二 十三 十五; "
                  "初六 初十 二十三 十五 is another parse (digest T17)"),
    _g("逐月作牛栏吉日", GOOD, MonthPillar(NIULAN_MONTHLY), NIULAN_MONTHLY_SOURCE, "正月、庚寅",
       meaning=_ZAYONG_MEANING, group="作牛栏吉日"),
    _g("逐月作牛栏吉日（外）", GOOD, MonthPillar(NIULAN_MONTHLY_WAI), _src("杂用宜忌·逐月作牛栏吉日", 1267),
       "二月、（外）戊寅", meaning=_ZAYONG_MEANING + ", second rank", group="作牛栏吉日"),
    _g("作马枋吉日", GOOD, AnyPillar(MAFANG), MAFANG_SOURCE, "宜甲子丁卯辛未乙亥己卯甲申戊子辛卯壬辰庚子壬寅乙巳壬子",
       meaning=_ZAYONG_MEANING, group="作马枋吉日"),
    _g("作马枋忌日", BAD, AnyPillar(MAFANG_BAD), MAFANG_SOURCE, "忌戊寅庚寅戊午天贼四废",
       meaning="作马枋 忌", group="作马枋吉日"),
    _g("逐月作马枋吉日", GOOD, MonthPillar(MAFANG_MONTHLY), MAFANG_MONTHLY_SOURCE, "正月，丁卯乙亥己卯（外）庚午",
       meaning=_ZAYONG_MEANING, group="作马枋吉日"),
    _g("逐月作马枋吉日（外）", GOOD, MonthPillar(MAFANG_MONTHLY_WAI), MAFANG_MONTHLY_SOURCE,
       "正月，丁卯乙亥己卯（外）庚午", meaning=_ZAYONG_MEANING + ", second rank", group="作马枋吉日"),
    _g("养蚕作茧吉日", GOOD, MonthPillar(YANGCAN), YANGCAN_SOURCE, "正月，癸酉癸卯甲寅丁卯庚午壬午丙午",
       meaning=_ZAYONG_MEANING, group="养蚕作茧吉日"),
    _g("斩草吉日", GOOD, MonthPillar(ZHANCAO), ZHANCAO_SOURCE, "正月、庚午己卯壬午", meaning=_ZAYONG_MEANING,
       group="斩草吉日"),
    _g("成服吉日", GOOD, AnyPillar(CHENGFU), CHENGFU_SOURCE, "成服宜甲子己巳乙酉庚寅丁酉丙午癸丑戊午庚申",
       meaning=_ZAYONG_MEANING, group="成服除服吉日"),
    _g("逐月成服吉日", GOOD, MonthPillar(CHENGFU_MONTHLY), CHENGFU_MONTHLY_SOURCE, "正月，乙酉庚寅丙午丁酉癸丑戊午",
       meaning=_ZAYONG_MEANING, group="成服除服吉日"),
    _g("除服吉日", GOOD, AnyPillar(CHUFU), CHUFU_SOURCE, "除服宜壬申丙子甲申辛卯丙申庚子丙午戊午己酉辛亥壬子乙卯己未庚申",
       meaning=_ZAYONG_MEANING, group="成服除服吉日"),
    _g("逐月除服吉日", GOOD, MonthPillar(CHUFU_MONTHLY), CHUFU_MONTHLY_SOURCE, "正月，辛卯乙卯（外）丁卯癸卯己卯",
       meaning=_ZAYONG_MEANING, group="成服除服吉日"),
    _g("逐月除服吉日（外）", GOOD, MonthPillar(CHUFU_MONTHLY_WAI), CHUFU_MONTHLY_SOURCE,
       "正月，辛卯乙卯（外）丁卯癸卯己卯", meaning=_ZAYONG_MEANING + ", second rank", group="成服除服吉日"),
    # 十一、事类总集 (and the 作生坟合寿木 item of 杂用宜忌): gods it names and defines itself.
    _g("木建日", GOOD, MonthPillar(MUJIAN), MUJIAN_SOURCE, "凡合寿木宜木建日正月庚寅二月辛卯三月戊辰",
       meaning="合寿木"),
    _g("人民合日", GOOD, AnyPillar(RENMINHE), RENMINHE_SOURCE, "戊寅己卯人民合日", meaning="嫁娶 (事类总集)"),
    _g("生命旬空日", GOOD, Computed("benming_xunkong"), _src("杂用宜忌·作生坟合寿木", 1423),
       "宜生命六甲旬空月日", meaning="作生坟; 开圹砌金井宜…旬中空亡月日 (L891)", aliases=aliases("生命六甲旬空月日", _src("杂用宜忌·作生坟合寿木", 1423))
       + aliases("旬中空亡月日", _src("事类总集", 891)),
       group="本命"),
    _g("本命纳音有气日", GOOD, Computed("benming_nayin_youqi"), _src("杂用宜忌·作生坟合寿木", 1423),
       "又宜本命纳音生旺有气日", meaning="作生坟, 合寿木 (L887 本命纳音生旺日, L891 本命纳音有气月日)",
       aliases=aliases("本命纳音生旺有气日", _src("杂用宜忌·作生坟合寿木", 1423))
       + aliases("本命纳音生旺日", MUJIAN_SOURCE) + aliases("本命纳音有气月日", _src("事类总集", 891)),
       group="本命"),
    _g("本命纳音入墓日", BAD, Computed("benming_nayin_rumu"), _src("杂用宜忌·作生坟合寿木", 1423), "忌入墓日",
       meaning="作生坟, 合寿木", group="本命"),
    _g("本命日", BAD, Computed("benming_day"), MUJIAN_SOURCE, "忌本命日", meaning="合寿木", group="本命"),
    _g("本命对冲日", BAD, Computed("benming_chong"), MUJIAN_SOURCE, "本命对冲日", meaning="合寿木", group="本命"),
    _g("纳音克本命日", BAD, Computed("nayin_ke_benming"), MUJIAN_SOURCE, "日辰纳音克本命纳音日",
       meaning="合寿木", aliases=aliases("日辰纳音克本命纳音日", MUJIAN_SOURCE), group="本命"),
    _g("生坟忌年", BAD, Computed("benming_year_group"), _src("杂用宜忌·作生坟合寿木", 1423), "忌生命建破魁罡年",
       meaning="作生坟 (子午卯酉生命忌子午卯酉年 …, L1427–L1435)", group="本命"),
)
