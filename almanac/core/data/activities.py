"""The eleven activities of seed 001 《协纪辨方书摘要》 (L367–431) with their 宜 and 忌 gods.

`good`/`bad` name gods by their DAY_GODS names (almanac/core/data/day_gods.py); `printed_good`/`printed_bad`
keep each list exactly as printed (without the “宜：”/“忌：” label and the final 。). Each Activity's source line
is its 宜 line, its bad_source its 忌 line; the note gives both lines.

Normalisation of printed names to catalogue names (digest §3, checked against the seed):
  月建 → 建日 (L129/L105), 月破 → 破日 (L119), 刑 → 月刑 (求嗣, L383), 五暮 → 五墓 (L239 prints 五暮),
  不将 → 阴阳不将 (L135), 鸣吠 → 鸣吠 (heading L261 prints 鸣犬日), 天狗 (祭祀) → the 满日 天狗 (L111, it
  “忌祷祀鬼神”), 土王用事后 → 土王用事 (the period), 寅日/亥日 → the day-branch entries (百忌日 L547).
  兴造动土's 忌 prints 土符 twice (digest F-26); it is listed once.
"""

from almanac.core.rules.model import Activity
from almanac.core.sources import SEED_XIEJI_SUMMARY, Source


def _lines(section: str, good_line: int, bad_line: int) -> dict[str, Source]:
    """`source` (the 宜 line) and `bad_source` (the 忌 line) of an activity."""
    note = f"宜 L{good_line}; 忌 L{bad_line}"
    return {"source": Source(SEED_XIEJI_SUMMARY, section, good_line, note=note),
            "bad_source": Source(SEED_XIEJI_SUMMARY, section, bad_line, note=note)}


def _names(printed: str) -> tuple[str, ...]:
    return tuple(printed.split("、"))


_JISI_GOOD = "天德、月德、天德合、月德合、天赦、天恩、四相、时德、天巫、开日、普护、福生、圣心、益后、续世"

ACTIVITIES_001: tuple[Activity, ...] = (
    Activity(
        "祭祀",
        good=_names(_JISI_GOOD),
        bad=("天狗", "寅日"),
        **_lines("祭祀", 369, 371), group="祭祀祈福",
        printed_good=_JISI_GOOD, printed_bad="天狗、寅日",
        note="天狗 = the 满日 天狗 (L111), which shares every 满日 with 天巫 (宜) — the seed gives no arbitration "
        "(digest F-28, F-29). 寅日 = 百忌日 寅不祭祀 (L547).",
    ),
    Activity(
        "祈福",
        good=_names(_JISI_GOOD),
        bad=("建日", "破日", "平日", "收日", "劫煞", "灾煞", "月煞", "月刑", "月害", "月厌", "大时", "游祸", "天吏", "四废"),
        **_lines("祈福", 375, 377), group="祭祀祈福",
        printed_good="与祭祀同",
        printed_bad="月建、月破、平日、收日、劫煞、灾煞、月煞、月刑、月害、月厌、大时、游祸、天吏、四废",
        note="宜 printed “与祭祀同” = the 15 gods of 祭祀. 月煞 is not defined in seed 001 (seed 000 L511).",
    ),
    Activity(
        "求嗣",
        good=("天德", "月德", "天德合", "月德合", "天赦", "天愿", "月恩", "四相", "时德", "开日", "益后", "续世"),
        bad=("建日", "破日", "平日", "收日", "劫煞", "灾煞", "月煞", "月刑", "月害", "月厌", "大时", "游祸", "天吏", "四废"),
        **_lines("求嗣", 381, 383), group="祭祀祈福",
        printed_good="天德、月德、天德合、月德合、天赦、天愿、月恩、四相、时德、开日、益后、续世",
        printed_bad="月建、月破、平日、收日、劫煞、灾煞、月煞、刑、月害、月厌、大时、游祸、天吏、四废",
        note="刑 = 月刑.",
    ),
    Activity(
        "入学",
        good=("成日", "开日"),
        bad=(),
        **_lines("入学", 387, 389), group="仕进",
        printed_good="成日、开日", printed_bad="无",
    ),
    Activity(
        "上官赴任",
        good=("天德", "月德", "天德合", "月德合", "天赦", "天愿", "天恩", "四相", "时德", "王日", "官日", "守日", "相日",
              "临日", "建日", "吉期", "天喜", "开日"),
        bad=("破日", "平日", "收日", "满日", "闭日", "劫煞", "灾煞", "月煞", "月刑", "月厌", "大时", "天吏", "四废", "五墓",
             "往亡"),
        **_lines("上官赴任", 393, 395), group="仕进",
        printed_good="天德、月德、天德合、月德合、天赦、天愿、天恩、四相、时德、王日、官日、守日、相日、临日、建日、吉期、天喜、开日",
        printed_bad="月破、平日、收日、满日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、往亡",
        note="临日 is 宜 here although its definition (L265) says 忌临民诉讼 (digest F-27). 五暮 = 五墓.",
    ),
    Activity(
        "结婚姻",
        good=("天德", "天德合", "月德", "月德合", "天赦", "天愿", "月恩", "四相", "时德", "民日", "三合", "天喜", "六合",
              "五合"),
        bad=("建日", "破日", "平日", "收日", "满日", "闭日", "劫煞", "灾煞", "月煞", "月刑", "月害", "月厌", "大时", "天吏",
             "四废", "四忌", "四穷", "五墓", "五离", "八专"),
        **_lines("结婚姻", 399, 401), group="婚姻",
        printed_good="天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、民日、三合、天喜、六合、五合",
        printed_bad="月建、月破、平日、收日、满日、闭日、劫煞、灾煞、月煞、月刑、月害、月厌、大时、天吏、四废、四忌、四穷、五暮、五离、八专",
    ),
    Activity(
        "嫁娶",
        good=("天德", "天德合", "月德", "月德合", "天赦", "天愿", "三合", "天喜", "六合", "阴阳不将"),
        bad=("破日", "平日", "收日", "闭日", "劫煞", "灾煞", "月煞", "月刑", "月害", "月厌", "厌对", "大时", "天吏", "四废",
             "四忌", "四穷", "五墓", "往亡", "八专", "亥日"),
        **_lines("嫁娶", 405, 407), group="婚姻",
        printed_good="天德、天德合、月德、月德合、天赦、天愿、三合、天喜、六合、不将",
        printed_bad="月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月害、月厌、厌对、大时、天吏、四废、四忌、四穷、五暮、往亡、八专、亥日",
        note="不将 = 阴阳不将. 亥日 = 百忌日 亥不嫁娶 (L547).",
    ),
    Activity(
        "搬移",
        good=("天德", "天德合", "月德", "月德合", "天赦", "天愿", "月恩", "四相", "时德", "民日", "驿马", "天马", "成日",
              "开日"),
        bad=("破日", "平日", "收日", "闭日", "劫煞", "灾煞", "月煞", "月刑", "月厌", "大时", "天吏", "四废", "五墓", "归忌",
             "往亡"),
        **_lines("搬移", 411, 413), group="居住",
        printed_good="天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、民日、驿马、天马、成日、开日",
        printed_bad="月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、归忌、往亡",
    ),
    Activity(
        "兴造动土",
        good=("天德", "天德合", "月德", "月德合", "天赦", "天愿", "月恩", "四相", "时德", "三合", "开日"),
        bad=("建日", "土符", "破日", "平日", "收日", "闭日", "劫煞", "灾煞", "月煞", "月刑", "月厌", "大时", "天吏", "四废",
             "五墓", "地囊", "土王用事"),
        **_lines("兴造动土（修造民）", 417, 419), group="营造", aliases=("修造民",),
        printed_good="天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、三合、开日",
        printed_bad="月建、土符、月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、土符、地囊、土王用事后",
        note="Heading printed “兴造动土（修造民）”. 土符 is printed twice (digest F-26) and counted once. 土王用事后 = "
        "the 土王用事 period.",
    ),
    Activity(
        "竖柱上梁",
        good=("天德", "天德合", "月德", "月德合", "天赦", "天愿", "月恩", "四相", "时德", "三合", "开日"),
        bad=("建日", "破日", "平日", "收日", "闭日", "劫煞", "灾煞", "月煞", "月刑", "月厌", "大时", "天吏", "四废", "五墓"),
        **_lines("竖柱上梁", 423, 425), group="营造",
        printed_good="天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、三合、开日",
        printed_bad="月建、月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮",
    ),
    Activity(
        "安葬",
        good=("天德", "天德合", "月德", "月德合", "天赦", "天愿", "六合", "鸣吠"),
        bad=("建日", "破日", "平日", "收日", "劫煞", "灾煞", "月煞", "月刑", "月厌", "月害", "四废", "四忌", "四穷", "五墓",
             "复日", "重日"),
        **_lines("安葬", 429, 431), group="丧葬",
        printed_good="天德、天德合、月德、月德合、天赦、天愿、六合、鸣吠",
        printed_bad="月建、月破、平日、收日、劫煞、灾煞、月煞、月刑、月厌、月害、四废、四忌、四穷、五暮、复日、重日",
        note="鸣吠 = the 14-day list of L261 (heading 鸣犬日). 复日 uses its default (distributive) reading.",
    ),
)
