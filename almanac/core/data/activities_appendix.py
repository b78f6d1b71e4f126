"""Seed 003 (协纪辨方书 卷三十五 附录): the activities of 杂用宜忌 and 事类总集, with the gods that make a
day 宜 or 忌 for them, and an account of every 事类总集 rule (SHILEI_RULES) and of the 杂用宜忌 clauses
that are not day lists (ZAYONG_RULES), so that nothing is dropped silently.

Names in `good` / `bad`:
- gods the appendix defines itself are in data/appendix_days.APPENDIX_DAY_GODS;
- gods of seed 001's catalogue (data/day_gods.py) are listed in NAMES_NEEDED_FROM_001, under the
  names seed 001 uses (NAME_NORMALISATION says which printed name became which);
- 火星 is 选择求真's 火星日 (data/qiuzhen_day_gods.py, 000 L825–L833), NAMES_NEEDED_FROM_000;
- four names the appendix uses but no seed defines (伏断 天地空亡 六壬空亡 九丑) cannot be found on a
  day, so they are kept OUT of `bad` (the catalogue requires every named god to exist): they stay in
  `printed_bad`, in NAMES_NOT_IN_SEEDS (why) and in ACTIVITY_UNDEFINED_NAMES (where), and every verdict
  of such an activity says so in its reasons (rules.verdicts.undefined_reasons);
- a name another seed defines under another name is that god (NAME_NORMALISATION: 触水龙 is 001's 八风,
  天火 its 灾煞, both shown as those gods' aliases).
`printed_good` / `printed_bad` keep the text's own wording.

Relations between activities that the schema cannot hold are module-level tables:
ACTIVITY_SAME_AS (“与…同”), ACTIVITY_EXEMPTIONS (a god the text says does not count) and
GOOD_CANCELS_BAD (a 宜 god that lifts a 忌 god for one activity).
"""

from dataclasses import dataclass

from almanac.core.rules.model import Activity
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source


def _src(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_APPENDIX, section, line, note)


# =============================================================================================
# Names
# =============================================================================================

# Every seed-001 name referenced below (in good/bad, or in the side tables). The 建除 officers are
# named 建日 … 闭日 (seed 001 §建除十二神, L105); 黄道 = the day's 黄道 god (seed 001 L169 “黄道吉星”).
NAMES_NEEDED_FROM_001: frozenset[str] = frozenset({
    "天德", "月德", "天德合", "月德合", "天恩", "天赦", "福生", "母仓", "月恩", "益后", "续世", "要安",
    "阴阳不将", "上吉日", "黄道", "鸣吠", "鸣吠对",
    "四废", "天贼", "重日", "复日", "八风", "灾煞", "归忌", "月忌日",
    "建日", "除日", "满日", "平日", "定日", "执日", "破日", "成日", "收日", "开日",
})

# Printed in seed 003 → the name used here (seed 001's).
NAME_NORMALISATION: dict[str, str] = {
    "不将": "阴阳不将",  # 001 L135 heading; 001's 嫁娶 list (L405) also prints 不将
    "正四废": "四废",  # 001 L241 defines 四废 (干支俱无气 = 正四废, L519 “正四废大凶，支干俱无气也”)
    "上吉": "上吉日",  # 001 L549 “上吉日：辛未、壬申…此十五日”
    "次吉": "天德合 月德合 天恩 天赦",  # 001 L513 “三德合日，天恩、天赦日为次吉” (岁德合 is a year god; left out)
    "鸣吠日": "鸣吠",  # 001 L261 heading 鸣犬日, L429 安葬宜 “鸣吠”
    "鸣吠对日": "鸣吠对",  # 001 L261 “鸣吠对日”
    "天火": "灾煞",  # 001 L271 “灾煞（天狱、天火）” — the 通书's 天火 is 001's 灾煞
    "触水龙": "八风",  # 001 L247 “八风（触水龙）”
    "月忌": "月忌日",  # 001 L333 “月忌日：初五、十四、二十三”
    "建": "建日", "除": "除日", "满": "满日", "平": "平日", "定": "定日", "执": "执日", "破": "破日",
    "成": "成日", "收": "收日", "开": "开日",  # printed run together: “建除满成开日”, “建破日” …
    "伏": "伏日", "社": "社日",  # 003 L719 “不宜伏社…”, defined in appendix_days
    "火星": "火星日",  # 000 L825–L833 火星日 (data/qiuzhen_day_gods.py)
}

# Names the appendix uses that only seed 000 defines (data/qiuzhen_day_gods.py).
NAMES_NEEDED_FROM_000: frozenset[str] = frozenset({"火星日"})

# Used by the appendix, defined by none of the seeds (000–003): not in any `bad` list (they cannot be
# evaluated), recorded here and in ACTIVITY_UNDEFINED_NAMES so the verdict can say they were not checked.
NAMES_NOT_IN_SEEDS: dict[str, str] = {
    "伏断": "003 L875, L1187; not in 000/001/002",
    "天地空亡": "003 L1187; not in 000/001/002",
    "六壬空亡": "003 L1187; not in 000/001/002",
    "九丑": "003 L851 (and L919 for hours); not in 000/001/002",
}


# =============================================================================================
# Activities
# =============================================================================================

_Z = "杂用宜忌"
_S = "事类总集"

ACTIVITIES_003: tuple[Activity, ...] = (
    # ------------------------------------------------------------------ 十二、杂用宜忌
    Activity(
        "起工架马",
        good=("起工架马吉日", "起工架马吉日（外）", "起工通用吉日", "成日", "开日"),
        bad=(),
        source=_src("杂用宜忌·起工架马吉日", 927, note="L927–L983"),
        group=_Z,
        printed_good="逐月（L931–L975）；起工通用吉日，己巳辛未…庚申辛酉成开日（L979）",
        note="起工架马 chooses days like 竖造宅舍 (事类总集 L875; ACTIVITY_SAME_AS). 架马吉方/凶方 (L983) are "
             "directions, not days (ZAYONG_RULES Z1).",
    ),
    Activity(
        "定磉扇架",
        good=("定磉扇架吉日", "定磉扇架通吉日", "天德", "月德", "黄道"),
        bad=("四废", "天贼", "建日", "破日"),
        source=_src("杂用宜忌·定磉扇架吉日", 983, note="L983–L1049"),
        bad_source=_src("杂用宜忌·定磉扇架吉日", 1047),  # the 忌 clause
        group=_Z,
        printed_good="逐月（L987–L1043）；定磉扇架通吉日…又宜天德月德黄道并诸吉神值日亦可通用",
        printed_bad="忌正四废天贼建破日",
        note="“并诸吉神值日亦可通用” (L1047): any 吉神 on duty also serves — not encodable by name. 事类总集 "
             "L811: 定磉 needs only 吉多凶少, 扇架 even less; L875: as 竖造宅舍 (ACTIVITY_SAME_AS).",
    ),
    Activity(
        "修厨",
        good=("修厨吉日", "修厨吉日（外）"),
        bad=(),
        source=_src("杂用宜忌·修厨吉日", 1051, note="L1051–L1101"),
        group=_Z,
        note="Only the monthly lists. Not the same as 修灶/作灶 (彭祖 丙不修灶 is in day_basics).",
    ),
    Activity(
        "造门",
        good=("造门吉日", "逐月造门吉日", "逐月造门吉日（外）", "天德", "月德", "满日", "成日", "开日"),
        bad=(),
        source=_src("杂用宜忌·造门吉日", 1103, note="L1103–L1161"),
        group=_Z,
        printed_good="宜甲子乙丑…丙辰戊午又宜天德月德满成开日（L1107）；逐月造门吉日（L1115–L1159）",
        note="门光星 (L1163–L1169, L1671) follows 造门 in the text but names no activity, and the 按 rejects "
             "it; it is a rejected god in appendix_days, not a 忌 here.",
    ),
    Activity(
        "塑绘神像开光",
        good=("塑绘神像吉宿", "逐月塑绘神像吉日", "逐月塑绘神像吉日（外）",
              "天德", "月德", "天恩", "福生", "黄道", "建日", "除日", "满日", "成日", "开日"),
        bad=("天贼", "四废"),
        source=_src("杂用宜忌·塑绘神像开光吉日", 1171, note="L1171–L1241"),
        bad_source=_src("杂用宜忌·塑绘神像开光吉日", 1187),  # the 忌 clause
        group=_Z,
        aliases=("塑绘神像", "开光"),
        printed_good="春秋二季用心危毕张…夏冬二季用房虚昴星…又宜天德月德天恩福生黄道建除满成开日",
        printed_bad="忌伏断天贼正四废天地空亡六壬空亡又忌旬中空亡截路空亡时",
        note="The hours 旬中空亡 and 截路空亡 are also 忌 (L1187): the activity's own hour rule "
             "(data/activity_hours.SUHUI_EMPTY_HOURS), on each hour of the day and left out of its search. 伏断, "
             "天地空亡, 六壬空亡 are also 忌 but defined in no seed (ACTIVITY_UNDEFINED_NAMES).",
    ),
    Activity(
        "养子",
        good=("天德", "月德", "天德合", "月德合", "黄道", "益后", "续世"),
        bad=(),
        source=_src("杂用宜忌·养子纳婿吉日", 1247),
        group=_Z,
        printed_good="养子宜天德月德天德合月德合黄道益后续世",
    ),
    Activity(
        "纳婿",
        good=("阴阳不将", "天德", "月德", "天德合", "月德合", "母仓", "黄道", "上吉日",
              "天恩", "天赦", "月恩", "益后", "续世", "人民合日"),
        bad=(),
        source=_src("杂用宜忌·养子纳婿吉日", 1247),
        group=_Z,
        printed_good="纳婿宜与嫁娶日同",
        note="“与嫁娶日同”: the 嫁娶 list of 事类总集 (L903) is copied here (ACTIVITY_SAME_AS also points to "
             "嫁娶, whose full 宜/忌 is seed 001's); 月忌日 does not count (ACTIVITY_EXEMPTIONS, inferred from "
             "L907 for 嫁娶).",
    ),
    Activity(
        "作牛栏",
        good=("作牛栏吉日", "作牛栏吉日（牛黄经）", "作牛栏吉干", "作牛栏吉日数", "逐月作牛栏吉日",
              "逐月作牛栏吉日（外）"),
        bad=(),
        source=_src("杂用宜忌·作牛栏吉日", 1251, note="L1251–L1309"),
        group=_Z,
        printed_good="宜甲子…庚子日牛黄经又有戊辰戊午己未辛酉日又宜戊己庚辛壬癸日初一初五初六十二十三十五日；逐月",
        note="The closing 按 (L1667): “牛栏马枋事本相同无须别择也”. 事类总集 L819: sheds built inside a new "
             "compound before 归火 ignore 年月方道 (SHILEI_RULES R7).",
    ),
    Activity(
        "作马枋",
        good=("作马枋吉日", "逐月作马枋吉日", "逐月作马枋吉日（外）", "天德", "月德"),
        bad=("作马枋忌日", "天贼", "四废"),
        source=_src("杂用宜忌·作马枋吉日", 1311, note="L1311–L1369"),
        bad_source=_src("杂用宜忌·作马枋吉日", 1315),  # the 忌 clause
        group=_Z,
        printed_good="宜甲子丁卯…乙巳壬子天德月德；逐月",
        printed_bad="忌戊寅庚寅戊午天贼四废",
    ),
    Activity(
        "养蚕作茧",
        good=("养蚕作茧吉日",),
        bad=(),
        source=_src("杂用宜忌·养蚕作茧吉日", 1371, note="L1371–L1417"),
        group=_Z,
    ),
    Activity(
        "作生坟",
        good=("生命旬空日", "本命纳音有气日", "四废"),
        bad=("生坟忌年", "本命纳音入墓日"),
        source=_src("杂用宜忌·作生坟合寿木", 1423),
        group=_Z,
        aliases=("甃砌生坟", "开圹", "砌金井"),
        printed_good="宜生命六甲旬空月日…又宜本命纳音生旺有气日（L1423）；开圹砌金井宜四废日旬中空亡月日及本命纳音有气月日（L891）",
        printed_bad="忌生命建破魁罡年…忌入墓日（L1423）",
        note="L1423 does not say which clause is 生坟 and which 合寿木 (the translation gives the first to 生坟); "
             "事类总集 L891 gives 开圹砌金井 both 旬空 and 纳音有气, so both are here. Year and month as for 葬事, "
             "with 吉神盖照山向 (L891); 印堂土堆 needs only a 吉日. 本命 gods need the person's birth-year pillar.",
    ),
    Activity(
        "合寿木",
        good=("木建日", "四废", "本命纳音有气日"),
        bad=("本命日", "本命对冲日", "建日", "破日", "重日", "纳音克本命日", "本命纳音入墓日"),
        source=_src("事类总集", 887),
        group=_Z,
        printed_good="宜木建日正月庚寅…十二月癸丑及四废日本命纳音生旺日",
        printed_bad="忌本命日本命对冲日建日破日重日日辰纳音克本命纳音日",
        note="The 木建日 are themselves 建日: the 忌 建日 means the other 建日 (GOOD_CANCELS_BAD). 本命纳音入墓日 "
             "from L1423 “忌入墓日”. 安寿木 (placing it) is a direction rule: 天德 月德 月空方, not 三煞方 (L1423).",
    ),
    Activity(
        "斩草",
        good=("斩草吉日",),
        bad=(),
        source=_src("杂用宜忌·斩草吉日", 1463, note="L1463–L1505"),
        group=_Z,
        note="Seed 001's 鸣吠对 is “用之破土斩草也” (001 L261); the appendix does not list it here.",
    ),
    Activity(
        "入棺",
        good=(),
        bad=(),
        source=_src("杂用宜忌·入棺吉时", 1511),
        group=_Z,
        note="Hours only (data/activity_hours.RUGUAN): stem-named hours the text does not define, read as the "
             "24-mountain half-hours as for the 四大吉时 (the site's inference). The 按 (L1667): 入殓成服各有礼制不问阴阳.",
    ),
    Activity(
        "入殓",
        good=(),
        bad=(),
        source=_src("杂用宜忌·入殓吉时", 1519),
        group=_Z,
        aliases=("大殓",),
        note="Hours only (data/activity_hours.RULIAN): 己 printed for 巳 on 16 days, corrected; 日出/日入 on the "
             "时辰 the day's 推测时刻 row names. The 按 (L1667): “入殓成服各有礼制不问阴阳也”.",
    ),
    Activity(
        "成服",
        good=("成服吉日", "逐月成服吉日", "鸣吠", "鸣吠对"),
        bad=("重日", "复日", "建日", "破日"),
        source=_src("杂用宜忌·成服除服吉日", 1543),
        group=_Z,
        printed_good="成服宜甲子己巳乙酉庚寅丁酉丙午癸丑戊午庚申鸣吠日鸣吠对日；逐月",
        printed_bad="忌重复建破日",
        note="“重复建破日” = 重日 复日 建日 破日 (the translation, L1545).",
    ),
    Activity(
        "除服",
        good=("除服吉日", "逐月除服吉日", "逐月除服吉日（外）", "除日"),
        bad=("建日", "破日"),
        source=_src("杂用宜忌·成服除服吉日", 1599),
        group=_Z,
        printed_good="除服宜壬申…己未庚申除日；逐月",
        printed_bad="忌建破日",
    ),
    # ------------------------------------------------------------------ 十一、事类总集
    Activity(
        "成造船只",
        good=(),
        bad=("火星日", "天贼", "四废", "执日", "破日"),
        source=_src("事类总集", 875),
        group=_S,
        aliases=("造船",),
        printed_good="与竖造宅舍吉日同",
        printed_bad="忌火星天贼伏断正四废执破日",
        note="Good days are those of 竖造宅舍 (ACTIVITY_SAME_AS). 火星 is 选择求真's 火星日 (000 L831). 伏断 is "
             "also 忌 but defined in no seed (ACTIVITY_UNDEFINED_NAMES).",
    ),
    Activity(
        "盖船篷",
        good=(),
        bad=("灾煞", "天贼", "八风", "破日"),
        source=_src("事类总集", 879),
        group=_S,
        printed_bad="忌天火天贼八风破日",
        note="天火 is an alias of 灾煞 in seed 001 (L271).",
    ),
    Activity(
        "新船下水",
        good=("天德", "月德", "天德合", "月德合", "要安", "平日", "定日", "成日"),
        bad=("八风",),
        source=_src("事类总集", 883),
        group=_S,
        printed_good="与出行日同宜天德月德天德合月德合要安平定成日",
        printed_bad="忌触水龙日",
        note="“与出行日同” (ACTIVITY_SAME_AS). 触水龙 is an alias of 八风 in seed 001 (L247).",
    ),
    Activity(
        "嫁娶（事类总集）",
        good=("阴阳不将", "天德", "月德", "天德合", "月德合", "母仓", "黄道", "上吉日",
              "天恩", "天赦", "月恩", "益后", "续世", "人民合日"),
        bad=(),
        source=_src("事类总集", 903),
        group=_S,
        printed_good="宜不将天德月德天德合月德合母仓黄道上吉次吉月恩益后续世戊寅己卯人民合日",
        note="The 通书's list quoted by 事类总集 (printed “凡嫁娶吉日”); named apart because seed 001's 嫁娶 "
             "(卷十) is another list under the same name — show both or merge, don't replace. 次吉 expanded per 001 L513 (天德合 月德合 天恩 天赦). “又日辰合吉虽无不将亦"
             "可用不必拘也”: 阴阳不将 is not required. 月忌日 does not count (L907; ACTIVITY_EXEMPTIONS).",
    ),
    Activity(
        "归火",
        good=(),
        bad=("归忌",),
        source=_src("事类总集", 851),
        group=_S,
        aliases=("入宅归火", "先过香火"),
        printed_bad="若竖造之日虽吉或犯归忌九丑又须别择",
        note="归火 done on the 竖造 day: the 竖造 day must not be 归忌 or 九丑 (九丑 is defined in no seed: "
             "ACTIVITY_UNDEFINED_NAMES).",
    ),
    # ------------------------------------------------------------------ 五、长星短星 (L631)
    *(
        Activity(
            name,
            good=(),
            bad=("长星", "短星"),
            source=_src("五、长星短星", 631),
            group="长星短星",
            aliases=aliases,
            printed_bad="其日忌开市纳财立券交易裁衣",
            note="Only the appendix's 长星/短星 taboo; the activity's full 宜/忌 is in the main volumes.",
        )
        for name, aliases in (("开市", ()), ("纳财", ()), ("立券交易", ("立券", "交易")), ("裁衣", ()))
    ),
    # ------------------------------------------------------------------ 七、祀灶日 / 八、洗头日
    Activity(
        "祀灶",
        good=("祀灶日",),
        bad=(),
        source=_src("七、祀灶日", 711),
        group="祀灶日",
        printed_good="凡祀灶择六癸日",
        note="The translation (L713) adds “或按旧例忌六癸日”; the original has only 择 (non-default reading "
             "of 祀灶日 in appendix_days).",
    ),
    Activity(
        "洗头",
        good=("洗头日", "申酉亥子日"),
        bad=("伏日", "社日", "建日", "破日", "平日", "收日"),
        source=_src("八、洗头日", 719),
        group="洗头日",
        printed_good="每月宜用三日四日…二十六日二十七日及申酉亥子日",
        printed_bad="不宜伏社建破平收日",
        note="The 按 (L723): 沐浴宜申酉亥子日不宜伏社日 is already in the 宜忌 volume (seed 001 has no 沐浴 "
             "list). The text does not say how 宜 and 不宜 combine; presumably a 宜 day that is also 不宜 is "
             "not used.",
    ),
)


# “X 与 Y 同”: X chooses its days as Y (printed names; 竖造宅舍 is nearest to seed 001's 竖柱上梁 /
# 兴造动土, 出行 has no list in seed 001 — the lead decides the mapping).
ACTIVITY_SAME_AS: dict[str, str] = {
    "入山伐木": "竖造宅舍",  # L875
    "起工架马": "竖造宅舍",  # L875
    "定磉扇架": "竖造宅舍",  # L875
    "成造船只": "竖造宅舍",  # L875 “凡成造船只日与竖造宅舍吉日同”
    "新船下水": "出行",  # L883
    "金井下砖": "安葬",  # L895 “凡金井下砖日择日与葬日同”
    "纳婿": "嫁娶",  # L1247 “纳婿宜与嫁娶日同”
}

# Gods the text says do not count against an activity. "*" = every day god (only the hour matters).
ACTIVITY_EXEMPTIONS: dict[str, frozenset[str]] = {
    "嫁娶": frozenset({"月忌日"}),  # L907 “凡月忌日不忌嫁娶” (seed 001's 嫁娶 and the one below)
    "嫁娶（事类总集）": frozenset({"月忌日"}),  # L907
    "纳婿": frozenset({"月忌日"}),  # as 嫁娶 (L1247; inference)
    "封拜施恩": frozenset({"*"}),  # L915 “凡封拜施恩事出于上百无忌惟择吉时”
}

# 忌 printed for an activity but defined in no seed (NAMES_NOT_IN_SEEDS): not evaluated.
ACTIVITY_UNDEFINED_NAMES: dict[str, tuple[str, ...]] = {
    "塑绘神像开光": ("伏断", "天地空亡", "六壬空亡"),  # L1187
    "成造船只": ("伏断",),  # L875
    "归火": ("九丑",),  # L851
}

# Where the text prints those names for each activity (its 忌 line), for the reason every verdict of it gives.
ACTIVITY_UNDEFINED_SOURCES: dict[str, Source] = {
    "塑绘神像开光": _src("杂用宜忌·塑绘神像开光吉日", 1187),  # 忌伏断天贼正四废天地空亡六壬空亡
    "成造船只": _src("事类总集", 875),  # 忌火星天贼伏断正四废执破日
    "归火": _src("事类总集", 851),  # 若竖造之日虽吉或犯归忌九丑又须别择
}

# activity → (good god, bad god it lifts) pairs.
GOOD_CANCELS_BAD: dict[str, tuple[tuple[str, str], ...]] = {
    "合寿木": (("木建日", "建日"),),  # L887: 宜木建日 … 忌 … 建日 — the 木建日 are 建日 themselves
}


# =============================================================================================
# 事类总集 (L791–L921), rule by rule (ids R1–R28 as in the digest, §11)
# =============================================================================================

@dataclass(frozen=True, slots=True)
class ShileiRule:
    """One rule of 事类总集 (or a non-list clause of 杂用宜忌) and what became of it here.

    quote      exact text of the original line (a substring of it)
    applies_to activities it governs (printed names)
    day_rule   whether it bears on choosing the day (as opposed to direction, hour, year, ritual)
    encoded    "yes" | "partly" | "no"
    how        where it is encoded, or why not
    """

    id: str
    quote: str
    source: Source
    applies_to: tuple[str, ...]
    day_rule: bool
    encoded: str
    how: str


def _r(id_: str, line: int, quote: str, applies_to: tuple[str, ...], day_rule: bool, encoded: str, how: str,
       section: str = "事类总集") -> ShileiRule:
    return ShileiRule(id_, quote, _src(section, line), applies_to, day_rule, encoded, how)


SHILEI_RULES: tuple[ShileiRule, ...] = (
    _r("R1", 795, "年贵人冬至后用阳贵夏至后用阴贵时贵人昼用阳贵夜用阴贵", (), False, "no",
       "贵人 of the year and hour (阳贵/阴贵 from seed 001 L335): hour/year level, for the hour engine."),
    _r("R2", 799, "凡修造用家主名姓昭告", ("修造",), False, "no", "ritual (who announces), not a day rule."),
    _r("R3", 803, "其起工只就坐上架马", ("起工架马",), False, "no",
       "where to set the trestle (坐 / 吉方 / no 方道 beyond 百步): direction, not day."),
    _r("R4", 807, "凡原有旧宅净尽折去另造谓之倒堂竖造与新立宅舍同", ("倒堂竖造",), False, "no",
       "definition; 入宅归火 on a chosen 吉年月 — no gods named."),
    _r("R5", 811, "竖造既得吉日则在前定磉难得全吉之日吉多凶少亦可用至扇架则又轻于定磉矣", ("定磉扇架",), True,
       "partly", "a grading remark (定磉 needs only 吉多凶少): in the 定磉扇架 Activity note; the engine's "
       "threshold is the lead's choice."),
    _r("R6", 815, "凡修造桥梁僧尼院宇庵观神庙开山立向修方并与民俗年月同", ("修造桥梁", "僧尼院宇", "庵观", "神庙"),
       False, "no", "year/month and 方 rules as for houses; no day gods."),
    _r("R7", 819, "即于宅内新造牛栏马枋羊栈猪牢等屋并不问年月方道", ("作牛栏", "作马枋"), False, "no",
       "exempts 年月方道 (directions), not days."),
    _r("R8", 823, "名曰阴方", (), False, "no", "阴方/阳方/交接方: directions."),
    _r("R9", 827, "法若开新基立栋宇或净尽拆除旧屋而创新居则当用作山", (), False, "no", "作方法 vs 作山法: directions."),
    _r("R10", 835, "凡方道有三曰阴方道曰阳方道曰交接方道", (), False, "no", "directions."),
    _r("R11", 839, "如小修葺并不问吉凶之方，但要吉日", ("小修葺",), True, "no",
       "says a 吉日 is enough for small repairs, naming no gods; distances and barriers are direction rules."),
    _r("R12", 847, "俟凶神过后正向得利别择吉月吉日或岁除正初或立春交接移入祖先福神香火", ("入宅",), True, "no",
       "吉月吉日, 岁除, 正初, 立春: no gods named; direction workaround otherwise."),
    _r("R13", 851, "若竖造之日虽吉或犯归忌九丑又须别择", ("归火",), True, "partly",
       "Activity 归火: bad 归忌 (001); 九丑 is defined in no seed (ACTIVITY_UNDEFINED_NAMES)."),
    _r("R14", 855, "只用修方法择年月其山家墓运阴府太岁并不必忌", ("修作", "安硙", "开渠", "修筑"), False, "no",
       "year/month and 方 gods only."),
    _r("R15", 859, "凡造葬先看山家墓运要正阴府太岁不克山头", ("修造", "安葬"), False, "no",
       "mountain/direction gods (盖照山向). L867 “修造则择竖造吉日安葬则择破土吉日” refers to days without "
       "naming gods. The repeated clause “又论月家飞宫天地官符忌开山” (L859) is a dittography (digest T12)."),
    _r("R16", 871, "凡方道遭火尽七日之内择日起工半月内择日竖造并不问吉凶方道", ("起工", "竖造"), False, "no",
       "after a fire: directions ignored; no day gods named."),
    _r("R17", 875, "凡成造船只日与竖造宅舍吉日同忌火星天贼伏断正四废执破日", ("入山伐木", "起工架马", "定磉扇架", "成造船只"),
       True, "partly", "Activity 成造船只 (bad 天贼 四废 执日 破日; 火星 伏断 defined in no seed: "
       "ACTIVITY_UNDEFINED_NAMES); ACTIVITY_SAME_AS for the four activities."),
    _r("R18", 879, "凡盖船篷日忌天火天贼八风破日", ("盖船篷",), True, "yes", "Activity 盖船篷."),
    _r("R19", 883, "凡新船下水日与出行日同宜天德月德天德合月德合要安平定成日忌触水龙日", ("新船下水",), True, "yes",
       "Activity 新船下水; ACTIVITY_SAME_AS 出行."),
    _r("R20", 887, "凡合寿木宜木建日", ("合寿木",), True, "yes",
       "Activity 合寿木; 木建日 and the 本命 gods in appendix_days; GOOD_CANCELS_BAD (木建日 lifts 建日)."),
    _r("R21", 891, "开圹砌金井宜四废日旬中空亡月日及本命纳音有气月日", ("作生坟",), True, "partly",
       "Activity 作生坟 (days); the year/month and 山向 part (as for 葬事, 吉神盖照) is not day-level."),
    _r("R22", 895, "凡金井下砖日择日与葬日同", ("金井下砖",), True, "yes", "ACTIVITY_SAME_AS 金井下砖 → 安葬."),
    _r("R23", 899, "至于针灸视逐日人神所值之处尤宜回避", ("针灸", "疗病"), True, "yes",
       "appendix_days.RENSHEN_* (body part to avoid; display, not a 宜/忌 verdict)."),
    _r("R24", 903, "凡嫁娶吉日宜不将天德月德天德合月德合母仓黄道上吉次吉月恩益后续世戊寅己卯人民合日", ("嫁娶", "纳婿"),
       True, "yes", "Activity 嫁娶（事类总集） (and 纳婿); 人民合日 in appendix_days; 上吉 → 上吉日, 次吉 expanded "
       "(NAME_NORMALISATION)."),
    _r("R25", 907, "凡月忌日不忌嫁娶", ("嫁娶",), True, "yes",
       "ACTIVITY_EXEMPTIONS[嫁娶] = {月忌日}. The two dated examples (辛亥年十一月初五日辛卯, 壬子年十二月初五日乙卯) "
       "name no year; tested as the rule, not as dates."),
    _r("R26", 911, "凡嫁娶周堂值翁姑新人入门时俗有从权出外少避", ("嫁娶",), False, "no",
       "嫁娶周堂 custom (the 按 L1663 calls it 失其经); 周堂 is outside this file."),
    _r("R27", 915, "凡封拜施恩事出于上百无忌惟择吉时", ("封拜施恩",), True, "yes",
       "ACTIVITY_EXEMPTIONS[封拜施恩] = {*}: no day god counts, only the hour."),
    _r("R28", 919, "凡上官嫁娶出行入宅修造安葬修方一切动用宜四大吉时兼黄道吉星时", ("上官", "嫁娶", "出行", "入宅", "修造", "安葬", "修方"),
       False, "partly", "hour-level, in the hour verdict (rules/hours.py): 黄道 hours 吉, 黄道 with 贵人禄马 or a 四大吉时 "
       "lifts 时刑/五不遇 to 平, 路空旬空 not 忌 on a 黄道 hour; data/activity_hours.NOT_APPLIED says why no more."),
)


# The clauses of 杂用宜忌 that are not day lists.
ZAYONG_RULES: tuple[ShileiRule, ...] = (
    _r("Z1", 983, "架马吉方，宜天德月德月空三奇帝星并诸吉方架马凶方，忌年家三煞独火官符月飞宫州县官符月流财小儿煞惟坐宫修方不出火避宅忌之",
       ("起工架马",), False, "no", "directions.", section="杂用宜忌·起工架马吉日"),
    _r("Z2", 1047, "又宜天德月德黄道并诸吉神值日亦可通用", ("定磉扇架",), True, "partly",
       "天德 月德 黄道 encoded; “诸吉神” is not a name.", section="杂用宜忌·定磉扇架吉日"),
    _r("Z3", 1187, "又忌旬中空亡截路空亡时", ("塑绘神像开光",), False, "yes",
       "data/activity_hours.SUHUI_EMPTY_HOURS: 忌 on the hours' `activities`, left out of the activity's search.",
       section="杂用宜忌·塑绘神像开光吉日"),
    _r("Z4", 1671, "虽有例可推而实无义可解", (), True, "yes",
       "门光星: DayGods 门光星（白/丫/人） marked rejected.", section="杂用宜忌·门光星"),
    _r("Z5", 1423, "安寿木宜天德月德月空方忌三煞方", ("合寿木",), False, "no", "directions.",
       section="杂用宜忌·作生坟合寿木"),
    _r("Z6", 1455, "寅午戌命忌寅午辰方申子辰命忌申酉戌方", ("作生坟",), False, "no",
       "directions by 本命; “寅午辰” is probably 寅卯辰 (the other three start at the 长生 branch: 申酉戌, "
       "巳午未, 亥子丑; digest T15). The translation's added 三煞 directions (L1457, L1461) are not in the original.",
       section="杂用宜忌·作生坟合寿木"),
    _r("Z7", 1427, "子午卯酉生命忌子午卯酉年", ("作生坟",), True, "yes",
       "生坟忌年 (Computed benming_year_group), a year taboo found on every day of the year.",
       section="杂用宜忌·作生坟合寿木"),
    _r("Z8", 1511, "子日（甲庚），丑日（乙辛）", ("入棺",), False, "yes",
       "data/activity_hours.RUGUAN (hours; stem-named, undefined in the text; read as 24-mountain half-hours).",
       section="杂用宜忌·入棺吉时"),
    _r("Z9", 1519, "甲子（申酉），乙丑（日出）", ("入殓",), False, "yes",
       "data/activity_hours.RULIAN (hours; 己→巳 corrected, 日出/日入 by the 推测时刻 row).", section="杂用宜忌·入殓吉时"),
    _r("Z10", 1667, "至其选定吉日世亦不甚遵信如入殓成服各有礼制不问阴阳也。牛栏马枋事本相同无须别择也", (), False, "no",
       "the compilers' verdict on these lists: shown as notes (入殓, 成服, 作牛栏).", section="杂用宜忌·按"),
)


def referenced_names() -> frozenset[str]:
    """Every god name used in good/bad and in the side tables."""
    names: set[str] = set()
    for activity in ACTIVITIES_003:
        names.update(activity.good)
        names.update(activity.bad)
    for exempt in ACTIVITY_EXEMPTIONS.values():
        names.update(n for n in exempt if n != "*")
    for pairs in GOOD_CANCELS_BAD.values():
        for good, bad in pairs:
            names.update((good, bad))
    return frozenset(names)
