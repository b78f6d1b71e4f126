"""{% note_marker kind name %}: a link that works without JavaScript and opens the notes in place with
htmx; one cached index for every marker of a page."""

import re

import pytest
from django.template import Context, Template
from django.test import RequestFactory

from almanac.notes import selectors

pytestmark = pytest.mark.django_db

GODS = ["天赦", "月德", "天德", "阴阳大会", "雷公", "天恩", "母仓", "四相", "时德", "王日"] * 4  # 40 markers


def render(source: str, with_request: bool = True, language: str = "zh-hans", **context) -> str:
    template = Template("{% load rule_notes %}" + source)
    if with_request:
        request = RequestFactory().get("/")
        request.LANGUAGE_CODE = language
        context["request"] = request
    return template.render(Context(context))


def test_marker_is_a_link_with_htmx(make_note):
    note = make_note(subject="天赦")
    out = render('{% note_marker "god" "天赦" %}')
    assert f'href="/notes/{note.pk}/"' in out  # without JavaScript: the note's page
    assert 'hx-get="/notes/about/god/%E5%A4%A9%E8%B5%A6/"' in out  # with htmx: the fragment
    target = re.search(r'hx-target="#([^"]+)"', out).group(1)
    assert f'<span class="note-slot" id="{target}"' in out  # the sibling container it fills
    assert f'aria-controls="{target}"' in out
    assert ">注<" in out


def test_several_notes_link_to_the_subject_page(make_note):
    make_note(subject="天赦")
    make_note(subject="天赦", title="第二条")
    out = render('{% note_marker "god" "天赦" %}')
    assert 'href="/notes/about/god/%E5%A4%A9%E8%B5%A6/"' in out


def test_no_marker_without_a_published_note(make_note):
    make_note(subject="天赦", status="draft")
    assert render('{% note_marker "god" "天赦" %}{% note_marker "god" "没有" %}{% note_marker "" "" %}') == ""


def test_marker_follows_the_language_rule(make_note):
    make_note(subject="天赦", language="en", title="English only")
    assert render('{% note_marker "god" "天赦" %}', language="zh-hans") == ""
    assert "note-marker" in render('{% note_marker "god" "天赦" %}', language="en")
    make_note(subject="月德")  # zh-hans: shown to every reader
    assert "note-marker" in render('{% note_marker "god" "月德" %}', language="en")
    assert "note-marker" in render('{% note_marker "god" "月德" %}', language="zh-hant")


def test_slots_are_unique_on_a_page(make_note):
    make_note(subject="天赦")
    out = render('{% for g in gods %}{% note_marker "god" g %}{% endfor %}', gods=["天赦"] * 3)
    ids = re.findall(r'id="([^"]+)"', out)
    assert len(ids) == 3 and len(set(ids)) == 3


def test_a_page_of_markers_costs_one_query_then_none(make_note, django_assert_num_queries):
    make_note(subject="天赦")
    make_note(subject="嫁娶", subject_kind="activity")
    source = '{% for g in gods %}{% note_marker "god" g %}{% endfor %}{% note_marker "activity" "嫁娶" %}'
    with django_assert_num_queries(1):  # cold cache: the index is built once for the whole page
        out = render(source, gods=GODS)
    assert out.count('class="note-marker"') == 4 * 4 + 1  # 天赦 天德 阴阳大会 雷公, ×4, and 嫁娶
    with django_assert_num_queries(0):  # warm cache
        again = render(source, gods=GODS)
    assert again.count('class="note-marker"') == 17
    with django_assert_num_queries(0):  # also without a request in the context
        render(source, with_request=False, gods=GODS)


def test_publishing_and_deleting_refresh_the_markers(make_note, editor):
    from almanac.notes import services

    assert render('{% note_marker "god" "天赦" %}') == ""  # index now cached
    version = selectors.notes_version()
    note = make_note(subject="天赦", status="draft")
    assert render('{% note_marker "god" "天赦" %}') == ""
    services.publish_note(note, by=editor)
    assert "note-marker" in render('{% note_marker "god" "天赦" %}')
    assert selectors.notes_version() != version
    services.delete_note(note, by=editor)
    assert render('{% note_marker "god" "天赦" %}') == ""


def test_notes_version_tag(make_note):
    before = render("{% notes_version %}")
    make_note(subject="天赦")
    after = render("{% notes_version as v %}[{{ v }}]")
    assert before and after.strip("[]") != before


def test_marker_on_a_real_page_flow(client, make_note):
    """The marker's two URLs answer: the page without htmx, the fragment with it."""
    note = make_note(subject="天赦", title="可读之注")
    out = render('{% note_marker "god" "天赦" %}')
    href = re.search(r'href="([^"]+)"', out).group(1)
    fragment_url = re.search(r'hx-get="([^"]+)"', out).group(1)
    assert href == note.get_absolute_url()
    assert "可读之注" in client.get(href).content.decode()
    fragment = client.get(fragment_url, headers={"HX-Request": "true"}).content.decode()
    assert "可读之注" in fragment and "<html" not in fragment
