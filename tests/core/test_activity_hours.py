"""An activity's own hour rules (data/activity_hours.py, rules/activity_hours.py) against the seed's words and
hand-worked examples: 塑绘神像开光 avoids the 旬中空亡 and 截路空亡 hours (003 L1187) on the day page and in the
search; 入殓吉时 (003 L1519–L1535) with its misprints corrected; 入棺吉时 (003 L1511) and the reading taken of
its stem-named hours.
"""

import json
import re
from datetime import date

import pytest

from almanac.core import api
from almanac.core import search as search_module
from almanac.core.calendar.ganzhi import BRANCHES, CYCLE
from almanac.core.data import activity_hours as table
from almanac.core.data import sun_table
from almanac.core.rules import activity_hours, hours

S003 = "003_50e88f566c4c21ff.txt"
_PILLAR = "[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]"


@pytest.fixture(scope="module")
def s003(seeds_dir) -> list[str]:
    return (seeds_dir / S003).read_text(encoding="utf-8").splitlines()


def b(ch: str) -> int:
    return BRANCHES.index(ch)


def entries(day: date, branch: str, name: str) -> list[dict]:
    hour = api.day(day).hours[b(branch)]
    return [e for e in hour.activities if e["name"] == name]


# --- 塑绘神像开光: “又忌旬中空亡截路空亡时” -------------------------------------------------------

def test_suhui_rule_is_on_its_line(s003):
    assert "又忌旬中空亡截路空亡时" in s003[1187 - 1]
    assert table.SUHUI_EMPTY_HOURS.source.line == 1187 and table.SUHUI_EMPTY_HOURS.rule in s003[1187 - 1]


def _void_and_jielu(pillar: int) -> set[int]:
    """Worked from the rules, not the tables: the 旬 of 甲子 leaves 戌亥 empty, each later 旬 the two branches
    before (001 L539 旬中空亡); 截路空亡 = the hours whose 五鼠遁 stem is 壬 or 癸 (001 L349: 甲己日申酉时 …)."""
    xun_start = pillar - pillar % 10  # the 甲 day of the 旬
    void = {(xun_start + 10) % 12, (xun_start + 11) % 12}
    first = {0: 0, 1: 2, 2: 4, 3: 6, 4: 8}[pillar % 10 % 5]  # 甲己日起甲子, 乙庚日起丙子 …
    jielu = {h for h in range(12) if (first + h) % 10 in (8, 9)}  # 壬 癸
    return void | jielu


def test_suhui_avoids_exactly_the_void_and_jielu_hours():
    for pillar in range(60):
        row = hours.hours_row(hours.hours_index(pillar, 2, 4))
        avoided = {h for h in range(12) if activity_hours.avoided(row[h], "塑绘神像开光")}
        assert avoided == _void_and_jielu(pillar), CYCLE[pillar].name
        for h in range(12):
            # no other activity is told to avoid an hour by its own rules
            assert all(e["name"] == "塑绘神像开光" for e in row[h].activities if e["verdict"] == "忌")


@pytest.mark.parametrize("day, branch", [(date(2024, 4, 8), "卯"), (date(2024, 4, 18), "寅"), (date(2024, 10, 9), "巳")])
def test_issue_examples_are_not_offered_for_suhui(day, branch):
    # 2024-04-08 壬寅: 丁壬日起庚子 → 卯 = 癸卯, 截路空亡; 2024-04-18 壬子 (甲辰旬, 空寅卯): 寅 = 壬寅, 旬空 and
    # 截路; 2024-10-09 丙午: 丙辛日起戊子 → 巳 = 癸巳, 截路空亡. All three are 吉 hours by 贵人禄马.
    hour = api.day(day).hours[b(branch)]
    assert hour.verdict == "吉"
    (entry,) = entries(day, branch, "塑绘神像开光")
    assert entry["verdict"] == "忌" and "又忌旬中空亡截路空亡时" in entry["text"] and entry["source"].endswith("L1187")
    result = api.search(activity="塑绘神像开光", start=date(2024, 4, 1), end=date(2024, 10, 31))
    found = next(f for f in result.results if f.day.date == day)  # the day is still 宜
    listed = [h.branch for h, _ in search_module.listed_hours(found.day, activity="塑绘神像开光")]
    assert branch not in listed and listed
    assert all(h.verdict == "吉" for h, _ in search_module.listed_hours(found.day, activity="塑绘神像开光"))
    # the JSON of the search lists the same hours, none with a reason about 出行
    data = json.loads(search_module.result_json(result, hours=True))
    day_json = next(r for r in data["results"] if r["date"] == day.isoformat())
    assert [h["branch"] for h in day_json["hours"]] == listed
    # another activity still gets the hour (its own rules say nothing of it)
    assert branch in [h.branch for h in search_module.good_hours(found.day, "嫁娶")]


def test_suhui_on_a_yellow_path_hour_keeps_its_own_taboo():
    # 2024-01-02 乙丑 (甲子旬, 空戌亥): 亥 is 黄道 (丑未日起戌: 戌道 亥远) and 旬空 — 003 L919 would lift 旬空
    # on a 吉星 hour for the activities it names; 塑绘神像开光 is not among them, and the entry says so.
    day = date(2024, 1, 2)
    assert api.day(day).hours[b("亥")].huangdao["kind"] == "黄道"
    (entry,) = entries(day, "亥", "塑绘神像开光")
    assert entry["verdict"] == "忌" and entry["reading"].startswith("本站权衡") and "L919" in entry["reading"]


def test_the_void_reason_names_the_activity_that_avoids_it():
    reasons = api.day(date(2024, 4, 8)).hours[b("卯")].reasons
    assert any("忌出行，不忌葬事（001 用时法 L539）" in r and "塑绘神像开光亦忌此时" in r for r in reasons)


# --- 入殓吉时 ---------------------------------------------------------------------------------------

def _translation(s003) -> dict[str, tuple[str, ...]]:
    """The translation's own reading of every day (L1521 … L1537): “甲子日宜申时、酉时，乙丑日宜日出卯时 …”."""
    text = "".join(s003[n - 1] for n in (1521, 1525, 1529, 1533, 1537)).replace("〔底本巳误作己，下同〕", "")
    read = {}
    for day, hours_text in re.findall(f"({_PILLAR})日宜(.+?)(?={_PILLAR}日宜|$)", text):
        read[day] = tuple(re.findall("([子丑寅卯辰巳午未申酉戌亥])时", hours_text))
    return read


def test_rulian_every_day_as_the_translation_reads_it(s003):
    translation = _translation(s003)
    assert len(translation) == 60
    for pillar in range(60):
        day = CYCLE[pillar].name
        row = hours.hours_row(hours.hours_index(pillar, 0, 0))
        marked = tuple(BRANCHES[h] for h in range(12) for e in row[h].activities if e["name"] == "入殓")
        if day in ("乙丑", "丙子", "丙申", "甲戌", "壬辰", "乙未"):  # printed 日出/日入: the day decides the hour
            assert translation[day] in (("卯",), ("酉",)) and not marked
            sun = b("辰")
            row = hours.hours_row(hours.hours_index(pillar, 0, 0, sun))
            assert [h.branch for h in row for e in h.activities if e["name"] == "入殓"] == ["辰"]
            continue
        assert sorted(marked, key=b) == sorted(translation[day], key=b), day
        assert all(e["verdict"] == "宜" and e["source"].endswith("L1519")
                   for h in row for e in h.activities if e["name"] == "入殓")


@pytest.mark.parametrize("day, pillar, word, hour, sun_text", [
    # the 推测时刻 row in force names the 时辰 (003 §一): 冬至 “日出辰初一刻十一分” (L399), 夏至 “寅正二刻四分” (L183)
    (date(2024, 1, 2), "乙丑", "日出", "辰", "辰初一刻十一分"),
    (date(2024, 6, 30), "乙丑", "日出", "寅", "寅正二刻四分"),
    (date(2024, 3, 2), "乙丑", "日出", "卯", "卯正一刻九分"),  # near the equinox the translation's 卯 agrees
    (date(2024, 1, 11), "甲戌", "日入", "申", "申正二刻八分"),
    (date(2024, 5, 10), "甲戌", "日入", "戌", "戌初初刻"),
    (date(2024, 9, 7), "甲戌", "日入", "酉", "酉正一刻九分"),
])
def test_rulian_sunrise_and_sunset_days(day, pillar, word, hour, sun_text):
    facts = api.day(day)
    row = api.sun_table_row(day=day)
    assert facts.pillars.day.name == pillar and (row.sunrise_text if word == "日出" else row.sunset_text) == sun_text
    marked = [(h.branch, e) for h in facts.hours for e in h.activities if e["name"] == "入殓"]
    assert [branch for branch, _ in marked] == [hour]
    entry = marked[0][1]
    assert entry["printed"] == word and f"原文作「{pillar}（{word}）」" in entry["text"]
    translated = "卯" if word == "日出" else "酉"
    assert f"译文作“{word}{translated}时”" in entry["reading"] and f"本日{word}在{hour}时" in entry["reading"]
    assert ("与之合" in entry["reading"]) == (hour == translated)
    # the JSON carries the same
    hours_json = facts.as_dict()["hours"]
    assert [a["printed"] for a in hours_json[b(hour)]["activities"] if a["name"] == "入殓"] == [word]


@pytest.mark.slow
def test_the_sun_hour_of_every_day_is_that_of_the_row_in_force_at_its_end():
    """sun_branch reads the 时辰 from the term in force at the day's end where every row until the next term
    agrees: on every supported day, for both words, the same as the row of the interpolated longitude."""
    first, last = date(1901, 1, 1).toordinal(), date(2099, 12, 31).toordinal()
    pillars = {word: next(p for p, w in activity_hours.SUN_PILLARS.items() if w == word) for word in ("日出", "日入")}
    for ordinal in range(first, last + 1):
        row = sun_table.row_for_ordinal(ordinal)
        for word, pillar in pillars.items():
            expected = BRANCHES.index((row.sunrise_text if word == "日出" else row.sunset_text)[0])
            assert hours.sun_branch(ordinal, pillar) == expected, (date.fromordinal(ordinal), word)


def test_rulian_corrections_are_recorded_with_their_reason(s003):
    assert "底本巳误作己，下同" in s003[1521 - 1]
    corrected = {day: [r for r in readings if r.printed == "己"] for day, readings in table.RULIAN_READINGS.items()}
    corrected = {day: rs for day, rs in corrected.items() if rs}
    # the 16 days of digest T16, and the printed rows agree (己 is a stem: it cannot name an hour)
    assert sorted(corrected, key=lambda d: [c.name for c in CYCLE].index(d)) == [
        "戊辰", "辛未", "己卯", "庚辰", "辛巳", "壬午", "丁亥", "甲午", "戊戌", "己亥", "己酉", "庚戌", "辛亥", "丙辰", "戊午",
        "癸亥"]
    for readings in corrected.values():
        for r in readings:
            assert r.hour == "巳" and "己为天干" in r.reason and "底本巳误作己" in r.reason


@pytest.mark.parametrize("day, pillar, expected, printed", [
    (date(2024, 1, 1), "甲子", {"申": "", "酉": ""}, "甲子（申酉）"),  # L1519 甲子（申酉）
    (date(2024, 1, 5), "戊辰", {"巳": "己", "申": ""}, "戊辰（己申）"),  # printed 己申: 己 → 巳
    (date(2024, 1, 2), "乙丑", {"辰": "日出"}, "乙丑（日出）"),  # 日出: 冬至 row, 日出辰初一刻十一分
    (date(2024, 1, 11), "甲戌", {"申": "日入"}, "甲戌（日入）"),  # 日入: 日入申正二刻八分
    (date(2024, 2, 20), "甲寅", {"寅": "", "申": "", "酉": ""}, "甲寅（寅申酉）"),  # three hours, L1531
    (date(2024, 2, 29), "癸亥", {"巳": "己", "申": ""}, "癸亥（己申）"),  # the last day, alone on L1535
])
def test_rulian_worked_examples(s003, day, pillar, expected, printed):
    facts = api.day(day)
    assert facts.pillars.day.name == pillar
    assert printed in "".join(s003[n - 1] for n in (1519, 1523, 1527, 1531, 1535))
    marked = {h.branch: e for h in facts.hours for e in h.activities if e["name"] == "入殓"}
    assert {branch: e["printed"] for branch, e in marked.items()} == expected
    for e in marked.values():
        assert f"原文作「{printed}」" in e["text"]
        assert bool(e["reading"]) == bool(e["printed"])  # a word that is not the hour says how it was read


# --- 入棺吉时 ---------------------------------------------------------------------------------------

def test_ruguan_as_printed_and_the_reading_taken(s003):
    printed = dict(re.findall("([子丑寅卯辰巳午未申酉戌亥])日（(..)）", s003[1511 - 1]))
    assert len(printed) == 12
    # only the eight stems that are mountains occur, never 戊 or 己 (the reason the 24-mountain reading is taken)
    assert set("".join(printed.values())) == set("甲乙丙丁庚辛壬癸")
    # 24 mountains in ring order (001 L37 gives them by 节气 direction): a stem is the 初 of the branch after it
    ring = "壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥"
    for branch, stems in printed.items():
        readings = table.RUGUAN_READINGS[branch]
        assert [r.printed for r in readings] == list(stems)
        for r in readings:
            assert r.hour == ring[(ring.index(r.printed) + 1) % 24]
            assert "本站推定" in r.reason and "五鼠遁" in r.reason and "不取" in r.reason


def test_ruguan_on_a_zi_day():
    # 2024-01-01 甲子: 子日（甲庚） → 甲 = 卯初 05:00, 庚 = 酉初 17:00
    facts = api.day(date(2024, 1, 1))
    marked = {h.branch: e for h in facts.hours for e in h.activities if e["name"] == "入棺"}
    assert set(marked) == {"卯", "酉"}
    assert marked["卯"]["printed"] == "甲" and "05:00" in marked["卯"]["reading"]
    assert marked["酉"]["printed"] == "庚" and "17:00" in marked["酉"]["reading"]


def test_day_rule_for_the_why_of_an_activity(s003):
    assert "如入殓成服各有礼制不问阴阳也" in s003[1667 - 1]
    pillar = [c.name for c in CYCLE].index("戊辰")
    rule = activity_hours.day_rule(pillar, "入殓")
    assert rule["kind"] == "宜" and rule["text"] == "入殓吉时：戊辰（己申），即戊辰日宜巳时、申时"
    assert rule["source"].endswith("L1519") and rule["judgements"][0][0] == "入殓成服各有礼制不问阴阳也"
    assert activity_hours.day_rule(0, "入棺")["text"] == "入棺吉时：子日（甲庚），即子日宜甲时、庚时（本站推定为卯时、酉时之初）"
    assert activity_hours.day_rule(pillar, "嫁娶") is None


def test_not_applied_rules_say_why():
    for quote, source, why in table.NOT_APPLIED:
        assert quote and source.line and len(why) > 30
