"""What visitors see: published notes only, in their language (else simplified Chinese), on the index,
on a note's page, and in place from a marker."""

import pytest
from django.conf import settings

from almanac.notes import selectors

pytestmark = pytest.mark.django_db

HANT = "zh-hant"
EN = "en"


def _get(client, url, language, **kwargs):
    """A visitor who chose a language with the site's switch (its cookie)."""
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    return client.get(url, **kwargs)


# --- the selector ---------------------------------------------------------------------------------


def test_published_notes_in_the_asked_language(make_note):
    hans = make_note(subject="天赦", title="简体注")
    hant = make_note(subject="天赦", title="繁體注", language="zh-hant")
    make_note(subject="天赦", title="草稿", status="draft")
    assert selectors.published_notes(subjects=[("god", "天赦")], language="zh-hans") == [hans]
    (shown,) = selectors.published_notes(subjects=[("god", "天赦")], language="zh-hant")
    assert shown == hant and shown.is_fallback is False


def test_fallback_to_simplified_when_the_language_has_none(make_note):
    hans = make_note(subject="天赦", title="简体注")
    (note,) = selectors.published_notes(subjects=[("god", "天赦")], language="en")
    assert note == hans and note.is_fallback is True
    (note,) = selectors.published_notes(subjects=[("god", "天赦")], language="zh-hant")
    assert note == hans and note.is_fallback is True


def test_no_fallback_from_a_third_language(make_note):
    make_note(subject="天赦", title="English only", language="en")
    assert selectors.published_notes(subjects=[("god", "天赦")], language="zh-hans") == []
    assert selectors.published_notes(subjects=[("god", "天赦")], language="zh-hant") == []


def test_fallback_is_per_subject(make_note):
    make_note(subject="天赦", title="天赦简")
    en = make_note(subject="月德", title="Yuede", language="en")
    make_note(subject="月德", title="月德简")
    notes = selectors.published_notes(subjects=[("god", "月德"), ("god", "天赦")], language="en")
    assert [n.title for n in notes] == ["Yuede", "天赦简"]  # in the order asked
    assert notes[0] == en and not notes[0].is_fallback and notes[1].is_fallback


def test_drafts_never_come_back(make_note):
    make_note(subject="天赦", status="draft")
    assert selectors.published_notes(subjects=[("god", "天赦")], language="zh-hans") == []
    assert selectors.get_published_note(make_note(subject="月德", status="draft").pk) is None


def test_one_query_for_many_subjects(make_note, django_assert_num_queries):
    make_note(subject="天赦")
    make_note(subject="嫁娶", subject_kind="activity")
    wanted = [("god", name) for name in ("天赦", "月德", "天德", "阴阳大会", "雷公")] + [("activity", "嫁娶")]
    with django_assert_num_queries(1):
        notes = selectors.published_notes(subjects=wanted, language="zh-hans")
    assert {n.subject for n in notes} >= {"天赦", "嫁娶", "天德", "阴阳大会", "雷公"}


# --- pages ------------------------------------------------------------------------------------------


def test_note_page(client, make_note):
    note = make_note(subject="天赦", title="天赦的说明", body="**要点**：<script>alert(1)</script>")
    response = client.get(f"/notes/{note.pk}/")
    page = response.content.decode()
    assert response.status_code == 200
    assert "天赦的说明" in page and "<strong>要点</strong>" in page and "alert(1)" not in page
    assert "《协纪辨方书》摘要 L209" in page and "001 L209" not in page  # the citation (seed 001 read as its book)
    assert 'href="/notes/about/god/%E5%A4%A9%E8%B5%A6/"' in page  # the subject's notes


def test_draft_page_is_404(client, make_note):
    note = make_note(subject="天赦", status="draft", title="未发布")
    response = client.get(f"/notes/{note.pk}/")
    assert response.status_code == 404
    assert "未发布" not in response.content.decode()
    assert client.get("/notes/999999/").status_code == 404


def test_index_lists_published_only(client, make_note):
    make_note(subject="天赦", title="已发布的注")
    make_note(subject="月德", title="草稿的注", status="draft")
    page = client.get("/notes/").content.decode()
    assert "已发布的注" in page and "草稿的注" not in page
    assert "阴阳大会" in page  # starter notes


def test_index_filters(client, make_note):
    make_note(subject="天赦", title="神煞之注")
    make_note(subject="嫁娶", subject_kind="activity", title="事项之注")
    make_note(subject="嫁娶", subject_kind="activity", title="An English note", language="en")
    page = client.get("/notes/", {"kind": "activity"}).content.decode()
    assert "事项之注" in page and "神煞之注" not in page and "阴阳大会印作" not in page
    page = client.get("/notes/", {"subject": "天赦"}).content.decode()
    assert "神煞之注" in page and "事项之注" not in page
    page = client.get("/notes/", {"lang": "en"}).content.decode()
    assert "An English note" in page and "事项之注" not in page
    # A reader of English gets the English note for 嫁娶 and Chinese ones where no English exists.
    page = _get(client, "/notes/", EN).content.decode()
    assert "An English note" in page and "事项之注" not in page and "神煞之注" in page


def test_index_bad_filter_is_400(client):
    assert client.get("/notes/", {"kind": "planet"}).status_code == 400


def test_index_htmx_returns_the_results_only(client, make_note):
    make_note(subject="天赦", title="神煞之注")
    response = client.get("/notes/", {"subject": "天赦"}, headers={"HX-Request": "true"})
    page = response.content.decode()
    assert response.status_code == 200
    assert 'id="notes-results"' in page and "神煞之注" in page and "<html" not in page


def test_subject_page_and_fragment(client, make_note):
    make_note(subject="天赦", title="第一条")
    make_note(subject="天赦", title="第二条")
    url = "/notes/about/god/天赦/"
    page = client.get(url).content.decode()
    assert "<html" in page and "第一条" in page and "第二条" in page
    response = client.get(url, headers={"HX-Request": "true"})
    fragment = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in fragment and fragment.lstrip().startswith('<details class="note-box" open>')
    assert "第一条" in fragment and "第二条" in fragment


def test_subject_without_published_notes_is_404(client, make_note):
    make_note(subject="天赦", status="draft")
    assert client.get("/notes/about/god/天赦/").status_code == 404
    assert client.get("/notes/about/god/不存在/").status_code == 404
    assert client.get("/notes/about/planet/天德/").status_code == 404


def test_traditional_reader_gets_a_converted_fallback(client, make_note):
    make_note(subject="天赦", title="天赦说明", body="这是简体正文")
    page = _get(client, "/notes/about/god/天赦/", HANT).content.decode()
    assert "天赦說明" in page and "這是簡體正文" in page
    assert "据简体注自动转换" in page or "據簡體注自動轉換" in page
    assert 'lang="zh-Hant"' in page


def test_traditional_reader_gets_a_traditional_note_as_written(client, make_note):
    make_note(subject="天赦", title="天赦说明")
    make_note(subject="天赦", title="天赦說明（繁）", language="zh-hant")
    page = _get(client, "/notes/about/god/天赦/", HANT).content.decode()
    assert "天赦說明（繁）" in page and "自动转换" not in page and "自動轉換" not in page


def test_english_reader_sees_chinese_with_a_notice(client, make_note):
    make_note(subject="天赦", title="天赦说明")
    page = _get(client, "/notes/about/god/天赦/", EN).content.decode()
    assert "天赦说明" in page and "has not been translated" in page and 'lang="zh-Hans"' in page


def test_page_and_fragment_vary_on_htmx(client, make_note):
    make_note(subject="天赦")
    for url in ("/notes/", "/notes/about/god/天赦/"):
        assert "HX-Request" in client.get(url)["Vary"]
