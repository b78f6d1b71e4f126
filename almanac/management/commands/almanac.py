"""The `almanac` CLI: the JSON contract every page renders from (docs/api.md).

    python manage.py almanac day 2025-01-29 [--json]
    python manage.py almanac days 2025-01-01 2025-12-31 --jsonl
    python manage.py almanac month 2025-01 [--json]

Bad input: exit status 2 and one line on stderr.
"""

import sys

from django.core.management.base import BaseCommand, CommandError

from almanac.core import api
from almanac.core.errors import AlmanacInputError, InvalidDate, parse_date, parse_month

EXIT_BAD_INPUT = 2
PROGRESS_FROM_DAYS = 366  # a bar for more than a year of days; a shorter run ends before one is worth reading


def _with_progress(items, *, total: int):
    """`items` with a progress bar on stderr when stderr is a terminal and the run is long; as they are when
    piped or redirected (nothing is added to the output a script reads)."""
    if total < PROGRESS_FROM_DAYS or not sys.stderr.isatty():
        return items
    from tqdm import tqdm

    return tqdm(items, total=total, unit="day", file=sys.stderr, leave=False)


def _holiday_text(d: dict) -> str:
    holiday = d["public_holiday"]
    if holiday is None:
        return "" if d["public_holidays_published"] else "  （本年法定节假日安排未收录）"
    return f"  [{'休' if holiday['off_work'] else '班'}] {holiday['name']}{'放假' if holiday['off_work'] else '调休上班'}"


def _day_text(facts: api.DayFacts) -> str:
    d = facts.as_dict()
    terms = "，".join(f"{t['name']} {t['at']}" for t in d["solar_terms"]) or "—"
    p = d["pillars"]
    good = [a["name"] for a in d["activities"] if a["verdict"] == "宜"]
    bad = [a["name"] for a in d["activities"] if a["verdict"] == "忌"]
    grade = d["grade"]
    lines = [
        f"{d['date']} {d['weekday_name']}  农历{d['lunar']['year_pillar']}年 {d['lunar']['text']}"
        + (f"  {'、'.join(d['festivals'])}" if d["festivals"] else "")
        + _holiday_text(d),
        f"  评级   {grade['name']}：{'；'.join(r['text'] for r in grade['reasons'])}",
        f"  宜     {'、'.join(good) or '—'}",
        f"  忌     {'诸事不宜' if facts.rules.vetoes else '、'.join(bad) or '—'}",
        f"  四柱   {p['year']}年 {p['month']}月 {p['day']}日   生肖 {d['zodiac']}",
        f"  纳音   {d['nayin']['year']} {d['nayin']['month']} {d['nayin']['day']}",
        f"  节气   {terms}",
        f"  建除   {d['jianchu']}   值神 {d['huangdao']['god']}（{d['huangdao']['kind']}）   宿 {d['mansion_detail']['full']}",
        f"  冲煞   冲{d['clash']['zodiac']}（{d['clash']['branch']}） 煞{d['clash']['sha']}",
        f"  彭祖   {' '.join(d['pengzu'])}",
    ]
    return "\n".join(lines)


class Command(BaseCommand):
    help = "Print the almanac's facts for a day, a range of days or a month (human text or JSON)."

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="action", required=True)
        day = sub.add_parser("day", help="one day: YYYY-MM-DD")
        day.add_argument("date")
        day.add_argument("--json", action="store_true", help="print one JSON object")
        days = sub.add_parser("days", help="every day from START to END inclusive")
        days.add_argument("start")
        days.add_argument("end")
        days.add_argument("--jsonl", action="store_true", help="one JSON object per line")
        month = sub.add_parser("month", help="one month: YYYY-MM")
        month.add_argument("month")
        month.add_argument("--json", action="store_true", help="print one JSON object")
        compass = sub.add_parser("compass", help="the 24-mountain compass of a 立春 year (and solar month 1–12)")
        compass.add_argument("year", type=int)
        compass.add_argument("--month", type=int, help="solar month 1 (寅月) … 12 (丑月)")
        compass.add_argument("--sit", help="a sitting mountain (子 癸 丑 艮 …): add its verdict")
        compass.add_argument("--json", action="store_true", help="print one JSON object")
        found = sub.add_parser("search", help="the days from START to END that are 宜 for ACTIVITY, best first")
        found.add_argument("activity")
        found.add_argument("start")
        found.add_argument("end")
        found.add_argument("--member", type=int, action="append", help="a household member's id (repeatable)")
        found.add_argument("--hours", action="store_true", help="also list each day's good hours")
        found.add_argument("--qimen", action="store_true",
                           help="list only good hours whose 奇门 chart is a good hour (implies --hours); "
                                "days left without one are dropped")
        found.add_argument("--json", action="store_true", help="print one JSON object")

    def handle(self, *args, **options):
        try:
            getattr(self, f"handle_{options['action']}")(options)
        except AlmanacInputError as error:
            raise CommandError(str(error), returncode=EXIT_BAD_INPUT) from None
        except BrokenPipeError:  # e.g. piped into `head`
            sys.stderr.close()

    def handle_day(self, options):
        facts = api.day(parse_date(options["date"]))
        self.stdout.write(facts.as_json() if options["json"] else _day_text(facts))

    def handle_days(self, options):
        start, end = parse_date(options["start"]), parse_date(options["end"])
        if end < start:
            raise InvalidDate(f"END {end.isoformat()} is before START {start.isoformat()}")
        days = _with_progress(api.days(start, end), total=(end - start).days + 1)
        if options["jsonl"]:  # UTF-8 bytes straight from the encoder into one reused buffer: no str round trip
            sys.stdout.flush()  # and no new 60 KB bytes object per line
            write = sys.stdout.buffer.write
            line = bytearray()
            for facts in days:
                api.day_json_into(facts, line)
                line += b"\n"
                write(line)
            sys.stdout.buffer.flush()
            return
        for facts in days:
            sys.stdout.write(_day_text(facts) + "\n")
        sys.stdout.flush()

    def handle_compass(self, options):
        year, month = options["year"], options["month"]
        if options["json"]:
            self.stdout.write(api.compass_json(year, month, options["sit"] or None))
            return
        data = api.compass(year, month)
        if options["sit"]:
            data["verdict"] = api.sitting_verdict(year, month, options["sit"])
        title = f"{data['year_ganzhi']}年" + (f" {data['month_ganzhi']}月" if month else "")
        self.stdout.write(f"{title}  九星 年 {data['nine_stars']['year']['centre_name']}入中")
        for mountain in data["mountains"]:
            good = "、".join(g["name"] for g in mountain["gods"] if g["counted"] and g["kind"] == "吉")
            bad = "、".join(g["name"] for g in mountain["gods"] if g["counted"] and g["kind"] != "吉")
            self.stdout.write(f"  {mountain['name']}  吉 {good or '—'}  凶 {bad or '—'}")
        if "verdict" in data:
            v = data["verdict"]
            self.stdout.write(f"坐{v['sit']}向{v['face']}: 修造 {v['build']} 安葬 {v['bury']}")
            for r in v["reasons"]:
                self.stdout.write(f"  {r['at']}{r['mountain']} {r['god']} ({r['effect']})")
        wx, ys = data["wuxing_house"], data["year_month_spirits"]
        cells = []
        for sound, entry in wx["sounds"].items():
            cell = f"{sound} {'、'.join(entry['year'])}"
            if entry["month"]:
                cell += f"/{'、'.join(entry['month'])}"
                cell += f" {entry['month_verdict']}" if entry["month_verdict"] else ""
            cells.append(cell)
        house = "  ".join(cells)
        self.stdout.write(f"五姓修宅 (年{'/月' if month else ''}): {house}")
        self.stdout.write(f"  {wx['caveat']}")
        spirits = ys["stem_spirits"]["values"]
        self.stdout.write(
            f"年月神煞 (年干{ys['year_stem']}): 天帑星 {ys['tiannu']['trigram']} 破败五鬼 {ys['pobai_wugui']['trigram']} "
            + " ".join(f"{name} {value or '未定'}" for name, value in spirits.items())
        )
        self.stdout.write(f"  {ys['missing_note']}")

    def handle_search(self, options):
        result = api.search(
            activity=options["activity"], start=parse_date(options["start"]), end=parse_date(options["end"]),
            qimen=options["qimen"],
        )
        hours = options["hours"] or options["qimen"]
        chosen = None
        if options["member"]:
            from almanac.profiles import selectors  # the ORM, only when a member is asked for

            try:
                members = [selectors.cli_member_facts(pk) for pk in options["member"]]
            except LookupError as error:
                raise AlmanacInputError(str(error)) from None
            chosen = api.search_with_members(result, members)
            result = chosen.result
        if options["json"]:
            self.stdout.write(api.search_json(chosen or result, hours=hours))
            return
        self.stdout.write(f"{result.activity} {result.start} – {result.end}: {len(result.results)} 日")
        for found in result.results:
            line = f"  {found.date} {found.lunar.text} {found.pillar.name} {found.grade} 分{found.score} 宜{'、'.join(found.verdict.good)}"
            if found.verdict.bad:
                line += f" 虽有{'、'.join(found.verdict.bad)}"
            if options["qimen"]:
                line += " 奇门吉时 " + " ".join(
                    f"{h.branch}({'；'.join(p['text'] for p in q['lucky_palaces'])})" for h, q in api.search_qimen_hours(found.day, result.activity)
                )
            elif options["hours"]:
                line += " 吉时 " + " ".join(h.branch for h in api.search_good_hours(found.day, result.activity))
            self.stdout.write(line)
        for found in result.qimen_dropped:
            self.stdout.write(f"  (无奇门吉时，不列) {found.date} {found.lunar.text}")
        for found in result.near_misses:
            self.stdout.write(f"  (近) {found.date} " + "；".join(r.text for r in found.verdict.reasons))

    def handle_month(self, options):
        facts = api.month(*parse_month(options["month"]))
        if options["json"]:
            self.stdout.write(facts.as_json())
            return
        self.stdout.write(f"{facts.year}年{facts.month}月")
        for day in facts.days:
            self.stdout.write(_day_text(day))
