"""Reading notes for visitors. Only published notes ever leave this module.

Language rule (decided here, used everywhere a visitor sees notes): for each subject, the notes written in
the visitor's language are shown; when a subject has none in that language, its notes in simplified
Chinese (FALLBACK_LANGUAGE, the language the notes are first written in) are shown instead, flagged as a
fallback — converted to traditional characters for a zh-hant reader (presentation.py), and shown in
Chinese with a notice for an English reader. A subject with notes only in some third language shows
nothing. The marker index follows the same rule, so a marker never opens an empty box.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable
from functools import reduce
from operator import or_

from django.core.cache import cache
from django.db.models import Q

from almanac.notes.models import FALLBACK_LANGUAGE, RuleNote
from almanac.web.i18n import normalize_language  # the one reading of language codes

INDEX_KEY = "notes:marker-index:v1"
# Seconds a process may keep the index: invalidation (signals.py) is immediate where the cache is shared
# (Redis); with the per-process local-memory cache, other processes see a change within this time.
INDEX_TIMEOUT = 300

Subject = tuple[str, str]  # (subject_kind, subject)


def choose_language(available: Iterable[str], language: str) -> str | None:
    """Which language's notes a reader of `language` gets, among those a subject has (None: nothing)."""
    available = set(available)
    if language in available:
        return language
    if FALLBACK_LANGUAGE in available:
        return FALLBACK_LANGUAGE
    return None


# --- the marker index: which subjects have published notes --------------------------------------


def _build_marker_index() -> dict:
    """One query: {"version": str, "subjects": {(kind, subject): {language: (pk, …)}}}."""
    rows = list(
        RuleNote.objects.published()
        .order_by("created", "pk")
        .values_list("subject_kind", "subject", "language", "pk")
    )
    subjects: dict[Subject, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for kind, subject, language, pk in rows:
        subjects[(kind, subject)][language].append(pk)
    version = hashlib.sha1(repr(sorted(rows)).encode()).hexdigest()[:12]
    return {
        "version": version,
        "subjects": {key: {lang: tuple(pks) for lang, pks in langs.items()} for key, langs in subjects.items()},
    }


def marker_index() -> dict:
    """The cached index (one query to rebuild it when the cache has none)."""
    index = cache.get(INDEX_KEY)
    if index is None:
        index = _build_marker_index()
        cache.set(INDEX_KEY, index, INDEX_TIMEOUT)
    return index


def forget_marker_index() -> None:
    cache.delete(INDEX_KEY)


def notes_version() -> str:
    """Changes whenever the set of published notes does: add it to a {% cache %} key around markers."""
    return marker_index()["version"]


def marker_for(index: dict, kind: str, subject: str, language: str) -> tuple[tuple[int, ...], bool] | None:
    """(note ids, is_fallback) for one subject in a reader's language, from an index; None when none."""
    languages = index["subjects"].get((kind, subject))
    if not languages:
        return None
    chosen = choose_language(languages, normalize_language(language))
    if chosen is None:
        return None
    return languages[chosen], chosen != normalize_language(language)


# --- notes themselves ---------------------------------------------------------------------------


def _pick_languages(notes: Iterable[RuleNote], language: str) -> dict[Subject, list[RuleNote]]:
    """Group notes by subject and keep, for each subject, those of the language the reader gets."""
    by_subject: dict[Subject, dict[str, list[RuleNote]]] = defaultdict(lambda: defaultdict(list))
    for note in notes:
        by_subject[(note.subject_kind, note.subject)][note.language].append(note)
    picked: dict[Subject, list[RuleNote]] = {}
    for key, languages in by_subject.items():
        chosen = choose_language(languages, language)
        if chosen is None:
            continue
        for note in languages[chosen]:
            note.is_fallback = chosen != language
        picked[key] = languages[chosen]
    return picked


def published_notes(*, subjects: list[Subject], language: str) -> list[RuleNote]:
    """The published notes on these subjects for a reader of `language` (fallback: module docstring).

    One query whatever the number of subjects; notes come in the order of `subjects`, each subject's
    notes oldest first. Each note carries ``is_fallback`` (True when shown in place of a missing
    translation).
    """
    if not subjects:
        return []
    language = normalize_language(language)
    wanted = list(dict.fromkeys((kind, subject) for kind, subject in subjects))
    condition = reduce(or_, (Q(subject_kind=kind, subject=subject) for kind, subject in wanted))
    notes = (
        RuleNote.objects.published()
        .filter(condition, language__in={language, FALLBACK_LANGUAGE})
        .order_by("created", "pk")
    )
    picked = _pick_languages(notes, language)
    return [note for key in wanted for note in picked.get(key, [])]


def notes_list(*, language: str, kind: str = "", subject: str = "", only_language: bool = False) -> list[RuleNote]:
    """Published notes for the index page, by subject.

    By default the reader's language with the fallback rule; with ``only_language`` exactly the notes
    written in `language` (the index's explicit language filter).
    """
    language = normalize_language(language)
    notes = RuleNote.objects.published()
    if kind:
        notes = notes.filter(subject_kind=kind)
    if subject:
        notes = notes.filter(subject=subject.strip())
    if only_language:
        result = list(notes.filter(language=language).order_by("subject_kind", "subject", "created", "pk"))
        for note in result:
            note.is_fallback = False
        return result
    notes = notes.filter(language__in={language, FALLBACK_LANGUAGE}).order_by(
        "subject_kind", "subject", "created", "pk"
    )
    picked = _pick_languages(notes, language)
    return [note for key in sorted(picked) for note in picked[key]]


def get_published_note(pk: int) -> RuleNote | None:
    """A published note by id; None for a draft or a missing one (the view answers 404 to both)."""
    return RuleNote.objects.published().filter(pk=pk).first()


def subject_summary(*, language: str) -> list[tuple[str, str, int]]:
    """(kind, subject, number of notes) for every subject a reader of `language` has notes on."""
    language = normalize_language(language)
    index = marker_index()
    rows = []
    for (kind, subject), languages in index["subjects"].items():
        chosen = choose_language(languages, language)
        if chosen is not None:
            rows.append((kind, subject, len(languages[chosen])))
    return sorted(rows)
