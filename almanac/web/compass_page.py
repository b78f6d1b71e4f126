"""The compass page's presenter: the drawing (罗盘) as SVG geometry, the solar months with their dates, the
sittings usable in the month, and the page's query state (every link keeps the settings it does not change).

The drawing is server-rendered: rings from the inside out are the hub (天池: the year and month, and the 坐→向
needle of the chosen sitting), the eight palaces with their trigrams (八卦), the 24 mountains (each a link that
chooses it as the sitting; coloured by the verdict for the chosen use), the degrees, and outside every ring the
four cardinal points, so that no label ever lies on a mountain whichever way up the compass is drawn.

Coordinates: the centre is (0, 0), the viewBox is VIEW × VIEW around it; bearings run clockwise from north, and
south-up (the Chinese habit) turns the whole drawing half a circle. Text always stands upright.
"""

import math
import re
from datetime import date
from functools import cache, lru_cache
from typing import NamedTuple
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import get_language, gettext, gettext_noop, pgettext

from almanac.core import api
from almanac.web.glossary import BRANCH_PINYIN, STEM_PINYIN, TRIGRAMS
from almanac.web.i18n import ENGLISH, convert_term, normalize_language
from almanac.web.markup import slotted_url

VIEW = 468  # the viewBox side
R_HUB = 70
R_PALACE = (72, 116)
R_MOUNTAIN = (118, 188)
R_DEGREE = (190, 210)
R_CARDINAL = 224

# The verdict levels of a sitting (core: sitting.LEVELS) → a CSS class of the ring and the legend, best first.
LEVEL_CLASSES = {"吉": "lv-good", "平": "lv-even", "小凶": "lv-minor", "凶": "lv-bad", "不可": "lv-never"}

# 八卦 lines from the bottom up (1 yang —, 0 yin - -): 乾☰ 兑☱ 离☲ 震☳ 巽☴ 坎☵ 艮☶ 坤☷.
TRIGRAM_LINES = {
    "乾": (1, 1, 1), "兑": (1, 1, 0), "离": (1, 0, 1), "震": (1, 0, 0),
    "巽": (0, 1, 1), "坎": (0, 1, 0), "艮": (0, 0, 1), "坤": (0, 0, 0),
}

_STEMS = "甲乙丙丁戊己庚辛壬癸"
_BRANCHES = "子丑寅卯辰巳午未申酉戌亥"


def pinyin(name: str) -> str:
    """The romanised name of a mountain or palace (子 Zi, 甲 Jia, 乾 Qian …), from the glossary's tables."""
    if name in _BRANCHES:
        return BRANCH_PINYIN[_BRANCHES.index(name)]
    if name in _STEMS:
        return STEM_PINYIN[_STEMS.index(name)]
    return TRIGRAMS[name].split(" ")[0] if name in TRIGRAMS else ""


class Sector(NamedTuple):
    name: str
    index: int
    pinyin: str
    path: str
    x: float  # where its labels stand
    y: float
    level: str  # the verdict for the chosen use (吉 平 小凶 凶 不可)
    tone: str  # LEVEL_CLASSES[level]
    selected: bool
    facing: bool
    href: str  # ?sit=… with the page's other settings


class Palace(NamedTuple):
    name: str
    pinyin: str
    path: str
    x: float
    y: float
    bars: tuple[tuple[float, float, float], ...]  # the trigram's line pieces: (x, y, width)


class Tick(NamedTuple):
    x1: float
    y1: float
    x2: float
    y2: float
    major: bool


class Label(NamedTuple):
    text: str
    x: float
    y: float


class Needle(NamedTuple):
    """The 坐→向 line of the chosen sitting across the hub, its arrowhead at the facing end."""

    x1: float
    y1: float
    x2: float
    y2: float
    head: str  # SVG points of the arrowhead


class Ring(NamedTuple):
    view: int
    origin: int  # the viewBox's left and top: -view / 2
    sectors: list[Sector]
    palaces: list[Palace]
    ticks: list[Tick]
    degrees: list[Label]
    cardinals: list[Label]
    needle: Needle | None
    r_hub: int


def _point(radius: float, bearing: float, south_up: bool) -> tuple[float, float]:
    angle = math.radians(bearing + (180 if south_up else 0))
    return round(radius * math.sin(angle), 2), round(-radius * math.cos(angle), 2)


def _band(inner: float, outer: float, start: float, end: float, south_up: bool) -> str:
    """The SVG path of a ring sector from bearing `start` to `end` (clockwise) between two radii."""
    a, b = _point(outer, start, south_up), _point(outer, end, south_up)
    c, d = _point(inner, end, south_up), _point(inner, start, south_up)
    large = 1 if end - start > 180 else 0
    return (f"M{a[0]},{a[1]} A{outer},{outer} 0 {large} 1 {b[0]},{b[1]} "
            f"L{c[0]},{c[1]} A{inner},{inner} 0 {large} 0 {d[0]},{d[1]} Z")


def _trigram_bars(name: str, x: float, y: float) -> tuple[tuple[float, float, float], ...]:
    """Three lines 18 wide, 3 high, 2.5 apart, centred on (x, y); a yin line is two pieces."""
    bars = []
    for k, yang in enumerate(TRIGRAM_LINES[name]):  # bottom line first
        top = round(y + 4.5 - k * 5.5, 2)
        if yang:
            bars.append((round(x - 9, 2), top, 18.0))
        else:
            bars += [(round(x - 9, 2), top, 7.5), (round(x + 1.5, 2), top, 7.5)]
    return tuple(bars)


_PALACE_BEARINGS = {"坎": 0, "艮": 45, "震": 90, "巽": 135, "离": 180, "坤": 225, "兑": 270, "乾": 315}


@cache
def _palaces(south_up: bool) -> tuple[Palace, ...]:
    """The eight outer palaces (中宫 has no place on the ring), 45° each around its trigram's direction."""
    out = []
    for name, bearing in _PALACE_BEARINGS.items():
        x, y = _point(sum(R_PALACE) / 2, bearing, south_up)
        out.append(Palace(name, pinyin(name), _band(*R_PALACE, bearing - 22.5, bearing + 22.5, south_up), x, y,
                          _trigram_bars(name, x, y - 10)))
    return tuple(out)


@cache
def _ticks(south_up: bool) -> tuple[tuple[Tick, ...], tuple[Label, ...]]:
    """A tick every 5°, a longer one every 15° (the centre of a mountain); the degrees every 15°."""
    ticks, labels = [], []
    for degree in range(0, 360, 5):
        major = degree % 15 == 0
        inner = R_DEGREE[1] - (8 if major else 4)
        (x1, y1), (x2, y2) = _point(inner, degree, south_up), _point(R_DEGREE[1], degree, south_up)
        ticks.append(Tick(x1, y1, x2, y2, major))
        if major:
            labels.append(Label(str(degree), *_point(R_DEGREE[0] + 5.5, degree, south_up)))
    return tuple(ticks), tuple(labels)


@cache
def _sector_shapes(south_up: bool) -> tuple[tuple[str, float, float], ...]:
    """Each mountain's sector (path, label x, label y) in ring order: mountain k is centred on 15°·k."""
    shapes = []
    for k in range(24):
        bearing = 15.0 * k
        x, y = _point(sum(R_MOUNTAIN) / 2 + 2, bearing, south_up)
        shapes.append((_band(*R_MOUNTAIN, bearing - 7.5, bearing + 7.5, south_up), x, y))
    return tuple(shapes)


def _cardinals(south_up: bool) -> list[Label]:
    return list(_cardinals_in(south_up, get_language()))


@lru_cache(maxsize=16)  # two orientations × three languages
def _cardinals_in(south_up: bool, language: str | None) -> tuple[Label, ...]:
    names = {0: pgettext("compass point", "北"), 90: pgettext("compass point", "东"),
             180: pgettext("compass point", "南"), 270: pgettext("compass point", "西")}
    return tuple(Label(text, *_point(R_CARDINAL, bearing, south_up)) for bearing, text in names.items())


def _needle(sit_bearing: float, south_up: bool) -> Needle:
    face_bearing = (sit_bearing + 180) % 360
    (x1, y1), (x2, y2) = _point(R_HUB - 14, sit_bearing, south_up), _point(R_HUB - 14, face_bearing, south_up)
    tip = _point(R_HUB - 4, face_bearing, south_up)
    left, right = _point(R_HUB - 16, face_bearing - 9, south_up), _point(R_HUB - 16, face_bearing + 9, south_up)
    return Needle(x1, y1, x2, y2, f"{tip[0]},{tip[1]} {left[0]},{left[1]} {right[0]},{right[1]}")


def compass_ring(data: dict, levels: dict[str, dict[str, str]], state: "CompassState") -> Ring:
    """The whole drawing for a compass (api.compass), the sitting levels (api.sitting_levels) and the page's
    state (orientation, chosen sitting and use)."""
    south_up, mountains = state.south_up, data["mountains"]
    chosen = next((m for m in mountains if m["name"] == state.sit), None)
    facing = mountains[(chosen["index"] + 12) % 24]["name"] if chosen else None
    sectors = []
    for mountain, (path, x, y) in zip(mountains, _sector_shapes(south_up), strict=True):
        name = mountain["name"]
        level = levels[name][state.use]
        sectors.append(Sector(
            name, mountain["index"], pinyin(name), path, x, y, level, LEVEL_CLASSES[level], chosen is mountain,
            name == facing, state.sit_href(name),
        ))
    ticks, degrees = _ticks(south_up)
    return Ring(VIEW, -VIEW // 2, sectors, list(_palaces(south_up)), list(ticks), list(degrees),
                _cardinals(south_up), _needle(chosen["bearing"], south_up) if chosen else None, R_HUB)


# --- the page's state in its query ------------------------------------------------------------------------------


class CompassState(NamedTuple):
    """What the compass page was asked for beyond the year and month: the sitting (?sit=), the orientation
    (?orient=north; south up by default), the rejected items (?rejected=1) and the use the ring is coloured for
    (?use=bury; 修造 by default). Every link of the page keeps what it does not change."""

    sit: str | None
    south_up: bool
    show_rejected: bool
    use: str  # "build" (修造) or "bury" (安葬)

    @classmethod
    def from_query(cls, query) -> "CompassState":
        use = query.get("use")
        return cls(query.get("sit") or None, query.get("orient", "south") != "north", query.get("rejected") == "1",
                   "bury" if use == "bury" else "build")

    def query(self, **changes) -> str:
        return _query_string(self._replace(**changes))

    def href(self, **changes) -> str:
        """A link to this page (same year and month) with some settings changed: '?sit=甲&use=bury'."""
        return "?" + self.query(**changes)

    def sit_href(self, sit: str) -> str:
        """href(sit=…): the ring's and the usable sittings' many links, each made once a state."""
        return _sit_href(self, sit)

    @property
    def keep(self) -> str:
        """The whole state, for links to another month or year."""
        return self.query()

    @property
    def base(self) -> str:
        """The state without the sitting, for links that add their own ?sit=…&{base}."""
        return self.query(sit=None)

    @property
    def links(self) -> dict[str, str]:
        """The settings links: each turns one setting and keeps the rest."""
        return {
            "orient": self.href(south_up=not self.south_up),
            "rejected": self.href(show_rejected=not self.show_rejected),
            "build": self.href(use="build"),
            "bury": self.href(use="bury"),
        }


@lru_cache(maxsize=4096)  # 24 sittings × a few hundred states
def _sit_href(state: CompassState, sit: str) -> str:
    return state.href(sit=sit)


@lru_cache(maxsize=512)  # a page asks for some 70 links of a few hundred possible states
def _query_string(state: CompassState) -> str:
    pairs = []
    if state.sit:
        pairs.append(("sit", state.sit))
    if not state.south_up:
        pairs.append(("orient", "north"))
    if state.show_rejected:
        pairs.append(("rejected", "1"))
    if state.use != "build":
        pairs.append(("use", state.use))
    return urlencode(pairs)


# --- the months of the 立春 year, and the page as a whole ---------------------------------------------------------


class MonthItem(NamedTuple):
    """A solar month of the year strip: its 干支, civil days and 节, and — with a sitting chosen — its verdict."""

    number: int
    ganzhi: str
    first: date
    last: date
    opened_by: str  # the 节 that opens it
    closed_by: str  # the 节 that opens the next
    href: str
    current: bool  # the month the page shows
    today: bool  # the month today (CST) is in
    level: str | None  # the chosen sitting's verdict for the chosen use that month
    tone: str


class Neighbour(NamedTuple):
    href: str
    ganzhi: str | None  # the month's 干支; None for a year


_MONTH_SLOT = 987654321  # slotted_url's stand-in for the month: a number no year is


def _month_url(year: int, month: int | None, state: CompassState) -> str:
    url = reverse("compass", args=(year, month)) if month else reverse("compass-year", args=(year,))
    query = state.keep
    return f"{url}?{query}" if query else url


def _neighbours(year: int, month: int | None, state: CompassState) -> tuple[Neighbour | None, Neighbour | None]:
    """The previous and next month (or year, on a year's compass) inside the supported range."""
    if month is None:
        steps = [(year - 1, None), (year + 1, None)]
    else:
        steps = [(year, month - 1) if month > 1 else (year - 1, 12), (year, month + 1) if month < 12 else (year + 1, 1)]
    out = []
    for y, m in steps:
        if not api.FIRST_YEAR <= y <= api.LAST_YEAR:
            out.append(None)
            continue
        ganzhi = api.solar_month_span(y, m).month.ganzhi.name if m else None
        out.append(Neighbour(_month_url(y, m, state), ganzhi))
    return out[0], out[1]


def _month_items(year: int, month: int | None, state: CompassState) -> list[MonthItem]:
    today = api.current_solar_month()
    levels = {}
    if state.sit:
        levels = {m: api.sitting_verdict(year, m, state.sit)[state.use] for m in range(1, 13)}
    path = slotted_url("compass", year, slot=_MONTH_SLOT)  # _month_url's path, reversed once for the twelve
    query = state.keep
    items = []
    for span in api.solar_months(year):
        number = span.month.number
        level = levels.get(number)
        items.append(MonthItem(
            number, span.month.ganzhi.name, span.first, span.last, span.month.opened_by.name, span.closed_by.name,
            f"{path(number)}?{query}" if query else path(number), number == month,
            (year, number) == (today.year, today.number),
            level, LEVEL_CLASSES.get(level, ""),
        ))
    return items


def usable_sittings(levels: dict[str, dict[str, str]], state: CompassState) -> list[tuple[str, list[tuple[str, str]]]]:
    """The sittings that can be used for the chosen use (吉, then 平: the levels good_months keeps), in ring order,
    each with its link: [(level, [(mountain, href)])]."""
    return [
        (level, [(name, state.sit_href(name)) for name, by_use in levels.items() if by_use[state.use] == level])
        for level in ("吉", "平")
    ]


class MemberMarks(NamedTuple):
    """A member's 本命, 禄, 马 and 贵人 on the compass (api.member_compass), as the page lists them."""

    name: str
    certain: tuple  # the marks every reading of the birth data puts on the same mountain
    readings: tuple  # (a reading, the marks it puts elsewhere): birth data that leave the birth year open


def member_marks(name: str, marks: tuple) -> MemberMarks:
    """A member's compass marks, the uncertain ones grouped by the reading of the birth data that gives them."""
    by_reading: dict = {}
    for mark in marks:
        if mark.uncertain:
            by_reading.setdefault(mark.reading, []).append(mark)
    return MemberMarks(name, tuple(m for m in marks if not m.uncertain),
                       tuple((reading, tuple(found)) for reading, found in by_reading.items()))


# The verdict's notes (core: rules/sitting.py), said in the page's language by their text before the reference.
_NOTES = {gettext_noop("年克山家未核：所据诸书无墓龙变运之表"), gettext_noop("坐太岁：须叠吉星而不叠凶星方吉")}
_NOTE_REF = re.compile(r"^(.*?)\s*([（(](?:\d{3} )?L\d+[)）])$")


def verdict_notes(notes: list[str]) -> list[str]:
    """Each note in the page's language, its reference as a citation ('…（《选择求真》卷九 L581）'); an unknown one
    in the page's script."""
    language = get_language()
    out = []
    for note in notes:
        match = _NOTE_REF.match(note)
        text, ref = (match[1], match[2]) if match else (note, "")
        said = gettext(text) if text in _NOTES else convert_term(text, language)
        out.append(said + api.cite_in_text(ref, language))
    return out


def compass_context(year: int, month: int | None, data: dict, state: CompassState, verdict: dict | None) -> dict:
    """What the compass template needs beyond the compass itself (api.compass) and the verdict."""
    levels = api.sitting_levels(year, month)
    months = _month_items(year, month, state)
    previous, following = _neighbours(year, month, state)
    today = api.current_solar_month()
    use_names, punct = _words(get_language())
    good_months = None
    if state.sit:
        good_months = [m | {"href": months[m["month"] - 1].href} for m in api.good_months(year, state.sit, state.use)]
    return {
        "ring": compass_ring(data, levels, state),
        "state": state,
        "use_names": dict(use_names),
        "use_name": use_names[state.use],
        "months": months,
        "span": months[month - 1] if month else None,
        "is_today": month is not None and (year, month) == (today.year, today.number),
        "today_key": f"{today.year}-{today.number}",  # the cache key part that moves with the month
        "previous": previous,
        "following": following,
        "usable": usable_sittings(levels, state),
        "good_months": good_months,
        "verdict_notes": verdict_notes(verdict["notes"]) if verdict else [],
        "year_url": _month_url(year, None, state),
        "month_url": _month_url(year, today.number if year == today.year else 1, state),
        "level_classes": LEVEL_CLASSES,
        "english": normalize_language(get_language()) == ENGLISH,  # romanised names beside the Chinese ones
        "punct": dict(punct),
    }


@lru_cache(maxsize=16)  # a language (kept as values copied into each page's context: never handed out to mutate)
def _words(language: str | None) -> tuple[dict[str, str], dict[str, str]]:
    """The uses' names, and the punctuation between terms (Chinese on Chinese pages, English on the English one)."""
    return ({"build": gettext("修造"), "bury": gettext("安葬")},
            {"colon": pgettext("punctuation", "："), "comma": pgettext("punctuation", "、"),
             "open": pgettext("punctuation", "（"), "close": pgettext("punctuation", "）")})
