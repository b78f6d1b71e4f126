"""The day's gods, grade and activity verdicts, from the calendar facts of one day (`day_rules`).

The day's gods are a bit mask (rules.day_gods.GodCatalogue); everything else is mask arithmetic on it:
  - the grade counts the 吉 and 凶 grading gods present by popcount (int.bit_count) of mask & two masks;
  - an activity's verdict depends only on the present gods its 宜 and 忌 lists name (mask & its lists'
    mask) and on the day's vetoes.
Most of that is decided by the month and the day pillar, so each of the 12 × 60 (month, pillar) rows holds
its month-and-pillar gods, its vetoes and its 39 verdicts, for a day that clashes the 太岁 and for one that
does not. The few gods outside the rows that activity lists name (母仓, 土王用事, 洗头日, 长星 …, and 月忌日, a
忌 of every activity: verdicts.weighed_lists; none to three a day) have every verdict they can lead to
prepared too (`_Tables.reweighed`): a day swaps those in.
A veto outside the rows (none today) or a person's 本命 gods make the day weighed afresh.

All of it is built once, with the catalogue (≈ 0.1 s), and is complete: nothing here is remembered from
one day to the next, so a day the process has never seen costs what any other day costs.
"""

from array import array
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from almanac.core.calendar.ganzhi import CYCLE, clashes
from almanac.core.rules.catalogue import ALL_ACTIVITIES, GRADING_GODS, god_catalogue
from almanac.core.rules.day_god_evaluators import TUWANG_RULE, tuwang_days
from almanac.core.rules.day_gods import DOMAINS, DayContext, GodCatalogue, tables_reader
from almanac.core.rules.model import BAD, GOOD, Activity, Computed, DayGod
from almanac.core.rules.verdicts import (
    GRADE_MARKS,
    SIFEI,
    SIFEI_HUANGWU,
    ActivityVerdict,
    Grade,
    Reason,
    buzu_reason,
    grade_by_counts,
    grade_day,
    grade_without_counts,
    in_sanhe,
    veto_reasons,
    vetoed,
    weigh_activity,
    weighed_lists,
    with_undefined_reasons,
)

__all__ = [
    "ACTIVITY_INDEX", "DayContext", "DayRules", "DayVerdict", "day_rules", "day_verdict", "day_verdicts", "verdict_count", "verdict_entry",
]


class DayRules(NamedTuple):
    gods: tuple[DayGod, ...]  # every god present: counted ones, other readings, rejected items
    counted: tuple[DayGod, ...]  # the ones verdicts weigh (default reading, not rejected)
    grade: Grade
    activities: tuple[ActivityVerdict, ...]
    vetoes: tuple[Reason, ...]


@dataclass(slots=True, eq=False)  # slots: the hot path reads a few of its fields a day
class _Row:
    """One (month, day pillar): what every day of it shares. Pairs are indexed by 日冲太岁 (False, True).

    A day's mask is the row's month-and-pillar gods (the low `n_static` bits, the same on every day of the
    row) and the rest, shifted down: `extra`, a small int. Day by day only `extra` is computed."""

    gods: tuple[DayGod, ...]  # its month-and-pillar gods
    counted: tuple[DayGod, ...]
    mask: int  # every god the row decides (month-and-pillar gods and the row's other rules)
    extra: int  # the row's gods beyond the month-and-pillar ones (mask >> n_static)
    good: int  # how many 吉 / 凶 grading gods among its month-and-pillar gods
    bad: int
    marks: frozenset[str]  # its month-and-pillar gods among GRADE_MARKS
    po: bool  # 破日: the day branch clashes the 月建
    sanhe: bool
    vetoes: tuple[tuple[Reason, ...], tuple[Reason, ...]]
    verdicts: tuple[tuple[ActivityVerdict, ...], tuple[ActivityVerdict, ...]]
    vetoed_grades: tuple[Grade | None, Grade | None]
    # The grade of a day of the row without vetoes, by its GRADE_MARKS gods beyond the row's (>> n_static) and
    # 土王用事 (False, True), where the numbers of 吉 and 凶 gods do not decide it (verdicts.grade_without_counts),
    # else None.
    plain_grades: dict[int, tuple[Grade | None, Grade | None]]
    # Where that is None: the grade as a function of the numbers of 吉 and 凶 gods (verdicts.grade_by_counts).
    count_grades: dict[int, tuple[Callable[[int, int], Grade] | None, Callable[[int, int], Grade] | None]]
    veto_ids: tuple[int, int]  # the vetoes' numbers in _Tables.vetoes
    hit_ids: tuple[int, ...]  # for each activity, the number of the row's gods its lists name (_Tables.reweighed)
    # `verdicts` with a wide god outside the rows present (月忌日, a 忌 of nearly every activity), by those gods
    # (>> n_static): a day with one swaps in the whole row instead of one verdict per activity.
    wide: dict[int, tuple[tuple[ActivityVerdict, ...], tuple[ActivityVerdict, ...]]] = field(default_factory=dict)


class _Tables:
    """The masks of the weighing and the 720 rows, built once from the catalogue."""

    def __init__(self, catalogue: GodCatalogue, activities: tuple[Activity, ...], grading: tuple[DayGod, ...]):
        self.catalogue = catalogue
        self.activities = activities
        bits = catalogue.bits
        self.n_static = n_static = catalogue.n_static
        low = (1 << n_static) - 1
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
        # Each activity's 宜 and 忌 lists (as weighed: verdicts.weighed_lists) as (name, bit) in list order, and
        # their gods as one mask.
        self.lists = tuple(
            tuple(tuple((n, catalogue.mask_of_names([n])) for n in names) for names in weighed_lists(a))
            for a in activities
        )
        self.listed_of = tuple(sum({b for _, b in good + bad}) for good, bad in self.lists)
        # The gods a row does not decide that can change a verdict. Those of a plain day (母仓, 土王用事, 长星
        # …: `reweighed`) have every answer prepared; a veto outside the rows (none today) or a person's 本命
        # gods make the day weighed afresh.
        outside_rows = ((1 << len(catalogue.gods)) - 1) ^ catalogue.row_mask
        if outside_rows & low:
            raise ValueError("a month-and-pillar god outside the rows")
        personal = sum(bit for bit, _ in catalogue.personal)
        reweighed_of = tuple(listed & outside_rows & ~personal for listed in self.listed_of)
        self.afresh_mask = (veto_mask & outside_rows) | personal

        # The day by day part, in `extra` terms (masks >> n_static: small ints).
        self.extra_gods = catalogue.gods[n_static:]
        # Those gods by byte of `extra` (bit 8k + i is god i of byte k): for each byte value, (its gods, the counted
        # ones), in order. A day reads its few non-zero bytes instead of walking bit by bit.
        counted = [bool(catalogue.counted_mask >> (n_static + i) & 1) for i in range(len(self.extra_gods))]
        self.extra_bytes = (len(self.extra_gods) + 7) // 8
        self.by_byte = tuple(_by_byte(self.extra_gods[8 * k:8 * k + 8], counted[8 * k:8 * k + 8])
                             for k in range(self.extra_bytes))
        self.counted_x = catalogue.counted_mask >> n_static
        self.tables_x = tables_reader(catalogue.tables, n_static)  # a context's masks in the rule tables, or-ed
        # The date rules' gods by day, as an array indexed from the first day any of them holds on (one read).
        self.by_day_first = first = min(catalogue.by_day)
        self.by_day_x = array("Q", bytes(8 * (max(catalogue.by_day) - first + 1)))
        for day, m in catalogue.by_day.items():
            self.by_day_x[day - first] = m >> n_static
        # 土王用事 is a date rule: the grade reads its bit, not the date.
        tuwang = [catalogue.bits[g] for g in catalogue.gods
                  if isinstance(g.match, Computed) and g.match.evaluator == TUWANG_RULE]
        if len(tuwang) != 1 or not tuwang[0] >> n_static:
            raise ValueError("the grade reads 土王用事 as one god beyond the rows")
        self.tuwang_x = tuwang[0] >> n_static
        self.per_day_x = tuple((bit >> n_static, rule) for bit, rule in catalogue.per_day)
        self.good_x, self.bad_x = self.good_mask >> n_static, self.bad_mask >> n_static
        self.marks_x = self.marks_mask >> n_static
        self.extra_marks = {m >> n_static: names for m, names in self.marks.items() if not m & low}
        self.reweighed_x = tuple(r >> n_static for r in reweighed_of)
        self.named_by: dict[int, tuple[int, ...]] = {}
        for i, listed in enumerate(self.reweighed_x):
            for bit in _bits(listed):
                self.named_by[bit] = self.named_by.get(bit, ()) + (i,)
        self.sensitive_x = sum(self.named_by)
        self.afresh_x = self.afresh_mask >> n_static
        self.tuwang_days = tuwang_days()

        # The rows. The vetoes a row can have are numbered (0: none); equal verdicts are one object.
        self.vetoes: dict[tuple[Reason, ...], int] = {(): 0}
        hit_ids: dict[tuple[int, int], int] = {}
        shared: dict[tuple[int, int, int], ActivityVerdict] = {}
        by_ids: dict[tuple[int, int], ActivityVerdict] = {}
        graders: dict[tuple, Callable[[int, int], Grade]] = {}
        self.rows = tuple(
            self._row(month, day, shared, hit_ids, by_ids, graders) for month in DOMAINS["month"] for day in CYCLE
        )
        # The verdicts a day re-weighs: each activity under each (row's gods its lists name, row's vetoes), with
        # each combination of its gods outside the rows, by (activity, hits number, those gods >> n_static,
        # vetoes number).
        self.reweighed: dict[tuple[int, int, int, int], ActivityVerdict] = {}
        veto_of = {number: veto for veto, number in self.vetoes.items()}
        for i, outside in enumerate(reweighed_of):
            if not outside:
                continue
            in_rows = {(row.mask & self.listed_of[i], row.hit_ids[i], number)
                       for row in self.rows for number in row.veto_ids}
            for hits, hit_id, number in in_rows:
                for present in _subsets(outside)[1:]:
                    self.reweighed[i, hit_id, present >> n_static, number] = self._shared(
                        i, hits | present, veto_of[number], number, shared)
        # The wide gods (named by more than WIDE_FROM activities): each row's verdicts with them, prepared whole.
        wide = [bit for bit, named in self.named_by.items() if len(named) > WIDE_FROM]
        self.wide_x = sum(wide)
        self.narrow_by = {bit: named for bit, named in self.named_by.items() if bit not in wide}
        for row in self.rows:
            row.wide = self._wide_rows(row, wide)
        # Every verdict of the tables, numbered (ActivityVerdict.number): the JSON layer keys its fragments by it.
        self.verdicts = tuple(shared.values())
        for number, verdict in enumerate(self.verdicts):
            object.__setattr__(verdict, "number", number)  # numbered once, as the tables are built

    def _wide_rows(self, row: _Row, wide: list[int]) -> dict:
        """A row's verdicts (without and with 日冲太岁) under each non-empty set of the wide gods."""
        found = {}
        for present in _subsets(sum(wide))[1:]:
            named = {i for bit in _bits(present) for i in self.named_by[bit]}
            found[present] = tuple(
                tuple(self.reweighed[i, row.hit_ids[i], present & self.reweighed_x[i], row.veto_ids[clash]]
                      if i in named else verdict for i, verdict in enumerate(row.verdicts[clash]))
                for clash in (False, True)
            )
        return found

    def _row(self, month: int, day, shared: dict, hit_ids: dict, by_ids: dict, graders: dict) -> _Row:
        catalogue = self.catalogue
        mask = catalogue.rows[(month - 1) * 60 + day.index]
        static = mask & ((1 << self.n_static) - 1)
        month_branch = (month + 1) % 12
        po = clashes(day.branch, month_branch)
        vetoes = (self.vetoes_of(mask, po, False), self.vetoes_of(mask, po, True))
        numbers = tuple(self.vetoes.setdefault(veto, len(self.vetoes)) for veto in vetoes)
        listed_of = self.listed_of
        ids = tuple(hit_ids.setdefault((i, mask & listed), len(hit_ids)) for i, listed in enumerate(listed_of))
        verdicts = []
        for veto, number in zip(vetoes, numbers):
            found = []
            for i, hit_id in enumerate(ids):  # by (hits number, vetoes number): equal verdicts, one object
                verdict = by_ids.get((hit_id, number))
                if verdict is None:
                    verdict = by_ids[hit_id, number] = self._shared(i, mask & listed_of[i], veto, number, shared)
                found.append(verdict)
            verdicts.append(tuple(found))
        marks, sanhe = self.marks[static & self.marks_mask], in_sanhe(day.branch, month_branch)
        plain_grades, count_grades = self._grades(marks, day.stem, month, sanhe, graders)
        return _Row(
            catalogue.gods_of(static),
            catalogue.gods_of(static & catalogue.counted_mask),
            mask,
            mask >> self.n_static,
            (static & self.good_mask).bit_count(),
            (static & self.bad_mask).bit_count(),
            marks,
            po,
            sanhe,
            vetoes,
            tuple(verdicts),
            tuple(Grade("大凶", veto) if veto else None for veto in vetoes),
            plain_grades,
            count_grades,
            numbers,
            ids,
        )

    def _grades(self, marks: frozenset[str], stem: int, month: int, sanhe: bool, graders: dict) -> tuple[dict, dict]:
        """A row's grades without vetoes, by its GRADE_MARKS gods beyond the row (>> n_static) and 土王用事 (False,
        True): where the text decides, the grade (else None); where the numbers of 吉 and 凶 gods decide, the grade
        as a function of them (else None; `graders` holds one for equal arguments)."""
        plain, by_counts = {}, {}
        for extra, names in self.extra_marks.items():
            arguments = tuple((marks | names, stem, month, tuwang, sanhe) for tuwang in (False, True))
            plain[extra] = tuple(grade_without_counts(*a) for a in arguments)
            if None in plain[extra]:
                by_counts[extra] = tuple(None if grade else graders.get(a) or graders.setdefault(a, grade_by_counts(*a))
                                         for grade, a in zip(plain[extra], arguments))
        return plain, by_counts

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
            if veto:  # 忌 for the vetoes, with the gods its lists name (as weighed without them)
                base = self._shared(i, hits, (), 0, shared)
                found = with_undefined_reasons(vetoed(base.activity, base.good, base.bad, veto))
            else:
                found = self.weigh(i, hits, veto)
            shared[key] = found
        return found

    def afresh(self, mask: int, row: _Row, year_clash: bool):
        """(vetoes, verdicts) weighed afresh: a day with a veto outside its row, or a person's 本命 gods."""
        veto = self.vetoes_of(mask, row.po, year_clash)
        return veto, tuple(self.weigh(i, mask, veto) for i in range(len(self.activities)))

    def grade(self, mask: int, veto, ctx: DayContext, row: _Row) -> Grade:
        """The grade of a day of gods `mask` (the full mask; for the days weighed afresh)."""
        return grade_day(veto, (mask & self.good_mask).bit_count(), (mask & self.bad_mask).bit_count(),
                         self.marks[mask & self.marks_mask], ctx.day.stem, ctx.month,
                         ctx.ordinal in self.tuwang_days, row.sanhe)


def verdict_count() -> int:
    """How many verdicts the rule tables hold (numbered 0 … count − 1)."""
    return len(_tables().verdicts)


def verdict_entry(number: int) -> ActivityVerdict:
    """The rule tables' verdict numbered `number` (ActivityVerdict.number)."""
    return _tables().verdicts[number]


WIDE_FROM = 8  # a god outside the rows named by more activities than this has its verdicts prepared by row


def _by_byte(gods: tuple[DayGod, ...], counted: list[bool]) -> tuple[tuple[tuple, tuple], ...]:
    """For each value 0–255 of a byte whose bit i is gods[i]: (the gods of its set bits, those counted)."""
    def of(value: int, only_counted: bool) -> tuple[DayGod, ...]:
        return tuple(g for i, g in enumerate(gods) if value >> i & 1 and (counted[i] or not only_counted))

    return tuple((of(value, False), of(value, True)) for value in range(256))


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
    return (t, t.rows, t.tables_x, t.by_day_x, t.by_day_first, len(t.by_day_x), t.per_day_x, t.by_byte,
            t.afresh_x, t.good_x, t.bad_x, t.marks_x, t.tuwang_x,
            t.narrow_by, t.reweighed, t.reweighed_x, t.wide_x, t.sensitive_x & ~t.wide_x)


def day_rules(ctx: DayContext) -> DayRules:
    """The day's gods, grade and activity verdicts from its context (the hot path of api._day_by_ordinal)."""
    (t, rows, tables_x, by_day, by_day_first, by_day_count, per_day, by_byte, afresh_x,
     good_x, bad_x, marks_x, tuwang_x, narrow_by, reweighed, reweighed_x, wide_x, narrow_x) = _hot()
    day = ctx.day
    row = rows[(ctx.month - 1) * 60 + day.index]
    # The gods beyond the row's month-and-pillar ones (GodCatalogue.mask_of >> n_static, inline): a few.
    i = ctx.ordinal - by_day_first
    extra = (row.extra | by_day[i] if 0 <= i < by_day_count else row.extra) | tables_x(ctx)
    for bit, rule in per_day:
        if rule(ctx):
            extra |= bit
    year_clash = (day.branch - ctx.year_branch) % 12 == 6
    if ctx.benming is not None or extra & afresh_x:
        mask = t.catalogue.mask_of(ctx)
        extra = mask >> t.n_static
        veto, verdicts = t.afresh(mask, row, year_clash)
        grade = t.grade(mask, veto, ctx, row)
    else:
        veto = row.vetoes[year_clash]
        wide = extra & wide_x
        verdicts = row.wide[wide][year_clash] if wide else row.verdicts[year_clash]
        sensitive = extra & narrow_x
        if sensitive:  # swap in the verdicts its other gods outside the row lead to (_Tables.reweighed)
            verdicts = list(verdicts)
            hit_ids, number = row.hit_ids, row.veto_ids[year_clash]
            while sensitive:
                low = sensitive & -sensitive
                for i in narrow_by[low]:
                    verdicts[i] = reweighed[i, hit_ids[i], extra & reweighed_x[i], number]
                sensitive ^= low
            verdicts = tuple(verdicts)
        if veto:
            grade = row.vetoed_grades[year_clash]
        else:
            marks = extra & marks_x
            tuwang = (extra & tuwang_x) != 0
            grade = row.plain_grades[marks][tuwang]  # None where the numbers of 吉 and 凶 gods decide
            if grade is None:
                grade = row.count_grades[marks][tuwang](row.good + (extra & good_x).bit_count(),
                                                        row.bad + (extra & bad_x).bit_count())
    gods, counted = row.gods, row.counted
    if extra:  # then the gods of `extra`, in bit order, byte by byte (_Tables.by_byte), joined to the row's once
        more = more_counted = ()
        k = 0
        for byte in extra.to_bytes((extra.bit_length() + 7) >> 3, "little"):
            if byte:
                gods_of_byte, counted_of_byte = by_byte[k][byte]
                more += gods_of_byte
                more_counted += counted_of_byte
            k += 1
        gods += more
        counted += more_counted
    return _new(DayRules, (gods, counted, grade, verdicts, veto))


class DayVerdict(NamedTuple):
    """One activity's verdict on a day, with the day's grade and vetoes (as day_rules gives them)."""

    verdict: ActivityVerdict
    grade: Grade
    vetoes: tuple[Reason, ...]


# An activity's place in DayRules.activities (the rule tables weigh ALL_ACTIVITIES in their order).
ACTIVITY_INDEX = {activity: i for i, activity in enumerate(ALL_ACTIVITIES)}


def day_verdict(ctx: DayContext, index: int) -> DayVerdict:
    """day_rules(ctx)'s verdict for the activity at `index` (ACTIVITY_INDEX), grade and vetoes, without the day's
    gods and the other activities' verdicts (day_verdicts for one day)."""
    return next(day_verdicts((ctx,), index))


def day_verdicts(contexts: Iterable[DayContext], index: int) -> Iterator[DayVerdict]:
    """day_verdict of each context in turn: a date search weighs one activity on every day of its range, so the
    tables are fetched once for the range, not once a day.
    The same steps as day_rules (inline there too: both are hot paths); tests/core/test_day_verdict.py holds them
    equal."""
    (t, rows, tables_x, by_day, by_day_first, by_day_count, per_day, by_byte, afresh_x,
     good_x, bad_x, marks_x, tuwang_x, narrow_by, reweighed, reweighed_x, wide_x, narrow_x) = _hot()
    reweighed_of = reweighed_x[index]
    for ctx in contexts:
        day = ctx.day
        row = rows[(ctx.month - 1) * 60 + day.index]
        i = ctx.ordinal - by_day_first
        extra = (row.extra | by_day[i] if 0 <= i < by_day_count else row.extra) | tables_x(ctx)
        for bit, rule in per_day:
            if rule(ctx):
                extra |= bit
        year_clash = (day.branch - ctx.year_branch) % 12 == 6
        if ctx.benming is not None or extra & afresh_x:  # rare (none today without a 本命): the whole day's rules
            rules = day_rules(ctx)
            yield _new(DayVerdict, (rules.activities[index], rules.grade, rules.vetoes))
            continue
        veto = row.vetoes[year_clash]
        wide = extra & wide_x
        verdict = (row.wide[wide] if wide else row.verdicts)[year_clash][index]
        outside = extra & reweighed_of
        if outside & narrow_x:  # a god outside the row that its lists name: the verdict it leads to
            verdict = reweighed[index, row.hit_ids[index], outside, row.veto_ids[year_clash]]
        if veto:
            grade = row.vetoed_grades[year_clash]
        else:
            marks = extra & marks_x
            tuwang = (extra & tuwang_x) != 0
            grade = row.plain_grades[marks][tuwang]  # None where the numbers of 吉 and 凶 gods decide
            if grade is None:
                grade = row.count_grades[marks][tuwang](row.good + (extra & good_x).bit_count(),
                                                        row.bad + (extra & bad_x).bit_count())
        yield _new(DayVerdict, (verdict, grade, veto))


_new = tuple.__new__  # builds the DayRules NamedTuple in C (its own __new__ is a Python function)
