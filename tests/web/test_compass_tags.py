"""The compass page's tags against the template loops they replaced (the same bytes), in the three languages, with
the chosen sitting, the refuted gods shown and a note marker."""

import pytest
from django.core.cache import cache
from django.template import Context, Template
from django.test import RequestFactory
from django.utils import translation

from almanac.core import api
from almanac.web.compass_page import CompassState, compass_context

LANGUAGES = ("zh-hans", "zh-hant", "en")
COMPASSES = [(2025, 3), (2025, None), (1901, 1), (2099, 12), (2033, 7), (1968, None)]

# The table of each mountain's gods as the template wrote it before {% mountain_rows %} (almanac_compass).
OLD_MOUNTAIN_ROWS = "{% load i18n almanac_tags almanac_i18n rule_notes %}" + (
    '{% for m in data.mountains %}\n'
    '        <tr><th scope="row"><a href="?sit={{ m.name|urlencode }}{% if query_base %}&amp;{{ query_base }}{% endif %}">{{ m.name|zh }}</a> <small>{{ m.trigram|zh }}{{ m.bearing|floatformat:0 }}°</small></th>\n'
    '          <td>{% for g in m.gods %}{% if g.counted and g.kind == \'吉\' %}<span class="god good" title="{{ g.source|cite_source }}">{{ g.name|zhg }}{% aka g.aliases %}</span>{% note_marker "direction" g.god %} {% endif %}{% endfor %}</td>\n'
    '          <td>{% for g in m.gods %}{% if g.counted and g.kind != \'吉\' %}<span class="god bad" title="{{ g.source|cite_source }}">{{ g.name|zhg }}{% aka g.aliases %}</span>{% note_marker "direction" g.god %} {% endif %}{% endfor %}\n'
    '              {% if show_rejected %}{% for g in m.gods %}{% if not g.counted %}<span class="god rejected" title="{% if g.rejected %}{{ g.rejected|cite_lines:g.source|term }}{% else %}{{ g.reading|reading }}{% endif %} {{ g.source|cite_source }}">{{ g.name|zhg }}{% aka g.aliases %}{% if g.rejected %}{{ punct.open }}{% translate \'辟\' %}{{ punct.close }}{% endif %}</span> {% endif %}{% endfor %}{% endif %}</td></tr>{% endfor %}'
)


@pytest.fixture
def noted_god():
    from almanac.notes.models import RuleNote

    RuleNote.objects.create(subject_kind="direction", subject="戊己都天", title="注", body="正文", citation="000 L539",
                            language="zh-hans", status="published")
    cache.clear()  # the markers' index


def _contexts(language):
    for year, month in COMPASSES:
        data = api.compass(year, month)
        for query in ({}, {"sit": "子", "rejected": "1", "orient": "north", "use": "bury"}):
            state = CompassState.from_query(query)
            verdict = api.sitting_verdict(year, month, state.sit) if state.sit else None
            values = {"data": data, "year": year, "month": month, "show_rejected": state.show_rejected,
                      "query_base": state.base, "mountain_names": {m["name"] for m in data["mountains"]},
                      **compass_context(year, month, data, state, verdict)}
            yield values


def _render(source, values, path="/compass/"):
    return Template(source).render(Context({**values, "request": RequestFactory().get(path)}))


@pytest.mark.parametrize("language", LANGUAGES)
def test_mountain_rows_write_what_the_loop_wrote(language, noted_god):
    new = "{% load almanac_compass %}{% mountain_rows data.mountains query_base show_rejected punct %}"
    with translation.override(language):
        for _round in range(2):  # the gods' spans written, then kept
            for values in _contexts(language):
                old = _render(OLD_MOUNTAIN_ROWS, values)
                assert 'class="note-marker"' in old
                assert _render(new, values) == old


# The ring's sectors as the template wrote them before {% ring_sectors %} (almanac_compass).
OLD_RING_SECTORS = "{% load i18n almanac_tags almanac_i18n almanac_labels %}" + (
    '{% for s in ring.sectors %}\n'
    '      <a id="mountain-{{ s.index }}" href="{{ s.href }}" hx-get="{{ s.href }}" hx-target="#verdict" hx-swap="innerHTML" hx-push-url="true"{% if s.selected %} aria-current="true"{% endif %} aria-label="{% if english %}{{ s.pinyin }}{% else %}{{ s.name|term }}{% endif %} · {% blocktranslate with use=use_name level=s.level|label:\'level\' %}{{ use }}：{{ level }}{% endblocktranslate %}">\n'
    '        <path d="{{ s.path }}" class="sector {{ s.tone }}{% if s.selected %} selected{% endif %}{% if s.facing %} facing{% endif %}"></path>\n'
    '        <text x="{{ s.x }}" y="{{ s.y }}" dy="-7" class="sector-label" lang="{{ ZH }}">{{ s.name|term }}</text>\n'
    '        {# Two lines fit a sector at east and west: the name and, in English, its romanisation, else the verdict. #}\n'
    '        {% if english %}<text x="{{ s.x }}" y="{{ s.y }}" dy="11" class="sector-pinyin">{{ s.pinyin }}</text>\n'
    '        {% else %}<text x="{{ s.x }}" y="{{ s.y }}" dy="11" class="sector-level" lang="{{ ZH }}">{{ s.level|term }}</text>{% endif %}\n'
    '      </a>{% endfor %}'
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_ring_sectors_write_what_the_loop_wrote(language):
    new = "{% load almanac_compass almanac_i18n %}{% zh_lang as ZH %}{% ring_sectors ring english ZH use_name %}"
    old = "{% load almanac_i18n %}{% zh_lang as ZH %}" + OLD_RING_SECTORS
    with translation.override(language):
        for _round in range(2):  # the sectors written, then kept
            for values in _contexts(language):
                assert _render(new, values) == _render(old, values)
