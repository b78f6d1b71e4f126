"""五姓修宅: house repair by surname sound (协纪辨方书 卷三十五 附录, seed 003_50e88f566c4c21ff.txt L751–L789).

The table is copied as printed (考原, L767–L779); where the printed assignment departs from the stated
definitions the printed one is kept (the 按, L787, lists those departures). The text keeps the method
only because the 时宪书 prints it ("顾载在时宪书由来已久姑存其旧", L787) after 吕才's refutation
(L755–L765). The text gives no surname → sound table; the names cited in 吕才's critique (L759) are
offered as hints only.
"""

from almanac.core.calendar.ganzhi import BRANCHES, GanZhi
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

SECTION = "五姓修宅"
SOUNDS = "宫商角徵羽"
SOUND_ELEMENT = {"宫": "土", "商": "金", "角": "木", "徵": "火", "羽": "水"}  # L767
CATEGORIES = ("大通", "小通", "大墓", "小墓", "气绝", "白虎", "害财", "鬼贼")
GOOD_MONTH = frozenset({"大通", "小通"})  # "宜大通小通月" (L783)
BAD_MONTH = frozenset({"大墓", "小墓"})  # "不宜大墓小墓月" (L783)

CAVEAT = ("按：五姓修宅以五姓分五音，历代诸儒驳论不胜枚举，吕才其最著者；顾载在时宪书由来已久，姑存其旧"
          " (kept only because the official almanac prints it).")
SURNAME_HINTS = {"张": "商", "王": "商", "武": "羽", "庚": "羽", "柳": "宫", "赵": "角"}  # L759, cited as absurd
SURNAME_NOTE = ("The text gives no surname table; these six come from 吕才's critique (L759), which notes that"
                " some surnames belong to two sounds and compound surnames fit none.")

_B = {b: i for i, b in enumerate(BRANCHES)}


def _row(**by_branches: str) -> tuple[tuple[str, ...], ...]:
    row: list[tuple[str, ...]] = [()] * 12
    for cats, branches in by_branches.items():
        for b in branches:
            row[_B[b]] = tuple(cats.split("_"))
    assert all(row), "every branch needs a category"
    return tuple(row)


# Printed table, indexed by branch 子…亥; a cell may hold two categories ("气绝鬼贼").
TABLE: dict[str, tuple[tuple[str, ...], ...]] = {
    # L767–L771: 巳气绝 午白虎 申酉小通 辰大墓 戌小墓 丑未大通 亥子害财 寅卯鬼贼
    "宫": _row(气绝="巳", 白虎="午", 小通="申酉", 大墓="辰", 小墓="戌", 大通="丑未", 害财="亥子", 鬼贼="寅卯"),
    # L775: 寅气绝 卯白虎 丑大墓 未小墓 巳午鬼贼 申酉大通 辰戌亥子小通
    "商": _row(气绝="寅", 白虎="卯", 大墓="丑", 小墓="未", 鬼贼="巳午", 大通="申酉", 小通="辰戌亥子"),
    # L775: 申气绝鬼贼 酉白虎鬼贼 未大墓 丑小墓 辰戌害财 寅卯大通 巳午亥子小通
    "角": _row(气绝_鬼贼="申", 白虎_鬼贼="酉", 大墓="未", 小墓="丑", 害财="辰戌", 大通="寅卯", 小通="巳午亥子"),
    # L779: 亥气绝鬼贼 子白虎鬼贼 戌大墓 辰小墓 申酉害财 寅卯丑未小通 巳午大通
    "徵": _row(气绝_鬼贼="亥", 白虎_鬼贼="子", 大墓="戌", 小墓="辰", 害财="申酉", 小通="寅卯丑未", 大通="巳午"),
    # L779: 巳气绝 午白虎 丑未鬼贼 辰大墓 戌小墓 寅卯申酉小通 亥子大通
    "羽": _row(气绝="巳", 白虎="午", 鬼贼="丑未", 大墓="辰", 小墓="戌", 小通="寅卯申酉", 大通="亥子"),
}
ROW_LINES = {"宫": 767, "商": 775, "角": 775, "徵": 779, "羽": 779}
MONTH_SOURCE = Source(SEED_XIEJI_APPENDIX, SECTION, 783, "起月与年同")
CAVEAT_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 按", 787)
HINT_SOURCE = Source(SEED_XIEJI_APPENDIX, f"{SECTION} 吕才", 759)


def _branch(value: "int | str | GanZhi") -> int:
    if isinstance(value, GanZhi):
        return value.branch
    if isinstance(value, str):
        return _B[value[-1]]  # a branch, or a 干支 name
    return value % 12


def house_category(sound: str, *, year: "int | str | GanZhi | None" = None,
                   month: "int | str | GanZhi | None" = None) -> tuple[str, ...]:
    """The category (one or two names) of a year (岁支) or month (月建 branch) for a surname sound.

    `year`/`month` may be a branch index (子 = 0), a branch or 干支 name, or a GanZhi; only the branch
    counts. Exactly one of them must be given (months use the same row: "起月与年同", L783).
    """
    if sound == "征":
        sound = "徵"
    if sound not in TABLE:
        raise ValueError(f"unknown sound {sound!r}; expected one of {SOUNDS}")
    if (year is None) == (month is None):
        raise ValueError("give exactly one of year= or month=")
    return TABLE[sound][_branch(year if year is not None else month)]


def month_verdict(sound: str, month: "int | str | GanZhi") -> str | None:
    """'宜' for 大通/小通 months, '不宜' for 大墓/小墓 months, None where the text gives no ruling."""
    cats = set(house_category(sound, month=month))
    if cats & GOOD_MONTH:
        return "宜"
    if cats & BAD_MONTH:
        return "不宜"
    return None


def source_for(sound: str) -> Source:
    return Source(SEED_XIEJI_APPENDIX, f"{SECTION} 考原", ROW_LINES[sound])
