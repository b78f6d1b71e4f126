"""Three languages: the term converter, the glossary, the template tags, the catalogues, the switch."""

import re
from datetime import date
from pathlib import Path

import polib
import pytest
from django.http import HttpResponse
from django.template import engines
from django.test import RequestFactory, override_settings
from django.urls import include, path
from django.utils import translation

from almanac.core import api
from almanac.core.calendar.festivals import LUNAR_FESTIVALS, TERM_FESTIVALS
from almanac.core.calendar.ganzhi import BRANCHES, STEMS, ZODIAC
from almanac.core.calendar.lunar import MONTH_NAMES
from almanac.core.calendar.terms import TERM_NAMES
from almanac.core.data.day_basics import HUANGDAO_GODS, JIANCHU, MANSIONS
from almanac.core.data.hour_gods import HOUR_GODS
from almanac.core.rules.catalogue import ALL_ACTIVITIES, ALL_DAY_GODS
from almanac.core.rules.verdicts import GRADES
from almanac.web.glossary import gloss
from almanac.web.i18n import (
    LOCALE_DIR,
    OPENCC_CONFIG,
    catalogue_paths,
    compiled_bytes,
    convert_term,
    normalize_language,
    to_traditional,
)

# --- the converter --------------------------------------------------------------------------------

CONVERSIONS = {
    "农历": "農曆", "宜": "宜", "忌": "忌", "嫁娶": "嫁娶", "搬移": "搬移", "黄道": "黃道", "青龙": "青龍",
    "岁破": "歲破", "阴阳不将": "陰陽不將", "腊月": "臘月", "闰": "閏", "闰四月": "閏四月", "正月初六": "正月初六",
    "黑道": "黑道", "天德合": "天德合", "复日": "復日", "游祸": "遊禍", "益后": "益後", "天后": "天后",
    "谷雨": "穀雨", "惊蛰": "驚蟄", "白蜡金": "白蠟金", "相克": "相剋", "成造船只": "成造船隻",
}
# OpenCC's everyday reading is wrong in an almanac for these: held fixed (see almanac/web/i18n.py FIXED).
ALMANAC_FIXES = {
    "丑": "丑", "癸丑": "癸丑", "丑不冠带": "丑不冠帶", "斗": "斗", "斗木獬": "斗木獬", "作牛栏吉干": "作牛欄吉干",
    "日干水于月令木为休": "日干水於月令木為休", "皆凶": "皆凶", "吉凶": "吉凶", "冲鼠": "沖鼠",
    "日冲太岁": "日沖太歲", "历例": "曆例", "日克月令": "日剋月令", "时干丙克日干庚": "時干丙剋日干庚",
}
# s2tw: the forms of the Taiwan/Hong Kong almanacs, not OpenCC's etymological s2t forms (爲 竈 牀 鍼).
MODERN_FORMS = {"日干土为旺": "日干土為旺", "祀灶": "祀灶", "申不安床": "申不安床", "针灸": "針灸"}


@pytest.mark.parametrize("simplified, traditional", {**CONVERSIONS, **ALMANAC_FIXES, **MODERN_FORMS}.items())
def test_to_traditional(simplified, traditional):
    assert to_traditional(simplified) == traditional


def test_converter_config_and_cache():
    assert OPENCC_CONFIG == "s2tw"
    to_traditional.cache_clear()
    to_traditional("青龙")
    to_traditional("青龙")
    assert to_traditional.cache_info().hits == 1
    assert to_traditional("") == ""


def test_every_day_text_converts_without_losing_characters():
    data = api.day(date(2025, 2, 3)).as_dict()
    texts = [g["name"] for g in data["gods"]] + [r["text"] for r in data["grade"]["reasons"]]
    texts += [r for h in data["hours"] for r in h["reasons"]]
    for text in texts:
        converted = to_traditional(text)
        assert len(converted) == len(text)
        assert "醜" not in converted and "鬥" not in converted and "兇" not in converted and "幹" not in converted


@pytest.mark.parametrize("code, expected", [
    ("zh-hans", "岁破"), ("zh-hant", "歲破"), ("zh-Hant", "歲破"), ("zh_TW", "歲破"), ("zh-hk", "歲破"),
    ("en", "岁破"), ("en-gb", "岁破"), (None, "岁破"),
])
def test_convert_term(code, expected):
    assert convert_term("岁破", code) == expected


def test_normalize_language():
    assert [normalize_language(c) for c in ("zh-hans", "zh-cn", "zh-hant", "zh-tw", "en", "en-us", "fr")] == [
        "zh-hans", "zh-hans", "zh-hant", "zh-hant", "en", "en", "zh-hans",
    ]


# --- the glossary ---------------------------------------------------------------------------------

def test_every_activity_and_every_god_an_activity_names_has_a_gloss():
    names = {a.name for a in ALL_ACTIVITIES} | {alias for a in ALL_ACTIVITIES for alias in a.aliases}
    names |= {n for a in ALL_ACTIVITIES for n in a.good + a.bad}
    names |= {a.group for a in ALL_ACTIVITIES if a.group}
    assert sorted(n for n in names if not gloss(n)) == []


def test_every_god_of_the_catalogue_has_a_gloss():
    names = {g.name for g in ALL_DAY_GODS} | {alias.name for g in ALL_DAY_GODS for alias in g.aliases}
    names |= {alias.name for g in HOUR_GODS for alias in g.aliases}
    names |= {g.group for g in ALL_DAY_GODS if g.group} | {g.name for g in HOUR_GODS}
    assert sorted(n for n in names if not gloss(n)) == []


def test_calendar_terms_have_glosses():
    terms = [*JIANCHU, *HUANGDAO_GODS, "黄道", "黑道", *MANSIONS, *GRADES, "宜", "忌", *TERM_NAMES, *STEMS,
             *BRANCHES, *ZODIAC, *"木火土金水", *MONTH_NAMES, *("闰" + m for m in MONTH_NAMES),
             *LUNAR_FESTIVALS.values(), *TERM_FESTIVALS, "除夕"]
    terms += [s + b for s, b in zip(STEMS * 6, BRANCHES * 5)]  # the 60 pillars
    assert [t for t in terms if not gloss(t)] == []


@pytest.mark.parametrize("term, kind, expected", [
    ("角", None, "Horn"), ("角木蛟", None, "Horn (Jupiter, Flood dragon)"), ("上吉", None, "Very auspicious"),
    ("春节", None, "Spring Festival (Lunar New Year)"), ("子", None, "Zi (Rat)"), ("甲", None, "Jia (yang Wood)"),
    ("甲子", None, "Jiazi (Wood Rat)"), ("平", None, "Neutral"), ("平", "officer", "Balance"),
    ("危", "mansion", "Rooftop"), ("危", "officer", "Danger"), ("宜", "verdict", "Favourable"),
    ("修厨吉日（外）", None, "Good days to repair the kitchen (other list)"), ("正月初六", None,
     "1st lunar month (Zhengyue), day 6"), ("橫天朱雀", None, "Sky-Crossing Vermilion Bird"),
    ("没有的词", None, None), ("", None, None),
])
def test_gloss(term, kind, expected):
    assert gloss(term, kind) == expected


def test_a_days_page_terms_all_have_glosses():
    data = api.day(date(2025, 2, 3)).as_dict()
    terms = [data["jianchu"], data["huangdao"]["god"], data["huangdao"]["kind"], data["mansion_detail"]["full"],
             data["grade"]["name"], data["lunar"]["text"], data["weekday_name"], *data["nayin"].values(),
             *data["pengzu"], *(t["name"] for t in data["solar_terms"]), *(g["name"] for g in data["gods"])]
    terms += [x for a in data["activities"] for x in (a["name"], a["verdict"], *a["for"], *a["against"])]
    terms += [x for h in data["hours"] for x in (h["branch"] + "时", h["pillar"], h["huangdao"]["god"], h["verdict"],
                                                  *(g["name"] for g in h["gods"]))]
    assert [t for t in terms if not gloss(t)] == []


# --- template filters and tags --------------------------------------------------------------------

def _render(source: str, context: dict | None = None, request=None) -> str:
    return engines["django"].from_string("{% load almanac_i18n %}" + source).render(context or {}, request)


@pytest.mark.parametrize("language, name, glossed", [
    ("zh-hans", "青龙", ""), ("zh-hant", "青龍", ""), ("en", "青龙", "Azure Dragon"),
])
def test_term_and_gloss_filters(language, name, glossed):
    with translation.override(language):
        assert _render("{{ n|term }}|{{ n|gloss }}", {"n": "青龙"}) == f"{name}|{glossed}"


def test_term_filter_on_lists_and_kinds():
    with translation.override("zh-hant"):
        assert _render('{{ l|term|join:"、" }}', {"l": ["岁破", "大时"]}) == "歲破、大時"
    with translation.override("en"):
        assert _render('{{ j|gloss:"officer" }}/{{ j|gloss }}', {"j": "平"}) == "Balance/Neutral"


def test_glossed_tag():
    with translation.override("en"):
        html = _render("{% glossed n %}", {"n": "祭祀"})
        assert html == '<span class="term" lang="zh-Hans">祭祀</span> <span class="gloss" lang="en">Sacrifices</span>'
    with translation.override("zh-hant"):
        assert _render("{% glossed n %}", {"n": "黄道"}) == '<span class="term" lang="zh-Hant">黃道</span>'


def test_language_switch_renders_a_form_back_to_this_page():
    request = RequestFactory().get("/2025/02/", {"week": "sun"})
    with translation.override("zh-hant"):
        html = _render("{% language_switch %}", request=request)
    assert 'action="/i18n/setlang/"' in html and 'method="post"' in html
    assert 'name="next" value="/2025/02/?week=sun"' in html
    assert "csrfmiddlewaretoken" not in html  # the switch is exempt: pages with it stay cacheable
    assert 'name="language" value="zh-hans"' in html and 'name="language" value="en"' in html
    assert 'name="language" value="zh-hant"' not in html and 'aria-current="true"' in html  # the current one
    assert "語言" in html and "hx-swap-oob" not in html
    assert 'hx-swap-oob="true"' in _render("{% language_switch oob=True %}", request=request)


# --- catalogues -----------------------------------------------------------------------------------

def _catalogue(language: str) -> polib.POFile:
    return polib.pofile(str(LOCALE_DIR / language / "LC_MESSAGES" / "django.po"))


def test_catalogues_cover_the_same_msgids_fully_translated():
    hant, english = _catalogue("zh_Hant"), _catalogue("en")
    keys = lambda po: sorted((e.msgctxt or "", e.msgid) for e in po)  # noqa: E731
    assert keys(hant) == keys(english)
    for po in (hant, english):
        assert po.percent_translated() == 100 and not po.fuzzy_entries() and not po.obsolete_entries()
        for entry in po:
            placeholders = lambda s: sorted(re.findall(r"%\(\w+\)[sd]", s))  # noqa: E731
            msgstrs = entry.msgstr_plural.values() if entry.msgid_plural else [entry.msgstr]
            assert all(placeholders(text) == placeholders(entry.msgid) for text in msgstrs), entry.msgid


# zh_Hant msgstrs that deliberately differ from to_traditional(msgid) (none yet): msgid → msgstr.
# 云 as in “一云” (another text says) is 云 in traditional script too; OpenCC takes it for 雲 (cloud).
DELIBERATE = {"一云": "一云"}


def test_traditional_catalogue_matches_the_converter():
    """The zh_Hant UI reads like the converted terms; a hand edit that differs goes into DELIBERATE."""
    for entry in _catalogue("zh_Hant"):
        msgstrs = entry.msgstr_plural.values() if entry.msgid_plural else [entry.msgstr]
        assert all(text == DELIBERATE.get(entry.msgid, to_traditional(entry.msgid)) for text in msgstrs), entry.msgid


def test_compiled_catalogues_are_up_to_date():
    paths = catalogue_paths()
    assert {p.parent.parent.name for p in paths} == {"zh_Hant", "en"}
    for po_path in paths:
        mo_path = po_path.with_suffix(".mo")
        assert mo_path.exists(), f"{mo_path} missing: run scripts/setup"
        assert mo_path.read_bytes() == compiled_bytes(po_path), f"{mo_path} is stale: run scripts/setup"


@pytest.mark.parametrize("language, expected", [("zh-hans", "后一日"), ("zh-hant", "後一日"), ("en", "Next day")])
def test_ui_strings_translate(language, expected):
    with translation.override(language):
        assert translation.gettext("后一日") == expected
        assert translation.pgettext("weekday", "日") == {"zh-hans": "日", "zh-hant": "日", "en": "Sun"}[language]


# --- the switch, end to end -----------------------------------------------------------------------

PROBE = '{% load i18n almanac_i18n %}<p>{% translate "后一日" %}</p>{% language_switch %}'


def probe(request):
    """A page of the test URLconf: one catalogue string and the switch (the real templates may not use them yet)."""
    return HttpResponse(engines["django"].from_string(PROBE).render({}, request))


urlpatterns = [path("probe/", probe), path("", include("almanac.urls"))]


def _form(html: str) -> dict:
    return {"next": re.search(r'name="next" value="([^"]+)"', html).group(1).replace("&amp;", "&")}


@override_settings(ROOT_URLCONF=__name__)
@pytest.mark.parametrize("language, translated", [("zh-hant", "後一日"), ("en", "Next day"), ("zh-hans", "后一日")])
def test_switch_round_trip_without_javascript(language, translated):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    if language == "zh-hans":  # start elsewhere to switch back
        client.cookies["django_language"] = "en"
    first = client.get("/probe/?x=1&y=2")
    assert first.status_code == 200
    form = _form(first.content.decode())
    assert form["next"] == "/probe/?x=1&y=2"
    response = client.post("/i18n/setlang/", {**form, "language": language})
    assert response.status_code == 302 and response["Location"] == "/probe/?x=1&y=2"
    after = client.get(response["Location"])
    assert after["Content-Language"] == language
    assert f"<p>{translated}</p>" in after.content.decode()


@pytest.mark.parametrize("language", ["zh-hant", "en"])
def test_switch_on_a_real_page_keeps_the_page_and_its_query(client, language):
    response = client.post("/i18n/setlang/", {"language": language, "next": "/2025/2/?week=sun"})
    assert response.status_code == 302 and response["Location"] == "/2025/2/?week=sun"
    page = client.get(response["Location"])
    assert page.status_code == 200 and page["Content-Language"] == language
    assert page.wsgi_request.LANGUAGE_CODE == language


def test_switch_refuses_to_leave_the_site(client):
    response = client.post("/i18n/setlang/", {"language": "en", "next": "https://example.com/"})
    assert response.status_code == 302 and response["Location"] == "/"


def test_default_language_is_simplified_chinese(client):
    assert client.get("/2025/02/")["Content-Language"] == "zh-hans"
    assert client.get("/2025/02/", headers={"Accept-Language": "zh-TW"})["Content-Language"] == "zh-hant"
    # An English browser still gets the almanac in simplified Chinese until the visitor switches.
    assert client.get("/2025/02/", headers={"Accept-Language": "en-US,en;q=0.9"})["Content-Language"] == "zh-hans"


def test_locale_dir_is_the_settings_one(settings):
    assert [Path(p) for p in settings.LOCALE_PATHS] == [LOCALE_DIR]


# --- three scripts, whole (issue 18, item 4) ------------------------------------------------------------------
#
# An English page says everything in English; the almanac's terms keep their Chinese (beside a gloss), marked
# lang="zh-Hans" so that a reader's screen reader reads them as Chinese. A traditional page has no simplified
# character left. Both are read off the rendered HTML: the text outside <head>, <script> and <style>, and the
# accessible names (aria-label, alt, placeholder). Title attributes (tooltips) carry citations, which name the
# seeds' sections in Chinese: they are not read here.

from html.parser import HTMLParser  # noqa: E402

from almanac.notes.models import RuleNote, Status  # noqa: E402

CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
NAMES = ("aria-label", "alt", "placeholder")
PAGES = [
    "/2026/2/", "/2025/1/", "/2026/", "/2026/2/17/", "/2025/1/29/", "/2025/6/7/", "/2024/1/5/",
    "/2026/2/17/why/嫁娶/", "/2024/1/5/why/入殓/", "/2026/2/17/qimen/子/",
    "/compass/2026/3/", "/compass/2026/3/?sit=甲&use=bury&orient=north&rejected=1", "/compass/2026/",
    "/search/", "/search/?activity=嫁娶&start=2026-03-01&end=2026-03-31",
    "/search/?activity=嫁娶&start=2026-03-01&end=2026-04-30&view=calendar&hours=on",
    "/search/?activity=嫁娶&start=2026-03-01&end=2026-03-31&qimen=on&days_off=on&min_grade=吉", "/notes/",
]


class _Text(HTMLParser):
    """(text, inside an element marked Chinese) for every text node and accessible name of the <body>."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None, bool]] = []  # (tag, lang, skipped)
        self.found: list[tuple[str, str | None, str]] = []  # (where, lang in force, text)

    def _lang(self):
        return next((lang for _tag, lang, _skip in reversed(self.stack) if lang), None)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        skipped = tag in ("head", "script", "style", "title") or bool(self.stack and self.stack[-1][2])
        lang = attrs.get("lang") or None
        if not skipped:
            for name in NAMES:
                if attrs.get(name):
                    self.found.append((f"{tag}@{name}", lang or self._lang(), attrs[name]))
        if tag not in VOID:
            self.stack.append((tag, lang, skipped))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if self.stack and not self.stack[-1][2] and data.strip():
            self.found.append((self.stack[-1][0], self._lang(), data.strip()))


def page_text(html: str) -> list[tuple[str, str | None, str]]:
    parser = _Text()
    parser.feed(html)
    return parser.found


@pytest.fixture
def a_published_note(db):
    return RuleNote.objects.create(subject_kind="god", subject="天德", title="天德之位", body="按语。",
                                   citation="001 L209", language="zh-hans", status=Status.PUBLISHED)


def _get(client, path: str, language: str) -> str:
    client.cookies["django_language"] = language
    response = client.get(path)
    assert response.status_code == 200, path
    assert response["Content-Language"] == language
    return response.content.decode()


@pytest.mark.parametrize("path", PAGES)
def test_english_pages_have_no_chinese_outside_marked_terms(client, a_published_note, path):
    found = [(where, text) for where, lang, text in page_text(_get(client, path, "en"))
             if CJK.search(text) and not (lang or "").lower().startswith("zh")]
    assert found == [], found[:8]


@pytest.mark.parametrize("path", PAGES)
def test_traditional_pages_have_no_simplified_character(client, a_published_note, path):
    def simplified(text: str) -> bool:
        for word, kept in DELIBERATE.items():
            text = text.replace(word, kept and "")
        return to_traditional(text) != text

    found = [(where, text) for where, lang, text in page_text(_get(client, path, "zh-hant"))
             if CJK.search(text) and (lang or "").lower() != "zh-hans" and simplified(text)]
    assert found == [], found[:8]


def test_the_english_day_page_reads_its_date_weekday_directions_and_city_in_english(client):
    html = _get(client, "/2026/2/17/?city=guangzhou", "en")
    text = " ".join(t for _w, _l, t in page_text(html))
    assert "February 17, 2026 Tuesday" in text  # 2026-02-17: 2026-01-01 was a Thursday, 47 days before
    assert "Sha North" in text  # 壬戌 day: 冲辰, 煞 in the north (寅午戌 → 北)
    assert "South (Li)" in text  # 喜神 of a 壬 day: 丁壬 → 南 (离)
    assert "Guangzhou" in text and "Beijing" in text  # the chosen city, and the cities to choose from
    assert '<span class="term" lang="zh-Hans">嫁娶</span> <span class="gloss" lang="en">Wedding</span>' in html


@pytest.mark.parametrize("language, wedding, group", [("zh-hans", "嫁娶", "婚姻"), ("zh-hant", "嫁娶", "婚姻"),
                                                       ("en", "Wedding", "Marriage"), ])
def test_the_search_forms_activities_in_the_pages_language(client, language, wedding, group):
    html = _get(client, "/search/", language)
    assert f'<option value="嫁娶">{wedding}</option>' in html and f'<optgroup label="{group}">' in html
    if language == "zh-hant":
        assert '<option value="兴造动土">興造動土</option>' in html


def test_activity_labels_are_distinct_in_english():
    from almanac.web.glossary import label

    labels = [label(a.name, "en") for a in api.ACTIVITIES]
    assert len(set(labels)) == len(labels) and not any(CJK.search(x) for x in labels)


@pytest.mark.parametrize("text, english", [
    ("星期二", "Tuesday"), ("北", "North"), ("正东", "Due east"), ("南 (离)", "South (Li)"), ("广州", "Guangzhou"),
    ("西安", "Xi'an"), ("嫁娶", None), ("子", None),
])
def test_everyday_words_are_english_on_english_pages(text, english):
    from almanac.web.glossary import plain_english

    assert plain_english(text) == english
    with translation.override("en"):
        assert _render("{{ x|term }}", {"x": text}) == (english or text).replace("'", "&#x27;")
    with translation.override("zh-hant"):
        assert _render("{{ x|term }}", {"x": text}) == to_traditional(text)


@pytest.mark.parametrize("language, expected", [
    ("en", 'Xieji Bianfang Shu · <span lang="zh-Hans">用日法</span> · L511 <span lang="zh-Hans">（“为次吉”）</span>'),
    ("zh-hans", "Xieji Bianfang Shu · 用日法 · L511 （“为次吉”）"),
])
def test_chinese_runs_in_mixed_text_are_marked_on_english_pages(language, expected):
    with translation.override(language):
        assert _render("{{ t|zh_runs }}", {"t": "Xieji Bianfang Shu · 用日法 · L511 （“为次吉”）"}) == expected


def test_a_hedged_members_day_reads_english_with_its_chinese_marked(client, django_user_model):
    """李娜, born on 立春 day 2024 without a time: 2026-12-01 (己酉) clashes one reading of her birth year (癸卯) and
    not the other (甲辰). The member page and the day page give both readings in English, any Chinese in a span of
    its language; only the family's own names are theirs."""
    from almanac.profiles.models import Household, Member

    user = django_user_model.objects.create_user("hedged", "hedged@example.com", "pw-hedged-123")
    home = Household.objects.create(owner=user, name="李家")
    member = Member.objects.create(household=home, name="李娜", sex="F", birth_date=date(2024, 2, 4))
    client.force_login(user)
    for page in (f"/households/members/{member.pk}/?date=2026-12-01", "/2026/12/1/"):
        html = _get(client, page, "en")
        panels = "".join(re.findall(r'<section class="(?:household|personal)-day".*?</section>', html, re.S))
        found = [(where, text) for where, lang, text in page_text(panels)
                 if CJK.search(text) and not (lang or "").lower().startswith("zh") and "李" not in text]
        assert found == [], (page, found[:8])
        assert "clashes the birth year" in panels


def test_the_household_panels_read_english_on_an_english_day_page(client, django_user_model):
    """Signed in with a member born in a 戊辰 year: 2026-02-17 is a 壬戌 day, 戌 clashes 辰 (日冲本命). The panels'
    words are English and their terms marked; only the members' own names are the family's."""
    from almanac.profiles.models import Household, Member

    user = django_user_model.objects.create_user("reader", "reader@example.com", "pw-reader-123")
    home = Household.objects.create(owner=user, name="王家")
    dragon = Member.objects.create(household=home, name="王龙", sex="M", birth_date=date(1988, 6, 1))
    client.force_login(user)
    html = _get(client, "/2026/2/17/", "en")
    for page in ("/2026/2/17/", f"/households/{home.pk}/", f"/households/members/{dragon.pk}/"):
        found = [(where, text) for where, lang, text in page_text(_get(client, page, "en"))
                 if CJK.search(text) and not (lang or "").lower().startswith("zh") and not {"王龙", "王家"} & set(
                     re.findall(r"王\w", text))]
        assert found == [], (page, found[:8])
    assert "the day clashes the birth year: avoid everything" in html
    assert '<span lang="zh-Hans">冲</span> <span class="gloss" lang="en">Clash</span>' in html


@pytest.mark.parametrize("path", ["/compass/2026/", "/search/?activity=嫁娶&start=2026-12-01&end=2026-12-31&member={pk}",
                                  "/search/?activity=嫁娶&start=2026-12-01&end=2026-12-31&member={pk}&view=calendar"])
def test_a_members_compass_and_search_read_english_when_the_birth_year_is_open(client, django_user_model, path):
    """Signed in with a member born on 立春 day 2024 without a time (癸卯 or 甲辰): the compass's two positions and
    the search's hedged days are said in English, their terms marked; only the member's own name is the family's."""
    from tests.profiles.helpers import add_member, make_household, make_user

    user = make_user(django_user_model, "reader")
    member = add_member(make_household(user, "王家", members=0), "王娜", "F", date(2024, 2, 4))
    client.force_login(user)
    html = _get(client, path.format(pk=member.pk), "en")
    names = re.compile("王娜|王家|^王$")  # her name, her household's, her initial in a calendar cell
    found = [(where, text) for where, lang, text in page_text(html)
             if CJK.search(names.sub("", text)) and not (lang or "").lower().startswith("zh")]
    assert found == [], found[:8]
    assert "mark-readings" in html or "depends on the moment of birth" in html


def test_source_labels_are_in_the_language_asked_whatever_is_active():
    from almanac.web.templatetags.almanac_i18n import source_label_in

    source_label_in.cache_clear()
    with translation.override("zh-hans"):  # the first answer for English is made while Chinese is active
        assert source_label_in("jianchu", "en") != source_label_in("jianchu", "zh-hans") == "建除"
    with translation.override("en"):
        assert source_label_in("jianchu", "zh-hans") == "建除"
        assert source_label_in("jianchu", "en") == translation.gettext("建除") != "建除"
