"""Seed 003 (协纪辨方书 卷三十五 附录) 一、推测时刻: the old 通书 table of sunrise (日出), sunset (日入),
daylight (昼) and night (夜) at the capital, by the Sun's place in the zodiac.

What the text gives (original-text lines L77–L507 of shared/seeds/003_50e88f566c4c21ff.txt; every row
cites its lines, `grep -n`, 1-based):

- 48 rows, keyed by the Sun's 宫 and 度 (“春分戌宫初度”, then “六度”, “十二度” … within that 宫).
  Each 中气 falls at 初度 of a 宫 and each 节 at 十五度: 戌宫 0° = 春分 … 亥宫 15° = 惊蛰, so the
  ecliptic longitude is λ = 30·k + 度 with k = 0 for 戌, 1 酉, 2 申, 3 未, 4 午, 5 巳, 6 辰, 7 卯, 8 寅,
  9 丑, 10 子, 11 亥 (`PALACES`). The 宫 is printed only at each 中气; the rows that follow inherit it.
- Rows are printed AT only 12 of the 24 solar terms (the 12 中气 except 小满, 大暑, 小雪, 大寒, plus 芒种,
  小暑, 大雪, 小寒). The other 12 terms are printed as bare markers (“清明、十五度。”) with no times,
  and the text says so itself (L507): “右通书推测时刻从春分起或隔六度或隔九度故清明立夏小满大暑立秋白露
  寒露立冬小雪大寒立春惊蛰交节气之日无日出入刻分” — the book's own per-term table was in its 公规 卷,
  which is not in the seed. `TERM_MARKERS` keeps those 12 lines.
- Place (L503): “以上系京都节气日出入昼夜时刻其各省日出入昼夜长短刻分不同皆依北极高度推之查时宪书即得” —
  the capital (京都 = 京师, Beijing) only; other provinces differ by their 北极高度 (latitude). The
  text prints no latitude. (Inference, by fitting the 48 daylight lengths: they are those of the Sun's
  CENTRE on the true horizon, no refraction, at latitude ≈ 40° with obliquity 23.5° — residuals ±1
  minute, i.e. the rounding to the 分. That is why 春分 is exactly 48 刻 = 12 h.)

Time units and conversion (the Qing 96-刻 day): every row has 昼 + 夜 = 96 刻 (e.g. 四十八刻 + 四十八刻;
五十九刻七分 + 三十六刻八分 = 95 刻 15 分), and 分 never exceeds 十四, so 1 刻 = 15 分 = 15 minutes and
1 分 = 1 minute. A clock time is a 时辰 half plus 刻 and 分: X初 is the first hour of 时辰 X and X正
the second (子初 23:00, 子正 00:00, 丑初 01:00 … 卯初 05:00, 卯正 06:00 … 酉正 18:00, 戌初 19:00),
then 初刻/一刻/二刻/三刻 = +0/15/30/45 min, then + 分 minutes. E.g. 卯初三刻七分 = 05:00 + 45 + 7 =
05:52; 寅正二刻四分 = 04:34; lengths 四十九刻一分 = 49·15 + 1 = 736 min = 12:16.

Time system: LOCAL APPARENT SOLAR TIME at the capital (true solar time, 12:00 = the Sun on the
meridian). In every row 日出 + 日入 = 24:00 (symmetric about 午正), which no civil or mean time
would give; the equation of time is not applied. To put a row on the CST clock for a given day, take
the Sun's transit at Beijing that day and add (time − 12:00): `almanac.core.calendar.sun.
from_apparent_solar_time`. (Beijing local MEAN time, UTC+7:45:40, is not it: mean time still differs
from apparent time by the equation of time, up to ±16 min.)

Against skyfield (Beijing, 2025; tests/core/test_sun.py): put on the CST clock this way, the 12
printed terms' sunrises are 3.7–6.1 min later and sunsets 3.4–6.1 min earlier than modern apparent
sunrise/sunset (upper limb, refraction), and all 48 rows, on the day the Sun reaches them, 3.2–5.5 min
later / earlier; against the rising and setting of the Sun's centre at altitude 0 they agree to ±1
min. Read as CST directly they would be off by −24 … +6 min, as Beijing mean time by −10 … +20 min.

Lookups:
- `table_times(term_name=…)`: the row printed at a solar term; for the 12 terms the text leaves
  without times, the row in force at the term, i.e. the last printed row at or before its longitude
  (清明 15° → 戌宫十二度), flagged ``printed_at_term=False`` with the term's marker line.
- `table_times_for_date(day=…)`: the same, for the most recent solar term at or before a CST civil
  day (a term whose moment falls on the day counts), from the shipped astronomical table.
- `row_for_date(day=…)`: the finer lookup the table itself is keyed by: the last row whose longitude
  the Sun has reached by the end of the CST day (the Sun's longitude interpolated between term
  moments, to within a few minutes of time).

The digest (shared/reference/xieji-appendix-35.md §1, Table 1.1) agrees with the seed on all 48 rows
(every printed time and length, and its HH:MM conversions); it writes 谷雨 where the seed prints the
variant 榖雨 (L123), which `term` normalises to the project's 谷雨 while `label` keeps 榖雨.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import NamedTuple

from almanac.core.calendar.civil import CST_OFFSET_SECONDS
from almanac.core.calendar.terms import TERM_NAMES, TermMoment, astro_table, last_term_before
from almanac.core.errors import check_supported
from almanac.core.sources import SEED_XIEJI_APPENDIX, Source

SECTION = "一、推测时刻"
PLACE = "京都"  # L503 (the translation, L505: 京师顺天府)
PLACE_SOURCE = Source(SEED_XIEJI_APPENDIX, SECTION, 503)
PLACE_NOTE = "以上系京都节气日出入昼夜时刻其各省日出入昼夜长短刻分不同皆依北极高度推之查时宪书即得"
OLD_TABLE_NOTE = (
    "右通书推测时刻从春分起或隔六度或隔九度故清明立夏小满大暑立秋白露寒露立冬小雪大寒立春惊蛰交节气之日"
    "无日出入刻分，今，按各节气推得日出入昼夜时刻已载公规卷内其原表附录于此。"
)
OLD_TABLE_SOURCE = Source(SEED_XIEJI_APPENDIX, SECTION, 507)
TIME_SYSTEM = "local apparent solar time at the capital (京都, Beijing); 日出 + 日入 = 24:00 in every row"

KE_PER_DAY = 96
MINUTES_PER_KE = 15
MINUTES_PER_FEN = 1  # 15 分 to the 刻

# 宫 in zodiacal order from 春分: λ = 30 · PALACES.index(宫) + 度.
PALACES = "戌酉申未午巳辰卯寅丑子亥"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"

# Spellings of the seed that differ from the project's.
TERM_VARIANTS = {"榖雨": "谷雨"}

# --- numerals and 时刻 ---------------------------------------------------------------------------------

_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def chinese_number(text: str) -> int:
    """初 → 0, 一 … 九, 十 … 九十九 (as the table writes them: 十四, 四十八, 五十九)."""
    if text == "初":
        return 0
    if "十" in text:
        tens, _, units = text.partition("十")
        if (tens and tens not in _DIGITS) or (units and units not in _DIGITS):
            raise ValueError(f"not a number: {text!r}")
        return 10 * (_DIGITS[tens] if tens else 1) + (_DIGITS[units] if units else 0)
    if text in _DIGITS:
        return _DIGITS[text]
    raise ValueError(f"not a number: {text!r}")


_NUM = "[初一二三四五六七八九十]+"
_CLOCK_RE = re.compile(rf"^([{BRANCHES}])([初正])([初一二三])刻(?:({_NUM})分)?$")
_LENGTH_RE = re.compile(rf"^({_NUM})刻(?:({_NUM})分)?$")


def shike_minutes(text: str) -> int:
    """A printed clock time (时 初/正 + 刻 + 分) → minutes after midnight: 卯初三刻七分 → 352 (05:52)."""
    match = _CLOCK_RE.match(text)
    if not match:
        raise ValueError(f"not a 时刻 of the form 卯初三刻七分: {text!r}")
    branch, half, ke, fen = match.groups()
    b = BRANCHES.index(branch)
    hour = 2 * b if half == "正" else (2 * b - 1) % 24
    minutes = hour * 60 + chinese_number(ke) * MINUTES_PER_KE + (chinese_number(fen) if fen else 0)
    if fen and chinese_number(fen) >= MINUTES_PER_KE:
        raise ValueError(f"a 刻 has 15 分: {text!r}")
    return minutes


def kefen_minutes(text: str) -> int:
    """A printed length (刻 + 分) → minutes: 四十九刻一分 → 736 (12:16)."""
    match = _LENGTH_RE.match(text)
    if not match:
        raise ValueError(f"not a length of the form 四十九刻一分: {text!r}")
    ke, fen = match.groups()
    if fen and chinese_number(fen) >= MINUTES_PER_KE:
        raise ValueError(f"a 刻 has 15 分: {text!r}")
    return chinese_number(ke) * MINUTES_PER_KE + (chinese_number(fen) if fen else 0) * MINUTES_PER_FEN


def _clock(minutes: int) -> time:
    return time(minutes // 60, minutes % 60)


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


# --- the table ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SunTableRow:
    longitude: int  # the Sun's ecliptic longitude, degrees (inference from the 宫/度 labels; see above)
    palace: str  # 宫 (an earthly branch)
    degree: int  # 度 within the 宫
    term: str | None  # the solar term printed at this place (project spelling), if any
    label: str  # the place as printed: 春分戌宫初度, 六度, 芒种、十五度, 榖雨酉宫初度 …
    sunrise_text: str  # 日出, as printed
    day_text: str  # 昼, as printed
    sunset_text: str  # 日入, as printed
    night_text: str  # 夜, as printed
    source: Source  # the line printing 日出 and 昼
    sunset_source: Source  # the line printing 日入 and 夜 (the same line at L123 and L499)

    @property
    def sunrise_minutes(self) -> int:
        return shike_minutes(self.sunrise_text)

    @property
    def sunset_minutes(self) -> int:
        return shike_minutes(self.sunset_text)

    @property
    def sunrise(self) -> time:
        """Local apparent solar time at the capital."""
        return _clock(self.sunrise_minutes)

    @property
    def sunset(self) -> time:
        """Local apparent solar time at the capital."""
        return _clock(self.sunset_minutes)

    @property
    def sunrise_hhmm(self) -> str:
        return hhmm(self.sunrise_minutes)

    @property
    def sunset_hhmm(self) -> str:
        return hhmm(self.sunset_minutes)

    @property
    def day_length(self) -> timedelta:
        return timedelta(minutes=kefen_minutes(self.day_text))

    @property
    def night_length(self) -> timedelta:
        return timedelta(minutes=kefen_minutes(self.night_text))

    @property
    def place(self) -> str:
        """The 宫 and 度, spelled out: 戌宫六度, 酉宫初度 …"""
        return f"{self.palace}宫{'初' if self.degree == 0 else _number_text(self.degree)}度"


@dataclass(frozen=True, slots=True)
class TermMarker:
    """A solar term the table names without giving times (“清明、十五度。”)."""

    term: str
    longitude: int
    palace: str
    degree: int
    label: str  # as printed
    source: Source


def _number_text(n: int) -> str:
    digits = " 一二三四五六七八九"
    tens, units = divmod(n, 10)
    return ("" if tens == 0 else ("十" if tens == 1 else digits[tens] + "十")) + (digits[units] if units else "")


# (日出 line, 日入 line, 宫, 度, term, place as printed, 日出, 昼, 日入, 夜) — original-text lines only.
_PRINTED = (
    (79, 83, "戌", 0, "春分", "春分戌宫初度", "卯正初刻", "四十八刻", "酉正初刻", "四十八刻"),
    (87, 91, "戌", 6, None, "六度", "卯初三刻七分", "四十九刻一分", "酉正初刻八分", "四十六刻十四分"),
    (95, 99, "戌", 12, None, "十二度", "卯初二刻十四分", "五十刻二分", "酉正一刻一分", "四十五刻十三分"),
    (107, 111, "戌", 18, None, "十八度", "卯初二刻六分", "五十一刻三分", "酉正一刻九分", "四十四刻十二分"),
    (115, 119, "戌", 24, None, "二十四度", "卯初一刻十三分", "五十二刻四分", "酉正二刻二分", "四十三刻十一分"),
    (123, 123, "酉", 0, "谷雨", "榖雨酉宫初度", "卯初一刻六分", "五十三刻三分", "酉正二刻九分", "四十二刻十二分"),
    (127, 131, "酉", 6, None, "六度", "卯初初刻十三分", "五十四刻四分", "酉正三刻二分", "四十一刻十一分"),
    (135, 139, "酉", 12, None, "十二度", "卯初初刻六分", "五十五刻三分", "酉正三刻九分", "四十刻十二分"),
    (147, 151, "酉", 18, None, "十八度", "卯初初刻", "五十六刻", "戌初初刻", "四十刻"),
    (155, 159, "酉", 24, None, "二十四度", "寅正三刻九分", "五十六刻十二分", "戌初初刻六分", "三十九刻三分"),
    (167, 171, "申", 3, None, "三度", "寅正三刻一分", "五十七刻十三分", "戌初初刻十四分", "三十八刻二分"),
    (175, 179, "申", 15, "芒种", "芒种、十五度", "寅正二刻八分", "五十八刻十四分", "戌初一刻七分", "三十七刻一分"),
    (183, 187, "未", 0, "夏至", "夏至未宫初度", "寅正二刻四分", "五十九刻七分", "戌初一刻十一分", "三十六刻八分"),
    (191, 195, "未", 15, "小暑", "小暑、十五度", "寅正二刻八分", "五十八刻十四分", "戌初一刻七分", "三十七刻一分"),
    (199, 203, "未", 27, None, "二十七度", "寅正三刻一分", "五十七刻十三分", "戌初初刻十四分", "三十八刻二分"),
    (211, 215, "午", 6, None, "六度", "寅正三刻九分", "五十六刻十二分", "戌初初刻六分", "三十九刻三分"),
    (219, 223, "午", 12, None, "十二度", "卯初初刻", "五十六刻", "戌初初刻", "四十刻"),
    (231, 235, "午", 18, None, "十八度", "卯初初刻六分", "五十五刻三分", "酉正三刻九分", "四十刻十二分"),
    (239, 243, "午", 24, None, "二十四度", "卯初初刻十三分", "五十四刻四分", "酉正三刻二分", "四十一刻十一分"),
    (247, 251, "巳", 0, "处暑", "处暑巳宫初度", "卯初一刻六分", "五十三刻三分", "酉正二刻九分", "四十二刻十二分"),
    (255, 259, "巳", 6, None, "六度", "卯初一刻十三分", "五十二刻四分", "酉正二刻二分", "四十三刻十一分"),
    (263, 267, "巳", 12, None, "十二度", "卯初二刻六分", "五十一刻三分", "酉正一刻九分", "四十四刻十二分"),
    (275, 279, "巳", 18, None, "十八度", "卯初二刻十四分", "五十刻二分", "酉正一刻一分", "四十五刻十三分"),
    (283, 287, "巳", 24, None, "二十四度", "卯初三刻七分", "四十九刻一分", "酉正初刻八分", "四十六刻十四分"),
    (291, 295, "辰", 0, "秋分", "秋分辰宫初度", "卯正初刻", "四十八刻", "酉正初刻", "四十八刻"),
    (299, 303, "辰", 6, None, "六度", "卯正初刻八分", "四十六刻十四分", "酉初三刻七分", "四十九刻一分"),
    (307, 311, "辰", 12, None, "十二度", "卯正一刻一分", "四十五刻十三分", "酉初二刻十四分", "五十刻二分"),
    (319, 323, "辰", 18, None, "十八度", "卯正一刻九分", "四十四刻十二分", "酉初二刻六分", "五十一刻三分"),
    (327, 331, "辰", 24, None, "二十四度", "卯正二刻二分", "四十三刻十一分", "酉初一刻十三分", "五十二刻四分"),
    (335, 339, "卯", 0, "霜降", "霜降卯宫初度", "卯正二刻九分", "四十二刻十二分", "酉初一刻六分", "五十三刻三分"),
    (343, 347, "卯", 6, None, "六度", "卯正三刻二分", "四十一刻十一分", "酉初初刻十三分", "五十四刻四分"),
    (351, 355, "卯", 12, None, "十二度", "卯正三刻九分", "四十刻十二分", "酉初初刻六分", "五十五刻三分"),
    (363, 367, "卯", 18, None, "十八度", "辰初初刻", "四十刻", "酉初初刻", "五十六刻"),
    (371, 375, "卯", 24, None, "二十四度", "辰初初刻六分", "三十九刻三分", "申正三刻九分", "五十六刻十二分"),
    (383, 387, "寅", 3, None, "三度", "辰初初刻十四分", "三十八刻二分", "申正三刻一分", "五十七刻十三分"),
    (391, 395, "寅", 15, "大雪", "大雪、十五度", "辰初一刻七分", "三十七刻一分", "申正二刻八分", "五十八刻十四分"),
    (399, 403, "丑", 0, "冬至", "冬至丑宫初度", "辰初一刻十一分", "三十六刻八分", "申正二刻四分", "五十九刻七分"),
    (407, 411, "丑", 15, "小寒", "小寒、十五度", "辰初一刻七分", "三十七刻一分", "申正二刻八分", "五十八刻十四分"),
    (415, 419, "丑", 27, None, "二十七度", "辰初初刻十四分", "三十八刻二分", "申正三刻一分", "五十七刻十三分"),
    (427, 431, "子", 6, None, "六度", "辰初初刻六分", "三十九刻三分", "申正三刻九分", "五十六刻十二分"),
    (435, 439, "子", 12, None, "十二度", "辰初初刻", "四十刻", "酉初初刻", "五十六刻"),
    (447, 451, "子", 18, None, "十八度", "卯正三刻九分", "四十刻十二分", "酉初初刻六分", "五十五刻三分"),
    (455, 459, "子", 24, None, "二十四度", "卯正三刻二分", "四十一刻十一分", "酉初初刻十三分", "五十四刻四分"),
    (463, 467, "亥", 0, "雨水", "雨水亥宫初度", "卯正二刻九分", "四十二刻十二分", "酉初一刻六分", "五十三刻三分"),
    (471, 475, "亥", 6, None, "六度", "卯正二刻二分", "四十三刻十一分", "酉初一刻十三分", "五十二刻四分"),
    (479, 483, "亥", 12, None, "十二度", "卯正一刻九分", "四十四刻十二分", "酉初二刻六分", "五十一刻三分"),
    (491, 495, "亥", 18, None, "十八度", "卯正一刻一分", "四十五刻十三分", "酉初二刻十四分", "五十刻二分"),
    (499, 499, "亥", 24, None, "二十四度", "卯正初刻八分", "四十六刻十四分", "酉初三刻七分", "四十九刻一分"),
)

# (line, 宫, 度, term, place as printed): the 12 terms printed without times.
_MARKERS = (
    (103, "戌", 15, "清明", "清明、十五度"),
    (143, "酉", 15, "立夏", "立夏、十五度"),
    (163, "申", 0, "小满", "小满申宫初度"),
    (207, "午", 0, "大暑", "大暑午宫初度"),
    (227, "午", 15, "立秋", "立秋、十五度"),
    (271, "巳", 15, "白露", "白露、十五度"),
    (315, "辰", 15, "寒露", "寒露、十五度"),
    (359, "卯", 15, "立冬", "立冬、十五度"),
    (379, "寅", 0, "小雪", "小雪寅宫初度"),
    (423, "子", 0, "大寒", "大寒子宫初度"),
    (443, "子", 15, "立春", "立春、十五度"),
    (487, "亥", 15, "惊蛰", "惊蛰、十五度"),
)


def _src(line: int) -> Source:
    return Source(SEED_XIEJI_APPENDIX, SECTION, line)


ROWS: tuple[SunTableRow, ...] = tuple(
    SunTableRow(
        longitude=30 * PALACES.index(palace) + degree,
        palace=palace,
        degree=degree,
        term=term,
        label=label,
        sunrise_text=rise,
        day_text=day,
        sunset_text=sets,
        night_text=night,
        source=_src(rise_line),
        sunset_source=_src(set_line),
    )
    for rise_line, set_line, palace, degree, term, label, rise, day, sets, night in _PRINTED
)
TERM_MARKERS: tuple[TermMarker, ...] = tuple(
    TermMarker(term, 30 * PALACES.index(palace) + degree, palace, degree, label, _src(line))
    for line, palace, degree, term, label in _MARKERS
)
ROW_BY_TERM: dict[str, SunTableRow] = {row.term: row for row in ROWS if row.term}
MARKER_BY_TERM: dict[str, TermMarker] = {marker.term: marker for marker in TERM_MARKERS}
_ROW_LONGITUDES = tuple(row.longitude for row in ROWS)

assert _ROW_LONGITUDES == tuple(sorted(set(_ROW_LONGITUDES))) and _ROW_LONGITUDES[0] == 0
assert set(ROW_BY_TERM) | set(MARKER_BY_TERM) == set(TERM_NAMES) and not set(ROW_BY_TERM) & set(MARKER_BY_TERM)
assert all(TERM_NAMES.index(r.term) * 15 == r.longitude for r in ROWS if r.term)
assert all(TERM_NAMES.index(m.term) * 15 == m.longitude for m in TERM_MARKERS)


def row_at_longitude(longitude: float) -> SunTableRow:
    """The row in force at an ecliptic longitude: the last printed row at or before it (mod 360°)."""
    return ROWS[bisect_right(_ROW_LONGITUDES, float(longitude) % 360.0) - 1]


# --- lookups -----------------------------------------------------------------------------------------


class TableTimes(NamedTuple):
    term_name: str  # the solar term asked for (or in force on the date asked for)
    row: SunTableRow  # the row printed at the term, or the row in force there (see printed_at_term)
    printed_at_term: bool  # False for the 12 terms the text prints without times
    sunrise: time  # local apparent solar time at the capital
    sunset: time
    day_length: timedelta
    night_length: timedelta
    sunrise_text: str  # as printed: 卯正初刻 …
    sunset_text: str
    day_text: str
    night_text: str
    source: Source  # the row's 日出 line
    marker: TermMarker | None  # the term's own line when it has no times

    @property
    def sunrise_hhmm(self) -> str:
        return self.row.sunrise_hhmm

    @property
    def sunset_hhmm(self) -> str:
        return self.row.sunset_hhmm


def canonical_term(term_name: str) -> str:
    """The project's spelling of a term name (榖雨 → 谷雨); ValueError for anything else."""
    name = TERM_VARIANTS.get(term_name.strip(), term_name.strip()) if isinstance(term_name, str) else term_name
    if name not in TERM_NAMES:
        raise ValueError(f"unknown solar term {term_name!r}; expected one of: {'、'.join(TERM_NAMES)}")
    return name


def table_times(*, term_name: str) -> TableTimes:
    """The table's times at a solar term (see the module docstring for the 12 terms without times)."""
    name = canonical_term(term_name)
    row = ROW_BY_TERM.get(name)
    marker = None
    if row is None:
        marker = MARKER_BY_TERM[name]
        row = row_at_longitude(marker.longitude)
    return TableTimes(
        term_name=name,
        row=row,
        printed_at_term=marker is None,
        sunrise=row.sunrise,
        sunset=row.sunset,
        day_length=row.day_length,
        night_length=row.night_length,
        sunrise_text=row.sunrise_text,
        sunset_text=row.sunset_text,
        day_text=row.day_text,
        night_text=row.night_text,
        source=row.source,
        marker=marker,
    )


def _end_of_cst_day(day: date) -> int:
    """Unix seconds of the last second of a CST civil day."""
    if isinstance(day, datetime) or not isinstance(day, date):
        raise TypeError(f"day must be a datetime.date (a CST civil day), not {type(day).__name__}")
    check_supported(day)
    return (day.toordinal() + 1 - date(1970, 1, 1).toordinal()) * 86400 - CST_OFFSET_SECONDS - 1


def term_in_force(*, day: date) -> TermMoment:
    """The most recent solar term whose moment is at or before the end of a CST civil day."""
    return last_term_before(_end_of_cst_day(day))


def table_times_for_date(*, day: date) -> TableTimes:
    """The table's times for the most recent solar term at or before a CST civil day."""
    return table_times(term_name=TERM_NAMES[term_in_force(day=day).term])


def sun_longitude_at(utc_seconds: float) -> float:
    """The Sun's apparent ecliptic longitude (degrees, [0, 360)) at a Unix time, from the term moments.

    Cubic (Lagrange) interpolation through the four term moments around the instant, 15° apart.
    Against skyfield the error is below 0.0025° (the Moon's monthly pull on the Earth, which 15-day
    samples cannot follow), i.e. the Sun reaches a given longitude within ~4 minutes of the time
    this implies.
    """
    table = astro_table()
    times = table.term_utc
    i = bisect_right(times, utc_seconds) - 1
    if i < 1 or i + 2 >= len(times):
        raise ValueError("moment outside the astronomical table")
    xs = times[i - 1 : i + 3]  # the instant lies between the middle two
    base = table.terms[i - 1].term * 15.0
    x = float(utc_seconds)
    value = 0.0
    for k in range(4):
        weight = 1.0
        for m in range(4):
            if m != k:
                weight *= (x - xs[m]) / (xs[k] - xs[m])
        value += weight * (base + 15.0 * k)
    return value % 360.0


def row_for_date(*, day: date) -> SunTableRow:
    """The row in force on a CST civil day: the last row whose longitude the Sun reaches by the day's end."""
    return row_at_longitude(sun_longitude_at(_end_of_cst_day(day)))


_UNIX_EPOCH_ORDINAL = date(1970, 1, 1).toordinal()


def row_for_ordinal(ordinal: int) -> SunTableRow:
    """`row_for_date` of a supported CST civil day given as its ordinal (a day's hours: no date object, no checks)."""
    return row_at_longitude(sun_longitude_at((ordinal + 1 - _UNIX_EPOCH_ORDINAL) * 86400 - CST_OFFSET_SECONDS - 1))


def term_at_end_of(ordinal: int) -> int:
    """The solar term (0–23) in force at the end of a supported CST civil day given as its ordinal: `row_for_ordinal`
    interpolates between its moment and the next term's, and the Sun is then between their longitudes
    (`rows_from_term`; tests/core/test_activity_hours.py checks every day 1901–2099)."""
    table = astro_table()
    end = (ordinal + 1 - _UNIX_EPOCH_ORDINAL) * 86400 - CST_OFFSET_SECONDS - 1
    return table.terms[bisect_right(table.term_utc, end) - 1].term


def rows_from_term(term: int) -> tuple[SunTableRow, ...]:
    """The rows in force while the Sun is between term `term`'s longitude (15° × term) and the next term's."""
    first = bisect_right(_ROW_LONGITUDES, 15 * term) - 1
    return ROWS[first:bisect_left(_ROW_LONGITUDES, 15 * term + 15)]
