"""The compass page's tags against the template loops they replaced (the same bytes), in the three languages, with
the chosen sitting, the refuted gods shown and a note marker."""

from datetime import date

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


# The compass body's loops as the template wrote them before their tags (almanac_compass).
LOADS = "{% load i18n almanac_tags almanac_i18n almanac_compass %}"
OLD_LOOPS = {
    "{% wuxing_sound_lines wx punct %}": (
    '{% for sound, s in wx.sounds.items %}{{ sound|zh }} L{{ s.source.line }}{% if not forloop.last %}{{ punct.comma }}{% endif %}{% endfor %}'
    ),
    "{% wuxing_rows wx month punct %}": (
    '{% for sound, s in wx.sounds.items %}\n'
    '        <tr><th scope="row">{% glossed sound \'sound\' %}{{ punct.open }}{{ s.element|zhg }}{{ punct.close }}</th>\n'
    '          <td>{% for c in s.year %}{% glossed c %}{% if not forloop.last %}{{ punct.comma }}{% endif %}{% endfor %}</td>\n'
    '          {% if month %}<td>{% for c in s.month %}{% glossed c %}{% if not forloop.last %}{{ punct.comma }}{% endif %}{% endfor %}</td>\n'
    '          <td class="verdict">{% if s.month_verdict == \'宜\' %}<b class="good">{% glossed \'宜\' \'verdict\' %}</b>{% elif s.month_verdict == \'不宜\' %}<b class="bad">{% glossed \'不宜\' %}</b>{% else %}<span class="note">{% translate \'书无明文\' %}</span>{% endif %}</td>{% endif %}</tr>{% endfor %}'
    ),
    "{% star_rows rows %}": (
    '{% for row in rows %}<tr>{% for cell in row %}<td><b>{{ cell.name|zh }}</b><br><small>{{ cell.trigram|zh }}</small></td>{% endfor %}</tr>{% endfor %}'
    ),
    "{% dungan_links ys.dungan.values query_base punct %}": (
    '{% for name, branches in ys.dungan.values.items %}{% glossed name %} {% sit_links branches query_base punct %}{% if not forloop.last %} · {% endif %}{% endfor %}'
    ),
    "{% usable_sittings usable punct %}": (
    '{% for level, names in usable %}<p class="usable"><b class="level level-{{ level }}">{% glossed level \'level\' %}</b>{{ punct.colon }}{% for name, href in names %}<a href="{{ href }}" hx-get="{{ href }}" hx-target="#verdict" hx-swap="innerHTML" hx-push-url="true">{{ name|zh }}</a>{% if not forloop.last %}{{ punct.comma }}{% endif %}{% empty %}{% translate \'无\' %}{% endfor %}</p>{% endfor %}'
    ),
    "{% stem_spirit_rows sp %}": (
    '{% for name, value in sp.values.items %}\n'
    '    <tr><th scope="row">{% glossed name %}</th><td>{{ sp.terms|get_item:name|zhg }}</td>\n'
    '      <td>{% if value is None %}<span class="note">{% translate \'未定\' %}</span>{% elif mountain_names and value in mountain_names %}<a href="?sit={{ value|urlencode }}{% if query_base %}&amp;{{ query_base }}{% endif %}">{{ value|zh }}</a>{% else %}{{ value|zh }}{% endif %}</td></tr>{% endfor %}'
    ),
}


@pytest.mark.parametrize("new", list(OLD_LOOPS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_body_tags_write_what_the_loops_wrote(new, language):
    from almanac.web.presenters import nine_star_rows

    with translation.override(language):
        for values in _contexts(language):
            data = values["data"]
            stars = data["nine_stars"]
            page = {"wx": data["wuxing_house"], "ys": data["year_month_spirits"],
                    "sp": data["year_month_spirits"]["stem_spirits"],
                    "rows": nine_star_rows(stars["year"]["grid"], south_up=values["state"].south_up)}
            for extra in (
                {},
                {"month": None, "usable": [("吉", []), ("平", [("子", "?sit=<子>")])],
                 "sp": page["sp"] | {"terms": {}}, "mountain_names": set(),
                 "rows": nine_star_rows(stars["year"]["grid"], south_up=False), "query_base": "a=<1>&b"},
                {"sp": api.natal_spirits(api.day(date(1990, 5, 1)).pillars.year), "mountain_names": None},  # a member's
            ):
                context = {**values, **page, **extra}
                assert _render(LOADS + new, context) == _render(LOADS + OLD_LOOPS[new], context)
