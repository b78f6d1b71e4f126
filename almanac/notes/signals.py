"""Keep the cached marker index (selectors.marker_index) in step with the notes.

Every save or delete of a RuleNote drops the cached index at once and again when the transaction commits
(so a request that rebuilt it from the not-yet-committed state cannot keep a stale copy). With Redis
(settings.CACHES under REDIS_URL) every process sees the drop; with the per-process local-memory cache of
development, other processes catch up when their copy times out (selectors.INDEX_TIMEOUT).
"""

from django.db import transaction
from django.db.models.signals import post_delete, post_save


def invalidate_marker_index(**kwargs) -> None:
    from almanac.notes.selectors import forget_marker_index

    forget_marker_index()
    transaction.on_commit(forget_marker_index, using=kwargs.get("using"))


def invalidate_after_migrate(**kwargs) -> None:
    from almanac.notes.selectors import forget_marker_index

    forget_marker_index()


def connect() -> None:
    from almanac.notes.models import RuleNote

    post_save.connect(invalidate_marker_index, sender=RuleNote, dispatch_uid="notes-index-save")
    post_delete.connect(invalidate_marker_index, sender=RuleNote, dispatch_uid="notes-index-delete")
