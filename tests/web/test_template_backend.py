"""The template engine lets go of a page's context when the page is written (almanac/web/template_backend.py):
nothing of the context is left as cyclic garbage, and the page is the one Django's own engine writes."""

import gc

import pytest
from django.contrib.auth.models import AnonymousUser
from django.template import engines
from django.template.backends.django import DjangoTemplates
from django.template.context import ContextDict
from django.test import RequestFactory

from almanac.web.template_backend import ReleasingDjangoTemplates


class Marker:
    """Something only the context holds."""


def _request():
    request = RequestFactory().get("/2031/5/17/")
    request.user = AnonymousUser()
    request.LANGUAGE_CODE = "zh-hans"
    return request


def _garbage_after(render) -> list:
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        render()
        gc.collect()
        return list(gc.garbage)
    finally:
        gc.garbage.clear()
        gc.set_debug(0)
        gc.enable()


@pytest.fixture
def django_backend():
    """Django's own engine with the site's settings, for the comparison."""
    engine = engines["django"].engine
    return DjangoTemplates({"NAME": "plain", "DIRS": engine.dirs, "APP_DIRS": True,
                            "OPTIONS": {"context_processors": engine.context_processors}})


def test_the_site_renders_with_the_releasing_engine():
    assert isinstance(engines["django"], ReleasingDjangoTemplates)


def test_a_rendered_context_leaves_no_cyclic_garbage(django_backend):
    template = "{{ marker }}{% for x in items %}{{ x }}{% endfor %}{% with y=1 %}{{ y }}{% endwith %}"

    def render_with(backend):
        return lambda: backend.from_string(template).render({"marker": Marker(), "items": [[1], [2]]}, _request())

    released = _garbage_after(render_with(engines["django"]))
    assert not [o for o in released if isinstance(o, (ContextDict, Marker))]
    # Django's own engine leaves the context (and the marker in it) to the collector: the test can tell.
    kept = _garbage_after(render_with(django_backend))
    assert [o for o in kept if isinstance(o, Marker)]


@pytest.mark.django_db
def test_pages_are_what_djangos_own_engine_writes(django_backend):
    context = {"message": "没有此日期", "status": 404}
    ours = engines["django"].get_template("almanac/error.html").render(context, _request())
    theirs = django_backend.get_template("almanac/error.html").render(context, _request())
    assert ours == theirs and "没有此日期" in ours
