"""The day's gods, grade and activity verdicts, from the calendar facts of one day (`day_rules`).

The day's gods are a bit mask (rules.day_gods.GodCatalogue); everything else is mask arithmetic on it:
  - the grade counts the 吉 and 凶 grading gods present by popcount (int.bit_count) of mask & two masks;
  - an activity's verdict depends only on the present gods its 宜 and 忌 lists name (mask & its lists'
    mask) and on the day's vetoes.
Most of that is decided by the month and the day pillar, so each of the 12 × 60 (month, pillar) rows holds
its month-and-pillar gods, its vetoes and its 39 verdicts, for a day that clashes the 太岁 and for one that
does not. The few gods outside the rows that activity lists name (母仓, 土王用事, 洗头日, 长星 …: none to
three a day) have every verdict they can lead to prepared too (`_Tables.reweighed`): a day swaps those in.
A veto outside the rows (none today) or a person's 本命 gods make the day weighed afresh.

All of it is built once, with the catalogue (≈ 0.1 s), and is complete: nothing here is remembered from
one day to the next, so a day the process has never seen costs what any other day costs.
"""

from functools import cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import CYCLE, clashes
from almanac.core.rules.catalogue import ALL_ACTIVITIES, GRADING_GODS, god_catalogue
from almanac.core.rules.day_basics import huangdao
from almanac.core.rules.day_gods import DOMAINS, DayContext, GodCatalogue, _tuwang_days
from almanac.core.rules.model import BAD, GOOD, Activity, DayGod
from almanac.core.rules.verdicts import (
    GRADE_MARKS,
    SIFEI,
    SIFEI_HUANGWU,
    ActivityVerdict,
    Grade,
    Reason,
    buzu_reason,
    grade_day,
    in_sanhe,
    veto_reasons,
    weigh_activity,
)

__all__ = ["DayContext", "DayRules", "day_rules"]


class DayRules(NamedTuple):
    gods: tuple[DayGod, ...]  # every god present: counted ones, other readings, rejected items
    counted: tuple[DayGod, ...]  # the ones verdicts weigh (default reading, not rejected)
    grade: Grade
    activities: tuple[ActivityVerdict, ...]
    vetoes: tuple[Reason, ...]


class _Row(NamedTuple):
    """One (month, day pillar): what every day of it shares. Pairs are indexed by 日冲太岁 (False, True)."""

    gods: tuple[DayGod, ...]  # its month-and-pillar gods
    counted: tuple[DayGod, ...]
    po: bool  # 破日: the day branch clashes the 月建
    sanhe: bool
    huangdao_good: bool
    vetoes: tuple[tuple[Reason, ...], tuple[Reason, ...]]
    verdicts: tuple[tuple[ActivityVerdict, ...], tuple[ActivityVerdict, ...]]
    vetoed_grades: tuple[Grade | None, Grade | None]
    veto_ids: tuple[int, int]  # the vetoes' numbers in _Tables.vetoes


class _Tables:
    """The masks of the weighing and the 720 rows, built once from the catalogue."""

    def __init__(self, catalogue: GodCatalogue, activities: tuple[Activity, ...], grading: tuple[DayGod, ...]):
        self.catalogue = catalogue
        self.activities = activities
        bits = catalogue.bits
        counted = [g for g in grading if g.default and not g.rejected]
        self.good_mask = sum(bits[g] for g in counted if g.kind == GOOD)
        self.bad_mask = sum(bits[g] for g in counted if g.kind == BAD)
        # V2: the 阴阳不足 gods, by name (the order their reasons take).
        self.buzu = tuple((bits[g], buzu_reason(g.name, str(g.source))) for g in sorted(
            (g for g in counted if g.veto), key=lambda g: g.name))
        self.sifei = catalogue.mask_of_names([SIFEI])
        self.sifei_huangwu = catalogue.mask_of_names([SIFEI_HUANGWU])
        veto_mask = sum(bit for bit, _ in self.buzu) | self.sifei | self.sifei_huangwu
        # The grade's marks: every subset of those gods, as the frozenset of names grade_day reads.
        marks = [(catalogue.mask_of_names([name]), name) for name in sorted(GRADE_MARKS)]
        self.marks_mask = sum(bit for bit, _ in marks)
        self.marks = {0: frozenset()}
        for bit, name in marks:
            if bit:
                self.marks.update({m | bit: names | {name} for m, names in self.marks.items()})
        # Each activity's 宜 and 忌 lists as (name, bit) in list order, and their gods as one mask.
        self.lists = tuple(
            (tuple((n, catalogue.mask_of_names([n])) for n in a.good), tuple((n, catalogue.mask_of_names([n])) for n in a.bad))
            for a in activities
        )
        self.listed_of = tuple(sum({b for _, b in good + bad}) for good, bad in self.lists)
        # The gods a row does not decide that can change a verdict. Those of a plain day (母仓, 土王用事, 长星
        # …: `reweighed`) have each row's answers prepared; a veto outside the rows (none today) or a person's
        # 本命 gods make the day weighed afresh.
        outside_rows = ((1 << len(catalogue.gods)) - 1) ^ catalogue.row_mask
        personal = sum(bit for bit, _ in catalogue.personal)
        self.reweighed_of = tuple(listed & outside_rows & ~personal for listed in self.listed_of)
        self.named_by: dict[int, tuple[int, ...]] = {}
        for i, listed in enumerate(self.reweighed_of):
            for bit in _bits(listed):
                self.named_by[bit] = self.named_by.get(bit, ()) + (i,)
        self.sensitive = sum(self.named_by)
        self.afresh = (veto_mask & outside_rows) | personal
        self.n_static = catalogue.n_static
        self.counted_extra = catalogue.counted_mask >> catalogue.n_static
        self.extra_gods = catalogue.gods[catalogue.n_static:]
        self.tuwang_days = _tuwang_days()
        # The vetoes a row can have, numbered (0: none); equal verdicts are one object across the rows.
        self.vetoes: dict[tuple[Reason, ...], int] = {(): 0}
        shared: dict[tuple[int, int, int], ActivityVerdict] = {}
        self.rows = tuple(self._row(month, day, shared) for month in DOMAINS["month"] for day in CYCLE)
        # The verdicts a day re-weighs: for each activity, each (present gods of its lists in a row, vetoes of the
        # row) with each combination of its gods outside the rows, keyed (activity, present gods, vetoes number).
        self.reweighed: dict[tuple[int, int, int], ActivityVerdict] = {}
        veto_of = {number: veto for veto, number in self.vetoes.items()}
        for i, outside in enumerate(self.reweighed_of):
            if not outside:
                continue
            in_rows = {(mask & self.listed_of[i], number)
                       for mask, row in zip(catalogue.rows, self.rows) for number in row.veto_ids}
            for hits, number in in_rows:
                for present in _subsets(outside)[1:]:
                    self.reweighed[i, hits | present, number] = self._shared(
                        i, hits | present, veto_of[number], number, shared)

    def _row(self, month: int, day, shared: dict) -> _Row:
        catalogue = self.catalogue
        mask = catalogue.rows[(month - 1) * 60 + day.index]
        static = mask & ((1 << catalogue.n_static) - 1)
        month_branch = (month + 1) % 12
        po = clashes(day.branch, month_branch)
        vetoes = (self.vetoes_of(mask, po, False), self.vetoes_of(mask, po, True))
        numbers = tuple(self.vetoes.setdefault(veto, len(self.vetoes)) for veto in vetoes)
        listed_of = self.listed_of
        verdicts = tuple(
            tuple(self._shared(i, mask & listed, veto, number, shared) for i, listed in enumerate(listed_of))
            for veto, number in zip(vetoes, numbers)
        )
        return _Row(
            catalogue.gods_of(static),
            catalogue.gods_of(static & catalogue.counted_mask),
            po,
            in_sanhe(day.branch, month_branch),
            huangdao(day.branch, month_branch).kind == "黄道",
            vetoes,
            verdicts,
            tuple(Grade("大凶", veto) if veto else None for veto in vetoes),
            numbers,
        )

    def vetoes_of(self, mask: int, po: bool, year_clash: bool) -> tuple[Reason, ...]:
        buzu = tuple(reason for bit, reason in self.buzu if mask & bit)
        return veto_reasons(po, buzu, year_clash, bool(mask & self.sifei), bool(mask & self.sifei_huangwu))

    def weigh(self, i: int, mask: int, veto: tuple[Reason, ...]) -> ActivityVerdict:
        """Activity i's verdict on a day of gods `mask` and vetoes `veto`."""
        hits = mask & self.listed_of[i]
        good_list, bad_list = self.lists[i]
        return weigh_activity(
            self.activities[i],
            tuple(name for name, bit in good_list if hits & bit),
            tuple(name for name, bit in bad_list if hits & bit),
            veto,
        )

    def _shared(self, i: int, hits: int, veto: tuple[Reason, ...], number: int, shared: dict) -> ActivityVerdict:
        """Activity i's verdict when the gods `hits` of its lists are present, under vetoes number `number`."""
        key = (i, hits, number)
        found = shared.get(key)
        if found is None:
            if veto:  # 忌 for the vetoes, with the gods its lists name
                base = self._shared(i, hits, (), 0, shared)
                found = ActivityVerdict(base.activity, "忌", base.good, base.bad, veto)
            else:
                found = self.weigh(i, hits, veto)
            shared[key] = found
        return found

    def reweigh(self, mask: int, row: _Row, year_clash: bool, sensitive: int):
        """(vetoes, verdicts) of a day with gods outside its row that its activities' lists name."""
        verdicts = list(row.verdicts[year_clash])
        reweighed, listed_of, number = self.reweighed, self.listed_of, row.veto_ids[year_clash]
        while sensitive:
            low = sensitive & -sensitive
            for i in self.named_by[low]:
                verdicts[i] = reweighed[i, mask & listed_of[i], number]
            sensitive ^= low
        return row.vetoes[year_clash], tuple(verdicts)

    def afresh_verdicts(self, mask: int, row: _Row, year_clash: bool):
        """(vetoes, verdicts) weighed afresh: a day with a veto outside its row, or a person's 本命 gods."""
        veto = self.vetoes_of(mask, row.po, year_clash)
        return veto, tuple(self.weigh(i, mask, veto) for i in range(len(self.activities)))


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def _subsets(mask: int):
    """Every subset of a mask's bits (the empty one first)."""
    subsets = [0]
    for bit in _bits(mask):
        subsets += [s | bit for s in subsets]
    return subsets


@cache
def _tables() -> _Tables:
    return _Tables(god_catalogue(), ALL_ACTIVITIES, GRADING_GODS)


@cache
def _hot() -> tuple:
    """What day_rules reads of the tables, as one tuple (unpacked into locals: the hot path)."""
    t = _tables()
    c = t.catalogue
    return (t, t.rows, c.rows, c.lookups, c.by_day, c.per_day, t.n_static, t.extra_gods, t.counted_extra, t.sensitive,
            t.afresh, t.good_mask, t.bad_mask, t.marks, t.marks_mask, t.tuwang_days)


def day_rules(ctx: DayContext) -> DayRules:
    """The day's gods, grade and activity verdicts from its context (the hot path of api._day_by_ordinal)."""
    (t, rows, row_masks, lookups, by_day, per_day, n_static, extra_gods, counted_extra, sensitive_mask, afresh,
     good_mask, bad_mask, marks, marks_mask, tuwang_days) = _hot()
    day = ctx.day
    r = (ctx.month - 1) * 60 + day.index
    row = rows[r]
    if ctx.benming is None:  # GodCatalogue.mask_of, inline
        mask = row_masks[r] | by_day.get(ctx.ordinal, 0)
        for key, masks in lookups:
            mask |= masks[key(ctx)]
        for bit, rule in per_day:
            if rule(ctx):
                mask |= bit
    else:
        mask = t.catalogue.mask_of(ctx)
    extra = mask >> n_static
    if extra:  # the gods beyond the row's month-and-pillar ones, in order (a few)
        more, more_counted = [], []
        while extra:
            low = extra & -extra
            god = extra_gods[low.bit_length() - 1]
            more.append(god)
            if low & counted_extra:
                more_counted.append(god)
            extra ^= low
        gods = row.gods + tuple(more)
        counted = row.counted + tuple(more_counted) if more_counted else row.counted
    else:
        gods, counted = row.gods, row.counted
    year_clash = (day.branch - ctx.year_branch) % 12 == 6
    sensitive = mask & sensitive_mask
    if mask & afresh:
        veto, verdicts = t.afresh_verdicts(mask, row, year_clash)
    elif sensitive:
        veto, verdicts = t.reweigh(mask, row, year_clash, sensitive)
    else:
        veto, verdicts = row.vetoes[year_clash], row.verdicts[year_clash]
    if veto:
        grade = row.vetoed_grades[year_clash] if veto is row.vetoes[year_clash] else Grade("大凶", veto)
    else:
        grade = grade_day(
            veto,
            (mask & good_mask).bit_count(),
            (mask & bad_mask).bit_count(),
            marks[mask & marks_mask],
            day.stem,
            ctx.month,
            ctx.ordinal in tuwang_days,
            row.sanhe,
            row.huangdao_good,
        )
    return DayRules(gods, counted, grade, verdicts, veto)
