"""What is rendered once per language instead of on every page: the same bytes as rendering it each time.

- {% per_language %} blocks (almanac_memo): the pages whose templates have them are the pages of the same templates
  without them, in the three languages, full and htmx, on a first and a later visit, anonymous and signed in;
- the language switch and the account links (their templates rendered once, the page's path put in) and the share
  meta tags (written in Python): as their templates wrote them;
- dates (almanac/web/dates.py): as Django's date format writes them, every format the pages use.
"""

import copy
import re
from datetime import date, timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.template import Context, Template, engines
from django.template.defaultfilters import urlencode
from django.template.utils import get_app_template_dirs
from django.test import RequestFactory, override_settings
from django.utils import dateformat, translation
from django.utils.safestring import mark_safe

from almanac.web.dates import date_writer, format_date, month_date_writer
from almanac.web.templatetags import almanac_memo

LANGUAGES = ("zh-hans", "zh-hant", "en")
MEMO_TAGS = re.compile(r"{% (?:per_language(?: [^%]*)?|endper_language) %}")


def _templates_without_memo() -> list[dict]:
    """settings.TEMPLATES with a first loader that gives each template holding {% per_language %} blocks as it was
    before them: the same source less those tags."""
    directories = [*engines["django"].engine.dirs, *get_app_template_dirs("templates")]
    sources = {}
    for directory in map(Path, directories):
        for path in directory.rglob("*.html"):
            text = path.read_text(encoding="utf-8")
            if MEMO_TAGS.search(text):
                sources.setdefault(path.relative_to(directory).as_posix(), MEMO_TAGS.sub("", text))
    assert {"base.html", "almanac/month.html", "almanac/compass.html", "almanac/day.html"} <= set(sources)
    options = copy.deepcopy(settings.TEMPLATES[0])
    options["APP_DIRS"] = False
    options["OPTIONS"]["loaders"] = [("django.template.loaders.locmem.Loader", sources),
                                     "django.template.loaders.filesystem.Loader",
                                     "django.template.loaders.app_directories.Loader"]
    return [options]


# The signed-in visitor's CSRF token, masked anew for each page.
CSRF_TOKEN = re.compile(r'(?<=X-CSRFToken": ")\w+|(?<=name="csrfmiddlewaretoken" value=")\w+')
PAGES = ["/", "/2025/1/", "/1901/2/?week=sun", "/2099/12/", "/2025/1/29/", "/1950/7/3/", "/compass/2025/1/", "/compass/2026/",
         "/compass/1901/1/?sit=子&rejected=1&orient=north&use=bury", "/compass/2037/6/", "/compass/2037/7/", "/compass/2037/7/?orient=north",
         "/search/", "/guide/", "/notes/", "/2025/13/"]


def _pages(client) -> list[str]:
    pages = []
    for url in PAGES:
        for headers in ({}, {"HX-Request": "true"}):
            cache.clear()
            response = client.get(url, headers=headers)
            pages.append(f"{url} {headers} {response.status_code}\n" + CSRF_TOKEN.sub("…", response.content.decode()))
    return pages


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user("memo", password="x" * 12)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("signed_in", [False, True])
def test_pages_with_blocks_kept_are_the_pages_without_them(client, language, signed_in, user):
    client.cookies["django_language"] = language
    if signed_in:
        client.force_login(user)
    kept = _pages(client)
    assert _pages(client) == kept  # the second time from the kept blocks
    with override_settings(TEMPLATES=_templates_without_memo()):
        assert _pages(client) == kept


def test_a_block_is_kept_per_language_and_value():
    template = Template("{% load i18n almanac_memo %}{% per_language key %}{{ key }} {{ other }} "
                        "{% translate '本月' %}{% endper_language %}")
    with translation.override("zh-hans"):
        assert template.render(Context({"key": 1, "other": "a"})) == "1 a 本月"
        assert template.render(Context({"key": 1, "other": "b"})) == "1 a 本月"  # kept: `other` is not a key
        assert template.render(Context({"key": 2, "other": "b"})) == "2 b 本月"
    with translation.override("en"):
        assert template.render(Context({"key": 1, "other": "c"})) == "1 c This month"
    almanac_memo.forget()
    with translation.override("zh-hans"):
        assert template.render(Context({"key": 1, "other": "d"})) == "1 d 本月"


def test_a_block_is_kept_per_value_of_the_data_it_names():
    template = Template("{% load almanac_memo %}{% per_language data %}{{ data.a.0 }}{{ data.b }}{% endper_language %}")
    for data in ({"a": [1], "b": "x"}, {"a": [2], "b": "x"}, {"a": [1], "b": True}, {"a": [1], "b": 1},
                 {"a": [1], "b": 1.0}, {"a": [1], "b": mark_safe("<i>")}, {"a": [1], "b": "<i>"}):
        assert template.render(Context({"data": data})) == Template(
            "{{ data.a.0 }}{{ data.b }}").render(Context({"data": data}))


def test_an_unhashable_value_renders_each_time():
    template = Template("{% load almanac_memo %}{% per_language key %}{{ key.x }}{{ other }}{% endper_language %}")
    unhashable = type("Unhashable", (), {"__hash__": None, "x": 1})()
    assert template.render(Context({"key": unhashable, "other": "a"})) == "1a"
    assert template.render(Context({"key": unhashable, "other": "b"})) == "1b"


def test_kept_blocks_are_bounded_and_dropped_on_a_settings_change(settings, monkeypatch):
    monkeypatch.setattr(almanac_memo, "MAX_KEPT", 3)
    template = Template("{% load almanac_memo %}{% per_language key %}{{ key }}{% endper_language %}")
    for key in range(10):
        template.render(Context({"key": key}))
        assert len(almanac_memo._kept) <= 3
    settings.STATIC_URL = "/elsewhere/"
    assert not almanac_memo._kept


FORMATS = ["Y年n月j日 l", "l, F j, Y", "Y年n月", "F Y", "n月j日", "M j", "M j, Y", "F j, Y", "D", "F",
           "Y-m-d", r"\Y\e\a\r Y", "jS F"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_dates_are_written_as_django_writes_them(language):
    with translation.override(language):
        day = date(1900, 12, 25)
        while day.year <= 2100:
            for format_string in FORMATS:
                assert format_date(day, format_string) == dateformat.format(day, format_string)
                assert date_writer(format_string)(day) == dateformat.format(day, format_string)
            day += timedelta(days=7)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_months_dates_are_written_as_django_writes_them(language):
    """month_date_writer (the year's and month's fields written once): its month's days, and any other date."""
    with translation.override(language):
        for year, month in ((1901, 1), (2024, 2), (2025, 12), (2099, 12)):
            for format_string in FORMATS:
                write = month_date_writer(format_string, year, month)
                day = date(year, month, 1)
                while day.month == month:
                    assert write(day) == dateformat.format(day, format_string)
                    day += timedelta(days=1)
                assert write(date(2000, 6, 15)) == dateformat.format(date(2000, 6, 15), format_string)


# --- the header's and head's tags, written from a template rendered once or in Python --------------------------

ODD_PATHS = ["/2025/1/", "/search/?activity=祭祀&from=2025-01-01&view=calendar", "/a b/?q=\"<'>\"&x=%41", "/"]


def _tag(source: str, request) -> str:
    return Template("{% load almanac_i18n almanac_share profiles_tags %}" + source).render(
        Context({"request": request, "csrf_token": "token"}))


def _template(name: str, **values) -> str:
    return engines["django"].engine.get_template(name).render(Context(values))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_language_switch_and_account_links_are_their_templates(language, user):
    from almanac.web.templatetags.almanac_i18n import _language_switch_context

    with translation.override(language):
        for _round in range(2):  # rendered, then kept
            for path in ODD_PATHS:
                request = RequestFactory().get(path)
                request.user = AnonymousUser()
                for oob in (False, True):
                    assert _tag(f"{{% language_switch oob={oob} %}}", request) == _template(
                        "almanac/_language_switch.html", **_language_switch_context(request.get_full_path(), oob))
                anonymous = _template("profiles/_account_nav.html", user=AnonymousUser(), request=request)
                assert _tag("{% account_nav %}", request) == anonymous
                assert "?next=" + urlencode(request.get_full_path()).replace("&", "&amp;") in anonymous
                request.user = user
                assert _tag("{% account_nav %}", request) == _template(
                    "profiles/_account_nav.html", user=user, request=request, csrf_token="token")


# share_meta as its template wrote it (templates/almanac/_share_meta.html) before almanac_share wrote it.
OLD_SHARE_META = """{% load i18n %}{% if share %}<meta name="description" content="{{ share.description }}">
  <meta property="og:title" content="{{ share.title }}">
  <meta property="og:description" content="{{ share.description }}">
  {% endif %}<meta property="og:site_name" content="{% translate '通书择日' %}">
  <meta property="og:type" content="website">
  {% if url %}<meta property="og:url" content="{{ url }}">
  {% endif %}<meta property="og:locale" content="{{ locale }}">
"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_share_meta_is_its_old_template(language):
    from almanac.web.sharing import Share
    from almanac.web.templatetags.almanac_share import _absolute_url, share_meta

    old = Template(OLD_SHARE_META)
    locale = {"zh-hans": "zh_CN", "zh-hant": "zh_TW", "en": "en_US"}[language]
    with translation.override(language):
        for share in (None, Share("2025年1月 · 农历<甲>", 'a "b" & c'), Share("", "")):
            for request in (RequestFactory().get("/2025/1/?x=<1>&y=\"2\""), RequestFactory().get("/", HTTP_HOST="evil"),
                            None):
                url = _absolute_url(request)
                assert url or request is None or request.META["HTTP_HOST"] == "evil"
                assert share_meta(Context({"request": request}), share) == old.render(
                    Context({"share": share, "url": url, "locale": locale}))
