"""The reading choices the site made, told to a reader in the page's language.

The rule tables carry notes for developers (`Activity.note`, a god's `reading` name, a few English `meaning`s):
English, with finding codes and table names. Pages never show those. Here each is told for a reader, in
Chinese (simplified; traditional pages convert it) and in English. Seed codes written here (“001 L111”) become
the book and volume on the page (almanac.core.sources.cite_in_text).

tests/web/test_readings.py fails when an activity gets a developer note without a reader's text here.
"""

from almanac.core import api
from almanac.web.i18n import ENGLISH, SIMPLIFIED, TRADITIONAL, convert_term, normalize_language

# activity → (中文, English): what the site chose where the text is unclear, silent or cut.
ACTIVITY_READINGS: dict[str, tuple[str, str]] = {
    "祭祀": (
        "忌神「天狗」即满日所值之天狗（001 L111）；满日又值宜神「天巫」，书中未说二者孰重，本站照常按宜忌神权衡。"
        "「寅日」即百忌日「寅不祭祀」（001 L547）。",
        "The 天狗 on the 忌 list is the 天狗 of 满 days (001 L111); every 满 day also has 天巫, on the 宜 list, and "
        "the book does not say which prevails: the site weighs them like any other gods. 寅日 is the 百忌日 rule "
        "“寅不祭祀” (001 L547).",
    ),
    "祈福": (
        "宜神原文作「与祭祀同」，即取祭祀之宜神。忌神「月煞」摘要未立条，其义取《选择求真》（000 L511）。",
        "The 宜 list is printed “与祭祀同” (as for 祭祀): the 宜 gods of 祭祀 are used. 月煞 on the 忌 list has no "
        "entry of its own in the summary; its definition is taken from 000 L511.",
    ),
    "求嗣": ("忌神原文作「刑」，读作月刑。", "刑 on the 忌 list is read as 月刑."),
    "上官赴任": (
        "「临日」在此列为宜神，而其本条（001 L265）说「忌临民诉讼」；本站照此事之单取为宜。「五暮」即五墓。",
        "临日 is on the 宜 list here although its own entry (001 L265) says it is 忌 for 临民诉讼: the list is "
        "followed as printed. 五暮 is 五墓.",
    ),
    "嫁娶": (
        "「不将」即阴阳不将；「亥日」即百忌日「亥不嫁娶」（001 L547）。附录事类总集另有一份同名的嫁娶吉日，"
        "见「嫁娶（事类总集）」，两者并列，各自权衡。",
        "不将 is 阴阳不将; 亥日 is the 百忌日 rule “亥不嫁娶” (001 L547). The appendix's 事类总集 has another list "
        "under the same name, shown as 嫁娶（事类总集）: both are shown and weighed separately.",
    ),
    "兴造动土": (
        "标题原作「兴造动土（修造民）」。忌神「土符」原文重出，只计一次。「土王用事后」指土王用事之十八日。",
        "The heading is printed “兴造动土（修造民）”. 土符 is printed twice on the 忌 list and counted once. "
        "土王用事后 means the eighteen days of 土王用事.",
    ),
    "安葬": (
        "「鸣吠」即鸣犬日条（001 L261）所列十四日。「复日」按分配读法：正月甲、七月庚，二月乙、八月辛……",
        "鸣吠 is the fourteen days listed under 鸣犬日 (001 L261). 复日 is read distributively: 正月甲, 七月庚, "
        "二月乙, 八月辛 …",
    ),
    "起工架马": (
        "起工架马择日与竖造宅舍同（事类总集，003 L875）。架马之吉方、凶方（003 L983）是方位，不是日子，不入此处权衡。",
        "起工架马 takes its days as 竖造宅舍 does (事类总集, 003 L875). The good and bad directions for setting up "
        "the trestles (003 L983) are directions, not days, and are not weighed here.",
    ),
    "定磉扇架": (
        "原文「并诸吉神值日亦可通用」（003 L1047）：凡吉神值日亦可用，未指神名，无从逐一计入。事类总集（003 L811）"
        "说定磉只须吉多凶少，扇架更宽；又与竖造宅舍同（003 L875）。",
        "“并诸吉神值日亦可通用” (003 L1047): any day with a 吉 god on duty also serves — this names no god, so it "
        "is not weighed. 事类总集 (003 L811): 定磉 needs only more 吉 than 凶, 扇架 even less; its days are those "
        "of 竖造宅舍 (003 L875).",
    ),
    "修厨": (
        "只取逐月吉日表。修厨不同于修灶、作灶（彭祖百忌「丙不修灶」见本日彭祖百忌）。",
        "Only the monthly lists are used. 修厨 is not 修灶/作灶 (彭祖's “丙不修灶” is under the day's 彭祖百忌).",
    ),
    "造门": (
        "门光星（003 L1163–L1169、L1671）原文紧接造门，但未说忌何事，按语又辟之，故只列入辟谬，不作造门之忌。",
        "门光星 (003 L1163–L1169, L1671) follows 造门 in the text but names no activity, and the editors' note "
        "rejects it: it is listed among the rejected items, not as a 忌 for 造门.",
    ),
    "塑绘神像开光": (
        "时辰之旬中空亡、截路空亡亦忌（属时辰，001 L349、L539）。伏断、天地空亡、六壬空亡亦在忌列，"
        "但所据诸书无其定义，无从推算，未计。",
        "The hours 旬中空亡 and 截路空亡 are also 忌 (they belong to the hours: 001 L349, L539). 伏断, 天地空亡 and "
        "六壬空亡 are also on the 忌 list, but no base text defines them: they cannot be found and are not weighed.",
    ),
    "纳婿": (
        "原文「与嫁娶日同」：取事类总集之嫁娶宜忌（003 L903）。月忌日不计（据 003 L907 嫁娶之例推之）。",
        "“与嫁娶日同” (as for weddings): the wedding list of 事类总集 (003 L903) is used. 月忌日 does not count "
        "(inferred from 003 L907, said of weddings).",
    ),
    "作牛栏": (
        "篇末按语（003 L1667）：「牛栏马枋事本相同无须别择也」。事类总集（003 L819）：新宅未归火之前在宅内所作栏枋，"
        "不论年月方道。",
        "The closing note (003 L1667): “牛栏马枋事本相同无须别择也” — cattle pens and stables are one matter. "
        "事类总集 (003 L819): pens built inside a new compound before its hearth fire is brought in ignore the "
        "year's and month's directions.",
    ),
    "作生坟": (
        "原文（003 L1423）未分明哪句属生坟、哪句属合寿木（译文以前句属生坟）；事类总集（003 L891）开圹砌金井兼取"
        "旬空与纳音有气，故二者皆取。年月同葬事，须吉神盖照山向（003 L891）；印堂土堆只须吉日。本命诸神须知其人"
        "生年干支：为家人推算。",
        "003 L1423 does not say which clause belongs to 生坟 and which to 合寿木 (the translation gives the first to "
        "生坟); 事类总集 (003 L891) gives 开圹砌金井 both 旬空 and 纳音有气, so both are used. Year and month are "
        "chosen as for burials, with 吉 gods over the mountain and the facing (003 L891); 印堂土堆 needs only a good "
        "day. The 本命 gods need the person's birth-year pillar: they are found for household members.",
    ),
    "合寿木": (
        "宜「木建日」本身也是建日，故忌「建日」指其余建日。「本命纳音入墓日」出原文「忌入墓日」（003 L1423）。"
        "安寿木是方位之法：宜天德、月德、月空方，不宜三煞方（003 L1423），不在择日之内。",
        "The 木建日 on the 宜 list are themselves 建日, so the 建日 on the 忌 list means the other 建日. "
        "本命纳音入墓日 comes from “忌入墓日” (003 L1423). Placing the coffin (安寿木) is a matter of direction — "
        "天德, 月德 or 月空, not the 三煞 (003 L1423) — not of days.",
    ),
    "斩草": (
        "摘要说鸣吠对日「用之破土斩草也」（001 L261），附录斩草条未列，此处依附录。",
        "The summary says the 鸣吠对 days are “用之破土斩草也” (001 L261); the appendix's list for 斩草 does not have "
        "them, and the appendix is followed here.",
    ),
    "入棺": (
        "原文只列吉时（以天干名时），不论日子。按语（003 L1667）：「入殓成服各有礼制不问阴阳也」。",
        "The text lists only hours (named by stems), not days. The closing note (003 L1667): "
        "“入殓成服各有礼制不问阴阳也” — encoffining and mourning dress follow the rites, not yin and yang.",
    ),
    "入殓": (
        "原文只列吉时，不论日子。按语（003 L1667）：「入殓成服各有礼制不问阴阳也」。",
        "The text lists only hours, not days. The closing note (003 L1667): “入殓成服各有礼制不问阴阳也” — "
        "encoffining and mourning dress follow the rites, not yin and yang.",
    ),
    "成服": (
        "「重复建破日」读作重日、复日、建日、破日（依译文，003 L1545）。",
        "“重复建破日” is read as 重日, 复日, 建日 and 破日 (as the translation has it, 003 L1545).",
    ),
    "成造船只": (
        "吉日同竖造宅舍。火星、伏断亦在忌列，但所据诸书无其定义，未计。",
        "Its good days are those of 竖造宅舍. 火星 and 伏断 are also on the 忌 list, but no base text defines them: "
        "they are not weighed.",
    ),
    "盖船篷": ("「天火」即摘要之灾煞（001 L271）。", "天火 is another name of 灾煞 in the summary (001 L271)."),
    "新船下水": (
        "原文「与出行日同」。「触水龙」即摘要之八风（001 L247）。",
        "“与出行日同” (as for travel). 触水龙 is another name of 八风 in the summary (001 L247).",
    ),
    "嫁娶（事类总集）": (
        "此为事类总集所引通书之嫁娶吉日（原作「凡嫁娶吉日」），与摘要之「嫁娶」是两份同名的单子，故并列，各自权衡。"
        "「次吉」依摘要（001 L513）展开为天德合、月德合、天恩、天赦。原文「又日辰合吉虽无不将亦可用不必拘也」，"
        "故不必阴阳不将。月忌日不计（003 L907）。",
        "The wedding days of the 通书 as quoted by 事类总集 (printed “凡嫁娶吉日”). The summary's 嫁娶 is another "
        "list under the same name: both are shown and weighed separately. 次吉 is expanded as the summary does "
        "(001 L513): 天德合, 月德合, 天恩, 天赦. “又日辰合吉虽无不将亦可用不必拘也”: 阴阳不将 is not required. "
        "月忌日 does not count (003 L907).",
    ),
    "归火": (
        "在竖造之日归火：竖造之日不可值归忌或九丑（九丑所据诸书无定义，未计）。",
        "When the hearth fire is brought in on the building day, that day must not be 归忌 or 九丑 (no base text "
        "defines 九丑: it is not weighed).",
    ),
    "祀灶": (
        "译文（003 L713）多「或按旧例忌六癸日」一句，原文只有「择六癸日」；本站依原文，以六癸日为宜。",
        "The translation (003 L713) adds “或按旧例忌六癸日” (or, by old custom, avoid the 六癸 days); the original "
        "has only “择六癸日” (choose the 六癸 days), which the site follows.",
    ),
    "洗头": (
        "按语（003 L723）：「沐浴宜申酉亥子日不宜伏社日」已见宜忌卷（摘要无沐浴条）。原文未说宜、不宜相遇如何，"
        "本站推定：既宜又不宜之日不用。",
        "The editors' note (003 L723): “沐浴宜申酉亥子日不宜伏社日” is already in the volume of 宜忌 (the summary "
        "has no list for bathing). The text does not say how 宜 and 不宜 combine; the site takes a day that is both "
        "as not to be used.",
    ),
}
_LONG_STAR = (
    "此处只有附录之长星、短星所忌；此事完整的宜忌在正编各卷，不在本站所据诸书之内。",
    "Only the appendix's 长星/短星 taboo is here; the activity's full 宜/忌 lists are in the main volumes, which "
    "are not among the site's base texts.",
)
for _name in ("开市", "纳财", "立券交易", "裁衣"):
    ACTIVITY_READINGS[_name] = _LONG_STAR

# A god's reading name (DayGod.reading, also the JSON's) → how a reader is told which reading it is.
GOD_READINGS: dict[str, tuple[str, str]] = {
    "001: 四维 months have no day": ("依摘要原文：四维之月无日", "as the summary prints it: no day in the 四维 months"),
    "通书: 四维 as branches": ("依通书：四维作地支", "as the 通书: the 四维 read as branches"),
    "distributive": ("分配读法：正月甲、七月庚……", "read distributively: 正月甲, 七月庚 …"),
    "literal": ("逐字读法：每月两干皆取", "read literally: both stems in each month"),
    "001 as printed": ("依摘要原文", "as the summary prints it"),
    "F-17 pattern-corrected": ("依规律校正", "corrected to the pattern of the others"),
    "卷十一 corrected": ("依卷十一改正", "as corrected in vol. 11"),
    "F-21: 凶": ("读作凶神", "read as 凶"),
    "generated (default)": ("依法推算（默认）", "computed by the rule (the default)"),
    "通书 table (not in the seeds)": ("通书之表（所据诸书无）", "the 通书's table (not in the base texts)"),
}

# English `meaning`s of the 杂用宜忌 good-day lists.
_GOOD_DAYS = "the text's good days for this activity (杂用宜忌)"
GOD_MEANINGS: dict[str, tuple[str, str]] = {
    _GOOD_DAYS: ("杂用宜忌所列此事吉日", _GOOD_DAYS),
    f"{_GOOD_DAYS}, second rank": ("杂用宜忌所列此事吉日（次选）", f"{_GOOD_DAYS}, second rank"),
}


def _told(pair: tuple[str, str] | None, language: str | None, fallback: str = "") -> str:
    if pair is None:
        return fallback
    language = normalize_language(language)
    if language == ENGLISH:
        return api.cite_in_text(pair[1], ENGLISH)
    return convert_term(pair[0], TRADITIONAL if language == TRADITIONAL else SIMPLIFIED)


def activity_reading(name: str, language: str | None) -> str:
    """The reading choices the site made for an activity's lists ('' when there are none)."""
    return _told(ACTIVITY_READINGS.get(name), language)


def god_reading(reading: str, language: str | None) -> str:
    """A god's reading name for a reader ('依摘要原文'); a name that is already Chinese is only converted."""
    return _told(GOD_READINGS.get(reading), language, convert_term(reading, language))


def god_meaning(meaning: str, language: str | None) -> str:
    """A god's meaning for a reader (the seed's words, or the site's for the 杂用宜忌 good-day lists)."""
    return _told(GOD_MEANINGS.get(meaning), language, convert_term(meaning, language))
