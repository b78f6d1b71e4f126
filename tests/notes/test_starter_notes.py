"""The starter notes (migration 0003): published, in simplified Chinese, about engine names, quoting the
seeds verbatim and citing lines that exist."""

import re

import pytest

from almanac.notes import subjects
from almanac.notes.models import RuleNote

pytestmark = pytest.mark.django_db

EXPECTED_SUBJECTS = {
    ("god", "阴阳大会"), ("god", "阴阳小会"), ("god", "天德"), ("god", "雷公"), ("god", "天愿"),
    ("god", "月煞"), ("god", "上朔"), ("activity", "兴造动土"),
    ("passage", "003:787"), ("direction", "破败五鬼"),  # migration 0004
}


def _starter_notes():
    return list(RuleNote.objects.filter(author=None))


def test_starter_notes_are_published_zh_hans_and_valid():
    notes = _starter_notes()
    assert len(notes) == len(EXPECTED_SUBJECTS)
    assert {(n.subject_kind, n.subject) for n in notes} == EXPECTED_SUBJECTS
    for note in notes:
        assert note.status == "published" and note.language == "zh-hans"
        assert note.citation and note.title and note.body
        note.full_clean()  # subjects are engine names
        assert note.history.count() == 1  # their first version is in the history


@pytest.fixture
def real_seeds(seeds_dir):
    """The seeds beside the repository (tests/seeds.py), which the notes app reads by default."""
    assert subjects.seeds_dir() == seeds_dir
    return seeds_dir


@pytest.mark.usefixtures("real_seeds")
def test_block_quotes_are_the_seeds_verbatim():
    seed_text = "\n".join(
        path.read_text(encoding="utf-8") for path in sorted(subjects.seeds_dir().glob("[0-9][0-9][0-9]_*.txt"))
    )
    quoted = 0
    for note in _starter_notes():
        for line in note.body.splitlines():
            if line.startswith("> "):
                quoted += 1
                assert line[2:].strip() in seed_text, f"{note.subject}: not verbatim in the seeds: {line}"
    assert quoted >= 7


def _cited_lines(citation: str):
    """(prefix, line) for each Lnnn of a citation; a segment (split at ；) starting with 000–003 sets the seed."""
    prefix = None
    for segment in citation.split("；"):
        segment = segment.strip()
        match = re.match(r"(\d{3})", segment)
        if match:
            prefix = match.group(1)
        for number in re.findall(r"L(\d+)", segment):
            yield prefix, int(number)


@pytest.mark.usefixtures("real_seeds")
def test_cited_lines_exist_and_are_not_blank():
    checked = 0
    for note in _starter_notes():
        for prefix, line in _cited_lines(note.citation):
            assert prefix is not None, note.citation
            text = subjects.seed_line(prefix, line)
            assert text and text.strip(), f"{note.subject}: {prefix} L{line} is missing or blank"
            checked += 1
    assert checked >= 20


@pytest.mark.usefixtures("real_seeds")
def test_quoted_passages_are_on_the_cited_lines():
    assert "阴阳大会" in subjects.seed_line("001", 159)
    assert "上吉之日" in subjects.seed_line("001", 161)
    assert "六月申" in subjects.seed_line("001", 209)
    assert "六月己" in subjects.seed_line("001", 213)
    assert "雷公即青龍" in subjects.seed_line("000", 155)
    assert "月煞者" in subjects.seed_line("000", 511)
    assert subjects.seed_line("001", 331).endswith("上朔：忌宴会，嫁娶，远行，上官。")
    assert subjects.seed_line("001", 419).count("土符") == 2
    assert subjects.seed_line("003", 783).startswith("起月与年同")
    assert "小通惟取两月" in subjects.seed_line("003", 787)
    assert "破败五鬼" in subjects.seed_line("001", 449) and "破敗五鬼" in subjects.seed_line("000", 861)
    assert "破败五鬼之不为凶可知矣" in subjects.seed_line("003", 1731)


def test_starter_notes_show_on_the_index(client):
    page = client.get("/notes/").content.decode()
    for note in _starter_notes():
        # A seed code in a title reads as its book: “月煞：001 屡用…” shows “月煞：《协纪辨方书》摘要 屡用…”.
        assert note.title.replace("001 ", "《协纪辨方书》摘要 ") in page
    assert "001 屡用" not in page and ">003:787<" not in page  # (the URL keeps the subject as it is)
