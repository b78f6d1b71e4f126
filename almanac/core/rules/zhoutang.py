"""嫁娶周堂: the position of a lunar day on the wedding-hall ring, and whether a family can use it.

Source (003 = 协纪辨方书 卷三十五 附录, line numbers of the seed file in ../shared/seeds):
嫁娶周堂 (003 L727–L751, L911; digest §9): 大月 (30 days) count 初一 from 夫 forwards, 小月 (29) from 妇
backwards, round 夫 姑 堂 翁 第 灶 妇 厨 (the 周堂图's trigrams 离 坤 兑 乾 坎 艮 震 巽 in compass order; the
ring order is the digest's inference, agreeing with the almanacs); 第堂厨灶 usable, 翁/姑 usable when there
is no 翁/姑 (L739). The 按 (L749–L751) calls the positions meaningless (“岂得有吉凶生于其间耶… 第勿拘忌可耳”):
shown, not counted unless asked (`count_zhoutang=True` of almanac.core.personal.wedding_day), as the engine
does with 门光星. A 闰月 uses its own length (inference; the text never mentions 闰月).

(选择求真's 周堂 妨夫/妨妇 days, which it rejects, are a different rule: data/rejected_day_gods.py.)
"""

from dataclasses import dataclass

from almanac.core.calendar.lunar import day_name
from almanac.core.errors import PersonalInputError
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_APPENDIX, Source

SOURCES: dict[str, str] = {
    "zhoutang": str(Source(SEED_XIEJI_APPENDIX, "嫁娶周堂", 731, "L731–L743; 周堂图 L747")),
    "zhoutang_rejected": str(Source(SEED_XIEJI_APPENDIX, "嫁娶周堂 按", 751, "岂得有吉凶生于其间耶…第勿拘忌可耳")),
}

# What the texts say of the rule itself, shown beside every position (the day page, the day JSON).
JUDGEMENTS: tuple[tuple[str, Source], ...] = (
    ("按周堂图乾为翁坎为第艮为灶震为妇巽为厨离为夫坤为姑兑为堂……其所谓翁姑夫妇者各人所立之方向也",
     Source(SEED_XIEJI_APPENDIX, "嫁娶周堂 按", 747)),
    ("岂得有吉凶生于其间耶……因载在时宪书故存其旧第勿拘忌可耳",
     Source(SEED_XIEJI_APPENDIX, "嫁娶周堂 按", 751)),
    ("周堂即為不經", Source(SEED_QIUZHEN, "卷八 辨伪论 · 辩横天朱雀", 333)),
)
# Where the text is silent the site reads: a 闰月 is counted by its own length like any month (L731 speaks
# of 大月 and 小月 only).
LEAP_MONTH_READING = "闰月：书无明文，本站按闰月本身大小数"

# The ring in 顺 order (digest §9, inference from the 周堂图 L747: 离夫 坤姑 兑堂 乾翁 坎第 艮灶 震妇 巽厨).
ZHOUTANG_RING = ("夫", "姑", "堂", "翁", "第", "灶", "妇", "厨")
ZHOUTANG_TRIGRAM = {"夫": "离", "姑": "坤", "堂": "兑", "翁": "乾", "第": "坎", "灶": "艮", "妇": "震", "厨": "巽"}
ZHOUTANG_GOOD = frozenset("第堂厨灶")  # L735 “遇第堂厨灶日用之”


@dataclass(frozen=True, slots=True)
class ZhouTang:
    lunar_day: int
    month_length: int
    position: str  # 夫 姑 堂 翁 第 灶 妇 厨
    trigram: str
    usable: bool  # for this family (翁/姑 usable when that parent-in-law is not living)
    rule: str  # 可用 / 无翁者可用 / 无姑者可用 / 不用
    counted: bool  # False by default: the 按 says not to be bound by it
    text: str
    source: str = SOURCES["zhoutang"]

    @property
    def big_month(self) -> bool:
        return self.month_length == 30

    @property
    def note(self) -> str:
        """Why the position is not counted by default: the 按 (003 L751)."""
        return SOURCES["zhoutang_rejected"]


def zhoutang(lunar_day: int, month_length: int, *, weng_living: bool = True, gu_living: bool = True,
             counted: bool = False) -> ZhouTang:
    """The 嫁娶周堂 position of a lunar day: 大月 from 夫 forwards, 小月 from 妇 backwards (003 L731–L743)."""
    if not 1 <= lunar_day <= month_length or month_length not in (29, 30):
        raise PersonalInputError(f"lunar day {lunar_day} of a {month_length}-day month", msgid="农历日期有误")
    if month_length == 30:
        position = ZHOUTANG_RING[(lunar_day - 1) % 8]
    else:
        position = ZHOUTANG_RING[(ZHOUTANG_RING.index("妇") - (lunar_day - 1)) % 8]
    if position in ZHOUTANG_GOOD:
        rule, usable = "可用", True
    elif position == "翁":
        rule, usable = "无翁者可用", not weng_living
    elif position == "姑":
        rule, usable = "无姑者可用", not gu_living
    else:
        rule, usable = "不用", False
    size = "大月" if month_length == 30 else "小月"
    start = "从夫顺数" if month_length == 30 else "从妇逆数"
    text = f"{size}{start}，{day_name(lunar_day)}值{position}（{ZHOUTANG_TRIGRAM[position]}）：{rule}"
    return ZhouTang(lunar_day, month_length, position, ZHOUTANG_TRIGRAM[position], usable, rule, counted, text)


# The activities a couple's wedding day is judged for (周堂 is a rule of 嫁娶).
WEDDING_ACTIVITIES = ("嫁娶", "嫁娶（事类总集）", "纳婿")


__all__ = ["JUDGEMENTS", "LEAP_MONTH_READING", "SOURCES", "WEDDING_ACTIVITIES", "ZHOUTANG_GOOD", "ZHOUTANG_RING", "ZHOUTANG_TRIGRAM", "ZhouTang", "zhoutang"]
