"""Notes for visitors: the index, one note, and a subject's notes (a page, or the fragment a marker opens).

Plain function views; queries live in selectors.py. Drafts never reach these views' templates: every
lookup goes through the selectors, which only return published notes (a draft's page is a 404).
"""

from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.utils.translation import get_language

from almanac.notes import selectors
from almanac.notes.forms import NotesFilterForm
from almanac.notes.presentation import for_reader
from almanac.notes.subjects import SubjectKind, subject_label
from almanac.web.caching import public

PER_PAGE = 30


def _reader_language(request: HttpRequest) -> str:
    return selectors.normalize_language(getattr(request, "LANGUAGE_CODE", None) or get_language())


@public(max_age=600)
def index(request: HttpRequest) -> HttpResponse:
    reader = _reader_language(request)
    form = NotesFilterForm(request.GET)
    status = 200
    if form.is_valid():
        filters = form.cleaned_data
    else:
        filters, status = {}, 400
    only = filters.get("lang") or ""
    notes = selectors.notes_list(
        language=only or reader, kind=filters.get("kind") or "", subject=filters.get("subject") or "",
        only_language=bool(only),
    )
    page = Paginator(notes, PER_PAGE).get_page(request.GET.get("page"))
    context = {
        "form": form,
        "page_obj": page,
        "notes": [for_reader(note, note.language if only else reader) for note in page.object_list],
        "subjects": selectors.subject_summary(language=reader),
        "kinds": dict(SubjectKind.choices),
        "query": _query_without_page(request),
    }
    template = "notes/index.html#results" if request.htmx else "notes/index.html"
    return _varies_with_htmx(render(request, template, context, status=status))


def _varies_with_htmx(response: HttpResponse) -> HttpResponse:
    """The same URL answers a page or (htmx) a fragment: caches must keep the two apart."""
    patch_vary_headers(response, ("HX-Request",))
    return response


def _query_without_page(request: HttpRequest) -> str:
    query = request.GET.copy()
    query.pop("page", None)
    return query.urlencode()


@public(max_age=600)
def detail(request: HttpRequest, pk: int) -> HttpResponse:
    note = selectors.get_published_note(pk)
    if note is None:
        raise Http404("no such published note")
    context = {"n": for_reader(note, _reader_language(request)), "kind_label": SubjectKind(note.subject_kind).label}
    return render(request, "notes/detail.html", context)


@public(max_age=600)
def subject_notes(request: HttpRequest, kind: str, subject: str) -> HttpResponse:
    """A subject's notes: the page a marker links to, or (htmx) the fragment it opens in place."""
    if kind not in SubjectKind.values:
        raise Http404("no such kind of subject")
    reader = _reader_language(request)
    notes = selectors.published_notes(subjects=[(kind, subject)], language=reader)
    if not notes:
        raise Http404("no published note on this subject")
    context = {
        "kind": kind,
        "kind_label": SubjectKind(kind).label,
        "subject": subject,
        "subject_label": subject_label(kind, subject),
        "notes": [for_reader(note, reader) for note in notes],
    }
    if request.htmx:
        return _varies_with_htmx(render(request, "notes/subject.html#notes", context | {"level": 3}))
    return _varies_with_htmx(render(request, "notes/subject.html", context | {"level": 2}))
