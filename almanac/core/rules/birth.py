"""A person's birth data → `PersonalFacts`: 八字, 生肖, 纳音, the 男女九宫 star and the 本命 禄/马/贵人, as plain
immutable values (no Django, no day). The day judged for that person is rules/personal_verdicts.py; the
composition with a day is almanac.core.personal.

Time. The local birth time is converted to China Standard Time once (`PersonalFacts.birth_cst`; IANA zones
carry history, so China's summer time of 1986–1991 is honoured: 1990-05-15 14:30 in Shanghai is 13:30 CST,
and the facts say so: `dst` is the hour removed, `clock_change` names a clock time that the change skipped
or showed twice — the earlier reading is taken). The pillars are those of that CST moment (`pillars_at`,
year at 立春, month at each 节, hour 子 from 23:00). `late_zi_next_day` (晚子时换日) moves the day pillar to
the next day from 23:00 (DESIGN: default midnight). With `true_solar_time` (off by default) the day and
hour are read from the true solar time at the birth place's `longitude` (calendar/solar_time.py); the year
and month still change at the 节's instant.

What the data leave open. Without a birth time the year, month and day pillars are taken at local noon and
there is no hour pillar; a time written to the minute (16:27) is read at the start of the minute. Either
way the pillars are also found at the first and last moment the data allow (the local day; the minute's
00 and 59.999 seconds): `uncertain` names the pillars that differ, `alternates` holds the other readings as
PersonalFacts of their own, and `boundary` is the 节 whose moment lies inside (立春 2024-02-04 16:27:08 for
a birth written 16:27 that day). The personal verdicts are judged by every reading and hedged where they
disagree (rules/personal_verdicts.py, step 6).
Unusable birth data is refused by the checks of almanac.core.errors (check_sex, check_birth_date,
check_timezone).

Sources (line numbers of the seed files in ../shared/seeds; 000 = 選擇求真, 001 = 协纪辨方书 摘要,
003 = 协纪辨方书 卷三十五 附录):

- 男女九宫 (003 L511–L573): “男命上元甲子起坎一中元甲子起巽四下元甲子起兑七逆行九宫女命上元甲子起中五中元
  甲子起坤二下元甲子起艮八顺行九宫” (L515). The 按 (L519–L555) says the male count is the 三元 year star and
  rejects the vulgar 上元起兑七 (corrected 康熙五十六年, L543–L557); the 立成 table (L557–L573) lost its star
  columns. The 三元 epoch is not in seed 003; seed 002 ¶3 L7 gives it (“康熙二十三年甲子为上元”, 180 years a
  round): 上元甲子 = 1864, 中元 = 1924, 下元 = 1984 (calendar.nine_palaces.yuan), the year being the 立春 year
  of the birth.
- 禄 = the year stem's 临官 (001 §岁禄 L351 “岁干临官之地”; the ten 临官 as 001 §八禄 L343 / §无禄 L253, the
  table of data/hour_gods.RI_LU). 马 = 驿马 of the year branch's 三合 (001 §驿马 L267). 贵人 = 天乙贵人
  阳贵/阴贵 of the year stem (001 §天乙贵人 L335; 001 L437 takes 岁禄马、贵人 “由本年天干起例”).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from almanac.core.calendar.civil import CST, CST_OFFSET_SECONDS, utc_seconds
from almanac.core.calendar.ganzhi import BRANCHES, ZODIAC, GanZhi, year_ganzhi
from almanac.core.calendar.nine_palaces import PALACES, YUAN_NAMES, step, yuan
from almanac.core.calendar.pillars import Pillars, pillars_at, solar_month_at
from almanac.core.calendar.solar_time import equation_of_time, mean_solar_offset
from almanac.core.calendar.solar_time import true_solar_time as solar_clock
from almanac.core.calendar.terms import TermMoment, last_term_before
from almanac.core.data.hour_gods import RI_LU, RI_MA, TIANYI_YANG, TIANYI_YIN
from almanac.core.errors import SEXES, check_birth_date, check_longitude, check_sex, check_timezone
from almanac.core.sources import SEED_XIEJI_APPENDIX, SEED_XIEJI_SUMMARY, Source

MALE, FEMALE = SEXES
DEFAULT_TIMEZONE = "Asia/Shanghai"

# Where each fact of a person comes from (the household export's `sources`, the compass marks).
SOURCES: dict[str, str] = {
    "pillars": "almanac.core.calendar.pillars.pillars_at (year at 立春, month at each 节, 子 hour from 23:00)",
    "nayin": str(Source(SEED_XIEJI_SUMMARY, "纳音干支起数合五行", 33)),
    "zodiac": "生肖 of the year pillar (year changes at 立春)",
    "nine_star": str(Source(
        SEED_XIEJI_APPENDIX, "男女九宫", 515,
        "rule; 按 L519–L557; 立成 table L557–L573 (stars lost); epoch 1864/1924/1984 inferred",
    )),
    "lu": str(Source(SEED_XIEJI_SUMMARY, "岁禄", 351, "岁干临官之地; the ten 临官 as 八禄 L343, 无禄 L253")),
    "ma": str(Source(SEED_XIEJI_SUMMARY, "驿马", 267, "寅午戌→申, 申子辰→寅, 亥卯未→巳, 巳酉丑→亥")),
    "guiren": str(Source(SEED_XIEJI_SUMMARY, "天乙贵人", 335, "阳贵/阴贵 of the year stem; 本年天干起例 L437")),
}


# --- 男女九宫 ------------------------------------------------------------------------------------

# L515: 男 上元甲子起坎一 中元起巽四 下元起兑七 逆行; 女 上元起中五 中元起坤二 下元起艮八 顺行.
MALE_START = (1, 4, 7)
FEMALE_START = (5, 2, 8)


@dataclass(frozen=True, slots=True)
class NineStar:
    number: int  # 1–9
    name: str  # 一白 … 九紫
    palace: str  # 坎一 … 离九
    yuan: str  # 上元 / 中元 / 下元 of the birth year
    year: int  # the 立春 year counted
    source: str = SOURCES["nine_star"]

    def __str__(self) -> str:
        return f"{self.name}（{self.palace}）"

    @property
    def direction(self) -> str:
        """The palace's direction (001 §后天八卦方位 L9); 中 for 五黄."""
        return PALACES[self.number].direction


def nine_star(year: int, sex: str) -> NineStar:
    """The 男女九宫 star of someone born in 立春-year `year` (003 L515): count from the 元's 甲子 year,
    one palace a year, 逆 (−1) for men, 顺 (+1) for women."""
    check_sex(sex)
    era, k = yuan(year), year_ganzhi(year).index  # k = the year's place in the 60-cycle
    number = step(MALE_START[era], -k) if sex == MALE else step(FEMALE_START[era], k)
    palace = PALACES[number]
    return NineStar(number, palace.star, palace.numbered, YUAN_NAMES[era], year)


# --- 禄 马 贵人 -----------------------------------------------------------------------------------

def lu_branch(stem: int) -> int:
    """禄 = 临官 of a stem (甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子)."""
    return BRANCHES.index(RI_LU.table[stem])


def ma_branch(branch: int) -> int:
    """驿马 of a branch's 三合 (申子辰→寅, 寅午戌→申, 亥卯未→巳, 巳酉丑→亥)."""
    return BRANCHES.index(RI_MA.table[branch])


def guiren_branches(stem: int) -> tuple[int, int]:
    """天乙贵人 (阳贵, 阴贵) of a stem."""
    return BRANCHES.index(TIANYI_YANG.table[stem]), BRANCHES.index(TIANYI_YIN.table[stem])


# --- personal facts ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SolarTime:
    """How a birth was read by true solar time (真太阳时) at the birth place's longitude."""

    longitude: float  # degrees east
    mean_offset: timedelta  # local mean time − China Standard Time (4 minutes a degree from 120° E)
    equation: timedelta  # the equation of time at the birth (apparent − mean solar time)
    clock: datetime  # the true solar time of the birth (naive), which the day and hour are read from

    @property
    def clock_text(self) -> str:
        return self.clock.strftime("%Y-%m-%d %H:%M")

    @property
    def correction(self) -> timedelta:
        """True solar time − China Standard Time."""
        return self.mean_offset + self.equation


@dataclass(frozen=True, slots=True)
class PersonalFacts:
    """Everything about a person that the personal almanac needs, as plain values."""

    name: str
    sex: str  # 男 / 女
    birth_date: date
    birth_time: time | None
    timezone: str
    late_zi_next_day: bool
    birth_local: datetime  # aware, in `timezone` (local noon when the time is unknown)
    birth_cst: datetime  # the same moment in China Standard Time
    pillars: Pillars  # hour is None when the birth time is unknown
    uncertain: tuple[str, ...]  # "year"/"month"/"day"/"hour": pillars that the birth data leave open
    lichun_year: int  # the year counted from 立春 that the year pillar names
    star: NineStar
    lu: int  # 本命 禄 branch
    ma: int  # 本命 马 branch
    guiren: tuple[int, int]  # 本命 天乙贵人 (阳, 阴) branches
    extra: dict = field(default_factory=dict, compare=False)  # anything a caller wants to carry (ids)
    dst: timedelta = timedelta(0)  # daylight saving time the zone's history removes from the clock time
    clock_change: str = ""  # "skipped" / "repeated": the local clock time fell in a DST change
    solar_time: SolarTime | None = None  # set when the day and hour are read by true solar time
    longitude: float | None = None  # the birth place's longitude when known (degrees east)
    boundary: TermMoment | None = None  # a 节 whose moment falls within the birth minute (or the date-only day)
    alternates: tuple[PersonalFacts, ...] = ()  # the other readings the birth data allow (`uncertain`)

    @property
    def time_known(self) -> bool:
        return self.birth_time is not None

    @property
    def benming(self) -> GanZhi:
        """本命: the birth-year pillar."""
        return self.pillars.year

    @property
    def year_branch(self) -> int:
        return self.pillars.year.branch

    @property
    def day_branch(self) -> int:
        return self.pillars.day.branch

    @property
    def zodiac(self) -> str:
        return ZODIAC[self.pillars.year.branch]

    @property
    def birth_cst_text(self) -> str:
        """The birth moment in China Standard Time, e.g. 1990-05-15 13:30."""
        return self.birth_cst.strftime("%Y-%m-%d %H:%M")

    @property
    def birth_local_text(self) -> str:
        """The birth as entered (the local clock), e.g. 1990-05-15 14:30."""
        return self.birth_local.strftime("%Y-%m-%d %H:%M")

    @property
    def utc_offset_text(self) -> str:
        """The local clock's offset from UTC at the birth, e.g. UTC+9 or UTC−4:30."""
        return _offset_text(self.birth_local.utcoffset())

    @property
    def lu_name(self) -> str:
        return BRANCHES[self.lu]

    @property
    def ma_name(self) -> str:
        return BRANCHES[self.ma]

    @property
    def guiren_names(self) -> tuple[str, str]:
        """(阳贵, 阴贵) as branch characters."""
        return BRANCHES[self.guiren[0]], BRANCHES[self.guiren[1]]

    @property
    def bazi(self) -> str:
        """The pillars as text, e.g. 庚午 辛巳 庚辰 癸未 (three when the hour is unknown)."""
        return " ".join(p.name for p in self.pillars if p is not None)

    @property
    def other_years(self) -> tuple[PersonalFacts, ...]:
        """The other readings that name another birth year (one per year pillar): what follows the year — 生肖,
        the 男女九宫 star, 禄, 马 and 贵人 — is theirs."""
        years: dict[GanZhi, PersonalFacts] = {}
        for other in self.alternates:
            if other.benming != self.benming:
                years.setdefault(other.benming, other)
        return tuple(years.values())

    @property
    def alternative_pillars(self) -> dict[str, tuple[str, ...]]:
        """For each uncertain pillar, the other values the birth data allow, e.g. {"year": ("甲辰",)}."""
        keys = ("year", "month", "day", "hour")
        return {key: tuple(dict.fromkeys(getattr(a.pillars, key).name for a in self.alternates
                                         if getattr(a.pillars, key) is not None
                                         and getattr(a.pillars, key) != getattr(self.pillars, key)))
                for key in keys if key in self.uncertain}


def _offset_text(offset: timedelta | None) -> str:
    minutes = round((offset or timedelta(0)).total_seconds() / 60)
    sign = "+" if minutes >= 0 else "−"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{rest:02d}" if rest else "")


def clock_change(local: datetime) -> str:
    """Whether a local wall-clock time fell in a daylight-saving change: "skipped" (the clocks jumped over it),
    "repeated" (it was shown twice; the earlier reading is used) or ""."""
    other = local.replace(fold=1 - local.fold)
    if other.utcoffset() == local.utcoffset():
        return ""
    back = local.astimezone(UTC).astimezone(local.tzinfo)
    return "repeated" if back.replace(tzinfo=None) == local.replace(tzinfo=None, fold=0) else "skipped"


def _solar_time(cst: datetime, longitude: float) -> SolarTime:
    return SolarTime(longitude, mean_solar_offset(longitude) - timedelta(seconds=CST_OFFSET_SECONDS),
                     equation_of_time(cst), solar_clock(cst, longitude))


def _pillars(local: datetime, late_zi: bool, longitude: float | None) -> Pillars:
    """The pillars of a moment: year and month by its instant, day and hour by China Standard Time or, with a
    longitude, by the true solar time there."""
    cst = local.astimezone(CST)
    clock = None if longitude is None else solar_clock(cst, longitude)
    return pillars_at(cst, late_zi_next_day=late_zi, clock=clock)


def _window(birth_date: date, birth_time: time | None, zone: ZoneInfo) -> tuple[datetime, datetime, datetime]:
    """(the moment read, the first and the last moment the birth data allow): local noon of a date-only birth
    and its whole day; the start of a birth minute and that minute; an exact second alone."""
    if birth_time is None:
        return (datetime.combine(birth_date, time(12, 0), tzinfo=zone),
                datetime.combine(birth_date, time(0, 0), tzinfo=zone),
                datetime.combine(birth_date, time(23, 59, 59, 999999), tzinfo=zone))
    local = datetime.combine(birth_date, birth_time.replace(tzinfo=None), tzinfo=zone)
    if birth_time.second or birth_time.microsecond:
        return local, local, local
    return local, local, local + timedelta(seconds=59, microseconds=999999)


def _boundary(first: datetime, last: datetime) -> TermMoment | None:
    """The 节 whose moment lies between two moments, if any."""
    try:
        jie = last_term_before(utc_seconds(last), jie_only=True)
    except ValueError:
        return None
    return jie if jie.utc >= utc_seconds(first) else None


def _facts(local: datetime, pillars: Pillars, known: bool, common: dict) -> PersonalFacts:
    cst = local.astimezone(CST)
    year_stem, year_branch = pillars.year.stem, pillars.year.branch
    lichun_year = solar_month_at(cst).year
    return PersonalFacts(
        birth_local=local, birth_cst=cst, pillars=pillars if known else Pillars(*pillars[:3]),
        lichun_year=lichun_year, star=nine_star(lichun_year, common["sex"]), lu=lu_branch(year_stem),
        ma=ma_branch(year_branch), guiren=guiren_branches(year_stem),
        dst=(local.dst() or timedelta(0)) if known else timedelta(0),
        **common,
    )


def personal_facts(
    *,
    name: str = "",
    sex: str,
    birth_date: date,
    birth_time: time | None = None,
    timezone: str = DEFAULT_TIMEZONE,
    late_zi_next_day: bool = False,
    longitude: float | None = None,
    true_solar_time: bool = False,
    extra: dict | None = None,
) -> PersonalFacts:
    """A person's facts from their birth data. Raises PersonalInputError for unusable data.

    `true_solar_time` reads the day and hour pillars from the true solar time at `longitude` (needed then);
    without a birth time it changes nothing. Where the data leave a pillar open (a date without a time, or a
    birth minute that contains a 节), `uncertain` names it and `alternates` holds the other readings."""
    check_sex(sex)
    check_birth_date(birth_date)
    zone = check_timezone(timezone)
    if longitude is not None or true_solar_time:
        longitude = check_longitude(longitude)
    known = birth_time is not None
    solar_longitude = longitude if true_solar_time and known else None
    local, first, last = _window(birth_date, birth_time, zone)
    common = {
        "name": name, "sex": sex, "birth_date": birth_date, "birth_time": local.time() if known else None,
        "timezone": zone.key, "late_zi_next_day": late_zi_next_day, "extra": dict(extra or {}),
        "clock_change": clock_change(local) if known else "", "longitude": longitude,
        "boundary": _boundary(first, last),
    }
    main = _pillars(local, late_zi_next_day, solar_longitude)
    compared = 4 if known else 3  # a date-only birth has no hour pillar
    edges: dict[tuple, tuple[datetime, Pillars]] = {}
    for edge in (first, last):
        edge_pillars = _pillars(edge, late_zi_next_day, solar_longitude)
        if edge_pillars[:compared] != main[:compared]:
            edges.setdefault(edge_pillars[:compared], (edge, edge_pillars))
    keys = ("year", "month", "day", "hour")
    uncertain = tuple(k for i, k in enumerate(keys[:compared]) if any(p[i] != main[i] for _e, p in edges.values()))
    solar = _solar_time(local.astimezone(CST), solar_longitude) if solar_longitude is not None else None
    alternates = tuple(
        _facts(edge, p, known, common | {"uncertain": (), "solar_time": _solar_time(edge.astimezone(CST),
                                                                                     solar_longitude)
                                         if solar else None})
        for edge, p in edges.values()
    )
    return _facts(local, main, known, common | {"uncertain": uncertain, "solar_time": solar,
                                                "alternates": alternates})


__all__ = [
    "DEFAULT_TIMEZONE", "FEMALE", "MALE", "SOURCES", "NineStar", "PersonalFacts", "SolarTime", "clock_change",
    "guiren_branches", "lu_branch", "ma_branch", "nine_star", "personal_facts",
]
