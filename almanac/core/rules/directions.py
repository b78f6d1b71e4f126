"""Directional gods of a year and a month on the 24 mountains, the nine stars, and a verdict for a mountain.

Everything here evaluates the tables of almanac/core/data/directional_gods.py (which say where each god is and
where the seeds say so) and implements the procedures those tables name. Inputs are the 立春 year (1900–2099:
1900 is the 立春 year of January 1901) and the 节气 month 1 (寅月, from 立春) … 12 (丑月, from 小寒); use
calendar.pillars.solar_month_of_day to get both for a date.

Nine-palace flying (九宫飞宫, seed 002 ¶3–¶8 and seed 000 L683–L823). 顺飞 from the centre visits
5 → 6 → 7 → 8 → 9 → 1 → … → 4 (洛书 order; calendar.nine_palaces.FLY_ORDER); the item put in the centre is step 0 and the
count goes on through the centre on the second lap (L685 “复数至中宫”). What is counted differs by god:
- branches, with the 月建 in the centre (飞天官符, 飞地官符, 飞大煞; 《通书》 禄马): `_fly_branch`;
- the 60 甲子, with the month pillar in the centre (《宗镜》 真禄马贵人): `_fly_pillar`;
- the ten stems, with the month pillar's stem in the centre (丙丁独火): `_fly_stem`;
- one palace per month along a fixed run (小月建, 大月建, 月游火): `_fly`.
A palace result covers the palace's three mountains (“每宫占三位”); 中宫 has none.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from almanac.core.calendar.ganzhi import BRANCHES, STEMS, GanZhi, month_branch, month_ganzhi, year_ganzhi
from almanac.core.data import directional_gods as data
from almanac.core.data.directional_gods import (
    MONTH,
    MONTH_KEY,
    MONTH_STEM,
    PALACE_UNIT,
    YEAR,
    YEAR_BRANCH,
    YEAR_STEM,
    DirectionalGod,
    Procedure,
    Table,
)
from almanac.core.calendar.nine_palaces import (
    OPPOSITE_TRIGRAM,
    OUTER_FLY_ORDER,
    PALACE_BY_NAME,
    PALACE_GRID,
    PALACES,
    STAR_NAMES,
    YUAN_NAMES,
    from_centre,
    opposite,
    palace_of_star,
    star_at,
    step,
    yuan,
)
from almanac.core.data.mountains import (
    BRANCH_TRIGRAM,
    MOUNTAIN_BY_NAME,
    MOUNTAIN_NAMES,
    MOUNTAINS,
    NAJIA_24,
    change_lines,
    mountain,
)
from almanac.core.errors import AlmanacInputError, OutOfRange
from almanac.core.rules import house_spirits
from almanac.core.rules.model import BAD, GOOD
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_JUAN8, Source

FIRST_YEAR, LAST_YEAR = 1900, 2099

# The palace of each branch's own mountain (还宫/还位: seed 000 L697–L713, L1105).
BRANCH_PALACE = {b: PALACE_BY_NAME[t].number for b, t in BRANCH_TRIGRAM.items()}


def check_year(year: int) -> int:
    if not isinstance(year, int) or not FIRST_YEAR <= year <= LAST_YEAR:
        raise OutOfRange(
            f"year {year} is outside the supported range {FIRST_YEAR}–{LAST_YEAR} (立春 years)",
            msgid="%(value)s 年超出支持范围 %(range)s", value=year, range=f"{FIRST_YEAR}–{LAST_YEAR}",
        )
    return year


def check_month_number(month: int) -> int:
    if not isinstance(month, int) or not 1 <= month <= 12:
        raise AlmanacInputError(
            f"month {month} is not a solar-term month (1 = 寅月 … 12 = 丑月)",
            msgid="%(value)s 不是节气月（1 = 寅月 … 12 = 丑月）", value=month,
        )
    return month


# --- nine-palace primitives ----------------------------------------------------------------------------

def _fly_branch(centre_branch: int, target_branch: int) -> int:
    """The 月建 in the centre, branches counted forward: where `target_branch` lands (L685, L691)."""
    return from_centre((target_branch - centre_branch) % 12)


def _fly_pillar(centre: GanZhi, target: GanZhi) -> int:
    """A pillar in the centre, the 60 甲子 counted forward (002 ¶1: “二月丁卯入中宫，顺数丙寅在坎一”)."""
    return from_centre((target.index - centre.index) % 60)


def _fly_stem(centre_stem: int, target_stem: int) -> int:
    """The month stem in the centre, the ten stems counted forward (L823)."""
    return from_centre((target_stem - centre_stem) % 10)


# --- nine stars (三元九星) --------------------------------------------------------------------------------

_YUAN_FIRST_STAR = (1, 4, 7)  # 上元甲子一白，中元甲子四绿，下元甲子七赤 (002 ¶3 L7; 000 L1089)
_MONTH_FIRST_STAR = {0: 8, 1: 5, 2: 2}  # 子午卯酉 八白, 辰戌丑未 五黄, 寅申巳亥 二黑 (002 ¶3 L7), by branch % 3


def year_star(year: int) -> int:
    """Star in the centre for the year: the 元's 甲子 star, one back per year (“每年逆转”, 002 ¶3)."""
    return step(_YUAN_FIRST_STAR[yuan(year)], -year_ganzhi(year).index)


def month_star(year: int, month: int) -> int:
    """Star in the centre for the month: 正月 by the year branch, one back per month (“每月逆转”, 002 ¶3)."""
    return step(_MONTH_FIRST_STAR[year_ganzhi(year).branch % 3], -(month - 1))


NINE_STARS_SOURCE = Source(SEED_XIEJI_JUAN8, "¶3 三元九星", 7, "¶4 L9 月九星按语")


def nine_stars(year: int, month: int | None = None) -> dict:
    """The 紫白 stars: the centre star of the year (or of the month if given) and the grid palace → star.

    Returns {"year", "month", "scope", "centre": n, "centre_name", "yuan" (year scope), "palaces":
    {palace number: star number}, "grid": [[{"palace", "trigram", "star", "name"} × 3] × 3] (south on top)}.
    """
    check_year(year)
    if month is None:
        centre, scope = year_star(year), YEAR
    else:
        centre, scope = month_star(year, check_month_number(month)), MONTH
    palaces = {p: star_at(p, centre) for p in range(1, 10)}
    result = {
        "year": year, "month": month, "scope": scope, "centre": centre, "centre_name": STAR_NAMES[centre],
        "palaces": palaces,
        "grid": [
            [{"palace": p, "trigram": PALACES[p].name, "star": palaces[p], "name": STAR_NAMES[palaces[p]]} for p in row]
            for row in PALACE_GRID
        ],
        "source": NINE_STARS_SOURCE.as_dict(),
    }
    if month is None:
        result["yuan"] = YUAN_NAMES[yuan(year)]
    return result


# --- placements -------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Placement:
    """Where one god stands in a year (or month).

    mountains: the mountain names it occupies (a palace result: the palace's three mountains; 中宫: none).
    palace: the 九宫 number when the rule yields a palace, else None.
    label: the name to show (the god's name, or a sub-name such as 巡山二十四神煞·暗曜, 飞天禄（癸巳）).
    unplaced: why it has no direction this time (戊/己 are not mountains, 在天), else "".
    flags: conditions the text singles out: 还宫, 还位, 会年独火, 会飞大煞, 入中宫, 与太岁同宫 ….
    """

    god: DirectionalGod
    label: str
    kind: str
    mountains: tuple[str, ...] = ()
    palace: int | None = None
    unplaced: str = ""
    flags: tuple[str, ...] = ()

    @property
    def scope(self) -> str:
        return self.god.scope

    @property
    def rejected(self) -> str:
        return self.god.rejected

    @property
    def counted(self) -> bool:
        """Counted in verdicts: a real god, the default reading, and (丙丁独火) only where it meets another fire."""
        if self.god.rejected or not self.god.default:
            return False
        if self.god.name == "丙丁独火":
            return any(f.startswith("会") for f in self.flags)
        return True

    def as_dict(self) -> dict:
        g = self.god
        data_ = {
            "key": g.key, "name": self.label, "god": g.name, "kind": self.kind, "scope": g.scope,
            "mountains": list(self.mountains), "source": g.source.as_dict(), "counted": self.counted,
        }
        if self.palace is not None:
            data_["palace"] = self.palace
            data_["palace_name"] = PALACES[self.palace].name
        for name in ("grade", "avoid", "veto", "veto_reason", "good_for", "reading", "rejected", "correction", "note",
                     "group"):
            value = getattr(g, name)
            if value:
                data_[name] = value
        if not g.default:
            data_["default"] = False
        if self.unplaced:
            data_["unplaced"] = self.unplaced
        if self.flags:
            data_["flags"] = list(self.flags)
        return data_


@dataclass(frozen=True)
class _Context:
    year: int
    gz: GanZhi
    month: int | None = None
    month_gz: GanZhi | None = None
    extra: dict = field(default_factory=dict)

    @property
    def stem(self) -> int:
        return self.gz.stem

    @property
    def branch(self) -> int:
        return self.gz.branch


def _cell(table: Table, ctx: _Context) -> str:
    if table.key == YEAR_BRANCH:
        return table.values[ctx.branch]
    if table.key == YEAR_STEM:
        return table.values[ctx.stem]
    if table.key == MONTH_KEY:
        return table.values[ctx.month - 1]
    if table.key == MONTH_STEM:
        return table.values[ctx.month_gz.stem]
    raise ValueError(table.key)


def _palace_placement(god: DirectionalGod, palace: int, label: str = "", kind: str = "",
                      flags: tuple[str, ...] = ()) -> Placement:
    return Placement(god, label or god.name, kind or god.kind, PALACES[palace].mountains, palace, "", flags)


def _mountain_placement(god: DirectionalGod, names: str | tuple[str, ...], label: str = "", kind: str = "",
                        flags: tuple[str, ...] = ()) -> Placement:
    on = tuple(sorted((n for n in names if n in MOUNTAIN_BY_NAME), key=MOUNTAIN_NAMES.index))
    off = "".join(n for n in names if n not in MOUNTAIN_BY_NAME)
    unplaced = f"{off}：二十四山无戊己 (002 ¶6 L13)" if off else ""
    return Placement(god, label or god.name, kind or god.kind, on, None, unplaced, flags)


def _evaluate_table(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    value = _cell(god.place, ctx)
    if not value:
        return []
    if god.place.unit == PALACE_UNIT:
        return [_palace_placement(god, 5 if t == "中" else PALACE_BY_NAME[t].number) for t in value]
    return [_mountain_placement(god, value)]


def year_position(key: str, year: int) -> str:
    """The cell of a year god's table for `year` (e.g. year_position("天官符", 2026) == "巳")."""
    god = data.god(key)
    return _cell(god.place, _Context(year, year_ganzhi(year)))


# --- procedures -------------------------------------------------------------------------------------------

def _fly_branch_proc(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    target = BRANCHES.index(year_position(god.place.args[0], ctx.year))
    palace = _fly_branch(month_branch(ctx.month), target)
    flags = ("还宫",) if palace == BRANCH_PALACE[BRANCHES[target]] else ()
    return [_palace_placement(god, palace, flags=flags)]


def true_pillar(year: int, branch: int) -> GanZhi:
    """真禄马贵人: the 五虎遁 pillar of `branch` in `year` (002 ¶1: 乙丑年 禄卯 → 己卯, 马亥 → 丁亥)."""
    return month_ganzhi(year, (branch - 2) % 12 + 1)


def _fly_pillar_proc(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    target = true_pillar(ctx.year, BRANCHES.index(year_position(god.place.args[0], ctx.year)))
    palace = _fly_pillar(ctx.month_gz, target)
    return [_palace_placement(god, palace, label=f"{god.name}（{target.name}）")]


def _fly_stems_proc(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    by_palace: dict[int, str] = {}
    for stem in god.place.args:
        palace = _fly_stem(ctx.month_gz.stem, STEMS.index(stem))
        by_palace[palace] = by_palace.get(palace, "") + stem
    fires = ctx.extra.get("fires", {})
    placements = []
    for palace, stems in by_palace.items():
        flags = tuple(f"会{name}" for name, p in fires.items() if p == palace)
        placements.append(_palace_placement(god, palace, label=f"{god.name}（{stems}）", flags=flags))
    return placements


def xiao_yuejian_palace(year: int, month: int) -> int:
    """小月建: 阳年 正月 中五, 阴年 正月 离九, 顺飞 one palace a month (L1079)."""
    start = 5 if year_ganzhi(year).branch % 2 == 0 else 9
    return step(start, month - 1)


def da_yuejian_palace(year: int, month: int) -> int:
    """大月建 (《元经》, L1091): 子午卯酉年 正月 艮八, 辰戌丑未年 中五, 寅申巳亥年 坤二, 逐月逆转 = the month star."""
    return month_star(year, month)


def _xiao_yuejian(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    palace = xiao_yuejian_palace(ctx.year, ctx.month)
    return [_palace_placement(god, palace, flags=("入中宫",) if palace == 5 else ())]


def _huanwei(palace: int, month: int) -> bool:
    return palace == BRANCH_PALACE[BRANCHES[month_branch(month)]]


def _da_yuejian(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    palace = da_yuejian_palace(ctx.year, ctx.month)
    flags = tuple(f for f, on in (("还位", _huanwei(palace, ctx.month)), ("入中宫", palace == 5)) if on)
    return [_palace_placement(god, palace, flags=flags)]


def _da_yuejian_zongjing(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    start = {0: 8, 6: 8, 3: 8, 9: 8, 1: 5, 4: 5, 7: 5, 2: 2, 5: 2, 8: 2}[ctx.stem]  # 甲庚丁癸 / 乙戊辛 / 丙己壬
    return [_palace_placement(god, step(start, -(ctx.month - 1)))]


def _month_taisui_star(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    return [_palace_placement(god, palace_of_star(year_star(ctx.year), month_star(ctx.year, ctx.month)))]


def yueyou_huo_palace(year: int, month: int) -> int:
    """月游火 (002 ¶8 L17): 正月 at the palace of 太岁前一辰, then one palace a month 顺行."""
    ahead = BRANCHES[(year_ganzhi(year).branch + 1) % 12]
    return step(BRANCH_PALACE[ahead], month - 1)


def _yueyou_huo(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    return [_palace_placement(god, yueyou_huo_palace(ctx.year, ctx.month))]


# 大将军还位定局 (000 L909): 占卯惟十月…占午惟正月…占酉惟六月…占子惟六月.
DAJIANGJUN_HUANWEI = {"卯": 10, "午": 1, "酉": 6, "子": 6}


def _dajiangjun_huanwei(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    position = year_position("大将军", ctx.year)
    if DAJIANGJUN_HUANWEI[position] != ctx.month:
        return []
    return [_mountain_placement(god, position, flags=("还位",))]


def _qunchou(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    """群丑: 大将军 on the same mountain as 太阴 (四孟 years), 大煞 (打头火), 岁刑 or 岁厌 (001 L71; 000 L901)."""
    general = year_position("大将军", ctx.year)
    met = tuple(name for name in ("太阴", "大煞", "岁刑", "岁厌") if year_position(name, ctx.year) == general)
    return [_mountain_placement(god, general, flags=tuple(f"会{n}" for n in met))] if met else []


# 盖山黄道 (002 ¶2 L5): 本宫 = the trigram opposite the year branch's; 贪狼 黄罗, 巨门 天皇, 文曲 紫檀, 武曲 地皇.
# Which lines each star changes (0 bottom, 1 middle, 2 top) reproduces the text's 子年 example and 独火:
# 贪 top, 巨 top+middle, 文 top+bottom, 武 middle+bottom, 廉贞 bottom (= 独火), 破军 middle (= 浮天空亡's 中爻变).
GAISHAN_STARS = (("黄罗", "贪狼", (2,)), ("天皇", "巨门", (2, 1)), ("紫檀", "文曲", (2, 0)), ("地皇", "武曲", (1, 0)))


def gaishan_base(branch: str) -> str:
    return OPPOSITE_TRIGRAM[BRANCH_TRIGRAM[branch]]


def _gaishan_huangdao(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    base = gaishan_base(BRANCHES[ctx.branch])
    return [
        _mountain_placement(god, NAJIA_24[change_lines(base, *lines)], label=f"{god.name}·{name}")
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
    return [_palace_placement(god, zun_star_year_palace(ctx.year))]


def _di_year(god, ctx):
    return [_palace_placement(god, opposite(zun_star_year_palace(ctx.year)))]


def _zun_month(god, ctx):
    return [_palace_placement(god, zun_star_month_palace(ctx.year, ctx.month))]


def _di_month(god, ctx):
    return [_palace_placement(god, opposite(zun_star_month_palace(ctx.year, ctx.month)))]


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
    return [_palace_placement(god, luotian_jin_year_palace(ctx.year))]


def _luotian_jin_month(god, ctx):
    palace = luotian_jin_month_palace(ctx.year, ctx.month)
    return _in_heaven(god) if palace is None else [_palace_placement(god, palace)]


def _luotian_tui_month(god, ctx):
    palace = luotian_tui_month_palace(ctx.year, ctx.month)
    return _in_heaven(god) if palace is None else [_palace_placement(god, palace)]


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
        _mountain_placement(god, m, label=f"{god.name}·{name}", kind=kind)
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
    return [_mountain_placement(god, positions[name], label=f"{god.name}·{name}") for name in LIUREN_GOOD]


PROCEDURES: dict[str, Callable[[DirectionalGod, _Context], list[Placement]]] = {
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
}


def _evaluate(god: DirectionalGod, ctx: _Context) -> list[Placement]:
    if god.place is None:
        return []
    if isinstance(god.place, Table):
        return _evaluate_table(god, ctx)
    if isinstance(god.place, Procedure):
        return PROCEDURES[god.place.evaluator](god, ctx)
    raise TypeError(god.place)


# --- public API -------------------------------------------------------------------------------------------

@cache
def year_directions(year: int) -> tuple[Placement, ...]:
    """Every year god's placement in 立春 year `year` (kept, other readings and rejected items alike)."""
    ctx = _Context(check_year(year), year_ganzhi(year))
    return tuple(p for god in data.ALL_DIRECTIONAL_GODS if god.scope == YEAR for p in _evaluate(god, ctx))


@cache
def month_directions(year: int, month: int) -> tuple[Placement, ...]:
    """Every month god's placement in solar month `month` of 立春 year `year`."""
    check_year(year)
    check_month_number(month)
    base = _Context(year, year_ganzhi(year), month, month_ganzhi(year, month))
    # The fires 丙丁独火 must meet to count (000 L823 “然必与年独火飞煞并方忌”).
    fires = {
        "年独火": PALACE_BY_NAME[year_position("年独火", year)].number,
        "飞大煞": _fly_branch(month_branch(month), BRANCHES.index(year_position("大煞", year))),
    }
    ctx = _Context(year, base.gz, month, base.month_gz, {"fires": fires})
    return tuple(p for god in data.ALL_DIRECTIONAL_GODS if god.scope == MONTH for p in _evaluate(god, ctx))


def placements(year: int, month: int | None = None) -> tuple[Placement, ...]:
    return year_directions(year) + (month_directions(year, month) if month is not None else ())


def gods_on(name: str, year: int, month: int | None = None) -> tuple[Placement, ...]:
    """Placements covering mountain `name` (all, including rejected and other readings)."""
    mountain(name)
    return tuple(p for p in placements(year, month) if name in p.mountains)


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


# --- verdict for a sitting mountain --------------------------------------------------------------------------

SEVERITY = {"大煞": "重", "中煞": "中", "小煞": "轻"}
LEVELS = ("不可", "凶", "小凶", "平", "吉")
_VERDICT_SOURCE = Source(SEED_QIUZHEN, "制煞要法", 357, "L365, L369, L389; 001 L475–L503")


def _effect(p: Placement, at: str, year_branch: int) -> tuple[str, str] | None:
    """(effect, why) of a counted 凶 placement on the 坐 or 向 mountain, or None when the text does not forbid it there."""
    g = p.god
    name = g.name
    if name == "岁刑" and year_branch in (4, 6, 9, 11, 7, 8):  # 辰午酉亥: 岁刑即太岁; 未申: 岁刑即岁破
        return "不可", "辰午酉亥年，岁刑即太岁，未申年，岁刑即岁破，开山立向修方皆忌，吉不能制也 (000 L481)"
    if name == "大月建" and "还位" in p.flags:
        return "不可", "惟…大月建与本月建同宫，谓之还位…则不可犯 (000 L1105)"
    if at in g.veto:
        return "不可", g.veto_reason
    if at not in g.avoid:
        return None
    return SEVERITY.get(g.grade, "轻"), f"{g.name}忌{'坐山' if at == '坐' else '立向'}"


def mountain_verdict(year: int, month: int | None, mountain_name: str) -> dict:
    """A verdict for building or burying with the sitting mountain `mountain_name` (facing its opposite).

    Principles (制煞要法, seed 000 L357–L393 and seed 001 L475–L503):
    - 不可: 坐三煞向太岁 (“此不能制者也，不可犯也”); 坐岁破 (“例无制法”); 坐月破 (“造葬皆不可犯”); 向月建;
      岁刑 on the mountain when it is 太岁 (辰午酉亥年, “吉不能制”); 大月建 还位 on the 坐 or 向.
    - 凶: a 大煞 or 中煞 the text forbids there (三煞 on the facing, 阴府 on the mountain, 伏兵大祸 …); 诸煞会聚 or a
      煞 in 太岁's palace (“则不可制，勿犯可也”, L389); 坐太岁 in 子午卯酉 years (“坐之也不吉”, L413).
    - 小凶: only 小煞 (“小煞不必制，有吉星同到，自能压伏”, L357) — 平 when a lucky god stands on 坐 or 向.
    - 吉: lucky gods on 坐/向 and nothing against; 坐太岁 with 吉星 and without 凶 (L407).
    Rejected items and other readings never count. 年克山家 is not checked (no 墓龙变运 table in the seeds).

    Returns {"year", "month", "sitting", "facing", "level", "reasons": [...], "good": [...], "notes": [...]}.
    """
    check_year(year)
    if month is not None:
        check_month_number(month)
    sit = mountain(mountain_name)
    face = sit.opposite
    gz = year_ganzhi(year)
    taisui = BRANCHES[gz.branch]
    taisui_palace = MOUNTAIN_BY_NAME[taisui].palace
    reasons, good, notes = [], [], []
    counted = [p for p in placements(year, month) if p.counted]
    for at, m in (("坐", sit), ("向", face)):
        here = [p for p in counted if m.name in p.mountains]
        for p in here:
            entry = {"god": p.label, "key": p.god.key, "at": at, "mountain": m.name, "source": p.god.source.as_dict()}
            if p.kind == GOOD:
                if at in p.god.good_for:
                    good.append(entry | {"effect": "吉"})
                continue
            if p.god.name in ("太岁", "月建") and at == "坐":
                continue  # judged below (太岁) / 可坐 (月建)
            effect = _effect(p, at, gz.branch)
            if effect is None:
                continue
            severity, why = effect
            if severity != "不可" and p.god.name != "太岁" and m.palace == taisui_palace and m.name != taisui:
                severity, why = "重", why + "；与太岁同宫，则不可制，勿犯可也 (000 L389)"
            reasons.append(entry | {"effect": severity, "why": why, "flags": list(p.flags)})
    # 诸煞会聚 on the sitting mountain (L389).
    heavy_on_sit = [r for r in reasons if r["at"] == "坐" and r["effect"] in ("重", "中")]
    if len(heavy_on_sit) >= 2:
        reasons.append({"god": "诸煞会聚", "at": "坐", "mountain": sit.name, "effect": "重",
                        "why": "若诸煞会聚…则不可制，勿犯可也 (000 L389)", "source": _VERDICT_SOURCE.as_dict()})
    # 坐太岁 (L407, L413).
    if sit.name == taisui:
        if gz.branch % 3 == 0:
            reasons.append({"god": "太岁", "at": "坐", "mountain": sit.name, "effect": "中",
                            "why": "子午卯酉年，太岁与大煞同位，三煞与岁破同到方，则坐之也不吉 (000 L413)",
                            "source": data.god("太岁").source.as_dict()})
        else:
            # “若叠戊己年克阴府，大煞官符等凶，则降祸甚速” (L407): any 大煞/中煞 on it, whatever it forbids.
            stacked = [p.label for p in counted if sit.name in p.mountains and p.kind == BAD
                       and p.god.grade in ("大煞", "中煞") and p.god.name not in ("太岁", "月建")]
            sit_good = [g for g in good if g["at"] == "坐"]
            if stacked:
                reasons.append({"god": "太岁", "at": "坐", "mountain": sit.name, "effect": "中",
                                "why": f"坐太岁而叠{'、'.join(stacked)}：若叠戊己年克阴府，大煞官符等凶，则降祸甚速 (000 L407)",
                                "source": data.god("太岁").source.as_dict()})
            elif sit_good and not [r for r in reasons if r["at"] == "坐"]:
                good.append({"god": "太岁", "at": "坐", "mountain": sit.name, "effect": "吉",
                             "why": "审其叠吉星而不叠凶星…为福最快 (000 L407)",
                             "source": data.god("太岁").source.as_dict()})
            else:
                notes.append("坐太岁: 吉 only when 吉星 stack on it and no 凶 (000 L407)")
    notes.append("年克山家 is not checked: the seeds give no 墓龙变运 table (000 L581)")
    effects = {r["effect"] for r in reasons}
    if "不可" in effects:
        level = "不可"
    elif effects & {"重", "中"}:
        level = "凶"
    elif "轻" in effects:
        level = "平" if good else "小凶"
    else:
        level = "吉" if good else "平"
    return {
        "year": year, "month": month, "sitting": sit.name, "facing": face.name, "level": level,
        "reasons": reasons, "good": good, "notes": notes, "source": _VERDICT_SOURCE.as_dict(),
    }


# --- the compass, as one JSON-ready dict -----------------------------------------------------------------------

def _god_entry(placement) -> dict:
    """A god on the compass, with the contract's `rejected` always present ('' when kept)."""
    return placement.as_dict() | {"rejected": placement.god.rejected}


def _stars_entry(stars: dict | None) -> dict | None:
    return None if stars is None else stars | {"center": stars["centre"]}


def compass(year: int, month: int | None = None) -> dict:
    """{"year", "month", "year_ganzhi", "month_ganzhi", "mountains": [{"name", "bearing", "degrees", "palace",
    "gods"}], "palaces": {n: {…, "gods"}}, "nine_stars": {"year", "month": {"center", "grid", …}},
    "readings": [...], "rejected": [...], "unplaced": [...], "wuxing_house": {…}, "year_month_spirits": {…}}
    (the last two from house_spirits: 五姓修宅 for the five sounds, the surviving 年月神煞) — counted gods go on
    their mountains (a palace god on its three) and on their palace; other readings, rejected items and gods
    without a direction this time are listed apart."""
    check_year(year)
    all_ = placements(year, month)
    kept = [p for p in all_ if not p.rejected and p.god.default]
    on_map = [p for p in kept if p.mountains or p.palace is not None]
    return {
        "year": year,
        "month": month,
        "year_ganzhi": year_ganzhi(year).name,
        "month_ganzhi": month_ganzhi(year, month).name if month is not None else None,
        "mountains": [
            m.as_dict()
            | {
                "degrees": [(m.bearing - 7.5) % 360, m.bearing + 7.5],
                "gods": [_god_entry(p) for p in on_map if m.name in p.mountains],
            }
            for m in MOUNTAINS
        ],
        "palaces": {
            n: p.as_dict() | {"gods": [_god_entry(q) for q in on_map if q.palace == n]} for n, p in PALACES.items()
        },
        "nine_stars": {
            "year": _stars_entry(nine_stars(year)),
            "month": _stars_entry(nine_stars(year, month)) if month is not None else None,
        },
        "readings": [_god_entry(p) for p in all_ if not p.rejected and not p.god.default],
        "rejected": [_god_entry(p) for p in all_ if p.rejected],
        "unplaced": [_god_entry(p) for p in kept if not p.mountains and p.palace is None],
        "wuxing_house": house_spirits.compass_entry(
            year_ganzhi(year), month_ganzhi(year, month) if month is not None else None
        ),
        "year_month_spirits": house_spirits.year_month_spirits(year_ganzhi(year)),
    }


def wuxing_house_year(sound: str, year: int) -> dict:
    """五姓修宅 for a surname sound in a 立春 year, with its twelve months (寅月 … 丑月): see
    house_spirits.household_year."""
    check_year(year)
    months = [month_ganzhi(year, m) for m in range(1, 13)]
    return house_spirits.household_year(sound, year, year_ganzhi(year), months)


# Gods whose own text exempts burial (“不忌葬”): they weigh on building and repair, not on a grave.
_BURIAL_EXEMPT = ("不忌葬", "葬事不忌", "埋葬则不忌")


def sitting_verdict(year: int, month: int | None, mountain_name: str) -> dict:
    """The contract's verdict for a sitting mountain: {"sit", "face", "build", "bury", "reasons", "good",
    "notes", "level"}. `build` is mountain_verdict's level for 修造; `bury` leaves out the gods whose own
    text says burial is not affected (e.g. 小月建 “忌修，不忌葬”, 金神 “葬事不忌”)."""
    verdict = mountain_verdict(year, month, mountain_name)
    exempt = {
        p.god.key
        for p in placements(year, month)
        if any(word in f"{p.god.meaning} {p.god.rule} {p.god.note}" for word in _BURIAL_EXEMPT)
    }
    burial_reasons = [r for r in verdict["reasons"] if r.get("key") not in exempt]
    if len(burial_reasons) == len(verdict["reasons"]):
        bury = verdict["level"]
    else:
        effects = [r["effect"] for r in burial_reasons]
        if "不可" in effects:
            bury = "不可"
        elif any(e in ("重", "中", "凶") for e in effects):
            bury = "凶"
        elif effects:
            bury = "小凶" if not verdict["good"] else "平"
        else:
            bury = "吉" if verdict["good"] else "平"
    return {
        "sit": verdict["sitting"],
        "face": verdict["facing"],
        "build": verdict["level"],
        "bury": bury,
        "level": verdict["level"],
        "reasons": [r | {"burial_exempt": r.get("key") in exempt} for r in verdict["reasons"]],
        "good": verdict["good"],
        "notes": verdict["notes"],
    }


def good_months(year: int, mountain_name: str) -> list[dict]:
    """The solar months of a year in which building on this sitting mountain is 吉 or 平 (吉 first)."""
    months = [(month, mountain_verdict(year, month, mountain_name)["level"]) for month in range(1, 13)]
    usable = [(month, level) for month, level in months if level in ("吉", "平")]
    usable.sort(key=lambda item: (item[1] != "吉", item[0]))
    return [{"month": month, "month_ganzhi": month_ganzhi(year, month).name, "level": level} for month, level in usable]
