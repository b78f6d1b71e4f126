"""What is rendered once per language instead of on every page: the same bytes as rendering it each time.

- {% per_language %} blocks (almanac_memo): each template that has them renders as the same template without them,
  in the three languages, on a first and a later page, anonymous and signed in;
- dates (almanac/web/dates.py): as Django's date format writes them, every format the pages use.
"""

import re
from datetime import date, timedelta

import pytest
from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.template import Context, RequestContext, Template, engines
from django.test import RequestFactory
from django.utils import dateformat, translation

from almanac.web.dates import format_date
from almanac.web.templatetags import almanac_memo

LANGUAGES = ("zh-hans", "zh-hant", "en")
MEMO_TAGS = re.compile(r"{% (?:per_language(?: [^%]*)?|endper_language) %}")
TEMPLATES_WITH_BLOCKS = ["base.html", "almanac/_language_switch.html", "profiles/_account_nav.html"]


def _without_memo(name: str) -> Template:
    """The template as it was before its blocks were kept: the same source less the {% per_language %} tags."""
    source = engines["django"].engine.get_template(name).source
    assert MEMO_TAGS.search(source), name
    return engines["django"].from_string(MEMO_TAGS.sub("", source)).template


CSRF_TOKEN = re.compile(r'(?<=X-CSRFToken": ")\w+|(?<=name="csrfmiddlewaretoken" value=")\w+')


def _render(template, request, extra=None):
    """The template's HTML, the signed-in visitor's CSRF token (masked anew for each page) left out."""
    context = RequestContext(request, {"today": date(2026, 12, 2), "next": request.get_full_path(),
                                       "languages": [{"code": c, "name": n, "current": c == translation.get_language()}
                                                     for c, n in settings.LANGUAGES], **(extra or {})})
    return CSRF_TOKEN.sub("…", template.render(context))


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user("memo", password="x" * 12)


@pytest.mark.parametrize("name", TEMPLATES_WITH_BLOCKS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("signed_in", [False, True])
def test_a_template_with_blocks_kept_renders_as_without_them(name, language, signed_in, user):
    kept = engines["django"].engine.get_template(name)
    fresh = _without_memo(name)
    with translation.override(language):
        for path, oob in [("/2025/1/", False), ("/compass/?a=1&b=<2>", True), ("/2025/1/", True)]:
            request = RequestFactory().get(path)
            request.user = user if signed_in else AnonymousUser()
            expected = _render(fresh, request, {"oob": oob})
            assert _render(kept, request, {"oob": oob}) == expected  # rendered, then kept
            assert _render(kept, request, {"oob": oob}) == expected  # the kept HTML


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


def test_an_unhashable_value_renders_each_time():
    template = Template("{% load almanac_memo %}{% per_language key %}{{ key.0 }}{{ other }}{% endper_language %}")
    assert template.render(Context({"key": [1], "other": "a"})) == "1a"
    assert template.render(Context({"key": [1], "other": "b"})) == "1b"


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
            day += timedelta(days=7)
