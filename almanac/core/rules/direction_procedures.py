"""The procedures the directional-god tables name (`Procedure(evaluator, args)` in data/directional_gods.py):
nine-palace flying and the combinations, each with the seed's rule; and 八节三奇.

Nine-palace flying (九宫飞宫, seed 002 ¶3–¶8 and seed 000 L683–L823). 顺飞 from the centre visits
5 → 6 → 7 → 8 → 9 → 1 → … → 4 (洛书 order; calendar.nine_palaces.FLY_ORDER); the item put in the centre is step 0
and the count goes on through the centre on the second lap (L685 “复数至中宫”). What is counted differs by god:
- branches, with the 月建 in the centre (飞天官符, 飞地官符, 飞大煞; 《通书》 禄马): `fly_branch`;
- the 60 甲子, with the month pillar in the centre (《宗镜》 真禄马贵人; 活天赦, 000 L675): `fly_pillar`;
- the ten stems, with the month pillar's stem in the centre (丙丁独火): `fly_stem`;
- one palace per month along a fixed run (小月建, 大月建, 月游火): nine_palaces.step.
A palace result covers the palace's three mountains (“每宫占三位”); 中宫 has none.

Each procedure takes the god and the Context and returns its placements; `PROCEDURES` maps the evaluator
names of the data to them. Functions named *_palace / *_positions give the bare positions (the tests check
them against the seeds' worked examples).
"""

from collections.abc import Callable
from dataclasses import replace
from functools import cache

from almanac.core.calendar.ganzhi import (
    BRANCHES,
    STEMS,
    GanZhi,
    ganzhi_from_name,
    month_branch,
    month_ganzhi,
    year_ganzhi,
)
from almanac.core.calendar.nine_palaces import (
    OPPOSITE_TRIGRAM,
    OUTER_FLY_ORDER,
    PALACE_BY_NAME,
    from_centre,
    opposite,
    palace_of_star,
    step,
    yuan,
)
from almanac.core.data.directional_gods import YUEYAN_MONTHS, DirectionalGod
from almanac.core.data.mountains import BRANCH_TRIGRAM, MOUNTAIN_NAMES, NAJIA_24, change_lines
from almanac.core.rules.direction_model import (
    BRANCH_PALACE,
    Context,
    Placement,
    mountain_placement,
    palace_placement,
    year_position,
)
from almanac.core.rules.model import BAD, GOOD
from almanac.core.rules.nine_stars import month_star, year_star

# --- nine-palace primitives ----------------------------------------------------------------------------

def fly_branch(centre_branch: int, target_branch: int) -> int:
    """The 月建 in the centre, branches counted forward: where `target_branch` lands (L685, L691)."""
    return from_centre((target_branch - centre_branch) % 12)


def fly_pillar(centre: GanZhi, target: GanZhi) -> int:
    """A pillar in the centre, the 60 甲子 counted forward (002 ¶1: “二月丁卯入中宫，顺数丙寅在坎一”)."""
    return from_centre((target.index - centre.index) % 60)


def fly_stem(centre_stem: int, target_stem: int) -> int:
    """The month stem in the centre, the ten stems counted forward (L823)."""
    return from_centre((target_stem - centre_stem) % 10)



# --- procedures -------------------------------------------------------------------------------------------

def _fly_branch_proc(god: DirectionalGod, ctx: Context) -> list[Placement]:
    target = BRANCHES.index(year_position(god.place.args[0], ctx.year))
    palace = fly_branch(month_branch(ctx.month), target)
    flags = ("还宫",) if palace == BRANCH_PALACE[BRANCHES[target]] else ()
    return [palace_placement(god, palace, flags=flags)]


def true_pillar(year: int, branch: int) -> GanZhi:
    """真禄马贵人: the 五虎遁 pillar of `branch` in `year` (002 ¶1: 乙丑年 禄卯 → 己卯, 马亥 → 丁亥)."""
    return month_ganzhi(year, (branch - 2) % 12 + 1)


def _fly_pillar_proc(god: DirectionalGod, ctx: Context) -> list[Placement]:
    target = true_pillar(ctx.year, BRANCHES.index(year_position(god.place.args[0], ctx.year)))
    palace = fly_pillar(ctx.month_gz, target)
    return [palace_placement(god, palace, label=f"{god.name}（{target.name}）")]


def _fly_stems_proc(god: DirectionalGod, ctx: Context) -> list[Placement]:
    by_palace: dict[int, str] = {}
    for stem in god.place.args:
        palace = fly_stem(ctx.month_gz.stem, STEMS.index(stem))
        by_palace[palace] = by_palace.get(palace, "") + stem
    fires = ctx.extra.get("fires", {})
    placements = []
    for palace, stems in by_palace.items():
        flags = tuple(f"会{name}" for name, p in fires.items() if p == palace)
        placements.append(palace_placement(god, palace, label=f"{god.name}（{stems}）", flags=flags))
    return placements


def xiao_yuejian_palace(year: int, month: int) -> int:
    """小月建: 阳年 正月 中五, 阴年 正月 离九, 顺飞 one palace a month (L1079)."""
    start = 5 if year_ganzhi(year).branch % 2 == 0 else 9
    return step(start, month - 1)


def da_yuejian_palace(year: int, month: int) -> int:
    """大月建 (《元经》, L1091): 子午卯酉年 正月 艮八, 辰戌丑未年 中五, 寅申巳亥年 坤二, 逐月逆转 = the month star."""
    return month_star(year, month)


def _xiao_yuejian(god: DirectionalGod, ctx: Context) -> list[Placement]:
    palace = xiao_yuejian_palace(ctx.year, ctx.month)
    return [palace_placement(god, palace, flags=("入中宫",) if palace == 5 else ())]


def _huanwei(palace: int, month: int) -> bool:
    return palace == BRANCH_PALACE[BRANCHES[month_branch(month)]]


def _da_yuejian(god: DirectionalGod, ctx: Context) -> list[Placement]:
    palace = da_yuejian_palace(ctx.year, ctx.month)
    flags = tuple(f for f, on in (("还位", _huanwei(palace, ctx.month)), ("入中宫", palace == 5)) if on)
    return [palace_placement(god, palace, flags=flags)]


def _da_yuejian_zongjing(god: DirectionalGod, ctx: Context) -> list[Placement]:
    start = {0: 8, 6: 8, 3: 8, 9: 8, 1: 5, 4: 5, 7: 5, 2: 2, 5: 2, 8: 2}[ctx.stem]  # 甲庚丁癸 / 乙戊辛 / 丙己壬
    return [palace_placement(god, step(start, -(ctx.month - 1)))]


def _month_taisui_star(god: DirectionalGod, ctx: Context) -> list[Placement]:
    return [palace_placement(god, palace_of_star(year_star(ctx.year), month_star(ctx.year, ctx.month)))]


def yueyou_huo_palace(year: int, month: int) -> int:
    """月游火 (002 ¶8 L17): 正月 at the palace of 太岁前一辰, then one palace a month 顺行."""
    ahead = BRANCHES[(year_ganzhi(year).branch + 1) % 12]
    return step(BRANCH_PALACE[ahead], month - 1)


def _yueyou_huo(god: DirectionalGod, ctx: Context) -> list[Placement]:
    return [palace_placement(god, yueyou_huo_palace(ctx.year, ctx.month))]


def huo_tianshe_palace(year: int, month: int, pillars: tuple[str, ...]) -> tuple[str, int]:
    """活天赦 (000 L675, 《宗镜》's 古课; the reading of the data's note): the season's 天赦 pillar (`pillars`:
    春, 夏, 秋, 冬) flown with the month pillar in the centre. 丙子年 四月 (癸巳): 甲午 → 乾六, “四月活天赦到亥”."""
    pillar = pillars[(month - 1) // 3]
    return pillar, fly_pillar(month_ganzhi(year, month), ganzhi_from_name(pillar))


def _huo_tianshe(god: DirectionalGod, ctx: Context) -> list[Placement]:
    pillar, palace = huo_tianshe_palace(ctx.year, ctx.month, god.place.args)
    return [palace_placement(god, palace, label=f"活天赦（{pillar}）")]


def yueyan_weight(month: int) -> tuple[str, str, str]:
    """(grade, veto, the 利用's words) of 月厌 as a direction in solar month `month` (000 L1155)."""
    branch = BRANCHES[month_branch(month)]
    return next((grade, veto, words) for branches, grade, veto, words in YUEYAN_MONTHS if branch in branches)


def yueyan_flags(month: int, position: str) -> tuple[str, ...]:
    """What the 利用 (L1155) says 月厌 meets in this month: 建 or 破 (子午卯酉), 次之 (巳亥), 月三合, 生气."""
    jian = month_branch(month)
    if BRANCHES[jian] in "子午卯酉":
        return ("与月建同方",) if BRANCHES.index(position) == jian else ("与月破同方",)
    if BRANCHES[jian] in "巳亥":
        return ("巳亥月次之",)
    return ("月三合",) if BRANCHES[jian] in "寅申辰戌" else ("生气",)


@cache
def _weighed(god: DirectionalGod, grade: str, veto: str, words: str) -> DirectionalGod:
    """The god as its month weighs it (one object per weight, so placements compare equal)."""
    return replace(god, grade=grade, veto=veto, veto_reason=words if veto else "")


def _yueyan(god: DirectionalGod, ctx: Context) -> list[Placement]:
    """月厌 on the printed row's mountain (L1147), with its month's grade and veto (L1155)."""
    position = god.place.args[ctx.month - 1]
    return [mountain_placement(_weighed(god, *yueyan_weight(ctx.month)), position,
                               flags=yueyan_flags(ctx.month, position))]


# 大将军还位定局 (000 L909): 占卯惟十月…占午惟正月…占酉惟六月…占子惟六月.
DAJIANGJUN_HUANWEI = {"卯": 10, "午": 1, "酉": 6, "子": 6}


def _dajiangjun_huanwei(god: DirectionalGod, ctx: Context) -> list[Placement]:
    position = year_position("大将军", ctx.year)
    if DAJIANGJUN_HUANWEI[position] != ctx.month:
        return []
    return [mountain_placement(god, position, flags=("还位",))]


def _qunchou(god: DirectionalGod, ctx: Context) -> list[Placement]:
    """群丑: 大将军 on the same mountain as 太阴 (四孟 years), 大煞 (打头火), 岁刑 or 岁厌 (001 L71; 000 L901)."""
    general = year_position("大将军", ctx.year)
    met = tuple(name for name in ("太阴", "大煞", "岁刑", "岁厌") if year_position(name, ctx.year) == general)
    return [mountain_placement(god, general, flags=tuple(f"会{n}" for n in met))] if met else []


# 盖山黄道 (002 ¶2 L5): 本宫 = the trigram opposite the year branch's; 贪狼 黄罗, 巨门 天皇, 文曲 紫檀, 武曲 地皇.
# Which lines each star changes (0 bottom, 1 middle, 2 top) reproduces the text's 子年 example and 独火:
# 贪 top, 巨 top+middle, 文 top+bottom, 武 middle+bottom, 廉贞 bottom (= 独火), 破军 middle (= 浮天空亡's 中爻变).
GAISHAN_STARS = (("黄罗", "贪狼", (2,)), ("天皇", "巨门", (2, 1)), ("紫檀", "文曲", (2, 0)), ("地皇", "武曲", (1, 0)))


def gaishan_base(branch: str) -> str:
    return OPPOSITE_TRIGRAM[BRANCH_TRIGRAM[branch]]


def _gaishan_huangdao(god: DirectionalGod, ctx: Context) -> list[Placement]:
    base = gaishan_base(BRANCHES[ctx.branch])
    return [
        mountain_placement(god, NAJIA_24[change_lines(base, *lines)], label=f"{god.name}·{name}")
        for name, _star, lines in GAISHAN_STARS
    ]


def dufire_trigram(branch: str) -> str:
    """年独火 by 《义例》 (L815): 本宫 (对宫) with its bottom line changed (廉贞)."""
    return change_lines(gaishan_base(branch), 0)


# 尊帝二星 (rejected; L59–L61). Flying skips the centre: 乾6 兑7 艮8 离9 坎1 坤2 震3 巽4 (OUTER_FLY_ORDER).
ZUN_MONTH_YANG = "艮离坎坤震巽乾兑艮离坎坤"  # 甲己丁壬戊癸 阳年, 正月 … 十二月 (L61)
ZUN_MONTH_YIN = "震巽乾兑艮离坎坤震巽乾兑"  # 乙庚丙辛 阴年
_ZUN_YANG_STEMS = "甲己丁壬戊癸"


def zun_star_year_palace(year: int) -> int:
    shift = 4 if yuan(year) == 1 else 0  # 中元甲子 起坎一; 上元下元甲子 起乾六
    return OUTER_FLY_ORDER[(shift + year_ganzhi(year).index) % 8]


def zun_star_month_palace(year: int, month: int) -> int:
    table = ZUN_MONTH_YANG if STEMS[year_ganzhi(year).stem] in _ZUN_YANG_STEMS else ZUN_MONTH_YIN
    return PALACE_BY_NAME[table[month - 1]].number


def _zun_year(god, ctx):
    return [palace_placement(god, zun_star_year_palace(ctx.year))]


def _di_year(god, ctx):
    return [palace_placement(god, opposite(zun_star_year_palace(ctx.year)))]


def _zun_month(god, ctx):
    return [palace_placement(god, zun_star_month_palace(ctx.year, ctx.month))]


def _di_month(god, ctx):
    return [palace_placement(god, opposite(zun_star_month_palace(ctx.year, ctx.month)))]


def luotian_jin_year_palace(year: int) -> int:
    """罗天大进 (rejected, L197): 甲子岁起兑七，顺行九宫, continuously through the 60 years."""
    return step(7, year_ganzhi(year).index)


# 罗天大进 month (L195): from the month whose 建 is 太岁 + 3 (问四), placed on 巽, then 中, 天 ×3, 乾 兑 艮 离 坎 坤 震.
_LUOTIAN_JIN_RUN = (4, 5, None, None, None, 6, 7, 8, 9, 1, 2, 3)
# 罗天大退 month (L217): from the month whose 建 is 太岁 + 4 (问五), on 巽, 逆行 震 坤 坎 离 艮 兑 乾 中, then 天 ×3.
_LUOTIAN_TUI_RUN = (4, 3, 2, 1, 9, 8, 7, 6, 5, None, None, None)


def _luotian_month(run: tuple, ahead: int, year: int, month: int) -> int | None:
    first = (year_ganzhi(year).branch + ahead - 2) % 12 + 1  # the month whose 建 is 太岁 + ahead
    return run[(month - first) % 12]


def luotian_jin_month_palace(year: int, month: int) -> int | None:
    return _luotian_month(_LUOTIAN_JIN_RUN, 3, year, month)


def luotian_tui_month_palace(year: int, month: int) -> int | None:
    return _luotian_month(_LUOTIAN_TUI_RUN, 4, year, month)


def _in_heaven(god: DirectionalGod) -> list[Placement]:
    return [Placement(god, god.name, god.kind, (), None, "在天", ("在天",))]


def _luotian_jin_year(god, ctx):
    return [palace_placement(god, luotian_jin_year_palace(ctx.year))]


def _luotian_jin_month(god, ctx):
    palace = luotian_jin_month_palace(ctx.year, ctx.month)
    return _in_heaven(god) if palace is None else [palace_placement(god, palace)]


def _luotian_tui_month(god, ctx):
    palace = luotian_tui_month_palace(ctx.year, ctx.month)
    return _in_heaven(god) if palace is None else [palace_placement(god, palace)]


# 巡山二十四神煞 (rejected, L147): from the mountain after 太岁, clockwise; 吉/凶 as the text marks them.
XUNSHAN_24 = (
    ("巡山罗喉", BAD), ("暗曜", BAD), ("土宿", BAD), ("瘟星", BAD), ("水星", GOOD), ("财宝", GOOD), ("金星", BAD),
    ("血光", BAD), ("太阳", GOOD), ("吉星", GOOD), ("火星", BAD), ("炎曜", BAD), ("紫气", GOOD), ("荣光", GOOD),
    ("计都", BAD), ("刀兵", BAD), ("木星", GOOD), ("旺田", GOOD), ("太鬼煞", BAD), ("伤亡", BAD), ("太阴", GOOD),
    ("吉庆", GOOD), ("镊提", BAD), ("旺蚕", GOOD),
)


def xunshan_24(year: int) -> list[tuple[str, str, str]]:
    """(name, kind, mountain) for the 24 巡山 names of `year` (the first, 巡山罗喉, is the kept god)."""
    start = 2 * year_ganzhi(year).branch + 1
    return [(name, kind, MOUNTAIN_NAMES[(start + k) % 24]) for k, (name, kind) in enumerate(XUNSHAN_24)]


def _xunshan_24(god, ctx):
    return [
        mountain_placement(god, m, label=f"{god.name}·{name}", kind=kind)
        for name, kind, m in xunshan_24(ctx.year)[1:]
    ]


# 走马六壬 (rejected, L103–L105): 十二将 in order from 天罡; 子年 天罡加辰, 每年退行一位.
LIUREN_GENERALS = ("天罡", "太乙", "胜光", "小吉", "传送", "从魁", "河魁", "登明", "神后", "大吉", "功曹", "太冲")
LIUREN_GOOD = ("神后", "胜光", "功曹", "传送", "天罡", "河魁")


def liuren_positions(year: int) -> dict[str, str]:
    """General → the branch it sits on in `year`."""
    tiangang = (4 - year_ganzhi(year).branch) % 12
    return {name: BRANCHES[(tiangang + k) % 12] for k, name in enumerate(LIUREN_GENERALS)}


def _liuren_tiangang(god, ctx):
    positions = liuren_positions(ctx.year)
    return [mountain_placement(god, positions[name], label=f"{god.name}·{name}") for name in LIUREN_GOOD]


PROCEDURES: dict[str, Callable[[DirectionalGod, Context], list[Placement]]] = {
    "fly_branch": _fly_branch_proc,
    "fly_pillar": _fly_pillar_proc,
    "fly_stems": _fly_stems_proc,
    "xiao_yuejian": _xiao_yuejian,
    "da_yuejian": _da_yuejian,
    "da_yuejian_zongjing": _da_yuejian_zongjing,
    "month_taisui_star": _month_taisui_star,
    "yueyou_huo": _yueyou_huo,
    "dajiangjun_huanwei": _dajiangjun_huanwei,
    "qunchou": _qunchou,
    "gaishan_huangdao": _gaishan_huangdao,
    "zun_star_year": _zun_year,
    "di_star_year": _di_year,
    "zun_star_month": _zun_month,
    "di_star_month": _di_month,
    "luotian_jin_year": _luotian_jin_year,
    "luotian_jin_month": _luotian_jin_month,
    "luotian_tui_month": _luotian_tui_month,
    "xunshan_24": _xunshan_24,
    "liuren_tiangang": _liuren_tiangang,
    "yueyan": _yueyan,
    "huo_tianshe": _huo_tianshe,
}



# --- eight-node three wonders (八节三奇, 002 ¶4) ---------------------------------------------------------------

# 八节 → (局 palace, 顺 +1 / 逆 −1): 冬至坎一, 立春艮八, 春分震三, 立夏巽四 阳遁顺; 夏至离九, 立秋坤二, 秋分兑七, 立冬乾六 阴遁逆.
EIGHT_NODES = {
    "冬至": (1, 1), "立春": (8, 1), "春分": (3, 1), "立夏": (4, 1),
    "夏至": (9, -1), "立秋": (2, -1), "秋分": (7, -1), "立冬": (6, -1),
}


def eight_node_wonders(year: int, node: str) -> dict[str, int]:
    """八节三奇 (《选择宗镜》, 002 ¶4 L9): palaces of 乙, 丙, 丁 for the year in the 节 `node`.

    甲子 on the 节's palace, fly (顺/逆) to the year pillar; on that palace start the year's 五虎遁 正月 pillar
    and fly on the same way; the first 乙 after it, and the 丙, 丁 that follow, give the three wonders.
    """
    start, sign = EIGHT_NODES[node]
    gz = year_ganzhi(year)
    tai_sui_palace = step(start, sign * gz.index)
    first = month_ganzhi(year, 1)
    offset = next(k for k in range(1, 11) if (first + k).stem == STEMS.index("乙"))
    return {STEMS[(first + offset + j).stem]: step(tai_sui_palace, sign * (offset + j)) for j in range(3)}

