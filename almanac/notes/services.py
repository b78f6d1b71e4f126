"""Writing notes. Every write validates the note and records who made it (django-simple-history).

The admin writes through Django's ModelAdmin (which validates through the form and records the user via
SimpleHistoryAdmin); these functions are for everything else (shell, management commands, tests). Saving
or deleting a note drops the cached marker index (signals.py).
"""

from django.db import transaction

from almanac.notes.models import RuleNote, Status

EDITABLE_FIELDS = ("subject_kind", "subject", "title", "body", "citation", "language", "status")


def _save(note: RuleNote, *, by, reason: str = "") -> RuleNote:
    note.full_clean()
    note._history_user = by
    if reason:
        note._change_reason = reason
    note.save()
    return note


@transaction.atomic
def create_note(*, by, subject_kind: str, subject: str, title: str, body: str, citation: str,
                language: str = "zh-hans", status: str = Status.DRAFT, reason: str = "") -> RuleNote:
    note = RuleNote(
        subject_kind=subject_kind, subject=subject, title=title, body=body, citation=citation,
        language=language, status=status, author=by,
    )
    return _save(note, by=by, reason=reason)


@transaction.atomic
def update_note(note: RuleNote, *, by, reason: str = "", **changes) -> RuleNote:
    unknown = set(changes) - set(EDITABLE_FIELDS)
    if unknown:
        raise TypeError(f"not editable: {sorted(unknown)}")
    for field, value in changes.items():
        setattr(note, field, value)
    return _save(note, by=by, reason=reason)


def publish_note(note: RuleNote, *, by) -> RuleNote:
    return update_note(note, by=by, status=Status.PUBLISHED, reason="发布")


@transaction.atomic
def delete_note(note: RuleNote, *, by) -> None:
    note._history_user = by
    note.delete()
