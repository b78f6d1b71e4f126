"""The day page read top-down like a printed 黄历 (issue 16, item 1): the 宜 and 忌 lines under the grade, the
household's verdicts above the table, the deciding reason first in 依据, the appendix's lists folded, the hour
that is now, 太白 and 周堂; and the how-to-read page the grade links to."""

import re
from datetime import date, datetime

import pytest
from django.contrib.auth import get_user_model

from almanac.core import api
from almanac.profiles.models import Household, Member

CST = api.CST


def _page(client, path: str, language: str = "zh-hans") -> str:
    client.cookies["django_language"] = language
    response = client.get(path)
    assert response.status_code == 200, path
    return response.content.decode()


def _between(body: str, start: str, end: str) -> str:
    return body[body.index(start):body.index(end, body.index(start))]


def test_yi_and_ji_lines_sit_under_the_grade_before_the_facts(client):
    body = _page(client, "/2026/2/17/")
    grade, yi, ji, facts = (body.index(m) for m in ('class="grade-line"', 'class="yi-line"', 'class="ji-line"',
                                                     '<dl class="facts"'))
    assert grade < yi < ji < facts
    yi_line = _between(body, 'class="yi-line"', "</p>")
    # The 宜 line names activities, not gods: 2026-02-17 (壬戌, 寅月) is 宜 for 祭祀 (天德合 is on its list).
    assert "祭祀" in yi_line and "天德合" not in yi_line


def test_a_veto_day_says_so_in_the_ji_line(client):
    # 2026-02-04 is 己酉 in 寅月 (立春 at 04:02 that morning): “四废、荒芜相兼日尤凶。春酉” (001 §用日法 L523).
    body = _page(client, "/2026/2/4/")
    assert "百事不宜（四废荒芜相兼）" in _between(body, 'class="ji-line"', "</p>")
    assert "祭祀" not in _between(body, 'class="yi-line"', "</p>")


def _row(body: str, name: str) -> str:
    start = body.index(f'id="act-{name}"')
    return body[start:body.index("</tr>", start)]


def test_the_deciding_reason_leads_the_basis_cell(client):
    body = _page(client, "/2026/2/4/")
    row = _row(body, "祭祀")
    # 天恩 and 福生 (宜 gods of 祭祀) are on duty, but the veto decides: it comes first.
    assert row.index("百事不宜（四废荒芜相兼）") < row.index("天恩")
    # a day without a veto: 2026-02-17 祈福 has 天德合 (宜) against 月厌 (忌); the 宜 side outweighs it
    # (天德合 counts two, 001 L513).
    row = _row(_page(client, "/2026/2/17/"), "祈福")
    assert row.index("宜神胜忌神，吉多可用") < row.index("天德合") < row.index("月厌")


def test_seed_001_activities_come_first_and_the_appendix_lists_are_folded(client):
    body = _page(client, "/2026/2/17/")
    table = _between(body, 'id="activities-title"', 'id="hours-title"')
    first = table[:table.index("<details")]
    names = re.findall(r'<tr class="verdict-[^"]+" id="act-([^"]+)"', first)
    assert names == ["祭祀", "祈福", "求嗣", "入学", "上官赴任", "结婚姻", "嫁娶", "搬移", "兴造动土", "竖柱上梁", "安葬"]
    folds = re.findall(r'<details class="activity-group"[^>]*>\s*<summary><b>([^<]+)</b>', table)
    assert folds == ["杂用宜忌", "事类总集", "长星短星、祀灶、洗头"]
    assert "<details class=\"activity-group\" open" not in table
    # two lists have a 嫁娶: seed 001's is labelled by its list, the other carries it in its name
    assert "〔摘要·事项宜忌〕" in _row(body, "嫁娶") and 'id="act-嫁娶（事类总集）"' in table


def test_taibai_and_zhoutang_are_on_the_page(client):
    body = _page(client, "/2026/2/4/")  # 腊月十七, a 29-day month
    # 003 L611: 七日、十七日、二十七日 正北; L731: 小月从妇逆数 — 17 days back from 妇 is 妇 again (16 = 2 × 8).
    assert "太白逐日游方：正北（坎）" in body
    assert "妇（震）不用" in body and "小月从妇逆数" in body


def test_the_grade_links_to_the_how_to_read_page(client):
    body = _page(client, "/2026/2/4/")
    assert re.search(r'<a class="grade-badge [^"]+" href="/guide/#grades"', body)
    for language, words in (("zh-hans", "为什么许多日子是“凶”"), ("zh-hant", "為什麼許多日子是“凶”"),
                            ("en", "Why so many days are 凶")):
        guide = _page(client, "/guide/", language)
        assert words in guide and 'id="grades"' in guide and 'id="citations"' in guide
    # this year's grades counted, from the engine itself
    year = api.today().year
    worst = sum(d.rules.grade.name == "大凶" for d in api.days(date(year, 1, 1), date(year, 12, 31)))
    assert f"大凶 {worst} 日" in _page(client, "/guide/")


def test_todays_page_marks_the_hour_that_is_now(client, monkeypatch):
    monkeypatch.setattr(api, "now", lambda: datetime(2026, 2, 17, 12, 30, tzinfo=CST))
    response = client.get("/2026/2/17/")
    body = response.content.decode()
    hours = _between(body, 'class="hour-strip"', "</ol>")
    marked = re.findall(r'<li class="hour [^"]*\bnow\b[^"]*" aria-current="time"><b>(.)时', hours)
    assert marked == ["午"]  # 11:00–13:00
    assert "此刻：午时（11:00–13:00）" in body
    # no cache keeps the mark past 13:00 (the next 时辰)
    assert re.search(r"max-age=(\d+)", response["Cache-Control"]).group(1) == "1800"
    other = client.get("/2026/2/18/").content.decode()
    assert 'aria-current="time"' not in other


def test_from_2300_the_hour_is_the_next_days_zi(client, monkeypatch):
    monkeypatch.setattr(api, "now", lambda: datetime(2026, 2, 16, 23, 10, tzinfo=CST))
    assert 'aria-current="time"' not in client.get("/2026/2/16/").content.decode()
    body = client.get("/2026/2/17/").content.decode()
    assert re.findall(r'aria-current="time"><b>(.)时', body) == ["子"]


# --- the household ---------------------------------------------------------------------------------------


@pytest.fixture
def signed_in_with_a_dragon(client):
    user = get_user_model().objects.create_user("reader", "reader@example.com", "pw-reader-123")
    household = Household.objects.create(owner=user, name="王家")
    # 1988-06-01: a 戊辰 year (after 立春); 2026-02-17 is a 戌 day — 辰 and 戌 are six apart: 日冲本命.
    Member.objects.create(household=household, name="王龙", sex="M", birth_date=date(1988, 6, 1))
    # 1991-05-01: 辛未; 戌 刑 未 (001 §岁刑 L93: 戌刑未).
    Member.objects.create(household=household, name="王羊", sex="F", birth_date=date(1991, 5, 1))
    client.force_login(user)
    return client


def test_members_verdicts_sit_above_the_activity_table(signed_in_with_a_dragon):
    body = _page(signed_in_with_a_dragon, "/2026/2/17/")
    household = _between(body, 'class="household-day"', "</section>")
    assert body.index('class="household-day"') < body.index('id="activities-title"')
    assert body.index('class="ji-line"') < body.index('class="household-day"')
    assert "王龙" in household and "日冲本命：诸事忌" in household
    assert "王羊" in household and "次凶：宜事降为平" in household and "戌刑未" in household
    # the reasons cite their books, never the seed files
    assert "《协纪辨方书》摘要 · 四柱法 · L509" in household and ".txt" not in household


def test_no_household_block_for_a_visitor(client):
    assert 'class="household-day"' not in _page(client, "/2026/2/17/")


# --- citations on every page ------------------------------------------------------------------------------

BOOK = r"(》|Xieji Bianfang Shu|Xuanze Qiuzhen)"
SEED_FILE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")
SEED_CODE = re.compile(r"(?<![0-9A-Za-z_.\-/])00[0-3](?:\s+L\d+|\s*§|:\d+|\s*¶)")
DEVELOPER_WORDS = re.compile(r"digest|\bF-\d\d|ACTIVITY_|ZAYONG|SHILEI|\bthe seeds?\b|is not checked|not in seeds")
PAGES = ["/2026/2/4/", "/2026/2/17/", "/2026/2/4/why/祭祀/", "/2026/2/4/why/安葬/", "/2026/2/17/why/嫁娶（事类总集）/",
         "/2026/2/4/why/定磉扇架/", "/2026/2/4/qimen/午/", "/guide/", "/2026/2/", "/compass/2026/2/?sit=子&rejected=1",
         "/notes/", "/search/?activity=嫁娶&start=2026-03-01&end=2026-03-31&hours=on"]


def _inline(html: str) -> str:
    """Without the spans that mark a language inside a sentence (an English page's Chinese terms)."""
    return re.sub(r'<span lang="zh-Han[st]">(.*?)</span>', r"\1", html)


def _visible(html: str) -> str:
    html = re.sub(r"<(script|style)\b.*?</\1>", "", _inline(html), flags=re.S)
    return re.sub(r"<[^>]+>", "\n", html)


def _bare_lines(html: str) -> list[str]:
    """Line numbers shown without their book: inside a <cite>, the cite must name a book; elsewhere the
    sentence must (up to the line number)."""
    bare = []
    html = _inline(html)
    for cite in re.findall(r"<cite\b[^>]*>(.*?)</cite>", html, flags=re.S):
        if re.search(r"L\d+", cite) and not re.search(BOOK, cite):
            bare.append(cite)
    rest = _visible(re.sub(r"<cite\b[^>]*>.*?</cite>", "", html, flags=re.S))
    for match in re.finditer(r"(?<![0-9A-Za-z])L\d+", rest):
        sentence = re.split(r"[。\n]", rest[:match.start()])[-1]
        if not re.search(BOOK, sentence):
            bare.append(sentence[-40:] + match.group(0))
    return bare


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_no_seed_file_names_codes_or_developer_notes_on_any_page(signed_in_with_a_dragon, language):
    member = Member.objects.get(name="王龙")
    for path in [*PAGES, f"/search/?activity=嫁娶&start=2026-03-01&end=2026-03-31&member={member.pk}",
                 f"/households/{member.household.pk}/", f"/households/members/{member.pk}/"]:
        html = _page(signed_in_with_a_dragon, path, language)
        visible = _visible(html)
        assert not SEED_FILE.search(html), path
        assert not SEED_CODE.search(visible), (path, SEED_CODE.search(visible))
        assert not DEVELOPER_WORDS.search(visible), (path, DEVELOPER_WORDS.search(visible))
        assert not _bare_lines(html), (path, _bare_lines(html)[:3])


def test_traditional_pages_convert_their_citations(client):
    body = _page(client, "/2026/2/4/", "zh-hant")
    assert "《協紀辨方書》摘要 · 用日法 · L523" in body
    assert "协纪辨方书" not in body and "选择求真" not in body
    why = _page(client, "/2026/2/4/why/祭祀/", "zh-hant")
    assert "《協紀辨方書》摘要 · 祭祀 · L369" in why


def test_english_pages_cite_the_books_in_english(client):
    body = _page(client, "/2026/2/4/", "en")
    assert "Xieji Bianfang Shu, summary · 用日法 · L523" in _inline(body)
    assert 'Xieji Bianfang Shu, summary · <span lang="zh-Hans">用日法</span> · L523' in body  # Chinese marked so


def test_the_why_page_tells_the_sites_reading_in_the_pages_language(client):
    why = _page(client, "/2026/2/4/why/祭祀/")
    notes = _between(why, 'class="reading-notes"', "</details>")
    assert "<summary>出处与说明</summary>" in notes and "本站读法" in notes
    # the 满日 天狗 and 天巫 (001 L111): the seed gives no arbitration — told in Chinese, with the book
    assert "满日" in notes and "《协纪辨方书》摘要 L111" in notes
    english = _page(client, "/2026/2/4/why/祭祀/", "en")
    assert "the book does not say which prevails" in english


def test_the_day_json_keeps_source_and_gains_citation(client):
    data = client.get("/api/day/2026-02-04").json()
    reason = next(a for a in data["activities"] if a["name"] == "祭祀")["reasons"][0]
    assert reason["source"].endswith("用日法 L523") and reason["citation"] == "《协纪辨方书》摘要 · 用日法 · L523"
