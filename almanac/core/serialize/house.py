"""五姓修宅 and 年月神煞 (rules.house_spirits) as the JSON of docs/api.md: the compass's `wuxing_house` and
`year_month_spirits`, the household export's `wuxing_house`, and a member's 本命 spirits (the member page)."""

from almanac.core.rules import house_spirits as hs
from almanac.core.serialize.base import SourceObject, _Object, source_object

# --- 五姓修宅 ---------------------------------------------------------------------------------------


class MonthRule(_Object):
    good: list[str]
    bad: list[str]
    source: SourceObject


class HouseMonth(_Object):
    """One month for a sound: `verdict` 宜 (大通/小通), 不宜 (大墓/小墓) or null (the text gives no ruling)."""

    month: int | None  # the 节气 month 1 (寅月) … 12 (丑月); null when not asked
    opened_by: str | None
    ganzhi: str
    branch: str
    categories: list[str]
    verdict: str | None
    source: SourceObject
    verdict_source: SourceObject


class HouseYear(_Object):
    year: int
    ganzhi: str
    branch: str
    categories: list[str]
    source: SourceObject
    months: list[HouseMonth]


class HouseholdWuxing(_Object):
    """A household's 五姓修宅 (the household export's `wuxing_house`)."""

    sound: str
    element: str
    years: list[HouseYear]
    month_rule: MonthRule
    caveat: str
    caveat_quote: str
    caveat_source: SourceObject
    surname_hints: dict[str, str]
    surname_note: str
    hint_source: SourceObject
    source: SourceObject


class SoundInYear(_Object):
    element: str
    year: list[str]
    month: list[str] | None
    month_verdict: str | None
    source: SourceObject


class Sounds(_Object):
    宫: SoundInYear
    商: SoundInYear
    角: SoundInYear
    徵: SoundInYear
    羽: SoundInYear


class WuxingHouse(_Object):
    """The compass's `wuxing_house`: the five sounds in the year (and month)."""

    year_branch: str
    month_branch: str | None
    sounds: Sounds
    month_rule: MonthRule
    caveat: str
    caveat_quote: str
    caveat_source: SourceObject
    surname_hints: dict[str, str]
    surname_note: str
    hint_source: SourceObject
    source: SourceObject


def _notes(notes: hs.HouseNotes) -> dict:
    """The keys every 五姓修宅 object ends with, as Struct arguments."""
    rule = notes.month_rule
    return {
        "month_rule": MonthRule(list(rule.good), list(rule.bad), source_object(rule.source)),
        "caveat": notes.caveat,
        "caveat_quote": notes.caveat_quote,
        "caveat_source": source_object(notes.caveat_source),
        "surname_hints": dict(notes.surname_hints),
        "surname_note": notes.surname_note,
        "hint_source": source_object(notes.hint_source),
        "source": source_object(notes.source),
    }


def house_month_struct(month: hs.HouseMonth) -> HouseMonth:
    return HouseMonth(month.month, month.opened_by, month.ganzhi, month.branch, list(month.categories), month.verdict,
                      source_object(month.source), source_object(month.verdict_source))


def house_year_struct(year: hs.HouseYear) -> HouseYear:
    return HouseYear(year.year, year.ganzhi, year.branch, list(year.categories), source_object(year.source),
                     [house_month_struct(m) for m in year.months])


def household_wuxing_struct(house: hs.HouseholdHouse) -> HouseholdWuxing:
    return HouseholdWuxing(house.sound, house.element, [house_year_struct(y) for y in house.years],
                           **_notes(house.notes))


def _sound(entry: hs.SoundInYear) -> SoundInYear:
    month = entry.month
    return SoundInYear(entry.element, list(entry.year), None if month is None else list(month.categories),
                       None if month is None else month.verdict, source_object(entry.source))


def wuxing_house_struct(house: hs.CompassHouse) -> WuxingHouse:
    sounds = Sounds(**{sound: _sound(entry) for sound, entry in house.sounds.items()})
    return WuxingHouse(house.year_branch, house.month_branch, sounds, **_notes(house.notes))


# --- 年月神煞 ----------------------------------------------------------------------------------------


class StemSpirits(_Object):
    """岁干起例 (L1687) for a stem: `values` name → position (null when undetermined), `terms` name → 禄命 term."""

    stem: str
    values: dict[str, str | None]
    terms: dict[str, str]
    undetermined: list[str]
    source: SourceObject
    unused_source: SourceObject
    note: str


class NatalSpirits(StemSpirits):
    """The 岁干起例 applied to a member's birth-year (本命) stem (the member page; an application of this site)."""

    benming: str
    applied_note: str


class TrigramSpirit(_Object, omit_defaults=True):
    trigram: str
    mountains: list[str]
    source: SourceObject
    note: str = ""


class BranchSpirit(_Object):
    branch: str
    source: SourceObject


class DunganSpirits(_Object):
    values: dict[str, list[str]]
    undetermined: list[str]
    source: SourceObject
    note: str


class YearMonthSpirits(_Object):
    """The compass's `year_month_spirits`: what survives of the 年月神煞 tables, for the year's stem."""

    year_stem: str
    stem_spirits: StemSpirits
    tiannu: TrigramSpirit
    pobai_wugui: TrigramSpirit
    jinwu: BranchSpirit
    yutu: BranchSpirit
    dungan: DunganSpirits
    missing_note: str
    source: SourceObject


def _stem_fields(spirits: hs.StemSpirits) -> dict:
    return {
        "stem": spirits.stem, "values": dict(spirits.values), "terms": spirits.terms,
        "undetermined": list(spirits.undetermined), "source": source_object(spirits.source),
        "unused_source": source_object(spirits.unused_source), "note": spirits.note,
    }


def natal_spirits_struct(natal: hs.NatalSpirits) -> NatalSpirits:
    return NatalSpirits(**_stem_fields(natal.spirits), benming=natal.benming, applied_note=natal.applied_note)


def _trigram(spirit: hs.TrigramSpirit) -> TrigramSpirit:
    return TrigramSpirit(spirit.trigram, list(spirit.mountains), source_object(spirit.source), spirit.note)


def year_month_spirits_struct(spirits: hs.YearMonthSpirits) -> YearMonthSpirits:
    dungan = spirits.dungan
    return YearMonthSpirits(
        spirits.year_stem,
        StemSpirits(**_stem_fields(spirits.stem_spirits)),
        _trigram(spirits.tiannu),
        _trigram(spirits.pobai_wugui),
        BranchSpirit(spirits.jinwu.branch, source_object(spirits.jinwu.source)),
        BranchSpirit(spirits.yutu.branch, source_object(spirits.yutu.source)),
        DunganSpirits({name: list(branches) for name, branches in dungan.values.items()}, list(dungan.undetermined),
                      source_object(dungan.source), dungan.note),
        spirits.missing_note,
        source_object(spirits.source),
    )
