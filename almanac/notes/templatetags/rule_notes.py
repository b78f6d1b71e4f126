"""Markers beside the verdicts: where a subject has published notes, a small “注” that opens them.

    {% load rule_notes %}
    {% note_marker "god" god.name %}          a 神煞 (day or hour god, 值神)
    {% note_marker "activity" a.name %}       an activity
    {% note_marker "direction" name %}        a directional god (almanac.core.data.directional_gods)
    {% note_marker "passage" "001:169" %}     a seed line
    {% notes_version as v %}                  changes when published notes do: put it in {% cache %} keys

A marker renders nothing when the subject has no published note for the reader's language (selectors.py:
own language, else simplified Chinese). Otherwise it is a link to the note (or the subject's notes) that
works without JavaScript, and with htmx fetches the notes into the empty sibling <span> right after it:

    <a class="note-marker" href="/notes/3/" hx-get="/notes/about/god/天德/" hx-target="#note-…"
       hx-swap="innerHTML" aria-controls="note-…" …><sup>注</sup></a><span class="note-slot" id="note-…"></span>

All markers of a page share one index of the subjects that have notes: one cache lookup per request
(memoised on the request), and one database query when the cache is cold.
"""

import hashlib
from functools import lru_cache

from django import template
from django.core.signals import setting_changed
from django.template.context import RenderContext
from django.urls import get_script_prefix, get_urlconf, reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from almanac import dbguard
from almanac.notes import selectors
from almanac.web.glossary import label as term_label

register = template.Library()

_STATE = "_rule_notes_state"
NO_INDEX = {"version": "no-database", "subjects": {}}


def _state(context) -> dict:
    """Per-request (else per-render) memo: the marker index, and an id prefix for the slots."""
    request = context.get("request")
    holder = request if request is not None else context.render_context
    if isinstance(holder, RenderContext):
        state = holder.get(_STATE)
        if state is None:
            state = holder[_STATE] = {}
    else:
        state = getattr(holder, _STATE, None)
        if state is None:
            state = {}
            setattr(holder, _STATE, state)
    if "index" not in state:
        # Without the database, no markers (and a notice at the page's foot: almanac/dbguard.py).
        state["index"] = dbguard.guarded(request, selectors.marker_index, NO_INDEX)
        # Ids unique between a page and the fragments htmx puts into it (each its own URL), and the same on
        # every rendering of one URL, so a page's ETag does not change from one request to the next.
        where = request.get_full_path() if request is not None else ""
        state["prefix"] = hashlib.sha1(where.encode()).hexdigest()[:6]
        state["count"] = 0
    return state


@register.simple_tag(takes_context=True)
def note_marker(context, kind, name):
    if not kind or not name:
        return ""
    kind, name = str(kind), str(name)
    state = _state(context)
    request = context.get("request")
    language = getattr(request, "LANGUAGE_CODE", None) or get_language()
    found = selectors.marker_for(state["index"], kind, name, language)
    if found is None:
        return ""
    ids, _fallback = found
    state["count"] += 1
    slot = f"note-{state['prefix']}-{state['count']}"  # letters, digits and dashes: the same escaped
    parts = _marker_parts(kind, name, tuple(ids), language, get_language(), get_script_prefix(), get_urlconf())
    return SafeString(slot.join(parts))


_SLOT = "\x00"  # where the slot goes in a marker made once: a character escaping keeps and no label holds


@lru_cache(maxsize=1024)  # subjects with notes × their note ids × languages
def _marker_parts(kind, name, ids, language, _active_language, _script_prefix, _urlconf) -> tuple[str, ...]:
    """A marker's HTML around its slot's three places: its links and label are the same on every page (the
    subject's note ids, the languages and the URL root in the key)."""
    fragment_url = reverse("notes:subject", args=(kind, name))
    href = reverse("notes:detail", args=(ids[0],)) if len(ids) == 1 else fragment_url
    label = _("「%(name)s」有注（%(count)s 条），点击阅读") % {"name": term_label(name, language), "count": len(ids)}
    return tuple(format_html(
        '<a class="note-marker" href="{}" hx-get="{}" hx-target="#{}" hx-swap="innerHTML" '
        'aria-controls="{}" title="{}" aria-label="{}"><sup>{}</sup></a>'
        '<span class="note-slot" id="{}" aria-live="polite"></span>',
        href, fragment_url, _SLOT, _SLOT, label, label, _("注"), _SLOT,
    ).split(_SLOT))


setting_changed.connect(lambda **_kwargs: _marker_parts.cache_clear())


def markers_for(context):
    """`note_marker` for the many subjects of one page's loop (the tags that write a loop in one call): a subject
    without notes, most of them, is answered from the index without more ado."""
    subjects = _state(context)["index"]["subjects"]

    def marker(kind, name):
        if not kind or not name or not subjects.get((str(kind), str(name))):
            return ""
        return note_marker(context, kind, name)

    return marker


@register.simple_tag(takes_context=True)
def notes_version(context):
    """A short string that changes whenever the published notes do (for {% cache %} keys)."""
    return _state(context)["index"]["version"]
